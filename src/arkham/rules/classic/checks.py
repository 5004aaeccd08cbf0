"""Skill checks (base p.13): dice, successes, Clue tokens, results.

A ``check`` step returns ``[passed, successes]`` to the step below it in
``ret``. After the roll the investigator may spend Clue tokens one at a time,
each adding a die (Joe Diamond and Skill cards named after the skill add one
more); re-rolls re-roll every die so far (FAQ).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import step
from arkham.rules.classic.core import CHECK_SKILL, base_id, card_def, has_ability, inv_name, skill_value, success_floor

if TYPE_CHECKING:
    from arkham.engine import Frame, Game

LABEL = {"evade": "Evade", "horror": "Horror", "combat": "Combat", "spell": "Spell"}


def push_check(g: Game, seat: int, skill: str, mod: int = 0, diff: int = 1, kind: str | None = None,
               bonus: int = 0, matters: bool = False, why: str = "") -> None:
    g.push("check", who=seat, skill=skill, mod=mod, diff=diff, kind=kind, bonus=bonus, matters=matters, why=why)


def clue_dice(g: Game, seat: int, skill: str) -> int:
    inv = g.state.investigators[seat]
    n = 1
    if has_ability(g, inv, "hunches"):
        n += 1
    for c in inv.cards:
        if card_def(g, c).data.get("clue_extra_die") == skill:
            n += 1
    return n


def successes(dice: list[int], floor: int) -> int:
    return sum(1 for d in dice if d >= floor)


@step("check")
def check(g: Game, fr: Frame) -> None:
    inv = g.state.investigators[fr["who"]]
    skill = fr["skill"]
    kind = fr.get("kind")
    if "dice" not in fr:
        n = skill_value(g, inv, skill, kind) + fr["mod"] + fr.get("bonus", 0)
        fr["n"] = n
        fr["dice"] = g.dice(max(0, n))
        label = LABEL.get(kind or "", skill.capitalize())
        g.log(f"{inv_name(g, inv)} makes a {label} ({fr['mod']:+d}) [{fr['diff']}] check"
              f"{' for ' + fr['why'] if fr.get('why') else ''}: {max(0, n)} dice {fr['dice']}", "base p.13 skill checks")
    ans = fr.pop("ans", None)
    if ans == "clue":
        inv.clues -= 1
        extra = g.dice(clue_dice(g, fr["who"], skill))
        fr["dice"].extend(extra)
        g.log(f"{inv_name(g, inv)} spends a Clue token: {extra}", "base p.13 spending Clue tokens")
    floor = success_floor(g, inv)
    succ = successes(fr["dice"], floor)
    diff = fr["diff"]
    if ans != "accept" and inv.clues > 0 and (succ < diff or fr.get("matters")):
        extra = clue_dice(g, fr["who"], skill)
        return g.ask(fr, fr["who"], f"{inv_name(g, inv)}: {succ} of {diff} successes so far",
                     [("clue", f"Spend a Clue token to roll {extra} more {'die' if extra == 1 else 'dice'}"),
                      ("accept", f"Keep the result ({succ} success{'es' if succ != 1 else ''})")], kind="check")
    passed = succ >= diff and diff > 0 or (diff <= 0)
    g.log(f"{inv_name(g, inv)} {'passes' if passed else 'fails'} with {succ} success{'es' if succ != 1 else ''}", "base p.13 difficulty")
    g.pop(fr)
    g.state.stack[-1]["ret"] = [passed, succ]
    return None
