"""A test double loaded into batch workers through DECKAUDIT_WORKER_HOOK=tests.auditor.batch.batch_hook.

It misbehaves on the deck whose file name a variable names, standing in for an extractor that
hangs, one that eats memory, and one that kills its process:

- DECKAUDIT_TEST_HANG_ON=<name>: sleep far longer than any test's per-deck timeout (first touching
  the file DECKAUDIT_TEST_HANG_MARK names, when set, so a test knows the worker is inside);
- DECKAUDIT_TEST_EXHAUST_ON=<name>: allocate 64 MiB blocks until the memory cap stops it
  (it gives up at 4 GiB, so a missing cap fails the test instead of the machine);
- DECKAUDIT_TEST_CRASH_ON=<name>: kill its own process with SIGSEGV.

The same with `DECKAUDIT_TEST_REPLAY_` in place of `DECKAUDIT_TEST_` misbehaves in the replay
worker of a single-deck run instead, as the deck's audit is handed to it; and
DECKAUDIT_TEST_CRASH_WARM_UP=1 kills that worker before it loads the replay.
"""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

BLOCK = 64 * 1024 * 1024
GIVE_UP_BYTES = 4 * 1024**3


def before_deck(path: Path) -> None:
    """Called by the worker before it audits `path`."""
    _misbehave(path, "DECKAUDIT_TEST_")


def before_warm_up() -> None:
    """Called by a single-deck run's replay worker before it loads the replay."""
    if os.environ.get("DECKAUDIT_TEST_CRASH_WARM_UP"):
        os.kill(os.getpid(), signal.SIGSEGV)


def before_replay(path: Path) -> None:
    """Called by a single-deck run's replay worker before it finishes the audit of `path`."""
    _misbehave(path, "DECKAUDIT_TEST_REPLAY_")


def _misbehave(path: Path, prefix: str) -> None:
    if path.name == os.environ.get(prefix + "HANG_ON"):
        mark = os.environ.get(prefix + "HANG_MARK")
        if mark:
            Path(mark).touch()
        time.sleep(3600)
    if path.name == os.environ.get(prefix + "EXHAUST_ON"):
        blocks = []
        while len(blocks) * BLOCK < GIVE_UP_BYTES:
            blocks.append(bytearray(BLOCK))
        raise RuntimeError("allocated 4 GiB without hitting the memory cap")
    if path.name == os.environ.get(prefix + "CRASH_ON"):
        os.kill(os.getpid(), signal.SIGSEGV)
