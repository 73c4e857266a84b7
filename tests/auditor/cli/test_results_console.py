"""The installed console command: `python -m auditor results ...` in a fresh process."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.reference_data import FIXTURES as MLPERF
from tests.shared_paths import REPO_ROOT

REPO = REPO_ROOT


def test_the_console_command_uses_the_xdg_data_directory(tmp_path: Path) -> None:
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "data"), "PYTHONPATH": str(REPO)}
    imported = subprocess.run(
        [sys.executable, "-m", "auditor", "results", "import", str(MLPERF)],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=120,
        check=False,
    )
    assert imported.returncode == 0, imported.stderr
    assert (tmp_path / "data" / "deckaudit" / "results.sqlite3").is_file()
    found = subprocess.run(
        [
            sys.executable,
            "-m",
            "auditor",
            "results",
            "search",
            "--id",
            "v4.1-0002",
            "--format",
            "json",
        ],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=120,
        check=False,
    )
    assert found.returncode == 0, found.stderr
    values = {(r["model"], r["scenario"]): r["value"] for r in json.loads(found.stdout)["results"]}
    assert values[("llama2-70b-99", "offline")] == 23514.8
    assert values[("llama2-70b-99", "server")] == 21028.2
