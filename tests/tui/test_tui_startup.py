"""The start screen is drawn without loading the deck readers, the audit or numba."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.shared_paths import REPO_ROOT

REPO = REPO_ROOT

DRAW_START_SCREEN = """
import asyncio, sys
from pathlib import Path

from tests.shared_paths import REPO_ROOT
from tui.app import ReviewApp

async def main():
    app = ReviewApp(None, state_dir=Path(sys.argv[1]), browse_root=Path(sys.argv[1]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert type(app.screen).__name__ == "StartScreen"
        assert app.screen.query_one("#recent")
    heavy = ("pptx", "pypdf", "numba", "numpy", "kernels", "lxml", "plotext", "markdown_it")
    loaded = sorted(
        m for m in sys.modules
        if m.split(".")[0] in heavy
        or m in ("extractors.pptx_reader", "extractors.pdf_reader",
                 "auditor.audit", "tui.screens.review", "tui.screens.help",
                 "tui.screens.folder")
    )
    print("LOADED", loaded)

asyncio.run(main())
"""


def test_start_screen_draws_without_deck_readers_or_numba(tmp_path: Path) -> None:
    proc = subprocess.run(
        [sys.executable, "-c", DRAW_START_SCREEN, str(tmp_path)],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert "LOADED []" in proc.stdout, proc.stdout


def test_the_check_sees_the_readers_once_a_deck_module_is_imported(tmp_path: Path) -> None:
    code = DRAW_START_SCREEN.replace(
        "import asyncio, sys", "import asyncio, sys, extractors.pptx_reader"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path)],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert "'pptx'" in proc.stdout and "extractors.pptx_reader" in proc.stdout
