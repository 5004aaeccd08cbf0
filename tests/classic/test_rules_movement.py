"""The Movement Phase (base pp.6-8, p.14 evading, p.18 monsters guarding gates;
KH FAQ on returning to Arkham)."""

from arkham.rules.classic import core as C
from arkham.state import LOST
from arkham.testing import answer, labels, open_gate, put, put_monster, rig, run_step

GRAVEYARD = "base:arkham/graveyard"
RIVERTOWN = "base:arkham/rivertown_streets"
BLACK_CAVE = "base:arkham/black_cave"
FRENCH_HILL = "base:arkham/french_hill_streets"


def walker(g, where=GRAVEYARD, sliders=(1, 0, 0)):
    """Amanda with no cards: Speed 2, Sneak 3, Fight 1, Will 4."""
    put(g, 0, where)
    inv = g.state.investigators[0]
    for c in list(inv.cards):
        C.discard_card(g, inv, c)
    inv.sliders = list(sliders)
    inv.clues = 0
    return inv


def movement(g, seat=0):
    return run_step(g, "movement.inv", who=seat)


def moves(g):
    return [o for o in labels(g) if o.startswith("Move to")]


def test_movement_points_equal_speed(game):
    inv = walker(game)
    movement(game)
    assert "Move to Rivertown Streets (2 movement left)" in labels(game)
    answer(game, "Move to Rivertown Streets")
    assert "Move to French Hill Streets (1 movement left)" in labels(game)
    answer(game, "Move to French Hill Streets")
    assert game.choice.kind == "halt"  # no points left: the move ends
    assert inv.where == FRENCH_HILL


def test_one_area_per_point_along_connections(game):
    walker(game, sliders=(3, 0, 0))  # Speed 4
    movement(game)
    assert moves(game) == ["Move to Rivertown Streets (4 movement left)"]


def test_investigator_may_stop_early(game):
    inv = walker(game)
    movement(game)
    answer(game, "End movement")
    assert inv.where == GRAVEYARD


def test_leaving_an_area_with_monsters_means_evading_each_in_chosen_order(game):
    inv = walker(game, where=RIVERTOWN)
    z = put_monster(game, "zombie", RIVERTOWN)  # awareness +1: 4 dice
    w = put_monster(game, "witch", RIVERTOWN)  # awareness -1: 2 dice
    movement(game)
    answer(game, "Move to Graveyard")
    assert sorted(labels(game)) == ["Witch", "Zombie"]
    answer(game, "Witch")
    assert "Witch" in game.choice.prompt
    rig(game, 5, 1)  # the Witch: 2 dice
    answer(game, "Evade")
    assert "Zombie" in game.choice.prompt  # then the Zombie
    rig(game, 6, 1, 1, 1)
    answer(game, "Evade")
    assert inv.where == GRAVEYARD
    assert game.state.monsters[z] == RIVERTOWN and game.state.monsters[w] == RIVERTOWN


def test_failed_evade_ends_the_move_and_the_rest_must_be_faced(game):
    inv = walker(game, where=RIVERTOWN)
    put_monster(game, "zombie", RIVERTOWN)
    put_monster(game, "witch", RIVERTOWN)
    movement(game)
    answer(game, "Move to Graveyard")
    answer(game, "Zombie")
    rig(
        game,
        1,
        1,
        1,
        1,  # evade the Zombie: 4 dice, all fail
        5,
        1,
        1,
    )  # Horror check (Will 4 - 1): passed
    answer(game, "Evade")
    assert inv.stamina == 3  # the Zombie's combat damage
    assert inv.sanity == 5
    assert game.choice.kind == "combat"
    rig(game, 5, 1, 1, 1)  # flee: an evade check, 4 dice
    answer(game, "Flee")
    assert game.choice.kind == "face"  # the Witch must still be dealt with
    assert "Witch" in game.choice.prompt
    rig(game, 5, 1)
    answer(game, "Evade")
    assert game.choice.kind == "halt"  # no movement left
    assert inv.where == RIVERTOWN


def test_defeating_the_monster_still_ends_movement(game):
    inv = walker(game, where=RIVERTOWN, sliders=(1, 3, 0))  # Fight 4, Will 1
    put_monster(game, "zombie", RIVERTOWN)
    movement(game)
    answer(game, "Move to Graveyard")
    rig(game, 1, 1, 1, 1)
    answer(game, "Evade")
    rig(game, 5, 1, 1)  # Fight 4 - 1 = 3 dice (no Horror dice at Will 0)
    answer(game, "Fight:")
    assert game.choice.kind == "halt"
    assert inv.where == RIVERTOWN


def test_ending_movement_with_a_monster_means_evade_or_fight(game):
    inv = walker(game, where=RIVERTOWN)
    put_monster(game, "witch", GRAVEYARD)
    movement(game)
    answer(game, "Move to Graveyard")
    answer(game, "End movement")
    assert game.choice.kind == "face"
    rig(game, 5, 1)
    answer(game, "Evade")
    assert game.choice.kind == "halt"
    assert inv.where == GRAVEYARD


def test_monster_entered_but_passed_through_needs_evading_to_leave(game):
    walker(game, where=GRAVEYARD, sliders=(3, 0, 0))  # Speed 4, Sneak 1
    put_monster(game, "witch", RIVERTOWN)
    movement(game)
    answer(game, "Move to Rivertown Streets")
    assert game.choice.kind == "move"  # entering costs nothing
    answer(game, "Move to French Hill Streets")
    assert game.choice.kind == "face"  # leaving does


def test_clue_tokens_picked_up_only_when_ending_there(game):
    inv = walker(game, where=RIVERTOWN, sliders=(3, 0, 0))
    game.state.clues_on[GRAVEYARD] = 2
    game.state.clues_on[BLACK_CAVE] = 1
    movement(game)
    answer(game, "Move to Graveyard")
    answer(game, "Move to Rivertown Streets")
    answer(game, "Move to Black Cave")
    answer(game, "End movement")
    assert inv.clues == 1
    assert game.state.clues_on.get(GRAVEYARD) == 2
    assert BLACK_CAVE not in game.state.clues_on


def test_delayed_investigator_stands_up_instead_of_moving(game):
    inv = walker(game)
    inv.delayed = True
    movement(game)
    assert game.choice.kind == "halt"
    assert not inv.delayed
    assert inv.where == GRAVEYARD
    movement(game)
    assert game.choice.kind == "move"


# ------------------------------------------------------ Other World movement
def test_other_world_first_area_to_second(game):
    inv = walker(game)
    inv.where, inv.stage = "base:world/abyss", 1
    movement(game)
    assert game.choice.kind == "halt"
    assert inv.where == "base:world/abyss" and inv.stage == 2


def test_other_world_second_area_back_to_a_gate_with_explored_marker(game):
    inv = walker(game)
    open_gate(game, BLACK_CAVE, "base:world/abyss")
    open_gate(game, GRAVEYARD, "base:world/yuggoth")
    inv.where, inv.stage = "base:world/abyss", 2
    movement(game)
    assert inv.where == BLACK_CAVE
    assert inv.stage == 0 and inv.explored


def test_choice_of_gates_back_from_an_other_world(game):
    inv = walker(game)
    open_gate(game, BLACK_CAVE, "base:world/abyss")
    open_gate(game, "base:arkham/woods", "base:world/abyss")
    inv.where, inv.stage = "base:world/abyss", 2
    movement(game)
    assert sorted(labels(game)) == ["Black Cave", "Woods"]
    answer(game, "Woods")
    assert inv.where == "base:arkham/woods" and inv.explored


def test_no_gate_back_means_lost_in_time_and_space(game):
    inv = walker(game)
    open_gate(game, BLACK_CAVE, "base:world/yuggoth")
    inv.where, inv.stage = "base:world/abyss", 2
    movement(game)
    assert inv.where == LOST
    assert inv.delayed


def test_delayed_in_an_other_world_does_not_advance(game):
    inv = walker(game)
    inv.where, inv.stage, inv.delayed = "base:world/abyss", 1, True
    movement(game)
    assert inv.stage == 1 and not inv.delayed


def test_returning_investigator_ignores_monsters_at_the_gate_that_turn(game):
    inv = walker(game)
    open_gate(game, BLACK_CAVE, "base:world/abyss")
    put_monster(game, "witch", BLACK_CAVE)
    inv.where, inv.stage = "base:world/abyss", 2
    movement(game)
    assert inv.where == BLACK_CAVE
    run_step(game, "move", who=0, pts=0, start=BLACK_CAVE)  # anything that checks guards this turn
    assert game.choice.kind == "halt"
    game.state.turn += 1
    movement(game)
    answer(game, "End movement")
    assert game.choice.kind == "face"  # next turn they guard it again


def test_leaving_the_gate_location_loses_the_explored_marker(game):
    inv = walker(game)
    open_gate(game, BLACK_CAVE, "base:world/abyss")
    inv.where, inv.stage = "base:world/abyss", 2
    movement(game)
    game.state.turn += 1
    movement(game)
    answer(game, "Move to Rivertown Streets")
    answer(game, "Move to Black Cave")
    assert not inv.explored
