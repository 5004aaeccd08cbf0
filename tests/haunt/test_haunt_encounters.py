"""Monster encounters (HotW §Encounters, Monster Encounters): initiative, engagement,
attacks, continuing combat; Other World monsters met alone; removal from play."""

from arkham.rules.classic import core as C
from arkham.rules.haunt.data import hd, mclues
from arkham.state import CUP, ENCOUNTER
from arkham.testing import answer, finished, give, labels, rig, run_step
from helpers.haunt_scenes import AREA, at, haunt_game, log, monster, rules_cited, skills

HERE = "graveyard"


def amanda(g, sneak4=True):
    """Amanda at the Graveyard with Sneak 4 (Speed 1), Fight 4 (Will 1) allocated."""
    inv = at(g, 0, HERE)
    skills(g, 0, speed=0 if sneak4 else None, fight=3)
    return inv


def encounter(g):
    run_step(g, "haunt.fight", who=-1, phase=True, area=AREA[HERE], seat=None, monster=None, st="round")


def test_initiative_won_lets_the_investigators_escape():
    g = haunt_game()
    inv = amanda(g)
    z = monster(g, "zombie", HERE)  # Awareness +1: Sneak 4 + 1 = 5 dice
    rig(g, 5, 1, 1, 1, 1)
    encounter(g)
    assert labels(g) == ["Fight: the engaging investigator attacks first", "Escape: the encounter ends"]
    answer(g, "Escape")
    assert finished(g) and g.state.monsters[z] == AREA[HERE] and inv.stamina == 5
    assert "5 dice" in log(g) and "HotW §Monster Encounters, Initiative Segment" in rules_cited(g)


def test_ambush_raises_the_difficulty_and_the_monster_then_strikes_first():
    g = haunt_game()
    inv = amanda(g)
    gh = monster(g, "ghoul", HERE)  # Awareness -3, Ambush: 1 die against 2
    # evade [6] fails; Horror (Will 1) [5] passes; the Ghoul's attack: Fight 4-1 [1,1,1] fails;
    # Amanda's Combat check [5,1,1] passes against Toughness 1: driven off
    rig(g, 6, 5, 1, 1, 1)
    encounter(g)
    assert not g.state.rig
    assert "[2] check for the initiative" in log(g)
    assert g.choice.kind == "combat" and inv.stamina == 4
    rig(g, 5, 1, 1)
    answer(g, "Attack")
    assert finished(g) and g.state.monsters[gh] == CUP
    assert "The monsters win the initiative" in log(g) and "drives Ghoul off" in log(g)


def test_extra_evade_successes_steal_clues_and_extra_combat_successes_take_a_trophy():
    g = haunt_game()
    inv = amanda(g)
    z = monster(g, "zombie", HERE, clues=2)
    rig(g, 5, 6, 5, 1, 1)  # 3 successes against 1: two clues stolen
    encounter(g)
    assert inv.clues == 2 and mclues(g, z) == 0
    answer(g, "Fight")
    if g.choice.kind == "check":  # the Horror check: 0 dice (Will 1, Horror -1)
        answer(g, "Keep")
    assert inv.sanity == 4
    rig(g, 5, 5, 1)  # Combat: Fight 4 - 1 = 3 dice, Toughness 1
    answer(g, "Attack")
    if g.choice.kind == "check":
        answer(g, "Keep")
    assert finished(g)
    assert z in inv.monster_trophies and g.state.monsters[z] == "trophy:0"


def test_endless_needs_two_extra_successes_for_a_trophy():
    g = haunt_game()
    amanda(g)
    g.state.terror = 6  # the Maniac turns Endless
    mn = monster(g, "maniac", HERE)
    rig(g, 5, 1, 1)  # initiative: Sneak 4 - 1
    encounter(g)
    answer(g, "Fight")
    rig(g, 5, 5)  # Fight 4 - 2 = 2 dice: one extra success only
    answer(g, "Attack")
    assert finished(g) and g.state.monsters[mn] == CUP
    assert not g.state.investigators[0].monster_trophies


def test_horror_failure_costs_sanity_and_overwhelming_strikes_on_a_passed_fight_check():
    g = haunt_game()
    inv = amanda(g)
    gug = monster(g, "gug", HERE)  # Awareness -2, Horror -1 (2), Fight -2 (4), Overwhelming 1
    rig(g, 1, 1, 5, 1)  # initiative lost; Horror 0 dice; Fight check [5,1] passes
    encounter(g)
    assert inv.sanity == 3 and inv.stamina == 4
    rig(g, 1, 1)  # the Combat check fails: no Stamina lost
    answer(g, "Attack")
    assert inv.stamina == 4 and "no Stamina is lost" in log(g)
    assert labels(g) == ["Repeat the attacks", "Start a new round"]
    answer(g, "new round")
    rig(g, 5, 1)
    answer(g, "Escape")
    assert finished(g) and g.state.monsters[gug] == AREA[HERE]


def test_weapons_count_in_the_combat_check_halved_by_resistance():
    g = haunt_game()
    amanda(g)
    give(g, 0, "base:tommy_gun")
    monster(g, "dark_young", HERE)  # Physical Resistance, Fight -1, Nightmarish 1
    rig(g, 5, 1, 5)  # initiative won; Horror (Will 1) passes
    encounter(g)
    answer(g, "Fight")
    assert g.state.investigators[0].sanity == 4  # Nightmarish on a passed Horror check
    answer(g, "Ready Tommy Gun (+3)")
    assert labels(g)[0] == "Attack: Combat check, 6 dice against Toughness 3"


def test_dynamite_is_kept_until_it_helps_pass_a_combat_check():
    g = haunt_game()
    inv = amanda(g)
    dyn = give(g, 0, "base:dynamite")
    z = monster(g, "zombie", HERE)
    rig(g, 5, 1, 1, 1, 1)
    encounter(g)
    answer(g, "Fight")  # Horror: 0 dice, 1 Sanity lost
    answer(g, "Ready Dynamite")
    rig(g, *([1] * 11), 5, 1, 1)  # 11 dice fail; the Zombie's attack is resisted
    answer(g, "Attack")
    assert dyn in inv.cards
    answer(g, "Repeat the attacks")
    rig(g, 5, *([1] * 10))
    answer(g, "Attack")
    assert dyn not in inv.cards and g.state.monsters[z] == CUP


def test_blessing_gives_a_second_chance_and_a_curse_needs_two_passes():
    g = haunt_game()
    inv = amanda(g)
    hd(g)["marks"]["0"] = ["blessing"]
    monster(g, "ghoul", HERE)  # Horror 0: Will 1 = 1 die; Sanity damage 1
    rig(g, 1, 1, 5)  # initiative lost; Horror fails then passes
    encounter(g)
    assert inv.sanity == 5 and "second chance" in log(g)
    g2 = haunt_game()
    inv2 = amanda(g2)
    hd(g2)["marks"]["0"] = ["curse"]
    monster(g2, "ghoul", HERE)
    rig(g2, 1, 5, 1)  # Horror passes then fails: a failure
    encounter(g2)
    assert inv2.sanity == 4


def test_spells_are_cast_first_paying_sanity_only_on_a_failure():
    g = haunt_game()
    inv = amanda(g)
    skills(g, 0, speed=0, fight=3, lore=3)  # Lore 4
    sh = give(g, 0, "base:shrivelling")
    monster(g, "zombie", HERE)
    rig(g, 5, 1, 1, 1, 1)
    encounter(g)
    answer(g, "Fight")
    rig(g, 1, 1, 1)  # Lore 4 - 1 = 3 dice: the cast fails
    answer(g, "Cast Shrivelling")
    assert inv.sanity == 3 and sh not in inv.exhausted
    rig(g, 6, 1, 1)
    answer(g, "Cast Shrivelling")
    assert sh in inv.exhausted and inv.sanity == 3
    assert labels(g)[0] == "Attack: Combat check, 9 dice against Toughness 1"


def test_other_world_monster_is_met_alone_and_returns_to_the_cup():
    g = haunt_game()
    inv = at(g, 0, "base:world/yuggoth")
    inv.stage = 1
    skills(g, 0, speed=0, fight=3)
    other = at(g, 1, "base:world/yuggoth")
    other.stage = 1
    z = monster(g, "zombie", ENCOUNTER)
    rig(g, 5, 1, 1, 1, 1)
    run_step(g, "haunt.face", who=0, monster=z)
    answer(g, "Escape")
    assert g.state.monsters[z] == CUP and "returns to the cup" in log(g)


def test_a_monster_a_location_card_brings_is_placed_and_does_not_attack():
    g = haunt_game()
    inv = amanda(g)
    z = monster(g, "zombie", ENCOUNTER)
    run_step(g, "haunt.face", who=0, monster=z)
    assert finished(g) and g.state.monsters[z] == AREA[HERE] and inv.stamina == 5


def test_losing_the_last_stamina_removes_the_investigator_with_a_record():
    g = haunt_game()
    inv = amanda(g)
    inv.stamina = 1
    inv.clues = 3
    give(g, 0, "base:tommy_gun")
    monster(g, "zombie", HERE)
    rig(g, 1, 1, 1, 1, 1, 1, 1, 1)  # initiative lost; the Zombie's attack hits
    encounter(g)
    while g.choice.kind == "check":
        answer(g, "Keep")  # no Clue spent
    assert inv.eliminated and inv.where == C.BOX and inv.cards == [] and inv.clues == 0
    rec = hd(g)["records"][0]
    assert rec["clues"] == 3 and rec["value"] == g.content.cards["base:tommy_gun"].price
    assert "removed from play" in log(g)


def test_the_bloated_woman_fails_the_horror_and_first_combat_check_on_a_failed_will_check():
    g = haunt_game()  # Nyarlathotep: the Mask monsters are in the cup
    inv = amanda(g)
    bw = monster(g, "the_bloated_woman", HERE)  # Awareness -1; Will (-2) first; Sanity 2
    rig(g, 5, 1, 1)  # initiative won (Sneak 4 - 1 = 3 dice)
    encounter(g)
    answer(g, "Fight")  # Will 1 - 2: no dice, the check fails
    assert inv.sanity == 3 and "overwhelms" in log(g)
    rig(g, 1, 1)  # her attack: Fight 4 - 2 = 2 dice, both fail
    answer(g, "Attack")  # fails without a roll
    assert "attack fails (the Bloated Woman)" in log(g) and inv.stamina == 3
    assert g.state.monsters[bw] == AREA[HERE]


def test_the_flute_defeats_every_monster_of_the_encounter_with_their_clues():
    """Card text (Flute of the Outer Gods) in a Haunt encounter: every monster there is
    defeated at once; each one's clues go to the investigator as in the Attack Segment,
    the others become trophies, an Endless one returns to the cup (ruling in docs/haunt.md)."""
    g = haunt_game()
    inv = amanda(g)
    inv.sanity = inv.stamina = 5
    give(g, 0, "base:flute_of_the_outer_gods")
    z = monster(g, "zombie", HERE, clues=2)
    gh = monster(g, "ghoul", HERE)
    rig(g, 5, 1, 1, 1, 1)  # the initiative is won
    encounter(g)
    for _ in range(6):  # fight, engage the Zombie, get past the Horror check
        if any(lbl.startswith("Flute of the Outer Gods") for lbl in labels(g)):
            break
        answer(
            g,
            "Fight"
            if "Fight: the engaging investigator attacks first" in labels(g)
            else "engages Zombie"
            if any("engages Zombie" in lbl for lbl in labels(g))
            else "Keep",
        )
    assert any(lbl.startswith("Flute of the Outer Gods") for lbl in labels(g)), labels(g)
    clues = inv.clues
    inv.sanity = inv.stamina = 5  # enough to pay the Flute's price and stay in play
    answer(g, "Flute of the Outer Gods")
    assert finished(g)
    assert z in inv.monster_trophies and gh in inv.monster_trophies
    assert inv.clues == clues + 2 and mclues(g, z) == 0
