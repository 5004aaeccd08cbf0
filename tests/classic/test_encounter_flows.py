"""Encounter flows from the rulebook and the FAQ, bad content, and the coverage check
that every base encounter is resolved by some test."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from helpers import encounter_sim as S
import test_encounters_gates as TG
import test_encounters_generated as TGEN
import test_encounters_locations as TL
from arkham.content.loader import CONTENT_ROOT, Content, check_content, load_content, load_pack
from arkham.errors import ContentError
from arkham.rules.classic import core as C
from arkham.testing import (
    HALT,
    answer,
    finished,
    open_gate,
    put_monster,
    quiet_game,
    rig,
    rig_monsters,
    run_step,
    start_encounter,
)

COVERS: dict[tuple[str, str], str] = {}


def covers(*entries: tuple[str, str]):
    def deco(fn):
        for card, at in entries:
            COVERS[(f"base:{card}", f"base:arkham/{at}")] = fn.__name__
        return fn

    return deco


def inv(g: Any) -> Any:
    return g.state.investigators[0]


def encounter(g: Any, card: str, area: str, *dice_values: int) -> None:
    rig(g, *dice_values)
    start_encounter(g, 0, area, f"base:{card}")


def card_with(area: str, words: str) -> str:
    """The location card whose entry for the area has those words in its summary."""
    for card in load_content().locations.values():
        for e in card.entries:
            if e.at == area and words in e.summary:
                return card.id.partition(":")[2]
    raise KeyError(words)


def fight_it_out(g: Any) -> None:
    """Answer every prompt with its first option (Fight, then the fight itself)."""
    for _ in range(100):
        if finished(g):
            return
        g.apply(g.choice.options[0].id)
    raise AssertionError("the fight did not end")


# -------------------------------------------------------- a monster appears
MONSTER_ONLY = [
    (c.id, e.at)
    for c in load_content().locations.values()
    for e in c.entries
    if e.effect == [{"op": "monster_appears"}]
]


@pytest.mark.parametrize("card_id,at", MONSTER_ONLY)
def test_a_monster_appears_is_fought_or_evaded_at_once_then_leaves(card_id: str, at: str) -> None:
    area = at.partition("#")[0]
    # evaded: back to the cup
    g = S.setup_at(at)
    rig_monsters(g, "zombie")
    start_encounter(g, 0, area, card_id)
    assert g.choice.kind == "face" and "Zombie" in g.choice.prompt
    m = next(m for m, p in g.state.monsters.items() if p == "encounter")
    rig(g, *[6] * max(0, C.skill_value(g, inv(g), "sneak") + C.monster_stat(g, m, "awareness")))
    answer(g, "Evade")
    assert finished(g) and m in g.state.cup and C.monsters_in_arkham(g) == 0
    # defeated: a trophy
    g = S.setup_at(at)
    rig_monsters(g, "zombie")
    rig(g, *[6] * 30)
    start_encounter(g, 0, area, card_id)
    answer(g, "Fight")
    fight_it_out(g)
    g.state.rig.clear()
    m = inv(g).monster_trophies[-1]
    assert C.base_id(m) == "base:zombie" and g.state.monsters[m] == "trophy:0"
    # beaten: knocked out, and the monster goes back to the cup
    g = S.setup_at(at)
    rig_monsters(g, "zombie")
    rig(g, *[1] * 200)
    start_encounter(g, 0, area, card_id)
    answer(g, "Fight")
    fight_it_out(g)
    g.state.rig.clear()
    assert inv(g).out_turn == g.state.turn and not inv(g).monster_trophies
    assert all(p != "encounter" for p in g.state.monsters.values())


for _card, _at in MONSTER_ONLY:
    COVERS[(_card, _at)] = "test_a_monster_appears_is_fought_or_evaded_at_once_then_leaves"


# -------------------------------------------------- a gate and a monster appear
GATE_AND_MONSTER = [
    (c.id, e.at) for c in load_content().locations.values() for e in c.entries if e.effect == [{"op": "gate_opens"}]
]


@pytest.mark.parametrize("card_id,at", GATE_AND_MONSTER)
def test_a_gate_and_a_monster_appear(card_id: str, at: str) -> None:
    g = quiet_game(["base:jenny_barnes", "base:bob_jenkins"], ancient_one="base:azathoth")
    for i in g.state.investigators:
        i.where = at
    rig_monsters(g, "zombie")
    start_encounter(g, 0, at, card_id)
    assert finished(g)
    st = g.state
    assert at in st.gates and st.doom == 1
    world = C.base_id(st.gates[at])
    for i in st.investigators:  # the gate first: everyone there is drawn through and delayed
        assert i.where == world and i.stage == 1 and i.delayed
    m = next(m for m, p in st.monsters.items() if p == at)  # then the monster, which stays
    assert C.base_id(m) == "base:zombie" and C.monsters_in_arkham(g) == 1


for _card, _at in GATE_AND_MONSTER:
    COVERS[(_card, _at)] = "test_a_gate_and_a_monster_appear"


def test_a_gate_monster_beyond_the_monster_limit_goes_to_the_outskirts() -> None:
    g = quiet_game(["base:jenny_barnes"], ancient_one="base:azathoth")
    card, at = GATE_AND_MONSTER[0]
    for _ in range(C.monster_limit(g)):
        put_monster(
            g,
            "cultist",
            "base:arkham/rivertown_streets"
            if "base:arkham/rivertown_streets" in g.content.areas
            else next(a for a in g.content.areas.values() if a.kind == "street").id,
        )
    inv(g).where = at
    start_encounter(g, 0, at, card)
    assert at in g.state.gates and not C.monsters_at(g, at)
    assert any(p == C.OUTSKIRTS for p in g.state.monsters.values())


@covers(("downtown_4", "independence_square"))
def test_old_rock_pass_pays_fail_opens_a_gate_here() -> None:
    area = "base:arkham/independence_square"
    g = S.setup(None, area)
    luck = max(0, C.skill_value(g, inv(g), "luck") - 1)
    encounter(g, "downtown_4", area, *[6] * luck)
    assert finished(g)
    assert inv(g).stamina == S.START["stamina"] - 1 and inv(g).clues == S.START["clues"] + 2
    assert any(C.card_def(g, c).deck == "spell" for c in inv(g).cards)
    g = S.setup(None, area)
    encounter(g, "downtown_4", area, *[1] * luck)
    answer(g, "accept")
    assert area in g.state.gates and inv(g).stage == 1 and inv(g).delayed and g.state.doom == 1


# ---------------------------------------------- move elsewhere and encounter
def test_move_and_encounter_deals_with_monsters_first_then_a_normal_encounter() -> None:
    g = S.setup(None, "base:arkham/bank_of_arkham")
    woods = "base:arkham/woods"
    m = put_monster(g, "zombie", woods)
    encounter(g, "downtown_7", "base:arkham/bank_of_arkham")
    answer(g, woods)
    assert g.choice.kind == "face"
    rig(g, *[1] * 40)
    answer(g, "Fight")
    fight_it_out(g)  # with every die a 1 he is beaten: no encounter at the Woods follows
    g.state.rig.clear()
    assert "has an encounter at Woods" not in "\n".join(e[1] for e in g.state.log)
    assert inv(g).out_turn == g.state.turn and g.state.monsters[m] == woods


def test_move_and_encounter_at_a_gate_goes_through_without_an_explored_marker() -> None:
    g = S.setup(None, "base:arkham/bank_of_arkham")
    open_gate(g, "base:arkham/the_unnamable", "base:world/yuggoth")
    encounter(g, "downtown_7", "base:arkham/bank_of_arkham")
    answer(g, "base:arkham/the_unnamable")
    assert inv(g).where == "base:world/yuggoth" and inv(g).stage == 1 and not inv(g).delayed


# --------------------------------------------------- delayed, lose a turn
def test_stay_here_next_turn_is_delayed() -> None:
    area = "base:arkham/the_witch_house"
    g = S.setup(None, area)
    luck = max(0, C.skill_value(g, inv(g), "luck"))
    encounter(g, card_with(area, "feast"), area, *([6] + [1] * (luck - 1)))  # the banquet chart: 1 success
    answer(g, "accept")
    assert inv(g).delayed
    run_step(g, "movement.inv", who=0)
    assert finished(g) and inv(g).where == area and not inv(g).delayed


def test_lose_your_next_turn_skips_every_phase_even_upkeep() -> None:
    area = "base:arkham/arkham_asylum"
    g = S.setup(None, area)
    start_encounter(g, 0, area, "base:" + card_with(area, "sedates"))
    answer(g, "Let it take hold")
    assert inv(g).lose_turn == g.state.turn + 1 and inv(g).sanity == S.START["sanity"] + 2
    g.state.turn += 1
    money = inv(g).money
    for phase in ("upkeep", "movement", "arkham"):
        g.state.stack = [{"k": HALT}]
        g.state.pending = None
        g.push("phase", who=-1, phase=True, name=phase, order=[0], j=0)
        g.run()
        assert finished(g), phase
    assert inv(g).money == money  # Jenny's Trust Fund was not paid: no Upkeep for her


def test_rewards_for_lost_turns_come_at_once_and_a_gate_replaces_the_lost_turns() -> None:
    woods = "base:arkham/woods"
    g = S.setup(None, woods)
    lore = max(0, C.skill_value(g, inv(g), "lore") - 2)
    encounter(g, "uptown_1", woods)
    rig(g, *[6] * lore)
    answer(g, "Yes")
    if g.choice.kind == "check":
        rig(g, 6)
        answer(g, "clue")
    answer(g, "Gain 4 Clue tokens")
    clues = inv(g).clues
    assert clues >= S.START["clues"] + 3 and inv(g).lose_turn == g.state.turn + 1
    g.state.gate_pile.extend(g.state.gates.values())
    g.state.gates.clear()
    run_step(g, "gate.open", who=-1, area=woods, surge=False)
    assert inv(g).stage == 1 and inv(g).delayed and inv(g).clues == clues and inv(g).lose_turn == -1


# ------------------------------------------------------- special draws
def test_darrell_draws_two_location_cards_and_three_when_told_to_draw_two() -> None:
    TL.test_darrell_draws_three_when_a_card_says_draw_two()


def test_gloria_draws_two_gate_cards_and_chooses() -> None:
    g = quiet_game(["base:gloria_goldberg"], ancient_one="base:azathoth")
    open_gate(g, "base:arkham/woods", "base:world/abyss")
    inv(g).where, inv(g).stage = "base:world/abyss", 1
    run_step(g, "otherworld.inv", who=0)
    assert g.choice.kind == "encounter" and len(g.choice.options) == 2
    # a card that says "draw 2 and choose" lets her draw 3 (FAQ): a visit with draw: 2
    g = quiet_game(["base:gloria_goldberg"], ancient_one="base:azathoth")
    open_gate(g, "base:arkham/woods", "base:world/abyss")
    g.state.investigators[0].where = "base:arkham/library"
    run_step(g, "fx", who=0, seat=0, ops=[{"op": "encounter_at", "area": "base:world/abyss", "draw": 2}], i=0, ctx={})
    assert g.choice.kind == "encounter" and len(g.choice.options) == 3


def test_a_nightgaunt_met_in_an_other_world_returns_you_to_arkham_explored() -> None:
    g = S.setup(TGEN.world_for(load_content().gates["base:gate_40"], "other"), None)  # gate_40 Other: a monster
    deck = g.state.decks["gate"]
    deck.remove("base:gate_40")
    deck.insert(0, "base:gate_40")
    rig_monsters(g, "nightgaunt")
    rig(g, *[1] * 40)
    run_step(g, "otherworld.inv", who=0)
    answer(g, "Fight")
    fight_it_out(g)
    g.state.rig.clear()
    assert inv(g).where == "base:arkham/woods" and inv(g).stage == 0 and inv(g).explored


def test_deputy_dingby_leaves_a_38_revolver() -> None:
    area = "base:arkham/police_station"
    g = S.setup(None, area)
    luck = max(0, C.skill_value(g, inv(g), "luck") - 1)
    encounter(g, card_with(area, ".38 Revolver"), area, *[6] * luck)
    assert C.has_card(g, inv(g), "base:revolver_38")


def test_other_world_encounters_by_colour_with_other_when_no_entry() -> None:
    g = S.setup("base:world/rlyeh", None)
    colours = set(g.content.worlds["base:world/rlyeh"].colors)
    gates = g.content.gates
    wrong = next(c for c in sorted(gates) if not colours & set(gates[c].colors))
    other = next(
        c
        for c in sorted(gates)
        if colours & set(gates[c].colors)
        and len(gates[c].colors) == 1
        and all(e.at != "base:world/rlyeh" for e in gates[c].entries)
        and gates[c].entries[-1].effect
        and all(o["op"] == "lose" for o in next(e for e in gates[c].entries if e.at == "other").effect)
    )
    deck = g.state.decks["gate"]
    for c in (other, wrong):
        deck.remove(c)
        deck.insert(0, c)
    run_step(g, "otherworld.inv", who=0)
    other_entry = next(e for e in gates[other].entries if e.at == "other")
    assert other_entry.summary in "\n".join(e[1] for e in g.state.log)
    assert deck[-2:] == [wrong, other]  # the wrong colour went under, the card used too
    own = next(c for c in sorted(gates) if any(e.at == "base:world/rlyeh" for e in gates[c].entries))
    g = S.setup("base:world/rlyeh", None)
    deck = g.state.decks["gate"]
    deck.remove(own)
    deck.insert(0, own)
    run_step(g, "otherworld.inv", who=0)
    mine = next(e for e in gates[own].entries if e.at == "base:world/rlyeh")
    assert mine.summary in "\n".join(e[1] for e in g.state.log)


# ------------------------------------------------------------ bad content
def _pack_with(tmp_path: Path, edit) -> Path:
    root = tmp_path / "content"
    shutil.copytree(CONTENT_ROOT / "base", root / "base")
    path = root / "base" / "locations" / "uptown.yaml"
    path.write_text(edit(path.read_text(encoding="utf-8")), encoding="utf-8")
    return root


def _load(root: Path) -> None:
    from arkham.content.validate_effects import check_effects
    from arkham.rules.extensions import build_hooks

    c = Content(packs=("base",))
    load_pack("base", c, root)
    c.hooks = build_hooks(c.rule_modules)  # the rule modules the manifest enables, as a load builds them
    check_content(c)
    check_effects(c)


@pytest.mark.parametrize(
    "old,new,words",
    [
        (
            "  - at: arkham/woods\n    summary: A hermit",
            "  - at: arkham/woodz\n    summary: A hermit",
            ["uptown.yaml", "uptown_1", "'at'", "woodz"],
        ),
        (
            "        skill: lore\n        mod: -2\n        pass:\n        - op: choose",
            "        skill: lure\n        mod: -2\n        pass:\n        - op: choose",
            ["uptown.yaml", "uptown_1", "'skill'", "lure"],
        ),
        (
            "{op: draw, deck: skill, n: 1}",
            "{op: take, card: no_such_card}",
            ["uptown.yaml", "uptown_1", "'card'", "no_such_card"],
        ),
        ("      - {op: lose_turn}", "      - {op: lose_a_turn}", ["uptown.yaml", "uptown_1", "lose_a_turn"]),
    ],
)
def test_a_bad_location_card_fails_loading_naming_file_card_and_field(
    tmp_path: Path, old: str, new: str, words: list[str]
) -> None:
    root = _pack_with(
        tmp_path, lambda text: text.replace(old, new, 1) if old in text else pytest.fail(f"{old!r} not found")
    )
    with pytest.raises(ContentError) as err:
        _load(root)
    for w in words:
        assert w in str(err.value), (w, str(err.value))


def test_the_base_pack_loads_cleanly_from_a_copy(tmp_path: Path) -> None:
    _load(_pack_with(tmp_path, lambda text: text))


# -------------------------------------------------------------- coverage
def test_every_base_encounter_has_a_test() -> None:
    c = load_content()
    covered = dict(TL.COVERS) | dict(TG.COVERS) | dict(COVERS)
    modelled = TGEN.modelled_entries()
    missing = []
    for table in (c.locations, c.gates):
        for card in table.values():
            for e in card.entries:
                if (card.id, e.at) not in modelled and (card.id, e.at) not in covered:
                    missing.append(f"{card.id} @ {e.at}")
    assert not missing, f"encounters without a test: {missing}"
    modules = (TL, TG, __import__(__name__))
    for (card, at), name in covered.items():
        assert any(hasattr(mod, name) for mod in modules), f"{card} @ {at}: no test named {name}"
