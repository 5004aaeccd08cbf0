"""Cards: the deck a card belongs to, drawing, taking and discarding (with the lasting
limits of held cards), and the special cards (only one of each kind; a Blessing and a
Curse cancel)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.rules.classic.core.in_play import ally_gone, announce, card_data, card_def, has_card
from arkham.rules.classic.core.investigators import fit_to_max, refuses
from arkham.rules.classic.core.names import base_id, inv_name, name_of, quantity

if TYPE_CHECKING:
    from arkham.engine import Game
    from arkham.state import Investigator


def deck_of(g: Game, card_id: str) -> str:
    return g.content.cards[card_id].deck


def draw_card(g: Game, deck: str) -> str | None:
    d = g.state.decks.get(deck)
    if not d:
        return None
    return d.pop(0)


def take_card(g: Game, inv: Investigator, instance: str, why: str = "") -> None:
    d = card_def(g, instance)
    if d.deck == "ally" and card_data(g, inv, "no_allies"):  # Paranoia: he cannot gain Allies
        g.state.decks.setdefault("ally", []).append(instance)
        g.log(f"{inv_name(g, inv)} cannot gain {d.name}: it goes back to the bottom of the Ally deck", "card")
        return
    inv.cards.append(instance)
    if d.deck == "special":
        inv.fresh.append(instance)
    g.log(f"{inv_name(g, inv)} takes {d.name}" + (f" ({why})" if why else ""), "")
    if d.data.get("max_bonus"):  # a lowered maximum (Mythos Lore) takes what is over it at once
        fit_to_max(g, inv)
    on_gain = d.data.get("on_gain")
    if on_gain:
        from arkham.effects.interp import run_ops

        run_ops(g, inv.seat, on_gain, {"card": instance}, who=-1)
    card_limits(g, inv)
    announce(g, "card_gained", inv, instance)  # extension point: a Blessing brings a Blessing of Nodens


def card_limits(g: Game, inv: Investigator) -> bool:
    """Lasting limits of held cards: Clue tokens beyond a cap are discarded at once
    (Amnesia); cards beyond a hold limit are discarded, his choice which (Back Injury).
    True: a step was pushed for that choice."""
    caps = card_data(g, inv, "clue_cap")
    if caps and inv.clues > min(caps):
        g.log(f"{inv_name(g, inv)} discards {quantity(inv.clues - min(caps), 'clues')} beyond {min(caps)}", "card")
        inv.clues = min(caps)
    pushed = False
    for lim in card_data(g, inv, "hold_limit"):
        if len([c for c in inv.cards if card_def(g, c).deck in lim["decks"]]) > lim["n"]:
            g.push("card.hold_limit", who=inv.seat, decks=list(lim["decks"]), n=lim["n"])
            pushed = True
    return pushed


def discard_card(g: Game, inv: Investigator, instance: str, why: str = "", to_box: bool = False) -> None:
    """Discard to the bottom of its deck (base p.22), or return it to the box."""
    if not inv.eliminated and any(k(g, inv, instance, why) for k in g.rules.packs.card_kept):
        return  # extension point: something else was given up instead (a Blessing of Nodens)
    inv.cards.remove(instance)
    if instance in inv.exhausted:
        inv.exhausted.remove(instance)
    if instance in inv.fresh:
        inv.fresh.remove(instance)
    d = card_def(g, instance)
    announce(g, "card_leaves", inv, instance)  # extension point: a Task loses its progress (DH p.5)
    if to_box:
        g.state.box.append(instance)
    else:
        g.state.decks.setdefault(d.deck if d.deck != "special" else base_id(instance), []).append(instance)
    verb = "returns {} to the box" if to_box else "discards {}"
    g.log(f"{inv_name(g, inv)} {verb.format(d.name)}" + (f" ({why})" if why else ""), "")
    if d.deck == "ally":
        ally_gone(g, instance)
    if d.data.get("max_bonus"):  # Duke, Sir William Brinton: the raised maximum leaves with them
        fit_to_max(g, inv)


def find_in_deck(g: Game, deck: str, card_id: str) -> str | None:
    d = g.state.decks.get(deck, [])
    for i, c in enumerate(d):
        if base_id(c) == card_id:
            return d.pop(i)
    return None


def gain_special(g: Game, inv: Investigator, card_id: str, why: str = "") -> bool:
    """Take a special card; only one of each kind, Bless and Curse cancel (base p.17, p.23)."""
    hook = g.rules.ruleset.gain_special
    if hook is not None and hook(g, inv, card_id, why):
        return True  # the rule set keeps this card as a marker of its own
    if refuses(g, inv, card_id):
        g.log(f"{inv_name(g, inv)} cannot gain {name_of(g, card_id)}", "investigator ability")
        return False
    short = card_id.partition(":")[2]
    if short in ("blessing", "curse"):
        other = "curse" if short == "blessing" else "blessing"
        o = has_card(g, inv, card_id.replace(short, other))
        if o:
            discard_card(
                g,
                inv,
                o,
                "cancelled",
            )
            return True
    if has_card(g, inv, card_id):
        return False
    if card_id in inv.banned:
        return False
    c = find_in_deck(g, card_id, card_id)
    if c is None:
        g.log(f"No {name_of(g, card_id)} card is left", "base p.23 special card limits")
        return False
    take_card(g, inv, c, why)
    return True
