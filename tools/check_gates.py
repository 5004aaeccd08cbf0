"""Validate the base-game gate cards (src/arkham/content/base/gates.yaml).

Checks:
- every record fits GateCardDef (and every entry EntryDef); ids gate_01..gate_49, unique;
- 49 cards; per-colour counts are printed;
- each card has exactly one `other` entry, no Other World twice, and every `at` is
  a real Other World id (from board.yaml) or `other`;
- a world named on a card shows that card's colour on the board;
- every summary is one non-empty line;
- every op (also inside nested op lists) is one documented in docs/effects.md, with
  its required fields present and no undocumented field; enumerated values
  (what / deck / skill / kind / special card / n words / condition keys) are valid;
- every card, monster, area and world id referenced exists;
- `{op: rule}` keys are listed at the end (the engine must register them).

Run: .venv/bin/python tools/check_gates.py
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

from arkham.content.models import BoardDef, GateCardDef  # noqa: E402

BASE = ROOT / "src" / "arkham" / "content" / "base"
GATES = BASE / "gates.yaml"

# ----------------------------------------------------------- op vocabulary
# op -> (required fields, optional fields, nested op-list fields), from docs/effects.md.
# Mythos-only ops are deliberately absent: they do not belong on gate cards.
OPS: dict[str, tuple[set[str], set[str], set[str]]] = {
    # resources
    "gain": ({"what", "n"}, set(), set()),
    "lose": ({"what", "n"}, set(), set()),
    "pay": ({"what", "n"}, set(), set()),
    "restore": ({"what"}, set(), set()),
    "max": ({"what", "n"}, set(), set()),
    "trophy": ({"kind", "n"}, set(), set()),
    # cards
    "draw": ({"deck", "n"}, {"keep"}, set()),
    "take": ({"card"}, {"else"}, {"else"}),
    "search": ({"deck"}, {"tag", "card", "else"}, {"else"}),
    "buy": ({"deck", "n", "price"}, {"must", "max"}, set()),
    "special": ({"card"}, set(), set()),
    "discard": ({"what"}, {"n", "card"}, set()),
    "lose_special": ({"card"}, set(), set()),
    # checks and choices
    "check": ({"skill"}, {"mod", "diff", "pass", "fail"}, {"pass", "fail"}),
    "roll": (set(), {"n", "results", "per_success"}, {"per_success"}),
    "chart": ({"skill", "results"}, {"mod"}, set()),
    "spend_trophies": (set(), {"toughness", "gates"}, set()),
    "choose": ({"options"}, set(), set()),
    "may": ({"label", "do"}, {"if"}, {"do"}),
    "if": ({"cond"}, {"then", "else"}, {"then", "else"}),
    # places and status
    "move_to": ({"area"}, set(), set()),
    "to_street": (set(), set(), set()),
    "encounter_at": ({"area"}, {"draw"}, set()),
    "delayed": (set(), set(), set()),
    "lose_turn": (set(), set(), set()),
    "arrested": (set(), set(), set()),
    "lost": (set(), set(), set()),
    "devoured": (set(), set(), set()),
    "return_to_arkham": (set(), set(), set()),
    "stay_in_world": (set(), set(), set()),
    "monster_appears": (set(), set(), set()),
    "gate_opens": (set(), {"monster"}, set()),
    "terror": ({"n"}, set(), set()),
    "doom": ({"n"}, set(), set()),
    "close_location": ({"area"}, {"until"}, set()),
    "clue_here": ({"n"}, set(), set()),
    # escape hatch
    "rule": ({"id"}, set(), set()),
}

RESOURCES = {"clues", "money", "sanity", "stamina"}
WHAT = {
    "gain": RESOURCES,
    "lose": RESOURCES,
    "pay": RESOURCES,
    "restore": {"sanity", "stamina", "both"},
    "max": {"sanity", "stamina"},
    "discard": {"item", "spell", "weapon", "ally", "skill", "common", "unique", "card"},
}
DRAW_DECKS = {"common", "unique", "spell", "skill", "ally"}
SKILLS = {"speed", "sneak", "fight", "will", "lore", "luck"}
TROPHY_KINDS = {"gate", "monster"}
SPECIALS = {"blessing", "curse", "retainer", "bank_loan", "silver_twilight_membership", "deputy_of_arkham"}
N_WORDS = {"successes", "roll", "roll_2", "half_money", "half_money_up", "all"}
DISCARD_WORDS = {"half", "half_up"}
CHART_KEY = re.compile(r"^(\d+(-\d+)?|\d+\+)$")
COND_KEYS = {
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
ID_RE = re.compile(r"^gate_(\d\d)$")
EXPECTED_CARDS = 49

errors: list[str] = []
rules_used: dict[str, list[str]] = {}


def err(where: str, msg: str) -> None:
    errors.append(f"{where}: {msg}")


def load_list(path: Path) -> list[dict[str, Any]]:
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or []
    return data if isinstance(data, list) else []


# ------------------------------------------------------------- known ids
board = BoardDef.model_validate(yaml.safe_load((BASE / "board.yaml").read_text(encoding="utf-8")))
WORLDS = {w.id: set(w.colors) for w in board.other_worlds}
AREAS = {a.id for a in board.areas}
EXPECTED_WORLDS = {
    f"world/{x}"
    for x in (
        "abyss another_dimension city_of_the_great_race great_hall_of_celaeno "
        "plateau_of_leng rlyeh the_dreamlands yuggoth"
    ).split()
}
if set(WORLDS) != EXPECTED_WORLDS:
    err("board.yaml", f"Other Worlds differ from the expected eight: {sorted(set(WORLDS) ^ EXPECTED_WORLDS)}")

CARDS: dict[str, dict[str, Any]] = {}
for f in sorted(BASE.glob("cards_*.yaml")):
    for rec in load_list(f):
        if isinstance(rec, dict) and "id" in rec:
            CARDS[rec["id"]] = rec
MONSTERS = {m["id"] for m in load_list(BASE / "monsters.yaml") if isinstance(m, dict) and "id" in m}
INVESTIGATORS = {i["id"] for i in load_list(BASE / "investigators.yaml") if isinstance(i, dict) and "id" in i}


def deck_tags(deck: str) -> set[str]:
    return {t for c in CARDS.values() if c.get("deck") == deck for t in c.get("tags", [])}


# ------------------------------------------------------------------ checks
def check_n(where: str, n: Any) -> None:
    if isinstance(n, bool) or not (isinstance(n, int) or n in N_WORDS):
        err(where, f"bad n {n!r}")


def check_cond(where: str, cond: Any) -> None:
    if not isinstance(cond, dict) or len(cond) != 1:
        err(where, f"condition must be a one-key mapping, got {cond!r}")
        return
    ((key, val),) = cond.items()
    if key not in COND_KEYS:
        err(where, f"unknown condition {key!r}")
    elif key == "not":
        check_cond(where + ".not", val)
    elif key == "has_card" and val not in CARDS:
        err(where, f"unknown card id {val!r}")
    elif key == "has_deck" and val not in DRAW_DECKS:
        err(where, f"unknown deck {val!r}")
    elif key == "special" and val not in SPECIALS:
        err(where, f"unknown special card {val!r}")
    elif key == "investigator" and val not in INVESTIGATORS:
        err(where, f"unknown investigator {val!r}")
    elif key not in ("has_card", "has_deck", "special", "investigator", "not") and (
        isinstance(val, bool) or not isinstance(val, int)
    ):
        err(where, f"condition {key} needs an integer, got {val!r}")


def check_ops(where: str, ops: Any, card: str) -> None:
    if not isinstance(ops, list):
        err(where, "is not an op list")
        return
    for i, op in enumerate(ops):
        check_op(f"{where}[{i}]", op, card)


def check_op(here: str, op: Any, card: str) -> None:
    if not isinstance(op, dict) or "op" not in op:
        err(here, "is not an op mapping")
        return
    name = op["op"]
    if name not in OPS:
        err(here, f"unknown op {name!r}")
        return
    required, optional, nested = OPS[name]
    fields = set(op) - {"op"}
    for f in sorted(required - fields):
        err(here, f"op {name!r} lacks field {f!r}")
    for f in sorted(fields - required - optional):
        err(here, f"op {name!r} has undocumented field {f!r}")
    for f in sorted(nested & fields):
        check_ops(f"{here}.{f}", op[f], card)

    if "what" in op and name in WHAT and op["what"] not in WHAT[name]:
        err(here, f"{name}: bad what {op['what']!r}")
    if "n" in op and not (name == "discard" and op["n"] in DISCARD_WORDS):
        check_n(here, op["n"])
    if name == "check":
        if op.get("skill") not in SKILLS:
            err(here, f"bad skill {op.get('skill')!r}")
        if "mod" in op and (isinstance(op["mod"], bool) or not isinstance(op["mod"], int)):
            err(here, f"bad mod {op['mod']!r}")
        if "diff" in op and (isinstance(op["diff"], bool) or not isinstance(op["diff"], int) or op["diff"] < 1):
            err(here, f"bad diff {op['diff']!r}")
        if "pass" not in op and "fail" not in op:
            err(here, "check with neither pass nor fail")
    elif name in ("draw", "buy") and op.get("deck") not in DRAW_DECKS:
        err(here, f"bad deck {op.get('deck')!r}")
    elif name == "draw" and "keep" in op:
        if not isinstance(op["keep"], int) or not isinstance(op.get("n"), int) or not 0 < op["keep"] < op["n"]:
            err(here, f"keep {op['keep']!r} must be between 1 and n-1")
    elif name == "search":
        if op.get("deck") not in DRAW_DECKS:
            err(here, f"bad deck {op.get('deck')!r}")
        if ("tag" in op) == ("card" in op):
            err(here, "search needs exactly one of tag / card")
        if "tag" in op and op["tag"] not in deck_tags(op.get("deck", "")):
            err(here, f"no card in the {op.get('deck')} deck has tag {op['tag']!r}")
        if "card" in op and CARDS.get(op["card"], {}).get("deck") != op.get("deck"):
            err(here, f"card {op['card']!r} is not in the {op.get('deck')} deck")
    elif name in ("take", "lose_special") and op.get("card") not in CARDS:
        err(here, f"unknown card id {op.get('card')!r}")
    elif name == "discard" and "card" in op and op["card"] not in CARDS:
        err(here, f"unknown card id {op['card']!r}")
    elif name == "special":
        if op.get("card") not in SPECIALS:
            err(here, f"bad special card {op.get('card')!r}")
        elif op["card"] not in CARDS:
            err(here, f"special card {op['card']!r} missing from cards_special.yaml")
    elif name == "trophy" and op.get("kind") not in TROPHY_KINDS:
        err(here, f"bad trophy kind {op.get('kind')!r}")
    elif name in ("move_to", "encounter_at", "close_location"):
        if op.get("area") not in AREAS and op.get("area") not in WORLDS:
            err(here, f"unknown area {op.get('area')!r}")
    elif name == "roll":
        if "results" not in op and "per_success" not in op:
            err(here, "roll needs results or per_success")
        res = op.get("results", {})
        if not isinstance(res, dict):
            err(here, "results must be a mapping")
        else:
            faces: list[int] = []
            for key, ops in res.items():
                key = str(key)
                if not ROLL_KEY.match(key):
                    err(here, f"bad results key {key!r}")
                    continue
                lo, _, hi = key.partition("-")
                faces += range(int(lo), int(hi or lo) + 1)
                check_ops(f"{here}.results[{key}]", ops, card)
            n_dice = op.get("n", 1)
            if res and n_dice == 1 and sorted(faces) != [1, 2, 3, 4, 5, 6]:
                err(here, f"results must cover faces 1-6 exactly once, got {sorted(faces)}")
    elif name == "chart":
        if op.get("skill") not in SKILLS:
            err(here, f"bad skill {op.get('skill')!r}")
        res = op.get("results")
        if not isinstance(res, dict) or not res:
            err(here, "chart results must be a non-empty mapping")
        else:
            covered: list[int] = []
            for key, ops in res.items():
                key = str(key)
                if not CHART_KEY.match(key):
                    err(here, f"bad chart key {key!r}")
                    continue
                if key.endswith("+"):
                    covered += range(int(key[:-1]), 13)
                else:
                    lo, _, hi = key.partition("-")
                    covered += range(int(lo), int(hi or lo) + 1)
                check_ops(f"{here}.results[{key}]", ops, card)
            if sorted(covered) != list(range(0, 13)):
                err(here, "chart rows must cover 0 successes and up exactly once")
    elif name == "choose":
        opts = op.get("options")
        if not isinstance(opts, list) or len(opts) < 2:
            err(here, "choose needs a list of at least two options")
        else:
            for j, o in enumerate(opts):
                w = f"{here}.options[{j}]"
                if not isinstance(o, dict) or not {"label", "do"} <= set(o) or set(o) - {"label", "do", "if"}:
                    err(w, "option must have label and do (and optionally if)")
                    continue
                check_ops(f"{w}.do", o["do"], card)
                if "if" in o:
                    check_cond(f"{w}.if", o["if"])
    elif name == "may":
        if not isinstance(op.get("label"), str) or not op["label"].strip():
            err(here, "may needs a label")
        if "if" in op:
            check_cond(f"{here}.if", op["if"])
    elif name == "if":
        check_cond(f"{here}.cond", op.get("cond"))
    elif name == "gate_opens" and "monster" in op and not isinstance(op["monster"], bool):
        err(here, "gate_opens.monster must be a bool")
    elif name == "rule":
        key = op.get("id")
        if not isinstance(key, str) or not re.fullmatch(r"[a-z][a-z0-9_]*", key):
            err(here, f"rule id {key!r} is not a snake_case key")
        else:
            rules_used.setdefault(key, []).append(here)
    # any monster id named anywhere in an op must exist
    if "monster" in op and isinstance(op["monster"], str) and op["monster"] not in MONSTERS:
        err(here, f"unknown monster id {op['monster']!r}")


def main() -> int:
    raw = load_list(GATES)
    if not raw:
        print(f"{GATES}: empty or not a list")
        return 1
    cards: list[GateCardDef] = []
    for i, rec in enumerate(raw):
        where = f"record {i} ({rec.get('id') if isinstance(rec, dict) else '?'})"
        try:
            cards.append(GateCardDef.model_validate(rec))
        except Exception as e:  # pydantic ValidationError
            err(where, f"does not fit GateCardDef: {e}")
    if len(raw) != EXPECTED_CARDS:
        err("gates.yaml", f"{len(raw)} cards, expected {EXPECTED_CARDS}")

    ids = [c.id for c in cards]
    for dup, k in Counter(ids).items():
        if k > 1:
            err(dup, f"id used {k} times")
    expected_ids = [f"gate_{i:02d}" for i in range(1, EXPECTED_CARDS + 1)]
    if sorted(ids) != expected_ids:
        err(
            "gates.yaml",
            f"ids must be gate_01..gate_{EXPECTED_CARDS}; missing {sorted(set(expected_ids) - set(ids))}, "
            f"extra {sorted(set(ids) - set(expected_ids))}",
        )

    entries = 0
    per_world: Counter[str] = Counter()
    for c in cards:
        if not ID_RE.match(c.id):
            err(c.id, "bad id")
        ats = [e.at for e in c.entries]
        if ats.count("other") != 1:
            err(c.id, f"needs exactly one 'other' entry, has {ats.count('other')}")
        for dup, k in Counter(ats).items():
            if k > 1 and dup != "other":
                err(c.id, f"world {dup} appears {k} times")
        for e in c.entries:
            entries += 1
            per_world[e.at] += 1
            where = f"{c.id} @ {e.at}"
            if e.at != "other":
                if e.at not in WORLDS:
                    err(where, "not an Other World id")
                elif not set(c.colors) & WORLDS[e.at]:
                    err(where, f"{c.colors} card names a world without that colour ({sorted(WORLDS[e.at])})")
            s = e.summary
            if not s.strip() or "\n" in s or s != s.strip():
                err(where, "summary must be one non-empty line")
            check_ops(f"{where} effect", e.effect, c.id)

    if errors:
        print(f"{len(errors)} problem(s):")
        for m in errors:
            print("  -", m)
        return 1

    colors = Counter(col for c in cards for col in c.colors)
    print(f"OK: {len(cards)} gate cards, {entries} entries")
    print("  cards per colour:", ", ".join(f"{k} {colors[k]}" for k in ("red", "blue", "green", "yellow")))
    print("  entries per world:", ", ".join(f"{k} {v}" for k, v in sorted(per_world.items())))
    if rules_used:
        print("  rule ops (must be registered by the engine):")
        for key, wheres in sorted(rules_used.items()):
            print(f"    {key}: {', '.join(w.split(' effect')[0] for w in wheres)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
