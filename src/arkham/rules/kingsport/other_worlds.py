"""Mechanics of the Kingsport gate cards (Other World encounters) beyond the plain op
vocabulary, named in ``content/kingsport/gates.yaml``.

Ops:
- ``reduce_to`` (``what``: sanity, stamina or clues; ``n``: a number or ``successes``):
  "your Stamina (Sanity) is reduced to N" is a loss of what lies above N (decided: a
  loss, so what reduces losses reduces it; reaching 0 knocks out as any loss); "discard
  all but N Clue tokens" likewise for clues. At or below N nothing happens.
- ``if_terror`` (``at_most``; ``do``): the ops run only while the terror level is at most
  that ("if the terror level is less than 6" is ``at_most: 5``).

Rules (``{op: rule, id: ...}``), each for the investigator of the running ``fx`` frame:
``stamina_per_exhausted``, ``gain_per_spell``, ``clue_per_investigator_in_other_worlds``,
``clue_per_tome``, ``spell_at_sanity_cost``, ``items_for_clues``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.interp import amount, run_ops
from arkham.effects.registry import op, rule
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.extensions import RuleModule, register
from arkham.rules.kingsport import prices  # noqa: F401  (discard_by_price)

if TYPE_CHECKING:
    from arkham.engine import Frame, Game

WHY = "gate card"


def _inv(g: Game, fr: Frame) -> Any:
    return g.state.investigators[fr["seat"]]


@op("reduce_to", required=("what", "n"))
def op_reduce_to(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    what = o["what"]
    if what not in ("sanity", "stamina", "clues"):
        raise ValueError(f"reduce_to: unknown resource '{what}'")
    n = amount(g, fr, o["n"])
    over = getattr(inv, what) - n
    if over <= 0:
        g.log(f"{C.inv_name(g, inv)} has no more than {n} {what}: nothing is lost", WHY)
        return
    run_ops(g, fr["seat"], [{"op": "lose", "what": what, "n": over}], fr["ctx"], who=fr["who"])


@op("if_terror", required=("at_most",), nested=("do",))
def op_if_terror(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    if g.state.terror <= o["at_most"]:
        run_ops(g, fr["seat"], o["do"], fr["ctx"], who=fr["who"])
    else:
        g.log(f"The terror level is {g.state.terror}: nothing happens", WHY)


@rule("stamina_per_exhausted")
def stamina_per_exhausted(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """1 Stamina lost for each of his cards now exhausted, as one loss."""
    inv = _inv(g, fr)
    n = sum(1 for c in inv.cards if c in inv.exhausted)
    g.log(f"{C.inv_name(g, inv)} has {n} exhausted card(s)", WHY)
    if n:
        run_ops(g, fr["seat"], [{"op": "lose", "what": "stamina", "n": n}], fr["ctx"], who=fr["who"])


@rule("gain_per_spell")
def gain_per_spell(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """1 Sanity and 1 Stamina for each Spell he holds."""
    inv = _inv(g, fr)
    n = sum(1 for c in inv.cards if C.card_def(g, c).deck == "spell")
    g.log(f"{C.inv_name(g, inv)} holds {n} Spell(s)", WHY)
    if n:
        C.gain(g, inv, "sanity", n, "knowledge of the stars")
        C.gain(g, inv, "stamina", n, "knowledge of the stars")


@rule("clue_per_investigator_in_other_worlds")
def clue_per_investigator_in_other_worlds(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """1 Clue token for each investigator now in an Other World, himself included."""
    inv = _inv(g, fr)
    n = sum(1 for i in g.state.investigators if not i.eliminated and i.where in g.content.worlds)
    C.gain(g, inv, "clues", n, f"{n} investigator(s) in Other Worlds")


@rule("clue_per_tome")
def clue_per_tome(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """1 Clue token for each Tome (a card tagged ``tome``) he holds."""
    inv = _inv(g, fr)
    n = sum(1 for c in inv.cards if "tome" in C.card_def(g, c).tags)
    g.log(f"{C.inv_name(g, inv)} holds {n} Tome(s)", WHY)
    if n:
        C.gain(g, inv, "clues", n, "the Tomes he holds")


@rule("spell_at_sanity_cost")
def spell_at_sanity_cost(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """He may draw a Spell; if he does, he loses Sanity equal to its printed Sanity cost."""
    if g.state.decks.get("spell"):
        g.push("ks.spell_at_cost", who=fr["seat"], ctx=dict(fr["ctx"]))


@step("ks.spell_at_cost")
def spell_at_cost(g: Game, fr: Frame) -> Any:
    inv = g.state.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if ans is None:
        return g.ask(fr, inv.seat, f"{C.inv_name(g, inv)} may draw a Spell and lose its Sanity cost",
                     [("yes", "Draw a Spell"), ("no", "Decline")], kind="may")
    g.pop(fr)
    deck = g.state.decks.get("spell", [])
    if ans != "yes" or not deck:
        return None
    spell = deck.pop(0)
    C.take_card(g, inv, spell, "Shuggob's secrets")
    cost = C.card_def(g, spell).sanity_cost or 0
    if cost:
        run_ops(g, inv.seat, [{"op": "lose", "what": "sanity", "n": cost}], fr["ctx"], who=inv.seat)
    return None


@rule("items_for_clues")
def items_for_clues(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """He may discard any number of his items (Common and Unique Items, Spells), one at a
    time, taking 1 Clue token for each."""
    g.push("ks.items_for_clues", who=fr["seat"])


def _items(g: Game, inv: Any) -> list[str]:
    return [c for c in inv.cards if C.card_def(g, c).deck in ("common", "unique", "spell")
            and not C.card_def(g, c).data.get("cannot_lose")]


@step("ks.items_for_clues")
def items_for_clues_step(g: Game, fr: Frame) -> Any:
    inv = g.state.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if ans is not None and ans != "stop":
        C.discard_card(g, inv, ans.partition(":")[2], "left with the caravan")
        C.gain(g, inv, "clues", 1, "an item left behind")
    pool = _items(g, inv)
    if ans == "stop" or not pool:
        g.pop(fr)
        return None
    return g.ask(fr, inv.seat, f"{C.inv_name(g, inv)} may discard items for 1 Clue token each",
                 [(f"discard:{c}", C.card_def(g, c).name) for c in pool] + [("stop", "Keep the rest")], kind="discard")


MODULE = register(RuleModule("kingsport.other_worlds"))
