"""The Dunwich location cards whose entries deal Madness and Injury cards (DH p.6 Injury and
Madness): Blasted Heath cards 6 to 10 (generalpf 139, 141, 150, 148, 149), with Stamina above
the maximum (cards 9 and 10) and Harney's trade (card 8).

Plain entries run along every outcome path of the independent evaluator
(tests/helpers/encounter_sim.py); the others have hand-made tests, and a coverage test checks that
every entry of these cards is one or the other. Decision tested here: the cards come into the
deck only with the `injuries_madness` part in play (`needs`)."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import encounter_sim as S
from arkham.content.loader import load_content
from arkham.invariants import check
from arkham.present.help import KIND_HELP
from arkham.rules.classic import core as C
from arkham.testing import answer, finished, labels
from helpers.card_scenes import accept_checks, dice, encounter, hand_register, inv, location_cases, run_location_plain
from helpers.coverage_marks import covers

PACKS = ("base", "dunwich")
BOARD_ONLY = ("base", "dunwich:board")
CONTENT = load_content(PACKS)
GARDNERS = "dunwich:dunwich/gardners_place"
HOPYARD = "dunwich:dunwich/devils_hopyard"
SHACK = "dunwich:dunwich/harney_jones_shack"
XENO = "dunwich:xenophobia"
ANKLE = "dunwich:sprained_ankle"

# The location cards of this file (the other Dunwich location cards: test_dunwich_location_cards.py).
ENCODED = (
    "dunwich:blasted_heath_6",
    "dunwich:blasted_heath_7",
    "dunwich:blasted_heath_8",
    "dunwich:blasted_heath_9",
    "dunwich:blasted_heath_10",
)

HAND: dict[tuple[str, str], str] = {}  # (card, area) -> the hand-made test resolving it
hand = hand_register(HAND)


def entries() -> list[tuple[str, str]]:
    return [(cid, e.at) for cid in ENCODED for e in CONTENT.locations[cid].entries]


def location_game(area: str, packs: tuple[str, ...] = PACKS) -> Any:
    return S.setup(None, area, packs=packs)


def top_madness(g: Any, card: str = XENO, deck: str = "madness") -> str:
    pile = g.state.decks[deck]
    c = next(x for x in pile if C.base_id(x) == card)
    pile.remove(c)
    pile.insert(0, c)
    return c


def madness(g: Any) -> list[str]:
    return sorted(C.base_id(c) for c in inv(g).cards if C.card_def(g, c).deck == "madness")


_PROBE = location_game(GARDNERS)
GENERATED = location_cases(CONTENT, ENCODED, _PROBE)


# ------------------------------------------------------------ the data
@covers(*ENCODED)
def test_the_cards_join_the_blasted_heath_deck():
    g = location_game(GARDNERS, PACKS)
    assert set(ENCODED) <= set(g.state.decks["loc:dunwich:dunwich/blasted_heath"])
    for cid in ENCODED:
        assert CONTENT.locations[cid].neighborhood == "dunwich:dunwich/blasted_heath"
        assert {e.at for e in CONTENT.locations[cid].entries} == {GARDNERS, HOPYARD, SHACK}


# ------------------------------------------------------------ the plain entries
@covers(*ENCODED)
@pytest.mark.parametrize("card_id,at", GENERATED)
def test_plain_entry_outcome_paths(card_id: str, at: str) -> None:
    run_location_plain(CONTENT, card_id, at, location_game)


# ------------------------------------------------------------ Madness for a find
@hand(("dunwich:blasted_heath_6", GARDNERS))
def test_the_strange_ore_a_unique_item_not_a_tome_or_a_madness_card():
    g = location_game(GARDNERS)
    deck = g.state.decks["unique"]
    tome = next(c for c in deck if "tome" in C.card_def(g, c).tags)
    deck.remove(tome)
    deck.insert(0, tome)  # a Tome on top is passed over and stays there
    want = next(c for c in deck if "tome" not in C.card_def(g, c).tags)
    encounter(g, "dunwich:blasted_heath_6", GARDNERS, *dice(g, "luck", -1, True))
    answer(g, "Yes")
    accept_checks(g)
    assert finished(g)
    assert want in inv(g).cards and tome not in inv(g).cards and deck[0] == tome and not madness(g)
    g = location_game(GARDNERS)
    top_madness(g)
    encounter(g, "dunwich:blasted_heath_6", GARDNERS, *dice(g, "luck", -1, False))
    answer(g, "Yes")
    accept_checks(g)
    assert finished(g) and madness(g) == [XENO] and len(inv(g).cards) == 3  # two Maps and the card
    g = location_game(GARDNERS)
    encounter(g, "dunwich:blasted_heath_6", GARDNERS)
    answer(g, "No")
    assert finished(g) and not madness(g) and len(inv(g).cards) == 2


@hand(("dunwich:blasted_heath_7", GARDNERS), ("dunwich:blasted_heath_8", GARDNERS))
def test_the_glowing_skull_a_skill_and_a_madness_card():
    for card in ("dunwich:blasted_heath_7", "dunwich:blasted_heath_8"):
        g = location_game(GARDNERS)
        top_madness(g)
        skills = len(g.state.decks["skill"])
        encounter(g, card, GARDNERS)
        answer(g, "Yes")
        assert finished(g)
        assert madness(g) == [XENO] and len(g.state.decks["skill"]) == skills - 1
        assert sum(1 for c in inv(g).cards if C.card_def(g, c).deck == "skill") == 1
        g = location_game(GARDNERS)
        encounter(g, card, GARDNERS)
        answer(g, "No")
        assert finished(g) and not madness(g) and len(inv(g).cards) == 2


def test_without_the_madness_deck_the_cards_stay_out():
    """Decision: the price cannot be paid without the `injuries_madness` part, so the cards
    are not in the deck (no free Skill, Unique Item or Ally)."""
    g = location_game(GARDNERS, BOARD_ONLY)
    assert not g.state.decks.get("madness") and not g.state.decks.get("injury")
    deck = g.state.decks["loc:dunwich:dunwich/blasted_heath"]
    assert deck and not set(ENCODED) & set(deck)
    assert set(ENCODED) <= set(CONTENT.locations)  # with the part they are there


@hand(("dunwich:blasted_heath_9", HOPYARD), ("dunwich:blasted_heath_10", HOPYARD))
def test_rushing_into_the_smoke_an_ally_and_an_injury_card():
    for card in ("dunwich:blasted_heath_9", "dunwich:blasted_heath_10"):
        g = location_game(HOPYARD)
        top_madness(g, ANKLE, "injury")
        encounter(g, card, HOPYARD)
        answer(g, "Yes")
        assert finished(g)
        assert [C.base_id(c) for c in inv(g).cards if C.card_def(g, c).deck == "injury"] == [ANKLE]
        assert sum(1 for c in inv(g).cards if C.card_def(g, c).deck == "ally") == 1
        g = location_game(HOPYARD)
        encounter(g, card, HOPYARD)
        answer(g, "No")
        assert finished(g) and len(inv(g).cards) == 2


# ------------------------------------------------------------ Stamina above the maximum
@hand(("dunwich:blasted_heath_9", GARDNERS), ("dunwich:blasted_heath_10", GARDNERS))
def test_unnatural_vigor_three_stamina_above_the_maximum_never_restored():
    for card in ("dunwich:blasted_heath_9", "dunwich:blasted_heath_10"):
        g = location_game(GARDNERS)
        top = C.max_stamina(g, inv(g))
        inv(g).stamina = 2
        encounter(g, card, GARDNERS)
        assert finished(g)
        assert inv(g).stamina == top + 3 and C.max_stamina(g, inv(g)) == top + 3
        check(g)  # the state's invariants hold above the maximum
        C.lose(g, inv(g), stamina=2)
        assert inv(g).stamina == top + 1 and C.max_stamina(g, inv(g)) == top + 1
        C.gain(g, inv(g), "stamina", 5)  # the lost tokens are not restored
        assert inv(g).stamina == top + 1
        C.lose(g, inv(g), stamina=4)
        C.gain(g, inv(g), "stamina", 9)  # healing stops at the printed maximum
        assert inv(g).stamina == top and C.max_stamina(g, inv(g)) == top
        encounter(g, card, GARDNERS)  # a second time: 3 above again, never 6
        assert inv(g).stamina == top + 3 and C.max_stamina(g, inv(g)) == top + 3
        check(g)


# ------------------------------------------------------------ Harney's trade
@hand(("dunwich:blasted_heath_8", SHACK))
def test_harney_trades_a_card_for_one_of_the_top_three_of_its_deck():
    g = location_game(SHACK)
    maps = sorted(inv(g).cards)
    deck = g.state.decks["common"]
    top3 = deck[:3]
    encounter(g, "dunwich:blasted_heath_8", SHACK)
    assert g.choice.kind == "trade" and "trade" in KIND_HELP  # the terminal explains the choice
    assert labels(g) == ["Trade Map of Arkham (Common Item)"] * 2 + ["Keep your cards"]
    answer(g, f"trade:{maps[0]}")
    assert g.choice.kind == "draw" and [o.id.partition(":")[2] for o in g.choice.options] == top3
    answer(g, f"keep:{top3[1]}")
    assert finished(g)
    assert sorted(inv(g).cards) == sorted([maps[1], top3[1]])
    assert deck[-3:] == [maps[0], top3[0], top3[2]]  # the traded card, then the two not kept
    g = location_game(SHACK)
    encounter(g, "dunwich:blasted_heath_8", SHACK)
    answer(g, "Keep your cards")
    assert finished(g) and sorted(inv(g).cards) == maps
    g = location_game(SHACK)  # nothing to trade: nothing is asked
    for c in list(inv(g).cards):
        C.discard_card(g, inv(g), c)
    encounter(g, "dunwich:blasted_heath_8", SHACK)
    assert finished(g) and not inv(g).cards


# ------------------------------------------------------------ coverage
def test_every_entry_has_a_test():
    generated = {tuple(p.values) for p in GENERATED}
    missing = [e for e in entries() if e not in generated and e not in HAND]
    assert not missing, f"entries without a test: {missing}"
