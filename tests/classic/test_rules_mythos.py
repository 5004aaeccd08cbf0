"""The Mythos Phase on the table (base pp.9-12, DH/KH rule changes and FAQ):
gates opening, monster surges, the monster limit and the Outskirts, clue
placement, Kate Winthrop, and how Headlines, Environments and Rumors are kept."""

from __future__ import annotations

from arkham.rules.classic import core as C
from arkham.state import OUTSKIRTS
from arkham.testing import (
    answer,
    labels,
    log_text,
    open_gate,
    put,
    put_monster,
    quiet_game,
    rig_monsters,
    run_step,
)

SEVEN = [
    "base:amanda_sharpe",
    "base:ashcan_pete",
    "base:bob_jenkins",
    "base:carolyn_fern",
    "base:darrell_simmons",
    "base:dexter_drake",
    "base:gloria_goldberg",
]


def A(short: str) -> str:
    return "base:arkham/" + short


def draw_mythos(g, card: str) -> None:
    """Put the named Mythos card on top of the deck and play the Mythos Phase."""
    cid = "base:" + card
    deck = g.state.decks["mythos"]
    if cid in deck:
        deck.remove(cid)
    deck.insert(0, cid)
    run_step(g, "mythos.phase", who=-1, phase=True)


def gate(g, area: str) -> str:
    """Open a gate at the area with the next marker of the pile."""
    return open_gate(g, area, C.base_id(g.state.gate_pile[0]))


def at(g, area: str) -> list[str]:
    return sorted(C.base_id(m) for m in C.monsters_at(g, area))


def outskirts(g) -> list[str]:
    return [m for m, p in g.state.monsters.items() if p == OUTSKIRTS]


# ------------------------------------------------------------- gate opens
def test_gate_opens_doom_marker_clues_lost_investigator_drawn_through_and_delayed():
    g = quiet_game(["base:amanda_sharpe", "base:joe_diamond"])
    st = g.state
    put(g, 0, A("the_unnamable"))  # Blue Flu opens its gate at The Unnamable
    st.clues_on[A("the_unnamable")] = 2
    top_marker = st.gate_pile[0]
    pile = len(st.gate_pile)
    rig_monsters(g, "zombie")
    draw_mythos(g, "blue_flu")
    assert st.doom == 1
    assert st.gates[A("the_unnamable")] == top_marker
    assert len(st.gate_pile) == pile - 1
    assert A("the_unnamable") not in st.clues_on
    amanda = st.investigators[0]
    assert amanda.where == C.base_id(top_marker) and amanda.stage == 1
    assert amanda.delayed
    assert at(g, A("the_unnamable")) == ["base:zombie"]
    assert st.investigators[1].where == A("police_station") and not st.investigators[1].delayed


def test_one_monster_with_four_investigators_two_with_five():
    four = quiet_game(SEVEN[:4])
    rig_monsters(four, "zombie", "cultist")
    draw_mythos(four, "blue_flu")
    assert at(four, A("the_unnamable")) == ["base:zombie"]

    five = quiet_game(SEVEN[:5])
    rig_monsters(five, "zombie", "cultist")
    draw_mythos(five, "blue_flu")
    assert at(five, A("the_unnamable")) == ["base:cultist", "base:zombie"]
    assert five.state.doom == 1


def test_elder_sign_location_nothing_happens():
    g = quiet_game()
    st = g.state
    st.seals[A("the_unnamable")] = "elder_sign"
    cup = len(st.cup)
    pile = len(st.gate_pile)
    draw_mythos(g, "blue_flu")
    assert st.doom == 0
    assert A("the_unnamable") not in st.gates
    assert len(st.gate_pile) == pile and len(st.cup) == cup
    assert at(g, A("the_unnamable")) == []


# ---------------------------------------------------------- monster surge
def test_surge_rulebook_example_three_gates_seven_players():
    g = quiet_game(SEVEN)
    st = g.state
    for area in ("black_cave", "science_building", "unvisited_isle"):
        gate(g, A(area))
    pile = len(st.gate_pile)
    rig_monsters(g, "zombie", "zombie", "zombie", "cultist", "cultist", "cultist", "cultist")
    draw_mythos(g, "church_group_reclaims_southside")  # gate: Black Cave
    assert st.doom == 0 and len(st.gate_pile) == pile  # no new gate, no doom
    assert len(C.monsters_at(g, A("black_cave"))) == 3
    assert len(C.monsters_at(g, A("science_building"))) == 2
    assert len(C.monsters_at(g, A("unvisited_isle"))) == 2
    assert not outskirts(g)


def test_surge_number_is_gates_when_more_gates_than_players():
    g = quiet_game(["base:amanda_sharpe", "base:joe_diamond"])
    for area in ("black_cave", "woods", "graveyard", "the_witch_house"):
        gate(g, A(area))
    rig_monsters(g, "zombie", "zombie", "cultist", "cultist")
    draw_mythos(g, "church_group_reclaims_southside")
    for area in ("black_cave", "woods", "graveyard", "the_witch_house"):
        assert len(C.monsters_at(g, A(area))) == 1


def test_surge_spread_evenly_no_gate_above_surging_one_first_player_picks_the_extra():
    g = quiet_game(SEVEN[:6])
    st = g.state
    gates = ("black_cave", "woods", "graveyard", "the_witch_house")
    for area in gates:
        gate(g, A(area))
    rig_monsters(g, *(["zombie"] * 3 + ["cultist"] * 3))
    draw_mythos(g, "church_group_reclaims_southside")  # 6 monsters over 4 gates
    assert g.choice.kind == "surge" and g.choice.who == st.first
    assert sorted(labels(g)) == ["Graveyard", "The Witch House", "Woods"]  # never the surging gate twice
    answer(g, "Woods")
    counts = {a: len(C.monsters_at(g, A(a))) for a in gates}
    assert counts == {"black_cave": 2, "woods": 2, "graveyard": 1, "the_witch_house": 1}


# ------------------------------------------------- monster limit, Outskirts
def test_monster_over_the_limit_goes_to_the_outskirts():
    g = quiet_game()  # one player: the limit is 4
    for kind in ("ghost", "ghost", "ghost", "dark_young"):
        put_monster(g, kind, A("graveyard"))
    rig_monsters(g, "zombie")
    draw_mythos(g, "blue_flu")
    assert A("the_unnamable") in g.state.gates
    assert at(g, A("the_unnamable")) == []
    assert [C.base_id(m) for m in outskirts(g)] == ["base:zombie"]
    assert C.monsters_in_arkham(g) == 4


def test_kh_faq_outskirts_example_three_players():
    """3 players: limit 6, Outskirts hold 5. Three gates, six monsters in Arkham,
    four in the Outskirts; a surge of three: the first goes to the Outskirts (5),
    the second overflows them (terror +1, all six back to the cup), the third
    goes to the Outskirts again."""
    g = quiet_game(SEVEN[:3])
    st = g.state
    for area in ("black_cave", "woods", "graveyard"):
        gate(g, A(area))
    for kind, area in (
        ("ghost", "train_station"),
        ("ghost", "newspaper"),
        ("ghost", "library"),
        ("dark_young", "velmas_diner"),
        ("dark_young", "river_docks"),
        ("dark_young", "administration_building"),
    ):
        put_monster(g, kind, A(area))
    old = [put_monster(g, k, OUTSKIRTS) for k in ("witch", "witch", "gug", "gug")]
    allies = len(st.decks["ally"])
    rig_monsters(g, "zombie", "cultist", "maniac")
    draw_mythos(g, "church_group_reclaims_southside")
    assert st.terror == 1
    assert len(st.decks["ally"]) == allies - 1
    assert [C.base_id(m) for m in outskirts(g)] == ["base:maniac"]
    for m in old:
        assert st.monsters[m] == C.CUP and m in st.cup
    assert C.monsters_in_arkham(g) == 6
    assert any("zombie" in m and st.monsters[m] == C.CUP for m in st.monsters)
    text = log_text(g)
    assert (
        text.index("Zombie appears in the Outskirts")
        < text.index("Cultist appears in the Outskirts")
        < text.index("Outskirts overflow")
        < text.index("Maniac appears in the Outskirts")
    )


# ------------------------------------------------------------ clue tokens
def test_clue_token_placed_on_location():
    g = quiet_game()
    draw_mythos(g, "blue_flu")  # clue: Woods
    assert g.state.clues_on[A("woods")] == 1


def test_no_clue_token_on_an_open_gate():
    g = quiet_game()
    gate(g, A("woods"))
    draw_mythos(g, "blue_flu")
    assert A("woods") not in g.state.clues_on


def test_investigator_at_the_clue_location_takes_it():
    g = quiet_game()
    inv = g.state.investigators[0]
    inv.clues = 0
    put(g, 0, A("woods"))
    draw_mythos(g, "blue_flu")
    assert inv.clues == 1 and A("woods") not in g.state.clues_on


def test_two_investigators_at_the_clue_location_first_player_decides():
    g = quiet_game(["base:amanda_sharpe", "base:joe_diamond"])
    st = g.state
    st.first = 1
    for i in (0, 1):
        st.investigators[i].clues = 0
        put(g, i, A("woods"))
    draw_mythos(g, "blue_flu")
    assert g.choice.kind == "clue" and g.choice.who == 1
    answer(g, "Amanda Sharpe")
    assert st.investigators[0].clues == 1 and st.investigators[1].clues == 0
    assert A("woods") not in st.clues_on


# ---------------------------------------------------------- Kate Winthrop
def test_kate_stops_a_gate_opening_where_she_stands():
    g = quiet_game(["base:kate_winthrop"])
    put(g, 0, A("the_unnamable"))
    cup = len(g.state.cup)
    draw_mythos(g, "blue_flu")
    assert A("the_unnamable") not in g.state.gates
    assert g.state.doom == 0 and len(g.state.cup) == cup
    assert g.state.investigators[0].where == A("the_unnamable")


def test_kate_stops_monsters_appearing_in_her_street():
    g = quiet_game(["base:kate_winthrop"])
    put(g, 0, A("merchant_district_streets"))
    draw_mythos(g, "ghost_ship_docks_by_itself")  # two monsters appear in the Merchant District streets
    assert C.monsters_at(g, A("merchant_district_streets")) == []


def test_kate_at_a_gate_gets_no_monster_in_a_surge():
    g = quiet_game(["base:kate_winthrop", "base:amanda_sharpe"])
    for area in ("black_cave", "woods"):
        gate(g, A(area))
    put(g, 0, A("woods"))
    rig_monsters(g, "zombie", "zombie")
    draw_mythos(g, "church_group_reclaims_southside")
    assert C.monsters_at(g, A("woods")) == []
    assert len(C.monsters_at(g, A("black_cave"))) >= 1


# ------------------------------------------------------- the card itself
def test_headline_goes_to_the_bottom_of_the_deck():
    g = quiet_game()
    draw_mythos(g, "blue_flu")
    assert g.state.decks["mythos"][-1] == "base:blue_flu"


def test_environment_stays_and_a_new_one_replaces_it():
    g = quiet_game()
    st = g.state
    draw_mythos(g, "the_festival")
    assert st.environment == "base:the_festival"
    assert "base:the_festival" not in st.decks["mythos"]
    draw_mythos(g, "heat_wave")
    assert st.environment == "base:heat_wave"
    assert st.decks["mythos"][-1] == "base:the_festival"


def test_second_rumor_is_ignored_but_its_gate_opens():
    g = quiet_game()
    st = g.state
    draw_mythos(g, "the_stars_are_right")
    assert st.rumor == "base:the_stars_are_right"
    doom = st.doom
    rig_monsters(g, "zombie")
    draw_mythos(g, "disturbing_the_dead")  # gate: Black Cave
    assert st.rumor == "base:the_stars_are_right"
    assert st.decks["mythos"][-1] == "base:disturbing_the_dead"
    assert A("black_cave") in st.gates and st.doom == doom + 1


def test_ithaqua_discards_weather_keeps_the_old_environment_but_gate_and_moves_happen():
    g = quiet_game(ancient_one="base:ithaqua")
    st = g.state
    draw_mythos(g, "the_festival")  # urban: stays
    assert st.environment == "base:the_festival"
    z = put_monster(g, "zombie", A("uptown_streets"))  # crescent: An Evil Fog moves crescents on black
    rig_monsters(g, "cultist")
    draw_mythos(g, "an_evil_fog")  # weather; gate Graveyard, clue Unvisited Isle
    assert st.environment == "base:the_festival"
    assert st.decks["mythos"][-1] == "base:an_evil_fog"
    assert A("graveyard") in st.gates
    assert st.clues_on.get(A("unvisited_isle")) == 1
    assert st.monsters[z] == A("southside_streets")  # the black arrow out of Uptown


def test_story_card_reshuffles_and_another_is_drawn():
    g = quiet_game()
    st = g.state
    deck = st.decks["mythos"]
    deck.remove("base:the_story_continues")
    deck.insert(0, "base:the_story_continues")
    run_step(g, "mythos.phase", who=-1, phase=True)
    assert "base:the_story_continues" in deck
    assert len(deck) + (1 if st.environment or st.rumor else 0) == 67
    assert "Mythos:" in log_text(g)


def test_ithaqua_icy_winds_street_loses_stamina_at_end_of_mythos():
    g = quiet_game(["base:amanda_sharpe", "base:joe_diamond"], ancient_one="base:ithaqua")
    st = g.state
    put(g, 0, A("rivertown_streets"))
    before = [i.stamina for i in st.investigators]
    draw_mythos(g, "the_festival")
    assert st.investigators[0].stamina == before[0] - 1
    assert st.investigators[1].stamina == before[1]  # in a location


def test_surge_over_the_limit_first_player_places_before_drawing():
    g = quiet_game()  # one player: limit 4
    st = g.state
    for area in ("black_cave", "woods"):
        gate(g, A(area))
    for kind, area in (("ghost", "train_station"), ("ghost", "newspaper"), ("ghost", "library")):
        put_monster(g, kind, A(area))
    cup = len(st.cup)
    rig_monsters(g, "zombie", "cultist")
    draw_mythos(g, "church_group_reclaims_southside")  # surge of 2, room for 1 in Arkham
    assert g.choice.kind == "surge" and g.choice.who == st.first
    assert len(st.cup) == cup  # decided before any monster is drawn
    answer(g, "Woods")
    assert at(g, A("woods")) == ["base:zombie"]
    assert at(g, A("black_cave")) == []
    assert [C.base_id(m) for m in outskirts(g)] == ["base:cultist"]
