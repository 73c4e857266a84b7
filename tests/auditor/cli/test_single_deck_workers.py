"""One deck from the command line runs in two workers: one reads the deck, one loads the replay.

Faults are injected through the batch's documented hook (tests.auditor.batch.batch_hook) into
either worker: a hang runs into the deck's time limit, a crash and an exhausted memory cap give
the deck an UNREADABLE report naming the cause, and a replay worker that dies before it is needed
costs nothing but speed. Ctrl-C while the replay worker finishes ends the command at once.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from auditor.batch.runner import CRASH_CAUSE, TIMEOUT_CAUSE
from tests.shared_paths import REPO_ROOT

DECK = REPO_ROOT / "examples" / "brightline_offline_headline.pptx"  # Offline claims: replayed
HOOK = {"DECKAUDIT_WORKER_HOOK": "tests.auditor.batch.batch_hook"}


def _command(*options: str) -> list[str]:
    return [sys.executable, "-m", "auditor", "audit", str(DECK), "--no-results", *options]


def _environment(**variables: str) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(REPO_ROOT), **HOOK, **variables}


def _audit(*options: str, **variables: str) -> tuple[int, dict, float]:
    started = time.monotonic()
    result = subprocess.run(
        _command(*options),
        cwd=REPO_ROOT,
        env=_environment(**variables),
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    elapsed = time.monotonic() - started
    assert "Traceback" not in result.stderr, result.stderr
    report = json.loads(result.stdout)
    report["tool"].pop("created")
    return result.returncode, report, elapsed


def _causes(report: dict) -> list[str]:
    return [error["cause"] for error in report["errors"]]


@pytest.fixture(scope="module")
def direct() -> dict:
    """The deck's report audited in the command's own process (no time limit asked for)."""
    code, report, _ = _audit("--timeout", "0")
    assert code in (0, 1)
    assert any(claim["replay"] for claim in report["claims"])  # the replay worker has work
    return report


def test_both_workers_give_the_in_process_report(direct: dict) -> None:
    code, report, _ = _audit()
    assert code in (0, 1)
    assert report == direct


def test_a_replay_worker_dead_before_it_is_needed_costs_nothing(direct: dict) -> None:
    code, report, _ = _audit(DECKAUDIT_TEST_CRASH_WARM_UP="1")
    assert code in (0, 1)
    assert report == direct


@pytest.mark.parametrize("stage", ["", "REPLAY_"], ids=["reading", "replay"])
def test_a_hang_in_either_worker_runs_into_the_time_limit(stage: str) -> None:
    code, report, elapsed = _audit(
        "--timeout", "4", **{f"DECKAUDIT_TEST_{stage}HANG_ON": DECK.name}
    )
    assert code == 2  # no deck read
    assert _causes(report) == [TIMEOUT_CAUSE]
    assert [flag["code"] for flag in report["deck_flags"]] == ["UNREADABLE"]
    assert report["deck"]["vendor"]
    assert elapsed < 4 + 60  # one time limit, generous for start-up on a loaded machine


@pytest.mark.parametrize("stage", ["", "REPLAY_"], ids=["reading", "replay"])
def test_a_crash_in_either_worker_is_reported(stage: str) -> None:
    code, report, _ = _audit(**{f"DECKAUDIT_TEST_{stage}CRASH_ON": DECK.name})
    assert code == 2
    assert _causes(report) == [CRASH_CAUSE]
    assert "SIGSEGV" in report["errors"][0]["message"]


def test_the_memory_cap_holds_in_the_replay_worker() -> None:
    code, report, _ = _audit("--max-memory", "256", DECKAUDIT_TEST_REPLAY_EXHAUST_ON=DECK.name)
    assert code == 2
    assert _causes(report) == ["over-limit: memory"]


def test_ctrl_c_while_the_replay_worker_finishes(tmp_path: Path) -> None:
    inside = tmp_path / "inside-the-replay"
    proc = subprocess.Popen(
        _command("--timeout", "600"),
        cwd=REPO_ROOT,
        env=_environment(
            DECKAUDIT_TEST_REPLAY_HANG_ON=DECK.name, DECKAUDIT_TEST_REPLAY_HANG_MARK=str(inside)
        ),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    deadline = time.monotonic() + 120
    while not inside.exists():
        assert time.monotonic() < deadline and proc.poll() is None, proc.communicate()
        time.sleep(0.1)
    proc.send_signal(signal.SIGINT)
    _, stderr = proc.communicate(timeout=30)
    assert proc.returncode == 130, stderr
    assert "Traceback" not in stderr
