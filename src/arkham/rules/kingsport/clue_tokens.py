"""Clue tokens bought, given away or shared by an encounter (the Kingsport box's Arkham
location cards; other Kingsport cards may use them too).

- ``buy_clues`` (``price``, optional ``max``): the investigator buys as many Clue tokens as
  he likes and can pay for (no more than ``max`` when the card sells a limited number: the
  Rope and Anchor's bartender) at that price each, in one purchase; he names how many.
- ``give_clues``: he gives all his Clue tokens to another investigator still in the game, of
  his choice (anywhere, even in an Other World or Lost in Time and Space); with no one else,
  he keeps them.
- ``clues_with_another`` (``n``): he picks another investigator still in the game; each of
  them gains N Clue tokens. Decided: alone in the game, he gains his N all the same.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.registry import op
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.extensions import RuleModule, register

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game

RULE = "Kingsport location card"


def _others(g: Game, inv: Any) -> list[Any]:
    return [i for i in g.state.investigators if i.seat != inv.seat and not i.eliminated]


def _pick_other(g: Game, fr: Frame, inv: Any, prompt: str) -> tuple[Any, Any]:
    """(an Ask, None) while he must still pick; then (None, the investigator picked)."""
    others = _others(g, inv)
    ans = fr.pop("ans", None)
    if len(others) > 1 and ans is None:
        return g.ask(fr, inv.seat, prompt, [(str(i.seat), C.inv_name(g, i)) for i in others], kind="investigator"), None
    return None, (g.state.investigators[int(ans)] if ans is not None else others[0])


def _affordable(g: Game, inv: Any, most: int | None, price: int) -> int:
    """How many tokens he can buy: what his money pays for (a ready Credit Rating counts),
    no more than ``most`` when the card sells a limited number."""
    n = C.spendable(g, inv) // price if price > 0 else (most or 0)
    return n if most is None else min(most, n)


@op("buy_clues", required=("price",), optional=("max",))
def op_buy_clues(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = g.state.investigators[fr["seat"]]
    if _affordable(g, inv, o.get("max"), o["price"]) > 0:
        g.push("kingsport.buy_clues", who=fr["seat"], price=o["price"], max=o.get("max"))
    else:
        g.log(f"{C.inv_name(g, inv)} has not the ${o['price']} a Clue token costs", RULE)


@step("kingsport.buy_clues")
def buy_clues(g: Game, fr: Frame) -> Ask | None:
    """One purchase: he names how many tokens, from the most he can buy down to none."""
    inv = g.state.investigators[fr["who"]]
    price, most = fr["price"], fr.get("max")
    top = _affordable(g, inv, most, price)
    ans = fr.pop("ans", None)
    if ans is None and top > 0:
        opts = [(str(k), f"Buy {C.count(k, 'Clue token')} for ${k * price}") for k in range(top, 0, -1)]
        limit = f"up to {most} " if most is not None else ""
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} may buy {limit}Clue tokens at ${price} each",
            opts + [("0", "Buy none")],
            kind="clue_purchase",
        )
    g.pop(fr)
    k = min(int(ans), top) if ans is not None else 0
    if k:
        C.pay(g, inv, "money", k * price, f"{C.count(k, 'Clue token')} bought")
        C.gain(g, inv, "clues", k, f"bought for ${k * price}", RULE)
    return None


@op("give_clues")
def op_give_clues(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = g.state.investigators[fr["seat"]]
    if inv.clues and _others(g, inv):
        g.push("kingsport.give_clues", who=fr["seat"])


@step("kingsport.give_clues")
def give_clues(g: Game, fr: Frame) -> None:
    """He gives all his Clue tokens to another investigator of his choice."""
    inv = g.state.investigators[fr["who"]]
    asked, other = _pick_other(g, fr, inv, f"{C.inv_name(g, inv)} gives {C.pron(g, inv)} Clue tokens to:")
    if other is None:
        return asked
    g.pop(fr)
    n, inv.clues = inv.clues, 0
    g.log(f"{C.inv_name(g, inv)} gives {C.count(n, 'Clue token')} to {C.inv_name(g, other)}", RULE)
    C.gain(g, other, "clues", n, "given", RULE)
    return None


@op("clues_with_another", required=("n",))
def op_clues_with_another(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = g.state.investigators[fr["seat"]]
    if _others(g, inv):
        g.push("kingsport.clues_with_another", who=fr["seat"], n=o["n"])
    else:
        C.gain(g, inv, "clues", o["n"], "no one else to share with", RULE)


@step("kingsport.clues_with_another")
def clues_with_another(g: Game, fr: Frame) -> None:
    """He and another investigator of his choice each gain ``n`` Clue tokens."""
    inv = g.state.investigators[fr["who"]]
    asked, other = _pick_other(
        g, fr, inv, f"{C.inv_name(g, inv)} picks the investigator who gains Clue tokens with {C.pron(g, inv, 'him')}:"
    )
    if other is None:
        return asked
    g.pop(fr)
    C.gain(g, inv, "clues", fr["n"], "shared knowledge", RULE)
    C.gain(g, other, "clues", fr["n"], "shared knowledge", RULE)
    return None


register(RuleModule(name="kingsport.clue_tokens"))  # enabled by the parts whose cards use these ops
