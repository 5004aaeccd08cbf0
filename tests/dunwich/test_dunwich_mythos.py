"""The Dunwich Mythos cards (the cards' texts) and gate bursts (DH p.6): a red gate
location tears away an elder sign there, the gate opens without a doom token or a
surge, and every flying monster moves; the Environments' lasting rules "in Arkham"
cover the Dunwich board (DH p.5)."""

from __future__ import annotations

import pytest

from arkham.rules.classic import core as C
from arkham.rules.classic.locations import environment_offers
from arkham.rules.classic.movement import movement_points
from arkham.state import SKY
from arkham.testing import (
    answer,
    empty_handed,
    labels,
    log_text,
    open_gate,
    put,
    put_monster,
    quiet_game,
    rig,
    rig_monsters,
    run_step,
)
from helpers.card_scenes import settle
from helpers.coverage_marks import covers

PACKS = ("base", "dunwich")
JOE, AMANDA = "base:joe_diamond", "base:amanda_sharpe"


def A(short: str) -> str:
    return "base:arkham/" + short


def D(short: str) -> str:
    return "dunwich:dunwich/" + short


def dunwich_game(invs=(JOE,)):
    return quiet_game(list(invs), packs=PACKS)


def draw(g, card: str) -> None:
    """The Mythos Phase with the named card on top of the deck; the gate's monster is a
    stationary Ghost (nothing else moves because of it)."""
    st = g.state
    cid = "dunwich:" + card
    st.decks["mythos"].remove(cid)
    st.decks["mythos"].insert(0, cid)
    if not st.rig_monsters:
        rig_monsters(g, "base:ghost", "base:dark_young")
    run_step(g, "mythos.phase", who=-1, phase=True)
    st.rig_monsters.clear()


def environment(g, card: str) -> None:
    cid = "dunwich:" + card
    g.state.decks["mythos"].remove(cid)
    g.state.environment = cid


def monsters_at(g, area: str) -> list[str]:
    return sorted(C.base_id(m) for m in C.monsters_at(g, area))


# ------------------------------------------------------------------ gate bursts
@covers("dunwich:whateley_family_feud_escalates")
def test_a_gate_burst_tears_away_the_elder_sign_and_opens_without_doom():
    """DH p.6: the seal is removed, a gate opens with its monster, no doom token."""
    g = dunwich_game()
    st = g.state
    st.seals[A("independence_square")] = "elder_sign"
    draw(g, "whateley_family_feud_escalates")
    settle(g)
    assert A("independence_square") not in st.seals
    assert A("independence_square") in st.gates
    assert monsters_at(g, A("independence_square")) == ["base:ghost"]
    assert st.doom == 0
    assert "Gate burst" in log_text(g)


@covers("dunwich:dunwich_villagers_drive_out_undesirables")
def test_a_gate_burst_where_no_seal_is_opens_an_ordinary_gate_with_its_doom_token():
    """DH p.6: with no elder sign there, a gate burst works as a normal Mythos card."""
    g = dunwich_game()
    draw(g, "dunwich_villagers_drive_out_undesirables")
    settle(g)
    assert A("independence_square") in g.state.gates and g.state.doom == 1


def test_a_gate_burst_on_an_open_gate_is_a_monster_surge_as_usual():
    g = dunwich_game([JOE, AMANDA])
    st = g.state
    open_gate(g, A("independence_square"), "base:world/abyss")
    open_gate(g, A("woods"), "base:world/rlyeh")
    rig_monsters(g, "base:ghost", "base:dark_young")
    draw(g, "dunwich_villagers_drive_out_undesirables")
    settle(g)
    assert st.doom == 0 and len(st.gates) == 2
    assert monsters_at(g, A("independence_square")) == ["base:ghost"]
    assert monsters_at(g, A("woods")) == ["base:dark_young"]
    assert "Monster surge" in log_text(g)


@covers("dunwich:restful_day")
def test_a_card_without_a_gate_burst_stops_at_the_elder_sign():
    g = dunwich_game()
    st = g.state
    st.seals[D("wizards_hill")] = "clues"
    draw(g, "restful_day")
    settle(g)
    assert D("wizards_hill") in st.seals and D("wizards_hill") not in st.gates


def test_a_gate_burst_moves_every_flying_monster_whatever_its_symbol():
    """DH p.6: the Byakhee's circle is not on the card, yet it flies."""
    g = dunwich_game()
    byakhee = put_monster(g, "base:byakhee", A("woods"))
    draw(g, "whateley_family_feud_escalates")
    settle(g)
    assert g.state.monsters[byakhee] == SKY


def test_without_a_gate_burst_a_flier_of_another_symbol_stays():
    g = dunwich_game()
    byakhee = put_monster(g, "base:byakhee", A("woods"))
    draw(g, "restful_day")
    settle(g)
    assert g.state.monsters[byakhee] == A("woods")


def test_every_gate_burst_card_of_the_data_is_marked():
    c = dunwich_game().content
    bursts = sorted(m.name for m in c.mythos.values() if m.gate_burst)
    assert len(bursts) == 14 and all(m.id.startswith("dunwich:") for m in c.mythos.values() if m.gate_burst)
    assert "Help Wanted" in bursts and "Brutal Accident!" not in bursts


def test_the_mythos_cards_open_gates_and_place_clues_on_the_dunwich_board():
    g = dunwich_game()
    st = g.state
    put(g, 0, A("train_station"))
    draw(g, "restful_day")
    settle(g)
    assert D("wizards_hill") in st.gates and st.clues_on.get(D("gardners_place")) == 1


# ------------------------------------------------------------------ headlines
@covers("dunwich:another_time_another_place")
def test_another_time_brings_a_monster_to_each_gate_to_another_dimension_or_another_time():
    g = dunwich_game()
    open_gate(g, A("the_unnamable"), "base:world/another_dimension")
    open_gate(g, D("devils_hopyard"), "dunwich:world/another_time")
    open_gate(g, A("black_cave"), "base:world/abyss")
    rig_monsters(g, "base:ghost", "base:dark_young", "base:warlock")
    draw(g, "another_time_another_place")
    settle(g)
    assert monsters_at(g, A("woods")) == ["base:ghost"]  # the new gate
    assert monsters_at(g, A("the_unnamable")) == ["base:dark_young"]
    assert monsters_at(g, D("devils_hopyard")) == ["base:warlock"]
    assert monsters_at(g, A("black_cave")) == []


@covers("dunwich:black_sabbath")
def test_black_sabbath_sends_rat_things_witches_and_warlocks_home_and_raises_terror():
    g = dunwich_game()
    rat = put_monster(g, "dunwich:rat_thing", D("backwoods_country_streets"))
    witch = put_monster(g, "base:witch", A("rivertown_streets"))
    ghoul = put_monster(g, "base:ghoul", A("rivertown_streets"))
    draw(g, "black_sabbath")
    settle(g)
    st = g.state
    assert rat in st.cup and witch in st.cup and st.monsters[ghoul] == A("rivertown_streets")
    assert st.terror == 1


@covers("dunwich:stalkers_in_the_night")
def test_stalkers_in_the_night_with_none_on_the_board_leaves_the_terror_alone():
    g = dunwich_game()
    draw(g, "stalkers_in_the_night")
    settle(g)
    assert g.state.terror == 0
    g2 = dunwich_game()
    sv = put_monster(g2, "dunwich:star_vampire", A("rivertown_streets"))
    draw(g2, "stalkers_in_the_night")
    settle(g2)
    assert sv in g2.state.cup and g2.state.terror == 1


@covers("dunwich:brutal_accident", "dunwich:horrifying_sight")
@pytest.mark.parametrize("card, stat", [("brutal_accident", "stamina"), ("horrifying_sight", "sanity")])
def test_the_first_player_picks_who_loses_three(card, stat):
    g = dunwich_game([JOE, AMANDA])
    st = g.state
    joe, amanda = st.investigators
    before = getattr(amanda, stat), getattr(joe, stat)
    draw(g, card)
    assert g.choice.who == st.first and sorted(labels(g)) == ["Amanda Sharpe", "Joe Diamond"]
    answer(g, "Amanda Sharpe")
    settle(g)
    assert getattr(amanda, stat) == before[0] - 3 and getattr(joe, stat) == before[1]


@covers(
    "dunwich:contagion_kills_life_in_blasted_heath",
    "dunwich:whateley_family_feud_escalates",
    "dunwich:dunwich_villagers_drive_out_undesirables",
)
@pytest.mark.parametrize(
    "card, nb, other",
    [
        ("contagion_kills_life_in_blasted_heath", "devils_hopyard", "wizards_hill"),
        ("whateley_family_feud_escalates", "wizards_hill", "dunwich_village"),
        ("dunwich_villagers_drive_out_undesirables", "dunwich_village", "devils_hopyard"),
    ],
)
def test_a_dunwich_neighborhood_is_cleared(card, nb, other):
    g = dunwich_game()
    gone = put_monster(g, "dunwich:tcho_tcho", D(nb))
    kept = put_monster(g, "dunwich:dark_young", D(other))  # stationary
    draw(g, card)
    settle(g)
    assert gone in g.state.cup and g.state.monsters[kept] == D(other)


@covers(
    "dunwich:meteorite_spotted_in_blasted_heath",
    "dunwich:strange_statue_destroyed",
    "dunwich:whateleys_accused_of_witchcraft",
)
@pytest.mark.parametrize(
    "card, street",
    [
        ("meteorite_spotted_in_blasted_heath", "blasted_heath_streets"),
        ("strange_statue_destroyed", "village_commons_streets"),
        ("whateleys_accused_of_witchcraft", "backwoods_country_streets"),
    ],
)
def test_two_monsters_appear_in_a_dunwich_street(card, street):
    g = dunwich_game()
    rig_monsters(g, "base:ghost", "base:dark_young", "base:warlock")
    draw(g, card)
    settle(g)
    assert monsters_at(g, D(street)) == ["base:dark_young", "base:warlock"]


@covers("dunwich:lynch_mob")
def test_lynch_mob_sends_a_random_ally_to_the_box():
    g = dunwich_game()
    st = g.state
    n = len(st.decks["ally"])
    boxed = sum(1 for c in st.box if C.card_def(g, c).deck == "ally")  # the Allies left out at setup (DH p.4)
    draw(g, "lynch_mob")
    settle(g)
    assert len(st.decks["ally"]) == n - 1
    assert sum(1 for c in st.box if C.card_def(g, c).deck == "ally") == boxed + 1


@covers("dunwich:restful_day", "dunwich:soothing_night")
def test_restful_day_and_soothing_night_restore_one_point_to_everyone():
    g = dunwich_game([JOE, AMANDA])
    joe, amanda = g.state.investigators
    joe.stamina -= 2
    amanda.sanity -= 2
    draw(g, "restful_day")
    settle(g)
    draw(g, "soothing_night")
    settle(g)
    assert joe.stamina == C.max_stamina(g, joe) - 1 and amanda.sanity == C.max_sanity(g, amanda) - 1


@covers("dunwich:strange_waves_subside")
def test_strange_waves_close_the_gate_the_first_player_picks_back_to_the_pile():
    g = dunwich_game()
    st = g.state
    marker = open_gate(g, D("devils_hopyard"), "dunwich:world/lost_carcosa")
    pile = len(st.gate_pile)
    draw(g, "strange_waves_subside")  # a gate opens at the Unnamable first
    assert g.choice.kind == "gate"
    answer(g, "Devil's Hopyard")
    settle(g)
    assert D("devils_hopyard") not in st.gates and A("the_unnamable") in st.gates
    assert marker in st.gate_pile and len(st.gate_pile) == pile  # one drawn, one back
    assert not st.investigators[0].gate_trophies


# ------------------------------------------------------------------ environments
@covers("dunwich:songs_from_the_woods")
def test_songs_from_the_woods_toughens_goat_spawn_tcho_tchos_and_dark_young():
    g = dunwich_game()
    goat = put_monster(g, "dunwich:goat_spawn", D("wizards_hill"))
    young = put_monster(g, "base:dark_young", A("woods"))
    cultist = put_monster(g, "dunwich:cultist", A("woods"))
    before = [C.toughness(g, m) for m in (goat, young, cultist)]
    draw(g, "songs_from_the_woods")
    settle(g)
    assert g.state.environment == "dunwich:songs_from_the_woods"
    assert [C.toughness(g, m) for m in (goat, young, cultist)] == [before[0] + 1, before[1] + 1, before[2]]


@covers("dunwich:angry_red_skies")
def test_angry_red_skies_keeps_the_fliers_out_of_and_in_the_sky():
    g = dunwich_game()
    put(g, 0, A("rivertown_streets"))
    up = put_monster(g, "base:byakhee", SKY)
    down = put_monster(g, "base:nightgaunt", A("woods"))
    joe = g.state.investigators[0]
    will, lore = C.skill_value(g, joe, "will"), C.skill_value(g, joe, "lore")
    environment(g, "angry_red_skies")
    run_step(g, "mythos.move", who=-1, white=["circle", "slash"], black=[], i=0)
    settle(g)
    assert g.state.monsters[up] == SKY and g.state.monsters[down] == A("woods")
    assert C.skill_value(g, joe, "will") == will - 1 and C.skill_value(g, joe, "lore") == lore + 1


@covers("dunwich:the_tempest")
def test_the_tempest_sweeps_the_sky_into_the_cup():
    g = dunwich_game()
    st = g.state
    up = put_monster(g, "base:byakhee", SKY)
    draw(g, "the_tempest")
    settle(g)
    assert st.environment == "dunwich:the_tempest" and up in st.cup
    later = put_monster(g, "base:nightgaunt", A("woods"))
    run_step(g, "mythos.move", who=-1, white=["slash"], black=[], i=0)
    settle(g)
    assert later in st.cup
    assert movement_points(g, st.investigators[0]) == C.skill_value(g, st.investigators[0], "speed")


@covers("dunwich:windy")
def test_windy_lets_a_flier_swoop_from_the_sky_onto_an_unstable_location():
    g = dunwich_game()
    put(g, 0, D("wizards_hill"))
    flier = put_monster(g, "base:byakhee", SKY)
    run_step(g, "mythos.move", who=-1, white=["circle"], black=[], i=0)
    assert g.state.monsters[flier] == SKY  # no wind: locations are not next to the Sky
    environment(g, "windy")
    run_step(g, "mythos.move", who=-1, white=["circle"], black=[], i=0)
    settle(g)
    assert g.state.monsters[flier] == D("wizards_hill")
    joe = g.state.investigators[0]
    assert (
        movement_points(g, joe) == C.skill_value(g, joe, "speed") + 1 - 1
    )  # +1 point; the Speed check bonus is no point


@covers("dunwich:deathly_still")
def test_deathly_still_makes_a_normal_monster_stalk():
    """DH p.6: a stalker goes to an investigator in an adjacent unstable location."""
    g = dunwich_game()
    put(g, 0, D("wizards_hill"))
    cultist = put_monster(g, "dunwich:tcho_tcho", D("backwoods_country_streets"))
    environment(g, "deathly_still")
    assert C.monster_moves(g, cultist) == "stalker"
    run_step(g, "mythos.move", who=-1, white=["crescent"], black=[], i=0)
    settle(g)
    assert g.state.monsters[cultist] == D("wizards_hill")


def test_without_deathly_still_the_normal_monster_follows_its_arrow():
    g = dunwich_game()
    put(g, 0, D("wizards_hill"))
    cultist = put_monster(g, "dunwich:tcho_tcho", D("backwoods_country_streets"))
    run_step(g, "mythos.move", who=-1, white=["crescent"], black=[], i=0)
    settle(g)
    assert g.state.monsters[cultist] == D("village_commons_streets")


@covers("dunwich:dark_skies")
def test_dark_skies_makes_a_stalker_follow_its_arrow():
    g = dunwich_game()
    put(g, 0, D("wizards_hill"))
    sv = put_monster(g, "dunwich:star_vampire", D("backwoods_country_streets"))
    environment(g, "dark_skies")
    assert C.monster_moves(g, sv) == "normal"
    run_step(g, "mythos.move", who=-1, white=["star"], black=[], i=0)
    settle(g)
    assert g.state.monsters[sv] == D("village_commons_streets")
    joe = g.state.investigators[0]
    g.state.environment = None
    fight = C.skill_value(g, joe, "fight")
    g.state.environment = "dunwich:dark_skies"
    assert C.skill_value(g, joe, "fight") == fight - 1


@covers("dunwich:good_traveling_conditions")
def test_good_traveling_conditions_make_normal_monsters_fast_and_give_a_movement_point():
    g = dunwich_game()
    areas = g.content.areas
    start = A("rivertown_streets")
    cultist = put_monster(g, "base:cultist", start)
    joe = g.state.investigators[0]
    put(g, 0, A("train_station"))
    pts = movement_points(g, joe)
    environment(g, "good_traveling_conditions")
    assert C.monster_moves(g, cultist) == "fast" and movement_points(g, joe) == pts + 1
    run_step(g, "mythos.move", who=-1, white=["crescent", "moon"], black=[], i=0)
    settle(g)
    assert g.state.monsters[cultist] == areas[areas[start].white].white


@covers("dunwich:plague_of_frogs")
def test_plague_of_frogs_makes_witches_and_warlocks_stalk():
    g = dunwich_game()
    witch = put_monster(g, "base:witch", A("rivertown_streets"))
    ghoul = put_monster(g, "base:ghoul", A("rivertown_streets"))
    environment(g, "plague_of_frogs")
    assert C.monster_moves(g, witch) == "stalker" and C.monster_moves(g, ghoul) != "stalker"
    target = next(
        a
        for a in g.content.areas[A("rivertown_streets")].connects
        if g.content.areas[a].kind == "street" and not C.is_closed(g, a)
    )
    put(g, 0, target)
    sym = C.monster_def(g, witch).symbol
    run_step(g, "mythos.move", who=-1, white=[sym], black=[], i=0)
    settle(g)
    assert g.state.monsters[witch] == target


@covers("dunwich:neighborhood_sale")
def test_neighborhood_sale_offers_two_common_items_in_easttown():
    g = dunwich_game()
    joe = empty_handed(g, 0, money=20)  # no Map of Arkham to ask about
    environment(g, "neighborhood_sale")
    put(g, 0, A("easttown_streets"))
    run_step(g, "move", who=0, pts=0, start=A("easttown_streets"))
    assert g.choice.kind == "may"
    answer(g, "Yes")
    assert g.choice.kind == "buy"
    n = len(joe.cards)
    g.apply(next(o.id for o in g.choice.options if o.id.startswith("buy:")))
    answer(g, "Buy nothing more")
    settle(g)
    assert len(joe.cards) == n + 1


@covers("dunwich:along_came_jones")
def test_along_came_jones_gives_the_first_at_the_train_station_an_ally_then_goes():
    g = dunwich_game()
    joe = g.state.investigators[0]
    environment(g, "along_came_jones")
    put(g, 0, A("train_station"))
    n = len(joe.cards)
    run_step(g, "move", who=0, pts=0, start=A("train_station"))
    settle(g)
    new = joe.cards[n:]  # the Ally, and what he brings when he joins
    assert new and C.card_def(g, new[0]).deck == "ally"
    assert sum(1 for c in new if C.card_def(g, c).deck == "ally") == 1
    assert g.state.environment is None and g.state.decks["mythos"][-1] == "dunwich:along_came_jones"


@covers("dunwich:help_wanted")
def test_help_wanted_gives_a_retainer_only_to_one_without_one():
    g = dunwich_game([JOE, AMANDA])
    st = g.state
    joe, amanda = st.investigators
    environment(g, "help_wanted")
    C.gain_special(g, joe, "base:retainer", "test set-up")
    put(g, 0, A("newspaper"))
    run_step(g, "move", who=0, pts=0, start=A("newspaper"))
    settle(g)
    assert st.environment == "dunwich:help_wanted"  # Joe has one: the card waits
    put(g, 1, A("newspaper"))
    run_step(g, "move", who=1, pts=0, start=A("newspaper"))
    settle(g)
    assert C.has_card(g, amanda, "base:retainer") and st.environment is None


@covers("dunwich:balmy")
def test_balmy_lets_a_stalker_reach_two_spaces():
    g = dunwich_game()
    put(g, 0, D("devils_hopyard"))  # two lines from the Backwoods Country streets
    sv = put_monster(g, "dunwich:star_vampire", D("backwoods_country_streets"))
    run_step(g, "mythos.move", who=-1, white=["star"], black=[], i=0)
    settle(g)
    assert g.state.monsters[sv] == D("village_commons_streets")  # out of reach: the arrow
    g.state.monsters[sv] = D("backwoods_country_streets")
    environment(g, "balmy")
    run_step(g, "mythos.move", who=-1, white=["star"], black=[], i=0)
    settle(g)
    assert g.state.monsters[sv] == D("devils_hopyard")


def test_balmy_stalkers_still_never_enter_a_stable_location():
    g = dunwich_game()
    put(g, 0, D("harney_jones_shack"))  # stable, two lines away
    sv = put_monster(g, "dunwich:star_vampire", D("backwoods_country_streets"))
    environment(g, "balmy")
    run_step(g, "mythos.move", who=-1, white=["star"], black=[], i=0)
    settle(g)
    assert g.state.monsters[sv] == D("village_commons_streets")


@covers("dunwich:whippoorwills_of_dunwich")
@pytest.mark.parametrize("die, devoured", [(1, True), (2, False)])
def test_whippoorwills_roll_for_the_soul_of_the_unconscious(die, devoured):
    g = dunwich_game()
    st = g.state
    joe = st.investigators[0]
    put(g, 0, A("rivertown_streets"))
    environment(g, "whippoorwills_of_dunwich")
    rig(g, die)
    run_step(g, "loss", who=0, stamina=joe.stamina, sanity=0, why="test", rule="test")
    settle(g)
    if devoured:
        assert JOE in st.gone and st.terror == 1
    else:
        assert st.investigators[0] is joe and joe.where == A("st_marys_hospital") and st.terror == 0


@covers("dunwich:blue_plate_special")
def test_blue_plate_special_trades_dollars_for_stamina_and_sanity_at_velmas():
    g = dunwich_game()
    joe = g.state.investigators[0]
    put(g, 0, A("velmas_diner"))
    joe.money, joe.stamina, joe.sanity = 3, 1, 1
    assert environment_offers(g, joe) == []  # not in play yet
    environment(g, "blue_plate_special")
    run_step(g, "arkham.inv", who=0)
    answer(g, "Blue Plate Special")
    assert labels(g) == ["Spend $1", "Spend $2", "Spend $3"]  # no $4 to spend
    answer(g, "Spend $2")
    settle(g)
    assert (joe.money, joe.stamina, joe.sanity) == (1, 3, 3)


@covers("dunwich:book_sale")
def test_book_sale_sells_the_first_tome_at_the_library():
    g = dunwich_game()
    st = g.state
    joe = st.investigators[0]
    put(g, 0, A("library"))
    joe.money = 2
    environment(g, "book_sale")
    first = next(c for c in st.decks["unique"] if "tome" in C.card_def(g, c).tags)
    run_step(g, "arkham.inv", who=0)
    answer(g, "Book Sale")
    settle(g)
    assert first in joe.cards and joe.money == 0
    joe.money = 1
    run_step(g, "arkham.inv", who=0)
    assert not any("Book Sale" in x for x in labels(g))  # $2 needed


# ------------------------------------------------------------------ rumors
def enter_rumor(g, card: str) -> None:
    draw(g, card)
    settle(g)
    assert g.state.rumor == "dunwich:" + card


def stack_mythos(g, *cards: str) -> None:
    deck = g.state.decks["mythos"]
    for cid in reversed(cards):
        deck.remove(cid)
        deck.insert(0, cid)


@covers("dunwich:nightmare_pool")
def test_nightmare_pool_fills_per_player_from_the_next_turn():
    g = dunwich_game([JOE, AMANDA])
    st = g.state
    enter_rumor(g, "nightmare_pool")
    assert st.rumor_data["tokens"] == 6  # 3 per player
    run_step(g, "mythos.end", who=-1)
    assert st.rumor_data["tokens"] == 6  # not on the turn it entered
    st.turn += 1
    run_step(g, "mythos.end", who=-1)
    assert st.rumor_data["tokens"] == 8


def test_nightmare_pool_is_emptied_by_paying_sanity_in_uptown():
    g = dunwich_game([JOE, AMANDA])
    st = g.state
    joe, amanda = st.investigators
    enter_rumor(g, "nightmare_pool")
    st.rumor_data["tokens"] = 2
    put(g, 0, A("uptown_streets"))
    joe.sanity = 3
    run_step(g, "arkham.inv", who=0)
    answer(g, "Pay 1 sanity")
    assert st.rumor_data["tokens"] == 1 and joe.sanity == 2
    hands = len(joe.cards), len(amanda.cards)
    answer(g, "Pay 1 sanity")  # offered again, one at a time
    settle(g)
    assert st.rumor is None and "dunwich:nightmare_pool" in st.box and joe.sanity == 1
    assert (len(joe.cards), len(amanda.cards)) == (hands[0] + 1, hands[1] + 1)
    assert C.card_def(g, joe.cards[-1]).deck == "common"


def test_nightmare_pool_offers_nothing_outside_uptown():
    g = dunwich_game()
    enter_rumor(g, "nightmare_pool")
    put(g, 0, A("northside_streets"))
    run_step(g, "arkham.inv", who=0)
    assert not any("Pay" in x for x in labels(g))


def test_a_full_nightmare_pool_draws_three_more_mythos_cards():
    g = dunwich_game([JOE, AMANDA])
    st = g.state
    enter_rumor(g, "nightmare_pool")
    st.rumor_data["tokens"] = 11
    st.turn += 1
    stack_mythos(
        g, "dunwich:black_sabbath", "dunwich:contagion_kills_life_in_blasted_heath", "dunwich:stalkers_in_the_night"
    )
    rig_monsters(g, "base:ghost", "base:dark_young", "base:warlock")
    run_step(g, "mythos.end", who=-1)
    settle(g)
    assert st.rumor is None and "dunwich:nightmare_pool" in st.box
    assert {A("woods"), A("the_witch_house"), A("graveyard")} <= set(st.gates)
    assert st.doom == 4  # the Rumor's own gate and three more


@covers("dunwich:riots")
def test_riots_paid_off_in_northside_give_everyone_a_spell():
    g = dunwich_game()
    st = g.state
    joe = st.investigators[0]
    enter_rumor(g, "riots")
    assert st.rumor_data["tokens"] == 3
    st.rumor_data["tokens"] = 1
    put(g, 0, A("northside_streets"))
    n = len(joe.cards)
    run_step(g, "arkham.inv", who=0)
    answer(g, "Pay 1 stamina")
    settle(g)
    assert st.rumor is None and len(joe.cards) == n + 1 and C.card_def(g, joe.cards[-1]).deck == "spell"


def test_failed_riots_make_every_street_cost_two_movement_points():
    g = dunwich_game()
    st = g.state
    enter_rumor(g, "riots")
    st.rumor_data["tokens"] = 5
    st.turn += 1
    run_step(g, "mythos.end", who=-1)
    settle(g)
    assert st.rumor is None and st.counters["street_entry_cost"] == 2
    put(g, 0, A("train_station"))
    run_step(g, "move", who=0, pts=1, start=A("train_station"))
    assert not any("Northside" in x for x in labels(g))  # 1 point is not enough
    answer(g, "End movement")
    settle(g)
    run_step(g, "move", who=0, pts=3, start=A("train_station"))
    answer(g, "Northside")
    assert any("(1 movement left)" in x for x in labels(g))
    answer(g, "Newspaper")  # a location still costs 1
    assert st.investigators[0].where == A("newspaper")


@covers("dunwich:couriers_in_town")
def test_couriers_carry_items_across_town_during_the_upkeep_only():
    g = dunwich_game([JOE, AMANDA])
    st = g.state
    joe, amanda = st.investigators
    put(g, 0, A("train_station"))
    put(g, 1, D("dunwich_village"))
    run_step(g, "upkeep.inv", who=0)
    assert not any("Send items" in x for x in labels(g))  # not yet
    st.stack = [st.stack[0]]
    draw(g, "couriers_in_town")
    settle(g)
    item = next(c for c in joe.cards if C.card_def(g, c).deck in ("common", "unique", "spell"))
    run_step(g, "upkeep.inv", who=0)
    for _ in range(10):  # rolls and the like before the abilities
        if "Send items to Amanda Sharpe" in labels(g):
            break
        g.apply(g.choice.options[0].id)
    answer(g, "Send items to Amanda Sharpe")
    assert not any(x.startswith("Give $") for x in labels(g))  # items, not money
    answer(g, f"Give {C.card_def(g, item).name}")
    assert item in amanda.cards
    st.stack = [st.stack[0]]
    put(g, 0, A("rivertown_streets"))
    run_step(g, "move", who=0, pts=1, start=A("rivertown_streets"))
    assert not any("Send items" in x or "Trade with" in x for x in labels(g))  # not while moving
    st.stack = [st.stack[0]]
    st.turn += 2
    st.until = [u for u in st.until if u[2] > st.turn]
    run_step(g, "upkeep.inv", who=0)
    assert not any("Send items" in x for x in labels(g))  # over after next turn


def test_the_pack_holds_the_thirty_six_mythos_cards():
    c = dunwich_game().content
    mine = [m for m in c.mythos.values() if m.id.startswith("dunwich:")]
    kinds = {t: sum(1 for m in mine if m.type == t) for t in ("headline", "environment", "rumor")}
    assert kinds == {"headline": 18, "environment": 15, "rumor": 3}
    assert {"dunwich:gossip_runs_wild", "dunwich:old_debts_come_due", "dunwich:mad_bomber"} <= set(c.mythos)
    assert all(m.clue for m in mine if m.type != "rumor") and not any(m.clue for m in mine if m.type == "rumor")


def test_the_mythos_part_plays_with_the_board_and_the_monsters_it_needs():
    from arkham.content.loader import load_content

    c = load_content(("base", "dunwich:mythos"))
    assert "dunwich:riots" in c.mythos and "dunwich:dunwich/wizards_hill" in c.areas
    assert "stalker" in c.hooks.monster_movers and "dunwich.mythos_cards" in c.hooks.modules
    assert not any(i.startswith("dunwich:") for i in c.investigators)


def test_the_bot_pays_into_a_token_pool_only_with_a_margin():
    from arkham.bots.heuristic import HeuristicBot

    g = dunwich_game()
    joe = g.state.investigators[0]
    enter_rumor(g, "nightmare_pool")
    put(g, 0, A("uptown_streets"))
    joe.sanity = 3
    run_step(g, "arkham.inv", who=0)
    bot = HeuristicBot(seed=1)
    assert bot.choose(g) == "rumor:pool"
    joe.sanity = 2
    assert bot.choose(g) == "pass"


def test_the_terminal_names_the_tokens_of_a_token_pool():
    from arkham.tui.render import mythos

    g = dunwich_game([JOE, AMANDA])
    enter_rumor(g, "riots")
    assert "6 Stamina tokens on the card" in mythos(g).plain


def test_kate_winthrop_standing_on_the_seal_keeps_a_gate_burst_out():
    """Decision (NOTES): no gate opens where her flux stabilizer stands, so the seal stays."""
    g = dunwich_game(["base:kate_winthrop"])
    st = g.state
    st.seals[A("independence_square")] = "elder_sign"
    put(g, 0, A("independence_square"))
    draw(g, "whateley_family_feud_escalates")
    settle(g)
    assert A("independence_square") in st.seals and A("independence_square") not in st.gates


def test_a_gate_burst_draws_an_investigator_on_the_seal_through_the_new_gate():
    """DH p.6 (the gate opens as usual) and base p.10: whoever stands there is drawn through."""
    g = dunwich_game()
    st = g.state
    st.seals[A("independence_square")] = "clues"
    put(g, 0, A("independence_square"))
    draw(g, "whateley_family_feud_escalates")
    settle(g)
    joe = st.investigators[0]
    assert joe.stage == 1 and joe.delayed and A("independence_square") in st.gates
