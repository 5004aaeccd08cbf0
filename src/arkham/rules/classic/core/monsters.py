"""Monsters: a monster's stats as they stand (its marker, its own text, the Ancient One's
worshippers, the Environment), trophies, the monster limit and the Outskirts, the monster
cup, and a monster placed on the board."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable

from arkham.rules.classic.core.in_play import lasting_of, stirring
from arkham.rules.classic.core.names import base_id, name_of
from arkham.state import CUP, ENCOUNTER, OUTSKIRTS, SHEET

if TYPE_CHECKING:
    from arkham.engine import Game
    from arkham.state import Investigator


def monster_def(g: Game, marker: str) -> Any:
    return g.content.monsters[marker.partition("#")[0]]


def _mods_for(g: Game, marker: str) -> Iterable[Any]:
    mid = base_id(marker)
    md = g.content.monsters[mid]
    ao = g.content.ancient_ones[g.state.ancient_one]
    short = mid.partition(":")[2]  # by name: a Cultist of any box is a Cultist
    for wm in ao.worshippers:
        if (
            wm.monster == mid
            or wm.monster.partition(":")[2] == short
            or wm.monster == "all"
            or (wm.monster == "undead" and "undead" in md.abilities)
        ):
            yield wm
    for p in lasting_of(g, "monster_mod"):
        m = p["monster"]
        if "moves" in p and md.movement != p["moves"]:
            continue  # a mod for the monsters of one printed movement kind ("monsters that move normally")
        if m == mid.partition(":")[2] or m == mid or m == "all" or (m == "undead" and "undead" in md.abilities):
            yield p


def monster_rules_of(g: Game, marker: str) -> Any:
    """The rules of a monster whose stats are not all on its marker (extension point), or None."""
    table = g.rules.packs.monster_rules
    return table.get(monster_def(g, marker).special or "") if table else None


def _own_stats(g: Game, md: Any, marker: str) -> dict[str, Any] | None:
    special = md.special
    if special is None:  # most monsters have no rules of their own (a hot path)
        return None
    mr = g.rules.packs.monster_rules.get(special)
    return mr.stats(g, marker) if mr is not None else None


def monster_stat(g: Game, marker: str, stat: str) -> Any:
    """A monster's current value of a stat, with worshippers, environments, its own text."""
    md = monster_def(g, marker)
    v = getattr(md, stat)
    own = _own_stats(g, md, marker)
    if own and stat in own:
        v = own[stat]
    for mod in _mods_for(g, marker):
        s = mod.set if hasattr(mod, "set") else mod.get("set", {})
        if stat in s:
            v = s[stat]
    return v


def toughness(g: Game, marker: str) -> int:
    """Toughness with every modifier in effect (FAQ: trophies count modified toughness too)."""
    md = monster_def(g, marker)
    v = md.toughness
    own = _own_stats(g, md, marker)
    if own and "toughness" in own:
        v = own["toughness"]
    for mod in _mods_for(g, marker):
        v += mod.toughness if hasattr(mod, "toughness") else mod.get("toughness", 0)
    if stirring(g, "shub_niggurath"):  # Black Goat of the Woods
        v += 1
    return v


def trophy_worth(g: Game, inv: Investigator, marker: str) -> int:
    """The toughness a monster trophy is worth when he spends it: its current, modified
    toughness (KH FAQ), and what his sheet adds (extension point ``investigators``)."""
    return toughness(g, marker) + sum(r.trophy_worth(g, inv, marker) for r in own_rules(g, inv, "trophy_worth"))


def monster_abilities(g: Game, marker: str) -> set[str]:
    md = monster_def(g, marker)
    own = _own_stats(g, md, marker)
    ab = set(own["abilities"] if own and "abilities" in own else md.abilities)
    for mod in _mods_for(g, marker):
        ab.update(mod.add_abilities if hasattr(mod, "add_abilities") else mod.get("add_abilities", []))
    for more in g.rules.packs.monster_abilities:  # extension point: a Herald's Elusive Cultists
        ab |= more(g, marker)
    return ab


def monster_moves(g: Game, marker: str) -> str:
    return monster_stat(g, marker, "movement")


def monsters_at(g: Game, area: str) -> list[str]:
    placed = g.state.monsters
    if area not in placed.values():  # most places hold none: known at C speed, without the loop
        return []
    return [m for m, p in placed.items() if p == area]


def monsters_in_arkham(g: Game) -> int:
    """Monsters counted against the monster limit: on the town board or in the Sky (base p.18);
    not those on a board that keeps no limit (Dunwich, DH p.5)."""
    places = g.content.limit_places
    spawn = g.content.spawn_kinds  # Spawn monsters never count (DH p.6)
    if spawn:
        return sum(1 for m, p in g.state.monsters.items() if p in places and base_id(m) not in spawn)
    return sum(map(places.__contains__, g.state.monsters.values()))  # no generator: a hot path


def monster_limit(g: Game) -> int | None:
    if g.state.terror >= 10:
        return None  # Arkham is overrun (base p.20)
    return counted_players(g) + 3


def outskirts_limit(g: Game) -> int:
    return 8 - counted_players(g) + sum(b(g) for b in g.rules.packs.outskirts_bonus)  # extension point: a Guardian


def to_cup(g: Game, marker: str) -> None:
    """Back to the cup; a Spawn monster never goes there, it returns to its sheet (DH p.6)."""
    st = g.state
    if g.content.spawn_kinds and base_id(marker) in g.content.spawn_kinds:
        st.monsters[marker] = SHEET
        return
    if st.monsters.get(marker) != CUP:
        st.monsters[marker] = CUP
        st.cup.append(marker)
        hook = g.rules.ruleset.monster_to_cup  # a rule set's own records of the monster
        if hook is not None:
            hook(g, marker)


def claim_trophy(g: Game, inv: Investigator, marker: str) -> bool:
    """Take a monster as a trophy: a Spawn monster can never be one (DH p.6) and returns
    to its sheet instead. True when the trophy was taken."""
    if g.content.spawn_kinds and base_id(marker) in g.content.spawn_kinds:
        to_cup(g, marker)
        g.log(f"{name_of(g, marker)} is a Spawn monster: never a trophy, it leaves the board", "DH p.6 Spawn monsters")
        return False
    g.state.monsters[marker] = f"trophy:{inv.seat}"
    inv.monster_trophies.append(marker)
    return True


def take_from_cup(g: Game) -> str:
    """Take one monster out of a cup that is not empty: the next rigged kind (tests), else
    one at random. It is held for an encounter until placed."""
    st = g.state
    if st.rig_monsters:
        want = st.rig_monsters.pop(0)
        pick = next((m for m in st.cup if base_id(m) == want or base_id(m).endswith(":" + want)), None)
        if pick is None:
            raise ValueError(f"rigged monster '{want}' is not in the cup")
        st.cup.remove(pick)
    else:
        pick = st.cup.pop(g.randbelow(len(st.cup)))
    st.monsters[pick] = ENCOUNTER
    return pick


def draw_monster(g: Game) -> str:
    """Draw a monster from the cup; an empty cup awakens the Ancient One (DH/KH rule change)."""
    hook = g.rules.ruleset.draw_monster
    if hook is not None:
        return hook(g)
    st = g.state
    banned = {p["monster"] for p in lasting_of(g, "banned_monster")}
    while True:
        if not st.cup:
            awaken(g, "a monster had to be drawn from an empty monster cup", "DH p.9 Ancient One awakens")
        pick = take_from_cup(g)
        if base_id(pick).partition(":")[2] in banned:
            g.log(f"{name_of(g, pick)} cannot enter play now and goes back to the cup", "environment")
            to_cup(g, pick)
            if len(st.cup) <= 1 and all(base_id(m).partition(":")[2] in banned for m in st.cup):
                awaken(g, "no monster in the cup can enter play", "DH p.9 Ancient One awakens")
            continue
        return pick


def flux_stabilized(g: Game, area: str) -> bool:
    """Kate Winthrop's Flux Stabilizer: no gate opens and no monster appears at the Arkham
    location or street where she stands (her sheet). It protects her own place only, and
    nothing while she is in an Other World or Lost in Time and Space (audit ruling)."""
    if area not in g.content.areas:
        return False
    keys = g.content.ability_keys
    for i in g.state.investigators:  # a plain loop: it runs for every monster placed
        if i.where == area and "science" in keys[i.id] and not i.eliminated:
            return True
    return False


def place_monster(g: Game, marker: str, area: str, rule: str = "base p.9 a monster appears") -> None:
    """Put a monster on the board; past the monster limit it goes to the Outskirts (base p.18).
    No monster appears where Kate Winthrop stands (her sheet); one may still move in later."""
    hook = g.rules.ruleset.place_monster
    if hook is not None:
        hook(g, marker, area, rule)
        return
    st = g.state
    from arkham.rules.classic.core.board import is_closed, street_of

    if area in g.content.areas and is_closed(g, area):
        # Decided (base p.12, closed locations): nothing may be in a closed location, and
        # what is there when it closes moves out to its street; a monster placed there by
        # a card (Miskatonic Arctic Expedition Returns! at a River Docks that Shudde M'ell's
        # rubble destroyed) appears in that street instead.
        street = street_of(g, area)
        g.log(
            f"{name_of(g, area)} is closed: {name_of(g, marker)} appears in {name_of(g, street)} instead",
            "base p.12 closed locations",
        )
        area = street
    if flux_stabilized(g, area):
        to_cup(g, marker)
        g.log(f"{name_of(g, marker)} cannot appear where Kate Winthrop stands", "investigator ability")
        return
    limit = monster_limit(g)
    if (
        limit is not None
        and area in g.content.limit_places
        and monsters_in_arkham(g) >= limit
        and base_id(marker) not in g.content.spawn_kinds
    ):
        st.monsters[marker] = OUTSKIRTS
        g.log(
            f"{name_of(g, marker)} appears in the Outskirts (monster limit {limit} reached)", "base p.18 monster limit"
        )
        outskirts = list(st.monsters.values()).count(OUTSKIRTS)
        if outskirts > outskirts_limit(g):
            for m, p in list(st.monsters.items()):
                if p == OUTSKIRTS:
                    to_cup(g, m)
            g.log(
                f"The Outskirts overflow (more than {outskirts_limit(g)}): their monsters return to the cup",
                "base p.18 Outskirts",
            )
            raise_terror(g, 1, "the Outskirts overflowed")
    else:
        st.monsters[marker] = area
        g.log(f"{name_of(g, marker)} appears at {name_of(g, area)}", rule)
    check_overrun_awakening(g)


# An empty cup awakens the Ancient One and an overflowing Outskirts raises the terror
# level, whose rules in turn return monsters to the cup: the modules that call back here
# are imported last, once this one's own names are defined (see the package's docstring).
from arkham.rules.classic.core.investigators import counted_players, own_rules  # noqa: E402
from arkham.rules.classic.core.tracks import awaken, check_overrun_awakening, raise_terror  # noqa: E402
