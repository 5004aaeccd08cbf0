"""A PettingZoo AEC environment: one agent per investigator seat.

The agent to act is always the one whose seat the pending :class:`~arkham.engine.Choice`
names. Each agent observes ``{"observation": vector, "action_mask": 0/1 per action}``
(:mod:`arkham.ai.observation`, :mod:`arkham.ai.actions`); the mask of an agent who is
not deciding is all zeros. The game is cooperative: when it ends every agent gets +1
for a win and -1 for a loss; with ``shaped=True`` every agent also gets a small reward
when a gate is closed or sealed (+0.05 each) and a small cost for each doom token
(-0.02) and terror level (-0.02) added, as a learning aid. ``infos[agent]`` holds the
structured view of the table for that seat and the legal option ids.

An illegal action (one the mask forbids) raises :class:`arkham.IllegalChoice` and
changes nothing, as the engine does.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

import arkham
from arkham.ai.actions import SLOTS, option_for, slots_for
from arkham.ai.observation import HIGH, LOW, Encoder
from arkham.content.loader import load_content
from arkham.errors import IllegalChoice, SetupError
from arkham.rules.classic.core import inv_name

SHAPED = {"gate": 0.05, "doom": -0.02, "terror": -0.02}


def agent_name(seat: int) -> str:
    return f"investigator_{seat}"


class ArkhamAEC(AECEnv):
    metadata = {"render_modes": ["ansi", "human"], "name": "arkham_horror_v0", "is_parallelizable": False}

    def __init__(
        self,
        investigators: int = 2,
        ancient_one: str | None = None,
        packs: tuple[str, ...] = ("base",),
        ruleset: str = "classic",
        shaped: bool = False,
        max_decisions: int = 20_000,
        render_mode: str | None = None,
    ):
        super().__init__()
        if ruleset != "classic":
            raise SetupError(
                f"the AI environment plays the classic rule set; '{ruleset}' hides information "
                "this observation does not yet keep back"
            )
        if not isinstance(investigators, int) or not 1 <= investigators <= 8:
            raise SetupError(f"a game has 1 to 8 investigators, not {investigators!r}")
        if render_mode not in (None, "ansi", "human"):
            raise SetupError(f"unknown render mode {render_mode!r} (ansi or human)")
        self.n = investigators
        self.ancient_one = ancient_one
        self.packs = tuple(packs)
        self.ruleset = ruleset
        self.shaped = shaped
        self.max_decisions = max_decisions
        self.render_mode = render_mode
        self.encoder = Encoder(load_content(list(self.packs)))
        self.possible_agents = [agent_name(i) for i in range(self.n)]
        obs = spaces.Dict(
            {
                "observation": spaces.Box(LOW, HIGH, shape=(self.encoder.size,), dtype=np.float32),
                "action_mask": spaces.Box(0, 1, shape=(SLOTS,), dtype=np.int8),
            }
        )
        self.observation_spaces = {a: obs for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(SLOTS) for a in self.possible_agents}
        self._seeder = random.Random()
        self.game: Any = None

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    # ------------------------------------------------------------ episode
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._seeder.seed(seed)
        game_seed = self._seeder.randrange(2**31)
        self.game = arkham.new_game(
            seed=game_seed,
            ancient_one=self.ancient_one,
            investigators=self.n,
            packs=list(self.packs),
            ruleset=self.ruleset,
        )
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.decisions = 0
        self._marks = self._progress()
        self._sync()

    def _progress(self) -> tuple[int, int, int]:
        st = self.game.state
        closed = sum(len(i.gate_trophies) for i in st.investigators)
        return closed, st.doom, st.terror

    def _sync(self) -> None:
        """Point at the agent to act and refresh every agent's info."""
        g = self.game
        ids = g.legal_ids()
        self.infos = {
            a: {
                "legal": ids if g.choice and agent_name(g.choice.who) == a else [],
                "view": self.encoder.view(g, int(a.rpartition("_")[2])),
            }
            for a in self.agents
        }
        if g.is_over or not self.agents:
            return
        who = g.choice.who
        self.agent_selection = agent_name(who if 0 <= who < self.n else g.state.first)

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        seat = int(agent.rpartition("_")[2])
        mask = np.zeros(SLOTS, dtype=np.int8)
        g = self.game
        if g is not None and not g.is_over and g.choice is not None and agent_name(g.choice.who) == agent:
            mask[slots_for(g.legal_ids())] = 1
        return {"observation": self.encoder.vector(g, seat), "action_mask": mask}

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        g = self.game
        ids = g.legal_ids()
        oid = option_for(ids, int(action)) if action is not None else None
        if oid is None:
            raise IllegalChoice(g.choice.prompt, f"action {action}", [str(s) for s in slots_for(ids)])
        self._cumulative_rewards[agent] = 0.0
        g.apply(oid)
        self.decisions += 1
        self._clear_rewards()
        if self.shaped:
            before = self._marks
            self._marks = now = self._progress()
            r = (
                SHAPED["gate"] * (now[0] - before[0])
                + SHAPED["doom"] * max(0, now[1] - before[1])
                + SHAPED["terror"] * max(0, now[2] - before[2])
            )
            for a in self.agents:
                self.rewards[a] += r
        if g.is_over:
            end = 1.0 if g.result.get("won") else -1.0
            for a in self.agents:
                self.rewards[a] += end
                self.terminations[a] = True
        elif self.decisions >= self.max_decisions:
            for a in self.agents:
                self.truncations[a] = True
        self._accumulate_rewards()
        self._sync()
        if g.is_over or self.decisions >= self.max_decisions:
            self.agent_selection = self.agents[0]
        if self.render_mode == "human":
            self.render()

    # ------------------------------------------------------------ display
    def render(self) -> str | None:
        text = self.table_text()
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def table_text(self) -> str:
        g = self.game
        if g is None:
            return "(no game: call reset)"
        st = g.state
        c = g.content
        lines = [
            f"Turn {st.turn} ({st.phase}) against {c.ancient_ones[st.ancient_one].name}: doom {st.doom}/"
            f"{c.ancient_ones[st.ancient_one].doom}, terror {st.terror}, gates open {len(st.gates)}"
        ]
        for inv in st.investigators:
            lines.append(
                f"  {inv_name(g, inv)}: Sanity {inv.sanity}, Stamina {inv.stamina}, {inv.clues} clues, "
                f"${inv.money} at {c.areas[inv.where].name if inv.where in c.areas else inv.where}"
            )
        if g.is_over:
            lines.append(f"Game over: {'won' if g.result['won'] else 'lost'} ({g.result['how']})")
        elif g.choice is not None:
            lines.append(f"{agent_name(g.choice.who)} decides: {g.choice.prompt}")
            lines += [f"  [{s}] {o.label}" for s, o in zip(slots_for(g.legal_ids()), g.choice.options)]
        return "\n".join(lines)

    def close(self) -> None:
        self.game = None


def env(**kwargs: Any) -> ArkhamAEC:
    """The environment wrapped in PettingZoo's order-enforcing checks."""
    from pettingzoo.utils import wrappers

    return wrappers.OrderEnforcingWrapper(ArkhamAEC(**kwargs))
