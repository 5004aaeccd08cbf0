"""A heuristic bot that plays like a competent player.

It answers every choice through the public engine API (``game.choice``) and
reads the board the way a player would (``game.state``, card and monster text in
``game.content``). What it does:

* gathers Clue tokens and moves toward useful targets by board distance: a
  gate it could close, Clue tokens, shops when it has money, St. Mary's or the
  Asylum when hurt, the Police Station / Ma's / Science Building with trophies;
* with another town on the table (Dunwich), rides the train from a depot when it
  can pay the fare (leaving Arkham, the fare back too) and the target lies in
  the other town: a ride counts as
  ``TRAIN_COST`` steps (its movement point and the $1), so the other town's gates
  and Clue tokens are chosen only when nothing as good is nearer;
* uses a location ability written as ops (the Dunwich ones) when the ops are worth
  more than an encounter;
* readies the weapons and spells that help most (hands, resistances, the odds
  of casting), fights monsters it can beat and evades the others by comparing
  the dice;
* enters gates, closes them with the better of Fight and Lore, seals with an
  Elder Sign or five Clue tokens; back from a gate's Other World it stays at the gate
  until it closes it (leaving would mean going through again), while it may close it;
* never spends a Clue token on a check already passed, and keeps the tokens it
  saves for a seal;
* prepares for the final battle (weapons, health, Fight) when doom runs high, and
  (when its parameters say so) spends trophies on Blessings at South Church once the
  Ancient One may wake within a few Mythos Phases (:meth:`HeuristicBot._bless_wanted`);
* as a group (when its parameters say so): shares the open gates out so no two
  investigators head for one (:meth:`HeuristicBot._gates_shared`), walks round the
  monsters that would hurt most (:meth:`HeuristicBot._safe_step`), and once the group
  holds gate trophies enough to win, goes for the last few gates whatever the distance;
* never spends Clue tokens on a check they cannot pass (:attr:`HeuristicBot.HOPELESS`);
* in the Upkeep of a turn in which it will try to close a gate, moves its Fight or Lore
  slider for that check's successes first (:meth:`HeuristicBot._close_step`);
* against an Ancient One whose waking devours an investigator without a gate trophy
  (Yog-Sothoth) or a monster trophy (Shub-Niggurath), seeks the trophy first
  (:attr:`HeuristicBot.TROPHY_LIVES`), and keeps Clue tokens as lives against one who
  devours those without (Nyarlathotep): read from the Ancient One's start-of-battle
  ability (:func:`devoured_without`), so an expansion's Ancient One with the same is played
  the same way.

Choices it has no rule for are answered at random from its own seeded
generator, so it is deterministic for a given seed; with ``HeuristicBot.strict = True``
(as the tests play) such a choice raises ``StrictError`` instead.

The code is split by concern, one module each, joined as mixins of
:class:`HeuristicBot` (:mod:`.bot`): :mod:`.odds` (the shared odds and caches),
:mod:`.movement` (movement and errands), :mod:`.encounters` (effects weighed, encounter and
Upkeep answers), :mod:`.combat` (combat and checks), :mod:`.gates` (gates and seals),
:mod:`.shopping` (shopping and trading), :mod:`.battle` (the final battle),
:mod:`.sliders` and :mod:`.cards` (the choices single cards ask). What is particular to a
box beside the others of its kind (Dunwich, Kingsport, Haunt of the Watchers) is in :mod:`arkham.bots.boxes`, joined by named hooks.

Speed: it reads the pending choice straight from ``game.state.pending`` (the
data behind ``game.choice``) and remembers what it works out. Within one answer
it keeps skill values, the board's monster count and the like; across answers
it keeps only values that are a function of what their key holds: board
distances, monster stats and weapon bonuses under the rule changes in play,
gate difficulties, an investigator's skills while his sheet, sliders, cards and
place are unchanged, the best set of weapons for given numbers, slider moves.
A remembered value is what recomputing it would give, so caches never change an
answer; ``HeuristicBot.verify = True`` recomputes every one and raises if a
rule change made a key incomplete (the tests play games that way).
"""

from __future__ import annotations

from arkham.bots.heuristic.bot import HeuristicBot, StrictError
from arkham.bots.heuristic.movement import ASYLUM, HOSPITAL, IDLE_REACH, TRAIN_COST, distances
from arkham.bots.heuristic.odds import _BEST_SET, _CACHES, DEVOURED_WITHOUT, PAIRS, SKILLS, devoured_without, p_at_least
from arkham.bots.heuristic.shopping import CHEAP_ITEM, DECK_VALUE, SPECIAL_VALUE

__all__ = [
    "HeuristicBot",
    "StrictError",
    "p_at_least",
    "devoured_without",
    "DEVOURED_WITHOUT",
    "distances",
    "ASYLUM",
    "HOSPITAL",
    "IDLE_REACH",
    "TRAIN_COST",
    "CHEAP_ITEM",
    "DECK_VALUE",
    "SPECIAL_VALUE",
    "SKILLS",
    "PAIRS",
    "_CACHES",
    "_BEST_SET",
]
