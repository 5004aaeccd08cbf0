"""The public entry points: start a game, load a saved one."""

from __future__ import annotations

import random
from typing import Any, Iterable

from arkham.content.ids import resolve
from arkham.content.loader import load_content
from arkham.engine import Game
from arkham.errors import ContentError, SetupError
from arkham.rulesets import get_ruleset
from arkham.state import Investigator, State

SAVE_VERSION = 3  # the save document: 2 holds the settings and the answers, and loading replays them;
#                    3 names the steps by box or topic (a version-2 save's step names are migrated)
STATE_VERSION = 1  # the layout of the state (``State.version``, part of the state hash)
MAX_INVESTIGATORS = 8


def _qualify(ident: Any, table: Any, what: str) -> str:
    """The qualified id of a record of the packs in play: ``abhoth`` or ``Abhoth`` is
    ``dunwich:abhoth`` when Dunwich is in play (the short ids ``arkham list`` shows)."""
    if not isinstance(ident, str):
        raise SetupError(f"{what} must be named by an id, not {ident!r}"[:200])
    if ident in table:
        return ident
    try:
        return resolve(ident, table, what)
    except ContentError as exc:
        raise SetupError(str(exc)) from None


def new_game(
    seed: int = 0,
    ancient_one: str | None = None,
    investigators: Iterable[str] | int = 1,
    packs: Iterable[str] = ("base",),
    ruleset: str = "classic",
    sheets: dict[str, str] | None = None,
    epic_battle: bool = False,
) -> Game:
    """Set up a new game and run it to its first choice.

    ``investigators`` is a list of ids, or a count for a random pick;
    ``ancient_one`` is random when not given. ``sheets`` plays the "Herald/Guardian"
    variant (KH p.10): ``{"herald": id, "guardian": id}``, either one, each a sheet id of
    the loaded packs or ``"random"`` (drawn at setup); without it no sheet is in play.
    ``epic_battle`` plays the Epic Battle variant (KH p.11) in place of the final battle.
    """
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SetupError(f"the seed must be an integer, not {seed!r}")
    rs = get_ruleset(ruleset)
    packs = list(packs)
    if not isinstance(investigators, int):
        investigators = list(investigators)
    # what the game follows from, as JSON data: a save holds it and loading calls this again
    settings = {
        "seed": seed,
        "ancient_one": ancient_one,
        "investigators": investigators if isinstance(investigators, int) else list(investigators),
        "packs": list(packs),
        "ruleset": ruleset,
        "sheets": dict(sheets) if sheets else None,
        "epic_battle": bool(epic_battle),
    }
    try:
        content = load_content(packs)
    except ContentError as exc:
        raise SetupError(str(exc)) from None
    rng = random.Random(seed)
    if isinstance(investigators, int) and not isinstance(investigators, bool):
        n = investigators
        if not 1 <= n <= MAX_INVESTIGATORS:
            raise SetupError(f"a game has 1 to {MAX_INVESTIGATORS} investigators, not {n}")
        excluded = rs.hooks.excluded_investigators  # investigators a rule set does not use
        pool = sorted(set(content.investigators) - (excluded() if excluded else set()))
        inv_ids = rng.sample(pool, n)
    elif isinstance(investigators, bool):
        raise SetupError(f"investigators is a count or a list of ids, not {investigators}")
    else:
        inv_ids = list(investigators)
        if not 1 <= len(inv_ids) <= MAX_INVESTIGATORS:
            raise SetupError(f"a game has 1 to {MAX_INVESTIGATORS} investigators, not {len(inv_ids)}")
        inv_ids = [_qualify(i, content.investigators, "investigator") for i in inv_ids]
        dup = {i for i in inv_ids if inv_ids.count(i) > 1}
        if dup:
            raise SetupError(f"investigator '{sorted(dup)[0]}' is chosen twice")
    if epic_battle:
        from arkham.rules.kingsport.epic_battle import playable_against

        able = playable_against(content)
        if not able:
            raise SetupError("the Epic Battle variant needs its cards: add the 'kingsport' pack (part epic_battle)")
    if ancient_one is None:
        ao = rng.choice(able if epic_battle else sorted(content.ancient_ones))
    else:
        ao = _qualify(ancient_one, content.ancient_ones, "Ancient One")
        if epic_battle and ao not in able:
            raise SetupError(
                f"the Epic Battle variant cannot be played against {content.ancient_ones[ao].name} "
                f"(it can against: {', '.join(content.ancient_ones[a].name for a in able)})"
            )
    st = State(version=STATE_VERSION, seed=seed, packs=packs, ruleset=rs.name, ancient_one=ao, investigators=[])
    if sheets:
        st.rules_data["sheets"] = _sheets(content, sheets)
    if epic_battle:
        st.rules_data["epic_battle"] = {}
    game = Game(st, content, rs, rng, settings)
    from arkham.rules.classic.setup import fresh_investigator

    st.investigators = [fresh_investigator(game, iid, seat) for seat, iid in enumerate(inv_ids)]
    game.push(rs.setup_step)
    game.run()
    return game


def _sheets(content: object, chosen: dict[str, str]) -> dict[str, str]:
    """Check the Herald/Guardian choice (KH p.10: at most one of each kind)."""
    known = getattr(content, "sheets", {})
    out: dict[str, str] = {}
    for kind, ident in chosen.items():
        if kind not in ("herald", "guardian"):
            raise SetupError(f"sheets are 'herald' and 'guardian', not {kind!r}")
        pool = sorted(s.id for s in known.values() if s.kind == kind)
        if ident == "random":
            if not pool:
                raise SetupError(f"no {kind} sheet is in the chosen packs")
        else:
            ident = ident if ":" in ident else f"kingsport:{ident}"
            if ident not in pool:
                raise SetupError(f"unknown {kind} '{ident}' (known: {', '.join(pool) or 'none'})")
        out[kind] = ident
    return out


def load(blob: str) -> Game:
    from arkham.saves import load as _load

    return _load(blob)


__all__ = ["new_game", "load", "Investigator"]
