"""The end of a game in a few lines: the result and how it came, the score, how long it
lasted, the gates closed and sealed, the monsters defeated, the trophies held and who was
devoured. Read from
the result, the log and the investigators: everything here was public when it happened."""

from __future__ import annotations

from typing import Any

from arkham.present.words import count
from arkham.rules.classic import core as C


def _gate_shut(text: str) -> str | None:
    """ "sealed" or "closed" when a log line tells of a gate leaving the board that way (the
    rules of each box word it their own way), else None."""
    if " seals the gate at " in text:
        return "sealed"
    if (
        " closes the gate at " in text
        or text.startswith("The beam strikes the gate at ")
        and text.endswith(" it closes")
    ):
        return "closed"
    if text.startswith("The gate at "):
        if " is sealed" in text:
            return "sealed"
        if " is closed" in text or " closes;" in text:
            return "closed"
    return None


def _tally(g: Any) -> tuple[int, int, int]:
    """Gates closed (sealed ones among them), gates sealed and monsters defeated, from the
    log lines the rules write for them."""
    closed = sealed = defeated = 0
    for e in g.state.log:
        text = e[1]
        shut = _gate_shut(text)
        if shut is not None:
            closed += 1
            sealed += shut == "sealed"
        elif " defeats " in text or " destroys " in text and text.endswith(" as a trophy"):
            defeated += 1
    return closed, sealed, defeated


def game_summary(g: Any) -> dict[str, Any] | None:
    """None while the game goes on."""
    r = g.result
    if not g.is_over or r is None:
        return None
    st = g.state
    closed, sealed, defeated = _tally(g)
    if st.ruleset == "haunt":
        days = st.rules_data.get("day", 0)
        length = f"{count(days, 'day')}, {count(st.turn, 'phase')}"
    else:
        length = count(r.get("turns", st.turn), "turn")
    trophies = (
        sum(len(i.monster_trophies) for i in st.investigators if not i.eliminated),
        sum(len(i.gate_trophies) for i in st.investigators if not i.eliminated),
    )
    here = {i.id for i in st.investigators}
    devoured = [C.inv_name(g, i) for i in st.investigators if i.eliminated]
    devoured += [g.content.investigators[x].name for x in st.gone if x not in here and x in g.content.investigators]
    lines = [
        f"{'The investigators win' if r['won'] else 'The investigators lose'}: {r['how']}",
        f"{length} against {g.content.ancient_ones[st.ancient_one].name}"
        + (f" · score {r['score']}" if r.get("score") is not None else ""),
        f"{count(closed, 'gate')} closed, {sealed} of them sealed · {count(defeated, 'monster')} defeated",
        f"Trophies held at the end: {count(trophies[0], 'monster')}, {count(trophies[1], 'gate')}",
        "Devoured or out of play: " + (", ".join(devoured) if devoured else "nobody"),
    ]
    t = r.get("traitor")
    if isinstance(t, dict) and t.get("investigator") in g.content.investigators:  # Epic Battle (KH p.11)
        name = g.content.investigators[t["investigator"]].name
        lines.insert(1, f"{name} turned traitor and {'wins' if t.get('won') else 'loses'} alone")
    return {
        "won": bool(r["won"]),
        "how": r["how"],
        "score": r.get("score"),
        "length": length,
        "closed": closed,
        "sealed": sealed,
        "defeated": defeated,
        "trophies": {"monsters": trophies[0], "gates": trophies[1]},
        "devoured": devoured,
        "lines": lines,
    }
