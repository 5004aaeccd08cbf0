"""Names and short phrases shared by every front end."""

from __future__ import annotations

import re
from typing import Any, Sequence

from arkham.rules.classic import core as C
from arkham.state import LOST

PHASES = {
    "setup": "Setup",
    "upkeep": "Upkeep",
    "movement": "Movement",
    "arkham": "Arkham Encounters",
    "otherworld": "Other World Encounters",
    "other_worlds": "Other World Encounters",
    "mythos": "Mythos",
    "final battle": "Final Battle",
    "battle": "Final Battle",
}

SPECIAL_STATUS = {  # special card short id -> status word on the sheet
    "blessing": "Blessed",
    "curse": "Cursed",
    "retainer": "Retainer",
    "bank_loan": "Bank Loan",
    "silver_twilight_membership": "Silver Twilight member",
    "deputy_of_arkham": "Deputy of Arkham",
}

BOOKS = {
    "base": "the Arkham Horror rulebook",
    "DH": "the Dunwich Horror rulebook (rule changes and FAQ)",
    "KH": "the Kingsport Horror rulebook (rule changes and FAQ)",
}

_REF = re.compile(r"^(base|DH|KH)\b\s*(pp?\.\s*(\d+(?:-\d+)?))?\s*(FAQ)?\s*(.*)$")
_HOTW = re.compile(r"^HotW\s*§\s*(.+)$")
_AO_TEXT = re.compile(r"^(.+?)(?:'s |: )(attack|power|start of battle)$")

#: the cites that name a text rather than a page: what that text is
OWN_TEXTS = {
    "special card": "the text of a special card (Retainer, Bank Loan, Blessing...)",
    "special card upkeep": "the text of a special card that acts at Upkeep (Retainer, Bank Loan, Blessing...)",
    "environment": "the text of the Environment in play",
    "rumor text": "the text of the Rumor in play",
    "monster text": "the special text of the monster",
    "mythos": "the text of the Mythos card",
    "Mythos card": "the text of the Mythos card",
    "card text": "the printed text of the card or encounter being resolved",
    "card": "the text of a card the investigator holds",
    "investigator ability": "the investigator's own ability, printed on the sheet",
    "location ability": "the special ability printed on the location",
    "location card": "the text of the location card",
    "Kingsport location card": "the text of the Kingsport location card",
    "encounter": "the text of the encounter being resolved",
    "encounter chart": "the encounter's chart of results by successes",
}


def short(ident: str) -> str:
    """``base:arkham/graveyard#2`` -> ``graveyard``."""
    return C.base_id(ident).partition(":")[2].rpartition("/")[2]


count = C.count  # one rule for "1 die", "2 dice" in the rules' log and on every screen


HAUNT_PHASES = {
    "city": "City phase",
    "otherworld": "Other World phase",
    "upkeep": "Upkeep",
    "day": "between phases",
    "setup": "Setup",
}


def turn_title(g: Any) -> str:
    """Where the game is in its sequence of play: ``Turn 2 · Movement`` in classic,
    ``Day 1 · City phase of Jenny Barnes`` in Haunt, whose day holds one phase an
    investigator at a time (HotW §Sequence Of Play)."""
    st = g.state
    if st.ruleset != "haunt":
        return "Setup" if st.turn == 0 and st.phase == "setup" else f"Turn {st.turn} · {PHASES.get(st.phase, st.phase)}"
    hd = st.rules_data
    ph = hd.get("phase") or {}
    kind = ph.get("kind") or st.phase
    words = HAUNT_PHASES.get(kind, str(kind).capitalize())
    if ph.get("seat") is not None and 0 <= ph["seat"] < len(st.investigators):
        words += f" of {C.inv_name(g, st.investigators[ph['seat']])}"
    return f"Day {hd.get('day', 0)} · {words}" if hd.get("day") else words


def seat_kind(seats: Sequence[str] | None, seat: int) -> str:
    if seats is None or not 0 <= seat < len(seats):
        return "person"
    return seats[seat]


def who_name(g: Any, seat: int) -> str:
    invs = g.state.investigators
    if 0 <= seat < len(invs):
        return C.inv_name(g, invs[seat])
    return "The players"


def who_label(g: Any, seat: int, seats: Sequence[str] | None = None) -> str:
    """``Amanda Sharpe (investigator 1, person)``: who decides a choice."""
    invs = g.state.investigators
    if not 0 <= seat < len(invs):
        return "The players (together)"
    kind = seat_kind(seats, seat)
    kind = "person" if kind == "person" else f"{kind} bot"
    return f"{C.inv_name(g, invs[seat])} (investigator {seat + 1}, {kind})"


def deciding_seat(g: Any) -> int | None:
    """The seat that answers the pending choice: the one the engine names, or the first
    player for a decision the investigators make together."""
    ch = g.choice
    if ch is None:
        return None
    n = len(g.state.investigators)
    return ch.who if 0 <= ch.who < n else g.state.first


def where_text(g: Any, inv: Any) -> str:
    if inv.eliminated:
        return "devoured"
    if inv.where == LOST:
        return "Lost in Time and Space"
    if inv.stage:
        return f"{C.name_of(g, inv.where)}, area {inv.stage}"
    return C.name_of(g, inv.where)


def gate_text(g: Any, area: str) -> str:
    from arkham.present.public import hidden_gates

    if area in hidden_gates(g):  # its world is not known (HotW §Setup)
        return "a face-down gate"
    gm = g.state.gates[area]
    world = C.name_of(g, gm)
    mod = gate_modifier(g, gm)
    return f"gate to {world}" + (f" ({mod:+d})" if mod is not None else "")


def gate_modifier(g: Any, gate_marker: str) -> int | None:
    return next((m.modifier for m in g.content.gate_markers if m.world == C.base_id(gate_marker)), None)


def status_words(g: Any, inv: Any) -> list[str]:
    st = g.state
    out = []
    if inv.eliminated:
        out.append("DEVOURED")
    if inv.where == LOST:
        out.append("Lost in Time and Space")
    if inv.delayed:
        out.append("Delayed")
    if inv.jailed:
        out.append("Jailed")
    if inv.lose_turn >= st.turn:
        out.append(f"loses turn {inv.lose_turn}")
    for cid in inv.cards:
        w = SPECIAL_STATUS.get(short(cid))
        if w:
            out.append(w)
    if inv.seat == st.first:
        out.append("first player")
    return out


def explain_rule(rule: str) -> str:
    """``base p.13 skill checks`` -> ``the Arkham Horror rulebook, page 13: skill checks``."""
    rule = (rule or "").strip()
    if not rule:
        return "no rule reference: the text of a card or the game's bookkeeping"
    m = _REF.match(rule)
    if not m:
        if rule in OWN_TEXTS:
            return OWN_TEXTS[rule]
        h = _HOTW.match(rule)
        if h:
            return f"Haunt of the Watchers, section {h.group(1)}"
        a = _AO_TEXT.match(rule)
        if a:
            return f"{a.group(1)}'s {a.group(2)}, printed on the Ancient One's sheet"
        return f"the text of {rule}" if rule[:1].isupper() else rule  # a card or ability by name, or words
    book, _, page, faq, topic = m.groups()
    out = BOOKS[book]
    if page:
        out += f", {'pages' if '-' in page else 'page'} {page}"
    if faq:
        out += ", FAQ"
    if topic:
        out += f": {topic}"
    return out


article = C.article  # one rule for "a"/"an" in the rules' log and on every screen
