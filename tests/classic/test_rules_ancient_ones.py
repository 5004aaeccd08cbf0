"""The eight base Ancient Ones: their powers while asleep, their worshippers,
their start-of-battle abilities and their attacks in the final battle
(Ancient One sheets, base pp.19-22, DH/KH FAQ)."""

from __future__ import annotations

import re

import pytest

from arkham.rules.classic import core as C
from arkham.rules.classic.battle import ao_combat
from arkham.rules.classic.encounters import close_difficulty, seal_cost
from arkham.testing import (
    answer,
    give,
    labels,
    log_text,
    open_gate,
    put,
    put_monster,
    quiet_game,
    run_step,
    start_combat,
)

TWO = ["base:amanda_sharpe", "base:joe_diamond"]
MASKS = [
    "base:god_of_the_bloody_tongue",
    "base:haunter_of_the_dark",
    "base:the_black_man",
    "base:the_bloated_woman",
    "base:the_dark_pharaoh",
]


def A(short: str) -> str:
    return "base:arkham/" + short


def wake(g) -> None:
    g.state.awakened = True
    run_step(g, "battle.start", who=-1)


def upkeep(g) -> None:
    """Get through the round's Upkeep: no trading (offered in the final battle), no slider moves."""
    while g.choice is not None and g.choice.kind in ("sliders", "upkeep"):
        answer(g, "Done" if g.choice.kind == "sliders" else "Go on")


def attack_nothing(g, defence: int) -> None:
    """Attack with no successes; the dice after it (``defence``) answer the Ancient One's checks."""
    assert g.choice.kind == "combat", labels(g)
    g.state.rig[:] = [1] * 20 + [defence] * 40
    lab = next(x for x in labels(g) if x.startswith("Attack the Ancient One"))
    n = int(re.search(r"with (\d+) dic?e", lab).group(1))
    g.state.rig[:] = [1] * n + [defence] * 40
    answer(g, "Attack the Ancient One")
    while g.choice is not None and g.choice.kind == "check":
        answer(g, "Keep")


def one_round(g, defence: int) -> None:
    upkeep(g)
    while g.choice is not None and g.choice.kind == "combat":
        attack_nothing(g, defence)


# ------------------------------------------------------------ while asleep
def test_cthulhu_dreams_of_madness_lowers_both_maximums_by_one():
    g = quiet_game(ancient_one="base:cthulhu")
    amanda = g.state.investigators[0]
    d = g.content.investigators[amanda.id]
    assert C.max_sanity(g, amanda) == d.sanity - 1
    assert C.max_stamina(g, amanda) == d.stamina - 1
    assert amanda.sanity == d.sanity - 1


def test_hastur_sealing_costs_eight_clues():
    g = quiet_game(ancient_one="base:hastur")
    assert seal_cost(g) == 8
    assert seal_cost(quiet_game(ancient_one="base:yig")) == 5


def test_ithaqua_icy_winds_hit_investigators_in_streets_at_the_end_of_the_mythos():
    g = quiet_game(TWO, ancient_one="base:ithaqua")
    st = g.state
    put(g, 0, A("northside_streets"))
    before = [i.stamina for i in st.investigators]
    run_step(g, "mythos.end", who=-1)
    assert [i.stamina for i in st.investigators] == [before[0] - 1, before[1]]


def test_nyarlathotep_puts_the_mask_monsters_in_the_cup():
    g = quiet_game(ancient_one="base:nyarlathotep")
    cup = {C.base_id(m) for m in g.state.cup}
    assert set(MASKS) <= cup
    other = quiet_game(ancient_one="base:yig")
    assert not set(MASKS) & {C.base_id(m) for m in other.state.cup}
    assert all(other.state.monsters[m] == C.BOX for m in other.state.monsters if C.base_id(m) in MASKS)


def test_nyarlathotep_lets_every_mask_be_in_play_together():
    g = quiet_game(ancient_one="base:nyarlathotep")
    for i, m in enumerate(MASKS):
        put_monster(g, m.partition(":")[2], A(["woods", "graveyard", "black_cave", "library", "newspaper"][i]))
    assert sum(1 for m, p in g.state.monsters.items() if C.base_id(m) in MASKS and p in g.content.areas) == 5


def test_shub_niggurath_gives_every_monster_one_more_toughness():
    g = quiet_game(ancient_one="base:shub_niggurath")
    z = put_monster(g, "zombie", A("woods"))
    s = put_monster(g, "star_spawn", A("woods"))
    assert C.toughness(g, z) == 2 and C.toughness(g, s) == 4
    g.state.awakened = True
    assert C.toughness(g, z) == 1


def test_yig_gains_doom_when_a_cultist_is_defeated():
    g = quiet_game(ancient_one="base:yig")
    st = g.state
    amanda = st.investigators[0]
    amanda.cards = []
    amanda.clues = 0
    give(g, 0, "base:tommy_gun")
    m = put_monster(g, "cultist", A("bank_of_arkham"))
    st.rig[:] = [6] * 30
    start_combat(g, 0, m)
    while g.choice.kind != "halt":
        if g.choice.kind == "combat":
            answer(g, "Ready Tommy Gun" if any(x.startswith("Ready") for x in labels(g)) else "Fight")
        else:
            answer(g, "Keep")
    assert m in amanda.monster_trophies
    assert st.doom == 1


def test_yig_gains_doom_when_an_investigator_is_lost_in_time_and_space():
    g = quiet_game(ancient_one="base:yig")
    run_step(g, "fx", who=0, seat=0, ops=[{"op": "lost"}], i=0, ctx={})
    assert g.state.investigators[0].where == C.LOST
    assert g.state.doom == 1


def test_yog_sothoth_closing_needs_one_more_success_but_sealing_costs_the_same():
    g = quiet_game(ancient_one="base:yog_sothoth")
    open_gate(g, A("woods"), "base:world/the_dreamlands")
    assert close_difficulty(g, A("woods")) == 2
    assert seal_cost(g) == 5


def test_yog_sothoth_devours_the_lost():
    g = quiet_game(ancient_one="base:yog_sothoth")
    st = g.state
    run_step(g, "fx", who=0, seat=0, ops=[{"op": "lost"}], i=0, ctx={})
    assert "base:amanda_sharpe" in st.gone
    assert st.investigators[0].id != "base:amanda_sharpe"
    assert st.investigators[0].where != C.LOST


WORSHIPPERS = [
    ("azathoth", "maniac", "toughness", 2),
    ("cthulhu", "cultist", "horror", -2),
    ("cthulhu", "cultist", "sanity_damage", 2),
    ("hastur", "cultist", "movement", "flying"),
    ("hastur", "cultist", "combat", -2),
    ("ithaqua", "cultist", "toughness", 3),
    ("nyarlathotep", "cultist", "abilities", "endless"),
    ("shub_niggurath", "dark_young", "abilities", "endless"),
    ("yig", "cultist", "combat", 0),
    ("yig", "cultist", "stamina_damage", 4),
    ("yog_sothoth", "cultist", "combat", -1),
    ("yog_sothoth", "cultist", "abilities", "magical_immunity"),
]


@pytest.mark.parametrize("ao,monster,stat,value", WORSHIPPERS)
def test_worshippers(ao, monster, stat, value):
    g = quiet_game(ancient_one="base:" + ao)
    m = put_monster(g, monster, A("woods"))
    if stat == "toughness":
        assert C.toughness(g, m) == value
    elif stat == "abilities":
        assert value in C.monster_abilities(g, m)
    else:
        assert C.monster_stat(g, m, stat) == value


# ------------------------------------------------------- start of battle
def test_azathoth_ends_the_game():
    g = quiet_game(ancient_one="base:azathoth")
    wake(g)
    assert g.is_over and not g.result["won"]


def test_hastur_combat_rating_is_minus_the_terror_level():
    g = quiet_game(ancient_one="base:hastur")
    g.state.terror = 4
    wake(g)
    assert ao_combat(g) == -4


def test_ithaqua_rolls_for_each_item_one_at_a_time():
    g = quiet_game(ancient_one="base:ithaqua")
    st = g.state
    amanda = st.investigators[0]
    amanda.cards = []
    gun = give(g, 0, "base:tommy_gun")
    knife = give(g, 0, "base:knife")
    ally = give(g, 0, "base:duke")  # not an item: no roll
    st.rig[:] = [5, 4]
    wake(g)
    assert gun in amanda.cards  # 5: kept
    assert knife not in amanda.cards  # 4: discarded
    assert ally in amanda.cards
    text = log_text(g)
    assert "rolled 5" in text and "rolled 4" in text
    assert st.rig == []  # exactly one die per item


def test_nyarlathotep_devours_those_without_clues():
    g = quiet_game(TWO, ancient_one="base:nyarlathotep")
    st = g.state
    st.investigators[0].clues = 0
    st.investigators[1].clues = 2
    wake(g)
    assert st.investigators[0].eliminated and not st.investigators[1].eliminated


def test_shub_niggurath_devours_those_without_monster_trophies():
    g = quiet_game(TWO, ancient_one="base:shub_niggurath")
    st = g.state
    m = st.cup.pop(0)
    st.monsters[m] = "trophy:1"
    st.investigators[1].monster_trophies.append(m)
    wake(g)
    assert st.investigators[0].eliminated and not st.investigators[1].eliminated


def test_yog_sothoth_devours_those_without_gate_trophies():
    g = quiet_game(TWO, ancient_one="base:yog_sothoth")
    st = g.state
    st.investigators[1].gate_trophies.append(st.gate_pile.pop(0))
    wake(g)
    assert st.investigators[0].eliminated and not st.investigators[1].eliminated


def test_yig_curses_everyone_and_devours_the_already_cursed():
    g = quiet_game(TWO, ancient_one="base:yig")
    st = g.state
    give(g, 1, "base:curse")
    wake(g)
    assert C.has_card(g, st.investigators[0], "base:curse") and not st.investigators[0].eliminated
    assert st.investigators[1].eliminated


# ---------------------------------------------------------------- attacks
def checks_in_log(g, what: str) -> list[str]:
    return re.findall(r"makes a (\w+) \(([+-]\d+)\) \[1\] check for " + re.escape(what), log_text(g))


def test_attack_modifier_starts_at_plus_one_and_falls_each_round():
    g = quiet_game(ancient_one="base:yig")
    amanda = g.state.investigators[0]
    amanda.clues = 0
    wake(g)
    for _ in range(3):
        one_round(g, 6)
    assert checks_in_log(g, "Yig's attack") == [("Speed", "+1"), ("Speed", "+0"), ("Speed", "-1")]


def test_cthulhu_attack_lowers_a_maximum_and_regains_a_doom_token():
    g = quiet_game(ancient_one="base:cthulhu")
    st = g.state
    amanda = st.investigators[0]
    amanda.clues = 0
    wake(g)
    st.doom = 11
    upkeep(g)
    attack_nothing(g, 1)
    assert g.choice.kind == "max" and g.choice.who == 0
    mod = amanda.max_stamina_mod
    answer(g, "Maximum Stamina")
    assert amanda.max_stamina_mod == mod - 1
    assert st.doom == 12


def test_cthulhu_does_not_regain_doom_past_a_full_track():
    g = quiet_game(ancient_one="base:cthulhu")
    st = g.state
    st.investigators[0].clues = 0
    wake(g)
    upkeep(g)
    attack_nothing(g, 1)
    answer(g, "Maximum Sanity")
    assert st.doom == 13


def test_hastur_attack_luck_or_two_sanity():
    g = quiet_game(ancient_one="base:hastur")
    amanda = g.state.investigators[0]
    amanda.clues = 0
    wake(g)
    san = amanda.sanity
    one_round(g, 1)
    assert checks_in_log(g, "Hastur's attack") == [("Luck", "+1")]
    assert amanda.sanity == san - 2


def test_ithaqua_attack_fight_or_two_stamina():
    g = quiet_game(ancient_one="base:ithaqua")
    st = g.state
    amanda = st.investigators[0]
    amanda.clues = 0
    amanda.cards = []
    wake(g)
    sta = amanda.stamina
    one_round(g, 1)
    assert checks_in_log(g, "Ithaqua's attack") == [("Fight", "+1")]
    assert amanda.stamina == sta - 2


def test_ithaqua_attack_passed_costs_nothing():
    g = quiet_game(ancient_one="base:ithaqua")
    amanda = g.state.investigators[0]
    amanda.clues = 0
    amanda.cards = []
    wake(g)
    sta = amanda.stamina
    one_round(g, 6)
    assert amanda.stamina == sta


def test_nyarlathotep_attack_takes_a_clue_and_devours_at_none():
    g = quiet_game(TWO, ancient_one="base:nyarlathotep")
    st = g.state
    st.investigators[0].clues = 2
    st.investigators[1].clues = 1
    for inv in st.investigators:
        inv.cards = []
    wake(g)
    one_round(g, 1)
    assert checks_in_log(g, "Nyarlathotep's attack")[0] == ("Lore", "+1")
    assert st.investigators[0].clues == 1 and not st.investigators[0].eliminated
    assert st.investigators[1].eliminated


def test_shub_niggurath_attack_takes_a_monster_trophy_and_devours_at_none():
    g = quiet_game(TWO, ancient_one="base:shub_niggurath")
    st = g.state
    for inv, n in zip(st.investigators, (2, 1)):
        inv.clues = 0
        inv.cards = []
        for _ in range(n):
            m = st.cup.pop(0)
            st.monsters[m] = f"trophy:{inv.seat}"
            inv.monster_trophies.append(m)
    wake(g)
    cup = len(st.cup)
    one_round(g, 1)
    assert checks_in_log(g, "Shub-Niggurath's attack")[0] == ("Sneak", "+1")
    assert len(st.investigators[0].monster_trophies) == 1 and not st.investigators[0].eliminated
    assert st.investigators[1].eliminated
    assert len(st.cup) == cup + 2


def test_yig_attack_speed_or_one_sanity_and_one_stamina():
    g = quiet_game(ancient_one="base:yig")
    amanda = g.state.investigators[0]
    amanda.clues = 0
    wake(g)
    san, sta = amanda.sanity, amanda.stamina
    one_round(g, 1)
    assert (amanda.sanity, amanda.stamina) == (san - 1, sta - 1)


def test_yog_sothoth_attack_takes_a_gate_trophy_and_devours_at_none():
    g = quiet_game(TWO, ancient_one="base:yog_sothoth")
    st = g.state
    for inv, n in zip(st.investigators, (2, 1)):
        inv.clues = 0
        inv.cards = []
        for _ in range(n):
            inv.gate_trophies.append(st.gate_pile.pop(0))
    wake(g)
    pile = len(st.gate_pile)
    one_round(g, 1)
    assert checks_in_log(g, "Yog-Sothoth's attack")[0] == ("Will", "+1")
    assert len(st.investigators[0].gate_trophies) == 1 and not st.investigators[0].eliminated
    assert st.investigators[1].eliminated
    assert len(st.gate_pile) == pile + 2
