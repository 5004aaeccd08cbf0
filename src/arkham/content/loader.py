"""Load and validate content packs.

A pack is a folder under ``arkham/content`` with a ``manifest.yaml`` naming its
files by section. A card record of a later pack may name an earlier pack's card it
stands in for (``replaces: base:lantern``, the replacement cards of a box): it then
takes that card's place and id, so decks keep their size and every reference finds
it; ``Content.replaced`` tells which pack's printing is in play. Loading validates
every record with the schemas in :mod:`arkham.content.models`; an error names the
file, the record and the field.
Loaded packs are cached per process: content is read-only at run time. They are also
kept on disk, validated, so that a new process starts without reading the YAML again: see
:func:`cache_dir` (``$ARKHAM_CACHE_DIR``, ``off`` for none; by default ``arkham`` in the
user's cache folder). A cached file is named by a digest of every file of the packs in play
and of the package's code, so it is never read when any of them changed; one that cannot be
read is rebuilt without a word.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

from pydantic import ValidationError

from arkham.errors import ContentError
from arkham.content import models as m
from arkham.state import SKY

CONTENT_ROOT = Path(__file__).parent
KNOWN_PACKS = ("base", "dunwich", "kingsport")  # in loading order

SECTION_MODELS: dict[str, type] = {
    "board": m.BoardDef,
    "monsters": m.MonsterDef,
    "investigators": m.InvestigatorDef,
    "ancient_ones": m.AncientOneDef,
    "cards": m.CardDef,
    "mythos": m.MythosDef,
    "locations": m.LocationCardDef,
    "gates": m.GateCardDef,
    "monster_cards": m.MonsterCardDef,
    "sheets": m.SheetDef,
    "battle_cards": m.BattleCardDef,
}

# Fields inside effect data that name content: qualified with the pack like ids.
REF_KEYS = frozenset({"area", "areas", "card", "world", "neighborhood", "investigator", "has_card", "special"})
BARE = frozenset({"any_street", "sky", "outskirts", "other"})


def qualify_refs(pack: str, node: Any) -> Any:
    if isinstance(node, dict):
        out = {}
        for k, v in node.items():
            if k in REF_KEYS:
                if isinstance(v, str) and v not in BARE:
                    v = qualify(pack, v)
                elif isinstance(v, list):
                    v = [qualify(pack, x) if isinstance(x, str) and x not in BARE else x for x in v]
                else:
                    v = qualify_refs(pack, v)
            else:
                v = qualify_refs(pack, v)
            out[k] = v
        return out
    if isinstance(node, list):
        return [qualify_refs(pack, x) for x in node]
    return node


def qualify(pack: str, ident: str | None) -> str | None:
    if ident is None or ":" in ident:
        return ident
    return f"{pack}:{ident}"


@dataclass(frozen=True)
class Town:
    """One board: a town the train links to the others through its depots (DH p.5)."""

    id: str
    name: str
    pack: str
    depots: tuple[str, ...]
    monster_limit: bool  # its monsters count against the limit and may go to the Outskirts


@dataclass
class Content:
    """Everything the loaded packs define, indexed by qualified id."""

    packs: tuple[str, ...]
    areas: dict[str, m.AreaDef] = field(default_factory=dict)
    neighborhoods: dict[str, m.NeighborhoodDef] = field(default_factory=dict)
    worlds: dict[str, m.OtherWorldDef] = field(default_factory=dict)
    gate_markers: list[m.GateMarkerDef] = field(default_factory=list)
    monsters: dict[str, m.MonsterDef] = field(default_factory=dict)
    investigators: dict[str, m.InvestigatorDef] = field(default_factory=dict)
    ancient_ones: dict[str, m.AncientOneDef] = field(default_factory=dict)
    cards: dict[str, m.CardDef] = field(default_factory=dict)
    mythos: dict[str, m.MythosDef] = field(default_factory=dict)
    locations: dict[str, m.LocationCardDef] = field(default_factory=dict)
    gates: dict[str, m.GateCardDef] = field(default_factory=dict)
    monster_cards: dict[str, m.MonsterCardDef] = field(default_factory=dict)  # a monster's own deck (DH pp.7-8)
    sheets: dict[str, m.SheetDef] = field(default_factory=dict)  # Herald and Guardian sheets (KH p.10)
    battle_cards: dict[str, m.BattleCardDef] = field(default_factory=dict)  # Epic Battle and plot cards (KH p.11)
    card_of: dict[str, m.CardDef] = field(default_factory=dict)  # card instance id -> its card (a cache)
    lasting_by: dict[tuple[Any, Any], dict[str, list[Any]]] = field(
        default_factory=dict
    )  # (environment, rumor) -> kind -> params
    board_notes: list[str] = field(default_factory=list)
    sources: dict[str, str] = field(default_factory=dict)  # encounter card id -> file it came from
    towns: dict[str, Town] = field(default_factory=dict)
    spaces: dict[str, m.SpaceDef] = field(default_factory=dict)
    tracks: dict[str, m.TrackDef] = field(default_factory=dict)
    markers: dict[str, m.MarkerDef] = field(default_factory=dict)  # a board's markers for its rule modules
    limit_places: frozenset[str] = frozenset()  # where a monster counts against the monster limit (the Sky too)
    spawn_kinds: frozenset[str] = frozenset()  # ids of the Spawn monsters (DH p.6)
    ability_keys: dict[str, frozenset[str]] = field(default_factory=dict)  # investigator -> rule keys of his sheet
    sheet_cache: dict[Any, Any] = field(default_factory=dict)  # core.sheet_rules' answers by investigators in play
    rule_cache: dict[str, Any] = field(
        default_factory=dict
    )  # what a rule module works out once from the content, by its key
    names: dict[str, str] = field(
        default_factory=dict
    )  # core.name_of's answers, by id (a cache: every log line names things)
    card_values: dict[str, dict[str, Any]] | None = None  # core.card_data's answers: data key -> card instance -> value
    rule_modules: list[tuple[str, str]] = field(default_factory=list)  # (pack, module) the manifests enable
    reconstructed: dict[str, str] = field(default_factory=dict)  # record id -> pack, decided without a source
    replaced: dict[str, str] = field(default_factory=dict)  # card id -> the pack whose printing replaced it
    hooks: Any = None  # arkham.rules.extensions.Hooks of these packs


def _read_yaml(path: Path, label: str) -> Any:
    import yaml  # late: a start from the content cache reads no YAML

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # the C loader is much faster where present
    try:
        with path.open("r", encoding="utf-8") as fh:
            return yaml.load(fh, Loader=loader)
    except FileNotFoundError:
        raise ContentError(f"{label}: file named in the manifest does not exist") from None
    except yaml.YAMLError as exc:
        raise ContentError(f"{label}: not valid YAML: {exc}") from None


def _validate(model: type, data: Any, where: str) -> Any:
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        loc = ".".join(str(p) for p in first["loc"])
        raise ContentError(f"{where}: field '{loc}': {first['msg']}") from None


def _records(fname: str, data: Any) -> Iterable[tuple[str, Any]]:
    if not isinstance(data, list):
        raise ContentError(f"{fname}: expected a list of records")
    for i, rec in enumerate(data):
        label = rec.get("id", f"#{i}") if isinstance(rec, dict) else f"#{i}"
        yield f"{fname}: record '{label}'", rec


def _parts_loaded(
    manifest: m.ManifestDef, needs: Any, loaded: list[str], where: str, packs: tuple[str, ...] = ()
) -> bool:
    """A record's ``needs``: the parts of its pack it names (an encounter that deals an Ally
    card or an Injury card), or a part of another pack written ``pack:part`` (a Plot card of
    another box's Ancient One). It is loaded only when all of them are in play."""
    if not isinstance(needs, list) or not all(isinstance(p, str) for p in needs):
        raise ContentError(f"{where}: field 'needs' must be a list of the pack's parts")
    ok = True
    for p in needs:
        other, sep, part = p.partition(":")
        if sep and other != manifest.id:
            ok = _other_part_in_play(other, part, packs, where) and ok
            continue
        p = part if sep else p
        if p not in manifest.parts:
            raise ContentError(f"{where}: field 'needs' names unknown part '{p}'")
        ok = p in loaded and ok
    return ok


def _other_part_in_play(pack: str, part: str, packs: tuple[str, ...], where: str) -> bool:
    """``pack:part`` of a record's ``needs``: that pack is named for the game with that part."""
    if pack not in KNOWN_PACKS:
        raise ContentError(f"{where}: field 'needs' names unknown pack '{pack}'")
    manifest = read_manifest(pack)
    if part not in manifest.parts:
        raise ContentError(f"{where}: field 'needs' names unknown part '{pack}:{part}'")
    for spec in packs:
        name, wanted = split_spec(spec)
        if name == pack:
            return part in chosen_parts(pack, manifest, wanted)
    return False


def split_spec(spec: str) -> tuple[str, tuple[str, ...] | None]:
    """ "dunwich" -> ("dunwich", None: every part); "dunwich:board+monsters" -> the named parts."""
    name, sep, parts = spec.partition(":")
    if not sep:
        return name, None
    return name, tuple(p for p in parts.split("+") if p)


def read_manifest(pack: str, root: Path = CONTENT_ROOT) -> m.ManifestDef:
    """A pack's manifest, validated (its parts and their summaries, for a setup menu)."""
    if pack not in KNOWN_PACKS:
        raise ContentError(f"unknown pack '{pack}' (known packs: {', '.join(KNOWN_PACKS)})")
    return _validate(
        m.ManifestDef, _read_yaml(root / pack / "manifest.yaml", f"{pack}/manifest.yaml"), f"{pack}/manifest.yaml"
    )


def chosen_parts(pack: str, manifest: m.ManifestDef, wanted: tuple[str, ...] | None) -> list[str]:
    """The parts to load: those named and every part they need, in the manifest's order."""
    if wanted is None:
        return list(manifest.parts)
    if not manifest.parts:
        raise ContentError(f"pack '{pack}' has no parts to choose from")
    todo, seen = list(wanted), set()
    while todo:
        p = todo.pop()
        if p not in manifest.parts:
            raise ContentError(f"pack '{pack}' has no part '{p}' (parts: {', '.join(manifest.parts)})")
        if p not in seen:
            seen.add(p)
            todo.extend(manifest.parts[p].needs)
    return [p for p in manifest.parts if p in seen]


def load_pack(pack: str, content: Content, root: Path = CONTENT_ROOT, parts: tuple[str, ...] | None = None) -> None:
    folder = root / pack
    manifest_path = folder / "manifest.yaml"
    if not manifest_path.exists():
        raise ContentError(f"unknown pack '{pack}' (known packs: {', '.join(KNOWN_PACKS)})")
    manifest = _validate(m.ManifestDef, _read_yaml(manifest_path, f"{pack}/manifest.yaml"), f"{pack}/manifest.yaml")
    if manifest.id != pack:
        raise ContentError(f"{pack}/manifest.yaml: field 'id' is '{manifest.id}', not the folder's name '{pack}'")
    for req in manifest.requires:
        if req not in (split_spec(p)[0] for p in content.packs):
            raise ContentError(f"pack '{pack}' requires the pack '{req}', which is not in play")
    content.rule_modules.extend((pack, r) for r in manifest.rules)
    sections: list[tuple[str, list[str]]] = list(manifest.files.items())
    loaded = chosen_parts(pack, manifest, parts)
    for part in loaded:
        pd = manifest.parts[part]
        content.rule_modules.extend((pack, r) for r in pd.rules)
        sections += list(pd.files.items())
    for section, files in sections:
        model = SECTION_MODELS.get(section)
        if model is None:
            raise ContentError(f"{pack}/manifest.yaml: unknown section '{section}'")
        for name in files:
            path = folder / name
            fname = f"{pack}/{name}"  # every message names the pack's file
            data = _read_yaml(path, fname)
            if section == "board":
                _ability_needs(manifest, data, loaded, fname)
                board = _validate(model, data, fname)
                _add_board(pack, board, content, fname)
                continue
            for where, rec in _records(fname, data):
                if isinstance(rec, dict) and "needs" in rec:  # a record that needs other parts of its pack
                    if not _parts_loaded(manifest, rec["needs"], loaded, where, content.packs):
                        continue
                    rec = {k: v for k, v in rec.items() if k != "needs"}
                obj = _validate(model, rec, where)
                _add(pack, section, obj, content, where)
                if section in ("locations", "gates"):
                    content.sources[obj.id] = f"{pack}/{name}"


def _ability_needs(manifest: m.ManifestDef, data: Any, loaded: list[str], fname: str) -> None:
    """A location ability that deals a card of another part of its pack (the Strange High
    House's Changed card) says so with ``needs``: without those parts the location has no
    ability."""
    for a in data.get("areas", []) if isinstance(data, dict) else []:
        ab = a.get("ability") if isinstance(a, dict) else None
        if isinstance(ab, dict) and "needs" in ab:
            if _parts_loaded(manifest, ab["needs"], loaded, f"{fname}: area '{a.get('id')}' field 'ability'"):
                a["ability"] = {k: v for k, v in ab.items() if k != "needs"}
            else:
                del a["ability"]


def _add_board(pack: str, board: m.BoardDef, c: Content, fname: str) -> None:
    town = qualify(pack, board.id)
    if town in c.towns:
        raise ContentError(f"{fname}: board '{town}' defined twice")
    for nb in board.neighborhoods:
        nb.id = qualify(pack, nb.id)  # type: ignore[assignment]
        nb.street = qualify(pack, nb.street)  # type: ignore[assignment]
        c.neighborhoods[nb.id] = nb
    for a in board.areas:
        a.id = qualify(pack, a.id)  # type: ignore[assignment]
        a.neighborhood = qualify(pack, a.neighborhood)  # type: ignore[assignment]
        a.connects = [qualify(pack, x) for x in a.connects]  # type: ignore[misc]
        a.white = qualify(pack, a.white)
        a.black = qualify(pack, a.black)
        a.town = town
        if a.ability is not None:
            a.ability.do = qualify_refs(pack, a.ability.do)
        if a.id in c.areas:
            raise ContentError(f"{fname}: area '{a.id}' defined twice")
        c.areas[a.id] = a
    for sp in board.spaces:
        sp.id = qualify(pack, sp.id)  # type: ignore[assignment]
        if sp.id in c.spaces or sp.id in c.areas:
            raise ContentError(f"{fname}: space '{sp.id}' defined twice")
        c.spaces[sp.id] = sp
    for tr in board.tracks:
        tr.id = qualify(pack, tr.id)  # type: ignore[assignment]
        c.tracks[tr.id] = tr
    for mk in board.markers:
        mk.id = qualify(pack, mk.id)  # type: ignore[assignment]
        mk.area = qualify(pack, mk.area)
        if mk.id in c.markers:
            raise ContentError(f"{fname}: marker '{mk.id}' defined twice")
        c.markers[mk.id] = mk
    for w in board.other_worlds:
        w.id = qualify(pack, w.id)  # type: ignore[assignment]
        if w.id in c.worlds:
            raise ContentError(f"{fname}: Other World '{w.id}' defined twice")
        c.worlds[w.id] = w
    for g in board.gate_markers:
        g.world = qualify(pack, g.world)  # type: ignore[assignment]
        c.gate_markers.append(g)
    depots = tuple(a.id for a in board.areas if a.depot)
    c.towns[town] = Town(town, board.name, pack, depots, board.monster_limit)  # type: ignore[arg-type]
    for rid in board.reconstructed:
        c.reconstructed[qualify(pack, rid)] = pack  # type: ignore[index]
    c.board_notes.extend(board.notes)


def _replace(pack: str, obj: m.CardDef, c: Content, where: str) -> None:
    """A card standing in for an earlier pack's card: it takes that card's place and id."""
    target = obj.replaces
    if target is None or ":" not in target:
        raise ContentError(f"{where}: field 'replaces' must name a card with its pack ('base:lantern')")
    old = c.cards.get(target)
    if old is None:
        raise ContentError(f"{where}: field 'replaces' names unknown card '{target}'")
    if target in c.replaced:
        raise ContentError(f"{where}: card '{target}' is already replaced by the pack '{c.replaced[target]}'")
    if old.deck != obj.deck:
        raise ContentError(f"{where}: a {obj.deck} card cannot replace the {old.deck} card '{target}'")
    obj.id = target
    c.cards[target] = obj
    c.replaced[target] = pack


def _add(pack: str, section: str, obj: Any, c: Content, where: str) -> None:
    if section == "cards" and obj.replaces is not None:
        obj.data = qualify_refs(pack, obj.data)
        _replace(pack, obj, c, where)
        return
    obj.id = qualify(pack, obj.id)
    table: dict[str, Any] = getattr(c, section)
    if obj.id in table:
        raise ContentError(f"{where}: id '{obj.id}' defined twice")
    if section == "investigators":
        obj.home = qualify(pack, obj.home)
        obj.fixed = [qualify(pack, x) for x in obj.fixed]
    elif section == "mythos":
        obj.gate = qualify(pack, obj.gate)
        obj.clue = qualify(pack, obj.clue)
        obj.effect = qualify_refs(pack, obj.effect)
        for ld in obj.lasting:
            ld.params = qualify_refs(pack, ld.params)
    elif section in ("locations", "gates"):
        if section == "locations":
            obj.neighborhood = qualify(pack, obj.neighborhood)
        for e in obj.entries:
            if e.at != "other":
                e.at = qualify(pack, e.at)
            e.effect = qualify_refs(pack, e.effect)
    elif section == "cards":
        obj.data = qualify_refs(pack, obj.data)
        if obj.data.get("reconstructed"):
            c.reconstructed[obj.id] = pack
    elif section == "monsters":
        obj.spoils = qualify_refs(pack, obj.spoils)
        obj.enters_play = qualify_refs(pack, obj.enters_play)
        obj.fail_both = qualify_refs(pack, obj.fail_both)
        obj.fail_horror = qualify_refs(pack, obj.fail_horror)
        obj.fail_combat = qualify_refs(pack, obj.fail_combat)
    elif section == "monster_cards":
        obj.monster = qualify(pack, obj.monster)
        if obj.reconstructed:
            c.reconstructed[obj.id] = pack
    elif section == "battle_cards":
        if obj.reconstructed:
            c.reconstructed[obj.id] = pack
    elif section == "sheets":
        for sc in obj.cards:
            sc.id = qualify(pack, sc.id)
            sc.area = qualify(pack, sc.area)
        if obj.reconstructed:
            c.reconstructed[obj.id] = pack
    elif section == "ancient_ones":
        for wm in obj.worshippers:
            if wm.monster not in ("all", "undead"):
                wm.monster = qualify(pack, wm.monster)
        obj.markers = [qualify(pack, a) for a in obj.markers]  # type: ignore[misc]
        if obj.reconstructed:
            c.reconstructed[obj.id] = pack
    table[obj.id] = obj


def check_content(c: Content) -> None:
    """Cross-reference checks run once after every pack is loaded."""
    for a in c.areas.values():
        for other in a.connects:
            if other not in c.areas:
                raise ContentError(f"board: area '{a.id}' connects to unknown area '{other}'")
            if a.id not in c.areas[other].connects:
                raise ContentError(f"board: connection '{a.id}' -> '{other}' is not two-way")
        for colour in ("white", "black"):
            dest = getattr(a, colour)
            if dest is None or dest in c.spaces:  # an arrow may lead into a space (a vortex)
                continue
            if dest not in c.areas:
                raise ContentError(f"board: {colour} arrow of '{a.id}' leads to unknown area '{dest}'")
            if dest not in a.connects:
                raise ContentError(f"board: {colour} arrow of '{a.id}' leads to '{dest}', which is not connected")
        if a.neighborhood not in c.neighborhoods:
            raise ContentError(f"board: area '{a.id}' names unknown neighborhood '{a.neighborhood}'")
    for sp in c.spaces.values():
        if c.hooks is not None and sp.kind not in c.hooks.space_rules:
            raise ContentError(f"board: space '{sp.id}' is of kind '{sp.kind}', which no enabled rule module handles")
    for mk in c.markers.values():  # a depot may be a street area (Kingsport's, at the Central Hill streets: KH p.7)
        if mk.area is not None and mk.area not in c.areas:
            raise ContentError(f"board: marker '{mk.id}' names unknown area '{mk.area}'")
    for g in c.gate_markers:
        if g.world not in c.worlds:
            raise ContentError(f"board: gate marker names unknown Other World '{g.world}'")
    for mc in c.monster_cards.values():
        if mc.monster not in c.monsters:
            raise ContentError(f"monster_cards: '{mc.id}' belongs to unknown monster '{mc.monster}'")
    known = c.hooks.investigators if c.hooks is not None else {}
    for inv in c.investigators.values():
        for key in inv.ability.keys:
            if key not in CLASSIC_ABILITY_KEYS and key not in known:
                raise ContentError(
                    f"investigators: '{inv.id}' ability key '{key}' has no rule in any enabled rule module"
                )
        if inv.home not in c.areas and inv.home not in c.worlds:  # an Other World: Luke Robinson
            raise ContentError(f"investigators: '{inv.id}' has unknown home '{inv.home}'")
        for cid in inv.fixed:
            if cid not in c.cards:
                raise ContentError(f"investigators: '{inv.id}' field 'fixed' names unknown card '{cid}'")
        for sk in m.SKILLS:
            if len(getattr(inv, sk)) != 4:
                raise ContentError(f"investigators: '{inv.id}' field '{sk}' needs 4 stops")
        if inv.health_slider is not None:
            hs = inv.health_slider
            if sorted(hs) != ["sanity", "stamina"] or any(len(v) != 4 for v in hs.values()):
                raise ContentError(
                    f"investigators: '{inv.id}' field 'health_slider' needs 4 stops of sanity and stamina"
                )
            if (hs["sanity"][0], hs["stamina"][0]) != (inv.sanity, inv.stamina):
                raise ContentError(
                    f"investigators: '{inv.id}' field 'health_slider' must start at the sheet's sanity and stamina"
                )
    for mc in c.mythos.values():
        for fld in ("gate", "clue"):
            ref = getattr(mc, fld)
            if ref is not None and ref not in c.areas:
                raise ContentError(f"mythos: '{mc.id}' field '{fld}' names unknown area '{ref}'")
    for lc in c.locations.values():
        src = c.sources.get(lc.id, "locations")
        if lc.neighborhood not in c.neighborhoods:
            raise ContentError(
                f"{src}: location card '{lc.id}' field 'neighborhood': unknown neighborhood '{lc.neighborhood}'"
            )
        for e in lc.entries:
            if e.at.partition("#")[0] not in c.areas:
                raise ContentError(f"{src}: location card '{lc.id}' field 'at': unknown location '{e.at}'")
    for gc in c.gates.values():
        src = c.sources.get(gc.id, "gates")
        for e in gc.entries:
            if e.at != "other" and e.at not in c.worlds:
                raise ContentError(f"{src}: gate card '{gc.id}' field 'at': unknown Other World '{e.at}'")
    movers = c.hooks.monster_movers if c.hooks is not None else {}
    for md in c.monsters.values():
        if md.movement not in CLASSIC_MOVES and md.movement not in movers:
            raise ContentError(f"monsters: '{md.id}' moves '{md.movement}', which no enabled rule module handles")
        if (
            md.movement == "unique"
            and md.special not in movers
            and getattr(c.hooks.monster_rules.get(md.special or "") if c.hooks is not None else None, "moves", None)
            is None
        ):
            raise ContentError(
                f"monsters: '{md.id}' has unique movement '{md.special}', which no enabled rule module handles"
            )
    aos = c.hooks.ancient_ones if c.hooks is not None else {}
    for ao in c.ancient_ones.values():
        if ao.id not in CLASSIC_ANCIENT_ONES and ao.id not in aos:
            raise ContentError(f"ancient_ones: '{ao.id}' has no battle rules in any enabled rule module")
        for wm in ao.worshippers:
            if wm.monster not in ("all", "undead") and wm.monster not in c.monsters:
                raise ContentError(f"ancient_ones: '{ao.id}' worshippers name unknown monster '{wm.monster}'")
        for a in ao.markers:
            if a not in c.areas or c.areas[a].kind != "location":
                raise ContentError(f"ancient_ones: '{ao.id}' has a marker for '{a}', which is no location")


CLASSIC_MOVES = frozenset({"normal", "fast", "stationary", "flying", "unique"})
CLASSIC_ABILITY_KEYS = frozenset(
    {"free_focus", "never_delayed", "never_arrested"}
)  # keys classic checks beyond the base sheets' ids
CLASSIC_ANCIENT_ONES = frozenset(
    f"base:{a}"
    for a in (  # powers and battles coded in the classic rules
        "azathoth",
        "cthulhu",
        "hastur",
        "ithaqua",
        "nyarlathotep",
        "shub_niggurath",
        "yig",
        "yog_sothoth",
    )
)

_CACHE: dict[tuple[str, ...], Content] = {}


def load_content(packs: Iterable[str] = ("base",)) -> Content:
    key = tuple(packs)
    cached = _CACHE.get(key)
    if cached is not None:
        return cached
    path = _cache_path(key)
    c = _read_cache(path, key) if path is not None else None
    if c is None:
        c = _build(key)
        if path is not None:
            _write_cache(path, c)
    _CACHE[key] = c
    return c


def _build(key: tuple[str, ...]) -> Content:
    """Read and validate the packs ``key`` names (what the disk cache keeps)."""
    specs = [split_spec(p) for p in key]
    names = [n for n, _ in specs]
    for p in names:
        if p not in KNOWN_PACKS:
            raise ContentError(f"unknown pack '{p}' (known packs: {', '.join(KNOWN_PACKS)})")
    if "base" not in names:
        raise ContentError("the 'base' pack is required by every game")
    dup = sorted({p for p in names if names.count(p) > 1})
    if dup:
        raise ContentError(f"pack '{dup[0]}' is named twice")
    c = Content(packs=key)
    for name, parts in sorted(
        specs, key=lambda s: KNOWN_PACKS.index(s[0])
    ):  # a fixed order, whatever order they were named in
        load_pack(name, c, parts=parts)
    from arkham.rules.extensions import build_hooks  # late: rule modules import the content models

    c.hooks = build_hooks(c.rule_modules)
    c.limit_places = frozenset([SKY] + [a.id for a in c.areas.values() if c.towns[a.town].monster_limit])  # type: ignore[index]
    c.spawn_kinds = frozenset(md.id for md in c.monsters.values() if md.spawn)
    c.ability_keys = {i.id: frozenset([i.ability.id, *i.ability.keys]) for i in c.investigators.values()}
    check_content(c)
    from arkham.content.validate_effects import check_effects  # late: needs the verb registry

    check_effects(c)
    return c


# ------------------------------------------------------------- the disk cache
CACHE_ENV = "ARKHAM_CACHE_DIR"
CACHE_FORMAT = 1  # raise when what a cache file holds changes shape
CACHE_KEEP = 4  # files kept per set of packs (several checkouts may share one cache folder)
CODE_ROOT = CONTENT_ROOT.parent  # the arkham package: its code decides what validated content is


def cache_dir() -> Path | None:
    """Where validated content is kept between processes: ``$ARKHAM_CACHE_DIR`` (``off`` or
    empty: nowhere), else ``arkham`` under ``$XDG_CACHE_HOME`` (by default ``~/.cache``)."""
    v = os.environ.get(CACHE_ENV)
    if v is not None:
        return None if v.strip().lower() in ("", "off") else Path(v)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "arkham"


def _files(folder: Path, suffix: str | None = None) -> list[Path]:
    out: list[Path] = []
    todo = [folder]
    while todo:
        with os.scandir(todo.pop()) as it:
            for e in it:
                if e.is_dir(follow_symlinks=False):
                    if e.name != "__pycache__":
                        todo.append(Path(e.path))
                elif suffix is None or e.name.endswith(suffix):
                    out.append(Path(e.path))
    return sorted(out)


def content_digest(key: tuple[str, ...]) -> str:
    """A digest of everything a load of ``key`` depends on: the packs named, every file of
    their folders, every source file of the package, and the Python and pydantic versions."""
    import pydantic

    h = hashlib.sha256(repr((CACHE_FORMAT, key, sys.version, pydantic.VERSION)).encode())
    names = sorted({split_spec(p)[0] for p in key})
    for root, files in [(CONTENT_ROOT, _files(CONTENT_ROOT / n) if n in KNOWN_PACKS else []) for n in names] + [
        (CODE_ROOT, _files(CODE_ROOT, ".py"))
    ]:
        for f in files:
            data = f.read_bytes()
            h.update(f"{f.relative_to(root).as_posix()}\0{len(data)}\0".encode())
            h.update(data)
    return h.hexdigest()


def _cache_path(key: tuple[str, ...]) -> Path | None:
    folder = cache_dir()
    if folder is None:
        return None
    try:
        digest = content_digest(key)
    except OSError:
        return None
    label = "+".join(key).replace(":", "-").replace("/", "-")
    return folder / f"content-{label}-{digest[:32]}.pickle"


def _read_cache(path: Path, key: tuple[str, ...]) -> Content | None:
    """The content kept at ``path``, its hooks built anew; None when missing or unreadable."""
    try:
        with path.open("rb") as fh:
            c = pickle.load(fh)
    except FileNotFoundError:
        return None
    except Exception:  # a corrupt or foreign file: rebuilt and written over
        return None
    if not isinstance(c, Content) or c.packs != key:
        return None
    from arkham.rules.extensions import build_hooks

    c.hooks = build_hooks(c.rule_modules)
    return c


def _write_cache(path: Path, c: Content) -> None:
    """Keep ``c`` at ``path`` (written whole, then renamed), and drop older files of the same
    packs; a folder that cannot be written leaves the content uncached."""
    hooks, c.hooks = c.hooks, None  # functions of the rule modules: built again on reading
    try:
        data = pickle.dumps(c, protocol=pickle.HIGHEST_PROTOCOL)
    finally:
        c.hooks = hooks
    import tempfile

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".content-", suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(data)
            os.replace(tmp, path)
        except BaseException:
            os.unlink(tmp)
            raise
        stem = path.name.rsplit("-", 1)[0]  # the same packs of other versions: the newest few kept
        others = [
            (f.stat().st_mtime, f)
            for f in path.parent.glob(stem + "-*.pickle")
            if f != path and f.name.rsplit("-", 1)[0] == stem
        ]
        for _, old in sorted(others, reverse=True)[CACHE_KEEP - 1 :]:
            old.unlink(missing_ok=True)
    except OSError:
        pass
