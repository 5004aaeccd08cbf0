"""Scenario tests for the Kingsport investigator cards that answer an arrest or a delay,
pass a Combat check against a kind of monster, fight with empty hands or pay a casting.

Card texts (KH Common Items, Unique Item and Skill): the Makeup Kit (+1 to Will checks but
not Horror checks; discard it not to be arrested), the Telescope (+1 to Sneak checks but not
Evade checks; discard it not to be delayed), Handcuffs (exhaust before a Combat check against
a Cultist, Tcho-tcho, Ghoul or Maniac: the check passes and 1 Sanity is gained), Crystal of
the Elder Things (a Sanity token from the bank on it instead of the whole Sanity cost of a
spell; discarded at 3 tokens), Martial Arts (+2 to any Combat check for each empty hand).
Base p.13: Evade checks are Sneak checks, Horror checks Will checks; base p.16 (arrested:
half the money, the jail cell; delayed); base p.15 (casting: the Sanity cost, then a Lore
check); base p.16 (hands: two hands of weapons and spells)."""

from __future__ import annotations

from helpers.card_scenes import to_deck
from helpers.coverage_marks import covers

from arkham.rules.classic import core as C
from arkham.testing import answer, give, labels, log_text, quiet_game, rig
from arkham.testing import run_step as _run_step
from helpers.hands import bare_in_graveyard

PACKS = ("base", "kingsport")
WHERE = "base:arkham/graveyard"
POLICE = "base:arkham/police_station"


def kingsport_game():
    return quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)


def run(g, name, **params):
    g.state.stack[:] = []
    return _run_step(g, name, **params)


def fx(g, ops):
    return run(g, "fx", who=0, seat=0, ops=ops, i=0, ctx={})


def hand(g, cid):
    to_deck(g, cid)
    return give(g, 0, cid)


def fight(g, kind):
    m = next(x for x in g.state.cup if C.base_id(x) == kind)
    g.state.cup.remove(m)
    g.state.monsters[m] = WHERE
    run(g, "combat", who=0, monster=m, enc_monster=None, after_evade=False)
    return m


def to_combat_menu(g):
    while g.choice is not None and g.choice.kind != "combat":
        g.apply(g.choice.options[0].id)


# ------------------------------------------------------------------ Makeup Kit, Telescope
@covers("kingsport:makeup_kit", "kingsport:telescope")
def test_makeup_kit_and_telescope_add_to_their_skill_but_not_to_the_check_they_except():
    g = kingsport_game()
    inv = bare_in_graveyard(g)
    will, sneak = C.skill_value(g, inv, "will"), C.skill_value(g, inv, "sneak")
    hand(g, "kingsport:makeup_kit")
    hand(g, "kingsport:telescope")
    assert C.skill_value(g, inv, "will") == will + 1 and C.skill_value(g, inv, "will", "horror") == will
    assert C.skill_value(g, inv, "sneak") == sneak + 1 and C.skill_value(g, inv, "sneak", "evade") == sneak


@covers("kingsport:makeup_kit")
def test_the_makeup_kit_is_discarded_so_as_not_to_be_arrested():
    g = kingsport_game()
    inv = bare_in_graveyard(g, money=6)
    kit = hand(g, "kingsport:makeup_kit")
    fx(g, [{"op": "arrested"}, {"op": "gain", "what": "clues", "n": 1}])
    assert g.choice.kind == "avoid" and inv.where == WHERE
    answer(g, "Discard Makeup Kit")
    assert inv.where == WHERE and not inv.jailed and inv.money == 6 and kit not in inv.cards
    assert inv.clues == 1  # the rest of the encounter goes on


@covers("kingsport:makeup_kit")
def test_keeping_the_makeup_kit_the_arrest_happens_and_ends_the_encounter():
    g = kingsport_game()
    inv = bare_in_graveyard(g, money=6)
    kit = hand(g, "kingsport:makeup_kit")
    fx(g, [{"op": "arrested"}, {"op": "gain", "what": "clues", "n": 1}])
    answer(g, "Be arrested")
    assert inv.where == POLICE and inv.jailed and inv.money == 3 and kit in inv.cards
    assert inv.clues == 0


@covers("kingsport:telescope")
def test_the_telescope_is_discarded_so_as_not_to_be_delayed():
    g = kingsport_game()
    inv = bare_in_graveyard(g)
    scope = hand(g, "kingsport:telescope")
    fx(g, [{"op": "delayed"}])
    assert g.choice.kind == "avoid" and not inv.delayed
    answer(g, "Discard Telescope")
    assert not inv.delayed and scope not in inv.cards
    g = kingsport_game()
    inv = bare_in_graveyard(g)
    scope = hand(g, "kingsport:telescope")
    fx(g, [{"op": "delayed"}])
    answer(g, "Be delayed")
    assert inv.delayed and scope in inv.cards
    fx(g, [{"op": "arrested"}])  # an arrest is no delay for it
    assert inv.jailed and scope in inv.cards


# ------------------------------------------------------------------ Handcuffs
@covers("kingsport:handcuffs")
def test_handcuffs_pass_the_combat_check_against_a_cultist_and_give_a_sanity():
    g = kingsport_game()
    inv = bare_in_graveyard(g)
    inv.sanity = 3
    cuffs = hand(g, "kingsport:handcuffs")
    fight(g, "base:cultist")
    to_combat_menu(g)
    answer(g, "Handcuffs")
    assert cuffs in inv.exhausted and inv.sanity == 4
    rig(g, 1, 1)  # Fight 1 + Cultist +1: no success rolled
    answer(g, "Fight:")
    assert not any(C.base_id(m) == "base:cultist" for m in g.state.monsters if g.state.monsters[m] == WHERE)
    assert any(C.base_id(t) == "base:cultist" for t in inv.monster_trophies)


@covers("kingsport:handcuffs")
def test_handcuffs_are_not_offered_against_other_monsters():
    g = kingsport_game()
    bare_in_graveyard(g)
    hand(g, "kingsport:handcuffs")
    fight(g, "base:zombie")
    to_combat_menu(g)
    assert not any("Handcuffs" in x for x in labels(g))


# ------------------------------------------------------------------ Martial Arts
@covers("kingsport:martial_arts")
def test_martial_arts_add_two_for_each_empty_hand():
    g = kingsport_game()
    bare_in_graveyard(g)  # Fight 1
    hand(g, "kingsport:martial_arts")
    hand(g, "base:knife")
    fight(g, "base:cultist")
    to_combat_menu(g)
    assert "Fight: 6 dice" in labels(g)[0]  # 1 + Cultist +1 + 2 hands x 2
    answer(g, "Ready Knife")
    assert "Fight: 5 dice" in labels(g)[0]  # 1 + 1 + Knife +1 + 1 hand x 2


# ------------------------------------------------------------------ Crystal of the Elder Things
@covers("kingsport:crystal_of_the_elder_things")
def test_the_crystal_pays_a_whole_casting_cost_and_goes_at_its_third_token():
    g = kingsport_game()
    inv = bare_in_graveyard(g)
    crystal = hand(g, "kingsport:crystal_of_the_elder_things")
    hand(g, "base:dread_curse_of_azathoth")  # Lore -2, 2 Sanity
    fight(g, "base:cultist")
    to_combat_menu(g)
    sanity = inv.sanity
    rig(g, 1, 1, 1)
    answer(g, "Cast Dread Curse of Azathoth")
    assert inv.sanity == sanity and g.state.counters[f"tokens:{crystal}"] == 1
    from arkham.rules.classic.abilities import pay_spell_cost

    shrivelling = hand(g, "base:shrivelling")
    pay_spell_cost(g, inv, shrivelling, 1, "test")  # 1 Sanity with more left: paid
    assert inv.sanity == sanity - 1 and g.state.counters[f"tokens:{crystal}"] == 1
    inv.sanity = 1
    pay_spell_cost(g, inv, shrivelling, 1, "test")  # it would take his last Sanity
    assert inv.sanity == 1 and g.state.counters[f"tokens:{crystal}"] == 2
    inv.sanity = 5
    pay_spell_cost(g, inv, shrivelling, 2, "test")  # the third token: discarded
    assert inv.sanity == 5 and crystal not in inv.cards and f"tokens:{crystal}" not in g.state.counters


# ------------------------------------------------------------------ Credit Rating
@covers("kingsport:credit_rating")
def test_credit_rating_is_exhausted_instead_of_two_dollars_of_a_price():
    """Base p.21: the General Store sells Common Items at list price; the Credit Rating
    stands in for $2 of it, so $1 and the card buy a $3 Makeup Kit."""
    g = kingsport_game()
    inv = bare_in_graveyard(g, money=1)
    card = hand(g, "kingsport:credit_rating")
    deck = g.state.decks["common"]
    kit = next(c for c in deck if C.base_id(c) == "kingsport:makeup_kit")
    deck.remove(kit)
    deck.insert(0, kit)
    run(g, "buy", who=0, deck="common", n=1, price="list", discount=0, must=False, max=None)
    answer(g, "Buy Makeup Kit for $3")
    assert kit in inv.cards and inv.money == 0 and card in inv.exhausted
    assert "instead of spending $2" in log_text(g)


@covers("kingsport:credit_rating")
def test_an_exhausted_credit_rating_pays_nothing_and_a_dollar_is_no_two():
    g = kingsport_game()
    inv = bare_in_graveyard(g, money=3)
    card = hand(g, "kingsport:credit_rating")
    C.pay(g, inv, "money", 1, "a fare")  # $1: paid in cash
    assert inv.money == 2 and card not in inv.exhausted
    assert C.spendable(g, inv) == 4
    inv.exhausted.append(card)
    assert C.spendable(g, inv) == 2
    C.pay(g, inv, "money", 2, "a fee")
    assert inv.money == 0


@covers(
    "kingsport:makeup_kit",
    "kingsport:telescope",
    "kingsport:handcuffs",
    "kingsport:crystal_of_the_elder_things",
    "kingsport:credit_rating",
    "kingsport:martial_arts",
)
def test_the_box_holds_its_investigator_cards_and_sheets_in_full():
    """KH components: 8 investigator sheets; 14 Common Items, 12 Unique Items, 11 Spells,
    12 Skills and 11 Allies."""
    from collections import Counter

    from arkham.content.loader import load_content

    c = load_content(PACKS)
    decks = Counter()
    for d in c.cards.values():
        if d.id.startswith("kingsport:"):
            decks[d.deck] += d.count
    assert (decks["common"], decks["unique"], decks["spell"], decks["skill"], decks["ally"]) == (14, 12, 11, 12, 11)
    assert sum(1 for i in c.investigators if i.startswith("kingsport:")) == 8


def test_help_explains_the_new_choices():
    from arkham.present.help import KIND_HELP

    assert "arrested or delayed" in KIND_HELP["avoid"] and "terror level" in KIND_HELP["terror"]
