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


def cast_possible(
    g: Game, inv: Any, card: str, use: dict[str, Any] | None = None, ctx: dict[str, Any] | None = None
) -> bool:
    """Ruling: a spell is offered only if its Spell check could pass: the best Lore bonus
    he could allocate, the modifier, and a die for each clue he could spend must reach
    the difficulty. As a failed cast may be retried, a hopeless one would never end."""
    from arkham.rules.classic.checks import clue_dice
    from arkham.rules.haunt import skills

    d = C.card_def(g, card)
    use = use or {}
    ctx = ctx or {}
    mod = d.cast_mod or 0
    monster = ctx.get("monster")
    if d.data.get("cast_mod_from") == "monster_awareness" and monster:
        mod = C.monster_stat(g, monster, "awareness")
    diff = C.toughness(g, monster) if use.get("successes") == "monster_toughness" and monster else 1
    have = skills.allocated_value(g, inv, "lore") or 0
    free = [g.content.investigators[inv.id].lore[k] for k in skills.free_stops(g, inv, 2)]
    best = max([have] + free)
    dice = C.skill_value(g, inv, "lore", "spell") - have + best + mod + inv.clues * clue_dice(g, inv.seat, "lore")
    return dice >= diff


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
    below = g.state.stack[-1] if g.state.stack else None
    if below is not None and below.get("k") == "haunt.evade":
        below["cast_result"] = [passed, succ]  # an Evade check made by a spell counts its successes
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
