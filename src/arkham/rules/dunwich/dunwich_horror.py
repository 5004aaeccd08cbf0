"""The Dunwich Horror (DH pp.7-8 and its marker).

The Horror waits beside the Dunwich board (a Spawn monster, never in the cup). When the
Dunwich Horror track takes its third token (a monster entering a vortex, or a location card)
it enters play in the street area of Sentinel Hill.

- Instead of moving it rolls a die; on 4-6 a doom token is added (its marker).
- Each combat with it begins with its deck of Dunwich Horror cards shuffled and one drawn:
  that card gives its Horror and Combat ratings and damage and its abilities for the whole
  combat (its toughness stays 5). The card is drawn before the Horror check, or before the
  damage of a failed Evade check that starts the combat, and is put back into the deck
  when the combat ends (the Horror defeated, the investigator beaten, or fled).
- Defeated, it is set aside again (never a trophy), the track is emptied, and the victor
  may search the Common Item, Unique Item, Skill, Spell or Ally deck for any one card.
  If the track fills again it appears again.

Decisions: a combat cut short by a knock-out leaves the card face up beside the deck until
the next combat, which shuffles it back in before drawing. Closing a gate of its symbol does
not send it back (it never came through a gate; only defeat sets it aside). The card's
stats are the ones in force during the combat; outside a combat the printed marker stands
(awareness +2, no ratings).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.dunwich import vortices as V
from arkham.rules.extensions import MonsterMover, MonsterRules, RuleModule, register
from arkham.state import SHEET

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game
    from arkham.state import Investigator

MONSTER = "dunwich:the_dunwich_horror"
SENTINEL_HILL = "dunwich:dunwich/sentinel_hill"
DECK = f"monster_deck:{MONSTER}"  # the Dunwich Horror cards not in use
DRAWN = f"monster_card:{MONSTER}"  # the card drawn for the combat under way
RULE = "DH pp.7-8 the Dunwich Horror"
REWARD_DECKS = (
    ("common", "Common Item"),
    ("unique", "Unique Item"),
    ("skill", "Skill"),
    ("spell", "Spell"),
    ("ally", "Ally"),
)


def cards_of(g: Game) -> list[str]:
    return sorted(c for c, d in g.content.monster_cards.items() if d.monster == MONSTER)


def drawn_card(g: Game) -> str | None:
    drawn = g.state.decks.get(DRAWN)
    return drawn[0] if drawn else None


def marker(g: Game) -> str | None:
    return next((m for m in g.state.monsters if C.base_id(m) == MONSTER), None)


# ------------------------------------------------------------------ entering play
def track_full(g: Game, track: str) -> None:
    """The third token on the track: the Horror enters play at Sentinel Hill (DH p.7)."""
    if track != V.TRACK:
        return
    m = marker(g)
    if m is None or g.state.monsters[m] != SHEET:
        return  # already in play: the full track changes nothing more
    g.state.monsters[m] = SENTINEL_HILL
    g.log(f"The Dunwich Horror track is full: {C.name_of(g, m)} enters play at {C.name_of(g, SENTINEL_HILL)}", RULE)


# ------------------------------------------------------------------ its movement
def moves(g: Game, fr: Frame, m: str, place: str, colour: str, ans: str | None) -> Any:
    """Instead of moving, a die: on 4-6 a doom token is added (its marker)."""
    if place not in g.content.areas:
        return None
    die = g.die()
    g.log(f"{C.name_of(g, m)}: instead of moving it rolls {die}", "monster text")
    if die >= 4:
        C.add_doom(g, 1, "the Dunwich Horror stirs", "monster text: the Dunwich Horror")
    return None


# ------------------------------------------------------------------ its cards in combat
def stats(g: Game, m: str) -> dict[str, Any] | None:
    card = drawn_card(g)
    if card is None:
        return None
    d = g.content.monster_cards[card]
    return {
        "horror": d.horror,
        "sanity_damage": d.sanity_damage,
        "combat": d.combat,
        "stamina_damage": d.stamina_damage,
        "nightmarish": d.nightmarish,
        "overwhelming": d.overwhelming,
        "abilities": list(d.abilities),
    }


def draw_card(g: Game) -> str:
    """Shuffle the whole deck (a card left out by an earlier combat goes back in) and draw."""
    deck = cards_of(g)
    g.shuffle(deck)
    card = deck.pop(0)
    g.state.decks[DECK] = deck
    g.state.decks[DRAWN] = [card]
    return card


def combat_begins(g: Game, inv: Investigator, m: str) -> None:
    card = draw_card(g)
    d = g.content.monster_cards[card]
    g.log(f"{C.inv_name(g, inv)} draws a Dunwich Horror card: {d.name} ({d.summary})", RULE)


def combat_ends(g: Game, inv: Investigator, m: str, outcome: str) -> None:
    card = drawn_card(g)
    if card is not None:
        g.state.decks.setdefault(DECK, []).append(card)
        del g.state.decks[DRAWN]
    if outcome != "defeated":
        return
    g.state.counters[V.track_key(V.TRACK)] = 0
    g.log("The Dunwich Horror is set aside beside the board and its track is emptied", RULE)
    if any(g.state.decks.get(d) for d, _ in REWARD_DECKS):
        g.push("dunwich.horror_reward", who=inv.seat)


@step("dunwich.horror_reward")
def reward(g: Game, fr: Frame) -> Ask | None:
    """The victor may search one of five decks for any one card (DH p.8)."""
    inv = g.state.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if ans is None:
        opts = [(f"deck:{d}", f"Search the {name} deck") for d, name in REWARD_DECKS if g.state.decks.get(d)]
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} defeated the Dunwich Horror: take any one card",
            opts + [("none", "Take nothing")],
            kind="draw",
        )
    if ans.startswith("deck:"):
        fr["deck"] = ans[5:]
        deck = g.state.decks[fr["deck"]]
        opts, seen = [], set()
        for c in deck:
            if C.base_id(c) not in seen:
                seen.add(C.base_id(c))
                opts.append((f"take:{c}", C.card_def(g, c).name))
        return g.ask(fr, inv.seat, f"{C.inv_name(g, inv)} takes a card of their choice", opts, kind="draw")
    g.pop(fr)
    if ans.startswith("take:"):
        deck = g.state.decks[fr["deck"]]
        deck.remove(ans[5:])
        C.take_card(g, inv, ans[5:], "the reward for defeating the Dunwich Horror")
        g.shuffle(deck)
    return None


MODULE = register(
    RuleModule(
        "dunwich.dunwich_horror",
        monster_movers=(MonsterMover("dunwich_horror", moves),),
        monster_rules=(MonsterRules("dunwich_horror", stats, combat_begins, combat_ends, returns_with_gates=False),),
        events=(("track_full", track_full),),
    )
)
