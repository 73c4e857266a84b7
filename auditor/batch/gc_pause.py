"""The garbage collector paused while a process loads what it keeps for its whole life.

Importing modules and warming caches allocates objects that live as long as the process. The
cyclic collector cannot free any of them, yet it walks them again and again as they pile up:
measured in a single-deck run, about 0.13 s of CPU in the replay worker (Numba's import and
first-call set-up: 294 collections) and about 0.02 s in the command before it forks. Pausing it
skips that work; freezing the survivors afterwards (`gc.freeze`) keeps later collections from
walking them too. Only blocks that load code and fixed data belong here, never a deck's audit:
cycles made from hostile input must still be collected.
"""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Iterator


@contextlib.contextmanager
def collection_paused() -> Iterator[None]:
    """Run the block with the cyclic collector off, then freeze what exists and resume it."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if enabled:
            gc.enable()
