"""A test double loaded into batch workers through DECKAUDIT_WORKER_HOOK=tests.auditor.batch.batch_hook.

It misbehaves on the deck whose file name a variable names, standing in for an extractor that
hangs, one that eats memory, and one that kills its process:

- DECKAUDIT_TEST_HANG_ON=<name>: sleep far longer than any test's per-deck timeout (first touching
  the file DECKAUDIT_TEST_HANG_MARK names, when set, so a test knows the worker is inside);
- DECKAUDIT_TEST_EXHAUST_ON=<name>: allocate 64 MiB blocks until the memory cap stops it
  (it gives up at 4 GiB, so a missing cap fails the test instead of the machine);
- DECKAUDIT_TEST_CRASH_ON=<name>: kill its own process with SIGSEGV.
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
    if path.name == os.environ.get("DECKAUDIT_TEST_HANG_ON"):
        mark = os.environ.get("DECKAUDIT_TEST_HANG_MARK")
        if mark:
            Path(mark).touch()
        time.sleep(3600)
    if path.name == os.environ.get("DECKAUDIT_TEST_EXHAUST_ON"):
        blocks = []
        while len(blocks) * BLOCK < GIVE_UP_BYTES:
            blocks.append(bytearray(BLOCK))
        raise RuntimeError("allocated 4 GiB without hitting the memory cap")
    if path.name == os.environ.get("DECKAUDIT_TEST_CRASH_ON"):
        os.kill(os.getpid(), signal.SIGSEGV)
