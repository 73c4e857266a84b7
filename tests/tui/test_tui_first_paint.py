"""The first claims are drawn before the audit goes on to label them.

The audit thread and the UI share one interpreter lock; the audit pauses after handing over the
claims the reader found until the screen has drawn them (at most a short wait), so labelling
does not slow the first paint down.
"""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest
from textual.message import Message

from auditor.audit import AuditOptions
from examples.deck_builders import bullet_deck
from tui.app import ReviewApp
from tui.messages import ClaimsPreviewed
from tui.screens.review import ReviewScreen, audit

pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


async def test_the_audit_goes_on_only_once_the_first_claims_are_drawn(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A wait long enough that a loaded machine cannot make it run out: the order is then certain.
    monkeypatch.setattr(audit, "PREVIEW_PAINT_WAIT_S", 60.0)
    deck = bullet_deck(tmp_path / "decks" / "acme chat.pptx")
    app = ReviewApp(
        deck,
        state_dir=tmp_path / "state",
        options=AuditOptions(use_default_results_db=False),
        browse_root=tmp_path,
        use_cache=False,
    )
    previews: list[ClaimsPreviewed] = []
    when_preview_returned: list[tuple[bool, list[str]]] = []
    real_run_audit = audit.run_audit

    def run_audit(path, options, progress, preview, cancelled, cache):  # type: ignore[no-untyped-def]
        """The real audit, with the preview handed over first, as the real one does."""

        def preview_and_look(claims):  # type: ignore[no-untyped-def]
            preview(claims)
            drawn = bool(previews) and previews[0].shown is not None and previews[0].shown.is_set()
            when_preview_returned.append((drawn, list(app.screen.query_one("#claims").item_ids)))

        return real_run_audit(path, options, progress, preview_and_look, cancelled, cache)

    monkeypatch.setattr(audit, "run_audit", run_audit)

    def hook(message: Message) -> None:
        if isinstance(message, ClaimsPreviewed):
            previews.append(message)

    async with app.run_test(size=(150, 50), message_hook=hook) as pilot:
        deadline = time.monotonic() + 90
        while not (isinstance(app.screen, ReviewScreen) and app.screen.report is not None):
            assert time.monotonic() < deadline, "the audit did not finish"
            await asyncio.sleep(0.05)
        await pilot.pause()
        assert app.screen.query_one("#claims").item_ids == ["p1-1", "p2-1"]

    # When the preview call returned to the audit, the screen had drawn the claims it listed.
    assert when_preview_returned == [(True, ["p1-1", "p2-1"])]


async def test_a_screen_that_never_draws_holds_the_audit_only_briefly(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(audit, "PREVIEW_PAINT_WAIT_S", 0.2)
    posted: list[Message] = []

    class Closing:
        """Stands in for a screen that is going away: it takes messages and handles none."""

        def post_message(self, message: Message) -> bool:
            posted.append(message)
            return False

    started = time.monotonic()
    audit.AuditSeam._preview_then_wait(Closing(), [])  # type: ignore[arg-type]
    waited = time.monotonic() - started
    assert 0.15 <= waited < 5
    assert [type(m) for m in posted] == [ClaimsPreviewed]
