"""Counter-based random draws for the replay kernels.

Every draw is a pure function of (seed, stream, index): the i-th arrival gap and the i-th service
draw never depend on the arrival rate, on chunking or on which thread computes them. That gives
exact common random numbers across rates (arrival gap i is E_i / rate for the same E_i) and lets
a plain-Python reference reproduce every draw bit for bit.

The bit mixer is SplitMix64's finaliser. The exponential uses -log(u) with a branch-free log
(exponent from the float's bits, atanh series for the mantissa) so the chunk loop vectorises.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from kernels.bits import bits_float, float_bits

MASK64 = 0xFFFFFFFFFFFFFFFF
GOLDEN_INT = 0x9E3779B97F4A7C15
MIX1_INT = 0xBF58476D1CE4E5B9
MIX2_INT = 0x94D049BB133111EB
STREAM_ARRIVAL_INT = 0x243F6A8885A308D3
STREAM_SERVICE_INT = 0x13198A2E03707344
ONE_BITS_INT = 0x3FF0000000000000
MANTISSA_MASK_INT = 0x000FFFFFFFFFFFFF
EXPONENT_MAGIC_INT = 0x4330000000000000

GOLDEN = np.uint64(GOLDEN_INT)
MIX1 = np.uint64(MIX1_INT)
MIX2 = np.uint64(MIX2_INT)
STREAM_ARRIVAL = np.uint64(STREAM_ARRIVAL_INT)
STREAM_SERVICE = np.uint64(STREAM_SERVICE_INT)
ONE_BITS = np.uint64(ONE_BITS_INT)
MANTISSA_MASK = np.uint64(MANTISSA_MASK_INT)
EXPONENT_MAGIC = np.uint64(EXPONENT_MAGIC_INT)
EXPONENT_OFFSET = 4503599627370496.0 + 1023.0
U1 = np.uint64(1)
U12 = np.uint64(12)
U27 = np.uint64(27)
U30 = np.uint64(30)
U31 = np.uint64(31)
U32 = np.uint64(32)
U52 = np.uint64(52)

LN2 = 0.6931471805599453
SQRT2 = 1.4142135623730951
# 1/(2k+1) for the atanh series of log(m) = 2*atanh((m-1)/(m+1)), m in [sqrt(1/2), sqrt(2)).
C3 = 1.0 / 3.0
C5 = 1.0 / 5.0
C7 = 1.0 / 7.0
C9 = 1.0 / 9.0
C11 = 1.0 / 11.0
C13 = 1.0 / 13.0


@njit(inline="always", nogil=True, error_model="numpy")
def mix64(z: np.uint64) -> np.uint64:
    """SplitMix64's finaliser: a bijective, well-mixed function of 64 bits."""
    z = (z ^ (z >> U30)) * MIX1
    z = (z ^ (z >> U27)) * MIX2
    return z ^ (z >> U31)


@njit(inline="always", nogil=True, error_model="numpy")
def stream_key(seed: np.uint64, stream: np.uint64) -> np.uint64:
    """The key of one random stream (arrivals or services) under a seed."""
    return mix64(seed ^ stream)


@njit(inline="always", nogil=True, error_model="numpy")
def draw_bits(key: np.uint64, index: np.uint64) -> np.uint64:
    """64 random bits for draw `index` of the stream with `key`."""
    return mix64(key + (index + U1) * GOLDEN)


@njit(inline="always", nogil=True, error_model="numpy")
def fast_log(u: float) -> float:
    """Natural log of a normal, positive float64, branch free (absolute error below 1e-12)."""
    bits = float_bits(u)
    # 2**52 + e as a float, from the bits alone (no int-to-float conversion, so it vectorises).
    exponent = bits_float(EXPONENT_MAGIC | (bits >> U52)) - EXPONENT_OFFSET
    mantissa = bits_float((bits & MANTISSA_MASK) | ONE_BITS)
    big = mantissa > SQRT2
    mantissa = mantissa * 0.5 if big else mantissa
    exponent = exponent + 1.0 if big else exponent
    f = mantissa - 1.0
    s = f / (2.0 + f)
    s2 = s * s
    series = 1.0 + s2 * (C3 + s2 * (C5 + s2 * (C7 + s2 * (C9 + s2 * (C11 + s2 * C13)))))
    return exponent * LN2 + 2.0 * s * series


@njit(inline="always", nogil=True, error_model="numpy")
def unit_exponential(bits: np.uint64) -> float:
    """A unit-mean exponential draw from 64 random bits: -log(u) with u uniform on (0, 1]."""
    uniform = 2.0 - bits_float(ONE_BITS | (bits >> U12))
    return -fast_log(uniform)


@njit(inline="always", nogil=True, error_model="numpy")
def bounded_index(bits: np.uint64, count: np.uint64) -> np.int64:
    """An index uniform on [0, count) from the top 32 random bits (count below 2**32)."""
    return np.int64(((bits >> U32) * count) >> U32)


@njit(cache=True, nogil=True, error_model="numpy")
def fill_unit_gaps(seed: np.uint64, start: np.int64, out: np.ndarray) -> None:
    """Unit-mean exponential gaps for arrivals start .. start+len(out)-1 of a seed."""
    key = stream_key(seed, STREAM_ARRIVAL)
    first = np.uint64(start)
    for j in range(out.size):
        out[j] = unit_exponential(draw_bits(key, first + np.uint64(j)))


@njit(cache=True, nogil=True, error_model="numpy")
def fill_service_indices(
    seed: np.uint64, start: np.int64, count: np.int64, out: np.ndarray
) -> None:
    """Sample indices (uniform on [0, count)) for service draws start .. start+len(out)-1."""
    key = stream_key(seed, STREAM_SERVICE)
    first = np.uint64(start)
    ucount = np.uint64(count)
    for j in range(out.size):
        out[j] = bounded_index(draw_bits(key, first + np.uint64(j)), ucount)
