"""Scenario tests for every Spell of the base game (11 kinds). Casting (base p.15):
pay the Sanity cost, then a Lore check at the casting modifier; the cost is paid
even when the check fails. Combat spells last the combat while their hands stay
devoted and are recast every round of the final battle; a failed cast holds its
hands for that combat round; Any Phase spells may be cast during the combat
sequence (KH FAQ). Flesh Ward is the revised card (DH), usable against one
source of Stamina loss even while an encounter resolves (FAQ). Solar Eclipse
forbids spells; Planetary Alignment makes them cost no Sanity."""

from __future__ import annotations

import re

from helpers.coverage_marks import covers

from arkham.rules.classic import core as C
from arkham.testing import answer, give, labels, log_text, open_gate, put, put_monster, quiet_game, rig
from arkham.testing import run_step as _run_step

WHERE = "base:arkham/graveyard"
STREET = "base:arkham/rivertown_streets"
GATE_AT = "base:arkham/the_unnamable"

COMBAT_SPELLS = ("base:wither", "base:shrivelling", "base:dread_curse_of_azathoth")


def caster(g, seat=0, sliders=(0, 3, 3), where=WHERE):
    """Amanda Sharpe with nothing in her hands; sliders (0, 3, 3): Sneak 4, Fight 4,
    Will 1, Lore 4, Luck 1; Sanity and Stamina 5."""
    inv = g.state.investigators[seat]
    for c in list(inv.cards):
        C.discard_card(g, inv, c)
    inv.sliders = list(sliders)
    inv.clues = 0
    inv.money = 0
    put(g, seat, where)
    return inv


def run(g, name, **params):
    """Run one rule step on a fresh scenario stack (nothing left over from an earlier step)."""
    g.state.stack[:] = []
    return _run_step(g, name, **params)


def uses(g, name):
    return [x for x in labels(g) if x.startswith(name + ":")]


def casts(g):
    return [x for x in labels(g) if x.startswith("Cast ")]


def combat(g, m, seat=0):
    """A combat from its first round (after the Horror check): the fight menu."""
    return run(
        g, "combat", who=seat, monster=m, enc_monster=None, after_evade=False, st="round", held=[], cast=[], failed=[]
    )


def fight_dice(g):
    lab = next(x for x in labels(g) if x.startswith("Fight:"))
    return int(re.search(r"Fight: (\d+) dic?e", lab).group(1))


def toughness_shown(g):
    lab = next(x for x in labels(g) if x.startswith("Fight:"))
    return int(re.search(r"toughness (\d+)", lab).group(1))


def attack_dice(g):
    lab = next(x for x in labels(g) if x.startswith("Attack the Ancient One"))
    return int(re.search(r"with (\d+) dic?e", lab).group(1))


def finished(g):
    return g.choice is not None and g.choice.kind == "halt"


def in_deck(g, card):
    return card in g.state.decks[C.card_def(g, card).deck]


def environment(g, short):
    g.state.environment = "base:" + short


def battle(g, seat=0):
    g.state.awakened = True
    g.state.battle = {"round": 1, "tally": 0, "total": 0}
    g.state.doom = g.content.ancient_ones[g.state.ancient_one].doom
    return run(g, "battle.attack", who=seat)


# ------------------------------------------------------------ casting
@covers("base:shrivelling")
def test_cast_pays_sanity_and_rolls_lore_plus_the_casting_modifier(game):
    inv = caster(game)
    spell = give(game, 0, "base:shrivelling")
    m = put_monster(game, "zombie", WHERE)  # combat -1, toughness 1
    combat(game, m)
    assert fight_dice(game) == 3
    assert casts(game) == ["Cast Shrivelling (Lore -1, 1 Sanity) for +6"]
    rig(game, 1, 1, 5, 2)
    answer(game, "Cast Shrivelling")
    assert game.state.rig == [2]  # Lore 4 - 1: 3 dice
    assert inv.sanity == 4 and spell in inv.exhausted
    assert fight_dice(game) == 9  # +6 while its hand holds it


@covers("base:shrivelling", "base:dread_curse_of_azathoth")
def test_failed_cast_still_costs_sanity_and_holds_its_hands_for_the_round(game):
    inv = caster(game)
    curse = give(game, 0, "base:dread_curse_of_azathoth")
    give(game, 0, "base:shrivelling")
    give(game, 0, "base:enchanted_knife")
    m = put_monster(game, "star_spawn", WHERE)  # combat -3, 3 Stamina damage, toughness 3
    combat(game, m)
    rig(game, 1, 4)  # Lore 4 - 2: 2 dice, no success
    answer(game, "Cast Dread Curse of Azathoth")
    assert inv.sanity == 3 and curse in inv.exhausted
    assert fight_dice(game) == 1  # no bonus
    assert casts(game) == [] and not [x for x in labels(game) if x.startswith("Ready")]  # both hands busy
    rig(game, 1)
    answer(game, "Fight:")
    assert inv.stamina == 2
    assert "Ready Enchanted Knife (+3)" in labels(game)  # the next round the hands are free
    assert any(x.startswith("Cast Shrivelling") for x in labels(game))
    assert not any(x.startswith("Cast Dread Curse") for x in labels(game))  # exhausted


@covers("base:wither")
def test_combat_spell_lasts_the_combat_while_its_hand_stays_devoted(game):
    inv = caster(game)
    wither = give(game, 0, "base:wither")
    m = put_monster(game, "star_spawn", WHERE)
    combat(game, m)
    assert casts(game) == ["Cast Wither (Lore +0, 0 Sanity) for +3"]
    rig(game, 5, 1, 1, 1)
    answer(game, "Cast Wither")
    assert inv.sanity == 5  # no Sanity cost
    assert fight_dice(game) == 4
    rig(game, 1, 1, 1, 1)
    answer(game, "Fight:")
    assert inv.stamina == 2
    assert fight_dice(game) == 4  # round 2: still +3, no recast
    answer(game, "Put away Wither")
    assert fight_dice(game) == 1  # released: it stops working
    assert casts(game) == [] and wither in inv.exhausted  # and cannot be cast again this combat


@covers("base:dread_curse_of_azathoth", "base:wither")
def test_combat_spells_are_recast_every_round_of_the_final_battle(game):
    inv = caster(game)
    curse = give(game, 0, "base:dread_curse_of_azathoth")
    battle(game)
    base = attack_dice(game)
    rig(game, 6, 6)
    answer(game, "Cast Dread Curse of Azathoth")
    assert inv.sanity == 3 and attack_dice(game) == base + 9
    rig(game, *[1] * 20)
    answer(game, "Attack the Ancient One")
    run(game, "upkeep.inv", who=0)  # the next round begins with a refresh
    assert curse not in inv.exhausted
    battle(game)
    assert attack_dice(game) == base  # the bonus is gone: cast it again
    assert casts(game) == ["Cast Dread Curse of Azathoth (Lore -2, 2 Sanity) for +9"]


@covers("base:wither", "base:shrivelling")
def test_combat_spell_bonus_is_magical(game):
    caster(game)
    give(game, 0, "base:wither")
    give(game, 0, "base:shrivelling")
    m = put_monster(game, "witch", WHERE)  # magical resistance: halved, rounded up
    combat(game, m)
    assert "Cast Wither (Lore +0, 0 Sanity) for +2" in labels(game)
    assert "Cast Shrivelling (Lore -1, 1 Sanity) for +3" in labels(game)


# ------------------------------------------------------------ Bind Monster
@covers("base:bind_monster")
def test_bind_monster_needs_successes_equal_to_toughness_then_passes_the_check(game):
    inv = caster(game)
    bind = give(game, 0, "base:bind_monster")
    m = put_monster(game, "star_spawn", WHERE)  # toughness 3
    combat(game, m)
    rig(game, 5, 5, 6, 1, 1, 1, 1, 1)  # Lore 4 + 4: 8 dice, 3 successes
    answer(game, "Bind Monster:")
    assert game.state.rig == []
    assert inv.sanity == 3 and bind not in inv.cards and in_deck(game, bind)
    rig(game, 1, 1, 1, 1)
    answer(game, "Fight:")
    assert m in inv.monster_trophies


@covers("base:bind_monster")
def test_bind_monster_with_too_few_successes_fails(game):
    inv = caster(game)
    give(game, 0, "base:bind_monster")
    m = put_monster(game, "star_spawn", WHERE)
    combat(game, m)
    rig(game, 5, 5, 1, 1, 1, 1, 1, 1)  # 2 of 3
    answer(game, "Bind Monster:")
    assert inv.sanity == 3
    rig(game, 1, 1, 1, 1)
    answer(game, "Fight:")
    assert m not in inv.monster_trophies and inv.stamina == 2


@covers("base:bind_monster")
def test_bind_monster_needs_both_hands_and_is_no_use_against_the_ancient_one(game):
    caster(game)
    give(game, 0, "base:bind_monster")
    give(game, 0, "base:enchanted_knife")
    m = put_monster(game, "star_spawn", WHERE)
    combat(game, m)
    assert uses(game, "Bind Monster")
    answer(game, "Ready Enchanted Knife")
    assert not uses(game, "Bind Monster")
    C.to_cup(game, m)
    battle(game)
    assert not uses(game, "Bind Monster")


# ------------------------------------------------------------ Enchant Weapon
@covers("base:enchant_weapon")
def test_enchant_weapon_makes_a_physical_weapon_magical_this_combat(game):
    inv = caster(game)
    give(game, 0, "base:revolver_38")  # physical +3
    ench = give(game, 0, "base:enchant_weapon")
    m = put_monster(game, "ghost", WHERE)  # physical immunity, combat -3
    combat(game, m)
    assert not uses(game, "Enchant Weapon")  # no physical weapon readied yet
    answer(game, "Ready .38 Revolver (+0)")
    assert fight_dice(game) == 1
    rig(game, 5, 1, 1, 1)  # Lore 4 + 0
    answer(game, "Enchant Weapon:")
    assert inv.sanity == 4 and ench in inv.exhausted
    assert fight_dice(game) == 4  # +3 again: now a magical weapon


# ------------------------------------------------------------ Find Gate
@covers("base:find_gate")
def test_find_gate_returns_to_arkham_with_an_explored_marker(game):
    inv = caster(game)
    spell = give(game, 0, "base:find_gate")
    open_gate(game, GATE_AT, "base:world/abyss")
    inv.where, inv.stage = "base:world/abyss", 1
    run(game, "movement.inv", who=0)
    assert labels(game) == ["Move on as usual", "Find Gate: Cast and exhaust: return to Arkham now"]
    rig(game, 6, 1, 1)  # Lore 4 - 1: 3 dice
    answer(game, "Find Gate:")
    assert inv.where == GATE_AT and inv.stage == 0
    assert inv.explored  # KH FAQ: an explored marker
    assert inv.sanity == 4 and spell in inv.exhausted


@covers("base:find_gate")
def test_find_gate_failed_cast_costs_sanity_and_he_moves_on_as_usual(game):
    inv = caster(game)
    give(game, 0, "base:find_gate")
    open_gate(game, GATE_AT, "base:world/abyss")
    inv.where, inv.stage = "base:world/abyss", 1
    run(game, "movement.inv", who=0)
    rig(game, 1, 1, 1)
    answer(game, "Find Gate:")
    assert inv.where == "base:world/abyss" and inv.stage == 2 and inv.sanity == 4


@covers("base:find_gate")
def test_find_gate_is_not_cast_in_arkham(game):
    caster(game, where=STREET)
    give(game, 0, "base:find_gate")
    run(game, "movement.inv", who=0)
    assert not uses(game, "Find Gate")


# ------------------------------------------------------------ Flesh Ward
@covers("base:flesh_ward")
def test_flesh_ward_ignores_a_stamina_loss_even_mid_encounter(game):
    inv = caster(game)
    ward = give(game, 0, "base:flesh_ward")
    encounter = [{"op": "lose", "what": "stamina", "n": 3}, {"op": "gain", "what": "clues", "n": 1}]
    run(game, "fx", who=0, seat=0, ops=encounter, i=0, ctx={})
    assert labels(game) == ["Take the loss", "Flesh Ward: Cast and exhaust: ignore this Stamina loss"]
    rig(game, 5, 1)  # Lore 4 - 2: 2 dice
    answer(game, "Flesh Ward:")
    assert game.state.rig == []
    assert inv.stamina == 5 and inv.sanity == 4 and ward in inv.exhausted
    assert inv.clues == 1  # the encounter goes on


@covers("base:flesh_ward")
def test_flesh_ward_failed_cast_costs_sanity_and_the_loss_stands(game):
    inv = caster(game)
    give(game, 0, "base:flesh_ward")
    run(game, "loss", who=0, stamina=3, why="an encounter")
    rig(game, 1, 1)
    answer(game, "Flesh Ward:")
    assert inv.stamina == 2 and inv.sanity == 4


@covers("base:flesh_ward")
def test_flesh_ward_covers_one_failed_combat_check_not_the_whole_combat(game):
    inv = caster(game, sliders=(0, 0, 3))  # Fight 1
    give(game, 0, "base:flesh_ward")
    m = put_monster(game, "star_spawn", WHERE)
    combat(game, m)
    answer(game, "Fight:")  # no dice: fails
    rig(game, 6, 6)
    answer(game, "Flesh Ward:")
    assert inv.stamina == 5
    answer(game, "Fight:")
    assert inv.stamina == 2  # exhausted: the second blow lands


@covers("base:flesh_ward")
def test_flesh_ward_is_not_for_sanity_and_is_lost_when_the_ancient_one_awakens(game):
    inv = caster(game)
    ward = give(game, 0, "base:flesh_ward")
    run(game, "loss", who=0, sanity=2, why="an encounter")
    assert finished(game) and inv.sanity == 3
    game.state.awakened = True
    run(game, "battle.start", who=-1)
    assert ward not in inv.cards and in_deck(game, ward)


# ------------------------------------------------------------ Heal
@covers("base:heal")
def test_heal_gives_successes_as_stamina_to_one_investigator_here():
    g = quiet_game(["base:amanda_sharpe", "base:joe_diamond"])
    amanda = caster(g)
    joe = g.state.investigators[1]
    joe.cards = []
    put(g, 1, WHERE)
    joe.stamina = 2
    heal = give(g, 0, "base:heal")
    run(g, "upkeep.inv", who=0)
    rig(g, 5, 6, 1, 1, 1)  # Lore 4 + 1: 5 dice, 2 successes
    answer(g, "Heal:")
    while g.choice.kind == "check":
        answer(g, "Keep")
    assert g.state.rig == []
    assert labels(g) == ["Amanda Sharpe", "Joe Diamond"]
    answer(g, "Joe Diamond")
    assert joe.stamina == 4 and amanda.stamina == 5
    assert amanda.sanity == 4 and heal in amanda.exhausted


@covers("base:heal")
def test_heal_is_an_upkeep_spell_only(game):
    caster(game, where=STREET)
    give(game, 0, "base:heal")
    game.state.investigators[0].stamina = 2
    run(game, "movement.inv", who=0)
    assert not uses(game, "Heal")
    run(game, "upkeep.inv", who=0)
    assert uses(game, "Heal")


# ------------------------------------------------------------ Mists of Releh
@covers("base:mists_of_releh")
def test_mists_of_releh_casting_modifier_is_the_monsters_awareness(game):
    inv = caster(game)
    mists = give(game, 0, "base:mists_of_releh")
    m = put_monster(game, "zombie", WHERE)  # awareness +1
    run(game, "face", who=0, monster=m)
    answer(game, "Evade")
    rig(game, 1, 1, 1, 1, 5, 6)
    answer(game, "Mists of Releh:")
    assert game.state.rig == [6]  # Lore 4 + 1: 5 dice
    assert game.state.stack[-1].get("ret") == "evaded"
    assert inv.sanity == 5 and mists in inv.exhausted  # no Sanity cost
    C.to_cup(game, m)
    inv.exhausted.clear()
    game.state.rig.clear()
    m = put_monster(game, "cultist", WHERE)  # awareness -3
    run(game, "face", who=0, monster=m)
    answer(game, "Evade")
    rig(game, 5, 6)
    answer(game, "Mists of Releh:")
    assert game.state.rig == [6]  # Lore 4 - 3: 1 die


@covers("base:mists_of_releh")
def test_mists_of_releh_failed_leaves_the_evade_check_to_make(game):
    caster(game)
    give(game, 0, "base:mists_of_releh")
    m = put_monster(game, "cultist", WHERE)
    run(game, "face", who=0, monster=m)
    answer(game, "Evade")
    rig(game, 1, 5, 2)  # Lore 4 - 3 fails; then Sneak 4 - 3: 1 die
    answer(game, "Mists of Releh:")
    assert game.state.stack[-1].get("ret") == "evaded"
    assert game.state.rig == [2]


# ------------------------------------------------------------ Red Sign
@covers("base:red_sign_of_shudde_mell")
def test_red_sign_lowers_toughness_and_ignores_a_chosen_ability(game):
    inv = caster(game)
    sign = give(game, 0, "base:red_sign_of_shudde_mell")
    give(game, 0, "base:revolver_38")
    give(game, 0, "base:enchanted_knife")
    m = put_monster(game, "dark_young", WHERE)  # physical resistance, nightmarish, toughness 3
    combat(game, m)
    answer(game, "Ready .38 Revolver (+2)")  # halved, rounded up
    assert toughness_shown(game) == 3
    rig(game, 6, 1, 1)  # Lore 4 - 1
    answer(game, "Red Sign of Shudde M'ell:")
    assert sorted(labels(game)) == ["Nightmarish", "Physical resistance"]
    answer(game, "Physical resistance")
    assert inv.sanity == 4 and sign in inv.exhausted
    assert toughness_shown(game) == 2
    assert "Ready" not in " ".join(labels(game))  # the revolver and the Red Sign: both hands
    fight = fight_dice(game)
    assert fight == 4 - 1 + 3  # the full +3 now
    answer(game, "Put away Red Sign of Shudde M'ell")  # released: it stops working (KH FAQ)
    assert toughness_shown(game) == 3 and fight_dice(game) == 4 - 1 + 2


@covers("base:red_sign_of_shudde_mell")
def test_red_sign_failed_cast_holds_its_hand_for_the_round(game):
    inv = caster(game)
    give(game, 0, "base:red_sign_of_shudde_mell")
    give(game, 0, "base:revolver_38")
    give(game, 0, "base:enchanted_knife")
    m = put_monster(game, "star_spawn", WHERE)
    combat(game, m)
    answer(game, "Ready .38 Revolver")
    rig(game, 1, 1, 1)
    answer(game, "Red Sign of Shudde M'ell:")
    assert inv.sanity == 4 and toughness_shown(game) == 3
    assert "Ready Enchanted Knife" not in " ".join(labels(game))
    rig(game, *[1] * 4)
    answer(game, "Fight:")
    assert "Ready Enchanted Knife (+3)" in labels(game)  # the next round the hand is free


@covers("base:red_sign_of_shudde_mell")
def test_red_sign_never_below_one_and_never_magical_immunity(game):
    caster(game)
    give(game, 0, "base:red_sign_of_shudde_mell")
    give(game, 0, "base:enchanted_knife")
    m = put_monster(game, "warlock", WHERE)  # magical immunity, toughness 2
    combat(game, m)
    answer(game, "Ready Enchanted Knife (+0)")
    rig(game, 6, 1, 1)
    answer(game, "Red Sign of Shudde M'ell:")
    assert toughness_shown(game) == 1
    assert fight_dice(game) == 4 - 3  # the knife still gives nothing
    C.to_cup(game, m)
    g = quiet_game()
    caster(g)
    give(g, 0, "base:red_sign_of_shudde_mell")
    m = put_monster(g, "cultist", WHERE)  # toughness 1
    combat(g, m)
    rig(g, 6, 1, 1)
    answer(g, "Red Sign of Shudde M'ell:")
    assert toughness_shown(g) == 1


# ------------------------------------------------------------ Voice of Ra
@covers("base:voice_of_ra")
def test_voice_of_ra_adds_one_to_every_check_until_the_turn_ends(game):
    inv = caster(game)
    voice = give(game, 0, "base:voice_of_ra")
    run(game, "upkeep.inv", who=0)
    rig(game, 5, 1, 1)  # Lore 4 - 1
    answer(game, "Voice of Ra:")
    assert inv.sanity == 4 and voice in inv.exhausted
    assert C.skill_value(game, inv, "sneak") == 5 and C.skill_value(game, inv, "luck") == 2
    m = put_monster(game, "cultist", WHERE)
    run(game, "face", who=0, monster=m)
    assert labels(game)[0].startswith("Evade Cultist (Sneak 5")
    game.state.turn += 1
    assert C.skill_value(game, inv, "sneak") == 4


# ------------------------------------------------- Solar Eclipse, Planetary Alignment
@covers(
    *COMBAT_SPELLS,
    "base:bind_monster",
    "base:enchant_weapon",
    "base:find_gate",
    "base:flesh_ward",
    "base:heal",
    "base:mists_of_releh",
    "base:red_sign_of_shudde_mell",
    "base:voice_of_ra",
)
def test_solar_eclipse_no_spell_can_be_cast(game):
    inv = caster(game)
    environment(game, "solar_eclipse")
    for s in (
        "wither",
        "shrivelling",
        "dread_curse_of_azathoth",
        "bind_monster",
        "enchant_weapon",
        "find_gate",
        "flesh_ward",
        "heal",
        "mists_of_releh",
        "red_sign_of_shudde_mell",
        "voice_of_ra",
    ):
        give(game, 0, "base:" + s)
    give(game, 0, "base:revolver_38")
    inv.stamina = 3
    run(game, "upkeep.inv", who=0)
    assert not uses(game, "Heal") and not uses(game, "Voice of Ra")
    m = put_monster(game, "cultist", WHERE)
    combat(game, m)
    answer(game, "Ready .38 Revolver")
    assert casts(game) == [] and not [x for x in labels(game) if ":" in x and not x.startswith("Fight")]
    run(game, "face", who=0, monster=m)
    rig(game, 5)
    answer(game, "Evade")  # no Mists offered: the check is made at once
    assert game.state.rig == [] and game.state.stack[-1].get("ret") == "evaded"
    run(game, "loss", who=0, stamina=1, why="an encounter")
    assert finished(game)
    inv.where, inv.stage = "base:world/abyss", 1
    run(game, "movement.inv", who=0)
    assert finished(game) and inv.stage == 2  # no Find Gate


@covers("base:flesh_ward", "base:dread_curse_of_azathoth")
def test_planetary_alignment_spells_cost_no_sanity(game):
    inv = caster(game)
    environment(game, "planetary_alignment")
    give(game, 0, "base:flesh_ward")
    give(game, 0, "base:dread_curse_of_azathoth")
    inv.sanity = 1  # too little for the Curse's usual 2
    m = put_monster(game, "star_spawn", WHERE)
    combat(game, m)
    assert casts(game) == ["Cast Dread Curse of Azathoth (Lore -2, 0 Sanity) for +9"]
    rig(game, 6, 1)
    answer(game, "Cast Dread Curse")
    assert inv.sanity == 1
    assert fight_dice(game) == 10
    rig(game, *[1] * 10)
    answer(game, "Fight:")
    rig(game, 6, 1)
    answer(game, "Flesh Ward:")
    assert inv.sanity == 1 and inv.stamina == 5
    assert "casting" not in log_text(game).split("Flesh Ward")[-1]


@covers("base:red_sign_of_shudde_mell")
def test_red_sign_cast_before_the_horror_check_cancels_nightmarish(game):
    inv = caster(game, sliders=(0, 0, 3))  # Will 4, Lore 4
    give(game, 0, "base:red_sign_of_shudde_mell")
    m = put_monster(game, "dark_young", WHERE)  # horror +0, Nightmarish 1
    run(game, "combat", who=0, monster=m, enc_monster=None, after_evade=False)
    assert labels(game)[0].startswith("Make the Horror check")
    rig(game, 6, 1, 1, 5, 1, 1, 1)  # KH FAQ: Any Phase spells before the Horror check
    answer(game, "Red Sign of Shudde M'ell:")
    answer(game, "Nightmarish")  # then the Horror check (Will 4): passed
    assert game.state.rig == []
    assert inv.sanity == 4  # the Red Sign's cost only: no Nightmarish loss
    assert toughness_shown(game) == 2
