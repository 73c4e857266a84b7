"""Plain-Python references for every kernel: same draws, same arithmetic, no Numba.

They are slow and exist so tests can check the kernels draw for draw. Each mirrors the kernel
named in its docstring, operation for operation, so results agree to the last bit.
"""

from __future__ import annotations

import heapq
import math
import struct
from dataclasses import dataclass, field

from kernels import histogram as H
from kernels import rng as R

MASK = R.MASK64


def float_bits(value: float) -> int:
    """IEEE-754 bits of a float64."""
    return struct.unpack("<Q", struct.pack("<d", value))[0]


def bits_float(bits: int) -> float:
    """The float64 with the given bits."""
    return struct.unpack("<d", struct.pack("<Q", bits & MASK))[0]


def mix64(z: int) -> int:
    """Mirror of `kernels.rng.mix64`."""
    z &= MASK
    z = ((z ^ (z >> 30)) * R.MIX1_INT) & MASK
    z = ((z ^ (z >> 27)) * R.MIX2_INT) & MASK
    return z ^ (z >> 31)


def stream_key(seed: int, stream: int) -> int:
    """Mirror of `kernels.rng.stream_key`."""
    return mix64(seed ^ stream)


def draw_bits(key: int, index: int) -> int:
    """Mirror of `kernels.rng.draw_bits`."""
    return mix64(key + ((index + 1) * R.GOLDEN_INT & MASK))


def fast_log(u: float) -> float:
    """Mirror of `kernels.rng.fast_log`."""
    bits = (float_bits(u) + R.SQRT_HALF_SHIFT_INT) & MASK
    exponent = bits_float(R.EXPONENT_MAGIC_INT | (bits >> 52)) - R.EXPONENT_OFFSET
    mantissa = bits_float((bits & R.MANTISSA_MASK_INT) + R.SQRT_HALF_BITS_INT)
    f = mantissa - 1.0
    s = f / (2.0 + f)
    s2 = s * s
    series = 1.0 + s2 * (R.C3 + s2 * (R.C5 + s2 * (R.C7 + s2 * (R.C9 + s2 * R.C11))))
    return exponent * R.LN2 + 2.0 * s * series


def unit_exponential(bits: int) -> float:
    """Mirror of `kernels.rng.unit_exponential`."""
    uniform = 2.0 - bits_float(R.ONE_BITS_INT | ((bits & R.LOW32_INT) << 20))
    return -fast_log(uniform)


def bounded_index(bits: int, count: int) -> int:
    """Mirror of `kernels.rng.bounded_index`."""
    return ((bits >> 32) * count) >> 32


def unit_gap(seed: int, index: int) -> float:
    """Unit-mean exponential gap of arrival `index` under `seed`."""
    return unit_exponential(draw_bits(stream_key(seed, R.STREAM_QUERY_INT), index))


def service_index(seed: int, index: int, count: int) -> int:
    """Sample index of service draw `index` under `seed`."""
    return bounded_index(draw_bits(stream_key(seed, R.STREAM_QUERY_INT), index), count)


def bucket_of(value: float) -> int:
    """Mirror of `kernels.histogram.bucket_of`."""
    key = (float_bits(value) >> (52 - H.MANTISSA_BITS)) - H.FIRST_KEY
    return min(max(key, 0), H.LAST_BUCKET)


def bucket_midpoint(bucket: int) -> float:
    """Mirror of `kernels.histogram.bucket_midpoint`."""
    shift = 52 - H.MANTISSA_BITS
    lower = bits_float((bucket + H.FIRST_KEY) << shift)
    upper = bits_float((bucket + 1 + H.FIRST_KEY) << shift)
    return 0.5 * (lower + upper)


def nearest_rank(percent: float, total: int) -> int:
    """1-based rank of the p-th percentile among `total` values, as the kernels compute it."""
    return min(max(math.ceil(percent / 100.0 * total), 1), total)


def exact_percentile(values: list[float], percent: float) -> float:
    """The exact nearest-rank percentile of a list (sorts it)."""
    ordered = sorted(values)
    return ordered[nearest_rank(percent, len(ordered)) - 1]


def histogram_percentile(values: list[float], percent: float) -> float:
    """Mirror of the kernels' histogram percentile for the given values."""
    counts: dict[int, int] = {}
    for v in values:
        b = bucket_of(v)
        counts[b] = counts.get(b, 0) + 1
    rank = nearest_rank(percent, len(values))
    if rank == len(values):
        return max(values)
    if rank == 1:
        return min(values)
    running = 0
    for b in sorted(counts):
        running += counts[b]
        if running >= rank:
            return min(max(bucket_midpoint(b), min(values)), max(values))
    raise ValueError("no values")


@dataclass
class ReferenceRun:
    """Per-query outcome of a reference replay."""

    arrivals: list[float] = field(default_factory=list)
    latencies: list[float] = field(default_factory=list)
    service_sum: float = 0.0
    last_departure: float = 0.0
    batches: int = 0


def replay_queue(
    samples: list[float],
    ordered: bool,
    inv_rate: float,
    n_queries: int,
    servers: int,
    seed: int,
) -> ReferenceRun:
    """Mirror of `kernels.queue.replay_queue` (without early stop), keeping every latency."""
    key = stream_key(seed, R.STREAM_QUERY_INT)
    free = [0.0] * servers
    heapq.heapify(free)
    run = ReferenceRun()
    clock = 0.0
    for i in range(n_queries):
        clock = clock + unit_exponential(draw_bits(key, i)) * inv_rate
        if ordered:
            service = samples[i % len(samples)]
        else:
            service = samples[bounded_index(draw_bits(key, i), len(samples))]
        earliest = heapq.heappop(free)
        done = max(clock, earliest) + service
        heapq.heappush(free, done)
        run.arrivals.append(clock)
        run.latencies.append(done - clock)
        run.service_sum += service
        run.last_departure = max(run.last_departure, done)
    return run


def replay_batched(
    per_size: dict[int, list[float]],
    ordered: bool,
    max_batch: int,
    timeout: float,
    inv_rate: float,
    n_queries: int,
    servers: int,
    seed: int,
) -> ReferenceRun:
    """Mirror of `kernels.batching.replay_batched` (without early stop)."""
    key = stream_key(seed, R.STREAM_QUERY_INT)
    arrivals: list[float] = []
    clock = 0.0
    for i in range(n_queries):
        clock = clock + unit_exponential(draw_bits(key, i)) * inv_rate
        arrivals.append(clock)
    free = [0.0] * servers
    cursors = dict.fromkeys(per_size, 0)
    run = ReferenceRun(arrivals=arrivals, latencies=[0.0] * n_queries)
    i = 0
    while i < n_queries:
        last = min(i + max_batch, n_queries) - 1
        close = min(arrivals[i] + timeout, arrivals[last])
        earliest = heapq.heappop(free)
        dispatch = max(earliest, close)
        j = i + 1
        while j <= last and arrivals[j] <= dispatch:
            j += 1
        size = j - i
        table = per_size[size]
        if ordered:
            service = table[cursors[size]]
            cursors[size] = (cursors[size] + 1) % len(table)
        else:
            service = table[bounded_index(draw_bits(key, run.batches), len(table))]
        done = dispatch + service
        heapq.heappush(free, done)
        for q in range(i, j):
            run.latencies[q] = done - arrivals[q]
        run.service_sum += service
        run.last_departure = max(run.last_departure, done)
        run.batches += 1
        i = j
    return run


def offline_makespan(
    per_size: dict[int, list[float]],
    ordered: bool,
    batch_size: int,
    n_queries: int,
    servers: int,
    seed: int,
) -> float:
    """Mirror of `kernels.batching.offline_makespan`."""
    key = stream_key(seed, R.STREAM_QUERY_INT)
    free = [0.0] * servers
    cursors = dict.fromkeys(per_size, 0)
    issued = 0
    batch_number = 0
    makespan = 0.0
    while issued < n_queries:
        size = min(batch_size, n_queries - issued)
        table = per_size[size]
        if ordered:
            service = table[cursors[size]]
            cursors[size] = (cursors[size] + 1) % len(table)
        else:
            service = table[bounded_index(draw_bits(key, batch_number), len(table))]
        done = heapq.heappop(free) + service
        heapq.heappush(free, done)
        makespan = max(makespan, done)
        issued += size
        batch_number += 1
    return makespan


def max_rate_under_bound(
    samples: list[float],
    servers: int,
    percent: float,
    bound: float,
    n_queries: int,
    seed: int,
    low: float,
    high: float,
    probes: int,
) -> float:
    """Mirror of the kernels' bisection: the highest passing rate on [low, high] after `probes`."""
    allowed = n_queries - nearest_rank(percent, n_queries)

    def passes(rate: float) -> bool:
        run = replay_queue(samples, False, 1.0 / rate, n_queries, servers, seed)
        return sum(1 for v in run.latencies if v > bound) <= allowed

    for _ in range(probes):
        mid = 0.5 * (low + high)
        if passes(mid):
            low = mid
        else:
            high = mid
    return low
