"""The Kingsport investigator cards: what their texts do beyond the card vocabulary, and
the Ally deck of a game.

KH p.5 (setup step 6): only 11 Allies are used in a game, whatever the boxes in play;
the deal is the Dunwich one (an investigator's fixed Ally is always among the 11), and
with both boxes in play it runs once (a deck of 11 is left as it is).

Ops for the cards' texts:

- ``pick_from_deck``: the holder looks through a deck and takes the card of his choice
  (Livre d'Ivon: a Spell of your choice); the deck is shuffled after.
- ``awaken``: the Ancient One awakens at once (Massa di Requiem per Shuggay).
- ``monster_by_arrow``: the holder picks a monster in his place and the white or black
  arrow there, and the monster moves one step along it (Implant Suggestion).

The Flare Gun's ``sky_monsters_here`` is shared with a location card
(:mod:`arkham.rules.kingsport.shared_card_ops`).

The Great Seal answers the ``gate_sealed`` event: its holder may place it on the location
just sealed, and the elder sign token there can no longer be removed by any game effect,
gate bursts included (``core.fixed_seal``). The card leaves his hand for good.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.registry import op
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.classic.monster_movement import can_enter, step_into
from arkham.rules.classic.setup import deal_allies
from arkham.rules.extensions import RuleModule, register

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game


@op("pick_from_deck", required=("deck",))
def op_pick_from_deck(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.push("kingsport.pick_from_deck", who=fr["seat"], deck=o["deck"])


@step("kingsport.pick_from_deck")
def pick_from_deck(g: Game, fr: Frame) -> Ask | None:
    """He takes the card of his choice from ``deck``; the deck is shuffled after."""
    st = g.state
    inv = st.investigators[fr["who"]]
    deck = st.decks.get(fr["deck"], [])
    ans = fr.pop("ans", None)
    if not deck:
        g.pop(fr)
        return None
    if ans is None:
        seen: dict[str, str] = {}
        for c in deck:
            seen.setdefault(C.base_id(c), c)
        opts = sorted(((c, C.card_def(g, c).name) for c in seen.values()), key=lambda o: o[1])
        return g.ask(fr, inv.seat, "Take which card?", opts, kind="card")
    g.pop(fr)
    deck.remove(ans)
    C.take_card(g, inv, ans, "chosen from the deck")
    g.shuffle(deck)
    return None


@op("awaken")
def op_awaken(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    C.awaken(g, "a card awakens it", "card text")


@op("monster_by_arrow")
def op_monster_by_arrow(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.push("kingsport.monster_by_arrow", who=fr["seat"])


@step("kingsport.monster_by_arrow")
def monster_by_arrow(g: Game, fr: Frame) -> Ask | None:
    """He sends a monster at his place along its white or black arrow."""
    st = g.state
    inv = st.investigators[fr["who"]]
    here = g.content.areas.get(inv.where)
    monsters = sorted(m for m, p in st.monsters.items() if p == inv.where)
    arrows = [(c, getattr(here, c)) for c in ("white", "black") if here is not None and getattr(here, c)]
    # only where the monster may go: not into a closed location nor past a Bast token; an arrow
    # into a Dunwich vortex takes the monster into it, by the vortex's rule (monster_movement.step_into)
    opts = [
        (f"{m}|{colour}", f"{C.monster_def(g, m).name}: along the {colour} arrow to {C.name_of(g, dest)}")
        for m in monsters
        for colour, dest in arrows
        if can_enter(g, m, dest)
    ]
    ans = fr.pop("ans", None)
    if not opts:
        g.pop(fr)
        g.log("No monster here can be sent along an arrow", "card")
        return None
    if ans is None:
        return g.ask(fr, inv.seat, "Send which monster, along which arrow?", opts, kind="arrow")
    g.pop(fr)
    m, _, colour = ans.partition("|")
    dest = getattr(here, colour)
    if step_into(g, m, dest, "card"):
        g.log(f"{C.monster_def(g, m).name} moves along the {colour} arrow to {C.name_of(g, dest)}", "card")
    return None


GREAT_SEAL = "kingsport:the_great_seal"


def offer_great_seal(g: Game, inv: Any, area: str) -> None:
    if C.has_card(g, inv, GREAT_SEAL) and not C.fixed_seal(g, area):
        g.push("kingsport.great_seal", who=inv.seat, area=area)


@step("kingsport.great_seal")
def great_seal(g: Game, fr: Frame) -> Ask | None:
    """After a seal at ``area``: he may place The Great Seal there, and its elder sign can
    never be removed."""
    st = g.state
    inv = st.investigators[fr["who"]]
    area = fr["area"]
    card = C.has_card(g, inv, GREAT_SEAL)
    ans = fr.pop("ans", None)
    if not card or area not in st.seals:
        g.pop(fr)
        return None
    if ans is None:
        return g.ask(
            fr,
            inv.seat,
            f"The gate at {C.name_of(g, area)} is sealed",
            [("yes", "Place The Great Seal there: its elder sign can never be removed"), ("no", "Keep The Great Seal")],
            kind="may",
        )
    g.pop(fr)
    if ans == "yes":
        C.discard_card(g, inv, card, f"placed on {C.name_of(g, area)}", to_box=True)
        st.counters[f"fixed_seal:{area}"] = 1
        g.log(f"The Great Seal lies on {C.name_of(g, area)}: its elder sign cannot be removed", "card text")
    return None


MODULE = register(
    RuleModule("kingsport.cards", events=(("decks_built", deal_allies), ("gate_sealed", offer_great_seal)))
)
