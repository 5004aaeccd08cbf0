"""What a simulation run plays, and the deterministic plan of its games.

A run is a grid of *cells* (Ancient One x player count x bot); ``games`` is the
number of games per cell. The Kingsport variants (a Herald, a Guardian, the Epic
Battle) are settings of the whole run (see :mod:`arkham.lab.variant`). Game ``idx`` plays cell ``idx % cells`` with its own
seed, derived from the run seed and ``idx`` alone, so a game is the same
whichever process, machine or backend plays it, and in whatever order.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, field
from typing import Any

from arkham.errors import ArkhamError


class LabError(ArkhamError):
    """Bad settings or an unusable results database; the message names what is wrong."""


def derive_seed(*parts: Any) -> int:
    """A 63-bit seed from any parts (stable across processes, machines and Python runs)."""
    blob = ":".join(str(p) for p in parts).encode()
    return int.from_bytes(hashlib.blake2b(blob, digest_size=8).digest(), "big") >> 1


def _resolve(ident: str, table: Any, what: str, extra: tuple[str, ...] = ()) -> str:
    """The qualified id of a short one within the packs in play (``abhoth`` ->
    ``dunwich:abhoth``); a LabError listing the known ids."""
    from arkham.content.ids import resolve
    from arkham.errors import ContentError

    try:
        return resolve(ident, table, what, extra)
    except ContentError as exc:
        raise LabError(str(exc)) from None


@dataclass(frozen=True)
class RunSpec:
    """The settings of a run. ``investigators`` empty means a random pick per game."""

    games: int  # games per cell
    ancient_ones: tuple[str, ...]
    players: tuple[int, ...] = (1,)
    investigators: tuple[str, ...] = ()
    bots: tuple[str, ...] = ("heuristic",)
    packs: tuple[str, ...] = ("base",)
    ruleset: str = "classic"
    seed: int = 0
    max_choices: int = 100_000  # a game still going after this many is recorded as unfinished
    herald: str = ""  # Herald/Guardian variant (KH p.10): a sheet id, "random" or ""
    guardian: str = ""
    epic_battle: bool = False  # Epic Battle variant (KH p.11)
    extra: dict[str, Any] = field(default_factory=dict)

    # ------------------------------------------------------------ shape
    @property
    def cells(self) -> list[tuple[str, int, str]]:
        return [(ao, p, b) for ao in self.ancient_ones for p in self.players for b in self.bots]

    @property
    def total(self) -> int:
        return self.games * len(self.cells)

    def plan(self, idx: int) -> dict[str, Any]:
        """Everything game ``idx`` needs: its cell and seeds."""
        cells = self.cells
        ao, players, bot = cells[idx % len(cells)]
        return {
            "idx": idx,
            "ancient_one": ao,
            "players": players,
            "bot": bot,
            "seed": derive_seed(self.seed, idx, "game"),
            "bot_seed": derive_seed(self.seed, idx, "bot"),
        }

    # ------------------------------------------------------------- json
    def to_json(self) -> str:
        d = asdict(self)
        return json.dumps(d, sort_keys=True)

    @classmethod
    def from_json(cls, blob: str) -> "RunSpec":
        d = json.loads(blob)
        for k in ("ancient_ones", "players", "investigators", "bots", "packs"):
            d[k] = tuple(d[k])
        return cls(**d)

    # -------------------------------------------------------- validation
    def validated(self) -> "RunSpec":
        """Check every setting against the content and the bot registry; return the
        spec with ids qualified (``cthulhu`` -> ``base:cthulhu``). Raises :class:`LabError`."""
        from arkham.bots.base import BotError, check_bot_name
        from arkham.content.loader import load_content
        from arkham.errors import ContentError
        from arkham.rulesets import get_ruleset

        if not isinstance(self.games, int) or self.games <= 0:
            raise LabError(f"the number of games must be a positive whole number, not {self.games}")
        try:
            get_ruleset(self.ruleset)
        except ArkhamError as exc:
            raise LabError(str(exc)) from None
        try:
            content = load_content(list(self.packs))
        except (ContentError, ArkhamError) as exc:
            raise LabError(f"cannot load packs {', '.join(self.packs)}: {exc}") from None
        from arkham.lab.variant import check_epic, check_sheet, epic_ancient_ones

        if (self.herald or self.guardian or self.epic_battle) and self.ruleset != "classic":
            raise LabError(
                f"the Herald/Guardian and Epic Battle variants are played with the classic rule set, not {self.ruleset}"
            )
        herald = check_sheet(content, self.packs, "herald", self.herald) or ""
        guardian = check_sheet(content, self.packs, "guardian", self.guardian) or ""
        if self.epic_battle:
            check_epic(content, self.packs, ())
        aos = []
        for a in self.ancient_ones or ("all",):
            if a == "all":
                aos.extend(epic_ancient_ones(content) if self.epic_battle else sorted(content.ancient_ones))
                continue
            q = _resolve(a, content.ancient_ones, "Ancient One", ("or all",))
            if self.epic_battle:
                check_epic(content, self.packs, (q,))
            aos.append(q)
        invs = []
        for i in self.investigators:
            q = _resolve(i, content.investigators, "investigator")
            if q in invs:
                raise LabError(f"investigator '{i}' is chosen twice")
            invs.append(q)
        players = tuple(self.players)
        if invs:
            players = (len(invs),)
        if not players:
            raise LabError("give at least one player count")
        for p in players:
            if not isinstance(p, int) or not 1 <= p <= 8:
                raise LabError(f"a game has 1 to 8 investigators, not {p}")
            if p > len(content.investigators):
                raise LabError(f"only {len(content.investigators)} investigators exist, not {p}")
        if not self.bots:
            raise LabError("give at least one bot")
        for b in self.bots:
            try:
                check_bot_name(b)
            except BotError as exc:
                raise LabError(str(exc)) from None
        if self.max_choices <= 0:
            raise LabError(f"max choices must be positive, not {self.max_choices}")
        return RunSpec(
            games=self.games,
            ancient_ones=tuple(dict.fromkeys(aos)),
            players=tuple(dict.fromkeys(players)),
            investigators=tuple(invs),
            bots=tuple(dict.fromkeys(self.bots)),
            packs=tuple(self.packs),
            ruleset=self.ruleset,
            seed=self.seed,
            max_choices=self.max_choices,
            herald=herald,
            guardian=guardian,
            epic_battle=bool(self.epic_battle),
            extra=dict(self.extra),
        )
