"""The review file: atomic saves, reloads, changed decks, and what the batch exporter reads."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from auditor.atomic_files import write_text_atomic
from auditor.models import Decision, DeckInfo, DeckReport, ReviewDecision
from auditor.review_store import (
    REVIEW_SCHEMA,
    ReviewFileError,
    ReviewStore,
    review_path_for,
    summary_of,
)


def confirm(claim_id: str, code: str) -> ReviewDecision:
    return ReviewDecision(claim_id=claim_id, flag_code=code, decision=Decision.CONFIRMED)


def test_review_file_sits_beside_the_deck_or_in_the_review_folder(tmp_path: Path) -> None:
    deck = tmp_path / "decks" / "talk.pptx"
    assert review_path_for(deck) == tmp_path / "decks" / "talk.pptx.review.json"
    assert review_path_for(deck, tmp_path / "out") == tmp_path / "out" / "talk.pptx.review.json"


def test_every_record_is_on_disk_at_once_and_reloads(tmp_path: Path) -> None:
    store = ReviewStore.for_deck(tmp_path / "talk.pptx")
    store.bind("aa" * 32, {"p1-1": "claim one"})
    store.record(confirm("p1-1", "ROUND-MISSING"), claim_text="claim one")
    on_disk = json.loads((tmp_path / "talk.pptx.review.json").read_text())
    assert on_disk["schema"] == REVIEW_SCHEMA
    assert on_disk["deck_sha256"] == "aa" * 32
    assert [d["flag_code"] for d in on_disk["decisions"]] == ["ROUND-MISSING"]

    store.record(ReviewDecision(claim_id="p1-1", note="ask for the log"), claim_text="claim one")
    store.record(
        ReviewDecision(claim_id="p1-1", label="scenario", label_value="server", reason="slide 4"),
        claim_text="claim one",
    )
    again = ReviewStore.load(tmp_path / "talk.pptx.review.json")
    assert len(again.decisions) == 3
    assert again.verdict("p1-1", "ROUND-MISSING").decision == Decision.CONFIRMED
    assert again.notes_for("p1-1") == ["ask for the log"]
    assert again.label_overrides("p1-1")["scenario"].label_value == "server"
    assert again.counts() == {"confirmed": 1, "dismissed": 0, "notes": 1, "overrides": 1}


def test_latest_verdict_wins(tmp_path: Path) -> None:
    store = ReviewStore.for_deck(tmp_path / "talk.pptx")
    store.record(confirm("p1-1", "RANK-CLAIM"))
    store.record(
        ReviewDecision(
            claim_id="p1-1", flag_code="RANK-CLAIM", decision=Decision.DISMISSED, reason="ok"
        )
    )
    assert store.verdict("p1-1", "RANK-CLAIM").decision == Decision.DISMISSED
    assert store.counts()["confirmed"] == 0
    assert store.counts()["dismissed"] == 1


def test_no_temporary_files_are_left_behind(tmp_path: Path) -> None:
    store = ReviewStore.for_deck(tmp_path / "talk.pptx")
    for n in range(5):
        store.record(confirm(f"p{n + 1}-1", "ROUND-MISSING"))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["talk.pptx.review.json"]


def test_a_failed_write_keeps_the_previous_file(tmp_path: Path, monkeypatch) -> None:
    target = tmp_path / "talk.pptx.review.json"
    write_text_atomic(target, "old content\n")

    def broken_replace(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError, match="disk full"):
        write_text_atomic(target, "new content\n")
    assert target.read_text() == "old content\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["talk.pptx.review.json"]


def test_a_changed_deck_carries_over_unchanged_claims_and_keeps_the_rest(tmp_path: Path) -> None:
    store = ReviewStore.for_deck(tmp_path / "talk.pptx")
    store.bind("aa" * 32, {"p1-1": "kept claim", "p2-1": "edited claim"})
    store.record(confirm("p1-1", "ROUND-MISSING"), claim_text="kept claim")
    store.record(confirm("p2-1", "DIVISION-MISSING"), claim_text="edited claim")

    reopened = ReviewStore.load(store.path)
    assert reopened.deck_changed("bb" * 32)
    assert not reopened.deck_changed("aa" * 32)
    outcome = reopened.bind("bb" * 32, {"p3-1": "kept claim", "p3-2": "edited claim, now 2x"})
    assert outcome is not None
    assert (outcome.carried, outcome.stale) == (1, 1)
    assert [d.claim_id for d in reopened.decisions] == ["p3-1"]
    assert reopened.data.stale[0].deck_sha256 == "aa" * 32
    assert reopened.data.stale[0].decisions[0].flag_code == "DIVISION-MISSING"
    final = ReviewStore.load(store.path)
    assert final.deck_sha256 == "bb" * 32
    assert final.verdict("p3-1", "ROUND-MISSING") is not None


def test_an_unchanged_deck_binds_without_a_rebase(tmp_path: Path) -> None:
    store = ReviewStore.for_deck(tmp_path / "talk.pptx")
    assert store.bind("aa" * 32, {}) is None
    assert store.bind("aa" * 32, {}) is None
    assert not store.exists  # nothing decided yet, nothing written


def test_a_corrupt_review_file_is_an_error_not_an_empty_review(tmp_path: Path) -> None:
    path = tmp_path / "talk.pptx.review.json"
    path.write_text("{ not json")
    with pytest.raises(ReviewFileError):
        ReviewStore.load(path)
    path.write_text(json.dumps({"schema": "something/else"}))
    with pytest.raises(ReviewFileError):
        ReviewStore.load(path)


def test_summary_counts_the_report(tmp_path: Path) -> None:
    report = DeckReport(deck=DeckInfo(path="talk.pptx"))
    summary = summary_of(report)
    assert summary.claims == 0
    assert summary.counts == {"error": 0, "warning": 0, "info": 0}
    assert not summary.unreadable
