"""One deck from the command line: the same report in-process and in a worker forked from it."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.shared_paths import REPO_ROOT

DECK = REPO_ROOT / "examples" / "brightline_offline_headline.pptx"


def _audit(*options: str) -> dict:
    result = subprocess.run(
        [sys.executable, "-m", "auditor", "audit", str(DECK), "--no-results", *options],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert result.returncode in (0, 1), result.stderr
    report = json.loads(result.stdout)
    report["tool"].pop("created")
    return report


@pytest.mark.slow
def test_forked_worker_and_in_process_audit_agree() -> None:
    guarded = _audit()  # default --timeout: a worker forked after the imports
    direct = _audit("--timeout", "0")  # no time limit asked for: in this process
    assert guarded == direct
    assert guarded["deck"]["vendor"] and guarded["claims"]
