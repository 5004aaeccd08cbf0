"""FAQ rulings of the Dunwich and Kingsport rulebooks not tested elsewhere."""

from arkham.rules.classic import core as C
from arkham.rules.classic.status import return_to_arkham
from arkham.state import LOST
from arkham.testing import answer, give, labels, open_gate, put, quiet_game, run_step

CAVE = "base:arkham/black_cave"


def test_delayed_in_an_other_world_stays_delayed_when_sent_home(game):
    """DH FAQ: returning to Arkham does not undo being delayed."""
    inv = game.state.investigators[0]
    open_gate(game, CAVE, "base:world/abyss")
    inv.where, inv.stage, inv.delayed = "base:world/abyss", 1, True
    return_to_arkham(game, inv, "an encounter sends him back")
    assert inv.where == CAVE and inv.explored
    assert inv.delayed


def test_a_gate_covers_a_closed_location_and_closing_it_empties_the_place(game):
    """KH FAQ: a gate opening at a closed location sits over the closed marker; when that
    gate closes, the location's closing takes effect and everyone there goes to the street."""
    g = game
    st = g.state
    shop = "base:arkham/general_store"
    C.close_location(g, shop, "terror", permanent=True)
    open_gate(g, shop, "base:world/yuggoth")
    open_gate(g, CAVE, "base:world/abyss")  # another gate stays open: no victory yet
    assert not C.is_closed(g, shop)  # the gate replaces the location
    inv = st.investigators[0]
    put(g, 0, shop)
    inv.explored = True
    from arkham.rules.classic.encounters import close_gate_at

    close_gate_at(g, inv, shop, sealed=None)
    assert shop not in st.gates and C.is_closed(g, shop)
    assert inv.where == "base:arkham/rivertown_streets"


def test_spells_count_as_items_when_knocked_out(game):
    """DH FAQ: spells are items; half of all items (rounded down) are discarded."""
    g = game
    inv = g.state.investigators[0]
    inv.cards = []
    spells = [give(g, 0, "base:wither"), give(g, 0, "base:shrivelling"), give(g, 0, "base:heal")]
    knife = give(g, 0, "base:knife")
    inv.stamina = 1
    run_step(g, "loss", who=0, stamina=1, why="a blow")
    assert labels(g) and all(l in ("Wither", "Shrivelling", "Heal", "Knife") for l in labels(g))
    answer(g, "Wither")
    answer(g, "Shrivelling")
    assert inv.where == "base:arkham/st_marys_hospital"
    assert sorted(C.card_def(g, c).name for c in inv.cards) == ["Heal", "Knife"]
    assert spells[2] in inv.cards and knife in inv.cards


def test_lost_in_time_and_space_from_an_other_world_gives_no_explored_marker(game):
    """DH FAQ: an investigator lost from an Other World comes back anywhere, with no
    explored marker, even onto the gate he had entered."""
    g = game
    st = g.state
    inv = st.investigators[0]
    open_gate(g, CAVE, "base:world/abyss")
    inv.where, inv.stage = "base:world/abyss", 1
    inv.stamina = 1
    run_step(g, "loss", who=0, stamina=1, why="the Abyss")
    while g.choice.kind == "discard":
        g.apply(g.choice.options[0].id)
    assert inv.where == LOST and not inv.explored and inv.delayed
    st.turn += 2  # the lost turn is over
    inv.delayed = False
    run_step(g, "upkeep.inv", who=0)
    answer(g, "Black Cave")
    assert inv.where == CAVE and not inv.explored  # the gate will draw him in again


def test_final_battle_refresh_lets_investigators_trade_wherever_they_stood():
    """Base p.22: in each round's refresh, investigators may trade as if in one place."""
    g = quiet_game(["base:amanda_sharpe", "base:joe_diamond"], ancient_one="base:yig")
    st = g.state
    amanda, joe = st.investigators
    put(g, 0, "base:arkham/woods")
    put(g, 1, "base:arkham/police_station")
    knife = give(g, 0, "base:knife")
    st.awakened = True
    st.battle = {"round": 1, "tally": 0, "total": 0}
    run_step(g, "upkeep.inv", who=0)
    assert "Trade with Joe Diamond" in labels(g)
    answer(g, "Trade with Joe Diamond")
    answer(g, "Give Knife")
    answer(g, "Done trading")
    assert knife in joe.cards and knife not in amanda.cards
