"""The top cards of the Mythos deck read or reordered by an encounter (the Kingsport box's
Arkham location cards).

- ``reorder_mythos_top`` (``n``): the investigator looks at the top N Mythos cards and puts
  them back on top in the order he picks, one position at a time from the top.
- ``seal_from_mythos_top`` (``n``): the top N Mythos cards are turned up; he picks one, and
  an open gate at its gate location is sealed (``elder_sign_tokens.lay_elder_sign``: the
  marker back to the pile, no trophy). Decided: the turned-up cards then go to the bottom of
  the deck in their order, as the classic rules do with Mythos cards drawn only for their
  gate location.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.registry import op
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.kingsport.elder_sign_tokens import lay_elder_sign
from arkham.rules.extensions import RuleModule, register

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game

RULE = "Kingsport location card"


def _label(g: Game, cid: str) -> str:
    mc = g.content.mythos[cid]
    return f"{mc.name}" + (f" (gate: {C.name_of(g, mc.gate)})" if mc.gate else "")


@op("reorder_mythos_top", required=("n",))
def op_reorder_mythos_top(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    if len(g.state.decks["mythos"]) > 1:
        g.push("kingsport.reorder_mythos", who=fr["seat"], n=o["n"], order=[])


@step("kingsport.reorder_mythos")
def reorder_mythos(g: Game, fr: Frame) -> Ask | None:
    """He puts the top ``n`` Mythos cards back in the order he picks, one card at a time
    (``order``)."""
    deck = g.state.decks["mythos"]
    inv = g.state.investigators[fr["who"]]
    top = deck[: fr["n"]]
    ans = fr.pop("ans", None)
    if ans in top and ans not in fr["order"]:
        fr["order"].append(ans)
    left = [c for c in top if c not in fr["order"]]
    if len(left) > 1:
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} orders the top Mythos cards: card {len(fr['order']) + 1} from the top",
            [(c, _label(g, c)) for c in left],
            kind="mythos",
        )
    g.pop(fr)
    deck[: len(top)] = fr["order"] + left
    g.log(
        f"{C.inv_name(g, inv)} puts the top {len(top)} Mythos cards back in the order {C.pron(g, inv, 'he')} chose",
        RULE,
    )
    return None


@op("seal_from_mythos_top", required=("n",))
def op_seal_from_mythos_top(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    if g.state.decks["mythos"]:
        g.push("kingsport.seal_from_mythos", who=fr["seat"], n=o["n"])


@step("kingsport.seal_from_mythos")
def seal_from_mythos(g: Game, fr: Frame) -> Ask | None:
    """He looks at the top ``n`` Mythos cards and picks one: an open gate at its gate
    location is sealed; the cards go to the bottom."""
    st = g.state
    deck = st.decks["mythos"]
    inv = st.investigators[fr["who"]]
    top = deck[: fr["n"]]
    ans = fr.pop("ans", None)
    if ans not in top:
        for c in top:
            g.log(f"Mythos card turned up: {_label(g, c)}", RULE)
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} picks a Mythos card: an open gate at its gate location is sealed",
            [(c, _label(g, c) + (" - open gate" if g.content.mythos[c].gate in st.gates else "")) for c in top],
            kind="mythos",
        )
    g.pop(fr)
    del deck[: len(top)]
    deck.extend(top)
    gate = g.content.mythos[ans].gate
    if gate and gate in st.gates:
        lay_elder_sign(g, inv, gate, f"{g.content.mythos[ans].name}'s gate location")
    else:
        g.log(f"No gate is open at the gate location of {g.content.mythos[ans].name}", RULE)
    return None


register(RuleModule(name="kingsport.mythos_top"))  # enabled by the parts whose cards use these ops
