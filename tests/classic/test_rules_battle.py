"""The final battle (base pp.19-22, DH/KH rule changes and FAQ): what happens when
the Ancient One wakes, each round's Upkeep and the first player marker,
cumulative successes, spells recast each round, winning, losing, the score."""

from __future__ import annotations

import re

from arkham.rules.classic import core as C
from arkham.rules.classic.battle import final_score
from arkham.rules.classic.rumors import RUMOR_CARD
from arkham.state import LOST
from arkham.testing import answer, give, labels, log_text, quiet_game, run_step

FOUR = ["base:amanda_sharpe", "base:joe_diamond", "base:ashcan_pete", "base:bob_jenkins"]
FIVE = FOUR + ["base:carolyn_fern"]


def A(short: str) -> str:
    return "base:arkham/" + short


def wake(g) -> None:
    """The Ancient One awakens (state as after C.awaken) and the battle starts."""
    for inv in g.state.investigators:
        inv.clues = 0
    g.state.awakened = True
    run_step(g, "battle.start", who=-1)


def arm(g) -> None:
    """Strip everyone's cards and hand each a plain two-handed gun (Tommy Gun or Rifle)."""
    for inv, gun in zip(
        g.state.investigators, ["base:tommy_gun", "base:rifle", "base:tommy_gun", "base:rifle", "base:knife"]
    ):
        inv.cards = []
        inv.sliders[1] = 3  # Fight as high as it goes
        give(g, inv.seat, gun)


def dice_offered(g) -> int:
    lab = next(x for x in labels(g) if x.startswith("Attack the Ancient One"))
    return int(re.search(r"with (\d+) dic?e", lab).group(1))


def attack(g, successes: int, then: int = 6) -> None:
    """Answer the pending attack: ready weapons until enough dice, roll the given
    number of successes; the dice after it (``then``) serve the Ancient One's checks."""
    assert g.choice.kind == "combat", labels(g)
    while dice_offered(g) < successes:
        answer(g, "Ready")
    n = dice_offered(g)
    g.state.rig[:] = [6] * successes + [1] * (n - successes) + [then] * 40
    answer(g, "Attack the Ancient One")
    while g.choice and g.choice.kind == "check":
        answer(g, "Keep")


def upkeep(g) -> None:
    """Get through the round's Upkeep: no trading (offered in the final battle), no slider moves."""
    while g.choice is not None and g.choice.kind in ("sliders", "upkeep"):
        answer(g, "Done" if g.choice.kind == "sliders" else "Go on")


def round_of(g, successes: list[int], then: int = 6) -> None:
    """One battle round: every living investigator's Upkeep, then the attacks in order."""
    upkeep(g)
    for s in successes:
        attack(g, s, then)


# -------------------------------------------------------------- awakening
def test_lost_investigators_are_devoured_when_it_awakens():
    g = quiet_game(FOUR[:2])
    st = g.state
    st.investigators[1].where = LOST
    wake(g)
    assert st.investigators[1].eliminated
    assert not st.investigators[0].eliminated
    assert g.choice.kind == "sliders" and g.choice.who == 0  # the survivor's Upkeep


def test_environment_and_rumor_are_discarded_and_rumor_monsters_return():
    g = quiet_game()
    st = g.state
    for cid in ("base:the_festival", "base:the_terrible_experiment"):
        st.decks["mythos"].remove(cid)
    st.environment = "base:the_festival"
    st.rumor = "base:the_terrible_experiment"
    st.rumor_data = {"since": 1, "tokens": 0, "monsters": []}
    m = st.cup.pop(0)
    st.monsters[m] = RUMOR_CARD
    wake(g)
    assert st.environment is None and st.rumor is None
    assert st.decks["mythos"][-2:] == ["base:the_festival", "base:the_terrible_experiment"]
    assert st.monsters[m] == C.CUP and m in st.cup


def test_doom_track_is_filled_before_the_battle():
    g = quiet_game(ancient_one="base:hastur")
    g.state.doom = 4
    wake(g)
    assert g.state.doom == 13


def test_no_money_retainer_or_bank_loan_rolls_in_the_battle():
    g = quiet_game(["base:jenny_barnes"])
    st = g.state
    jenny = st.investigators[0]
    for card in ("base:retainer", "base:bank_loan", "base:deputy_of_arkham"):
        give(g, 0, card)
    jenny.fresh.clear()
    money = jenny.money
    st.rig[:] = [1, 1, 1, 1]  # any Retainer / Loan roll would fail on these
    wake(g)
    upkeep(g)
    assert jenny.money == money  # no Trust Fund, Retainer or Deputy pay
    assert C.has_card(g, jenny, "base:retainer") and C.has_card(g, jenny, "base:bank_loan")
    assert "rolls" not in log_text(g)


def test_each_round_is_a_full_upkeep_and_the_first_player_marker_passes():
    g = quiet_game(FOUR[:2], ancient_one="base:ithaqua")
    st = g.state
    joe = st.investigators[1]
    joe.cards = [c for c in joe.cards if c not in C.items(g, joe)]  # nothing to freeze
    st.investigators[0].cards = [c for c in st.investigators[0].cards if c not in C.items(g, st.investigators[0])]
    blessing = give(g, 1, "base:blessing")
    joe.exhausted.append(blessing)
    st.first = 0
    wake(g)
    assert g.choice.who == 0  # Upkeep in turn order from the first player
    upkeep(g)
    assert blessing not in joe.exhausted  # refreshed
    assert st.first == 1  # the marker passed after the refresh
    assert g.choice.who == 1  # so Joe attacks first
    attack(g, 0)
    attack(g, 0)
    assert g.choice.who == 1 and g.choice.kind in ("sliders", "upkeep")  # round 2 Upkeep starts with Joe
    upkeep(g)
    assert st.first == 0 and g.choice.who == 0


# --------------------------------------------------------- the attacks
def test_cumulative_successes_faq_yig_example():
    """4 players against Yig (doom 10): 9 successes in the first round remove 2
    doom tokens and 1 carries over; 3 more make 4 and remove another."""
    g = quiet_game(FOUR, ancient_one="base:yig")
    st = g.state
    arm(g)
    wake(g)
    round_of(g, [3, 2, 4, 0])
    assert st.doom == 8
    assert st.battle["tally"] == 1 and st.battle["total"] == 9
    round_of(g, [3, 0, 0, 0])
    assert st.doom == 7
    assert st.battle["tally"] == 0 and st.battle["total"] == 12


def test_successes_needed_count_eliminated_players():
    g = quiet_game(FOUR[:2], ancient_one="base:yig")
    st = g.state
    st.investigators[1].where = LOST
    arm(g)
    wake(g)
    assert st.investigators[1].eliminated
    round_of(g, [3])
    assert st.doom == 9 and st.battle["tally"] == 1  # 2 successes per doom token, not 1


def test_winning_removes_the_last_doom_token():
    g = quiet_game(FOUR[:2], ancient_one="base:yig")
    st = g.state
    arm(g)
    wake(g)
    st.doom = 1
    upkeep(g)
    attack(g, 1)
    assert not g.is_over
    attack(g, 1)
    assert g.is_over and g.result["won"]
    assert st.doom == 0
    assert g.result["score"] == final_score(g)


def test_all_devoured_is_a_loss():
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:yig")
    st = g.state
    wake(g)
    amanda = st.investigators[0]
    amanda.sanity = 1
    upkeep(g)
    attack(g, 0, then=1)  # Yig's Speed check fails: 1 Sanity and 1 Stamina
    assert amanda.eliminated
    assert g.is_over and not g.result["won"]


def test_spells_must_be_recast_each_round():
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:ithaqua")
    st = g.state
    amanda = st.investigators[0]
    amanda.cards = []
    amanda.sliders[1:] = [3, 3]  # Fight 4 and Lore as high as they go
    spell = give(g, 0, "base:shrivelling")
    amanda.sanity = C.max_sanity(g, amanda)
    st.rig[:] = [6]  # Frozen Gear roll: the spell survives
    wake(g)
    assert C.has_card(g, amanda, "base:shrivelling")
    upkeep(g)
    base = dice_offered(g)
    st.rig[:] = [6] * 10
    answer(g, "Cast Shrivelling")  # Lore check passes
    while g.choice.kind == "check":
        answer(g, "Keep")
    assert dice_offered(g) == base + 6
    attack(g, 0)
    upkeep(g)  # round 2: the spell refreshed, its bonus is gone
    assert spell not in amanda.exhausted
    assert dice_offered(g) == base
    assert any(x.startswith("Cast Shrivelling") for x in labels(g))


# ------------------------------------------------------------------ score
def test_final_score_base_rulebook_example():
    """Azathoth (14) with terror 6: 8; two defaulted loans -2, three elder signs -3,
    eight gate trophies +8, seventeen monster trophies +5, five sane survivors +5: 21."""
    g = quiet_game(FIVE, ancient_one="base:azathoth")
    st = g.state
    st.terror = 6
    st.investigators[0].loans_defaulted = 1
    st.investigators[1].loans_defaulted = 1
    st.elder_signs_used = 3
    pile = list(st.gate_pile)
    st.investigators[0].gate_trophies = pile[:5]
    st.investigators[2].gate_trophies = pile[5:8]
    cup = list(st.cup)
    st.investigators[3].monster_trophies = cup[:9]
    st.investigators[4].monster_trophies = cup[9:17]
    for inv in st.investigators:
        assert not C.has_card(g, inv, "base:bank_loan")
    assert final_score(g) == 21
    st.investigators[4].sanity = 0  # no longer sane
    assert final_score(g) == 20
