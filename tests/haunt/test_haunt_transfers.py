"""Assets, inventory and attributes (HotW §Assets, Inventory, And Attributes)."""

from arkham.testing import answer, give, labels, run_step
from helpers.haunt_scenes import at, haunt_game, log, monster, rules_cited


def test_inventory_passes_during_the_move_at_most_focus_times():
    g = haunt_game()  # Amanda: Focus 3
    a = at(g, 0, "rivertown_streets")
    b = at(g, 1, "rivertown_streets")
    cards = [give(g, 0, c) for c in ("base:tommy_gun", "base:food", "base:lantern", "base:whiskey")]
    skill = give(g, 0, "base:fight")  # a Skill card: an attribute
    run_step(g, "haunt.city", who=0, phase=True)
    answer(g, "Speed 1 / Sneak 4")
    assert not any("Fight" in lb for lb in labels(g) if lb.startswith("Hand"))
    for name in ("Tommy Gun", "Food", "Lantern"):
        answer(g, f"Hand {name} to Bob Jenkins")
    assert [c for c in b.cards] == cards[:3]
    assert not any(lb.startswith(("Hand", "Take")) for lb in labels(g))  # three transfers used
    assert skill in a.cards and "HotW §Assets, Inventory, And Attributes" in rules_cited(g)


def test_taking_from_another_investigator_counts_too():
    g = haunt_game()
    at(g, 0, "rivertown_streets")
    b = at(g, 1, "rivertown_streets")
    food = give(g, 1, "base:food")
    run_step(g, "haunt.city", who=0, phase=True)
    answer(g, "Speed 1 / Sneak 4")
    answer(g, "Take Food from Bob Jenkins")
    assert food in g.state.investigators[0].cards and food not in b.cards
    assert "Hand Food to Bob Jenkins (2 transfers left)" in labels(g)


def test_assets_pass_between_phases_only_in_the_same_city_location():
    g = haunt_game()
    a = at(g, 0, "woods")
    b = at(g, 1, "woods")
    a.clues, a.money = 2, 7
    t = monster(g, "zombie", "cup_trophy")
    g.state.monsters[t] = "trophy:0"
    a.monster_trophies.append(t)
    run_step(g, "haunt.day", who=-1, phase=True, st="free")
    answer(g, "Amanda Sharpe hands clues")
    answer(g, "Give a clue to Bob")
    answer(g, "Give $7 (all money) to Bob")
    answer(g, "Give the Zombie trophy to Bob")
    answer(g, "Done")
    assert (a.clues, a.money, b.clues, b.money) == (1, 0, 1, 7)
    assert b.monster_trophies == [t] and g.state.monsters[t] == "trophy:1"
    b.where, b.stage = "base:world/yuggoth", 1  # not in the same city location any more
    run_step(g, "haunt.day", who=-1, phase=True, st="free")
    assert not any("hands clues" in lb for lb in labels(g))
    assert "gives a clue to Bob Jenkins" in log(g)


def test_assets_pass_even_during_an_encounter():
    from arkham.testing import rig
    from helpers.haunt_scenes import AREA, skills

    g = haunt_game()
    a = at(g, 0, "graveyard")
    b = at(g, 1, "graveyard")
    skills(g, 0, speed=0, fight=3)
    skills(g, 1, speed=0, fight=3)
    a.clues = 1
    monster(g, "zombie", "graveyard")
    rig(g, 5, 1, 1, 1, 1)  # initiative won by Amanda's roll
    run_step(g, "haunt.fight", who=-1, phase=True, area=AREA["graveyard"], seat=None, monster=None, st="round")
    answer(g, "Amanda Sharpe")  # who rolls the initiative
    answer(g, "Amanda Sharpe: Give a clue to Bob Jenkins")
    assert (a.clues, b.clues) == (0, 1) and g.choice.kind == "escape"
