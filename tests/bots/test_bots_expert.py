"""The expert bot: legal, deterministic, plays every game to its end, and decides
only from what a player may see."""

from __future__ import annotations

import random

import pytest

import arkham
from arkham.testing import play_bot
from arkham.bots import BOTS
from arkham.bots.base import get_bot
from arkham.bots.expert import ExpertBot
from arkham.bots.heuristic import HeuristicBot
from arkham.bots.params import Params
from arkham.bots.tuned import GROUP, SOLO

ANCIENT_ONES = ["azathoth", "cthulhu", "hastur", "ithaqua", "nyarlathotep", "shub_niggurath", "yig", "yog_sothoth"]


def play(seed: int, players: int, ao: str | None = None, bot: ExpertBot | None = None) -> tuple[arkham.Game, list[str]]:
    g = arkham.new_game(seed=seed, investigators=players, ancient_one=ao)
    bot = bot or ExpertBot(seed)
    bot.strict = True  # an unexpected rule shape raises instead of answering at random
    return g, play_bot(g, bot)


def test_registered() -> None:
    assert BOTS["expert"] is ExpertBot
    assert isinstance(get_bot("expert", 3), ExpertBot)


@pytest.mark.parametrize("seed,players", [(1, 1), (2, 4), (3, 8)])
def test_deterministic_for_a_seed(seed: int, players: int) -> None:
    g1, a1 = play(seed, players)
    g2, a2 = play(seed, players)
    assert a1 == a2 and g1.state_hash() == g2.state_hash()


@pytest.mark.parametrize("players", range(1, 9))
def test_plays_every_ancient_one_to_the_end(players: int) -> None:
    for i, ao in enumerate(ANCIENT_ONES):
        if (i + players) % 2:  # half the grid per player count keeps the test short; all cells over the counts
            continue
        g, _ = play(200 + 10 * players + i, players, ao)
        assert g.is_over and g.result is not None


def test_remembered_values_match_the_rules(monkeypatch) -> None:
    monkeypatch.setattr(HeuristicBot, "verify", True)
    for i, ao in enumerate(ANCIENT_ONES):
        play(700 + i, 1 + 3 * (i % 3), ao)


def test_parameter_sets_by_player_count_and_ancient_one() -> None:
    bot = ExpertBot(1)
    for ao in ANCIENT_ONES:
        for players, table in ((1, SOLO), (2, SOLO), (3, GROUP), (5, GROUP)):
            g = arkham.new_game(seed=1, investigators=players, ancient_one=ao)
            assert bot.params(g) is (table.get(ao) or table["default"])
    assert SOLO["default"] != Params() and GROUP["default"] != Params()  # tuned, not the heuristic's
    other = Params().with_values(gate_radius=9)
    g = arkham.new_game(seed=1, investigators=4, ancient_one="yig")
    assert ExpertBot(1, group=other).params(g) is other
    with pytest.raises(ValueError, match="unknown parameter"):
        Params().with_values(no_such_knob=1)


def test_parameters_change_the_play() -> None:
    """The parameters reach the decisions: a bot that never heads for gates plays otherwise."""
    timid = Params().with_values(gate_min_odds=1.01, gate_radius=0)
    _, a = play(5, 4, "cthulhu", ExpertBot(5))
    _, b = play(5, 4, "cthulhu", ExpertBot(5, solo=timid, group=timid))
    assert a != b


# ------------------------------------------------------------------ hidden information
def scramble(game: arkham.Game, seed: int) -> arkham.Game:
    """A clone whose hidden information differs: every deck, the monster cup and the gate
    pile in another order, and other dice to come."""
    h = game.clone()
    rng = random.Random(seed)
    st = h.state
    for pile in list(st.decks.values()) + [st.cup, st.gate_pile]:
        rng.shuffle(pile)
    h.rng.seed(rng.random())
    return h


def answers_ignore_hidden(make_bot, seed: int, players: int, ao: str, every: int = 1) -> tuple[int, int]:
    """Play a game; at every ``every``-th choice ask two fresh bots with the same seed, one
    about the game and one about a scrambled clone of it. Return (choices compared,
    answers that differed). Ashcan Pete's choice to draw from the bottom of a deck is
    left out: he sees that card by his ability, so a scramble changes what he sees."""
    g = arkham.new_game(seed=seed, investigators=players, ancient_one=ao)
    player = ExpertBot(seed)  # drives the game; the bots under test are only asked
    compared = differed = n = 0
    while not g.is_over and n < 50_000:
        ch = g.choice
        if n % every == 0 and len(ch.options) > 1 and ch.kind != "scrounge":
            h = scramble(g, seed * 7919 + n)
            assert g.state.decks != h.state.decks or g.rng.getstate() != h.rng.getstate()
            before = g.state_hash()
            a = make_bot(seed + 1).choose(g)
            b = make_bot(seed + 1).choose(h)
            assert g.state_hash() == before  # asking never changes the game
            compared += 1
            differed += a != b
        g.apply(player.choose(g))
        n += 1
    return compared, differed


@pytest.mark.parametrize(
    "seed,players,ao",
    [(21, 1, "cthulhu"), (22, 4, "yig"), (23, 3, "nyarlathotep"), (24, 6, "hastur"), (25, 2, "shub_niggurath")],
)
def test_expert_never_sees_deck_order_cup_or_dice_to_come(seed: int, players: int, ao: str) -> None:
    compared, differed = answers_ignore_hidden(ExpertBot, seed, players, ao)
    assert compared > 30
    assert differed == 0


class _PeekingBot(ExpertBot):
    """A cheat used only to show the check above can fail: it buys when the next common
    item is a weapon and answers by the next die."""

    def choose(self, game: arkham.Game) -> str:
        ids = game.legal_ids()
        pile = game.state.decks.get("common") or ["-"]
        nxt = game.clone().die()
        return ids[(len(pile[0]) + nxt) % len(ids)]


def test_the_hidden_information_check_catches_a_peeking_bot() -> None:
    compared, differed = answers_ignore_hidden(_PeekingBot, 22, 4, "yig")
    assert compared > 30 and differed > 0
