"""Deck reading and claim finding: PDF and PPTX into one Deck model, then benchmark claims.

This package imports nothing else of the project. What other packages may use is listed in
`__all__`: the deck model, the readers, the claim finder and the text helpers the audit's checks
share with it; everything else is internal.
"""

from extractors.benchmark_names import MODEL_MENTION, find_benchmarks
from extractors.claims import (
    MLPERF_WORDS,
    RESULT_ID,
    find_claims,
    find_round,
    has_benchmark_context,
    split_sentences,
)
from extractors.deck_reader import file_sha256, read_deck
from extractors.hidden_text import reveal_hidden_unicode
from extractors.limits import ReadLimits
from extractors.metrics import BARE_NUMBER, THROUGHPUT_UNITS, find_metrics
from extractors.models import (
    BBox,
    Block,
    BlockRole,
    Claim,
    ClaimContext,
    Deck,
    DeckKind,
    DeckReadError,
    Location,
    Metric,
    Page,
)
from extractors.sniff import sniff_kind

__all__ = [
    "BARE_NUMBER",
    "MLPERF_WORDS",
    "MODEL_MENTION",
    "RESULT_ID",
    "THROUGHPUT_UNITS",
    "BBox",
    "Block",
    "BlockRole",
    "Claim",
    "ClaimContext",
    "Deck",
    "DeckKind",
    "DeckReadError",
    "Location",
    "Metric",
    "Page",
    "ReadLimits",
    "file_sha256",
    "find_benchmarks",
    "find_claims",
    "find_metrics",
    "find_round",
    "has_benchmark_context",
    "read_deck",
    "reveal_hidden_unicode",
    "sniff_kind",
    "split_sentences",
]
