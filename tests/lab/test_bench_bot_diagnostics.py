"""bench/bot_diagnostics.py: where a bot's games go, for all eight Ancient Ones or some."""

from __future__ import annotations

import pytest

from helpers.scripts import load_script


def load():
    return load_script("bench/bot_diagnostics.py")


def battle_lines(out: str) -> dict[str, str]:
    return {line.split()[0]: line for line in out.splitlines() if line.startswith("  ")}


def test_one_ancient_one_plays_the_same_deals_as_in_the_run_over_all_eight(capsys, monkeypatch):
    mod = load()
    dealt: list[tuple[int, str]] = []
    new_game = mod.arkham.new_game

    def recording(*args, **kw):
        dealt.append((kw["seed"], kw["ancient_one"]))
        return new_game(*args, **kw)

    monkeypatch.setattr(mod.arkham, "new_game", recording)
    assert mod.main(["--games", "2", "--seed", "3"]) == 0
    every, every_dealt = battle_lines(capsys.readouterr().out), list(dealt)
    dealt.clear()
    assert mod.main(["--games", "2", "--seed", "3", "--ancient-one", "yog_sothoth,hastur"]) == 0
    some = battle_lines(capsys.readouterr().out)
    assert sorted(every) == sorted(mod.ANCIENT_ONES) and len(every_dealt) == 16
    assert sorted(some) == ["hastur", "yog_sothoth"]
    assert dealt == [d for d in every_dealt if d[1] in ("hastur", "yog_sothoth")] and len(dealt) == 4
    assert some["yog_sothoth"] == every["yog_sothoth"] and some["hastur"] == every["hastur"]


def test_an_unknown_ancient_one_is_named(capsys):
    with pytest.raises(SystemExit):
        load().main(["--ancient-one", "yog_sothoth,cthugha"])
    err = capsys.readouterr().err
    assert "unknown cthugha" in err and "yog_sothoth" in err
