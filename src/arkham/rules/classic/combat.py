"""Evading and fighting monsters (base pp.14-16, p.24) and weapon/spell use.

``face``: an investigator must evade or fight a monster. ``combat``: Horror
check, then rounds of fight or flee until the monster is defeated, the
investigator escapes, or he is knocked out. Both return a word in ``ret``:
"evaded", "fled", "defeated" or "lost" (the investigator left the fight by
being drawn through a gate or lost in time and space). A ``combat`` frame with
``no_flee`` offers no flight: a fight to the finish (an Epic Battle plot).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.classic.abilities import pay_spell_cost, spell_cost
from arkham.rules.classic.checks import push_check
from arkham.state import BOX, ENCOUNTER

if TYPE_CHECKING:
    from arkham.engine import Frame, Game


def m_name(g: Game, m: str) -> str:
    return C.monster_def(g, m).name


def push_face(g: Game, seat: int, monster: str, enc: bool = False, may_flee: bool = True, combat_mod: int = 0) -> None:
    """Evade or fight the monster; ``combat_mod`` is a card's bonus (or penalty) to every
    Combat check against it in this fight (a monster that appears "sickly" or "mutated")."""
    g.push("face", who=seat, monster=monster, enc_monster=monster if enc else None,
           **({"combat_mod": combat_mod} if combat_mod else {}))


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
def face(g: Game, fr: Frame) -> None:
    seat = fr["who"]
    inv = g.state.investigators[seat]
    m = fr["monster"]
    st = fr.get("st", "ask")
    if st == "ask":
        ans = fr.pop("ans", None)
        if ans is None:
            aw = C.monster_stat(g, m, "awareness")
            sneak = C.skill_value(g, inv, "sneak", "evade")
            return g.ask(fr, seat, f"{C.inv_name(g, inv)} faces {m_name(g, m)}",
                         [("evade", f"Evade {m_name(g, m)} (Sneak {sneak}, awareness {aw:+d})"),
                          ("fight", f"Fight {m_name(g, m)}")], kind="face")
        if ans == "fight":
            fr["st"] = "fought"
            g.push("combat", who=seat, monster=m, enc_monster=fr.get("enc_monster"), after_evade=False,
                   **({"combat_mod": fr["combat_mod"]} if fr.get("combat_mod") else {}))
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
        g.push("combat", who=seat, monster=m, enc_monster=fr.get("enc_monster"), after_evade=True,
               **({"combat_mod": fr["combat_mod"]} if fr.get("combat_mod") else {}))
        return None
    # fought: the combat step has finished
    outcome = fr.pop("ret")
    if outcome != "defeated":
        return_enc(g, fr)
    finish(g, fr, outcome)
    return None


# ------------------------------------------------------------------ combat
@step("combat.elder_thing")
def elder_thing_discard(g: Game, fr: Frame) -> None:
    inv = g.state.investigators[fr["who"]]
    opts = [c for c in fr["options"] if c in inv.cards]
    if not opts:
        g.pop(fr)
        return None
    ans = fr.pop("ans", None)
    if ans is None:
        return g.ask(fr, inv.seat, "The Elder Thing takes a Weapon or Spell: choose which",
                     [(f"discard:{c}", C.card_def(g, c).name) for c in opts], kind="discard")
    C.discard_card(g, inv, ans.partition(":")[2], "taken by an Elder Thing")
    g.pop(fr)
    return None


@step("combat.toll")
def combat_toll(g: Game, fr: Frame) -> None:
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
        return g.ask(fr, inv.seat, f"{name}: pay before the {fr['check']} check, or it fails",
                     opts + [("refuse", f"Pay nothing: the {fr['check']} check fails")], kind="toll")
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
        return_to_arkham(g, inv, f"a Nightgaunt carried {C.pron(g, inv, 'him')} back")  # ...and the way home may be a choice
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
def nightgaunt_drop(g: Game, fr: Frame) -> None:
    inv = g.state.investigators[fr["seat"]]
    gates = fr["gates"]
    if len(gates) > 1 and "ans" not in fr:
        return g.ask(fr, inv.seat, "Equally near gates: through which one?",
                     [(a, f"{C.name_of(g, a)} (gate to {C.name_of(g, g.state.gates[a])})") for a in gates], kind="gate")
    area = fr.pop("ans", gates[0])
    from arkham.rules.classic.status import enter_other_world
    g.pop(fr)
    enter_other_world(g, inv, area, delayed=False, why="drawn through by a Nightgaunt")
    return None


def defenses(g: Game, target: str) -> set[str]:
    """Resistances and immunities of a monster marker, or of the Ancient One ("ao")."""
    if target == "ao":  # with any a card gave him for the round (an Epic Battle plot)
        return set(g.content.ancient_ones[g.state.ancient_one].defenses) | set(g.state.battle.get("defenses", ()))
    return C.monster_abilities(g, target)


def ally_ignores(g: Game, inv: Any, what: str) -> bool:
    """Allies that take the sting out of a monster ability (Eric Colt, Tom Murphy) or
    let attacks ignore a resistance (Armitage, Pickman), or claim Endless trophies (Legrasse)."""
    known = g.content.rule_cache.get("ally_ignores")
    if known is None:  # card instance -> all it ignores or claims (content is read-only)
        known = g.content.rule_cache["ally_ignores"] = {}
    for c in inv.cards:
        ignored = known.get(c)
        if ignored is None:
            d = C.card_def(g, c).data
            ignored = known[c] = frozenset((*d.get("ignore", ()), *d.get("attacks_ignore", ()), *d.get("can_claim", ())))
        if what in ignored:
            return True
    return False


def weapon_bonus(g: Game, target: str | None, card: str, bonus: int | None = None,
                 inv: Any = None, fr: Frame | None = None) -> int:
    """A weapon's or spell's bonus against a target: halved (round up) by resistance,
    nothing against immunity (base p.24); secondary effects are untouched (FAQ).
    An enchanted physical weapon counts as magical (Enchant Weapon)."""
    d = C.card_def(g, card).data
    b = d.get("combat_bonus", 0) if bonus is None else bonus
    if bonus is None and fr is not None and card in fr.get("cast_bonus", {}):
        b = fr["cast_bonus"][card]
    if target not in (None, "ao") and d.get("combat_bonus_vs"):
        ab = C.monster_abilities(g, target)
        for tag, alt in d["combat_bonus_vs"].items():
            if tag in ab:
                b = alt  # the Cross: +3 instead against the Undead
    if d.get("alone_bonus") and fr is not None and inv is not None:
        others = [c for c in fr.get("held", []) if c != card and c in inv.cards]
        if not others:
            b = d["alone_bonus"]  # the Axe with the other hand empty
    if inv is not None and b > 0:  # an Ally who adds to the bonuses of Spells or Weapons (Professor Morgan)
        sort = "spell" if C.card_def(g, card).deck == "spell" else "weapon" if "weapon" in C.card_def(g, card).tags else None
        b += sum(boost.get(sort, 0) for boost in C.card_data(g, inv, "bonus_boost"))
    kind = d.get("bonus_type")
    if fr is not None and card in fr.get("enchanted", ()):
        kind = "magical"
    if target is None or kind is None:
        return b
    ab = set(defenses(g, target))
    if fr is not None and fr.get("ignored_ability"):
        ab.discard(fr["ignored_ability"])
    if inv is not None and ally_ignores(g, inv, f"{kind}_resistance"):
        ab.discard(f"{kind}_resistance")
    if f"{kind}_immunity" in ab:
        return 0
    if f"{kind}_resistance" in ab:
        return (b + 1) // 2
    return b


def free_hands(g: Game, held: list[str], inv: Any = None) -> int:
    return own_hands(g, inv) - sum(C.card_def(g, c).hands for c in held)


def own_hands(g: Game, inv: Any) -> int:
    """Two hands, fewer with a card that takes one (Broken Hand)."""
    return 2 if inv is None else max(0, 2 - sum(C.card_data(g, inv, "hands_lost")))


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
def combat(g: Game, fr: Frame) -> None:
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
        if md.special == "the_black_man":
            fr["st"] = "black_man"
            push_check(g, seat, "luck", -1, 1, why="facing the Black Man")
            return None
        if md.special == "the_bloated_woman":
            fr["st"] = "bloated"
            push_check(g, seat, "will", -2, 1, why="facing the Bloated Woman")
            return None
    if fr["st"] == "black_man":
        passed = fr.pop("ret")[0]
        C.to_cup(g, m)
        if passed:
            C.gain(g, inv, "clues", 2, "survived the Black Man")
            finish(g, fr, "fled")
            return None
        C.abandon(g, fr)
        from arkham.rules.classic.status import devour
        devour(g, inv, "failed to face the Black Man")
        return None
    if fr["st"] == "bloated":
        passed = fr.pop("ret")[0]
        fr["st"] = "horror"
        if not passed:
            fr["auto_fail"] = True  # the Horror check and the (first) Combat check fail
            g.log(f"The Bloated Woman overwhelms {C.inv_name(g, inv)}: the Horror check and the Combat check fail", "monster text")
    if fr["st"] == "horror" and md.toll.get("check") == "horror" and "horror_toll" not in fr and not fr.get("auto_fail") \
            and C.monster_stat(g, m, "horror") is not None:
        fr["horror_toll"] = "asked"  # monster text: pay before the Horror check, or it fails
        g.push("combat.toll", who=seat, monster=m, pay=md.toll["pay"], check="Horror")
        return None
    if fr.get("horror_toll") == "asked" and "ret" in fr:
        fr["horror_toll"] = "paid" if fr.pop("ret") else "refused"
    if fr["st"] == "horror" and C.monster_stat(g, m, "horror") is not None and not fr.get("auto_fail") \
            and fr.get("horror_toll") != "refused":
        # "Any Phase" spells may be cast before the Horror check, e.g. the Red Sign against
        # Nightmarish (KH FAQ): offer the spells and abilities usable now, then the check
        ans = fr.pop("ans", None)
        if ans is not None and ans != "horror":
            gear_answer(g, fr, inv, ans)
            return None
        if ans is None:
            opts = [o for o in gear_options(g, fr, inv, m) if o[0].startswith(("cast:", "use:"))]
            if opts:
                return g.ask(fr, seat, f"{C.inv_name(g, inv)} faces {md.name}: before the Horror check",
                             [("horror", f"Make the Horror check (Will {C.monster_stat(g, m, 'horror'):+d})")] + opts, kind="combat")
    if fr["st"] == "horror":
        fr["st"] = "horror_done"
        horror = C.monster_stat(g, m, "horror")
        if horror is None:
            fr["st"] = "round"
        elif fr.get("auto_fail") or fr.get("horror_toll") == "refused":
            fr["st"] = "round"
            fr["horror_failed"] = True
            C.push_loss(g, inv, sanity=C.monster_stat(g, m, "sanity_damage"), why=f"horror of {md.name}", rule="base p.14 horror check")
            return None
        else:
            push_check(g, seat, "will", horror, 1, kind="horror", why=f"horror of {md.name}")
            return None
    if fr["st"] == "horror_done":
        passed = fr.pop("ret")[0]
        fr["st"] = "round"
        if passed:
            if nightmarish(g, fr, inv, m):
                C.push_loss(g, inv, sanity=nightmarish(g, fr, inv, m), why=f"{md.name} is Nightmarish", rule="base p.24 Nightmarish")
        else:
            fr["horror_failed"] = True
            if md.fail_horror:  # monster text: what a failed Horror check brings instead of Sanity damage
                g.log(f"{C.inv_name(g, inv)} failed the Horror check against {md.name}", "monster text")
                from arkham.effects.interp import run_ops
                run_ops(g, seat, md.fail_horror, {"monster": m}, who=seat)
                return None
            C.push_loss(g, inv, sanity=C.monster_stat(g, m, "sanity_damage"), why=f"horror of {md.name}", rule="base p.14 horror check")
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
            g.log(f"{C.inv_name(g, inv)} failed both the Horror check and a Combat check against {md.name}", "monster text")
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
    check (base pp.14-15, also when fleeing). The Dimensional Shambler's and the
    Nightgaunt's markers print no number: their combat damage is the harm their text
    names, so a failed Evade check brings it as well (audit ruling).

    The Elder Thing's lost Weapon or Spell is part of its combat damage, so a failed Evade
    check takes one too (decision). Its marker speaks of failing a Combat check, as the
    Shambler's and the Nightgaunt's do, but the base rulebook's combat example (p.15) has a
    failed check against it deal "its combat damage", 1 Stamina and 1 Weapon or Spell of
    her choice, and monster damage (p.15) and a failed Evade check (p.14) both deal that
    combat damage. The same reading as for the Shambler and the Nightgaunt."""
    special = C.monster_def(g, m).special
    if special == "dimensional_shambler":
        g.log(f"{m_name(g, m)} hurls {C.inv_name(g, inv)} out of this world", "monster text")
        lost_in_time_and_space(g, inv, "the Dimensional Shambler's attack")
        C.end_activity(g, inv)
    if special == "nightgaunt":
        g.log(f"{m_name(g, m)} carries {C.inv_name(g, inv)} off", "monster text")
        drawn_through_nearest_gate(g, fr, inv)
        return
    dmg = C.monster_stat(g, m, "stamina_damage") or 0
    if special == "elder_thing":  # a Weapon or Spell is part of its combat damage (decision above)
        weapons = [c for c in inv.cards if "weapon" in C.card_def(g, c).tags or C.card_def(g, c).deck == "spell"]
        if weapons:
            g.push("combat.elder_thing", who=inv.seat, options=weapons)
    if dmg:
        C.push_loss(g, inv, stamina=dmg, why=f"{m_name(g, m)}'s attack", rule="base p.15 monster damage")
        devours_if_out(g, C.monster_def(g, m))
        if failed_combat:  # the Warding Statue answers only this (card text)
            g.state.stack[-1]["source"] = "combat"


def gear_options(g: Game, fr: Frame, inv: Any, target: str) -> list[tuple[str, str]]:
    """Weapons and spells that can be readied with the hands left (base p.16)."""
    held: list[str] = [c for c in fr["held"] if c in inv.cards]
    fr["held"] = held
    # a failed cast holds its hands for the round (KH FAQ), counted once even while still readied
    busy = held + [c for c in fr["failed"] if c in inv.cards and c not in held]
    hands = free_hands(g, busy, inv)
    two = own_hands(g, inv)
    extra = sum(r.spell_hands for who, r in C.sheet_rules(g, "spell_hands") if who is inv)  # Marie Lambeau's Third Eye
    if extra:
        spells = sum(C.card_def(g, c).hands for c in busy if C.card_def(g, c).deck == "spell")
        weapons = two - hands - spells
    opts: list[tuple[str, str]] = []
    for c in inv.cards:
        d = C.card_def(g, c)
        room = hands
        if extra:  # the extra hands serve spells only
            room = two + extra - weapons - spells if d.deck == "spell" else min(two - weapons, two + extra - weapons - spells)
        if c in busy or c in inv.exhausted or "combat_bonus" not in d.data or d.hands > room:
            continue
        if c in fr.get("dropped", ()):
            continue  # put away this round: no juggling back and forth
        if d.deck == "spell":
            cost = spell_cost(g, c, inv)
            if not C.lasting_of(g, "no_spells") and inv.sanity >= cost:
                per = d.data.get("bonus_per_success")
                worth = f"+{per} per success" if per else f"+{weapon_bonus(g, target, c, inv=inv, fr=fr)}"
                opts.append((f"cast:{c}", f"Cast {d.name} (Lore {d.cast_mod or 0:+d}, {cost} Sanity) for {worth}"))
        else:
            use_cost = d.data.get("use_cost", {})
            if inv.sanity < use_cost.get("sanity", 0):
                continue
            opts.append((f"hold:{c}", f"Ready {d.name} (+{weapon_bonus(g, target, c, inv=inv, fr=fr)})"))
    for c in held:
        opts.append((f"drop:{c}", f"Put away {C.card_def(g, c).name}"))
    from arkham.rules.classic import abilities
    opts += abilities.options(g, inv, "combat", {"monster": target if target != "ao" else None, "held": held, "busy": busy,
                                                   "battle": target == "ao"})
    for who, r in C.sheet_rules(g, "combat_options"):  # extension point: a sheet's combat ability (Jim Culver)
        if who is inv:
            opts += r.combat_options(g, inv, fr, target)
    for cc in g.content.hooks.combat_choices:  # extension point: a rule's way out of the check (Nodens)
        opts += cc.options(g, inv, fr, target)
    return opts


def gear_answer(g: Game, fr: Frame, inv: Any, ans: str) -> bool:
    """Apply a hold/drop/cast/use answer; True when it was one."""
    verb, _, card = ans.partition(":")
    held = fr["held"]
    for who, r in C.sheet_rules(g, "combat_act"):
        if who is inv and r.combat_act(g, inv, fr, ans):
            return True
    for cc in g.content.hooks.combat_choices:
        if cc.act(g, inv, fr, ans):
            return True
    if verb == "use":
        from arkham.rules.classic import abilities
        abilities.start(g, inv, ans, {"monster": fr.get("monster")})
        return True
    if verb == "hold":
        held.append(card)
        return True
    if verb == "drop":
        held.remove(card)
        fr.setdefault("dropped", []).append(card)
        if card in fr["cast"]:
            fr["cast"].remove(card)
        if card == fr.get("sign"):  # the Red Sign released: its effects end (KH FAQ)
            fr.pop("sign")
            fr["toughness_mod"] = fr.get("toughness_mod", 0) - fr.pop("sign_mod", 0)
            fr.pop("ignored_ability", None)
        return True
    if verb == "cast":
        d = C.card_def(g, card)
        held.append(card)
        inv.exhausted.append(card)
        cost = spell_cost(g, card, inv)
        fr["casting"] = card
        fr["resume"] = fr["st"]
        fr["st"] = "casting"
        push_check(g, inv.seat, "lore", d.cast_mod or 0, 1, kind="spell", why=f"casting {d.name}")
        if cost:
            pay_spell_cost(g, inv, card, cost, d.name)
        return True
    return False


def cast_result(g: Game, fr: Frame) -> None:
    passed, succ = fr.pop("ret")
    card = fr.pop("casting")
    if passed:
        fr["cast"].append(card)
        per = C.card_def(g, card).data.get("bonus_per_success")
        if per:  # its bonus is set by the casting's successes (Fist of Yog-Sothoth)
            fr.setdefault("cast_bonus", {})[card] = per * succ
        g.log(f"{C.card_def(g, card).name} takes effect", "base p.16 casting spells")
    else:
        fr["failed"].append(card)
        g.log(f"{C.card_def(g, card).name} fails; its hands stay busy this round", "KH FAQ failed casts")
    fr["st"] = fr.pop("resume")


def spent_one_shots(g: Game, fr: Frame, inv: Any) -> None:
    """After a Combat check: one-shot weapons are discarded (Powder of Ibn-Ghazi also costs
    1 Sanity); the round ends, so failed casts free their hands and put-away cards may return."""
    for c in list(fr["held"]):
        d = C.card_def(g, c).data
        if d.get("duration") == "one_shot" and c in inv.cards:
            fr["held"].remove(c)
            C.discard_card(g, inv, c, "used up")
            if d.get("use_cost", {}).get("sanity"):
                C.push_loss(g, inv, sanity=d["use_cost"]["sanity"], why=C.card_def(g, c).name)
        elif d.get("duration") == "exhaust" and c in inv.cards:  # one check, then exhausted until the Upkeep
            fr["held"].remove(c)
            inv.exhausted.append(c)
    # KH FAQ: a failed cast uses its hands for one round only; then they are free again
    fr["held"] = [c for c in fr["held"] if c not in fr["failed"]]
    fr["failed"] = []
    fr["dropped"] = []


def check_flags(g: Game, fr: Frame) -> dict[str, Any]:
    """Extra rules for the coming Combat check from the weapons held (the Shotgun's sixes)."""
    if any(C.card_def(g, c).data.get("double_sixes") for c in fr["held"]):
        return {"double_sixes": True}
    return {}


def combat_round(g: Game, fr: Frame, inv: Any, m: str) -> None:
    seat = inv.seat
    md = C.monster_def(g, m)
    paid = False
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
        skill = "lore" if md.special == "the_dark_pharaoh" else "fight"
        val = C.skill_value(g, inv, skill, "combat") + combat_rating(g, fr, m) + fr.get("combat_mod", 0) + bonus
        if stalemate(g, fr, inv, m, val, opts):
            g.log(f"Neither {C.inv_name(g, inv)} nor {md.name} can harm the other: the fight peters out", "stalemate (decision)")
            finish(g, fr, "fled")
            return None
        opts.insert(0, ("fight", f"Fight: {max(0, val)} dice against toughness {fight_toughness(g, fr, m)}"))
        if not monster_has(g, fr, inv, m, "ambush") and not fr.get("no_flee"):   # no_flee: a fight to the finish
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
    skill = "lore" if md.special == "the_dark_pharaoh" else "fight"
    terms = fight_bonus_terms(g, fr, m, inv)
    push_check(g, seat, skill, combat_rating(g, fr, m) + fr.get("combat_mod", 0), fight_toughness(g, fr, m), kind="combat",
               bonus=sum(n for _, n in terms), why=f"fighting {md.name}", bonus_terms=terms)
    g.state.stack[-1].update(check_flags(g, fr))
    return None


#: what a weapon or spell may do in a fight besides adding dice: it may change the outcome
_MORE_THAN_DICE = ("bonus_per_success", "double_sixes", "check_bonus")


def gear_reach(g: Game, fr: Frame, inv: Any, m: str, gear: list[tuple[str, str]]) -> int | None:
    """The most dice his weapons and spells could add against ``m``, every one of them
    readied at once whatever his hands (an upper bound); None when an option of ``gear``
    is more than readying or putting away a weapon or spell (a card's ability, a sheet's),
    or a card may do more than add dice. A weapon the monster is immune to adds nothing
    (Sword of Glory against a Warlock)."""
    if any(not oid.startswith(("hold:", "cast:", "drop:")) for oid, _ in gear):
        return None
    more = 0
    for c in inv.cards:
        d = C.card_def(g, c).data
        if "combat_bonus" not in d:
            continue
        if any(k in d for k in _MORE_THAN_DICE):
            return None
        more += max(0, weapon_bonus(g, m, c, inv=inv, fr=fr))
    return more


def stalemate(g: Game, fr: Frame, inv: Any, m: str, fight_dice: int, gear: list[tuple[str, str]]) -> bool:
    """A combat no one can ever end: too few dice to ever win, even with every weapon and
    spell he holds (:func:`gear_reach`), no way to flee, no Clue token to change that, and
    the monster's blows do nothing (e.g. Michael McGlen's Strong Body against a 1-damage
    Warlock, whose Magical Immunity leaves his Sword of Glory nothing to add). The rules
    give no way out, so, as a recorded decision, the combat ends as if he had fled rather
    than looping forever."""
    per_die = 2 if check_flags(g, fr).get("double_sixes") else 1   # most successes a die could roll
    tough = fight_toughness(g, fr, m)
    if fight_dice * per_die >= tough or inv.clues > 0 or fr.get("auto"):
        return False
    more = gear_reach(g, fr, inv, m, gear)
    if more is None or (fight_dice + more) * per_die >= tough:
        return False
    if any(C.card_def(g, c).data.get("counts_as_clue") for c in inv.cards):
        return False  # another die to come (a re-roll never adds dice, so it cannot help here)
    md = C.monster_def(g, m)
    if md.special in ("dimensional_shambler", "nightgaunt"):
        return False  # a failed check takes him away: the combat ends anyway
    if md.special == "elder_thing" and any(
            "weapon" in C.card_def(g, c).tags or C.card_def(g, c).deck == "spell" for c in inv.cards):
        return False  # each failed check still costs a Weapon or Spell
    return trapped_unharmed(g, fr, inv, m)


def trapped_unharmed(g: Game, fr: Frame, inv: Any, m: str) -> bool:
    """He cannot flee the monster (Ambush, a fight that forbids it, or no die to evade with)
    and its blows do him no harm (a 1-damage monster against Strong Body)."""
    can_flee = not monster_has(g, fr, inv, m, "ambush") and not fr.get("no_flee") and \
        C.skill_value(g, inv, "sneak", "evade") + C.monster_stat(g, m, "awareness") > 0
    if can_flee:
        return False
    dmg = C.monster_stat(g, m, "stamina_damage") or 0
    if dmg > 0 and C.has_ability(g, inv, "strong_body"):
        dmg -= 1
    return dmg <= 0


def fight_bonus_terms(g: Game, fr: Frame, m: str | None, inv: Any = None) -> list[tuple[str, int]]:
    """What each readied weapon and cast spell adds against ``m``, by name."""
    out = []
    for c in fr["held"]:
        d = C.card_def(g, c)
        if d.deck == "spell" and c not in fr["cast"]:
            continue
        out.append((d.name, weapon_bonus(g, m, c, inv=inv, fr=fr)))
    if inv is not None:
        out += empty_hand_terms(g, fr, inv)
    return out


def empty_hand_terms(g: Game, fr: Frame, inv: Any) -> list[tuple[str, int]]:
    """Cards adding to Combat checks for every hand holding no weapon or spell
    (``empty_hand_bonus``: Martial Arts); a failed cast keeps its hands busy that round (KH FAQ)."""
    per = [(C.card_def(g, c).name, C.card_def(g, c).data["empty_hand_bonus"]) for c in inv.cards
           if C.card_def(g, c).data.get("empty_hand_bonus")]
    if not per:
        return []
    held = [c for c in fr.get("held", []) if c in inv.cards]
    busy = held + [c for c in fr.get("failed", []) if c in inv.cards and c not in held]
    empty = max(0, free_hands(g, busy, inv))
    return [(name, n * empty) for name, n in per if empty]


def fight_bonus(g: Game, fr: Frame, m: str | None, inv: Any = None) -> int:
    return sum(n for _, n in fight_bonus_terms(g, fr, m, inv))


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
    if md.special in ("mi_go", "warlock"):
        st.monsters[m] = BOX
        if md.special == "mi_go":
            n = 1 + sum(p.get("extra_unique", 0) for p in C.lasting_of(g, "mi_go_bonus"))
            for _ in range(n):
                c = C.draw_card(g, "unique")
                if c:
                    C.take_card(g, inv, c, "spoils of a Mi-Go")
                    C.announce(g, "cards_drawn", inv, [c])
        else:
            C.gain(g, inv, "clues", 2, "the Warlock's secrets")
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
def evade(g: Game, fr: Frame) -> None:
    """An Evade check against a monster, with the chance to use a card that passes it
    outright (Silver Key, Mists of Releh). Returns [passed, successes]."""
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
            return g.ask(fr, inv.seat, f"Evading {m_name(g, m)}", [("roll", "Make the Evade check")] + opts, kind="evade")
    if ans is not None and ans.startswith("use:"):
        fr["auto_evade_pending"] = True
        abilities.start(g, inv, ans, {"monster": m, "evade_frame": True})
        return None
    if fr.pop("auto_evade_pending", False) and fr.pop("evaded", False):
        g.give(fr, [True, 1])
        return None
    aor = C.ao_rules(g)  # extension point: harder Evade checks while he sleeps (Yibb-Tstll)
    diff = 1 + (aor.evade_difficulty if aor is not None and not g.state.awakened else 0)
    push_check(g, inv.seat, "sneak", C.monster_stat(g, m, "awareness"), diff, kind="evade", why=f"evading {m_name(g, m)}")
    return None


@step("combat_check")
def combat_check(g: Game, fr: Frame) -> None:
    """A Combat check that is not a round of a fight with a monster: an encounter's
    "Combat (-1) check" or an attack on the Ancient One. It is a Fight check to which
    weapons and spells add (base p.15), so they may be readied first (spells cast);
    one-shot weapons are used up by it. ``target`` is "ao" or None, ``go`` the id of the
    option that rolls. Returns ``[passed, successes]`` in ``ret`` like any check."""
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
        opts = gear_options(g, fr, inv, target)
        if opts or target == "ao":  # the battle always asks: the attack is each investigator's moment
            val = C.skill_value(g, inv, "fight", "combat") + fr["mod"] + fight_bonus(g, fr, target, inv)
            opts.insert(0, (fr["go"], f"{fr['label']} with {max(0, val)} dice"))
            return g.ask(fr, inv.seat, f"{C.inv_name(g, inv)}: {fr['label']}", opts, kind="combat")
    elif gear_answer(g, fr, inv, ans):
        return None
    fr["st"] = "rolled"
    terms = fight_bonus_terms(g, fr, target, inv)
    push_check(g, inv.seat, "fight", fr["mod"], fr["diff"], kind="combat", bonus=sum(n for _, n in terms),
               matters=fr.get("matters", False), why=fr.get("why", ""), bonus_terms=terms)
    g.state.stack[-1].update(check_flags(g, fr))
    return None


def push_combat_check(g: Game, seat: int, mod: int, diff: int, label: str, why: str = "", target: str | None = None,
                      go: str = "roll", matters: bool = False) -> None:
    g.push("combat_check", who=seat, mod=mod, diff=diff, label=label, why=why, target=target, go=go, matters=matters)
