"""The published results shipped with deckaudit, and the database the audit reads them from.

`auditor/data/published_results.json.gz` holds the MLPerf Inference results of the rounds
deckaudit ships (only the fields the audit uses), made from MLCommons' own
`summary_results.json` files by the same import code as `deckaudit results import`:

    python -m auditor.results.snapshot SUMMARY_FILE_OR_DIR... [-o auditor/data/published_results.json.gz]

A fresh install therefore cross-checks claims and answers Server-vs-Offline questions with no
import step. The user's own results database is laid over it: a result the user imported
replaces the shipped one with the same (ID, benchmark, scenario), and imported rounds add to it.
"""

from __future__ import annotations

import argparse
import gzip
import io
import json
import sys
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from auditor.results.database import (
    RESULT_COLUMNS,
    PublishedResult,
    ResultsDB,
    ResultsImportError,
    find_summary_files,
    parse_summary_file,
)
from auditor.results.layered import LayeredDB

SNAPSHOT_NAME = "published_results.json.gz"
SNAPSHOT_SCHEMA = "deckaudit.published/1"
# Columns the audit does not read (search by platform, power, where a row was imported from).
_DROPPED = ("platform", "power_value", "power_units", "source_file")
SNAPSHOT_COLUMNS = tuple(c for c in RESULT_COLUMNS if c not in _DROPPED)


def build_snapshot(paths: list[str | Path]) -> bytes:
    """The snapshot file's bytes for the given summary files (or folders holding them).

    Deterministic: rows sorted, JSON with sorted keys, gzip without a timestamp, so the same
    inputs always give the same bytes.
    """
    rows: list[list[Any]] = []
    rounds: set[str] = set()
    for path in find_summary_files(paths):
        round_name, parsed, _ = parse_summary_file(path)
        rounds.add(round_name)
        keep = [RESULT_COLUMNS.index(c) for c in SNAPSHOT_COLUMNS]
        rows.extend([row[i] for i in keep] for row in parsed)
    rows.sort(key=lambda r: (r[1], r[0], r[8], r[10]))  # round, id, model, scenario
    document = {
        "schema": SNAPSHOT_SCHEMA,
        "rounds": sorted(rounds),
        "columns": list(SNAPSHOT_COLUMNS),
        "rows": rows,
    }
    text = json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    buffer = io.BytesIO()
    with gzip.GzipFile(fileobj=buffer, mode="wb", compresslevel=9, mtime=0) as out:
        out.write(text.encode("utf-8"))
    return buffer.getvalue()


@cache
def snapshot_rows() -> tuple[tuple[Any, ...], ...]:
    """The shipped results as full database tuples (dropped columns filled in)."""
    data = resources.files("auditor.data").joinpath(SNAPSHOT_NAME).read_bytes()
    document = json.loads(gzip.decompress(data))
    if document.get("schema") != SNAPSHOT_SCHEMA:
        raise ValueError(f"{SNAPSHOT_NAME}: unknown schema {document.get('schema')!r}")
    columns = document["columns"]
    missing = [c for c in RESULT_COLUMNS if c not in columns]
    if len(set(columns)) != len(columns) or any(c not in RESULT_COLUMNS for c in columns):
        raise ValueError(f"{SNAPSHOT_NAME}: unexpected columns {columns!r}")
    if [c for c in RESULT_COLUMNS if c in columns] != columns or not set(missing) <= set(_DROPPED):
        raise ValueError(f"{SNAPSHOT_NAME}: columns out of order or missing: {columns!r}")
    width, round_at = len(columns), columns.index("round")
    fillers = [(RESULT_COLUMNS.index(c), c) for c in missing]  # ascending: insert in this order
    out = []
    for row in document["rows"]:
        if len(row) != width:
            raise ValueError(f"{SNAPSHOT_NAME}: a row of {len(row)} values for {width} columns")
        values = list(row)
        for at, column in fillers:
            values.insert(at, _fill(column, row[round_at]))
        out.append(tuple(values))
    return tuple(out)


def _fill(column: str, round_name: str) -> Any:
    if column == "platform":
        return ""
    if column == "source_file":
        return f"deckaudit snapshot ({round_name})"
    return None


def snapshot_rounds() -> tuple[str, ...]:
    """The rounds the shipped snapshot holds."""
    return tuple(sorted({row[2] for row in snapshot_rows()}))


def layered_db(user: ResultsDB | None = None) -> ResultsDB:
    """An in-memory results database: the shipped snapshot, then the user's rows over it."""
    layers: list[tuple[tuple[Any, ...], ...]] = [snapshot_rows()]
    if user is not None:
        layers.append(tuple(_as_tuple(r) for r in user.search()))
    return LayeredDB(layers)


def _as_tuple(result: PublishedResult) -> tuple[Any, ...]:
    return tuple(getattr(result, c) for c in RESULT_COLUMNS)


@cache
def _shared_db(user_path: str | None, stamp: float) -> ResultsDB:
    user = ResultsDB(user_path, readonly=True) if user_path else None
    try:
        return layered_db(user)
    finally:
        if user is not None:
            user.close()


def evidence_db(user_path: Path | None) -> ResultsDB:
    """The snapshot with the user's database at `user_path` over it, built once per process.

    Callers share it and must not close it. A changed user database (new import) is noticed by
    its modification time.
    """
    if user_path is None:
        return _shared_db(None, 0.0)
    return _shared_db(str(user_path), user_path.stat().st_mtime)


def main(argv: list[str] | None = None) -> int:
    """Write the snapshot from summary files: the command named in the module docstring."""
    parser = argparse.ArgumentParser(prog="python -m auditor.results.snapshot")
    parser.add_argument("paths", nargs="+", help="summary_results*.json files or folders")
    default = Path(__file__).parent / "data" / SNAPSHOT_NAME
    parser.add_argument("-o", "--out", type=Path, default=default)
    args = parser.parse_args(argv)
    try:
        data = build_snapshot(args.paths)
    except ResultsImportError as exc:
        print(f"published_snapshot: {exc}", file=sys.stderr)
        return 2
    args.out.write_bytes(data)
    print(f"wrote {args.out} ({len(data):,} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
