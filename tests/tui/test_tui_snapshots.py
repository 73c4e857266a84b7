"""Snapshots of the start, review and detail screens at a fixed terminal size.

Update them after an intended change with `pytest tests/test_tui_snapshots.py --snapshot-update`.
Decks are built fresh in a temporary folder that becomes the working directory, so no path that
changes between runs reaches the screen.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.audit import AuditOptions
from examples.deck_builders import bullet_deck
from tests.tui.test_tui_pilot import audited
from tui.app import ReviewApp

TERMINAL = (140, 44)
OPTIONS = AuditOptions(use_default_results_db=False)


@pytest.fixture
def workdir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    bullet_deck(Path("decks") / "acme_chat.pptx")
    (Path("decks") / "readme.txt").write_text("not a deck; the browser hides it")
    return tmp_path


def make_app(deck: Path | None, workdir: Path) -> ReviewApp:
    return ReviewApp(deck, state_dir=workdir / "state", options=OPTIONS, browse_root=Path("decks"))


def test_start_screen(snap_compare, workdir: Path) -> None:
    assert snap_compare(make_app(None, workdir), terminal_size=TERMINAL)


def test_review_screen(snap_compare, workdir: Path) -> None:
    async def walk(pilot) -> None:
        await audited(pilot)
        await pilot.press("c")  # confirm the first finding of the first claim
        await pilot.pause()
        pilot.app.clear_notifications()  # toasts expire on a timer; keep the snapshot stable
        await pilot.pause()

    app = make_app(Path("decks") / "acme_chat.pptx", workdir)
    assert snap_compare(app, terminal_size=TERMINAL, run_before=walk)


def test_detail_screen_with_replay(snap_compare, workdir: Path) -> None:
    async def open_throughput_claim(pilot) -> None:
        screen = await audited(pilot)
        screen.query_one("#claims").move_to("p2-1")
        await pilot.pause()
        await pilot.press("z")  # detail at full width
        await pilot.pause()
        screen.query_one("#detail").scroll_end(animate=False)
        await pilot.pause()

    app = make_app(Path("decks") / "acme_chat.pptx", workdir)
    assert snap_compare(app, terminal_size=TERMINAL, run_before=open_throughput_claim)
