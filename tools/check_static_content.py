#!/usr/bin/env python3
"""Validate the base pack's static content: board, monsters, Ancient Ones, investigators.

Each file is read with yaml.safe_load and every record is checked against its
pydantic model in arkham.content.models. A few cross-reference checks follow
(board graph, totals, ids named across files). Prints every problem found and
exits with status 1 if there was any.

Usage: .venv/bin/python tools/check_static_content.py
"""

from __future__ import annotations

import sys
from pathlib import Path

import yaml
from pydantic import ValidationError

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from arkham.content import models as m  # noqa: E402

BASE = ROOT / "src" / "arkham" / "content" / "base"
errors: list[str] = []


def err(msg: str) -> None:
    errors.append(msg)


def load(name: str):
    path = BASE / name
    try:
        with path.open(encoding="utf-8") as fh:
            return yaml.safe_load(fh)
    except (OSError, yaml.YAMLError) as exc:
        err(f"{name}: cannot read: {exc}")
        return None


def validate(model, data, where: str):
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        for e in exc.errors():
            loc = ".".join(str(p) for p in e["loc"])
            err(f"{where}: field '{loc}': {e['msg']}")
        return None


def records(name: str, model) -> list:
    data = load(name)
    if data is None:
        return []
    if not isinstance(data, list):
        err(f"{name}: expected a list of records")
        return []
    out, seen = [], set()
    for i, rec in enumerate(data):
        label = rec.get("id", f"#{i}") if isinstance(rec, dict) else f"#{i}"
        obj = validate(model, rec, f"{name}: record '{label}'")
        if obj is None:
            continue
        if obj.id in seen:
            err(f"{name}: id '{obj.id}' defined twice")
        seen.add(obj.id)
        out.append(obj)
    return out


def check_board() -> dict[str, m.AreaDef]:
    data = load("board.yaml")
    board = validate(m.BoardDef, data, "board.yaml") if data is not None else None
    if board is None:
        return {}
    areas = {a.id: a for a in board.areas}
    if len(areas) != len(board.areas):
        err("board.yaml: an area id is defined twice")
    nbs = {n.id: n for n in board.neighborhoods}
    for n in nbs.values():
        st = areas.get(n.street)
        if st is None or st.kind != "street" or st.neighborhood != n.id:
            err(f"board.yaml: neighborhood '{n.id}' street '{n.street}' is missing or wrong")
    for a in areas.values():
        if a.neighborhood not in nbs:
            err(f"board.yaml: area '{a.id}' names unknown neighborhood '{a.neighborhood}'")
        for o in a.connects:
            if o not in areas:
                err(f"board.yaml: area '{a.id}' connects to unknown area '{o}'")
            elif a.id not in areas[o].connects:
                err(f"board.yaml: connection '{a.id}' -> '{o}' is not two-way")
        for colour in ("white", "black"):
            dest = getattr(a, colour)
            if dest is None or dest not in a.connects:
                err(f"board.yaml: {colour} arrow of '{a.id}' is missing or not a connected area")
        if a.kind == "location":
            street = nbs[a.neighborhood].street if a.neighborhood in nbs else None
            if a.connects != [street] or a.white != street or a.black != street:
                err(f"board.yaml: location '{a.id}' must link (and point both arrows) to its own street only")
        elif a.unstable or a.closes_at_terror or a.special:
            err(f"board.yaml: street '{a.id}' has a location-only field set")
    streets = [a for a in areas.values() if a.kind == "street"]
    for colour, other in (("white", "black"), ("black", "white")):
        for s in streets:
            dest = areas.get(getattr(s, colour))
            if dest is not None and getattr(dest, other) != s.id:
                err(f"board.yaml: {colour} arrow of '{s.id}' is not reversed by the {other} arrow of '{dest.id}'")
    unstable = sum(a.unstable for a in areas.values())
    if unstable != 11:
        err(f"board.yaml: {unstable} unstable locations, expected 11")
    worlds = {w.id for w in board.other_worlds}
    for g in board.gate_markers:
        if g.world not in worlds:
            err(f"board.yaml: gate marker names unknown world '{g.world}'")
    total = sum(g.count for g in board.gate_markers)
    if total != 16:
        err(f"board.yaml: {total} gate markers, expected 16")
    print(
        f"board: {len(nbs)} neighborhoods, {len(areas)} areas ({len(streets)} streets, "
        f"{len(areas) - len(streets)} locations, {unstable} unstable), "
        f"{len(worlds)} Other Worlds, {total} gate markers"
    )
    return areas


def main() -> int:
    areas = check_board()

    monsters = records("monsters.yaml", m.MonsterDef)
    mids = {x.id for x in monsters}
    markers = sum(x.count for x in monsters)
    if len(monsters) != 29 or markers != 60:
        err(f"monsters.yaml: {len(monsters)} kinds / {markers} markers, expected 29 / 60")
    for x in monsters:
        if x.horror is None and x.sanity_damage:
            err(f"monsters.yaml: '{x.id}' has sanity damage but no Horror rating")
        if x.special and not x.summary:
            err(f"monsters.yaml: '{x.id}' has a special rule but no summary")
    print(f"monsters: {len(monsters)} kinds, {markers} markers")

    aos = records("ancient_ones.yaml", m.AncientOneDef)
    for ao in aos:
        for wm in ao.worshippers:
            if wm.monster not in ("all", "undead") and wm.monster not in mids:
                err(f"ancient_ones.yaml: '{ao.id}' worshippers name unknown monster '{wm.monster}'")
    print(f"ancient ones: {len(aos)}")

    invs = records("investigators.yaml", m.InvestigatorDef)
    for inv in invs:
        home = areas.get(inv.home)
        if home is None or home.kind != "location":
            err(f"investigators.yaml: '{inv.id}' home '{inv.home}' is not a location on the board")
        for sk in m.SKILLS:
            if len(getattr(inv, sk)) != 4:
                err(f"investigators.yaml: '{inv.id}' field '{sk}' needs 4 stops")
    print(f"investigators: {len(invs)}")

    for e in errors:
        print("ERROR:", e)
    print("OK" if not errors else f"{len(errors)} error(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
