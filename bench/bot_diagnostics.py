#!/usr/bin/env python3
"""Where a bot's games go: what its investigators do with their turns, how their trips
through the gates end, what knocks them out, and how near the final battles come.

Plays ``--games`` games per Ancient One with the bot in every seat (random
investigators, seeds from ``--seed``) and prints:

* turns: the share of investigator-turns (counted at each Movement Phase before the
  Ancient One wakes) spent in town, at an open gate, in an Other World, Lost in Time and
  Space, delayed, or at St. Mary's / the Asylum;
* trips: gates entered, and how the trips ended (the gate closed by him, lost in time
  and space, or back in town without closing it), with the mean turns from entering to
  closing;
* knock-outs: what took the last point of Stamina or Sanity before the awakening
  (a monster's attack, its horror, an encounter...), per game;
* battles: per Ancient One, wins and the doom tokens left on it in each lost battle
  (a battle lost with one or two tokens left was nearly won);
* closes, seals and turns per game, and how the games were won.

Usage: python bench/bot_diagnostics.py [--bot expert] [--players 4] [--games 40] [--seed 1]
[--ancient-one yog_sothoth] (only these Ancient Ones, comma separated: the same deals as
in a run over all eight)
[--params '{"gate_share": 1}'] (the expert with these values over its tuned sets)
[--what-if bless|clues|heal] (outside the rules, an upper bound: as the Ancient One wakes,
every investigator is Blessed while the Blessing deck lasts / gains 5 Clue tokens / is
restored to full Sanity and Stamina; shows what better preparation could be worth).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter

import arkham
from arkham.bots.base import get_bot
from arkham.bots.expert import ExpertBot
from arkham.bots.heuristic import ASYLUM, HOSPITAL
from arkham.bots.tuning import ANCIENT_ONES, parse_ancient_ones
from arkham.rules.classic import core as C
from arkham.state import LOST

CHOICE_LIMIT = 20_000
LOSS = re.compile(r"loses \d+ (Stamina|Sanity) \((.*)\)")


def bot_for(name: str, seed: int, g: arkham.Game, over: dict) -> object:
    """The bot ``name``; with ``over``, the expert with those values over its set for ``g``."""
    if not over:
        return get_bot(name, seed)
    p = ExpertBot(seed).params(g).with_values(**over)
    return ExpertBot(seed, solo=p, group=p)


def where(g: arkham.Game, inv: object) -> str:
    st = g.state
    if inv.where == LOST:
        return "lost in time and space"
    if inv.stage:
        return "in an Other World"
    if inv.delayed:
        return "delayed"
    if inv.where in st.gates:
        return "at an open gate"
    if inv.where in (ASYLUM, HOSPITAL):
        return "at St. Mary's / the Asylum"
    return "elsewhere in town"


def what_if(g: arkham.Game, what: str) -> None:
    """Change the game outside the rules (an upper bound for ``--what-if``)."""
    for inv in g.state.investigators:
        if inv.eliminated:
            continue
        if what == "bless" and not C.has_card(g, inv, "base:blessing") and g.state.decks.get("base:blessing"):
            C.gain_special(g, inv, "base:blessing", "what-if")
        elif what == "clues":
            inv.clues += 5
        elif what == "heal":
            inv.sanity, inv.stamina = C.max_sanity(g, inv), C.max_stamina(g, inv)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bot", default="expert")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", type=int, default=40, help="games per Ancient One")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--params", default="", help="JSON values over the expert's tuned sets")
    ap.add_argument(
        "--what-if",
        choices=("bless", "clues", "heal"),
        help="as the Ancient One wakes, give every investigator this (outside the rules)",
    )
    ap.add_argument(
        "--ancient-one",
        default="all",
        help="short ids, comma separated, of " + ", ".join(ANCIENT_ONES) + " (default: all)",
    )
    a = ap.parse_args(argv)
    try:
        chosen = parse_ancient_ones(a.ancient_one)
    except ValueError as e:
        ap.error(f"--ancient-one: {e}")
    over = json.loads(a.params) if a.params else {}
    turns: Counter[str] = Counter()
    trips: Counter[str] = Counter()
    knocks: Counter[str] = Counter()
    won_by: Counter[str] = Counter()
    to_close: list[int] = []
    closes = seals = length = 0
    battles: dict[str, tuple[int, Counter[int]]] = {}
    n = 0
    for k, ao in enumerate(ANCIENT_ONES):
        if ao not in chosen:
            continue  # the index k keeps each Ancient One's deals whichever are chosen
        wins, left = 0, Counter()
        for i in range(a.games):
            seed = a.seed * 1_000_003 + i * 8 + k
            g = arkham.new_game(seed=seed, ancient_one=ao, investigators=a.players)
            bot = bot_for(a.bot, seed, g, over)
            entered: dict[int, int] = {}
            last = (-1, "")
            choices = 0
            given = False
            while not g.is_over and choices < CHOICE_LIMIT:
                st = g.state
                if a.what_if and st.awakened and not given:
                    given = True
                    what_if(g, a.what_if)
                if not st.awakened:
                    if st.phase == "movement" and (st.turn, st.phase) != last:
                        last = (st.turn, st.phase)
                        for inv in st.investigators:
                            turns[where(g, inv)] += 1
                    before = [(inv.stage, inv.where, len(inv.gate_trophies)) for inv in st.investigators]
                g.apply(bot.choose(g))
                choices += 1
                st = g.state
                if st.awakened:
                    continue
                for inv, (stage, place, got) in zip(st.investigators, before):
                    if stage == 0 and inv.stage > 0 and inv.seat not in entered:
                        entered[inv.seat] = st.turn
                        trips["gates entered"] += 1
                    if inv.seat not in entered:
                        continue
                    if len(inv.gate_trophies) > got:
                        trips["closed"] += 1
                        to_close.append(st.turn - entered.pop(inv.seat))
                    elif inv.where == LOST:
                        trips["lost in time and space"] += 1
                        entered.pop(inv.seat)
                    elif stage == 0 and inv.stage == 0 and place in g.content.areas and inv.where != place:
                        trips["back in town, gate not closed"] += 1
                        entered.pop(inv.seat)
            st = g.state
            n += 1
            length += st.turn
            closes += sum(len(inv.gate_trophies) for inv in st.investigators)
            seals += len(st.seals)
            log = st.log
            woke = next((j for j, e in enumerate(log) if "Ancient One awakens" in e[1]), len(log))
            for j, e in enumerate(log[:woke]):
                if e[1].endswith("fell to 0"):
                    cause = next(
                        (m.group(2) for m in (LOSS.search(x[1]) for x in reversed(log[max(0, j - 6) : j])) if m),
                        "other",
                    )
                    cause = re.sub(r"^(the )?[A-Z][\w' -]*'s attack$", "a monster's attack", cause)
                    cause = re.sub(r"^horror of .*", "a monster's horror", cause)
                    cause = re.sub(r"^an encounter (at|in) .*", r"an encounter \1 ...", cause)
                    knocks[cause] += 1
            if g.result and g.result["won"]:
                wins += 1
                won_by[g.result["how"]] += 1
            elif st.awakened:
                left[st.doom] += 1
        battles[ao] = (wins, left)
    tot = sum(turns.values()) or 1
    print(
        f"{a.bot} {json.dumps(over) if over else ''}, {a.players} investigator(s), {a.games} games per Ancient One"
        + (f", what if: {a.what_if}" if a.what_if else "")
    )
    print("turns: " + ", ".join(f"{k} {v / tot:.1%}" for k, v in turns.most_common()))
    print(
        "trips: " + ", ".join(f"{k} {v / n:.2f}" for k, v in trips.items()) + " per game; "
        f"{sum(to_close) / max(1, len(to_close)):.2f} turns from entering to closing"
    )
    print("knock-outs per game: " + ", ".join(f"{k} {v / n:.2f}" for k, v in knocks.most_common(6)))
    for ao, (wins, left) in battles.items():
        print(
            f"  {ao:15s} won {wins:3d}/{a.games}; doom tokens left in lost battles: "
            + " ".join(f"{d}:{c}" for d, c in sorted(left.items()))
        )
    print(
        f"per game: {closes / n:.2f} gates closed, {seals / n:.2f} sealed, {length / n:.1f} turns; won by: "
        + ", ".join(f"{k} {v}" for k, v in won_by.most_common())
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
