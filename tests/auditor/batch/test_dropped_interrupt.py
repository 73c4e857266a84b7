"""A Ctrl-C whose KeyboardInterrupt Python drops still ends the command.

Python cannot raise from some callbacks (a weak reference's callback inside the import system's
module locks, a `__del__`): an interrupt landing there is printed as "Exception ignored" and
lost. The command line's handler records the interrupt before raising it, and the batch's loops
look for that record at least every `POLL_S`.
"""

from __future__ import annotations

import contextlib
import signal
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from auditor.audit import AuditOptions
from auditor.batch import interrupts
from auditor.batch.runner import run_batch
from auditor.cli.main import run_command
from examples.deck_builders import SERVER_CLAIM, vendor_deck
from tests.shared_paths import REPO_ROOT

OPTIONS = AuditOptions(use_default_results_db=False)

# Ctrl-C raised inside `__del__`, where Python reports the exception and drops it.
DROPPED_IN_DEL = """
import signal
from auditor.batch import interrupts

{install}

class Finaliser:
    def __del__(self):
        signal.raise_signal(signal.SIGINT)

Finaliser()
print("went on;", "recorded" if interrupts.interrupt_requested() else "not recorded")
"""


def _run_snippet(install: str) -> subprocess.CompletedProcess[str]:
    code = textwrap.dedent(DROPPED_IN_DEL).format(install=install)
    return subprocess.run(
        [sys.executable, "-c", code],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_python_drops_an_interrupt_raised_in_a_finaliser() -> None:
    """The failure being guarded against: without the record the interrupt is simply gone."""
    done = _run_snippet(install="")
    assert "Exception ignored" in done.stderr and "KeyboardInterrupt" in done.stderr
    assert "went on; not recorded" in done.stdout


def test_the_handler_records_an_interrupt_python_drops() -> None:
    done = _run_snippet(install="interrupts.record_interrupts()")
    assert "Exception ignored" in done.stderr
    assert "went on; recorded" in done.stdout


def test_another_programs_handler_is_left_alone() -> None:
    code = (
        "import signal\nfrom auditor.batch import interrupts\n"
        "def mine(signum, frame): pass\n"
        "signal.signal(signal.SIGINT, mine)\n"
        "interrupts.record_interrupts()\n"
        "print(signal.getsignal(signal.SIGINT) is mine)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO_ROOT, capture_output=True, text=True, check=True
    )
    assert done.stdout.strip() == "True"


@pytest.fixture
def forget() -> Iterator[None]:
    interrupts.forget_interrupt()
    yield
    interrupts.forget_interrupt()


def _drop_an_interrupt() -> None:
    """What the handler leaves behind when its KeyboardInterrupt is dropped: only the record."""
    with contextlib.suppress(KeyboardInterrupt):
        interrupts._record_and_raise(signal.SIGINT, None)


def test_a_dropped_interrupt_ends_a_batch_waiting_on_a_hung_deck(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, forget: None
) -> None:
    decks = tmp_path / "decks"
    decks.mkdir()
    vendor_deck(decks / "a_first.pptx", "First", SERVER_CLAIM)
    vendor_deck(decks / "b_hang.pptx", "Hang", SERVER_CLAIM)
    vendor_deck(decks / "c_never.pptx", "Never", SERVER_CLAIM)
    monkeypatch.setenv("DECKAUDIT_WORKER_HOOK", "tests.auditor.batch.batch_hook")
    monkeypatch.setenv("DECKAUDIT_TEST_HANG_ON", "b_hang.pptx")
    mark = tmp_path / "inside"
    monkeypatch.setenv("DECKAUDIT_TEST_HANG_MARK", str(mark))

    def drop_once_hung() -> None:
        deadline = time.monotonic() + 120
        while not mark.exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        _drop_an_interrupt()

    dropper = threading.Thread(target=drop_once_hung, daemon=True)
    dropper.start()
    out = tmp_path / "out"
    started = time.monotonic()
    result = run_batch([decks], out, OPTIONS, jobs=1, timeout_s=60)
    dropper.join()
    assert result.interrupted
    assert time.monotonic() - started < 50  # well before the per-deck timeout
    assert (out / "a_first.pptx.json").exists()
    assert not (out / "b_hang.pptx.json").exists() and not (out / "c_never.pptx.json").exists()


def test_a_command_that_finished_after_a_dropped_interrupt_says_it_was_interrupted(
    forget: None, capsys: pytest.CaptureFixture[str]
) -> None:
    class Args:
        @staticmethod
        def func(args: object) -> None:
            _drop_an_interrupt()

    assert run_command(Args()) == 130  # type: ignore[arg-type]
    assert "deckaudit: interrupted" in capsys.readouterr().err
