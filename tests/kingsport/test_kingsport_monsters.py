"""Kingsport monsters (KH p.7 aquatic movement, p.8 Elusive, and the markers' printed text):
aquatic movers between the wave-icon locations and the aquatic markers, Elusive monsters
that must be hunted with an Evade check, the Werewolf, the Shadowy Figure, and the monsters
whose text devours, loses or rolls for their Combat rating."""

from __future__ import annotations

import pytest

from arkham.content.loader import load_content
from arkham.rules.classic import core as C
from arkham.rules.kingsport.monsters import aquatic_areas
from arkham.state import BOX, LOST
from arkham.testing import answer, empty_handed, finished, labels, log_text, put, quiet_game, run_step, start_combat
from helpers.coverage_marks import covers
from helpers.monster_moves import move

PACKS = ("base", "kingsport")
TWO = ["base:amanda_sharpe", "base:joe_diamond"]


def A(short: str) -> str:
    return "base:arkham/" + short


def K(short: str) -> str:
    return "kingsport:kingsport/" + short


def ks(g, kind: str, area: str) -> str:
    """Put a Kingsport monster marker of that kind on the board (from the cup or the box)."""
    st = g.state
    m = next(m for m, p in sorted(st.monsters.items()) if C.base_id(m) == "kingsport:" + kind and p in (C.CUP, BOX))
    if m in st.cup:
        st.cup.remove(m)
    st.monsters[m] = area
    return m


@pytest.fixture
def g():
    game = quiet_game(TWO, packs=PACKS, ancient_one="base:azathoth")
    empty_handed(game, 0, where=A("train_station"), clues=0)
    empty_handed(game, 1, where=A("train_station"), clues=0)
    return game


def test_the_pack_holds_twenty_eight_markers_two_of_them_masks():
    c = load_content(PACKS)
    mine = [m for m in c.monsters.values() if m.id.startswith("kingsport:")]
    assert sum(m.count for m in mine) == 28
    assert sorted(m.name for m in mine if "mask" in m.abilities) == ["Shadowy Figure", "The Skinless One"]
    assert sorted(m.name for m in mine if m.movement == "aquatic") == ["Moon-beast", "Skeleton"]
    assert sorted(m.name for m in mine if "elusive" in m.abilities) == ["Serpent People", "Shadowy Figure", "Werewolf"]


def test_the_kingsport_masks_wait_in_the_box_unless_nyarlathotep_calls_them():
    """KH setup step 11: the new Mask monsters are set aside with the base game's."""
    g = quiet_game(TWO, packs=PACKS, ancient_one="base:azathoth")
    masks = [m for m in g.state.monsters if C.base_id(m) in ("kingsport:shadowy_figure", "kingsport:the_skinless_one")]
    assert len(masks) == 2 and all(g.state.monsters[m] == BOX for m in masks)
    g = quiet_game(TWO, packs=PACKS, ancient_one="base:nyarlathotep")
    assert all(m in g.state.cup for m in masks)


# ------------------------------------------------------------------ aquatic movement
def test_the_aquatic_places_are_the_lighthouse_and_the_two_marked_arkham_locations():
    """KH p.7: two aquatic markers go on the River Docks and the Unvisited Isle."""
    c = load_content(PACKS)
    g = quiet_game(TWO, packs=PACKS)
    assert aquatic_areas(g) == sorted([A("river_docks"), A("unvisited_isle"), K("north_point_lighthouse")])
    assert not c.areas[A("river_docks")].aquatic  # the marker, not the printed board, makes it aquatic


@covers("kingsport:skeleton")
def test_an_aquatic_monster_swims_from_the_river_docks_to_the_lighthouse(g):
    """KH p.7: from an aquatic location straight to another aquatic location with investigators."""
    m = ks(g, "skeleton", A("river_docks"))
    put(g, 0, K("north_point_lighthouse"))
    move(g, m)
    assert g.state.monsters[m] == K("north_point_lighthouse")
    assert "swims to North Point Lighthouse" in log_text(g)


def test_an_aquatic_monster_out_of_the_water_follows_the_arrows(g):
    """KH p.7: not in an aquatic location, it moves like a normal monster."""
    m = ks(g, "skeleton", A("rivertown_streets"))
    put(g, 0, K("north_point_lighthouse"))
    move(g, m, "white")
    assert g.state.monsters[m] == g.content.areas[A("rivertown_streets")].white


def test_with_no_one_in_other_waters_an_aquatic_monster_follows_the_arrows(g):
    m = ks(g, "skeleton", A("unvisited_isle"))
    move(g, m, "black")
    assert g.state.monsters[m] == g.content.areas[A("unvisited_isle")].black


@covers("kingsport:moon_beast")
def test_an_aquatic_monster_goes_for_the_lowest_sneak(g):
    m = ks(g, "moon_beast", K("north_point_lighthouse"))
    put(g, 0, A("river_docks"))
    put(g, 1, A("unvisited_isle"))
    g.state.investigators[1].sliders[0] = 3  # Joe's Sneak lowest
    move(g, m)
    assert g.state.monsters[m] == A("unvisited_isle")


def test_on_a_sneak_tie_the_first_player_picks_where_it_swims(g):
    m = ks(g, "skeleton", K("north_point_lighthouse"))
    put(g, 0, A("river_docks"))
    put(g, 1, A("unvisited_isle"))
    g.state.investigators[0].sliders = list(g.state.investigators[1].sliders)
    a, b = (C.skill_value(g, i, "sneak") for i in g.state.investigators)
    if a != b:
        pytest.skip("the two sheets differ in Sneak at the same slider")
    move(g, m)
    assert g.choice.kind == "monster" and g.choice.who == g.state.first
    answer(g, "River Docks")
    assert g.state.monsters[m] == A("river_docks")


def test_an_aquatic_monster_stays_beside_an_investigator(g):
    """Decision (kingsport.monsters): base p.10 keeps a monster that shares its area with an
    investigator in place, and KH p.7 looks only at the *other* aquatic locations; so a
    Skeleton beside Amanda at the River Docks does not swim to Joe at the Lighthouse."""
    m = ks(g, "skeleton", A("river_docks"))
    put(g, 0, A("river_docks"))
    put(g, 1, K("north_point_lighthouse"))
    move(g, m)
    assert g.state.monsters[m] == A("river_docks")


# ------------------------------------------------------------------ Elusive
def test_an_investigator_walks_past_an_elusive_monster(g):
    """KH p.8: he may leave or end his movement in its area without fighting or evading it."""
    m = ks(g, "werewolf", A("northside_streets"))
    inv = g.state.investigators[0]
    put(g, 0, A("northside_streets"))
    run_step(g, "move", who=0, pts=2, full=2, start=inv.where)
    answer(g, "Move to Train Station")
    assert inv.where == A("train_station")
    answer(g, "Move to Northside")
    answer(g, "End movement")
    assert finished(g) and inv.where == A("northside_streets") and g.state.monsters[m] == A("northside_streets")


@covers("kingsport:werewolf")
def test_hunting_an_elusive_monster_takes_a_passed_evade_check_then_combat(g):
    """KH p.8: in its area during the Movement Phase, an Evade check first; passed, combat begins."""
    ks(g, "werewolf", A("northside_streets"))
    inv = g.state.investigators[0]
    put(g, 0, A("northside_streets"))
    run_step(g, "move", who=0, pts=3, full=3, start=inv.where)
    g.state.rig[:] = [6] * 6
    answer(g, "Hunt Werewolf")
    assert "corners Werewolf: combat begins" in log_text(g)
    assert g.choice.kind == "combat" or "Horror" in g.choice.prompt


def test_a_failed_evade_check_ends_the_hunters_movement(g):
    """KH p.8: unsuccessful, his movement immediately ends (and no combat)."""
    ks(g, "werewolf", A("northside_streets"))
    inv = g.state.investigators[0]
    put(g, 0, A("northside_streets"))
    run_step(g, "move", who=0, pts=3, full=3, start=inv.where)
    g.state.rig[:] = [1] * 6
    answer(g, "Hunt Werewolf")
    assert finished(g) and inv.where == A("northside_streets")
    assert "slips away" in log_text(g) and inv.stamina == C.max_stamina(g, inv)


def test_no_hunt_is_offered_without_an_elusive_monster_here(g):
    ks(g, "werewolf", A("rivertown_streets"))
    inv = g.state.investigators[0]
    put(g, 0, A("northside_streets"))
    run_step(g, "move", who=0, pts=3, full=3, start=inv.where)
    assert not any(x.startswith("Hunt") for x in labels(g))


def test_the_werewolf_moves_like_a_fast_monster_and_mauls_whom_it_reaches(g):
    """Monster text: each investigator in an area it enters loses 2 Stamina."""
    m = ks(g, "werewolf", A("merchant_district_streets"))
    one = g.content.areas[A("merchant_district_streets")].white
    two = g.content.areas[one].white
    put(g, 0, two)
    inv = g.state.investigators[0]
    move(g, m, "white")
    assert g.state.monsters[m] == two
    assert inv.stamina == C.max_stamina(g, inv) - 2
    assert g.state.investigators[1].stamina == C.max_stamina(g, g.state.investigators[1])


def test_the_werewolf_stops_at_the_first_investigator(g):
    m = ks(g, "werewolf", A("merchant_district_streets"))
    one = g.content.areas[A("merchant_district_streets")].white
    put(g, 0, one)
    move(g, m, "white")
    assert g.state.monsters[m] == one


@covers("kingsport:shadowy_figure")
def test_the_shadowy_figure_goes_to_the_nearest_clues_and_discards_them(g):
    """Monster text: it moves to the nearest area holding clues; they are discarded."""
    m = ks(g, "shadowy_figure", A("rivertown_streets"))
    g.state.clues_on[A("black_cave")] = 2
    g.state.clues_on[A("woods")] = 1
    move(g, m)
    assert g.state.monsters[m] == A("black_cave")
    assert A("black_cave") not in g.state.clues_on and g.state.clues_on[A("woods")] == 1


def test_with_no_clue_on_the_board_the_shadowy_figure_stays(g):
    m = ks(g, "shadowy_figure", A("rivertown_streets"))
    move(g, m)
    assert g.state.monsters[m] == A("rivertown_streets")


def test_the_shadowy_figure_takes_the_train_to_kingsport_clues(g):
    """The train counts as one step between depots (decided, as for the Hunting Horror)."""
    m = ks(g, "shadowy_figure", A("train_station"))
    g.state.clues_on[K("harborside_streets")] = 1
    move(g, m)
    assert g.state.monsters[m] == K("harborside_streets")


# ------------------------------------------------------------------ monster texts in combat
def fight(g, kind, horror_dice, fight_dice, sliders=(0, 0, 0)):
    m = ks(g, kind, A("graveyard"))
    inv = g.state.investigators[0]
    inv.sliders = list(sliders)
    put(g, 0, A("graveyard"))
    g.state.rig[:] = list(horror_dice)
    start_combat(g, 0, m)
    if fight_dice is not None:
        g.state.rig[:] = list(fight_dice)
        answer(g, "Fight:")
    return inv, m


@covers("kingsport:shan")
def test_failing_the_horror_check_against_a_shan_devours(g):
    fight(g, "shan", [1, 1, 1, 1, 1], None)
    assert "base:amanda_sharpe" in g.state.gone


def test_passing_the_horror_check_against_a_shan_leads_to_combat(g):
    inv, _ = fight(g, "shan", [6, 6, 6, 6, 6], None)
    assert "base:amanda_sharpe" not in g.state.gone and g.choice.kind == "combat"


@covers("kingsport:yithian")
def test_failing_the_horror_check_against_a_yithian_is_lost_in_time_and_space(g):
    inv, _ = fight(g, "yithian", [1, 1, 1, 1, 1], None)
    assert inv.where == LOST and inv.sanity == C.max_sanity(g, inv)


@covers("kingsport:the_skinless_one")
def test_failing_a_combat_check_against_the_skinless_one_devours(g):
    fight(g, "the_skinless_one", [6, 6, 6, 6, 6], [1, 1, 1, 1, 1, 1])
    assert "base:amanda_sharpe" in g.state.gone


def test_failing_the_horror_check_against_the_skinless_one_devours(g):
    fight(g, "the_skinless_one", [1, 1, 1, 1, 1], None)
    assert "base:amanda_sharpe" in g.state.gone


def test_a_moon_beast_that_knocks_an_investigator_out_devours_him(g):
    """Monster text: knocked unconscious by the Moon-beast means devoured instead."""
    inv = g.state.investigators[0]
    inv.stamina = 2
    fight(g, "moon_beast", [6, 6, 6, 6, 6], [1, 1, 1, 1, 1, 1])
    assert "base:amanda_sharpe" in g.state.gone
    assert "devours instead" in log_text(g)


def test_a_moon_beast_blow_that_leaves_him_standing_is_only_damage(g):
    inv, _ = fight(g, "moon_beast", [6, 6, 6, 6, 6], [1, 1, 1, 1, 1, 1])
    assert inv.stamina == C.max_stamina(g, inv) - 2 and "base:amanda_sharpe" not in g.state.gone


@covers("kingsport:crawling_one")
def test_the_crawling_ones_combat_rating_is_minus_a_die_roll(g):
    """Monster text: before each Combat check a die is rolled; the rating is -X."""
    m = ks(g, "crawling_one", A("graveyard"))
    inv = g.state.investigators[0]
    put(g, 0, A("graveyard"))
    n = max(0, C.skill_value(g, inv, "will", "horror") - 3)
    g.state.rig[:] = [6] * n + [4]  # the Horror check passes, then X = 4
    start_combat(g, 0, m)
    assert "X is 4" in log_text(g)
    fight_dice = C.skill_value(g, inv, "fight", "combat") - 4
    assert f"Fight: {max(0, fight_dice)} dice" in labels(g)[0]


@covers("kingsport:nightgaunt")
def test_the_kingsport_nightgaunt_carries_a_loser_through_the_nearest_gate(g):
    from arkham.testing import open_gate

    open_gate(g, A("the_unnamable"), "base:world/abyss")
    fight(g, "nightgaunt", [6, 6, 6, 6, 6], [1, 1, 1, 1, 1, 1])
    inv = g.state.investigators[0]
    assert inv.where not in g.content.areas and "carries" in log_text(g)


@covers("kingsport:leng_spider", "kingsport:ghast", "kingsport:tcho_tcho_priest")
@pytest.mark.parametrize("kind", ["leng_spider", "ghast", "tcho_tcho_priest"])
def test_an_ambusher_cannot_be_fled_from(g, kind):
    """Ambush (base p.24): once combat begins, no fleeing."""
    fight(g, kind, [6, 6, 6, 6, 6, 6], None)
    assert g.choice.kind == "combat" and not any(x.startswith("Flee") for x in labels(g))


@covers("kingsport:cultist", "kingsport:formless_spawn", "kingsport:gnoph_keh")
def test_plain_markers_fight_by_their_printed_numbers(g):
    """The markers without text: a Cultist has no Horror check; Gnoph-Keh is Overwhelming."""
    inv, _ = fight(g, "cultist", [], None)
    assert g.choice.kind == "combat"
    assert "Horror" not in log_text(g)
    c = load_content(PACKS)
    gk = c.monsters["kingsport:gnoph_keh"]
    assert (gk.combat, gk.stamina_damage, gk.overwhelming, gk.abilities) == (-3, 3, 1, ["physical_resistance"])
    fs = c.monsters["kingsport:formless_spawn"]
    assert (fs.horror, fs.sanity_damage, fs.abilities) == (-1, 2, ["physical_immunity"])


@covers("kingsport:serpent_people")
def test_a_serpent_people_trophy_buys_three_dice_after_a_failed_combat_check(g):
    """Monster text: as a trophy, spent after failing a Combat check, 3 bonus dice; it goes back to the cup."""
    inv = g.state.investigators[0]
    trophy = ks(g, "serpent_people", A("woods"))
    C.claim_trophy(g, inv, trophy)
    n = max(0, C.skill_value(g, inv, "will", "horror") - 1)
    m = ks(g, "formless_spawn", A("graveyard"))
    put(g, 0, A("graveyard"))
    g.state.rig[:] = [6] * n
    start_combat(g, 0, m)
    g.state.rig[:] = [1] * 10
    answer(g, "Fight:")
    assert "Spend the Serpent People trophy to roll 3 more dice" in labels(g)
    g.state.rig[:] = [5, 5, 1]
    answer(g, "Spend the Serpent People trophy")
    assert trophy in g.state.cup and trophy not in inv.monster_trophies
    assert "spends the Serpent People trophy: [5, 5, 1]" in log_text(g)
    assert "passes with 2 successes" in log_text(g)  # the Formless Spawn's toughness 2 is met


def test_the_trophy_is_not_offered_while_the_check_succeeds(g):
    inv = g.state.investigators[0]
    C.claim_trophy(g, inv, ks(g, "serpent_people", A("woods")))
    max(0, C.skill_value(g, inv, "will", "horror") - 1)
    m = ks(g, "cultist", A("graveyard"))
    put(g, 0, A("graveyard"))
    start_combat(g, 0, m)
    g.state.rig[:] = [6] * 10
    answer(g, "Fight:")
    assert not any("Serpent People" in x for x in labels(g))


def test_serpent_people_are_elusive(g):
    ks(g, "serpent_people", A("northside_streets"))
    inv = g.state.investigators[0]
    put(g, 0, A("northside_streets"))
    run_step(g, "move", who=0, pts=1, full=1, start=inv.where)
    assert "Hunt Serpent People (an Evade check first; movement ends)" in labels(g)
