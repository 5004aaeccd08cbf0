"""What an agent observes: a fixed-size vector and a structured dict, both made only of
what the players at the table may see (tracks, the board, every investigator's sheet
and cards, the pending question), never the order of a deck, the cup or the next die.

The vector's layout depends only on the packs in play (their areas and Ancient Ones),
so every game with the same packs has the same size; :meth:`Encoder.names` labels each
entry.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from arkham.rules.classic import core as C
from arkham.state import LOST, OUTSKIRTS, SKY

MAX_SEATS = 8
PHASES = ("setup", "upkeep", "movement", "arkham", "otherworld", "mythos", "final battle")
KINDS = (
    "ally",
    "buy",
    "check",
    "choose",
    "clue",
    "combat",
    "deck",
    "discard",
    "draw",
    "encounter",
    "evade",
    "face",
    "gate",
    "heal",
    "horror",
    "ignore",
    "investigator",
    "loan",
    "loss",
    "max",
    "may",
    "monster",
    "move",
    "order",
    "other_world",
    "place",
    "return",
    "scrounge",
    "seal",
    "sell",
    "slider",
    "sliders",
    "spell",
    "street",
    "surge",
    "target",
    "trade",
    "trophy",
    "upkeep",
)
SKILLS = ("speed", "sneak", "fight", "will", "lore", "luck")
LOW, HIGH = -10.0, 100.0


class Encoder:
    """Builds observations for games played with one set of content packs."""

    def __init__(self, content: Any):
        self.content = content
        self.locations = sorted(a.id for a in content.areas.values() if a.kind == "location")
        self.streets = sorted(a.id for a in content.areas.values() if a.kind == "street")
        self.ancient_ones = sorted(content.ancient_ones)
        self._names = self._layout()
        self.size = len(self._names)

    # ------------------------------------------------------------ layout
    def _layout(self) -> list[str]:
        n = [
            "doom",
            "doom_share",
            "terror",
            "turn",
            "awakened",
            "gates_open",
            "gates_share",
            "monsters_in_arkham",
            "monsters_share",
            "outskirts",
            "sky",
            "elder_signs_used",
            "environment",
            "rumor",
            "options",
        ]
        n += [f"phase:{p}" for p in PHASES]
        n += [f"ancient_one:{a}" for a in self.ancient_ones]
        n += [f"first:{i}" for i in range(MAX_SEATS)] + [f"self:{i}" for i in range(MAX_SEATS)]
        n += [f"deciding:{i}" for i in range(MAX_SEATS)]
        n += [f"kind:{k}" for k in KINDS] + ["kind:other"]
        for i in range(MAX_SEATS):
            n += [
                f"seat{i}:{f}"
                for f in (
                    "present",
                    "eliminated",
                    "sanity",
                    "stamina",
                    "max_sanity",
                    "max_stamina",
                    "clues",
                    "money",
                    "slider0",
                    "slider1",
                    "slider2",
                    "at_location",
                    "in_street",
                    "world_1",
                    "world_2",
                    "lost",
                    "delayed",
                    "jailed",
                    "cards",
                    "monster_trophies",
                    "gate_trophies",
                )
            ]
            n += [f"seat{i}:{s}" for s in SKILLS]
        for a in self.locations:
            n += [f"{a}:{f}" for f in ("clues", "gate", "sealed", "closed", "monsters", "investigators")]
        for a in self.streets:
            n += [f"{a}:{f}" for f in ("monsters", "investigators")]
        return n

    def names(self) -> list[str]:
        return list(self._names)

    # ------------------------------------------------------------ vector
    def vector(self, g: Any, seat: int) -> np.ndarray:
        st = g.state
        c = self.content
        out: list[float] = []
        limit = c.ancient_ones[st.ancient_one].doom
        mlimit = C.monster_limit(g)
        in_arkham = C.monsters_in_arkham(g)
        places = list(st.monsters.values())
        choice = g.choice
        out += [
            st.doom,
            st.doom / max(1, limit),
            st.terror,
            st.turn,
            float(st.awakened),
            len(st.gates),
            len(st.gates) / max(1, C.gate_limit(g)),
            in_arkham,
            in_arkham / mlimit if mlimit else 0.0,
            places.count(OUTSKIRTS),
            places.count(SKY),
            st.elder_signs_used,
            float(st.environment is not None),
            float(st.rumor is not None),
            len(choice.options) if choice else 0,
        ]
        out += [float(st.phase == p) for p in PHASES]
        out += [float(st.ancient_one == a) for a in self.ancient_ones]
        out += [float(st.first == i) for i in range(MAX_SEATS)]
        out += [float(seat == i) for i in range(MAX_SEATS)]
        who = choice.who if choice else -1
        out += [float(who == i) for i in range(MAX_SEATS)]
        kind = choice.kind if choice else ""
        out += [float(kind == k) for k in KINDS] + [float(bool(kind) and kind not in KINDS)]
        for i in range(MAX_SEATS):
            if i >= len(st.investigators):
                out += [0.0] * (21 + len(SKILLS))
                continue
            inv = st.investigators[i]
            where = inv.where
            out += [
                1.0,
                float(inv.eliminated),
                inv.sanity,
                inv.stamina,
                C.max_sanity(g, inv),
                C.max_stamina(g, inv),
                inv.clues,
                inv.money,
                *inv.sliders[:3],
                float(where in c.areas and c.areas[where].kind == "location"),
                float(where in c.areas and c.areas[where].kind == "street"),
                float(inv.stage == 1),
                float(inv.stage == 2),
                float(where == LOST),
                float(inv.delayed),
                float(inv.jailed),
                len(inv.cards),
                len(inv.monster_trophies),
                len(inv.gate_trophies),
            ]
            out += [C.skill_value(g, inv, s) for s in SKILLS]
        monsters_at: dict[str, int] = {}
        for p in places:
            monsters_at[p] = monsters_at.get(p, 0) + 1
        people: dict[str, int] = {}
        for inv in st.investigators:
            if not inv.eliminated:
                people[inv.where] = people.get(inv.where, 0) + 1
        for a in self.locations:
            out += [
                st.clues_on.get(a, 0),
                float(a in st.gates),
                float(a in st.seals),
                float(C.is_closed(g, a)),
                monsters_at.get(a, 0),
                people.get(a, 0),
            ]
        for a in self.streets:
            out += [monsters_at.get(a, 0), people.get(a, 0)]
        v = np.asarray(out, dtype=np.float32)
        return np.clip(v, LOW, HIGH)

    # ------------------------------------------------------------ dict
    def view(self, g: Any, seat: int) -> dict[str, Any]:
        """The same public facts as plain data, by name (for inspection and rule-based agents)."""
        st = g.state
        choice = g.choice
        return {
            "seat": seat,
            "turn": st.turn,
            "phase": st.phase,
            "ancient_one": st.ancient_one,
            "awakened": st.awakened,
            "doom": st.doom,
            "doom_limit": self.content.ancient_ones[st.ancient_one].doom,
            "terror": st.terror,
            "first_player": st.first,
            "environment": st.environment,
            "rumor": st.rumor,
            "gates": dict(st.gates),
            "seals": dict(st.seals),
            "clues_on": dict(st.clues_on),
            "closed": sorted(a for a in st.closed if C.is_closed(g, a)),
            "monsters": {m: p for m, p in st.monsters.items() if p in self.content.areas or p in (SKY, OUTSKIRTS)},
            "investigators": [
                {
                    "seat": inv.seat,
                    "id": inv.id,
                    "where": inv.where,
                    "stage": inv.stage,
                    "sanity": inv.sanity,
                    "stamina": inv.stamina,
                    "clues": inv.clues,
                    "money": inv.money,
                    "sliders": list(inv.sliders),
                    "cards": list(inv.cards),
                    "exhausted": list(inv.exhausted),
                    "delayed": inv.delayed,
                    "eliminated": inv.eliminated,
                    "monster_trophies": list(inv.monster_trophies),
                    "gate_trophies": list(inv.gate_trophies),
                }
                for inv in st.investigators
            ],
            "choice": None
            if choice is None
            else {
                "who": choice.who,
                "prompt": choice.prompt,
                "kind": choice.kind,
                "options": [[o.id, o.label] for o in choice.options],
            },
        }
