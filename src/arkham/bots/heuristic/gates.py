"""Gates and seals: the odds of closing a gate, the gates shared out in a group, how
a gate is closed and whether it is sealed, trophies spent."""

from __future__ import annotations

from typing import Any

from arkham.bots.heuristic.odds import _gate_numbers
from arkham.bots.params import Params
from arkham.rules.classic import core as C


class GatesMixin:
    """Gates to close and seal."""

    @staticmethod
    def _back_at_gate(g: Any, inv: Any) -> bool:
        """Back in Arkham from a gate's Other World and standing at that gate, still open:
        he may try to close it, and leaving would mean going through again (base p.9:
        leaving discards the explored marker)."""
        return inv.explored and not inv.stage and inv.where in g.state.gates

    @staticmethod
    def _closing_this_turn(g: Any, inv: Any) -> str | None:
        """The gate he will try to close in this turn's Arkham Encounters, seen from the
        Upkeep: the one he stands at, back from its Other World (a failed try the turn
        before), or the one he comes back through in this Movement (he is in its world's
        second area). None before the Ancient One wakes or for anyone else."""
        st = g.state
        if st.awakened:
            return None
        if GatesMixin._back_at_gate(g, inv):
            return inv.where
        if inv.stage >= 2:
            return next((a for a, m in st.gates.items() if C.base_id(m) == inv.where), None)
        return None

    def _gate_odds(self, g: Any, inv: Any, area: str) -> float:
        mod, diff = self._rules_value(g, "gate", _gate_numbers, area, g.state.gates[area])
        return max(self._p(g, inv, "fight", mod, diff), self._p(g, inv, "lore", mod, diff))

    def _gate_worth(self, g: Any, P: Params, area: str, p: float, steps: int) -> float:
        """How much a gate is worth heading for: twice the chance of closing it, less so much
        a step to it and so much a monster standing there."""
        return 2.0 * p - P.gate_dist_w * steps - P.gate_monster_w * self._monsters_at(g, area)

    def _gates_shared(self, g: Any, inv: Any, P: Params, claimed: set[str]) -> set[str]:
        """The gates the rest of the group goes for when the gates are shared out: every
        investigator free to head for a gate (in town, healthy) is matched to one, the best
        match first (chance of closing, steps, monsters there, as :meth:`_target` weighs a
        gate). Worked out from what every player sees, so each seat finds the same plan."""
        st = g.state
        pairs = []
        for other in st.investigators:
            if other.eliminated or other.stage or other.where not in g.content.areas or other.delayed:
                continue
            if other.sanity < P.gate_health or other.stamina < P.gate_health:
                continue
            dist = self._travel(g, other, other.where)
            es = self._seat(g, other).summary[1]
            for a in st.gates:
                if a in claimed or a not in dist:
                    continue
                p = 1.0 if es else self._gate_odds(g, other, a)
                if p < P.gate_min_odds:
                    continue
                v = self._gate_worth(g, P, a, p, dist[a])
                pairs.append((-v, other.seat, a))
        pairs.sort()
        taken: dict[str, int] = {}
        placed: set[int] = set()
        for _, seat, a in pairs:
            if seat in placed or a in taken:
                continue
            placed.add(seat)
            taken[a] = seat
        return {a for a, seat in taken.items() if seat != inv.seat}

    def _k_elder_sign(self, g: Any, ch: Any, ids: list[str]) -> str:
        """Which elder sign an encounter removes: the first offered (a box's own elder sign
        questions are answered by its step, :mod:`arkham.bots.boxes`)."""
        return ids[0]

    def _k_gate(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        if "leave" not in ids:
            return ids[0]  # drawn through: which of equally near gates
        es = [i for i in ids if i.startswith("elder:")]
        if es and inv.sanity > 1 and inv.stamina > 1:
            return es[0]
        area = self._top(g)["area"]
        from arkham.rules.classic.encounters import gate_modifier

        mod = gate_modifier(g, area)
        f = self._dice(g, inv, "fight", mod)
        lo = self._dice(g, inv, "lore", mod)
        return "lore" if lo > f else "fight"

    def _k_seal(self, g: Any, ch: Any, ids: list[str]) -> str:
        return "seal" if self.params(g).seal_clues else "close"

    def _k_trophy(self, g: Any, ch: Any, ids: list[str]) -> str:
        fr = self._top(g)
        need = fr["tough"] - fr["spent"]
        vals = {i: self._monster(g, i[6:], "toughness") for i in ids}
        enough = [i for i in ids if vals[i] >= need]
        if enough:
            return min(enough, key=lambda i: vals[i])
        return max(ids, key=lambda i: vals[i])
