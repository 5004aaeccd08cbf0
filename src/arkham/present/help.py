"""Words for the player: what each kind of choice means and what the terminal's commands
do (a rule reference in the log is explained by :func:`arkham.present.words.explain_rule`)."""
from __future__ import annotations

from typing import Any

from arkham.present.words import explain_rule

COMMANDS = (
    "Type the number of an option and press Enter. Other commands:\n"
    "  help      explain the current choice and these commands\n"
    "  why       why the latest event happened (dice, what counted, the rule); 'why N' for event #N\n"
    "  log [N]   the last N events (30 if not given)\n"
    "  sheet [N] the sheet of investigator N (all if not given)\n"
    "  show X    the full text of a card, monster, place or Ancient One by name, or of what option X names\n"
    "  board     show the whole screen again\n"
    "  quit      leave; the game is saved after every choice and can be resumed"
)

#: Choice.kind -> what the choice is about and how to think about it.
KIND_HELP: dict[str, str] = {
    "slider": "Set-up: place one skill slider. Each pair of skills shares a slider: raising one lowers the other. "
              "You can move the sliders again each Upkeep with your Focus.",
    "sliders": "Upkeep: adjust your skill sliders. Each step moves one slider one notch and costs 1 Focus; "
               "choose 'Done' when the skills are as you want them for this turn.",
    "draw": "Set-up or an encounter lets you draw several cards and keep some: pick the one to keep.",
    "move": "Movement: each step moves you to a neighbouring area and costs 1 movement point (your Speed). "
            "Ending in a street or location decides your encounter; a monster in your way must be faced.",
    "order": "Several monsters are in your way: choose which to deal with first.",
    "face": "A monster is here: try to evade it (a Sneak check modified by its Awareness) or fight it. "
            "A failed evade means combat and damage.",
    "evade": "Evading: a Sneak check against the monster's Awareness.",
    "combat": "Combat: fight with Fight plus weapons and spells against the monster's combat rating, needing as many "
              "successes as its toughness; or flee (an evade check). Horror checks come first.",
    "horror": "A Horror check (Will) against the monster's horror rating; failing costs Sanity.",
    "spell": "Casting a spell: a Lore check with the spell's modifier, paying its Sanity cost.",
    "check": "A skill check was rolled: each die showing 5 or 6 (4-6 when Blessed, only 6 when Cursed) is a success. "
             "You may spend Clue tokens for extra dice, use a re-roll if you have one, or keep the result.",
    "encounter": "An encounter: at a location you draw its card (some abilities let you choose among several, or use "
                 "the location's special ability instead); in an Other World you draw by the world's colours.",
    "street": "You are in the streets: there is no encounter here; some abilities can still be used.",
    "gate": "A gate: entering it takes you to its Other World (area 1, then area 2, then back). To close a gate, "
            "come back through it and pass a Fight or Lore check; or choose among equally near gates.",
    "seal": "You closed a gate. Spending 5 Clue tokens (or an Elder Sign) seals it so no gate opens there again; "
            "sealing enough gates wins the game.",
    "return": "Coming back from an Other World: choose which open gate to that world you come out of.",
    "buy": "Shopping: buy cards at their price (some places give a discount) or buy nothing.",
    "discard": "You must give up cards: choose which one to discard.",
    "trophy": "Spend monster trophies (their toughness adds up) or gate trophies to pay for something.",
    "ally": "Choose the Ally who joins you.",
    "target": "Choose who receives the effect.",
    "trophy_offer": "A card asks for a monster trophy of one kind: spend one of those offered, or keep them.",
    "elder_sign": "An elder sign token leaves the board: choose which sealed location loses it (a gate may open there again).",
    "clue": "Several investigators may take this Clue token: choose who gets it.",
    "surge": "A monster surge: monsters come out of every open gate; choose where the next one appears.",
    "monster": "A monster moves toward an investigator: choose its target among the equally near ones.",
    "may": "An optional effect: take it or not.",
    "choose": "The card offers several results: choose one.",
    "heal": "Restore Sanity or Stamina to someone here, or to nobody.",
    "loan": "Bank Loan interest came due: pay $1, or default and lose every item (and get no new loan).",
    "max": "Lower your maximum Sanity or your maximum Stamina by one.",
    "place": "Returning from Lost in Time and Space: choose where you reappear.",
    "halt": "A test scenario has finished.",
    "toll": "This monster demands a price before the check (a Clue token or an Item): pay it, or the check fails.",
    "tribute": "The Ancient One demands tribute: choose what you give up, one thing at a time; too little devours you.",
    "gain": "Choose which track gains the point.",
    "leadership": "Leo Anderson's Leadership, once per turn: spare the investigator one point of the loss, or keep it for later.",
    "precognition": "Jacqueline Fine's Precognition, once per turn: spend 2 Clue tokens to discard this Mythos card and draw another.",
    "status_outcome": "Knocked out: lose half your items and Clue tokens as usual, or keep everything, come back at full "
                      "strength and draw an Injury (Madness) card instead; a second copy of a card you hold devours you.",
    "status_keep": "Keep one of the drawn Injury and Madness cards (Rita Young's Resilient, or a card that says so); "
                   "the other is discarded.",
    "trade": "A trade: give up one of your items for the top 3 cards of its deck and keep one, or keep your cards.",
    "cure": "Choose which of your Injury or Madness cards is discarded.",
    "fee": "An Upkeep fee (Addiction): pay it, or adjust no skill this turn.",
    "lure": "Lure Monster: choose the monster on the board (or in the Sky) that comes to your space.",
    "card": "Choose which of your cards the effect applies to.",
    "split": "Divide the points between Sanity and Stamina as you like (neither goes above its maximum).",
    "mythos": "A card lets you act on the Mythos deck: choose the card (or leave the deck as it is).",
    "ward": "Choose the unstable location where the elder sign token goes, or spend nothing.",
    "rift": "Several rift progress markers show this location: choose the one this encounter investigates (one per encounter).",
    "avoid": "You are about to be arrested or delayed: discard the card that lets you avoid it, or let it happen.",
    "terror": "The terror level is about to rise: pay what your sheet asks to hold back one point, or let it rise.",
}


#: the kinds of choice the expansions and Haunt of the Watchers add, in words for each
MORE_KIND_HELP: dict[str, str] = {
    "scrounge": "Scrounge lets you draw from either end of a deck: choose the top (as usual) or the bottom.",
    "search": "You search the deck instead of drawing blind: take the card you want from it; the deck is then shuffled.",
    "draw_search": "You gain a card of this deck: draw the top one, or search the deck for one (when an ability allows it).",
    "deck": "The crystal ball shows a neighbourhood's next location card: choose which neighbourhood's deck to look at.",
    "devour_ward": "You are about to be devoured: a card you hold can save you by being used up, or you may let it happen.",
    "status_ward": "A card you hold can take the place of this Injury or Madness card: discard it instead, or draw as usual.",
    "ignore": "A card lets you ignore one of this monster's abilities (such as Overwhelming or Nightmarish) this combat: pick one.",
    "loss": "A card or ability can lessen this loss: choose how much Sanity or Stamina it spares, or take the loss whole.",
    "sell": "You may sell an item here for the price shown, or keep your cards.",
    "mission": "A Mission or Task: at this step's place you may pay what the step asks to move the card on, or wait.",
    "keep_item": "You may keep this item (the encounter offers it) or leave it.",
    "give": "Trading Skills: choose which of your Skill cards goes to the other investigator.",
    "investigator": "Choose which investigator the effect goes to, or none.",
    "number": "Choose how many: each Clue token discarded adds one die to the roll that follows.",
    "count": "Choose how many of the offered things to take; the numbers say what each gives.",
    "clue_gift": "Another investigator asks you for a Clue token: hand one over, or refuse.",
    "clue_purchase": "Clue tokens are for sale here: buy as many as you can pay for, or none.",
    "clue_trade": "You may pass Clue tokens to or from the other investigators here; stop when done.",
    "arrow": "Kingsport monsters follow the coloured arrows: choose which arrow this monster follows.",
    "nearest_monster": "Several monsters are equally near: choose which one the effect reaches.",
    "world": "The White Ship sails to an Other World: choose which one you arrive in.",
    "other_world": "In an Other World: move on as usual, or use what an ability or card offers here.",
    "bast": "A Bast token asks its price each Upkeep: spend all your Focus this turn to keep it, or discard the token.",
    "sacrifice": "The Ancient One demands a life: choose which investigator is devoured so the others go on.",
    "traitor": "Join Me!: you may turn traitor. A traitor leaves the battle and wins alone if the others lose "
               "(and loses alone if they win).",
    "upkeep": "Upkeep: use the abilities that act now (refresh, Retainer, Blessing rolls and the like), then go on "
              "to adjusting your skills.",
    # Haunt of the Watchers
    "day": "Haunt: choose which phase of the day to play next, or end the day.",
    "activity": "Haunt: one activity in the City this turn (move, trade, shop, rest, a ritual...): each is listed with "
                "what it costs.",
    "allocate": "Haunt: each skill pair (Speed/Sneak, Fight/Will, Lore/Luck) has four stops, each with a bonus for "
                "BOTH skills of the pair. Covering a stop with a marker makes its two bonuses usable for the rest of "
                "the phase; a check uses the best bonus you have covered for its skill. Covered stops stay covered "
                "until Upkeep takes markers off, so cover the pair you will need most.",
    "markers": "Haunt Upkeep: bonus markers come off your skill stops; choose which stops to free first (they can "
               "be covered again for a new phase).",
    "assets": "Haunt: choose which of your assets (money, Clue tokens, cards) you hand over.",
    "banish": "Haunt: choose which monster to banish with the successes left.",
    "close": "Haunt: choose where the ritual acts.",
    "engage": "Haunt combat: pair the investigators with the monsters they engage (each engaged monster fights "
              "its own investigator).",
    "initiative": "Haunt combat: choose which investigator rolls the Evade check against the monsters.",
    "escape": "Haunt combat: you won the initiative; escape the monsters now, or fight with the first blow yours.",
    "continue": "Haunt combat: you and the monster both still stand: repeat the attacks, or stop.",
    "doom": "Haunt: choose whether these tokens go on the Doom track or the Terror track.",
    "ao_check": "Haunt's Ancient One: pick one die of your roll; a die above the number of empty Doom spaces "
                "takes part.",
    "ao_escape": "Haunt's Ancient One: attempt to escape it (the empty Doom spaces count), or stay.",
    "lost": "Haunt: you are lost in time and space: stay lost, or remove the investigator from play.",
    "new_investigator": "Haunt: choose the investigator who takes the place of the one who left.",
}
KIND_HELP.update({k: v for k, v in MORE_KIND_HELP.items() if k not in KIND_HELP})

#: Haunt of the Watchers reads some shared kinds its own way (HotW: skill allocations, bonuses in pairs)
HAUNT_KIND_HELP: dict[str, str] = {
    "check": "Haunt check: the dice come from the skill's best bonus covered this phase (a stop covered on its "
             "pair gives both skills of the pair their bonus), plus modifiers. Spend Clue tokens for more dice, "
             "or keep the result.",
    "move": "Haunt movement: each step costs one movement point; your Speed is the bonus covered on the Speed/Sneak "
            "pair this phase.",
}


def explain_kind(kind: str, ruleset: str = "classic") -> str:
    if ruleset == "haunt" and kind in HAUNT_KIND_HELP:
        return HAUNT_KIND_HELP[kind]
    if kind in KIND_HELP:
        return KIND_HELP[kind]
    return ("This choice has no explanation of its own yet: the prompt says what is decided; "
            "'show N' gives the full text of what option N names, 'why' the rule behind the latest event.")


def explain_choice(choice: Any, ruleset: str = "classic") -> str:
    """What the current choice is about (from ``choice.kind``), then the commands."""
    if choice is None:
        return "The game is over: there is nothing left to choose.\n\n" + COMMANDS
    head = f"{choice.prompt}\n"
    return f"{head}{explain_kind(choice.kind, ruleset)}\n\n{COMMANDS}"


__all__ = ["COMMANDS", "KIND_HELP", "explain_choice", "explain_kind", "explain_rule"]
