"""The lobby of the web table: every rule set, pack, Ancient One, investigator, Herald and
Guardian by name, and creating games with the Kingsport variants and Haunt, with the same
refusals as arkham.new_game."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from arkham.web.app import create_app

from helpers.web import HOST, KEY

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
ALL = ["base", "dunwich", "kingsport"]


@pytest.fixture
def client(tmp_path):
    with TestClient(create_app(tmp_path / "games.sqlite", bot_delay=0, host_key=KEY)) as c:
        yield c


def meta(client, **params):
    r = client.get("/api/meta", params=params, headers=HOST)
    assert r.status_code == 200, r.text
    return r.json()


def names(rows):
    return {r["name"] for r in rows}


def test_meta_lists_every_rule_set_and_pack_with_its_parts_from_the_start(client):
    m = meta(client)
    assert m["rulesets"] == ["classic", "haunt"]
    haunt = next(r for r in m["ruleset_info"] if r["id"] == "haunt")
    assert haunt["name"] == "Haunt of the Watchers" and haunt["seats"] == [2, 5]
    assert set(haunt["excluded_investigators"]) == {"base:mandy_thompson", "base:sister_mary"}
    packs = {p["id"]: p for p in m["pack_info"]}
    assert list(packs) == ALL
    assert "epic_battle" in {part["id"] for part in packs["kingsport"]["parts"]}
    assert all(part["summary"] for p in packs.values() for part in p["parts"])


def test_meta_lists_what_the_chosen_packs_bring_by_name(client):
    base = meta(client, packs="base")
    assert "Cthulhu" in names(base["ancient_ones"]) and "Y'Golonac" not in names(base["ancient_ones"])
    assert base["heralds"] == [] and base["guardians"] == []
    full = meta(client, packs="base,dunwich,kingsport")
    assert {"Y'Golonac", "Cthulhu"} <= names(full["ancient_ones"])
    assert {"Ghroth", "Tulzscha"} <= names(full["heralds"]) and "Nodens" in names(full["guardians"])
    assert len(full["investigators"]) > len(base["investigators"])
    assert "base:azathoth" not in full["epic_battle_against"] and "base:cthulhu" in full["epic_battle_against"]
    haunt = meta(client, packs="base", ruleset="haunt")
    assert "Mandy Thompson" in names(base["investigators"]) and "Mandy Thompson" not in names(haunt["investigators"])
    assert client.get("/api/meta", params={"packs": "base,nowhere"}, headers=HOST).status_code == 422


def create(client, spec):
    return client.post("/api/games", json=spec, headers=HOST)


def test_create_with_a_herald_a_guardian_and_the_epic_battle(client):
    spec = {
        "packs": ALL,
        "ancient_one": "cthulhu",
        "seed": 4,
        "epic_battle": True,
        "sheets": {"herald": "kingsport:ghroth", "guardian": "random"},
        "seats": [{"player": "person"}, {"player": "random"}],
    }
    r = create(client, spec)
    assert r.status_code == 201, r.text
    gid = r.json()["id"]
    g = client.app.state.hall.tables[gid].game
    assert g.state.rules_data["sheets"]["herald"] == "kingsport:ghroth"
    assert g.state.rules_data["sheets"]["guardian"] in {"kingsport:bast", "kingsport:hypnos", "kingsport:nodens"}
    assert "epic_battle" in g.state.rules_data
    v = client.get(f"/api/games/{gid}/view").json()["view"]
    assert v["variants"]["herald"]["name"] == "Ghroth" and v["variants"]["epic_battle"] is not None
    row = next(r for r in client.get("/api/games", headers=HOST).json() if r["id"] == gid)
    assert row["ancient_one_name"] == "Cthulhu" and row["variants"] == [
        "Guardian: drawn at random",
        "Herald: Ghroth",
    ] + ["Epic Battle"]
    assert all(" " in n or n[0].isupper() for n in row["investigator_names"]) and ":" not in "".join(
        row["investigator_names"]
    )


SEATS2 = [{"player": "person"}, {"player": "person"}]


@pytest.mark.parametrize(
    "spec,words",
    [
        ({"packs": ALL, "sheets": {"herald": "kingsport:nobody"}}, "unknown herald 'kingsport:nobody'"),
        ({"packs": ALL, "sheets": {"villain": "random"}}, "sheets are 'herald' and 'guardian'"),
        ({"packs": ALL, "epic_battle": True, "ancient_one": "azathoth"}, "cannot be played against Azathoth"),
        ({"packs": ["base"], "epic_battle": True}, "add the 'kingsport' pack"),
        ({"packs": ["base"], "sheets": {"guardian": "random"}}, "no guardian sheet is in the chosen packs"),
        ({"ruleset": "haunt", "seats": [{"player": "person"}] * 6}, "Haunt is played with 2 to 5 investigators, not 6"),
        (
            {"ruleset": "haunt", "seats": [{"investigator": "mandy_thompson"}, {}]},
            "Mandy Thompson is not used in Haunt",
        ),
        ({"ruleset": "nowhere"}, "unknown rule set 'nowhere'"),
    ],
)
def test_bad_variants_are_422_naming_the_problem_and_create_nothing(client, spec, words):
    before = client.get("/api/games", headers=HOST).json()
    r = create(client, {"seats": SEATS2, **spec})
    assert r.status_code == 422, r.text
    assert words in r.json()["detail"]["message"]
    assert client.get("/api/games", headers=HOST).json() == before


def test_a_random_haunt_seat_never_gets_an_investigator_haunt_leaves_out(client):
    for seed in range(12):
        spec = {
            "ruleset": "haunt",
            "seed": seed,
            "seats": [{"investigator": "amanda_sharpe"}] + [{"player": "person"}] * 4,
        }
        r = create(client, spec)
        assert r.status_code == 201, r.text
        invs = {s["investigator"] for s in r.json()["seats"]}
        assert not invs & {"base:mandy_thompson", "base:sister_mary"}


HAUNT_SETUPS = [
    {"packs": ["base"], "epic_battle": True},
    {"packs": ALL, "epic_battle": True, "ancient_one": "azathoth"},
    {"packs": ["base"], "sheets": {"herald": "random"}},
    {"packs": ALL, "sheets": {"herald": "kingsport:nobody"}},
    {"packs": ["base", "nowhere"]},
    {"packs": ALL, "ancient_one": "cthulhu", "epic_battle": True, "sheets": {"guardian": "random"}},
    {"packs": ["base", "dunwich"], "ancient_one": "abhoth"},
]


@pytest.mark.parametrize("extra", HAUNT_SETUPS, ids=lambda e: ",".join(f"{k}={v}" for k, v in e.items()))
@pytest.mark.parametrize("seats", [1, 2, 6])
def test_a_haunt_game_with_packs_and_variants_is_refused_exactly_as_new_game_refuses_it(client, extra, seats):
    """The table sets a game up through arkham.new_game: what it refuses, the lobby refuses
    with its words (422, nothing created); what it takes, the lobby creates."""
    import arkham
    from arkham.errors import ArkhamError

    failed = refused = None
    try:
        arkham.new_game(seed=3, ruleset="haunt", investigators=seats, **extra)
    except ArkhamError as exc:
        refused = str(exc)
    except Exception as exc:  # the engine itself fails: the table says so and creates nothing
        failed = type(exc).__name__
    before = client.get("/api/games", headers=HOST).json()
    r = create(client, {"ruleset": "haunt", "seed": 3, "seats": [{"player": "person"}] * seats, **extra})
    if refused is None and failed is None:
        assert r.status_code == 201, r.text
        return
    if refused is not None:
        assert r.status_code == 422 and r.json()["detail"]["message"] == refused
    else:
        assert r.status_code == 500 and r.json()["detail"]["code"] == "engine_failure"
        assert f"({failed})" in r.json()["detail"]["message"]
    assert client.get("/api/games", headers=HOST).json() == before


def test_the_saved_games_list_says_the_day_of_a_haunt_game_and_the_turn_of_a_classic_one(client):
    import random

    import arkham

    from arkham.saved_games import GameStore

    store = GameStore(client.app.state.hall.store.path)  # as the terminal writes it
    ids = {}
    for rs in ("haunt", "classic"):
        settings = {"seed": 5, "investigators": 2, "ruleset": rs}
        g = arkham.new_game(**settings)
        gid = store.create(g, settings, ["random", "random"])
        rng = random.Random(5)
        n = 0
        while not g.is_over and (g.state.rules_data.get("day", 0) if rs == "haunt" else g.state.turn) < 2:
            ch = g.choice
            o = rng.choice(ch.options)
            g.apply(o.id)
            store.record(gid, n, ch.who, o.id, o.label, "random", g)
            n += 1
        ids[rs] = (gid, g)
    store.close()
    rows = {r["id"]: r for r in client.get("/api/games", headers=HOST).json()}
    gid, g = ids["haunt"]
    assert g.state.rules_data["day"] == 2 and g.state.turn != 2  # Haunt counts phases in its turn
    assert (rows[gid]["turn"], rows[gid]["when"]) == (2, "Day 2")
    gid, g = ids["classic"]
    assert (rows[gid]["turn"], rows[gid]["when"]) == (2, "Turn 2")
    with GameStore(client.app.state.hall.store.path) as s:  # the terminal's list reads the same column
        assert s.get(ids["haunt"][0]).turn == 2
