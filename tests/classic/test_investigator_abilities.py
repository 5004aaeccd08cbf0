"""Scenario tests for the special abilities of the 16 base investigators (their
sheets; FAQ: Strong Mind / Strong Body reduce losses, not costs; Darrell Simmons
and Gloria Goldberg draw three when told to draw two and choose one; Monterey
Jack's Archaeology works on his starting possessions; DH/KH: Jenny Barnes starts
with 2 Common Items, Bob Jenkins with $9)."""

from arkham.api import new_game
from arkham.rules.classic import core as C
from arkham.state import LOST
from arkham.testing import (
    card_names,
    answer,
    give,
    labels,
    open_gate,
    put,
    put_monster,
    quiet_game,
    rig,
    rig_monsters,
    run_step,
    start_check,
    start_combat,
    start_encounter,
)
from helpers.coverage_marks import covers

AO = "base:azathoth"
WHERE = "base:arkham/graveyard"
CAVE = "base:arkham/black_cave"


def solo(inv_id, *others, sliders=(0, 0, 0), clues=0, money=0):
    """A quiet game with these investigators, all empty-handed."""
    g = quiet_game([inv_id, *others], ancient_one=AO)
    for inv in g.state.investigators:
        for c in list(inv.cards):
            C.discard_card(g, inv, c)
        inv.sliders = list(sliders)
        inv.clues = clues
        inv.money = money
        inv.fresh.clear()
        inv.sanity = C.max_sanity(g, inv)
        inv.stamina = C.max_stamina(g, inv)
    return g, g.state.investigators[0]


def ops(g, *o, seat=0):
    return run_step(g, "fx", who=seat, seat=seat, ops=list(o), i=0, ctx={})


def check(g, skill, mod=0, diff=1, seat=0, kind=None):
    return start_check(g, seat, skill, mod, diff, kind)


def result(g):
    return g.state.stack[-1]["ret"]


def decks(g, inv):
    return sorted(C.card_def(g, c).deck for c in inv.cards)


names = card_names


def start(investigators, seed=3):
    return new_game(seed=seed, ancient_one=AO, investigators=list(investigators))


def finish_setup(g):
    while not any(fr["k"] == "turn" for fr in g.state.stack):
        g.apply(g.choice.options[0].id)
    return g


def finish_upkeep(g):
    while g.choice.kind != "halt":
        if g.choice.kind == "sliders":
            answer(g, "Done adjusting")
        elif g.choice.kind == "upkeep":
            answer(g, "Go on to adjusting skills")
        else:
            raise AssertionError(labels(g))


# --------------------------------------------- one more card, discard one
@covers("base:amanda_sharpe")
def test_studious_draws_an_extra_skill_and_keeps_one():
    g, inv = solo("base:amanda_sharpe")
    deck = g.state.decks["skill"]
    top = deck[:2]
    ops(g, {"op": "draw", "deck": "skill", "n": 1})
    assert g.choice.kind == "draw" and "draws 2 and keeps 1" in g.choice.prompt
    answer(g, f"keep:{top[1]}")
    assert inv.cards == [top[1]]
    assert deck[-1] == top[0]  # the other goes to the bottom


@covers("base:amanda_sharpe")
def test_studious_only_for_the_skill_deck():
    g, inv = solo("base:amanda_sharpe")
    ops(g, {"op": "draw", "deck": "common", "n": 1})
    assert g.choice.kind == "halt"
    assert decks(g, inv) == ["common"]


@covers("base:amanda_sharpe")
def test_studious_at_classes_draws_three_keeps_one():
    g, inv = solo("base:amanda_sharpe", money=8)
    put(g, 0, "base:arkham/administration_building")
    run_step(g, "arkham.inv", who=0)
    answer(g, "Classes")
    assert "draws 3 and keeps 1" in g.choice.prompt


@covers("base:bob_jenkins")
def test_shrewd_dealer_draws_an_extra_common_item():
    g, inv = solo("base:bob_jenkins")
    ops(g, {"op": "draw", "deck": "common", "n": 2})
    assert "draws 3 and keeps 2" in g.choice.prompt
    g.apply(g.choice.options[0].id)
    g.apply(g.choice.options[0].id)
    assert decks(g, inv) == ["common", "common"]


@covers("base:bob_jenkins")
def test_shrewd_dealer_sees_one_more_common_item_in_the_shop():
    g, inv = solo("base:bob_jenkins", money=20)
    put(g, 0, "base:arkham/general_store")
    run_step(g, "arkham.inv", who=0)
    answer(g, "Shop: draw 3 Common Items")
    offered = {o for o in labels(g) if o.startswith("Buy ")}
    drawn = g.state.stack[-1]["drawn"]
    assert len(drawn) == 4  # one extra Common Item drawn
    assert len(offered) == len({C.base_id(c) for c in drawn})


@covers("base:bob_jenkins")
def test_bob_jenkins_starts_with_nine_dollars():
    g = finish_setup(start(["base:bob_jenkins"]))
    assert g.state.investigators[0].money == 9


@covers("base:monterey_jack")
def test_archaeology_sees_one_more_unique_item_in_the_shop():
    g, inv = solo("base:monterey_jack", money=20)
    put(g, 0, "base:arkham/curiositie_shoppe")
    run_step(g, "arkham.inv", who=0)
    answer(g, "Shop: draw 3 Unique Items")
    assert len(g.state.stack[-1]["drawn"]) == 4


@covers("base:dexter_drake")
def test_magical_gift_draws_an_extra_spell():
    g, inv = solo("base:dexter_drake")
    ops(g, {"op": "draw", "deck": "spell", "n": 1})
    assert "draws 2 and keeps 1" in g.choice.prompt
    g.apply(g.choice.options[0].id)
    assert decks(g, inv) == ["spell"]


@covers("base:dexter_drake")
def test_dexter_drake_starts_with_shrivelling_and_draws_three_for_two_spells():
    g = start(["base:dexter_drake"])
    while not (g.choice.kind == "draw" and "keeps 2" in g.choice.prompt and "3" in g.choice.prompt):
        assert not any(fr["k"] == "turn" for fr in g.state.stack), "no spell draw of 3 keep 2 at setup"
        g.apply(g.choice.options[0].id)
    finish_setup(g)
    inv = g.state.investigators[0]
    assert "Shrivelling" in names(g, inv)
    assert decks(g, inv).count("spell") == 3


@covers("base:monterey_jack")
def test_archaeology_draws_an_extra_unique_item():
    g, inv = solo("base:monterey_jack")
    ops(g, {"op": "draw", "deck": "unique", "n": 1})
    assert "draws 2 and keeps 1" in g.choice.prompt
    g.apply(g.choice.options[0].id)
    assert decks(g, inv) == ["unique"]


@covers("base:monterey_jack")
def test_archaeology_works_on_the_starting_possessions():
    g = start(["base:monterey_jack"])
    while g.choice.kind != "draw":
        g.apply(g.choice.options[0].id)
    assert "draws 3 and keeps 2" in g.choice.prompt
    finish_setup(g)
    inv = g.state.investigators[0]
    assert decks(g, inv).count("unique") == 2
    assert {"Bullwhip", ".38 Revolver"} <= set(names(g, inv))


# ----------------------------------------------------------------- Scrounge
@covers("base:ashcan_pete")
def test_scrounge_may_draw_from_the_bottom_and_sees_the_bottom_card():
    g, inv = solo("base:ashcan_pete")
    deck = g.state.decks["common"]
    bottom = deck[-1]
    ops(g, {"op": "draw", "deck": "common", "n": 1})
    assert g.choice.kind == "scrounge"
    assert f"From the bottom (the bottom card is {C.card_def(g, bottom).name})" in labels(g)
    answer(g, "From the bottom")
    assert inv.cards == [bottom]


@covers("base:ashcan_pete")
def test_scrounge_from_the_top_as_usual():
    g, inv = solo("base:ashcan_pete")
    top = g.state.decks["spell"][0]
    ops(g, {"op": "draw", "deck": "spell", "n": 1})
    answer(g, "From the top")
    assert inv.cards == [top]


@covers("base:ashcan_pete")
def test_scrounge_at_the_general_store_shops_from_the_bottom():
    g, inv = solo("base:ashcan_pete")
    inv.money = 20
    deck = g.state.decks["common"]
    bottom3 = deck[-3:]
    put(g, 0, "base:arkham/general_store")
    run_step(g, "buy", who=0, deck="common", n=3, price="list", must=True, discount=0)
    assert g.choice.kind == "scrounge"
    answer(g, "From the bottom")
    offered = [o.id[4:] for o in g.choice.options if o.id.startswith("buy:")]
    assert set(offered) <= set(bottom3) and offered


@covers("base:ashcan_pete")
def test_scrounge_not_for_skills_or_allies():
    g, inv = solo("base:ashcan_pete")
    ops(g, {"op": "draw", "deck": "skill", "n": 1})
    assert g.choice.kind == "halt"
    assert decks(g, inv) == ["skill"]


@covers("base:ashcan_pete", "base:duke")
def test_ashcan_pete_starts_with_duke():
    g = finish_setup(start(["base:ashcan_pete"]))
    inv = g.state.investigators[0]
    assert "Duke" in names(g, inv)
    assert C.max_sanity(g, inv) == 5


# ------------------------------------------------------------ healing
@covers("base:carolyn_fern")
def test_psychology_restores_one_sanity_to_someone_here():
    g, car = solo("base:carolyn_fern", "base:amanda_sharpe")
    amanda = g.state.investigators[1]
    put(g, 1, car.where)
    amanda.sanity = 2
    car.sanity -= 1
    run_step(g, "upkeep.inv", who=0)
    assert labels(g) == ["Restore 1 sanity to Carolyn Fern", "Restore 1 sanity to Amanda Sharpe", "Nobody"]
    answer(g, "Restore 1 sanity to Amanda Sharpe")
    finish_upkeep(g)
    assert amanda.sanity == 3
    assert car.sanity == C.max_sanity(g, car) - 1  # one a turn


@covers("base:carolyn_fern")
def test_psychology_never_above_the_maximum_and_not_elsewhere():
    g, car = solo("base:carolyn_fern", "base:amanda_sharpe")
    amanda = g.state.investigators[1]
    put(g, 1, WHERE)
    amanda.sanity = 2
    run_step(g, "upkeep.inv", who=0)
    finish_upkeep(g)  # nobody to heal: nothing asked
    assert amanda.sanity == 2


@covers("base:vincent_lee")
def test_physician_restores_one_stamina_to_someone_here():
    g, vin = solo("base:vincent_lee", "base:amanda_sharpe")
    amanda = g.state.investigators[1]
    put(g, 1, vin.where)
    amanda.stamina = 1
    run_step(g, "upkeep.inv", who=0)
    assert labels(g) == ["Restore 1 stamina to Amanda Sharpe", "Nobody"]
    answer(g, "Amanda Sharpe")
    finish_upkeep(g)
    assert amanda.stamina == 2


@covers("base:vincent_lee")
def test_physician_heals_himself():
    g, vin = solo("base:vincent_lee")
    vin.stamina = 2
    run_step(g, "upkeep.inv", who=0)
    answer(g, "Restore 1 stamina to Vincent Lee")
    finish_upkeep(g)
    assert vin.stamina == 3


# ------------------------------------------------------- extra encounters
def location_choice_count(g):
    assert g.choice.kind == "encounter", labels(g)
    return len([o for o in g.choice.options if o.id.startswith("card:")])


@covers("base:darrell_simmons")
def test_hometown_advantage_draws_two_location_cards():
    g, inv = solo("base:darrell_simmons")
    put(g, 0, CAVE)
    start_encounter(g, 0, CAVE)
    assert location_choice_count(g) == 2


@covers("base:darrell_simmons")
def test_hometown_advantage_draws_three_when_told_to_draw_two():
    g, inv = solo("base:darrell_simmons")
    ops(g, {"op": "encounter_at", "area": CAVE, "draw": 2})
    if g.choice.kind != "encounter" or "draws" not in g.choice.prompt:
        answer(g, "Have an encounter")
    assert location_choice_count(g) == 3


@covers("base:darrell_simmons")
def test_hometown_advantage_not_in_other_worlds():
    g, inv = solo("base:darrell_simmons")
    inv.where, inv.stage = "base:world/abyss", 1
    run_step(g, "otherworld.inv", who=0)
    assert g.choice.kind != "encounter" or len(g.choice.options) == 1


@covers("base:darrell_simmons")
def test_darrell_simmons_starts_with_a_retainer():
    g = finish_setup(start(["base:darrell_simmons"]))
    assert "Retainer" in names(g, g.state.investigators[0])


@covers("base:gloria_goldberg")
def test_psychic_sensitivity_draws_two_other_world_cards_of_the_worlds_colors():
    g, inv = solo("base:gloria_goldberg")
    inv.where, inv.stage = "base:world/abyss", 1
    run_step(g, "otherworld.inv", who=0)
    assert g.choice.kind == "encounter" and "draws 2 Other World encounters" in g.choice.prompt
    world = g.content.worlds["base:world/abyss"]
    for o in g.choice.options:
        card = o.id.partition(":")[2]
        assert set(g.content.gates[card].colors) & set(world.colors)


@covers("base:gloria_goldberg")
def test_psychic_sensitivity_draws_three_when_told_to_draw_two():
    g, inv = solo("base:gloria_goldberg")
    put(g, 0, WHERE)
    ops(g, {"op": "encounter_at", "area": "base:world/abyss", "draw": 2})
    assert "draws 3 Other World encounters" in g.choice.prompt


@covers("base:gloria_goldberg")
def test_psychic_sensitivity_not_in_arkham():
    g, inv = solo("base:gloria_goldberg")
    put(g, 0, CAVE)
    start_encounter(g, 0, CAVE)
    assert g.choice.kind != "encounter" or not g.choice.prompt.startswith("Gloria Goldberg draws")


# -------------------------------------------------- Strong Mind / Body
@covers("base:harvey_walters")
def test_strong_mind_reduces_each_sanity_loss_by_one():
    g, inv = solo("base:harvey_walters")
    ops(g, {"op": "lose", "what": "sanity", "n": 3})
    assert inv.sanity == C.max_sanity(g, inv) - 2
    ops(g, {"op": "lose", "what": "sanity", "n": 1})
    assert inv.sanity == C.max_sanity(g, inv) - 2


@covers("base:harvey_walters", "base:whiskey")
def test_strong_mind_shows_the_reduced_loss_to_answer():
    g, inv = solo("base:harvey_walters")
    give(g, 0, "base:whiskey")
    ops(g, {"op": "lose", "what": "sanity", "n": 3})
    assert "about to lose 2 Sanity" in g.choice.prompt
    answer(g, "Whiskey")
    assert inv.sanity == C.max_sanity(g, inv) - 1


@covers("base:harvey_walters")
def test_strong_mind_does_not_reduce_a_spells_sanity_cost():
    g, inv = solo("base:harvey_walters", sliders=(0, 0, 3))
    give(g, 0, "base:shrivelling")  # casting costs 1 Sanity
    put(g, 0, WHERE)
    m = put_monster(g, "cultist", WHERE)
    start_combat(g, 0, m)
    rig(g, *([5] * 8))
    answer(g, "Cast Shrivelling")
    assert inv.sanity == C.max_sanity(g, inv) - 1  # a cost, not a loss (FAQ)


@covers("base:michael_mcglen")
def test_strong_body_reduces_each_stamina_loss_by_one():
    g, inv = solo("base:michael_mcglen")
    ops(g, {"op": "lose", "what": "stamina", "n": 3})
    assert inv.stamina == C.max_stamina(g, inv) - 2
    ops(g, {"op": "lose", "what": "both", "n": 1})
    assert inv.stamina == C.max_stamina(g, inv) - 2
    assert inv.sanity == C.max_sanity(g, inv) - 1  # only Stamina losses


@covers("base:michael_mcglen")
def test_strong_body_reduces_monster_damage_but_not_a_stamina_cost():
    g, inv = solo("base:michael_mcglen", sliders=(3, 3, 3))
    put(g, 0, WHERE)
    m = put_monster(g, "zombie", WHERE)  # 2 Stamina damage, horror -1
    start_combat(g, 0, m)
    rig(g, *([1] * 10))
    while g.choice.kind in ("check",):
        answer(g, "Keep the result")
    answer(g, "Fight:")
    while g.choice.kind == "check":
        answer(g, "Keep the result")
    assert inv.stamina == C.max_stamina(g, inv) - 1
    g.state.stack = [g.state.stack[0]]
    ops(g, {"op": "pay", "what": "stamina", "n": 2})
    assert inv.stamina == C.max_stamina(g, inv) - 3


@covers("base:michael_mcglen")
def test_michael_mcglen_starts_with_dynamite_and_a_tommy_gun():
    g = finish_setup(start(["base:michael_mcglen"]))
    assert {"Dynamite", "Tommy Gun"} <= set(names(g, g.state.investigators[0]))


# -------------------------------------------------------------- money
@covers("base:jenny_barnes")
def test_trust_fund_pays_a_dollar_every_upkeep():
    g, inv = solo("base:jenny_barnes", money=3)
    run_step(g, "upkeep.inv", who=0)
    finish_upkeep(g)
    assert inv.money == 4
    run_step(g, "upkeep.inv", who=0)
    finish_upkeep(g)
    assert inv.money == 5


@covers("base:jenny_barnes")
def test_jenny_barnes_starts_with_two_common_items():
    g = finish_setup(start(["base:jenny_barnes"]))
    inv = g.state.investigators[0]
    assert decks(g, inv).count("common") == 2


# -------------------------------------------------------------- Hunches
@covers("base:joe_diamond")
def test_hunches_two_dice_per_clue_token():
    g, inv = solo("base:joe_diamond", clues=1)
    n = C.skill_value(g, inv, "luck")
    rig(g, *([1] * n))
    check(g, "luck")
    assert "Spend a Clue token to roll 2 more dice" in labels(g)
    rig(g, 1, 5)
    answer(g, "Spend a Clue token")
    assert result(g) == [True, 1]


@covers("base:joe_diamond", "base:luck")
def test_hunches_with_a_skill_card_three_dice_per_clue_token():
    g, inv = solo("base:joe_diamond", clues=1)
    give(g, 0, "base:luck")
    n = C.skill_value(g, inv, "luck")
    rig(g, *([1] * n))
    check(g, "luck")
    assert "Spend a Clue token to roll 3 more dice" in labels(g)


@covers("base:joe_diamond")
def test_joe_diamond_starts_with_an_automatic():
    g = finish_setup(start(["base:joe_diamond"]))
    assert ".45 Automatic" in names(g, g.state.investigators[0])


# -------------------------------------------------------------- Science!
@covers("base:kate_winthrop")
def test_science_keeps_a_gate_from_opening_where_kate_stands():
    g, inv = solo("base:kate_winthrop")
    put(g, 0, CAVE)
    run_step(g, "gate.open", who=-1, area=CAVE, surge=False)
    assert CAVE not in g.state.gates
    assert g.state.doom == 0
    assert inv.where == CAVE and inv.stage == 0


@covers("base:kate_winthrop")
def test_science_keeps_monsters_from_appearing_where_kate_stands():
    g, inv = solo("base:kate_winthrop")
    put(g, 0, CAVE)
    ops(g, {"op": "monster_appears"})
    assert g.choice.kind == "halt"  # nothing to face
    m = next(iter(g.state.cup))
    g.state.cup.remove(m)
    C.place_monster(g, m, CAVE)
    assert C.monsters_at(g, CAVE) == []


@covers("base:kate_winthrop")
def test_science_does_not_remove_a_gate_already_there():
    g, inv = solo("base:kate_winthrop")
    open_gate(g, CAVE, "base:world/abyss")
    put(g, 0, CAVE)
    rig_monsters(g, "cultist")
    run_step(g, "gate.open", who=-1, area=CAVE, surge=False)
    assert CAVE in g.state.gates


# -------------------------------------------------------------- Research
@covers("base:mandy_thompson")
def test_research_rerolls_another_investigators_failed_dice_once_a_turn():
    g, mandy = solo("base:mandy_thompson", "base:amanda_sharpe")
    put(g, 1, WHERE)  # anywhere in town
    rig(g, 5, 1, 1, 1)  # Amanda: Luck 4
    check(g, "luck", diff=2, seat=1)
    assert "Mandy Thompson's Research: re-roll the failed dice" in labels(g)
    rig(g, 6, 2, 2)
    answer(g, "Research")
    assert result(g) == [True, 2]  # the 5 stayed; the three 1s were rolled again
    rig(g, 1, 1, 1, 1)
    check(g, "luck", seat=1)
    assert not any("Research" in o for o in labels(g))  # once per turn
    g.state.turn += 1
    rig(g, 1, 1, 1, 1)
    check(g, "luck", seat=1)
    assert any("Research" in o for o in labels(g))


# ------------------------------------------------------- Guardian Angel
@covers("base:sister_mary")
def test_guardian_angel_never_lost_in_time_and_space():
    g, inv = solo("base:sister_mary")
    inv.where, inv.stage = "base:world/abyss", 2
    run_step(g, "movement.inv", who=0)  # no gate back: she would be lost
    assert inv.where == "base:arkham/south_church"
    assert inv.where != LOST and not inv.delayed


@covers("base:sister_mary")
def test_guardian_angel_insane_in_an_other_world_goes_to_the_asylum():
    g, inv = solo("base:sister_mary")
    inv.where, inv.stage = "base:world/abyss", 1
    ops(g, {"op": "lose", "what": "sanity", "n": 10})
    while g.choice.kind != "halt":
        g.apply(g.choice.options[0].id)
    assert inv.where == "base:arkham/arkham_asylum"


@covers("base:sister_mary")
def test_sister_mary_starts_blessed_with_cross_and_holy_water():
    g = finish_setup(start(["base:sister_mary"]))
    inv = g.state.investigators[0]
    assert {"Blessing", "Cross", "Holy Water"} <= set(names(g, inv))
    assert inv.money == 0


def test_a_shop_says_when_nothing_drawn_is_affordable():
    g = quiet_game(["base:amanda_sharpe"])
    inv = g.state.investigators[0]
    inv.money = 1
    deck = g.state.decks["unique"]
    dear = [c for c in deck if (g.content.cards[c.partition("#")[0]].price or 0) > 1][:3]
    for c in dear:
        deck.remove(c)
    deck[:0] = dear
    put(g, 0, "base:arkham/curiositie_shoppe")
    run_step(g, "buy", who=0, deck="unique", n=3, price="list", must=True, discount=0)
    assert g.choice.kind == "halt" and inv.money == 1
    assert "but can afford none of them with $1" in g.state.log[-1][1]
