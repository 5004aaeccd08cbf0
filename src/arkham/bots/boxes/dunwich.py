"""What the bots know of the Dunwich Horror box beside the classic rules: a Mission's
sacrifice (DH p.5), Injury and Madness cards (DH p.6: when to take one for the classic
losses, which to keep, which to cure, what drawing one costs), the first player's
pick of an investigator for a Mythos card, and the monster Lure Monster brings. The train between towns, the location
abilities written as ops and the Tasks' next steps are read from the board and the
cards by the shared judgement (any box with those would be played the same way)."""

from __future__ import annotations

from typing import Any

from arkham.bots.boxes import BotBox, register
from arkham.bots.params import Params
from arkham.bots.tuned import GROUP
from arkham.rules.classic import core as C


def mission(bot: Any, g: Any, ch: Any, ids: list[str]) -> str:
    """A Mission's sacrifice: made, unless it would leave Sanity or Stamina at 1."""
    inv = bot._inv(g, ch)
    label = dict(ch["options"]).get("sacrifice", "")
    for stat in ("Sanity", "Stamina"):
        if label.endswith(stat) and getattr(inv, stat.lower()) - int(label.split()[1]) < 2:
            return "not_now"
    return "sacrifice"


# ------------------------------------------------ Injury and Madness cards (DH p.6)
def status_harm(g: Any, inv: Any, card: str) -> float:
    """How much an Injury or Madness card would hurt him: 0 for a copy that does
    nothing (Rita Young), most for a second copy that devours."""
    d = C.card_def(g, card)
    data = d.data
    if data.get("duplicate_devours") and C.has_card(g, inv, d.id) and card not in inv.cards:
        return 0.0 if C.has_ability(g, inv, "resilient") else 50.0
    harm = 1.0
    if data.get("max_bonus"):
        harm += 2.0
    if data.get("no_allies"):
        harm += 1.0 + sum(1 for c in inv.cards if C.card_def(g, c).deck == "ally")
    for lim in (data.get("hold_limit"),):
        if lim:
            harm += max(0, sum(1 for c in inv.cards if C.card_def(g, c).deck in lim["decks"]) - lim["n"])
    if data.get("upkeep_loss") or data.get("no_success_loss"):
        harm += 0.5
    return harm


def status_outcome(bot: Any, g: Any, ch: Any, ids: list[str]) -> str:
    """Knocked out: an Injury or Madness card instead of the classic losses when what
    would be lost (half the items, the least useful ones; half the Clue tokens) and the
    track back at its maximum are worth more than the card's likely harm, counting the
    chance that it is a second copy of one he holds."""
    inv = bot._inv(g, ch)
    alt = [i for i in ids if i != "classic"]
    if not alt:
        return ids[0]
    deck = "injury" if bot._top(g).get("how") == "unconscious" else "madness"
    pile = g.state.decks.get(deck, [])
    if not pile:
        return "classic"
    harm = sum(status_harm(g, inv, c) for c in pile) / len(pile)
    vals = sorted(bot.card_value(g, inv, c) for c in C.items(g, inv))
    lost = sum(vals[: len(vals) // 2]) + 0.6 * (inv.clues // 2)
    msan, msta = bot._max_health(g, inv)
    lost += 0.3 * ((msta if deck == "injury" else msan) - 1)
    return alt[0] if lost > harm else "classic"


def status_keep(bot: Any, g: Any, ch: Any, ids: list[str]) -> str:
    inv = bot._inv(g, ch)
    return min(ids, key=lambda i: (status_harm(g, inv, i.partition(":")[2]), i))


def status_ward(bot: Any, g: Any, ch: Any, ids: list[str]) -> str:
    """An Elixir of Life serves only to stand in for an Injury or Madness card: use it."""
    return "ward:yes" if "ward:yes" in ids else ids[0]


def cure(bot: Any, g: Any, ch: Any, ids: list[str]) -> str:
    inv = bot._inv(g, ch)
    return max(ids, key=lambda i: (status_harm(g, inv, i.partition(":")[2]), i))


def status_card_value(bot: Any, g: Any, inv: Any, o: dict[str, Any], depth: int) -> float:
    """An effect that deals an Injury or Madness card: its likely harm."""
    pile = g.state.decks.get(str(o.get("deck")), [])
    return -2.0 - (sum(status_harm(g, inv, c) for c in pile) / len(pile) if pile else 0.0)


def discard_status_value(bot: Any, g: Any, inv: Any, o: dict[str, Any], depth: int) -> float:
    """An effect that discards one of his Injury or Madness cards: the worst goes."""
    held = [c for c in inv.cards if C.card_def(g, c).deck == o.get("deck")]
    return 2.0 + max(status_harm(g, inv, c) for c in held) if held else 0.0


def mythos_investigator(bot: Any, g: Any, ch: Any, ids: list[str]) -> str | None:
    """A Mythos card's effect on one investigator the first player names: a boon to the
    one it helps most, a blow to the one it hurts least."""
    invs = g.state.investigators
    seats = [i for i in ids if i.isdigit()]
    if not seats:
        return None
    ops = bot._top(g)["ops"]
    return max(seats, key=lambda i: (bot._value_ops(g, invs[int(i)], ops), -seats.index(i)))


def abhoth_tithe(bot: Any, g: Any, ch: Any, ids: list[str]) -> str:
    """Abhoth's attack (three things a round, or devoured): what does nothing in the battle
    goes first (monster, then gate trophies, then Items that add nothing to his attack, the
    least useful first), then Clue tokens, then the weapons and spells that add least to his
    attack on Abhoth. Every thing counts one toward the three, so what is given up first
    is only a matter of what the rounds to come still need."""
    inv = bot._inv(g, ch)
    gear = bot._gear(g, inv, "ao", [])
    full = bot._attack_strength(g, inv, gear) if gear else 0.0

    def battle_worth(card: str) -> float:
        rest = [x for x in gear if x[0] != card]
        return full - bot._attack_strength(g, inv, rest) if len(rest) < len(gear) else 0.0

    def order(i: str) -> tuple[Any, ...]:
        kind, _, what = i.partition(":")
        if kind == "m":
            return (0, C.toughness(g, what), i)
        if kind == "g":
            return (1, 0.0, i)
        if kind == "i":
            worth = battle_worth(what)
            if worth <= 0:
                return (2, bot.card_value(g, inv, what), i)
            return (4, worth, i)
        return (3, 0.0, i)  # a Clue token: a die for one roll

    return min(ids, key=order)


def lure(bot: Any, g: Any, ch: Any, ids: list[str]) -> str:
    """Lure Monster: the monster of least toughness comes to him (the likeliest trophy),
    ties in the order offered."""
    return min(ids, key=lambda m: (C.monster_stat(g, m, "toughness") or 0, ids.index(m)))


#: A group of three or more against a Dunwich Ancient One: a search over the four of them
#: together (Optuna TPE from the group default, 40 candidates of 12 games per Ancient One, four
#: investigators, scored by wins and the doom tokens taken off in the battles lost), the best
#: of four rechecked on other games. It heads for gates from further off and shares them out,
#: seals with the Clue tokens to do it, keeps six for the battle and spends none on the
#: Ancient One's attacks, goes round monsters, and is Blessed before the battle. On 100 games
#: per Ancient One of other seeds (Abhoth, Glaaki, Shudde M'ell) it won 32 of 300 against the
#: default's 25 (against Tsathoggua, which it cannot beat in battle either, the closing set below).
GROUP_SET = Params(
    gate_min_odds=0.293,
    gate_dist_w=0.917,
    gate_monster_w=1.33,
    gate_radius=8,
    gate_eager_open=5,
    gate_health=5,
    clue_radius=0,
    shop_radius=2,
    heal_frac=0.552,
    doom_margin=3,
    seal_keep_from=3,
    battle_keep=6,
    fight_p=0.645,
    evade_p=0.429,
    flee_p=0.096,
    buy_min=1.879,
    seal_clues=1,
    battle_defend=0,
    gate_share=1,
    route_danger_w=1.936,
    bless_prep=4,
    bless_when=3,
    travel_w=1.365,
    idle_step_w=0.202,
)

#: A group cannot outlast Tsathoggua's battle (two monster trophies and a gate trophy from each
#: investigator every round, against 13 doom tokens at -6): it plays for the closing win, as
#: against Azathoth, with every gate sought once four or fewer are open and the gate trophies
#: are enough. The expert with four investigators, the same games for both sets: 0 -> 5 wins of
#: 200 and 0 -> 3 of 300 on two seed sets (the Dunwich set above wins none).
CLOSING_SET = GROUP["azathoth"].with_values(close_push=4)

#: The planner's value weights for a group against each of this box's Ancient Ones, fitted to the
#: expert's games of base and this box (``python -m arkham.bots.value --games 1000 --seed 41 --tables
#: group:<Ancient One>``). A fit on the first 800 games, scored on the last 200, against the group
#: weights fitted to the base game's Ancient Ones that scored them before (held-out log loss):
#: abhoth 0.0911 against 0.2059 (32256 samples, 0.021 from won games);
#: glaaki 0.2869 against 0.3306 (37349 samples, 0.142 from won games);
#: shudde_mell 0.4680 against 0.5459 (32980 samples, 0.287 from won games);
#: tsathoggua 0.0180 against 0.0903 (22788 samples, 0.007 from won games).
VALUE_WEIGHTS: dict[str, tuple[float, ...]] = {
    "abhoth": (
        -3.703,
        -1.077,
        -0.148,
        -0.768,
        0.092,
        0.0,
        0.593,
        0.0,
        -0.279,
        0.0,
        -0.229,
        0.903,
        -2.091,
        0.0,
        0.0,
        0.0,
        0.0,
        0.018,
        0.039,
        0.745,
        -0.898,
        -0.474,
        -0.447,
        -0.326,
        0.795,
        0.0,
    ),
    "glaaki": (
        -3.591,
        -1.306,
        -2.337,
        0.0,
        0.244,
        0.056,
        0.0,
        0.0,
        -0.486,
        -0.148,
        -0.363,
        3.827,
        -4.381,
        0.93,
        0.518,
        0.12,
        0.0,
        0.12,
        -0.002,
        0.843,
        -0.958,
        -0.589,
        -0.714,
        -0.118,
        0.105,
        0.0,
    ),
    "shudde_mell": (
        -3.507,
        -0.071,
        -0.672,
        0.0,
        0.81,
        0.0,
        0.0,
        1.03,
        -1.126,
        -1.064,
        -0.968,
        3.279,
        -2.308,
        0.418,
        0.661,
        0.36,
        0.0,
        0.0,
        -3.107,
        1.364,
        -0.007,
        -0.357,
        -0.458,
        -0.724,
        0.603,
        0.0,
    ),
    "tsathoggua": (
        -3.135,
        -0.32,
        -0.39,
        -1.376,
        0.354,
        0.019,
        0.29,
        0.0,
        -0.285,
        -0.09,
        -0.694,
        -0.636,
        -0.608,
        0.0,
        0.14,
        0.172,
        0.066,
        0.0,
        -0.481,
        0.0,
        -0.576,
        -0.231,
        -0.234,
        -0.049,
        0.598,
        0.288,
    ),
}

BOX = register(
    BotBox(
        "dunwich",
        kinds={
            "mission": mission,
            "status_outcome": status_outcome,
            "status_keep": status_keep,
            "status_ward": status_ward,
            "cure": cure,
            "lure": lure,
        },
        steps={
            ("investigator", "dunwich.mythos.choose_investigator"): mythos_investigator,
            ("tribute", "dunwich.abhoth_tithe"): abhoth_tithe,
        },
        op_values={"status_card": status_card_value, "discard_status": discard_status_value},
        # a Clue token kept is a thing to give Abhoth in place of a weapon or a life: the expert with
        # four, the same games: 1 -> 3 of 200 and 1 -> 3 of 300 (battles lost with three doom
        # tokens or fewer left: 44 -> 53)
        clues_are_lives=("abhoth",),
        group_params={"abhoth": GROUP_SET, "glaaki": GROUP_SET, "shudde_mell": GROUP_SET, "tsathoggua": CLOSING_SET},
        value_weights=VALUE_WEIGHTS,
    )
)
