"""Elder sign tokens laid or moved by an encounter (the Kingsport box's Arkham location cards).

An elder sign laid where a gate is open seals it (decided, as the Historical Society's card
says): the gate closes with its marker back to the pile (nobody took it: no trophy), the
monsters of its symbol return to the cup as when any gate closes (base p.18) and so do the
monsters at that location. Six elder signs win the game as usual.

- ``seal_here``: an investigator holding an Elder Sign card may discard it to seal the
  location he stands at. Decided: it goes back to the box as an Elder Sign played does, but
  the card's own cost (Sanity, Stamina) is not paid and no doom token is removed: the
  encounter, not the card's ability, lays the token.
- ``move_elder_sign``: he may move any elder sign token on the board to an unstable
  location without one (a gate there is sealed); with no elder sign on the board he gains
  1 Clue token instead.
- ``doom_to_elder_sign``: a doom token leaves the doom track and becomes an elder sign on an
  unstable location without one, of his choice (a gate there is sealed). Decided: with no doom
  token on the track, or no such location, nothing happens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.registry import op
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.extensions import RuleModule, register

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game

RULE = "Kingsport location card"


def elder_sign_cards(g: Game, inv: Any) -> list[str]:
    return [c for c in inv.cards if C.base_id(c).endswith(":elder_sign")]


def open_unstable(g: Game) -> list[str]:
    """Unstable locations without an elder sign (a gate may stand there)."""
    return C.unsealed_unstable(g)


def lay_elder_sign(g: Game, inv: Any, area: str, why: str) -> None:
    from arkham.rules.classic.encounter_rules import close_gate_to_pile
    from arkham.rules.classic.encounters import check_victory

    st = g.state
    st.seals[area] = "elder_sign"
    g.log(f"An elder sign token is laid at {C.name_of(g, area)} ({why})", RULE)
    if area in st.gates:
        C.announce(g, "gate_sealed", inv, area)  # extension point: as for any gate sealed
        for m in C.monsters_at(g, area):
            C.to_cup(g, m)
        g.log(f"The gate at {C.name_of(g, area)} is sealed: its marker returns to the pile", RULE)
        close_gate_to_pile(g, area)
        return
    check_victory(g)


@op("seal_here")
def op_seal_here(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = g.state.investigators[fr["seat"]]
    area = fr["ctx"].get("area") or inv.where
    if elder_sign_cards(g, inv) and area in g.content.areas and area not in g.state.seals:
        g.push("kingsport.seal_here", who=fr["seat"], area=area)


@step("kingsport.seal_here")
def seal_here(g: Game, fr: Frame) -> Ask | None:
    """He may discard an Elder Sign to seal ``area``."""
    inv = g.state.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if ans is None:
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} may discard an Elder Sign to seal {C.name_of(g, fr['area'])}",
            [("yes", "Discard the Elder Sign and seal it"), ("no", "Keep the Elder Sign")],
            kind="may",
        )
    g.pop(fr)
    if ans == "yes":
        C.discard_card(g, inv, elder_sign_cards(g, inv)[0], "discarded to seal a location", to_box=True)
        lay_elder_sign(g, inv, fr["area"], "an Elder Sign discarded")
    return None


@op("move_elder_sign")
def op_move_elder_sign(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = g.state.investigators[fr["seat"]]
    if not g.state.seals:
        C.gain(g, inv, "clues", 1, "no elder sign lies on the board", RULE)
    elif open_unstable(g):
        g.push("kingsport.move_elder_sign", who=fr["seat"])


@step("kingsport.move_elder_sign")
def move_elder_sign(g: Game, fr: Frame) -> Ask | None:
    """He may move an elder sign token (``from``) to an open unstable location."""
    st = g.state
    inv = st.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if "from" not in fr:
        if ans is None:
            return g.ask(
                fr,
                inv.seat,
                f"{C.inv_name(g, inv)} may move an elder sign token: which?",
                [(a, C.name_of(g, a)) for a in sorted(st.seals)] + [("no", "Move none")],
                kind="elder_sign",
            )
        if ans == "no":
            g.pop(fr)
            return None
        fr["from"] = ans
        ans = None
    if ans is None:
        return g.ask(
            fr,
            inv.seat,
            f"Move the elder sign at {C.name_of(g, fr['from'])} to:",
            [(a, C.name_of(g, a) + (" (its gate is sealed)" if a in st.gates else "")) for a in open_unstable(g)],
            kind="elder_sign",
        )
    g.pop(fr)
    st.seals.pop(fr["from"])
    g.log(f"The elder sign at {C.name_of(g, fr['from'])} is lifted", RULE)
    lay_elder_sign(g, inv, ans, f"moved from {C.name_of(g, fr['from'])}")
    return None


@op("doom_to_elder_sign")
def op_doom_to_elder_sign(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    if g.state.doom <= 0 or not open_unstable(g):
        g.log("No doom token or no unstable location to take an elder sign: nothing happens", RULE)
        return
    g.push("kingsport.doom_to_elder_sign", who=fr["seat"])


@step("kingsport.doom_to_elder_sign")
def doom_to_elder_sign(g: Game, fr: Frame) -> Ask | None:
    """A doom token leaves the track and is laid as an elder sign at the open unstable
    location he picks."""
    st = g.state
    inv = st.investigators[fr["who"]]
    places = open_unstable(g)
    ans = fr.pop("ans", None)
    if ans not in places:
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} lays a doom token as an elder sign at:",
            [(a, C.name_of(g, a) + (" (its gate is sealed)" if a in st.gates else "")) for a in places],
            kind="elder_sign",
        )
    g.pop(fr)
    st.doom -= 1
    g.log(f"A doom token leaves the track (doom {st.doom})", RULE)
    lay_elder_sign(g, inv, ans, "a doom token turned")
    return None


register(RuleModule(name="kingsport.elder_sign_tokens"))  # enabled by the parts whose cards use these ops
