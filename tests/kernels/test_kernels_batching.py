"""The batching kernel against its plain-Python reference, for every free-time layout and edge.

`kernels.batching.replay_batched` compiles one loop per layout (1, 4 or 8 free times in
registers, or the sorted array), sizes batches over a fixed window with +inf padding past the
last query, and counts latencies one chunk later. Each case here must still give, bit for bit,
what `kernels.reference.replay_batched` gives query by query.
"""

from __future__ import annotations

import numpy as np
import pytest

from kernels import QueueSystem, replay
from kernels import batching as B
from kernels import histogram as H
from kernels import queue as Q
from kernels import reference as ref
from kernels.api import RateProber

SAMPLES = np.random.default_rng(21).lognormal(np.log(2e-3), 0.6, 900)


def _system(servers: int, top: int, timeout: float, ordered: bool) -> QueueSystem:
    per_size = {b: SAMPLES[b % 40 : b % 40 + 30] * (0.4 + 0.6 * b / top) for b in range(1, top + 1)}
    return QueueSystem.batched(per_size, servers, top, timeout, ordered)


def _reference(system: QueueSystem, rate: float, n: int, seed: int) -> ref.ReferenceRun:
    tables = {b: list(system.samples_of(b)) for b in range(1, system.max_batch + 1)}
    return ref.replay_batched(
        tables,
        system.ordered,
        system.max_batch,
        system.timeout,
        1.0 / rate,
        n,
        system.servers,
        seed,
    )


def _histogram(latencies: list[float]) -> np.ndarray:
    hist = H.new_histogram()
    H.add_values(hist, np.array(latencies))
    return hist


@pytest.mark.parametrize(
    ("servers", "top", "timeout", "ordered", "load", "n"),
    [
        (1, 2, 0.0, False, 0.9, 20_000),  # one free time in a register
        (1, 8, 2e-3, True, 0.5, 9_001),
        (3, 8, 0.0, False, 0.95, 20_000),  # four register slots, one padded
        (4, 7, 4e-4, True, 0.8, 12_345),
        (6, 8, 1e-3, False, 0.85, 20_000),  # eight register slots
        (8, 3, 0.0, False, 0.99, 15_000),
        (12, 8, 5e-4, False, 0.9, 20_000),  # sorted array, 16 slots
        (20, 6, 0.0, True, 0.9, 20_000),  # sorted array, 20 slots
        (2, 24, 1e-3, False, 0.9, 20_000),  # batches wider than the fixed window
        (5, 40, 0.0, True, 0.97, 20_000),
    ],
)
def test_every_layout_matches_reference_bit_for_bit(
    servers: int, top: int, timeout: float, ordered: bool, load: float, n: int
) -> None:
    system = _system(servers, top, timeout, ordered)
    rate = load * system.capacity()
    result = replay(system, rate, n, seed=13, bound=3e-3)
    run = _reference(system, rate, n, 13)
    assert result.queries == n
    assert result.batches == run.batches
    assert np.array_equal(result.histogram, _histogram(run.latencies))
    assert result.mean == sum(run.latencies) / n
    assert result.min == min(run.latencies)
    assert result.max == max(run.latencies)
    assert result.over_bound == sum(1 for v in run.latencies if v > 3e-3)
    assert result.mean_service == run.service_sum / n
    assert result.utilisation == run.service_sum / (servers * run.last_departure)
    # The load is high enough that batches of several sizes occur.
    assert n / run.batches > 1.3


@pytest.mark.parametrize("n", [1, 2, 7, 8, 9, 2047, 2048, 2049, 4100])
def test_short_runs_and_chunk_edges_match_reference(n: int) -> None:
    system = _system(3, 8, 1e-3, False)
    rate = 0.9 * system.capacity()
    result = replay(system, rate, n, seed=2)
    run = _reference(system, rate, n, 2)
    assert result.queries == n
    assert result.batches == run.batches
    assert np.array_equal(result.histogram, _histogram(run.latencies))
    assert result.mean == sum(run.latencies) / n
    assert result.min == min(run.latencies) and result.max == max(run.latencies)


def test_batch_limit_above_half_a_chunk_matches_reference() -> None:
    # A window this wide makes the kernel draw larger chunks than CHUNK.
    top = Q.CHUNK
    per_size = {1: SAMPLES[:50] * 0.05, top: SAMPLES[50:100] * 0.6}
    system = QueueSystem.batched(per_size, servers=1, max_batch=top, timeout=0.2)
    rate = 3.0 * top / float(np.mean(SAMPLES[50:100] * 0.6))
    result = replay(system, rate, 30_000, seed=6)
    run = _reference(system, rate, 30_000, 6)
    assert result.batches == run.batches
    assert np.array_equal(result.histogram, _histogram(run.latencies))
    assert result.mean == sum(run.latencies) / 30_000
    # Batches fill to the limit often enough to exercise the wide window.
    assert 30_000 / run.batches > 100


@pytest.mark.parametrize("servers", [1, 2, 7, 9, 30])
def test_batch_of_one_is_the_plain_queue_for_every_layout(servers: int) -> None:
    plain_system = QueueSystem.unbatched(SAMPLES, servers)
    rate = 0.9 * plain_system.capacity()
    plain = replay(plain_system, rate, 30_000, seed=3)
    batched = replay(QueueSystem.batched({1: SAMPLES}, servers=servers), rate, 30_000, seed=3)
    assert np.array_equal(plain.histogram, batched.histogram)
    assert plain.mean == batched.mean
    assert plain.min == batched.min and plain.max == batched.max
    assert plain.utilisation == batched.utilisation
    assert batched.batches == 30_000


def test_early_stop_counts_exactly_the_first_queries() -> None:
    system = _system(4, 8, 0.0, False)
    rate = 1.05 * system.capacity()  # overloaded: latencies climb past the bound early
    n = 60_000
    run = _reference(system, rate, n, 8)
    bound = 4e-3
    hist = H.new_histogram()
    acc, counts = Q.new_accumulators()
    B.replay_batched(
        system.values, system.offsets, False, 8, 0.0, 1.0 / rate, n, 4, np.uint64(8), bound,
        100, hist, acc, counts,
    )  # fmt: skip
    done = int(counts[Q.COUNT_QUERIES])
    over = int(counts[Q.COUNT_OVER_BOUND])
    assert over > 100
    assert done < n
    # What was counted is exactly the first `done` queries, whole batches only.
    assert hist.sum() == done
    assert np.array_equal(hist, _histogram(run.latencies[:done]))
    assert over == sum(1 for v in run.latencies[:done] if v > bound)
    assert acc[Q.ACC_LATENCY_SUM] == sum(run.latencies[:done])


def test_batched_prober_early_stop_agrees_with_full_count() -> None:
    system = _system(2, 8, 5e-4, False)
    prober = RateProber(system, 99.0, 6e-3, 80_000, seed=4)
    for rate in np.linspace(0.5, 1.1, 10) * system.capacity():
        full = replay(system, float(rate), 80_000, seed=4, bound=6e-3)
        assert prober.passes(float(rate)) == (full.over_bound <= prober.allowed)
