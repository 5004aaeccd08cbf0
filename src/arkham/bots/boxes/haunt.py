"""How the heuristic bot plays Haunt of the Watchers: a plan for the choices Haunt
adds (allocations, phases, moves toward rituals and clues, activities, encounters,
Doom against Terror), registered as the rule set's plan (:mod:`arkham.bots.boxes`).
Kinds it has no plan for go back to the shared heuristics."""

from __future__ import annotations

import random
from typing import Any, Callable

from arkham.bots.boxes import BotBox, register
from arkham.rules.classic import core as C
from arkham.rules.classic.movement import distances
from arkham.rules.haunt import data as D
from arkham.rules.haunt import goals as G
from arkham.rules.haunt import skills as SK
from arkham.rules.haunt.activities import SEAL_CLUES, gate_symbol_at, trophies_for
from arkham.rules.haunt.monster_acts import able
from arkham.rules.haunt.tracks import TERROR_TRACK, doom_track
from arkham.state import SKY

CITY_PHASES_PER_DAY = 2  # City phases each investigator starts per day (Speed stops are scarce)
OTHER_WORLD_PHASES_PER_DAY = 8  # they cost no Speed and wake no monster: a cap only so a day ends
DOOM_MARGIN = 6  # empty Doom spaces kept when a day begins, so a ritual never wakes the Ancient One
RITUAL_DOOM_MARGIN = 6  # and when a ritual is paid for: fewer may draw the Ancient One into it
BANISH_MIN = 1.5  # threat a banishing must send away to be worth its Clue token
PRIMED_MIN = 2.0  # primed threat (a Terror per clue counts two) that is worth a clue to banish
BANISH_TAKES = 2  # primed monsters one banishing is counted on to send away (a success each)
HOT_ODDS = 0.5  # expected hits per Toughness to meet a monster about to act
HOT_HEALTH = 2  # Sanity and Stamina above which it is met
FIGHT_ODDS = 1.5  # expected hits per Toughness needed to stay and fight after winning the initiative
HURT = 0.5  # share of its maximum below which Sanity or Stamina is worth a visit to be healed
SHOP_MONEY = 3  # money that makes a shop worth its Investigate
WEAPONS_WANTED = 2  # weapons bought until this many are held
DISSECTION_TOUGHNESS = 5  # the Science Building's price in monster trophies for two Clue tokens


def choose(g: Any, p: dict[str, Any], ids: list[str], rng: random.Random) -> str | None:
    fn = PLANS.get(p.get("kind") or "")
    return fn(g, p, ids, rng) if fn else None


def inv_of(g: Any, p: dict[str, Any]) -> Any:
    invs = g.state.investigators
    return invs[p["who"]] if 0 <= p["who"] < len(invs) else invs[0]


# --------------------------------------------------------------- tracks
def doom(g: Any, p: dict[str, Any], ids: list[str], rng: random.Random) -> str | None:
    """A new day: Doom while it fits (Terror is the track that ends the game). A ritual:
    Doom while six spaces stay empty (no Ancient One stirs), else Terror while it is low."""
    st = g.state
    n = int(p["prompt"].split("place ")[1].split(" ")[0]) if "place " in p["prompt"] else 2
    margin = RITUAL_DOOM_MARGIN if "ritual" in p["prompt"] else DOOM_MARGIN
    if "doom" in ids and doom_track(g) - (st.doom + n) >= margin:
        return "doom"
    if "terror" in ids and st.terror + (n + 1) // 2 <= TERROR_TRACK - 3:
        return "terror"
    return "doom" if "doom" in ids else "terror"


# --------------------------------------------------------------- the day
def wants_city(g: Any, inv: Any) -> bool:
    """A ritual within reach, or primed monsters it can stop, is always worth a City
    phase; other goals only while this day's City phases for the investigator stay under
    the cap."""
    goal = target(g, inv)
    if goal is None:
        return False
    if (ritual_here(g, inv, goal) or stop_spot(g, inv) == goal) and distances(g, inv.where).get(goal, 99) <= speed_now(
        g, inv
    ):
        return True
    if distances(g, inv.where).get(goal, 99) > speed_now(g, inv):
        return False  # a phase spent on the way moves every monster and reaches nothing
    a = SK.alloc(g, inv)
    used = sum(1 for pair, _ in a["covered"] if pair == 0)
    return used < CITY_PHASES_PER_DAY + max(0, 4 - len(a["covered"]) - 2)


def phases_today(g: Any, inv: Any) -> int:
    """Other World phases this investigator has started today (read from the log)."""
    name = C.inv_name(g, inv)
    n = 0
    for entry in reversed(g.state.log):
        text = entry[1]
        if text.startswith("Day ") and text.endswith(" begins"):
            break
        if text.startswith(f"{name} starts an Other World phase"):
            n += 1
    return n


def richer(inv: Any, other: Any) -> bool:
    """Clues flow one way only, toward the investigator holding more (the lower seat on
    a tie), so handing them over can never go round in a circle."""
    return (other.clues, -other.seat) > (inv.clues, -inv.seat)


def pool_gift(g: Any, inv: Any, ids: list[str]) -> str | None:
    """Give a clue to a richer investigator here: five in one hand seal a gate, five
    spread over three hands seal nothing."""
    best = None
    for oid in ids:
        if oid.startswith("clue:"):
            other = g.state.investigators[int(oid[5:])]
            if richer(inv, other) and (best is None or richer(best[0], other)):
                best = (other, oid)
    return best[1] if best else None


def assets(g: Any, p: dict[str, Any], ids: list[str], rng: random.Random) -> str | None:
    return pool_gift(g, inv_of(g, p), ids) or "done"


def day(g: Any, p: dict[str, Any], ids: list[str], rng: random.Random) -> str | None:
    for oid in ids:
        if oid.startswith("assets:"):
            giver = g.state.investigators[int(oid.partition(":")[2])]
            if giver.clues and any(
                richer(giver, o) for o in D.investigators_at(g, giver.where) if o.seat != giver.seat
            ):
                return oid
    for oid in ids:
        if oid.startswith("otherworld:"):
            if phases_today(g, g.state.investigators[int(oid.partition(":")[2])]) < OTHER_WORLD_PHASES_PER_DAY:
                return oid
    best = None
    for oid in ids:
        inv = g.state.investigators[int(oid.partition(":")[2])] if oid.startswith("city:") else None
        if inv is not None and wants_city(g, inv):
            key = urgency(g, inv)
            if best is None or key > best[0]:
                best = (key, oid)
    return best[1] if best else "end"


def urgency(g: Any, inv: Any) -> int:
    """Who goes first: a ritual within reach, then stopping a monster about to act (every
    primed monster acts at the end of whichever City phase comes next), then the rest."""
    goal = target(g, inv)
    if goal is None:
        return 0
    reach = max(speed_now(g, inv), 1)
    if distances(g, inv.where).get(goal, 99) > reach:
        return 1
    if stop_spot(g, inv) == goal:
        return 5
    if ritual_here(g, inv, goal):
        return 4
    if ability_use(g, inv, goal, HURT) == "heal":
        return 3
    if banish_worth(g, goal) > 0 and inv.clues:
        return 3
    if any(imminent(g, m) >= 0.8 for m in D.monsters_at(g, goal)):
        return 3
    return 2


# ------------------------------------------------------------ movement
def ritual_here(g: Any, inv: Any, area: str) -> str | None:
    if area not in D.face_up_gates(g):
        return None
    symbol = gate_symbol_at(g, area)
    if D.on_grey(g, symbol) and inv.clues >= SEAL_CLUES:
        return "seal"
    if D.on_black(g, symbol) and trophies_for(g, inv, symbol):
        return "close"
    return None


def threat(g: Any, m: str) -> float:
    """What a city monster is about to do to the tracks: its clues, if its symbol is on a
    Mythos card (it is then bound for an activity), weighed up when it stands where it
    would raise the Terror level (or summon) at the end of the next City phase."""
    n = D.mclues(g, m)
    symbol = D.monster_symbol(g, m)
    if not n or not D.displayed(g, symbol):
        return 0.0
    act = D.activity_at(g, g.state.monsters[m], symbol)
    return n * (2.0 if act == "terror" else 1.5 if act == "summon" else 1.0)


def imminent(g: Any, m: str) -> float:
    """How soon a monster's clues turn into Terror or summoned monsters: it acts at the end
    of the next City phase where it stands at a Mythos location of its symbol, or after a
    move that can reach one; a monster bound elsewhere counts for less."""
    n = D.mclues(g, m)
    if not n:
        return 0.0
    kind, spots = G.goal(g, m)
    if kind != "act" or not spots:
        return 0.0
    symbol = D.monster_symbol(g, m)
    where = g.state.monsters[m]
    if where in spots:
        return n * (2.0 if D.activity_at(g, where, symbol) == "terror" else 1.0)
    how = C.monster_moves(g, m)
    if how == "flying":
        near = where == SKY
    else:
        d = G.distances(g, where) if where != SKY else {}
        near = any(d.get(a, 99) <= (2 if how == "fast" else 1) for a in spots)
    return n * (0.8 if near else 0.3)


def primed(g: Any) -> dict[str, float]:
    """The monsters that will act at the end of the next City phase, whoever starts it
    (clues, at a Mythos location of their symbol; most are primed by the Upkeep), and
    what each act costs: Terror per clue counts double."""
    out = {}
    for m in able(g):
        act = D.activity_at(g, g.state.monsters[m], D.monster_symbol(g, m))
        out[m] = D.mclues(g, m) * (2.0 if act == "terror" else 1.0)
    return out


def stops(g: Any, inv: Any) -> dict[str, float]:
    """Where this investigator, in a City phase started now, could stop primed monsters
    before they act, and what that is worth: a face-up gate in reach whose banishing
    (one clue) takes primed monsters of its symbol, or a primed monster's area where
    the encounter comes before the monsters act."""
    hot = primed(g)
    if not hot or not D.in_city(g, inv):
        return {}
    reach = max(speed_now(g, inv), 1)
    dist = distances(g, inv.where)
    out: dict[str, float] = {}
    if inv.clues >= 1:
        for a in D.face_up_gates(g):
            if dist.get(a, 99) <= reach:
                symbol = gate_symbol_at(g, a)
                worth = sorted((v for m, v in hot.items() if D.monster_symbol(g, m) == symbol), reverse=True)
                if sum(worth[:BANISH_TAKES]) >= PRIMED_MIN:
                    out[a] = sum(worth[:BANISH_TAKES])
    if min(inv.sanity, inv.stamina) > HOT_HEALTH:
        for m, v in hot.items():
            a = g.state.monsters[m]
            if dist.get(a, 99) > reach:
                continue
            p = odds(g, inv, m)
            if p >= HOT_ODDS and survives(g, inv, m):
                out[a] = max(out.get(a, 0.0), v * min(1.0, p))
    return out


def stop_spot(g: Any, inv: Any) -> str | None:
    """The place where a City phase of his stops the most primed threat, if any."""
    spots = stops(g, inv)
    if not spots:
        return None
    dist = distances(g, inv.where)
    return max(spots, key=lambda a: (spots[a], -dist.get(a, 99), a))


def banish_worth(g: Any, area: str) -> float:
    """The threat a banishing at this face-up gate could send away (monsters of its symbol)."""
    if area not in D.face_up_gates(g):
        return 0.0
    symbol = gate_symbol_at(g, area)
    return sum(threat(g, m) for m in D.city_monsters(g) if D.monster_symbol(g, m) == symbol)


def danger(g: Any, area: str) -> int:
    """Hunting monsters (their goals are read from the Mythos cards, as the players read
    them) that stand in the area or could reach it in the next monster movement: one
    location for most, two for fast ones, anywhere from the Sky for fliers."""
    n = 0
    for m in D.city_monsters(g):
        where = g.state.monsters[m]
        if where == area:
            n += 2
            continue
        if G.goal(g, m)[0] != "hunt":
            continue
        how = C.monster_moves(g, m)
        if how == "flying":
            n += where == SKY
        elif where != SKY and G.distances(g, where).get(area, 99) <= (2 if how == "fast" else 1):
            n += 1
    return n


def target(g: Any, inv: Any) -> str | None:
    """Where to go: a gate it can seal or close, else clues on the board, else a
    face-down gate to reveal when its Focus is good; None when nothing is worth a move."""
    if not D.in_city(g, inv):
        return None
    dist = distances(g, inv.where)
    spot = stop_spot(g, inv)
    if spot is not None:
        return spot  # primed monsters act at the end of this phase: stop them first
    rituals = [a for a in D.face_up_gates(g) if ritual_here(g, inv, a)]
    if rituals:
        return min(rituals, key=lambda a: dist.get(a, 99))
    care = care_in_reach(g, inv)
    if care is not None:
        return care
    if inv.clues >= 1:
        reach = max(speed_now(g, inv), 1)
        banish = [a for a in D.face_up_gates(g) if dist.get(a, 99) <= reach and banish_worth(g, a) > 0]
        if banish:
            return max(banish, key=lambda a: (banish_worth(g, a), -dist.get(a, 99)))
    if min(inv.sanity, inv.stamina) > HOT_HEALTH:
        # a monster about to act: standing with it stops its move, and a fight takes its clues
        reach = max(speed_now(g, inv), 1)
        hot = [
            m
            for m in D.city_monsters(g)
            if g.state.monsters[m] in g.content.areas
            and imminent(g, m) >= 0.8
            and dist.get(g.state.monsters[m], 99) <= reach
            and odds(g, inv, m) >= HOT_ODDS
        ]
        if hot:
            m = max(hot, key=lambda m: (imminent(g, m), -dist.get(g.state.monsters[m], 99)))
            return g.state.monsters[m]
    if inv.clues and any(D.on_grey(g, gate_symbol_at(g, a)) for a in D.face_up_gates(g)):
        # a richer investigator whose clues and these would pay for a seal: meet him
        reach = max(speed_now(g, inv), 1)
        mates = [
            o
            for o in D.city_investigators(g)
            if o.seat != inv.seat
            and richer(inv, o)
            and o.clues + inv.clues >= SEAL_CLUES
            and dist.get(o.where, 99) <= reach
        ]
        if mates:
            return min((o.where for o in mates), key=lambda a: dist.get(a, 99))
    reach = max(speed_now(g, inv), 1)
    labs = [a for a in g.content.areas if ability_use(g, inv, a) == "clues" and dist.get(a, 99) <= reach]
    if labs:
        return labs[0]
    clues = [a for a, n in g.state.clues_on.items() if n and C.is_location(g, a)]
    if clues:
        return min(clues, key=lambda a: (dist.get(a, 99) + 2 * danger(g, a), a))
    # a monster about to raise the Terror level or summon: meet it while strong enough
    if min(inv.sanity, inv.stamina) > 3:
        carriers = [
            m
            for m in D.city_monsters(g)
            if D.mclues(g, m) and g.state.monsters[m] in g.content.areas and odds(g, inv, m) >= 1
        ]
        if carriers:
            return min((g.state.monsters[m] for m in carriers), key=lambda a: dist.get(a, 99))
    if inv.clues < SEAL_CLUES:
        locs = [a for a in g.content.areas if C.is_location(g, a) and not D.monsters_at(g, a)]
        return min(
            locs, key=lambda a: (dist.get(a, 99) + 2 * danger(g, a) - 2 * (ability_use(g, inv, a) is not None), a)
        )
    return None


# ------------------------------------------------- location abilities (ruling 32)
def hurt(g: Any, inv: Any, stat: str, share: float = HURT) -> bool:
    cap = C.max_sanity(g, inv) if stat == "sanity" else C.max_stamina(g, inv)
    return getattr(inv, stat) < cap and getattr(inv, stat) <= cap * share


def ability_use(g: Any, inv: Any, area: str, share: float = 1.0) -> str | None:
    """What the location's special ability would do for the investigator now: heal what
    is below ``share`` of its maximum, or arm him at a shop."""
    key = g.content.areas[area].special if area in g.content.areas else None
    if key == "medical_care" and hurt(g, inv, "stamina", share):
        return "heal"
    if key == "psychiatric_care" and hurt(g, inv, "sanity", share):
        return "heal"
    if key in ("shop_common", "shop_unique") and inv.money >= SHOP_MONEY and weapons(g, inv) < WEAPONS_WANTED:
        return "shop"
    if key == "dissection" and spare_toughness(g, inv) >= DISSECTION_TOUGHNESS and inv.clues < SEAL_CLUES:
        return "clues"
    return None


def spare(g: Any, m: str) -> bool:
    """A monster trophy no gate can use: the crescent is the Outskirts' symbol, on no gate."""
    return D.monster_symbol(g, m) == "crescent"


def spare_toughness(g: Any, inv: Any) -> int:
    return sum(C.toughness(g, m) for m in inv.monster_trophies if spare(g, m))


def weapons(g: Any, inv: Any) -> int:
    return sum(
        1 for c in inv.cards if C.card_def(g, c).data.get("combat_bonus", 0) and C.card_def(g, c).deck != "spell"
    )


def care_in_reach(g: Any, inv: Any) -> str | None:
    """Hospital or Asylum when Sanity or Stamina is at half or less and it can be reached
    this phase: an investigator removed from play takes his clues and trophies with him."""
    reach = max(speed_now(g, inv), 1)
    dist = distances(g, inv.where)
    spots = [a for a in g.content.areas if ability_use(g, inv, a, HURT) == "heal" and dist.get(a, 99) <= reach]
    return min(spots, key=lambda a: (dist.get(a, 99) + 2 * danger(g, a), a)) if spots else None


def at_location(g: Any, p: dict[str, Any], ids: list[str], rng: random.Random) -> str | None:
    """Instead of the Location card: care when hurt (all of it when it can be paid for),
    a shop when armed too lightly; else the card."""
    inv = inv_of(g, p)
    care = [o for o in ids if o.startswith(("special:medical_care:", "special:psychiatric_care:"))]
    full = [o for o in care if o.endswith(":full")]
    if full:
        return full[0]
    one = [o for o in care if o.endswith(":1")]
    if one:
        return one[0]
    use = ability_use(g, inv, inv.where)
    if use == "shop":
        shop = [o for o in ids if o.startswith("special:shop_")]
        if shop:
            return shop[0]
    if use == "clues" and f"special:dissection:{DISSECTION_TOUGHNESS}:0" in ids:
        return f"special:dissection:{DISSECTION_TOUGHNESS}:0"
    return "encounter" if "encounter" in ids else None


def trophy(g: Any, p: dict[str, Any], ids: list[str], rng: random.Random) -> str | None:
    """Trophies spent at a location: those no gate can use first, the toughest first."""
    spend = [o for o in ids if o.startswith("spend:")]
    if not spend:
        return None
    return max(spend, key=lambda o: (spare(g, o[6:]), C.toughness(g, o[6:])))


def buy(g: Any, p: dict[str, Any], ids: list[str], rng: random.Random) -> str | None:
    """The strongest weapon affordable while lightly armed; nothing else."""
    inv = inv_of(g, p)
    arms = [o for o in ids if o.startswith("buy:") and C.card_def(g, o[4:]).data.get("combat_bonus", 0)]
    if arms and weapons(g, inv) < WEAPONS_WANTED:
        return max(arms, key=lambda o: C.card_def(g, o[4:]).data.get("combat_bonus", 0))
    return "done" if "done" in ids else None


def speed_now(g: Any, inv: Any) -> int:
    """The movement a City phase started now would give: the best free Speed stop (or
    the one allocated for this phase)."""
    d = g.content.investigators[inv.id]
    have = SK.allocated_value(g, inv, "speed")
    free = [d.speed[k] for k in SK.free_stops(g, inv, 0)]
    return max([have or 0] + free)


def move(g: Any, p: dict[str, Any], ids: list[str], rng: random.Random) -> str | None:
    inv = inv_of(g, p)
    gift = pool_gift(g, inv, ids)
    if gift:
        return gift
    goal = target(g, inv)
    if goal is None or goal == inv.where:
        return "stop"
    here = distances(g, goal).get(inv.where, 99)
    last = g.state.stack[-1].get("pts", 2) <= 1
    best = None
    for oid in ids:
        if oid.startswith("to:"):
            # closer to the goal, and (before arriving) not into a monster's area; the
            # last step ends the move, so it avoids where hunters can strike
            d = distances(g, goal).get(oid[3:], 99)
            key = (d > 0 and bool(D.monsters_at(g, oid[3:])), danger(g, oid[3:]) if last and d > 0 else 0, d)
            if d < here and (best is None or key < best[0]):
                best = (key, oid)
    if best and last and best[0][1] > danger(g, inv.where):
        return "stop"  # short of the goal either way: wait where it is safer
    return best[1] if best else "stop"


# ---------------------------------------------------------- allocations
def allocate(g: Any, p: dict[str, Any], ids: list[str], rng: random.Random) -> str | None:
    """The best stop for the check (the last 'alloc' offered is the highest), the highest
    Speed to start a City phase."""
    stops = [o for o in ids if o.startswith(("alloc:", "stop:"))]
    if not stops:
        return None
    inv = inv_of(g, p)
    d = g.content.investigators[inv.id]
    if stops[0].startswith("stop:"):
        return speed_stop(g, inv, stops)
    skill = g.state.stack[-1].get("skill") if g.state.stack else None
    if skill not in SK.PAIR_OF:
        return stops[-1]
    # the stop with the highest value of the skill checked (a pair's two skills run opposite ways)
    return max(stops, key=lambda o: (getattr(d, skill)[int(o[6:])], -int(o[6:])))


def speed_stop(g: Any, inv: Any, stops: list[str]) -> str:
    """The Speed bonus that starts a City phase: the lowest that still reaches a ritual
    within reach (the higher ones are kept for later phases), else the highest."""
    d = g.content.investigators[inv.id]
    goal = target(g, inv)
    if goal is not None and ritual_here(g, inv, goal):
        need = distances(g, inv.where).get(goal, 99)
        enough = [o for o in stops if d.speed[int(o[5:])] >= need]
        if enough:
            return min(enough, key=lambda o: (d.speed[int(o[5:])], -d.sneak[int(o[5:])]))
    return max(stops, key=lambda o: d.speed[int(o[5:])])


def markers(g: Any, p: dict[str, Any], ids: list[str], rng: random.Random) -> str | None:
    """Upkeep XII: free the Speed stops first (each starts a City phase), the fastest
    first; then Fight / Will, then Lore / Luck."""
    inv = inv_of(g, p)
    d = g.content.investigators[inv.id]

    def key(o: str) -> tuple[int, int]:
        pair, _, stop = o.partition(":")
        k = int(stop)
        return (int(pair), d.speed[k] if pair == "0" else d.fight[k] if pair == "1" else 0)

    stops = [o for o in ids if ":" in o]
    return min(stops, key=lambda o: (key(o)[0], -key(o)[1])) if stops else None


# ---------------------------------------------------------- activities
def activity(g: Any, p: dict[str, Any], ids: list[str], rng: random.Random) -> str | None:
    """A ritual first; a banishing when it sends away a primed monster (or enough threat
    for its clue); no Location encounter when one more blow could remove him."""
    inv = inv_of(g, p)
    frail = min(inv.sanity, inv.stamina) <= 2
    stops_primed = (
        inv.where in D.face_up_gates(g)
        and sum(v for m, v in primed(g).items() if D.monster_symbol(g, m) == gate_symbol_at(g, inv.where)) >= PRIMED_MIN
    )
    for choice in ("seal", "close", "banish", "investigate"):
        if choice == "banish" and banish_worth(g, inv.where) <= BANISH_MIN and not stops_primed:
            continue  # a clue spent on monsters bound for no activity is a clue short of a seal
        if choice in ids and not (
            choice == "investigate"
            and frail
            and not g.state.clues_on.get(inv.where)
            and ability_use(g, inv, inv.where) is None
        ):
            return choice
    return "none"


# ---------------------------------------------------------- encounters
def fight_dice(g: Any, inv: Any, m: str) -> int:
    d = g.content.investigators[inv.id]
    best = max(d.fight[k] for k in SK.free_stops(g, inv, 1)) if SK.free_stops(g, inv, 1) else 0
    have = SK.allocated_value(g, inv, "fight") or 0
    weapons = sum(C.card_def(g, c).data.get("combat_bonus", 0) for c in inv.cards if C.card_def(g, c).deck != "spell")
    return max(best, have) + (C.monster_stat(g, m, "combat") or 0) + min(weapons, 6)


def odds(g: Any, inv: Any, m: str) -> float:
    return fight_dice(g, inv, m) / (3 * C.toughness(g, m))


def banish_pick(g: Any, p: dict[str, Any], ids: list[str], rng: random.Random) -> str | None:
    """The monster nearest to raising the Terror level goes first."""
    mons = [o for o in ids if o in g.state.monsters]
    if not mons:
        return "stop" if "stop" in ids else None
    hot = primed(g)
    return max(mons, key=lambda m: (hot.get(m, 0.0), threat(g, m), D.mclues(g, m), -ids.index(m)))


def survives(g: Any, inv: Any, m: str) -> bool:
    """One failed Horror check and one failed Fight check against it leave him standing."""
    return (
        inv.stamina > (C.monster_stat(g, m, "stamina_damage") or 0) + 1
        and inv.sanity > (C.monster_stat(g, m, "sanity_damage") or 0) + 1
    )


def escape(g: Any, p: dict[str, Any], ids: list[str], rng: random.Random) -> str | None:
    fr = g.state.stack[-1]
    invs, mons = D.investigators_at(g, fr["area"]), D.monsters_at(g, fr["area"]) if fr.get("area") else ([], [])
    if not invs or not mons:
        return "escape"
    best = max(odds(g, i, m) for i in invs for m in mons)
    healthy = min(min(i.stamina, i.sanity) for i in invs) > 3
    carrying = any(D.mclues(g, m) for m in mons)
    hot = max(imminent(g, m) for m in mons) >= 0.8
    sound = all(survives(g, i, m) for i in invs for m in mons)
    if hot and sound and best >= HOT_ODDS:
        return "fight"  # it would raise the Terror level at the end of the phase
    return "fight" if healthy and (best >= FIGHT_ODDS or (carrying and best >= FIGHT_ODDS - 0.5)) else "escape"


def engage(g: Any, p: dict[str, Any], ids: list[str], rng: random.Random) -> str | None:
    st = g.state

    def score(oid: str) -> float:
        seat, _, m = oid.partition("|")
        return odds(g, st.investigators[int(seat)], m) + (0.5 if D.mclues(g, m) else 0)

    return max((o for o in ids if "|" in o), key=score)


def combat(g: Any, p: dict[str, Any], ids: list[str], rng: random.Random) -> str | None:
    if "attack" not in ids:
        return None
    holds = [o for o in ids if o.startswith("hold:")]
    if holds:
        return max(holds, key=lambda o: C.card_def(g, o[5:]).data.get("combat_bonus", 0))
    inv = inv_of(g, p)
    casts = [o for o in ids if o.startswith("cast:") and sure_dice(g, inv, o[5:]) >= 2]
    if casts and inv.sanity > 2:
        return casts[0]
    return "attack"


def sure_dice(g: Any, inv: Any, card: str) -> int:
    """Dice of a Spell check with the Lore bonus allocated now, no clue spent."""
    return C.skill_value(g, inv, "lore", "spell") + (C.card_def(g, card).cast_mod or 0)


def evade(g: Any, p: dict[str, Any], ids: list[str], rng: random.Random) -> str | None:
    """The Evade check itself: a failed spell would be tried again and again."""
    return "roll" if "roll" in ids else None


def go_on(g: Any, p: dict[str, Any], ids: list[str], rng: random.Random) -> str | None:
    """Repeat the attacks only while the blow is likely to land; a new round offers the
    initiative again, and with it an escape (a monster whose attack does no harm would
    otherwise be fought for ever)."""
    inv = inv_of(g, p)
    fr = g.state.stack[-1]
    m = fr.get("target")
    likely = m is None or (odds(g, inv, m) >= 0.5 and survives(g, inv, m))
    return "again" if likely and inv.stamina > 2 and inv.sanity > 1 else "round"


def initiative(g: Any, p: dict[str, Any], ids: list[str], rng: random.Random) -> str | None:
    st = g.state
    return max(ids, key=lambda o: max(g.content.investigators[st.investigators[int(o[4:])].id].sneak))


def after_roll(g: Any, p: dict[str, Any], ids: list[str], rng: random.Random) -> str | None:
    """After a roll: Clue tokens are what rituals are paid with (five to seal a gate), so
    they are spent only to finish a ritual or a banishing, to survive a blow that would
    remove the investigator from play, or when more are held than a seal needs. A free
    re-roll comes before any Clue token; a check already passed is kept."""
    st = g.state
    fr = st.stack[-1]
    inv = inv_of(g, p)
    floor = C.success_floor(g, inv)
    succ = sum(1 for d in fr.get("dice", []) if d >= floor)
    if succ >= fr.get("diff", 1) or "accept" not in ids:
        return "accept" if "accept" in ids else None
    rerolls = [o for o in ids if o.startswith("reroll:")]
    if rerolls and len(fr.get("dice", [])) > succ:
        return rerolls[0]
    spend = "clue" if "clue" in ids else next((o for o in ids if o.startswith("asclue:")), None)
    if spend is None:
        return "accept"
    why = fr.get("why") or ""
    if why in ("completing the ritual", "banishing"):
        return spend
    parent = st.stack[-2] if len(st.stack) >= 2 else {}
    m = parent.get("target")
    if isinstance(m, str) and m in st.monsters:
        if fr.get("kind") == "horror" and inv.sanity <= (C.monster_stat(g, m, "sanity_damage") or 0):
            return spend
        if why.startswith("resisting") and inv.stamina <= (C.monster_stat(g, m, "stamina_damage") or 0):
            return spend
    return spend if inv.clues > SEAL_CLUES else "accept"


# ------------------------------------------------------- Ancient One, Other World
def lowest_die(g: Any, p: dict[str, Any], ids: list[str], rng: random.Random) -> str | None:
    nums = [o for o in ids if o.isdigit()]
    if nums:
        return min(nums, key=int)
    picks = [o for o in ids if o.startswith("pick:")]
    if picks:
        return min(picks, key=lambda o: int(o[5:]))
    return "escape" if "escape" in ids else None


def other_world(g: Any, p: dict[str, Any], ids: list[str], rng: random.Random) -> str | None:
    return "roll" if "roll" in ids else None


def lost(g: Any, p: dict[str, Any], ids: list[str], rng: random.Random) -> str | None:
    return "stay"


def new_investigator(g: Any, p: dict[str, Any], ids: list[str], rng: random.Random) -> str | None:
    """The newcomer in place of one removed: the sturdiest (most Sanity and Stamina), ties
    in the order offered."""
    invs = g.content.investigators
    return max(ids, key=lambda i: (invs[i].sanity + invs[i].stamina, -ids.index(i)))


def limit_discard(g: Any, p: dict[str, Any], ids: list[str], rng: random.Random) -> str | None:
    """Down to the starting limit of the one replaced: money first (it comes back with the
    first shopping), cards by the shared judgement of their worth."""
    return next((i for i in ids if i.startswith("money:")), None)


PLANS: dict[str, Callable[..., str | None]] = {
    "doom": doom,
    "day": day,
    "move": move,
    "allocate": allocate,
    "activity": activity,
    "escape": escape,
    "engage": engage,
    "combat": combat,
    "continue": go_on,
    "initiative": initiative,
    "ao_check": lowest_die,
    "ao_escape": lowest_die,
    "other_world": other_world,
    "lost": lost,
    "evade": evade,
    "check": after_roll,
    "banish": banish_pick,
    "assets": assets,
    "markers": markers,
    "encounter": at_location,
    "buy": buy,
    "trophy": trophy,
    "new_investigator": new_investigator,
    "discard": limit_discard,
}


BOX = register(BotBox("haunt", rulesets={"haunt": choose}))
