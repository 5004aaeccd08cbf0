"""Clue tokens bought, given away or shared by an encounter (the Kingsport box's Arkham
location cards; other Kingsport cards may use them too).

- ``buy_clues`` (``price``): the investigator buys as many Clue tokens as he likes (and can
  pay for) at that price each, in one purchase.
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

if TYPE_CHECKING:
    from arkham.engine import Frame, Game

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


@op("buy_clues", required=("price",))
def op_buy_clues(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = g.state.investigators[fr["seat"]]
    if inv.money >= o["price"]:
        g.push("ks.buy_clues", who=fr["seat"], price=o["price"])


@step("ks.buy_clues")
def buy_clues(g: Game, fr: Frame) -> None:
    inv = g.state.investigators[fr["who"]]
    most = inv.money // fr["price"]
    ans = fr.pop("ans", None)
    if ans is None:
        opts = [(str(k), f"Buy {k} Clue token{'s' if k > 1 else ''} for ${k * fr['price']}") for k in range(1, most + 1)]
        return g.ask(fr, inv.seat, f"{C.inv_name(g, inv)} may buy Clue tokens at ${fr['price']} each",
                     opts + [("0", "Buy none")], kind="clue_buy")
    g.pop(fr)
    k = min(int(ans), most)
    if k:
        C.pay(g, inv, "money", k * fr["price"], "Clue tokens bought")
        C.gain(g, inv, "clues", k, "bought", RULE)
    return None


@op("give_clues")
def op_give_clues(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = g.state.investigators[fr["seat"]]
    if inv.clues and _others(g, inv):
        g.push("ks.give_clues", who=fr["seat"])


@step("ks.give_clues")
def give_clues(g: Game, fr: Frame) -> None:
    inv = g.state.investigators[fr["who"]]
    asked, other = _pick_other(g, fr, inv, f"{C.inv_name(g, inv)} gives his Clue tokens to:")
    if other is None:
        return asked
    g.pop(fr)
    n, inv.clues = inv.clues, 0
    g.log(f"{C.inv_name(g, inv)} gives {n} Clue token(s) to {C.inv_name(g, other)}", RULE)
    C.gain(g, other, "clues", n, "given", RULE)
    return None


@op("clues_with_another", required=("n",))
def op_clues_with_another(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = g.state.investigators[fr["seat"]]
    if _others(g, inv):
        g.push("ks.clues_with_another", who=fr["seat"], n=o["n"])
    else:
        C.gain(g, inv, "clues", o["n"], "no one else to share with", RULE)


@step("ks.clues_with_another")
def clues_with_another(g: Game, fr: Frame) -> None:
    inv = g.state.investigators[fr["who"]]
    asked, other = _pick_other(g, fr, inv, f"{C.inv_name(g, inv)} picks the investigator who gains Clue tokens with him:")
    if other is None:
        return asked
    g.pop(fr)
    C.gain(g, inv, "clues", fr["n"], "shared knowledge", RULE)
    C.gain(g, other, "clues", fr["n"], "shared knowledge", RULE)
    return None
