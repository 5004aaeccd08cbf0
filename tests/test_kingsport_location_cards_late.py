"""The Kingsport location cards that give a Kingsport Ally (KH "Kingsport Location Cards";
the Allies of part `cards`): the entries the generated runner of
tests/test_kingsport_location_cards.py does not walk, resolved here with rigged dice."""
from __future__ import annotations

from typing import Any

import _encounter_sim as S
from arkham.content.loader import load_content
from arkham.rules.classic import core as C
from arkham.testing import answer, finished, give, rig, run_step
from coverage_marks import covers

PACKS = ("base", "kingsport")
K = "kingsport:kingsport/"
ROPE = K + "rope_and_anchor"
OLNEY = "kingsport:thomas_olney"


def game(area: str) -> Any:
    """Jenny Barnes at the area, her Fight/Will slider set to Fight 4 (two dice at Fight -2)."""
    g = S.setup(None, area, packs=PACKS)
    g.state.investigators[0].sliders[1] = 3
    return g


def inv(g: Any) -> Any:
    return g.state.investigators[0]


def dice(g: Any, skill: str, mod: int, ok: bool) -> list[int]:
    n = max(0, C.skill_value(g, inv(g), skill) + mod)
    return [6 if ok else 1] * n


def encounter(g: Any, card: str, area: str, *values: int) -> None:
    rig(g, *values)
    run_step(g, "encounter.location", who=0, area=area, cards=[card])


def accept_checks(g: Any) -> None:
    while not finished(g) and g.choice.kind == "check":
        answer(g, "accept")


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
        g = game(ROPE)   # the check passed, no case held: only the check is offered
        assert len(dice(g, "fight", -2, True)) == 2
        encounter(g, card, ROPE, *dice(g, "fight", -2, True))
        if not finished(g) and g.choice.kind != "check":
            choose(g, "Fight")
        accept_checks(g)
        assert finished(g) and C.has_card(g, inv(g), OLNEY) and C.has_card(g, inv(g), "base:blessing")
        assert not [c for c in g.state.decks["ally"] if C.base_id(c) == OLNEY]

        g = game(ROPE)   # the check failed: no Ally, no doom removed
        g.state.doom = 3
        encounter(g, card, ROPE, *dice(g, "fight", -2, False))
        if not finished(g) and g.choice.kind != "check":
            choose(g, "Fight")
        accept_checks(g)
        assert finished(g) and not C.has_card(g, inv(g), OLNEY) and g.state.doom == 3

        g = game(ROPE)   # the Lucky Cigarette Case is given up instead of rolling
        give(g, 0, "base:lucky_cigarette_case")
        encounter(g, card, ROPE)
        choose(g, "Cigarette")
        accept_checks(g)
        assert finished(g) and C.has_card(g, inv(g), OLNEY)
        assert not C.has_card(g, inv(g), "base:lucky_cigarette_case")

        g = game(ROPE)   # Olney not available: a doom token leaves the track
        olney_away(g)
        g.state.doom = 3
        encounter(g, card, ROPE, *dice(g, "fight", -2, True))
        if not finished(g) and g.choice.kind != "check":
            choose(g, "Fight")
        accept_checks(g)
        assert finished(g) and not C.has_card(g, inv(g), OLNEY) and g.state.doom == 2
