"""The end of a game at the web table: every seat and the spectators get the same summary
(result and how, turns or days, score, gates closed and sealed, monsters defeated,
trophies, who was devoured), built by the presentation layer the terminal shares.

Games are played to their end through the HTTP API, each answer chosen by an expert bot
reading the server's own game and posted with the deciding seat's token."""

from __future__ import annotations

import pytest

from arkham.bots import make_bot
from arkham.present.summary import game_summary

from helpers.web import HOST, token_of

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

TWO = [{"player": "person"}, {"player": "person"}]


def play_out(client, spec):
    """Create the game and answer every choice until the game is over; returns its id, links
    and the server's game."""
    r = client.post("/api/games", json=spec, headers=HOST)
    assert r.status_code == 201, r.text
    links = r.json()
    gid = links["id"]
    game = client.app.state.hall.tables[gid].game
    bot = make_bot("expert", spec["seed"])
    for _ in range(5000):
        v = client.get(f"/api/games/{gid}/view").json()["view"]
        if v["over"]:
            return gid, links, game
        ch = v["choice"]
        a = client.post(
            f"/api/games/{gid}/answer",
            json={"choice": ch["n"], "option": bot.choose(game)},
            headers={"X-Seat-Token": token_of(links, ch["seat"])},
        )
        assert a.status_code == 200, a.text
    raise AssertionError("the game did not end in 5000 answers")


def views(client, gid, links):
    """The view of seat 0, seat 1 and a spectator."""
    out = [client.get(f"/api/games/{gid}/view", params={"token": token_of(links, s)}).json() for s in (0, 1)]
    return [v["view"] for v in out] + [client.get(f"/api/games/{gid}/view").json()["view"]]


def first_game(client, spec, won, seeds=range(12)):
    for seed in seeds:
        gid, links, game = play_out(client, {**spec, "seed": seed})
        if game.result["won"] is won:
            return gid, links, game
    raise AssertionError(f"no game with won={won} among seeds {list(seeds)}")


def check_common(vs, game):
    s = vs[0]["summary"]
    assert s is not None and all(v["summary"] == s for v in vs)  # every seat and the spectators alike
    assert s == game_summary(game)
    held_m = sum(len(inv["monster_trophies"]) for inv in vs[0]["investigators"] if not inv["eliminated"])
    held_g = sum(len(inv["gate_trophies"]) for inv in vs[0]["investigators"] if not inv["eliminated"])
    assert s["trophies"] == {"monsters": held_m, "gates": held_g}
    assert f"Trophies held at the end: {held_m} monster" in " ".join(s["lines"])
    assert s["sealed"] <= s["closed"]
    assert f"{s['closed']} gate" in s["lines"][2] and f"{s['defeated']} monster" in s["lines"][2]
    return s


def test_a_won_classic_game_is_summed_up_with_its_score(client):
    gid, links, game = first_game(client, {"seats": TWO}, won=True)
    vs = views(client, gid, links)
    s = check_common(vs, game)
    ao = game.content.ancient_ones[game.state.ancient_one].name
    assert s["won"] and s["lines"][0] == f"The investigators win: {game.result['how']}"
    assert isinstance(s["score"], int)
    assert s["lines"][1] == f"{game.result['turns']} turns against {ao} · score {s['score']}"
    assert s["lines"][-1].startswith("Devoured or out of play: ")
    assert {i["name"] for i in vs[0]["investigators"] if i["eliminated"]} <= set(s["devoured"])


def test_a_lost_classic_game_names_who_was_devoured(client):
    gid, links, game = first_game(client, {"seats": TWO}, won=False)
    vs = views(client, gid, links)
    s = check_common(vs, game)
    ao = game.content.ancient_ones[game.state.ancient_one].name
    assert not s["won"] and s["lines"][0] == f"The investigators lose: {game.result['how']}"
    assert s["score"] is None and s["lines"][1] == f"{game.result['turns']} turns against {ao}"
    gone = [i["name"] for i in vs[0]["investigators"] if i["eliminated"]]
    assert gone and set(gone) <= set(s["devoured"])
    assert s["lines"][-1] == "Devoured or out of play: " + ", ".join(s["devoured"])


def test_a_haunt_game_is_summed_up_in_days_and_phases(client):
    gid, links, game = play_out(client, {"ruleset": "haunt", "seats": TWO, "seed": 2})
    vs = views(client, gid, links)
    s = check_common(vs, game)
    assert s["lines"][0] == ("The investigators win: " if s["won"] else "The investigators lose: ") + game.result["how"]
    days = game.state.rules_data["day"]
    assert days >= 1 and s["length"].startswith(f"{days} day") and f"{game.state.turn} phases" in s["length"]
    assert "turns" not in s["lines"][1]


def test_the_terminal_shows_the_same_summary():
    import arkham
    from rich.console import Console

    from arkham.tui import render as R

    g = arkham.new_game(seed=4, ancient_one="base:azathoth", investigators=1)
    bot = make_bot("expert", 4)
    while not g.is_over:
        g.apply(bot.choose(g))
    con = Console(width=160, record=True)
    con.print(R.result_panel(g))
    out = con.export_text()
    s = game_summary(g)
    assert ("VICTORY" if s["won"] else "DEFEAT") in out and s["how"] in out
    for line in s["lines"][1:]:
        assert line in out
