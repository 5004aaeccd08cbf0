"""Ancient One encounters (HotW §Ancient One Encounters): drawn by a sealing or
closing ritual when the Doom track is nearly full; a Start of Battle, Combat checks
at Toughness four that each remove two Doom, the Ancient One's attack on every
participant, and escape checks, until all have escaped or been destroyed."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.classic.checks import push_check
from arkham.rules.classic.combat import check_flags, fight_bonus, gear_answer, gear_options
from arkham.rules.haunt.data import cite, hd, investigators_at
from arkham.rules.haunt.tracks import empty_doom, remove_doom

if TYPE_CHECKING:
    from arkham.engine import Frame, Game
    from arkham.state import Investigator

RULE = "Ancient One Encounters"
SAFE_SPACES = 6
DOOM_PER_SUCCESS = 2
# Ruling: Azathoth has no attack of its own in the shared rules; its attack here is
# Yig's row (a Speed check, 1 Sanity and 1 Stamina on a failure).
ATTACK_KEY = {"azathoth": "yig"}


def ao_combat(g: Game) -> int:
    """The Combat modifier. Ruling: Hastur's is minus the Terror level (his printed
    rule); Azathoth's, which is not printed, is -6, the number of gates his game ends at."""
    key = C.ao_id(g)
    if key == "hastur":
        return -g.state.terror
    if key == "azathoth":
        return -6
    return g.content.ancient_ones[g.state.ancient_one].combat or 0


def ao_toughness(g: Game, fr: Frame) -> int:
    base = 5 if C.ao_id(g) == "shub_niggurath" else 4
    return max(1, base + fr.get("toughness_mod", 0))


@step("haunt.ao_check")
def ao_check(g: Game, fr: Frame) -> Any:
    """Six or more empty Doom spaces: no encounter; a full track: everyone at the gate
    takes part; otherwise each investigator there rolls his Focus in dice and picks one,
    taking part if it exceeds the empty spaces."""
    st = g.state
    rule = cite(RULE + ", Encounter Check")
    empty = empty_doom(g)
    here = investigators_at(g, fr["area"])
    if "queue" not in fr:
        if hd(g).get("ao_phase") == st.turn and st.turn > 0:
            g.log("The Ancient One has already stirred this phase", rule)
            g.pop(fr)
            return None
        if empty >= SAFE_SPACES or not here:
            g.log(f"{empty} empty Doom spaces: the Ancient One does not stir", rule)
            g.pop(fr)
            return None
        fr["queue"] = [i.seat for i in here]
        fr["in"] = [i.seat for i in here] if empty == 0 else []
        if empty == 0:
            g.log("The Doom track is full: everyone at the gate faces the Ancient One", rule)
            fr["queue"] = []
    ans = fr.pop("ans", None)
    if ans is not None:
        seat = fr.pop("rolling")
        v = int(ans)
        g.log(f"{C.inv_name(g, st.investigators[seat])} picks {v} against {C.count(empty, 'empty Doom space')}", rule)
        if v > empty:
            fr["in"].append(seat)
    while fr["queue"]:
        seat = fr["queue"].pop(0)
        inv = st.investigators[seat]
        if inv.eliminated or inv.where != fr["area"]:
            continue
        dice = g.dice(max(1, g.content.investigators[inv.id].focus))
        g.log(f"{C.inv_name(g, inv)} rolls Focus for the encounter check: {dice}", rule)
        fr["rolling"] = seat
        return g.ask(
            fr,
            seat,
            f"{C.inv_name(g, inv)}: pick one die ({empty} empty Doom spaces; above that takes part)",
            [(str(v), f"{v}" + (" - take part" if v > empty else " - stay out")) for v in sorted(set(dice))],
            kind="ao_check",
        )
    g.pop(fr)
    if fr["in"]:
        hd(g)["ao_phase"] = st.turn
        g.push("haunt.ao_fight", who=-1, phase=True, seats=fr["in"], st="start", round=0)
    return None


@step("haunt.ao_fight")
def ao_fight(g: Game, fr: Frame) -> Any:
    """The Ancient One encounter for ``seats``, in stages ``st``: ``start``, then for each
    ``round`` the investigators' attacks, the Ancient One's, and the escape attempts; those
    ``staying`` fight on."""
    st = g.state
    seats = [s for s in fr["seats"] if not st.investigators[s].eliminated]
    fr["seats"] = seats
    if not seats:
        st.battle = {}
        g.pop(fr)
        return None
    stage = fr["st"]
    if stage == "start":
        fr["st"] = "attacks"
        start_of_battle(g, [st.investigators[s] for s in seats])
        return None
    if stage == "attacks":
        fr["round"] += 1
        st.battle = {"round": fr["round"]}
        fr["st"] = "ao_attacks"
        g.log(
            f"Round {fr['round']} against {g.content.ancient_ones[st.ancient_one].name}",
            cite(RULE + ", Attack segment"),
        )
        gear = fr.setdefault("gear", {})
        for s in reversed(seats):
            # one combat for the whole encounter: readied weapons and cast spells carry over
            kept = gear.get(str(s), {"held": [], "cast": [], "toughness_mod": 0})
            g.push(
                "haunt.ao_attack",
                who=s,
                held=list(kept["held"]),
                cast=list(kept["cast"]),
                failed=[],
                dropped=[],
                monster=None,
                toughness_mod=kept["toughness_mod"],
            )
        return None
    if stage == "ao_attacks":
        fr["st"] = "escape"
        key = ATTACK_KEY.get(C.ao_id(g), C.ao_id(g))
        for s in reversed(seats):
            g.push("battle.ao_attack", who=s, key=key)
        return None
    if stage == "escape":
        fr["st"] = "escaped"
        fr["staying"] = []
        for s in reversed(seats):
            g.push("haunt.ao_escape", who=s)
        return None
    # escaped: those still fighting begin another attack segment
    fr["seats"] = [s for s in seats if s in fr.get("staying", [])]
    fr["st"] = "attacks"
    if not fr["seats"]:
        g.log("The Ancient One encounter is over", cite(RULE))
    return None


def start_of_battle(g: Game, invs: list[Investigator]) -> None:
    """The Ancient One's Start of Battle, for the participants only; cards lost when it
    wakes (Flesh Ward) are lost by them only."""
    from arkham.rules.classic.status import devour

    key = C.ao_id(g)
    rule = cite(RULE + ", Start of Battle segment")
    for inv in invs:
        for c in list(inv.cards):
            if C.card_def(g, c).data.get("discard_on_awaken"):
                C.discard_card(g, inv, c, "it does not survive the Ancient One's gaze")
    for inv in invs:
        if key == "nyarlathotep" and inv.clues == 0:
            g.log(f"{C.inv_name(g, inv)} has no clue to face Nyarlathotep", rule)
            devour(g, inv, "no clues when Nyarlathotep stirred")
        elif key == "shub_niggurath" and not inv.monster_trophies:
            devour(g, inv, "no monster trophies when Shub-Niggurath stirred")
        elif key == "yog_sothoth" and not inv.gate_trophies:
            devour(g, inv, "no gate trophies when Yog-Sothoth stirred")
        elif key == "yig":
            C.gain_special(g, inv, "base:curse", "Yig's Start of Battle")
        elif key == "ithaqua":
            for c in reversed(C.items(g, inv)):  # a die for each item; a failure discards it
                g.push("battle.ithaqua", who=-1, seat=inv.seat, card=c)


@step("haunt.ao_attack")
def ao_attack(g: Game, fr: Frame) -> Any:
    """One participant's Combat check against the Ancient One; each pass removes two Doom."""
    st = g.state
    inv = st.investigators[fr["who"]]
    rule = cite(RULE + ", Attack segment")
    if inv.eliminated:
        g.pop(fr)
        return None
    if "ret" in fr and fr.get("casting"):
        from arkham.rules.classic.abilities import spell_cost

        passed = fr.pop("ret")[0]
        card = fr.pop("casting")
        if passed:
            inv.exhausted.append(card)
            fr["held"].append(card)
            fr["cast"].append(card)
        else:
            C.push_loss(g, inv, sanity=spell_cost(g, card), why="a failed cast", rule=cite("Casting Spells"))
        return None
    if "ret" in fr:
        passed = fr.pop("ret")[0]
        g.pop(fr)
        if passed:
            for c in list(fr["held"]):
                if C.card_def(g, c).data.get("duration") == "one_shot" and c in inv.cards:
                    C.discard_card(g, inv, c, "used to pass a Combat check")
            remove_doom(g, DOOM_PER_SUCCESS, f"{C.inv_name(g, inv)}'s blow")
        else:
            g.log(f"{C.inv_name(g, inv)}'s blow fails", rule)
        parent = next((f for f in reversed(st.stack) if f.get("k") == "haunt.ao_fight"), None)
        if parent is not None:
            parent.setdefault("gear", {})[str(inv.seat)] = {
                "held": [c for c in fr["held"] if c in inv.cards],
                "cast": [c for c in fr["cast"] if c in inv.cards],
                "toughness_mod": fr.get("toughness_mod", 0),
            }
        return None
    ans = fr.pop("ans", None)
    if ans is None:
        from arkham.rules.haunt.fight import castable

        opts = castable(g, inv, gear_options(g, fr, inv, "ao"), None)
        dice = C.skill_value(g, inv, "fight", "combat") + ao_combat(g) + fight_bonus(g, fr, "ao", inv)
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} attacks the Ancient One",
            [
                (
                    "attack",
                    f"Combat check: {C.count(max(0, dice), 'die', 'dice')} against Toughness {ao_toughness(g, fr)}",
                )
            ]
            + opts,
            kind="combat",
        )
    if ans.startswith("cast:"):
        card = ans.partition(":")[2]
        fr["casting"] = card
        push_check(g, inv.seat, "lore", C.card_def(g, card).cast_mod or 0, 1, kind="spell", why="casting")
        return None
    if ans != "attack":
        gear_answer(g, fr, inv, ans)
        return None
    push_check(
        g,
        inv.seat,
        "fight",
        ao_combat(g),
        ao_toughness(g, fr),
        kind="combat",
        bonus=fight_bonus(g, fr, "ao", inv),
        why="striking at the Ancient One",
    )
    st.stack[-1].update(check_flags(g, fr))
    return None


@step("haunt.ao_escape")
def ao_escape(g: Game, fr: Frame) -> Any:
    """Escape as the encounter check, reversed: impossible with the Doom track full,
    certain with six or more empty spaces, else Focus dice with one picked, escaping if
    it does not exceed the empty spaces (ruling: the text says only 'compare')."""
    st = g.state
    inv = st.investigators[fr["who"]]
    rule = cite(RULE + ", Escape segment")
    parent = next(f for f in reversed(st.stack) if f.get("k") == "haunt.ao_fight")
    if inv.eliminated:
        g.pop(fr)
        return None
    empty = empty_doom(g)
    ans = fr.pop("ans", None)
    if ans is None:
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)}: try to escape the Ancient One? ({empty} empty Doom spaces)",
            [("escape", "Attempt to escape"), ("stay", "Stay another round")],
            kind="ao_escape",
        )
    if ans == "stay" or empty == 0:
        g.pop(fr)
        if ans != "stay":
            g.log(f"The Doom track is full: {C.inv_name(g, inv)} cannot escape", rule)
        parent["staying"].append(inv.seat)
        return None
    if empty >= SAFE_SPACES:
        g.pop(fr)
        g.log(f"{C.inv_name(g, inv)} escapes the Ancient One", rule)
        return None
    if ans == "escape":
        fr["dice"] = g.dice(max(1, g.content.investigators[inv.id].focus))
        g.log(f"{C.inv_name(g, inv)} rolls Focus to escape: {fr['dice']}", rule)
        return g.ask(
            fr,
            inv.seat,
            f"Pick one die (escape at {empty} or less)",
            [(f"pick:{v}", str(v)) for v in sorted(set(fr["dice"]))],
            kind="ao_escape",
        )
    v = int(ans.partition(":")[2])
    g.pop(fr)
    if v <= empty:
        g.log(f"{C.inv_name(g, inv)} escapes the Ancient One", rule)
    else:
        g.log(f"{C.inv_name(g, inv)} fails to escape", rule)
        parent["staying"].append(inv.seat)
    return None
