"""The simulation lab: many games played by bots, recorded in SQLite, summarised.

* :mod:`arkham.lab.spec` — what a run plays (Ancient Ones, investigators, player
  counts, bots, packs, rule set) and the deterministic seed of each game;
* :mod:`arkham.lab.runner` — one game played to its end and turned into a record;
* :mod:`arkham.lab.results_store` — the SQLite results database (schema version table);
* :mod:`arkham.lab.backends` — local processes or a Ray cluster;
* :mod:`arkham.lab.simulate` / :mod:`arkham.lab.report` — the ``arkham simulate``
  and ``arkham report`` commands.
"""

from arkham.lab.spec import LabError, RunSpec

__all__ = ["LabError", "RunSpec"]
