"""Invariants of Haunt's own state, checked with the shared ones after every step."""
from __future__ import annotations

from typing import Any

from arkham.state import SKY


def check(game: Any) -> None:
    st = game.state
    c = game.content
    hd = st.rules_data
    areas = c.areas
    for m, n in hd.get("mclues", {}).items():
        p = st.monsters.get(m)
        assert n > 0 and (p in areas or p == SKY), f"clues on monster {m} which is at {p}"
    for a in hd.get("face_down", []):
        assert a in st.gates, f"a face-down gate is recorded at {a} with no gate there"
    assert len(set(hd.get("face_down", []))) == len(hd.get("face_down", [])), "a face-down gate is recorded twice"
    for w, stack in hd.get("stacks", {}).items():
        for m in stack:
            assert st.monsters.get(m) == w, f"{m} is stacked in {w} but stands at {st.monsters.get(m)}"
    for m, p in st.monsters.items():
        if p in c.worlds or p == "outskirts":
            assert m in hd.get("stacks", {}).get(p, []), f"{m} is in {p} but in no stack"
    for seat, a in hd.get("alloc", {}).items():
        cov = a["covered"]
        assert len(cov) == len({tuple(x) for x in cov}) <= 12, f"seat {seat} has a bonus covered twice"
        assert all(x in cov for x in a["now"]), f"seat {seat} uses a bonus not covered"
    assert len(hd.get("mythos", [])) <= hd.get("starting", 5), "too many Mythos cards in play"
    from arkham.rules.haunt.clues import pool
    assert pool(game) >= 0, f"more clues in play than the {48} Clue tokens"
    live = [i for i in st.investigators if not i.eliminated]
    for inv in live:
        assert inv.where != "box", f"{inv.id} is in play but in the box"
