"""Schemas for content packs.

Every YAML file of a pack is validated against these models when the pack is
loaded. Ids written without a pack prefix (``arkham/black_cave``) are qualified
with the pack's own name (``base:arkham/black_cave``) by the loader.
"""

from __future__ import annotations

import sys
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

Symbol = Literal["circle", "crescent", "diamond", "hexagon", "plus", "slash", "square", "star", "triangle"]
Color = Literal["red", "blue", "green", "yellow"]
Skill = Literal["speed", "sneak", "fight", "will", "lore", "luck"]
Deck = Literal["common", "unique", "spell", "skill", "ally", "special", "injury", "madness"]

SYMBOLS: tuple[str, ...] = ("circle", "crescent", "diamond", "hexagon", "plus", "slash", "square", "star", "triangle")
SKILLS: tuple[str, ...] = ("speed", "sneak", "fight", "will", "lore", "luck")


class Strict(BaseModel):
    # defer_build: a validator is built on first validation, so a start from the content
    # cache (which validates nothing) does not build one for every schema
    model_config = ConfigDict(extra="forbid", frozen=False, defer_build=True)

    def __setstate__(self, state: dict[Any, Any]) -> None:
        # read from the content cache: field names interned, as a validated record's are, so
        # every attribute look-up of the rules finds its name by identity (a hot path)
        d = state.get("__dict__")
        if d:
            state["__dict__"] = {sys.intern(k): v for k, v in d.items()}
        super().__setstate__(state)


# --------------------------------------------------------------------- board
class AreaAbilityDef(Strict):
    """A location's special ability printed on the board, used instead of an encounter,
    written as ops (the Dunwich locations' abilities)."""

    name: str
    label: str
    if_: dict[str, Any] = Field(default={}, alias="if")  # condition to offer it (money, trophies...)
    do: list[dict[str, Any]]


class AreaDef(Strict):
    id: str
    name: str
    kind: Literal["street", "location"]
    neighborhood: str
    unstable: bool = False
    connects: list[str]
    white: str | None = None
    black: str | None = None
    closes_at_terror: int | None = None
    special: str | None = None
    depot: bool = False  # a train icon: the train leaves here for the other towns (DH p.5)
    aquatic: bool = False  # a wave icon: aquatic monsters move between such locations (KH p.7)
    ends_movement: bool = False  # an investigator who enters it ends his movement (the Kingsport Head, KH p.7)
    walk_in_only: bool = False  # entered only by ordinary movement: never by a spell, item, wagon or return (KH p.7)
    ability: AreaAbilityDef | None = None  # a special ability written as ops (instead of a coded ``special``)
    town: str | None = None  # set by the loader: the board (town) the area is printed on
    note: str | None = None


class NeighborhoodDef(Strict):
    id: str
    name: str
    street: str


class OtherWorldDef(Strict):
    id: str
    name: str
    colors: list[Color]


class GateMarkerDef(Strict):
    world: str
    modifier: int
    symbol: Symbol
    count: int = Field(ge=1)


class SpaceDef(Strict):
    """A board space that is not an area: nobody stands there (the Dunwich vortices).
    Its ``kind`` names the rule (an extension point) that takes a monster entering it."""

    id: str
    name: str
    kind: str
    note: str | None = None


class PatternDef(Strict):
    """A monster movement pattern as a Mythos card shows it: symbols moving on white, on black."""

    white: list[Symbol]
    black: list[Symbol]


class TrackDef(Strict):
    """A track printed on a board, filled with tokens (the Dunwich Horror track). A track with
    ``patterns`` has its spaces split evenly among them (a Rift Track: two spaces beside
    each of two movement patterns)."""

    id: str
    name: str
    size: int = Field(ge=1)
    patterns: list[PatternDef] = []


class MarkerDef(Strict):
    """Cardboard markers a board's rule modules use (rift markers, rift progress markers,
    aquatic markers); ``kind`` names the rule that reads them."""

    id: str
    name: str
    kind: str
    count: int = Field(default=1, ge=1)
    symbol: Symbol | None = None
    colour: Literal["white", "black"] | None = None
    area: str | None = None  # the place it shows or marks (qualified: "base:arkham/river_docks")


class BoardDef(Strict):
    id: str
    name: str
    monster_limit: bool = True  # False: its monsters neither count against the limit nor go to the Outskirts
    neighborhoods: list[NeighborhoodDef]
    areas: list[AreaDef]
    spaces: list[SpaceDef] = []
    tracks: list[TrackDef] = []
    markers: list[MarkerDef] = []
    other_worlds: list[OtherWorldDef] = []
    gate_markers: list[GateMarkerDef] = []
    notes: list[str] = []
    reconstructed: list[str] = []  # ids of records decided without a source that gives them


# ------------------------------------------------------------------ monsters
MonsterAbility = Literal[
    "ambush",
    "endless",
    "undead",
    "mask",
    "physical_resistance",
    "physical_immunity",
    "magical_resistance",
    "magical_immunity",
    "elusive",
]


class MonsterDef(Strict):
    id: str
    name: str
    count: int = Field(ge=1)
    symbol: Symbol
    movement: Literal[
        "normal", "fast", "stationary", "flying", "unique", "stalker", "aquatic"
    ]  # kinds past the base's need a rule module
    awareness: int
    horror: int | None = None  # None: no Horror check against it
    sanity_damage: int = 0
    combat: int | None = None  # None: no Combat check (special text decides)
    stamina_damage: int = 0
    toughness: int = Field(ge=1)
    abilities: list[MonsterAbility] = []
    nightmarish: int = 0
    overwhelming: int = 0
    special: str | None = (
        None  # key of its rules (monster_rules, monster_movers; the base game's: arkham.rules.classic.base_monsters)
    )
    spoils: list[dict[str, Any]] = []  # beaten in combat: back to the box (no trophy), then these ops for the winner
    spawn: bool = False  # Spawn (DH p.6): never in the cup, no limit, no Outskirts, never a trophy
    toll: dict[Literal["check", "pay"], str] = {}  # before each such check (horror, combat) pay (clue, item) or fail it
    fail_both: list[dict[str, Any]] = []  # ops when a failed Horror check is followed by a failed Combat check
    fail_horror: list[dict[str, Any]] = []  # ops after a failed Horror check against it, instead of its Sanity damage
    fail_combat: list[dict[str, Any]] = []  # ops after a failed Combat check against it, instead of its Stamina damage
    out_devours: bool = False  # whoever it knocks unconscious or drives insane is devoured instead
    combat_roll: bool = False  # its Combat rating is -X: a die rolled before each Combat check gives X
    trophy_dice: int = 0  # as a trophy, spent after a failed Combat check for this many bonus dice
    enters_play: list[dict[str, Any]] = []  # ops every investigator resolves when it enters play
    summary: str = ""


class MonsterCardDef(Strict):
    """A card of a monster's own deck, drawn as combat with it begins, that gives the stats
    its marker leaves open (the Dunwich Horror's deck, DH pp.7-8)."""

    id: str
    name: str
    monster: str  # the monster whose deck it belongs to
    horror: int
    sanity_damage: int
    combat: int
    stamina_damage: int
    abilities: list[MonsterAbility] = []
    nightmarish: int = 0
    overwhelming: int = 0
    summary: str
    reconstructed: bool = False  # decided without a source (listed in the pack's notes)


# ---------------------------------------------------------------- investigators
class RandomPossessions(Strict):
    common: int = 0
    unique: int = 0
    spell: int = 0
    skill: int = 0
    ally: int = 0


class AbilityDef(Strict):
    id: str
    name: str
    summary: str
    keys: list[str] = []  # further rule keys of the sheet, for sheets with two abilities


class InvestigatorDef(Strict):
    id: str
    name: str
    pronoun: Literal["he", "she", "they"] = "they"  # as the printed sheet speaks of the investigator
    occupation: str
    home: str
    sanity: int
    stamina: int
    focus: int
    speed: list[int]
    sneak: list[int]
    fight: list[int]
    will: list[int]
    lore: list[int]
    luck: list[int]
    money: int
    clues: int = 0
    fixed: list[str] = []  # card ids dealt at setup step 7
    # made without validating: a default built by validation would build the schema's
    # validator as the module is imported, on every start (and import what that needs)
    random: RandomPossessions = RandomPossessions.model_construct()
    ability: AbilityDef
    note: str | None = None
    # a fourth slider moving the maximum Sanity and Stamina like a skill pair (Lily Chen,
    # KH): {sanity: [4 stops], stamina: [4 stops]}; `sanity` and `stamina` above are stop 0
    health_slider: dict[str, list[int]] | None = None


# ----------------------------------------------------------------- ancient ones
class MonsterMod(Strict):
    """A lasting change to a kind of monster (worshippers, environments)."""

    monster: str  # monster id, or a tag: "all", "undead"
    toughness: int = 0
    set: dict[str, Any] = {}  # field -> value (horror, sanity_damage, combat, stamina_damage, movement)
    add_abilities: list[MonsterAbility] = []


class AncientOneDef(Strict):
    id: str
    name: str
    doom: int
    combat: int | None  # None: cannot be fought (Azathoth) or set at battle (Hastur)
    defenses: list[MonsterAbility] = []
    worshippers: list[MonsterMod] = []
    worshippers_summary: str
    power: AbilityDef
    start_of_battle: AbilityDef | None = None
    attack: AbilityDef
    markers: list[str] = []  # areas named by the markers his power draws (Shudde M'ell's Rubble)
    reconstructed: bool = False  # some of it decided without a source (listed in the pack's notes)


# --------------------------------------------------------------------- cards
class CardDef(Strict):
    id: str
    name: str
    deck: Deck
    count: int = 1
    price: int | None = None
    hands: int = 0
    tags: list[str] = []  # weapon, physical, magical, tome, elder_sign, ...
    cast_mod: int | None = None
    sanity_cost: int | None = None
    summary: str = ""
    data: dict[str, Any] = {}  # card mechanics (investigator-card issue)
    replaces: str | None = None  # a card of an earlier pack this one stands in for (its qualified id)


# -------------------------------------------------------------------- mythos
class LastingDef(Strict):
    """One lasting rule change made by an Environment or a Rumor while in play."""

    kind: str
    params: dict[str, Any] = {}


class MythosDef(Strict):
    id: str
    name: str
    type: Literal["headline", "environment", "rumor", "story"]
    subtype: Literal["urban", "weather", "mystic"] | None = None
    gate: str | None = None
    clue: str | None = None
    white: list[Symbol] = []
    black: list[Symbol] = []
    summary: str
    effect: list[dict[str, Any]] = []  # ops resolved when the card's ability activates
    lasting: list[LastingDef] = []  # rule changes while the card is in play
    rule: str | None = None  # key of a coded rule (rumors, odd cards)
    box_on_awakening: bool = False  # a Rumor whose text ends it, to the box, when the Ancient One wakes
    gate_burst: bool = False  # the gate location is printed red: a gate burst (DH p.6)
    doom: int = 0  # doom tokens printed where a gate location would be (KH Rumors)


class SheetCardDef(Strict):
    """A card of a deck that comes with a sheet (a Vision of Hypnos)."""

    id: str
    name: str
    summary: str
    area: str | None = None  # the location the card names


class SheetDef(Strict):
    """A Herald or a Guardian sheet (KH p.10 "Herald/Guardian" variant): its rules are those of
    the rule modules its part enables, acting only while this sheet is in play."""

    id: str
    name: str
    title: str
    kind: Literal["herald", "guardian"]
    summary: str
    cards: list[SheetCardDef] = []  # the deck the sheet brings, shuffled at setup
    reconstructed: bool = False


class BattleCardDef(Strict):
    """A card of the Epic Battle variant (KH p.11): an Epic Battle card (green or red) whose
    ``steps`` say who acts this round and in what order, or an Ancient One Plot card (three
    for each Ancient One) whose ``plot`` names its effect (arkham.rules.kingsport.epic_battle)."""

    id: str
    name: str
    kind: Literal["epic", "plot"]
    summary: str
    color: Literal["green", "red"] | None = None  # an Epic Battle card's deck
    steps: list[Literal["investigators", "ancient_one", "plot", "end"]] = []
    attack_mod: int = 0  # added to the investigators' combat checks this round
    ancient_one: str | None = None  # a plot card's Ancient One (a qualified id)
    plot: list[dict[str, Any]] = []  # a plot card's Ancient One half, in order
    investigators: bool = True  # a plot card's investigators' half: they attack as normal
    reconstructed: bool = False


class PartDef(Strict):
    """A part of a box that can be played without the rest ("using only part of the expansion")."""

    summary: str
    files: dict[str, list[str]] = {}
    rules: list[str] = []
    needs: list[str] = []  # other parts it cannot go without


class ManifestDef(Strict):
    id: str
    name: str
    requires: list[str] = []
    rules: list[str] = []  # rule modules under arkham.rules the pack enables (extension points)
    files: dict[str, list[str]] = {}
    parts: dict[str, PartDef] = {}  # named parts; "pack:part+part" plays only those (and what they need)


# --------------------------------------------------------------- encounters
class EntryDef(Strict):
    """One encounter printed on a card: for one location, or one Other World (or "other")."""

    at: str  # area id, Other World id, or "other"
    summary: str
    effect: list[dict[str, Any]]


class LocationCardDef(Strict):
    id: str
    neighborhood: str
    entries: list[EntryDef]


class GateCardDef(Strict):
    id: str
    color: Color | list[Color]  # a list for cards printed in several colours
    entries: list[EntryDef]

    @property
    def colors(self) -> list[str]:
        return list(self.color) if isinstance(self.color, list) else [self.color]
