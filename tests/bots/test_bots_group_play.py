"""The heuristic bot's group play and battle preparation (``arkham.bots.params.Params``):
the gates shared out among the investigators, routes around dangerous monsters, the push
for the last gates once the group holds gate trophies enough to win, and Blessings bought
with trophies at South Church as the final battle nears (base p.23). Each is off in
``Params()``; the tuned sets turn on the Blessings (``arkham.bots.tuned.BLESSED``)."""

from __future__ import annotations

from arkham.bots.expert import ExpertBot
from arkham.bots.params import Params
from arkham.rules.classic import core as C
from arkham.testing import bot_moves, open_gate, put, put_monster, quiet_game, run_step

from helpers.bot_scenes import KEEN, healthy, target_of

JOE = "base:joe_diamond"
KATE = "base:kate_winthrop"
WOODS = "base:arkham/woods"
UNNAMABLE = "base:arkham/the_unnamable"
UPTOWN = "base:arkham/uptown_streets"
SOUTHSIDE = "base:arkham/southside_streets"
MISKATONIC = "base:arkham/miskatonic_u_streets"
NEWSPAPER = "base:arkham/newspaper"
DREAMLANDS = "base:world/the_dreamlands"
ABYSS = "base:world/abyss"


def two_gates():
    """Joe two steps from the Woods (four from The Unnamable); Kate one step from the Woods."""
    g = quiet_game([JOE, KATE])
    healthy(g, 0)
    healthy(g, 1)
    put(g, 0, SOUTHSIDE)
    put(g, 1, UPTOWN)
    open_gate(g, WOODS, DREAMLANDS)
    open_gate(g, UNNAMABLE, ABYSS)
    return g


def test_each_alone_both_head_for_the_nearest_gate():
    g = two_gates()
    bot_moves(g, ExpertBot(0, solo=KEEN), 0)
    assert g.state.investigators[0].where == WOODS


def test_shared_out_the_gate_nearer_a_fellow_is_left_to_him():
    g = two_gates()
    bot_moves(g, ExpertBot(0, solo=KEEN.with_values(gate_share=1)), 0)
    # Kate is nearer the Woods, so Joe takes the long way to The Unnamable
    assert g.state.investigators[0].where == UNNAMABLE


def test_every_seat_works_out_the_same_sharing():
    g = two_gates()
    bot = ExpertBot(0, solo=KEEN.with_values(gate_share=1))
    joe, kate = g.state.investigators
    bot._board(g)
    others_of_joe = bot._gates_shared(g, joe, bot.params(g), set())
    others_of_kate = bot._gates_shared(g, kate, bot.params(g), set())
    assert others_of_joe == {WOODS} and others_of_kate == {UNNAMABLE}


def gug_on_the_way():
    """Kate at Uptown, the gate at The Unnamable three steps on through Miskatonic U.; a Gug
    (Stamina damage 4) in Miskatonic U. Streets."""
    g = quiet_game([KATE])
    healthy(g, 0)
    put(g, 0, UPTOWN)
    open_gate(g, UNNAMABLE, ABYSS)
    put_monster(g, "gug", MISKATONIC)
    return g


def test_the_shortest_way_runs_into_the_gug():
    g = gug_on_the_way()
    assert bot_moves(g, ExpertBot(0, solo=KEEN), 0)[0] == f"to:{MISKATONIC}"


def test_a_bot_that_weighs_danger_goes_round_the_gug():
    g = gug_on_the_way()
    path = bot_moves(g, ExpertBot(0, solo=KEEN.with_values(route_danger_w=1.0)), 0)
    assert path[0] == f"to:{SOUTHSIDE}"
    assert MISKATONIC not in [p[3:] for p in path]


def last_gate(trophies: int):
    """Joe at the Newspaper, a Clue token two steps off at the Train Station, the only gate five
    steps off in the Woods."""
    g = quiet_game([JOE])
    healthy(g, 0)
    put(g, 0, NEWSPAPER)
    open_gate(g, WOODS, DREAMLANDS)
    g.state.investigators[0].gate_trophies = [f"base:world/abyss#{i + 1}" for i in range(trophies)]
    g.state.clues_on["base:arkham/train_station"] = 1
    return g


PATIENT = Params().with_values(gate_min_odds=0.0, gate_radius=2, gate_eager_open=3, gate_health=1)


def test_without_the_push_clue_tokens_nearby_come_first():
    g = last_gate(trophies=1)
    bot_moves(g, ExpertBot(0, solo=PATIENT), 0)
    assert g.state.investigators[0].where == "base:arkham/train_station"


def test_with_trophies_enough_the_last_gate_is_sought():
    g = last_gate(trophies=1)
    bot_moves(g, ExpertBot(0, solo=PATIENT.with_values(close_push=2)), 0)
    assert g.state.investigators[0].where == UPTOWN  # four of the five steps to the Woods


def test_without_trophies_enough_the_push_waits():
    g = last_gate(trophies=0)
    bot_moves(g, ExpertBot(0, solo=PATIENT.with_values(close_push=2)), 0)
    assert g.state.investigators[0].where == "base:arkham/train_station"


# ---------------------------------------------------------------- Blessings before the battle
CHURCH = "base:arkham/south_church"
#: nothing else to do in these scenes: the idle walk to a good encounter is off, so the
#: church draws him only for the Blessing
STILL = Params().with_values(idle_step_w=0.0)
BLESSED = STILL.with_values(bless_prep=8, bless_when=3)


def before_the_battle(doom: int, gate_trophies: int = 1):
    """Joe two steps from South Church with a gate trophy; Yig's doom track (10) holds
    ``doom`` tokens; no gate is open, so only the doom track can wake Yig."""
    g = quiet_game([JOE])
    healthy(g, 0)
    put(g, 0, UPTOWN)
    g.state.doom = doom
    g.state.investigators[0].gate_trophies = [f"base:world/abyss#{i + 1}" for i in range(gate_trophies)]
    return g


def test_with_yig_two_mythos_phases_from_waking_he_goes_to_be_blessed():
    g = before_the_battle(doom=8)
    bot = ExpertBot(0, solo=BLESSED)
    assert bot._mythos_to_awaken(g) == 2
    bot_moves(g, bot, 0)
    assert g.state.investigators[0].where == CHURCH


def test_far_from_the_battle_the_trophy_is_kept():
    g = before_the_battle(doom=2)
    bot_moves(g, ExpertBot(0, solo=BLESSED), 0)
    assert g.state.investigators[0].where != CHURCH


def test_without_a_trophy_to_pay_the_church_is_no_target():
    g = before_the_battle(doom=8, gate_trophies=0)
    bot_moves(g, ExpertBot(0, solo=BLESSED), 0)
    assert g.state.investigators[0].where != CHURCH


def test_the_bot_that_does_not_prepare_keeps_away():
    g = before_the_battle(doom=8)
    bot_moves(g, ExpertBot(0, solo=STILL), 0)
    assert g.state.investigators[0].where != CHURCH


def test_open_gates_bring_the_battle_nearer_too():
    g = before_the_battle(doom=2)
    for area, world in (
        (WOODS, DREAMLANDS),
        (UNNAMABLE, ABYSS),
        ("base:arkham/graveyard", "base:world/yuggoth"),
        ("base:arkham/black_cave", "base:world/rlyeh"),
        ("base:arkham/the_witch_house", "base:world/plateau_of_leng"),
        ("base:arkham/unvisited_isle", "base:world/another_dimension"),
    ):
        open_gate(g, area, world)
    # one player: the Ancient One wakes at eight open gates; six are open, so two Mythos Phases
    assert C.gate_limit(g) - len(g.state.gates) == 2
    assert ExpertBot(0, solo=BLESSED)._mythos_to_awaken(g) == 2


def test_at_the_church_he_pays_the_gate_trophy_and_is_blessed():
    g = before_the_battle(doom=8)
    put(g, 0, CHURCH)
    bot = ExpertBot(0, solo=BLESSED)
    run_step(g, "arkham.inv", who=0)
    while g.choice is not None and g.choice.who == 0:
        g.apply(bot.choose(g))
    joe = g.state.investigators[0]
    assert C.has_card(g, joe, "base:blessing") and joe.gate_trophies == []


def back_at_the_woods():
    """Joe back from the Dreamlands at the Woods (explored), its gate still open; another gate
    at The Unnamable."""
    g = two_gates()
    put(g, 0, WOODS)
    g.state.investigators[0].explored = True
    return g


def test_back_from_the_gate_he_stays_though_a_fellow_stands_on_it():
    g = back_at_the_woods()
    put(g, 1, WOODS)  # Kate, who has not been through, claims the Woods for the others
    assert target_of(g, ExpertBot(0, solo=KEEN), 0) == WOODS
    g.state.investigators[0].explored = False  # not been through: the gate is Kate's
    assert target_of(g, ExpertBot(0, solo=KEEN), 0) == UNNAMABLE


def test_back_from_the_gate_a_monster_there_does_not_send_him_to_another():
    g = back_at_the_woods()
    put_monster(g, "zombie", WOODS)
    shy = KEEN.with_values(gate_monster_w=3.0)  # a monster at a gate weighs more than its distance
    assert target_of(g, ExpertBot(0, solo=shy), 0) == WOODS
    g.state.investigators[0].explored = False
    assert target_of(g, ExpertBot(0, solo=shy), 0) == UNNAMABLE


def test_back_from_a_gate_he_cannot_close_he_does_not_wait_there():
    g = back_at_the_woods()
    picky = KEEN.with_values(gate_min_odds=0.99)  # no gate is worth it at these odds
    assert target_of(g, ExpertBot(0, solo=picky), 0) != WOODS
