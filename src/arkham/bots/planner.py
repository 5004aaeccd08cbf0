"""The planning bot: the expert's judgement, checked by looking ahead.

At the decisions that shape a game it weighs each answer by playing the game on
from it, many times, on copies (:meth:`arkham.Game.clone`), and takes the answer
whose copies end best:

* where to go at the start of a movement (the expert's own target against the
  nearest gate, Clue tokens, shop, St. Mary's or the Asylum, or staying put);
* fight or evade a monster, fight on or flee;
* how to close a gate, whether to seal it;
* what to buy, whether to spend a Clue token on a check;
* an encounter's options (a location's special offer, a choice, a "may").

Every other choice, and every choice inside a look-ahead, is the expert's
(:class:`arkham.bots.expert.ExpertBot`). A look-ahead plays to the end of the
current turn (``horizon`` turns) and scores the position with
:func:`arkham.bots.value.value`, the fitted chance that the investigators win from
there (1 or 0 when the game has ended).

No peeking. A copy holds the true order of every deck and the game's own random
generator, which a player cannot know. Before each look-ahead the bot puts every
deck and the gate-marker pile in a fixed order and shuffles them with its own
generator, and gives the copy a fresh die generator: the look-ahead knows what
each deck holds (as a player may count) but not its order, nor the dice to come.
Two games that differ only in hidden order therefore get the same answers. With
``cheat=True`` (registered as ``planner-cheat``) the copies keep the true order and
dice: an upper bound on what looking ahead can give, not a fair player.

Look-aheads of all the answers to one decision share their shuffles and dice
(common random numbers), so the comparison measures the answers, not the luck.
The bot is deterministic for its seed. ``think`` is the number of look-aheads per
decision (shared among the answers, at least two each); ``planner@N`` names a
planner with ``think=N`` in the bot registry.

For interactive play a budget in seconds may replace the count (``budget``;
``planner@0.05s`` in the registry, ``arkham play --think 0.05``): the answers are then
weighed in rounds (one look-ahead of each answer on the same shuffles and dice) for as
long as another round is expected to fit in the budget, going by what the look-aheads
of the game have cost so far. Fewer than two rounds cannot tell the answers apart, so
then the expert's answer stands. How many rounds fit depends on the machine, so a
planner with a budget is not deterministic; one with a count is.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from typing import Any, Callable

from arkham.bots.expert import ExpertBot
from arkham.bots.heuristic import ASYLUM, HOSPITAL
from arkham.bots.value import fitted, value
from arkham.engine import shuffle_with
from arkham.rules.classic import core as C

#: look-aheads per decision unless told otherwise
DEFAULT_THINK = 12
#: choices one look-ahead may make before it is scored where it stands
ROLLOUT_CHOICES = 4000
#: kinds of choice weighed by look-ahead (``move`` is weighed by destination)
PLANNED = frozenset({"face", "combat", "gate", "seal", "buy", "check", "encounter", "may", "choose"})
#: most answers weighed at one decision (the expert's answer is always among them)
MAX_ANSWERS = 5
#: most rounds of look-aheads one decision plays under a time budget
MAX_ROUNDS = 64


def determinize(g: Any, rng: random.Random) -> None:
    """Hide what a player cannot know in the copy ``g``: every deck and the gate-marker
    pile in a fixed order, shuffled with ``rng``; the monster cup in a fixed order;
    rigged dice and monsters dropped; a fresh die generator drawn from ``rng``."""
    st = g.state
    for name in sorted(st.decks):
        d = st.decks[name]
        d.sort()
        shuffle_with(rng, d)
    st.gate_pile.sort()
    shuffle_with(rng, st.gate_pile)
    st.cup.sort()  # drawn at random: its order is only the history of what went in
    st.rig.clear()
    st.rig_monsters.clear()
    g.rng = random.Random(rng.getrandbits(64))


class PlannerBot(ExpertBot):
    """``PlannerBot(seed, think=12, horizon=1, cheat=False, budget=None).choose(game) -> option id``
    (``budget``: seconds per decision in place of ``think`` look-aheads)."""

    name = "planner"

    def __init__(
        self,
        seed: int = 0,
        think: int = DEFAULT_THINK,
        horizon: int = 1,
        cheat: bool = False,
        margin: float = 0.002,
        z: float = 1.0,
        budget: float | None = None,
    ):
        super().__init__(seed)
        if think < 0 or horizon < 1:
            raise ValueError("think must be at least 0 and horizon at least 1")
        if budget is not None and not budget >= 0:
            raise ValueError("the time budget must be a number of seconds, at least 0")
        self.think = think
        self.budget = budget
        self._cost = 0.0  # seconds one look-ahead has taken lately (under a budget)
        self.horizon = horizon
        self.cheat = cheat
        self.margin = margin  # an answer must beat the expert's by this much to replace it
        self.z = z  # ... and by this many standard errors of the paired gain
        self.plan_rng = random.Random(f"planner:{seed}")
        #: the last weighing: answer -> mean value (for tests and the curious)
        self.last: dict[Any, float] = {}
        #: decisions weighed per kind, and ``kind:changed`` when the expert's answer was replaced
        self.stats: Counter[str] = Counter()

    # ------------------------------------------------------------ look-ahead
    def _rollout(self, g: Any, seed: int, start: Callable[[Any, ExpertBot], None]) -> float:
        c = g.clone()
        rng = random.Random(seed)
        if not self.cheat:
            determinize(c, rng)
        bot = ExpertBot(rng.getrandbits(32))
        start(c, bot)
        end_turn = g.state.turn + self.horizon
        n = 0
        st = c.state
        while not st.over and st.turn < end_turn and n < ROLLOUT_CHOICES:
            c.apply(bot.choose(c))
            n += 1
        return value(c)

    def _weigh(
        self, g: Any, kind: str, answers: list[Any], start: Callable[[Any, ExpertBot, Any], None], expert: Any
    ) -> Any:
        """The answer whose look-aheads score best (the expert's unless another clearly beats it)."""
        ans = self._weigh_all(g, answers, start, expert)
        self.stats[kind] += 1
        if ans != expert:
            self.stats[kind + ":changed"] += 1
        return ans

    def _weigh_all(self, g: Any, answers: list[Any], start: Callable[[Any, ExpertBot, Any], None], expert: Any) -> Any:
        if self.budget is not None:
            vals = self._timed(g, answers, start)
            per = len(vals[expert])
            if per < 2:
                self.last = {}
                return expert
        else:
            per = max(2, self.think // len(answers))
            seeds = [self.plan_rng.getrandbits(64) for _ in range(per)]
            vals = {}
            for a in answers:
                vals[a] = [self._rollout(g, s, lambda c, bot, a=a: start(c, bot, a)) for s in seeds]
        means = {a: sum(v) / per for a, v in vals.items()}
        self.last = means
        best = max(answers, key=lambda a: (means[a], a == expert))
        if best == expert:
            return expert
        # the look-aheads are paired (same shuffles and dice): replace the expert's answer only
        # when the mean gain stands clear of its standard error
        diffs = [x - y for x, y in zip(vals[best], vals[expert])]
        gain = means[best] - means[expert]
        se = (sum((d - gain) ** 2 for d in diffs) / (per - 1) / per) ** 0.5
        return best if gain > self.margin + self.z * se else expert

    def _thinks(self, g: Any) -> bool:
        """Whether to look ahead: a count or a budget above 0, and a value fitted to games
        played as this one is (:func:`arkham.bots.value.fitted`). Alone against Azathoth,
        whose waking ends the game, the expert plays for the closing win and never wins, so
        no value was fitted and the planner keeps the expert's answers. A group playing for
        the closing win (Azathoth, Cthulhu, Shub-Niggurath, Yog-Sothoth) is scored by
        weights of its own: with the weights fitted to battles it did worse than the expert
        there (with four investigators, on the same 50 games each, 1 win against Azathoth
        where the expert won 5)."""
        if not (self.think > 0 if self.budget is None else self.budget > 0):
            return False
        return fitted(g)

    def _timed(
        self, g: Any, answers: list[Any], start: Callable[[Any, ExpertBot, Any], None]
    ) -> dict[Any, list[float]]:
        """Rounds of look-aheads (one per answer, sharing a seed) while another is expected
        to end within the budget."""
        t0 = time.perf_counter()
        deadline = t0 + (self.budget or 0.0)
        vals: dict[Any, list[float]] = {a: [] for a in answers}
        for _ in range(MAX_ROUNDS):
            now = time.perf_counter()
            if now + len(answers) * self._cost > deadline:
                break
            seed = self.plan_rng.getrandbits(64)
            for a in answers:
                t = time.perf_counter()
                vals[a].append(self._rollout(g, seed, lambda c, bot, a=a: start(c, bot, a)))
                took = time.perf_counter() - t
                self._cost = took if self._cost == 0.0 else 0.7 * self._cost + 0.3 * took
        return vals

    # ---------------------------------------------------------------- choices
    def _answer(self, game: Any) -> str:
        ans = super()._answer(game)
        if not self._thinks(game):
            return ans
        p = game.state.pending
        kind = p.get("kind")
        if kind not in PLANNED:
            return ans
        ids = [o[0] for o in p["options"]]
        cands = self._answers(game, p, kind, ids, ans)
        if len(cands) < 2:
            return ans

        def start(c: Any, bot: ExpertBot, a: str) -> None:
            c.apply(a)

        return self._weigh(game, kind, cands, start, ans)

    def _answers(self, g: Any, p: Any, kind: str, ids: list[str], ans: str) -> list[str]:
        """The answers worth weighing against the expert's ``ans``."""
        if kind == "combat":
            if "flee" not in ids or ans not in ("fight", "flee"):
                return []
            return [ans, "flee" if ans == "fight" else "fight"]
        if kind == "check":
            if ans not in ("clue", "accept") or "clue" not in ids or "accept" not in ids:
                return []
            return [ans, "accept" if ans == "clue" else "clue"]
        if kind == "encounter" and any(i.startswith("card:") for i in ids):
            return []
        if kind == "buy":
            inv = self._inv(g, p)
            buys = sorted((i for i in ids if i.startswith("buy:")), key=lambda i: -self.card_value(g, inv, i[4:]))
            ids = [i for i in ids if not i.startswith("buy:")] + buys
        out = [ans] + [i for i in ids if i != ans]
        return out[:MAX_ANSWERS]

    # --------------------------------------------------------------- moving
    def _k_move(self, g: Any, ch: Any, ids: list[str]) -> str:
        fr = self._top(g)
        inv = self._inv(g, ch)
        key = (g.state.turn, inv.seat, fr.get("start"))
        if self._thinks(g) and not (self._plan is not None and self._plan_fr is fr and self._plan[0] == key):
            dist = self._distances(g, inv.where)
            mine = self._target(g, inv, dist)
            cands = self._destinations(g, inv, dist, mine)
            target = mine
            if len(cands) >= 2:

                def start(c: Any, bot: ExpertBot, t: Any) -> None:
                    bot._plan, bot._plan_fr = (key, t), c.state.stack[-1]

                target = self._weigh(g, "move", cands, start, mine)
            self._plan, self._plan_fr = (key, target), fr
        return super()._k_move(g, ch, ids)

    def _destinations(self, g: Any, inv: Any, dist: dict[str, int], mine: str | None) -> list[str | None]:
        """The expert's target, then the nearest gate, Clue tokens, shop, hospital or
        asylum when hurt, and staying put: at most :data:`MAX_ANSWERS`."""
        st = g.state
        near = self._near
        out: list[str | None] = [mine]

        def add(t: str | None) -> None:
            if t not in out and len(out) < MAX_ANSWERS:
                out.append(t)

        if st.gates:
            add(near(g, dist, list(st.gates)))
        add(near(g, dist, [a for a, n in st.clues_on.items() if n > 0 and a not in st.gates]))
        msan, msta = self._max_health(g, inv)
        if inv.stamina < msta and HOSPITAL in g.content.areas and HOSPITAL not in st.gates and inv.stamina <= msta // 2:
            add(near(g, dist, [HOSPITAL]))
        if inv.sanity < msan and ASYLUM in g.content.areas and ASYLUM not in st.gates and inv.sanity <= msan // 2:
            add(near(g, dist, [ASYLUM]))
        if inv.money >= 3 and st.decks.get("common"):
            add(near(g, dist, [a for a in self._special.get("shop_common", []) if a not in st.gates]))
        add(inv.where if inv.where in g.content.areas and not C.is_closed(g, inv.where) else None)
        return out


def planner_factory(seed: int, think: int | None = None, budget: float | None = None) -> PlannerBot:
    return PlannerBot(seed, think=DEFAULT_THINK if think is None else think, budget=budget)


def cheat_factory(seed: int, think: int | None = None, budget: float | None = None) -> PlannerBot:
    """The planner that reads the true deck order and dice: an upper bound, not a fair player."""
    bot = PlannerBot(seed, think=DEFAULT_THINK if think is None else think, cheat=True, budget=budget)
    bot.name = "planner-cheat"
    return bot


__all__ = ["PlannerBot", "determinize", "planner_factory", "cheat_factory", "DEFAULT_THINK"]
