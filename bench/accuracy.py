"""The audit's accuracy on the labelled corpus: tune, held-out and fresh parts, side by side.

Runs `python -m tests.corpus.report` in a child process (the benches and the tests never import
each other) and prints, for each part, the figures issue 15 sets targets for beside the targets.
The tune part's mistakes are listed by `python -m tests.corpus.report --part tune`.

    python -m bench.accuracy [--json]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PARTS = ("tune", "heldout", "fresh")
TARGETS = {
    "claim_recall": 0.98,
    "label_accuracy.division": 0.97,
    "label_accuracy.scenario": 0.97,
    "label_accuracy.bucket": 0.97,
    "label_accuracy.workload": 0.95,
    "flag_recall": 0.92,
    "flag_precision": 0.97,
}


def corpus_figures() -> dict[str, dict]:
    """Every part's figures, as the corpus report prints them with `--json`."""
    done = subprocess.run(
        [sys.executable, "-m", "tests.corpus.report", "--part", "all", "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(done.stdout)


def table(figures: dict[str, dict]) -> str:
    """The targeted figures of each part in one table, with the distractors taken."""
    parts = [part for part in PARTS if part in figures]
    head = f"{'figure':<26}" + "".join(f"{part:>9}" for part in parts) + f"{'target':>9}"
    lines = [head]
    sizes = "".join(f"{figures[part]['size']['claims']:>9}" for part in parts)
    lines.append(f"{'graded claims':<26}{sizes}")
    for name, target in TARGETS.items():
        values = "".join(f"{figures[part][name]:>9.3f}" for part in parts)
        lines.append(f"{name:<26}{values}{target:>9.2f}")
    taken = "".join(f"{figures[part]['distractors']:>9}" for part in parts)
    lines.append(f"{'distractors taken':<26}{taken}{0:>9}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Build and audit the corpus, then print the table (or the raw figures with --json)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print every figure as JSON")
    args = parser.parse_args(argv)
    figures = corpus_figures()
    print(json.dumps(figures, indent=2) if args.json else table(figures))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
