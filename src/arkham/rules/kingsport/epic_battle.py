"""The Epic Battle variant (KH p.11), joined to the classic final battle through the
``final_battles`` extension point and the ``setup`` event.

Setup (``new_game(epic_battle=True)``): the eight green Epic Battle cards are shuffled and
placed on top of the eight red ones, shuffled apart; the three Plot cards of the Ancient One
are shuffled and set aside. The variant cannot be played against Azathoth (he allows no
battle); every other Ancient One of the three boxes has his three Plot cards (a guard still
refuses one without them); a random Ancient One is then drawn among those it can be played
against.

Battle: the Ancient One wakes as usual (classic ``battle.start``: the awakening, his start
of battle). Then, each round: an Upkeep Phase as in the final battle (the first player
marker then passes, as between classic rounds), then the top Epic Battle card is drawn and
its steps resolved in order: ``investigators`` (each investigator attacks as in the final
battle, with the card's modifier to his combat checks), ``ancient_one`` (he attacks as in
the final battle; his attack grows harder each time it comes, as each classic round), ``plot``
(a Sinister Plot: the top Plot card is turned up; the investigators attack as normal, then
its Ancient One half happens; a whole-card plot, ``investigators: false``, has no attack of
theirs; the card is then discarded, and an empty Plot deck is reshuffled, decided), ``end`` (The End of Everything: the investigators lose at once). The
rounds go on until one side wins; the deck holds The End of Everything, so it never runs
out before the game ends.

Join Me! (Nyarlathotep) makes at most one traitor: he leaves the battle as an eliminated
investigator does, and when the game ends (the ``game_over`` event) the result names him, the
lone winner if the investigators lose and the lone loser if they win.

State (``rules_data["epic_battle"]``): ``deck`` (Epic Battle card ids, top first),
``plots`` and ``plot_discards``, ``drawn`` (the cards drawn so far, in order), ``traitor``
(his seat, once one turned).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.classic.battle import ao_combat, push_ao_attack, push_investigator_attacks
from arkham.rules.extensions import FinalBattle, RuleModule, register
from arkham.state import ENCOUNTER

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game

RULE = "KH p.11 Epic Battle variant"


def plots_of(g: Game, ao: str) -> list[str]:
    return sorted(c.id for c in g.content.battle_cards.values() if c.kind == "plot" and c.ancient_one == ao)


def playable_against(content: Any) -> list[str]:
    """The Ancient Ones the variant can be played against (not Azathoth; three Plot cards)."""
    out = []
    for ao in sorted(content.ancient_ones):
        plots = [c for c in content.battle_cards.values() if c.kind == "plot" and c.ancient_one == ao]
        if len(plots) == 3 and not ao.endswith(":azathoth"):
            out.append(ao)
    return out


def active(g: Game) -> bool:
    return "epic_battle" in g.state.rules_data


def setup(g: Game) -> None:
    d = g.state.rules_data.get("epic_battle")
    if d is None:
        return
    cards = g.content.battle_cards.values()
    green = [c.id for c in cards if c.kind == "epic" and c.color == "green"]
    red = [c.id for c in cards if c.kind == "epic" and c.color == "red"]
    g.shuffle(green)
    g.shuffle(red)
    plots = plots_of(g, g.state.ancient_one)
    g.shuffle(plots)
    d.update({"deck": green + red, "plots": plots, "plot_discards": [], "drawn": []})
    g.log(
        "The green Epic Battle cards are shuffled on top of the red ones; the Ancient One's Plot cards are set aside",
        RULE,
    )


def log_first_player(g: Game) -> None:
    """Say who holds the first player marker now, so each round's order can be read in the log."""
    st = g.state
    g.log(f"The first player marker passes to {C.inv_name(g, st.investigators[st.first])}", RULE)


@step("kingsport.epic_round")
def epic_round(g: Game, fr: Frame) -> None:
    """A round of the Epic Battle: an Upkeep, then one Epic Battle card."""
    st = g.state
    d = st.rules_data["epic_battle"]
    stage = fr.get("st", "upkeep")
    if "gates" not in d:  # the gates open when the Ancient One awoke (The Opener and the Way)
        d["gates"] = len(st.gates)
    if stage == "upkeep":
        st.battle["round"] += 1
        st.battle.pop("round_mod", None)
        st.battle.pop("defenses", None)
        g.log(f"Epic Battle, round {st.battle['round']}", RULE)
        fr["st"] = "draw"
        alive = [i.seat for i in C.in_order(g) if not i.eliminated]
        g.push("phase", who=-1, phase=True, name="upkeep", order=alive, j=0)
        return None
    if stage == "draw":
        C.pass_first_player(g)  # after the Upkeep, as in the final battle (base p.22)
        log_first_player(g)
        cid = d["deck"].pop(0)
        d["drawn"].append(cid)
        card = g.content.battle_cards[cid]
        g.log(f"Epic Battle card: {card.name} — {card.summary}", RULE)
        fr["steps"] = list(card.steps)
        fr["card"] = cid
        if card.attack_mod:
            st.battle["round_mod"] = card.attack_mod
        fr["st"] = "steps"
        return None
    if stage == "steps":
        if not fr["steps"]:
            fr["st"] = "upkeep"
            return None
        what = fr["steps"].pop(0)
        if what == "end":
            g.end(False, "The End of Everything: the Ancient One destroys the world", None, RULE)
            return None
        if what == "investigators":
            push_investigator_attacks(g)
        elif what == "ancient_one":
            push_ao_attack(g)
        elif what == "plot":
            g.push("kingsport.epic_plot", who=-1)
        return None
    raise AssertionError(stage)  # pragma: no cover


@step("kingsport.epic_plot")
def epic_plot(g: Game, fr: Frame) -> None:
    """A Sinister Plot: the top Plot card; the investigators attack as normal, then its
    Ancient One half."""
    st = g.state
    d = st.rules_data["epic_battle"]
    if "plot" not in fr:
        if not d["plots"]:
            d["plots"], d["plot_discards"] = d["plot_discards"], []
            g.shuffle(d["plots"])
        pid = d["plots"].pop(0)
        d["plot_discards"].append(pid)
        fr["plot"] = pid
        fr["i"] = 0
        card = g.content.battle_cards[pid]
        g.log(f"Ancient One Plot: {card.name} — {card.summary}", RULE)
        for op in card.plot:  # a defense holds while the investigators attack (Unbeatable)
            if "defense" in op:
                st.battle["defenses"] = sorted(set(st.battle.get("defenses", [])) | {op["defense"]})
        if card.investigators:  # a whole-card plot (Join Me!, The Masks) has no attack of theirs
            push_investigator_attacks(g)
        return None
    ops = g.content.battle_cards[fr["plot"]].plot
    if fr["i"] >= len(ops):
        g.pop(fr)
        return None
    op = ops[fr["i"]]
    fr["i"] += 1
    plot_op(g, op, g.content.battle_cards[fr["plot"]].name)
    return None


def plot_op(g: Game, op: dict[str, Any], name: str) -> None:
    st = g.state
    rule = f"{RULE}: {name}"
    ((kind, arg),) = op.items()
    alive = [i for i in C.in_order(g) if not i.eliminated]
    if kind == "attack":
        push_ao_attack(g, loss=arg.get("loss"), doom=arg.get("doom", 1))
    elif kind == "combat_rating":
        st.battle["combat"] = ao_combat(g) - arg
        g.log(f"The Ancient One's combat rating improves to {st.battle['combat']} for the rest of the game", rule)
    elif kind == "defense":
        g.log(f"The Ancient One has {arg.replace('_', ' ')} until the end of the round", rule)
    elif kind == "devour_if":
        tracks = [t for t in ("sanity", "stamina") if f"{t}_at_most" in arg or "either_at_most" in arg]
        limit = arg.get("sanity_at_most", arg.get("stamina_at_most", arg.get("either_at_most")))
        for inv in reversed(alive):
            if any(getattr(inv, t) <= limit for t in tracks):
                g.push("battle.devour", who=-1, seat=inv.seat, why=f"{name}: {limit} or less {' or '.join(tracks)}")
    elif kind == "start_of_battle":
        key = C.ao_id(g)
        aor = C.ao_rules(g)  # a later box's start of battle, in turn order as when it woke
        if aor is not None and aor.start_of_battle is not None:
            for inv in alive:
                if not inv.eliminated:
                    aor.start_of_battle(g, inv)
        for inv in reversed(alive):
            if key == "ithaqua":  # a die for each item, each investigator in turn order
                for c in reversed(C.items(g, inv)):
                    g.push("battle.ithaqua", who=-1, seat=inv.seat, card=c)
            elif key == "yig":  # every investigator is Cursed; one already Cursed is devoured
                if C.has_card(g, inv, "base:curse"):
                    g.push("battle.devour", who=-1, seat=inv.seat, why=f"{name}: already Cursed")
                else:
                    C.gain_special(g, inv, "base:curse", f"{name}: Yig's curse again")
    elif kind == "lose_trophy":
        for inv in reversed(alive):
            g.push("kingsport.plot_trophy", who=-1, seat=inv.seat, what=arg, why=name)
    elif kind == "add_doom":
        track = g.content.ancient_ones[st.ancient_one].doom
        before, st.doom = st.doom, max(st.doom, min(track, st.doom + arg))  # no more than the track holds
        g.log(f"The Ancient One gains {C.count(st.doom - before, 'doom token')} ({st.doom})", rule)
    elif kind == "doom_per_gate":
        track = g.content.ancient_ones[st.ancient_one].doom
        n = st.rules_data["epic_battle"].get("gates", 0) * arg
        st.doom = min(track, st.doom + n)
        g.log(
            f"The Ancient One gains {C.count(n, 'doom token')}, one for each gate open when it awoke ({st.doom})", rule
        )
    elif kind == "dice_losses":
        dice = g.dice(arg["per_investigator"] * len(alive))
        hits = sum(1 for x in dice if x >= 5)
        g.log(
            f"{C.count(len(dice), 'die', 'dice')} {dice}: {C.count(hits, 'success', 'successes')}, shared out one at a time in turn order",
            rule,
        )
        for k in reversed(range(hits)):
            g.push("kingsport.plot_loss", who=alive[k % len(alive)].seat, why=name)
    elif kind == "lower_max_roll":
        n = g.die()
        g.log(f"The die shows {n}: each investigator lowers their maxima by {n} in all", rule)
        for inv in reversed(alive):
            for _ in range(n):
                g.push("lower_max", who=inv.seat, why=name)
    elif kind == "devour_roll":
        n = max(0, g.die() - arg.get("minus", 0))
        g.log(f"{C.count(n, 'investigator')} {'is' if n == 1 else 'are'} devoured", rule)
        for inv in reversed(alive[:n]):
            g.push("battle.devour", who=-1, seat=inv.seat, why=name)
    elif kind == "terror":
        C.raise_terror(g, arg, name)
    elif kind == "loss":
        for inv in reversed(alive):
            C.push_loss(g, inv, sanity=arg.get("sanity", 0), stamina=arg.get("stamina", 0), why=name, rule=rule)
    elif kind == "clues_down_to":
        for inv in alive:
            if inv.clues > arg:
                g.log(f"{C.inv_name(g, inv)} loses {C.count(inv.clues - arg, 'Clue token')}, keeping {arg}", rule)
                inv.clues = arg
    elif kind == "traitor":
        g.push("kingsport.plot_traitor", who=-1, order=[i.seat for i in alive], combat=arg, why=name)
    elif kind == "masks":
        masks_plot(g, alive, rule)
    elif kind == "fight_monster":
        for inv in reversed(alive):
            g.push("kingsport.plot_fight", who=-1, seat=inv.seat, monster=arg, why=name)
    else:  # pragma: no cover - the pack's records are checked by the tests
        raise AssertionError(kind)


def masks_plot(g: Game, alive: list[Any], rule: str) -> None:
    """The Masks: one monster from the cup for each doom token on the track; each Mask drawn
    devours an investigator, in turn order from the first player (decided, as Flabby Maw);
    the monsters drawn go back to the cup (decided: they are only looked at)."""
    st = g.state
    n = min(st.doom, len(st.cup))
    drawn = [C.take_from_cup(g) for _ in range(n)]
    masks = [m for m in drawn if "mask" in C.monster_abilities(g, m)]
    names = ", ".join(C.monster_def(g, m).name for m in drawn) or "nothing"
    g.log(
        f"{C.count(n, 'monster')} drawn from the cup for the {C.count(st.doom, 'doom token')}: {names}; {C.count(len(masks), 'Mask')}",
        rule,
    )
    for m in drawn:
        C.to_cup(g, m)
    for inv in reversed(alive[: len(masks)]):
        g.push("battle.devour", who=-1, seat=inv.seat, why="a Mask drawn from the cup")


@step("kingsport.plot_traitor")
def plot_traitor(g: Game, fr: Frame) -> Ask | None:
    """Join Me!: from the first player, each investigator in turn is offered to turn traitor;
    the first who accepts leaves the battle and the offers stop."""
    st = g.state
    d = st.rules_data["epic_battle"]
    ans = fr.pop("ans", None)
    if ans == "join":
        inv = st.investigators[fr["order"][0]]
        g.pop(fr)
        d["traitor"] = inv.seat
        inv.eliminated = True  # out of the battle: he neither attacks nor is attacked
        st.battle["combat"] = ao_combat(g) - fr["combat"]
        g.log(
            f"{C.inv_name(g, inv)} joins the Ancient One and leaves the battle; its combat rating improves to "
            f"{st.battle['combat']}",
            f"{RULE}: {fr['why']}",
        )
        if all(i.eliminated for i in st.investigators):
            g.end(False, "the last investigator turned traitor", None, f"{RULE}: {fr['why']}")
            return None
        if st.first == inv.seat:
            C.pass_first_player(g)
            log_first_player(g)
        return None
    if ans == "refuse":
        fr["order"].pop(0)
    while fr["order"] and st.investigators[fr["order"][0]].eliminated:
        fr["order"].pop(0)
    if not fr["order"] or d.get("traitor") is not None:
        g.pop(fr)
        return None
    inv = st.investigators[fr["order"][0]]
    return g.ask(
        fr,
        inv.seat,
        f"{fr['why']}: {C.inv_name(g, inv)} may turn traitor ({C.pron(g, inv, 'he')} wins alone if the others "
        "lose, and alone loses if they win)",
        [("refuse", "Refuse"), ("join", "Turn traitor and leave the battle")],
        kind="traitor",
    )


def traitor_result(g: Game) -> None:
    """The game ends with a traitor: he alone wins if the investigators lose, and he alone
    loses if they win (Join Me!)."""
    st = g.state
    seat = st.rules_data.get("epic_battle", {}).get("traitor")
    if seat is None or st.result is None:
        return
    inv = st.investigators[seat]
    won = not st.result["won"]
    st.result["traitor"] = {"seat": seat, "investigator": inv.id, "won": won}
    g.log(
        f"{C.inv_name(g, inv)}, the traitor, {'wins the game alone' if won else 'alone loses the game'}",
        f"{RULE}: Join Me!",
    )


@step("kingsport.plot_fight")
def plot_fight(g: Game, fr: Frame) -> None:
    """The Thousand Young: the investigator fights the monster kind to the finish, with no
    evading and no flight; each one defeated removes a doom token (and a last one banishes
    the Ancient One). The marker is taken from the cup to refer to (decided: from the board
    when none is in the cup; none at all in play, no fight)."""
    st = g.state
    inv = st.investigators[fr["seat"]]
    if "ret" in fr:
        outcome = fr.pop("ret")
        g.pop(fr)
        if st.monsters.get(fr["marker"]) == ENCOUNTER:  # not defeated: the marker goes back
            C.to_cup(g, fr["marker"])
        if outcome == "defeated" and st.doom > 0:
            st.doom -= 1
            g.log(f"A doom token is removed from the Ancient One ({st.doom} left)", f"{RULE}: {fr['why']}")
            if st.doom <= 0:
                from arkham.rules.classic.battle import final_score

                g.end(
                    True,
                    f"{g.content.ancient_ones[st.ancient_one].name} is banished",
                    final_score(g),
                    "base p.12 banish the Ancient One",
                )
        return None
    if inv.eliminated or fr.get("fought"):
        g.pop(fr)  # devoured in the fight: its steps were dropped
        return None
    kind = fr["monster"]
    mine = [m for m in st.monsters if C.base_id(m) == kind]
    pick = next((m for m in st.cup if C.base_id(m) == kind), None)
    if pick is not None:
        st.cup.remove(pick)
        st.monsters[pick] = ENCOUNTER
    else:
        pick = next((m for m in mine if not st.monsters[m].startswith("trophy")), None)
    if pick is None:
        g.pop(fr)
        g.log(f"No {g.content.monsters[kind].name} is in play to fight", f"{RULE}: {fr['why']}")
        return None
    fr["fought"] = True
    fr["marker"] = pick
    g.push(
        "combat",
        who=inv.seat,
        monster=pick,
        enc_monster=pick if st.monsters[pick] == ENCOUNTER else None,
        after_evade=False,
        no_flee=True,
    )
    return None


@step("kingsport.plot_trophy")
def plot_trophy(g: Game, fr: Frame) -> None:
    """A plot takes one monster or gate trophy (the first he took, decided); none left devours."""
    st = g.state
    g.pop(fr)
    inv = st.investigators[fr["seat"]]
    if inv.eliminated:
        return None
    held = inv.monster_trophies if fr["what"] == "monster" else inv.gate_trophies
    if held:
        t = held.pop(0)
        if fr["what"] == "monster":
            C.to_cup(g, t)
        else:
            st.gate_pile.append(t)
        g.log(f"{C.inv_name(g, inv)} loses a {fr['what']} trophy", f"{RULE}: {fr['why']}")
    if not held:
        g.push("battle.devour", who=-1, seat=inv.seat, why=f"{fr['why']}: no {fr['what']} trophies left")
    return None


@step("kingsport.plot_loss")
def plot_loss(g: Game, fr: Frame) -> Ask | None:
    """One point of a plot's losses: the investigator loses 1 Sanity or 1 Stamina, his choice."""
    inv = g.state.investigators[fr["who"]]
    if inv.eliminated:
        g.pop(fr)
        return None
    ans = fr.pop("ans", None)
    if ans is None:
        return g.ask(
            fr,
            inv.seat,
            f"{fr['why']}: {C.inv_name(g, inv)} loses 1 Sanity or 1 Stamina",
            [("sanity", "Lose 1 Sanity"), ("stamina", "Lose 1 Stamina")],
            kind="choose",
        )
    g.pop(fr)
    C.push_loss(g, inv, **{ans: 1}, why=fr["why"], rule=RULE)  # type: ignore[arg-type]
    return None


MODULE = register(
    RuleModule(
        "kingsport.epic_battle",
        final_battles=(FinalBattle("epic_battle", active, "kingsport.epic_round"),),
        events=(("setup", setup), ("game_over", traitor_result)),
    )
)
