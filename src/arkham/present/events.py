"""The game log for reading: events grouped by turn and phase, and ``why`` for one event.

The log stores ``[turn, text, rule]`` per event, or ``[turn, text, rule, detail]``
when the engine kept the facts that explain it (a check's dice and what set their
number). The engine logs the start of every phase ("Movement Phase", cited as the
turn sequence); for older logs without those marks the phase is read from the rule
an event cites (movement, encounter, Mythos and battle rules each name their phase);
an event citing no phase-specific rule stays in the phase of the event before it,
and within one turn the phases only go forward.
"""

from __future__ import annotations

import re
from typing import Any

from arkham.present.words import PHASES, explain_rule
from arkham.rules.classic import core as C

ORDER = ["setup", "upkeep", "movement", "arkham", "otherworld", "mythos", "final battle"]

#: substrings of a rule cite -> the phase whose rules they are
PHASE_OF_RULE: list[tuple[str, str]] = [
    ("setup step", "setup"),
    ("setup rule", "setup"),
    ("p.6 refresh", "upkeep"),
    ("upkeep", "upkeep"),
    ("special card upkeep", "upkeep"),
    ("Arkham movement", "movement"),
    ("Other World movement", "movement"),
    ("picking up clues", "movement"),
    ("evading monsters", "movement"),
    ("p.8 delayed", "movement"),
    ("location encounter", "arkham"),
    ("location ability", "arkham"),
    ("p.9 gate", "arkham"),
    ("closing gates", "arkham"),
    ("sealing gates", "arkham"),
    ("spending trophies", "arkham"),
    ("Other World encounter", "otherworld"),
    ("Mythos Phase", "mythos"),
    ("a gate opens", "mythos"),
    ("monster limit", "mythos"),
    ("monster movement", "mythos"),
    ("place clue token", "mythos"),
    ("turn end", "mythos"),
    ("monster surge", "mythos"),
    ("Outskirts", "mythos"),
    ("terror track", "mythos"),
    ("rumor", "mythos"),
    ("environment", "mythos"),
    ("allies leave", "mythos"),
    ("final battle", "final battle"),
    ("'s attack", "final battle"),
    ("devoured", "final battle"),
]

_DICE = re.compile(r"\[(\d(?:, \d)*)?\](?! check)")
_TURN_BEGINS = re.compile(r"^Turn \d+ begins")


#: the engine's phase marks ("Arkham Encounters Phase") -> phase keys
PHASE_MARKS = {f"{PHASES[key]} Phase": key for key in ORDER}
TURN_SEQUENCE = "base p.5 turn sequence"


def phase_of(rule: str, text: str) -> str | None:
    if rule == TURN_SEQUENCE and text in PHASE_MARKS:
        return PHASE_MARKS[text]
    if _TURN_BEGINS.match(text):
        return "upkeep"
    for key, ph in PHASE_OF_RULE:
        if key in rule:
            return ph
    return None


def phases(log: list[list[Any]], start: int = 0) -> list[str]:
    """The phase of every log entry from ``start`` on (see the module notes). Only the
    turn ``start`` falls in is read again, so catching up on a long game stays cheap."""
    if start >= len(log):
        return []
    i0 = start
    while i0 > 0 and log[i0 - 1][0] == log[start][0]:
        i0 -= 1
    out: list[str] = []
    turn = log[i0][0]
    cur = "setup" if turn == 0 else "upkeep"
    for entry in log[i0:]:
        t, text, rule = entry[0], entry[1], entry[2]
        if t != turn:
            turn, cur = t, "upkeep"
        ph = phase_of(rule, text)
        if turn == 0:
            ph = "setup"
        if ph is not None and (ORDER.index(ph) >= ORDER.index(cur) or _TURN_BEGINS.match(text)):
            cur = ph
        out.append(cur)
    return out[start - i0 :]


_DAY_BEGINS = re.compile(r"^Day (\d+) begins$")
_PHASE_BEGINS = re.compile(r"^(.+) starts (a City phase|an Other World phase) \(phase \d+\)$")


def haunt_phases(log: list[list[Any]], start: int = 0) -> list[tuple[str, str]]:
    """Haunt's day and phase of every log entry from ``start`` on, as (key, title): the
    engine logs "Day 2 begins" and "Jenny Barnes starts a City phase (phase 5)" (HotW
    §Sequence Of Play). Only the entries back to the last day's start are read again."""
    i0 = start
    while i0 > 0 and not _DAY_BEGINS.match(log[i0][1] if i0 < len(log) else ""):
        i0 -= 1
    day, cur = 0, ("setup", "Setup")
    out: list[tuple[str, str]] = []
    for entry in log[i0:]:
        text = entry[1]
        m = _DAY_BEGINS.match(text)
        if m:
            day = int(m.group(1))
            cur = (f"{day}:upkeep", f"Day {day} · Upkeep")
        m = _PHASE_BEGINS.match(text)
        if m and day:
            kind = "City phase" if "City" in m.group(2) else "Other World phase"
            cur = (f"{day}:{entry[0]}", f"Day {day} · {kind} of {m.group(1)}")
        out.append(cur)
    return out[start - i0 :]


def grouped(g: Any, start: int = 0) -> list[dict[str, Any]]:
    """Events from ``start`` on as ``[{turn, phase, title, events: [{n, text, rule, why}]}]``;
    a Haunt game's groups are its days and their phases."""
    log = g.state.log
    haunt = g.state.ruleset == "haunt"
    phs = haunt_phases(log, start) if haunt else phases(log, start)
    groups: list[dict[str, Any]] = []
    for k in range(start, len(log)):
        turn, text, rule = log[k][:3]
        ph = phs[k - start]
        if haunt:
            ph, title = ph
        if not groups or groups[-1]["turn"] != turn or groups[-1]["phase"] != ph:
            if not haunt:
                title = "Setup" if turn == 0 else f"Turn {turn} · {PHASES.get(ph, ph)}"
            groups.append({"turn": turn, "phase": ph, "title": title, "events": []})
        groups[-1]["events"].append(
            {"n": k, "text": text, "rule": rule, "why": explain_rule(rule), "who": _who(g, text)}
        )
    return groups


def _who(g: Any, text: str) -> int | None:
    for inv in g.state.investigators:
        if text.startswith(C.inv_name(g, inv)):
            return inv.seat
    return None


def dice_in(text: str) -> list[list[int]]:
    return [[int(x) for x in m.group(1).split(", ")] if m.group(1) else [] for m in _DICE.finditer(text)]


def explain_detail(detail: dict[str, Any] | None) -> list[str]:
    """The facts an event carries, as sentences: for a check, what set the number of
    dice, what each die showed and which counted, and the result against the difficulty."""
    if not detail or "dice" not in detail:
        return []
    terms = detail.get("terms") or []
    total = sum(n for _, n in terms)
    lines = []
    if terms:
        parts = [f"{label} {n:+d}" if i else f"{label} {n}" for i, (label, n) in enumerate(terms)]
        lines.append(
            f"Dice for the {detail['check']} check: {', '.join(parts)} = {max(0, total)}"
            + (" (a total below 0 rolls no dice)" if total < 0 else "")
        )
    floor = detail["floor"]
    dice = detail["dice"]
    if dice:
        need = f"{floor} or more" if floor < 6 else "a 6"
        marks = ", ".join(f"{d}{'*' if d >= floor else ''}" for d in dice)
        lines.append(
            f"Rolled {marks}: a die succeeds on {need} ({detail.get('floor_why', 'the usual 5 or 6')}); "
            "* marks a success"
        )
        if detail.get("double_sixes"):
            lines.append("Each 6 counts as two successes (Shotgun)")
    else:
        lines.append("No dice were rolled, and no Clue token added any")
    passed = detail["successes"] >= detail["difficulty"]
    lines.append(
        f"{detail['successes']} success{'es' if detail['successes'] != 1 else ''} against a difficulty of "
        f"{detail['difficulty']}: {'passed' if passed else 'failed'}"
    )
    return lines


def why(g: Any, k: int) -> list[str]:
    """Why event ``k`` happened, in sentences: the event; for a check, what set its dice,
    what they showed and which counted (from the facts the engine kept with the result,
    or read from the text in logs written before it kept them); and the rule or card
    text it applies."""
    entry = g.state.log[k]
    turn, text, rule = entry[:3]
    lines = [f"#{k} (turn {turn}): {text}"]
    detail = entry[3] if len(entry) > 3 else None
    if detail:
        lines += explain_detail(detail)
        lines.append(f"Rule: {rule} — {explain_rule(rule)}")
        return lines
    seat = _who(g, text)
    rolls = dice_in(text)
    if rolls and seat is not None:
        inv = g.state.investigators[seat]
        floor = C.success_floor(g, inv)
        for vals in rolls:
            if not vals:
                lines.append(
                    "No dice were rolled: the skill with its modifiers came to 0 or less, so the check fails "
                    "unless Clue tokens add dice."
                )
                continue
            hits = [v for v in vals if v >= floor]
            lines.append(
                f"Rolled {', '.join(map(str, vals))}. A die counts as a success on "
                f"{floor}{'+' if floor < 6 else ''} for {C.inv_name(g, inv)}"
                + (" (Blessed)" if floor == 4 else " (Cursed)" if floor == 6 else "")
                + f": {len(hits)} success{'es' if len(hits) != 1 else ''}."
            )
    m = re.search(r"\(([^()]*)\)\s*$", text)
    if m and not rolls:
        lines.append(f"Cause: {m.group(1)}.")
    lines.append(f"Rule: {rule} — {explain_rule(rule)}")
    return lines
