"""Monster encounters (HotW §Encounters, Monster Encounters): rounds of an initiative
segment (one Evade check against the group), an engagement segment (one investigator,
one monster, a Horror check) and attack segments (the monster's attack as a Fight
check, the investigator's as a Combat check), until one side is gone or the
investigators escape. In an Other World the encounter is one investigator against the
monster the card summoned."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.classic.checks import push_check
from arkham.rules.classic.combat import (
    check_flags,
    combat_skill,
    fight_bonus,
    fight_toughness,
    gear_answer,
    gear_options,
    monster_has,
)
from arkham.rules.haunt.data import cite, first_investigator, investigators_at, mclues, monsters_at, set_mclues
from arkham.rules.haunt.monster_texts import ATTACK_FAILED, ENGAGES, STAGES
from arkham.rules.haunt.status import has_mark, place_monster, to_cup
from arkham.state import ENCOUNTER

if TYPE_CHECKING:
    from arkham.engine import Frame, Game
    from arkham.state import Investigator

RULE = "Monster Encounters"
# Ruling: the rules give no way out of an encounter that neither side can end (no dice
# to win the initiative or to hurt the monster, a monster that cannot hurt back); after
# this many rounds the investigators are taken to have slipped away.
MAX_ROUNDS = 20


def push_fight(g: Game, area: str | None = None, seat: int | None = None, monster: str | None = None) -> None:
    """A city encounter at ``area``, or an Other World one of ``seat`` against ``monster``."""
    g.push("haunt.fight", who=-1 if area else seat, phase=True, area=area, seat=seat, monster=monster, st="round")


def sides(g: Game, fr: Frame) -> tuple[list[Investigator], list[str]]:
    st = g.state
    if fr["area"]:
        return investigators_at(g, fr["area"]), monsters_at(g, fr["area"])
    inv = st.investigators[fr["seat"]]
    invs = [inv] if not inv.eliminated and inv.stage > 0 else []
    m = fr["monster"]
    return invs, ([m] if st.monsters.get(m) == ENCOUNTER else [])


def over(g: Game, fr: Frame) -> None:
    m = fr.get("monster")
    if m and g.state.monsters.get(m) == ENCOUNTER:
        to_cup(g, m)
        g.log(f"{C.name_of(g, m)} survives and returns to the cup", cite(RULE))
    g.pop(fr)


def asset_offers(g: Game, invs: list[Investigator]) -> list[tuple[str, str]]:
    """Clues, money and trophies any investigator here may hand to another."""
    from arkham.rules.haunt.transfers import asset_options

    return [
        (f"asset:{i.seat}:{oid}", f"{C.inv_name(g, i)}: {label}") for i in invs for oid, label in asset_options(g, i)
    ]


def group_awareness(g: Game, mons: list[str]) -> int:
    return min(C.monster_stat(g, m, "awareness") for m in mons)


def most_observant(g: Game, mons: list[str]) -> str:
    return sorted(mons, key=lambda m: (C.monster_stat(g, m, "awareness"), m))[0]


def steal(g: Game, inv: Investigator, mons: list[str], n: int, rule: str) -> None:
    """Extra successes take clues from the monsters. Ruling: always taken, from the
    monster carrying the most first (ties by marker id)."""
    for _ in range(n):
        carriers = sorted((m for m in mons if mclues(g, m) > 0), key=lambda m: (-mclues(g, m), m))
        if not carriers:
            return
        m = carriers[0]
        set_mclues(g, m, mclues(g, m) - 1)
        C.gain(g, inv, "clues", 1, f"stolen from {C.name_of(g, m)}", rule)


@step("haunt.fight")
def fight(g: Game, fr: Frame) -> Any:
    """A Haunt encounter between the investigators and monsters of one place, in stages
    ``st``: ``round`` (who rolls the initiative), ``initiative``, ``escape?``, ``engage``
    (Horror, or the Black Man's or the Bloated Woman's check), ``attacks``, ``continue?``."""
    st = g.state
    invs, mons = sides(g, fr)
    stage = fr["st"]
    if not invs or not mons:
        over(g, fr)
        return None
    seats = [i.seat for i in invs]
    lead = first_investigator(g, invs) or invs[0]
    ans = fr.pop("ans", None)
    if ans is not None and ans.startswith("asset:"):
        # assets pass at any time, even during encounters (HotW §Assets, Inventory, And Attributes)
        from arkham.rules.haunt.transfers import do_asset

        _, seat, oid = ans.split(":", 2)
        do_asset(g, st.investigators[int(seat)], oid)
        ans = None
    if stage == "round":
        if ans is None:
            fr["who"] = -1 if fr["area"] else fr["seat"]
            fr["rounds"] = fr.get("rounds", 0) + 1
            if fr["rounds"] > MAX_ROUNDS:
                g.log(f"After {MAX_ROUNDS} rounds with no end the investigators slip away", cite(RULE) + " (ruling)")
                over(g, fr)
                return None
        if len(invs) > 1 and ans is None:
            return g.ask(
                fr,
                lead.seat,
                "Initiative: who rolls the Evade check against the monsters?",
                [(f"inv:{i.seat}", C.inv_name(g, i)) for i in invs],
                kind="initiative",
            )
        roller = int(ans.partition(":")[2]) if ans else invs[0].seat
        diff = 1 + (1 if any("ambush" in C.monster_abilities(g, m) for m in mons) else 0)
        fr.update(st="initiative", roller=roller, diff=diff)
        from arkham.rules.haunt.evade import push_evade

        push_evade(
            g,
            roller,
            most_observant(g, mons),
            group_awareness(g, mons),
            diff,
            any(mclues(g, m) for m in mons),
            "the initiative",
        )
        return None
    if stage == "initiative":
        passed, succ = fr.pop("ret")
        roller_inv = st.investigators[fr["roller"]]
        fr["won"] = passed
        if passed:
            g.log("The investigators win the initiative", cite(RULE + ", Initiative Segment"))
            if succ > fr["diff"] and not roller_inv.eliminated:
                steal(g, roller_inv, mons, succ - fr["diff"], cite(RULE + ", Initiative Segment"))
            fr["st"] = "escape?"
        else:
            g.log("The monsters win the initiative", cite(RULE + ", Initiative Segment"))
            fr["st"] = "engage"
        return None
    if stage == "escape?":
        if ans is None:
            return g.ask(
                fr,
                lead.seat,
                "The investigators won the initiative: escape or fight?",
                [("fight", "Fight: the engaging investigator attacks first"), ("escape", "Escape: the encounter ends")]
                + asset_offers(g, invs),
                kind="escape",
            )
        if ans == "escape":
            g.log("The investigators escape", cite(RULE + ", Initiative Segment"))
            over(g, fr)
            return None
        fr["st"] = "engage"
        return None
    if stage == "engage":
        pairs = [(i, m) for i in invs for m in mons]
        if len(pairs) > 1 and ans is None:
            return g.ask(
                fr,
                lead.seat,
                "Engagement: which investigator engages which monster?",
                [(f"{i.seat}|{m}", f"{C.inv_name(g, i)} engages {C.name_of(g, m)}") for i, m in pairs]
                + asset_offers(g, invs),
                kind="engage",
            )
        if ans:
            s, _, m = ans.partition("|")
            inv, m = st.investigators[int(s)], m
        else:
            inv, m = pairs[0]
        # the engaging investigator's frame while he fights (cards that change "the combat" find it)
        fr.update(
            inv=inv.seat,
            target=m,
            held=[],
            cast=[],
            failed=[],
            dropped=[],
            who=inv.seat,
            toughness_mod=0,
            monster=m,
            ignored_ability=None,
        )
        g.log(f"{C.inv_name(g, inv)} engages {C.name_of(g, m)}", cite(RULE + ", Engagement Segment"))
        engages = ENGAGES.get(C.monster_def(g, m).special or "")  # a check of its own text first (monster_texts)
        if engages is not None:
            engages(g, fr, inv, m)
            return None
        return horror(g, fr, inv, m)
    inv = st.investigators[fr["inv"]]
    m = fr["target"]
    engaged = inv.seat in seats and m in mons
    own = STAGES.get(stage)  # a stage of the monster's own text (monster_texts)
    if own is not None:
        return horror(g, fr, inv, m) if own(g, fr, inv, m) else None
    if stage == "horror":
        passed = fr.pop("ret")[0]
        tries = fr.setdefault("tries", [])
        tries.append(passed)
        if has_mark(g, inv, "blessing") and not passed and len(tries) < 2:
            g.log(f"{C.inv_name(g, inv)} is Blessed: a second chance", cite("Blessings And Curses"))
            push_check(
                g,
                inv.seat,
                "will",
                C.monster_stat(g, m, "horror"),
                1,
                kind="horror",
                why="the Blessing's second chance",
            )
            return None
        if has_mark(g, inv, "curse") and passed and len(tries) < 2:
            g.log(f"{C.inv_name(g, inv)} is Cursed: the check must be passed twice", cite("Blessings And Curses"))
            push_check(g, inv.seat, "will", C.monster_stat(g, m, "horror"), 1, kind="horror", why="the Curse")
            return None
        ok = any(tries) if has_mark(g, inv, "blessing") else all(tries)
        fr.pop("tries")
        fr["st"] = "attacks"
        fr["order"] = ["investigator", "monster"] if fr["won"] else ["monster", "investigator"]
        md = C.monster_def(g, m)
        if ok:
            if monster_has(g, fr, inv, m, "nightmarish"):
                C.push_loss(
                    g,
                    inv,
                    sanity=md.nightmarish,
                    why=f"{md.name} is Nightmarish",
                    rule=cite(RULE + ", Engagement Segment"),
                )
        else:
            C.push_loss(
                g,
                inv,
                sanity=C.monster_stat(g, m, "sanity_damage"),
                why=f"horror of {md.name}",
                rule=cite(RULE + ", Engagement Segment"),
            )
        return None
    if not engaged:
        fr["st"] = "round"  # the investigator or the monster has left: a new round
        return None
    if stage == "attacks":
        if not fr["order"]:
            fr["st"] = "continue?"
            return None
        who = fr["order"][0]
        if who == "monster":
            fr["order"].pop(0)
            fr["st"] = "monster_attack"
            combat = C.monster_stat(g, m, "combat")
            if combat is None:
                fr["st"] = "attacks"
                return None
            push_check(g, inv.seat, "fight", combat, 1, why=f"resisting {C.name_of(g, m)}'s attack")
            return None
        return investigator_attack(g, fr, inv, m, ans)
    if stage == "monster_attack":
        passed = fr.pop("ret")[0]
        fr["st"] = "attacks"
        md = C.monster_def(g, m)
        rule = cite(RULE + ", Attack Segment")
        if passed:
            if monster_has(g, fr, inv, m, "overwhelming"):
                C.push_loss(g, inv, stamina=md.overwhelming, why=f"{md.name} is Overwhelming", rule=rule)
        else:
            C.push_loss(
                g, inv, stamina=C.monster_stat(g, m, "stamina_damage") or 0, why=f"{md.name}'s attack", rule=rule
            )
        return None
    if stage == "casting":
        return cast_result(g, fr, inv)
    if stage == "combat_rolled":
        return combat_result(g, fr, inv, m)
    if stage == "continue?":
        if ans is None:
            return g.ask(
                fr,
                inv.seat,
                f"{C.inv_name(g, inv)} and {C.name_of(g, m)} both stand: go on fighting?",
                [("again", "Repeat the attacks"), ("round", "Start a new round")] + asset_offers(g, invs),
                kind="continue",
            )
        if ans == "again":
            fr["order"] = ["investigator", "monster"] if fr["won"] else ["monster", "investigator"]
            fr["st"] = "attacks"
        else:
            fr["st"] = "round"
        return None
    raise AssertionError(stage)  # pragma: no cover


def horror(g: Game, fr: Frame, inv: Investigator, m: str) -> None:
    """The Horror check of the engagement; none against a monster with no Sanity damage."""
    md = C.monster_def(g, m)
    fr["order"] = ["investigator", "monster"] if fr["won"] else ["monster", "investigator"]
    h = C.monster_stat(g, m, "horror")
    if h is None or (not C.monster_stat(g, m, "sanity_damage") and not md.nightmarish):
        fr["st"] = "attacks"
        return None
    fr["st"] = "horror"
    push_check(g, inv.seat, "will", h, 1, kind="horror", why=f"horror of {md.name}")
    return None


def investigator_attack(g: Game, fr: Frame, inv: Investigator, m: str, ans: str | None) -> Any:
    """Ready weapons and cast spells (two hands), then the Combat check at the monster's
    Toughness. Spells are cast before use: the Sanity cost is paid only on a failed cast,
    which may be tried again (HotW §Casting Spells)."""
    md = C.monster_def(g, m)
    if ans is None:
        opts = castable(g, inv, gear_options(g, fr, inv, m), m)
        dice = (
            C.skill_value(g, inv, combat_skill(g, m), "combat")
            + (C.monster_stat(g, m, "combat") or 0)
            + fight_bonus(g, fr, m, inv)
        )
        opts.insert(
            0,
            (
                "attack",
                f"Attack: Combat check, {C.count(max(0, dice), 'die', 'dice')} against Toughness {fight_toughness(g, fr, m)}",
            ),
        )
        return g.ask(fr, inv.seat, f"{C.inv_name(g, inv)} attacks {md.name}", opts, kind="combat")
    if ans.startswith("cast:"):
        card = ans.partition(":")[2]
        d = C.card_def(g, card)
        fr["casting"] = card
        fr["st"] = "casting"
        push_check(g, inv.seat, "lore", d.cast_mod or 0, 1, kind="spell", why=f"casting {d.name}")
        return None
    if ans != "attack":
        gear_answer(g, fr, inv, ans)
        return None
    fr["order"].pop(0)
    if fr.pop("auto_fail", False):
        g.log(f"{C.inv_name(g, inv)}'s attack fails (the Bloated Woman)", "monster text")
        return None
    fr["st"] = "combat_rolled"
    push_check(
        g,
        inv.seat,
        combat_skill(g, m),
        C.monster_stat(g, m, "combat") or 0,
        fight_toughness(g, fr, m),
        kind="combat",
        bonus=fight_bonus(g, fr, m, inv),
        matters=True,
        why=f"attacking {md.name}",
    )
    g.state.stack[-1].update(check_flags(g, fr))
    return None


def castable(g: Game, inv: Investigator, opts: list[tuple[str, str]], target: str | None) -> list[tuple[str, str]]:
    """Weapon and spell options without the spells whose casting could never pass."""
    from arkham.rules.haunt.spells import cast_possible

    return [
        (o, lb)
        for o, lb in opts
        if not o.startswith("cast:") or cast_possible(g, inv, o[5:], None, {"monster": target})
    ]


def cast_result(g: Game, fr: Frame, inv: Investigator) -> None:
    passed = fr.pop("ret")[0]
    card = fr.pop("casting")
    d = C.card_def(g, card)
    fr["st"] = "attacks"
    if passed:
        inv.exhausted.append(card)
        fr["held"].append(card)
        fr["cast"].append(card)
        g.log(f"{d.name} is cast and exhausted", cite("Casting Spells"))
    else:
        from arkham.rules.classic.abilities import spell_cost

        g.log(f"{d.name} fails; it stays ready and holds no hands", cite("Casting Spells"))
        C.push_loss(
            g, inv, sanity=spell_cost(g, card), why=f"the cost of a failed {d.name}", rule=cite("Casting Spells")
        )


def combat_result(g: Game, fr: Frame, inv: Investigator, m: str) -> None:
    passed, succ = fr.pop("ret")
    fr["st"] = "attacks"
    md = C.monster_def(g, m)
    rule = cite(RULE + ", Attack Segment")
    auto = fr.get("auto") or []
    if "pass" in auto:  # a card that passes the Combat check
        auto.remove("pass")
        passed, succ = True, max(succ, fight_toughness(g, fr, m))
    if not passed:
        g.log(f"{C.inv_name(g, inv)}'s attack fails; no Stamina is lost", rule)
        fr["failed"] = []
        failed_special(g, fr, inv, m)
        return
    # 'discard after use' weapons are kept until they help pass a Combat check
    for c in list(fr["held"]):
        if C.card_def(g, c).data.get("duration") == "one_shot" and c in inv.cards:
            fr["held"].remove(c)
            C.discard_card(g, inv, c, "used to pass a Combat check")
    extra = succ - fight_toughness(g, fr, m)
    need = 2 if "endless" in C.monster_abilities(g, m) else 1
    n = mclues(g, m)
    if n:
        set_mclues(g, m, 0)
        C.gain(g, inv, "clues", n, f"carried by {md.name}", rule)
    if extra >= need:
        g.state.monsters[m] = f"trophy:{inv.seat}"
        inv.monster_trophies.append(m)
        g.log(f"{C.inv_name(g, inv)} destroys {md.name} and takes it as a trophy", rule)
    else:
        to_cup(g, m)
        g.log(f"{C.inv_name(g, inv)} drives {md.name} off; it returns to the cup", rule)
    fr["order"] = []


def failed_special(g: Game, fr: Frame, inv: Investigator, m: str) -> None:
    """Special harm on a failed Combat check (the monster's own text, ``monster_texts``)."""
    harm = ATTACK_FAILED.get(C.monster_def(g, m).special or "")
    if harm is not None:
        harm(g, fr, inv, m)


@step("haunt.face")
def face(g: Game, fr: Frame) -> None:
    """Replaces facing a monster that a card makes appear. In an Other World the
    investigator meets it alone; in the city the chance to meet monsters has passed, so
    it is placed where he stands and does not attack this phase (HotW §Investigate)."""
    st = g.state
    inv = st.investigators[fr["who"]]
    m = fr["monster"]
    if "ret" in fr or fr.get("done"):
        g.give(fr, "fled")
        return None
    fr["done"] = True
    if st.monsters.get(m) != ENCOUNTER:
        return None  # a monster already on the board: met in a later phase's encounter
    if inv.stage > 0 and not inv.eliminated:
        push_fight(g, seat=inv.seat, monster=m)
        return None
    if inv.where in g.content.areas and not inv.eliminated:
        place_monster(g, m, inv.where, cite("Investigate"))
    else:
        to_cup(g, m)
    return None


def defeat_all(g: Game, fr: Frame, inv: Investigator) -> None:
    """Hook for a card that defeats every monster in the investigator's area at once (the
    Flute of the Outer Gods). In a monster encounter each monster's clues go to the
    investigator, as in the Attack Segment; an Endless monster returns to the cup and the
    others become trophies: the card defeats them outright, so no extra successes are
    asked (ruling). An Ancient One encounter has no monsters to defeat (the Flute is not
    offered there)."""
    if fr.get("k") != "haunt.fight":
        return
    rule = "card text"
    for m in sides(g, fr)[1]:
        name = C.monster_def(g, m).name
        n = mclues(g, m)
        if n:
            set_mclues(g, m, 0)
            C.gain(g, inv, "clues", n, f"carried by {name}", cite(RULE + ", Attack Segment"))
        if "endless" in C.monster_abilities(g, m):
            to_cup(g, m)
            g.log(f"{C.inv_name(g, inv)} defeats {name}; it is Endless and returns to the cup", rule)
        elif C.claim_trophy(g, inv, m):
            g.log(f"{C.inv_name(g, inv)} destroys {name} and takes it as a trophy", rule)
    fr["order"] = []
