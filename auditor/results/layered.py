"""An in-memory results database whose SQLite copy is written only when a query needs SQL.

The audit's look-ups (`by_id`, `by_benchmark`, `rounds`, `benchmarks_in_round`) read the index
that `ResultsDB` builds from every row. For the shipped snapshot, writing its ~3,000 rows into
SQLite only to read them straight back cost about 0.1 s per process, on the critical path of a
single deck's audit. Here the index is built from the rows themselves, with SQLite's own rules
applied (a later row replaces an earlier one with the same result ID, model and scenario; rows
ordered by round, result ID, model and scenario; whole numbers in REAL columns read back as
floats). Rows holding anything those rules do not cover plainly (NaN, -0.0, a bool, a float in an
INTEGER column, a missing required value, text SQLite cannot store) take the SQL route, so both
routes always agree. Any SQL query (`count`, `search`, `by_round`, imports) writes the rows first.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable, Sequence
from typing import Any

from auditor.results.database import RESULT_COLUMNS, PublishedResult, ResultIndex, ResultsDB

# The results table's column types (auditor.results.database's schema); every other column is
# TEXT NOT NULL.
_REAL = {"value": False, "accelerators_per_node": True, "power_value": True}  # name -> nullable
_INTEGER = {"nodes": True, "total_accelerators": True}
_NULLABLE_TEXT = {"power_units"}
_INT64 = 2**63
# ORDER BY round, result_id, model, scenario; the primary key is (result_id, model, scenario).
_ROUND, _ID, _MODEL, _SCENARIO = (
    RESULT_COLUMNS.index(c) for c in ("round", "result_id", "model", "scenario")
)


def _plain_text(values: tuple[Any, ...], nullable: bool) -> bool:
    allowed = {str, type(None)} if nullable else {str}
    if not set(map(type, values)) <= allowed:
        return False
    try:  # a lone surrogate cannot be stored; joining strings never pairs two of them
        "".join(value for value in set(values) if value is not None).encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _plain_real(values: tuple[Any, ...], nullable: bool) -> bool:
    allowed = {float, int, type(None)} if nullable else {float, int}
    if not set(map(type, values)) <= allowed:
        return False
    for value in values:
        if type(value) is int:
            if not -_INT64 <= value < _INT64:
                return False
        elif value is not None and (value != value or (value == 0.0 and str(value)[0] == "-")):
            return False  # SQLite stores NaN as NULL and may read -0.0 back as 0.0
    return True


def _plain_integer(values: tuple[Any, ...], nullable: bool) -> bool:
    allowed = {int, type(None)} if nullable else {int}
    if not set(map(type, values)) <= allowed:
        return False
    numbers = [value for value in values if value is not None]
    return not numbers or (min(numbers) >= -_INT64 and max(numbers) < _INT64)


def _column_checks() -> list[tuple[int, Callable[[tuple[Any, ...], bool], bool], bool]]:
    out: list[tuple[int, Callable[[tuple[Any, ...], bool], bool], bool]] = []
    for index, column in enumerate(RESULT_COLUMNS):
        if column in _REAL:
            out.append((index, _plain_real, _REAL[column]))
        elif column in _INTEGER:
            out.append((index, _plain_integer, _INTEGER[column]))
        else:
            out.append((index, _plain_text, column in _NULLABLE_TEXT))
    return out


_CHECKS = _column_checks()
_REAL_INDEXES = tuple(RESULT_COLUMNS.index(c) for c in _REAL)


def _plain(rows: Sequence[tuple[Any, ...]]) -> bool:
    """Whether SQLite would store and read back every value of `rows` unchanged (whole numbers in
    REAL columns apart) and accept every row."""
    if not rows:
        return True
    width = len(RESULT_COLUMNS)
    if any(len(row) != width for row in rows):
        return False
    columns = list(zip(*rows, strict=True))
    return all(check(columns[index], nullable) for index, check, nullable in _CHECKS)


def read_back(layers: Sequence[Sequence[tuple[Any, ...]]]) -> list[PublishedResult] | None:
    """What `SELECT * ... ORDER BY round, result_id, model, scenario` returns after writing the
    layers with INSERT OR REPLACE into an empty results table; None when a value is not plain
    enough to be sure (the caller then asks SQLite)."""
    if not all(_plain(layer) for layer in layers):
        return None
    return _read_back(layers)


def _read_back(layers: Sequence[Sequence[tuple[Any, ...]]]) -> list[PublishedResult]:
    merged: dict[tuple[Any, Any, Any], tuple[Any, ...]] = {}
    for layer in layers:
        for row in layer:
            merged[(row[_ID], row[_MODEL], row[_SCENARIO])] = row
    ordered = sorted(merged.values(), key=lambda r: (r[_ROUND], r[_ID], r[_MODEL], r[_SCENARIO]))
    out = []
    for row in ordered:
        if any(type(row[i]) is int for i in _REAL_INDEXES):
            values = list(row)
            for index in _REAL_INDEXES:
                if type(values[index]) is int:
                    values[index] = float(values[index])
            row = tuple(values)
        out.append(PublishedResult(*row))
    return out


class LayeredDB(ResultsDB):
    """An in-memory `ResultsDB` holding `layers` (a later layer's row replaces an earlier one)."""

    def __init__(self, layers: Sequence[Sequence[tuple[Any, ...]]]) -> None:
        """Keep the rows (SQLite receives them when a query first needs it); rows that are not
        plain are written at once, so that SQLite refuses what it refuses here, as before."""
        self._fill_lock = threading.Lock()
        super().__init__(":memory:")
        self._pending: list[Sequence[tuple[Any, ...]]] = []
        if all(_plain(layer) for layer in layers):
            self._pending = list(layers)
        else:
            self.add_rows(layers)

    @property  # type: ignore[override]
    def _conn(self) -> sqlite3.Connection:
        """The SQLite connection, with the pending rows written into it first."""
        if getattr(self, "_pending", None):
            with self._fill_lock:
                if self._pending:
                    layers, self._pending = self._pending, []
                    placeholders = ", ".join("?" for _ in RESULT_COLUMNS)
                    insert = (
                        f"INSERT OR REPLACE INTO results ({', '.join(RESULT_COLUMNS)}) "
                        f"VALUES ({placeholders})"
                    )
                    with self._sqlite:
                        for rows in layers:
                            self._sqlite.executemany(insert, rows)
        return self._sqlite

    @_conn.setter
    def _conn(self, connection: sqlite3.Connection) -> None:
        self._sqlite = connection

    def close(self) -> None:
        """Close the connection (rows never written are dropped, not written first)."""
        with self._fill_lock:
            self._pending = []
        self._sqlite.close()

    def _index(self) -> ResultIndex:
        """The look-up index, from the pending rows when they are plain enough."""
        pending = self._pending
        if self._loaded is None and pending:
            index = ResultIndex.build(_read_back(pending))
            with self._lock:
                if self._loaded is None and self._pending is pending:
                    self._loaded = index
        return super()._index()
