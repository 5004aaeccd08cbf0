"""The last Kingsport location cards (KH "Kingsport Location Cards"), the entries the generated
runner of tests/kingsport/test_kingsport_location_cards.py does not walk: Clue tokens bought at the Rope
and Anchor, the nearest monster in the 7th House's tunnels, the Terrible Old Man's fetish bag,
Foolishness and Asenath Waite with the Rift Tracks (KH pp.8-10), Charles Dexter Ward's price,
Jim Redmond's Tome and the Dreamlands nap. Resolved here with rigged dice."""

from __future__ import annotations

from typing import Any

from helpers import encounter_sim as S
from arkham.rules.classic import core as C
from arkham.rules.kingsport import rifts as R
from arkham.state import SKY
from arkham.testing import answer, finished, give, put_monster, rig, run_step
from helpers.coverage_marks import covers
from helpers.card_scenes import accept_checks, dice, encounter, inv

PACKS = ("base", "kingsport")
K = "kingsport:kingsport/"
SEVENTH, WATER, LIGHT, ROPE = (
    K + "seventh_house_on_the_left",
    K + "water_st_607",
    K + "north_point_lighthouse",
    K + "rope_and_anchor",
)
COLONY, SCHOOL, NEILS = K + "artists_colony", K + "hall_school", K + "neils_curiosity_shop"
T1, T2, T3 = "kingsport:rift_track_1", "kingsport:rift_track_2", "kingsport:rift_track_3"
CIRCLE, MOON, SLASH = "kingsport:rift_white_circle", "kingsport:rift_black_crescent", "kingsport:rift_black_slash"


def location_game(area: str) -> Any:
    return S.setup(None, area, packs=PACKS)


def ids(g: Any) -> list[str]:
    return [o.id for o in g.choice.options]


def away(g: Any, card: str) -> None:
    """The card is not in its deck (dealt out of the 11 Allies, or held by someone else)."""
    deck = g.state.decks["ally"]
    deck[:] = [c for c in deck if C.base_id(c) != card]


def present(g: Any, card: str) -> None:
    """The Ally is in the deck (the deal of 11 may have left it in the box)."""
    deck = g.state.decks["ally"]
    if not any(C.base_id(c) == card for c in deck):
        c = next(c for c in g.state.box if C.base_id(c) == card)
        g.state.box.remove(c)
        deck.insert(0, c)


def rifts(g: Any, pile: list[str] | None = None) -> dict[str, Any]:
    """All three rifts closed and empty, in a known order; every progress marker in the pile."""
    from test_kingsport_rifts import ALL_MARKERS

    g.state.rules_data["rifts"] = {
        "tracks": {
            T1: {"rift": CIRCLE, "spaces": [[], []]},
            T2: {"rift": MOON, "spaces": [[], []]},
            T3: {"rift": SLASH, "spaces": [[], []]},
        },
        "open": {},
        "down": [],
        "pile": list(ALL_MARKERS if pile is None else pile),
    }
    return R.data(g)


def P(short: str) -> str:
    return f"kingsport:progress_{short}#1"


# ------------------------------------------------------------ Clue tokens for sale
@covers("kingsport:harborside_1", "kingsport:harborside_5")
def test_the_bartender_sells_up_to_three_clue_tokens_at_two_dollars():
    """The Rope and Anchor (Harborside 1 and 5): any number of Clue tokens up to 3, $2 each,
    as many as his money pays for; with less than $2 nothing is offered."""
    for card in ("kingsport:harborside_1", "kingsport:harborside_5"):
        g = location_game(ROPE)
        encounter(g, card, ROPE)
        assert g.choice.kind == "clue_purchase" and ids(g) == ["3", "2", "1", "0"]
        answer(g, "2")
        assert finished(g)
        assert inv(g).money == S.START["money"] - 4 and inv(g).clues == S.START["clues"] + 2
    g = location_game(ROPE)  # $5 pays for two at most
    inv(g).money = 5
    encounter(g, "kingsport:harborside_1", ROPE)
    assert ids(g) == ["2", "1", "0"]
    answer(g, "0")
    assert finished(g) and inv(g).money == 5 and inv(g).clues == S.START["clues"]
    g = location_game(ROPE)  # $1: nothing to buy with
    inv(g).money = 1
    encounter(g, "kingsport:harborside_5", ROPE)
    assert finished(g) and inv(g).money == 1 and inv(g).clues == S.START["clues"]


# ------------------------------------------------------------ the nearest monster
@covers("kingsport:central_hill_12")
def test_the_nearest_monster_comes_through_the_tunnels():
    """7th House on the Left (Central Hill 12): the nearest monster on a board moves to him and
    he faces it (here he evades it, so it stays); a farther one and one in the Sky stay
    where they are (decided: the Sky is not on the board, NOTES.md)."""
    g = location_game(SEVENTH)
    near = put_monster(g, "zombie", K + "central_hill_streets")  # one step away
    far = put_monster(g, "cultist", K + "harborside_streets")  # two steps away
    flier = put_monster(g, "byakhee", SKY)
    encounter(g, "kingsport:central_hill_12", SEVENTH)
    assert g.state.monsters[near] == SEVENTH and g.state.monsters[far] == K + "harborside_streets"
    assert g.state.monsters[flier] == SKY
    assert g.choice.kind == "face" and "Zombie" in g.choice.prompt
    rig(g, *[6] * 8)
    answer(g, "evade")
    accept_checks(g)
    g.state.rig.clear()
    assert finished(g) and inv(g).where == SEVENTH and C.monsters_at(g, SEVENTH) == [near]

    g = location_game(SEVENTH)  # two equally near: he picks which comes
    a = put_monster(g, "zombie", K + "central_hill_streets")
    b = put_monster(g, "cultist", K + "central_hill_streets")
    encounter(g, "kingsport:central_hill_12", SEVENTH)
    assert g.choice.kind == "nearest_monster" and sorted(ids(g)) == sorted([a, b])
    answer(g, b)
    assert g.state.monsters[b] == SEVENTH and g.state.monsters[a] == K + "central_hill_streets"
    assert g.choice.kind == "face" and "Cultist" in g.choice.prompt

    g = location_game(SEVENTH)  # none on a board: nothing happens
    put_monster(g, "byakhee", SKY)
    encounter(g, "kingsport:central_hill_12", SEVENTH)
    assert finished(g) and not C.monsters_at(g, SEVENTH)


# ------------------------------------------------------------ the fetish bag
@covers("kingsport:harborside_8", "kingsport:harborside_9", "kingsport:fetish_bag")
def test_the_fetish_bag_is_kept_and_takes_clue_tokens_for_stamina():
    """607 Water St. (Harborside 8 and 9): "take this card": the location card leaves the
    Harborside deck and he holds the fetish bag. Instead of losing 1 Stamina he may lay a
    Clue token on it (from the bank, decided: his own stay); with the third it returns to
    the box."""
    for card in ("kingsport:harborside_8", "kingsport:harborside_9"):
        g = location_game(WATER)
        deck = g.state.decks["loc:" + K + "harborside"]
        assert card in deck
        encounter(g, card, WATER)
        assert finished(g)
        bag = C.has_card(g, inv(g), "kingsport:fetish_bag")
        assert bag and card not in deck and card in g.state.box
    # the bag at work: three losses of 2 Stamina each cost 1 each; then it is gone to the box
    for n in range(1, 4):
        run_step(g, "loss", who=0, stamina=2, why="test")
        assert g.choice.kind == "loss" and any("Fetish Bag" in o.label for o in g.choice.options)
        answer(g, next(o.id for o in g.choice.options if "Fetish Bag" in o.label))
        while not finished(g):
            answer(g, "take")
        assert inv(g).stamina == S.START["stamina"] - n
        assert inv(g).clues == S.START["clues"]
    assert not C.has_card(g, inv(g), "kingsport:fetish_bag") and bag in g.state.box
    assert bag not in g.state.decks.get("kingsport:fetish_bag", [])
    run_step(g, "loss", who=0, stamina=1, why="test")  # no bag any more: the loss is taken
    assert finished(g) and inv(g).stamina == S.START["stamina"] - 4


# ------------------------------------------------------------ Foolishness and the rifts
@covers("kingsport:south_shore_1", "kingsport:south_shore_2")
def test_foolishness_joins_or_two_rift_progress_markers_leave_the_tracks():
    """Artists' Colony (South Shore 1 and 2): Luck -1 and the tomcat Foolishness joins. With
    his card gone, 2 rift progress markers are removed, the investigator picking each: a
    closed rift's goes back to the pile, an open rift's is turned face down (decided, as a
    marker investigated, NOTES.md). A failed check does nothing."""
    fool = "kingsport:foolishness"
    for card in ("kingsport:south_shore_1", "kingsport:south_shore_2"):
        g = location_game(COLONY)
        present(g, fool)
        encounter(g, card, COLONY, *dice(g, "luck", -1, True))
        accept_checks(g)
        assert finished(g) and C.has_card(g, inv(g), fool)

        g = location_game(COLONY)  # his card gone: two markers off the tracks
        away(g, fool)
        d = rifts(g)
        for p, (t, i) in ((P("hall_school"), (T1, 0)), (P("the_causeway"), (T2, 1)), (P("artists_colony"), (T3, 0))):
            d["pile"].remove(p)
            d["tracks"][t]["spaces"][i].append(p)
        encounter(g, card, COLONY, *dice(g, "luck", -1, True))
        accept_checks(g)
        assert g.choice.kind == "rift" and len(ids(g)) == 3
        answer(g, P("hall_school"))
        assert g.choice.kind == "rift" and sorted(ids(g)) == sorted([P("the_causeway"), P("artists_colony")])
        answer(g, P("the_causeway"))
        assert finished(g) and not C.has_card(g, inv(g), fool)
        assert d["tracks"][T1]["spaces"] == [[], []] and d["tracks"][T2]["spaces"] == [[], []]
        assert d["tracks"][T3]["spaces"] == [[P("artists_colony")], []]
        assert P("hall_school") in d["pile"] and P("the_causeway") in d["pile"]

        g = location_game(COLONY)  # failed: nothing
        present(g, fool)
        encounter(g, card, COLONY, *dice(g, "luck", -1, False))
        accept_checks(g)
        assert finished(g) and not C.has_card(g, inv(g), fool)

    g = location_game(COLONY)  # an open rift's marker is turned face down; with none left face up it closes
    away(g, fool)
    d = rifts(g)
    four = [P("hall_school"), P("the_causeway"), P("wireless_station"), P("strange_high_house")]
    for p in four:
        d["pile"].remove(p)
    d["tracks"][T1]["spaces"] = [four[:2], four[2:]]
    d["open"][CIRCLE] = ["base:arkham/woods", 0]
    d["down"] += four[:3]
    encounter(g, "kingsport:south_shore_2", COLONY, *dice(g, "luck", -1, True))
    accept_checks(g)
    assert finished(g)  # one face-up marker only: no choice, and the second finds none
    assert CIRCLE not in d["open"] and d["tracks"][T1]["spaces"] == [[], []] and not d["down"]


@covers("kingsport:south_shore_1")
def test_the_white_thing_in_the_jar_gives_clues_or_a_brood_token_under_eihort():
    """Neil's Curiosity Shop (South Shore 1): pay $1 for Lore -1; a pass gains 2 Clue tokens, a
    failure gains a Brood token only when Eihort is the Ancient One (KH p.10: with it a die
    lower than the tokens held devours him; here a 6)."""
    from arkham.rules.kingsport import ancient_ones as AO

    g = location_game(NEILS)
    encounter(g, "kingsport:south_shore_1", NEILS, *dice(g, "lore", -1, True))
    answer(g, "Yes")
    accept_checks(g)
    assert finished(g) and inv(g).clues == S.START["clues"] + 2 and inv(g).money == S.START["money"] - 1
    g = location_game(NEILS)  # failed, another Ancient One: nothing
    encounter(g, "kingsport:south_shore_1", NEILS, *dice(g, "lore", -1, False))
    answer(g, "Yes")
    accept_checks(g)
    assert finished(g) and AO.brood(g, inv(g)) == 0 and inv(g).clues == S.START["clues"]
    g = location_game(NEILS)  # failed under Eihort: a Brood token (and its die)
    g.state.ancient_one = AO.EIHORT
    encounter(g, "kingsport:south_shore_1", NEILS, *dice(g, "lore", -1, False), 6)
    answer(g, "Yes")
    accept_checks(g)
    assert finished(g) and AO.brood(g, inv(g)) == 1 and not inv(g).eliminated
    g = location_game(NEILS)  # without $1 nothing is offered
    inv(g).money = 0
    encounter(g, "kingsport:south_shore_1", NEILS)
    assert finished(g) and inv(g).clues == S.START["clues"]


@covers("kingsport:south_shore_3", "kingsport:south_shore_13")
def test_asenath_waite_asks_for_two_rift_progress_markers():
    """Hall School (South Shore 3 and 13): lay 2 rift progress markers, drawn from the pile, on
    spaces of his choice, and Asenath Waite joins (her $10 comes with her card); her card
    gone, a Retainer and a Spell. He may decline. A track filled so opens its rift at the
    gate location of the next Mythos card showing one (decided, NOTES.md). Not offered
    when the markers cannot all be laid."""
    asenath = "kingsport:asenath_waite"
    for card in ("kingsport:south_shore_3", "kingsport:south_shore_13"):
        g = location_game(SCHOOL)
        present(g, asenath)
        d = rifts(g)
        encounter(g, card, SCHOOL)
        assert g.choice.kind == "may"
        answer(g, "yes")
        assert g.choice.kind == "rift" and len(ids(g)) == 6  # three tracks, two patterns each
        answer(g, f"{T2}|1")
        answer(g, f"{T2}|1")
        assert finished(g) and C.has_card(g, inv(g), asenath)
        assert len(d["tracks"][T2]["spaces"][1]) == 2 and len(d["pile"]) == 10 and not d["open"]
        assert inv(g).money == S.START["money"] + 10

        g = location_game(SCHOOL)  # her card gone: a Retainer and a Spell
        away(g, asenath)
        rifts(g)
        encounter(g, card, SCHOOL)
        answer(g, "yes")
        answer(g, f"{T1}|0")
        answer(g, f"{T3}|1")
        assert finished(g) and C.has_card(g, inv(g), "base:retainer")
        assert [C.card_def(g, c).deck for c in inv(g).cards].count("spell") == 1

        g = location_game(SCHOOL)  # declined: nothing laid
        d = rifts(g)
        encounter(g, card, SCHOOL)
        answer(g, "no")
        assert finished(g) and len(d["pile"]) == 12 and not C.has_card(g, inv(g), asenath)

    g = location_game(SCHOOL)  # the second marker fills the first track: its rift opens
    present(g, asenath)
    d = rifts(g)
    for p in (P("hall_school"), P("the_causeway"), P("wireless_station")):
        d["pile"].remove(p)
    d["tracks"][T1]["spaces"] = [[P("hall_school"), P("the_causeway")], [P("wireless_station")]]
    gated = next(c for c in g.state.decks["mythos"] if g.content.mythos[c].gate)
    g.state.decks["mythos"].remove(gated)
    g.state.decks["mythos"].insert(0, gated)
    encounter(g, "kingsport:south_shore_3", SCHOOL)
    answer(g, "yes")
    answer(g, f"{T1}|1")
    answer(g, f"{T2}|0")
    assert finished(g) and C.has_card(g, inv(g), asenath)
    assert d["open"][CIRCLE][0] == g.content.mythos[gated].gate
    assert g.state.decks["mythos"][-1] == gated

    g = location_game(SCHOOL)  # no room for two: all three rifts but one open, that one with 3 markers
    d = rifts(g)
    for t, rift in ((T2, MOON), (T3, SLASH)):
        d["open"][rift] = ["base:arkham/woods", 0]
    d["tracks"][T1]["spaces"] = [[d["pile"].pop(), d["pile"].pop()], [d["pile"].pop()]]
    encounter(g, "kingsport:south_shore_13", SCHOOL)
    assert finished(g) and not C.has_card(g, inv(g), asenath)


# ------------------------------------------------------------ items given up or sold
@covers("kingsport:south_shore_7", "kingsport:south_shore_8")
def test_two_common_items_bring_charles_dexter_ward():
    """Neil's Curiosity Shop (South Shore 7 and 8): offered only to one holding 2 Common Items;
    he gives up the two he picks and Charles Dexter Ward joins (his card gone: 5 Spells drawn,
    1 kept)."""
    ward = "kingsport:charles_dexter_ward"
    for card in ("kingsport:south_shore_7", "kingsport:south_shore_8"):
        g = location_game(NEILS)  # Jenny's two Maps of Arkham
        present(g, ward)
        encounter(g, card, NEILS)
        answer(g, "Yes")
        assert finished(g) and C.has_card(g, inv(g), ward)
        assert not [c for c in inv(g).cards if C.card_def(g, c).deck == "common"]

        g = location_game(NEILS)  # three held: he picks the two
        away(g, ward)
        knife = give(g, 0, "base:knife")
        encounter(g, card, NEILS)
        answer(g, "Yes")
        assert g.choice.kind == "discard"
        while g.choice.kind == "discard":
            answer(g, next(o.id for o in g.choice.options if knife not in o.id))
        assert g.choice.kind == "draw" and len(ids(g)) == 5
        answer(g, ids(g)[0])
        assert finished(g) and knife in inv(g).cards and not C.has_card(g, inv(g), ward)
        assert [C.card_def(g, c).deck for c in inv(g).cards].count("spell") == 1

        g = location_game(NEILS)  # one Common Item only: nothing offered
        inv(g).cards.remove(C.has_card(g, inv(g), "base:map_of_arkham"))
        encounter(g, card, NEILS)
        assert finished(g) and not C.has_card(g, inv(g), ward)


@covers("kingsport:south_shore_8")
def test_jim_redmond_buys_a_tome_for_the_box():
    """Artists' Colony (South Shore 8): any one of his Tomes, Common or Unique, for $5; sold, it
    goes to the box (not its deck) and he loses 1 Sanity. Kept, or with no Tome, nothing."""
    g = location_game(COLONY)
    tome = give(g, 0, "base:old_journal")
    encounter(g, "kingsport:south_shore_8", COLONY)
    assert g.choice.kind == "sell" and ids(g) == [tome, "keep"]
    answer(g, tome)
    assert finished(g)
    assert tome in g.state.box and tome not in g.state.decks["common"] and tome not in inv(g).cards
    assert inv(g).money == S.START["money"] + 5 and inv(g).sanity == S.START["sanity"] - 1
    g = location_game(COLONY)  # kept
    tome = give(g, 0, "base:old_journal")
    encounter(g, "kingsport:south_shore_8", COLONY)
    answer(g, "keep")
    assert finished(g) and tome in inv(g).cards and inv(g).sanity == S.START["sanity"]
    g = location_game(COLONY)  # no Tome
    encounter(g, "kingsport:south_shore_8", COLONY)
    assert finished(g) and inv(g).money == S.START["money"]


# ------------------------------------------------------------ the Dreamlands nap
@covers("kingsport:south_shore_13")
def test_a_nap_at_the_cafe_is_one_encounter_in_the_dreamlands():
    """Artists' Colony (South Shore 13): one Other World encounter in the Dreamlands, then back
    at the Colony, not delayed."""
    g = location_game(COLONY)
    deck = g.state.decks["gate"]
    deck.remove("base:gate_02")
    deck.insert(0, "base:gate_02")
    encounter(g, "kingsport:south_shore_13", COLONY)
    while not finished(g):
        g.apply(g.choice.options[0].id)
    assert inv(g).where == COLONY and inv(g).sanity == S.START["sanity"] - 1 and not inv(g).delayed
    assert "The Dreamlands" in "\n".join(e[1] for e in g.state.log)


# ------------------------------------------------------------ the Captain of the White Ship
@covers("kingsport:harborside_14")
def test_basil_elton_sells_the_captaincy_for_one_gate_trophy_or_five_toughness():
    """North Point Lighthouse (Harborside 14): now or never, 1 gate trophy or 5 toughness of
    monster trophies for the Captain of the White Ship card (The White Ship comes with it);
    he may let the chance go; with neither to pay, or the card taken, nothing is offered."""
    captain, ship = "kingsport:captain_of_the_white_ship", "kingsport:the_white_ship"
    g = location_game(LIGHT)  # a gate trophy
    inv(g).gate_trophies.append(g.state.gate_pile.pop(0))
    encounter(g, "kingsport:harborside_14", LIGHT)
    assert [o.label for o in g.choice.options] == ["Pay 1 gate trophy", "Let the chance go"]
    answer(g, "opt:0")
    while not finished(g):
        answer(g, g.choice.options[0].id)
    assert C.has_card(g, inv(g), captain) and C.has_card(g, inv(g), ship) and not inv(g).gate_trophies
    g = location_game(LIGHT)  # 5 toughness of monster trophies (two Dark Young: 3 + 3)
    for _ in range(2):
        m = next(m for m in g.state.cup if C.base_id(m) == "base:dark_young")
        C.claim_trophy(g, inv(g), m)
    encounter(g, "kingsport:harborside_14", LIGHT)
    assert [o.label for o in g.choice.options] == ["Pay 5 toughness of monster trophies", "Let the chance go"]
    answer(g, "opt:1")
    while not finished(g):
        answer(g, g.choice.options[0].id)
    assert C.has_card(g, inv(g), captain) and not inv(g).monster_trophies
    g = location_game(LIGHT)  # declined: the trophy stays
    inv(g).gate_trophies.append(g.state.gate_pile.pop(0))
    encounter(g, "kingsport:harborside_14", LIGHT)
    answer(g, "opt:2")
    assert finished(g) and not C.has_card(g, inv(g), captain) and len(inv(g).gate_trophies) == 1
    g = location_game(LIGHT)  # nothing to pay with
    encounter(g, "kingsport:harborside_14", LIGHT)
    assert finished(g) and not C.has_card(g, inv(g), captain)
    g = location_game(LIGHT)  # the card is taken: not offered
    give(g, 0, captain)
    inv(g).gate_trophies.append(g.state.gate_pile.pop(0))
    encounter(g, "kingsport:harborside_14", LIGHT)
    assert finished(g) and len(inv(g).gate_trophies) == 1
