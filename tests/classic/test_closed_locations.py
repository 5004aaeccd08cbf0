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


def test_a_monster_a_card_places_at_a_closed_location_appears_in_its_street():
    """Miskatonic Arctic Expedition Returns! revives Elder Thing trophies at the River Docks;
    with the River Docks closed (a soak met it destroyed by Shudde M'ell's rubble) they
    appear in its street, as a closing would have moved them (base p.12)."""
    from arkham.effects.interp import run_ops
    from arkham.invariants import check
    from arkham.testing import run_step

    g = quiet_game()
    docks = "base:arkham/river_docks"
    street = C.street_of(g, docks)
    elder = next(m for m in g.state.monsters if m.startswith("base:elder_thing"))
    g.state.cup.remove(elder)
    C.claim_trophy(g, g.state.investigators[0], elder)
    C.close_location(g, docks, "mythos")
    run_step(
        g,
        "fx",
        who=0,
        seat=0,
        ops=[{"op": "trophies_come_alive", "monster": "elder_thing", "area": "base:arkham/river_docks"}],
        i=0,
        ctx={},
    )
    assert g.state.monsters[elder] == street
    assert f"River Docks is closed: Elder Thing appears in {C.name_of(g, street)} instead" in log_text(g)
    check(g)
    # open, the Elder Thing appears at the River Docks itself
    g = quiet_game()
    g.state.cup.remove(elder)
    C.claim_trophy(g, g.state.investigators[0], elder)
    run_ops(g, 0, [{"op": "trophies_come_alive", "monster": "elder_thing", "area": "base:arkham/river_docks"}])
    g.run()
    assert g.state.monsters[elder] == docks
