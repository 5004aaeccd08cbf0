"""The bots against a Dunwich Ancient One: a group plays the Dunwich box's set; Abhoth's attack takes three
things a round (Clue tokens, trophies, Items) or the investigator, and what does nothing in
the battle goes before what adds to the attack on him."""

from __future__ import annotations

import random

from arkham.bots.expert import ExpertBot
from arkham.bots.heuristic import HeuristicBot
from arkham.rules.classic import core as C
from arkham.testing import answer, empty_handed, give, labels, quiet_game, run_step

PACKS = ("base", "dunwich")
ABHOTH = "dunwich:abhoth"
JOE = "base:joe_diamond"


def abhoth_battle(clues: int, items: list[str], monsters: list[str], worlds: list[str]):
    """Joe Diamond alone against Abhoth awake, with these Clue tokens, Items and trophies;
    Abhoth's attack asked of him."""
    g = quiet_game([JOE], ancient_one=ABHOTH, packs=PACKS)
    st = g.state
    inv = empty_handed(g, 0, clues=clues, where="base:arkham/train_station")
    for c in items:
        give(g, 0, c)
    for kind in monsters:
        m = next(m for m in st.cup if C.base_id(m) == kind)
        st.cup.remove(m)
        st.monsters[m] = "trophy:0"
        inv.monster_trophies.append(m)
    for world in worlds:
        gm = next(x for x in st.gate_pile if C.base_id(x) == world)
        st.gate_pile.remove(gm)
        inv.gate_trophies.append(gm)
    st.awakened = True
    st.battle = {"round": 1, "tally": 0, "total": 0}
    run_step(g, "dunwich.abhoth_attack", who=-1)
    assert g.choice is not None and g.choice.kind == "tribute", labels(g)
    return g, inv


def tithe(g, bot) -> list[str]:
    """The bot's three answers to Abhoth's attack, by label."""
    given = []
    while g.choice is not None and g.choice.kind == "tribute":
        oid = bot.choose(g)
        given.append(next(o.label for o in g.choice.options if o.id == oid))
        g.apply(oid)
    return given


def names(g, inv) -> list[str]:
    return sorted(C.card_def(g, c).name for c in inv.cards)


def test_trophies_go_before_clue_tokens_and_weapons():
    g, inv = abhoth_battle(2, ["base:tommy_gun"], ["base:zombie"], ["base:world/yuggoth"])
    given = tithe(g, HeuristicBot(0))
    assert given[:2] == ["Monster trophy: Zombie", "Gate trophy: Yuggoth"], given
    assert given[2].startswith("A Clue token"), given
    assert (inv.clues, inv.monster_trophies, inv.gate_trophies) == (1, [], [])
    assert names(g, inv) == ["Tommy Gun"] and not inv.eliminated


def test_an_item_that_adds_nothing_to_the_attack_goes_before_a_clue_token_and_a_weapon():
    g, inv = abhoth_battle(2, ["base:tommy_gun", "base:map_of_arkham"], [], [])
    given = tithe(g, ExpertBot(0))
    assert given == ["Item: Map of Arkham", "A Clue token (2 left)", "A Clue token (1 left)"], given
    assert names(g, inv) == ["Tommy Gun"] and inv.clues == 0


def test_of_two_weapons_the_one_that_adds_least_goes():
    # the Tommy Gun (+6, two hands) and the Knife (+1, one hand): with no Clue tokens or
    # trophies, one of them must go, and the Knife adds least
    g, inv = abhoth_battle(0, ["base:tommy_gun", "base:knife", "base:map_of_arkham", "base:food"], [], [])
    given = tithe(g, HeuristicBot(0))
    assert sorted(given[:2]) == ["Item: Food", "Item: Map of Arkham"], given
    assert given[2] == "Item: Knife", given
    assert names(g, inv) == ["Tommy Gun"]


def test_the_tithe_reads_no_hidden_order():
    """The same holdings with every deck, the cup and the gate pile in another order: the
    same answers (the tithe weighs only what he holds)."""
    g, _ = abhoth_battle(1, ["base:tommy_gun", "base:knife", "base:map_of_arkham"], ["base:zombie"], [])
    h = g.clone()
    rng = random.Random(5)
    for name in sorted(h.state.decks):
        rng.shuffle(h.state.decks[name])
    rng.shuffle(h.state.cup)
    rng.shuffle(h.state.gate_pile)
    assert h.state.decks != g.state.decks
    assert tithe(g, ExpertBot(3)) == tithe(h, ExpertBot(3))


def test_a_group_against_a_dunwich_ancient_one_plays_the_set_of_the_dunwich_box():
    from arkham.bots.boxes import dunwich
    from arkham.bots.tuned import GROUP, SOLO

    four = quiet_game(4, ancient_one="dunwich:glaaki", packs=PACKS)
    two = quiet_game(2, ancient_one="dunwich:glaaki", packs=PACKS)
    base = quiet_game(4, ancient_one="base:yig", packs=PACKS)
    bot = ExpertBot(0)
    assert bot.params(four) == dunwich.GROUP_SET != GROUP["default"]
    assert bot.params(four).gate_share == 1 and bot.params(four).seal_clues == 1
    assert bot.params(two) == SOLO["default"]  # one or two investigators: the solo default
    assert bot.params(base) == GROUP["yig"]  # a base Ancient One keeps its own set


def test_a_group_plays_for_the_closing_win_against_tsathoggua():
    from arkham.bots.tuned import GROUP

    four = quiet_game(4, ancient_one="dunwich:tsathoggua", packs=PACKS)
    p = ExpertBot(0).params(four)
    assert p.close_push == 4 and p.bless_prep == 0  # trophies kept for the closing win, not Blessings
    assert p.with_values(close_push=GROUP["azathoth"].close_push) == GROUP["azathoth"]


def test_against_abhoth_the_clue_tokens_are_kept_for_his_tithe():
    # the battle() of the final battle's tests, against Abhoth: the attack's roll keeps the
    # Clue tokens (each is one of the three things his attack takes), as against Nyarlathotep;
    # the same roll against Glaaki spends one
    rolls = {}
    for ao in (ABHOTH, "dunwich:glaaki"):
        g = quiet_game([JOE], ancient_one=ao, packs=PACKS)
        st = g.state
        joe = empty_handed(g, 0, sliders=(0, 3, 1), clues=3, where="base:arkham/train_station")
        give(g, 0, "base:tommy_gun")
        joe.sanity, joe.stamina = C.max_sanity(g, joe), C.max_stamina(g, joe)
        st.awakened = True
        run_step(g, "battle.start", who=-1)
        while g.choice is not None and g.choice.kind in ("sliders", "upkeep"):
            answer(g, "Done" if g.choice.kind == "sliders" else "Go on")
        answer(g, "Ready Tommy Gun")
        st.rig[:] = [5] + [1] * 30
        answer(g, "Attack the Ancient One")
        assert g.choice.kind == "check" and "clue" in [o.id for o in g.choice.options], labels(g)
        rolls[ao] = HeuristicBot(0).choose(g)
    assert rolls == {ABHOTH: "accept", "dunwich:glaaki": "clue"}
