"""Replays on two threads: they run at the same time (the GIL is released) and change nothing."""

from __future__ import annotations

import threading
import time

import numpy as np
import pytest

from kernels import QueueSystem, replay, replay_rates

SAMPLES = np.random.default_rng(17).lognormal(np.log(1e-3), 0.6, 3_000)
SYSTEMS = {
    "unbatched": QueueSystem.unbatched(SAMPLES, 4),
    "batched": QueueSystem.batched(
        {b: SAMPLES[:300] * (0.4 + 0.6 * b / 8) for b in range(1, 9)}, servers=4
    ),
}


@pytest.mark.parametrize("name", sorted(SYSTEMS))
def test_replay_releases_the_gil(name: str) -> None:
    system = SYSTEMS[name]
    rate = 0.8 * system.capacity()
    replay(system, rate, 1_000)  # compiled before the clock starts
    spans: list[float] = []

    def run() -> None:
        started = time.perf_counter()
        replay(system, rate, 20_000_000, seed=1)
        spans.append(time.perf_counter() - started)

    worker = threading.Thread(target=run)
    gaps = []
    last = time.perf_counter()
    worker.start()
    alive = True
    while alive:
        alive = worker.is_alive()
        now = time.perf_counter()
        gaps.append(now - last)
        last = now
    worker.join()
    # A kernel that held the GIL would stop this loop for the whole replay; one that releases
    # it leaves only scheduling gaps, even on a busy machine.
    assert max(gaps) < 0.5 * spans[0]


def test_batched_parallel_rates_equal_serial() -> None:
    system = SYSTEMS["batched"]
    rates = [f * system.capacity() for f in (0.5, 0.7, 0.9, 0.95)]
    serial = replay_rates(system, rates, 200_000, seed=5, workers=1)
    parallel = replay_rates(system, rates, 200_000, seed=5, workers=2)
    for a, b in zip(serial, parallel, strict=True):
        assert a.rate == b.rate and a.mean == b.mean and a.batches == b.batches
        assert a.min == b.min and a.max == b.max
        assert np.array_equal(a.histogram, b.histogram)
