"""Combat and checks: fight or evade, the weapons and spells readied (the best set
for the hands free), fight on or flee, Clue tokens spent on a check."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from arkham.bots.boxes import CHECK_PASSES, COMBAT_ESCAPES
from arkham.bots.heuristic.odds import _BEST_SET, _remember, devoured_without, p_at_least
from arkham.rules.classic import core as C
from arkham.rules.classic.battle import ao_combat
from arkham.rules.classic.checks import check_floor
from arkham.rules.classic.combat import combat_skill
from arkham.rules.classic.combat_gear import empty_hand_terms, free_hands, weapon_bonus


class CombatMixin:
    """Monsters faced and checks rolled."""

    # ------------------------------------------------------------ combat
    def _monster_mod(self, g: Any, m: str, stat: str) -> int:
        v = self._monster(g, m, stat)
        return v if isinstance(v, int) else 0

    def _gear(
        self, g: Any, inv: Any, target: str, busy: list[str]
    ) -> list[tuple[str, int, int, bool, float, int, bool]]:
        """Usable weapons and spells: (card, hands, bonus, is_spell, p_cast, sanity cost, one-shot)."""
        out = []
        exhausted = inv.exhausted
        for c, d in self._seat(g, inv).summary[0]:
            if c in busy or c in exhausted:
                continue
            x = self._gear_entry(g, inv, target, c, d)
            if x is not None:
                out.append(x)
        return out

    def _gear_entry(
        self, g: Any, inv: Any, target: str, c: str, d: Any
    ) -> tuple[str, int, int, bool, float, int, bool] | None:
        """One weapon or spell ``c`` (its definition ``d``) in his hands, as :meth:`_gear`
        lists it, or None when it adds nothing against ``target``."""
        data = d.data
        bonus = self._weapon_bonus(g, target, c)
        if data.get("bonus_per_success"):  # its bonus is the casting's successes: about a third of the dice
            dice = C.skill_value(g, inv, "lore") + (d.cast_mod or 0)
            bonus = self._weapon_bonus(g, target, c, data["bonus_per_success"] * max(1, dice // 3))
        if target != "ao" and "combat_bonus_vs" in data:
            ab = self._abilities(g, target)
            for tag, b in data["combat_bonus_vs"].items():
                if tag in ab:
                    bonus = max(bonus, self._weapon_bonus(g, target, c, b))
        if bonus <= 0:
            return None
        spell = d.deck == "spell"
        cost = d.sanity_cost or 0
        p = self._p(g, inv, "lore", d.cast_mod or 0, 1, "spell") if spell else 1.0
        return (c, d.hands, bonus, spell, p, cost, data.get("duration") == "one_shot")

    def _best_set(
        self,
        g: Any,
        inv: Any,
        target: str,
        hands: int,
        base_dice: int,
        need: int,
        gear: list[tuple[str, int, int, bool, float, int, bool]],
    ) -> tuple[list[str], float]:
        """The set of gear (within free hands) with the best value: the chance to kill
        (or expected successes against the Ancient One) less small costs."""
        floor = self._floor(g, inv)
        sane = inv.sanity
        cands = [x for x in gear if x[1] <= hands and (not x[3] or sane - x[5] >= 2)]
        if not cands:
            return [], self._score(base_dice, need, floor)
        # a pure function of the numbers: remembered (by position) for every bot of the process
        key = (floor, hands, base_dice, need, tuple([x[1:] for x in cands]))
        hit = _BEST_SET.get(key)
        if hit is None:
            hit = _remember(_BEST_SET, key, self._best_set_of(floor, hands, base_dice, need, cands))
        picks, value = hit
        return [cands[i][0] for i in picks], value

    def _best_set_of(
        self,
        floor: int,
        hands: int,
        base_dice: int,
        need: int,
        cands: list[tuple[str, int, int, bool, float, int, bool]],
    ) -> tuple[tuple[int, ...], float]:
        score = self._score
        best: tuple[float, tuple[int, ...]] = (score(base_dice, need, floor), ())
        for r in (1, 2):
            for picks in combinations(range(len(cands)), r):
                combo = [cands[i] for i in picks]
                if sum(x[1] for x in combo) > hands:
                    continue
                # average over casting outcomes of the spells in the set
                spells = [x for x in combo if x[3]]
                fixed = sum(x[2] for x in combo if not x[3])
                total = 0.0
                for mask in range(1 << len(spells)):
                    pr, bonus = 1.0, fixed
                    for i, s in enumerate(spells):
                        if mask >> i & 1:
                            pr *= s[4]
                            bonus += s[2]
                        else:
                            pr *= 1 - s[4]
                    total += pr * score(base_dice + bonus, need, floor)
                cost = sum(0.04 * x[5] for x in spells)
                cost += sum(0.12 for x in combo if x[6])
                if total - cost > best[0] + 1e-9:
                    best = (total - cost, picks)
        return best[1], best[0]

    @staticmethod
    def _score(dice: int, need: int, floor: int) -> float:
        if need <= 0:  # against the Ancient One: expected successes, scaled
            return max(0, dice) * (7 - floor) / 6 / 4
        return p_at_least(max(0, dice), need, floor)

    def _fight_odds(self, g: Any, inv: Any, m: str) -> float:
        """The chance to defeat ``m`` in one round with the best gear in hand."""
        md = C.monster_def(g, m)
        base = self._dice(g, inv, combat_skill(g, m), self._monster_mod(g, m, "combat"), "combat")
        need = self._monster(g, m, "toughness")
        gear = self._gear(g, inv, m, [])
        _, p = self._best_set(g, inv, m, 2, base, need, gear)
        if md.combat is None:  # no printed combat rating: a text of its own, odds unknown
            p *= 0.5
        return p

    def _k_face(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        m = self._top(g)["monster"]
        p_evade = self._p(g, inv, "sneak", self._monster_mod(g, m, "awareness"), 1, "evade")
        md = C.monster_def(g, m)
        san_risk = (md.sanity_damage or 0) + (md.nightmarish or 0)
        healthy = inv.sanity > san_risk + 1 and inv.stamina > (md.stamina_damage or 0) + 1
        P = self.params(g)
        if not healthy and p_evade >= P.evade_p:
            return "evade"  # whatever the odds of a fight
        p_kill = self._fight_odds(g, inv, m)
        if p_kill >= P.fight_p and healthy:
            return "fight"
        if (
            self.TROPHY_LIVES
            and healthy
            and devoured_without(g) == "monster_trophies"
            and p_kill >= 0.4
            and len(inv.monster_trophies) < self.TROPHY_LIVES + 1
        ):
            return "fight"  # against Shub-Niggurath a monster trophy is a life in the final battle
        if p_evade >= P.evade_p or p_evade >= p_kill:
            return "evade"
        return "fight"

    def _k_combat(self, g: Any, ch: Any, ids: list[str]) -> str:
        if "stomp" in ids:  # Jim Culver's Dead Man Stomp: a Clue token for a sure win against the Undead
            return "stomp"
        inv = self._inv(g, ch)
        fr = self._top(g)
        if "horror" in ids:
            # spells usable before the Horror check: it readies its gear for the Combat check
            # after it, when it knows whether it stays to fight
            return "horror"
        if fr["k"] == "combat_check" and fr.get("target") is None:
            return self._ready_for_check(g, inv, ids, fr)
        vs_ao = "attack" in ids
        if "pass" in (fr.get("auto") or []) and "fight" in ids:
            return "fight"  # a card has made the next Combat check pass (Handcuffs)
        sure = self._sure_pass(g, ids)
        if sure is not None:
            return sure
        target = "ao" if vs_ao else fr["monster"]
        cards = inv.cards
        held = [c for c in fr.get("held", ()) if c in cards]
        failed = [c for c in fr.get("failed", ()) if c in cards]
        busy = held + failed
        gear = self._gear(g, inv, target, busy)
        if not gear:  # nothing more to ready
            if vs_ao:
                return "attack"
            if "flee" not in ids:
                return "fight"
        hands = free_hands(g, busy, inv)
        cast = fr.get("cast", ())
        set_by_cast = fr.get("cast_bonus", {})  # Fist of Yog-Sothoth: the bonus its casting rolled
        bonus = sum(
            self._weapon_bonus(g, target, c, set_by_cast.get(c))
            for c in held
            if C.card_def(g, c).deck != "spell" or c in cast
        )
        bonus += sum(n for _, n in empty_hand_terms(g, fr, inv))  # Martial Arts with the hands still empty
        if vs_ao:
            base = self._dice(g, inv, "fight", ao_combat(g), "combat") + bonus
            need = 0
        else:
            base = self._dice(g, inv, combat_skill(g, target), self._monster_mod(g, target, "combat"), "combat") + bonus
            need = self._monster(g, target, "toughness")
        want, _ = self._best_set(g, inv, target, hands, base, need, gear)
        for c in want:
            for verb in ("hold", "cast"):
                if f"{verb}:{c}" in ids:
                    return f"{verb}:{c}"
        if vs_ao:
            return "attack"
        p_kill = p_at_least(base, need, self._floor(g, inv))
        for hook in COMBAT_ESCAPES:  # a box's way out of a losing fight (Nodens' Nightgaunt)
            ans = hook(self, g, inv, ids, p_kill)
            if ans is not None:
                return ans
        if "flee" not in ids:
            return "fight"
        p_flee = self._p(g, inv, "sneak", self._monster_mod(g, target, "awareness"), 1, "evade")
        dmg = self._monster(g, target, "stamina_damage") or 0
        if inv.stamina <= dmg:
            return "fight" if p_kill >= p_flee else "flee"
        if p_kill >= self.params(g).flee_p or p_kill >= p_flee:
            return "fight"
        return "flee"

    @staticmethod
    def _sure_pass(g: Any, ids: list[str]) -> str | None:
        """A card use, neither a spell nor a check, that makes the Combat check pass (Handcuffs)."""
        for i in ids:
            if not i.startswith("use:"):
                continue
            card, _, idx = i[4:].rpartition(":")
            use = C.card_def(g, card).data["uses"][int(idx)]
            if (
                not use.get("cast")
                and not use.get("check")
                and any(
                    o.get("op") == "combat_effect" and o.get("effect") == "pass_check" for o in use.get("effect", ())
                )
            ):
                return i
        return None

    def _ready_for_check(self, g: Any, inv: Any, ids: list[str], fr: dict[str, Any]) -> str:
        """An encounter's Combat check: ready the physical weapon that adds most while
        hands allow (no Sanity spent on spells for an encounter), then roll."""
        weapons = [(weapon_bonus(g, None, i[5:]), i) for i in ids if i.startswith("hold:")]
        weapons = [w for w in weapons if w[0] > 0]
        return max(weapons)[1] if weapons else fr["go"]

    def _k_order(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        return max(ids, key=lambda i: self._p(g, inv, "sneak", self._monster_mod(g, i[2:], "awareness"), 1, "evade"))

    # ------------------------------------------------------------- checks
    def _k_check(self, g: Any, ch: Any, ids: list[str]) -> str:
        """The answer of :meth:`_check_answer`; where that would spend a Clue token and the
        rules offer none for this check, the roll is kept."""
        ans = self._check_answer(g, ch, ids)
        return "accept" if ans == "clue" and "clue" not in ids and "accept" in ids else ans

    def _check_answer(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        st = g.state
        fr = self._top(g)
        parent = st.stack[-2]["k"] if len(st.stack) >= 2 else ""
        floor = check_floor(g, inv, fr["skill"]) if "skill" in fr else self._floor(g, inv)
        succ = sum(1 for d in fr.get("dice", []) if d >= floor) + fr.get("added", 0)
        diff = fr.get("diff", 1)
        if parent == "combat_check" and st.stack[-2].get("target") == "ao":
            return self._ao_attack_check(g, inv, ids, fr, st.stack[-2], floor, succ, diff)
        if succ >= diff:
            return "accept"  # never spend on a check already passed
        rerolls = [i for i in ids if i.startswith(("reroll:", "condition:"))]
        if rerolls and len(fr.get("dice", [])) > succ:
            return rerolls[0]  # a free re-roll before any Clue token
        for hook in CHECK_PASSES:  # a box's pass when Clue tokens cannot (a Blessing of Nodens)
            ans = hook(self, g, inv, ids, diff - succ)
            if ans is not None:
                return ans
        exhaust_clue = [
            i for i in ids if i.startswith("asclue:") and C.card_def(g, i[7:]).data.get("counts_as_clue") == "exhaust"
        ]
        if exhaust_clue:
            return exhaust_clue[0]  # a card exhausted in place of a Clue token (Mythos Lore) costs nothing kept
        plus = [i for i in ids if i.startswith("plus1:")]
        if plus and diff - succ == 1:
            return plus[0]  # a Skill exhausted for the one success missing (Endurance)
        bought = [i for i in ids if i.startswith("clue2:")]
        if bought and diff - succ == 1 and not st.awakened and inv.clues >= 2 + self._clue_reserve(g, inv):
            return bought[0]  # 2 Clue tokens for a sure success when one is missing
        if st.awakened:
            keep = 1 if self._clues_are_lives(g) else 0
            return "clue" if inv.clues > keep and self.params(g).battle_defend else "accept"
        if fr.get("kind") == "combat" and parent == "combat" and self._endless_fight(g, inv, st.stack[-2]):
            return "clue"  # kept Clue tokens would only make the fight last for ever
        if self.HOPELESS and inv.clues < diff - succ:
            return "accept"  # not enough Clue tokens left to pass: keep them
        cost = self._seal_cost(g)
        if parent == "gate.close":
            if cost is None or inv.clues > cost or inv.clues <= 2:
                return "clue"
            return "accept"
        reserve = self._clue_reserve(g, inv)
        kind = fr.get("kind")
        deadly = False
        if parent in ("combat", "face"):
            m = st.stack[-2].get("monster")
            if m:
                if kind == "horror":
                    deadly = inv.sanity <= (self._monster(g, m, "sanity_damage") or 0)
                else:
                    deadly = inv.stamina <= (self._monster(g, m, "stamina_damage") or 0)
        if deadly:
            reserve = 1 if self._clues_are_lives(g) else 0
        if self.HOPELESS and inv.clues - reserve < diff - succ:
            return "accept"  # the tokens it may spend cannot make up the successes missing
        return "clue" if inv.clues > reserve else "accept"

    @staticmethod
    def _endless_fight(g: Any, inv: Any, fr: dict[str, Any]) -> bool:
        """A fight that never ends unless Clue tokens are spent: no way to flee (an Ambush
        monster, or no die to evade with) and blows that do the investigator no harm (a
        1-damage monster against Strong Body). The engine ends such a fight as a stalemate
        only once the investigator has no Clue token left, so keeping them loops for ever."""
        from arkham.rules.classic.combat import trapped_unharmed

        m = fr.get("monster")
        return bool(m) and trapped_unharmed(g, fr, inv, m)

    def _k_nearest_monster(self, g: Any, ch: Any, ids: list[str]) -> str:
        """Which of the nearest monsters it faces: the one it is likeliest to kill."""
        inv = self._inv(g, ch)
        floor = self._floor(g, inv)

        def p_kill(m: str) -> tuple[float, int]:
            dice = self._dice(g, inv, "fight", self._monster_mod(g, m, "combat"), "combat")
            return (p_at_least(dice, self._monster(g, m, "toughness") or 1, floor), -ids.index(m))

        return max(ids, key=p_kill)

    def _k_evade(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        m = self._top(g).get("monster")
        uses = [i for i in ids if i.startswith("use:")]
        if uses and m:
            if self._p(g, inv, "sneak", self._monster_mod(g, m, "awareness"), 1, "evade") < 0.6:
                return uses[0]
        return "roll" if "roll" in ids else ids[0]

    def _k_toll(self, g: Any, ch: Any, ids: list[str]) -> str:
        """A monster's toll before a check: pay with a Clue token or the least useful Item."""
        inv = self._inv(g, ch)
        if "clue" in ids:
            return "clue"
        cards = [i for i in ids if i.startswith("card:")]
        return min(cards, key=lambda i: self.card_value(g, inv, i[5:])) if cards else "refuse"

    def _k_loss(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        fr = self._top(g)
        san, sta = fr.get("sanity", 0) or 0, fr.get("stamina", 0) or 0
        deadly = (san and inv.sanity <= san) or (sta and inv.stamina <= sta)
        labels = dict(ch["options"])
        for i in ids:
            if not i.startswith("use:"):
                continue
            # in the final battle a card kept for a later loss serves no better than now
            if deadly or "Discard" not in labels[i] or san + sta >= 3 or g.state.awakened:
                return i
        return "take"

    def _k_monster(self, g: Any, ch: Any, ids: list[str]) -> str:
        invs = [i for i in g.state.investigators if not i.eliminated]

        def strength(a: str) -> int:
            return max((self._dice(g, i, "fight") + i.stamina for i in invs if i.where == a), default=0)

        return max(ids, key=lambda a: (strength(a), a))

    def _k_devour_ward(self, g: Any, ch: Any, ids: list[str]) -> str:
        return "refuse"  # Nine Lives: never allow it
