"""Discarding by list price, shared by the Kingsport Mythos and gate cards.

- ``discard_by_price`` (``what``: a kind the op ``discard`` names, item or unique...;
  ``pick``: most or least): the investigator discards his most (least) expensive card of
  that kind; among equally priced ones he chooses. A card without a list price counts $0.
  Cards that can never be lost unless the owner allows it (``cannot_lose``) are passed over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.registry import op
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.effects.ops.cards import DISCARD_KINDS
from arkham.rules.extensions import RuleModule, register

if TYPE_CHECKING:
    from arkham.engine import Frame, Game


def priced(g: Game, inv: Any, what: str, pick: str) -> list[str]:
    test = DISCARD_KINDS[what]
    pool = [c for c in inv.cards if test(C.card_def(g, c)) and not C.cannot_lose(g, inv, c)]
    if not pool:
        return []
    price = (max if pick == "most" else min)(C.card_def(g, c).price or 0 for c in pool)
    return [c for c in pool if (C.card_def(g, c).price or 0) == price]


@op("discard_by_price", required=("what", "pick"))
def op_discard_by_price(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    if o["what"] not in DISCARD_KINDS or o["pick"] not in ("most", "least"):
        raise ValueError(f"discard_by_price: unknown kind or pick {o}")
    g.push("kingsport.discard_by_price", who=fr["seat"], what=o["what"], pick=o["pick"])


@step("kingsport.discard_by_price")
def discard_by_price(g: Game, fr: Frame) -> Any:
    """He discards his most (or least, ``pick``) expensive card of a kind, his pick among
    those tied."""
    inv = g.state.investigators[fr["who"]]
    tied = priced(g, inv, fr["what"], fr["pick"])
    ans = fr.pop("ans", None)
    if not tied:
        g.pop(fr)
        g.log(f"{C.inv_name(g, inv)} holds nothing of that kind to discard", "card text")
        return None
    if ans is None and len(tied) > 1:
        word = "most" if fr["pick"] == "most" else "least"
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} discards one of the {word} expensive cards",
            [(f"discard:{c}", C.card_def(g, c).name) for c in tied],
            kind="discard",
        )
    g.pop(fr)
    pick = ans.partition(":")[2] if ans else tied[0]
    C.discard_card(g, inv, pick, f"the {fr['pick']} expensive")
    return None


register(RuleModule(name="kingsport.prices"))  # enabled by the parts whose cards use these ops
