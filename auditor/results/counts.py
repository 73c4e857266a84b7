"""Accelerator counts of published results, for comparisons that cite a result ID but write no
count ('The MI355X Custom Cluster (6.0-0001) served ...').

The shipped snapshot is read only on the first look-up (a deck whose compared claims all write
their counts never pays for it), then kept for the process.
"""

from __future__ import annotations

from functools import cache


@cache
def _counts_by_id() -> dict[str, int | None]:
    """Result ID -> the system's accelerator count; None where its rows disagree or lack one."""
    from auditor.results.database import RESULT_COLUMNS
    from auditor.results.snapshot import snapshot_rows

    id_at, total_at = RESULT_COLUMNS.index("result_id"), RESULT_COLUMNS.index("total_accelerators")
    seen: dict[str, set[int | None]] = {}
    for row in snapshot_rows():
        seen.setdefault(row[id_at], set()).add(row[total_at])
    return {rid: next(iter(totals)) if len(totals) == 1 else None for rid, totals in seen.items()}


def published_accelerators(result_id: str | None) -> int | None:
    """The accelerator count MLCommons published for a result ID ('6.0-0001' or 'v6.0-0001'),
    or None when the ID is not in the shipped results or its system has no single count."""
    from auditor.results.database import normalise_result_id

    canonical = normalise_result_id(result_id)
    if canonical is None:
        return None
    count = _counts_by_id().get(canonical)
    return count if count else None
