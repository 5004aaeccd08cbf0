"""The bots with the Kingsport investigators and investigator cards: they finish games with
them, and use the cards' choices (a Skill exhausted for the one missing success, a big
weapon refreshed for its price)."""
from __future__ import annotations

import arkham
from coverage_marks import covers

from arkham.bots import HeuristicBot
from arkham.rules.classic import core as C
from arkham.testing import empty_handed, give, play_bot, quiet_game, rig, run_step

PACKS = ("base", "kingsport")
INVESTIGATORS = ["kingsport:daisy_walker", "kingsport:lola_hayes", "kingsport:rex_murphy", "kingsport:wendy_adams"]


@covers(*INVESTIGATORS)
def test_the_heuristic_bot_plays_a_game_with_the_kingsport_investigators_to_its_end():
    g = arkham.new_game(seed=5, investigators=INVESTIGATORS, packs=list(PACKS), ancient_one="base:yig")
    play_bot(g, HeuristicBot(5))
    assert g.is_over


@covers("kingsport:endurance")
def test_the_bot_exhausts_a_skill_for_the_one_missing_success():
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    inv = empty_handed(g, 0, clues=0, where="base:arkham/graveyard")
    card = give(g, 0, "kingsport:endurance")
    rig(g, 1, 1)                                                   # Fight 1 + 1 (none): no success
    run_step(g, "check", who=0, skill="fight", mod=0, diff=1, kind="combat", bonus=0, matters=True, why="test")
    assert HeuristicBot(1).choose(g) == f"plus1:{card}"


@covers("kingsport:elephant_gun")
def test_the_bot_pays_to_refresh_a_big_weapon():
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    inv = empty_handed(g, 0, money=6, where="base:arkham/graveyard")
    gun = give(g, 0, "kingsport:elephant_gun")
    inv.exhausted.append(gun)
    run_step(g, "upkeep.inv", who=0)
    while g.choice.kind != "upkeep":
        g.apply(g.choice.options[0].id)
    assert HeuristicBot(1).choose(g) == f"refresh:{gun}"
    g.apply(f"refresh:{gun}")
    assert gun not in inv.exhausted and inv.money == 4 and C.has_card(g, inv, "kingsport:elephant_gun")


@covers("kingsport:makeup_kit")
def test_the_bot_discards_a_makeup_kit_rather_than_be_arrested():
    from arkham.bots import ExpertBot
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    inv = empty_handed(g, 0, money=6, where="base:arkham/graveyard")
    kit = give(g, 0, "kingsport:makeup_kit")
    run_step(g, "fx", who=0, seat=0, ops=[{"op": "arrested"}], i=0, ctx={})
    assert g.choice.kind == "avoid"
    assert HeuristicBot(1).choose(g) == ExpertBot(1).choose(g) == f"avoid:{kit}"


@covers("kingsport:handcuffs")
def test_the_bot_cuffs_a_cultist_then_fights():
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    inv = empty_handed(g, 0, where="base:arkham/graveyard")
    cuffs = give(g, 0, "kingsport:handcuffs")
    m = next(x for x in g.state.cup if C.base_id(x) == "base:cultist")
    g.state.cup.remove(m)
    g.state.monsters[m] = inv.where
    run_step(g, "combat", who=0, monster=m, enc_monster=None, after_evade=False)
    while g.choice.kind != "combat":
        g.apply(g.choice.options[0].id)
    bot = HeuristicBot(1)
    assert bot.choose(g) == f"use:{cuffs}:0"
    g.apply(f"use:{cuffs}:0")
    assert bot.choose(g) == "fight"


BOX_INVESTIGATORS = ["kingsport:charlie_kane", "kingsport:lily_chen", "kingsport:luke_robinson", "kingsport:tony_morgan"]


@covers(*BOX_INVESTIGATORS)
def test_the_bots_play_games_with_the_other_kingsport_investigators_to_their_end():
    from arkham.bots import ExpertBot
    for bot in (HeuristicBot(7), ExpertBot(7)):
        bot.strict = True
        g = arkham.new_game(seed=7, investigators=BOX_INVESTIGATORS, packs=list(PACKS), ancient_one="base:yig")
        play_bot(g, bot)
        assert g.is_over


@covers("kingsport:charlie_kane")
def test_the_bot_settles_the_terror_down_only_where_a_point_costs_a_store():
    g = quiet_game(["kingsport:charlie_kane"], ancient_one="base:azathoth", packs=PACKS)
    g.state.investigators[0].clues = 4
    closing = min(a.closes_at_terror for a in g.content.areas.values() if a.closes_at_terror)
    g.state.terror = closing - 2
    run_step(g, "fx", who=0, seat=0, ops=[{"op": "terror", "n": 1}], i=0, ctx={})
    assert HeuristicBot(1).choose(g) == "rise"
    g.apply("rise")
    run_step(g, "fx", who=0, seat=0, ops=[{"op": "terror", "n": 1}], i=0, ctx={})
    assert HeuristicBot(1).choose(g) == "settle_down"


@covers("kingsport:lily_chen")
def test_the_bot_sets_lilys_fourth_slider_on_an_even_stop():
    g = arkham.new_game(seed=2, investigators=["kingsport:lily_chen"], packs=list(PACKS), ancient_one="base:yig")
    while g.choice.kind != "slider" or "Sanity" not in g.choice.options[0].label:
        g.apply(g.choice.options[0].id)
    assert HeuristicBot(1).choose(g) == "1"                        # Sanity 5 / Stamina 6


def test_the_bot_weighs_an_encounters_combat_check_as_a_fight_check():
    """Base p.15: an encounter's Combat check is a Fight check with weapons and spells; the
    bot reads it so (found by a base game whose course the Kingsport bot answers changed)."""
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    inv = empty_handed(g, 0, (0, 3, 0), where="base:arkham/graveyard")   # Fight 4
    bot = HeuristicBot(1)
    bot.strict = True
    bot._dc = {}
    bot._board(g)
    ops = [{"op": "check", "skill": "combat", "pass": [{"op": "gain", "what": "money", "n": 5}], "fail": []}]
    strong = bot._value_ops(g, inv, ops)
    inv.sliders = [0, 0, 0]                                                # Fight 1
    bot._dc = {}
    assert strong > bot._value_ops(g, inv, ops) > 0


@covers("kingsport:tony_morgan")
def test_the_bot_sells_a_trophy_with_blood_money_when_short_of_cash():
    g = quiet_game(["kingsport:tony_morgan"], ancient_one="base:azathoth", packs=PACKS)
    tony = empty_handed(g, 0, money=1, where="base:arkham/rivertown_streets")
    m = next(x for x in g.state.cup if C.base_id(x) == "base:cultist")
    g.state.cup.remove(m)
    g.state.monsters.pop(m, None)
    C.claim_trophy(g, tony, m)
    run_step(g, "upkeep.inv", who=0)
    while g.choice.kind != "upkeep":
        g.apply(g.choice.options[0].id)
    assert HeuristicBot(1).choose(g) == f"blood_money:{m}"
    tony.money = 6
    assert HeuristicBot(1).choose(g) != f"blood_money:{m}"          # enough cash: the trophy is kept
