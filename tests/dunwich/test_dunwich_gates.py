"""The Dunwich gate cards (Other World encounters; DH p.3 "shuffle the new ... Gate cards into
their respective decks", base p.9 Other World encounters).

Plain entries run along every outcome path of the independent evaluator
(tests/helpers/encounter_sim.py) pointed at the base+dunwich content; the entries it does not model
have hand-made tests below, and a coverage test checks that every entry is one or the other."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import encounter_sim as S
from arkham.content.loader import load_content
from arkham.rules.classic import core as C
from arkham.state import ENCOUNTER, LOST
from arkham.testing import answer, finished, give, labels, open_gate, rig, run_step
from helpers.card_scenes import GateCards, accept_checks, dice, inv, on_top
from helpers.coverage_marks import covers

GATES = GateCards("dunwich")
CONTENT = GATES.content
ANOTHER_TIME = "dunwich:world/another_time"
CARCOSA = "dunwich:world/lost_carcosa"
WOODS = "base:arkham/woods"
ISLE = "base:arkham/unvisited_isle"

ENCODED = (
    "dunwich:gate_01",
    "dunwich:gate_02",
    "dunwich:gate_03",
    "dunwich:gate_04",
    "dunwich:gate_05",
    "dunwich:gate_06",
    "dunwich:gate_07",
    "dunwich:gate_08",
    "dunwich:gate_09",
    "dunwich:gate_10",
    "dunwich:gate_11",
    "dunwich:gate_12",
    "dunwich:gate_13",
    "dunwich:gate_14",
    "dunwich:gate_15",
    "dunwich:gate_16",
    "dunwich:gate_17",
    "dunwich:gate_18",
    "dunwich:gate_19",
    "dunwich:gate_20",
    "dunwich:gate_21",
    "dunwich:gate_22",
    "dunwich:gate_23",
    "dunwich:gate_24",
    "dunwich:gate_25",
    "dunwich:gate_26",
    "dunwich:gate_27",
    "dunwich:gate_28",
    "dunwich:gate_29",
    "dunwich:gate_30",
    "dunwich:gate_31",
    "dunwich:gate_32",
)  # the box's 32 gate cards
STATUS = (
    "dunwich:gate_04",
    "dunwich:gate_06",
    "dunwich:gate_14",
    "dunwich:gate_15",
    "dunwich:gate_16",
    "dunwich:gate_18",
    "dunwich:gate_24",
    "dunwich:gate_27",
    "dunwich:gate_29",
)  # Injury and Madness
COLOURS = {"blue": (1, 8), "green": (9, 16), "red": (17, 24), "yellow": (25, 32)}  # generalpf order
HAND = GATES.hand_made  # (card, at) -> the hand-made test resolving it
hand = GATES.hand
world_for = GATES.world_for
game = GATES.game


def encounter(world: str, card: str, *values: int, seed: int = 0) -> Any:
    """Jenny in the world's first area, the card on top of the gate deck, dice rigged."""
    g = game(world, seed)
    on_top(g, f"dunwich:{card}")
    rig(g, *values)
    run_step(g, "otherworld.inv", who=0)
    return g


GENERATED = GATES.plain_cases(ENCODED)


# ------------------------------------------------------------ the data
@covers(*ENCODED)
def test_the_dunwich_gate_cards_join_the_one_gate_deck():
    """DH p.3: the new Gate cards are shuffled into the gate deck; each Other World draws from it."""
    assert sorted(c for c in CONTENT.gates if c.startswith("dunwich:")) == sorted(ENCODED)
    for cid in ENCODED:
        n = int(cid[-2:])
        colour = next(k for k, (lo, hi) in COLOURS.items() if lo <= n <= hi)
        card = CONTENT.gates[cid]
        assert card.colors == [colour], cid
        assert len(card.entries) == 3 and card.entries[-1].at == "other", cid
    g = game(ANOTHER_TIME)
    deck = g.state.decks["gate"]
    assert set(ENCODED) <= set(deck) and sum(1 for c in deck if c.startswith("base:")) == 49


@covers(*ENCODED)
def test_another_time_and_lost_carcosa_draw_until_a_card_of_their_colours():
    """Base p.9: cards are drawn until one matches the world's colours. Another Time is red and
    green, Lost Carcosa blue and yellow; a card without an entry for the world uses Other."""
    g = game(ANOTHER_TIME)
    deck = g.state.decks["gate"]
    for c in ("dunwich:gate_25", "dunwich:gate_09"):  # yellow (no match), then green
        deck.remove(c)
    deck[:0] = ["dunwich:gate_25", "dunwich:gate_09"]
    run_step(g, "otherworld.inv", who=0)
    assert finished(g) and inv(g).sanity == C.max_sanity(g, inv(g))  # gate_09: Sanity to its maximum
    assert deck[-1] == "dunwich:gate_09" and deck[-2] == "dunwich:gate_25"
    g = game(CARCOSA)  # a base blue card has no Lost Carcosa entry: its Other one
    on_top(g, "base:gate_38")
    entry = next(e for e in CONTENT.gates["base:gate_38"].entries if e.at == "other")
    assert S.scenarios(game(CARCOSA), entry.effect, None) is not None


# ------------------------------------------------------------ the plain entries
@covers(*ENCODED)
@pytest.mark.parametrize("card_id,at", GENERATED)
def test_plain_entry_outcome_paths(card_id: str, at: str) -> None:
    GATES.run_plain(card_id, at)


# ------------------------------------------------------------ visits to other worlds
@hand(("gate_01", CARCOSA), ("gate_02", CARCOSA))
@covers("dunwich:gate_01", "dunwich:gate_02", CARCOSA)
def test_the_mists_of_carcosa_send_you_elsewhere_for_one_encounter_and_back():
    g = game(CARCOSA)
    inv(g).stage = 2
    deck = g.state.decks["gate"]
    on_top(g, "dunwich:gate_01")
    # the next red-or-yellow card met in R'lyeh: R'lyeh's entry of gate_25 (lose 1 Sanity)
    deck.remove("dunwich:gate_25")
    deck.insert(1, "dunwich:gate_25")
    run_step(g, "otherworld.inv", who=0)
    assert finished(g)
    assert inv(g).where == CARCOSA and inv(g).stage == 2 and inv(g).sanity == S.START["sanity"] - 1
    # the Abyss (red, blue): gate_07's Abyss entry gains 1 Sanity, then back to the first area
    g = game(CARCOSA)
    on_top(g, "dunwich:gate_02")
    deck = g.state.decks["gate"]
    deck.remove("dunwich:gate_07")
    deck.insert(1, "dunwich:gate_07")
    run_step(g, "otherworld.inv", who=0)
    assert finished(g)
    assert inv(g).where == CARCOSA and inv(g).stage == 1 and inv(g).sanity == S.START["sanity"] + 1
    # an encounter there that sends him home: he comes back through a gate to R'lyeh and stays
    g = game(CARCOSA)
    open_gate(g, ISLE, "base:world/rlyeh")
    on_top(g, "dunwich:gate_01")
    deck = g.state.decks["gate"]
    deck.remove("dunwich:gate_26")
    deck.insert(1, "dunwich:gate_26")  # yellow: R'lyeh has no entry, its Other one (Luck -1 to go home)
    rig(g, *dice(g, "luck", -1, True))
    run_step(g, "otherworld.inv", who=0)
    accept_checks(g)
    assert finished(g) and inv(g).where == ISLE and inv(g).explored and inv(g).stage == 0


@hand(("gate_02", "base:world/the_dreamlands"), ("gate_32", CARCOSA))
def test_fleeing_home_without_an_explored_marker():
    g2 = game("base:world/the_dreamlands")
    g = encounter("base:world/the_dreamlands", "gate_02", *dice(g2, "lore", -2, False))
    accept_checks(g)
    assert finished(g) and inv(g).where == WOODS and inv(g).stage == 0 and not inv(g).explored
    g = encounter("base:world/the_dreamlands", "gate_02", *dice(g2, "lore", -2, True))
    accept_checks(g)
    assert finished(g) and inv(g).where == "base:world/the_dreamlands"
    g2 = game(CARCOSA)
    g = encounter(CARCOSA, "gate_32", *dice(g2, "will", -2, False))
    accept_checks(g)
    assert finished(g) and inv(g).where == WOODS and not inv(g).explored
    g = encounter(CARCOSA, "gate_32", *dice(g2, "will", -2, True))
    accept_checks(g)
    assert finished(g) and inv(g).where == CARCOSA


# ------------------------------------------------------------ "if X is the Ancient One"
@hand(
    ("gate_03", "base:world/abyss"),
    ("gate_17", "base:world/rlyeh"),
    ("gate_22", "base:world/plateau_of_leng"),
    ("gate_25", CARCOSA),
)
def test_an_entry_for_one_ancient_one_does_nothing_with_another():
    """The test games face Azathoth: the Abyss entry is rolled, the others do nothing."""
    g2 = game("base:world/abyss")
    g = encounter("base:world/abyss", "gate_03", *([1] * C.skill_value(g2, inv(g2), "luck")))
    accept_checks(g)
    while not finished(g):
        g.apply(g.choice.options[0].id)
    assert inv(g).id != S.INVESTIGATOR  # devoured: a new investigator takes over
    g = encounter("base:world/abyss", "gate_03", *([6] * C.skill_value(g2, inv(g2), "luck")))
    accept_checks(g)
    assert finished(g) and inv(g).id == S.INVESTIGATOR and inv(g).where == "base:world/abyss"
    for world, card in (
        ("base:world/rlyeh", "gate_17"),
        ("base:world/plateau_of_leng", "gate_22"),
        (CARCOSA, "gate_25"),
    ):
        g = encounter(world, card)
        assert finished(g) and inv(g).where == world and inv(g).sanity == S.START["sanity"], card
    # with Nyarlathotep, the Plateau of Leng entry loses the investigator in time and space
    g = game("base:world/plateau_of_leng")
    g.state.ancient_one = "base:nyarlathotep"
    on_top(g, "dunwich:gate_22")
    run_step(g, "otherworld.inv", who=0)
    assert finished(g) and inv(g).where == LOST
    # with Hastur, the King in Yellow: a Will (Horror) check needing 3 successes
    g = game(CARCOSA)
    g.state.ancient_one = "base:hastur"
    on_top(g, "dunwich:gate_25")
    rig(g, 6, 6, 6, 1)
    run_step(g, "otherworld.inv", who=0)
    accept_checks(g)
    assert finished(g) and inv(g).id == S.INVESTIGATOR


# ------------------------------------------------------------ dice
@hand(("gate_05", CARCOSA))
def test_the_strange_little_mans_words_four_dice():
    g = encounter(CARCOSA, "gate_05", 6, 5, 2, 1)
    assert finished(g)
    assert inv(g).clues == S.START["clues"] + 2 and inv(g).sanity == S.START["sanity"] - 2


@hand(("gate_17", "other"))
def test_the_perilous_way_home():
    # Dreamlands is red: gate_17 has no entry there
    g = encounter("base:world/the_dreamlands", "gate_17", 6, 1, 1)
    answer(g, "Yes")
    assert g.choice.kind == "may"
    answer(g, "Yes")
    assert finished(g) and inv(g).where == WOODS and inv(g).stamina == S.START["stamina"] - 2
    g = encounter("base:world/the_dreamlands", "gate_17", 6, 6, 5)
    answer(g, "Yes")
    answer(g, "No")
    assert finished(g) and inv(g).where == "base:world/the_dreamlands" and inv(g).stamina == S.START["stamina"]
    g = encounter("base:world/the_dreamlands", "gate_17")
    answer(g, "No")
    assert finished(g) and inv(g).stamina == S.START["stamina"]


@hand(("gate_20", "base:world/abyss"))
def test_a_die_for_each_spell_in_the_abyss():
    g = game("base:world/abyss")
    a = give(g, 0, "base:wither")
    b = give(g, 0, "base:shrivelling")
    on_top(g, "dunwich:gate_20")
    first, second = sorted([a, b])
    rig(g, 6, 1)
    run_step(g, "otherworld.inv", who=0)
    assert finished(g)
    assert first in inv(g).cards and second not in inv(g).cards


# ------------------------------------------------------------ falling back
@hand(("gate_19", "base:world/the_dreamlands"), ("gate_31", "other"))
def test_falling_back_a_step():
    g2 = game("base:world/the_dreamlands")
    fail = dice(g2, "luck", -1, False)
    g = game("base:world/the_dreamlands")
    inv(g).stage = 2
    on_top(g, "dunwich:gate_19")
    rig(g, *fail)
    run_step(g, "otherworld.inv", who=0)
    accept_checks(g)
    assert finished(g) and inv(g).stage == 1 and not inv(g).delayed
    g = encounter("base:world/the_dreamlands", "gate_19", *fail)
    accept_checks(g)
    assert finished(g) and inv(g).stage == 1 and inv(g).delayed
    # gate_31 "other" (yellow, tested in R'lyeh): second area back to the first, first area lost
    g = game("base:world/rlyeh")
    inv(g).stage = 2
    on_top(g, "dunwich:gate_31")
    run_step(g, "otherworld.inv", who=0)
    assert finished(g) and inv(g).where == "base:world/rlyeh" and inv(g).stage == 1
    g = encounter("base:world/rlyeh", "gate_31")
    assert finished(g) and inv(g).where == LOST


# ------------------------------------------------------------ finds
@hand(("gate_26", "base:world/city_of_the_great_race"))
def test_the_great_race_brings_clues_up_to_five():
    g2 = game("base:world/city_of_the_great_race")
    g = game("base:world/city_of_the_great_race")
    inv(g).clues = 1
    on_top(g, "dunwich:gate_26")
    rig(g, 6, 6, *[1] * (C.skill_value(g2, inv(g2), "luck") - 3))
    run_step(g, "otherworld.inv", who=0)
    accept_checks(g)
    assert finished(g) and inv(g).clues == 5
    g = game("base:world/city_of_the_great_race")
    inv(g).clues = 7  # more than five: nothing is lost
    on_top(g, "dunwich:gate_26")
    rig(g, 6, 6, *[1] * (C.skill_value(g2, inv(g2), "luck") - 3))
    run_step(g, "otherworld.inv", who=0)
    accept_checks(g)
    assert finished(g) and inv(g).clues == 7


@hand(("gate_11", "other"))
def test_the_first_unique_item_priced_four_or_more():
    g2 = game("base:world/great_hall_of_celaeno")
    g = game("base:world/great_hall_of_celaeno")  # blue and green, no entry of its own on gate_11
    deck = g.state.decks["unique"]
    cheap = next(c for c in deck if (C.card_def(g, c).price or 0) < 4)
    dear = [c for c in deck if (C.card_def(g, c).price or 0) >= 4]
    deck.remove(cheap)
    deck.insert(0, cheap)
    want = next(c for c in deck if (C.card_def(g, c).price or 0) >= 4)
    on_top(g, "dunwich:gate_11")
    rig(g, *dice(g2, "luck", -2, True))
    run_step(g, "otherworld.inv", who=0)
    accept_checks(g)
    assert finished(g) and want in inv(g).cards and cheap in deck and dear


@hand(("gate_13", ANOTHER_TIME))
def test_the_library_of_alexandria_a_tome_of_your_choice():
    g = encounter(ANOTHER_TIME, "gate_13")
    assert g.choice.kind == "draw"
    tomes = {C.card_def(g, c).name for c in g.state.decks["unique"] if "tome" in C.card_def(g, c).tags}
    assert set(labels(g)) == tomes and len(tomes) >= 2
    pick = g.choice.options[-1]
    g.apply(pick.id)
    assert finished(g)
    assert C.card_def(g, inv(g).cards[-1]).name == pick.label and inv(g).sanity == S.START["sanity"] + 1


@hand(("gate_21", ANOTHER_TIME))
def test_the_jungle_escape_by_speed_or_dynamite():
    g2 = game(ANOTHER_TIME)
    g = encounter(ANOTHER_TIME, "gate_21")
    assert labels(g) == ["Run for it (Speed -1, needs 2 successes)"]  # no Dynamite: only the run
    g = game(ANOTHER_TIME)
    dyn = give(g, 0, "base:dynamite")
    on_top(g, "dunwich:gate_21")
    run_step(g, "otherworld.inv", who=0)
    answer(g, "Throw Dynamite")
    assert finished(g) and dyn not in inv(g).cards and inv(g).clues == S.START["clues"] + 2
    g = encounter(ANOTHER_TIME, "gate_21", *dice(g2, "speed", -1, False))
    answer(g, "Run for it (Speed -1, needs 2 successes)")
    while not finished(g) and g.choice.kind == "check":
        g.apply(g.choice.options[-1].id)  # keep the failed roll
    assert finished(g) and inv(g).stamina == S.START["stamina"] - 2 and inv(g).delayed


# ------------------------------------------------------------ blessed and cursed
@hand(("gate_13", "base:world/the_dreamlands"), ("gate_31", CARCOSA))
def test_a_luck_charm_blesses_and_a_cry_curses():
    g = encounter("base:world/the_dreamlands", "gate_13")
    assert finished(g) and C.has_card(g, inv(g), "base:blessing")
    g = encounter(CARCOSA, "gate_31")
    assert finished(g) and C.has_card(g, inv(g), "base:curse")


# ------------------------------------------------------------ the Hound
@hand(("gate_17", ANOTHER_TIME))
def test_the_hound_sees_you_across_the_ages():
    g = encounter(ANOTHER_TIME, "gate_17")
    assert g.choice.kind == "face" and "Hound of Tindalos" in g.choice.prompt
    m = next(k for k, p in g.state.monsters.items() if p == ENCOUNTER)
    assert C.base_id(m) == "base:hound_of_tindalos" and m not in g.state.cup
    g = game(ANOTHER_TIME)  # no Hound in the cup: nothing happens
    for m in [x for x in g.state.cup if C.base_id(x) == "base:hound_of_tindalos"]:
        g.state.cup.remove(m)
        g.state.monsters[m] = C.BOX
    on_top(g, "dunwich:gate_17")
    run_step(g, "otherworld.inv", who=0)
    assert finished(g)


# ------------------------------------------------------------ Injury and Madness cards (DH p.6)
def top_status(g: Any, deck: str, card: str) -> str:
    """A copy of the Injury (Madness) card on top of its deck (a rigged draw)."""
    pile = g.state.decks[deck]
    c = next(x for x in pile if C.base_id(x) == card)
    pile.remove(c)
    pile.insert(0, c)
    return c


def status_held(g: Any, deck: str) -> list[str]:
    return sorted(C.base_id(c) for c in inv(g).cards if C.card_def(g, c).deck == deck)


XENO = "dunwich:xenophobia"  # Madness: a loss in the Upkeep only, nothing during these encounters
ANKLE = "dunwich:sprained_ankle"


@covers(*STATUS)
def test_the_gate_cards_bring_the_injury_and_madness_decks_with_them():
    """Decision: a gate card is played as printed, so the part `gates` needs `injuries_madness`."""
    c = load_content(("base", "dunwich:gates"))
    assert set(STATUS) <= set(c.gates)
    assert sum(d.count for d in c.cards.values() if d.deck == "madness") == 24
    assert sum(d.count for d in c.cards.values() if d.deck == "injury") == 24


@hand(("gate_04", CARCOSA))
def test_your_name_on_the_stone_a_madness_card_and_three_clues():
    g = game(CARCOSA)
    card = top_status(g, "madness", XENO)
    on_top(g, "dunwich:gate_04")
    run_step(g, "otherworld.inv", who=0)
    assert finished(g)
    assert card in inv(g).cards and status_held(g, "madness") == [XENO]
    assert card not in g.state.decks["madness"]
    assert inv(g).clues == S.START["clues"] + 3
    # a second copy devours: the player goes on with a new investigator
    g = game(CARCOSA)
    give(g, 0, XENO)
    top_status(g, "madness", XENO)
    on_top(g, "dunwich:gate_04")
    run_step(g, "otherworld.inv", who=0)
    while not finished(g):
        g.apply(g.choice.options[0].id)
    assert inv(g).id != S.INVESTIGATOR


@hand(("gate_06", "base:world/the_dreamlands"), ("gate_27", "base:world/yuggoth"))
def test_restore_a_track_or_discard_a_madness_or_injury_card():
    for world, card, deck, held, track in (
        ("base:world/the_dreamlands", "gate_06", "madness", XENO, "sanity"),
        ("base:world/yuggoth", "gate_27", "injury", ANKLE, "stamina"),
    ):
        other = "stamina" if track == "sanity" else "sanity"
        g = encounter(world, card)  # no such card held: only the restoring is offered
        assert labels(g) == [f"{track.capitalize()} back to its maximum"]
        answer(g, "maximum")
        assert finished(g) and getattr(inv(g), track) == (
            C.max_sanity(g, inv(g)) if track == "sanity" else C.max_stamina(g, inv(g))
        )
        g = game(world)
        c = give(g, 0, held)
        setattr(inv(g), track, 1)
        on_top(g, f"dunwich:{card}")
        run_step(g, "otherworld.inv", who=0)
        assert len(labels(g)) == 2
        answer(g, "Discard 1 of your")
        assert finished(g)
        assert c not in inv(g).cards and g.state.decks[deck][-1] == c  # cured: to the bottom of its deck
        assert getattr(inv(g), track) == 1 and getattr(inv(g), other) == S.START[other]


@hand(("gate_14", "base:world/plateau_of_leng"))
def test_the_ancient_beings_power_two_spells_and_a_madness_card():
    g = game("base:world/plateau_of_leng")
    top_status(g, "madness", XENO)
    spells = len(g.state.decks["spell"])
    on_top(g, "dunwich:gate_14")
    run_step(g, "otherworld.inv", who=0)
    answer(g, "Yes")
    assert finished(g)
    assert status_held(g, "madness") == [XENO] and len(g.state.decks["spell"]) == spells - 2
    assert sum(1 for c in inv(g).cards if C.card_def(g, c).deck == "spell") == 2
    g = encounter("base:world/plateau_of_leng", "gate_14")
    answer(g, "No")
    assert finished(g) and not status_held(g, "madness") and len(inv(g).cards) == 2  # his two Maps


@hand(("gate_14", ANOTHER_TIME))
def test_the_primordial_ooze_only_with_shub_niggurath():
    g = encounter(ANOTHER_TIME, "gate_14", 1, 1, 1)  # Azathoth: nothing happens, no die is rolled
    assert finished(g) and inv(g).id == S.INVESTIGATOR and len(g.state.rig) == 3
    for ok in (True, False):
        g = game(ANOTHER_TIME)
        g.state.ancient_one = "base:shub_niggurath"
        on_top(g, "dunwich:gate_14")
        n = C.skill_value(g, inv(g), "fight")  # 2: the third success is bought with a Clue token
        rig(g, *([6] * 3 if ok else [1] * n))
        run_step(g, "otherworld.inv", who=0)
        while not finished(g) and g.choice.kind == "check":
            answer(g, "Spend a Clue" if g.state.rig else "Keep")
        while not finished(g):
            g.apply(g.choice.options[0].id)
        assert not g.state.rig
        assert (inv(g).id == S.INVESTIGATOR) is ok


@hand(("gate_15", "base:world/city_of_the_great_race"))
def test_the_learning_machine_a_skill_and_on_a_failure_a_madness_card():
    world = "base:world/city_of_the_great_race"
    probe = game(world)
    for ok in (True, False):
        g = game(world)
        top_status(g, "madness", XENO)
        on_top(g, "dunwich:gate_15")
        rig(g, *dice(probe, "luck", -2, ok))
        run_step(g, "otherworld.inv", who=0)
        answer(g, "Yes")
        accept_checks(g)
        assert finished(g)
        assert sum(1 for c in inv(g).cards if C.card_def(g, c).deck == "skill") == 1
        assert status_held(g, "madness") == ([] if ok else [XENO])
    g = encounter(world, "gate_15")
    answer(g, "No")
    assert finished(g) and len(inv(g).cards) == 2


@hand(("gate_16", "base:world/great_hall_of_celaeno"))
def test_a_clue_and_one_more_per_tome():
    g = encounter("base:world/great_hall_of_celaeno", "gate_16")
    assert finished(g) and inv(g).clues == S.START["clues"] + 1
    g = game("base:world/great_hall_of_celaeno")
    tomes = [c for c in g.state.decks["unique"] if "tome" in C.card_def(g, c).tags][:2]
    for c in tomes:
        g.state.decks["unique"].remove(c)
        C.take_card(g, inv(g), c, "test")
    give(g, 0, "base:revolver_38")  # not a Tome: no Clue token for it
    on_top(g, "dunwich:gate_16")
    run_step(g, "otherworld.inv", who=0)
    assert finished(g) and inv(g).clues == S.START["clues"] + 3


@hand(("gate_16", ANOTHER_TIME))
def test_the_statue_of_yourself_may_discard_a_madness_card():
    g = encounter(ANOTHER_TIME, "gate_16")  # none held: nothing is offered
    assert finished(g)
    g = game(ANOTHER_TIME)
    a = give(g, 0, XENO)
    b = give(g, 0, "dunwich:paranoia")
    on_top(g, "dunwich:gate_16")
    run_step(g, "otherworld.inv", who=0)
    answer(g, "Yes")
    assert g.choice.kind == "cure" and sorted(labels(g)) == ["Paranoia", "Xenophobia"]
    answer(g, "Paranoia")
    assert finished(g) and a in inv(g).cards and b not in inv(g).cards
    g = game(ANOTHER_TIME)
    a = give(g, 0, XENO)
    on_top(g, "dunwich:gate_16")
    run_step(g, "otherworld.inv", who=0)
    answer(g, "No")
    assert finished(g) and a in inv(g).cards


@hand(("gate_16", "other"))
def test_the_creatures_blessing_may_lift_a_curse():
    world = world_for(CONTENT.gates["dunwich:gate_16"], "other")
    g = game(world)
    C.take_card(g, inv(g), C.find_in_deck(g, "base:curse", "base:curse"), "test")
    on_top(g, "dunwich:gate_16")
    run_step(g, "otherworld.inv", who=0)
    answer(g, "Yes")
    assert finished(g) and not C.has_card(g, inv(g), "base:curse")
    g = encounter(world, "gate_16")  # not Cursed: nothing to offer
    assert finished(g)


@hand(("gate_18", "base:world/plateau_of_leng"), ("gate_18", ANOTHER_TIME))
def test_poison_and_the_last_of_mankind():
    g = game("base:world/plateau_of_leng")
    top_status(g, "injury", ANKLE)
    on_top(g, "dunwich:gate_18")
    rig(g, 1, 2, 4)  # no success: an Injury card
    run_step(g, "otherworld.inv", who=0)
    assert finished(g) and status_held(g, "injury") == [ANKLE]
    g = encounter("base:world/plateau_of_leng", "gate_18", 1, 5, 2)  # one success: nothing
    assert finished(g) and not status_held(g, "injury") and not g.state.rig
    probe = game(ANOTHER_TIME)
    for ok in (True, False):
        g = game(ANOTHER_TIME)
        top_status(g, "madness", XENO)
        on_top(g, "dunwich:gate_18")
        rig(g, *dice(probe, "will", -2, ok))
        run_step(g, "otherworld.inv", who=0)
        accept_checks(g)
        assert finished(g) and status_held(g, "madness") == ([] if ok else [XENO])


@hand(("gate_24", "base:world/abyss"))
def test_the_shadowy_captors_an_injury_and_a_madness_card_keep_one():
    probe = game("base:world/abyss")
    g = encounter("base:world/abyss", "gate_24", *dice(probe, "luck", -2, True))
    accept_checks(g)
    assert finished(g) and inv(g).money == S.START["money"] + 5
    g = game("base:world/abyss")
    ankle = top_status(g, "injury", ANKLE)
    xeno = top_status(g, "madness", XENO)
    on_top(g, "dunwich:gate_24")
    rig(g, *dice(probe, "luck", -2, False))
    run_step(g, "otherworld.inv", who=0)
    accept_checks(g)
    assert g.choice.kind == "status_keep" and sorted(labels(g)) == ["Sprained Ankle", "Xenophobia"]
    answer(g, "Xenophobia")
    assert finished(g)
    assert xeno in inv(g).cards and ankle not in inv(g).cards and g.state.decks["injury"][-1] == ankle
    assert inv(g).money == S.START["money"]
    # a copy of a held card devours only when it is the one kept
    for keep, devoured in (("Xenophobia", False), ("Sprained Ankle", True)):
        g = game("base:world/abyss")
        give(g, 0, ANKLE)
        top_status(g, "injury", ANKLE)
        top_status(g, "madness", XENO)
        on_top(g, "dunwich:gate_24")
        rig(g, *dice(probe, "luck", -2, False))
        run_step(g, "otherworld.inv", who=0)
        accept_checks(g)
        answer(g, keep)
        while not finished(g):
            g.apply(g.choice.options[0].id)
        assert (inv(g).id != S.INVESTIGATOR) is devoured, keep


@hand(("gate_29", "base:world/rlyeh"))
def test_the_rusted_mirror_a_madness_card_and_a_blessing():
    g = game("base:world/rlyeh")
    top_status(g, "madness", XENO)
    on_top(g, "dunwich:gate_29")
    run_step(g, "otherworld.inv", who=0)
    answer(g, "Yes")
    assert finished(g) and status_held(g, "madness") == [XENO] and C.has_card(g, inv(g), "base:blessing")
    g = encounter("base:world/rlyeh", "gate_29")
    answer(g, "No")
    assert finished(g) and not status_held(g, "madness") and not C.has_card(g, inv(g), "base:blessing")


@hand(("gate_29", CARCOSA))
def test_the_baleful_star_three_sanity_or_a_curse():
    g = encounter(CARCOSA, "gate_29")
    answer(g, "Lose 3 Sanity")
    assert finished(g) and inv(g).sanity == S.START["sanity"] - 3 and not C.has_card(g, inv(g), "base:curse")
    g = encounter(CARCOSA, "gate_29")
    answer(g, "Be Cursed")
    assert finished(g) and inv(g).sanity == S.START["sanity"] and C.has_card(g, inv(g), "base:curse")


# ------------------------------------------------------------ coverage
def test_every_dunwich_gate_entry_has_a_test():
    generated = {tuple(p.values) for p in GENERATED}
    missing = [
        (cid, e.at)
        for cid in ENCODED
        for e in CONTENT.gates[cid].entries
        if (cid, e.at) not in generated and (cid, e.at) not in HAND
    ]
    assert not missing, missing
