"""A command line that answers at once: help and the catalogue load none of the heavy libraries.

Each probe runs in a fresh interpreter and reads `sys.modules` after the command ran, so what
other tests imported cannot hide an import. The timing itself is measured by `bench/cli.py`.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.shared_paths import REPO_ROOT

HEAVY = ("pypdf", "pptx", "numba", "textual")
PROBE = """
import contextlib, io, json, sys
from auditor.cli.main import main
with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
    code = main(sys.argv[1:])
heavy = {heavy!r}
print(json.dumps({{"code": code, "loaded": sorted({{m.split(".")[0] for m in sys.modules}} & set(heavy))}}))
"""


def _run(*argv: str) -> dict:
    result = subprocess.run(
        [sys.executable, "-c", PROBE.format(heavy=HEAVY), *argv],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize(
    "argv",
    [
        ["--help"],
        ["flags"],
        ["flags", "--format", "json"],
        ["audit", "--help"],
        ["review", "--help"],
        ["replay", "--help"],
        ["results", "--help"],
        ["annotate", "--help"],
    ],
    ids=" ".join,
)
def test_answers_without_loading_readers_kernels_or_textual(argv: list[str]) -> None:
    outcome = _run(*argv)
    assert outcome["code"] == 0
    assert outcome["loaded"] == []


def test_the_probe_sees_the_readers_when_a_deck_is_audited(tmp_path: Path) -> None:
    deck = REPO_ROOT / "examples" / "fjord_edge_cameras.pptx"
    outcome = _run("audit", str(deck), "--timeout", "0", "--no-results", "--no-replay")
    assert outcome["code"] == 0
    assert "pptx" in outcome["loaded"]
