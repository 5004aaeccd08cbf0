"""The Upkeep phase, segment by segment (HotW §Upkeep Phase I-XIII)."""

from arkham.rules.classic import core as C
from arkham.rules.haunt import upkeep as U
from arkham.rules.haunt.data import hd, mclues
from arkham.state import CUP, LOST, OUTSKIRTS, SKY
from arkham.testing import answer, finished, labels, rig, rig_monsters, run_step
from helpers.haunt_scenes import AREA, at, gate, haunt_game, log, monster, mythos, rules_cited


def segment(g, fn):
    """Run one segment function with the halt marker below it, then its steps."""
    fr = {"k": "haunt.upkeep", "who": -1, "phase": True, "seg": 99}
    g.state.stack.append(fr)
    fn(g, fr)
    g.state.stack.remove(fr)
    g.run()


def test_upkeep_I_begins_with_two_doom_or_one_terror():
    g = haunt_game()
    run_step(g, "haunt.upkeep", who=-1, phase=True, seg=1)
    assert g.choice.kind == "doom" and "a new day" in g.choice.prompt
    answer(g, "Place 2 Doom")
    assert g.state.doom == 2
    assert "HotW §Upkeep I Doom Track Or Terror Track" in rules_cited(g)


def test_upkeep_II_returns_city_monsters_without_clues():
    g = haunt_game()
    bare = monster(g, "zombie", "rivertown_streets")
    flier = monster(g, "byakhee", SKY)
    keeps = monster(g, "cultist", "graveyard", clues=1)
    segment(g, U.seg_return)
    st = g.state
    assert st.monsters[bare] == CUP and st.monsters[flier] == CUP and st.monsters[keeps] == AREA["graveyard"]


def test_upkeep_III_one_monster_per_starting_investigator_on_top_of_its_world():
    g = haunt_game()
    old = monster(g, "mi_go", "base:world/yuggoth")
    hd(g)["stacks"]["base:world/yuggoth"] = [old]
    rig_monsters(g, "warlock", "zombie")  # circle: Yuggoth; crescent: the Outskirts
    segment(g, U.seg_otherworld_monsters)
    stacks = hd(g)["stacks"]
    assert [C.base_id(m) for m in stacks["base:world/yuggoth"]] == ["base:mi_go", "base:warlock"]
    assert [C.base_id(m) for m in stacks[OUTSKIRTS]] == ["base:zombie"]


def test_upkeep_IV_discards_the_old_mythos_cards_and_draws_one_per_starting_investigator():
    g = haunt_game()
    mythos(g, "big_storm_sweeps_arkham", "all_quiet_in_arkham", "campus_security_increased")
    deck = g.state.decks["mythos"]
    top2 = deck[:2]
    segment(g, U.seg_mythos_cards)
    assert hd(g)["mythos"] == top2
    assert deck[-3:] == ["base:big_storm_sweeps_arkham", "base:all_quiet_in_arkham", "base:campus_security_increased"]


def test_upkeep_V_mythos_effects_spare_monsters_placed_this_upkeep():
    g = haunt_game()
    mythos(g, "campus_security_increased")  # every monster in Miskatonic U. returns
    old = monster(g, "zombie", "miskatonic_u_streets", clues=1)
    new = monster(g, "ghoul", "science_building", clues=1)
    hd(g)["in_upkeep"] = True
    hd(g)["placed_today"] = [new]
    segment(g, U.seg_mythos_effects)
    assert g.state.monsters[old] == CUP
    assert g.state.monsters[new] == AREA["science_building"]


def test_upkeep_VI_clues_go_to_an_investigator_then_the_monster_with_fewest_then_the_board():
    g = haunt_game()
    mythos(g, "all_quiet_in_arkham", "big_storm_sweeps_arkham", "picnickers_panic")
    # clues: Historical Society, The Unnamable, Science Building
    inv = at(g, 0, "historical_society")
    low = monster(g, "witch", "the_unnamable", clues=1)  # awareness -1
    sharp = monster(g, "cultist", "the_unnamable", clues=1)  # awareness -3: gets the tie
    rich = monster(g, "ghoul", "the_unnamable", clues=2)
    segment(g, U.seg_clues)
    assert inv.clues == 1
    assert (mclues(g, sharp), mclues(g, low), mclues(g, rich)) == (2, 1, 2)
    assert g.state.clues_on == {AREA["science_building"]: 1}


def test_upkeep_VI_several_investigators_choose_who_takes_the_clue():
    g = haunt_game()
    mythos(g, "all_quiet_in_arkham")
    at(g, 0, "historical_society")
    b = at(g, 1, "historical_society")
    segment(g, U.seg_clues)
    answer(g, "Bob Jenkins")
    assert b.clues == 1


def test_upkeep_VII_a_monster_with_one_clue_at_each_mythos_location():
    g = haunt_game()
    mythos(g, "big_storm_sweeps_arkham", "campus_security_increased")  # both: Independence Square
    rig_monsters(g, "zombie", "ghoul")
    segment(g, U.seg_location_monsters)
    here = [m for m, p in g.state.monsters.items() if p == AREA["independence_square"]]
    assert sorted(C.base_id(m) for m in here) == ["base:ghoul", "base:zombie"]
    assert all(mclues(g, m) == 1 for m in here)


def test_upkeep_VIII_face_up_gates_with_symbols_on_black_carry_off_investigators():
    g = haunt_game()
    mythos(g, "big_storm_sweeps_arkham")  # black: plus (R'lyeh); grey: crescent
    gate(g, "graveyard", "rlyeh")
    gate(g, "black_cave", "rlyeh", face_up=False)
    a = at(g, 0, "graveyard")
    b = at(g, 1, "black_cave")
    hd(g)["marks"]["0"] = ["retainer"]
    segment(g, U.seg_transport)
    assert (a.where, a.stage) == ("base:world/rlyeh", 1)
    assert b.where == AREA["black_cave"]
    assert "retainer" not in hd(g)["marks"]["0"]


def test_upkeep_IX_a_success_brings_the_lost_back_anywhere_a_failure_may_remove():
    g = haunt_game()
    a = g.state.investigators[0]
    a.where = LOST
    rig(g, 5)
    segment(g, U.seg_lost)
    answer(g, "Woods")
    assert a.where == AREA["woods"]
    b = g.state.investigators[1]
    b.where = LOST
    rig(g, 4)
    segment(g, U.seg_lost)
    assert labels(g) == ["Stay lost in time and space", "Remove from play (a new one starts this Upkeep)"]
    answer(g, "Remove from play")
    assert b.eliminated and hd(g)["records"][0]["seat"] == 1


def test_upkeep_X_a_new_investigator_starts_within_the_record_of_the_one_replaced():
    g = haunt_game()
    hd(g)["records"] = [{"seat": 1, "clues": 0, "spells": 0, "allies": 0, "value": 0}]
    g.state.investigators[1].eliminated = True
    g.state.investigators[1].where = C.BOX
    segment(g, U.seg_new)
    answer(g, "Michael McGlen")  # fixed Dynamite and Tommy Gun, $8
    while not finished(g):
        g.apply(g.choice.options[0].id)
    new = g.state.investigators[1]
    assert new.id == "base:michael_mcglen" and not new.eliminated
    assert new.where == g.content.investigators[new.id].home
    assert new.clues == 0 and new.money == 0
    assert not any(C.card_def(g, c).deck in ("common", "unique", "spell", "ally") for c in new.cards)


def test_upkeep_XI_refresh_XII_five_markers_XIII_retainer():
    g = haunt_game()
    a = g.state.investigators[0]
    a.cards.append(g.state.decks["spell"].pop(0))
    a.exhausted.append(a.cards[-1])
    hd(g)["alloc"]["0"] = {"covered": [[p, k] for p in range(3) for k in range(3)], "now": []}
    hd(g)["alloc"]["1"] = {"covered": [[0, 0], [1, 1]], "now": []}
    hd(g)["marks"]["1"] = ["retainer"]
    segment(g, U.seg_refresh)
    assert a.exhausted == []
    segment(g, U.seg_markers)
    for _ in range(5):
        assert g.choice.kind == "markers"
        g.apply(g.choice.options[0].id)
    assert len(hd(g)["alloc"]["0"]["covered"]) == 4
    assert hd(g)["alloc"]["1"]["covered"] == []
    segment(g, U.seg_effects)
    while not finished(g):
        answer(g, "Done")
    assert g.state.investigators[1].money == 2
    assert "Retainer" in log(g)


def test_upkeep_XIII_investigators_own_upkeep_abilities():
    g = haunt_game(investigators=("base:vincent_lee", "base:jenny_barnes"))
    v = at(g, 0, "woods")
    j = at(g, 1, "woods")
    j.stamina -= 2
    segment(g, U.seg_effects)
    answer(g, "Restore 1 stamina to Jenny Barnes")
    while not finished(g):
        answer(g, "Done")
    assert j.stamina == g.content.investigators[j.id].stamina - 1
    assert j.money == 1  # Jenny's Trust Fund
    assert v.money == 0


def test_clue_exhaustion_returns_one_clue_from_each_investigator():
    # HotW §Clue And Monster Exhaustion: 48 Clue tokens in all
    from arkham.rules.haunt.clues import pool

    g = haunt_game()
    mythos(g, "all_quiet_in_arkham")  # a clue for the Historical Society
    a, b = g.state.investigators
    a.clues, b.clues = 30, 10
    g.state.clues_on[AREA["woods"]] = 8
    assert pool(g) == 0
    segment(g, U.seg_clues)
    assert (a.clues, b.clues) == (29, 9)
    assert g.state.clues_on[AREA["historical_society"]] == 1 and pool(g) == 1
    assert "run out" in log(g)
