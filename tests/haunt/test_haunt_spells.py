"""Casting spells (HotW §Casting Spells) outside encounters: the check first, the
Sanity cost only on a failure, a retry while the spell is not exhausted."""

from arkham.testing import answer, finished, give, labels, rig, run_step
from helpers.haunt_scenes import at, haunt_game, log, rules_cited, skills


def test_heal_fails_pays_its_cost_stays_ready_then_succeeds_with_no_cost():
    g = haunt_game()
    inv = at(g, 0, "woods")
    skills(g, 0)  # no Lore: Heal (+1) rolls 1 die
    heal = give(g, 0, "base:heal")
    inv.stamina = 2
    run_step(g, "haunt.upkeep_effects", who=0)
    rig(g, 1)
    answer(g, "Cast and exhaust")
    assert inv.sanity == 4 and heal not in inv.exhausted  # the cost, and still ready
    assert "stays ready" in log(g) and "HotW §Casting Spells" in rules_cited(g)
    rig(g, 6)
    answer(g, "Cast and exhaust")
    while not finished(g) and g.choice.kind == "target":
        answer(g, "Amanda")
    assert heal in inv.exhausted and inv.sanity == 4 and inv.stamina == 3
    assert not any("Cast and exhaust" in lb for lb in labels(g))


def test_mists_of_releh_replaces_the_evade_check_and_its_extra_successes_steal_clues():
    from arkham.rules.haunt.data import mclues
    from helpers.haunt_scenes import AREA, monster

    g = haunt_game()
    inv = at(g, 0, "graveyard")
    skills(g, 0, speed=0, fight=3, lore=3)  # Lore 4
    mists = give(g, 0, "base:mists_of_releh")
    z = monster(g, "zombie", "graveyard", clues=2)  # Awareness +1: the cast rolls 5 dice
    run_step(g, "haunt.fight", who=-1, phase=True, area=AREA["graveyard"], seat=None, monster=None, st="round")
    assert labels(g)[0] == "Make the Evade check"
    rig(g, 5, 6, 5, 1, 1)  # 3 successes against 1: two clues stolen
    answer(g, "Mists of Releh")
    if g.choice.kind == "check":
        answer(g, "Keep")
    assert mists in inv.exhausted and inv.clues == 2 and mclues(g, z) == 0
    assert labels(g) == ["Fight: the engaging investigator attacks first", "Escape: the encounter ends"]


def test_the_red_sign_lowers_the_engaged_monsters_toughness_for_the_engagement():
    from helpers.haunt_scenes import AREA, monster

    g = haunt_game()
    inv = at(g, 0, "graveyard")
    skills(g, 0, speed=0, fight=3, lore=3)
    sign = give(g, 0, "base:red_sign_of_shudde_mell")
    monster(g, "gug", "graveyard")  # Toughness 3, Overwhelming
    rig(g, 5, 1)  # initiative won (Sneak 4 - 2)
    run_step(g, "haunt.fight", who=-1, phase=True, area=AREA["graveyard"], seat=None, monster=None, st="round")
    answer(g, "Fight")
    while g.choice.kind == "check":  # the Horror check (Will 1 - 1: no dice)
        answer(g, "Keep")
    rig(g, 5, 1, 1)  # Lore 4 - 1 = 3 dice
    answer(g, "Red Sign")
    while g.choice.kind == "ignore":
        answer(g, "Overwhelming")
    assert sign in inv.exhausted
    assert labels(g)[0].endswith("against Toughness 2")
