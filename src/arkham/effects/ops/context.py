"""Who and where an effect is for, and what it comes from: the helpers every topic
module of the op vocabulary reads a running ``fx`` frame with."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.rules.classic import core as C

if TYPE_CHECKING:
    from arkham.engine import Frame, Game


def inv(g: Game, fr: Frame) -> Any:
    return g.state.investigators[fr["seat"]]


def here(g: Game, fr: Frame) -> str:
    return fr["ctx"].get("area") or inv(g, fr).where


def why(g: Game, fr: Frame) -> str:
    """What the effect being resolved comes from, for the log: a Mythos card by name,
    else the encounter and where it is had."""
    ctx = fr["ctx"]
    card = ctx.get("card")
    if card in g.content.mythos:
        return g.content.mythos[card].name
    if isinstance(card, str) and "#" in card:  # an investigator card's own ability
        return C.card_def(g, card).name
    if ctx.get("world"):
        return f"an encounter in {C.name_of(g, ctx['world'])}"
    if ctx.get("area"):
        return f"an encounter at {C.name_of(g, ctx['area'])}"
    return "an encounter"
