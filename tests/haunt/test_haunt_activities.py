"""City activities (HotW §City Phase V) and monster activities (HotW §City Phase VI)."""

from arkham.rules.haunt.activities import activity_options
from arkham.rules.haunt.data import hd, mclues
from arkham.rules.haunt.monster_acts import push_monster_activities
from arkham.testing import answer, finished, labels, rig, run_step
from helpers.haunt_scenes import AREA, at, gate, haunt_game, log, monster, mythos, rules_cited, skills

HERE = "graveyard"


def deck_top(g, *cards):
    deck = g.state.decks["loc:all"]
    for c in reversed(cards):
        deck.remove(f"base:{c}")
        deck.insert(0, f"base:{c}")


def investigate(g):
    run_step(g, "haunt.investigate", who=0, area=AREA[HERE])


def test_investigate_takes_the_clues_draws_a_card_of_the_colour_and_reveals_the_gate():
    g = haunt_game()
    inv = at(g, 0, HERE)
    inv.sanity = 3
    g.state.clues_on[AREA[HERE]] = 2
    gate(g, HERE, "yuggoth", face_up=False)
    deck_top(g, "downtown_1", "rivertown_2")  # Downtown is not the Graveyard's colour
    investigate(g)
    assert inv.clues == 2 and inv.sanity == 5  # the crypt restores 2 Sanity
    assert g.state.decks["loc:all"][-2:] == ["base:downtown_1", "base:rivertown_2"]
    assert AREA[HERE] not in hd(g)["face_down"] and "the gate to Yuggoth" in log(g)
    assert inv.where == AREA[HERE]  # circle is on no card: no capture
    assert "HotW §City Phase V Investigator Activity, Investigate location" in rules_cited(g)


def test_a_revealed_gate_on_grey_draws_the_investigator_through():
    g = haunt_game()
    mythos(g, "sheldon_gang_turns_to_police_for_aid")  # grey circle
    inv = at(g, 0, HERE)
    hd(g)["marks"]["0"] = ["retainer"]
    gate(g, HERE, "yuggoth", face_up=False)
    deck_top(g, "rivertown_2")
    investigate(g)
    assert (inv.where, inv.stage) == ("base:world/yuggoth", 1)
    assert "retainer" not in hd(g)["marks"]["0"]


def test_a_gate_already_face_up_captures_no_one():
    g = haunt_game()
    mythos(g, "sheldon_gang_turns_to_police_for_aid")
    inv = at(g, 0, HERE)
    gate(g, HERE, "yuggoth")
    deck_top(g, "rivertown_2")
    investigate(g)
    assert inv.where == AREA[HERE]


def test_moved_by_the_card_the_gate_stays_face_down():
    g = haunt_game()
    inv = at(g, 0, HERE)
    gate(g, HERE, "yuggoth", face_up=False)
    skills(g, 0)  # every bonus covered: no Lore to allocate
    deck_top(g, "rivertown_4")  # Lore -1 with no Lore: sent to the street
    investigate(g)
    assert inv.where == AREA["rivertown_streets"]
    assert AREA[HERE] in hd(g)["face_down"]


def test_a_location_card_monster_stays_and_does_not_attack():
    g = haunt_game()
    inv = at(g, 0, HERE)
    deck_top(g, "rivertown_5")
    investigate(g)
    here = [m for m, p in g.state.monsters.items() if p == AREA[HERE]]
    assert len(here) == 1 and inv.stamina == 5 and finished(g)


def test_activity_menu_follows_the_gate_and_the_mythos_fields():
    g = haunt_game()
    mythos(g, "sheldon_gang_turns_to_police_for_aid")  # grey circle, black diamond and square
    inv = at(g, 0, HERE)
    gate(g, HERE, "yuggoth")
    inv.clues = 4
    ids = [o[0] for o in activity_options(g, inv)]
    assert ids == ["investigate", "enter"]  # no circle monster to banish, 4 clues cannot seal
    inv.clues = 5
    monster(g, "mi_go", "woods", clues=1)
    assert [o[0] for o in activity_options(g, inv)] == ["investigate", "banish", "enter", "seal"]
    at(g, 0, "rivertown_streets")
    assert activity_options(g, inv) == []  # streets: nothing to investigate, no gate


def test_banish_sends_matching_monsters_through_the_gate_one_per_success():
    g = haunt_game()
    inv = at(g, 0, HERE)
    inv.clues = 1
    gate(g, HERE, "yuggoth")  # modifier -2: Focus 3 - 2 = 1 die
    mi = monster(g, "mi_go", "woods", clues=2)
    zo = monster(g, "zombie", "woods")
    run_step(g, "haunt.activity", who=0)
    rig(g, 6)
    answer(g, "Banish")
    assert inv.clues == 0
    assert labels(g) == ["Mi-Go at Woods", "Banish no more"]
    answer(g, "Mi-Go")
    assert g.state.monsters[mi] == "base:world/yuggoth" and mclues(g, mi) == 0
    assert hd(g)["stacks"]["base:world/yuggoth"] == [mi] and g.state.monsters[zo] == AREA["woods"]


def test_enter_gate_goes_to_the_first_section_without_the_retainer():
    g = haunt_game()
    inv = at(g, 0, HERE)
    hd(g)["marks"]["0"] = ["retainer"]
    gate(g, HERE, "yuggoth")
    run_step(g, "haunt.activity", who=0)
    answer(g, "Enter")
    assert (inv.where, inv.stage) == ("base:world/yuggoth", 1) and hd(g)["marks"]["0"] == []


def test_seal_five_clues_doom_and_a_focus_check_with_a_trophy_on_an_extra_success():
    g = haunt_game()
    mythos(g, "sheldon_gang_turns_to_police_for_aid")
    inv = at(g, 0, HERE)
    inv.clues = 5
    gm = gate(g, HERE, "yuggoth")
    run_step(g, "haunt.activity", who=0)
    answer(g, "Seal")
    assert inv.clues == 0
    rig(g, 5, 6, 1)  # Focus 3, difficulty 1: one extra success
    answer(g, "Place 2 Doom")
    assert g.state.doom == 2 and "does not stir" in log(g)
    assert AREA[HERE] not in g.state.gates and gm in inv.gate_trophies


def test_close_spends_a_matching_trophy_and_returns_the_gate_without_extra():
    g = haunt_game()
    mythos(g, "solar_eclipse")  # black circle
    inv = at(g, 0, HERE)
    tro = monster(g, "mi_go", "cup_trophy")
    g.state.monsters[tro] = "trophy:0"
    inv.monster_trophies.append(tro)
    gm = gate(g, HERE, "yuggoth")
    assert [o[0] for o in activity_options(g, inv)][-1] == "close"
    run_step(g, "haunt.activity", who=0)
    answer(g, "Close")
    assert tro not in inv.monster_trophies and g.state.monsters[tro] == "cup"
    rig(g, 5, 1, 1)
    answer(g, "Terror")
    assert g.state.terror == 1
    assert gm in g.state.gate_pile and not inv.gate_trophies


# ---------------------------------------------------------------- monsters
def acts(g):
    g.state.stack = [g.state.stack[0]]
    push_monster_activities(g)
    g.run()


def test_summon_reveals_the_gate_and_brings_the_top_monsters_one_clue_each():
    g = haunt_game()
    mythos(g, "sheldon_gang_turns_to_police_for_aid")  # Graveyard, grey circle
    gate(g, HERE, "yuggoth", face_up=False)
    first = monster(g, "byakhee", "base:world/yuggoth")
    top = monster(g, "warlock", "base:world/yuggoth")
    hd(g)["stacks"]["base:world/yuggoth"] = [first, top]
    out = monster(g, "zombie", "outskirts")
    hd(g)["stacks"]["outskirts"] = [out]
    w = monster(g, "witch", HERE, clues=4)
    acts(g)
    assert AREA[HERE] not in hd(g)["face_down"]
    at_gate = {m for m, p in g.state.monsters.items() if p == AREA[HERE]}
    assert at_gate == {w, first, top, out}
    assert mclues(g, w) == 1 and "summoning stops" in log(g)


def test_summon_without_a_gate_opens_a_face_down_one_from_the_discard_pile():
    g = haunt_game()
    mythos(g, "sheldon_gang_turns_to_police_for_aid")
    w = monster(g, "witch", HERE, clues=2)
    acts(g)
    assert AREA[HERE] in g.state.gates and AREA[HERE] in hd(g)["face_down"] and mclues(g, w) == 0
    assert len(g.state.gate_pile) == 15
    g2 = haunt_game()
    mythos(g2, "sheldon_gang_turns_to_police_for_aid")
    g2.state.gate_pile.clear()
    w2 = monster(g2, "witch", HERE, clues=2)
    acts(g2)
    assert AREA[HERE] not in g2.state.gates and mclues(g2, w2) == 2


def test_black_field_takes_precedence_and_raises_terror_per_clue():
    g = haunt_game()
    mythos(g, "sheldon_gang_turns_to_police_for_aid", "solar_eclipse")  # grey and black circle
    w = monster(g, "witch", HERE, clues=3)
    acts(g)
    assert g.state.terror == 3 and mclues(g, w) == 0 and AREA[HERE] not in g.state.gates


def test_kate_winthrop_prevents_summoning_and_no_clue_is_spent():
    g = haunt_game(investigators=("base:kate_winthrop", "base:bob_jenkins"))
    mythos(g, "sheldon_gang_turns_to_police_for_aid")
    at(g, 0, HERE)
    w = monster(g, "witch", HERE, clues=2)
    acts(g)
    assert AREA[HERE] not in g.state.gates and mclues(g, w) == 2


def test_a_monster_away_from_its_associated_location_does_nothing():
    g = haunt_game()
    mythos(g, "sheldon_gang_turns_to_police_for_aid")
    w = monster(g, "witch", "black_cave", clues=2)
    acts(g)
    assert mclues(g, w) == 2 and g.state.terror == 0 and not g.state.gates
