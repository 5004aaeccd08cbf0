"""The engine and the extension points: a step that asks after a rule answering an event
pushed steps still gets its own answer, and those steps run after it."""

from __future__ import annotations

from arkham.engine import step
from arkham.testing import quiet_game, run_step

SEEN: list[str] = []


@step("test.hooked")
def _hooked(g, fr):
    SEEN.append("hooked")
    g.pop(fr)
    return None


@step("test.asker")
def _asker(g, fr):
    ans = fr.pop("ans", None)
    if ans is None:
        g.push("test.hooked", who=-1)  # as a hook would, from inside this step
        return g.ask(fr, 0, "Which?", [("a", "A"), ("b", "B")], kind="test")
    SEEN.append(f"asker:{ans}")
    g.pop(fr)
    return None


def test_an_answer_lands_on_the_step_that_asked_and_hooked_steps_run_after():
    SEEN.clear()
    g = quiet_game()
    run_step(g, "test.asker", who=0)
    assert g.choice.kind == "test" and SEEN == []
    g.apply("b")
    assert SEEN == ["asker:b", "hooked"]


def test_every_extension_point_is_declared_once_documented_and_on_both_records():
    """Each point is a field of RuleModule carrying its kind and its words; POINTS is read
    from those fields, and Hooks has the same points, each joined to the shape its kind
    says (Hooks also names the modules)."""
    import dataclasses

    from arkham.rules.extensions import POINT_KINDS, POINTS, Hooks, RuleModule

    declared = [f for f in dataclasses.fields(RuleModule) if f.name != "name"]
    assert [p.name for p in POINTS] == [f.name for f in declared] and len(POINTS) == 25
    for p, f in zip(POINTS, declared):
        assert p.kind == f.metadata["kind"] in POINT_KINDS and len(p.doc.split()) >= 8, p.name
        assert (p.kind == "keyed") == bool(p.key), p.name
        assert f.default == (None if p.kind == "single" else ()), p.name
    assert [f.name for f in dataclasses.fields(Hooks)] == ["modules", *(p.name for p in POINTS)]
    hooks = Hooks()
    for p in POINTS:
        assert getattr(hooks, p.name) == ({} if p.kind in ("keyed", "events") else ()), p.name
    by_name = {p.name: p for p in POINTS}
    assert (by_name["monster_rules"].kind, by_name["monster_rules"].key) == ("keyed", "special")
    assert by_name["marks"].kind == "single" and by_name["events"].kind == "events"
    assert "Blessing of Nodens" in by_name["payment_covers"].doc


def test_a_point_of_an_unknown_kind_or_a_misplaced_key_is_refused():
    import pytest

    from arkham.rules.extensions import _point

    with pytest.raises(ValueError, match="unknown kind 'listed'"):
        _point("listed", doc="a point whose kind no joining knows")
    with pytest.raises(ValueError, match="a key is given for keyed points only"):
        _point("joined", key="name", doc="a joined point given a key")
    with pytest.raises(ValueError, match="a key is given for keyed points only"):
        _point("keyed", doc="a keyed point without its key")


def test_a_rule_module_naming_an_unknown_point_is_refused():
    import pytest
    from arkham.rules.extensions import RuleModule

    with pytest.raises(
        TypeError, match="rule module 'test.bad' names an unknown extension point.*skill_bonuses.*known: "
    ):
        RuleModule("test.bad", skill_bonuses=(lambda g, inv, skill, check: [],))


def test_the_joined_points_keep_the_order_the_packs_enable_them():
    from arkham.rules import extensions as ext

    first = ext.RuleModule(
        "test.first", outskirts_bonus=(lambda g: 1,), marks=lambda g: {}, events=(("setup", lambda g: None),)
    )
    second = ext.RuleModule(
        "test.second", outskirts_bonus=(lambda g: 2, lambda g: 3), events=(("setup", lambda g: None),)
    )
    for mod in (first, second):
        ext.RULE_MODULES[mod.name] = mod
    try:
        hooks = ext.build_hooks([("a", "test.second"), ("b", "test.first"), ("c", "test.second")])
    finally:
        for mod in (first, second):
            del ext.RULE_MODULES[mod.name]
    assert hooks.modules == ("test.second", "test.first")
    assert [f(None) for f in hooks.outskirts_bonus] == [2, 3, 1]
    assert hooks.marks == (first.marks,)
    assert hooks.events["setup"] == (second.events[0][1], first.events[0][1])


def test_a_rule_set_names_only_the_hooks_the_shared_rules_ask():
    """The rule set's hooks are one typed record: Haunt answers some, classic none, and a
    name the shared rules never ask is refused when the record is made."""
    import dataclasses
    import pytest
    from arkham.rulesets import RulesetHooks, get_ruleset

    assert all(getattr(get_ruleset("classic").hooks, f.name) is None for f in dataclasses.fields(RulesetHooks))
    assert get_ruleset("haunt").hooks.arrest is not None
    with pytest.raises(TypeError, match="unexpected keyword argument 'arrested'"):
        RulesetHooks(arrested=lambda g, inv, why: None)


def test_a_sheets_rules_answer_by_the_part_that_holds_each_callback():
    """Every callback of a sheet's rules sits on one part; a sheet answers an event by
    that part, or not at all."""
    from arkham.rules.extensions import SHEET_MOMENT, CardRules, InvestigatorRules, TrackRules

    rules = InvestigatorRules("test.key", cards=CardRules(keeps_card=lambda g, inv, card: True))
    assert rules.answering("keeps_card") is rules.cards
    assert rules.answering("refuses_card") is None and rules.answering("doom_added") is None
    assert SHEET_MOMENT["terror_act"] == "tracks" and TrackRules().terror_act is None
    assert len(SHEET_MOMENT) == 24


def test_the_rules_in_force_are_one_record_made_with_the_game_and_shared_by_its_clones():
    """A Haunt game with Dunwich: the packs' points and the rule set's hooks on ``g.rules``,
    the same record in a clone and after an undo."""
    from arkham.api import new_game

    g = new_game(seed=3, investigators=2, packs=("base", "dunwich"), ruleset="haunt")
    assert g.rules.packs is g.content.hooks and g.rules.ruleset is g.ruleset.hooks
    assert "dunwich.vortices" in g.rules.packs.modules and g.rules.ruleset.arrest is not None
    assert g.clone().rules is g.rules
    g.apply(g.legal_ids()[0])
    g.undo()
    assert g.rules.packs is g.content.hooks
