"""The presentation layer: what a front end shows of a game, as plain data and words.

Both the terminal (:mod:`arkham.tui`) and the web table (:mod:`arkham.web`) read the
game through here, so they name things, describe stakes, group events and explain
rules the same way. Nothing here changes a game.

* :mod:`arkham.present.words` — names, places, status words, rule citations;
* :mod:`arkham.present.texts` — the full text of a card, monster, place or Ancient One;
* :mod:`arkham.present.events` — the log grouped by turn and phase, and ``why`` for one event;
* :mod:`arkham.present.table_view` — one seat's view of the whole table as JSON-friendly data;
* :mod:`arkham.present.variants` — the Herald and Guardian sheets and the Epic Battle in play;
* :mod:`arkham.present.help` — what each kind of choice means, and the terminal's commands;
* :mod:`arkham.present.layout` — where the board's places are drawn (content data).
"""

from arkham.present.table_view import table_view

__all__ = ["table_view"]
