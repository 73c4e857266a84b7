"""A streaming log-bucket latency histogram built from float64 bits.

A bucket is the float's exponent plus its top MANTISSA_BITS mantissa bits, so bucket edges are
powers of two split into 2**MANTISSA_BITS equal steps: a bucket is at most 2**-10 of its lower
edge wide, and its midpoint lies within 2**-11 (0.049%) of any value inside it. Indexing is a
shift and a subtract, with no log per query. Values below 2**MIN_EXPONENT (in the caller's time
unit) land in the first bucket, values from 2**MAX_EXPONENT up in the last; the exact minimum and
maximum are kept beside the histogram and clamp the reported percentiles.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from kernels.bits import bits_float, float_bits

MANTISSA_BITS = 10
MIN_EXPONENT = -40
MAX_EXPONENT = 24
BUCKET_COUNT = (MAX_EXPONENT - MIN_EXPONENT) << MANTISSA_BITS
SHIFT = np.uint64(52 - MANTISSA_BITS)
FIRST_KEY = (1023 + MIN_EXPONENT) << MANTISSA_BITS
LAST_BUCKET = BUCKET_COUNT - 1


def new_histogram() -> np.ndarray:
    """An empty histogram: one int64 count per bucket."""
    return np.zeros(BUCKET_COUNT, dtype=np.int64)


@njit(inline="always", nogil=True, error_model="numpy")
def bucket_of(value: float) -> np.int64:
    """The bucket a non-negative value falls in (clamped to the histogram's range)."""
    key = np.int64(float_bits(value) >> SHIFT) - FIRST_KEY
    return min(max(key, 0), LAST_BUCKET)


@njit(inline="always", nogil=True, error_model="numpy")
def bucket_lower(bucket: np.int64) -> float:
    """The lower edge of a bucket."""
    return bits_float(np.uint64(bucket + FIRST_KEY) << SHIFT)


@njit(cache=True, nogil=True, error_model="numpy")
def bucket_midpoint(bucket: np.int64) -> float:
    """The value a bucket reports: the midpoint of its edges."""
    return 0.5 * (bucket_lower(bucket) + bucket_lower(bucket + 1))


@njit(cache=True, nogil=True, error_model="numpy")
def add_values(hist: np.ndarray, values: np.ndarray) -> None:
    """Count every value of an array into the histogram."""
    for j in range(values.size):
        hist[bucket_of(values[j])] += 1


@njit(cache=True, nogil=True, error_model="numpy")
def merge_histogram_copies(copies: np.ndarray, out: np.ndarray) -> None:
    """Sum a (copies, BUCKET_COUNT) array of partial histograms into `out`."""
    for r in range(copies.shape[0]):
        for b in range(copies.shape[1]):
            out[b] += copies[r, b]


@njit(cache=True, nogil=True, error_model="numpy")
def percentiles_from_histogram(
    hist: np.ndarray, percents: np.ndarray, lowest: float, highest: float, out: np.ndarray
) -> None:
    """Nearest-rank percentiles: for p, the value of rank ceil(p/100 * n), 1-based.

    Each result is its bucket's midpoint clamped to [lowest, highest], the exact extremes seen;
    the first and last ranks give those extremes themselves.
    `percents` must be ascending; an empty histogram gives NaN.
    """
    total = np.int64(0)
    for b in range(hist.size):
        total += hist[b]
    if total == 0:
        for k in range(percents.size):
            out[k] = np.nan
        return
    k = 0
    running = np.int64(0)
    for b in range(hist.size):
        running += hist[b]
        while k < percents.size:
            rank = np.int64(np.ceil(percents[k] / 100.0 * total))
            rank = min(max(rank, 1), total)
            if running < rank:
                break
            if rank == total:
                out[k] = highest
            elif rank == 1:
                out[k] = lowest
            else:
                out[k] = min(max(bucket_midpoint(b), lowest), highest)
            k += 1
        if k == percents.size:
            return
