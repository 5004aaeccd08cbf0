"""bench/value_weights.py: the planner with a box's own value weights and with the group
weights, on the same games (the paired figures docs/bots.md quotes)."""

from __future__ import annotations

import pytest

import arkham.bots.value as V
from helpers.scripts import load_script


def test_each_game_is_played_once_with_the_box_s_weights_and_once_without(capsys, monkeypatch):
    mod = load_script("bench/value_weights.py")
    before = dict(V.WEIGHTS)
    played = []

    def fake(packs, ao, seed, players):
        own = "group:" + ao.split(":", 1)[1] in V.WEIGHTS
        played.append((ao, seed, own))
        return own and seed == 8  # won only with the box's weights, in the second game

    monkeypatch.setattr(mod, "play", fake)
    assert mod.main(["--packs", "base,dunwich", "--games", "2", "--seed", "7"]) == 0
    aos = ["dunwich:abhoth", "dunwich:glaaki", "dunwich:shudde_mell", "dunwich:tsathoggua"]
    assert sorted(played) == sorted((ao, s, own) for ao in aos for s in (7, 8) for own in (True, False))
    assert V.WEIGHTS == before  # the weights in use are given back
    out = capsys.readouterr().out
    assert "all                         4              0         4           0   of 8 games each way" in out


@pytest.mark.parametrize(
    "argv, said",
    [
        (["--packs", "dunwich"], "base and one later box"),
        (["--packs", "base,innsmouth"], "unknown pack 'innsmouth'"),
        (["--games", "0"], "at least 1"),
    ],
)
def test_bad_arguments_are_refused_naming_what_was_wrong(argv, said, capsys):
    with pytest.raises(SystemExit):
        load_script("bench/value_weights.py").main(argv)
    assert said in capsys.readouterr().err
