"""The game as an environment for AI research: a PettingZoo AEC environment with one
agent per investigator seat (:mod:`arkham.ai.env`), a single-agent Gymnasium wrapper
(:mod:`arkham.ai.gym_env`), a fixed action table (:mod:`arkham.ai.actions`) and a
fixed-size observation of what the players may see (:mod:`arkham.ai.observation`).

Needs the ``ai`` extra (``pip install arkham[ai]``): numpy, gymnasium, pettingzoo.
"""
