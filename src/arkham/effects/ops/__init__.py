"""The shared effect vocabulary: every op that the base game's cards use or that the cards
of more than one box use, one module per topic (the sections of docs/effects.md).

Importing this package registers them all: ``resources`` (money, Clue tokens, Sanity,
Stamina, trophies), ``cards`` (investigator cards), ``checks`` (skill checks, dice, choices,
conditions and the escape hatch ``rule``), ``places`` (moves, encounters elsewhere, the
states an investigator can be in, monsters and gates appearing, the tracks) and ``mythos``
(the ops of Mythos cards); ``abilities``: what investigator cards' own abilities do.
``context`` holds the helpers they read a frame with. An op that
only one later box's cards use is defined beside that box's rules, under
:mod:`arkham.rules`.
"""

from arkham.effects.ops import context  # noqa: F401
from arkham.effects.ops import resources  # noqa: F401
from arkham.effects.ops import cards  # noqa: F401
from arkham.effects.ops import checks  # noqa: F401
from arkham.effects.ops import places  # noqa: F401
from arkham.effects.ops import mythos  # noqa: F401
from arkham.effects.ops import abilities  # noqa: F401
