"""The six Rumors of the base game, each a coded rule (base p.12 and the cards), and
the token-pool Rumors written as data (``token_pool``: tokens (per player) placed as it
enters and added each Mythos Phase, taken off by paying in a street; an empty card
passes it, a full one fails it, each outcome a list of ops). The payment, ``pay``:
- a word (``sanity``, ``stamina``, ``money``): one point of it takes one token off;
- or a list of ways, each ``{discard: [...], tokens: ...}``: the things in ``discard``
  are given up together, each a deck name (``common``, ``unique``, ``skill``...), a
  card id (``base:blessing``) or ``trophy`` (a monster trophy, back to the cup); they
  take off ``tokens``: a number, ``all``, or ``toughness`` (the trophy's toughness,
  modified as every trophy count is: FAQ).
Tokens are added with ``add`` at the end of each Mythos Phase from the turn after the
card entered play, or, with ``add_when_moves`` (a dimensional symbol), each time a
Mythos card moves the monsters of that symbol (decided: whether or not such a monster
is on the board), in which case nothing is added at the end of the phase.

A Rumor stays until its pass or fail condition is met. Its ongoing effect
happens at the end of every Mythos Phase from the turn after it entered play.
Pass conditions are actions taken in a street during the Arkham Encounters
Phase; they are offered to investigators there as options.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.interp import run_ops
from arkham.rules.classic import core as C

if TYPE_CHECKING:
    from arkham.engine import Game

RUMOR_CARD = "rumor"  # monster place: on the Rumor card (not on the board)


def _short(g: Game) -> str | None:
    r = g.state.rumor
    return None if r is None else r.partition(":")[2]


def end_rumor(g: Game, passed: bool) -> None:
    st = g.state
    cid = st.rumor
    assert cid is not None
    name = g.content.mythos[cid].name
    st.rumor = None
    for m, p in list(st.monsters.items()):
        if p == RUMOR_CARD:
            C.to_cup(g, m)
    st.box.append(cid)
    st.rumor_data = {"double_draw": st.rumor_data.get("double_draw", False)} if st.rumor_data.get("double_draw") else {}
    g.log(
        f"The investigators {'pass' if passed else 'fail'} the Rumor {name}; the card goes to the box",
        "base p.12 rumor",
    )


def _pool(g: Game) -> dict[str, Any] | None:
    """The token pool of the Rumor in play, when its card has one (``token_pool``)."""
    pools = C.lasting_of(g, "token_pool")
    return pools[0] if pools else None


def _per(g: Game, pool: dict[str, Any], n: int) -> int:
    return n * C.players(g) if pool.get("per_player") else n


def rumor_enters(g: Game, cid: str) -> None:
    st = g.state
    key = cid.partition(":")[2]
    pool = _pool(g)
    if pool is not None:
        st.rumor_data["tokens"] = _per(g, pool, pool["start"])
        g.log(
            f"{C.count(st.rumor_data['tokens'], pool['token'] + ' token')} {'is' if st.rumor_data['tokens'] == 1 else 'are'} placed on {g.content.mythos[cid].name}",
            "rumor text",
        )
    if key == "good_work_undone":
        st.rumor_data["tokens"] = 6
    elif key == "the_terrible_experiment":
        for _ in range(5):
            m = C.draw_monster(g)
            st.monsters[m] = RUMOR_CARD
            st.rumor_data.setdefault("monsters", []).append(m)
        g.log("Five monsters are placed on The Terrible Experiment", "rumor text")


def rumor_end_of_mythos(g: Game) -> None:
    st = g.state
    key = _short(g)
    if key is None or st.rumor_data.get("since", st.turn) >= st.turn:
        return
    name = g.content.mythos[st.rumor].name
    pool = _pool(g)
    if pool is not None:
        if "add" in pool:
            add_pool_tokens(g, _per(g, pool, pool["add"]))
        return
    if key == "disturbing_the_dead":
        d = g.die()
        g.log(f"{name}: a {d} is rolled", "rumor text")
        if d <= 2:
            C.raise_terror(g, 1, name)
    elif key == "the_stars_are_right":
        d = g.die()
        g.log(f"{name}: a {d} is rolled", "rumor text")
        if d <= 2:
            C.add_doom(g, 1, name, "rumor text")
    elif key == "good_work_undone":
        dice = g.dice(2)
        add = sum(1 for d in dice if d <= 2)
        st.rumor_data["tokens"] += add
        g.log(
            f"{name}: rolls {dice}, {C.count(add, 'Clue token')} added ({st.rumor_data['tokens']} on the card)",
            "rumor text",
        )
        if st.rumor_data["tokens"] >= 10:
            end_rumor(g, False)
            for a in [a for a in st.seals if not C.fixed_seal(g, a)]:  # The Great Seal's token stays
                del st.seals[a]
            g.log("Every elder sign token is removed from the board", "rumor text")
    elif key == "the_great_ritual":
        st.rumor_data["tokens"] += 1
        g.log(f"{name}: {C.count(st.rumor_data['tokens'], 'Clue token')} on the card", "rumor text")
        if st.rumor_data["tokens"] >= 5:
            end_rumor(g, False)
            st.rumor_data["double_draw"] = True
            g.log("From now on two Mythos cards are drawn each Mythos Phase", "rumor text")
    elif key == "the_southside_strangler_strikes":
        allies = st.decks.get("ally", [])
        if not allies:
            end_rumor(g, False)
            for inv in C.in_order(g):
                if not inv.eliminated:
                    g.push("lower_max", who=inv.seat, why="The Southside Strangler")
            return
        gone = allies.pop(g.randbelow(len(allies)))
        st.box.append(gone)
        g.log(f"{name}: {C.name_of(g, gone)} is the Strangler's latest victim", "rumor text")
        C.ally_gone(g, gone)
    elif key == "the_terrible_experiment":
        m = C.draw_monster(g)
        st.monsters[m] = RUMOR_CARD
        st.rumor_data.setdefault("monsters", []).append(m)
        on = [x for x, p in st.monsters.items() if p == RUMOR_CARD]
        g.log(f"{name}: another monster joins it ({len(on)} on the card)", "rumor text")
        if len(on) >= 8:
            end_rumor_monsters_out(g, on)


def add_pool_tokens(g: Game, n: int) -> None:
    """More tokens on the pool Rumor in play; a full card fails it."""
    st = g.state
    pool = _pool(g)
    assert pool is not None and st.rumor is not None
    name = g.content.mythos[st.rumor].name
    st.rumor_data["tokens"] += n
    g.log(f"{name}: {C.count(st.rumor_data['tokens'], pool['token'] + ' token')} on the card", "rumor text")
    if st.rumor_data["tokens"] >= _per(g, pool, pool["fail_at"]):
        end_rumor(g, False)
        run_ops(g, st.first, pool["fail"], {"card": None}, who=-1)


def pool_monsters_moved(g: Game, mc: Any) -> None:
    """A Mythos card moved monsters: a pool counting one symbol's moves grows (World Torn Asunder)."""
    if g.state.rumor is None or "tokens" not in g.state.rumor_data:
        return
    pool = _pool(g)
    sym = pool.get("add_when_moves") if pool is not None else None
    if pool is not None and sym is not None and (sym in mc.white or sym in mc.black):
        g.log(f"Monsters of the {sym} symbol move", "rumor text")
        add_pool_tokens(g, _per(g, pool, 1))


def end_rumor_monsters_out(g: Game, on: list[str]) -> None:
    st = g.state
    cid = st.rumor
    st.rumor = None
    st.box.append(cid)  # type: ignore[arg-type]
    st.rumor_data = {}
    g.log(
        "The investigators fail The Terrible Experiment: its monsters break loose in the Miskatonic U. streets",
        "rumor text",
    )
    while st.terror < 10:
        before = st.terror
        C.raise_terror(g, 1, "The Terrible Experiment")
        if st.terror == before:
            break
    for m in on:
        C.place_monster(g, m, "base:arkham/miskatonic_u_streets", "rumor text")


def check_terror_fail(g: Game) -> None:
    """Disturbing the Dead fails when terror reaches 10: everyone is Cursed."""
    if _short(g) == "disturbing_the_dead" and g.state.terror >= 10:
        end_rumor(g, False)
        for inv in g.state.investigators:
            if not inv.eliminated:
                C.gain_special(g, inv, "base:curse", "Disturbing the Dead")


def rumor_awakening(g: Game) -> None:
    """The Ancient One wakes while a Rumor that ends then is in play: it fails, to the box."""
    if g.state.rumor is not None:
        end_rumor(g, False)


# ----------------------------------------------------- pass actions in streets
PASS_STREET = {
    "disturbing_the_dead": "base:arkham/rivertown_streets",
    "good_work_undone": "base:arkham/easttown_streets",
    "the_great_ritual": "base:arkham/french_hill_streets",
    "the_southside_strangler_strikes": "base:arkham/southside_streets",
    "the_stars_are_right": "base:arkham/downtown_streets",
    "the_terrible_experiment": "base:arkham/miskatonic_u_streets",
}


def actions(g: Game, inv: Any) -> list[tuple[str, str]]:
    key = _short(g)
    pool = _pool(g) if key is not None else None
    if pool is not None:
        if inv.where != pool["street"]:
            return []
        if isinstance(pool["pay"], str):
            if getattr(inv, pool["pay"]) >= 1:
                return [
                    (
                        "rumor:pool",
                        f"Pay 1 {pool['pay']} to take a {pool['token']} token off {g.content.mythos[g.state.rumor].name}",
                    )
                ]
            return []
        return pool_offers(g, inv, pool)
    if key is None or PASS_STREET.get(key) != inv.where:
        return []
    st = g.state
    if key == "disturbing_the_dead" and len(inv.gate_trophies) >= 2:
        return [("rumor:gates", "Discard 2 gate trophies to lay the dead to rest")]
    if key == "good_work_undone" and inv.clues:
        return [("rumor:clue", "Spend a Clue token to remove one from Good Work Undone")]
    if key == "the_great_ritual":
        need = 4 if C.players(g) >= 5 else 3
        spells = [c for c in inv.cards if C.card_def(g, c).deck == "spell"]
        if len(spells) >= need:
            return [("rumor:spells", f"Discard {C.count(need, 'Spell')} to break the Great Ritual")]
    if key == "the_southside_strangler_strikes" and inv.clues >= 5:
        return [("rumor:clues5", "Discard 5 Clue tokens to catch the Strangler")]
    if key == "the_stars_are_right":
        allies = [c for c in inv.cards if C.card_def(g, c).deck == "ally"]
        if allies:
            return [(f"rumor:ally:{a}", f"Give up {C.card_def(g, a).name} to set the stars wrong") for a in allies]
    if key == "the_terrible_experiment":
        on = sorted(m for m, p in st.monsters.items() if p == RUMOR_CARD)
        if on:
            return [(f"rumor:fight:{m}", f"Fight {C.name_of(g, m)} from The Terrible Experiment") for m in on]
    return []


def do_action(g: Game, inv: Any, ans: str) -> None:
    st = g.state
    parts = ans.split(":", 2)
    what = parts[1]
    if what == "pool":
        pool = _pool(g)
        assert pool is not None
        name = g.content.mythos[st.rumor].name
        if len(parts) > 2:  # a way of the pool's list: things discarded
            off = pay_way(g, inv, pool, parts[2])
        else:
            C.pay(g, inv, pool["pay"], 1, name)
            off = 1
        st.rumor_data["tokens"] = max(0, st.rumor_data["tokens"] - off)
        g.log(
            f"{C.inv_name(g, inv)} takes {C.count(off, pool['token'] + ' token')} off {name} ({st.rumor_data['tokens']} left)",
            "rumor text",
        )
        if st.rumor_data["tokens"] <= 0:
            end_rumor(g, True)
            for i in reversed(C.in_order(g)):
                if not i.eliminated:
                    g.push("fx", who=i.seat, seat=i.seat, ops=pool["pass"], i=0, ctx={})
        else:
            g.push("arkham.inv", who=inv.seat)  # may pay more, one at a time
        if isinstance(pool["pay"], str):
            C.check_out(g, inv)  # the last point of Sanity or Stamina paid knocks him out
        return
    if what == "gates":
        for _ in range(2):
            gm = inv.gate_trophies.pop(0)
            st.gate_pile.append(gm)
        g.log(f"{C.inv_name(g, inv)} discards 2 gate trophies", "rumor text")
        end_rumor(g, True)
        for i in C.in_order(g):
            g.push("draw", who=i.seat, seat=i.seat, deck="spell", n=1, why="Disturbing the Dead foiled")
    elif what == "clue":
        inv.clues -= 1
        st.rumor_data["tokens"] -= 1
        g.log(
            f"{C.inv_name(g, inv)} removes a Clue token from Good Work Undone ({st.rumor_data['tokens']} left)",
            "rumor text",
        )
        if st.rumor_data["tokens"] <= 0:
            end_rumor(g, True)
            for i in C.in_order(g):
                g.push("draw", who=i.seat, seat=i.seat, deck="unique", n=1, why="Good Work Undone foiled")
        elif inv.clues:
            g.push("arkham.inv", who=inv.seat)  # may spend more, one at a time
    elif what == "spells":
        need = 4 if C.players(g) >= 5 else 3
        spells = [c for c in inv.cards if C.card_def(g, c).deck == "spell"][:need]
        for c in spells:
            C.discard_card(g, inv, c, "The Great Ritual")
        end_rumor(g, True)
        for i in st.investigators:
            if not i.eliminated:
                C.gain(g, i, "clues", 2, "The Great Ritual foiled")
    elif what == "clues5":
        C.pay(g, inv, "clues", 5, "The Southside Strangler")
        end_rumor(g, True)
        for i in st.investigators:
            if not i.eliminated:
                C.gain(g, i, "money", 5, "police reward")
    elif what == "ally":
        C.discard_card(g, inv, parts[2], "The Stars Are Right (a cost: no benefit, FAQ)")
        end_rumor(g, True)
        for i in C.in_order(g):
            g.push("draw", who=i.seat, seat=i.seat, deck="common", n=2, why="The Stars Are Right foiled")
    elif what == "fight":
        m = parts[2]
        st.monsters[m] = C.ENCOUNTER
        g.push("rumor.fight", who=inv.seat, monster=m)
    else:  # pragma: no cover - options come from actions()
        raise ValueError(ans)


# ----------------------------------------------------- a pool's ways of paying
def _matches(g: Game, card: str, thing: str) -> bool:
    d = C.card_def(g, card)
    return C.base_id(card) == thing if ":" in thing else d.deck == thing


def _way_sets(g: Game, inv: Any, way: dict[str, Any]) -> list[list[str]]:
    """Every set of his things that pays this way (one thing for each entry of ``discard``)."""
    sets: list[list[str]] = [[]]
    for thing in way["discard"]:
        pool = list(inv.monster_trophies) if thing == "trophy" else [c for c in inv.cards if _matches(g, c, thing)]
        sets = [s + [x] for s in sets for x in pool if x not in s]
    seen: set[tuple[str, ...]] = set()
    out = []
    for s in sets:
        key = tuple(sorted(s))
        if key not in seen:
            seen.add(key)
            out.append(s)
    return out


def _way_tokens(g: Game, way: dict[str, Any], things: list[str]) -> int:
    n = way["tokens"]
    if n == "all":
        return g.state.rumor_data["tokens"]
    if n == "toughness":
        return sum(C.toughness(g, m) for m in things)  # a way of trophies only
    return int(n)


def pool_offers(g: Game, inv: Any, pool: dict[str, Any]) -> list[tuple[str, str]]:
    name = g.content.mythos[g.state.rumor].name
    opts = []
    for k, way in enumerate(pool["pay"]):
        for things in _way_sets(g, inv, way):
            n = _way_tokens(g, way, things)
            told = " and ".join(C.name_of(g, t) + (" trophy" if t in inv.monster_trophies else "") for t in things)
            token = pool["token"] + " token"
            many = f"every {token}" if way["tokens"] == "all" else C.count(n, token)
            opts.append(
                (
                    f"rumor:pool:{k}:{','.join(things)}",
                    f"Discard {told} to take {many} off {name}",
                )
            )
    return opts


def pay_way(g: Game, inv: Any, pool: dict[str, Any], ans: str) -> int:
    k, _, told = ans.partition(":")
    way = pool["pay"][int(k)]
    things = told.split(",")
    n = _way_tokens(g, way, things)
    name = g.content.mythos[g.state.rumor].name
    for t in things:
        if t in inv.monster_trophies:
            inv.monster_trophies.remove(t)
            C.to_cup(g, t)
            g.log(f"{C.inv_name(g, inv)} discards the {C.name_of(g, t)} trophy ({name})", "rumor text")
        else:
            C.discard_card(g, inv, t, name)
    return n


from arkham.engine import step  # noqa: E402


@step("rumor.fight")
def rumor_fight(g: Game, fr: dict[str, Any]) -> None:
    """Fight a monster of The Terrible Experiment; undefeated, it goes back on the card."""
    st = g.state
    inv = st.investigators[fr["who"]]
    m = fr["monster"]
    if "ret" not in fr:
        g.push("combat", who=inv.seat, monster=m, enc_monster=None, after_evade=False)
        return None
    outcome = fr.pop("ret")
    g.pop(fr)
    if outcome != "defeated" and st.monsters.get(m) == C.ENCOUNTER:
        st.monsters[m] = RUMOR_CARD
    if st.rumor and _short(g) == "the_terrible_experiment" and not any(p == RUMOR_CARD for p in st.monsters.values()):
        end_rumor(g, True)
        for i in C.in_order(g):
            g.push("draw", who=i.seat, seat=i.seat, deck="skill", n=1, why="The Terrible Experiment foiled")
    return None
