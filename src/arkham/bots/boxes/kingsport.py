"""What the bots know of the Kingsport Horror box beside the classic rules.

The questions of the Kingsport variants (KH p.10 Herald/Guardian, KH p.11 Epic
Battle) that the shared kinds of choice cannot read, each keyed by the step that asks
it and weighed as a player at the table would weigh it:

- Ghroth's omen (``kingsport.ghroth_omen``): every investigator gives up a Clue token, or
  the first player rolls Ghroth's die (1: each investigator in a town loses 1 Sanity, 2:
  1 Stamina, 5: terror +1, 6: a doom token). The bots price the die's harm in Clue tokens
  (a point of a track that is down to 1 costs a knock-out, a doom token is dear when the
  track is nearly full and dearest when it would wake the Ancient One) and pay only when that is dearer than the Clue tokens the table
  gives up (a token an investigator keeps for a seal counts more).
- A Plot's losses in the Epic Battle (``kingsport.plot_loss``): each point comes off the
  track with more left (the Epic Battle devours an investigator at 0 of either), the
  larger maximum on a tie. Join Me! is always refused (a bot plays for the table).

The Guardian's Visions of Hypnos ask nothing new (an encounter of two cards is the usual
encounter choice); Tulzscha asks nothing.

Beside those: the Other Worlds' bargains (Clue tokens bought with Sanity and Stamina,
taken from or given to another investigator, places swapped, homage to Nodens), rifts
cleared (KH p.8), elder sign tokens moved or laid, Bast's tokens, the White Ship sailing
to a gate's world, Nodens' Nightgaunt out of a losing fight and his Blessing passing a
check or lifting a doom token.
"""

from __future__ import annotations

from typing import Any, Callable

from arkham.bots.boxes import BotBox, register
from arkham.bots.tuned import GROUP
from arkham.rules.classic import core as C

#: Clue tokens a point of harm is worth: from a track with more than one point left, from a
#: track at 1 (the investigator is knocked out or driven insane: half his items and Clues)
POINT, LAST_POINT = 0.6, 4.0
#: what a terror level and a doom token are worth in Clue tokens (doom: far from the end,
#: near it, or the token that fills the track and wakes the Ancient One)
TERROR, DOOM, DOOM_NEAR, DOOM_WAKES = 1.0, 2.0, 6.0, 30.0
#: a Clue token kept for a seal is worth this much more than a spare one
KEPT = 1.5


def ghroth_costs(bot: Any, g: Any) -> tuple[float, float]:
    """(cost of paying, expected cost of rolling), both in Clue tokens."""
    st = g.state
    invs = [i for i in C.in_order(g) if not i.eliminated]
    pay = sum(KEPT if i.clues <= bot._clue_reserve(g, i) else 1.0 for i in invs)
    town = [i for i in invs if i.where in g.content.areas]
    track = g.content.ancient_ones[st.ancient_one].doom
    doom = (
        DOOM_WAKES if st.doom + 1 >= track else DOOM_NEAR if st.doom + 1 >= track - bot.params(g).doom_margin else DOOM
    )
    roll = (
        sum(LAST_POINT if i.sanity <= 1 else POINT for i in town)
        + sum(LAST_POINT if i.stamina <= 1 else POINT for i in town)
        + (TERROR * (2 if st.terror >= 8 else 1))
        + doom
    ) / 6
    return pay, roll


def ghroth_omen(bot: Any, g: Any, ch: Any, ids: list[str]) -> str:
    if "pay" not in ids:
        return "roll"
    pay, roll = ghroth_costs(bot, g)
    return "pay" if pay < roll else "roll"


def plot_loss(bot: Any, g: Any, ch: Any, ids: list[str]) -> str:
    inv = bot._inv(g, ch)
    hi_san, hi_sta = C.max_sanity(g, inv), C.max_stamina(g, inv)
    return max(("sanity", "stamina"), key=lambda t: (getattr(inv, t), hi_san if t == "sanity" else hi_sta))


def traitor(bot: Any, g: Any, ch: Any, ids: list[str]) -> str:
    """Join Me! (an Epic Battle plot): a bot plays for the table and never turns traitor."""
    return "refuse"


# ------------------------------------------------------------ the Other Worlds' bargains
def count(bot: Any, g: Any, ch: Any, ids: list[str]) -> str | None:
    """Clue tokens bought with Sanity (and Stamina): as many as leave both at 2 or more."""
    inv = bot._inv(g, ch)
    kind = bot._top(g)["k"]
    if kind == "kingsport.keep_clues":  # 1 Sanity and 1 Stamina each
        most = min(inv.sanity, inv.stamina) - 2
    elif kind == "kingsport.sanity_for_clues":  # 2 Sanity each
        most = (inv.sanity - 2) // 2
    else:
        return None  # another bargain: left to chance
    return str(max(0, min(most, max(int(i) for i in ids))))


def number(bot: Any, g: Any, ch: Any, ids: list[str]) -> str | None:
    """Clue tokens given in homage to Nodens: each is a die, and the successes are what
    his Sanity and Stamina become; every token goes."""
    if bot._top(g)["k"] != "kingsport.homage":
        return None  # another number: left to chance
    return max(ids, key=int)


def clues_from_most(bot: Any, g: Any, ch: Any, ids: list[str]) -> str | None:
    """Whose Clue tokens it takes, or who gains or receives them: the one holding most
    (nearest a seal)."""
    invs = g.state.investigators
    seats = [i for i in ids if i.isdigit()]
    return max(seats, key=lambda i: (invs[int(i)].clues, -int(i))) if seats else None


def swap_places(bot: Any, g: Any, ch: Any, ids: list[str]) -> str | None:
    """With whom it trades places: the one nearest an open gate."""
    seats = [i for i in ids if i.isdigit()]
    return bot._swap_target(g, ch, [f"inv:{i}" for i in seats])[4:] if seats else None


# ------------------------------------------------------------ rifts, elder sign tokens, Bast
def rift(bot: Any, g: Any, ch: Any, ids: list[str]) -> str | None:
    """A rift's progress markers cleared: an open rift first (it closes), else the track
    holding most markers. A marker investigated, turned or removed: one of an open rift
    with fewest face up (the nearest to closing), else of the closed track holding most
    (the nearest to opening). A marker laid: on the closed track with most room left. A
    closed rift opened by a Mythos card: any opens the same way, the first offered."""
    from arkham.rules.kingsport.rifts import data, is_open, track_of

    k = bot._top(g)["k"]
    d = data(g)
    tracks = d["tracks"]
    if k == "kingsport.close_rift":

        def weight(r: str) -> tuple[bool, int, int]:
            return (is_open(g, r), sum(len(s) for s in tracks[track_of(g, r)]["spaces"]), -ids.index(r))

        return max(ids, key=weight)
    if k in ("kingsport.investigate", "kingsport.remove_rift_progress", "kingsport.turn_rift_marker"):

        def marker(p: str) -> tuple[bool, int, int]:
            td = next(td for td in tracks.values() if any(p in s for s in td["spaces"]))
            held = [x for s in td["spaces"] for x in s]
            if is_open(g, td["rift"]):
                return (True, -sum(1 for x in held if x not in d["down"]), -ids.index(p))
            return (False, len(held), -ids.index(p))

        return max(ids, key=marker)
    if k == "kingsport.add_rift_progress":

        def room(key: str) -> tuple[int, int]:
            t = key.partition("|")[0]
            return (-sum(len(s) for s in tracks[t]["spaces"]) if t in tracks else 0, -ids.index(key))

        return max(ids, key=room)
    return ids[0]


def elder_sign(bot: Any, g: Any, ch: Any, ids: list[str]) -> str:
    """An elder sign token moved or laid (Kingsport cards): laid on an open gate it seals
    and closes it, so it goes there; with no gate to close, none is moved."""
    from arkham.rules.kingsport.elder_sign_tokens import open_unstable

    gates = g.state.gates
    if "no" in ids:  # which token to lift: one, if an open gate can take it
        return next((i for i in ids if i != "no"), "no") if any(a in gates for a in open_unstable(g)) else "no"
    gated = [a for a in ids if a in gates]
    if gated:
        return max(gated, key=lambda a: (len(C.monsters_at(g, a)), -ids.index(a)))
    return ids[0]


def bast(bot: Any, g: Any, ch: Any, ids: list[str]) -> str:
    """A Bast token for all of his Focus: kept while he stands in a town, where it keeps the
    monsters off him; in an Other World or lost, the Focus is worth more."""
    return "keep" if bot._inv(g, ch).where in g.content.areas else "discard"


def feed_the_cats(bot: Any, g: Any, inv: Any, ids: list[str]) -> str | None:
    """A Bast token keeps monsters off him, for money to spare."""
    return "bast:feed" if "bast:feed" in ids and inv.money >= 4 else None


# ------------------------------------------------------------ arrows, Clue tokens for sale, Skills traded
def arrow(bot: Any, g: Any, ch: Any, ids: list[str]) -> str:
    """A monster of his space sent along an arrow: the toughest (the one he would least
    like to fight), along the first arrow offered."""

    def tough(i: str) -> tuple[int, int]:
        return (C.monster_stat(g, i.partition("|")[0], "toughness") or 0, -ids.index(i))

    return max(ids, key=tough)


def clue_purchase(bot: Any, g: Any, ch: Any, ids: list[str]) -> str:
    """Clue tokens for sale: as many as he can pay for (they seal gates and buy dice)."""
    return max(ids, key=int)


def give(bot: Any, g: Any, ch: Any, ids: list[str]) -> str:
    """Trading Skills: the one asked gives the Skill he values least."""
    inv = bot._inv(g, ch)
    return min(ids, key=lambda c: (bot.card_value(g, inv, c), ids.index(c)))


def seal_from_mythos(bot: Any, g: Any, ch: Any, ids: list[str]) -> str:
    """A Mythos card picked so an open gate at its gate location is sealed: one with an
    open gate there, else the first offered."""
    gates, mythos = g.state.gates, g.content.mythos
    return next((c for c in ids if mythos[c].gate in gates), ids[0])


# ------------------------------------------------------------ the White Ship, Nodens
WHITE_SHIP = "use:kingsport:the_white_ship"


def white_ship(bot: Any, g: Any, inv: Any, target: str | None, ids: list[str]) -> str | None:
    """Sail straight to the world of the gate he means to close."""
    ship = [i for i in ids if i.startswith(WHITE_SHIP)]
    if ship and target in g.state.gates and inv.sanity > 3 and inv.stamina > 3:
        return ship[0]
    return None


def nightgaunt(bot: Any, g: Any, inv: Any, ids: list[str], p_kill: float) -> str | None:
    """Nodens: off to a gate to close rather than a losing fight."""
    return "nodens:nightgaunt" if "nodens:nightgaunt" in ids and p_kill < bot.params(g).flee_p else None


def nodens_pass(bot: Any, g: Any, inv: Any, ids: list[str], missing: int) -> str | None:
    """A Blessing of Nodens passes a check when Clue tokens cannot."""
    passes = [i for i in ids if i.startswith("nodens_pass:")]
    return passes[0] if passes and inv.clues < missing else None


def nodens_doom(bot: Any, g: Any, inv: Any, ids: list[str]) -> str | None:
    """A doom token removed when the track is nearly full."""
    doom = next((i for i in ids if i.startswith("use:kingsport:blessing_of_nodens_doom")), None)
    if doom is not None and g.state.doom >= g.content.ancient_ones[g.state.ancient_one].doom - 3:
        return doom
    return None


#: A group against Atlach-Nacha, Eihort or Y'Golonac plays for the closing win, as against
#: Azathoth (every gate sought once four or fewer are open and the gate trophies are enough),
#: and heads for gates at 3 Sanity and Stamina rather than 5 (many of the investigators never
#: have 5 of both, and the default's groups closed two gates a game). The expert with four
#: investigators, the same games for both sets: 3 -> 13 wins of 150 (seeds of 21) and 5 -> 9 of
#: 300 (seeds of 22), closes a game 1.6 -> 4.1; on seeds not used to choose it 5 -> 5 of 300 (closes
#: 2.1 -> 4.5), so the gain in wins is not yet sure. Yibb-Tstll keeps the default (10 -> 3 of 50).
CLOSING_SET = GROUP["azathoth"].with_values(close_push=4, gate_health=3)

#: the step that asks -> its answer
STEPS: dict[str, Callable[[Any, Any, Any, list[str]], str]] = {
    "kingsport.ghroth_omen": ghroth_omen,
    "kingsport.plot_loss": plot_loss,
}


#: The planner's value weights for a group against each of this box's Ancient Ones, fitted to the
#: expert's games of base and this box (``python -m arkham.bots.value --games 1000 --seed 41 --tables
#: group:<Ancient One>``). A fit on the first 800 games, scored on the last 200, against the group
#: weights fitted to the base game's Ancient Ones that scored them before (held-out log loss):
#: atlach_nacha 0.0574 against 0.1078 (26508 samples, 0.010 from won games);
#: eihort 0.1018 against 0.1360 (29788 samples, 0.027 from won games);
#: y_golonac 0.0923 against 0.1509 (28280 samples, 0.021 from won games);
#: yibb_tstll 0.4044 against 0.4337 (30520 samples, 0.182 from won games).
VALUE_WEIGHTS: dict[str, tuple[float, ...]] = {
    "atlach_nacha": (
        -2.744,
        -0.198,
        -0.432,
        -1.147,
        0.0,
        0.0,
        0.0,
        0.0,
        -0.539,
        -0.159,
        -0.652,
        -0.812,
        -0.764,
        0.0,
        0.0,
        0.304,
        0.074,
        0.0,
        -0.702,
        0.0,
        -0.457,
        -0.256,
        -0.211,
        -0.26,
        0.105,
        0.411,
    ),
    "eihort": (
        -2.455,
        -0.759,
        0.0,
        -1.151,
        0.233,
        0.282,
        0.263,
        0.0,
        -0.621,
        -0.195,
        0.0,
        -0.054,
        -1.659,
        0.19,
        0.077,
        0.88,
        0.257,
        0.0,
        -0.806,
        0.0,
        -0.687,
        -0.439,
        -0.298,
        -0.66,
        0.37,
        0.781,
    ),
    "y_golonac": (
        -2.382,
        -0.404,
        -0.406,
        -1.354,
        0.331,
        0.0,
        0.816,
        0.0,
        -0.635,
        -0.142,
        -0.405,
        -1.263,
        -1.09,
        0.0,
        0.035,
        0.423,
        0.238,
        0.0,
        -0.78,
        0.0,
        -0.394,
        -0.403,
        -0.11,
        -0.325,
        0.691,
        0.857,
    ),
    "yibb_tstll": (
        -2.31,
        -0.771,
        -0.095,
        0.0,
        0.477,
        0.0,
        0.0,
        0.197,
        -0.139,
        -1.682,
        -0.129,
        3.239,
        -3.748,
        0.192,
        0.377,
        0.0,
        0.261,
        0.204,
        0.25,
        0.49,
        -0.528,
        -0.308,
        -0.295,
        0.0,
        0.143,
        0.0,
    ),
}

BOX = register(
    BotBox(
        "kingsport",
        kinds={
            "count": count,
            "number": number,
            "rift": rift,
            "bast": bast,
            "traitor": traitor,
            "arrow": arrow,
            "clue_purchase": clue_purchase,
            "give": give,
        },
        steps={
            **{("choose", k): fn for k, fn in STEPS.items()},
            **{
                ("investigator", k): clues_from_most
                for k in ("kingsport.take_clues", "kingsport.give_clues", "kingsport.clues_with_another")
            },
            ("investigator", "kingsport.swap_places"): swap_places,
            ("elder_sign", "kingsport.move_elder_sign"): elder_sign,
            ("elder_sign", "kingsport.doom_to_elder_sign"): elder_sign,
            ("mythos", "kingsport.seal_from_mythos"): seal_from_mythos,
        },
        special_values={"captain_of_the_white_ship": 2.0},
        group_params={"atlach_nacha": CLOSING_SET, "eihort": CLOSING_SET, "y_golonac": CLOSING_SET},
        value_weights=VALUE_WEIGHTS,
        move_first=(white_ship,),
        idle_uses_barred=(WHITE_SHIP,),
        combat_escapes=(nightgaunt,),
        check_passes=(nodens_pass,),
        upkeep_uses=(nodens_doom,),
        street_uses=(feed_the_cats,),
    )
)
