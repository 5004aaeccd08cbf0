"""Invariants of a game state, checked after every step by the conformance tests.

Every monster marker, gate marker and card is in exactly one place; no count is
negative; doom and terror stay on their tracks; investigators stand somewhere
real. ``check(game)`` raises :class:`InvariantError` (an AssertionError) naming the first
broken rule; the checks are plain ``if`` tests, so they hold under ``python -O`` too.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Iterable

from arkham.state import BOX, CUP, ENCOUNTER, FLAT_DICTS, FLAT_LISTS, LOST, OUTSKIRTS, SHEET, SKY


_LEAVES = (str, int, bool, float, type(None))


class InvariantError(AssertionError):
    """A game state that no legal play can reach."""


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
    # first: the fields a copy of the state copies flat hold only ids and numbers (Game.clone)
    for name in FLAT_LISTS:
        if not all(type(x) in _LEAVES for x in getattr(st, name)):
            raise InvariantError(f"the state's {name} holds more than ids and numbers")
    for name in FLAT_DICTS:
        if not all(type(x) in _LEAVES for x in getattr(st, name).values()):
            raise InvariantError(f"the state's {name} holds more than ids and numbers")
    for name, deck in st.decks.items():
        if type(deck) is not list or not all(type(x) in _LEAVES for x in deck):
            raise InvariantError(f"the deck {name} holds more than ids")
    track = c.ancient_ones[st.ancient_one].doom
    aor = game.rules.packs.ancient_ones.get(st.ancient_one)
    if aor is not None and aor.doom_past_track:  # tokens may pile past the track's end (Eihort)
        track = max(track, st.doom)
    if not (0 <= st.doom <= track):
        raise InvariantError(f"doom {st.doom} off its track of {track}")
    if not (0 <= st.terror <= 10):
        raise InvariantError(f"terror {st.terror} off its track")

    # monsters: one place each
    all_markers = {f"{m.id}#{i}" for m in c.monsters.values() for i in range(1, m.count + 1)}
    if not (set(st.monsters) == all_markers):
        raise InvariantError("a monster marker is missing or unknown")
    markers = list(st.monsters)
    if markers != sorted(markers):  # built in key order, as a save writes it (classic.setup.canonical)
        raise InvariantError(
            "the monster markers are not in key order: play would iterate them in another "
            "order than a copy made from the save"
        )
    cup = Counter(st.cup)
    if not (all(n == 1 for n in cup.values())):
        raise InvariantError("a monster is in the cup twice")
    if not (set(cup) == {m for m, p in st.monsters.items() if p == CUP}):
        raise InvariantError("the cup list and monster places disagree")
    trophies = Counter(m for inv in st.investigators for m in inv.monster_trophies)
    if not (all(n == 1 for n in trophies.values())):
        raise InvariantError("a monster trophy is held twice")
    for inv in st.investigators:
        for m in inv.monster_trophies:
            if not (st.monsters[m] == f"trophy:{inv.seat}"):
                raise InvariantError(f"trophy {m} is also at {st.monsters[m]}")
    for m, p in st.monsters.items():
        ok = (
            p in (CUP, BOX, SKY, OUTSKIRTS, ENCOUNTER, SHEET, "rumor")
            or p in areas
            or p.startswith("trophy:")
            or (haunt and p in c.worlds)
        )  # Haunt keeps monsters in the Other Worlds
        spawn = m.partition("#")[0] in c.spawn_kinds
        if not (not spawn or p not in (CUP, OUTSKIRTS) and not p.startswith("trophy:")):
            raise InvariantError(f"Spawn monster {m} at {p}")
        if not (spawn or p != SHEET):
            raise InvariantError(f"monster {m} is on the sheet but is no Spawn monster")
        if not (ok):
            raise InvariantError(f"monster {m} is at unknown place {p}")
        if p.startswith("trophy:"):
            if m not in trophies:
                raise InvariantError(f"monster {m} is marked a trophy but nobody holds it")
        if p in areas:
            if not (not st.closed.get(p) or p in st.gates):
                raise InvariantError(f"monster {m} is inside closed {p}")

    for inv in st.investigators:  # nobody stands inside a closed location (base p.20, FAQ on closing)
        if inv.where in areas and st.closed.get(inv.where) and inv.where not in st.gates:
            raise InvariantError(f"investigator {inv.id} is inside closed {inv.where}")

    # gate markers: pile, open gates, trophies
    gates = list(st.gate_pile) + list(st.gates.values()) + [gm for inv in st.investigators for gm in inv.gate_trophies]
    n_gates = sum(g.count for g in c.gate_markers)
    if not (len(gates) == n_gates and len(set(gates)) == n_gates):
        raise InvariantError(f"gate markers: {len(gates)} placed, {len(set(gates))} distinct, {n_gates} exist")
    for a in st.gates:
        if not (areas[a].kind == "location"):
            raise InvariantError(f"a gate is open on street {a}")
        if not (a not in st.seals):
            raise InvariantError(f"a gate is open on sealed {a}")

    # investigator cards: decks, hands, box, and the few held by a step in progress
    inst = Counter()
    for name, deck in st.decks.items():
        if name in ("mythos", "gate") or name.startswith(("loc:", "monster_deck:", "monster_card:")):
            continue  # not investigator cards (monster_*: a monster's own deck, DH pp.7-8)
        inst.update(deck)
    for inv in st.investigators:
        inst.update(inv.cards)
        if not (set(inv.exhausted) <= set(inv.cards)):
            raise InvariantError(f"{inv.id} has an exhausted card it does not hold")
    inst.update(x for x in st.box if "#" in x)
    inst.update(st.rules_data.get("collateral", {}).values())  # Haunt: items held by the bank
    inst.update(x for x in _in_flight(st.stack, "drawn") if "#" in x)
    expected = {f"{cd.id}#{i}" for cd in c.cards.values() for i in range(1, cd.count + 1)}
    dup = [k for k, n in inst.items() if n > 1]
    if not (not dup):
        raise InvariantError(f"card {dup[0]} is in two places")
    if not (set(inst) == expected):
        raise InvariantError(
            f"cards missing: {sorted(expected - set(inst))[:3]} unknown: {sorted(set(inst) - expected)[:3]}"
        )

    # mythos cards: deck, in play, box, or being resolved
    myth = Counter(st.decks["mythos"])
    myth.update(x for x in (st.environment, st.rumor) if x)
    myth.update(st.rules_data.get("mythos", []) if haunt else [])
    myth.update(x for x in st.box if x in c.mythos)
    myth.update(
        fr["card"]
        for fr in st.stack
        if fr.get("k") == "mythos.phase" and "card" in fr and fr.get("st") not in ("ability",)
    )
    if not (all(n == 1 for n in myth.values())):
        raise InvariantError("a mythos card is in two places")
    if not (set(myth) == set(c.mythos)):
        raise InvariantError("a mythos card is missing")

    # counts and positions
    for inv in st.investigators:
        for f in ("money", "clues", "sanity", "stamina"):
            if not (getattr(inv, f) >= 0):
                raise InvariantError(f"{inv.id} has negative {f}")
        if inv.eliminated:
            continue
        from arkham.rules.classic.core import max_sanity, max_stamina

        if not (inv.sanity <= max_sanity(game, inv)):
            raise InvariantError(f"{inv.id} sanity above its maximum")
        if not (inv.stamina <= max_stamina(game, inv)):
            raise InvariantError(f"{inv.id} stamina above its maximum")
        if inv.stage:
            if not (inv.where in c.worlds and inv.stage in (1, 2)):
                raise InvariantError(f"{inv.id} in a bad Other World spot")
        else:
            if not (inv.where in areas or inv.where == LOST):
                raise InvariantError(f"{inv.id} stands at unknown {inv.where}")
    for a, n in st.clues_on.items():
        if not (n > 0 and a in areas):
            raise InvariantError(f"bad clue tokens at {a}")

    # board spaces and tracks of the expansion boards: nothing rests in a vortex
    for m, p in st.monsters.items():
        if not (p not in c.spaces):
            raise InvariantError(f"monster {m} rests in the space {p}")
    for tid, tr in c.tracks.items():
        n = st.counters.get(f"track:{tid}", 0)
        if not (0 <= n <= tr.size):
            raise InvariantError(f"{tr.name} holds {n} tokens of {tr.size}")
    # Task and Mission tokens (DH p.5) lie only on a quest card held, fewer than its steps
    held = {x for inv in st.investigators for x in inv.cards}
    for key, n in st.counters.items():
        if key.startswith("task:"):
            card = key[5:]
            q = c.cards[card.partition("#")[0]].data.get("task")
            if not (card in held and q is not None and 0 < n < len(q["steps"])):
                raise InvariantError(f"{n} task tokens on {card}, which is not a quest held with that many steps left")
    if haunt:
        from arkham.rules.haunt.invariants import check as haunt_check

        haunt_check(game)
