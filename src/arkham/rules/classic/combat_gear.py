"""Weapons and spells in combat (base p.16, p.24; KH FAQ on casting).

What a readied weapon or a cast spell adds to a Combat check against a monster or the
Ancient One, after its resistances and immunities (:func:`weapon_bonus`); the hands it
takes (:func:`free_hands`); the choices a fight offers to ready, put away or cast them and
to use the abilities usable in combat (:func:`gear_options`, :func:`gear_answer`); a
cast's result; and what a Combat check uses up (:func:`spent_one_shots`). The frames of
the ``combat`` and ``combat_check`` steps keep, for this: ``held`` (cards readied),
``cast`` (spells cast and in effect), ``failed`` (casts failed this round, their hands
still busy), ``dropped`` (put away this round), ``casting`` and ``resume`` (a cast under
way and the stage to return to), ``cast_bonus`` (a bonus set by a cast's successes),
``enchanted``, and the Red Sign's ``sign``, ``sign_mod`` and ``ignored_ability``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.rules.classic import core as C
from arkham.rules.classic.abilities import pay_spell_cost, spell_cost
from arkham.rules.classic.checks import push_check

if TYPE_CHECKING:
    from arkham.engine import Frame, Game


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
            ignored = known[c] = frozenset(
                (*d.get("ignore", ()), *d.get("attacks_ignore", ()), *d.get("can_claim", ()))
            )
        if what in ignored:
            return True
    return False


def weapon_bonus(
    g: Game, target: str | None, card: str, bonus: int | None = None, inv: Any = None, fr: Frame | None = None
) -> int:
    """A weapon's or spell's bonus against a target: halved (round up) by resistance,
    nothing against immunity (base p.24); secondary effects are untouched (FAQ).
    An enchanted physical weapon counts as magical (Enchant Weapon)."""
    d = C.card_def(g, card).data
    b = d.get("combat_bonus", 0) if bonus is None else bonus
    if bonus is None and fr is not None and card in fr.get("cast_bonus", {}):
        b = fr["cast_bonus"][card]
    if target not in (None, "ao") and d.get("combat_bonus_vs"):
        ab = C.monster_abilities(g, target)  # type: ignore[arg-type]
        for tag, alt in d["combat_bonus_vs"].items():
            if tag in ab:
                b = alt  # the Cross: +3 instead against the Undead
    if d.get("alone_bonus") and fr is not None and inv is not None:
        others = [c for c in fr.get("held", []) if c != card and c in inv.cards]
        if not others:
            b = d["alone_bonus"]  # the Axe with the other hand empty
    if inv is not None and b > 0:  # an Ally who adds to the bonuses of Spells or Weapons (Professor Morgan)
        sort = (
            "spell"
            if C.card_def(g, card).deck == "spell"
            else "weapon"
            if "weapon" in C.card_def(g, card).tags
            else None
        )
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
    per = [
        (C.card_def(g, c).name, C.card_def(g, c).data["empty_hand_bonus"])
        for c in inv.cards
        if C.card_def(g, c).data.get("empty_hand_bonus")
    ]
    if not per:
        return []
    held = [c for c in fr.get("held", []) if c in inv.cards]
    busy = held + [c for c in fr.get("failed", []) if c in inv.cards and c not in held]
    empty = max(0, free_hands(g, busy, inv))
    return [(name, n * empty) for name, n in per if empty]


def fight_bonus(g: Game, fr: Frame, m: str | None, inv: Any = None) -> int:
    return sum(n for _, n in fight_bonus_terms(g, fr, m, inv))


#: what a weapon or spell may do in a fight besides adding dice: it may change the outcome
_MORE_THAN_DICE = ("bonus_per_success", "double_sixes", "check_bonus")


def gear_reach(g: Game, fr: Frame, inv: Any, m: str, gear: list[tuple[str, str]]) -> int | None:
    """The most dice his weapons and spells could add against ``m``, every one of them
    readied at once whatever his hands (an upper bound); None when an option of ``gear``
    is more than readying or putting away a weapon or spell (a card's ability, a sheet's),
    or a card may do more than add dice. A weapon the monster is immune to adds nothing
    (Sword of Glory against a Warlock), and neither does an exhausted card not readied in
    this combat: nothing refreshes it before the Upkeep, which a combat never reaches (a
    soak game, all three boxes with Bast, seed 104846: Michael McGlen's Yithian Rifle and
    Wither spent against Goat Spawn, 60,000 answers of one combat); a card that could
    refresh it would be offered among ``gear`` and make this None."""
    if any(not oid.startswith(("hold:", "cast:", "drop:")) for oid, _ in gear):
        return None
    more = 0
    for c in inv.cards:
        d = C.card_def(g, c).data
        if "combat_bonus" not in d or (c in inv.exhausted and c not in fr["held"]):
            continue
        if any(k in d for k in _MORE_THAN_DICE):
            return None
        more += max(0, weapon_bonus(g, m, c, inv=inv, fr=fr))
    return more


def check_flags(g: Game, fr: Frame) -> dict[str, Any]:
    """Extra rules for the coming Combat check from the weapons held (the Shotgun's sixes)."""
    if any(C.card_def(g, c).data.get("double_sixes") for c in fr["held"]):
        return {"double_sixes": True}
    return {}


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
            room = (
                two + extra - weapons - spells
                if d.deck == "spell"
                else min(two - weapons, two + extra - weapons - spells)
            )
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

    opts += abilities.options(
        g,
        inv,
        "combat",
        {"monster": target if target != "ao" else None, "held": held, "busy": busy, "battle": target == "ao"},
    )
    for who, r in C.sheet_rules(g, "combat_options"):  # extension point: a sheet's combat ability (Jim Culver)
        if who is inv:
            opts += r.combat_options(g, inv, fr, target)
    for cc in g.rules.packs.combat_choices:  # extension point: a rule's way out of the check (Nodens)
        opts += cc.options(g, inv, fr, target)
    return opts


def gear_answer(g: Game, fr: Frame, inv: Any, ans: str) -> bool:
    """Apply a hold/drop/cast/use answer; True when it was one."""
    verb, _, card = ans.partition(":")
    held = fr["held"]
    for who, r in C.sheet_rules(g, "combat_act"):
        if who is inv and r.combat_act(g, inv, fr, ans):
            return True
    for cc in g.rules.packs.combat_choices:
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
