"""How fast the command line answers, beside baselines measured in the same run.

Usage: python bench/cli.py [--runs N] [--json FILE]

Times (median of N fresh processes, wall clock, and CPU time of the child) for:
`python -c pass`; `deckaudit --help` and `deckaudit flags`; the imports an audit cannot avoid
(`python -c "import numba, pypdf, pptx"`); a bare python-pptx open of a 3-slide deck, and a bare
pypdf open of its PDF export, each reading every text; and `deckaudit audit` of that deck with
default options. The targets: help and flags within 0.3 s, and one deck within the unavoidable
imports plus 0.5 s. On a loaded machine the wall clock wanders: read the CPU column too.

Every process runs with Python's bytecode cache on (PYTHONDONTWRITEBYTECODE is dropped), as an
installed deckaudit does: otherwise each run would compile deckaudit's modules from source
again (about 0.2 s), while the libraries of the baseline load theirs from the cache.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from examples.deck_builders import CHAT_SLIDES, bullet_deck, export_pdf, soffice_path  # noqa: E402

BARE_PPTX = """
import sys
from pptx import Presentation
deck = Presentation(sys.argv[1])
text = [shape.text_frame.text for slide in deck.slides for shape in slide.shapes
        if shape.has_text_frame]
assert text
"""
BARE_PDF = """
import sys
from pypdf import PdfReader
text = [page.extract_text() for page in PdfReader(sys.argv[1]).pages]
assert any(text)
"""


# The children's environment: the bytecode cache on, whatever this shell says.
CHILD_ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def timed(command: list[str], runs: int) -> dict[str, float]:
    """Median wall and CPU seconds of `runs` fresh processes running `command`."""
    walls, cpus = [], []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.perf_counter()
        result = subprocess.run(
            command, cwd=ROOT, env=CHILD_ENV, capture_output=True, text=True, check=False
        )
        walls.append(time.perf_counter() - started)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
        if result.returncode not in (0, 1):
            raise SystemExit(f"{' '.join(command)} failed:\n{result.stderr[-2000:]}")
    return {"wall_s": statistics.median(walls), "cpu_s": statistics.median(cpus)}


def deckaudit() -> list[str]:
    """The console script beside this interpreter, else `python -m auditor`."""
    script = Path(sys.executable).with_name("deckaudit")
    return [str(script)] if script.is_file() else [sys.executable, "-m", "auditor"]


def main(argv: list[str] | None = None) -> int:
    """Build the deck, time every command, print the table and the targets."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="processes per measurement")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args(argv)
    py, cli = sys.executable, deckaudit()
    with tempfile.TemporaryDirectory(prefix="deckaudit-bench-cli-") as scratch:
        folder = Path(scratch)
        pptx = bullet_deck(folder / "three_slides.pptx", CHAT_SLIDES)
        pdf = export_pdf(pptx, folder) if soffice_path() else None
        rows: dict[str, list[str]] = {
            "python -c pass": [py, "-c", "pass"],
            "deckaudit --help": [*cli, "--help"],
            "deckaudit flags": [*cli, "flags"],
            "import numba, pypdf, pptx": [py, "-c", "import numba, pypdf, pptx"],
            "bare python-pptx open (3 slides)": [py, "-c", BARE_PPTX, str(pptx)],
            "deckaudit audit deck.pptx": [*cli, "audit", str(pptx)],
        }
        if pdf is not None:
            rows["bare pypdf open (3 pages)"] = [py, "-c", BARE_PDF, str(pdf)]
            rows["deckaudit audit deck.pdf"] = [*cli, "audit", str(pdf)]
        for name in ("deckaudit audit deck.pptx", "deckaudit audit deck.pdf"):
            if name in rows:  # fills Numba's and Python's caches, like any second run
                timed(rows[name], 1)
        figures = {name: timed(command, args.runs) for name, command in rows.items()}
    base = figures["python -c pass"]
    imports = figures["import numba, pypdf, pptx"]
    print(f"{'command':36} {'wall s':>8} {'cpu s':>8} {'wall - pass':>12}")
    for name, got in figures.items():
        extra = got["wall_s"] - base["wall_s"]
        print(f"{name:36} {got['wall_s']:8.3f} {got['cpu_s']:8.3f} {extra:12.3f}")
    print()
    for name in ("deckaudit --help", "deckaudit flags"):
        got = figures[name]
        verdict = "ok" if got["wall_s"] <= 0.3 else "over"
        print(
            f"{name}: {got['wall_s']:.3f} s wall ({got['cpu_s']:.3f} s cpu), target 0.3 s: {verdict}"
        )
    for kind in ("pptx", "pdf"):
        name = f"deckaudit audit deck.{kind}"
        if name not in figures:
            continue
        extra = figures[name]["wall_s"] - imports["wall_s"]
        cpu_extra = figures[name]["cpu_s"] - imports["cpu_s"]
        verdict = "ok" if extra <= 0.5 else "over"
        print(
            f"{name}: imports + {extra:.3f} s wall (+{cpu_extra:.3f} s cpu), "
            f"target imports + 0.5 s: {verdict}"
        )
    if args.json:
        payload = {"runs": args.runs, "cpus": os.cpu_count(), "figures": figures}
        args.json.write_text(json.dumps(payload, indent=2) + "\n")
    load = os.getloadavg()[0]
    print(f"(load average {load:.1f} on {os.cpu_count()} CPUs: above 1 per CPU, timings stretch)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
