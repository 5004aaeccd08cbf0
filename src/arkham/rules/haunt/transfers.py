"""Assets and inventory (HotW §Assets, Inventory, And Attributes).

Assets (clues, money, monster and gate trophies) pass between investigators in the
same city location at any time; here, between phases, during the active investigator's
move and during encounters. Money passes in any amount: $1 or $5 at a time (as often as
wanted) or all of it at once. Inventory (Common and Unique items, Spells, Allies) passes only
during the active investigator's move, to or from him, at most his Focus in cards.
Attributes (Skills, markers, special cards) never pass."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.haunt.data import cite, in_city, investigators_at

if TYPE_CHECKING:
    from arkham.engine import Frame, Game
    from arkham.state import Investigator

INVENTORY_DECKS = ("common", "unique", "spell", "ally")
RULE = cite("Assets, Inventory, And Attributes")


def inventory(g: Game, inv: Investigator) -> list[str]:
    """Items, Spells and Allies in hand (an item under a loan marker is held by the bank)."""
    return [c for c in inv.cards if C.card_def(g, c).deck in INVENTORY_DECKS]


def others_here(g: Game, inv: Investigator) -> list[Investigator]:
    if not in_city(g, inv):
        return []
    return [o for o in investigators_at(g, inv.where) if o.seat != inv.seat]


def inventory_options(g: Game, inv: Investigator, left: int) -> list[tuple[str, str]]:
    if left <= 0:
        return []
    opts = []
    for o in others_here(g, inv):
        for c in inventory(g, inv):
            opts.append(
                (
                    f"give:{c}:{o.seat}",
                    f"Hand {C.card_def(g, c).name} to {C.inv_name(g, o)} ({C.count(left, 'transfer')} left)",
                )
            )
        for c in inventory(g, o):
            opts.append(
                (
                    f"take:{c}:{o.seat}",
                    f"Take {C.card_def(g, c).name} from {C.inv_name(g, o)} ({C.count(left, 'transfer')} left)",
                )
            )
    return opts


def do_inventory(g: Game, inv: Investigator, ans: str) -> bool:
    """Carry out a give/take answer; True when it was one."""
    verb, _, rest = ans.partition(":")
    if verb not in ("give", "take"):
        return False
    card, _, seat = rest.rpartition(":")
    other = g.state.investigators[int(seat)]
    src, dst = (inv, other) if verb == "give" else (other, inv)
    if card not in inventory(g, src) or other not in others_here(g, inv):
        raise ValueError(f"{card} cannot pass between these investigators now")
    C.hand_over(g, src, dst, card)
    g.log(f"{C.inv_name(g, src)} hands {C.card_def(g, card).name} to {C.inv_name(g, dst)}", RULE)
    return True


def money_amounts(money: int) -> list[int]:
    """The sums offered at one time: $1, $5 and all of it, which together make any amount."""
    return sorted({n for n in (1, 5) if n < money} | ({money} if money > 0 else set()))


def asset_options(g: Game, inv: Investigator) -> list[tuple[str, str]]:
    opts = []
    for o in others_here(g, inv):
        name = C.inv_name(g, o)
        if inv.clues:
            opts.append((f"clue:{o.seat}", f"Give a clue to {name}"))
        for n in money_amounts(inv.money):
            label = f"${n} (all money)" if n == inv.money else f"${n}"
            opts.append((f"money:{n}:{o.seat}", f"Give {label} to {name}"))
        for m in inv.monster_trophies:
            opts.append((f"mtrophy:{m}:{o.seat}", f"Give the {C.name_of(g, m)} trophy to {name}"))
        for gm in inv.gate_trophies:
            opts.append((f"gtrophy:{gm}:{o.seat}", f"Give the {C.name_of(g, C.base_id(gm))} gate trophy to {name}"))
    return opts


def do_asset(g: Game, inv: Investigator, ans: str) -> bool:
    verb, _, rest = ans.partition(":")
    if verb not in ("clue", "money", "mtrophy", "gtrophy"):
        return False
    what, _, seat = rest.rpartition(":")
    other = g.state.investigators[int(seat)]
    if other not in others_here(g, inv):
        raise ValueError("assets pass only between investigators in the same city location")
    name, oname = C.inv_name(g, inv), C.inv_name(g, other)
    if verb == "clue":
        inv.clues -= 1
        other.clues += 1
        g.log(f"{name} gives a clue to {oname}", RULE)
    elif verb == "money":
        n = int(what) if what.isdigit() else 0
        if not 0 < n <= inv.money:
            raise ValueError(f"{name} cannot give ${what or '?'}: {name} has ${inv.money}")
        inv.money -= n
        other.money += n
        g.log(f"{name} gives ${n} to {oname}", RULE)
    elif verb == "mtrophy":
        inv.monster_trophies.remove(what)
        other.monster_trophies.append(what)
        g.state.monsters[what] = f"trophy:{other.seat}"
        g.log(f"{name} gives the {C.name_of(g, what)} trophy to {oname}", RULE)
    else:
        inv.gate_trophies.remove(what)
        other.gate_trophies.append(what)
        g.log(f"{name} gives a gate trophy to {oname}", RULE)
    return True


@step("haunt.assets")
def assets(g: Game, fr: Frame) -> Any:
    """Between phases: one investigator hands assets to others where he stands."""
    inv = g.state.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if ans is not None and ans != "done":
        do_asset(g, inv, ans)
    opts = asset_options(g, inv)
    if ans == "done" or not opts:
        g.pop(fr)
        return None
    return g.ask(fr, inv.seat, f"{C.inv_name(g, inv)} hands over assets", [("done", "Done")] + opts, kind="assets")
