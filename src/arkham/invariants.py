"""Invariants of a game state, checked after every step by the conformance tests.

Every monster marker, gate marker and card is in exactly one place; no count is
negative; doom and terror stay on their tracks; investigators stand somewhere
real. ``check(game)`` raises :class:`InvariantError` (an AssertionError) naming the first
broken rule; the checks are plain ``if`` tests, so they hold under ``python -O`` too.
"""

from __future__ import annotations

from collections import Counter
from itertools import chain
from typing import Any, Iterable

from arkham.state import BOX, CUP, ENCOUNTER, FLAT_DICTS, FLAT_LISTS, LOST, OUTSKIRTS, SHEET, SKY


_LEAVES = frozenset((str, int, bool, float, type(None)))
#: where monsters wait off the board (a Spawn monster never goes to the cup or the Outskirts)
_POOLS = frozenset((CUP, BOX, SKY, OUTSKIRTS, ENCOUNTER, "rumor"))
_NO_SPAWN = frozenset((CUP, OUTSKIRTS))


def _leaves_only(xs: Iterable[Any]) -> bool:
    return _LEAVES.issuperset(map(type, xs))


#: what a content holds once and for all, worked out on the first check of a game over it:
#: id(content) -> (content, monster markers, Spawn monster markers, investigator card copies,
#: gate markers, mythos ids)
_Fixed = tuple[Any, frozenset[str], frozenset[str], frozenset[str], int, frozenset[str]]
_FIXED: dict[int, _Fixed] = {}


def _fixed(c: Any) -> _Fixed:
    got = _FIXED.get(id(c))
    if got is None or got[0] is not c:  # the content is kept, so its id is not another's
        if len(_FIXED) >= 32:  # contents made one after another (tests rig their own): keep few
            _FIXED.clear()
        markers = frozenset(f"{m.id}#{i}" for m in c.monsters.values() for i in range(1, m.count + 1))
        got = (
            c,
            markers,
            frozenset(x for x in markers if x.partition("#")[0] in c.spawn_kinds),
            frozenset(f"{cd.id}#{i}" for cd in c.cards.values() for i in range(1, cd.count + 1)),
            sum(g.count for g in c.gate_markers),
            frozenset(c.mythos),
        )
        _FIXED[id(c)] = got
    return got


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
    _, all_markers, spawn_markers, expected, n_gates, mythos_ids = _fixed(c)
    haunt = st.ruleset == "haunt"
    # first: the fields a copy of the state copies flat hold only ids and numbers (Game.clone)
    flat = [getattr(st, name) for name in FLAT_LISTS] + [getattr(st, name).values() for name in FLAT_DICTS]
    if not _leaves_only(chain.from_iterable(flat)):  # all at once; the field is found only when one is wrong
        for name in FLAT_LISTS:
            if not _leaves_only(getattr(st, name)):
                raise InvariantError(f"the state's {name} holds more than ids and numbers")
        for name in FLAT_DICTS:
            if not _leaves_only(getattr(st, name).values()):
                raise InvariantError(f"the state's {name} holds more than ids and numbers")
    decks = st.decks.values()
    if not (_leaves_only(chain.from_iterable(decks)) and all(type(d) is list for d in decks)):
        for name, deck in st.decks.items():
            if type(deck) is not list or not _leaves_only(deck):
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
    if not (st.monsters.keys() == all_markers):
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
    shut = {a for a, v in st.closed.items() if v and a not in st.gates}
    for m, p in st.monsters.items():  # each place in turn, the board's first (most monsters are there)
        if p in areas:
            if p in shut:
                raise InvariantError(f"monster {m} is inside closed {p}")
        elif p in _POOLS:
            if p in _NO_SPAWN and m in spawn_markers:
                raise InvariantError(f"Spawn monster {m} at {p}")
        elif p == SHEET:
            if m not in spawn_markers:
                raise InvariantError(f"monster {m} is on the sheet but is no Spawn monster")
        elif p.startswith("trophy:"):
            if m in spawn_markers:
                raise InvariantError(f"Spawn monster {m} at {p}")
            if m not in trophies:
                raise InvariantError(f"monster {m} is marked a trophy but nobody holds it")
        elif not (haunt and p in c.worlds):  # Haunt keeps monsters in the Other Worlds
            raise InvariantError(f"monster {m} is at unknown place {p}")

    for inv in st.investigators:  # nobody stands inside a closed location (base p.20, FAQ on closing)
        if inv.where in areas and st.closed.get(inv.where) and inv.where not in st.gates:
            raise InvariantError(f"investigator {inv.id} is inside closed {inv.where}")

    # gate markers: pile, open gates, trophies
    gates = list(st.gate_pile) + list(st.gates.values()) + [gm for inv in st.investigators for gm in inv.gate_trophies]
    if not (len(gates) == n_gates and len(set(gates)) == n_gates):
        raise InvariantError(f"gate markers: {len(gates)} placed, {len(set(gates))} distinct, {n_gates} exist")
    for a in st.gates:
        if not (areas[a].kind == "location"):
            raise InvariantError(f"a gate is open on street {a}")
        if not (a not in st.seals):
            raise InvariantError(f"a gate is open on sealed {a}")

    # investigator cards: decks, hands, box, and the few held by a step in progress
    held_by: list[Iterable[str]] = [
        deck
        for name, deck in st.decks.items()
        # not investigator cards: the Mythos and gate decks, location and monster decks (DH pp.7-8)
        if name not in ("mythos", "gate") and not name.startswith(("loc:", "monster_deck:", "monster_card:"))
    ]
    for inv in st.investigators:
        held_by.append(inv.cards)
        if not (set(inv.exhausted) <= set(inv.cards)):
            raise InvariantError(f"{inv.id} has an exhausted card it does not hold")
    held_by.append([x for x in st.box if "#" in x])
    held_by.append(st.rules_data.get("collateral", {}).values())  # Haunt: items held by the bank
    held_by.append([x for x in _in_flight(st.stack, "drawn") if "#" in x])
    inst = Counter(chain.from_iterable(held_by))
    dup = [k for k, n in inst.items() if n > 1]
    if not (not dup):
        raise InvariantError(f"card {dup[0]} is in two places")
    if not (inst.keys() == expected):
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
    if not (myth.keys() == mythos_ids):
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
