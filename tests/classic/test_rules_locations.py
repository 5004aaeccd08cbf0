"""Location special abilities (base p.22-23; DH FAQ on location abilities, on
shopping and on the toughness of spent monster trophies)."""

from arkham.rules.classic import core as C
from arkham.rules.classic.locations import special_options
from arkham.testing import answer, give, labels, open_gate, put, put_monster, quiet_game, run_step

STORE = "base:arkham/general_store"
DOCKS = "base:arkham/river_docks"
SCIENCE = "base:arkham/science_building"


def visitor(g, at, money=0, seat=0):
    put(g, seat, at)
    inv = g.state.investigators[seat]
    for c in list(inv.cards):
        C.discard_card(g, inv, c)
    inv.money = money
    inv.clues = 0
    return inv


def encounter(g, seat=0):
    return run_step(g, "arkham.inv", who=seat)


def trophy(g, inv, kind):
    m = put_monster(g, kind, "base:arkham/woods")
    g.state.monsters[m] = f"trophy:{inv.seat}"
    inv.monster_trophies.append(m)
    return m


def gate_trophy(g, inv, world="base:world/abyss"):
    gm = next(x for x in g.state.gate_pile if C.base_id(x) == world)
    g.state.gate_pile.remove(gm)
    inv.gate_trophies.append(gm)
    return gm


def specials(g, seat=0):
    return [label for _, label in special_options(g, g.state.investigators[seat])]


# ----------------------------------------------------------------- shops
def test_shop_must_buy_one_of_three_and_the_rest_go_to_the_bottom(game):
    inv = visitor(game, STORE, money=20)
    top3 = game.state.decks["common"][:3]
    encounter(game)
    answer(game, "Shop")
    assert game.choice.kind == "buy"
    assert len(labels(game)) == 3
    assert not any("nothing" in o for o in labels(game))  # a purchase is compulsory
    game.apply(game.choice.options[0].id)
    assert game.choice.kind == "halt"  # one purchase only
    bought = [c for c in inv.cards]
    assert len(bought) == 1 and bought[0] in top3
    rest = [c for c in top3 if c not in bought]
    assert game.state.decks["common"][-2:] == rest
    price = C.card_def(game, bought[0]).price
    assert inv.money == 20 - price


def test_shop_not_offered_without_money(game):
    visitor(game, STORE, money=0)
    assert specials(game) == []


def test_magic_lessons_cost_five_dollars_draw_two_spells_keep_one(game):
    inv = visitor(game, "base:arkham/ye_olde_magick_shoppe", money=6)
    encounter(game)
    answer(game, "Magic Lessons")
    assert inv.money == 1
    assert game.choice.kind == "draw" and len(labels(game)) == 2
    game.apply(game.choice.options[0].id)
    assert [C.card_def(game, c).deck for c in inv.cards] == ["spell"]


def test_magic_lessons_not_offered_below_five_dollars(game):
    visitor(game, "base:arkham/ye_olde_magick_shoppe", money=4)
    assert specials(game) == []


def test_classes_cost_eight_dollars_draw_two_skills_keep_one(game):
    inv = visitor(game, "base:arkham/administration_building", money=8)
    encounter(game)
    answer(game, "Classes")
    assert inv.money == 0
    game.apply(game.choice.options[0].id)
    assert [C.card_def(game, c).deck for c in inv.cards] == ["skill"]


# -------------------------------------------------------------- Bank Loan
def test_bank_loan_gives_ten_dollars_and_the_card(game):
    inv = visitor(game, "base:arkham/bank_of_arkham", money=0)
    encounter(game)
    answer(game, "Bank Loan")
    assert inv.money == 10
    assert C.has_card(game, inv, "base:bank_loan")


def test_no_second_bank_loan_and_none_after_default(game):
    inv = visitor(game, "base:arkham/bank_of_arkham")
    give(game, 0, "base:bank_loan")
    assert specials(game) == []
    C.discard_card(game, inv, inv.cards[0])
    inv.banned.append("base:bank_loan")
    assert specials(game) == []


# --------------------------------------------------------------------- care
def test_medical_care_one_stamina_free(game):
    inv = visitor(game, "base:arkham/st_marys_hospital", money=0)
    inv.stamina = 2
    encounter(game)
    assert not any("pay $2" in o for o in labels(game))
    answer(game, "recover 1 stamina for free")
    assert inv.stamina == 3


def test_medical_care_two_dollars_to_full(game):
    inv = visitor(game, "base:arkham/st_marys_hospital", money=3)
    inv.stamina = 1
    encounter(game)
    answer(game, "pay $2")
    assert inv.stamina == 5 and inv.money == 1


def test_psychiatric_care_restores_sanity(game):
    inv = visitor(game, "base:arkham/arkham_asylum", money=2)
    inv.sanity = 1
    encounter(game)
    answer(game, "pay $2")
    assert inv.sanity == 5 and inv.money == 0


def test_care_not_offered_when_already_at_maximum(game):
    visitor(game, "base:arkham/st_marys_hospital", money=5)
    assert specials(game) == []


# ---------------------------------------------------------- trophy payments
def test_river_docks_five_toughness_for_five_dollars(game):
    inv = visitor(game, DOCKS)
    z1, z2 = trophy(game, inv, "zombie"), trophy(game, inv, "zombie")  # 1 + 1
    g1 = trophy(game, inv, "gug")  # 3
    encounter(game)
    answer(game, "Shady Character: gain $5 (spend 5 toughness")
    answer(game, "Gug")
    answer(game, "Zombie")
    assert game.choice.kind == "trophy"  # 4 of 5 so far
    answer(game, "Zombie")
    assert inv.money == 5
    assert inv.monster_trophies == []
    assert all(m in game.state.cup for m in (z1, z2, g1))


def test_river_docks_one_gate_trophy_for_five_dollars(game):
    inv = visitor(game, DOCKS)
    gm = gate_trophy(game, inv)
    encounter(game)
    answer(game, "1 gate trophy")
    assert inv.money == 5
    assert inv.gate_trophies == []
    assert game.state.gate_pile[-1] == gm  # under the pile


def test_trophy_payment_not_offered_without_enough_trophies(game):
    inv = visitor(game, DOCKS)
    trophy(game, inv, "zombie")
    trophy(game, inv, "gug")  # 4 toughness
    assert specials(game) == []


def test_spent_trophies_count_modified_toughness():
    g = quiet_game(ancient_one="base:shub_niggurath")  # every monster +1 toughness while she sleeps
    inv = visitor(g, DOCKS)
    trophy(g, inv, "zombie")
    trophy(g, inv, "gug")  # 2 + 4
    assert any(o.startswith("Shady Character") for o in specials(g))


def test_science_building_dissection_gives_two_clues(game):
    inv = visitor(game, SCIENCE)
    gate_trophy(game, inv)
    encounter(game)
    answer(game, "Dissection")
    assert inv.clues == 2


def test_no_location_ability_where_a_gate_is_open(game):
    inv = visitor(game, SCIENCE)
    gate_trophy(game, inv)
    open_gate(game, SCIENCE, "base:world/yuggoth")
    assert specials(game) == []


def test_south_church_blesses_anyone():
    g = quiet_game(["base:amanda_sharpe", "base:joe_diamond"])
    inv = visitor(g, "base:arkham/south_church")
    gate_trophy(g, inv)
    encounter(g, 0)
    answer(g, "Bless")
    answer(g, "Joe Diamond")
    assert C.has_card(g, g.state.investigators[1], "base:blessing")
    assert not C.has_card(g, inv, "base:blessing")


def test_police_station_deputy_for_two_gate_trophies(game):
    inv = visitor(game, "base:arkham/police_station")
    gate_trophy(game, inv)
    gate_trophy(game, inv, "base:world/yuggoth")
    encounter(game)
    answer(game, "2 gate trophies")
    names = sorted(C.card_def(game, c).name for c in inv.cards)
    assert names == ["Deputy of Arkham", "Deputy's Revolver", "Patrol Wagon"]
    assert inv.gate_trophies == []


def test_mas_boarding_house_recruits_any_ally_for_ten_toughness(game):
    inv = visitor(game, "base:arkham/mas_boarding_house")
    for _ in range(3):
        trophy(game, inv, "dark_young")  # 3 each
    trophy(game, inv, "zombie")
    encounter(game)
    answer(game, "10 toughness")
    for _ in range(4):
        if game.choice.kind != "trophy":
            break
        game.apply(game.choice.options[0].id)
    assert game.choice.kind == "ally"
    allies = len(game.state.decks["ally"])
    assert len(labels(game)) == allies
    game.apply(game.choice.options[-1].id)
    assert [C.card_def(game, c).deck for c in inv.cards].count("ally") == 1
    assert len(game.state.decks["ally"]) == allies - 1
