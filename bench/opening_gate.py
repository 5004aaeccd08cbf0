#!/usr/bin/env python3
"""How far a lone investigator can go against Azathoth, who is beaten only at the gates.

Alone against Azathoth the only win is closing the last gate (base p.12): one gate
trophy and no gate open. A lone investigator closes a gate at the earliest in the
Arkham Encounters Phase after he comes back, and every Mythos Phase meanwhile draws a
card whose gate opens unless a gate is already open there. So the games he can win are
those where no second gate opens before he closes the first: in the opening turns.

Prints, for ``--games`` seeds from ``--seed``:

* from the shuffled Mythos deck alone: the share of games whose first Mythos Phase
  after setup opens no new gate, and whose first two open none;
* from the bot's games: its win rate, split by whether a second gate opened in the
  first Mythos Phase; how often it entered the first gate in turn 1, and of those how
  often it was back in Arkham before the Arkham Encounters Phase of turn 2 (an Other
  World encounter that sends him home, Find Gate) so that only one Mythos Phase passed;
* a ceiling for any player: entering the first gate in turn 1 and closing it without
  fail, he wins when no second gate opens in the Mythos Phases he spends away (one
  after a quick return, two otherwise):
  ``P(none in the 1st) x (quick + (1 - quick) x P(none in the 2nd | none in the 1st))``.

Usage: python bench/opening_gate.py [--games 2000] [--seed 45] [--bot expert]
"""

from __future__ import annotations

import argparse
import sys

import arkham
from arkham.bots import make_bot
from arkham.lab.report import wilson

AO = "azathoth"


def rate(k: int, n: int) -> str:
    """``k`` of ``n`` as a share with its 95% Wilson interval."""
    if n == 0:
        return "n/a"
    lo, hi = wilson(k, n)
    return f"{100 * k / n:.1f}% [{100 * lo:.1f}, {100 * hi:.1f}]"


def deck_shares(seeds: list[int]) -> tuple[float, float]:
    """Shares of seeds whose first one / two Mythos cards after the setup card open no new gate."""
    one = two = 0
    gate_of: dict[str, str | None] = {}
    for s in seeds:
        g = arkham.new_game(seed=s, ancient_one=AO, investigators=1)
        if not gate_of:
            gate_of = {k: c.gate for k, c in g.content.mythos.items()}
        first, m1, m2 = (gate_of[c] for c in g.state.decks["mythos"][:3])
        quiet1 = m1 is None or m1 == first
        one += quiet1
        two += quiet1 and (m2 is None or m2 == first)
    return one / len(seeds), two / len(seeds)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=45)
    ap.add_argument("--bot", default="expert")
    a = ap.parse_args(argv)
    if a.games < 1:
        ap.error("--games must be at least 1")
    try:
        make_bot(a.bot, 0)
    except ValueError as exc:  # an unknown bot: the message names the known ones
        ap.error(str(exc))
    seeds = [a.seed * 1_000_003 + i for i in range(a.games)]

    one, two = deck_shares(seeds)
    print(
        f"Mythos deck ({a.games} shuffles): no new gate in the first Mythos Phase {100 * one:.1f}%, "
        f"in the first two {100 * two:.2f}%"
    )

    won = {True: [0, 0], False: [0, 0]}  # second gate in the first Mythos Phase -> [games, wins]
    entered1 = quick = 0
    for s in seeds:
        g = arkham.new_game(seed=s, ancient_one=AO, investigators=1)
        bot = make_bot(a.bot, s)
        while not g.is_over:
            g.apply(bot.choose(g))
        log = [(e[0], e[1]) for e in g.state.log]
        mythos1 = next((k for k, (t, text) in enumerate(log) if t == 1 and text == "Mythos Phase"), len(log))
        second = any(t == 1 and "a gate opens at" in text for t, text in log[mythos1:])
        cell = won[second]
        cell[0] += 1
        cell[1] += bool(g.result and g.result["won"])
        if any(t == 1 and "drawn through the gate" in text for t, text in log):
            entered1 += 1
            end = next((k for k, (t, text) in enumerate(log) if t == 2 and text == "Arkham Encounters Phase"), len(log))
            quick += any("explored marker" in text for _, text in log[:end])

    games = won[True][0] + won[False][0]
    wins = won[True][1] + won[False][1]
    print(f"{a.bot}, one investigator against Azathoth: wins {rate(wins, games)} of {games}")
    for second, label in (
        (False, "no second gate in the first Mythos Phase"),
        (True, "a second gate in the first Mythos Phase"),
    ):
        n, k = won[second]
        print(f"  {label}: {n} games ({100 * n / games:.1f}%), wins {rate(k, n)}")
    q = quick / entered1 if entered1 else 0.0
    print(
        f"  entered the first gate in turn 1: {100 * entered1 / games:.1f}%; of those back in Arkham "
        f"before the Arkham Encounters of turn 2: {100 * q:.1f}%"
    )
    later = two / one if one else 0.0
    ceiling = one * (q + (1 - q) * later)
    print(
        f"Ceiling for any player by the opening gate: {100 * one:.1f}% x ({100 * q:.1f}% + "
        f"{100 * (1 - q):.1f}% x {100 * later:.1f}%) = {100 * ceiling:.1f}%"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
