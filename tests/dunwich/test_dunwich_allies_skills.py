"""Scenario tests for the Dunwich Horror Allies and Skills (card texts).

DH p.4: only 11 Allies are used in a game, an investigator's fixed Ally among them.
DH p.6: an exhausted Ally still grants its bonuses; what needs it to exhaust waits for
the Upkeep, when it refreshes. Base p.13: skill checks, Clue tokens; the checks made with
a skill (Evade with Sneak, Combat with Fight, Horror with Will, Spell with Lore) are
checks of that skill."""

from __future__ import annotations

import arkham
import pytest
from helpers.card_scenes import to_deck
from helpers.coverage_marks import covers
from helpers.dunwich_games import dunwich_game

from arkham.rules.classic import core as C
from arkham.testing import answer, labels, rig
from arkham.testing import run_step as _run_step
from helpers.hands import bare_keeping_money

PACKS = ("base", "dunwich")
WHERE = "base:arkham/graveyard"
STREET = "base:arkham/rivertown_streets"
SKILLS = ("speed", "sneak", "fight", "will", "lore", "luck")


def run(g, name, **params):
    g.state.stack[:] = []
    return _run_step(g, name, **params)


def hand(g, seat, cid):
    to_deck(g, cid)
    deck = g.content.cards[cid].deck
    c = C.find_in_deck(g, deck if deck != "special" else cid, cid)
    g.state.investigators[seat].cards.append(c)
    return c


def join(g, cid, seat=0):
    """The Ally joins as an encounter gives him (the `take` op): his gift comes with him."""
    to_deck(g, cid)
    return run(g, "fx", who=seat, seat=seat, ops=[{"op": "take", "card": cid}], i=0, ctx={})


def skills(g, inv):
    return {s: C.skill_value(g, inv, s) for s in SKILLS}


def check(g, skill, mod=0, diff=1, kind=None):
    return run(g, "check", who=0, skill=skill, mod=mod, diff=diff, kind=kind, bonus=0, matters=False, why="test")


def result(g):
    return g.state.stack[-1]["ret"]


def finished(g):
    return g.choice is not None and g.choice.kind == "halt"


# ================================================================== Allies
@pytest.mark.parametrize(
    "ally,bonus",
    [
        pytest.param("dunwich:ammi_pierce", {"luck": 1, "will": 1}, marks=covers("dunwich:ammi_pierce")),
        pytest.param("dunwich:corinna_jones", {}, marks=covers("dunwich:corinna_jones")),
        pytest.param("dunwich:earl_sawyer", {"fight": 1, "sneak": 1}, marks=covers("dunwich:earl_sawyer")),
        pytest.param("dunwich:professor_rice", {"lore": 1, "luck": 1}, marks=covers("dunwich:professor_rice")),
        pytest.param("dunwich:zebulon_whateley", {"lore": 1, "will": 1}, marks=covers("dunwich:zebulon_whateley")),
    ],
)
def test_ally_skill_bonuses(ally, bonus):
    g = dunwich_game()
    inv = bare_keeping_money(g)
    before = skills(g, inv)
    join(g, ally)
    while g.choice.kind != "halt":
        g.apply(g.choice.options[0].id)
    assert C.has_card(g, inv, ally)
    for c in list(inv.cards):  # what an Ally brings when he joins (Corinna's Skill) is not his bonus
        if C.base_id(c) != ally:
            C.discard_card(g, inv, c)
    now = skills(g, inv)
    assert {s: now[s] - before[s] for s in SKILLS if now[s] != before[s]} == bonus


@covers("dunwich:ammi_pierce", "dunwich:earl_sawyer")
def test_an_exhausted_ally_keeps_his_bonuses_but_cannot_be_exhausted_again():
    """DH p.6 exhausted Allies."""
    g = dunwich_game()
    inv = bare_keeping_money(g)
    ammi = hand(g, 0, "dunwich:ammi_pierce")
    earl = hand(g, 0, "dunwich:earl_sawyer")
    before = skills(g, inv)
    inv.exhausted += [ammi, earl]
    assert skills(g, inv) == before  # Luck, Will, Fight and Sneak all still +1
    run(g, "loss", who=0, sanity=2, stamina=2, why="an encounter")
    assert finished(g)  # no card to answer the loss with
    assert (inv.sanity, inv.stamina) == (C.max_sanity(g, inv) - 2, C.max_stamina(g, inv) - 2)
    run(g, "upkeep.inv", who=0)  # refreshed in the Upkeep
    assert ammi not in inv.exhausted and earl not in inv.exhausted


@covers("dunwich:ammi_pierce")
def test_ammi_pierce_is_exhausted_to_lose_one_sanity_less():
    g = dunwich_game()
    inv = bare_keeping_money(g)
    ammi = hand(g, 0, "dunwich:ammi_pierce")
    run(g, "loss", who=0, sanity=3, why="an encounter")
    assert labels(g) == ["Take the loss", "Ammi Pierce: Exhaust him to lose 1 Sanity less"]
    answer(g, "Ammi Pierce")
    assert inv.sanity == C.max_sanity(g, inv) - 2 and ammi in inv.exhausted


@covers("dunwich:earl_sawyer")
def test_earl_sawyer_is_exhausted_to_lose_one_stamina_less_never_sanity():
    g = dunwich_game()
    inv = bare_keeping_money(g)
    earl = hand(g, 0, "dunwich:earl_sawyer")
    run(g, "loss", who=0, sanity=1, why="a fright")
    assert finished(g)
    run(g, "loss", who=0, stamina=1, why="a blow")
    answer(g, "Earl Sawyer")
    assert inv.stamina == C.max_stamina(g, inv) and earl in inv.exhausted


@covers("dunwich:ammi_pierce", "dunwich:earl_sawyer")
def test_ammi_and_earl_leave_when_the_ancient_one_awakens():
    g = dunwich_game(ancient_one="base:yig")
    inv = bare_keeping_money(g)
    hand(g, 0, "dunwich:ammi_pierce")
    hand(g, 0, "dunwich:earl_sawyer")
    zeb = hand(g, 0, "dunwich:zebulon_whateley")
    g.state.awakened = True
    run(g, "battle.start", who=-1)
    assert [c for c in inv.cards if C.card_def(g, c).deck == "ally"] == [zeb]


@covers("dunwich:corinna_jones")
def test_corinna_jones_brings_a_skill_and_one_more_focus():
    g = dunwich_game()
    inv = bare_keeping_money(g)
    join(g, "dunwich:corinna_jones")
    while g.choice.kind != "halt":
        g.apply(g.choice.options[0].id)
    assert sorted(C.card_def(g, c).deck for c in inv.cards) == ["ally", "skill"]
    focus = g.content.investigators[inv.id].focus
    run(g, "upkeep.sliders", who=0, spent=0)
    assert f"({focus + 1} Focus left)" in g.choice.prompt
    for _ in range(focus + 1):  # one stop more than the sheet allows
        g.apply(next(o.id for o in g.choice.options if o.id.endswith(":+1")))
    assert finished(g)


@covers("dunwich:professor_rice")
def test_professor_rice_puts_a_clue_on_every_unstable_location_without_a_gate():
    g = dunwich_game()
    bare_keeping_money(g)
    st = g.state
    st.gates["base:arkham/black_cave"] = "base:world/abyss#1"
    st.clues_on["base:arkham/woods"] = 2
    join(g, "dunwich:professor_rice")
    unstable = [a.id for a in g.content.areas.values() if a.unstable]
    assert "dunwich:dunwich/whateley_farm" in unstable  # the Dunwich board too
    assert "base:arkham/black_cave" not in st.clues_on
    assert st.clues_on["base:arkham/woods"] == 3
    assert all(st.clues_on[a] == 1 for a in unstable if a not in ("base:arkham/black_cave", "base:arkham/woods"))
    assert not [a for a in st.clues_on if not g.content.areas[a].unstable]


@covers("dunwich:zebulon_whateley")
def test_zebulon_whateley_refreshes_one_of_your_spells():
    g = dunwich_game()
    inv = bare_keeping_money(g, sliders=(0, 0, 3))
    zeb = hand(g, 0, "dunwich:zebulon_whateley")
    voice = hand(g, 0, "base:voice_of_ra")
    run(g, "upkeep.inv", who=0)
    assert not [x for x in labels(g) if x.startswith("Zebulon")]  # nothing to refresh yet
    rig(g, 6, 1, 1, 1, 1)
    answer(g, "Voice of Ra:")
    assert voice in inv.exhausted
    answer(g, "Zebulon Whateley:")
    assert voice not in inv.exhausted and zeb in inv.exhausted
    assert [x for x in labels(g) if x.startswith("Voice of Ra")]  # it may be cast again


# ------------------------------------------------------------ 11 Allies a game
@covers(
    "dunwich:ammi_pierce",
    "dunwich:corinna_jones",
    "dunwich:earl_sawyer",
    "dunwich:professor_rice",
    "dunwich:zebulon_whateley",
)
def test_only_eleven_allies_are_used_and_a_fixed_ally_is_one_of_them():
    """DH p.4 determine Allies: 16 Allies in the box, 11 dealt, the rest to the box."""
    for seed in (1, 2, 3):
        g = arkham.new_game(seed=seed, investigators=["base:ashcan_pete"], packs=list(PACKS), ancient_one="base:yig")
        st = g.state
        pete = st.investigators[0]
        in_game = [c for c in st.decks["ally"]] + [c for c in pete.cards if C.card_def(g, c).deck == "ally"]
        boxed = [c for c in st.box if C.card_def(g, c).deck == "ally"]
        assert len(in_game) == 11 and len(boxed) == 5
        assert C.has_card(g, pete, "base:duke")
        assert "11 Allies are used this game" in "\n".join(e[1] for e in st.log)
    again = arkham.new_game(seed=3, investigators=["base:ashcan_pete"], packs=list(PACKS), ancient_one="base:yig")
    assert again.state.box == g.state.box  # the deal follows the seed


def test_a_base_game_keeps_its_eleven_allies():
    g = arkham.new_game(seed=1, investigators=["base:amanda_sharpe"], packs=["base"], ancient_one="base:yig")
    assert not [c for c in g.state.box if C.card_def(g, c).deck == "ally"]


# ================================================================== Skills
DIE_BONUS = [
    pytest.param("dunwich:dodge", "speed", None, marks=covers("dunwich:dodge")),
    pytest.param("dunwich:hide", "sneak", "evade", marks=covers("dunwich:hide")),
    pytest.param("dunwich:grapple", "fight", "combat", marks=covers("dunwich:grapple")),
    pytest.param("dunwich:psychology", "will", "horror", marks=covers("dunwich:psychology")),
    pytest.param("dunwich:library_use", "lore", "spell", marks=covers("dunwich:library_use")),
    pytest.param("dunwich:spot_hidden", "luck", None, marks=covers("dunwich:spot_hidden")),
]


@pytest.mark.parametrize("card,skill,kind", DIE_BONUS)
def test_a_four_succeeds_on_the_checks_of_the_skill(card, skill, kind):
    g = dunwich_game()
    inv = bare_keeping_money(g)
    n = C.skill_value(g, inv, skill)
    rig(g, *([4] + [1] * (n - 1)))
    check(g, skill, kind=kind)
    assert result(g) == [False, 0]  # without the card a 4 fails
    hand(g, 0, card)
    rig(g, *([4] + [3] * (n - 1)))
    check(g, skill, kind=kind)
    assert result(g) == [True, 1]  # a 4 counts as a 5; a 3 as a 4 still fails
    detail = g.state.log[-1][3]
    assert detail["floor"] == 4 and g.content.cards[card].name in detail["floor_why"]  # the log tells why


@pytest.mark.parametrize("card,skill,kind", DIE_BONUS[:3])
def test_the_die_bonus_is_for_its_own_skill_only(card, skill, kind):
    g = dunwich_game()
    inv = bare_keeping_money(g)
    hand(g, 0, card)
    other = "luck" if skill != "luck" else "lore"
    n = C.skill_value(g, inv, other)
    rig(g, *([4] * n))
    check(g, other)
    assert result(g) == [False, 0]


@covers("dunwich:library_use")
def test_the_die_bonus_adds_to_a_blessing():
    g = dunwich_game()
    inv = bare_keeping_money(g)
    hand(g, 0, "dunwich:library_use")
    hand(g, 0, "base:blessing")
    n = C.skill_value(g, inv, "lore")
    rig(g, *([3] + [1] * (n - 1)))
    check(g, "lore")
    assert result(g) == [True, 1]


CLUE_SUCCESS = [
    pytest.param("dunwich:conceal", "sneak", "evade", marks=covers("dunwich:conceal")),
    pytest.param("dunwich:fisticuffs", "fight", "combat", marks=covers("dunwich:fisticuffs")),
    pytest.param("dunwich:strong_will", "will", "horror", marks=covers("dunwich:strong_will")),
    pytest.param("dunwich:mystic_gift", "lore", "spell", marks=covers("dunwich:mystic_gift")),
]


@pytest.mark.parametrize("card,skill,kind", CLUE_SUCCESS)
def test_two_clue_tokens_buy_a_success_as_often_as_you_like(card, skill, kind):
    g = dunwich_game()
    inv = bare_keeping_money(g, clues=5)
    name = g.content.cards[card].name
    hand(g, 0, card)
    n = C.skill_value(g, inv, skill)
    rig(g, *([1] * n))
    check(g, skill, diff=2, kind=kind)
    answer(g, f"{name}: spend 2 Clue tokens")
    answer(g, f"{name}: spend 2 Clue tokens")
    assert result(g) == [True, 2] and inv.clues == 1


@pytest.mark.parametrize("card,skill,kind", CLUE_SUCCESS)
def test_the_clue_success_is_only_for_its_kind_of_check(card, skill, kind):
    g = dunwich_game()
    inv = bare_keeping_money(g, clues=2)
    hand(g, 0, card)
    n = C.skill_value(g, inv, skill)
    rig(g, *([1] * n))
    check(g, skill)  # a plain skill check, not that kind
    assert not [x for x in labels(g) if "spend 2 Clue tokens" in x]


@covers("dunwich:mythos_lore")
def test_mythos_lore_lowers_maximum_sanity_and_stands_in_for_a_clue_token():
    g = dunwich_game()
    inv = bare_keeping_money(g)
    top = C.max_sanity(g, inv)
    inv.sanity = top
    lore = C.find_in_deck(g, "skill", "dunwich:mythos_lore")
    C.take_card(g, inv, lore)  # taken at full Sanity: one is lost at once
    assert C.max_sanity(g, inv) == top - 1 and inv.sanity == top - 1
    n = C.skill_value(g, inv, "luck")
    rig(g, *([1] * n))
    check(g, "luck")
    assert "Exhaust Mythos Lore in place of a Clue token to roll 1 more die" in labels(g)
    rig(g, 6)
    answer(g, "Exhaust Mythos Lore")
    assert result(g) == [True, 1] and lore in inv.exhausted and inv.clues == 0
    rig(g, *([1] * n))
    check(g, "luck")
    assert not [x for x in labels(g) if "Mythos Lore" in x]  # exhausted until the Upkeep


# ------------------------------------------------------------ the bots
@covers("dunwich:mythos_lore", "dunwich:fisticuffs")
def test_the_bot_exhausts_mythos_lore_and_buys_the_missing_success():
    from arkham.bots.heuristic import HeuristicBot

    bot = HeuristicBot(1)
    bot.strict = True
    g = dunwich_game()
    inv = bare_keeping_money(g, clues=1)
    lore = hand(g, 0, "dunwich:mythos_lore")
    n = C.skill_value(g, inv, "luck")
    rig(g, *([1] * n))
    check(g, "luck")
    assert bot.choose(g) == f"asclue:{lore}"  # before the one Clue token
    g = dunwich_game()
    inv = bare_keeping_money(g, clues=9)  # more than it keeps for sealing a gate
    fist = hand(g, 0, "dunwich:fisticuffs")
    n = C.skill_value(g, inv, "fight")
    rig(g, *([1] * n))
    check(g, "fight", kind="combat")
    assert bot.choose(g) == f"clue2:{fist}"


@covers("dunwich:grapple")
def test_the_bot_counts_the_die_bonus_and_keeps_a_passed_check():
    from arkham.bots.heuristic import HeuristicBot

    bot = HeuristicBot(1)
    bot.strict = True
    g = dunwich_game()
    inv = bare_keeping_money(g, clues=3)
    hand(g, 0, "dunwich:grapple")
    n = C.skill_value(g, inv, "fight")
    rig(g, *([4] + [1] * (n - 1)))
    run(g, "check", who=0, skill="fight", mod=0, diff=1, kind="combat", bonus=0, matters=True, why="test")
    assert bot.choose(g) == "accept"  # the 4 is a success with Grapple
