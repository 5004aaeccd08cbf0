"""The Kingsport location cards that give a Kingsport Ally (KH "Kingsport Location Cards";
the Allies of part `cards`): the entries the generated runner of
tests/kingsport/test_kingsport_location_cards.py does not walk, resolved here with rigged dice."""

from __future__ import annotations

from typing import Any

from helpers import encounter_sim as S
from arkham.rules.classic import core as C
from arkham.testing import answer, finished, give
from helpers.card_scenes import accept_checks, dice, encounter, inv
from helpers.coverage_marks import covers

PACKS = ("base", "kingsport")
K = "kingsport:kingsport/"
ROPE = K + "rope_and_anchor"
OLNEY = "kingsport:thomas_olney"


def location_game(area: str) -> Any:
    """Jenny Barnes at the area, her Fight/Will slider set to Fight 4 (two dice at Fight -2)."""
    g = S.setup(None, area, packs=PACKS)
    g.state.investigators[0].sliders[1] = 3
    return g


def olney_away(g: Any) -> None:
    """Thomas Olney is not in the Ally deck (dealt out of the 11, or with someone else)."""
    deck = g.state.decks["ally"]
    deck[:] = [c for c in deck if C.base_id(c) != OLNEY]


def choose(g: Any, word: str) -> None:
    """Pick the option whose label holds ``word``."""
    assert any(word in o.label for o in g.choice.options), [o.label for o in g.choice.options]
    answer(g, word)


@covers("kingsport:harborside_10", "kingsport:harborside_11")
def test_thomas_olney_joins_on_a_fight_check_or_for_the_cigarette_case():
    """The Rope and Anchor (Harborside 10 and 11, KH location cards): pass Fight -2 or discard
    Lucky Cigarette Case and Thomas Olney joins (he brings a Blessing, his card's own text);
    with his card not in the deck, 1 doom token leaves the track instead; a failed check
    gives nothing."""
    for card in ("kingsport:harborside_10", "kingsport:harborside_11"):
        g = location_game(ROPE)  # the check passed, no case held: only the check is offered
        assert len(dice(g, "fight", -2, True)) == 2
        encounter(g, card, ROPE, *dice(g, "fight", -2, True))
        if not finished(g) and g.choice.kind != "check":
            choose(g, "Fight")
        accept_checks(g)
        assert finished(g) and C.has_card(g, inv(g), OLNEY) and C.has_card(g, inv(g), "base:blessing")
        assert not [c for c in g.state.decks["ally"] if C.base_id(c) == OLNEY]

        g = location_game(ROPE)  # the check failed: no Ally, no doom removed
        g.state.doom = 3
        encounter(g, card, ROPE, *dice(g, "fight", -2, False))
        if not finished(g) and g.choice.kind != "check":
            choose(g, "Fight")
        accept_checks(g)
        assert finished(g) and not C.has_card(g, inv(g), OLNEY) and g.state.doom == 3

        g = location_game(ROPE)  # the Lucky Cigarette Case is given up instead of rolling
        give(g, 0, "base:lucky_cigarette_case")
        encounter(g, card, ROPE)
        choose(g, "Cigarette")
        accept_checks(g)
        assert finished(g) and C.has_card(g, inv(g), OLNEY)
        assert not C.has_card(g, inv(g), "base:lucky_cigarette_case")

        g = location_game(ROPE)  # Olney not available: a doom token leaves the track
        olney_away(g)
        g.state.doom = 3
        encounter(g, card, ROPE, *dice(g, "fight", -2, True))
        if not finished(g) and g.choice.kind != "check":
            choose(g, "Fight")
        accept_checks(g)
        assert finished(g) and not C.has_card(g, inv(g), OLNEY) and g.state.doom == 2


# ------------------------------------------------------------ the box's Arkham cards
POLICE, SOCIETY, MAS = "base:arkham/police_station", "base:arkham/historical_society", "base:arkham/mas_boarding_house"


def trophy(g: Any, kind: str) -> str:
    m = next(m for m in g.state.cup if C.base_id(m) == kind)
    C.claim_trophy(g, inv(g), m)
    return m


@covers("kingsport:easttown_3")
def test_a_crescent_trophy_claims_the_police_reward():
    """Police Station (Easttown 3, KH Arkham location cards): a monster trophy with the
    crescent symbol may be spent for $5; another symbol is not offered."""
    g = location_game(POLICE)
    moon = trophy(g, "base:cultist")  # crescent
    other = trophy(g, "base:byakhee")  # circle
    encounter(g, "kingsport:easttown_3", POLICE)
    assert [o.id for o in g.choice.options] == [f"spend:{moon}", "no"]
    answer(g, f"spend:{moon}")
    assert finished(g) and inv(g).money == S.START["money"] + 5
    assert inv(g).monster_trophies == [other] and moon in g.state.cup
    g = location_game(POLICE)  # no crescent trophy: nothing
    trophy(g, "base:byakhee")
    encounter(g, "kingsport:easttown_3", POLICE)
    assert finished(g) and inv(g).money == S.START["money"]


@covers("kingsport:southside_4")
def test_a_gate_trophy_brings_professor_armitage():
    """Historical Society (Southside 4): spend 1 gate trophy for Professor Armitage (a Unique
    Item when his card is not in the Ally deck); without a gate trophy nothing is offered."""
    g = location_game(SOCIETY)
    inv(g).gate_trophies.append(g.state.gate_pile.pop(0))
    in_deck = any(C.base_id(c) == "base:professor_armitage" for c in g.state.decks["ally"])
    encounter(g, "kingsport:southside_4", SOCIETY)
    answer(g, "Yes")
    assert finished(g) and inv(g).gate_trophies == []
    if in_deck:
        assert C.has_card(g, inv(g), "base:professor_armitage")
    else:
        assert [C.card_def(g, c).deck for c in inv(g).cards].count("unique") == 1
    g = location_game(SOCIETY)  # his card gone: a Unique Item
    g.state.decks["ally"][:] = [c for c in g.state.decks["ally"] if C.base_id(c) != "base:professor_armitage"]
    inv(g).gate_trophies.append(g.state.gate_pile.pop(0))
    encounter(g, "kingsport:southside_4", SOCIETY)
    answer(g, "Yes")
    assert finished(g) and [C.card_def(g, c).deck for c in inv(g).cards].count("unique") == 1
    assert not C.has_card(g, inv(g), "base:professor_armitage")
    g = location_game(SOCIETY)  # no gate trophy
    encounter(g, "kingsport:southside_4", SOCIETY)
    assert finished(g) and len(inv(g).cards) == 2


@covers("kingsport:southside_4")
def test_mas_dinner_trades_your_ally_for_a_random_one():
    """Ma's Boarding House (Southside 4): an Ally held is discarded (one of his choice: decided,
    NOTES.md) and the top Ally of the shuffled deck joins; with no Ally held one still joins."""
    g = location_game(MAS)
    old = give(g, 0, "base:duke")
    top = g.state.decks["ally"][0]
    encounter(g, "kingsport:southside_4", MAS)
    while not finished(g):
        answer(g, old if any(o.id == old for o in g.choice.options) else g.choice.options[0].id)
    assert not C.has_card(g, inv(g), "base:duke")
    allies = [c for c in inv(g).cards if C.card_def(g, c).deck == "ally"]
    assert allies == [top]
    g = location_game(MAS)  # no Ally: one joins all the same
    top = g.state.decks["ally"][0]
    encounter(g, "kingsport:southside_4", MAS)
    assert finished(g) and [c for c in inv(g).cards if C.card_def(g, c).deck == "ally"] == [top]


@covers("kingsport:rivertown_4")
def test_a_gate_and_a_monster_open_at_the_black_cave():
    """Black Cave (Rivertown 4): a gate opens there from the top gate marker, a monster comes out
    of it, and the investigator standing there is drawn through it (base p.13 'gate opens'),
    delayed in the Other World's first area."""
    cave = "base:arkham/black_cave"
    g = location_game(cave)
    top = g.state.gate_pile[0]
    encounter(g, "kingsport:rivertown_4", cave)
    assert g.state.gates.get(cave) == top and len(C.monsters_at(g, cave)) == 1
    assert inv(g).where == C.base_id(top) and inv(g).stage == 1 and inv(g).delayed


@covers("kingsport:rivertown_4")
def test_five_toughness_of_trophies_bring_richard_upton_pickman():
    """Graveyard (Rivertown 4): monster trophies worth 5 toughness may be spent for Richard
    Upton Pickman (a Spell when his card is not in the Ally deck); with less nothing is offered."""
    grave = "base:arkham/graveyard"
    pickman = "base:richard_upton_pickman"
    for present in (True, False):
        g = location_game(grave)
        deck = g.state.decks["ally"]
        if not present:
            deck[:] = [c for c in deck if C.base_id(c) != pickman]
        elif not any(C.base_id(c) == pickman for c in deck):
            deck.insert(0, next(c for c in g.state.box if C.base_id(c) == pickman))
            g.state.box.remove(deck[0])
        for kind in ("base:dark_young", "base:dark_young"):  # toughness 3 each
            trophy(g, kind)
        encounter(g, "kingsport:rivertown_4", grave)
        answer(g, "Yes")
        while not finished(g):  # which trophies pay: the first offered
            answer(g, g.choice.options[0].id)
        assert inv(g).monster_trophies == []  # 3 + 3: both paid for the 5
        if present:
            assert C.has_card(g, inv(g), pickman)
        else:
            assert [C.card_def(g, c).deck for c in inv(g).cards].count("spell") == 1
    g = location_game(grave)  # 1 toughness is not enough: nothing offered
    trophy(g, "base:cultist")
    encounter(g, "kingsport:rivertown_4", grave)
    assert finished(g) and len(inv(g).monster_trophies) == 1 and len(inv(g).cards) == 2


@covers("kingsport:harborside_3", "kingsport:harborside_5")
def test_basil_elton_joins_and_the_lighthouse_closes_for_good():
    """North Point Lighthouse (Harborside 3 and 5): a passed Speed -1 check brings Basil Elton
    (if his card is in the Ally deck); either way the Lighthouse then closes for the rest of
    the game and the investigator goes to the street (decided, NOTES.md). A failed check
    changes nothing."""
    for card in ("kingsport:harborside_3", "kingsport:harborside_5"):
        basil_at_the_lighthouse(card)


def basil_at_the_lighthouse(card: str) -> None:
    light, street = K + "north_point_lighthouse", K + "harborside_streets"
    basil = "kingsport:basil_elton"
    for present in (True, False):
        g = location_game(light)
        deck = g.state.decks["ally"]
        if not present:
            deck[:] = [c for c in deck if C.base_id(c) != basil]
        elif not any(C.base_id(c) == basil for c in deck):
            deck.insert(0, next(c for c in g.state.box if C.base_id(c) == basil))
            g.state.box.remove(deck[0])
        ok = dice(g, "speed", -1, True)
        assert ok
        encounter(g, card, light, *ok)
        accept_checks(g)
        assert finished(g) and inv(g).where == street
        assert bool(C.has_card(g, inv(g), basil)) == present
        assert light in g.state.closed
    g = location_game(light)  # failed: he stays, the Lighthouse stays open
    encounter(g, card, light, *dice(g, "speed", -1, False))
    accept_checks(g)
    assert finished(g) and inv(g).where == light and light not in g.state.closed
    assert not C.has_card(g, inv(g), basil)
