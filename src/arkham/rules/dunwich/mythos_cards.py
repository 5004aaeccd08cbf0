"""The ops the Dunwich Mythos cards need beyond the classic vocabulary (the cards'
texts; DH p.6 for the gate bursts, which the classic Mythos Phase reads from each
card's ``gate_burst``). ``discard_environment`` and ``extra_mythos``, which Kingsport's cards
use too, are in the shared vocabulary (:mod:`arkham.effects.ops.mythos`).

- ``gate_monsters`` (``worlds``): every open gate leading to one of the Other Worlds
  brings one monster out at its location (Another Time, Another Place!).
- ``chosen_investigator`` (``do``): the first player picks any investigator in play,
  himself included, and the ops run for that one (Brutal Accident!, Horrifying Sight!).
- ``close_chosen_gate``: the first player picks an open gate; it closes and its marker
  goes back to the gate pile, no one's trophy (Strange Waves Subside!).
- ``ally_to_box``: an Ally drawn at random from the Ally deck goes to the box (Lynch Mob!).
- ``remote_trading``: until the end of next turn, investigators may hand items (not
  money) to one another wherever they are, in the Upkeep only (Couriers in Town!); the
  classic Upkeep offers it while the mark lasts.
- ``street_entry_cost`` (``n``): for the rest of the game entering a street area costs
  n movement points (Riots); the classic movement reads it.
- ``clue_trading``: until the end of next turn, Clue tokens are traded one at a time like
  items, wherever and whenever items may be traded (Gossip Runs Wild!; the ``trade_goods``
  extension point). Where a face-up Condition already offers the same, it is offered once.
- ``if_dunwich_horror`` (``do``): the ops take effect only while the Dunwich Horror is on
  the board (Gossip Runs Wild!); without the ``dunwich_horror`` part it never is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.interp import run_ops
from arkham.effects.registry import op
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.extensions import RuleModule, TradeGoods, register
from arkham.state import SHEET

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game
    from arkham.state import Investigator


@op("gate_monsters", required=("worlds",))
def op_gate_monsters(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    st = g.state
    worlds = set(o["worlds"])
    hit = [a for a, gm in sorted(st.gates.items()) if C.base_id(gm) in worlds]
    if not hit:
        g.log("No open gate leads there: no monster appears", "card text")
    for area in hit:
        if C.flux_stabilized(g, area):
            g.log(
                f"Kate Winthrop's flux stabilizer keeps monsters from appearing at {C.name_of(g, area)}",
                "investigator ability",
            )
            continue
        C.place_monster(g, C.draw_monster(g), area, "card text")


@op("chosen_investigator", required=("do",))
def op_chosen_investigator(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.push("dunwich.mythos.choose_investigator", who=-1, ops=o["do"], ctx=dict(fr["ctx"]))


@step("dunwich.mythos.choose_investigator")
def choose_investigator(g: Game, fr: Frame) -> Ask | None:
    """The first player chooses an investigator (maybe himself), for whom the card's ``ops``
    run."""
    st = g.state
    live = [i for i in C.in_order(g) if not i.eliminated]
    ans = fr.pop("ans", None)
    if not live:
        g.pop(fr)
        return None
    if ans is None and len(live) > 1:
        first = st.investigators[st.first]
        return g.ask(
            fr,
            st.first,
            f"The first player chooses an investigator ({C.pron(g, first, 'himself')} if "
            f"{C.pron(g, first, 'he')} likes)",
            [(str(i.seat), C.inv_name(g, i)) for i in live],
            kind="investigator",
        )
    g.pop(fr)
    seat = int(ans) if ans is not None else live[0].seat
    g.log(f"{C.inv_name(g, st.investigators[seat])} is chosen", "card text")
    run_ops(g, seat, fr["ops"], fr["ctx"], who=-1)
    return None


@op("close_chosen_gate")
def op_close_chosen_gate(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    if g.state.gates:
        g.push("dunwich.mythos.close_gate", who=-1)
    else:
        g.log("No gate is open", "card text")


@step("dunwich.mythos.close_gate")
def close_gate(g: Game, fr: Frame) -> Ask | None:
    """The first player closes one open gate; its marker returns to the gate pile."""
    from arkham.rules.classic.encounter_rules import close_gate_to_pile

    st = g.state
    ans = fr.pop("ans", None)
    if ans is None and len(st.gates) > 1:
        return g.ask(
            fr,
            st.first,
            "The first player closes one open gate: which?",
            [(a, f"{C.name_of(g, a)} (gate to {C.name_of(g, gm)})") for a, gm in sorted(st.gates.items())],
            kind="gate",
        )
    g.pop(fr)
    area = ans if ans is not None else min(st.gates)
    g.log(f"The gate at {C.name_of(g, area)} closes; its marker returns to the gate pile", "card text")
    close_gate_to_pile(g, area)
    return None


@op("ally_to_box")
def op_ally_to_box(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    st = g.state
    allies = st.decks.get("ally", [])
    if not allies:
        g.log("The Ally deck is empty", "card text")
        return
    gone = allies.pop(g.randbelow(len(allies)))
    st.box.append(gone)
    g.log(f"{C.name_of(g, gone)} leaves the game", "card text")
    C.ally_gone(g, gone)


@op("street_entry_cost", required=("n",))
def op_street_entry_cost(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.state.counters["street_entry_cost"] = o["n"]
    g.log(f"From now on entering a street area costs {o['n']} movement points", "card text")


@op("remote_trading")
def op_remote_trading(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.state.until.append(["remote_trading", None, g.state.turn + 1])
    g.log("Until the end of next turn, items may be sent to anyone during the Upkeep", "card text")


@op("clue_trading")
def op_clue_trading(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.state.until.append(["clue_trading", None, g.state.turn + 1])
    g.log("Until the end of next turn, Clue tokens may be traded like items", "card text")


def gossip_trading(g: Game) -> bool:
    return any(u[0] == "clue_trading" for u in g.state.until)


def clues_offered(g: Game, giver: Investigator) -> bool:
    return giver.clues > 0 and gossip_trading(g)


def clue_options(g: Game, giver: Investigator, taker: Investigator) -> list[tuple[str, str]]:
    if not clues_offered(g, giver):
        return []
    others = [t for t in g.rules.packs.trade_goods if t.name != "gossip_clues"]
    if any(t.offered(g, giver) and any(k == "clue:1" for k, _ in t.options(g, giver, taker)) for t in others):
        return []  # a face-up Condition offers the same trade already
    return [("gossip_clue:1", "Give 1 Clue token")]


def clue_act(g: Game, giver: Investigator, taker: Investigator, ans: str) -> bool:
    if ans != "gossip_clue:1":
        return False
    giver.clues -= 1
    taker.clues += 1
    g.log(f"{C.inv_name(g, giver)} gives a Clue token to {C.inv_name(g, taker)} (Gossip Runs Wild!)", "card text")
    return True


def dunwich_horror_in_play(g: Game) -> bool:
    return any(C.monster_def(g, m).special == "dunwich_horror" and p != SHEET for m, p in g.state.monsters.items())


@op("if_dunwich_horror", required=("do",))
def op_if_dunwich_horror(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    if dunwich_horror_in_play(g):
        run_ops(g, fr["seat"], o["do"], fr["ctx"], who=fr["who"])
    else:
        g.log("The Dunwich Horror is not in play: nothing more happens", "card text")


register(
    RuleModule(
        name="dunwich.mythos_cards", trade_goods=(TradeGoods("gossip_clues", clues_offered, clue_options, clue_act),)
    )
)
