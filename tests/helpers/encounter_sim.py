"""An independent evaluator for simple encounters, used by the generated encounter tests.

For an op list it lists every outcome path (each check passed or failed, each roll
face range, each choice and optional step taken or not) and, for each, the dice to
rig, the answers to give and the state the card says should result. It knows the
cards, not the engine: it shares no code with arkham.rules.

``scenarios(ops, world)`` returns None when the entry uses something it does not
model (rules, monsters, gates, trips elsewhere...): those have hand-made tests.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from arkham.testing import finished, quiet_game

INVESTIGATOR = "base:jenny_barnes"
MAPS = "base:map_of_arkham"
EXTRA_MAX = 6  # maxima raised so that gains and losses show without knock-outs
START = {"sanity": 9, "stamina": 8, "money": 10, "clues": 6}  # clues buy the dice a pass needs
ROLL_VALUE = 3  # the die shown when an amount is "roll"

MODELLED = {
    "gain",
    "lose",
    "pay",
    "restore",
    "max",
    "check",
    "chart",
    "roll",
    "draw",
    "take",
    "search",
    "special",
    "lose_special",
    "discard",
    "delayed",
    "stay_in_world",
    "lose_turn",
    "to_street",
    "move_to",
    "arrested",
    "lost",
    "return_to_arkham",
    "terror",
    "doom",
    "clue_here",
    "may",
    "choose",
    "if",
    "trophy",
    "devoured",
    "monster_appears",
    "buy",
}
MONSTER = "base:zombie"  # the monster rigged to appear; the investigator evades it


class Unmodelled(Exception):
    pass


class Stop(Exception):
    """The path ends here (arrested, lost: the investigator's activity ends)."""


@dataclass
class Path:
    dice: list[int] = field(default_factory=list)
    answers: list[str] = field(default_factory=list)
    s: dict[str, Any] = field(default_factory=dict)  # expected state
    ko: bool = False
    monsters: list[str] = field(default_factory=list)
    label: list[str] = field(default_factory=list)


def setup(world: str | None, area: str | None, seed: int = 0, packs: tuple[str, ...] = ("base",)) -> Any:
    """A quiet game with Jenny Barnes at the area (or in the world's first area, a gate to it open)."""
    from arkham.rules.classic import core as C
    from arkham.testing import give, open_gate, put

    g = quiet_game([INVESTIGATOR], ancient_one="base:azathoth", seed=seed, packs=packs)
    inv = g.state.investigators[0]
    for c in list(inv.cards):
        C.discard_card(g, inv, c)
    give(g, 0, MAPS)
    give(g, 0, MAPS)
    inv.max_sanity_mod = inv.max_stamina_mod = EXTRA_MAX
    inv.sliders = [2, 1, 2]  # speed 2 sneak 2, fight 2 will 4, lore 3 luck 3
    for k, v in START.items():
        setattr(inv, k, v)
    g.state.log.clear()
    if world:
        gate_area = "base:arkham/woods"
        open_gate(g, gate_area, world)
        inv.where, inv.stage = world, 1
    else:
        put(g, 0, area)
    return g


def setup_at(at: str, seed: int = 0, packs: tuple[str, ...] = ("base",)) -> Any:
    """:func:`setup` at a location card's entry: ``area`` or ``area#variant``; the
    ``#inner_sanctum`` entry of the Silver Twilight Lodge is met by a member of the Lodge."""
    g = setup(None, at.partition("#")[0], seed=seed, packs=packs)
    if at.endswith("#inner_sanctum"):
        from arkham.testing import give

        give(g, 0, "base:silver_twilight_membership")
    return g


def snapshot(g: Any) -> dict[str, Any]:
    from arkham.rules.classic import core as C

    st = g.state
    inv = st.investigators[0]
    return {
        "sanity": inv.sanity,
        "stamina": inv.stamina,
        "money": inv.money,
        "clues": inv.clues,
        "max_sanity": C.max_sanity(g, inv),
        "max_stamina": C.max_stamina(g, inv),
        "cards": len(inv.cards),
        "specials": sorted(C.base_id(c) for c in inv.cards if C.card_def(g, c).deck == "special"),
        "items": sum(1 for c in inv.cards if C.card_def(g, c).deck in ("common", "unique", "spell")),
        "where": inv.where,
        "explored": inv.explored,
        "delayed": inv.delayed,
        "lose_turn": inv.lose_turn,
        "jailed": inv.jailed,
        "terror": st.terror,
        "doom": st.doom,
        "clues_on": dict(st.clues_on),
        "monster_trophies": len(inv.monster_trophies),
    }


class Sim:
    def __init__(self, g: Any, area: str | None):
        self.g = g
        self.c = g.content
        self.area = area
        self.inv = g.state.investigators[0]
        self.decks = {k: list(v) for k, v in g.state.decks.items()}
        self.held = [c for c in self.inv.cards]
        self.turn = g.state.turn

    # ------------------------------------------------------------ helpers
    def skill(self, name: str) -> int:
        from arkham.rules.classic.core import skill_value

        if name == "combat":  # a Combat check outside a fight: Fight, as a combat check
            return skill_value(self.g, self.inv, "fight", "combat")
        return skill_value(self.g, self.inv, name)

    def card_deck(self, cid: str) -> str:
        d = self.c.cards[cid]
        return d.deck if d.deck != "special" else cid

    def amount(self, p: Path, n: Any, ctx: dict[str, Any]) -> int:
        if isinstance(n, int):
            return n
        if n == "roll":
            p.dice.append(ROLL_VALUE)
            return ROLL_VALUE
        if n == "roll_2":
            p.dice += [3, 4]
            return 7
        if n == "successes":
            return ctx["succ"]
        if n == "all":
            return 10**6
        if n == "half_money":
            return p.s["money"] // 2
        if n == "half_money_up":
            return (p.s["money"] + 1) // 2
        raise Unmodelled(f"amount {n}")

    def cond(self, p: Path, cond: dict[str, Any] | None) -> bool:
        if not cond:
            return True
        if len(cond) > 1:  # several keys: each must hold
            return all(self.cond(p, {k: v}) for k, v in cond.items())
        ((k, v),) = cond.items()
        s = p.s
        if k == "not":
            return not self.cond(p, v)
        if k in ("money", "clues", "sanity", "stamina"):
            return s[k] >= v
        if k == "has_deck":
            return any(self.c.cards[c.partition("#")[0]].deck == v for c in s["hand"])
        if k in ("has_card", "special"):
            return any(c.partition("#")[0] == v for c in s["hand"])
        if k in ("monster_trophies", "gate_trophies", "toughness_total"):
            return v <= 0
        if k == "investigator":
            return v == INVESTIGATOR
        raise Unmodelled(f"condition {k}")

    # ------------------------------------------------------------ walking
    def run(self, ops: list[dict[str, Any]], p: Path, ctx: dict[str, Any]) -> list[Path]:
        """All paths through ``ops`` starting from path ``p``."""
        paths = [p]
        for o in ops:
            nxt: list[Path] = []
            for q in paths:
                if q.ko or q.s.get("stopped"):
                    nxt.append(q)
                    continue
                nxt += self.op(o, q, ctx)
            paths = nxt
        return paths

    def got(self, p: Path, c: str) -> None:
        """A card comes into the hand; a card's own "when gained" effect (Allies) applies."""
        p.s["hand"].append(c)
        extra = self.c.cards[c.partition("#")[0]].data.get("on_gain")
        if extra:
            paths = self.run(extra, p, {})
            if len(paths) != 1 or paths[0] is not p:
                raise Unmodelled("branching on_gain")

    def fork(self, p: Path, label: str) -> Path:
        q = copy.deepcopy(p)
        q.label.append(label)
        return q

    def op(self, o: dict[str, Any], p: Path, ctx: dict[str, Any]) -> list[Path]:
        name = o["op"]
        if name not in MODELLED:
            raise Unmodelled(name)
        s = p.s
        if name == "gain":
            n = self.amount(p, o["n"], ctx)
            w = o["what"]
            if w in ("sanity", "stamina"):
                s[w] = min(s["max_" + w], s[w] + n)
            else:
                s[w] += n
            return [p]
        if name == "lose":
            if "what" in o:
                n = self.amount(p, o["n"], ctx)
                w = o["what"]
                losses = {stat: n for stat in (("sanity", "stamina") if w == "both" else (w,))}
            else:  # a combined loss: both tracks drop together, then the knock-out is judged
                losses = {stat: self.amount(p, o[stat], ctx) for stat in ("sanity", "stamina") if stat in o}
            for stat, n in losses.items():
                s[stat] = max(0, s[stat] - n)
            if any(s[stat] == 0 for stat in losses if stat in ("sanity", "stamina")):
                p.ko = True
            return [p]
        if name == "pay":
            n = self.amount(p, o["n"], ctx)
            s[o["what"]] -= min(n, s[o["what"]])
            if o["what"] in ("sanity", "stamina") and s[o["what"]] == 0:
                p.ko = True
            return [p]
        if name == "restore":
            for stat in ("sanity", "stamina") if o["what"] == "both" else (o["what"],):
                s[stat] = s["max_" + stat]
            return [p]
        if name == "max":
            s["max_" + o["what"]] += o["n"]
            s[o["what"]] = min(s[o["what"]], s["max_" + o["what"]])
            return [p]
        if name == "check":
            count = max(0, self.skill(o["skill"]) + o.get("mod", 0))
            diff = o.get("diff", 1)
            out = []
            need = max(0, diff - count)  # Clue tokens spent, one die each
            if need <= s["clues"]:
                q = self.fork(p, f"pass {o['skill']}")
                q.dice += [6] * (count + need)
                q.answers += ["clue"] * need
                q.s["clues"] -= need
                out += self.run(o.get("pass", []), q, dict(ctx, succ=count + need))
            q = self.fork(p, f"fail {o['skill']}")
            q.dice += [1] * count
            out += self.run(o.get("fail", []), q, dict(ctx, succ=0))
            return out
        if name == "chart":
            count = max(0, self.skill(o["skill"]) + o.get("mod", 0))
            out = []
            for key, ops in o["results"].items():
                k = str(key)
                n = int(k.rstrip("+").partition("-")[0])
                need = max(0, n - count)
                if need > s["clues"]:
                    continue
                q = self.fork(p, f"chart {k}")
                q.dice += [6] * min(n, count) + [1] * (count - min(n, count)) + [6] * need
                q.answers += ["clue"] * need
                q.s["clues"] -= need
                out += self.run(ops, q, dict(ctx, succ=n))
            return out
        if name == "buy":
            deck = s["decks"][o["deck"]]
            n = len(deck) if o.get("n", 1) == "all" else o.get("n", 1)
            drawn = deck[:n]

            def price(c: str) -> int:
                base = self.c.cards[c.partition("#")[0]].price or 0
                way = o.get("price", "list")
                base = (
                    base + 1
                    if way == "list_plus_1"
                    else base + 2
                    if way == "list_plus_2"
                    else base - 1
                    if way == "list_minus_1"
                    else (base + 1) // 2
                    if way == "half"
                    else base
                )
                if isinstance(way, int):  # a flat price
                    base = way
                return max(0, base)

            afford = [c for c in drawn if price(c) <= s["money"]]
            if not afford:
                return [p]
            no = self.fork(p, "buy nothing")
            no.answers.append("done")
            yes = self.fork(p, "buy one")
            c = afford[0]
            yes.answers.append(f"buy:{c}")
            yes.s["money"] -= price(c)
            yes.s["decks"][o["deck"]].remove(c)
            self.got(yes, c)
            rest = [x for x in drawn if x != c and price(x) <= yes.s["money"]]
            if rest and not o.get("must") and o.get("max") != 1:
                yes.answers.append("done")
            return ([] if o.get("must") else [no]) + [yes]
        if name == "roll" and "per_failure" in o:
            raise Unmodelled("roll per_failure")
        if name == "roll" and "per_success" in o:
            ndice = o.get("n", 1)
            hit = self.fork(p, "dice succeed")
            hit.dice += [6] * ndice
            out: list[Path] = [hit]
            for _ in range(ndice):
                out = [r for q in out for r in self.run(o["per_success"], q, ctx)]
            miss = self.fork(p, "dice fail")
            miss.dice += [1] * ndice
            return out + [miss]
        if name == "roll":
            if "results" not in o:  # per_failure / no_success rolls: hand-made tests
                raise Unmodelled(name)
            ndice = o.get("n", 1)
            out = []
            for key, ops in o["results"].items():
                lo = int(str(key).partition("-")[0])
                if not ndice <= lo <= 6 * ndice:
                    continue
                faces, left = [], lo
                for i in range(ndice):
                    f = min(6, left - (ndice - i - 1))
                    faces.append(f)
                    left -= f
                q = self.fork(p, f"roll {key}")
                q.dice += faces
                out += self.run(ops, q, dict(ctx, roll=lo))
            return out
        if name == "draw":
            n = self.amount(p, o.get("n", 1), ctx) if o.get("n") != "all" else len(self.decks[o["deck"]])
            deck = s["decks"][o["deck"]]
            got = deck[:n]
            del deck[:n]
            keep = min(o.get("keep", n), len(got))
            for c in got[:keep]:
                self.got(p, c)
            deck += got[keep:]
            if keep < len(got):
                p.answers += ["first"] * keep
            return [p]
        if name == "take":
            cid = o["card"]
            deck = s["decks"].get(self.card_deck(cid), [])
            hit = next((c for c in deck if c.partition("#")[0] == cid), None)
            if hit is None:
                return self.run(o.get("else", []), p, ctx)
            deck.remove(hit)
            self.got(p, hit)
            return [p]
        if name == "search":
            deck = s["decks"][o["deck"]]
            for c in deck:
                d = self.c.cards[c.partition("#")[0]]
                if ("tag" in o and o["tag"] in d.tags) or ("card" in o and d.id == o["card"]):
                    deck.remove(c)
                    self.got(p, c)
                    return [p]
            return self.run(o.get("else", []), p, ctx)
        if name == "special":
            cid = o["card"]
            short = cid.partition(":")[2]
            if short in ("blessing", "curse"):
                other = cid.replace(short, "curse" if short == "blessing" else "blessing")
                mine = [c for c in s["hand"] if c.partition("#")[0] == other]
                if mine:
                    s["hand"].remove(mine[0])
                    return [p]
            if any(c.partition("#")[0] == cid for c in s["hand"]):
                return [p]
            deck = s["decks"].get(cid, [])
            if deck:
                s["hand"].append(deck.pop(0))
                if short == "bank_loan":
                    s["money"] += 10
            return [p]
        if name == "lose_special":
            s["hand"] = (
                [c for c in s["hand"] if c.partition("#")[0] != o["card"]]
                if any(c.partition("#")[0] == o["card"] for c in s["hand"])
                else s["hand"]
            )
            return [p]
        if name == "discard":
            kinds = {
                "item": ("common", "unique", "spell"),
                "spell": ("spell",),
                "common": ("common",),
                "unique": ("unique",),
                "ally": ("ally",),
                "skill": ("skill",),
            }
            if o["what"] not in kinds and o["what"] != "weapon":
                raise Unmodelled("discard " + o["what"])
            if o["what"] == "weapon":
                pool = [c for c in s["hand"] if "weapon" in self.c.cards[c.partition("#")[0]].tags]
            else:
                pool = [c for c in s["hand"] if self.c.cards[c.partition("#")[0]].deck in kinds[o["what"]]]
            n = o.get("n", 1)
            n = (
                len(pool)
                if n == "all"
                else len(pool) // 2
                if n == "half"
                else (len(pool) + 1) // 2
                if n == "half_up"
                else n
            )
            gone = pool[:n]
            if 0 < n < len(pool):
                p.answers += ["first"] * n
            for c in gone:
                s["hand"].remove(c)
            return [p]
        if name in ("delayed", "stay_in_world"):
            s["delayed"] = True
            return [p]
        if name == "lose_turn":
            s["lose_turn"] = self.turn + 1
            return [p]
        if name == "to_street":
            if s["where"] in self.c.areas:
                a = self.c.areas[s["where"]]
                s["where"] = a.id if a.kind == "street" else self.c.neighborhoods[a.neighborhood].street
                s["explored"] = False
            return [p]
        if name == "move_to":
            s["where"] = o["area"]
            s["explored"] = False
            return [p]
        if name == "arrested":
            s["money"] -= s["money"] // 2
            s.update(
                where="base:arkham/police_station",
                jailed=True,
                delayed=True,
                lose_turn=self.turn + 1,
                explored=False,
                stopped=True,
            )
            return [p]
        if name == "lost":
            # (whether being lost also costs the next turn is the status rules' business, not the card's)
            s.update(where="lost_in_time_and_space", delayed=True, explored=False, stopped=True, lose_turn=None)
            return [p]
        if name == "return_to_arkham":
            if s["where"] in self.c.worlds:
                s.update(where="base:arkham/woods", explored=True)
            return [p]
        if name == "terror":
            s["terror"] = min(10, s["terror"] + o["n"])
            return [p]
        if name == "doom":
            s["doom"] = max(0, s["doom"] + o["n"])
            return [p]
        if name == "clue_here":
            s["clues_on"][self.area] = s["clues_on"].get(self.area, 0) + o.get("n", 1)
            return [p]
        if name == "devoured":
            p.ko = True
            s["stopped"] = True
            return [p]
        if name == "monster_appears":
            from arkham.rules.classic.core import monster_stat, skill_value

            count = max(
                0, skill_value(self.g, self.inv, "sneak", "evade") + monster_stat(self.g, MONSTER + "#1", "awareness")
            )
            p.monsters.append(MONSTER)
            p.answers.append("evade")
            p.dice += [6] * count
            return [p]
        if name == "trophy":
            if o["kind"] != "monster":
                raise Unmodelled("gate trophy")
            s["monster_trophies"] += o.get("n", 1)
            return [p]
        if name == "may":
            if not self.cond(p, o.get("if")):
                return [p]
            yes = self.fork(p, "yes")
            yes.answers.append("yes")
            no = self.fork(p, "no")
            no.answers.append("no")
            return self.run(o["do"], yes, ctx) + [no]
        if name == "choose":
            ok = [i for i, opt in enumerate(o["options"]) if self.cond(p, opt.get("if"))]
            out = []
            for i in ok:
                q = self.fork(p, o["options"][i]["label"])
                q.answers.append(f"opt:{i}")
                out += self.run(o["options"][i].get("do", []), q, ctx)
            return out or [p]
        if name == "if":
            return self.run(o.get("then" if self.cond(p, o["cond"]) else "else", []), p, ctx)
        raise Unmodelled(name)  # pragma: no cover


def all_modelled(node: Any) -> bool:
    """Every op anywhere in the entry (reachable or not) is one the evaluator models."""
    if isinstance(node, dict):
        if "op" in node and node["op"] not in MODELLED:
            return False
        return all(all_modelled(v) for v in node.values())
    if isinstance(node, list):
        return all(all_modelled(v) for v in node)
    return True


def scenarios(g: Any, ops: list[dict[str, Any]], area: str | None) -> list[Path] | None:
    """Every outcome path of ``ops`` for the investigator of ``g``; None if not modelled."""
    if not all_modelled(ops):
        return None
    sim = Sim(g, area)
    start = Path()
    snap = snapshot(g)
    start.s = dict(snap, hand=list(sim.held), decks=copy.deepcopy(sim.decks))
    try:
        paths = sim.run(ops, start, {})
    except Unmodelled:
        return None
    for p in paths:
        p.s["cards"] = len(p.s["hand"])
        p.s["specials"] = sorted(
            c.partition("#")[0] for c in p.s["hand"] if g.content.cards[c.partition("#")[0]].deck == "special"
        )
        p.s["items"] = sum(
            1 for c in p.s["hand"] if g.content.cards[c.partition("#")[0]].deck in ("common", "unique", "spell")
        )
    return paths


def drive(g: Any, p: Path) -> None:
    """Answer the prompts of a running encounter along path ``p``."""
    answers = list(p.answers)
    for _ in range(200):
        if finished(g):
            return
        ch = g.choice
        if ch.kind == "check":
            g.apply(answers.pop(0) if answers and answers[0] == "clue" else "accept")
        elif ch.kind in ("may", "choose", "face", "buy") and answers and answers[0] != "first":
            g.apply(answers.pop(0))
        elif ch.kind in ("discard", "draw") and answers and answers[0] == "first":
            answers.pop(0)
            g.apply(ch.options[0].id)
        elif ch.kind == "avoid":
            g.apply("no")  # a Makeup Kit or Telescope the path drew is kept: the arrest or delay it models happens
        elif p.ko:
            g.apply(ch.options[0].id)  # a replacement investigator's set-up, or a knock-out's discards
        else:
            raise AssertionError(f"unexpected prompt ({ch.kind}): {ch.prompt} {[o.label for o in ch.options]}")
    raise AssertionError("the encounter did not finish")


def run_path(g: Any, step_name: str, p: Path, **params: Any) -> None:
    """Rig the path's dice and monsters, run the encounter step, answer along the path, compare."""
    from arkham.testing import rig, rig_monsters, run_step

    rig(g, *p.dice)
    rig_monsters(g, *p.monsters)
    run_step(g, step_name, who=0, **params)
    drive(g, p)
    assert not g.state.rig, f"path {p.label}: {len(g.state.rig)} rigged dice left unused {g.state.rig}"
    if p.ko:
        inv = g.state.investigators[0]
        assert inv.id != INVESTIGATOR or inv.out_turn == g.state.turn, f"path {p.label}: expected a knock-out"
        return
    compare(g, p)
    for m in p.monsters:
        assert all(pl != "encounter" for pl in g.state.monsters.values()), "an encounter monster was left over"


COMPARED = (
    "sanity",
    "stamina",
    "money",
    "clues",
    "cards",
    "specials",
    "where",
    "explored",
    "delayed",
    "jailed",
    "terror",
    "doom",
    "clues_on",
    "monster_trophies",
)


def compare(g: Any, p: Path) -> None:
    got = snapshot(g)
    want = p.s
    for k in COMPARED:
        assert got[k] == want[k], f"path {p.label}: {k} is {got[k]!r}, the card says {want[k]!r}"
    if want["lose_turn"] is not None:
        assert (got["lose_turn"] == g.state.turn + 1) == (want["lose_turn"] == g.state.turn + 1), (
            f"path {p.label}: lose_turn"
        )
