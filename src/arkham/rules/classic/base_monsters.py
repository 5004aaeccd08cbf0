"""The base game's monsters whose text the classic rules do not read from their markers'
numbers: each is keyed by its ``special`` in content/base/monsters.yaml and joins the
classic combat and monster movement through the ``monster_rules`` extension point, as the
later boxes' monsters do. The base pack's manifest enables this module.

- The Black Man: instead of the Horror check, a Luck (-1) check; passed, he returns to the
  cup and the investigator takes 2 Clue tokens; failed, the investigator is devoured.
- The Bloated Woman: before the Horror check, a Will (-2) check; failed, the Horror check
  and the first Combat check fail.
- The Dimensional Shambler: its combat damage sends the investigator Lost in Time and Space.
- The Nightgaunt: its combat damage draws the investigator through the nearest open gate
  (in an Other World, home to Arkham).
- The Elder Thing: its combat damage also takes a Weapon or Spell of his choice.
- The Mi-Go and the Warlock: defeated, they return to the box, and the victor takes a
  Unique Item (the Mi-Go) or 2 Clue tokens (the Warlock).
- The Maniac: while the terror level is 6 or more, combat rating -2, combat damage 3, Endless.
- The Haunter of the Dark: combat rating -5 while Blackest Night is the Environment.
- The Chthonian: instead of moving it rolls a die; on 4-6 every investigator in a town
  loses 1 Stamina.
- The Hound of Tindalos: it moves straight to the nearest investigator in a location.
- The Dark Pharaoh: Combat checks against it are made with Lore in place of Fight.

The decisions behind the Shambler's, the Nightgaunt's and the Elder Thing's combat damage
are recorded with :func:`arkham.rules.classic.combat.damage`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.classic.checks import push_check
from arkham.rules.classic.combat import finish, m_name
from arkham.rules.classic.monster_movement import investigators_at, toward_lowest_sneak
from arkham.rules.extensions import MonsterRules, RuleModule, register
from arkham.state import BOX

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game
    from arkham.state import Investigator


def printed(g: Game, m: str) -> None:
    """Its marker's stats stand."""
    return None


# ------------------------------------------------------------ the Black Man, the Bloated Woman
def black_man_opens(g: Game, fr: Frame, inv: Investigator, m: str) -> bool:
    fr["st"] = "black_man"
    push_check(g, inv.seat, "luck", -1, 1, why="facing the Black Man")
    return True


def black_man_stage(g: Game, fr: Frame, inv: Investigator, m: str) -> bool:
    passed = fr.pop("ret")[0]
    C.to_cup(g, m)
    if passed:
        C.gain(g, inv, "clues", 2, "survived the Black Man")
        finish(g, fr, "fled")
        return True
    C.abandon(g, fr)
    from arkham.rules.classic.status import devour

    devour(g, inv, "failed to face the Black Man")
    return True


def bloated_woman_opens(g: Game, fr: Frame, inv: Investigator, m: str) -> bool:
    fr["st"] = "bloated"
    push_check(g, inv.seat, "will", -2, 1, why="facing the Bloated Woman")
    return True


def bloated_woman_stage(g: Game, fr: Frame, inv: Investigator, m: str) -> bool:
    passed = fr.pop("ret")[0]
    fr["st"] = "horror"
    if not passed:
        fr["auto_fail"] = True  # the Horror check and the (first) Combat check fail
        g.log(
            f"The Bloated Woman overwhelms {C.inv_name(g, inv)}: the Horror check and the Combat check fail",
            "monster text",
        )
    return False


# ------------------------------------------------------------ combat damage beyond Stamina
def shambler_damage(g: Game, fr: Frame, inv: Investigator, m: str) -> bool:
    g.log(f"{m_name(g, m)} hurls {C.inv_name(g, inv)} out of this world", "monster text")
    lost_in_time_and_space(g, inv, "the Dimensional Shambler's attack")
    C.end_activity(g, inv)
    return False


def nightgaunt_damage(g: Game, fr: Frame, inv: Investigator, m: str) -> bool:
    g.log(f"{m_name(g, m)} carries {C.inv_name(g, inv)} off", "monster text")
    drawn_through_nearest_gate(g, fr, inv)
    return True


def elder_thing_damage(g: Game, fr: Frame, inv: Investigator, m: str) -> bool:
    """A Weapon or Spell is part of its combat damage (the decision at ``combat.damage``)."""
    weapons = [c for c in inv.cards if "weapon" in C.card_def(g, c).tags or C.card_def(g, c).deck == "spell"]
    if weapons:
        g.push("combat.elder_thing", who=inv.seat, options=weapons)
    return False


def takes_him_away(g: Game, inv: Investigator) -> bool:
    """A failed check takes him away: the combat ends anyway."""
    return True


def takes_a_weapon(g: Game, inv: Investigator) -> bool:
    """Each failed check still costs a Weapon or Spell."""
    return any("weapon" in C.card_def(g, c).tags or C.card_def(g, c).deck == "spell" for c in inv.cards)


def lost_in_time_and_space(g: Game, inv: Any, why: str) -> None:
    """Move to Lost in Time and Space, delayed (base p.17); Sister Mary never is."""
    from arkham.rules.classic.status import send_lost

    send_lost(g, inv, why)


def drawn_through_nearest_gate(g: Game, fr: Frame, inv: Any) -> None:
    from arkham.rules.classic.movement import nearest_gates

    if inv.stage > 0:
        # FAQ: in an Other World the nearest gate is the way home
        from arkham.rules.classic.status import return_to_arkham

        stack = g.state.stack
        while stack and stack[-1].get("who") == inv.seat and not stack[-1].get("phase"):
            C.abandon(g, stack.pop())  # the encounter ends here...
        return_to_arkham(
            g, inv, f"a Nightgaunt carried {C.pron(g, inv, 'him')} back"
        )  # ...and the way home may be a choice
        raise C.Interrupt()
    gates = nearest_gates(g, inv.where)
    if not gates:
        g.log("No gate is open: the Nightgaunt drops its prey", "monster text")
        return
    stack = g.state.stack
    while stack and stack[-1].get("who") == inv.seat and not stack[-1].get("phase"):
        C.abandon(g, stack.pop())
    g.push("combat.nightgaunt", who=-1, seat=inv.seat, gates=gates)
    raise C.Interrupt()


@step("combat.nightgaunt")
def nightgaunt_drop(g: Game, fr: Frame) -> Ask | None:
    """The Nightgaunt draws him through the nearest gate: he picks among equally near
    ``gates`` and enters that Other World."""
    inv = g.state.investigators[fr["seat"]]
    gates = fr["gates"]
    if len(gates) > 1 and "ans" not in fr:
        return g.ask(
            fr,
            inv.seat,
            "Equally near gates: through which one?",
            [(a, f"{C.name_of(g, a)} (gate to {C.name_of(g, g.state.gates[a])})") for a in gates],
            kind="gate",
        )
    area = fr.pop("ans", gates[0])
    from arkham.rules.classic.status import enter_other_world

    g.pop(fr)
    enter_other_world(g, inv, area, delayed=False, why="drawn through by a Nightgaunt")
    return None


@step("combat.elder_thing")
def elder_thing_discard(g: Game, fr: Frame) -> Ask | None:
    """The Elder Thing takes one of his Weapons or Spells (``options``): he picks which."""
    inv = g.state.investigators[fr["who"]]
    opts = [c for c in fr["options"] if c in inv.cards]
    if not opts:
        g.pop(fr)
        return None
    ans = fr.pop("ans", None)
    if ans is None:
        return g.ask(
            fr,
            inv.seat,
            "The Elder Thing takes a Weapon or Spell: choose which",
            [(f"discard:{c}", C.card_def(g, c).name) for c in opts],
            kind="discard",
        )
    C.discard_card(g, inv, ans.partition(":")[2], "taken by an Elder Thing")
    g.pop(fr)
    return None


# ------------------------------------------------------------ spoils
def mi_go_defeated(g: Game, inv: Investigator, m: str) -> None:
    g.state.monsters[m] = BOX
    n = 1 + sum(p.get("extra_unique", 0) for p in C.lasting_of(g, "mi_go_bonus"))
    for _ in range(n):
        c = C.draw_card(g, "unique")
        if c:
            C.take_card(g, inv, c, "spoils of a Mi-Go")
            C.announce(g, "cards_drawn", inv, [c])


def warlock_defeated(g: Game, inv: Investigator, m: str) -> None:
    g.state.monsters[m] = BOX
    C.gain(g, inv, "clues", 2, "the Warlock's secrets")


# ------------------------------------------------------------ stats in force
MANIAC_RAGE = {"combat": -2, "stamina_damage": 3}  # with Endless, while the terror level is 6 or more


def maniac_stats(g: Game, m: str) -> dict[str, Any] | None:
    if g.state.terror < 6:
        return None
    return {**MANIAC_RAGE, "abilities": [*C.monster_def(g, m).abilities, "endless"]}


def haunter_stats(g: Game, m: str) -> dict[str, Any] | None:
    env = g.state.environment
    return {"combat": -5} if env and env.endswith(":blackest_night") else None


# ------------------------------------------------------------ unique movement
def chthonian_moves(g: Game, fr: Frame, m: str, place: str, ans: str | None) -> None:
    return chthonian_quake(g)


def chthonian_quake(g: Game, lowest: int = 4, rule: str = "monster text") -> None:
    """A Chthonian does not move: it rolls a die, and from ``lowest`` up every investigator
    in a town loses 1 Stamina (its own text: 4-6; a later sheet may lower it)."""
    die = g.die()
    g.log(f"Chthonian: instead of moving it rolls {die}", rule)
    if die >= lowest:
        for inv in g.state.investigators:
            if inv.where in g.content.areas and not inv.eliminated:
                g.push("loss", who=inv.seat, stamina=1, sanity=0, why="the Chthonian's earthquake", rule=rule)
    return None


def hound(g: Game, fr: Frame, m: str, place: str, ans: str | None) -> Any:
    """Hound of Tindalos: straight to the nearest investigator in a location, not the
    hospital or asylum; ties go to the lower Sneak, then the first player (KH FAQ)."""
    st = g.state
    if place in g.content.areas and investigators_at(g, place):
        return None
    from arkham.rules.classic.movement import distances

    banned = ("arkham/st_marys_hospital", "arkham/arkham_asylum")
    # a closed location holds no monster (base p.19), so an investigator inside one is not hunted
    invs = [
        i
        for i in st.investigators
        if not i.eliminated
        and C.is_location(g, i.where)
        and not i.where.endswith(banned)
        and (not st.closed.get(i.where) or i.where in st.gates)
    ]
    if not invs:
        return None
    start = place if place in g.content.areas else None
    if start is None:
        spots = sorted({i.where for i in invs})
    else:
        dist = distances(g, start)
        d = min(dist.get(i.where, 99) for i in invs)
        spots = sorted({i.where for i in invs if dist.get(i.where, 99) == d})
    dest = toward_lowest_sneak(g, fr, m, spots, ans, "hunts")
    if not isinstance(dest, str):  # an Ask: the first player chooses between tied places
        return dest
    st.monsters[m] = dest
    g.log(f"The Hound of Tindalos appears at {C.name_of(g, dest)}", "monster text")
    return None


MODULE = register(
    RuleModule(
        "classic.base_monsters",
        monster_rules=(
            MonsterRules("the_black_man", printed, combat_opens=black_man_opens, combat_stage=black_man_stage),
            MonsterRules(
                "the_bloated_woman", printed, combat_opens=bloated_woman_opens, combat_stage=bloated_woman_stage
            ),
            MonsterRules(
                "dimensional_shambler", printed, combat_damage=shambler_damage, harms_on_failure=takes_him_away
            ),
            MonsterRules("nightgaunt", printed, combat_damage=nightgaunt_damage, harms_on_failure=takes_him_away),
            MonsterRules("elder_thing", printed, combat_damage=elder_thing_damage, harms_on_failure=takes_a_weapon),
            MonsterRules("mi_go", printed, defeated=mi_go_defeated),
            MonsterRules("warlock", printed, defeated=warlock_defeated),
            MonsterRules("maniac", maniac_stats),
            MonsterRules("haunter_of_the_dark", haunter_stats),
            MonsterRules("chthonian", printed, moves=chthonian_moves),
            MonsterRules("hound_of_tindalos", printed, moves=hound),
            MonsterRules("the_dark_pharaoh", printed, combat_skill="lore"),
        ),
    )
)
