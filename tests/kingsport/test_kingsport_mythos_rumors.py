"""The last Kingsport Mythos cards: the three Rumors with token pools paid by discarding
(Cover-up, Mistrust, World Torn Asunder: the cards' texts, base p.12 Rumors), Kingsport Mists
(locations closed while it is in play; KH: a card naming Arkham applies in Kingsport) and The
Doors of Sleep (an Other World encounter from a street)."""

from __future__ import annotations

from arkham.rules.classic import abilities
from arkham.rules.classic import core as C
from arkham.rules.classic.turn import focus_left
from arkham.rules.kingsport import rifts as R
from arkham.testing import answer, empty_handed, give, labels, log_text, put, put_monster, rig_monsters, run_step
from helpers.card_scenes import settle
from helpers.coverage_marks import covers
from test_kingsport_mythos import AMANDA, JOE, T1, T2, T3, A, K, draw, rift_game


def enter(g, card: str) -> None:
    draw(g, card)
    settle(g)
    assert g.state.rumor == "kingsport:" + card


def trophies(g, seat: int, *kinds: str) -> list[str]:
    inv = g.state.investigators[seat]
    out = []
    for k in kinds:
        m = next(m for m in g.state.cup if C.base_id(m) == k)
        g.state.cup.remove(m)
        C.claim_trophy(g, inv, m)
        out.append(m)
    return out


# ------------------------------------------------------------------ Cover-up
@covers("kingsport:cover_up")
def test_cover_up_adds_two_doom_opens_no_gate_and_fills_per_player():
    g = rift_game((JOE, AMANDA))
    st = g.state
    doom = st.doom
    enter(g, "cover_up")
    assert st.doom == doom + 2 and not st.gates  # 2 doom tokens printed in place of a gate
    assert st.rumor_data["tokens"] == 6  # 3 per player
    run_step(g, "mythos.end", who=-1)
    assert st.rumor_data["tokens"] == 6  # not on the turn it entered
    st.turn += 1
    run_step(g, "mythos.end", who=-1)
    assert st.rumor_data["tokens"] == 8  # 1 more per player


@covers("kingsport:cover_up")
def test_cover_up_takes_monster_trophies_by_toughness_in_downtown():
    g = rift_game((JOE, AMANDA))
    st = g.state
    joe, amanda = st.investigators
    enter(g, "cover_up")
    st.rumor_data["tokens"] = 3
    ghoul, dark_young = trophies(g, 0, "base:ghoul", "base:dark_young")
    put(g, 0, A("rivertown_streets"))
    run_step(g, "arkham.inv", who=0)
    assert not any("trophy" in x for x in labels(g))  # only in the Downtown streets
    settle(g)
    put(g, 0, A("downtown_streets"))
    run_step(g, "arkham.inv", who=0)
    assert "Discard Ghoul trophy to take 1 Clue token off Cover-up" in labels(g)
    assert "Discard Dark Young trophy to take 3 Clue tokens off Cover-up" in labels(g)
    answer(g, "Ghoul trophy")
    assert st.rumor_data["tokens"] == 2 and ghoul in st.cup and ghoul not in joe.monster_trophies
    answer(g, "Dark Young trophy")  # worth more than is left: the card empties
    settle(g)
    assert st.rumor is None and "kingsport:cover_up" in st.box and dark_young in st.cup
    for inv in (joe, amanda):
        assert C.has_card(g, inv, "base:blessing") and C.has_card(g, inv, "base:retainer")


@covers("kingsport:cover_up")
def test_a_full_cover_up_takes_every_clue_token_in_play():
    g = rift_game((JOE, AMANDA))
    st = g.state
    joe, amanda = st.investigators
    enter(g, "cover_up")
    joe.clues, amanda.clues = 4, 2
    st.clues_on = {A("woods"): 1, K("hall_school"): 2}
    st.rumor_data["tokens"] = 11
    st.turn += 1
    run_step(g, "mythos.end", who=-1)
    settle(g)
    assert st.rumor is None and "kingsport:cover_up" in st.box
    assert (joe.clues, amanda.clues) == (0, 0) and not st.clues_on


# ------------------------------------------------------------------ Mistrust
@covers("kingsport:mistrust")
def test_mistrust_takes_common_items_for_one_and_unique_items_for_two_in_southside():
    g = rift_game((JOE, AMANDA))
    st = g.state
    joe, amanda = st.investigators
    doom = st.doom
    enter(g, "mistrust")
    assert st.doom == doom + 2 and st.rumor_data["tokens"] == 6
    empty_handed(g, 0)
    knife = give(g, 0, "base:knife")
    idol = give(g, 0, "base:enchanted_knife")
    st.rumor_data["tokens"] = 3
    put(g, 0, A("southside_streets"))
    run_step(g, "arkham.inv", who=0)
    assert sorted(labels(g)) == [
        "Discard Enchanted Knife to take 2 Clue tokens off Mistrust",
        "Discard Knife to take 1 Clue token off Mistrust",
        "Do nothing",
    ]
    answer(g, "Enchanted Knife")
    assert st.rumor_data["tokens"] == 1 and idol not in joe.cards
    allies = len(amanda.cards)
    answer(g, "Knife")
    settle(g)
    assert knife not in joe.cards and st.rumor is None and "kingsport:mistrust" in st.box
    assert len(amanda.cards) == allies + 1 and C.card_def(g, amanda.cards[-1]).deck == "ally"


@covers("kingsport:mistrust")
def test_a_full_mistrust_ends_trading_and_focus_for_the_rest_of_the_game():
    g = rift_game((JOE, AMANDA))
    st = g.state
    joe, amanda = st.investigators
    put(g, 0, A("southside_streets"))
    put(g, 1, A("southside_streets"))
    joe.money = 3
    assert abilities.trade_options(g, joe) and focus_left(g, joe) > 0
    enter(g, "mistrust")
    st.rumor_data["tokens"] = 11
    st.turn += 1
    run_step(g, "mythos.end", who=-1)
    settle(g)
    assert st.rumor is None
    assert abilities.trade_options(g, joe) == [] and focus_left(g, joe) == 0 and focus_left(g, amanda) == 0
    st.turn += 5
    assert abilities.trade_options(g, joe) == [] and focus_left(g, joe) == 0


# ------------------------------------------------------------------ World Torn Asunder
@covers("kingsport:world_torn_asunder")
def test_world_torn_asunder_grows_each_time_moon_monsters_move_and_fails_at_three():
    g = rift_game()
    st = g.state
    rig_monsters(g, "base:cultist")
    enter(g, "world_torn_asunder")
    assert A("science_building") in st.gates and st.rumor_data["tokens"] == 1
    rig_monsters(g, "base:zombie")
    draw(g, "cops_sweep_kingsport")  # diamond, square / circle: no moon
    settle(g)
    assert st.rumor_data["tokens"] == 1
    rig_monsters(g, "base:ghoul")
    draw(g, "strange_visions_cease")  # white crescent: moon monsters move
    settle(g)
    assert st.rumor_data["tokens"] == 2
    for t in (T1, T2, T3):
        assert not R.is_open(g, R.data(g)["tracks"][t]["rift"])
    rig_monsters(g, "base:maniac")
    draw(g, "time_after_time")  # black crescent: the third token
    settle(g)
    assert st.rumor is None and "kingsport:world_torn_asunder" in st.box
    d = R.data(g)
    for t in (T1, T2, T3):  # every track full, every rift open
        assert R.is_open(g, d["tracks"][t]["rift"])
        assert sum(len(s) for s in d["tracks"][t]["spaces"]) == g.content.tracks[t].size
    assert len({area for area, _ in d["open"].values()}) >= 1


@covers("kingsport:world_torn_asunder")
def test_a_blessing_and_a_skill_clear_world_torn_asunder_in_the_university_streets():
    g = rift_game((JOE, AMANDA))
    st = g.state
    joe, amanda = st.investigators
    enter(g, "world_torn_asunder")
    st.rumor_data["tokens"] = 2
    empty_handed(g, 0)
    skill = give(g, 0, "base:bravery")
    put(g, 0, A("miskatonic_u_streets"))
    run_step(g, "arkham.inv", who=0)
    assert g.choice is None or not any("Blessing" in x for x in labels(g))  # a Skill alone pays nothing
    settle(g)
    C.gain_special(g, joe, "base:blessing")
    joe.sanity = amanda.stamina = 1
    run_step(g, "arkham.inv", who=0)
    answer(g, "Discard Blessing and Bravery")
    settle(g)
    assert st.rumor is None and skill not in joe.cards and not C.has_card(g, joe, "base:blessing")
    assert joe.sanity == C.max_sanity(g, joe) and amanda.stamina == C.max_stamina(g, amanda)


# ------------------------------------------------------------------ Kingsport Mists
@covers("kingsport:kingsport_mists")
def test_kingsport_mists_close_the_head_while_in_play_and_help_sneaking():
    g = rift_game((JOE, AMANDA))
    st = g.state
    joe = st.investigators[0]
    put(g, 0, K("wireless_station"))
    m = put_monster(g, "base:ghoul", K("strange_high_house"))
    sneak = C.skill_value(g, joe, "sneak")
    draw(g, "kingsport_mists")
    settle(g)
    assert st.environment == "kingsport:kingsport_mists"
    assert joe.where == K("harborside_streets") and st.monsters[m] == K("harborside_streets")
    for a in ("the_causeway", "wireless_station", "strange_high_house"):
        assert C.is_closed(g, K(a))
    assert not C.is_closed(g, K("hall_school"))
    from arkham.present.table_view import place_brief, places

    assert places(g)[K("wireless_station")]["closed"] == ["environment"] and "closed" in place_brief(
        g, K("the_causeway")
    )
    assert C.skill_value(g, joe, "sneak") == sneak + 1  # in Kingsport too
    draw(g, "corpse_garden")  # the next Environment: the Head opens
    settle(g)
    assert not any(C.is_closed(g, K(a)) for a in ("the_causeway", "wireless_station", "strange_high_house"))
    assert C.skill_value(g, joe, "sneak") == sneak


# ------------------------------------------------------------------ The Doors of Sleep
@covers("kingsport:the_doors_of_sleep")
def test_the_doors_of_sleep_give_a_clue_then_a_dreamlands_encounter_in_the_street():
    g = rift_game((JOE, AMANDA))
    st = g.state
    joe, amanda = st.investigators
    empty_handed(g, 0, clues=0)
    draw(g, "the_doors_of_sleep")
    settle(g)
    assert st.environment == "kingsport:the_doors_of_sleep"
    put(g, 0, K("harborside_streets"))
    run_step(g, "move", who=0, pts=0, start=K("harborside_streets"))
    settle(g)
    assert joe.clues == 1
    # a card on top of the gate deck whose Dreamlands entry costs 1 Sanity (its other entries do not)
    deck = st.decks["gate"]
    deck.remove("base:gate_02")
    deck.insert(0, "base:gate_02")
    sanity = joe.sanity
    run_step(g, "otherworld.inv", who=1)  # Amanda, not in the Harborside streets: nothing
    assert "has an encounter in The Dreamlands" not in log_text(g)
    run_step(g, "otherworld.inv", who=0)
    settle(g)
    assert "has an encounter in The Dreamlands" in log_text(g) and joe.sanity == sanity - 1
    assert deck[-1] == "base:gate_02"  # the card goes back under the deck
    assert joe.where == K("harborside_streets") and joe.stage == 0
    n = log_text(g).count("has an encounter in The Dreamlands")
    run_step(g, "otherworld.inv", who=0)  # once only
    settle(g)
    assert log_text(g).count("has an encounter in The Dreamlands") == n
