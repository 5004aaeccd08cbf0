"""Location special abilities in Haunt (ruling 32): the base game's board abilities
(shops, lessons, classes, medical and psychiatric care, the Bank, trophy services)
may be used in place of the Location card when an investigator Investigates there.

The text supports it in §Shops, Loans, And Retainers: investigators who shop at the
General Store or the Curiositie Shoppe need buy nothing they draw, and an investigator
at the Bank of Arkham may obtain a loan. The Investigate activity keeps its order
(HotW §City Phase V, Investigate location): the clues on the location are taken
first, then the ability is used instead of the encounter, then a face-down gate there
is turned face-up, as for an encounter that does not move the investigator.

Where Haunt changes an ability:
- a shop draws three cards and the investigator may buy one of them, or none;
- the Bank's ability is Haunt's loan marker (or redeeming it), never the Bank Loan card;
- a gate at the location does not bar its ability (Haunt investigates at gated
  locations; the base game's bar comes from being drawn through the open gate)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.rules.classic import core as C
from arkham.rules.classic.locations import special_options, use_special
from arkham.rules.haunt.bank import do_loan, loan_options
from arkham.rules.haunt.data import cite

if TYPE_CHECKING:
    from arkham.engine import Game
    from arkham.state import Investigator

RULE = cite("Shops, Loans, And Retainers")
SHOPS = {"shop_common": "common", "shop_unique": "unique"}


def ability_options(g: Game, inv: Investigator) -> list[tuple[str, str]]:
    """What the investigator may do here instead of drawing a Location card."""
    opts = [o for o in special_options(g, inv, open_gate_blocks=False) if not o[0].startswith("special:bank_loan")]
    if g.content.areas[inv.where].special == "bank_loan":
        opts += loan_options(g, inv)
    return opts


def use_ability(g: Game, inv: Investigator, ans: str) -> None:
    if ans not in {o for o, _ in ability_options(g, inv)}:
        raise ValueError(f"no such location ability here: {ans}")
    if do_loan(g, inv, ans):
        return
    key = ans.split(":")[1]
    if key in SHOPS:
        g.log(f"{C.inv_name(g, inv)} shops at {C.name_of(g, inv.where)} instead of an encounter", RULE)
        g.push("buy", who=inv.seat, deck=SHOPS[key], n=3, price="list", must=False, discount=0, max=1)
        return
    g.log(
        f"{C.inv_name(g, inv)} uses the special ability of {C.name_of(g, inv.where)} instead of an encounter",
        cite("City Phase V Investigator Activity, Investigate location"),
    )
    use_special(g, inv, ans)
