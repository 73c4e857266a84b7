"""`deckaudit flags --explain CODE` shows a code's meaning and the words the rules read for it."""

from __future__ import annotations

import json

import pytest

from auditor.cli.main import main
from auditor.vocab import CONCERNS, vocabularies_for, vocabulary


def test_every_vocabulary_loads_and_names_catalogue_codes() -> None:
    from auditor.catalogue import CATALOGUE

    for concern in CONCERNS:
        loaded = vocabulary(concern)
        assert loaded.entries, concern
        assert set(loaded.codes) <= set(CATALOGUE), concern
        for entry in loaded.entries.values():
            assert entry.rationale and entry.words


def test_explain_lists_the_words_behind_a_code(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["flags", "--explain", "scenario-mismatch", "--format", "json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["code"] == "SCENARIO-MISMATCH"
    by_concern = {v["concern"]: v for v in shown["vocabularies"]}
    assert {"scenario", "workload"} <= set(by_concern)
    names = {entry["name"] for entry in by_concern["workload"]["entries"]}
    assert {"interactive", "batch", "edge", "not_ours"} <= names
    scenario_names = {entry["name"] for entry in by_concern["scenario"]["entries"]}
    assert {"offline", "server", "single_stream", "on_its_own"} <= scenario_names
    workload = next(v for v in vocabularies_for("SCENARIO-MISMATCH") if v.concern == "workload")
    assert workload.pattern("batch").search("every night")


@pytest.mark.parametrize(
    ("code", "concern", "entry"),
    [
        ("DIVISION-MISSING", "division", "on_its_own"),
        ("QUALITY-BUCKET", "quality", "answer_quality"),
        ("GATE-AS-GRADE", "quality", "gate"),
        ("UNVERIFIED", "unverified", "statement"),
        ("DERIVED-METRIC", "aggregation", "power"),
        ("NON-MLPERF-MIX", "models", "other_suites"),
        ("CHIP-COUNT", "comparison", "accelerators"),
    ],
)
def test_every_word_list_the_rules_read_is_shown(
    code: str, concern: str, entry: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["flags", "--explain", code, "--format", "json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    entries = {
        e["name"]: e for v in shown["vocabularies"] if v["concern"] == concern for e in v["entries"]
    }
    assert entry in entries and entries[entry]["rationale"] and entries[entry]["words"]


def test_vocabulary_forms_match_as_declared() -> None:
    division = vocabulary("division")
    assert division.pattern("on_its_own").search("Closed") and not division.pattern(
        "on_its_own"
    ).search("closed")
    gate = vocabulary("quality").pattern("gate")
    assert gate.search("llama2-70b-99.9") and gate.search("meets the 99% accuracy target")
    assert vocabulary("unverified").pattern("own_source").search("extrapolated from")
    assert vocabulary("comparison").pattern("comparing").search("2x faster than")


def test_explain_in_words_and_for_an_unknown_code(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["flags", "--explain", "COST-PER-ANSWER"]) == 0
    out = capsys.readouterr().out
    assert "COST-PER-ANSWER" in out and "money_in_words" in out
    assert main(["flags", "--explain", "NOT-A-CODE"]) == 2
