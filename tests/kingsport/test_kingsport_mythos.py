"""The Kingsport Mythos cards (the cards' texts), their gate bursts (KH's gate bursts: a
red gate location, as DH p.6) and their movement patterns read by the Rift Tracks (KH
pp.8-10)."""

from __future__ import annotations

import pytest

from arkham.content.loader import load_content
from arkham.rules.classic import core as C
from arkham.rules.kingsport import rifts as R
from arkham.testing import (
    answer,
    empty_handed,
    labels,
    log_text,
    open_gate,
    put,
    put_monster,
    quiet_game,
    rig,
    rig_monsters,
    run_step,
)
from helpers.card_scenes import settle
from helpers.coverage_marks import covers

PACKS = ("base", "kingsport")
JOE, AMANDA = "base:joe_diamond", "base:amanda_sharpe"
T1, T2, T3 = "kingsport:rift_track_1", "kingsport:rift_track_2", "kingsport:rift_track_3"
CIRCLE, MOON, SLASH = "kingsport:rift_white_circle", "kingsport:rift_black_crescent", "kingsport:rift_black_slash"
MARKERS = [
    f"kingsport:progress_{x}#1"
    for x in (
        "seventh_house_on_the_left",
        "congregational_hospital",
        "st_erasmuss_home",
        "water_st_607",
        "north_point_lighthouse",
        "rope_and_anchor",
        "artists_colony",
        "hall_school",
        "neils_curiosity_shop",
        "the_causeway",
        "wireless_station",
        "strange_high_house",
    )
]
CARDS = (
    "break_in_at_neils",
    "cops_sweep_kingsport",
    "dark_shapes_at_dusk",
    "graverobbers_strike",
    "hellene_sighted",
    "pickpocket_ring_at_large",
    "strange_sightings_1",
    "strange_sightings_2",
    "strange_visions_cease",
    "traveller_lost_in_fog",
    "unusual_phenomenon_sighted_in_arkham",
    "wild_visions_plague_city",
    "corpse_garden",
    "hallelujah",
    "time_after_time",
    "worlds_drifting_apart",
    "local_heiress_missing",
    "kingsport_mists",
    "the_doors_of_sleep",
    "cover_up",
    "mistrust",
    "world_torn_asunder",
)


def A(short: str) -> str:
    return "base:arkham/" + short


def K(short: str) -> str:
    return "kingsport:kingsport/" + short


def rift_game(invs=(JOE,)):
    """A quiet game whose rifts are all closed, in a known order (as the rift tests)."""
    g = quiet_game(list(invs), packs=PACKS)
    g.state.rules_data["rifts"] = {
        "tracks": {
            T1: {"rift": CIRCLE, "spaces": [[], []]},
            T2: {"rift": MOON, "spaces": [[], []]},
            T3: {"rift": SLASH, "spaces": [[], []]},
        },
        "open": {},
        "down": [],
        "pile": list(MARKERS),
    }
    return g


def draw(g, card: str) -> None:
    """The Mythos Phase with the named card on top of the deck; the gate's monster is a
    stationary Ghost."""
    st = g.state
    cid = "kingsport:" + card
    st.decks["mythos"].remove(cid)
    st.decks["mythos"].insert(0, cid)
    if not st.rig_monsters:
        rig_monsters(g, "base:ghost", "base:ghost")
    run_step(g, "mythos.phase", who=-1, phase=True)


def monsters_at(g, area: str) -> list[str]:
    return sorted(C.base_id(m) for m in C.monsters_at(g, area))


def spaces(g, track):
    return R.data(g)["tracks"][track]["spaces"]


# ------------------------------------------------------------------ the data
# (gate, clue, burst, white, black) as the cards print them (two fan data sets agree)
FACTS = {
    "break_in_at_neils": (
        A("silver_twilight_lodge"),
        K("neils_curiosity_shop"),
        False,
        {"circle"},
        {"diamond", "square"},
    ),
    "cops_sweep_kingsport": (A("black_cave"), A("police_station"), True, {"diamond", "square"}, {"circle"}),
    "dark_shapes_at_dusk": (A("the_unnamable"), A("woods"), True, {"slash", "star", "triangle"}, {"hexagon"}),
    "graverobbers_strike": (A("historical_society"), K("congregational_hospital"), False, {"crescent"}, {"plus"}),
    "hellene_sighted": (A("hibbs_roadhouse"), K("st_erasmuss_home"), False, {"plus"}, {"crescent"}),
    "pickpocket_ring_at_large": (A("woods"), A("independence_square"), False, {"circle"}, {"diamond", "square"}),
    "strange_sightings_1": (
        None,
        None,
        False,
        {"crescent", "diamond", "hexagon", "square"},
        {"circle", "plus", "slash", "star", "triangle"},
    ),
    "strange_sightings_2": (
        None,
        None,
        False,
        {"circle", "plus", "slash", "star", "triangle"},
        {"crescent", "diamond", "hexagon", "square"},
    ),
    "strange_visions_cease": (A("independence_square"), A("silver_twilight_lodge"), False, {"crescent"}, {"plus"}),
    "traveller_lost_in_fog": (
        A("black_cave"),
        A("science_building"),
        False,
        {"hexagon"},
        {"slash", "star", "triangle"},
    ),
    "unusual_phenomenon_sighted_in_arkham": (
        A("unvisited_isle"),
        A("hibbs_roadhouse"),
        False,
        {"diamond", "square"},
        {"circle"},
    ),
    "corpse_garden": (A("unvisited_isle"), K("seventh_house_on_the_left"), True, {"diamond", "square"}, {"circle"}),
    "time_after_time": (A("the_witch_house"), K("artists_colony"), True, {"plus"}, {"crescent"}),
    "worlds_drifting_apart": (A("the_unnamable"), A("ye_olde_magick_shoppe"), False, {"crescent"}, {"plus"}),
    "wild_visions_plague_city": (A("the_witch_house"), A("black_cave"), False, {"plus"}, {"crescent"}),
    "hallelujah": (A("graveyard"), A("library"), False, {"slash", "star", "triangle"}, {"circle"}),
    "local_heiress_missing": (A("graveyard"), A("unvisited_isle"), True, {"hexagon"}, {"slash", "star", "triangle"}),
    "kingsport_mists": (A("independence_square"), A("the_unnamable"), True, {"hexagon"}, {"slash", "star", "triangle"}),
    "the_doors_of_sleep": (A("woods"), K("north_point_lighthouse"), False, {"circle"}, {"diamond", "square"}),
    "cover_up": (
        None,
        None,
        False,
        {"crescent", "diamond", "hexagon", "square"},
        {"circle", "plus", "slash", "star", "triangle"},
    ),
    "mistrust": (
        None,
        None,
        False,
        {"circle", "plus", "slash", "star", "triangle"},
        {"crescent", "diamond", "hexagon", "square"},
    ),
    "world_torn_asunder": (A("science_building"), None, False, {"slash", "star", "triangle"}, {"hexagon"}),
}
# doom tokens printed in place of a gate location
DOOM = {"cover_up": 2, "mistrust": 2}


@covers(*("kingsport:" + c for c in CARDS))
def test_the_pack_holds_the_encoded_kingsport_mythos_cards_as_printed():
    c = load_content(PACKS)
    assert sorted(m for m in c.mythos if m.startswith("kingsport:")) == sorted("kingsport:" + x for x in CARDS)
    for card, (gate, clue, burst, white, black) in FACTS.items():
        mc = c.mythos["kingsport:" + card]
        assert (mc.gate, mc.clue, mc.gate_burst, set(mc.white), set(mc.black)) == (gate, clue, burst, white, black), (
            card
        )
        assert mc.doom == DOOM.get(card, 0), card


def test_the_mythos_part_plays_with_the_board_it_needs():
    c = load_content(("base", "kingsport:mythos+gates"))
    assert "kingsport:cops_sweep_kingsport" in c.mythos and "kingsport:gate_01" in c.gates
    assert "kingsport:kingsport/central_hill_streets" in c.areas


@covers(*("kingsport:" + c for c in CARDS), T1, T2, T3)
def test_the_rift_tracks_read_the_real_kingsport_deck():
    """Every Kingsport Mythos card with a movement pattern of its own (not every symbol moving)
    matches exactly one pattern beside a Rift Track, and every track pattern is on at least two
    of the box's cards: the six patterns chosen for the tracks are the six the deck repeats."""
    c = load_content(PACKS)
    patterns = [(t, set(p.white), set(p.black)) for t in (T1, T2, T3) for p in c.tracks[t].patterns]
    deck = [(w, b) for _, _, _, w, b in FACTS.values() if len(w) + len(b) < 9]
    assert len(FACTS) == 22  # the whole box: every card is in the pack
    for mc in (m for m in c.mythos.values() if m.id.startswith("kingsport:") and len(m.white) + len(m.black) < 9):
        hits = [t for t, w, b in patterns if w == set(mc.white) and b == set(mc.black)]
        assert len(hits) == (0 if mc.id == "kingsport:hallelujah" else 1), mc.id
    for t, w, b in patterns:
        assert sum(1 for x in deck if x == (w, b)) >= 2, (t, w, b)
    # the one pattern of the box no track shows (Hallelujah!)
    assert [x for x in deck if not any(x == (w, b) for _, w, b in patterns)] == [
        ({"slash", "star", "triangle"}, {"circle"})
    ]


# ------------------------------------------------------------------ gate bursts
@covers("kingsport:cops_sweep_kingsport")
def test_cops_sweep_kingsport_bursts_the_seal_and_clears_the_town():
    """A gate burst (KH, as DH p.6): the elder sign at the Black Cave is torn away, the gate
    opens with no doom token; every monster in Kingsport's streets and locations goes back to
    the cup, Arkham's stay."""
    g = rift_game()
    st = g.state
    st.seals[A("black_cave")] = "elder_sign"
    put_monster(g, "base:zombie", K("central_hill_streets"))
    put_monster(g, "base:ghoul", K("hall_school"))
    put_monster(g, "base:cultist", A("rivertown_streets"))
    draw(g, "cops_sweep_kingsport")
    settle(g)
    assert A("black_cave") not in st.seals and A("black_cave") in st.gates and st.doom == 0
    assert monsters_at(g, K("central_hill_streets")) == [] and monsters_at(g, K("hall_school")) == []
    assert monsters_at(g, A("rivertown_streets")) == ["base:cultist"]


@covers("kingsport:dark_shapes_at_dusk")
def test_dark_shapes_send_ghasts_leng_spiders_and_moon_beasts_home_and_raise_terror():
    g = rift_game()
    put_monster(g, "kingsport:ghast", A("rivertown_streets"))
    put_monster(g, "kingsport:leng_spider", K("harborside_streets"))
    put_monster(g, "base:zombie", A("rivertown_streets"))
    draw(g, "dark_shapes_at_dusk")
    settle(g)
    assert monsters_at(g, A("rivertown_streets")) == ["base:zombie"] and monsters_at(g, K("harborside_streets")) == []
    assert g.state.terror == 1
    g = rift_game()
    draw(g, "dark_shapes_at_dusk")
    settle(g)
    assert g.state.terror == 0


# ------------------------------------------------------------------ headlines
@covers("kingsport:break_in_at_neils", "kingsport:graverobbers_strike", "kingsport:hellene_sighted")
@pytest.mark.parametrize(
    "card,street",
    [
        ("break_in_at_neils", "south_shore_streets"),
        ("graverobbers_strike", "central_hill_streets"),
        ("hellene_sighted", "harborside_streets"),
    ],
)
def test_two_monsters_appear_in_a_kingsport_street(card, street):
    g = rift_game()
    rig_monsters(g, "base:ghost", "base:zombie", "base:cultist")
    draw(g, card)
    settle(g)
    assert monsters_at(g, K(street)) == ["base:cultist", "base:zombie"]


@covers("kingsport:pickpocket_ring_at_large")
def test_pickpockets_take_the_most_expensive_item_or_all_the_money():
    """Each investigator's Luck (-1) check; a failure costs his most expensive item or all
    his money, his choice."""
    g = rift_game((JOE, AMANDA))
    joe, amanda = g.state.investigators
    empty_handed(g, 0, money=7)
    empty_handed(g, 1, money=5)
    from arkham.testing import give

    rifle = give(g, 0, "base:rifle")
    knife = give(g, 0, "base:knife")
    nj = max(0, C.skill_value(g, joe, "luck") - 1)
    na = max(0, C.skill_value(g, amanda, "luck") - 1)
    rig(g, 1, 1, *[1] * nj, *[6] * na)  # the gate's dice first are not needed: Joe fails, Amanda passes
    g.state.rig.clear()
    rig(g, *[1] * nj, *[6] * na)
    draw(g, "pickpocket_ring_at_large")
    while g.choice is not None and g.choice.kind == "check":
        answer(g, "accept")
    assert sorted(labels(g)) == ["Discard your most expensive item", "Lose all your money"]
    answer(g, "most expensive")
    settle(g)
    assert rifle not in joe.cards and knife in joe.cards and joe.money == 7
    assert amanda.money == 5


@covers("kingsport:strange_sightings_1", "kingsport:strange_sightings_2")
@pytest.mark.parametrize("card", ["strange_sightings_1", "strange_sightings_2"])
def test_strange_sightings_surge_at_the_open_gates_and_open_none(card):
    """A monster surge (the DH/KH rule: as many monsters as open gates or players, whichever
    is more, spread over the open gates); no gate opens; the first player gains a Clue token."""
    g = rift_game((JOE, AMANDA))
    st = g.state
    open_gate(g, A("woods"), "base:world/abyss")
    open_gate(g, A("the_unnamable"), "base:world/yuggoth")
    clues = st.investigators[st.first].clues
    rig_monsters(g, "base:ghost", "base:ghost")
    draw(g, card)
    assert g.choice.kind == "surge" and sorted(labels(g)) == [
        "The Unnamable (gate to Yuggoth)",
        "Woods (gate to The Abyss)",
    ]
    answer(g, "Woods")
    settle(g)
    assert monsters_at(g, A("woods")) == ["base:ghost"] and monsters_at(g, A("the_unnamable")) == ["base:ghost"]
    assert sorted(st.gates) == [A("the_unnamable"), A("woods")]
    assert st.investigators[st.first].clues == clues + 1
    g = rift_game()  # no gate open: no monster
    draw(g, card)
    settle(g)
    assert not g.state.gates and "brings no monster" in log_text(g)
    assert not [m for m, p in g.state.monsters.items() if p in g.content.areas]


@covers("kingsport:traveller_lost_in_fog")
def test_the_first_player_is_lost_in_the_fog_at_the_strange_high_house():
    g = rift_game((JOE, AMANDA))
    put(g, 0, A("rivertown_streets"))
    put(g, 1, A("rivertown_streets"))
    draw(g, "traveller_lost_in_fog")
    settle(g)
    first = g.state.first
    assert g.state.investigators[first].where == K("strange_high_house")
    assert g.state.investigators[1 - first].where == A("rivertown_streets")


# ------------------------------------------------------------------ the rifts
@covers("kingsport:strange_visions_cease")
def test_strange_visions_cease_turns_a_marker_down_or_back_to_the_pile():
    """The first player picks a rift progress marker: a closed rift's goes back to the pile; an
    open rift's is turned face down, and the last one face down closes the rift."""
    g = rift_game()
    d = R.data(g)
    hall, colony = MARKERS[7], MARKERS[6]
    d["pile"] = [p for p in MARKERS if p not in (hall, colony)]
    spaces(g, T1)[0].append(hall)
    spaces(g, T2)[0].append(colony)
    draw(g, "strange_visions_cease")
    assert g.choice.kind == "rift"
    answer(g, "Hall School")
    settle(g)
    # (the card's own crescent/plus pattern then draws a marker for the third track)
    assert spaces(g, T1)[0] == [] and spaces(g, T2)[0] == [colony]
    assert hall in d["pile"] + spaces(g, T3)[0] and len(d["pile"]) == 10
    g = rift_game()  # an open rift with one face-up marker left
    d = R.data(g)
    four = MARKERS[:4]
    d["pile"] = MARKERS[4:]
    spaces(g, T2)[0].extend(four[:2])
    spaces(g, T2)[1].extend(four[2:])
    d["down"] = four[:3]
    d["open"][MOON] = [A("woods"), 0]
    draw(g, "strange_visions_cease")
    settle(g)
    assert MOON not in d["open"] and d["down"] == [] and spaces(g, T2) == [[], []]
    assert all(p in d["pile"] + spaces(g, T3)[0] for p in four)


@covers("kingsport:unusual_phenomenon_sighted_in_arkham")
def test_unusual_phenomenon_fills_a_chosen_track_and_opens_its_rift_at_the_gate_location():
    g = rift_game()
    d = R.data(g)
    draw(g, "unusual_phenomenon_sighted_in_arkham")
    assert g.choice.kind == "rift" and len(labels(g)) == 3
    answer(g, "third Rift Track")
    settle(g)
    assert d["open"][SLASH][0] == A("unvisited_isle")
    assert sum(len(s) for s in spaces(g, T3)) == 4
    assert CIRCLE not in d["open"] and MOON not in d["open"]


@covers("kingsport:worlds_drifting_apart")
def test_worlds_drifting_apart_stops_all_rift_progress():
    """While it is in play no rift progress marker is placed: neither from a matching card
    (its own crescent/plus pattern included) nor from Unusual Phenomenon's filling."""
    g = rift_game()
    draw(g, "worlds_drifting_apart")
    settle(g)
    assert g.state.environment == "kingsport:worlds_drifting_apart"
    assert all(s == [] for t in (T1, T2, T3) for s in spaces(g, t)) and len(R.data(g)["pile"]) == 12
    draw(g, "unusual_phenomenon_sighted_in_arkham")
    settle(g)
    assert not R.data(g)["open"]
    g = rift_game()  # without it the same pattern adds a marker
    draw(g, "graverobbers_strike")
    settle(g)
    assert sum(len(s) for t in (T1, T2, T3) for s in spaces(g, t)) == 1


# ------------------------------------------------------------------ environments
@covers("kingsport:corpse_garden")
def test_corpse_garden_pays_clues_for_sanity_and_stamina_in_central_hill():
    g = rift_game()
    joe = empty_handed(g, 0)
    draw(g, "corpse_garden")
    settle(g)
    clues, san, sta = joe.clues, joe.sanity, joe.stamina
    put(g, 0, K("central_hill_streets"))
    run_step(g, "move", who=0, pts=0, start=K("central_hill_streets"))
    settle(g)
    assert (joe.clues, joe.sanity, joe.stamina) == (clues + 2, san - 1, sta - 1)


@covers("kingsport:time_after_time")
def test_time_after_time_toughens_hounds_and_yithians():
    g = rift_game()
    hound = put_monster(g, "base:hound_of_tindalos", A("rivertown_streets"))
    yith = put_monster(g, "kingsport:yithian", A("rivertown_streets"))
    zombie = put_monster(g, "base:zombie", A("rivertown_streets"))
    before = [C.toughness(g, m) for m in (hound, yith, zombie)]
    draw(g, "time_after_time")
    settle(g)
    assert g.state.environment == "kingsport:time_after_time"
    assert [C.toughness(g, m) for m in (hound, yith, zombie)] == [before[0] + 1, before[1] + 1, before[2]]


# ------------------------------------------------------------------ a closed home
def test_a_newcomer_whose_home_is_closed_for_good_starts_in_its_street():
    """Base p.17: a devoured investigator is replaced by a new one at his starting location;
    decided: when that location is closed for the rest of the game (a terror-closed shop, a
    rubble marker), he starts in its street, where monsters may reach him (base p.20)."""
    from arkham.rules.classic.status import devoured

    g = rift_game()
    st = g.state
    homes = {i.id: i.home for i in g.content.investigators.values()}
    for area in set(homes.values()):
        if area in g.content.areas and g.content.areas[area].kind == "location":
            st.closed[area] = ["terror"]
    devoured(g, st.investigators[0])
    settle(g)
    new = st.investigators[0]
    assert new.id != JOE and C.is_closed(g, homes[new.id])
    assert new.where == C.street_of(g, homes[new.id])


# ------------------------------------------------------------------ more of the deck
@covers("kingsport:wild_visions_plague_city")
def test_wild_visions_let_everyone_reset_the_sliders():
    g = rift_game((JOE, AMANDA))
    st = g.state
    before = [list(i.sliders) for i in st.investigators]
    draw(g, "wild_visions_plague_city")
    first = st.first
    for k in range(2):
        for slider in range(3):
            assert g.choice.kind == "slider"
            assert g.choice.who == (first + k) % 2
            g.apply(g.choice.options[3 if k == 0 else 0].id)
    settle(g)
    assert st.investigators[first].sliders == [3, 3, 3]
    assert st.investigators[1 - first].sliders == [0, 0, 0]
    assert before != [list(i.sliders) for i in st.investigators]


@covers("kingsport:hallelujah")
def test_hallelujah_blesses_the_first_to_stop_at_south_church_then_goes():
    g = rift_game((JOE, AMANDA))
    st = g.state
    joe = empty_handed(g, 0)
    amanda = empty_handed(g, 1)
    draw(g, "hallelujah")
    settle(g)
    assert st.environment == "kingsport:hallelujah"
    put(g, 0, A("south_church"))
    run_step(g, "move", who=0, pts=0, start=A("south_church"))
    settle(g)
    assert C.has_card(g, joe, "base:blessing") and st.environment is None
    assert st.decks["mythos"][-1] == "kingsport:hallelujah"
    put(g, 1, A("south_church"))
    run_step(g, "move", who=1, pts=0, start=A("south_church"))
    settle(g)
    assert not C.has_card(g, amanda, "base:blessing")
