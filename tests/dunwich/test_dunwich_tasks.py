"""Tasks and Missions (DH p.5, "Tasks and Missions" and the Task/Mission example; DH p.8,
"Scoring Victories"): steps in the listed order, a Clue token on the card for each step
done at the start of the Upkeep, a Mission's sacrifice made there, the tokens lost when
the card is discarded or given away, the reward and the card back to the box."""

from __future__ import annotations

import pytest

from arkham.content.loader import load_content
from arkham.invariants import InvariantError, check
from arkham.rules.classic import core as C
from arkham.rules.classic.battle import final_score
from arkham.state import LOST, SKY
from arkham.testing import (
    answer,
    empty_handed,
    give,
    labels,
    log_text,
    open_gate,
    put,
    put_monster,
    quiet_game,
    rig,
    run_step,
)
from helpers.coverage_marks import covers

PACKS = ("base", "dunwich")
TASKS = (
    "dunwich:courier_run",
    "dunwich:genealogy_research",
    "dunwich:mineralogy_report",
    "dunwich:newspaper_assignment",
    "dunwich:patrolling_the_streets",
)
MISSIONS = (
    "dunwich:for_the_greater_good",
    "dunwich:joining_the_winning_team",
    "dunwich:purifying_the_town",
    "dunwich:sacrifices_to_make",
    "dunwich:sealing_the_beasts_power",
    "dunwich:the_light_of_reason",
    "dunwich:walking_the_ley_lines",
    "dunwich:wave_of_destruction",
)
COURIER = "dunwich:courier_run"
WINNING = "dunwich:joining_the_winning_team"


def A(short: str) -> str:
    return "base:arkham/" + short


@pytest.fixture
def game():
    g = quiet_game(["base:amanda_sharpe", "base:joe_diamond"], ancient_one="base:azathoth", packs=PACKS)
    empty_handed(g, 0, (0, 0, 0), clues=0, money=0)
    empty_handed(g, 1, (0, 0, 0), clues=0, money=0)
    return g


def upkeep(g, seat=0):
    return run_step(g, "upkeep.inv", who=seat)


def tokens(g, card):
    return g.state.counters.get(f"task:{card}", 0)


def steps(g, card_id):
    return g.content.cards[card_id].data["task"]["steps"]


# ------------------------------------------------------------------ the data
@covers(*TASKS, *MISSIONS)
def test_every_task_and_mission_lists_places_of_the_board_in_order():
    c = load_content(PACKS)
    base = load_content(("base",))
    for cid in TASKS + MISSIONS:
        d = c.cards[cid]
        q = d.data["task"]
        assert q["kind"] == ("task" if d.deck == "common" else "mission"), cid
        assert len(q["steps"]) >= 3 and q["reward"], cid
        for s in q["steps"]:
            # an Arkham place: the quest can be finished with the cards alone (DH p.8)
            assert s["place"] in base.areas or s["place"] == LOST, (cid, s)
            assert ("sacrifice" in s) == (q["kind"] == "mission"), (cid, s)
        places = [s["place"] for s in q["steps"]]
        assert len(set(places)) == len(places), cid


@covers(WINNING)
def test_joining_the_winning_team_is_the_rulebook_example():
    """DH p.5: an Ally at St. Mary's Hospital, Arkham Asylum, South Church and Lost in Time and Space."""
    c = load_content(PACKS)
    s = c.cards[WINNING].data["task"]["steps"]
    assert [x["place"] for x in s] == [A("st_marys_hospital"), A("arkham_asylum"), A("south_church"), LOST]
    assert all(x["sacrifice"] == {"what": "ally", "n": 1} for x in s)
    assert "reconstructed" not in c.cards[WINNING].data
    assert all(c.cards[x].data.get("reconstructed") for x in TASKS + MISSIONS if x != WINNING)
    assert {x for x in c.reconstructed if x in c.cards} == set(TASKS + MISSIONS) - {WINNING}


# ------------------------------------------------------------------ Tasks: being there suffices
@covers(COURIER)
def test_a_task_step_is_done_by_being_at_its_place_when_the_upkeep_begins(game):
    card = give(game, 0, COURIER)
    put(game, 0, A("train_station"))
    upkeep(game)
    assert tokens(game, card) == 1
    assert "completes step 1 of 3 of Courier Run at Train Station" in log_text(game)
    assert game.state.investigators[0].clues == 0  # a token from the supply, not his own


@covers(COURIER)
def test_task_steps_must_be_done_in_the_listed_order(game):
    card = give(game, 0, COURIER)
    put(game, 0, A("curiositie_shoppe"))  # the second step's place
    upkeep(game)
    assert tokens(game, card) == 0
    put(game, 0, A("train_station"))
    upkeep(game)
    put(game, 0, A("train_station"))  # the same place again does nothing more
    upkeep(game)
    assert tokens(game, card) == 1
    put(game, 0, A("curiositie_shoppe"))
    upkeep(game)
    assert tokens(game, card) == 2


@covers(COURIER)
def test_a_task_completed_pays_off_and_goes_back_to_the_box(game):
    inv = game.state.investigators[0]
    card = give(game, 0, COURIER)
    game.state.counters[f"task:{card}"] = 2
    put(game, 0, A("ye_olde_magick_shoppe"))
    upkeep(game)
    assert inv.money == 8
    assert card not in inv.cards and card in game.state.box
    assert tokens(game, card) == 0
    assert game.state.counters["score:tasks"] == 1


@covers(COURIER)
def test_a_task_discarded_loses_its_tokens(game):
    """DH p.5: if it is discarded, all Clue tokens are removed from it."""
    inv = game.state.investigators[0]
    card = give(game, 0, COURIER)
    game.state.counters[f"task:{card}"] = 2
    C.discard_card(game, inv, card, "test")
    assert tokens(game, card) == 0
    card = give(game, 0, COURIER)  # drawn again: from the first step
    put(game, 0, A("ye_olde_magick_shoppe"))
    upkeep(game)
    assert tokens(game, card) == 0 and inv.money == 0


@covers(COURIER)
def test_a_task_given_to_another_investigator_loses_its_tokens(game):
    """DH p.5: if it is given to another investigator, all Clue tokens are removed."""
    card = give(game, 0, COURIER)
    game.state.counters[f"task:{card}"] = 1
    put(game, 0, A("train_station"))
    put(game, 1, A("train_station"))
    run_step(game, "trade", who=0, partner=1)
    answer(game, "Give Courier Run")
    assert card in game.state.investigators[1].cards
    assert tokens(game, card) == 0
    assert "return to the supply" in log_text(game)


@covers(*TASKS)
@pytest.mark.parametrize(
    "card_id,money,clues,uniques",
    [
        ("dunwich:courier_run", 8, 0, 0),
        ("dunwich:genealogy_research", 0, 3, 0),
        ("dunwich:mineralogy_report", 0, 0, 1),
        ("dunwich:newspaper_assignment", 5, 1, 0),
        ("dunwich:patrolling_the_streets", 4, 2, 0),
    ],
)
def test_each_task_pays_off_at_its_last_step(game, card_id, money, clues, uniques):
    inv = game.state.investigators[0]
    card = give(game, 0, card_id)
    s = steps(game, card_id)
    for i, step in enumerate(s):
        put(game, 0, step["place"])
        upkeep(game)
        assert tokens(game, card) == (i + 1 if i + 1 < len(s) else 0)
    assert (inv.money, inv.clues) == (money, clues)
    assert sum(1 for c in inv.cards if C.card_def(game, c).deck == "unique") == uniques
    assert card in game.state.box


# ------------------------------------------------------------------ Missions: the sacrifice
@covers(WINNING)
def test_a_mission_step_asks_its_sacrifice_at_the_start_of_the_upkeep(game):
    inv = game.state.investigators[0]
    card = give(game, 0, WINNING)
    ally = give(game, 0, "base:duke")
    put(game, 0, A("st_marys_hospital"))
    upkeep(game)
    assert game.choice.kind == "mission"
    assert labels(game) == ["Sacrifice 1 Ally", "Not now"]
    answer(game, "Sacrifice 1 Ally")
    assert ally not in inv.cards and tokens(game, card) == 1


@covers(WINNING)
def test_a_mission_sacrifice_may_wait_for_a_later_upkeep(game):
    inv = game.state.investigators[0]
    card = give(game, 0, WINNING)
    ally = give(game, 0, "base:duke")
    put(game, 0, A("st_marys_hospital"))
    upkeep(game)
    answer(game, "Not now")
    assert ally in inv.cards and tokens(game, card) == 0
    upkeep(game)
    answer(game, "Sacrifice")
    assert tokens(game, card) == 1


@covers(WINNING)
def test_without_the_sacrifice_the_step_waits_and_nothing_is_asked(game):
    card = give(game, 0, WINNING)
    put(game, 0, A("st_marys_hospital"))
    upkeep(game)
    assert game.choice.kind != "mission" and tokens(game, card) == 0


@covers(WINNING)
def test_the_holder_picks_which_ally_to_sacrifice(game):
    inv = game.state.investigators[0]
    card = give(game, 0, WINNING)
    duke = give(game, 0, "base:duke")
    other = give(game, 0, "base:eric_colt")
    put(game, 0, A("st_marys_hospital"))
    upkeep(game)
    answer(game, "Sacrifice")
    answer(game, "Eric Colt")
    assert duke in inv.cards and other not in inv.cards and tokens(game, card) == 1


@covers(WINNING)
def test_the_last_sacrifice_in_lost_in_time_and_space_makes_him_the_sole_winner(game):
    """DH p.5 example: Corinna Jones sacrificed while Lost in Time and Space, Jim wins alone."""
    inv = game.state.investigators[0]
    card = give(game, 0, WINNING)
    give(game, 0, "base:duke")
    game.state.counters[f"task:{card}"] = 3
    inv.where = LOST
    upkeep(game)
    answer(game, "Sacrifice")
    assert game.is_over
    assert game.state.result["won"] and "sole winner" in game.state.result["how"]


@covers("dunwich:sacrifices_to_make")
def test_a_sacrifice_of_stamina_is_offered_only_when_it_leaves_some(game):
    inv = game.state.investigators[0]
    card = give(game, 0, "dunwich:sacrifices_to_make")
    put(game, 0, A("woods"))
    inv.stamina = 2
    upkeep(game)
    assert game.choice.kind != "mission"
    inv.stamina = 3
    upkeep(game)
    answer(game, "Sacrifice 2 Stamina")
    assert inv.stamina == 1 and tokens(game, card) == 1


def _mission_ready(g, card_id):
    """The Mission with every step but the last done, its holder at the last place with
    what the sacrifice asks."""
    inv = g.state.investigators[0]
    card = give(g, 0, card_id)
    s = steps(g, card_id)
    g.state.counters[f"task:{card}"] = len(s) - 1
    put(g, 0, s[-1]["place"])
    sac = s[-1]["sacrifice"]
    if sac["what"] in ("money", "clues"):
        setattr(inv, sac["what"], sac["n"])
    elif sac["what"] == "spell":
        give(g, 0, "base:wither")
    elif sac["what"] == "weapon":
        give(g, 0, "base:knife")
    return inv, card


@covers("dunwich:for_the_greater_good")
def test_for_the_greater_good_restores_everyone(game):
    inv, card = _mission_ready(game, "dunwich:for_the_greater_good")
    other = game.state.investigators[1]
    other.stamina, other.sanity = 1, 1
    upkeep(game)
    answer(game, "Sacrifice $3")
    assert inv.money == 0
    assert (other.stamina, other.sanity) == (C.max_stamina(game, other), C.max_sanity(game, other))
    assert card in game.state.box


@covers("dunwich:purifying_the_town")
def test_purifying_the_town_sends_the_street_monsters_to_the_cup(game):
    inv, card = _mission_ready(game, "dunwich:purifying_the_town")
    street = put_monster(game, "cultist", A("rivertown_streets"))
    inside = put_monster(game, "zombie", A("woods"))
    upkeep(game)
    answer(game, "Sacrifice 1 Spell")
    assert not [c for c in inv.cards if C.card_def(game, c).deck == "spell"]
    assert game.state.monsters[street] == C.CUP and game.state.monsters[inside] == A("woods")


@covers("dunwich:sacrifices_to_make")
def test_sacrifices_to_make_takes_two_doom_tokens_off(game):
    inv, card = _mission_ready(game, "dunwich:sacrifices_to_make")
    game.state.doom = 3
    upkeep(game)
    answer(game, "Sacrifice 2 Stamina")
    assert game.state.doom == 1


@covers("dunwich:sealing_the_beasts_power")
def test_sealing_the_beasts_power_closes_a_gate_of_choice(game):
    inv, card = _mission_ready(game, "dunwich:sealing_the_beasts_power")
    open_gate(game, A("woods"), C.base_id(game.state.gate_pile[0]))
    upkeep(game)
    answer(game, "Sacrifice 2 Clue tokens")
    answer(game, "Woods")
    assert A("woods") not in game.state.gates and len(inv.gate_trophies) == 1 and inv.clues == 0


@covers("dunwich:the_light_of_reason")
def test_the_light_of_reason_restores_everyones_sanity(game):
    inv, card = _mission_ready(game, "dunwich:the_light_of_reason")
    other = game.state.investigators[1]
    other.sanity, other.stamina = 1, 1
    upkeep(game)
    answer(game, "Sacrifice 1 Clue token")
    assert other.sanity == C.max_sanity(game, other) and other.stamina == 1


@covers("dunwich:walking_the_ley_lines")
def test_walking_the_ley_lines_rolls_for_every_open_gate(game):
    inv, card = _mission_ready(game, "dunwich:walking_the_ley_lines")
    open_gate(game, A("woods"), C.base_id(game.state.gate_pile[0]))
    open_gate(game, A("graveyard"), C.base_id(game.state.gate_pile[0]))
    sanity = inv.sanity
    upkeep(game)
    rig(game, 6, 1)
    answer(game, "Sacrifice 1 Sanity")
    assert inv.sanity == sanity - 1
    assert len(game.state.gates) == 1


@covers("dunwich:wave_of_destruction")
def test_wave_of_destruction_clears_the_sky_and_the_outskirts(game):
    inv, card = _mission_ready(game, "dunwich:wave_of_destruction")
    flier = put_monster(game, "byakhee", SKY)
    out = put_monster(game, "cultist", C.OUTSKIRTS)
    street = put_monster(game, "zombie", A("rivertown_streets"))
    upkeep(game)
    answer(game, "Sacrifice 1 Weapon")
    assert game.state.monsters[flier] == C.CUP and game.state.monsters[out] == C.CUP
    assert game.state.monsters[street] == A("rivertown_streets")
    assert not [c for c in inv.cards if "weapon" in C.card_def(game, c).tags]


# ------------------------------------------------------------------ scoring (DH p.8)
@covers(COURIER)
def test_each_task_or_mission_completed_adds_one_to_the_score(game):
    before = final_score(game)
    card = give(game, 0, COURIER)
    game.state.counters[f"task:{card}"] = 2
    put(game, 0, A("ye_olde_magick_shoppe"))
    upkeep(game)
    assert final_score(game) == before + 1


def test_a_base_game_has_no_task_rule():
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth")
    assert not g.rules.packs.events.get("upkeep_begins") and not g.rules.packs.events.get("card_leaves")


# ------------------------------------------------------------------ the heuristic bot
def _strict_bot():
    from arkham.bots.heuristic import HeuristicBot

    bot = HeuristicBot(seed=1)
    bot.strict = True
    return bot


@covers(WINNING, "dunwich:sacrifices_to_make")
def test_the_heuristic_bot_makes_a_sacrifice_it_can_afford(game):
    inv = game.state.investigators[0]
    give(game, 0, WINNING)
    give(game, 0, "base:duke")
    put(game, 0, A("st_marys_hospital"))
    upkeep(game)
    assert _strict_bot().choose(game) == "sacrifice"
    g2 = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    inv = empty_handed(g2, 0, (0, 0, 0))
    give(g2, 0, "dunwich:sacrifices_to_make")
    put(g2, 0, A("woods"))
    inv.stamina = 3  # 2 Stamina would leave 1: too dear
    upkeep(g2)
    assert g2.choice.kind == "mission" and _strict_bot().choose(g2) == "not_now"


@covers(COURIER)
def test_the_heuristic_bot_heads_for_the_next_step_of_its_task(game):
    from arkham.bots.heuristic import distances

    inv = game.state.investigators[0]
    inv.stamina, inv.sanity = C.max_stamina(game, inv), C.max_sanity(game, inv)
    card = give(game, 0, COURIER)
    game.state.counters[f"task:{card}"] = 1  # next: the Curiositie Shoppe
    put(game, 0, A("northside_streets"))
    bot = _strict_bot()
    bot._board(game)
    assert bot._target(game, inv, distances(game, inv.where)) == A("curiositie_shoppe")


@covers(COURIER)
def test_the_state_invariants_watch_the_task_tokens(game):
    card = give(game, 0, COURIER)
    put(game, 0, A("train_station"))
    upkeep(game)
    check(game)  # one token on a card held: fine
    game.state.counters["task:" + card] = 3  # as many tokens as steps: impossible
    with pytest.raises(InvariantError, match="task tokens"):
        check(game)


@covers(COURIER)
def test_the_sheet_and_the_view_show_a_tasks_tokens_and_next_place(game):
    import io

    from rich.console import Console

    from arkham.present.table_view import sheet as sheet_view
    from arkham.tui import render as R

    inv = game.state.investigators[0]
    card = give(game, 0, COURIER)
    game.state.counters[f"task:{card}"] = 1
    out = io.StringIO()
    Console(file=out, width=200, color_system=None).print(R.sheet(game, inv))
    assert "Courier Run (1/3, next: Curiositie Shoppe)" in out.getvalue()
    view = sheet_view(game, inv)
    assert next(x for x in view["cards"] if x["id"] == card)["progress"] == [1, 3]


def test_strict_heuristic_bots_finish_base_dunwich_games_with_the_quests_in_the_decks():
    """The bot meets the Tasks, Missions and new items with no answer left to chance."""
    import arkham
    from arkham.bots.heuristic import HeuristicBot
    from arkham.testing import play_bot

    for seed in range(6):
        g = arkham.new_game(seed=seed, investigators=1 + seed % 6, packs=list(PACKS))
        bot = HeuristicBot(seed)
        bot.strict = True
        play_bot(g, bot)
        assert g.result is not None
