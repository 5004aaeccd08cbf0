"""Investigator status: insane, unconscious, devoured, lost, delayed, arrested,
Other World travel (base pp.8-9, 16-17; DH/KH rule changes and FAQ)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.state import LOST, Investigator

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game

ASYLUM = "base:arkham/arkham_asylum"
HOSPITAL = "base:arkham/st_marys_hospital"
CHURCH = "base:arkham/south_church"
POLICE = "base:arkham/police_station"


def world_of_gate(gate_marker: str) -> str:
    return C.base_id(gate_marker)


def enter_other_world(
    g: Game, inv: Investigator, area: str, delayed: bool, why: str, rule: str = "base p.9 gate"
) -> None:
    """Go through the gate at ``area`` to the first area of its Other World."""
    world = world_of_gate(g.state.gates[area])
    inv.where = world
    inv.stage = 1
    inv.explored = False
    inv.jailed = False
    if delayed and not never_delayed(g, inv):
        inv.delayed = True
    if delayed and inv.lose_turn > g.state.turn:
        inv.lose_turn = -1  # drawn through: being delayed there replaces the turns he was to lose (DH FAQ)
    g.log(
        f"{C.inv_name(g, inv)} is drawn through the gate to {C.name_of(g, world)}"
        + (" and is delayed" if delayed else "")
        + f" ({why})",
        rule,
    )
    C.announce(g, "other_world_entered", inv)


def return_to_arkham(g: Game, inv: Investigator, why: str) -> None:
    """Back from an Other World to a gate leading there, with an explored marker (KH FAQ)."""
    hook = g.rules.ruleset.return_to_arkham
    if hook is not None:
        hook(g, inv, why)
        return
    world = inv.where
    gates = [a for a, gm in sorted(g.state.gates.items()) if world_of_gate(gm) == world]  # key order
    if any(C.card_def(g, c).data.get("gate_box") for c in inv.cards):
        gates = sorted(g.state.gates)  # Gate Box: any open gate will do
    if not gates:
        send_lost(g, inv, f"no open gate leads back from {C.name_of(g, world)}")
        return
    if len(gates) == 1:
        _arrive(g, inv, gates[0], why)
        return
    g.push("status.return", who=inv.seat, gates=gates, why=why)


def _arrive(g: Game, inv: Investigator, area: str, why: str) -> None:
    inv.where = area
    inv.stage = 0
    inv.explored = True
    inv.returned_turn = g.state.turn
    g.log(
        f"{C.inv_name(g, inv)} returns to {C.name_of(g, area)} with an explored marker ({why})",
        "KH FAQ explored markers",
    )
    from arkham.rules.classic.abilities import wagon_roll

    wagon_roll(g, inv)


@step("status.return")
def choose_return(g: Game, fr: Frame) -> Ask | None:
    """His return to Arkham through one of ``gates``: he picks among those still open; with
    none open he is lost in time and space."""
    inv = g.state.investigators[fr["who"]]
    gates = [a for a in fr["gates"] if a in g.state.gates]
    ans = fr.pop("ans", None)
    if not gates:
        g.pop(fr)
        send_lost(g, inv, f"the gate closed behind {C.pron(g, inv, 'him')}")
        return None
    if ans is None and len(gates) > 1:
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} returns to Arkham: through which gate?",
            [(a, C.name_of(g, a)) for a in gates],
            kind="return",
        )
    g.pop(fr)
    _arrive(g, inv, ans or gates[0], fr["why"])
    return None


def send_lost(g: Game, inv: Investigator, why: str) -> None:
    """Lost in time and space: delayed there (base p.17). Sister Mary never is."""
    if C.has_ability(g, inv, "guardian_angel"):
        dest = ASYLUM if inv.sanity <= 0 else HOSPITAL if inv.stamina <= 0 else CHURCH
        inv.sanity = max(inv.sanity, 1)
        inv.stamina = max(inv.stamina, 1)
        C.move_investigator(g, inv, dest, "Guardian Angel: never lost in time and space", "investigator ability")
        return
    if C.stirring(g, "yog_sothoth"):
        g.log(f"{C.inv_name(g, inv)} is lost in time and space", "base p.17 lost")
        devour(g, inv, "The Key and the Gate: the lost are devoured")
        return
    inv.where = LOST
    inv.stage = 0
    inv.explored = False
    inv.delayed = True
    inv.lose_turn = g.state.turn + 1  # "loses his next turn", standing up in its Movement Phase (base p.17)
    g.log(f"{C.inv_name(g, inv)} is lost in time and space ({why})", "base p.17 lost in time and space")
    for c in [c for c in inv.cards if C.card_def(g, c).data.get("lost_discards")]:
        C.discard_card(g, inv, c, "lost in time and space")  # the Captain of the White Ship and his ship
    C.announce(g, "other_world_entered", inv)
    if C.stirring(g, "yig"):
        C.add_doom(g, 1, "Yig's Anger: an investigator was lost in time and space", "Yig's sheet: Yig's Anger")


def never_delayed(g: Game, inv: Investigator) -> bool:
    """Never delayed: a sheet's ability, or in an Other World a card with
    ``never_delayed_in_worlds`` (the Captain of the White Ship)."""
    return C.has_ability(g, inv, "never_delayed") or (
        inv.where in g.content.worlds and bool(C.card_data(g, inv, "never_delayed_in_worlds"))
    )


def avoiders(g: Game, inv: Investigator, what: str) -> list[str]:
    """His cards whose ``avoids`` names what is about to happen to him (``arrest``: the
    Makeup Kit; ``delay``: the Telescope): each may be discarded so that it does not."""
    return [c for c in inv.cards if C.card_def(g, c).data.get("avoids") == what]


def delay(g: Game, inv: Investigator, why: str) -> None:
    if never_delayed(g, inv):
        g.log(f"{C.inv_name(g, inv)} is never delayed", "investigator ability")
        return
    if avoiders(g, inv, "delay"):
        g.push("status.avoid", who=inv.seat, what="delay", why=why)
        return
    _delay(g, inv, why)


def _delay(g: Game, inv: Investigator, why: str) -> None:
    inv.delayed = True
    g.log(f"{C.inv_name(g, inv)} is delayed ({why})", "base p.16 delayed")


@step("status.avoid")
def avoid(g: Game, fr: Frame) -> Ask | None:
    """A card that may be discarded to avoid being arrested or delayed (card texts: the
    Makeup Kit, the Telescope) is offered before it happens; declined, it happens. An arrest
    that ends what he was doing (``end``) ends it once it is made."""
    inv = g.state.investigators[fr["who"]]
    what = fr["what"]
    cards = avoiders(g, inv, what)
    ans = fr.pop("ans", None)
    if ans is None and cards:
        seen: dict[str, str] = {}
        for c in cards:
            seen.setdefault(C.base_id(c), c)
        word = "arrested" if what == "arrest" else "delayed"
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} is about to be {word} ({fr['why']})",
            [(f"avoid:{c}", f"Discard {C.card_def(g, c).name} so as not to be {word}") for c in seen.values()]
            + [("no", f"Be {word}")],
            kind="avoid",
        )
    g.pop(fr)
    if ans is not None and ans.startswith("avoid:") and ans[6:] in inv.cards:
        C.discard_card(g, inv, ans[6:], f"not {'arrested' if what == 'arrest' else 'delayed'}")
        g.log(f"{C.inv_name(g, inv)} avoids being {'arrested' if what == 'arrest' else 'delayed'}", "card text")
        return None
    if what == "delay":
        _delay(g, inv, fr["why"])
        return None
    _jail(g, inv, fr["why"])
    if fr.get("end"):
        C.end_activity(g, inv)
    return None


def arrest(g: Game, inv: Investigator, why: str, end: bool = False) -> None:
    """Jail cell: lose half your money (round down), lose the next turn (base p.16).
    With a card that may avoid it (the Makeup Kit) its holder is asked first (the step
    ``status.avoid``); ``end``: the arrest then ends what he was doing."""
    hook = g.rules.ruleset.arrest
    if hook is not None:
        hook(g, inv, why)
        return
    if C.has_ability(g, inv, "never_arrested") or any(
        r.arrest_immune(g, inv) for r in C.own_rules(g, inv, "arrest_immune")
    ):
        g.log(f"{C.inv_name(g, inv)} cannot be arrested", "investigator ability")
        return
    for ent in g.state.until:
        if ent[0] == "no_arrests":
            g.log(f"{C.inv_name(g, inv)} cannot be arrested now", "mythos")
            return
    if avoiders(g, inv, "arrest"):
        g.push("status.avoid", who=inv.seat, what="arrest", why=why, end=end)
        return
    _jail(g, inv, why)
    if end:
        C.end_activity(g, inv)


def _jail(g: Game, inv: Investigator, why: str) -> None:
    lost = inv.money // 2
    inv.money -= lost
    inv.where = POLICE
    inv.stage = 0
    inv.explored = False
    inv.jailed = True
    inv.delayed = True
    inv.lose_turn = g.state.turn + 1
    g.log(f"{C.inv_name(g, inv)} is arrested ({why}), loses ${lost} and sits in the jail cell", "base p.16 arrested")


def devour(g: Game, inv: Investigator, why: str) -> None:
    C.knock_out(g, inv, "devoured", why, "base p.17 devoured")


@step("card.hold_limit")
def hold_limit(g: Game, fr: Frame) -> Ask | None:
    """More cards of some decks than a held card allows (Back Injury, Memory Loss): the
    extras are discarded at once, his choice which."""
    inv = g.state.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if ans is not None and ans.partition(":")[2] in inv.cards:
        C.discard_card(g, inv, ans.partition(":")[2], f"no more than {fr['n']} such cards")
    held = [c for c in inv.cards if C.card_def(g, c).deck in fr["decks"]]
    still = any(list(lim["decks"]) == fr["decks"] and lim["n"] == fr["n"] for lim in C.card_data(g, inv, "hold_limit"))
    if len(held) <= fr["n"] or not still:  # within the limit, or the card that set it is gone
        g.pop(fr)
        return None
    return g.ask(
        fr,
        inv.seat,
        f"{C.inv_name(g, inv)} may hold only {fr['n']} {' and '.join(fr['decks'])} cards: discard one",
        [(f"discard:{c}", C.card_def(g, c).name) for c in held],
        kind="discard",
    )


@step("status.check_out")
def judge_check_out(g: Game, fr: Frame) -> None:
    """A knock-out judged later than the loss that caused it (an effect that resolves first)."""
    g.pop(fr)
    C.check_out(g, g.state.investigators[fr["who"]])
    return None


@step("status.out")
def knocked_out(g: Game, fr: Frame) -> Ask | None:
    """Resolve insanity, unconsciousness or being devoured (base pp.16-17)."""
    inv = g.state.investigators[fr["seat"]]
    how = fr["how"]
    st = fr.get("st")
    if how == "devoured" and st is None and C.card_data(g, inv, "devour_ward") and devour_warded(g, inv):
        fr["st"] = st = "ward"  # Nine Lives: he is devoured only if he allows it
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} would be devoured: does {C.pron(g, inv, 'he')} allow it?",
            [
                ("refuse", f"Refuse: {C.pron(g, inv, 'he')} is not devoured"),
                ("allow", f"Allow it: {C.pron(g, inv, 'he')} is devoured"),
            ],
            kind="devour_ward",
        )
    if st == "ward":
        if fr.pop("ans", None) == "refuse":
            g.pop(fr)
            spared(g, inv)
            return None
    if how == "devoured":
        g.pop(fr)
        devoured(g, inv)
        return None
    if st is None:
        for p in C.lasting_of(g, "knock_out_die"):  # an Environment's die at 0 (Whippoorwills of Dunwich)
            die = g.die()
            g.log(f"{C.inv_name(g, inv)} is reduced to 0: a {die} is rolled", "environment")
            if die in p["devour_on"]:
                g.pop(fr)
                g.log(f"{C.inv_name(g, inv)} is devoured", "environment")
                if p.get("terror"):
                    C.raise_terror(g, p["terror"], "an investigator was devoured")
                devoured(g, inv)
                return None
        # extension point: other ends of a knock-out (the Dunwich Injury and Madness cards)
        offers = [
            (o.name, label)
            for o in g.rules.packs.status_outcomes.values()
            if o.offer is not None and (label := o.offer(g, inv, how))
        ]
        if offers:
            fr["st"] = st = "outcome"
            return g.ask(
                fr,
                inv.seat,
                f"{C.inv_name(g, inv)} is {how}: what follows?",
                [("classic", f"Lose half {C.pron(g, inv)} items and Clue tokens")] + offers,
                kind="status_outcome",
            )
        st = "losses"
    if st == "outcome":
        outcome = g.rules.packs.status_outcomes.get(fr.pop("ans", None) or "")
        if outcome is not None:
            g.pop(fr)
            g.log(f"{C.inv_name(g, inv)} keeps {C.pron(g, inv)} items and Clue tokens", outcome.rule)
            _lose_retainers(g, inv)  # the outcome spares items and Clue tokens only
            _place(g, inv, how, outcome.restore_max, outcome.rule)
            if outcome.take is not None:
                outcome.take(g, inv, how)
            return None
        st = "losses"
    if st == "losses":
        fr["st"] = "discard"
        half_items = len(C.items(g, inv)) // 2
        lost_clues = inv.clues // 2
        inv.clues -= lost_clues
        if lost_clues:
            g.log(f"{C.inv_name(g, inv)} loses {C.count(lost_clues, 'Clue token')}", "base p.16")
        _lose_retainers(g, inv)
        fr["left"] = half_items
    if fr["st"] == "discard":
        ans = fr.pop("ans", None)
        if ans is not None:
            C.discard_card(g, inv, ans.partition(":")[2], "lost in the confusion")
            fr["left"] -= 1
        its = C.items(g, inv)
        if fr["left"] > 0 and its:
            return g.ask(
                fr,
                inv.seat,
                f"{C.inv_name(g, inv)} must discard {C.count(fr['left'], 'more item', 'more items')}",
                [(f"discard:{c}", C.card_def(g, c).name) for c in its],
                kind="discard",
            )
        g.pop(fr)
        _place(g, inv, how, False, "")
        return None
    return None  # pragma: no cover


def devour_warded(g: Game, inv: Investigator) -> bool:
    """A card with ``devour_ward`` (Nine Lives) can spare him, unless a maximum is down to 0
    (decided: nothing is left to come back to)."""
    return C.max_sanity(g, inv) > 0 and C.max_stamina(g, inv) > 0


def spared(g: Game, inv: Investigator) -> None:
    """Not devoured after all: what he was doing is over; brought to 0 he is driven insane or
    knocked unconscious instead (both at 0: insane, with Stamina 1; decided)."""
    g.log(f"{C.inv_name(g, inv)} refuses to be devoured", "card")
    if inv.sanity <= 0:
        inv.stamina = max(inv.stamina, 1)
        g.push("status.out", who=-1, seat=inv.seat, how="insane")
    elif inv.stamina <= 0:
        g.push("status.out", who=-1, seat=inv.seat, how="unconscious")


def _lose_retainers(g: Game, inv: Investigator) -> None:
    for c in list(inv.cards):
        if C.base_id(c).endswith(":retainer"):
            C.discard_card(g, inv, c, "retainers are lost")


def _place(g: Game, inv: Investigator, how: str, restore_max: bool, rule: str) -> None:
    """To the Asylum or the Hospital, or Lost in Time and Space from an Other World, the
    track at 0 restored to 1 (to its maximum for an outcome that says so)."""
    if inv.stage > 0 or inv.where == LOST:
        # Sister Mary's Guardian Angel picks the Asylum or the Hospital by which
        # track is at 0, so she must see it before the restore (her sheet)
        if not C.has_ability(g, inv, "guardian_angel"):
            inv.sanity = max(inv.sanity, 1)
            inv.stamina = max(inv.stamina, 1)
        send_lost(g, inv, f"{how} in an Other World")
    else:
        if how == "insane":
            inv.sanity = 1
            dest = ASYLUM
        else:
            inv.stamina = 1
            dest = HOSPITAL
        inv.delayed = False
        C.move_investigator(g, inv, dest, f"{how}", "base p.16")
    if restore_max:
        stat = "sanity" if how == "insane" else "stamina"
        setattr(inv, stat, C.max_sanity(g, inv) if stat == "sanity" else C.max_stamina(g, inv))
        g.log(f"{C.inv_name(g, inv)}'s {stat.capitalize()} is restored to its maximum", rule)
    inv.out_turn = g.state.turn


def devoured(g: Game, inv: Investigator, triggers: bool = True) -> None:
    """Discard every card (trophies kept); a new investigator joins unless in the final battle.
    ``triggers=False``: replaced as though devoured, without the rules that answer a
    devouring (a retiring investigator, DH p.6)."""
    st = g.state
    aor = C.ao_rules(g)  # extension point: an Ancient One answering a devouring (Glaaki)
    if triggers and aor is not None and aor.devoured is not None:
        aor.devoured(g, inv)
    for c in list(inv.cards):
        C.discard_card(g, inv, c, "devoured")
    inv.clues = 0
    inv.money = 0
    if st.awakened:
        inv.eliminated = True
        inv.where = C.BOX
        g.log(f"{C.inv_name(g, inv)} is eliminated from the game", "base p.22 final battle")
        if all(i.eliminated for i in st.investigators):
            g.end(False, "every investigator was devoured in the final battle", None, "base p.22 final battle")
            raise C.Interrupt()
        if st.first == inv.seat:
            C.pass_first_player(g)
            g.log(
                f"The first player marker passes to {C.inv_name(g, st.investigators[st.first])}",
                "base p.12 first player",
            )
        return
    st.gone.append(inv.id)
    pool = sorted(set(g.content.investigators) - {i.id for i in st.investigators} - set(st.gone))
    if not pool:
        inv.eliminated = True
        g.log("No investigator is left to replace the devoured one", "base p.17 devoured")
        if st.first == inv.seat and not all(i.eliminated for i in st.investigators):
            C.pass_first_player(g)
        return
    new_id = pool[g.randbelow(len(pool))]
    from arkham.rules.classic.setup import fresh_investigator

    keep_m, keep_g = inv.monster_trophies, inv.gate_trophies
    new = fresh_investigator(g, new_id, inv.seat)  # a closed home: he starts in its street
    new.monster_trophies, new.gate_trophies = keep_m, keep_g
    for m in keep_m:
        st.monsters[m] = f"trophy:{inv.seat}"
    st.investigators[inv.seat] = new
    new.out_turn = st.turn
    g.log(f"{C.name_of(g, new_id)} joins the investigation in place of {C.name_of(g, inv.id)}", "base p.17 devoured")
    g.push("setup.equip", who=new.seat, seat=new.seat, phase=False)


@step("lower_max")
def lower_max(g: Game, fr: Frame) -> Ask | None:
    """Lower maximum Sanity or Stamina by 1, the investigator's choice (Cthulhu's attack,
    the Southside Strangler); a maximum at 0 devours (DH/KH rule change)."""
    inv = g.state.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if ans is None:
        return g.ask(
            fr,
            inv.seat,
            f"{fr['why']}: {C.inv_name(g, inv)} lowers which maximum by 1?",
            [("sanity", "Maximum Sanity"), ("stamina", "Maximum Stamina")],
            kind="max",
        )
    g.pop(fr)
    if ans == "sanity":
        inv.max_sanity_mod -= 1
        C.fit_to_max(g, inv)
    else:
        inv.max_stamina_mod -= 1
        C.fit_to_max(g, inv)
    g.log(f"{C.inv_name(g, inv)}'s maximum {ans} falls by 1", fr["why"])
    C.check_out(g, inv)
    return None
