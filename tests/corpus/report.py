"""Print the audit's accuracy on the labelled corpus: claim recall, labels, flag precision/recall.

Usage: python -m tests.corpus.report [--keep DIR] [--json]   (from the repository root)

Builds the corpus decks of tests/corpus (PPTX with python-pptx, PDFs with LibreOffice and
reportlab), audits each one with the default rule-based options, and prints the figures, a
per-code confusion table and every mistake.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

from tests.corpus.build import build_corpus
from tests.corpus.runner import audit_corpus
from tests.corpus.scoring import format_report, score_corpus
from tests.corpus.specs import DECKS


def main(argv: list[str] | None = None) -> int:
    """Build, audit and score the corpus; print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keep", type=Path, help="build the decks into this folder and keep them")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON only")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="deckaudit-corpus-") as scratch:
        folder = args.keep or Path(scratch)
        started = time.perf_counter()
        files = build_corpus(folder, DECKS)
        built = time.perf_counter()
        scores = score_corpus(audit_corpus(DECKS, files))
        audited = time.perf_counter()
    if args.json:
        print(json.dumps(scores.summary(), indent=2))
        return 0
    claims = sum(len(deck.claims) for deck in DECKS)
    print(f"corpus: {len(DECKS)} decks, {claims} labelled claims")
    print(f"build {built - started:.1f} s, audit {audited - built:.1f} s")
    print(format_report(scores))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
