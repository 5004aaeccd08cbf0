"""Ops and rules of Kingsport gate cards (``content/kingsport/gates.yaml``): the Ancient One
woken by a devouring, the other investigators paying or trading Clue tokens, the lost brought
back, the sliders sent leftmost, a gate closed behind him and the monsters claimed where he
returns. A rule module without hooks that the gates part enables beside
``kingsport.other_worlds`` (the other gate card mechanics and the kept gate cards).

Ops:
- ``wake_if_devoured`` (``do``): the ops run; if they devour him, the Ancient One awakens
  (gate_02, the Castle of the Great Ones in Unknown Kadath). Decided: the devouring is
  settled first (his replacement joins as usual), then the Ancient One awakens.
- ``each_other_investigator`` (``do``): the ops run for every investigator in play but him,
  in turn order (gate_16: the pedestal's Unique Item costs the others).

Rules (``{op: rule, id: ...}``):
- ``bring_back_the_lost``: with anyone lost in time and space, he returns to Arkham and
  every lost investigator moves to the street nearest the place he came back to (gate_08).
  Decided: they are no longer delayed nor lose their next turn (they stand in a street as
  anyone back from being lost); if he cannot return (no gate leads back) he is lost himself
  and they stay where they are. A location touches one street, so the nearest is one.
- ``sliders_leftmost``: every skill slider to its leftmost stop (gate_09).
- ``trade_clues_with_anyone``: he may hand Clue tokens to, and take them from, any other
  investigator in play, one at a time, each taking asked of its giver (gate_09: "where all
  minds converge"). Decided: the trading happens at once, in his encounter, for the phase
  it is allowed in.
- ``tome_dice_close_gate``: a die for each Tome he holds; a success brings him back to
  the gate he came through (his pick among gates to this world) and closes it at once: he
  may seal it as usual with Clue tokens (gate_16). No gate to this world: he returns as
  usual and nothing closes.
- ``return_and_claim_monsters``: he returns to Arkham; every monster at the place he comes
  back to is defeated and his trophy (an Endless one goes back to the cup) (gate_20).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.interp import run_ops
from arkham.effects.registry import op, rule
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.extensions import RuleModule, register

if TYPE_CHECKING:
    from arkham.engine import Frame, Game

WHY = "gate card"


def _inv(g: Game, fr: Frame) -> Any:
    return g.state.investigators[fr["seat"]]


# ---------------------------------------------------------------- devoured: the Ancient One wakes
@op("wake_if_devoured", nested=("do",))
def op_wake_if_devoured(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    g.push("kingsport.wake_if_devoured", who=-1, seat=inv.seat, id=inv.id)  # runs after the ops
    run_ops(g, inv.seat, o["do"], fr["ctx"], who=fr["who"])


@step("kingsport.wake_if_devoured")
def wake_if_devoured(g: Game, fr: Frame) -> Any:
    """After the Castle of the Great Ones: if the investigator ``id`` in ``seat`` was
    devoured, the Ancient One wakes."""
    g.pop(fr)
    inv = g.state.investigators[fr["seat"]]
    if inv.id != fr["id"] or inv.eliminated:  # devoured: replaced, or out of the game
        C.awaken(g, f"{C.name_of(g, fr['id'])} was devoured at the Castle of the Great Ones", "gate card")
    return None


@op("each_other_investigator", nested=("do",))
def op_each_other(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    me = fr["seat"]
    for inv in reversed(C.in_order(g)):
        if inv.seat != me and not inv.eliminated:
            g.push("fx", who=inv.seat, seat=inv.seat, ops=o["do"], i=0, ctx=dict(fr["ctx"]))


# ---------------------------------------------------------------- the lost brought back
@rule("bring_back_the_lost")
def bring_back_the_lost(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    lost = [i for i in g.state.investigators if i.seat != inv.seat and not i.eliminated and i.where == C.LOST]
    if not lost:
        g.log("No investigator is lost in time and space: nothing happens", WHY)
        return
    from arkham.rules.classic.status import return_to_arkham

    g.push("kingsport.lost_found", who=-1, seat=inv.seat, lost=[i.seat for i in lost])  # after his return
    return_to_arkham(g, inv, "anchoring the lost")


def nearest_street(g: Game, area: str) -> str | None:
    from arkham.rules.classic.movement import distances

    dist = distances(g, area)
    streets = sorted((d, a) for a, d in dist.items() if C.is_street(g, a))
    return streets[0][1] if streets else None


@step("kingsport.lost_found")
def lost_found(g: Game, fr: Frame) -> Any:
    """The investigators ``lost`` in time and space come back to the street of the one who
    brought them back."""
    g.pop(fr)
    st = g.state
    inv = st.investigators[fr["seat"]]
    if inv.where not in g.content.areas:
        g.log("He did not come back to a town: the lost stay lost", WHY)
        return None
    street = inv.where if C.is_street(g, inv.where) else nearest_street(g, inv.where)
    if street is None:  # pragma: no cover - every town location touches a street
        return None
    for s in fr["lost"]:
        other = st.investigators[s]
        if other.where != C.LOST or other.eliminated:
            continue
        C.move_investigator(g, other, street, "brought back from time and space", "gate card")
        other.delayed = False
        if other.lose_turn > st.turn:
            other.lose_turn = -1
    return None


# ---------------------------------------------------------------- sliders
@rule("sliders_leftmost")
def sliders_leftmost(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    # Decided: the card moves the *skill* sliders. Lily Chen's fourth slider (Yin and Yang)
    # sets her maximum Sanity and Stamina, not a skill, so it stays where it is (moving it
    # to its first stop would also leave her Sanity above its new maximum).
    inv.sliders = [0 if i < C.HEALTH_SLIDER else pos for i, pos in enumerate(inv.sliders)]
    g.log(f"{C.inv_name(g, inv)}'s skill sliders all go to their leftmost stops", WHY)


# ---------------------------------------------------------------- Clue trading
@rule("trade_clues_with_anyone")
def trade_clues_with_anyone(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    if any(_partners(g, inv)):
        g.push("kingsport.clue_trade", who=inv.seat)
    else:
        g.log("No other investigator is in play to trade with", WHY)


def _partners(g: Game, inv: Any) -> list[Any]:
    return [i for i in C.in_order(g) if i.seat != inv.seat and not i.eliminated]


@step("kingsport.clue_trade")
def clue_trade(g: Game, fr: Frame) -> Any:
    """He may give Clue tokens to, or ask them of, the investigators he may trade with until
    he stops; ``asked`` holds the seat whose answer is awaited, ``refused`` those who
    said no."""
    st = g.state
    inv = st.investigators[fr["who"]]
    if "asked" in fr:  # the giver's answer to a request
        giver = st.investigators[fr.pop("asked")]
        ans = fr.pop("ans", None)
        if ans == "yes" and giver.clues > 0:
            giver.clues -= 1
            inv.clues += 1
            g.log(f"{C.inv_name(g, giver)} hands a Clue token to {C.inv_name(g, inv)}", WHY)
        else:
            fr.setdefault("refused", []).append(giver.seat)
            g.log(f"{C.inv_name(g, giver)} keeps {C.pron(g, giver)} Clue tokens", WHY)
        return None
    ans = fr.pop("ans", None)
    if ans is None:
        opts = []
        for o in _partners(g, inv):
            if inv.clues > 0:
                opts.append((f"give:{o.seat}", f"Give 1 Clue token to {C.inv_name(g, o)} ({o.clues})"))
            if o.clues > 0 and o.seat not in fr.get("refused", []):
                opts.append((f"ask:{o.seat}", f"Ask {C.inv_name(g, o)} for 1 Clue token ({o.clues})"))
        if not opts:
            g.pop(fr)
            return None
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} may trade Clue tokens with the other investigators ({inv.clues} held)",
            opts + [("done", "Stop trading")],
            kind="clue_trade",
        )
    if ans == "done":
        g.pop(fr)
        return None
    what, _, seat = ans.partition(":")
    other = st.investigators[int(seat)]
    if what == "give" and inv.clues > 0:
        inv.clues -= 1
        other.clues += 1
        g.log(f"{C.inv_name(g, inv)} hands a Clue token to {C.inv_name(g, other)}", WHY)
        return None
    if what == "ask":
        fr["asked"] = other.seat
        return g.ask(
            fr,
            other.seat,
            f"{C.inv_name(g, inv)} asks {C.inv_name(g, other)} for a Clue token",
            [("yes", "Hand over 1 Clue token"), ("no", "Keep it")],
            kind="clue_gift",
        )
    return None


# ---------------------------------------------------------------- back through the gate
def _gates_to(g: Game, world: str) -> list[str]:
    from arkham.rules.classic.status import world_of_gate

    return sorted(a for a, gm in g.state.gates.items() if world_of_gate(gm) == world)


@rule("tome_dice_close_gate")
def tome_dice_close_gate(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    from arkham.rules.classic.checks import successes

    inv = _inv(g, fr)
    n = sum(1 for c in inv.cards if "tome" in C.card_def(g, c).tags)
    if not n:
        g.log(f"{C.inv_name(g, inv)} holds no Tome: no die to roll", WHY)
        return
    dice = g.dice(n)
    k = successes(dice, C.success_floor(g, inv))
    g.log(
        f"{C.inv_name(g, inv)} rolls {dice} for {C.pron(g, inv)} {C.count(n, 'Tome')}: {C.count(k, 'success', 'successes')}",
        WHY,
    )
    if k and inv.stage > 0:
        g.push("kingsport.close_behind", who=inv.seat, world=inv.where)


@step("kingsport.close_behind")
def close_behind(g: Game, fr: Frame) -> Any:
    """He comes back through a gate to ``world`` (his pick of several), which closes at once
    and may be sealed."""
    from arkham.rules.classic.status import _arrive, return_to_arkham

    inv = g.state.investigators[fr["who"]]
    gates = _gates_to(g, fr["world"])
    ans = fr.pop("ans", None)
    if ans is None and len(gates) > 1:
        return g.ask(
            fr,
            inv.seat,
            f"Through which gate did {C.inv_name(g, inv)} come?",
            [(a, C.name_of(g, a)) for a in gates],
            kind="gate",
        )
    g.pop(fr)
    if not gates:
        return_to_arkham(g, inv, "the books open the way home")
        return None
    area = ans if ans in gates else gates[0]
    _arrive(g, inv, area, "the books open the way home")
    g.push("gate.close", who=inv.seat, area=area, st="seal")  # closed at once; seal it as usual
    return None


@rule("return_and_claim_monsters")
def return_and_claim_monsters(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    from arkham.rules.classic.status import return_to_arkham

    inv = _inv(g, fr)
    if inv.stage == 0:
        return
    g.push("kingsport.claim_here", who=-1, seat=inv.seat)  # after his return
    return_to_arkham(g, inv, "riding a spear of light")


@step("kingsport.claim_here")
def claim_here(g: Game, fr: Frame) -> Any:
    """Every monster at his place is defeated: he takes each as a trophy, an Endless one
    goes back to the cup."""
    g.pop(fr)
    inv = g.state.investigators[fr["seat"]]
    if inv.where not in g.content.areas:
        return None
    for m in sorted(C.monsters_at(g, inv.where)):
        if "endless" in C.monster_abilities(g, m):
            C.to_cup(g, m)
            g.log(f"{C.name_of(g, m)} is defeated but Endless: it returns to the cup", "base p.24 Endless")
        elif C.claim_trophy(g, inv, m):
            g.log(f"{C.inv_name(g, inv)} defeats {C.name_of(g, m)} and takes it as a trophy", WHY)
    return None


register(RuleModule(name="kingsport.gate_card_rules"))  # enabled by the parts whose cards use these ops
