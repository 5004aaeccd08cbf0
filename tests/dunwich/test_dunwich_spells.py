"""Scenario tests for the Dunwich Horror Spells (card texts). Casting (base p.15): the
Sanity cost is paid, then a Lore check at the casting modifier; the cost is paid even
when the check fails. Amanda Sharpe with sliders (0, 3, 3) has Lore 4 and 5 Sanity."""

from __future__ import annotations

from helpers.coverage_marks import covers
from helpers.dunwich_games import dunwich_game

from arkham.rules.classic import core as C
from arkham.testing import answer, give, labels, log_text, put, put_monster, rig
from arkham.testing import run_step as _run_step

PACKS = ("base", "dunwich")
WHERE = "base:arkham/graveyard"
STREET = "base:arkham/rivertown_streets"


def caster(g, seat=0, where=WHERE):
    inv = g.state.investigators[seat]
    for c in list(inv.cards):
        C.discard_card(g, inv, c)
    inv.sliders = [0, 3, 3]
    inv.clues = 0
    inv.money = 0
    put(g, seat, where)
    return inv


def run(g, step_name, /, **params):
    g.state.stack[:] = []
    return _run_step(g, step_name, **params)


def finished(g):
    return g.choice is not None and g.choice.kind == "halt"


def uses(g, name):
    return [x for x in labels(g) if x.startswith(name + ":")]


def in_deck(g, card):
    return card in g.state.decks["spell"]


# ------------------------------------------------------------ Alchemical Process
@covers("dunwich:alchemical_process")
def test_alchemical_process_makes_three_dollars_in_the_upkeep():
    g = dunwich_game()
    inv = caster(g)
    spell = give(g, 0, "dunwich:alchemical_process")
    run(g, "upkeep.inv", who=0)
    rig(g, 6, 1, 1, 1)  # Lore 4 + 0: 4 dice, one success
    answer(g, "Alchemical Process:")
    assert inv.money == 3 and inv.sanity == 4 and spell in inv.exhausted
    assert not uses(g, "Alchemical Process")  # exhausted: once a turn


@covers("dunwich:alchemical_process")
def test_alchemical_process_failed_cast_costs_sanity_and_gives_nothing():
    g = dunwich_game()
    inv = caster(g)
    give(g, 0, "dunwich:alchemical_process")
    run(g, "upkeep.inv", who=0)
    rig(g, 1, 2, 3, 4)
    answer(g, "Alchemical Process:")
    assert inv.money == 0 and inv.sanity == 4


# ------------------------------------------------------------ Bless
@covers("dunwich:bless")
def test_bless_blesses_the_investigator_the_caster_names_and_is_discarded():
    g = dunwich_game(2)
    inv = caster(g)
    joe = g.state.investigators[1]
    spell = give(g, 0, "dunwich:bless")
    run(g, "upkeep.inv", who=0)
    rig(g, 5, 1, 1)  # Lore 4 - 1: 3 dice
    answer(g, "Bless:")
    assert labels(g) == ["Amanda Sharpe", "Joe Diamond"]
    answer(g, "Joe Diamond")
    assert C.has_card(g, joe, "base:blessing") and not C.has_card(g, inv, "base:blessing")
    assert inv.sanity == 3 and spell not in inv.cards and in_deck(g, spell)


@covers("dunwich:bless")
def test_bless_may_bless_the_caster():
    g = dunwich_game(2)
    inv = caster(g)
    give(g, 0, "dunwich:bless")
    run(g, "upkeep.inv", who=0)
    rig(g, 6, 6, 6)
    answer(g, "Bless:")
    answer(g, "Amanda Sharpe")
    assert C.has_card(g, inv, "base:blessing")


# ------------------------------------------------------------ Cloud Memory
@covers("dunwich:cloud_memory")
def test_cloud_memory_trades_a_stamina_for_a_sanity_to_someone_here():
    g = dunwich_game(2)
    inv = caster(g)
    joe = g.state.investigators[1]
    joe.cards = []
    put(g, 1, WHERE)
    joe.sanity = 1
    spell = give(g, 0, "dunwich:cloud_memory")
    run(g, "upkeep.inv", who=0)
    rig(g, 5, 1, 1, 1, 1)  # Lore 4 + 1: 5 dice
    answer(g, "Cloud Memory:")
    answer(g, "Joe Diamond")
    assert joe.sanity == 2 and inv.stamina == 4 and inv.sanity == 5  # no Sanity cost
    assert spell in inv.exhausted


@covers("dunwich:cloud_memory")
def test_cloud_memory_is_not_offered_without_stamina_to_spend():
    g = dunwich_game()
    inv = caster(g)
    inv.stamina = 0
    give(g, 0, "dunwich:cloud_memory")
    run(g, "upkeep.inv", who=0)
    assert not uses(g, "Cloud Memory")


# ------------------------------------------------------------ Foresee
def check(g, skill, mod=0, diff=1, kind=None):
    return run(g, "check", who=0, skill=skill, mod=mod, diff=diff, kind=kind, bonus=0, matters=False, why="test")


@covers("dunwich:foresee")
def test_foresee_is_cast_to_roll_a_failed_check_again():
    g = dunwich_game()
    inv = caster(g)
    spell = give(g, 0, "dunwich:foresee")
    rig(g, 1)  # Luck 1: one die, a failure
    check(g, "luck")
    assert "Foresee: cast to re-roll the dice" in labels(g)
    rig(g, 6, 1, 1, 6)  # the cast (Lore 4 - 1: 3 dice), then the new roll
    answer(g, "Foresee:")
    assert g.state.stack[-1]["ret"] == [True, 1]
    assert inv.sanity == 4 and spell in inv.exhausted


@covers("dunwich:foresee")
def test_foresee_failed_cast_leaves_the_dice_as_they_fell():
    g = dunwich_game()
    inv = caster(g)
    give(g, 0, "dunwich:foresee")
    rig(g, 1)
    check(g, "luck")
    rig(g, 1, 1, 1)
    answer(g, "Foresee:")
    assert g.state.stack[-1]["ret"] == [False, 0] and inv.sanity == 4


# ------------------------------------------------------------ Greater Banishment
@covers("dunwich:greater_banishment")
def test_greater_banishment_sends_every_monster_of_one_symbol_to_the_cup():
    g = dunwich_game()
    inv = caster(g)
    spell = give(g, 0, "dunwich:greater_banishment")
    witch = put_monster(g, "base:witch", STREET)  # circle
    byakhee = put_monster(g, "base:byakhee", "sky")  # circle, in the Sky
    ghoul = put_monster(g, "base:ghoul", STREET)  # hexagon
    run(g, "upkeep.inv", who=0)
    rig(g, 5, 1)  # Lore 4 - 2: 2 dice
    answer(g, "Greater Banishment:")
    assert "Crescent" not in labels(g) and len(labels(g)) == 8  # never the moon
    answer(g, "Circle")
    st = g.state
    assert st.monsters[witch] == C.CUP and st.monsters[byakhee] == C.CUP and st.monsters[ghoul] == STREET
    assert inv.sanity == 3 and spell not in inv.cards


# ------------------------------------------------------------ Lure Monster
@covers("dunwich:lure_monster")
def test_lure_monster_brings_a_monster_to_the_caster_who_must_then_face_it():
    g = dunwich_game()
    inv = caster(g, where=STREET)
    give(g, 0, "dunwich:lure_monster")
    ghoul = put_monster(g, "base:ghoul", "base:arkham/easttown_streets")
    run(g, "upkeep.inv", who=0)
    rig(g, 6, 1, 1)
    answer(g, "Lure Monster:")
    answer(g, "Ghoul")
    assert g.state.monsters[ghoul] == STREET and inv.sanity == 4
    run(g, "move", who=0, pts=3, full=3, start=STREET)
    answer(g, "Move to Graveyard")
    assert g.choice.kind != "move"  # the Ghoul must be evaded or fought first


@covers("dunwich:lure_monster")
def test_lure_monster_is_cast_only_in_a_town():
    g = dunwich_game()
    inv = caster(g)
    give(g, 0, "dunwich:lure_monster")
    inv.where, inv.stage = "base:world/abyss", 1
    run(g, "upkeep.inv", who=0)
    assert not uses(g, "Lure Monster")


# ------------------------------------------------------------ Summon Shantak
@covers("dunwich:summon_shantak")
def test_summon_shantak_gives_a_movement_point_and_passes_the_monsters_by():
    g = dunwich_game()
    inv = caster(g, where=STREET)
    give(g, 0, "dunwich:summon_shantak")
    put_monster(g, "base:ghoul", STREET)
    put_monster(g, "base:zombie", "base:arkham/easttown_streets")
    run(g, "move", who=0, pts=1, full=1, start=STREET)
    rig(g, 6, 1, 1)
    answer(g, "Summon Shantak:")
    answer(g, "Move to Easttown")  # 2 points now; no Evade check to leave
    assert inv.where == "base:arkham/easttown_streets"
    answer(g, "End movement")  # and none to stop beside the Zombie
    assert finished(g) and inv.stamina == 5


# ------------------------------------------------------------ Vision Quest
@covers("dunwich:vision_quest")
def test_vision_quest_gathers_the_clue_tokens_of_the_neighborhood_and_ends_the_move():
    g = dunwich_game()
    inv = caster(g, where=STREET)
    give(g, 0, "dunwich:vision_quest")
    st = g.state
    st.clues_on.update({"base:arkham/graveyard": 2, "base:arkham/black_cave": 1, "base:arkham/woods": 1})
    run(g, "move", who=0, pts=3, full=3, start=STREET)
    rig(g, 6, 1, 1, 1)
    answer(g, "Vision Quest:")
    assert inv.clues == 3 and st.clues_on == {"base:arkham/woods": 1}  # another neighborhood keeps its own
    assert not [x for x in labels(g) if x.startswith("Move to")]


# ------------------------------------------------------------ Wrack
@covers("dunwich:wrack")
def test_wrack_ends_the_combat_as_if_evaded():
    g = dunwich_game()
    inv = caster(g, where=STREET)
    spell = give(g, 0, "dunwich:wrack")
    ghoul = put_monster(g, "base:ghoul", STREET)
    run(g, "combat", who=0, monster=ghoul, enc_monster=None, after_evade=False, st="round", held=[], cast=[], failed=[])
    rig(g, 6, 1)  # Lore 4 - 2: 2 dice
    answer(g, "Wrack:")
    assert finished(g) and g.state.monsters[ghoul] == STREET and inv.stamina == 5
    assert inv.sanity == 4 and spell in inv.exhausted
    assert "slips away" in log_text(g)


@covers("dunwich:wrack")
def test_wrack_is_lost_when_the_ancient_one_awakens():
    g = dunwich_game(ancient_one="base:yig")
    inv = caster(g)
    spell = give(g, 0, "dunwich:wrack")
    g.state.awakened = True
    run(g, "battle.start", who=-1)
    assert spell not in inv.cards and in_deck(g, spell)


# ------------------------------------------------------------ Call Friend
def movement_phase(g):
    """The Movement Phase from its start: Amanda (seat 0) moves first, then Joe."""
    g.state.phase = "movement"
    return run(g, "phase", who=-1, phase=True, name="movement", order=[0, 1], j=0)


@covers("dunwich:call_friend")
def test_call_friend_brings_an_investigator_yet_to_move_who_then_stays():
    g = dunwich_game(2)
    inv = caster(g, where=STREET)
    joe = g.state.investigators[1]
    joe.cards = []
    put(g, 1, "base:arkham/northside_streets")
    spell = give(g, 0, "dunwich:call_friend")
    movement_phase(g)
    rig(g, 6, 1, 1, 1)  # Lore 4 + 0
    answer(g, "Call Friend:")
    assert labels(g) == ["Joe Diamond"]
    answer(g, "Joe Diamond")
    assert joe.where == STREET and spell in inv.exhausted and inv.sanity == 4
    answer(g, "End movement")
    assert finished(g) and joe.where == STREET  # Joe does not move this turn
    assert "does not move again" in log_text(g)


@covers("dunwich:call_friend")
def test_call_friend_cannot_call_one_who_has_moved_and_reaches_into_other_worlds():
    g = dunwich_game(2)
    inv = caster(g)
    joe = g.state.investigators[1]
    joe.cards = []
    put(g, 1, WHERE)
    give(g, 0, "dunwich:call_friend")
    inv.where, inv.stage = "base:world/abyss", 1
    g.state.phase = "movement"
    run(g, "phase", who=-1, phase=True, name="movement", order=[1, 0], j=0)
    answer(g, "End movement")  # Joe moves first
    assert "Call Friend: Cast and exhaust: call a friend to your side" in labels(g)
    rig(g, 6, 1, 1, 1)
    answer(g, "Call Friend:")
    assert joe.where == WHERE  # he has moved: nobody answers the call

    g = dunwich_game(2)
    inv = caster(g)
    joe = g.state.investigators[1]
    joe.cards = []
    put(g, 1, WHERE)
    give(g, 0, "dunwich:call_friend")
    inv.where, inv.stage = "base:world/abyss", 1
    movement_phase(g)
    rig(g, 6, 1, 1, 1)
    answer(g, "Call Friend:")
    answer(g, "Joe Diamond")
    assert (joe.where, joe.stage) == ("base:world/abyss", 1)


@covers("dunwich:alchemical_process", "dunwich:bless")
def test_the_bot_casts_the_upkeep_spells_while_its_sanity_allows():
    from arkham.bots.heuristic import HeuristicBot

    bot = HeuristicBot(1)
    bot.strict = True
    g = dunwich_game()
    inv = caster(g)
    alchemy = give(g, 0, "dunwich:alchemical_process")
    run(g, "upkeep.inv", who=0)
    assert bot.choose(g) == f"use:{alchemy}:0"
    inv.sanity = 3
    run(g, "upkeep.inv", who=0)
    assert bot.choose(g) == "done"  # too little Sanity to spend on money
    inv.sanity = 5
    C.discard_card(g, inv, alchemy)
    bless = give(g, 0, "dunwich:bless")
    run(g, "upkeep.inv", who=0)
    assert bot.choose(g) == f"use:{bless}:0"
