"""Shared helpers for the kernel and replay tests: sample sets with known distributions."""

from __future__ import annotations

import math

import numpy as np


def exponential_quantiles(mean: float, count: int = 1 << 20) -> np.ndarray:
    """`count` evenly spaced quantiles of an exponential: drawing from them is exponential."""
    probabilities = (np.arange(count) + 0.5) / count
    return -mean * np.log1p(-probabilities)


def erlang_c(servers: int, offered: float) -> float:
    """Probability that an arrival waits in M/M/c, offered load a = lambda / mu (Erlang C)."""
    rho = offered / servers
    term = 1.0
    total = 1.0
    for k in range(1, servers):
        term *= offered / k
        total += term
    last = term * offered / servers / (1.0 - rho)
    return last / (total + last)


def mean_and_se(values: list[float]) -> tuple[float, float]:
    """Mean across seeds and its standard error."""
    array = np.asarray(values)
    return float(array.mean()), float(array.std(ddof=1) / math.sqrt(array.size))
