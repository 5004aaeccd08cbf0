"""The terminal game loop: show the screen, read a line, answer the choice, save.

Rendering lives in :mod:`arkham.tui.render`; this module only reads input,
asks bots, applies answers to the game and writes them to the save store.
Bad input (an empty line, an unknown command, a number out of range) gets a
message and the same prompt again, and never changes the game.
"""

from __future__ import annotations

import os
import random
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from rich.console import Console
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from arkham.bots import BOTS, make_bot
from arkham.errors import ArkhamError
from arkham.tui import render as R
from arkham.present import texts as T
from arkham.present.events import why as explain_event
from arkham.present.words import article, count
from arkham.tui.help import explain_choice

Reader = Callable[[str], str]
QUIT_WORDS = ("quit", "q", "exit")
#: rows of events shown per page when many happened since the last answer
PAGE = 18


def prog() -> str:
    """How the person started us, for hints: ``python3 run.py`` sets ARKHAM_PROG; else ``arkham``."""
    return os.environ.get("ARKHAM_PROG") or "arkham"


class Quit(Exception):
    """The person asked to leave (quit, end of input, Ctrl-C)."""


class EngineFailure(Exception):
    """The rules engine raised an unexpected error while applying an answer."""


def say(console: Console, msg: str, style: str = "") -> None:
    """Print plain text (never read as markup: names and input may hold brackets)."""
    console.print(Text(msg, style=style))


def faces_ok(console: Console) -> bool:
    enc = (console.encoding or "").lower().replace("-", "")
    return enc.startswith("utf")


# ---------------------------------------------------------------- numbered questions
def show_numbered(console: Console, title: str, labels: Sequence[str]) -> None:
    """Print ``title`` and ``labels`` as a list numbered from 1, as every menu question shows it."""
    t = Text()
    t.append(title, style="bold")
    for n, label in enumerate(labels, 1):
        t.append(f"\n  {n:>2}. {label}")
    console.print(t)


def ask_number(console: Console, read: Reader, title: str, labels: Sequence[str], prompt: str = "") -> int:
    """Show ``labels`` as a numbered list and return the 0-based index picked.
    Bad answers get a message and the same prompt again; 'quit' raises :class:`Quit`."""
    show_numbered(console, title, labels)
    prompt = escape(prompt or f"Choose 1-{len(labels)} > ")
    while True:
        line = _read(read, prompt)
        if line.lower() in QUIT_WORDS:
            raise Quit()
        if not line:
            say(console, f"Please type a number from 1 to {len(labels)}.", "yellow")
            continue
        if line.isdigit() and 1 <= int(line) <= len(labels):
            return int(line) - 1
        if line.isdigit():
            say(console, f"There is no option {line}: type a number from 1 to {len(labels)}.", "yellow")
        else:
            say(console, f"'{line}' is not a number: type a number from 1 to {len(labels)} (or quit).", "yellow")


def _read(read: Reader, prompt: str) -> str:
    try:
        return read(prompt).strip()
    except (EOFError, KeyboardInterrupt):
        raise Quit() from None


# ---------------------------------------------------------------- setup menu
@dataclass
class Setup:
    """What a new game needs: the Ancient One (None: random), one entry per seat
    (investigator id or None for random) and who plays each seat."""

    ancient_one: str | None = None
    investigators: list[str | None] = field(default_factory=lambda: [None])
    seats: list[str] = field(default_factory=lambda: ["person"])
    resume: int | None = None
    packs: list[str] | None = None  # None: the packs given on the command line, whole
    ruleset: str = "classic"
    sheets: dict[str, str] | None = None  # the Herald/Guardian variant (KH p.10): kind -> id or "random"
    epic_battle: bool = False  # the Epic Battle variant (KH p.11)


RULES_MENU = (
    ("classic", "Arkham Horror (the base game's rules)"),
    ("haunt", "Haunt of the Watchers (2 to 5 investigators)"),
)


def ask_numbers(console: Console, read: Reader, title: str, labels: Sequence[str], prompt: str = "") -> list[int]:
    """Show ``labels`` as a numbered list and return the 0-based indexes picked, in list order:
    the person types numbers apart by commas or spaces (``1,3`` or ``1 3``); Enter alone picks
    them all. Bad answers get a message and the same prompt again; 'quit' raises :class:`Quit`."""
    show_numbered(console, title, labels)
    prompt = escape(prompt or f"Type the numbers, e.g. 1,3 (Enter: all {len(labels)}) > ")
    while True:
        line = _read(read, prompt)
        if line.lower() in QUIT_WORDS:
            raise Quit()
        if not line:
            return list(range(len(labels)))
        words = [w for w in line.replace(",", " ").split() if w]
        bad = [w for w in words if not w.isdigit() or not 1 <= int(w) <= len(labels)]
        if bad:
            say(
                console,
                f"'{bad[0]}' is not a number from 1 to {len(labels)}: type the numbers of the ones "
                "you want, apart by commas (or Enter for all).",
                "yellow",
            )
            continue
        return sorted({int(w) - 1 for w in words})


def box_name(pack: str) -> str:
    """A box as the player knows it: ``Dunwich Horror``, not ``Dunwich Horror (expansion)``."""
    from arkham.content.loader import read_manifest

    return read_manifest(pack).name.split(" (")[0]


def choose_boxes(console: Console, read: Reader) -> list[str]:
    """Which boxes to play with, in one question: the base game alone or with any of the
    expansions installed (each line names every box it holds)."""
    from itertools import combinations

    from arkham.content.loader import KNOWN_PACKS

    extras = [p for p in KNOWN_PACKS if p != "base"]
    combos = [list(c) for r in range(len(extras) + 1) for c in combinations(extras, r)]
    labels = [
        "The base game only" if not c else "The base game + " + " + ".join(box_name(p) for p in c) for c in combos
    ]
    return ["base"] + combos[ask_number(console, read, "Which boxes?", labels)]


def choose_parts(console: Console, read: Reader, boxes: Sequence[str]) -> list[str]:
    """The pack list for ``boxes``: each box that comes in parts is used whole unless the
    player asks to choose its parts (DH p.8 and KH setup: using only part of an expansion);
    the parts a chosen part needs come with it, and the menu says so."""
    from arkham.content.loader import chosen_parts, read_manifest

    packs: list[str] = []
    for name in boxes:
        man = read_manifest(name)
        if (
            not man.parts
            or ask_number(
                console,
                read,
                f"{box_name(name)}: the whole box or some of its parts?",
                ["The whole box", "Choose the parts"],
            )
            == 0
        ):
            packs.append(name)
            continue
        parts = list(man.parts)
        keep = [
            parts[k]
            for k in ask_numbers(
                console,
                read,
                f"Which parts of {box_name(name)}?",
                [f"{p.replace('_', ' ')}: {man.parts[p].summary}" for p in parts],
            )
        ]
        used = chosen_parts(name, man, tuple(keep))
        added = [p for p in used if p not in keep]
        if added:
            say(
                console,
                f"Also in play, as the chosen parts need them: {', '.join(p.replace('_', ' ') for p in added)}.",
                "dim",
            )
        packs.append(name if len(used) == len(parts) else f"{name}:{'+'.join(keep)}")
    return packs


def choose_ancient_one(console: Console, read: Reader, content: Any, epic: bool) -> str | None:
    """The Ancient One (None: random). With the Epic Battle variant, one it cannot be played
    against (Azathoth, KH p.11) keeps his number, is marked, and is refused with the reason;
    a random one is then drawn among the others (``arkham.new_game``)."""
    aos = sorted(content.ancient_ones.values(), key=lambda a: a.name)
    able: list[str] = []
    if epic:
        from arkham.rules.kingsport.epic_battle import playable_against

        able = playable_against(content)
    barred = [a.id for a in aos if epic and a.id not in able]
    labels = ["Random" + (" (among those the Epic Battle can be played against)" if barred else "")]
    labels += [a.name + (" — not with the Epic Battle variant" if a.id in barred else "") for a in aos]
    while True:
        k = ask_number(console, read, "Which Ancient One?", labels)
        if k == 0:
            return None
        if aos[k - 1].id not in barred:
            return aos[k - 1].id
        why = (
            "he allows no final battle: his awakening ends the game"
            if aos[k - 1].id.endswith(":azathoth")
            else "his three Plot cards are not in play"
        )
        say(
            console,
            f"The Epic Battle variant cannot be played against {aos[k - 1].name} (KH p.11: {why}). "
            "Choose another Ancient One.",
            "yellow",
        )


def setup_menu(console: Console, read: Reader, content: Any, store: Any = None) -> Setup:
    """A short menu: new game or resume; the rules; the boxes (and, when asked, their parts);
    the Kingsport variants; the Ancient One; how many investigators; who; person or bot."""
    if store is not None:
        k = ask_number(console, read, "Arkham Horror", ["Start a new game", "Resume a saved game"])
        if k == 1:
            gid = ask_resume_id(console, read, store, content)
            if gid is not None:
                return Setup(resume=gid)
    rules = RULES_MENU[ask_number(console, read, "Which rules?", [label for _, label in RULES_MENU])][0]
    from arkham.content.loader import load_content

    if rules == "classic":
        packs = choose_parts(console, read, choose_boxes(console, read))
    else:  # Haunt of the Watchers is played with the base game's components only
        packs = ["base"]
    content = load_content(packs)
    sheets = choose_sheets(console, read, content) if rules == "classic" else None
    epic = rules == "classic" and choose_epic_battle(console, read, content)
    ao = choose_ancient_one(console, read, content, epic)
    lo, hi = (2, 5) if rules == "haunt" else (1, 8)  # Haunt of the Watchers: 2 to 5 investigators
    n = ask_number(console, read, "How many investigators?", [str(i) for i in range(lo, hi + 1)]) + lo
    from arkham.rulesets import get_ruleset

    excluded = get_ruleset(rules).hooks.excluded_investigators
    out = excluded() if excluded else frozenset()
    invs = sorted((d for d in content.investigators.values() if d.id not in out), key=lambda d: d.name)
    chosen: list[str | None] = []
    seats: list[str] = []
    bots = sorted(BOTS)
    for s in range(n):
        # the numbers stay the same all through: a taken investigator is marked, not removed
        labels = ["Random"] + [
            f"{d.name} ({d.occupation})"
            + (f" — taken by investigator {chosen.index(d.id) + 1}" if d.id in chosen else "")
            for d in invs
        ]
        while True:
            k = ask_number(console, read, f"Investigator {s + 1}?", labels)
            if k == 0 or invs[k - 1].id not in chosen:
                break
            say(
                console,
                f"{invs[k - 1].name} is already investigator {chosen.index(invs[k - 1].id) + 1}: choose another.",
                "yellow",
            )
        chosen.append(None if k == 0 else invs[k - 1].id)
        k = ask_number(
            console,
            read,
            f"Who plays investigator {s + 1}?",
            ["A person"] + [f"{article(b).capitalize()} {b} bot" for b in bots],
        )
        seats.append("person" if k == 0 else bots[k - 1])
    return Setup(
        ancient_one=ao, investigators=chosen, seats=seats, packs=packs, ruleset=rules, sheets=sheets, epic_battle=epic
    )


def choose_epic_battle(console: Console, read: Reader, content: Any) -> bool:
    """The Epic Battle variant (KH p.11), offered when its cards are in play; the Ancient One
    asked next then refuses one it cannot be played against."""
    if not getattr(content, "battle_cards", None):
        return False
    return (
        ask_number(
            console,
            read,
            "Play the Epic Battle variant (KH p.11: a battle of Epic Battle and Plot "
            "cards in place of the final battle; not against Azathoth)?",
            ["No", "Yes"],
        )
        == 1
    )


def choose_sheets(console: Console, read: Reader, content: Any) -> dict[str, str] | None:
    """The Herald/Guardian variant (KH p.10): for each kind of sheet the packs hold, none,
    one at random, or a chosen one."""
    chosen: dict[str, str] = {}
    for kind in ("herald", "guardian"):
        sheets = sorted((s for s in getattr(content, "sheets", {}).values() if s.kind == kind), key=lambda s: s.name)
        if not sheets:
            continue
        k = ask_number(
            console,
            read,
            f"Which {kind.capitalize()} (the Herald/Guardian variant, KH p.10)?",
            ["None", "Random"] + [f"{s.name}, {s.title}" for s in sheets],
        )
        if k == 1:
            chosen[kind] = "random"
        elif k > 1:
            chosen[kind] = sheets[k - 2].id
    return chosen or None


def ask_resume_id(console: Console, read: Reader, store: Any, content: Any = None) -> int | None:
    """Ask for a saved game's id; an unknown id gets a message and the same prompt. 'back' returns None."""
    console.print(games_table(store.games(), content))
    while True:
        line = _read(read, "Id of the game to resume (or 'back') > ")
        if line.lower() in QUIT_WORDS:
            raise Quit()
        if line.lower() == "back":
            return None
        if not line.isdigit():
            say(console, "Please type the id of a saved game (a number from the list), or 'back'.", "yellow")
            continue
        try:
            store.get(int(line))
        except ArkhamError:
            say(console, f"There is no saved game with id {line}.", "yellow")
            continue
        return int(line)


def resolve_settings(content: Any, seed: int, setup: Setup) -> dict[str, Any]:
    """The arguments for ``arkham.new_game``: a count when every investigator is random
    (the engine picks), else a list with random seats filled from the rest."""
    if setup.packs is not None:  # part of a box chosen in the menu: pick from what is in play
        from arkham.content.loader import load_content

        content = load_content(setup.packs)
    invs: list[str | None] = list(setup.investigators)
    if all(i is None for i in invs):
        picked: int | list[str] = len(invs)
    else:
        rng = random.Random(seed)
        from arkham.rulesets import get_ruleset

        excluded = get_ruleset(setup.ruleset).hooks.excluded_investigators
        out = excluded() if excluded else frozenset()
        pool = sorted(i for i in content.investigators if i not in invs and i not in out)
        rng.shuffle(pool)
        picked = [i if i is not None else pool.pop() for i in invs]
    out = {
        "seed": seed,
        "ancient_one": setup.ancient_one,
        "investigators": picked,
        "packs": list(setup.packs or content.packs),
        "ruleset": setup.ruleset,
    }
    if setup.sheets:
        out["sheets"] = dict(setup.sheets)
    if setup.epic_battle:
        out["epic_battle"] = True
    return out


def games_table(games: Sequence[Any], content: Any = None) -> Table | Text:
    """The saved games: id, date, Ancient One, investigators (and bots), turn, choices, finished or not."""
    if not games:
        return Text("No saved games yet.", style="dim")

    def name(ident: str) -> str:
        for table in (getattr(content, "ancient_ones", {}), getattr(content, "investigators", {})):
            if ident in table:
                return table[ident].name
        return R.short(ident).replace("_", " ").title()

    t = Table(title="Saved games", header_style="bold")
    for col in ("Id", "Started", "Ancient One", "Investigators", "Turn", "Choices", "State"):
        t.add_column(col, no_wrap=col in ("Id", "Started", "Turn", "Choices", "State"))
    for s in games:
        ao = name(s.ancient_one)
        invs = ", ".join(name(i) + ("" if k == "person" else f" ({k} bot)") for i, k in zip(s.investigators, s.seats))
        if s.finished:
            state = Text(
                "won" if (s.result or {}).get("won") else "lost",
                style="green" if (s.result or {}).get("won") else "red",
            )
        else:
            state = Text("in progress", style="yellow")
        t.add_row(str(s.id), s.created.replace("T", " ")[:16], ao, invs, str(s.turn), str(s.answers), state)
    return t


UNDO_HELP = (
    "  undo [N]  take back your last answer (N: your last N) and the bots' answers after it, "
    "unless a die, a card or a monster came out since (free with 'play --free-undo')"
)


# ---------------------------------------------------------------- the game loop
class Session:
    """One sitting at the table: people answer at the keyboard, bots answer by themselves,
    and every answer is saved (when a store is given) before the next choice is shown."""

    def __init__(
        self,
        game: Any,
        seats: Sequence[str],
        console: Console,
        *,
        store: Any = None,
        game_id: int | None = None,
        answers: int = 0,
        read: Reader | None = None,
        clear: bool = False,
        log_n: int = 8,
        bot_seed: int = 0,
        resume_hint: str = "",
        free_undo: bool = False,
    ):
        self.g = game
        game.keep_undo_points()  # undo replays at most a few hundred answers
        self.seats = list(seats)
        self.console = console
        self.store = store
        self.game_id = game_id
        self.n = answers
        self.read: Reader = read or (lambda p: console.input(p))
        self.clear = clear
        self.log_n = log_n
        self.resume_hint = resume_hint
        self.free_undo = free_undo
        # who gave each answer ("person" or a bot's name): 'undo' takes back a person's
        self.givers = (
            [a.by for a in store.answers(game_id)][:answers]
            if store is not None and game_id is not None and answers
            else ["person"] * answers
        )
        self.bots = {
            s: make_bot(k, bot_seed * 1009 + s * 101 + answers) for s, k in enumerate(self.seats) if k != "person"
        }
        # a new game shows what set-up did (a page at a time where it does not fit); a resumed one goes on
        self.shown = 0 if answers == 0 else len(game.state.log)
        self.bot_moves: list[Text] = []
        R.USE_FACES = faces_ok(console)

    # ---------------------------------------------------------------- helpers
    def bot_for(self, who: int) -> Any:
        if who in self.bots:
            return self.bots[who]
        if not 0 <= who < len(self.seats) and len(self.bots) == len(self.seats):
            return self.bots[min(self.bots)]  # a group decision in a game of bots only
        return None

    def apply(self, option_id: str, by: str) -> None:
        g = self.g
        ch = g.choice
        label = ch.option(option_id).label
        try:
            g.apply(option_id)
        except ArkhamError:
            raise
        except Exception as exc:  # an engine bug: the saved game stays as it was before this answer
            raise EngineFailure(f"{type(exc).__name__}: {exc}") from exc
        if self.store is not None and self.game_id is not None:
            self.store.record(self.game_id, self.n, ch.who, option_id, label, by, g)
        self.n += 1
        self.givers.append(by)

    def show_screen(self, page: bool = False) -> None:
        """The screen with every event since the last answer: on a terminal, with ``page``,
        the ones that do not fit come first a page at a time; elsewhere all are printed.
        A terminal too small for the whole screen gets the compact one, sized to fit."""
        g = self.g
        con = self.console
        new = len(g.state.log) - self.shown
        # the bots' answers since the last screen, which the clear would wipe away
        moves = [m.copy() for m in self.bot_moves[-4:]] if self.clear and con.is_terminal else []
        self.bot_moves = []
        if moves:  # whole (a long answer wraps), the latest first, as many as leave room for the shortest screen
            room = con.size.height - self._rows(R.compact_screen(g, self.seats, 1, self.shown, width=con.width)) - 4
            kept: list[Text] = []
            for m in reversed(moves):
                if self._rows(m) + sum(self._rows(k) for k in kept) > room:
                    break
                kept.insert(0, m)
            moves = kept
        extra = Text("\n").join([Text("The bots answered:", style="bold"), *moves]) if moves else None
        spare = 2  # the header line and the prompt
        full = lambda n: R.screen(
            g,
            self.seats,
            n,
            self.shown,
            width=con.width,
            extra=extra,  # noqa: E731
            columns=con.is_terminal,
        )
        compact = lambda n: R.compact_screen(g, self.seats, n, self.shown, width=con.width, extra=extra)  # noqa: E731
        if not con.is_terminal:  # a file or a pipe: everything, nothing to scroll away
            make, fits = full, max(new, self.log_n)
        else:
            height = con.size.height
            small = self._rows(full(min(self.log_n, 2))) + spare > height  # the board, if 2 events fit by it
            make = compact if small else full
            # as many events as fit, the newest last (a long event wraps over more than one row)
            fits = max(new, self.log_n) if page else max(self.log_n, min(new, PAGE))
            while fits > 1:
                over = self._rows(make(fits)) + spare - height
                if over <= 0:
                    break
                fits = max(1, fits - over)
            if new > fits and page:  # the ones that do not fit come first, a page at a time
                self.page_events(self.shown, len(g.state.log) - fits)
        if self.clear and con.is_terminal:
            con.clear()
        if self.game_id is not None:
            say(con, f"Game {self.game_id} · saved after {self.n} choices", "dim")
        con.print(make(fits))
        self.shown = len(g.state.log)

    def _rows(self, renderable: Any) -> int:
        return len(R.render_text(renderable, width=self.console.width).rstrip("\n").split("\n"))

    def page_events(self, start: int, stop: int) -> None:
        """Show events ``start`` to ``stop`` a page at a time (Enter for the next; 's' skips)."""
        rows = max(5, (self.console.size.height if self.console.is_terminal else 40) - 3)
        k = start
        while k < stop:
            end = k + 1  # as many events as fit the page, counting the rows a long one wraps over
            while end < stop and self._rows(R.log_range(self.g, k, end + 1)) <= rows:
                end += 1
            if self.clear and self.console.is_terminal:
                self.console.clear()
            say(self.console, f"What happened since your last answer (events #{start} to #{stop - 1}):", "bold")
            self.console.print(R.log_range(self.g, k, end))
            k = end
            if k < stop or (self.clear and self.console.is_terminal):  # read before the clear wipes the page
                more = (
                    f"-- {stop - k} more: Enter for the next page, 's' to skip to the table > "
                    if k < stop
                    else "-- Enter for the table (the latest events are on it) > "
                )
                try:
                    line = self.read(more)
                except (EOFError, KeyboardInterrupt):
                    raise Quit() from None
                if line.strip().lower() in ("s", "skip"):
                    return
                if line.strip().lower() in QUIT_WORDS:
                    raise Quit()

    def checkpoint(self) -> None:
        """Leaving the game: the store takes a snapshot of it, so resuming replays nothing
        (skipped when the game holds an answer the store has not, as after an interrupt)."""
        if self.store is None or self.game_id is None:
            return
        try:
            self.store.checkpoint(self.game_id, self.g)
        except ValueError:
            pass  # the store keeps every answer it acknowledged; loading replays them

    def saved_note(self) -> str:
        if self.game_id is None:
            return "This game was not saved."
        return (
            f"Game {self.game_id} is saved after {self.n} choices. "
            f"Resume it with: {prog()} play --resume {self.game_id}{self.resume_hint}"
        )

    # ---------------------------------------------------------------- loop
    def run(self) -> int:
        """Play until the game ends or the person quits; returns the exit code."""
        g = self.g
        try:
            while not g.is_over:
                ch = g.choice
                bot = self.bot_for(ch.who)
                if bot is not None:
                    oid = bot.choose(g)
                    label = ch.option(oid).label
                    move = Text.assemble(
                        (f"{R.who_name(g, ch.who)} ({bot.name} bot): ", "dim"),
                        (ch.prompt, "dim"),
                        (" → ", "dim"),
                        (label, ""),
                    )
                    self.console.print(move)
                    self.bot_moves.append(move)
                    self.apply(oid, bot.name)
                    continue
                self.turn_of_person()
        except Quit:
            self.checkpoint()
            say(self.console, f"\nLeaving the game. {self.saved_note()}")
            return 0
        except KeyboardInterrupt:  # while bots play: the save holds the last completed answer
            self.checkpoint()
            say(self.console, f"\nInterrupted. {self.saved_note()}")
            return 130
        except EngineFailure as exc:
            say(
                self.console,
                f"\nThe rules engine failed on this choice ({exc}). This is a bug in the engine, not in your input.",
                "bold red",
            )
            say(self.console, self.saved_note().replace("is saved after", "is saved as it was after"))
            if os.environ.get("ARKHAM_DEBUG"):
                raise
            return 1
        self.show_screen()
        if self.game_id is not None:
            say(
                self.console,
                f"Game {self.game_id} is over and saved; "
                f"'{prog()} replay {self.game_id}{self.resume_hint}' steps through it.",
            )
        return 0

    def turn_of_person(self) -> None:
        """Show the screen and read lines until one answers the choice."""
        g = self.g
        self.show_screen(page=True)
        ch = g.choice
        n = len(ch.options)
        prompt = escape(f"{R.who_name(g, ch.who)}: choose 1-{n} (help, why, log, quit) > ")
        while True:
            line = _read(self.read, prompt)
            word, _, arg = line.partition(" ")
            word, arg = word.lower(), arg.strip()
            if line.isdigit():
                k = int(line)
                if 1 <= k <= n:
                    self.apply(ch.options[k - 1].id, "person")
                    return
                self.warn(f"There is no option {k}: type a number from 1 to {n}.")
            elif not line:
                self.warn(f"Please type the number of an option (1 to {n}), or 'help'.")
            elif word in QUIT_WORDS:
                raise Quit()
            elif word in ("help", "?", "h"):
                self.console.print(Text(explain_choice(ch, g.state.ruleset) + "\n" + UNDO_HELP))
                self.console.print(R.choice_panel(g, self.seats))
            elif word == "undo":
                if self.undo(arg):
                    return
            elif word == "why":
                self.why(arg)
            elif word == "log":
                self.show_log(arg)
            elif word == "sheet":
                self.show_sheet(arg)
            elif word == "show":
                self.show(arg)
            elif word in ("board", "screen", "look"):
                self.console.print(
                    R.screen(
                        g,
                        self.seats,
                        self.log_n,
                        self.shown,
                        width=self.console.width,
                        columns=self.console.is_terminal,
                    )
                )
            else:
                self.warn(f"Unknown command '{line}'. Type a number from 1 to {n}, or 'help'.")

    def undo(self, arg: str) -> bool:
        """Take back the last answer of a person (``undo N``: the last N), with the bots'
        answers after it; refused when something hidden came out since (a die, a draw), unless
        this sitting allows free undo. True when the game went back (the choice is asked anew)."""
        if arg and not (arg.isdigit() and int(arg) > 0):
            self.warn("Type 'undo', or 'undo N' with N a number of your answers to take back.")
            return False
        want = int(arg) if arg else 1
        people = [i for i, by in enumerate(self.givers) if by == "person"]
        if not people:
            self.warn("There is no answer of a person to take back.")
            return False
        if want > len(people):
            self.warn(f"Only {count(len(people), 'answer')} of a person can be taken back.")
            return False
        back_to = people[-want]
        g = self.g
        if not self.free_undo and g.revealed_since(back_to):
            self.warn(
                "Cannot undo: something hidden came out since that answer (a die rolled, a card or "
                "monster drawn, a gate turned), and taking it back would let chance be tried again. "
                f"A game played with '{prog()} play --free-undo' may go back anyway."
            )
            return False
        steps = self.n - back_to
        try:
            g.undo(steps)
        except ArkhamError as exc:
            self.warn(f"Cannot undo: {exc}.")
            return False
        self.n = back_to
        del self.givers[back_to:]
        if self.store is not None and self.game_id is not None:
            self.store.take_back(self.game_id, back_to, g)
        self.shown = min(self.shown, len(g.state.log))
        self.bot_moves = []
        bots = steps - want
        say(
            self.console,
            f"Took back {count(want, 'answer')} of a person"
            + (f" and {bots} of the bots after {'them' if want != 1 else 'it'}" if bots else "")
            + f": the game is as it was after {back_to} choices.",
            "bold",
        )
        return True

    def warn(self, msg: str) -> None:
        self.console.print(Text(msg, style="yellow"))

    def why(self, arg: str) -> None:
        """Explain an event: what happened, the dice and which of them counted, the rule."""
        log = self.g.state.log
        if not log:
            self.warn("Nothing has happened yet.")
            return
        if arg:
            if not arg.lstrip("#").isdigit() or not 0 <= int(arg.lstrip("#")) < len(log):
                self.warn(f"There is no event {arg}: events are numbered #0 to #{len(log) - 1} (see 'log').")
                return
            k = int(arg.lstrip("#"))
        else:
            k = len(log) - 1
        lines = explain_event(self.g, k)
        t = Text()
        t.append(lines[0], style="bold")
        for line in lines[1:]:
            t.append("\n")
            t.append_text(R.log_text(line, self.g))
        self.console.print(t)

    def show(self, arg: str) -> None:
        """``show N``: the full text of what option N names; ``show NAME``: of that card,
        monster, place, investigator or Ancient One."""
        g = self.g
        ch = g.choice
        if not arg:
            self.warn("Type 'show' and a name (show ghoul, show woods, show tommy gun) or an option number.")
            return
        if arg.isdigit():
            k = int(arg)
            if ch is None or not 1 <= k <= len(ch.options):
                self.warn(f"There is no option {arg}: options are numbered 1 to {len(ch.options) if ch else 0}.")
                return
            opt = ch.options[k - 1]
            ids = list(dict.fromkeys(T.ids_in(opt.id, g.content.packs)))
            if not ids:
                self.warn(f"Option {k} ('{opt.label}') names no card, monster or place.")
                return
        else:
            ids = T.find(g, arg)
            if not ids:
                self.warn(f"Nothing in this game is called '{arg}'.")
                return
            names = {T.describe(g, i)["name"] for i in ids if T.describe(g, i)}
            if len(names) > 1:
                self.warn(f"'{arg}' could be: {', '.join(sorted(names)[:12])}. Type more of the name.")
                return
            ids = ids[:1]
        for ident in ids:
            d = T.describe(g, ident)
            if d is None:
                continue
            t = Text()
            t.append(d["name"], style="bold cyan")
            for line in d["lines"]:
                t.append("\n  " + line)
            self.console.print(t)

    def show_log(self, arg: str) -> None:
        if arg and not arg.isdigit():
            self.warn("Type 'log' or 'log N' with N a number of events.")
            return
        self.console.print(R.log_lines(self.g, int(arg) if arg else 30))
        self.console.print(R.choice_panel(self.g, self.seats))

    def show_sheet(self, arg: str) -> None:
        invs = self.g.state.investigators
        if arg:
            if not arg.isdigit() or not 1 <= int(arg) <= len(invs):
                self.warn(f"There is no investigator {arg}: they are numbered 1 to {len(invs)}.")
                return
            self.console.print(R.sheet(self.g, invs[int(arg) - 1], self.seats))
        else:
            self.console.print(R.sheets(self.g, self.seats))
        self.console.print(R.choice_panel(self.g, self.seats))


# ---------------------------------------------------------------- replay
def replay(
    saved: Any,
    answers: Sequence[Any],
    console: Console,
    read: Reader | None = None,
    auto: bool = False,
    clear: bool = False,
    log_n: int = 8,
) -> int:
    """Re-run a saved game from its settings and stored answers, showing each step;
    check that it ends in the saved state hash. Returns the exit code."""
    from arkham.saved_games import replay_game

    R.USE_FACES = faces_ok(console)
    read = read or (lambda p: console.input(p))
    total = len(answers)
    say(console, f"Replaying game {saved.id}: {total} choices.")
    steps = replay_game(saved, list(answers))
    try:
        g, _ = next(steps)
    except ArkhamError as exc:
        say(console, f"Game {saved.id} cannot be set up again: {exc}", "red")
        return 1
    shown = len(g.state.log)
    # the store's snapshot holds the first snapshot_answers answers: the replay must come to its hash there
    at_snapshot = g.state_hash() if saved.snapshot_answers == 0 else None
    for k, a in enumerate(answers):
        if g.is_over:
            say(
                console,
                f"The game ended after {k} of the {total} stored choices: the rules have changed since it was played.",
                "red",
            )
            return 1
        ch = g.choice
        who = R.who_name(g, ch.who)
        if auto:
            console.print(
                Text.assemble(
                    (f"{k + 1:>4}/{total} ", "dim"), (f"{who}: ", "bold"), f"{ch.prompt} → ", (a.label, "green")
                )
            )
        else:
            if clear and console.is_terminal:
                console.clear()
            console.print(R.screen(g, saved.seats, log_n, shown, chosen=a.option_id, width=console.width))
            shown = len(g.state.log)
            by = "a person" if a.by == "person" else f"the {a.by} bot"
            say(console, f"Step {k + 1} of {total}: {who} ({by}) chose '{a.label}'.")
            while True:
                try:
                    line = read("Enter: next · a: all the rest · q: quit > ").strip().lower()
                except (EOFError, KeyboardInterrupt):
                    line = "q"
                if line in ("", "n", "next"):
                    break
                if line in ("a", "all"):
                    auto = True
                    break
                if line in QUIT_WORDS:
                    console.print("Replay stopped.")
                    return 0
                say(console, "Press Enter for the next step, 'a' to run the rest, 'q' to quit.", "yellow")
        try:
            next(steps)
        except ArkhamError as exc:
            say(
                console,
                f"Stored choice {k + 1} ('{a.label}') no longer fits the game: {exc}. "
                "The rules have changed since it was played.",
                "red",
            )
            return 1
        if k + 1 == saved.snapshot_answers:
            at_snapshot = g.state_hash()
    console.print(R.screen(g, saved.seats, log_n, shown, width=console.width))
    h = at_snapshot
    n = saved.snapshot_answers
    where = f"after {total} choices" if n == total else f"after {n} of the {total} choices (the last snapshot)"
    if h == saved.hash:
        say(console, f"Replay verified: {where} the state hash {h} equals the saved one.", "green")
        return 0
    say(
        console,
        f"Replay differs: the state hash {h} is not the saved {saved.hash} "
        "(the rules or content have changed since the game was played).",
        "red",
    )
    return 1
