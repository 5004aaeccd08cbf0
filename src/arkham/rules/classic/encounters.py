"""Arkham Encounters (base pp.8-9, 17-18) and Other World Encounters (base p.9)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.interp import run_ops
from arkham.engine import step
from arkham.rules.classic import abilities
from arkham.rules.classic import core as C
from arkham.rules.classic import world_encounter_elsewhere as elsewhere
from arkham.rules.classic.checks import push_check
from arkham.rules.classic.status import enter_other_world

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game

SEAL_CLUES = 5


def seal_cost(g: Game) -> int | None:
    """Clue tokens needed to seal a gate; None when sealing is forbidden."""
    if C.lasting_of(g, "no_sealing"):
        return None
    n = 8 if C.stirring(g, "hastur") else SEAL_CLUES  # The King in Yellow
    for p in C.lasting_of(g, "seal_cost"):
        n += p["n"]
    return max(0, n)


def close_difficulty(g: Game, area: str, inv: Any = None) -> int:
    """Successes needed to close (Yog-Sothoth's power, R'lyeh Rising: KH FAQ); for one
    investigator, his cards' ``close_difficulty`` too."""
    d = 1
    if inv is not None:
        d += sum(C.card_def(g, c).data.get("close_difficulty", 0) for c in inv.cards)
    if C.stirring(g, "yog_sothoth"):
        d += 1
    world = C.base_id(g.state.gates[area])
    for p in C.lasting_of(g, "gate_difficulty"):
        if world.endswith(p["world"]) or p["world"] == world:
            d += p["n"]
    return d


def gate_modifier(g: Game, area: str) -> int:
    marker = g.state.gates[area]
    world = C.base_id(marker)
    for gm in g.content.gate_markers:
        if gm.world == world:
            return gm.modifier
    return 0


def gate_symbol(g: Game, area: str) -> str:
    world = C.base_id(g.state.gates[area])
    for gm in g.content.gate_markers:
        if gm.world == world:
            return gm.symbol
    raise KeyError(world)  # pragma: no cover


@step("arkham.inv")
def arkham_encounter(g: Game, fr: Frame) -> Ask | None:
    """His Arkham Encounter: in a street, a Rumor's action or a rule's; at an open gate,
    closing it (explored) or entering; at a location, the encounter or what the place, a
    sheet, a rule or a card offers instead."""
    st = g.state
    inv = st.investigators[fr["who"]]
    where = inv.where
    if inv.out_turn == st.turn or where not in g.content.areas:
        g.pop(fr)
        return None
    if inv.jailed:  # the Jail Cell is not the Police Station: no encounter there (base p.16)
        g.pop(fr)
        g.log(f"{C.inv_name(g, inv)} sits in the jail cell and has no encounter", "base p.16 arrested")
        return None
    if C.is_street(g, where):
        from arkham.rules.classic.mythos import rumor_actions

        opts = rumor_actions(g, inv)
        for la in g.rules.packs.location_abilities:  # extension point: what a rule offers in a street
            opts += la.options(g, inv)
        ans = fr.pop("ans", None)
        if ans is None and opts:
            return g.ask(
                fr, inv.seat, f"{C.inv_name(g, inv)} is in the streets", opts + [("pass", "Do nothing")], kind="street"
            )
        g.pop(fr)
        if ans and ans != "pass" and any(la.act(g, inv, ans) for la in g.rules.packs.location_abilities):
            return None
        if ans and ans != "pass":
            from arkham.rules.classic.mythos import do_rumor_action

            do_rumor_action(g, inv, ans)
        return None
    if where in st.gates:
        g.pop(fr)
        if inv.explored:
            g.push("gate.close", who=inv.seat, area=where)
        else:
            enter_other_world(g, inv, where, delayed=False, why="entered the gate", rule="base p.9 gate")
        return None
    ans = fr.pop("ans", None)
    if ans is None:
        opts = [("encounter", f"Have an encounter at {C.name_of(g, where)}")]
        from arkham.rules.classic.locations import special_options

        opts += special_options(g, inv)
        for who, r in C.sheet_rules(g, "location_options"):  # extension point: a sheet's action instead (Odd Jobs)
            if who is inv:
                opts += r.location_options(g, inv)
        for la in g.rules.packs.location_abilities:  # extension point: an ability a rule gives the place
            opts += la.options(g, inv)
        opts += abilities.options(g, inv, "encounter")  # Any Phase abilities, before the card is drawn (FAQ)
        opts += abilities.trade_options(g, inv)
        if len(opts) > 1:
            return g.ask(fr, inv.seat, f"{C.inv_name(g, inv)} at {C.name_of(g, where)}", opts, kind="encounter")
        ans = "encounter"
    if abilities.act(g, inv, ans):
        return None
    g.pop(fr)
    for who, r in C.sheet_rules(g, "location_act"):
        if who is inv and r.location_act(g, inv, ans):
            return None
    for la in g.rules.packs.location_abilities:
        if la.act(g, inv, ans):
            return None
    if ans == "encounter":
        g.push("encounter.location", who=inv.seat, area=where, extra=fr.get("extra", 0))
    else:
        from arkham.rules.classic.locations import use_special

        use_special(g, inv, ans)
    return None


def location_entry(g: Game, card_id: str, area: str, inv: Any) -> Any:
    card = g.content.locations[card_id]
    want = area
    if area.endswith(":arkham/silver_twilight_lodge") and C.has_card(g, inv, "base:silver_twilight_membership"):
        want = area + "#inner_sanctum"
    for e in card.entries:
        if e.at == want:
            return e
    for e in card.entries:
        if e.at == area:
            return e
    return None


@step("encounter.location")
def location_encounter(g: Game, fr: Frame) -> Ask | None:
    """Draw from the neighborhood's deck (shuffled first) and resolve this location's entry."""
    st = g.state
    inv = st.investigators[fr["who"]]
    area = fr["area"]
    nb = g.content.areas[area].neighborhood
    deck = st.decks.get(f"loc:{nb}", [])
    if "cards" not in fr:
        if not fr.get("announced"):
            fr["announced"] = True
            C.announce(g, "location_encounter", inv, area)  # extension point: rift progress markers
            if st.stack[-1] is not fr:
                return None
        if not deck:
            g.log(f"No encounter cards for {C.name_of(g, nb)}: nothing happens", "base p.8")
            g.pop(fr)
            return None
        g.shuffle(deck)
        n = 2 if C.has_ability(g, inv, "hometown_advantage") else 1
        n += fr.get("extra", 0)
        pool = [c for c in deck if c not in fr.get("exclude", ())] or deck
        revealed = st.decks.get(f"loc:revealed:{nb}")  # a card turned face up by a crystal ball
        if revealed:
            top = revealed[0]
            del st.decks[f"loc:revealed:{nb}"]
            pool = [top] + [c for c in pool if c != top]
        fr["cards"] = pool[:n]
    cards = fr["cards"]
    ans = fr.pop("ans", None)
    if ans is not None and ans.startswith("eye:"):
        nxt = [c for c in deck if c not in cards and c not in fr.get("exclude", ())]
        use_dragons_eye(g, inv, ans[4:], fr)
        if nxt:
            fr["cards"] = [nxt[0]]
        return None
    if len(cards) > 1 and ans is None:
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} draws {len(cards)} encounters: choose one",
            [(f"card:{c}", location_entry(g, c, area, inv).summary) for c in cards],
            kind="encounter",
        )
    chosen = ans.partition(":")[2] if ans and ans.startswith("card:") else cards[0]
    fr["cards"] = [chosen]
    eye = dragons_eye(g, inv, fr)
    if eye and ans != "keep":
        return g.ask(
            fr,
            inv.seat,
            f"Encounter: {location_entry(g, chosen, area, inv).summary}",
            [("keep", "Resolve it"), (f"eye:{eye}", "Dragon's Eye: exhaust and lose 1 Sanity to draw another")],
            kind="encounter",
        )
    g.pop(fr)
    e = location_entry(g, chosen, area, inv)
    g.log(f"{C.inv_name(g, inv)} has an encounter at {C.name_of(g, area)}: {e.summary}", "base p.8 location encounter")
    run_ops(g, inv.seat, e.effect, {"area": area, "card": chosen})
    return None


# ---------------------------------------------------------- closing gates
@step("gate.close")
def close_gate(g: Game, fr: Frame) -> Ask | None:
    """With an explored marker: close with Lore or Fight (+gate modifier), or seal with an elder sign."""
    st = g.state
    inv = st.investigators[fr["who"]]
    area = fr["area"]
    if area not in st.gates:
        g.pop(fr)
        return None
    stage = fr.get("st", "ask")
    if stage == "ask":
        ans = fr.pop("ans", None)
        if ans is None:
            mod = gate_modifier(g, area)
            diff = close_difficulty(g, area, inv)
            opts = [
                ("fight", f"Close the gate with Fight ({mod:+d}) [{diff}]"),
                ("lore", f"Close the gate with Lore ({mod:+d}) [{diff}]"),
            ]
            es = [c for c in inv.cards if "elder_sign" in C.card_def(g, c).tags]
            if es and seal_cost(g) is not None:
                opts.append((f"elder:{es[0]}", "Seal the gate with an Elder Sign"))
            opts += abilities.options(g, inv, "gate")
            opts.append(("leave", "Leave the gate open for now"))
            return g.ask(
                fr, inv.seat, f"{C.inv_name(g, inv)} stands at the gate at {C.name_of(g, area)}", opts, kind="gate"
            )
        if ans == "leave":
            g.pop(fr)
            return None
        if ans.startswith("elder:"):
            g.pop(fr)
            seal_with_elder_sign(g, inv, area, ans.partition(":")[2])
            return None
        if ans.startswith("use:"):
            g.pop(fr)
            abilities.start(g, inv, ans)
            return None
        fr["st"] = "rolled"
        push_check(g, inv.seat, ans, gate_modifier(g, area), close_difficulty(g, area, inv), why="closing the gate")
        return None
    if stage == "rolled":
        passed = fr.pop("ret")[0]
        if not passed:
            g.log("The gate stays open", "base p.17 closing gates")
            g.pop(fr)
            return None
        fr["st"] = "seal"
    if fr["st"] == "seal":
        cost = seal_cost(g)
        ans = fr.pop("ans", None)
        if ans is None and cost is not None and C.can_pay(g, inv, "clues", cost) and area not in st.seals:
            return g.ask(
                fr,
                inv.seat,
                f"Spend {C.count(cost, 'Clue token')} to seal the gate?",
                [("seal", f"Seal it ({C.count(cost, 'Clue token')})"), ("close", "Just close it")],
                kind="seal",
            )
        g.pop(fr)
        if ans == "seal":
            C.pay(g, inv, "clues", cost or 0, "sealing")
        close_gate_at(g, inv, area, sealed="clues" if ans == "seal" else None)
        return None
    return None  # pragma: no cover


def seal_with_elder_sign(g: Game, inv: Any, area: str, card: str) -> None:
    """Elder sign (base p.18): lose 1 Sanity and 1 Stamina, remove a doom token, seal; card to the box."""
    st = g.state
    C.discard_card(g, inv, card, "played to seal a gate", to_box=True)
    st.elder_signs_used += 1
    if st.doom > 0:
        st.doom -= 1
    g.log(
        f"{C.inv_name(g, inv)} plays an Elder Sign: a doom token becomes an elder sign (doom {st.doom})",
        "base p.18 elder signs",
    )
    close_gate_at(g, inv, area, sealed="elder_sign")
    C.push_loss(g, inv, sanity=1, stamina=1, why="the cost of the Elder Sign", rule="base p.18 elder signs")


def close_gate_at(g: Game, inv: Any, area: str, sealed: str | None) -> None:
    """Take the gate as a trophy; monsters of its symbol go back to the cup (base p.18, KH FAQ)."""
    hook = g.rules.ruleset.gate_shut
    if hook is not None:
        hook(g, inv, area, True)
        return
    st = g.state
    symbol = gate_symbol(g, area)
    marker = st.gates.pop(area)
    st.gate_born.pop(area, None)
    inv.gate_trophies.append(marker)
    inv.explored = False
    for c in [c for c in inv.cards if C.card_def(g, c).data.get("discard_on_close")]:
        C.discard_card(g, inv, c, "a gate closed")
    g.log(
        f"{C.inv_name(g, inv)} {'seals' if sealed else 'closes'} the gate at {C.name_of(g, area)} and takes it as a trophy",
        "base p.17 closing gates" if not sealed else "base p.18 sealing gates",
    )
    if sealed:
        st.seals[area] = sealed
        C.announce(g, "gate_sealed", inv, area)  # extension point: Eihort's Bargain, The Great Seal (KH)
    areas = g.content.areas
    gone = [
        m
        for m, p in st.monsters.items()
        if (p in areas or p in (C.SKY, C.OUTSKIRTS))
        and C.monster_def(g, m).symbol == symbol
        and getattr(C.monster_rules_of(g, m), "returns_with_gates", True)
    ]
    for m in gone:
        C.to_cup(g, m)
    if gone:
        g.log(
            f"Monsters of the {symbol} symbol return to the cup: {C.names_of(g, gone)}",
            "base p.18 monsters and closing gates",
        )
    if st.closed.get(area):
        C.eject(g, area)
    check_victory(g)


def check_victory(g: Game) -> None:
    st = g.state
    if len(st.seals) >= 6:
        from arkham.rules.classic.battle import final_score

        g.end(True, "six elder signs seal Arkham", final_score(g), "base p.12 seal the gates")
        raise C.Interrupt()
    if not st.gates:
        trophies = sum(len(i.gate_trophies) for i in st.investigators)
        if trophies >= C.players(g):
            from arkham.rules.classic.battle import final_score

            g.end(True, "the last gate is closed", final_score(g), "base p.12 close the gates")
            raise C.Interrupt()


# ---------------------------------------------------- Other World encounters
@step("otherworld.inv")
def otherworld_encounter(g: Game, fr: Frame) -> Ask | None:
    """Draw gate cards until one matches a color of the world (base p.9)."""
    st = g.state
    inv = st.investigators[fr["who"]]
    where: str | None = inv.where
    if inv.stage == 0:  # in a town: only an encounter as though in an Other World (The Doors of Sleep)
        where = fr.get("as_in") or elsewhere.world_for(g, inv)
        if where is not None and inv.out_turn != st.turn and "as_in" not in fr:
            fr["as_in"] = where
            elsewhere.spend(g, inv)
    if where is None or inv.out_turn == st.turn:
        g.pop(fr)
        return None
    world = g.content.worlds[where]
    deck = st.decks.get("gate", [])
    if "cards" not in fr and not fr.get("ready"):
        # Any Phase abilities and trading before the card is drawn (FAQ)
        ans = fr.pop("ans", None)
        if ans is not None and abilities.act(g, inv, ans):
            return None
        if ans is None:
            opts = abilities.options(g, inv, "encounter") + abilities.trade_options(g, inv)
            if opts:
                return g.ask(
                    fr,
                    inv.seat,
                    f"{C.inv_name(g, inv)} in {world.name}",
                    [("encounter", f"Have an encounter in {world.name}")] + opts,
                    kind="encounter",
                )
        fr["ready"] = True
        if inv.stage == 0 and "as_in" not in fr:
            g.pop(fr)
            return None
    if "cards" not in fr:
        want = 2 if C.has_ability(g, inv, "psychic_sensitivity") else 1
        want += fr.get("extra", 0)
        found: list[str] = []
        seen = 0
        index = g.content.gates
        colors = list(world.colors)
        for who, r in C.sheet_rules(g, "world_colors"):  # extension point: Jim Culver's Strange Luck
            if who is inv:
                colors += r.world_colors(g, inv)
        while deck and len(found) < want and seen < len(deck) + len(found):
            card = deck.pop(0)
            seen += 1
            if any(col in colors for col in index[card].colors):
                found.append(card)
            else:
                deck.append(card)
        if not found:
            g.log(f"No gate card matches {world.name}: nothing happens", "base p.9")
            g.pop(fr)
            return None
        fr["cards"] = found
    cards = fr["cards"]
    ans = fr.pop("ans", None)
    if ans is not None and ans.startswith("eye:"):
        use_dragons_eye(g, inv, ans[4:], fr)
        deck.extend(cards)
        del fr["cards"]
        return None
    if len(cards) > 1 and ans is None:
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} draws {len(cards)} Other World encounters: choose one",
            [(f"card:{c}", gate_entry(g, c, where).summary) for c in cards],
            kind="encounter",
        )
    chosen = ans.partition(":")[2] if ans and ans.startswith("card:") else cards[0]
    eye = dragons_eye(g, inv, fr)
    if eye and ans != "keep":
        for c in cards:
            if c != chosen:
                deck.append(c)
        fr["cards"] = [chosen]
        return g.ask(
            fr,
            inv.seat,
            f"Encounter: {gate_entry(g, chosen, where).summary}",
            [("keep", "Resolve it"), (f"eye:{eye}", "Dragon's Eye: exhaust and lose 1 Sanity to draw another")],
            kind="encounter",
        )
    g.pop(fr)
    for c in cards:
        deck.append(c)
    e = gate_entry(g, chosen, where)
    g.log(f"{C.inv_name(g, inv)} has an encounter in {world.name}: {e.summary}", "base p.9 Other World encounter")
    run_ops(g, inv.seat, e.effect, {"world": where, "card": chosen})
    return None


def gate_entry(g: Game, card_id: str, world: str) -> Any:
    card = g.content.gates[card_id]
    other = None
    for e in card.entries:
        if e.at == world:
            return e
        if e.at == "other":
            other = e
    return other


def dragons_eye(g: Game, inv: Any, fr: Frame) -> str | None:
    """A ready Dragon's Eye lets its holder redraw a location or gate card once."""
    if fr.get("eyed") or inv.sanity < 1:
        return None
    for c in inv.cards:
        if C.card_def(g, c).data.get("redraw") and c not in inv.exhausted:
            return c
    return None


def use_dragons_eye(g: Game, inv: Any, card: str, fr: Frame) -> None:
    inv.exhausted.append(card)
    fr["eyed"] = True
    C.pay(g, inv, "sanity", 1, C.card_def(g, card).name)
    C.check_out(g, inv)
