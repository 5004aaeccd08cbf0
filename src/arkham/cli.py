"""The command line.

    arkham play                      # 1 investigator against a random Ancient One, at once
    arkham play -n 2 -a cthulhu --who amanda_sharpe,random --bots 2
    arkham play --setup              # a short menu: boxes, variants, Ancient One, investigators, person or bot
    arkham play --resume 12          # go on exactly where game 12 stopped
    arkham games                     # the saved games
    arkham replay 12                 # step through game 12 again (and verify it)
    arkham export 12 game.json       # game 12 as one file (settings, answers, snapshot)
    arkham import game.json          # a saved game from such a file, once its answers are checked
    arkham list                      # investigators and Ancient Ones

Every game is saved after every choice in SQLite (``--db PATH``, default
``$XDG_DATA_HOME/arkham/games.sqlite`` or ``~/.local/share/arkham/games.sqlite``).
The screen is drawn by :mod:`arkham.tui.render`, the loop is :mod:`arkham.tui.app`.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any, Optional

import typer
from rich.console import Console

import arkham
from arkham.bots import BOTS
from arkham.errors import ArkhamError
from arkham.saved_games import GameStore, StoreError, UnknownGame, default_db_path
from arkham.tui import app as A

app = typer.Typer(
    add_completion=False, help="Arkham Horror (2nd edition), run by the computer.", pretty_exceptions_enable=False
)
console = Console(highlight=False)
say = A.say

DB_HELP = "The save database (default: $XDG_DATA_HOME/arkham/games.sqlite or ~/.local/share/arkham/games.sqlite)."


PACKS_HELP = "Content packs, comma separated: 'base', 'base,dunwich', 'base,kingsport' or 'base,dunwich,kingsport'."


def _content(packs: str = "base") -> Any:
    from arkham.content.loader import load_content
    from arkham.errors import ContentError

    names = tuple(p.strip() for p in packs.split(",") if p.strip())
    try:
        return load_content(names)
    except ContentError as exc:
        raise typer.BadParameter(str(exc), param_hint="--packs") from None


def match_id(text: str, table: dict[str, Any], what: str, option: str) -> str:
    """An id from ``amanda_sharpe``, ``base:amanda_sharpe`` or ``Amanda Sharpe`` (any case)."""
    from arkham.content.ids import resolve

    try:
        return resolve(text, table, what, ("random",))
    except ArkhamError as exc:
        raise typer.BadParameter(str(exc), param_hint=option) from None


def _open_store(db: Optional[Path]) -> GameStore:
    try:
        return GameStore(db)
    except StoreError as exc:
        say(console, f"{exc}", "red")
        raise typer.Exit(1)


def _db_hint(db: Optional[Path]) -> str:
    return f" --db {db}" if db is not None else ""


def _parse_setup(
    content: Any,
    ancient_one: Optional[str],
    investigators: Optional[int],
    who: str,
    bots: str,
    bot: str,
    ruleset: str = "classic",
    think: Optional[float] = None,
) -> A.Setup:
    if bot not in BOTS:
        raise typer.BadParameter(f"unknown bot '{bot}' (known: {', '.join(sorted(BOTS))})", param_hint="--bot")
    if think is not None:  # the planner's seconds per decision, kept in the seat's name (saved with the game)
        if not bot.startswith("planner"):
            raise typer.BadParameter(
                f"only the planner thinks ahead; give --bot planner (not '{bot}')", param_hint="--think"
            )
        bot = f"{bot}@{think:g}s"
    ao = None
    if ancient_one and ancient_one.lower() != "random":
        ao = match_id(ancient_one, content.ancient_ones, "Ancient One", "--ancient-one")
    names = [w.strip() for w in who.split(",") if w.strip()] if who else []
    n = investigators if investigators is not None else max(1, len(names))
    if len(names) > n:
        raise typer.BadParameter(f"{len(names)} investigators named but --investigators is {n}", param_hint="--who")
    chosen: list[str | None] = []
    for w in names:
        iid = None if w.lower() == "random" else match_id(w, content.investigators, "investigator", "--who")
        if iid is not None and iid in chosen:
            raise typer.BadParameter(f"investigator '{w}' is named twice", param_hint="--who")
        chosen.append(iid)
    chosen += [None] * (n - len(chosen))
    seats = ["person"] * n
    spec = bots.strip().lower()
    if spec == "all":
        seats = [bot] * n
    elif spec:
        for part in spec.split(","):
            part = part.strip()
            if not part.isdigit() or not 1 <= int(part) <= n:
                raise typer.BadParameter(
                    f"'{part}' is not an investigator number from 1 to {n} (give numbers like '2,3', or 'all')",
                    param_hint="--bots",
                )
            seats[int(part) - 1] = bot
    return A.Setup(ancient_one=ao, investigators=chosen, seats=seats, ruleset=ruleset)


@app.command()
def play(
    ancient_one: Optional[str] = typer.Option(
        None, "--ancient-one", "-a", help="The Ancient One, e.g. cthulhu or 'random' (default random)."
    ),
    investigators: Optional[int] = typer.Option(
        None, "--investigators", "-n", min=1, max=8, help="How many investigators, 1 to 8 (default 1)."
    ),
    who: str = typer.Option(
        "", "--who", "-i", help="Who the investigators are, comma-separated, e.g. 'amanda_sharpe,random'."
    ),
    bots: str = typer.Option(
        "", "--bots", "-b", help="Investigators played by a bot, numbered from 1: '2,3' or 'all'."
    ),
    bot: str = typer.Option(
        "heuristic", "--bot", help=f"Which bot plays them ({', '.join(sorted(BOTS))}); the same default as 'simulate'."
    ),
    think: Optional[float] = typer.Option(
        None,
        "--think",
        min=0.0,
        max=600.0,
        metavar="SECONDS",
        help="Seconds the planner bot may think over each decision it weighs "
        "(with --bot planner; without it, a fixed count of look-aheads).",
    ),
    seed: Optional[int] = typer.Option(None, "--seed", help="Random seed (random if not given)."),
    ruleset: str = typer.Option("classic", "--ruleset", help="Rules: classic or haunt (Haunt of the Watchers)."),
    setup: bool = typer.Option(False, "--setup", "-s", metavar="", help="Choose everything in a short menu first."),
    resume: Optional[int] = typer.Option(None, "--resume", "-r", help="Continue the saved game with this id."),
    db: Optional[Path] = typer.Option(None, "--db", help=DB_HELP),
    clear: bool = typer.Option(True, "--clear/--no-clear", metavar="", help="Clear the terminal before each screen."),
    log_lines: int = typer.Option(8, "--log-lines", min=1, max=200, help="How many latest events the screen shows."),
    packs: str = typer.Option("base", "--packs", help=PACKS_HELP),
    herald: Optional[str] = typer.Option(
        None, "--herald", help="Herald/Guardian variant (KH): a Herald, e.g. ghroth, or 'random'."
    ),
    guardian: Optional[str] = typer.Option(
        None, "--guardian", help="Herald/Guardian variant (KH): a Guardian, e.g. hypnos, or 'random'."
    ),
    epic_battle: bool = typer.Option(False, "--epic-battle", metavar="", help="Play the Epic Battle variant (KH)."),
    free_undo: bool = typer.Option(
        False, "--free-undo", metavar="", help="Let 'undo' take answers back even after a die or a draw came out."
    ),
) -> None:
    """Play in the terminal: answer each choice with its number. Saved after every choice."""
    if resume is not None:
        if (
            setup
            or ancient_one
            or investigators is not None
            or who
            or bots
            or seed is not None
            or packs != "base"
            or think is not None
            or ruleset != "classic"
            or herald
            or guardian
            or epic_battle
        ):
            raise typer.BadParameter(
                "a resumed game keeps its own settings: give --resume alone (with --db)", param_hint="--resume"
            )
        store = _open_store(db)
        try:
            code = _resume(store, resume, db, clear, log_lines, free_undo)
        finally:
            store.close()
        raise typer.Exit(code)
    content = _content(packs)
    try:
        from arkham.rulesets import get_ruleset

        get_ruleset(ruleset)
    except ArkhamError as exc:
        raise typer.BadParameter(str(exc), param_hint="--ruleset") from None
    chosen = _parse_setup(content, ancient_one, investigators, who, bots, bot, ruleset, think)
    sheets = {k: v for k, v in (("herald", herald), ("guardian", guardian)) if v}
    chosen.sheets = sheets or None
    chosen.epic_battle = epic_battle
    store = _open_store(db)
    try:
        if setup:
            try:
                chosen = A.setup_menu(console, lambda p: console.input(p), content, store)
            except A.Quit:
                console.print("\nNo game started.")
                raise typer.Exit(0)
            if chosen.resume is not None:
                raise typer.Exit(_resume(store, chosen.resume, db, clear, log_lines, free_undo))
        if seed is None:
            seed = random.SystemRandom().randrange(10**9)
        settings = A.resolve_settings(content, seed, chosen)
        try:
            g = arkham.new_game(**settings)
        except ArkhamError as exc:
            say(console, f"{exc}", "red")
            raise typer.Exit(2)
        # free undo is the table's own rule, kept with its settings (new_game takes no such thing)
        gid = store.create(g, dict(settings, free_undo=True) if free_undo else settings, chosen.seats)
        ao = g.content.ancient_ones[g.state.ancient_one].name
        say(
            console,
            f"Arkham Horror — game {gid} against {ao}, seed {seed}; saved after every choice in {store.path}.",
            "bold",
        )
        session = A.Session(
            g,
            chosen.seats,
            console,
            store=store,
            game_id=gid,
            clear=clear,
            log_n=log_lines,
            bot_seed=seed,
            resume_hint=_db_hint(db),
            free_undo=free_undo,
        )
        code = session.run()
    finally:
        store.close()
    raise typer.Exit(code)


def _resume(
    store: GameStore, game_id: int, db: Optional[Path], clear: bool, log_lines: int, free_undo: bool = False
) -> int:
    try:
        saved, g = store.load(game_id)
    except UnknownGame as exc:
        say(console, f"Cannot resume: {exc}. '{A.prog()} games{_db_hint(db)}' lists the saved games.", "red")
        return 1
    except ArkhamError as exc:
        say(console, f"Cannot resume game {game_id}: {exc}", "red")
        return 1
    ao = g.content.ancient_ones[g.state.ancient_one].name
    # a table created with free undo (here or at the web table) keeps that rule when resumed
    free_undo = free_undo or bool(saved.settings.get("free_undo", False))
    say(
        console,
        f"Arkham Horror — resuming game {game_id} against {ao} after {saved.answers} choices (turn {g.state.turn})"
        + ("; undo is free at this table." if free_undo else "."),
        "bold",
    )
    session = A.Session(
        g,
        saved.seats,
        console,
        store=store,
        game_id=game_id,
        answers=saved.answers,
        clear=clear,
        log_n=log_lines,
        bot_seed=int(saved.settings.get("seed", 0)),
        resume_hint=_db_hint(db),
        free_undo=free_undo,
    )
    if g.is_over:
        session.show_screen()
        say(console, f"Game {game_id} is already over; '{A.prog()} replay {game_id}{_db_hint(db)}' steps through it.")
        return 0
    return session.run()


@app.command()
def games(db: Optional[Path] = typer.Option(None, "--db", help=DB_HELP)) -> None:
    """List the saved games: id, date, Ancient One, investigators, turn, finished or not."""
    store = _open_store(db)
    try:
        console.print(A.games_table(store.games(), _content()))
        say(console, str(store.path), "dim")
    finally:
        store.close()


@app.command()
def replay(
    game_id: int = typer.Argument(..., help="The id of a saved game (see 'arkham games')."),
    db: Optional[Path] = typer.Option(None, "--db", help=DB_HELP),
    auto: bool = typer.Option(False, "--auto", "-y", metavar="", help="Run every step without waiting for Enter."),
    clear: bool = typer.Option(True, "--clear/--no-clear", metavar="", help="Clear the terminal before each screen."),
    log_lines: int = typer.Option(8, "--log-lines", min=1, max=200, help="How many latest events the screen shows."),
) -> None:
    """Step through a saved game (finished or not) from the start, and check it ends where it was saved."""
    store = _open_store(db)
    try:
        try:
            saved = store.get(game_id)
            answers = store.answers(game_id)
        except UnknownGame as exc:
            say(console, f"Cannot replay: {exc}. '{A.prog()} games{_db_hint(db)}' lists the saved games.", "red")
            raise typer.Exit(1)
        try:
            code = A.replay(saved, answers, console, auto=auto, clear=clear, log_n=log_lines)
        except KeyboardInterrupt:
            say(console, "\nReplay stopped.")
            code = 130
    finally:
        store.close()
    raise typer.Exit(code)


@app.command()
def export(
    game_id: int = typer.Argument(..., help="The id of a saved game (see 'arkham games')."),
    file: Path = typer.Argument(..., help="The file to write ('-': print it)."),
    db: Optional[Path] = typer.Option(None, "--db", help=DB_HELP),
) -> None:
    """Write a saved game to one JSON file: its settings, every answer, its snapshot and seats."""
    from arkham.game_files import export_game

    store = _open_store(db)
    try:
        try:
            text = export_game(store, game_id)
        except UnknownGame as exc:
            say(console, f"Cannot export: {exc}. '{A.prog()} games{_db_hint(db)}' lists the saved games.", "red")
            raise typer.Exit(1)
        except ArkhamError as exc:
            say(console, f"Cannot export game {game_id}: {exc}", "red")
            raise typer.Exit(1)
    finally:
        store.close()
    if str(file) == "-":
        sys.stdout.write(text + "\n")
        return
    try:
        file.write_text(text + "\n", encoding="utf-8")
    except OSError as exc:
        say(console, f"Cannot write {file}: {exc.strerror or exc}", "red")
        raise typer.Exit(1)
    say(console, f"Game {game_id} written to {file}.")


@app.command("import")
def import_file(
    file: Path = typer.Argument(..., help="A game file written by 'arkham export' or the web table."),
    db: Optional[Path] = typer.Option(None, "--db", help=DB_HELP),
) -> None:
    """Save the game of a game file as a new game, once its answers are checked to give its state."""
    from arkham.game_files import GameFileError, import_game

    try:
        blob = file.read_bytes()
    except OSError as exc:
        say(console, f"Cannot read {file}: {exc.strerror or exc}", "red")
        raise typer.Exit(1)
    store = _open_store(db)
    try:
        try:
            gid = import_game(store, blob, {"person", *BOTS})
        except GameFileError as exc:
            say(console, f"Cannot import {file}: {exc}", "red")
            raise typer.Exit(1)
    finally:
        store.close()
    say(console, f"Imported as game {gid}: '{A.prog()} play --resume {gid}{_db_hint(db)}' goes on with it.")


def all_packs() -> list[str]:
    """Every content pack installed, the base game first."""
    from arkham.content.loader import CONTENT_ROOT

    found = sorted(p.name for p in CONTENT_ROOT.iterdir() if (p / "manifest.yaml").is_file())
    return sorted(found, key=lambda p: p != "base")


@app.command("list")
def list_content(packs: str = typer.Option("", "--packs", help=PACKS_HELP + " Default: every pack.")) -> None:
    """List, pack by pack, the Ancient Ones, investigators and Herald/Guardian sheets, by the ids
    every command takes."""
    from arkham.content.loader import read_manifest, split_spec

    c = _content(packs or ",".join(all_packs()))

    def mine(ids: Any) -> str:
        return ", ".join(sorted(i.partition(":")[2] for i in ids if i.partition(":")[0] == name))

    for spec in c.packs:
        name, _ = split_spec(spec)
        console.print(f"[bold]{read_manifest(name).name}[/bold] ({spec})")
        for label, table in (("Ancient Ones", c.ancient_ones), ("Investigators", c.investigators)):
            if mine(table):
                console.print(f"  {label}: {mine(table)}")
        for kind, label in (("herald", "Heralds"), ("guardian", "Guardians")):
            ids = [s.id for s in getattr(c, "sheets", {}).values() if s.kind == kind]
            if mine(ids):
                console.print(f"  {label} (--{kind}): {mine(ids)}")
    console.print("Bots (--bot): " + ", ".join(sorted(BOTS)))
    packs_hint = ",".join(c.packs)
    say(console, f"Use them as listed, with their packs: '{A.prog()} play -a ID --packs {packs_hint}'.", "dim")


@app.command()
def serve(
    host: str = typer.Option(
        "127.0.0.1",
        "--host",
        help="Address to listen on; anything but 127.0.0.1 shares the table on your network (a warning is printed).",
    ),
    port: int = typer.Option(8000, "--port", min=1, max=65535, help="Port to listen on."),
    db: Optional[Path] = typer.Option(None, "--db", help=DB_HELP),
    bot_delay: float = typer.Option(
        0.8, "--bot-delay", min=0.0, max=30.0, help="Seconds a bot waits before each answer, so the table can follow."
    ),
    key: Optional[str] = typer.Option(None, "--key", help="The lobby key (random if not given)."),
) -> None:
    """Serve the web table: a lobby, the board, and a join link for each seat."""
    from arkham.web.serve import serve as _serve

    _serve(host=host, port=port, db=db, bot_delay=bot_delay, host_key=key, echo=lambda m: say(console, m))


from arkham.lab.commands import register as _register_lab  # noqa: E402  (arkham simulate, arkham report)

_register_lab(app)


def main() -> None:
    try:
        app()
    except ArkhamError as exc:  # pragma: no cover - commands report their own errors
        say(console, f"{exc}", "red")
        sys.exit(2)


if __name__ == "__main__":  # pragma: no cover
    main()


__all__ = ["app", "main", "default_db_path"]
