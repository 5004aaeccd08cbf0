"""The Ray backend gives exactly the records of the local backend for the same seeds."""

from __future__ import annotations

import pytest

from arkham.lab.runner import TIMING_FIELDS
from arkham.lab.simulate import run_simulation
from arkham.lab.spec import RunSpec
from arkham.lab.results_store import Store

ray = pytest.importorskip(
    "ray", reason="Ray is not installed (pip install 'arkham[ray]'): the Ray backend cannot be tested"
)


@pytest.fixture(scope="module")
def local_ray():
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, ignore_reinit_error=True)
    yield
    ray.shutdown()


def strip(recs):
    return [{k: v for k, v in r.items() if k not in TIMING_FIELDS} for r in recs]


def test_ray_backend_equals_local_backend(local_ray, tmp_path):
    spec = RunSpec(
        games=2, ancient_ones=("cthulhu", "ithaqua", "yig"), players=(1, 3), bots=("random", "heuristic"), seed=77
    ).validated()
    out = {}
    for backend in ("local", "ray"):
        with Store(tmp_path / f"{backend}.sqlite") as store:
            store.add_run("same", spec)
            s = run_simulation(store, "same", spec, workers=2, backend=backend, chunk=3, progress=False)
            assert s["played"] == spec.total
            out[backend] = store.records()
    assert len(out["ray"]) == spec.total == 24
    assert strip(out["ray"]) == strip(out["local"])
    assert all(r["status"] == "ok" for r in out["ray"])
