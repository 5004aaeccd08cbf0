"""The ops the Kingsport Mythos cards need beyond the classic vocabulary (the cards'
texts; the gate bursts are the classic Mythos Phase's reading of ``gate_burst``, KH's
gate bursts being the same as DH p.6).

- ``monster_surge``: a monster surge happens at the open gates (Strange Sightings!). The
  first player picks the surging gate (the one no other gate may out-number; decided:
  the card names none, and the first player settles the surge's other choices). With no
  gate open nothing happens.
- ``turn_rift_marker``: the first player picks one face-up rift progress marker on the
  Rift Tracks; a marker of an open rift is turned face down (closing the rift when it is
  the last), one of a closed rift goes back to the pile, as when a location is
  investigated (Strange Visions Cease!).
- ``open_chosen_rift``: the first player picks a closed rift; its track is filled from
  the pile and the rift opens at this card's gate location (Unusual Phenomenon Sighted in
  Arkham!). While an Environment forbids placing rift progress markers, the track cannot
  fill and nothing happens (decided).

- ``open_every_rift``: every closed rift's track is filled from the pile and the rift
  opens; the gate locations are those of Mythos cards turned up from the deck, one for each
  rift (each to the bottom; a card without one is passed over), as the card's clarification
  asks (World Torn Asunder's failure). Decided as for ``open_chosen_rift``: while an
  Environment forbids rift progress markers nothing happens; a pile running short leaves a
  track short, and its rift opens all the same.

- ``free_sliders``: every investigator in play, in turn order from the first player, may
  set his skill sliders anywhere, as at setup (Wild Visions Plague City!).

The Rumors' failures (their pools are the classic ``token_pool``):
- ``remove_board_clues``: every Clue token on the board goes (Cover-up).
- ``no_trading``: for the rest of the game nobody trades (Mistrust; decided: "items" is
  everything traded, money, Spells and Clue tokens too); the classic trading reads it.
- ``no_focus``: for the rest of the game every investigator's Focus is 0 (Mistrust; an
  unlimited Focus too); the classic Upkeep reads it.

Hallelujah! leaves play through the op ``discard_environment``, which the Dunwich Mythos cards
share (:mod:`arkham.effects.ops.mythos`).

A card's lasting ``no_rift_progress`` (Worlds Drifting Apart) is read by the rift rules
(``kingsport.rifts``): no rift progress marker is placed while it is in play.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.registry import op
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.extensions import RuleModule, register
from arkham.rules.kingsport import rifts as R

if TYPE_CHECKING:
    from arkham.engine import Frame, Game

WHY = "Mythos card"


# ---------------------------------------------------------------- monster surge
@op("monster_surge")
def op_monster_surge(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    if not g.state.gates:
        g.log("No gate is open: the monster surge brings no monster", WHY)
        return
    g.push("kingsport.mythos_surge", who=-1)


@step("kingsport.mythos_surge")
def surge(g: Game, fr: Frame) -> Any:
    """The first player picks the open gate where a monster surge happens."""
    st = g.state
    gates = sorted(st.gates)
    ans = fr.pop("ans", None)
    if ans is None and len(gates) > 1:
        return g.ask(
            fr,
            st.first,
            "The first player picks the surging gate",
            [(a, f"{C.name_of(g, a)} (gate to {C.name_of(g, st.gates[a])})") for a in gates],
            kind="surge",
        )
    g.pop(fr)
    g.push("gate.surge", who=-1, area=ans if ans in gates else gates[0])
    return None


# ---------------------------------------------------------------- rifts
def _first(g: Game) -> Any:
    return g.state.investigators[g.state.first]


@op("turn_rift_marker")
def op_turn_rift_marker(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    if "rifts" not in g.state.rules_data or not face_up(g):
        g.log("No face-up rift progress marker lies on the Rift Tracks", WHY)
        return
    g.push("kingsport.turn_rift_marker", who=-1)


def face_up(g: Game) -> list[str]:
    d = R.data(g)
    return [p for td in d["tracks"].values() for s in td["spaces"] for p in s if p not in d["down"]]


@step("kingsport.turn_rift_marker")
def turn_rift_marker(g: Game, fr: Frame) -> Any:
    """The first player picks a face-up rift progress marker, which is investigated."""
    markers = face_up(g)
    ans = fr.pop("ans", None)
    if ans is None and len(markers) > 1:
        d = R.data(g)
        return g.ask(
            fr,
            g.state.first,
            "The first player picks one rift progress marker",
            [
                (
                    p,
                    f"{C.name_of(g, R.marker_area(g, p))} on the {g.content.tracks[R.holder(g, p)].name}"
                    f" ({'open' if R.is_open(g, d['tracks'][R.holder(g, p)]['rift']) else 'closed'} rift)",
                )
                for p in markers
            ],
            kind="rift",
        )
    g.pop(fr)
    pick = ans if ans in markers else markers[0]
    R.investigate(g, _first(g), pick)
    return None


@op("open_chosen_rift")
def op_open_chosen_rift(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    if "rifts" not in g.state.rules_data:
        return
    if C.lasting_of(g, "no_rift_progress"):
        g.log("No rift progress marker may be placed: no rift opens", WHY)
        return
    if not closed_tracks(g):
        g.log("Every rift is already open", WHY)
        return
    g.push("kingsport.open_rift", who=-1, card=fr["ctx"].get("card"))


@op("open_every_rift")
def op_open_every_rift(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    if "rifts" not in g.state.rules_data:
        return
    if C.lasting_of(g, "no_rift_progress"):
        g.log("No rift progress marker may be placed: no rift opens", WHY)
        return
    for tid in closed_tracks(g):
        fill_and_open(g, tid, None)


def fill_and_open(g: Game, tid: str, mc: Any) -> None:
    """Fill a closed rift's track from the pile and open the rift at the card's gate location
    (with no card, at the first one turned up from the Mythos deck)."""
    d = R.data(g)
    td = d["tracks"][tid]
    for spaces in td["spaces"]:
        while len(spaces) < R.SPACES_PER_PATTERN and d["pile"]:
            spaces.append(d["pile"].pop(g.randbelow(len(d["pile"]))))
    g.log(f"The {g.content.tracks[tid].name} fills up", WHY)
    R.open_rift(g, td["rift"], mc)


def closed_tracks(g: Game) -> list[str]:
    return [t for t, td in R.data(g)["tracks"].items() if not R.is_open(g, td["rift"])]


@step("kingsport.open_rift")
def open_rift(g: Game, fr: Frame) -> Any:
    """The first player picks a closed rift, which fills and opens."""
    tracks = closed_tracks(g)
    ans = fr.pop("ans", None)
    if ans is None and len(tracks) > 1:
        return g.ask(
            fr,
            g.state.first,
            "The first player picks a closed rift to open",
            [(t, f"the face-down rift on the {g.content.tracks[t].name}") for t in tracks],
            kind="rift",
        )
    g.pop(fr)
    tid = ans if ans in tracks else tracks[0]
    fill_and_open(g, tid, g.content.mythos[fr["card"]])
    return None


# ---------------------------------------------------------------- the Rumors' failures
@op("remove_board_clues")
def op_remove_board_clues(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    n = sum(g.state.clues_on.values())
    g.state.clues_on.clear()
    g.log(f"Every Clue token on the board is removed ({n})", WHY)


@op("no_trading")
def op_no_trading(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.state.counters["no_trading"] = 1
    g.log("From now on the investigators may not trade", WHY)


@op("no_focus")
def op_no_focus(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.state.counters["no_focus"] = 1
    g.log("From now on every investigator's Focus is 0", WHY)


# ---------------------------------------------------------------- sliders
@op("free_sliders")
def op_free_sliders(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.log("Every investigator may set their skill sliders as they like", WHY)
    for inv in reversed(C.in_order(g)):
        if not inv.eliminated:
            g.push("setup.sliders", who=inv.seat, seat=inv.seat, slider=0)


MODULE = register(RuleModule("kingsport.mythos_cards"))
