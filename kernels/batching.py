"""Server-scenario replay with dynamic batching, and the Offline run of the same system.

Batch rule (FIFO, `c` servers): the next batch starts with the oldest waiting query i. It is
dispatched at d = max(earliest server free time, close), where close = min(a_i + timeout,
a_last) and a_last is the arrival of query min(i + B, n) - 1 (the batch would be full then, or
no more queries come). The batch holds every waiting query that arrived by d, at most B. Its
service time is drawn from the samples for its size; every query in it leaves at d + service.
Server free times are kept sorted, as in `kernels.queue`.
With B = 1 this is the unbatched queue of `kernels.queue`, draw for draw.

Per-size samples are one flat array `values` with `offsets` (length B + 2): the samples of size
b are values[offsets[b]:offsets[b + 1]] for b in 1..B, each non-empty. Batch m's service sample
is picked by the high half of draw m (or, when `ordered`, is the next sample of that size,
cycling); arrival gap i comes from the low half of draw i.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from kernels.histogram import bucket_of
from kernels.queue import (
    ACC_CLOCK,
    ACC_LAST_DEPARTURE,
    ACC_LATENCY_SUM,
    ACC_MAX_LATENCY,
    ACC_MIN_LATENCY,
    ACC_SERVICE_SUM,
    CHUNK,
    COUNT_BATCHES,
    COUNT_OVER_BOUND,
    COUNT_QUERIES,
    load8,
    merge8,
    new_free_times,
    store8,
    take_and_insert,
)
from kernels.rng import (
    GOLDEN,
    STREAM_QUERY,
    bounded_index,
    counter_before,
    draw_bits,
    mix64,
    stream_key,
    unit_exponential,
)


@njit(inline="always", nogil=True, error_model="numpy")
def batch_service(
    values: np.ndarray,
    offsets: np.ndarray,
    size: np.int64,
    key: np.uint64,
    batch_number: np.int64,
    ordered: bool,
    cursors: np.ndarray,
) -> float:
    """The service time of batch `batch_number`, which holds `size` queries."""
    lo = offsets[size]
    count = offsets[size + 1] - lo
    if ordered:
        pos = cursors[size]
        cursors[size] = pos + 1 if pos + 1 < count else 0
        return values[lo + pos]
    bits = draw_bits(key, np.uint64(batch_number))
    return values[lo + bounded_index(bits, np.uint64(count))]


@njit(cache=True, nogil=True, error_model="numpy")
def replay_batched(
    values: np.ndarray,
    offsets: np.ndarray,
    ordered: bool,
    max_batch: np.int64,
    timeout: float,
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
    """Replay n_queries Poisson arrivals with dynamic batching (see the module docstring).

    Outputs as in `kernels.queue.replay_queue`; `counts[COUNT_BATCHES]` gets the batch count and
    `acc[ACC_SERVICE_SUM]` the summed batch service time.
    """
    key = stream_key(seed, STREAM_QUERY)
    capacity = CHUNK + max_batch
    arrivals = np.empty(capacity, dtype=np.float64)
    bits = np.empty(capacity, dtype=np.uint64)
    free = new_free_times(servers)
    cursors = np.zeros(max_batch + 2, dtype=np.int64)
    clock = acc[ACC_CLOCK]
    lat_sum = acc[ACC_LATENCY_SUM]
    svc_sum = acc[ACC_SERVICE_SUM]
    lat_min = acc[ACC_MIN_LATENCY]
    lat_max = acc[ACC_MAX_LATENCY]
    last_departure = acc[ACC_LAST_DEPARTURE]
    over = counts[COUNT_OVER_BOUND]
    batches = counts[COUNT_BATCHES]
    # Up to 8 slots of free times live in registers (see kernels.queue.advance_chunk).
    in_registers = free.size <= 9
    f0, f1, f2, f3, f4, f5, f6, f7 = load8(free)
    buf_first = np.int64(0)  # query index held in arrivals[0]
    generated = np.int64(0)  # queries whose arrival time is known
    i = np.int64(0)
    while i < n_queries:
        last = min(i + max_batch, n_queries) - 1
        if last >= generated:
            keep = generated - i
            for q in range(keep):
                arrivals[q] = arrivals[i - buf_first + q]
            buf_first = i
            more = min(capacity - keep, n_queries - generated)
            counter = counter_before(key, np.uint64(generated))
            for q in range(more):
                counter += GOLDEN
                bits[q] = mix64(counter)
            for q in range(more):
                arrivals[keep + q] = unit_exponential(bits[q])
            for q in range(keep, keep + more):
                clock = clock + arrivals[q] * inv_rate
                arrivals[q] = clock
            generated += more
        base = i - buf_first
        oldest = arrivals[base]
        close = min(oldest + timeout, arrivals[last - buf_first])
        dispatch = max(f0 if in_registers else free[0], close)
        # Arrivals are sorted, so the batch is the prefix that arrived by the dispatch: count
        # it over the whole window (a fixed trip count, no early exit to mispredict).
        size = np.int64(1)
        for q in range(base + 1, base + last - i + 1):
            size += arrivals[q] <= dispatch
        j = i + size
        service = batch_service(values, offsets, size, key, batches, ordered, cursors)
        done = dispatch + service
        if in_registers:
            f0, f1, f2, f3, f4, f5, f6, f7 = merge8(f0, f1, f2, f3, f4, f5, f6, f7, done)
        else:
            take_and_insert(free, done)
        last_departure = max(last_departure, done)
        svc_sum += service
        # Arrivals rise within the batch and all leave together, so its first query has the
        # longest latency and its last the shortest.
        lat_max = max(lat_max, done - arrivals[base])
        lat_min = min(lat_min, done - arrivals[base + size - 1])
        for q in range(base, base + size):
            latency = done - arrivals[q]
            hist[bucket_of(latency)] += 1
            lat_sum += latency
            over += latency > bound
        batches += 1
        i = j
        if over > stop_after_over:
            break
    if in_registers:
        store8(free, f0, f1, f2, f3, f4, f5, f6, f7)
    acc[ACC_CLOCK] = clock
    acc[ACC_LATENCY_SUM] = lat_sum
    acc[ACC_SERVICE_SUM] = svc_sum
    acc[ACC_MIN_LATENCY] = lat_min
    acc[ACC_MAX_LATENCY] = lat_max
    acc[ACC_LAST_DEPARTURE] = last_departure
    counts[COUNT_OVER_BOUND] = over
    counts[COUNT_BATCHES] = batches
    counts[COUNT_QUERIES] += i


@njit(cache=True, nogil=True, error_model="numpy")
def offline_makespan(
    values: np.ndarray,
    offsets: np.ndarray,
    ordered: bool,
    batch_size: np.int64,
    n_queries: np.int64,
    servers: np.int64,
    seed: np.uint64,
) -> float:
    """The time `servers` servers take to finish n_queries all issued at time zero.

    Queries go out in batches of `batch_size` (the last one smaller), each to the server that
    frees first; batch m's service is drawn as in `replay_batched`.
    """
    key = stream_key(seed, STREAM_QUERY)
    free = new_free_times(servers)
    cursors = np.zeros(offsets.size, dtype=np.int64)
    issued = np.int64(0)
    batch_number = np.int64(0)
    makespan = 0.0
    while issued < n_queries:
        size = min(batch_size, n_queries - issued)
        done = free[0] + batch_service(values, offsets, size, key, batch_number, ordered, cursors)
        take_and_insert(free, done)
        makespan = max(makespan, done)
        issued += size
        batch_number += 1
    return makespan
