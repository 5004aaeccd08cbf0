"""The expert bot's parameters, as the tuner found them (``arkham.bots.tuning``).

``SOLO`` (one or two investigators) and ``GROUP`` (three or more) map an Ancient
One's short id to its :class:`Params`; ``"default"`` serves any other. Fields left
out keep the heuristic bot's values; values are rounded to three places.

How they were found, all with Optuna's TPE over games with random investigators:

1. ``"default"``: one search over all eight Ancient Ones together (four
   investigators: 15 games per Ancient One and candidate, 130 candidates; one
   investigator: 25 games, 26 candidates).
2. A first search per Ancient One from the default (45 candidates of 24 games with
   four investigators or 48 with one), then a second from the first's best
   (40 candidates of 40 or 80 games, other seeds), e.g.::

       python -m arkham.bots.tuning --players 4 --games 40 --trials 40 --seed 13 \\
           --ancient-one yig --start '{"gate_radius": 9, ...}'

3. For each Ancient One and table size, the best of the default, the first and the
   second search's sets in a separate run of 60 games per cell (``arkham simulate
   --games 60 -a all -p 1,4 --seed 202``); the comment names which. The win rates
   the README reports come from yet other games.
"""

from __future__ import annotations

from arkham.bots.params import Params

#: one or two investigators
SOLO: dict[str, Params] = {
    "default": Params(
        gate_min_odds=0.429,
        gate_dist_w=0.518,
        gate_monster_w=1.008,
        gate_radius=8,
        gate_eager_open=2,
        gate_health=5,
        clue_radius=7,
        shop_radius=2,
        heal_frac=0.569,
        doom_margin=5,
        seal_keep_from=2,
        battle_keep=7,
        fight_p=0.833,
        evade_p=0.698,
        flee_p=0.521,
        buy_min=2.388,
        seal_clues=0,
    ),
    # second search
    "azathoth": Params(
        gate_min_odds=0.2,
        gate_dist_w=0.527,
        gate_monster_w=1.453,
        gate_radius=8,
        gate_eager_open=2,
        gate_health=1,
        clue_radius=10,
        shop_radius=8,
        heal_frac=0.314,
        doom_margin=1,
        seal_keep_from=6,
        battle_keep=1,
        fight_p=0.873,
        evade_p=0.504,
        flee_p=0.455,
        buy_min=0.561,
        battle_defend=0,
    ),
    # first search
    "cthulhu": Params(
        gate_min_odds=0.455,
        gate_dist_w=0.638,
        gate_monster_w=0.994,
        gate_radius=5,
        gate_eager_open=2,
        gate_health=5,
        shop_radius=9,
        heal_frac=0.574,
        doom_margin=0,
        seal_keep_from=6,
        battle_keep=7,
        fight_p=0.7,
        evade_p=0.204,
        flee_p=0.277,
        buy_min=2.757,
        seal_clues=0,
    ),
    # all-Ancient-Ones set
    "hastur": Params(
        gate_min_odds=0.429,
        gate_dist_w=0.518,
        gate_monster_w=1.008,
        gate_radius=8,
        gate_eager_open=2,
        gate_health=5,
        clue_radius=7,
        shop_radius=2,
        heal_frac=0.569,
        doom_margin=5,
        seal_keep_from=2,
        battle_keep=7,
        fight_p=0.833,
        evade_p=0.698,
        flee_p=0.521,
        buy_min=2.388,
        seal_clues=0,
    ),
    # second search
    "ithaqua": Params(
        gate_min_odds=0.208,
        gate_dist_w=0.39,
        gate_monster_w=1.326,
        gate_radius=4,
        gate_health=5,
        clue_radius=1,
        shop_radius=2,
        heal_frac=0.615,
        doom_margin=8,
        seal_keep_from=1,
        battle_keep=4,
        fight_p=0.924,
        evade_p=0.32,
        flee_p=0.674,
        buy_min=1.519,
    ),
    # second search
    "nyarlathotep": Params(
        gate_min_odds=0.134,
        gate_dist_w=0.186,
        gate_monster_w=1.151,
        gate_radius=7,
        gate_eager_open=2,
        gate_health=5,
        clue_radius=3,
        shop_radius=8,
        heal_frac=0.333,
        doom_margin=1,
        battle_keep=4,
        fight_p=0.754,
        evade_p=0.382,
        flee_p=0.612,
        buy_min=1.424,
        seal_clues=0,
        battle_defend=0,
    ),
    # second search
    "shub_niggurath": Params(
        gate_min_odds=0.214,
        gate_dist_w=0.143,
        gate_monster_w=1.365,
        gate_radius=2,
        gate_eager_open=2,
        gate_health=5,
        clue_radius=7,
        shop_radius=1,
        heal_frac=0.459,
        doom_margin=4,
        seal_keep_from=1,
        battle_keep=6,
        fight_p=0.784,
        evade_p=0.396,
        flee_p=0.698,
        buy_min=1.59,
        seal_clues=0,
    ),
    # second search
    "yig": Params(
        gate_min_odds=0.182,
        gate_dist_w=0.445,
        gate_monster_w=1.074,
        gate_radius=4,
        gate_eager_open=1,
        gate_health=5,
        clue_radius=6,
        shop_radius=3,
        heal_frac=0.597,
        doom_margin=2,
        seal_keep_from=5,
        battle_keep=7,
        fight_p=0.318,
        evade_p=0.292,
        flee_p=0.794,
        buy_min=2.607,
        seal_clues=0,
    ),
    # first search
    "yog_sothoth": Params(
        gate_min_odds=0.647,
        gate_dist_w=0.754,
        gate_monster_w=0.363,
        gate_radius=6,
        gate_eager_open=2,
        clue_radius=6,
        heal_frac=0.528,
        doom_margin=4,
        seal_keep_from=2,
        fight_p=0.825,
        evade_p=0.281,
        flee_p=0.484,
        buy_min=1.075,
        seal_clues=0,
        battle_defend=0,
    ),
}

#: three or more investigators
GROUP: dict[str, Params] = {
    "default": Params(
        gate_min_odds=0.151,
        gate_dist_w=0.68,
        gate_monster_w=1.395,
        gate_radius=2,
        gate_eager_open=1,
        gate_health=5,
        clue_radius=0,
        shop_radius=0,
        heal_frac=0.548,
        doom_margin=4,
        seal_keep_from=7,
        battle_keep=4,
        fight_p=0.923,
        evade_p=0.433,
        flee_p=0.492,
        buy_min=0.825,
        seal_clues=0,
    ),
    # second search
    "azathoth": Params(
        gate_min_odds=0.081,
        gate_dist_w=0.208,
        gate_monster_w=1.382,
        gate_radius=10,
        gate_eager_open=4,
        gate_health=1,
        shop_radius=1,
        heal_frac=0.307,
        doom_margin=1,
        seal_keep_from=5,
        fight_p=0.755,
        evade_p=0.76,
        flee_p=0.567,
        buy_min=0.932,
        battle_defend=0,
    ),
    # second search
    "cthulhu": Params(
        gate_min_odds=0.198,
        gate_dist_w=0.058,
        gate_monster_w=0.571,
        gate_radius=5,
        gate_eager_open=4,
        gate_health=2,
        clue_radius=6,
        shop_radius=5,
        heal_frac=0.477,
        doom_margin=0,
        battle_keep=1,
        fight_p=0.354,
        evade_p=0.664,
        flee_p=0.361,
        buy_min=3.62,
        battle_defend=0,
    ),
    # all-Ancient-Ones set
    "hastur": Params(
        gate_min_odds=0.151,
        gate_dist_w=0.68,
        gate_monster_w=1.395,
        gate_radius=2,
        gate_eager_open=1,
        gate_health=5,
        clue_radius=0,
        shop_radius=0,
        heal_frac=0.548,
        doom_margin=4,
        seal_keep_from=7,
        battle_keep=4,
        fight_p=0.923,
        evade_p=0.433,
        flee_p=0.492,
        buy_min=0.825,
        seal_clues=0,
    ),
    # first search
    "ithaqua": Params(
        gate_min_odds=0.617,
        gate_dist_w=0.65,
        gate_monster_w=0.756,
        gate_radius=5,
        gate_eager_open=1,
        gate_health=5,
        clue_radius=9,
        shop_radius=9,
        heal_frac=0.377,
        seal_keep_from=4,
        battle_keep=7,
        fight_p=0.706,
        evade_p=0.269,
        flee_p=0.4,
        buy_min=3.002,
        seal_clues=0,
    ),
    # first search
    "nyarlathotep": Params(
        gate_min_odds=0.293,
        gate_dist_w=0.446,
        gate_monster_w=0.594,
        gate_radius=11,
        gate_eager_open=4,
        gate_health=5,
        clue_radius=2,
        shop_radius=1,
        heal_frac=0.587,
        doom_margin=6,
        seal_keep_from=7,
        battle_keep=7,
        fight_p=0.801,
        evade_p=0.811,
        flee_p=0.387,
        buy_min=3.553,
        seal_clues=0,
        battle_defend=0,
    ),
    # second search
    "yig": Params(
        gate_min_odds=0.32,
        gate_dist_w=0.262,
        gate_monster_w=1.177,
        gate_radius=11,
        gate_eager_open=2,
        gate_health=5,
        clue_radius=3,
        shop_radius=4,
        heal_frac=0.374,
        doom_margin=4,
        seal_keep_from=8,
        battle_keep=1,
        fight_p=0.88,
        evade_p=0.766,
        flee_p=0.53,
        buy_min=2.208,
    ),
}

#: A group against Shub-Niggurath or Yog-Sothoth plays Azathoth's set: it cannot win their
#: battle, so it plays for the closing win, as against Azathoth, whose waking ends the game.
#: Chosen by measurement, not by the search: the expert with four investigators, 800 games
#: per Ancient One on each of two seeds, the same games for both sets: Shub-Niggurath
#: 3.4% -> 5.4% and 2.8% -> 4.8%, Yog-Sothoth 0.7% -> 1.9% and 1.3% -> 2.0% (and 2.9% ->
#: 4.8% for Shub-Niggurath on 900 games of another round); against Cthulhu it went both
#: ways (3.4% -> 4.9%, 4.4% -> 3.7%) and Cthulhu keeps its own set.
GROUP["shub_niggurath"] = GROUP["yog_sothoth"] = GROUP["azathoth"]

#: The Ancient Ones each table plays for the win by closing the last gate rather than for the
#: final battle: Azathoth, whose waking ends the game, and for a group also Cthulhu,
#: Shub-Niggurath and Yog-Sothoth, which it almost never beats in battle. Those sets buy no
#: Blessings (their gate trophies are kept for the closing win), and the planner scores a
#: group's games there with weights of their own (``arkham.bots.value.table``); alone against
#: Azathoth it keeps the expert's answers.
CLOSING: dict[str, frozenset[str]] = {
    "solo": frozenset({"azathoth"}),
    "group": frozenset({"azathoth", "cthulhu", "shub_niggurath", "yog_sothoth"}),
}


def table_of(players: int) -> str:
    """``"solo"`` for one or two investigators, ``"group"`` for three or more: the sets
    (:data:`SOLO`, :data:`GROUP`), :data:`CLOSING` and the planner's value weights are kept
    per table."""
    return "solo" if players <= 2 else "group"


def plays_for_closing(ao: str, players: int) -> bool:
    """Whether the expert plays for the closing win against ``ao`` (a short id) with this many
    investigators (:data:`CLOSING`)."""
    return ao in CLOSING[table_of(players)]


def fought(table: str) -> list[str]:
    """The base Ancient Ones (short ids) a table (``"solo"`` or ``"group"``) fights in the
    final battle: all but :data:`CLOSING`."""
    return sorted(set(SOLO) - {"default"} - CLOSING[table])


#: Blessings bought with trophies at South Church shortly before the final battle
#: (``bless_prep``, ``bless_when``): chosen by paired measurement, not by the search (see the
#: README's *Bot strength*), for every Ancient One a table fights in a final battle (all but
#: :data:`CLOSING`).
BLESSED = {"bless_prep": 8, "bless_when": 3}
for _name, _table in (("solo", SOLO), ("group", GROUP)):
    for _ao in fought(_name):
        _table[_ao] = (_table.get(_ao) or _table["default"]).with_values(**BLESSED)

__all__ = ["BLESSED", "CLOSING", "GROUP", "SOLO", "fought", "plays_for_closing", "table_of"]
