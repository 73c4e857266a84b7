"""Time the audit's own work after reading (labelling and checking) against the reading itself.

Usage: python bench/audit_cost.py [--reps N] [--slides N] [--no-pdf] [--profile] [--json]

For the example decks in examples/ and a generated deck of --slides slides (the PPTX and, when
LibreOffice is there, its PDF export), each file is read once (`read_deck` + `find_claims`) and
then, in every repetition and in alternating order, timed twice:

- read: `read_deck` + `find_claims` with cold caches, as a first audit pays for them;
- audit: `check_loaded_deck` on the deck read once (labels, claim checks, deck-wide checks),
  with the labels' per-text caches cleared, so each repetition is a first audit too.

It prints the median of each per file and the ratio audit / read, per file and overall (sums of
the per-file medians): the ratio does not depend on the machine's speed, so runs on different
machines compare. --profile prints the top costs of the audit part instead (reading excluded).
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from auditor.audit import AuditOptions, check_loaded_deck
from auditor.labels.signals import clear_caches
from examples.deck_builders import export_pdf, soffice_path, write_long_pptx
from extractors import Claim, Deck, find_claims, read_deck
from extractors.claims import clear_text_caches

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
OPTIONS = AuditOptions()


def read_pass(path: Path) -> tuple[Deck, list[Claim]]:
    """Reading and claim finding with cold caches."""
    clear_text_caches()
    deck = read_deck(path)
    return deck, find_claims(deck)


def audit_pass(deck: Deck, claims: list[Claim]) -> int:
    """Labelling and checking of a deck already read; returns the number of flags."""
    clear_caches()
    report = check_loaded_deck(deck, OPTIONS, claims=claims).report
    return len(report.deck_flags) + sum(len(c.flags) for c in report.claims)


@dataclass
class FileTiming:
    """Both passes' times over every repetition for one file, in seconds."""

    path: Path
    read: list[float] = field(default_factory=list)
    audit: list[float] = field(default_factory=list)

    def summary(self) -> dict[str, Any]:
        """Medians and their ratio audit / read."""
        read, audit = statistics.median(self.read), statistics.median(self.audit)
        return {
            "file": self.path.name,
            "read_median_ms": round(read * 1e3, 2),
            "audit_median_ms": round(audit * 1e3, 2),
            "audit_min_ms": round(min(self.audit) * 1e3, 2),
            "ratio": round(audit / read, 3),
        }


def _timed(run: Callable[[], object]) -> float:
    started = time.perf_counter()
    run()
    return time.perf_counter() - started


def time_files(files: list[Path], reps: int) -> list[FileTiming]:
    """Time both passes on every file, alternating which goes first, after one warm-up each."""
    timings = []
    for path in files:
        deck, claims = read_pass(path)
        audit_pass(deck, claims)
        timing = FileTiming(path)
        order: list[tuple[list[float], Callable[[], object]]] = [
            (timing.read, lambda p=path: read_pass(p)),
            (timing.audit, lambda d=deck, c=claims: audit_pass(d, c)),
        ]
        for rep in range(reps):
            for bucket, run in order if rep % 2 == 0 else reversed(order):
                bucket.append(_timed(run))
        timings.append(timing)
    return timings


def overall(timings: list[FileTiming]) -> dict[str, float]:
    """Sums of the per-file medians and their ratio."""
    read = sum(statistics.median(t.read) for t in timings)
    audit = sum(statistics.median(t.audit) for t in timings)
    return {
        "read_ms": round(read * 1e3, 1),
        "audit_ms": round(audit * 1e3, 1),
        "ratio": round(audit / read, 3),
    }


def bench_files(scratch: Path, slides: int, with_pdf: bool) -> list[Path]:
    """The example decks, the generated deck and (when asked and possible) its PDF export."""
    files = sorted(p for p in EXAMPLES.iterdir() if p.suffix in (".pdf", ".pptx"))
    generated = write_long_pptx(scratch / f"generated_{slides}_slides.pptx", slides)
    files.append(generated)
    if with_pdf and soffice_path() is not None:
        files.append(export_pdf(generated, scratch))
    return files


def profile(files: list[Path], top: int) -> None:
    """Print the audit part's top costs (internal time) over every file, reading excluded."""
    read = [read_pass(path) for path in files]
    for deck, claims in read:
        audit_pass(deck, claims)  # imports and compiled patterns are not the audit's cost
    profiler = cProfile.Profile()
    profiler.enable()
    for deck, claims in read:
        audit_pass(deck, claims)
    profiler.disable()
    pstats.Stats(profiler).sort_stats("tottime").print_stats(top)


def main(argv: list[str] | None = None) -> int:
    """Build the generated deck, time both passes, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=5, help="timed repetitions per file")
    parser.add_argument("--slides", type=int, default=60, help="slides in the generated deck")
    parser.add_argument("--no-pdf", action="store_true", help="leave out the PDF export")
    parser.add_argument("--profile", action="store_true", help="profile the audit part instead")
    parser.add_argument("--top", type=int, default=20, help="functions the profile lists")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON only")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="deckaudit-audit-cost-") as scratch:
        files = bench_files(Path(scratch), args.slides, not args.no_pdf)
        if args.profile:
            profile(files, args.top)
            return 0
        load = os.getloadavg()[0]
        timings = time_files(files, args.reps)
    result = {
        "files": [t.summary() for t in timings],
        "overall": overall(timings),
        "reps": args.reps,
        "load_before_after": [round(load, 2), round(os.getloadavg()[0], 2)],
    }
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    print(f"{'file':44} {'read ms':>9} {'audit ms':>9} {'ratio':>7}")
    for row in result["files"]:
        print(
            f"{row['file']:44} {row['read_median_ms']:9.1f} {row['audit_median_ms']:9.1f}"
            f" {row['ratio']:7.3f}"
        )
    total = result["overall"]
    print(
        f"{'overall (sum of medians)':44} {total['read_ms']:9.1f} {total['audit_ms']:9.1f}"
        f" {total['ratio']:7.3f}"
    )
    print(f"load average before/after: {result['load_before_after']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
