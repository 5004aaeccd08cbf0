"""The Mythos Phase (base pp.9-12): gates and monster surges, clue tokens,
monster movement (the ``mythos.move`` step of :mod:`arkham.rules.classic.monster_movement`),
and the card's Headline, Environment or Rumor."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.interp import run_ops
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.classic.status import enter_other_world
from arkham.state import SKY

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game


def card(g: Game, cid: str) -> Any:
    return g.content.mythos[cid]


def every_gate_bursts(g: Game) -> bool:
    """The Ancient One's sheet makes every gate opening a gate burst while it sleeps
    (extension point ``ancient_ones``: ``bursts_seals``, Atlach-Nacha's Web Between Worlds)."""
    aor = C.ao_rules(g)
    return aor is not None and aor.bursts_seals and not g.state.awakened


def is_gate_burst(g: Game, mc: Any) -> bool:
    """Whether this Mythos card is a gate burst (DH p.6, KH p.7): its gate location printed
    red, or every card read as red (KH p.10 on Atlach-Nacha: "all mythos cards should be
    treated as if their gate location box was colored red"). It decides whether every flier
    moves (``mythos.move``); ``gate.open``, which sees no card, asks the same two things: the
    ``burst`` the card passed it, or :func:`every_gate_bursts`."""
    return mc.gate_burst or every_gate_bursts(g)


@step("mythos.phase")
def mythos_phase(g: Game, fr: Frame) -> None:
    """The Mythos Phase (base p.9), in stages ``st``: ``draw`` (a story reshuffled, a Rumor
    at setup redrawn, a sheet may refuse the card), ``gate``, ``clue``, ``move`` (the
    monsters), ``ability``; then ``more`` cards, or the phase ends."""
    st = g.state
    stage = fr.get("st", "draw")
    if stage == "draw":
        deck = st.decks["mythos"]
        cid = deck.pop(0)
        mc = card(g, cid)
        if mc.type == "story":
            g.log(f"{mc.name}: the Mythos deck is shuffled with this card and another is drawn", "mythos card")
            C.announce(g, "mythos_story", cid)  # extension point: a Guardian's favour (Bast)
            deck.append(cid)
            g.shuffle(deck)
            return None
        if fr.get("setup") and mc.type == "rumor":
            g.log(f"{mc.name} is a Rumor: it is discarded and another card drawn", "DH p.8 setup rule change")
            deck.append(cid)
            return None
        if st.rumor_data.get("double_draw") and not fr.get("first_done") and not fr.get("setup"):
            # The Great Ritual failed: the first card only opens its gate (rumor text)
            fr["first_done"] = True
            g.log(f"{mc.name} is drawn only for its gate", "rumor: The Great Ritual")
            deck.append(cid)
            if mc.gate:
                g.push("gate.open", who=-1, area=mc.gate, surge=True, burst=mc.gate_burst)
            if mc.doom:  # its doom tokens stand where the gate location would be
                C.add_doom(g, mc.doom, mc.name, "mythos card: doom tokens in place of a gate")
            return None
        if not fr.get("setup") and fr.get("offered") != cid:
            fr["offered"] = cid  # extension point: a sheet may refuse the card (Jacqueline Fine)
            pushed = False
            for who, r in C.sheet_rules(g, "mythos_drawn"):
                pushed = r.mythos_drawn(g, who, cid) or pushed
            if pushed:
                deck.insert(0, cid)  # back on top while the answer is awaited; drawn again after it
                return None
        fr["card"] = cid
        g.log(f"Mythos: {mc.name} ({mc.type}) — {mc.summary}", "base p.9 Mythos Phase")
        fr["st"] = "gate"
        if mc.gate:
            g.push("gate.open", who=-1, area=mc.gate, surge=True, burst=mc.gate_burst)
        if mc.doom:  # doom tokens printed in place of the gate location: no gate opens
            C.add_doom(g, mc.doom, mc.name, "mythos card: doom tokens in place of a gate")
        return None
    mc = card(g, fr["card"])
    if stage == "gate":
        fr["st"] = "clue"
        if mc.clue and mc.clue in st.gates:
            g.log(
                f"No Clue token appears at {C.name_of(g, mc.clue)}: a gate is open there", "base p.10 place clue token"
            )
        elif mc.clue:
            here = [
                i
                for i in st.investigators
                if i.where == mc.clue and not i.eliminated and not C.card_data(g, i, "no_board_clues")
            ]  # Double Vision: the token stays on the board
            if not here:
                st.clues_on[mc.clue] = st.clues_on.get(mc.clue, 0) + 1
                g.log(f"A Clue token appears at {C.name_of(g, mc.clue)}", "base p.10 place clue token")
            elif len(here) == 1:
                C.gain(
                    g, here[0], "clues", 1, f"a clue appears at {C.name_of(g, mc.clue)}", "base p.10 place clue token"
                )
            else:
                g.push("mythos.clue_taker", who=-1, area=mc.clue, seats=[i.seat for i in here])
                return None
    if fr["st"] == "clue":
        fr["st"] = "move"
        # a gate burst moves every flying monster, whatever its dimensional symbol (DH p.6,
        # KH p.7); under Atlach-Nacha's Web every card is one (KH p.10)
        g.push("mythos.move", who=-1, white=list(mc.white), black=list(mc.black), i=0, fliers=is_gate_burst(g, mc))
        return None
    if fr["st"] == "move":
        if st.rumor is not None and not fr.get("pooled"):
            fr["pooled"] = True  # a pool Rumor counting these moves (World Torn Asunder)
            from arkham.rules.classic.rumors import pool_monsters_moved

            pool_monsters_moved(g, mc)
            if st.stack[-1] is not fr:
                return None  # its failure resolves first
        C.announce(
            g, "mythos_moved", fr["card"]
        )  # extension point: the rifts move (an awakening leaves the card unresolved)
        fr["st"] = "ability"
        activate(g, fr, mc)
        return None
    if fr["st"] == "ability":
        C.announce(g, "mythos_resolved", fr["card"])  # extension point: rift progress
        g.pop(fr)
        if fr.get("more"):  # an extra card drawn and resolved in the same phase (one end of phase)
            g.log("An extra Mythos card is drawn", "location card")
            g.push("mythos.phase", who=-1, phase=True, more=fr["more"] - 1)
        elif not fr.get("setup") and not fr.get("extra"):  # an extra card drawn by a card's text ends no phase
            g.push("mythos.end", who=-1)
        return None
    raise AssertionError(stage)  # pragma: no cover


@step("mythos.clue_taker")
def clue_taker(g: Game, fr: Frame) -> Ask | None:
    """The first player decides who of the investigators at ``area`` (``seats``) takes the
    Clue token that appears there."""
    ans = fr.pop("ans", None)
    if ans is None:
        return g.ask(
            fr,
            g.state.first,
            f"Who takes the Clue token at {C.name_of(g, fr['area'])}?",
            [(str(s), C.inv_name(g, g.state.investigators[s])) for s in fr["seats"]],
            kind="clue",
        )
    g.pop(fr)
    C.gain(g, g.state.investigators[int(ans)], "clues", 1, "a clue appears here", "base p.10 place clue token")
    return None


def activate(g: Game, fr: Frame, mc: Any) -> None:
    """Step 4: resolve the card by its trait (base p.12)."""
    st = g.state
    cid = fr["card"]
    deck = st.decks["mythos"]
    aor = C.ao_rules(g)  # extension point: an Ancient One's power may void the card (Tsathoggua)
    if aor is not None and aor.voids_mythos is not None and not st.awakened and aor.voids_mythos(g, mc):
        deck.append(cid)
        return
    if mc.type == "headline":
        deck.append(cid)
        run_ops(g, st.first, mc.effect, {"card": cid}, who=-1)
        return
    if mc.type == "environment":
        if mc.subtype == "weather" and C.stirring(g, "ithaqua"):
            g.log(f"Icy Winds: {mc.name} is discarded with no effect", "KH FAQ Ithaqua")
            deck.append(cid)
            return
        if st.environment:
            deck.append(st.environment)
        st.environment = cid
        g.log(f"{mc.name} is now the Environment", "base p.12 environment")
        if C.lasting_of(g, "sky_to_cup"):
            for m in [m for m, place in st.monsters.items() if place == SKY]:
                C.to_cup(g, m)
                g.log(f"{C.name_of(g, m)} is swept out of the Sky and returns to the cup", "environment")
        for p in C.lasting_of(g, "closed_locations"):  # closed while the card is in play (Kingsport Mists)
            for a in p["areas"]:
                g.log(f"{C.name_of(g, a)} is closed while {mc.name} is in play", "environment")
                if a not in st.gates:
                    C.eject(g, a, "environment: closed while in play")
        for p in C.lasting_of(g, "banned_monster"):
            for m, place in list(st.monsters.items()):
                if C.base_id(m).partition(":")[2] == p["monster"] and (
                    place in g.content.areas or place in (SKY, C.OUTSKIRTS)
                ):
                    C.to_cup(g, m)
                    g.log(f"{C.name_of(g, m)} returns to the cup", "environment")
        return
    if mc.type == "rumor":
        if st.rumor:
            g.log(f"A Rumor is already in play: {mc.name} is discarded", "base p.12 rumor")
            deck.append(cid)
            return
        st.rumor = cid
        st.rumor_data = {"since": st.turn, "tokens": 0, "monsters": []}
        g.log(f"{mc.name} becomes the active Rumor", "base p.12 rumor")
        from arkham.rules.classic.rumors import rumor_enters

        rumor_enters(g, cid)


@step("mythos.end")
def mythos_end(g: Game, fr: Frame) -> None:
    """End of the Mythos Phase: rumor upkeep, Ithaqua's Icy Winds."""
    g.pop(fr)
    from arkham.rules.classic.rumors import rumor_end_of_mythos

    if C.stirring(g, "ithaqua"):
        for inv in C.in_order(g):
            if not inv.eliminated and C.is_street(g, inv.where):
                g.push("loss", who=inv.seat, stamina=1, sanity=0, why="Icy Winds", rule="Ithaqua's power")
    rumor_end_of_mythos(g)
    return None


# ---------------------------------------------------------------- gates
@step("gate.open")
def gate_open(g: Game, fr: Frame) -> None:
    """Open a gate and spawn its monsters, or surge if a gate is already there (base p.9)."""
    st = g.state
    area = fr["area"]
    g.pop(fr)
    burst = False
    if area in st.seals:
        # a Mythos card's own burst comes in ``burst``; the Web bursts every gate opening,
        # one an encounter opens too (decision beside Atlach-Nacha's sheet)
        bursts = fr.get("burst") or every_gate_bursts(g)
        if not bursts or C.flux_stabilized(g, area) or C.fixed_seal(g, area):
            g.log(f"An elder sign protects {C.name_of(g, area)}: no gate opens", "base p.9 location has elder sign")
            return None
        # a gate burst (the card's gate location printed red) breaks the seal: the elder
        # sign leaves the board and the gate opens with its monster, but no doom token
        # is added and there is no surge (DH p.6)
        del st.seals[area]
        burst = True
        g.log(f"Gate burst: the elder sign at {C.name_of(g, area)} is torn away", "DH p.6 gate bursts")
    if area in st.gates:
        # a surge brings monsters to every open gate; Kate's Flux Stabilizer spares only
        # her own location (gate.surge), never the other gates
        if fr.get("surge", True):
            g.push("gate.surge", who=-1, area=area)
        return None
    if C.flux_stabilized(g, area):
        g.log(f"Kate Winthrop's flux stabilizer keeps the gate at {C.name_of(g, area)} shut", "investigator ability")
        return None
    if not burst:
        C.add_doom(g, 1, f"a gate opens at {C.name_of(g, area)}", "base p.9 a gate opens")
    if not st.gate_pile:
        C.awaken(g, "a gate had to open with no gate markers left", "KH p.? no gate markers")
    marker = st.gate_pile.pop(0)
    st.gates[area] = marker
    st.gate_born[area] = st.turn
    g.log(f"A gate to {C.name_of(g, marker)} opens at {C.name_of(g, area)}", "base p.9 a gate opens")
    if st.clues_on.pop(area, 0):
        g.log("The Clue tokens there are lost", "base p.9 a gate opens")
    for inv in st.investigators:
        if inv.where == area and not inv.eliminated:
            enter_other_world(
                g,
                inv,
                area,
                delayed=True,
                why="a gate opened where they stood",
                rule="base p.10 gates opening on investigators",
            )
    if len(st.gates) >= C.gate_limit(g):
        C.awaken(g, f"{len(st.gates)} gates are open", "base p.20 too many gates")
    if not fr.get("monster", True):
        return None  # "a gate appears" with no monster (an encounter that says so)
    # DH/KH rule change: with five or more investigators a new gate brings two monsters.
    # Its words cover any gate opening "in a location where there is no elder sign or
    # gate", so a gate opened by an encounter brings two as well (audit decision; the
    # rule sits under the Mythos Phase heading but does not limit itself to it).
    # A gate burst brings two as well (decision): the burst takes the elder sign away first,
    # then the gate opens "and a monster appears there as usual" (DH p.6, KH p.7), and with
    # five or more investigators the usual is two; the burst's own exceptions are only the
    # doom token and the surge.
    for _ in range(2 if C.players(g) >= 5 else 1):
        C.place_monster(g, C.draw_monster(g), area, "base p.9 a monster appears")
    return None


@step("gate.surge")
def gate_surge(g: Game, fr: Frame) -> Ask | None:
    """Monster surge (DH/KH rule change): max(open gates, players) monsters, spread as
    evenly as possible over the open gates, none getting more than the surging gate.
    When they will not all fit under the monster limit, the first player decides, before
    any monster is drawn, which gates of the boards under the limit get the ones that fit;
    the rest go to the Outskirts. A gate on a board with no limit (Dunwich) gets its share.
    No monster appears where Kate Winthrop stands: that gate's share is not drawn."""
    st = g.state
    area = fr["area"]
    if "quota" not in fr:
        gates = sorted(st.gates)
        n = max(len(gates), C.players(g))
        g.log(f"Monster surge at {C.name_of(g, area)}: {C.count(n, 'monster')}", "DH p.9 monster surge")
        C.announce(g, "monster_surge", area)  # a named event (Abhoth's Abominations)
        base, rem = divmod(n, len(gates))
        quota = {a: base for a in gates}
        if rem:
            quota[area] += 1
            rem -= 1
        fr["quota"] = quota
        fr["extra"] = rem
        fr["plan"] = []
    ans = fr.pop("ans", None)
    quota = fr["quota"]
    if fr["extra"] > 0:  # the remainder, one each to gates other than the surging one
        others = [a for a in quota if a != area and quota[a] == min(quota.values())]
        if ans is not None:
            quota[ans] += 1
            fr["extra"] -= 1
            return None
        if len(others) <= fr["extra"]:
            for a in others:
                quota[a] += 1
            fr["extra"] -= len(others)
            return None
        return g.ask(
            fr,
            st.first,
            "Monster surge: which gate gets one more monster?",
            [(a, C.name_of(g, a)) for a in others],
            kind="surge",
        )
    if "room" not in fr:
        for a in sorted(quota):
            if quota[a] and C.flux_stabilized(g, a):
                g.log(
                    f"No monster can appear at {C.name_of(g, a)} where Kate Winthrop stands: "
                    f"its {C.count(quota[a], 'surge monster')} {'is' if quota[a] == 1 else 'are'} not drawn",
                    "investigator ability",
                )
                quota[a] = 0
        limit = C.monster_limit(g)
        fr["room"] = 10**6 if limit is None else max(0, limit - C.monsters_in_arkham(g))
    plan = fr["plan"]
    if ans is not None:
        plan.append(ans)
    # Only the gates on a board that keeps the monster limit share its room: a monster on the
    # Dunwich board never counts against it nor goes to the Outskirts (DH p.5), so a Dunwich
    # gate always gets its share and is never among the first player's choices (DH p.9).
    counted = [a for a in sorted(quota) if a in g.content.limit_places]
    total = sum(quota[a] for a in counted)
    room = fr["room"] if fr["room"] < total else 0  # 0: they all fit, nothing to decide
    open_for = [a for a in counted if quota[a] > plan.count(a)]
    if len(plan) < room and len(open_for) > 1:
        return g.ask(
            fr,
            st.first,
            f"Monster surge: the monster limit lets only {room} of {total} into Arkham; "
            f"choose a gate for the next one ({room - len(plan)} to place, the rest go to the Outskirts)",
            [(a, f"{C.name_of(g, a)} ({plan.count(a)} of {quota[a]} chosen)") for a in open_for],
            kind="surge",
        )
    # every placement is settled: draw and place, the chosen ones first, then the rest
    # (past the limit, place_monster sends them to the Outskirts)
    g.pop(fr)
    while len(plan) < room:
        plan.append(open_for[0])
    order = list(plan)
    for a in sorted(quota, key=lambda x: x != area):
        order += [a] * (quota[a] - plan.count(a))
    for a in order:
        C.place_monster(g, C.draw_monster(g), a, "DH p.9 monster surge")
    return None


# ------------------------------------------------------------ street events
def street_events(g: Game, inv: Any) -> None:
    """Environment effects on investigators ending their move in a street (or at the
    location the card names)."""
    for p in C.lasting_of(g, "street_event"):
        if p["area"] == "any_street":
            if not C.is_street(g, inv.where):
                continue
        elif p["area"] != inv.where:
            continue
        if any(C.has_card(g, inv, "base:deputy_of_arkham") for _ in [0] if "deputy" in p.get("exempt", [])):
            g.log(f"{C.inv_name(g, inv)} is the Deputy and is exempt", "KH FAQ Curfew Enforced")
            continue
        if p.get("optional"):
            g.push("mythos.street_offer", who=inv.seat, ops=p["effect"])
        else:
            run_ops(g, inv.seat, p["effect"], {"area": inv.where, "card": g.state.environment})


@step("mythos.street_offer")
def street_offer(g: Game, fr: Frame) -> Ask | None:
    """An Environment's offer in the streets: he may take part, running its ``ops``."""
    inv = g.state.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    env = card(g, g.state.environment) if g.state.environment else None
    if ans is None:
        return g.ask(
            fr,
            inv.seat,
            f"{env.name if env else 'Environment'}: take part?",
            [("yes", f"Yes ({env.summary if env else ''})"), ("no", "No")],
            kind="may",
        )
    g.pop(fr)
    if ans == "yes":
        run_ops(g, inv.seat, fr["ops"], {"area": inv.where, "card": g.state.environment})
    return None


def rumor_actions(g: Game, inv: Any) -> list[tuple[str, str]]:
    from arkham.rules.classic.rumors import actions

    return actions(g, inv)


def do_rumor_action(g: Game, inv: Any, ans: str) -> None:
    from arkham.rules.classic.rumors import do_action

    do_action(g, inv, ans)
