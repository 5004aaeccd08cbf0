"""Skill checks (base p.13): dice, successes, Clue tokens, results.

A ``check`` step returns ``[passed, successes]`` to the step below it in
``ret``. After the roll the investigator may spend Clue tokens one at a time,
each adding a die (Joe Diamond and Skill cards named after the skill add one
more); re-rolls re-roll every die so far (FAQ). A card may count every die of a
skill's checks 1 higher (``die_bonus``) or buy a success for 2 Clue tokens
(``clue_success``); a success so bought stays through a later re-roll.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.engine import step
from arkham.rules.classic.core import (
    a_or_an,
    card_data,
    card_def,
    count,
    has_ability,
    inv_name,
    monster_def,
    skill_value,
    success_floor,
    success_reason,
)

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game

LABEL = {"evade": "Evade", "horror": "Horror", "combat": "Combat", "spell": "Spell"}


def push_check(
    g: Game,
    seat: int,
    skill: str,
    mod: int = 0,
    diff: int = 1,
    kind: str | None = None,
    bonus: int = 0,
    matters: bool = False,
    why: str = "",
    bonus_terms: list[tuple[str, int]] | None = None,
) -> None:
    """``bonus_terms`` names what makes up ``bonus`` (the weapons readied), for the log."""
    g.push(
        "check",
        who=seat,
        skill=skill,
        mod=mod,
        diff=diff,
        kind=kind,
        bonus=bonus,
        matters=matters,
        why=why,
        bonus_terms=[list(x) for x in bonus_terms or ()],
    )


def clue_dice(g: Game, seat: int, skill: str) -> int:
    inv = g.state.investigators[seat]
    n = 1
    if has_ability(g, inv, "hunches"):
        n += 1
    return n + card_data(g, inv, "clue_extra_die").count(skill)


def clue_group(g: Game, inv: Any) -> int:
    """Clue tokens are spent this many at a time (Mania: 2)."""
    return max(card_data(g, inv, "clue_groups"), default=1)


def clue_void(g: Game, inv: Any, kind: str | None) -> bool:
    """The first Clue token spent on this check adds nothing: ``clue_void: combat`` for
    Combat and Horror checks (Hysteria), ``outside_combat`` for every other (Depression)."""
    where = "combat" if kind in ("combat", "horror") else "outside_combat"
    return where in card_data(g, inv, "clue_void")


def successes(dice: list[int], floor: int) -> int:
    return sum(1 for d in dice if d >= floor)


def check_floor(g: Game, inv: Any, skill: str) -> int:
    """Lowest die that succeeds on a check of this skill: Blessing or Curse, less 1 for each
    card that adds 1 to every die of the skill's checks (``die_bonus``, Dunwich Skills)."""
    return max(1, success_floor(g, inv) - card_data(g, inv, "die_bonus").count(skill))


@step("check")
def check(g: Game, fr: Frame) -> Ask | None:
    """A skill check (base p.13): the dice are rolled once, then he may spend Clue tokens,
    re-roll or use what a card or box offers until he keeps the result; the ``[passed,
    successes]`` go to the step below. ``ready`` marks the ruleset's hook as asked."""
    inv = g.state.investigators[fr["who"]]
    skill = fr["skill"]
    kind = fr.get("kind")
    if "dice" not in fr and not fr.get("ready"):
        before = g.rules.ruleset.before_check  # e.g. choosing a skill bonus first
        if before is not None:
            asked = before(g, fr)
            if asked is not None:
                return asked
        fr["ready"] = True
    if "dice" not in fr:
        found: list[tuple[str, int]] = []
        n = skill_value(g, inv, skill, kind, found) + fr["mod"] + fr.get("bonus", 0)
        fr["n"] = n
        terms = [list(x) for x in found]
        if fr["mod"]:
            terms.append([f"the modifier for {fr['why']}" if fr.get("why") else "the check's modifier", fr["mod"]])
        if fr.get("bonus", 0):
            terms += fr.get("bonus_terms") or [["bonuses for this check", fr["bonus"]]]
        fr["terms"] = terms
        fr["dice"] = g.dice(max(0, n))
        label = LABEL.get(kind or "", skill.capitalize())
        g.log(
            f"{inv_name(g, inv)} makes {a_or_an(label)} ({fr['mod']:+d}) [{fr['diff']}] check"
            f"{' for ' + fr['why'] if fr.get('why') else ''}: {count(max(0, n), 'die', 'dice')} {fr['dice']}",
            "base p.13 skill checks",
        )
    ans = fr.pop("ans", None)
    if ans == "clue":
        group = clue_group(g, inv)
        inv.clues -= group
        per = clue_dice(g, fr["who"], skill)
        n = per * group
        if not fr.get("clues_spent") and clue_void(g, inv, kind):  # Depression, Hysteria
            n -= per
            g.log(f"{inv_name(g, inv)}'s first Clue token on this check adds nothing", "card")
        fr["clues_spent"] = fr.get("clues_spent", 0) + group
        extra = g.dice(n)
        fr["dice"].extend(extra)
        g.log(
            f"{inv_name(g, inv)} spends {'a Clue token' if group == 1 else f'{group} Clue tokens'}: {extra}",
            "base p.13 spending Clue tokens",
        )
    elif ans is not None and ans.startswith(("reroll:", "asclue:", "clue2:", "plus1:")):
        after_roll_card(g, fr, inv, ans)
        if "cast_for" in fr:
            return None  # a Spell re-roll is cast first (Foresee); its check answers below
    elif ans is not None and ans.startswith("trophy:"):
        spend_trophy_dice(g, fr, inv, ans.partition(":")[2])
    elif ans is not None and ans != "accept":
        for hook in g.rules.packs.after_roll:  # extension point: a card no one holds (a Condition)
            if hook.act(g, fr, inv, ans):
                break
    if "ret" in fr and "cast_for" in fr:
        cast, passed = fr.pop("cast_for"), fr.pop("ret")[0]
        if passed:
            fr["dice"] = g.dice(len(fr["dice"]))
            g.log(f"{inv_name(g, inv)} re-rolls with {card_def(g, cast).name}: {fr['dice']}", "card")
    floor = check_floor(g, inv, skill)
    succ = successes(fr["dice"], floor) + fr.get("added", 0)
    if fr.get("double_sixes"):
        succ += sum(1 for d in fr["dice"] if d == 6)
    diff = fr["diff"]
    forced = fr.get("forced_pass")  # extension point answer: passed with this many successes (Nodens)
    if forced is not None:
        succ = forced
    if ans != "accept" and forced is None and (succ < diff or fr.get("matters")):
        opts = after_roll_options(g, fr, inv, skill)
        for hook in g.rules.packs.after_roll:
            opts += hook.options(g, fr, inv, succ)
        if opts:
            return g.ask(
                fr,
                fr["who"],
                f"{inv_name(g, inv)}: {count(succ, 'success', 'successes')} of the {diff} needed so far"
                + (f", rolled {', '.join(map(str, fr['dice']))}" if fr["dice"] else ", no dice rolled"),
                opts + [("accept", f"Keep the result ({count(succ, 'success', 'successes')})")],
                kind="check",
            )
    passed = succ >= diff and diff > 0 or (diff <= 0) or forced is not None
    detail = {
        "check": LABEL.get(kind or "", skill.capitalize()),
        "terms": fr.get("terms", []),
        "dice": list(fr["dice"]),
        "floor": floor,
        "successes": succ,
        "difficulty": diff,
    }
    if floor != 5:
        bonus = [card_def(g, c).name for c in inv.cards if card_def(g, c).data.get("die_bonus") == skill]
        detail["floor_why"] = success_reason(g, inv) + "".join(f", each die 1 higher with {b}" for b in bonus)
    if fr.get("double_sixes"):
        detail["double_sixes"] = True
    g.log(
        f"{inv_name(g, inv)} {'passes' if passed else 'fails'} with {count(succ, 'success', 'successes')}",
        "base p.13 difficulty",
        detail,
    )
    g.give(fr, [passed, succ])
    return None


def reroll_matches(spec: dict[str, Any], skill: str, kind: str | None) -> bool:
    want = spec.get("check", "any")
    return want in ("any", "any_skill") or want == kind or (want == skill and kind is None) or want == skill


def castable(g: Game, inv: Any, card: str) -> bool:
    from arkham.rules.classic.abilities import spell_cost
    from arkham.rules.classic.core import lasting_of

    return not lasting_of(g, "no_spells") and inv.sanity >= spell_cost(g, card, inv)


AFTER_ROLL_KEYS = ("reroll", "counts_as_clue", "success_exhaust", "clue_success")  # card data read below


def _after_roll_cards(g: Game) -> frozenset[str]:
    """The cards of the content whose data offers something after a roll, worked out once."""
    known = g.content.rule_cache.get("after_roll_cards")
    if known is None:
        known = g.content.rule_cache["after_roll_cards"] = frozenset(
            cid for cid, d in g.content.cards.items() if any(d.data.get(k) is not None for k in AFTER_ROLL_KEYS)
        )
    return known


def after_roll_options(g: Game, fr: Frame, inv: Any, skill: str) -> list[tuple[str, str]]:
    """After a roll: spend Clue tokens, re-roll with a card or Mandy Thompson's Research (FAQ: a
    re-roll re-rolls every die rolled so far, Clue dice included)."""
    opts: list[tuple[str, str]] = []
    group = clue_group(g, inv)
    limit = min((lim[skill] for lim in card_data(g, inv, "clue_limit") if skill in lim), default=None)
    if inv.clues >= group and (limit is None or fr.get("clues_spent", 0) + group <= limit):
        extra = clue_dice(g, fr["who"], skill) * group
        if not fr.get("clues_spent") and clue_void(g, inv, fr.get("kind")):
            extra -= clue_dice(g, fr["who"], skill)
        what = "a Clue token" if group == 1 else f"{group} Clue tokens"
        opts.append(("clue", f"Spend {what} to roll {extra} more {'die' if extra == 1 else 'dice'}"))
    kind = fr.get("kind")
    acting = _after_roll_cards(g)
    for c in inv.cards:
        if c.partition("#")[0] not in acting:  # no after-roll text: most cards (a hot path)
            continue
        data = card_def(g, c).data
        spec = data.get("reroll")
        if spec and c not in inv.exhausted and reroll_matches(spec, skill, kind) and c not in fr.get("used", ()):
            if kind == "combat" and spec.get("held") and c not in fr.get("held_cards", ()):
                continue
            if spec.get("cast") and not castable(g, inv, c):
                continue
            if spec.get("dice") == "ones" and 1 not in fr["dice"]:
                continue
            verb = "cast to re-roll" if spec.get("cast") else "re-roll"
            what = {"one": "one die", "ones": "the dice showing 1"}.get(spec.get("dice"), "the dice")
            opts.append((f"reroll:{c}", f"{card_def(g, c).name}: {verb} {what}"))
        as_clue = data.get("counts_as_clue")
        if as_clue and c not in fr.get("used", ()) and not (as_clue == "exhaust" and c in inv.exhausted):
            n = clue_dice(g, fr["who"], skill)
            verb = "Exhaust" if as_clue == "exhaust" else "Discard"
            opts.append(
                (
                    f"asclue:{c}",
                    f"{verb} {card_def(g, c).name} in place of a Clue token to roll {n} more {'die' if n == 1 else 'dice'}",
                )
            )
        if data.get("success_exhaust") is not None and data["success_exhaust"] == kind and c not in inv.exhausted:
            opts.append((f"plus1:{c}", f"Exhaust {card_def(g, c).name} for 1 more success"))
        if data.get("clue_success") is not None and data["clue_success"] == kind and inv.clues >= 2:
            opts.append((f"clue2:{c}", f"{card_def(g, c).name}: spend 2 Clue tokens for 1 more success"))
    if kind == "combat":  # a trophy spent for bonus dice after a failed Combat check (the Serpent People)
        if successes(fr["dice"], check_floor(g, inv, skill)) + fr.get("added", 0) < fr["diff"]:
            for m in inv.monster_trophies:
                n = monster_def(g, m).trophy_dice
                if n:
                    opts.append((f"trophy:{m}", f"Spend the {monster_def(g, m).name} trophy to roll {n} more dice"))
    turn = g.state.turn
    for other in g.state.investigators:
        if (
            has_ability(g, other, "research")
            and not other.eliminated
            and g.state.counters.get(f"research:{other.seat}") != turn
        ):
            if any(d < check_floor(g, inv, skill) for d in fr["dice"]):
                opts.append(
                    (f"reroll:research:{other.seat}", f"{inv_name(g, other)}'s Research: re-roll the failed dice")
                )
    return opts


def spend_trophy_dice(g: Game, fr: Frame, inv: Any, m: str) -> None:
    """The trophy goes back to the cup (base p.23) and its bonus dice are rolled."""
    from arkham.rules.classic.core import to_cup

    if m not in inv.monster_trophies:
        return
    inv.monster_trophies.remove(m)
    to_cup(g, m)
    extra = g.dice(monster_def(g, m).trophy_dice)
    fr["dice"].extend(extra)
    g.log(f"{inv_name(g, inv)} spends the {monster_def(g, m).name} trophy: {extra}", "monster text")


def after_roll_card(g: Game, fr: Frame, inv: Any, ans: str) -> None:
    from arkham.rules.classic.core import discard_card

    verb, _, rest = ans.partition(":")
    fr.setdefault("used", [])
    if verb == "plus1":
        inv.exhausted.append(rest)
        fr["added"] = fr.get("added", 0) + 1
        g.log(f"{inv_name(g, inv)} exhausts {card_def(g, rest).name}: 1 more success", "card")
        return
    if verb == "clue2":
        inv.clues -= 2
        fr["added"] = fr.get("added", 0) + 1
        g.log(f"{inv_name(g, inv)} spends 2 Clue tokens with {card_def(g, rest).name}: 1 more success", "card")
        return
    if verb == "asclue":
        if card_def(g, rest).data.get("counts_as_clue") == "exhaust":
            inv.exhausted.append(rest)
        else:
            discard_card(g, inv, rest, "spent like a Clue token")
        # Research Materials is discarded *instead of* a Clue token, so the dice a Clue
        # token would bring come with it (Hunches, Skill cards named after the skill)
        extra = g.dice(clue_dice(g, fr["who"], fr["skill"]))
        fr["dice"].extend(extra)
        g.log(f"{inv_name(g, inv)} gains a die: {extra}", "card")
        return
    if rest.startswith("research:"):
        seat = int(rest.partition(":")[2])
        g.state.counters[f"research:{seat}"] = g.state.turn
        floor = check_floor(g, inv, fr["skill"])
        fr["dice"] = [d if d >= floor else g.die() for d in fr["dice"]]
        g.log(f"Research: the failed dice are rolled again: {fr['dice']}", "investigator ability")
        return
    card = rest
    spec = card_def(g, card).data["reroll"]
    cost = spec.get("cost", "exhaust")
    if cost == "discard":
        discard_card(g, inv, card, "used for a re-roll")
    elif cost == "none":  # once per check, the card stays ready (the Kingsport Skills)
        fr["used"].append(card)
    else:
        inv.exhausted.append(card)
        fr["used"].append(card)
    if spec.get("cast"):
        # a Spell that re-rolls (Foresee): its Sanity cost and Spell check come first; the
        # check below answers to this one, which re-rolls when the casting succeeds
        from arkham.rules.classic.abilities import spell_cost
        from arkham.rules.classic.core import check_out, pay

        d = card_def(g, card)
        c = spell_cost(g, card, inv)
        if c:
            pay(g, inv, "sanity", c, f"casting {d.name}")
            check_out(g, inv)
        fr["cast_for"] = card
        push_check(g, inv.seat, "lore", d.cast_mod or 0, 1, kind="spell", why=f"casting {d.name}")
        return
    if spec.get("dice") == "ones":
        fr["dice"] = [g.die() if d == 1 else d for d in fr["dice"]]
    elif spec.get("dice") == "one":
        floor = check_floor(g, inv, fr["skill"])
        fails = [i for i, d in enumerate(fr["dice"]) if d < floor]
        if fails:
            fr["dice"][fails[0]] = g.die()
    else:
        fr["dice"] = g.dice(len(fr["dice"]))
    g.log(f"{inv_name(g, inv)} re-rolls with {card_def(g, card).name}: {fr['dice']}", "card")
