"""Judgements of the heuristic bot about getting somewhere (``arkham.bots.heuristic``):
Speed set in the Upkeep for the walk ahead (``Params.travel_w``: each point of Speed is
worth something up to the steps to where he heads this turn); with both Sanity and
Stamina low, care sought at the nearer of St. Mary's and the Asylum (one he stands in
costs no walk through the streets); with nothing else to do, the location whose
encounter is worth most to him on average, less a little a step (``Params.idle_step_w``)."""

from __future__ import annotations

from arkham.bots.expert import ExpertBot
from arkham.bots.params import Params
from arkham.testing import bot_moves, empty_handed, open_gate, put, put_monster, quiet_game, run_step

from helpers.bot_scenes import KEEN, healthy, target_of

VINCENT = "base:vincent_lee"  # Speed 0-3 against Sneak 5-2, Focus 2
KATE = "base:kate_winthrop"
UNNAMABLE = "base:arkham/the_unnamable"
UPTOWN = "base:arkham/uptown_streets"
RIVERTOWN = "base:arkham/rivertown_streets"
DOWNTOWN = "base:arkham/downtown_streets"
HOSPITAL = "base:arkham/st_marys_hospital"
ASYLUM = "base:arkham/arkham_asylum"
ABYSS = "base:world/abyss"


def vincent_at(where: str):
    """Vincent, healthy, Speed 1 (slider at its second stop), a gate open at The Unnamable."""
    g = quiet_game([VINCENT])
    healthy(g, 0)
    put(g, 0, where)
    open_gate(g, UNNAMABLE, ABYSS)
    return g


def upkeep_answers(g, bot) -> list[str]:
    """The bot's answers through one Upkeep of seat 0, to the end of his slider moves."""
    run_step(g, "upkeep.inv", who=0)
    out = []
    while g.choice is not None and g.choice.kind in ("upkeep", "sliders"):
        a = bot.choose(g)
        out.append(a)
        g.apply(a)
    return out


def test_speed_raised_for_a_long_walk():
    g = vincent_at(UPTOWN)  # The Unnamable is 3 steps away
    bot = ExpertBot(0, solo=KEEN)
    bot._board(g)
    assert bot._travel(g, g.state.investigators[0], UPTOWN)[UNNAMABLE] == 3
    upkeep_answers(g, bot)
    assert g.state.investigators[0].sliders[0] == 3  # Speed 3: both Focus spent on it


def test_speed_left_alone_without_the_travel_weight():
    g = vincent_at(UPTOWN)
    upkeep_answers(g, ExpertBot(0, solo=KEEN.with_values(travel_w=0.0)))
    assert g.state.investigators[0].sliders[0] == 2  # the skills' usual balance: Speed 2, Sneak 3


def test_speed_not_raised_past_a_short_walk():
    g = vincent_at(RIVERTOWN)  # The Unnamable is next door
    upkeep_answers(g, ExpertBot(0, solo=KEEN))
    assert g.state.investigators[0].sliders[0] == 2  # the usual balance: no Sneak given up for the walk


def worn_kate(where: str):
    g = quiet_game([KATE])
    inv = empty_handed(g, 0, sliders=(2, 1, 1), clues=0, money=4)
    inv.sanity, inv.stamina = 1, 1
    put(g, 0, where)
    return g


def test_worn_out_at_the_hospital_he_stays_for_care():
    g = worn_kate(HOSPITAL)  # the Asylum is 4 steps away
    assert bot_moves(g, ExpertBot(0, solo=Params()), 0) == ["stop"]
    assert g.state.investigators[0].where == HOSPITAL


def test_worn_out_beside_the_asylum_he_goes_there():
    g = worn_kate(DOWNTOWN)
    assert bot_moves(g, ExpertBot(0, solo=Params()), 0)[0] == f"to:{ASYLUM}"


def idle_kate():
    """Kate, healthy and penniless, on a quiet board (no gate, no Clue token): nothing to do."""
    g = quiet_game([KATE])
    healthy(g, 0)
    put(g, 0, UPTOWN)
    return g


def idle_target(g, params):
    bot = ExpertBot(0, solo=params)
    return bot, target_of(g, bot)


def test_with_nothing_to_do_he_goes_for_a_good_encounter():
    g = idle_kate()
    bot, t = idle_target(g, Params())
    inv = g.state.investigators[0]
    assert t is not None and g.content.areas[t].kind == "location"
    assert bot._travel(g, inv, UPTOWN)[t] <= 4 and bot._encounter_worth(g, inv, t) > 0
    assert bot_moves(g, ExpertBot(0, solo=Params()), 0)[0] != "stop"


def test_a_monster_there_sends_him_to_the_next_best():
    g = idle_kate()
    _, first = idle_target(g, Params())
    put_monster(g, "cultist", first)
    _, second = idle_target(g, Params())
    assert second is not None and second != first


def test_without_the_idle_weight_he_stays_put():
    g = idle_kate()
    assert idle_target(g, Params().with_values(idle_step_w=0.0))[1] is None
    assert bot_moves(g, ExpertBot(0, solo=Params().with_values(idle_step_w=0.0)), 0) == ["stop"]


GLORIA = "base:gloria_goldberg"  # Fight 0-3 against Will 5-2, Lore 1-4 against Luck 5-2, Focus 2
DIMENSION = "base:world/another_dimension"  # a gate with no modifier


def gloria_to_close(back: bool):
    """Gloria against Yog-Sothoth (two successes close a gate), Fight 0 and Lore 1, a gate
    to Another Dimension open at The Unnamable; ``back``: she stands at it, back from its
    world; otherwise she stands there without having been through."""
    g = quiet_game([GLORIA], ancient_one="base:yog_sothoth")
    healthy(g, 0)
    put(g, 0, UNNAMABLE)
    open_gate(g, UNNAMABLE, DIMENSION)
    inv = g.state.investigators[0]
    inv.sliders = [1, 0, 0]
    inv.explored = back
    return g


def test_about_to_close_a_gate_the_sliders_give_the_closing_check_its_dice():
    g = gloria_to_close(back=True)
    upkeep_answers(g, ExpertBot(0, solo=KEEN))
    assert g.state.investigators[0].sliders[1:] == [0, 2]  # Lore 3 for two successes (Luck 3)


def test_not_closing_this_turn_the_sliders_keep_their_usual_weights():
    g = gloria_to_close(back=False)
    upkeep_answers(g, ExpertBot(0, solo=KEEN))
    assert g.state.investigators[0].sliders[1:] != [0, 2]


def test_coming_back_through_the_gate_this_turn_the_sliders_are_set_for_the_close():
    g = gloria_to_close(back=False)
    inv = g.state.investigators[0]
    inv.where, inv.stage = DIMENSION, 2  # the second area of its world: home this Movement
    upkeep_answers(g, ExpertBot(0, solo=KEEN))
    assert inv.sliders[1:] == [0, 2]
