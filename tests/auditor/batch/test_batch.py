"""The batch engine over real folders: limits, crashes, resume, discovery, exit codes, Ctrl-C.

Misbehaving decks are produced by a test double loaded into the workers through the documented
hook (DECKAUDIT_WORKER_HOOK=tests.auditor.batch.batch_hook): one deck hangs, one eats memory, one crashes
its worker. The decks themselves are real PPTX and PDF files.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from auditor.audit import AuditOptions
from auditor.batch.runner import (
    CRASH_CAUSE,
    TIMEOUT_CAUSE,
    discover_decks,
    plan_jobs,
    run_batch,
)
from auditor.cli.errors import audit_outcome
from auditor.models import DeckReport
from examples.deck_builders import OFFLINE_CLAIM, SERVER_CLAIM, build_pdf, vendor_deck
from tests.shared_paths import REPO_ROOT

REPO = REPO_ROOT
EXAMPLES = REPO / "examples"
OPTIONS = AuditOptions(use_default_results_db=False)
HOOK = {"DECKAUDIT_WORKER_HOOK": "tests.auditor.batch.batch_hook"}


def _good_folder(root: Path) -> Path:
    decks = root / "decks"
    (decks / "sub").mkdir(parents=True)
    vendor_deck(decks / "acme.pptx", "Acme Chips", SERVER_CLAIM)
    vendor_deck(decks / "sub" / "bolt.pptx", "Bolt Systems", SERVER_CLAIM)
    build_pdf(
        decks / "cobalt.pdf",
        [(50, 400, OFFLINE_CLAIM), (50, 60, "© 2026 Cobalt Compute Inc. All rights reserved.")],
        author="IEUser",
    )
    return decks


def _report(out: Path, name: str) -> DeckReport:
    return DeckReport.model_validate_json((out / f"{name}.json").read_text())


def _causes(report: DeckReport) -> list[str]:
    return [error.cause for error in report.errors]


@pytest.fixture
def hostile_folder(tmp_path: Path) -> Path:
    decks = _good_folder(tmp_path)
    vendor_deck(decks / "hang.pptx", "Hang", SERVER_CLAIM)
    vendor_deck(decks / "hog.pptx", "Hog", SERVER_CLAIM)
    vendor_deck(decks / "crash.pptx", "Crash", SERVER_CLAIM)
    (decks / "broken.pptx").write_bytes(b"PK\x03\x04" + b"\x00" * 200)  # a cut-off ZIP
    (decks / "notes.txt").write_text("not a deck, and not named as one")
    return decks


def test_every_deck_gets_a_report_whatever_goes_wrong(
    hostile_folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for key, value in HOOK.items():
        monkeypatch.setenv(key, value)
    monkeypatch.setenv("DECKAUDIT_TEST_HANG_ON", "hang.pptx")
    monkeypatch.setenv("DECKAUDIT_TEST_EXHAUST_ON", "hog.pptx")
    monkeypatch.setenv("DECKAUDIT_TEST_CRASH_ON", "crash.pptx")
    out = tmp_path / "out"
    started = time.monotonic()
    result = run_batch(
        [hostile_folder],
        out,
        OPTIONS,
        jobs=2,
        timeout_s=6,
        max_memory_mb=256,
        formats=["json", "md"],
    )
    elapsed = time.monotonic() - started
    names = sorted(Path(o.path).name for o in result.outcomes)
    assert names == sorted(
        [
            "acme.pptx",
            "bolt.pptx",
            "cobalt.pdf",
            "hang.pptx",
            "hog.pptx",
            "crash.pptx",
            "broken.pptx",
        ]
    )
    assert _causes(_report(out, "hang.pptx")) == [TIMEOUT_CAUSE]
    assert _causes(_report(out, "hog.pptx")) == ["over-limit: memory"]
    assert _causes(_report(out, "crash.pptx")) == [CRASH_CAUSE]
    assert "SIGSEGV" in _report(out, "crash.pptx").errors[0].message
    broken = _report(out, "broken.pptx")
    assert [f.code for f in broken.deck_flags] == ["UNREADABLE"]
    for name in ("acme.pptx", "bolt.pptx", "cobalt.pdf"):
        report = _report(out, name)
        assert report.errors == [] and report.claims, name
        assert (out / f"{name}.md").read_text().strip()
    statuses = {Path(o.path).name: o.status for o in result.outcomes}
    assert statuses["acme.pptx"] == "audited" and statuses["hang.pptx"] == "unreadable"
    failure = audit_outcome(result.reports, "error")
    assert failure is not None and failure.exit_code == 1  # UNREADABLE is an error-level finding
    assert audit_outcome(result.reports, "never") is None
    # The hang cost one timeout, not the batch: generous for start-up on a loaded machine.
    assert elapsed < 6 + 60
    summary = json.loads((out / "summary.json").read_text())
    assert summary["totals"]["decks"] == 7 and summary["totals"]["unreadable"] == 4
    assert not summary["interrupted"]
    assert "hang.pptx" in (out / "summary.md").read_text()


def test_resume_skips_finished_decks_and_redoes_changed_ones(tmp_path: Path) -> None:
    decks = _good_folder(tmp_path)
    out = tmp_path / "out"
    first = run_batch([decks], out, OPTIONS, jobs=2)
    assert {o.status for o in first.outcomes} == {"audited"}
    stamps = {p.name: p.stat().st_mtime_ns for p in out.glob("*.json")}

    second = run_batch([decks], out, OPTIONS, jobs=2)
    assert {o.status for o in second.outcomes} == {"resumed"}
    for name in ("acme.pptx.json", "bolt.pptx.json", "cobalt.pdf.json"):
        assert (out / name).stat().st_mtime_ns == stamps[name]
    assert type(audit_outcome(second.reports, "warning")) is type(
        audit_outcome(first.reports, "warning")
    )

    vendor_deck(decks / "acme.pptx", "Acme Chips", OFFLINE_CLAIM)  # new content
    third = run_batch([decks], out, OPTIONS, jobs=2)
    statuses = {Path(o.path).name: o.status for o in third.outcomes}
    assert statuses == {"acme.pptx": "audited", "bolt.pptx": "resumed", "cobalt.pdf": "resumed"}

    other_options = AuditOptions(use_default_results_db=False, replay=False)
    fourth = run_batch([decks], out, other_options, jobs=1)
    assert {o.status for o in fourth.outcomes} == {"audited"}

    forced = run_batch([decks], out, other_options, jobs=1, force=True)
    assert {o.status for o in forced.outcomes} == {"audited"}


def test_resume_retries_decks_that_hit_a_batch_limit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    decks = tmp_path / "decks"
    decks.mkdir()
    vendor_deck(decks / "hang.pptx", "Hang", SERVER_CLAIM)
    vendor_deck(decks / "fine.pptx", "Fine", SERVER_CLAIM)
    monkeypatch.setenv("DECKAUDIT_WORKER_HOOK", "tests.auditor.batch.batch_hook")
    monkeypatch.setenv("DECKAUDIT_TEST_HANG_ON", "hang.pptx")
    out = tmp_path / "out"
    run_batch([decks], out, OPTIONS, jobs=2, timeout_s=3)
    assert _causes(_report(out, "hang.pptx")) == [TIMEOUT_CAUSE]
    monkeypatch.delenv("DECKAUDIT_TEST_HANG_ON")
    again = run_batch([decks], out, OPTIONS, jobs=2, timeout_s=30)
    statuses = {Path(o.path).name: o.status for o in again.outcomes}
    assert statuses == {"hang.pptx": "audited", "fine.pptx": "resumed"}
    assert _causes(_report(out, "hang.pptx")) == []


def test_discovery_goes_by_content_and_keeps_files_named_as_decks(tmp_path: Path) -> None:
    root = tmp_path / "in"
    root.mkdir()
    vendor_deck(root / "deck.bin", "Acme", SERVER_CLAIM)  # a PPTX under another name
    build_pdf(root / "paper.txt", [(50, 400, OFFLINE_CLAIM)])  # a PDF under another name
    (root / "fake.pdf").write_text("<html>not found</html>")
    (root / "fake.pptx").write_bytes(b"PK\x05\x06" + b"\x00" * 18)  # an empty ZIP
    (root / "link.pptx").symlink_to(root / "deck.bin")
    out = root / "out"
    out.mkdir()
    vendor_deck(out / "old.annotated.pptx", "Acme", SERVER_CLAIM)  # output is never input
    found = sorted(p.name for p in discover_decks([root], exclude=out))
    # Decks under other names are found by content; files named as decks that are not decks are
    # kept too, so that they get an UNREADABLE report rather than vanish from the batch.
    assert found == ["deck.bin", "fake.pdf", "fake.pptx", "paper.txt"]
    named = discover_decks([root / "fake.pdf"])  # a file named explicitly is always taken
    assert [p.name for p in named] == ["fake.pdf"]


def test_decks_with_the_same_name_get_separate_reports(tmp_path: Path) -> None:
    for folder in ("a", "b"):
        (tmp_path / folder).mkdir()
        vendor_deck(tmp_path / folder / "talk.pptx", folder.upper(), SERVER_CLAIM)
    jobs = plan_jobs(discover_decks([tmp_path]))
    names = [job.name for job in jobs]
    assert len(set(names)) == 2 and all(n.startswith("talk-") for n in names)
    out = tmp_path / "out"
    run_batch([tmp_path / "a", tmp_path / "b"], out, OPTIONS, jobs=1)
    assert sorted(p.name for p in out.glob("talk-*.json")) == sorted(f"{n}.json" for n in names)


def test_batch_annotates_and_the_summary_compares_vendors(tmp_path: Path) -> None:
    decks = _good_folder(tmp_path)
    out = tmp_path / "out"
    result = run_batch([decks], out, OPTIONS, jobs=2, annotate=True)
    assert (out / "acme.annotated.pptx").is_file()
    assert (out / "cobalt.annotated.pdf").is_file()
    vendors = {Path(o.path).name: o.vendor for o in result.outcomes}
    assert vendors == {
        "acme.pptx": "Acme Chips",
        "bolt.pptx": "Bolt Systems",
        "cobalt.pdf": "Cobalt Compute",
    }
    pairs = {tuple(p["vendors"]): p for p in result.summary["comparability"]["pairs"]}
    assert pairs[("Acme Chips", "Bolt Systems")]["comparable"] is True
    offline = pairs[("Acme Chips", "Cobalt Compute")]
    assert offline["comparable"] is False
    assert "scenario differs: server vs offline" in offline["why"]
    again = run_batch([decks], out, OPTIONS, jobs=2, annotate=True)
    assert {o.status for o in again.outcomes} == {"resumed"}


def _cli(args: list[str], env: dict[str, str] | None = None, **kw: object) -> subprocess.Popen:
    full_env = {**os.environ, "PYTHONPATH": str(REPO), **(env or {})}
    return subprocess.Popen(
        [sys.executable, "-m", "auditor", *args],
        cwd=REPO,
        env=full_env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        **kw,  # type: ignore[arg-type]
    )


def test_cli_exit_codes(tmp_path: Path) -> None:
    decks = tmp_path / "decks"
    decks.mkdir()
    shutil.copy(EXAMPLES / "granite_peak_chat_good_practice.pptx", decks)
    shutil.copy(EXAMPLES / "cedar_league_table_export.pdf", decks)
    out = tmp_path / "out"
    proc = _cli(["audit", str(decks), "--out", str(out), "--jobs", "2", "--no-results"])
    stdout, stderr = proc.communicate(timeout=300)
    assert proc.returncode == 1, stderr  # the league table carries error-level findings
    assert json.loads((out / "summary.json").read_text())["totals"]["decks"] == 2
    proc = _cli(
        [
            "audit",
            str(decks / "granite_peak_chat_good_practice.pptx"),
            "--jobs",
            "1",
            "--no-results",
            "--fail-on",
            "error",
        ]
    )
    stdout, stderr = proc.communicate(timeout=300)
    assert proc.returncode == 0, stderr
    assert json.loads(stdout)["schema"] == "deckaudit.report/1"

    junk = tmp_path / "junk"
    junk.mkdir()
    (junk / "a.pdf").write_bytes(b"%PDF-1.7\n" + b"\x00" * 64)  # a header and nothing else
    proc = _cli(["audit", str(junk / "a.pdf"), "--out", str(tmp_path / "o2"), "--no-results"])
    _, stderr = proc.communicate(timeout=300)
    assert proc.returncode == 2, stderr  # no deck could be read


def test_ctrl_c_stops_cleanly_and_keeps_finished_reports(tmp_path: Path) -> None:
    decks = tmp_path / "decks"
    decks.mkdir()
    vendor_deck(decks / "a_first.pptx", "First", SERVER_CLAIM)
    vendor_deck(decks / "b_hang.pptx", "Hang", SERVER_CLAIM)
    vendor_deck(decks / "c_never.pptx", "Never", SERVER_CLAIM)
    out = tmp_path / "out"
    inside = tmp_path / "inside-the-hanging-deck"
    env = {
        **HOOK,
        "DECKAUDIT_TEST_HANG_ON": "b_hang.pptx",
        "DECKAUDIT_TEST_HANG_MARK": str(inside),
    }
    proc = _cli(
        ["audit", str(decks), "--out", str(out), "--jobs", "1", "--timeout", "600", "--no-results"],
        env=env,
    )
    deadline = time.monotonic() + 120
    # Interrupt only once the first report is written and the worker is inside the hanging deck:
    # a fixed pause raced the worker on a loaded machine.
    while not ((out / "a_first.pptx.json").exists() and inside.exists()):
        assert time.monotonic() < deadline and proc.poll() is None, proc.communicate()
        time.sleep(0.2)
    time.sleep(0.2)
    proc.send_signal(signal.SIGINT)
    _, stderr = proc.communicate(timeout=30)
    assert proc.returncode == 130, stderr
    assert "Traceback" not in stderr
    assert _causes(_report(out, "a_first.pptx")) == []
    assert not (out / "b_hang.pptx.json").exists()
    summary = json.loads((out / "summary.json").read_text())
    assert summary["interrupted"] is True
    assert [d["path"].rsplit("/", 1)[-1] for d in summary["decks"]] == ["a_first.pptx"]
    assert not list(out.glob(".*.part"))  # no half-written file left behind
