"""Scenario tests for every Unique Item of the base game (26 kinds): rigged dice, a
board set in a few lines, choices answered by their labels, and assertions on what
a player sees on the table. Card facts: the base Unique Item cards; Healing Stone
in its revised (Dunwich Horror) form; rulings from the DH/KH FAQ."""

from __future__ import annotations

import re

from helpers.coverage_marks import covers

from arkham.rules.classic import core as C
from arkham.testing import answer, give, labels, log_text, open_gate, put_monster, quiet_game, rig
from arkham.testing import run_step as _run_step
from helpers.hands import bare_in_graveyard

STREET = "base:arkham/rivertown_streets"
WHERE = "base:arkham/graveyard"  # a Rivertown location
GATE_AT = "base:arkham/the_unnamable"  # a gate location (Merchant District)
OTHER_GATE = "base:arkham/woods"


def run(g, name, **params):
    """Run one rule step on a fresh scenario stack (nothing left over from an earlier step)."""
    g.state.stack[:] = []
    return _run_step(g, name, **params)


def uses(g, name):
    return [x for x in labels(g) if x.startswith(name + ":")]


def move(g, pts=4, seat=0):
    inv = g.state.investigators[seat]
    return run(g, "move", who=seat, pts=pts, full=pts, start=inv.where)


def pts_left(g):
    hits = [int(m.group(1)) for x in labels(g) if (m := re.search(r"\((\d+) movement left\)", x))]
    return hits[0] if hits else 0


def combat(g, m, seat=0):
    """A combat from its first round (no Horror check): the board shows the fight menu."""
    return run(
        g, "combat", who=seat, monster=m, enc_monster=None, after_evade=False, st="round", held=[], cast=[], failed=[]
    )


def fight_dice(g):
    lab = next(x for x in labels(g) if x.startswith("Fight:"))
    return int(re.search(r"Fight: (\d+) dic?e", lab).group(1))


def toughness_shown(g):
    lab = next(x for x in labels(g) if x.startswith("Fight:"))
    return int(re.search(r"toughness (\d+)", lab).group(1))


def in_deck(g, card):
    return card in g.state.decks[C.card_def(g, card).deck]


def finished(g):
    return g.choice is not None and g.choice.kind == "halt"


def to_other_world(g, seat, world, stage=1):
    inv = g.state.investigators[seat]
    inv.where = world
    inv.stage = stage


def battle(g, seat=0):
    """The Ancient One is awake: this investigator's attack in a round of the final battle."""
    g.state.awakened = True
    g.state.battle = {"round": 1, "tally": 0, "total": 0}
    g.state.doom = g.content.ancient_ones[g.state.ancient_one].doom
    return run(g, "battle.attack", who=seat)


# ------------------------------------------------------------------ tomes
def read(g, card_name):
    move(g)
    answer(g, card_name + ":")


@covers("base:book_of_dzyan")
def test_book_of_dzyan_lore_minus_one_spell_for_sanity_second_mark_discards(game):
    inv = bare_in_graveyard(game, sliders=(0, 0, 3), where=STREET)  # Lore 4: 3 dice at -1
    book = give(game, 0, "base:book_of_dzyan")
    spells = len(game.state.decks["spell"])
    rig(game, 5, 1, 1)
    read(game, "Book of Dzyan")
    assert pts_left(game) == 2  # 2 movement points spent
    assert len([c for c in inv.cards if C.card_def(game, c).deck == "spell"]) == 1
    assert len(game.state.decks["spell"]) == spells - 1
    assert inv.sanity == 4
    assert book in inv.cards and book in inv.exhausted  # one mark on it, kept
    assert not uses(game, "Book of Dzyan")  # exhausted: not offered again
    inv.exhausted.clear()  # next turn's refresh
    rig(game, 6, 1, 1)
    read(game, "Book of Dzyan")
    assert inv.sanity == 3
    assert book not in inv.cards and in_deck(game, book)  # the second mark discards it


@covers("base:book_of_dzyan")
def test_tome_failed_check_costs_movement_and_exhausts_but_gives_nothing(game):
    inv = bare_in_graveyard(game, sliders=(0, 0, 3), where=STREET)
    book = give(game, 0, "base:book_of_dzyan")
    rig(game, 1, 2, 3)
    read(game, "Book of Dzyan")
    assert pts_left(game) == 2
    assert inv.sanity == 5 and inv.cards == [book] and book in inv.exhausted


@covers("base:cabala_of_saboth")
def test_cabala_of_saboth_lore_minus_two_draws_a_skill_then_discarded(game):
    inv = bare_in_graveyard(game, sliders=(0, 0, 3), where=STREET)  # Lore 4 - 2: 2 dice
    book = give(game, 0, "base:cabala_of_saboth")
    rig(game, 6, 1)
    read(game, "Cabala of Saboth")
    assert len(labels(game)) == 2  # Amanda's Studious: two Skills, keep one
    answer(game, labels(game)[0])
    assert [C.card_def(game, c).deck for c in inv.cards] == ["skill"]
    assert in_deck(game, book)
    assert inv.sanity == 5 and pts_left(game) == 2
    assert game.state.rig == []  # exactly two dice


@covers("base:cultes_des_goules")
def test_cultes_des_goules_spell_and_clue_for_two_sanity_then_discarded(game):
    inv = bare_in_graveyard(game, sliders=(0, 0, 3), where=STREET)
    book = give(game, 0, "base:cultes_des_goules")
    rig(game, 1, 5)
    read(game, "Cultes des Goules")
    assert [C.card_def(game, c).deck for c in inv.cards] == ["spell"]
    assert inv.clues == 1 and inv.sanity == 3
    assert in_deck(game, book) and pts_left(game) == 2


@covers("base:nameless_cults")
def test_nameless_cults_one_movement_lore_minus_one_spell_for_one_sanity(game):
    inv = bare_in_graveyard(game, sliders=(0, 0, 3), where=STREET)  # Lore 4 - 1: 3 dice
    book = give(game, 0, "base:nameless_cults")
    rig(game, 1, 1, 5)
    read(game, "Nameless Cults")
    assert pts_left(game) == 3  # only 1 movement point
    assert [C.card_def(game, c).deck for c in inv.cards] == ["spell"]
    assert inv.sanity == 4 and in_deck(game, book)


@covers("base:necronomicon")
def test_necronomicon_spell_for_two_sanity_and_the_book_is_kept(game):
    inv = bare_in_graveyard(game, sliders=(0, 0, 3), where=STREET)
    book = give(game, 0, "base:necronomicon")
    rig(game, 5, 5)
    read(game, "Necronomicon")
    assert inv.sanity == 3
    assert book in inv.cards and book in inv.exhausted
    assert sum(C.card_def(game, c).deck == "spell" for c in inv.cards) == 1


@covers("base:the_king_in_yellow")
def test_king_in_yellow_four_clues_for_one_sanity_then_discarded(game):
    inv = bare_in_graveyard(game, sliders=(0, 0, 3), where=STREET)
    book = give(game, 0, "base:the_king_in_yellow")
    rig(game, 5, 1)
    read(game, "The King in Yellow")
    assert inv.clues == 4 and inv.sanity == 4
    assert in_deck(game, book) and pts_left(game) == 2


@covers(
    "base:necronomicon",
    "base:book_of_dzyan",
    "base:cabala_of_saboth",
    "base:cultes_des_goules",
    "base:nameless_cults",
    "base:the_king_in_yellow",
    "base:alien_statue",
    "base:ancient_tablet",
)
def test_movement_items_cannot_be_used_in_an_other_world(game):
    inv = bare_in_graveyard(game, sliders=(0, 0, 3))
    for c in (
        "necronomicon",
        "book_of_dzyan",
        "cabala_of_saboth",
        "cultes_des_goules",
        "nameless_cults",
        "the_king_in_yellow",
        "alien_statue",
        "ancient_tablet",
    ):
        give(game, 0, "base:" + c)
    to_other_world(game, 0, "base:world/abyss")
    run(game, "movement.inv", who=0)
    assert finished(game)  # nothing offered: he simply moves on
    assert inv.stage == 2 and not inv.exhausted and inv.sanity == 5


@covers("base:necronomicon")
def test_tome_needs_enough_movement_points(game):
    bare_in_graveyard(game, sliders=(0, 0, 3), where=STREET)
    give(game, 0, "base:necronomicon")
    move(game, pts=1)
    assert not uses(game, "Necronomicon")
    move(game, pts=2)
    assert uses(game, "Necronomicon")


# ------------------------------------------------------- other movement items
@covers("base:alien_statue")
def test_alien_statue_success_gives_three_clues_or_a_spell(game):
    inv = bare_in_graveyard(game, where=STREET)
    statue = give(game, 0, "base:alien_statue")
    move(game)
    rig(game, 6)
    answer(game, "Alien Statue:")
    assert labels(game) == ["Draw 1 Spell", "Gain 3 Clue tokens"]
    answer(game, "Gain 3 Clue tokens")
    assert inv.clues == 3 and inv.sanity == 4
    assert statue in inv.exhausted and pts_left(game) == 2


@covers("base:alien_statue")
def test_alien_statue_failure_costs_two_stamina(game):
    inv = bare_in_graveyard(game, where=STREET)
    give(game, 0, "base:alien_statue")
    move(game)
    rig(game, 4)
    answer(game, "Alien Statue:")
    assert inv.stamina == 3 and inv.sanity == 4 and inv.clues == 0
    assert not any(C.card_def(game, c).deck == "spell" for c in inv.cards)


@covers("base:ancient_tablet")
def test_ancient_tablet_two_dice_spell_per_success_two_clues_per_failure(game):
    inv = bare_in_graveyard(game, where=STREET)
    tablet = give(game, 0, "base:ancient_tablet")
    move(game)
    rig(game, 5, 2)
    answer(game, "Ancient Tablet:")
    assert inv.clues == 2
    assert [C.card_def(game, c).deck for c in inv.cards] == ["spell"]
    assert in_deck(game, tablet) and pts_left(game) == 1


@covers("base:ruby_of_rlyeh")
def test_ruby_of_rlyeh_gives_three_more_movement_points(game):
    bare_in_graveyard(game, where=STREET)  # Speed 1
    run(game, "movement.inv", who=0)
    assert pts_left(game) == 1
    give(game, 0, "base:ruby_of_rlyeh")
    run(game, "movement.inv", who=0)
    assert pts_left(game) == 4
    assert not game.state.investigators[0].exhausted  # no exhausting needed


# ------------------------------------------------------------ weapons
@covers("base:enchanted_blade", "base:enchanted_knife")
def test_enchanted_blade_and_knife_are_one_handed_magical_weapons(game):
    inv = bare_in_graveyard(game, sliders=(0, 3, 0))  # Fight 4
    blade = give(game, 0, "base:enchanted_blade")
    knife = give(game, 0, "base:enchanted_knife")
    m = put_monster(game, "ghost", WHERE)  # physical immunity, combat -3, toughness 1
    combat(game, m)
    assert fight_dice(game) == 1
    assert "Ready Enchanted Blade (+4)" in labels(game) and "Ready Enchanted Knife (+3)" in labels(game)
    answer(game, "Ready Enchanted Blade")
    answer(game, "Ready Enchanted Knife")
    assert fight_dice(game) == 8  # both hands: +4 +3, magic beats physical immunity
    rig(game, *[1] * 7, 5)
    answer(game, "Fight:")
    assert m in inv.monster_trophies
    assert blade in inv.cards and knife in inv.cards  # standard weapons are kept


@covers("base:lamp_of_alhazred", "base:sword_of_glory")
def test_lamp_and_sword_take_both_hands(game):
    bare_in_graveyard(game, sliders=(0, 3, 0))
    give(game, 0, "base:lamp_of_alhazred")
    give(game, 0, "base:sword_of_glory")
    give(game, 0, "base:enchanted_knife")
    m = put_monster(game, "vampire", WHERE)  # physical resistance, combat -3
    combat(game, m)
    answer(game, "Ready Lamp of Alhazred (+5)")
    assert fight_dice(game) == 1 + 5
    assert not [x for x in labels(game) if x.startswith("Ready")]  # no hand left
    answer(game, "Put away Lamp of Alhazred")
    rig(game, 1)
    answer(game, "Fight:")  # a round passes: the lamp may come back
    assert "Ready Sword of Glory (+6)" in labels(game)
    answer(game, "Ready Sword of Glory")
    assert fight_dice(game) == 1 + 6  # magical: resistance to physical does not halve it


@covers("base:holy_water")
def test_holy_water_plus_six_once_then_discarded_even_on_a_failure(game):
    inv = bare_in_graveyard(game, sliders=(0, 3, 0))
    water = give(game, 0, "base:holy_water")
    m = put_monster(game, "ghost", WHERE)
    combat(game, m)
    answer(game, "Ready Holy Water (+6)")
    assert fight_dice(game) == 7
    rig(game, *[1] * 7)
    answer(game, "Fight:")
    assert water not in inv.cards and in_deck(game, water)
    assert inv.stamina == 3  # the ghost's 2 damage
    assert "Ready Holy Water" not in " ".join(labels(game))


@covers("base:powder_of_ibn_ghazi")
def test_powder_of_ibn_ghazi_plus_nine_costs_one_sanity_and_is_used_up(game):
    inv = bare_in_graveyard(game, sliders=(0, 3, 0))
    powder = give(game, 0, "base:powder_of_ibn_ghazi")
    m = put_monster(game, "star_spawn", WHERE)  # combat -3, toughness 3
    combat(game, m)
    answer(game, "Ready Powder of Ibn-Ghazi (+9)")
    assert fight_dice(game) == 10
    rig(game, 5, 5, 5, *[1] * 7)
    answer(game, "Fight:")
    assert m in inv.monster_trophies
    assert inv.sanity == 4
    assert powder not in inv.cards and in_deck(game, powder)


# ------------------------------------------------------- combat items
@covers("base:blue_watcher_of_the_pyramid")
def test_blue_watcher_passes_a_combat_check_for_two_stamina(game):
    inv = bare_in_graveyard(game)  # Fight 1
    watcher = give(game, 0, "base:blue_watcher_of_the_pyramid")
    m = put_monster(game, "star_spawn", WHERE)
    combat(game, m)
    assert fight_dice(game) == 0
    answer(game, "Blue Watcher of the Pyramid: Lose 2 Stamina")
    assert inv.stamina == 3 and watcher not in inv.cards and in_deck(game, watcher)
    answer(game, "Fight:")
    assert m in inv.monster_trophies


@covers("base:blue_watcher_of_the_pyramid")
def test_blue_watcher_closes_a_gate_without_a_check(game):
    inv = bare_in_graveyard(game, where=GATE_AT)
    give(game, 0, "base:blue_watcher_of_the_pyramid")
    open_gate(game, GATE_AT, "base:world/abyss")
    open_gate(game, OTHER_GATE, "base:world/yuggoth")  # not the last gate: the game goes on
    inv.explored = True
    run(game, "gate.close", who=0, area=GATE_AT)
    answer(game, "Blue Watcher of the Pyramid: Lose 2 Stamina, discard: close this gate")
    assert GATE_AT not in game.state.gates
    assert len(inv.gate_trophies) == 1 and inv.stamina == 3
    assert game.state.rig == []


@covers("base:blue_watcher_of_the_pyramid")
def test_blue_watcher_passes_the_close_check_and_the_gate_may_still_be_sealed(game):
    inv = bare_in_graveyard(game, where=GATE_AT, clues=5)
    give(game, 0, "base:blue_watcher_of_the_pyramid")
    open_gate(game, GATE_AT, "base:world/abyss")
    open_gate(game, OTHER_GATE, "base:world/yuggoth")
    inv.explored = True
    run(game, "gate.close", who=0, area=GATE_AT)
    answer(game, "Blue Watcher of the Pyramid: Lose 2 Stamina, discard: close this gate")
    assert labels(game) == ["Seal it (5 Clue tokens)", "Just close it"]
    answer(game, "Seal it")
    assert game.state.seals[GATE_AT] == "clues" and inv.clues == 0


@covers("base:blue_watcher_of_the_pyramid", "base:flute_of_the_outer_gods")
def test_blue_watcher_and_flute_are_useless_against_the_ancient_one(game):
    bare_in_graveyard(game)
    give(game, 0, "base:blue_watcher_of_the_pyramid")
    give(game, 0, "base:flute_of_the_outer_gods")
    battle(game)
    assert labels(game)[0].startswith("Attack the Ancient One")
    assert not uses(game, "Blue Watcher of the Pyramid") and not uses(game, "Flute of the Outer Gods")


@covers("base:flute_of_the_outer_gods")
def test_flute_defeats_every_monster_in_the_area(game):
    inv = bare_in_graveyard(game)
    flute = give(game, 0, "base:flute_of_the_outer_gods")
    a = put_monster(game, "star_spawn", WHERE)
    b = put_monster(game, "zombie", WHERE)
    far = put_monster(game, "cultist", STREET)
    combat(game, a)
    answer(game, "Flute of the Outer Gods:")
    assert inv.sanity == 2 and inv.stamina == 2
    assert flute not in inv.cards
    assert a in inv.monster_trophies
    assert b in inv.monster_trophies  # the zombie is defeated too
    assert C.monsters_at(game, WHERE) == [] and game.state.monsters[far] == STREET
    assert game.state.rig == []  # no Combat check was made


@covers("base:warding_statue")
def test_warding_statue_reduces_a_monsters_combat_damage_to_zero(game):
    inv = bare_in_graveyard(game)
    statue = give(game, 0, "base:warding_statue")
    m = put_monster(game, "star_spawn", WHERE)  # 3 Stamina damage
    combat(game, m)
    answer(game, "Fight:")  # no dice: fails
    assert game.choice.kind == "loss"
    answer(game, "Warding Statue:")
    assert inv.stamina == 5 and statue not in inv.cards and in_deck(game, statue)


@covers("base:warding_statue")
def test_warding_statue_is_only_for_a_monsters_combat_damage(game):
    inv = bare_in_graveyard(game)
    give(game, 0, "base:warding_statue")
    run(game, "loss", who=0, stamina=2, why="an encounter")
    assert finished(game)  # no card offered
    assert inv.stamina == 3


@covers("base:warding_statue")
def test_warding_statue_cancels_the_ancient_ones_attack_for_a_round():
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:ithaqua")
    inv = bare_in_graveyard(g)
    statue = give(g, 0, "base:warding_statue")
    g.state.awakened = True
    g.state.battle = {"round": 1, "tally": 0, "total": 0}
    rig(g, 1, 1, 1, 1)
    run(g, "battle.round", who=-1, phase=True, st="ao")
    assert g.choice.kind == "may"
    answer(g, "Discard Warding Statue")
    assert statue not in inv.cards
    assert inv.stamina == 5 and g.state.rig == [1, 1, 1, 1]  # no attack roll, no loss
    assert "attack is cancelled" in log_text(g)


# ------------------------------------------------------------ evading
@covers("base:pallid_mask")
def test_pallid_mask_adds_two_to_evade_checks_only(game):
    inv = bare_in_graveyard(game)  # Sneak 4
    give(game, 0, "base:pallid_mask")
    m = put_monster(game, "cultist", WHERE)  # awareness -3
    run(game, "face", who=0, monster=m)
    assert labels(game)[0].startswith("Evade Cultist (Sneak 6")
    rig(game, 1, 1, 5, 6)
    answer(game, "Evade")
    assert game.state.rig == [6]  # 4 + 2 - 3 = 3 dice
    assert C.skill_value(game, inv, "sneak") == 4  # not a Sneak bonus


@covers("base:silver_key")
def test_silver_key_passes_evade_checks_and_goes_after_three_tokens(game):
    inv = bare_in_graveyard(game)
    key = give(game, 0, "base:silver_key")
    for n in (1, 2, 3):
        m = put_monster(game, "cultist", WHERE)
        run(game, "face", who=0, monster=m)
        answer(game, "Evade")
        answer(game, "Silver Key:")
        assert game.state.stack[-1].get("ret") == "evaded"
        assert game.state.rig == []
        if n < 3:
            assert key in inv.cards and game.state.counters[f"tokens:{key}"] == n
        C.to_cup(game, m)
    assert key not in inv.cards and in_deck(game, key)


# ------------------------------------------------------------ losses
@covers("base:enchanted_jewelry")
def test_enchanted_jewelry_takes_one_stamina_per_token_three_tokens_at_most(game):
    inv = bare_in_graveyard(game)
    jewel = give(game, 0, "base:enchanted_jewelry")
    for n in (1, 2, 3):
        inv.stamina = 5
        run(game, "loss", who=0, stamina=2, why="an encounter")
        assert labels(game)[0] == "Take the loss"
        answer(game, "Enchanted Jewelry:")
        if n < 3:
            assert labels(game)[0] == "Take the loss"  # may add a token for the other point too
            answer(game, "Take the loss")
        assert inv.stamina == 4
    assert jewel not in inv.cards and in_deck(game, jewel)


@covers("base:enchanted_jewelry")
def test_enchanted_jewelry_is_not_for_sanity(game):
    inv = bare_in_graveyard(game)
    give(game, 0, "base:enchanted_jewelry")
    run(game, "loss", who=0, sanity=1, why="an encounter")
    assert finished(game) and inv.sanity == 4


@covers("base:obsidian_statue")
def test_obsidian_statue_cancels_a_whole_loss_then_is_discarded(game):
    inv = bare_in_graveyard(game)
    statue = give(game, 0, "base:obsidian_statue")
    run(game, "loss", who=0, sanity=3, why="an encounter")
    answer(game, "Obsidian Statue:")
    assert inv.sanity == 5 and statue not in inv.cards and in_deck(game, statue)
    statue = give(game, 0, "base:obsidian_statue")
    m = put_monster(game, "star_spawn", WHERE)
    combat(game, m)
    answer(game, "Fight:")
    answer(game, "Obsidian Statue:")  # a monster's damage too
    assert inv.stamina == 5 and statue not in inv.cards


# ------------------------------------------------------------ upkeep
@covers("base:healing_stone")
def test_healing_stone_upkeep_one_stamina_or_one_sanity(game):
    inv = bare_in_graveyard(game)
    stone = give(game, 0, "base:healing_stone")
    run(game, "upkeep.inv", who=0)
    assert not uses(game, "Healing Stone")  # unhurt: nothing to heal
    inv.stamina, inv.sanity = 3, 3
    run(game, "upkeep.inv", who=0)
    answer(game, "Healing Stone:")
    assert labels(game) == ["Gain 1 Stamina", "Gain 1 Sanity"]
    answer(game, "Gain 1 Sanity")
    assert (inv.sanity, inv.stamina) == (4, 3)
    assert stone in inv.exhausted and not uses(game, "Healing Stone")  # once per Upkeep


@covers("base:healing_stone")
def test_healing_stone_is_discarded_when_the_ancient_one_awakens(game):
    inv = bare_in_graveyard(game)
    stone = give(game, 0, "base:healing_stone")
    game.state.awakened = True
    run(game, "battle.start", who=-1)
    assert stone not in inv.cards and in_deck(game, stone)


# -------------------------------------------------- gates and encounters
@covers("base:elder_sign")
def test_elder_sign_seals_without_a_check_or_clues(game):
    inv = bare_in_graveyard(game, where=GATE_AT)
    sign = give(game, 0, "base:elder_sign")
    open_gate(game, GATE_AT, "base:world/abyss")
    open_gate(game, OTHER_GATE, "base:world/yuggoth")  # not the last gate: the game goes on
    inv.explored = True
    game.state.doom = 3
    run(game, "gate.close", who=0, area=GATE_AT)
    answer(game, "Seal the gate with an Elder Sign")
    st = game.state
    assert GATE_AT not in st.gates and st.seals[GATE_AT] == "elder_sign"
    assert (inv.sanity, inv.stamina) == (4, 4)
    assert st.doom == 2  # a doom token taken off
    assert sign not in inv.cards and sign in st.box and not in_deck(game, sign)
    assert st.rig == [] and inv.clues == 0 and len(inv.gate_trophies) == 1


@covers("base:elder_sign")
def test_elder_sign_is_not_offered_before_the_gate_is_explored(game):
    inv = bare_in_graveyard(game, where=GATE_AT)
    give(game, 0, "base:elder_sign")
    open_gate(game, GATE_AT, "base:world/abyss")
    run(game, "arkham.inv", who=0)
    assert inv.stage == 1  # not explored: drawn through instead


@covers("base:gate_box")
def test_gate_box_returns_through_any_open_gate(game):
    inv = bare_in_graveyard(game)
    open_gate(game, GATE_AT, "base:world/yuggoth")
    open_gate(game, OTHER_GATE, "base:world/plateau_of_leng")
    to_other_world(game, 0, "base:world/abyss", stage=2)
    run(game, "movement.inv", who=0)
    assert inv.where == C.LOST  # without it: no gate to the Abyss
    inv.where, inv.stage, inv.delayed, inv.lose_turn = "base:world/abyss", 2, False, -1
    give(game, 0, "base:gate_box")
    run(game, "movement.inv", who=0)
    assert sorted(labels(game)) == sorted([C.name_of(game, GATE_AT), C.name_of(game, OTHER_GATE)])
    answer(game, C.name_of(game, OTHER_GATE))
    assert inv.where == OTHER_GATE and inv.explored


@covers("base:dragons_eye")
def test_dragons_eye_swaps_a_location_card_for_one_sanity(game):
    inv = bare_in_graveyard(game, where="base:arkham/bank_of_arkham")
    eye = give(game, 0, "base:dragons_eye")
    run(game, "encounter.location", who=0, area=inv.where)
    first = game.choice.prompt
    assert labels(game) == ["Resolve it", "Dragon's Eye: exhaust and lose 1 Sanity to draw another"]
    answer(game, "Dragon's Eye")
    assert eye in inv.exhausted
    assert "pays 1 Sanity for Dragon's Eye" in log_text(game)
    line = next(x for x in log_text(game).splitlines() if "has an encounter at" in x)
    assert line.split(": ", 1)[1] != first.split(": ", 1)[1]  # another card was resolved


@covers("base:dragons_eye")
def test_dragons_eye_swaps_a_gate_card_and_only_when_ready(game):
    inv = bare_in_graveyard(game)
    eye = give(game, 0, "base:dragons_eye")
    to_other_world(game, 0, "base:world/abyss")
    run(game, "otherworld.inv", who=0)
    assert "Dragon's Eye: exhaust and lose 1 Sanity to draw another" in labels(game)
    g2 = quiet_game()  # an exhausted eye offers no swap
    i2 = bare_in_graveyard(g2, where="base:arkham/bank_of_arkham")
    e2 = give(g2, 0, "base:dragons_eye")
    i2.exhausted.append(e2)
    run(g2, "encounter.location", who=0, area=i2.where)
    assert "Dragon's Eye" not in " ".join(labels(g2))
    assert eye in inv.cards
