"""The Bank of Arkham's loans (HotW §Shops, Loans, And Retainers): a loan marker on one
Common or Unique item gives its face value in money; the item is held by the bank
(it can be neither used nor passed on) until redeemed at the Bank for its face value.
One loan at a time. Ruling: loans are taken and redeemed during the active
investigator's move while he stands at the Bank."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.rules.classic import core as C
from arkham.rules.haunt.data import cite, hd, in_city, seat_key

if TYPE_CHECKING:
    from arkham.engine import Game
    from arkham.state import Investigator

BANK = "base:arkham/bank_of_arkham"
RULE = cite("Shops, Loans, And Retainers")


def collateral(g: Game, inv: Investigator) -> str | None:
    return hd(g).get("collateral", {}).get(seat_key(inv.seat))


def price(g: Game, card: str) -> int:
    return C.card_def(g, card).price or 0


def loan_options(g: Game, inv: Investigator) -> list[tuple[str, str]]:
    if not in_city(g, inv) or inv.where != BANK:
        return []
    held = collateral(g, inv)
    if held is not None:
        if inv.money >= price(g, held):
            return [("redeem", f"Redeem {C.card_def(g, held).name} from the Bank (${price(g, held)})")]
        return []
    return [
        (f"loan:{c}", f"Take a loan on {C.card_def(g, c).name} (${price(g, c)})")
        for c in inv.cards
        if C.card_def(g, c).deck in ("common", "unique") and price(g, c) > 0
    ]


def do_loan(g: Game, inv: Investigator, ans: str) -> bool:
    if ans == "redeem":
        card = hd(g)["collateral"].pop(seat_key(inv.seat))
        C.pay(g, inv, "money", price(g, card), "redeeming a loan")
        inv.cards.append(card)
        g.log(f"{C.inv_name(g, inv)} redeems {C.card_def(g, card).name}", RULE)
        return True
    if not ans.startswith("loan:"):
        return False
    card = ans.partition(":")[2]
    if card not in inv.cards or collateral(g, inv) is not None:
        raise ValueError("no loan can be taken on that now")
    inv.cards.remove(card)
    if card in inv.exhausted:
        inv.exhausted.remove(card)
    hd(g).setdefault("collateral", {})[seat_key(inv.seat)] = card
    C.gain(g, inv, "money", price(g, card), f"a loan on {C.card_def(g, card).name}", RULE)
    return True


def forfeit(g: Game, inv: Investigator) -> None:
    """An investigator removed from play leaves his collateral to the bank (its deck)."""
    card = hd(g).get("collateral", {}).pop(seat_key(inv.seat), None)
    if card is not None:
        d = C.card_def(g, card)
        g.state.decks.setdefault(d.deck, []).append(card)
