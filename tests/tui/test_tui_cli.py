"""`deckaudit review` on the command line: registered, and refusing to run without a terminal."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from auditor.cli.main import build_parser
from tests.shared_paths import REPO_ROOT

ROOT = REPO_ROOT


def test_review_is_a_sub_command() -> None:
    args = build_parser().parse_args(["review", "decks/talk.pptx", "--review-dir", "out"])
    assert args.command == "review"
    assert args.path == Path("decks/talk.pptx")
    assert args.review_dir == Path("out")


def test_review_without_a_terminal_says_so_and_exits_2(tmp_path: Path) -> None:
    for module in (["auditor", "review"], ["tui"]):
        result = subprocess.run(
            [sys.executable, "-m", *module, str(tmp_path / "talk.pptx")],
            cwd=ROOT,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert result.returncode == 2
        assert "needs an interactive terminal" in result.stderr
