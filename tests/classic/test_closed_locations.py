"""Nobody enters a closed location (base p.4, closed markers): an investigator sent to one
goes to its street, where a closing would have put him (DH FAQ on closed locations). Found
by the soak: Sister Mary's Guardian Angel took her into a closed South Church."""

from arkham.rules.classic import core as C
from arkham.rules.classic.status import send_lost
from arkham.testing import log_text, quiet_game

CHURCH = "base:arkham/south_church"
SOUTHSIDE = "base:arkham/southside_streets"
DREAMLANDS = "base:world/the_dreamlands"


def mary_in_another_world():
    g = quiet_game(["base:sister_mary"])
    inv = g.state.investigators[0]
    inv.where, inv.stage = DREAMLANDS, 1
    return g, inv


def test_guardian_angel_with_south_church_closed_takes_her_to_its_street():
    g, inv = mary_in_another_world()
    C.close_location(g, CHURCH, "mythos")
    send_lost(g, inv, "the Dimensional Shambler")
    assert inv.where == SOUTHSIDE and inv.stage == 0
    assert "South Church is closed: Sister Mary goes to Southside Streets instead" in log_text(g)


def test_guardian_angel_with_south_church_open_takes_her_inside():
    g, inv = mary_in_another_world()
    send_lost(g, inv, "the Dimensional Shambler")
    assert inv.where == CHURCH


def test_any_move_into_a_closed_location_stops_in_its_street():
    g = quiet_game()
    inv = g.state.investigators[0]
    C.close_location(g, "base:arkham/police_station", "mythos")
    C.move_investigator(g, inv, "base:arkham/police_station", "arrested", "base p.21")
    assert inv.where == C.street_of(g, "base:arkham/police_station")
    assert C.is_street(g, inv.where)
