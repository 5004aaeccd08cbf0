"""The command line: ``arkham play`` puts a person into a game in the terminal."""
from __future__ import annotations

import random
import sys
from typing import Optional

import typer
from rich.console import Console

import arkham
from arkham.errors import ArkhamError
from arkham.rules.classic import core as C

app = typer.Typer(add_completion=False, help="Arkham Horror (2nd edition), run by the computer.")
console = Console(highlight=False)


def status_line(g: arkham.Game) -> str:
    st = g.state
    ao = g.content.ancient_ones[st.ancient_one]
    return (f"Turn {st.turn} | {st.phase} | {ao.name}: doom {st.doom}/{ao.doom} | terror {st.terror} | "
            f"gates {len(st.gates)}/{C.gate_limit(g)} | monsters {C.monsters_in_arkham(g)} in Arkham, "
            f"{sum(1 for p in st.monsters.values() if p == C.OUTSKIRTS)} in the Outskirts")


def sheet(g: arkham.Game, inv: object) -> str:
    i = inv  # type: ignore[assignment]
    skills = " ".join(f"{s[:2].capitalize()}{C.skill_value(g, i, s)}" for s in ("speed", "sneak", "fight", "will", "lore", "luck"))
    cards = ", ".join(C.card_def(g, c).name for c in i.cards) or "no cards"
    where = C.name_of(g, i.where) + (f" (area {i.stage})" if i.stage else "")
    return (f"{C.inv_name(g, i)} at {where}: San {i.sanity}/{C.max_sanity(g, i)} Sta {i.stamina}/{C.max_stamina(g, i)} "
            f"${i.money} clues {i.clues} | {skills} | {cards}")


@app.command()
def play(
    investigators: int = typer.Option(1, "--investigators", "-n", min=1, max=8, help="How many investigators (1-8)."),
    ancient_one: Optional[str] = typer.Option(None, "--ancient-one", "-a", help="Ancient One id, e.g. cthulhu (random if not given)."),
    seed: Optional[int] = typer.Option(None, "--seed", help="Random seed (random if not given)."),
    bots: str = typer.Option("", "--bots", help="Seats played by a random bot, e.g. '1,2' (seat numbers from 0)."),
) -> None:
    """Play a game in the terminal: answer each choice with its number."""
    try:
        bot_seats = {int(x) for x in bots.split(",") if x.strip()}
    except ValueError:
        console.print(f"[red]--bots must be seat numbers separated by commas, not {bots!r}[/red]")
        raise typer.Exit(2)
    if seed is None:
        seed = random.SystemRandom().randrange(10 ** 9)
    try:
        g = arkham.new_game(seed=seed, ancient_one=ancient_one, investigators=investigators)
    except ArkhamError as exc:
        console.print(f"[red]{exc}[/red]")
        raise typer.Exit(2)
    bot = random.Random(seed)
    shown = 0
    console.print(f"[bold]Arkham Horror[/bold] — seed {seed}. Type a number to choose; 'sheet', 'log', 'why', 'help' or 'quit'.")
    while not g.is_over:
        for e in g.state.log[shown:]:
            console.print(f"  {e[1]}")
        shown = len(g.state.log)
        ch = g.choice
        assert ch is not None
        if ch.who in bot_seats:
            g.apply(bot.choice(ch.options).id)
            continue
        console.print(f"\n[dim]{status_line(g)}[/dim]")
        who = C.inv_name(g, g.state.investigators[ch.who]) if 0 <= ch.who < len(g.state.investigators) else "The first player"
        console.print(f"[bold]{who}[/bold] — {ch.prompt}")
        for n, o in enumerate(ch.options, 1):
            console.print(f"  {n:>2}. {o.label}")
        try:
            line = input("> ").strip().lower()
        except EOFError:
            console.print("\nInput ended: leaving the game.")
            raise typer.Exit(0)
        if line in ("quit", "q", "exit"):
            console.print("Leaving the game.")
            raise typer.Exit(0)
        if line == "sheet":
            for inv in g.state.investigators:
                console.print(sheet(g, inv))
            continue
        if line == "log":
            for e in g.state.log[-15:]:
                console.print(f"  [{e[0]}] {e[1]}")
            continue
        if line == "why":
            e = g.state.log[-1] if g.state.log else None
            console.print(f"  {e[1]} — rule: {e[2] or 'card text'}" if e else "  Nothing has happened yet.")
            continue
        if line == "help":
            console.print("  Type the number of an option. 'sheet' shows investigators, 'log' the last events, "
                          "'why' the rule behind the last event, 'quit' leaves.")
            continue
        if not line.isdigit() or not 1 <= int(line) <= len(ch.options):
            console.print(f"  [yellow]Please type a number from 1 to {len(ch.options)}, or 'help'.[/yellow]")
            continue
        g.apply(ch.options[int(line) - 1].id)
    for e in g.state.log[shown:]:
        console.print(f"  {e[1]}")
    r = g.result or {}
    console.print(f"\n[bold]{'Victory' if r.get('won') else 'Defeat'}[/bold]: {r.get('how')} (score {r.get('score')})")


@app.command("list")
def list_content() -> None:
    """List the investigators and Ancient Ones that can be chosen."""
    from arkham.content.loader import load_content
    c = load_content(("base",))
    console.print("Ancient Ones: " + ", ".join(a.partition(":")[2] for a in sorted(c.ancient_ones)))
    console.print("Investigators: " + ", ".join(i.partition(":")[2] for i in sorted(c.investigators)))


def main() -> None:
    try:
        app()
    except ArkhamError as exc:  # pragma: no cover - commands report their own errors
        console.print(f"[red]{exc}[/red]")
        sys.exit(2)


if __name__ == "__main__":  # pragma: no cover
    main()
