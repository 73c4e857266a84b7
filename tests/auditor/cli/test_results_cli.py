"""`deckaudit results import` and `deckaudit results search`."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from auditor.cli.commands import results as results_command
from auditor.cli.main import run_command
from auditor.results.database import ResultsDB, default_db_path
from tests.reference_data import FIXTURES, summary_file

# The committed excerpts of MLCommons' published results (tests/fixtures/mlperf).
MLPERF = FIXTURES


def run(argv: list[str]) -> int:
    """Run the results command in-process, through its own registration."""
    parser = argparse.ArgumentParser(prog="deckaudit")
    results_command.register(parser.add_subparsers(dest="command"))
    args = parser.parse_args(argv)
    return run_command(args)


@pytest.fixture
def data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "xdg-data"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    return home


def test_import_into_the_default_database_then_search_it(
    data_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(["results", "import", str(MLPERF)]) == 0
    out = capsys.readouterr().out
    assert "v4.1, 128 results" in out and "v5.1, 89 results" in out and "v6.0, 79" in out
    assert "296 results in total (296 new, 0 already present)" in out
    assert default_db_path().is_file()
    assert default_db_path().is_relative_to(data_home)

    assert run(["results", "import", str(summary_file("v4.1"))]) == 0
    assert "(0 new, 128 already present)" in capsys.readouterr().out

    assert run(["results", "search", "--id", "4.1-0043", "--benchmark", "llama2-70b"]) == 0
    table = capsys.readouterr().out.splitlines()
    assert table[0].split()[:3] == ["ID", "Round", "Submitter"]
    rows = table[2:]
    assert len(rows) == 4
    assert all(r.startswith("v4.1-0043") for r in rows)
    assert sum("24,524.9" in r for r in rows) == 2 and sum("21,605.8" in r for r in rows) == 2


def test_search_as_json_with_every_filter(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "r.sqlite3"
    assert run(["results", "import", str(MLPERF), "--db", str(db)]) == 0
    capsys.readouterr()
    argv = [
        "results",
        "search",
        "--db",
        str(db),
        "--round",
        "6.0",
        "--benchmark",
        "deepseek-r1",
        "--scenario",
        "Offline",
        "--division",
        "closed",
        "--submitter",
        "nvidia",
        "--system",
        "GB300",
        "--format",
        "json",
    ]
    assert run(argv) == 0
    payload = json.loads(capsys.readouterr().out)
    assert payload["schema"] == "deckaudit.results-search/1"
    ids = {r["published_id"]: r for r in payload["results"]}
    assert payload["count"] == len(payload["results"]) and "6.0-0076" in ids
    entry = ids["6.0-0076"]
    assert entry["value"] == 2494310.0 and entry["total_accelerators"] == 288
    assert entry["division"] == "closed" and entry["scenario"] == "offline"

    assert run(["results", "search", "--db", str(db), "--round", "v4.1", "--limit", "3"]) == 0
    out = capsys.readouterr().out
    assert len(out.splitlines()) == 2 + 3 + 1 and "(3 of 128 results shown)" in out


def test_search_errors_are_usage_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "r.sqlite3"
    assert run(["results", "search", "--db", str(db)]) == 2
    assert "run `deckaudit results import` first" in capsys.readouterr().err
    assert run(["results", "import", str(summary_file("v6.0")), "--db", str(db)]) == 0
    capsys.readouterr()
    assert run(["results", "search", "--db", str(db), "--scenario", "batch"]) == 2
    assert "not a scenario" in capsys.readouterr().err
    assert run(["results", "search", "--db", str(db), "--submitter", "nobody-at-all"]) == 0
    captured = capsys.readouterr()
    assert "no published results match" in captured.err


def test_a_malformed_file_aborts_the_import_and_changes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "r.sqlite3"
    assert run(["results", "import", str(summary_file("v6.0")), "--db", str(db)]) == 0
    broken = tmp_path / "summary_results.json"
    broken.write_text('[{"ID": "v4.1-0001", "Model": "resnet"}]', encoding="utf-8")
    capsys.readouterr()
    good = str(summary_file("v4.1"))
    assert run(["results", "import", good, str(broken), "--db", str(db)]) == 2
    err = capsys.readouterr().err
    assert str(broken) in err and "lacks the field(s)" in err and "nothing was imported" in err
    with ResultsDB(db, readonly=True) as opened:
        assert opened.count() == 79 and opened.rounds() == frozenset({"v6.0"})


def test_results_without_an_action_prints_usage(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["results"]) == 2
    assert "import" in capsys.readouterr().err
