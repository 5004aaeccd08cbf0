"""A heuristic bot that plays like a competent player.

It answers every choice through the public engine API (``game.choice``) and
reads the board the way a player would (``game.state``, card and monster text in
``game.content``). What it does:

* gathers Clue tokens and moves toward useful targets by board distance: a
  gate it could close, Clue tokens, shops when it has money, St. Mary's or the
  Asylum when hurt, the Police Station / Ma's / Science Building with trophies;
* with another town on the table (Dunwich), rides the train from a depot when it
  can pay the fare (leaving Arkham, the fare back too) and the target lies in
  the other town: a ride counts as
  ``TRAIN_COST`` steps (its movement point and the $1), so the other town's gates
  and Clue tokens are chosen only when nothing as good is nearer;
* uses a location ability written as ops (the Dunwich ones) when the ops are worth
  more than an encounter;
* readies the weapons and spells that help most (hands, resistances, the odds
  of casting), fights monsters it can beat and evades the others by comparing
  the dice;
* enters gates, closes them with the better of Fight and Lore, seals with an
  Elder Sign or five Clue tokens; back from a gate's Other World it stays at the gate
  until it closes it (leaving would mean going through again), while it may close it;
* never spends a Clue token on a check already passed, and keeps the tokens it
  saves for a seal;
* prepares for the final battle (weapons, health, Fight) when doom runs high, and
  (when its parameters say so) spends trophies on Blessings at South Church once the
  Ancient One may wake within a few Mythos Phases (:meth:`HeuristicBot._bless_wanted`);
* as a group (when its parameters say so): shares the open gates out so no two
  investigators head for one (:meth:`HeuristicBot._gates_shared`), walks round the
  monsters that would hurt most (:meth:`HeuristicBot._safe_step`), and once the group
  holds gate trophies enough to win, goes for the last few gates whatever the distance;
* never spends Clue tokens on a check they cannot pass (:attr:`HeuristicBot.HOPELESS`);
* in the Upkeep of a turn in which it will try to close a gate, moves its Fight or Lore
  slider for that check's successes first (:meth:`HeuristicBot._close_step`);
* against an Ancient One whose waking devours an investigator without a gate trophy
  (Yog-Sothoth) or a monster trophy (Shub-Niggurath), seeks the trophy first
  (:attr:`HeuristicBot.TROPHY_LIVES`), and keeps Clue tokens as lives against one who
  devours those without (Nyarlathotep): read from the Ancient One's start-of-battle
  ability (:func:`devoured_without`), so an expansion's Ancient One with the same is played
  the same way.

Choices it has no rule for are answered at random from its own seeded
generator, so it is deterministic for a given seed.

Speed: it reads the pending choice straight from ``game.state.pending`` (the
data behind ``game.choice``) and remembers what it works out. Within one answer
it keeps skill values, the board's monster count and the like; across answers
it keeps only values that are a function of what their key holds: board
distances, monster stats and weapon bonuses under the rule changes in play,
gate difficulties, an investigator's skills while his sheet, sliders, cards and
place are unchanged, the best set of weapons for given numbers, slider moves.
A remembered value is what recomputing it would give, so caches never change an
answer; ``HeuristicBot.verify = True`` recomputes every one and raises if a
rule change made a key incomplete (the tests play games that way).
"""
from __future__ import annotations

import heapq
import random
from collections import Counter
from functools import lru_cache
from itertools import combinations
from typing import Any

from arkham.bots.base import LoopGuard
from arkham.bots.kingsport_variants import STEPS as VARIANT_STEPS
from arkham.bots.params import Params
from arkham.rules.classic import core as C
from arkham.rules.classic.abilities import TRADABLE
from arkham.rules.classic.battle import ATTACK_CHECK, ao_combat
from arkham.rules.classic.checks import check_floor
from arkham.rules.classic.combat import empty_hand_terms, free_hands, weapon_bonus
from arkham.rules.classic.encounters import close_difficulty, gate_modifier, location_entry
from arkham.rules.classic.movement import distances

SKILLS = ("speed", "sneak", "fight", "will", "lore", "luck")
PAIRS = (("speed", "sneak"), ("fight", "will"), ("lore", "luck"))
ASYLUM = "base:arkham/arkham_asylum"
#: steps an investigator with nothing else to do goes for a good encounter (``Params.idle_step_w``)
IDLE_REACH = 4
HOSPITAL = "base:arkham/st_marys_hospital"

TRAIN_COST = 2   # a train ride in board steps: its movement point, and the $1 fare weighed as one more
CHEAP_ITEM = 2   # a list price at or below which a plain item is worth less than a Clue token
DECK_VALUE = {"common": 1.5, "unique": 2.5, "spell": 2.0, "skill": 3.0, "ally": 3.0}
SPECIAL_VALUE = {"blessing": 3.0, "curse": -3.0, "retainer": 2.0, "bank_loan": 0.3,
                 "silver_twilight_membership": 0.5, "deputy_of_arkham": 3.0,
                 "changed": 3.0, "captain_of_the_white_ship": 2.0}


@lru_cache(maxsize=4096)
def p_at_least(n: int, k: int, floor: int = 5) -> float:
    """Chance of at least ``k`` successes on ``n`` dice when ``floor``+ succeeds."""
    if k <= 0:
        return 1.0
    if n < k:
        return 0.0
    p = (7 - floor) / 6
    q = 1 - p
    from math import comb
    return sum(comb(n, i) * p ** i * q ** (n - i) for i in range(k, n + 1))


def _short(ident: str) -> str:
    return C.base_id(ident).partition(":")[2]


class _ContentCaches:
    """What the bot works out from one content (board, cards, sheets) and remembers for
    every game played with it: board distances, areas by special, monster stats and
    weapon bonuses under given rule changes, gate difficulties, seal costs, maximum
    health, what a hand of cards holds, slider answers. Each value is what recomputing
    it would give, so a warm cache never changes a decision."""

    def __init__(self, content: Any):
        self.content = content
        self.dist: dict[str, dict[str, int]] = {}
        self.special: dict[str, list[str]] = {}
        for a in content.areas.values():
            if a.special:
                self.special.setdefault(a.special, []).append(a.id)
        self.weapon_bonus: dict[tuple[Any, ...], int] = {}
        self.monster: dict[tuple[Any, ...], Any] = {}
        self.rules: dict[tuple[Any, ...], Any] = {}
        self.cards: dict[tuple[str, ...], Any] = {}
        self.rules_ids: dict[tuple[Any, ...], int] = {}
        self.travel: dict[str, dict[str, int]] = {}     # distances riding the train (see _travel)
        self.slider_move: dict[tuple[Any, ...], str] = {}
        self.slider_terms: dict[tuple[Any, ...], tuple[list[float], ...]] = {}


_CACHES: list[_ContentCaches] = []
#: _best_set_of answers: a pure function of its (hashable) arguments
_BEST_SET: dict[tuple[Any, ...], tuple[tuple[int, ...], float]] = {}
_MEMO_LIMIT = 50_000
_MISS = object()


def _content_caches(content: Any) -> _ContentCaches:
    for cc in _CACHES:
        if cc.content is content:
            return cc
    cc = _ContentCaches(content)
    _CACHES.insert(0, cc)
    del _CACHES[4:]  # a few contents at most live in one process
    return cc


def _remember(memo: dict[Any, Any], key: Any, value: Any) -> Any:
    if len(memo) >= _MEMO_LIMIT:
        memo.clear()
    memo[key] = value
    return value


def _monster_value(g: Any, m: str, what: str) -> Any:
    if what == "toughness":
        return C.toughness(g, m)
    if what == "abilities":
        return frozenset(C.monster_abilities(g, m))
    return C.monster_stat(g, m, what)


def _max_health(g: Any, inv: Any) -> tuple[int, int]:
    return C.max_sanity(g, inv), C.max_stamina(g, inv)


def _card_summary(g: Any, inv: Any) -> tuple[tuple[tuple[str, Any], ...], bool, int]:
    weapons, es = [], False
    for c in inv.cards:
        d = C.card_def(g, c)
        if "combat_bonus" in d.data:
            weapons.append((c, d))
        if "elder_sign" in d.tags:
            es = True
    return tuple(weapons), es, C.success_floor(g, inv)


#: what an investigator must hold as the Ancient One wakes, by the id of its start-of-battle
#: ability, or be devoured (Nyarlathotep, Shub-Niggurath, Yog-Sothoth)
DEVOURED_WITHOUT = {"no_clues_devoured": "clues", "no_monster_trophies_devoured": "monster_trophies",
                    "no_gate_trophies_devoured": "gate_trophies"}


def devoured_without(g: Any) -> str | None:
    """``clues``, ``monster_trophies`` or ``gate_trophies``: what the Ancient One of ``g``
    devours an investigator for lacking as he wakes (:data:`DEVOURED_WITHOUT`), or None."""
    opening = g.content.ancient_ones[g.state.ancient_one].start_of_battle
    return DEVOURED_WITHOUT.get(opening.id) if opening is not None else None


def _seal_cost(g: Any) -> int | None:
    try:
        from arkham.rules.classic.encounters import seal_cost
        return seal_cost(g)
    except Exception:  # pragma: no cover - defensive against rule changes
        return 5


def _gate_numbers(g: Any, area: str, marker: str) -> tuple[int, int]:
    """(modifier, successes needed to close) of the gate ``marker`` at ``area``."""
    return gate_modifier(g, area), close_difficulty(g, area)


class _Seat:
    """An investigator's skills and cards as last seen, with what was worked out from them."""

    __slots__ = ("id", "sliders", "cards", "voice", "in_arkham", "environment", "rumor", "skills", "summary")

    def __init__(self, inv: Any, voice: bool, in_arkham: bool, environment: Any, rumor: Any, summary: Any):
        self.id = inv.id
        self.sliders = list(inv.sliders)
        self.cards = list(inv.cards)
        self.voice = voice
        self.in_arkham = in_arkham
        self.environment = environment
        self.rumor = rumor
        self.skills: dict[tuple[str, str | None], int] = {}
        self.summary = summary


class HeuristicBot:
    """``HeuristicBot(seed).choose(game) -> option id``."""

    name = "heuristic"
    #: raise instead of falling back to chance when a rule shape is unexpected (tests)
    strict = False
    #: recompute every remembered rule value and raise if it differs (tests)
    verify = False
    #: the thresholds and weights it plays by (the hand-set defaults)
    PARAMS = Params()
    #: never spends Clue tokens on a check they cannot pass (each token adds one die)
    HOPELESS = True
    #: trophies sought as lives against Yog-Sothoth (gate) and Shub-Niggurath (monster); 0: not sought
    TROPHY_LIVES = 1

    def __init__(self, seed: int = 0):
        self.seed = seed
        self.rng = random.Random(seed)
        self._content: Any = None                        # the content the caches below belong to
        self._plan: tuple[Any, str | None] | None = None  # (movement key, target) for the movement under way
        self._plan_fr: Any = None                        # the movement frame that plan belongs to
        #: caches valid while one choice is answered (the bot never changes the game)
        self._dc: dict[Any, Any] = {}
        self._worth_turn = -1                        # the turn of the encounter worths in _worth
        self._worth: dict[tuple[Any, ...], float] = {}
        self._seats: dict[int, _Seat] = {}
        #: the slider step under way (its frame, held: compared by identity) and the positions
        #: his sliders have been at in it (:meth:`_unvisited_stops`)
        self._stops: tuple[Any, set[tuple[int, ...]]] = (None, set())
        self._guard = LoopGuard()

    def params(self, g: Any) -> Params:
        """The thresholds and weights for this game (the expert bot picks by player count)."""
        return self.PARAMS

    def _board(self, g: Any) -> None:
        """Point the caches at those of this game's content (shared by every bot of the process)."""
        cc = _content_caches(g.content)
        self._content = g.content
        self._dist = cc.dist
        self._travel_memo = cc.travel
        self._special = cc.special
        self._wb_memo = cc.weapon_bonus
        self._monster_memo = cc.monster
        self._rules_memo = cc.rules
        self._cards_memo = cc.cards
        self._rules_ids = cc.rules_ids
        self._slider_memo = cc.slider_move
        self._terms_memo = cc.slider_terms

    def _distances(self, g: Any, area: str) -> dict[str, int]:
        d = self._dist.get(area)
        if d is None:
            d = self._dist[area] = distances(g, area)
        return d

    def _travel(self, g: Any, inv: Any, area: str) -> dict[str, int]:
        """Distances from ``area`` counting one train ride between towns (DH p.5) as
        ``TRAIN_COST`` steps, when he can pay the fare; otherwise the board distances.
        A function of the content and the area, so it is remembered like them."""
        towns = g.content.towns
        if len(towns) < 2 or area not in g.content.areas:
            return self._distances(g, area)
        # leaving Arkham (the first town) keeps a dollar for the ride back
        if inv.money < (2 if g.content.areas[area].town == next(iter(towns)) else 1):
            return self._distances(g, area)
        d = self._travel_memo.get(area)
        if d is None:
            d = dict(self._distances(g, area))
            here = g.content.areas[area].town
            for t in towns.values():
                if t.id == here:
                    continue
                for far in t.depots:
                    via = min((d[near] for tw in towns.values() if tw.id != t.id for near in tw.depots if near in d),
                              default=None)
                    if via is None:
                        continue
                    for a, n in self._distances(g, far).items():
                        if via + TRAIN_COST + n < d.get(a, 10 ** 6):
                            d[a] = via + TRAIN_COST + n
            self._travel_memo[area] = d
        return d

    # ------------------------------------------------------------ entry
    def choose(self, game: Any) -> str:
        """The answer of :meth:`_answer`, kept out of endless loops by :class:`LoopGuard`."""
        return self._guard.answer(game, self._answer(game))

    def _answer(self, game: Any) -> str:
        p = game.state.pending
        if p is None:
            raise ValueError("the game has no pending choice (is it over?)")
        opts = p["options"]
        if len(opts) == 1:
            return opts[0][0]
        ids = [o[0] for o in opts]
        if game.state.ruleset == "haunt":  # Haunt's own choices have a plan of their own
            from arkham.bots.haunt_plan import choose as haunt_choose
            try:
                ans = haunt_choose(game, p, ids, self.rng)
            except (KeyError, AttributeError, IndexError, ValueError, TypeError):
                if self.strict:
                    raise
                ans = None  # a choice shape the plan does not know: the shared answers below
            if ans in ids:
                return ans
        # the answer to each kind of choice is the method ``_k_<kind>`` (looked up here, not
        # listed per bot: the planner makes a bot for every look-ahead)
        fn = getattr(self, "_k_" + (p.get("kind") or "none"), None)
        ans = None
        if fn is not None:
            self._dc = {}
            if self._content is not game.content:
                self._board(game)
            try:
                ans = fn(game, p, ids)
            except (KeyError, AttributeError, IndexError, ValueError, TypeError):
                if self.strict:
                    raise
                ans = None  # a rule shape it does not know: fall back to chance
        if ans not in ids:
            ans = self.rng.choice(ids)
        return ans

    # ------------------------------------------------------------ helpers
    @staticmethod
    def _inv(g: Any, ch: Any) -> Any:
        invs = g.state.investigators
        who = ch["who"]
        return invs[who] if 0 <= who < len(invs) else invs[g.state.first]

    @staticmethod
    def _top(g: Any) -> dict[str, Any]:
        return g.state.stack[-1] if g.state.stack else {}

    def _seat(self, g: Any, inv: Any) -> "_Seat":
        """What is remembered of an investigator while his skills' inputs stay the same."""
        dc = self._dc
        sc = dc.get(inv.seat)
        if sc is None:
            st = g.state
            voice = st.counters.get(f"voice:{inv.seat}") == st.turn
            in_arkham = inv.where in g.content.areas
            sc = self._seats.get(inv.seat)
            if (sc is None or sc.id != inv.id or sc.sliders != inv.sliders or sc.cards != inv.cards or sc.voice != voice
                    or sc.in_arkham != in_arkham or sc.environment != st.environment or sc.rumor != st.rumor):
                sc = self._seats[inv.seat] = _Seat(inv, voice, in_arkham, st.environment, st.rumor,
                                                   self._card_summary(g, inv))
            dc[inv.seat] = sc
        return sc

    def _skill(self, g: Any, inv: Any, skill: str, check: str | None = None) -> int:
        """``core.skill_value``: it depends on the sheet and sliders, the cards, the Voice
        of Ra this turn, whether he is in Arkham (where the Environment's and Rumor's
        check modifiers apply) and which Environment and Rumor are in play."""
        skills = self._seat(g, inv).skills
        key = (skill, check)
        v = skills.get(key)
        if v is None:
            v = skills[key] = C.skill_value(g, inv, skill, check)
        elif self.verify and v != C.skill_value(g, inv, skill, check):
            raise AssertionError(f"stale bot memo: {inv.id} {skill} {check}")
        return v

    def _floor(self, g: Any, inv: Any) -> int:
        """``core.success_floor`` (it depends on the cards: Blessing, Curse)."""
        return self._seat(g, inv).summary[2]

    def _dice(self, g: Any, inv: Any, skill: str, mod: int = 0, check: str | None = None) -> int:
        return max(0, self._skill(g, inv, skill, check) + (mod or 0))

    def _p(self, g: Any, inv: Any, skill: str, mod: int = 0, diff: int = 1, check: str | None = None) -> float:
        """The chance to pass a ``skill`` check (``check`` names its kind) with a modifier and difficulty."""
        sc = self._dc.get(inv.seat)
        if sc is None:
            sc = self._seat(g, inv)
        v = sc.skills.get((skill, check))
        if v is None or self.verify:
            v = self._skill(g, inv, skill, check)
        return p_at_least(max(0, v + (mod or 0)), max(0, diff), sc.summary[2])

    def _monsters_at(self, g: Any, area: str) -> int:
        """How many monsters stand in ``area`` (one count of the board per decision)."""
        mc = self._dc.get("monsters")
        if mc is None:
            mc = self._dc["monsters"] = Counter(g.state.monsters.values())
        return mc[area]

    def _rules_key(self, g: Any) -> int:
        """A number for the rule changes in play that a monster's stats, a weapon's bonus
        against it, a gate's difficulty and the cost of a seal depend on: the Ancient One
        (worshippers, defenses, its stirring), the Environment and Rumor, the terror
        level, whether the Ancient One is awake, and the card a monster with a deck of its
        own has drawn for the combat under way (the Dunwich Horror)."""
        dc = self._dc
        k = dc.get("rules")
        if k is None:
            st = g.state
            rules = (st.ancient_one, st.environment, st.rumor, st.terror, st.awakened)
            if g.content.hooks.monster_rules:
                rules += tuple(v[0] for d, v in sorted(st.decks.items()) if d.startswith("monster_card:") and v)
            ids = self._rules_ids
            k = ids.get(rules)
            if k is None:
                k = ids[rules] = len(ids)
            dc["rules"] = k
        return k

    def _memo(self, memo: dict[Any, Any], key: Any, compute: Any, *args: Any) -> Any:
        """``compute(*args)``, remembered in ``memo`` under ``key`` (which must hold every
        input it depends on); with :attr:`verify` a remembered value is checked afresh."""
        v = memo.get(key, memo)
        if v is memo:
            return _remember(memo, key, compute(*args))
        if self.verify:
            fresh = compute(*args)
            if fresh != v:
                raise AssertionError(f"stale bot memo {key!r}: {v!r} != {fresh!r}")
        return v

    def _monster(self, g: Any, m: str, what: str) -> Any:
        """A monster's modified ``what`` (a stat, ``toughness`` or ``abilities``): it depends
        on the kind of monster and the rule changes in play, so it is remembered."""
        key = (m.partition("#")[0], what, self._rules_key(g))
        v = self._monster_memo.get(key, _MISS)
        if v is _MISS or self.verify:
            return self._memo(self._monster_memo, key, _monster_value, g, m, what)
        return v

    def _rules_value(self, g: Any, what: str, compute: Any, *args: Any) -> Any:
        """A value of the rules that depends only on ``args`` and the rule changes in play."""
        return self._memo(self._rules_memo, (what, args, self._rules_key(g)), compute, g, *args)

    def _max_health(self, g: Any, inv: Any) -> tuple[int, int]:
        """(maximum Sanity, maximum Stamina): they depend on the sheet, its lasting changes,
        the cards, whether Cthulhu stirs and (with Stamina above the maximum) the Stamina
        held, so they are remembered."""
        key = ("max", inv.id, tuple(inv.sliders[3:]), inv.max_sanity_mod, inv.max_stamina_mod, tuple(inv.cards), g.state.ancient_one,
               g.state.awakened, inv.stamina if C.above_max_key(inv) in g.state.counters else None)
        return self._memo(self._rules_memo, key, _max_health, g, inv)

    def _card_summary(self, g: Any, inv: Any) -> tuple[tuple[tuple[str, Any], ...], bool, int]:
        """What the cards in hand alone decide: (weapons and spells with a combat bonus as
        (card, definition), holds an Elder Sign, the lowest die that succeeds)."""
        cards = tuple(inv.cards)
        return self._memo(self._cards_memo, cards, _card_summary, g, inv)

    def _abilities(self, g: Any, m: str) -> frozenset[str]:
        return self._monster(g, m, "abilities")

    def _weapon_bonus(self, g: Any, target: str, card: str, bonus: int | None = None) -> int:
        """``combat.weapon_bonus`` outside a combat frame: it depends on the kind of card,
        the kind of target and the rule changes in play (:meth:`_rules_key`), so it is
        remembered."""
        key = (target.partition("#")[0], card.partition("#")[0], bonus, self._rules_key(g))
        v = self._wb_memo.get(key, _MISS)
        if v is _MISS or self.verify:
            return self._memo(self._wb_memo, key, weapon_bonus, g, target, card, bonus)
        return v

    def _seal_cost(self, g: Any) -> int | None:
        return self._rules_value(g, "seal", _seal_cost)

    def _clue_reserve(self, g: Any, inv: Any) -> int:
        """Clue tokens worth keeping: a seal in reach, or Nyarlathotep's attacks."""
        P = self.params(g)
        reserve = P.battle_keep
        cost = self._seal_cost(g)
        if cost is not None and inv.clues >= P.seal_keep_from and not g.state.awakened:
            reserve = cost
        if self._clues_are_lives(g):
            reserve = max(reserve, 2)
        return reserve

    @staticmethod
    def _clues_are_lives(g: Any) -> bool:
        """Against an Ancient One who devours whoever holds no Clue token as he wakes
        (Nyarlathotep, whose attack also takes one a round from whoever fails its Lore check
        and devours whoever has none left) a Clue token is a life. Kept: 2 ahead of the battle
        (:meth:`_clue_reserve`), 1 on the battle's other checks and on a deadly monster's, all
        of them on the attack."""
        return devoured_without(g) == "clues"

    def _doom_pressure(self, g: Any) -> bool:
        dc = self._dc
        v = dc.get("doom")
        if v is None:
            v = dc["doom"] = self._doom_pressure_now(g)
        return v

    def _doom_pressure_now(self, g: Any) -> bool:
        st = g.state
        track = g.content.ancient_ones[st.ancient_one].doom
        return st.doom >= track - self.params(g).doom_margin or st.terror >= 8 or len(st.gates) >= C.gate_limit(g) - 1

    # ------------------------------------------------------- evaluation
    def _value_ops(self, g: Any, inv: Any, ops: Any, depth: int = 0) -> float:
        if not ops or depth > 6:
            return 0.0
        return sum(self._value_op(g, inv, o, depth) for o in ops if isinstance(o, dict))

    def _value_op(self, g: Any, inv: Any, o: dict[str, Any], depth: int) -> float:
        op = o.get("op")
        n = o.get("n", 1)
        num = n if isinstance(n, int) else 3
        what = o.get("what")
        vo = self._value_ops
        if op == "gain":
            if what == "clues":
                return 1.5 * num
            if what == "money":
                return 0.4 * num
            if what in ("sanity", "stamina"):
                cap = self._max_health(g, inv)[0 if what == "sanity" else 1]
                return 0.9 * min(num, max(0, cap - getattr(inv, what))) + 0.1
            return 0.5
        if op in ("lose", "pay"):
            if what in ("sanity", "stamina"):
                cur = getattr(inv, what)
                return -1.0 * num - (6.0 if num >= cur else 0.0)
            if what == "clues":
                return -1.5 * min(num, inv.clues)
            if what == "money":
                return -0.4 * min(num, inv.money)
            return -1.0
        if op == "restore":
            gain = 0
            if what in ("sanity", "both"):
                gain += self._max_health(g, inv)[0] - inv.sanity
            if what in ("stamina", "both"):
                gain += self._max_health(g, inv)[1] - inv.stamina
            return 0.9 * gain
        if op == "max":
            return 1.5 * num
        if op == "trophy":
            return (3.0 if o.get("kind") == "gate" else 1.5) * num
        if op == "draw":
            keep = o.get("keep", num)
            return DECK_VALUE.get(o.get("deck", ""), 1.0) * (keep if isinstance(keep, int) else 1)
        if op in ("take", "search"):
            return 2.5
        if op == "buy":
            return 0.5 if inv.money >= 3 else 0.0
        if op == "special":
            return SPECIAL_VALUE.get(str(o.get("card", "")).partition(":")[2], 0.5)
        if op == "bless":
            return 0.0 if C.has_card(g, inv, "base:blessing") else 3.0
        if op == "curse":
            return -3.0
        if op in ("lose_special", "discard_card"):
            return -1.5
        if op == "discard":
            return -1.5 * num
        if op == "check":
            skill, kind = o.get("skill", "luck"), o.get("kind")  # a Horror check made with Will (base p.13)
            if skill == "combat":  # an encounter's Combat check: Fight, as a Combat check (base p.15)
                skill, kind = "fight", "combat"
            p = self._p(g, inv, skill, o.get("mod", 0), o.get("diff", 1), kind)
            return p * vo(g, inv, o.get("pass"), depth + 1) + (1 - p) * vo(g, inv, o.get("fail"), depth + 1)
        if op == "roll":
            if "per_success" in o or "no_success" in o:
                p = (7 - self._floor(g, inv)) / 6
                return (num * p * vo(g, inv, o.get("per_success"), depth + 1)
                        + (1 - p) ** num * vo(g, inv, o.get("no_success"), depth + 1))
            res = o.get("results") or {}
            if not res:
                return 0.0
            return sum(vo(g, inv, ops, depth + 1) for ops in res.values()) / len(res)
        if op == "choose":
            opts = o.get("options") or []
            return max((vo(g, inv, x.get("do"), depth + 1) for x in opts), default=0.0)
        if op == "may":
            return max(0.0, vo(g, inv, o.get("do"), depth + 1))
        if op == "if":
            return 0.5 * (vo(g, inv, o.get("then"), depth + 1) + vo(g, inv, o.get("else"), depth + 1))
        if op == "if_has_card":
            return 0.5 * vo(g, inv, o.get("do"), depth + 1)
        if op == "encounter_at":
            return 0.3
        if op in ("delayed", "stay_in_world"):
            return -1.0
        if op == "lose_turn":
            return -2.0
        if op == "arrested":
            return -2.5 - inv.money / 4
        if op == "lost":
            return -5.0
        if op == "devoured":
            return -50.0
        if op == "return_to_arkham":
            return 2.0 if inv.stage > 0 else 0.0
        if op in ("monster_appears", "monsters_appear"):
            return -1.5
        if op == "gate_opens":
            return -3.0
        if op == "terror":
            return -1.5 * num
        if op == "doom":
            return -2.5 * num
        if op == "clue_here":
            return 0.5
        if op == "spend_trophies":   # gate trophies win the game; monster trophies buy other things
            return -5.0 * o.get("gates", 0) - 0.3 * o.get("toughness", 0)
        if op == "status_card":      # an Injury or Madness card: its likely harm
            pile = g.state.decks.get(str(o.get("deck")), [])
            return -2.0 - (sum(self._status_harm(g, inv, c) for c in pile) / len(pile) if pile else 0.0)
        if op == "discard_status":
            held = [c for c in inv.cards if C.card_def(g, c).deck == o.get("deck")]
            return 2.0 + max(self._status_harm(g, inv, c) for c in held) if held else 0.0
        return 0.0

    def card_value(self, g: Any, inv: Any, card: str) -> float:
        d = C.card_def(g, card)
        data = d.data
        tags = d.tags
        if "elder_sign" in tags:
            return 9.0
        if d.deck == "special":
            return SPECIAL_VALUE.get(_short(card), 0.5)
        if "combat_bonus" in data:
            b = max(data.get("combat_bonus", 0), max((data.get("combat_bonus_vs") or {0: 0}).values()))
            b = max(b, 2 * data.get("bonus_per_success", 0))
            v = 0.5 + 0.55 * b
            if d.deck == "spell":
                v *= 0.4 + 0.6 * self._p(g, inv, "lore", d.cast_mod or 0)
            if data.get("duration") == "one_shot":
                v *= 0.5
            return v
        if d.deck == "skill":
            return 3.0
        v = 1.0
        for bonus in (data.get("skill_bonus"), data.get("check_bonus")):
            if bonus:
                v += 0.8 * sum(x for x in bonus.values() if isinstance(x, int))
        if d.deck == "ally":
            v += 1.0
        if "tome" in tags:
            v += 0.5
        if "auto_pass" in data or "cancel_loss" in data:
            v += 1.0
        return v

    # ------------------------------------------------------------ combat
    def _monster_mod(self, g: Any, m: str, stat: str) -> int:
        v = self._monster(g, m, stat)
        return v if isinstance(v, int) else 0

    def _gear(self, g: Any, inv: Any, target: str, busy: list[str]) -> list[tuple[str, int, int, bool, float, int, bool]]:
        """Usable weapons and spells: (card, hands, bonus, is_spell, p_cast, sanity cost, one-shot)."""
        out = []
        exhausted = inv.exhausted
        for c, d in self._seat(g, inv).summary[0]:
            if c in busy or c in exhausted:
                continue
            x = self._gear_entry(g, inv, target, c, d)
            if x is not None:
                out.append(x)
        return out

    def _gear_entry(self, g: Any, inv: Any, target: str, c: str, d: Any) -> tuple[str, int, int, bool, float, int, bool] | None:
        """One weapon or spell ``c`` (its definition ``d``) in his hands, as :meth:`_gear`
        lists it, or None when it adds nothing against ``target``."""
        data = d.data
        bonus = self._weapon_bonus(g, target, c)
        if data.get("bonus_per_success"):  # its bonus is the casting's successes: about a third of the dice
            dice = C.skill_value(g, inv, "lore") + (d.cast_mod or 0)
            bonus = self._weapon_bonus(g, target, c, data["bonus_per_success"] * max(1, dice // 3))
        if target != "ao" and "combat_bonus_vs" in data:
            ab = self._abilities(g, target)
            for tag, b in data["combat_bonus_vs"].items():
                if tag in ab:
                    bonus = max(bonus, self._weapon_bonus(g, target, c, b))
        if bonus <= 0:
            return None
        spell = d.deck == "spell"
        cost = d.sanity_cost or 0
        p = self._p(g, inv, "lore", d.cast_mod or 0, 1, "spell") if spell else 1.0
        return (c, d.hands, bonus, spell, p, cost, data.get("duration") == "one_shot")

    def _best_set(self, g: Any, inv: Any, target: str, hands: int, base_dice: int, need: int,
                  gear: list[tuple[str, int, int, bool, float, int, bool]]) -> tuple[list[str], float]:
        """The set of gear (within free hands) with the best value: the chance to kill
        (or expected successes against the Ancient One) less small costs."""
        floor = self._floor(g, inv)
        sane = inv.sanity
        cands = [x for x in gear if x[1] <= hands and (not x[3] or sane - x[5] >= 2)]
        if not cands:
            return [], self._score(base_dice, need, floor)
        # a pure function of the numbers: remembered (by position) for every bot of the process
        key = (floor, hands, base_dice, need, tuple([x[1:] for x in cands]))
        hit = _BEST_SET.get(key)
        if hit is None:
            hit = _remember(_BEST_SET, key, self._best_set_of(floor, hands, base_dice, need, cands))
        picks, value = hit
        return [cands[i][0] for i in picks], value

    def _best_set_of(self, floor: int, hands: int, base_dice: int, need: int,
                     cands: list[tuple[str, int, int, bool, float, int, bool]]) -> tuple[tuple[int, ...], float]:
        score = self._score
        best: tuple[float, tuple[int, ...]] = (score(base_dice, need, floor), ())
        for r in (1, 2):
            for picks in combinations(range(len(cands)), r):
                combo = [cands[i] for i in picks]
                if sum(x[1] for x in combo) > hands:
                    continue
                # average over casting outcomes of the spells in the set
                spells = [x for x in combo if x[3]]
                fixed = sum(x[2] for x in combo if not x[3])
                total = 0.0
                for mask in range(1 << len(spells)):
                    pr, bonus = 1.0, fixed
                    for i, s in enumerate(spells):
                        if mask >> i & 1:
                            pr *= s[4]
                            bonus += s[2]
                        else:
                            pr *= 1 - s[4]
                    total += pr * score(base_dice + bonus, need, floor)
                cost = sum(0.04 * x[5] for x in spells)
                cost += sum(0.12 for x in combo if x[6])
                if total - cost > best[0] + 1e-9:
                    best = (total - cost, picks)
        return best[1], best[0]

    @staticmethod
    def _score(dice: int, need: int, floor: int) -> float:
        if need <= 0:  # against the Ancient One: expected successes, scaled
            return max(0, dice) * (7 - floor) / 6 / 4
        return p_at_least(max(0, dice), need, floor)

    def _fight_odds(self, g: Any, inv: Any, m: str) -> float:
        """The chance to defeat ``m`` in one round with the best gear in hand."""
        md = C.monster_def(g, m)
        skill = "lore" if md.special == "the_dark_pharaoh" else "fight"
        base = self._dice(g, inv, skill, self._monster_mod(g, m, "combat"), "combat")
        need = self._monster(g, m, "toughness")
        gear = self._gear(g, inv, m, [])
        _, p = self._best_set(g, inv, m, 2, base, need, gear)
        if md.combat is None and md.special not in ("the_dark_pharaoh",):
            p *= 0.5
        return p

    def _k_face(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        m = self._top(g)["monster"]
        p_evade = self._p(g, inv, "sneak", self._monster_mod(g, m, "awareness"), 1, "evade")
        md = C.monster_def(g, m)
        san_risk = (md.sanity_damage or 0) + (md.nightmarish or 0)
        healthy = inv.sanity > san_risk + 1 and inv.stamina > (md.stamina_damage or 0) + 1
        P = self.params(g)
        if not healthy and p_evade >= P.evade_p:
            return "evade"  # whatever the odds of a fight
        p_kill = self._fight_odds(g, inv, m)
        if p_kill >= P.fight_p and healthy:
            return "fight"
        if (self.TROPHY_LIVES and healthy and devoured_without(g) == "monster_trophies" and p_kill >= 0.4
                and len(inv.monster_trophies) < self.TROPHY_LIVES + 1):
            return "fight"  # against Shub-Niggurath a monster trophy is a life in the final battle
        if p_evade >= P.evade_p or p_evade >= p_kill:
            return "evade"
        return "fight"

    def _k_combat(self, g: Any, ch: Any, ids: list[str]) -> str:
        if "stomp" in ids:  # Jim Culver's Dead Man Stomp: a Clue token for a sure win against the Undead
            return "stomp"
        inv = self._inv(g, ch)
        fr = self._top(g)
        if "horror" in ids:
            # spells usable before the Horror check: it readies its gear for the Combat check
            # after it, when it knows whether it stays to fight
            return "horror"
        if fr["k"] == "combat_check" and fr.get("target") is None:
            return self._ready_for_check(g, inv, ids, fr)
        vs_ao = "attack" in ids
        if "pass" in (fr.get("auto") or []) and "fight" in ids:
            return "fight"  # a card has made the next Combat check pass (Handcuffs)
        sure = self._sure_pass(g, ids)
        if sure is not None:
            return sure
        target = "ao" if vs_ao else fr["monster"]
        cards = inv.cards
        held = [c for c in fr.get("held", ()) if c in cards]
        failed = [c for c in fr.get("failed", ()) if c in cards]
        busy = held + failed
        gear = self._gear(g, inv, target, busy)
        if not gear:  # nothing more to ready
            if vs_ao:
                return "attack"
            if "flee" not in ids:
                return "fight"
        hands = free_hands(g, busy, inv)
        cast = fr.get("cast", ())
        set_by_cast = fr.get("cast_bonus", {})  # Fist of Yog-Sothoth: the bonus its casting rolled
        bonus = sum(self._weapon_bonus(g, target, c, set_by_cast.get(c)) for c in held
                    if C.card_def(g, c).deck != "spell" or c in cast)
        bonus += sum(n for _, n in empty_hand_terms(g, fr, inv))  # Martial Arts with the hands still empty
        if vs_ao:
            base = self._dice(g, inv, "fight", ao_combat(g), "combat") + bonus
            need = 0
        else:
            md = C.monster_def(g, target)
            skill = "lore" if md.special == "the_dark_pharaoh" else "fight"
            base = self._dice(g, inv, skill, self._monster_mod(g, target, "combat"), "combat") + bonus
            need = self._monster(g, target, "toughness")
        want, _ = self._best_set(g, inv, target, hands, base, need, gear)
        for c in want:
            for verb in ("hold", "cast"):
                if f"{verb}:{c}" in ids:
                    return f"{verb}:{c}"
        if vs_ao:
            return "attack"
        p_kill = p_at_least(base, need, self._floor(g, inv))
        if "nodens:nightgaunt" in ids and p_kill < self.params(g).flee_p:
            return "nodens:nightgaunt"  # Nodens: off to a gate to close rather than a losing fight
        if "flee" not in ids:
            return "fight"
        p_flee = self._p(g, inv, "sneak", self._monster_mod(g, target, "awareness"), 1, "evade")
        dmg = self._monster(g, target, "stamina_damage") or 0
        if inv.stamina <= dmg:
            return "fight" if p_kill >= p_flee else "flee"
        if p_kill >= self.params(g).flee_p or p_kill >= p_flee:
            return "fight"
        return "flee"

    @staticmethod
    def _sure_pass(g: Any, ids: list[str]) -> str | None:
        """A card use, neither a spell nor a check, that makes the Combat check pass (Handcuffs)."""
        for i in ids:
            if not i.startswith("use:"):
                continue
            card, _, idx = i[4:].rpartition(":")
            use = C.card_def(g, card).data["uses"][int(idx)]
            if not use.get("cast") and not use.get("check") and any(
                    o.get("op") == "combat_effect" and o.get("effect") == "pass_check" for o in use.get("effect", ())):
                return i
        return None

    def _ready_for_check(self, g: Any, inv: Any, ids: list[str], fr: dict[str, Any]) -> str:
        """An encounter's Combat check: ready the physical weapon that adds most while
        hands allow (no Sanity spent on spells for an encounter), then roll."""
        weapons = [(weapon_bonus(g, None, i[5:]), i) for i in ids if i.startswith("hold:")]
        weapons = [w for w in weapons if w[0] > 0]
        return max(weapons)[1] if weapons else fr["go"]

    def _k_order(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        return max(ids, key=lambda i: self._p(g, inv, "sneak", self._monster_mod(g, i[2:], "awareness"), 1, "evade"))

    # ------------------------------------------------------------- checks
    def _k_check(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        st = g.state
        fr = self._top(g)
        parent = st.stack[-2]["k"] if len(st.stack) >= 2 else ""
        floor = check_floor(g, inv, fr["skill"]) if "skill" in fr else self._floor(g, inv)
        succ = sum(1 for d in fr.get("dice", []) if d >= floor) + fr.get("added", 0)
        diff = fr.get("diff", 1)
        if parent == "combat_check" and st.stack[-2].get("target") == "ao":
            return self._ao_attack_check(g, inv, ids, fr, st.stack[-2], floor, succ, diff)
        if succ >= diff:
            return "accept"  # never spend on a check already passed
        rerolls = [i for i in ids if i.startswith(("reroll:", "condition:"))]
        if rerolls and len(fr.get("dice", [])) > succ:
            return rerolls[0]  # a free re-roll before any Clue token
        passes = [i for i in ids if i.startswith("nodens_pass:")]
        if passes and inv.clues < diff - succ:
            return passes[0]  # a Blessing of Nodens passes it when Clue tokens cannot
        exhaust_clue = [i for i in ids if i.startswith("asclue:") and C.card_def(g, i[7:]).data.get("counts_as_clue") == "exhaust"]
        if exhaust_clue:
            return exhaust_clue[0]  # a card exhausted in place of a Clue token (Mythos Lore) costs nothing kept
        plus = [i for i in ids if i.startswith("plus1:")]
        if plus and diff - succ == 1:
            return plus[0]  # a Skill exhausted for the one success missing (Endurance)
        bought = [i for i in ids if i.startswith("clue2:")]
        if bought and diff - succ == 1 and not st.awakened and inv.clues >= 2 + self._clue_reserve(g, inv):
            return bought[0]  # 2 Clue tokens for a sure success when one is missing
        if st.awakened:
            keep = 1 if self._clues_are_lives(g) else 0
            return "clue" if inv.clues > keep and self.params(g).battle_defend else "accept"
        if fr.get("kind") == "combat" and parent == "combat" and self._endless_fight(g, inv, st.stack[-2]):
            return "clue"  # kept Clue tokens would only make the fight last for ever
        if self.HOPELESS and inv.clues < diff - succ:
            return "accept"  # not enough Clue tokens left to pass: keep them
        cost = self._seal_cost(g)
        if parent == "gate.close":
            if cost is None or inv.clues > cost or inv.clues <= 2:
                return "clue"
            return "accept"
        reserve = self._clue_reserve(g, inv)
        kind = fr.get("kind")
        deadly = False
        if parent in ("combat", "face"):
            m = st.stack[-2].get("monster")
            if m:
                if kind == "horror":
                    deadly = inv.sanity <= (self._monster(g, m, "sanity_damage") or 0)
                else:
                    deadly = inv.stamina <= (self._monster(g, m, "stamina_damage") or 0)
        if deadly:
            reserve = 1 if self._clues_are_lives(g) else 0
        if self.HOPELESS and inv.clues - reserve < diff - succ:
            return "accept"  # the tokens it may spend cannot make up the successes missing
        return "clue" if inv.clues > reserve else "accept"

    def _ao_attack_check(self, g: Any, inv: Any, ids: list[str], fr: dict[str, Any], attack: dict[str, Any],
                         floor: int, succ: int, diff: int) -> str:
        """A roll while attacking the Ancient One, where every success of the attack counts
        (base p.20). Free re-rolls first: one that rolls only failed dice always, one that rolls
        the whole check only when fresh dice promise more successes than those showing (a
        Marksman re-roll of a lucky roll loses it). Then Clue tokens, with two exceptions:
        none against Nyarlathotep, whose attacks make them lives; and on the Spell check of a
        spell cast for the attack, where a Clue token buys the spell's bonus dice only with the
        chance of turning a failed cast, one only when that is worth more than the die it adds
        to the attack itself (chance x bonus > 1: Shrivelling, not Wither; under a Curse,
        neither)."""
        dice = fr.get("dice", [])
        p = (7 - floor) / 6
        shown = sum(1 for d in dice if d >= floor)
        casting = fr.get("kind") == "spell" and attack.get("casting")
        if casting and succ >= diff:
            return "accept"
        for i in ids:
            if not i.startswith(("reroll:", "condition:")):
                continue
            whole = i.startswith("condition:") or not i.startswith("reroll:research:") \
                and C.card_def(g, i[7:]).data["reroll"].get("dice") not in ("one", "ones")
            if shown < len(dice) and (not whole or casting or len(dice) * p > shown):
                return i
        if "clue" not in ids or self._clues_are_lives(g):
            # a life is worth more than a die (against Nyarlathotep keeping two and spending the
            # rest won 23.5% with four, keeping all 46.9%: 2,000 expert games)
            return "accept"
        if casting:
            bonus = weapon_bonus(g, "ao", attack["casting"], inv=inv, fr=attack)
            return "clue" if p * bonus > 1 and diff - succ == 1 else "accept"
        return "clue"

    @staticmethod
    def _endless_fight(g: Any, inv: Any, fr: dict[str, Any]) -> bool:
        """A fight that never ends unless Clue tokens are spent: no way to flee (an Ambush
        monster, or no die to evade with) and blows that do the investigator no harm (a
        1-damage monster against Strong Body). The engine ends such a fight as a stalemate
        only once the investigator has no Clue token left, so keeping them loops for ever."""
        from arkham.rules.classic.combat import trapped_unharmed
        m = fr.get("monster")
        return bool(m) and trapped_unharmed(g, fr, inv, m)

    # ---------------------------------------------------------- sliders
    def _weight_case(self, g: Any, inv: Any) -> tuple[str, ...]:
        """Which weights of the skills apply (:meth:`_weights_for`): the final battle
        against a given Ancient One, closing a gate, doom pressing, or calm."""
        st = g.state
        if st.awakened:
            return ("awake", C.ao_id(g))
        if inv.stage == 2 or (inv.explored and inv.where in st.gates):
            return ("closing",)
        case = "prep" if self._doom_pressure(g) else "calm"
        steps, tw = 0, self.params(g).travel_w
        if tw and not inv.stage and not inv.delayed and inv.where in g.content.areas:
            # the steps to where he means to go this turn: Speed is worth a point each up to them
            dist = self._travel(g, inv, inv.where)
            target = self._target(g, inv, dist)
            steps = dist.get(target, 0) if target else 0
        # (the weight is part of the case: the slider memos are shared by every bot of the process)
        return (case, "walk", steps, tw) if steps else (case,)

    @staticmethod
    @lru_cache(maxsize=64)
    def _weights_for(case: tuple[str, ...]) -> dict[str, float]:
        """The weight of each skill in a case of :meth:`_weight_case` (shared: do not change it)."""
        w = {"speed": 0.9, "sneak": 1.0, "fight": 1.2, "will": 1.0, "lore": 1.1, "luck": 0.9}
        if case[0] == "awake":
            w = {k: 0.1 for k in w}
            w["fight"] = 3.0
            atk = ATTACK_CHECK.get(case[1])
            if atk:
                w[atk[0]] = w.get(atk[0], 0.1) + 2.0
            return w
        if case[0] == "closing":
            w["fight"] += 2.0
            w["lore"] += 2.0
        elif case[0] == "prep":
            w["fight"] += 1.0
        return w

    def _weights(self, g: Any, inv: Any) -> dict[str, float]:
        return self._weights_for(self._weight_case(g, inv))

    @staticmethod
    def _util(vals: dict[str, int], w: dict[str, float]) -> float:
        return sum(w[s] * (1 - (2 / 3) ** max(0, vals[s])) for s in vals)

    def _slider_terms(self, g: Any, inv: Any, w: dict[str, float], wkey: Any) -> tuple[list[float], ...]:
        """Per skill in :data:`SKILLS` order, its term of :meth:`_util` at each slider position."""
        key = (inv.id, wkey)
        t = self._terms_memo.get(key)
        if t is None:
            d = g.content.investigators[inv.id]
            terms = [[w[s] * (1 - (2 / 3) ** max(0, v)) for v in getattr(d, s)] for pair in PAIRS for s in pair]
            if isinstance(wkey, tuple) and len(wkey) == 4 and wkey[1] == "walk":
                # a movement point counts up to the steps he means to walk (:meth:`_weight_case`)
                _, _, steps, tw = wkey
                terms[0] = [u + tw * min(max(0, v), steps) for u, v in zip(terms[0], d.speed)]
            t = _remember(self._terms_memo, key, tuple(terms))
        return t

    def _k_slider(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        i = self._top(g)["slider"]
        w = self._weights(g, inv)
        d = g.content.investigators[inv.id]
        if i >= len(PAIRS):  # the maximum Sanity and Stamina (Yin and Yang): the most even stop
            _, _, sans, stas = C.slider_pairs(g, inv)[i]
            return max(ids, key=lambda x: (min(sans[int(x)], stas[int(x)]), -int(x)))
        a, b = PAIRS[i]

        def u(k: int) -> float:
            return self._util({a: getattr(d, a)[k], b: getattr(d, b)[k]}, w)
        return max(ids, key=lambda x: (u(int(x)), -abs(int(x) - 1.5)))

    def _k_sliders(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        ids = self._unvisited_stops(g, inv, ids)
        gate = self._closing_this_turn(g, inv)
        if gate is not None:
            step = self._close_step(g, inv, gate, ids)
            if step is not None:
                return step
        case = self._weight_case(g, inv)
        key = (inv.id, tuple(inv.sliders), tuple(ids), case)
        memo = self._slider_memo
        ans = memo.get(key)
        if ans is None:
            ans = _remember(memo, key, self._best_slider_move(g, inv, ids, self._weights_for(case), case))
        return ans

    def _unvisited_stops(self, g: Any, inv: Any, ids: list[str]) -> list[str]:
        """The slider options but those that take his sliders back to a position they have
        left in this Upkeep. Two rules of his can each prefer the other's position (the
        gate he means to close wants Fight with the bonus of his cards, the skills' weights
        want Will back), and with unlimited Focus (Wilson Richards) he would step to and fro
        for ever; so adjusting is a walk that never revisits a position, and it ends."""
        fr = self._top(g)  # the step of this Upkeep's adjusting: the same frame until it ends
        if self._stops[0] is not fr:
            self._stops = (fr, set())
        left = self._stops[1]
        here = tuple(inv.sliders)
        left.add(here)
        out = []
        for oid in ids:
            i, _, delta = oid.partition(":")
            if delta:
                there = list(here)
                there[int(i)] += int(delta)
                if tuple(there) in left:
                    continue
            out.append(oid)
        return out

    @staticmethod
    def _back_at_gate(g: Any, inv: Any) -> bool:
        """Back in Arkham from a gate's Other World and standing at that gate, still open:
        he may try to close it, and leaving would mean going through again (base p.9:
        leaving discards the explored marker)."""
        return inv.explored and not inv.stage and inv.where in g.state.gates

    @staticmethod
    def _closing_this_turn(g: Any, inv: Any) -> str | None:
        """The gate he will try to close in this turn's Arkham Encounters, seen from the
        Upkeep: the one he stands at, back from its Other World (a failed try the turn
        before), or the one he comes back through in this Movement (he is in its world's
        second area). None before the Ancient One wakes or for anyone else."""
        st = g.state
        if st.awakened:
            return None
        if HeuristicBot._back_at_gate(g, inv):
            return inv.where
        if inv.stage >= 2:
            return next((a for a, m in st.gates.items() if C.base_id(m) == inv.where), None)
        return None

    def _close_step(self, g: Any, inv: Any, gate: str, ids: list[str]) -> str | None:
        """The slider step (Fight/Will or Lore/Luck) that most raises his chance of the
        successes closing ``gate`` needs (two against Yog-Sothoth), with Fight or Lore,
        whichever is better; None when no step raises it. Measured: the expert against
        Yog-Sothoth with four, 3,000 games on each of seeds 71 and 72, +0.6 [+0.0, +1.2] and
        +1.1 [+0.5, +1.7] points (its sliders otherwise weigh the skills by fixed weights
        and gave up the closing die for Will or Luck)."""
        st = g.state
        mod, diff = self._rules_value(g, "gate", _gate_numbers, gate, st.gates[gate])
        d = g.content.investigators[inv.id]
        cur = list(inv.sliders[:3])
        fight_bonus = self._skill(g, inv, "fight") - d.fight[cur[1]]   # what cards add to the sheet
        lore_bonus = self._skill(g, inv, "lore") - d.lore[cur[2]]
        floor = self._floor(g, inv)

        def odds(s1: int, s2: int) -> float:
            dice = max(d.fight[s1] + fight_bonus, d.lore[s2] + lore_bonus) + mod
            return p_at_least(max(0, dice), max(1, diff), floor)
        best, best_p = None, odds(cur[1], cur[2]) + 1e-9
        for oid in ids:
            i, _, delta = oid.partition(":")
            if i not in ("1", "2"):
                continue
            t = cur[:]
            t[int(i)] += int(delta)
            p = odds(t[1], t[2])
            if p > best_p:
                best, best_p = oid, p
        return best

    def _best_slider_move(self, g: Any, inv: Any, ids: list[str], w: dict[str, float], wkey: Any = None) -> str:
        """The single slider step that raises the worth of his skills most (by more than
        0.01): each skill's weight in ``w`` times the chance of a success on its dice, plus,
        in the closing case of :meth:`_weight_case`, twice the chance of one with the better of
        Fight and Lore."""
        if wkey is None:
            wkey = tuple(sorted(w.items()))
        t_speed, t_sneak, t_fight, t_will, t_lore, t_luck = self._slider_terms(g, inv, w, wkey)
        closing = w.get("fight", 0) > 2 and w.get("lore", 0) > 2 and not g.state.awakened
        if closing:
            d = g.content.investigators[inv.id]
            fights, lores = d.fight, d.lore

        def util(s0: int, s1: int, s2: int) -> float:
            u = sum((t_speed[s0], t_sneak[s0], t_fight[s1], t_will[s1], t_lore[s2], t_luck[s2]))
            if closing:
                u += 2.0 * (1 - (2 / 3) ** max(fights[s1], lores[s2]))
            return u

        cur = list(inv.sliders[:3])
        best, best_u = "done", util(*cur) + 0.01
        for oid in ids:
            if oid == "done":
                continue
            i, _, delta = oid.partition(":")
            if int(i) >= len(cur):
                continue  # the maximum Sanity and Stamina (Yin and Yang) stay where they were set
            s = cur[:]
            s[int(i)] += int(delta)
            u = util(*s)
            if u > best_u:
                best, best_u = oid, u
        return best

    # ----------------------------------------------------------- moving
    def _gate_odds(self, g: Any, inv: Any, area: str) -> float:
        mod, diff = self._rules_value(g, "gate", _gate_numbers, area, g.state.gates[area])
        return max(self._p(g, inv, "fight", mod, diff), self._p(g, inv, "lore", mod, diff))

    @staticmethod
    def _near(g: Any, dist: dict[str, int], cands: Any) -> str | None:
        """The open area of ``cands`` nearest by ``dist`` (ties: the lowest id)."""
        areas = g.content.areas
        best, best_d = None, 0
        for a in cands:
            d = dist.get(a)
            if d is None or a not in areas or C.is_closed(g, a):
                continue
            if best is None or d < best_d or (d == best_d and a < best):
                best, best_d = a, d
        return best

    def _target(self, g: Any, inv: Any, dist: dict[str, int]) -> str | None:
        """Where this investigator wants to be, by priority."""
        st = g.state
        areas = g.content.areas
        gates = st.gates
        decks = st.decks
        special = self._special
        near = self._near

        P = self.params(g)
        msan, msta = self._max_health(g, inv)
        prep = self._doom_pressure(g)
        low_san = inv.sanity <= max(1, int(msan * P.heal_frac + 1e-9)) or (prep and inv.sanity < msan - 1)
        low_sta = inv.stamina <= max(1, int(msta * P.heal_frac + 1e-9)) or (prep and inv.stamina < msta - 1)
        cares = [place for low, place in ((low_san, ASYLUM), (low_sta, HOSPITAL))
                 if low and place in areas and not C.is_closed(g, place) and place not in gates]
        if cares:
            # both wanted: the nearer first (the one he stands in costs no walk through the streets)
            return min(cares, key=lambda place: dist.get(place, 99))
        arms, has_es, floor = self._seat(g, inv).summary
        if self._back_at_gate(g, inv) and (has_es or self._gate_odds(g, inv, inv.where) >= P.gate_min_odds):
            # he stays to close it rather than leave it for another gate, a shop, or a gate
            # another investigator stands at (:meth:`_back_at_gate`)
            return inv.where
        weapons = len(arms)
        # Blessed before the final battle, paid with trophies (:meth:`_bless_wanted`)
        if P.bless_prep and self._bless_wanted(g, inv):
            t = near(g, dist, [a for a in special.get("blessing", []) if a not in gates])
            if t and dist[t] <= P.bless_prep:
                return t
        # trophies worth spending (monster trophies only; gate trophies win games)
        if inv.monster_trophies:
            spare = self._spare_toughness(g, inv)
            wanted: list[str] = []
            if spare >= 10:
                if decks.get("base:deputy_of_arkham"):
                    wanted += special.get("deputy", [])
                if decks.get("ally"):
                    wanted += special.get("recruit_ally", [])
            if spare >= 5 and not wanted and not P.bless_prep:  # with Blessings to buy, kept for them
                wanted += special.get("dissection", [])
            t = near(g, dist, [a for a in wanted if a not in gates])
            if t and dist[t] <= 6:
                return t
        # shopping first when unarmed and near a shop
        if weapons == 0 and inv.money >= 4 and not st.awakened and decks.get("common"):
            t = near(g, dist, [a for a in special.get("shop_common", []) if a not in gates])
            if t and dist[t] <= 3:
                return t
        # a gate to enter and close, unless a fellow investigator is already on it
        healthy = inv.sanity >= P.gate_health and inv.stamina >= P.gate_health
        claimed = set()
        if gates:
            others = [i for i in st.investigators if i.seat != inv.seat and not i.eliminated]
            at = {i.where for i in others}
            beyond = {i.where for i in others if i.stage > 0}
            for a, marker in gates.items():
                if a in at or (beyond and C.base_id(marker) in beyond):
                    claimed.add(a)
            if not has_es:
                fight, lore = self._skill(g, inv, "fight"), self._skill(g, inv, "lore")
        odds: dict[str, float] = {}  # as _gate_odds, or 1 with an Elder Sign
        # against Yog-Sothoth a gate trophy is a life in the final battle: one without heads for any gate
        lives = self.TROPHY_LIVES and devoured_without(g) == "gate_trophies" and len(inv.gate_trophies) < self.TROPHY_LIVES
        # with gate trophies enough to win, closing the last few gates wins the game (base p.12)
        push = (P.close_push and gates and len(gates) <= P.close_push and not st.awakened
                and sum(len(i.gate_trophies) for i in st.investigators) >= C.players(g))
        min_odds = min(P.gate_min_odds, 0.1) if lives or push else P.gate_min_odds
        if lives or push:
            healthy = inv.sanity >= 2 and inv.stamina >= 2
        if P.gate_share and gates and healthy:
            claimed |= self._gates_shared(g, inv, P, claimed)
        if gates and healthy:
            best, best_v = None, -1e9
            for a in gates:
                if a not in dist or a in claimed:
                    continue
                if has_es:
                    p = 1.0
                else:
                    mod, diff = self._rules_value(g, "gate", _gate_numbers, a, gates[a])
                    diff = max(0, diff)
                    p = max(p_at_least(max(0, fight + mod), diff, floor), p_at_least(max(0, lore + mod), diff, floor))
                odds[a] = p
                if p < min_odds:
                    continue
                v = self._gate_worth(g, P, a, p, dist[a])
                if v > best_v:
                    best, best_v = a, v
            cost = self._seal_cost(g)
            eager = cost is not None and inv.clues >= cost or prep or len(gates) >= P.gate_eager_open or lives or push
            if best is not None and (eager or dist[best] <= P.gate_radius):
                return best
        # the next step of a Task or Mission held (DH p.5), when it is close
        t = near(g, dist, [a for a in self._quest_places(g, inv) if a not in gates])
        if t and dist[t] <= P.clue_radius:
            return t
        # Clue tokens
        clues = [a for a, n in st.clues_on.items() if n > 0 and a not in gates]
        t = near(g, dist, clues)
        if t and dist[t] <= P.clue_radius:
            return t
        # shopping
        shops: list[str] = []
        if inv.money >= 3 and (weapons < 2 or inv.money >= 6) and decks.get("common"):
            shops += special.get("shop_common", [])
        if inv.money >= 5 and decks.get("spell"):
            shops += special.get("magic_lessons", [])
        if inv.money >= 5 and decks.get("unique"):
            shops += special.get("shop_unique", [])
        if inv.money >= 8 and decks.get("skill"):
            shops += special.get("classes", [])
        t = near(g, dist, [a for a in shops if a not in gates])
        if t and dist[t] <= P.shop_radius:
            return t
        if gates and healthy:
            # gates in reach (odds worked out above; those out of reach are never nearest)
            t = near(g, dist, [a for a in odds if odds[a] >= P.gate_min_odds])
            if t:
                return t
        t = near(g, dist, clues)
        if t:
            return t
        if P.idle_step_w:
            # nothing else to do: the location whose encounter is worth most to him, on
            # average, less so much a step (within IDLE_REACH steps, no gate, no monster)
            best, best_v = None, 0.0
            areas = g.content.areas
            for a, d in dist.items():
                if d > IDLE_REACH or a in gates or areas[a].kind != "location" or C.is_closed(g, a) or self._monsters_at(g, a):
                    continue
                v = self._encounter_worth(g, inv, a) - P.idle_step_w * d
                if v > best_v:
                    best, best_v = a, v
            return best
        return None

    def _encounter_worth(self, g: Any, inv: Any, area: str) -> float:
        """What an encounter at ``area`` is worth to him (:meth:`_value_ops`), on average over
        the cards of its neighborhood's deck (shuffled before each draw: each as likely)."""
        st = g.state
        nb = g.content.areas[area].neighborhood
        deck = st.decks.get(f"loc:{nb}", [])
        if not deck:
            return 0.0
        # remembered for the turn while nothing it reads of him or the board changes
        if self._worth_turn != st.turn:
            self._worth_turn, self._worth = st.turn, {}
        key = (area, inv.seat, inv.sanity, inv.stamina, inv.money, inv.clues, tuple(inv.sliders), tuple(inv.cards),
               st.environment, st.terror, len(deck))
        v = self._worth.get(key)
        if v is None:
            tot = 0.0
            for c in deck:
                e = location_entry(g, c, area, inv)
                if e is not None:
                    tot += self._value_ops(g, inv, e.effect)
            v = self._worth[key] = tot / len(deck)
        return v

    def _bless_wanted(self, g: Any, inv: Any) -> bool:
        """Whether, with :attr:`Params.bless_prep`, he should spend trophies on a Blessing
        (South Church, base p.23): the Ancient One may wake within :attr:`Params.bless_when`
        Mythos Phases (:meth:`_mythos_to_awaken`; a Blessing is lost on a 1 at each Upkeep,
        so it is bought late), someone in the group is not Blessed, and he can pay (5
        toughness of monster trophies or a gate trophy) without giving up the trophy that
        is his life against Shub-Niggurath (monster) or Yog-Sothoth (gate)."""
        st = g.state
        P = self.params(g)
        if not P.bless_prep or st.awakened or self._mythos_to_awaken(g) > P.bless_when:
            return False
        if all(C.has_card(g, i, "base:blessing") for i in st.investigators if not i.eliminated):
            return False
        gates = len(inv.gate_trophies) - (1 if devoured_without(g) == "gate_trophies" else 0)
        return self._spare_toughness(g, inv) >= 5 or gates >= 1

    def _spare_toughness(self, g: Any, inv: Any) -> int:
        """The toughness of his monster trophies he may spend: all but his toughest against
        Shub-Niggurath, where one trophy is his life in the final battle."""
        toughs = [self._monster(g, m, "toughness") for m in inv.monster_trophies]
        if not toughs:
            return 0
        return sum(toughs) - (max(toughs) if devoured_without(g) == "monster_trophies" else 0)

    @staticmethod
    def _mythos_to_awaken(g: Any) -> int:
        """The fewest Mythos Phases that may wake the Ancient One: each adds at most one doom
        token and opens at most one gate (a surge opens none), so the doom tokens or the
        gates still wanting, whichever is fewer."""
        st = g.state
        track = g.content.ancient_ones[st.ancient_one].doom
        return max(0, min(track - st.doom, C.gate_limit(g) - len(st.gates)))

    def _gate_worth(self, g: Any, P: Params, area: str, p: float, steps: int) -> float:
        """How much a gate is worth heading for: twice the chance of closing it, less so much
        a step to it and so much a monster standing there."""
        return 2.0 * p - P.gate_dist_w * steps - P.gate_monster_w * self._monsters_at(g, area)

    def _gates_shared(self, g: Any, inv: Any, P: Params, claimed: set[str]) -> set[str]:
        """The gates the rest of the group goes for when the gates are shared out: every
        investigator free to head for a gate (in town, healthy) is matched to one, the best
        match first (chance of closing, steps, monsters there, as :meth:`_target` weighs a
        gate). Worked out from what every player sees, so each seat finds the same plan."""
        st = g.state
        pairs = []
        for other in st.investigators:
            if other.eliminated or other.stage or other.where not in g.content.areas or other.delayed:
                continue
            if other.sanity < P.gate_health or other.stamina < P.gate_health:
                continue
            dist = self._travel(g, other, other.where)
            es = self._seat(g, other).summary[1]
            for a in st.gates:
                if a in claimed or a not in dist:
                    continue
                p = 1.0 if es else self._gate_odds(g, other, a)
                if p < P.gate_min_odds:
                    continue
                v = self._gate_worth(g, P, a, p, dist[a])
                pairs.append((-v, other.seat, a))
        pairs.sort()
        taken: dict[str, int] = {}
        placed: set[int] = set()
        for _, seat, a in pairs:
            if seat in placed or a in taken:
                continue
            placed.add(seat)
            taken[a] = seat
        return {a for a, seat in taken.items() if seat != inv.seat}

    @staticmethod
    def _quest_places(g: Any, inv: Any) -> list[str]:
        """Where the next steps of his Tasks and Missions are (``data.task``, one step done
        per card, counted by the game's ``task:<card>`` counter)."""
        out = []
        for c in inv.cards:
            q = C.card_def(g, c).data.get("task")
            if q is not None:
                done = g.state.counters.get(f"task:{c}", 0)
                if done < len(q["steps"]):
                    out.append(q["steps"][done]["place"])
        return out

    def _k_mission(self, g: Any, ch: Any, ids: list[str]) -> str:
        """A Mission's sacrifice: made, unless it would leave Sanity or Stamina at 1."""
        inv = self._inv(g, ch)
        label = dict(ch["options"]).get("sacrifice", "")
        for stat in ("Sanity", "Stamina"):
            if label.endswith(stat) and getattr(inv, stat.lower()) - int(label.split()[1]) < 2:
                return "not_now"
        return "sacrifice"

    def _k_move(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        here = inv.where
        fr = self._top(g)
        key = (g.state.turn, inv.seat, fr.get("start"))
        if self._plan is not None and self._plan_fr is fr and self._plan[0] == key:
            target = self._plan[1]  # the target chosen when this movement began
        else:
            target = self._target(g, inv, self._travel(g, inv, here))
            self._plan, self._plan_fr = (key, target), fr
        ship = [i for i in ids if i.startswith("use:kingsport:the_white_ship")]
        if ship and target in g.state.gates and inv.sanity > 3 and inv.stamina > 3:
            return ship[0]  # sail straight to the world of the gate he means to close
        if target is None or target == here:
            uses = [i for i in ids if i.startswith("use:") and not i.startswith("use:kingsport:the_white_ship")]
            if uses and inv.sanity > 2 and inv.stamina > 2:
                return uses[0]  # spare movement: read a tome, use an item
            return "stop"
        if self.params(g).route_danger_w > 0:
            step = self._safe_step(g, inv, target, ids)
            if step is not None:
                return step
        to_target = self._travel(g, inv, target)
        # the step nearest the target (a train ride to a depot of another town is a step);
        # among equally near steps, the one with fewest monsters
        best_d = to_target.get(here, 10 ** 6)
        steps: list[str] = []
        for oid in ids:
            if oid.startswith(("to:", "train:")):
                d = to_target.get(oid.partition(":")[2], 10 ** 6)
                if d < best_d:
                    best_d, steps = d, [oid]
                elif d == best_d and steps:
                    steps.append(oid)
        if not steps:
            return "stop"
        if len(steps) == 1:
            return steps[0]
        return min(steps, key=lambda oid: self._monsters_at(g, oid.partition(":")[2]))

    def _safe_step(self, g: Any, inv: Any, target: str, ids: list[str]) -> str | None:
        """The step on the cheapest way to ``target`` when every area entered costs a step
        plus :attr:`Params.route_danger_w` per point of harm its monsters threaten (each
        one's Stamina and Sanity damage times his chance of failing to evade it, as he must
        slip past them): a longer way round a Gug or a Dhole rather than through it.
        None when the steps offered are not plain moves (a train ride, an ability)."""
        steps = [i for i in ids if i.startswith("to:")]
        if not steps or any(i.startswith("train:") for i in ids):
            return None
        areas = g.content.areas
        w = self.params(g).route_danger_w
        harm: Counter[str] = Counter()
        for m, place in g.state.monsters.items():
            if place in areas:
                pe = self._p(g, inv, "sneak", self._monster_mod(g, m, "awareness"), 1, "evade")
                md = C.monster_def(g, m)
                harm[place] += (1 - pe) * ((md.stamina_damage or 0) + (md.sanity_damage or 0))

        def enter(a: str) -> float:
            return 1.0 + w * harm[a]
        cost = {target: 0.0}
        heap = [(0.0, target)]
        while heap:
            c, a = heapq.heappop(heap)
            if c > cost.get(a, 1e18):
                continue
            ca = c + enter(a)  # moving into a from a neighbour
            for b in areas[a].connects:
                if ca < cost.get(b, 1e18):
                    cost[b] = ca
                    heapq.heappush(heap, (ca, b))
        best, best_c = None, 1e18
        for oid in steps:
            a = oid[3:]
            if a not in cost:
                continue
            c = cost[a] + enter(a)
            if c < best_c or (c == best_c and best is not None and oid < best):
                best, best_c = oid, c
        return best

    def _k_place(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        dist = {a: 0 for a in ids}
        t = self._target(g, inv, dist)
        return t if t in ids else next((a for a in ids if C.is_street(g, a)), ids[0])

    # ---------------------------------------------------- encounters etc.
    def _special_value(self, g: Any, inv: Any, oid: str) -> float:
        parts = oid.split(":")
        key = parts[1]
        if key in ("psychiatric_care", "medical_care"):
            stat = "sanity" if key == "psychiatric_care" else "stamina"
            cap = self._max_health(g, inv)[0 if stat == "sanity" else 1]
            deficit = cap - getattr(inv, stat)
            if parts[2] == "full":
                return 1.2 * deficit - 0.8
            return 1.2 * min(1, deficit)
        if key == "shop_common":
            return 2.0 if inv.money >= 3 else -1.0
        if key == "shop_unique":
            return 2.0 if inv.money >= 4 else -1.0
        if key == "magic_lessons":
            return 2.2
        if key == "classes":
            return 3.0
        if key == "bank_loan":
            return -1.0
        if key == "ability":   # a location ability written as ops (the Dunwich board's)
            ab = g.content.areas[inv.where].ability
            return self._value_ops(g, inv, ab.do) if ab is not None else 0.0
        if key == "blessing" and self._bless_wanted(g, inv):
            return 4.0  # the final battle is near: dice that succeed on a 4 are worth a trophy
        if len(parts) >= 4 and int(parts[3]) > 0:
            return -5.0  # gate trophies win the game: not spent here
        if devoured_without(g) == "monster_trophies" and len(inv.monster_trophies) <= 1:
            return -5.0
        return {"deputy": 4.0, "recruit_ally": 3.5, "dissection": 2.5, "shady_character": 1.0,
                "blessing": 2.0 if not C.has_card(g, inv, "base:blessing") else -1.0}.get(key, 0.0)

    def _k_encounter(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        if any(i.startswith("card:") for i in ids):
            fr = self._top(g)
            from arkham.rules.classic import encounters as E
            best, best_v = ids[0], -1e9
            for oid in ids:
                c = oid[5:]
                if fr.get("k") == "encounter.location":
                    e = E.location_entry(g, c, fr["area"], inv)
                else:
                    e = E.gate_entry(g, c, inv.where)
                v = self._value_ops(g, inv, e.effect) if e is not None else 0.0
                if v > best_v:
                    best, best_v = oid, v
            return best
        best, best_v = "encounter", 0.3
        for oid in ids:
            if oid.startswith("special:"):
                v = self._special_value(g, inv, oid)
                if v > best_v:
                    best, best_v = oid, v
        return best if best in ids else ids[0]

    def _k_may(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        fr = self._top(g)
        ops = fr["o"].get("do") if isinstance(fr.get("o"), dict) else fr.get("ops")
        wards = [i for i in ids if i.startswith("ward:")]
        if wards:   # the Warding Statue against the Ancient One's attack: the whole round is spared
            return wards[0]
        if ops is None:
            return "yes"
        return "yes" if self._value_ops(g, inv, ops) > 0 else "no"

    def _k_choose(self, g: Any, ch: Any, ids: list[str]) -> str:
        fr = self._top(g)
        step = VARIANT_STEPS.get(fr.get("k"))
        if step is not None:   # a Kingsport variant's own question (Ghroth, a Plot card)
            return step(self, g, ch, ids)
        inv = self._inv(g, ch)
        opts = fr.get("options")
        if opts is not None:   # a card's `choose` op: the option whose effects are worth most
            return max(ids, key=lambda i: self._value_ops(g, inv, opts[int(i[4:])].get("do")))
        if set(ids) == {"sanity", "stamina"}:   # one point lost from either track
            return "sanity" if (inv.sanity, -inv.stamina) > (inv.stamina, -inv.sanity) else "stamina"
        raise ValueError(f"a choice it does not know: {ids}")

    def _k_keep_item(self, g: Any, ch: Any, ids: list[str]) -> str:
        """An item stripped between worlds, kept for a Clue token or $3: a card worth more
        than a plain one is kept, for money when it has $3 to spare, else for a Clue token."""
        inv = self._inv(g, ch)
        card = next(c for c in self._top(g)["left"] if c in inv.cards)
        if self.card_value(g, inv, card) <= 1.0 and (C.card_def(g, card).price or 0) <= CHEAP_ITEM:
            return "drop"
        if "money" in ids:
            return "money"
        return "clue" if "clue" in ids and inv.clues > 1 else "drop"

    def _k_count(self, g: Any, ch: Any, ids: list[str]) -> str | None:
        """Clue tokens bought with Sanity (and Stamina): as many as leave both at 2 or more."""
        inv = self._inv(g, ch)
        kind = self._top(g)["k"]
        if kind == "ks.keep_clues":       # 1 Sanity and 1 Stamina each
            most = min(inv.sanity, inv.stamina) - 2
        elif kind == "ks.sanity_for_clues":   # 2 Sanity each
            most = (inv.sanity - 2) // 2
        else:
            return None   # another bargain: left to chance
        return str(max(0, min(most, max(int(i) for i in ids))))

    def _k_number(self, g: Any, ch: Any, ids: list[str]) -> str | None:
        """Clue tokens given in homage to Nodens: each is a die, and the successes are what
        his Sanity and Stamina become; every token goes."""
        if self._top(g)["k"] != "ks.homage":
            return None   # another number: left to chance
        return max(ids, key=int)

    def _k_card(self, g: Any, ch: Any, ids: list[str]) -> str:
        """A card picked from a deck (or a Spell refreshed): the one worth most to it."""
        inv = self._inv(g, ch)
        return max(ids, key=lambda c: (self.card_value(g, inv, c), -ids.index(c)))

    def _k_investigator(self, g: Any, ch: Any, ids: list[str]) -> str | None:
        """Another investigator picked: whose Clue tokens it takes (the most), who gains Clue
        tokens or receives its own (the one holding most, nearest a seal), with whom it trades
        places (the one nearest an open gate). Other picks: left to chance."""
        invs = g.state.investigators
        k = self._top(g)["k"]
        seats = [i for i in ids if i.isdigit()]
        if k in ("ks.take_clues", "ks.give_clues", "ks.clues_with_another") and seats:
            return max(seats, key=lambda i: (invs[int(i)].clues, -int(i)))
        if k == "ks.swap_places" and seats:
            return self._swap_target(g, ch, [f"inv:{i}" for i in seats])[4:]
        if k == "dunwich.mythos.choose_investigator" and seats:
            # a Mythos card's effect on one investigator the first player names: a boon to
            # the one it helps most, a blow to the one it hurts least
            ops = self._top(g)["ops"]
            return max(seats, key=lambda i: (self._value_ops(g, invs[int(i)], ops), -seats.index(i)))
        return None

    def _k_trophy_offer(self, g: Any, ch: Any, ids: list[str]) -> str:
        """A monster trophy spent for a location card's reward: when the reward is worth
        something, the trophy of least toughness goes."""
        inv = self._inv(g, ch)
        spend = [i for i in ids if i.startswith("spend:")]
        if not spend or self._value_ops(g, inv, self._top(g)["o"].get("do")) <= 0:
            return "no"
        return min(spend, key=lambda i: (self._monster(g, i[6:], "toughness") or 0, ids.index(i)))

    def _k_nearest_monster(self, g: Any, ch: Any, ids: list[str]) -> str:
        """Which of the nearest monsters it faces: the one it is likeliest to kill."""
        inv = self._inv(g, ch)
        floor = self._floor(g, inv)

        def p_kill(m: str) -> tuple[float, int]:
            dice = self._dice(g, inv, "fight", self._monster_mod(g, m, "combat"), "combat")
            return (p_at_least(dice, self._monster(g, m, "toughness") or 1, floor), -ids.index(m))
        return max(ids, key=p_kill)

    def _k_sell(self, g: Any, ch: Any, ids: list[str]) -> str:
        """Items sold: only a cheap plain card goes (the dearest such); pawning one it must
        name: the least useful."""
        inv = self._inv(g, ch)
        cards = {i: i.partition(":")[2] if i.startswith("sell:") else i for i in ids if i != "keep"}
        if "keep" not in ids:
            return min(cards, key=lambda i: (self.card_value(g, inv, cards[i]), -(C.card_def(g, cards[i]).price or 0)))
        plain = [i for i in cards if self.card_value(g, inv, cards[i]) <= 1.0
                 and (C.card_def(g, cards[i]).price or 0) <= CHEAP_ITEM]
        return max(plain, key=lambda i: C.card_def(g, cards[i]).price or 0) if plain else "keep"

    def _k_elder_sign(self, g: Any, ch: Any, ids: list[str]) -> str:
        """An elder sign token moved or laid (Kingsport cards): laid on an open gate it seals
        and closes it, so it goes there; with no gate to close, none is moved."""
        from arkham.rules.kingsport.elder_sign_tokens import open_unstable
        gates = g.state.gates
        if "no" in ids:   # which token to lift: one, if an open gate can take it
            return next((i for i in ids if i != "no"), "no") if any(a in gates for a in open_unstable(g)) else "no"
        gated = [a for a in ids if a in gates]
        if gated:
            return max(gated, key=lambda a: (len(C.monsters_at(g, a)), -ids.index(a)))
        return ids[0]

    def _k_rift(self, g: Any, ch: Any, ids: list[str]) -> str | None:
        """A rift's progress markers cleared: an open rift first (it closes), else the track
        holding most markers. Other rift picks: left to chance."""
        if self._top(g)["k"] != "kingsport.close_rift":
            return None
        from arkham.rules.kingsport.rifts import data, is_open, track_of
        tracks = data(g)["tracks"]

        def weight(r: str) -> tuple[bool, int, int]:
            return (is_open(g, r), sum(len(s) for s in tracks[track_of(g, r)]["spaces"]), -ids.index(r))
        return max(ids, key=weight)

    def _k_gain(self, g: Any, ch: Any, ids: list[str]) -> str:
        """One point gained on either track: where more is missing, the lower track on a tie."""
        inv = self._inv(g, ch)
        if set(ids) != {"sanity", "stamina"}:
            raise ValueError(f"a gain it does not know: {ids}")
        miss_san = C.max_sanity(g, inv) - inv.sanity
        miss_sta = C.max_stamina(g, inv) - inv.stamina
        if miss_san != miss_sta:
            return "sanity" if miss_san > miss_sta else "stamina"
        return "sanity" if inv.sanity <= inv.stamina else "stamina"

    def _k_gate(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        if "leave" not in ids:
            return ids[0]  # drawn through: which of equally near gates
        es = [i for i in ids if i.startswith("elder:")]
        if es and inv.sanity > 1 and inv.stamina > 1:
            return es[0]
        area = self._top(g)["area"]
        from arkham.rules.classic.encounters import gate_modifier
        mod = gate_modifier(g, area)
        f = self._dice(g, inv, "fight", mod)
        lo = self._dice(g, inv, "lore", mod)
        return "lore" if lo > f else "fight"

    def _k_evade(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        m = self._top(g).get("monster")
        uses = [i for i in ids if i.startswith("use:")]
        if uses and m:
            if self._p(g, inv, "sneak", self._monster_mod(g, m, "awareness"), 1, "evade") < 0.6:
                return uses[0]
        return "roll" if "roll" in ids else ids[0]

    def _k_toll(self, g: Any, ch: Any, ids: list[str]) -> str:
        """A monster's toll before a check: pay with a Clue token or the least useful Item."""
        inv = self._inv(g, ch)
        if "clue" in ids:
            return "clue"
        cards = [i for i in ids if i.startswith("card:")]
        return min(cards, key=lambda i: self.card_value(g, inv, i[5:])) if cards else "refuse"

    def _k_tribute(self, g: Any, ch: Any, ids: list[str]) -> str:
        """An Ancient One's tribute (Abhoth, Tsathoggua): Clue tokens first, then the weakest
        monster trophy, then the least useful Item, gate trophies last."""
        inv = self._inv(g, ch)
        if "clue" in ids:
            return "clue"
        mons = [i for i in ids if i.startswith("m:")]
        if mons:
            return min(mons, key=lambda i: C.toughness(g, i[2:]))
        items = [i for i in ids if i.startswith("i:")]
        if items:
            return min(items, key=lambda i: self.card_value(g, inv, i[2:]))
        return ids[0]

    def _k_sacrifice(self, g: Any, ch: Any, ids: list[str]) -> str:
        """Atlach-Nacha's attack: the least useful Ally goes to the box; with none, the
        investigator with the weakest attack (fewest dice against him) is given up."""
        st = g.state
        allies = [i for i in ids if i.startswith("ally:")]
        if allies:
            def worth(a: str) -> float:
                seat, _, card = a[5:].partition(":")
                return self.card_value(g, st.investigators[int(seat)], card)
            return min(allies, key=worth)
        invs = [i for i in ids if i.startswith("inv:")]
        return min(invs, key=lambda i: self._skill(g, st.investigators[int(i[4:])], "fight", "combat"))

    def _k_traitor(self, g: Any, ch: Any, ids: list[str]) -> str:
        """Join Me! (an Epic Battle plot): a bot plays for the table and never turns traitor."""
        return "refuse"

    def _k_split(self, g: Any, ch: Any, ids: list[str]) -> str:
        """Points split between Sanity and Stamina (``lc.split``). A loss (Y'Golonac's attack,
        ``lose_split``): the track left higher takes more, never emptying one when the other
        can take them. A gain: the points go where they are missing, the lower track first."""
        inv = self._inv(g, ch)
        n = len(ids) - 1
        if self._top(g).get("loss"):
            def left(i: str) -> tuple[int, int]:
                k = int(i.partition(":")[2])
                san, sta = inv.sanity - k, inv.stamina - (n - k)
                return (min(san, sta), san + sta)
            return max(ids, key=left)
        top_san, top_sta = C.max_sanity(g, inv), C.max_stamina(g, inv)
        def after(i: str) -> tuple[int, int]:
            k = int(i.partition(":")[2])
            san, sta = min(top_san, inv.sanity + k), min(top_sta, inv.stamina + n - k)
            return (min(san, sta), san + sta)
        return max(ids, key=after)

    def _k_precognition(self, g: Any, ch: Any, ids: list[str]) -> str:
        """Jacqueline Fine's Precognition: spare the town a Rumor or a new gate when Clue tokens are plenty."""
        st = g.state
        card = g.content.mythos[self._top(g)["card"]]
        inv = self._inv(g, ch)
        new_gate = bool(card.gate) and card.gate not in st.gates and card.gate not in st.seals
        return "discard" if (card.type == "rumor" or new_gate) and inv.clues >= 4 else "keep"

    def _k_leadership(self, g: Any, ch: Any, ids: list[str]) -> str:
        """Leo Anderson's once-a-turn Leadership: spend it at once, on the track nearer 0."""
        st = g.state
        target = st.investigators[self._top(g)["target"]]
        prevent = [i for i in ids if i.startswith("prevent:")]
        return min(prevent, key=lambda i: getattr(target, i.partition(":")[2])) if prevent else ids[-1]

    def _k_loss(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        fr = self._top(g)
        san, sta = fr.get("sanity", 0) or 0, fr.get("stamina", 0) or 0
        deadly = (san and inv.sanity <= san) or (sta and inv.stamina <= sta)
        labels = dict(ch["options"])
        for i in ids:
            if not i.startswith("use:"):
                continue
            # in the final battle a card kept for a later loss serves no better than now
            if deadly or "Discard" not in labels[i] or san + sta >= 3 or g.state.awakened:
                return i
        return "take"

    def _k_upkeep(self, g: Any, ch: Any, ids: list[str]) -> str:
        if "witch_blood" in ids:  # Marie Lambeau's one doom token: keep it for when the track is nearly full
            st = g.state
            if st.doom >= g.content.ancient_ones[st.ancient_one].doom - 2:
                return "witch_blood"
        inv = self._inv(g, ch)
        if g.state.awakened and any(i.startswith("trade:") for i in ids):
            gift = self._battle_gift(g, inv)
            if gift is not None and f"trade:{gift[1]}" in ids:
                return f"trade:{gift[1]}"
        msan, msta = self._max_health(g, inv)
        dsan = msan - inv.sanity
        dsta = msta - inv.stamina
        for oid, label in ch["options"]:
            if not oid.startswith("use:"):
                continue
            lab = label.lower()
            discard = "discard" in lab
            if "sanity" in lab and dsan >= (2 if discard else 1):
                return oid
            if "stamina" in lab and dsta >= (2 if discard else 1):
                return oid
            if ("gain $" in lab or "bless any" in lab) and inv.sanity > 3:
                return oid  # Alchemical Process, Bless: worth a Sanity point when there are several
            if "gain a skill" in lab and inv.sanity > 3:
                return oid  # Forced Learning
        sells = [oid for oid in ids if oid.startswith("blood_money:")]
        if sells and (inv.money < 3 or len(inv.monster_trophies) > 3):
            return sells[0]  # Blood Money: cash when short of it, or trophies beyond a few kept for spending
        doom = next((i for i in ids if i.startswith("use:kingsport:blessing_of_nodens_doom")), None)
        if doom is not None and g.state.doom >= g.content.ancient_ones[g.state.ancient_one].doom - 3:
            return doom  # a doom token removed when the track is nearly full
        for oid, label in ch["options"]:
            if not oid.startswith("refresh:"):
                continue
            d = C.card_def(g, oid.partition(":")[2])
            fee = d.data["refresh_cost"].get("money", 0)
            if d.data.get("combat_bonus") and inv.money >= fee + 2:
                return oid  # a big weapon is worth its refresh (Elephant Gun, Yithian Rifle)
        return "done" if "done" in ids else ids[0]

    def _k_other_world(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        # the White Ship would only carry him to yet another world: he goes on home
        uses = [i for i in ids if i.startswith("use:") and not i.startswith("use:kingsport:the_white_ship")]
        if uses and inv.sanity > 2:
            return uses[0]
        return "go" if "go" in ids else ids[0]

    def _k_world(self, g: Any, ch: Any, ids: list[str]) -> str:
        """An Other World to go to: the one most open gates lead back from (a way home and a
        gate to close), the first by name among equals."""
        gates = Counter(C.base_id(gm) for gm in g.state.gates.values())
        return max(ids, key=lambda w: (gates[w], -ids.index(w)))

    def _k_seal(self, g: Any, ch: Any, ids: list[str]) -> str:
        return "seal" if self.params(g).seal_clues else "close"

    def _k_buy(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        # "buy:<card>", or "want:<card>" at a sale where each investigator names his wishes
        buys = [i for i in ids if i.startswith(("buy:", "want:"))]
        if not buys:
            raise ValueError(f"a purchase it does not know: {ids}")
        best = max(buys, key=lambda i: self.card_value(g, inv, i.partition(":")[2]))
        if "done" in ids and self.card_value(g, inv, best.partition(":")[2]) < self.params(g).buy_min:
            return "done"
        return best

    def _k_draw(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        return max(ids, key=lambda i: self.card_value(g, inv, i.partition(":")[2]))

    _k_ally = _k_draw
    _k_search = _k_draw      # any card of a deck, searched (a Blessing of Nodens): the one worth most

    def _k_draw_search(self, g: Any, ch: Any, ids: list[str]) -> str:
        """A search in place of a draw (a Blessing of Nodens): always, the best card beats chance."""
        return next((i for i in ids if i != "draw"), "draw")

    def _k_discard(self, g: Any, ch: Any, ids: list[str]) -> str:
        """The card he values least; where he may stop instead (items left for a Clue token
        each), only a card worth less than a Clue token goes."""
        inv = self._inv(g, ch)
        cards = [i for i in ids if i != "stop"]
        if "stop" in ids:
            # a discard it may stop (items traded for Clue tokens, one at a time): only a cheap
            # plain card (no bonus it reads, a list price of $2 or less) goes for a Clue token
            cards = [i for i in cards if (C.card_def(g, i.partition(":")[2]).price or 0) <= CHEAP_ITEM
                     and self.card_value(g, inv, i.partition(":")[2]) <= 1.0]
            if not cards:
                return "stop"
        return min(cards, key=lambda i: self.card_value(g, inv, i.partition(":")[2]))

    def _k_trophy(self, g: Any, ch: Any, ids: list[str]) -> str:
        fr = self._top(g)
        need = fr["tough"] - fr["spent"]
        vals = {i: self._monster(g, i[6:], "toughness") for i in ids}
        enough = [i for i in ids if vals[i] >= need]
        if enough:
            return min(enough, key=lambda i: vals[i])
        return max(ids, key=lambda i: vals[i])

    def _k_target(self, g: Any, ch: Any, ids: list[str]) -> str:
        invs = g.state.investigators
        if all(i.startswith("give") and "@" in i for i in ids):
            # the host of a sale names who buys a card several want: the one it helps most
            def worth(i: str) -> tuple[float, int]:
                card, _, seat = i[4:].partition("@")
                return (self.card_value(g, invs[int(seat)], card), -int(seat))
            return max(ids, key=worth)
        if all(i.startswith(("inv:", "monster:")) for i in ids):
            return self._swap_target(g, ch, ids)
        order = [str(ch["who"])] + [i for i in ids if i != str(ch["who"])]
        for i in order:
            if i in ids and not C.has_card(g, invs[int(i)], "base:blessing"):
                return i
        return ids[0]

    def _swap_target(self, g: Any, ch: Any, ids: list[str]) -> str:
        """Places swapped with an investigator or a monster (the Mi-Go Brain Case): the place
        nearest an open gate, an investigator's place before a monster's among equals (he
        lands where the monster stood, with no monster there to face)."""
        gates = list(g.state.gates)

        def where(i: str) -> str:
            kind, _, rest = i.partition(":")
            return g.state.investigators[int(rest)].where if kind == "inv" else g.state.monsters[rest]

        def near(i: str) -> tuple[int, int, int]:
            w = where(i)   # one in an Other World is far from every gate of the board
            d = self._distances(g, w) if w in g.content.areas else {}
            return (min((d.get(a, 99) for a in gates), default=99), 0 if i.startswith("inv:") else 1, ids.index(i))
        return min(ids, key=near)

    def _k_clue(self, g: Any, ch: Any, ids: list[str]) -> str:
        invs = g.state.investigators
        return max(ids, key=lambda i: (invs[int(i)].clues, -int(i)))

    def _k_surge(self, g: Any, ch: Any, ids: list[str]) -> str:
        invs = [i for i in g.state.investigators if not i.eliminated and i.where in g.content.areas]

        def crowd(a: str) -> int:
            d = self._distances(g, a)
            return sum(1 for i in invs if d.get(i.where, 99) <= 2)
        return min(ids, key=lambda a: (crowd(a), a))

    def _k_monster(self, g: Any, ch: Any, ids: list[str]) -> str:
        invs = [i for i in g.state.investigators if not i.eliminated]

        def strength(a: str) -> int:
            return max((self._dice(g, i, "fight") + i.stamina for i in invs if i.where == a), default=0)
        return max(ids, key=lambda a: (strength(a), a))

    def _k_max(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        return "sanity" if inv.sanity - 1 > inv.stamina else "stamina" if "stamina" in ids else ids[0]

    # ------------------------------------------------ Injury and Madness cards (DH p.6)
    @staticmethod
    def _status_harm(g: Any, inv: Any, card: str) -> float:
        """How much an Injury or Madness card would hurt him: 0 for a copy that does
        nothing (Rita Young), most for a second copy that devours."""
        d = C.card_def(g, card)
        data = d.data
        if data.get("duplicate_devours") and C.has_card(g, inv, d.id) and card not in inv.cards:
            return 0.0 if C.has_ability(g, inv, "resilient") else 50.0
        harm = 1.0
        if data.get("max_bonus"):
            harm += 2.0
        if data.get("no_allies"):
            harm += 1.0 + sum(1 for c in inv.cards if C.card_def(g, c).deck == "ally")
        for lim in (data.get("hold_limit"),):
            if lim:
                harm += max(0, sum(1 for c in inv.cards if C.card_def(g, c).deck in lim["decks"]) - lim["n"])
        if data.get("upkeep_loss") or data.get("no_success_loss"):
            harm += 0.5
        return harm

    def _k_status_outcome(self, g: Any, ch: Any, ids: list[str]) -> str:
        """Knocked out: an Injury or Madness card instead of the classic losses when what
        would be lost (half the items, the least useful ones; half the Clue tokens) and the
        track back at its maximum are worth more than the card's likely harm, counting the
        chance that it is a second copy of one he holds."""
        inv = self._inv(g, ch)
        alt = [i for i in ids if i != "classic"]
        if not alt:
            return ids[0]
        deck = "injury" if self._top(g).get("how") == "unconscious" else "madness"
        pile = g.state.decks.get(deck, [])
        if not pile:
            return "classic"
        harm = sum(self._status_harm(g, inv, c) for c in pile) / len(pile)
        vals = sorted(self.card_value(g, inv, c) for c in C.items(g, inv))
        lost = sum(vals[: len(vals) // 2]) + 0.6 * (inv.clues // 2)
        msan, msta = self._max_health(g, inv)
        lost += 0.3 * ((msta if deck == "injury" else msan) - 1)
        return alt[0] if lost > harm else "classic"

    def _k_status_keep(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        return min(ids, key=lambda i: (self._status_harm(g, inv, i.partition(":")[2]), i))

    def _k_status_ward(self, g: Any, ch: Any, ids: list[str]) -> str:
        """An Elixir of Life serves only to stand in for an Injury or Madness card: use it."""
        return "ward:yes" if "ward:yes" in ids else ids[0]

    def _k_terror(self, g: Any, ch: Any, ids: list[str]) -> str:
        """Settle Down: Clue tokens are spent to hold the terror level only where a point
        costs something lasting (a store closes at that level, or Arkham is near overrun)."""
        st = g.state
        nxt = st.terror + 1
        closes = any(a.closes_at_terror == nxt for a in g.content.areas.values())
        pays = [i for i in ids if i != "rise"]
        if pays and (closes or nxt >= 9):
            return pays[0]
        return "rise" if "rise" in ids else ids[0]

    def _k_avoid(self, g: Any, ch: Any, ids: list[str]) -> str:
        """A Makeup Kit or a Telescope serves little else: discard it rather than be arrested or delayed."""
        return next((i for i in ids if i.startswith("avoid:")), ids[0])

    def _k_cure(self, g: Any, ch: Any, ids: list[str]) -> str:
        inv = self._inv(g, ch)
        return max(ids, key=lambda i: (self._status_harm(g, inv, i.partition(":")[2]), i))

    #: least gain of a gift in the final battle (in :meth:`_best_set`'s units, expected
    #: successes over four: half a die that succeeds on 5 or 6)
    GIFT_MIN = 0.04

    def _attack_strength(self, g: Any, inv: Any, gear: list[tuple[str, int, int, bool, float, int, bool]]) -> float:
        """What his attack on the Ancient One is worth with this gear (:meth:`_best_set`)."""
        base = self._dice(g, inv, "fight", ao_combat(g), "combat")
        return self._best_set(g, inv, "ao", free_hands(g, [], inv), base, 0, gear)[1]

    def _battle_gift(self, g: Any, inv: Any, only: int | None = None) -> tuple[str, int] | None:
        """The weapon or spell he should hand over in the final battle (where everyone trades
        as if in one place, base p.22), and to whom (a seat; ``only`` names the one partner):
        the card whose move adds most to the group's attacks, what the other's attack gains
        with it (in his hands, his Lore) less what his own loses, when that is at least
        :attr:`GIFT_MIN` (a third weapon he has no hand for, a gun for an investigator whose
        hands are empty). None when no gift is worth it."""
        mine = self._gear(g, inv, "ao", [])
        if not mine:
            return None
        have = self._attack_strength(g, inv, mine)
        others = [o for o in g.state.investigators if o is not inv and not o.eliminated
                  and (only is None or o.seat == only)]
        # each partner's gear and attack without the gift, worked out once
        partners = [(o, theirs, self._attack_strength(g, o, theirs))
                    for o in others for theirs in [self._gear(g, o, "ao", [])]]
        best, best_v = None, self.GIFT_MIN
        for x in mine:
            d = C.card_def(g, x[0])
            if d.deck not in TRADABLE:
                continue
            loss = have - self._attack_strength(g, inv, [y for y in mine if y is not x])
            for o, theirs, before in partners:
                entry = self._gear_entry(g, o, "ao", x[0], d)
                if entry is None:
                    continue
                gain = self._attack_strength(g, o, theirs + [entry]) - before
                if gain - loss > best_v:
                    best, best_v = (x[0], o.seat), gain - loss
        return best

    def _k_trade(self, g: Any, ch: Any, ids: list[str]) -> str:
        """Trade away the least useful item for the best of three of its deck when that card
        is worth less than an average card of the deck (the best of three beats that). In
        the final battle's trading, the gift of :meth:`_battle_gift`, then done."""
        inv = self._inv(g, ch)
        if "done" in ids and any(i.startswith("give:") for i in ids):
            gift = self._battle_gift(g, inv, self._top(g).get("partner")) if g.state.awakened else None
            return f"give:{gift[0]}" if gift is not None else "done"
        cards = [i for i in ids if i.startswith("trade:")]
        if not cards:
            return "no"
        worst = min(cards, key=lambda i: (self.card_value(g, inv, i[6:]), i))
        c = worst[6:]
        return worst if self.card_value(g, inv, c) < DECK_VALUE.get(C.card_def(g, c).deck, 1.0) else "no"

    def _k_fee(self, g: Any, ch: Any, ids: list[str]) -> str:
        return "pay" if "pay" in ids else ids[-1]

    def _k_loan(self, g: Any, ch: Any, ids: list[str]) -> str:
        return "pay"

    def _k_heal(self, g: Any, ch: Any, ids: list[str]) -> str:
        heals = [i for i in ids if i.startswith("heal:")]
        return heals[0] if heals else "skip"

    def _k_scrounge(self, g: Any, ch: Any, ids: list[str]) -> str:
        """Ashcan Pete sees the bottom card: take it when it is worth more than a blind draw
        (a weapon, a combat spell or an elder sign), else draw from the top."""
        top = self._top(g)
        pile = g.state.decks.get(top.get("deck", ""), [])
        if pile and "bottom" in ids:
            d = C.card_def(g, pile[-1])
            if "combat_bonus" in d.data or d.data.get("elder_sign"):
                return "bottom"
        return "top"

    def _k_street(self, g: Any, ch: Any, ids: list[str]) -> str:
        for i in ids:
            if i == "rumor:pool":  # a token-pool Rumor: pay while it leaves a margin
                pool = C.lasting_of(g, "token_pool")
                if pool and getattr(self._inv(g, ch), pool[0]["pay"]) > 2:
                    return i
                continue
            if i.startswith("rumor:") and not i.startswith(("rumor:gates", "rumor:fight")):
                return i
        if "bast:feed" in ids and self._inv(g, ch).money >= 4:
            return "bast:feed"  # a Bast token keeps monsters off him, for money to spare
        return "pass"

    def _k_bast(self, g: Any, ch: Any, ids: list[str]) -> str:
        """A Bast token for all of his Focus: kept while he stands in a town, where it keeps the
        monsters off him; in an Other World or lost, the Focus is worth more."""
        return "keep" if self._inv(g, ch).where in g.content.areas else "discard"

    def _k_devour_ward(self, g: Any, ch: Any, ids: list[str]) -> str:
        return "refuse"  # Nine Lives: never allow it

    def _k_clue_trade(self, g: Any, ch: Any, ids: list[str]) -> str:
        """Clue tokens traded with anyone (a gate card): hand one to whoever holds the fewest
        while he keeps more than they have plus one; never ask."""
        me = self._inv(g, ch)
        gives = [i for i in ids if i.startswith("give:")]
        if gives:
            best = min(gives, key=lambda i: (g.state.investigators[int(i[5:])].clues, i))
            if me.clues > g.state.investigators[int(best[5:])].clues + 1:
                return best
        return "done"

    def _k_clue_gift(self, g: Any, ch: Any, ids: list[str]) -> str:
        """Asked for a Clue token by another investigator: give it while holding more."""
        me = self._inv(g, ch)
        asker = g.state.investigators[g.state.stack[-1]["who"]] if g.state.stack else None
        return "yes" if asker is not None and me.clues > asker.clues else "no"

    def _k_return(self, g: Any, ch: Any, ids: list[str]) -> str:
        return min(ids, key=lambda a: (len(C.monsters_at(g, a)), a))


__all__ = ["HeuristicBot", "p_at_least"]
