"""Rule sets: the ordered phases of a turn plus the setup step, composed by name.

The engine core knows none of this; a rule set names which registered steps
make a game. ``classic`` is the base game with the expansion rulebooks' rule
changes and FAQ. Later rule sets (expansions, variants, Haunt of the Watchers)
add or replace phases and hooks.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Mapping

from arkham.errors import SetupError

if TYPE_CHECKING:
    from arkham.engine import Frame, Game
    from arkham.rules.extensions import Hooks
    from arkham.state import Investigator


@dataclass(frozen=True, slots=True)
class RulesetHooks:
    """The questions the shared rules ask a rule set where it decides differently (see
    docs/haunt.md). Each is None in the classic game: the shared rules then do as the
    base game says. A name that is not one of these is refused when the record is made."""

    #: ``(g, inv, skill) -> int``: a skill's value before cards and effects, asked by
    #: ``core.base_skill`` in place of the slider's (Haunt: the bonus allocated to it)
    base_skill: Callable[["Game", "Investigator", str], int] | None = None
    #: ``(g, inv, skill) -> bool``: whether cards and effects that raise the skill count
    #: now, asked by ``core.skill_value`` (False: only the base value and the Voice of Ra)
    skill_raised: Callable[["Game", "Investigator", str], bool] | None = None
    #: ``(g, check_frame) -> Ask or None``: asked once before a skill check is rolled; an
    #: Ask is returned by the check step, which is asked again afterwards (Haunt: allocating a bonus)
    before_check: Callable[["Game", "Frame"], Any] | None = None
    #: ``(g, n, why)``: doom tokens a rule or card calls for, placed by the rule set in
    #: place of ``core.add_doom``'s own placing
    add_doom: Callable[["Game", int, str], None] | None = None
    #: ``(g, n, why)``: a rise of the terror level by ``n``, done by the rule set in place of
    #: ``core.raise_terror``'s own rise
    raise_terror: Callable[["Game", int, str], None] | None = None
    #: ``(g) -> marker``: the monster ``core.draw_monster`` draws from the cup
    draw_monster: Callable[["Game"], str] | None = None
    #: ``(g, marker, area, rule)``: a monster put on the board, in place of ``core.place_monster``
    place_monster: Callable[["Game", str, str, str], None] | None = None
    #: ``(g, marker)``: told after a monster went back to the cup (``core.to_cup``), to
    #: clear the rule set's own records of it
    monster_to_cup: Callable[["Game", str], None] | None = None
    #: ``(g, inv, card, why) -> bool``: asked first when he would gain a special card
    #: (``core.gain_special``); True: the rule set took it its own way (a marker), and he gains it
    gain_special: Callable[["Game", "Investigator", str, str], bool] | None = None
    #: ``(g, inv, card) -> bool``: asked first by the ``lose_special`` op; True: the rule
    #: set dealt with it (a marker, not a card)
    lose_special: Callable[["Game", "Investigator", str], bool] | None = None
    #: ``(g, inv, why)``: an arrest, done by the rule set in place of ``status.arrest``'s
    arrest: Callable[["Game", "Investigator", str], None] | None = None
    #: ``(g) -> ids``: the Mythos cards whose lasting rule changes are in force, asked by
    #: ``core.lasting_cards`` and ``core.lasting_of`` in place of the Environment and the Rumor
    lasting_cards: Callable[["Game"], tuple[str | None, ...]] | None = None
    #: ``(g) -> markers``: monsters an effect that returns monsters to the cup leaves
    #: where they are (the ``return_monsters`` op; Haunt: those placed in this Upkeep)
    spared_monsters: Callable[["Game"], list[str]] | None = None
    #: ``(g, inv, why)``: his return from an Other World, in place of ``status.return_to_arkham``'s
    return_to_arkham: Callable[["Game", "Investigator", str], None] | None = None
    #: ``(g, inv or None, area, trophy)``: a gate a card closes, in place of the shared
    #: closing (``close_gate_at`` with the investigator taking it, ``trophy`` True;
    #: ``close_gate_to_pile`` with no one, None and False)
    gate_shut: Callable[["Game", "Investigator | None", str, bool], None] | None = None
    #: ``() -> ids``: investigators this rule set cannot seat, asked by the set-up screens
    #: and the lobby before a game exists
    excluded_investigators: Callable[[], frozenset[str]] | None = None
    #: ``(g, plain, seat) -> plain``: what a seat may see of the plain game state, asked by
    #: the view after the shared hiding (and by ``present.public.masked_gates``)
    mask_view: Callable[["Game", dict[str, Any], "int | None"], dict[str, Any]] | None = None
    #: ``(kind) -> step names``: the rule set's own steps that play the part of a shared
    #: step kind (``"combat"``, ``"evade"``) for cards that change it (``abilities.find_frame``)
    frame_aliases: Callable[[str], tuple[str, ...]] | None = None
    #: ``(g, inv, card, use, ctx) -> bool``: asked after the shared tests of a spell's cast;
    #: False: it is not offered (Haunt: a Spell check that could never pass)
    cast_possible: Callable[["Game", "Investigator", str, dict[str, Any], Any], bool] | None = None
    #: ``(g, n) -> int``: how many of ``n`` Clue tokens an investigator gains can be given
    #: now (a limited pool), asked by ``core.gain`` after his sheet's extra tokens
    clue_supply: Callable[["Game", int], int] | None = None
    #: ``(g, combat_frame, inv)``: a card that defeats every monster in his area at once,
    #: in place of the shared ``combat.defeat_all_here``
    defeat_all: Callable[["Game", "Frame", "Investigator"], None] | None = None


NO_HOOKS = RulesetHooks()


@dataclass(frozen=True)
class Ruleset:
    name: str
    setup_step: str
    phases: tuple[str, ...]
    # steps of the shared rules this rule set replaces with its own (name -> name)
    steps: Mapping[str, str] = field(default_factory=dict)
    # where this rule set decides differently from the shared rules
    hooks: RulesetHooks = NO_HOOKS


@dataclass(frozen=True, slots=True)
class RulesInForce:
    """The rules in force in one game (``Game.rules``), read wherever a box or the rule set
    decides: every rule asks it, never which box or rule set is in play."""

    #: what the rule modules the packs in play enable add at each extension point
    #: (``arkham.rules.extensions.Hooks``; the content's, joined when it loads)
    packs: Hooks
    #: where the rule set decides differently from the shared rules (classic: none)
    ruleset: RulesetHooks


RULESETS: dict[str, Ruleset] = {
    "classic": Ruleset(
        name="classic",
        setup_step="setup",
        phases=("upkeep", "movement", "arkham", "otherworld", "mythos"),
    ),
}


def get_ruleset(name: str) -> Ruleset:
    if "haunt" not in RULESETS:  # registered on first use: its module imports the rules
        from arkham.rules.haunt.ruleset import HAUNT

        RULESETS["haunt"] = HAUNT
    try:
        return RULESETS[name]
    except KeyError:
        raise SetupError(f"unknown rule set '{name}' (known: {', '.join(sorted(RULESETS))})") from None
