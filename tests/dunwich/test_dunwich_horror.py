"""The Dunwich Horror (DH pp.7-8, its marker, and its deck of 7 Dunwich Horror cards):
it appears at Sentinel Hill when the track fills, rolls for doom instead of moving, and each
combat with it draws a card that gives its ratings, damage and abilities; defeated, it is
set aside, the track empties and the victor takes any one card of five decks."""

from __future__ import annotations

from typing import Any

import pytest

from arkham.content.loader import load_content
from arkham.errors import SaveError
from arkham.rules.classic import core as C
from arkham.rules.dunwich import dunwich_horror as DH
from arkham.rules.dunwich import vortices as V
from arkham.state import CUP, SHEET
from arkham.testing import (
    answer,
    empty_handed,
    finished,
    give,
    labels,
    log_text,
    open_gate,
    put_monster,
    quiet_game,
    rig,
    run_step,
)
from helpers.coverage_marks import covers

PACKS = ("base", "dunwich")
HILL = "dunwich:dunwich/sentinel_hill"
HORROR = "dunwich:the_dunwich_horror"
CARDS = (
    "dunwich:dunwich_horror_unseen",
    "dunwich:dunwich_horror_ravening",
    "dunwich:dunwich_horror_maddening",
    "dunwich:dunwich_horror_warded",
    "dunwich:dunwich_horror_vast",
    "dunwich:dunwich_horror_relentless",
    "dunwich:dunwich_horror_howling",
)


def horror_game(**kw: Any) -> Any:
    """Joe Diamond with nothing in hand, his maxima raised so the tests see each loss whole."""
    g = quiet_game(["base:joe_diamond"], packs=PACKS, **kw)
    empty_handed(g, sliders=(0, 0, 0), clues=0, where="base:arkham/train_station")
    inv(g).max_sanity_mod = inv(g).max_stamina_mod = 6
    inv(g).sanity, inv(g).stamina = C.max_sanity(g, inv(g)), C.max_stamina(g, inv(g))
    return g


def inv(g: Any) -> Any:
    return g.state.investigators[0]


def the_horror(g: Any) -> str:
    return next(m for m in g.state.monsters if C.base_id(m) == HORROR)


def fill_track(g: Any) -> None:
    """Three monsters walk into the vortex above Backwoods Country (DH p.7)."""
    for _ in range(3):
        put_monster(g, "cultist", "dunwich:dunwich/backwoods_country_streets")
        run_step(g, "mythos.move", who=-1, white=[], black=["crescent"], i=0)


def rigged(monkeypatch: Any, card: str) -> None:
    """Every combat draws ``card``: the deck's shuffle is replaced by one that puts it first."""
    real = DH.draw_card

    def draw(g: Any) -> str:
        real(g)  # the real shuffle and draw, then the wanted card swapped in
        deck = g.state.decks[DH.DECK] + g.state.decks[DH.DRAWN]
        deck.remove(card)
        g.state.decks[DH.DECK] = deck
        g.state.decks[DH.DRAWN] = [card]
        return card

    monkeypatch.setattr(DH, "draw_card", draw)


def fight_at_the_hill(g: Any, sliders: tuple[int, int, int] = (0, 0, 0)) -> str:
    m = the_horror(g)
    g.state.monsters[m] = HILL
    empty_handed(g, sliders=sliders, clues=0, where=HILL)
    run_step(g, "face", who=0, monster=m)
    return m


# ------------------------------------------------------------------ the data
@covers(HORROR, *CARDS)
def test_the_horror_waits_beside_the_board_and_its_deck_holds_seven_cards():
    """DH p.3 components, p.4 setup: its marker and tokens beside the Dunwich board, never in the cup."""
    c = load_content(PACKS)
    md = c.monsters[HORROR]
    assert (md.awareness, md.toughness, md.symbol, md.movement, md.spawn) == (2, 5, "crescent", "unique", True)
    assert md.horror is None and md.combat is None  # printed "*": the card decides
    assert sorted(c.monster_cards) == sorted(CARDS)
    assert all(mc.monster == HORROR and mc.reconstructed for mc in c.monster_cards.values())
    assert all(c.reconstructed[x] == "dunwich" for x in CARDS)
    g = horror_game()
    m = the_horror(g)
    assert g.state.monsters[m] == SHEET and m not in g.state.cup


# ------------------------------------------------------------------ appearing
@covers(HORROR, "dunwich:dunwich/sentinel_hill")
def test_the_third_token_brings_the_horror_to_sentinel_hill():
    """DH p.7: a monster into a vortex adds a token; the third brings the Horror to Sentinel Hill."""
    g = horror_game()
    m = the_horror(g)
    for n in (1, 2):
        put_monster(g, "cultist", "dunwich:dunwich/backwoods_country_streets")
        run_step(g, "mythos.move", who=-1, white=[], black=["crescent"], i=0)
        assert V.tokens(g) == n and g.state.monsters[m] == SHEET
    put_monster(g, "cultist", "dunwich:dunwich/backwoods_country_streets")
    run_step(g, "mythos.move", who=-1, white=[], black=["crescent"], i=0)
    assert V.tokens(g) == 3 and g.state.monsters[m] == HILL
    assert "enters play at Sentinel Hill" in log_text(g)
    # a Spawn monster: it never counts against the limit (DH p.6)
    assert C.monsters_in_arkham(g) == 0


@covers(HORROR)
def test_a_location_card_token_can_fill_the_track_too():
    g = horror_game()
    g.state.counters[V.track_key(V.TRACK)] = 2
    run_step(g, "fx", who=0, seat=0, ops=[{"op": "dunwich_horror_token", "n": 1}], i=0, ctx={})
    assert g.state.monsters[the_horror(g)] == HILL


@covers(HORROR)
def test_a_full_track_with_the_horror_in_play_changes_nothing():
    g = horror_game()
    fill_track(g)
    m = the_horror(g)
    g.state.monsters[m] = "dunwich:dunwich/village_commons_streets"
    V.remove_token(g, "a card")  # a card takes a token off; a vortex puts it back
    V.add_token(g, "a monster entered a vortex")
    assert g.state.monsters[m] == "dunwich:dunwich/village_commons_streets" and V.tokens(g) == 3


# ------------------------------------------------------------------ its movement
@covers(HORROR)
def test_instead_of_moving_it_rolls_for_doom():
    """Its marker: instead of moving, roll a die; on 4-6 a doom token is added."""
    g = horror_game()
    fill_track(g)
    m = the_horror(g)
    doom = g.state.doom
    for die, gained in ((3, 0), (4, 1), (6, 1)):
        rig(g, die)
        run_step(g, "mythos.move", who=-1, white=["crescent"], black=[], i=0)
        assert g.state.monsters[m] == HILL
        assert g.state.doom == doom + gained
        doom = g.state.doom


@covers(HORROR)
def test_closing_a_crescent_gate_leaves_the_horror_on_the_board():
    """A decision (recorded in the module): it never came through a gate, only defeat sets it aside."""
    g = horror_game()
    fill_track(g)
    m = the_horror(g)
    area = "base:arkham/woods"
    open_gate(g, area, "dunwich:world/another_time")  # its markers carry the crescent
    open_gate(g, "base:arkham/unvisited_isle", "base:world/yuggoth")  # so the game goes on
    cultist = put_monster(g, "base:cultist", "base:arkham/rivertown_streets")
    empty_handed(g, sliders=(0, 0, 0), clues=0, where=area)
    inv(g).explored = True
    from arkham.rules.classic.encounters import close_gate_at

    close_gate_at(g, inv(g), area, sealed=None)
    assert g.state.monsters[cultist] == CUP  # another crescent monster goes back
    assert g.state.monsters[m] == HILL


# ------------------------------------------------------------------ its cards in combat
@covers(*CARDS)
@pytest.mark.parametrize("card", CARDS)
def test_each_combat_draws_a_card_that_sets_its_ratings(card: str, monkeypatch: Any):
    """DH pp.7-8: entering combat, the deck is shuffled and a card drawn; it gives the Horror
    and Combat ratings and damage and the abilities; the toughness stays 5."""
    rigged(monkeypatch, card)
    g = horror_game()
    fill_track(g)
    m = fight_at_the_hill(g)
    mc = g.content.monster_cards[card]
    rig(g, *[1] * max(0, 3 + mc.horror))  # Joe's Will 3 + the card's rating: every die a miss
    sanity = inv(g).sanity
    answer(g, "Fight")
    assert DH.drawn_card(g) == card
    assert C.monster_stat(g, m, "horror") == mc.horror and C.monster_stat(g, m, "combat") == mc.combat
    assert C.monster_stat(g, m, "stamina_damage") == mc.stamina_damage and C.toughness(g, m) == 5
    assert C.monster_abilities(g, m) == set(mc.abilities)
    # the Horror check at the card's rating (Will 3 + the rating: at most one die, a 1): failed
    assert g.choice.kind in ("check", "combat")
    while not finished(g) and g.choice.kind == "check":
        g.apply(g.choice.options[-1].id)
    assert inv(g).sanity == sanity - mc.sanity_damage
    assert g.choice.kind == "combat"
    flee = [x for x in labels(g) if x.startswith("Flee")]
    assert bool(flee) == ("ambush" not in mc.abilities)  # Ambush: no fleeing
    assert "toughness 5" in labels(g)[0]


@covers("dunwich:dunwich_horror_ravening")
def test_a_failed_combat_check_costs_the_cards_damage(monkeypatch: Any):
    rigged(monkeypatch, "dunwich:dunwich_horror_ravening")  # Combat -4 (4)
    g = horror_game()
    fill_track(g)
    fight_at_the_hill(g, sliders=(3, 3, 3))
    answer(g, "Fight")
    while g.choice.kind == "check":
        g.apply(g.choice.options[-1].id)
    stamina = inv(g).stamina
    n = C.skill_value(g, inv(g), "fight", "combat") - 4
    rig(g, *[1] * max(0, n))
    answer(g, "Fight:")
    while not finished(g) and g.choice.kind == "check":
        g.apply(g.choice.options[-1].id)
    assert inv(g).stamina == stamina - 4


@covers("dunwich:dunwich_horror_maddening")
def test_a_nightmarish_card_costs_sanity_even_when_the_horror_check_passes(monkeypatch: Any):
    """Base p.24 Nightmarish, with the card's value: a passed Horror check still costs 2 Sanity."""
    rigged(monkeypatch, "dunwich:dunwich_horror_maddening")  # Horror -4 (4), Nightmarish 2
    g = horror_game()
    fill_track(g)
    fight_at_the_hill(g)
    inv(g).clues = 1
    assert C.skill_value(g, inv(g), "will", "horror") - 4 < 1  # no die: a Clue token buys one
    sanity = inv(g).sanity
    rig(g, 6)
    answer(g, "Fight")
    answer(g, "Spend a Clue token")
    while g.choice.kind == "check":
        g.apply(g.choice.options[-1].id)
    assert g.choice.kind == "combat" and inv(g).sanity == sanity - 2


@covers("dunwich:dunwich_horror_howling")
def test_a_failed_evade_check_draws_a_card_and_takes_its_combat_damage(monkeypatch: Any):
    """Failing to evade starts the combat: the card is drawn and its combat damage taken."""
    rigged(monkeypatch, "dunwich:dunwich_horror_howling")  # Combat damage 3
    g = horror_game()
    fill_track(g)
    fight_at_the_hill(g, sliders=(0, 0, 0))
    stamina = inv(g).stamina
    n = C.skill_value(g, inv(g), "sneak", "evade") + 2
    rig(g, *[1] * n)
    answer(g, "Evade")
    while g.choice.kind == "check":
        g.apply(g.choice.options[-1].id)
    assert DH.drawn_card(g) == "dunwich:dunwich_horror_howling"
    assert inv(g).stamina == stamina - 3


@covers(*CARDS)
def test_the_card_goes_back_into_the_deck_when_the_combat_ends(monkeypatch: Any):
    rigged(monkeypatch, "dunwich:dunwich_horror_unseen")
    g = horror_game()
    fill_track(g)
    m = fight_at_the_hill(g, sliders=(3, 3, 3))
    answer(g, "Fight")
    while g.choice.kind == "check":
        g.apply(g.choice.options[-1].id)
    n = C.skill_value(g, inv(g), "sneak", "evade") + 2
    rig(g, *[6] * n)
    answer(g, "Flee")
    while not finished(g):
        g.apply(g.choice.options[-1].id)
    assert DH.drawn_card(g) is None and sorted(g.state.decks[DH.DECK]) == sorted(CARDS)
    assert g.state.monsters[m] == HILL and V.tokens(g) == 3
    assert C.monster_stat(g, m, "horror") is None  # outside a combat: the printed marker


# ------------------------------------------------------------------ defeating it
def beat_it(g: Any, monkeypatch: Any, card: str) -> str:
    """Joe with Dynamite (+8) against a card that does not stop a physical weapon; all sixes."""
    rigged(monkeypatch, card)
    m = fight_at_the_hill(g, sliders=(3, 3, 3))
    give(g, 0, "base:dynamite")
    answer(g, "Fight")
    while g.choice.kind == "check":
        g.apply(g.choice.options[-1].id)
    answer(g, "Ready Dynamite")
    n = C.skill_value(g, inv(g), "fight", "combat") + C.monster_stat(g, m, "combat") + 8
    assert n >= 5
    rig(g, *[6] * n)
    answer(g, "Fight:")
    while g.choice.kind == "check":
        g.apply(g.choice.options[-1].id)
    return m


@covers(HORROR, "dunwich:dunwich_horror_warded")
def test_defeated_it_is_set_aside_the_track_empties_and_the_victor_takes_any_card(monkeypatch: Any):
    """DH p.8: defeated, the track is emptied and the Horror set aside; the victor may search the
    Common Item, Unique Item, Skill, Spell or Ally deck for any one card."""
    g = horror_game()
    fill_track(g)
    m = beat_it(g, monkeypatch, "dunwich:dunwich_horror_warded")  # Magical Immunity: Dynamite still counts
    assert g.choice.kind == "draw"
    assert labels(g) == [
        "Search the Common Item deck",
        "Search the Unique Item deck",
        "Search the Skill deck",
        "Search the Spell deck",
        "Search the Ally deck",
        "Take nothing",
    ]
    assert g.state.monsters[m] == SHEET and V.tokens(g) == 0 and m not in inv(g).monster_trophies
    answer(g, "Search the Unique Item deck")
    pick = g.choice.options[-1]
    n = len(g.state.decks["unique"])
    g.apply(pick.id)
    assert finished(g)
    assert C.card_def(g, inv(g).cards[-1]).name == pick.label and len(g.state.decks["unique"]) == n - 1
    # the track fills again: the Horror appears again
    fill_track(g)
    assert g.state.monsters[m] == HILL


@covers("dunwich:dunwich_horror_ravening")
def test_an_overwhelming_card_still_hurts_the_victor(monkeypatch: Any):
    g = horror_game()
    fill_track(g)
    stamina = inv(g).stamina
    beat_it(g, monkeypatch, "dunwich:dunwich_horror_ravening")  # Overwhelming 2
    assert "Overwhelming" in log_text(g)
    answer(g, "Take nothing")
    assert finished(g) and V.tokens(g) == 0 and inv(g).stamina == stamina - 2


# ------------------------------------------------------------------ part of the box
def test_the_horror_comes_with_its_part_of_the_box():
    c = load_content(("base", "dunwich:dunwich_horror"))
    assert HORROR in c.monsters and len(c.monster_cards) == 7
    assert "dunwich.vortices" in c.hooks.modules and "dunwich.dunwich_horror" in c.hooks.modules
    c = load_content(("base", "dunwich:investigators"))
    assert HORROR not in c.monsters and not c.monster_cards


# ------------------------------------------------------------------ random play
def test_random_games_with_the_horror_in_play_keep_the_invariants():
    """The Horror set beside the first investigator at the start: random answers meet it,
    its deck in combat and its rolls for doom, with the invariants after every step; the
    games copy unchanged, and their saves are refused (the Horror was placed by hand, which
    no answer does; the soak, bench/soak.py, saves and loads played Dunwich games)."""
    import random

    import arkham
    from arkham.testing import play_checked

    drawn = stirred = 0
    for seed in range(4):
        g = arkham.new_game(seed=seed, investigators=2, packs=list(PACKS))
        g.state.counters[V.track_key(V.TRACK)] = 3
        g.state.monsters[DH.marker(g)] = g.state.investigators[0].where
        play_checked(g, random.Random(seed), 40000)
        assert g.result is not None and g.clone() == g
        with pytest.raises(SaveError, match="not what the save's answers give"):
            arkham.load(g.to_json())  # the Horror was set by hand: no answers give this game
        text = log_text(g)
        drawn += text.count("draws a Dunwich Horror card")
        stirred += text.count("The Dunwich Horror: instead of moving it rolls")
    assert drawn and stirred
