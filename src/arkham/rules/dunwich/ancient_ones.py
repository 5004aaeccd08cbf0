"""Powers and battles of the Dunwich Horror Ancient Ones, joined to the classic
rules through the ``ancient_ones`` extension point and the ``monster_surge`` event.

Abhoth. No human worshippers: every Cultist goes to the box at setup; his three
Children wait on his sheet (Spawn). Abominations, while he sleeps: at each monster
surge a random Child from the sheet appears at the surging gate; with all three
already on the board the terror level rises by 2 and a doom token is added
instead. Attack: each investigator gives up 3 things in any mix of Clue tokens,
monster trophies, gate trophies and Items (DH p.8), or is devoured.

Glaaki. Cultists are Undead stalkers. Undead Servants, while he sleeps: each time
an Ally card is discarded or leaves the game, a Mythos card is drawn for its gate
location (then put at the bottom) and a random Servant of Glaaki from his sheet is
placed there, sealed or not; its entry costs every investigator what it says. With
all five Servants already on the board, Glaaki awakens at once. A devoured
investigator raises the terror level by 2. In the final battle Allies still bring
the remaining Servants into play, for their entry alone (DH p.8). Attack: the
terror level rises by 1; at 10 or more every investigator is devoured.

Tsathoggua. Malaise, while he sleeps: location special abilities are forbidden
except at the five places his sheet names (DH p.8: the abilities printed on the
board; encounters and the train still work), and Urban Mythos cards are discarded
without their ability. Start of battle: every investigator discards his Clue
tokens. Attack, each round: each investigator discards 2 monster trophies and 1
gate trophy (his choice which), or is devoured if he cannot.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.interp import run_ops
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.extensions import AncientOneRules, RuleModule, register
from arkham.state import SHEET

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game
    from arkham.state import Investigator

MALAISE_ALLOWED = frozenset(
    {
        "base:arkham/arkham_asylum",
        "base:arkham/curiositie_shoppe",
        "base:arkham/general_store",
        "base:arkham/ye_olde_magick_shoppe",
        "base:arkham/st_marys_hospital",
    }
)


def malaise_allows(g: Game, area: str) -> bool:
    return area in MALAISE_ALLOWED


def malaise_voids(g: Game, mc: Any) -> bool:
    if mc.subtype != "urban":
        return False
    g.log(f"Malaise: {mc.name} is an Urban card and is discarded without effect", "Tsathoggua's power")
    return True


def drowsy_start(g: Game, inv: Investigator) -> None:
    if inv.clues:
        g.log(f"{C.inv_name(g, inv)} discards {C.count(inv.clues, 'Clue token')}", "Tsathoggua: start of battle")
        inv.clues = 0


@step("dunwich.tsathoggua_attack")
def tsathoggua_attack(g: Game, fr: Frame) -> None:
    """His attack: every investigator in turn order feeds him or is devoured."""
    g.pop(fr)
    for inv in reversed(C.in_order(g)):
        if not inv.eliminated:
            g.push("dunwich.tsathoggua_feed", who=inv.seat)
    return None


@step("dunwich.tsathoggua_feed")
def tsathoggua_feed(g: Game, fr: Frame) -> Ask | None:
    """Tsathoggua's attack on one investigator: he discards two monster trophies and one
    gate trophy (``monsters``, ``gates`` still owed), picking which when they differ, or is
    devoured without them."""
    st = g.state
    inv = st.investigators[fr["who"]]
    rule = "Tsathoggua's attack"
    if inv.eliminated:
        g.pop(fr)
        return None
    if "monsters" not in fr:
        if len(inv.monster_trophies) < 2 or not inv.gate_trophies:
            g.pop(fr)
            from arkham.rules.classic.status import devour

            devour(g, inv, "not enough trophies to feed Tsathoggua")
            return None
        fr["monsters"] = 2
        fr["gates"] = 1
    ans = fr.pop("ans", None)
    if ans is not None:
        kind, _, marker = ans.partition(":")
        if kind == "m":
            drop_monster_trophy(g, inv, marker, rule)
            fr["monsters"] -= 1
        else:
            drop_gate_trophy(g, inv, marker, rule)
            fr["gates"] -= 1
    if fr["monsters"]:
        if len(set(C.base_id(m) for m in inv.monster_trophies)) > 1 and len(inv.monster_trophies) > fr["monsters"]:
            return g.ask(
                fr,
                inv.seat,
                f"{rule}: {C.inv_name(g, inv)} discards which monster trophy?",
                [(f"m:{m}", f"{C.name_of(g, m)} (toughness {C.toughness(g, m)})") for m in inv.monster_trophies],
                kind="tribute",
            )
        drop_monster_trophy(g, inv, inv.monster_trophies[0], rule)
        fr["monsters"] -= 1
        return None
    if fr["gates"]:
        if len(set(C.base_id(x) for x in inv.gate_trophies)) > 1:
            return g.ask(
                fr,
                inv.seat,
                f"{rule}: {C.inv_name(g, inv)} discards which gate trophy?",
                [(f"g:{x}", C.name_of(g, x)) for x in inv.gate_trophies],
                kind="tribute",
            )
        drop_gate_trophy(g, inv, inv.gate_trophies[0], rule)
        fr["gates"] -= 1
        return None
    g.pop(fr)
    return None


def drop_monster_trophy(g: Game, inv: Investigator, m: str, rule: str) -> None:
    inv.monster_trophies.remove(m)
    C.to_cup(g, m)
    g.log(f"{C.inv_name(g, inv)} discards the monster trophy {C.name_of(g, m)}", rule)


def drop_gate_trophy(g: Game, inv: Investigator, marker: str, rule: str) -> None:
    inv.gate_trophies.remove(marker)
    g.state.gate_pile.append(marker)
    g.log(f"{C.inv_name(g, inv)} discards the gate trophy {C.name_of(g, marker)}", rule)


# ------------------------------------------------------------------ Glaaki
SERVANT = "dunwich:servant_of_glaaki"
GLAAKI = "Glaaki: Undead Servants"


def servants(g: Game, on_sheet: bool) -> list[str]:
    return sorted(
        m for m, p in g.state.monsters.items() if C.base_id(m).startswith(SERVANT) and (p == SHEET) == on_sheet
    )


def glaaki_ally_gone(g: Game, card: str) -> None:
    if not g.state.over:
        g.push("dunwich.glaaki_servant", who=-1, ally=card)


def glaaki_devoured(g: Game, inv: Investigator) -> None:
    if not g.state.awakened:
        g.push("dunwich.glaaki_terror", who=-1)


@step("dunwich.glaaki_terror")
def glaaki_terror(g: Game, fr: Frame) -> None:
    """Glaaki: a devoured investigator raises the terror level by 2."""
    g.pop(fr)
    C.raise_terror(g, 2, "Glaaki: an investigator was devoured")
    return None


def gate_location_of_next_mythos(g: Game) -> str | None:
    """Draw Mythos cards until one shows a gate location; each goes to the bottom.

    A card whose gate location is closed is passed over like one with none (a decision:
    no monster may stand in a closed location, base p.21)."""
    deck = g.state.decks["mythos"]
    for _ in range(len(deck)):
        cid = deck.pop(0)
        deck.append(cid)
        mc = g.content.mythos[cid]
        g.log(f"{GLAAKI}: {mc.name} is drawn for its gate location", GLAAKI)
        if mc.gate and not C.is_closed(g, mc.gate):
            return mc.gate
    return None


@step("dunwich.glaaki_servant")
def glaaki_servant(g: Game, fr: Frame) -> None:
    """A Servant of Glaaki rises where the next Mythos card's gate would open, for a lost
    Ally (``ally``); with none left on the sheet Glaaki wakes."""
    st = g.state
    g.pop(fr)
    waiting = servants(g, on_sheet=True)
    if not waiting:
        if not st.awakened:
            C.awaken(g, f"{C.name_of(g, fr['ally'])} was lost with all five Servants of Glaaki on the board", GLAAKI)
        return None
    area = gate_location_of_next_mythos(g)
    if area is None:
        return None
    m = waiting[g.randbelow(len(waiting))]
    st.monsters[m] = area
    g.log(f"A Servant of Glaaki rises at {C.name_of(g, area)} ({C.name_of(g, fr['ally'])} is gone)", GLAAKI)
    md = C.monster_def(g, m)
    for inv in reversed(C.in_order(g)):
        if not inv.eliminated:
            run_ops(g, inv.seat, md.enters_play, {"monster": m}, who=-1)
    return None


@step("dunwich.glaaki_attack")
def glaaki_attack(g: Game, fr: Frame) -> None:
    """Glaaki's attack: the terror level rises by 1; at 10 every investigator is devoured."""
    st = g.state
    g.pop(fr)
    C.raise_terror(g, 1, "Glaaki's attack")
    if st.terror >= 10:
        for inv in reversed(C.in_order(g)):
            if not inv.eliminated:
                g.push(
                    "battle.devour", who=-1, seat=inv.seat, why=f"Glaaki's attack with the terror level at {st.terror}"
                )
    return None


# ------------------------------------------------------------------ Abhoth
ABHOTH = "dunwich:abhoth"
CHILD = "dunwich:child_of_abhoth"


def abhoth_setup(g: Game) -> None:
    st = g.state
    for m in sorted(st.monsters):
        if C.base_id(m).partition(":")[2] == "cultist":
            if m in st.cup:
                st.cup.remove(m)
            st.monsters[m] = C.BOX
    g.log("Abhoth has no human worshippers: every Cultist goes back to the box", "Abhoth's sheet")


def abhoth_surge(g: Game, area: str) -> None:
    st = g.state
    if st.awakened or st.ancient_one != ABHOTH:
        return
    waiting = sorted(m for m, p in st.monsters.items() if p == SHEET and C.base_id(m).startswith(CHILD))
    if not waiting:
        g.log("Abominations: all three Children of Abhoth are on the board", "Abhoth's power")
        C.raise_terror(g, 2, "Abominations")
        C.add_doom(g, 1, "Abominations")
        return
    m = waiting[g.randbelow(len(waiting))]
    st.monsters[m] = area
    g.log(f"Abominations: a Child of Abhoth appears at {C.name_of(g, area)}", "Abhoth's power")


@step("dunwich.abhoth_attack")
def abhoth_attack(g: Game, fr: Frame) -> None:
    """Abhoth's attack: each investigator gives up three things (``dunwich.abhoth_tithe``)."""
    g.pop(fr)
    for inv in reversed(C.in_order(g)):
        if not inv.eliminated:
            g.push("dunwich.abhoth_tithe", who=inv.seat, left=3)
    return None


def tithe_options(g: Game, inv: Investigator) -> list[tuple[str, str]]:
    opts = [("clue", f"A Clue token ({inv.clues} left)")] if inv.clues else []
    opts += [(f"m:{m}", f"Monster trophy: {C.name_of(g, m)}") for m in inv.monster_trophies]
    opts += [(f"g:{x}", f"Gate trophy: {C.name_of(g, x)}") for x in inv.gate_trophies]
    opts += [(f"i:{c}", f"Item: {C.card_def(g, c).name}") for c in C.items(g, inv)]
    return opts


@step("dunwich.abhoth_tithe")
def abhoth_tithe(g: Game, fr: Frame) -> Ask | None:
    """One investigator's tithe to Abhoth: ``left`` Clue tokens, trophies or Items, one at a
    time; with fewer than 3 in all he is devoured."""
    inv = g.state.investigators[fr["who"]]
    rule = "Abhoth's attack"
    if inv.eliminated:
        g.pop(fr)
        return None
    total = inv.clues + len(inv.monster_trophies) + len(inv.gate_trophies) + len(C.items(g, inv))
    if "asked" not in fr:
        fr["asked"] = True
        if total < 3:
            g.pop(fr)
            from arkham.rules.classic.status import devour

            devour(g, inv, "not 3 Clue tokens, trophies and Items to give Abhoth")
            return None
    ans = fr.pop("ans", None)
    if ans is not None:
        kind, _, what = ans.partition(":")
        if kind == "clue":
            inv.clues -= 1
            g.log(f"{C.inv_name(g, inv)} gives up a Clue token", rule)
        elif kind == "m":
            drop_monster_trophy(g, inv, what, rule)
        elif kind == "g":
            drop_gate_trophy(g, inv, what, rule)
        else:
            C.discard_card(g, inv, what, rule)
        fr["left"] -= 1
    if fr["left"] <= 0:
        g.pop(fr)
        return None
    return g.ask(
        fr, inv.seat, f"{rule}: {C.inv_name(g, inv)} gives up {fr['left']} more", tithe_options(g, inv), kind="tribute"
    )


MODULE = register(
    RuleModule(
        "dunwich.ancient_ones",
        events=(("monster_surge", abhoth_surge),),
        ancient_ones=(
            AncientOneRules(ABHOTH, attack_step="dunwich.abhoth_attack", setup=abhoth_setup),
            AncientOneRules(
                "dunwich:tsathoggua",
                attack_step="dunwich.tsathoggua_attack",
                start_of_battle=drowsy_start,
                voids_mythos=malaise_voids,
                location_special_ok=malaise_allows,
            ),
            AncientOneRules(
                "dunwich:glaaki",
                attack_step="dunwich.glaaki_attack",
                devoured=glaaki_devoured,
                ally_gone=glaaki_ally_gone,
            ),
        ),
    )
)
