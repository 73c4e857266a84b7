"""Ctrl-C at any moment of a folder audit ends it within seconds, leaving nothing running.

The batch audits three decks with one worker; the second hangs (the test hook), so the batch
cannot end on its own. Ctrl-C goes at fixed delays after the command starts (the earliest land in
the interpreter's own start-up) and at the moments an interrupt used to escape the clean-up: as
soon as the fork server exists (it then warms up for seconds while the batch waits for its first
worker) and as soon as the first worker exists. Nothing waits for the worker to say it started.

Each case sends the signal to the whole process group, as a terminal's Ctrl-C does; the race
cases also send it to the command alone, as `kill -INT` does. Then: the command's output streams
close within a few seconds (every process holding them has gone), no process of the batch is
left, the exit status is the interrupted one, and whatever was written is complete: reports only
for finished decks, a summary that lists only those, no half-written file.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from auditor.models import DeckReport
from examples.deck_builders import SERVER_CLAIM, vendor_deck
from tests.shared_paths import REPO_ROOT

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")

# "A few seconds" for the batch to end after Ctrl-C, with room for a loaded 2-core machine.
EXIT_LIMIT_S = 10.0
BATCH_FLAGS = ["--jobs", "1", "--timeout", "600", "--no-results"]
HOOK_ENV = {
    "DECKAUDIT_WORKER_HOOK": "tests.auditor.batch.batch_hook",
    "DECKAUDIT_TEST_HANG_ON": "b_hang.pptx",
}
# 130, or ended by SIGINT itself (the shell shows 130 for that too): Python 3.11 kills itself
# with SIGINT at exit when a KeyboardInterrupt ever passed through `exec` of a string (dataclasses
# and namedtuples do that while being imported), even when the program caught it afterwards.
INTERRUPTED = (130, -signal.SIGINT)
CASES = [
    *[("group", f"{delay}s") for delay in (0, 0.05, 0.2, 0.5, 1, 2, 4)],
    *[(whom, moment) for moment in ("fork-server", "worker") for whom in ("group", "command")],
]


@pytest.fixture(scope="module")
def decks(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("ctrl-c") / "decks"
    folder.mkdir()
    vendor_deck(folder / "a_first.pptx", "First", SERVER_CLAIM)
    vendor_deck(folder / "b_hang.pptx", "Hang", SERVER_CLAIM)
    vendor_deck(folder / "c_never.pptx", "Never", SERVER_CLAIM)
    return folder


def _processes() -> dict[int, tuple[int, int, str, str]]:
    """Every process now: pid -> (parent pid, process group, state, command line)."""
    found = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2 :].split()
        found[int(entry.name)] = (int(fields[1]), int(fields[2]), fields[0], command)
    return found


def _wait_for_moment(proc: subprocess.Popen, moment: str) -> None:
    """Return at `moment`: a delay after the start, or when the fork server or a worker exists."""
    if moment.endswith("s"):
        time.sleep(float(moment[:-1]))
        return
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and proc.poll() is None:
        table = _processes()
        servers = [
            pid
            for pid, (parent, _, _, command) in table.items()
            if parent == proc.pid and "multiprocessing.forkserver" in command
        ]
        if moment == "fork-server" and servers:
            return
        if moment == "worker" and any(parent in servers for parent, *_ in table.values()):
            return
        time.sleep(0.005)
    pytest.fail(f"never reached the moment {moment!r}: {proc.communicate()}")


def _left_in_group(group: int) -> list[str]:
    """Processes of the batch's process group still alive a moment after it ended."""
    deadline = time.monotonic() + 3
    while True:
        live = [
            f"{pid} {command}"
            for pid, (_, pgid, state, command) in _processes().items()
            if pgid == group and state != "Z"
        ]
        if not live or time.monotonic() > deadline:
            return live
        time.sleep(0.05)


@pytest.mark.parametrize(("whom", "moment"), CASES)
def test_ctrl_c_at_any_moment_ends_the_batch_promptly(
    decks: Path, tmp_path: Path, whom: str, moment: str
) -> None:
    out = tmp_path / "out"
    proc = subprocess.Popen(
        [sys.executable, "-m", "auditor", "audit", str(decks), "--out", str(out), *BATCH_FLAGS],
        cwd=REPO_ROOT,
        env={**os.environ, "PYTHONPATH": str(REPO_ROOT), **HOOK_ENV},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # its own process group, as a terminal's foreground job
    )
    try:
        _wait_for_moment(proc, moment)
        sent = time.monotonic()
        if whom == "group":
            os.killpg(proc.pid, signal.SIGINT)
        else:
            proc.send_signal(signal.SIGINT)
        try:
            _, stderr = proc.communicate(timeout=EXIT_LIMIT_S)
        except subprocess.TimeoutExpired:
            pytest.fail(
                f"still running {EXIT_LIMIT_S:g} s after Ctrl-C: {_left_in_group(proc.pid)}"
            )
        took = time.monotonic() - sent
        left = _left_in_group(proc.pid)
    finally:
        with contextlib.suppress(ProcessLookupError):  # clean up after a failure
            os.killpg(proc.pid, signal.SIGKILL)
    print(f"ctrl-c {whom} at {moment}: exit {proc.returncode}, streams closed after {took:.2f} s")
    assert not left, left
    if "deckaudit: interrupted" in stderr:
        assert proc.returncode in INTERRUPTED, stderr
        assert "Traceback" not in stderr, stderr
    else:  # stopped in the interpreter's own start-up, before the command's code ran
        assert proc.returncode in (1, -signal.SIGINT), stderr
        assert moment.endswith("s"), stderr
    _check_what_was_written(out)


def _check_what_was_written(out: Path) -> None:
    if not out.exists():
        return
    assert not list(out.glob(".*.part")), "a half-written file was left"
    assert not (out / "b_hang.pptx.json").exists() and not (out / "c_never.pptx.json").exists()
    if (out / "a_first.pptx.json").exists():
        report = DeckReport.model_validate_json((out / "a_first.pptx.json").read_text())
        assert report.errors == [] and report.claims
    if (out / "summary.json").exists():
        summary = json.loads((out / "summary.json").read_text())
        assert summary["interrupted"] is True
        for deck in summary["decks"]:
            assert (out / deck["report"]).exists(), deck
