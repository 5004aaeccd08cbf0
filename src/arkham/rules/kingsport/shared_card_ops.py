"""Ops and a rule of the Kingsport cards that cards of several parts use: the gate cards
(part ``gates``), the investigator cards (part ``cards``) and the location cards (parts
``locations`` and ``arkham_locations``). A rule module without hooks, which each of those
parts enables, so that none of them needs another part's module (and its hooks) for these.

- ``reduce_to`` (``what``: sanity, stamina, both or clues; ``n``: a number or ``successes``):
  "your Stamina (Sanity) is reduced to N" is a loss of what lies above N (decided: a
  loss, so what reduces losses reduces it; reaching 0 knocks out as any loss); "discard
  all but N Clue tokens" likewise for clues. At or below N nothing happens.
- ``if_elder_signs`` (``at_least``; ``do``; ``else``): the ops run only while that many elder
  sign tokens are on the board (every seal, by Clue tokens or an Elder Sign card); the
  optional ``else`` ops run otherwise (gate_18's The Way Is Shut; the Historical Society).
- ``swap_places_with_another`` (a rule, ``{op: rule, id: ...}``): he trades places with
  another investigator of his choice (gate_14, the City of the Great Race; the op
  ``swap_and_encounter`` of ``kingsport.investigator_moves``).
- ``sky_monsters_here``: every monster in the Sky moves to the holder's street (Flare Gun; the
  Silver Twilight Lodge).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.interp import amount, run_ops
from arkham.effects.ops.context import why as _why
from arkham.effects.registry import op, rule
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.extensions import RuleModule, register
from arkham.state import SKY

if TYPE_CHECKING:
    from arkham.engine import Frame, Game

WHY = "gate card"  # the rule the log names for the two gate card texts, whichever card runs them


@op("reduce_to", required=("what", "n"))
def op_reduce_to(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """ "Reduced to N": ``what`` (sanity, stamina, both or clues) above N is lost, as one loss
    (decided: a loss of the difference, so the cards that answer losses still may); at or
    below N nothing happens."""
    inv = g.state.investigators[fr["seat"]]
    n = amount(g, fr, o["n"])
    if o["what"] == "clues":
        if inv.clues > n:
            run_ops(g, fr["seat"], [{"op": "lose", "what": "clues", "n": inv.clues - n}], fr["ctx"], who=fr["who"])
        return
    stats = ("sanity", "stamina") if o["what"] == "both" else (o["what"],)
    over = {w: getattr(inv, w) - n for w in stats if getattr(inv, w) > n}
    if over:
        C.push_loss(g, inv, **over, why=f"reduced to {n}")
    else:
        g.log(f"{C.inv_name(g, inv)} has no more than {n}: nothing is lost", _why(g, fr))


@op("if_elder_signs", required=("at_least",), nested=("do", "else"))
def op_if_elder_signs(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    n = len(g.state.seals)
    if n >= o["at_least"]:
        run_ops(g, fr["seat"], o["do"], fr["ctx"], who=fr["who"])
    elif o.get("else"):
        run_ops(g, fr["seat"], o["else"], fr["ctx"], who=fr["who"])
    else:
        g.log(f"{C.count(n, 'elder sign token')} on the board: nothing happens", WHY)


@rule("swap_places_with_another")
def swap_places_with_another(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """He picks another investigator in play, not lost in time and space, and they trade
    places (area, or Other World and its area). Decided: neither takes an explored token
    (neither came back through a gate) and one who had it loses it; each keeps his own
    delayed state; nobody to pick: nothing happens."""
    inv = g.state.investigators[fr["seat"]]
    if _swap_partners(g, inv):
        g.push("kingsport.swap_places", who=inv.seat)
    else:
        g.log("No other investigator can trade places", WHY)


def _swap_partners(g: Game, inv: Any) -> list[Any]:
    return [i for i in g.state.investigators if i.seat != inv.seat and not i.eliminated and i.where != C.LOST]


@step("kingsport.swap_places")
def swap_places(g: Game, fr: Frame) -> Any:
    """He trades places with another investigator of his choice."""
    inv = g.state.investigators[fr["who"]]
    others = _swap_partners(g, inv)
    ans = fr.pop("ans", None)
    if ans is None and len(others) > 1:
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} trades places with another investigator",
            [(str(i.seat), f"{C.inv_name(g, i)} ({C.name_of(g, i.where)})") for i in others],
            kind="investigator",
        )
    g.pop(fr)
    other = g.state.investigators[int(ans)] if ans is not None else others[0]
    (inv.where, inv.stage), (other.where, other.stage) = (other.where, other.stage), (inv.where, inv.stage)
    inv.explored = other.explored = False
    g.log(f"{C.inv_name(g, inv)} and {C.inv_name(g, other)} trade places", WHY)
    return None


@op("sky_monsters_here")
def op_sky_monsters_here(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    st = g.state
    inv = st.investigators[fr["seat"]]
    flown = sorted(m for m, p in st.monsters.items() if p == SKY)
    for m in flown:
        st.monsters[m] = inv.where
    g.log(
        f"{C.count(len(flown), 'monster')} {'comes' if len(flown) == 1 else 'come'} down from the Sky to {C.name_of(g, inv.where)}",
        "card",
    )


register(RuleModule(name="kingsport.shared_card_ops"))  # enabled by the parts whose cards use these ops
