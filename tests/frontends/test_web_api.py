"""The web table's HTTP endpoints and websocket messages, good and bad input alike."""

from __future__ import annotations

import json
import signal

import arkham
import httpx
import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from arkham.saved_games import SNAPSHOT_EVERY, GameStore
from arkham.web.app import create_app
from arkham.web.models import MAX_MESSAGE
from arkham.web.serve import is_loopback, serve

from helpers.web import HOST, KEY, Server, receive_until, token_of, wait_for

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

TWO_PEOPLE = {
    "seats": [
        {"player": "person", "investigator": "amanda_sharpe"},
        {"player": "person", "investigator": "joe_diamond"},
    ],
    "seed": 7,
    "ancient_one": "cthulhu",
}


def create(client, spec=TWO_PEOPLE):
    r = client.post("/api/games", json=spec, headers=HOST)
    assert r.status_code == 201, r.text
    return r.json()


def view(client, gid, token=None):
    r = client.get(f"/api/games/{gid}/view", params={"token": token} if token else {})
    assert r.status_code == 200, r.text
    return r.json()


def saved(db, gid):
    with GameStore(db) as s:
        return s.get(gid), s.answers(gid)


def answer(client, gid, token, n, option):
    return client.post(
        f"/api/games/{gid}/answer",
        json={"choice": n, "option": option},
        headers={"X-Seat-Token": token} if token else {},
    )


def decider_token(links, v):
    return token_of(links, v["view"]["choice"]["seat"])


# ---------------------------------------------------------------- lobby
def test_lobby_needs_the_host_key(client):
    for method, path in (
        ("GET", "/api/meta"),
        ("GET", "/api/games"),
        ("POST", "/api/games"),
        ("GET", "/api/games/1/links"),
        ("DELETE", "/api/games/1"),
    ):
        for headers in ({}, {"X-Host-Key": "wrong"}):
            r = client.request(method, path, headers=headers, json=TWO_PEOPLE if method == "POST" else None)
            assert r.status_code == 403, (method, path, headers)
            assert r.json()["detail"]["code"] == "bad_host_key"
    assert client.get("/api/games", headers=HOST).json() == []  # nothing was created


def test_meta_lists_what_a_game_can_be_made_of(client):
    m = client.get("/api/meta", headers=HOST).json()
    assert "base" in m["packs"] and "classic" in m["rulesets"]
    assert {"random", "heuristic"} <= set(m["bots"])
    assert any(a["name"] == "Cthulhu" for a in m["ancient_ones"])
    assert any(i["id"] == "base:amanda_sharpe" for i in m["investigators"])


def test_create_gives_a_link_per_person_seat_and_a_spectator_link(client, db):
    links = create(client, {"seats": [{"player": "person"}, {"player": "random"}], "seed": 3})
    assert links["seats"][0]["url"].startswith(f"/table/{links['id']}?token=")
    assert links["seats"][1]["url"] is None and links["seats"][1]["player"] == "random"
    assert links["spectator"] == f"/table/{links['id']}"
    rec, _ = saved(db, links["id"])
    assert rec.seats == ["person", "random"] and rec.settings["seed"] == 3
    rows = client.get("/api/games", headers=HOST).json()
    assert [r["id"] for r in rows] == [links["id"]] and rows[0]["live"] and not rows[0]["finished"]


def test_create_with_picked_investigators_and_ancient_one(client):
    links = create(client)
    v = view(client, links["id"])["view"]
    assert [s["name"] for s in v["investigators"]] == ["Amanda Sharpe", "Joe Diamond"]
    assert v["tracks"]["ancient_one"]["name"] == "Cthulhu"


@pytest.mark.parametrize(
    "spec, code",
    [
        ({"seats": []}, 422),
        ({"seats": [{"player": "wizard"}]}, 422),
        ({"seats": [{"investigator": "nobody"}]}, 422),
        ({"seats": [{}], "ancient_one": "nyarlathotep_the_unknown"}, 422),
        ({"seats": [{}], "ruleset": "chess"}, 422),
        ({"seats": [{}], "packs": ["nopack"]}, 422),
        ({"seats": [{}] * 9}, 422),
        ({"seats": [{}], "seed": -1}, 422),
        ({"seats": [{}], "colour": "red"}, 422),
    ],
)
def test_create_rejects_bad_settings_and_creates_nothing(client, spec, code):
    r = client.post("/api/games", json=spec, headers=HOST)
    assert r.status_code == code, r.text
    assert client.get("/api/games", headers=HOST).json() == []


def test_unknown_game_is_404_everywhere(client):
    for method, path in (
        ("GET", "/api/games/99/view"),
        ("GET", "/api/games/99/links"),
        ("DELETE", "/api/games/99"),
        ("GET", "/api/games/99/text/base:ghoul"),
        ("GET", "/api/games/99/why/0"),
    ):
        r = client.request(method, path, headers=HOST)
        assert r.status_code == 404, path
        assert r.json()["detail"]["code"] == "unknown_game"
    r = answer(client, 99, "x", 0, "0")
    assert r.status_code == 404
    with pytest.raises(WebSocketDisconnect) as e:
        with client.websocket_connect("/ws/games/99") as ws:
            ws.receive_text()
    assert e.value.code == 4404


def test_delete_removes_the_game_and_tells_the_table(client, db):
    links = create(client)
    gid = links["id"]
    with client.websocket_connect(f"/ws/games/{gid}") as ws:
        receive_until(ws, "hello")
        assert client.delete(f"/api/games/{gid}", headers=HOST).status_code == 204
        receive_until(ws, "deleted")
    assert client.get(f"/api/games/{gid}/view").status_code == 404
    assert client.get("/api/games", headers=HOST).json() == []
    with GameStore(db) as s:
        assert s.games() == []
        assert s.db.execute("SELECT COUNT(*) FROM web_seats").fetchone()[0] == 0


# ---------------------------------------------------------------- seats and answers over HTTP
def test_view_with_a_token_names_the_seat_and_without_one_is_a_spectator(client):
    links = create(client)
    gid = links["id"]
    assert view(client, gid, token_of(links, 1))["seat"] == 1
    v = view(client, gid)
    assert v["seat"] is None
    assert v["board"].startswith("<svg") and 'data-place="base:arkham/train_station"' in v["board"]
    r = client.get(f"/api/games/{gid}/view", params={"token": "forged"})
    assert r.status_code == 403 and r.json()["detail"]["code"] == "bad_token"


def test_an_answer_is_saved_before_it_is_acknowledged(client, db):
    links = create(client)
    gid = links["id"]
    v = view(client, gid)["view"]
    ch = v["choice"]
    r = answer(client, gid, decider_token(links, {"view": v}), ch["n"], ch["options"][1]["id"])
    assert r.status_code == 200, r.text
    assert r.json() == {"type": "ack", "choice": ch["n"], "next": ch["n"] + 1}
    rec, answers = saved(db, gid)
    assert rec.answers == ch["n"] + 1
    assert answers[-1].option_id == ch["options"][1]["id"] and answers[-1].by == "person"
    assert arkham.load(rec.snapshot).state_hash() == rec.hash
    assert view(client, gid)["view"]["choice"]["n"] == ch["n"] + 1


def _unchanged(client, db, gid, before):
    rec, _ = saved(db, gid)
    assert (rec.answers, rec.hash) == before
    assert view(client, gid)["view"]["choice"]["n"] == before[0]


def test_bad_answers_change_nothing(client, db):
    links = create(client)
    gid = links["id"]
    v = view(client, gid)
    ch = v["view"]["choice"]
    mine = decider_token(links, v)
    other = token_of(links, 1 - ch["seat"])
    rec, _ = saved(db, gid)
    before = (rec.answers, rec.hash)
    ok = ch["options"][0]["id"]
    cases = [
        (answer(client, gid, None, ch["n"], ok), 403, "no_token"),
        (answer(client, gid, "forged", ch["n"], ok), 403, "bad_token"),
        (answer(client, gid, other, ch["n"], ok), 403, "not_your_choice"),
        (answer(client, gid, mine, ch["n"] + 1, ok), 409, "stale"),
        (answer(client, gid, mine, ch["n"], "no-such-option"), 422, "unknown_option"),
    ]
    for r, status, code in cases:
        assert r.status_code == status, r.text
        assert r.json()["detail"]["code"] == code
        _unchanged(client, db, gid, before)
    for body in (b"{not json", b'{"choice": "x", "option": 1}', b'{"choice": 0}', b"[]"):
        r = client.post(
            f"/api/games/{gid}/answer", content=body, headers={"X-Seat-Token": mine, "Content-Type": "application/json"}
        )
        assert r.status_code == 422, body
        _unchanged(client, db, gid, before)
    r = client.post(
        f"/api/games/{gid}/answer",
        content=json.dumps({"choice": ch["n"], "option": "x" * MAX_MESSAGE}),
        headers={"X-Seat-Token": mine, "Content-Type": "application/json"},
    )
    assert r.status_code == 413 and r.json()["detail"]["code"] == "too_large"
    _unchanged(client, db, gid, before)


def test_an_answer_to_an_older_choice_is_never_applied_twice(client, db):
    links = create(client)
    gid = links["id"]
    v = view(client, gid)
    ch = v["view"]["choice"]
    tok = decider_token(links, v)
    assert answer(client, gid, tok, ch["n"], ch["options"][0]["id"]).status_code == 200
    again = answer(client, gid, tok, ch["n"], ch["options"][0]["id"])
    assert again.status_code == 409 and again.json()["detail"]["code"] == "stale"
    assert saved(db, gid)[0].answers == ch["n"] + 1


def test_engine_failure_leaves_the_game_as_saved(client, db, monkeypatch):
    links = create(client)
    gid = links["id"]
    v = view(client, gid)
    ch = v["view"]["choice"]
    table = client.app.state.hall.tables[gid]

    def broken(option_id):
        table.game.state.doom = 99  # a half-done change that must not survive
        raise RuntimeError("boom")

    monkeypatch.setattr(type(table.game), "apply", lambda self, oid: broken(oid))
    r = answer(client, gid, decider_token(links, v), ch["n"], ch["options"][0]["id"])
    monkeypatch.undo()
    assert r.status_code == 500 and r.json()["detail"]["code"] == "engine_failure"
    assert client.app.state.hall.tables[gid].game.state.doom != 99
    assert client.app.state.hall.tables[gid].game.state_hash() == saved(db, gid)[0].hash


def test_text_and_why(client):
    links = create(client)
    gid = links["id"]
    d = client.get(f"/api/games/{gid}/text/base:arkham/woods").json()
    assert d["name"] == "Woods" and any("unstable" in line for line in d["lines"])
    d = client.get(f"/api/games/{gid}/text/base:ghoul#1").json()
    assert d["kind"] == "monster" and any("toughness" in line for line in d["lines"])
    assert client.get(f"/api/games/{gid}/text/base:cthulhu").json()["kind"] == "ancient_one"
    r = client.get(f"/api/games/{gid}/text/base:nothing_at_all")
    assert r.status_code == 404 and r.json()["detail"]["code"] == "unknown_text"
    w = client.get(f"/api/games/{gid}/why/0").json()
    assert w["n"] == 0 and any(line.startswith("Rule:") for line in w["lines"])
    assert client.get(f"/api/games/{gid}/why/100000").status_code == 404


# ---------------------------------------------------------------- websockets
def test_websocket_answer_is_acked_and_every_browser_sees_it(client, db):
    links = create(client)
    gid = links["id"]
    v = view(client, gid)
    seat = v["view"]["choice"]["seat"]
    with (
        client.websocket_connect(f"/ws/games/{gid}?token={token_of(links, seat)}") as me,
        client.websocket_connect(f"/ws/games/{gid}") as watcher,
    ):
        hello, _ = receive_until(me, "hello")
        assert hello["seat"] == seat and hello["board"].startswith("<svg")
        assert receive_until(watcher, "hello")[0]["seat"] is None
        ch = hello["view"]["choice"]
        me.send_text(json.dumps({"type": "answer", "choice": ch["n"], "option": ch["options"][0]["id"]}))
        ack, before = receive_until(me, "ack")
        assert ack["choice"] == ch["n"] and ack["next"] == ch["n"] + 1
        assert [m["type"] for m in before] == ["update"]
        upd, _ = receive_until(watcher, "update")
        assert upd["view"]["choice"]["n"] == ch["n"] + 1
        assert upd["view"]["log_from"] == hello["view"]["log_len"]
    assert saved(db, gid)[0].answers == ch["n"] + 1


def test_websocket_bad_messages_get_errors_and_change_nothing(client, db):
    links = create(client)
    gid = links["id"]
    v = view(client, gid)
    ch = v["view"]["choice"]
    before = (saved(db, gid)[0].answers, saved(db, gid)[0].hash)
    other = token_of(links, 1 - ch["seat"])
    with (
        client.websocket_connect(f"/ws/games/{gid}?token={decider_token(links, v)}") as me,
        client.websocket_connect(f"/ws/games/{gid}?token={other}") as them,
        client.websocket_connect(f"/ws/games/{gid}") as spectator,
    ):
        for ws in (me, them, spectator):
            receive_until(ws, "hello")
        ok = ch["options"][0]["id"]
        cases = [
            (me, "{oops", "bad_json"),
            (me, json.dumps({"type": "answer", "choice": ch["n"], "option": "x" * (MAX_MESSAGE + 10)}), "too_large"),
            (me, json.dumps({"type": "dance"}), "bad_message"),
            (me, json.dumps([1, 2]), "bad_message"),
            (me, json.dumps({"type": "answer", "choice": "first", "option": ok}), "bad_message"),
            (me, json.dumps({"type": "answer", "choice": ch["n"], "option": "nope"}), "unknown_option"),
            (me, json.dumps({"type": "answer", "choice": ch["n"] + 3, "option": ok}), "stale"),
            (them, json.dumps({"type": "answer", "choice": ch["n"], "option": ok}), "not_your_choice"),
            (spectator, json.dumps({"type": "answer", "choice": ch["n"], "option": ok}), "spectator"),
        ]
        for ws, raw, code in cases:
            ws.send_text(raw)
            err, _ = receive_until(ws, "error")
            assert err["code"] == code, (raw[:60], err)
            assert err["message"]
        me.send_bytes(json.dumps({"type": "answer", "choice": ch["n"], "option": ok}).encode())
        assert receive_until(me, "error")[0]["code"] == "bad_message"
        rec = saved(db, gid)[0]
        assert (rec.answers, rec.hash) == before


def test_websocket_with_a_wrong_token_is_refused(client):
    links = create(client)
    with pytest.raises(WebSocketDisconnect) as e:
        with client.websocket_connect(f"/ws/games/{links['id']}?token=forged") as ws:
            ws.receive_text()
    assert e.value.code == 4403


def test_sync_catches_up_on_missed_events(client):
    links = create(client)
    gid = links["id"]
    with client.websocket_connect(f"/ws/games/{gid}") as ws:
        hello, _ = receive_until(ws, "hello")
        ws.send_text(json.dumps({"type": "sync", "log_len": 3}))
        upd, _ = receive_until(ws, "update")
        assert upd["view"]["log_from"] == 3
        assert upd["view"]["log"][0]["events"][0]["n"] == 3
        assert sum(len(g["events"]) for g in upd["view"]["log"]) == hello["view"]["log_len"] - 3


# ---------------------------------------------------------------- bots, resume, restart
def test_bots_play_their_seats_on_the_server(client, db):
    links = create(client, {"seats": [{"player": "person"}, {"player": "heuristic"}], "seed": 5})
    gid = links["id"]
    assert wait_for(lambda: view(client, gid)["view"]["choice"]["seat"] == 0)
    # play the person's choices; the bot answers its own in between
    for _ in range(40):
        v = view(client, gid)["view"]
        if v["over"] or v["choice"]["seat"] != 0:
            assert wait_for(
                lambda: view(client, gid)["view"]["over"] or view(client, gid)["view"]["choice"]["seat"] == 0
            )
            continue
        assert (
            answer(client, gid, token_of(links, 0), v["choice"]["n"], v["choice"]["options"][0]["id"]).status_code
            == 200
        )
    _, answers = saved(db, gid)
    assert {a.by for a in answers} == {"person", "heuristic"}
    assert all(a.who != 0 or a.by == "person" for a in answers if a.who in (0, 1))


def test_a_bot_seat_has_no_link_and_cannot_be_answered_by_a_person(db):
    with TestClient(create_app(db, bot_delay=60, host_key=KEY)) as c:  # the bot waits: its choice stays pending
        links = create(c, {"seats": [{"player": "person"}, {"player": "random"}], "seed": 5})
        gid = links["id"]
        assert links["seats"][1]["url"] is None
        for _ in range(20):
            v = view(c, gid)["view"]
            if v["choice"]["seat"] == 1:
                break
            assert (
                answer(c, gid, token_of(links, 0), v["choice"]["n"], v["choice"]["options"][0]["id"]).status_code == 200
            )
        ch = view(c, gid)["view"]["choice"]
        assert ch["seat"] == 1 and ch["player"] == "random"
        r = answer(c, gid, token_of(links, 0), ch["n"], ch["options"][0]["id"])
        assert r.status_code == 403 and r.json()["detail"]["code"] == "not_your_choice"
        assert view(c, gid)["view"]["choice"]["n"] == ch["n"]


def test_resume_a_game_started_in_the_terminal(client, db):
    g = arkham.new_game(seed=9, ancient_one="base:azathoth", investigators=["base:kate_winthrop"])
    settings = {
        "seed": 9,
        "ancient_one": "base:azathoth",
        "investigators": ["base:kate_winthrop"],
        "packs": ["base"],
        "ruleset": "classic",
    }
    with GameStore(db) as s:
        gid = s.create(g, settings, ["person"])
        s.record(
            gid,
            0,
            g.choice.who,
            g.choice.options[0].id,
            g.choice.options[0].label,
            "person",
            _applied(g, g.choice.options[0].id),
        )
        h = g.state_hash()
        assert s.load(gid)[1].state_hash() == h
    rows = client.get("/api/games", headers=HOST).json()
    assert rows[0]["id"] == gid and not rows[0]["live"]
    links = client.get(f"/api/games/{gid}/links", headers=HOST).json()
    v = view(client, gid, token_of(links, 0))
    assert v["view"]["choice"]["n"] == 1
    assert client.app.state.hall.tables[gid].game.state_hash() == h
    ch = v["view"]["choice"]
    assert answer(client, gid, token_of(links, 0), 1, ch["options"][0]["id"]).status_code == 200
    # the same link keeps working: the token is stored
    assert client.get(f"/api/games/{gid}/links", headers=HOST).json() == links


def _applied(g, oid):
    g.apply(oid)
    return g


def test_restart_keeps_games_and_links(db):
    with TestClient(create_app(db, bot_delay=0, host_key=KEY)) as c:
        links = create(c)
        gid = links["id"]
        v = view(c, gid)
        ch = v["view"]["choice"]
        assert answer(c, gid, decider_token(links, v), ch["n"], ch["options"][0]["id"]).status_code == 200
        h = c.app.state.hall.tables[gid].game.state_hash()
    with TestClient(create_app(db, bot_delay=0, host_key=KEY)) as c:
        v = view(c, gid, token_of(links, 0))
        assert v["view"]["choice"]["n"] == ch["n"] + 1
        assert c.app.state.hall.tables[gid].game.state_hash() == h


def test_kill_9_loses_no_acknowledged_answer(tmp_path):
    """Killed between two snapshots, the server comes back with every acknowledged answer:
    the stored answers are the ones acknowledged, the resumed game is the one those answers
    give a fresh game, and every page sees the table it saw before."""
    db = tmp_path / "games.sqlite"
    srv = Server(db).start()
    try:
        links = httpx.post(srv.url + "/api/games", json=TWO_PEOPLE, headers=HOST).json()
        gid = links["id"]
        acked = []
        for _ in range(SNAPSHOT_EVERY + 5):
            v = httpx.get(f"{srv.url}/api/games/{gid}/view").json()
            ch = v["view"]["choice"]
            r = httpx.post(
                f"{srv.url}/api/games/{gid}/answer",
                json={"choice": ch["n"], "option": ch["options"][-1]["id"]},
                headers={"X-Seat-Token": decider_token(links, v)},
            )
            assert r.status_code == 200, r.text
            acked.append(ch["options"][-1]["id"])
            assert r.json()["next"] == len(acked)
        seen = {
            s: httpx.get(f"{srv.url}/api/games/{gid}/view", params={"token": token_of(links, s)}).json() for s in (0, 1)
        }
        srv.proc.send_signal(signal.SIGKILL)
        srv.proc.wait(10)
        with GameStore(db) as s:
            rec = s.get(gid)
            assert rec.answers == len(acked) and [a.option_id for a in s.answers(gid)] == acked
            assert rec.snapshot_answers == SNAPSHOT_EVERY  # killed between two snapshots
            resumed = s.load(gid)[1].state_hash()
        fresh = arkham.new_game(
            seed=7, ancient_one="base:cthulhu", investigators=["base:amanda_sharpe", "base:joe_diamond"]
        )
        for oid in acked:
            fresh.apply(oid)
        assert resumed == fresh.state_hash()
        srv.start()
        for seat, before in seen.items():
            after = httpx.get(f"{srv.url}/api/games/{gid}/view", params={"token": token_of(links, seat)}).json()
            assert after == before and after["view"]["choice"]["n"] == len(acked)
        # and it plays on from there
        ch = seen[0]["view"]["choice"]
        r = httpx.post(
            f"{srv.url}/api/games/{gid}/answer",
            json={"choice": ch["n"], "option": ch["options"][0]["id"]},
            headers={"X-Seat-Token": token_of(links, ch["seat"])},
        )
        assert r.status_code == 200, r.text
    finally:
        srv.kill()


def test_a_server_stopped_in_order_leaves_a_snapshot_of_every_game(db):
    with TestClient(create_app(db, bot_delay=0, host_key=KEY)) as c:
        links = create(c)
        gid = links["id"]
        for _ in range(3):
            v = view(c, gid)
            ch = v["view"]["choice"]
            assert answer(c, gid, decider_token(links, v), ch["n"], ch["options"][0]["id"]).status_code == 200
        h = c.app.state.hall.tables[gid].game.state_hash()
        assert saved(db, gid)[0].snapshot_answers == 0
    rec = saved(db, gid)[0]
    assert rec.snapshot_answers == rec.answers == 3 and rec.hash == h


# ---------------------------------------------------------------- serving
def test_serve_binds_loopback_and_warns_for_other_hosts(monkeypatch, tmp_path):
    import uvicorn

    calls = []
    monkeypatch.setattr(uvicorn, "run", lambda app, **kw: calls.append(kw))
    said: list[str] = []
    serve(db=tmp_path / "a.sqlite", host_key="abc", echo=said.append)
    assert calls[-1]["host"] == "127.0.0.1"
    assert not any("WARNING" in s for s in said)
    assert any("http://127.0.0.1:8000/?key=abc" in s for s in said)
    said.clear()
    serve(host="192.168.1.20", db=tmp_path / "a.sqlite", host_key="abc", echo=said.append)
    assert calls[-1]["host"] == "192.168.1.20"
    assert any(s.startswith("WARNING") for s in said)
    assert is_loopback("127.0.0.1") and is_loopback("::1") and not is_loopback("0.0.0.0")


def test_static_assets_are_served_from_the_package(client):
    for path in ("/", "/table/1", "/static/table.js", "/static/lobby.js", "/static/style.css"):
        r = client.get(path)
        assert r.status_code == 200 and len(r.text) > 200, path
    assert "cdn" not in client.get("/static/table.js").text.lower()


def test_a_game_of_bots_plays_to_its_end_and_then_takes_no_answer(client, db):
    links = create(client, {"seats": [{"player": "heuristic"}], "seed": 12, "ancient_one": "azathoth"})
    gid = links["id"]
    assert wait_for(lambda: view(client, gid)["view"]["over"], timeout=120)
    rec, answers = saved(db, gid)
    assert rec.finished and rec.answers == len(answers) > 0 and {a.by for a in answers} == {"heuristic"}
    row = client.get("/api/games", headers=HOST).json()[0]
    assert row["finished"] and row["won"] is not None
    r = answer(client, gid, "any", rec.answers, "0")
    assert r.status_code == 403  # no seat of a bots' game has a token
    table = client.app.state.hall.tables[gid]
    import asyncio
    from arkham.web.tables import TableError

    with pytest.raises(TableError) as e:
        asyncio.run(table.answer(0, rec.answers, "0"))
    assert e.value.status == 409 and e.value.code == "game_over"
