"""Ops of money, Clue tokens, Sanity and Stamina, their maximums and trophies (the
Resources section of docs/effects.md): ``gain``, ``lose``, ``pay``, ``restore``, ``max``,
``trophy``, ``spend_trophies``, ``spend_monster_trophy`` and the split gains and losses
``gain_split``/``lose_split`` (one split question for a gain or a loss)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.interp import amount, run_ops
from arkham.effects.registry import op
from arkham.engine import step
from arkham.effects.ops.context import inv as _inv, why as _why
from arkham.rules.classic import core as C

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game


@op("gain", required=("what", "n"))
def op_gain(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    C.gain(g, _inv(g, fr), o["what"], amount(g, fr, o["n"]), _why(g, fr))


@op("lose", optional=("what", "n", "sanity", "stamina", "at_zero"))
def op_lose(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """``what`` + ``n``, or ``sanity`` and/or ``stamina`` amounts: a result that costs
    both at once is one loss, so the knock-out is judged after both tracks drop and
    an investigator brought to 0 in both is devoured (DH/KH rule change "Zero Sanity
    and Zero Stamina"; base p.17). Content loading rejects the form split in two.
    ``at_zero: devoured``: brought to 0 Sanity or Stamina by it, he is devoured."""
    inv = _inv(g, fr)
    if "what" not in o:
        C.push_loss(
            g,
            inv,
            sanity=amount(g, fr, o.get("sanity", 0)),
            stamina=amount(g, fr, o.get("stamina", 0)),
            why=_why(g, fr),
            devours="this encounter" if o.get("at_zero") == "devoured" else None,
        )
        return
    n = amount(g, fr, o["n"])
    what = o["what"]
    if what == "sanity":
        C.push_loss(g, inv, sanity=n, why=_why(g, fr))
    elif what == "stamina":
        C.push_loss(g, inv, stamina=n, why=_why(g, fr))
    elif what == "both":
        C.push_loss(g, inv, sanity=n, stamina=n, why=_why(g, fr))
    elif what == "money" and money_waived(g, inv):
        g.log(f"{C.inv_name(g, inv)} loses no money ({_why(g, fr)})", "card")
    else:
        have = getattr(inv, what)
        setattr(inv, what, max(0, have - n))
        if min(n, have):
            g.log(f"{C.inv_name(g, inv)} loses {C.quantity(min(n, have), what)} ({_why(g, fr)})", "")


def money_waived(g: Game, inv: Any) -> bool:
    """Money the investigator need not have nor pay just now (extension point)."""
    return any(w(g, inv) for w in g.rules.packs.money_waived)


@op("pay", required=("what", "n"))
def op_pay(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    n = amount(g, fr, o["n"])
    if o["what"] == "money" and money_waived(g, inv):
        g.log(f"{C.inv_name(g, inv)} is counted as having paid ${n}", "card")
        return
    have = C.spendable(g, inv) if o["what"] == "money" else getattr(inv, o["what"])
    C.pay(g, inv, o["what"], n if n > have and C.can_pay(g, inv, o["what"], n) else min(n, have))
    if o["what"] in ("sanity", "stamina"):
        C.check_out(g, inv)


@op("restore", required=("what",))
def op_restore(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    for what in ("sanity", "stamina") if o["what"] == "both" else (o["what"],):
        cap = C.max_sanity(g, inv) if what == "sanity" else C.max_stamina(g, inv)
        C.gain(g, inv, what, cap - getattr(inv, what), "restored")


@op("max", required=("what", "n"))
def op_max(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    if o["what"] == "sanity":
        inv.max_sanity_mod += o["n"]
        C.fit_to_max(g, inv)
    else:
        inv.max_stamina_mod += o["n"]
        C.fit_to_max(g, inv)
    g.log(f"{C.inv_name(g, inv)}'s maximum {o['what']} changes by {o['n']:+d}", "")
    C.check_out(g, inv)


@op("trophy", required=("kind",), optional=("n",))
def op_trophy(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    st = g.state
    for _ in range(o.get("n", 1)):
        if o["kind"] == "gate":
            if st.gate_pile:
                inv.gate_trophies.append(st.gate_pile.pop(0))
                g.log(f"{C.inv_name(g, inv)} gains a gate trophy", "")
        else:
            if st.cup:
                m = st.cup.pop(g.randbelow(len(st.cup)))
                st.monsters[m] = f"trophy:{inv.seat}"
                inv.monster_trophies.append(m)
                g.log(f"{C.inv_name(g, inv)} gains {C.name_of(g, m)} as a monster trophy", "")


@op("spend_trophies", optional=("toughness", "gates"))
def op_spend_trophies(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Spend monster trophies of at least that total (modified) toughness and/or gate trophies
    (base p.23: monsters back to the cup, gates back to the pile). Guard it with a condition."""
    g.push(
        "special.pay", who=fr["seat"], key="encounter", tough=o.get("toughness", 0), gates=o.get("gates", 0), spent=0
    )


@op("gain_split", required=("n",))
def op_gain_split(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Gain ``n`` points divided between Sanity and Stamina as the investigator likes."""
    n = amount(g, fr, o["n"])
    if n > 0:
        g.push("fx.split", who=fr["seat"], n=n)


@op("lose_split", required=("n",))
def op_lose_split(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Lose ``n`` points in all, split between Sanity and Stamina as the investigator likes;
    the split is one loss of both (the knock-out is judged once)."""
    n = amount(g, fr, o["n"])
    if n > 0:
        g.push("fx.split", who=fr["seat"], n=n, loss=True)


@step("fx.split")
def lc_split(g: Game, fr: Frame) -> Ask | None:
    """The split of a gain (``gain_split``) or of a loss (``lose_split``, frame ``loss``).
    Any rule may push it: ``why`` and ``rule`` (optional) name what caused it (Y'Golonac's
    attack); an investigator no longer in the game is not asked."""
    inv = g.state.investigators[fr["who"]]
    n = fr["n"]
    if inv.eliminated:
        g.pop(fr)
        return None
    ans = fr.pop("ans", None)
    if ans is None:
        opts = [(f"sanity:{k}", f"{k} Sanity + {n - k} Stamina") for k in range(n, -1, -1)]
        what = f"a loss of {n}" if fr.get("loss") else f"{n} points"
        why = f"{fr['why']}: " if fr.get("why") else ""
        return g.ask(
            fr, inv.seat, f"{why}{C.inv_name(g, inv)} divides {what} between Sanity and Stamina", opts, kind="split"
        )
    g.pop(fr)
    k = int(ans.partition(":")[2])
    if fr.get("loss"):
        C.push_loss(
            g,
            inv,
            sanity=k,
            stamina=n - k,
            why=fr.get("why", f"a loss split as {C.pron(g, inv, 'he')} chose"),
            rule=fr.get("rule", ""),
        )
        return None
    if k:
        C.gain(g, inv, "sanity", k, "encounter")
    if n - k:
        C.gain(g, inv, "stamina", n - k, "encounter")
    return None


def _symbol_trophies(g: Game, inv: Any, symbol: str) -> list[str]:
    return [m for m in inv.monster_trophies if C.monster_def(g, m).symbol == symbol]


@op("spend_monster_trophy", required=("symbol", "do"))
def op_spend_monster_trophy(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """May spend one monster trophy with that dimensional symbol (back to the cup) to do ``do``;
    without such a trophy nothing is offered."""
    if _symbol_trophies(g, _inv(g, fr), o["symbol"]):
        g.push("fx.spend_symbol", who=fr["seat"], seat=fr["seat"], o=o, ctx=fr["ctx"])


@step("fx.spend_symbol")
def lc_spend_symbol(g: Game, fr: Frame) -> Ask | None:
    """Offer to spend one monster trophy of the dimensional symbol (``o["symbol"]``) back to
    the cup; spent, the ops of ``o["do"]`` run."""
    inv = g.state.investigators[fr["who"]]
    o = fr["o"]
    ans = fr.pop("ans", None)
    if ans is None:
        opts = [(f"spend:{m}", f"Spend {C.name_of(g, m)}") for m in _symbol_trophies(g, inv, o["symbol"])]
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} may spend a {o['symbol']} monster trophy",
            opts + [("no", "Keep the trophies")],
            kind="trophy_offer",
        )
    g.pop(fr)
    if ans == "no":
        return None
    m = ans[6:]
    inv.monster_trophies.remove(m)
    C.to_cup(g, m)
    g.log(f"{C.inv_name(g, inv)} spends {C.name_of(g, m)} (back to the cup)", "location card")
    run_ops(g, fr["seat"], o["do"], fr["ctx"], who=fr["who"])
    return None
