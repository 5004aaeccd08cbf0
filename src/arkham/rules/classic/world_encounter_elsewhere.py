"""An Other World encounter had away from the Other Worlds: the op
``encounter_as_in_world`` (``world``: an Other World id) marks the investigator; in this
turn's Other World Encounters Phase he draws gate cards for that world and resolves its
entry where he stands, as though he were there (The Doors of Sleep: "as though in the
Dreamlands"). He does not move: an entry that returns him to Arkham does nothing, one that
delays him or loses him in time and space does so from where he is (decided). One mark a
turn: a second one in the same turn names the world of the later one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.registry import op
from arkham.rules.classic import core as C

if TYPE_CHECKING:
    from arkham.engine import Frame, Game

MARK = "encounter_as_in"


@op("encounter_as_in_world", required=("world",))
def op_encounter_as_in_world(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    st = g.state
    inv = st.investigators[fr["seat"]]
    st.until = [u for u in st.until if not (u[0] == MARK and u[1][0] == inv.seat)]
    st.until.append([MARK, [inv.seat, o["world"]], st.turn])
    g.log(
        f"{C.inv_name(g, inv)} will have an encounter in the Other World Encounters Phase as though in "
        f"{g.content.worlds[o['world']].name}",
        "card text",
    )


def world_for(g: Game, inv: Any) -> str | None:
    """The Other World whose encounter he has this phase from where he stands, if any."""
    for u in g.state.until:
        if u[0] == MARK and u[1][0] == inv.seat and u[1][1] in g.content.worlds:
            return u[1][1]
    return None


def spend(g: Game, inv: Any) -> None:
    g.state.until = [u for u in g.state.until if not (u[0] == MARK and u[1][0] == inv.seat)]
