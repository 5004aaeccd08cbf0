"""Haunt of the Watchers, second round of fixes: money passes in any amount (HotW §Assets,
Inventory, And Attributes), a fast monster collects the clues of a location it passes
(HotW §Monster Movement, "at any time ... immediately"), and a monster's Increase Terror
activity cites its own section (HotW §City Phase VI Monster Activities)."""

import pytest

from arkham.rules.haunt import goals
from arkham.rules.haunt.data import mclues
from arkham.testing import answer, labels, run_step
from helpers.haunt_scenes import at, haunt_game, log, monster, mythos, rules_cited


# ---------------------------------------------------- money is an asset
def test_money_passes_in_any_amount_between_phases():
    """HotW §Assets: money is an asset; investigators in the same city location pass it
    at any time, so any sum, not only all of it: $3 of $7 here."""
    g = haunt_game()
    a = at(g, 0, "woods")
    b = at(g, 1, "woods")
    a.money = 7
    run_step(g, "haunt.day", who=-1, phase=True, st="free")
    answer(g, "Amanda Sharpe hands")
    assert {"Give $1 to Bob Jenkins", "Give $5 to Bob Jenkins", "Give $7 (all money) to Bob Jenkins"} <= set(labels(g))
    for _ in range(3):
        answer(g, "Give $1 to Bob")
    answer(g, "Done")
    assert (a.money, b.money) == (4, 3)
    assert log(g).count("Amanda Sharpe gives $1 to Bob Jenkins") == 3
    assert "HotW §Assets, Inventory, And Attributes" in rules_cited(g)


def test_money_passes_in_any_amount_during_the_move():
    g = haunt_game()
    a = at(g, 0, "rivertown_streets")
    b = at(g, 1, "rivertown_streets")
    a.money = 8
    run_step(g, "haunt.city", who=0, phase=True)
    answer(g, "Speed 1 / Sneak 4")
    answer(g, "Give $5 to Bob")
    assert (a.money, b.money) == (3, 5)
    assert "Give $3 (all money) to Bob Jenkins" in labels(g) and "Give $5 to Bob Jenkins" not in labels(g)


def test_a_sum_he_does_not_have_is_refused_and_changes_nothing():
    from arkham.rules.haunt.transfers import do_asset

    g = haunt_game()
    a = at(g, 0, "woods")
    b = at(g, 1, "woods")
    a.money = 2
    with pytest.raises(ValueError, match=r"cannot give \$5: Amanda Sharpe has \$2"):
        do_asset(g, a, "money:5:1")
    with pytest.raises(ValueError, match="cannot give"):
        do_asset(g, a, "money:1")  # no sum named
    assert (a.money, b.money) == (2, 0)


# ------------------------------------------- fast monsters collect as they pass
def test_a_fast_monster_collects_the_clues_of_a_location_it_passes():
    """HotW §Monster Movement: a monster in a location with uncollected clues collects them
    at any time, immediately. On the Kingsport Head the Causeway lies between the Harborside
    streets and the Wireless Station: a Shoggoth (fast, red border) hunting Amanda at the
    Strange High House passes it in the first of its two steps and takes its clue."""
    g = haunt_game(packs=("base", "kingsport"))
    for seat in (0, 1):
        at(g, seat, "kingsport:kingsport/strange_high_house")
    causeway = "kingsport:kingsport/the_causeway"
    g.state.clues_on[causeway] = 1
    m = monster(g, "shoggoth", "kingsport:kingsport/harborside_streets")
    assert goals.goal(g, m)[0] == "hunt"  # its symbol is on no Mythos card
    goals.move_all(g)
    assert g.state.monsters[m] == "kingsport:kingsport/wireless_station"  # two steps
    assert mclues(g, m) == 1 and causeway not in g.state.clues_on
    lines = log(g).splitlines()
    assert (
        lines.index("Shoggoth moves to The Causeway")
        < lines.index("1 clue at The Causeway is collected by the monsters there")
        < lines.index("Shoggoth moves to Wireless Station")
    )


def test_a_fast_monster_seeking_clues_stops_where_it_finds_them():
    """The clues were its goal: it enters that location and stops (HotW §Monster Movement)."""
    g = haunt_game(packs=("base", "kingsport"))
    mythos(g, "feds_raid_arkham")  # the crescent shown
    for seat in (0, 1):
        at(g, seat, "train_station")
    g.state.clues_on["kingsport:kingsport/the_causeway"] = 2
    m = monster(g, "tcho_tcho_priest", "kingsport:kingsport/harborside_streets")
    assert goals.goal(g, m)[0] == "clues"
    goals.move_all(g)
    assert g.state.monsters[m] == "kingsport:kingsport/the_causeway" and mclues(g, m) == 2


# --------------------------------------------------- the rule behind Terror
def test_a_monsters_terror_activity_cites_the_monster_activities_section():
    """HotW §City Phase VI Monster Activities, Increase Terror: a Witch with three clues at
    the Graveyard, where a Mythos card shows the circle on a black field, discards them and
    the Terror level rises three times; each rise names that section, not §End Of Game."""
    from arkham.rules.haunt.monster_acts import push_monster_activities

    g = haunt_game()
    mythos(g, "sheldon_gang_turns_to_police_for_aid", "solar_eclipse")  # grey and black circle
    w = monster(g, "witch", "graveyard", clues=3)
    g.state.stack = [g.state.stack[0]]
    push_monster_activities(g)
    g.run()
    assert g.state.terror == 3 and mclues(g, w) == 0
    rises = [e for e in g.state.log if e[1].startswith("Terror rises")]
    assert len(rises) == 3
    assert all(e[2] == "HotW §City Phase VI Monster Activities" for e in rises)
