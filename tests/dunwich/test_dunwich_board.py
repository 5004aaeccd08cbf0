"""The Dunwich board and its rules (DH pp.5 and 7): the board as data, travel between
towns, the monster limit and the Outskirts, the Sky, Lost in Time and Space, and the
vortices with the Dunwich Horror track."""

from __future__ import annotations

from arkham.content.loader import load_content
from arkham.rules.classic import core as C
from helpers.coverage_marks import covers
from arkham.state import CUP, OUTSKIRTS, SKY
from arkham.testing import answer, empty_handed, finished, labels, log_text, put_monster, quiet_game, run_step

PACKS = ("base", "dunwich")
JOE = "base:joe_diamond"
BOARD = [
    "dunwich:dunwich/backwoods_country_streets",
    "dunwich:dunwich/whateley_farm",
    "dunwich:dunwich/wizards_hill",
    "dunwich:dunwich/cold_spring_glen",
    "dunwich:dunwich/blasted_heath_streets",
    "dunwich:dunwich/gardners_place",
    "dunwich:dunwich/devils_hopyard",
    "dunwich:dunwich/harney_jones_shack",
    "dunwich:dunwich/village_commons_streets",
    "dunwich:dunwich/darkes_carnival",
    "dunwich:dunwich/bishops_brook_bridge",
    "dunwich:dunwich/dunwich_village",
    "dunwich:dunwich/sentinel_hill",
    "dunwich:world/another_time",
    "dunwich:world/lost_carcosa",
]
NEIGHBORHOODS = [
    "dunwich:dunwich/backwoods_country",
    "dunwich:dunwich/blasted_heath",
    "dunwich:dunwich/village_commons",
]


def A(short: str) -> str:
    return "base:arkham/" + short


def D(short: str) -> str:
    return "dunwich:dunwich/" + short


def dunwich_game(invs=(JOE,), **kw):
    return quiet_game(list(invs), packs=PACKS, **kw)


# ------------------------------------------------------------------ the board as data
@covers(*BOARD, *NEIGHBORHOODS)
def test_the_board_has_three_neighborhoods_sentinel_hill_and_three_vortices():
    c = load_content(PACKS)
    dun = {a.id: a for a in c.areas.values() if a.town == "dunwich:dunwich"}
    streets = sorted(a.name for a in dun.values() if a.kind == "street")
    assert streets == ["Backwoods Country", "Blasted Heath", "Sentinel Hill", "Village Commons"]
    by_nb = {}
    for a in dun.values():
        if a.kind == "location":
            by_nb.setdefault(c.neighborhoods[a.neighborhood].name, set()).add(a.name)
    assert by_nb == {
        "Backwoods Country": {"Whateley Farm", "Wizard's Hill", "Cold Spring Glen"},
        "Blasted Heath": {"Gardners' Place", "Devil's Hopyard", "Harney Jones' Shack"},
        "Village Commons": {"Darke's Carnival", "Bishop's Brook Bridge", "Dunwich Village"},
    }
    unstable = sorted(a.name for a in dun.values() if a.unstable)
    assert unstable == ["Cold Spring Glen", "Devil's Hopyard", "Gardners' Place", "Whateley Farm", "Wizard's Hill"]
    assert [a.name for a in dun.values() if a.depot] == ["Bishop's Brook Bridge"]
    assert sorted(s.kind for s in c.spaces.values()) == ["vortex"] * 3
    assert c.tracks["dunwich:dunwich_horror"].size == 3
    assert {w.name: w.colors for w in c.worlds.values() if w.id.startswith("dunwich:")} == {
        "Another Time": ["red", "green"],
        "Lost Carcosa": ["blue", "yellow"],
    }
    assert sum(gm.count for gm in c.gate_markers if gm.world.startswith("dunwich:")) == 4


def test_every_monster_path_in_dunwich_ends_in_a_vortex():
    """Following either arrow from any Dunwich area leads into a vortex in at most 3 moves."""
    c = load_content(PACKS)
    for a in (x for x in c.areas.values() if x.town == "dunwich:dunwich"):
        for colour in ("white", "black"):
            here, steps = a.id, 0
            while here not in c.spaces:
                here = getattr(c.areas[here], colour)
                steps += 1
            assert steps <= 3, (a.id, colour)


def test_the_dunwich_board_is_not_linked_to_arkham_by_streets():
    c = load_content(PACKS)
    for a in c.areas.values():
        for b in a.connects:
            assert c.areas[b].town == a.town


# ------------------------------------------------------------------ traveling between towns
@covers("dunwich:dunwich/bishops_brook_bridge", "dunwich:dunwich")
def test_joe_diamond_takes_the_train_to_dunwich_and_cannot_come_back_without_money():
    """DH p.5 example: from Northside streets with 4 movement points and $1, Joe moves to
    the Train Station, takes the train to Bishop's Brook Bridge and has 2 points left."""
    g = dunwich_game()
    inv = empty_handed(g, money=1, where=A("northside_streets"))
    run_step(g, "move", who=0, pts=4, full=4, start=inv.where)
    answer(g, "Move to Train Station")
    train = [x for x in labels(g) if x.startswith("Take the train")]
    assert train == ["Take the train to Bishop's Brook Bridge in Dunwich ($1 and 1 movement; 3 left)"]
    answer(g, "Take the train to Bishop's Brook Bridge")
    assert inv.where == D("bishops_brook_bridge") and inv.money == 0
    assert "2 movement left" in labels(g)[1]
    assert not any(x.startswith("Take the train") for x in labels(g))  # no fare for the way back
    answer(g, "Move to Village Commons")
    assert inv.where == D("village_commons_streets")


def test_the_train_runs_back_to_the_train_station():
    g = dunwich_game()
    inv = empty_handed(g, money=3, where=D("bishops_brook_bridge"))
    run_step(g, "move", who=0, pts=1, full=1, start=inv.where)
    answer(g, "Take the train to Train Station in Arkham")
    assert inv.where == A("train_station") and inv.money == 2
    assert finished(g)  # no movement point left: the move ends there


def test_no_train_without_a_movement_point_or_a_dollar():
    g = dunwich_game()
    inv = empty_handed(g, money=0, where=A("train_station"))
    run_step(g, "move", who=0, pts=3, full=3, start=inv.where)
    assert not any(x.startswith("Take the train") for x in labels(g))
    g = dunwich_game()
    inv = empty_handed(g, money=5, where=A("train_station"))
    run_step(g, "move", who=0, pts=0, full=3, start=A("northside_streets"))
    assert not any(x.startswith("Take the train") for x in labels(g))


def test_a_monster_at_the_station_must_be_evaded_before_the_train_leaves():
    """Taking the train is movement: the monsters here must be evaded first (base p.6);
    a failed Evade check means combat and no journey, and no fare is paid."""
    from arkham.testing import rig

    g = dunwich_game()
    inv = empty_handed(g, money=2, where=A("train_station"), clues=0)
    put_monster(g, "zombie", A("train_station"))
    run_step(g, "move", who=0, pts=2, full=2, start=inv.where)
    answer(g, "Take the train")
    rig(g, 1, 1, 1, 1, 1, 1)
    answer(g, "Evade Zombie")
    assert g.choice.kind == "combat"
    assert inv.where == A("train_station") and inv.money == 2


def test_an_evaded_monster_lets_the_train_leave():
    from arkham.testing import rig

    g = dunwich_game()
    inv = empty_handed(g, money=2, where=A("train_station"), clues=0)
    put_monster(g, "zombie", A("train_station"))
    run_step(g, "move", who=0, pts=2, full=2, start=inv.where)
    answer(g, "Take the train")
    rig(g, 6, 6, 6, 6, 6, 6)
    answer(g, "Evade Zombie")
    assert inv.where == D("bishops_brook_bridge") and inv.money == 1


# ------------------------------------------------------------------ monster limit, Outskirts, Sky
@covers("dunwich:dunwich")
def test_dunwich_monsters_neither_count_against_the_limit_nor_go_to_the_outskirts():
    """DH p.5: a full monster limit sends Arkham monsters to the Outskirts, never Dunwich's."""
    g = dunwich_game()
    limit = C.monster_limit(g)
    for kind in ["zombie", "zombie", "cultist", "cultist"][:limit]:
        put_monster(g, kind, A("rivertown_streets"))
    assert C.monsters_in_arkham(g) == limit
    m = g.state.cup[0]
    g.state.cup.remove(m)
    C.place_monster(g, m, D("whateley_farm"))
    assert g.state.monsters[m] == D("whateley_farm")
    assert C.monsters_in_arkham(g) == limit
    m2 = g.state.cup[0]
    g.state.cup.remove(m2)
    C.place_monster(g, m2, A("graveyard"))
    assert g.state.monsters[m2] == OUTSKIRTS


def test_a_flier_in_the_sky_swoops_on_a_dunwich_street():
    """DH p.5: Dunwich streets are adjacent to the Sky."""
    g = dunwich_game()
    inv = empty_handed(g, where=D("sentinel_hill"))
    f = put_monster(g, "byakhee", SKY)
    sym = C.monster_def(g, f).symbol
    run_step(g, "mythos.move", who=-1, white=[sym], black=[], i=0)
    assert g.state.monsters[f] == D("sentinel_hill")
    assert inv.where == D("sentinel_hill")


def test_a_flier_in_an_empty_dunwich_street_returns_to_the_sky():
    g = dunwich_game()
    empty_handed(g, where=A("train_station"))
    f = put_monster(g, "byakhee", D("blasted_heath_streets"))
    run_step(g, "mythos.move", who=-1, white=[C.monster_def(g, f).symbol], black=[], i=0)
    assert g.state.monsters[f] == SKY


# ------------------------------------------------------------------ Lost in Time and Space
def test_the_lost_may_come_back_to_dunwich_but_never_into_a_vortex():
    """DH p.5: any street area or location in Dunwich, as in Arkham."""
    g = dunwich_game()
    inv = g.state.investigators[0]
    inv.where = C.LOST
    run_step(g, "upkeep.return", who=0)
    opts = {o.id for o in g.choice.options}
    assert D("sentinel_hill") in opts and D("whateley_farm") in opts and A("train_station") in opts
    assert not opts & set(g.content.spaces)
    answer(g, "Dunwich Village")
    assert inv.where == D("dunwich_village")


# ------------------------------------------------------------------ vortices
@covers("dunwich:dunwich/vortex_heath", "dunwich:dunwich_horror")
def test_the_cultist_walks_into_the_vortex_above_the_blasted_heath():
    """DH p.7 example: the Cultist returns to the cup, terror rises by 1, and a Dunwich
    Horror token is added to the track."""
    g = dunwich_game()
    empty_handed(g, where=A("train_station"))
    m = put_monster(g, "cultist", D("blasted_heath_streets"))
    run_step(g, "mythos.move", who=-1, white=["crescent"], black=[], i=0)
    assert g.state.monsters[m] == CUP and m in g.state.cup
    assert g.state.terror == 1
    assert g.state.counters["track:dunwich:dunwich_horror"] == 1
    assert "vortex above the Blasted Heath" in log_text(g)


@covers("dunwich:dunwich/vortex_commons")
def test_a_fast_monster_stops_in_the_vortex_it_enters():
    """A fast monster moving from Sentinel Hill reaches Village Commons, then the vortex."""
    g = dunwich_game()
    empty_handed(g, where=A("train_station"))
    fast = next(x for x in g.content.monsters.values() if x.movement == "fast")
    m = put_monster(g, fast.id, D("sentinel_hill"))
    run_step(g, "mythos.move", who=-1, white=[], black=[fast.symbol], i=0)
    assert g.state.monsters[m] == CUP
    assert g.state.terror == 1 and g.state.counters["track:dunwich:dunwich_horror"] == 1


def test_a_monster_stops_beside_an_investigator_before_the_vortex():
    g = dunwich_game()
    empty_handed(g, where=D("village_commons_streets"))
    m = put_monster(g, "cultist", D("village_commons_streets"))
    run_step(g, "mythos.move", who=-1, white=["crescent"], black=[], i=0)
    assert g.state.monsters[m] == D("village_commons_streets") and g.state.terror == 0


@covers("dunwich:dunwich/vortex_backwoods", "dunwich:dunwich_horror")
def test_the_track_holds_no_more_than_three_tokens():
    g = dunwich_game()
    empty_handed(g, where=A("train_station"))
    for n in range(4):
        m = put_monster(g, "cultist", D("backwoods_country_streets"))
        run_step(g, "mythos.move", who=-1, white=[], black=["crescent"], i=0)
        assert g.state.monsters[m] == CUP
    assert g.state.terror == 4
    assert g.state.counters["track:dunwich:dunwich_horror"] == 3
