"""A short run of the mutation fuzz (bench/fuzz.py): both readers, no crash, no hang."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.shared_paths import REPO_ROOT

REPO = REPO_ROOT
FUZZ_SECONDS = 20


def test_short_fuzz_finds_no_crash() -> None:
    completed = subprocess.run(
        [sys.executable, str(REPO / "bench" / "fuzz.py"), "--seconds", str(FUZZ_SECONDS), "--json"],
        capture_output=True,
        text=True,
        timeout=FUZZ_SECONDS + 120,
        cwd=REPO,
    )
    figures = json.loads(completed.stdout)
    assert figures["crashes"] == [], json.dumps(figures["crashes"], indent=2)[:4000]
    assert completed.returncode == 0
    assert figures["cases"] >= 100, "the fuzz ran too few cases to mean anything"
    kinds = {Path(name).suffix for name in figures["seeds"]}
    assert ".pdf" in kinds and kinds & {".pptx", ".pptm"}, "both readers are fuzzed"
    assert figures["outcomes"].get("read", 0) > 0, "some mutants still read: the fuzz goes deep"
