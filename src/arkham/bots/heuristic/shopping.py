"""Shopping and trading: what a card is worth to him, what he buys, sells, draws,
discards, keeps and trades, and the Clue tokens and cards handed between investigators."""

from __future__ import annotations

from typing import Any

from arkham.bots.boxes import SPECIAL_VALUES
from arkham.rules.classic import core as C

CHEAP_ITEM = 2  # a list price at or below which a plain item is worth less than a Clue token
DECK_VALUE = {"common": 1.5, "unique": 2.5, "spell": 2.0, "skill": 3.0, "ally": 3.0}
#: the worth of a special card held or gained, by its short id (with every box's own)
SPECIAL_VALUE = {
    "blessing": 3.0,
    "curse": -3.0,
    "retainer": 2.0,
    "bank_loan": 0.3,
    "silver_twilight_membership": 0.5,
    "deputy_of_arkham": 3.0,
    "changed": 3.0,
    **SPECIAL_VALUES,
}


def _short(ident: str) -> str:
    return C.base_id(ident).partition(":")[2]


class ShoppingMixin:
    """Cards bought, kept, traded and given."""

    def card_value(self, g: Any, inv: Any, card: str) -> float:
        d = C.card_def(g, card)
        data = d.data
        tags = d.tags
        if "elder_sign" in tags:
            return 9.0
        if d.deck == "special":
            return SPECIAL_VALUE.get(_short(card), 0.5)
        if "combat_bonus" in data:
            b = max(data.get("combat_bonus", 0), max((data.get("combat_bonus_vs") or {0: 0}).values()))
            b = max(b, 2 * data.get("bonus_per_success", 0))
            v = 0.5 + 0.55 * b
            if d.deck == "spell":
                v *= 0.4 + 0.6 * self._p(g, inv, "lore", d.cast_mod or 0)
            if data.get("duration") == "one_shot":
                v *= 0.5
            return v
        if d.deck == "skill":
            return 3.0
        v = 1.0
        for bonus in (data.get("skill_bonus"), data.get("check_bonus")):
            if bonus:
                v += 0.8 * sum(x for x in bonus.values() if isinstance(x, int))
        if d.deck == "ally":
            v += 1.0
        if "tome" in tags:
            v += 0.5
        if "auto_pass" in data or "cancel_loss" in data:
            v += 1.0
        return v

    def _k_keep_item(self, g: Any, ch: Any, ids: list[str]) -> str:
        """An item stripped between worlds, kept for a Clue token or $3: a card worth more
        than a plain one is kept, for money when it has $3 to spare, else for a Clue token."""
        inv = self._inv(g, ch)
        card = next(c for c in self._top(g)["left"] if c in inv.cards)
        if self.card_value(g, inv, card) <= 1.0 and (C.card_def(g, card).price or 0) <= CHEAP_ITEM:
            return "drop"
        if "money" in ids:
            return "money"
        return "clue" if "clue" in ids and inv.clues > 1 else "drop"

    def _k_card(self, g: Any, ch: Any, ids: list[str]) -> str:
        """A card picked from a deck (or a Spell refreshed): the one worth most to it."""
        inv = self._inv(g, ch)
        return max(ids, key=lambda c: (self.card_value(g, inv, c), -ids.index(c)))

    def _k_trophy_offer(self, g: Any, ch: Any, ids: list[str]) -> str:
        """A monster trophy spent for a location card's reward: when the reward is worth
        something, the trophy of least toughness goes."""
        inv = self._inv(g, ch)
        spend = [i for i in ids if i.startswith("spend:")]
        if not spend or self._value_ops(g, inv, self._top(g)["o"].get("do")) <= 0:
            return "no"
        return min(spend, key=lambda i: (self._monster(g, i[6:], "toughness") or 0, ids.index(i)))

    def _k_sell(self, g: Any, ch: Any, ids: list[str]) -> str:
        """Items sold: only a cheap plain card goes (the dearest such); pawning one it must
        name: the least useful."""
        inv = self._inv(g, ch)
        cards = {i: i.partition(":")[2] if i.startswith("sell:") else i for i in ids if i != "keep"}
        if "keep" not in ids:
            return min(cards, key=lambda i: (self.card_value(g, inv, cards[i]), -(C.card_def(g, cards[i]).price or 0)))
        plain = [
            i
            for i in cards
            if self.card_value(g, inv, cards[i]) <= 1.0 and (C.card_def(g, cards[i]).price or 0) <= CHEAP_ITEM
        ]
        return max(plain, key=lambda i: C.card_def(g, cards[i]).price or 0) if plain else "keep"

    def _k_buy(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        # "buy:<card>", or "want:<card>" at a sale where each investigator names his wishes
        buys = [i for i in ids if i.startswith(("buy:", "want:"))]
        if not buys:
            raise ValueError(f"a purchase it does not know: {ids}")
        best = max(buys, key=lambda i: self.card_value(g, inv, i.partition(":")[2]))
        if "done" in ids and self.card_value(g, inv, best.partition(":")[2]) < self.params(g).buy_min:
            return "done"
        return best

    def _k_draw(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        return max(ids, key=lambda i: self.card_value(g, inv, i.partition(":")[2]))

    _k_ally = _k_draw
    _k_search = _k_draw  # any card of a deck, searched (a Blessing of Nodens): the one worth most

    def _k_draw_search(self, g: Any, ch: Any, ids: list[str]) -> str:
        """A search in place of a draw (a Blessing of Nodens): always, the best card beats chance."""
        return next((i for i in ids if i != "draw"), "draw")

    def _k_discard(self, g: Any, ch: Any, ids: list[str]) -> str:
        """The card he values least; where he may stop instead (items left for a Clue token
        each), only a card worth less than a Clue token goes."""
        inv = self._inv(g, ch)
        cards = [i for i in ids if i != "stop"]
        if "stop" in ids:
            # a discard it may stop (items traded for Clue tokens, one at a time): only a cheap
            # plain card (no bonus it reads, a list price of $2 or less) goes for a Clue token
            cards = [
                i
                for i in cards
                if (C.card_def(g, i.partition(":")[2]).price or 0) <= CHEAP_ITEM
                and self.card_value(g, inv, i.partition(":")[2]) <= 1.0
            ]
            if not cards:
                return "stop"
        return min(cards, key=lambda i: self.card_value(g, inv, i.partition(":")[2]))

    def _k_target(self, g: Any, ch: Any, ids: list[str]) -> str:
        invs = g.state.investigators
        if all(i.startswith("give") and "@" in i for i in ids):
            # the host of a sale names who buys a card several want: the one it helps most
            def worth(i: str) -> tuple[float, int]:
                card, _, seat = i[4:].partition("@")
                return (self.card_value(g, invs[int(seat)], card), -int(seat))

            return max(ids, key=worth)
        if all(i.startswith(("inv:", "monster:")) for i in ids):
            return self._swap_target(g, ch, ids)
        order = [str(ch["who"])] + [i for i in ids if i != str(ch["who"])]
        for i in order:
            if i in ids and not C.has_card(g, invs[int(i)], "base:blessing"):
                return i
        return ids[0]

    def _k_clue(self, g: Any, ch: Any, ids: list[str]) -> str:
        invs = g.state.investigators
        return max(ids, key=lambda i: (invs[int(i)].clues, -int(i)))

    def _k_trade(self, g: Any, ch: Any, ids: list[str]) -> str:
        """Trade away the least useful item for the best of three of its deck when that card
        is worth less than an average card of the deck (the best of three beats that). In
        the final battle's trading, the gift of :meth:`_battle_gift`, then done; in a trade
        between investigators that offers him only money to give, done."""
        inv = self._inv(g, ch)
        if "done" in ids and any(i.startswith("give:") for i in ids):
            gift = self._battle_gift(g, inv, self._top(g).get("partner")) if g.state.awakened else None
            return f"give:{gift[0]}" if gift is not None else "done"
        cards = [i for i in ids if i.startswith("trade:")]
        if not cards:
            return "no" if "no" in ids or "done" not in ids else "done"
        worst = min(cards, key=lambda i: (self.card_value(g, inv, i[6:]), i))
        c = worst[6:]
        return worst if self.card_value(g, inv, c) < DECK_VALUE.get(C.card_def(g, c).deck, 1.0) else "no"

    def _k_fee(self, g: Any, ch: Any, ids: list[str]) -> str:
        return "pay" if "pay" in ids else ids[-1]

    def _k_loan(self, g: Any, ch: Any, ids: list[str]) -> str:
        return "pay"

    def _k_heal(self, g: Any, ch: Any, ids: list[str]) -> str:
        heals = [i for i in ids if i.startswith("heal:")]
        return heals[0] if heals else "skip"

    def _k_scrounge(self, g: Any, ch: Any, ids: list[str]) -> str:
        """Ashcan Pete sees the bottom card: take it when it is worth more than a blind draw
        (a weapon, a combat spell or an elder sign), else draw from the top."""
        top = self._top(g)
        pile = g.state.decks.get(top.get("deck", ""), [])
        if pile and "bottom" in ids:
            d = C.card_def(g, pile[-1])
            if "combat_bonus" in d.data or d.data.get("elder_sign"):
                return "bottom"
        return "top"

    def _k_clue_trade(self, g: Any, ch: Any, ids: list[str]) -> str:
        """Clue tokens traded with anyone (a gate card): hand one to whoever holds the fewest
        while he keeps more than they have plus one; never ask."""
        me = self._inv(g, ch)
        gives = [i for i in ids if i.startswith("give:")]
        if gives:
            best = min(gives, key=lambda i: (g.state.investigators[int(i[5:])].clues, i))
            if me.clues > g.state.investigators[int(best[5:])].clues + 1:
                return best
        return "done"

    def _k_clue_gift(self, g: Any, ch: Any, ids: list[str]) -> str:
        """Asked for a Clue token by another investigator: give it while holding more."""
        me = self._inv(g, ch)
        asker = g.state.investigators[g.state.stack[-1]["who"]] if g.state.stack else None
        return "yes" if asker is not None and me.clues > asker.clues else "no"
