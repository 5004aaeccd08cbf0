"""The end of a game in a few lines: the result and how it came, the score, how long it
lasted, the gates closed and sealed, the monsters defeated and who was devoured. Read from
the result, the log and the investigators: everything here was public when it happened."""

from __future__ import annotations

from typing import Any

from arkham.present.words import count
from arkham.rules.classic import core as C


def _tally(g: Any) -> tuple[int, int, int]:
    """Gates closed (sealed ones among them), gates sealed and monsters defeated, from the
    log lines the rules write for them (classic and Haunt word them differently)."""
    haunt = g.state.ruleset == "haunt"
    closed = sealed = defeated = 0
    for e in g.state.log:
        text = e[1]
        if " seals the gate at " in text or haunt and text.startswith("The gate at ") and " is sealed" in text:
            closed, sealed = closed + 1, sealed + 1
        elif " closes the gate at " in text or haunt and text.startswith("The gate at ") and " is closed" in text:
            closed += 1
        elif " defeats " in text or haunt and (" destroys " in text and text.endswith(" as a trophy")):
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
    here = {i.id for i in st.investigators}
    devoured = [C.inv_name(g, i) for i in st.investigators if i.eliminated]
    devoured += [g.content.investigators[x].name for x in st.gone if x not in here and x in g.content.investigators]
    lines = [
        f"{'The investigators win' if r['won'] else 'The investigators lose'}: {r['how']}",
        f"{length} against {g.content.ancient_ones[st.ancient_one].name}"
        + (f" · score {r['score']}" if r.get("score") is not None else ""),
        f"{count(closed, 'gate')} closed, {sealed} of them sealed · {count(defeated, 'monster')} defeated",
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
        "devoured": devoured,
        "lines": lines,
    }
