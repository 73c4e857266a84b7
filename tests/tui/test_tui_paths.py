"""Dropped and pasted paths, folder listings and the recent-decks list."""

from __future__ import annotations

from pathlib import Path

from tui.paths import list_decks, parse_dropped_paths
from tui.recent import MAX_RECENT, RecentDecks, default_state_dir


def test_quoted_escaped_and_uri_paths(tmp_path: Path) -> None:
    assert parse_dropped_paths("'/data/my deck.pptx'") == [Path("/data/my deck.pptx")]
    assert parse_dropped_paths('"/data/my deck.pdf"') == [Path("/data/my deck.pdf")]
    assert parse_dropped_paths("/data/my\\ deck.pdf") == [Path("/data/my deck.pdf")]
    assert parse_dropped_paths("file:///data/my%20deck.pptx") == [Path("/data/my deck.pptx")]
    assert parse_dropped_paths("file://localhost/data/a.pdf") == [Path("/data/a.pdf")]


def test_several_files_at_once(tmp_path: Path) -> None:
    one_line = "'/d/a b.pptx' /d/c.pdf"
    assert parse_dropped_paths(one_line) == [Path("/d/a b.pptx"), Path("/d/c.pdf")]
    lines = "file:///d/a%20b.pptx\r\nfile:///d/c.pdf\n"
    assert parse_dropped_paths(lines) == [Path("/d/a b.pptx"), Path("/d/c.pdf")]


def test_an_existing_file_with_spaces_needs_no_quotes(tmp_path: Path) -> None:
    deck = tmp_path / "vendor deck v2.pptx"
    deck.write_bytes(b"x")
    assert parse_dropped_paths(f"  {deck}  ") == [deck]


def test_empty_paste_gives_nothing() -> None:
    assert parse_dropped_paths("  \n ") == []


def test_list_decks_finds_pdf_and_pptx_below_a_folder(tmp_path: Path) -> None:
    for name in ("b.pptx", "a.PDF", "notes.txt", ".hidden.pdf", "sub/c.pptm", ".git/d.pdf"):
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"x")
    found = [p.relative_to(tmp_path).as_posix() for p in list_decks(tmp_path)]
    assert found == ["a.PDF", "b.pptx", "sub/c.pptm"]


def test_recent_decks_most_recent_first_without_duplicates(tmp_path: Path) -> None:
    recent = RecentDecks(tmp_path / "state")
    assert recent.load() == []
    a, b = tmp_path / "a.pptx", tmp_path / "b.pdf"
    recent.add(a)
    recent.add(b)
    recent.add(a)
    assert recent.load() == [a.resolve(), b.resolve()]
    for n in range(MAX_RECENT + 3):
        recent.add(tmp_path / f"d{n}.pptx")
    assert len(recent.load()) == MAX_RECENT


def test_recent_decks_follow_xdg_state_home(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "xdg"))
    assert default_state_dir() == tmp_path / "xdg" / "deckaudit"
    RecentDecks().add(tmp_path / "a.pptx")
    assert (tmp_path / "xdg" / "deckaudit" / "recent_decks.json").is_file()


def test_an_unreadable_recent_list_counts_as_empty(tmp_path: Path) -> None:
    (tmp_path / "recent_decks.json").write_text("{oops")
    assert RecentDecks(tmp_path).load() == []
