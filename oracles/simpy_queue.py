"""The same Server queue in SimPy: Poisson arrivals, one FIFO queue, `c` servers.

Fed the kernels' own draws (unit gaps and service times), it must give the very same latencies;
the tests check that, and `bench/replay.py` times it as the baseline.
"""

from __future__ import annotations

from collections.abc import Sequence

import simpy


def simpy_latencies(
    unit_gaps: Sequence[float], services: Sequence[float], inv_rate: float, servers: int
) -> list[float]:
    """Per-query latencies of the FIFO queue with `servers` servers, simulated by SimPy."""
    env = simpy.Environment()
    pool = simpy.Resource(env, capacity=servers)
    count = len(unit_gaps)
    latencies = [0.0] * count

    def serve(index: int, arrival: float):  # type: ignore[no-untyped-def]
        with pool.request() as granted:
            yield granted
            yield env.timeout(services[index])
        latencies[index] = env.now - arrival

    def arrive():  # type: ignore[no-untyped-def]
        for index in range(count):
            yield env.timeout(unit_gaps[index] * inv_rate)
            env.process(serve(index, env.now))

    env.process(arrive())
    env.run()
    return latencies
