"""The soak (bench/soak.py) at a size CI can afford: seeded random games of every set-up
with the invariants after every step, saves loaded and copies rebuilt from the snapshot
compared at every later step, illegal answers refused with nothing changed, and edited
saves refused. The long run is ``python bench/soak.py --games 10000``."""

from __future__ import annotations

import pytest

from helpers.scripts import load_script

soak = load_script("bench/soak.py")


@pytest.mark.parametrize("setup", list(soak.SETUPS))
def test_soak(setup):
    fig = soak.soak(setup, games=2, seed=101)
    assert fig.failures == []
    assert fig.games == 2 and fig.answers > 0
    assert fig.loads + fig.rebuilds > 0 and fig.compared > 0
    assert fig.hostile >= 9  # every edit of the report that applies to the game is refused


def test_the_soak_finds_a_copy_that_plays_on_differently(monkeypatch):
    """The harness itself: a copy whose monsters are out of key order is caught."""
    real = soak.rebuilt

    def shuffled(game):
        copy = real(game)
        copy.state.monsters = dict(reversed(list(copy.state.monsters.items())))
        return copy

    monkeypatch.setattr(soak, "rebuilt", shuffled)
    fig = soak.Figures()
    for seed in range(200, 212):
        soak.play("base+dunwich", seed, fig, saves=0, rebuilds=3, illegal_p=0.0, hostile_games=False)
        if fig.failures:
            break
    assert any("plays on differently" in f or "invariant broken" in f for f in fig.failures)


def test_the_command_prints_its_figures(capsys):
    assert soak.main(["--games", "1", "--setups", "base", "--no-hostile", "--seed", "7"]) == 0
    out = capsys.readouterr().out
    assert "base " in out and "all checks held" in out


def test_an_unknown_set_up_is_refused():
    with pytest.raises(SystemExit):
        soak.main(["--setups", "nowhere"])


def test_each_set_up_is_soaked_in_a_process_with_only_its_own_rules():
    """The command soaks each set-up in an interpreter of its own: there, as in a lab worker,
    a game without the Dunwich box has none of its rules, so a rule calling for one of its
    steps fails the soak (in one process for every set-up it would be found)."""
    import subprocess
    import sys

    probe = (
        "import sys, arkham; arkham.new_game(seed=1, investigators=2, packs=['base', 'kingsport']);"
        "print(sorted(m for m in sys.modules if m.startswith('arkham.rules.')))"
    )
    loaded = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    # the Dunwich location cards (where a step a Kingsport card called for once was) are not there
    assert "arkham.rules.kingsport.other_worlds" in loaded and "arkham.rules.dunwich.location_cards" not in loaded
    fig = soak.soak_apart("base+kingsport", games=1, seed=7, hostile=False)
    assert fig.failures == [] and fig.games == 1 and fig.answers > 0 and fig.compared > 0
    broken = soak.soak_apart("nowhere", games=1, seed=7)
    assert broken.games == 0 and "the soak's own process failed" in broken.failures[0]
    assert "unknown set-up 'nowhere'" in broken.failures[0]


def _rebuilt_with(monkeypatch, edit):
    real = soak.rebuilt

    def edited(game):
        copy = real(game)
        edit(copy.state.log)
        return copy

    monkeypatch.setattr(soak, "rebuilt", edited)
    fig = soak.Figures()
    soak.play("base", 300, fig, saves=0, rebuilds=1, illegal_p=0.0, hostile_games=False)
    return fig.failures


def test_the_soak_sees_a_copy_whose_newest_log_line_differs_at_once(monkeypatch):
    """The log is compared by its newest lines at every step: a copy that says something else
    on the last line is caught at the next step."""
    failures = _rebuilt_with(monkeypatch, lambda log: log.__setitem__(-1, [*log[-1][:1], "something else"]))
    assert len(failures) == 1 and "plays on differently" in failures[0]


def test_the_soak_sees_a_copy_whose_oldest_log_line_differs_at_the_end(monkeypatch):
    """An old line rewritten is past the lines compared at each step; the exact comparison at
    the end of the game (whole state, whole log, hashes) still refuses the copy."""
    failures = _rebuilt_with(monkeypatch, lambda log: log.__setitem__(0, [*log[0][:1], "something else"]))
    assert failures == ["base seed 300: the rebuilt copy ends in another state hash"]


def test_an_endless_game_is_a_failure_that_names_its_seed(monkeypatch):
    """A game still running at the cap is a loop no answer can leave (the soak found two such
    combats): it fails the soak, naming the set-up and seed to replay it with."""
    monkeypatch.setattr(soak, "CAP", 5)
    fig = soak.Figures()
    soak.play("base", 301, fig, saves=0, rebuilds=0, illegal_p=0.0, hostile_games=False)
    assert fig.endless == 1
    assert len(fig.failures) == 1 and fig.failures[0].startswith("base seed 301: still playing after 5 answers")
