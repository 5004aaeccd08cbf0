"""The full text of anything a player can ask about: a card, a monster, a place,
an Other World, a Mythos card, an investigator or the Ancient One.

``describe(g, ident)`` takes an id as it appears in the state or in an option
(``base:tommy_gun#2``, ``base:ghoul#1``, ``base:arkham/woods``) and returns
``{"id", "kind", "name", "lines"}``; ``find(g, words)`` finds an id by name.
"""

from __future__ import annotations

import re
from typing import Any

from arkham.rules.classic import core as C
from arkham.state import LOST, OUTSKIRTS, SKY


PLACES = {
    SKY: ("the Sky", "Flying monsters wait here and swoop on investigators in the streets."),
    OUTSKIRTS: (
        "the Outskirts",
        "Monsters beyond the monster limit gather here; when too many are "
        "here, they return to the cup and the terror level rises.",
    ),
    LOST: (
        "Lost in Time and Space",
        "An investigator here misses their next turn, then returns to any location or street of their choice.",
    ),
}


def _stat(v: Any) -> str:
    return "—" if v is None else f"{v:+d}"


def monster_lines(g: Any, marker: str) -> list[str]:
    md = C.monster_def(g, marker)
    st = lambda s: C.monster_stat(g, marker, s)  # noqa: E731 - a short reader
    lines = [
        f"Moves: {C.monster_moves(g, marker)} · awareness {_stat(st('awareness'))} · dimension {md.symbol}",
        f"Horror {_stat(st('horror'))}, Sanity damage {st('sanity_damage')}",
        f"Combat {_stat(st('combat'))}, Stamina damage {st('stamina_damage')}, toughness {C.toughness(g, marker)}",
    ]
    abil = sorted(C.monster_abilities(g, marker))
    for key in ("nightmarish", "overwhelming"):  # the values in force (a Dunwich Horror card's in its combat)
        if st(key):
            abil.append(f"{key} {st(key)}")
    if abil:
        lines.append("Abilities: " + ", ".join(a.replace("_", " ") for a in abil))
    if md.summary:
        lines.append(md.summary)
    return lines


def monster_brief(g: Any, marker: str) -> str:
    """``Ghoul: awareness -3, horror 0/1, combat -1/1, toughness 1``."""
    s = lambda k: C.monster_stat(g, marker, k)  # noqa: E731
    return (
        f"{C.name_of(g, marker)}: awareness {_stat(s('awareness'))}, horror {_stat(s('horror'))}/{s('sanity_damage')}, "
        f"combat {_stat(s('combat'))}/{s('stamina_damage')}, toughness {C.toughness(g, marker)}"
    )


_REVISED = re.compile(r"^Revised card \((\w+) replacement(?:, [^)]*)?\):\s*")


def card_text(g: Any, d: Any) -> str:
    """A card's text as this game has it: the note that a box's revised printing replaces
    the card is left out when that box is not in play (a base-only game has the card alone)."""
    m = _REVISED.match(d.summary or "")
    if m is None or m.group(1).lower() in g.content.packs:
        return d.summary
    rest = d.summary[m.end() :]
    return rest[:1].upper() + rest[1:]


def _card_lines(g: Any, d: Any) -> list[str]:
    lines = [
        f"{d.deck.capitalize()} card"
        + (f" · ${d.price}" if d.price is not None else "")
        + (f" · {C.count(d.hands, 'hand')}" if d.hands else "")
    ]
    if d.cast_mod is not None:
        lines.append(f"Casting modifier {d.cast_mod:+d}, Sanity cost {d.sanity_cost or 0}")
    if d.summary:
        lines.append(card_text(g, d))
    return lines


def describe(g: Any, ident: str) -> dict[str, Any] | None:
    """The full text of ``ident``, or ``None`` when it names nothing known."""
    c = g.content
    bid = C.base_id(ident)
    if ident in PLACES:
        name, text = PLACES[ident]
        return {"id": ident, "kind": "place", "name": name[0].upper() + name[1:], "lines": [text]}
    if bid in c.areas:
        a = c.areas[bid]
        lines = [
            f"{'Street' if a.kind == 'street' else 'Location'} in {c.neighborhoods[a.neighborhood].name}"
            + (" · unstable (gates can open here)" if a.unstable else " · stable")
        ]
        if a.note:
            lines.append(a.note)
        if a.closes_at_terror:
            lines.append(f"Closes when the terror level reaches {a.closes_at_terror}.")
        lines.append("Leads to: " + ", ".join(c.areas[x].name for x in a.connects if x in c.areas))
        if a.kind == "street":
            lines.append(
                f"Monsters move along the white arrow to {C.name_of(g, a.white)} "
                f"and along the black arrow to {C.name_of(g, a.black)}."
            )
        return {"id": bid, "kind": "area", "name": a.name, "lines": lines}
    if bid in c.monsters:
        return {"id": ident, "kind": "monster", "name": c.monsters[bid].name, "lines": monster_lines(g, ident)}
    if bid in c.cards:
        return {"id": ident, "kind": "card", "name": c.cards[bid].name, "lines": _card_lines(g, c.cards[bid])}
    if bid in c.worlds:
        w = c.worlds[bid]
        return {
            "id": bid,
            "kind": "world",
            "name": w.name,
            "lines": [
                f"Other World; encounter colours: {', '.join(w.colors)}",
                "Investigators spend two turns here (area 1, then area 2) and then return through a gate.",
            ],
        }
    if bid in c.mythos:
        d = c.mythos[bid]
        head = d.type.capitalize() + (f" ({d.subtype})" if d.subtype else "")
        return {"id": bid, "kind": "mythos", "name": d.name, "lines": [head, d.summary]}
    if bid in c.investigators:
        d = c.investigators[bid]
        return {
            "id": bid,
            "kind": "investigator",
            "name": d.name,
            "lines": [
                f"{d.occupation}; home {C.name_of(g, d.home)}",
                f"Sanity {d.sanity}, Stamina {d.stamina}, Focus {d.focus}, ${d.money}",
                f"{d.ability.name}: {d.ability.summary}",
            ],
        }
    if bid in c.ancient_ones:
        d = c.ancient_ones[bid]
        lines = [
            f"Doom track {d.doom}; combat {_stat(d.combat)}",
            f"Worshippers: {d.worshippers_summary}",
            f"{d.power.name}: {d.power.summary}",
        ]
        if d.start_of_battle:
            lines.append(f"{d.start_of_battle.name}: {d.start_of_battle.summary}")
        lines.append(f"Attack — {d.attack.name}: {d.attack.summary}")
        return {"id": bid, "kind": "ancient_one", "name": d.name, "lines": lines}
    return None


def ids_in(text: str, packs: tuple[str, ...] | list[str] = ("base",)) -> list[str]:
    """Content ids named inside an option id or a state field (``to:base:arkham/woods``
    names ``base:arkham/woods``)."""
    pattern = r"(?<![A-Za-z0-9_])(?:" + "|".join(map(re.escape, packs)) + r"):[a-z0-9_/]+(?:#\d+)?"
    return re.findall(pattern, text)


def find(g: Any, words: str) -> list[str]:
    """Ids whose name matches ``words`` (case-insensitive): an exact name first, else every
    name containing the words. Cards and monsters in play come as their instances."""
    key = " ".join(words.lower().split())
    if not key:
        return []
    c = g.content
    st = g.state
    named: dict[str, str] = {}
    for inv in st.investigators:
        for card in inv.cards:
            named.setdefault(card, C.name_of(g, card))
        named[inv.id] = C.inv_name(g, inv)
    for m in st.monsters:
        named.setdefault(m, C.name_of(g, m))
    for table in (c.areas, c.worlds, c.ancient_ones, c.investigators, c.monsters, c.cards, c.mythos):
        for ident, d in table.items():
            if not any(C.base_id(k) == ident for k in named):
                named[ident] = d.name
    for ident, (name, _) in PLACES.items():
        named[ident] = name
    exact = [i for i, n in named.items() if n.lower() == key or n.lower() == "the " + key]
    if exact:
        return exact
    return [i for i, n in named.items() if key in n.lower()]
