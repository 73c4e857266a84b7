"""Imported once by a batch's fork server, so that every worker forked from it starts warm.

Importing this module imports what a worker needs and audits a tiny in-memory deck with an
Offline claim, which loads every Numba kernel of the replay from its cache. A worker forked
afterwards inherits all of it, instead of spending seconds of its first deck's time budget on
imports and kernel loading. Nothing is read from or written to disk beyond Numba's cache, and a
failed warm-up only costs speed.
"""

from __future__ import annotations

import contextlib

import auditor.batch.worker  # the worker's own imports
import auditor.labels.vendor
import auditor.results.check  # noqa: F401
from auditor.audit import AuditOptions, audit_loaded_deck
from extractors import Block, Deck, DeckKind, Location, Page, load_readers

WARM_UP_CLAIM = (
    "24,525 tokens/s on Llama 2 70B in the Offline scenario, Closed division, MLPerf Inference v4.1"
)
# A non-LLM Offline claim too: its estimate runs the batched-query kernels.
WARM_UP_BATCHED = "700,000 samples/s on ResNet-50 in the Offline scenario, MLPerf Inference v4.1"


def warm_up() -> None:
    """Audit a one-claim deck in memory so the replay kernels are loaded in this process."""
    deck = Deck(
        path="warm-up",
        kind=DeckKind.PPTX,
        sha256="",
        pages=[
            Page(
                number=1,
                title="Llama 2 70B results",
                blocks=[
                    Block(text=WARM_UP_CLAIM, location=Location(page=1)),
                    Block(text=WARM_UP_BATCHED, location=Location(page=1)),
                ],
            )
        ],
    )
    audit_loaded_deck(deck, AuditOptions(use_default_results_db=False))


load_readers()  # pypdf and python-pptx otherwise load when a deck of their kind arrives
with contextlib.suppress(Exception):
    warm_up()
