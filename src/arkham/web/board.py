"""The board as SVG, drawn from the board layout (content data) and the table view.

Every place is a ``<g class="place" data-place="ID">``; monsters, investigators,
gates and cards carry ``data-id`` so the page can show their full text on a click
and highlight the places an option names. Hovering a monster shows its stats.
"""
from __future__ import annotations

import math
import textwrap
from typing import Any
from xml.sax.saxutils import escape, quoteattr

from arkham.present.layout import board_layout

#: one colour per seat (investigator tokens and sheet headers use the same)
SEAT_COLOURS = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#e377c2", "#8c564b"]


def _a(v: Any) -> str:
    return quoteattr(str(v))


def _initials(name: str) -> str:
    """``Plateau of Leng`` -> ``PL``, ``"Ashcan" Pete`` -> ``AP``, ``The Dreamlands`` -> ``D``."""
    words = [w.strip("\"'.,()") for w in name.replace(".", " ").split()]
    parts = [w for w in words if w and w[0].isalpha() and w.lower() not in ("the", "of", "a")]
    return "".join(p[0] for p in parts[:2]).upper() or name[:1].upper()


def _wrap(name: str, width: int) -> list[str]:
    """A place name on at most two lines (a long word is never cut)."""
    return (textwrap.wrap(name, width, break_long_words=False, break_on_hyphens=False) or [""])[:2]


def _text(x: float, y: float, s: str, cls: str = "", anchor: str = "middle") -> str:
    return f'<text x="{x:.0f}" y="{y:.0f}" text-anchor="{anchor}" class={_a(cls)}>{escape(s)}</text>'


def _investigator(x: float, y: float, sheet: dict[str, Any]) -> str:
    col = SEAT_COLOURS[sheet["seat"] % len(SEAT_COLOURS)]
    return (f'<g class="investigator" data-id={_a(sheet["id"])} data-seat="{sheet["seat"]}">'
            f'<title>{escape(sheet["name"])} (seat {sheet["seat"] + 1})</title>'
            f'<circle cx="{x:.0f}" cy="{y:.0f}" r="9" fill="{col}" stroke="#fff" stroke-width="1.5"/>'
            f'{_text(x, y + 3.5, _initials(sheet["name"]), "tok")}</g>')


def _monster(x: float, y: float, m: dict[str, Any]) -> str:
    return (f'<g class="monster" data-id={_a(m["id"])}><title>{escape(m["brief"])}</title>'
            f'<rect x="{x - 9:.0f}" y="{y - 9:.0f}" width="18" height="18" rx="3"/>'
            f'{_text(x, y + 3.5, _initials(m["name"]), "tok")}</g>')


def _tokens(x0: float, y: float, monsters: list[dict[str, Any]], seats: list[int], sheets: list[dict[str, Any]],
            per_row: int = 5) -> list[str]:
    out = []
    items = [("i", s) for s in seats] + [("m", m) for m in monsters]
    for k, (kind, it) in enumerate(items):
        x = x0 + (k % per_row) * 21
        yy = y + (k // per_row) * 21
        out.append(_investigator(x, yy, sheets[it]) if kind == "i" else _monster(x, yy, it))
    return out


def _arrow(x1: float, y1: float, x2: float, y2: float, colour: str, side: float) -> str:
    """A small arrowhead on the link from (x1, y1) towards (x2, y2), offset to one side."""
    dx, dy = x2 - x1, y2 - y1
    d = math.hypot(dx, dy) or 1
    ux, uy = dx / d, dy / d
    px, py = -uy * side, ux * side
    cx, cy = x1 + ux * d * 0.42 + px, y1 + uy * d * 0.42 + py
    tip = (cx + ux * 9, cy + uy * 9)
    l = (cx - uy * 5, cy + ux * 5)
    r = (cx + uy * 5, cy - ux * 5)
    pts = " ".join(f"{a:.0f},{b:.0f}" for a, b in (tip, l, r))
    return f'<polygon class="arrow-{colour}" points="{pts}"/>'


_STATIC: dict[tuple[str, str], str] = {}   # (pack, what) -> SVG that never changes during a game


def _links(g: Any, pack: str, lay: Any) -> str:
    """The links between places and the white/black arrows on the streets (drawn once per pack)."""
    key = (pack, "links")
    if key in _STATIC:
        return _STATIC[key]
    drawn = set()
    links, arrows = [], []
    for pid, (x, y) in lay.places.items():
        a = g.content.areas.get(pid)
        if a is None:
            continue
        for other in a.connects:
            if other not in lay.places or (other, pid) in drawn:
                continue
            drawn.add((pid, other))
            x2, y2 = lay.places[other]
            cls = "link street-link" if a.kind == "street" and g.content.areas[other].kind == "street" else "link"
            links.append(f'<line class="{cls}" x1="{x:.0f}" y1="{y:.0f}" x2="{x2:.0f}" y2="{y2:.0f}"/>')
        if a.kind == "street":
            for colour, target, side in (("white", a.white, 7), ("black", a.black, -7)):
                if target in lay.places:
                    x2, y2 = lay.places[target]
                    arrows.append(_arrow(x, y, x2, y2, colour, side))
    _STATIC[key] = "".join(links + arrows)
    return _STATIC[key]


def _place_box(pack: str, pid: str, p: dict[str, Any], left: float, top: float, bw: float, bh: float, x: float) -> str:
    """A place's box and name (the same all game long)."""
    key = (pack, pid)
    if key not in _STATIC:
        out = [f'<title>{escape(p["name"])}</title>',
               f'<rect class="box" x="{left:.0f}" y="{top:.0f}" width="{bw:.0f}" height="{bh:.0f}" rx="6"/>']
        if p["kind"] == "street":
            out.append(_text(x, top + 12, p["name"], "name"))
        else:
            for k, line in enumerate(_wrap(p["name"], 15)):
                out.append(_text(x, top + 12 + k * 11, line, "name"))
        _STATIC[key] = "".join(out)
    return _STATIC[key]


def board_svg(g: Any, view: dict[str, Any]) -> str:
    pack = g.state.packs[0] if g.state.packs else "base"
    lay = board_layout(pack)
    w, h = lay.size
    places = view["places"]
    sheets = view["investigators"]
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w:.0f} {h:.0f}" class="board" role="img" '
           f'aria-label="The Arkham board">', _links(g, pack, lay)]
    lw, lh = lay.location_box
    sw, sh = lay.street_box
    for pid, (x, y) in lay.places.items():
        p = places.get(pid)
        if p is None:
            continue
        bw, bh = (sw, sh) if p["kind"] == "street" else (lw, lh)
        left, top = x - bw / 2, y - bh / 2
        cls = f"place {p['kind']}" + (" closed" if p["closed"] else "") + (" has-gate" if p["gate"] else "")
        out.append(f'<g class={_a(cls)} data-place={_a(pid)}>')
        out.append(_place_box(pack, pid, p, left, top, bw, bh, x))
        if p["kind"] == "street":
            out += _tokens(left + 12, y + 7, p["monsters"], p["investigators"], sheets, per_row=7)
        else:
            out += _tokens(left + 11, top + 36, p["monsters"], p["investigators"], sheets, per_row=5)
        if p["unstable"]:
            out.append(f'<polygon class="unstable" points="{left + 2:.0f},{top + 2:.0f} {left + 12:.0f},{top + 2:.0f} '
                       f'{left + 2:.0f},{top + 12:.0f}"><title>unstable: a gate can open here</title></polygon>')
        if p["clues"]:
            out.append(f'<g class="clues"><title>{p["clues"]} Clue token(s)</title>'
                       f'<circle cx="{left + bw - 9:.0f}" cy="{top + bh - 9:.0f}" r="8"/>'
                       f'{_text(left + bw - 9, top + bh - 5, str(p["clues"]), "tok dark")}</g>')
        if p["gate"] and p["gate"].get("face_down"):   # a face-down gate: a marker, no world
            out.append(f'<g class="gate face-down"><title>A face-down gate (its world is not known)</title>'
                       f'<circle cx="{left + bw - 32:.0f}" cy="{top + bh - 13:.0f}" r="12"/>'
                       f'{_text(left + bw - 32, top + bh - 9, "?", "tok small")}</g>')
        elif p["gate"]:
            gt = p["gate"]
            mod = "" if gt["modifier"] is None else f" {gt['modifier']:+d}"
            out.append(f'<g class="gate" data-id={_a(gt["world"])}><title>Gate to {escape(gt["name"])}{mod}</title>'
                       f'<circle cx="{left + bw - 32:.0f}" cy="{top + bh - 13:.0f}" r="12"/>'
                       f'{_text(left + bw - 32, top + bh - 9, _initials(gt["name"]) + mod.strip(), "tok small")}</g>')
        if p["seal"]:
            out.append(f'<g class="seal"><title>Sealed{" with an Elder Sign" if p["seal"] == "elder_sign" else ""}</title>'
                       f'<circle cx="{left + 12:.0f}" cy="{top + bh - 12:.0f}" r="9"/>'
                       f'{_text(left + 12, top + bh - 8, "✶", "tok")}</g>')
        if p["closed"]:
            out.append(f'<g class="closed-mark"><title>Closed: {escape(", ".join(p["closed"]))}</title>'
                       f'<line x1="{left:.0f}" y1="{top:.0f}" x2="{left + bw:.0f}" y2="{top + bh:.0f}"/>'
                       f'<line x1="{left + bw:.0f}" y1="{top:.0f}" x2="{left:.0f}" y2="{top + bh:.0f}"/></g>')
        out.append("</g>")
    out += _regions(lay, view, sheets)
    out.append("</svg>")
    return "".join(out)


def _region(box: tuple[float, float, float, float], title: str, ident: str, cls: str = "region") -> list[str]:
    x, y, w, h = box
    return [f'<g class={_a(cls)} data-place={_a(ident)}>',
            f'<rect class="box" x="{x:.0f}" y="{y:.0f}" width="{w:.0f}" height="{h:.0f}" rx="8"/>',
            _text(x + 8, y + 16, title, "rtitle", "start")]


def _lines(x: float, y: float, text: str, width: int, n: int) -> list[str]:
    rows = textwrap.wrap(text, width, break_long_words=False, break_on_hyphens=False)
    if len(rows) > n:
        rows = rows[:n]
        rows[-1] = rows[-1][: width - 1] + "…"
    return [_text(x, y + k * 13, r, "small", "start") for k, r in enumerate(rows)]


def _regions(lay: Any, view: dict[str, Any], sheets: list[dict[str, Any]]) -> list[str]:
    R = lay.regions
    tr = view["tracks"]
    out: list[str] = []
    # tracks
    x, y, w, h = R["tracks"]
    out.append(f'<g class="tracks"><rect class="box" x="{x:.0f}" y="{y:.0f}" width="{w:.0f}" height="{h:.0f}" rx="8"/>')
    out.append(_text(x + 10, y + 22, "Doom", "rtitle", "start"))
    for k in range(tr["ancient_one"]["doom_max"]):
        on = k < tr["doom"]
        out.append(f'<rect class="doom{" on" if on else ""}" x="{x + 70 + k * 22:.0f}" y="{y + 9:.0f}" width="18" height="18" rx="3"/>')
    out.append(_text(x + 80 + tr["ancient_one"]["doom_max"] * 22, y + 22, f'{tr["doom"]}/{tr["ancient_one"]["doom_max"]}',
                     "count", "start"))
    out.append(_text(x + 10, y + 52, "Terror", "rtitle", "start"))
    for k in range(tr["terror_max"] + 1):
        on = k == tr["terror"]
        out.append(f'<rect class="terror{" on" if on else ""}" x="{x + 70 + k * 22:.0f}" y="{y + 39:.0f}" width="18" height="18" rx="3"/>')
        out.append(_text(x + 79 + k * 22, y + 52, str(k), "tok small dark"))
    lim = tr["monster_limit"]
    if tr.get("ruleset") == "haunt":   # Haunt has no gate, monster or Outskirts limit: days and its gates
        stats = [f'Day {tr["day"]} · {tr["day_phase"]}',
                 f'Gates: {tr["gates_face_up"]} face up, {tr["gates_face_down"]} face down · sealed {tr["sealed"]}',
                 "Mythos in play: " + (", ".join(m["name"] for m in tr["mythos_in_play"]) or "none")]
    else:
        stats = [f'Turn {tr["turn"]} · {tr["phase_name"]}',
                 f'Gates open {tr["gates_open"]}/{tr["gate_limit"]} · sealed {tr["sealed"]}',
                 f'Monsters in Arkham {tr["monsters_in_arkham"]}/{lim if lim is not None else "no limit"}',
                 f'Outskirts {tr["outskirts"]}/{tr["outskirts_limit"]}']
    for k, s in enumerate(stats):
        out.append(_text(x + w - 10, y + 18 + k * 17, s, "count", "end"))
    out.append("</g>")
    # Environment and Rumor
    for key, title in (("environment", "Environment"), ("rumor", "Rumor")):
        card = tr[key]
        out += _region(R[key], title, card["id"] if card else key, "region card" if card else "region")
        bx, by, bw, bh = R[key]
        if card:
            out.append(_text(bx + 8, by + 34, card["name"] + (f' ({card["tokens"]} Clues)' if "tokens" in card else ""),
                             "name", "start"))
            out += _lines(bx + 8, by + 52, card["text"], int(bw / 6.2), int((bh - 56) / 13))
        else:
            out.append(_text(bx + 8, by + 34, "none", "small", "start"))
        out.append("</g>")
    # Sky, Outskirts, Lost in Time and Space
    for key, ident, title, monsters, seats in (("sky", "sky", "The Sky", view["sky"], []),
                                               ("outskirts", "outskirts", "The Outskirts", view["outskirts"], []),
                                               ("lost", "lost_in_time_and_space", "Lost in Time and Space", [], view["lost"])):
        out += _region(R[key], title, ident)
        bx, by, bw, bh = R[key]
        out += _tokens(bx + 16, by + 34, monsters, seats, sheets, per_row=int((bw - 20) / 21))
        out.append("</g>")
    # Ancient One
    ao = tr["ancient_one"]
    out += _region(R["ancient_one"], "Ancient One", ao["id"], "region card")
    bx, by, bw, bh = R["ancient_one"]
    out.append(_text(bx + 8, by + 36, ao["name"] + (" — AWAKENED" if tr["awakened"] else " sleeps"), "name big", "start"))
    out.append(_text(bx + 8, by + 56, f'Doom {tr["doom"]}/{ao["doom_max"]} · Terror {tr["terror"]}'
                     + (f' · final battle, round {tr["battle_round"]}' if tr["battle_round"] else ""), "small", "start"))
    out += _lines(bx + 8, by + 74, ao["power"], int(bw / 6.2), int((bh - 92) / 13))
    out.append(_text(bx + 8, by + bh - 10, "click for the full text", "small dim", "start"))
    out.append("</g>")
    # Other Worlds: one column per world, area 1 above area 2
    x, y, w, h = R["other_worlds"]
    out.append(f'<g class="worlds"><rect class="box" x="{x:.0f}" y="{y:.0f}" width="{w:.0f}" height="{h:.0f}" rx="8"/>')
    out.append(_text(x + 8, y + 16, "Other Worlds", "rtitle", "start"))
    ws = view["worlds"]
    cw = (w - 10) / max(1, len(ws))
    for k, wd in enumerate(ws):
        cx = x + 5 + k * cw
        cls = "world" + (" open" if wd["gates_at"] else "")
        out.append(f'<g class={_a(cls)} data-place={_a(wd["id"])}><title>{escape(wd["name"])} '
                   f'({", ".join(wd["colors"])})</title>')
        out.append(f'<rect class="box" x="{cx + 3:.0f}" y="{y + 24:.0f}" width="{cw - 6:.0f}" height="{h - 30:.0f}" rx="6"/>')
        for j, line in enumerate(_wrap(wd["name"], 20)):
            out.append(_text(cx + cw / 2, y + 38 + j * 12, line, "name"))
        for j, col in enumerate(wd["colors"]):
            out.append(f'<circle class="wc-{col}" cx="{cx + 12 + j * 12:.0f}" cy="{y + 68:.0f}" r="4"/>')
        for area in (1, 2):
            ay = y + 78 + (area - 1) * 50
            out.append(f'<rect class="warea" x="{cx + 8:.0f}" y="{ay:.0f}" width="{cw - 16:.0f}" height="44" rx="4"/>')
            out.append(_text(cx + 14, ay + 12, f"area {area}", "small dim", "start"))
            out += _tokens(cx + 22, ay + 28, [], wd[f"area{area}"], sheets, per_row=6)
        out.append("</g>")
    out.append("</g>")
    return out
