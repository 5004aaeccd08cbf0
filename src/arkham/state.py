"""Game state: plain, JSON-friendly data that refers to content by id.

Nothing here points into content objects; every reference is a string id:
areas (``base:arkham/black_cave``), card instances (``base:tommy_gun#1``),
monster markers (``base:ghoul#2``) and gate markers (``base:world/yuggoth#1``).
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, field, fields
from typing import Any

# Board areas that every rule set shares, whatever boards are in play.
SKY = "sky"
OUTSKIRTS = "outskirts"
LOST = "lost_in_time_and_space"
CUP = "cup"
BOX = "box"
ENCOUNTER = "encounter"  # a monster drawn for an encounter, not on the board
SHEET = "sheet"  # Spawn monsters out of play: on the Ancient One's sheet or set aside (DH p.6)

SKILL_PAIRS = (("speed", "sneak"), ("fight", "will"), ("lore", "luck"))


@dataclass(slots=True)
class Investigator:
    id: str  # content id, e.g. base:amanda_sharpe
    seat: int
    where: str  # area id, Other World id, or LOST
    stage: int = 0  # 1 or 2 while in an Other World, else 0
    sanity: int = 0
    stamina: int = 0
    max_sanity_mod: int = 0  # lasting changes to the printed maximum
    max_stamina_mod: int = 0
    money: int = 0
    clues: int = 0
    sliders: list[int] = field(default_factory=lambda: [0, 0, 0])
    cards: list[str] = field(default_factory=list)
    exhausted: list[str] = field(default_factory=list)
    fresh: list[str] = field(default_factory=list)  # special cards not yet through an Upkeep
    monster_trophies: list[str] = field(default_factory=list)
    gate_trophies: list[str] = field(default_factory=list)
    delayed: bool = False
    lose_turn: int = -1  # the turn number this investigator skips entirely
    jailed: bool = False
    explored: bool = False
    returned_turn: int = -1  # turn he came back from an Other World (gate guards)
    out_turn: int = -1  # turn he was knocked out / driven insane: no more encounters
    eliminated: bool = False  # devoured in the final battle
    loans_defaulted: int = 0
    banned: list[str] = field(default_factory=list)  # e.g. no new Bank Loan this game


@dataclass(slots=True)
class State:
    version: int
    seed: int
    packs: list[str]
    ruleset: str
    ancient_one: str
    investigators: list[Investigator]
    rng: Any = None  # random.Random state as a JSON list
    turn: int = 0
    phase: str = "setup"
    first: int = 0  # seat of the first player
    doom: int = 0
    terror: int = 0
    monsters: dict[str, str] = field(default_factory=dict)  # marker -> place
    cup: list[str] = field(default_factory=list)
    gate_pile: list[str] = field(default_factory=list)
    gates: dict[str, str] = field(default_factory=dict)  # area -> gate marker
    gate_born: dict[str, int] = field(default_factory=dict)  # area -> turn the gate opened
    clues_on: dict[str, int] = field(default_factory=dict)
    seals: dict[str, str] = field(default_factory=dict)  # area -> "elder_sign" | "clues"
    closed: dict[str, list[str]] = field(default_factory=dict)  # area -> reasons
    decks: dict[str, list[str]] = field(default_factory=dict)
    box: list[str] = field(default_factory=list)  # cards out of the game
    environment: str | None = None
    rumor: str | None = None
    rumor_data: dict[str, Any] = field(default_factory=dict)
    until: list[list[Any]] = field(default_factory=list)  # [effect, params, last turn]
    elder_signs_used: int = 0
    awakened: bool = False
    battle: dict[str, Any] = field(default_factory=dict)
    stack: list[dict[str, Any]] = field(default_factory=list)
    pending: dict[str, Any] | None = None
    rig: list[int] = field(default_factory=list)  # forced die results, consumed first
    rig_monsters: list[str] = field(default_factory=list)  # forced monster kinds for cup draws
    log: list[list[Any]] = field(default_factory=list)  # [turn, text, rule]
    over: bool = False
    result: dict[str, Any] | None = None
    gone: list[str] = field(default_factory=list)  # investigators devoured this game
    counters: dict[str, int] = field(default_factory=dict)
    rules_data: dict[str, Any] = field(default_factory=dict)  # state only one rule set uses (plain data)


_SCALARS = (int, str, float, bool, type(None))


def to_plain(obj: Any) -> Any:
    if isinstance(obj, State):
        # an empty rules_data is left out, so states (and hashes) of games saved before
        # the field existed stay the same
        return {
            f.name: to_plain(getattr(obj, f.name))
            for f in fields(obj)
            if not (f.name == "rules_data" and not obj.rules_data)
        }
    if isinstance(obj, Investigator):
        return {f.name: to_plain(getattr(obj, f.name)) for f in fields(obj)}
    if isinstance(obj, dict):
        return {k: to_plain(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        if all(type(v) in _SCALARS for v in obj):  # e.g. the 625 words of the RNG: a plain copy
            return list(obj)
        return [to_plain(v) for v in obj]
    return obj


def state_from_plain(d: dict[str, Any]) -> State:
    names = {f.name for f in fields(State)}
    if "rules_data" not in d:  # saves made before the field existed
        d = {**d, "rules_data": {}}
    missing = names - set(d)
    extra = set(d) - names
    if missing or extra:
        raise ValueError(f"state fields missing {sorted(missing)} / unknown {sorted(extra)}")
    inv_names = {f.name for f in fields(Investigator)}
    invs = []
    for i, raw in enumerate(d["investigators"]):
        if not isinstance(raw, dict) or set(raw) != inv_names:
            raise ValueError(f"investigator #{i} has the wrong fields")
        invs.append(Investigator(**raw))
    kw = dict(d)
    kw["investigators"] = invs
    return State(**kw)


def copy_plain(obj: Any) -> Any:
    """A structural copy of plain data: new dicts and lists all the way down; strings,
    numbers and other immutable leaves are shared. Objects referred to twice are copied
    twice, as a save and load would (the rules never rely on two places sharing one list)."""
    t = type(obj)
    if t is dict:
        # a leaf is kept as it is without a call for it: most values are ids and numbers
        return {k: copy_plain(v) if type(v) in _NESTED else v for k, v in obj.items()}
    if t is list:
        return [copy_plain(v) if type(v) in _NESTED else v for v in obj]
    if t is Investigator:
        return copy_investigator(obj)
    if t is tuple:
        return tuple([copy_plain(v) if type(v) in _NESTED else v for v in obj])
    return obj


#: the types :func:`copy_plain` copies (anything else is an immutable leaf, shared)
_NESTED = frozenset({dict, list, tuple, Investigator})
_INV_FIELDS = tuple(f.name for f in fields(Investigator))
#: fields of an investigator that hold lists (every other field holds a number, string or flag)
_INV_LISTS = tuple(f.name for f in fields(Investigator) if f.default_factory is not MISSING)


def copy_investigator(inv: Investigator) -> Investigator:
    new = object.__new__(Investigator)
    for name in _INV_FIELDS:
        setattr(new, name, getattr(inv, name))
    for name in _INV_LISTS:  # lists of ids and numbers: a flat copy is a full copy
        setattr(new, name, list(getattr(inv, name)))
    return new


_STATE_FIELDS = tuple(f.name for f in fields(State))
#: fields of the state that hold only ids and numbers (lists, dicts, and the decks' lists of
#: ids): copied flat, which is a full copy (``arkham.invariants`` holds every state to that)
FLAT_LISTS = ("cup", "gate_pile", "box", "rig", "rig_monsters", "gone")
FLAT_DICTS = ("monsters", "gates", "gate_born", "clues_on", "seals")


def copy_state(st: State) -> State:
    """A copy of the whole state that shares nothing mutable with ``st``, except the log's
    entries: a log entry is a record, never changed once written, so the copy gets a new
    list holding the same entries."""
    new = object.__new__(State)
    for name in _STATE_FIELDS:
        v = getattr(st, name)
        if name == "log":
            v = list(v)
        elif name == "rng":
            v = None if v is None else list(v)
        elif name == "investigators":
            v = [copy_investigator(i) for i in v]
        elif name == "decks":
            v = {k: list(d) for k, d in v.items()}
        elif name in _FLAT:
            v = v.copy()
        else:
            v = copy_plain(v)
        setattr(new, name, v)
    return new


_FLAT = frozenset(FLAT_LISTS + FLAT_DICTS)
