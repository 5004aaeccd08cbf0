"""Dunwich monsters (DH pp.6-7 stalker movement, the monster markers' printed text):
stalkers, the Colour Out of Space, the Hunting Horror, monsters that go back to the
box with spoils, and the worshipper rules of the base Ancient Ones on Dunwich monsters."""

from __future__ import annotations

import pytest

from arkham.content.loader import load_content
from arkham.rules.classic import core as C
from helpers.coverage_marks import covers
from helpers.monster_moves import move
from arkham.state import BOX
from arkham.testing import answer, empty_handed, give, labels, log_text, put, quiet_game, rig, start_combat

PACKS = ("base", "dunwich")
TWO = ["base:amanda_sharpe", "base:joe_diamond"]  # both Sneak 4 / 3 / 2 / 1 by slider


def A(short: str) -> str:
    return "base:arkham/" + short


def D(short: str) -> str:
    return "dunwich:dunwich/" + short


def dun(g, kind: str, area: str) -> str:
    """Put a Dunwich monster marker of that kind on the board."""
    st = g.state
    m = next(m for m in st.cup if C.base_id(m) == "dunwich:" + kind)
    st.cup.remove(m)
    st.monsters[m] = area
    return m


@pytest.fixture
def g():
    game = quiet_game(TWO, packs=PACKS, ancient_one="base:azathoth")  # worshippers: Maniacs only
    empty_handed(game, 0, where=A("train_station"), clues=0)
    empty_handed(game, 1, where=A("train_station"), clues=0)
    return game


def test_the_pack_holds_eighteen_cup_monsters_of_the_box():
    c = load_content(PACKS)
    mine = [m for m in c.monsters.values() if m.id.startswith("dunwich:") and not m.spawn and "mask" not in m.abilities]
    assert sum(m.count for m in mine) == 18
    assert sorted(m.id.partition(":")[2] for m in mine if m.movement == "stalker") == [
        "mummy",
        "rat_thing",
        "star_vampire",
    ]


# ------------------------------------------------------------------ stalkers
@covers("dunwich:mummy")
def test_a_stalker_crosses_a_line_without_arrows_to_an_adjacent_investigator(g):
    """DH p.6: from the Merchant District to Rivertown, a line with no arrow."""
    m = dun(g, "mummy", A("merchant_district_streets"))
    put(g, 0, A("rivertown_streets"))
    move(g, m, "white")  # the white arrow points to Northside
    assert g.state.monsters[m] == A("rivertown_streets")


def test_a_stalker_enters_an_adjacent_unstable_location(g):
    m = dun(g, "mummy", A("rivertown_streets"))
    put(g, 0, A("black_cave"))
    move(g, m)
    assert g.state.monsters[m] == A("black_cave")


def test_a_stalker_never_enters_a_stable_location_and_follows_its_arrow_instead(g):
    """DH p.6 diagram: the stalker cannot follow an investigator into the Police Station."""
    m = dun(g, "mummy", A("easttown_streets"))
    put(g, 0, A("police_station"))
    move(g, m, "white")
    assert g.state.monsters[m] == A("rivertown_streets")


@covers("dunwich:star_vampire")
def test_with_no_one_adjacent_a_stalker_moves_like_a_normal_monster(g):
    m = dun(g, "star_vampire", A("easttown_streets"))
    move(g, m, "black")
    assert g.state.monsters[m] == A("downtown_streets")


def test_a_stalker_stays_with_an_investigator_in_its_own_area(g):
    m = dun(g, "mummy", A("rivertown_streets"))
    put(g, 0, A("rivertown_streets"))
    put(g, 1, A("black_cave"))
    move(g, m)
    assert g.state.monsters[m] == A("rivertown_streets")


def test_a_stalker_goes_for_the_lowest_sneak(g):
    m = dun(g, "mummy", A("rivertown_streets"))
    put(g, 0, A("black_cave"))
    put(g, 1, A("graveyard"))
    g.state.investigators[1].sliders[0] = 3  # Joe's Sneak 1, Amanda's 4
    move(g, m)
    assert g.state.monsters[m] == A("graveyard")


def test_on_a_sneak_tie_the_first_player_picks_the_stalkers_prey(g):
    m = dun(g, "mummy", A("rivertown_streets"))
    put(g, 0, A("black_cave"))
    put(g, 1, A("easttown_streets"))
    move(g, m)
    assert g.choice.kind == "monster" and g.choice.who == g.state.first
    assert len(labels(g)) == 2
    answer(g, "Easttown")
    assert g.state.monsters[m] == A("easttown_streets")


def test_a_stalker_in_dunwich_walks_into_a_vortex_when_no_one_is_near(g):
    m = dun(g, "mummy", D("village_commons_streets"))
    move(g, m)
    assert m in g.state.cup and g.state.terror == 1


# ------------------------------------------------------------------ Colour Out of Space
@covers("dunwich:colour_out_of_space")
def test_colour_out_of_space_rolls_instead_of_moving_and_drains_everyone_in_town(g):
    inv0, inv1 = g.state.investigators
    put(g, 0, D("dunwich_village"))  # Dunwich counts as "in Arkham" (DH p.5)
    inv1.where, inv1.stage = "base:world/yuggoth", 1  # in an Other World: spared
    m = dun(g, "colour_out_of_space", A("rivertown_streets"))
    before = inv0.sanity, inv1.sanity
    rig(g, 5)
    move(g, m)
    assert g.state.monsters[m] == A("rivertown_streets")
    assert inv0.sanity == before[0] - 1 and inv1.sanity == before[1]


def test_colour_out_of_space_on_a_low_roll_does_nothing(g):
    m = dun(g, "colour_out_of_space", A("rivertown_streets"))
    before = [i.sanity for i in g.state.investigators]
    rig(g, 3)
    move(g, m)
    assert [i.sanity for i in g.state.investigators] == before


# ------------------------------------------------------------------ Hunting Horror
@covers("dunwich:hunting_horror")
def test_the_hunting_horror_flies_to_the_nearest_investigator_in_a_street(g):
    m = dun(g, "hunting_horror", A("merchant_district_streets"))
    put(g, 0, A("french_hill_streets"))  # two steps away
    put(g, 1, A("police_station"))  # a stable location: not hunted
    move(g, m)
    assert g.state.monsters[m] == A("french_hill_streets")


def test_the_hunting_horror_follows_the_train_to_dunwich(g):
    m = dun(g, "hunting_horror", A("northside_streets"))
    put(g, 0, D("wizards_hill"))  # unstable
    put(g, 1, A("police_station"))
    move(g, m)
    assert g.state.monsters[m] == D("wizards_hill")


def test_the_hunting_horror_waits_when_no_one_is_in_the_open(g):
    m = dun(g, "hunting_horror", A("merchant_district_streets"))
    move(g, m)
    assert g.state.monsters[m] == A("merchant_district_streets")


# ------------------------------------------------------------------ spoils
def fight(g, m, dice):
    inv = g.state.investigators[0]
    inv.sliders = [0, 3, 0]  # Fight 4, Will 1
    put(g, 0, A("graveyard"))
    g.state.monsters[m] = A("graveyard")
    give(g, 0, "base:tommy_gun")
    start_combat(g, 0, m)
    if any(o.startswith("Make the Horror check") for o in labels(g)):
        answer(g, "Make the Horror check")
    answer(g, "Ready Tommy Gun")
    rig(g, *dice)
    answer(g, "Fight:")
    return inv


@covers("dunwich:spectral_hunter")
def test_the_spectral_hunter_goes_back_to_the_box_and_pays_five_dollars(g):
    m = dun(g, "spectral_hunter", A("graveyard"))
    inv = g.state.investigators[0]
    money = inv.money
    inv = fight(g, m, [6, 6, 6, 1, 1, 1, 1, 1, 1, 1])  # Will 1 against horror -2: no die, 2 Sanity lost
    assert g.state.monsters[m] == BOX and m not in inv.monster_trophies
    assert inv.money == money + 5
    assert "returns to the box" in log_text(g)


@covers("dunwich:tcho_tcho")
def test_the_tcho_tcho_pays_a_common_item(g):
    m = dun(g, "tcho_tcho", A("graveyard"))
    inv = g.state.investigators[0]
    inv = fight(g, m, [6, 6, 1, 1, 1, 1, 1, 1, 1])
    assert g.state.monsters[m] == BOX
    commons = [c for c in inv.cards if C.card_def(g, c).deck == "common"]
    assert len(commons) == 2  # the Tommy Gun and the spoils


# ------------------------------------------------------------------ worshippers by name
@covers("dunwich:cultist")
def test_worshipper_rules_apply_to_the_dunwich_cultist_too():
    """Ancient One sheets name a kind of monster: a Cultist of either box is one."""
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:cthulhu", packs=PACKS)
    base_c = next(m for m in g.state.monsters if C.base_id(m) == "base:cultist")
    dun_c = next(m for m in g.state.monsters if C.base_id(m) == "dunwich:cultist")
    for stat in ("horror", "combat", "sanity_damage", "stamina_damage", "movement"):
        assert C.monster_stat(g, dun_c, stat) == C.monster_stat(g, base_c, stat)
    assert C.toughness(g, dun_c) == C.toughness(g, base_c)
    assert C.monster_abilities(g, dun_c) == C.monster_abilities(g, base_c)


# ------------------------------------------------------------------ markers as printed
PRINTED = {  # kind: (awareness, horror, sanity damage, combat, stamina damage, toughness, abilities)
    "cultist": (-3, None, 0, 1, 1, 1, set()),
    "dark_young": (-2, 0, 3, -1, 3, 3, {"physical_resistance"}),
    "formless_spawn": (0, -1, 2, -2, 2, 2, {"physical_immunity"}),
    "goat_spawn": (-1, -1, 1, -2, 1, 2, {"physical_resistance"}),
    "wraith": (0, -2, 1, -2, 2, 3, {"undead", "physical_immunity"}),
    "wizard_whateley": (-2, -2, 2, -3, 3, 2, {"magical_immunity"}),
}


@covers(
    "dunwich:cultist",
    "dunwich:dark_young",
    "dunwich:formless_spawn",
    "dunwich:goat_spawn",
    "dunwich:wraith",
    "dunwich:wizard_whateley",
)
@pytest.mark.parametrize("kind", sorted(PRINTED))
def test_plain_markers_fight_as_printed(g, kind):
    m = next(x for x in g.state.monsters if C.base_id(x) == "dunwich:" + kind)
    got = tuple(C.monster_stat(g, m, s) for s in ("awareness", "horror", "sanity_damage", "combat", "stamina_damage"))
    assert got + (C.toughness(g, m), C.monster_abilities(g, m)) == PRINTED[kind]


@covers("dunwich:goat_spawn")
def test_a_goat_spawn_runs_two_streets_in_dunwich(g):
    m = dun(g, "goat_spawn", D("sentinel_hill"))
    put(g, 0, A("train_station"))
    move(g, m, "white")
    assert m in g.state.cup  # Sentinel Hill -> Village Commons -> vortex
    assert g.state.terror == 1


@covers("dunwich:wraith")
def test_a_wraith_flies_at_the_lowest_sneak_in_a_dunwich_street(g):
    m = dun(g, "wraith", A("rivertown_streets"))
    g.state.monsters[m] = "sky"
    put(g, 0, D("blasted_heath_streets"))
    move(g, m)
    assert g.state.monsters[m] == D("blasted_heath_streets")


@covers("dunwich:dark_young")
def test_a_dark_young_stays_put(g):
    m = dun(g, "dark_young", D("blasted_heath_streets"))
    move(g, m)
    assert g.state.monsters[m] == D("blasted_heath_streets")


@covers("dunwich:wizard_whateley")
def test_wizard_whateley_pays_a_spell(g):
    m = dun(g, "wizard_whateley", A("graveyard"))
    inv = fight(g, m, [6, 6, 1, 1, 1, 1, 1, 1])
    assert g.state.monsters[m] == BOX
    assert [C.card_def(g, c).deck for c in inv.cards].count("spell") == 1


# ------------------------------------------------------------------ Rat-thing
@covers("dunwich:rat_thing")
def test_a_rat_thing_takes_an_item_before_each_combat_check(g):
    m = dun(g, "rat_thing", A("graveyard"))
    inv = g.state.investigators[0]
    inv.sliders = [0, 3, 0]
    put(g, 0, A("graveyard"))
    give(g, 0, "base:knife")
    give(g, 0, "base:food")
    g.state.rig[:] = [6]  # the Horror check (Will 1, 1 die) passes
    start_combat(g, 0, m)
    assert g.choice.kind == "combat"
    answer(g, "Fight:")
    assert "pay before the Combat check" in g.choice.prompt
    assert sorted(labels(g)) == ["Discard Food", "Discard Knife", "Pay nothing: the Combat check fails"]
    g.state.rig[:] = [6] * 8
    answer(g, "Discard Food")
    assert not C.has_card(g, inv, "base:food")
    assert g.state.monsters[m] == "trophy:0"


@covers("dunwich:rat_thing")
def test_with_no_item_the_rat_things_combat_check_simply_fails(g):
    m = dun(g, "rat_thing", A("graveyard"))
    inv = g.state.investigators[0]
    inv.sliders = [0, 3, 0]
    put(g, 0, A("graveyard"))
    g.state.rig[:] = [6]  # the Horror check passes
    start_combat(g, 0, m)
    stamina = inv.stamina
    answer(g, "Fight:")
    assert "has nothing to give Rat-thing" in log_text(g)
    assert inv.stamina == stamina - 2 and g.state.monsters[m] == A("graveyard")


# ------------------------------------------------------------------ The Beast
@covers("dunwich:the_beast")
def test_the_beast_is_a_mask_only_nyarlathotep_brings():
    g = quiet_game(TWO, packs=PACKS, ancient_one="base:azathoth")
    beast = next(m for m in g.state.monsters if C.base_id(m) == "dunwich:the_beast")
    assert g.state.monsters[beast] == BOX
    g = quiet_game(TWO, packs=PACKS, ancient_one="base:nyarlathotep")
    beast = next(m for m in g.state.monsters if C.base_id(m) == "dunwich:the_beast")
    assert beast in g.state.cup


def beast_fight(g, horror_dice, fight_dice):
    m = next(x for x in g.state.monsters if C.base_id(x) == "dunwich:the_beast")
    g.state.monsters[m] = A("graveyard")
    inv = g.state.investigators[0]
    inv.sliders = [0, 0, 0]  # Will 4 (2 dice at -2), Fight 1
    put(g, 0, A("graveyard"))
    g.state.rig[:] = list(horror_dice)
    start_combat(g, 0, m)
    g.state.rig[:] = list(fight_dice)
    answer(g, "Fight:")
    return inv


@covers("dunwich:the_beast")
def test_failing_both_checks_against_the_beast_devours():
    g = quiet_game(TWO, packs=PACKS, ancient_one="base:nyarlathotep")
    empty_handed(g, 0, clues=0)
    beast_fight(g, [1, 1], [1])
    assert "failed both the Horror check and a Combat check against The Beast" in log_text(g)
    assert "base:amanda_sharpe" in g.state.gone  # devoured: a newcomer takes the seat
    assert g.state.investigators[0].id != "base:amanda_sharpe"


@covers("dunwich:the_beast")
def test_a_passed_horror_check_leaves_only_the_blow():
    g = quiet_game(TWO, packs=PACKS, ancient_one="base:nyarlathotep")
    empty_handed(g, 0, clues=0)
    inv = beast_fight(g, [6, 6], [1])
    assert "base:amanda_sharpe" not in g.state.gone
    assert inv.stamina == C.max_stamina(g, inv) - 2
