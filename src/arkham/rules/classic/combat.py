"""Evading and fighting monsters (base pp.14-16, p.24).

``face``: an investigator must evade or fight a monster. ``combat``: Horror
check, then rounds of fight or flee until the monster is defeated, the
investigator escapes, or he is knocked out. Both return a word in ``ret``:
"evaded", "fled", "defeated" or "lost" (the investigator left the fight by
being drawn through a gate or lost in time and space). A ``combat`` frame with
``no_flee`` offers no flight: a fight to the finish (an Epic Battle plot).
``evade`` is one Evade check against a monster; ``combat_check`` a Combat check
that is no round of a fight (an encounter's, an attack on the Ancient One).

Weapons and spells in a fight are :mod:`arkham.rules.classic.combat_gear`; the base
game's monsters with texts of their own join through the ``monster_rules`` extension
point (:mod:`arkham.rules.classic.base_monsters`), as the later boxes' monsters do.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.classic.checks import push_check
from arkham.rules.classic.combat_gear import (
    ally_ignores,
    cast_result,
    check_flags,
    fight_bonus,
    fight_bonus_terms,
    gear_answer,
    gear_options,
    gear_reach,
    spent_one_shots,
)
from arkham.state import BOX, ENCOUNTER

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game

#: the stages of the ``combat`` step; a monster's rules may add stages of their own
#: (extension point ``monster_rules``: ``combat_opens`` and ``combat_stage``)
STAGES = frozenset({"pre", "horror", "horror_done", "round", "casting", "fleeing", "fighting"})


def m_name(g: Game, m: str) -> str:
    return C.monster_def(g, m).name


def push_face(g: Game, seat: int, monster: str, enc: bool = False, may_flee: bool = True, combat_mod: int = 0) -> None:
    """Evade or fight the monster; ``combat_mod`` is a card's bonus (or penalty) to every
    Combat check against it in this fight (a monster that appears "sickly" or "mutated")."""
    g.push(
        "face",
        who=seat,
        monster=monster,
        enc_monster=monster if enc else None,
        **({"combat_mod": combat_mod} if combat_mod else {}),
    )


def return_enc(g: Game, fr: Frame) -> None:
    m = fr.get("enc_monster")
    if m and g.state.monsters.get(m) == ENCOUNTER:
        C.to_cup(g, m)
        g.log(f"{m_name(g, m)} leaves the board and returns to the cup", "base p.22 monsters in encounters")


def finish(g: Game, fr: Frame, outcome: str) -> None:
    if fr.get("k") == "combat":
        from arkham.rules.classic.abilities import wagon_roll

        inv = g.state.investigators[fr["who"]]
        mr = C.monster_rules_of(g, fr["monster"])
        if mr is not None and mr.combat_ends is not None:  # extension point: the monster's own rules
            mr.combat_ends(g, inv, fr["monster"], outcome)
        wagon_roll(g, inv)  # the Patrol Wagon's roll after each combat
    g.give(fr, outcome)


@step("face")
def face(g: Game, fr: Frame) -> Ask | None:
    """Evade or fight a monster. Frame: ``who`` (the seat), ``monster``, ``enc_monster``
    (the monster of an encounter, back to the cup unless defeated), ``combat_mod`` (passed
    on to the combat). Stages ``st``: ``ask`` (evade or fight?), ``evading`` (the ``evade``
    step's answer: passed, or the combat begins after the failed Evade check), ``fought``
    (the ``combat`` step's word, given on as this step's ``ret``)."""
    seat = fr["who"]
    inv = g.state.investigators[seat]
    m = fr["monster"]
    st = fr.get("st", "ask")
    if st == "ask":
        ans = fr.pop("ans", None)
        if ans is None:
            aw = C.monster_stat(g, m, "awareness")
            sneak = C.skill_value(g, inv, "sneak", "evade")
            return g.ask(
                fr,
                seat,
                f"{C.inv_name(g, inv)} faces {m_name(g, m)}",
                [
                    ("evade", f"Evade {m_name(g, m)} (Sneak {sneak}, awareness {aw:+d})"),
                    ("fight", f"Fight {m_name(g, m)}"),
                ],
                kind="face",
            )
        if ans == "fight":
            fr["st"] = "fought"
            g.push(
                "combat",
                who=seat,
                monster=m,
                enc_monster=fr.get("enc_monster"),
                after_evade=False,
                **({"combat_mod": fr["combat_mod"]} if fr.get("combat_mod") else {}),
            )
            return None
        fr["st"] = "evading"
        g.push("evade", who=seat, monster=m)
        return None
    if st == "evading":
        passed = fr.pop("ret")[0]
        if passed:
            g.log(f"{C.inv_name(g, inv)} evades {m_name(g, m)}", "base p.14 evading monsters")
            return_enc(g, fr)
            finish(g, fr, "evaded")
            return None
        fr["st"] = "fought"
        g.log(f"{C.inv_name(g, inv)} fails to evade {m_name(g, m)}", "base p.14 evading monsters")
        g.push(
            "combat",
            who=seat,
            monster=m,
            enc_monster=fr.get("enc_monster"),
            after_evade=True,
            **({"combat_mod": fr["combat_mod"]} if fr.get("combat_mod") else {}),
        )
        return None
    # fought: the combat step has finished
    outcome = fr.pop("ret")
    if outcome != "defeated":
        return_enc(g, fr)
    finish(g, fr, outcome)
    return None


@step("combat.toll")
def combat_toll(g: Game, fr: Frame) -> Ask | None:
    """Monster text: before the check, discard a Clue token (or an Item), or the check fails.
    Gives True when paid."""
    inv = g.state.investigators[fr["who"]]
    name = m_name(g, fr["monster"])
    what = fr["pay"]
    ans = fr.pop("ans", None)
    if ans is None:
        if what == "clue":
            opts = [("clue", "Discard a Clue token")] if inv.clues else []
        else:
            opts = [(f"card:{c}", f"Discard {C.card_def(g, c).name}") for c in C.items(g, inv)]
        if not opts:
            g.log(f"{C.inv_name(g, inv)} has nothing to give {name}: the {fr['check']} check fails", "monster text")
            g.give(fr, False)
            return None
        return g.ask(
            fr,
            inv.seat,
            f"{name}: pay before the {fr['check']} check, or it fails",
            opts + [("refuse", f"Pay nothing: the {fr['check']} check fails")],
            kind="toll",
        )
    if ans == "refuse":
        g.give(fr, False)
        return None
    if ans == "clue":
        inv.clues -= 1
        g.log(f"{C.inv_name(g, inv)} discards a Clue token for {name}", "monster text")
    else:
        C.discard_card(g, inv, ans.partition(":")[2], f"paid to {name}")
    g.give(fr, True)
    return None


def nightmarish(g: Game, fr: Frame, inv: Any, m: str) -> int:
    """The Sanity a passed Horror check still costs: the monster's Nightmarish, or more
    against the holder of a card naming its kind (Necrophobia: Undead are Nightmarish 1)."""
    if fr.get("ignored_ability") == "nightmarish" or ally_ignores(g, inv, "nightmarish"):
        return 0
    n = C.monster_stat(g, m, "nightmarish")
    for spec in C.card_data(g, inv, "nightmarish_vs"):
        n = max([n] + [v for tag, v in spec.items() if tag in C.monster_abilities(g, m)])
    return n


def monster_has(g: Game, fr: Frame, inv: Any, m: str, ability: str) -> bool:
    """A monster ability still in force: not ignored by the Red Sign or an Ally."""
    if fr.get("ignored_ability") == ability:
        return False
    if ability in ("nightmarish", "overwhelming") and ally_ignores(g, inv, ability):
        return False
    if ability in ("nightmarish", "overwhelming"):
        return bool(C.monster_stat(g, m, ability))
    return ability in C.monster_abilities(g, m)


def combat_rating(g: Game, fr: Frame, m: str) -> int:
    """The monster's Combat rating, less the X rolled for this check where its rating is -X."""
    return C.monster_stat(g, m, "combat") - fr.get("x", 0)


def fight_toughness(g: Game, fr: Frame, m: str) -> int:
    return max(1, C.toughness(g, m) + fr.get("toughness_mod", 0))


@step("combat")
def combat(g: Game, fr: Frame) -> Ask | None:
    """A combat with a monster (base pp.14-15). Frame: ``who``, ``monster``, ``enc_monster``,
    ``after_evade`` (it begins with the damage of a failed Evade check), ``combat_mod`` (a
    card's bonus to every Combat check), ``no_flee``; during the fight ``auto_fail`` (the
    Horror check and the next Combat check fail), ``horror_toll`` (``asked``, ``paid`` or
    ``refused``: a monster's price before the Horror check), ``horror_failed``, ``toll``
    (``combat``: its price before a Combat check asked), ``x`` (the die rolled for a rating
    of -X), ``toughness_mod``, ``auto`` (a card's sure outcome: ``evade``, ``pass``), and
    the weapons' and spells' keys of :mod:`arkham.rules.classic.combat_gear`.

    Stages ``st``: none yet (the monster's rules begin the combat; a failed Evade check's
    damage first), ``pre`` (a check of the monster's own, which sets a stage of its own:
    the Black Man's ``black_man``, the Bloated Woman's ``bloated``), ``horror`` (its
    price, then spells before the Horror check, then the check), ``horror_done`` (its
    outcome), ``round`` (fight, flee, or ready weapons and cast spells), ``casting`` (a
    spell's casting roll), ``fleeing`` (the Evade check of a flight), ``fighting`` (the
    Combat check's outcome)."""
    seat = fr["who"]
    inv = g.state.investigators[seat]
    m = fr["monster"]
    st = fr.get("st")
    md = C.monster_def(g, m)
    if st is None:
        fr.setdefault("held", [])
        fr.setdefault("cast", [])
        fr.setdefault("failed", [])
        fr["st"] = "pre"
        mr = C.monster_rules_of(g, m)
        if mr is not None and mr.combat_begins is not None:  # extension point: stats drawn for this combat
            mr.combat_begins(g, inv, m)
        if fr.get("after_evade"):
            damage(g, fr, inv, m, failed_combat=False)
            return None
    if fr["st"] == "pre":
        fr["st"] = "horror"
        mr = C.monster_rules_of(g, m)
        if mr is not None and mr.combat_opens is not None and mr.combat_opens(g, fr, inv, m):
            return None  # extension point: a check of the monster's own first (the Black Man)
    if fr["st"] not in STAGES:  # a stage of the monster's own (the Black Man's "black_man")
        if C.monster_rules_of(g, m).combat_stage(g, fr, inv, m):
            return None
    if (
        fr["st"] == "horror"
        and md.toll.get("check") == "horror"
        and "horror_toll" not in fr
        and not fr.get("auto_fail")
        and C.monster_stat(g, m, "horror") is not None
    ):
        fr["horror_toll"] = "asked"  # monster text: pay before the Horror check, or it fails
        g.push("combat.toll", who=seat, monster=m, pay=md.toll["pay"], check="Horror")
        return None
    if fr.get("horror_toll") == "asked" and "ret" in fr:
        fr["horror_toll"] = "paid" if fr.pop("ret") else "refused"
    if (
        fr["st"] == "horror"
        and C.monster_stat(g, m, "horror") is not None
        and not fr.get("auto_fail")
        and fr.get("horror_toll") != "refused"
    ):
        # "Any Phase" spells may be cast before the Horror check, e.g. the Red Sign against
        # Nightmarish (KH FAQ): offer the spells and abilities usable now, then the check
        ans = fr.pop("ans", None)
        if ans is not None and ans != "horror":
            gear_answer(g, fr, inv, ans)
            return None
        if ans is None:
            opts = [o for o in gear_options(g, fr, inv, m) if o[0].startswith(("cast:", "use:"))]
            if opts:
                return g.ask(
                    fr,
                    seat,
                    f"{C.inv_name(g, inv)} faces {md.name}: before the Horror check",
                    [("horror", f"Make the Horror check (Will {C.monster_stat(g, m, 'horror'):+d})")] + opts,
                    kind="combat",
                )
    if fr["st"] == "horror":
        fr["st"] = "horror_done"
        horror = C.monster_stat(g, m, "horror")
        if horror is None:
            fr["st"] = "round"
        elif fr.get("auto_fail") or fr.get("horror_toll") == "refused":
            fr["st"] = "round"
            fr["horror_failed"] = True
            C.push_loss(
                g,
                inv,
                sanity=C.monster_stat(g, m, "sanity_damage"),
                why=f"horror of {md.name}",
                rule="base p.14 horror check",
            )
            return None
        else:
            push_check(g, seat, "will", horror, 1, kind="horror", why=f"horror of {md.name}")
            return None
    if fr["st"] == "horror_done":
        passed = fr.pop("ret")[0]
        fr["st"] = "round"
        if passed:
            if nightmarish(g, fr, inv, m):
                C.push_loss(
                    g,
                    inv,
                    sanity=nightmarish(g, fr, inv, m),
                    why=f"{md.name} is Nightmarish",
                    rule="base p.24 Nightmarish",
                )
        else:
            fr["horror_failed"] = True
            if md.fail_horror:  # monster text: what a failed Horror check brings instead of Sanity damage
                g.log(f"{C.inv_name(g, inv)} failed the Horror check against {md.name}", "monster text")
                from arkham.effects.interp import run_ops

                run_ops(g, seat, md.fail_horror, {"monster": m}, who=seat)
                return None
            C.push_loss(
                g,
                inv,
                sanity=C.monster_stat(g, m, "sanity_damage"),
                why=f"horror of {md.name}",
                rule="base p.14 horror check",
            )
            devours_if_out(g, md)
        return None
    if fr["st"] == "round":
        auto = fr.get("auto") or []
        if "evade" in auto:
            auto.remove("evade")
            g.log(f"{C.inv_name(g, inv)} escapes from {md.name}", "card")
            finish(g, fr, "fled")
            return None
        return combat_round(g, fr, inv, m)
    if fr["st"] == "casting":
        cast_result(g, fr)
        return None
    if fr["st"] == "fleeing":
        passed = fr.pop("ret")[0]
        if passed:
            g.log(f"{C.inv_name(g, inv)} flees from {md.name}", "base p.15 flee")
            finish(g, fr, "fled")
            return None
        fr["st"] = "round"
        fr["failed"] = []
        damage(g, fr, inv, m, failed_combat=False)
        return None
    if fr["st"] == "fighting":
        passed, _ = fr.pop("ret")
        fr.pop("x", None)  # the next Combat check rolls a new X
        spent_one_shots(g, fr, inv)
        if fr.pop("auto_fail", False):
            passed = False
        auto = fr.get("auto") or []
        if "pass" in auto:
            auto.remove("pass")
            passed = True
        if passed:
            defeat(g, fr, inv, m)
            return None
        fr["st"] = "round"
        if md.fail_both and fr.get("horror_failed"):  # monster text: both checks failed (The Beast)
            g.log(
                f"{C.inv_name(g, inv)} failed both the Horror check and a Combat check against {md.name}",
                "monster text",
            )
            from arkham.effects.interp import run_ops

            run_ops(g, seat, md.fail_both, {"monster": m}, who=seat)
            return None
        if md.fail_combat:  # monster text: what a failed Combat check brings instead of its damage
            g.log(f"{C.inv_name(g, inv)} failed a Combat check against {md.name}", "monster text")
            from arkham.effects.interp import run_ops

            run_ops(g, seat, md.fail_combat, {"monster": m}, who=seat)
            return None
        damage(g, fr, inv, m, failed_combat=True)
        return None
    raise AssertionError(fr["st"])  # pragma: no cover


def devours_if_out(g: Game, md: Any) -> None:
    """The loss just pushed devours instead of knocking out (monster text: the Moon-beast)."""
    top = g.state.stack[-1] if g.state.stack else None
    if md.out_devours and top is not None and top.get("k") == "loss":
        top["devours"] = md.name


def damage(g: Game, fr: Frame, inv: Any, m: str, failed_combat: bool) -> None:
    """The monster deals its combat damage: after a failed Combat check, or a failed Evade
    check (base pp.14-15, also when fleeing). The harm a monster's text names comes first
    (``monster_rules``: ``combat_damage``; the base game's in :mod:`arkham.rules.classic.base_monsters`).
    The Dimensional Shambler's and the Nightgaunt's markers print no number: their combat
    damage is the harm their text names, so a failed Evade check brings it as well (audit ruling).

    The Elder Thing's lost Weapon or Spell is part of its combat damage, so a failed Evade
    check takes one too (decision). Its marker speaks of failing a Combat check, as the
    Shambler's and the Nightgaunt's do, but the base rulebook's combat example (p.15) has a
    failed check against it deal "its combat damage", 1 Stamina and 1 Weapon or Spell of
    her choice, and monster damage (p.15) and a failed Evade check (p.14) both deal that
    combat damage. The same reading as for the Shambler and the Nightgaunt."""
    mr = C.monster_rules_of(g, m)  # extension point: the harm its text names (the base game's monsters)
    if mr is not None and mr.combat_damage is not None and mr.combat_damage(g, fr, inv, m):
        return
    dmg = C.monster_stat(g, m, "stamina_damage") or 0
    if dmg:
        C.push_loss(g, inv, stamina=dmg, why=f"{m_name(g, m)}'s attack", rule="base p.15 monster damage")
        devours_if_out(g, C.monster_def(g, m))
        if failed_combat:  # the Warding Statue answers only this (card text)
            g.state.stack[-1]["source"] = "combat"


def combat_skill(g: Game, m: str) -> str:
    """The skill of a Combat check against ``m``: Fight, or the one its monster rules name
    (``MonsterRules.combat_skill``: the Dark Pharaoh is fought with Lore)."""
    mr = C.monster_rules_of(g, m)
    return mr.combat_skill if mr is not None else "fight"


def combat_round(g: Game, fr: Frame, inv: Any, m: str) -> Ask | None:
    seat = inv.seat
    md = C.monster_def(g, m)
    paid = False
    ans: str | None
    if fr.get("toll") == "combat" and "ret" in fr:
        fr.pop("toll")
        if not fr.pop("ret"):  # not paid: the Combat check fails without a roll (monster text)
            g.log(f"{C.inv_name(g, inv)} does not pay: the Combat check against {md.name} fails", "monster text")
            damage(g, fr, inv, m, failed_combat=True)
            return None
        ans, paid = "fight", True
    else:
        ans = fr.pop("ans", None)
    if md.combat_roll and "x" not in fr:  # monster text: a die before the Combat check sets X
        fr["x"] = g.die()
        g.log(f"A die is rolled before the Combat check against {md.name}: X is {fr['x']}", "monster text")
    if ans is None:
        opts = gear_options(g, fr, inv, m)
        bonus = fight_bonus(g, fr, m, inv)
        skill = combat_skill(g, m)
        val = C.skill_value(g, inv, skill, "combat") + combat_rating(g, fr, m) + fr.get("combat_mod", 0) + bonus
        if stalemate(g, fr, inv, m, val, opts):
            g.log(
                f"Neither {C.inv_name(g, inv)} nor {md.name} can harm the other: the fight peters out",
                "stalemate (decision)",
            )
            finish(g, fr, "fled")
            return None
        opts.insert(
            0, ("fight", f"Fight: {C.count(max(0, val), 'die', 'dice')} against toughness {fight_toughness(g, fr, m)}")
        )
        if not monster_has(g, fr, inv, m, "ambush") and not fr.get("no_flee"):  # no_flee: a fight to the finish
            opts.insert(1, ("flee", f"Flee (evade at {C.monster_stat(g, m, 'awareness'):+d})"))
        return g.ask(fr, seat, f"Combat with {md.name}", opts, kind="combat")
    if gear_answer(g, fr, inv, ans):
        return None
    if ans == "flee":
        fr["st"] = "fleeing"
        g.push("evade", who=seat, monster=m)
        return None
    if md.toll.get("check") == "combat" and not paid:
        fr["toll"] = "combat"
        g.push("combat.toll", who=seat, monster=m, pay=md.toll["pay"], check="Combat")
        return None
    fr["st"] = "fighting"
    skill = combat_skill(g, m)
    terms = fight_bonus_terms(g, fr, m, inv)
    push_check(
        g,
        seat,
        skill,
        combat_rating(g, fr, m) + fr.get("combat_mod", 0),
        fight_toughness(g, fr, m),
        kind="combat",
        bonus=sum(n for _, n in terms),
        why=f"fighting {md.name}",
        bonus_terms=terms,
    )
    g.state.stack[-1].update(check_flags(g, fr))
    return None


def stalemate(g: Game, fr: Frame, inv: Any, m: str, fight_dice: int, gear: list[tuple[str, str]]) -> bool:
    """A combat no one can ever end: too few dice to ever win, even with every weapon and
    spell he holds (:func:`gear_reach`), no way to flee, no Clue token to change that, and
    the monster's blows do nothing (e.g. Michael McGlen's Strong Body against a 1-damage
    Warlock, whose Magical Immunity leaves his Sword of Glory nothing to add). The rules
    give no way out, so, as a recorded decision, the combat ends as if he had fled rather
    than looping forever."""
    per_die = 2 if check_flags(g, fr).get("double_sixes") else 1  # most successes a die could roll
    tough = fight_toughness(g, fr, m)
    if fight_dice * per_die >= tough or inv.clues > 0 or fr.get("auto"):
        return False
    more = gear_reach(g, fr, inv, m, gear)
    if more is None or (fight_dice + more) * per_die >= tough:
        return False
    if any(C.card_def(g, c).data.get("counts_as_clue") for c in inv.cards):
        return False  # another die to come (a re-roll never adds dice, so it cannot help here)
    mr = C.monster_rules_of(g, m)  # extension point: a failed check that takes him away, or a Weapon
    if mr is not None and mr.harms_on_failure is not None and mr.harms_on_failure(g, inv):
        return False
    return trapped_unharmed(g, fr, inv, m)


def trapped_unharmed(g: Game, fr: Frame, inv: Any, m: str) -> bool:
    """He cannot flee the monster (Ambush, a fight that forbids it, or fewer dice to evade
    with than the successes the Evade check needs, and nothing that evades without a roll)
    and its blows do him no harm (a 1-damage monster against Strong Body). A die gives one
    success at most, so while Yibb-Tstll sleeps (Evade checks need two) one die cannot flee:
    a soak game looped there for ever, Michael McGlen against a Warlock."""
    from arkham.rules.classic import abilities

    can_flee = (
        not monster_has(g, fr, inv, m, "ambush")
        and not fr.get("no_flee")
        and (
            C.skill_value(g, inv, "sneak", "evade") + C.monster_stat(g, m, "awareness") >= evade_difficulty(g)
            or bool(abilities.options(g, inv, "evade", {"monster": m}))
        )
    )
    if can_flee:
        return False
    dmg = C.monster_stat(g, m, "stamina_damage") or 0
    if dmg > 0 and C.has_ability(g, inv, "strong_body"):
        dmg -= 1
    return dmg <= 0


def defeat_all_here(g: Game, fr: Frame, inv: Any) -> None:
    """Every monster in the investigator's area is defeated at once (Flute of the Outer
    Gods), the one being fought included, which ends the combat: no Horror or Combat
    check follows (card text: "before making a Combat check")."""
    m = fr["monster"]
    for other in C.monsters_at(g, inv.where):
        if other != m:
            g.log(f"{C.inv_name(g, inv)} destroys {m_name(g, other)}", "card")
            C.claim_trophy(g, inv, other)
    defeat(g, fr, inv, m)


def defeat(g: Game, fr: Frame, inv: Any, m: str) -> None:
    md = C.monster_def(g, m)
    st = g.state
    g.log(f"{C.inv_name(g, inv)} defeats {md.name}", "base p.15 fight")
    mr = C.monster_rules_of(g, m)
    if mr is not None and mr.defeated is not None:  # extension point: its own spoils (the Mi-Go, the Warlock)
        mr.defeated(g, inv, m)
    elif md.spawn:  # a Spawn monster is never a trophy (DH p.6)
        C.to_cup(g, m)
        g.log(f"{md.name} leaves the board: a Spawn monster is never a trophy", "DH p.6 Spawn monsters")
        if md.spoils:  # what beating it costs (Child of Abhoth)
            from arkham.effects.interp import run_ops

            run_ops(g, inv.seat, md.spoils, {"monster": m}, who=inv.seat)
    elif md.spoils:  # printed text: back to the box, and the winner takes the spoils
        st.monsters[m] = BOX
        g.log(f"{md.name} returns to the box", "monster text")
        from arkham.effects.interp import run_ops

        run_ops(g, inv.seat, md.spoils, {"monster": m}, who=inv.seat)
    elif "endless" in C.monster_abilities(g, m) and not ally_ignores(g, inv, "endless"):
        C.to_cup(g, m)
        g.log(f"{md.name} is Endless and returns to the cup", "base p.24 Endless")
    else:
        C.claim_trophy(g, inv, m)
    if base_short(m) == "cultist" and C.stirring(g, "yig"):
        C.add_doom(g, 1, "Yig's Anger: a Cultist was defeated", "Yig's sheet: Yig's Anger")
    over = C.monster_stat(g, m, "overwhelming") if monster_has(g, fr, inv, m, "overwhelming") else 0
    finish(g, fr, "defeated")
    C.announce(g, "monster_defeated", inv, m)  # extension point: Eihort's and Y'Golonac's Cultists
    if over:
        C.push_loss(g, inv, stamina=over, why=f"{md.name} is Overwhelming", rule="base p.24 Overwhelming")


def base_short(m: str) -> str:
    return C.base_id(m).partition(":")[2]


@step("evade")
def evade(g: Game, fr: Frame) -> Ask | None:
    """An Evade check against a monster, with the chance to use a card that passes it
    outright (Silver Key, Mists of Releh). Returns [passed, successes]. Frame: ``who``,
    ``monster``, ``auto_evade`` (it passes), ``asked`` (the cards were offered),
    ``auto_evade_pending`` and ``evaded`` (a card's ability under way, and whether it
    passed the check); no stages: the check's answer comes back in ``ret``."""
    inv = g.state.investigators[fr["who"]]
    m = fr["monster"]
    if "ret" in fr:
        res = fr.pop("ret")
        g.give(fr, res)
        return None
    if fr.pop("auto_evade", False):
        g.give(fr, [True, 1])
        return None
    if any(r.evade_passes(g, inv) for r in C.own_rules(g, inv, "evade_passes")):  # Wendy Adams in the streets
        g.log(f"{C.inv_name(g, inv)} slips past {m_name(g, m)}", "investigator ability")
        g.give(fr, [True, 1])
        return None
    from arkham.rules.classic import abilities

    ans = fr.pop("ans", None)
    if ans is None and not fr.get("asked"):
        opts = abilities.options(g, inv, "evade", {"monster": m})
        if opts:
            fr["asked"] = True
            return g.ask(
                fr, inv.seat, f"Evading {m_name(g, m)}", [("roll", "Make the Evade check")] + opts, kind="evade"
            )
    if ans is not None and ans.startswith("use:"):
        fr["auto_evade_pending"] = True
        abilities.start(g, inv, ans, {"monster": m, "evade_frame": True})
        return None
    if fr.pop("auto_evade_pending", False) and fr.pop("evaded", False):
        g.give(fr, [True, 1])
        return None
    push_check(
        g,
        inv.seat,
        "sneak",
        C.monster_stat(g, m, "awareness"),
        evade_difficulty(g),
        kind="evade",
        why=f"evading {m_name(g, m)}",
    )
    return None


def evade_difficulty(g: Game) -> int:
    """Successes an Evade check needs: 1 (base p.13), more while an Ancient One that asks for
    them sleeps (extension point ``AncientOneRules.evade_difficulty``: Yibb-Tstll, KH p.10)."""
    aor = C.ao_rules(g)
    return 1 + (aor.evade_difficulty if aor is not None and not g.state.awakened else 0)


@step("combat_check")
def combat_check(g: Game, fr: Frame) -> Ask | None:
    """A Combat check that is not a round of a fight with a monster: an encounter's
    "Combat (-1) check" or an attack on the Ancient One. It is a Fight check to which
    weapons and spells add (base p.15), so they may be readied first (spells cast);
    one-shot weapons are used up by it. ``target`` is "ao" or None, ``go`` the id of the
    option that rolls. Returns ``[passed, successes]`` in ``ret`` like any check. Frame:
    ``who``, ``mod``, ``diff``, ``label``, ``why``, ``matters``, and the weapons' and
    spells' keys of :mod:`arkham.rules.classic.combat_gear`. Stages ``st``: ``ready``
    (ready weapons, cast spells, or roll), ``casting`` (a spell's casting roll),
    ``rolled`` (the check's answer, given on once one-shot weapons are spent)."""
    inv = g.state.investigators[fr["who"]]
    target = fr.get("target")
    fr.setdefault("held", [])
    fr.setdefault("cast", [])
    fr.setdefault("failed", [])
    st = fr.setdefault("st", "ready")
    if st == "casting":
        cast_result(g, fr)
        return None
    if st == "rolled":
        result = fr.pop("ret")
        spent_one_shots(g, fr, inv)
        g.give(fr, result)
        return None
    ans = fr.pop("ans", None)
    if ans is None:
        opts = gear_options(g, fr, inv, target)  # type: ignore[arg-type]
        if opts or target == "ao":  # the battle always asks: the attack is each investigator's moment
            val = C.skill_value(g, inv, "fight", "combat") + fr["mod"] + fight_bonus(g, fr, target, inv)
            opts.insert(0, (fr["go"], f"{fr['label']} with {C.count(max(0, val), 'die', 'dice')}"))
            return g.ask(fr, inv.seat, f"{C.inv_name(g, inv)}: {fr['label']}", opts, kind="combat")
    elif gear_answer(g, fr, inv, ans):
        return None
    fr["st"] = "rolled"
    terms = fight_bonus_terms(g, fr, target, inv)
    push_check(
        g,
        inv.seat,
        "fight",
        fr["mod"],
        fr["diff"],
        kind="combat",
        bonus=sum(n for _, n in terms),
        matters=fr.get("matters", False),
        why=fr.get("why", ""),
        bonus_terms=terms,
    )
    g.state.stack[-1].update(check_flags(g, fr))
    return None


def push_combat_check(
    g: Game,
    seat: int,
    mod: int,
    diff: int,
    label: str,
    why: str = "",
    target: str | None = None,
    go: str = "roll",
    matters: bool = False,
) -> None:
    g.push("combat_check", who=seat, mod=mod, diff=diff, label=label, why=why, target=target, go=go, matters=matters)
