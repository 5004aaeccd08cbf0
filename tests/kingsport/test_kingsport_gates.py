"""The Kingsport gate cards (Other World encounters; KH: the new Gate cards are shuffled
into the gate deck; base p.9 Other World encounters).

Plain entries run along every outcome path of the independent evaluator
(tests/helpers/encounter_sim.py) pointed at the base+kingsport content; the entries it does not
model have hand-made tests below, and a coverage test checks that every entry is one or
the other."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import encounter_sim as S
from arkham.rules.classic import core as C
from arkham.testing import answer, finished, give, labels, rig, run_step
from helpers.card_scenes import GateCards, accept_checks, dice, inv, on_top
from helpers.coverage_marks import covers

GATES = GateCards("kingsport")
CONTENT = GATES.content
KADATH = "kingsport:world/unknown_kadath"
UNDERWORLD = "kingsport:world/the_underworld"
DREAMLANDS = "base:world/the_dreamlands"

ENCODED = (
    "kingsport:gate_01",
    "kingsport:gate_03",
    "kingsport:gate_05",
    "kingsport:gate_06",
    "kingsport:gate_10",
    "kingsport:gate_11",
    "kingsport:gate_15",
    "kingsport:gate_17",
    "kingsport:gate_19",
    "kingsport:gate_21",
    "kingsport:gate_22",
    "kingsport:gate_23",
    "kingsport:gate_24",
    "kingsport:gate_25",
    "kingsport:gate_26",
    "kingsport:gate_27",
    "kingsport:gate_28",
    "kingsport:gate_29",
    "kingsport:gate_30",
    "kingsport:gate_31",
    "kingsport:gate_32",
    "kingsport:gate_02",
    "kingsport:gate_07",
    "kingsport:gate_08",
    "kingsport:gate_09",
    "kingsport:gate_12",
    "kingsport:gate_16",
    "kingsport:gate_20",
)  # with LATE: the box's 32 gate cards
LATE = (
    "kingsport:gate_04",
    "kingsport:gate_13",
    "kingsport:gate_14",
    "kingsport:gate_18",
)  # naming Ancient Ones: tests/kingsport/test_kingsport_mythos_across_parts.py
COLOURS = {"red": (1, 7, 29), "green": (8, 14, 30), "blue": (15, 21, 31), "yellow": (22, 28, 32)}  # generalpf order
HAND = GATES.hand_made  # (card, at) -> the hand-made test resolving it
hand = GATES.hand
world_for = GATES.world_for
game = GATES.game


def start(g: Any, card: str, *values: int) -> Any:
    on_top(g, f"kingsport:{card}")
    rig(g, *values)
    run_step(g, "otherworld.inv", who=0)
    accept_checks(g)
    return g


def encounter(world: str, card: str, *values: int) -> Any:
    """Jenny in the world's first area, the card on top of the gate deck, dice rigged."""
    return start(game(world), card, *values)


GENERATED = GATES.plain_cases(ENCODED)


# ------------------------------------------------------------ the data
@covers(*ENCODED, KADATH, UNDERWORLD)
def test_the_kingsport_gate_cards_join_the_one_gate_deck():
    """The box's gate cards go into the one gate deck; each card's colour is its printed one and
    The Underworld (blue, green) and Unknown Kadath (red, yellow) draw from it by colour (base p.9)."""
    assert sorted(c for c in CONTENT.gates if c.startswith("kingsport:")) == sorted(ENCODED + LATE)
    for cid in ENCODED + LATE:
        n = int(cid[-2:])
        colour = next(k for k, (lo, hi, last) in COLOURS.items() if lo <= n <= hi or n == last)
        card = CONTENT.gates[cid]
        assert card.colors == [colour], cid
        assert len(card.entries) == 3 and card.entries[-1].at == "other", cid
        worlds = {"red": KADATH, "yellow": KADATH, "green": UNDERWORLD, "blue": UNDERWORLD}
        assert card.entries[0].at == worlds[colour], cid
    g = game(KADATH)
    deck = g.state.decks["gate"]
    assert set(ENCODED + LATE) <= set(deck) and sum(1 for c in deck if c.startswith("base:")) == 49
    # a green card met in Unknown Kadath is passed over for the next red or yellow one
    deck.remove("kingsport:gate_10")
    deck.remove("kingsport:gate_26")
    deck[:0] = ["kingsport:gate_10", "kingsport:gate_26"]
    rig(g, *dice(g, "luck", 0, True)[:2], *[1] * 10)
    run_step(g, "otherworld.inv", who=0)
    accept_checks(g)
    assert finished(g) and inv(g).sanity == 2  # gate_26 in Kadath: Sanity to the 2 successes
    assert deck[-2:] == ["kingsport:gate_10", "kingsport:gate_26"]


# ------------------------------------------------------------ the plain entries
@covers(*ENCODED)
@pytest.mark.parametrize("card_id,at", GENERATED)
def test_plain_entry_outcome_paths(card_id: str, at: str) -> None:
    GATES.run_plain(card_id, at)


# ------------------------------------------------------------ reduced to
@hand(("gate_01", KADATH), ("gate_26", KADATH))
def test_kadath_blizzards_reduce_a_track_to_the_successes():
    """Luck (+0) check: Stamina (gate_01) or Sanity (gate_26) drops to the successes rolled;
    already at or below it, nothing is lost."""
    probe = game(KADATH)
    n = C.skill_value(probe, inv(probe), "luck")
    g = encounter(KADATH, "gate_01", 6, 6, *[1] * (n - 2))
    assert finished(g) and inv(g).stamina == 2 and inv(g).sanity == S.START["sanity"]
    g = encounter(KADATH, "gate_26", 6, *[1] * (n - 1))
    assert finished(g) and inv(g).sanity == 1 and inv(g).stamina == S.START["stamina"]
    g = game(KADATH)
    inv(g).stamina = 1
    g = start(g, "gate_01", 6, 6, 6, *[1] * (n - 3))
    assert finished(g) and inv(g).stamina == 1


@hand(("gate_03", KADATH), ("gate_03", DREAMLANDS), ("gate_06", "other"))
def test_brought_down_to_one_and_clues_down_to_four():
    probe = game(KADATH)
    g = encounter(KADATH, "gate_03", *dice(probe, "sneak", -2, False))
    assert finished(g) and (inv(g).sanity, inv(g).stamina) == (1, 1) and inv(g).where == C.LOST
    g = game(KADATH)
    assert dice(g, "sneak", -2, True) == []
    g = encounter(DREAMLANDS, "gate_03", *dice(probe, "will", -2, False))
    assert finished(g) and inv(g).clues == 4
    g = encounter(DREAMLANDS, "gate_03", *dice(probe, "will", -2, True))
    assert finished(g) and inv(g).clues == S.START["clues"]
    world = world_for(CONTENT.gates["kingsport:gate_06"], "other")
    g = encounter(world, "gate_06", *dice(probe, "speed", -1, False))
    assert finished(g) and inv(g).stamina == 1
    g = encounter(world, "gate_06", *dice(probe, "speed", -1, True))
    assert finished(g) and inv(g).stamina == S.START["stamina"]


@hand(("gate_27", "base:world/yuggoth"))
def test_the_fungi_give_two_clues_and_leave_one_sanity():
    g = encounter("base:world/yuggoth", "gate_27")
    assert finished(g) and inv(g).clues == S.START["clues"] + 2 and inv(g).sanity == 1


# ------------------------------------------------------------ counted gains and losses
@hand(("gate_06", DREAMLANDS))
def test_the_ghouls_claim_a_tome_or_hurt_you():
    g = encounter(DREAMLANDS, "gate_06")  # no Tome: only the loss is offered
    assert labels(g) == ["Lose 2 Stamina and 1 Sanity"]
    answer(g, "Lose")
    assert finished(g) and (inv(g).sanity, inv(g).stamina) == (S.START["sanity"] - 1, S.START["stamina"] - 2)
    g = game(DREAMLANDS)
    tome = give(g, 0, "base:old_journal")
    g = start(g, "gate_06")
    answer(g, "Discard a Tome")
    assert finished(g) and tome not in inv(g).cards and inv(g).stamina == S.START["stamina"]


@hand(("gate_06", KADATH))
def test_exhausted_cards_bite_back():
    g = game(KADATH)
    maps = [c for c in inv(g).cards if C.base_id(c) == S.MAPS]
    inv(g).exhausted.extend(maps)
    g = start(g, "gate_06")
    assert finished(g) and inv(g).stamina == S.START["stamina"] - 2
    g = encounter(KADATH, "gate_06")
    assert finished(g) and inv(g).stamina == S.START["stamina"]


@hand(("gate_10", "base:world/great_hall_of_celaeno"), ("gate_30", "base:world/great_hall_of_celaeno"))
def test_celaeno_rewards_spells_and_tomes():
    g = game("base:world/great_hall_of_celaeno")
    give(g, 0, "base:wither")
    give(g, 0, "base:heal")
    g = start(g, "gate_10")
    assert finished(g) and inv(g).sanity == S.START["sanity"] + 2 and inv(g).stamina == S.START["stamina"] + 2
    g = game("base:world/great_hall_of_celaeno")
    give(g, 0, "base:ancient_tome")
    give(g, 0, "base:necronomicon")
    g = start(g, "gate_30")
    assert finished(g) and inv(g).clues == S.START["clues"] + 2
    g = encounter("base:world/great_hall_of_celaeno", "gate_30")  # no Tome: nothing
    assert finished(g) and inv(g).clues == S.START["clues"]


@hand(("gate_10", "other"))
def test_a_spell_only_while_the_terror_level_is_below_six():
    world = world_for(CONTENT.gates["kingsport:gate_10"], "other")
    for terror, spells in ((5, 1), (6, 0)):
        g = game(world)
        g.state.terror = terror
        g = start(g, "gate_10")
        assert finished(g)
        assert sum(1 for c in inv(g).cards if C.card_def(g, c).deck == "spell") == spells, terror


@hand(("gate_11", "other"))
def test_a_clue_for_each_investigator_in_an_other_world():
    world = world_for(CONTENT.gates["kingsport:gate_11"], "other")
    g = encounter(world, "gate_11")
    assert finished(g) and inv(g).clues == S.START["clues"] + 1  # he alone is in an Other World


@hand(("gate_30", UNDERWORLD))
def test_shuggobs_spell_costs_its_sanity():
    g = game(UNDERWORLD)
    deck = g.state.decks["spell"]
    spell = next(c for c in deck if C.base_id(c) == "base:bind_monster")  # Sanity cost 2
    deck.remove(spell)
    deck.insert(0, spell)
    g = start(g, "gate_30")
    answer(g, "Draw a Spell")
    assert finished(g) and spell in inv(g).cards and inv(g).sanity == S.START["sanity"] - 2
    g = encounter(UNDERWORLD, "gate_30")
    answer(g, "Decline")
    assert finished(g) and inv(g).sanity == S.START["sanity"]
    assert not any(C.card_def(g, c).deck == "spell" for c in inv(g).cards)


@hand(("gate_26", DREAMLANDS))
def test_items_left_with_the_caravan_for_clues():
    g = encounter(DREAMLANDS, "gate_26")
    assert g.choice.kind == "discard" and labels(g).count("Map of Arkham") == 2
    answer(g, "Map of Arkham")
    answer(g, "Keep the rest")
    assert finished(g) and inv(g).clues == S.START["clues"] + 1
    assert sum(1 for c in inv(g).cards if C.base_id(c) == S.MAPS) == 1


# ------------------------------------------------------------ prices
@hand(("gate_11", "base:world/plateau_of_leng"), ("gate_19", UNDERWORLD), ("gate_19", DREAMLANDS))
def test_the_most_and_least_expensive_cards_go():
    g = game("base:world/plateau_of_leng")
    necro = give(g, 0, "base:necronomicon")  # $6
    tome = give(g, 0, "base:the_king_in_yellow")  # $2
    g = start(g, "gate_11")
    assert finished(g) and necro not in inv(g).cards and tome in inv(g).cards
    g = game(UNDERWORLD)
    knife = give(g, 0, "base:knife")  # $2
    rifle = give(g, 0, "base:rifle")  # $6
    g = start(g, "gate_19")
    assert finished(g) and knife not in inv(g).cards and rifle in inv(g).cards
    g = game(UNDERWORLD)  # two at the same price: he picks
    axe = give(g, 0, "base:axe")
    saber = give(g, 0, "base:cavalry_saber")
    g = start(g, "gate_19")
    assert sorted(labels(g)) == ["Axe", "Cavalry Saber"]
    answer(g, "Cavalry Saber")
    assert finished(g) and saber not in inv(g).cards and axe in inv(g).cards
    g = game(DREAMLANDS)
    rifle = give(g, 0, "base:rifle")
    g = start(g, "gate_19")
    answer(g, "Pay $2")
    assert finished(g) and inv(g).money == S.START["money"] - 2 and rifle in inv(g).cards
    g = game(DREAMLANDS)
    rifle = give(g, 0, "base:rifle")
    g = start(g, "gate_19")
    answer(g, "most expensive")
    assert finished(g) and inv(g).money == S.START["money"] and rifle not in inv(g).cards


# ------------------------------------------------------------ offerings
@hand(("gate_21", "base:world/yuggoth"), ("gate_22", "base:world/yuggoth"))
def test_offerings_to_the_fungi():
    g = game("base:world/yuggoth")
    blade = give(g, 0, "base:enchanted_blade")
    gate_area = next(iter(g.state.gates))
    g = start(g, "gate_21")
    assert labels(g) == [
        "Discard a Unique Item and return to Arkham",
        "Discard a Common Item",
        "Be lost in time and space",
    ]
    answer(g, "Discard a Unique Item")
    assert finished(g) and blade not in inv(g).cards and inv(g).where == gate_area
    g = encounter("base:world/yuggoth", "gate_21")
    answer(g, "Discard a Common Item")
    answer(g, "Map of Arkham")
    assert finished(g) and sum(1 for c in inv(g).cards if C.base_id(c) == S.MAPS) == 1
    g = encounter("base:world/yuggoth", "gate_22")  # no Unique Item worth $5: lost
    assert labels(g) == ["Be lost in time and space"]
    answer(g, "lost")
    assert finished(g) and inv(g).where == C.LOST
    g = game("base:world/yuggoth")
    blade = give(g, 0, "base:enchanted_blade")  # $6
    g = start(g, "gate_22")
    answer(g, "Discard a Unique Item")
    assert finished(g) and blade not in inv(g).cards and inv(g).where == "base:world/yuggoth"


@hand(("gate_32", "base:world/city_of_the_great_race"))
def test_a_unique_item_transcribed_for_another():
    world = "base:world/city_of_the_great_race"
    g = game(world)
    blade = give(g, 0, "base:enchanted_blade")
    g = start(g, "gate_32")
    assert finished(g) and blade not in inv(g).cards
    assert sum(1 for c in inv(g).cards if C.card_def(g, c).deck == "unique") == 1
    assert inv(g).clues == S.START["clues"]
    g = encounter(world, "gate_32")
    assert finished(g) and inv(g).clues == 0


# ------------------------------------------------------------ dice and danger
@hand(("gate_17", UNDERWORLD))
def test_before_nodens_clues_or_a_die_for_your_life():
    probe = game(UNDERWORLD)
    g = encounter(UNDERWORLD, "gate_17", *dice(probe, "luck", -1, False))
    answer(g, "Lose all Clue tokens")
    assert finished(g) and inv(g).clues == 0
    g = encounter(UNDERWORLD, "gate_17", *dice(probe, "luck", -1, False), 5)
    answer(g, "Roll a die")
    assert finished(g) and inv(g).clues == S.START["clues"] and inv(g).id == S.INVESTIGATOR
    g = encounter(UNDERWORLD, "gate_17", *dice(probe, "luck", -1, False), 2)
    answer(g, "Roll a die")
    while not finished(g):
        g.apply(g.choice.options[0].id)
    assert any("devoured" in str(e) for e in g.state.log[-40:])
    g = encounter(UNDERWORLD, "gate_17", *dice(probe, "luck", -1, True))
    assert finished(g) and inv(g).clues == S.START["clues"]


@hand(("gate_27", KADATH))
def test_the_mountains_shake_one_die_per_open_gate():
    g = encounter(KADATH, "gate_27", 1)  # one open gate, one failure
    assert sorted(labels(g)) == ["Discard a Clue token", "Discard an item"]
    answer(g, "Clue")
    assert finished(g) and inv(g).clues == S.START["clues"] - 1
    g = encounter(KADATH, "gate_27", 5)  # a success: nothing
    assert finished(g) and inv(g).clues == S.START["clues"]


@hand(("gate_28", KADATH))
def test_up_the_valley_a_second_encounter_in_kadath():
    g = game(KADATH)
    deck = g.state.decks["gate"]
    deck.remove("kingsport:gate_22")
    deck.insert(0, "kingsport:gate_22")  # the next one: Will (-2) or lose 3 Sanity
    g = start(g, "gate_28", *dice(g, "will", -2, False))
    assert finished(g) and inv(g).sanity == S.START["sanity"] - 4 and inv(g).where == KADATH
    assert deck[-2:] == ["kingsport:gate_28", "kingsport:gate_22"]


# ------------------------------------------------------------ counted bargains
@hand(("gate_15", UNDERWORLD))
def test_clues_kept_for_sanity_and_stamina_each():
    g = encounter(UNDERWORLD, "gate_15")
    assert g.choice.kind == "count" and labels(g)[-1] == f"Keep {S.START['clues']}"
    answer(g, "Keep 2")
    assert finished(g) and inv(g).clues == 2
    assert (inv(g).sanity, inv(g).stamina) == (S.START["sanity"] - 2, S.START["stamina"] - 2)
    g = encounter(UNDERWORLD, "gate_15")
    answer(g, "Keep 0")
    assert finished(g) and inv(g).clues == 0 and inv(g).sanity == S.START["sanity"]


@hand(("gate_15", "base:world/yuggoth"))
def test_the_puzzle_shape_takes_four_things_or_your_life():
    probe = game("base:world/yuggoth")
    g = encounter("base:world/yuggoth", "gate_15", *dice(probe, "lore", -1, True))
    assert finished(g) and sum(1 for c in inv(g).cards if C.card_def(g, c).deck == "unique") == 1
    g = game("base:world/yuggoth")
    spell, blade = give(g, 0, "base:wither"), give(g, 0, "base:enchanted_blade")
    g = start(g, "gate_15", *dice(probe, "lore", -1, False))
    answer(g, "Discard a Spell")
    while g.choice.kind == "discard":
        answer(g, "Map of Arkham")
    assert finished(g) and spell not in inv(g).cards and blade not in inv(g).cards
    assert inv(g).clues == S.START["clues"] - 2 and inv(g).id == S.INVESTIGATOR
    g = encounter("base:world/yuggoth", "gate_15", *dice(probe, "lore", -1, False))
    assert labels(g) == ["Be devoured"]  # nothing to give up: devoured


@hand(("gate_24", "base:world/city_of_the_great_race"))
def test_the_great_race_gives_you_anothers_clues():
    world = "base:world/city_of_the_great_race"
    g = encounter(world, "gate_24")  # alone in the game: no Clue tokens taken
    assert finished(g) and inv(g).clues == S.START["clues"] and inv(g).sanity == S.START["sanity"] - 1


@hand(("gate_24", "other"))
def test_items_kept_for_a_clue_or_three_dollars():
    world = world_for(CONTENT.gates["kingsport:gate_24"], "other")
    g = game(world)
    rifle = give(g, 0, "base:rifle")
    g = start(g, "gate_24")
    assert g.choice.kind == "keep_item"
    answer(g, "Discard a Clue token")
    answer(g, "Pay $3")
    answer(g, "Discard it")
    assert finished(g) and inv(g).clues == S.START["clues"] - 1 and inv(g).money == S.START["money"] - 3
    assert [C.base_id(c) for c in inv(g).cards] == [S.MAPS, S.MAPS] and rifle not in inv(g).cards


@hand(("gate_31", "base:world/abyss"))
def test_clues_in_the_dark_only_at_low_terror():
    for terror, gained in ((5, 2), (6, 0)):
        g = game("base:world/abyss")
        g.state.terror = terror
        g = start(g, "gate_31")
        assert finished(g) and inv(g).clues == S.START["clues"] + gained, terror


@hand(("gate_31", "other"))
def test_brains_eaten_for_clues_at_two_sanity_each():
    world = world_for(CONTENT.gates["kingsport:gate_31"], "other")
    probe = game(world)
    g = encounter(world, "gate_31", *dice(probe, "lore", -1, True))
    assert labels(g)[-1] == f"Take {(S.START['sanity'] - 1) // 2}"
    answer(g, "Take 3")
    assert finished(g) and inv(g).clues == S.START["clues"] + 3 and inv(g).sanity == S.START["sanity"] - 6
    g = encounter(world, "gate_31", *dice(probe, "lore", -1, False))
    assert finished(g) and inv(g).clues == S.START["clues"]


@hand(("gate_29", KADATH))
def test_the_steward_sends_you_home_unexplored():
    g = game(KADATH)
    gate_area = next(iter(g.state.gates))
    g = start(g, "gate_29")
    assert finished(g) and inv(g).where == gate_area and inv(g).stage == 0 and not inv(g).explored


@hand(("gate_29", "base:world/abyss"))
def test_the_darkness_catches_the_slow():
    g = encounter("base:world/abyss", "gate_29")  # Speed 2: lost in time and space
    assert finished(g) and inv(g).where == C.LOST
    g = game("base:world/abyss")
    for k in range(4):  # the Speed/Sneak slider moved to Speed 3 or more
        inv(g).sliders[0] = k
        if C.skill_value(g, inv(g), "speed") >= 3:
            break
    assert C.skill_value(g, inv(g), "speed") >= 3
    g = start(g, "gate_29")
    assert finished(g) and inv(g).where == "base:world/abyss"


@hand(("gate_23", KADATH))
def test_the_creeping_chaos_takes_an_elder_sign():
    probe = game(KADATH)
    g = game(KADATH)
    g.state.seals["base:arkham/woods"] = "elder_sign"
    g.state.seals["base:arkham/graveyard"] = "elder_sign"
    g = start(g, "gate_23", *dice(probe, "luck", -1, False))
    assert g.choice.kind == "elder_sign"
    answer(g, "Graveyard")
    assert finished(g) and list(g.state.seals) == ["base:arkham/woods"]
    g = encounter(KADATH, "gate_23", *dice(probe, "luck", -1, False))  # none on the board
    assert finished(g) and not g.state.seals
    g = game(KADATH)
    g.state.seals["base:arkham/woods"] = "elder_sign"
    g = start(g, "gate_23", *dice(probe, "luck", -1, True))
    assert finished(g) and list(g.state.seals) == ["base:arkham/woods"]


def test_the_creeping_chaos_without_the_dunwich_box_and_with_the_great_seal():
    """In a base+Kingsport game the elder sign is taken by the shared card step (the Dunwich
    box's rules need not be there), and a token The Great Seal keeps is not one it can take."""
    probe = game(KADATH)
    g = two(KADATH)
    assert "dunwich" not in g.settings["packs"]
    g.state.seals["base:arkham/woods"] = "elder_sign"
    g.state.seals["base:arkham/graveyard"] = "elder_sign"
    g.state.counters["fixed_seal:base:arkham/graveyard"] = 1  # under The Great Seal
    g = start(g, "gate_23", *dice(probe, "luck", -1, False))
    assert finished(g) and sorted(g.state.seals) == ["base:arkham/graveyard"]  # the one it could take
    assert [e[2] for e in g.state.log if e[1] == "The elder sign at Woods is removed from the board"] == ["gate card"]
    g = two(KADATH)
    g.state.seals["base:arkham/graveyard"] = "elder_sign"
    g.state.counters["fixed_seal:base:arkham/graveyard"] = 1
    g = start(g, "gate_23", *dice(probe, "luck", -1, False))
    assert finished(g) and list(g.state.seals) == ["base:arkham/graveyard"]
    assert any(e[1] == "No elder sign that can be removed lies on the board" for e in g.state.log)


@hand(("gate_23", "base:world/rlyeh"))
def test_too_slow_a_mythos_card_is_resolved_at_once():
    probe = game("base:world/rlyeh")
    g = game("base:world/rlyeh")
    deck = g.state.decks["mythos"]
    card = "kingsport:hellene_sighted"  # two monsters in the Harborside streets
    deck.remove(card)
    deck.insert(0, card)
    g = start(g, "gate_23", *dice(probe, "speed", -1, False))
    while not finished(g):
        g.apply(g.choice.options[0].id)
    on_board = [m for m, p in g.state.monsters.items() if p == "kingsport:kingsport/harborside_streets"]
    assert len(on_board) == 2 and deck[-1] == card
    assert "base:arkham/hibbs_roadhouse" in g.state.gates


# ------------------------------------------------------------ coverage
def test_every_kingsport_gate_entry_has_a_test():
    generated = {tuple(p.values) for p in GENERATED}
    missing = [
        (cid, e.at)
        for cid in ENCODED
        for e in CONTENT.gates[cid].entries
        if (cid, e.at) not in generated and (cid, e.at) not in HAND
    ]
    assert not missing, missing


# ------------------------------------------------------------ the later cards (gate_02 ... gate_20)
from arkham.state import ENCOUNTER  # noqa: E402
from arkham.testing import log_text, open_gate, quiet_game, rig_monsters  # noqa: E402

JOE, AMANDA = "base:joe_diamond", "base:amanda_sharpe"
CELAENO = "base:world/great_hall_of_celaeno"


def two(world: str | None = None):
    """Joe (in the world's first area through a gate at the Woods, or in Rivertown) and Amanda
    at the Unvisited Isle, both empty-handed."""
    from arkham.testing import empty_handed, put

    g = quiet_game([JOE, AMANDA], ancient_one="base:azathoth", packs=("base", "kingsport"))
    empty_handed(g, 0, clues=0)
    empty_handed(g, 1, clues=0)
    put(g, 1, "base:arkham/unvisited_isle")
    if world:
        open_gate(g, "base:arkham/woods", world)
        g.state.investigators[0].where, g.state.investigators[0].stage = world, 1
    else:
        put(g, 0, "base:arkham/rivertown_streets")
    return g


def fight_it_out(g) -> None:
    """Fight whatever faces him, accepting every check (the dice are rigged)."""
    while not finished(g):
        kind = g.choice.kind
        if kind == "face":
            answer(g, "fight")
        elif kind == "check":
            answer(g, "accept")
        else:
            g.apply(g.choice.options[0].id)


@hand(("gate_02", KADATH))
def test_devoured_at_the_castle_the_ancient_one_awakens():
    """Unknown Kadath: 1 Sanity and 1 Stamina lost; devoured by that loss (both at 0: DH/KH
    rule change), the Ancient One awakens at once (card text)."""
    g = encounter(KADATH, "gate_02")
    assert finished(g) and (inv(g).sanity, inv(g).stamina) == (S.START["sanity"] - 1, S.START["stamina"] - 1)
    assert not g.state.awakened
    g = game(KADATH)
    inv(g).sanity = inv(g).stamina = 1
    start(g, "gate_02")
    assert inv(g).id != S.INVESTIGATOR and not g.state.awakened  # devoured: his replacement joins first
    while not g.state.awakened and g.choice is not None and g.choice.kind == "slider":
        g.apply(g.choice.options[0].id)
    assert g.state.awakened and "devoured at the Castle of the Great Ones" in log_text(g)


@hand(("gate_02", "base:world/rlyeh"))
def test_flight_from_rlyeh_costs_a_spell_and_a_weapon_or_three_stamina():
    g = encounter("base:world/rlyeh", "gate_02")  # neither Spell nor Weapon: only the loss
    assert labels(g) == ["Lose 3 Stamina"]
    answer(g, "Lose 3")
    assert finished(g) and inv(g).stamina == S.START["stamina"] - 3
    g = game("base:world/rlyeh")
    spell = give(g, 0, "base:wither")
    knife = give(g, 0, "base:knife")
    start(g, "gate_02")
    assert labels(g) == ["Discard a Spell and a Weapon", "Lose 3 Stamina"]
    answer(g, "Discard")
    while not finished(g):
        g.apply(g.choice.options[0].id)
    assert spell not in inv(g).cards and knife not in inv(g).cards and inv(g).stamina == S.START["stamina"]


@hand(("gate_07", "base:world/abyss"))
def test_the_abyss_monster_sends_you_home_only_when_defeated():
    g = game("base:world/abyss")
    rig_monsters(g, "base:zombie")
    on_top(g, "kingsport:gate_07")
    rig(g, *[6] * 12)
    run_step(g, "otherworld.inv", who=0)
    fight_it_out(g)
    assert inv(g).where == "base:arkham/woods" and inv(g).explored and inv(g).monster_trophies
    g = game("base:world/abyss")  # evaded: he stays in the Abyss
    rig_monsters(g, "base:zombie")
    on_top(g, "kingsport:gate_07")
    rig(g, *[6] * 12)
    run_step(g, "otherworld.inv", who=0)
    answer(g, "evade")
    accept_checks(g)
    assert (
        finished(g)
        and inv(g).where == "base:world/abyss"
        and not any(p == ENCOUNTER for p in g.state.monsters.values())
    )


@hand(("gate_08", "other"))
def test_the_pillar_of_darkness_brings_the_lost_to_the_street_nearest_you():
    world = world_for(CONTENT.gates["kingsport:gate_08"], "other")
    g = two(world)
    amanda = g.state.investigators[1]
    from arkham.rules.classic.status import send_lost

    send_lost(g, amanda, "a test")
    on_top(g, "kingsport:gate_08")
    run_step(g, "otherworld.inv", who=0)
    assert finished(g)
    assert g.state.investigators[0].where == "base:arkham/woods" and g.state.investigators[0].stage == 0
    assert amanda.where == "base:arkham/uptown_streets" and not amanda.delayed and amanda.lose_turn != g.state.turn + 1
    g = two(world)  # nobody lost: he stays
    on_top(g, "kingsport:gate_08")
    run_step(g, "otherworld.inv", who=0)
    assert finished(g) and g.state.investigators[0].where == world


@hand(("gate_09", UNDERWORLD))
def test_the_winds_below_push_every_slider_left():
    probe = game(UNDERWORLD)
    g = encounter(UNDERWORLD, "gate_09", *dice(probe, "will", -2, False))
    assert finished(g) and inv(g).sliders == [0, 0, 0]
    g = encounter(UNDERWORLD, "gate_09", *dice(probe, "will", -2, True))
    assert finished(g) and inv(g).sliders == [2, 1, 2]


@hand(("gate_09", DREAMLANDS))
def test_the_zoog_sages_sell_five_clues_for_a_curse():
    g = encounter(DREAMLANDS, "gate_09")
    answer(g, "Yes")
    assert finished(g) and C.has_card(g, inv(g), "base:curse") and inv(g).clues == S.START["clues"] + 5
    g = encounter(DREAMLANDS, "gate_09")
    answer(g, "No")
    assert finished(g) and not C.has_card(g, inv(g), "base:curse") and inv(g).clues == S.START["clues"]
    g = game(DREAMLANDS)  # already Cursed: nothing offered
    C.gain_special(g, inv(g), "base:curse")
    start(g, "gate_09")
    assert finished(g) and inv(g).clues == S.START["clues"]


@hand(("gate_09", "other"))
def test_where_minds_converge_clue_tokens_pass_between_worlds():
    world = world_for(CONTENT.gates["kingsport:gate_09"], "other")
    g = two(world)
    joe, amanda = g.state.investigators
    joe.clues, amanda.clues = 2, 3
    on_top(g, "kingsport:gate_09")
    run_step(g, "otherworld.inv", who=0)
    assert g.choice.kind == "clue_trade"
    answer(g, "Give 1 Clue token to Amanda")
    assert (joe.clues, amanda.clues) == (1, 4)
    answer(g, "Ask Amanda")
    assert g.choice.kind == "clue_gift" and g.choice.who == 1
    answer(g, "Hand over")
    answer(g, "Ask Amanda")
    answer(g, "Keep it")  # refused: not asked again
    assert not any(x.startswith("Ask") for x in labels(g))
    answer(g, "Stop")
    assert finished(g) and (joe.clues, amanda.clues) == (2, 3)


@covers("kingsport:white_feather")
@hand(("gate_12", "other"))
def test_the_white_feather_spares_any_investigator_three_of_a_loss():
    world = world_for(CONTENT.gates["kingsport:gate_12"], "other")
    g = two(world)
    joe, amanda = g.state.investigators
    on_top(g, "kingsport:gate_12")
    run_step(g, "otherworld.inv", who=0)
    assert finished(g) and C.has_card(g, joe, "kingsport:white_feather")
    stamina = amanda.stamina
    C.push_loss(g, amanda, stamina=4, why="a test")
    g.run()
    assert g.choice.kind == "loss" and any("White Feather of Joe" in x for x in labels(g))
    answer(g, "White Feather")
    assert finished(g) and amanda.stamina == stamina - 1 and not C.has_card(g, joe, "kingsport:white_feather")
    assert g.state.decks["kingsport:white_feather"] == ["kingsport:white_feather#1"]  # back, to be found again


@hand(("gate_16", CELAENO))
def test_books_open_the_way_home_and_close_the_gate_behind():
    g = game(CELAENO)
    give(g, 0, "base:ancient_tome")
    give(g, 0, "base:necronomicon")
    inv(g).clues = 6
    start(g, "gate_16", 1, 6)
    assert g.choice.kind == "seal"
    answer(g, "Seal it")
    assert finished(g) and inv(g).where == "base:arkham/woods" and "base:arkham/woods" not in g.state.gates
    assert g.state.seals.get("base:arkham/woods") == "clues" and len(inv(g).gate_trophies) == 1
    g = game(CELAENO)
    give(g, 0, "base:ancient_tome")
    start(g, "gate_16", 1)  # no success: nothing
    assert finished(g) and inv(g).where == CELAENO and "base:arkham/woods" in g.state.gates
    g = encounter(CELAENO, "gate_16")  # no Tome: nothing
    assert finished(g) and inv(g).where == CELAENO


@hand(("gate_16", "other"))
def test_the_object_in_the_web_costs_the_others():
    world = world_for(CONTENT.gates["kingsport:gate_16"], "other")
    g = two(world)
    joe, amanda = g.state.investigators
    before = (joe.sanity, joe.stamina, amanda.sanity, amanda.stamina)
    on_top(g, "kingsport:gate_16")
    run_step(g, "otherworld.inv", who=0)
    answer(g, "yes")
    assert finished(g) and len(joe.cards) == 1 and C.card_def(g, joe.cards[0]).deck == "unique"
    assert (joe.sanity, joe.stamina, amanda.sanity, amanda.stamina) == (
        before[0],
        before[1],
        before[2] - 1,
        before[3] - 1,
    )


@covers("kingsport:celaeno_bargain")
@hand(("gate_20", CELAENO))
def test_the_celaeno_bargain_pays_spell_costs_with_clue_tokens():
    from arkham.rules.classic.abilities import pay_spell_cost

    g = encounter(CELAENO, "gate_20")
    assert finished(g)
    bargain = C.has_card(g, inv(g), "kingsport:celaeno_bargain")
    assert bargain
    sanity = inv(g).sanity
    pay_spell_cost(g, inv(g), "base:wither", 2, "a test")  # 2 points: 2 tokens on the card
    assert inv(g).sanity == sanity and g.state.counters[f"tokens:{bargain}"] == 2
    pay_spell_cost(g, inv(g), "base:wither", 2, "a test")  # the third token discards it; the rest is Sanity
    assert inv(g).sanity == sanity - 1 and bargain not in inv(g).cards


@hand(("gate_20", "other"))
def test_the_spear_of_light_returns_you_and_claims_the_monsters_there():
    world = world_for(CONTENT.gates["kingsport:gate_20"], "other")
    probe = game(world)
    g = game(world)
    from arkham.testing import put_monster

    ghoul = put_monster(g, "base:ghoul", "base:arkham/woods")
    g = start(g, "gate_20", *dice(probe, "luck", -1, True))
    assert finished(g) and inv(g).where == "base:arkham/woods" and ghoul in inv(g).monster_trophies
    g = encounter(world, "gate_20", *dice(probe, "luck", -1, False))
    assert finished(g) and inv(g).where == world


def test_the_bot_shares_clue_tokens_with_the_poorer_and_gives_when_richer():
    """The bots answer the Clue trading of gate_09 (choice kinds clue_trade, clue_gift)."""
    from arkham.bots import HeuristicBot

    world = world_for(CONTENT.gates["kingsport:gate_09"], "other")
    g = two(world)
    joe, amanda = g.state.investigators
    joe.clues, amanda.clues = 4, 0
    on_top(g, "kingsport:gate_09")
    run_step(g, "otherworld.inv", who=0)
    assert HeuristicBot(1).choose(g) == "give:1"
    joe.clues, amanda.clues = 1, 1
    g.apply("give:1")  # Joe 0, Amanda 2: nothing more to give, asking is not the bot's way
    assert HeuristicBot(1).choose(g) == "done"
    g.apply("ask:1")
    assert g.choice.kind == "clue_gift" and HeuristicBot(1).choose(g) == "yes"  # Amanda 2 > Joe 0
    joe.clues = 5
    assert HeuristicBot(1).choose(g) == "no"


@hand(("gate_09", UNDERWORLD))
def test_the_winds_below_leave_lily_chens_yin_and_yang_slider():
    """Lily Chen's fourth slider is her maximum Sanity and Stamina, not a skill: the card's
    "every skill slider" leaves it, and her Sanity stays within its maximum (a soak found
    her at 7 Sanity of a maximum of 4 when it moved)."""
    from arkham.invariants import check

    g = two(UNDERWORLD)
    lily = g.state.investigators[0]
    lily.id = "kingsport:lily_chen"
    lily.sliders = [2, 1, 2]
    C.set_health_slider(g, lily, 3, start=True)  # Sanity 7 of 7, Stamina 4 of 4
    assert (lily.sanity, C.max_sanity(g, lily)) == (7, 7)
    on_top(g, "kingsport:gate_09")
    rig(g, *dice(g, "will", -2, False))
    run_step(g, "otherworld.inv", who=0)
    accept_checks(g)
    assert finished(g) and lily.sliders == [0, 0, 0, 3]
    assert (lily.sanity, C.max_sanity(g, lily), lily.stamina, C.max_stamina(g, lily)) == (7, 7, 4, 4)
    check(g)
