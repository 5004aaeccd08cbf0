"""What the lobby offers: every rule set, every pack and its parts, and for the chosen
packs and rule set the Ancient Ones, investigators, Heralds and Guardians by name, with
what the Epic Battle variant can be played against. Plain data for ``GET /api/meta``."""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Iterable

from arkham.bots import BOTS
from arkham.content.loader import KNOWN_PACKS, load_content, read_manifest
from arkham.errors import ArkhamError
from arkham.rulesets import RULESETS, get_ruleset

#: what the lobby says of each rule set: seats, and the choices it does not use (the form hides them)
RULESET_NOTES = {
    "classic": {"name": "Arkham Horror (classic rules)", "seats": [1, 8], "uses": ["packs", "sheets", "epic_battle"]},
    "haunt": {"name": "Haunt of the Watchers", "seats": [2, 5], "uses": []},
}


def register_rulesets() -> list[str]:
    """Every rule set the engine plays, registered now (Haunt registers itself on first use)."""
    get_ruleset("classic")
    return sorted(RULESETS)


def _ruleset_info(name: str) -> dict[str, Any]:
    rs = get_ruleset(name)
    excluded = rs.hooks.excluded_investigators
    note = RULESET_NOTES.get(name, {"name": name, "seats": [1, 8], "uses": ["packs", "sheets", "epic_battle"]})
    return {"id": name, **note, "excluded_investigators": sorted(excluded()) if excluded else []}


@lru_cache(maxsize=None)
def _packs() -> tuple[dict[str, Any], ...]:
    out = []
    for p in KNOWN_PACKS:
        man = read_manifest(p)
        out.append(
            {
                "id": p,
                "name": man.name,
                "requires": list(man.requires),
                "parts": [{"id": k, "summary": d.summary, "needs": list(d.needs)} for k, d in man.parts.items()],
            }
        )
    return tuple(out)


@lru_cache(maxsize=64)
def _choices(packs: tuple[str, ...]) -> dict[str, Any]:
    c = load_content(packs)
    from arkham.rules.kingsport.epic_battle import playable_against

    by_name = lambda d: (d.name, d.id)  # noqa: E731
    return {
        "ancient_ones": [{"id": a.id, "name": a.name} for a in sorted(c.ancient_ones.values(), key=by_name)],
        "investigators": [
            {"id": d.id, "name": d.name, "occupation": d.occupation}
            for d in sorted(c.investigators.values(), key=by_name)
        ],
        "heralds": [
            {"id": s.id, "name": s.name, "title": s.title}
            for s in sorted(c.sheets.values(), key=by_name)
            if s.kind == "herald"
        ],
        "guardians": [
            {"id": s.id, "name": s.name, "title": s.title}
            for s in sorted(c.sheets.values(), key=by_name)
            if s.kind == "guardian"
        ],
        "epic_battle_against": playable_against(c),
    }


def meta(packs: Iterable[str] | None = None, ruleset: str = "classic") -> dict[str, Any]:
    """The lobby's menus; ``packs`` (default: every pack) and ``ruleset`` choose the lists."""
    names = register_rulesets()
    chosen = tuple(packs) if packs else KNOWN_PACKS
    try:
        info = _ruleset_info(ruleset)
        lists = _choices(chosen)
    except ArkhamError as exc:
        from arkham.web.tables import TableError

        raise TableError(422, "bad_setup", str(exc)) from None
    drop = set(info["excluded_investigators"])
    return {
        "packs": list(KNOWN_PACKS),
        "pack_info": list(_packs()),
        "rulesets": names,
        "ruleset_info": [_ruleset_info(n) for n in names],
        "bots": sorted(BOTS),
        "chosen": {"packs": list(chosen), "ruleset": ruleset},
        **lists,
        "investigators": [d for d in lists["investigators"] if d["id"] not in drop],
    }


def names(packs: Iterable[str]) -> dict[str, str]:
    """Id -> name of every Ancient One, investigator and sheet of the packs (saved games by name)."""
    try:
        lists = _choices(tuple(packs))
    except ArkhamError:
        return {}
    return {d["id"]: d["name"] for key in ("ancient_ones", "investigators", "heralds", "guardians") for d in lists[key]}


def variants(settings: dict[str, Any], named: dict[str, str]) -> list[str]:
    """``["Herald: Ghroth", "Epic Battle"]``: the variants a saved game plays."""
    out = [
        f"{kind.capitalize()}: {named.get(ident, 'drawn at random' if ident == 'random' else ident)}"
        for kind, ident in sorted((settings.get("sheets") or {}).items())
    ]
    return out + (["Epic Battle"] if settings.get("epic_battle") else [])
