"""Investigator status (base pp.16-17; DH rule changes on devouring; FAQ on losses
and costs, on losing a turn)."""

from arkham.rules.classic import core as C
from arkham.rules.classic import status as S
from arkham.state import LOST
from arkham.testing import HALT, answer, give, labels, log_text, put, put_monster, quiet_game, run_step
from helpers.hands import bare

ASYLUM = "base:arkham/arkham_asylum"
HOSPITAL = "base:arkham/st_marys_hospital"
POLICE = "base:arkham/police_station"


def loss(g, seat=0, sanity=0, stamina=0):
    return run_step(g, "loss", who=seat, sanity=sanity, stamina=stamina, why="test", rule="")


def phase(g, name, order=(0,)):
    """Run one phase of the turn for the given seats (run_step's own 'name' is the step's)."""
    g.state.stack = [{"k": HALT}]
    g.state.pending = None
    g.push("phase", who=-1, phase=True, name=name, order=list(order), j=0)
    g.run()


def loaded(g):
    """Amanda at the Graveyard with four items, a Retainer and 5 Clue tokens."""
    put(g, 0, "base:arkham/graveyard")
    inv = bare(g, clues=5)
    for cid in ("base:revolver_38", "base:knife", "base:dark_cloak", "base:wither"):
        give(g, 0, cid)
    give(g, 0, "base:retainer")
    give(g, 0, "base:sneak")
    return inv


# ---------------------------------------------------------------- insane
def test_insane_in_arkham_goes_to_the_asylum_with_half_items_and_clues_lost(game):
    inv = loaded(game)
    loss(game, sanity=5)
    assert "must discard 2" in game.choice.prompt
    answer(game, "Knife")
    answer(game, "Dark Cloak")
    names = sorted(C.card_def(game, c).name for c in inv.cards)
    assert names == [".38 Revolver", "Sneak", "Wither"]  # Retainer gone, skills kept
    assert inv.clues == 3  # 5 // 2 = 2 lost
    assert inv.where == ASYLUM
    assert inv.sanity == 1
    assert inv.stamina == 5


def test_no_more_encounters_after_going_insane(game):
    inv = loaded(game)
    loss(game, sanity=5)
    answer(game, "Knife")
    answer(game, "Dark Cloak")
    run_step(game, "arkham.inv", who=0)
    assert game.choice.kind == "halt"  # no encounter at the Asylum
    assert inv.where == ASYLUM


def test_unconscious_in_arkham_goes_to_the_hospital(game):
    inv = loaded(game)
    inv.clues = 3
    loss(game, stamina=9)
    answer(game, "Knife")
    answer(game, "Dark Cloak")
    assert inv.where == HOSPITAL
    assert inv.stamina == 1
    assert inv.sanity == 5
    assert inv.clues == 2  # 3 // 2 = 1 lost


def test_knocked_out_in_an_other_world_is_lost_in_time_and_space(game):
    inv = loaded(game)
    inv.where, inv.stage = "base:world/abyss", 2
    inv.sanity = 2
    loss(game, sanity=3)
    answer(game, "Knife")
    answer(game, "Dark Cloak")
    assert inv.where == LOST
    assert inv.delayed
    assert inv.sanity == 1 and inv.stamina == 5


def test_sister_mary_is_never_lost_in_time_and_space():
    g = quiet_game(["base:sister_mary"])
    inv = bare(g)
    inv.where, inv.stage = "base:world/abyss", 1
    S.send_lost(g, inv, "test")
    assert inv.where == "base:arkham/south_church"
    assert not inv.delayed


def test_sister_mary_insane_in_an_other_world_goes_to_the_asylum():
    # her sheet: at 0 Sanity the Asylum, at 0 Stamina the Hospital, never lost
    g = quiet_game(["base:sister_mary"])
    inv = bare(g)
    inv.where, inv.stage = "base:world/abyss", 1
    loss(g, sanity=inv.sanity)
    assert inv.where == ASYLUM
    assert inv.sanity == 1


def test_sister_mary_unconscious_in_an_other_world_goes_to_the_hospital():
    g = quiet_game(["base:sister_mary"])
    inv = bare(g)
    inv.where, inv.stage = "base:world/abyss", 1
    loss(g, stamina=inv.stamina)
    assert inv.where == HOSPITAL
    assert inv.stamina == 1


# --------------------------------------------------------------- devoured
def test_zero_sanity_and_stamina_at_once_devours(game):
    inv = loaded(game)
    m = put_monster(game, "zombie", "base:arkham/graveyard")
    game.state.monsters[m] = "trophy:0"
    inv.monster_trophies.append(m)
    inv.sanity, inv.stamina = 1, 1
    loss(game, sanity=1, stamina=1)
    new = game.state.investigators[0]
    assert new.id != "base:amanda_sharpe"
    assert "base:amanda_sharpe" in game.state.gone
    assert new.monster_trophies == [m]  # unspent trophies kept
    assert not any(C.base_id(c) == "base:revolver_38" for c in new.cards if c in inv.cards)
    assert "devoured" in log_text(game)


def test_devoured_investigator_is_replaced_with_a_fresh_one(game):
    loaded(game)
    loss(game, sanity=5, stamina=5)
    while game.choice.kind != "halt":  # the newcomer's random possessions and sliders
        game.apply(game.choice.options[0].id)
    new = game.state.investigators[0]
    d = game.content.investigators[new.id]
    assert new.where == d.home
    assert new.sanity == d.sanity and new.stamina == d.stamina
    assert new.money == d.money


def test_maximum_reduced_to_zero_devours(game):
    inv = loaded(game)
    inv.max_stamina_mod = -5
    loss(game, sanity=1)
    assert game.state.investigators[0].id != "base:amanda_sharpe"


# --------------------------------------------------- Strong Mind / Body
def test_harvey_walters_loses_one_sanity_less():
    g = quiet_game(["base:harvey_walters"])
    inv = bare(g)
    loss(g, sanity=3, stamina=2)
    assert inv.sanity == 7 - 2
    assert inv.stamina == 3 - 2


def test_harvey_walters_ignores_a_loss_of_one_sanity():
    g = quiet_game(["base:harvey_walters"])
    inv = bare(g)
    loss(g, sanity=1)
    assert inv.sanity == 7


def test_michael_mcglen_loses_one_stamina_less():
    g = quiet_game(["base:michael_mcglen"])
    inv = bare(g)
    loss(g, sanity=1, stamina=3)
    assert inv.stamina == 7 - 2
    assert inv.sanity == 3 - 1


def test_strong_mind_does_not_reduce_a_cost():
    g = quiet_game(["base:harvey_walters"])
    inv = bare(g)
    C.pay(g, inv, "sanity", 1, "a spell")
    assert inv.sanity == 6


# ---------------------------------------------------------------- arrest
def test_arrest_costs_half_the_money_rounded_down_and_jails(game):
    inv = bare(game)
    put(game, 0, "base:arkham/graveyard")
    inv.money = 7
    S.arrest(game, inv, "test")
    assert inv.money == 4
    assert inv.where == POLICE
    assert inv.jailed and inv.delayed


def test_arrested_investigator_loses_the_next_turn(game):
    inv = bare(game)
    w = give(game, 0, "base:wither")
    S.arrest(game, inv, "test")
    inv.exhausted.append(w)
    game.state.turn += 1
    phase(game, "upkeep")
    assert game.choice.kind == "halt"
    assert w in inv.exhausted  # no Upkeep at all
    phase(game, "movement")
    assert game.choice.kind == "halt"  # no movement either
    assert not inv.jailed and not inv.delayed
    assert inv.where == POLICE
    phase(game, "arkham")
    assert game.choice.kind == "halt"  # nor an encounter
    game.state.turn += 1
    phase(game, "movement")
    assert game.choice.kind == "move"  # the turn after, as normal


def test_lose_next_turn_skips_upkeep(game):
    inv = bare(game)
    give(game, 0, "base:retainer")
    inv.lose_turn = game.state.turn
    money = inv.money
    phase(game, "upkeep")
    assert game.choice.kind == "halt"
    assert inv.money == money


# ------------------------------------------------------ lost in time and space
def test_lost_in_time_and_space_is_delayed_then_back_anywhere(game):
    inv = bare(game)
    inv.where, inv.stage = "base:world/abyss", 1
    S.send_lost(game, inv, "test")
    assert inv.where == LOST and inv.delayed and inv.stage == 0
    game.state.turn += 1
    phase(game, "upkeep")
    assert game.choice.kind == "halt"  # the lost turn: no Upkeep at all (base p.17)
    assert inv.where == LOST
    phase(game, "movement")
    assert game.choice.kind == "halt"
    assert not inv.delayed and inv.where == LOST  # stands up, stays lost
    game.state.turn += 1
    phase(game, "upkeep")
    assert game.choice.kind == "place"
    assert "Woods" in labels(game) and "Rivertown Streets" in labels(game)
    answer(game, "Woods")
    assert inv.where == "base:arkham/woods"


def test_a_newcomer_whose_home_is_closed_starts_in_its_street():
    """Base p.20: at terror 3 the General Store closes for the rest of the game; DH FAQ
    (locations): anyone in a closing location moves to its street. Bob Jenkins, joining in
    place of a devoured investigator, cannot start inside his closed home: he starts in the
    Rivertown streets, and a Hound of Tindalos hunting him stays out of the closed store."""
    g = quiet_game(["base:amanda_sharpe"])
    inv = bare(g)
    C.close_location(g, "base:arkham/general_store", "terror", permanent=True)
    g.state.gone = sorted(set(g.content.investigators) - {"base:amanda_sharpe", "base:bob_jenkins"})
    loss(g, sanity=5, stamina=5)
    while g.choice.kind != "halt":
        g.apply(g.choice.options[0].id)
    new = g.state.investigators[0]
    assert new is not inv and new.id == "base:bob_jenkins"
    assert new.where == "base:arkham/rivertown_streets"
    assert "General Store is closed: Bob Jenkins starts in Rivertown Streets instead" in log_text(g)
    assert "Bob Jenkins starts at Rivertown Streets" in log_text(g)
    from arkham.invariants import check

    check(g)


def test_the_invariants_catch_an_investigator_inside_a_closed_location():
    import pytest
    from arkham.invariants import InvariantError, check

    g = quiet_game(["base:amanda_sharpe"])
    put(g, 0, "base:arkham/general_store")
    check(g)
    g.state.closed["base:arkham/general_store"] = ["terror"]  # closed without moving her out
    with pytest.raises(InvariantError, match="amanda_sharpe is inside closed"):
        check(g)


def test_an_investigator_taken_over_by_an_encounter_starts_outside_a_closed_home():
    """The encounter that trades an investigator for an unused one (card.swap): the newcomer
    whose home is closed by a Mythos card starts in its street (DH FAQ locations)."""
    g = quiet_game(["base:amanda_sharpe"])
    bare(g)
    C.close_location(g, "base:arkham/curiositie_shoppe", "mythos")
    g.state.stack = [{"k": HALT}]
    g.state.pending = None
    g.push("card.swap", who=0, seat=0, pool=["base:monterey_jack"])
    g.run()
    answer(g, "Monterey Jack")
    while g.choice.kind != "halt":
        g.apply(g.choice.options[0].id)
    new = g.state.investigators[0]
    assert new.id == "base:monterey_jack" and new.where == "base:arkham/northside_streets"


def test_a_maximum_falling_below_zero_leaves_no_negative_sanity():
    """DH p.9: a maximum lowered to 0 devours. Duke's +1 maximum Sanity is discarded with
    the rest of his cards, so the maximum falls below 0; his Sanity stays at 0 (a
    conformance game of the Epic Battle once left it at -1, seed 88)."""
    g = quiet_game(["base:sister_mary", "base:joe_diamond"])
    g.state.awakened = True  # in the final battle a devoured investigator is out for good
    inv = bare(g)
    give(g, 0, "base:duke")
    inv.max_sanity_mod = -C.max_sanity(g, inv) + 1  # a maximum of 1, Duke's point included
    inv.sanity = 1
    run_step(g, "lower_max", who=0, why="Cthulhu's attack")
    answer(g, "Maximum Sanity")
    assert inv.eliminated and not inv.cards
    assert C.max_sanity(g, inv) < 0 and inv.sanity == 0
