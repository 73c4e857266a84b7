"""Batch throughput: 40 example decks audited with --jobs 1 and --jobs 2 in the same run.

Run: `python bench/batch.py [--decks 40] [--rounds 2] [--json out.json]`. The decks are copies of
`examples/*.pptx|pdf`, so every deck is a real audit (reading, labels, checks, results database,
replay). A first, untimed batch starts the fork server and warms it; then each setting is timed
`--rounds` times, alternating, and the fastest run of each counts. The target on a two-core
machine is a speed-up of at least 1.7x.

Other work on the machine caps any speed-up, so the bench also measures the machine's own
ceiling: the same pure-Python CPU loop run twice in one process and once in each of two
processes. A contended machine shows a ceiling under 2x, and the batch cannot beat it.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from auditor.audit import AuditOptions  # noqa: E402
from auditor.batch.runner import run_batch  # noqa: E402

EXAMPLES = REPO / "examples"
TARGET_SPEEDUP = 1.7


def make_decks(folder: Path, count: int) -> list[Path]:
    """`count` deck files, cycling through the example decks."""
    sources = sorted(p for p in EXAMPLES.iterdir() if p.suffix in (".pptx", ".pdf"))
    decks = []
    for index in range(count):
        source = sources[index % len(sources)]
        target = folder / f"{index:03d}_{source.name}"
        shutil.copyfile(source, target)
        decks.append(target)
    return decks


def _burn(steps: int) -> int:
    total = 0
    for step in range(steps):
        total += step * step
    return total


def machine_ceiling(steps: int = 10_000_000) -> float:
    """How much faster two processes finish two equal CPU loops than one process does."""
    started = time.perf_counter()
    _burn(steps)
    _burn(steps)
    serial = time.perf_counter() - started
    context = multiprocessing.get_context("fork")
    started = time.perf_counter()
    with context.Pool(2) as pool:
        pool.map(_burn, [steps, steps])
    parallel = time.perf_counter() - started
    return serial / parallel


def timed_batch(decks_dir: Path, out_dir: Path, jobs: int) -> float:
    """Seconds for one full batch (every deck audited, reports and summary written)."""
    started = time.perf_counter()
    result = run_batch([decks_dir], out_dir, AuditOptions(), jobs=jobs, force=True)
    elapsed = time.perf_counter() - started
    assert all(o.status == "audited" for o in result.outcomes), "a deck failed in the bench"
    return elapsed


def main() -> int:
    """Run the bench and print seconds per setting and the speed-up."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decks", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--json", type=Path, default=None, help="also write the figures here")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="deckaudit-bench-") as tmp:
        root = Path(tmp)
        decks_dir = root / "decks"
        decks_dir.mkdir()
        make_decks(decks_dir, args.decks)
        timed_batch(decks_dir, root / "warm", jobs=2)  # fork server start-up and warm-up
        times: dict[int, list[float]] = {1: [], 2: []}
        ceilings = []
        for _ in range(args.rounds):
            ceilings.append(machine_ceiling())
            for jobs in (1, 2):
                times[jobs].append(timed_batch(decks_dir, root / f"out{jobs}", jobs))
    best = {jobs: min(runs) for jobs, runs in times.items()}
    speedup = best[1] / best[2]
    figures = {
        "decks": args.decks,
        "cores": len(os.sched_getaffinity(0)),
        "seconds_jobs1": [round(t, 3) for t in times[1]],
        "seconds_jobs2": [round(t, 3) for t in times[2]],
        "decks_per_second_jobs1": round(args.decks / best[1], 2),
        "decks_per_second_jobs2": round(args.decks / best[2], 2),
        "speedup": round(speedup, 2),
        "target": TARGET_SPEEDUP,
        "machine_ceiling": [round(c, 2) for c in ceilings],
        "load_average_1min": round(os.getloadavg()[0], 2),
    }
    print(json.dumps(figures, indent=2))
    print(
        f"speed-up with 2 jobs: {speedup:.2f}x (target >= {TARGET_SPEEDUP}x); the machine's "
        f"own two-process ceiling during the run: {max(ceilings):.2f}x"
    )
    if args.json:
        args.json.write_text(json.dumps(figures, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
