"""The heuristic bot's shared odds and what it remembers: the chance of successes on
dice, skill values, monster stats and weapon bonuses under the rule changes in play,
board distances, kept per content for every bot of the process (see the package's
*Speed*). A remembered value is what recomputing it would give."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Any

from arkham.bots.boxes import CLUES_ARE_LIVES
from arkham.rules.classic import core as C
from arkham.rules.classic.combat_gear import weapon_bonus
from arkham.rules.classic.encounters import close_difficulty, gate_modifier

SKILLS = ("speed", "sneak", "fight", "will", "lore", "luck")
PAIRS = (("speed", "sneak"), ("fight", "will"), ("lore", "luck"))


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

    return sum(comb(n, i) * p**i * q ** (n - i) for i in range(k, n + 1))


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
        self.travel: dict[str, dict[str, int]] = {}  # distances riding the train (see _travel)
        self.slider_move: dict[tuple[Any, ...], str] = {}
        self.slider_terms: dict[tuple[Any, ...], tuple[list[float], ...]] = {}
        #: the decks of drawn cards (``monster_card:<monster>``) of the monsters with a deck of
        #: their own whose rules are in play: the card on top sets the monster's stats
        rules_in_play = content.hooks.monster_rules if content.hooks is not None else {}
        self.card_decks: tuple[str, ...] = tuple(
            sorted(
                f"monster_card:{mid}"
                for mid in {c.monster for c in content.monster_cards.values()}
                if mid in content.monsters and content.monsters[mid].special in rules_in_play
            )
        )


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
DEVOURED_WITHOUT = {
    "no_clues_devoured": "clues",
    "no_monster_trophies_devoured": "monster_trophies",
    "no_gate_trophies_devoured": "gate_trophies",
}


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


class OddsMixin:
    """Reading the board and the odds; the caches behind them."""

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
        self._card_decks = cc.card_decks

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
            if (
                sc is None
                or sc.id != inv.id
                or sc.sliders != inv.sliders
                or sc.cards != inv.cards
                or sc.voice != voice
                or sc.in_arkham != in_arkham
                or sc.environment != st.environment
                or sc.rumor != st.rumor
            ):
                sc = self._seats[inv.seat] = _Seat(
                    inv, voice, in_arkham, st.environment, st.rumor, self._card_summary(g, inv)
                )
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
            for deck in self._card_decks:  # the card a monster with a deck of its own drew
                drawn = st.decks.get(deck)
                if drawn:
                    rules += (drawn[0],)
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
        key = (
            "max",
            inv.id,
            tuple(inv.sliders[3:]),
            inv.max_sanity_mod,
            inv.max_stamina_mod,
            tuple(inv.cards),
            g.state.ancient_one,
            g.state.awakened,
            inv.stamina if C.above_max_key(inv) in g.state.counters else None,
        )
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
        of them on the attack. So too where a box says so (``clues_are_lives``: Abhoth, whose
        attack takes three things a round, Clue tokens among them, or the investigator)."""
        return devoured_without(g) == "clues" or C.ao_id(g) in CLUES_ARE_LIVES

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
