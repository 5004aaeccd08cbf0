"""Ops of skill checks, dice, choices and conditions (the Checks and choices section of
docs/effects.md), the success chart ``chart`` and the escape hatch ``rule``, which runs a
single-card rule by its key."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.interp import amount, run_ops
from arkham.effects.registry import RULES, op
from arkham.engine import step
from arkham.effects.ops.cards import DISCARD_KINDS
from arkham.effects.ops.context import inv as _inv
from arkham.effects.ops.resources import money_waived
from arkham.rules.classic import core as C
from arkham.rules.classic.checks import push_check
from arkham.rules.classic.combat import push_combat_check

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game


@op("check", required=("skill",), optional=("mod", "diff", "kind"), nested=("pass", "fail"))
def op_check(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.push("fx.check", who=fr["who"], seat=fr["seat"], o=o, ctx=fr["ctx"])


@step("fx.check")
def fx_check(g: Game, fr: Frame) -> None:
    """An effect's skill check (op ``o``): first the check (a Combat check for ``combat``),
    then, on its result (``ret``), the ``pass`` or ``fail`` ops with the successes in the
    context; no success on an encounter's check adds a card's loss (Delirium)."""
    o = fr["o"]
    if "ret" not in fr:
        matters = "successes" in repr(o.get("pass", [])) or "successes" in repr(o.get("fail", []))
        if o["skill"] == "combat":  # Fight plus weapons and spells (base p.15), not a plain Fight check
            mod, diff = o.get("mod", 0), o.get("diff", 1)
            push_combat_check(g, fr["seat"], mod, diff, f"Combat ({mod:+d}) [{diff}] check", matters=matters)
            return None
        # ``kind`` names a special check made with the skill (a "Horror (+0) [3] check" is a
        # Will check of kind horror, base p.13): the bonuses, exclusions and re-rolls of that
        # kind of check apply to it (the Cross, Bravery, the Makeup Kit's exclusion)
        push_check(g, fr["seat"], o["skill"], o.get("mod", 0), o.get("diff", 1), kind=o.get("kind"), matters=matters)
        return None
    passed, succ = fr.pop("ret")
    g.pop(fr)
    ctx = dict(fr["ctx"], succ=succ)
    run_ops(g, fr["seat"], o.get("pass" if passed else "fail", []), ctx, who=fr["who"])
    if succ == 0 and (
        "world" in ctx or ctx.get("card") in g.content.locations
    ):  # an encounter's check, no success (Delirium)
        inv = _inv(g, fr)
        for cost in C.card_data(g, inv, "no_success_loss"):
            C.push_loss(
                g,
                inv,
                sanity=cost.get("sanity", 0),
                stamina=cost.get("stamina", 0),
                why="no success on an encounter's check",
                rule="card",
            )
    return None


def row_for(results: dict[Any, Any] | None, n: int) -> list[dict[str, Any]] | None:
    """The ops of the table row for ``n`` (a roll or a count of successes): keys like
    "3", "1-2" or "3+"; None when no row matches."""
    for key, ops in (results or {}).items():
        k = str(key)
        if k.endswith("+"):
            if n >= int(k[:-1]):
                return ops
            continue
        lo, _, hi = k.partition("-")
        if int(lo) <= n <= int(hi or lo):
            return ops
    return None


@op("roll", optional=("n", "results", "per_success", "no_success", "per_failure"))
def op_roll(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    n = amount(g, fr, o.get("n", 1))  # a number or a word (open_gates...)
    dice = g.dice(n)
    g.log(f"{C.inv_name(g, inv)} rolls {dice}", "")
    if "per_success" in o or "no_success" in o or "per_failure" in o:
        floor = C.success_floor(g, inv)
        hits = sum(1 for d in dice if d >= floor)
        if not hits and o.get("no_success"):
            run_ops(g, fr["seat"], o["no_success"], fr["ctx"], who=fr["who"])
        for _ in range(hits):
            run_ops(g, fr["seat"], o.get("per_success", []), fr["ctx"], who=fr["who"])
        for _ in range(len(dice) - hits):
            run_ops(g, fr["seat"], o.get("per_failure", []), fr["ctx"], who=fr["who"])
        return
    total = sum(dice)
    ops = row_for(o.get("results"), total)
    if ops is not None:
        run_ops(g, fr["seat"], ops, dict(fr["ctx"], roll=total), who=fr["who"])


def cond_ok(g: Game, inv: Any, cond: dict[str, Any] | None) -> bool:
    if not cond:
        return True
    for k, v in cond.items():
        if k == "not":
            if cond_ok(g, inv, v):
                return False
        elif k == "any":  # a list of conditions, one of which must hold
            if not any(cond_ok(g, inv, c) for c in v):
                return False
        elif k in ("money", "clues", "sanity", "stamina"):
            if not C.can_pay(g, inv, k, v) and not (k == "money" and money_waived(g, inv)):
                return False
        elif k == "has_card":
            if not C.has_card(g, inv, v):
                return False
        elif k == "has_deck":
            if not any(C.card_def(g, c).deck == v for c in inv.cards):
                return False
        elif k == "special":
            if not C.has_card(g, inv, v):
                return False
        elif k == "investigator":
            if inv.id != v:
                return False
        elif k == "ancient_one":  # "if <name> is the Ancient One" (qualified id)
            if g.state.ancient_one != v:
                return False
        elif k == "monster_trophies":
            if len(inv.monster_trophies) < v:
                return False
        elif k == "gate_trophies":
            if len(inv.gate_trophies) < v:
                return False
        elif k == "holds":  # a card of a kind the op discard names (tome, unique_tome, weapon...),
            # or {kind: N}: at least N such cards ("if you discard 2 Common Items")
            for kind, n in v.items() if isinstance(v, dict) else ((v, 1),):
                if sum(1 for c in inv.cards if DISCARD_KINDS[kind](C.card_def(g, c))) < n:
                    return False
        elif k == "skill_at_least":  # {skill_at_least: {lore: 4}}: the skill's current value
            if any(C.skill_value(g, inv, s) < n for s, n in v.items()):
                return False
        elif k == "environment":  # {environment: true}: an Environment card is in play
            if bool(g.state.environment) != bool(v):
                return False
        elif k == "full":  # sanity, stamina or both at the maximum
            for what in ("sanity", "stamina") if v == "both" else (v,):
                cap = C.max_sanity(g, inv) if what == "sanity" else C.max_stamina(g, inv)
                if getattr(inv, what) < cap:
                    return False
        elif k == "special_left":  # the deck of that special card still holds one
            if not g.state.decks.get(v):
                return False
        elif k == "toughness_total":
            if sum(C.trophy_worth(g, inv, m) for m in inv.monster_trophies) < v:
                return False
        else:  # pragma: no cover - content validation names the keys
            raise ValueError(f"unknown condition {k}")
    return True


@op("choose", required=("options",))
def op_choose(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.push("fx.choose", who=fr["who"], seat=fr["seat"], options=o["options"], ctx=fr["ctx"])


@step("fx.choose")
def fx_choose(g: Game, fr: Frame) -> Ask | None:
    """An effect's choice between ``options`` (those whose condition holds): the ops of
    the one chosen run; with none open nothing happens."""
    inv = g.state.investigators[fr["seat"]]
    ok = [i for i, opt in enumerate(fr["options"]) if cond_ok(g, inv, opt.get("if"))]
    ans = fr.pop("ans", None)
    if ans is None:
        if not ok:
            g.pop(fr)
            return None
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} chooses",
            [(f"opt:{i}", fr["options"][i]["label"]) for i in ok],
            kind="choose",
        )
    g.pop(fr)
    run_ops(g, fr["seat"], fr["options"][int(ans[4:])].get("do", []), fr["ctx"], who=fr["who"])
    return None


@op("may", required=("do",), optional=("label", "if"))
def op_may(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    if cond_ok(g, _inv(g, fr), o.get("if")):
        g.push("fx.may", who=fr["who"], seat=fr["seat"], o=o, ctx=fr["ctx"])


@step("fx.may")
def fx_may(g: Game, fr: Frame) -> Ask | None:
    """An effect he may take or leave: a yes runs the ops of ``o["do"]``."""
    inv = g.state.investigators[fr["seat"]]
    ans = fr.pop("ans", None)
    if ans is None:
        return g.ask(fr, inv.seat, fr["o"].get("label", "Do it?"), [("yes", "Yes"), ("no", "No")], kind="may")
    g.pop(fr)
    if ans == "yes":
        run_ops(g, fr["seat"], fr["o"]["do"], fr["ctx"], who=fr["who"])
    return None


@op("if", required=("cond",), nested=("then", "else"))
def op_if(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    ok = cond_ok(g, _inv(g, fr), o["cond"])
    run_ops(g, fr["seat"], o.get("then" if ok else "else", []), fr["ctx"], who=fr["who"])


@op("if_has_card", required=("card", "do"))
def op_if_has_card(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    if C.has_card(g, _inv(g, fr), o["card"]):
        run_ops(g, fr["seat"], o["do"], fr["ctx"], who=fr["who"])


@op("rule", required=("id",))
def op_rule(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    RULES[o["id"]](g, fr, o)


def chart_row(results: dict[Any, Any], n: int) -> list[dict[str, Any]]:
    """The ops of the chart row for ``n`` successes: keys "2", "1-2" or "3+"."""
    return row_for(results, n) or []


@op("chart", required=("skill", "results"), optional=("mod",))
def op_chart(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """A skill check read off a success chart: the row for the number of successes applies."""
    g.push("fx.chart", who=fr["who"], seat=fr["seat"], o=o, ctx=fr["ctx"])


@step("fx.chart")
def fx_chart(g: Game, fr: Frame) -> None:
    """A success chart: a check of the skill, then the row of ``results`` for the number
    of successes is run."""
    o = fr["o"]
    if "ret" not in fr:
        push_check(g, fr["seat"], o["skill"], o.get("mod", 0), 1, matters=True, why="a success chart")
        return None
    succ = fr.pop("ret")[1]
    g.pop(fr)
    g.log(
        f"{C.inv_name(g, g.state.investigators[fr['seat']])} reads the chart at {C.count(succ, 'success', 'successes')}",
        "encounter chart",
    )
    run_ops(g, fr["seat"], chart_row(o["results"], succ), dict(fr["ctx"], succ=succ), who=fr["who"])
    return None
