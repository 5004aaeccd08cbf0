"""The AI environments: PettingZoo's API test, Gymnasium's checker, the action table,
rewards, seeding, and that observations hold no hidden information."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from gymnasium.utils.env_checker import check_env  # noqa: E402
from pettingzoo.test import api_test  # noqa: E402

from arkham.ai.actions import SLOTS, kind_of, option_for, slots_for  # noqa: E402
from arkham.ai.env import ArkhamAEC, env  # noqa: E402
from arkham.ai.gym_env import ArkhamGym  # noqa: E402
from arkham.errors import IllegalChoice, SetupError  # noqa: E402


def test_pettingzoo_api_test_passes():
    api_test(env(investigators=3, ancient_one="base:yig"), num_cycles=300)


def test_gymnasium_check_env_passes():
    check_env(ArkhamGym(investigators=1, ancient_one="base:cthulhu"), skip_render_check=True)


def test_action_slots_are_stable_distinct_and_invertible():
    ids = ["fight", "evade", "discard:base:knife#1", "discard:base:knife#2", "to:base:arkham/graveyard"]
    s = slots_for(ids)
    assert len(set(s)) == len(ids) and all(0 <= x < SLOTS for x in s)
    assert s == slots_for(list(ids))  # a pure function of the options
    assert slots_for(["fight"])[0] == s[0]  # the same kind keeps its home slot in any choice
    assert kind_of("discard:base:knife#2") == "discard:base:knife"
    assert [option_for(ids, x) for x in s] == ids
    free = next(x for x in range(SLOTS) if x not in s)
    assert option_for(ids, free) is None


def play_masked(e: ArkhamAEC, rng: np.random.Generator) -> dict[str, float]:
    totals = {a: 0.0 for a in e.possible_agents}
    for agent in e.agent_iter(200_000):
        obs, reward, term, trunc, info = e.last()
        totals[agent] += reward
        if term or trunc:
            e.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        assert len(legal) == len(info["legal"]) > 0
        e.step(int(rng.choice(legal)))
    return totals


def test_a_whole_game_ends_with_the_same_reward_for_every_seat():
    e = ArkhamAEC(investigators=2, ancient_one="base:yig")
    e.reset(seed=5)
    totals = play_masked(e, np.random.default_rng(5))
    assert e.game.is_over and not e.agents
    end = 1.0 if e.game.result["won"] else -1.0
    assert totals == {"investigator_0": end, "investigator_1": end}


def test_shaped_rewards_follow_doom():
    e = ArkhamAEC(investigators=1, ancient_one="base:yig", shaped=True)
    e.reset(seed=2)
    rng = np.random.default_rng(2)
    seen = []
    while not e.game.is_over:
        before = e.game.state.doom
        obs, *_ = e.last()
        e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        if not e.game.is_over and e.game.state.doom > before and e.game.state.terror == 0:
            seen.append(e.rewards["investigator_0"])
    assert seen and all(r <= -0.02 + 1e-9 for r in seen)


def test_seeded_resets_repeat_the_same_game():
    a, b = ArkhamAEC(investigators=2), ArkhamAEC(investigators=2)
    a.reset(seed=9)
    b.reset(seed=9)
    assert a.game.state_hash() == b.game.state_hash()
    assert np.array_equal(a.observe("investigator_0")["observation"], b.observe("investigator_0")["observation"])


def test_observation_ignores_hidden_order():
    """The order of decks, the cup and the gate pile is hidden: shuffling them leaves
    every observation unchanged."""
    e = ArkhamAEC(investigators=2, ancient_one="base:yig")
    e.reset(seed=4)
    before = {a: e.observe(a)["observation"].copy() for a in e.agents}
    view = e.infos["investigator_0"]["view"]
    st = e.game.state
    for deck in st.decks.values():
        deck.reverse()
    st.cup.reverse()
    st.gate_pile.reverse()
    for a in e.agents:
        assert np.array_equal(before[a], e.observe(a)["observation"])
    e._sync()
    assert e.infos["investigator_0"]["view"] == view
    assert "decks" not in view and "cup" not in view


def test_only_the_deciding_seat_has_legal_actions_and_illegal_ones_change_nothing():
    e = ArkhamAEC(investigators=2, ancient_one="base:yig")
    e.reset(seed=1)
    me = e.agent_selection
    other = next(a for a in e.agents if a != me)
    assert e.observe(other)["action_mask"].sum() == 0
    mask = e.observe(me)["action_mask"]
    bad = int(np.flatnonzero(mask == 0)[0])
    h = e.game.state_hash()
    with pytest.raises(IllegalChoice):
        e.step(bad)
    assert e.game.state_hash() == h


def test_gym_illegal_action_is_a_no_op_with_a_penalty():
    g = ArkhamGym(investigators=1, ancient_one="base:yig", illegal_penalty=-0.5)
    obs, info = g.reset(seed=3)
    h = g.aec.game.state_hash()
    bad = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    obs2, r, term, trunc, info2 = g.step(bad)
    assert r == -0.5 and info2["illegal"] and not term and g.aec.game.state_hash() == h


def test_render_is_text_naming_the_choice():
    e = ArkhamAEC(investigators=1, ancient_one="base:yig", render_mode="ansi")
    e.reset(seed=0)
    text = e.render()
    assert "investigator_0 decides:" in text and "doom 0/10" in text
    g = ArkhamGym(investigators=1, ancient_one="base:yig", render_mode="ansi")
    g.reset(seed=0)
    assert "investigator_0 decides:" in g.render()


def test_bad_settings_are_named():
    with pytest.raises(SetupError, match="1 to 8 investigators"):
        ArkhamAEC(investigators=9)
    with pytest.raises(SetupError, match="classic rule set"):
        ArkhamAEC(ruleset="haunt")


def test_the_training_example_runs_end_to_end(capsys):
    from helpers.scripts import load_script

    mod = load_script("examples/train_policy.py")
    assert mod.main(["--minutes", "0.02", "--eval", "3"]) == 0
    out = capsys.readouterr().out
    assert "trained on" in out and "trained policy" in out and "random bot" in out and "wins =" in out
    assert mod.main(["--minutes", "0"]) == 2
