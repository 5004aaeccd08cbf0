"""Scenario tests for the Dunwich Common and Unique Items that are not Tasks or Missions
(card texts; handless weapons, DH p.7; weapon durations, KH FAQ) and for the seven
replacement cards (DH p.2, "A Note on Arkham Horror Replacement Cards")."""

from __future__ import annotations

from pathlib import Path

import pytest

from arkham.content.loader import CONTENT_ROOT, Content, load_content, load_pack
from arkham.errors import ContentError
from arkham.rules.classic import core as C
from arkham.state import SKY
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
    start_check,
    start_combat,
)
from helpers.coverage_marks import covers
from helpers.hands import bare_in_graveyard

PACKS = ("base", "dunwich")
WHERE = "base:arkham/graveyard"
STREET = "base:arkham/rivertown_streets"


@pytest.fixture
def game():
    return quiet_game(["base:amanda_sharpe", "base:joe_diamond"], ancient_one="base:azathoth", packs=PACKS)


def combat(g, m, seat=0):
    return start_combat(g, seat, m)


def fight_label(g):
    return next(o for o in labels(g) if o.startswith("Fight:"))


def move(g, seat=0, pts=4):
    inv = g.state.investigators[seat]
    return run_step(g, "move", who=seat, pts=pts, full=pts, start=inv.where)


def check(g, skill, kind=None, seat=0):
    return start_check(g, seat, skill, 0, 1, kind)


# ------------------------------------------------------------------ handless weapons (DH p.7)
@covers("dunwich:brass_knuckles")
def test_brass_knuckles_are_readied_beside_a_two_handed_weapon():
    """DH p.7: a handless weapon is used in addition to two hands' worth of weapons."""
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    bare_in_graveyard(g)  # Fight 1
    give(g, 0, "base:dynamite")
    give(g, 0, "dunwich:brass_knuckles")
    m = put_monster(g, "cultist", WHERE)  # combat +1
    combat(g, m)
    answer(g, "Ready Dynamite (+8)")
    assert "Ready Brass Knuckles (+1)" in labels(g)  # both hands full, still offered
    answer(g, "Ready Brass Knuckles")
    assert fight_label(g) == "Fight: 11 dice against toughness 1"


@covers("dunwich:alien_device")
def test_the_alien_device_adds_a_magical_two_beside_two_one_handed_weapons():
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    bare_in_graveyard(g)
    give(g, 0, "base:revolver_38")
    give(g, 0, "base:knife")
    give(g, 0, "dunwich:alien_device")
    m = put_monster(g, "cultist", WHERE)
    combat(g, m)
    answer(g, "Ready .38 Revolver")
    answer(g, "Ready Knife")
    answer(g, "Ready Alien Device (+2)")
    assert fight_label(g) == "Fight: 8 dice against toughness 1"  # 1 + 1 + 3 + 1 + 2
    assert C.card_def(g, "dunwich:alien_device").data["bonus_type"] == "magical"


# ------------------------------------------------------------------ weapons that exhaust
@covers("dunwich:carbine_rifle", "dunwich:golden_sword_of_yha_talla", "dunwich:fetch_stick")
@pytest.mark.parametrize(
    "card,name,bonus",
    [
        ("dunwich:carbine_rifle", "Carbine Rifle", 5),
        ("dunwich:golden_sword_of_yha_talla", "Golden Sword of Y'ha-Talla", 5),
        ("dunwich:fetch_stick", "Fetch Stick", 7),
    ],
)
def test_an_exhausting_weapon_serves_one_check_then_waits_for_the_upkeep(card, name, bonus):
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    inv = bare_in_graveyard(g)
    c = give(g, 0, card)
    m = put_monster(g, "cultist", WHERE)
    combat(g, m)
    answer(g, f"Ready {name} (+{bonus})")
    assert fight_label(g) == f"Fight: {2 + bonus} dice against toughness 1"
    rig(g, *([1] * (2 + bonus)))  # a miss: the fight goes on
    answer(g, "Fight:")
    while g.choice.kind != "combat":
        g.apply(g.choice.options[0].id)  # the Cultist's blow
    assert c in inv.cards and c in inv.exhausted
    assert not any(name in x for x in labels(g))  # exhausted: not offered again
    run_step(g, "upkeep.inv", who=0)
    assert c not in inv.exhausted


@covers("dunwich:fetch_stick")
def test_the_fetch_stick_takes_both_hands():
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    bare_in_graveyard(g)
    give(g, 0, "dunwich:fetch_stick")
    give(g, 0, "base:knife")
    m = put_monster(g, "cultist", WHERE)
    combat(g, m)
    answer(g, "Ready Fetch Stick")
    assert not any(o.startswith("Ready Knife") for o in labels(g))


@covers("dunwich:enchanted_cane")
def test_the_enchanted_cane_adds_a_magical_three_and_a_forced_discard_passes_it_over():
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    inv = bare_in_graveyard(g)
    cane = give(g, 0, "dunwich:enchanted_cane")
    knife = give(g, 0, "base:knife")
    m = put_monster(g, "cultist", WHERE)
    combat(g, m)
    answer(g, "Ready Enchanted Cane (+3)")
    assert fight_label(g) == "Fight: 5 dice against toughness 1"
    run_step(g, "fx", who=0, seat=0, ops=[{"op": "discard", "what": "item", "n": "all"}], i=0, ctx={})
    assert cane in inv.cards and knife not in inv.cards  # "cannot be lost or stolen unless you choose"


# ------------------------------------------------------------------ bonuses to checks
@covers("dunwich:dusty_manuscripts", "dunwich:glass_of_mortlan", "dunwich:gruesome_talisman", "dunwich:warning_mirror")
@pytest.mark.parametrize(
    "card,skill,kind,n",
    [
        ("dunwich:dusty_manuscripts", "lore", "spell", 1),
        ("dunwich:glass_of_mortlan", "lore", "spell", 2),
        ("dunwich:gruesome_talisman", "will", "horror", 2),
        ("dunwich:warning_mirror", "luck", None, 2),
    ],
)
def test_a_card_adds_dice_to_its_kind_of_check_only(card, skill, kind, n):
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    inv = bare_in_graveyard(g)
    plain = C.skill_value(g, inv, skill)
    give(g, 0, card)
    assert C.skill_value(g, inv, skill, kind) == plain + n
    if kind is not None:  # a plain check of that skill gets nothing
        assert C.skill_value(g, inv, skill) == plain
    rig(g, *([1] * (plain + n - 1)), 5)  # only the last die, a bonus die, succeeds
    check(g, skill, kind)
    assert g.state.stack[-1]["ret"] == [True, 1]


# ------------------------------------------------------------------ tomes
@covers("dunwich:de_vermiis_mysteriis")
def test_de_vermiis_mysteriis_closes_a_gate_anywhere_for_a_sanity_and_the_book(game):
    inv = bare_in_graveyard(game, sliders=(0, 0, 3))  # Lore 4: 2 dice at -2
    put(game, 0, STREET)
    book = give(game, 0, "dunwich:de_vermiis_mysteriis")
    open_gate(game, "base:arkham/the_witch_house", "base:world/abyss")
    sanity = inv.sanity
    move(game, pts=3)
    rig(game, 5, 1)
    answer(game, "De Vermiis Mysteriis: Read it")
    answer(game, "Witch House")  # the one gate there is, far away
    assert "base:arkham/the_witch_house" not in game.state.gates
    assert len(inv.gate_trophies) == 1 and inv.sanity == sanity - 1
    assert book not in inv.cards
    assert any("(1 movement left)" in o for o in labels(game))


@covers("dunwich:de_vermiis_mysteriis")
def test_de_vermiis_mysteriis_failed_keeps_the_book_exhausted(game):
    inv = bare_in_graveyard(game, sliders=(0, 0, 3))
    put(game, 0, STREET)
    book = give(game, 0, "dunwich:de_vermiis_mysteriis")
    open_gate(game, "base:arkham/the_witch_house", "base:world/abyss")
    move(game, pts=3)
    rig(game, 1, 1)
    answer(game, "De Vermiis Mysteriis: Read it")
    assert "base:arkham/the_witch_house" in game.state.gates
    assert book in inv.cards and book in inv.exhausted


@covers("dunwich:dhol_chants")
def test_dhol_chants_bring_an_ally_for_two_sanity(game):
    inv = bare_in_graveyard(game, sliders=(0, 0, 3))
    put(game, 0, STREET)
    give(game, 0, "dunwich:dhol_chants")
    sanity = inv.sanity
    allies = game.state.decks["ally"]
    plain = next(
        c for c in allies if c.startswith("base:") and not C.card_def(game, c).data.get("on_gain")
    )  # no gift, no loss answered
    allies.insert(0, allies.pop(allies.index(plain)))
    move(game, pts=2)
    rig(game, 6, 1)
    answer(game, "Dhol Chants: Chant")
    assert inv.cards == [plain]  # the chants are used up
    assert inv.sanity == sanity - 2


@covers("dunwich:true_magick")
def test_true_magick_gives_a_clue_for_a_sanity_and_stays(game):
    inv = bare_in_graveyard(game, sliders=(0, 0, 3))  # Lore 4: 3 dice at -1
    put(game, 0, STREET)
    tome = give(game, 0, "dunwich:true_magick")
    sanity = inv.sanity
    move(game, pts=1)
    rig(game, 1, 1, 6)
    answer(game, "True Magick: Study it")
    assert inv.clues == 1 and inv.sanity == sanity - 1
    assert tome in inv.cards and tome in inv.exhausted
    assert any("(0 movement left)" in o for o in labels(game)) or game.choice.kind != "move"


# ------------------------------------------------------------------ other Unique Items
@covers("dunwich:lightning_gun")
def test_the_lightning_gun_defeats_every_monster_in_the_sky(game):
    inv = bare_in_graveyard(game)
    put(game, 0, STREET)
    gun = give(game, 0, "dunwich:lightning_gun")
    move(game, pts=2)
    assert not any(o.startswith("Lightning Gun") for o in labels(game))  # nothing to shoot at yet
    a = put_monster(game, "byakhee", SKY)
    b = put_monster(game, "flying_polyp", SKY)
    ground = put_monster(game, "cultist", STREET)
    sanity, stamina = inv.sanity, inv.stamina
    move(game, pts=2)
    answer(game, "Lightning Gun: Fire it")
    assert sorted(inv.monster_trophies) == sorted([a, b])
    assert game.state.monsters[ground] == STREET
    assert (inv.sanity, inv.stamina) == (sanity - 1, stamina - 1)
    assert gun not in inv.cards


SEVEN = (
    "the_witch_house",
    "woods",
    "graveyard",
    "black_cave",
    "unvisited_isle",
    "the_unnamable",
    "independence_square",
)


def eighth_gate(g):
    """Seven gates open; the Mythos opens an eighth at the Historical Society (two players:
    eight gates wake the Ancient One, base p.20)."""
    st = g.state
    for area in SEVEN:
        open_gate(g, "base:arkham/" + area, C.base_id(st.gate_pile[0]))
    run_step(g, "gate.open", who=-1, area="base:arkham/historical_society", monster=False)
    return st


@covers("dunwich:seven_cryptical_books_of_hsan")
def test_the_seven_cryptical_books_pay_one_sanity_of_a_casting_once_a_turn():
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    inv = bare_in_graveyard(g)
    books = give(g, 0, "dunwich:seven_cryptical_books_of_hsan")
    give(g, 0, "base:shrivelling")  # 1 Sanity to cast
    give(g, 0, "base:dread_curse_of_azathoth")  # 2 Sanity to cast
    sanity = inv.sanity
    m = put_monster(g, "cultist", WHERE)
    combat(g, m)
    rig(g, 1, 1, 1)
    answer(g, "Cast Shrivelling")
    assert inv.sanity == sanity and books in inv.exhausted  # the books, not Sanity
    assert "exhausts Seven Cryptical Books of Hsan instead of paying 1 Sanity" in log_text(g)
    m2 = put_monster(g, "cultist", WHERE)
    g.state.rig.clear()
    g.state.stack = []  # a new scene: the first combat set aside
    combat(g, m2)
    rig(g, 1, 1, 1)
    answer(g, "Cast Dread Curse of Azathoth")
    assert inv.sanity == sanity - 2  # exhausted: the full cost this time


@covers("dunwich:mi_go_brain_case")
def test_the_mi_go_brain_case_swaps_places_with_a_monster_for_all_the_movement(game):
    inv = bare_in_graveyard(game)
    put(game, 0, STREET)
    case = give(game, 0, "dunwich:mi_go_brain_case")
    far = put_monster(game, "zombie", "base:arkham/the_witch_house")
    move(game, pts=4)
    answer(game, "Mi-Go Brain Case: Swap places")
    answer(game, "Zombie at The Witch House")
    assert inv.where == "base:arkham/the_witch_house" and game.state.monsters[far] == STREET
    assert case in inv.exhausted
    assert not any(o.startswith("Move to") for o in labels(game))  # no movement left


@covers("dunwich:mi_go_brain_case")
def test_the_mi_go_brain_case_swaps_two_investigators_and_only_before_moving(game):
    inv = bare_in_graveyard(game)
    other = game.state.investigators[1]
    put(game, 0, STREET)
    put(game, 1, "base:arkham/woods")
    give(game, 0, "dunwich:mi_go_brain_case")
    move(game, pts=4)
    answer(game, "Move to Graveyard")
    assert not any(o.startswith("Mi-Go Brain Case") for o in labels(game))  # moved already
    put(game, 0, STREET)
    move(game, pts=4)
    answer(game, "Mi-Go Brain Case: Swap places")
    answer(game, "Joe Diamond at Woods")
    assert inv.where == "base:arkham/woods" and other.where == STREET


@covers("dunwich:fire_of_asshurbanipal")
def test_without_the_fire_the_eighth_gate_wakes_the_ancient_one(game):
    st = eighth_gate(game)
    assert st.awakened


@covers("dunwich:fire_of_asshurbanipal")
def test_the_fire_of_asshurbanipal_lets_one_more_gate_open_before_the_awakening(game):
    """Card text: while any investigator holds it, one more gate may be open."""
    give(game, 1, "dunwich:fire_of_asshurbanipal")  # held by the other investigator
    assert C.gate_limit(game) == 9
    st = eighth_gate(game)
    assert len(st.gates) == 8 and not st.awakened


# ------------------------------------------------------------------ replacement cards (DH p.2)
REPLACED = ("base:flesh_ward", "base:healing_stone", "base:lantern")


@covers(*REPLACED)
def test_a_base_game_keeps_its_own_cards():
    c = load_content(("base",))
    assert not c.replaced
    assert c.cards["base:lantern"].summary.startswith("Revised card")


@covers(*REPLACED)
def test_with_dunwich_the_replacement_cards_take_the_place_of_the_base_ones():
    """Remove the old cards and put the revised ones in: the decks keep their size."""
    c = load_content(PACKS)
    assert {k: v for k, v in c.replaced.items()} == dict.fromkeys(REPLACED, "dunwich")
    for cid, n in (("base:flesh_ward", 4), ("base:healing_stone", 1), ("base:lantern", 2)):
        assert c.cards[cid].summary.startswith("Dunwich printing") and c.cards[cid].count == n
        assert not any(k.startswith("dunwich:") and d.name == c.cards[cid].name for k, d in c.cards.items())
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    every = [x for deck in g.state.decks.values() for x in deck] + [x for i in g.state.investigators for x in i.cards]
    assert sum(1 for x in every if C.base_id(x) == "base:flesh_ward") == 4
    assert sum(1 for x in every if C.base_id(x) == "base:lantern") == 2


@covers("base:lantern")
def test_the_replacing_lantern_plays_its_own_rule():
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    inv = bare_in_graveyard(g)
    luck = C.skill_value(g, inv, "luck")
    give(g, 0, "base:lantern")
    assert C.skill_value(g, inv, "luck") == luck + 1


def _fixture_pack(tmp: Path, body: str) -> Path:
    (tmp / "later").mkdir()
    (tmp / "later" / "manifest.yaml").write_text(
        "id: later\nname: A later box\nrequires: [base]\nfiles: {cards: [cards.yaml]}\n"
    )
    (tmp / "later" / "cards.yaml").write_text(body)
    return tmp


LANTERN_2 = """
- id: lantern
  replaces: base:lantern
  name: Lantern
  deck: common
  count: 2
  price: 4
  summary: a brighter one
  data: {check_bonus: {luck: 2}}
"""


def test_any_later_pack_may_replace_a_base_card_with_other_rules(tmp_path):
    """The mechanism is the loader's, for every box: the later card's rules are those in play."""
    root = _fixture_pack(tmp_path, LANTERN_2)
    c = Content(packs=("base", "later"))
    load_pack("base", c, root=CONTENT_ROOT)
    old = c.cards["base:lantern"]
    load_pack("later", c, root=root)
    assert c.cards["base:lantern"] is not old
    assert c.cards["base:lantern"].data["check_bonus"] == {"luck": 2} and c.cards["base:lantern"].price == 4
    assert c.replaced == {"base:lantern": "later"}


@pytest.mark.parametrize(
    "body,message",
    [
        (LANTERN_2.replace("base:lantern", "base:no_such_card"), "names unknown card 'base:no_such_card'"),
        (LANTERN_2.replace("base:lantern", "lantern"), "must name a card with its pack"),
        (LANTERN_2.replace("deck: common", "deck: unique"), "cannot replace the common card"),
        (LANTERN_2 + LANTERN_2.replace("- id: lantern", "- id: lantern_b"), "already replaced"),
    ],
)
def test_a_bad_replacement_fails_loading(tmp_path, body, message):
    root = _fixture_pack(tmp_path, body)
    c = Content(packs=("base", "later"))
    load_pack("base", c, root=CONTENT_ROOT)
    with pytest.raises(ContentError, match=message):
        load_pack("later", c, root=root)
