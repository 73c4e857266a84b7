"""Deck reading and claim finding: PDF and PPTX into one Deck model, then benchmark claims.

This package imports nothing else of the project. What other packages may use is listed in
`__all__`: the deck model, the readers, the claim finder and the text helpers the audit's checks
share with it, the causes of unreadable decks, the marks deckaudit puts on its annotated copies;
everything else is internal.

`read_deck` and `file_sha256` load on first use: they bring in pypdf and python-pptx, which a
command that only prints (`deckaudit flags`, `--help`) must not pay for. The claim finder and its
text helpers load on first use too: they compile a few dozen patterns, which the processes that
only handle reports (the command line's own, the replay worker) need not pay for.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from extractors.errors import (
    AuditFailedError,
    Cause,
    DamagedDeckError,
    DeckReadError,
    FileAccessError,
    LockedDeckError,
    NotADeckError,
    OverLimitError,
    RefusedDeckError,
    WrongPasswordError,
)
from extractors.limits import ReadLimits
from extractors.models import (
    BBox,
    Block,
    BlockRole,
    Claim,
    ClaimContext,
    Deck,
    DeckKind,
    GarbledFont,
    Location,
    Metric,
    Page,
)
from extractors.sniff import sniff_kind
from extractors.tool_marks import NOTES_END, NOTES_START, PDF_MARK_KEY, TOOL_MARK

if TYPE_CHECKING:
    from extractors.benchmark_names import MODEL_MENTION, SIZED_MODEL, find_benchmarks
    from extractors.claims import (
        MLPERF_WORDS,
        RANK_WORDS,
        RESULT_ID,
        find_claims,
        find_round,
        has_benchmark_context,
        split_sentences,
        written_versions,
    )
    from extractors.deck_reader import file_sha256, load_readers, read_deck
    from extractors.hidden_text import reveal_hidden_unicode, strip_invisible
    from extractors.metrics import BARE_NUMBER, PERIOD_RATE_UNITS, find_metrics
    from extractors.units import LATENCY_METRIC_NAMES, THROUGHPUT_UNITS

_LAZY = {
    **dict.fromkeys(("read_deck", "file_sha256", "load_readers"), "extractors.deck_reader"),
    **dict.fromkeys(
        ("MODEL_MENTION", "SIZED_MODEL", "find_benchmarks"), "extractors.benchmark_names"
    ),
    **dict.fromkeys(
        (
            "MLPERF_WORDS",
            "RANK_WORDS",
            "RESULT_ID",
            "find_claims",
            "find_round",
            "has_benchmark_context",
            "split_sentences",
            "written_versions",
        ),
        "extractors.claims",
    ),
    "reveal_hidden_unicode": "extractors.hidden_text",
    "strip_invisible": "extractors.hidden_text",
    **dict.fromkeys(("BARE_NUMBER", "PERIOD_RATE_UNITS", "find_metrics"), "extractors.metrics"),
    **dict.fromkeys(("LATENCY_METRIC_NAMES", "THROUGHPUT_UNITS"), "extractors.units"),
}


def __getattr__(name: str) -> Any:
    """Load the deck reader, the claim finder or a text helper on the first use of its name."""
    if name not in _LAZY:
        raise AttributeError(f"module 'extractors' has no attribute {name!r}")
    value = getattr(importlib.import_module(_LAZY[name]), name)
    globals()[name] = value
    return value


__all__ = [
    "BARE_NUMBER",
    "LATENCY_METRIC_NAMES",
    "MLPERF_WORDS",
    "MODEL_MENTION",
    "NOTES_END",
    "NOTES_START",
    "PDF_MARK_KEY",
    "PERIOD_RATE_UNITS",
    "RANK_WORDS",
    "RESULT_ID",
    "SIZED_MODEL",
    "THROUGHPUT_UNITS",
    "TOOL_MARK",
    "AuditFailedError",
    "BBox",
    "Block",
    "BlockRole",
    "Cause",
    "Claim",
    "ClaimContext",
    "DamagedDeckError",
    "Deck",
    "DeckKind",
    "DeckReadError",
    "FileAccessError",
    "GarbledFont",
    "Location",
    "LockedDeckError",
    "Metric",
    "NotADeckError",
    "OverLimitError",
    "Page",
    "ReadLimits",
    "RefusedDeckError",
    "WrongPasswordError",
    "file_sha256",
    "find_benchmarks",
    "find_claims",
    "find_metrics",
    "find_round",
    "has_benchmark_context",
    "load_readers",
    "read_deck",
    "reveal_hidden_unicode",
    "sniff_kind",
    "split_sentences",
    "strip_invisible",
    "written_versions",
]
