"""Monster goals and movement (HotW §City Phase III Monster Movement)."""

from arkham.rules.classic.movement import distances
from arkham.rules.haunt import goals
from arkham.rules.haunt.data import mclues
from arkham.state import SKY
from arkham.testing import rig
from helpers.haunt_scenes import AREA, at, haunt_game, log, monster, mythos, rules_cited


def where(g, m):
    return g.state.monsters[m]


def test_hunting_monster_steps_toward_the_nearest_investigator():
    # symbol on no card: destroy the nearest investigator
    g = haunt_game()
    at(g, 0, "woods")
    at(g, 1, "train_station")
    m = monster(g, "zombie", "french_hill_streets")
    before = distances(g, AREA["french_hill_streets"])[AREA["woods"]]
    goals.move_all(g)
    assert distances(g, where(g, m))[AREA["woods"]] == before - 1
    assert "HotW §Monster Movement" in rules_cited(g)


def test_white_arrow_breaks_a_tie_before_the_black():
    g = haunt_game()
    at(g, 0, "southside_streets")  # the white arrow from French Hill
    at(g, 1, "rivertown_streets")  # the black arrow
    m = monster(g, "zombie", "french_hill_streets")
    goals.move_all(g)
    assert where(g, m) == AREA["southside_streets"]


def test_first_investigator_when_no_arrow_approaches():
    g = haunt_game()
    a = at(g, 0, "science_building")
    at(g, 1, "base:arkham/library")
    m = monster(g, "zombie", "miskatonic_u_streets")  # arrows: Merchant District, Uptown
    goals.move_all(g)
    assert where(g, m) == AREA["science_building"]  # Amanda: Sanity 5 against Bob's 4
    m2 = monster(g, "zombie", "miskatonic_u_streets")
    a.sanity = 3
    goals.move_all(g)
    assert where(g, m2) == "base:arkham/library"


def test_no_investigator_in_the_city_no_move():
    g = haunt_game()
    for inv in g.state.investigators:
        inv.where, inv.stage = "base:world/yuggoth", 1
    m = monster(g, "zombie", "french_hill_streets")
    goals.move_all(g)
    assert where(g, m) == AREA["french_hill_streets"]


def test_monster_with_clues_heads_for_its_nearest_associated_mythos_location():
    # the rules' example: a Cultist with a clue in the French Hill streets; Black Cave is
    # nearer than the Woods, the white arrow does not approach it, the black one does
    g = haunt_game()
    mythos(g, "slum_murders_continue", "feds_raid_arkham")  # crescent at the Woods and the Black Cave
    at(g, 0, "train_station")
    m = monster(g, "cultist", "french_hill_streets", clues=1)
    assert goals.goal(g, m) == ("act", [AREA["woods"], AREA["black_cave"]])
    goals.move_all(g)
    assert where(g, m) == AREA["rivertown_streets"]


def test_monster_without_clues_collects_them_at_once():
    g = haunt_game()
    mythos(g, "feds_raid_arkham")  # crescent shown
    at(g, 0, "train_station")
    g.state.clues_on[AREA["graveyard"]] = 2
    m = monster(g, "cultist", "rivertown_streets")
    assert goals.goal(g, m)[0] == "clues"
    goals.move_all(g)
    assert where(g, m) == AREA["graveyard"] and mclues(g, m) == 2 and AREA["graveyard"] not in g.state.clues_on


def test_clues_collected_go_to_the_fewest_then_lowest_awareness():
    from arkham.rules.haunt.status import collect_clues

    g = haunt_game()
    z = monster(g, "zombie", "graveyard")  # awareness +1
    c = monster(g, "cultist", "graveyard")  # awareness -3
    g.state.clues_on[AREA["graveyard"]] = 3
    collect_clues(g)
    assert (mclues(g, c), mclues(g, z)) == (2, 1)


def test_monsters_with_investigators_never_move():
    g = haunt_game()
    at(g, 0, "french_hill_streets")
    at(g, 1, "woods")
    m = monster(g, "zombie", "french_hill_streets")
    goals.move_all(g)
    assert where(g, m) == AREA["french_hill_streets"]


def test_fast_monsters_move_two_but_stop_at_the_goal():
    g = haunt_game()
    at(g, 0, "southside_streets")
    at(g, 1, "southside_streets")
    far = monster(g, "shoggoth", "rivertown_streets")  # two away via French Hill
    goals.move_all(g)
    assert where(g, far) == AREA["southside_streets"]
    g2 = haunt_game()
    at(g2, 0, "southside_streets")
    at(g2, 1, "southside_streets")
    near = monster(g2, "shoggoth", "french_hill_streets")
    goals.move_all(g2)
    assert where(g2, near) == AREA["southside_streets"]
    assert log(g2).count("Shoggoth moves") == 1


def test_fliers_go_up_to_the_sky_then_down_on_their_goal():
    g = haunt_game()
    at(g, 0, "woods")
    at(g, 1, "train_station")
    b = monster(g, "byakhee", "uptown_streets")  # adjacent to the Woods, still two moves
    goals.move_all(g)
    assert where(g, b) == SKY
    g.state.investigators[1].sanity = 1
    goals.move_all(g)
    assert where(g, b) == AREA["woods"]  # Amanda is the First Investigator


def test_yellow_monster_teleports_by_discarding_a_clue_but_never_its_last():
    g = haunt_game()
    mythos(g, "blackest_night")  # circle on black at the Black Cave
    at(g, 0, "train_station")
    w = monster(g, "warlock", "woods", clues=2)
    goals.move_all(g)
    assert where(g, w) == AREA["black_cave"] and mclues(g, w) == 1
    w2 = monster(g, "warlock", "woods", clues=1)
    goals.move_all(g)
    assert where(g, w2) == AREA["uptown_streets"] and mclues(g, w2) == 1


def test_green_chthonian_shakes_the_city_instead_of_moving():
    g = haunt_game()
    a = at(g, 0, "woods")
    b = at(g, 1, "base:world/yuggoth")
    b.stage = 1
    ch = monster(g, "chthonian", "french_hill_streets")
    rig(g, 4)
    goals.move_all(g)
    g.run()
    assert where(g, ch) == AREA["french_hill_streets"]
    assert a.stamina == 4 and b.stamina == 6


def test_other_world_and_outskirts_monsters_never_move():
    g = haunt_game()
    at(g, 0, "woods")
    m = monster(g, "zombie", "outskirts")
    y = monster(g, "mi_go", "base:world/yuggoth")
    goals.move_all(g)
    assert where(g, m) == "outskirts" and where(g, y) == "base:world/yuggoth"


def test_haunts_own_monster_texts_name_base_monsters_with_rules_of_their_own():
    """Haunt's table of the base monsters' texts it plays by its own rules is keyed by the
    specials of base monsters that have monster rules (classic.base_monsters)."""
    from arkham.rules.haunt.monster_texts import ATTACK_FAILED, ENGAGES, MOVES

    g = haunt_game()
    specials = {md.special for md in g.content.monsters.values() if md.special}
    keys = set(ENGAGES) | set(ATTACK_FAILED) | set(MOVES)
    assert keys <= specials and keys <= set(g.rules.packs.monster_rules)
