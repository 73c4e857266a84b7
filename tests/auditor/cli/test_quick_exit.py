"""`python -m auditor replay` leaves with `os._exit`: its output and exit code must survive that.

Each run is a fresh interpreter writing to a pipe, block-buffered (PYTHONUNBUFFERED is dropped),
so output that was not flushed before the quick exit would be missing here.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.shared_paths import REPO_ROOT


def _deckaudit(*argv: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    return subprocess.run(
        [sys.executable, "-m", "auditor", *argv],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=False,
    )


def test_replay_output_and_code_survive_the_quick_exit(tmp_path: Path) -> None:
    samples = tmp_path / "svc.csv"
    samples.write_text("ms\n" + "\n".join(f"{1 + (i % 7) * 0.25:.2f}" for i in range(300)) + "\n")
    result = _deckaudit(
        "replay", "--samples", str(samples), "--queries", "2000", "--bound-ms", "5",
        "--format", "json",
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert len(report["points"]) == 5
    assert report["points"][0]["p99_ms"] > 0


def test_replay_error_message_and_exit_2_survive_the_quick_exit(tmp_path: Path) -> None:
    result = _deckaudit("replay", "--samples", str(tmp_path / "missing.csv"))
    assert result.returncode == 2
    assert result.stderr.startswith("deckaudit: replay:")
    assert result.stdout == ""
