"""The Ancient One awakens: the final battle (base pp.19-22, DH/KH FAQ) and scoring."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.classic.checks import push_check
from arkham.rules.classic.combat import push_combat_check
from arkham.rules.classic.rumors import rumor_awakening
from arkham.state import LOST

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game

ATTACK_CHECK = {
    "hastur": ("luck", "sanity", 2),
    "ithaqua": ("fight", "stamina", 2),
    "nyarlathotep": ("lore", "clue", 1),
    "shub_niggurath": ("sneak", "monster_trophy", 1),
    "yig": ("speed", "both", 1),
    "yog_sothoth": ("will", "gate_trophy", 1),
}


def final_score(g: Game) -> int:
    """Victory score (base p.12)."""
    st = g.state
    ao = g.content.ancient_ones[st.ancient_one]
    score = ao.doom - st.terror
    for inv in st.investigators:
        score -= inv.loans_defaulted
        score -= sum(1 for c in inv.cards if C.base_id(c).endswith(":bank_loan"))
    score -= st.elder_signs_used
    score -= st.counters.get("retired", 0)  # DH p.8: -1 per investigator retired during the game
    score += sum(len(i.gate_trophies) for i in st.investigators)
    score += sum(len(i.monster_trophies) for i in st.investigators) // 3
    score += sum(1 for i in st.investigators if not i.eliminated and i.where != LOST and i.sanity > 0)
    score += sum(v for k, v in st.counters.items() if k.startswith("score:"))  # expansions' points (extensions.py)
    return score


def ao_combat(g: Game) -> int:
    st = g.state
    if "combat" in st.battle:
        return st.battle["combat"]
    return g.content.ancient_ones[st.ancient_one].combat or 0


@step("battle.start")
def battle_start(g: Game, fr: Frame) -> None:
    """The Ancient One wakes (base p.20). Stage ``st`` 0: Azathoth ends the game; Environment
    and Rumor go, the doom track fills, the Lost are devoured. Stage 1: each Ancient One's
    start of battle. Then the battle's rounds (or a variant's battle) begin."""
    st = g.state
    ao = g.content.ancient_ones[st.ancient_one]
    stage = fr.get("st", 0)
    if stage == 0:
        fr["st"] = 1
        st.phase = "final battle"
        if C.ao_id(g) == "azathoth":
            g.end(False, "Azathoth awakens and destroys the world", None, "Azathoth: Absolute Destruction")
            return None
        # base p.22: active Environment and Rumor cards are discarded before the battle,
        # except a Rumor whose own text sends it to the box when the Ancient One wakes
        if st.rumor and g.content.mythos[st.rumor].box_on_awakening:
            rumor_awakening(g)
        for cid in (st.environment, st.rumor):
            if cid:
                st.decks["mythos"].append(cid)
                g.log(
                    f"{g.content.mythos[cid].name} is discarded to the bottom of the Mythos deck",
                    "base p.22 final battle",
                )
        st.environment = None
        st.rumor = None
        st.rumor_data = {}
        for m, p in list(st.monsters.items()):
            if p == "rumor":
                C.to_cup(g, m)
        st.doom = max(st.doom, ao.doom)  # tokens beyond the track stay (Eihort's sheet)
        g.log(f"The doom track is filled ({st.doom})", "base p.20 very important")
        for inv in st.investigators:
            for c in list(inv.cards):
                if C.card_def(g, c).data.get("discard_on_awaken"):
                    C.discard_card(g, inv, c, "it does not survive the awakening")
        st.battle = {"round": 0, "tally": 0, "total": 0}
        for inv in st.investigators:
            if inv.where == LOST and not inv.eliminated:
                g.push("battle.devour", who=-1, seat=inv.seat, why="lost in time and space when the Ancient One woke")
        return None
    if stage == 1:
        fr["st"] = 2
        key = C.ao_id(g)
        if key == "hastur":
            st.battle["combat"] = -st.terror
            g.log(f"Hastur's combat rating is -{st.terror}", "Hastur: start of battle")
        aor = C.ao_rules(g)  # extension point: a later box's start of battle
        for inv in C.in_order(g):
            if inv.eliminated:
                continue
            if aor is not None and aor.start_of_battle is not None:
                aor.start_of_battle(g, inv)
            if key == "nyarlathotep" and inv.clues == 0:
                g.push("battle.devour", who=-1, seat=inv.seat, why="no Clue tokens when Nyarlathotep rose")
            elif key == "shub_niggurath" and not inv.monster_trophies:
                g.push("battle.devour", who=-1, seat=inv.seat, why="no monster trophies when Shub-Niggurath rose")
            elif key == "yog_sothoth" and not inv.gate_trophies:
                g.push("battle.devour", who=-1, seat=inv.seat, why="no gate trophies when Yog-Sothoth rose")
            elif key == "yig":
                if C.has_card(g, inv, "base:curse"):
                    g.push("battle.devour", who=-1, seat=inv.seat, why="already Cursed when Yig rose")
                else:
                    # being Cursed while Blessed discards the Blessing instead (base p.17)
                    C.gain_special(g, inv, "base:curse", "Yig: every investigator is Cursed")
            elif key == "ithaqua":
                for c in reversed(C.items(g, inv)):
                    g.push("battle.ithaqua", who=-1, seat=inv.seat, card=c)
        return None
    g.pop(fr)
    for fb in g.rules.packs.final_battles:  # extension point: a variant's battle (the Epic Battle)
        if fb.active(g):
            g.push(fb.round_step, who=-1, phase=True)
            return None
    g.push("battle.round", who=-1, phase=True)
    return None


@step("battle.devour")
def battle_devour(g: Game, fr: Frame) -> None:
    """Devour the investigator in ``seat`` (``why``), unless he is already out."""
    inv = g.state.investigators[fr["seat"]]
    g.pop(fr)
    if not inv.eliminated:
        from arkham.rules.classic.status import devour

        devour(g, inv, fr["why"])
    return None


@step("battle.ithaqua")
def ithaqua_items(g: Game, fr: Frame) -> None:
    """Ithaqua: a die for each item, one at a time; a failure discards it (KH FAQ)."""
    inv = g.state.investigators[fr["seat"]]
    g.pop(fr)
    c = fr["card"]
    if c not in inv.cards:
        return None
    d = g.die()
    if d < C.success_floor(g, inv):
        C.discard_card(g, inv, c, f"frozen by Ithaqua (rolled {d})")
    else:
        g.log(f"{C.card_def(g, c).name} survives Ithaqua's cold (rolled {d})", "Ithaqua: start of battle")
    return None


@step("battle.round")
def battle_round(g: Game, fr: Frame) -> None:
    """A round: refresh (a full Upkeep, FAQ), the investigators attack, the Ancient One attacks."""
    st = g.state
    stage = fr.get("st", "upkeep")
    alive = [i for i in C.in_order(g) if not i.eliminated]
    if stage == "upkeep":
        st.battle["round"] += 1
        g.log(f"Final battle, round {st.battle['round']}", "base p.22 final battle")
        fr["st"] = "attack"
        g.push("phase", who=-1, phase=True, name="upkeep", order=[i.seat for i in alive], j=0)
        return None
    if stage == "attack":
        # after the refresh the first player marker passes to the left (base p.22)
        C.pass_first_player(g)
        g.log(
            f"The first player marker passes to {C.inv_name(g, st.investigators[st.first])}", "base p.22 final battle"
        )
        fr["st"] = "ao"
        push_investigator_attacks(g)
        return None
    if stage == "ao":
        fr["st"] = "upkeep"
        push_ao_attack(g)
        return None
    raise AssertionError(stage)  # pragma: no cover


def push_investigator_attacks(g: Game) -> None:
    """Every investigator in turn order attacks the Ancient One (base p.22)."""
    order = [i.seat for i in C.in_order(g) if not i.eliminated]
    for seat in reversed(order):
        g.push("battle.attack", who=seat)


def push_ao_attack(g: Game, loss: int | None = None, doom: int = 1) -> None:
    """The Ancient One attacks (base p.22): ``loss`` replaces what a failed check against a
    base Ancient One's attack costs, ``doom`` the doom tokens Cthulhu regains after it."""
    alive = [i for i in C.in_order(g) if not i.eliminated]
    key = C.ao_id(g)
    if key == "cthulhu":
        g.push("battle.cthulhu_doom", who=-1, n=doom)  # after every investigator was attacked
    aor = C.ao_rules(g)  # extension point: a later box's attack, one step for the whole attack
    if aor is not None:
        g.push(aor.attack_step, who=-1)
    else:
        for inv in reversed(alive):
            if loss is None:
                g.push("battle.ao_attack", who=inv.seat, key=key)
            else:
                g.push("battle.ao_attack", who=inv.seat, key=key, n=loss)
    wards = [(i, c) for i in alive for c in i.cards if C.card_def(g, c).data.get("cancel_ao_attack")]
    if wards:
        n = 1 if aor is not None else len(alive) + (1 if key == "cthulhu" else 0)
        g.push("battle.ward", who=-1, holders=[[i.seat, c] for i, c in wards], n=n)


@step("battle.cthulhu_doom")
def cthulhu_doom(g: Game, fr: Frame) -> None:
    """Cthulhu regains ``n`` doom tokens, never beyond his track."""
    st = g.state
    g.pop(fr)
    track = g.content.ancient_ones[st.ancient_one].doom
    for _ in range(fr.get("n", 1)):
        if st.doom < track:
            st.doom += 1
            g.log(f"Cthulhu regains a doom token ({st.doom})", "Cthulhu's attack")
    return None


@step("battle.attack")
def battle_attack(g: Game, fr: Frame) -> None:
    """One investigator's Combat check against the Ancient One; successes accumulate."""
    st = g.state
    inv = st.investigators[fr["who"]]
    if inv.eliminated:
        g.pop(fr)
        return None
    if "ret" not in fr:
        push_combat_check(
            g,
            inv.seat,
            ao_combat(g) + st.battle.get("round_mod", 0),
            1,
            "Attack the Ancient One",
            why="attacking the Ancient One",
            target="ao",
            go="attack",
            matters=True,
        )
        return None
    _, succ = fr.pop("ret")
    g.pop(fr)
    aor = C.ao_rules(g)  # extension point: dearer doom tokens (Yibb-Tstll)
    n = C.players(g) * (aor.doom_cost if aor is not None else 1)
    bt = st.battle
    bt["total"] += succ
    bt["tally"] += succ
    while bt["tally"] >= n and st.doom > 0:
        bt["tally"] -= n
        st.doom -= 1
        g.log(f"A doom token is removed from the Ancient One ({st.doom} left)", "KH FAQ cumulative successes")
    if st.doom <= 0:
        g.end(
            True,
            f"{g.content.ancient_ones[st.ancient_one].name} is banished",
            final_score(g),
            "base p.12 banish the Ancient One",
        )
        raise C.Interrupt()
    return None


@step("battle.ao_attack")
def ao_attack(g: Game, fr: Frame) -> None:
    """The Ancient One's attack on one investigator (``key``): the check at the round's
    modifier, and on a failure the loss of that Ancient One (``n`` if a plot raised it),
    devoured when the tokens or trophies run out; Cthulhu lowers a maximum instead."""
    st = g.state
    inv = st.investigators[fr["who"]]
    key = fr["key"]
    if inv.eliminated:
        g.pop(fr)
        return None
    if key == "cthulhu":
        g.pop(fr)
        g.push("lower_max", who=inv.seat, why="Cthulhu's attack")
        return None
    skill, what, n = ATTACK_CHECK[key]
    n = fr.get("n", n)  # an Epic Battle plot card may raise the loss
    if "ret" not in fr:
        mod = 1 - (st.battle["round"] - 1)
        push_check(g, inv.seat, skill, mod, 1, why=f"{g.content.ancient_ones[st.ancient_one].name}'s attack")
        return None
    passed = fr.pop("ret")[0]
    g.pop(fr)
    if passed:
        return None
    from arkham.rules.classic.status import devour

    if what == "sanity":
        C.push_loss(g, inv, sanity=n, why="Hastur's attack", rule="Hastur's attack")
    elif what == "stamina":
        C.push_loss(g, inv, stamina=n, why="Ithaqua's attack", rule="Ithaqua's attack")
    elif what == "both":
        C.push_loss(g, inv, sanity=1, stamina=1, why="Yig's attack", rule="Yig's attack")
    elif what == "clue":
        if inv.clues:
            inv.clues -= 1
            g.log(f"{C.inv_name(g, inv)} loses a Clue token", "Nyarlathotep's attack")
        if inv.clues == 0:
            devour(g, inv, "no Clue tokens left")
    elif what == "monster_trophy":
        if inv.monster_trophies:
            m = inv.monster_trophies.pop(0)
            C.to_cup(g, m)
            g.log(f"{C.inv_name(g, inv)} loses a monster trophy", "Shub-Niggurath's attack")
        if not inv.monster_trophies:
            devour(g, inv, "no monster trophies left")
    elif what == "gate_trophy":
        if inv.gate_trophies:
            st.gate_pile.append(inv.gate_trophies.pop(0))
            g.log(f"{C.inv_name(g, inv)} loses a gate trophy", "Yog-Sothoth's attack")
        if not inv.gate_trophies:
            devour(g, inv, "no gate trophies left")
    return None


@step("battle.ward")
def ward(g: Game, fr: Frame) -> Ask | None:
    """Warding Statue: discard it to cancel the Ancient One's whole attack this round."""
    st = g.state
    holders = [(seat, c) for seat, c in fr["holders"] if c in st.investigators[seat].cards]
    ans = fr.pop("ans", None)
    if not holders:
        g.pop(fr)
        return None
    if ans is None:
        seat, c = holders[0]
        return g.ask(
            fr,
            seat,
            "The Ancient One is about to attack",
            [
                ("no", "Let it attack"),
                (f"ward:{seat}:{c}", f"Discard {C.card_def(g, c).name}: cancel the attack this round"),
            ],
            kind="may",
        )
    g.pop(fr)
    if ans == "no":
        return None
    _, seat, c = ans.split(":", 2)
    inv = st.investigators[int(seat)]
    C.discard_card(g, inv, c, "the Ancient One's attack is cancelled this round")
    aor = C.ao_rules(g)
    for _ in range(fr["n"]):
        top = st.stack[-1]
        if top.get("k") in ("battle.ao_attack", "battle.cthulhu_doom") or (
            aor is not None and top.get("k") == aor.attack_step
        ):
            st.stack.pop()
    return None
