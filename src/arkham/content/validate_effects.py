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
    for kind, table in (("location card", c.locations), ("gate card", c.gates)):
        for card in table.values():
            for e in card.entries:
                _walk(e.effect, f"{kind} '{card.id}' entry '{e.at}'", OPS, RULES)
