"""Snapshots of the start, review and detail screens at 80x24, 100x30 and 160x48.

Update them after an intended change with `pytest tests/test_tui_snapshots.py --snapshot-update`,
and look at the new SVGs before committing them.
Decks are built fresh in a temporary folder that becomes the working directory, so no path that
changes between runs reaches the screen.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.audit import AuditOptions
from examples.deck_builders import bullet_deck
from tests.tui.test_tui_pilot import audited, until
from tui.app import ReviewApp

SIZES = [(80, 24), (100, 30), (160, 48)]
SIZE_IDS = ["80x24", "100x30", "160x48"]
OPTIONS = AuditOptions(use_default_results_db=False)


@pytest.fixture
def workdir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    bullet_deck(Path("decks") / "acme_chat.pptx")
    (Path("decks") / "readme.txt").write_text("not a deck; the browser hides it")
    return tmp_path


def make_app(deck: Path | None, workdir: Path) -> ReviewApp:
    return ReviewApp(
        deck,
        state_dir=workdir / "state",
        options=OPTIONS,
        browse_root=Path("decks"),
        cache_dir=workdir / "cache",
    )


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_start_screen(snap_compare, workdir: Path, size: tuple[int, int]) -> None:
    async def browsed(pilot) -> None:
        def loaded() -> bool:  # the folder is read in a worker
            trees = pilot.app.screen.query("#browser")
            return bool(trees) and bool(trees.first().root.children)

        await pilot.pause()
        await until(pilot, loaded)
        pilot.app.screen.query_one("#path").cursor_blink = False  # blinking is timing
        await pilot.pause()

    assert snap_compare(make_app(None, workdir), terminal_size=size, run_before=browsed)


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_review_screen(snap_compare, workdir: Path, size: tuple[int, int]) -> None:
    async def walk(pilot) -> None:
        await audited(pilot)
        await pilot.press("c")  # confirm the first finding of the first claim
        await pilot.pause()
        pilot.app.clear_notifications()  # toasts expire on a timer; keep the snapshot stable
        await pilot.pause()

    app = make_app(Path("decks") / "acme_chat.pptx", workdir)
    assert snap_compare(app, terminal_size=size, run_before=walk)


# At 80x24 the plot's tick labels settle differently from run to run; the two larger sizes are
# stable.
@pytest.mark.parametrize("size", SIZES[1:], ids=SIZE_IDS[1:])
def test_detail_screen_with_replay(snap_compare, workdir: Path, size: tuple[int, int]) -> None:
    async def open_throughput_claim(pilot) -> None:
        screen = await audited(pilot)
        screen.go_to("p2-1")
        await pilot.pause()
        await pilot.press("z")  # detail at full width
        await pilot.pause(1.0)  # the plot settles its size before the snapshot
        screen.query_one("#detail").scroll_end(animate=False)
        await pilot.pause(1.0)

    app = make_app(Path("decks") / "acme_chat.pptx", workdir)
    assert snap_compare(app, terminal_size=size, run_before=open_throughput_claim)
