"""The continuous-batching engine of `kernels.serving` written as a SimPy model.

An arrival process puts requests into a store; the engine process takes what has arrived when
a step starts (up to the batch limit), runs the step as a timeout and counts one token for
every running request. Fed the kernel's own draws it must give the same TTFT and TPOT per
request (to rounding: the two add the step time in a different order).
"""

from __future__ import annotations

from collections.abc import Sequence

import simpy


def simpy_serving(
    arrivals: Sequence[float],
    inputs: Sequence[int],
    outputs: Sequence[int],
    batch_limit: int,
    fixed: float,
    per_seq: float,
    per_token: float,
) -> tuple[list[float], list[float]]:
    """Per-request (TTFT, TPOT) of the engine over the given requests, simulated by SimPy."""
    env = simpy.Environment()
    waiting = simpy.Store(env)
    n = len(arrivals)
    ttft = [0.0] * n
    tpot = [0.0] * n

    def arrive():  # type: ignore[no-untyped-def]
        for index in range(n):
            yield env.timeout(arrivals[index] - env.now)
            yield waiting.put(index)

    def engine():  # type: ignore[no-untyped-def]
        remaining: dict[int, int] = {}
        first: dict[int, float] = {}
        finished = 0
        while finished < n:
            new: list[int] = []
            if not remaining:
                new.append((yield waiting.get()))
            while len(remaining) + len(new) < batch_limit and waiting.items:
                new.append((yield waiting.get()))
            for index in new:
                remaining[index] = outputs[index]
            prefill = sum(inputs[index] for index in new)
            yield env.timeout(fixed + per_seq * len(remaining) + per_token * prefill)
            for index in new:
                first[index] = env.now
                ttft[index] = env.now - arrivals[index]
            for index in list(remaining):
                remaining[index] -= 1
                if remaining[index] == 0:
                    del remaining[index]
                    finished += 1
                    out = outputs[index]
                    tpot[index] = (env.now - first[index]) / (out - 1) if out > 1 else 0.0

    env.process(arrive())
    env.process(engine())
    env.run()
    return ttft, tpot
