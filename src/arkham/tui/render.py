"""Rendering a game as rich renderables: the board, the tracks, the sheets, the log
and the pending choice. Nothing here reads input or changes the game.

    from rich.console import Console
    console = Console(record=True, width=120)
    console.print(screen(game, seats=["person"]))
    text = console.export_text()

``render_text(renderable)`` does the same in one call (handy in tests).
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Sequence

from rich.console import Console, Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from arkham.present.words import (
    PHASES,
    SPECIAL_STATUS,
    count,
    gate_text,
    seat_kind,
    short,  # noqa: F401
    status_words,
    where_text,
    who_label,
    who_name,
)
from arkham.present.summary import game_summary
from arkham.present.table_view import option_stakes
from arkham.rules.classic import core as C
from arkham.state import LOST, OUTSKIRTS, SHEET, SKY, SKILL_PAIRS

FACES = "⚀⚁⚂⚃⚄⚅"
#: Draw dice as the Unicode faces ⚀..⚅; the app turns this off on consoles that cannot show them.
USE_FACES = True


# ------------------------------------------------------------------ small readers
def bar(value: int, total: int, full: str = "■", empty: str = "□") -> str:
    value = max(0, min(value, total))
    return full * value + empty * (total - value)


# ------------------------------------------------------------------ dice
_LIST = re.compile(r"\[(\d(?:, \d)*)?\](?! check)")
_SINGLE = re.compile(r"\b(rolls|rolled|a) ([1-6])\b(?=( for| is rolled|\)|:|,|$))")


def die_face(v: int) -> str:
    return FACES[v - 1] if USE_FACES and 1 <= v <= 6 else f"[{v}]"


def dice_text(values: Iterable[int], floor: int | None = None) -> Text:
    """Dice as faces; with ``floor``, successes (>= floor) in green and misses dimmed."""
    out = Text()
    vals = list(values)
    if not vals:
        return Text("—", style="dim")
    for k, v in enumerate(vals):
        if k:
            out.append(" ")
        style = "bold" if floor is None else ("bold green" if v >= floor else "dim")
        out.append(die_face(v), style=style)
    return out


def _floor_for(g: Any, text: str) -> int | None:
    if g is None:
        return None
    for inv in g.state.investigators:
        if text.startswith(C.inv_name(g, inv)) and (" check" in text or "Clue token:" in text):
            return C.success_floor(g, inv)
    return None


def log_text(text: str, g: Any = None, style: str = "") -> Text:
    """One log line with every roll shown as dice: ``[6, 1, 4]`` and ``rolls 5``."""
    floor = _floor_for(g, text)
    out = Text(style=style)
    pos = 0
    spans: list[tuple[int, int, Text]] = []
    for m in _LIST.finditer(text):
        vals = [int(x) for x in m.group(1).split(", ")] if m.group(1) else []
        spans.append((m.start(), m.end(), dice_text(vals, floor)))
    for m in _SINGLE.finditer(text):
        if any(a <= m.start(2) < b for a, b, _ in spans):
            continue
        spans.append((m.start(2), m.end(2), dice_text([int(m.group(2))])))
    for a, b, t in sorted(spans, key=lambda s: s[0]):
        out.append(text[pos:a])
        out.append_text(t)
        pos = b
    out.append(text[pos:])
    return out


# ------------------------------------------------------------------ tracks & mythos
def tracks(g: Any) -> Text:
    st = g.state
    ao = g.content.ancient_ones[st.ancient_one]
    first = who_name(g, st.first)
    t = Text()
    t.append(f"Turn {st.turn}", style="bold")
    t.append(f" · {PHASES.get(st.phase, st.phase)} phase · first player: {first}\n")
    t.append(f"{ao.name}", style="bold magenta")
    if st.awakened:
        t.append(" has AWAKENED", style="bold red")
        if st.battle.get("round"):
            t.append(f" — final battle, round {st.battle['round']}")
        t.append("\n")
    else:
        t.append(" sleeps\n", style="dim")
    t.append("Doom   ")
    t.append(bar(st.doom, ao.doom), style="red")
    t.append(f" {st.doom}/{ao.doom}\n")
    t.append("Terror ")
    t.append(bar(st.terror, 10), style="yellow")
    t.append(f" {st.terror}/10" + ("  Arkham is overrun" if st.terror >= 10 else "") + "\n")
    marks = board_marks(g)
    for mark in marks.get(st.ancient_one, ()):  # a rule module's note on the sheet (the Web Between Worlds)
        t.append(mark + "\n", style="magenta")
    for tid, tr in g.content.tracks.items():  # tracks of the expansion boards (the Dunwich Horror track)
        if tid in marks:  # a rule module's own pieces on it (the Rift Tracks)
            t.append(f"{tr.name}: ")
            t.append("; ".join(marks[tid]), style="magenta")
            t.append("\n")
            continue
        n = st.counters.get(f"track:{tid}", 0)
        t.append(f"{tr.name} ")
        t.append(bar(n, tr.size), style="magenta")
        t.append(f" {n}/{tr.size}\n")
    if ao.markers:  # the markers his power draws (Shudde M'ell's Rubble)
        n = len(st.rules_data.get("markers", []))
        t.append(f"{ao.power.name}: {n} of {len(ao.markers)} markers face down\n")
    up = conditions_up(g)
    if up:  # Condition cards face up by the board (Dunwich)
        t.append("Conditions: " + ", ".join(f"{n} (exhausted)" if used else n for n, used in up) + "\n")
    gl = C.gate_limit(g)
    t.append(f"Gates open {len(st.gates)}/{gl}", style="bold red" if len(st.gates) >= gl - 1 else "")
    t.append(f" · Sealed {len(st.seals)}")
    lim = C.monster_limit(g)
    in_ark = C.monsters_in_arkham(g)
    t.append(" · Monsters in Arkham ")
    t.append(
        f"{in_ark}/{lim}" if lim is not None else f"{in_ark} (no limit)",
        style="bold red" if lim is not None and in_ark >= lim else "",
    )
    out_n = sum(1 for p in st.monsters.values() if p == OUTSKIRTS)
    t.append(f" · Outskirts {out_n}/{C.outskirts_limit(g)}")
    if st.elder_signs_used:
        t.append(f" · Elder Signs used {st.elder_signs_used}")
    return t


def conditions_up(g: Any) -> list[tuple[str, bool]]:
    """The Condition cards face up, each with whether it is exhausted this turn."""
    st = g.state
    stamp = st.turn * 1000 + st.battle.get("round", 0)  # as the Condition rules stamp an exhausted card
    return [
        (d.name, st.counters.get(f"condition_used:{cid}") == stamp)
        for cid, d in g.content.cards.items()
        if d.data.get("condition") and st.counters.get(f"condition:{cid}")
    ]


def mythos(g: Any) -> Text:
    st = g.state
    t = Text()
    t.append("Environment: ", style="bold")
    if st.environment:
        d = g.content.mythos[st.environment]
        t.append(d.name + (f" ({d.subtype})" if d.subtype else ""), style="cyan")
        t.append(f" — {d.summary}")
    else:
        t.append("none", style="dim")
    t.append("\nRumor: ", style="bold")
    if st.rumor:
        d = g.content.mythos[st.rumor]
        t.append(d.name, style="cyan")
        if "tokens" in st.rumor_data:
            pool = next((ld.params for ld in d.lasting if ld.kind == "token_pool"), None)  # Sanity or Stamina tokens
            t.append(f" ({st.rumor_data['tokens']} {pool['token'] if pool else 'Clue'} tokens on the card)")
        t.append(f" — {d.summary}")
    else:
        t.append("none", style="dim")
    return t


def variants(g: Any, short: bool = False) -> Text | None:
    """The Kingsport variants in play: the Herald and Guardian sheets with their rules in
    short, the Epic Battle card in play and the Plot cards (None without a variant)."""
    from arkham.present.variants import variant_lines

    lines = variant_lines(g, short)
    if not lines:
        return None
    t = Text()
    for i, line in enumerate(lines):
        t.append(("\n" if i else "") + line, style="magenta" if not line.startswith(" ") else "")
    return t


# ------------------------------------------------------------------ board
def area_items(g: Any, area: str) -> Text | None:
    """What is at one area, or ``None`` when nothing is."""
    st = g.state
    parts: list[Text] = []
    for inv in st.investigators:
        if inv.where == area and not inv.eliminated and not inv.stage:
            parts.append(Text(C.inv_name(g, inv) + (" (jailed)" if inv.jailed else ""), style="bold cyan"))
    if area in st.gates:
        parts.append(Text(gate_text(g, area), style="bold magenta"))
    for m in C.monsters_at(g, area):
        parts.append(Text(C.name_of(g, m), style="red"))
    n = st.clues_on.get(area, 0)
    if n:
        parts.append(Text(count(n, "clue"), style="yellow"))
    if area in st.seals:
        parts.append(Text("SEALED" + (" (Elder Sign)" if st.seals[area] == "elder_sign" else ""), style="bold green"))
    if st.closed.get(area):
        what = "RUBBLE" if "rubble" in st.closed[area] else "CLOSED"  # Shudde M'ell's markers (Dunwich)
        parts.append(Text(what + (" (under the gate)" if area in st.gates else ""), style="bold"))
    elif C.is_closed(g, area):  # closed while an Environment is in play (Kingsport Mists)
        parts.append(Text("CLOSED", style="bold"))
    for mark in board_marks(g).get(area, ()):  # a rule module's pieces here (an open rift)
        parts.append(Text(mark, style="bold magenta"))
    return area_line(g, area, parts)


def board_marks(g: Any) -> dict[str, list[str]]:
    """What the enabled rule modules show at areas and tracks (extension point ``marks``)."""
    out: dict[str, list[str]] = {}
    for fn in g.rules.packs.marks:
        for key, texts in fn(g).items():
            out.setdefault(key, []).extend(texts)
    return out


def area_line(g: Any, area: str, parts: list[Text]) -> Text | None:
    """An area's name followed by what is there, or None when nothing is."""
    if not parts:
        return None
    out = Text()
    out.append(C.name_of(g, area), style="underline")
    out.append(": ")
    out.append_text(Text(", ").join(parts))
    return out


def board(g: Any) -> Table:
    """The town by neighborhood, then the Sky, the Outskirts and Lost in Time and Space."""
    if g.state.ruleset == "haunt":
        from arkham.tui import haunt_render

        return haunt_render.board(g)
    st = g.state
    c = g.content
    t = Table(title="Arkham", show_header=False, expand=False, box=None, padding=(0, 1))
    t.add_column("Neighborhood", style="bold", no_wrap=True)
    t.add_column("What is there")
    by_nb: dict[str, list[str]] = {}
    for a in c.areas.values():
        by_nb.setdefault(a.neighborhood, []).append(a.id)
    home = next(iter(c.towns), None)
    for nb in c.neighborhoods.values():
        areas = sorted(by_nb.get(nb.id, []), key=lambda a: (a != nb.street,))
        lines = [x for x in (area_items(g, a) for a in areas) if x is not None]
        town = c.areas[nb.street].town
        label = nb.name if town == home else f"{c.towns[town].name}: {nb.name}"
        t.add_row(label, Text("\n").join(lines) if lines else Text("—", style="dim"))
    sky = C.monsters_at(g, SKY)
    t.add_row("The Sky", Text(", ".join(C.name_of(g, m) for m in sky), style="red") if sky else Text("—", style="dim"))
    out = C.monsters_at(g, OUTSKIRTS)
    t.add_row(
        "Outskirts",
        Text(f"{len(out)}/{C.outskirts_limit(g)}: " + ", ".join(C.name_of(g, m) for m in out), style="red")
        if out
        else Text("—", style="dim"),
    )
    waiting = C.monsters_at(g, SHEET)
    if waiting:
        t.add_row("Spawn set aside", Text(", ".join(C.name_of(g, m) for m in waiting), style="dim"))
    lost = [C.inv_name(g, i) for i in st.investigators if i.where == LOST and not i.eliminated]
    if lost:
        t.add_row("Lost in Time", Text(", ".join(lost), style="bold cyan"))
    return t


def other_worlds(g: Any) -> Table:
    """Other Worlds with an open gate or an investigator in them, and who is in area 1 / 2."""
    st = g.state
    t = Table(title="Other Worlds", expand=False, box=None, padding=(0, 1), show_header=True, header_style="dim")
    t.add_column("World", style="bold")
    t.add_column("Gates at")
    t.add_column("Area 1", style="cyan")
    t.add_column("Area 2", style="cyan")
    rows = 0
    for w in g.content.worlds.values():
        gates = [C.name_of(g, a) for a, gm in st.gates.items() if C.base_id(gm) == w.id]
        a1 = [C.inv_name(g, i) for i in st.investigators if i.where == w.id and i.stage == 1 and not i.eliminated]
        a2 = [C.inv_name(g, i) for i in st.investigators if i.where == w.id and i.stage == 2 and not i.eliminated]
        if gates or a1 or a2:
            rows += 1
            t.add_row(w.name, ", ".join(gates) or "—", ", ".join(a1) or "—", ", ".join(a2) or "—")
    if not rows:
        t.add_row(Text("no gate is open", style="dim"), "", "", "")
    return t


# ------------------------------------------------------------------ investigators
def _skill_shown(g: Any, inv: Any, pair: int, skill: str) -> tuple[str, str]:
    """A skill's value as the sheet shows it: the value, and what modifies its slider's number."""
    base = getattr(g.content.investigators[inv.id], skill)[inv.sliders[pair]]
    cur = C.skill_value(g, inv, skill)
    return str(cur), ("" if cur == base else f" ({base}{cur - base:+d})")


def slider_line(g: Any, inv: Any, pair: int, left: int = 0) -> Text:
    """One pair of skills on its slider; ``left``: the width the first skill's value takes
    (the widest of the sheet's three), so that the three sliders line up."""
    a, b = SKILL_PAIRS[pair]
    d = g.content.investigators[inv.id]
    pos = inv.sliders[pair]
    t = Text()
    for skill in (a, b):
        value, mod = _skill_shown(g, inv, pair, skill)
        if skill == b:
            t.append("  ")
        t.append(f"{skill.capitalize():<5} ", style="bold")
        t.append(value)
        if mod:
            t.append(mod, style="dim")
        if skill == a:
            t.append(" " * max(0, left - len(value + mod)))
            t.append("  ")
            ta, tb = getattr(d, a), getattr(d, b)
            for k in range(len(ta)):
                if k == pos:
                    t.append(f"[{ta[k]}/{tb[k]}]", style="reverse")
                else:
                    t.append(f" {ta[k]}/{tb[k]} ", style="dim")
    return t


STATUS_DECKS = {"injury": "Injuries", "madness": "Madness"}  # the lasting status cards of the Dunwich box (DH p.6)


def sheet(g: Any, inv: Any, seats: Sequence[str] | None = None) -> Panel:
    """One investigator's sheet: place, Sanity, Stamina, money, Clues, skills on their sliders,
    cards, trophies and status."""
    if g.state.ruleset == "haunt":
        from arkham.tui import haunt_render

        return haunt_render.sheet(g, inv, seats)
    d = g.content.investigators[inv.id]
    t = Text()
    t.append(where_text(g, inv), style="bold")
    t.append("\n")
    t.append("Sanity ", style="bold")
    t.append(f"{inv.sanity}/{C.max_sanity(g, inv)}", style="blue")
    t.append("  Stamina ", style="bold")
    t.append(f"{inv.stamina}/{C.max_stamina(g, inv)}", style="red")
    t.append(f"  ${inv.money}", style="green")
    t.append(f"  Clues {inv.clues}", style="yellow")
    t.append(f"  Focus {d.focus}\n", style="dim")
    for mark in board_marks(g).get(f"seat:{inv.seat}", ()):  # a rule module's tokens by him (Brood tokens)
        t.append(mark + "\n", style="bold magenta")
    left = max(len("".join(_skill_shown(g, inv, pair, SKILL_PAIRS[pair][0]))) for pair in range(3))
    for pair in range(3):
        t.append_text(slider_line(g, inv, pair, left))
        t.append("\n")
    specials = {c for c in inv.cards if short(c) in SPECIAL_STATUS}
    scars = [c for c in inv.cards if C.card_def(g, c).deck in STATUS_DECKS]  # Injury and Madness cards (Dunwich)
    cards = []
    for c in inv.cards:
        if c in specials or c in scars:
            continue
        name = C.card_def(g, c).name
        q = C.card_def(g, c).data.get("task")
        if q is not None:  # a Task or Mission: its tokens and the next place (DH p.5)
            done = g.state.counters.get(f"task:{c}", 0)
            name += f" ({done}/{len(q['steps'])}, next: {C.name_of(g, q['steps'][done]['place'])})"
        cards.append(name + (" (exhausted)" if c in inv.exhausted else ""))
    t.append("Cards: ", style="bold")
    t.append(", ".join(cards) if cards else "none")
    if inv.monster_trophies or inv.gate_trophies:
        t.append("\nTrophies: ", style="bold")
        tro = [f"{C.name_of(g, m)} ({C.toughness(g, m)})" for m in inv.monster_trophies]
        tro += [f"gate {C.name_of(g, gm)}" for gm in inv.gate_trophies]
        t.append(", ".join(tro))
    for deck, title in STATUS_DECKS.items():
        held = [C.card_def(g, c).name for c in scars if C.card_def(g, c).deck == deck]
        if held:
            t.append(f"\n{title}: ", style="bold")
            t.append(", ".join(held), style="bold magenta")
    words = status_words(g, inv)
    if words:
        t.append("\nStatus: ", style="bold")
        t.append(", ".join(words), style="bold yellow")
    t.append(f"\nAbility: {d.ability.name}", style="dim")
    kind = seat_kind(seats, inv.seat)
    title = f"{inv.seat + 1}. {d.name}" + ("" if kind == "person" else f" [{kind} bot]")
    return Panel(
        t,
        title=Text(title, style="bold cyan"),
        title_align="left",
        subtitle=d.occupation,
        subtitle_align="right",
        expand=False,
    )


def sheets(g: Any, seats: Sequence[str] | None = None) -> RenderableType:
    from rich.columns import Columns

    return Columns([sheet(g, i, seats) for i in g.state.investigators], expand=False)


# ------------------------------------------------------------------ log & choice
def log_lines(g: Any, n: int = 8, new_from: int | None = None) -> Text:
    """The last ``n`` log entries, numbered for ``why N``; entries from ``new_from`` on in bold."""
    return log_range(g, max(0, len(g.state.log) - n), len(g.state.log), new_from)


def log_range(g: Any, start: int, stop: int, new_from: int | None = None) -> Text:
    """Log entries ``start`` to ``stop - 1``, numbered for ``why N``; before ``new_from`` dimmed."""
    log = g.state.log
    t = Text()
    for k in range(start, stop):
        turn, text = log[k][0], log[k][1]
        old = new_from is not None and k < new_from
        t.append(f"#{k:<4}", style="dim")
        t.append(f"t{turn:<3}", style="dim")
        t.append_text(log_text(text, g, style="dim" if old else ""))
        if k + 1 < stop:
            t.append("\n")
    if not log:
        t.append("Nothing has happened yet.", style="dim")
    return t


def choice_panel(g: Any, seats: Sequence[str] | None = None, chosen: str | None = None) -> Panel:
    """The pending choice as a numbered list, titled with who decides; ``chosen`` marks an answer (replays)."""
    ch = g.choice
    if ch is None:
        return Panel(Text("No choice is pending: the game is over.", style="bold"), expand=False)
    t = Text()
    t.append(ch.prompt, style="bold")
    if ch.kind:
        t.append(f"   ({ch.kind})", style="dim")
    for n, o in enumerate(ch.options, 1):
        t.append("\n")
        mark = o.id == chosen
        t.append(("→ " if mark else "  ") + f"{n:>2}. ", style="bold green" if mark else "bold")
        t.append(o.label, style="bold green" if mark else "")
        stakes = option_stakes(g, o.id, o.label)["stakes"]
        if stakes:
            t.append("\n       " + " · ".join(stakes), style="dim")
    return Panel(
        t, title=Text(f"{who_label(g, ch.who, seats)} decides", style="bold yellow"), title_align="left", expand=False
    )


def result_panel(g: Any) -> Panel:
    """The end of the game, as the web table sums it up (:func:`arkham.present.summary.game_summary`)."""
    sm = game_summary(g)
    won = bool(sm and sm["won"])
    t = Text()
    t.append("VICTORY" if won else "DEFEAT", style="bold green" if won else "bold red")
    if sm is not None:
        t.append(f": {sm['how']}")
        for line in sm["lines"][1:]:
            t.append("\n" + line)
    return Panel(t, title="The game is over", expand=False)


#: from this width up to 150 the screen takes two columns, the town at the left in BOARD_COLUMN
WIDE = 110
BOARD_COLUMN = 70


def screen(
    g: Any,
    seats: Sequence[str] | None = None,
    log_n: int = 8,
    new_from: int | None = None,
    chosen: str | None = None,
    width: int = 120,
    extra: RenderableType | None = None,
    columns: bool = False,
) -> RenderableType:
    """The whole screen: tracks and mythos (then ``extra``), board and Other Worlds, sheets, log,
    choice (or result). With ``columns`` (a terminal the app fills) and a width from WIDE to 150,
    in two columns: the tracks, the town and the events at the left; the sheets, the Other
    Worlds and the choice at the right."""
    if g.state.ruleset == "haunt":  # Haunt of the Watchers has a screen of its own
        from arkham.tui import haunt_render

        return haunt_render.screen(g, seats, log_n, new_from, chosen, width)
    top: list[RenderableType] = [tracks(g), mythos(g)]
    var = variants(g)
    if var is not None:
        top.append(var)
    parts: list[RenderableType] = [Panel(Group(*top), expand=False)]
    if extra is not None:
        parts.append(extra)
    events = Panel(
        log_lines(g, log_n, new_from),
        title="Latest events (why N: the rule behind #N)",
        title_align="left",
        expand=False,
    )
    if (
        columns and WIDE <= width < 150
    ):  # two columns: the town and the events at the left, the investigators and the choice
        grid = Table.grid(padding=(0, 1))
        grid.add_column(width=BOARD_COLUMN)
        grid.add_column(width=width - BOARD_COLUMN - 1)
        grid.add_row(
            Group(*parts, board(g), events),
            Group(sheets(g, seats), other_worlds(g), result_panel(g) if g.is_over else choice_panel(g, seats, chosen)),
        )
        return grid
    if width >= 150:
        grid = Table.grid(padding=(0, 3))
        grid.add_row(board(g), Group(other_worlds(g)))
        parts.append(grid)
    else:
        parts.append(board(g))
        parts.append(other_worlds(g))
    parts.append(sheets(g, seats))
    parts.append(events)
    parts.append(result_panel(g) if g.is_over else choice_panel(g, seats, chosen))
    return Group(*parts)


def summary_line(g: Any) -> Text:
    """Tracks, limits, Environment and Rumor on one or two lines (small terminals); Haunt's
    day, tracks and gates to win (its own limits) in a game of Haunt of the Watchers."""
    if g.state.ruleset == "haunt":
        from arkham.tui import haunt_render

        return haunt_render.summary_line(g)
    st = g.state
    ao = g.content.ancient_ones[st.ancient_one]
    lim = C.monster_limit(g)
    t = Text()
    t.append(f"Turn {st.turn} · {PHASES.get(st.phase, st.phase)}", style="bold")
    t.append(f" · {ao.name} ")
    t.append(f"doom {st.doom}/{ao.doom}", style="red")
    t.append(" · ")
    t.append(f"terror {st.terror}/10", style="yellow")
    t.append(
        f" · gates {len(st.gates)}/{C.gate_limit(g)} · sealed {len(st.seals)}"
        f" · monsters {C.monsters_in_arkham(g)}/{lim if lim is not None else '-'}"
    )
    env = g.content.mythos[st.environment].name if st.environment else "none"
    rumor = g.content.mythos[st.rumor].name if st.rumor else "none"
    t.append(f"\nEnvironment: {env} · Rumor: {rumor}", style="cyan")
    var = variants(g, short=True)
    if var is not None:
        t.append("\n")
        t.append_text(var)
    for inv in st.investigators:
        t.append(
            f"\n{inv.seat + 1}. {C.inv_name(g, inv)}: {where_text(g, inv)} · San {inv.sanity}/{C.max_sanity(g, inv)}"
            f" Sta {inv.stamina}/{C.max_stamina(g, inv)} ${inv.money} Clues {inv.clues}"
        )
    return t


def compact_screen(
    g: Any,
    seats: Sequence[str] | None = None,
    log_n: int = 8,
    new_from: int | None = None,
    width: int = 80,
    extra: RenderableType | None = None,
) -> Group:
    """A screen for small terminals: one summary (then ``extra``), the latest events and the
    choice ('board' and 'sheet' show the rest)."""
    parts: list[RenderableType] = [
        summary_line(g),
        Text("board: the whole table · sheet N · show NAME · why N · help", style="dim"),
    ]
    if extra is not None:
        parts.append(extra)
    end = result_panel(g) if g.is_over else choice_panel(g, seats)
    if width >= 110 and log_n > 0:  # wide: the events beside the choice
        grid = Table.grid(padding=(0, 2))
        grid.add_column(ratio=1)
        grid.add_column(ratio=1)
        grid.add_row(log_lines(g, log_n, new_from), end)
        parts.append(grid)
        return Group(*parts)
    if log_n > 0:
        parts.append(log_lines(g, log_n, new_from))
    parts.append(end)
    return Group(*parts)


def render_text(renderable: RenderableType, width: int = 120) -> str:
    """Render to plain text (no colours) the way a player would read it."""
    console = Console(record=True, width=width, file=_Null(), color_system=None, force_terminal=False)
    console.print(renderable)
    return console.export_text()


class _Null:
    def write(self, s: str) -> int:
        return len(s)

    def flush(self) -> None:
        pass
