"""Small unbatched replays in plain Python: the same draws and arithmetic as the kernels.

A compiled kernel's first call in a process costs about 0.3 s of CPU (Numba loads and links
the cached machine code of every function it touches), more than plain Python needs for a
replay of a couple of thousand queries. `kernels.api` therefore runs unbatched replays of at
most SMALL_QUERIES queries here, and everything else in the kernels. The results are the
kernels' own, bit for bit (tests/kernels/test_kernels_small.py checks both sides of the
threshold): the draws are `kernels.reference`'s mirrors, the queue keeps the same sorted free
times, the sums run in the same order, and SMALL_QUERIES is at most one kernel chunk, so the
kernels' early stop (checked after each chunk) never cuts a small replay short.
"""

from __future__ import annotations

import bisect

import numpy as np

from kernels import histogram, queue
from kernels import reference as ref
from kernels.rng import STREAM_QUERY_INT

SMALL_QUERIES = min(2048, queue.CHUNK)


def is_small(max_batch: int, n_queries: int) -> bool:
    """Whether a replay runs here rather than in the compiled kernels."""
    return max_batch == 1 and n_queries <= SMALL_QUERIES


def draw_queries(
    samples: np.ndarray, ordered: bool, n_queries: int, seed: int
) -> tuple[list[float], list[float]]:
    """(unit gaps, service times) of queries 0..n-1: the draws of `queue.draw_queries`."""
    key = ref.stream_key(seed & ref.MASK, STREAM_QUERY_INT)
    values = samples.tolist()
    count = len(values)
    gaps, services = [], []
    for i in range(n_queries):
        bits = ref.draw_bits(key, i)
        gaps.append(ref.unit_exponential(bits))
        services.append(values[i % count] if ordered else values[ref.bounded_index(bits, count)])
    return gaps, services


def _latencies(
    gaps: list[float], services: list[float], inv_rate: float, servers: int
) -> tuple[list[float], float, float]:
    """Every latency, the last departure and the last arrival, as `queue.advance_chunk` computes
    them."""
    out = []
    clock = 0.0
    last = 0.0
    if servers == 1:
        free_at = 0.0
        for gap, service in zip(gaps, services, strict=True):
            clock = clock + gap * inv_rate
            free_at = max(clock, free_at) + service
            out.append(free_at - clock)
        return out, free_at, clock
    free = [0.0] * servers  # sorted: the earliest free server first
    for gap, service in zip(gaps, services, strict=True):
        clock = clock + gap * inv_rate
        done = max(clock, free[0]) + service
        del free[0]
        bisect.insort(free, done)
        out.append(done - clock)
        last = max(last, done)
    return out, last, clock


def replay(
    drawn: tuple[list[float], list[float]], inv_rate: float, servers: int, bound: float
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(hist, acc, counts) of a replay over drawn queries, as `queue.replay_queue` fills them."""
    gaps, services = drawn
    latencies, last, clock = _latencies(gaps, services, inv_rate, servers)
    hist = histogram.new_histogram()
    acc, counts = queue.new_accumulators()
    lat_sum = 0.0
    svc_sum = 0.0
    over = 0
    for service, latency in zip(services, latencies, strict=True):
        hist[ref.bucket_of(latency)] += 1
        lat_sum += latency
        svc_sum += service
        over += latency > bound
    acc[queue.ACC_CLOCK] = clock
    acc[queue.ACC_LATENCY_SUM] = lat_sum
    acc[queue.ACC_SERVICE_SUM] = svc_sum
    if latencies:
        acc[queue.ACC_MIN_LATENCY] = min(latencies)
        acc[queue.ACC_MAX_LATENCY] = max(latencies)
    acc[queue.ACC_LAST_DEPARTURE] = last
    counts[queue.COUNT_OVER_BOUND] = over
    counts[queue.COUNT_QUERIES] = len(latencies)
    return hist, acc, counts


def count_over(
    drawn: tuple[list[float], list[float]], inv_rate: float, servers: int, bound: float
) -> int:
    """How many latencies exceed `bound` (`queue.count_over_drawn` without its early stop)."""
    latencies, _, _ = _latencies(drawn[0], drawn[1], inv_rate, servers)
    return sum(1 for v in latencies if v > bound)


def percentiles(
    hist: np.ndarray, percents: np.ndarray, lowest: float, highest: float, out: np.ndarray
) -> None:
    """`histogram.percentiles_from_histogram` with numpy instead of a compiled loop."""
    total = int(hist.sum())
    if total == 0:
        out[:] = np.nan
        return
    running = np.cumsum(hist)
    for k, percent in enumerate(percents.tolist()):
        rank = ref.nearest_rank(percent, total)
        if rank == total:
            out[k] = highest
        elif rank == 1:
            out[k] = lowest
        else:
            bucket = int(np.searchsorted(running, rank))
            out[k] = min(max(ref.bucket_midpoint(bucket), lowest), highest)
