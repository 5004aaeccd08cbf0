"""Shared scaffolding for the tests of an expansion's gate and location cards: the dice and
deck rigging, the world an entry is met in, the hand-made-test register and the plain
entries that the independent evaluator (tests/helpers/encounter_sim.py) walks along every
outcome path."""

from __future__ import annotations

from typing import Any, Callable

import pytest

from helpers import encounter_sim as S
from arkham.content.loader import load_content
from arkham.rules.classic import core as C
from arkham.testing import answer, finished, rig, start_encounter


def inv(g: Any) -> Any:
    return g.state.investigators[0]


def dice(g: Any, skill: str, mod: int, ok: bool) -> list[int]:
    """Dice that all succeed (or all fail) for a check of the first investigator."""
    return [6 if ok else 1] * max(0, C.skill_value(g, inv(g), skill) + mod)


def on_top(g: Any, card: str) -> None:
    deck = g.state.decks["gate"]
    deck.remove(card)
    deck.insert(0, card)


def accept_checks(g: Any) -> None:
    while not finished(g) and g.choice.kind == "check":
        answer(g, "accept")


def hand_register(made: dict[tuple[str, str], str], prefix: str = "") -> Callable[..., Callable[[Any], Any]]:
    """A decorator naming the hand-made test that resolves each (card, entry) given; the
    coverage tests check every entry is either walked by the evaluator or in ``made``."""

    def hand(*entries: tuple[str, str]) -> Callable[[Any], Any]:
        def deco(fn: Any) -> Any:
            for card, at in entries:
                made[(prefix + card, at)] = fn.__name__
            return fn

        return deco

    return hand


def encounter(g: Any, card: str, area: str, *values: int) -> None:
    """The first investigator has an encounter at ``area`` (an ``#entry`` suffix names one
    entry of the location) with ``card`` drawn and the dice rigged."""
    rig(g, *values)
    start_encounter(g, 0, area.partition("#")[0], card)


class GateCards:
    """One pack's gate cards over the base content plus that pack."""

    def __init__(self, pack: str) -> None:
        self.pack = pack
        self.packs = ("base", pack)
        self.content = load_content(self.packs)
        self.hand_made: dict[tuple[str, str], str] = {}  # (card, at) -> the hand-made test resolving it
        self.hand = hand_register(self.hand_made, f"{pack}:")

    def world_for(self, card: Any, at: str) -> str:
        """The entry's own world, or for "other" a world of the card's colour it has no entry
        for (one of the pack's own worlds first)."""
        if at != "other":
            return at
        named = {e.at for e in card.entries}
        worlds = sorted(self.content.worlds.values(), key=lambda w: (not w.id.startswith(f"{self.pack}:"), w.id))
        return next(w.id for w in worlds if w.id not in named and set(w.colors) & set(card.colors))

    def game(self, world: str, seed: int = 0) -> Any:
        return S.setup(world, None, seed=seed, packs=self.packs)

    def plain_cases(self, encoded: tuple[str, ...]) -> list[Any]:
        out = []
        for cid in encoded:
            card = self.content.gates[cid]
            for e in card.entries:
                if S.scenarios(self.game(self.world_for(card, e.at)), e.effect, None) is not None:
                    out.append(pytest.param(cid, e.at, id=f"{cid.partition(':')[2]}@{e.at.rpartition('/')[2]}"))
        return out

    def run_plain(self, card_id: str, at: str) -> None:
        """Every outcome path of a plain entry, each in a fresh game."""
        card = self.content.gates[card_id]
        entry = next(e for e in card.entries if e.at == at)
        world = self.world_for(card, at)
        paths = S.scenarios(self.game(world), entry.effect, None)
        assert paths
        for p in paths:
            g = self.game(world)
            on_top(g, card_id)
            S.run_path(g, "otherworld.inv", p)


def location_cases(content: Any, cards: tuple[str, ...] | list[str], probe: Any) -> list[Any]:
    """The entries of the location cards that the evaluator can walk (checked in ``probe``),
    as test parameters (card, entry); an ``#entry`` suffix names one entry of a location."""
    out = []
    for cid in cards:
        card = content.locations[cid]
        for e in card.entries:
            entry = next(x for x in card.entries if x.at == e.at)
            if S.scenarios(probe, entry.effect, e.at.partition("#")[0]) is not None:
                out.append(pytest.param(cid, e.at, id=f"{cid.partition(':')[2]}@{e.at.rpartition('/')[2]}"))
    return out


def run_location_plain(content: Any, card_id: str, at: str, fresh: Callable[[str], Any]) -> None:
    """Every outcome path of a plain location-card entry, each in a fresh game."""
    entry = next(e for e in content.locations[card_id].entries if e.at == at)
    area = at.partition("#")[0]
    paths = S.scenarios(fresh(at), entry.effect, area)
    assert paths
    for p in paths:
        S.run_path(fresh(at), "encounter.location", p, area=area, cards=[card_id])


def to_deck(g: Any, cid: str) -> None:
    """Bring a card back from the box to the top of its deck (a game uses only some of the
    box's Allies, DH p.4)."""
    st = g.state
    for c in list(st.box):
        if C.base_id(c) == cid:
            st.box.remove(c)
            st.decks[g.content.cards[cid].deck].insert(0, c)


class LocationGames:
    """Fresh games over some packs with the first investigator at a location; an
    ``#inner_sanctum`` entry is met by a member of the Silver Twilight Lodge."""

    def __init__(self, packs: tuple[str, ...]) -> None:
        self.packs = packs

    def game(self, area: str) -> Any:
        return S.setup(None, area.partition("#")[0], packs=self.packs)

    def fresh(self, at: str) -> Any:
        return S.setup_at(at, packs=self.packs)


def settle(g: Any, limit: int = 200) -> None:
    """Answer every choice with its first option until the game waits for the next phase
    (a halt), ends, or asks nothing more."""
    for _ in range(limit):
        ch = g.choice
        if g.is_over or ch is None or ch.kind == "halt":
            return
        g.apply(ch.options[0].id)
    raise AssertionError("the scenario did not settle")
