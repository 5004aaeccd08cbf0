"""Every simple location and Other World encounter, resolved along each of its outcome
paths with rigged dice, against what an independent reading of the card expects
(tests/helpers/encounter_sim.py). Entries the evaluator does not model have hand-made tests
(test_encounters_locations.py, test_encounters_gates.py); test_encounter_coverage
checks that every entry of the base pack is covered one way or the other."""

from __future__ import annotations

import pytest

from helpers import encounter_sim as S
from arkham.content.loader import load_content

CONTENT = load_content()
_PROBE = S.setup(None, "base:arkham/woods")


def world_for(card, at: str) -> str:
    """The world to test an entry in: its own, or for "other" a world of the card's colour
    that has no entry of its own on this card."""
    if at != "other":
        return at
    named = {e.at for e in card.entries}
    for w in sorted(CONTENT.worlds.values(), key=lambda w: w.id):
        if w.id not in named and set(w.colors) & set(card.colors):
            return w.id
    raise AssertionError(f"no world for the Other entry of {card.id}")


def location_cases():
    for card in CONTENT.locations.values():
        for e in card.entries:
            area = e.at.partition("#")[0]
            if S.scenarios(_PROBE, e.effect, area) is not None:
                yield pytest.param(card.id, e.at, id=f"{card.id.partition(':')[2]}@{e.at.rpartition('/')[2]}")


def gate_cases():
    for card in CONTENT.gates.values():
        for e in card.entries:
            probe = S.setup(world_for(card, e.at), None)
            if S.scenarios(probe, e.effect, None) is not None:
                yield pytest.param(card.id, e.at, id=f"{card.id.partition(':')[2]}@{e.at.rpartition('/')[2]}")


LOCATION_CASES = list(location_cases())
GATE_CASES = list(gate_cases())


def modelled_entries() -> set[tuple[str, str]]:
    return {tuple(p.values) for p in LOCATION_CASES + GATE_CASES}


@pytest.mark.parametrize("card_id,at", LOCATION_CASES)
def test_location_encounter_paths(card_id: str, at: str) -> None:
    card = CONTENT.locations[card_id]
    entry = next(e for e in card.entries if e.at == at)
    area = at.partition("#")[0]

    def fresh():
        return S.setup_at(at)

    paths = S.scenarios(fresh(), entry.effect, area)
    assert paths
    for p in paths:
        S.run_path(fresh(), "encounter.location", p, area=area, cards=[card_id])


@pytest.mark.parametrize("card_id,at", GATE_CASES)
def test_gate_encounter_paths(card_id: str, at: str) -> None:
    card = CONTENT.gates[card_id]
    entry = next(e for e in card.entries if e.at == at)
    world = world_for(card, at)
    paths = S.scenarios(S.setup(world, None), entry.effect, None)
    assert paths
    for p in paths:
        g = S.setup(world, None)
        g.state.decks["gate"].remove(card_id)
        g.state.decks["gate"].insert(0, card_id)
        S.run_path(g, "otherworld.inv", p)
