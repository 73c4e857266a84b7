"""Server-scenario replay without batching: Poisson arrivals, one FIFO queue, `c` identical servers.

Arrival i comes at a_i = a_{i-1} + E_i / rate; it starts at max(a_i, earliest server free time)
and leaves s_i later; its latency is (start + s_i) - a_i. The servers' free times are kept
sorted (Kiefer-Wolfowitz), so the earliest is always first and an update is a branch-free
merge that vectorises. Times are in the caller's unit (the
public API uses seconds). Draws come in chunks: a vectorisable loop fills unit gaps and service
times, then a sequential loop advances the queue. The same chunk step serves the generating
replay and the replay over pre-drawn arrays used by the max-rate search, so both give
bit-identical latencies for the same seed.

Accumulator layout (float64 array `acc`): ACC_* indices below. Counts are in `counts` (int64).
"""

from __future__ import annotations

import numpy as np
from numba import njit

from kernels.histogram import bucket_of
from kernels.rng import (
    GOLDEN,
    STREAM_QUERY,
    bounded_index,
    counter_before,
    mix64,
    stream_key,
    unit_exponential,
)

CHUNK = 2048

ACC_CLOCK = 0  # arrival time of the last query
ACC_LATENCY_SUM = 1
ACC_SERVICE_SUM = 2
ACC_MIN_LATENCY = 3
ACC_MAX_LATENCY = 4
ACC_LAST_DEPARTURE = 5
ACC_SIZE = 6

COUNT_QUERIES = 0
COUNT_OVER_BOUND = 1
COUNT_BATCHES = 2
COUNT_SIZE = 3


def new_accumulators() -> tuple[np.ndarray, np.ndarray]:
    """Fresh (acc, counts) arrays for a replay."""
    acc = np.zeros(ACC_SIZE, dtype=np.float64)
    acc[ACC_MIN_LATENCY] = np.inf
    return acc, np.zeros(COUNT_SIZE, dtype=np.int64)


@njit(inline="always", nogil=True, error_model="numpy")
def padded_servers(servers: np.int64) -> np.int64:
    """How many free-time slots a queue keeps: 1, or at least 4 with +inf padding (see below)."""
    if servers == 1:
        return np.int64(1)
    if servers <= 4:
        return np.int64(4)
    if servers <= 8:
        return np.int64(8)
    if servers <= 16:
        return np.int64(16)
    return servers


@njit(inline="always", nogil=True, error_model="numpy")
def new_free_times(servers: np.int64) -> np.ndarray:
    """Sorted server free times: zero for each server, +inf for padding and the sentinel.

    A padded slot is a server that is never free, so it never serves; padding to 4, 8 or 16
    slots gives the merge in `take_and_insert` a trip count known at compile time.
    """
    slots = padded_servers(servers)
    free = np.full(slots + 1, np.inf)
    free[:servers] = 0.0
    return free


@njit(inline="always", nogil=True, error_model="numpy")
def fill_chunk(
    key: np.uint64,
    first: np.int64,
    k: np.int64,
    samples: np.ndarray,
    ordered: bool,
    unit_gaps: np.ndarray,
    services: np.ndarray,
    bits: np.ndarray,
) -> None:
    """Draw unit gaps and service times for queries first .. first+k-1 (`bits`: uint64 scratch).

    Three simple loops (hash, exponential, pick) vectorise better than one: fewer live
    constants, so no register spills.
    """
    counter = counter_before(key, np.uint64(first))
    for j in range(k):
        counter += GOLDEN
        bits[j] = mix64(counter)
    for j in range(k):
        unit_gaps[j] = unit_exponential(bits[j])
    n_samples = samples.size
    if ordered:
        pos = first % n_samples
        for j in range(k):
            services[j] = samples[pos]
            pos += 1
            if pos == n_samples:
                pos = 0
    else:
        ucount = np.uint64(n_samples)
        for j in range(k):
            services[j] = samples[bounded_index(bits[j], ucount)]


@njit(inline="always", nogil=True, error_model="numpy")
def merge_fixed(free: np.ndarray, done: float, slots: np.int64) -> None:
    """The merge of `take_and_insert` over `slots` entries."""
    for i in range(slots):
        free[i] = min(max(free[i], done), free[i + 1])


@njit(inline="always", nogil=True, error_model="numpy")
def take_and_insert(free: np.ndarray, done: float) -> None:
    """Replace the earliest free time free[0] with `done`, keeping the free times sorted.

    free[-1] is the +inf sentinel. Branch free: new[i] = min(max(old[i], done), old[i + 1]),
    which is the sorted merge because done >= old[0]; the loop vectorises.
    """
    slots = free.size - 1
    if slots == 4:
        merge_fixed(free, done, 4)
    elif slots == 8:
        merge_fixed(free, done, 8)
    elif slots == 16:
        merge_fixed(free, done, 16)
    else:
        merge_fixed(free, done, slots)


@njit(inline="always", nogil=True, error_model="numpy")
def load8(free: np.ndarray) -> tuple[float, float, float, float, float, float, float, float]:
    """The first 8 free-time slots as scalars (+inf past the slots the array has)."""
    inf = np.inf
    slots = free.size - 1
    return (
        free[0],
        free[1] if slots > 1 else inf,
        free[2] if slots > 2 else inf,
        free[3] if slots > 3 else inf,
        free[4] if slots > 4 else inf,
        free[5] if slots > 5 else inf,
        free[6] if slots > 6 else inf,
        free[7] if slots > 7 else inf,
    )


@njit(inline="always", nogil=True, error_model="numpy")
def store8(
    free: np.ndarray,
    f0: float,
    f1: float,
    f2: float,
    f3: float,
    f4: float,
    f5: float,
    f6: float,
    f7: float,
) -> None:
    """Write scalar free times back to the slots the array has."""
    values = (f0, f1, f2, f3, f4, f5, f6, f7)
    for i in range(min(free.size - 1, 8)):
        free[i] = values[i]


@njit(inline="always", nogil=True, error_model="numpy")
def merge4(
    f0: float, f1: float, f2: float, f3: float, done: float
) -> tuple[float, float, float, float]:
    """`take_and_insert` on 4 scalar slots (done >= f0, so max(f0, done) is done)."""
    return (min(done, f1), min(max(f1, done), f2), min(max(f2, done), f3), max(f3, done))


@njit(inline="always", nogil=True, error_model="numpy")
def merge8(
    f0: float,
    f1: float,
    f2: float,
    f3: float,
    f4: float,
    f5: float,
    f6: float,
    f7: float,
    done: float,
) -> tuple[float, float, float, float, float, float, float, float]:
    """`take_and_insert` on 8 scalar slots (done >= f0, so max(f0, done) is done)."""
    return (
        min(done, f1),
        min(max(f1, done), f2),
        min(max(f2, done), f3),
        min(max(f3, done), f4),
        min(max(f4, done), f5),
        min(max(f5, done), f6),
        min(max(f6, done), f7),
        max(f7, done),
    )


@njit(nogil=True, error_model="numpy")
def advance_chunk(
    unit_gaps: np.ndarray,
    services: np.ndarray,
    k: np.int64,
    inv_rate: float,
    free: np.ndarray,
    acc: np.ndarray,
    counts: np.ndarray,
    hist: np.ndarray,
    bound: float,
) -> None:
    """Advance the queue over k queries, counting latencies into `hist` and over `bound`."""
    clock = acc[ACC_CLOCK]
    lat_sum = acc[ACC_LATENCY_SUM]
    svc_sum = acc[ACC_SERVICE_SUM]
    lat_min = acc[ACC_MIN_LATENCY]
    lat_max = acc[ACC_MAX_LATENCY]
    last_departure = acc[ACC_LAST_DEPARTURE]
    over = counts[COUNT_OVER_BOUND]
    servers = free.size - 1
    if servers == 1:
        server_free = free[0]
        for j in range(k):
            clock = clock + unit_gaps[j] * inv_rate
            service = services[j]
            start = max(clock, server_free)
            server_free = start + service
            latency = server_free - clock
            hist[bucket_of(latency)] += 1
            lat_sum += latency
            svc_sum += service
            lat_min = min(lat_min, latency)
            lat_max = max(lat_max, latency)
            over += latency > bound
        free[0] = server_free
        last_departure = max(last_departure, server_free)
    elif servers <= 8:
        # Up to 8 slots live in registers: an array here would be re-read every query through
        # overlapping loads that defeat store forwarding.
        f0, f1, f2, f3, f4, f5, f6, f7 = load8(free)
        for j in range(k):
            clock = clock + unit_gaps[j] * inv_rate
            service = services[j]
            done = max(clock, f0) + service
            f0, f1, f2, f3, f4, f5, f6, f7 = merge8(f0, f1, f2, f3, f4, f5, f6, f7, done)
            latency = done - clock
            hist[bucket_of(latency)] += 1
            lat_sum += latency
            svc_sum += service
            lat_min = min(lat_min, latency)
            lat_max = max(lat_max, latency)
            last_departure = max(last_departure, done)
            over += latency > bound
        store8(free, f0, f1, f2, f3, f4, f5, f6, f7)
    else:
        for j in range(k):
            clock = clock + unit_gaps[j] * inv_rate
            service = services[j]
            done = max(clock, free[0]) + service
            take_and_insert(free, done)
            latency = done - clock
            hist[bucket_of(latency)] += 1
            lat_sum += latency
            svc_sum += service
            lat_min = min(lat_min, latency)
            lat_max = max(lat_max, latency)
            last_departure = max(last_departure, done)
            over += latency > bound
    acc[ACC_CLOCK] = clock
    acc[ACC_LATENCY_SUM] = lat_sum
    acc[ACC_SERVICE_SUM] = svc_sum
    acc[ACC_MIN_LATENCY] = lat_min
    acc[ACC_MAX_LATENCY] = lat_max
    acc[ACC_LAST_DEPARTURE] = last_departure
    counts[COUNT_OVER_BOUND] = over
    counts[COUNT_QUERIES] += k


@njit(cache=True, nogil=True, error_model="numpy")
def replay_queue(
    samples: np.ndarray,
    ordered: bool,
    inv_rate: float,
    n_queries: np.int64,
    servers: np.int64,
    seed: np.uint64,
    bound: float,
    stop_after_over: np.int64,
    hist: np.ndarray,
    acc: np.ndarray,
    counts: np.ndarray,
) -> None:
    """Replay n_queries Poisson arrivals (mean gap inv_rate) against `servers` FIFO servers.

    Service times are drawn uniformly from `samples`, or taken in order (cycling) when `ordered`.
    Latencies go into `hist`; sums and extremes into `acc`; counts (queries, over `bound`) into
    `counts`. The replay stops early, after the chunk where more than `stop_after_over`
    latencies exceeded `bound` (pass n_queries to never stop).
    """
    key = stream_key(seed, STREAM_QUERY)
    unit_gaps = np.empty(CHUNK, dtype=np.float64)
    services = np.empty(CHUNK, dtype=np.float64)
    bits = np.empty(CHUNK, dtype=np.uint64)
    free = new_free_times(servers)
    first = np.int64(0)
    while first < n_queries:
        k = min(CHUNK, n_queries - first)
        fill_chunk(key, first, k, samples, ordered, unit_gaps, services, bits)
        advance_chunk(unit_gaps, services, k, inv_rate, free, acc, counts, hist, bound)
        first += k
        if counts[COUNT_OVER_BOUND] > stop_after_over:
            break


@njit(cache=True, nogil=True, error_model="numpy")
def draw_queries(
    samples: np.ndarray,
    ordered: bool,
    n_queries: np.int64,
    seed: np.uint64,
    unit_gaps: np.ndarray,
    services: np.ndarray,
) -> None:
    """Fill pre-drawn arrays (length n_queries) with exactly the draws `replay_queue` makes."""
    key = stream_key(seed, STREAM_QUERY)
    bits = np.empty(CHUNK, dtype=np.uint64)
    first = np.int64(0)
    while first < n_queries:
        k = min(CHUNK, n_queries - first)
        fill_chunk(
            key,
            first,
            k,
            samples,
            ordered,
            unit_gaps[first : first + k],
            services[first : first + k],
            bits,
        )
        first += k


@njit(cache=True, nogil=True, error_model="numpy")
def replay_drawn(
    unit_gaps: np.ndarray,
    services: np.ndarray,
    inv_rate: float,
    servers: np.int64,
    bound: float,
    stop_after_over: np.int64,
    hist: np.ndarray,
    acc: np.ndarray,
    counts: np.ndarray,
) -> None:
    """`replay_queue` over pre-drawn unit gaps and service times (same latencies, bit for bit)."""
    free = new_free_times(servers)
    n_queries = unit_gaps.size
    first = np.int64(0)
    while first < n_queries:
        k = min(CHUNK, n_queries - first)
        advance_chunk(
            unit_gaps[first : first + k],
            services[first : first + k],
            k,
            inv_rate,
            free,
            acc,
            counts,
            hist,
            bound,
        )
        first += k
        if counts[COUNT_OVER_BOUND] > stop_after_over:
            break


@njit(cache=True, nogil=True, error_model="numpy")
def count_over_drawn(
    unit_gaps: np.ndarray,
    services: np.ndarray,
    inv_rate: float,
    servers: np.int64,
    bound: float,
    stop_after_over: np.int64,
) -> np.int64:
    """How many latencies of `replay_drawn` exceed `bound`, stopping once past `stop_after_over`.

    The lean probe of the max-rate search: the same arithmetic as the full replay, so the
    same latencies, but no histogram or sums.
    """
    n_queries = unit_gaps.size
    over = np.int64(0)
    clock = 0.0
    free = new_free_times(servers)
    slots = free.size - 1
    first = np.int64(0)
    f0, f1, f2, f3, f4, f5, f6, f7 = load8(free)
    while first < n_queries:
        end = min(first + CHUNK, n_queries)
        if slots == 1:
            for j in range(first, end):
                clock = clock + unit_gaps[j] * inv_rate
                f0 = max(clock, f0) + services[j]
                over += (f0 - clock) > bound
        elif slots <= 8:
            for j in range(first, end):
                clock = clock + unit_gaps[j] * inv_rate
                done = max(clock, f0) + services[j]
                f0, f1, f2, f3, f4, f5, f6, f7 = merge8(f0, f1, f2, f3, f4, f5, f6, f7, done)
                over += (done - clock) > bound
        else:
            for j in range(first, end):
                clock = clock + unit_gaps[j] * inv_rate
                done = max(clock, free[0]) + services[j]
                take_and_insert(free, done)
                over += (done - clock) > bound
        first = end
        if over > stop_after_over:
            break
    return over
