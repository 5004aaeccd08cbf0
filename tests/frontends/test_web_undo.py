"""Taking back an answer at the web table: the fair rule (only the seat that gave the last
answer of a person, and only while nothing hidden came out since), a table with free
take-back, and the store, whose answers still replay to the live game afterwards.

Seed 7 with Amanda Sharpe and Joe Diamond: Joe (seat 2) sets his three sliders first;
after the third the set-up deals cards, so that answer cannot be taken back fairly."""

from __future__ import annotations

import json
import time

import arkham
import pytest
from fastapi.testclient import TestClient

from arkham.saved_games import GameStore, replay_game
from arkham.web.app import create_app

from helpers.web import HOST, KEY, receive_until, token_of, wait_for

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

PEOPLE = [
    {"player": "person", "investigator": "amanda_sharpe"},
    {"player": "person", "investigator": "joe_diamond"},
]
SPEC = {"seats": PEOPLE, "seed": 7, "ancient_one": "cthulhu"}


def create(client, **extra):
    r = client.post("/api/games", json={**SPEC, **extra}, headers=HOST)
    assert r.status_code == 201, r.text
    return r.json()


def view(client, gid, token=None):
    r = client.get(f"/api/games/{gid}/view", params={"token": token} if token else {})
    assert r.status_code == 200, r.text
    return r.json()["view"]


def answer_first(client, links, gid):
    """The pending choice answered with its first option by the seat it is for."""
    ch = view(client, gid)["choice"]
    r = client.post(
        f"/api/games/{gid}/answer",
        json={"choice": ch["n"], "option": ch["options"][0]["id"]},
        headers={"X-Seat-Token": token_of(links, ch["seat"])},
    )
    assert r.status_code == 200, r.text
    return ch


def undo(client, gid, token, steps=None):
    return client.post(
        f"/api/games/{gid}/undo",
        json={"steps": steps} if steps is not None else {},
        headers={"X-Seat-Token": token} if token else {},
    )


def live(client, gid):
    return client.app.state.hall.tables[gid].game


def stored(db, gid):
    """The store's record, its game as resumed, and the hash its answers replay to."""
    with GameStore(db) as s:
        rec, game = s.load(gid)
        *_, (replayed, _) = replay_game(rec, s.answers(gid))
        return rec, game.state_hash(), replayed.state_hash()


def fresh_after(n):
    """The seed-7 game played by first options for ``n`` answers, outside the server."""
    g = arkham.new_game(seed=7, ancient_one="cthulhu", investigators=["amanda_sharpe", "joe_diamond"])
    for _ in range(n):
        g.apply(g.choice.options[0].id)
    return g


def test_the_seat_that_answered_takes_it_back_and_the_store_follows(client, db):
    links = create(client)
    gid = links["id"]
    joe, amanda = token_of(links, 1), token_of(links, 0)
    start = live(client, gid).state_hash()
    ch = answer_first(client, links, gid)
    assert ch["seat"] == 1
    assert view(client, gid, joe)["take_back"] == {"may": True, "free": False}
    assert view(client, gid, amanda)["take_back"]["may"] is False
    assert view(client, gid)["take_back"]["may"] is False  # a spectator

    r = undo(client, gid, joe)
    assert r.status_code == 200, r.text
    assert r.json() == {"type": "undone", "answers": 0, "people": 1, "bots": 0, "seat": 1, "name": "Joe Diamond"}
    assert live(client, gid).state_hash() == start
    v = view(client, gid, joe)
    assert v["choice"]["n"] == 0 and v["choice"]["seat"] == 1 and v["take_back"]["may"] is False
    rec, resumed, replayed = stored(db, gid)
    assert rec.answers == 0 and rec.hash == resumed == replayed == start
    # answering again goes on from there, numbered as before
    assert answer_first(client, links, gid)["n"] == 0
    assert live(client, gid).state_hash() == fresh_after(1).state_hash()


def test_another_seat_a_spectator_and_an_empty_table_are_refused(client, db):
    links = create(client)
    gid = links["id"]
    joe, amanda = token_of(links, 1), token_of(links, 0)
    r = undo(client, gid, joe)
    assert r.status_code == 409 and r.json()["detail"]["code"] == "nothing_to_take_back"
    answer_first(client, links, gid)
    before = live(client, gid).state_hash()
    r = undo(client, gid, amanda)
    assert r.status_code == 403 and r.json()["detail"]["code"] == "not_your_answer"
    assert "seat 2" in r.json()["detail"]["message"]
    r = undo(client, gid, None)
    assert r.status_code == 403 and r.json()["detail"]["code"] == "no_token"
    r = undo(client, gid, "not-a-token")
    assert r.status_code == 403 and r.json()["detail"]["code"] == "bad_token"
    r = undo(client, gid, joe, steps=2)
    assert r.status_code == 422 and r.json()["detail"]["code"] == "one_at_a_time"
    r = undo(client, gid, joe, steps=0)
    assert r.status_code == 422
    assert live(client, gid).state_hash() == before
    rec, resumed, _ = stored(db, gid)
    assert rec.answers == 1 and resumed == before


def test_an_answer_after_which_cards_were_dealt_is_not_taken_back(client, db):
    links = create(client)
    gid = links["id"]
    joe = token_of(links, 1)
    for _ in range(3):  # the third slider ends Joe's set-up: Amanda's cards are dealt
        answer_first(client, links, gid)
    before = live(client, gid).state_hash()
    assert view(client, gid, joe)["take_back"]["may"] is True  # offered; the server judges it
    r = undo(client, gid, joe)
    assert r.status_code == 409 and r.json()["detail"]["code"] == "revealed"
    assert "chance" in r.json()["detail"]["message"]
    assert live(client, gid).state_hash() == before
    rec, resumed, replayed = stored(db, gid)
    assert rec.answers == 3 and resumed == replayed == before


def test_free_undo_lets_any_person_seat_go_back_further(client, db):
    links = create(client, free_undo=True)
    gid = links["id"]
    amanda = token_of(links, 0)
    for _ in range(5):  # Joe's three sliders, then Amanda keeps two cards
        answer_first(client, links, gid)
    assert view(client, gid, amanda)["take_back"] == {"may": True, "free": True}
    assert view(client, gid, token_of(links, 1))["take_back"]["may"] is True
    r = undo(client, gid, token_of(links, 1), steps=3)  # back past the cards dealt
    assert r.status_code == 200, r.text
    assert r.json()["answers"] == 2
    assert live(client, gid).state_hash() == fresh_after(2).state_hash()
    r = undo(client, gid, amanda, steps=3)
    assert r.status_code == 422 and "only 2 answers" in r.json()["detail"]["message"]
    rec, resumed, replayed = stored(db, gid)
    assert rec.answers == 2 and rec.settings["free_undo"] is True
    assert resumed == replayed == live(client, gid).state_hash()
    # the same cards come again: the take-back did not shuffle anything anew
    for _ in range(3):
        answer_first(client, links, gid)
    assert live(client, gid).state_hash() == fresh_after(5).state_hash()


def test_a_resumed_game_after_a_take_back_is_the_live_game(db):
    with TestClient(create_app(db, bot_delay=0, host_key=KEY)) as c:
        links = create(c)
        gid = links["id"]
        answer_first(c, links, gid)
        assert undo(c, gid, token_of(links, 1)).status_code == 200
        for _ in range(4):
            answer_first(c, links, gid)
        h = live(c, gid).state_hash()
    rec, resumed, replayed = stored(db, gid)
    assert rec.answers == 4 and resumed == replayed == h
    with TestClient(create_app(db, bot_delay=0, host_key=KEY)) as c:
        v = view(c, gid, token_of(links, 0))
        assert v["choice"]["n"] == 4 and live(c, gid).state_hash() == h
        # the seat that gave the last answer is still known after the restart
        assert v["take_back"]["may"] is True
        r = undo(c, gid, token_of(links, 1))
        assert r.status_code == 403 and r.json()["detail"]["code"] == "not_your_answer"


def test_the_bots_answers_go_with_it_and_the_bots_wait_for_the_person(client, db):
    r = client.post(
        "/api/games",
        json={
            "seats": [{"player": "heuristic", "investigator": "amanda_sharpe"}, PEOPLE[1]],
            "seed": 7,
            "ancient_one": "cthulhu",
            "free_undo": True,
        },
        headers=HOST,
    )
    links = r.json()
    gid = links["id"]
    joe = token_of(links, 1)
    for _ in range(3):
        answer_first(client, links, gid)
    # Amanda's bot plays her set-up; the table waits at Joe's next choice
    assert wait_for(lambda: view(client, gid)["choice"]["seat"] == 1)
    n = view(client, gid)["choice"]["n"]
    assert n > 3
    with (
        client.websocket_connect(f"/ws/games/{gid}?token={joe}") as me,
        client.websocket_connect(f"/ws/games/{gid}") as watcher,
    ):
        receive_until(me, "hello")
        receive_until(watcher, "hello")
        r = undo(client, gid, joe)
        assert r.status_code == 200, r.text
        told = {"type": "undone", "answers": 2, "people": 1, "bots": n - 3, "seat": 1, "name": "Joe Diamond"}
        assert r.json() == told
        for ws in (me, watcher):  # every page gets the whole table again, and is told who took back what
            upd, _ = receive_until(ws, "update")
            assert upd["view"]["choice"]["n"] == 2 and upd["view"]["log_from"] == 0
            assert receive_until(ws, "undone")[0] == told
    time.sleep(0.5)  # the bots do not answer again: the choice is Joe's
    assert view(client, gid)["choice"]["n"] == 2
    with GameStore(db) as s:
        assert [a.by for a in s.answers(gid)] == ["person", "person"]
    answer_first(client, links, gid)  # the table moves on, and the bot with it
    assert wait_for(lambda: view(client, gid)["choice"]["n"] == n)
    rec, resumed, replayed = stored(db, gid)
    assert resumed == replayed == live(client, gid).state_hash()


def test_undo_body_is_checked(client):
    links = create(client)
    gid = links["id"]
    answer_first(client, links, gid)
    r = client.post(
        f"/api/games/{gid}/undo", content=json.dumps({"steps": "x"}), headers={"X-Seat-Token": token_of(links, 1)}
    )
    assert r.status_code == 422
    assert view(client, gid)["choice"]["n"] == 1
