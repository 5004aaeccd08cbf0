"""Casting spells (HotW §Casting Spells): the Spell check comes first; a success
exhausts the spell and resolves it with no Sanity lost; a failure costs the spell's
Sanity (which Strong Mind lessens, as a loss), leaves it ready and resolves nothing,
so it may be tried again. A spell whose effect counts successes succeeds on one."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.interp import run_ops
from arkham.engine import HANDLERS, step
from arkham.rules.classic import core as C
from arkham.rules.classic.abilities import push_cast_check, spell_cost
from arkham.rules.haunt.data import cite

if TYPE_CHECKING:
    from arkham.engine import Frame, Game

RULE = cite("Casting Spells")


@step("haunt.ability")
def ability(g: Game, fr: Frame) -> Any:
    """Replaces the shared ability step for spells; other abilities are the shared ones."""
    inv = g.state.investigators[fr["who"]]
    card = fr["card"]
    use = C.card_def(g, card).data["uses"][fr["use"]]
    if not use.get("cast"):
        return HANDLERS["ability"](g, fr)
    if "ret" not in fr:
        push_cast_check(g, inv, card, use, fr["ctx"])
        return None
    passed, succ = fr.pop("ret")
    g.pop(fr)
    name = C.card_def(g, card).name
    if not passed:
        if card in inv.exhausted:
            inv.exhausted.remove(card)
        g.log(f"{name} fails: it stays ready, and its Sanity cost is paid", RULE)
        C.push_loss(g, inv, sanity=spell_cost(g, card), why=f"a failed {name}", rule=RULE)
        return None
    if card in inv.cards and card not in inv.exhausted:
        inv.exhausted.append(card)
    g.log(f"{name} is cast and exhausted", RULE)
    run_ops(g, inv.seat, use.get("pass", []), dict(fr["ctx"], succ=succ))
    return None
