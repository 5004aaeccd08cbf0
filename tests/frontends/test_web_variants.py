"""The Kingsport variants at the web table (KH p.10-11): the table payload names the Herald
and Guardian sheets in play and, once the Ancient One wakes, the Epic Battle card in play and
the Plot cards turned up; the face-down Plot cards stay unknown to every seat and a
spectator (games that differ only in their order send byte-identical payloads)."""

from __future__ import annotations

import json
import random

import pytest
from fastapi.testclient import TestClient

import arkham
from arkham.bots import make_bot
from arkham.rules.classic import core as C
from arkham.web import payloads
from arkham.web.app import create_app

from helpers.web import HOST, KEY, token_of
from test_web_hidden import check_indistinguishable

K = "kingsport:"
PACKS = ["base", "dunwich", "kingsport"]


@pytest.fixture
def client(tmp_path):
    with TestClient(create_app(tmp_path / "games.sqlite", bot_delay=0, host_key=KEY)) as c:
        yield c


def near_the_battle(g):
    """The doom track one short of full, each investigator with what the battle's start asks
    for, and the three Sinister Plots on top of the Epic Battle deck: a Plot card soon turns up."""
    ao = g.state.ancient_one
    g.state.doom = g.content.ancient_ones[ao].doom - 1
    for inv in g.state.investigators:
        inv.clues += 3
        C.claim_trophy(g, inv, g.state.cup.pop(0))
        inv.gate_trophies.append(g.state.gate_pile.pop(0))
    d = g.state.rules_data["epic_battle"]
    plots = [c for c in d["deck"] if c.startswith(K + "epic_sinister_plot")]
    d["deck"] = plots + [c for c in d["deck"] if c not in plots]
    return d


def a_plot_turned_up(d):
    return bool(d.get("plot_discards")) and len(d.get("plots", [])) >= 2


def test_a_herald_games_table_payload_names_its_sheets(client):
    spec = {
        "packs": PACKS,
        "seed": 4,
        "sheets": {"herald": "kingsport:ghroth", "guardian": "kingsport:hypnos"},
        "seats": [{"player": "person"}, {"player": "person"}],
    }
    r = client.post("/api/games", json=spec, headers=HOST)
    assert r.status_code == 201, r.text
    links = r.json()
    g = client.app.state.hall.tables[links["id"]].game
    for who in ("", f"?token={token_of(links, 0)}"):
        v = client.get(f"/api/games/{links['id']}/view{who}").json()["view"]["variants"]
        herald, guardian = v["herald"], v["guardian"]
        assert (herald["name"], herald["title"]) == ("Ghroth", g.content.sheets["kingsport:ghroth"].title)
        assert herald["summary"] == g.content.sheets["kingsport:ghroth"].summary
        assert guardian["name"] == "Hypnos" and guardian["deck"]["left"] == len(g.state.rules_data["hypnos"]["deck"])
        assert v["epic_battle"] is None
    base = client.post("/api/games", json={"seed": 4, "seats": [{"player": "person"}]}, headers=HOST).json()
    assert client.get(f"/api/games/{base['id']}/view").json()["view"]["variants"] is None


def test_an_epic_battle_games_table_payload_names_the_card_and_plots_in_play(client):
    spec = {
        "packs": PACKS,
        "ancient_one": "cthulhu",
        "seed": 101,
        "epic_battle": True,
        "seats": [{"player": "person"}, {"player": "person"}],
    }
    links = client.post("/api/games", json=spec, headers=HOST).json()
    gid = links["id"]
    g = client.app.state.hall.tables[gid].game
    v = client.get(f"/api/games/{gid}/view").json()["view"]["variants"]["epic_battle"]
    assert v["ancient_one"] == "Cthulhu" and v["card"] is None and v["plots_face_down"] == 3
    d = near_the_battle(g)
    bot = make_bot("random", 3)
    for _ in range(200):
        if g.is_over or a_plot_turned_up(d):
            break
        view = client.get(f"/api/games/{gid}/view").json()["view"]
        r = client.post(
            f"/api/games/{gid}/answer",
            json={"choice": view["choice"]["n"], "option": bot.choose(g)},
            headers={"X-Seat-Token": token_of(links, view["choice"]["seat"] or 0)},
        )
        assert r.status_code == 200, r.text
    assert a_plot_turned_up(d) and not g.is_over
    sent = client.get(f"/api/games/{gid}/view").text
    e = json.loads(sent)["view"]["variants"]["epic_battle"]
    cards = g.content.battle_cards
    assert e["card"]["name"] == cards[d["drawn"][-1]].name == "Sinister Plot"
    assert [p["name"] for p in e["plot_discards"]] == [cards[p].name for p in d["plot_discards"]]
    assert e["plots_face_down"] == len(d["plots"]) and e["drawn"] == len(d["drawn"])
    for p in d["plots"]:  # the face-down Plot cards, neither by id nor by name
        assert p not in sent and cards[p].name not in sent


@pytest.mark.parametrize("seed", [101, 102])
def test_the_epic_battle_table_shows_nothing_of_the_face_down_plots_or_the_decks(seed):
    g = arkham.new_game(
        seed=seed,
        ancient_one="base:cthulhu",
        investigators=2,
        packs=PACKS,
        epic_battle=True,
        sheets={"herald": "random", "guardian": "kingsport:hypnos"},
    )
    d = near_the_battle(g)
    bot = make_bot("random", seed)
    answers = 0
    while not g.is_over and not a_plot_turned_up(d) and answers < 400:
        g.apply(bot.choose(g))
        answers += 1
    assert a_plot_turned_up(d) and not g.is_over
    seats = ["person", "person"]
    check_indistinguishable(g, seats, answers, random.Random(seed))
    for seat in (None, 0, 1):
        sent = "".join(
            [json.dumps(payloads.table(g, seats, answers, seat)), payloads.hello(1, g, seats, answers, seat)]
        )
        assert not any(g.content.battle_cards[p].name in sent for p in d["plots"])
