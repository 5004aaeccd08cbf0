"""Clue tokens bought with money (the Rope and Anchor's bartender).

- ``buy_clues`` (``max``: the most tokens sold; ``price``: dollars each): the investigator
  may buy any number of Clue tokens from none up to ``max``, as many as his money pays
  for, each for ``price``. He is asked once, for how many; with too little money for
  one, nothing is offered.

Imported by the rule modules whose cards use it (``kingsport.location_cards``): the op is
registered once whichever part brings it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.registry import op
from arkham.engine import step
from arkham.rules.classic import core as C

if TYPE_CHECKING:
    from arkham.engine import Frame, Game

RULE = "card text: Clue tokens for sale"


@op("buy_clues", required=("max", "price"))
def op_buy_clues(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.push("ks.buy_clues", who=fr["seat"], max=o["max"], price=o["price"])


def affordable(g: Game, inv: Any, most: int, price: int) -> int:
    return min(most, inv.money // price) if price > 0 else most


@step("ks.buy_clues")
def buy_clues(g: Game, fr: Frame) -> Any:
    inv = g.state.investigators[fr["who"]]
    price = fr["price"]
    top = affordable(g, inv, fr["max"], price)
    ans = fr.pop("ans", None)
    if ans is None and top > 0:
        opts = [(str(n), f"Buy {n} Clue token{'s' if n > 1 else ''} for ${n * price}") for n in range(top, 0, -1)]
        return g.ask(fr, inv.seat, f"{C.inv_name(g, inv)} may buy up to {fr['max']} Clue tokens at ${price} each",
                     opts + [("0", "Buy none")], kind="clue_purchase")
    g.pop(fr)
    n = int(ans) if ans is not None and ans.isdigit() else 0
    n = min(n, top)
    if n > 0:
        C.pay(g, inv, "money", n * price, f"{n} Clue tokens bought")
        C.gain(g, inv, "clues", n, f"bought for ${n * price}", RULE)
    elif top <= 0:
        g.log(f"{C.inv_name(g, inv)} has not the ${price} a Clue token costs", RULE)
    return None
