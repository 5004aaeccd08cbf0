"""Skills: a skill's value on its slider and with every bonus in force (cards, a Guardian's
favour, the Environment), each term told with what sets it when a check is explained, and
the lowest die that counts as a success."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.rules.classic.core.in_play import card_data, card_def, lasting_cards, lasting_of

if TYPE_CHECKING:
    from arkham.engine import Game
    from arkham.state import Investigator


SKILL_SLIDER = {"speed": 0, "sneak": 0, "fight": 1, "will": 1, "lore": 2, "luck": 2}


CHECK_SKILL = {"evade": "sneak", "horror": "will", "combat": "fight", "spell": "lore"}


def base_skill(g: Game, inv: Investigator, skill: str) -> int:
    hook = g.rules.ruleset.base_skill
    if hook is not None:
        return hook(g, inv, skill)
    d = g.content.investigators[inv.id]
    return getattr(d, skill)[inv.sliders[SKILL_SLIDER[skill]]]


_BONUS_CARDS: dict[int, dict[str, tuple[str, dict[str, int], dict[str, int], tuple[str, ...]]]] = {}


def _bonus_cards(g: Game) -> dict[str, tuple[str, dict[str, int], dict[str, int], tuple[str, ...]]]:
    """Cards that change a skill: id -> (name, skill bonuses, check bonuses, kinds of check
    they leave alone: ``bonus_not_in``, the Makeup Kit's Horror checks), worked out once
    per loaded content (content is read-only)."""
    table = _BONUS_CARDS.get(id(g.content))
    if table is None:
        table = {
            cid: (
                d.name,
                d.data.get("skill_bonus") or {},
                d.data.get("check_bonus") or {},
                tuple(d.data.get("bonus_not_in") or ()),
            )
            for cid, d in g.content.cards.items()
            if d.data.get("skill_bonus") or d.data.get("check_bonus")
        }
        _BONUS_CARDS[id(g.content)] = table
    return table


def skill_value(
    g: Game, inv: Investigator, skill: str, check: str | None = None, terms: list[tuple[str, int]] | None = None
) -> int:
    """Current value of a skill, with card bonuses and lasting effects (base p.13).
    ``terms``, when a list is given, receives every term with what sets it ("Fight on the
    slider", a card, the Environment), to explain a check."""
    v = base_skill(g, inv, skill)
    if terms is not None:
        terms.append((f"{skill.capitalize()} on the slider", v))
    raised = g.rules.ruleset.skill_raised  # may cards raising the skill count now?
    raising = raised is None or raised(g, inv, skill)
    if g.state.counters.get(f"voice:{inv.seat}") == g.state.turn:
        v += 1  # Voice of Ra: +1 to every skill check this turn
        if terms is not None:
            terms.append(("Voice of Ra", 1))
    bonus = _bonus_cards(g)
    for c in inv.cards:
        hit = bonus.get(c.partition("#")[0])
        if hit is None:
            continue
        name, sb, cb, not_in = hit
        if check is not None and check in not_in:
            continue
        n = (
            (sb.get(skill, 0) if raising else 0)
            + cb.get(skill, 0)
            + cb.get("all", 0)
            + (cb.get(check, 0) if check is not None else 0)
        )
        if n:
            v += n
            if terms is not None:
                terms.append((name, n))
    for bonus_of in g.rules.packs.skill_bonus:  # extension point: a Guardian's favour (Hypnos)
        for name, n in bonus_of(g, inv, skill, check):
            v += n
            if terms is not None:
                terms.append((name, n))
    if inv.where in g.content.areas:
        if terms is None:
            for p in lasting_of(g, "check_mod"):
                if p["skill"] == skill:
                    v += p["n"]
        else:  # the same lasting effects, told with the Mythos card that sets each
            for cid in lasting_cards(g):
                if cid is not None:
                    for ld in g.content.mythos[cid].lasting:
                        if ld.kind == "check_mod" and ld.params["skill"] == skill:
                            v += ld.params["n"]
                            terms.append((g.content.mythos[cid].name, ld.params["n"]))
    return v


def skill_terms(g: Game, inv: Investigator, skill: str, check: str | None = None) -> list[tuple[str, int]]:
    """The terms of :func:`skill_value`, each with what sets it."""
    terms: list[tuple[str, int]] = []
    skill_value(g, inv, skill, check, terms)
    return terms


def success_reason(g: Game, inv: Investigator) -> str:
    """Why a die needs what it needs: the card that changes it, or the usual rule."""
    for c in inv.cards:
        faces = card_def(g, c).data.get("success_faces")
        if faces:
            return card_def(g, c).name
    return "the usual 5 or 6"


def success_floor(g: Game, inv: Investigator) -> int:
    """Lowest die that counts as a success: 4 when Blessed, 6 when Cursed (base p.17)."""
    for faces in card_data(g, inv, "success_faces"):
        if faces:
            return min(faces)
    return 5
