"""Where games are played: local worker processes, or a Ray cluster.

Both take the run settings (as JSON), the run id and the game indices still to
play, and yield one record per game as results come in. A game is played by
:func:`arkham.lab.runner.play`, which depends on nothing but the settings and
the index, so both backends give the same records for the same seeds.

A game that raises is recorded with ``status='error'`` by the runner. A worker
process that dies outright (a crash, ``os._exit``, the OOM killer) loses no other
game: the chunks that were in flight are played again, one game at a time in a
process of their own, and only the game that kills its process is recorded as an
error.
"""

from __future__ import annotations

import multiprocessing as mp
import os
import signal
from collections import deque
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Iterator

from arkham.lab.runner import RECORD_FIELDS, play_many
from arkham.lab.spec import LabError, RunSpec

BACKENDS = ("local", "ray")


def chunks_of(todo: list[int], size: int) -> list[list[int]]:
    return [todo[i : i + size] for i in range(0, len(todo), size)]


def crash_record(spec: RunSpec, run_id: str, idx: int, why: str) -> dict[str, Any]:
    """The record of a game whose worker died before it could report."""
    plan = spec.plan(idx)
    import json

    rec = {k: None for k in RECORD_FIELDS}
    rec.update(
        run_id=run_id,
        idx=idx,
        seed=plan["seed"],
        bot_seed=plan["bot_seed"],
        ancient_one=plan["ancient_one"],
        players=plan["players"],
        bot=plan["bot"],
        packs=json.dumps(list(spec.packs)),
        ruleset=spec.ruleset,
        status="error",
        error=why,
        choices=0,
        devoured="[]",
        devoured_count=0,
        doom="[]",
        terror="[]",
    )
    return rec


def default_workers() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - not Linux
        return max(1, os.cpu_count() or 1)


def _quiet_worker() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle


def _context() -> Any:
    methods = mp.get_all_start_methods()
    return mp.get_context("fork" if "fork" in methods else "spawn")


def _kill(pool: ProcessPoolExecutor) -> None:
    procs = list(getattr(pool, "_processes", {}).values())
    for p in procs:
        if p.is_alive():
            p.terminate()
    pool.shutdown(wait=False, cancel_futures=True)
    for p in procs:
        p.join(timeout=5)


def local_results(spec: RunSpec, run_id: str, todo: list[int], workers: int, chunk: int) -> Iterator[dict[str, Any]]:
    spec_json = spec.to_json()
    if workers <= 1:
        for i in todo:
            yield from play_many(spec_json, run_id, [i])
        return
    queue: deque[list[int]] = deque(chunks_of(todo, chunk))
    suspects: deque[int] = deque()
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=_context(), initializer=_quiet_worker)
    inflight: dict[Future[Any], list[int]] = {}
    finished = False
    try:
        while queue or inflight:
            while queue and len(inflight) < 3 * workers:
                c = queue.popleft()
                inflight[pool.submit(play_many, spec_json, run_id, c)] = c
            done, _ = wait(inflight, return_when=FIRST_COMPLETED)
            broken = False
            for f in done:
                c = inflight.pop(f)
                try:
                    recs = f.result()
                except BrokenProcessPool:
                    broken = True
                    suspects.extend(c)
                    continue
                except Exception as exc:  # a result that could not come back (pickling, ...)
                    for i in c:
                        yield crash_record(spec, run_id, i, f"{type(exc).__name__}: {exc}")
                    continue
                yield from recs
            if broken:
                for c in inflight.values():
                    suspects.extend(c)
                inflight.clear()
                _kill(pool)
                # each suspect alone in a fresh process: only the game that kills it is lost
                while suspects:
                    i = suspects.popleft()
                    solo = ProcessPoolExecutor(max_workers=1, mp_context=_context(), initializer=_quiet_worker)
                    try:
                        yield from solo.submit(play_many, spec_json, run_id, [i]).result()
                    except BrokenProcessPool:
                        yield crash_record(spec, run_id, i, "the worker process died while playing this game")
                    finally:
                        _kill(solo)
                pool = ProcessPoolExecutor(max_workers=workers, mp_context=_context(), initializer=_quiet_worker)
        finished = True
    finally:
        if finished:
            pool.shutdown(wait=True)
        else:  # interrupted or abandoned: stop the workers now
            _kill(pool)


def ray_results(
    spec: RunSpec, run_id: str, todo: list[int], workers: int, chunk: int, address: str | None = None
) -> Iterator[dict[str, Any]]:
    try:
        import ray
    except ImportError:
        raise LabError("the ray backend needs Ray: pip install 'arkham[ray]' (or pip install 'ray>=2.9,<3')") from None
    if not ray.is_initialized():
        kw: dict[str, Any] = {"ignore_reinit_error": True, "include_dashboard": False, "log_to_driver": False}
        if address:
            kw["address"] = address
        else:
            kw["num_cpus"] = workers
        try:
            ray.init(**kw)
        except Exception as exc:
            raise LabError(
                f"cannot start or reach the Ray cluster{' at ' + address if address else ''}: {exc}"
            ) from None
    spec_json = spec.to_json()
    task = ray.remote(max_retries=1)(play_many)
    cpus = int(ray.cluster_resources().get("CPU", workers)) or 1
    queue: deque[list[int]] = deque(chunks_of(todo, chunk))
    inflight: dict[Any, list[int]] = {}
    try:
        while queue or inflight:
            while queue and len(inflight) < 3 * cpus:
                c = queue.popleft()
                inflight[task.remote(spec_json, run_id, c)] = c
            ready, _ = ray.wait(list(inflight), num_returns=1)
            for ref in ready:
                c = inflight.pop(ref)
                try:
                    recs = ray.get(ref)
                except Exception as exc:  # the task's worker died (twice): play the chunk's games one by one
                    if len(c) > 1:
                        queue.extendleft([i] for i in reversed(c))
                        continue
                    yield crash_record(
                        spec, run_id, c[0], f"the Ray worker died while playing this game ({type(exc).__name__})"
                    )
                    continue
                yield from recs
    finally:
        for ref in inflight:
            try:
                ray.cancel(ref, force=True)
            except Exception:  # pragma: no cover - best effort
                pass


def results(
    backend: str, spec: RunSpec, run_id: str, todo: list[int], workers: int, chunk: int, ray_address: str | None = None
) -> Iterator[dict[str, Any]]:
    if backend == "local":
        return local_results(spec, run_id, todo, workers, chunk)
    if backend == "ray":
        return ray_results(spec, run_id, todo, workers, chunk, ray_address)
    raise LabError(f"unknown backend '{backend}' (known: {', '.join(BACKENDS)})")
