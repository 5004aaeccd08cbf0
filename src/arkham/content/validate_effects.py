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
            if name == "lose":
                _check_lose(node, where)
        for k, v in node.items():
            if k != "op":
                _walk(v, where, ops, rules)
    elif isinstance(node, list):
        _check_split_loss(node, where)
        for v in node:
            _walk(v, where, ops, rules)


HEALTH = ("sanity", "stamina")


def _check_lose(node: dict[str, Any], where: str) -> None:
    """A loss is ``what`` + ``n``, or ``sanity`` and/or ``stamina`` amounts, never a mix."""
    split = [k for k in HEALTH if k in node]
    if split and ("what" in node or "n" in node):
        raise ContentError(f"{where}: op 'lose' gives both 'what'/'n' and '{split[0]}'")
    if not split and not ("what" in node and "n" in node):
        raise ContentError(f"{where}: op 'lose' needs 'what' and 'n', or 'sanity'/'stamina' amounts")


def _health_lost(o: Any) -> str | None:
    if isinstance(o, dict) and o.get("op") == "lose" and o.get("what") in HEALTH:
        return o["what"]
    return None


def _check_split_loss(ops: list[Any], where: str) -> None:
    """Two losses of different kinds side by side are one result written as two: the
    knock-out from the first would swallow the second. They must be one combined loss
    (``{op: lose, sanity: N, stamina: M}``; DH/KH rule change, zero Sanity and Stamina)."""
    for a, b in zip(ops, ops[1:]):
        ka, kb = _health_lost(a), _health_lost(b)
        if ka and kb and ka != kb:
            raise ContentError(
                f"{where}: a {ka} loss next to a {kb} loss is one result; "
                "write it as one op 'lose' with 'sanity' and 'stamina'"
            )


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
        free = cd.data.get("free_money_at")  # a place whose encounters cost no money (a Condition)
        if free is not None and free not in c.areas:
            raise ContentError(f"card '{cd.id}' field 'data.free_money_at': unknown area '{free}'")
        ab = cd.data.get("location_ability")  # a place's ability while the card says so (a Condition)
        if ab is not None:
            where = f"card '{cd.id}' field 'data.location_ability'"
            if ab.get("area") not in c.areas:
                raise ContentError(f"{where}: unknown area '{ab.get('area')}'")
            _walk(ab.get("do", []), where, OPS, RULES)
            _values(ab.get("do", []), where, c)
    for a in c.areas.values():
        if a.ability is not None:
            _walk(a.ability.do, f"board: area '{a.id}' field 'ability'", OPS, RULES)
            _values(a.ability.do, f"board: area '{a.id}' field 'ability'", c)
    for md in c.monsters.values():
        for key in ("spoils", "enters_play", "fail_both", "fail_horror", "fail_combat"):
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
CHECK_KINDS = {
    "evade": "sneak",
    "horror": "will",
    "spell": "lore",
}  # special checks an encounter's check may be (base p.13)
DECKS = frozenset({"common", "unique", "spell", "skill", "ally"})
CARD_OPS = frozenset(
    {
        "take",
        "search",
        "special",
        "lose_special",
        "discard",
        "discard_card",
        "if_has_card",
        "condition",
        "condition_offer",
        "keep_location_card",
    }
)
AREA_OPS = frozenset({"move_to", "encounter_at", "close_location"})


def _values(node: Any, where: str, c: Any) -> None:
    """Encounter ops name real skills, decks, cards and places (the ids are qualified by now)."""
    if isinstance(node, dict):
        name = node.get("op")
        if name is not None:

            def bad(fld: str, what: str) -> None:
                raise ContentError(f"{where}: op '{name}' field '{fld}': unknown {what} '{node[fld]}'")

            if "skill" in node and node["skill"] not in SKILLS and not (name == "check" and node["skill"] == "combat"):
                bad("skill", "skill")
            if name == "check" and "kind" in node and CHECK_KINDS.get(node["kind"]) != node.get("skill"):
                raise ContentError(
                    f"{where}: op 'check' field 'kind': '{node['kind']}' is not a kind of "
                    f"{node.get('skill')} check (kinds: {', '.join(f'{k} ({v})' for k, v in CHECK_KINDS.items())})"
                )
            if name in ("draw", "buy", "search") and node.get("deck") not in DECKS:
                bad("deck", "deck")
            if name in CARD_OPS and "card" in node and node["card"] not in c.cards:
                bad("card", "card")
            if name in AREA_OPS and node.get("area") not in c.areas and node.get("area") not in c.worlds:
                bad("area", "place")
            if name in ("condition", "condition_offer") and "card" in node and node["card"] in c.cards:
                if not c.cards[node["card"]].data.get("condition"):
                    bad("card", "Condition card")
                if name == "condition" and node.get("face") not in ("up", "down"):
                    bad("face", "side (up or down)")
        for k, v in node.items():
            if k in ("has_card", "special", "special_left") and isinstance(v, str) and v not in c.cards:
                raise ContentError(f"{where}: condition field '{k}': unknown card '{v}'")
            if k == "ancient_one" and v not in c.ancient_ones:
                raise ContentError(f"{where}: condition field '{k}': unknown Ancient One '{v}'")
            if k != "op":
                _values(v, where, c)
    elif isinstance(node, list):
        for v in node:
            _values(v, where, c)
