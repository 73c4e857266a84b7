"""The reviewer's flow, driven by Pilot: the next open finding (deck findings first), moving on
after a decision, undo, clear, notes, stale decisions, what goes into the recent decks, and the
small-terminal behaviour of toasts and dialogs. Each test names the bug it guards against."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from textual.widgets import Button

from auditor.models import Decision
from auditor.review_store import ReviewStore, review_path_for
from examples.deck_builders import CHAT_SLIDES, broken_deck, bullet_deck
from tests.shared_paths import REPO_ROOT
from tests.tui.test_tui_pilot import audited, detail_text, make_app, plain, until
from tui.items import open_findings
from tui.screens.dialogs import ExportDialog, TextPrompt
from tui.screens.folder import FolderScreen
from tui.screens.help import HelpScreen
from tui.screens.review import ReviewScreen
from tui.screens.start import StartScreen
from tui.widgets.claim_detail import ClaimDetail
from tui.widgets.deck_header import DeckHeader

pytestmark = pytest.mark.anyio
REPO = REPO_ROOT
SMALL = (80, 24)
WIDE = (160, 48)


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    return bullet_deck(tmp_path / "decks" / "acme chat.pptx")


@pytest.fixture
def injected(tmp_path: Path) -> Path:
    target = tmp_path / "decks" / "ember.pptx"
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(REPO / "examples" / "ember_notes_injection.pptx", target)
    return target


def _here(screen: ReviewScreen) -> tuple[str | None, int]:
    return (screen.current_id, screen.flag_index)


async def test_deck_findings_come_first_and_the_walk_reaches_them(
    tmp_path: Path, injected: Path
) -> None:
    """Bug: the deck-level INJECTION arrived after the claims, above the cursor; ] never got there."""
    app = make_app(tmp_path, injected)
    async with app.run_test(size=WIDE) as pilot:
        screen = await audited(pilot)
        assert screen.query_one("#claims").item_ids[0] == "deck"
        assert _here(screen) == ("deck", 0)  # the audit lands on the first open finding
        deck_item = screen._item("deck")
        assert [f.severity.value for f in deck_item.flags] == sorted(
            (f.severity.value for f in deck_item.flags), key=["error", "warning", "info"].index
        )
        # The speaker-notes injection is shown as set aside, not as plain slide context.
        screen.go_to("p1-1")
        await pilot.pause()
        assert "set aside as an injection attempt" in detail_text(screen)


async def test_reopening_lands_on_the_first_open_finding(tmp_path: Path, deck: Path) -> None:
    """Bug: reopening landed on an already-decided finding."""
    app = make_app(tmp_path, deck)
    async with app.run_test(size=WIDE) as pilot:
        screen = await audited(pilot)
        first = _here(screen)
        await pilot.press("c")
        assert _here(screen) != first
    again = make_app(tmp_path, deck)
    async with again.run_test(size=WIDE) as pilot:
        screen = await audited(pilot)
        assert screen.from_cache  # the last audit came from the cache
        item = screen._item(screen.current_id)
        assert screen.store.verdict(item.id, item.flags[screen.flag_index].code) is None
        assert _here(screen) == open_findings(screen._visible(), screen.store.verdict)[0]


async def test_deciding_a_claims_last_finding_moves_to_the_next_claim(
    tmp_path: Path, deck: Path
) -> None:
    """Bug: c on a claim's last finding re-confirmed it in place instead of moving on."""
    app = make_app(tmp_path, deck)
    async with app.run_test(size=WIDE) as pilot:
        screen = await audited(pilot)
        first = screen._item("p1-1")
        for _ in first.flags:
            assert screen.current_id == "p1-1"
            await pilot.press("c")
        assert screen.current_id == "p2-1" and screen.flag_index == 0
        assert all(screen.store.verdict("p1-1", f.code) for f in first.flags)
        claims = screen.query_one("#claims")
        line = str(claims.get_option("p1-1").prompt)
        assert f"✓{len(first.flags)}/{len(first.flags)}" in line  # decided claims are marked
        assert "decided/all" in str(claims.border_subtitle)  # the counts have a legend


async def test_undo_clear_and_notes(tmp_path: Path, deck: Path) -> None:
    """Bug: no way to undo or clear a decision, or to edit or delete a note."""
    app = make_app(tmp_path, deck)
    async with app.run_test(size=WIDE) as pilot:
        screen = await audited(pilot)
        code = screen._item("p1-1").flags[0].code
        await pilot.press("c")
        assert screen.store.verdict("p1-1", code).decision == Decision.CONFIRMED
        await pilot.press("u")
        assert screen.store.verdict("p1-1", code) is None
        on_disk = ReviewStore.load(review_path_for(deck))
        assert on_disk.verdict("p1-1", code) is None
        screen.go_to("p1-1", 0)
        await pilot.press("c")
        screen.go_to("p1-1", 0)
        await pilot.pause()
        await pilot.press("x")
        assert screen.store.verdict("p1-1", code) is None
        await pilot.press("u")  # undoing the clear brings the verdict back
        assert screen.store.verdict("p1-1", code).decision == Decision.CONFIRMED

        screen.go_to("p1-1", 0)
        await pilot.press("a")
        await pilot.press(*"first note")
        await pilot.press("enter")
        assert screen.store.notes_for("p1-1") == ["first note"]
        await pilot.press("A")  # edit: the prompt holds the note
        prompt = app.screen
        assert isinstance(prompt, TextPrompt)
        field = prompt.query_one("#prompt-input")
        assert field.value == "first note"
        field.value = "better note"
        await pilot.press("enter")
        assert screen.store.notes_for("p1-1") == ["better note"]
        assert "better note" in detail_text(screen)
        await pilot.press("A")
        app.screen.query_one("#prompt-input").value = ""
        await pilot.press("enter")  # an empty note deletes it
        assert screen.store.notes_for("p1-1") == []
        assert ReviewStore.load(review_path_for(deck)).notes_for("p1-1") == []
        await pilot.press("u")
        assert screen.store.notes_for("p1-1") == ["better note"]


async def test_stale_decisions_are_shown_reapplied_and_exported(tmp_path: Path, deck: Path) -> None:
    """Bug: after a deck changed, stale decisions were shown nowhere, exported nowhere."""
    app = make_app(tmp_path, deck)
    async with app.run_test(size=WIDE) as pilot:
        screen = await audited(pilot)
        screen.go_to("p2-1", 0)
        code = screen._item("p2-1").flags[0].code
        await pilot.press("d")
        await pilot.press(*"the log shows it")
        await pilot.press("enter")
    changed = (
        CHAT_SLIDES[0],
        ("Llama 2 70B throughput", ("24,525 tokens/s on Llama 2 70B, Offline scenario.",)),
    )
    bullet_deck(deck, changed)
    out = tmp_path / "out"
    again = make_app(tmp_path, deck)
    async with again.run_test(size=WIDE) as pilot:
        screen = await audited(pilot)
        header = plain(screen.query_one(DeckHeader))
        assert "deck changed since it was last reviewed" in header
        assert "sha256" not in header.lower()  # no hashes in the banner
        assert screen.stale_by_item == {"p2-1": [screen.store.stale_decisions()[0][0]]}
        screen.go_to("p2-1")
        await pilot.pause()
        text = detail_text(screen)
        assert "earlier version of the deck" in text and "the log shows it" in text
        from tui.exporting import export

        written = export(
            "md",
            screen.report,
            screen.store.decisions,
            deck,
            out,
            stale=screen.store.data.stale,
        )
        assert "the log shows it" in written.read_text()
        csv_path = export(
            "csv", screen.report, screen.store.decisions, deck, out, stale=screen.store.data.stale
        )
        assert "the log shows it" in csv_path.read_text()
        json_path = export(
            "json", screen.report, screen.store.decisions, deck, out, stale=screen.store.data.stale
        )
        assert json.loads(json_path.read_text())["stale_decisions"][0]["reason"] == (
            "the log shows it"
        )
        await pilot.press("r")  # re-apply to the claim it is shown on
        verdict = screen.store.verdict("p2-1", code)
        assert verdict is not None and verdict.reason == "the log shows it"
        assert screen.store.stale_decisions() == []
        assert ReviewStore.load(review_path_for(deck)).verdict("p2-1", code) is not None


async def test_markdown_export_says_a_label_is_a_reviewer_override(
    tmp_path: Path, deck: Path
) -> None:
    """Bug: the Markdown export dropped the relabel reason and did not call it an override."""
    from auditor.exports.markdown import render
    from auditor.models import ReviewDecision

    app = make_app(tmp_path, deck)
    async with app.run_test(size=WIDE) as pilot:
        screen = await audited(pilot)
        before = screen._item("p2-1").claim.labels.division.value
        screen.record(
            ReviewDecision(
                claim_id="p2-1", label="division", label_value="closed", reason="footnote 3"
            ),
            screen._item("p2-1"),
        )
        text = render(screen.report, screen.store.decisions)
    assert f"reviewer override of {before}: “footnote 3”" in text
    assert "## Labels the reviewer overrode" in text


async def test_only_readable_decks_go_into_recent_and_text_files_are_refused(
    tmp_path: Path, deck: Path
) -> None:
    """Bug: unreadable and non-deck files went into Recent decks; a .txt opened a review screen."""
    notes = tmp_path / "decks" / "notes.txt"
    notes.write_text("just some text\n")
    bad = broken_deck(tmp_path / "decks" / "broken.pptx")
    app = make_app(tmp_path)
    async with app.run_test(size=WIDE) as pilot:
        app.open_paths([notes])
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)
        app.open_paths([bad])
        screen = await audited(pilot)
        assert screen.banner and "cannot be audited" in screen.banner
        app.open_paths([deck])
        await until(pilot, lambda: app.screen is not screen)
        await audited(pilot)
    assert app.recent.load() == [deck.resolve()]


async def test_filtering_resets_the_detail_scroll(tmp_path: Path, deck: Path) -> None:
    """Bug: filtering kept the old scroll position of the detail pane."""
    app = make_app(tmp_path, deck)
    async with app.run_test(size=SMALL) as pilot:
        screen = await audited(pilot)
        screen.go_to("p1-1")
        detail = screen.query_one(ClaimDetail)
        await pilot.pause()
        detail.scroll_end(animate=False)
        await pilot.pause()
        assert detail.scroll_y > 0
        await pilot.press("v")  # errors only: p1-1 goes, p2-1 is shown from its top
        await pilot.pause()
        assert screen.current_id == "p2-1"
        assert detail.scroll_y == 0


async def test_folder_status_is_not_cut_and_knows_audited_decks(tmp_path: Path, deck: Path) -> None:
    """Bug: the status column was cut (`not au`); a deck audited without decisions showed
    'not audited'."""
    app = make_app(tmp_path, deck)
    async with app.run_test(size=WIDE) as pilot:
        await audited(pilot)
    bullet_deck(tmp_path / "decks" / "other.pptx", CHAT_SLIDES[1:])
    folder_app = make_app(tmp_path, deck.parent)
    async with folder_app.run_test(size=WIDE) as pilot:
        await until(pilot, lambda: isinstance(folder_app.screen, FolderScreen))
        table = folder_app.screen.query_one("#decks")
        status = list(table.columns)[1]
        await until(pilot, lambda: table.get_cell(str(deck), status) != "…")
        assert table.get_cell(str(deck), status) == "audited, 2 flagged claims"
        other = str(tmp_path / "decks" / "other.pptx")
        assert table.get_cell(other, status) == "not audited"
        width = table.columns[status].get_render_width(table)
        assert width >= len("audited, 2 flagged claims")


async def test_toasts_replace_each_other(tmp_path: Path, deck: Path) -> None:
    """Bug: fast decisions stacked six toasts over the detail pane."""
    app = make_app(tmp_path, deck)
    async with app.run_test(size=SMALL) as pilot:
        await audited(pilot)
        for _ in range(5):
            await pilot.press("c")
        await pilot.pause()
        assert len(app._notifications) == 1


@pytest.mark.parametrize("which", ["help", "export"])
async def test_dialogs_fit_80x24_and_tab_reaches_their_buttons(
    tmp_path: Path, deck: Path, which: str
) -> None:
    """Bug: help and the export dialog ran off an 80x24 screen; Tab did not reach their buttons."""
    app = make_app(tmp_path, deck)
    async with app.run_test(size=SMALL) as pilot:
        await audited(pilot)
        await pilot.press("question_mark" if which == "help" else "e")
        dialog = app.screen
        assert isinstance(dialog, HelpScreen if which == "help" else ExportDialog)
        box = dialog.query_one(".dialog").region
        assert box.right <= SMALL[0] and box.bottom <= SMALL[1]
        reached = set()
        for _ in range(12):
            await pilot.press("tab")
            focused = app.focused
            if isinstance(focused, Button):
                assert focused.region.bottom <= SMALL[1]  # scrolled into view
                assert dialog.query_one(".dialog").region.contains_region(focused.region)
                reached.add(focused.id)
        buttons = {b.id for b in dialog.query(Button) if not b.disabled}
        assert buttons <= reached
        if which == "export":
            labels = " ".join(str(b.label) for b in dialog.query(Button))
            for key in ("m ", "j ", "v ", "a "):  # each format's key is shown
                assert key in labels


async def test_palette_names_keys_as_they_are_typed(tmp_path: Path, deck: Path) -> None:
    """Bug: the palette showed `key right_square_bracket`."""
    app = make_app(tmp_path, deck)
    async with app.run_test(size=WIDE) as pilot:
        screen = await audited(pilot)
        helps = {name: help_text for name, help_text, _ in screen.palette_commands()}
        assert helps["Next open finding"] == "key ]"
        assert not any("square" in h for h in helps.values())


async def test_the_footer_keeps_the_help_key_at_80_columns(tmp_path: Path, deck: Path) -> None:
    """Bug: at 80x24 the footer was cut to `d Dismis`, with no `? Help`."""
    app = make_app(tmp_path, deck)
    async with app.run_test(size=SMALL) as pilot:
        screen = await audited(pilot)
        hints = screen.query_one("#hints")
        text = hints.render().plain
        assert "?" in text and "more keys" in text
        assert " c  confirm" in text and " d  dismiss" in text
        assert hints.render().cell_len <= SMALL[0]
