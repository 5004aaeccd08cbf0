"""bench/opening_gate.py: the lone investigator's ceiling against Azathoth, from the deck
and from the bot's games (the figures the README quotes come from a long run of it)."""

from __future__ import annotations

import re

import pytest

from helpers.scripts import load_script


def load():
    return load_script("bench/opening_gate.py")


def test_it_splits_the_games_by_the_first_mythos_phase_and_prints_a_ceiling(capsys):
    assert load().main(["--games", "6", "--seed", "45"]) == 0
    out = capsys.readouterr().out
    split = [int(n) for n in re.findall(r"first Mythos Phase: (\d+) games", out)]
    assert len(split) == 2 and sum(split) == 6
    assert re.search(r"Ceiling for any player by the opening gate: .* = \d+\.\d%", out)


def test_the_deck_shares_count_quiet_draws():
    """The second share is a part of the first: two quiet Mythos Phases are one quiet first."""
    one, two = load().deck_shares(list(range(200)))
    assert 0 < two < one < 0.5


@pytest.mark.parametrize(
    "args, message",
    [
        (["--games", "0"], "--games must be at least 1"),
        (["--bot", "nobody"], "unknown bot 'nobody'"),
    ],
)
def test_bad_input_is_named(capsys, args, message):
    with pytest.raises(SystemExit) as exc:
        load().main(args)
    assert exc.value.code == 2 and message in capsys.readouterr().err
