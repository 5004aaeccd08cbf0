"""Tasks and Missions (DH p.5): short quests printed on Common Items (Tasks) and Unique
Items (Missions), one mechanism for every such card.

A card lists its quest in ``data.task``::

    task:
      kind: task | mission
      steps:                        # in the order they must be done
      - {place: base:arkham/library}                                   # a Task step
      - {place: base:arkham/graveyard, sacrifice: {what: spell, n: 1}}  # a Mission step
      reward: [ops]                 # the Payoff of a Task, the Effect of a Mission

Rules (DH p.5, with its Task/Mission example):

- The steps are done in the listed order, one place after the other; any number of
  turns may pass between two steps.
- A step is done when its holder is at the step's place as his Upkeep begins: he ended
  his movement there and spent the Arkham Encounters Phase there (the example: the
  encounter may move him away, and then the step waits). A Mission step also asks its
  sacrifice at that moment, only while he is still there; he may decline and try again
  in a later Upkeep. The place may be Lost in Time and Space.
- Each step done puts a Clue token from the supply on the card (here a counter of the
  game state, ``task:<card>``; it is never the investigator's own Clue token).
- Discarding the card or giving it to another investigator removes every token from it
  (the ``card_leaves`` event): the new holder starts from the first step.
- With the last step done the holder receives the reward, the card goes back to the box
  and its tokens to the supply; each Task or Mission completed is worth 1 point of the
  final score (DH p.8, the counter ``score:tasks``).

Decisions: a Task step needs no answer (being there suffices), so it is marked without
a question; a sacrifice of Sanity or Stamina is offered only when it leaves the holder at
least 1 (a sacrifice is a choice, never a knock-out); when a card is asked as the
sacrifice, the holder picks which; a sacrifice of cards may use a card that cannot be
lost or stolen (he allows it by choosing it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.interp import run_ops
from arkham.effects.registry import op
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.effects.ops.cards import DISCARD_KINDS
from arkham.rules.extensions import RuleModule, register

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game
    from arkham.state import Investigator

RULE = "DH p.5 Tasks and Missions"
STATS = ("money", "clues", "sanity", "stamina")
CARD_WORDS = {"ally": "Ally", "spell": "Spell", "weapon": "Weapon", "common": "Common Item", "unique": "Unique Item"}


def quest(g: Game, card: str) -> dict[str, Any] | None:
    return C.card_def(g, card).data.get("task")


def progress(g: Game, card: str) -> int:
    """Steps of the card's quest done so far (its Clue tokens)."""
    return g.state.counters.get(f"task:{card}", 0)


def next_step(g: Game, card: str) -> dict[str, Any] | None:
    q = quest(g, card)
    if q is None:
        return None
    done = progress(g, card)
    return q["steps"][done] if done < len(q["steps"]) else None


def sacrifice_words(s: dict[str, Any]) -> str:
    what, n = s["what"], s.get("n", 1)
    if what in STATS:
        return C.quantity(n, what)
    word = CARD_WORDS[what]
    return f"{n} {word}" + ("" if n == 1 else "s")


def can_sacrifice(g: Game, inv: Investigator, s: dict[str, Any]) -> bool:
    what, n = s["what"], s.get("n", 1)
    if what in ("money", "clues"):
        return getattr(inv, what) >= n
    if what in ("sanity", "stamina"):
        return getattr(inv, what) > n
    test = DISCARD_KINDS[what]
    return sum(1 for c in inv.cards if test(C.card_def(g, c))) >= n


# ------------------------------------------------------------------ the Upkeep
def upkeep_begins(g: Game, inv: Investigator) -> None:
    """Each Task and Mission whose next step is where the investigator stands moves on."""
    for card in [c for c in inv.cards if quest(g, c) is not None]:
        s = next_step(g, card)
        if s is None or s["place"] != inv.where:
            continue
        if "sacrifice" not in s:
            mark(g, inv, card)
        elif can_sacrifice(g, inv, s["sacrifice"]):
            g.push("dunwich.mission_step", who=inv.seat, card=card)


@step("dunwich.mission_step")
def mission_step(g: Game, fr: Frame) -> Ask | None:
    """A Mission step: the holder may make the sacrifice at the step's place."""
    inv = g.state.investigators[fr["who"]]
    card = fr["card"]
    s = next_step(g, card) if card in inv.cards else None
    if s is None or s["place"] != inv.where or not can_sacrifice(g, inv, s["sacrifice"]):
        g.pop(fr)
        return None
    ans = fr.pop("ans", None)
    name = C.card_def(g, card).name
    if ans is None:
        steps = len(quest(g, card)["steps"])  # type: ignore[index]
        words = sacrifice_words(s["sacrifice"])
        return g.ask(
            fr,
            inv.seat,
            f"{name}, step {progress(g, card) + 1} of {steps} at {C.name_of(g, inv.where)}: sacrifice {words}?",
            [("sacrifice", f"Sacrifice {words}"), ("not_now", "Not now")],
            kind="mission",
        )
    g.pop(fr)
    if ans != "sacrifice":
        g.log(f"{C.inv_name(g, inv)} makes no sacrifice for {name} this turn", RULE)
        return None
    what, n = s["sacrifice"]["what"], s["sacrifice"].get("n", 1)
    if what in STATS:
        C.pay(g, inv, what, n, f"the sacrifice of {name}")
        mark(g, inv, card)
        return None
    g.push("dunwich.task_mark", who=inv.seat, card=card)  # once the cards are given up
    run_ops(g, inv.seat, [{"op": "discard", "what": what, "n": n}], {"card": card})
    return None


@step("dunwich.task_mark")
def task_mark(g: Game, fr: Frame) -> None:
    """A step of the Task or Mission ``card`` he still holds is done: it is marked."""
    g.pop(fr)
    inv = g.state.investigators[fr["who"]]
    if fr["card"] in inv.cards:
        mark(g, inv, fr["card"])
    return None


def mark(g: Game, inv: Investigator, card: str) -> None:
    """A step is done: a Clue token on the card; the last one completes the quest."""
    q = quest(g, card)
    assert q is not None
    key = f"task:{card}"
    done = g.state.counters.get(key, 0) + 1
    g.state.counters[key] = done
    name = C.card_def(g, card).name
    steps = len(q["steps"])
    g.log(
        f"{C.inv_name(g, inv)} completes step {done} of {steps} of {name} at {C.name_of(g, inv.where)}: "
        f"a Clue token goes on the card",
        RULE,
    )
    if done < steps:
        return
    g.state.counters["score:tasks"] = g.state.counters.get("score:tasks", 0) + 1
    word = "Payoff" if q["kind"] == "task" else "Effect"
    g.log(f"{name} is complete: its {word} takes place, the card returns to the box", RULE)
    C.discard_card(g, inv, card, f"{name} completed", to_box=True)
    run_ops(g, inv.seat, q["reward"], {"card": card})


def card_leaves(g: Game, inv: Investigator, card: str) -> None:
    """Discarded, to the box, or given away: the Clue tokens on it go back to the supply."""
    n = g.state.counters.pop(f"task:{card}", 0)
    if n and quest(g, card) is not None:
        g.log(
            f"{C.card_def(g, card).name} leaves {C.inv_name(g, inv)}: its {n} Clue token"
            f"{'' if n == 1 else 's'} return to the supply",
            RULE,
        )


# ------------------------------------------------------------------ head starts
@op("take_quest", required=("deck", "kind"), optional=("head_start",))
def op_take_quest(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Take the first Task (Mission) card of the deck; ``head_start`` Clue tokens go on it
    from the supply at once, each a step done (the first places on the card may be skipped:
    the Lodge's help). With none left in the deck nothing happens."""
    inv = g.state.investigators[fr["seat"]]
    deck = g.state.decks.get(o["deck"], [])
    word = "Task" if o["kind"] == "task" else "Mission"
    for i, c in enumerate(deck):
        q = quest(g, c)
        if q is not None and q["kind"] == o["kind"]:
            deck.pop(i)
            C.take_card(g, inv, c, f"the first {word} of the deck")
            n = min(o.get("head_start", 0), len(q["steps"]) - 1)
            if n and c in inv.cards:
                g.state.counters[f"task:{c}"] = n
                g.log(
                    f"{n} Clue token{'' if n == 1 else 's'} from the supply go on {C.card_def(g, c).name}: "
                    f"its first {'place is' if n == 1 else f'{n} places are'} done",
                    RULE,
                )
            return
    g.log(f"No {word} card is left in the deck", RULE)


# ------------------------------------------------------------------ rewards
@op("sole_winner")
def op_sole_winner(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Joining the Winning Team (DH p.5 example): the game ends at once and its holder is
    the sole winner. Decision: the game's result is a win, told as his alone."""
    inv = g.state.investigators[fr["seat"]]
    g.end(True, f"{C.inv_name(g, inv)} joins the winning team and is the sole winner of the game", None, RULE)
    raise C.Interrupt()


register(RuleModule(name="dunwich.tasks", events=(("upkeep_begins", upkeep_begins), ("card_leaves", card_leaves))))
