"""Invariants of a game state, checked after every step by the conformance tests.

Every monster marker, gate marker and card is in exactly one place; no count is
negative; doom and terror stay on their tracks; investigators stand somewhere
real. ``check(game)`` raises AssertionError naming the first broken rule.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Iterable

from arkham.state import BOX, CUP, ENCOUNTER, LOST, OUTSKIRTS, SKY


def _in_flight(stack: list[dict[str, Any]], key: str) -> Iterable[str]:
    for fr in stack:
        v = fr.get(key)
        if isinstance(v, list):
            yield from (x for x in v if isinstance(x, str))
        elif isinstance(v, str):
            yield v


def check(game: Any) -> None:
    st = game.state
    c = game.content
    areas = c.areas
    haunt = st.ruleset == "haunt"
    track = c.ancient_ones[st.ancient_one].doom
    assert 0 <= st.doom <= track, f"doom {st.doom} off its track of {track}"
    assert 0 <= st.terror <= 10, f"terror {st.terror} off its track"

    # monsters: one place each
    all_markers = {f"{m.id}#{i}" for m in c.monsters.values() for i in range(1, m.count + 1)}
    assert set(st.monsters) == all_markers, "a monster marker is missing or unknown"
    cup = Counter(st.cup)
    assert all(n == 1 for n in cup.values()), "a monster is in the cup twice"
    assert set(cup) == {m for m, p in st.monsters.items() if p == CUP}, "the cup list and monster places disagree"
    trophies = Counter(m for inv in st.investigators for m in inv.monster_trophies)
    assert all(n == 1 for n in trophies.values()), "a monster trophy is held twice"
    for inv in st.investigators:
        for m in inv.monster_trophies:
            assert st.monsters[m] == f"trophy:{inv.seat}", f"trophy {m} is also at {st.monsters[m]}"
    for m, p in st.monsters.items():
        ok = p in (CUP, BOX, SKY, OUTSKIRTS, ENCOUNTER, "rumor") or p in areas or p.startswith("trophy:") \
            or (haunt and p in c.worlds)  # Haunt keeps monsters in the Other Worlds
        assert ok, f"monster {m} is at unknown place {p}"
        if p.startswith("trophy:"):
            assert m in trophies, f"monster {m} is marked a trophy but nobody holds it"
        if p in areas:
            assert not st.closed.get(p) or p in st.gates, f"monster {m} is inside closed {p}"

    # gate markers: pile, open gates, trophies
    gates = list(st.gate_pile) + list(st.gates.values()) + [gm for inv in st.investigators for gm in inv.gate_trophies]
    n_gates = sum(g.count for g in c.gate_markers)
    assert len(gates) == n_gates and len(set(gates)) == n_gates, f"gate markers: {len(gates)} placed, {len(set(gates))} distinct, {n_gates} exist"
    for a in st.gates:
        assert areas[a].kind == "location", f"a gate is open on street {a}"
        assert a not in st.seals, f"a gate is open on sealed {a}"

    # investigator cards: decks, hands, box, and the few held by a step in progress
    inst = Counter()
    for name, deck in st.decks.items():
        if name in ("mythos", "gate") or name.startswith("loc:"):
            continue
        inst.update(deck)
    for inv in st.investigators:
        inst.update(inv.cards)
        assert set(inv.exhausted) <= set(inv.cards), f"{inv.id} has an exhausted card it does not hold"
    inst.update(x for x in st.box if "#" in x)
    inst.update(st.rules_data.get("collateral", {}).values())  # Haunt: items held by the bank
    inst.update(x for x in _in_flight(st.stack, "drawn") if "#" in x)
    expected = {f"{cd.id}#{i}" for cd in c.cards.values() for i in range(1, cd.count + 1)}
    dup = [k for k, n in inst.items() if n > 1]
    assert not dup, f"card {dup[0]} is in two places"
    assert set(inst) == expected, f"cards missing: {sorted(expected - set(inst))[:3]} unknown: {sorted(set(inst) - expected)[:3]}"

    # mythos cards: deck, in play, box, or being resolved
    myth = Counter(st.decks["mythos"])
    myth.update(x for x in (st.environment, st.rumor) if x)
    myth.update(st.rules_data.get("mythos", []) if haunt else [])
    myth.update(x for x in st.box if x in c.mythos)
    myth.update(fr["card"] for fr in st.stack if fr.get("k") == "mythos.phase" and "card" in fr and fr.get("st") not in ("ability",))
    assert all(n == 1 for n in myth.values()), "a mythos card is in two places"
    assert set(myth) == set(c.mythos), "a mythos card is missing"

    # counts and positions
    for inv in st.investigators:
        for f in ("money", "clues", "sanity", "stamina"):
            assert getattr(inv, f) >= 0, f"{inv.id} has negative {f}"
        if inv.eliminated:
            continue
        from arkham.rules.classic.core import max_sanity, max_stamina
        assert inv.sanity <= max_sanity(game, inv), f"{inv.id} sanity above its maximum"
        assert inv.stamina <= max_stamina(game, inv), f"{inv.id} stamina above its maximum"
        if inv.stage:
            assert inv.where in c.worlds and inv.stage in (1, 2), f"{inv.id} in a bad Other World spot"
        else:
            assert inv.where in areas or inv.where == LOST, f"{inv.id} stands at unknown {inv.where}"
    for a, n in st.clues_on.items():
        assert n > 0 and a in areas, f"bad clue tokens at {a}"
    if haunt:
        from arkham.rules.haunt.invariants import check as haunt_check
        haunt_check(game)
