"""The Kingsport variants a lab run plays: the Herald/Guardian sheets (KH p.10) and the
Epic Battle (KH p.11), checked against the packs before any game starts.

``--herald`` and ``--guardian`` take a sheet id of the loaded packs (``ghroth`` or
``kingsport:ghroth``) or ``random`` (each game draws its own at setup, from its seed);
``--epic-battle`` plays the Epic Battle in place of the final battle, so a run with it
meets only the Ancient Ones the variant can be played against (``all`` means those).
A game's record keeps the sheets really in play (a ``random`` choice as drawn), so the
report can group and compare games by variant.
"""

from __future__ import annotations

from typing import Any, Iterable

from arkham.errors import ArkhamError
from arkham.lab.spec import LabError

KINDS = ("herald", "guardian")


def _pool(content: Any, kind: str) -> list[str]:
    return sorted(s.id for s in getattr(content, "sheets", {}).values() if s.kind == kind)


def check_sheet(content: Any, packs: Iterable[str], kind: str, ident: str | None) -> str | None:
    """The qualified sheet id (or ``random``, or None for no sheet); a clear LabError for
    a sheet the packs do not hold."""
    if ident is None or ident.strip() in ("", "none"):
        return None
    ident = ident.strip()
    pool = _pool(content, kind)
    if not pool:
        raise LabError(
            f"--{kind} needs a pack with {kind.capitalize()} sheets (the 'kingsport' pack); "
            f"packs {', '.join(packs)} hold none"
        )
    if ident.lower() == "random":
        return "random"
    from arkham.content.ids import resolve

    try:
        return resolve(ident, {s: content.sheets[s] for s in pool}, kind.capitalize(), ("or random",))
    except ArkhamError as exc:
        raise LabError(str(exc)) from None


def epic_ancient_ones(content: Any) -> list[str]:
    """The Ancient Ones the Epic Battle can be played against with these packs."""
    from arkham.rules.kingsport.epic_battle import playable_against

    return playable_against(content)


def check_epic(content: Any, packs: Iterable[str], ancient_ones: Iterable[str]) -> None:
    """The Epic Battle needs its cards, and each Ancient One named must be one it can be
    played against (not Azathoth)."""
    able = epic_ancient_ones(content)
    if not able:
        raise LabError(
            f"--epic-battle needs the Epic Battle cards (the 'kingsport' pack); packs {', '.join(packs)} hold none"
        )
    for ao in ancient_ones:
        if ao not in able:
            known = ", ".join(a.partition(":")[2] for a in able)
            raise LabError(
                f"the Epic Battle cannot be played against {ao.partition(':')[2]} (it can against: {known}, or all)"
            )


def sheets_arg(herald: str | None, guardian: str | None) -> dict[str, str] | None:
    """What ``new_game(sheets=...)`` takes."""
    out = {k: v for k, v in (("herald", herald), ("guardian", guardian)) if v}
    return out or None


def in_play(g: Any) -> dict[str, Any]:
    """The variant a game plays, as its record keeps it: the sheets in play (drawn ones
    included) and whether the Epic Battle is played."""
    sheets = g.state.rules_data.get("sheets", {})
    return {
        "herald": sheets.get("herald"),
        "guardian": sheets.get("guardian"),
        "epic_battle": int("epic_battle" in g.state.rules_data),
    }


def label(herald: str | None, guardian: str | None, epic_battle: Any) -> str:
    """A short name for a variant: ``none``, ``herald ghroth``, ``guardian hypnos + epic battle``."""
    parts = [f"{k} {v.partition(':')[2] or v}" for k, v in (("herald", herald), ("guardian", guardian)) if v]
    if epic_battle:
        parts.append("epic battle")
    return " + ".join(parts) or "none"


def record_label(rec: dict[str, Any]) -> str:
    return label(rec.get("herald"), rec.get("guardian"), rec.get("epic_battle"))
