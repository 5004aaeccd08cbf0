"""Scenario tests for the rules deviations found by the audit of the base game, one or
more per item, each citing the rule it checks."""

from __future__ import annotations

import pytest

from arkham.content.validate_effects import check_effects
from arkham.errors import ContentError
from arkham.rules.classic import core as C
from arkham.testing import answer, empty_handed, give, labels, log_text, quiet_game, rig, run_step, start_encounter

SQUARE = "base:arkham/independence_square"
BANK = "base:arkham/bank_of_arkham"
GRAVEYARD = "base:arkham/graveyard"
HOSPITAL = "base:arkham/st_marys_hospital"


def fail_dice(g, skill: str, mod: int, check: str | None = None) -> list[int]:
    """Enough ones for every die of the check (a certain failure)."""
    inv = g.state.investigators[0]
    return [1] * max(0, C.skill_value(g, inv, skill, check) + mod)


def location_encounter(g, card: str, area: str) -> None:
    start_encounter(g, 0, area, card)


# ---------------------------------------------------------------- 1. simultaneous losses
def test_a_combined_loss_at_one_and_one_devours(game):
    """DH/KH rule change 'Zero Sanity and Zero Stamina' (base p.17): "lose 1 Stamina and
    1 Sanity" is one loss; at 1/1 both reach 0 together and the investigator is devoured,
    not knocked out by the first half."""
    g = game
    inv = empty_handed(g, clues=0, where=SQUARE)
    inv.sanity, inv.stamina = 1, 1
    rig(g, *fail_dice(g, "will", -1))
    location_encounter(g, "base:downtown_2", SQUARE)
    assert "base:amanda_sharpe" in g.state.gone
    assert g.state.investigators[0].id != "base:amanda_sharpe"
    assert "loses 1 Sanity and 1 Stamina" in log_text(g)


def test_a_combined_loss_takes_both_before_the_knock_out(game):
    """At 5 Sanity and 1 Stamina the same result costs the Sanity too: the investigator is
    knocked out with 4 Sanity left, not 5 (base p.16 unconscious)."""
    g = game
    inv = empty_handed(g, clues=0, where=SQUARE)
    inv.sanity, inv.stamina = 5, 1
    rig(g, *fail_dice(g, "will", -1))
    location_encounter(g, "base:downtown_2", SQUARE)
    assert inv.where == HOSPITAL
    assert inv.sanity == 4 and inv.stamina == 1


def test_content_check_rejects_a_loss_split_in_two():
    """A result written as two adjacent losses of different kinds fails loading."""
    from arkham.content.loader import load_content

    c = load_content(["base"])
    card = next(iter(c.locations.values()))
    entry = card.entries[0]
    saved = entry.effect
    try:
        object.__setattr__(
            entry, "effect", [{"op": "lose", "what": "stamina", "n": 1}, {"op": "lose", "what": "sanity", "n": 1}]
        )
        with pytest.raises(ContentError, match="one op 'lose' with 'sanity' and 'stamina'"):
            check_effects(c)
        object.__setattr__(entry, "effect", [{"op": "lose", "what": "sanity", "n": 1, "stamina": 2}])
        with pytest.raises(ContentError, match="both 'what'/'n' and 'stamina'"):
            check_effects(c)
    finally:
        object.__setattr__(entry, "effect", saved)
    check_effects(c)


def test_strong_body_reducing_a_loss_to_nothing_is_logged():
    """FAQ: Strong Body reduces a loss; when nothing is left the log still says why."""
    g = quiet_game(["base:michael_mcglen"])
    inv = g.state.investigators[0]
    before = inv.stamina
    run_step(g, "loss", who=0, stamina=1, why="a blow")
    assert inv.stamina == before
    assert "Strong Body spares 1 Stamina" in log_text(g)


# ---------------------------------------------------------------- 2. Combat checks in encounters
@pytest.mark.parametrize(
    "card,area", [("base:downtown_2", BANK), ("base:rivertown_3", GRAVEYARD), ("base:uptown_5", HOSPITAL)]
)
def test_encounter_combat_checks_let_weapons_help(game, card, area):
    """base p.15: a Combat check is Fight plus weapons and spells. The three location
    encounters that call for one offer to ready a weapon, and its bonus adds dice."""
    g = game
    inv = empty_handed(g, sliders=(0, 0, 0), clues=0, money=3, where=area)
    gun = give(g, 0, "base:tommy_gun")
    inv.sanity = inv.stamina = 5
    location_encounter(g, card, area)
    assert any("Ready Tommy Gun (+6)" in lbl for lbl in labels(g))
    answer(g, "Ready Tommy Gun")
    dice = (
        C.skill_value(g, inv, "fight", "combat")
        + {"base:downtown_2": -1, "base:rivertown_3": -2, "base:uptown_5": -1}[card]
        + 6
    )
    roll = next(lbl for lbl in labels(g) if "check with" in lbl)
    assert f"with {dice} dice" in roll
    rig(g, *([6] + [1] * (dice - 1)))
    answer(g, "check with")
    assert "Combat (" in log_text(g)
    assert f"{dice} dice" in log_text(g)
    assert gun in inv.cards
    if card == "base:downtown_2":
        assert inv.money == 3  # the robbers are driven off
    else:
        assert inv.clues == 1  # the monster is beaten: a Clue token


def test_encounter_combat_check_without_gear_rolls_at_once(game):
    """With nothing to ready there is nothing to ask: the check is rolled."""
    g = game
    inv = empty_handed(g, clues=0, money=4, where=BANK)
    rig(g, *fail_dice(g, "fight", -1, "combat"))
    location_encounter(g, "base:downtown_2", BANK)
    assert inv.money == 0


# ---------------------------------------------------------------- 8. first player in the battle
def test_the_first_player_marker_skips_devoured_investigators():
    """base p.12, p.22: the marker passes to the left among investigators still in the
    game; a devoured investigator is never first player."""
    g = quiet_game(["base:amanda_sharpe", "base:joe_diamond", "base:ashcan_pete"], ancient_one="base:ithaqua")
    st = g.state
    st.first = 0
    st.investigators[1].eliminated = True
    C.pass_first_player(g)
    assert st.first == 2
    C.pass_first_player(g)
    assert st.first == 0


def test_a_first_player_devoured_in_the_battle_hands_the_marker_on():
    g = quiet_game(["base:amanda_sharpe", "base:joe_diamond"], ancient_one="base:ithaqua")
    st = g.state
    st.awakened = True
    st.first = 0
    from arkham.rules.classic.status import devoured

    devoured(g, st.investigators[0])
    assert st.investigators[0].eliminated
    assert st.first == 1


# ---------------------------------------------------------------- 3. the Jail Cell
def test_arrested_by_curfew_has_no_encounter_at_the_police_station(game):
    """base p.16: an arrested investigator sits in the Jail Cell, which is not the Police
    Station location: no Arkham encounter there that turn. The arrest names its cause."""
    from arkham.rules.classic.movement import end_of_movement
    from arkham.testing import HALT, finished

    g = game
    st = g.state
    inv = empty_handed(g, clues=0, money=4, where="base:arkham/merchant_district_streets")
    st.environment = "base:curfew_enforced"
    st.stack = [{"k": HALT}]
    rig(g, *fail_dice(g, "will", 0))
    end_of_movement(g, inv)
    g.run()
    assert inv.jailed and inv.where == "base:arkham/police_station" and inv.money == 2
    assert "arrested (Curfew Enforced)" in log_text(g)
    run_step(g, "arkham.inv", who=0)
    assert finished(g)  # nothing asked: no encounter
    assert "sits in the jail cell and has no encounter" in log_text(g)


# ---------------------------------------------------------------- 4. surge placement first
def _mythos_on_top(g, card: str) -> None:
    deck = g.state.decks["mythos"]
    deck.remove(card)
    deck.insert(0, card)
    run_step(g, "mythos.phase", who=-1, phase=True)


def test_surge_placement_is_decided_before_any_monster_is_drawn(game):
    """DH/KH rule change on monster surges: when not every surge monster fits under the
    monster limit, the players decide the placement before monsters are drawn."""
    from arkham.state import OUTSKIRTS
    from arkham.testing import open_gate, put_monster, rig_monsters

    g = game  # one investigator: monster limit 4
    st = g.state
    for area in ("black_cave", "woods", "graveyard"):
        open_gate(g, f"base:arkham/{area}", C.base_id(st.gate_pile[0]))
    for kind in ("ghost", "ghost", "dark_young"):
        put_monster(g, kind, "base:arkham/train_station")  # room for one more monster
    cup = sorted(st.cup)
    rig_monsters(g, "zombie", "cultist", "maniac")
    _mythos_on_top(g, "base:church_group_reclaims_southside")  # gate: Black Cave, already open
    assert g.choice.kind == "surge"
    assert sorted(st.cup) == cup  # nothing drawn while deciding
    assert "only 1 of 3" in g.choice.prompt
    answer(g, "Woods")
    assert [C.base_id(m) for m in C.monsters_at(g, "base:arkham/woods")] == ["base:zombie"]
    assert sorted(C.base_id(m) for m, p in st.monsters.items() if p == OUTSKIRTS) == ["base:cultist", "base:maniac"]


# ---------------------------------------------------------------- 5. Flux Stabilizer
def test_flux_stabilizer_spares_only_kates_gate_in_a_surge():
    """Kate Winthrop's sheet: no monster appears where she stands. A surge at her gate
    still brings monsters to the other open gates."""
    from arkham.testing import open_gate, put, rig_monsters

    g = quiet_game(["base:kate_winthrop", "base:amanda_sharpe", "base:joe_diamond"])
    st = g.state
    for area in ("black_cave", "woods"):
        open_gate(g, f"base:arkham/{area}", C.base_id(st.gate_pile[0]))
    put(g, 0, "base:arkham/black_cave")  # Kate on the surging gate
    rig_monsters(g, "zombie", "cultist")
    _mythos_on_top(g, "base:church_group_reclaims_southside")
    assert C.monsters_at(g, "base:arkham/black_cave") == []
    assert len(C.monsters_at(g, "base:arkham/woods")) == 1  # its share of the 3 still comes
    assert "where Kate Winthrop stands" in log_text(g)


def test_flux_stabilizer_does_nothing_in_an_other_world():
    """Her sheet protects her place in Arkham: in an Other World a monster that appears in
    an encounter there still appears."""
    from arkham.testing import finished

    g = quiet_game(["base:kate_winthrop"])
    inv = g.state.investigators[0]
    inv.where, inv.stage = "base:world/abyss", 1
    run_step(g, "fx", who=0, seat=0, ops=[{"op": "monster_appears"}], i=0, ctx={"world": "base:world/abyss"})
    assert not finished(g) and g.choice.kind == "face"
    assert "A monster appears" in log_text(g)


# ---------------------------------------------------------------- 6. Flute of the Outer Gods
def _flute_fight(g, sanity: int, stamina: int):
    from arkham.testing import put_monster

    where = "base:arkham/graveyard"
    inv = empty_handed(g, clues=0, where=where)
    inv.sanity, inv.stamina = sanity, stamina
    flute = give(g, 0, "base:flute_of_the_outer_gods")
    a = put_monster(g, "zombie", where)
    b = put_monster(g, "ghoul", where)
    g.state.stack[:] = []
    run_step(g, "combat", who=0, monster=a, enc_monster=None)
    return inv, flute, a, b


def test_flute_before_the_horror_check_ends_the_combat_at_once(game):
    """Card text: the Flute works before a Combat check; used at the first window (before
    the Horror check, KH FAQ) it defeats every monster there and no Horror check follows."""
    g = game
    inv, flute, a, b = _flute_fight(g, 5, 5)
    assert g.choice.prompt.endswith("before the Horror check")
    answer(g, "Flute of the Outer Gods:")
    assert a in inv.monster_trophies and b in inv.monster_trophies
    assert inv.sanity == 2 and inv.stamina == 2  # only the Flute's price was paid
    assert "Horror" not in log_text(g)
    assert flute not in inv.cards


def test_flute_still_works_when_its_price_knocks_the_user_out(game):
    """As with the Elder Sign (base p.18), the effect happens even if paying for it leaves
    the user at 0: the monsters are defeated, then the investigator is knocked out."""
    g = game
    inv, flute, a, b = _flute_fight(g, 3, 5)
    answer(g, "Flute of the Outer Gods:")
    assert a in inv.monster_trophies and b in inv.monster_trophies
    assert C.monsters_at(g, "base:arkham/graveyard") == []
    assert inv.where == "base:arkham/arkham_asylum"  # driven insane afterwards
    text = log_text(g)
    assert text.index("defeats") < text.index("is insane")


# ---------------------------------------------------------------- 7. failed evade, special damage
def _failed_evade(g, kind: str):
    from arkham.testing import put_monster

    where = "base:arkham/graveyard"
    inv = empty_handed(g, clues=0, where=where)
    inv.sanity = inv.stamina = 5
    m = put_monster(g, kind, where)
    g.state.stack[:] = []
    run_step(g, "face", who=0, monster=m, enc_monster=None)
    rig(g, *fail_dice(g, "sneak", C.monster_stat(g, m, "awareness"), "evade"))
    answer(g, "Evade")
    return inv, m


def test_failed_evade_of_a_nightgaunt_draws_through_the_nearest_gate(game):
    """base pp.14-15: a failed Evade check deals the monster's combat damage; the
    Nightgaunt's combat damage is being drawn through the nearest open gate."""
    from arkham.testing import open_gate

    g = game
    open_gate(g, "base:arkham/black_cave", "base:world/yuggoth")
    inv, m = _failed_evade(g, "nightgaunt")
    assert inv.where == "base:world/yuggoth" and inv.stage == 1
    assert inv.stamina == 5


def test_failed_evade_of_a_dimensional_shambler_loses_in_time_and_space(game):
    """The Dimensional Shambler's combat damage is Lost in Time and Space (its marker text)."""
    from arkham.state import LOST

    inv, m = _failed_evade(game, "dimensional_shambler")
    assert inv.where == LOST


# The Elder Thing's failed Evade (1 Stamina and a Weapon or Spell, the combat goes on) is
# tested in tests/classic/test_rulings_bursts_and_checks.py, beside the decision's other tests.


# ---------------------------------------------------------------- 9. Rumor at the awakening
def test_the_stars_are_right_goes_to_the_box_when_the_ancient_one_wakes(game):
    """The Stars Are Right ends, to the box, when the Ancient One wakes (its text); other
    active Rumors and the Environment are discarded before the battle (base p.22)."""
    g = game
    st = g.state
    card = "base:the_stars_are_right"
    st.decks["mythos"].remove(card)
    st.rumor = card
    st.awakened = True
    run_step(g, "battle.start", who=-1)
    assert st.rumor is None
    assert card in st.box and card not in st.decks["mythos"]
    assert "fail the Rumor The Stars Are Right; the card goes to the box" in log_text(g)


def test_another_rumor_is_discarded_to_the_mythos_deck_at_the_awakening(game):
    g = game
    st = g.state
    card = "base:disturbing_the_dead"
    st.decks["mythos"].remove(card)
    st.rumor = card
    st.awakened = True
    run_step(g, "battle.start", who=-1)
    assert st.rumor is None and st.decks["mythos"][-1] == card and card not in st.box


# ---------------------------------------------------------------- 10. encounter gates, 5+ players
def test_a_gate_opened_by_an_encounter_brings_two_monsters_with_five_investigators():
    """DH/KH rule change: with five or more investigators, a gate opening where there is
    no gate or elder sign brings two monsters. The text does not limit itself to the
    Mythos Phase, so an encounter's gate (Independence Square, a failed Luck check) does too."""
    from arkham.testing import rig_monsters

    five = ["base:amanda_sharpe", "base:ashcan_pete", "base:bob_jenkins", "base:carolyn_fern", "base:darrell_simmons"]
    g = quiet_game(five)
    inv = empty_handed(g, clues=0, where=SQUARE)
    rig_monsters(g, "zombie", "cultist")
    rig(g, *fail_dice(g, "luck", -1))
    location_encounter(g, "base:downtown_4", SQUARE)
    assert SQUARE in g.state.gates and g.state.doom == 1
    assert sorted(C.base_id(m) for m in C.monsters_at(g, SQUARE)) == ["base:cultist", "base:zombie"]
    assert inv.stage == 1 and inv.delayed  # drawn through and delayed (DH FAQ)


def test_a_gate_without_a_monster_brings_none(game):
    g = game
    cup = len(g.state.cup)
    empty_handed(g, where=SQUARE)
    run_step(g, "fx", who=0, seat=0, ops=[{"op": "gate_opens", "monster": False}], i=0, ctx={"area": SQUARE})
    assert SQUARE in g.state.gates and len(g.state.cup) == cup
