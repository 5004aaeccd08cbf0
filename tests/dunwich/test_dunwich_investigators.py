"""Dunwich investigators (their sheets): Diana Stanley and Wilson Richards."""

from __future__ import annotations

import random

import arkham
from arkham.invariants import check
from arkham.rules.classic import core as C
from arkham.testing import answer, card_names, empty_handed, labels, log_text, put, quiet_game, run_step, start_combat
from helpers.coverage_marks import covers

PACKS = ("base", "dunwich")
DIANA = "dunwich:diana_stanley"
WILSON = "dunwich:wilson_richards"


def A(short: str) -> str:
    return "base:arkham/" + short


@covers(DIANA, WILSON)
def test_both_start_with_their_fixed_possessions_at_home():
    g = arkham.new_game(seed=3, investigators=[DIANA, WILSON], packs=list(PACKS), ancient_one="base:yig")
    diana, wilson = g.state.investigators
    assert diana.where == A("general_store") and wilson.where == A("train_station")
    assert "Silver Twilight Lodge Membership" in card_names(g, diana)
    assert {"Motorcycle", "Shotgun", "Whiskey"} <= set(card_names(g, wilson))
    assert (diana.money, diana.clues, wilson.money) == (4, 2, 4)


# ------------------------------------------------------------------ Diana Stanley
def diana_game():
    g = quiet_game([DIANA, "base:joe_diamond"], ancient_one="base:yig", packs=PACKS)
    inv = g.state.investigators[0]
    return g, inv


@covers(DIANA)
def test_dark_insight_gives_sanity_or_stamina_for_each_doom_token():
    g, inv = diana_game()
    inv.sanity, inv.stamina = 2, 3
    run_step(g, "fx", who=0, seat=0, ops=[{"op": "doom", "n": 1}], i=0, ctx={})
    assert g.choice.kind == "gain" and g.choice.who == 0
    answer(g, "1 Stamina")
    assert (inv.sanity, inv.stamina) == (2, 4) and g.state.doom == 1


@covers(DIANA)
def test_dark_insight_needs_no_choice_when_one_track_is_full():
    g, inv = diana_game()
    inv.sanity = 1
    run_step(g, "fx", who=0, seat=0, ops=[{"op": "doom", "n": 1}], i=0, ctx={})
    assert inv.sanity == 2 and g.choice.kind == "halt"


@covers(DIANA)
def test_dark_insight_gives_a_clue_token_when_terror_rises():
    g, inv = diana_game()
    clues = inv.clues
    run_step(g, "fx", who=1, seat=1, ops=[{"op": "terror", "n": 2}], i=0, ctx={})
    assert inv.clues == clues + 2


@covers(DIANA)
def test_trusted_sister_keeps_her_membership():
    g, inv = diana_game()
    assert C.has_card(g, inv, "base:silver_twilight_membership")
    run_step(
        g, "fx", who=0, seat=0, ops=[{"op": "lose_special", "card": "base:silver_twilight_membership"}], i=0, ctx={}
    )
    assert C.has_card(g, inv, "base:silver_twilight_membership")
    assert "cannot lose Silver Twilight Lodge Membership" in log_text(g)


def test_another_member_does_lose_his_membership():
    g, _ = diana_game()
    joe = g.state.investigators[1]
    C.gain_special(g, joe, "base:silver_twilight_membership")
    run_step(
        g, "fx", who=1, seat=1, ops=[{"op": "lose_special", "card": "base:silver_twilight_membership"}], i=0, ctx={}
    )
    assert not C.has_card(g, joe, "base:silver_twilight_membership")


# ------------------------------------------------------------------ Wilson Richards
def wilson_game():
    g = quiet_game([WILSON], ancient_one="base:yig", packs=PACKS)
    return g, g.state.investigators[0]


@covers(WILSON)
def test_jack_of_all_trades_moves_sliders_without_limit():
    g, inv = wilson_game()
    inv.sliders = [0, 0, 0]
    run_step(g, "upkeep.sliders", who=0, spent=0)
    for _ in range(3):
        assert "unlimited Focus" in g.choice.prompt
        answer(g, "Speed 1->2" if inv.sliders[0] == 0 else "Speed 2->3" if inv.sliders[0] == 1 else "Speed 3->4")
    answer(g, "Lore 1->2")
    assert inv.sliders == [3, 0, 1] and g.choice.kind == "sliders"


@covers(WILSON)
def test_odd_jobs_pays_a_dollar_instead_of_an_encounter():
    g, inv = wilson_game()
    put(g, 0, A("general_store"))
    money = inv.money
    run_step(g, "arkham.inv", who=0)
    assert "Odd Jobs: gain $1 instead of an encounter" in labels(g)
    answer(g, "Odd Jobs")
    assert inv.money == money + 1 and g.choice.kind == "halt"
    assert "No encounter" not in log_text(g)


@covers(WILSON)
def test_no_odd_jobs_in_the_streets():
    g, inv = wilson_game()
    put(g, 0, A("rivertown_streets"))
    run_step(g, "arkham.inv", who=0)
    assert not any("Odd Jobs" in x for x in labels(g))


def test_random_games_with_the_dunwich_investigators_play_to_their_end():
    for seed in range(6):
        g = arkham.new_game(
            seed=seed, investigators=[DIANA, WILSON, "base:amanda_sharpe"][: 1 + seed % 3], packs=list(PACKS)
        )
        rng = random.Random(seed)
        while not g.is_over:
            g.apply(rng.choice(g.choice.options).id)
            check(g)
        assert g.result["how"]


# ------------------------------------------------------------------ Leo Anderson
LEO = "dunwich:leo_anderson"


@covers(LEO)
def test_leadership_spares_another_investigator_one_point_once_per_turn():
    g = quiet_game([LEO, "base:joe_diamond"], ancient_one="base:yig", packs=PACKS)
    joe = g.state.investigators[1]
    stamina = joe.stamina
    run_step(g, "fx", who=1, seat=1, ops=[{"op": "lose", "what": "stamina", "n": 2}], i=0, ctx={})
    assert g.choice.kind == "leadership" and g.choice.who == 0
    assert labels(g) == ["Prevent 1 Stamina", "Not now"]
    answer(g, "Prevent 1 Stamina")
    assert joe.stamina == stamina - 1
    run_step(g, "fx", who=1, seat=1, ops=[{"op": "lose", "what": "stamina", "n": 1}], i=0, ctx={})
    assert g.choice.kind == "halt" and joe.stamina == stamina - 2  # used this turn
    g.state.turn += 1
    run_step(g, "fx", who=1, seat=1, ops=[{"op": "lose", "what": "sanity", "n": 1}], i=0, ctx={})
    assert g.choice.kind == "leadership"
    answer(g, "Not now")
    assert joe.sanity == C.max_sanity(g, joe) - 1


@covers(LEO)
def test_leadership_serves_leo_himself_and_starts_with_his_possessions():
    g = arkham.new_game(seed=4, investigators=[LEO], packs=list(PACKS), ancient_one="base:yig")
    leo = g.state.investigators[0]
    assert leo.where == A("river_docks") and (leo.money, leo.clues) == (5, 2)
    assert [C.card_def(g, c).deck for c in leo.cards].count("common") == 2
    g = quiet_game([LEO], ancient_one="base:yig", packs=PACKS)
    leo = g.state.investigators[0]
    run_step(g, "fx", who=0, seat=0, ops=[{"op": "lose", "what": "sanity", "n": 1}], i=0, ctx={})
    answer(g, "Prevent 1 Sanity")
    assert leo.sanity == C.max_sanity(g, leo)


# ------------------------------------------------------------------ Mark Harrigan and his weapons
MARK = "dunwich:mark_harrigan"


@covers(MARK, "dunwich:flamethrower", "dunwich:molotov_cocktail")
def test_mark_starts_armed_at_south_church():
    g = arkham.new_game(seed=2, investigators=[MARK], packs=list(PACKS), ancient_one="base:yig")
    mark = g.state.investigators[0]
    assert mark.where == A("south_church") and (mark.money, mark.clues) == (4, 3)
    assert {"Flamethrower", "Molotov Cocktail"} <= set(card_names(g, mark))


@covers(MARK)
def test_one_man_army_is_never_arrested_nor_delayed():
    g = quiet_game([MARK], ancient_one="base:yig", packs=PACKS)
    mark = g.state.investigators[0]
    money = mark.money
    run_step(g, "fx", who=0, seat=0, ops=[{"op": "arrested"}, {"op": "delayed"}], i=0, ctx={})
    assert mark.money == money and not mark.jailed and not mark.delayed
    assert "cannot be arrested" in log_text(g) and "never delayed" in log_text(g)


def fight_with(g, inv, card_id, dice):
    from arkham.testing import give

    c = give(g, 0, card_id)
    put(g, 0, A("graveyard"))
    m = next(x for x in g.state.cup if C.base_id(x) == "base:cultist")
    g.state.cup.remove(m)
    g.state.monsters[m] = A("graveyard")
    start_combat(g, 0, m)
    return c, m


@covers("dunwich:molotov_cocktail")
def test_a_molotov_cocktail_adds_six_once_and_is_gone():
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    inv = empty_handed(g, 0, sliders=(0, 0, 0), clues=0)  # Fight 1
    c, m = fight_with(g, inv, "dunwich:molotov_cocktail", [])
    answer(g, "Ready Molotov Cocktail (+6)")
    assert "Fight: 8 dice" in labels(g)[0]  # Fight 1 + Cultist +1 + 6
    g.state.rig[:] = [1] * 8
    answer(g, "Fight:")
    assert c not in inv.cards and c in g.state.decks["common"]


@covers("dunwich:flamethrower")
def test_the_flamethrower_serves_one_check_then_waits_for_the_upkeep():
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    inv = empty_handed(g, 0, sliders=(0, 0, 0), clues=0)
    c, m = fight_with(g, inv, "dunwich:flamethrower", [])
    answer(g, "Ready Flamethrower (+7)")
    assert "Fight: 9 dice" in labels(g)[0]
    g.state.rig[:] = [1] * 9  # a miss: the fight goes on
    answer(g, "Fight:")
    while g.choice.kind != "combat":
        g.apply(g.choice.options[0].id)  # the Cultist's blow
    assert c in inv.cards and c in inv.exhausted
    assert not any("Flamethrower" in x for x in labels(g))  # exhausted: not offered again
    run_step(g, "upkeep.inv", who=0)
    assert c not in inv.exhausted


# ------------------------------------------------------------------ Jacqueline Fine
JACQUELINE = "dunwich:jacqueline_fine"


def mythos_on_top(g, card: str) -> None:
    deck = g.state.decks["mythos"]
    deck.remove(card)
    deck.insert(0, card)


@covers(JACQUELINE)
def test_precognition_discards_the_drawn_card_for_two_clues_and_draws_another():
    from arkham.testing import rig_monsters

    g = quiet_game([JACQUELINE], ancient_one="base:yig", packs=PACKS)
    jac = g.state.investigators[0]
    jac.clues = 3
    deck = g.state.decks["mythos"]
    nxt = next(c for c in deck if g.content.mythos[c].gate not in (None, A("unvisited_isle")))
    mythos_on_top(g, nxt)  # the card drawn next opens its gate elsewhere
    mythos_on_top(g, "base:curfew_enforced")
    rig_monsters(g, "base:zombie", "base:zombie")
    run_step(g, "mythos.phase", who=-1, phase=True)
    assert g.choice.kind == "precognition" and "Curfew Enforced" in g.choice.prompt
    answer(g, "Spend 2 Clue tokens")
    assert jac.clues == 1
    assert g.state.environment != "base:curfew_enforced" and "base:curfew_enforced" in g.state.decks["mythos"]
    assert A("unvisited_isle") not in g.state.gates  # its gate never opened
    assert f"Mythos: {g.content.mythos[nxt].name}" in log_text(g)


@covers(JACQUELINE)
def test_precognition_may_let_the_card_be_and_needs_two_clues():
    from arkham.testing import rig_monsters

    g = quiet_game([JACQUELINE], ancient_one="base:yig", packs=PACKS)
    jac = g.state.investigators[0]
    jac.clues = 2
    mythos_on_top(g, "base:curfew_enforced")
    rig_monsters(g, "base:zombie", "base:zombie")
    run_step(g, "mythos.phase", who=-1, phase=True)
    answer(g, "Let Curfew Enforced take effect")
    assert g.state.environment == "base:curfew_enforced" and jac.clues == 2
    g = quiet_game([JACQUELINE], ancient_one="base:yig", packs=PACKS)
    g.state.investigators[0].clues = 1
    mythos_on_top(g, "base:curfew_enforced")
    rig_monsters(g, "base:zombie", "base:zombie")
    run_step(g, "mythos.phase", who=-1, phase=True)
    assert g.state.environment == "base:curfew_enforced"


@covers(JACQUELINE)
def test_jacqueline_starts_with_the_enchanted_jewelry():
    g = arkham.new_game(seed=8, investigators=[JACQUELINE], packs=list(PACKS), ancient_one="base:yig")
    jac = g.state.investigators[0]
    assert jac.where == A("curiositie_shoppe") and "Enchanted Jewelry" in card_names(g, jac)


# ------------------------------------------------------------------ Jim Culver
JIM = "dunwich:jim_culver"


@covers(JIM, "dunwich:golden_trumpet")
def test_jim_starts_with_the_golden_trumpet_which_saves_sanity_three_times():
    g = arkham.new_game(seed=9, investigators=[JIM], packs=list(PACKS), ancient_one="base:yig")
    jim = g.state.investigators[0]
    assert jim.where == A("velmas_diner") and "Golden Trumpet" in card_names(g, jim)
    g = quiet_game([JIM], ancient_one="base:yig", packs=PACKS)
    jim = g.state.investigators[0]
    sanity = jim.sanity
    for n in range(3):
        run_step(g, "fx", who=0, seat=0, ops=[{"op": "lose", "what": "sanity", "n": 1}], i=0, ctx={})
        answer(g, "Golden Trumpet")
    assert jim.sanity == sanity and not C.has_card(g, jim, "dunwich:golden_trumpet")  # full: discarded


@covers(JIM)
def test_dead_man_stomp_passes_the_combat_check_against_the_undead():
    g = quiet_game([JIM], ancient_one="base:azathoth", packs=PACKS)
    jim = empty_handed(g, 0, clues=2, where=A("graveyard"))
    z = next(m for m in g.state.cup if C.base_id(m) == "base:zombie")
    g.state.cup.remove(z)
    g.state.monsters[z] = A("graveyard")
    g.state.rig[:] = [6, 6, 6, 6, 6]  # the Horror check passes
    start_combat(g, 0, z)
    answer(g, "Dead Man Stomp")
    assert jim.clues == 1 and not any("Dead Man Stomp" in x for x in labels(g))
    g.state.rig[:] = [1] * 10
    answer(g, "Fight:")  # Fight 0: no die, yet it passes
    answer(g, "Keep the result")
    assert g.state.monsters[z] == "trophy:0"


@covers(JIM)
def test_no_dead_man_stomp_against_the_living():
    g = quiet_game([JIM], ancient_one="base:azathoth", packs=PACKS)
    empty_handed(g, 0, clues=2, where=A("graveyard"))
    c = next(m for m in g.state.cup if C.base_id(m) == "base:cultist")
    g.state.cup.remove(c)
    g.state.monsters[c] = A("graveyard")
    start_combat(g, 0, c)
    assert not any("Dead Man Stomp" in x for x in labels(g))


def yuggoth_encounter(who: str) -> tuple[str, str]:
    """The encounter someone has in Yuggoth with a green-only gate card on top of the deck."""
    from arkham.rules.classic.encounters import gate_entry

    g = quiet_game([who], ancient_one="base:yig", packs=PACKS)
    inv = g.state.investigators[0]
    green = next(cid for cid, gc in sorted(g.content.gates.items()) if gc.colors == ["green"])
    deck = g.state.decks["gate"]
    deck.remove(green)
    deck.insert(0, green)
    inv.where, inv.stage = "base:world/yuggoth", 1
    run_step(g, "otherworld.inv", who=0)
    while g.choice.kind == "encounter" and any(o.id == "encounter" for o in g.choice.options):
        answer(g, "encounter")
    return log_text(g), gate_entry(g, green, "base:world/yuggoth").summary


@covers(JIM)
def test_strange_luck_gives_every_other_world_the_green_colour():
    """Yuggoth's colours leave out green: a green card serves Jim there, not another."""
    log, green_summary = yuggoth_encounter(JIM)
    assert f"has an encounter in Yuggoth: {green_summary}" in log
    log, green_summary = yuggoth_encounter("base:amanda_sharpe")
    assert f"has an encounter in Yuggoth: {green_summary}" not in log


# ------------------------------------------------------------------ Marie Lambeau
MARIE = "dunwich:marie_lambeau"


@covers(MARIE)
def test_witch_blood_removes_one_doom_token_once_per_game():
    g = arkham.new_game(seed=6, investigators=[MARIE], packs=list(PACKS), ancient_one="base:yig")
    marie = g.state.investigators[0]
    assert marie.where == A("mas_boarding_house")
    assert {"Enchanted Knife", "Voice of Ra"} <= set(card_names(g, marie))
    g = quiet_game([MARIE], ancient_one="base:yig", packs=PACKS)
    g.state.doom = 3
    run_step(g, "upkeep.inv", who=0)
    while g.choice.kind != "upkeep":
        g.apply(g.choice.options[0].id)
    answer(g, "Witch Blood")
    assert g.state.doom == 2
    assert not any("Witch Blood" in x for x in labels(g))
    g.state.turn += 1
    run_step(g, "upkeep.inv", who=0)
    while g.choice.kind not in ("upkeep", "sliders", "halt"):
        g.apply(g.choice.options[0].id)
    assert not any("Witch Blood" in x for x in labels(g))  # once per game


@covers(MARIE)
def test_third_eye_lets_a_spell_use_a_third_hand_but_no_weapon():
    from arkham.testing import give

    g = quiet_game([MARIE], ancient_one="base:azathoth", packs=PACKS)
    empty_handed(g, 0, clues=0, where=A("graveyard"))
    give(g, 0, "base:tommy_gun")  # two hands
    give(g, 0, "base:wither")  # a one-handed combat spell
    give(g, 0, "base:knife")  # a one-handed weapon
    c = next(m for m in g.state.cup if C.base_id(m) == "base:cultist")
    g.state.cup.remove(c)
    g.state.monsters[c] = A("graveyard")
    start_combat(g, 0, c)
    answer(g, "Ready Tommy Gun")
    assert any(x.startswith("Cast Wither") for x in labels(g))  # the third hand, for the spell
    assert not any(x.startswith("Ready Knife") for x in labels(g))  # no third hand for a weapon


def test_without_the_third_eye_a_spell_finds_no_hand_beside_a_two_handed_gun():
    from arkham.testing import give

    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    empty_handed(g, 0, clues=0, where=A("graveyard"))
    give(g, 0, "base:tommy_gun")
    give(g, 0, "base:wither")
    c = next(m for m in g.state.cup if C.base_id(m) == "base:cultist")
    g.state.cup.remove(c)
    g.state.monsters[c] = A("graveyard")
    start_combat(g, 0, c)
    answer(g, "Ready Tommy Gun")
    assert not any(x.startswith("Cast Wither") for x in labels(g))
