"""The final battle: the rolls of an attack on the Ancient One, the gifts of weapons
and spells within the group (base p.22), and the questions of the Ancient Ones'
attacks (tributes, sacrifices)."""

from __future__ import annotations

from typing import Any

from arkham.rules.classic import core as C
from arkham.rules.classic.abilities import TRADABLE
from arkham.rules.classic.battle import ao_combat
from arkham.rules.classic.combat_gear import free_hands, weapon_bonus


class BattleMixin:
    """Against the Ancient One awake."""

    def _ao_attack_check(
        self,
        g: Any,
        inv: Any,
        ids: list[str],
        fr: dict[str, Any],
        attack: dict[str, Any],
        floor: int,
        succ: int,
        diff: int,
    ) -> str:
        """A roll while attacking the Ancient One, where every success of the attack counts
        (base p.20). Free re-rolls first: one that rolls only failed dice always, one that rolls
        the whole check only when fresh dice promise more successes than those showing (a
        Marksman re-roll of a lucky roll loses it). Then Clue tokens, with two exceptions:
        none against Nyarlathotep, whose attacks make them lives; and on the Spell check of a
        spell cast for the attack, where a Clue token buys the spell's bonus dice only with the
        chance of turning a failed cast, one only when that is worth more than the die it adds
        to the attack itself (chance x bonus > 1: Shrivelling, not Wither; under a Curse,
        neither)."""
        dice = fr.get("dice", [])
        p = (7 - floor) / 6
        shown = sum(1 for d in dice if d >= floor)
        casting = fr.get("kind") == "spell" and attack.get("casting")
        if casting and succ >= diff:
            return "accept"
        for i in ids:
            if not i.startswith(("reroll:", "condition:")):
                continue
            whole = (
                i.startswith("condition:")
                or not i.startswith("reroll:research:")
                and C.card_def(g, i[7:]).data["reroll"].get("dice") not in ("one", "ones")
            )
            if shown < len(dice) and (not whole or casting or len(dice) * p > shown):
                return i
        if "clue" not in ids or self._clues_are_lives(g):
            # a life is worth more than a die (against Nyarlathotep keeping two and spending the
            # rest won 23.5% with four, keeping all 46.9%: 2,000 expert games)
            return "accept"
        if casting:
            bonus = weapon_bonus(g, "ao", attack["casting"], inv=inv, fr=attack)
            return "clue" if p * bonus > 1 and diff - succ == 1 else "accept"
        return "clue"

    def _k_tribute(self, g: Any, ch: Any, ids: list[str]) -> str:
        """An Ancient One's tribute (Abhoth, Tsathoggua): Clue tokens first, then the weakest
        monster trophy, then the least useful Item, gate trophies last."""
        inv = self._inv(g, ch)
        if "clue" in ids:
            return "clue"
        mons = [i for i in ids if i.startswith("m:")]
        if mons:
            return min(mons, key=lambda i: C.toughness(g, i[2:]))
        items = [i for i in ids if i.startswith("i:")]
        if items:
            return min(items, key=lambda i: self.card_value(g, inv, i[2:]))
        return ids[0]

    def _k_sacrifice(self, g: Any, ch: Any, ids: list[str]) -> str:
        """Atlach-Nacha's attack: the least useful Ally goes to the box; with none, the
        investigator with the weakest attack (fewest dice against him) is given up."""
        st = g.state
        allies = [i for i in ids if i.startswith("ally:")]
        if allies:

            def worth(a: str) -> float:
                seat, _, card = a[5:].partition(":")
                return self.card_value(g, st.investigators[int(seat)], card)

            return min(allies, key=worth)
        invs = [i for i in ids if i.startswith("inv:")]
        return min(invs, key=lambda i: self._skill(g, st.investigators[int(i[4:])], "fight", "combat"))

    #: least gain of a gift in the final battle (in :meth:`_best_set`'s units, expected
    #: successes over four: half a die that succeeds on 5 or 6)
    GIFT_MIN = 0.04

    def _attack_strength(self, g: Any, inv: Any, gear: list[tuple[str, int, int, bool, float, int, bool]]) -> float:
        """What his attack on the Ancient One is worth with this gear (:meth:`_best_set`)."""
        base = self._dice(g, inv, "fight", ao_combat(g), "combat")
        return self._best_set(g, inv, "ao", free_hands(g, [], inv), base, 0, gear)[1]

    def _battle_gift(self, g: Any, inv: Any, only: int | None = None) -> tuple[str, int] | None:
        """The weapon or spell he should hand over in the final battle (where everyone trades
        as if in one place, base p.22), and to whom (a seat; ``only`` names the one partner):
        the card whose move adds most to the group's attacks, what the other's attack gains
        with it (in his hands, his Lore) less what his own loses, when that is at least
        :attr:`GIFT_MIN` (a third weapon he has no hand for, a gun for an investigator whose
        hands are empty). None when no gift is worth it."""
        mine = self._gear(g, inv, "ao", [])
        if not mine:
            return None
        have = self._attack_strength(g, inv, mine)
        others = [
            o for o in g.state.investigators if o is not inv and not o.eliminated and (only is None or o.seat == only)
        ]
        # each partner's gear and attack without the gift, worked out once
        partners = [
            (o, theirs, self._attack_strength(g, o, theirs)) for o in others for theirs in [self._gear(g, o, "ao", [])]
        ]
        best, best_v = None, self.GIFT_MIN
        for x in mine:
            d = C.card_def(g, x[0])
            if d.deck not in TRADABLE:
                continue
            loss = have - self._attack_strength(g, inv, [y for y in mine if y is not x])
            for o, theirs, before in partners:
                entry = self._gear_entry(g, o, "ao", x[0], d)
                if entry is None:
                    continue
                gain = self._attack_strength(g, o, theirs + [entry]) - before
                if gain - loss > best_v:
                    best, best_v = (x[0], o.seat), gain - loss
        return best
