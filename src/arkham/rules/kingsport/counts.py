"""Gains counted from the table, for the Kingsport box's Arkham location cards.

- ``gain_counted`` (``what``: clues, money, sanity, stamina; ``count``: what is counted;
  ``times``, default 1, may be negative; ``plus``, default 0): the investigator gains
  ``plus + times * count``, nothing when that is 0 or less. ``count`` is one of
  ``elder_signs`` (elder sign tokens on the board, every board), ``spells`` (Spells he
  holds), ``luck`` (his Luck as it stands now, card bonuses included) and ``successes``
  (successes of the check just made). "$3 per success" is ``times: 3``; "six minus the
  number of elder signs" is ``plus: 6, times: -1``.
- ``check_counted`` (the fields of ``check``, and ``count``): a skill check rolling one extra
  die for each thing counted, ``open_gates`` too (open gates on the board): the count is
  added to ``mod`` when the check is made, then it is the classic check.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.registry import op
from arkham.rules.classic import core as C
from arkham.rules.extensions import RuleModule, register

if TYPE_CHECKING:
    from arkham.engine import Frame, Game

COUNTS = ("elder_signs", "spells", "luck", "successes", "open_gates")


def counted(g: Game, fr: Frame, what: str) -> int:
    inv = g.state.investigators[fr["seat"]]
    if what == "elder_signs":
        return len(g.state.seals)  # a seal made with Clue tokens lays an elder sign token too
    if what == "spells":
        return sum(1 for c in inv.cards if C.card_def(g, c).deck == "spell")
    if what == "luck":
        return max(0, C.skill_value(g, inv, "luck"))
    if what == "successes":
        return int(fr["ctx"].get("succ", 0))
    if what == "open_gates":
        return len(g.state.gates)
    raise ValueError(f"gain_counted: unknown count {what!r}")


@op("gain_counted", required=("what", "count"), optional=("times", "plus"))
def op_gain_counted(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    if o["count"] not in COUNTS:
        raise ValueError(f"gain_counted: unknown count {o['count']!r}")
    inv = g.state.investigators[fr["seat"]]
    k = counted(g, fr, o["count"])
    n = o.get("plus", 0) + o.get("times", 1) * k
    g.log(f"{C.inv_name(g, inv)} counts {k} ({o['count'].replace('_', ' ')})", "Kingsport location card")
    if n > 0:
        C.gain(g, inv, o["what"], n, "counted from the table", "Kingsport location card")


@op("check_counted", required=("skill", "count"), optional=("mod", "diff"), nested=("pass", "fail"))
def op_check_counted(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    if o["count"] not in COUNTS:
        raise ValueError(f"check_counted: unknown count {o['count']!r}")
    k = counted(g, fr, o["count"])
    g.log(f"{k} extra di{'e' if k == 1 else 'ce'} ({o['count'].replace('_', ' ')})", "Kingsport location card")
    check = {key: v for key, v in o.items() if key != "count"}
    check["mod"] = o.get("mod", 0) + k
    g.push("fx.check", who=fr["who"], seat=fr["seat"], o=check, ctx=fr["ctx"])


register(RuleModule(name="kingsport.counts"))  # enabled by the parts whose cards use these ops
