"""The Numba kernels against their plain-Python references, draw for draw and bit for bit."""

from __future__ import annotations

import math

import numpy as np
import pytest

from kernels import QueueSystem, offline_rate, replay
from kernels import histogram as H
from kernels import queue as Q
from kernels import reference as ref
from kernels import rng as R
from kernels.api import RateProber, max_rate_under_bound

SAMPLES = np.random.default_rng(7).lognormal(np.log(2e-3), 0.6, 777)


def test_draws_match_reference() -> None:
    gaps = np.empty(3000)
    R.fill_unit_gaps(np.uint64(11), 500, gaps)
    indices = np.empty(3000, dtype=np.int64)
    R.fill_service_indices(np.uint64(11), 500, 777, indices)
    for j in range(0, 3000, 7):
        assert gaps[j] == ref.unit_gap(11, 500 + j)
        assert indices[j] == ref.service_index(11, 500 + j, 777)


def test_fast_log_is_accurate() -> None:
    values = np.concatenate(
        [np.geomspace(2.0**-52, 1.0, 5001), np.random.default_rng(1).random(5000)]
    )
    for u in values:
        assert abs(ref.fast_log(float(u)) - math.log(u)) <= 1e-10


def test_unit_exponential_has_exponential_moments() -> None:
    gaps = np.empty(2_000_000)
    R.fill_unit_gaps(np.uint64(3), 0, gaps)
    assert gaps.min() > 0.0
    assert abs(gaps.mean() - 1.0) < 4 / math.sqrt(gaps.size)
    assert abs(gaps.var() - 1.0) < 0.01
    # Tail: P(E > 5) = exp(-5).
    assert abs(np.mean(gaps > 5.0) - math.exp(-5)) < 4 * math.sqrt(math.exp(-5) / gaps.size)


def test_service_indices_are_uniform() -> None:
    indices = np.empty(1_000_000, dtype=np.int64)
    R.fill_service_indices(np.uint64(5), 0, 10, indices)
    counts = np.bincount(indices, minlength=10)
    assert indices.min() == 0 and indices.max() == 9
    expected = indices.size / 10
    chi2 = float(((counts - expected) ** 2 / expected).sum())
    assert chi2 < 30.0  # 9 degrees of freedom: p < 0.0005


def test_bucket_index_matches_reference_and_brackets_value() -> None:
    values = np.geomspace(1e-9, 1e5, 20_001)
    hist = H.new_histogram()
    H.add_values(hist, values)
    assert hist.sum() == values.size
    for v in values[::97]:
        b = ref.bucket_of(float(v))
        mid = ref.bucket_midpoint(b)
        assert abs(mid - v) <= v * 2.0**-11
        assert H.bucket_midpoint(b) == mid


def test_histogram_percentiles_within_a_tenth_of_a_percent() -> None:
    rng = np.random.default_rng(2)
    values = np.concatenate(
        [rng.lognormal(-6, 1.2, 600_000), rng.pareto(2.5, 400_000) * 1e-3 + 1e-4]
    )
    hist = H.new_histogram()
    H.add_values(hist, values)
    percents = np.array([0.1, 1, 10, 25, 50, 75, 90, 95, 99, 99.5, 99.9, 99.99, 100.0])
    out = np.empty(percents.size)
    H.percentiles_from_histogram(hist, percents, values.min(), values.max(), out)
    ordered = np.sort(values)
    for p, got in zip(percents, out, strict=True):
        exact = ordered[ref.nearest_rank(float(p), values.size) - 1]
        assert abs(got - exact) <= 1e-3 * exact, (p, got, exact)
    assert out[-1] == values.max()


def test_empty_histogram_gives_nan() -> None:
    out = np.empty(1)
    H.percentiles_from_histogram(H.new_histogram(), np.array([99.0]), 0.0, 0.0, out)
    assert math.isnan(out[0])


@pytest.mark.parametrize(
    ("servers", "ordered"), [(1, False), (1, True), (3, False), (24, False), (24, True)]
)
def test_replay_queue_matches_reference(servers: int, ordered: bool) -> None:
    rate = 0.85 * servers / SAMPLES.mean()
    result = replay(QueueSystem.unbatched(SAMPLES, servers, ordered), rate, 20_000, seed=9)
    run = ref.replay_queue(list(SAMPLES), ordered, 1.0 / rate, 20_000, servers, 9)
    assert result.queries == 20_000
    assert result.mean == sum(run.latencies) / 20_000
    assert result.max == max(run.latencies)
    assert result.min == min(run.latencies)
    assert result.p99 == ref.histogram_percentile(run.latencies, 99.0)
    assert result.p50 == ref.histogram_percentile(run.latencies, 50.0)
    assert result.utilisation == run.service_sum / (servers * run.last_departure)
    exact = ref.exact_percentile(run.latencies, 99.0)
    assert abs(result.p99 - exact) <= 1e-3 * exact


@pytest.mark.parametrize(
    ("servers", "top", "timeout", "ordered"),
    [(1, 4, 0.0, False), (2, 8, 3e-4, False), (3, 16, 1e-3, True), (20, 8, 5e-4, False)],
)
def test_replay_batched_matches_reference(
    servers: int, top: int, timeout: float, ordered: bool
) -> None:
    per_size = {b: SAMPLES[b * 10 : b * 10 + 50] * (0.4 + 0.6 * b / top) for b in range(1, top + 1)}
    system = QueueSystem.batched(per_size, servers, top, timeout, ordered)
    rate = 0.8 * system.capacity()
    result = replay(system, rate, 20_000, seed=4)
    tables = {b: list(system.samples_of(b)) for b in range(1, top + 1)}
    run = ref.replay_batched(tables, ordered, top, timeout, 1.0 / rate, 20_000, servers, 4)
    assert result.batches == run.batches
    assert result.mean == sum(run.latencies) / 20_000
    assert result.max == max(run.latencies)
    assert result.p99 == ref.histogram_percentile(run.latencies, 99.0)
    assert result.utilisation == run.service_sum / (servers * run.last_departure)


def test_batch_of_one_is_the_plain_queue() -> None:
    plain = replay(QueueSystem.unbatched(SAMPLES, 5), 2000.0, 30_000, seed=1)
    batched = replay(QueueSystem.batched({1: SAMPLES}, servers=5), 2000.0, 30_000, seed=1)
    assert plain.mean == batched.mean
    assert np.array_equal(plain.histogram, batched.histogram)


def test_batch_timeout_delays_lone_queries() -> None:
    per_size = {1: [1e-3], 2: [1.5e-3]}
    result = replay(QueueSystem.batched(per_size, 1, 2, timeout=4e-3), 1.0, 2_000, seed=0)
    # At one query a second a batch rarely fills: a query waits the timeout, then 1 ms. The
    # last goes at once (no later query could join it); a pair within 4 ms leaves together.
    assert result.p50 == pytest.approx(5e-3, rel=2.0**-11)
    assert result.p90 == pytest.approx(5e-3, rel=2.0**-11)
    assert result.min == pytest.approx(1e-3, rel=1e-9)
    assert result.max <= 5.5e-3 + 1e-12


@pytest.mark.parametrize("top", [1, 8])
def test_offline_makespan_matches_reference(top: int) -> None:
    per_size = {b: SAMPLES[:100] * (0.5 + 0.5 * b / top) for b in range(1, top + 1)}
    system = QueueSystem.batched(per_size, 3, top)
    tables = {b: list(system.samples_of(b)) for b in range(1, top + 1)}
    batch = system.best_offline_batch()
    expected = 50_001 / ref.offline_makespan(tables, False, batch, 50_001, 3, 2)
    assert offline_rate(system, 50_001, seed=2) == expected
    assert expected == pytest.approx(system.capacity(), rel=0.02)


def test_predrawn_replay_equals_generating_replay() -> None:
    system = QueueSystem.unbatched(SAMPLES, 4)
    n = 50_000
    gaps, services = np.empty(n), np.empty(n)
    Q.draw_queries(system.values, False, n, np.uint64(6), gaps, services)
    hist = H.new_histogram()
    acc, counts = Q.new_accumulators()
    Q.replay_drawn(gaps, services, 1 / 1500.0, 4, 0.01, n, hist, acc, counts)
    result = replay(system, 1500.0, n, seed=6, bound=0.01)
    assert np.array_equal(result.histogram, hist)
    assert result.mean == acc[Q.ACC_LATENCY_SUM] / n
    assert result.over_bound == counts[Q.COUNT_OVER_BOUND]


def test_fixed_seed_reproduces_and_seeds_differ() -> None:
    system = QueueSystem.unbatched(SAMPLES, 2)
    a = replay(system, 700.0, 100_000, seed=123)
    b = replay(system, 700.0, 100_000, seed=123)
    c = replay(system, 700.0, 100_000, seed=124)
    assert a.mean == b.mean and np.array_equal(a.histogram, b.histogram)
    assert a.mean != c.mean


def test_search_matches_reference_bisection() -> None:
    system = QueueSystem.unbatched(SAMPLES, 2)
    high = system.capacity()
    found = max_rate_under_bound(system, 99.0, 8e-3, 4_000, seed=5, probes=9, high=high)
    assert found.limited_by == "bound"
    assert found.probes[0] == (high, False)
    expected = ref.max_rate_under_bound(list(SAMPLES), 2, 99.0, 8e-3, 4_000, 5, 0.0, high, 8)
    assert found.rate == expected


def test_prober_early_stop_agrees_with_full_count() -> None:
    system = QueueSystem.unbatched(SAMPLES, 1)
    prober = RateProber(system, 99.0, 6e-3, 100_000, seed=3)
    for rate in np.linspace(100, 480, 12):
        full = replay(system, float(rate), 100_000, seed=3, bound=6e-3)
        passed = full.over_bound <= prober.allowed
        assert prober.passes(float(rate)) == passed
        if passed:
            assert full.p99 <= 6e-3 * (1 + 2.0**-11)
        else:
            assert full.p99 >= 6e-3 * (1 - 2.0**-11)
