"""Mechanics of the Dunwich gate cards that the plain op vocabulary does not cover, named
by ``{op: rule, id: ...}`` in ``content/dunwich/gates.yaml``.

Each rule resolves for the investigator of the running ``fx`` frame (``fr["seat"]``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.interp import run_ops
from arkham.effects.registry import rule
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.classic.combat import push_face
from arkham.rules.classic.status import delay, send_lost
from arkham.rules.dunwich import injuries as INJURIES
from arkham.rules.extensions import RuleModule, register
from arkham.state import ENCOUNTER, LOST

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game

HOUND = "base:hound_of_tindalos"


def _inv(g: Game, fr: Frame) -> Any:
    return g.state.investigators[fr["seat"]]


def _success(g: Game, inv: Any, die: int) -> bool:
    return die >= C.success_floor(g, inv)


# ------------------------------------------------------------------ returns and falls
def _fall_back(g: Game, inv: Any) -> bool:
    """Second area -> first area; True when he fell back."""
    if inv.stage == 2:
        inv.stage = 1
        g.log(f"{C.inv_name(g, inv)} falls back to the first area of {C.name_of(g, inv.where)}", "gate card")
        return True
    return False


@rule("fall_back_or_delayed")
def fall_back_or_delayed(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """From the second area to the first; already in the first: stay here next turn."""
    inv = _inv(g, fr)
    if inv.stage in (1, 2) and not _fall_back(g, inv):
        delay(g, inv, "held in the Other World")


@rule("fall_back_or_lost")
def fall_back_or_lost(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """From the second area to the first; already in the first: lost in time and space."""
    inv = _inv(g, fr)
    if inv.stage in (1, 2) and not _fall_back(g, inv):
        send_lost(g, inv, "could not hang on")
        if fr["who"] == inv.seat:
            C.end_activity(g, inv)


# ------------------------------------------------------------------ dice
@rule("carcosa_ponder")
def carcosa_ponder(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Roll 4 dice: 1 Sanity lost per failure (one loss, first), 1 Clue token per success."""
    inv = _inv(g, fr)
    dice = g.dice(4)
    hits = sum(1 for d in dice if _success(g, inv, d))
    g.log(f"{C.inv_name(g, inv)} rolls {dice}: {C.count(hits, 'success', 'successes')}", "gate card")
    run_ops(
        g,
        fr["seat"],
        [{"op": "lose", "what": "sanity", "n": len(dice) - hits}, {"op": "gain", "what": "clues", "n": hits}],
        fr["ctx"],
        who=fr["who"],
    )


@rule("perilous_path")
def perilous_path(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Roll 3 dice and lose 1 Stamina per failure, as one loss."""
    inv = _inv(g, fr)
    dice = g.dice(3)
    misses = sum(1 for d in dice if not _success(g, inv, d))
    g.log(f"{C.inv_name(g, inv)} rolls {dice}: {C.count(misses, 'failure')}", "gate card")
    if misses:
        run_ops(g, fr["seat"], [{"op": "lose", "what": "stamina", "n": misses}], fr["ctx"], who=fr["who"])


@rule("spells_at_risk")
def spells_at_risk(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """A die for each Spell held: a failure discards that Spell."""
    inv = _inv(g, fr)
    for c in sorted(c for c in inv.cards if C.card_def(g, c).deck == "spell"):
        die = g.die()
        if _success(g, inv, die):
            g.log(f"{C.inv_name(g, inv)} rolls {die} and keeps {C.card_def(g, c).name}", "gate card")
        else:
            g.log(f"{C.inv_name(g, inv)} rolls {die}", "gate card")
            C.discard_card(g, inv, c, "its lore jumbled in the Abyss")


# ------------------------------------------------------------------ finds
@rule("clues_up_to_five")
def clues_up_to_five(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    if inv.clues < 5:
        C.gain(g, inv, "clues", 5 - inv.clues, "a secret of the Great Race")


@rule("first_unique_of_price_4")
def first_unique_of_price_4(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """The first Unique Item in the deck's order with a list price of $4 or more."""
    inv = _inv(g, fr)
    deck = g.state.decks.get("unique", [])
    for i, c in enumerate(deck):
        if (C.card_def(g, c).price or 0) >= 4:
            deck.pop(i)
            C.take_card(g, inv, c, "a valuable find")
            return
    g.log("No Unique Item of $4 or more is left in the deck", "gate card")


@rule("clue_and_one_per_tome")
def clue_and_one_per_tome(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """1 Clue token, and 1 more for each Tome (a Unique Item tagged ``tome``) he holds."""
    inv = _inv(g, fr)
    tomes = sum(1 for c in inv.cards if "tome" in C.card_def(g, c).tags)
    C.gain(g, inv, "clues", 1 + tomes, f"a fragment of text ({C.count(tomes, 'Tome')})")


@rule("choose_tome")
def choose_tome(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Search the Unique Item deck for a Tome of the investigator's choice."""
    if any("tome" in C.card_def(g, c).tags for c in g.state.decks.get("unique", [])):
        g.push("dunwich.pick_tome", who=fr["seat"])


@step("dunwich.pick_tome")
def pick_tome(g: Game, fr: Frame) -> Ask | None:
    """The Library of Alexandria: he takes the Tome of his choice from the Unique Item
    deck."""
    inv = g.state.investigators[fr["who"]]
    deck = g.state.decks.get("unique", [])
    ans = fr.pop("ans", None)
    if ans is None:
        opts, seen = [], set()
        for c in deck:
            if "tome" in C.card_def(g, c).tags and C.base_id(c) not in seen:
                seen.add(C.base_id(c))
                opts.append((f"take:{c}", C.card_def(g, c).name))
        return g.ask(fr, inv.seat, f"{C.inv_name(g, inv)} takes a Tome of their choice", opts, kind="draw")
    g.pop(fr)
    deck.remove(ans[5:])
    C.take_card(g, inv, ans[5:], "the Library of Alexandria")
    g.shuffle(deck)
    return None


# ------------------------------------------------------------------ Injury and Madness
@rule("injury_and_madness_keep_one")
def injury_and_madness_keep_one(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Draw the top Injury and the top Madness card, keep one of his choice; the other goes to
    the bottom of its deck. Only the kept card is gained (a held copy of it devours)."""
    inv = _inv(g, fr)
    drawn = [g.state.decks[d].pop(0) for d in INJURIES.DECKS if g.state.decks.get(d)]
    if not drawn:
        g.log("The Injury and Madness decks are empty: nothing is drawn", INJURIES.RULE)
        return
    g.log(f"{C.inv_name(g, inv)} draws {' and '.join(C.card_def(g, c).name for c in drawn)}", INJURIES.RULE)
    g.push("dunwich.keep_status", who=inv.seat, drawn=drawn)


@step("dunwich.keep_status")
def keep_status(g: Game, fr: Frame) -> Ask | None:
    """Of the Injury or Madness cards ``drawn`` he keeps one and discards the other."""
    inv = g.state.investigators[fr["who"]]
    drawn = fr["drawn"]
    ans = fr.pop("ans", None)
    if ans is None and len(drawn) > 1:
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} keeps one card and discards the other",
            [(f"keep:{c}", C.card_def(g, c).name) for c in drawn],
            kind="status_keep",
        )
    g.pop(fr)
    kept = ans.partition(":")[2] if ans else drawn[0]
    for other in drawn:
        if other != kept:
            g.state.decks[C.card_def(g, other).deck].append(other)
            g.log(f"{C.inv_name(g, inv)} discards {C.card_def(g, other).name}", INJURIES.RULE)
    INJURIES.gain_status_card(g, inv, kept, "captured in the Abyss")
    return None


# ------------------------------------------------------------------ the Hound
@rule("hound_appears")
def hound_appears(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """A Hound of Tindalos in the monster cup appears (evade or fight it); none there: nothing."""
    inv = _inv(g, fr)
    m = next((x for x in g.state.cup if C.base_id(x) == HOUND), None)
    if m is None or inv.where == LOST:
        g.log("No Hound of Tindalos waits in the cup", "gate card")
        return
    g.state.cup.remove(m)
    g.state.monsters[m] = ENCOUNTER
    g.log(f"A monster appears: {C.name_of(g, m)}", "base p.22 monsters in encounters")
    push_face(g, fr["seat"], m, enc=True)


MODULE = register(RuleModule("dunwich.other_worlds"))
