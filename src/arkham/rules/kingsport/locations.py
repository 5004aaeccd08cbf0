"""The location abilities printed on the Kingsport board that the effect ops cannot
write (the others are ops in ``board.yaml``).

Pawn (Neil's Curiosity Shop): instead of an encounter, the investigator sells one Common
or Unique Item; he makes a Will (-1) check: passed, he gets its list price; failed, half
of it, rounded up. The item goes back under its deck, like any sold item.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.registry import op
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.classic.checks import push_check
from arkham.rules.extensions import RuleModule, register

if TYPE_CHECKING:
    from arkham.engine import Frame, Game

RULE = "board text: Pawn"


@op("pawn_item")
def op_pawn_item(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.push("kingsport.pawn", who=fr["seat"])


@step("kingsport.pawn")
def pawn(g: Game, fr: Frame) -> Any:
    """The pawn shop: he pawns an item with a Will (-1) check (stage ``st`` ``check``): the
    list price on a pass, half on a failure."""
    inv = g.state.investigators[fr["who"]]
    if fr.get("st") == "check":
        passed = fr.pop("ret")[0]
        g.pop(fr)
        card = fr["card"]
        if card not in inv.cards:
            return None
        price = C.card_def(g, card).price or 0
        paid = price if passed else (price + 1) // 2
        C.discard_card(g, inv, card, "pawned")
        C.gain(g, inv, "money", paid, f"pawned {C.card_def(g, card).name}" + ("" if passed else " at half price"), RULE)
        return None
    goods = [c for c in inv.cards if C.card_def(g, c).deck in ("common", "unique")]
    ans = fr.pop("ans", None)
    if not goods:
        g.pop(fr)
        return None
    if ans not in goods:
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} pawns an item (a Will -1 check: list price, or half on a failure)",
            [(c, f"{C.card_def(g, c).name} (list price ${C.card_def(g, c).price or 0})") for c in goods],
            kind="sell",
        )
    fr["card"] = ans
    fr["st"] = "check"
    push_check(g, inv.seat, "will", -1, 1, why=f"pawning {C.card_def(g, ans).name}")
    return None


MODULE = register(RuleModule("kingsport.locations"))
