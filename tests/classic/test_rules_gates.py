"""Gates: entering, closing, sealing, elder signs and winning by gates (base pp.8-9,
12, 17-18; DH FAQ on Yog-Sothoth and on monsters in the Outskirts)."""

from arkham.rules.classic import core as C
from arkham.state import OUTSKIRTS, SKY
from arkham.testing import answer, give, labels, open_gate, put, put_monster, quiet_game, rig, run_step

CAVE = "base:arkham/black_cave"
WOODS = "base:arkham/woods"
DREAMS = "base:world/the_dreamlands"  # modifier +1, slash symbol


def closer(g, clues=0, explored=True, at=CAVE, world=DREAMS, other_gate=True):
    """Amanda (Lore 4, Fight 1) at a gate; by default a second gate stays open elsewhere."""
    put(g, 0, at)
    inv = g.state.investigators[0]
    for c in list(inv.cards):
        C.discard_card(g, inv, c)
    inv.sliders = [0, 0, 3]
    inv.clues = clues
    open_gate(g, at, world)
    if other_gate:
        open_gate(g, WOODS, "base:world/yuggoth")
    inv.explored = explored
    return inv


def encounter(g, seat=0):
    return run_step(g, "arkham.inv", who=seat)


def test_gate_without_explored_marker_draws_the_investigator_through(game):
    inv = closer(game, explored=False)
    encounter(game)
    assert inv.where == DREAMS and inv.stage == 1
    assert not inv.delayed


def test_gate_opening_on_an_investigator_delays_him(game):
    put(game, 0, CAVE)
    inv = game.state.investigators[0]
    run_step(game, "gate.open", who=-1, area=CAVE, surge=True)
    assert inv.stage == 1 and inv.delayed


def test_close_with_lore_or_fight_and_the_gate_modifier(game):
    inv = closer(game)
    encounter(game)
    assert "Close the gate with Fight (+1) [1]" in labels(game)
    assert "Close the gate with Lore (+1) [1]" in labels(game)
    rig(game, 1, 1, 1, 1, 5, 1)  # Lore 4 + 1: five dice
    answer(game, "Close the gate with Lore")
    assert game.state.rig == [1]
    assert CAVE not in game.state.gates
    assert [C.base_id(t) for t in inv.gate_trophies] == [DREAMS]
    assert not inv.explored


def test_failed_close_leaves_the_gate_open(game):
    inv = closer(game)
    encounter(game)
    rig(game, 1, 1)  # Fight 1 + 1: two dice
    answer(game, "Close the gate with Fight")
    assert CAVE in game.state.gates
    assert inv.gate_trophies == []
    assert inv.explored  # may try again next turn


def test_yog_sothoth_makes_closing_need_two_successes():
    g = quiet_game(ancient_one="base:yog_sothoth")
    closer(g)
    encounter(g)
    assert "Close the gate with Lore (+1) [2]" in labels(g)
    rig(g, 5, 1, 1, 1, 1)
    answer(g, "Close the gate with Lore")
    assert CAVE in g.state.gates


def test_yog_sothoth_does_not_raise_the_clue_cost_of_sealing():
    g = quiet_game(ancient_one="base:yog_sothoth")
    closer(g, clues=5)
    encounter(g)
    rig(g, 5, 5, 1, 1, 1)
    answer(g, "Close the gate with Lore")
    assert "Seal it (5 Clue tokens)" in labels(g)


def test_seal_with_five_clue_tokens_after_closing(game):
    inv = closer(game, clues=6)
    encounter(game)
    rig(game, 5, 1, 1, 1, 1)
    answer(game, "Close the gate with Lore")
    answer(game, "Seal it (5 Clue tokens)")
    assert game.state.seals[CAVE] == "clues"
    assert inv.clues == 1
    assert len(inv.gate_trophies) == 1


def test_sealing_not_offered_with_too_few_clue_tokens(game):
    inv = closer(game, clues=4)
    encounter(game)
    rig(game, 5, 1, 1, 1, 1)
    answer(game, "Close the gate with Lore")
    assert game.choice.kind == "halt"
    assert CAVE not in game.state.seals and CAVE not in game.state.gates
    assert inv.clues == 4


def test_hastur_needs_eight_clue_tokens_to_seal():
    g = quiet_game(ancient_one="base:hastur")
    closer(g, clues=7)
    encounter(g)
    rig(g, 5, 1, 1, 1, 1)
    answer(g, "Close the gate with Lore")
    assert g.choice.kind == "halt"  # 7 are not enough
    g2 = quiet_game(ancient_one="base:hastur")
    closer(g2, clues=8)
    encounter(g2)
    rig(g2, 5, 1, 1, 1, 1)
    answer(g2, "Close the gate with Lore")
    assert "Seal it (8 Clue tokens)" in labels(g2)


def test_nodens_favor_lowers_the_seal_cost_by_two(game):
    game.state.environment = "base:nodens_favor"
    inv = closer(game, clues=3)
    encounter(game)
    rig(game, 5, 1, 1, 1, 1)
    answer(game, "Close the gate with Lore")
    answer(game, "Seal it (3 Clue tokens)")
    assert inv.clues == 0 and CAVE in game.state.seals


def test_no_one_can_help_you_now_forbids_sealing(game):
    game.state.environment = "base:no_one_can_help_you_now"
    closer(game, clues=6)
    give(game, 0, "base:elder_sign")
    encounter(game)
    assert not any("Elder Sign" in o for o in labels(game))
    rig(game, 5, 1, 1, 1, 1)
    answer(game, "Close the gate with Lore")
    assert game.choice.kind == "halt"
    assert CAVE not in game.state.gates and CAVE not in game.state.seals


# -------------------------------------------------------------- elder sign
def test_elder_sign_seals_without_a_roll_at_a_price(game):
    inv = closer(game)
    es = give(game, 0, "base:elder_sign")
    game.state.doom = 4
    encounter(game)
    answer(game, "Seal the gate with an Elder Sign")
    assert game.state.seals[CAVE] == "elder_sign"
    assert game.state.doom == 3
    assert inv.sanity == 4 and inv.stamina == 4
    assert es in game.state.box and es not in inv.cards
    assert es not in game.state.decks["unique"]
    assert len(inv.gate_trophies) == 1


def test_elder_sign_needs_the_explored_marker(game):
    inv = closer(game, explored=False)
    give(game, 0, "base:elder_sign")
    encounter(game)
    assert inv.where == DREAMS  # drawn through instead


# ------------------------------------------------ monsters and closing gates
def test_closing_returns_monsters_of_its_symbol_everywhere_in_arkham(game):
    closer(game)
    gug = put_monster(game, "gug", "base:arkham/rivertown_streets")
    night = put_monster(game, "nightgaunt", "base:arkham/rivertown_streets")
    game.state.monsters[night] = SKY
    gug2 = put_monster(game, "gug", "base:arkham/rivertown_streets")
    game.state.monsters[gug2] = OUTSKIRTS
    ghoul = put_monster(game, "ghoul", "base:arkham/graveyard")  # hexagon: stays
    encounter(game)
    rig(game, 5, 1, 1, 1, 1)
    answer(game, "Close the gate with Lore")
    for m in (gug, night, gug2):
        assert m in game.state.cup
    assert game.state.monsters[ghoul] == "base:arkham/graveyard"


# ----------------------------------------------------------------- victory
def test_six_elder_signs_on_the_board_win(game):
    closer(game, clues=5)
    for a in (
        "base:arkham/graveyard",
        "base:arkham/the_unnamable",
        "base:arkham/unvisited_isle",
        "base:arkham/hibbs_roadhouse",
        "base:arkham/independence_square",
    ):
        game.state.seals[a] = "elder_sign"
    encounter(game)
    rig(game, 5, 1, 1, 1, 1)
    answer(game, "Close the gate with Lore")
    answer(game, "Seal it")
    assert game.is_over and game.result["won"]


def test_closing_the_last_gate_with_enough_trophies_wins(game):
    closer(game, other_gate=False)
    encounter(game)
    rig(game, 5, 1, 1, 1, 1)
    answer(game, "Close the gate with Lore")
    assert game.is_over and game.result["won"]


def test_closing_the_last_gate_without_enough_trophies_does_not_win():
    g = quiet_game(["base:amanda_sharpe", "base:joe_diamond"])
    closer(g, other_gate=False)
    encounter(g)
    rig(g, 5, 1, 1, 1, 1)
    answer(g, "Close the gate with Lore")
    assert not g.is_over
    assert not g.state.gates


def test_closing_a_gate_while_others_stay_open_does_not_win(game):
    closer(game)
    encounter(game)
    rig(game, 5, 1, 1, 1, 1)
    answer(game, "Close the gate with Lore")
    assert not game.is_over
