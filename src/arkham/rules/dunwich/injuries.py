"""The Injury and Madness decks and retiring investigators (DH p.6), joined to the classic
rules through the ``status_outcomes`` extension point.

Knocked unconscious (driven insane), an investigator may draw an Injury (Madness) card
instead of the classic losses: he keeps his items and Clue tokens (a Retainer is still
lost: the rule spares only those), the track at 0
is restored to its maximum, and he still goes to St. Mary's Hospital (Arkham Asylum) or
Lost in Time and Space. The option is offered while the deck holds a card.

Gaining an Injury or Madness card that he already holds a copy of devours him; Rita Young
(``resilient``) draws one card more than told and keeps one, and a copy she already holds
does nothing to her: it goes back to the bottom of its deck. A maximum Sanity or Stamina
brought to 0 devours (classic ``check_out``).

An investigator holding two or more Injury and Madness cards may retire in his Upkeep
while the Ancient One sleeps: his turn ends, he is replaced as though devoured, but the
rules that answer a devouring (Glaaki's terror) do not fire; each retirement costs the
victory score 1 (DH p.8).

Encounters deal and cure the cards with the ops ``status_card`` (``deck: injury|madness``;
``card`` searches the deck for one named card) and ``discard_status`` (the investigator picks
which of his cards of that deck goes).

A card whose data says ``status_ward`` (Elixir of Life) may be discarded instead of drawing
(or taking) an Injury or Madness card, whatever brings it: an encounter, a Mythos card, or the
card chosen at a knock-out (he then keeps his items and Clue tokens and draws nothing).
Resilient's two cards are one draw: the Elixir replaces both.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.registry import op
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.classic import status as S
from arkham.rules.extensions import RuleModule, StatusOutcome, register

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game
    from arkham.state import Investigator

RULE = "DH p.6 Injury and Madness"
DECKS = ("injury", "madness")
DECK_OF = {"unconscious": "injury", "insane": "madness"}
NAME = {"injury": "Injury", "madness": "Madness"}


def status_cards(g: Game, inv: Investigator, deck: str | None = None) -> list[str]:
    """His Injury and Madness cards (of one deck when given)."""
    return [c for c in inv.cards if C.card_def(g, c).deck in ((deck,) if deck else DECKS)]


# ------------------------------------------------------------ at zero
def offer(g: Game, inv: Investigator, how: str) -> str | None:
    deck = DECK_OF[how]
    if not g.state.decks.get(deck):
        return None
    track = "Stamina" if deck == "injury" else "Sanity"
    return f"Draw {C.a_or_an(NAME[deck])} card instead: keep items and Clue tokens, {track} restored to its maximum"


def take(g: Game, inv: Investigator, how: str) -> None:
    deck = DECK_OF[how]
    g.push("dunwich.status_card", who=inv.seat, deck=deck, why=f"{how} ({NAME[deck]} instead of the losses)")


# ------------------------------------------------------------ drawing
@step("dunwich.status_card")
def draw_status_card(g: Game, fr: Frame) -> Ask | None:
    """Draw one Injury or Madness card (Rita Young: two, keeping one) and gain it."""
    st = g.state
    inv = st.investigators[fr["who"]]
    deck = fr["deck"]
    pile = st.decks.setdefault(deck, [])
    if "drawn" not in fr:
        wanted = fr.get("card")  # a named card searched for in the deck
        there = [c for c in pile if C.base_id(c) == wanted] if wanted else pile
        if not there:
            g.pop(fr)
            g.log(
                f"The {NAME[deck]} deck holds no {'such card' if wanted else 'card'}: "
                f"{C.inv_name(g, inv)} draws nothing",
                RULE,
            )
            return None
        ward = next((c for c in inv.cards if C.card_def(g, c).data.get("status_ward")), None)
        if ward is not None and "ward" not in fr:  # Elixir of Life: discarded instead
            ans = fr.pop("ans", None)
            if ans is None:
                return g.ask(
                    fr,
                    inv.seat,
                    f"{C.inv_name(g, inv)} would draw {C.a_or_an(NAME[deck])} card: "
                    f"discard {C.card_def(g, ward).name} instead?",
                    [("ward:yes", f"Discard {C.card_def(g, ward).name}"), ("ward:no", f"Take the {NAME[deck]} card")],
                    kind="status_ward",
                )
            fr["ward"] = ans
            if ans == "ward:yes":
                g.pop(fr)
                C.discard_card(g, inv, ward, f"instead of {C.a_or_an(NAME[deck])} card")
                return None
        if wanted:
            fr["drawn"] = [there[0]]
            pile.remove(there[0])
        else:
            n = 2 if C.has_ability(g, inv, "resilient") else 1
            fr["drawn"] = [pile.pop(0) for _ in range(min(n, len(pile)))]
        g.log(
            f"{C.inv_name(g, inv)} {'takes' if wanted else 'draws'} "
            f"{' and '.join(C.card_def(g, c).name for c in fr['drawn'])} "
            f"from the {NAME[deck]} deck ({fr['why']})",
            RULE,
        )
    ans = fr.pop("ans", None)
    drawn = fr["drawn"]
    if len(drawn) > 1 and ans is None:
        return g.ask(
            fr,
            inv.seat,
            f"Resilient: {C.inv_name(g, inv)} keeps one {NAME[deck]} card and discards the other",
            [(f"keep:{c}", C.card_def(g, c).name) for c in drawn],
            kind="status_keep",
        )
    g.pop(fr)
    card = ans.partition(":")[2] if ans else drawn[0]
    for other in drawn:
        if other != card:
            pile.append(other)
            g.log(f"{C.inv_name(g, inv)} discards {C.card_def(g, other).name} (Resilient)", "investigator ability")
    gain_status_card(g, inv, card, fr["why"])
    return None


def gain_status_card(g: Game, inv: Investigator, card: str, why: str) -> None:
    """Gain one drawn Injury or Madness card: a second copy devours (Rita: does nothing)."""
    d = C.card_def(g, card)
    pile = g.state.decks.setdefault(d.deck, [])
    if d.data.get("duplicate_devours") and C.has_card(g, inv, d.id):
        pile.append(card)
        if C.has_ability(g, inv, "resilient"):
            g.log(f"Resilient: a second {d.name} does nothing to {C.inv_name(g, inv)}", "investigator ability")
            return
        C.knock_out(g, inv, "devoured", f"a second {d.name} card", RULE)
    C.take_card(g, inv, card, why)
    inv.sanity = min(inv.sanity, C.max_sanity(g, inv))
    inv.stamina = min(inv.stamina, C.max_stamina(g, inv))
    C.check_out(g, inv)


@op("status_card", required=("deck",), optional=("card",))
def op_status_card(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Draw an Injury or Madness card (an encounter's); with ``card``, search the deck for
    that card and take it (none there: nothing happens)."""
    if o["deck"] not in DECKS:
        raise ValueError(f"status_card: unknown deck {o['deck']!r}")
    g.push("dunwich.status_card", who=fr["seat"], deck=o["deck"], why="encounter", card=o.get("card"))


@op("discard_status", required=("deck",))
def op_discard_status(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Discard one of his Injury (Madness) cards, his choice which (the cures)."""
    if o["deck"] not in DECKS:
        raise ValueError(f"discard_status: unknown deck {o['deck']!r}")
    g.push("dunwich.cure", who=fr["seat"], deck=o["deck"])


@step("dunwich.cure")
def cure(g: Game, fr: Frame) -> Ask | None:
    """He discards one of his Injury or Madness cards (``deck``), his pick when he has
    several."""
    inv = g.state.investigators[fr["who"]]
    held = status_cards(g, inv, fr["deck"])
    ans = fr.pop("ans", None)
    if not held:
        g.pop(fr)
        g.log(f"{C.inv_name(g, inv)} has no {NAME[fr['deck']]} card to discard", RULE)
        return None
    if ans is None and len(held) > 1:
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} discards which {NAME[fr['deck']]} card?",
            [(f"cure:{c}", C.card_def(g, c).name) for c in held],
            kind="cure",
        )
    g.pop(fr)
    C.discard_card(g, inv, ans.partition(":")[2] if ans else held[0], "cured")
    return None


# ------------------------------------------------------------ retiring
def retire_options(g: Game, inv: Investigator) -> list[tuple[str, str]]:
    """Offered while a new investigator can take his place (none left: he stays)."""
    st = g.state
    if st.awakened or len(status_cards(g, inv)) < 2:
        return []
    if not set(g.content.investigators) - {i.id for i in st.investigators} - set(st.gone):
        return []
    return [
        ("retire", f"Retire: skip this turn; a new investigator takes {C.pron(g, inv)} place (-1 to the victory score)")
    ]


def retire_act(g: Game, inv: Investigator, ans: str) -> bool:
    if ans != "retire":
        return False
    st = g.state
    st.counters["retired"] = st.counters.get("retired", 0) + 1
    g.log(f"{C.inv_name(g, inv)} retires from the investigation", "DH p.6 retiring investigators")
    S.devoured(g, inv, triggers=False)
    new = st.investigators[inv.seat]
    if new is not inv:
        new.lose_turn = st.turn  # the turn he retired in is skipped
    return True


MODULE = register(
    RuleModule(
        "dunwich.injuries",
        status_outcomes=(
            StatusOutcome(
                "injury_madness",
                offer=offer,
                take=take,
                rule=RULE,
                upkeep_options=retire_options,
                upkeep_act=retire_act,
            ),
        ),
    )
)
