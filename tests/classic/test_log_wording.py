"""What the log tells a player: the first player marker passing in every final-battle
round (base p.22), where a move that ends in combat leaves the investigator (base p.8),
and one article rule for every name ("an Injury", "a Madness")."""

from __future__ import annotations

from arkham.rules.classic import core as C
from arkham.testing import answer, empty_handed, labels, log_text, put, put_monster, quiet_game, rig, run_step


# ------------------------------------------------- the final battle's first player
def test_every_final_battle_round_logs_the_first_player_marker_passing():
    """base p.22, 1. Investigators Refresh: after the refresh the first player marker passes
    to the left; the log says so each round, so the attacks start with the right one."""
    from test_rules_battle import attack, upkeep, wake

    g = quiet_game(["base:amanda_sharpe", "base:joe_diamond"], ancient_one="base:ithaqua")
    st = g.state
    for inv in st.investigators:
        inv.cards = [c for c in inv.cards if c not in C.items(g, inv)]  # nothing for Ithaqua to freeze
    st.first = 0
    wake(g)
    upkeep(g)
    assert st.first == 1 and g.choice.who == 1
    assert log_text(g).splitlines()[-1] == "The first player marker passes to Joe Diamond"
    attack(g, 0)
    attack(g, 0)
    upkeep(g)
    assert st.first == 0 and g.choice.who == 0
    passes = [e for e in st.log if e[1].startswith("The first player marker passes")]
    assert [e[1] for e in passes] == [
        "The first player marker passes to Joe Diamond",
        "The first player marker passes to Amanda Sharpe",
    ]
    assert all(e[2] == "base p.22 final battle" for e in passes)


# ------------------------------------------------- a move that ends in combat
def test_a_move_ended_by_combat_says_where_the_investigator_stays():
    """base p.8: once combat begins the movement is over, won or not; the investigator
    loses his movement points and stays where he is. Amanda fails to evade a Zombie on
    her way out of the Rivertown streets, beats it, and stays there."""
    g = quiet_game(["base:amanda_sharpe"])
    inv = g.state.investigators[0]
    put(g, 0, "base:arkham/rivertown_streets")
    for c in list(inv.cards):
        C.discard_card(g, inv, c)
    inv.sliders, inv.clues = [1, 3, 0], 0  # Speed 2, Fight 4, Will 1
    put_monster(g, "zombie", "base:arkham/rivertown_streets")
    run_step(g, "movement.inv", who=0)
    answer(g, "Move to Graveyard")
    rig(g, 1, 1, 1, 1)
    answer(g, "Evade")
    rig(g, 5, 1, 1)
    answer(g, "Fight:")
    assert g.choice.kind == "halt" and inv.where == "base:arkham/rivertown_streets"
    assert (
        "The combat ends Amanda Sharpe's movement at Rivertown Streets; the movement points left are lost"
        in log_text(g)
    )
    assert any(e[2] == "base p.8 combat ends movement" for e in g.state.log)


# ------------------------------------------------- articles
def test_one_article_rule_for_every_name():
    assert [C.a_or_an(w) for w in ("Injury", "Madness", "Evade", "Horror", "Ally", "Unique Item", "Common Item")] == [
        "an Injury",
        "a Madness",
        "an Evade",
        "a Horror",
        "an Ally",
        "a Unique Item",
        "a Common Item",
    ]


def test_the_madness_card_is_offered_with_its_article():
    """DH p.6: driven insane, he may draw a Madness card instead (knocked out: an Injury card)."""
    g = quiet_game(["base:amanda_sharpe", "base:joe_diamond"], packs=("base", "dunwich"))
    empty_handed(g, 0, where="base:arkham/graveyard")
    run_step(g, "loss", who=0, sanity=9, stamina=0, why="test", rule="")
    assert any(x.startswith("Draw a Madness card instead") for x in labels(g)), labels(g)
    assert not any("an Madness" in x for x in labels(g))
    g2 = quiet_game(["base:amanda_sharpe", "base:joe_diamond"], packs=("base", "dunwich"))
    empty_handed(g2, 0, where="base:arkham/graveyard")
    run_step(g2, "loss", who=0, sanity=0, stamina=9, why="test", rule="")
    assert any(x.startswith("Draw an Injury card instead") for x in labels(g2)), labels(g2)


def test_an_ally_of_their_choice():
    g = quiet_game(["base:amanda_sharpe"])
    run_step(g, "dunwich.pick_card", who=0, deck="ally", no_weapon=False)
    assert g.choice.prompt == "Amanda Sharpe takes an Ally of their choice"
