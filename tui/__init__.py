"""The Textual reviewer app: `deckaudit review [PATH]`.

This package is the only one that imports Textual; importing `tui` itself stays light so that
helpers such as `tui.paths` and `tui.recent` can be used without it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from auditor.audit import AuditOptions


def run_review(
    path: Path | None = None,
    *,
    review_dir: Path | None = None,
    state_dir: Path | None = None,
    options: AuditOptions | None = None,
) -> int:
    """Run the reviewer app until the user quits; returns the process exit code."""
    from tui.app import ReviewApp

    app = ReviewApp(path, review_dir=review_dir, state_dir=state_dir, options=options)
    app.run()
    return app.return_code or 0
