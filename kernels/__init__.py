"""Numba numerics for the Server-scenario replay: queues, batching, histograms, max-rate search.

Only numpy and numba are imported here. `kernels.api` is the entry point; `kernels.reference`
holds plain-Python mirrors of every kernel for tests.
"""

from kernels.api import (
    QueueSystem,
    ReplayResult,
    SearchResult,
    max_rate_under_bound,
    offline_rate,
    replay,
    replay_rates,
)

__all__ = [
    "QueueSystem",
    "ReplayResult",
    "SearchResult",
    "max_rate_under_bound",
    "offline_rate",
    "replay",
    "replay_rates",
]
