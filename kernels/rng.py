"""Counter-based random draws for the replay kernels.

Draw i is 64 bits that are a pure function of (seed, i): they never depend on the arrival
rate, on chunking or on which thread computes them. That gives exact common random numbers
across rates (arrival gap i is E_i / rate for the same E_i) and lets a plain-Python reference
reproduce every draw bit for bit. The low 32 bits of draw i make the unit exponential E_i; the
high 32 bits pick the service sample of query i (or of batch i when batching). One hash per
query halves the cost of two independent streams; the halves of a SplitMix64 output are
independent for all practical purposes.

The bit mixer is SplitMix64's finaliser. The exponential uses -log(u), u = (k + 1/2) / 2**32
in effect (so it is truncated near 22.9, beyond which its mass is 1e-10), with a branch-free
log (exponent from the float's bits, atanh series for the mantissa) so the chunk loop
vectorises.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from kernels.bits import bits_float, float_bits

MASK64 = 0xFFFFFFFFFFFFFFFF
GOLDEN_INT = 0x9E3779B97F4A7C15
MIX1_INT = 0xBF58476D1CE4E5B9
MIX2_INT = 0x94D049BB133111EB
STREAM_QUERY_INT = 0x243F6A8885A308D3
LOW32_INT = 0xFFFFFFFF
ONE_BITS_INT = 0x3FF0000000000000
MANTISSA_MASK_INT = 0x000FFFFFFFFFFFFF
EXPONENT_MAGIC_INT = 0x4330000000000000
SQRT_HALF_BITS_INT = 0x3FE6A09E667F3BCD
SQRT_HALF_SHIFT_INT = ONE_BITS_INT - SQRT_HALF_BITS_INT

GOLDEN = np.uint64(GOLDEN_INT)
MIX1 = np.uint64(MIX1_INT)
MIX2 = np.uint64(MIX2_INT)
STREAM_QUERY = np.uint64(STREAM_QUERY_INT)
LOW32 = np.uint64(LOW32_INT)
ONE_BITS = np.uint64(ONE_BITS_INT)
MANTISSA_MASK = np.uint64(MANTISSA_MASK_INT)
EXPONENT_MAGIC = np.uint64(EXPONENT_MAGIC_INT)
SQRT_HALF_BITS = np.uint64(SQRT_HALF_BITS_INT)
SQRT_HALF_SHIFT = np.uint64(SQRT_HALF_SHIFT_INT)
EXPONENT_OFFSET = 4503599627370496.0 + 1023.0
U1 = np.uint64(1)
U20 = np.uint64(20)
U27 = np.uint64(27)
U30 = np.uint64(30)
U31 = np.uint64(31)
U32 = np.uint64(32)
U52 = np.uint64(52)

LN2 = 0.6931471805599453
# 1/(2k+1) for the atanh series of log(m) = 2*atanh((m-1)/(m+1)), m in [sqrt(1/2), sqrt(2)).
C3 = 1.0 / 3.0
C5 = 1.0 / 5.0
C7 = 1.0 / 7.0
C9 = 1.0 / 9.0
C11 = 1.0 / 11.0


@njit(inline="always", nogil=True, error_model="numpy")
def mix64(z: np.uint64) -> np.uint64:
    """SplitMix64's finaliser: a bijective, well-mixed function of 64 bits."""
    z = (z ^ (z >> U30)) * MIX1
    z = (z ^ (z >> U27)) * MIX2
    return z ^ (z >> U31)


@njit(inline="always", nogil=True, error_model="numpy")
def stream_key(seed: np.uint64, stream: np.uint64) -> np.uint64:
    """The key of one random stream under a seed."""
    return mix64(seed ^ stream)


@njit(inline="always", nogil=True, error_model="numpy")
def draw_bits(key: np.uint64, index: np.uint64) -> np.uint64:
    """64 random bits for draw `index` of the stream with `key`."""
    return mix64(key + (index + U1) * GOLDEN)


@njit(inline="always", nogil=True, error_model="numpy")
def counter_before(key: np.uint64, index: np.uint64) -> np.uint64:
    """The Weyl counter just before draw `index`: add GOLDEN once per draw, then mix64 it.

    Loops step this counter by addition (an induction variable LLVM vectorises), which gives
    exactly draw_bits(key, i) = mix64(key + (i + 1) * GOLDEN) without a multiply per draw.
    """
    return key + index * GOLDEN


@njit(inline="always", nogil=True, error_model="numpy")
def fast_log(u: float) -> float:
    """Natural log of a normal, positive float64, branch free (absolute error below 1e-10)."""
    # Shift the bits so the exponent field rolls over at sqrt(1/2) rather than 1 (as musl's
    # log does): u = 2**e * m with m in [sqrt(1/2), sqrt(2)), by integer adds alone.
    bits = float_bits(u) + SQRT_HALF_SHIFT
    # 2**52 + e as a float, from the bits alone (no int-to-float conversion, so it vectorises).
    exponent = bits_float(EXPONENT_MAGIC | (bits >> U52)) - EXPONENT_OFFSET
    mantissa = bits_float((bits & MANTISSA_MASK) + SQRT_HALF_BITS)
    f = mantissa - 1.0
    s = f / (2.0 + f)
    s2 = s * s
    series = 1.0 + s2 * (C3 + s2 * (C5 + s2 * (C7 + s2 * (C9 + s2 * C11))))
    return exponent * LN2 + 2.0 * s * series


@njit(inline="always", nogil=True, error_model="numpy")
def unit_exponential(bits: np.uint64) -> float:
    """A unit-mean exponential from the low 32 bits: -log(u), u uniform on (0, 1] in 2**-32 steps."""
    uniform = 2.0 - bits_float(ONE_BITS | ((bits & LOW32) << U20))
    return -fast_log(uniform)


@njit(inline="always", nogil=True, error_model="numpy")
def bounded_index(bits: np.uint64, count: np.uint64) -> np.int64:
    """An index uniform on [0, count) from the high 32 bits (count below 2**32)."""
    # Masking tells LLVM both factors fit in 32 bits: one vpmuludq instead of a 64-bit multiply.
    return np.int64(((bits >> U32) * (count & LOW32)) >> U32)


@njit(cache=True, nogil=True, error_model="numpy")
def fill_unit_gaps(seed: np.uint64, start: np.int64, out: np.ndarray) -> None:
    """Unit-mean exponential gaps for arrivals start .. start+len(out)-1 of a seed."""
    counter = counter_before(stream_key(seed, STREAM_QUERY), np.uint64(start))
    for j in range(out.size):
        counter += GOLDEN
        out[j] = unit_exponential(mix64(counter))


@njit(cache=True, nogil=True, error_model="numpy")
def fill_service_indices(
    seed: np.uint64, start: np.int64, count: np.int64, out: np.ndarray
) -> None:
    """Sample indices (uniform on [0, count)) for service draws start .. start+len(out)-1."""
    counter = counter_before(stream_key(seed, STREAM_QUERY), np.uint64(start))
    ucount = np.uint64(count)
    for j in range(out.size):
        counter += GOLDEN
        out[j] = bounded_index(mix64(counter), ucount)
