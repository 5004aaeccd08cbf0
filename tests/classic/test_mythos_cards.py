"""The base Mythos cards (base pp.9-12 and the cards; DH/KH FAQ): every card can be
drawn and resolved; each Headline op; each Environment's lasting rule; the six Rumors."""

from __future__ import annotations

import pytest

from arkham.rules.classic import core as C
from arkham.rules.classic.encounters import close_difficulty, seal_cost
from arkham.rules.classic.movement import movement_points
from arkham.rules.classic.rumors import RUMOR_CARD
from arkham.state import BOX, LOST, OUTSKIRTS, SKY
from arkham.testing import (
    HALT,
    answer,
    give,
    labels,
    log_text,
    open_gate,
    put,
    put_monster,
    quiet_game,
    rig_monsters,
    run_step,
    start_combat,
)

TWO = ["base:amanda_sharpe", "base:joe_diamond"]
ALL_CARDS = sorted(quiet_game().content.mythos)


def A(short: str) -> str:
    return "base:arkham/" + short


def top(g, cid: str) -> None:
    deck = g.state.decks["mythos"]
    if cid in deck:
        deck.remove(cid)
    deck.insert(0, cid)


def draw_mythos(g, card: str) -> None:
    """Play the Mythos Phase with the named card; unless the test rigged the draws,
    the gate's monster is a stationary one (so no Chthonian rolls a die, nothing wanders)."""
    st = g.state
    if not st.rig_monsters:
        kinds = {C.base_id(m) for m in st.cup}
        rig_monsters(
            g,
            next(k for k in ("ghost", "dark_young", "warlock") if "base:" + k in kinds),
            next(k for k in ("dark_young", "warlock", "ghost") if "base:" + k in kinds),
        )
    top(g, "base:" + card)
    run_step(g, "mythos.phase", who=-1, phase=True)
    st.rig_monsters.clear()


def strip(g, seat: int) -> None:
    """Discard every card the investigator holds (back to their decks) and his Clues."""
    inv = g.state.investigators[seat]
    for c in list(inv.cards):
        C.discard_card(g, inv, c, "test set-up")
    inv.clues = 0


def settle(g, may: str = "No", limit: int = 200) -> None:
    """Answer whatever is asked in a neutral way until the scenario is done."""
    for _ in range(limit):
        ch = g.choice
        if g.is_over or ch is None or ch.kind == "halt":
            return
        if ch.kind == "check":
            answer(g, "Keep")
        elif ch.kind == "may":
            answer(g, may)
        elif ch.kind == "sliders":
            answer(g, "Done")
        else:
            g.apply(ch.options[0].id)
    raise AssertionError("the scenario did not settle")


def set_environment(g, card: str) -> None:
    cid = "base:" + card
    g.state.decks["mythos"].remove(cid)
    g.state.environment = cid


def end_turn(g) -> None:
    """Run the turn-end bookkeeping (the first player marker passes, the turn number rises);
    the next turn's Upkeep it starts is dropped."""
    run_step(g, "turn", i=len(g.ruleset.phases))
    g.state.stack = [{"k": HALT}]
    g.state.pending = None


def in_world(g, seat: int, world: str = "base:world/abyss") -> None:
    inv = g.state.investigators[seat]
    inv.where = world
    inv.stage = 1


def n_from(g, inv, deck: str) -> int:
    return sum(1 for c in inv.cards if C.card_def(g, c).deck == deck)


# ------------------------------------------------------- every card, once
def test_the_base_mythos_deck_has_67_cards():
    assert len(ALL_CARDS) == 67
    g = quiet_game()
    assert sorted(g.state.decks["mythos"]) == ALL_CARDS


@pytest.mark.parametrize("cid", ALL_CARDS)
def test_every_mythos_card_resolves(cid):
    g = quiet_game(TWO, seed=3)
    st = g.state
    for inv in st.investigators:
        inv.clues = 0
    mc = g.content.mythos[cid]
    top(g, cid)
    run_step(g, "mythos.phase", who=-1, phase=True)
    settle(g)
    assert not g.is_over
    text = log_text(g)
    if mc.type == "story":
        assert cid in st.decks["mythos"]
        assert "Mythos:" in text  # another card was drawn and resolved
        return
    assert f"Mythos: {mc.name}" in text
    if mc.gate:
        assert mc.gate in st.gates and st.doom == 1
    else:
        assert not st.gates
    if mc.clue and mc.clue != mc.gate:
        assert st.clues_on.get(mc.clue) == 1
    if mc.type == "headline":
        assert st.decks["mythos"][-1] == cid
        assert st.environment is None and st.rumor is None
    elif mc.type == "environment":
        assert st.environment == cid and cid not in st.decks["mythos"]
    elif mc.type == "rumor":
        assert st.rumor == cid and st.rumor_data["since"] == st.turn
        assert cid not in st.decks["mythos"]


# -------------------------------------------------------- headline ops
def test_return_monsters_by_neighborhood():
    g = quiet_game()
    st = g.state
    put(g, 0, A("train_station"))
    a = put_monster(g, "zombie", A("miskatonic_u_streets"))
    b = put_monster(g, "zombie", A("library"))
    c = put_monster(g, "zombie", A("uptown_streets"))
    d = put_monster(g, "byakhee", SKY)
    draw_mythos(g, "campus_security_increased")  # Miskatonic U.
    assert st.monsters[a] == C.CUP and st.monsters[b] == C.CUP
    assert st.monsters[c] == A("uptown_streets")
    assert st.monsters[d] != C.CUP
    assert st.terror == 0


def test_return_monsters_in_streets_only():
    g = quiet_game()
    st = g.state
    put(g, 0, A("train_station"))
    a = put_monster(g, "ghost", A("rivertown_streets"))
    b = put_monster(g, "ghost", A("graveyard"))
    c = put_monster(g, "ghost", OUTSKIRTS)
    draw_mythos(g, "feds_raid_arkham")
    assert st.monsters[a] == C.CUP
    assert st.monsters[b] == A("graveyard") and st.monsters[c] == OUTSKIRTS


def test_return_monsters_at_locations_only():
    g = quiet_game()
    st = g.state
    put(g, 0, A("train_station"))
    a = put_monster(g, "ghost", A("graveyard"))
    b = put_monster(g, "ghost", A("rivertown_streets"))
    draw_mythos(g, "manhunt_in_arkham")
    assert st.monsters[a] == C.CUP
    assert st.monsters[b] == A("rivertown_streets")


def test_return_monsters_from_the_sky_and_outskirts():
    g = quiet_game()
    st = g.state
    put(g, 0, A("train_station"))
    a = put_monster(g, "byakhee", SKY)
    b = put_monster(g, "witch", OUTSKIRTS)
    c = put_monster(g, "ghost", A("rivertown_streets"))
    draw_mythos(g, "big_storm_sweeps_arkham")
    assert st.monsters[a] == C.CUP and st.monsters[b] == C.CUP
    assert st.monsters[c] == A("rivertown_streets")


def test_return_monsters_by_kind_raises_terror_if_any():
    g = quiet_game()
    st = g.state
    put(g, 0, A("train_station"))
    gug = put_monster(g, "gug", A("graveyard"))
    ng = put_monster(g, "nightgaunt", SKY)
    draw_mythos(g, "bizarre_dreams_plague_citizens")
    assert st.monsters[gug] == C.CUP and st.monsters[ng] == C.CUP
    assert st.terror == 1


def test_return_monsters_by_kind_none_in_play_no_terror():
    g = quiet_game()
    draw_mythos(g, "goat_like_creature_spotted_in_woods")
    assert g.state.terror == 0


def test_terrible_experiment_monsters_are_not_on_the_board():
    g = quiet_game()
    st = g.state
    st.rumor = "base:the_terrible_experiment"
    st.decks["mythos"].remove(st.rumor)
    st.rumor_data = {"since": 0, "tokens": 0, "monsters": []}
    m = put_monster(g, "zombie", A("library"))
    st.monsters[m] = RUMOR_CARD
    draw_mythos(g, "campus_security_increased")
    assert st.monsters[m] == RUMOR_CARD


def test_monsters_appear_in_a_street():
    g = quiet_game()
    put(g, 0, A("train_station"))
    rig_monsters(g, "ghost", "ghost", "ghost")  # gate monster first, then the two
    draw_mythos(g, "ghost_ship_docks_by_itself")
    assert len(C.monsters_at(g, A("merchant_district_streets"))) == 2


def test_each_investigator_check_even_in_an_other_world():
    g = quiet_game(TWO)
    st = g.state
    for inv in st.investigators:
        inv.clues = 0
    in_world(g, 1)
    st.rig[:] = [6] * 20
    draw_mythos(g, "all_quiet_in_arkham")
    settle(g)
    assert all(C.has_card(g, inv, "base:blessing") for inv in st.investigators)


def test_first_player_check_wherever_he_is():
    g = quiet_game(TWO)
    st = g.state
    st.first = 1
    for inv in st.investigators:
        inv.clues = 0
    in_world(g, 1)
    st.rig[:] = [1] * 20
    draw_mythos(g, "ill_wind_grips_arkham")
    settle(g)
    assert C.has_card(g, st.investigators[1], "base:curse")
    assert not C.has_card(g, st.investigators[0], "base:curse")


def test_temperance_fever_only_in_arkham_and_hibbs_closes():
    g = quiet_game(TWO)
    st = g.state
    for seat in (0, 1):
        strip(g, seat)
    for seat in (0, 1):
        give(g, seat, "base:whiskey")
    in_world(g, 1)
    st.rig[:] = [1] * 20
    draw_mythos(g, "temperence_fever_sweeps_city")
    settle(g)
    amanda, joe = st.investigators
    assert amanda.jailed and amanda.where == A("police_station")
    assert not C.has_card(g, amanda, "base:whiskey")
    assert joe.where == "base:world/abyss" and not joe.jailed
    assert C.has_card(g, joe, "base:whiskey")
    assert C.is_closed(g, A("hibbs_roadhouse"))


def test_close_locations_until_the_end_of_next_turn_then_reopen():
    g = quiet_game()
    st = g.state
    put(g, 0, A("library"))
    z = put_monster(g, "zombie", A("administration_building"))
    draw_mythos(g, "strange_lights_on_campus")  # turn 1
    for a in ("library", "administration_building", "science_building"):
        assert C.is_closed(g, A(a))
    assert st.investigators[0].where == A("miskatonic_u_streets")
    assert st.monsters[z] == A("miskatonic_u_streets")
    end_turn(g)  # end of turn 1: still closed
    assert C.is_closed(g, A("library"))
    end_turn(g)  # end of turn 2: open again
    for a in ("library", "administration_building", "science_building"):
        assert not C.is_closed(g, A(a))


def test_temporary_closing_does_not_reopen_a_shop_closed_by_terror():
    g = quiet_game()
    st = g.state
    st.terror = 2
    run_step(g, "fx", who=0, seat=0, ops=[{"op": "terror", "n": 1}], i=0, ctx={})
    assert C.is_closed(g, A("general_store"))
    draw_mythos(g, "city_gripped_by_blackouts")
    assert C.is_closed(g, A("curiositie_shoppe"))
    end_turn(g)
    end_turn(g)
    assert not C.is_closed(g, A("curiositie_shoppe"))
    assert C.is_closed(g, A("general_store"))


def move_labels(g, seat: int, where: str) -> list[str]:
    put(g, seat, where)
    strip(g, seat)
    run_step(g, "move", who=seat, pts=3, start=where)
    return labels(g)


def test_block_street_no_one_in_or_out_until_end_of_next_turn():
    g = quiet_game()
    draw_mythos(g, "fourth_of_july_parade")  # Merchant District streets
    assert not any("Merchant District" in x for x in move_labels(g, 0, A("northside_streets")))
    assert not any("Merchant District" in x for x in move_labels(g, 0, A("river_docks")))
    assert g.choice.kind == "halt" or labels(g) == [] or not any(x.startswith("Move") for x in labels(g))
    put(g, 0, A("merchant_district_streets"))
    run_step(g, "move", who=0, pts=3, start=A("merchant_district_streets"))
    assert not any(x.startswith("Move") for x in labels(g))
    end_turn(g)
    assert not any("Merchant District" in x for x in move_labels(g, 0, A("northside_streets")))
    end_turn(g)
    assert any("Merchant District" in x for x in move_labels(g, 0, A("northside_streets")))


def arrest(g) -> None:
    run_step(g, "fx", who=0, seat=0, ops=[{"op": "arrested"}], i=0, ctx={})


def test_blue_flu_frees_the_jailed_and_stops_arrests_until_end_of_next_turn():
    g = quiet_game()
    st = g.state
    amanda = st.investigators[0]
    put(g, 0, A("rivertown_streets"))
    arrest(g)
    assert amanda.jailed
    draw_mythos(g, "blue_flu")
    assert not amanda.jailed and not amanda.delayed and amanda.lose_turn == -1
    put(g, 0, A("rivertown_streets"))
    arrest(g)
    assert not amanda.jailed and amanda.where == A("rivertown_streets")
    end_turn(g)
    arrest(g)
    assert not amanda.jailed
    end_turn(g)
    arrest(g)
    assert amanda.jailed


def test_missing_people_return_from_lost_in_time_and_space():
    g = quiet_game()
    amanda = g.state.investigators[0]
    amanda.where = LOST
    amanda.delayed = True
    draw_mythos(g, "missing_people_return")
    assert g.choice.kind == "place" and g.choice.who == 0
    answer(g, "Train Station")
    settle(g)
    assert amanda.where == A("train_station") and not amanda.delayed


def test_strange_power_flux_offers_a_way_home():
    g = quiet_game(TWO)
    st = g.state
    open_gate(g, A("woods"), "base:world/the_dreamlands")
    for seat in (0, 1):
        in_world(g, seat, "base:world/the_dreamlands")
    draw_mythos(g, "strange_power_flux_plagues_city")
    seen = []
    for _ in range(10):
        ch = g.choice
        if ch.kind == "halt":
            break
        if ch.kind == "may":
            seen.append(ch.who)
            answer(g, "Yes" if ch.who == 0 else "No")
        elif ch.kind == "return":
            answer(g, "Woods")
        else:
            settle(g)
    assert sorted(seen) == [0, 1]
    assert st.investigators[0].where == A("woods") and st.investigators[0].explored
    assert st.investigators[1].where == "base:world/the_dreamlands"


def test_trophies_come_alive():
    g = quiet_game(TWO)
    st = g.state
    put(g, 0, A("train_station"))
    put(g, 1, A("train_station"))
    trophies = []
    for k in ("elder_thing", "elder_thing", "zombie"):
        m = put_monster(g, k, A("woods"))
        st.monsters[m] = "trophy:0"
        st.investigators[0].monster_trophies.append(m)
        trophies.append(m)
    draw_mythos(g, "miskatonic_arctic_expedition_returns")
    assert st.investigators[0].monster_trophies == [trophies[2]]
    assert st.monsters[trophies[0]] == A("river_docks") and st.monsters[trophies[1]] == A("river_docks")


# ------------------------------------------------------- environments
def test_check_mod_only_in_arkham():
    g = quiet_game(TWO)
    st = g.state
    for seat in (0, 1):
        strip(g, seat)
    in_world(g, 1)
    will = [C.skill_value(g, i, "will") for i in st.investigators]
    sneak = [C.skill_value(g, i, "sneak") for i in st.investigators]
    set_environment(g, "an_evil_fog")
    assert [C.skill_value(g, i, "will") for i in st.investigators] == [will[0] - 1, will[1]]
    assert [C.skill_value(g, i, "sneak") for i in st.investigators] == [sneak[0] + 1, sneak[1]]


@pytest.mark.parametrize("card", ["icy_conditions", "raining_cats_and_dogs"])
def test_one_movement_point_fewer(card):
    """Movement points equal Speed (base p.6); the card takes one away. Raining Cats
    and Dogs also penalises Speed *checks*, which is not a movement point less."""
    g = quiet_game()
    amanda = g.state.investigators[0]
    strip(g, 0)
    amanda.sliders[0] = 3  # Speed 4
    speed = C.skill_value(g, amanda, "speed")
    assert movement_points(g, amanda) == speed
    set_environment(g, card)
    assert movement_points(g, amanda) == speed - 1


@pytest.mark.parametrize(
    "card,monster,plus",
    [
        ("heat_wave", "fire_vampire", 1),
        ("alien_technology", "mi_go", 2),
        ("rlyeh_rising", "star_spawn", 1),
        ("rlyeh_rising", "maniac", 1),
        ("the_chill_of_the_grave", "zombie", 1),
        ("the_festival", "cultist", 1),
        ("the_festival", "byakhee", 1),
        ("things_of_darkness", "ghoul", 1),
        ("things_of_darkness", "shoggoth", 1),
    ],
)
def test_monster_toughness_mods(card, monster, plus):
    g = quiet_game()
    m = put_monster(g, monster, A("woods"))
    z = put_monster(g, "gug", A("woods"))
    before, other = C.toughness(g, m), C.toughness(g, z)
    set_environment(g, card)
    assert C.toughness(g, m) == before + plus
    assert C.toughness(g, z) == other


def combat_options(g, card: str | None) -> list[str]:
    """Amanda with Shrivelling faces a Zombie; the options of her first combat round."""
    st = g.state
    amanda = st.investigators[0]
    strip(g, 0)
    amanda.sliders[2] = 3
    give(g, 0, "base:shrivelling")
    if card:
        set_environment(g, card)
    m = put_monster(g, "zombie", amanda.where)
    st.rig[:] = [6] * 30
    start_combat(g, 0, m)
    while g.choice.kind == "check":
        answer(g, "Keep")
    assert g.choice.kind == "combat"
    return labels(g)


def test_solar_eclipse_no_spells():
    g = quiet_game()
    assert any(x.startswith("Cast Shrivelling") for x in combat_options(g, None))
    g = quiet_game()
    assert not any(x.startswith("Cast") for x in combat_options(g, "solar_eclipse"))


def test_planetary_alignment_spells_cost_no_sanity():
    g = quiet_game()
    amanda = g.state.investigators[0]
    opts = combat_options(g, "planetary_alignment")
    assert any("Cast Shrivelling" in x and "0 Sanity" in x for x in opts)
    san = amanda.sanity
    answer(g, "Cast Shrivelling")
    while g.choice.kind == "check":
        answer(g, "Keep")
    assert amanda.sanity == san


def test_seal_cost_changes():
    g = quiet_game()
    set_environment(g, "nodens_favor")
    assert seal_cost(g) == 3
    g = quiet_game(ancient_one="base:hastur")
    set_environment(g, "nodens_favor")
    assert seal_cost(g) == 6
    g = quiet_game()
    set_environment(g, "no_one_can_help_you_now")
    assert seal_cost(g) is None


def test_happy_days_terror_locked():
    g = quiet_game()
    set_environment(g, "happy_days_are_here_again")
    draw_mythos(g, "family_found_butchered")  # terror +1 headline
    assert g.state.terror == 0
    assert g.state.environment == "base:happy_days_are_here_again"


@pytest.mark.parametrize(
    "card,stat,place",
    [("a_strange_plague", "stamina", "st_marys_hospital"), ("dreams_of_a_sunken_city", "sanity", "arkham_asylum")],
)
def test_heal_only_at_the_named_place(card, stat, place):
    g = quiet_game()
    amanda = g.state.investigators[0]
    setattr(amanda, stat, 1)
    set_environment(g, card)
    assert C.gain(g, amanda, stat, 1, "encounter") == 0
    assert getattr(amanda, stat) == 1
    put(g, 0, A(place))
    assert C.gain(g, amanda, stat, 1, "treatment") == 1
    put(g, 0, A("woods"))
    assert C.gain(g, amanda, stat, 1, "care from a fellow investigator") == 1


def test_banned_monster_leaves_play_and_is_redrawn():
    g = quiet_game()
    st = g.state
    put(g, 0, A("train_station"))
    fv = put_monster(g, "fire_vampire", SKY)
    draw_mythos(g, "raining_cats_and_dogs")
    assert st.monsters[fv] == C.CUP
    rig_monsters(g, "fire_vampire", "zombie")
    m = C.draw_monster(g)
    assert C.base_id(m) == "base:zombie"


def test_sunny_and_clear_bans_the_haunter_of_the_dark():
    g = quiet_game(ancient_one="base:nyarlathotep")
    st = g.state
    put(g, 0, A("train_station"))
    h = put_monster(g, "haunter_of_the_dark", A("woods"))
    draw_mythos(g, "sunny_and_clear")
    assert st.monsters[h] == C.CUP


def test_rlyeh_rising_gates_to_rlyeh_are_harder_to_close():
    g = quiet_game()
    open_gate(g, A("woods"), "base:world/rlyeh")
    open_gate(g, A("graveyard"), "base:world/yuggoth")
    set_environment(g, "rlyeh_rising")
    assert close_difficulty(g, A("woods")) == 2
    assert close_difficulty(g, A("graveyard")) == 1


def test_alien_technology_mi_go_gives_an_extra_unique_item():
    g = quiet_game()
    st = g.state
    amanda = st.investigators[0]
    strip(g, 0)
    amanda.sliders[1] = 3
    give(g, 0, "base:tommy_gun")
    set_environment(g, "alien_technology")
    m = put_monster(g, "mi_go", amanda.where)
    st.rig[:] = [6] * 40
    start_combat(g, 0, m)
    while g.choice.kind != "halt":
        if g.choice.kind == "combat":
            answer(g, "Ready Tommy Gun" if any(x.startswith("Ready") for x in labels(g)) else "Fight")
        else:
            answer(g, "Keep")
    assert st.monsters[m] == BOX
    assert n_from(g, amanda, "unique") == 2


def end_move_in(g, seat: int, street: str) -> None:
    put(g, seat, street)
    g.state.investigators[seat].clues = 0
    run_step(g, "move", who=seat, pts=0, start=street)


def test_curfew_enforced_will_check_or_arrest():
    g = quiet_game()
    amanda = g.state.investigators[0]
    set_environment(g, "curfew_enforced")
    g.state.rig[:] = [1] * 20
    end_move_in(g, 0, A("rivertown_streets"))
    settle(g)
    assert amanda.jailed and amanda.where == A("police_station")


def test_curfew_enforced_deputy_is_exempt():
    g = quiet_game()
    amanda = g.state.investigators[0]
    give(g, 0, "base:deputy_of_arkham")
    set_environment(g, "curfew_enforced")
    g.state.rig[:] = [1] * 20
    end_move_in(g, 0, A("rivertown_streets"))
    settle(g)
    assert not amanda.jailed and amanda.where == A("rivertown_streets")


def test_curfew_not_in_a_location():
    g = quiet_game()
    amanda = g.state.investigators[0]
    set_environment(g, "curfew_enforced")
    g.state.rig[:] = [1] * 20
    end_move_in(g, 0, A("graveyard"))
    settle(g)
    assert not amanda.jailed


def test_darkes_carnival_clue_then_will_check():
    g = quiet_game()
    amanda = g.state.investigators[0]
    set_environment(g, "darkes_carnival_arrives")
    san = amanda.sanity
    g.state.rig[:] = [1] * 20
    end_move_in(g, 0, A("northside_streets"))
    settle(g)
    assert amanda.clues == 1 and amanda.sanity == san - 1


def test_optional_street_event_is_offered():
    g = quiet_game()
    amanda = g.state.investigators[0]
    set_environment(g, "egyptian_exhibit_visits_miskatonic_u")
    end_move_in(g, 0, A("miskatonic_u_streets"))
    assert g.choice.kind == "may" and g.choice.who == 0
    answer(g, "No")
    settle(g)
    assert amanda.clues == 0


# ---------------------------------------------------------------- rumors
def enter_rumor(g, card: str) -> None:
    draw_mythos(g, card)
    assert g.state.rumor == "base:" + card


def end_of_mythos(g, *dice: int) -> None:
    g.state.rig[:] = list(dice)
    run_step(g, "mythos.end", who=-1)


def street_action(g, seat: int, street: str) -> list[str]:
    put(g, seat, street)
    run_step(g, "arkham.inv", who=seat)
    return labels(g)


def test_disturbing_the_dead():
    g = quiet_game(TWO)
    st = g.state
    st.rig[:] = [1]
    enter_rumor(g, "disturbing_the_dead")
    assert st.rig == [1] and st.terror == 0  # nothing on the turn it entered
    st.turn = 2
    end_of_mythos(g, 3)
    assert st.terror == 0
    end_of_mythos(g, 2)
    assert st.terror == 1
    # pass: 2 gate trophies in the Rivertown streets; everyone draws a Spell
    amanda = st.investigators[0]
    amanda.gate_trophies = [st.gate_pile.pop(), st.gate_pile.pop()]
    spells = [n_from(g, i, "spell") for i in st.investigators]
    opts = street_action(g, 0, A("rivertown_streets"))
    assert any("gate trophies" in x for x in opts)
    answer(g, "gate trophies")
    settle(g)
    assert st.rumor is None and amanda.gate_trophies == []
    assert [n_from(g, i, "spell") for i in st.investigators] == [s + 1 for s in spells]


def test_disturbing_the_dead_fails_at_terror_ten():
    g = quiet_game(TWO)
    st = g.state
    enter_rumor(g, "disturbing_the_dead")
    st.terror = 9
    run_step(g, "fx", who=0, seat=0, ops=[{"op": "terror", "n": 1}], i=0, ctx={})
    assert st.rumor is None
    assert all(C.has_card(g, i, "base:curse") for i in st.investigators)


def test_the_stars_are_right():
    g = quiet_game(TWO)
    st = g.state
    st.rig[:] = [1]
    enter_rumor(g, "the_stars_are_right")
    assert st.doom == 1  # only its gate
    st.turn = 2
    end_of_mythos(g, 2)
    assert st.doom == 2
    end_of_mythos(g, 4)
    assert st.doom == 2
    joe = st.investigators[1]
    ally = give(g, 1, "base:duke")
    commons = [n_from(g, i, "common") for i in st.investigators]
    opts = street_action(g, 1, A("downtown_streets"))
    assert any("Duke" in x for x in opts)
    answer(g, "Duke")
    settle(g)
    assert st.rumor is None and ally not in joe.cards
    assert [n_from(g, i, "common") for i in st.investigators] == [c + 2 for c in commons]


def test_the_stars_are_right_simply_ends_when_the_ancient_one_wakes():
    g = quiet_game()
    st = g.state
    enter_rumor(g, "the_stars_are_right")
    st.awakened = True
    run_step(g, "battle.start", who=-1)
    # its text sends it to the box when the Ancient One wakes (not to the Mythos deck)
    assert st.rumor is None and "base:the_stars_are_right" in st.box
    assert "base:the_stars_are_right" not in st.decks["mythos"]


def test_good_work_undone():
    g = quiet_game(TWO)
    st = g.state
    enter_rumor(g, "good_work_undone")
    assert st.rumor_data["tokens"] == 6
    st.turn = 2
    end_of_mythos(g, 1, 5)
    assert st.rumor_data["tokens"] == 7
    amanda = st.investigators[0]
    amanda.clues = 7
    uniques = [n_from(g, i, "unique") for i in st.investigators]
    street_action(g, 0, A("easttown_streets"))
    for _ in range(7):
        answer(g, "Spend a Clue token")
    settle(g)
    assert st.rumor is None and amanda.clues == 0
    assert [n_from(g, i, "unique") for i in st.investigators] == [u + 1 for u in uniques]


def test_good_work_undone_fails_at_ten_and_elder_signs_leave():
    g = quiet_game()
    st = g.state
    st.seals[A("woods")] = "elder_sign"
    enter_rumor(g, "good_work_undone")
    st.turn = 2
    end_of_mythos(g, 1, 2)
    end_of_mythos(g, 1, 2)
    assert st.rumor is None
    assert st.seals == {}


def test_the_great_ritual():
    g = quiet_game(TWO)
    st = g.state
    c = put_monster(g, "cultist", A("woods"))
    before = C.toughness(g, c)
    enter_rumor(g, "the_great_ritual")
    assert C.toughness(g, c) == before + 2
    st.turn = 2
    end_of_mythos(g)
    assert st.rumor_data["tokens"] == 1
    amanda = st.investigators[0]
    strip(g, 0)
    for _ in range(3):
        give(g, 0, "base:wither")
    clues = [i.clues for i in st.investigators]
    opts = street_action(g, 0, A("french_hill_streets"))
    assert any("3 Spells" in x for x in opts)
    answer(g, "3 Spells")
    settle(g)
    assert st.rumor is None and n_from(g, amanda, "spell") == 0
    assert [i.clues for i in st.investigators] == [x + 2 for x in clues]
    assert C.toughness(g, c) == before


def test_the_great_ritual_fails_at_five_and_two_cards_are_drawn_after():
    g = quiet_game()
    st = g.state
    put(g, 0, A("train_station"))
    enter_rumor(g, "the_great_ritual")
    st.turn = 2
    for _ in range(5):
        end_of_mythos(g)
    assert st.rumor is None
    doom = st.doom
    top(g, "base:the_festival")  # second card: resolved in full
    top(g, "base:blue_flu")  # first card: only its gate
    run_step(g, "mythos.phase", who=-1, phase=True)
    settle(g)
    assert A("the_unnamable") in st.gates and A("woods") in st.gates  # both gates
    assert st.doom == doom + 2
    assert st.environment == "base:the_festival"
    assert not any(u[0] == "no_arrests" for u in st.until)  # Blue Flu's headline did not happen
    assert st.clues_on.get(A("historical_society")) == 1  # the second card's clue did
    assert st.decks["mythos"][-1] == "base:blue_flu"
    assert st.rumor_data.get("double_draw")  # and so on every turn from now


RUMORS = [
    "disturbing_the_dead",
    "good_work_undone",
    "the_great_ritual",
    "the_southside_strangler_strikes",
    "the_stars_are_right",
    "the_terrible_experiment",
]


@pytest.mark.parametrize("card", RUMORS)
def test_rumor_ongoing_effect_starts_the_turn_after_it_entered(card):
    g = quiet_game(TWO)
    st = g.state
    st.rig[:] = [1, 1]
    enter_rumor(g, card)

    def table():
        return (
            st.terror,
            st.doom,
            len(st.decks["ally"]),
            dict(st.rumor_data),
            sum(1 for p in st.monsters.values() if p == RUMOR_CARD),
        )

    before = table()
    end_of_mythos(g, 1, 1)  # the same turn: nothing
    assert table() == before
    st.turn += 1
    end_of_mythos(g, 1, 1)  # the next turn: its effect happens
    assert table() != before


def test_the_southside_strangler_strikes():
    g = quiet_game(TWO)
    st = g.state
    enter_rumor(g, "the_southside_strangler_strikes")
    allies = len(st.decks["ally"])
    st.turn = 2
    end_of_mythos(g)
    assert len(st.decks["ally"]) == allies - 1
    amanda = st.investigators[0]
    amanda.clues = 5
    money = [i.money for i in st.investigators]
    opts = street_action(g, 0, A("southside_streets"))
    assert any("5 Clue" in x for x in opts)
    answer(g, "5 Clue")
    settle(g)
    assert st.rumor is None and amanda.clues == 0
    assert [i.money for i in st.investigators] == [m + 5 for m in money]


def test_the_southside_strangler_fails_when_the_allies_run_out():
    g = quiet_game(TWO)
    st = g.state
    enter_rumor(g, "the_southside_strangler_strikes")
    st.box.extend(st.decks["ally"])
    st.decks["ally"].clear()
    st.turn = 2
    end_of_mythos(g)
    assert st.rumor is None
    seen = []
    while g.choice.kind == "max":
        seen.append(g.choice.who)
        answer(g, "Maximum Sanity")
    assert sorted(seen) == [0, 1]
    assert all(i.max_sanity_mod == -1 for i in st.investigators)


def test_the_terrible_experiment():
    g = quiet_game(TWO)
    st = g.state
    enter_rumor(g, "the_terrible_experiment")
    on = [m for m, p in st.monsters.items() if p == RUMOR_CARD]
    assert len(on) == 5
    assert C.monsters_in_arkham(g) == 1  # only the gate's monster is on the board
    st.turn = 2
    end_of_mythos(g)
    assert sum(1 for p in st.monsters.values() if p == RUMOR_CARD) == 6
    opts = street_action(g, 0, A("miskatonic_u_streets"))
    assert sum(1 for x in opts if x.startswith("Fight")) == 6


def test_the_terrible_experiment_fails_at_eight():
    g = quiet_game(TWO)
    st = g.state
    enter_rumor(g, "the_terrible_experiment")
    st.turn = 2
    for _ in range(3):
        end_of_mythos(g)
    assert st.rumor is None
    assert st.terror == 10
    assert len(C.monsters_at(g, A("miskatonic_u_streets"))) == 8


def test_the_terrible_experiment_foiled_when_its_last_monster_is_beaten():
    g = quiet_game(TWO)
    st = g.state
    enter_rumor(g, "the_terrible_experiment")
    on = [m for m, p in st.monsters.items() if p == RUMOR_CARD]
    for m in on[1:]:  # already beaten, say
        C.to_cup(g, m)
    last = on[0]
    amanda = st.investigators[0]
    strip(g, 0)
    amanda.sliders[1] = 3
    give(g, 0, "base:tommy_gun")
    skills = [n_from(g, i, "skill") for i in st.investigators]
    street_action(g, 0, A("miskatonic_u_streets"))
    st.rig[:] = [6] * 60
    answer(g, "Fight")
    for _ in range(40):
        ch = g.choice
        if ch.kind == "halt":
            break
        if ch.kind == "combat":
            answer(g, "Ready Tommy Gun" if any(x.startswith("Ready") for x in labels(g)) else "Fight")
        else:
            settle(g)
    assert st.rumor is None
    assert last in amanda.monster_trophies or st.monsters[last] in (C.CUP, BOX)
    assert [n_from(g, i, "skill") for i in st.investigators] == [s + 1 for s in skills]
