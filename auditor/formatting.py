"""How figures from decks are written back in reports."""

from __future__ import annotations


def format_figure(value: float) -> str:
    """A deck figure with thousands separators and no exponent: 2494310 -> '2,494,310'."""
    if value == int(value) and abs(value) < 1e15:
        return f"{int(value):,}"
    text = f"{value:,.6f}".rstrip("0").rstrip(".")
    return text if text not in ("0", "-0") else f"{value:.3g}"
