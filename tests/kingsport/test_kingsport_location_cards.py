"""The Kingsport location cards (KH "Kingsport Location Cards"): each encoded entry is
resolved with rigged dice.

Plain entries run along every outcome path of the independent evaluator
(tests/helpers/encounter_sim.py) pointed at the base+kingsport content; the entries it does not
model (trips to another location or to the Dreamlands, closing a rift) have hand-made tests
below, and a coverage test checks that every entry is one or the other. Moves printed on the
cards also test the board's links inside the Kingsport Head."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import encounter_sim as S
from arkham.content.loader import load_content
from arkham.rules.classic import core as C
from arkham.rules.kingsport import rifts as R
from arkham.testing import answer, finished, rig, start_encounter
from helpers.coverage_marks import covers
from helpers.card_scenes import accept_checks, dice, encounter, inv

PACKS = ("base", "kingsport")
CONTENT = load_content(PACKS)
K = "kingsport:kingsport/"
SEVENTH, HOSPITAL, ERASMUS = K + "seventh_house_on_the_left", K + "congregational_hospital", K + "st_erasmuss_home"
WATER, LIGHTHOUSE, ROPE = K + "water_st_607", K + "north_point_lighthouse", K + "rope_and_anchor"
COLONY, SCHOOL, NEILS = K + "artists_colony", K + "hall_school", K + "neils_curiosity_shop"
HOUSE, CAUSEWAY, WIRELESS = K + "strange_high_house", K + "the_causeway", K + "wireless_station"
HARBOR_STREETS = K + "harborside_streets"
DREAMLANDS = "base:world/the_dreamlands"

# Every Kingsport location card in the pack (a test below checks this list against the data).
ENCODED = (
    "kingsport:central_hill_3",
    "kingsport:central_hill_4",
    "kingsport:central_hill_5",
    "kingsport:central_hill_6",
    "kingsport:central_hill_7",
    "kingsport:central_hill_8",
    "kingsport:central_hill_10",
    "kingsport:central_hill_13",
    "kingsport:harborside_4",
    "kingsport:harborside_6",
    "kingsport:harborside_7",
    "kingsport:harborside_12",
    "kingsport:harborside_13",
    "kingsport:south_shore_4",
    "kingsport:south_shore_5",
    "kingsport:south_shore_6",
    "kingsport:south_shore_9",
    "kingsport:south_shore_10",
    "kingsport:south_shore_11",
    "kingsport:south_shore_12",
    "kingsport:south_shore_14",
    "kingsport:kingsport_head_3",
    "kingsport:kingsport_head_4",
    "kingsport:kingsport_head_5",
    "kingsport:kingsport_head_6",
    "kingsport:kingsport_head_7",
    "kingsport:kingsport_head_8",
    "kingsport:kingsport_head_9",
    "kingsport:kingsport_head_10",
    "kingsport:kingsport_head_11",
    "kingsport:kingsport_head_12",
    "kingsport:kingsport_head_13",
    "kingsport:kingsport_head_14",
    # the cards that give a Kingsport Ally (part `cards`)
    "kingsport:central_hill_1",
    "kingsport:central_hill_2",
    "kingsport:central_hill_11",
    "kingsport:harborside_3",
    "kingsport:harborside_10",
    "kingsport:harborside_11",
    "kingsport:kingsport_head_1",
    "kingsport:kingsport_head_2",
    "kingsport:central_hill_9",
    "kingsport:central_hill_12",
    "kingsport:central_hill_14",
    "kingsport:harborside_1",
    "kingsport:harborside_2",
    "kingsport:harborside_5",
    "kingsport:harborside_8",
    "kingsport:harborside_9",
    "kingsport:south_shore_1",
    "kingsport:south_shore_2",
    "kingsport:south_shore_3",
    "kingsport:south_shore_7",
    "kingsport:south_shore_8",
    "kingsport:south_shore_13",
    "kingsport:harborside_14",
)

HAND: dict[tuple[str, str], str] = {}  # (card, area) -> the hand-made test resolving it


def hand(*entries: tuple[str, str]):
    def deco(fn):
        for card, at in entries:
            HAND[(card, at)] = fn.__name__
        return fn

    return deco


def kingsport_entries() -> list[tuple[str, str]]:
    return [(cid, e.at) for cid in ENCODED for e in CONTENT.locations[cid].entries]


def location_game(area: str) -> Any:
    return S.setup(None, area, packs=PACKS)


def log(g: Any) -> str:
    return "\n".join(e[1] for e in g.state.log)


_PROBE = location_game(SEVENTH)
GENERATED = [
    pytest.param(cid, at, id=f"{cid.partition(':')[2]}@{at.rpartition('/')[2]}")
    for cid, at in kingsport_entries()
    if S.scenarios(_PROBE, next(e for e in CONTENT.locations[cid].entries if e.at == at).effect, at) is not None
]


# ------------------------------------------------------------ the data
def test_the_pack_deals_its_location_cards_into_the_four_neighborhood_decks():
    """One deck for each Kingsport neighborhood and one for the Kingsport Head (KH components)."""
    assert sorted(
        c for c, card in CONTENT.locations.items() if c.startswith("kingsport:") and card.neighborhood.startswith(K)
    ) == sorted(ENCODED)
    per: dict[str, int] = {}
    for cid in ENCODED:
        card = CONTENT.locations[cid]
        per[card.neighborhood] = per.get(card.neighborhood, 0) + 1
        # one entry for each location of its neighborhood, and only those
        places = {a.id for a in CONTENT.areas.values() if a.neighborhood == card.neighborhood and a.kind != "street"}
        assert {e.at for e in card.entries} == places, cid
        assert len(places) == 3
    assert per == {K + "central_hill": 14, K + "harborside": 14, K + "south_shore": 14, K + "kingsport_head": 14}
    g = location_game(SEVENTH)
    for nb in per:
        assert sorted(g.state.decks[f"loc:{nb}"]) == sorted(
            c for c in ENCODED if CONTENT.locations[c].neighborhood == nb
        )


def test_a_kingsport_encounter_draws_a_card_of_its_neighborhood():
    g = location_game(CAUSEWAY)
    g.state.decks["loc:" + K + "kingsport_head"][:] = ["kingsport:kingsport_head_4"]
    start_encounter(g, 0, CAUSEWAY)
    assert finished(g) and inv(g).sanity == S.START["sanity"] - 1  # the pull of the precipice


def test_the_board_alone_has_no_location_deck():
    """Played as the board part alone, a Kingsport encounter is still 'nothing happens'."""
    c = load_content(("base", "kingsport:board"))
    assert not [k for k in c.locations if k.startswith("kingsport:")]


# ------------------------------------------------------------ the plain entries
@covers(*ENCODED)
@pytest.mark.parametrize("card_id,at", GENERATED)
def test_plain_entry_outcome_paths(card_id: str, at: str) -> None:
    entry = next(e for e in CONTENT.locations[card_id].entries if e.at == at)
    paths = S.scenarios(location_game(at), entry.effect, at)
    assert paths
    for p in paths:
        S.run_path(location_game(at), "encounter.location", p, area=at, cards=[card_id])


# ------------------------------------------------------------ the board's links
def printed_moves() -> list[tuple[str, str, str]]:
    """(card, from, to) for every printed move of a Kingsport card to a Kingsport area."""
    out = []

    def walk(node: Any, card: str, at: str) -> None:
        if isinstance(node, dict):
            if node.get("op") in ("move_to", "encounter_at") and str(node["area"]).startswith(K):
                out.append((card, at, node["area"]))
            for v in node.values():
                walk(v, card, at)
        elif isinstance(node, list):
            for v in node:
                walk(v, card, at)

    for cid in ENCODED:
        for e in CONTENT.locations[cid].entries:
            walk(e.effect, cid, e.at)
    return out


def test_the_moves_inside_the_head_follow_its_line():
    """The Head's line (Harborside streets - Causeway - Wireless Station - High House) is read
    from the moves printed on its cards (KH p.7, the Head; NOTES.md): each move from a Head
    location leads to a place linked to it, so the board's links and the cards agree."""
    head = [(c, a, b) for c, a, b in printed_moves() if CONTENT.areas[a].neighborhood == K + "kingsport_head"]
    assert {(a, b) for _, a, b in head} == {
        (HOUSE, WIRELESS),
        (CAUSEWAY, HARBOR_STREETS),
        (WIRELESS, CAUSEWAY),
        (CAUSEWAY, WIRELESS),
    }
    for card, a, b in head:
        assert b in CONTENT.areas[a].connects and a in CONTENT.areas[b].connects, (card, a, b)
    # the Head's only way out is the Harborside streets, its 'street'
    assert CONTENT.areas[CAUSEWAY].connects == [HARBOR_STREETS, WIRELESS]
    assert CONTENT.areas[HOUSE].connects == [WIRELESS]
    # a move from the lower town into the Head is a printed move past walk_in_only (7th House's passage)
    assert (SEVENTH, CAUSEWAY) in {(a, b) for _, a, b in printed_moves()} and CONTENT.areas[CAUSEWAY].walk_in_only


# ------------------------------------------------------------ trips and encounters elsewhere
@hand(("kingsport:central_hill_5", ERASMUS))
def test_basil_elton_takes_you_to_the_lighthouse_for_one_of_two_cards():
    g = location_game(ERASMUS)
    g.state.decks["loc:" + K + "harborside"][:] = [
        "kingsport:harborside_13",
        "kingsport:harborside_7",
    ]  # the deck is shuffled
    encounter(g, "kingsport:central_hill_5", ERASMUS)
    answer(g, "Yes")
    assert inv(g).where == LIGHTHOUSE
    assert g.choice.kind == "encounter" and {o.id for o in g.choice.options} == {
        "card:kingsport:harborside_13",
        "card:kingsport:harborside_7",
    }
    answer(g, "card:kingsport:harborside_7")  # Basil Elton's tales: 2 Clues (not the other card's delay)
    assert finished(g)
    assert inv(g).where == LIGHTHOUSE and inv(g).clues == S.START["clues"] + 2 and not inv(g).delayed
    g = location_game(ERASMUS)  # declined: no trip
    encounter(g, "kingsport:central_hill_5", ERASMUS)
    answer(g, "No")
    assert finished(g) and inv(g).where == ERASMUS and inv(g).clues == S.START["clues"]


@hand(("kingsport:central_hill_8", SEVENTH), ("kingsport:kingsport_head_14", CAUSEWAY))
def test_a_hidden_way_leads_on_for_an_encounter_in_the_head():
    """The basement passage to the Causeway and the secret trail to the Wireless Station: a move
    and an encounter at once, there, with that neighborhood's deck."""
    g = location_game(SEVENTH)
    g.state.decks["loc:" + K + "kingsport_head"][:] = ["kingsport:kingsport_head_4"]  # the Causeway: lose 1 Sanity
    encounter(g, "kingsport:central_hill_8", SEVENTH)
    assert finished(g)
    assert inv(g).where == CAUSEWAY and inv(g).sanity == S.START["sanity"] - 1
    assert "has an encounter at The Causeway" in log(g)
    g = location_game(CAUSEWAY)
    g.state.decks["loc:" + K + "kingsport_head"][:] = ["kingsport:kingsport_head_13"]  # the Wireless Station: $2
    encounter(g, "kingsport:kingsport_head_14", CAUSEWAY)
    assert finished(g)
    assert inv(g).where == WIRELESS and inv(g).money == S.START["money"] + 2


@hand(("kingsport:kingsport_head_7", HOUSE), ("kingsport:kingsport_head_8", HOUSE))
def test_william_bain_takes_you_to_the_dreamlands_and_back():
    """Two gate cards drawn in the Dreamlands, one encountered, then back at the High House."""
    for card in ("kingsport:kingsport_head_7", "kingsport:kingsport_head_8"):
        g = location_game(HOUSE)
        deck = g.state.decks["gate"]
        for c in ("base:gate_04", "base:gate_02"):
            deck.remove(c)
            deck.insert(0, c)
        encounter(g, card, HOUSE)
        assert "drawn into The Dreamlands" in log(g)
        assert g.choice.kind == "encounter" and {o.id for o in g.choice.options} == {
            "card:base:gate_02",
            "card:base:gate_04",
        }
        answer(g, "card:base:gate_02")  # mountains that walk: 1 Sanity
        assert finished(g)
        assert inv(g).where == HOUSE and inv(g).sanity == S.START["sanity"] - 1 and not inv(g).delayed


# ------------------------------------------------------------ rifts
@hand(("kingsport:kingsport_head_12", HOUSE))
def test_william_bains_spell_clears_a_rift():
    """A passed Will (-1) check: every progress marker of the rift chosen goes back to the pile
    and an open rift closes (the rift rules' close_rift, KH p.10); a failed one changes nothing."""
    from test_kingsport_rifts import ALL_MARKERS, CIRCLE, MOON, SLASH, T1, T2, T3, P, open_at, spaces

    for ok in (True, False):
        g = location_game(HOUSE)
        g.state.rules_data["rifts"] = {
            "tracks": {
                T1: {"rift": CIRCLE, "spaces": [[], []]},
                T2: {"rift": MOON, "spaces": [[], []]},
                T3: {"rift": SLASH, "spaces": [[], []]},
            },
            "open": {},
            "down": [],
            "pile": [m for m in ALL_MARKERS if m not in (P("hall_school"), P("the_causeway"))],
        }
        spaces(g, T1)[0].append(P("hall_school"))
        spaces(g, T3)[1].append(P("the_causeway"))
        open_at(g, CIRCLE, "base:arkham/woods")
        encounter(g, "kingsport:kingsport_head_12", HOUSE, *dice(g, "will", -1, ok))
        accept_checks(g)
        if not ok:
            assert finished(g) and CIRCLE in R.data(g)["open"] and spaces(g, T1) == [[P("hall_school")], []]
            continue
        assert g.choice.kind == "rift" and len(g.choice.options) == 2
        answer(g, next(o.id for o in g.choice.options if o.id == CIRCLE))
        assert finished(g)
        assert CIRCLE not in R.data(g)["open"] and spaces(g, T1) == [[], []]
        assert spaces(g, T3)[1] == [P("the_causeway")] and len(R.data(g)["pile"]) == 11


# ------------------------------------------------------------ the Kingsport ops
@hand(("kingsport:central_hill_13", HOSPITAL))
def test_the_sack_gives_two_finds_or_a_loss_split_as_you_choose():
    g = location_game(HOSPITAL)
    encounter(g, "kingsport:central_hill_13", HOSPITAL, *(dice(g, "sneak", -2, True) or [6]))
    answer(g, "Yes")
    if not dice(g, "sneak", -2, True):  # no die to roll: a Clue token buys the success
        answer(g, "clue")
    accept_checks(g)
    assert finished(g) and not g.state.rig
    assert sorted(C.card_def(g, c).deck for c in inv(g).cards) == ["common", "common", "spell", "unique"]
    g = location_game(HOSPITAL)  # failed: two dice (3 + 4), split 3 Sanity / 4 Stamina as chosen
    encounter(g, "kingsport:central_hill_13", HOSPITAL, *dice(g, "sneak", -2, False), 3, 4)
    answer(g, "Yes")
    accept_checks(g)
    assert g.choice.kind == "split" and len(g.choice.options) == 8  # 7 Sanity + 0 Stamina ... 0 + 7
    answer(g, "sanity:3")
    assert finished(g) and not g.state.rig
    assert (inv(g).sanity, inv(g).stamina) == (S.START["sanity"] - 3, S.START["stamina"] - 4)
    g = location_game(HOSPITAL)  # let alone: nothing
    encounter(g, "kingsport:central_hill_13", HOSPITAL)
    answer(g, "No")
    assert finished(g) and len(inv(g).cards) == 2 and inv(g).sanity == S.START["sanity"]


@hand(("kingsport:harborside_12", WATER))
def test_the_pendulums_reduce_you_to_one_sanity():
    g = location_game(WATER)
    encounter(g, "kingsport:harborside_12", WATER)
    assert finished(g)
    assert inv(g).clues == S.START["clues"] + 2 and inv(g).sanity == 1 and inv(g).where == WATER
    g = location_game(WATER)  # already at 1: nothing more is lost
    inv(g).sanity = 1
    encounter(g, "kingsport:harborside_12", WATER)
    assert finished(g) and inv(g).sanity == 1 and inv(g).clues == S.START["clues"] + 2


@hand(("kingsport:south_shore_5", NEILS))
def test_the_idol_blesses_or_leaves_you_at_one_sanity():
    g = location_game(NEILS)
    encounter(g, "kingsport:south_shore_5", NEILS, *dice(g, "will", -2, True))
    answer(g, "Yes")
    accept_checks(g)
    assert finished(g) and C.has_card(g, inv(g), "base:blessing") and inv(g).money == S.START["money"] - 1
    g = location_game(NEILS)
    encounter(g, "kingsport:south_shore_5", NEILS, *dice(g, "will", -2, False))
    answer(g, "Yes")
    accept_checks(g)
    assert finished(g) and inv(g).sanity == 1 and not C.has_card(g, inv(g), "base:blessing")
    g = location_game(NEILS)  # without $1 nothing is offered
    inv(g).money = 0
    encounter(g, "kingsport:south_shore_5", NEILS)
    assert finished(g) and inv(g).sanity == S.START["sanity"]


@hand(("kingsport:south_shore_12", SCHOOL))
def test_the_necronomicon_excerpt_gives_any_spell():
    g = location_game(SCHOOL)
    encounter(g, "kingsport:south_shore_12", SCHOOL, *dice(g, "lore", -1, True))
    accept_checks(g)
    assert g.choice.kind == "draw" and all(C.card_def(g, o.id[5:]).deck == "spell" for o in g.choice.options)
    pick = g.choice.options[-1].id[5:]
    answer(g, f"take:{pick}")
    assert finished(g) and pick in inv(g).cards
    g = location_game(SCHOOL)
    encounter(g, "kingsport:south_shore_12", SCHOOL, *dice(g, "lore", -1, False))
    accept_checks(g)
    assert finished(g) and len(inv(g).cards) == 2


@hand(("kingsport:south_shore_14", NEILS))
def test_neil_buys_a_unique_item_at_three_dollars_over_its_price():
    g = location_game(NEILS)
    item = g.state.decks["unique"][0]
    g.state.decks["unique"].remove(item)
    inv(g).cards.append(item)
    price = C.card_def(g, item).price or 0
    encounter(g, "kingsport:south_shore_14", NEILS)
    assert g.choice.kind == "sell" and [o.id for o in g.choice.options] == [item, "keep"]
    answer(g, item)
    assert finished(g)
    assert item not in inv(g).cards and inv(g).money == S.START["money"] + price + 3
    assert g.state.decks["unique"][-1] == item  # back under its deck
    g = location_game(NEILS)  # kept
    item = g.state.decks["unique"].pop(0)
    inv(g).cards.append(item)
    encounter(g, "kingsport:south_shore_14", NEILS)
    answer(g, "keep")
    assert finished(g) and item in inv(g).cards and inv(g).money == S.START["money"]
    g = location_game(NEILS)  # no Unique Item: no offer (the Common Items are not bought)
    encounter(g, "kingsport:south_shore_14", NEILS)
    assert finished(g) and inv(g).money == S.START["money"]


@hand(("kingsport:kingsport_head_9", HOUSE))
def test_william_bain_opens_the_way_through_any_open_gate():
    from arkham.testing import open_gate

    g = location_game(HOUSE)
    open_gate(g, "base:arkham/woods", "base:world/abyss")
    open_gate(g, "base:arkham/the_unnamable", "base:world/yuggoth")
    encounter(g, "kingsport:kingsport_head_9", HOUSE)
    assert g.choice.kind == "gate"
    assert {o.id for o in g.choice.options} == {"base:arkham/woods", "base:arkham/the_unnamable", "stay"}
    answer(g, "base:arkham/woods")
    assert finished(g)
    assert inv(g).where == "base:world/abyss" and inv(g).stage == 1 and not inv(g).delayed
    g = location_game(HOUSE)  # he may stay
    open_gate(g, "base:arkham/woods", "base:world/abyss")
    encounter(g, "kingsport:kingsport_head_9", HOUSE)
    answer(g, "stay")
    assert finished(g) and inv(g).where == HOUSE
    g = location_game(HOUSE)  # no open gate: nothing is offered
    encounter(g, "kingsport:kingsport_head_9", HOUSE)
    assert finished(g) and inv(g).where == HOUSE


@hand(("kingsport:harborside_6", LIGHTHOUSE))
def test_the_white_ship_carries_you_to_any_other_worlds_second_area_or_loses_you():
    """A die: a success takes him to the second area of the Other World he picks, with no gate
    open there; a failure leaves him lost in time and space (base p.10)."""
    g = location_game(LIGHTHOUSE)
    encounter(g, "kingsport:harborside_6", LIGHTHOUSE, 5)
    answer(g, "Yes")
    assert g.choice.kind == "world" and {"base:world/rlyeh", "kingsport:world/unknown_kadath"} <= {
        o.id for o in g.choice.options
    }
    answer(g, "kingsport:world/unknown_kadath")
    assert finished(g)
    assert inv(g).where == "kingsport:world/unknown_kadath" and inv(g).stage == 2 and not g.state.gates
    g = location_game(LIGHTHOUSE)
    encounter(g, "kingsport:harborside_6", LIGHTHOUSE, 4)
    answer(g, "Yes")
    while not finished(g):  # lost: the turn he is out of play
        g.apply(g.choice.options[0].id)
    assert inv(g).where == C.LOST
    g = location_game(LIGHTHOUSE)  # he stays ashore
    encounter(g, "kingsport:harborside_6", LIGHTHOUSE)
    answer(g, "No")
    assert finished(g) and inv(g).where == LIGHTHOUSE


@hand(("kingsport:central_hill_6", HOSPITAL))
def test_every_crawling_one_in_play_comes_to_the_crypt():
    """After the 2 Sanity, the Crawling Ones of the board and the Sky come and he faces each in
    turn (here he evades both: they stay); one in the cup stays there."""
    from arkham.state import SKY
    from arkham.testing import put_monster

    g = location_game(HOSPITAL)
    flying = put_monster(g, "crawling_one", SKY)
    walking = put_monster(g, "crawling_one", "base:arkham/woods")
    other = put_monster(g, "zombie", "base:arkham/woods")
    encounter(g, "kingsport:central_hill_6", HOSPITAL)
    assert inv(g).sanity == S.START["sanity"] - 2
    assert g.state.monsters[flying] == g.state.monsters[walking] == HOSPITAL
    assert g.state.monsters[other] == "base:arkham/woods"
    assert any(C.base_id(m) == "kingsport:crawling_one" for m in g.state.cup)
    faced = 0
    for _ in range(40):
        if finished(g):
            break
        if g.choice.kind == "face":
            assert "Crawling One" in g.choice.prompt
            faced += 1
            rig(g, *[6] * 12)
            answer(g, "evade")
        else:
            g.apply(g.choice.options[-1].id if g.choice.kind == "check" else g.choice.options[0].id)
    g.state.rig.clear()
    assert finished(g) and faced == 2
    assert inv(g).where == HOSPITAL and sorted(C.monsters_at(g, HOSPITAL)) == sorted([flying, walking])
    g = location_game(HOSPITAL)  # none in play: only the Sanity
    encounter(g, "kingsport:central_hill_6", HOSPITAL)
    assert finished(g) and inv(g).sanity == S.START["sanity"] - 2 and not C.monsters_at(g, HOSPITAL)


# ------------------------------------------------------------ coverage
# Entries resolved by hand in tests/kingsport/test_kingsport_location_cards_allies.py.
for _card in ("kingsport:harborside_10", "kingsport:harborside_11"):
    HAND[(_card, ROPE)] = "test_thomas_olney_joins_on_a_fight_check_or_for_the_cigarette_case"
for _card in ("kingsport:harborside_3", "kingsport:harborside_5"):
    HAND[(_card, LIGHTHOUSE)] = "test_basil_elton_joins_and_the_lighthouse_closes_for_good"
# Entries resolved by hand in tests/kingsport/test_kingsport_location_cards_hand.py.
LAST = "test_kingsport_location_cards_last."
for _card in ("kingsport:harborside_1", "kingsport:harborside_5"):
    HAND[(_card, ROPE)] = LAST + "test_the_bartender_sells_up_to_three_clue_tokens_at_two_dollars"
HAND[("kingsport:central_hill_12", SEVENTH)] = LAST + "test_the_nearest_monster_comes_through_the_tunnels"
for _card in ("kingsport:harborside_8", "kingsport:harborside_9"):
    HAND[(_card, WATER)] = LAST + "test_the_fetish_bag_is_kept_and_takes_clue_tokens_for_stamina"
for _card in ("kingsport:south_shore_1", "kingsport:south_shore_2"):
    HAND[(_card, COLONY)] = LAST + "test_foolishness_joins_or_two_rift_progress_markers_leave_the_tracks"
HAND[("kingsport:south_shore_1", NEILS)] = (
    LAST + "test_the_white_thing_in_the_jar_gives_clues_or_a_brood_token_under_eihort"
)
for _card in ("kingsport:south_shore_3", "kingsport:south_shore_13"):
    HAND[(_card, SCHOOL)] = LAST + "test_asenath_waite_asks_for_two_rift_progress_markers"
for _card in ("kingsport:south_shore_7", "kingsport:south_shore_8"):
    HAND[(_card, NEILS)] = LAST + "test_two_common_items_bring_charles_dexter_ward"
HAND[("kingsport:south_shore_8", COLONY)] = LAST + "test_jim_redmond_buys_a_tome_for_the_box"
HAND[("kingsport:harborside_14", LIGHTHOUSE)] = (
    LAST + "test_basil_elton_sells_the_captaincy_for_one_gate_trophy_or_five_toughness"
)
HAND[("kingsport:south_shore_13", COLONY)] = LAST + "test_a_nap_at_the_cafe_is_one_encounter_in_the_dreamlands"


def test_every_encoded_entry_has_a_test():
    generated = {tuple(p.values) for p in GENERATED}
    missing = [e for e in kingsport_entries() if e not in generated and e not in HAND]
    assert not missing, f"Kingsport location entries without a test: {missing}"
    assert len(kingsport_entries()) == 3 * len(ENCODED)


def test_a_new_investigator_whose_home_closed_starts_in_its_street():
    """Decided (NOTES.md): a replacement investigator (base p.15, devoured) whose home location
    has closed for good starts in its street; with the location open he starts at home."""
    from arkham.rules.classic import setup as SU

    g = location_game(SEVENTH)
    store = "base:arkham/general_store"
    home = next(i for i, d in g.content.investigators.items() if d.home == store)
    assert SU.fresh_investigator(g, home, 1).where == store
    C.close_location(g, store, "test", permanent=True)
    assert SU.fresh_investigator(g, home, 1).where == "base:arkham/rivertown_streets"
