"""The planner's value of a position: what its board features say (base rulebook p.12
and p.20: the ways to win by seals and closed gates, the ways the Ancient One wakes)."""

from __future__ import annotations

import arkham
from arkham.bots.value import FEATURES, WEIGHTS, features, fitted, table, value


def _game(players: int = 4):
    g = arkham.new_game(seed=12, ancient_one="base:yig", investigators=players)
    return g


def _free_places(g) -> list[str]:
    """Places (no streets) without a gate open at the start: where a test opens its gates."""
    return [
        a for a, d in g.content.areas.items() if getattr(d, "kind", "location") != "street" and a not in g.state.gates
    ]


def _f(g) -> dict[str, float]:
    return dict(zip(FEATURES, features(g)))


def test_every_feature_has_a_weight_for_each_table_size():
    g = _game()
    assert len(features(g)) == len(FEATURES)
    assert all(len(w) == len(FEATURES) for w in WEIGHTS.values())


def test_a_seal_keeps_the_value_of_its_clue_tokens():
    """Sealing (base p.18) spends five Clue tokens: the features count them as still
    held and the seal as one in reach, so the value does not drop for sealing."""
    g = _game()
    inv = g.state.investigators[0]
    inv.clues = 5
    before = _f(g)
    assert before["seal_reach"] == 1 / 6
    inv.clues = 0
    g.state.seals["base:unvisited_isle"] = "base:elder_sign"
    after = _f(g)
    assert after["clues"] == before["clues"] and after["seal_reach"] == before["seal_reach"]
    assert after["seals"] > before["seals"]


def test_the_last_gate_before_the_limit_weighs_most():
    """A lone investigator's Ancient One wakes at 8 open gates (base p.20): each gate
    nearer that limit adds more to ``gate_edge`` than the one before, and lowers the value
    (the weights for one or two investigators count it)."""
    g = _game(players=1)
    free = _free_places(g)
    edges, values = [], []
    for k in range(7):
        g.state.gates = {a: "base:gate_r_lyeh" for a in free[:k]}
        edges.append(_f(g)["gate_edge"])
        values.append(value(g))
    steps = [b - a for a, b in zip(edges, edges[1:])]
    assert all(x > 0 for x in steps) and steps[-1] > steps[0]
    assert values == sorted(values, reverse=True) and values[-1] < values[0]


def test_the_closing_win_comes_nearer_with_trophies_and_fewer_gates():
    g = _game(players=2)
    g.state.gates = {}
    none = _f(g)["close_win"]
    for inv in g.state.investigators:
        inv.gate_trophies = ["base:gate_r_lyeh"]
    assert _f(g)["close_win"] == 1.0 > none


def test_a_blessing_makes_the_battle_dice_worth_more_and_a_curse_less():
    """A Blessed investigator's dice succeed on 4 to 6, a Cursed one's on a 6 only (base
    p.23): the battle feature counts his dice at one and a half and at half their number."""
    from arkham.rules.classic import core as C

    g = _game(players=1)
    inv = g.state.investigators[0]
    for c in [c for c in inv.cards if C.base_id(c) in ("base:blessing", "base:curse")]:
        C.discard_card(g, inv, c)
    plain = _f(g)["battle"]
    C.gain_special(g, inv, "base:blessing", "test")
    blessed = _f(g)["battle"]
    C.discard_card(g, inv, next(c for c in inv.cards if C.base_id(c) == "base:blessing"))
    C.gain_special(g, inv, "base:curse", "test")
    cursed = _f(g)["battle"]
    assert plain > 0 and blessed == 1.5 * plain and cursed == 0.5 * plain


def test_each_table_has_its_weights():
    """One or two investigators, a group against each Ancient One it fights in the final
    battle, a group against one it beats only at the gates (Azathoth, Cthulhu,
    Shub-Niggurath, Yog-Sothoth) and a group against a later box's Ancient One (weights the
    box's bot module gives) are each scored their own way; alone against Azathoth nothing
    was fitted (the expert never wins there)."""

    def g(ao, n, packs=("base",)):
        return arkham.new_game(seed=3, ancient_one=ao, investigators=n, packs=packs)

    assert [table(g("base:yig", n)) for n in (1, 2, 3, 4)] == ["solo", "solo", "group:yig", "group:yig"]
    assert [table(g(f"base:{ao}", 4)) for ao in ("hastur", "ithaqua", "nyarlathotep")] == [
        "group:hastur",
        "group:ithaqua",
        "group:nyarlathotep",
    ]
    dun = [
        table(g(f"dunwich:{ao}", 4, ("base", "dunwich"))) for ao in ("abhoth", "glaaki", "shudde_mell", "tsathoggua")
    ]
    assert dun == ["group:abhoth", "group:glaaki", "group:shudde_mell", "group:tsathoggua"]
    assert table(g("dunwich:abhoth", 2, ("base", "dunwich"))) == "solo"
    assert [table(g(f"base:{ao}", 4)) for ao in ("azathoth", "cthulhu", "shub_niggurath", "yog_sothoth")] == [
        "closing"
    ] * 4
    assert table(g("base:cthulhu", 1)) == "solo" and fitted(g("base:cthulhu", 1))
    assert not fitted(g("base:azathoth", 1)) and fitted(g("base:azathoth", 4))


def test_playing_for_the_closing_win_gates_weigh_against_and_seals_for():
    """Against Azathoth with four (base p.12: the last gate closed with a trophy each, or six
    seals): each gate opened lowers the value, a seal raises it, and so do gate trophies
    once the board has no gate open."""
    g = arkham.new_game(seed=12, ancient_one="base:azathoth", investigators=4)
    free = _free_places(g)
    values = []
    for k in range(5):
        g.state.gates = {a: "base:gate_r_lyeh" for a in free[:k]}
        values.append(value(g))
    assert values == sorted(values, reverse=True) and values[-1] < values[0]
    g.state.gates = {}
    before = value(g)
    g.state.seals[free[0]] = "base:elder_sign"
    assert value(g) > before
    del g.state.seals[free[0]]
    for inv in g.state.investigators:
        inv.gate_trophies = ["base:gate_r_lyeh"]
    assert value(g) > before


def test_the_fit_gathers_the_same_samples_whatever_the_number_of_workers():
    """The fitting script may share its games among processes (``--workers``): each plays
    its own share of the games and the samples come back in the games' order, so the
    weights fitted do not depend on how many processes played them."""
    from arkham.bots.value import _gathered, _samples

    whole = _samples(4, 3, 3, "expert", frozenset({"yig"}))
    odd = _samples(4, 3, 3, "expert", frozenset({"yig"}), part=(1, 2))
    assert set(odd[2]) == {1, 3}
    assert odd[0] == [x for x, i in zip(whole[0], whole[2]) if i % 2 == 1]
    assert _gathered(4, 3, 3, "expert", frozenset({"yig"}), workers=2) == whole
    assert len(set(whole[2])) == 4 and len(whole[0]) == len(whole[1]) == len(whole[2])


def test_a_later_box_s_weights_keep_the_signs_the_fit_keeps():
    """Weights a box's bot module gives (``value_weights``) are fitted like the others: each
    keeps the sign :data:`SIGNS` allows (a planner told that an open gate helps would let
    gates open)."""
    from arkham.bots.boxes import VALUE_WEIGHTS
    from arkham.bots.value import SIGNS

    assert VALUE_WEIGHTS
    for ao, w in VALUE_WEIGHTS.items():
        assert len(w) == len(FEATURES), ao
        wrong = [f for f, v in zip(FEATURES, w) if SIGNS[f] * v < 0]
        assert not wrong, (ao, wrong)


def test_the_fit_plays_a_later_box_s_ancient_ones_with_its_packs():
    """``--tables group:<Ancient One>`` of a box plays base and that box against that
    Ancient One: every later box with bot knowledge has a table per Ancient One of its own."""
    from arkham.bots.value import _samples, box_tables

    tables = box_tables()
    assert tables["group:abhoth"] == (4, frozenset({"abhoth"}), ("base", "dunwich"))
    assert tables["group:yibb_tstll"] == (4, frozenset({"yibb_tstll"}), ("base", "kingsport"))
    assert sum(1 for t in tables.values() if t[2] == ("base", "dunwich")) == 4
    assert sum(1 for t in tables.values() if t[2] == ("base", "kingsport")) == 4
    xs, ys, game = _samples(1, 3, 3, "expert", frozenset({"tsathoggua"}), packs=("base", "dunwich"))
    assert xs and len(xs) == len(ys) == len(game) and set(game) == {0}
