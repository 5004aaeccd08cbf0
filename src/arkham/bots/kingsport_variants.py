"""The bots' answers to the questions of the Kingsport variants (KH p.10 Herald/Guardian,
KH p.11 Epic Battle) that the shared kinds of choice cannot read: each is keyed by the
step that asks it and weighs what a player at the table would weigh.

- Ghroth's omen (``kingsport.ghroth_omen``): every investigator gives up a Clue token, or
  the first player rolls Ghroth's die (1: each investigator in a town loses 1 Sanity, 2:
  1 Stamina, 5: terror +1, 6: a doom token). The bots price the die's harm in Clue tokens
  (a point of a track that is down to 1 costs a knock-out, a doom token is dear when the
  track is nearly full and dearest when it would wake the Ancient One) and pay only when that is dearer than the Clue tokens the table
  gives up (a token an investigator keeps for a seal counts more).
- A Plot's losses in the Epic Battle (``kingsport.plot_loss``): each point comes off the
  track with more left (the Epic Battle devours an investigator at 0 of either), the
  larger maximum on a tie.

The Guardian's Visions of Hypnos ask nothing new (an encounter of two cards is the usual
encounter choice); Tulzscha asks nothing.
"""
from __future__ import annotations

from typing import Any, Callable

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
    doom = DOOM_WAKES if st.doom + 1 >= track else DOOM_NEAR if st.doom + 1 >= track - bot.params(g).doom_margin \
        else DOOM
    roll = (sum(LAST_POINT if i.sanity <= 1 else POINT for i in town)
            + sum(LAST_POINT if i.stamina <= 1 else POINT for i in town)
            + (TERROR * (2 if st.terror >= 8 else 1))
            + doom) / 6
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


#: the step that asks -> its answer
STEPS: dict[str, Callable[[Any, Any, Any, list[str]], str]] = {
    "kingsport.ghroth_omen": ghroth_omen,
    "kingsport.plot_loss": plot_loss,
}
