"""The reviewer app driven by Textual's Pilot: open, audit, walk, decide, persist, export."""

from __future__ import annotations

import asyncio
import io
import json
import time
from pathlib import Path

import pytest
from pptx import Presentation
from rich.console import Console
from textual import events
from textual.message import Message
from textual.widgets import Input, Select

from auditor.audit import AuditOptions
from auditor.models import Decision
from auditor.review_store import ReviewStore, review_path_for
from examples.deck_builders import CHAT_SLIDES, broken_deck, bullet_deck
from tui.app import ReviewApp
from tui.items import open_findings
from tui.messages import AuditFinished, AuditProgressed, ClaimsPreviewed
from tui.screens.dialogs import ExportDialog, RelabelDialog, TextPrompt
from tui.screens.folder import FolderScreen
from tui.screens.help import HelpScreen
from tui.screens.review import ReviewScreen
from tui.screens.start import StartScreen
from tui.widgets.claim_detail import ClaimDetail
from tui.widgets.deck_header import DeckHeader

pytestmark = pytest.mark.anyio

SIZE = (150, 50)
OPTIONS = AuditOptions(use_default_results_db=False)


def make_app(tmp_path: Path, path: Path | None = None, **kwargs: object) -> ReviewApp:
    return ReviewApp(
        path,
        state_dir=tmp_path / "state",
        options=OPTIONS,
        browse_root=tmp_path,
        cache_dir=tmp_path / "cache",
        **kwargs,  # type: ignore[arg-type]
    )


async def audited(pilot, timeout: float = 90.0) -> ReviewScreen:
    """Wait until the review screen has its report."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        screen = pilot.app.screen
        if isinstance(screen, ReviewScreen) and screen.report is not None:
            await pilot.pause()
            return screen
        await asyncio.sleep(0.05)
    raise AssertionError(f"no finished audit; screen is {pilot.app.screen!r}")


async def until(pilot, condition, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("condition not met in time")
        await asyncio.sleep(0.05)
    await pilot.pause()


def plain(widget) -> str:
    """The text a Static shows, whatever kind of renderable it holds."""
    if isinstance(widget, DeckHeader):
        return widget.plain
    content = widget.content
    if hasattr(content, "plain"):
        return content.plain
    console = Console(width=300, record=True, file=io.StringIO())
    console.print(content)
    return console.export_text()


def detail_text(screen: ReviewScreen) -> str:
    detail = screen.query_one(ClaimDetail)
    return "\n".join(plain(w) for w in detail.query("Static") if w.display)


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    return bullet_deck(tmp_path / "decks" / "acme chat.pptx")


async def test_open_by_argument_shows_progress_then_claims(tmp_path: Path, deck: Path) -> None:
    seen: list[Message] = []
    app = make_app(tmp_path, deck)
    async with app.run_test(size=SIZE, message_hook=seen.append) as pilot:
        screen = await audited(pilot)
        assert screen.deck_path == deck.resolve()
        assert screen.query_one("#claims").item_ids == ["p1-1", "p2-1"]
        header = plain(screen.query_one(DeckHeader))
        assert "acme chat.pptx" in header
        assert "workload: interactive" in header
        assert not screen.query_one("#audit-progress").display

    seen = list({id(m): m for m in seen}.values())  # the hook sees a message at each hop
    progress = [(m.stage, m.done, m.total) for m in seen if isinstance(m, AuditProgressed)]
    reading = [p for p in progress if p[0] == "reading"]
    assert reading == [("reading", n, len(CHAT_SLIDES)) for n in range(1, len(CHAT_SLIDES) + 1)]
    stages = [p[0] for p in progress]
    assert stages.index("labelling") < stages.index("checking") < stages.index("done")
    kinds = [type(m) for m in seen if isinstance(m, ClaimsPreviewed | AuditFinished)]
    assert kinds == [ClaimsPreviewed, AuditFinished]
    assert app.recent.load() == [deck.resolve()]


@pytest.mark.parametrize("style", ["quoted", "uri"])
async def test_open_by_paste(tmp_path: Path, deck: Path, style: str) -> None:
    text = f"'{deck}'" if style == "quoted" else deck.as_uri()
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        assert isinstance(app.screen, StartScreen)
        assert app.focused is app.screen.query_one("#path")
        app.post_message(events.Paste(text))
        screen = await audited(pilot)
        assert screen.deck_path == deck.resolve()
        assert app.screen.query_one("#claims").item_ids  # claims are on screen


async def test_paste_of_several_decks_lists_them(tmp_path: Path, deck: Path) -> None:
    other = bullet_deck(tmp_path / "decks" / "other.pptx")
    app = make_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        app.post_message(events.Paste(f"'{deck}' '{other}'"))
        await until(pilot, lambda: isinstance(app.screen, FolderScreen))
        assert app.screen.decks == [deck, other]


async def test_walk_flagged_claims_and_filter(tmp_path: Path) -> None:
    slides = (
        ("Plan", ("Your customers chat live with the assistant on the web site",)),
        ("Rank", ("#1 in MLPerf Inference.",)),
        ("Fine", ("Deployed in 12 regions since 2023",)),
        (
            "Offline",
            ("24,525 tokens/s on Llama 2 70B in MLPerf Inference v4.1, Offline scenario.",),
        ),
    )
    path = bullet_deck(tmp_path / "decks" / "walk.pptx", slides)
    app = make_app(tmp_path, path)
    async with app.run_test(size=SIZE) as pilot:
        screen = await audited(pilot)
        flagged = [i.id for i in screen.items if i.flagged]
        assert len(flagged) >= 2
        claims = screen.query_one("#claims")
        # The audit lands on the first open finding; ] walks every open finding in list order.
        expected = open_findings(screen._visible(), screen.store.verdict)
        seen = [(screen.current_id, screen.flag_index)]
        for _ in range(len(expected) + 1):
            await pilot.press("right_square_bracket")
            if (screen.current_id, screen.flag_index) != seen[-1]:
                seen.append((screen.current_id, screen.flag_index))
        assert seen == expected
        await pilot.press("left_square_bracket")
        assert (screen.current_id, screen.flag_index) == expected[-2]
        # `n` steps to the very next claim in the list, flagged or not.
        ids = claims.item_ids
        after = ids[min(ids.index(screen.current_id) + 1, len(ids) - 1)]
        await pilot.press("n")
        assert screen.current_id == after

        await pilot.press("f")
        assert claims.item_ids == flagged
        await pilot.press("v")  # errors only
        errors = [i.id for i in screen.items if any(f.severity == "error" for f in i.flags)]
        assert claims.item_ids == errors
        await pilot.press("s")
        assert screen.settings.order.value == "severity"


async def test_confirm_dismiss_and_note_are_saved_at_once(tmp_path: Path, deck: Path) -> None:
    app = make_app(tmp_path, deck)
    async with app.run_test(size=SIZE) as pilot:
        screen = await audited(pilot)
        screen.query_one("#claims").move_to("p2-1")
        await pilot.pause()
        item = screen._item("p2-1")
        first, second = item.flags[0].code, item.flags[1].code

        await pilot.press("c")
        on_disk = ReviewStore.load(review_path_for(deck))
        assert on_disk.verdict("p2-1", first).decision == Decision.CONFIRMED
        assert screen.flag_index == 1  # moved on to the next undecided finding

        await pilot.press("d")
        assert isinstance(app.screen, TextPrompt)
        await pilot.press("enter")  # a reason is required
        assert isinstance(app.screen, TextPrompt)
        await pilot.press(*"vendor showed the log")
        await pilot.press("enter")
        assert isinstance(app.screen, ReviewScreen)
        on_disk = ReviewStore.load(review_path_for(deck))
        dismissed = on_disk.verdict("p2-1", second)
        assert dismissed.decision == Decision.DISMISSED
        assert dismissed.reason == "vendor showed the log"

        await pilot.press("a")
        await pilot.press(*"ask for Server numbers")
        await pilot.press("enter")
        on_disk = ReviewStore.load(review_path_for(deck))
        assert on_disk.notes_for("p2-1") == ["ask for Server numbers"]
        text = detail_text(screen)
        assert "✓" in text and f"{first} confirmed" in text
        assert "vendor showed the log" in text
        assert "ask for Server numbers" in text


async def test_relabel_with_a_reason(tmp_path: Path, deck: Path) -> None:
    app = make_app(tmp_path, deck)
    async with app.run_test(size=SIZE) as pilot:
        screen = await audited(pilot)
        screen.query_one("#claims").move_to("p2-1")
        await pilot.pause()
        await pilot.press("l")
        dialog = app.screen
        assert isinstance(dialog, RelabelDialog)
        dialog.query_one("#relabel-label", Select).value = "division"
        await pilot.pause()
        dialog.query_one("#relabel-value", Select).value = "closed"
        dialog.query_one("#relabel-reason", Input).focus()
        await pilot.press(*"footnote on slide 9")
        await pilot.press("enter")
        assert isinstance(app.screen, ReviewScreen)
        override = ReviewStore.load(review_path_for(deck)).label_overrides("p2-1")["division"]
        assert (override.label_value, override.reason) == ("closed", "footnote on slide 9")
        text = detail_text(screen)
        assert "→ closed" in text
        assert "[reviewer]" in text


async def test_decisions_survive_a_restart(tmp_path: Path, deck: Path) -> None:
    app = make_app(tmp_path, deck)
    async with app.run_test(size=SIZE) as pilot:
        screen = await audited(pilot)
        screen.query_one("#claims").move_to("p1-1")
        await pilot.pause()
        code = screen._item("p1-1").flags[0].code
        await pilot.press("c")
    # A new process would see only the file; a new app instance reads it the same way.
    again = make_app(tmp_path, deck)
    async with again.run_test(size=SIZE) as pilot:
        screen = await audited(pilot)
        assert screen.store.verdict("p1-1", code).decision == Decision.CONFIRMED
        assert screen.rebase is None
        screen.query_one("#claims").move_to("p1-1")
        await pilot.pause()
        assert f"{code}" in detail_text(screen)
        assert "1 confirmed" in plain(screen.query_one(DeckHeader))


async def test_a_changed_deck_is_detected_and_said(tmp_path: Path, deck: Path) -> None:
    app = make_app(tmp_path, deck)
    async with app.run_test(size=SIZE) as pilot:
        screen = await audited(pilot)
        for claim_id in ("p1-1", "p2-1"):
            screen.query_one("#claims").move_to(claim_id)
            await pilot.pause()
            await pilot.press("c")
    changed = (
        CHAT_SLIDES[0],
        ("Llama 2 70B throughput", ("30,000 tokens/s on Llama 2 70B, Offline.",)),
    )
    bullet_deck(deck, changed)
    again = make_app(tmp_path, deck)
    async with again.run_test(size=SIZE) as pilot:
        screen = await audited(pilot)
        assert screen.rebase is not None
        assert (screen.rebase.carried, screen.rebase.stale) == (1, 1)
        header = plain(screen.query_one(DeckHeader))
        assert "deck changed since it was last reviewed" in header
        stored = ReviewStore.load(review_path_for(deck))
        assert [d.claim_id for d in stored.decisions] == ["p1-1"]
        assert stored.data.stale[0].decisions[0].claim_id == "p2-1"


async def test_export_markdown_json_and_csv_with_decisions(tmp_path: Path, deck: Path) -> None:
    out = tmp_path / "review-out"
    app = make_app(tmp_path, deck, review_dir=out)
    async with app.run_test(size=SIZE) as pilot:
        screen = await audited(pilot)
        screen.query_one("#claims").move_to("p2-1")
        await pilot.pause()
        code = screen._item("p2-1").flags[0].code
        await pilot.press("c")
        await pilot.press("e")
        assert isinstance(app.screen, ExportDialog)
        await pilot.press("m")
        await until(pilot, (out / "acme chat.pptx.audit.md").exists)
        for key, suffix in (("json", "json"), ("csv", "csv")):
            screen.start_export(key)
            await until(pilot, (out / f"acme chat.pptx.audit.{suffix}").exists)
        await pilot.press("e")
        await pilot.press("a")  # the annotated deck
        await until(pilot, (out / "acme chat.annotated.pptx").exists)
    markdown = (out / "acme chat.pptx.audit.md").read_text()
    assert "Llama 2 70B" in markdown
    report = json.loads((out / "acme chat.pptx.audit.json").read_text())
    claim = next(c for c in report["claims"] if c["id"] == "p2-1")
    decided = next(f for f in claim["flags"] if f["code"] == code)
    assert decided["details"]["review"] == "confirmed"
    csv_text = (out / "acme chat.pptx.audit.csv").read_text()
    assert "p2-1" in csv_text and "confirmed" in csv_text
    assert (out / "acme chat.pptx.review.json").is_file()
    annotated = Presentation(str(out / "acme chat.annotated.pptx"))
    assert len(annotated.slides) == len(CHAT_SLIDES)


async def test_an_unreadable_file_is_said_and_the_app_keeps_running(
    tmp_path: Path, deck: Path
) -> None:
    bad = broken_deck(tmp_path / "decks" / "broken.pptx")
    app = make_app(tmp_path, bad)
    async with app.run_test(size=SIZE) as pilot:
        screen = await audited(pilot)
        assert screen.banner is not None
        assert "cannot be audited" in screen.banner
        assert "neither a PDF nor a PowerPoint" in plain(screen.query_one(DeckHeader))
        assert [i.id for i in screen.items] == ["deck"]
        await pilot.press("o")
        assert isinstance(app.screen, StartScreen)
        app.open_paths([deck])
        screen = await audited(pilot)
        assert screen.deck_path == deck.resolve()
        app.open_paths([tmp_path / "nope.pptx"])  # a missing path: a message, nothing else
        await pilot.pause()
        assert app.screen is screen


async def test_cancel_keeps_the_interface_responsive(
    tmp_path: Path, deck: Path, monkeypatch
) -> None:
    import extractors

    real_read = extractors.read_deck

    def slow_read(path, limits=None, password=None, progress=None):
        for n in range(1, 301):
            time.sleep(0.02)
            if progress is not None:
                progress(n, 300)
        return real_read(path, limits, password=password)

    monkeypatch.setattr(extractors, "read_deck", slow_read)
    app = make_app(tmp_path, deck)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ReviewScreen))
        screen = app.screen
        await until(pilot, lambda: "Reading page" in plain(screen.query_one("#progress-label")))
        await pilot.press("question_mark")  # the UI answers while the audit runs
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        assert app.screen is screen
        assert screen.report is None
        await pilot.press("escape")  # cancel the audit: the screen and what it shows stay
        await until(pilot, lambda: screen.stopped, timeout=10)
        assert app.screen is screen
        assert screen.report is None
        assert "Audit again" in str(screen.query_one("#cancel-audit").label)
        await pilot.press("r")  # audit again
        await audited(pilot)
        assert app.screen is screen and screen.query_one("#claims").item_ids


async def test_a_folder_lists_its_decks_with_their_status(tmp_path: Path, deck: Path) -> None:
    other = bullet_deck(tmp_path / "decks" / "other.pptx", CHAT_SLIDES[:1])
    app = make_app(tmp_path, deck)
    async with app.run_test(size=SIZE) as pilot:
        await audited(pilot)
        await pilot.press("c")
    folder_app = make_app(tmp_path, deck.parent)
    async with folder_app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(folder_app.screen, FolderScreen))
        table = folder_app.screen.query_one("#decks")
        await until(pilot, lambda: table.get_cell(str(other), list(table.columns)[1]) != "…")
        status = list(table.columns)[1]
        assert table.get_cell(str(deck), status) == "in review"
        assert table.get_cell(str(other), status) == "not audited"
        table.move_cursor(row=0)
        await pilot.press("enter")
        screen = await audited(pilot)
        assert screen.deck_path == deck.resolve()


async def test_every_key_action_is_in_the_command_palette(tmp_path: Path, deck: Path) -> None:
    app = make_app(tmp_path, deck)
    async with app.run_test(size=SIZE) as pilot:
        screen = await audited(pilot)
        names = {name for name, _, _ in screen.palette_commands()}
        for binding in screen.BINDINGS:
            if binding.action != "cancel_audit":
                assert binding.description in names
        assert {"Export Markdown report", "Export JSON report", "Export CSV of findings"} <= names
        first = (screen.current_id, screen.flag_index)
        await pilot.press("ctrl+p")
        await pilot.press(*"Next open finding")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await until(pilot, lambda: (screen.current_id, screen.flag_index) != first)
