"""What a front end shows of the Kingsport variants in play: the Herald and Guardian sheets
with their rules in short (KH p.10), and the Epic Battle's decks, the card in play and the
Ancient One's Plot cards (KH p.11). Plain data and words; nothing here changes a game."""

from __future__ import annotations

from typing import Any

from arkham.rules.classic import core as C


def _sheet(g: Any, kind: str) -> dict[str, Any] | None:
    ident = g.state.rules_data.get("sheets", {}).get(kind)
    sd = g.content.sheets.get(ident) if ident else None
    if sd is None:  # no sheet, or a "random" one not drawn yet
        return None
    out: dict[str, Any] = {"id": sd.id, "name": sd.name, "title": sd.title, "summary": sd.summary}
    hyp = g.state.rules_data.get("hypnos")
    if sd.cards and isinstance(hyp, dict):  # the deck the sheet brings (the Visions of Hypnos)
        shown = next((c for c in sd.cards if c.id == hyp.get("shown")), None)
        out["deck"] = {
            "left": len(hyp.get("deck", [])),
            "discards": len(hyp.get("discards", [])),
            "shown": None
            if shown is None
            else {
                "name": shown.name,
                "summary": shown.summary,
                "area": C.name_of(g, shown.area) if shown.area else None,
            },
        }
    return out


def _card(g: Any, cid: str) -> dict[str, Any]:
    d = g.content.battle_cards[cid]
    return {"id": cid, "name": d.name, "summary": d.summary, "color": d.color}


def _epic(g: Any) -> dict[str, Any] | None:
    d = g.state.rules_data.get("epic_battle")
    if d is None or "deck" not in d:
        return None
    cards = g.content.battle_cards
    stack = g.state.stack
    rnd = next((f for f in reversed(stack) if f.get("k") == "kingsport.epic_round"), None)
    plot_fr = next((f for f in reversed(stack) if f.get("k") == "kingsport.epic_plot" and "plot" in f), None)
    drawn = d.get("drawn", [])
    in_play = bool(rnd is not None and rnd.get("st") == "steps" and rnd.get("card"))
    return {
        "green_left": sum(1 for c in d["deck"] if cards[c].color == "green"),
        "red_left": sum(1 for c in d["deck"] if cards[c].color == "red"),
        "drawn": len(drawn),
        "card": _card(g, drawn[-1]) if drawn else None,
        "in_play": in_play,
        "plot": _card(g, plot_fr["plot"]) if plot_fr else None,
        "plots_face_down": len(d.get("plots", [])),
        "plot_discards": [_card(g, c) for c in d.get("plot_discards", [])],
        "ancient_one": g.content.ancient_ones[g.state.ancient_one].name,
    }


def variant_view(g: Any) -> dict[str, Any] | None:
    """The variants in play (``herald``, ``guardian``, ``epic_battle``), or None without any."""
    out = {"herald": _sheet(g, "herald"), "guardian": _sheet(g, "guardian"), "epic_battle": _epic(g)}
    return out if any(out.values()) else None


def variant_lines(g: Any, short: bool = False) -> list[str]:
    """The variants as lines a player reads; ``short`` gives names only (small screens)."""
    v = variant_view(g)
    if v is None:
        return []
    lines = []
    for kind in ("herald", "guardian"):
        s = v[kind]
        if s is None:
            continue
        head = f"{kind.capitalize()}: {s['name']}, {s['title']}"
        lines.append(head if short else f"{head}. {s['summary']}")
        deck = s.get("deck")
        if deck and deck["shown"]:
            lines.append(
                f"  {deck['shown']['name']} face up: encounters at {deck['shown']['area']} draw two, keep one"
                + ("" if short else f" ({deck['left']} Visions in the deck, {deck['discards']} discarded)")
            )
    e = v["epic_battle"]
    if e is not None:
        if e["card"] is None and short:
            lines.append(
                f"Epic Battle variant: {e['green_left']} green over {e['red_left']} red cards, "
                f"{e['plots_face_down']} Plot cards of {e['ancient_one']}"
            )
        elif e["card"] is None:
            lines.append(
                f"Epic Battle variant: the final battle draws one Epic Battle card a round "
                f"({e['green_left']} green on top of {e['red_left']} red); "
                f"{e['plots_face_down']} Plot cards of {e['ancient_one']} set aside"
            )
        else:
            c = e["card"]
            what = "in play" if e["in_play"] else "last drawn"
            lines.append(
                f"Epic Battle card {what}: {c['name']} ({c['color']}) — {c['summary']}"
                if not short
                else f"Epic Battle card {what}: {c['name']} ({c['color']})"
            )
            if not short:
                lines.append(
                    f"  Epic Battle deck: {e['green_left']} green and {e['red_left']} red left, {e['drawn']} drawn"
                )
        if e["plot"] is not None:
            p = e["plot"]
            lines.append(f"Plot card in play: {p['name']}" + ("" if short else f" — {p['summary']}"))
        elif e["plot_discards"] and not short:
            lines.append(
                "Plot cards turned up: "
                + ", ".join(p["name"] for p in e["plot_discards"])
                + f"; {e['plots_face_down']} face down"
            )
    return lines
