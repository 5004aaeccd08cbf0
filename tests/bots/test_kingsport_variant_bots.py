"""The bots play the Kingsport variants with reason (KH p.10 Herald/Guardian, KH p.11 Epic
Battle): Ghroth's omen is paid in Clue tokens only when his die would hurt more, a Plot's
losses come off the track with more left, and the bots finish games with every sheet
and the Epic Battle in play."""

from __future__ import annotations

import pytest

import arkham
from arkham.bots import HeuristicBot
from arkham.bots.expert import ExpertBot
from arkham.invariants import check
from arkham.testing import put, quiet_game, run_step, start_combat

MYSTIC = "base:blood_magic"  # an Environment (Mystic): Ghroth stirs


def ghroth(players=("base:amanda_sharpe",), clues=3, doom=0):
    g = quiet_game(investigators=players, packs=("base", "kingsport:heralds"), ancient_one="base:yig")
    g.state.rules_data["sheets"] = {"herald": "kingsport:ghroth"}
    g.state.doom = doom
    for inv in g.state.investigators:
        inv.clues = clues
        put(g, inv.seat, "base:arkham/woods")
    run_step(g, "kingsport.ghroth_omen", who=-1, card=MYSTIC)
    assert [o.id for o in g.choice.options] == ["pay", "roll"]
    return g


@pytest.mark.parametrize("bot", [HeuristicBot, ExpertBot])
def test_a_lone_investigator_rolls_ghroths_die_while_the_doom_track_is_low(bot):
    """Ghroth's sheet: a die that hurts on four faces in six is cheaper than a Clue token
    when one investigator stands in town and doom is far from the end."""
    assert bot(1).choose(ghroth()) == "roll"


@pytest.mark.parametrize("bot", [HeuristicBot, ExpertBot])
def test_the_table_pays_when_a_doom_token_could_wake_the_ancient_one(bot):
    """Ghroth's sheet: on a 6 a doom token is added; with the track a token or two from
    full the Clue token is the cheaper loss."""
    g = ghroth(doom=9)  # Yig's track holds 10
    assert bot(1).choose(g) == "pay"


def test_the_table_pays_to_spare_an_investigator_down_to_his_last_points():
    """Ghroth's sheet: a 1 or a 2 would knock out or drive insane an investigator at 1
    Sanity and 1 Stamina in town: worth a Clue token."""
    g = ghroth()
    inv = g.state.investigators[0]
    inv.sanity = inv.stamina = 1
    assert HeuristicBot(1).choose(g) == "pay"


def test_a_group_of_four_rolls_rather_than_give_up_four_clue_tokens():
    """Ghroth's sheet: paying costs one Clue token from every investigator; for four of
    them the die is cheaper even with the doom track a little fuller."""
    g = ghroth(players=("base:amanda_sharpe", "base:bob_jenkins", "base:joe_diamond", "base:kate_winthrop"), doom=5)
    assert HeuristicBot(1).choose(g) == "roll"


def plot_loss(sanity, stamina, who="base:amanda_sharpe"):
    g = quiet_game(investigators=(who,), packs=("base", "kingsport:epic_battle"), ancient_one="base:yig")
    inv = g.state.investigators[0]
    inv.sanity, inv.stamina = sanity, stamina
    run_step(g, "kingsport.plot_loss", who=0, why="Carpet of Snakes")
    assert sorted(o.id for o in g.choice.options) == ["sanity", "stamina"]
    return g


@pytest.mark.parametrize(
    "sanity, stamina, who, lose",
    [
        (1, 4, "base:amanda_sharpe", "stamina"),
        (5, 2, "base:amanda_sharpe", "sanity"),
        (3, 3, "base:harvey_walters", "sanity"),  # Sanity 7, Stamina 3 at most
        (3, 3, "base:monterey_jack", "stamina"),  # Sanity 3, Stamina 7 at most
    ],
)
def test_a_plots_loss_comes_off_the_track_with_more_left(sanity, stamina, who, lose):
    """KH p.11, Carpet of Snakes: each success costs 1 Sanity or 1 Stamina; at 0 of either
    the investigator is devoured in the battle, so the point comes off the fuller track;
    on a tie, off the track with the larger maximum."""
    assert HeuristicBot(1).choose(plot_loss(sanity, stamina, who)) == lose


@pytest.mark.parametrize(
    "kw",
    [
        dict(sheets={"herald": "ghroth"}),
        dict(sheets={"herald": "tulzscha"}),
        dict(sheets={"guardian": "hypnos"}),
        dict(epic_battle=True, ancient_one="base:cthulhu"),
    ],
)
def test_the_heuristic_bot_finishes_a_game_with_each_variant(kw):
    """The bots answer every question the sheets and the Epic Battle ask, to the game's end,
    with the invariants holding."""
    kw.setdefault("ancient_one", "base:yig")
    g = arkham.new_game(seed=7, investigators=2, packs=["base", "kingsport"], **kw)
    bot = HeuristicBot(7)
    n = 0
    while not g.is_over:
        g.apply(bot.choose(g))
        n += 1
        assert n < 60_000
    check(g)
    assert g.result is not None


def ghast_fight(who):
    from arkham.testing import empty_handed, put_monster, rig

    g = quiet_game([who], packs=("base", "kingsport"), ancient_one="base:yig")
    empty_handed(g, 0, clues=3, where="base:arkham/woods")
    m = put_monster(g, "kingsport:ghast", "base:arkham/woods")
    rig(g, 1, 1, 1, 1)
    start_combat(g, 0, m)
    while g.choice.kind != "combat":  # the Horror check first
        g.apply("accept")
    assert [o.id for o in g.choice.options] == ["fight"]  # Ambush: no fleeing
    g.apply("fight")
    assert g.choice.kind == "check" and "clue" in [o.id for o in g.choice.options]
    return g


def test_a_fight_that_cannot_end_otherwise_spends_clue_tokens():
    """Found by `arkham simulate --herald random` (a game stuck for 100,000 choices): Michael
    McGlen (Strong Body) against a Ghast (Ambush, 1 Stamina damage, toughness 2) with too few
    dice can neither flee nor be hurt; the bot kept its Clue tokens for a seal, so the fight
    never ended. Now it spends them (base p.14: each Clue token adds a die); once they are
    gone the engine ends the stalemate."""
    for bot in (HeuristicBot(1), ExpertBot(1)):
        assert bot.choose(ghast_fight("base:michael_mcglen")) == "clue"
    # against the same Ghast an investigator who takes its blows keeps his tokens for a seal
    assert HeuristicBot(1).choose(ghast_fight("base:amanda_sharpe")) == "accept"


def test_the_stuck_game_now_ends():
    """The game of the lab run itself (game 249 of that run: its seed, bot seed and settings);
    it met the Ghast at Yuggoth in turn 12 and never left."""
    g = arkham.new_game(
        seed=1495368053828649736,
        ancient_one="base:nyarlathotep",
        investigators=4,
        packs=["base", "kingsport"],
        sheets={"herald": "random"},
    )
    bot = HeuristicBot(8378637809094119098)
    n = 0
    while not g.is_over and n < 100_000:
        g.apply(bot.choose(g))
        n += 1
    assert g.is_over


def test_kingsport_group_heads_for_a_gate_at_three_sanity_and_stamina():
    """Against Eihort a group of four plays the closing set: an investigator with 3 Sanity
    and 3 Stamina still heads for an open gate (the default set sends him elsewhere)."""
    import arkham
    from arkham.bots.expert import ExpertBot
    from arkham.bots.tuned import GROUP

    g = arkham.new_game(seed=21003, ancient_one="eihort", investigators=4, packs=["base", "kingsport"])
    st = g.state
    gate = "base:arkham/the_unnamable"
    st.gates.clear()
    st.gates[gate] = st.gate_pile[0]
    st.monsters.clear()
    inv = st.investigators[0]
    inv.sanity = inv.stamina = 3
    inv.money = inv.clues = 0
    inv.where = gate
    bot = ExpertBot(1)
    bot.choose(g)  # its per-game memory of the board
    assert bot.params(g).close_push == 4 and bot.params(g).gate_health == 3
    assert bot._target(g, inv, bot._travel(g, inv, inv.where)) == gate
    old = ExpertBot(1, group=GROUP["default"])
    old.choose(g)
    assert old._target(g, inv, old._travel(g, inv, inv.where)) != gate
