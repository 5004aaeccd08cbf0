"""Validate the base-game location encounter cards (src/arkham/content/base/locations/*.yaml).

Checks:
  * every record fits LocationCardDef / EntryDef;
  * each of the 9 neighborhoods has exactly 7 cards, ids <nb>_1 .. <nb>_7, with the right
    `neighborhood` field;
  * every card has exactly one entry per location of its neighborhood (read from board.yaml),
    French Hill cards also one for the Lodge's Inner Sanctum;
  * every summary is a single non-empty line;
  * every op (nested lists included) and every field of an op is one documented in
    docs/effects.md (table below), required fields are present, and values look right
    (skills, decks, resources, numbers, conditions, roll result keys);
  * every referenced id exists: areas and Other Worlds (board.yaml), cards and card tags
    (cards_*.yaml), monsters (monsters.yaml).

Run: .venv/bin/python tools/check_locations.py        (exit code 1 on any problem)
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from arkham.content.models import LocationCardDef  # noqa: E402

BASE = ROOT / "src" / "arkham" / "content" / "base"
LOC_DIR = BASE / "locations"
NEIGHBORHOODS = (
    "northside",
    "downtown",
    "easttown",
    "merchant_district",
    "rivertown",
    "miskatonic_u",
    "french_hill",
    "uptown",
    "southside",
)
INNER_SANCTUM = "arkham/silver_twilight_lodge#inner_sanctum"
CARDS_PER_NEIGHBORHOOD = 7

# ------------------------------------------------------------------ op table
# op name -> (required fields, optional fields). Field names holding op lists are in NESTED.
# Kept in step with docs/effects.md (location encounters never use the Mythos-only ops).
OPS: dict[str, tuple[set[str], set[str]]] = {
    # resources
    "gain": ({"what", "n"}, set()),
    "lose": ({"what", "n"}, set()),
    "pay": ({"what", "n"}, set()),
    "restore": ({"what"}, set()),
    "max": ({"what", "n"}, set()),
    "trophy": ({"kind", "n"}, set()),
    # cards
    "draw": ({"deck", "n"}, {"keep"}),
    "take": ({"card"}, {"else"}),
    "search": ({"deck"}, {"tag", "card", "else"}),
    "buy": ({"deck", "n", "price"}, {"must", "max"}),
    "special": ({"card"}, set()),
    "discard": ({"what", "n"}, {"card"}),
    "lose_special": ({"card"}, set()),
    # checks and choices
    "check": ({"skill", "mod"}, {"diff", "pass", "fail"}),
    "roll": (set(), {"n", "results", "per_success"}),
    "chart": ({"skill", "mod", "results"}, set()),
    "spend_trophies": (set(), {"toughness", "gates"}),
    "choose": ({"options"}, set()),
    "may": ({"label", "do"}, {"if"}),
    "if": ({"cond", "then"}, {"else"}),
    # places and status
    "move_to": ({"area"}, set()),
    "to_street": (set(), set()),
    "encounter_at": ({"area"}, {"draw"}),
    "delayed": (set(), set()),
    "lose_turn": (set(), set()),
    "arrested": (set(), set()),
    "lost": (set(), set()),
    "devoured": (set(), set()),
    "return_to_arkham": (set(), set()),
    "stay_in_world": (set(), set()),
    "monster_appears": (set(), set()),
    "gate_opens": (set(), {"monster"}),
    "terror": ({"n"}, set()),
    "doom": ({"n"}, set()),
    "close_location": ({"area", "until"}, set()),
    "clue_here": ({"n"}, set()),
    # escape hatch
    "rule": ({"id"}, set()),
}
NESTED = {"do", "pass", "fail", "then", "else", "per_success"}

SKILLS = {"speed", "sneak", "fight", "will", "lore", "luck"}
RESOURCES = {"clues", "money", "sanity", "stamina"}
DRAW_DECKS = {"common", "unique", "spell", "skill", "ally"}
DISCARD_WHAT = {"item", "spell", "weapon", "ally", "skill", "common", "unique", "card"}
SPECIALS = {"blessing", "curse", "retainer", "bank_loan", "silver_twilight_membership", "deputy_of_arkham"}
PRICES = {"list", "list_plus_1", "list_minus_1", "half"}
NUMBER_WORDS = {"successes", "roll", "roll_2", "half_money", "half_money_up", "all"}
DISCARD_WORDS = {"half", "half_up"}  # half of the matching cards, rounded down / up
CHART_KEY = re.compile(r"^(\d+(-\d+)?|\d+\+)$")
CONDITIONS = {
    "money",
    "clues",
    "sanity",
    "stamina",
    "has_card",
    "has_deck",
    "special",
    "investigator",
    "monster_trophies",
    "gate_trophies",
    "toughness_total",
    "not",
}
ROLL_KEY = re.compile(r"^[1-6](-[1-6])?$")

errors: list[str] = []


def err(where: str, msg: str) -> None:
    errors.append(f"{where}: {msg}")


# ------------------------------------------------------------------ known ids
def load_yaml(path: Path) -> Any:
    with path.open(encoding="utf-8") as f:
        return yaml.safe_load(f)


board = load_yaml(BASE / "board.yaml")
AREAS = {a["id"] for a in board["areas"]}
WORLDS = {w["id"] for w in board.get("other_worlds", [])}
LOCATIONS_BY_NB: dict[str, set[str]] = {}
for a in board["areas"]:
    if a["kind"] == "location":
        LOCATIONS_BY_NB.setdefault(a["neighborhood"], set()).add(a["id"])

CARDS: set[str] = set()
TAGS: set[str] = set()
for p in sorted(BASE.glob("cards_*.yaml")):
    for c in load_yaml(p) or []:
        CARDS.add(c["id"])
        TAGS.update(c.get("tags") or [])
MONSTERS = {m["id"] for m in load_yaml(BASE / "monsters.yaml")}
INVESTIGATORS = {i["id"] for i in load_yaml(BASE / "investigators.yaml")}

rules_used: Counter[str] = Counter()


# ------------------------------------------------------------------ value checks
def check_number(v: Any, where: str, *, allow_negative: bool = False) -> None:
    if isinstance(v, bool) or not (isinstance(v, int) or v in NUMBER_WORDS):
        err(where, f"bad number {v!r}")
    elif isinstance(v, int) and v < 0 and not allow_negative:
        err(where, f"negative number {v!r}")


def check_cond(c: Any, where: str) -> None:
    if not isinstance(c, dict) or len(c) != 1:
        err(where, f"a condition is a one-key mapping, got {c!r}")
        return
    ((k, v),) = c.items()
    if k not in CONDITIONS:
        err(where, f"unknown condition '{k}'")
    elif k == "not":
        check_cond(v, where + ".not")
    elif k == "has_card" and v not in CARDS:
        err(where, f"unknown card '{v}'")
    elif k == "has_deck" and v not in DRAW_DECKS:
        err(where, f"unknown deck '{v}'")
    elif k == "special" and v not in SPECIALS:
        err(where, f"unknown special card '{v}'")
    elif k == "investigator" and v not in INVESTIGATORS:
        err(where, f"unknown investigator '{v}'")
    elif k not in ("has_card", "has_deck", "special", "investigator") and (
        isinstance(v, bool) or not isinstance(v, int)
    ):
        err(where, f"condition '{k}' needs an integer, got {v!r}")


def check_ops(ops: Any, where: str) -> None:
    if not isinstance(ops, list):
        err(where, f"an op list is expected, got {type(ops).__name__}")
        return
    for i, o in enumerate(ops):
        check_op(o, f"{where}[{i}]")


def check_op(o: Any, where: str) -> None:
    if not isinstance(o, dict) or "op" not in o:
        err(where, f"not an op mapping: {o!r}")
        return
    name = o["op"]
    where = f"{where}({name})"
    if name not in OPS:
        err(where, f"unknown op '{name}'")
        return
    required, optional = OPS[name]
    keys = set(o) - {"op"}
    for k in sorted(required - keys):
        err(where, f"missing field '{k}'")
    for k in sorted(keys - required - optional):
        err(where, f"unknown field '{k}'")
    for k in sorted(keys & NESTED):
        if k == "else" and name not in ("if", "take", "search"):
            continue
        check_ops(o[k], f"{where}.{k}")

    g = o.get
    if name in ("gain", "lose", "pay"):
        if g("what") not in RESOURCES:
            err(where, f"bad resource {g('what')!r}")
        check_number(g("n"), where)
    elif name == "restore":
        if g("what") not in ("sanity", "stamina", "both"):
            err(where, f"bad resource {g('what')!r}")
    elif name == "max":
        if g("what") not in ("sanity", "stamina"):
            err(where, f"bad resource {g('what')!r}")
        check_number(g("n"), where, allow_negative=True)
    elif name == "trophy":
        if g("kind") not in ("gate", "monster"):
            err(where, f"bad trophy kind {g('kind')!r}")
        check_number(g("n"), where)
    elif name == "draw":
        if g("deck") not in DRAW_DECKS:
            err(where, f"bad deck {g('deck')!r}")
        check_number(g("n"), where)
        if "keep" in o:
            check_number(g("keep"), where)
    elif name == "take":
        if g("card") not in CARDS:
            err(where, f"unknown card '{g('card')}'")
    elif name == "search":
        if g("deck") not in DRAW_DECKS:
            err(where, f"bad deck {g('deck')!r}")
        if ("tag" in o) == ("card" in o):
            err(where, "needs exactly one of 'tag' or 'card'")
        if "tag" in o and g("tag") not in TAGS:
            err(where, f"unknown card tag '{g('tag')}'")
        if "card" in o and g("card") not in CARDS:
            err(where, f"unknown card '{g('card')}'")
    elif name == "buy":
        if g("deck") not in DRAW_DECKS:
            err(where, f"bad deck {g('deck')!r}")
        check_number(g("n"), where)
        if g("price") not in PRICES:
            err(where, f"bad price {g('price')!r}")
        if "must" in o and not isinstance(g("must"), bool):
            err(where, "'must' is a boolean")
        if "max" in o and (isinstance(g("max"), bool) or not isinstance(g("max"), int) or g("max") < 1):
            err(where, "'max' is a positive integer")
    elif name == "chart":
        if g("skill") not in SKILLS:
            err(where, f"bad skill {g('skill')!r}")
        if isinstance(g("mod"), bool) or not isinstance(g("mod"), int):
            err(where, f"mod must be an integer, got {g('mod')!r}")
        res = g("results")
        if not isinstance(res, dict) or not res:
            err(where, "'results' is a non-empty mapping")
        else:
            covered: list[int] = []
            for k, v in res.items():
                ks = str(k)
                if not CHART_KEY.match(ks):
                    err(where, f"bad chart key {k!r}")
                    continue
                if ks.endswith("+"):
                    covered += range(int(ks[:-1]), 13)
                else:
                    lo, _, hi = ks.partition("-")
                    covered += range(int(lo), int(hi or lo) + 1)
                check_ops(v, f"{where}.results[{ks}]")
            if sorted(covered) != list(range(0, 13)):
                err(where, "chart rows must cover 0 successes and up exactly once, the last row ending in '+'")
    elif name == "spend_trophies":
        for k in ("toughness", "gates"):
            if k in o and (isinstance(o[k], bool) or not isinstance(o[k], int) or o[k] < 1):
                err(where, f"'{k}' is a positive integer")
        if not ("toughness" in o or "gates" in o):
            err(where, "needs 'toughness' or 'gates'")
    elif name in ("special", "lose_special"):
        if g("card") not in SPECIALS:
            err(where, f"unknown special card '{g('card')}'")
    elif name == "discard":
        if g("what") not in DISCARD_WHAT:
            err(where, f"bad discard kind {g('what')!r}")
        if g("n") not in DISCARD_WORDS:
            check_number(g("n"), where)
        if "card" in o and g("card") not in CARDS:
            err(where, f"unknown card '{g('card')}'")
        if g("what") == "card" and "card" not in o:
            err(where, "discard of a named card needs 'card'")
    elif name == "check":
        if g("skill") not in SKILLS:
            err(where, f"bad skill {g('skill')!r}")
        if isinstance(g("mod"), bool) or not isinstance(g("mod"), int):
            err(where, f"mod must be an integer, got {g('mod')!r}")
        if "diff" in o and (isinstance(g("diff"), bool) or not isinstance(g("diff"), int) or g("diff") < 1):
            err(where, f"diff must be a positive integer, got {g('diff')!r}")
    elif name == "roll":
        if "n" in o:
            check_number(g("n"), where)
        if ("results" in o) == ("per_success" in o):
            err(where, "needs exactly one of 'results' or 'per_success'")
        res = g("results")
        if res is not None:
            if not isinstance(res, dict):
                err(where, "'results' is a mapping")
            else:
                faces: Counter[int] = Counter()
                for k, v in res.items():
                    ks = str(k)
                    if not ROLL_KEY.match(ks):
                        err(where, f"bad result key {k!r}")
                        continue
                    lo, _, hi = ks.partition("-")
                    faces.update(range(int(lo), int(hi or lo) + 1))
                    check_ops(v, f"{where}.results[{ks}]")
                if "n" not in o or g("n") == 1:
                    if set(faces) != set(range(1, 7)) or any(c > 1 for c in faces.values()):
                        err(where, "results must cover the faces 1-6 exactly once")
    elif name == "choose":
        opts = g("options")
        if not isinstance(opts, list) or not opts:
            err(where, "'options' is a non-empty list")
        else:
            for i, opt in enumerate(opts):
                w = f"{where}.options[{i}]"
                if not isinstance(opt, dict):
                    err(w, "an option is a mapping")
                    continue
                for k in sorted(set(opt) - {"label", "do", "if"}):
                    err(w, f"unknown option field '{k}'")
                if not isinstance(opt.get("label"), str) or not opt.get("label"):
                    err(w, "missing label")
                if "do" not in opt:
                    err(w, "missing 'do'")
                else:
                    check_ops(opt["do"], w + ".do")
                if "if" in opt:
                    check_cond(opt["if"], w + ".if")
    elif name == "may":
        if not isinstance(g("label"), str) or not g("label"):
            err(where, "missing label")
        if "if" in o:
            check_cond(g("if"), where + ".if")
    elif name == "if":
        check_cond(g("cond"), where + ".cond")
    elif name in ("move_to", "close_location"):
        if g("area") not in AREAS:
            err(where, f"unknown area '{g('area')}'")
    elif name == "encounter_at":
        # An Arkham area, or an Other World (one encounter there, then back where you were).
        if g("area") not in AREAS | WORLDS:
            err(where, f"unknown area or Other World '{g('area')}'")
        if "draw" in o and (isinstance(g("draw"), bool) or not isinstance(g("draw"), int) or g("draw") < 2):
            err(where, "'draw' is an integer of 2 or more")
    elif name == "gate_opens":
        if "monster" in o and not isinstance(g("monster"), bool):
            err(where, "'monster' is a boolean")
    elif name in ("terror", "clue_here"):
        check_number(g("n"), where)
    elif name == "doom":
        check_number(g("n"), where, allow_negative=True)
    elif name == "rule":
        rid = g("id")
        if not isinstance(rid, str) or not re.fullmatch(r"[a-z][a-z0-9_]*", rid):
            err(where, f"rule id must be snake_case, got {rid!r}")
        else:
            rules_used[rid] += 1
    # any monster id named anywhere in an op
    if "monster" in o and isinstance(g("monster"), str) and g("monster") not in MONSTERS:
        err(where, f"unknown monster '{g('monster')}'")


# ------------------------------------------------------------------ main
def main() -> int:
    total_cards = total_entries = 0
    seen_ids: set[str] = set()
    for nb in NEIGHBORHOODS:
        path = LOC_DIR / f"{nb}.yaml"
        nb_id = f"arkham/{nb}"
        if not path.exists():
            err(str(path.relative_to(ROOT)), "missing file")
            continue
        rel = str(path.relative_to(ROOT))
        try:
            data = load_yaml(path)
        except yaml.YAMLError as e:
            err(rel, f"YAML error: {e}")
            continue
        if not isinstance(data, list):
            err(rel, "top level must be a list of cards")
            continue
        expected_at = set(LOCATIONS_BY_NB.get(nb_id, set()))
        if not expected_at:
            err(rel, f"board.yaml has no locations for {nb_id}")
        if nb == "french_hill":
            expected_at.add(INNER_SANCTUM)
        if len(data) != CARDS_PER_NEIGHBORHOOD:
            err(rel, f"{len(data)} cards, expected {CARDS_PER_NEIGHBORHOOD}")
        want_ids = [f"{nb}_{i}" for i in range(1, CARDS_PER_NEIGHBORHOOD + 1)]
        got_ids = [r.get("id") if isinstance(r, dict) else None for r in data]
        if sorted(map(str, got_ids)) != sorted(want_ids):
            err(rel, f"card ids {got_ids}, expected {want_ids}")
        for raw in data:
            cid = raw.get("id", "?") if isinstance(raw, dict) else "?"
            where = f"{rel} card '{cid}'"
            try:
                card = LocationCardDef.model_validate(raw)
            except Exception as e:  # pydantic.ValidationError
                err(where, f"schema: {e}")
                continue
            total_cards += 1
            if card.id in seen_ids:
                err(where, "duplicate card id")
            seen_ids.add(card.id)
            if card.neighborhood != nb_id:
                err(where, f"neighborhood '{card.neighborhood}', expected '{nb_id}'")
            ats = Counter(e.at for e in card.entries)
            for at, n in ats.items():
                if n > 1:
                    err(where, f"{n} entries for '{at}'")
            for at in sorted(set(ats) - expected_at):
                err(where, f"entry for '{at}', which is not a location of {nb_id}")
            for at in sorted(expected_at - set(ats)):
                err(where, f"no entry for '{at}'")
            for e in card.entries:
                total_entries += 1
                w = f"{where} entry '{e.at}'"
                s = e.summary
                if not s.strip() or "\n" in s.strip() or s != s.strip():
                    err(w, "summary must be one non-empty line without surrounding blanks")
                check_ops(e.effect, w + " effect")

    if errors:
        for line in errors:
            print("ERROR", line)
        print(f"{len(errors)} problem(s)")
        return 1
    print(f"OK: {total_cards} location cards, {total_entries} encounters in {len(NEIGHBORHOODS)} neighborhoods")
    print(f"rule ops: {sum(rules_used.values())} uses of {len(rules_used)} ids")
    for rid, n in sorted(rules_used.items()):
        print(f"  {rid} x{n}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
