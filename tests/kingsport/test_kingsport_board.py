"""The Kingsport board and its rules (KH p.7 "The Kingsport Board"): the board as data,
the Kingsport Head and its movement limits, travel between towns, the monster limit and
the Outskirts, the Sky, and Lost in Time and Space."""

from __future__ import annotations

import pytest

from arkham.content.loader import load_content
from arkham.rules.classic import core as C
from arkham.state import OUTSKIRTS, SKY
from arkham.testing import answer, empty_handed, finished, labels, log_text, put_monster, quiet_game, run_step
from helpers.coverage_marks import covers

PACKS = ("base", "kingsport")
ALL = ("base", "dunwich", "kingsport")
JOE = "base:joe_diamond"
TOWN = "kingsport:kingsport"


def A(short: str) -> str:
    return "base:arkham/" + short


def K(short: str) -> str:
    return "kingsport:kingsport/" + short


def kingsport_game(invs=(JOE,), packs=PACKS, **kw):
    return quiet_game(list(invs), packs=packs, **kw)


BOARD = [
    "kingsport:kingsport/central_hill_streets",
    "kingsport:kingsport/seventh_house_on_the_left",
    "kingsport:kingsport/congregational_hospital",
    "kingsport:kingsport/st_erasmuss_home",
    "kingsport:kingsport/harborside_streets",
    "kingsport:kingsport/water_st_607",
    "kingsport:kingsport/north_point_lighthouse",
    "kingsport:kingsport/rope_and_anchor",
    "kingsport:kingsport/south_shore_streets",
    "kingsport:kingsport/artists_colony",
    "kingsport:kingsport/hall_school",
    "kingsport:kingsport/neils_curiosity_shop",
    "kingsport:kingsport/the_causeway",
    "kingsport:kingsport/wireless_station",
    "kingsport:kingsport/strange_high_house",
    "kingsport:world/the_underworld",
    "kingsport:world/unknown_kadath",
]


# ------------------------------------------------------------------ the board as data
@covers(*BOARD)
def test_the_board_has_three_neighborhoods_with_streets_and_the_kingsport_head():
    """KH components and p.7: four neighborhoods, three with streets; no unstable location."""
    c = load_content(PACKS)
    ks = {a.id: a for a in c.areas.values() if a.town == TOWN}
    assert sorted(a.name for a in ks.values() if a.kind == "street") == ["Central Hill", "Harborside", "South Shore"]
    by_nb: dict[str, set[str]] = {}
    for a in ks.values():
        if a.kind == "location":
            by_nb.setdefault(c.neighborhoods[a.neighborhood].name, set()).add(a.name)
    assert by_nb == {
        "Central Hill": {"7th House on the Left", "Congregational Hospital", "St. Erasmus's Home"},
        "Harborside": {"607 Water St.", "North Point Lighthouse", "The Rope and Anchor"},
        "South Shore": {"Artists' Colony", "Hall School", "Neil's Curiosity Shop"},
        "Kingsport Head": {"The Causeway", "Wireless Station", "Strange High House in the Mist"},
    }
    assert not [a for a in ks.values() if a.unstable]  # KH setup diagram: no clue tokens there
    assert [a.name for a in ks.values() if a.depot] == ["Central Hill"]
    assert [a.name for a in ks.values() if a.aquatic] == ["North Point Lighthouse"]
    assert {w.name: w.colors for w in c.worlds.values() if w.id.startswith("kingsport:")} == {
        "The Underworld": ["blue", "green"],
        "Unknown Kadath": ["red", "yellow"],
    }
    assert sum(gm.count for gm in c.gate_markers if gm.world.startswith("kingsport:")) == 4


def test_the_kingsport_head_is_a_line_off_the_harborside_streets():
    """KH p.7 and the Head's location cards: Harborside - Causeway - Wireless Station - High House."""
    c = load_content(PACKS)
    assert set(c.areas[K("the_causeway")].connects) == {K("harborside_streets"), K("wireless_station")}
    assert set(c.areas[K("wireless_station")].connects) == {K("the_causeway"), K("strange_high_house")}
    assert c.areas[K("strange_high_house")].connects == [K("wireless_station")]
    head = [a for a in c.areas.values() if a.neighborhood == "kingsport:kingsport/kingsport_head"]
    assert all(a.walk_in_only for a in head)
    assert sorted(a.name for a in head if a.ends_movement) == ["The Causeway", "Wireless Station"]
    # the only way in from the rest of the board is the Causeway's link to the Harborside streets
    outside = {b for a in head for b in a.connects if c.areas[b].neighborhood != a.neighborhood}
    assert outside == {K("harborside_streets")}


def test_central_hill_streets_lead_to_harborside():
    """KH p.7 train example: from the Central Hill depot one move to Harborside, one more to the Rope and Anchor."""
    c = load_content(PACKS)
    assert K("harborside_streets") in c.areas[K("central_hill_streets")].connects
    assert K("rope_and_anchor") in c.areas[K("harborside_streets")].connects


def test_every_kingsport_monster_path_stays_in_kingsport_and_leaves_the_head():
    """Arrows (decided, NOTES.md): any arrow path from the Kingsport Head reaches the Harborside streets."""
    c = load_content(PACKS)
    for a in (x for x in c.areas.values() if x.town == TOWN):
        for colour in ("white", "black"):
            dest = getattr(a, colour)
            assert c.areas[dest].town == TOWN
            if a.kind == "location":
                assert c.areas[dest].kind == "street" or c.areas[a.id].neighborhood.endswith("kingsport_head")
    for start in ("strange_high_house", "wireless_station", "the_causeway"):
        here, steps = K(start), 0
        while here != K("harborside_streets"):
            here = c.areas[here].white
            steps += 1
        assert steps <= 3


def test_no_street_links_kingsport_to_another_board():
    c = load_content(ALL)
    for a in c.areas.values():
        for b in a.connects:
            assert c.areas[b].town == a.town


# ------------------------------------------------------------------ the Kingsport Head
def test_entering_the_causeway_ends_movement():
    """KH p.7: an investigator who enters the Causeway must immediately end his movement."""
    g = kingsport_game()
    inv = empty_handed(g, where=K("harborside_streets"))
    run_step(g, "move", who=0, pts=4, full=4, start=inv.where)
    answer(g, "Move to The Causeway")
    assert inv.where == K("the_causeway")
    assert finished(g)
    assert "Entering The Causeway ends" in log_text(g)


def test_entering_the_wireless_station_ends_movement_but_leaving_the_head_does_not():
    g = kingsport_game()
    inv = empty_handed(g, where=K("the_causeway"))
    run_step(g, "move", who=0, pts=3, full=3, start=inv.where)
    answer(g, "Move to Wireless Station")
    assert inv.where == K("wireless_station") and finished(g)
    g = kingsport_game()
    inv = empty_handed(g, where=K("the_causeway"))
    run_step(g, "move", who=0, pts=3, full=3, start=inv.where)
    answer(g, "Move to Harborside")
    assert inv.where == K("harborside_streets")
    assert any("Move to" in x for x in labels(g))  # movement goes on outside the Head


def test_the_strange_high_house_does_not_stop_movement():
    g = kingsport_game()
    inv = empty_handed(g, where=K("wireless_station"))
    run_step(g, "move", who=0, pts=2, full=2, start=inv.where)
    answer(g, "Move to Strange High House")
    assert inv.where == K("strange_high_house")
    assert "Move to Wireless Station (1 movement left)" in labels(g)


def test_the_lost_never_return_to_the_kingsport_head():
    """KH p.7: the lost may return to any Kingsport street or location except those of the Kingsport Head."""
    g = kingsport_game()
    inv = g.state.investigators[0]
    inv.where = C.LOST
    run_step(g, "upkeep.return", who=0)
    opts = {o.id for o in g.choice.options}
    assert K("harborside_streets") in opts and K("north_point_lighthouse") in opts and A("train_station") in opts
    assert not opts & {K("the_causeway"), K("wireless_station"), K("strange_high_house")}
    answer(g, "The Rope and Anchor")
    assert inv.where == K("rope_and_anchor")


def test_the_patrol_wagon_cannot_drive_into_the_head():
    """KH p.7: no moving straight into the Kingsport Head with equipment."""
    g = kingsport_game()
    empty_handed(g, where=A("northside_streets"))
    run_step(g, "ability.wagon", who=0)
    opts = {o.id for o in g.choice.options}
    assert K("central_hill_streets") in opts
    assert not opts & {K("the_causeway"), K("wireless_station"), K("strange_high_house")}


def test_an_anywhere_encounter_cannot_lead_into_the_head():
    g = kingsport_game()
    empty_handed(g, where=A("northside_streets"))
    run_step(g, "card.anywhere", who=0)
    opts = {o.id for o in g.choice.options}
    assert K("hall_school") in opts and not opts & {K("the_causeway"), K("strange_high_house")}


# ------------------------------------------------------------------ traveling between towns
@covers("kingsport:kingsport/central_hill_streets")
def test_joe_diamond_takes_the_train_to_kingsport():
    """KH p.7 example: from Northside streets with 4 movement points and $1, Joe moves to the
    Train Station, takes the train to the Central Hill streets, then walks to Harborside and
    the Rope and Anchor; with no money left he could not take the train back."""
    g = kingsport_game()
    inv = empty_handed(g, money=1, where=A("northside_streets"))
    run_step(g, "move", who=0, pts=4, full=4, start=inv.where)
    answer(g, "Move to Train Station")
    train = [x for x in labels(g) if x.startswith("Take the train")]
    assert train == ["Take the train to Central Hill in Kingsport ($1 and 1 movement; 3 left)"]
    answer(g, "Take the train to Central Hill")
    assert inv.where == K("central_hill_streets") and inv.money == 0
    assert not any(x.startswith("Take the train") for x in labels(g))
    answer(g, "Move to Harborside")
    answer(g, "Move to The Rope and Anchor")
    assert inv.where == K("rope_and_anchor") and finished(g)


def test_the_train_links_all_three_towns():
    """KH p.7: from a depot to the Train Station or any depot of any other town."""
    g = kingsport_game(packs=ALL)
    inv = empty_handed(g, money=3, where=K("central_hill_streets"))
    run_step(g, "move", who=0, pts=2, full=2, start=inv.where)
    train = sorted(x for x in labels(g) if x.startswith("Take the train"))
    assert train == [
        "Take the train to Bishop's Brook Bridge in Dunwich ($1 and 1 movement; 2 left)",
        "Take the train to Train Station in Arkham ($1 and 1 movement; 2 left)",
    ]
    answer(g, "Take the train to Bishop's Brook Bridge")
    assert inv.where == "dunwich:dunwich/bishops_brook_bridge" and inv.money == 2
    assert any("Central Hill in Kingsport" in x for x in labels(g))


# ------------------------------------------------------------------ monster limit, Outskirts, Sky
def test_kingsport_monsters_neither_count_against_the_limit_nor_go_to_the_outskirts():
    """KH p.7: a full monster limit sends Arkham monsters to the Outskirts, never Kingsport's."""
    g = kingsport_game()
    limit = C.monster_limit(g)
    for kind in ["zombie", "zombie", "base:cultist", "base:cultist"][:limit]:
        put_monster(g, kind, A("rivertown_streets"))
    assert C.monsters_in_arkham(g) == limit
    m = g.state.cup[0]
    g.state.cup.remove(m)
    C.place_monster(g, m, K("hall_school"))
    assert g.state.monsters[m] == K("hall_school") and C.monsters_in_arkham(g) == limit
    m2 = g.state.cup[0]
    g.state.cup.remove(m2)
    C.place_monster(g, m2, A("graveyard"))
    assert g.state.monsters[m2] == OUTSKIRTS


def test_a_flier_in_the_sky_swoops_on_a_kingsport_street():
    """KH p.7: Kingsport streets are adjacent to the Sky."""
    g = kingsport_game()
    inv = empty_handed(g, where=K("south_shore_streets"))
    f = put_monster(g, "byakhee", SKY)
    run_step(g, "mythos.move", who=-1, white=[C.monster_def(g, f).symbol], black=[], i=0)
    assert g.state.monsters[f] == K("south_shore_streets") and inv.where == K("south_shore_streets")


def test_a_flier_in_an_empty_kingsport_street_goes_up_to_the_sky():
    g = kingsport_game()
    empty_handed(g, where=A("train_station"))
    f = put_monster(g, "byakhee", K("harborside_streets"))
    run_step(g, "mythos.move", who=-1, white=[C.monster_def(g, f).symbol], black=[], i=0)
    assert g.state.monsters[f] == SKY


@pytest.mark.parametrize("packs", [PACKS, ALL])
def test_a_kingsport_monster_follows_the_street_arrows(packs):
    """Monsters move along the arrows on the Kingsport board like on Arkham's (base p.10)."""
    g = kingsport_game(packs=packs)
    empty_handed(g, where=A("train_station"))
    m = put_monster(g, "base:cultist", K("central_hill_streets"))
    run_step(g, "mythos.move", who=-1, white=["crescent"], black=[], i=0)
    assert g.state.monsters[m] == K("harborside_streets")
    run_step(g, "mythos.move", who=-1, white=[], black=["crescent"], i=0)
    assert g.state.monsters[m] == K("central_hill_streets")


# ------------------------------------------------------------------ "in Arkham" (KH p.7)
def test_an_environment_for_arkham_also_holds_in_kingsport():
    """KH p.7: cards that say "in Arkham" also apply in Kingsport's streets and locations
    (Blackest Night: Sneak +1 and Luck -1 in Arkham)."""
    g = kingsport_game()
    inv = empty_handed(g, where=K("hall_school"))
    plain = C.skill_value(g, inv, "sneak")
    g.state.environment = "base:blackest_night"
    g.state.decks["mythos"].remove("base:blackest_night")
    assert C.skill_value(g, inv, "sneak") == plain + 1
    inv.where = K("strange_high_house")
    assert C.skill_value(g, inv, "sneak") == plain + 1
    inv.where, inv.stage = "base:world/abyss", 1
    assert C.skill_value(g, inv, "sneak") == plain  # not in an Other World
