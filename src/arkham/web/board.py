"""The board as SVG, drawn from the board layout (content data) and the table view.

Every place is a ``<g class="place" data-place="ID">``; monsters, investigators,
gates and cards carry ``data-id`` so the page can show their full text on a click
and highlight the places an option names. Hovering a monster shows its stats.
"""

from __future__ import annotations

import math
import textwrap
from functools import lru_cache
from typing import Any
from xml.sax.saxutils import escape, quoteattr

from arkham.present.layout import BOARD_GAP, board_layout, has_layout

#: one colour per seat (investigator tokens and sheet headers use the same)
SEAT_COLOURS = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#e377c2", "#8c564b"]


# the same names, ids and classes are quoted on every board drawn: each once (pure functions of text)
_quoted = lru_cache(maxsize=8192)(quoteattr)
_escaped = lru_cache(maxsize=8192)(escape)


def _a(v: Any) -> str:
    return _quoted(v if type(v) is str else str(v))


def _initials(name: str) -> str:
    """``Plateau of Leng`` -> ``PL``, ``"Ashcan" Pete`` -> ``AP``, ``The Dreamlands`` -> ``D``."""
    words = [w.strip("\"'.,()") for w in name.replace(".", " ").split()]
    parts = [w for w in words if w and w[0].isalpha() and w.lower() not in ("the", "of", "a")]
    return "".join(p[0] for p in parts[:2]).upper() or name[:1].upper()


def _wrap(name: str, width: int) -> list[str]:
    """A place name on at most two lines (a long word is never cut)."""
    return list(_wrapped(name, width))


@lru_cache(maxsize=4096)
def _wrapped(name: str, width: int) -> tuple[str, ...]:
    return tuple((textwrap.wrap(name, width, break_long_words=False, break_on_hyphens=False) or [""])[:2])


def _text(x: float, y: float, s: str, cls: str = "", anchor: str = "middle") -> str:
    return f'<text x="{x:.0f}" y="{y:.0f}" text-anchor="{anchor}" class={_a(cls)}>{_escaped(s)}</text>'


def _investigator(x: float, y: float, sheet: dict[str, Any]) -> str:
    col = SEAT_COLOURS[sheet["seat"] % len(SEAT_COLOURS)]
    return (
        f'<g class="investigator" data-id={_a(sheet["id"])} data-seat="{sheet["seat"]}">'
        f"<title>{escape(sheet['name'])} (seat {sheet['seat'] + 1})</title>"
        f'<circle cx="{x:.0f}" cy="{y:.0f}" r="9" fill="{col}" stroke="#fff" stroke-width="1.5"/>'
        f"{_text(x, y + 3.5, _initials(sheet['name']), 'tok')}</g>"
    )


#: the dimension symbols of monsters and gates as one glyph each
GLYPHS = {
    "circle": "○",
    "crescent": "☾",
    "diamond": "◇",
    "hexagon": "⬡",
    "plus": "+",
    "slash": "/",
    "square": "□",
    "star": "☆",
    "triangle": "△",
}


def _short(name: str, n: int = 10) -> str:
    """A monster's name on its token: whole when short, else cut with an ellipsis."""
    return name if len(name) <= n else name[: n - 1].rstrip() + "…"


def _monster(x: float, y: float, m: dict[str, Any], label: str, w: float) -> str:
    sym = GLYPHS.get(m.get("symbol") or "", "")
    return (
        f'<g class="monster" data-id={_a(m["id"])}><title>{escape(m["brief"])}</title>'
        f'<rect x="{x - 9:.0f}" y="{y - 8:.0f}" width="{w:.0f}" height="16" rx="4"/>'
        f"{_text(x - 5, y + 3.5, f'{sym} {label}'.strip(), 'tok', 'start')}"
        + (
            f'<circle class="mclue" cx="{x + w - 10:.0f}" cy="{y - 8:.0f}" r="6"/>'
            f"{_text(x + w - 10, y - 5, str(m['clues']), 'tok small dark')}"
            if m.get("clues")
            else ""
        )
        + "</g>"
    )


def _tokens(
    x0: float,
    y: float,
    monsters: list[dict[str, Any]],
    seats: list[int],
    sheets: list[dict[str, Any]],
    per_row: int = 5,
) -> list[str]:
    """Investigators (discs) then monsters (tokens with their name and symbol) in rows of the
    room ``per_row`` small tokens take; names are cut to initials when crowded."""
    room = per_row * 21
    full = [_short(m["name"]) for m in monsters]
    widths = [14 + 6.0 * len(t) for t in full]
    if len(seats) * 21 + sum(w + 3 for w in widths) > 2 * room:  # crowded: initials
        full = [_initials(m["name"]) for m in monsters]
        widths = [18 + 6.5 * len(t) for t in full]
    out = []
    x, yy = x0, y
    for s in seats:
        if x - x0 + 21 > room + 1:
            x, yy = x0, yy + 20
        out.append(_investigator(x, yy, sheets[s]))
        x += 21
    for m, label, w in zip(monsters, full, widths):
        if x > x0 and x - x0 + w > room + 4:
            x, yy = x0, yy + 19
        out.append(_monster(x, yy, m, label, w))
        x += w + 3
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


_STATIC: dict[tuple[str, str], str] = {}  # (pack, what) -> SVG that never changes during a game


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
        out = [
            f"<title>{escape(p['name'])}</title>",
            f'<rect class="box" x="{left:.0f}" y="{top:.0f}" width="{bw:.0f}" height="{bh:.0f}" rx="6"/>',
        ]
        if p["kind"] == "street":
            out.append(_text(x, top + 12, p["name"], "name"))
        else:
            for k, line in enumerate(_wrap(p["name"], int(bw / 6.5))):
                out.append(_text(x, top + 12 + k * 11, line, "name"))
        _STATIC[key] = "".join(out)
    return _STATIC[key]


#: light tints, one a neighborhood in board order (the street's colour band on the printed board)
TINTS = ["#efe2c4", "#e2ead2", "#e6dcef", "#f3dccf", "#d9e6ec", "#efe9c9", "#e9d6dc", "#dde7dd", "#ece0d2"]


def boards(g: Any) -> list[tuple[str, Any, float, float]]:
    """The boards of the game's packs as (pack, layout, left, top): Arkham first, the other
    towns in a column to its right (:data:`BOARD_GAP` apart)."""
    packs = [p for p in g.state.packs if has_layout(p)] or ["base"]
    first = board_layout(packs[0])
    out = [(packs[0], first, 0.0, 0.0)]
    x, y = first.size[0] + BOARD_GAP, 0.0
    for p in packs[1:]:
        lay = board_layout(p)
        out.append((p, lay, x, y))
        y += lay.size[1] + BOARD_GAP
    return out


def _tints(g: Any, pack: str, lay: Any) -> str:
    """Each neighborhood's places on a tinted ground (drawn once per pack)."""
    key = (pack, "tints")
    if key in _STATIC:
        return _STATIC[key]
    lw, lh = lay.location_box
    sw, sh = lay.street_box
    spans: dict[str, list[float]] = {}
    order: list[str] = []
    for pid, (x, y) in lay.places.items():
        a = g.content.areas.get(pid)
        if a is None or not a.neighborhood:
            continue
        bw, bh = (sw, sh) if a.kind == "street" else (lw, lh)
        box = [x - bw / 2 - 5, y - bh / 2 - 5, x + bw / 2 + 5, y + bh / 2 + 5]
        if a.neighborhood not in spans:
            order.append(a.neighborhood)
            spans[a.neighborhood] = box
        else:
            s = spans[a.neighborhood]
            spans[a.neighborhood] = [min(s[0], box[0]), min(s[1], box[1]), max(s[2], box[2]), max(s[3], box[3])]
    out = []
    for k, n in enumerate(order):
        x1, y1, x2, y2 = spans[n]
        name = g.content.neighborhoods[n].name if n in g.content.neighborhoods else n
        out.append(
            f'<rect class="tint" x="{x1:.0f}" y="{y1:.0f}" width="{x2 - x1:.0f}" height="{y2 - y1:.0f}" rx="10" '
            f'fill="{TINTS[k % len(TINTS)]}"><title>{escape(name)}</title></rect>'
        )
    _STATIC[key] = "".join(out)
    return _STATIC[key]


def _badges(g: Any, pid: str, left: float, top: float, bw: float) -> list[str]:
    """The train at a depot, a wave at an aquatic place (its own or an aquatic marker's)."""
    out = []
    a = g.content.areas[pid]
    if a.depot:
        towns = [t.name for t in g.content.towns.values() if pid not in t.depots]
        out.append(
            f'<g class="depot"><title>Depot: the train leaves for {escape(", ".join(towns) or "no other town")} '
            f'($1 and 1 movement point)</title><rect x="{left + 2:.0f}" y="{top - 9:.0f}" width="34" height="12" rx="3"/>'
            f"{_text(left + 19, top + 1, 'train', 'tok small')}</g>"
        )
    if a.aquatic or any(m.kind == "aquatic" and m.area == pid for m in g.content.markers.values()):
        out.append(
            f'<g class="aquatic"><title>Aquatic: aquatic monsters move between such places</title>'
            f'<rect x="{left + bw - 36:.0f}" y="{top - 9:.0f}" width="34" height="12" rx="3"/>'
            f"{_text(left + bw - 19, top + 1, '≈≈', 'tok small')}</g>"
        )
    return out


def _rifts_at(g: Any) -> dict[str, list[str]]:
    """The open rifts by the place they stand (KH p.9)."""
    rd = g.state.rules_data.get("rifts")
    out: dict[str, list[str]] = {}
    if isinstance(rd, dict):
        for rift, (area, _turn) in sorted(rd.get("open", {}).items()):
            out.setdefault(area, []).append(rift)
    return out


def _spaces(g: Any, lay: Any) -> list[str]:
    """The board spaces (the Dunwich vortices): a monster that enters one is swallowed."""
    out = []
    for sid, (x, y) in lay.spaces.items():
        sd = g.content.spaces.get(sid)
        if sd is None:
            continue
        out.append(
            f'<g class="place space {escape(sd.kind)}" data-place={_a(sid)}><title>{escape(sd.name.capitalize())}'
            f": a monster moving here returns to the cup, terror rises and a token goes on the Dunwich Horror "
            f'track</title><circle class="box" cx="{x:.0f}" cy="{y:.0f}" r="26"/>'
            f"{_text(x, y - 2, 'vortex', 'name')}{_text(x, y + 11, '↻', 'small dim')}</g>"
        )
    return out


def _town(g: Any, view: dict[str, Any], pack: str, lay: Any, rifts: dict[str, list[str]]) -> list[str]:
    places = view["places"]
    sheets = view["investigators"]
    out = [_tints(g, pack, lay), _links(g, pack, lay)]
    lw, lh = lay.location_box
    sw, sh = lay.street_box
    out += _spaces(g, lay)
    for pid, (x, y) in lay.places.items():
        p = places.get(pid)
        if p is None:
            continue
        bw, bh = (sw, sh) if p["kind"] == "street" else (lw, lh)
        left, top = x - bw / 2, y - bh / 2
        cls = f"place {p['kind']}" + (" closed" if p["closed"] else "") + (" has-gate" if p["gate"] else "")
        out.append(f"<g class={_a(cls)} data-place={_a(pid)}>")
        out.append(_place_box(pack, pid, p, left, top, bw, bh, x))
        out += _badges(g, pid, left, top, bw)
        if p["kind"] == "street":
            out += _tokens(left + 12, y + 7, p["monsters"], p["investigators"], sheets, per_row=7)
        else:
            busy = p["gate"] or p["clues"]  # leave the corner of the gate and the clues free
            out += _tokens(
                left + 11,
                top + 36,
                p["monsters"],
                p["investigators"],
                sheets,
                per_row=3 if p["gate"] else 4 if busy else 5,
            )
        if p["unstable"]:
            out.append(
                f'<polygon class="unstable" points="{left + 2:.0f},{top + 2:.0f} {left + 9:.0f},{top + 2:.0f} '
                f'{left + 2:.0f},{top + 9:.0f}"><title>unstable: a gate can open here</title></polygon>'
            )
        for k, rift in enumerate(rifts.get(pid, [])):
            md = g.content.markers[rift]
            out.append(
                f'<g class="rift" data-id={_a(rift)}><title>{escape(md.name.capitalize())}: open here</title>'
                f'<circle cx="{left + bw - 56 - k * 20:.0f}" cy="{top + bh - 13:.0f}" r="9"/>'
                f"{_text(left + bw - 56 - k * 20, top + bh - 10, 'R', 'tok small')}</g>"
            )
        if p["clues"]:
            out.append(
                f'<g class="clues"><title>{p["clues"]} Clue token{"s" if p["clues"] != 1 else ""}</title>'
                f'<circle cx="{left + bw - 9:.0f}" cy="{top + bh - 9:.0f}" r="8"/>'
                f"{_text(left + bw - 9, top + bh - 5, str(p['clues']), 'tok dark')}</g>"
            )
        if p["gate"] and p["gate"].get("face_down"):  # a face-down gate: a marker, no world
            out.append(
                f'<g class="gate face-down"><title>A face-down gate (its world is not known)</title>'
                f'<circle cx="{left + bw - 32:.0f}" cy="{top + bh - 13:.0f}" r="12"/>'
                f"{_text(left + bw - 32, top + bh - 9, '?', 'tok small')}</g>"
            )
        elif p["gate"]:
            gt = p["gate"]
            mod = "" if gt["modifier"] is None else f" {gt['modifier']:+d}"
            out.append(
                f'<g class="gate" data-id={_a(gt["world"])}><title>Gate to {escape(gt["name"])}{mod}</title>'
                f'<circle cx="{left + bw - 32:.0f}" cy="{top + bh - 13:.0f}" r="13"/>'
                f"{_text(left + bw - 32, top + bh - 14, _initials(gt['name']), 'tok tiny')}"
                f"{_text(left + bw - 32, top + bh - 5, mod.strip(), 'tok tiny')}</g>"
            )
        if p["seal"]:
            out.append(
                f'<g class="seal"><title>Sealed{" with an Elder Sign" if p["seal"] == "elder_sign" else ""}</title>'
                f'<circle cx="{left + 12:.0f}" cy="{top + bh - 12:.0f}" r="9"/>'
                f"{_text(left + 12, top + bh - 8, '✶', 'tok')}</g>"
            )
        if p["closed"]:
            out.append(
                f'<g class="closed-mark"><title>Closed: {escape(", ".join(p["closed"]))}</title>'
                f'<line x1="{left:.0f}" y1="{top:.0f}" x2="{left + bw:.0f}" y2="{top + bh:.0f}"/>'
                f'<line x1="{left + bw:.0f}" y1="{top:.0f}" x2="{left:.0f}" y2="{top + bh:.0f}"/></g>'
            )
        out.append("</g>")
    return out


def _worlds_by_board(g: Any, view: dict[str, Any], packs: list[str]) -> dict[str, list[dict[str, Any]]]:
    """Each Other World on the board of the box that brings it (the first board otherwise)."""
    out: dict[str, list[dict[str, Any]]] = {p: [] for p in packs}
    for wd in view["worlds"]:
        pack = wd["id"].partition(":")[0]
        out[pack if pack in out else packs[0]].append(wd)
    return out


def board_svg(g: Any, view: dict[str, Any]) -> str:
    bs = boards(g)
    w = max(left + lay.size[0] for _, lay, left, _ in bs)
    h = max(top + lay.size[1] for _, lay, _, top in bs)
    sheets = view["investigators"]
    rifts = _rifts_at(g)
    worlds = _worlds_by_board(g, view, [p for p, *_ in bs])
    names = ", ".join(g.content.towns[t].name for t in g.content.towns) if g.content.towns else "Arkham"
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w:.0f} {h:.0f}" class="board" role="img" '
        f"aria-label={_a('The board: ' + names)}>"
    ]
    for k, (pack, lay, left, top) in enumerate(bs):
        town = next((t for t in g.content.towns.values() if t.pack == pack), None)
        tw, th = lay.size
        out.append(
            f'<g class="town" data-town={_a(pack)} data-name={_a(town.name if town else pack)} '
            f'data-box="{left:.0f} {top:.0f} {tw:.0f} {th:.0f}" transform="translate({left:.0f},{top:.0f})">'
        )
        if k:  # a town beside Arkham: its ground and its name
            out.append(f'<rect class="town-ground" x="0" y="0" width="{tw:.0f}" height="{th:.0f}" rx="10"/>')
            out.append(_text(12, 24, town.name if town else pack, "town-name", "start"))
        out += _town(g, view, pack, lay, rifts)
        if k == 0:
            out += _regions(lay, view, sheets, worlds[pack])
        else:
            out += _town_regions(g, lay, sheets, worlds[pack])
        out.append("</g>")
    out.append("</svg>")
    return "".join(out)


def _town_regions(g: Any, lay: Any, sheets: list[dict[str, Any]], worlds: list[dict[str, Any]]) -> list[str]:
    """A town board's own regions: its tracks (the Dunwich Horror track, the Rift Tracks) and
    the Other Worlds of its box."""
    out: list[str] = []
    for tid, td in g.content.tracks.items():
        box = lay.regions.get(tid.partition(":")[2])
        if box is None:
            continue
        out += _rift_track(g, tid, td, box) if td.patterns else _token_track(g, tid, td, box)
    out += _worlds(lay.regions["other_worlds"], worlds, sheets)
    return out


def _token_track(g: Any, tid: str, td: Any, box: tuple[float, float, float, float]) -> list[str]:
    """A track of tokens (the Dunwich Horror track, DH p.7) and the monster it brings."""
    x, y, w, h = box
    n = g.state.counters.get(f"track:{tid}", 0)
    out = _region(box, td.name[:1].upper() + td.name[1:], tid)
    for k in range(td.size):
        out.append(
            f'<rect class="slot{" on" if k < n else ""}" x="{x + 10 + k * 34:.0f}" y="{y + 26:.0f}" '
            f'width="28" height="28" rx="5"><title>{"a token" if k < n else "empty"}</title></rect>'
        )
    out.append(_text(x + 20 + td.size * 34, y + 45, f"{n} of {td.size}", "count", "start"))
    if tid == "dunwich:dunwich_horror":
        from arkham.rules.dunwich.dunwich_horror import marker

        m = marker(g)
        where = g.state.monsters.get(m) if m else None
        said = (
            f"The Dunwich Horror is in play at {escape(g.content.areas[where].name)}"
            if where in g.content.areas
            else "The Dunwich Horror waits beside the board"
        )
        out.append(_text(x + 10, y + 74, said, "small", "start"))
        out += _lines(
            x + 10,
            y + 92,
            "A monster entering a vortex adds a token; the third brings the Horror to Sentinel Hill.",
            int(w / 6.2),
            max(1, int((h - 96) / 13)),
        )
    out.append("</g>")
    return out


def _rift_track(g: Any, tid: str, td: Any, box: tuple[float, float, float, float]) -> list[str]:
    """A Rift Track (KH p.8): its rift marker (or where the rift opened), and beside each of
    its two movement patterns the two spaces for rift progress markers."""
    x, y, w, h = box
    rd = g.state.rules_data.get("rifts") or {}
    t = (rd.get("tracks") or {}).get(tid, {})
    rift = t.get("rift")
    opened = (rd.get("open") or {}).get(rift) if rift else None
    out = _region(box, td.name[:1].upper() + td.name[1:], tid)
    if rift:
        md = g.content.markers[rift]
        where = f"open at {g.content.areas[opened[0]].name}" if opened and opened[0] in g.content.areas else "closed"
        out.append(_text(x + w - 8, y + 16, f"{md.name} · {where}", "small", "end"))
    spaces = t.get("spaces") or [[] for _ in td.patterns]
    down = set(rd.get("down") or [])
    for k, pat in enumerate(td.patterns):
        px = x + 8 + k * (w - 16) / 2
        label = f"▷ {'·'.join(pat.white)}  ▶ {'·'.join(pat.black)}"
        out.append(
            f'<text x="{px:.0f}" y="{y + 32:.0f}" class="tiny dim"><title>monsters moving on white '
            f"{', '.join(pat.white)} and on black {', '.join(pat.black)}</title>{escape(label)}</text>"
        )
        held = spaces[k] if k < len(spaces) else []
        for j in range(2):
            sx = px + j * 88
            mk = held[j] if j < len(held) else None
            if mk is None:
                out.append(
                    f'<rect class="slot" x="{sx:.0f}" y="{y + 38:.0f}" width="84" height="18" rx="3"><title>empty</title></rect>'
                )
                continue
            md = g.content.markers.get(mk.partition("#")[0])
            place = g.content.areas[md.area].name if md and md.area in g.content.areas else mk
            face = " face down (investigated)" if mk in down else ""
            out.append(
                f'<g class="progress{" down" if face else ""}"><title>Rift progress: {escape(place)}{face}</title>'
                f'<rect class="slot on" x="{sx:.0f}" y="{y + 38:.0f}" width="84" height="18" rx="3"/>'
                f"{_text(sx + 42, y + 51, _wrap(place, 14)[0], 'tok tiny')}</g>"
            )
    out.append("</g>")
    return out


def _worlds(
    box: tuple[float, float, float, float], ws: list[dict[str, Any]], sheets: list[dict[str, Any]]
) -> list[str]:
    """Other Worlds in a region: one column a world (one row a world in a tall region), each
    with its colours and its two areas."""
    x, y, w, h = box
    out = [
        f'<g class="worlds"><rect class="box" x="{x:.0f}" y="{y:.0f}" width="{w:.0f}" height="{h:.0f}" rx="8"/>',
        _text(x + 8, y + 16, "Other Worlds", "rtitle", "start"),
    ]
    rows = h > w
    n = max(1, len(ws))
    cw, ch = ((w - 10), (h - 24) / n) if rows else ((w - 10) / n, h - 24)
    for k, wd in enumerate(ws):
        cx, cy = (x + 5, y + 22 + k * ch) if rows else (x + 5 + k * cw, y + 22)
        cls = "world" + (" open" if wd["gates_at"] else "")
        out.append(
            f"<g class={_a(cls)} data-place={_a(wd['id'])}><title>{escape(wd['name'])} "
            f"({', '.join(wd['colors'])})</title>"
        )
        out.append(
            f'<rect class="box" x="{cx + 3:.0f}" y="{cy + 2:.0f}" width="{cw - 6:.0f}" height="{ch - 6:.0f}" rx="6"/>'
        )
        for j, line in enumerate(_wrap(wd["name"], max(8, int(cw / 6.5)))):
            out.append(_text(cx + cw / 2, cy + 16 + j * 12, line, "name"))
        for j, col in enumerate(wd["colors"]):
            out.append(f'<circle class="wc-{col}" cx="{cx + 12 + j * 12:.0f}" cy="{cy + 44:.0f}" r="4"/>')
        top, avail = cy + 52, ch - 60
        stacked = avail >= 80
        for area in (1, 2):
            if stacked:
                ax, ay, aw, ah = cx + 8, top + (area - 1) * (avail / 2), cw - 16, avail / 2 - 4
            else:
                ax, ay, aw, ah = cx + 8 + (area - 1) * (cw - 16) / 2, top, (cw - 16) / 2 - 3, avail
            out.append(f'<rect class="warea" x="{ax:.0f}" y="{ay:.0f}" width="{aw:.0f}" height="{ah:.0f}" rx="4"/>')
            out.append(_text(ax + 5, ay + 11, f"area {area}", "small dim", "start"))
            out += _tokens(
                ax + 12, ay + min(ah - 10, 26), [], wd[f"area{area}"], sheets, per_row=max(1, int((aw - 4) / 21))
            )
        out.append("</g>")
    out.append("</g>")
    return out


EMPTY_PANEL, PANEL_GAP = 26, 12  # the height of an empty panel (its title alone), the room between panels


def _region(box: tuple[float, float, float, float], title: str, ident: str, cls: str = "region") -> list[str]:
    x, y, w, h = box
    return [
        f"<g class={_a(cls)} data-place={_a(ident)}>",
        f'<rect class="box" x="{x:.0f}" y="{y:.0f}" width="{w:.0f}" height="{h:.0f}" rx="8"/>',
        _text(x + 8, y + 16, title, "rtitle", "start"),
    ]


@lru_cache(maxsize=1024)
def _rows(text: str, width: int) -> tuple[str, ...]:
    return tuple(textwrap.wrap(text, width, break_long_words=False, break_on_hyphens=False))


def _lines(x: float, y: float, text: str, width: int, n: int) -> list[str]:
    rows = list(_rows(text, width))
    if len(rows) > n:
        rows = rows[:n]
        rows[-1] = rows[-1][: width - 1] + "…"
    return [_text(x, y + k * 13, r, "small", "start") for k, r in enumerate(rows)]


def _regions(lay: Any, view: dict[str, Any], sheets: list[dict[str, Any]], worlds: list[dict[str, Any]]) -> list[str]:
    R = lay.regions
    tr = view["tracks"]
    out: list[str] = []
    # tracks
    x, y, w, h = R["tracks"]
    out.append(f'<g class="tracks"><rect class="box" x="{x:.0f}" y="{y:.0f}" width="{w:.0f}" height="{h:.0f}" rx="8"/>')
    out.append(_text(x + 10, y + 22, "Doom", "rtitle", "start"))
    for k in range(tr["ancient_one"]["doom_max"]):
        on = k < tr["doom"]
        out.append(
            f'<rect class="doom{" on" if on else ""}" x="{x + 70 + k * 22:.0f}" y="{y + 9:.0f}" width="18" height="18" rx="3"/>'
        )
    out.append(
        _text(
            x + 80 + tr["ancient_one"]["doom_max"] * 22,
            y + 22,
            f"{tr['doom']}/{tr['ancient_one']['doom_max']}",
            "count",
            "start",
        )
    )
    out.append(_text(x + 10, y + 52, "Terror", "rtitle", "start"))
    for k in range(tr["terror_max"] + 1):
        on = k == tr["terror"]
        out.append(
            f'<rect class="terror{" on" if on else ""}" x="{x + 70 + k * 22:.0f}" y="{y + 39:.0f}" width="18" height="18" rx="3"/>'
        )
        out.append(_text(x + 79 + k * 22, y + 52, str(k), "tok small dark"))
    lim = tr["monster_limit"]
    if tr.get("ruleset") == "haunt":  # Haunt has no gate, monster or Outskirts limit: days and its gates
        stats = [
            tr["title"],
            f"Gates: {tr['gates_face_up']} face up, {tr['gates_face_down']} face down · sealed {tr['sealed']}",
            f"{tr['gates_open']} open: win at {tr['win_at']} or fewer"
            + (f" ({tr['gates_left']} to shut)" if tr["gates_left"] else ""),
            "Mythos in play: " + (", ".join(m["name"] for m in tr["mythos_in_play"]) or "none"),
        ]
    else:
        stats = [
            tr["title"],
            f"Gates open {tr['gates_open']}/{tr['gate_limit']} · sealed {tr['sealed']}",
            f"Monsters in Arkham {tr['monsters_in_arkham']}/{lim if lim is not None else 'no limit'}",
            f"Outskirts {tr['outskirts']}/{tr['outskirts_limit']}",
        ]
    for k, s in enumerate(stats):
        out.append(_text(x + w - 10, y + 18 + k * 17, s, "count", "end"))
    out.append("</g>")
    # Environment and Rumor; Haunt has neither: its Mythos cards in play take the two boxes
    if tr.get("ruleset") == "haunt":
        bx, by, bw, bh = R["environment"]
        out += _region(R["environment"], "Mythos cards in play", "mythos", "region card")
        cards = tr["mythos_in_play"]
        per = max(1, int((bh - 26) / max(1, len(cards)) / 13) - 1)  # text lines a card gets
        yy = by + 32
        for m in cards:
            out.append(f'<g class="mythos" data-id={_a(m["id"])}>{_text(bx + 8, yy, m["name"], "name", "start")}')
            rows = _lines(bx + 8, yy + 13, m["text"], int(bw / 5.6), per)
            out += rows + ["</g>"]
            yy += 13 + 13 * len(rows)
        if not cards:
            out.append(_text(bx + 8, by + 34, "none", "small", "start"))
        out.append("</g>")
    for key, title in () if tr.get("ruleset") == "haunt" else (("environment", "Environment"), ("rumor", "Rumor")):
        card = tr[key]
        out += _region(R[key], title, card["id"] if card else key, "region card" if card else "region")
        bx, by, bw, bh = R[key]
        if card:
            out.append(
                _text(
                    bx + 8,
                    by + 34,
                    card["name"] + (f" ({card['tokens']} Clues)" if "tokens" in card else ""),
                    "name",
                    "start",
                )
            )
            out += _lines(bx + 8, by + 52, card["text"], int(bw / 6.2), int((bh - 56) / 13))
        else:
            out.append(_text(bx + 8, by + 34, "none", "small", "start"))
        out.append("</g>")
    # Sky, Outskirts, Lost in Time and Space, one under the other: an empty one is only its
    # title bar, and the Ancient One's card comes up under them
    yy = R["sky"][1]
    for key, ident, title, monsters, seats in (
        ("sky", "sky", "The Sky", view["sky"], []),
        ("outskirts", "outskirts", "The Outskirts", view["outskirts"], []),
        ("lost", "lost_in_time_and_space", "Lost in Time and Space", [], view["lost"]),
    ):
        bx, _, bw, bh = R[key]
        empty = not monsters and not seats
        out += _region((bx, yy, bw, EMPTY_PANEL if empty else bh), title, ident, "region empty" if empty else "region")
        if empty:
            out.append(_text(bx + bw - 10, yy + 16, "empty", "small dim", "end"))
        else:
            out += _tokens(bx + 16, yy + 34, monsters, seats, sheets, per_row=int((bw - 20) / 21))
        out.append("</g>")
        yy += (EMPTY_PANEL if empty else bh) + PANEL_GAP
    # Ancient One
    ao = tr["ancient_one"]
    ax, ay, bw, ah = R["ancient_one"]
    box = (ax, yy, bw, ah)
    out += _region(box, "Ancient One", ao["id"], "region card")
    bx, by, bw, bh = box
    out.append(
        _text(bx + 8, by + 36, ao["name"] + (" — AWAKENED" if tr["awakened"] else " sleeps"), "name big", "start")
    )
    out.append(
        _text(
            bx + 8,
            by + 56,
            f"Doom {tr['doom']}/{ao['doom_max']} · Terror {tr['terror']}"
            + (f" · final battle, round {tr['battle_round']}" if tr["battle_round"] else ""),
            "small",
            "start",
        )
    )
    out += _lines(bx + 8, by + 74, ao["power"], int(bw / 6.2), int((bh - 92) / 13))
    out.append(_text(bx + 8, by + bh - 10, "click for the full text", "small dim", "start"))
    out.append("</g>")
    out += _worlds(R["other_worlds"], worlds, sheets)
    return out
