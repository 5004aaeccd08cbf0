"""Hand-made scenario tests for the Other World encounters with coded rules; COVERS lists
the entries each test resolves (checked by the coverage test)."""

from __future__ import annotations

from typing import Any

from helpers import encounter_sim as S
from arkham.rules.classic import core as C
from arkham.testing import answer, finished, open_gate, rig, run_step

COVERS: dict[tuple[str, str], str] = {}


def covers(*entries: tuple[str, str]):
    def deco(fn):
        for card, at in entries:
            COVERS[(f"base:{card}", at if at == "other" else f"base:world/{at}")] = fn.__name__
        return fn

    return deco


def inv(g: Any) -> Any:
    return g.state.investigators[0]


def dice(g: Any, skill: str, mod: int, ok: bool) -> list[int]:
    return [6 if ok else 1] * max(0, C.skill_value(g, inv(g), skill) + mod)


def other_world(world: str, card: str, *dice_values: int, seed: int = 0) -> Any:
    """Jenny in the world's first area (a gate to it open at the Woods), the card on top of the gate deck."""
    g = S.setup(f"base:world/{world}", None, seed=seed)
    deck = g.state.decks["gate"]
    deck.remove(f"base:{card}")
    deck.insert(0, f"base:{card}")
    rig(g, *dice_values)
    run_step(g, "otherworld.inv", who=0)
    return g


def accept_checks(g: Any) -> None:
    while not finished(g) and g.choice.kind == "check":
        answer(g, "accept")


@covers(("gate_09", "other"))
def test_face_madness_dice_per_sanity() -> None:
    # Jenny has 9 Sanity: 3 successes, 6 misses -> 3 Sanity left, 3 Clue tokens
    g = other_world("rlyeh", "gate_09", 6, 5, 6, 1, 1, 1, 1, 1, 1)
    assert finished(g)
    assert inv(g).sanity == S.START["sanity"] - 6 and inv(g).clues == S.START["clues"] + 3
    # every die a miss: insane, and no Clue tokens for the dice
    g = other_world("rlyeh", "gate_09", *[1] * S.START["sanity"])
    while not finished(g):
        g.apply(g.choice.options[0].id)
    assert inv(g).out_turn == g.state.turn and inv(g).where == C.LOST
    assert inv(g).clues <= S.START["clues"]


@covers(("gate_27", "other"))
def test_push_your_limits_dice_per_stamina() -> None:
    g = other_world("rlyeh", "gate_27", 6, 6, 1, 1, 1, 1, 1, 1)  # Stamina 8
    assert finished(g)
    assert inv(g).stamina == S.START["stamina"] - 6 and inv(g).clues == S.START["clues"] + 2


@covers(("gate_14", "the_dreamlands"))
def test_zebra_ride_advances_one_area() -> None:
    g = S.setup("base:world/the_dreamlands", None)
    deck = g.state.decks["gate"]
    deck.remove("base:gate_14")
    deck.insert(0, "base:gate_14")
    rig(g, *dice(g, "luck", -1, True))
    run_step(g, "otherworld.inv", who=0)
    assert finished(g) and inv(g).stage == 2 and inv(g).where == "base:world/the_dreamlands"
    # from the second area: back to Arkham, with an explored marker
    g = S.setup("base:world/the_dreamlands", None)
    inv(g).stage = 2
    deck = g.state.decks["gate"]
    deck.remove("base:gate_14")
    deck.insert(0, "base:gate_14")
    rig(g, *dice(g, "luck", -1, True))
    run_step(g, "otherworld.inv", who=0)
    assert inv(g).where == "base:arkham/woods" and inv(g).explored and inv(g).stage == 0
    g = S.setup("base:world/the_dreamlands", None)
    deck = g.state.decks["gate"]
    deck.remove("base:gate_14")
    deck.insert(0, "base:gate_14")
    rig(g, *dice(g, "luck", -1, False))
    run_step(g, "otherworld.inv", who=0)
    accept_checks(g)
    assert inv(g).stage == 1


@covers(("gate_39", "great_hall_of_celaeno"))
def test_trap_book_success_holds_you_failure_releases_a_monster() -> None:
    g = other_world("great_hall_of_celaeno", "gate_39")
    assert g.state.rig == []
    g = S.setup("base:world/great_hall_of_celaeno", None)
    deck = g.state.decks["gate"]
    deck.remove("base:gate_39")
    deck.insert(0, "base:gate_39")
    rig(g, *dice(g, "luck", -1, False), 6)
    run_step(g, "otherworld.inv", who=0)
    accept_checks(g)
    assert finished(g) and inv(g).delayed
    g = S.setup("base:world/great_hall_of_celaeno", None)
    deck = g.state.decks["gate"]
    deck.remove("base:gate_39")
    deck.insert(0, "base:gate_39")
    g.state.rig_monsters.append("zombie")
    rig(g, *dice(g, "luck", -1, False), 2)
    run_step(g, "otherworld.inv", who=0)
    accept_checks(g)
    assert g.choice.kind == "face" and "Zombie" in g.choice.prompt and not inv(g).delayed


@covers(("gate_45", "great_hall_of_celaeno"))
def test_guarded_text_any_spell_of_your_choice() -> None:
    g = S.setup("base:world/great_hall_of_celaeno", None)
    deck = g.state.decks["gate"]
    deck.remove("base:gate_45")
    deck.insert(0, "base:gate_45")
    rig(g, *dice(g, "sneak", -2, True) or [6])
    run_step(g, "otherworld.inv", who=0)
    if g.choice.kind == "check":
        answer(g, "clue")
    accept_checks(g)
    assert g.choice.kind == "draw"
    names = [o.label for o in g.choice.options]
    assert len(names) == len(set(names)) >= 5
    pick = g.choice.options[-1]
    n = len(g.state.decks["spell"])
    g.apply(pick.id)
    assert C.card_def(g, inv(g).cards[-1]).name == pick.label and len(g.state.decks["spell"]) == n - 1


@covers(("gate_42", "other"))
def test_closing_portal_closes_the_entry_gate_either_way() -> None:
    g = S.setup("base:world/great_hall_of_celaeno", None)  # blue, no entry of its own on the card
    open_gate(g, "base:arkham/the_unnamable", "base:world/great_hall_of_celaeno")
    g.state.gate_pile.append(g.state.gates.pop("base:arkham/woods"))
    open_gate(g, "base:arkham/unvisited_isle", "base:world/yuggoth")  # so the game goes on
    deck = g.state.decks["gate"]
    deck.remove("base:gate_42")
    deck.insert(0, "base:gate_42")
    assert dice(g, "speed", -2, True) == []  # Speed 2 - 2: a Clue token buys the die
    rig(g, 6)
    run_step(g, "otherworld.inv", who=0)
    answer(g, "clue")
    accept_checks(g)
    assert finished(g) and not g.is_over
    assert inv(g).where == "base:arkham/the_unnamable" and "base:arkham/the_unnamable" not in g.state.gates
    assert len(inv(g).gate_trophies) == 1 and not inv(g).explored
    # a fail: lost in time and space, and the gate is closed all the same
    g = S.setup("base:world/great_hall_of_celaeno", None)
    open_gate(g, "base:arkham/unvisited_isle", "base:world/yuggoth")  # so the game goes on
    deck = g.state.decks["gate"]
    deck.remove("base:gate_42")
    deck.insert(0, "base:gate_42")
    rig(g, *dice(g, "speed", -2, False))
    run_step(g, "otherworld.inv", who=0)
    accept_checks(g)
    assert inv(g).where == C.LOST and "base:arkham/woods" not in g.state.gates and len(inv(g).gate_trophies) == 1


def test_closing_portal_asks_which_gate_when_two_lead_there() -> None:
    g = S.setup("base:world/great_hall_of_celaeno", None)
    open_gate(g, "base:arkham/the_unnamable", "base:world/great_hall_of_celaeno")
    deck = g.state.decks["gate"]
    deck.remove("base:gate_42")
    deck.insert(0, "base:gate_42")
    run_step(g, "otherworld.inv", who=0)
    assert g.choice.kind == "gate"
    rig(g, 6)
    answer(g, "The Unnamable")
    answer(g, "clue")
    accept_checks(g)
    assert "base:arkham/woods" in g.state.gates and "base:arkham/the_unnamable" not in g.state.gates


@covers(("gate_25", "other"))
def test_the_stars_are_right_reshuffles_and_draws_a_card_of_the_world_colour() -> None:
    g = S.setup("base:world/abyss", None)  # the Abyss is red and blue
    assert g.content.gates["base:gate_25"].colors == ["red", "blue", "green", "yellow"]
    deck = g.state.decks["gate"]
    deck.remove("base:gate_25")
    deck.insert(0, "base:gate_25")
    run_step(g, "otherworld.inv", who=0)
    log = [e[1] for e in g.state.log if "has an encounter in The Abyss" in e[1]]
    assert len(log) == 2 and "Stars Are Right" in log[0] and "Stars Are Right" not in log[1]
    assert sorted(deck) == sorted(g.content.gates)
    assert g.state.decks["gate"][-1] != "base:gate_25" or len(log) == 2


def test_gate_25_matches_every_world_colour() -> None:
    for world in ("yuggoth", "plateau_of_leng", "the_dreamlands", "rlyeh"):
        g = S.setup(f"base:world/{world}", None)
        deck = g.state.decks["gate"]
        deck.remove("base:gate_25")
        deck.insert(0, "base:gate_25")
        run_step(g, "otherworld.inv", who=0)
        assert "Stars Are Right" in "\n".join(e[1] for e in g.state.log), world
