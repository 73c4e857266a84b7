"""Time deckaudit's extraction and claim finding against the bare library pass on the same files.

Usage: python bench/extract.py [--reps N] [--slides N] [--profile] [--json]

For the example decks in examples/ and a generated deck of --slides slides (the PPTX and its
LibreOffice PDF export), each repetition times, in the same run and in alternating order:

- full: `read_deck` (sniffing, hashing, pre-flight, positions, layout, visibility) + `find_claims`
- bare: pypdf `PdfReader` + `extract_text()` on every page; python-pptx `Presentation` + walking
  every text frame, including groups, tables, chart titles and speaker notes.

It prints min and median per file, and the ratio full / bare per format and overall (sums of the
per-file medians). The target is a ratio of at most 1.5. Each file also gets a spread (the
interquartile range over the median) and the run the load average before and after, so that a
shared machine's noise shows. --profile prints a cProfile of the full pass over every file
instead.
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
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pptx import Presentation
from pptx.enum.shapes import MSO_SHAPE_TYPE
from pypdf import PdfReader

from examples.deck_builders import export_pdf, soffice_path, write_long_pptx
from extractors import find_claims, read_deck
from extractors.claims import clear_text_caches
from extractors.sniff import PDF_MAGIC

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
TARGET_RATIO = 1.5


def full_pass(path: Path) -> int:
    """deckaudit's own reading and claim finding, with cold caches; returns the claim count."""
    clear_text_caches()  # every repetition pays for its look-ups, as a first audit would
    return len(find_claims(read_deck(path)))


def bare_pdf_pass(path: Path) -> int:
    """pypdf alone: the text of every page; returns the number of characters."""
    reader = PdfReader(str(path))
    return sum(len(page.extract_text() or "") for page in reader.pages)


def _shape_texts(shapes: Any) -> Iterator[str]:
    for shape in shapes:
        if shape.shape_type == MSO_SHAPE_TYPE.GROUP:
            yield from _shape_texts(shape.shapes)
        elif getattr(shape, "has_table", False) and shape.has_table:
            for row in shape.table.rows:
                for cell in row.cells:
                    yield cell.text_frame.text
        elif getattr(shape, "has_chart", False) and shape.has_chart:
            chart = shape.chart
            if chart.has_title:
                yield chart.chart_title.text_frame.text
        elif getattr(shape, "has_text_frame", False) and shape.has_text_frame:
            yield shape.text_frame.text


def bare_pptx_pass(path: Path) -> int:
    """python-pptx alone: every text frame, table cell, chart title and notes page."""
    prs = Presentation(str(path))
    total = 0
    for slide in prs.slides:
        total += sum(len(text) for text in _shape_texts(slide.shapes))
        if slide.has_notes_slide:
            total += len(slide.notes_slide.notes_text_frame.text)
    return total


def is_pdf(path: Path) -> bool:
    """Decide the format from the bytes, as deckaudit does."""
    with path.open("rb") as handle:
        return PDF_MAGIC in handle.read(1024)


@dataclass
class FileTiming:
    """Timings of one file over every repetition, in seconds."""

    path: Path
    kind: str
    full: list[float] = field(default_factory=list)
    bare: list[float] = field(default_factory=list)

    def summary(self) -> dict[str, Any]:
        """min and median of both passes, their ratio, and how much the repetitions spread."""
        full_med, bare_med = statistics.median(self.full), statistics.median(self.bare)
        return {
            "file": self.path.name,
            "kind": self.kind,
            "full_min_ms": round(min(self.full) * 1e3, 2),
            "full_median_ms": round(full_med * 1e3, 2),
            "bare_min_ms": round(min(self.bare) * 1e3, 2),
            "bare_median_ms": round(bare_med * 1e3, 2),
            "ratio": round(full_med / bare_med, 3),
            "ratio_of_minima": round(min(self.full) / min(self.bare), 3),
            "spread_pct": round(100 * max(_spread(self.full), _spread(self.bare)), 1),
        }


def _spread(samples: list[float]) -> float:
    """Interquartile range over the median: how noisy the machine was for these repetitions."""
    if len(samples) < 4:
        return 0.0
    q1, _, q3 = statistics.quantiles(samples, n=4)
    return (q3 - q1) / statistics.median(samples)


def _timed(run: Callable[[Path], int], path: Path) -> float:
    started = time.perf_counter()
    run(path)
    return time.perf_counter() - started


def time_files(files: list[Path], reps: int) -> list[FileTiming]:
    """Time both passes on every file, alternating which goes first, after one warm-up each."""
    timings = []
    for path in files:
        kind = "pdf" if is_pdf(path) else "pptx"
        bare = bare_pdf_pass if kind == "pdf" else bare_pptx_pass
        timing = FileTiming(path, kind)
        _timed(full_pass, path)
        _timed(bare, path)
        for rep in range(reps):
            order = [(timing.full, full_pass), (timing.bare, bare)]
            for bucket, run in order if rep % 2 == 0 else reversed(order):
                bucket.append(_timed(run, path))
        timings.append(timing)
    return timings


def totals(timings: list[FileTiming]) -> dict[str, dict[str, float]]:
    """Sums of per-file medians, per format and overall, with the ratio full / bare."""
    groups: dict[str, list[FileTiming]] = {"pdf": [], "pptx": [], "overall": list(timings)}
    for timing in timings:
        groups[timing.kind].append(timing)
    result = {}
    for name, members in groups.items():
        if not members:
            continue
        full = sum(statistics.median(t.full) for t in members)
        bare = sum(statistics.median(t.bare) for t in members)
        result[name] = {
            "full_ms": round(full * 1e3, 1),
            "bare_ms": round(bare * 1e3, 1),
            "ratio": round(full / bare, 3),
        }
    return result


def bench_files(scratch: Path, slides: int) -> tuple[list[Path], list[str]]:
    """The example decks, plus the generated deck and (when LibreOffice is there) its PDF."""
    notes = []
    files = sorted(p for p in EXAMPLES.iterdir() if p.suffix in (".pdf", ".pptx"))
    generated = write_long_pptx(scratch / f"generated_{slides}_slides.pptx", slides)
    files.append(generated)
    if soffice_path() is not None:
        files.append(export_pdf(generated, scratch))
    else:
        notes.append("LibreOffice (soffice) not found: the generated deck's PDF is left out")
    return files, notes


def profile(files: list[Path], top: int = 30) -> None:
    """Print where the full pass spends its time over every file."""
    profiler = cProfile.Profile()
    profiler.enable()
    for path in files:
        full_pass(path)
    profiler.disable()
    pstats.Stats(profiler).sort_stats("cumulative").print_stats(top)


def main(argv: list[str] | None = None) -> int:
    """Build the generated deck, time both passes, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=7, help="timed repetitions per file")
    parser.add_argument("--slides", type=int, default=60, help="slides in the generated deck")
    parser.add_argument("--profile", action="store_true", help="profile the full pass instead")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON only")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="deckaudit-bench-extract-") as scratch:
        files, notes = bench_files(Path(scratch), args.slides)
        if args.profile:
            profile(files)
            return 0
        load_before = os.getloadavg()[0]
        timings = time_files(files, max(args.reps, 1))
        load_after = os.getloadavg()[0]
    per_file = [t.summary() for t in timings]
    summary = totals(timings)
    if args.json:
        load = {"before": load_before, "after": load_after}
        report = {"files": per_file, "totals": summary, "notes": notes, "load_average": load}
        print(json.dumps(report, indent=2))
        return 0
    for note in notes:
        print(f"note: {note}")
    print(f"{args.reps} repetitions per file; times in ms (min / median)")
    print(f"load average before / after: {load_before:.2f} / {load_after:.2f}")
    print(f"{'file':44} {'kind':5} {'full':>17} {'bare':>17} {'ratio':>6} {'spread':>7}")
    for row in per_file:
        full = f"{row['full_min_ms']:.1f} / {row['full_median_ms']:.1f}"
        bare = f"{row['bare_min_ms']:.1f} / {row['bare_median_ms']:.1f}"
        print(
            f"{row['file']:44} {row['kind']:5} {full:>17} {bare:>17} {row['ratio']:6.2f} "
            f"{row['spread_pct']:6.1f}%"
        )
    print("spread: interquartile range over the median, the noisier of the two passes")
    print()
    for name, figures in summary.items():
        verdict = "ok" if figures["ratio"] <= TARGET_RATIO else f"above the {TARGET_RATIO}x target"
        print(
            f"{name:8} full {figures['full_ms']:8.1f} ms  bare {figures['bare_ms']:8.1f} ms  "
            f"ratio {figures['ratio']:.2f}  ({verdict})"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
