"""The Herald sheets of the "Herald/Guardian" variant (KH p.10), joined to the classic rules
through the ``setup`` and ``mythos_resolved`` events.

A Herald is in play only when the game was set up with it (``new_game(sheets={"herald":
...})``, kept in ``rules_data["sheets"]``); ``"random"`` is drawn here at setup among the
Herald sheets of the loaded packs ("chosen at random or simply chosen by the players").

Ghroth, the Nemesis Moon. At setup two more doom tokens go onto the doom track. Each time
an Environment (Mystic) Mythos card is drawn, once it is resolved (decided: after its own
text, so that its gate and clue come first, as for every Mythos card) the investigators
either each spend one Clue token (offered only when every investigator still in the game
has one; the first player answers for them all, decided: one choice for the table) or the
first player rolls a die: 1, each investigator in a town (on the board, not in an Other
World nor Lost in Time and Space) loses 1 Sanity; 2, each such investigator loses 1
Stamina; 3 or 4, nothing; 5, the terror level rises by 1; 6, a doom token is added.

Tulzscha, the Green Flame. At setup one more Cultist from the cup appears at the first gate
to open, beside the monsters that come out of it (none if no Cultist is in the cup: Abhoth
boxes them). Cultists are Elusive (the Kingsport monsters' rule). When a Mythos card moves a
Cultist standing next to a location sealed by an elder sign (linked to it; from the Sky,
every location is next), it goes to that location instead of its usual move (decided: the
first such location in board order when there are several; like every moving monster it
does not leave an area where an investigator stands). A Cultist that begins the Mythos
Phase on a location sealed by an elder sign discards the elder sign (the gate may open
there again) and goes back to the cup.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.extensions import RuleModule, register
from arkham.rules.kingsport.sheets import draw_sheet, sheet_in_play

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game

GHROTH = "kingsport:ghroth"
GHROTH_RULE = "KH p.10 Herald/Guardian variant: Ghroth's sheet"
GHROTH_SETUP_DOOM = 2
TULZSCHA = "kingsport:tulzscha"
TULZSCHA_RULE = "KH p.10 Herald/Guardian variant: Tulzscha's sheet"


def setup(g: Game) -> None:
    if draw_sheet(g, "herald") == GHROTH:
        C.add_doom(g, GHROTH_SETUP_DOOM, "Ghroth's sheet", GHROTH_RULE)


def mythos_resolved(g: Game, card: str) -> None:
    herald = sheet_in_play(g, "herald")
    if herald == TULZSCHA and g.state.phase == "setup" and not g.state.rules_data.get("tulzscha_done"):
        tulzscha_first_gate(g, card)
    if herald != GHROTH or g.state.over:
        return
    mc = g.content.mythos[card]
    if mc.type == "environment" and mc.subtype == "mystic":
        g.push("kingsport.ghroth_omen", who=-1, card=card)


def in_town(g: Game, where: str) -> bool:
    return where in g.content.areas


@step("kingsport.ghroth_omen")
def ghroth_omen(g: Game, fr: Frame) -> Ask | None:
    """A Mystic Environment was drawn: Clue tokens from everyone, or Ghroth's die."""
    st = g.state
    invs = [i for i in C.in_order(g) if not i.eliminated]
    first = st.investigators[st.first]
    ans = fr.pop("ans", None)
    can_pay = bool(invs) and all(i.clues >= 1 for i in invs)
    if ans is None and can_pay:
        return g.ask(
            fr,
            first.seat,
            f"Ghroth stirs ({g.content.mythos[fr['card']].name} is a Mystic Environment): "
            "each investigator spends 1 Clue token, or the first player rolls a die",
            [("pay", "Each investigator spends 1 Clue token"), ("roll", "Roll Ghroth's die")],
            kind="choose",
        )
    g.pop(fr)
    if ans == "pay":
        for i in invs:
            i.clues -= 1
        g.log("Each investigator spends 1 Clue token to keep Ghroth away", GHROTH_RULE)
        return None
    face = g.die()
    g.log(f"{C.inv_name(g, first)} rolls {face} for Ghroth", GHROTH_RULE)
    if face in (1, 2):
        hit = [i for i in invs if in_town(g, i.where)]
        what = "sanity" if face == 1 else "stamina"
        for i in reversed(hit):  # pushed: the first in turn order loses first
            C.push_loss(g, i, **{what: 1}, why="Ghroth", rule=GHROTH_RULE)  # type: ignore[arg-type]
        if not hit:
            g.log("No investigator is in a town: nobody loses anything", GHROTH_RULE)
    elif face == 5:
        C.raise_terror(g, 1, "Ghroth")
    elif face == 6:
        C.add_doom(g, 1, "Ghroth", GHROTH_RULE)
    else:
        g.log("Nothing happens", GHROTH_RULE)
    return None


def is_cultist(g: Game, marker: str) -> bool:
    return C.base_id(marker).partition(":")[2] == "cultist"


def tulzscha_first_gate(g: Game, card: str) -> None:
    """Setup: one more Cultist at the first gate that opened."""
    st = g.state
    area = g.content.mythos[card].gate
    if area is None or area not in st.gates:
        return
    st.rules_data["tulzscha_done"] = True
    cultist = next((m for m in st.cup if is_cultist(g, m)), None)
    if cultist is None:
        g.log("No Cultist is left in the cup for Tulzscha", TULZSCHA_RULE)
        return
    st.cup.remove(cultist)
    C.place_monster(g, cultist, area, TULZSCHA_RULE)


def elusive_cultists(g: Game, marker: str) -> set[str]:
    if sheet_in_play(g, "herald") == TULZSCHA and is_cultist(g, marker):
        return {"elusive"}
    return set()


def sealed_by_elder_sign(g: Game) -> list[str]:
    return [a for a, how in sorted(g.state.seals.items()) if how == "elder_sign"]  # key order, not build order


def drawn_to_elder_signs(g: Game, marker: str, place: str) -> str | None:
    """A moving Cultist next to an elder sign goes to it."""
    if sheet_in_play(g, "herald") != TULZSCHA or not is_cultist(g, marker):
        return None
    if place != C.SKY and any(i.where == place and not i.eliminated for i in g.state.investigators):
        return None
    signs = sealed_by_elder_sign(g)
    if place == C.SKY:
        near = sorted(signs)
    else:
        links = set(g.content.areas[place].connects)
        near = [a for a in g.content.areas if a in links and a in signs]
    if not near:
        return None
    g.log(f"{C.name_of(g, marker)} is drawn to the elder sign at {C.name_of(g, near[0])}", TULZSCHA_RULE)
    return near[0]


def phase_begins(g: Game, name: str) -> None:
    """Start of the Mythos Phase: Cultists on elder signs break them."""
    if name != "mythos" or sheet_in_play(g, "herald") != TULZSCHA:
        return
    st = g.state
    for area in sorted(sealed_by_elder_sign(g)):
        cultists = [m for m, p in st.monsters.items() if p == area and is_cultist(g, m)]
        if not cultists:
            continue
        del st.seals[area]
        g.log(f"A Cultist at {C.name_of(g, area)} discards the elder sign there", TULZSCHA_RULE)
        for m in sorted(cultists):
            C.to_cup(g, m)
        g.log(
            f"{C.count(len(cultists), 'Cultist')} {'returns' if len(cultists) == 1 else 'return'} to the cup",
            TULZSCHA_RULE,
        )


MODULE = register(
    RuleModule(
        "kingsport.heralds",
        monster_abilities=(elusive_cultists,),
        monster_redirects=(drawn_to_elder_signs,),
        events=(
            ("setup", setup),
            ("mythos_resolved", mythos_resolved),
            ("phase_begins", phase_begins),
        ),
    )
)
