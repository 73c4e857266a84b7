"""Plain-Python mirror of `kernels.serving`: same draws, same engine, no Numba.

Slow; it exists so tests can check the serving kernel request for request.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass

from kernels import reference as ref
from kernels import rng as R


@dataclass
class ServedRequests:
    """Per-request outcome of a reference serving replay."""

    arrivals: list[float]
    inputs: list[int]
    outputs: list[int]
    ttft: list[float]
    tpot: list[float]
    end: float


def draw_requests(
    inputs: list[int], outputs: list[int], inv_rate: float, seed: int, n: int
) -> tuple[list[float], list[int], list[int]]:
    """Mirror of `kernels.serving.draw_requests`."""
    key = ref.stream_key(seed, R.STREAM_QUERY_INT)
    clock = 0.0
    arrivals, req_in, req_out = [], [], []
    for i in range(n):
        bits = ref.draw_bits(key, i)
        clock = clock + ref.unit_exponential(bits) * inv_rate
        pick = ref.bounded_index(bits, len(inputs))
        arrivals.append(clock)
        req_in.append(inputs[pick])
        req_out.append(outputs[pick])
    return arrivals, req_in, req_out


def serve_requests(
    arrivals: list[float],
    req_in: list[int],
    req_out: list[int],
    batch_limit: int,
    fixed: float,
    per_seq: float,
    per_token: float,
) -> ServedRequests:
    """Mirror of `kernels.serving.serve_requests`, written as plainly as possible."""
    n = len(arrivals)
    ttft = [0.0] * n
    tpot = [0.0] * n
    first_time = [0.0] * n
    running: list[tuple[int, int]] = []  # (step of the last token, request)
    admitted = 0
    step = 0
    clock = 0.0
    while admitted < n or running:
        if not running and arrivals[admitted] > clock:
            clock = arrivals[admitted]
        new = []
        prefill = 0
        while len(running) < batch_limit and admitted < n and arrivals[admitted] <= clock:
            prefill += req_in[admitted]
            heapq.heappush(running, (step + req_out[admitted] - 1, admitted))
            new.append(admitted)
            admitted += 1
        clock = clock + fixed + per_seq * len(running) + per_token * prefill
        for r in new:
            first_time[r] = clock
            ttft[r] = clock - arrivals[r]
        while running and running[0][0] == step:
            _, r = heapq.heappop(running)
            out = req_out[r]
            tpot[r] = (clock - first_time[r]) / (out - 1) if out > 1 else 0.0
        step += 1
    return ServedRequests(arrivals, req_in, req_out, ttft, tpot, clock)
