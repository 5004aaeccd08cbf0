"""Movement and errands: where an investigator wants to be and why (care, a gate to
close, Clue tokens, shops, trophies to spend, a Task's next step), the way there (the
train between towns, round the monsters), and where he lands or goes."""

from __future__ import annotations

import heapq
from collections import Counter
from typing import Any

from arkham.bots.boxes import IDLE_USES_BARRED, MOVE_FIRST, STREET_USES
from arkham.bots.heuristic.odds import _gate_numbers, devoured_without, p_at_least
from arkham.rules.classic import core as C
from arkham.rules.classic.encounters import location_entry
from arkham.rules.classic.movement import distances

ASYLUM = "base:arkham/arkham_asylum"
HOSPITAL = "base:arkham/st_marys_hospital"
#: steps an investigator with nothing else to do goes for a good encounter (``Params.idle_step_w``)
IDLE_REACH = 4
TRAIN_COST = 2  # a train ride in board steps: its movement point, and the $1 fare weighed as one more


class MovementMixin:
    """Targets, routes and places."""

    def _distances(self, g: Any, area: str) -> dict[str, int]:
        d = self._dist.get(area)
        if d is None:
            d = self._dist[area] = distances(g, area)
        return d

    def _travel(self, g: Any, inv: Any, area: str) -> dict[str, int]:
        """Distances from ``area`` counting one train ride between towns (DH p.5) as
        ``TRAIN_COST`` steps, when he can pay the fare; otherwise the board distances.
        A function of the content and the area, so it is remembered like them."""
        towns = g.content.towns
        if len(towns) < 2 or area not in g.content.areas:
            return self._distances(g, area)
        # leaving Arkham (the first town) keeps a dollar for the ride back
        if inv.money < (2 if g.content.areas[area].town == next(iter(towns)) else 1):
            return self._distances(g, area)
        d = self._travel_memo.get(area)
        if d is None:
            d = dict(self._distances(g, area))
            here = g.content.areas[area].town
            for t in towns.values():
                if t.id == here:
                    continue
                for far in t.depots:
                    via = min(
                        (d[near] for tw in towns.values() if tw.id != t.id for near in tw.depots if near in d),
                        default=None,
                    )
                    if via is None:
                        continue
                    for a, n in self._distances(g, far).items():
                        if via + TRAIN_COST + n < d.get(a, 10**6):
                            d[a] = via + TRAIN_COST + n
            self._travel_memo[area] = d
        return d

    @staticmethod
    def _near(g: Any, dist: dict[str, int], cands: Any) -> str | None:
        """The open area of ``cands`` nearest by ``dist`` (ties: the lowest id)."""
        areas = g.content.areas
        best, best_d = None, 0
        for a in cands:
            d = dist.get(a)
            if d is None or a not in areas or C.is_closed(g, a):
                continue
            if best is None or d < best_d or (d == best_d and a < best):
                best, best_d = a, d
        return best

    def _target(self, g: Any, inv: Any, dist: dict[str, int]) -> str | None:
        """Where this investigator wants to be, by priority."""
        st = g.state
        areas = g.content.areas
        gates = st.gates
        decks = st.decks
        special = self._special
        near = self._near

        P = self.params(g)
        msan, msta = self._max_health(g, inv)
        prep = self._doom_pressure(g)
        low_san = inv.sanity <= max(1, int(msan * P.heal_frac + 1e-9)) or (prep and inv.sanity < msan - 1)
        low_sta = inv.stamina <= max(1, int(msta * P.heal_frac + 1e-9)) or (prep and inv.stamina < msta - 1)
        cares = [
            place
            for low, place in ((low_san, ASYLUM), (low_sta, HOSPITAL))
            if low and place in areas and not C.is_closed(g, place) and place not in gates
        ]
        if cares:
            # both wanted: the nearer first (the one he stands in costs no walk through the streets)
            return min(cares, key=lambda place: dist.get(place, 99))
        arms, has_es, floor = self._seat(g, inv).summary
        if self._back_at_gate(g, inv) and (has_es or self._gate_odds(g, inv, inv.where) >= P.gate_min_odds):
            # he stays to close it rather than leave it for another gate, a shop, or a gate
            # another investigator stands at (:meth:`_back_at_gate`)
            return inv.where
        weapons = len(arms)
        # Blessed before the final battle, paid with trophies (:meth:`_bless_wanted`)
        if P.bless_prep and self._bless_wanted(g, inv):
            t = near(g, dist, [a for a in special.get("blessing", []) if a not in gates])
            if t and dist[t] <= P.bless_prep:
                return t
        # trophies worth spending (monster trophies only; gate trophies win games)
        if inv.monster_trophies:
            spare = self._spare_toughness(g, inv)
            wanted: list[str] = []
            if spare >= 10:
                if decks.get("base:deputy_of_arkham"):
                    wanted += special.get("deputy", [])
                if decks.get("ally"):
                    wanted += special.get("recruit_ally", [])
            if spare >= 5 and not wanted and not P.bless_prep:  # with Blessings to buy, kept for them
                wanted += special.get("dissection", [])
            t = near(g, dist, [a for a in wanted if a not in gates])
            if t and dist[t] <= 6:
                return t
        # shopping first when unarmed and near a shop
        if weapons == 0 and inv.money >= 4 and not st.awakened and decks.get("common"):
            t = near(g, dist, [a for a in special.get("shop_common", []) if a not in gates])
            if t and dist[t] <= 3:
                return t
        # a gate to enter and close, unless a fellow investigator is already on it
        healthy = inv.sanity >= P.gate_health and inv.stamina >= P.gate_health
        claimed = set()
        if gates:
            others = [i for i in st.investigators if i.seat != inv.seat and not i.eliminated]
            at = {i.where for i in others}
            beyond = {i.where for i in others if i.stage > 0}
            for a, marker in gates.items():
                if a in at or (beyond and C.base_id(marker) in beyond):
                    claimed.add(a)
            if not has_es:
                fight, lore = self._skill(g, inv, "fight"), self._skill(g, inv, "lore")
        odds: dict[str, float] = {}  # as _gate_odds, or 1 with an Elder Sign
        # against Yog-Sothoth a gate trophy is a life in the final battle: one without heads for any gate
        lives = (
            self.TROPHY_LIVES and devoured_without(g) == "gate_trophies" and len(inv.gate_trophies) < self.TROPHY_LIVES
        )
        # with gate trophies enough to win, closing the last few gates wins the game (base p.12)
        push = (
            P.close_push
            and gates
            and len(gates) <= P.close_push
            and not st.awakened
            and sum(len(i.gate_trophies) for i in st.investigators) >= C.players(g)
        )
        min_odds = min(P.gate_min_odds, 0.1) if lives or push else P.gate_min_odds
        if lives or push:
            healthy = inv.sanity >= 2 and inv.stamina >= 2
        if P.gate_share and gates and healthy:
            claimed |= self._gates_shared(g, inv, P, claimed)
        if gates and healthy:
            best, best_v = None, -1e9
            for a in gates:
                if a not in dist or a in claimed:
                    continue
                if has_es:
                    p = 1.0
                else:
                    mod, diff = self._rules_value(g, "gate", _gate_numbers, a, gates[a])
                    diff = max(0, diff)
                    p = max(p_at_least(max(0, fight + mod), diff, floor), p_at_least(max(0, lore + mod), diff, floor))
                odds[a] = p
                if p < min_odds:
                    continue
                v = self._gate_worth(g, P, a, p, dist[a])
                if v > best_v:
                    best, best_v = a, v
            cost = self._seal_cost(g)
            eager = cost is not None and inv.clues >= cost or prep or len(gates) >= P.gate_eager_open or lives or push
            if best is not None and (eager or dist[best] <= P.gate_radius):
                return best
        # the next step of a Task or Mission held (DH p.5), when it is close
        t = near(g, dist, [a for a in self._quest_places(g, inv) if a not in gates])
        if t and dist[t] <= P.clue_radius:
            return t
        # Clue tokens
        clues = [a for a, n in st.clues_on.items() if n > 0 and a not in gates]
        t = near(g, dist, clues)
        if t and dist[t] <= P.clue_radius:
            return t
        # shopping
        shops: list[str] = []
        if inv.money >= 3 and (weapons < 2 or inv.money >= 6) and decks.get("common"):
            shops += special.get("shop_common", [])
        if inv.money >= 5 and decks.get("spell"):
            shops += special.get("magic_lessons", [])
        if inv.money >= 5 and decks.get("unique"):
            shops += special.get("shop_unique", [])
        if inv.money >= 8 and decks.get("skill"):
            shops += special.get("classes", [])
        t = near(g, dist, [a for a in shops if a not in gates])
        if t and dist[t] <= P.shop_radius:
            return t
        if gates and healthy:
            # gates in reach (odds worked out above; those out of reach are never nearest)
            t = near(g, dist, [a for a in odds if odds[a] >= P.gate_min_odds])
            if t:
                return t
        t = near(g, dist, clues)
        if t:
            return t
        if P.idle_step_w:
            # nothing else to do: the location whose encounter is worth most to him, on
            # average, less so much a step (within IDLE_REACH steps, no gate, no monster)
            best, best_v = None, 0.0
            areas = g.content.areas
            for a, d in dist.items():
                if (
                    d > IDLE_REACH
                    or a in gates
                    or areas[a].kind != "location"
                    or C.is_closed(g, a)
                    or self._monsters_at(g, a)
                ):
                    continue
                v = self._encounter_worth(g, inv, a) - P.idle_step_w * d
                if v > best_v:
                    best, best_v = a, v
            return best
        return None

    def _encounter_worth(self, g: Any, inv: Any, area: str) -> float:
        """What an encounter at ``area`` is worth to him (:meth:`_value_ops`), on average over
        the cards of its neighborhood's deck (shuffled before each draw: each as likely)."""
        st = g.state
        nb = g.content.areas[area].neighborhood
        deck = st.decks.get(f"loc:{nb}", [])
        if not deck:
            return 0.0
        # remembered for the turn while nothing it reads of him or the board changes
        if self._worth_turn != st.turn:
            self._worth_turn, self._worth = st.turn, {}
        key = (
            area,
            inv.seat,
            inv.sanity,
            inv.stamina,
            inv.money,
            inv.clues,
            tuple(inv.sliders),
            tuple(inv.cards),
            st.environment,
            st.terror,
            len(deck),
        )
        v = self._worth.get(key)
        if v is None:
            tot = 0.0
            for c in deck:
                e = location_entry(g, c, area, inv)
                if e is not None:
                    tot += self._value_ops(g, inv, e.effect)
            v = self._worth[key] = tot / len(deck)
        return v

    def _bless_wanted(self, g: Any, inv: Any) -> bool:
        """Whether, with :attr:`Params.bless_prep`, he should spend trophies on a Blessing
        (South Church, base p.23): the Ancient One may wake within :attr:`Params.bless_when`
        Mythos Phases (:meth:`_mythos_to_awaken`; a Blessing is lost on a 1 at each Upkeep,
        so it is bought late), someone in the group is not Blessed, and he can pay (5
        toughness of monster trophies or a gate trophy) without giving up the trophy that
        is his life against Shub-Niggurath (monster) or Yog-Sothoth (gate)."""
        st = g.state
        P = self.params(g)
        if not P.bless_prep or st.awakened or self._mythos_to_awaken(g) > P.bless_when:
            return False
        if all(C.has_card(g, i, "base:blessing") for i in st.investigators if not i.eliminated):
            return False
        gates = len(inv.gate_trophies) - (1 if devoured_without(g) == "gate_trophies" else 0)
        return self._spare_toughness(g, inv) >= 5 or gates >= 1

    def _spare_toughness(self, g: Any, inv: Any) -> int:
        """The toughness of his monster trophies he may spend: all but his toughest against
        Shub-Niggurath, where one trophy is his life in the final battle."""
        toughs = [self._monster(g, m, "toughness") for m in inv.monster_trophies]
        if not toughs:
            return 0
        return sum(toughs) - (max(toughs) if devoured_without(g) == "monster_trophies" else 0)

    @staticmethod
    def _mythos_to_awaken(g: Any) -> int:
        """The fewest Mythos Phases that may wake the Ancient One: each adds at most one doom
        token and opens at most one gate (a surge opens none), so the doom tokens or the
        gates still wanting, whichever is fewer."""
        st = g.state
        track = g.content.ancient_ones[st.ancient_one].doom
        return max(0, min(track - st.doom, C.gate_limit(g) - len(st.gates)))

    @staticmethod
    def _quest_places(g: Any, inv: Any) -> list[str]:
        """Where the next steps of his Tasks and Missions are (``data.task``, one step done
        per card, counted by the game's ``task:<card>`` counter)."""
        out = []
        for c in inv.cards:
            q = C.card_def(g, c).data.get("task")
            if q is not None:
                done = g.state.counters.get(f"task:{c}", 0)
                if done < len(q["steps"]):
                    out.append(q["steps"][done]["place"])
        return out

    def _k_move(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        here = inv.where
        fr = self._top(g)
        key = (g.state.turn, inv.seat, fr.get("start"))
        if self._plan is not None and self._plan_fr is fr and self._plan[0] == key:
            target = self._plan[1]  # the target chosen when this movement began
        else:
            target = self._target(g, inv, self._travel(g, inv, here))
            self._plan, self._plan_fr = (key, target), fr
        for hook in MOVE_FIRST:  # a box's own way there (the White Ship to the gate's world)
            ans = hook(self, g, inv, target, ids)
            if ans is not None:
                return ans
        if target is None or target == here:
            uses = [i for i in ids if i.startswith("use:") and not i.startswith(IDLE_USES_BARRED)]
            if uses and inv.sanity > 2 and inv.stamina > 2:
                return uses[0]  # spare movement: read a tome, use an item
            return "stop"
        if self.params(g).route_danger_w > 0:
            step = self._safe_step(g, inv, target, ids)
            if step is not None:
                return step
        to_target = self._travel(g, inv, target)
        # the step nearest the target (a train ride to a depot of another town is a step);
        # among equally near steps, the one with fewest monsters
        best_d = to_target.get(here, 10**6)
        steps: list[str] = []
        for oid in ids:
            if oid.startswith(("to:", "train:")):
                d = to_target.get(oid.partition(":")[2], 10**6)
                if d < best_d:
                    best_d, steps = d, [oid]
                elif d == best_d and steps:
                    steps.append(oid)
        if not steps:
            return "stop"
        if len(steps) == 1:
            return steps[0]
        return min(steps, key=lambda oid: self._monsters_at(g, oid.partition(":")[2]))

    def _safe_step(self, g: Any, inv: Any, target: str, ids: list[str]) -> str | None:
        """The step on the cheapest way to ``target`` when every area entered costs a step
        plus :attr:`Params.route_danger_w` per point of harm its monsters threaten (each
        one's Stamina and Sanity damage times his chance of failing to evade it, as he must
        slip past them): a longer way round a Gug or a Dhole rather than through it.
        None when the steps offered are not plain moves (a train ride, an ability)."""
        steps = [i for i in ids if i.startswith("to:")]
        if not steps or any(i.startswith("train:") for i in ids):
            return None
        areas = g.content.areas
        w = self.params(g).route_danger_w
        harm: Counter[str] = Counter()
        for m, place in g.state.monsters.items():
            if place in areas:
                pe = self._p(g, inv, "sneak", self._monster_mod(g, m, "awareness"), 1, "evade")
                md = C.monster_def(g, m)
                harm[place] += (1 - pe) * ((md.stamina_damage or 0) + (md.sanity_damage or 0))

        def enter(a: str) -> float:
            return 1.0 + w * harm[a]

        cost = {target: 0.0}
        heap = [(0.0, target)]
        while heap:
            c, a = heapq.heappop(heap)
            if c > cost.get(a, 1e18):
                continue
            ca = c + enter(a)  # moving into a from a neighbour
            for b in areas[a].connects:
                if ca < cost.get(b, 1e18):
                    cost[b] = ca
                    heapq.heappush(heap, (ca, b))
        best, best_c = None, 1e18
        for oid in steps:
            a = oid[3:]
            if a not in cost:
                continue
            c = cost[a] + enter(a)
            if c < best_c or (c == best_c and best is not None and oid < best):
                best, best_c = oid, c
        return best

    def _k_place(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        dist = {a: 0 for a in ids}
        t = self._target(g, inv, dist)
        return t if t in ids else next((a for a in ids if C.is_street(g, a)), ids[0])

    def _k_other_world(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        # a use barred while idle (the White Ship would only carry him to yet another world): he goes on home
        uses = [i for i in ids if i.startswith("use:") and not i.startswith(IDLE_USES_BARRED)]
        if uses and inv.sanity > 2:
            return uses[0]
        return "go" if "go" in ids else ids[0]

    def _k_world(self, g: Any, ch: Any, ids: list[str]) -> str:
        """An Other World to go to: the one most open gates lead back from (a way home and a
        gate to close), the first by name among equals."""
        gates = Counter(C.base_id(gm) for gm in g.state.gates.values())
        return max(ids, key=lambda w: (gates[w], -ids.index(w)))

    def _swap_target(self, g: Any, ch: Any, ids: list[str]) -> str:
        """Places swapped with an investigator or a monster (the Mi-Go Brain Case): the place
        nearest an open gate, an investigator's place before a monster's among equals (he
        lands where the monster stood, with no monster there to face)."""
        gates = list(g.state.gates)

        def where(i: str) -> str:
            kind, _, rest = i.partition(":")
            return g.state.investigators[int(rest)].where if kind == "inv" else g.state.monsters[rest]

        def near(i: str) -> tuple[int, int, int]:
            w = where(i)  # one in an Other World is far from every gate of the board
            d = self._distances(g, w) if w in g.content.areas else {}
            return (min((d.get(a, 99) for a in gates), default=99), 0 if i.startswith("inv:") else 1, ids.index(i))

        return min(ids, key=near)

    def _k_surge(self, g: Any, ch: Any, ids: list[str]) -> str:
        invs = [i for i in g.state.investigators if not i.eliminated and i.where in g.content.areas]

        def crowd(a: str) -> int:
            d = self._distances(g, a)
            return sum(1 for i in invs if d.get(i.where, 99) <= 2)

        return min(ids, key=lambda a: (crowd(a), a))

    def _k_street(self, g: Any, ch: Any, ids: list[str]) -> str:
        for i in ids:
            if i == "rumor:pool":  # a token-pool Rumor: pay while it leaves a margin
                pool = C.lasting_of(g, "token_pool")
                if pool and getattr(self._inv(g, ch), pool[0]["pay"]) > 2:
                    return i
                continue
            if i.startswith("rumor:") and not i.startswith(("rumor:gates", "rumor:fight")):
                return i
        if STREET_USES:
            inv = self._inv(g, ch)
            for hook in STREET_USES:  # a box's street choice (Bast's cats fed)
                ans = hook(self, g, inv, ids)
                if ans is not None:
                    return ans
        return "pass"

    def _k_return(self, g: Any, ch: Any, ids: list[str]) -> str:
        return min(ids, key=lambda a: (len(C.monsters_at(g, a)), a))
