"""Conformance with the Kingsport pack: seeded random base+kingsport and
base+dunwich+kingsport games across Ancient Ones and 1-8 investigators play to their end,
with the invariants and the rift invariants (KH pp.8-10) after every step."""

import random
from collections import Counter

import pytest

import arkham
from arkham.content.loader import load_content
from arkham.invariants import check
from helpers.town_trips import reached_by_train

KINGSPORT = ["base", "kingsport"]
BOTH = ["base", "dunwich", "kingsport"]
SEEDS = range(100)
STEP_CAP = 40000


def rift_check(g: arkham.Game) -> None:
    """Every rift progress marker is in the pile or on one track; each track holds one rift
    marker; a track's pattern holds at most two markers; an open rift stands on an area, its
    track is full, and only its markers lie face down."""
    c, d = g.content, g.state.rules_data["rifts"]
    markers = Counter(p for t in d["tracks"].values() for s in t["spaces"] for p in s) + Counter(d["pile"])
    assert set(markers) == {
        f"{mk.id}#{i}" for mk in c.markers.values() if mk.kind == "rift_progress" for i in range(1, mk.count + 1)
    }
    assert all(n == 1 for n in markers.values())
    assert sorted(t["rift"] for t in d["tracks"].values()) == sorted(
        mk.id for mk in c.markers.values() if mk.kind == "rift"
    )
    down = set(d["down"])
    for tid, t in d["tracks"].items():
        assert all(len(s) <= 2 for s in t["spaces"])
        mine = {p for s in t["spaces"] for p in s}
        if t["rift"] in d["open"]:
            assert len(mine) == c.tracks[tid].size and d["open"][t["rift"]][0] in c.areas
        else:
            assert not mine & down
    assert down <= {p for t in d["tracks"].values() if t["rift"] in d["open"] for s in t["spaces"] for p in s}


def play_random(seed: int, players: int, packs: list[str]) -> arkham.Game:
    aos = sorted(load_content(packs).ancient_ones)
    g = arkham.new_game(seed=seed, ancient_one=aos[seed % len(aos)], investigators=players, packs=packs)
    rng = random.Random(seed * 7919 + players)
    check(g)
    rift_check(g)
    steps = 0
    while not g.is_over:
        g.apply(rng.choice(g.choice.options).id)
        check(g)
        rift_check(g)
        steps += 1
        assert steps < STEP_CAP, f"seed {seed}: no end after {STEP_CAP} choices"
    return g


@pytest.mark.parametrize("packs", [KINGSPORT, BOTH], ids=["kingsport", "dunwich+kingsport"])
@pytest.mark.parametrize("seed", SEEDS)
def test_random_kingsport_game_ends_with_invariants(seed, packs):
    g = play_random(seed, 1 + seed % 8, packs)
    r = g.result
    assert r is not None and isinstance(r["won"], bool) and r["how"]
    assert arkham.load(g.to_json()) == g


def test_random_games_open_and_close_rifts():
    """Over a few random games a rift opens, and one is investigated."""
    opened = investigated = False
    for seed in range(40):
        g = arkham.new_game(seed=seed, investigators=4, packs=KINGSPORT)
        rng = random.Random(seed)
        while not g.is_over:
            g.apply(rng.choice(g.choice.options).id)
        text = "\n".join(str(e[1]) for e in g.state.log)
        opened = opened or "its rift marker is turned up" in text
        investigated = investigated or "investigates a rift progress marker" in text
        if opened and investigated:
            break
    assert opened and investigated


def test_random_games_reach_kingsport_by_train():
    assert reached_by_train(BOTH, "kingsport:kingsport", "train:kingsport:")
