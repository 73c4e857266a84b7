"""The published results shipped in the package: regenerated from MLCommons' files, layered
under the user's own database, and used by a fresh install."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

import pytest

from auditor.results.database import ResultsDB
from auditor.results.snapshot import SNAPSHOT_NAME, build_snapshot, layered_db, snapshot_rounds
from examples.shared_data import mlperf_reference


@pytest.mark.external_corpus(
    reason="regenerates the shipped snapshot from MLCommons' full published files",
    needs="reference/mlperf",
)
def test_regenerating_from_the_published_files_gives_the_shipped_file() -> None:
    summaries = sorted(mlperf_reference().glob("summary_results_v*.json"))
    assert summaries
    shipped = resources.files("auditor.data").joinpath(SNAPSHOT_NAME).read_bytes()
    assert build_snapshot(summaries) == shipped


def test_the_snapshot_holds_the_shipped_rounds() -> None:
    db = layered_db()
    assert snapshot_rounds() == ("v4.1", "v5.1", "v6.0")
    assert db.rounds() == frozenset(snapshot_rounds())
    rows = {r.scenario: r for r in db.by_id("6.0-0076") if r.benchmark == "deepseek-r1"}
    assert rows["offline"].value == 2494310.0 and rows["server"].value == 1555110.0
    assert rows["offline"].total_accelerators == 288


def test_the_users_rows_take_precedence(tmp_path: Path) -> None:
    entry = {
        "ID": "6.0-0076",
        "Submitter": "NVIDIA",
        "Availability": "available",
        "Category": "closed",
        "Suite": "datacenter",
        "System": "corrected entry",
        "Model": "deepseek-r1",
        "Scenario": "Server",
        "Accuracy": "",
        "Total Accelerators": 288,
        "version": "v6.0",
        "Performance_Result": 1500000.0,
        "Performance_Units": "Tokens/s",
    }
    path = tmp_path / "summary_results.json"
    path.write_text(json.dumps([entry]))
    with ResultsDB(tmp_path / "mine.sqlite3") as user:
        user.import_files([path])
        db = layered_db(user)
    rows = {r.scenario: r for r in db.by_id("6.0-0076") if r.benchmark == "deepseek-r1"}
    assert rows["server"].value == 1500000.0 and rows["server"].system == "corrected entry"
    assert rows["offline"].value == 2494310.0  # the rest of the entry still comes from the snapshot
    assert db.count() == layered_db().count()
