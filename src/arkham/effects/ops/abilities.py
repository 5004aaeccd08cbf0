"""Ops that investigator cards' own abilities do (``data.uses``, run by
:mod:`arkham.rules.classic.abilities`): the card used up, movement points, healing someone
here, changes to the combat in progress, a die or dice rolled for the card, tokens on it,
a bonus for the turn, the gate here closed, the Patrol Wagon's drive (the Cards section
of docs/effects.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.interp import run_ops
from arkham.effects.registry import op
from arkham.effects.ops.context import inv as _inv
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.classic.abilities import add_token, combat_frame, find_frame

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game


@op("discard_this", optional=("box",))
def op_discard_this(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    card = fr["ctx"].get("card")
    if card in inv.cards:
        C.discard_card(g, inv, card, "used up", to_box=bool(o.get("box")))


@op("movement_points", required=("n",))
def op_movement_points(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    mv = find_frame(g, inv, "move")
    if mv is not None:
        mv["pts"] += o["n"]
        g.log(f"{C.inv_name(g, inv)} gains {o['n']} movement points", "card")


@op("heal_here", required=("what", "n"))
def op_heal_here(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Restore to this investigator or another in the same place (chosen)."""
    g.push("ability.heal", who=fr["seat"], what=o["what"], n=o["n"], ctx=fr["ctx"])


@step("ability.heal")
def ability_heal(g: Game, fr: Frame) -> Ask | None:
    """A healing ability: ``n`` points of ``what`` for the caster or, when others share
    his place, for the investigator he picks."""
    from arkham.effects.interp import amount

    inv = g.state.investigators[fr["who"]]
    here = [i for i in g.state.investigators if not i.eliminated and i.where == inv.where and i.stage == inv.stage]
    ans = fr.pop("ans", None)
    if ans is None and len(here) > 1:
        return g.ask(fr, inv.seat, "Who is healed?", [(str(i.seat), C.inv_name(g, i)) for i in here], kind="target")
    g.pop(fr)
    target = g.state.investigators[int(ans)] if ans is not None else inv
    n = amount(g, {"ctx": fr["ctx"], "seat": inv.seat}, fr["n"])  # successes of the casting, kept in ctx
    C.gain(g, target, fr["what"], n, "healing", "card")
    return None


@op("combat_effect", required=("effect",), optional=("n",))
def op_combat_effect(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Change the combat in progress: pass it, evade it, weaken the monster, enchant a weapon."""
    inv = _inv(g, fr)
    eff = o["effect"]
    if eff == "evade":
        ev = find_frame(g, inv, "evade")
        if ev is not None:
            ev["evaded"] = True
            g.log(f"{C.inv_name(g, inv)} slips past unseen", "card")
            return
    cf = combat_frame(g, inv)
    if cf is None:
        return
    if eff == "pass_check":
        cf.setdefault("auto", []).append("pass")
        g.log("The next Combat check passes", "card")
    elif eff == "evade":
        cf.setdefault("auto", []).append("evade")
        g.log(f"{C.inv_name(g, inv)} slips away", "card")
    elif eff == "toughness":
        cf["toughness_mod"] = cf.get("toughness_mod", 0) + o.get("n", 0)
        card = fr["ctx"].get("card")
        if card in inv.cards and C.card_def(g, card).hands:
            # Red Sign (Hands: 1) works while its hand stays devoted to it (KH FAQ on durations)
            cf.setdefault("held", []).append(card)
            cf.setdefault("cast", []).append(card)
            cf["sign"], cf["sign_mod"] = card, o.get("n", 0)
        g.push("ability.ignore", who=inv.seat)
    elif eff == "enchant":
        cf.setdefault("enchanted", []).extend(
            c for c in cf.get("held", []) if C.card_def(g, c).data.get("bonus_type") == "physical"
        )
    elif eff == "no_damage":
        cf["no_damage"] = True
    elif eff == "defeat_all":
        hook = g.rules.ruleset.defeat_all  # a rule set with fights of its own (Haunt)
        if hook is not None:
            hook(g, cf, inv)
        else:
            from arkham.rules.classic.combat import defeat_all_here

            defeat_all_here(g, cf, inv)


@op("roll_success", nested=("pass", "fail"))
def op_roll_success(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Roll one die: a success (5-6, or by Bless/Curse) does ``pass``, else ``fail``."""
    inv = _inv(g, fr)
    d = g.die()
    ok = d >= C.success_floor(g, inv)
    g.log(f"{C.inv_name(g, inv)} rolls {d}: {'a success' if ok else 'a failure'}", "card")
    run_ops(g, fr["seat"], o.get("pass" if ok else "fail", []), fr["ctx"], who=fr["who"])


@op("dice_each", required=("n",), nested=("success", "failure"))
def op_dice_each(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Roll N dice; each success does ``success``, each failure ``failure``."""
    inv = _inv(g, fr)
    dice = g.dice(o["n"])
    floor = C.success_floor(g, inv)
    g.log(f"{C.inv_name(g, inv)} rolls {dice}", "card")
    for d in reversed(dice):
        run_ops(g, fr["seat"], o.get("success" if d >= floor else "failure", []), fr["ctx"], who=fr["who"])


@op("token", required=("max",))
def op_token(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Put a token on this card; at ``max`` tokens the card is discarded."""
    add_token(g, _inv(g, fr), fr["ctx"].get("card"), o["max"])


@op("turn_bonus", required=("n",))
def op_turn_bonus(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    g.state.counters[f"voice:{inv.seat}"] = g.state.turn
    g.log(f"{C.inv_name(g, inv)} has +{o['n']} to every skill check this turn", "card")


@op("close_gate_here")
def op_close_gate_here(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    if inv.where in g.state.gates:
        # Blue Watcher passes the Fight or Lore check to close the gate: as after any passed
        # check, the gate may then be sealed with Clue tokens (base p.18)
        g.push("gate.close", who=inv.seat, area=inv.where, st="seal")


@op("patrol_wagon")
def op_patrol_wagon(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.push("ability.wagon", who=fr["seat"])


@step("ability.wagon")
def wagon(g: Game, fr: Frame) -> Ask | None:
    """Patrol Wagon: go anywhere in Arkham instead of moving; monsters at the start and
    the end must still be evaded as usual (FAQ)."""
    inv = g.state.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if ans is None:
        opts = [
            (a.id, a.name)
            for a in g.content.areas.values()
            if not C.is_closed(g, a.id) and a.id != inv.where and not a.walk_in_only
        ]
        return g.ask(fr, inv.seat, "Patrol Wagon: drive to", opts, kind="place")
    g.pop(fr)
    mv = find_frame(g, inv, "move")
    if mv is not None:
        mv["pts"] = 0
        mv["wagon_to"] = ans
    return None
