"""Kingsport's own state, kept in ``State.rules_data`` as plain data (saved with the game).

Each rule module of the box reads and writes its own keys where it plays the rule; this is
the one list of them, each with what it holds and its shape. A key is absent until the
part of the box that keeps it is in play (its sheet set up, its variant chosen).

rules_data keys:
  sheets         the Herald and Guardian in play (KH p.10 variant): {"herald": sheet id,
                 "guardian": sheet id}; written when the game is created from the players'
                 choice, a "random" choice replaced by the sheet drawn at setup (sheets.py)
  tulzscha_done  True once Tulzscha's setup power (one more Cultist at the first gate
                 that opened) has been played (heralds.py)
  bast           Bast's sheet: {"holders": ids of the investigators holding a Bast token}
                 (bast.py)
  nodens         Nodens's sheet: {"deck": Blessing of Nodens ids in drawing order,
                 "ready": card instance -> [turn, phase] it was readied} (nodens.py)
  hypnos         the Visions of Hypnos: {"deck": Vision ids, "discards": Vision ids,
                 "shown": the Vision face up, or None} (guardians.py)
  brood          Eihort's Brood tokens: seat (a string, as saves keep keys) -> tokens
                 held (ancient_ones.py, under the name BROOD)
  rifts          the Rift tracks: {"tracks": track id -> {"rift": its rift marker,
                 "spaces": one list of progress markers per pattern}, "open": open rift
                 -> [area, turn it opened], "down": progress markers turned face down,
                 "pile": the progress markers still to draw} (rifts.py; rift_tokens.py
                 and mythos_cards.py read it)
  epic_battle    the Epic Battle variant: {} from the game's creation when chosen; setup
                 adds "deck" (Epic Battle card ids, top first), "plots" and
                 "plot_discards" (the Ancient One's Plot cards), "drawn" (the cards drawn
                 so far, in order); the first round adds "gates" (the gates open when he
                 awoke); "traitor" is the seat of an investigator who turned traitor
                 (epic_battle.py)
"""

from __future__ import annotations

#: every key Kingsport's rule modules keep in ``rules_data`` -> what it holds (the shapes
#: are in the module's docstring)
KEYS = {
    "sheets": "the Herald and Guardian sheets in play",
    "tulzscha_done": "Tulzscha's setup power has been played",
    "bast": "the investigators holding a Bast token",
    "nodens": "the Blessings of Nodens deck and the readied cards",
    "hypnos": "the Visions of Hypnos: deck, discards, the Vision shown",
    "brood": "Eihort's Brood tokens by seat",
    "rifts": "the Rift tracks, open rifts and the progress markers",
    "epic_battle": "the Epic Battle variant's decks, the cards drawn, the gates and a traitor",
}
