"""Every kind of choice the rules ask, in one registry: its name (``Choice.kind``), the
words that explain it to a player (the terminal's and the web table's ``help``), the
shape of its answer, and the rules that ask it.

A rule asks a choice with ``g.ask(frame, seat, prompt, options, kind="...")``; the kind
says what is decided, so a front end can explain it and a bot can send it to its answer
for that kind. A new kind gets an entry here (the tests read the rules for every kind
they ask and look each one up). Kinds that only one box asks are entries like the
others; :attr:`ChoiceKind.rules` names where they come from.

The shapes of answer (:data:`ANSWERS`) say how the options of a kind are read: one
option taken once, an offer taken or declined, one option at a time until Done, a
slider notch, a number, the next of several in order, a pair in one option, a use
after a roll, or one action of a phase asked again until the step ends.

Nothing here imports the engine or a front end: the rules, the bots and the screens
all read it.
"""

from __future__ import annotations

from dataclasses import dataclass

OPTION = "option"
YES_NO = "yes_no"
UNTIL_DONE = "until_done"
SLIDER = "slider"
NUMBER = "number"
IN_ORDER = "in_order"
PAIR = "pair"
ROLL = "roll"
ACTION = "action"

#: answer shape -> how its options are read
ANSWERS: dict[str, str] = {
    OPTION: "one of the options offered, taken once",
    YES_NO: "an offer, a price or a use: take it, or decline",
    UNTIL_DONE: "one option at a time; the choice comes back until Done (or Stop) is chosen",
    SLIDER: "a slider notch: placed at set-up, or moved a notch at a time until Done",
    NUMBER: "how many: each option id is the number it names",
    IN_ORDER: "the next of several: the choice comes back until all are placed in order",
    PAIR: "two things named in one option (who engages which monster, which monster along which arrow)",
    ROLL: "after a roll: a use that changes it (a Clue token, a re-roll, a die picked) or keep it",
    ACTION: "one action of a phase or step (a move, a use, an attack); the choice comes back until the step ends",
}

#: the rules that may ask a kind: the classic rules (whose steps Haunt of the Watchers
#: shares), each box, Haunt of the Watchers' own rules, and the test scenarios
RULES = ("classic", "dunwich", "kingsport", "haunt", "testing")


@dataclass(frozen=True)
class ChoiceKind:
    """One kind of choice: ``name`` as ``Choice.kind`` gives it, ``help`` for the player,
    ``answer`` a shape of :data:`ANSWERS`, ``rules`` those of :data:`RULES` whose code asks
    it, and ``haunt`` the words for it in Haunt of the Watchers where that reads it its
    own way (``None``: the same words)."""

    name: str
    answer: str
    rules: tuple[str, ...]
    help: str
    haunt: str | None = None

    def help_for(self, ruleset: str = "classic") -> str:
        """The words for this kind in a game of ``ruleset``."""
        return self.haunt if ruleset == "haunt" and self.haunt is not None else self.help


def _k(name: str, answer: str, rules: tuple[str, ...], help: str, haunt: str | None = None) -> ChoiceKind:
    return ChoiceKind(name, answer, rules, help, haunt)


_ALL = (
    # the classic rules (the base game's steps, which every set-up plays)
    _k(
        "slider",
        SLIDER,
        ("classic",),
        "Set-up: place one skill slider. Each pair of skills shares a slider: raising one lowers the "
        "other. You can move the sliders again each Upkeep with your Focus.",
    ),
    _k(
        "sliders",
        SLIDER,
        ("classic",),
        "Upkeep: adjust your skill sliders. Each step moves one slider one notch and costs 1 Focus; choose"
        " 'Done' when the skills are as you want them for this turn.",
    ),
    _k(
        "draw",
        OPTION,
        ("classic", "dunwich"),
        "Set-up or an encounter lets you draw several cards and keep some: pick the one to keep.",
    ),
    _k(
        "move",
        ACTION,
        ("classic", "haunt"),
        "Movement: each step moves you to a neighbouring area and costs 1 movement point (your Speed). "
        "Ending in a street or location decides your encounter; a monster in your way must be faced.",
        haunt="Haunt movement: each step costs one movement point; your Speed is the bonus covered on the "
        "Speed/Sneak pair this phase.",
    ),
    _k("order", IN_ORDER, ("classic",), "Several monsters are in your way: choose which to deal with first."),
    _k(
        "face",
        OPTION,
        ("classic",),
        "A monster is here: try to evade it (a Sneak check modified by its Awareness) or fight it. A "
        "failed evade means combat and damage.",
    ),
    _k(
        "evade",
        OPTION,
        ("classic", "haunt"),
        "Evading: a Sneak check against the monster's Awareness.",
        haunt="Haunt evade: a Sneak check (Sneak is the bonus covered on the Speed/Sneak pair this phase) "
        "against the monster's Awareness; use an ability first, or make the check.",
    ),
    _k(
        "combat",
        ACTION,
        ("classic", "haunt"),
        "Combat: fight with Fight plus weapons and spells against the monster's combat rating, needing as "
        "many successes as its toughness; or flee (an evade check). Horror checks come first.",
        haunt="Haunt monster encounter: after the initiative (one Evade check for the group) and the "
        "engagement (a Horror check), the monster attacks as a Fight check of yours and you attack with a "
        "Combat check, needing as many successes as its Toughness. Ready weapons and spells first (a spell "
        "is cast with a Lore check; its Sanity is paid only when the cast fails).",
    ),
    _k(
        "check",
        ROLL,
        ("classic",),
        "A skill check was rolled: each die showing 5 or 6 (4-6 when Blessed, only 6 when Cursed) is a "
        "success. You may spend Clue tokens for extra dice, use a re-roll if you have one, or keep the "
        "result.",
        haunt="Haunt check: the dice come from the skill's best bonus covered this phase (a stop covered "
        "on its pair gives both skills of the pair their bonus), plus modifiers. Spend Clue tokens "
        "for more dice, or keep the result.",
    ),
    _k(
        "encounter",
        OPTION,
        ("classic", "haunt"),
        "An encounter: at a location you draw its card (some abilities let you choose among several, or "
        "use the location's special ability instead); in an Other World you draw by the world's colours.",
    ),
    _k(
        "street",
        ACTION,
        ("classic",),
        "You are in the streets: there is no encounter here; some abilities can still be used.",
    ),
    _k(
        "gate",
        OPTION,
        ("classic", "dunwich", "kingsport", "haunt"),
        "A gate: entering it takes you to its Other World (area 1, then area 2, then back). To close a "
        "gate, come back through it and pass a Fight or Lore check; or choose among equally near gates.",
        haunt="Haunt: choose a face-up gate to close, one whose world's symbol is on the black field of the "
        "Mythos cards (a face-down gate's symbol is unknown, so it cannot be chosen), or none. The "
        "investigators win when the gates are down to the number the Ancient One sets.",
    ),
    _k(
        "seal",
        YES_NO,
        ("classic",),
        "You closed a gate. Spending 5 Clue tokens (or an Elder Sign) seals it so no gate opens there "
        "again; sealing enough gates wins the game.",
    ),
    _k(
        "return",
        OPTION,
        ("classic", "haunt"),
        "Coming back from an Other World: choose which open gate to that world you come out of.",
    ),
    _k(
        "buy",
        UNTIL_DONE,
        ("classic",),
        "Shopping: buy cards at their price (some places give a discount) or buy nothing.",
    ),
    _k("discard", OPTION, ("classic", "kingsport", "haunt"), "You must give up cards: choose which one to discard."),
    _k(
        "trophy",
        OPTION,
        ("classic", "haunt"),
        "Spend monster trophies (their toughness adds up) or gate trophies to pay for something.",
    ),
    _k("ally", OPTION, ("classic",), "Choose the Ally who joins you."),
    _k("target", OPTION, ("classic", "dunwich"), "Choose who receives the effect."),
    _k(
        "trophy_offer",
        OPTION,
        ("classic",),
        "A card asks for a monster trophy of one kind: spend one of those offered, or keep them.",
    ),
    _k(
        "elder_sign",
        OPTION,
        ("classic", "kingsport"),
        "An elder sign token leaves the board: choose which sealed location loses it (a gate may open there again).",
    ),
    _k("clue", OPTION, ("classic",), "Several investigators may take this Clue token: choose who gets it."),
    _k(
        "surge",
        OPTION,
        ("classic", "kingsport"),
        "A monster surge: monsters come out of every open gate; choose where the next one appears.",
    ),
    _k(
        "monster",
        OPTION,
        ("classic", "kingsport"),
        "A monster moves toward an investigator: choose its target among the equally near ones.",
    ),
    _k("may", YES_NO, ("classic", "kingsport"), "An optional effect: take it or not."),
    _k("choose", OPTION, ("classic", "kingsport"), "The card offers several results: choose one."),
    _k("heal", OPTION, ("classic",), "Restore Sanity or Stamina to someone here, or to nobody."),
    _k(
        "loan",
        YES_NO,
        ("classic",),
        "Bank Loan interest came due: pay $1, or default and lose every item (and get no new loan).",
    ),
    _k("max", OPTION, ("classic",), "Lower your maximum Sanity or your maximum Stamina by one."),
    _k("place", OPTION, ("classic",), "Returning from Lost in Time and Space: choose where you reappear."),
    _k(
        "toll",
        OPTION,
        ("classic",),
        "This monster demands a price before the check (a Clue token or an Item): pay it, or the check fails.",
    ),
    _k(
        "status_outcome",
        OPTION,
        ("classic",),
        "Knocked out: lose half your items and Clue tokens as usual, or keep everything, come back at full"
        " strength and draw an Injury (Madness) card instead; a second copy of a card you hold devours "
        "you.",
    ),
    _k(
        "trade",
        UNTIL_DONE,
        ("classic",),
        "A trade: give up one of your items for the top 3 cards of its deck and keep one, or keep your cards.",
    ),
    _k("fee", YES_NO, ("classic",), "An Upkeep fee (Addiction): pay it, or adjust no skill this turn."),
    _k(
        "split",
        OPTION,
        ("classic",),
        "Divide the points between Sanity and Stamina as you like (neither goes above its maximum).",
    ),
    _k(
        "mythos",
        OPTION,
        ("classic", "kingsport"),
        "A card lets you act on the Mythos deck: choose the card (or leave the deck as it is).",
    ),
    _k("ward", OPTION, ("classic",), "Choose the unstable location where the elder sign token goes, or spend nothing."),
    _k(
        "avoid",
        YES_NO,
        ("classic",),
        "You are about to be arrested or delayed: discard the card that lets you avoid it, or let it happen.",
    ),
    _k(
        "terror",
        YES_NO,
        ("classic",),
        "The terror level is about to rise: pay what your sheet asks to hold back one point, or let it rise.",
    ),
    _k(
        "scrounge",
        OPTION,
        ("classic",),
        "Scrounge lets you draw from either end of a deck: choose the top (as usual) or the bottom.",
    ),
    _k(
        "search",
        OPTION,
        ("classic",),
        "You search the deck instead of drawing blind: take the card you want from it; the deck is then shuffled.",
    ),
    _k(
        "draw_search",
        OPTION,
        ("classic",),
        "You gain a card of this deck: draw the top one, or search the deck for one (when an ability allows it).",
    ),
    _k(
        "deck",
        OPTION,
        ("classic",),
        "The crystal ball shows a neighbourhood's next location card: choose which neighbourhood's deck to look at.",
    ),
    _k(
        "devour_ward",
        YES_NO,
        ("classic",),
        "You are about to be devoured: a card you hold can save you by being used up, or you may let it happen.",
    ),
    _k(
        "ignore",
        OPTION,
        ("classic",),
        "A card lets you ignore one of this monster's abilities (such as Overwhelming or Nightmarish) this"
        " combat: pick one.",
    ),
    _k(
        "loss",
        YES_NO,
        ("classic",),
        "A card or ability can lessen this loss: choose how much Sanity or Stamina it spares, or take the loss whole.",
    ),
    _k("sell", YES_NO, ("classic", "kingsport"), "You may sell an item here for the price shown, or keep your cards."),
    _k(
        "investigator",
        OPTION,
        ("classic", "dunwich", "kingsport"),
        "Choose which investigator the effect goes to, or none.",
    ),
    _k(
        "other_world",
        ACTION,
        ("classic", "haunt"),
        "In an Other World: move on as usual, or use what an ability or card offers here.",
    ),
    _k(
        "upkeep",
        ACTION,
        ("classic", "haunt"),
        "Upkeep: use the abilities that act now (refresh, Retainer, Blessing rolls and the like), then go "
        "on to adjusting your skills.",
        haunt="Haunt Upkeep: use the Upkeep effects your cards and abilities offer now (healing, a "
        "Retainer, a Blessing roll and the like), then choose Done.",
    ),
    # the Dunwich Horror box
    _k(
        "tribute",
        UNTIL_DONE,
        ("dunwich",),
        "The Ancient One demands tribute: choose what you give up, one thing at a time; too little devours you.",
    ),
    _k("gain", OPTION, ("dunwich",), "Choose which track gains the point."),
    _k(
        "leadership",
        YES_NO,
        ("dunwich",),
        "Leo Anderson's Leadership, once per turn: spare the investigator one point of the loss, or keep it for later.",
    ),
    _k(
        "precognition",
        YES_NO,
        ("dunwich",),
        "Jacqueline Fine's Precognition, once per turn: spend 2 Clue tokens to discard this Mythos card "
        "and draw another.",
    ),
    _k(
        "status_keep",
        OPTION,
        ("dunwich",),
        "Keep one of the drawn Injury and Madness cards (Rita Young's Resilient, or a card that says so); "
        "the other is discarded.",
    ),
    _k("cure", OPTION, ("dunwich",), "Choose which of your Injury or Madness cards is discarded."),
    _k(
        "lure",
        OPTION,
        ("dunwich",),
        "Lure Monster: choose the monster on the board (or in the Sky) that comes to your space.",
    ),
    _k("card", OPTION, ("dunwich", "kingsport"), "Choose which of your cards the effect applies to."),
    _k(
        "status_ward",
        YES_NO,
        ("dunwich",),
        "A card you hold can take the place of this Injury or Madness card: discard it instead, or draw as usual.",
    ),
    _k(
        "mission",
        YES_NO,
        ("dunwich",),
        "A Mission or Task: at this step's place you may pay what the step asks to move the card on, or wait.",
    ),
    # the Kingsport Horror box
    _k(
        "rift",
        OPTION,
        ("kingsport",),
        "Several rift progress markers show this location: choose the one this encounter investigates (one"
        " per encounter).",
    ),
    _k("keep_item", YES_NO, ("kingsport",), "You may keep this item (the encounter offers it) or leave it."),
    _k(
        "give",
        OPTION,
        ("kingsport",),
        "Trading Skills: choose which of your Skill cards goes to the other investigator.",
    ),
    _k(
        "number",
        NUMBER,
        ("kingsport",),
        "Choose how many: each Clue token discarded adds one die to the roll that follows.",
    ),
    _k(
        "count",
        NUMBER,
        ("kingsport",),
        "Choose how many of the offered things to take; the numbers say what each gives.",
    ),
    _k(
        "clue_gift", YES_NO, ("kingsport",), "Another investigator asks you for a Clue token: hand one over, or refuse."
    ),
    _k(
        "clue_purchase",
        NUMBER,
        ("kingsport",),
        "Clue tokens are for sale here: buy as many as you can pay for, or none.",
    ),
    _k(
        "clue_trade",
        UNTIL_DONE,
        ("kingsport",),
        "You may pass Clue tokens to or from the other investigators here; stop when done.",
    ),
    _k(
        "arrow",
        PAIR,
        ("kingsport",),
        "Kingsport monsters follow the coloured arrows: choose which arrow this monster follows.",
    ),
    _k(
        "nearest_monster",
        OPTION,
        ("kingsport",),
        "Several monsters are equally near: choose which one the effect reaches.",
    ),
    _k("world", OPTION, ("kingsport",), "The White Ship sails to an Other World: choose which one you arrive in."),
    _k(
        "bast",
        YES_NO,
        ("kingsport",),
        "A Bast token asks its price each Upkeep: spend all your Focus this turn to keep it, or discard the token.",
    ),
    _k(
        "sacrifice",
        OPTION,
        ("kingsport",),
        "The Ancient One demands a life: choose which investigator is devoured so the others go on.",
    ),
    _k(
        "traitor",
        YES_NO,
        ("kingsport",),
        "Join Me!: you may turn traitor. A traitor leaves the battle and wins alone if the others lose "
        "(and loses alone if they win).",
    ),
    # Haunt of the Watchers
    _k("day", OPTION, ("haunt",), "Haunt: choose which phase of the day to play next, or end the day."),
    _k(
        "activity",
        OPTION,
        ("haunt",),
        "Haunt: one activity in the City this turn (move, trade, shop, rest, a ritual...): each is listed "
        "with what it costs.",
    ),
    _k(
        "allocate",
        UNTIL_DONE,
        ("haunt",),
        "Haunt: each skill pair (Speed/Sneak, Fight/Will, Lore/Luck) has four stops, each with a bonus for"
        " BOTH skills of the pair. Covering a stop with a marker makes its two bonuses usable for the rest"
        " of the phase; a check uses the best bonus you have covered for its skill. Covered stops stay "
        "covered until Upkeep takes markers off, so cover the pair you will need most.",
    ),
    _k(
        "markers",
        IN_ORDER,
        ("haunt",),
        "Haunt Upkeep: bonus markers come off your skill stops; choose which stops to free first (they can"
        " be covered again for a new phase).",
    ),
    _k(
        "assets",
        UNTIL_DONE,
        ("haunt",),
        "Haunt: choose which of your assets (money, Clue tokens, cards) you hand over.",
    ),
    _k("banish", OPTION, ("haunt",), "Haunt: choose which monster to banish with the successes left."),
    _k(
        "engage",
        PAIR,
        ("haunt",),
        "Haunt combat: pair the investigators with the monsters they engage (each engaged monster fights "
        "its own investigator).",
    ),
    _k(
        "initiative",
        OPTION,
        ("haunt",),
        "Haunt combat: choose which investigator rolls the Evade check against the monsters.",
    ),
    _k(
        "escape",
        YES_NO,
        ("haunt",),
        "Haunt combat: you won the initiative; escape the monsters now, or fight with the first blow yours.",
    ),
    _k(
        "continue",
        YES_NO,
        ("haunt",),
        "Haunt combat: you and the monster both still stand: repeat the attacks, or stop.",
    ),
    _k("doom", OPTION, ("haunt",), "Haunt: choose whether these tokens go on the Doom track or the Terror track."),
    _k(
        "ao_check",
        ROLL,
        ("haunt",),
        "Haunt's Ancient One: pick one die of your roll; a die above the number of empty Doom spaces takes part.",
    ),
    _k(
        "ao_escape",
        YES_NO,
        ("haunt",),
        "Haunt's Ancient One: attempt to escape it (the empty Doom spaces count), or stay.",
    ),
    _k(
        "lost",
        YES_NO,
        ("haunt",),
        "Haunt: you are lost in time and space: stay lost, or remove the investigator from play.",
    ),
    _k(
        "new_investigator",
        OPTION,
        ("haunt",),
        "Haunt: choose the investigator who takes the place of the one who left.",
    ),
    # test scenarios
    _k("halt", OPTION, ("testing",), "A test scenario has finished."),
)

#: kind name -> its entry, grouped by the rules that first ask it
KINDS: dict[str, ChoiceKind] = {}
for _e in _ALL:
    if _e.name in KINDS:
        raise ValueError(f"choice kind '{_e.name}' registered twice")
    if _e.answer not in ANSWERS or not set(_e.rules) <= set(RULES) or not _e.rules:
        raise ValueError(f"choice kind '{_e.name}': unknown answer shape or rules")
    KINDS[_e.name] = _e

#: the ``kind`` the rules give a step rather than a choice, in words: a skill check's (a
#: Horror check, a spell cast: the choice itself is a ``check``) and a Haunt ritual's
FRAME_KINDS: dict[str, str] = {
    "horror": "A Horror check (Will) against the monster's horror rating; failing costs Sanity.",
    "spell": "Casting a spell: a Lore check with the spell's modifier, paying its Sanity cost.",
    "close": "Haunt: choose where the ritual acts.",
}


def kind_of(name: str) -> ChoiceKind | None:
    """The entry of kind ``name``, or ``None`` for a kind the registry does not hold."""
    return KINDS.get(name)


__all__ = [
    "ANSWERS",
    "ChoiceKind",
    "FRAME_KINDS",
    "KINDS",
    "RULES",
    "kind_of",
    "OPTION",
    "YES_NO",
    "UNTIL_DONE",
    "SLIDER",
    "NUMBER",
    "IN_ORDER",
    "PAIR",
    "ROLL",
    "ACTION",
]
