"""Named extension points where the rules of an expansion join the classic rules.

A content pack's manifest lists the rule modules it enables (``rules: [towns,
dunwich.vortices]``, modules under :mod:`arkham.rules`). Each such module
registers one :class:`RuleModule` naming what it adds at each point. When the
packs of a game are loaded, the enabled modules are joined into one
:class:`Hooks` held by the content; the classic rules consult it at these points.

Every point is declared once, as a field of :class:`RuleModule`, with its own words:
its type is what one module gives there, its metadata how the modules join at it
(``keyed``, ``joined``, ``single`` or ``events``, see :func:`_point`) and what the classic
rules do with it. :data:`POINTS` is read from those fields, and :func:`build_hooks` joins
the modules point by point into the :class:`Hooks` field of the same name.

Victory points beyond the base game's are counters of the game state named
``score:<reason>`` (``score:tasks``, a Task or Mission completed, DH p.8): the final
score adds every such counter.

Board towns are data, not code: every board is a town (``Content.towns``) with its
depots (a location or a street area); a board with ``monster_limit: false`` keeps its
monsters out of the limit and the Outskirts; its ``spaces``, ``tracks`` and ``markers``
belong to the rule modules that enable them. Areas flagged ``ends_movement`` end an
investigator's movement when he enters them, and ``walk_in_only`` areas are never offered
as a place to go by a wagon, an "anywhere" encounter or a return from Lost in Time and
Space (the Kingsport Head); both are honoured by the classic rules.

A base-only game enables one module, ``classic.base_monsters`` (the base game's monsters
with texts of their own, at ``monster_rules``): every other point is an empty table, and
the classic rules pay one dictionary or tuple test for asking.
"""

from __future__ import annotations

import importlib
import inspect
from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, Any, Callable

from arkham.errors import ContentError

if TYPE_CHECKING:
    from arkham.engine import Frame, Game
    from arkham.state import Investigator


@dataclass(frozen=True, slots=True)
class MovementKind:
    name: str  # answer ids start with "<name>:"
    options: Callable[["Game", "Investigator", int], list[tuple[str, str]]]
    depart: Callable[["Game", "Investigator", "Frame"], bool]  # False: he cannot go after all


@dataclass(frozen=True, slots=True)
class MoveAction:
    name: str  # answer ids start with "<name>:"
    options: Callable[["Game", "Investigator", "Frame"], list[tuple[str, str]]]
    act: Callable[["Game", "Investigator", "Frame", str], None]


@dataclass(frozen=True, slots=True)
class SpaceRule:
    kind: str
    monster_enters: Callable[["Game", str, str], None]


@dataclass(frozen=True, slots=True)
class MonsterMover:
    kind: str
    move: Callable[["Game", "Frame", str, str, str, "str | None"], Any]


@dataclass(frozen=True, slots=True)
class AncientOneRules:
    id: str  # qualified Ancient One id
    attack_step: str  # a registered step, pushed per investigator
    start_of_battle: Callable[["Game", "Investigator"], None] | None = None
    voids_mythos: Callable[["Game", Any], bool] | None = None
    location_special_ok: Callable[["Game", str], bool] | None = None
    devoured: Callable[["Game", "Investigator"], None] | None = None
    ally_gone: Callable[["Game", str], None] | None = None
    setup: Callable[["Game"], None] | None = None
    bursts_seals: bool = False
    evade_difficulty: int = 0
    clue_cap: int | None = None
    doom_cost: int = 1
    doom_past_track: bool = False


@dataclass(frozen=True, slots=True)
class EncounterRules:
    """A sheet's part in encounters, in Arkham and in Other Worlds, and in arrests."""

    #: ``(g, inv) -> [(id, label)]``: offered beside the encounter at a location
    location_options: Callable[["Game", "Investigator"], list[tuple[str, str]]] | None = None
    #: ``(g, inv, answer) -> bool``: takes the answers of ``location_options``
    location_act: Callable[["Game", "Investigator", str], bool] | None = None
    #: ``(g, inv) -> colours``: encounter colours every Other World has for him
    world_colors: Callable[["Game", "Investigator"], list[str]] | None = None
    #: ``(g, inv) -> bool``: True when he cannot be arrested now
    arrest_immune: Callable[["Game", "Investigator"], bool] | None = None


@dataclass(frozen=True, slots=True)
class TrackRules:
    """A sheet's part in the doom and terror tracks and the Mythos Phase."""

    #: ``(g, inv)``: called for each doom token added to the track
    doom_added: Callable[["Game", "Investigator"], None] | None = None
    #: ``(g, inv)``: called for each point the terror level rises
    terror_raised: Callable[["Game", "Investigator"], None] | None = None
    #: ``(g, inv) -> [(id, label)]``: choices that keep the terror level from rising by one,
    #: asked before each point of a rise (``core.raise_terror``)
    terror_options: Callable[["Game", "Investigator"], list[tuple[str, str]]] | None = None
    #: ``(g, inv, answer) -> bool``: takes the answers of ``terror_options`` (True: that
    #: point does not rise)
    terror_act: Callable[["Game", "Investigator", str], bool] | None = None
    #: ``(g, owner, card) -> bool``: when a Mythos Phase card is drawn, before it takes
    #: effect (True: it pushed a step; the card waits on top of the deck, so a step that
    #: sends it to the bottom has the next one drawn instead)
    mythos_drawn: Callable[["Game", "Investigator", str], bool] | None = None


@dataclass(frozen=True, slots=True)
class CardRules:
    """A sheet's part in losses and in the cards and tokens he gains, keeps and spends."""

    #: ``(g, loss_frame, owner, loser) -> bool``: once before any investigator's loss of
    #: Sanity or Stamina is taken (True: it pushed a step that may change the loss)
    before_loss: Callable[["Game", "Frame", "Investigator", "Investigator"], bool] | None = None
    #: ``(g, inv, card) -> bool``: before an encounter takes a named card and wherever a
    #: card is lost or stolen without its owner's leave (``core.cannot_lose``); True: he keeps it
    keeps_card: Callable[["Game", "Investigator", str], bool] | None = None
    #: ``(g, inv, card) -> bool``: True when he cannot gain that special card now
    refuses_card: Callable[["Game", "Investigator", str], bool] | None = None
    #: ``(g, inv, card) -> bool``: True when he may take that card from the box where he
    #: would take it from its deck by name or by choice (``core.from_box``)
    from_box: Callable[["Game", "Investigator", str], bool] | None = None
    #: ``(g, inv, n) -> int``: Clue tokens he gains beyond the ``n`` he is given
    clues_gained: Callable[["Game", "Investigator", int], int] | None = None
    #: ``(g, inv, marker) -> int``: toughness one of his monster trophies is worth beyond
    #: its own wherever he spends it (``core.trophy_worth``)
    trophy_worth: Callable[["Game", "Investigator", str], int] | None = None


@dataclass(frozen=True, slots=True)
class CheckRules:
    """A sheet's part in checks, combat and spells."""

    #: ``(g, inv, combat_frame, monster) -> [(id, label)]``: offered beside the weapons in combat
    combat_options: Callable[["Game", "Investigator", "Frame", str], list[tuple[str, str]]] | None = None
    #: ``(g, inv, combat_frame, answer) -> bool``: takes the answers of ``combat_options``
    combat_act: Callable[["Game", "Investigator", "Frame", str], bool] | None = None
    #: hands he has beyond two that only spells may use
    spell_hands: int | None = None
    #: ``(g, inv, cost) -> int``: the Sanity cost he pays to cast a spell of that printed cost
    spell_cost: Callable[["Game", "Investigator", int], int] | None = None
    #: ``(g, inv, card, ops) -> ops``: the ops of a card's use as they apply to him
    use_ops: Callable[["Game", "Investigator", str, list], list] | None = None
    #: ``(g, inv) -> bool``: True when his Evade check passes without a roll
    evade_passes: Callable[["Game", "Investigator"], bool] | None = None


@dataclass(frozen=True, slots=True)
class UpkeepRules:
    """A sheet's part in the Upkeep Phase."""

    #: ``(g, inv) -> [(id, label)]``: offered among his Upkeep abilities
    upkeep_options: Callable[["Game", "Investigator"], list[tuple[str, str]]] | None = None
    #: ``(g, inv, answer) -> bool``: takes the answers of ``upkeep_options``
    upkeep_act: Callable[["Game", "Investigator", str], bool] | None = None
    #: ``(g, inv, kind) -> bool``: True when he makes no Upkeep roll for a special card of
    #: that kind (``"curse"``)
    no_upkeep_roll: Callable[["Game", "Investigator", str], bool] | None = None


@dataclass(frozen=True, slots=True)
class InvestigatorRules:
    """The abilities of one rule key of investigator sheets, by the moment they answer;
    classic calls them for each investigator in play whose sheet carries the key."""

    key: str  # a rule key on an investigator sheet
    encounters: EncounterRules | None = None
    tracks: TrackRules | None = None
    cards: CardRules | None = None
    checks: CheckRules | None = None
    upkeep: UpkeepRules | None = None

    def answering(self, event: str) -> Any:
        """The part of these rules that answers an event (a callback's name), or None."""
        part = getattr(self, SHEET_MOMENT[event])
        return part if part is not None and getattr(part, event) is not None else None


#: each callback of a sheet's rules -> the part of InvestigatorRules that holds it
SHEET_MOMENT: dict[str, str] = {
    f.name: part
    for part, record in (
        ("encounters", EncounterRules),
        ("tracks", TrackRules),
        ("cards", CardRules),
        ("checks", CheckRules),
        ("upkeep", UpkeepRules),
    )
    for f in fields(record)
}


@dataclass(frozen=True, slots=True)
class StatusOutcome:
    name: str  # the answer id of its option
    offer: Callable[["Game", "Investigator", str], str | None] | None = None
    take: Callable[["Game", "Investigator", str], None] | None = None
    restore_max: bool = True
    rule: str = ""  # the rulebook section, for the log
    upkeep_options: Callable[["Game", "Investigator"], list[tuple[str, str]]] | None = None
    upkeep_act: Callable[["Game", "Investigator", str], bool] | None = None


@dataclass(frozen=True, slots=True)
class MonsterRules:
    special: str  # the monster's ``special`` key
    stats: Callable[["Game", str], "dict[str, Any] | None"]
    combat_begins: Callable[["Game", "Investigator", str], None] | None = None
    combat_ends: Callable[["Game", "Investigator", str, str], None] | None = None
    returns_with_gates: bool = True
    # ``combat_opens(g, combat_frame, inv, marker)``: classic combat calls it once per combat,
    # after the damage of a failed Evade check and before the Horror check (the Black Man's Luck
    # check). True: it pushed a step and set the frame's stage ``st`` to a stage of its own.
    combat_opens: Callable[["Game", "Frame", "Investigator", str], bool] | None = None
    # ``combat_stage(g, combat_frame, inv, marker)``: classic combat calls it while the frame's
    # stage is one ``combat_opens`` set, the pushed step's answer in ``ret``; it ends the combat
    # or sets a classic stage. True: this call of the step is over; False: the classic stages
    # go on at once from the stage it set (the Horror check).
    combat_stage: Callable[["Game", "Frame", "Investigator", str], bool] | None = None
    # ``combat_damage(g, combat_frame, inv, marker)``: classic combat calls it as the monster
    # deals its combat damage (a failed Combat check, a failed Evade check), before the Stamina
    # its marker prints is lost: the harm its text names. True: no Stamina damage follows.
    combat_damage: Callable[["Game", "Frame", "Investigator", str], bool] | None = None
    # ``harms_on_failure(g, inv)``: asked before a combat no one can win is ended as a stalemate
    # (classic ``combat.stalemate``). True: a failed Combat check against it still costs him
    # something beyond Stamina, so the combat is no stalemate.
    harms_on_failure: Callable[["Game", "Investigator"], bool] | None = None
    # ``defeated(g, inv, marker)``: classic combat calls it when an investigator defeats the
    # monster, after the log says so and in place of claiming it as a trophy: it takes the
    # marker away and gives what the monster's text gives.
    defeated: Callable[["Game", "Investigator", str], None] | None = None
    # ``moves(g, mythos_move_frame, marker, place, ans)``: how a monster whose movement is
    # ``unique`` moves when no ``monster_movers`` entry answers for its ``special`` (a later
    # box's mover comes first: Shudde M'ell's Chthonians). Returns an Ask or None.
    moves: Callable[["Game", "Frame", str, str, "str | None"], Any] | None = None
    # ``combat_skill``: the skill of a Combat check against it, read by classic combat (and by
    # the Haunt fight, the heuristic bot's odds): Fight, or the one its text names (the Dark
    # Pharaoh: Lore).
    combat_skill: str = "fight"


@dataclass(frozen=True, slots=True)
class AfterRoll:
    name: str
    options: Callable[["Game", "Frame", "Investigator", int], list[tuple[str, str]]]
    act: Callable[["Game", "Frame", "Investigator", str], bool]


@dataclass(frozen=True, slots=True)
class LocationAbility:
    name: str
    options: Callable[["Game", "Investigator"], list[tuple[str, str]]]
    act: Callable[["Game", "Investigator", str], bool]


@dataclass(frozen=True, slots=True)
class TradeGoods:
    name: str
    offered: Callable[["Game", "Investigator"], bool]
    options: Callable[["Game", "Investigator", "Investigator"], list[tuple[str, str]]]
    act: Callable[["Game", "Investigator", "Investigator", str], bool]


@dataclass(frozen=True, slots=True)
class FinalBattle:
    name: str
    active: Callable[["Game"], bool]
    round_step: str  # a registered step, pushed once


@dataclass(frozen=True, slots=True)
class CombatChoice:
    name: str
    options: Callable[["Game", "Investigator", "Frame", str], list[tuple[str, str]]]
    act: Callable[["Game", "Investigator", "Frame", str], bool]


@dataclass(frozen=True, slots=True)
class DrawSearch:
    name: str
    options: Callable[["Game", "Investigator", str], list[tuple[str, str]]]
    act: Callable[["Game", "Investigator", "Frame", str], bool]


@dataclass(frozen=True, slots=True)
class PaymentCover:
    name: str
    covers: Callable[["Game", "Investigator", str, int], bool]
    take: Callable[["Game", "Investigator", str, int], None]


# the hook signatures that a RuleModule declares and the combined Hooks hold
MoneyWaived = Callable[["Game", "Investigator"], bool]  # (g, inv): owes no money
SkillBonus = Callable[
    ["Game", "Investigator", str, "str | None"], list[tuple[str, int]]
]  # (g, inv, skill, check): (why, n)
MonsterAbilities = Callable[["Game", str], set[str]]  # (g, marker): abilities it gains
MonsterRedirect = Callable[["Game", str, str], "str | None"]  # (g, marker, dest): another place
MonsterBarred = Callable[["Game", str, str], bool]  # (g, marker, area): may not enter
Marks = Callable[["Game"], dict[str, list[str]]]
TerrorWard = Callable[["Game"], bool]  # (g): this point does not rise
CardKept = Callable[["Game", "Investigator", str, str], bool]  # (g, inv, card, why): it stays
OutskirtsBonus = Callable[["Game"], int]  # (g): added to the limit


Listener = Callable[..., None]  # an event's listener

POINT_KINDS = ("keyed", "joined", "single", "events")


def _point(kind: str, doc: str, key: str = "") -> Any:
    """A field of :class:`RuleModule` that declares an extension point: how the modules
    join at it (``keyed``: a table by the record's attribute ``key``, which a second module
    may not redefine; ``joined``: every module's entries, in the order the packs enable
    them; ``single``: one function per module; ``events``: listeners by event name) and
    what the classic rules do with it (``doc``)."""
    if kind not in POINT_KINDS:
        raise ValueError(f"extension point: unknown kind '{kind}'")
    if (kind == "keyed") != bool(key):
        raise ValueError("extension point: a key is given for keyed points only")
    return field(default=None if kind == "single" else (), metadata={"kind": kind, "key": key, "doc": doc})


@dataclass(frozen=True, slots=True)
class RuleModule:
    """What one rule module adds at each extension point. Every point is declared here,
    once, as a field: its type is what one module gives there, and its metadata how the
    modules join at it and what the classic rules do with it (:data:`POINTS` reads them)."""

    name: str
    movement_kinds: tuple[MovementKind, ...] = _point(
        "keyed",
        key="name",
        doc="""
        Extra ways to move during Arkham movement (the train between towns). Classic
        ``move`` offers ``options(g, inv, pts)`` beside the street links; an answer
        ``"<name>:<place>"`` is walked like an ordinary step (monsters there must be
        evaded first) and ``depart(g, inv, fr)`` pays its cost as the investigator leaves.""",
    )
    move_actions: tuple[MoveAction, ...] = _point(
        "keyed",
        key="name",
        doc="""
        Things an investigator may do during his Arkham movement besides stepping on
        (hunting an Elusive monster). Classic ``move`` offers ``options(g, inv, move_frame)``
        among its choices; an answer ``"<name>:..."`` goes to ``act(g, inv, move_frame,
        answer)``, which may push steps and set the move frame's stage.""",
    )
    space_rules: tuple[SpaceRule, ...] = _point(
        "keyed",
        key="kind",
        doc="""
        Board spaces that are not areas (the Dunwich vortices), keyed by the space's ``kind``.
        A monster arrow may lead into one; classic monster movement calls
        ``monster_enters(g, marker, space)`` and the monster stops there.""",
    )
    monster_movers: tuple[MonsterMover, ...] = _point(
        "keyed",
        key="kind",
        doc="""
        Movement kinds beyond the base game's (stalker), keyed by a monster's movement kind,
        and unique movers keyed by the monster's ``special``. Classic monster movement calls
        ``move(g, fr, marker, place, colour, ans)``; it returns an Ask or None.""",
    )
    ancient_ones: tuple[AncientOneRules, ...] = _point(
        "keyed",
        key="id",
        doc="""
        The powers and battle of an Ancient One of a later box, keyed by its id. Classic calls,
        while it sleeps, ``voids_mythos(g, card)`` before a Mythos card's ability takes effect
        (True: discarded without effect) and ``location_special_ok(g, area)`` before
        offering a location's special ability; ``devoured(g, inv)`` when an investigator
        is devoured and ``ally_gone(g, card)`` when an Ally card is discarded or leaves
        the game, asleep or awake; when it wakes, ``start_of_battle(g, inv)`` for each
        investigator in turn order, and each round pushes the step named ``attack_step``
        once (``who`` = -1): the Ancient One's attack. ``setup(g)`` runs at game setup once
        the monster cup is filled. Plain values, in force while it sleeps:
        ``bursts_seals`` makes every Mythos card and every gate opening a gate burst: seals
        torn away, every flier moving (Atlach-Nacha; ``mythos.is_gate_burst``),
        ``evade_difficulty`` is added to the difficulty of every Evade check and
        ``clue_cap`` limits the Clue tokens an investigator may hold (Yibb-Tstll); in the
        final battle each doom token costs ``doom_cost`` times the usual successes;
        ``doom_past_track`` lets doom tokens pile past the end of the track (Eihort).""",
    )
    investigators: tuple[InvestigatorRules, ...] = _point(
        "keyed",
        key="key",
        doc="""
        Investigator abilities the classic rules do not code, keyed by a rule key of a sheet.
        Classic calls them for each investigator in play whose sheet carries the key
        (``core.sheet_rules``, ``core.own_rules``); each callback is documented on its part of :class:`InvestigatorRules`
        (:class:`EncounterRules`, :class:`TrackRules`, :class:`CardRules`, :class:`CheckRules`,
        :class:`UpkeepRules`).""",
    )
    status_outcomes: tuple[StatusOutcome, ...] = _point(
        "keyed",
        key="name",
        doc="""
        Other ends of being driven insane or knocked unconscious, and other ways to leave
        the game (the Dunwich Injury and Madness decks), keyed by name. When an investigator
        is driven insane or knocked unconscious (not devoured), classic ``status.out`` asks his
        player, before any loss, between the classic consequences and each outcome whose
        ``offer(g, inv, how)`` gives a label (``how`` is ``"insane"`` or ``"unconscious"``).
        A chosen outcome keeps his items and Clue tokens (Retainers are still lost); the
        track at 0 is restored to its maximum (``restore_max``) instead of to 1; he still
        goes to the Asylum, the Hospital or Lost in Time and Space; then ``take(g, inv, how)``
        runs. ``upkeep_options`` / ``upkeep_act`` join every investigator's Upkeep abilities
        (retiring). Classic ``status.devoured(g, inv, triggers=False)`` replaces an
        investigator as though devoured without the rules that answer a devouring.""",
    )
    monster_rules: tuple[MonsterRules, ...] = _point(
        "keyed",
        key="special",
        doc="""
        A monster whose text the classic rules do not read from its marker's numbers, keyed by
        its ``special``: the base game's (``classic.base_monsters``: the Black Man, the Maniac,
        the Nightgaunt...) as well as a later box's (the Dunwich Horror draws a card of its own
        deck each combat). ``core.monster_stat``, ``core.toughness`` and
        ``core.monster_abilities`` read ``stats(g, marker)``, the values in force that replace
        the printed ones (None: the printed ones). Classic combat calls
        ``combat_begins(g, inv, marker)`` as a combat with it begins (before a Horror check or
        the damage of a failed Evade check); ``combat_opens(g, combat_frame, inv, marker)``
        once per combat, after the damage of a failed Evade check and before the Horror check
        (True: it pushed a step and set the frame's stage to one of its own), then
        ``combat_stage(g, combat_frame, inv, marker)`` while the frame is at that stage (True:
        this call of the step is over; False: the classic stages go on from the stage it set);
        ``combat_damage(g, combat_frame, inv, marker)`` as the monster deals its combat damage,
        before the Stamina its marker prints is lost (True: no Stamina damage follows);
        ``harms_on_failure(g, inv)`` before a combat no one can win is ended as a stalemate
        (True: a failed Combat check still costs him something, so it is no stalemate);
        ``defeated(g, inv, marker)`` when he defeats it, in place of claiming it as a trophy;
        and ``combat_ends(g, inv, marker, outcome)`` when the combat ends with ``outcome``
        ("defeated", "fled", ...). Classic monster movement calls
        ``moves(g, mythos_move_frame, marker, place, ans)`` for a monster whose movement is
        ``unique`` when no ``monster_movers`` entry answers for its ``special`` (an Ask or
        None). ``returns_with_gates`` False keeps it on the board when a gate of its symbol
        closes. ``combat_skill`` names the skill of a Combat check against it (classic
        ``combat.combat_skill``: Fight unless its text names another, the Dark Pharaoh's Lore).""",
    )
    after_roll: tuple[AfterRoll, ...] = _point(
        "joined",
        doc="""
        Choices after a skill check's roll offered by cards no investigator holds (a Condition
        card lying face up by the board). Classic checks add ``options(g, check_frame, inv,
        successes)`` to the Clue tokens and re-rolls, and hand an answer it does not know to
        ``act(g, check_frame, inv, answer)`` (True: it was this rule's).""",
    )
    location_abilities: tuple[LocationAbility, ...] = _point(
        "joined",
        doc="""
        Special abilities a location has while a rule says so (a Condition card face up), not
        printed on the board. Classic offers ``options(g, inv)`` beside the encounter at a
        location without a gate, and in a street among what he may do there (a Guardian's
        stray cats), and hands its answers to ``act(g, inv, answer)``.""",
    )
    trade_goods: tuple[TradeGoods, ...] = _point(
        "joined",
        doc="""
        More things investigators may trade (Clue tokens while a Condition allows it).
        Classic trading offers ``options(g, giver, taker)`` and hands the answers to
        ``act(g, giver, taker, answer)``; ``offered(g, giver)`` says whether the giver has any.""",
    )
    money_waived: tuple[MoneyWaived, ...] = _point(
        "joined",
        doc="""
        Money an investigator need not have nor pay just now (Velma's Gratitude at Velma's
        Diner): classic ``pay`` and ``lose`` of money and the ``{money: N}`` condition of an
        op consult them (``(g, inv) -> bool``).""",
    )
    skill_bonus: tuple[SkillBonus, ...] = _point(
        "joined",
        doc="""
        Bonuses to an investigator's skills that no card he holds gives (a Guardian's favour
        during some Other World encounters): ``(g, inv, skill, check) -> [(label, n)]``.
        Classic ``core.skill_value`` adds each term.""",
    )
    final_battles: tuple[FinalBattle, ...] = _point(
        "joined",
        doc="""
        Other ways to fight the final battle (the Epic Battle variant). When the Ancient One
        wakes, classic ``battle.start`` runs as usual (Azathoth still ends the game, the start
        of battle still happens), then pushes the ``round_step`` of the first whose
        ``active(g)`` is true instead of its own rounds.""",
    )
    monster_abilities: tuple[MonsterAbilities, ...] = _point(
        "joined",
        doc="""
        Abilities a rule gives to monsters beyond their markers' (a Herald makes Cultists
        Elusive): ``(g, marker) -> set of abilities``; classic ``core.monster_abilities`` adds them.""",
    )
    monster_redirects: tuple[MonsterRedirect, ...] = _point(
        "joined",
        doc="""
        A place a monster goes instead of its usual move when a Mythos card moves it (a Herald
        draws Cultists to elder signs): ``(g, marker, place) -> area or None``; classic monster
        movement asks each before any mover.""",
    )
    monster_barred: tuple[MonsterBarred, ...] = _point(
        "joined",
        doc="""
        An area a moving monster may not enter just now (a Guardian's Bast token during the
        Mythos Phase): ``(g, marker, area) -> bool``; classic monster movement stops a step into
        it, and a monster whose move would end there stays where it was.""",
    )
    combat_choices: tuple[CombatChoice, ...] = _point(
        "joined",
        doc="""
        Things an investigator may do in a combat instead of his Combat check that a rule
        gives, not a card or his sheet (a Guardian lets a Nightgaunt carry him to a gate of his
        choice). Classic combat offers ``options(g, inv, combat_frame, target)`` beside the
        weapons and hands an answer to ``act(g, inv, combat_frame, answer)`` (True: it was this
        rule's; it may end the combat).""",
    )
    draw_searches: tuple[DrawSearch, ...] = _point(
        "joined",
        doc="""
        A search of the deck in place of a draw (a Blessing of Nodens). Before an investigator
        draws to keep one card of an investigator deck, the classic ``draw`` step offers
        ``options(g, inv, deck)`` beside the draw; ``act(g, inv, draw_frame, answer)`` takes the
        answer (True: it was this rule's; it may set ``draw_frame["search"]`` to let him choose
        any card of the deck instead of drawing).""",
    )
    payment_covers: tuple[PaymentCover, ...] = _point(
        "joined",
        doc="""
        A payment made by something other than the investigator's money or Clue tokens (a
        Blessing of Nodens readied for it). Classic ``core.pay`` asks ``covers(g, inv, what, n)``
        first and, when true, calls ``take(g, inv, what, n)`` instead of taking the tokens;
        ``core.can_pay`` (the affordability test of costs, conditions and shops) counts it.""",
    )
    terror_wards: tuple[TerrorWard, ...] = _point(
        "joined",
        doc="""
        A rise of the terror level prevented (a Blessing of Nodens discarded for it):
        ``(g) -> bool``; classic ``raise_terror`` asks them for each point before it rises;
        True: that point does not.""",
    )
    card_kept: tuple[CardKept, ...] = _point(
        "joined",
        doc="""
        Something given up instead of a card he would lose (a Blessing of Nodens discarded to
        keep a Blessing): ``(g, inv, card, why) -> bool``; classic ``discard_card`` asks them
        first; True: the card stays.""",
    )
    outskirts_bonus: tuple[OutskirtsBonus, ...] = _point(
        "joined",
        doc="""
        Added to the Outskirts limit (a Guardian's sheet): ``(g) -> int``; classic
        ``outskirts_limit`` adds them.""",
    )
    marks: Marks | None = _point(
        "single",
        doc="""
        What a module's own pieces show on the table, for the screens (one function per
        module, ``marks(g) -> {area or track id: [texts]}``): the terminal lists the texts
        beside the area, or in place of a track's token count (open rifts, rift progress
        markers); a key ``seat:<n>`` shows them on that investigator's sheet (Brood tokens)
        and the Ancient One's id under its name. Presentation only: nothing in the rules
        reads them.""",
    )
    events: tuple[tuple[str, Listener], ...] = _point(
        "events",
        doc="""
        Rules listening to a named event of the game (:data:`EVENTS`), given as (event,
        listener) pairs; classic announces it with ``core.announce(g, name, ...)``
        (``monster_surge``; ``upkeep_begins`` and ``card_leaves``, which Tasks and Missions
        answer; ``setup``, ``mythos_moved`` and ``mythos_resolved``, the Mythos steps the
        Kingsport rifts join; ``phase_begins``, a phase of the turn begins (a Guardian's deck
        drawn at the start of Upkeep, a Herald's Cultists at the start of the Mythos Phase);
        ``location_encounter``, an encounter had at a location, which investigates the rifts;
        ``monster_defeated``, ``gate_sealed`` and ``cards_drawn``, which the Kingsport Ancient
        Ones answer; ``mythos_story``, a story Mythos card drawn, which a Guardian answers;
        ``other_world_entered``, an area of an Other World entered or lost in time and space,
        which Luke Robinson's sheet answers; ``game_over``, announced by the engine as the game
        ends, where a rule may add to the result: the Epic Battle's traitor wins or loses
        alone; ``card_gained``, a card taken, which a Guardian answers when it is a Blessing).
        A listener may push steps: at ``upkeep_begins`` they run before the rest of that
        investigator's Upkeep.""",
    )

    def __new__(cls, *args: Any, **points: Any) -> RuleModule:
        """A module naming a point that is not declared is refused, naming the known ones."""
        unknown = sorted(set(points) - POINT.keys() - {"name"})
        if unknown:
            name = args[0] if args else points.get("name", "?")
            raise TypeError(
                f"rule module '{name}' names {'an unknown extension point' if len(unknown) == 1 else 'unknown extension points'} {', '.join(unknown)}"
                f" (known: {', '.join(POINT)})"
            )
        return object.__new__(cls)


@dataclass(slots=True)
class Hooks:
    """The extension points of one combination of packs: each field joins the
    :class:`RuleModule` field of its name over the enabled modules, as that point's kind
    says (a keyed point or the events: a table; the others: a tuple), with the modules'
    names in the order they were enabled."""

    modules: tuple[str, ...] = ()
    movement_kinds: dict[str, MovementKind] = field(default_factory=dict)
    move_actions: dict[str, MoveAction] = field(default_factory=dict)
    space_rules: dict[str, SpaceRule] = field(default_factory=dict)
    monster_movers: dict[str, MonsterMover] = field(default_factory=dict)
    ancient_ones: dict[str, AncientOneRules] = field(default_factory=dict)
    investigators: dict[str, InvestigatorRules] = field(default_factory=dict)
    status_outcomes: dict[str, StatusOutcome] = field(default_factory=dict)
    monster_rules: dict[str, MonsterRules] = field(default_factory=dict)
    after_roll: tuple[AfterRoll, ...] = ()
    location_abilities: tuple[LocationAbility, ...] = ()
    trade_goods: tuple[TradeGoods, ...] = ()
    money_waived: tuple[MoneyWaived, ...] = ()
    skill_bonus: tuple[SkillBonus, ...] = ()
    final_battles: tuple[FinalBattle, ...] = ()
    monster_abilities: tuple[MonsterAbilities, ...] = ()
    monster_redirects: tuple[MonsterRedirect, ...] = ()
    monster_barred: tuple[MonsterBarred, ...] = ()
    combat_choices: tuple[CombatChoice, ...] = ()
    draw_searches: tuple[DrawSearch, ...] = ()
    payment_covers: tuple[PaymentCover, ...] = ()
    terror_wards: tuple[TerrorWard, ...] = ()
    card_kept: tuple[CardKept, ...] = ()
    outskirts_bonus: tuple[OutskirtsBonus, ...] = ()
    marks: tuple[Marks, ...] = ()
    events: dict[str, tuple[Listener, ...]] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Point:
    """One extension point, as its :class:`RuleModule` field declares it."""

    name: str
    kind: str  # one of POINT_KINDS
    doc: str
    key: str = ""  # keyed: the record's attribute that names it


#: every extension point, in the order of RuleModule's fields
POINTS: tuple[Point, ...] = tuple(
    Point(f.name, f.metadata["kind"], inspect.cleandoc(f.metadata["doc"]), f.metadata["key"])
    for f in fields(RuleModule)
    if f.name != "name"
)

POINT: dict[str, Point] = {p.name: p for p in POINTS}


def _check_hooks() -> None:
    """Hooks has a field for every point, of the shape its kind joins to."""
    joined = [f for f in fields(Hooks) if f.name != "modules"]
    if [f.name for f in joined] != list(POINT):
        raise ValueError("Hooks and RuleModule name different extension points")
    for f in joined:
        is_table = POINT[f.name].kind in ("keyed", "events")
        if (f.default_factory is dict) != is_table or (not is_table and f.default != ()):
            raise ValueError(f"Hooks: extension point '{f.name}' is not joined as its kind says")


_check_hooks()


EVENTS = {  # named game events the classic rules announce, with what the listeners receive
    "monster_surge": "(g, area): a monster surge begins at the gate at area, before its monsters are drawn",
    "track_full": "(g, track): the last free place of a board track (its qualified id) has just taken a token",
    "upkeep_begins": "(g, inv): an investigator's Upkeep begins, before his return from Lost in Time and Space and his refresh",
    "card_leaves": "(g, inv, card): a card leaves an investigator (discarded, returned to the box, or given in a trade)",
    "decks_built": "(g): at setup, the investigator decks are built, before any card is dealt or shuffled",
    "setup": "(g): game setup, once the monster cup and the gate markers are ready",
    "game_over": "(g): the game has just ended (engine ``end``); a listener may add to ``g.state.result``",
    "mythos_moved": "(g, card): the monster movement of a resolved Mythos card is done",
    "mythos_resolved": "(g, card): a Mythos card is fully resolved (its ability too)",
    "location_encounter": "(g, inv, area): an investigator has an encounter at a location, before its card is drawn",
    "phase_begins": "(g, name): a phase of the turn begins (its name, e.g. 'upkeep'; not a Mythos Phase a card skips); steps pushed run before it",
    "monster_defeated": "(g, inv, marker): an investigator has defeated a monster in combat",
    "gate_sealed": "(g, inv, area): an investigator has sealed the gate at area (Clue tokens or an Elder Sign)",
    "cards_drawn": "(g, inv, cards): an investigator has drawn cards from an investigator deck after setup (a search: the card taken)",
    "mythos_story": "(g, card): a story Mythos card (The Story Continues...) is drawn, before the deck is shuffled with it",
    "other_world_entered": "(g, inv): an investigator has entered an area of an Other World (its first area, or the second moving on) or become lost in time and space (his place tells which)",
    "card_gained": "(g, inv, card): an investigator has taken a card (the card instance), after its own gain rules",
}


RULE_MODULES: dict[str, RuleModule] = {}


def register(module: RuleModule) -> RuleModule:
    if module.name in RULE_MODULES:
        raise ValueError(f"rule module '{module.name}' registered twice")
    RULE_MODULES[module.name] = module
    return module


def _import(name: str, pack: str) -> RuleModule:
    if name not in RULE_MODULES:
        try:
            importlib.import_module(f"arkham.rules.{name}")
        except ModuleNotFoundError:
            raise ContentError(f"pack '{pack}': manifest.yaml names unknown rule module '{name}'") from None
    mod = RULE_MODULES.get(name)
    if mod is None:
        raise ContentError(f"pack '{pack}': rule module '{name}' registers no extension")
    return mod


def build_hooks(enabled: list[tuple[str, str]]) -> Hooks:
    """Join the rule modules the packs enable, given as (pack, module name) pairs, point
    by point as each point's kind says."""
    hooks = Hooks()
    names: list[str] = []
    for pack, name in enabled:
        if name in names:
            continue
        mod = _import(name, pack)
        names.append(name)
        for point in POINTS:
            items = getattr(mod, point.name)
            if point.kind == "keyed":
                table = getattr(hooks, point.name)
                for item in items:
                    k = getattr(item, point.key)
                    if k in table:
                        raise ContentError(f"pack '{pack}': rule module '{name}' redefines '{k}'")
                    table[k] = item
            elif point.kind == "joined":  # every module's entries, in the order the packs enable them
                setattr(hooks, point.name, getattr(hooks, point.name) + items)
            elif point.kind == "single":
                if items is not None:
                    setattr(hooks, point.name, getattr(hooks, point.name) + (items,))
            else:
                table = getattr(hooks, point.name)
                for event, fn in items:
                    if event not in EVENTS:
                        raise ContentError(f"pack '{pack}': rule module '{name}' listens to unknown event '{event}'")
                    table[event] = table.get(event, ()) + (fn,)
    hooks.modules = tuple(names)
    return hooks
