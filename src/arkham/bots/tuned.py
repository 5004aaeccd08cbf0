"""The expert bot's parameters, as the tuner found them (``arkham.bots.tuning``).

A table per table size maps an Ancient One's short id to its :class:`Params`;
``"default"`` (tuned over all eight Ancient Ones together) serves any other. Each set
was searched with Optuna's TPE, 45 candidates, each playing the same games against
that Ancient One (24 four-investigator or 48 one-investigator games), starting from the
all-Ancient-Ones set; the command that searched one::

    python -m arkham.bots.tuning --players 4 --games 24 --trials 45 --seed 11 \\
        --ancient-one yig --start '{...the default set...}'

Values are rounded to three places; fields left out keep the heuristic bot's values.
"""
from __future__ import annotations

from arkham.bots.params import Params

#: one or two investigators
SOLO: dict[str, Params] = {
    "default": Params(gate_min_odds=0.429, gate_dist_w=0.518, gate_monster_w=1.008, gate_radius=8, gate_eager_open=2, gate_health=5, clue_radius=7, shop_radius=2, heal_frac=0.569, doom_margin=5, seal_keep_from=2, battle_keep=7, fight_p=0.833, evade_p=0.698, flee_p=0.521, buy_min=2.388, seal_clues=0),
    "azathoth": Params(gate_min_odds=0.476, gate_dist_w=0.494, gate_monster_w=1.067, gate_radius=9, gate_eager_open=5, gate_health=2, clue_radius=9, shop_radius=10, heal_frac=0.461, doom_margin=4, seal_keep_from=8, fight_p=0.801, evade_p=0.901, flee_p=0.718, buy_min=2.004, battle_defend=0),
    "cthulhu": Params(gate_min_odds=0.455, gate_dist_w=0.638, gate_monster_w=0.994, gate_radius=5, gate_eager_open=2, gate_health=5, shop_radius=9, heal_frac=0.574, doom_margin=0, seal_keep_from=6, battle_keep=7, fight_p=0.7, evade_p=0.204, flee_p=0.277, buy_min=2.757, seal_clues=0),
    "hastur": Params(gate_min_odds=0.294, gate_dist_w=0.111, gate_monster_w=0.402, gate_radius=10, gate_eager_open=2, gate_health=5, clue_radius=7, heal_frac=0.202, doom_margin=2, seal_keep_from=5, battle_keep=6, fight_p=0.661, evade_p=0.818, flee_p=0.44, buy_min=3.588, seal_clues=0),
    "ithaqua": Params(gate_min_odds=0.585, gate_dist_w=0.621, gate_monster_w=0.732, gate_radius=2, gate_eager_open=2, gate_health=5, clue_radius=4, shop_radius=4, heal_frac=0.459, doom_margin=0, seal_keep_from=7, battle_keep=7, fight_p=0.617, evade_p=0.486, flee_p=0.684, buy_min=2.413, seal_clues=0),
    "nyarlathotep": Params(gate_min_odds=0.119, gate_dist_w=0.346, gate_monster_w=1.478, gate_radius=8, gate_eager_open=2, gate_health=5, clue_radius=1, shop_radius=9, heal_frac=0.451, doom_margin=2, seal_keep_from=2, battle_keep=4, fight_p=0.748, evade_p=0.856, flee_p=0.552, buy_min=1.525, battle_defend=0),
    "shub_niggurath": Params(gate_min_odds=0.411, gate_dist_w=0.723, gate_monster_w=1.351, gate_radius=8, gate_eager_open=1, gate_health=4, clue_radius=7, shop_radius=9, heal_frac=0.397, doom_margin=8, seal_keep_from=5, battle_keep=1, fight_p=0.448, evade_p=0.85, flee_p=0.533, buy_min=1.472, seal_clues=0),
    "yig": Params(gate_min_odds=0.304, gate_dist_w=0.616, gate_monster_w=1.187, gate_radius=6, gate_eager_open=2, gate_health=5, shop_radius=8, heal_frac=0.474, seal_keep_from=5, battle_keep=2, fight_p=0.569, evade_p=0.816, flee_p=0.584, buy_min=2.238, seal_clues=0),
    "yog_sothoth": Params(gate_min_odds=0.647, gate_dist_w=0.754, gate_monster_w=0.363, gate_radius=6, gate_eager_open=2, clue_radius=6, heal_frac=0.528, doom_margin=4, seal_keep_from=2, fight_p=0.825, evade_p=0.281, flee_p=0.484, buy_min=1.075, seal_clues=0, battle_defend=0),
}

#: three or more investigators
GROUP: dict[str, Params] = {
    "default": Params(gate_min_odds=0.151, gate_dist_w=0.68, gate_monster_w=1.395, gate_radius=2, gate_eager_open=1, gate_health=5, clue_radius=0, shop_radius=0, heal_frac=0.548, doom_margin=4, seal_keep_from=7, battle_keep=4, fight_p=0.923, evade_p=0.433, flee_p=0.492, buy_min=0.825, seal_clues=0),
    "azathoth": Params(gate_min_odds=0.113, gate_dist_w=0.276, gate_monster_w=1.303, gate_radius=12, gate_eager_open=4, gate_health=1, clue_radius=9, shop_radius=10, heal_frac=0.15, doom_margin=2, seal_keep_from=1, battle_keep=3, fight_p=0.673, evade_p=0.788, flee_p=0.675, buy_min=2.681, battle_defend=0),
    "cthulhu": Params(gate_min_odds=0.124, gate_dist_w=0.45, gate_monster_w=1.085, gate_radius=4, gate_health=1, clue_radius=3, shop_radius=10, heal_frac=0.531, doom_margin=4, seal_keep_from=8, battle_keep=2, fight_p=0.553, evade_p=0.809, flee_p=0.177, buy_min=2.84, seal_clues=0),
    "hastur": Params(gate_min_odds=0.409, gate_dist_w=0.936, gate_monster_w=0.89, gate_radius=12, gate_eager_open=4, gate_health=5, clue_radius=4, heal_frac=0.423, doom_margin=6, seal_keep_from=8, battle_keep=1, fight_p=0.712, evade_p=0.221, flee_p=0.237, buy_min=2.688, battle_defend=0),
    "ithaqua": Params(gate_min_odds=0.617, gate_dist_w=0.65, gate_monster_w=0.756, gate_radius=5, gate_eager_open=1, gate_health=5, clue_radius=9, shop_radius=9, heal_frac=0.377, seal_keep_from=4, battle_keep=7, fight_p=0.706, evade_p=0.269, flee_p=0.4, buy_min=3.002, seal_clues=0),
    "nyarlathotep": Params(gate_min_odds=0.293, gate_dist_w=0.446, gate_monster_w=0.594, gate_radius=11, gate_eager_open=4, gate_health=5, clue_radius=2, shop_radius=1, heal_frac=0.587, doom_margin=6, seal_keep_from=7, battle_keep=7, fight_p=0.801, evade_p=0.811, flee_p=0.387, buy_min=3.553, seal_clues=0, battle_defend=0),
    "shub_niggurath": Params(gate_min_odds=0.22, gate_dist_w=0.276, gate_monster_w=1.088, gate_eager_open=4, gate_health=2, clue_radius=4, shop_radius=10, heal_frac=0.627, doom_margin=6, seal_keep_from=7, fight_p=0.499, evade_p=0.839, flee_p=0.513, buy_min=2.821, seal_clues=0),
    "yig": Params(gate_min_odds=0.329, gate_dist_w=0.458, gate_monster_w=1.394, gate_radius=12, gate_eager_open=6, gate_health=2, clue_radius=4, shop_radius=1, heal_frac=0.629, doom_margin=5, seal_keep_from=7, battle_keep=6, fight_p=0.62, evade_p=0.908, flee_p=0.459, buy_min=3.659, battle_defend=0),
    "yog_sothoth": Params(gate_min_odds=0.211, gate_dist_w=0.341, gate_monster_w=1.49, gate_radius=1, gate_eager_open=2, clue_radius=1, shop_radius=2, heal_frac=0.478, doom_margin=4, seal_keep_from=6, battle_keep=2, fight_p=0.914, evade_p=0.41, flee_p=0.652, buy_min=2.246, seal_clues=0),
}

__all__ = ["GROUP", "SOLO"]
