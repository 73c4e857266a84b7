"""`python -m auditor audit` leaves with `os._exit`: what it prints and writes must survive that.

Each run is a fresh interpreter writing to a pipe, block-buffered (PYTHONUNBUFFERED is dropped),
so output that was not flushed before the quick exit would be missing here.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.shared_paths import REPO_ROOT

DECK = REPO_ROOT / "examples" / "fjord_edge_cameras.pptx"


def _deckaudit(*argv: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    return subprocess.run(
        [sys.executable, "-m", "auditor", "audit", *argv],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
        check=False,
    )


def test_the_report_and_exit_code_survive_the_quick_exit() -> None:
    result = _deckaudit(str(DECK), "--fail-on", "warning")
    report = json.loads(result.stdout)  # the whole report, flushed before leaving
    assert report["deck"]["path"] == str(DECK)
    findings = [f for c in report["claims"] for f in c["flags"]] + report["deck_flags"]
    at_least_warning = any(f["severity"] in ("warning", "error") for f in findings)
    assert result.returncode == (1 if at_least_warning else 0), result.stderr


def test_written_reports_and_summary_survive_the_quick_exit(tmp_path: Path) -> None:
    out = tmp_path / "out"
    result = _deckaudit(str(DECK), "--out", str(out), "--format", "md", "--fail-on", "never")
    assert result.returncode == 0, result.stderr
    report = json.loads((out / f"{DECK.name}.json").read_text(encoding="utf-8"))
    assert report["deck"]["sha256"]
    assert (out / f"{DECK.name}.md").read_text(encoding="utf-8").strip()
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    assert summary["totals"]["decks"] == 1
    assert not list(out.glob(".*.part"))  # no temporary file left half-written


def test_a_usage_error_and_exit_2_survive_the_quick_exit(tmp_path: Path) -> None:
    result = _deckaudit(str(tmp_path / "missing.pptx"))
    assert result.returncode == 2
    assert "no such file or folder" in result.stderr
    assert result.stdout == ""
