"""How figures from decks are written back in reports."""

from __future__ import annotations


def format_figure(value: float, decimals: int = 6) -> str:
    """A figure with thousands separators, no needless decimals and no exponent: 2494310 ->
    '2,494,310', 24524.9 -> '24,524.9'."""
    if value == int(value) and abs(value) < 1e15:
        return f"{int(value):,}"
    text = f"{value:,.{decimals}f}".rstrip("0").rstrip(".")
    return text if text not in ("0", "-0") else f"{value:.3g}"
