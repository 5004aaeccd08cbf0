"""A single-agent Gymnasium view of the game: one policy plays every seat.

Each step answers the pending choice, whoever's it is. The observation is the AEC
environment's for the deciding seat; the action space is the same fixed table.
Gymnasium agents often try actions without a mask, so an action the mask forbids
is answered, not raised: the game does not change, the reward is ``illegal_penalty``
and ``info["illegal"]`` is True. The episode is truncated after ``max_steps`` steps.
"""

from __future__ import annotations

from typing import Any

import gymnasium as gym
import numpy as np

from arkham.ai.env import ArkhamAEC


class ArkhamGym(gym.Env):
    metadata = {"render_modes": ["ansi"]}

    def __init__(
        self,
        investigators: int = 1,
        ancient_one: str | None = None,
        packs: tuple[str, ...] = ("base",),
        shaped: bool = False,
        illegal_penalty: float = -0.01,
        max_steps: int = 20_000,
        render_mode: str | None = None,
    ):
        self.aec = ArkhamAEC(
            investigators=investigators,
            ancient_one=ancient_one,
            packs=packs,
            shaped=shaped,
            max_decisions=max_steps,
            render_mode=None,
        )
        self.render_mode = render_mode
        self.illegal_penalty = illegal_penalty
        self.max_steps = max_steps
        agent = self.aec.possible_agents[0]
        self.observation_space = self.aec.observation_space(agent)
        self.action_space = self.aec.action_space(agent)
        self.steps = 0

    def _obs(self) -> dict[str, np.ndarray]:
        return self.aec.observe(self.aec.agent_selection)

    def _info(self, illegal: bool = False) -> dict[str, Any]:
        g = self.aec.game
        return {"seat": g.choice.who if g.choice else None, "legal": g.legal_ids(), "illegal": illegal}

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None):
        super().reset(seed=seed)
        self.aec.reset(seed=seed)
        self.steps = 0
        return self._obs(), self._info()

    def step(self, action: Any):
        self.steps += 1
        agent = self.aec.agent_selection
        obs = self._obs()
        if not obs["action_mask"][int(action)]:
            truncated = self.steps >= self.max_steps
            return obs, self.illegal_penalty, False, truncated, self._info(illegal=True)
        self.aec.step(int(action))
        reward = float(self.aec.rewards.get(agent, 0.0))
        g = self.aec.game
        terminated = bool(g.is_over)
        truncated = not terminated and (self.steps >= self.max_steps or any(self.aec.truncations.values()))
        return self._obs(), reward, terminated, truncated, self._info()

    def render(self) -> str | None:
        return self.aec.table_text() if self.render_mode == "ansi" else None
