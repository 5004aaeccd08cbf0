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

from arkham.present.words import PHASES, count, explain_rule
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


_CHECK_START = re.compile(r"^.+? makes an? [A-Z][a-z]+ \([+-]\d+\) \[\d+\] check")
_CLUE_SPEND = "base p.13 spending Clue tokens"
_SLIDER = re.compile(r"^([A-Z][a-z]+) on the slider$")
_REACH = 40  # how far a check's start and its result may lie apart in the log


def _term_label(label: str, ruleset: str) -> str:
    """A term of a check's dice as the ruleset says it: Haunt of the Watchers has no
    sliders, the skill is the bonus covered on its pair (HotW §Skill Allocations And Checks)."""
    m = _SLIDER.match(label)
    if m and ruleset == "haunt":
        return f"{m.group(1)} bonus covered this phase"
    return label


def explain_detail(
    detail: dict[str, Any] | None,
    ruleset: str = "classic",
    clues: tuple[int, int] = (0, 0),
    rerolls: list[str] | None = None,
) -> list[str]:
    """The facts an event carries, as sentences: for a check, what set the number of
    dice (the skill, the check's modifier, each bonus, and the dice Clue tokens added
    after the roll: ``clues``, the dice and the tokens), what each die showed and which counted (after the
    ``rerolls``, what re-rolled them), and the result against the difficulty."""
    if not detail or "dice" not in detail:
        return []
    terms = detail.get("terms") or []
    total = sum(n for _, n in terms)
    dice = detail["dice"]
    lines = []
    if terms:
        parts = [
            f"{_term_label(label, ruleset)} {n:+d}" if i else f"{_term_label(label, ruleset)} {n}"
            for i, (label, n) in enumerate(terms)
        ]
        lines.append(
            f"Dice for the {detail['check']} check: {', '.join(parts)} = {count(max(0, total), 'die', 'dice')}"
            + (f" (the total, {total}, is below 0: no dice)" if total < 0 else "")
        )
        more = len(dice) - max(0, total)
        if more > 0:
            spent = min(more, clues[0])
            src = [f"{spent} from {count(clues[1], 'Clue token')} spent"] if spent else []
            if more > spent:
                src.append(f"{more - spent} added after the roll by a card or ability")
            lines.append(f"Then {count(more, 'more die', 'more dice')}: {' and '.join(src)}")
    floor = detail["floor"]
    if rerolls:
        lines.append(f"Re-rolled with {', then '.join(rerolls)}: the dice below are the last roll")
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
        f"{count(detail['successes'], 'success', 'successes')} against a difficulty of "
        f"{detail['difficulty']}: {'passed' if passed else 'failed'}"
    )
    return lines


def _check_result(log: list[list[Any]], k: int) -> int | None:
    """The entry that closes the check started at ``k`` (the one with its facts)."""
    for j in range(k + 1, min(len(log), k + _REACH)):
        if len(log[j]) > 3 and log[j][3] and "dice" in log[j][3]:
            return j
        if _CHECK_START.match(log[j][1]):
            return None
    return None


def _check_start(log: list[list[Any]], j: int) -> int | None:
    for i in range(j - 1, max(-1, j - _REACH), -1):
        if _CHECK_START.match(log[i][1]):
            return i
        if len(log[i]) > 3 and log[i][3] and "dice" in log[i][3]:
            return None
    return None


_SPENDS = re.compile(r" spends (a|\d+) Clue tokens?: \[")


def _clue_dice(log: list[list[Any]], start: int | None, stop: int) -> tuple[int, int]:
    """The dice Clue tokens added to a check between its start and its result, and the tokens."""
    if start is None:
        return 0, 0
    dice = tokens = 0
    for e in log[start + 1 : stop]:
        m = _SPENDS.search(e[1]) if e[2] == _CLUE_SPEND else None
        if m:
            tokens += 1 if m.group(1) == "a" else int(m.group(1))
            dice += sum(len(d) for d in dice_in(e[1]))
    return dice, tokens


_REROLL = re.compile(r" re-rolls with (.+?): \[")


def _rerolls(log: list[list[Any]], start: int | None, stop: int) -> list[str]:
    """What re-rolled a check's dice between its start and its result, in order."""
    if start is None:
        return []
    return [m.group(1) for e in log[start + 1 : stop] for m in [_REROLL.search(e[1])] if m]


def _when(g: Any, turn: int) -> str:
    return f"phase {turn}" if g.state.ruleset == "haunt" else f"turn {turn}"


def _number_lines(g: Any, text: str, paren: str | None) -> list[str]:
    """What a number in the event stands for and what set it."""
    haunt = g.state.ruleset == "haunt"
    p = paren or ""
    n = [int(x) for x in re.findall(r"\d+", p)]
    if re.fullmatch(r"\d+ Focus left", p):
        return [
            f"Focus left this Upkeep: {n[0]}. Each notch a slider moves costs 1 Focus, and the Focus on the "
            "investigator's sheet sets how many there are each Upkeep."
        ]
    if re.fullmatch(r"\d+ movement points? left", p):
        speed = "the Speed bonus covered this phase" if haunt else "his Speed"
        return [
            f"Movement points left: {n[0]}. An investigator has as many movement points as {speed}; "
            "each step to a neighbouring area costs one."
        ]
    if re.fullmatch(r"monster limit \d+ reached", p):
        return [
            f"Cause: the monster limit of {n[0]} is reached, so the monster goes to the Outskirts. The limit is "
            "the number of players plus 3 (one player fewer for each extra board), and there is none at terror 10."
        ]
    if re.fullmatch(r"phase \d+", p):
        return [f"Phase {n[0]} of the game: Haunt of the Watchers numbers every phase played, day after day."]
    if re.fullmatch(r"\d+ of \d+", p) and "Rift Track" in text:
        return [
            f"The track now holds {n[0]} of its {n[1]} rift progress markers; "
            f"when all {n[1]} spaces are full, its rift opens."
        ]
    if re.fullmatch(r"\d+ face up", p):
        return [f"This rift's progress markers still face up: {n[0]}; when every one is face down, the rift closes."]
    if re.fullmatch(r"\d+ left", p) and "doom token" in text:
        return [f"Doom tokens left on the Ancient One: {n[0]}; when the last is removed, the investigators win."]
    if re.fullmatch(r"\d+", p) and "doom" in text.lower():
        return [f"Doom tokens on the doom track now: {n[0]}."]
    if re.fullmatch(r"\d+, track of \d+", p):
        return [f"Doom tokens now: {n[0]}, on a doom track of {n[1]} spaces."]
    if re.fullmatch(r"upkeep roll of \d+", p):
        return [f"Cause: the card's roll at Upkeep came up {n[0]}."]
    if re.fullmatch(r"rolled \d+", p):
        return [f"Cause: a roll of {n[0]}."]
    if re.fullmatch(r"\d+ (?:on the card|tokens on it)", p):
        return [f"Tokens on the card now: {n[0]}."]
    if re.fullmatch(r"reduced to \d+", p):
        return [f"The loss is reduced to {n[0]} by an ability or card that lessens it."]
    out = []
    if p:
        has_words = len(re.findall(r"[A-Za-z]", p)) > len(re.findall(r"\d", p)) + 2
        end = "" if p[-1:] in ".!?" else "."
        out.append(f"Cause: {p}{end}" if has_words else f"The count after this event: {p}{end}")
    m = re.match(r"^Doom rises to \d+ of (\d+)", text)
    if m:
        ao = g.content.ancient_ones.get(g.state.ancient_one)
        name = f"{ao.name}'s" if ao is not None else "the Ancient One's"
        out.append(
            f"{m.group(1)}: the spaces of {name} doom track in this game; when it is full, the Ancient One awakens."
        )
    m = re.search(r"loses (\d+) (Stamina|Sanity) \((?:horror of )?(.+?)(?:'s attack)?\)$", text)
    if m:
        monster = next((d for d in g.content.monsters.values() if d.name == m.group(3)), None)
        if monster is not None:
            dmg = monster.stamina_damage if m.group(2) == "Stamina" else monster.sanity_damage
            kind = "combat" if m.group(2) == "Stamina" else "horror"
            out.append(
                f"{monster.name}'s {kind} damage is {dmg}; the loss is {m.group(1)} after what changes it "
                "(an Environment, a card, an ability)."
                if dmg != int(m.group(1))
                else f"{monster.name}'s {kind} damage is {dmg}."
            )
    return out


def rule_line(rule: str) -> str:
    """``Rule: base p.13 difficulty — the Arkham Horror rulebook, page 13: difficulty``;
    a cite that explains itself is said once."""
    words = explain_rule(rule)
    return f"Rule: {words}" if words.strip().lower() == (rule or "").strip().lower() else f"Rule: {rule} — {words}"


def why(g: Any, k: int) -> list[str]:
    """Why event ``k`` happened, in sentences: the event; for a check (its start or its
    result), what set its dice, what they showed and which counted (from the facts the
    engine kept with the result, or read from the text in logs written before it kept
    them); what the numbers in it stand for and what set them; and the rule or card text
    it applies."""
    log = g.state.log
    entry = log[k]
    turn, text, rule = entry[:3]
    lines = [f"#{k} ({_when(g, turn)}): {text}"]
    detail = entry[3] if len(entry) > 3 else None
    ruleset = g.state.ruleset
    if detail and "dice" in detail:
        i = _check_start(log, k)
        lines += explain_detail(detail, ruleset, _clue_dice(log, i, k), _rerolls(log, i, k))
        lines.append(rule_line(rule))
        return lines
    if _CHECK_START.match(text):
        j = _check_result(log, k)
        if j is not None:
            lines += explain_detail(log[j][3], ruleset, _clue_dice(log, k, j), _rerolls(log, k, j))
            lines.append(f"(the check's result is event #{j})")
            lines.append(rule_line(rule))
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
                + f": {count(len(hits), 'success', 'successes')}."
            )
    m = re.search(r"\(([^()]*)\)\s*$", text)
    lines += _number_lines(g, text, m.group(1) if m and not rolls else None)
    lines.append(rule_line(rule))
    return lines
