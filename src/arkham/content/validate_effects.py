"""Check every effect op in loaded content against the op registry."""
from __future__ import annotations

from typing import Any

from arkham.errors import ContentError


def _walk(node: Any, where: str, ops: dict[str, Any], rules: dict[str, Any]) -> None:
    if isinstance(node, dict):
        name = node.get("op")
        if name is not None:
            spec = ops.get(name)
            if spec is None:
                raise ContentError(f"{where}: unknown op '{name}'")
            keys = set(node) - {"op"}
            missing = spec.required - keys
            if missing:
                raise ContentError(f"{where}: op '{name}' lacks field '{sorted(missing)[0]}'")
            unknown = keys - spec.required - spec.optional
            if unknown:
                raise ContentError(f"{where}: op '{name}' has unknown field '{sorted(unknown)[0]}'")
            if name == "rule" and node["id"] not in rules:
                raise ContentError(f"{where}: rule '{node['id']}' is not registered")
        for k, v in node.items():
            if k != "op":
                _walk(v, where, ops, rules)
    elif isinstance(node, list):
        for v in node:
            _walk(v, where, ops, rules)


def check_effects(c: Any) -> None:
    import arkham.rules  # noqa: F401  (registers every op)
    from arkham.effects.registry import OPS, RULES

    for mc in c.mythos.values():
        _walk(mc.effect, f"mythos '{mc.id}' field 'effect'", OPS, RULES)
        for ld in mc.lasting:
            _walk(ld.params, f"mythos '{mc.id}' field 'lasting'", OPS, RULES)
    for cd in c.cards.values():
        for key in ("uses", "on_gain"):
            if key in cd.data:
                _walk(cd.data[key], f"card '{cd.id}' field 'data.{key}'", OPS, RULES)
    for a in c.areas.values():
        if a.ability is not None:
            _walk(a.ability.do, f"board: area '{a.id}' field 'ability'", OPS, RULES)
            _values(a.ability.do, f"board: area '{a.id}' field 'ability'", c)
    for md in c.monsters.values():
        for key in ("spoils", "enters_play", "fail_both"):
            ops = getattr(md, key)
            if ops:
                _walk(ops, f"monster '{md.id}' field '{key}'", OPS, RULES)
                _values(ops, f"monster '{md.id}' field '{key}'", c)
    for kind, table in (("location card", c.locations), ("gate card", c.gates)):
        for card in table.values():
            for e in card.entries:
                where = f"{c.sources.get(card.id, kind + 's')}: {kind} '{card.id}' entry '{e.at}'"
                _walk(e.effect, where, OPS, RULES)
                _values(e.effect, where, c)


SKILLS = frozenset({"speed", "sneak", "fight", "will", "lore", "luck"})
DECKS = frozenset({"common", "unique", "spell", "skill", "ally"})
CARD_OPS = frozenset({"take", "search", "special", "lose_special", "discard", "discard_card", "if_has_card"})
AREA_OPS = frozenset({"move_to", "encounter_at", "close_location"})


def _values(node: Any, where: str, c: Any) -> None:
    """Encounter ops name real skills, decks, cards and places (the ids are qualified by now)."""
    if isinstance(node, dict):
        name = node.get("op")
        if name is not None:
            def bad(fld: str, what: str) -> None:
                raise ContentError(f"{where}: op '{name}' field '{fld}': unknown {what} '{node[fld]}'")
            if "skill" in node and node["skill"] not in SKILLS:
                bad("skill", "skill")
            if name in ("draw", "buy", "search") and node.get("deck") not in DECKS:
                bad("deck", "deck")
            if name in CARD_OPS and "card" in node and node["card"] not in c.cards:
                bad("card", "card")
            if name in AREA_OPS and node.get("area") not in c.areas and node.get("area") not in c.worlds:
                bad("area", "place")
        for k, v in node.items():
            if k in ("has_card", "special") and isinstance(v, str) and v not in c.cards:
                raise ContentError(f"{where}: condition field '{k}': unknown card '{v}'")
            if k != "op":
                _values(v, where, c)
    elif isinstance(node, list):
        for v in node:
            _values(v, where, c)
