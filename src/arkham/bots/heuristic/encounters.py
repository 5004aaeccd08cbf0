"""Encounters and effects: what a list of effects (ops) is worth to him, a location's
special offers, the options of a card, and the small questions of the turn (a gain
on either track, a split, an Upkeep ability, the terror level)."""

from __future__ import annotations

from typing import Any

from arkham.bots.boxes import OP_VALUES, UPKEEP_USES
from arkham.bots.heuristic.odds import devoured_without
from arkham.bots.heuristic.shopping import DECK_VALUE, SPECIAL_VALUE
from arkham.rules.classic import core as C


class EncounterMixin:
    """Effects weighed; encounter and Upkeep answers."""

    # ------------------------------------------------------- evaluation
    def _value_ops(self, g: Any, inv: Any, ops: Any, depth: int = 0) -> float:
        if not ops or depth > 6:
            return 0.0
        return sum(self._value_op(g, inv, o, depth) for o in ops if isinstance(o, dict))

    def _value_op(self, g: Any, inv: Any, o: dict[str, Any], depth: int) -> float:
        op = o.get("op")
        n = o.get("n", 1)
        num = n if isinstance(n, int) else 3
        what = o.get("what")
        vo = self._value_ops
        if op == "gain":
            if what == "clues":
                return 1.5 * num
            if what == "money":
                return 0.4 * num
            if what in ("sanity", "stamina"):
                cap = self._max_health(g, inv)[0 if what == "sanity" else 1]
                return 0.9 * min(num, max(0, cap - getattr(inv, what))) + 0.1
            return 0.5
        if op in ("lose", "pay"):
            if what in ("sanity", "stamina"):
                cur = getattr(inv, what)
                return -1.0 * num - (6.0 if num >= cur else 0.0)
            if what == "clues":
                return -1.5 * min(num, inv.clues)
            if what == "money":
                return -0.4 * min(num, inv.money)
            return -1.0
        if op == "restore":
            gain = 0
            if what in ("sanity", "both"):
                gain += self._max_health(g, inv)[0] - inv.sanity
            if what in ("stamina", "both"):
                gain += self._max_health(g, inv)[1] - inv.stamina
            return 0.9 * gain
        if op == "max":
            return 1.5 * num
        if op == "trophy":
            return (3.0 if o.get("kind") == "gate" else 1.5) * num
        if op == "draw":
            keep = o.get("keep", num)
            return DECK_VALUE.get(o.get("deck", ""), 1.0) * (keep if isinstance(keep, int) else 1)
        if op in ("take", "search"):
            return 2.5
        if op == "buy":
            return 0.5 if inv.money >= 3 else 0.0
        if op == "special":
            return SPECIAL_VALUE.get(str(o.get("card", "")).partition(":")[2], 0.5)
        if op == "bless":
            return 0.0 if C.has_card(g, inv, "base:blessing") else 3.0
        if op == "curse":
            return -3.0
        if op in ("lose_special", "discard_card"):
            return -1.5
        if op == "discard":
            return -1.5 * num
        if op == "check":
            skill, kind = o.get("skill", "luck"), o.get("kind")  # a Horror check made with Will (base p.13)
            if skill == "combat":  # an encounter's Combat check: Fight, as a Combat check (base p.15)
                skill, kind = "fight", "combat"
            p = self._p(g, inv, skill, o.get("mod", 0), o.get("diff", 1), kind)
            return p * vo(g, inv, o.get("pass"), depth + 1) + (1 - p) * vo(g, inv, o.get("fail"), depth + 1)
        if op == "roll":
            if "per_success" in o or "no_success" in o:
                p = (7 - self._floor(g, inv)) / 6
                return num * p * vo(g, inv, o.get("per_success"), depth + 1) + (1 - p) ** num * vo(
                    g, inv, o.get("no_success"), depth + 1
                )
            res = o.get("results") or {}
            if not res:
                return 0.0
            return sum(vo(g, inv, ops, depth + 1) for ops in res.values()) / len(res)
        if op == "choose":
            opts = o.get("options") or []
            return max((vo(g, inv, x.get("do"), depth + 1) for x in opts), default=0.0)
        if op == "may":
            return max(0.0, vo(g, inv, o.get("do"), depth + 1))
        if op == "if":
            return 0.5 * (vo(g, inv, o.get("then"), depth + 1) + vo(g, inv, o.get("else"), depth + 1))
        if op == "if_has_card":
            return 0.5 * vo(g, inv, o.get("do"), depth + 1)
        if op == "encounter_at":
            return 0.3
        if op in ("delayed", "stay_in_world"):
            return -1.0
        if op == "lose_turn":
            return -2.0
        if op == "arrested":
            return -2.5 - inv.money / 4
        if op == "lost":
            return -5.0
        if op == "devoured":
            return -50.0
        if op == "return_to_arkham":
            return 2.0 if inv.stage > 0 else 0.0
        if op in ("monster_appears", "monsters_appear"):
            return -1.5
        if op == "gate_opens":
            return -3.0
        if op == "terror":
            return -1.5 * num
        if op == "doom":
            return -2.5 * num
        if op == "clue_here":
            return 0.5
        if op == "spend_trophies":  # gate trophies win the game; monster trophies buy other things
            return -5.0 * o.get("gates", 0) - 0.3 * o.get("toughness", 0)
        fn = OP_VALUES.get(op)  # an op of a box (an Injury or Madness card drawn)
        return fn(self, g, inv, o, depth) if fn is not None else 0.0

    # ---------------------------------------------------- encounters etc.
    def _special_value(self, g: Any, inv: Any, oid: str) -> float:
        parts = oid.split(":")
        key = parts[1]
        if key in ("psychiatric_care", "medical_care"):
            stat = "sanity" if key == "psychiatric_care" else "stamina"
            cap = self._max_health(g, inv)[0 if stat == "sanity" else 1]
            deficit = cap - getattr(inv, stat)
            if parts[2] == "full":
                return 1.2 * deficit - 0.8
            return 1.2 * min(1, deficit)
        if key == "shop_common":
            return 2.0 if inv.money >= 3 else -1.0
        if key == "shop_unique":
            return 2.0 if inv.money >= 4 else -1.0
        if key == "magic_lessons":
            return 2.2
        if key == "classes":
            return 3.0
        if key == "bank_loan":
            return -1.0
        if key == "ability":  # a location ability written as ops (the Dunwich board's)
            ab = g.content.areas[inv.where].ability
            return self._value_ops(g, inv, ab.do) if ab is not None else 0.0
        if key == "blessing" and self._bless_wanted(g, inv):
            return 4.0  # the final battle is near: dice that succeed on a 4 are worth a trophy
        if len(parts) >= 4 and int(parts[3]) > 0:
            return -5.0  # gate trophies win the game: not spent here
        if devoured_without(g) == "monster_trophies" and len(inv.monster_trophies) <= 1:
            return -5.0
        return {
            "deputy": 4.0,
            "recruit_ally": 3.5,
            "dissection": 2.5,
            "shady_character": 1.0,
            "blessing": 2.0 if not C.has_card(g, inv, "base:blessing") else -1.0,
        }.get(key, 0.0)

    def _k_encounter(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        if any(i.startswith("card:") for i in ids):
            fr = self._top(g)
            from arkham.rules.classic import encounters as E

            best, best_v = ids[0], -1e9
            for oid in ids:
                c = oid[5:]
                if fr.get("k") == "encounter.location":
                    e = E.location_entry(g, c, fr["area"], inv)
                else:
                    e = E.gate_entry(g, c, inv.where)
                v = self._value_ops(g, inv, e.effect) if e is not None else 0.0
                if v > best_v:
                    best, best_v = oid, v
            return best
        best, best_v = "encounter", 0.3
        for oid in ids:
            if oid.startswith("special:"):
                v = self._special_value(g, inv, oid)
                if v > best_v:
                    best, best_v = oid, v
        return best if best in ids else ids[0]

    def _k_may(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        fr = self._top(g)
        ops = fr["o"].get("do") if isinstance(fr.get("o"), dict) else fr.get("ops")
        wards = [i for i in ids if i.startswith("ward:")]
        if wards:  # the Warding Statue against the Ancient One's attack: the whole round is spared
            return wards[0]
        if ops is None:
            return "yes"
        return "yes" if self._value_ops(g, inv, ops) > 0 else "no"

    def _k_choose(self, g: Any, ch: Any, ids: list[str]) -> str:
        fr = self._top(g)
        inv = self._inv(g, ch)
        opts = fr.get("options")
        if opts is not None:  # a card's `choose` op: the option whose effects are worth most
            return max(ids, key=lambda i: self._value_ops(g, inv, opts[int(i[4:])].get("do")))
        if set(ids) == {"sanity", "stamina"}:  # one point lost from either track
            return "sanity" if (inv.sanity, -inv.stamina) > (inv.stamina, -inv.sanity) else "stamina"
        raise ValueError(f"a choice it does not know: {ids}")

    def _k_gain(self, g: Any, ch: Any, ids: list[str]) -> str:
        """One point gained on either track: where more is missing, the lower track on a tie."""
        inv = self._inv(g, ch)
        if set(ids) != {"sanity", "stamina"}:
            raise ValueError(f"a gain it does not know: {ids}")
        miss_san = C.max_sanity(g, inv) - inv.sanity
        miss_sta = C.max_stamina(g, inv) - inv.stamina
        if miss_san != miss_sta:
            return "sanity" if miss_san > miss_sta else "stamina"
        return "sanity" if inv.sanity <= inv.stamina else "stamina"

    def _k_split(self, g: Any, ch: Any, ids: list[str]) -> str:
        """Points split between Sanity and Stamina (``fx.split``). A loss (Y'Golonac's attack,
        ``lose_split``): the track left higher takes more, never emptying one when the other
        can take them. A gain: the points go where they are missing, the lower track first."""
        inv = self._inv(g, ch)
        n = len(ids) - 1
        if self._top(g).get("loss"):

            def left(i: str) -> tuple[int, int]:
                k = int(i.partition(":")[2])
                san, sta = inv.sanity - k, inv.stamina - (n - k)
                return (min(san, sta), san + sta)

            return max(ids, key=left)
        top_san, top_sta = C.max_sanity(g, inv), C.max_stamina(g, inv)

        def after(i: str) -> tuple[int, int]:
            k = int(i.partition(":")[2])
            san, sta = min(top_san, inv.sanity + k), min(top_sta, inv.stamina + n - k)
            return (min(san, sta), san + sta)

        return max(ids, key=after)

    def _k_precognition(self, g: Any, ch: Any, ids: list[str]) -> str:
        """Jacqueline Fine's Precognition: spare the town a Rumor or a new gate when Clue tokens are plenty."""
        st = g.state
        card = g.content.mythos[self._top(g)["card"]]
        inv = self._inv(g, ch)
        new_gate = bool(card.gate) and card.gate not in st.gates and card.gate not in st.seals
        return "discard" if (card.type == "rumor" or new_gate) and inv.clues >= 4 else "keep"

    def _k_leadership(self, g: Any, ch: Any, ids: list[str]) -> str:
        """Leo Anderson's once-a-turn Leadership: spend it at once, on the track nearer 0."""
        st = g.state
        target = st.investigators[self._top(g)["target"]]
        prevent = [i for i in ids if i.startswith("prevent:")]
        return min(prevent, key=lambda i: getattr(target, i.partition(":")[2])) if prevent else ids[-1]

    def _k_upkeep(self, g: Any, ch: Any, ids: list[str]) -> str:
        if "witch_blood" in ids:  # Marie Lambeau's one doom token: keep it for when the track is nearly full
            st = g.state
            if st.doom >= g.content.ancient_ones[st.ancient_one].doom - 2:
                return "witch_blood"
        inv = self._inv(g, ch)
        if g.state.awakened and any(i.startswith("trade:") for i in ids):
            gift = self._battle_gift(g, inv)
            if gift is not None and f"trade:{gift[1]}" in ids:
                return f"trade:{gift[1]}"
        msan, msta = self._max_health(g, inv)
        dsan = msan - inv.sanity
        dsta = msta - inv.stamina
        for oid, label in ch["options"]:
            if not oid.startswith("use:"):
                continue
            lab = label.lower()
            discard = "discard" in lab
            if "sanity" in lab and dsan >= (2 if discard else 1):
                return oid
            if "stamina" in lab and dsta >= (2 if discard else 1):
                return oid
            if ("gain $" in lab or "bless any" in lab) and inv.sanity > 3:
                return oid  # Alchemical Process, Bless: worth a Sanity point when there are several
            if "gain a skill" in lab and inv.sanity > 3:
                return oid  # Forced Learning
        sells = [oid for oid in ids if oid.startswith("blood_money:")]
        if sells and (inv.money < 3 or len(inv.monster_trophies) > 3):
            return sells[0]  # Blood Money: cash when short of it, or trophies beyond a few kept for spending
        for hook in UPKEEP_USES:  # a box's Upkeep ability (a Blessing of Nodens lifting a doom token)
            ans = hook(self, g, inv, ids)
            if ans is not None:
                return ans
        for oid, label in ch["options"]:
            if not oid.startswith("refresh:"):
                continue
            d = C.card_def(g, oid.partition(":")[2])
            fee = d.data["refresh_cost"].get("money", 0)
            if d.data.get("combat_bonus") and inv.money >= fee + 2:
                return oid  # a big weapon is worth its refresh (Elephant Gun, Yithian Rifle)
        return "done" if "done" in ids else ids[0]

    def _k_max(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        return "sanity" if inv.sanity - 1 > inv.stamina else "stamina" if "stamina" in ids else ids[0]

    def _k_terror(self, g: Any, ch: Any, ids: list[str]) -> str:
        """Settle Down: Clue tokens are spent to hold the terror level only where a point
        costs something lasting (a store closes at that level, or Arkham is near overrun)."""
        st = g.state
        nxt = st.terror + 1
        closes = any(a.closes_at_terror == nxt for a in g.content.areas.values())
        pays = [i for i in ids if i != "rise"]
        if pays and (closes or nxt >= 9):
            return pays[0]
        return "rise" if "rise" in ids else ids[0]

    def _k_avoid(self, g: Any, ch: Any, ids: list[str]) -> str:
        """A Makeup Kit or a Telescope serves little else: discard it rather than be arrested or delayed."""
        return next((i for i in ids if i.startswith("avoid:")), ids[0])
