"""A table row's cells read with the header cells above them."""

from __future__ import annotations

from auditor.models import ClaimAudit
from extractors import BlockRole


def cells_with_heads(claim: ClaimAudit) -> list[tuple[str, str]]:
    """Each cell of a table-row claim with the header cell of its column, stripped; empty for a
    claim that is no table row, has no header, or whose row and header differ in width (the
    columns cannot be told apart then)."""
    header = claim.context.table_header
    if claim.role != BlockRole.TABLE_ROW or not header:
        return []
    cells = [c.strip() for c in claim.text.split(" | ")]
    heads = [h.strip() for h in header.split(" | ")]
    if len(cells) != len(heads):
        return []
    return list(zip(cells, heads, strict=True))


def heads_over_figure(claim: ClaimAudit) -> list[str]:
    """The header cells above the cells that hold the claim's own figure."""
    if claim.metric is None:
        return []
    raw = claim.metric.raw.split(" (")[0].strip()  # '102 (Tokens/s per kW)': the cell's figure
    return [head for cell, head in cells_with_heads(claim) if raw and raw in cell]
