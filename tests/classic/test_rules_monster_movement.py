"""Monster movement in the Mythos Phase (base pp.10-11, KH FAQ on flying monsters
and the Hound of Tindalos, FAQ on Chthonians, Icy Conditions and An Evil Fog)."""

from __future__ import annotations

from arkham.rules.classic import core as C
from arkham.state import OUTSKIRTS, SKY
from arkham.testing import answer, labels, put, put_monster, quiet_game, rig, rig_monsters, run_step

TWO = ["base:amanda_sharpe", "base:joe_diamond"]


def A(short: str) -> str:
    return "base:arkham/" + short


def draw_mythos(g, card: str) -> None:
    cid = "base:" + card
    deck = g.state.decks["mythos"]
    if cid in deck:
        deck.remove(cid)
    deck.insert(0, cid)
    rig_monsters(g, "ghost", "ghost")  # whatever the card's gate spawns stays put (stationary)
    run_step(g, "mythos.phase", who=-1, phase=True)


def set_environment(g, card: str) -> None:
    cid = "base:" + card
    g.state.decks["mythos"].remove(cid)
    g.state.environment = cid


def cardless_at(g, seat: int, area: str) -> None:
    """Place an investigator with no cards (so Sneak is the printed value)."""
    inv = g.state.investigators[seat]
    inv.cards = []
    inv.clues = 0
    put(g, seat, area)


def away(g, seat: int) -> None:
    """Park an investigator at the Train Station, out of the way."""
    cardless_at(g, seat, A("train_station"))


# Symbols on the cards used below:
#   Big Storm Sweeps Arkham!  white crescent, black plus
#   An Evil Fog               white plus, black crescent
#   A Strange Plague          white diamond+square, black circle
#   Campus Security Increased white circle, black diamond+square
#   Blue Flu!                 white hexagon, black slash+star+triangle


def test_white_symbol_follows_the_white_arrow():
    g = quiet_game()
    away(g, 0)
    z = put_monster(g, "zombie", A("rivertown_streets"))
    draw_mythos(g, "big_storm_sweeps_arkham")
    assert g.state.monsters[z] == A("french_hill_streets")


def test_black_symbol_follows_the_black_arrow():
    g = quiet_game()
    away(g, 0)
    z = put_monster(g, "zombie", A("rivertown_streets"))
    draw_mythos(g, "an_evil_fog")
    assert g.state.monsters[z] == A("easttown_streets")


def test_monster_in_a_location_leaves_by_its_arrow():
    g = quiet_game()
    away(g, 0)
    z = put_monster(g, "zombie", A("graveyard"))
    draw_mythos(g, "big_storm_sweeps_arkham")
    assert g.state.monsters[z] == A("rivertown_streets")


def test_symbol_not_on_the_card_does_not_move():
    g = quiet_game()
    away(g, 0)
    w = put_monster(g, "witch", A("rivertown_streets"))  # circle
    draw_mythos(g, "big_storm_sweeps_arkham")
    assert g.state.monsters[w] == A("rivertown_streets")


def test_monster_sharing_an_area_with_an_investigator_stays():
    g = quiet_game()
    cardless_at(g, 0, A("rivertown_streets"))
    z = put_monster(g, "zombie", A("rivertown_streets"))
    draw_mythos(g, "big_storm_sweeps_arkham")
    assert g.state.monsters[z] == A("rivertown_streets")


def test_monsters_in_the_outskirts_never_move():
    g = quiet_game()
    away(g, 0)
    z = put_monster(g, "zombie", OUTSKIRTS)
    draw_mythos(g, "an_evil_fog")
    assert g.state.monsters[z] == OUTSKIRTS


def test_fast_monster_moves_twice():
    g = quiet_game()
    away(g, 0)
    s = put_monster(g, "dimensional_shambler", A("northside_streets"))  # square, fast
    draw_mythos(g, "a_strange_plague")
    assert g.state.monsters[s] == A("easttown_streets")  # Northside > Downtown > Easttown


def test_fast_monster_stops_on_entering_an_investigators_area():
    g = quiet_game()
    cardless_at(g, 0, A("downtown_streets"))
    s = put_monster(g, "dimensional_shambler", A("northside_streets"))
    draw_mythos(g, "a_strange_plague")
    assert g.state.monsters[s] == A("downtown_streets")


def test_stationary_monster_never_moves():
    g = quiet_game()
    away(g, 0)
    d = put_monster(g, "dark_young", A("rivertown_streets"))  # hexagon, stationary
    draw_mythos(g, "blue_flu")
    assert g.state.monsters[d] == A("rivertown_streets")


# ----------------------------------------------------------------- flying
def test_flyer_with_an_investigator_stays():
    g = quiet_game()
    cardless_at(g, 0, A("graveyard"))
    b = put_monster(g, "byakhee", A("graveyard"))  # circle, flying
    draw_mythos(g, "a_strange_plague")
    assert g.state.monsters[b] == A("graveyard")


def test_flyer_goes_to_an_adjacent_street_with_an_investigator():
    g = quiet_game()
    cardless_at(g, 0, A("rivertown_streets"))
    b = put_monster(g, "byakhee", A("graveyard"))
    draw_mythos(g, "a_strange_plague")
    assert g.state.monsters[b] == A("rivertown_streets")


def test_flyer_picks_the_adjacent_street_with_the_lowest_sneak():
    g = quiet_game(["base:ashcan_pete", "base:bob_jenkins"])  # Sneak 6 and 3
    cardless_at(g, 0, A("easttown_streets"))
    cardless_at(g, 1, A("french_hill_streets"))
    b = put_monster(g, "byakhee", A("rivertown_streets"))
    draw_mythos(g, "a_strange_plague")
    assert g.state.monsters[b] == A("french_hill_streets")


def test_flyer_ignores_investigators_in_adjacent_locations_and_goes_to_the_sky():
    g = quiet_game()
    cardless_at(g, 0, A("black_cave"))  # a location next to Rivertown streets
    b = put_monster(g, "byakhee", A("rivertown_streets"))
    draw_mythos(g, "a_strange_plague")
    assert g.state.monsters[b] == SKY
    assert C.monsters_in_arkham(g) >= 1  # the Sky counts against the limit


def test_flyer_in_the_sky_swoops_on_the_lowest_sneak_in_any_street():
    g = quiet_game(["base:ashcan_pete", "base:bob_jenkins"])
    cardless_at(g, 0, A("northside_streets"))
    cardless_at(g, 1, A("southside_streets"))  # far away, but lower Sneak
    b = put_monster(g, "byakhee", SKY)
    draw_mythos(g, "a_strange_plague")
    assert g.state.monsters[b] == A("southside_streets")


def test_flyer_in_the_sky_stays_with_nobody_in_the_streets():
    g = quiet_game()
    away(g, 0)
    b = put_monster(g, "byakhee", SKY)
    draw_mythos(g, "a_strange_plague")
    assert g.state.monsters[b] == SKY


def test_flyer_tie_on_sneak_first_player_chooses():
    g = quiet_game(TWO)  # Amanda and Joe both Sneak 4
    g.state.first = 1
    cardless_at(g, 0, A("northside_streets"))
    cardless_at(g, 1, A("southside_streets"))
    b = put_monster(g, "byakhee", SKY)
    draw_mythos(g, "a_strange_plague")
    assert g.choice.who == 1 and g.choice.kind == "monster"
    assert len(labels(g)) == 2
    answer(g, "Southside")
    assert g.state.monsters[b] == A("southside_streets")


def test_flyer_moves_only_when_its_symbol_comes_up():
    g = quiet_game()
    cardless_at(g, 0, A("rivertown_streets"))
    b = put_monster(g, "byakhee", A("graveyard"))
    draw_mythos(g, "big_storm_sweeps_arkham")  # no circle
    assert g.state.monsters[b] == A("graveyard")


# ------------------------------------------------------- Hound of Tindalos
def test_hound_goes_straight_to_the_nearest_investigator_in_a_location():
    g = quiet_game(TWO)
    cardless_at(g, 0, A("train_station"))  # next to Northside streets
    cardless_at(g, 1, A("woods"))  # far
    h = put_monster(g, "hound_of_tindalos", A("northside_streets"))
    draw_mythos(g, "a_strange_plague")  # white square
    assert g.state.monsters[h] == A("train_station")


def test_hound_ignores_streets_hospital_and_asylum():
    g = quiet_game(TWO)
    cardless_at(g, 0, A("st_marys_hospital"))
    cardless_at(g, 1, A("northside_streets"))
    h = put_monster(g, "hound_of_tindalos", A("graveyard"))
    draw_mythos(g, "a_strange_plague")
    assert g.state.monsters[h] == A("graveyard")
    cardless_at(g, 0, A("arkham_asylum"))
    draw_mythos(g, "a_strange_plague")
    assert g.state.monsters[h] == A("graveyard")


def test_hound_tie_goes_to_the_lower_sneak():
    g = quiet_game(["base:ashcan_pete", "base:bob_jenkins"])  # Sneak 6 and 3
    cardless_at(g, 0, A("train_station"))
    cardless_at(g, 1, A("newspaper"))  # both one step from Northside streets
    h = put_monster(g, "hound_of_tindalos", A("northside_streets"))
    draw_mythos(g, "a_strange_plague")
    assert g.state.monsters[h] == A("newspaper")


def test_hound_full_tie_first_player_chooses():
    g = quiet_game(TWO)
    g.state.first = 1
    cardless_at(g, 0, A("train_station"))
    cardless_at(g, 1, A("newspaper"))
    h = put_monster(g, "hound_of_tindalos", A("northside_streets"))
    draw_mythos(g, "a_strange_plague")
    assert g.choice.who == 1 and g.choice.kind == "monster"
    answer(g, "Train Station")
    assert g.state.monsters[h] == A("train_station")


# --------------------------------------------------------------- Chthonian
def test_chthonian_rolls_instead_of_moving_and_shakes_arkham_on_4_to_6():
    g = quiet_game(["base:amanda_sharpe", "base:joe_diamond", "base:ashcan_pete"])
    st = g.state
    cardless_at(g, 0, A("rivertown_streets"))
    cardless_at(g, 1, A("woods"))
    st.investigators[2].where = "base:world/abyss"
    st.investigators[2].stage = 1
    before = [i.stamina for i in st.investigators]
    c = put_monster(g, "chthonian", A("black_cave"))  # triangle, unique
    rig(g, 4)
    draw_mythos(g, "blue_flu")  # black triangle
    assert st.monsters[c] == A("black_cave")
    assert [i.stamina for i in st.investigators] == [before[0] - 1, before[1] - 1, before[2]]


def test_chthonian_low_roll_does_nothing():
    g = quiet_game()
    st = g.state
    cardless_at(g, 0, A("rivertown_streets"))
    before = st.investigators[0].stamina
    c = put_monster(g, "chthonian", A("black_cave"))
    rig(g, 3)
    draw_mythos(g, "blue_flu")
    assert st.monsters[c] == A("black_cave")
    assert st.investigators[0].stamina == before


# ------------------------------------------------------------ environments
def test_icy_conditions_fast_monsters_move_like_normal_ones():
    g = quiet_game()
    away(g, 0)
    set_environment(g, "icy_conditions")
    s = put_monster(g, "dimensional_shambler", A("northside_streets"))
    draw_mythos(g, "campus_security_increased")  # black square
    assert g.state.monsters[s] == A("merchant_district_streets")  # one step only


def test_an_evil_fog_flyers_stay_put():
    g = quiet_game()
    cardless_at(g, 0, A("rivertown_streets"))
    set_environment(g, "an_evil_fog")
    b = put_monster(g, "byakhee", A("graveyard"))
    s = put_monster(g, "byakhee", SKY)
    draw_mythos(g, "campus_security_increased")  # white circle
    assert g.state.monsters[b] == A("graveyard")
    assert g.state.monsters[s] == SKY
