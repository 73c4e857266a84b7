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

How the replay runs (the work per query is what sets its speed): arrivals come in chunks, each
drawn by vectorised loops. The batch loop then does only per-batch work: size the batch with a
fixed number of compares (arrivals past the end are +inf), draw its service once, and write
the latencies of a fixed window of LANES queries with no branch on the batch size (the lanes
past the batch are overwritten by the next batch). The latencies are counted into the
histogram, sums and extremes, in query order, in one pass per chunk that also turns the next
chunk's gaps into arrival times, so the two serial chains of additions overlap. Array indices
are cast to unsigned so Numba emits no negative-index wraparound.
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
    merge4,
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

# Batches of up to LANES queries are sized and written over a fixed window of this many.
LANES = 8
# Where the batch loop keeps the server free times: 1, 4 or 8 scalars, or the sorted array.
REGISTERS_ONE = 1
REGISTERS_FOUR = 4
REGISTERS_EIGHT = 8
IN_ARRAY = 0


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
    `acc[ACC_SERVICE_SUM]` the summed batch service time. As there, the replay stops early after
    the chunk in which more than `stop_after_over` latencies exceeded `bound`.
    """
    free = new_free_times(servers)
    slots = free.size - 1
    # Up to 8 free times live in scalars (see kernels.queue.advance_chunk): 1, 4 or 8 of them.
    layout = IN_ARRAY
    if slots == 1:
        layout = REGISTERS_ONE
    elif slots == 4:
        layout = REGISTERS_FOUR
    elif slots == 8:
        layout = REGISTERS_EIGHT
    key = stream_key(seed, STREAM_QUERY)
    narrow = max_batch <= LANES
    window = LANES if narrow else max_batch  # queries past the batch start that are read
    chunk = max(CHUNK, 2 * window)
    # Arrivals kept from the last chunk (at most window) + a new chunk + +inf padding (window).
    arrivals = np.empty(chunk + 2 * window + 1, dtype=np.float64)
    latencies = np.empty(chunk + 2 * window + 1, dtype=np.float64)
    bits = np.empty(chunk, dtype=np.uint64)
    cursors = np.zeros(max_batch + 2, dtype=np.int64)
    clock = acc[ACC_CLOCK]
    lat_sum = acc[ACC_LATENCY_SUM]
    svc_sum = acc[ACC_SERVICE_SUM]
    lat_min = acc[ACC_MIN_LATENCY]
    lat_max = acc[ACC_MAX_LATENCY]
    last_departure = acc[ACC_LAST_DEPARTURE]
    over = counts[COUNT_OVER_BOUND]
    batches = counts[COUNT_BATCHES]
    f0, f1, f2, f3, f4, f5, f6, f7 = load8(free)
    buf_first = np.int64(0)  # query index held in arrivals[0] and latencies[0]
    generated = np.int64(0)  # queries whose arrival time is known
    i = np.int64(0)  # the next batch's first query
    while True:
        # Queries buf_first..i-1 are in batches; their latencies wait in latencies[:finished].
        finished = i - buf_first
        keep = generated - i
        for q in range(keep):
            arrivals[q] = arrivals[np.uint64(finished + q)]
        more = min(chunk, n_queries - generated)
        counter = counter_before(key, np.uint64(generated))
        for q in range(more):
            counter += GOLDEN
            bits[q] = mix64(counter)
        for q in range(more):
            arrivals[np.uint64(keep + q)] = unit_exponential(bits[q])
        # Count finished latencies and turn new gaps into arrival times in one loop.
        both = min(finished, more)
        for q in range(both):
            latency = latencies[q]
            hist[np.uint64(bucket_of(latency))] += 1
            lat_sum += latency
            lat_min = min(lat_min, latency)
            lat_max = max(lat_max, latency)
            over += latency > bound
            clock = clock + arrivals[np.uint64(keep + q)] * inv_rate
            arrivals[np.uint64(keep + q)] = clock
        for q in range(both, finished):
            latency = latencies[q]
            hist[np.uint64(bucket_of(latency))] += 1
            lat_sum += latency
            lat_min = min(lat_min, latency)
            lat_max = max(lat_max, latency)
            over += latency > bound
        for q in range(keep + both, keep + more):
            clock = clock + arrivals[np.uint64(q)] * inv_rate
            arrivals[np.uint64(q)] = clock
        generated += more
        buf_first = i
        if i >= n_queries or over > stop_after_over:
            break
        if generated < n_queries:
            stop_at = generated - window  # every batch below reads only known arrivals
        else:
            for q in range(keep + more, keep + more + window):
                arrivals[np.uint64(q)] = np.inf
            stop_at = n_queries
        while i < stop_at:
            base = i - buf_first
            oldest = arrivals[np.uint64(base)]
            last = min(i + max_batch, n_queries) - 1 - buf_first
            close = min(oldest + timeout, arrivals[np.uint64(last)])
            earliest = free[0] if layout == IN_ARRAY else f0
            dispatch = max(earliest, close)
            # Arrivals are sorted, so the batch is the prefix that arrived by the dispatch:
            # count over the whole window (no early exit to mispredict), then cap at B.
            waiting = np.int64(0)
            if narrow:
                for k in range(1, LANES):
                    waiting += arrivals[np.uint64(base + k)] <= dispatch
            else:
                for k in range(1, max_batch):
                    waiting += arrivals[np.uint64(base + k)] <= dispatch
            size = 1 + min(waiting, max_batch - 1)
            lo = offsets[np.uint64(size)]
            count = offsets[np.uint64(size + 1)] - lo
            if ordered:
                pos = cursors[np.uint64(size)]
                cursors[np.uint64(size)] = pos + 1 if pos + 1 < count else 0
                service = values[np.uint64(lo + pos)]
            else:
                pick = bounded_index(draw_bits(key, np.uint64(batches)), np.uint64(count))
                service = values[np.uint64(lo + pick)]
            done = dispatch + service
            if layout == REGISTERS_ONE:
                f0 = done
            elif layout == REGISTERS_FOUR:
                f0, f1, f2, f3 = merge4(f0, f1, f2, f3, done)
            elif layout == REGISTERS_EIGHT:
                f0, f1, f2, f3, f4, f5, f6, f7 = merge8(f0, f1, f2, f3, f4, f5, f6, f7, done)
            else:
                take_and_insert(free, done)
            last_departure = max(last_departure, done)
            svc_sum += service
            if narrow:
                for k in range(LANES):
                    latencies[np.uint64(base + k)] = done - arrivals[np.uint64(base + k)]
            else:
                for k in range(size):
                    latencies[np.uint64(base + k)] = done - arrivals[np.uint64(base + k)]
            batches += 1
            i += size
    if layout != IN_ARRAY:
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
