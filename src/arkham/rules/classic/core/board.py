"""The board's places: streets and locations, closing a location and moving out whoever
and whatever stands there, unstable locations without an elder sign, and elder sign
tokens no effect removes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.rules.classic.core.in_play import lasting_of
from arkham.rules.classic.core.names import inv_name, name_of

if TYPE_CHECKING:
    from arkham.engine import Game


def is_street(g: Game, area: str) -> bool:
    a = g.content.areas.get(area)
    return a is not None and a.kind == "street"


def is_location(g: Game, area: str) -> bool:
    a = g.content.areas.get(area)
    return a is not None and a.kind == "location"


def street_of(g: Game, area: str) -> str:
    a = g.content.areas[area]
    if a.kind == "street":
        return area
    return g.content.neighborhoods[a.neighborhood].street


def fixed_seal(g: Game, area: str) -> bool:
    """An elder sign token that no game effect removes, gate bursts included (The Great Seal)."""
    return bool(g.state.counters.get(f"fixed_seal:{area}"))


def removable_seals(g: Game) -> list[str]:
    """The locations whose elder sign token a card may remove: every one but those fixed,
    in the order of their ids (not the order the seals were made)."""
    return [a for a in sorted(g.state.seals) if not fixed_seal(g, a)]


def close_location(g: Game, area: str, reason: str, permanent: bool = False) -> None:
    """Close a location; anyone there moves to its street (base p.20, FAQ on temporary closing)."""
    st = g.state
    reasons = st.closed.setdefault(area, [])
    if reason not in reasons:
        reasons.append(reason)
    rule = CLOSING_RULES.get(reason, "card text")
    g.log(f"{name_of(g, area)} closes" + (" for the rest of the game" if permanent else ""), rule)
    if area in st.gates:
        return  # an open gate covers the closed marker (FAQ)
    eject(g, area, rule)


# why a location closes, and the rule that says so
CLOSING_RULES = {"terror": "base p.20 terror track", "mythos": "base p.12 closed markers of a Mythos card"}


def eject(g: Game, area: str, rule: str = "base p.12 closed locations") -> None:
    """Everyone and everything at a closing location moves out to its street."""
    st = g.state
    street = street_of(g, area)
    for inv in st.investigators:
        if inv.where == area and not inv.eliminated:
            inv.where = street
            inv.explored = False
            inv.jailed = False
            g.log(f"{inv_name(g, inv)} leaves {name_of(g, area)} for {name_of(g, street)} as it closes", rule)
    for m, p in list(st.monsters.items()):
        if p == area:
            st.monsters[m] = street
            g.log(f"{name_of(g, m)} moves out of {name_of(g, area)} to {name_of(g, street)} as it closes", rule)


def unsealed_unstable(g: Game, gateless: bool = False) -> list[str]:
    """Unstable locations without an elder sign token, in id order; ``gateless``: without an
    open gate either (a gate or an elder sign moved there by a card)."""
    st = g.state
    return sorted(
        a.id
        for a in g.content.areas.values()
        if a.kind == "location" and a.unstable and a.id not in st.seals and not (gateless and a.id in st.gates)
    )


def is_closed(g: Game, area: str) -> bool:
    """Closed by a marker (terror, a card's closing) or while an Environment that closes it
    is in play (lasting ``closed_locations``, ``areas``); an open gate covers either (FAQ)."""
    if area in g.state.gates:
        return False
    return bool(g.state.closed.get(area)) or any(area in p["areas"] for p in lasting_of(g, "closed_locations"))
