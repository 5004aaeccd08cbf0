"""bench/step_costs.py: every step handler timed and counted over seeded random games, and
given back as it was."""

from __future__ import annotations

import random
import re

import pytest

import arkham
import arkham.engine as E
from helpers.scripts import load_script


def test_the_timed_games_are_the_games_and_the_handlers_are_given_back(capsys):
    mod = load_script("bench/step_costs.py")
    before = dict(E.HANDLERS)
    choices, total, runs, spent = mod.measure(["base"], "classic", 2, 2, 41)
    # not one wrapper left behind (the set-up may register the rules' steps the first time)
    assert all(E.HANDLERS[k] is fn for k, fn in before.items())
    assert not any("timed" in fn.__qualname__ for fn in E.HANDLERS.values())
    # the same answers on an unwrapped engine answer as many choices: timing changed no game
    plain = 0
    for i in range(2):
        g = arkham.new_game(seed=41 + i, investigators=2)
        rng = random.Random(41 + i)
        while not g.is_over:
            g.apply(rng.choice(g.choice.options).id)
            plain += 1
    assert choices == plain > 0
    assert runs["turn"] >= 1 and set(spent) == set(runs) and sum(runs.values()) > choices
    assert mod.main(["--games", "1", "--seed", "41", "--players", "2", "--top", "3"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert re.match(r"1 games, \d+ choices, [\d.]+ us a choice; [\d.]+ steps run a choice", out[0])
    assert len(out) == 2 + 3


def test_a_bad_value_is_refused_naming_it(capsys):
    mod = load_script("bench/step_costs.py")
    with pytest.raises(SystemExit):
        mod.main(["--packs", "base,innsmouth", "--games", "1"])
    assert "unknown pack 'innsmouth'" in capsys.readouterr().err
