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
    (workload,) = shown["vocabularies"]
    names = {entry["name"] for entry in workload["entries"]}
    assert {"interactive", "batch", "edge", "not_ours"} <= names
    assert vocabularies_for("SCENARIO-MISMATCH")[0].pattern("batch").search("every night")


def test_explain_in_words_and_for_an_unknown_code(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["flags", "--explain", "COST-PER-ANSWER"]) == 0
    out = capsys.readouterr().out
    assert "COST-PER-ANSWER" in out and "money_in_words" in out
    assert main(["flags", "--explain", "NOT-A-CODE"]) == 2
