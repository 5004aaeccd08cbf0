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
        g.push("test.hooked", who=-1)          # as a hook would, from inside this step
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


def test_every_list_point_of_a_rule_module_is_joined_into_the_hooks():
    """A new extension point kept as a tuple on both RuleModule and Hooks is joined by
    build_hooks only if JOINED_POINTS names it."""
    import dataclasses
    from arkham.rules.extensions import JOINED_POINTS, Hooks, RuleModule
    on_module = {f.name for f in dataclasses.fields(RuleModule) if str(f.type).startswith("tuple")}
    on_hooks = {f.name for f in dataclasses.fields(Hooks) if str(f.type).startswith("tuple")}
    assert set(JOINED_POINTS) == (on_module & on_hooks) - {"marks"}
