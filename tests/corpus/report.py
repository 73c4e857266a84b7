"""Print the audit's accuracy on the labelled corpus, tune, held-out and fresh parts apart.

Usage: python -m tests.corpus.report [--part tune|heldout|fresh|both|all] [--keep DIR] [--json]
(from the repository root)

Builds the corpus decks of tests/corpus (PPTX with python-pptx, PDFs with LibreOffice and
reportlab), audits each one with the default rule-based options, and prints each part's figures
and per-code confusion table. Only the tune part lists its mistakes: the held-out part
(tests/corpus/heldout) is never tuned on, so only its aggregate figures are printed, and the same
holds for the fresh part (tests/corpus/fresh) until a later round moves it into the tune part.
`both` is tune and held-out; `all` (the default) adds the fresh part.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

from tests.corpus.build import build_corpus
from tests.corpus.parts import FRESH_DECKS, HELDOUT_DECKS, TUNE_DECKS
from tests.corpus.runner import audit_corpus
from tests.corpus.scoring import corpus_size, format_report, score_corpus

PARTS = {"tune": TUNE_DECKS, "heldout": HELDOUT_DECKS, "fresh": FRESH_DECKS}
GROUPS = {"both": ("tune", "heldout"), "all": ("tune", "heldout", "fresh")}


def main(argv: list[str] | None = None) -> int:
    """Build, audit and score the chosen parts of the corpus; print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--part", choices=(*PARTS, *GROUPS), default="all")
    parser.add_argument("--keep", type=Path, help="build the decks into this folder and keep them")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON only")
    args = parser.parse_args(argv)
    names = GROUPS.get(args.part, (args.part,))
    output: dict[str, dict] = {}
    with tempfile.TemporaryDirectory(prefix="deckaudit-corpus-") as scratch:
        folder = args.keep or Path(scratch)
        for name in names:
            decks = PARTS[name]
            started = time.perf_counter()
            files = build_corpus(folder, decks)
            built = time.perf_counter()
            scores = score_corpus(audit_corpus(decks, files))
            audited = time.perf_counter()
            size = corpus_size(decks)
            output[name] = {"size": size, **scores.summary(), "distractors": scores.distractors}
            if args.json:
                continue
            print(
                f"== {name} part: {size['decks']} decks, {size['claims']} graded claims, "
                f"{size['must_not_fire']} must-not-fire checks"
            )
            print(f"build {built - started:.1f} s, audit {audited - built:.1f} s")
            print(format_report(scores, mistakes=name == "tune"))
            print()
    if args.json:
        print(json.dumps(output, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
