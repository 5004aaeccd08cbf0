"""The bot in the final battle, where every success of an attack counts (base p.20): a
re-roll of the whole check is taken only when fresh dice promise more than the successes
showing, a Clue token goes to a spell's casting only when the bonus it may win is worth more
than the die it would add to the attack (and against Nyarlathotep, whose attack takes them,
nowhere), weapons change hands where a fellow investigator's attack gains more from them
(everyone trades in the battle, base p.22), and a card that lessens a loss is used on any
loss."""

from __future__ import annotations

from arkham.bots.heuristic import HeuristicBot
from arkham.rules.classic import core as C
from arkham.testing import answer, give, labels, quiet_game, run_step


def battle(card_ids: list[str], clues: int = 0, lore: int = 1, ancient_one: str = "base:ithaqua"):
    """Joe Diamond alone against ``ancient_one`` with these cards and Clue tokens, the battle
    started, his first round's Upkeep done: the attack's choice is pending."""
    g = quiet_game(["base:joe_diamond"], ancient_one=ancient_one)
    st = g.state
    joe = st.investigators[0]
    joe.cards = []
    joe.sliders[1:] = [3, lore]  # Fight as high as it goes
    for c in card_ids:
        give(g, 0, c)
    joe.sanity, joe.stamina = C.max_sanity(g, joe), C.max_stamina(g, joe)
    joe.clues = clues  # before he wakes: Nyarlathotep devours the clueless
    st.rig[:] = [6] * 4  # Ithaqua's Frozen Gear, a die per item: all kept
    st.awakened = True
    run_step(g, "battle.start", who=-1)
    while g.choice is not None and g.choice.kind in ("sliders", "upkeep"):
        answer(g, "Done" if g.choice.kind == "sliders" else "Go on")
    assert g.choice.kind == "combat", labels(g)
    return g, joe


def roll_attack(g, dice: list[int]) -> None:
    """Ready the Tommy Gun and attack, the dice rigged."""
    answer(g, "Ready Tommy Gun")
    n = len(dice)
    assert f"with {n} dice" in next(x for x in labels(g) if x.startswith("Attack")), labels(g)
    g.state.rig[:] = list(dice) + [1] * 20
    answer(g, "Attack the Ancient One")
    assert g.choice.kind == "check", labels(g)


def test_a_lucky_attack_is_kept_rather_than_rolled_again_with_marksman():
    g, _ = battle(["base:tommy_gun", "base:marksman"])
    dice = [6, 6, 6, 5, 1, 1, 1, 1]
    roll_attack(g, dice)
    assert any(x.startswith("Marksman") for x in labels(g))
    # four successes showing; eight fresh dice promise two and two thirds
    assert HeuristicBot(0).choose(g) == "accept"


def test_a_poor_attack_is_rolled_again_with_marksman():
    g, _ = battle(["base:tommy_gun", "base:marksman"])
    roll_attack(g, [5, 1, 1, 1, 1, 1, 1, 1])
    # one success showing; eight fresh dice promise two and two thirds
    assert HeuristicBot(0).choose(g) == "reroll:" + next(c for c in g.state.investigators[0].cards if "marksman" in c)


def cast_check(spell: str, clues: int):
    """He casts ``spell`` for the attack and its Spell check fails outright."""
    g, joe = battle([spell], clues=clues, lore=3)
    name = C.card_def(g, joe.cards[0]).name
    g.state.rig[:] = [1] * 20
    answer(g, f"Cast {name}")
    assert g.choice.kind == "check", labels(g)
    assert g.state.stack[-1].get("kind") == "spell"
    return g


def test_no_clue_token_on_casting_wither_for_the_attack():
    # a die on the cast wins +3 dice a third of the time: one die, no better than the attack's own
    assert HeuristicBot(0).choose(cast_check("base:wither", clues=3)) == "accept"


def test_a_clue_token_on_casting_shrivelling_for_the_attack():
    # a die on the cast wins +6 dice a third of the time: two dice, better than the attack's one
    assert HeuristicBot(0).choose(cast_check("base:shrivelling", clues=3)) == "clue"


def test_the_attack_itself_spends_the_clue_tokens():
    g, _ = battle(["base:tommy_gun"], clues=2)
    roll_attack(g, [5] + [1] * 7)
    assert HeuristicBot(0).choose(g) == "clue"


# ------------------------------------------------------------ trading in the battle
def pair_in_battle(joe_cards: list[str]):
    """Joe Diamond with these cards and Amanda Sharpe empty-handed against Ithaqua, the
    battle started: Joe's first Upkeep is pending (everyone trades in the battle, base p.22)."""
    g = quiet_game(["base:joe_diamond", "base:amanda_sharpe"], ancient_one="base:ithaqua")
    st = g.state
    for inv in st.investigators:
        inv.cards = []
        inv.sliders[1] = 3
        inv.sanity, inv.stamina = C.max_sanity(g, inv), C.max_stamina(g, inv)
    for c in joe_cards:
        give(g, 0, c)
    st.first = 0
    st.rig[:] = [6] * 8  # Ithaqua's Frozen Gear, a die per item: all kept
    st.awakened = True
    run_step(g, "battle.start", who=-1)
    while g.choice.kind == "sliders":
        answer(g, "Done")
    assert g.choice.kind == "upkeep" and g.choice.who == 0, labels(g)
    return g


def test_a_second_two_handed_gun_goes_to_the_empty_handed_in_the_battle():
    g = pair_in_battle(["base:tommy_gun", "base:rifle"])
    bot = HeuristicBot(0)
    assert bot.choose(g) == "trade:1"
    g.apply("trade:1")
    assert bot.choose(g).startswith("give:")
    g.apply(bot.choose(g))
    assert bot.choose(g) == "done"  # one gun each: his own attack needs the other
    g.apply("done")
    joe, amanda = g.state.investigators
    guns = {"base:tommy_gun", "base:rifle"}
    assert len([c for c in joe.cards if c.partition("#")[0] in guns]) == 1
    assert len([c for c in amanda.cards if c.partition("#")[0] in guns]) == 1
    assert bot.choose(g) != "trade:1"  # and no more trading


def test_a_gun_he_attacks_with_is_kept():
    g = pair_in_battle(["base:tommy_gun"])
    assert HeuristicBot(0).choose(g) != "trade:1"


def test_whiskey_is_drunk_against_any_loss_in_the_battle_not_only_a_deadly_one():
    g = quiet_game(["base:joe_diamond"], ancient_one="base:ithaqua")
    joe = g.state.investigators[0]
    joe.cards = []
    give(g, 0, "base:whiskey")
    joe.sanity = C.max_sanity(g, joe)
    run_step(g, "loss", who=0, sanity=1, why="test")
    assert HeuristicBot(0).choose(g) == "take"  # before the battle: kept for a worse loss
    g.state.awakened = True
    assert HeuristicBot(0).choose(g).startswith("use:")


def test_against_nyarlathotep_the_clue_tokens_are_kept_as_lives():
    # his attack takes a Clue token from whoever fails its Lore check and devours whoever has none
    g, joe = battle(["base:tommy_gun"], clues=3, ancient_one="base:nyarlathotep")
    answer(g, "Ready Tommy Gun")
    label = next(x for x in labels(g) if x.startswith("Attack"))
    n = int(label.split("with ")[1].split()[0])
    g.state.rig[:] = [5] + [1] * (n - 1) + [1] * 20
    answer(g, "Attack the Ancient One")
    assert "clue" in [o.id for o in g.choice.options]
    assert HeuristicBot(0).choose(g) == "accept"
    assert joe.clues == 3


def test_what_each_ancient_one_devours_for_lacking_is_read_from_his_sheet():
    """The lives the bots keep follow the Ancient One's start-of-battle ability, not his name:
    Clue tokens against Nyarlathotep, a monster trophy against Shub-Niggurath, a gate trophy
    against Yog-Sothoth, nothing against the rest."""
    import arkham
    from arkham.bots.heuristic import devoured_without

    want = {"nyarlathotep": "clues", "shub_niggurath": "monster_trophies", "yog_sothoth": "gate_trophies"}
    from arkham.bots.tuning import ANCIENT_ONES

    for ao in ANCIENT_ONES:
        g = arkham.new_game(seed=1, ancient_one=ao, investigators=1)
        assert devoured_without(g) == want.get(ao), ao
        assert HeuristicBot._clues_are_lives(g) == (ao == "nyarlathotep")
