"""Validate the base-game Mythos deck (src/arkham/content/base/mythos.yaml).

Checks: every record fits MythosDef, ids are unique, there are 67 cards,
gate/clue ids name real areas, and every effect op / lasting kind (including
nested op lists) belongs to the agreed vocabulary.

Run: .venv/bin/python tools/check_mythos.py
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from arkham.content.models import MythosDef  # noqa: E402

MYTHOS = ROOT / "src" / "arkham" / "content" / "base" / "mythos.yaml"

LOCATIONS = """train_station newspaper curiositie_shoppe bank_of_arkham arkham_asylum
independence_square hibbs_roadhouse velmas_diner police_station unvisited_isle river_docks
the_unnamable graveyard black_cave general_store science_building administration_building
library the_witch_house silver_twilight_lodge woods ye_olde_magick_shoppe st_marys_hospital
mas_boarding_house south_church historical_society""".split()
NEIGHBORHOODS = """northside downtown easttown merchant_district rivertown miskatonic_u
french_hill uptown southside""".split()
LOCATION_IDS = {f"arkham/{x}" for x in LOCATIONS}
NEIGHBORHOOD_IDS = {f"arkham/{x}" for x in NEIGHBORHOODS}
STREET_IDS = {f"arkham/{x}_streets" for x in NEIGHBORHOODS}
AREA_IDS = LOCATION_IDS | STREET_IDS

MONSTERS = set(
    """byakhee chthonian cultist dark_young dhole dimensional_shambler elder_thing
fire_vampire flying_polyp formless_spawn ghost ghoul gug high_priest hound_of_tindalos maniac
mi_go nightgaunt shoggoth star_spawn vampire warlock witch zombie god_of_the_bloody_tongue
haunter_of_the_dark the_black_man the_bloated_woman the_dark_pharaoh""".split()
)
WORLDS = {
    f"world/{x}"
    for x in """abyss another_dimension city_of_the_great_race
great_hall_of_celaeno plateau_of_leng rlyeh the_dreamlands yuggoth""".split()
}
SKILLS = {"speed", "sneak", "fight", "will", "lore", "luck"}
CARDS = {"whiskey"}

HEADLINE_OPS = {
    "return_monsters",
    "terror",
    "monsters_appear",
    "each_investigator",
    "first_player",
    "check",
    "bless",
    "curse",
    "arrested",
    "discard_card",
    "if_has_card",
    "close_locations",
    "block_street",
    "release_jailed",
    "no_arrests",
    "return_lost_investigators",
    "offer_return_from_other_worlds",
    "trophies_come_alive",
}
STREET_OPS = {"check", "gain", "lose", "draw", "arrested", "roll_stat_dice", "estate_sale"}
LASTING_KINDS = {
    "check_mod",
    "movement_points",
    "monster_mod",
    "fliers_stay",
    "fast_move_as_normal",
    "no_spells",
    "spell_cost_zero",
    "seal_cost",
    "no_sealing",
    "terror_locked",
    "heal_only",
    "banned_monster",
    "gate_difficulty",
    "mi_go_bonus",
    "street_event",
}
NESTED = ("do", "pass", "fail", "then")

errors: list[str] = []


def err(card: str, msg: str) -> None:
    errors.append(f"{card}: {msg}")


def check_ops(card: str, ops, allowed: set[str], where: str) -> None:
    if not isinstance(ops, list):
        err(card, f"{where} is not a list")
        return
    for i, op in enumerate(ops):
        here = f"{where}[{i}]"
        if not isinstance(op, dict) or "op" not in op:
            err(card, f"{here} is not an op mapping")
            continue
        name = op["op"]
        if name not in allowed:
            err(card, f"{here} unknown op {name!r}")
        if name == "check":
            if op.get("skill") not in SKILLS:
                err(card, f"{here} bad skill {op.get('skill')!r}")
        if name == "return_monsters":
            w = op.get("where", {})
            if "neighborhood" in w and w["neighborhood"] not in NEIGHBORHOOD_IDS:
                err(card, f"{here} bad neighborhood {w['neighborhood']!r}")
            for k in w.get("kinds", []):
                if k not in MONSTERS:
                    err(card, f"{here} bad monster {k!r}")
            if not w:
                err(card, f"{here} return_monsters without where")
        if name in ("monsters_appear", "block_street") and op.get("area") not in STREET_IDS:
            err(card, f"{here} bad street {op.get('area')!r}")
        if name == "close_locations":
            for a in op.get("areas", []):
                if a not in LOCATION_IDS:
                    err(card, f"{here} bad location {a!r}")
        if name in ("discard_card", "if_has_card") and op.get("card") not in CARDS:
            err(card, f"{here} bad card {op.get('card')!r}")
        if name == "trophies_come_alive":
            if op.get("monster") not in MONSTERS or op.get("area") not in AREA_IDS:
                err(card, f"{here} bad monster or area")
        for key in NESTED:
            if key in op:
                check_ops(card, op[key], allowed, f"{here}.{key}")


def check_lasting(card: str, lasting) -> None:
    for i, item in enumerate(lasting):
        here = f"lasting[{i}]"
        kind, p = item.kind, item.params
        if kind not in LASTING_KINDS:
            err(card, f"{here} unknown kind {kind!r}")
            continue
        if kind == "check_mod" and (p.get("skill") not in SKILLS or p.get("where") != "arkham"):
            err(card, f"{here} bad check_mod {p}")
        if kind == "monster_mod" and p.get("monster") not in MONSTERS | {"undead"}:
            err(card, f"{here} bad monster {p.get('monster')!r}")
        if kind == "banned_monster" and p.get("monster") not in MONSTERS:
            err(card, f"{here} bad monster {p.get('monster')!r}")
        if kind == "gate_difficulty" and p.get("world") not in WORLDS:
            err(card, f"{here} bad world {p.get('world')!r}")
        if kind == "heal_only" and p.get("area") not in LOCATION_IDS:
            err(card, f"{here} bad area {p.get('area')!r}")
        if kind == "street_event":
            if p.get("area") not in STREET_IDS | {"any_street"}:
                err(card, f"{here} bad street {p.get('area')!r}")
            if not isinstance(p.get("optional"), bool):
                err(card, f"{here} street_event needs optional true/false")
            check_ops(card, p.get("effect", []), STREET_OPS, f"{here}.effect")


def main() -> int:
    records = yaml.safe_load(MYTHOS.read_text(encoding="utf-8"))
    if not isinstance(records, list):
        print("mythos.yaml must hold a list")
        return 1
    cards: list[MythosDef] = []
    for i, rec in enumerate(records):
        try:
            cards.append(MythosDef.model_validate(rec))
        except Exception as exc:  # pydantic.ValidationError
            err(str(rec.get("id", f"#{i}") if isinstance(rec, dict) else f"#{i}"), f"invalid: {exc}")
    ids = Counter(c.id for c in cards)
    for cid, n in ids.items():
        if n > 1:
            err(cid, f"id used {n} times")
    if len(records) != 67:
        err("deck", f"{len(records)} records, expected 67")
    for c in cards:
        for field in ("gate", "clue"):
            v = getattr(c, field)
            if v is not None and v not in AREA_IDS:
                err(c.id, f"{field} {v!r} is not a known area id")
        if "\n" in c.summary or not c.summary.strip():
            err(c.id, "summary must be one non-empty line")
        if c.type == "environment" and c.subtype is None:
            err(c.id, "environment without subtype")
        if c.type != "environment" and c.subtype is not None:
            err(c.id, "subtype on a non-environment")
        if set(c.white) & set(c.black):
            err(c.id, "a symbol moves on both white and black")
        if c.type == "headline" and not c.effect:
            err(c.id, "headline without effect")
        if c.type in ("rumor", "story") and c.rule != c.id:
            err(c.id, "rumor/story rule must equal its id")
        check_ops(c.id, c.effect, HEADLINE_OPS, "effect")
        check_lasting(c.id, c.lasting)
    if errors:
        print("\n".join(errors))
        print(f"{len(errors)} problem(s)")
        return 1
    by_type = Counter(c.type for c in cards)
    print(f"OK: {len(cards)} mythos cards; " + ", ".join(f"{t}={n}" for t, n in sorted(by_type.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
