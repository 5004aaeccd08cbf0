"""The bots with the Kingsport investigators and investigator cards: they finish games with
them, and use the cards' choices (a Skill exhausted for the one missing success, a big
weapon refreshed for its price)."""

from __future__ import annotations

import arkham
from helpers.coverage_marks import covers

from arkham.bots import HeuristicBot
from arkham.rules.classic import core as C
from arkham.testing import empty_handed, give, play_bot, quiet_game, rig, run_step, start_check, start_combat

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
    empty_handed(g, 0, clues=0, where="base:arkham/graveyard")
    card = give(g, 0, "kingsport:endurance")
    rig(g, 1, 1)  # Fight 1 + 1 (none): no success
    start_check(g, 0, "fight", 0, 1, "combat", matters=True)
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
    empty_handed(g, 0, money=6, where="base:arkham/graveyard")
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
    start_combat(g, 0, m)
    while g.choice.kind != "combat":
        g.apply(g.choice.options[0].id)
    bot = HeuristicBot(1)
    assert bot.choose(g) == f"use:{cuffs}:0"
    g.apply(f"use:{cuffs}:0")
    assert bot.choose(g) == "fight"


BOX_INVESTIGATORS = [
    "kingsport:charlie_kane",
    "kingsport:lily_chen",
    "kingsport:luke_robinson",
    "kingsport:tony_morgan",
]


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
    assert HeuristicBot(1).choose(g) == "1"  # Sanity 5 / Stamina 6


def test_the_bot_weighs_an_encounters_combat_check_as_a_fight_check():
    """Base p.15: an encounter's Combat check is a Fight check with weapons and spells; the
    bot reads it so (found by a base game whose course the Kingsport bot answers changed)."""
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    inv = empty_handed(g, 0, (0, 3, 0), where="base:arkham/graveyard")  # Fight 4
    bot = HeuristicBot(1)
    bot.strict = True
    bot._dc = {}
    bot._board(g)
    ops = [{"op": "check", "skill": "combat", "pass": [{"op": "gain", "what": "money", "n": 5}], "fail": []}]
    strong = bot._value_ops(g, inv, ops)
    inv.sliders = [0, 0, 0]  # Fight 1
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
    assert HeuristicBot(1).choose(g) != f"blood_money:{m}"  # enough cash: the trophy is kept


def test_the_bot_trades_only_cheap_plain_items_for_clue_tokens():
    """The caravan's offer (a Kingsport Other World encounter: discard any number of items,
    1 Clue token each) is a discard choice with a "stop" answer: the bot gives up Food and
    Whiskey for Clue tokens, keeps its Shotgun and its Silver Key, and stops (in strict mode
    it must answer without falling back to chance)."""
    from arkham.bots import ExpertBot

    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    inv = empty_handed(g, 0, clues=0, where="base:arkham/graveyard")
    kept = [give(g, 0, "base:shotgun"), give(g, 0, "base:silver_key")]
    food, whiskey = give(g, 0, "base:food"), give(g, 0, "base:whiskey")
    run_step(g, "kingsport.items_for_clues", who=0)
    for bot in (HeuristicBot(1), ExpertBot(1)):
        bot.strict = True
        assert g.choice.kind == "discard" and bot.choose(g) in (f"discard:{food}", f"discard:{whiskey}")
    bot = HeuristicBot(1)
    bot.strict = True
    while g.choice is not None and g.choice.kind == "discard":
        g.apply(bot.choose(g))
    assert inv.clues == 2 and sorted(inv.cards) == sorted(kept)


def _strict(bot_cls=HeuristicBot):
    bot = bot_cls(1)
    bot.strict = True  # a choice it does not know raises instead of a random answer
    return bot


def _bots():
    from arkham.bots import ExpertBot

    return (_strict(HeuristicBot), _strict(ExpertBot))


def test_the_bots_take_a_plot_loss_on_the_fuller_track():
    """An Epic Battle plot's loss of 1 Sanity or 1 Stamina (KH p.11): from the track left higher."""
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    inv = g.state.investigators[0]
    inv.sanity, inv.stamina = 2, 4
    run_step(g, "kingsport.plot_loss", who=0, why="a plot")
    assert g.choice.kind == "choose" and all(b.choose(g) == "stamina" for b in _bots())
    inv.sanity, inv.stamina = 4, 2
    assert all(b.choose(g) == "sanity" for b in _bots())


def test_the_bots_name_their_wishes_at_a_sale_and_the_host_settles_who_buys():
    """The Curiositie Shoppe's sale (each investigator names the cards he wants; the one
    having the encounter settles a card wanted by several): the bots want the best card they
    can pay for, and give a disputed card to the one it helps most."""
    g = quiet_game(["base:amanda_sharpe", "base:bob_jenkins"], ancient_one="base:azathoth", packs=PACKS)
    for inv in g.state.investigators:
        inv.money = 10
    deck = g.state.decks["common"]
    gun = next(c for c in deck if C.base_id(c) == "base:shotgun")
    food = next(c for c in deck if C.base_id(c) == "base:food")
    deck.remove(gun)
    deck.remove(food)
    run_step(g, "card.sale", who=0, drawn=[gun, food], order=[0, 1], i=0, wants={}, st="wish")
    assert g.choice.kind == "buy" and all(b.choose(g) == f"want:{gun}" for b in _bots())
    bot = _strict()
    while g.choice.kind == "buy":
        g.apply(bot.choose(g))
    assert g.choice.kind == "target" and bot.choose(g) in (f"give{gun}@0", f"give{gun}@1")
    g.apply(bot.choose(g))
    assert sum(1 for inv in g.state.investigators if gun in inv.cards) == 1


def test_the_bots_make_the_horror_check_before_readying_spells():
    """Spells usable before the Horror check (KH FAQ: the Red Sign against Nightmarish) are
    offered then; the bots make the Horror check and ready their gear for the Combat check."""
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    inv = empty_handed(g, 0, where="base:arkham/graveyard")
    inv.sanity = 5
    give(g, 0, "base:wither")
    m = next(x for x in g.state.cup if C.base_id(x) == "base:ghoul")
    g.state.cup.remove(m)
    g.state.monsters[m] = inv.where
    start_combat(g, 0, m)
    while g.choice.kind == "combat" and "horror" not in [o.id for o in g.choice.options]:
        g.apply("fight" if "fight" in [o.id for o in g.choice.options] else g.choice.options[0].id)
    assert "horror" in [o.id for o in g.choice.options]
    assert all(b.choose(g) == "horror" for b in _bots())


def test_the_bots_keep_good_items_between_worlds_and_let_cheap_ones_go():
    """Items kept for a Clue token or $3 each, else discarded (a Kingsport Other World
    encounter): the bots pay $3 for a Shotgun and let Food go."""
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    inv = empty_handed(g, 0, money=5, clues=2, where="base:arkham/graveyard")
    gun, food = give(g, 0, "base:shotgun"), give(g, 0, "base:food")
    run_step(g, "kingsport.keep_items", who=0, left=[gun, food])
    assert g.choice.kind == "keep_item" and all(b.choose(g) == "money" for b in _bots())
    g.apply("money")
    assert all(b.choose(g) == "drop" for b in _bots())
    g.apply("drop")
    assert gun in inv.cards and food not in inv.cards and inv.money == 2


def test_the_bots_buy_clue_tokens_with_sanity_only_while_they_stay_at_two():
    """Clue tokens kept for 1 Sanity and 1 Stamina each, or taken for 2 Sanity each (Kingsport
    Other World encounters): the bots stop where a track would fall below 2."""
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    inv = empty_handed(g, 0, clues=4, where="base:arkham/graveyard")
    inv.sanity, inv.stamina = 5, 3
    run_step(g, "kingsport.keep_clues", who=0, ctx={})
    assert g.choice.kind == "count" and all(b.choose(g) == "1" for b in _bots())
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    inv = empty_handed(g, 0, where="base:arkham/graveyard")
    inv.sanity = 5
    run_step(g, "kingsport.sanity_for_clues", who=0, ctx={})
    assert g.choice.kind == "count" and all(b.choose(g) == "1" for b in _bots())


def test_the_bots_give_every_clue_token_in_homage_to_nodens():
    """Nodens' homage: each Clue token discarded is a die, and the successes set Sanity and
    Stamina; the bots roll all they hold."""
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    empty_handed(g, 0, clues=3, where="base:arkham/graveyard")
    run_step(g, "kingsport.homage", who=0, ctx={})
    assert g.choice.kind == "number" and all(b.choose(g) == "3" for b in _bots())


def test_the_bots_take_the_best_card_picked_from_a_deck():
    """A card picked from a deck: the one worth most to the bot (a Shotgun over Food)."""
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    empty_handed(g, 0, where="base:arkham/graveyard")
    deck = g.state.decks["common"]
    deck[:] = [next(c for c in deck if C.base_id(c) == b) for b in ("base:food", "base:shotgun", "base:whiskey")]
    run_step(g, "kingsport.pick_from_deck", who=0, deck="common")
    gun = next(o.id for o in g.choice.options if C.base_id(o.id) == "base:shotgun")
    assert g.choice.kind == "card" and all(b.choose(g) == gun for b in _bots())


def test_the_bots_gain_a_point_where_more_is_missing():
    """Diana Stanley's Dark Insight (DH): 1 Sanity or 1 Stamina, where more is missing."""
    from arkham.rules.classic.core import max_sanity, max_stamina

    g = quiet_game(["dunwich:diana_stanley"], ancient_one="base:azathoth", packs=("base", "dunwich", "kingsport"))
    inv = g.state.investigators[0]
    inv.sanity, inv.stamina = max_sanity(g, inv) - 2, max_stamina(g, inv) - 1
    run_step(g, "dunwich.dark_insight", who=0)
    assert g.choice.kind == "gain" and all(b.choose(g) == "sanity" for b in _bots())
    inv.sanity, inv.stamina = max_sanity(g, inv), max_stamina(g, inv) - 1
    assert all(b.choose(g) == "stamina" for b in _bots())


def test_the_bots_swap_places_toward_an_open_gate():
    """The Mi-Go Brain Case (DH Unique Item) swaps places with an investigator or a monster:
    the bots take the place nearest an open gate (with the Dunwich and Kingsport packs)."""
    from arkham.testing import put

    g = quiet_game(
        ["base:amanda_sharpe", "base:bob_jenkins", "base:carolyn_fern"],
        ancient_one="base:azathoth",
        packs=("base", "dunwich", "kingsport"),
    )
    gate = "base:arkham/the_witch_house"
    g.state.gates[gate] = g.state.gate_pile.pop(0)
    put(g, 0, "base:arkham/train_station")
    put(g, 1, "base:arkham/the_unnamable")
    put(g, 2, "base:arkham/the_witch_house")
    run_step(g, "dunwich.swap", who=0)
    assert g.choice.kind == "target" and "inv:2" in [o.id for o in g.choice.options]
    assert all(b.choose(g) == "inv:2" for b in _bots())


def test_the_bots_reroll_a_failed_die_against_the_ancient_one():
    """Against the Ancient One every success counts (base p.22 final battle): with no Clue
    token to spend, the bots re-roll a failed die with a Bullwhip even once the check has one
    success, and accept when no die failed."""
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:yig", packs=PACKS)
    inv = empty_handed(g, 0, clues=0, where="base:arkham/graveyard")
    whip = give(g, 0, "base:bullwhip")
    rig(g, *[6] * C.skill_value(g, inv, "fight", "combat"))
    run_step(
        g, "combat_check", who=0, mod=0, diff=1, label="Attack", why="test", target="ao", go="attack", matters=True
    )
    if g.choice.kind == "combat":
        g.apply("attack")
    assert g.choice.kind == "check" and f"reroll:{whip}" in [o.id for o in g.choice.options]
    g.state.stack[-1]["dice"] = [6, 1]  # one success, one failed die
    assert all(b.choose(g) == f"reroll:{whip}" for b in _bots())
    g.state.stack[-1]["dice"] = [6, 6]
    assert all(b.choose(g) == "accept" for b in _bots())


def test_the_bots_discard_a_warding_statue_against_the_ancient_ones_attack():
    """The Warding Statue (base Unique Item) cancels the Ancient One's attack for a round:
    the bots use it when asked."""
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:yig", packs=PACKS)
    empty_handed(g, 0, where="base:arkham/graveyard")
    statue = give(g, 0, "base:warding_statue")
    run_step(g, "battle.ward", who=-1, holders=[[0, statue]], n=1)
    assert g.choice.kind == "may" and all(b.choose(g) == f"ward:0:{statue}" for b in _bots())


def _three():
    return quiet_game(
        ["base:amanda_sharpe", "base:bob_jenkins", "base:carolyn_fern"], ancient_one="base:azathoth", packs=PACKS
    )


def test_the_bots_take_the_clue_tokens_of_the_richest_investigator():
    """ "Take every Clue token of another investigator" (a Kingsport Other World encounter):
    from the one holding most."""
    g = _three()
    for inv, n in zip(g.state.investigators, (0, 1, 4)):
        inv.clues = n
    run_step(g, "kingsport.take_clues", who=0)
    assert g.choice.kind == "investigator" and all(b.choose(g) == "2" for b in _bots())


def test_the_bots_trade_places_with_the_investigator_nearest_an_open_gate():
    """ "Trade places with another investigator" (a Kingsport Other World encounter): with the
    one standing nearest an open gate."""
    from arkham.testing import put

    g = _three()
    gate = "base:arkham/the_witch_house"
    g.state.gates[gate] = g.state.gate_pile.pop(0)
    put(g, 0, "base:arkham/train_station")
    put(g, 1, "base:arkham/the_unnamable")
    put(g, 2, gate)
    run_step(g, "kingsport.swap_places", who=0)
    assert g.choice.kind == "investigator" and all(b.choose(g) == "2" for b in _bots())
    g.state.investigators[2].where = "base:world/abyss"  # in an Other World: far from every gate
    g.state.investigators[2].stage = 1
    assert all(b.choose(g) == "1" for b in _bots())


def test_the_bots_sell_cheap_plain_items_and_pawn_the_least_useful():
    """Selling a Common Item for twice its price (base location encounters): Food goes, a
    Shotgun stays; the Pawn (Neil's Curiosity Shop, a Kingsport location) takes the least
    useful card."""
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    inv = empty_handed(g, 0, where="base:arkham/graveyard")
    gun = give(g, 0, "base:shotgun")
    run_step(g, "card.sell", who=0)
    assert g.choice.kind == "sell" and all(b.choose(g) == "keep" for b in _bots())
    g.apply("keep")
    food = give(g, 0, "base:food")
    run_step(g, "card.sell", who=0)
    assert all(b.choose(g) == f"sell:{food}" for b in _bots())
    g.apply("keep")
    run_step(g, "kingsport.pawn", who=0)
    assert g.choice.kind == "sell" and all(b.choose(g) == food for b in _bots())
    assert gun in inv.cards


def test_the_bots_move_an_elder_sign_onto_an_open_gate_and_leave_it_otherwise():
    """An elder sign token moved (a Kingsport Arkham location card): laid on a location with
    an open gate it seals and closes it (NOTES.md), so the bots move one there; with no such
    gate they move none."""
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    g.state.seals["base:arkham/graveyard"] = "elder_sign"
    run_step(g, "kingsport.move_elder_sign", who=0)
    assert g.choice.kind == "elder_sign" and all(b.choose(g) == "no" for b in _bots())
    g.apply("no")
    gate = "base:arkham/the_witch_house"
    g.state.gates[gate] = g.state.gate_pile.pop(0)
    run_step(g, "kingsport.move_elder_sign", who=0)
    assert all(b.choose(g) == "base:arkham/graveyard" for b in _bots())
    g.apply("base:arkham/graveyard")
    assert g.choice.kind == "elder_sign" and all(b.choose(g) == gate for b in _bots())
    g.apply(gate)
    assert gate not in g.state.gates and gate in g.state.seals


def test_the_bots_clear_the_rift_track_with_most_progress():
    """A rift's progress markers cleared (KH rifts): the track holding most, when no rift is open."""
    from arkham.rules.kingsport.rifts import data

    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    d = data(g)
    (t1, one), (t2, two) = list(d["tracks"].items())[:2]
    one["spaces"][0].append(d["pile"].pop())
    for i in range(3):
        two["spaces"][i % len(two["spaces"])].append(d["pile"].pop())
    run_step(g, "kingsport.close_rift", who=0)
    assert g.choice.kind == "rift" and all(b.choose(g) == two["rift"] for b in _bots())


def test_the_first_player_names_the_sturdiest_investigator_for_a_blow():
    """A Dunwich Mythos card's loss for one investigator the first player names (3 Stamina):
    the bots name the one it hurts least, not one it would knock out."""
    g = quiet_game(
        ["base:amanda_sharpe", "base:bob_jenkins"], ancient_one="base:azathoth", packs=("base", "dunwich", "kingsport")
    )
    a, b = g.state.investigators
    a.stamina, b.stamina = 2, 5
    run_step(g, "dunwich.mythos.choose_investigator", who=-1, ops=[{"op": "lose", "what": "stamina", "n": 3}], ctx={})
    assert g.choice.kind == "investigator" and all(x.choose(g) == "1" for x in _bots())


def test_the_bots_spend_their_weakest_trophy_for_a_reward():
    """A location card's reward for a monster trophy of a symbol ($5 for a crescent one, the
    Police Station's leaflet): the bots spend the trophy of least toughness."""
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    inv = empty_handed(g, 0, where="base:arkham/police_station")
    weak = next(m for m in g.state.cup if C.base_id(m) == "base:cultist")
    tough = next(m for m in g.state.cup if C.base_id(m) == "base:vampire")
    for m in (tough, weak):
        g.state.cup.remove(m)
        inv.monster_trophies.append(m)
    assert C.monster_def(g, weak).symbol == C.monster_def(g, tough).symbol == "crescent"
    run_step(
        g,
        "fx.spend_symbol",
        who=0,
        seat=0,
        ctx={},
        o={"symbol": "crescent", "do": [{"op": "gain", "what": "money", "n": 5}]},
    )
    assert g.choice.kind == "trophy_offer" and all(b.choose(g) == f"spend:{weak}" for b in _bots())


def test_the_bots_go_to_the_nearest_monster_they_can_best_kill():
    """ "The nearest monster" with several equally near (the Witch House's force, a Kingsport
    Arkham location card): the bots pick the one they are likeliest to kill."""
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    empty_handed(g, 0, where="base:arkham/easttown_streets")
    weak = next(m for m in g.state.cup if C.base_id(m) == "base:maniac")
    tough = next(m for m in g.state.cup if C.base_id(m) == "base:dark_young")
    g.state.cup.remove(weak)
    g.state.cup.remove(tough)
    g.state.monsters[tough] = "base:arkham/hibbs_roadhouse"
    g.state.monsters[weak] = "base:arkham/velmas_diner"
    run_step(g, "kingsport.nearest_monster", who=0, comes=False)
    assert g.choice.kind == "nearest_monster" and all(b.choose(g) == weak for b in _bots())
