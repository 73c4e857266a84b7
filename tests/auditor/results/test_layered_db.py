"""The in-memory layered database answers exactly as SQLite does, with or without SQLite."""

from __future__ import annotations

import math
from typing import Any

import pytest

from auditor.results.database import RESULT_COLUMNS, ResultsDB
from auditor.results.layered import LayeredDB, read_back
from auditor.results.snapshot import layered_db, snapshot_rows


def _through_sqlite(layers: list[list[tuple[Any, ...]]]) -> ResultsDB:
    db = ResultsDB(":memory:")
    db.add_rows(layers)
    return db


def _row(**changes: Any) -> tuple[Any, ...]:
    values = dict(zip(RESULT_COLUMNS, snapshot_rows()[0], strict=True))
    values.update(changes)
    return tuple(values[c] for c in RESULT_COLUMNS)


def test_the_snapshot_index_is_the_one_sqlite_gives() -> None:
    layers = [list(snapshot_rows())]
    fast = LayeredDB(layers)
    assert read_back(layers) is not None  # the shipped rows take the route without SQLite
    assert fast._index() == _through_sqlite(layers)._index()
    assert fast.count() == len({(r[0], r[9], r[11]) for r in snapshot_rows()})


def test_a_later_layer_replaces_rows_and_order_follows_sqlite() -> None:
    first = _row(result_id="4.1-0002", round="v4.1", model="b", scenario="server", value=1.0)
    second = _row(result_id="4.1-0001", round="v4.1", model="a", scenario="offline", value=2)
    replacing = _row(result_id="4.1-0002", round="v4.1", model="b", scenario="server", value=3.5)
    other_round = _row(result_id="1.0-0001", round="v1.0", model="é", scenario="server", value=4)
    layers = [[first, second, other_round], [replacing]]
    fast = LayeredDB(layers)
    expected = _through_sqlite(layers)
    assert fast._index() == expected._index()
    got = fast._index().by_id["4.1-0001"][0].value
    assert got == 2.0 and type(got) is float  # a whole number in a REAL column reads back a float
    assert fast.search() == expected.search()


@pytest.mark.parametrize(
    "changes",
    [
        {"value": math.nan},
        {"accelerators_per_node": -0.0},
        {"nodes": 2.0},
        {"nodes": True},
        {"power_units": b"W"},
        {"system": "bad \udc80 text"},
        {"value": 2**70},
    ],
)
def test_values_sqlite_would_change_take_the_sql_route(changes: dict[str, Any]) -> None:
    layers = [[_row(**changes)]]
    assert read_back(layers) is None
    try:
        expected = _through_sqlite(layers)._index()
    except Exception as exc:
        with pytest.raises(type(exc)):
            LayeredDB(layers)
    else:
        assert LayeredDB(layers)._index() == expected


def test_a_required_value_missing_is_refused_as_sqlite_refuses_it() -> None:
    layers = [[_row(system=None)]]
    assert read_back(layers) is None
    with pytest.raises(Exception) as sqlite_error:
        _through_sqlite(layers)
    with pytest.raises(sqlite_error.type):
        LayeredDB(layers)


def test_the_evidence_database_matches_the_sql_route() -> None:
    db = layered_db()
    rows = db.search()  # writes the rows into SQLite first
    assert rows == list(_through_sqlite([list(snapshot_rows())]).search())
    assert db._index() == _through_sqlite([list(snapshot_rows())])._index()


def test_rows_added_later_go_over_the_pending_ones() -> None:
    extra = _row(system="a later row", value=7.0)
    fast = LayeredDB([list(snapshot_rows())])
    fast.add_rows([[extra]])
    expected = _through_sqlite([list(snapshot_rows()), [extra]])
    assert fast._index() == expected._index()
    assert fast.count() == expected.count()
