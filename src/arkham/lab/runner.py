"""Play one planned game with bots and turn it into a record (a plain dict).

A record depends only on the run settings and the game index: the same game
gives the same record in any process or backend (``elapsed_ms`` aside, the one
field that measures this machine). ``herald``, ``guardian`` and ``epic_battle`` say
which Kingsport variant the game played (the sheets really in play).
"""

from __future__ import annotations

import json
import re
import time
import traceback
from typing import Any

from arkham.lab.spec import RunSpec
from arkham.lab.variant import in_play, sheets_arg

RECORD_FIELDS = (
    "run_id",
    "idx",
    "seed",
    "bot_seed",
    "ancient_one",
    "players",
    "investigators",
    "bot",
    "packs",
    "ruleset",
    "herald",
    "guardian",
    "epic_battle",
    "status",
    "won",
    "how",
    "score",
    "turns",
    "choices",
    "awakened",
    "awaken_cause",
    "loss_cause",
    "doom",
    "terror",
    "gates_closed",
    "gates_sealed",
    "monsters_defeated",
    "devoured",
    "devoured_count",
    "error",
    "elapsed_ms",
)
#: fields that measure the machine, not the game (left out when comparing records)
TIMING_FIELDS = ("elapsed_ms",)

_AWAKEN = re.compile(r"^The Ancient One awakens: (.*)$")


def awaken_category(why: str | None) -> str | None:
    """A short name for why the Ancient One woke."""
    if why is None:
        return None
    w = why.lower()
    if "doom track" in w:
        return "doom track full"
    if "gates are open" in w:
        return "too many gates open"
    if w.startswith("terror is 10"):
        return "terror 10 and monsters overrun"
    if "cup" in w:
        return "monster cup empty"
    return why


def _bot(name: str, seed: int) -> Any:
    from arkham.bots.base import get_bot

    return get_bot(name, seed)


def play(spec: RunSpec, run_id: str, idx: int) -> dict[str, Any]:
    """Play game ``idx`` of the run to its end (or the choice limit); never raises
    for a failing game: its record says ``status='error'`` with the message."""
    import arkham

    plan = spec.plan(idx)
    rec: dict[str, Any] = {k: None for k in RECORD_FIELDS}
    rec.update(
        run_id=run_id,
        idx=idx,
        seed=plan["seed"],
        bot_seed=plan["bot_seed"],
        ancient_one=plan["ancient_one"],
        players=plan["players"],
        bot=plan["bot"],
        packs=json.dumps(list(spec.packs)),
        ruleset=spec.ruleset,
        choices=0,
        devoured="[]",
        devoured_count=0,
        doom="[]",
        terror="[]",
        herald=spec.herald or None,
        guardian=spec.guardian or None,
        epic_battle=int(spec.epic_battle),
    )
    t0 = time.perf_counter()
    g = None
    try:
        invs: Any = list(spec.investigators) if spec.investigators else plan["players"]
        g = arkham.new_game(
            seed=plan["seed"],
            ancient_one=plan["ancient_one"],
            investigators=invs,
            packs=list(spec.packs),
            ruleset=spec.ruleset,
            sheets=sheets_arg(spec.herald, spec.guardian),
            epic_battle=spec.epic_battle,
        )
        rec["investigators"] = json.dumps([i.id for i in g.state.investigators])
        rec.update(in_play(g))  # the sheets in play, a random one as it was drawn
        bot = _bot(plan["bot"], plan["bot_seed"])
        st = g.state
        track: dict[int, tuple[int, int]] = {}
        if not st.awakened:
            track[st.turn] = (st.doom, st.terror)
        n = 0
        limit = spec.max_choices
        while not g.is_over and n < limit:
            g.apply(bot.choose(g))
            n += 1
            st = g.state
            if not st.awakened:
                track[st.turn] = (st.doom, st.terror)
        rec["choices"] = n
        _summarise(g, rec, track)
        rec["status"] = "ok" if g.is_over else "unfinished"
    except Exception as exc:  # one failing game must not stop the run
        rec["status"] = "error"
        tb = traceback.extract_tb(exc.__traceback__)
        where = f" at {tb[-1].filename.rsplit('/', 1)[-1]}:{tb[-1].lineno}" if tb else ""
        rec["error"] = f"{type(exc).__name__}: {exc}{where}"[:2000]
        if g is not None and rec["investigators"] is None:
            rec["investigators"] = json.dumps([i.id for i in g.state.investigators])
    rec["elapsed_ms"] = round(1000 * (time.perf_counter() - t0), 3)
    return rec


def _summarise(g: Any, rec: dict[str, Any], track: dict[int, tuple[int, int]]) -> None:
    st = g.state
    res = st.result or {}
    rec["won"] = None if res.get("won") is None else int(bool(res["won"]))
    rec["how"] = res.get("how")
    rec["score"] = res.get("score")
    rec["turns"] = res.get("turns", st.turn)
    rec["awakened"] = int(bool(st.awakened))
    why = None
    haunt = st.ruleset == "haunt"
    closed = sealed = defeated = 0
    for e in st.log:
        text = e[1]
        if why is None and text.startswith("The Ancient One awakens: "):
            why = text[len("The Ancient One awakens: ") :]
        elif " the gate at " in text:
            if " seals the gate at " in text:
                sealed += 1
                closed += 1
            elif " closes the gate at " in text:
                closed += 1
        elif " defeats " in text:
            defeated += 1
        elif haunt and text.startswith("The gate at "):
            # Haunt's rituals: "The gate at X is sealed" / "is closed" (and a trophy kept)
            if text.endswith(" is sealed") or " is sealed and " in text:
                sealed += 1
                closed += 1
            elif text.endswith(" is closed") or " is closed and " in text:
                closed += 1
        elif haunt and (
            " destroys " in text
            and text.endswith(" as a trophy")
            or " drives " in text
            and text.endswith(" off; it returns to the cup")
        ):
            defeated += 1
    rec["awaken_cause"] = awaken_category(why)
    if rec["won"] == 0:
        rec["loss_cause"] = awaken_category(why) or (res.get("how") or "unknown")
    rec["gates_closed"] = closed
    rec["gates_sealed"] = sealed
    rec["monsters_defeated"] = defeated
    turns = sorted(track)
    rec["doom"] = json.dumps([track[t][0] for t in turns])
    rec["terror"] = json.dumps([track[t][1] for t in turns])
    devoured = list(st.gone) + [i.id for i in st.investigators if i.eliminated]
    rec["devoured"] = json.dumps(devoured)
    rec["devoured_count"] = len(devoured)


def play_many(spec_json: str, run_id: str, indices: list[int]) -> list[dict[str, Any]]:
    """A chunk of games (what a worker process or a Ray task runs)."""
    spec = RunSpec.from_json(spec_json)
    return [play(spec, run_id, i) for i in indices]
