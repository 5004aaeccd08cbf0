"""Ops of Mythos cards (the Mythos section of docs/effects.md): closed locations and
streets, the jail, monsters returned or appearing, every investigator, the first player,
and the Mythos deck itself:

- ``discard_environment``: the Environment card whose ops these are leaves play, to the
  Mythos discard (Along Came Jones, Help Wanted; Hallelujah!).
- ``extra_mythos`` (``n``): n more Mythos cards are drawn and resolved one after the
  other (gate, Clue, monsters, ability), none ending the Mythos Phase (Nightmare Pool;
  a Kingsport gate card).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.interp import run_ops
from arkham.effects.registry import op
from arkham.effects.ops.context import inv as _inv
from arkham.effects.ops.places import close_until
from arkham.rules.classic import core as C
from arkham.rules.classic.status import devour
from arkham.state import SKY

if TYPE_CHECKING:
    from arkham.engine import Frame, Game


@op("close_locations", required=("areas",), optional=("until",))
def op_close_locations(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    close_until(g, o["areas"], o.get("until"))


@op("block_street", required=("area",), optional=("until",))
def op_block_street(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.state.until.append(["block_street", o["area"], g.state.turn + 1])
    g.log(f"No one may move into or out of {C.name_of(g, o['area'])} until the end of next turn", "mythos")


@op("release_jailed")
def op_release(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    for inv in g.state.investigators:
        if inv.jailed:
            inv.jailed = False
            inv.delayed = False
            inv.lose_turn = -1
            g.log(f"{C.inv_name(g, inv)} is released from jail", "mythos")


@op("no_arrests", optional=("until",))
def op_no_arrests(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.state.until.append(["no_arrests", None, g.state.turn + 1])
    g.log("No one may be arrested until the end of next turn", "mythos")


def matches(g: Game, m: str, place: str, where: dict[str, Any]) -> bool:
    areas = g.content.areas
    if "neighborhood" in where:
        return place in areas and areas[place].neighborhood == where["neighborhood"]
    if where.get("streets"):
        return place in areas and areas[place].kind == "street"
    if where.get("locations"):
        return place in areas and areas[place].kind == "location"
    if "areas" in where:
        return place in where["areas"]
    if "symbol" in where:  # every monster on the board with that dimensional symbol
        on_board = place in areas or place in (SKY, C.OUTSKIRTS)
        return on_board and C.monster_def(g, m).symbol == where["symbol"]
    if "kinds" in where:
        return (place in areas or place in (SKY, C.OUTSKIRTS)) and C.base_id(m).partition(":")[2] in where["kinds"]
    return False


@op("return_monsters", required=("where",), optional=("terror_if_any",))
def op_return_monsters(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    spare = g.rules.ruleset.spared_monsters  # e.g. monsters placed earlier in the same Upkeep
    kept = set(spare(g)) if spare else set()
    back = [m for m, p in g.state.monsters.items() if m not in kept and matches(g, m, p, o["where"])]
    for m in back:
        C.to_cup(g, m)
    g.log(
        f"{C.names_of(g, back)} {'returns' if len(back) == 1 else 'return'} to the cup"
        if back
        else "No monster is affected",
        "card text",
    )
    n = len(back)
    if n and o.get("terror_if_any"):
        C.raise_terror(g, o["terror_if_any"], "monsters were returned to the cup")


@op("monsters_appear", required=("area", "n"))
def op_monsters_appear(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    if C.flux_stabilized(g, o["area"]):  # Kate Winthrop: no monster can appear where she stands (her sheet)
        g.log(
            f"Kate Winthrop's flux stabilizer keeps monsters from appearing at {C.name_of(g, o['area'])}",
            "investigator ability",
        )
        return
    for _ in range(o["n"]):
        C.place_monster(g, C.draw_monster(g), o["area"], "mythos")


@op("each_investigator", required=("do",), optional=("in_arkham",))
def op_each(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    for inv in reversed(C.in_order(g)):
        if o.get("in_arkham") and not C.in_arkham(g, inv):
            continue  # e.g. Temperence Fever: only investigators in Arkham (card text)
        if not inv.eliminated:
            g.push("fx", who=inv.seat, seat=inv.seat, ops=o["do"], i=0, ctx=dict(fr["ctx"]))


@op("first_player", required=("do",))
def op_first_player(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    run_ops(g, g.state.first, o["do"], fr["ctx"])


@op("return_lost_investigators")
def op_return_lost(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    for inv in reversed(C.in_order(g)):
        if inv.where == C.LOST and not inv.eliminated:
            inv.delayed = False
            g.push("upkeep.return", who=inv.seat)


@op("offer_return_from_other_worlds")
def op_offer_return(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    for inv in reversed(C.in_order(g)):
        if inv.stage > 0 and not inv.eliminated:
            g.push(
                "fx.may",
                who=inv.seat,
                seat=inv.seat,
                ctx={},
                o={"label": f"{C.inv_name(g, inv)} may return to Arkham now", "do": [{"op": "return_to_arkham"}]},
            )


@op("trophies_come_alive", required=("monster", "area"))
def op_trophies_alive(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    for inv in g.state.investigators:
        for m in list(inv.monster_trophies):
            if C.base_id(m).partition(":")[2] == o["monster"]:
                inv.monster_trophies.remove(m)
                C.place_monster(g, m, o["area"], "mythos")


@op("roll_stat_dice", required=("stat",), nested=("then",))
def op_roll_stat(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Roll dice equal to the stat, lose 1 per failed die; at 0 devoured, else ``then``."""
    inv = _inv(g, fr)
    stat = o["stat"]
    dice = g.dice(getattr(inv, stat))
    fails = sum(1 for d in dice if d < C.success_floor(g, inv))
    g.log(f"{C.inv_name(g, inv)} rolls {dice}: {C.count(fails, 'failure')}", "mythos")
    setattr(inv, stat, max(0, getattr(inv, stat) - fails))
    if getattr(inv, stat) <= 0:
        devour(g, inv, f"gave too much of {C.pron(g, inv, 'himself')}")
        return
    run_ops(g, fr["seat"], o.get("then", []), fr["ctx"], who=fr["who"])


@op("estate_sale", optional=("n",))
def op_estate_sale(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.push("buy", who=fr["seat"], deck="unique", n=o.get("n", 2), price="list", must=False, discount=0)


@op("discard_environment")
def op_discard_environment(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    st = g.state
    cid = fr["ctx"].get("card")
    if cid is not None and st.environment == cid:
        st.environment = None
        st.decks["mythos"].append(cid)
        g.log(f"{g.content.mythos[cid].name} is discarded", "card text")


@op("extra_mythos", required=("n",))
def op_extra_mythos(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    for _ in range(o["n"]):
        g.push("mythos.phase", who=-1, extra=True)
    g.log(f"{o['n']} more Mythos cards are drawn and resolved, one after the other", "card text")
