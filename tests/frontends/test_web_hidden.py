"""Hidden information at the web table, proved by indistinguishability: two games that
differ only in facts no player may know (the worlds of face-down gates, the order of
every deck, the cup and the gate pile, the random-number state) give every seat and a
spectator byte-identical payloads: the table view, the board SVG, the websocket hello
and update, the texts and the reasons of events. Over seeded Haunt games and classic
games with all three boxes and both Kingsport variants, answered at random."""

from __future__ import annotations

import json
import random

import arkham
import pytest

from arkham.bots import make_bot
from arkham.web import payloads

#: face-down piles kept in rules_data (written here apart from arkham.view's own list, so a
#: pile the view forgets to hide shows up as a difference)
PILES = (("epic_battle", "deck"), ("epic_battle", "plots"), ("hypnos", "deck"), ("nodens", "deck"), ("rifts", "pile"))


def shuffled_hidden(g, rng):
    """A copy of ``g`` with every hidden fact dealt anew; what anyone may see is the same."""
    h = g.clone()
    st = h.state
    for cards in st.decks.values():
        rng.shuffle(cards)
    rng.shuffle(st.cup)
    for key, pile in PILES:
        held = st.rules_data.get(key)
        if isinstance(held, dict) and isinstance(held.get(pile), list):
            rng.shuffle(held[pile])
    down = sorted(st.rules_data.get("face_down", []))  # Haunt: gates whose world nobody has seen
    pool = [st.gates[a] for a in down] + st.gate_pile
    rng.shuffle(pool)
    for a, m in zip(down, pool):
        st.gates[a] = m
    st.gate_pile = pool[len(down) :]
    h.rng = random.Random(rng.random())
    return h


def askable(g):
    """Ids a viewer might ask the text of (the gates' markers too: asking must tell nothing)."""
    asked = {
        g.state.ancient_one,
        "sky",
        "outskirts",
        *g.state.gates,
        *g.state.gates.values(),
        *g.state.gate_pile[:3],
        *(i.id for i in g.state.investigators),
    }
    if g.choice is not None:
        asked |= {o.id for o in g.choice.options}
    return asked


def everything_sent(g, seats, answers, seat, asked):
    """Every payload the web table builds for one viewer, as text."""
    out = [
        json.dumps(payloads.table(g, seats, answers, seat), sort_keys=True),
        payloads.hello(1, g, seats, answers, seat),
        payloads.update(1, g, seats, answers, seat, max(0, len(g.state.log) - 5)),
    ]
    # a broadcast builds the updates of every viewer at once: each is that viewer's own update
    viewers = [None, *range(len(g.state.investigators))]
    every = payloads.updates(1, g, seats, answers, viewers, max(0, len(g.state.log) - 5), lambda s: {})
    assert every[seat] == out[2]
    n = len(g.state.log)
    out += [json.dumps(payloads.reasons(g, seat, k)) for k in range(max(0, n - 3), n)]
    out += [json.dumps(payloads.text(g, seat, ident)) for ident in sorted(asked)]
    return out


def check_indistinguishable(g, seats, answers, rng):
    other = shuffled_hidden(g, rng)
    hidden_markers = {g.state.gates[a] for a in g.state.rules_data.get("face_down", [])}
    asked = askable(g) | askable(other)
    for seat in [None, *range(len(g.state.investigators))]:
        mine = everything_sent(g, seats, answers, seat, asked)
        theirs = everything_sent(other, seats, answers, seat, asked)
        for a, b in zip(mine, theirs):
            assert a == b, f"seat {seat} can tell hidden facts apart"
        text = "".join(mine[:3])  # the table, hello and update (the texts answer what was asked)
        for m in hidden_markers:  # no face-down gate is named, not even by its marker
            assert m not in text, (seat, m)


def play(g, steps, seed):
    bot = make_bot("random", seed)
    n = 0
    while n < steps and not g.is_over:
        g.apply(bot.choose(g))
        n += 1
    return n


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_a_haunt_table_shows_nothing_of_face_down_gates_decks_or_the_cup(seed):
    g = arkham.new_game(seed=seed, investigators=3 + seed % 2, ruleset="haunt")
    seats = ["person"] * len(g.state.investigators)
    rng = random.Random(seed)
    answers, seen_down = 0, 0
    for _ in range(4):
        seen_down += len(g.state.rules_data.get("face_down", []))
        check_indistinguishable(g, seats, answers, rng)
        answers += play(g, 40, seed * 7 + answers)
        if g.is_over:
            break
    assert seen_down > 0  # the games did have face-down gates to hide


@pytest.mark.parametrize(
    "seed,sheets",
    [
        (1, {"herald": "random", "guardian": "kingsport:hypnos"}),
        (2, {"guardian": "kingsport:nodens"}),
        (3, {"herald": "random", "guardian": "random"}),
    ],
)
def test_a_three_box_table_shows_no_deck_order_cup_or_gate_pile(seed, sheets):
    g = arkham.new_game(
        seed=seed, investigators=3, packs=["base", "dunwich", "kingsport"], sheets=sheets, epic_battle=True
    )
    seats = ["person", "random", "person"]
    rng = random.Random(seed)
    answers = 0
    for _ in range(3):
        check_indistinguishable(g, seats, answers, rng)
        answers += play(g, 60, seed * 11 + answers)
        if g.is_over:
            break


def test_the_view_hides_every_pile_and_the_haunt_gate_worlds():
    g = arkham.new_game(
        seed=2,
        investigators=3,
        packs=["base", "dunwich", "kingsport"],
        sheets={"guardian": "kingsport:hypnos"},
        epic_battle=True,
    )
    v = arkham.view(g, None)
    assert v["gate_pile"] == ["face-down gate"] * len(g.state.gate_pile) and isinstance(v["cup"], int)
    rd = v["rules_data"]
    assert rd["epic_battle"]["deck"] == len(g.state.rules_data["epic_battle"]["deck"]) > 0
    assert isinstance(rd["epic_battle"]["plots"], int) and isinstance(rd["rifts"]["pile"], int)
    assert rd["hypnos"]["deck"] == len(g.state.rules_data["hypnos"]["deck"]) > 0
    h = arkham.new_game(seed=2, investigators=3, ruleset="haunt")
    down = h.state.rules_data["face_down"]
    assert down and all(arkham.view(h, None)["gates"][a] == "face-down gate" for a in down)
    with pytest.raises(ValueError, match="no seat 3"):
        arkham.view(h, 3)


def test_every_endpoint_of_a_haunt_table_keeps_face_down_gates_face_down(tmp_path):
    from fastapi.testclient import TestClient
    from arkham.web.app import create_app
    from helpers.web import HOST, KEY, receive_until, token_of

    spec = {"ruleset": "haunt", "seed": 5, "seats": [{"player": "person"}, {"player": "person"}, {"player": "random"}]}
    with TestClient(create_app(tmp_path / "g.sqlite", bot_delay=0, host_key=KEY)) as c:
        links = c.post("/api/games", json=spec, headers=HOST).json()
        g = c.app.state.hall.tables[links["id"]].game
        down = g.state.rules_data["face_down"]
        markers = [g.state.gates[a] for a in down]
        assert down
        tok = token_of(links, 0)
        sent = [c.get(f"/api/games/{links['id']}/view").text, c.get(f"/api/games/{links['id']}/view?token={tok}").text]
        with c.websocket_connect(f"/ws/games/{links['id']}?token={tok}") as ws:
            hello, _ = receive_until(ws, "hello")
            sent.append(json.dumps(hello))
        for text in sent:
            assert not any(m in text for m in markers)
        v = json.loads(sent[0])
        assert all(v["view"]["places"][a]["gate"] == {"face_down": True, "name": "face-down gate"} for a in down)
        assert v["board"].count('class="gate face-down"') == len(down)
        r = c.get(f"/api/games/{links['id']}/why/0?token=wrong")
        assert r.status_code == 403


def test_the_haunt_board_shows_its_day_gates_and_mythos_cards_and_no_classic_limits():
    g = arkham.new_game(seed=3, investigators=3, ruleset="haunt")
    play(g, 60, 3)
    v, svg = payloads.table(g, ["person"] * 3, 60, None)
    tr = v["tracks"]
    down = len(g.state.rules_data["face_down"])
    assert tr["day"] == g.state.rules_data["day"] and tr["gates_face_down"] == down
    assert f"{len(g.state.gates) - down} face up, {down} face down" in svg and f"Day {tr['day']}" in svg
    names = [g.content.mythos[m].name for m in g.state.rules_data["mythos"]]
    assert [m["name"] for m in tr["mythos_in_play"]] == names and all(n in svg for n in names)
    assert "Gates open" not in svg and "Monsters in Arkham" not in svg and "Outskirts 0/" not in svg
    classic = arkham.new_game(seed=3, investigators=2)
    assert "Gates open" in payloads.table(classic, ["person"] * 2, 0, None)[1]


def test_the_haunt_table_names_its_day_and_phase_and_the_gates_to_shut():
    g = arkham.new_game(seed=5, investigators=3, ruleset="haunt")
    play(g, 150, 5)
    assert not g.is_over and g.state.rules_data["phase"]
    v, svg = payloads.table(g, ["person"] * 3, 150, None)
    tr = v["tracks"]
    who = g.state.investigators[g.state.rules_data["phase"]["seat"]]
    kind = "City" if g.state.rules_data["phase"]["kind"] == "city" else "Other World"
    assert tr["title"] == f"Day {g.state.rules_data['day']} · {kind} phase of {g.content.investigators[who.id].name}"
    assert "Turn" not in tr["title"] and tr["title"] in svg
    from arkham.rules.haunt.tracks import victory_target

    n = len(g.state.gates)
    assert tr["win_at"] == victory_target(g) and tr["gates_left"] == max(0, n - victory_target(g))
    assert f"{n} open: win at {victory_target(g)} or fewer" in svg
    titles = [grp["title"] for grp in v["log"]]
    assert titles[0] == "Setup" and "Day 1 · Upkeep" in titles and not any(t.startswith("Turn") for t in titles)
    assert titles[-1] == tr["title"]
    # a later update, sent from the middle of a day, carries the same titles
    late = payloads.table(g, ["person"] * 3, 150, None, log_from=len(g.state.log) - 3)[0]["log"]
    assert late[-1]["title"] == tr["title"]
    classic = arkham.new_game(seed=3, investigators=2)
    play(classic, 30, 3)
    assert payloads.table(classic, ["person"] * 2, 30, None)[0]["tracks"]["title"].startswith(
        f"Turn {classic.state.turn} · "
    )


def test_a_haunt_monster_shows_its_clues_and_goal_and_a_sheet_its_markers_and_bonuses():
    from arkham.rules.classic import core as C
    from arkham.rules.haunt import bank, skills, status
    from arkham.rules.haunt.data import mclues
    from arkham.rules.haunt.goals import goal_label

    g = arkham.new_game(seed=5, investigators=3, ruleset="haunt")
    play(g, 150, 5)
    v, svg = payloads.table(g, ["person"] * 3, 150, None)
    shown = [m for p in v["places"].values() for m in p["monsters"]] + v["sky"]
    assert shown and any(m["clues"] for m in shown)
    for m in shown:
        assert m["clues"] == mclues(g, m["id"]) and m["goal"] == goal_label(g, m["id"])
        assert f"goal: {m['goal']}" in m["brief"]
    assert svg.count('class="mclue"') == sum(1 for m in shown if m["clues"])
    inv = g.state.investigators[0]
    status.gain_special(g, inv, "base:blessing", "a test")
    skills.allocate(g, inv, 1, 2)
    item = next(c for c in inv.cards if bank.price(g, c) > 0)
    bank.do_loan(g, inv, f"loan:{item}")
    s = payloads.table(g, ["person"] * 3, 150, None)[0]["investigators"][0]
    d = g.content.investigators[inv.id]
    assert "Blessed" in s["markers"] and f"Bank Loan on {C.card_def(g, item).name}" in s["markers"]
    assert f"Fight {d.fight[2]} / Will {d.will[2]}" in s["allocated_now"]
    assert s["allocated_markers"] == len(g.state.rules_data["alloc"]["0"]["covered"])
    classic = payloads.table(arkham.new_game(seed=3, investigators=2), ["person"] * 2, 0, None)[0]
    assert "markers" not in classic["investigators"][0] and "goal" not in str(classic["places"])
