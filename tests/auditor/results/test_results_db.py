"""Importing MLCommons' published summary_results.json files and searching them."""

from __future__ import annotations

import csv
import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from auditor.results.database import (
    ResultsDB,
    ResultsDBError,
    ResultsImportError,
    benchmark_family,
    default_db_path,
    normalise_result_id,
    normalise_round,
    normalise_scenario,
    open_results_db,
    round_of_result_id,
)
from examples.shared_data import mlperf_reference
from tests.mlperf_excerpt import expected_files
from tests.reference_data import FIXTURES, flattened_csv, summary_file

# Rows per round in the committed excerpts (tests/fixtures/mlperf).
ROUNDS = {"v4.1": 128, "v5.1": 89, "v6.0": 79}
# Rows per round in MLCommons' full published files.
PUBLISHED_ROUNDS = {"v4.1": 937, "v5.1": 1448, "v6.0": 520}


@pytest.fixture(scope="module")
def full_db(tmp_path_factory: pytest.TempPathFactory) -> ResultsDB:
    db = ResultsDB(tmp_path_factory.mktemp("results") / "results.sqlite3")
    db.import_files([summary_file(r) for r in ROUNDS])
    return db


def dump(path: Path) -> list[tuple]:
    with sqlite3.connect(path) as conn:
        return conn.execute("SELECT * FROM results ORDER BY result_id, model, scenario").fetchall()


def test_imports_the_three_rounds_with_their_row_counts(tmp_path: Path) -> None:
    with ResultsDB(tmp_path / "r.sqlite3") as db:
        summary = db.import_files([summary_file(r) for r in ROUNDS])
        assert {f.round: f.rows for f in summary.files} == ROUNDS
        assert summary.rows_added == sum(ROUNDS.values()) == db.count()
        for round_name, rows in ROUNDS.items():
            assert db.count(round_name) == rows
        assert db.rounds() == frozenset(ROUNDS)


@pytest.mark.parametrize("round_name", sorted(ROUNDS))
def test_every_imported_row_agrees_with_the_flattened_csv(
    full_db: ResultsDB, round_name: str
) -> None:
    with flattened_csv(round_name).open(newline="", encoding="utf-8") as handle:
        expected = list(csv.DictReader(handle))
    imported = {
        (r.published_id, r.model, r.published_scenario): r for r in full_db.by_round(round_name)
    }
    assert len(imported) == len(expected) == ROUNDS[round_name]
    for row in expected:
        got = imported[(row["result_id"], row["benchmark"], row["scenario"])]
        assert got.round == row["round"]
        assert got.submitter == row["submitter"].strip()
        assert got.division == row["division"]
        assert got.availability == row["availability_category"]
        assert got.system == row["system"].strip()
        assert got.value == pytest.approx(float(row["performance_result"]))
        assert got.units == row["performance_units"]
        assert got.details_url == row["details_url"]
        if row["total_accelerators_source"] == "unknown":
            assert got.total_accelerators is None
        else:
            assert got.total_accelerators == int(row["total_accelerators"])


def test_import_is_idempotent(tmp_path: Path) -> None:
    path = tmp_path / "r.sqlite3"
    with ResultsDB(path) as db:
        db.import_files([summary_file("v4.1")])
    first = dump(path)
    with ResultsDB(path) as db:
        again = db.import_files([summary_file("v4.1"), summary_file("v4.1")])
        assert again.rows_added == 0
        assert db.count() == ROUNDS["v4.1"]
        assert len(db.imports()) == 1
    assert dump(path) == first


def test_a_folder_imports_every_summary_file_below_it(tmp_path: Path) -> None:
    folder = tmp_path / "downloads" / "nested"
    folder.mkdir(parents=True)
    shutil.copy(summary_file("v6.0"), folder / "summary_results.json")
    (folder / "other.json").write_text("not results", encoding="utf-8")
    with ResultsDB(tmp_path / "r.sqlite3") as db:
        summary = db.import_files([tmp_path / "downloads"])
        assert [f.round for f in summary.files] == ["v6.0"]
        assert db.count() == ROUNDS["v6.0"]


def test_round_is_detected_from_ids_when_the_version_field_is_missing(tmp_path: Path) -> None:
    entries = json.loads(summary_file("v5.1").read_text(encoding="utf-8"))[:5]
    for entry in entries:
        del entry["version"]
    path = tmp_path / "summary_results.json"
    path.write_text(json.dumps(entries), encoding="utf-8")
    with ResultsDB(tmp_path / "r.sqlite3") as db:
        assert db.import_files([path]).files[0].round == "v5.1"


def _broken_files(tmp_path: Path) -> dict[str, tuple[Path, str]]:
    good = json.loads(summary_file("v4.1").read_text(encoding="utf-8"))
    cases: dict[str, tuple[object | str, str]] = {
        "truncated": (summary_file("v4.1").read_text(encoding="utf-8")[:5000], "not valid JSON"),
        "object": ({"results": good[:3]}, "expected a JSON list"),
        "empty": ([], "holds no results"),
        "missing field": (
            [*good[:3], {k: v for k, v in good[3].items() if k != "Scenario"}],
            "lacks the field(s) Scenario",
        ),
        "bad scenario": ([*good[:2], {**good[2], "Scenario": "Batch"}], "unknown Scenario"),
        "bad division": ([*good[:2], {**good[2], "Category": "premium"}], "unknown division"),
        "bad value": ([*good[:2], {**good[2], "Performance_Result": "fast"}], "no numeric"),
        "bad id": ([*good[:2], {**good[2], "ID": "NVIDIA-43"}], "not a result ID"),
        "mixed rounds": (
            [*good[:2], {**good[2], "ID": "5.1-0001", "version": "v5.1"}],
            "mixes results of several rounds",
        ),
        "id disagrees with version": (
            [*good[:2], {**good[2], "version": "v5.1"}],
            "disagrees with its ID",
        ),
        "duplicate": ([*good[:3], good[1]], "repeats result"),
    }
    files = {}
    for name, (content, message) in cases.items():
        path = tmp_path / f"{name.replace(' ', '_')}.json"
        text = content if isinstance(content, str) else json.dumps(content)
        path.write_text(text, encoding="utf-8")
        files[name] = (path, message)
    return files


def test_malformed_files_raise_a_clear_error_and_leave_the_database_unchanged(
    tmp_path: Path,
) -> None:
    path = tmp_path / "r.sqlite3"
    with ResultsDB(path) as db:
        db.import_files([summary_file("v6.0")])
    before = dump(path)
    for name, (broken, message) in _broken_files(tmp_path).items():
        with ResultsDB(path) as db:
            # The good v4.1 file comes first: it must not be written either.
            with pytest.raises(ResultsImportError) as info:
                db.import_files([summary_file("v4.1"), broken])
            assert message in str(info.value), name
            assert str(broken) in str(info.value), name
            assert db.count() == ROUNDS["v6.0"], name
        assert dump(path) == before, name


def test_missing_paths_and_empty_folders_are_errors(tmp_path: Path) -> None:
    with ResultsDB(tmp_path / "r.sqlite3") as db:
        with pytest.raises(ResultsImportError, match="no such file"):
            db.import_files([tmp_path / "absent.json"])
        (tmp_path / "empty").mkdir()
        with pytest.raises(ResultsImportError, match="no summary_results"):
            db.import_files([tmp_path / "empty"])


def test_a_file_that_is_not_a_results_database_is_refused(tmp_path: Path) -> None:
    bogus = tmp_path / "bogus.sqlite3"
    bogus.write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(ResultsDBError):
        ResultsDB(bogus)
    with pytest.raises(ResultsDBError):
        ResultsDB(tmp_path / "absent.sqlite3", readonly=True)


def test_read_only_database_refuses_imports(tmp_path: Path, full_db: ResultsDB) -> None:
    with ResultsDB(full_db.path, readonly=True) as db:
        assert db.count() == sum(ROUNDS.values())
        with pytest.raises(ResultsDBError, match="read-only"):
            db.import_files([summary_file("v4.1")])


def test_lookup_by_id_accepts_both_spellings(full_db: ResultsDB) -> None:
    with_v = full_db.by_id("v4.1-0043")
    assert with_v == full_db.by_id("4.1-0043") == full_db.by_id(" V4.1–0043 ")
    llama = {(r.model, r.scenario): r.value for r in with_v if r.benchmark == "llama2-70b"}
    assert llama == {
        ("llama2-70b-99", "offline"): 24524.9,
        ("llama2-70b-99", "server"): 21605.8,
        ("llama2-70b-99.9", "offline"): 24524.9,
        ("llama2-70b-99.9", "server"): 21605.8,
    }
    assert {r.system for r in with_v} == {"NVIDIA DGX H100 (8x H100-SXM-80GB, TensorRT)"}
    deepseek = [r for r in full_db.by_id("v6.0-0076") if r.scenario == "offline"]
    assert [(r.benchmark, r.value, r.total_accelerators) for r in deepseek] == [
        ("deepseek-r1", 2494310.0, 288)
    ]
    assert full_db.by_id("4.1-9999") == ()
    assert full_db.by_id("not an id") == ()


def test_search_filters(full_db: ResultsDB) -> None:
    amd = full_db.search(round_name="4.1", submitter="amd", benchmark="llama2-70b")
    assert {r.published_id for r in amd} >= {"v4.1-0002"}
    assert all(r.submitter == "AMD" and r.benchmark == "llama2-70b" for r in amd)
    exact = full_db.search(result_id="v4.1-0002", benchmark="llama2-70b-99", scenario="Server")
    assert [(r.model, r.value) for r in exact] == [("llama2-70b-99", 21028.2)]
    open_v51 = full_db.search(round_name="v5.1", division="open")
    assert open_v51 and all(r.division == "open" and r.round == "v5.1" for r in open_v51)
    gb300 = full_db.search(system="gb300 nvl72", scenario="offline", benchmark="deepseek-r1")
    assert "6.0-0076" in {r.published_id for r in gb300}
    interactive = full_db.search(scenario="interactive")
    assert interactive and {r.round for r in interactive} <= {"v5.1", "v6.0"}
    assert len(full_db.search()) == sum(ROUNDS.values())
    with pytest.raises(ValueError, match="scenario"):
        full_db.search(scenario="batch")
    with pytest.raises(ValueError, match="round"):
        full_db.search(round_name="latest")


def test_benchmarks_in_round_come_from_the_published_results(full_db: ResultsDB) -> None:
    assert "deepseek-r1" not in full_db.benchmarks_in_round("v4.1")
    assert "deepseek-r1" in full_db.benchmarks_in_round("v6.0")
    assert "gptj" in full_db.benchmarks_in_round("4.1")
    assert "mixtral-8x7b" in full_db.benchmarks_in_round("v5.1")


def test_default_database_lives_in_the_user_data_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert default_db_path() == tmp_path / "data" / "deckaudit" / "results.sqlite3"
    assert open_results_db(None) is None
    with ResultsDB(default_db_path()) as db:
        db.import_files([summary_file("v6.0")])
    opened = open_results_db(None)
    assert opened is not None and opened.readonly and opened.count() == ROUNDS["v6.0"]
    opened.close()


@pytest.mark.parametrize(
    ("written", "canonical", "round_name"),
    [
        ("v4.1-0043", "4.1-0043", "v4.1"),
        ("4.1-0043", "4.1-0043", "v4.1"),
        ("6.0-76", "6.0-0076", "v6.0"),
        ("V5.1 - 0072", "5.1-0072", "v5.1"),
        ("4.1", None, None),
        ("", None, None),
    ],
)
def test_result_id_normalisation(
    written: str, canonical: str | None, round_name: str | None
) -> None:
    assert normalise_result_id(written) == canonical
    assert round_of_result_id(written) == round_name


def test_names_of_rounds_benchmarks_and_scenarios() -> None:
    assert normalise_round("MLPerf Inference v4.1") == normalise_round("4.1") == "v4.1"
    assert normalise_round("latest") is None
    assert benchmark_family("llama2-70b-99.9") == "llama2-70b"
    assert benchmark_family("llama2-70b-interactive-99") == "llama2-70b"
    assert benchmark_family("gptj-99") == benchmark_family("GPT-J") == "gptj"
    assert benchmark_family("dlrm-v2-99.9") == "dlrm-v2"
    assert benchmark_family("3d-unet-99") == "3d-unet"
    assert benchmark_family("resnet50") == "resnet"
    assert benchmark_family("mixtral-8x7b") == "mixtral-8x7b"
    assert benchmark_family("llama3.1-405b") == "llama3.1-405b"
    assert benchmark_family("SDXL") == "stable-diffusion-xl"
    assert normalise_scenario("SingleStream") == normalise_scenario("single_stream")
    assert normalise_scenario("batch") is None


@pytest.mark.external_corpus(
    reason="imports MLCommons' full published files (several MB each, kept out of the repository)",
    needs="reference/mlperf",
)
def test_the_full_published_rounds_import_and_agree_with_their_tables(tmp_path: Path) -> None:
    reference = mlperf_reference()
    with ResultsDB(tmp_path / "r.sqlite3") as db:
        summary = db.import_files([reference])
        assert {f.round: f.rows for f in summary.files} == PUBLISHED_ROUNDS
        for round_name in PUBLISHED_ROUNDS:
            with (reference / f"results_{round_name}.csv").open(newline="", encoding="utf-8") as f:
                published = {
                    (r["result_id"], r["benchmark"], r["scenario"]) for r in csv.DictReader(f)
                }
            imported = {
                (r.published_id, r.model, r.published_scenario) for r in db.by_round(round_name)
            }
            assert imported == published
        assert {r.value for r in db.by_id("v4.1-0043") if r.model == "llama2-70b-99"} == {
            24524.9,
            21605.8,
        }


@pytest.mark.external_corpus(
    reason="checks that the committed excerpts are an unchanged cut of MLCommons' published files",
    needs="reference/mlperf",
)
def test_the_committed_excerpts_are_an_unchanged_cut_of_the_published_files() -> None:
    for name, text in expected_files(mlperf_reference()).items():
        assert (FIXTURES / name).read_text(encoding="utf-8") == text, name
