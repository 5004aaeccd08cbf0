"""Mechanics of the Kingsport gate cards (Other World encounters) beyond the plain op
vocabulary, named in ``content/kingsport/gates.yaml``.

Ops:
- ``if_terror`` (``at_most``; ``do``): the ops run only while the terror level is at most
  that ("if the terror level is less than 6" is ``at_most: 5``).

The cards also use the rule ``return_unexplored`` and the op ``extra_mythos``, which the
Dunwich cards share (:mod:`arkham.rules.classic.encounter_rules`, :mod:`arkham.effects.ops.mythos`).

Rules (``{op: rule, id: ...}``), each for the investigator of the running ``fx`` frame:
``stamina_per_exhausted``, ``gain_per_spell``, ``clue_per_investigator_in_other_worlds``,
``clue_per_tome``, ``spell_at_sanity_cost``, ``items_for_clues``, ``keep_clues_at_cost``,
``sanity_for_clues``, ``take_clues_of_another``, ``keep_items_at_a_price``,
``discard_chosen_elder_sign``, ``gain_brood``, ``homage_to_nodens``.

The cards also use the ops ``reduce_to`` and ``if_elder_signs`` and the rule
``swap_places_with_another``, which cards of other parts share
(:mod:`arkham.rules.kingsport.shared_card_ops`).

Card data read here (the kept gate cards, ``gate_cards.yaml``): ``upkeep_effect: [ops]``,
run for the holder at the start of each of his Upkeeps (event ``upkeep_begins``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.interp import run_ops
from arkham.effects.registry import op, rule
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.extensions import RuleModule, register

if TYPE_CHECKING:
    from arkham.engine import Frame, Game

WHY = "gate card"


def _inv(g: Game, fr: Frame) -> Any:
    return g.state.investigators[fr["seat"]]


@op("if_terror", required=("at_most",), nested=("do",))
def op_if_terror(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    if g.state.terror <= o["at_most"]:
        run_ops(g, fr["seat"], o["do"], fr["ctx"], who=fr["who"])
    else:
        g.log(f"The terror level is {g.state.terror}: nothing happens", WHY)


@rule("stamina_per_exhausted")
def stamina_per_exhausted(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """1 Stamina lost for each of his cards now exhausted, as one loss."""
    inv = _inv(g, fr)
    n = sum(1 for c in inv.cards if c in inv.exhausted)
    g.log(f"{C.inv_name(g, inv)} has {C.count(n, 'exhausted card')}", WHY)
    if n:
        run_ops(g, fr["seat"], [{"op": "lose", "what": "stamina", "n": n}], fr["ctx"], who=fr["who"])


@rule("gain_per_spell")
def gain_per_spell(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """1 Sanity and 1 Stamina for each Spell he holds."""
    inv = _inv(g, fr)
    n = sum(1 for c in inv.cards if C.card_def(g, c).deck == "spell")
    g.log(f"{C.inv_name(g, inv)} holds {C.count(n, 'Spell')}", WHY)
    if n:
        C.gain(g, inv, "sanity", n, "knowledge of the stars")
        C.gain(g, inv, "stamina", n, "knowledge of the stars")


@rule("clue_per_investigator_in_other_worlds")
def clue_per_investigator_in_other_worlds(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """1 Clue token for each investigator now in an Other World, himself included."""
    inv = _inv(g, fr)
    n = sum(1 for i in g.state.investigators if not i.eliminated and i.where in g.content.worlds)
    C.gain(g, inv, "clues", n, f"{C.count(n, 'investigator')} in Other Worlds")


@rule("clue_per_tome")
def clue_per_tome(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """1 Clue token for each Tome (a card tagged ``tome``) he holds."""
    inv = _inv(g, fr)
    n = sum(1 for c in inv.cards if "tome" in C.card_def(g, c).tags)
    g.log(f"{C.inv_name(g, inv)} holds {C.count(n, 'Tome')}", WHY)
    if n:
        C.gain(g, inv, "clues", n, f"the Tomes {C.pron(g, inv, 'he')} holds")


@rule("spell_at_sanity_cost")
def spell_at_sanity_cost(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """He may draw a Spell; if he does, he loses Sanity equal to its printed Sanity cost."""
    if g.state.decks.get("spell"):
        g.push("kingsport.spell_at_cost", who=fr["seat"], ctx=dict(fr["ctx"]))


@step("kingsport.spell_at_cost")
def spell_at_cost(g: Game, fr: Frame) -> Any:
    """He may draw a Spell and lose its Sanity cost."""
    inv = g.state.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if ans is None:
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} may draw a Spell and lose its Sanity cost",
            [("yes", "Draw a Spell"), ("no", "Decline")],
            kind="may",
        )
    g.pop(fr)
    deck = g.state.decks.get("spell", [])
    if ans != "yes" or not deck:
        return None
    spell = deck.pop(0)
    C.take_card(g, inv, spell, "Shuggob's secrets")
    cost = C.card_def(g, spell).sanity_cost or 0
    if cost:
        run_ops(g, inv.seat, [{"op": "lose", "what": "sanity", "n": cost}], fr["ctx"], who=inv.seat)
    return None


@rule("items_for_clues")
def items_for_clues(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """He may discard any number of his items (Common and Unique Items, Spells), one at a
    time, taking 1 Clue token for each."""
    g.push("kingsport.items_for_clues", who=fr["seat"])


def _items(g: Game, inv: Any) -> list[str]:
    return [
        c for c in inv.cards if C.card_def(g, c).deck in ("common", "unique", "spell") and not C.cannot_lose(g, inv, c)
    ]


@step("kingsport.items_for_clues")
def items_for_clues_step(g: Game, fr: Frame) -> Any:
    """He may discard items, one at a time, for 1 Clue token each."""
    inv = g.state.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if ans is not None and ans != "stop":
        C.discard_card(g, inv, ans.partition(":")[2], "left with the caravan")
        C.gain(g, inv, "clues", 1, "an item left behind")
    pool = _items(g, inv)
    if ans == "stop" or not pool:
        g.pop(fr)
        return None
    return g.ask(
        fr,
        inv.seat,
        f"{C.inv_name(g, inv)} may discard items for 1 Clue token each",
        [(f"discard:{c}", C.card_def(g, c).name) for c in pool] + [("stop", "Keep the rest")],
        kind="discard",
    )


@rule("discard_chosen_elder_sign")
def discard_chosen_elder_sign(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """He picks an elder sign token on the board and discards it; with none (or only one
    The Great Seal keeps), nothing."""
    if C.removable_seals(g):
        g.push("card.unseal", who=fr["seat"], why=WHY)
    else:
        g.log("No elder sign that can be removed lies on the board", WHY)


# ------------------------------------------------------------------ counted bargains
def _ask_count(g: Game, fr: Frame, inv: Any, prompt: str, most: int, label: Any) -> Any:
    return g.ask(fr, inv.seat, prompt, [(str(k), label(k)) for k in range(most + 1)], kind="count")


@rule("keep_clues_at_cost")
def keep_clues_at_cost(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """He keeps as many Clue tokens as he pays 1 Sanity and 1 Stamina for (one loss), and
    discards the rest. Decided: he may keep only as many as leave him at least 1 Sanity and
    1 Stamina (paying himself unconscious is not offered)."""
    if _inv(g, fr).clues:
        g.push("kingsport.keep_clues", who=fr["seat"], ctx=dict(fr["ctx"]))


@step("kingsport.keep_clues")
def keep_clues(g: Game, fr: Frame) -> Any:
    """He keeps as many Clue tokens as he likes, for 1 Sanity and 1 Stamina each; the rest
    are discarded."""
    inv = g.state.investigators[fr["who"]]
    most = max(0, min(inv.clues, inv.sanity - 1, inv.stamina - 1))
    ans = fr.pop("ans", None)
    if ans is None and most > 0:
        return _ask_count(
            g,
            fr,
            inv,
            f"{C.inv_name(g, inv)} keeps how many Clue tokens (1 Sanity and 1 Stamina each)?",
            most,
            lambda k: f"Keep {k}",
        )
    g.pop(fr)
    k = min(int(ans or 0), most)
    gone = inv.clues - k
    inv.clues = k
    g.log(f"{C.inv_name(g, inv)} keeps {C.count(k, 'Clue token')} and discards {gone}", WHY)
    if k:
        run_ops(g, inv.seat, [{"op": "lose", "sanity": k, "stamina": k}], fr["ctx"], who=inv.seat)
    return None


@rule("sanity_for_clues")
def sanity_for_clues(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """He may lose Sanity for Clue tokens, 2 Sanity each (one loss). Decided: he may take only
    as many as leave him at least 1 Sanity."""
    g.push("kingsport.sanity_for_clues", who=fr["seat"], ctx=dict(fr["ctx"]))


@step("kingsport.sanity_for_clues")
def sanity_for_clues_step(g: Game, fr: Frame) -> Any:
    """He takes as many Clue tokens as he likes, for 2 Sanity each."""
    inv = g.state.investigators[fr["who"]]
    most = max(0, (inv.sanity - 1) // 2)
    ans = fr.pop("ans", None)
    if ans is None and most > 0:
        return _ask_count(
            g, fr, inv, f"{C.inv_name(g, inv)} takes how many Clue tokens (2 Sanity each)?", most, lambda k: f"Take {k}"
        )
    g.pop(fr)
    k = min(int(ans or 0), most)
    if k:
        C.gain(g, inv, "clues", k, "the brains' knowledge")
        run_ops(g, inv.seat, [{"op": "lose", "what": "sanity", "n": 2 * k}], fr["ctx"], who=inv.seat)
    return None


@rule("take_clues_of_another")
def take_clues_of_another(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """He picks another investigator in play and takes all his Clue tokens (none to pick:
    nothing is taken)."""
    inv = _inv(g, fr)
    others = [i for i in g.state.investigators if i.seat != inv.seat and not i.eliminated]
    if others:
        g.push("kingsport.take_clues", who=inv.seat)
    else:
        g.log("No other investigator is in play", WHY)


@step("kingsport.take_clues")
def take_clues(g: Game, fr: Frame) -> Any:
    """He takes every Clue token of another investigator of his choice."""
    inv = g.state.investigators[fr["who"]]
    others = [i for i in g.state.investigators if i.seat != inv.seat and not i.eliminated]
    ans = fr.pop("ans", None)
    if ans is None and len(others) > 1:
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} takes every Clue token of another investigator",
            [(str(i.seat), f"{C.inv_name(g, i)} ({i.clues} Clue tokens)") for i in others],
            kind="investigator",
        )
    g.pop(fr)
    other = g.state.investigators[int(ans)] if ans is not None else others[0]
    n, other.clues = other.clues, 0
    g.log(f"{C.inv_name(g, inv)} takes {C.count(n, 'Clue token')} from {C.inv_name(g, other)}", WHY)
    if n:
        C.gain(g, inv, "clues", n, "another's hands")
    return None


@rule("keep_items_at_a_price")
def keep_items_at_a_price(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Each of his items (Common and Unique Items, Spells) is discarded unless he discards a
    Clue token or pays $3 for it, item by item in the order he holds them."""
    g.push("kingsport.keep_items", who=fr["seat"], left=_items(g, _inv(g, fr)))


@step("kingsport.keep_items")
def keep_items(g: Game, fr: Frame) -> Any:
    """His items ``left``, one at a time: each is kept for a Clue token or $3, or
    discarded."""
    inv = g.state.investigators[fr["who"]]
    left = [c for c in fr["left"] if c in inv.cards]
    ans = fr.pop("ans", None)
    if ans is not None:
        card = left.pop(0)
        if ans == "clue":
            C.pay(g, inv, "clues", 1)
            g.log(f"{C.inv_name(g, inv)} keeps {C.card_def(g, card).name} for a Clue token", WHY)
        elif ans == "money":
            C.pay(g, inv, "money", 3)
            g.log(f"{C.inv_name(g, inv)} keeps {C.card_def(g, card).name} for $3", WHY)
        else:
            C.discard_card(g, inv, card, "stripped between worlds")
        fr["left"] = left
    while left:
        opts = []
        if inv.clues:
            opts.append(("clue", "Discard a Clue token to keep it"))
        if C.can_pay(g, inv, "money", 3):
            opts.append(("money", "Pay $3 to keep it"))
        if opts:
            fr["left"] = left
            return g.ask(
                fr,
                inv.seat,
                f"{C.inv_name(g, inv)} keeps {C.card_def(g, left[0]).name}?",
                opts + [("drop", "Discard it")],
                kind="keep_item",
            )
        C.discard_card(g, inv, left.pop(0), "stripped between worlds")
    g.pop(fr)
    return None


@rule("gain_brood")
def gain_brood(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """He gains a Brood token (Eihort's, with its die roll: ``kingsport.ancient_ones``)."""
    from arkham.rules.kingsport import ancient_ones

    ancient_ones.gain_brood(g, _inv(g, fr), "the Underworld's chant")


@rule("homage_to_nodens")
def homage_to_nodens(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """He discards Clue tokens of his choice (at least 1) and rolls that many dice; his Sanity
    and Stamina are reduced to the successes. No Clue token, or no success: devoured.
    Decided: discarding none is not offered (it would devour as having none)."""
    inv = _inv(g, fr)
    if inv.clues <= 0:
        from arkham.rules.classic.status import devour

        devour(g, inv, "no Clue token to pay homage to Nodens")
        return
    g.push("kingsport.homage", who=inv.seat, ctx=fr["ctx"])


@step("kingsport.homage")
def homage(g: Game, fr: Frame) -> Any:
    """Homage to Nodens: he discards Clue tokens and rolls a die for each; no success
    devours him, else his Sanity and Stamina drop to the successes."""
    from arkham.rules.classic.checks import successes
    from arkham.rules.classic.status import devour

    inv = g.state.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if ans is None and inv.clues > 1:
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} discards Clue tokens in homage to Nodens: how many?",
            [
                (str(n), f"Discard {C.count(n, 'Clue token')} and roll {C.count(n, 'die', 'dice')}")
                for n in range(1, inv.clues + 1)
            ],
            kind="number",
        )
    g.pop(fr)
    n = int(ans) if ans is not None else 1
    C.pay(g, inv, "clues", n, "homage to Nodens")
    dice = [g.die() for _ in range(n)]
    k = successes(dice, C.success_floor(g, inv))
    g.log(f"{C.inv_name(g, inv)} rolls {dice}: {C.count(k, 'success', 'successes')}", WHY)
    if k == 0:
        devour(g, inv, "no success in homage to Nodens")
        return None
    run_ops(
        g,
        inv.seat,
        [{"op": "reduce_to", "what": "sanity", "n": k}, {"op": "reduce_to", "what": "stamina", "n": k}],
        fr["ctx"],
        who=inv.seat,
    )
    return None


def upkeep_begins(g: Game, inv: Any) -> None:
    """A kept gate card's ``upkeep_effect`` runs for its holder."""
    for c in list(inv.cards):
        ops = C.card_def(g, c).data.get("upkeep_effect")
        if ops:
            run_ops(g, inv.seat, ops, {"card": c}, who=inv.seat)


MODULE = register(RuleModule("kingsport.other_worlds", events=(("upkeep_begins", upkeep_begins),)))
