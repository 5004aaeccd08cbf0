"""Nodens, Lord of the Great Abyss: a Guardian sheet of the "Herald/Guardian" variant (KH p.10),
its rules acting only while it is in play (joined to the module ``kingsport.guardians``).

The sheet. Whenever an investigator gains a Blessing he also takes the top card of the
Blessing of Nodens deck (the ``card_gained`` event; a Blessing cancelled by a Curse or one he
already holds is not gained). Instead of a Combat check against a Nightgaunt, any
investigator may let it carry him to an open gate of his choice (the ``combat_choices``
point: the combat ends and he is drawn through that gate, as by the Nightgaunt). The Outskirts
hold one monster more (``outskirts_bonus``).

The Blessings of Nodens (``cards_nodens.yaml``). Most are plain card data the classic rules
read (``skill_bonus``, ``focus_bonus``, ``max_bonus``) or Any Phase uses (the doom token, the
monsters of one dimension). This module answers the rest:
- ``discard_with_blessing``: when his Blessing leaves him, these go too (a step right after,
  so that a loop discarding all his cards is not disturbed).
- ``keeps_blessing``: when his Blessing would be lost (not when devoured), this card is
  discarded instead (``card_kept``); decided: used by itself, as it has no other use and
  keeping the Blessing is always worth it.
- ``terror_ward``: the first point the terror level would rise, the card is discarded and
  that point does not rise (``terror_wards``); decided: used by itself, for the same reason.
- ``passes_check``: after any investigator's failed skill check, the roller's player may have
  the holder discard it: the check passes with 1 success (``after_roll``; decided: the
  table agrees on it, and the roller's player answers).
- ``search_deck``: before a draw that gives him one card of that deck, he may discard it and
  search the deck for any one card instead (``draw_searches``; decided: not at a shop, where
  cards are bought rather than gained by a draw, nor when a draw gives several cards).
- ``pays_for``: the two payment cards. Decided, rather than asking at each of the many places
  money and Clue tokens are spent: an Any Phase use readies the card (it is exhausted), and
  the next payment of money (up to $10) or Clue tokens (up to 3) he makes that same phase
  is made by discarding it instead (``payment_covers``, honoured by classic ``core.pay`` and
  counted by ``core.can_pay``, the test of what he can afford). A readied card not used
  that phase simply refreshes with his other cards.

State (``rules_data["nodens"]``): ``deck``, the ids of the Blessings of Nodens in drawing order
(a discarded card goes to the bottom); ``ready``, card instance -> [turn, phase] it was readied.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.registry import rule
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.kingsport.sheets import sheet_in_play

if TYPE_CHECKING:
    from arkham.engine import Frame, Game
    from arkham.state import Investigator

NODENS = "kingsport:nodens"
RULE = "KH p.10 Herald/Guardian variant: Nodens's sheet"
BLESSING = "base:blessing"
PREFIX = "kingsport:blessing_of_nodens_"


def nodens(g: Game) -> dict[str, Any] | None:
    if sheet_in_play(g, "guardian") != NODENS:
        return None
    return g.state.rules_data.get("nodens")  # None until the sheet is set up


def setup(g: Game) -> None:
    deck = sorted(c for c in g.content.cards if c.startswith(PREFIX))
    g.shuffle(deck)
    g.state.rules_data["nodens"] = {"deck": deck, "ready": {}}
    g.log("The Blessings of Nodens are shuffled into a deck by Nodens's sheet", RULE)


def held(g: Game, inv: Investigator, key: str) -> list[str]:
    """His Blessings of Nodens whose data carry ``key``."""
    return [c for c in inv.cards if C.base_id(c).startswith(PREFIX) and C.card_def(g, c).data.get(key)]


# ------------------------------------------------------------ the sheet
def card_gained(g: Game, inv: Investigator, card: str) -> None:
    d = nodens(g)
    if d is None:
        return
    if C.base_id(card).startswith(PREFIX):
        d["deck"].remove(C.base_id(card))
        return
    if C.base_id(card) != BLESSING:
        return
    top = next((c for c in d["deck"] if g.state.decks.get(c)), None)
    if top is None:
        g.log("No Blessing of Nodens is left to draw", RULE)
        return
    C.take_card(g, inv, C.find_in_deck(g, top, top), "Nodens blesses the Blessed")  # type: ignore[arg-type]


def card_leaves(g: Game, inv: Investigator, card: str) -> None:
    d = nodens(g)
    if d is None:
        return
    base = C.base_id(card)
    if base.startswith(PREFIX):
        d["ready"].pop(card, None)
        if base not in d["deck"]:
            d["deck"].append(base)  # to the bottom of the deck
    elif base == BLESSING and held(g, inv, "discard_with_blessing"):
        g.push("kingsport.nodens_lapse", who=-1, seat=inv.seat, inv=inv.id)


@step("kingsport.nodens_lapse")
def nodens_lapse(g: Game, fr: Frame) -> None:
    """His Blessing is gone: the Blessings of Nodens that go with it are discarded."""
    g.pop(fr)
    inv = g.state.investigators[fr["seat"]]
    if inv.id != fr["inv"] or C.has_card(g, inv, BLESSING):
        return None
    for c in held(g, inv, "discard_with_blessing"):
        C.discard_card(g, inv, c, f"{C.pron(g, inv)} Blessing is lost")
    return None


def nightgaunt_options(g: Game, inv: Investigator, fr: Frame, target: str) -> list[tuple[str, str]]:
    if nodens(g) is None or target in (None, "ao") or inv.stage > 0 or not g.state.gates:
        return []
    if C.monster_def(g, target).special != "nightgaunt":
        return []
    return [
        (
            "nodens:nightgaunt",
            f"Let the Nightgaunt carry {C.pron(g, inv, 'him')} to an open gate of {C.pron(g, inv)} choice (Nodens)",
        )
    ]


def nightgaunt_act(g: Game, inv: Investigator, fr: Frame, ans: str) -> bool:
    if ans != "nodens:nightgaunt":
        return False
    g.log(f"{C.inv_name(g, inv)} lets the Nightgaunt carry {C.pron(g, inv, 'him')} off instead of fighting it", RULE)
    stack = g.state.stack
    while stack and stack[-1].get("who") == inv.seat and not stack[-1].get("phase"):
        C.abandon(g, stack.pop())  # the combat (and what brought it) is over
    g.push("combat.nightgaunt", who=-1, seat=inv.seat, gates=sorted(g.state.gates))
    raise C.Interrupt()


def outskirts_bonus(g: Game) -> int:
    return 1 if nodens(g) is not None else 0


# ------------------------------------------------------------ the cards
def keeps_blessing(g: Game, inv: Investigator, card: str, why: str) -> bool:
    if C.base_id(card) != BLESSING or why == "devoured" or nodens(g) is None:
        return False
    keep = held(g, inv, "keeps_blessing")
    if not keep:
        return False
    C.discard_card(g, inv, keep[0], f"discarded instead of {C.pron(g, inv)} Blessing")
    g.log(f"{C.inv_name(g, inv)} keeps {C.pron(g, inv)} Blessing", RULE)
    return True


def terror_ward(g: Game) -> bool:
    if nodens(g) is None:
        return False
    for inv in C.in_order(g):
        ward = held(g, inv, "terror_ward")
        if ward and not inv.eliminated:
            C.discard_card(g, inv, ward[0], "the terror level does not rise")
            g.log("A Blessing of Nodens keeps the terror level from rising", RULE)
            return True
    return False


def pass_options(g: Game, fr: Frame, inv: Investigator, succ: int) -> list[tuple[str, str]]:
    if nodens(g) is None or succ >= fr["diff"]:
        return []
    out = []
    for other in C.in_order(g):
        for c in held(g, other, "passes_check"):
            if not other.eliminated:
                who = "" if other is inv else f"{C.inv_name(g, other)} discards "
                out.append(
                    (f"nodens_pass:{other.seat}:{c}", f"{who or 'Discard '}{C.name_of(g, c)}: pass with 1 success")
                )
    return out


def pass_act(g: Game, fr: Frame, inv: Investigator, ans: str) -> bool:
    if not ans.startswith("nodens_pass:"):
        return False
    _, seat, card = ans.split(":", 2)
    holder = g.state.investigators[int(seat)]
    C.discard_card(g, holder, card, f"{C.inv_name(g, inv)}'s failed check passes")
    fr["forced_pass"] = 1
    g.log(f"{C.inv_name(g, inv)} passes the check with 1 success instead", RULE)
    return True


def search_options(g: Game, inv: Investigator, deck: str) -> list[tuple[str, str]]:
    if nodens(g) is None:
        return []
    return [
        (f"nodens_search:{c}", f"Discard {C.name_of(g, c)}: search the deck for any one card")
        for c in held(g, inv, "search_deck")
        if C.card_def(g, c).data["search_deck"] == deck
    ]


def search_act(g: Game, inv: Investigator, fr: Frame, ans: str) -> bool:
    if not ans.startswith("nodens_search:"):
        return False
    C.discard_card(g, inv, ans.partition(":")[2], f"{C.pron(g, inv, 'he')} searches the deck instead of drawing")
    fr["search"] = True
    return True


@rule("kingsport_nodens_ready_payment")
def ready_payment(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    card = fr["ctx"]["card"]
    st = g.state
    st.rules_data["nodens"]["ready"][card] = [st.turn, st.phase]
    pays = C.card_def(g, card).data["pays_for"]
    g.log(
        f"{C.name_of(g, card)} is ready to pay for the next payment of up to {C.quantity(pays['n'], pays['what'])} "
        "this phase",
        RULE,
    )


def _cover(g: Game, inv: Investigator, what: str, n: int) -> str | None:
    d = nodens(g)
    if d is None or not d["ready"]:
        return None
    st = g.state
    for c in held(g, inv, "pays_for"):
        pays = C.card_def(g, c).data["pays_for"]
        if d["ready"].get(c) == [st.turn, st.phase] and pays["what"] == what and n <= pays["n"]:
            return c
    return None


def covers(g: Game, inv: Investigator, what: str, n: int) -> bool:
    return _cover(g, inv, what, n) is not None


def take(g: Game, inv: Investigator, what: str, n: int) -> None:
    card = _cover(g, inv, what, n)
    C.discard_card(g, inv, card, f"in place of {C.quantity(n, what)}")  # type: ignore[arg-type]


def marks(g: Game) -> dict[str, list[str]]:
    d = nodens(g)
    if d is None:
        return {}
    return {
        f"seat:{inv.seat}": [f"{C.name_of(g, c)} ready to pay" for c in inv.cards if c in d["ready"]]
        for inv in g.state.investigators
        if any(c in d["ready"] for c in inv.cards)
    }
