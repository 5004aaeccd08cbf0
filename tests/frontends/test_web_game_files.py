"""Game files: a saved game as one JSON file, out of the web table and the terminal's store
and into another, refused with the reason when edited by hand."""

from __future__ import annotations

import json
from dataclasses import astuple

import arkham
import pytest
from fastapi.testclient import TestClient
from typer.testing import CliRunner

from arkham.cli import app as cli
from arkham.saved_games import GameStore, replay_game
from arkham.web.app import create_app

from helpers.web import HOST, KEY, token_of, wait_for

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

SPEC = {
    "seats": [
        {"player": "person", "investigator": "amanda_sharpe"},
        {"player": "heuristic", "investigator": "joe_diamond"},
    ],
    "seed": 11,
    "ancient_one": "cthulhu",
    "free_undo": True,
}


@pytest.fixture
def client(tmp_path):
    with TestClient(create_app(tmp_path / "games.sqlite", bot_delay=0, host_key=KEY)) as c:
        yield c


def played(client, answers=12):
    """A table of a person and a bot, played until the person has answered ``answers`` times."""
    links = client.post("/api/games", json=SPEC, headers=HOST).json()
    gid = links["id"]
    t = client.app.state.hall.tables[gid]
    for _ in range(answers):
        assert wait_for(lambda: t.decider() == 0)
        ch = client.get(f"/api/games/{gid}/view").json()["view"]["choice"]
        r = client.post(
            f"/api/games/{gid}/answer",
            json={"choice": ch["n"], "option": ch["options"][-1]["id"]},
            headers={"X-Seat-Token": token_of(links, 0)},
        )
        assert r.status_code == 200, r.text
    assert wait_for(lambda: t.decider() == 0)
    return links, t


def export(client, gid):
    r = client.get(f"/api/games/{gid}/export", headers=HOST)
    assert r.status_code == 200, r.text
    assert r.headers["content-disposition"] == f'attachment; filename="arkham-game-{gid}.json"'
    return r.json()


def import_(client, doc):
    body = doc if isinstance(doc, (str, bytes)) else json.dumps(doc)
    return client.post("/api/games/import", content=body, headers={**HOST, "Content-Type": "application/json"})


def test_export_holds_settings_answers_and_snapshot_and_import_makes_the_same_table(client):
    links, t = played(client)
    doc = export(client, links["id"])
    assert doc["format"] == "arkham-game" and doc["seats"] == ["person", "heuristic"] and doc["free_undo"] is True
    save = doc["save"]
    assert save["settings"]["seed"] == 11 and save["hash"] == t.game.state_hash()
    assert save["history"] == list(t.game.history)
    assert [a["by"] for a in doc["answers"]] == t.givers and {"person", "heuristic"} == set(t.givers)

    r = import_(client, doc)
    assert r.status_code == 201, r.text
    new = r.json()
    assert new["id"] != links["id"] and new["seats"][0]["url"] and new["seats"][1]["url"] is None
    t2 = client.app.state.hall.tables[new["id"]]
    assert t2.game.state_hash() == t.game.state_hash() and t2.answers == t.answers
    assert t2.free_undo and t2.givers == t.givers
    # the copy plays on, and takes back, as the original would
    assert client.post(f"/api/games/{new['id']}/undo", headers={"X-Seat-Token": token_of(new, 0)}).status_code == 200
    assert t.game.state_hash() != t2.game.state_hash()
    with GameStore(client.app.state.hall.store.path) as s:
        rec = s.get(new["id"])
        *_, (g, _) = replay_game(rec, s.answers(new["id"]))
        assert g.state_hash() == rec.hash == t2.game.state_hash()
    rows = {r["id"]: r for r in client.get("/api/games", headers=HOST).json()}
    assert rows[new["id"]]["ancient_one_name"] == "Cthulhu"


def _edited(doc, edit):
    d = json.loads(json.dumps(doc))
    edit(d)
    return d


def _move_monster_or_money(d):
    d["save"]["state"]["investigators"][0]["money"] += 5


def _rehash(d):
    import hashlib

    _move_monster_or_money(d)
    text = json.dumps(d["save"]["state"], sort_keys=True, separators=(",", ":"))
    d["save"]["hash"] = hashlib.blake2b(text.encode(), digest_size=16).hexdigest()


@pytest.mark.parametrize(
    "edit, words",
    [
        (_move_monster_or_money, "hash does not match"),
        (_rehash, "is not what the save's answers give (first difference: 'investigators"),
        (lambda d: d["save"]["history"].pop(), "is not what the save's answers give"),
        (lambda d: d["answers"].pop(), "lists"),
        (lambda d: d.update(seats=["person", "wizard"]), "'seats' must be a list of players"),
        (lambda d: d.update(seats=["person"]), "1 seats for 2 investigators"),
        (lambda d: d.update(free_undo="yes"), "'free_undo' must be true or false"),
        (lambda d: d.update(format="something"), "not an arkham game file"),
        (lambda d: d.update(extra=1), "unknown ['extra']"),
        (lambda d: d["answers"][0].update(by=3), "answer 0"),
    ],
)
def test_an_edited_file_is_refused_naming_what_is_wrong_and_creates_nothing(client, edit, words):
    links, _ = played(client, answers=4)
    doc = export(client, links["id"])
    r = import_(client, _edited(doc, edit))
    assert r.status_code == 422, r.text
    assert r.json()["detail"]["code"] == "bad_game_file"
    assert words in r.json()["detail"]["message"]
    assert [g["id"] for g in client.get("/api/games", headers=HOST).json()] == [links["id"]]


def test_bad_bodies_and_keys(client):
    links, _ = played(client, answers=1)
    for body, words in (("{not json", "not valid JSON"), ("[1, 2]", "not an arkham game file")):
        r = import_(client, body)
        assert r.status_code == 422 and words in r.json()["detail"]["message"]
    assert client.get(f"/api/games/{links['id']}/export").status_code == 403
    assert client.post("/api/games/import", content="{}").status_code == 403
    assert client.get("/api/games/999/export", headers=HOST).status_code == 404


def test_the_terminal_exports_and_imports(tmp_path):
    a, b = tmp_path / "a.sqlite", tmp_path / "b.sqlite"
    g = arkham.new_game(seed=3, ancient_one="base:azathoth", investigators=["base:kate_winthrop"])
    with GameStore(a) as s:
        gid = s.create(
            g, {"seed": 3, "ancient_one": "base:azathoth", "investigators": ["base:kate_winthrop"]}, ["person"]
        )
        for n in range(6):
            ch = g.choice
            g.apply(ch.options[0].id)
            s.record(gid, n, ch.who, ch.options[0].id, ch.options[0].label, "person", g)
    out = tmp_path / "game.json"
    r = CliRunner().invoke(cli, ["export", str(gid), str(out), "--db", str(a)])
    assert r.exit_code == 0, r.output
    assert f"Game {gid} written to" in r.output
    r = CliRunner().invoke(cli, ["import", str(out), "--db", str(b)])
    assert r.exit_code == 0, r.output
    assert "Imported as game 1" in r.output and "play --resume 1" in r.output
    with GameStore(b) as s, GameStore(a) as old:
        rec, game = s.load(1)
        assert game.state_hash() == g.state_hash() and rec.answers == 6
        mine, theirs = s.answers(1), old.answers(gid)
        assert [a[:5] for a in map(astuple, mine)] == [a[:5] for a in map(astuple, theirs)]  # labels, seats, givers
        assert mine[-1].hash == game.state_hash() == rec.hash  # the imported game's snapshot
        assert all(a.hash == b.hash for a, b in zip(mine, theirs) if a.hash and b.hash)

    doc = json.loads(out.read_text())
    doc["save"]["history"][0] = "not-an-option"
    out.write_text(json.dumps(doc))
    r = CliRunner().invoke(cli, ["import", str(out), "--db", str(b)])
    assert r.exit_code == 1 and "Cannot import" in r.output and "refused" in r.output
    r = CliRunner().invoke(cli, ["export", "42", str(out), "--db", str(a)])
    assert r.exit_code == 1 and "there is no saved game with id 42" in r.output
    r = CliRunner().invoke(cli, ["import", str(tmp_path / "missing.json"), "--db", str(b)])
    assert r.exit_code == 1 and "Cannot read" in r.output
    with GameStore(b) as s:
        assert [x.id for x in s.games()] == [1]
