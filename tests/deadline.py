"""One alarm for the tests that prove a pattern or reader stays linear on hostile text.

Each such test runs its work under `deadline(seconds, what)`, far above the work's normal cost, so
only code that backtracks or loops without bound can trip it. SIGALRM: main thread, POSIX only.
"""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def deadline(seconds: int, what: str = "a pattern") -> Iterator[None]:
    """Raise TimeoutError inside the block once `seconds` have passed; restore the old handler."""

    def _expired(*_: object) -> None:
        raise TimeoutError(f"{what}: over {seconds} s on hostile text")

    previous = signal.signal(signal.SIGALRM, _expired)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
