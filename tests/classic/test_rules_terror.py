"""The terror track (base p.20, DH/KH rule change on passing ten): Allies leave,
the shops close, Arkham is overrun, doom instead of terror past ten, and
Happy Days Are Here Again."""

from __future__ import annotations

from arkham.rules.classic import core as C
from arkham.state import OUTSKIRTS
from arkham.testing import labels, put, put_monster, quiet_game, rig_monsters, run_step

TWO = ["base:amanda_sharpe", "base:joe_diamond"]


def A(short: str) -> str:
    return "base:arkham/" + short


def terror(g, n: int) -> None:
    run_step(g, "fx", who=0, seat=0, ops=[{"op": "terror", "n": n}], i=0, ctx={})


def test_each_point_of_terror_sends_a_random_ally_to_the_box():
    g = quiet_game()
    st = g.state
    allies = list(st.decks["ally"])
    terror(g, 2)
    assert st.terror == 2
    assert len(st.decks["ally"]) == len(allies) - 2
    gone = [c for c in allies if c not in st.decks["ally"]]
    assert len(gone) == 2 and all(c in st.box for c in gone)


def test_allies_held_by_investigators_stay_and_an_empty_deck_is_harmless():
    g = quiet_game()
    st = g.state
    held = st.decks["ally"].pop(0)
    st.investigators[0].cards.append(held)
    st.box.extend(st.decks["ally"])
    st.decks["ally"].clear()
    terror(g, 1)
    assert st.terror == 1 and held in st.investigators[0].cards


def test_general_store_closes_at_three_and_its_occupants_go_to_the_street():
    g = quiet_game(["base:bob_jenkins"])  # Bob starts in the General Store
    st = g.state
    z = put_monster(g, "zombie", A("general_store"))
    terror(g, 2)
    assert not C.is_closed(g, A("general_store"))
    terror(g, 1)
    assert C.is_closed(g, A("general_store"))
    assert st.investigators[0].where == A("rivertown_streets")
    assert st.monsters[z] == A("rivertown_streets")


def test_curiositie_shoppe_closes_at_six():
    g = quiet_game(["base:monterey_jack"])  # starts in the Curiositie Shoppe
    st = g.state
    terror(g, 5)
    assert not C.is_closed(g, A("curiositie_shoppe"))
    terror(g, 1)
    assert C.is_closed(g, A("curiositie_shoppe"))
    assert st.investigators[0].where == A("northside_streets")


def test_ye_olde_magick_shoppe_closes_at_nine():
    g = quiet_game(["base:dexter_drake"])  # starts in Ye Olde Magick Shoppe
    st = g.state
    terror(g, 8)
    assert not C.is_closed(g, A("ye_olde_magick_shoppe"))
    terror(g, 1)
    assert C.is_closed(g, A("ye_olde_magick_shoppe"))
    assert st.investigators[0].where == A("uptown_streets")


def test_a_closed_shop_cannot_be_entered():
    g = quiet_game()
    st = g.state
    st.terror = 2
    terror(g, 1)
    put(g, 0, A("rivertown_streets"))
    st.investigators[0].cards = []
    run_step(g, "move", who=0, pts=3, start=A("rivertown_streets"))
    assert not any("General Store" in x for x in labels(g))
    assert any("Graveyard" in x for x in labels(g))


def test_at_ten_there_is_no_monster_limit():
    g = quiet_game()  # one player: the limit would be 4
    st = g.state
    st.terror = 10
    for area in ("woods", "graveyard", "black_cave", "library", "newspaper"):
        C.place_monster(g, C.draw_monster(g), A(area))
    assert C.monsters_in_arkham(g) == 5
    assert not any(p == OUTSKIRTS for p in st.monsters.values())
    assert C.monster_limit(g) is None


def test_past_ten_terror_adds_doom_instead():
    g = quiet_game()
    st = g.state
    st.terror = 9
    allies = len(st.decks["ally"])
    terror(g, 3)
    assert st.terror == 10
    assert st.doom == 2
    assert len(st.decks["ally"]) == allies - 1  # only the real step from 9 to 10


def test_happy_days_are_here_again_lock_the_terror_level():
    g = quiet_game()
    st = g.state
    st.decks["mythos"].remove("base:happy_days_are_here_again")
    st.environment = "base:happy_days_are_here_again"
    allies = len(st.decks["ally"])
    terror(g, 2)
    assert st.terror == 0 and len(st.decks["ally"]) == allies
    # an Outskirts overflow still empties them, but the terror level does not move
    for k in ("ghost", "ghost", "ghost", "dark_young"):
        put_monster(g, k, A("woods"))  # the monster limit (4) is reached
    for k in ("zombie", "zombie", "zombie", "cultist", "cultist", "cultist", "cultist"):
        put_monster(g, k, OUTSKIRTS)  # 7 = the most a one-player game allows
    rig_monsters(g, "maniac")
    C.place_monster(g, C.draw_monster(g), A("woods"))
    assert not any(p == OUTSKIRTS for p in st.monsters.values())
    assert st.terror == 0


def test_happy_days_also_stop_doom_from_terror_past_ten():
    g = quiet_game()
    st = g.state
    st.terror = 10
    st.decks["mythos"].remove("base:happy_days_are_here_again")
    st.environment = "base:happy_days_are_here_again"
    terror(g, 1)
    assert st.terror == 10 and st.doom == 0
