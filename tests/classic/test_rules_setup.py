"""Game setup (base p.5; DH rule changes on the first Mythos card, five or more
players, Jenny Barnes and Bob Jenkins)."""

from arkham.api import new_game
from arkham.rules.classic import core as C
from arkham.state import BOX, CUP
from arkham.testing import answer, quiet_game, run_step

SCIENCE = "base:arkham/science_building"


def start(investigators, ancient_one="base:yig", seed=3):
    """A new game stopped at its first set-up choice (before the first Mythos card)."""
    return new_game(seed=seed, ancient_one=ancient_one, investigators=list(investigators))


def finish_setup(g):
    while not any(fr["k"] == "turn" for fr in g.state.stack):
        g.apply(g.choice.options[0].id)
    return g


def inv_of(g, inv_id):
    return next(i for i in g.state.investigators if i.id == inv_id)


def card_names(g, inv):
    return sorted(C.card_def(g, c).name for c in inv.cards)


def decks_of(g, inv):
    return [C.card_def(g, c).deck for c in inv.cards]


# ------------------------------------------------------------------ clues
def test_one_clue_on_each_of_the_eleven_unstable_locations():
    g = start(["base:amanda_sharpe"])
    unstable = sorted(a.id for a in g.content.areas.values() if a.unstable)
    assert len(unstable) == 11
    assert sorted(g.state.clues_on) == unstable
    assert set(g.state.clues_on.values()) == {1}


def test_no_clue_on_the_science_building_when_kate_winthrop_plays():
    g = start(["base:amanda_sharpe", "base:kate_winthrop"])
    assert SCIENCE not in g.state.clues_on
    assert len(g.state.clues_on) == 10


# --------------------------------------------------------------- monsters
def test_mask_monsters_stay_in_the_box_without_nyarlathotep():
    g = start(["base:amanda_sharpe"], ancient_one="base:yig")
    masks = [m for m in g.state.monsters if "mask" in C.monster_def(g, m).abilities]
    assert len(masks) == 5
    assert all(g.state.monsters[m] == BOX for m in masks)
    assert not any(m in g.state.cup for m in masks)


def test_mask_monsters_go_into_the_cup_with_nyarlathotep():
    g = start(["base:amanda_sharpe"], ancient_one="base:nyarlathotep")
    masks = [m for m in g.state.monsters if "mask" in C.monster_def(g, m).abilities]
    assert all(g.state.monsters[m] == CUP and m in g.state.cup for m in masks)


# -------------------------------------------------------------- possessions
def test_fixed_possessions_michael_mcglen():
    g = finish_setup(start(["base:michael_mcglen"]))
    inv = inv_of(g, "base:michael_mcglen")
    names = card_names(g, inv)
    assert "Tommy Gun" in names and "Dynamite" in names
    assert inv.money == 8


def test_fixed_possessions_sister_mary_is_blessed():
    g = finish_setup(start(["base:sister_mary"]))
    inv = inv_of(g, "base:sister_mary")
    names = card_names(g, inv)
    assert {"Blessing", "Cross", "Holy Water"} <= set(names)
    assert C.success_floor(g, inv) == 4


def test_jenny_barnes_starts_with_two_common_items():
    g = finish_setup(start(["base:jenny_barnes"]))
    inv = inv_of(g, "base:jenny_barnes")
    assert decks_of(g, inv).count("common") == 2
    assert decks_of(g, inv).count("unique") == 1


def test_bob_jenkins_starts_with_nine_dollars():
    g = finish_setup(start(["base:bob_jenkins"]))
    assert inv_of(g, "base:bob_jenkins").money == 9


def test_monterey_jack_draws_an_extra_unique_item_and_discards_one():
    g = start(["base:monterey_jack"])
    assert g.choice.kind == "draw"
    assert "draws 3 and keeps 2" in g.choice.prompt
    drawn = [o.id.partition(":")[2] for o in g.choice.options]
    g.apply(g.choice.options[0].id)
    g.apply(g.choice.options[0].id)
    inv = inv_of(g, "base:monterey_jack")
    kept = [c for c in inv.cards if C.card_def(g, c).deck == "unique"]
    assert len(kept) == 2
    left = [c for c in drawn if c not in kept]
    assert len(left) == 1
    assert g.state.decks["unique"][-1] == left[0]  # the spare goes to the bottom
    assert {"Bullwhip", ".38 Revolver"} <= set(card_names(g, inv))


def test_sliders_may_start_on_any_stop():
    g = start(["base:michael_mcglen"])
    while g.choice.kind != "slider":
        g.apply(g.choice.options[0].id)
    assert len(g.choice.options) == 4
    answer(g, "Speed 5")
    answer(g, "Fight 3")
    answer(g, "Lore 2")
    inv = inv_of(g, "base:michael_mcglen")
    assert inv.sliders == [3, 0, 2]


def test_investigators_start_at_home_with_full_sanity_and_stamina():
    g = finish_setup(start(["base:amanda_sharpe", "base:joe_diamond"]))
    for inv in g.state.investigators:
        d = g.content.investigators[inv.id]
        if inv.stage == 0:
            assert inv.where == d.home
        assert inv.sanity == d.sanity and inv.stamina == d.stamina


# ------------------------------------------------------- first Mythos card
def test_first_mythos_card_is_never_a_rumor():
    g = quiet_game()
    deck = g.state.decks["mythos"]
    for cid in ("base:the_great_ritual", "base:disturbing_the_dead", "base:a_strange_plague"):
        deck.remove(cid)
    deck[:0] = ["base:the_great_ritual", "base:disturbing_the_dead", "base:a_strange_plague"]
    run_step(g, "mythos.phase", who=-1, setup=True)
    while g.choice.kind != "halt":
        g.apply(g.choice.options[0].id)
    assert g.state.rumor is None
    assert g.state.environment == "base:a_strange_plague"
    assert deck[-2:] == ["base:the_great_ritual", "base:disturbing_the_dead"]
    assert list(g.state.gates) == ["base:arkham/independence_square"]
    assert g.state.doom == 1


def test_setup_ends_with_one_gate_open_and_turn_one():
    g = finish_setup(start(["base:amanda_sharpe"], seed=11))
    assert len(g.state.gates) == 1
    assert g.state.rumor is None
    assert g.state.turn == 1


# ------------------------------------------------------- five or more players
def monsters_at_new_gate(n_players):
    ids = ["base:amanda_sharpe", "base:joe_diamond", "base:bob_jenkins", "base:vincent_lee", "base:harvey_walters"][
        :n_players
    ]
    g = quiet_game(ids)
    area = "base:arkham/woods"
    run_step(g, "gate.open", who=-1, area=area, surge=True)
    return len(C.monsters_at(g, area))


def test_five_investigators_place_two_monsters_at_a_new_gate():
    assert monsters_at_new_gate(5) == 2


def test_four_investigators_place_one_monster_at_a_new_gate():
    assert monsters_at_new_gate(4) == 1
