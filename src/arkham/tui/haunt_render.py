"""The terminal screen for Haunt of the Watchers: the day, the tracks against the gates
to reduce, the Mythos cards' fields, the board with face-up and face-down gates and
the monsters' clues and goals, the Other World stacks and the investigators' sheets
with their bonus allocations. A face-down gate is never shown by its world."""

from __future__ import annotations

from typing import Any, Sequence

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from arkham.present.words import count, turn_title, where_text
from arkham.rules.classic import core as C
from arkham.rules.haunt import data as D
from arkham.rules.haunt import goals, skills, status, tracks
from arkham.state import LOST, OUTSKIRTS, SKY, SKILL_PAIRS
from arkham.tui import render as R


def top(g: Any) -> Text:
    st = g.state
    ao = g.content.ancient_ones[st.ancient_one]
    phase = D.hd(g).get("phase")
    t = Text()
    t.append(f"Day {D.hd(g).get('day', 0)}", style="bold")
    if phase:
        t.append(
            f" · {'City' if phase['kind'] == 'city' else 'Other World'} phase of "
            f"{C.inv_name(g, st.investigators[phase['seat']])}"
        )
    else:
        t.append(f" · {st.phase}")
    t.append(f" · {count(st.turn, 'phase')} played\n")
    t.append(f"{ao.name}", style="bold magenta")
    t.append(f": the investigators win when {gates_to_win(g)}\n")
    t.append("Doom   ")
    t.append(R.bar(st.doom, tracks.doom_track(g)), style="red")
    t.append(f" {st.doom}/{tracks.doom_track(g)} ({tracks.empty_doom(g)} empty)\n")
    t.append("Terror ")
    t.append(R.bar(st.terror, tracks.TERROR_TRACK), style="yellow")
    t.append(f" {st.terror}/{tracks.TERROR_TRACK}\n")
    down = len(D.hd(g).get("face_down", []))
    t.append(
        f"Gates {len(st.gates)} ({down} face down) · win at {tracks.victory_target(g)} or fewer · "
        f"gate discard pile {len(st.gate_pile)}"
    )
    return t


def gates_to_win(g: Any) -> str:
    """``5 or fewer gates are open (the Combat rating of Shub-Niggurath)`` (HotW §Victory Conditions)."""
    ao = g.content.ancient_ones[g.state.ancient_one]
    n = tracks.victory_target(g)
    why = "" if n != abs(ao.combat or 0) else f" (its Combat rating, {ao.combat:+d})"
    return f"{n} or fewer gates are open{why}"


def summary_line(g: Any) -> Text:
    """Haunt's day, its tracks and the gates against the number that wins, then the
    investigators, on a few lines (small terminals): what :func:`top` shows, shortly."""
    st = g.state
    ao = g.content.ancient_ones[st.ancient_one]
    down = len(D.hd(g).get("face_down", []))
    t = Text()
    t.append(turn_title(g), style="bold")
    t.append(f" · {ao.name} ")
    t.append(f"doom {st.doom}/{tracks.doom_track(g)}", style="red")
    t.append(" · ")
    t.append(f"terror {st.terror}/{tracks.TERROR_TRACK}", style="yellow")
    t.append(f" · gates {len(st.gates)} ({down} face down), win at {tracks.victory_target(g)} or fewer")
    cards = [mc.name for mc in D.mythos_cards(g)]
    t.append("\nMythos cards: " + (", ".join(cards) if cards else "none"), style="cyan")
    for inv in st.investigators:
        t.append(
            f"\n{inv.seat + 1}. {C.inv_name(g, inv)}: {where_text(g, inv)} · San {inv.sanity}/{C.max_sanity(g, inv)}"
            f" Sta {inv.stamina}/{C.max_stamina(g, inv)} ${inv.money} {count(inv.clues, 'Clue')}"
        )
    return t


def mythos(g: Any) -> Table:
    t = Table(title="Mythos cards", show_header=True, header_style="dim", box=None, padding=(0, 1))
    for col in ("Card", "Mythos location", "Grey field", "Black field"):
        t.add_column(col)
    for mc in D.mythos_cards(g):
        t.add_row(
            mc.name, C.name_of(g, mc.gate) if mc.gate else "—", ", ".join(mc.white) or "—", ", ".join(mc.black) or "—"
        )
    if not D.mythos_cards(g):
        t.add_row(Text("none in play", style="dim"), "", "", "")
    return t


def monster_text(g: Any, m: str) -> str:
    n = D.mclues(g, m)
    return (
        f"{C.name_of(g, m)} [{D.monster_symbol(g, m)}"
        + (f", {count(n, 'clue')}" if n else "")
        + f"; {goals.goal_label(g, m)}]"
    )


def area_items(g: Any, area: str) -> Text | None:
    st = g.state
    parts: list[Text] = []
    for inv in D.investigators_at(g, area):
        parts.append(Text(C.inv_name(g, inv), style="bold cyan"))
    if area in st.gates:
        parts.append(Text(D.gate_label(g, area), style="bold magenta"))
    for m in D.monsters_at(g, area):
        parts.append(Text(monster_text(g, m), style="red"))
    n = st.clues_on.get(area, 0)
    if n:
        parts.append(Text(count(n, "clue"), style="yellow"))
    if st.closed.get(area):
        parts.append(Text("CLOSED", style="bold"))
    return R.area_line(g, area, parts)


def board(g: Any) -> Table:
    c = g.content
    t = Table(title="Arkham", show_header=False, box=None, padding=(0, 1))
    t.add_column("Neighborhood", style="bold", no_wrap=True)
    t.add_column("What is there")
    by_nb: dict[str, list[str]] = {}
    for a in c.areas.values():
        by_nb.setdefault(a.neighborhood, []).append(a.id)
    for nb in c.neighborhoods.values():
        lines = [
            x
            for x in (area_items(g, a) for a in sorted(by_nb.get(nb.id, []), key=lambda a: a != nb.street))
            if x is not None
        ]
        t.add_row(nb.name, Text("\n").join(lines) if lines else Text("—", style="dim"))
    sky = D.monsters_at(g, SKY)
    t.add_row(
        "The Sky", Text(", ".join(monster_text(g, m) for m in sky), style="red") if sky else Text("—", style="dim")
    )
    lost = [C.inv_name(g, i) for i in g.state.investigators if i.where == LOST and not i.eliminated]
    if lost:
        t.add_row("Lost in Time", Text(", ".join(lost), style="bold cyan"))
    return t


def other_worlds(g: Any) -> Table:
    st = g.state
    t = Table(title="Other Worlds", box=None, padding=(0, 1), header_style="dim")
    for col in ("World", "Face-up gates at", "Monsters (top last)", "Section 1", "Section 2"):
        t.add_column(col)
    for w in [OUTSKIRTS] + list(g.content.worlds):
        gates = [C.name_of(g, a) for a, gm in D.face_up_gates(g).items() if D.gate_world(gm) == w]
        stack = [C.name_of(g, m) for m in status.stacks(g).get(w, [])]
        s1 = [C.inv_name(g, i) for i in st.investigators if i.where == w and i.stage == 1 and not i.eliminated]
        s2 = [C.inv_name(g, i) for i in st.investigators if i.where == w and i.stage == 2 and not i.eliminated]
        if gates or stack or s1 or s2:
            t.add_row(
                C.name_of(g, w),
                ", ".join(gates) or "—",
                ", ".join(stack) or "—",
                ", ".join(s1) or "—",
                ", ".join(s2) or "—",
            )
    return t


def sheet(g: Any, inv: Any, seats: Sequence[str] | None = None) -> Panel:
    d = g.content.investigators[inv.id]
    t = Text()
    if inv.eliminated:
        t.append("Removed from play; a new investigator starts at the next Upkeep", style="bold red")
        return Panel(t, title=Text(f"{inv.seat + 1}. {d.name}", style="bold cyan"), title_align="left", expand=False)
    t.append(R.where_text(g, inv), style="bold")
    t.append("\nSanity ", style="bold")
    t.append(f"{inv.sanity}/{C.max_sanity(g, inv)}", style="blue")
    t.append("  Stamina ", style="bold")
    t.append(f"{inv.stamina}/{C.max_stamina(g, inv)}", style="red")
    t.append(f"  ${inv.money}", style="green")
    t.append(f"  Clues {inv.clues}", style="yellow")
    t.append(f"  Focus {d.focus}\n")
    a = skills.alloc(g, inv)
    for pair, (s1, s2) in enumerate(SKILL_PAIRS):
        t.append(f"{s1.capitalize()}/{s2.capitalize():<6}", style="bold")
        for k in range(4):
            label = f"{getattr(d, s1)[k]}/{getattr(d, s2)[k]}"
            if [pair, k] in a["now"]:
                t.append(f" [{label}]", style="reverse")
            elif [pair, k] in a["covered"]:
                t.append(f" ({label})", style="dim strike")
            else:
                t.append(f"  {label} ")
        t.append("\n")
    cards = [C.card_def(g, c).name + (" (exhausted)" if c in inv.exhausted else "") for c in inv.cards]
    t.append("Cards: ", style="bold")
    t.append(", ".join(cards) or "none")
    if inv.monster_trophies or inv.gate_trophies:
        t.append("\nTrophies: ", style="bold")
        t.append(
            ", ".join(
                [f"{C.name_of(g, m)} [{D.monster_symbol(g, m)}]" for m in inv.monster_trophies]
                + [f"gate {C.name_of(g, D.gate_world(gm))}" for gm in inv.gate_trophies]
            )
        )
    words = [w.capitalize() for w in status.marks(g, inv)]
    if inv.lose_turn > g.state.turn:
        words.append("loses the next turn")
    if inv.delayed:
        words.append("stays here")
    fi = D.first_investigator(g)
    if fi is not None and fi.seat == inv.seat:
        words.append("First Investigator")
    if words:
        t.append("\nStatus: ", style="bold")
        t.append(", ".join(words), style="bold yellow")
    kind = R.seat_kind(seats, inv.seat)
    title = f"{inv.seat + 1}. {d.name}" + ("" if kind == "person" else f" [{kind} bot]")
    return Panel(t, title=Text(title, style="bold cyan"), title_align="left", expand=False)


def sheets(g: Any, seats: Sequence[str] | None = None) -> RenderableType:
    from rich.columns import Columns

    return Columns([sheet(g, i, seats) for i in g.state.investigators], expand=False)


def screen(
    g: Any,
    seats: Sequence[str] | None = None,
    log_n: int = 8,
    new_from: int | None = None,
    chosen: str | None = None,
    width: int = 120,
) -> Group:
    parts: list[RenderableType] = [
        Panel(Group(top(g), mythos(g)), expand=False),
        board(g),
        other_worlds(g),
        sheets(g, seats),
        Panel(
            R.log_lines(g, log_n, new_from),
            title="Latest events (why N: the rule behind #N)",
            title_align="left",
            expand=False,
        ),
    ]
    parts.append(R.result_panel(g) if g.is_over else R.choice_panel(g, seats, chosen))
    return Group(*parts)
