"""Powers and battles of the Dunwich Horror Ancient Ones, joined to the classic
rules through the ``ancient_ones`` extension point.

Tsathoggua. Malaise, while he sleeps: location special abilities are forbidden
except at the five places his sheet names (DH p.8: the abilities printed on the
board; encounters and the train still work), and Urban Mythos cards are discarded
without their ability. Start of battle: every investigator discards his Clue
tokens. Attack, each round: each investigator discards 2 monster trophies and 1
gate trophy (his choice which), or is devoured if he cannot.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.extensions import AncientOneRules, RuleModule, register

if TYPE_CHECKING:
    from arkham.engine import Frame, Game
    from arkham.state import Investigator

MALAISE_ALLOWED = frozenset({
    "base:arkham/arkham_asylum", "base:arkham/curiositie_shoppe", "base:arkham/general_store",
    "base:arkham/ye_olde_magick_shoppe", "base:arkham/st_marys_hospital",
})


def malaise_allows(g: Game, area: str) -> bool:
    return area in MALAISE_ALLOWED


def malaise_voids(g: Game, mc: Any) -> bool:
    if mc.subtype != "urban":
        return False
    g.log(f"Malaise: {mc.name} is an Urban card and is discarded without effect", "Tsathoggua's power")
    return True


def drowsy_start(g: Game, inv: Investigator) -> None:
    if inv.clues:
        g.log(f"{C.inv_name(g, inv)} discards {inv.clues} Clue token(s)", "Tsathoggua: start of battle")
        inv.clues = 0


@step("dunwich.tsathoggua_attack")
def tsathoggua_attack(g: Game, fr: Frame) -> None:
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
            return g.ask(fr, inv.seat, f"{rule}: {C.inv_name(g, inv)} discards which monster trophy?",
                         [(f"m:{m}", f"{C.name_of(g, m)} (toughness {C.toughness(g, m)})") for m in inv.monster_trophies],
                         kind="discard")
        drop_monster_trophy(g, inv, inv.monster_trophies[0], rule)
        fr["monsters"] -= 1
        return None
    if fr["gates"]:
        if len(set(C.base_id(x) for x in inv.gate_trophies)) > 1:
            return g.ask(fr, inv.seat, f"{rule}: {C.inv_name(g, inv)} discards which gate trophy?",
                         [(f"g:{x}", C.name_of(g, x)) for x in inv.gate_trophies], kind="discard")
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


MODULE = register(RuleModule("dunwich.ancient_ones", ancient_ones=(
    AncientOneRules("dunwich:tsathoggua", attack_step="dunwich.tsathoggua_attack", start_of_battle=drowsy_start,
                    voids_mythos=malaise_voids, location_special_ok=malaise_allows),
)))
