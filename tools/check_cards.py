"""Check the base-game investigator card files.

Loads every cards_*.yaml of the base pack, validates each record with
``CardDef``, and checks that ids are unique across files, that every card sits
in the file of its deck, that the per-deck totals match the base game, that
required ids exist, and that spells carry their casting numbers.

Run: python tools/check_cards.py   (exit status 1 on any problem)
"""

from __future__ import annotations

import sys
from pathlib import Path

import yaml
from pydantic import ValidationError

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from arkham.content.models import CardDef  # noqa: E402

BASE = ROOT / "src" / "arkham" / "content" / "base"

# file -> (deck, total copies)
FILES: dict[str, tuple[str, int]] = {
    "cards_common.yaml": ("common", 44),
    "cards_unique.yaml": ("unique", 39),
    "cards_spells.yaml": ("spell", 40),
    "cards_skills.yaml": ("skill", 20),
    "cards_allies.yaml": ("ally", 11),
    "cards_special.yaml": ("special", 35),
}

SPECIAL_COUNTS = {
    "blessing": 4,
    "curse": 4,
    "retainer": 8,
    "bank_loan": 8,
    "silver_twilight_membership": 8,
    "deputy_of_arkham": 1,
    "deputys_revolver": 1,
    "patrol_wagon": 1,
}

REQUIRED_IDS = {
    "duke",
    "shrivelling",
    "automatic_45",
    "dynamite",
    "tommy_gun",
    "bullwhip",
    "revolver_38",
    "cross",
    "holy_water",
    "blessing",
    "curse",
    "retainer",
    "bank_loan",
    "silver_twilight_membership",
    "deputy_of_arkham",
    "deputys_revolver",
    "patrol_wagon",
    "elder_sign",
    "flesh_ward",
    "healing_stone",
    "lantern",
}

KNOWN_TAGS = {
    "weapon",
    "physical",
    "magical",
    "tome",
    "elder_sign",
    "handless",
    "one_shot",
    "burst",
    "standard",
    "combat_spell",
    "exhaust",
    "discard",
    "movement",
    "upkeep",
    "any_phase",
    "reroll",
    "heal",
    "lose_cannot",
}


def main() -> int:
    errors: list[str] = []
    seen: dict[str, str] = {}
    totals: dict[str, int] = {}

    for fname, (deck, want) in FILES.items():
        path = BASE / fname
        if not path.exists():
            errors.append(f"{fname}: missing")
            continue
        with path.open(encoding="utf-8") as fh:
            data = yaml.safe_load(fh)
        if not isinstance(data, list):
            errors.append(f"{fname}: expected a list of records")
            continue
        total = 0
        for i, rec in enumerate(data):
            label = rec.get("id", f"#{i}") if isinstance(rec, dict) else f"#{i}"
            where = f"{fname}: {label}"
            try:
                card = CardDef.model_validate(rec)
            except ValidationError as exc:
                errors.append(f"{where}: {exc.errors()[0]['loc']}: {exc.errors()[0]['msg']}")
                continue
            if card.id in seen:
                errors.append(f"{where}: id also defined in {seen[card.id]}")
            seen[card.id] = fname
            if card.deck != deck:
                errors.append(f"{where}: deck '{card.deck}' in the {deck} file")
            if card.count < 1:
                errors.append(f"{where}: count must be at least 1")
            if card.hands not in (0, 1, 2):
                errors.append(f"{where}: hands must be 0, 1 or 2")
            if not card.summary or "\n" in card.summary.strip():
                errors.append(f"{where}: summary must be one non-empty line")
            unknown = set(card.tags) - KNOWN_TAGS
            if unknown:
                errors.append(f"{where}: unknown tags {sorted(unknown)}")
            if card.deck == "spell":
                if card.sanity_cost is None:
                    errors.append(f"{where}: spell without sanity_cost")
                if card.cast_mod is None and "cast_mod_from" not in card.data:
                    errors.append(f"{where}: spell without cast_mod or data.cast_mod_from")
            elif card.cast_mod is not None or card.sanity_cost is not None:
                errors.append(f"{where}: cast_mod/sanity_cost are for spells only")
            if "weapon" in card.tags and "combat_bonus" not in card.data:
                errors.append(f"{where}: weapon without data.combat_bonus")
            if card.deck in ("common", "unique") and card.price is None:
                errors.append(f"{where}: item without a price")
            if card.deck == "special" and card.id in SPECIAL_COUNTS and card.count != SPECIAL_COUNTS[card.id]:
                errors.append(f"{where}: count {card.count}, expected {SPECIAL_COUNTS[card.id]}")
            total += card.count
        totals[deck] = total
        if total != want:
            errors.append(f"{fname}: {total} cards in the {deck} deck, expected {want}")

    missing = REQUIRED_IDS - set(seen)
    if missing:
        errors.append(f"required ids missing: {sorted(missing)}")
    missing_special = set(SPECIAL_COUNTS) - set(seen)
    if missing_special:
        errors.append(f"special cards missing: {sorted(missing_special)}")

    for deck, n in totals.items():
        print(f"{deck:8s} {n:3d} cards")
    print(f"{len(seen)} distinct cards")
    if errors:
        print(f"{len(errors)} problem(s):")
        for e in errors:
            print("  " + e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
