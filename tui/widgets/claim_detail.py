"""The selected claim in full: text with evidence highlighted, context, labels, flags, replay."""

from __future__ import annotations

from rich.console import Group
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Static

from auditor.catalogue import CATALOGUE
from auditor.labels.injection import is_reviewer_directed
from auditor.llm.findings import AGREES_KEY
from auditor.models import ClaimAudit, Flag, LabelSource, ReviewDecision
from auditor.review_store import ReviewStore
from tui.items import ReviewItem
from tui.messages import FlagClicked
from tui.widgets.badges import decision_mark, severity_badge
from tui.widgets.replay_plot import ReplayPlot, replay_summary

LABELS = ("division", "scenario", "bucket")
MAX_CONTEXT_LINES = 6


def evidence_quotes(claim: ClaimAudit) -> list[str]:
    """Every quote that supports a label of the claim."""
    quotes = [q for q in claim.evidence.values() if q]
    quotes += [d.quote for d in claim.label_details.values() if d.quote]
    return sorted({q for q in quotes if q.strip()}, key=len, reverse=True)


def highlighted_text(text: str, quotes: list[str]) -> Text:
    """The claim text with each evidence quote highlighted."""
    rendered = Text(text)
    rendered.highlight_words(quotes, style="bold black on bright_yellow", case_sensitive=False)
    return rendered


def context_text(claim: ClaimAudit, quotes: list[str]) -> Text:
    """The slide context the claim sits in, with evidence quotes highlighted."""
    ctx = claim.context
    lines: list[tuple[str, str]] = []
    if ctx.slide_title:
        lines.append(("Slide title", ctx.slide_title))
    if ctx.table_header:
        lines.append(("Table header", ctx.table_header))
    if ctx.chart_title:
        lines.append(("Chart title", ctx.chart_title))
    lines += [("Footnote", note) for note in ctx.footnotes[:3]]
    lines += [("Speaker notes", note) for note in ctx.notes[:2]]
    others = [t for t in ctx.slide_text if t != claim.text][:MAX_CONTEXT_LINES]
    lines += [("On the slide", t) for t in others]
    out = Text()
    if not lines:
        out.append("No other text on this slide.", style="dim")
    for label, value in lines:
        value = " ".join(value.split())
        if is_reviewer_directed(value):
            # Shown so the reviewer sees it, but never used as evidence (see INJECTION).
            out.append(f"{label}, set aside as an injection attempt: ", style="bold red")
            out.append(value[:300] + ("…" if len(value) > 300 else ""), style="italic red")
            out.append("\n")
            continue
        out.append(f"{label}: ", style="bold")
        out.append_text(highlighted_text(value[:300] + ("…" if len(value) > 300 else ""), quotes))
        out.append("\n")
    out.rstrip()
    return out


def labels_text(claim: ClaimAudit, overrides: dict[str, ReviewDecision]) -> Text:
    """Each label with its value, source and quote; reviewer overrides shown over the original."""
    out = Text()
    for name in LABELS:
        detail = claim.label_details.get(name)
        value = getattr(claim.labels, name).value
        out.append(f"{name:<9}", style="bold")
        override = overrides.get(name)
        if override is not None:
            out.append(value, style="strike dim")
            out.append(f" → {override.label_value}", style="bold green")
            out.append("  [reviewer]", style="green")
            if override.reason:
                out.append(f"  “{override.reason}”", style="italic")
        else:
            out.append(value, style="bold")
            source = detail.source.value if detail is not None else "default"
            out.append(f"  [{source}]", style="cyan")
            if detail is not None and detail.quote:
                where = f" ({detail.origin})" if detail.origin else ""
                out.append(f"  “{detail.quote}”{where}", style="italic")
        out.append("\n")
    if claim.benchmark or claim.round or claim.result_id:
        facts = [
            f"benchmark {claim.benchmark or '—'}",
            f"round {claim.round or '—'}",
            f"result {claim.result_id or '—'}",
        ]
        out.append("cited    ", style="bold")
        out.append(", ".join(facts))
    out.rstrip()
    return out


def flag_head(flag: Flag, verdict: ReviewDecision | None, current: bool) -> Text:
    """One line: pointer, decision mark, severity, code, title, and the reviewer's verdict."""
    head = Text(no_wrap=not current, overflow="ellipsis")
    head.append("▶ " if current else "  ", style="bold")
    head.append_text(decision_mark(verdict))
    head.append(" ")
    head.append_text(severity_badge(flag.severity))
    head.append(f" {flag.code}", style="bold" if verdict is None else "dim bold")
    spec = CATALOGUE.get(flag.code)
    if verdict is not None and verdict.decision is not None:
        head.append(f" {verdict.decision.value}", style="bold")
        if verdict.reason:
            head.append(f": {verdict.reason}", style="italic")
    elif spec is not None:
        head.append(f" — {spec.title}")
    if flag.source == LabelSource.LLM:
        head.append("  [language model]", style="bold magenta")
    return head


def flag_text(flag: Flag, verdict: ReviewDecision | None, current: bool) -> Group | Text:
    """A finding: one line, or for the current one also what it means and why it matters."""
    head = flag_head(flag, verdict, current)
    if not current:
        return head
    spec = CATALOGUE.get(flag.code)
    if spec is not None and verdict is not None and verdict.decision is not None:
        head.append(f"  ({spec.title})", style="dim")
    # The catalogue's explanation follows, so show only the specific finding.
    finding = str(flag.details.get("finding") or "") if spec is not None else ""
    parts: list[Text] = [head, Text(finding or flag.message)]
    parts += source_lines(flag)
    if spec is not None:
        for label, value in (
            ("What it means", spec.meaning),
            ("Why it matters", spec.why_it_matters),
            ("Ask the vendor", spec.ask_vendor),
        ):
            line = Text()
            line.append(f"{label}: ", style="bold")
            line.append(value)
            parts.append(line)
    if flag.evidence:
        parts.append(Text(f"Evidence: “{flag.evidence}”", style="italic"))
    return Group(*parts)


def source_lines(flag: Flag) -> list[Text]:
    """Who found the flag, when the language model had a hand in it: found it, or agrees."""
    lines: list[Text] = []
    if flag.source == LabelSource.LLM:
        how = (
            "proposed this finding with the quote below; the rules did not raise it"
            if isinstance(flag.details.get("llm"), dict)
            else "set a label that raised this finding; the rules' labels did not"
        )
        lines.append(Text(f"The language model {how}.", style="magenta"))
    agrees = flag.details.get(AGREES_KEY)
    if isinstance(agrees, dict) and agrees.get("quote"):
        lines.append(
            Text(f"The language model agrees, pointing to “{agrees['quote']}”.", style="magenta")
        )
    return lines


def stale_text(stale: list[ReviewDecision]) -> Text:
    """Decisions made on an earlier version of the deck, as the reviewer left them."""
    out = Text()
    for decision in stale:
        out.append("• ", style="bold")
        if decision.flag_code and decision.decision is not None:
            out.append(f"{decision.flag_code} {decision.decision.value}", style="bold")
            if decision.reason:
                out.append(f": {decision.reason}", style="italic")
        elif decision.label and decision.label_value:
            out.append(f"{decision.label} → {decision.label_value}", style="bold")
            if decision.reason:
                out.append(f": {decision.reason}", style="italic")
        if decision.note:
            out.append(f"note: {decision.note}")
        out.append(f"  (was on {decision.claim_id})\n", style="dim")
    out.append("r re-applies them to this claim.", style="dim")
    return out


class FlagCard(Static):
    """One flag; clicking it makes it the flag that confirm and dismiss act on."""

    DEFAULT_CSS = """
    FlagCard { padding: 0 1 0 0; border-left: outer $panel; }
    FlagCard.current { border-left: outer $accent; background: $boost; margin: 0 0 1 0; }
    FlagCard.decided { color: $text-muted; }
    """

    def __init__(self) -> None:
        super().__init__()
        self.index = 0
        self.display = False  # shown by set_flag

    def set_flag(
        self, index: int, flag: Flag, verdict: ReviewDecision | None, current: bool
    ) -> None:
        """Show one flag (cards are reused, never removed, so quick redraws cannot race)."""
        self.index = index
        self.set_class(current, "current")
        self.set_class(verdict is not None, "decided")
        self.update(flag_text(flag, verdict, current))
        self.display = True

    def on_click(self) -> None:
        """Select this flag."""
        self.post_message(FlagClicked(self.index))


class ClaimDetail(VerticalScroll):
    """Everything about the current item; rebuilt when the item or its decisions change."""

    def compose(self) -> ComposeResult:
        """The sections, filled by `show`."""
        yield Static(id="detail-title", classes="section-title")
        yield Static(id="detail-text")
        yield Static("Findings", classes="section-title", id="flags-title")
        with Vertical(id="detail-flags"):
            yield Static(Text("No findings on this claim.", style="dim"), id="no-flags")
        yield Static("Reviewer notes", classes="section-title", id="notes-title")
        yield Static(id="detail-notes")
        yield Static(
            "Decisions from an earlier version of the deck",
            classes="section-title",
            id="stale-title",
        )
        yield Static(id="detail-stale")
        yield Static("Labels", classes="section-title", id="labels-title")
        yield Static(id="detail-labels")
        yield Static("Slide context", classes="section-title", id="context-title")
        yield Static(id="detail-context")
        yield Static(
            "Server vs Offline: published evidence and a model estimate (not a verification)",
            classes="section-title",
            id="replay-title",
        )
        yield Static(id="replay-summary")
        yield ReplayPlot(id="replay-plot")

    def show(
        self,
        item: ReviewItem | None,
        store: ReviewStore,
        flag_index: int,
        stale: list[ReviewDecision] | None = None,
    ) -> None:
        """Fill the sections for an item; `flag_index` marks the flag decisions apply to."""
        claim = item.claim if item is not None else None
        title = self.query_one("#detail-title", Static)
        if item is None:
            title.update("No claim selected")
            self._toggle(claim_sections=False, replay=False, flags=False, notes=False, stale=False)
            self.query_one("#detail-text", Static).update(
                Text("Nothing matches the filter.", style="dim")
            )
            self._hide_cards(0)
            return
        where = "Deck" if item.page == 0 else f"Page {item.page}"
        role = f" · {claim.role.value.replace('_', ' ')}" if claim is not None else ""
        hidden = " · HIDDEN on the slide" if claim is not None and not claim.visible else ""
        title.update(Text(f"{item.id} · {where}{role}{hidden}", style="bold"))
        quotes = evidence_quotes(claim) if claim is not None else []
        self.query_one("#detail-text", Static).update(highlighted_text(item.text, quotes))
        self._toggle(
            claim_sections=claim is not None and not item.pending,
            replay=bool(claim is not None and claim.replay),
            flags=not item.pending,
            notes=bool(store.notes_for(item.id)),
            stale=bool(stale),
        )
        if stale:
            self.query_one("#detail-stale", Static).update(stale_text(stale))
        if claim is not None:
            self.query_one("#detail-context", Static).update(context_text(claim, quotes))
            self.query_one("#detail-labels", Static).update(
                labels_text(claim, store.label_overrides(item.id))
            )
            if claim.replay:
                self._show_replay(claim.replay)
        notes = Text()
        for note in store.notes_for(item.id):
            notes.append("• ", style="bold")
            notes.append(note + "\n")
        notes.append("A edits the latest note; an empty note deletes it.", style="dim")
        self.query_one("#detail-notes", Static).update(notes)
        flags = [] if item.pending else list(item.flags)
        container = self.query_one("#detail-flags", Vertical)
        cards = list(container.query(FlagCard))
        if len(cards) < len(flags):
            extra = [FlagCard() for _ in range(len(flags) - len(cards))]
            container.mount_all(extra, before=self.query_one("#no-flags"))
            cards += extra
        for index, flag in enumerate(flags):
            cards[index].set_flag(
                index, flag, store.verdict(item.id, flag.code), index == flag_index
            )
        self._hide_cards(len(flags))
        self.query_one("#no-flags").display = not item.pending and not flags

    def _hide_cards(self, keep: int) -> None:
        for card in list(self.query(FlagCard))[keep:]:
            card.display = False
        if keep == 0:
            self.query_one("#no-flags").display = False

    def _show_replay(self, replay: dict) -> None:
        self.query_one("#replay-summary", Static).update(replay_summary(replay))
        self.query_one("#replay-plot", ReplayPlot).show(replay)

    def show_current_flag(self) -> None:
        """Bring the current finding into view (after the layout settles)."""
        cards = [c for c in self.query(FlagCard) if c.display and c.has_class("current")]
        if cards:
            self.call_after_refresh(self.scroll_to_widget, cards[0], animate=False, top=False)

    def _toggle(
        self, *, claim_sections: bool, replay: bool, flags: bool, notes: bool, stale: bool
    ) -> None:
        for widget_id in ("context-title", "detail-context", "labels-title", "detail-labels"):
            self.query_one(f"#{widget_id}").display = claim_sections
        for widget_id in ("replay-title", "replay-summary", "replay-plot"):
            self.query_one(f"#{widget_id}").display = replay
        self.query_one("#flags-title").display = flags
        self.query_one("#detail-flags").display = flags
        self.query_one("#notes-title").display = notes
        self.query_one("#detail-notes").display = notes
        self.query_one("#stale-title").display = stale
        self.query_one("#detail-stale").display = stale
