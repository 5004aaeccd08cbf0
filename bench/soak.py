#!/usr/bin/env python3
"""Soak: seeded games of every set-up, checked after every step.

For each set-up, plays ``--games`` games with random answers (or a bot's, ``--bot
heuristic``) and after every answer checks the state's invariants
(``arkham.invariants.check``). Along the way, at random steps, it

* saves and loads the game (``arkham.load(game.to_json())``) and plays the loaded
  copy on with the same answers, comparing the two (state hash and options) at every
  later step;
* rebuilds a copy from the save's snapshot alone (every mapping in key order, as JSON
  writes it) and compares it the same way: no rule may depend on the order a state
  mapping was built in;
* gives illegal answers (an empty one, ``cheat:win``, a long one, one of another
  choice): each must be refused with ``IllegalChoice``, a short message, and the state
  and history unchanged;
* edits a copy and saves it with a fresh hash (a gate's world swapped or its marker
  turned face up, a deck card moved into a hand, a monster moved, ``cheat:win`` added to
  the pending choice, a log line added, "won" set, money ``Infinity``, clues ``true``,
  doom ``3.5``, a wrong type in the settings): each must be refused with ``SaveError``.

Set-ups: base, base+dunwich, base+kingsport, all three boxes plain / with a Herald / a
Guardian / the Epic Battle, and Haunt of the Watchers (2-5 investigators); classic games
draw 1-8 investigators. Prints one line of figures per set-up and exits 1 on any
failure (the first few are printed with their seed and step); a game still running after
``CAP`` answers is one (a loop no answer can leave).

The long run the project aims at is 10,000 games per set-up:

    python bench/soak.py --games 10000 --seed 1
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Callable

import arkham
from arkham.engine import Game
from arkham.errors import IllegalChoice, SaveError
from arkham.invariants import check
from arkham.state import copy_state, state_from_plain

ALL = ["base", "dunwich", "kingsport"]
SETUPS: dict[str, dict[str, Any]] = {
    "base": {"packs": ["base"]},
    "base+dunwich": {"packs": ["base", "dunwich"]},
    "base+kingsport": {"packs": ["base", "kingsport"]},
    "all": {"packs": ALL},
    "all+herald": {"packs": ALL, "sheets": {"herald": "random"}},
    "all+guardian": {"packs": ALL, "sheets": {"guardian": "random"}},
    "all+epic": {"packs": ALL, "epic_battle": True},
    "haunt": {"ruleset": "haunt"},
}
CAP = 60_000  # answers in one game before it counts as endless, a failure


class Figures:
    """What one set-up's games did (a plain class: tests load this script by path)."""

    def __init__(self) -> None:
        self.games = self.answers = self.won = self.endless = 0
        self.loads = self.rebuilds = 0
        self.compared = 0  # later steps at which a loaded or rebuilt copy was compared
        self.illegal = 0  # illegal answers refused
        self.hostile = 0  # edited saves refused
        self.load_s = self.seconds = 0.0
        self.longest_load: tuple[float, int] = (0.0, 0)  # seconds, answers replayed
        self.failures: list[str] = []


# ------------------------------------------------------------------ copies
def rebuilt(game: Game) -> Game:
    """A copy made from the save's snapshot alone: state and random generator, every
    mapping in key order (as the canonical JSON holds it); no settings, no history."""
    doc = json.loads(game.to_json())
    st = state_from_plain(doc["state"])
    rng = random.Random()
    rng.setstate((3, tuple(st.rng), None))
    return Game(st, game.content, game.ruleset, rng)


def same(a: Game, b: Game, exact: bool = False) -> bool:
    """The two games are at the same point: every state field equal (compared as data,
    which is cheap), the random generators in the same state, the same options. The log is
    compared by its length and its newest lines (the whole of it grows with every step, and
    only a rule that rewrote old lines could make them differ: the exact comparison at the end
    sees that). With ``exact`` the whole log is compared and the state hashes too (canonical
    JSON: 1, 1.0 and true differ there)."""
    sa, sb = a.state, b.state
    la, lb = sa.log, sb.log
    if len(la) != len(lb) or la[-_LOG_TAIL:] != lb[-_LOG_TAIL:]:
        return False
    sa.rng = sb.rng = None  # the generator is compared itself (state_blob sets this field)
    if not exact:
        sa.log = sb.log = []  # compared above
    try:
        if sa != sb or a.rng.getstate() != b.rng.getstate() or a.legal_ids() != b.legal_ids():
            return False
    finally:
        sa.log, sb.log = la, lb
    return not exact or a.state_hash() == b.state_hash()


_LOG_TAIL = 12  # newest log lines compared at every step


# ------------------------------------------------------------------ bad input
def illegal_answers(game: Game) -> list[Any]:
    legal = set(game.legal_ids())
    bad = ["", "cheat:win", "x" * 20_000, None, 7]
    return [b for b in bad if b not in legal]


def try_illegal(game: Game, answer: Any) -> str | None:
    """None when the answer is refused with a short message and nothing changed."""
    before, hist, rng = copy_state(game.state), game.history, game.rng.getstate()
    try:
        game.apply(answer)
    except IllegalChoice as exc:
        if len(str(exc)) > 1200:
            return f"IllegalChoice message of {len(str(exc))} characters"
    else:
        return f"illegal answer {str(answer)[:40]!r} accepted"
    if game.state != before or game.rng.getstate() != rng or game.history != hist:
        return f"illegal answer {str(answer)[:40]!r} changed the game"
    return None


def _other_world(game: Game, marker: str) -> str:
    world, _, n = marker.partition("#")
    others = sorted({gm.partition("#")[0] for gm in game.state.gate_pile + list(game.state.gates.values())} - {world})
    return f"{others[0] if others else world + 'x'}#{n}"


def _edits(game: Game) -> list[tuple[str, Callable[[Any, dict[str, Any]], bool]]]:
    """Edits of a save document (state, settings): each returns False when it does not apply."""

    def gate_world(st: Any, doc: dict[str, Any]) -> bool:
        down = st["rules_data"].get("face_down") if "rules_data" in st else None
        if down:
            st["gates"][down[0]] = _other_world(game, st["gates"][down[0]])
        elif st["gate_pile"]:
            st["gate_pile"][0] = _other_world(game, st["gate_pile"][0])
        else:
            return False
        return True

    def face_up(st: Any, doc: dict[str, Any]) -> bool:
        down = st.get("rules_data", {}).get("face_down")
        if not down:
            return False
        down.pop(0)
        return True

    def card_to_hand(st: Any, doc: dict[str, Any]) -> bool:
        for deck in sorted(st["decks"]):
            pile = st["decks"][deck]
            if pile and "#" in pile[0] and st["investigators"]:
                st["investigators"][0]["cards"].append(pile.pop(0))
                return True
        return False

    def monster_moved(st: Any, doc: dict[str, Any]) -> bool:
        area = sorted(game.content.areas)[0]
        for m in sorted(st["monsters"]):
            if st["monsters"][m] != area:
                if m in st["cup"]:
                    st["cup"].remove(m)
                st["monsters"][m] = area
                return True
        return False

    def cheat_option(st: Any, doc: dict[str, Any]) -> bool:
        if st["pending"] is None:
            return False
        st["pending"]["options"].append(["cheat:win", "Win the game"])
        return True

    def log_line(st: Any, doc: dict[str, Any]) -> bool:
        st["log"].append([st["turn"], "The investigators are given 100 Clue tokens", "card text"])
        return True

    def won(st: Any, doc: dict[str, Any]) -> bool:
        st["over"], st["pending"], st["stack"] = True, None, []
        st["result"] = {"won": True, "how": "edited", "score": 99, "turns": st["turn"]}
        return True

    def inv_field(name: str, value: Any) -> Callable[[Any, dict[str, Any]], bool]:
        def edit(st: Any, doc: dict[str, Any]) -> bool:
            st["investigators"][0][name] = value
            return True

        return edit

    def doom(st: Any, doc: dict[str, Any]) -> bool:
        st["doom"] = 3.5
        return True

    def settings_type(key: str, value: Any) -> Callable[[Any, dict[str, Any]], bool]:
        def edit(st: Any, doc: dict[str, Any]) -> bool:
            doc["settings"][key] = value
            st[key] = value
            return True

        return edit

    return [
        ("gate world swapped", gate_world),
        ("gate turned face up", face_up),
        ("deck card into a hand", card_to_hand),
        ("monster moved", monster_moved),
        ("cheat:win option", cheat_option),
        ("log line added", log_line),
        ("won set", won),
        ("money Infinity", inv_field("money", float("inf"))),
        ("clues true", inv_field("clues", True)),
        ("doom 3.5", doom),
        ("ruleset a list", settings_type("ruleset", ["haunt"])),
        ("packs nested", settings_type("packs", [["base"]])),
    ]


def hostile(game: Game) -> tuple[int, list[str]]:
    """Every edit of this game's save, written with a fresh hash: how many were refused
    with a SaveError, and what went wrong otherwise."""
    import hashlib

    refused, bad = 0, []
    base = json.loads(game.to_json())
    for name, edit in _edits(game):
        doc = json.loads(json.dumps(base))
        if not edit(doc["state"], doc):
            continue
        text = json.dumps(doc["state"], sort_keys=True, separators=(",", ":"))
        doc["hash"] = hashlib.blake2b(text.encode(), digest_size=16).hexdigest()
        try:
            arkham.load(json.dumps(doc))
        except SaveError:
            refused += 1
        except Exception as exc:  # noqa: BLE001 - the point is to see it
            bad.append(f"{name}: {type(exc).__name__}: {str(exc)[:100]}")
        else:
            bad.append(f"{name}: the edited save loaded")
    return refused, bad


# ------------------------------------------------------------------ one game
def play(
    setup: str,
    seed: int,
    fig: Figures,
    bot_name: str = "",
    saves: int = 2,
    rebuilds: int = 1,
    illegal_p: float = 0.02,
    hostile_games: bool = True,
) -> None:
    kw = dict(SETUPS[setup])
    pick = random.Random(f"soak-setup-{setup}-{seed}")
    kw["investigators"] = pick.randint(2, 5) if kw.get("ruleset") == "haunt" else pick.randint(1, 8)
    rng = random.Random(f"soak-{seed}")
    where = f"{setup} seed {seed}"
    try:
        g = arkham.new_game(seed=seed, **kw)
    except arkham.errors.ArkhamError as exc:
        fig.failures.append(f"{where}: set-up failed: {exc}")
        return
    bot = None
    if bot_name:
        from arkham.bots import make_bot

        bot = make_bot(bot_name, seed)
    horizon = 400 if bot is None else 4000  # steps over which the save points are spread
    save_at = {rng.randrange(horizon) for _ in range(saves)}
    rebuild_at = {rng.randrange(horizon) for _ in range(rebuilds)}
    hostile_at = rng.randrange(horizon // 4) if hostile_games else -1
    followers: list[tuple[str, Game]] = []
    check(g)
    step = 0
    while not g.is_over:
        if step in save_at:
            t0 = time.perf_counter()
            try:
                h = arkham.load(g.to_json())
            except SaveError as exc:
                fig.failures.append(f"{where} step {step}: its own save is refused: {exc}")
                return
            dt = time.perf_counter() - t0
            fig.loads += 1
            fig.load_s += dt
            fig.longest_load = max(fig.longest_load, (dt, len(g.history)))
            if not same(g, h, exact=True) or h.history != g.history:
                fig.failures.append(f"{where} step {step}: the loaded game differs from the saved one")
                return
            followers.append(("loaded", h))
        if step in rebuild_at:
            followers.append(("rebuilt", rebuilt(g)))
            fig.rebuilds += 1
        if step == hostile_at:
            refused, bad = hostile(g)
            fig.hostile += refused
            fig.failures.extend(f"{where} step {step}: {b}" for b in bad)
        if rng.random() < illegal_p:
            for b in illegal_answers(g):
                err = try_illegal(g, b)
                if err:
                    fig.failures.append(f"{where} step {step}: {err}")
                    return
                fig.illegal += 1
        answer = bot.choose(g) if bot is not None else rng.choice(g.choice.options).id
        g.apply(answer)
        step += 1
        try:
            check(g)
        except AssertionError as exc:
            fig.failures.append(f"{where} step {step}: invariant broken: {exc}")
            return
        for name, f in followers:
            f.apply(answer)
            fig.compared += 1
            if not same(g, f):
                fig.failures.append(
                    f"{where} step {step}: the {name} copy plays on differently "
                    f"(copied at a step before; first field: {_first_field(g, f)})"
                )
                return
        if step >= CAP:  # a loop the rules or a bot cannot leave: a defect, named so it can be replayed
            fig.endless += 1
            top = g.state.stack[-1]["k"] if g.state.stack else "none"
            fig.failures.append(f"{where}: still playing after {CAP:,} answers (turn {g.state.turn}, step {top})")
            break
    for name, f in followers:
        if not same(g, f, exact=True):
            fig.failures.append(f"{where}: the {name} copy ends in another state hash")
    fig.games += 1
    fig.answers += step
    fig.won += bool(g.result and g.result.get("won"))


def _first_field(a: Game, b: Game) -> str:
    pa, pb = json.loads(a.state_blob()[0]), json.loads(b.state_blob()[0])
    return next((k for k in sorted(pa) if pa[k] != pb.get(k)), "(options only)")


def soak(setup: str, games: int, seed: int, bot: str = "", **kw: Any) -> Figures:
    fig = Figures()
    t0 = time.perf_counter()
    for i in range(games):
        play(setup, seed + i, fig, bot, **kw)
    fig.seconds = time.perf_counter() - t0
    return fig


def soak_apart(setup: str, games: int, seed: int, bot: str = "", saves: int = 2, hostile: bool = True) -> Figures:
    """:func:`soak` of one set-up in an interpreter of its own, as a lab worker, the terminal or
    the server plays it: only the rules of that set-up's packs are loaded there, so a rule
    that calls for a step of a box not in play fails here as it would there (in one process
    for every set-up, every box's steps would be found)."""
    cmd = [sys.executable, str(Path(__file__).resolve()), "--setups", setup, "--games", str(games)]
    cmd += ["--seed", str(seed), "--saves", str(saves), "--figures-json"]
    cmd += (["--bot", bot] if bot else []) + ([] if hostile else ["--no-hostile"])
    done = subprocess.run(cmd, capture_output=True, text=True)
    fig = Figures()
    lines = done.stdout.strip().splitlines()
    if done.returncode not in (0, 1) or not lines:
        fig.failures.append(f"{setup}: the soak's own process failed: {done.stderr.strip()[-600:]}")
        return fig
    fig.__dict__.update(json.loads(lines[-1]))
    fig.longest_load = tuple(fig.longest_load)  # type: ignore[assignment]  # JSON gives a list
    return fig


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        epilog="Figures per set-up: games, answers, won, endless (hit the cap of "
        f"{CAP:,} answers), loads and rebuilt copies compared, later steps "
        "compared, illegal answers refused, edited saves refused, mean and "
        "longest load time, seconds.",
    )
    ap.add_argument("--games", type=int, default=200, help="games per set-up (default 200; the long run: 10000)")
    ap.add_argument("--seed", type=int, default=1, help="first seed (games use seed, seed+1, ...)")
    ap.add_argument("--setups", default=",".join(SETUPS), help=f"comma separated (default all: {','.join(SETUPS)})")
    ap.add_argument(
        "--bot", default="", help="answer with this bot (arkham.bots.make_bot, e.g. heuristic) instead of at random"
    )
    ap.add_argument("--saves", type=int, default=2, help="save/load points per game (default 2)")
    ap.add_argument("--no-hostile", action="store_true", help="skip the edited saves (they cost a load each)")
    ap.add_argument("--figures-json", action="store_true", help=argparse.SUPPRESS)  # one set-up, here: its figures
    args = ap.parse_args(argv)
    names = [s for s in args.setups.split(",") if s]
    unknown = [s for s in names if s not in SETUPS]
    if unknown:
        ap.error(f"unknown set-up {unknown[0]!r} (known: {', '.join(SETUPS)})")
    if args.figures_json:  # the process soak_apart starts: one set-up, its figures as one JSON line
        f = soak(names[0], args.games, args.seed, args.bot, saves=args.saves, hostile_games=not args.no_hostile)
        print(json.dumps(vars(f)))
        return 1 if f.failures else 0
    print(f"soak: {args.games} games per set-up from seed {args.seed}, answers by {args.bot or 'random'}")
    print("(each set-up in a process of its own, with only its packs' rules loaded)")
    print(
        f"{'set-up':<15}{'games':>6}{'answers':>9}{'won':>5}{'endless':>8}{'loads':>6}{'rebuilt':>8}"
        f"{'compared':>9}{'illegal':>8}{'hostile':>8}{'load ms':>8}{'longest load':>18}{'s':>7}"
    )
    failed = 0
    for name in names:
        f = soak_apart(name, args.games, args.seed, args.bot, saves=args.saves, hostile=not args.no_hostile)
        mean = 1000 * f.load_s / f.loads if f.loads else 0.0
        longest = f"{1000 * f.longest_load[0]:.0f} ms/{f.longest_load[1]} ans"
        print(
            f"{name:<15}{f.games:>6}{f.answers:>9}{f.won:>5}{f.endless:>8}{f.loads:>6}{f.rebuilds:>8}"
            f"{f.compared:>9}{f.illegal:>8}{f.hostile:>8}{mean:>8.1f}{longest:>18}{f.seconds:>7.1f}"
        )
        for msg in f.failures[:5]:
            print(f"  FAIL {msg}")
        failed += len(f.failures)
    print("all checks held" if not failed else f"{failed} failures")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
