"""Scenario tests for the Kingsport Horror investigator cards (card texts).

KH p.2: the new Common Item, Unique Item, Spell, Skill and Ally cards are additions to the
existing decks. KH p.5 (setup step 6): only 11 Allies are used in a game, an investigator's
fixed Ally among them. KH p.12 "Exhausted Allies": an exhausted Ally still grants its
bonuses; only what needs it to exhaust waits for the Upkeep, when it refreshes. Base p.13:
skill checks; Evade checks are Sneak checks, Combat Fight, Horror Will, Spell Lore. Base
p.15: casting (the Sanity cost is paid, then a Lore check at the casting modifier)."""

from __future__ import annotations

import arkham
from helpers.card_scenes import to_deck
from helpers.coverage_marks import covers

from arkham.rules.classic import core as C
from arkham.testing import answer, card_names, give, labels, log_text, put, quiet_game, rig
from arkham.testing import run_step as _run_step
from helpers.hands import bare_in_graveyard

PACKS = ("base", "kingsport")
WHERE = "base:arkham/graveyard"
STREET = "base:arkham/rivertown_streets"
SKILLS = ("speed", "sneak", "fight", "will", "lore", "luck")


def kingsport_game(n=1, ancient_one="base:azathoth", packs=PACKS):
    invs = ["base:amanda_sharpe", "base:joe_diamond"][:n]
    return quiet_game(invs, ancient_one=ancient_one, packs=packs)


def run(g, name, **params):
    g.state.stack[:] = []
    return _run_step(g, name, **params)


def hand(g, seat, cid):
    to_deck(g, cid)
    return give(g, seat, cid)


def join(g, cid, seat=0):
    """The Ally joins as an encounter gives him (the `take` op): his gift comes with him."""
    to_deck(g, cid)
    return run(g, "fx", who=seat, seat=seat, ops=[{"op": "take", "card": cid}], i=0, ctx={})


def skills(g, inv):
    return {s: C.skill_value(g, inv, s) for s in SKILLS}


def check(g, skill, kind=None):
    return run(g, "check", who=0, skill=skill, mod=0, diff=1, kind=kind, bonus=0, matters=False, why="test")


def result(g):
    return g.state.stack[-1]["ret"]


def finished(g):
    return g.choice is not None and g.choice.kind == "halt"


def move(g, pts=2):
    inv = g.state.investigators[0]
    return run(g, "move", who=0, pts=pts, full=pts, start=inv.where)


# ------------------------------------------------------------------ Allies
@covers(
    "kingsport:asenath_waite",
    "kingsport:basil_elton",
    "kingsport:granny_orne",
    "kingsport:thomas_olney",
    "kingsport:william_bain",
)
def test_only_eleven_allies_are_used_with_the_kingsport_allies_in_the_box():
    """KH p.5: the base and Kingsport Allies together are more than 11; 11 are dealt."""
    for seed in (1, 2):
        g = arkham.new_game(seed=seed, investigators=["base:ashcan_pete"], packs=list(PACKS), ancient_one="base:yig")
        st = g.state
        pete = st.investigators[0]
        in_game = list(st.decks["ally"]) + [c for c in pete.cards if C.card_def(g, c).deck == "ally"]
        boxed = [c for c in st.box if C.card_def(g, c).deck == "ally"]
        assert len(in_game) == 11 and boxed
        assert C.has_card(g, pete, "base:duke")  # his fixed Ally is one of them
    g = arkham.new_game(
        seed=1, investigators=["base:ashcan_pete"], packs=["base", "dunwich", "kingsport"], ancient_one="base:yig"
    )
    st = g.state
    assert len(st.decks["ally"]) + sum(1 for c in st.investigators[0].cards if C.card_def(g, c).deck == "ally") == 11


@covers("kingsport:asenath_waite")
def test_asenath_waite_brings_ten_dollars_and_her_skills():
    g = kingsport_game()
    inv = bare_in_graveyard(g)
    before = skills(g, inv)
    join(g, "kingsport:asenath_waite")
    assert inv.money == 10
    after = skills(g, inv)
    assert (after["sneak"], after["speed"]) == (before["sneak"] + 1, before["speed"] + 1)


@covers("kingsport:thomas_olney")
def test_thomas_olney_blesses_you_when_he_joins():
    g = kingsport_game()
    inv = bare_in_graveyard(g)
    join(g, "kingsport:thomas_olney")
    assert C.has_card(g, inv, "base:blessing")
    assert skills(g, inv)["luck"] == 5 and skills(g, inv)["sneak"] == 5


@covers("kingsport:william_bain")
def test_william_bain_takes_a_doom_token_off_the_track_when_he_joins():
    g = kingsport_game()
    bare_in_graveyard(g)
    g.state.doom = 4
    join(g, "kingsport:william_bain")
    assert g.state.doom == 3


@covers("kingsport:granny_orne")
def test_granny_orne_is_exhausted_in_place_of_a_clue_token_and_keeps_her_bonus_exhausted():
    """KH p.12 exhausted Allies: her +1 Lore and +1 Sneak stay while she is exhausted."""
    g = kingsport_game()
    inv = bare_in_graveyard(g)
    granny = hand(g, 0, "kingsport:granny_orne")
    before = skills(g, inv)
    rig(g, 1, 1, 6)  # Lore 2: two dice, then her die
    check(g, "lore")
    answer(g, "Exhaust Granny Orne")
    assert granny in inv.exhausted and inv.clues == 0
    assert finished(g) and result(g)[0] is True
    assert skills(g, inv) == before  # still +1 Lore and +1 Sneak
    rig(g, 1, 1)
    check(g, "lore")
    assert not any("Granny Orne" in x for x in labels(g))  # no second use while exhausted
    run(g, "upkeep.inv", who=0)
    assert granny not in inv.exhausted  # refreshed in the Upkeep


@covers("kingsport:basil_elton")
def test_basil_elton_is_discarded_to_cancel_the_ancient_ones_attack_for_a_round():
    g = kingsport_game(ancient_one="base:yig")
    inv = bare_in_graveyard(g)
    basil = hand(g, 0, "kingsport:basil_elton")
    assert skills(g, inv)["fight"] == 2 and skills(g, inv)["will"] == 5
    st = g.state
    st.awakened = True
    st.battle = {"round": 1, "tally": 0, "total": 0}
    st.doom = 10
    sanity, stamina = inv.sanity, inv.stamina
    run(g, "battle.round", st="ao")
    assert g.choice.kind == "may"
    answer(g, "Discard Basil Elton")
    assert basil not in inv.cards and (inv.sanity, inv.stamina) == (sanity, stamina)
    assert not any(fr.get("k") == "battle.ao_attack" for fr in st.stack)


# ------------------------------------------------------------------ Skills
REROLLERS = [
    ("kingsport:camouflage", "sneak", "Camouflage"),
    ("kingsport:linguistics", "lore", "Linguistics"),
    ("kingsport:listen", "luck", "Listen"),
    ("kingsport:persuade", "will", "Persuade"),
    ("kingsport:run", "speed", "Run"),
    ("kingsport:wrestle", "fight", "Wrestle"),
]
SKILL_CARDS = (
    "kingsport:camouflage",
    "kingsport:linguistics",
    "kingsport:listen",
    "kingsport:persuade",
    "kingsport:run",
    "kingsport:wrestle",
)


@covers(*SKILL_CARDS)
def test_each_kingsport_skill_adds_one_to_its_skill():
    g = kingsport_game()
    inv = bare_in_graveyard(g)
    before = skills(g, inv)
    for cid, skill, _ in REROLLERS:
        c = give(g, 0, cid)
        assert skills(g, inv)[skill] == before[skill] + 1
        C.discard_card(g, inv, c)


@covers(*SKILL_CARDS)
def test_each_kingsport_skill_rerolls_the_ones_once_per_check_and_stays_ready():
    for cid, skill, name in REROLLERS:
        g = kingsport_game()
        inv = bare_in_graveyard(g, clues=1)  # a Clue token keeps the check open
        card = give(g, 0, cid)
        n = C.skill_value(g, inv, skill)
        dice = [1, 3] + [2] * (n - 2)
        rig(g, *dice, 1)  # the 1 is rolled again: a 1 once more
        check(g, skill)
        answer(g, f"{name}: re-roll the dice showing 1")
        assert not any(name in x for x in labels(g))  # once per check, though a 1 shows again
        rig(g, 6)
        answer(g, "Spend a Clue token")
        assert finished(g) and result(g)[0] is True and card not in inv.exhausted
        assert "re-rolls with " + name + ": [1, 3" in log_text(g)


@covers("kingsport:camouflage", "kingsport:wrestle")
def test_the_skill_serves_the_checks_made_with_it_and_no_other():
    """Base p.13: an Evade check is a Sneak check; a Luck check is not."""
    g = kingsport_game()
    bare_in_graveyard(g)
    give(g, 0, "kingsport:camouflage")
    rig(g, 1, 1, 1, 1, 1)
    check(g, "sneak", kind="evade")
    assert any("Camouflage" in x for x in labels(g))
    rig(g, 1, 1, 1, 1)
    check(g, "luck")
    assert not any("Camouflage" in x for x in labels(g))
    g = kingsport_game()
    bare_in_graveyard(g)
    give(g, 0, "kingsport:wrestle")
    rig(g, 2, 3)  # Fight 2, no 1 rolled
    check(g, "fight")
    assert not any("Wrestle" in x for x in labels(g))


# ------------------------------------------------------------------ Spells
@covers("kingsport:forced_learning")
def test_forced_learning_teaches_a_skill_in_the_upkeep_and_is_discarded():
    g = kingsport_game()
    inv = bare_in_graveyard(g, sliders=(0, 0, 3))  # Lore 4
    spell = give(g, 0, "kingsport:forced_learning")
    run(g, "upkeep.inv", who=0)
    rig(g, 6, 1, 1)  # Lore 4 - 1: 3 dice, one success
    answer(g, "Forced Learning:")
    assert g.choice.kind == "draw"  # Amanda Sharpe draws two Skills, keeps one
    g.apply(g.choice.options[0].id)
    assert inv.sanity == 3 and spell not in inv.cards
    assert sum(1 for c in inv.cards if C.card_def(g, c).deck == "skill") == 1


@covers("kingsport:forced_learning")
def test_forced_learning_is_discarded_even_when_the_casting_fails():
    g = kingsport_game()
    inv = bare_in_graveyard(g, sliders=(0, 0, 3))
    spell = give(g, 0, "kingsport:forced_learning")
    run(g, "upkeep.inv", who=0)
    rig(g, 1, 1, 1)
    answer(g, "Forced Learning:")
    assert inv.sanity == 3 and spell not in inv.cards
    assert not any(C.card_def(g, c).deck == "skill" for c in inv.cards)


# ------------------------------------------------------------------ Unique Items
@covers("kingsport:livre_divon")
def test_livre_divon_gives_the_spell_of_your_choice_for_two_sanity_then_goes():
    g = kingsport_game()
    inv = bare_in_graveyard(g, sliders=(0, 0, 3))  # Lore 4: 2 dice at -2
    put(g, 0, STREET)
    book = give(g, 0, "kingsport:livre_divon")
    move(g)
    rig(g, 5, 1)
    answer(g, "Livre d'Ivon")
    answer(g, "Shrivelling")
    assert "Shrivelling" in card_names(g, inv) and book not in inv.cards and inv.sanity == 3


@covers("kingsport:livre_divon")
def test_livre_divon_failed_reading_does_nothing_but_tire_the_book():
    g = kingsport_game()
    inv = bare_in_graveyard(g, sliders=(0, 0, 3))
    put(g, 0, STREET)
    book = give(g, 0, "kingsport:livre_divon")
    move(g)
    rig(g, 1, 1)
    answer(g, "Livre d'Ivon")
    assert book in inv.cards and book in inv.exhausted and inv.sanity == 5
    assert card_names(g, inv) == ["Livre d'Ivon"]


@covers("kingsport:eltdown_shards")
def test_eltdown_shards_take_a_doom_token_away_for_two_sanity():
    g = kingsport_game()
    inv = bare_in_graveyard(g, sliders=(0, 0, 3))
    g.state.doom = 3
    put(g, 0, STREET)
    shards = give(g, 0, "kingsport:eltdown_shards")
    move(g)
    rig(g, 6, 1)
    answer(g, "Eltdown Shards")
    assert g.state.doom == 2 and inv.sanity == 3 and shards not in inv.cards


@covers("kingsport:eltdown_shards")
def test_eltdown_shards_need_two_movement_points():
    g = kingsport_game()
    bare_in_graveyard(g, sliders=(0, 0, 3))
    put(g, 0, STREET)
    give(g, 0, "kingsport:eltdown_shards")
    move(g, pts=1)
    assert not any("Eltdown Shards" in x for x in labels(g))


@covers("kingsport:elder_sign")
def test_the_kingsport_elder_sign_is_one_more_copy_of_the_base_card():
    g = kingsport_game()
    base, ks = g.content.cards["base:elder_sign"], g.content.cards["kingsport:elder_sign"]
    assert ks.data == base.data and ks.deck == "unique" and ks.price == base.price
    deck = g.state.decks["unique"] + [c for i in g.state.investigators for c in i.cards]
    assert sum(1 for c in deck if C.base_id(c) in ("base:elder_sign", "kingsport:elder_sign")) == 5


@covers("kingsport:elder_sign")
def test_the_kingsport_elder_sign_seals_a_gate_and_takes_a_doom_token():
    from arkham.testing import open_gate

    g = kingsport_game()
    inv = bare_in_graveyard(g)
    where, other = "base:arkham/unvisited_isle", "base:arkham/woods"
    open_gate(g, where, "base:world/abyss")
    open_gate(g, other, "base:world/yuggoth")  # not the last gate: the game goes on
    put(g, 0, where)
    inv.explored = True
    g.state.doom = 2
    sign = give(g, 0, "kingsport:elder_sign")
    run(g, "gate.close", who=0, area=where)
    answer(g, "Seal the gate with an Elder Sign")
    assert g.state.seals[where] == "elder_sign" and g.state.doom == 1 and sign not in inv.cards
    assert (inv.sanity, inv.stamina) == (C.max_sanity(g, inv) - 1, C.max_stamina(g, inv) - 1)


# ------------------------------------------------------------------ Common Items
@covers("kingsport:food", "kingsport:whiskey")
def test_kingsport_food_and_whiskey_each_spare_one_point_of_a_loss():
    g = kingsport_game()
    inv = bare_in_graveyard(g)
    food = give(g, 0, "kingsport:food")
    whiskey = give(g, 0, "kingsport:whiskey")
    run(g, "loss", who=0, sanity=2, stamina=2, why="an encounter")
    answer(g, "Food")
    answer(g, "Whiskey")
    while not finished(g):
        answer(g, "Take the loss")
    assert (inv.sanity, inv.stamina) == (C.max_sanity(g, inv) - 1, C.max_stamina(g, inv) - 1)
    assert food not in inv.cards and whiskey not in inv.cards


# ------------------------------------------------------------------ weapons with a refresh price
def fight_with(g, inv, card_id):
    c = give(g, 0, card_id)
    m = next(x for x in g.state.cup if C.base_id(x) == "base:cultist")
    g.state.cup.remove(m)
    g.state.monsters[m] = inv.where
    run(g, "combat", who=0, monster=m, enc_monster=None, after_evade=False)
    return c, m


def upkeep_until_abilities(g):
    run(g, "upkeep.inv", who=0)
    while g.choice.kind not in ("upkeep", "sliders", "halt"):
        g.apply(g.choice.options[0].id)


@covers("kingsport:elephant_gun", "kingsport:kerosene")
def test_elephant_gun_and_kerosene_serve_one_check_and_refresh_only_when_paid_for():
    for cid, name, bonus, fee in (
        ("kingsport:elephant_gun", "Elephant Gun", 8, 2),
        ("kingsport:kerosene", "Kerosene", 4, 1),
    ):
        g = kingsport_game()
        inv = bare_in_graveyard(g)  # Fight 1
        c, m = fight_with(g, inv, cid)
        answer(g, f"Ready {name} (+{bonus})")
        assert f"Fight: {bonus + 2} dice" in labels(g)[0]  # Fight 1 + Cultist +1 + bonus
        g.state.rig[:] = [1] * (bonus + 2)
        answer(g, "Fight:")
        while g.choice.kind != "combat":
            g.apply(g.choice.options[0].id)
        assert c in inv.exhausted and not any(name in x for x in labels(g))
        inv.money = fee - 1
        upkeep_until_abilities(g)
        assert c in inv.exhausted and not any(name in x for x in labels(g))  # no money: it stays exhausted
        inv.money = fee + 3
        upkeep_until_abilities(g)
        answer(g, f"Pay ${fee} to refresh {name}")
        assert c not in inv.exhausted and inv.money == 3


@covers("kingsport:yithian_rifle", "kingsport:brazier_of_souls")
def test_yithian_rifle_and_brazier_refresh_only_for_all_of_the_focus():
    for cid, name, bonus in (
        ("kingsport:yithian_rifle", "Yithian Rifle", 6),
        ("kingsport:brazier_of_souls", "Brazier of Souls", 8),
    ):
        g = kingsport_game()
        inv = bare_in_graveyard(g)
        c, m = fight_with(g, inv, cid)
        answer(g, f"Ready {name} (+{bonus})")
        assert f"Fight: {bonus + 2} dice" in labels(g)[0]
        g.state.rig[:] = [1] * (bonus + 2)
        answer(g, "Fight:")
        while g.choice.kind != "combat":
            g.apply(g.choice.options[0].id)
        assert c in inv.exhausted
        upkeep_until_abilities(g)
        answer(g, f"Spend all of your Focus to refresh {name}")
        assert c not in inv.exhausted
        assert finished(g) and "spends all of her Focus" in log_text(g)  # no slider moves this turn


@covers("kingsport:yithian_rifle")
def test_without_spending_the_focus_the_rifle_stays_exhausted():
    g = kingsport_game()
    inv = bare_in_graveyard(g)
    c = give(g, 0, "kingsport:yithian_rifle")
    inv.exhausted.append(c)
    upkeep_until_abilities(g)
    answer(g, "Go on to adjusting skills")
    assert g.choice.kind == "sliders" and c in inv.exhausted


# ------------------------------------------------------------------ Skills that add a success
ADDERS = [
    ("kingsport:ancient_language", "lore", "spell", "Ancient Language"),
    ("kingsport:disguise", "sneak", "evade", "Disguise"),
    ("kingsport:endurance", "fight", "combat", "Endurance"),
    ("kingsport:mental_fortitude", "will", "horror", "Mental Fortitude"),
]


@covers("kingsport:ancient_language", "kingsport:disguise", "kingsport:endurance", "kingsport:mental_fortitude")
def test_each_success_skill_is_exhausted_for_one_more_success_after_a_check_of_its_kind():
    for cid, skill, kind, name in ADDERS:
        g = kingsport_game()
        inv = bare_in_graveyard(g)
        card = give(g, 0, cid)
        n = C.skill_value(g, inv, skill)
        rig(g, *([1] * n))
        check(g, skill, kind=kind)
        answer(g, f"Exhaust {name} for 1 more success")
        assert finished(g) and result(g)[0] is True and card in inv.exhausted
        rig(g, *([1] * n))
        check(g, skill, kind=kind)
        assert finished(g) and result(g)[0] is False  # exhausted: no second success
        upkeep_until_abilities(g)
        assert card in inv.exhausted  # the refresh does not ready it
        answer(g, f"Spend all of your Focus to refresh {name}")
        assert card not in inv.exhausted


@covers("kingsport:disguise", "kingsport:endurance")
def test_a_success_skill_serves_only_its_kind_of_check():
    g = kingsport_game()
    bare_in_graveyard(g)
    give(g, 0, "kingsport:disguise")
    rig(g, 1, 1, 1, 1)
    check(g, "sneak")  # a Sneak check that is no Evade check
    assert finished(g) and result(g)[0] is False


# ------------------------------------------------------------------ Allies that cost Focus
@covers("kingsport:dr_herbert_west", "kingsport:terrible_old_man")
def test_west_and_the_old_man_heal_for_a_focus_point_each():
    g = kingsport_game()
    inv = bare_in_graveyard(g)  # Amanda Sharpe: Focus 3
    west = hand(g, 0, "kingsport:dr_herbert_west")
    old = hand(g, 0, "kingsport:terrible_old_man")
    inv.sanity, inv.stamina = 2, 2
    upkeep_until_abilities(g)
    answer(g, "Dr. Herbert West")
    answer(g, "Terrible Old Man")
    assert (inv.sanity, inv.stamina) == (3, 3) and west in inv.exhausted and old in inv.exhausted
    assert g.choice.kind == "sliders" and "(1 Focus left)" in g.choice.prompt
    answer(g, "Speed")
    assert finished(g)  # 3 Focus - 2 spent: one stop


@covers("kingsport:dr_herbert_west")
def test_dr_herbert_west_needs_a_focus_point_left():
    g = kingsport_game()
    inv = bare_in_graveyard(g)
    hand(g, 0, "kingsport:dr_herbert_west")
    inv.stamina = 2
    g.state.counters["no_focus:0"] = g.state.turn  # his Focus is gone this turn
    upkeep_until_abilities(g)
    assert not any("Dr. Herbert West" in x for x in labels(g))


# ------------------------------------------------------------------ Allies who add to other cards
@covers("kingsport:professor_morgan")
def test_professor_morgan_adds_one_to_a_weapons_bonus_not_to_a_spells():
    g = kingsport_game()
    inv = bare_in_graveyard(g)
    hand(g, 0, "kingsport:professor_morgan")
    c, m = fight_with(g, inv, "base:revolver_38")
    assert any("Ready .38 Revolver (+4)" in x for x in labels(g))  # +3 printed, +1 from him
    assert skills(g, inv)["fight"] == 2 and skills(g, inv)["speed"] == 2


@covers("kingsport:charles_dexter_ward")
def test_charles_dexter_ward_adds_one_to_a_spells_bonus_not_to_a_weapons():
    g = kingsport_game()
    inv = bare_in_graveyard(g)
    hand(g, 0, "kingsport:charles_dexter_ward")
    give(g, 0, "base:revolver_38")
    c, m = fight_with(g, inv, "base:shrivelling")
    assert any("Cast Shrivelling" in x and "for +7" in x for x in labels(g))  # +6 printed, +1 from him
    assert any("Ready .38 Revolver (+3)" in x for x in labels(g))
    assert skills(g, inv)["lore"] == 2 and skills(g, inv)["speed"] == 2


@covers("kingsport:foolishness", "kingsport:young_zoog")
def test_foolishness_and_young_zoog_never_stay_together():
    g = kingsport_game()
    inv = bare_in_graveyard(g)
    join(g, "kingsport:foolishness")
    assert C.has_card(g, inv, "kingsport:foolishness") and skills(g, inv)["sneak"] == 5
    join(g, "kingsport:young_zoog")
    assert C.has_card(g, inv, "kingsport:young_zoog") and not C.has_card(g, inv, "kingsport:foolishness")
    assert skills(g, inv)["sneak"] == 4 and skills(g, inv)["will"] == 5
    join(g, "kingsport:foolishness")
    assert C.has_card(g, inv, "kingsport:foolishness") and not C.has_card(g, inv, "kingsport:young_zoog")


# ------------------------------------------------------------------ combat spells set by the casting
@covers("kingsport:fist_of_yog_sothoth", "kingsport:spectral_razor")
def test_fist_and_razor_give_their_casting_successes_for_the_whole_combat():
    """KH FAQ: a "cast and exhaust ... until the end of this combat" spell lasts the combat."""
    for cid, name, per, cost in (
        ("kingsport:fist_of_yog_sothoth", "Fist of Yog-Sothoth", 1, 1),
        ("kingsport:spectral_razor", "Spectral Razor", 2, 2),
    ):
        g = kingsport_game()
        inv = bare_in_graveyard(g, sliders=(0, 0, 0))  # Lore 1 (+2: 3 dice), Fight 1
        c, m = fight_with(g, inv, cid)
        assert any(f"Cast {name}" in x and f"+{per} per success" in x for x in labels(g))
        rig(g, 6, 5, 1)  # the casting: 2 successes
        answer(g, f"Cast {name}")
        assert inv.sanity == 5 - cost and c in inv.exhausted
        n = 2 + 2 * per  # Fight 1 + Cultist +1 + the spell
        assert f"Fight: {n} dice" in labels(g)[0]
        g.state.rig[:] = [1] * n
        answer(g, "Fight:")
        while g.choice.kind != "combat":
            g.apply(g.choice.options[0].id)  # the Cultist's blow
        assert f"Fight: {n} dice" in labels(g)[0]  # the next round keeps it


@covers("kingsport:fist_of_yog_sothoth", "kingsport:charles_dexter_ward")
def test_a_failed_casting_of_the_fist_gives_nothing_and_ward_adds_to_a_good_one():
    g = kingsport_game()
    inv = bare_in_graveyard(g)
    c, m = fight_with(g, inv, "kingsport:fist_of_yog_sothoth")
    rig(g, 1, 1, 1)
    answer(g, "Cast Fist of Yog-Sothoth")
    assert "Fight: 2 dice" in labels(g)[0]
    g = kingsport_game()
    inv = bare_in_graveyard(g)
    hand(g, 0, "kingsport:charles_dexter_ward")  # Lore 2 (+2: 4 dice)
    c, m = fight_with(g, inv, "kingsport:fist_of_yog_sothoth")
    rig(g, 6, 1, 1, 1)
    answer(g, "Cast Fist of Yog-Sothoth")
    assert "Fight: 4 dice" in labels(g)[0]  # 1 success + 1 from Ward


# ------------------------------------------------------------------ Flare Gun, Massa di Requiem
@covers("kingsport:flare_gun")
def test_the_flare_gun_brings_the_monsters_of_the_sky_to_your_street():
    from arkham.state import SKY

    g = kingsport_game()
    inv = bare_in_graveyard(g)
    put(g, 0, STREET)
    flare = give(g, 0, "kingsport:flare_gun")
    move(g)
    assert not any("Flare Gun" in x for x in labels(g))  # nothing in the Sky yet
    flyers = [m for m in g.state.cup if C.monster_def(g, m).movement == "flying"][:2]
    for m in flyers:
        g.state.cup.remove(m)
        g.state.monsters[m] = SKY
    move(g)
    answer(g, "Flare Gun")
    assert all(g.state.monsters[m] == STREET for m in flyers) and flare not in inv.cards


@covers("kingsport:flare_gun")
def test_the_flare_gun_is_fired_only_from_a_street():
    from arkham.state import SKY

    g = kingsport_game()
    bare_in_graveyard(g)
    give(g, 0, "kingsport:flare_gun")
    m = next(m for m in g.state.cup if C.monster_def(g, m).movement == "flying")
    g.state.cup.remove(m)
    g.state.monsters[m] = SKY
    move(g)
    assert not any("Flare Gun" in x for x in labels(g))  # at a location


@covers("kingsport:massa_di_requiem_per_shuggay")
def test_massa_di_requiem_wakes_the_ancient_one_on_a_pass_and_does_nothing_on_a_fail():
    g = kingsport_game(ancient_one="base:yig")
    inv = bare_in_graveyard(g)  # Will 4: 2 dice at -2
    put(g, 0, STREET)
    book = give(g, 0, "kingsport:massa_di_requiem_per_shuggay")
    move(g, pts=4)
    rig(g, 1, 1)
    answer(g, "Massa di Requiem")
    assert not g.state.awakened and book in inv.exhausted
    g = kingsport_game(ancient_one="base:yig")
    inv = bare_in_graveyard(g)
    put(g, 0, STREET)
    book = give(g, 0, "kingsport:massa_di_requiem_per_shuggay")
    move(g, pts=3)
    assert not any("Massa di Requiem" in x for x in labels(g))  # 4 movement points needed
    move(g, pts=4)
    rig(g, 6, 1)
    answer(g, "Massa di Requiem")
    assert g.state.awakened and book not in inv.cards


# ------------------------------------------------------------------ the Changed deck
@covers("kingsport:changed", "kingsport:the_great_seal")
def test_the_changed_card_brings_the_great_seal_higher_maximums_and_stands_in_for_a_clue():
    g = kingsport_game()
    inv = bare_in_graveyard(g)
    san, sta = C.max_sanity(g, inv), C.max_stamina(g, inv)
    run(g, "fx", who=0, seat=0, ops=[{"op": "special", "card": "kingsport:changed"}], i=0, ctx={})
    assert C.has_card(g, inv, "kingsport:changed") and C.has_card(g, inv, "kingsport:the_great_seal")
    assert (C.max_sanity(g, inv), C.max_stamina(g, inv)) == (san + 1, sta + 1)
    changed = C.has_card(g, inv, "kingsport:changed")
    rig(g, 1, 6)  # Lore 1: one die, then its die
    check(g, "lore")
    answer(g, "Exhaust Changed")
    assert finished(g) and result(g)[0] is True and changed in inv.exhausted and inv.clues == 0


def seal_with_the_great_seal(g, inv, place=True):
    from arkham.testing import open_gate

    where, other = "base:arkham/unvisited_isle", "base:arkham/woods"
    open_gate(g, where, "base:world/abyss")
    open_gate(g, other, "base:world/yuggoth")
    put(g, 0, where)
    inv.explored = True
    run(g, "fx", who=0, seat=0, ops=[{"op": "special", "card": "kingsport:changed"}], i=0, ctx={})
    give(g, 0, "base:elder_sign")
    run(g, "gate.close", who=0, area=where)
    answer(g, "Seal the gate with an Elder Sign")
    assert g.choice.kind == "may"
    answer(g, "Place The Great Seal" if place else "Keep The Great Seal")
    return where


@covers("kingsport:the_great_seal")
def test_the_great_seal_keeps_its_elder_sign_through_a_gate_burst():
    """KH card text: no game effect removes that token, gate bursts included (DH p.6 bursts)."""
    g = kingsport_game()
    inv = bare_in_graveyard(g)
    where = seal_with_the_great_seal(g, inv)
    assert where in g.state.seals and not C.has_card(g, inv, "kingsport:the_great_seal")
    run(g, "gate.open", who=-1, area=where, burst=True)
    assert where in g.state.seals and where not in g.state.gates


@covers("kingsport:the_great_seal")
def test_without_the_great_seal_a_gate_burst_tears_the_elder_sign_away():
    g = kingsport_game()
    inv = bare_in_graveyard(g)
    where = seal_with_the_great_seal(g, inv, place=False)
    assert C.has_card(g, inv, "kingsport:the_great_seal")
    run(g, "gate.open", who=-1, area=where, burst=True)
    while not finished(g):
        g.apply(g.choice.options[0].id)
    assert where not in g.state.seals


# ------------------------------------------------------------------ Implant Suggestion
@covers("kingsport:implant_suggestion")
def test_implant_suggestion_sends_a_monster_here_along_the_arrow_of_your_choice():
    g = kingsport_game()
    inv = bare_in_graveyard(g, sliders=(0, 0, 3))  # Lore 4: 2 dice at -2
    here = "base:arkham/northside_streets"
    put(g, 0, here)
    spell = give(g, 0, "kingsport:implant_suggestion")
    m = next(x for x in g.state.cup if C.base_id(x) == "base:cultist")
    g.state.cup.remove(m)
    g.state.monsters[m] = here
    white, black = g.content.areas[here].white, g.content.areas[here].black
    move(g)
    rig(g, 6, 1)
    answer(g, "Implant Suggestion")
    assert any("black arrow" in x for x in labels(g)) and any("white arrow" in x for x in labels(g))
    answer(g, "black arrow")
    assert g.state.monsters[m] == black != white and spell in inv.exhausted and inv.sanity == 5


@covers("kingsport:implant_suggestion")
def test_implant_suggestion_into_a_dunwich_vortex_sends_the_monster_through_it():
    # found by the soak: the monster was left standing in the vortex, a space that is no area;
    # an arrow into a vortex takes it in by the vortex's rule (DH p.7): to the cup, terror +1,
    # a Dunwich Horror token
    g = kingsport_game(packs=("base", "dunwich", "kingsport"))
    inv = bare_in_graveyard(g, sliders=(0, 0, 3))
    here = "dunwich:dunwich/village_commons_streets"
    put(g, 0, here)
    give(g, 0, "kingsport:implant_suggestion")
    m = next(x for x in g.state.cup if C.base_id(x) == "base:cultist")
    g.state.cup.remove(m)
    g.state.monsters[m] = here
    move(g)
    rig(g, 6, 1)
    answer(g, "Implant Suggestion")
    assert any("the vortex beside Village Commons" in x for x in labels(g))
    answer(g, "white arrow")
    assert g.state.monsters[m] == C.CUP and m in g.state.cup
    assert g.state.terror == 1 and g.state.counters.get("track:dunwich:dunwich_horror") == 1
    assert "Cultist moves into the vortex beside Village Commons" in log_text(g)
    assert inv.where == here


@covers("kingsport:implant_suggestion")
def test_implant_suggestion_failed_or_alone_moves_nothing():
    g = kingsport_game()
    bare_in_graveyard(g, sliders=(0, 0, 3))
    here = "base:arkham/northside_streets"
    put(g, 0, here)
    give(g, 0, "kingsport:implant_suggestion")
    m = next(x for x in g.state.cup if C.base_id(x) == "base:cultist")
    g.state.cup.remove(m)
    g.state.monsters[m] = here
    move(g)
    rig(g, 1, 1)
    answer(g, "Implant Suggestion")
    assert g.state.monsters[m] == here
