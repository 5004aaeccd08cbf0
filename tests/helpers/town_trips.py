"""Random games that steer toward a town board: whenever a train ride to it is offered it is
taken, every other choice is random (the conformance tests of the town packs)."""

from __future__ import annotations

import random

import arkham


def reached_by_train(
    packs: tuple[str, ...] | list[str], town: str, train_prefix: str = "train:", seeds: int = 6
) -> bool:
    """Whether, over the first ``seeds`` four-player games, some investigator comes to stand in
    ``town`` (train options are those whose id starts with ``train_prefix``)."""
    seen = False
    for seed in range(seeds):
        g = arkham.new_game(seed=seed, investigators=4, packs=packs)
        rng = random.Random(seed)
        while not g.is_over and not seen:
            ids = [o.id for o in g.choice.options]
            trains = [i for i in ids if i.startswith(train_prefix)]
            g.apply(trains[0] if trains else rng.choice(ids))
            seen = any(
                g.content.areas.get(i.where) is not None and g.content.areas[i.where].town == town
                for i in g.state.investigators
            )
        if seen:
            break
    return seen
