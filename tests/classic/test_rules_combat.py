"""Combat (base pp.14-16, p.24 monster abilities; DH rule change on weapon hands;
monster marker texts)."""

from arkham.rules.classic import core as C
from arkham.state import BOX, LOST
from arkham.testing import (
    answer,
    give,
    labels,
    log_text,
    open_gate,
    put,
    put_monster,
    quiet_game,
    rig,
    run_step,
    start_combat,
)
from helpers.hands import bare

WHERE = "base:arkham/graveyard"


def fighter(g, sliders=(0, 3, 0)):
    """Amanda at the Graveyard: Fight 4, Will 1, Lore 1, Sneak 4, Luck 4."""
    put(g, 0, WHERE)
    return bare(g, sliders=sliders)


def combat(g, m, seat=0):
    """Start a combat; with a spell in hand the player is first offered to cast it before the
    Horror check (KH FAQ), which these tests decline."""
    start_combat(g, seat, m)
    if any(o.startswith("Make the Horror check") for o in labels(g)):
        answer(g, "Make the Horror check")
    return g


def face(g, m, seat=0):
    return run_step(g, "face", who=seat, monster=m)


def outcome(g):
    return g.state.stack[-1].get("ret")


def fight_label(g):
    return next(o for o in labels(g) if o.startswith("Fight:"))


# ------------------------------------------------------------ horror check
def test_horror_check_failed_costs_sanity(game):
    inv = fighter(game, sliders=(0, 0, 0))  # Will 4
    m = put_monster(game, "dark_young", WHERE)  # horror 0, sanity damage 3
    rig(game, 1, 1, 1, 1)
    combat(game, m)
    assert inv.sanity == 2
    assert fight_label(game)


def test_horror_check_passed_still_loses_nightmarish_sanity(game):
    inv = fighter(game, sliders=(0, 0, 0))
    m = put_monster(game, "dark_young", WHERE)  # Nightmarish 1
    rig(game, 6, 1, 1, 1)
    combat(game, m)
    assert inv.sanity == 4


def test_horror_check_passed_against_plain_monster_costs_nothing(game):
    inv = fighter(game, sliders=(0, 0, 0))
    m = put_monster(game, "zombie", WHERE)  # horror -1: 3 dice
    rig(game, 5, 1, 1)
    combat(game, m)
    assert inv.sanity == 5
    assert game.state.rig == []


def test_no_horror_check_without_a_horror_rating(game):
    inv = fighter(game)
    m = put_monster(game, "cultist", WHERE)
    rig(game, 6)
    combat(game, m)
    assert game.state.rig == [6]  # no die rolled for horror
    assert inv.sanity == 5
    assert fight_label(game)


def test_only_one_horror_check_per_combat(game):
    inv = fighter(game)  # Fight 4, Will 1
    m = put_monster(game, "zombie", WHERE)  # horror -1: 0 dice, fails; combat -1, toughness 1
    combat(game, m)
    assert inv.sanity == 4
    rig(game, 1, 1, 1)
    answer(game, "Fight:")
    assert inv.stamina == 3  # zombie deals 2
    assert inv.sanity == 4  # no new Horror check
    assert fight_label(game)


# ------------------------------------------------------------------ fight
def test_fight_uses_combat_rating_and_toughness(game):
    fighter(game)  # Fight 4
    m = put_monster(game, "gug", WHERE)  # combat -2, toughness 3, horror -1
    rig(game, 1)  # horror: 0 dice anyway
    combat(game, m)
    assert fight_label(game) == "Fight: 2 dice against toughness 3"


def test_partial_successes_do_not_hurt_the_monster(game):
    inv = fighter(game, sliders=(0, 3, 0))
    give(game, 0, "base:tommy_gun")
    m = put_monster(game, "gug", WHERE)  # toughness 3
    combat(game, m)
    answer(game, "Ready Tommy Gun")
    assert fight_label(game) == "Fight: 8 dice against toughness 3"
    rig(game, 5, 6, 1, 1, 1, 1, 1, 1)
    answer(game, "Fight:")
    assert game.state.monsters[m] == WHERE
    assert inv.stamina == 1  # gug deals 4


def test_defeated_monster_becomes_a_trophy(game):
    inv = fighter(game)
    m = put_monster(game, "cultist", WHERE)  # Yig's Cultist: combat +0, 4 dice
    combat(game, m)
    rig(game, 5, 1, 1, 1)
    answer(game, "Fight:")
    assert outcome(game) == "defeated"
    assert m in inv.monster_trophies
    assert game.state.monsters[m] != WHERE


def test_failed_combat_check_deals_combat_damage_and_fight_goes_on(game):
    inv = fighter(game)
    m = put_monster(game, "cultist", WHERE)  # Yig's Cultist: combat +0, damage 4
    combat(game, m)
    rig(game, 1, 1, 1, 1)
    answer(game, "Fight:")
    assert inv.stamina == 1
    assert fight_label(game)


# ---------------------------------------------------------- weapons, hands
def test_weapon_bonus_adds_dice(game):
    fighter(game)
    give(game, 0, "base:revolver_38")
    m = put_monster(game, "cultist", WHERE)
    combat(game, m)
    assert fight_label(game) == "Fight: 4 dice against toughness 1"
    answer(game, "Ready .38 Revolver")
    assert fight_label(game) == "Fight: 7 dice against toughness 1"


def test_two_hands_at_most(game):
    fighter(game)
    give(game, 0, "base:tommy_gun")
    give(game, 0, "base:revolver_38")
    give(game, 0, "base:knife")
    m = put_monster(game, "cultist", WHERE)
    combat(game, m)
    answer(game, "Ready Tommy Gun")
    assert not any(o.startswith("Ready") for o in labels(game))
    answer(game, "Put away Tommy Gun")
    answer(game, "Ready .38 Revolver")
    answer(game, "Ready Knife")
    assert not any(o.startswith("Ready") for o in labels(game))
    assert fight_label(game) == "Fight: 8 dice against toughness 1"


def test_physical_resistance_halves_bonus_rounding_up(game):
    fighter(game)
    give(game, 0, "base:revolver_38")  # +3 -> +2
    m = put_monster(game, "vampire", WHERE)  # combat -3, physical resistance
    rig(game, 6)  # horror 0: Will 1
    combat(game, m)
    assert "Ready .38 Revolver (+2)" in labels(game)
    answer(game, "Ready .38 Revolver")
    assert fight_label(game) == "Fight: 3 dice against toughness 2"


def test_physical_immunity_cancels_the_weapon_bonus(game):
    fighter(game)
    give(game, 0, "base:tommy_gun")
    m = put_monster(game, "formless_spawn", WHERE)  # combat -2, physical immunity
    combat(game, m)
    answer(game, "Ready Tommy Gun (+0)")
    assert fight_label(game) == "Fight: 2 dice against toughness 2"


def test_magical_immunity_cancels_spell_bonus(game):
    fighter(game, sliders=(0, 3, 3))  # Fight 4, Lore 4
    give(game, 0, "base:wither")
    m = put_monster(game, "warlock", WHERE)  # horror -1, combat -3, magical immunity
    rig(game, 1)
    combat(game, m)
    assert any(o.startswith("Cast Wither") and o.endswith("+0") for o in labels(game))


def test_magical_resistance_halves_spell_bonus(game):
    fighter(game, sliders=(0, 3, 3))
    give(game, 0, "base:wither")  # +3 -> +2
    m = put_monster(game, "witch", WHERE)
    combat(game, m)
    assert any(o.startswith("Cast Wither") and o.endswith("+2") for o in labels(game))


def test_one_shot_weapon_is_discarded_after_the_check(game):
    inv = fighter(game)
    d = give(game, 0, "base:dynamite")
    m = put_monster(game, "cultist", WHERE)
    combat(game, m)
    answer(game, "Ready Dynamite")
    rig(game, *[1] * 12)
    answer(game, "Fight:")
    assert inv.stamina == 1  # failed: the Cultist hits, yet the Dynamite is spent
    assert d not in inv.cards
    assert d in game.state.decks["common"]
    assert fight_label(game) == "Fight: 4 dice against toughness 1"


def test_standard_weapon_is_kept(game):
    inv = fighter(game)
    r = give(game, 0, "base:revolver_38")
    m = put_monster(game, "cultist", WHERE)
    combat(game, m)
    answer(game, "Ready .38 Revolver")
    rig(game, 5, *[1] * 6)
    answer(game, "Fight:")
    assert outcome(game) == "defeated"
    assert r in inv.cards


# ------------------------------------------------------------------ spells
def test_spell_cast_with_lore_and_cast_modifier_then_bonus(game):
    inv = fighter(game, sliders=(0, 3, 3))  # Lore 4, Fight 4
    give(game, 0, "base:shrivelling")  # Lore -1, 1 Sanity, +6
    m = put_monster(game, "cultist", WHERE)
    combat(game, m)
    rig(game, 5, 1, 1)  # 3 dice for Lore 4 - 1
    answer(game, "Cast Shrivelling")
    assert game.state.rig == []
    assert inv.sanity == 4
    assert fight_label(game) == "Fight: 10 dice against toughness 1"


def test_failed_spell_still_costs_sanity_and_gives_no_bonus(game):
    inv = fighter(game, sliders=(0, 3, 3))
    give(game, 0, "base:shrivelling")
    m = put_monster(game, "cultist", WHERE)
    combat(game, m)
    rig(game, 1, 1, 1)
    answer(game, "Cast Shrivelling")
    assert inv.sanity == 4
    assert fight_label(game) == "Fight: 4 dice against toughness 1"


def test_failed_cast_keeps_its_hands_busy_this_round(game):
    fighter(game, sliders=(0, 3, 3))
    give(game, 0, "base:shrivelling")
    give(game, 0, "base:tommy_gun")
    m = put_monster(game, "cultist", WHERE)
    combat(game, m)
    rig(game, 1, 1, 1)
    answer(game, "Cast Shrivelling")
    answer(game, "Put away Shrivelling")
    assert "Ready Tommy Gun (+6)" not in labels(game)  # one hand still spent on the failed cast


def test_harvey_walters_pays_the_full_sanity_cost_of_a_spell():
    g = quiet_game(["base:harvey_walters"])
    put(g, 0, WHERE)
    inv = bare(g, sliders=(0, 0, 3))
    give(g, 0, "base:shrivelling")
    m = put_monster(g, "cultist", WHERE)
    combat(g, m)
    start = inv.sanity
    rig(g, *[1] * 8)
    answer(g, "Cast Shrivelling")
    assert inv.sanity == start - 1


# -------------------------------------------------------------------- flee
def test_flee_is_an_evade_check(game):
    fighter(game)  # Sneak 4
    m = put_monster(game, "cultist", WHERE)  # awareness -3: 1 die
    combat(game, m)
    rig(game, 5)
    answer(game, "Flee")
    assert outcome(game) == "fled"
    assert game.state.monsters[m] == WHERE


def test_failed_flee_deals_damage_and_combat_goes_on(game):
    inv = fighter(game)
    m = put_monster(game, "cultist", WHERE)
    combat(game, m)
    rig(game, 1)
    answer(game, "Flee")
    assert inv.stamina == 1  # Yig's Cultist deals 4
    assert fight_label(game)


def test_ambush_forbids_fleeing(game):
    fighter(game)
    m = put_monster(game, "ghoul", WHERE)
    rig(game, 1)
    combat(game, m)
    assert not any(o.startswith("Flee") for o in labels(game))


# ----------------------------------------------------------- evade first
def test_failed_evade_deals_damage_then_horror_then_combat(game):
    inv = fighter(game, sliders=(0, 0, 0))  # Sneak 4, Will 4
    m = put_monster(game, "zombie", WHERE)  # awareness +1, damage 2, horror -1 / 1
    face(game, m)
    rig(game, 1, 1, 1, 1, 1, 1, 1, 1, 6)  # evade: 5 dice, then Horror: 3 dice
    answer(game, "Evade")
    assert inv.stamina == 3  # combat damage first
    assert inv.sanity == 4  # then the Horror check, failed
    assert game.state.rig == [6]
    assert fight_label(game)  # and the fight goes on


def test_evaded_monster_stays_and_no_horror_check(game):
    inv = fighter(game)
    m = put_monster(game, "zombie", WHERE)
    face(game, m)
    rig(game, 6, 1, 1, 1, 1)
    answer(game, "Evade")
    assert outcome(game) == "evaded"
    assert inv.sanity == 5 and inv.stamina == 5
    assert game.state.monsters[m] == WHERE


# --------------------------------------------------------- monster texts
def test_endless_monster_returns_to_the_cup():
    g = quiet_game(ancient_one="base:nyarlathotep")
    inv = fighter(g)
    m = put_monster(g, "cultist", WHERE)  # Nyarlathotep: Cultists are Endless
    combat(g, m)
    rig(g, 5, 1, 1, 1, 1)
    answer(g, "Fight:")
    assert m in g.state.cup
    assert m not in inv.monster_trophies


def test_overwhelming_costs_stamina_even_on_a_win(game):
    inv = fighter(game)
    give(game, 0, "base:tommy_gun")
    m = put_monster(game, "gug", WHERE)  # Overwhelming 1
    combat(game, m)
    answer(game, "Ready Tommy Gun")
    rig(game, 5, 5, 5, 1, 1, 1, 1, 1)
    answer(game, "Fight:")
    assert m in inv.monster_trophies
    assert inv.stamina == 4


def test_dimensional_shambler_sends_the_loser_to_lost_in_time_and_space(game):
    inv = fighter(game)
    m = put_monster(game, "dimensional_shambler", WHERE)
    combat(game, m)
    rig(game, 1, 1)
    answer(game, "Fight:")
    assert inv.where == LOST
    assert inv.delayed


def test_elder_thing_takes_a_weapon_or_spell(game):
    inv = fighter(game)
    r = give(game, 0, "base:revolver_38")
    s = give(game, 0, "base:wither")
    m = put_monster(game, "elder_thing", WHERE)  # damage 1, toughness 2
    combat(game, m)
    rig(game, 1, 1, 1, 1)
    answer(game, "Fight:")
    assert sorted(labels(game)) == [".38 Revolver", "Wither"]
    answer(game, "Wither")
    assert s not in inv.cards and r in inv.cards
    assert inv.stamina == 4


def test_nightgaunt_draws_the_loser_through_the_nearest_gate(game):
    inv = fighter(game)  # at the Graveyard
    open_gate(game, "base:arkham/black_cave", "base:world/yuggoth")  # 2 steps away
    open_gate(game, "base:arkham/the_witch_house", "base:world/abyss")  # 3 steps away
    m = put_monster(game, "nightgaunt", WHERE)
    combat(game, m)
    rig(game, 1, 1)
    answer(game, "Fight:")
    assert inv.where == "base:world/yuggoth"
    assert inv.stage == 1
    assert not inv.delayed
    assert inv.stamina == 5


def test_nightgaunt_in_an_other_world_returns_the_investigator_to_arkham(game):
    inv = fighter(game)
    open_gate(game, "base:arkham/black_cave", "base:world/yuggoth")
    inv.where, inv.stage = "base:world/yuggoth", 1
    m = put_monster(game, "nightgaunt", WHERE)
    game.state.monsters[m] = "encounter"
    run_step(game, "face", who=0, monster=m, enc_monster=m)
    answer(game, "Fight")
    rig(game, 1, 1)
    answer(game, "Fight:")
    assert inv.where == "base:arkham/black_cave"
    assert inv.explored
    assert m in game.state.cup


def test_mi_go_goes_to_the_box_and_gives_a_unique_item(game):
    inv = fighter(game)
    m = put_monster(game, "mi_go", WHERE)  # horror -1, combat 0: 4 dice
    combat(game, m)
    rig(game, 6, 1, 1, 1)
    answer(game, "Fight:")
    assert game.state.monsters[m] == BOX
    assert m not in inv.monster_trophies
    assert [C.card_def(game, c).deck for c in inv.cards] == ["unique"]


def test_warlock_goes_to_the_box_and_gives_two_clue_tokens(game):
    inv = fighter(game)
    give(game, 0, "base:tommy_gun")
    m = put_monster(game, "warlock", WHERE)  # combat -3, toughness 2
    combat(game, m)
    answer(game, "Ready Tommy Gun")
    rig(game, 5, 6, 1, 1, 1, 1, 1)
    answer(game, "Fight:")
    assert game.state.monsters[m] == BOX
    assert inv.clues == 2


def test_maniac_is_harder_and_endless_at_terror_six(game):
    inv = fighter(game)
    game.state.terror = 6
    m = put_monster(game, "maniac", WHERE)
    combat(game, m)
    assert fight_label(game) == "Fight: 2 dice against toughness 1"
    rig(game, 1, 1)
    answer(game, "Fight:")
    assert inv.stamina == 2  # 3 damage at terror 6+
    rig(game, 6, 1)
    answer(game, "Fight:")
    assert m in game.state.cup


def test_maniac_below_terror_six_is_a_plain_monster(game):
    inv = fighter(game)
    game.state.terror = 5
    m = put_monster(game, "maniac", WHERE)
    combat(game, m)
    assert fight_label(game) == "Fight: 5 dice against toughness 1"
    rig(game, 6, 1, 1, 1, 1)
    answer(game, "Fight:")
    assert m in inv.monster_trophies


def nyarlathotep():
    g = quiet_game(ancient_one="base:nyarlathotep")
    return g, fighter(g)


def test_black_man_luck_check_passed_gives_two_clues_and_returns_to_cup():
    g, inv = nyarlathotep()  # Luck 4 - 1: 3 dice
    m = put_monster(g, "the_black_man", WHERE)
    rig(g, 5, 1, 1)
    combat(g, m)
    assert inv.clues == 2
    assert m in g.state.cup


def test_black_man_luck_check_failed_devours():
    g, inv = nyarlathotep()
    m = put_monster(g, "the_black_man", WHERE)
    rig(g, 1, 1, 1)
    combat(g, m)
    assert "devoured" in log_text(g)
    assert g.state.investigators[0].id != "base:amanda_sharpe"
    assert m in g.state.cup


def test_bloated_woman_failed_will_check_fails_horror_and_combat():
    g, inv = nyarlathotep()  # Will 1 - 2: no dice
    m = put_monster(g, "the_bloated_woman", WHERE)  # sanity damage 2, damage 2
    combat(g, m)
    assert inv.sanity == 3
    rig(g, 6, 6, 6, 6)  # would pass, but fails automatically
    answer(g, "Fight:")
    assert inv.stamina == 3
    assert g.state.monsters[m] == WHERE


def test_dark_pharaoh_is_fought_with_lore():
    g = quiet_game(ancient_one="base:nyarlathotep")
    fighter(g, sliders=(0, 0, 3))  # Fight 1, Lore 4
    m = put_monster(g, "the_dark_pharaoh", WHERE)  # combat -3
    rig(g, 1, 1, 1)
    combat(g, m)
    assert fight_label(g) == "Fight: 1 die against toughness 2"


def test_the_skill_against_a_monster_is_its_monster_rules():
    """The Dark Pharaoh's Lore is a field of its monster rules (classic.base_monsters), read
    by classic combat; a monster without one is fought with Fight."""
    from arkham.rules.classic.combat import combat_skill

    g = quiet_game(ancient_one="base:nyarlathotep")
    m = put_monster(g, "the_dark_pharaoh", WHERE)
    assert C.monster_rules_of(g, m).combat_skill == "lore" and combat_skill(g, m) == "lore"
    other = put_monster(g, "cultist", WHERE)
    assert C.monster_rules_of(g, other) is None and combat_skill(g, other) == "fight"


def mcglen_against_a_warlock(weapon: str | None = None, clues: int = 0, exhausted: bool = False):
    """Michael McGlen (Strong Body: the Warlock's 1 damage does nothing), Sneak 1 and Fight 3
    (no die against the Warlock's awareness -2 and combat -3), ``clues`` Clue tokens, holding
    only ``weapon`` if any (``exhausted``: spent before this combat), in a combat round with
    a Warlock at his place: (game, monster)."""
    g = quiet_game(["base:michael_mcglen"], ancient_one="base:azathoth")
    inv = g.state.investigators[0]
    inv.cards = []
    inv.clues = clues
    inv.sliders = [3, 0, 0]
    if weapon:
        give(g, 0, weapon)
        if exhausted:
            inv.exhausted.append(inv.cards[0])
    m = put_monster(g, "warlock", inv.where)
    start_combat(g, 0, m, st="round", held=[], cast=[], failed=[])
    return g, m


def test_a_combat_nobody_can_end_stops_instead_of_looping():
    """Michael McGlen (Strong Body) against a 1-damage Warlock he cannot hurt and cannot
    flee: the rules give no way out; the combat ends as if he had fled (recorded decision)."""
    g, m = mcglen_against_a_warlock()
    assert g.choice.kind == "halt"
    assert g.state.stack[-1].get("ret") == "fled"
    assert g.state.monsters[m] == g.state.investigators[0].where  # the Warlock stays where it was
    assert "can harm the other" in log_text(g)


def mcglen_against_a_warlock_while_yibb_tstll_sleeps(sneak_dice: int):
    """As above, with Yibb-Tstll asleep (Evade checks need two successes, KH p.10) and
    ``sneak_dice`` dice to evade the Warlock with (awareness -2)."""
    g = quiet_game(["base:michael_mcglen"], ancient_one="kingsport:yibb_tstll", packs=("base", "kingsport"))
    inv = g.state.investigators[0]
    inv.cards = []
    inv.clues = 0
    inv.sliders = [4 - (sneak_dice + 2), 0, 0]  # Fight 3: no die against combat -3
    assert C.skill_value(g, inv, "sneak") == sneak_dice + 2 and C.skill_value(g, inv, "fight") == 3
    m = put_monster(g, "warlock", inv.where)
    start_combat(g, 0, m, st="round", held=[], cast=[], failed=[])
    return g


def test_one_die_cannot_flee_when_the_evade_check_needs_two_successes():
    """Found by the soak (base+Kingsport, seed 100757: 60,000 answers of one combat): against
    Yibb-Tstll an Evade check needs two successes, a die gives one at most, so one die to
    evade with is no way out; with the 1 damage cancelled by Strong Body and no die to fight
    with, the combat ends as a stalemate (the recorded decision above)."""
    g = mcglen_against_a_warlock_while_yibb_tstll_sleeps(sneak_dice=1)
    assert g.choice.kind == "halt" and g.state.stack[-1].get("ret") == "fled"
    assert "can harm the other" in log_text(g)


def test_two_dice_can_still_flee_when_the_evade_check_needs_two_successes():
    g = mcglen_against_a_warlock_while_yibb_tstll_sleeps(sneak_dice=2)
    assert g.choice.kind == "combat" and "flee" in [o.id for o in g.choice.options]


def test_a_weapon_the_monster_is_immune_to_is_no_way_out_of_a_stalemate():
    # the Sword of Glory is magical and the Warlock has Magical Immunity: readying it adds
    # nothing, so the fight still cannot end (a lab game looped on it for ever)
    g, _ = mcglen_against_a_warlock("base:sword_of_glory")
    assert g.choice.kind == "halt" and g.state.stack[-1].get("ret") == "fled"
    assert "can harm the other" in log_text(g)


def test_an_exhausted_weapon_is_no_way_out_of_a_stalemate():
    """Found by the soak (all three boxes with Bast, seed 104846: 60,000 answers of one
    combat): an exhausted Weapon or Spell cannot be readied again before the Upkeep (base
    p.16, exhausted cards), which a combat never reaches; with nothing else to change the
    fight, it is a stalemate (the recorded decision above) however many dice they would add."""
    g, _ = mcglen_against_a_warlock("base:tommy_gun", exhausted=True)  # +6 physical: a way out while fresh
    assert g.choice.kind == "halt" and g.state.stack[-1].get("ret") == "fled"
    assert "can harm the other" in log_text(g)


def test_a_weapon_that_could_win_the_fight_is_a_way_out():
    g, _ = mcglen_against_a_warlock("base:tommy_gun")  # +6 physical: 6 dice against toughness 2
    assert g.choice.kind == "combat"
    assert "hold:" + g.state.investigators[0].cards[0] in [o.id for o in g.choice.options]


def test_no_stalemate_while_a_clue_token_could_still_help():
    g, _ = mcglen_against_a_warlock(clues=1)
    assert g.choice.kind == "combat"


def test_elder_thing_with_nothing_left_to_take_can_be_a_stalemate_too():
    """Shub-Niggurath (+1 toughness) and Heat Wave (-1 Fight): 2 dice against toughness 3,
    no way to flee, 1 damage that Strong Body cancels, and no Weapon or Spell for the Elder
    Thing to take: the combat cannot change anything, so it ends."""
    g = quiet_game(["base:michael_mcglen"], ancient_one="base:shub_niggurath")
    inv = g.state.investigators[0]
    inv.cards = []
    inv.clues = 0
    inv.sliders = [3, 0, 0]  # Sneak 1, Fight 3
    g.state.environment = "base:heat_wave"
    m = put_monster(g, "elder_thing", inv.where)
    start_combat(g, 0, m, st="round", held=[], cast=[], failed=[])
    assert g.choice.kind == "halt" and g.state.stack[-1].get("ret") == "fled"


def test_elder_thing_is_no_stalemate_while_it_can_still_take_a_spell():
    g = quiet_game(["base:michael_mcglen"], ancient_one="base:shub_niggurath")
    inv = g.state.investigators[0]
    inv.cards = []
    inv.clues = 0
    inv.sliders = [3, 0, 0]
    knife = give(g, 0, "base:knife")
    inv.exhausted.append(knife)  # cannot be readied, but can still be taken
    g.state.environment = "base:heat_wave"
    m = put_monster(g, "elder_thing", inv.where)
    start_combat(g, 0, m, st="round", held=[], cast=[], failed=[])
    assert g.choice.kind == "combat"
