"""The reading worker's hand-off: a pending audit goes to the batch, or is finished where it is."""

from __future__ import annotations

import multiprocessing
import os
import signal

import pytest

from auditor.audit import AuditOptions, PendingAudit, audit_deck
from auditor.batch.worker import DeckTask, WorkerConfig, worker_main
from auditor.models import DeckReport
from tests.shared_paths import REPO_ROOT

DECK = REPO_ROOT / "examples" / "brightline_offline_headline.pptx"  # Offline claims: replayed
OPTIONS = AuditOptions(use_default_results_db=False)


def _serve(task: DeckTask) -> object:
    """Run one task through worker_main in this process; what it answered."""
    ours, theirs = multiprocessing.Pipe(duplex=True)
    ours.send(task)
    ours.send(None)
    previous = signal.getsignal(signal.SIGINT)
    # A worker sets its environment to what its batch passed; run in this process, it must not
    # take the test session's own DECKAUDIT_ settings (such as DECKAUDIT_SHARED) away.
    environ = dict(os.environ)
    try:
        worker_main(theirs, WorkerConfig(options=OPTIONS))
    finally:
        signal.signal(signal.SIGINT, previous)
        os.environ.clear()
        os.environ.update(environ)
    return ours.recv()


def _comparable(report: DeckReport) -> dict:
    data = report.model_dump(mode="json")
    data["tool"].pop("created")
    return data


def test_a_deck_to_replay_is_handed_off_half_way() -> None:
    answer = _serve(DeckTask(index=0, path=str(DECK), hand_off=True))
    assert answer.report_json == "" and isinstance(answer.pending, PendingAudit)
    assert all(claim.replay is None for claim in answer.pending.report.claims)


def test_a_pending_audit_that_cannot_travel_is_finished_by_the_reader(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def refuse(self: PendingAudit) -> object:
        raise TypeError("cannot pickle this pending audit")

    monkeypatch.setattr(PendingAudit, "__reduce__", refuse, raising=False)
    answer = _serve(DeckTask(index=0, path=str(DECK), hand_off=True))
    assert answer.pending is None
    report = DeckReport.model_validate_json(answer.report_json)
    assert any(claim.replay is not None for claim in report.claims)
    assert _comparable(report) == _comparable(audit_deck(DECK, OPTIONS))
