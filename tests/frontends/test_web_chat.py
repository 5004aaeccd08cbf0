"""The chat at the web table: over HTTP and the websocket, shown to every seat and
spectator, kept with the game, and refused clearly when empty, too long or too fast."""

from __future__ import annotations

import json
import sqlite3

import pytest
from fastapi.testclient import TestClient

from arkham.web.app import create_app

from helpers.web import HOST, KEY, receive_until, token_of

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

SPEC = {
    "seats": [
        {"player": "person", "investigator": "amanda_sharpe"},
        {"player": "person", "investigator": "joe_diamond"},
        {"player": "random", "investigator": "kate_winthrop"},
    ],
    "seed": 7,
    "ancient_one": "cthulhu",
}
HOSTILE = '<script>document.title="owned"</script><img src=x onerror=alert(1)> & "quotes"'


@pytest.fixture
def db(tmp_path):
    return tmp_path / "games.sqlite"


def app(db):
    return TestClient(create_app(db, bot_delay=60, host_key=KEY))  # the bot waits: nothing moves


@pytest.fixture
def client(db):
    with app(db) as c:
        yield c


def create(client):
    r = client.post("/api/games", json=SPEC, headers=HOST)
    assert r.status_code == 201, r.text
    return r.json()


def say(client, gid, token, text):
    return client.post(f"/api/games/{gid}/chat", json={"text": text}, headers={"X-Seat-Token": token} if token else {})


def test_a_message_reaches_every_seat_and_spectator_with_who_and_when(client):
    links = create(client)
    gid = links["id"]
    with (
        client.websocket_connect(f"/ws/games/{gid}?token={token_of(links, 1)}") as joe,
        client.websocket_connect(f"/ws/games/{gid}") as watcher,
    ):
        receive_until(joe, "hello")
        receive_until(watcher, "hello")
        r = say(client, gid, token_of(links, 0), "  Shall I take the Elder Sign?  ")
        assert r.status_code == 200, r.text
        line = r.json()
        assert line["text"] == "Shall I take the Elder Sign?"  # stripped
        assert (line["seat"], line["name"], line["n"]) == (0, "Amanda Sharpe", 0)
        assert line["at"].endswith("+00:00")
        for ws in (joe, watcher):
            msg, _ = receive_until(ws, "chat")
            assert msg == line
        # the same over the websocket: the writer gets it back with everyone
        joe.send_text(json.dumps({"type": "chat", "text": "Yes, go."}))
        mine, _ = receive_until(joe, "chat")
        theirs, _ = receive_until(watcher, "chat")
        assert mine == theirs and (mine["name"], mine["n"], mine["text"]) == ("Joe Diamond", 1, "Yes, go.")


def test_the_chat_is_kept_with_the_game(db):
    with app(db) as c:
        links = create(c)
        gid = links["id"]
        assert say(c, gid, token_of(links, 0), HOSTILE).status_code == 200
        assert say(c, gid, token_of(links, 1), "second").status_code == 200
    with app(db) as c:  # a page loaded later, after a restart, sees it
        with c.websocket_connect(f"/ws/games/{gid}") as watcher:
            hello, _ = receive_until(watcher, "hello")
        assert [m["text"] for m in hello["chat"]] == [HOSTILE, "second"]  # kept as written, shown as text
        assert [m["text"] for m in c.get(f"/api/games/{gid}/view").json()["chat"]] == [HOSTILE, "second"]
        assert HOSTILE not in hello["board"]
        r = say(c, gid, token_of(links, 0), "third")
        assert r.json()["n"] == 2
        assert c.delete(f"/api/games/{gid}", headers=HOST).status_code == 204
    with sqlite3.connect(db) as s:  # the chat went with the game
        assert s.execute("SELECT COUNT(*) FROM web_chat").fetchone() == (0,)


@pytest.mark.parametrize(
    "text, status, code, words",
    [
        ("", 422, "empty", "needs some text"),
        (" \n\t ", 422, "empty", "needs some text"),
        ("x" * 501, 422, "too_long", "at most 500 characters"),
    ],
)
def test_bad_messages_are_refused_and_nothing_is_kept(client, text, status, code, words):
    links = create(client)
    gid = links["id"]
    r = say(client, gid, token_of(links, 0), text)
    assert r.status_code == status and r.json()["detail"]["code"] == code
    assert words in r.json()["detail"]["message"]
    assert client.get(f"/api/games/{gid}/view").json()["chat"] == []
    assert say(client, gid, token_of(links, 0), " " + "x" * 500 + " ").status_code == 200  # 500 is fine


def test_only_a_seat_writes(client):
    links = create(client)
    gid = links["id"]
    r = say(client, gid, None, "hello")
    assert r.status_code == 403 and r.json()["detail"]["code"] == "no_token"
    r = say(client, gid, "wrong", "hello")
    assert r.status_code == 403 and r.json()["detail"]["code"] == "bad_token"
    with client.websocket_connect(f"/ws/games/{gid}") as watcher:
        receive_until(watcher, "hello")
        watcher.send_text(json.dumps({"type": "chat", "text": "I am only watching"}))
        err, _ = receive_until(watcher, "error")
        assert err["code"] == "spectator"
        watcher.send_text(json.dumps({"type": "chat", "text": 5}))
        err, _ = receive_until(watcher, "error")
        assert err["code"] == "bad_message" and "text" in err["message"]
    assert client.get(f"/api/games/{gid}/view").json()["chat"] == []


def test_a_seat_writes_at_most_five_messages_in_ten_seconds(client):
    links = create(client)
    gid = links["id"]
    now = [1000.0]
    client.app.state.hall.tables[gid].chat.clock = lambda: now[0]
    for k in range(5):
        assert say(client, gid, token_of(links, 0), f"m{k}").status_code == 200
        now[0] += 1
    r = say(client, gid, token_of(links, 0), "one too many")
    assert r.status_code == 429 and r.json()["detail"]["code"] == "too_fast"
    assert "at most 5 messages in 10 seconds" in r.json()["detail"]["message"]
    assert say(client, gid, token_of(links, 1), "another seat may").status_code == 200
    now[0] = 1010.5  # the first message is more than 10 s old
    assert say(client, gid, token_of(links, 0), "again").status_code == 200
    texts = [m["text"] for m in client.get(f"/api/games/{gid}/view").json()["chat"]]
    assert texts == ["m0", "m1", "m2", "m3", "m4", "another seat may", "again"]
