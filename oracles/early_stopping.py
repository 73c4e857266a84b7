"""LoadGen's early-stopping test for a Server run, written out so the replay can predict it.

A Server run is VALID only if, besides its measured p99 being within the bound, the count of
queries over the bound is small enough that the true percentile is within the bound with 99%
confidence. With `over` queries over the bound, LoadGen needs at least `h` queries within it,
the least `h` for which `over` or fewer misses in `h + over` draws would happen less than 1% of
the time if each query missed with probability `1 - percentile`. A run of `n` queries passes
when `n >= h + over`.
"""

from __future__ import annotations

import functools
import math

CONFIDENCE = 0.99


def chance_of_at_most(over: int, passing: int, percentile: float) -> float:
    """P(at most `over` misses in `passing + over` queries), each missing w.p. 1 - percentile."""
    total = passing + over
    miss, hit = math.log1p(-percentile), math.log(percentile)
    terms = [
        math.lgamma(total + 1) - math.lgamma(k + 1) - math.lgamma(total - k + 1)
        + k * miss + (total - k) * hit
        for k in range(over + 1)
    ]  # fmt: skip
    top = max(terms)
    return math.exp(top) * sum(math.exp(term - top) for term in terms)


# A band of replays asks this for the same few counts hundreds of times; each answer is a search.
@functools.cache
def min_passing(over: int, percentile: float, confidence: float = CONFIDENCE) -> int:
    """The fewest queries within the bound that let a run with `over` misses pass."""
    if over < 0:
        raise ValueError("the count of queries over the bound cannot be negative")
    if not 0.0 < percentile < 1.0:
        raise ValueError("percentile must be a fraction between 0 and 1")
    low, high = 1, 2
    while chance_of_at_most(over, high, percentile) >= 1.0 - confidence:
        low, high = high, high * 2
    while low < high:
        middle = (low + high) // 2
        if chance_of_at_most(over, middle, percentile) < 1.0 - confidence:
            high = middle
        else:
            low = middle + 1
    return low


def early_stopping_met(queries: int, over: int, percentile: float) -> bool:
    """Whether a Server run of `queries` queries, `over` of them over the bound, passes."""
    return queries >= min_passing(over, percentile) + over
