"""The kernels against an independent SimPy model of the same queue, on identical draws."""

from __future__ import annotations

import numpy as np
import pytest

from kernels import QueueSystem, replay
from kernels import histogram as H
from kernels import queue as Q
from kernels import reference as ref
from oracles.simpy_queue import simpy_latencies
from tests.kernels.kernel_helpers import exponential_quantiles


@pytest.mark.parametrize(
    ("servers", "load", "ordered"), [(1, 0.9, False), (8, 0.85, False), (8, 0.95, True)]
)
def test_kernel_equals_simpy_exactly(servers: int, load: float, ordered: bool) -> None:
    samples = np.random.default_rng(servers).lognormal(np.log(1e-3), 0.8, 2_000)
    system = QueueSystem.unbatched(samples, servers, ordered)
    rate = load * servers / samples.mean()
    n = 20_000
    gaps, services = np.empty(n), np.empty(n)
    Q.draw_queries(system.values, ordered, n, np.uint64(17), gaps, services)
    simulated = simpy_latencies(gaps.tolist(), services.tolist(), 1.0 / rate, servers)
    result = replay(system, rate, n, seed=17)
    hist = H.new_histogram()
    H.add_values(hist, np.array(simulated))
    assert np.array_equal(result.histogram, hist)
    assert result.mean == sum(simulated) / n
    assert result.max == max(simulated) and result.min == min(simulated)
    assert result.p99 == ref.histogram_percentile(simulated, 99.0)
    # The queue is busy enough that waiting matters.
    assert result.mean > 1.2 * result.mean_service


def test_simpy_sees_exponential_service_too() -> None:
    samples = exponential_quantiles(2e-3, 4096)
    system = QueueSystem.unbatched(samples, 1)
    n = 20_000
    gaps, services = np.empty(n), np.empty(n)
    Q.draw_queries(system.values, False, n, np.uint64(2), gaps, services)
    simulated = simpy_latencies(gaps.tolist(), services.tolist(), 1 / 400.0, 1)
    assert replay(system, 400.0, n, seed=2).mean == sum(simulated) / n
