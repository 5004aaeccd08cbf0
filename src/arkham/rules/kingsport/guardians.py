"""The Guardian sheets of the "Herald/Guardian" variant (KH p.10), joined to the classic rules
through the ``setup``, ``phase_begins``, ``location_encounter``, ``upkeep_begins``,
``mythos_story``, ``card_gained`` and ``card_leaves`` events and the ``skill_bonus``,
``location_abilities``, ``monster_barred``, ``combat_choices``, ``draw_searches``,
``payment_covers``, ``after_roll``, ``terror_wards``, ``card_kept`` and ``outskirts_bonus``
extension points. Bast's rules are in :mod:`arkham.rules.kingsport.bast`, Nodens's in
:mod:`arkham.rules.kingsport.nodens`.

A Guardian is in play only when the game was set up with it (``new_game(sheets=
{"guardian": ...})``); ``"random"`` is drawn here at setup among the loaded Guardian sheets.

Hypnos, Lord of Sleep. At setup his Visions of Hypnos (one card for each Arkham location)
are shuffled into a deck by the board. At the start of each Upkeep Phase the first player
turns up the next Vision: a Clue token appears at the location it names, as a Mythos
card's clue would (none where a gate stands; an investigator there takes it, the first in
turn order when several are; decided so that no question is asked), and until the end of
the Mythos Phase every encounter at that location draws two cards and the investigator
keeps one (the Vision does not add to an ability that already draws two, decided). The
Vision lies face up until the next one is turned up (nothing encounters a location between
the end of the Mythos Phase and the next Upkeep, so the two are one); it then goes to a
discard pile, shuffled back into a new deck when the deck runs out (decided).
Lord of Dreams: during an Other World encounter in The Dreamlands, the Plateau of Leng, The
Underworld or Unknown Kadath, every skill of the investigator having it is 1 higher (a
combat the encounter brings is part of it).

State (``rules_data["hypnos"]``): ``deck`` and ``discards`` (Vision ids), ``shown`` (the
Vision face up, or None).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.extensions import (
    AfterRoll,
    CombatChoice,
    DrawSearch,
    LocationAbility,
    PaymentCover,
    RuleModule,
    register,
)
from arkham.rules.kingsport import bast, nodens
from arkham.rules.kingsport.sheets import draw_sheet, sheet_in_play

if TYPE_CHECKING:
    from arkham.engine import Frame, Game
    from arkham.state import Investigator

HYPNOS = "kingsport:hypnos"
HYPNOS_RULE = "KH p.10 Herald/Guardian variant: Hypnos's sheet"
DREAM_WORLDS = frozenset(
    {
        "base:world/the_dreamlands",
        "base:world/plateau_of_leng",
        "kingsport:world/the_underworld",
        "kingsport:world/unknown_kadath",
    }
)


def hypnos(g: Game) -> dict[str, Any] | None:
    if sheet_in_play(g, "guardian") != HYPNOS:
        return None
    return g.state.rules_data["hypnos"]


def vision_area(g: Game, vision: str) -> str:
    return next(c.area for c in g.content.sheets[HYPNOS].cards if c.id == vision)  # type: ignore[return-value]


def setup(g: Game) -> None:
    guardian = draw_sheet(g, "guardian")
    if guardian == bast.BAST:
        bast.setup(g)
    if guardian == nodens.NODENS:
        nodens.setup(g)
    if guardian == HYPNOS:
        deck = [c.id for c in g.content.sheets[HYPNOS].cards]
        g.shuffle(deck)
        g.state.rules_data["hypnos"] = {"deck": deck, "discards": [], "shown": None}
        g.log("The Visions of Hypnos are shuffled into a deck by the board", HYPNOS_RULE)


def phase_begins(g: Game, name: str) -> None:
    if name == "upkeep" and hypnos(g) is not None and not g.state.awakened:
        g.push("kingsport.hypnos_vision", who=-1)


@step("kingsport.hypnos_vision")
def hypnos_vision(g: Game, fr: Frame) -> None:
    """Start of Upkeep: the last Vision is discarded and the first player turns up the next."""
    g.pop(fr)
    st = g.state
    d = st.rules_data["hypnos"]
    if d["shown"] is not None:
        d["discards"].append(d["shown"])
        d["shown"] = None
    if not d["deck"]:
        d["deck"], d["discards"] = d["discards"], []
        g.shuffle(d["deck"])
        g.log("The Visions of Hypnos are shuffled into a new deck", HYPNOS_RULE)
    vision = d["deck"].pop(0)
    d["shown"] = vision
    area = vision_area(g, vision)
    who = st.investigators[st.first]
    g.log(f"{C.inv_name(g, who)} turns up a Vision of Hypnos: {C.name_of(g, area)}", HYPNOS_RULE)
    if area in st.gates:
        g.log(f"No Clue token appears at {C.name_of(g, area)}: a gate is open there", HYPNOS_RULE)
        return None
    here = [i for i in C.in_order(g) if i.where == area and not i.eliminated]
    if here:
        C.gain(g, here[0], "clues", 1, f"a Vision of Hypnos shows {C.name_of(g, area)}", HYPNOS_RULE)
    else:
        st.clues_on[area] = st.clues_on.get(area, 0) + 1
        g.log(f"A Clue token appears at {C.name_of(g, area)}", HYPNOS_RULE)
    return None


def location_encounter(g: Game, inv: Investigator, area: str) -> None:
    """An encounter at the location the Vision shows draws two cards (the encounter's frame is
    the topmost one of this investigator at this area: steps another rule pushed for the same
    event, investigating a rift, may sit above it)."""
    d = hypnos(g)
    if d is None or d["shown"] is None or vision_area(g, d["shown"]) != area:
        return
    fr = next(
        (
            f
            for f in reversed(g.state.stack)
            if f.get("k") == "encounter.location" and f.get("who") == inv.seat and f.get("area") == area
        ),
        None,
    )
    if fr is None or fr.get("extra") or C.has_ability(g, inv, "hometown_advantage"):
        return
    fr["extra"] = 1
    g.log(
        f"A Vision of Hypnos: {C.inv_name(g, inv)} draws two encounters at {C.name_of(g, area)} and keeps one",
        HYPNOS_RULE,
    )


def dream_bonus(g: Game, inv: Investigator, skill: str, check: str | None) -> list[tuple[str, int]]:
    """Lord of Dreams: +1 to every skill while the investigator has an encounter in a dream world."""
    if sheet_in_play(g, "guardian") != HYPNOS or inv.where not in DREAM_WORLDS:
        return []
    for fr in g.state.stack:
        if fr.get("k") == "fx" and fr.get("seat") == inv.seat and fr.get("ctx", {}).get("world") in DREAM_WORLDS:
            return [("Hypnos, Lord of Dreams", 1)]
    return []


def marks(g: Game) -> dict[str, list[str]]:
    d = hypnos(g)
    if d is None or d["shown"] is None:
        return bast.marks(g) or nodens.marks(g)
    return {vision_area(g, d["shown"]): ["Vision of Hypnos: encounters draw two, keep one"]}


MODULE = register(
    RuleModule(
        "kingsport.guardians",
        marks=marks,
        skill_bonus=(dream_bonus,),
        location_abilities=(LocationAbility("bast_cats", bast.feed_options, bast.feed_act),),
        monster_barred=(bast.guards_home,),
        combat_choices=(CombatChoice("nodens_nightgaunt", nodens.nightgaunt_options, nodens.nightgaunt_act),),
        draw_searches=(DrawSearch("nodens_search", nodens.search_options, nodens.search_act),),
        payment_covers=(PaymentCover("nodens_payment", nodens.covers, nodens.take),),
        after_roll=(AfterRoll("nodens_pass", nodens.pass_options, nodens.pass_act),),
        terror_wards=(nodens.terror_ward,),
        card_kept=(nodens.keeps_blessing,),
        outskirts_bonus=(nodens.outskirts_bonus,),
        events=(
            ("setup", setup),
            ("phase_begins", phase_begins),
            ("location_encounter", location_encounter),
            ("upkeep_begins", bast.upkeep_begins),
            ("mythos_story", bast.story_drawn),
            ("card_gained", nodens.card_gained),
            ("card_leaves", nodens.card_leaves),
        ),
    )
)
