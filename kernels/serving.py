"""LLM serving replay: Poisson request arrivals into one engine with continuous batching.

A request carries an input length (prompt tokens) and an output length (tokens to generate).
The engine works in steps (iteration-level batching). At the start of a step it admits waiting
requests, oldest first, while fewer than `batch_limit` requests are running; every admitted
request is prefilled in that step and gets its first token at the step's end, and every other
running request gets one more token. A step takes

    fixed + per_seq * running + per_token * (input tokens admitted in this step)

seconds. A request with o output tokens runs for o steps, from its prefill step on. When nothing
runs, the engine waits for the next arrival. Per request the kernel records TTFT (arrival to
first token) and TPOT ((last token - first token) / (o - 1); 0 for o = 1).

Draws follow `kernels.rng`: arrival gap i is the low half of draw i of the query stream, the
pair (input, output) of request i is picked from the length table by its high half. With
batch_limit 1 a request holds the engine for input * per_token + o * (fixed + per_seq) seconds:
an M/G/1 FIFO queue on that request service time.

Running requests are kept in a binary min-heap keyed by the step of their last token, so a step
costs O(1) plus O(log B) per admitted or finished request, whatever the batch size.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from kernels.rng import STREAM_QUERY, bounded_index, draw_bits, stream_key, unit_exponential


@njit(inline="always", nogil=True, error_model="numpy")
def _heap_push(keys: np.ndarray, ids: np.ndarray, size: np.int64, key: np.int64, rid: np.int64):
    """Insert (key, rid) into the heap of `size` entries; returns the new size."""
    pos = size
    while pos > 0:
        parent = (pos - 1) >> 1
        if keys[parent] <= key:
            break
        keys[pos] = keys[parent]
        ids[pos] = ids[parent]
        pos = parent
    keys[pos] = key
    ids[pos] = rid
    return size + 1


@njit(inline="always", nogil=True, error_model="numpy")
def _heap_pop(keys: np.ndarray, ids: np.ndarray, size: np.int64) -> np.int64:
    """Remove the smallest entry (read keys[0], ids[0] first); returns the new size."""
    size -= 1
    key = keys[size]
    rid = ids[size]
    pos = np.int64(0)
    while True:
        child = 2 * pos + 1
        if child >= size:
            break
        if child + 1 < size and keys[child + 1] < keys[child]:
            child += 1
        if keys[child] >= key:
            break
        keys[pos] = keys[child]
        ids[pos] = ids[child]
        pos = child
    if size > 0:
        keys[pos] = key
        ids[pos] = rid
    return size


@njit(cache=True, nogil=True, error_model="numpy")
def draw_requests(
    inputs: np.ndarray,
    outputs: np.ndarray,
    inv_rate: float,
    seed: np.uint64,
    arrivals: np.ndarray,
    req_in: np.ndarray,
    req_out: np.ndarray,
) -> None:
    """Arrival times and (input, output) lengths of len(arrivals) requests at mean gap inv_rate."""
    key = stream_key(seed, STREAM_QUERY)
    count = np.uint64(inputs.size)
    clock = 0.0
    for i in range(arrivals.size):
        bits = draw_bits(key, np.uint64(i))
        clock = clock + unit_exponential(bits) * inv_rate
        arrivals[i] = clock
        pick = bounded_index(bits, count)
        req_in[i] = inputs[pick]
        req_out[i] = outputs[pick]


@njit(cache=True, nogil=True, error_model="numpy")
def serve_requests(
    arrivals: np.ndarray,
    req_in: np.ndarray,
    req_out: np.ndarray,
    batch_limit: np.int64,
    fixed: float,
    per_seq: float,
    per_token: float,
    ttft: np.ndarray,
    tpot: np.ndarray,
) -> float:
    """Run the engine over the given requests (arrival order); fills ttft and tpot, returns
    the time the last token came out."""
    n = arrivals.size
    keys = np.empty(batch_limit, dtype=np.int64)
    ids = np.empty(batch_limit, dtype=np.int64)
    first_time = np.empty(n, dtype=np.float64)
    running = np.int64(0)
    admitted = np.int64(0)
    step = np.int64(0)
    clock = 0.0
    while admitted < n or running > 0:
        if running == 0 and arrivals[admitted] > clock:
            clock = arrivals[admitted]
        first_new = admitted
        prefill = np.int64(0)
        while running < batch_limit and admitted < n and arrivals[admitted] <= clock:
            prefill += req_in[admitted]
            running = _heap_push(keys, ids, running, step + req_out[admitted] - 1, admitted)
            admitted += 1
        clock = clock + fixed + per_seq * running + per_token * prefill
        for r in range(first_new, admitted):
            first_time[r] = clock
            ttft[r] = clock - arrivals[r]
        while running > 0 and keys[0] == step:
            r = ids[0]
            running = _heap_pop(keys, ids, running)
            out = req_out[r]
            tpot[r] = (clock - first_time[r]) / (out - 1) if out > 1 else 0.0
        step += 1
    return clock


@njit(cache=True, nogil=True, error_model="numpy")
def count_over(values: np.ndarray, bound: float) -> np.int64:
    """How many values exceed `bound`."""
    over = np.int64(0)
    for v in values:
        over += v > bound
    return over
