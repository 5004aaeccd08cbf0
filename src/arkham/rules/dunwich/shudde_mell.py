"""Shudde M'ell, the fourth Dunwich Ancient One, and his Rubble markers.

Joined to the classic rules through the ``ancient_ones`` extension point (setup and
attack), the ``monster_surge`` event and the ``monster_movers`` point (the Chthonian).

World Cracking, while he sleeps. At setup his markers (``AncientOneDef.markers``, each
naming a location) are shuffled face down into ``state.rules_data["markers"]``, drawn
from the front. Each monster surge draws one after the surge's monsters are placed
and closes the location it shows for the rest of the game; whoever and whatever stands
there moves to its street, as when a location closes (DH p.8). A gate opening on
rubble covers it, as a gate covers any closed marker (FAQ); the location is closed
again once that gate is gone. A surge with no marker left to draw ends the game: the
investigators lose.

Worshippers. His inhuman children: a Chthonian's earthquake, rolled when it would
move, strikes on 2-6 instead of 4-6. The mover answers for every Chthonian while this
part is in play and keeps 4-6 under any other Ancient One.

Attack, each round: one face-down marker is discarded (it is never placed); with none
left to discard, an earthquake destroys Arkham and every investigator is devoured.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.classic.base_monsters import chthonian_quake
from arkham.rules.extensions import AncientOneRules, MonsterMover, RuleModule, register

if TYPE_CHECKING:
    from arkham.engine import Frame, Game

SHUDDE = "dunwich:shudde_mell"
POWER = "Shudde M'ell: World Cracking"
ATTACK = "Shudde M'ell's attack"
PILE = "markers"  # rules_data key: the face-down markers, in draw order

C.CLOSING_RULES.setdefault("rubble", "DH p.8 Shudde M'ell's rubble")


def face_down(g: Game) -> list[str]:
    """The Rubble markers still face down by the board (the next drawn first)."""
    return g.state.rules_data.get(PILE, [])


def under_rubble(g: Game) -> list[str]:
    """Locations a Rubble marker has destroyed, in area order."""
    return sorted(a for a, why in g.state.closed.items() if "rubble" in why)


def setup(g: Game) -> None:
    pile = list(g.content.ancient_ones[SHUDDE].markers)
    for i in range(len(pile) - 1, 0, -1):  # shuffled face down
        j = g.randbelow(i + 1)
        pile[i], pile[j] = pile[j], pile[i]
    g.state.rules_data[PILE] = pile
    g.log(f"Shudde M'ell's {len(pile)} Rubble markers lie face down by the board", POWER)


def surge(g: Game, area: str) -> None:
    st = g.state
    if st.ancient_one == SHUDDE and not st.awakened and not st.over:
        g.push("dunwich.rubble", who=-1, surge=area)


@step("dunwich.rubble")
def draw_rubble(g: Game, fr: Frame) -> None:
    """A monster surge under Shudde M'ell draws a Rubble marker and that location is
    destroyed; with none left the world cracks and the game is lost."""
    g.pop(fr)
    pile = face_down(g)
    if not pile:
        st = g.state
        while st.stack:  # what was under way is dropped (a Mythos card back to its deck)
            C.abandon(g, st.stack.pop())
        g.end(False, "a monster surge cracks the world with no Rubble marker left to draw", None, POWER)
        return None
    area = pile.pop(0)
    g.log(
        f"The monster surge at {C.name_of(g, fr['surge'])} draws a Rubble marker: "
        f"{C.name_of(g, area)} is destroyed ({len(pile)} left face down)",
        POWER,
    )
    C.close_location(g, area, "rubble", permanent=True)
    return None


@step("dunwich.shudde_mell_attack")
def attack(g: Game, fr: Frame) -> None:
    """Shudde M'ell's attack: a face-down Rubble marker is discarded; with none left Arkham
    is destroyed and every investigator devoured."""
    g.pop(fr)
    pile = face_down(g)
    if pile:
        gone = pile.pop(0)
        g.log(f"A face-down Rubble marker is discarded unseen ({len(pile)} left)", ATTACK, {"marker": gone})
        return None
    g.log("No Rubble marker is left: a great earthquake destroys Arkham", ATTACK)
    for inv in reversed(C.in_order(g)):
        if not inv.eliminated:
            g.push("battle.devour", who=-1, seat=inv.seat, why="Arkham destroyed by Shudde M'ell's earthquake")
    return None


def chthonian(g: Game, fr: Frame, m: str, place: str, colour: str, ans: Any) -> None:
    if g.state.ancient_one == SHUDDE:
        return chthonian_quake(g, 2, "Shudde M'ell's worshippers: a Chthonian quakes on 2-6")
    return chthonian_quake(g)


MODULE = register(
    RuleModule(
        "dunwich.shudde_mell",
        ancient_ones=(AncientOneRules(SHUDDE, attack_step="dunwich.shudde_mell_attack", setup=setup),),
        events=(("monster_surge", surge),),
        monster_movers=(MonsterMover("chthonian", chthonian),),
    )
)
