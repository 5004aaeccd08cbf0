"""The Kingsport pack beside the others: content merge, the rule modules its manifest
enables joined through the extension points, parts of the box, saves, and the combinations
base+kingsport and base+dunwich+kingsport."""

from __future__ import annotations

import random

import pytest

import arkham
from arkham.content.loader import load_content
from arkham.errors import ContentError
from arkham.invariants import check


def test_kingsport_merges_its_board_with_the_base_content():
    base = load_content(("base",))
    c = load_content(("base", "kingsport"))
    assert set(base.areas) < set(c.areas)
    assert len(c.areas) - len(base.areas) == 15  # 3 streets and 12 locations
    assert set(c.towns) == {"base:arkham", "kingsport:kingsport"}
    assert c.towns["kingsport:kingsport"].depots == ("kingsport:kingsport/central_hill_streets",)
    assert not c.towns["kingsport:kingsport"].monster_limit
    assert c.hooks.modules[:6] == (
        "classic.base_monsters",
        "towns",
        "kingsport.rifts",
        "kingsport.locations",
        "kingsport.white_ship",
        "kingsport.monsters",
    )
    assert set(c.hooks.movement_kinds) == {"train"} and set(c.hooks.move_actions) == {"hunt"}
    assert set(c.hooks.monster_movers) == {"aquatic", "werewolf", "shadowy_figure"}
    assert {"setup", "mythos_moved", "mythos_resolved", "location_encounter"} <= set(c.hooks.events)
    assert "kingsport:cultist" in c.monsters and "base:cultist" in c.monsters
    assert not set(c.limit_places) & {a for a in c.areas if a.startswith("kingsport:")}


def test_all_three_boards_load_together_in_a_fixed_order():
    a = load_content(("base", "kingsport", "dunwich"))
    b = load_content(("base", "dunwich", "kingsport"))
    assert list(a.areas) == list(b.areas) and a.hooks.modules == b.hooks.modules
    assert set(b.towns) == {"base:arkham", "dunwich:dunwich", "kingsport:kingsport"}
    # the Dunwich modules in their pack's order, then Kingsport's
    first = load_content(("base", "dunwich")).hooks.modules + (
        "kingsport.rifts",
        "kingsport.locations",
        "kingsport.white_ship",
        "kingsport.monsters",
    )
    assert b.hooks.modules[: len(first)] == first  # then the modules of the later parts
    assert {"world/the_underworld", "world/unknown_kadath", "world/another_time", "world/lost_carcosa"} <= {
        w.partition(":")[2] for w in b.worlds
    }


def test_the_kingsport_gate_markers_join_the_pile():
    g = arkham.new_game(seed=2, investigators=2, packs=["base", "kingsport"])
    worlds = [m.rpartition("#")[0] for m in g.state.gate_pile + list(g.state.gates.values())]
    assert worlds.count("kingsport:world/the_underworld") == 2 and worlds.count("kingsport:world/unknown_kadath") == 2


def test_kingsport_is_named_among_the_known_packs():
    with pytest.raises(ContentError, match="known packs: base, dunwich, kingsport"):
        load_content(("base", "innsmouth"))
    with pytest.raises(ContentError, match="pack 'kingsport' is named twice"):
        load_content(("base", "kingsport", "kingsport"))


def test_only_the_kingsport_board():
    """KH setup "using only portions": the board without the new monsters."""
    c = load_content(("base", "kingsport:board"))
    assert "kingsport:kingsport/the_causeway" in c.areas
    assert not [m for m in c.monsters if m.startswith("kingsport:")]
    assert c.hooks.modules == (
        "classic.base_monsters",
        "towns",
        "kingsport.rifts",
        "kingsport.locations",
        "kingsport.white_ship",
    )


def test_the_monsters_bring_the_board_they_need():
    c = load_content(("base", "kingsport:monsters"))
    assert "kingsport:werewolf" in c.monsters and "kingsport:kingsport/north_point_lighthouse" in c.areas


def test_an_unknown_part_is_named():
    with pytest.raises(ContentError, match="pack 'kingsport' has no part 'rifts' \\(parts: board, monsters\\b"):
        load_content(("base", "kingsport:rifts"))


def _ops_in(node: object) -> set[tuple[str, str]]:
    """The ops (``("op", name)``) and rules (``("rule", id)``) named anywhere in loaded YAML."""
    found: set[tuple[str, str]] = set()
    if isinstance(node, dict):
        if isinstance(node.get("op"), str):
            found.add(("rule", node["id"]) if node["op"] == "rule" and "id" in node else ("op", node["op"]))
        for v in node.values():
            found |= _ops_in(v)
    elif isinstance(node, list):
        for v in node:
            found |= _ops_in(v)
    return found


def test_each_part_enables_the_rule_modules_of_the_ops_its_cards_use():
    """An op or rule that a rule module registers reaches a part's cards only through the
    modules that part (or a part it needs) enables, never through another module importing
    that rule module, whose hooks would then stay off (the ops cards of several parts share
    are ``kingsport.shared_card_ops``, which each of them enables)."""
    import yaml
    from importlib.resources import files

    from arkham.effects.registry import OPS, RULES
    from arkham.rules.extensions import RULE_MODULES

    load_content(("base", "dunwich", "kingsport"))  # every rule module registered
    home = {("op", n): s.fn.__module__ for n, s in OPS.items()} | {("rule", n): f.__module__ for n, f in RULES.items()}
    rule_modules = {f"arkham.rules.{name}": name for name in RULE_MODULES}
    root = files("arkham.content") / "kingsport"
    parts = yaml.safe_load((root / "manifest.yaml").read_text())["parts"]
    wrong = []
    for part, d in parts.items():
        enabled = set(load_content(("base", f"kingsport:{part}")).hooks.modules)
        used: set[tuple[str, str]] = set()
        for names in d["files"].values():
            for f in names:
                used |= _ops_in(yaml.safe_load((root / f).read_text()))
        for u in sorted(used):
            module = rule_modules.get(home.get(u, ""))
            if module is not None and module not in enabled:
                wrong.append((part, u, module))
    assert not wrong
    shared = [
        ("op", "if_elder_signs"),
        ("op", "sky_monsters_here"),
        ("op", "reduce_to"),
        ("rule", "swap_places_with_another"),
    ]
    assert {home[u] for u in shared} == {"arkham.rules.kingsport.shared_card_ops"}


@pytest.mark.parametrize(
    "packs", [["base", "kingsport"], ["base", "dunwich", "kingsport"], ["base", "kingsport:board"]]
)
def test_a_kingsport_game_plays_to_its_end_and_saves(packs):
    g = arkham.new_game(seed=3, investigators=3, packs=packs)
    rng = random.Random(3)
    while not g.is_over:
        g.apply(rng.choice(g.choice.options).id)
        check(g)
    back = arkham.load(g.to_json())
    assert back == g and back.state.packs == packs


def test_a_replay_from_the_answers_reaches_the_same_state():
    """Deterministic given the seed and answers: the same answers give the same game."""
    g = arkham.new_game(seed=9, investigators=2, packs=["base", "dunwich", "kingsport"])
    rng = random.Random(9)
    answers = []
    for _ in range(400):
        if g.is_over:
            break
        a = rng.choice(g.choice.options).id
        answers.append(a)
        g.apply(a)
    h = arkham.new_game(seed=9, investigators=2, packs=["base", "dunwich", "kingsport"])
    for a in answers:
        h.apply(a)
    assert h.state.rules_data == g.state.rules_data and h == g


# ------------------------------------------------------------------ combining boards (KH "Combining Multiple Expansions")
def test_six_players_on_two_expansion_boards_count_as_five():
    """KH: one player less for each expansion board beyond the first, for the monster limit
    and the most gates open at once."""
    from arkham.rules.classic import core as C
    from arkham.testing import quiet_game

    def empty_handed(g):  # no random possession that raises the gate limit (Fire of Asshurbanipal)
        for inv in g.state.investigators:
            inv.cards.clear()
        return g

    g = empty_handed(quiet_game(6, packs=("base", "dunwich", "kingsport")))
    assert C.players(g) == 6 and C.counted_players(g) == 5
    assert C.monster_limit(g) == 8 and C.outskirts_limit(g) == 3 and C.gate_limit(g) == 6
    one = empty_handed(quiet_game(6, packs=("base", "kingsport")))
    assert C.counted_players(one) == 6 and C.monster_limit(one) == 9 and C.gate_limit(one) == 6
    five = empty_handed(quiet_game(5, packs=("base", "dunwich", "kingsport")))
    assert C.gate_limit(five) == 7  # counted as four players


def test_the_handicap_never_drops_below_one_player():
    from arkham.rules.classic import core as C
    from arkham.testing import quiet_game

    g = quiet_game(1, packs=("base", "dunwich", "kingsport"))
    assert C.counted_players(g) == 1 and C.monster_limit(g) == 4


def test_a_surge_still_counts_every_investigator():
    """Decided: the handicap sets the board limits only; a monster surge draws as many monsters
    as there are open gates or investigators (base rules), all of them."""
    from arkham.testing import open_gate, quiet_game, run_step

    g = quiet_game(6, packs=("base", "dunwich", "kingsport"))
    for inv in g.state.investigators:
        inv.where = "base:arkham/train_station"
    open_gate(g, "base:arkham/woods", "base:world/abyss")
    before = len(g.state.cup)
    run_step(g, "gate.open", who=-1, area="base:arkham/woods", surge=True)
    assert before - len(g.state.cup) == 6
