"""The base monsters' own texts as Haunt of the Watchers plays them, in one table keyed by
the monster's ``special``.

Haunt's monster encounter (HotW §Monster Encounters) replaces classic combat: the
Engagement Segment and the Attack Segments hold what classic combat holds in its stages,
and its monster movement (HotW §Monster Movement) follows goals rather than arrows. So
the texts that classic combat and movement read from the monster rules
(:mod:`arkham.rules.classic.base_monsters`) are played here by Haunt's own rules where
those differ; a text Haunt plays as classic combat does is read from the monster rules
themselves (the Elder Thing's Weapon or Spell, the Dark Pharaoh's Lore in
``classic.combat.combat_skill``).

- ``ENGAGES`` (HotW §Monster Encounters, Engagement Segment): in place of the Horror
  check, a check of the monster's own; it sets the encounter frame's stage ``st``
  (the Black Man's Luck (-1), the Bloated Woman's Will (-2)).
- ``STAGES``: that stage, the check's answer in ``ret``; True: the Horror check follows.
  The Black Man sends himself back to the cup and the encounter goes on with a new round
  (his Clue tokens, or the investigator devoured); the Bloated Woman, on a failed check,
  fails the Horror check (its Sanity lost) and the first Combat check.
- ``ATTACK_FAILED`` (HotW §Monster Encounters, Attack Segment): the harm of an
  investigator's failed Combat check: the Dimensional Shambler sends him Lost in Time and
  Space, the Elder Thing takes a Weapon or Spell, the Nightgaunt (in Arkham) carries him
  through the nearest face-up gate.
- ``MOVES`` (HotW §Monster Movement): a ``unique`` mover's own move: the Hound of Tindalos
  appears at its target (an investigator's location first), the Chthonian rolls for its
  earthquake among the investigators in the city.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from arkham.rules.classic import core as C
from arkham.rules.classic.checks import push_check
from arkham.rules.haunt.data import city_investigators
from arkham.rules.haunt.status import to_cup

if TYPE_CHECKING:
    from arkham.engine import Frame, Game
    from arkham.state import Investigator


# ------------------------------------------------------------ Engagement Segment
def black_man_engages(g: Game, fr: Frame, inv: Investigator, m: str) -> None:
    fr["st"] = "black_man"
    push_check(g, inv.seat, "luck", -1, 1, why="facing the Black Man")


def black_man_stage(g: Game, fr: Frame, inv: Investigator, m: str) -> bool:
    # his own text: no Horror or Combat check; a Luck check or be devoured; he returns to the cup
    passed = fr.pop("ret")[0]
    fr["st"] = "round"
    to_cup(g, m)
    if passed:
        C.gain(g, inv, "clues", 2, "survived the Black Man", "monster text")
    elif not inv.eliminated:
        from arkham.rules.classic.status import devour

        devour(g, inv, "failed to face the Black Man")
    return False


def bloated_woman_engages(g: Game, fr: Frame, inv: Investigator, m: str) -> None:
    fr["st"] = "bloated"
    push_check(g, inv.seat, "will", -2, 1, why="facing the Bloated Woman")


def bloated_woman_stage(g: Game, fr: Frame, inv: Investigator, m: str) -> bool:
    # her text: a failed Will (-2) check fails the Horror check and the first Combat check
    passed = fr.pop("ret")[0]
    if passed:
        return True
    g.log(
        f"The Bloated Woman overwhelms {C.inv_name(g, inv)}: the Horror check and the Combat check fail", "monster text"
    )
    fr["auto_fail"] = True
    fr["st"] = "attacks"
    fr["order"] = ["investigator", "monster"] if fr["won"] else ["monster", "investigator"]
    C.push_loss(
        g, inv, sanity=C.monster_stat(g, m, "sanity_damage"), why="horror of the Bloated Woman", rule="monster text"
    )
    return False


# ------------------------------------------------------------ Attack Segment
def shambler_attack_failed(g: Game, fr: Frame, inv: Investigator, m: str) -> None:
    from arkham.rules.classic.status import send_lost

    g.log(f"{C.name_of(g, m)} hurls {C.inv_name(g, inv)} out of this world", "monster text")
    send_lost(g, inv, "failed a Combat check against a Dimensional Shambler")


def elder_thing_attack_failed(g: Game, fr: Frame, inv: Investigator, m: str) -> None:
    """The classic text: its monster rules' combat damage (a Weapon or Spell of his choice)."""
    C.monster_rules_of(g, m).combat_damage(g, fr, inv, m)


def nightgaunt_attack_failed(g: Game, fr: Frame, inv: Investigator, m: str) -> None:
    if inv.stage != 0:
        return
    from arkham.rules.classic.movement import distances
    from arkham.rules.classic.status import enter_other_world
    from arkham.rules.haunt.data import face_up_gates

    gates = face_up_gates(g)
    if not gates:
        return
    dist = distances(g, inv.where)
    # Ruling: the nearest face-up gate; a tie goes to the first in board order
    order = {a: i for i, a in enumerate(g.content.areas)}
    area = sorted(gates, key=lambda a: (dist.get(a, 99), order[a]))[0]
    enter_other_world(g, inv, area, delayed=False, why="carried off by a Nightgaunt", rule="monster text")


# ------------------------------------------------------------ Monster Movement
def hound_moves(g: Game, m: str, kind: str, targets: list[str]) -> None:
    from arkham.rules.haunt.goals import pick_target

    dest = pick_target(g, kind, [t for t in targets if C.is_location(g, t)] or targets)
    if dest:
        g.state.monsters[m] = dest
        g.log(f"The Hound of Tindalos appears at {C.name_of(g, dest)}", "monster text")


def chthonian_moves(g: Game, m: str, kind: str, targets: list[str]) -> None:
    name = C.monster_def(g, m).name
    die = g.die()
    g.log(f"{name}: instead of moving it rolls {die}", "monster text")
    if die >= 4:
        for inv in city_investigators(g):
            C.push_loss(g, inv, stamina=1, why=f"the {name}'s earthquake", rule="monster text")


ENGAGES: dict[str, Callable[[Game, Frame, Investigator, str], None]] = {
    "the_black_man": black_man_engages,
    "the_bloated_woman": bloated_woman_engages,
}
STAGES: dict[str, Callable[[Game, Frame, Investigator, str], bool]] = {
    "black_man": black_man_stage,
    "bloated": bloated_woman_stage,
}
ATTACK_FAILED: dict[str, Callable[[Game, Frame, Investigator, str], None]] = {
    "dimensional_shambler": shambler_attack_failed,
    "elder_thing": elder_thing_attack_failed,
    "nightgaunt": nightgaunt_attack_failed,
}
MOVES: dict[str, Callable[[Game, str, str, list[str]], Any]] = {
    "hound_of_tindalos": hound_moves,
    "chthonian": chthonian_moves,
}
