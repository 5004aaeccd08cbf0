"""The Dark Man of Wizard's Hill: a deal made at a Dunwich location, settled by a Mythos card.

- ``dark_man_deal``: the investigator has made a deal with the Dark Man (a Wizard's Hill
  encounter). The deal is remembered by investigator (the counter ``dark_man:<id>``), so it
  leaves the game with him; a second deal while the first is unpaid is the same debt.
- ``dark_man_debts``: every investigator in play with an unpaid deal is devoured, in turn
  order, and 3 doom tokens go on the track for each one devoured so, after the devourings;
  every deal is then paid, so a later deal is a new debt (Old Debts Come Due!).

The deal needs only the board (the encounter is on it); the Mythos card that settles it
comes with the ``mythos`` part, which needs the board too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.registry import op
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.extensions import RuleModule, register

if TYPE_CHECKING:
    from arkham.engine import Frame, Game
    from arkham.state import Investigator

RULE = "card text (the Dark Man of Wizard's Hill)"
DOOM_EACH = 3


def key(inv: Investigator) -> str:
    return f"dark_man:{inv.id}"


def has_deal(g: Game, inv: Investigator) -> bool:
    return g.state.counters.get(key(inv), 0) > 0


@op("dark_man_deal")
def op_dark_man_deal(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = g.state.investigators[fr["seat"]]
    g.state.counters[key(inv)] = 1
    g.log(f"{C.inv_name(g, inv)} has made a deal with the Dark Man of Wizard's Hill", RULE)


@op("dark_man_debts")
def op_dark_man_debts(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    st = g.state
    debtors = [i for i in C.in_order(g) if not i.eliminated and has_deal(g, i)]
    for k in [k for k in st.counters if k.startswith("dark_man:")]:
        del st.counters[k]  # every debt is paid now, the devoured's with them
    if not debtors:
        g.log("No investigator owes the Dark Man anything", RULE)
        return
    g.push("dunwich.dark_man.doom", who=-1, n=DOOM_EACH * len(debtors))  # after the devourings
    for inv in reversed(debtors):
        g.log(f"{C.inv_name(g, inv)}'s debt to the Dark Man comes due", RULE)
        g.push("status.out", who=-1, seat=inv.seat, how="devoured")


@step("dunwich.dark_man.doom")
def debts_doom(g: Game, fr: Frame) -> None:
    """The Dark Man's debts: ``n`` doom tokens are added."""
    g.pop(fr)
    C.add_doom(g, fr["n"], "the Dark Man's debts", RULE)
    return None


register(RuleModule(name="dunwich.dark_man"))
