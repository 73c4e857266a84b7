"""Max rate under a latency bound: monotone under common random numbers, right against theory."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest

from kernels import QueueSystem, max_rate_under_bound, replay, replay_rates
from tests.kernels.kernel_helpers import exponential_quantiles

SAMPLES = np.random.default_rng(3).lognormal(np.log(1e-3), 0.7, 5_000)


@pytest.mark.parametrize("servers", [1, 8, 40])
def test_percentile_rises_monotonically_with_rate(servers: int) -> None:
    system = QueueSystem.unbatched(SAMPLES, servers)
    rates = np.linspace(0.3, 0.99, 30) * system.capacity()
    results = [replay(system, float(r), 200_000, seed=8) for r in rates]
    for earlier, later in itertools.pairwise(results):
        assert later.p99 >= earlier.p99
        # Exactly monotone in real arithmetic; (arrival + service) - arrival rounds differently.
        assert later.mean >= earlier.mean * (1 - 1e-12)
        assert np.all(np.cumsum(later.histogram) <= np.cumsum(earlier.histogram))


def test_mm1_max_rate_matches_theory() -> None:
    mu = 1000.0
    bound = 0.02
    system = QueueSystem.unbatched(exponential_quantiles(1 / mu), 1)
    found = max_rate_under_bound(system, 99.0, bound, 2_000_000, seed=1, probes=16)
    # p99 of the M/M/1 sojourn time is ln(100) / (mu - lambda).
    theory = mu - math.log(100) / bound
    assert found.limited_by == "bound"
    assert found.rate == pytest.approx(theory, rel=0.01)
    assert len(found.probes) == 16
    passing = [r for r, ok in found.probes if ok]
    failing = [r for r, ok in found.probes if not ok]
    assert max(passing) == found.rate < min(failing)


def test_bound_below_service_time_gives_zero() -> None:
    system = QueueSystem.unbatched([5e-3], 2)
    found = max_rate_under_bound(system, 99.0, 4e-3, 10_000)
    assert found.rate == 0.0 and found.limited_by == "service"


def test_loose_bound_is_limited_by_capacity() -> None:
    system = QueueSystem.unbatched([1e-3], 1)
    found = max_rate_under_bound(system, 99.0, 10.0, 10_000)
    assert found.limited_by == "capacity"
    assert found.rate == pytest.approx(1000.0)


def test_batched_search_stays_below_offline() -> None:
    per_size = {b: SAMPLES[:200] * (0.3 + 0.7 * b / 16) for b in range(1, 17)}
    system = QueueSystem.batched(per_size, servers=2, max_batch=16)
    found = max_rate_under_bound(system, 99.0, 6e-3, 200_000, seed=2, probes=12)
    assert 0 < found.rate < system.capacity()
    at_rate = replay(system, found.rate, 200_000, seed=2)
    assert at_rate.p99 <= 6e-3 * (1 + 2.0**-11)


def test_parallel_rates_equal_serial() -> None:
    system = QueueSystem.unbatched(SAMPLES, 4)
    rates = [1000.0, 2000.0, 2500.0, 3000.0]
    serial = replay_rates(system, rates, 300_000, seed=5, workers=1)
    parallel = replay_rates(system, rates, 300_000, seed=5, workers=2)
    for a, b in zip(serial, parallel, strict=True):
        assert a.rate == b.rate and a.mean == b.mean
        assert np.array_equal(a.histogram, b.histogram)


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda s: replay(s, 0.0, 10), "rate"),
        (lambda s: replay(s, math.nan, 10), "rate"),
        (lambda s: replay(s, 10.0, 0), "queries"),
        (lambda s: max_rate_under_bound(s, 0.0, 1.0, 10), "percentile"),
        (lambda s: max_rate_under_bound(s, 99.0, -1.0, 10), "bound"),
    ],
)
def test_bad_arguments_are_refused(call, message: str) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ValueError, match=message):
        call(QueueSystem.unbatched([1e-3]))


@pytest.mark.parametrize(
    "values", [[], [1.0, -1.0], [0.0], [math.inf], [math.nan], np.ones((2, 0))]
)
def test_bad_samples_are_refused(values) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ValueError):
        QueueSystem.unbatched(values)


def test_batched_fills_missing_sizes_from_the_next_larger() -> None:
    system = QueueSystem.batched({2: [2e-3], 5: [4e-3]}, servers=1)
    assert system.max_batch == 5
    assert list(system.samples_of(1)) == [2e-3]
    assert list(system.samples_of(3)) == [4e-3]
    with pytest.raises(ValueError, match="max batch"):
        QueueSystem.batched({2: [2e-3]}, max_batch=3)
