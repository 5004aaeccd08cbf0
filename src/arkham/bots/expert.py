"""The expert bot: the heuristic bot's judgement played with tuned thresholds.

The heuristic bot's hand-set numbers (how eagerly it heads for a gate, how far it
goes for Clue tokens and shops, when it heals, how many Clue tokens it keeps and
whether it seals with them, when it fights, evades or flees, when it prepares for
the final battle) are the fields of :class:`arkham.bots.params.Params`. A
black-box optimizer searched them over simulated games (``arkham.bots.tuning``)
for each Ancient One, once for a lone investigator and once for a group of four;
the expert plays with what it found (:mod:`arkham.bots.tuned`): the set for the
Ancient One in play, for one or two investigators the solo set and for three or
more the group set (a box's Ancient One may bring a group set of its own,
``group_params`` in :mod:`arkham.bots.boxes`). It reads only what a player sees, like the heuristic bot, and
is deterministic for a seed.

The Ancient Ones ask for different play, and the tuned sets show it: against
Nyarlathotep, where every Clue token is a life, a group keeps seven; against Yig it
heads for gates from far off; and where it cannot hope to win the final battle (with
a group: Cthulhu, Shub-Niggurath and Yog-Sothoth; for anyone: Azathoth, whose waking
ends the game) it plays for the win by closing the last gate (``tuned.CLOSING``:
Shub-Niggurath and Yog-Sothoth play Azathoth's set). Thresholds alone still win few
games against those: see the README's *Bot strength*.

One rule the heuristic bot lacks: a fight it cannot win (no chance to kill) that has
gone on for :data:`STUCK_ROUNDS` rounds is fled when fleeing has a chance, and Clue
tokens are spent on its checks whatever it keeps them for; a monster whose attacks
do no harm could otherwise hold an investigator for ever. (With no die to roll either
way such a fight cannot end by the rules; the lab's choice limit stops that game.)
"""

from __future__ import annotations

from typing import Any

from arkham.bots.boxes import GROUP_PARAMS
from arkham.bots.heuristic import HeuristicBot
from arkham.bots.params import Params
from arkham.bots.tuned import GROUP, SOLO, table_of
from arkham.rules.classic import core as C

#: rounds of one fight after which a hopeless fight is fled at any cost
STUCK_ROUNDS = 4


class ExpertBot(HeuristicBot):
    """``ExpertBot(seed).choose(game) -> option id``; ``ExpertBot(seed, solo=P, group=Q)``
    plays ``P`` (one or two investigators) or ``Q`` (more) against every Ancient One
    (the tuner's candidates)."""

    name = "expert"

    def __init__(self, seed: int = 0, solo: Params | None = None, group: Params | None = None):
        super().__init__(seed)
        self.solo = solo
        self.group = group
        self._fight: tuple[Any, ...] = ()  # (turn, seat, monster) of the fight under way
        self._rounds = 0  # combat choices made in it

    def params(self, g: Any) -> Params:
        solo = table_of(len(g.state.investigators)) == "solo"
        fixed = self.solo if solo else self.group
        if fixed is not None:
            return fixed
        ao = C.ao_id(g)
        if solo:
            return SOLO.get(ao) or SOLO["default"]
        return GROUP.get(ao) or GROUP_PARAMS.get(ao) or GROUP["default"]

    def _stuck(self, g: Any, seat: int, monster: Any) -> bool:
        """Count the rounds of this fight; True once it has lasted :data:`STUCK_ROUNDS`."""
        key = (g.state.turn, seat, monster)
        if key != self._fight:
            self._fight, self._rounds = key, 0
        self._rounds += 1
        return self._rounds > STUCK_ROUNDS

    def _k_combat(self, g: Any, ch: Any, ids: list[str]) -> str:
        ans = super()._k_combat(g, ch, ids)
        if ans == "fight" and "flee" in ids:
            fr = self._top(g)
            if self._stuck(g, ch["who"], fr.get("monster")) and self._hopeless(g, ch, fr):
                return "flee"
        return ans

    def _hopeless(self, g: Any, ch: Any, fr: dict[str, Any]) -> bool:
        """Almost no chance to kill without Clue tokens, and some chance to flee."""
        inv = self._inv(g, ch)
        m = fr["monster"]
        gear = self._gear(g, inv, m, [])
        base = self._dice(g, inv, "fight", self._monster_mod(g, m, "combat"), "combat")
        _, p = self._best_set(g, inv, m, 2, base, self._monster(g, m, "toughness"), gear)
        evade = self._dice(g, inv, "sneak", self._monster_mod(g, m, "awareness"), "evade")
        return p < 0.05 and evade > 0

    def _k_check(self, g: Any, ch: Any, ids: list[str]) -> str:
        st = g.state
        if (
            self._rounds > STUCK_ROUNDS
            and "clue" in ids
            and st.stack[-1].get("kind") in ("evade", "combat")
            and self._fight[:2] == (st.turn, ch["who"])
        ):
            return "clue"
        return super()._k_check(g, ch, ids)


__all__ = ["ExpertBot"]
