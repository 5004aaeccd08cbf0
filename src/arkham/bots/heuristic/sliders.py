"""Sliders: the weight of each skill in the case at hand (calm, doom pressing, a gate
to close, the final battle) and the slider steps that raise it most; the steps for a
gate's closing check; a walk of the sliders that never revisits a position."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from arkham.bots.heuristic.odds import PAIRS, _gate_numbers, _remember, p_at_least
from arkham.rules.classic import core as C
from arkham.rules.classic.battle import ATTACK_CHECK


class SliderMixin:
    """Skill sliders set at setup and adjusted in the Upkeep."""

    # ---------------------------------------------------------- sliders
    def _weight_case(self, g: Any, inv: Any) -> tuple[str, ...]:
        """Which weights of the skills apply (:meth:`_weights_for`): the final battle
        against a given Ancient One, closing a gate, doom pressing, or calm."""
        st = g.state
        if st.awakened:
            return ("awake", C.ao_id(g))
        if inv.stage == 2 or (inv.explored and inv.where in st.gates):
            return ("closing",)
        case = "prep" if self._doom_pressure(g) else "calm"
        steps, tw = 0, self.params(g).travel_w
        if tw and not inv.stage and not inv.delayed and inv.where in g.content.areas:
            # the steps to where he means to go this turn: Speed is worth a point each up to them
            dist = self._travel(g, inv, inv.where)
            target = self._target(g, inv, dist)
            steps = dist.get(target, 0) if target else 0
        # (the weight is part of the case: the slider memos are shared by every bot of the process)
        return (case, "walk", steps, tw) if steps else (case,)

    @staticmethod
    @lru_cache(maxsize=64)
    def _weights_for(case: tuple[str, ...]) -> dict[str, float]:
        """The weight of each skill in a case of :meth:`_weight_case` (shared: do not change it)."""
        w = {"speed": 0.9, "sneak": 1.0, "fight": 1.2, "will": 1.0, "lore": 1.1, "luck": 0.9}
        if case[0] == "awake":
            w = {k: 0.1 for k in w}
            w["fight"] = 3.0
            atk = ATTACK_CHECK.get(case[1])
            if atk:
                w[atk[0]] = w.get(atk[0], 0.1) + 2.0
            return w
        if case[0] == "closing":
            w["fight"] += 2.0
            w["lore"] += 2.0
        elif case[0] == "prep":
            w["fight"] += 1.0
        return w

    def _weights(self, g: Any, inv: Any) -> dict[str, float]:
        return self._weights_for(self._weight_case(g, inv))

    @staticmethod
    def _util(vals: dict[str, int], w: dict[str, float]) -> float:
        return sum(w[s] * (1 - (2 / 3) ** max(0, vals[s])) for s in vals)

    def _slider_terms(self, g: Any, inv: Any, w: dict[str, float], wkey: Any) -> tuple[list[float], ...]:
        """Per skill in :data:`SKILLS` order, its term of :meth:`_util` at each slider position."""
        key = (inv.id, wkey)
        t = self._terms_memo.get(key)
        if t is None:
            d = g.content.investigators[inv.id]
            terms = [[w[s] * (1 - (2 / 3) ** max(0, v)) for v in getattr(d, s)] for pair in PAIRS for s in pair]
            if isinstance(wkey, tuple) and len(wkey) == 4 and wkey[1] == "walk":
                # a movement point counts up to the steps he means to walk (:meth:`_weight_case`)
                _, _, steps, tw = wkey
                terms[0] = [u + tw * min(max(0, v), steps) for u, v in zip(terms[0], d.speed)]
            t = _remember(self._terms_memo, key, tuple(terms))
        return t

    def _k_slider(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        i = self._top(g)["slider"]
        w = self._weights(g, inv)
        d = g.content.investigators[inv.id]
        if i >= len(PAIRS):  # the maximum Sanity and Stamina (Yin and Yang): the most even stop
            _, _, sans, stas = C.slider_pairs(g, inv)[i]
            return max(ids, key=lambda x: (min(sans[int(x)], stas[int(x)]), -int(x)))
        a, b = PAIRS[i]

        def u(k: int) -> float:
            return self._util({a: getattr(d, a)[k], b: getattr(d, b)[k]}, w)

        return max(ids, key=lambda x: (u(int(x)), -abs(int(x) - 1.5)))

    def _k_sliders(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        ids = self._unvisited_stops(g, inv, ids)
        gate = self._closing_this_turn(g, inv)
        if gate is not None:
            step = self._close_step(g, inv, gate, ids)
            if step is not None:
                return step
        case = self._weight_case(g, inv)
        key = (inv.id, tuple(inv.sliders), tuple(ids), case)
        memo = self._slider_memo
        ans = memo.get(key)
        if ans is None:
            ans = _remember(memo, key, self._best_slider_move(g, inv, ids, self._weights_for(case), case))
        return ans

    def _unvisited_stops(self, g: Any, inv: Any, ids: list[str]) -> list[str]:
        """The slider options but those that take his sliders back to a position they have
        left in this Upkeep. Two rules of his can each prefer the other's position (the
        gate he means to close wants Fight with the bonus of his cards, the skills' weights
        want Will back), and with unlimited Focus (Wilson Richards) he would step to and fro
        for ever; so adjusting is a walk that never revisits a position, and it ends."""
        fr = self._top(g)  # the step of this Upkeep's adjusting: the same frame until it ends
        if self._stops[0] is not fr:
            self._stops = (fr, set())
        left = self._stops[1]
        here = tuple(inv.sliders)
        left.add(here)
        out = []
        for oid in ids:
            i, _, delta = oid.partition(":")
            if delta:
                there = list(here)
                there[int(i)] += int(delta)
                if tuple(there) in left:
                    continue
            out.append(oid)
        return out

    def _close_step(self, g: Any, inv: Any, gate: str, ids: list[str]) -> str | None:
        """The slider step (Fight/Will or Lore/Luck) that most raises his chance of the
        successes closing ``gate`` needs (two against Yog-Sothoth), with Fight or Lore,
        whichever is better; None when no step raises it. Measured: the expert against
        Yog-Sothoth with four, 3,000 games on each of seeds 71 and 72, +0.6 [+0.0, +1.2] and
        +1.1 [+0.5, +1.7] points (its sliders otherwise weigh the skills by fixed weights
        and gave up the closing die for Will or Luck)."""
        st = g.state
        mod, diff = self._rules_value(g, "gate", _gate_numbers, gate, st.gates[gate])
        d = g.content.investigators[inv.id]
        cur = list(inv.sliders[:3])
        fight_bonus = self._skill(g, inv, "fight") - d.fight[cur[1]]  # what cards add to the sheet
        lore_bonus = self._skill(g, inv, "lore") - d.lore[cur[2]]
        floor = self._floor(g, inv)

        def odds(s1: int, s2: int) -> float:
            dice = max(d.fight[s1] + fight_bonus, d.lore[s2] + lore_bonus) + mod
            return p_at_least(max(0, dice), max(1, diff), floor)

        best, best_p = None, odds(cur[1], cur[2]) + 1e-9
        for oid in ids:
            i, _, delta = oid.partition(":")
            if i not in ("1", "2"):
                continue
            t = cur[:]
            t[int(i)] += int(delta)
            p = odds(t[1], t[2])
            if p > best_p:
                best, best_p = oid, p
        return best

    def _best_slider_move(self, g: Any, inv: Any, ids: list[str], w: dict[str, float], wkey: Any = None) -> str:
        """The single slider step that raises the worth of his skills most (by more than
        0.01): each skill's weight in ``w`` times the chance of a success on its dice, plus,
        in the closing case of :meth:`_weight_case`, twice the chance of one with the better of
        Fight and Lore."""
        if wkey is None:
            wkey = tuple(sorted(w.items()))
        t_speed, t_sneak, t_fight, t_will, t_lore, t_luck = self._slider_terms(g, inv, w, wkey)
        closing = w.get("fight", 0) > 2 and w.get("lore", 0) > 2 and not g.state.awakened
        if closing:
            d = g.content.investigators[inv.id]
            fights, lores = d.fight, d.lore

        def util(s0: int, s1: int, s2: int) -> float:
            u = sum((t_speed[s0], t_sneak[s0], t_fight[s1], t_will[s1], t_lore[s2], t_luck[s2]))
            if closing:
                u += 2.0 * (1 - (2 / 3) ** max(fights[s1], lores[s2]))
            return u

        cur = list(inv.sliders[:3])
        best, best_u = "done", util(*cur) + 0.01
        for oid in ids:
            if oid == "done":
                continue
            i, _, delta = oid.partition(":")
            if int(i) >= len(cur):
                continue  # the maximum Sanity and Stamina (Yin and Yang) stay where they were set
            s = cur[:]
            s[int(i)] += int(delta)
            u = util(*s)
            if u > best_u:
                best, best_u = oid, u
        return best
