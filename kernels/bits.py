"""Bit-level helpers for Numba kernels: reinterpret a float64 as uint64 and back, with no copy."""

from __future__ import annotations

from numba import types
from numba.core.extending import intrinsic


@intrinsic
def float_bits(typingctx, value):  # type: ignore[no-untyped-def]
    """The IEEE-754 bit pattern of a float64, as uint64 (a register bitcast, no memory round trip)."""
    if value != types.float64:
        return None
    signature = types.uint64(types.float64)

    def codegen(context, builder, sig, args):  # type: ignore[no-untyped-def]
        return builder.bitcast(args[0], context.get_value_type(types.uint64))

    return signature, codegen


@intrinsic
def bits_float(typingctx, value):  # type: ignore[no-untyped-def]
    """The float64 whose IEEE-754 bit pattern is the given uint64."""
    if value != types.uint64:
        return None
    signature = types.float64(types.uint64)

    def codegen(context, builder, sig, args):  # type: ignore[no-untyped-def]
        return builder.bitcast(args[0], context.get_value_type(types.float64))

    return signature, codegen
