"""Markdown report for a review committee: deck summary, then findings by severity, each quoted."""

from __future__ import annotations

from auditor.catalogue import CATALOGUE
from auditor.exports.decisions import (
    apply_decisions,
    decision_text,
    is_dismissed,
    label_overrides,
    override_text,
    stale_entries,
)
from auditor.formatting import format_figure
from auditor.llm.findings import AGREES_KEY
from auditor.models import (
    ClaimAudit,
    DeckReport,
    Flag,
    LabelSource,
    LlmUsage,
    ReviewDecision,
    Severity,
)
from auditor.review_store import StaleDecisions
from auditor.wording import plural, quote

_SEVERITY_HEADINGS = (
    (Severity.ERROR, "Errors — the claim as used would mislead a decision"),
    (Severity.WARNING, "Warnings — context a reader needs is missing"),
    (Severity.INFO, "For information"),
)


def _cell(text: str) -> str:
    return " ".join(text.split()).replace("|", "\\|")


def render(
    report: DeckReport,
    decisions: list[ReviewDecision] | None = None,
    stale: list[StaleDecisions] | None = None,
) -> str:
    """The report as Markdown a committee can read, with the reviewer's decisions applied.

    Label overrides are shown with the audit's value and the reviewer's reason; decisions made
    on an earlier version of the deck (`stale`) are listed in a section of their own.
    """
    report = apply_decisions(report, decisions)
    deck = report.deck
    counts = report.counts_by_severity()
    lines = [
        f"# deckaudit report: {deck.path.rsplit('/', 1)[-1]}",
        "",
        f"- File: `{deck.path}` ({deck.kind}, {plural(deck.pages, 'page')}), SHA-256 `{deck.sha256[:16]}…`",
        f"- Workload the deck describes: **{deck.workload.value}**"
        + (f" — “{_cell(deck.workload_evidence)}”" if deck.workload_evidence else ""),
        f"- Claims found: {len(report.claims)}; flagged: {sum(1 for c in report.claims if c.flags)}",
        f"- Findings: {plural(counts['error'], 'error')}, {plural(counts['warning'], 'warning')}, "
        f"{plural(counts['info'], 'information note')}",
    ]
    if report.llm is not None:
        lines += llm_usage_lines(report.llm)
    lines.append("")
    for error in report.errors:
        lines += [f"> **Could not audit:** {error.message} (cause: `{error.cause}`)", ""]
    if report.deck_flags:
        lines += ["## Deck-level findings", ""]
        for item in report.deck_flags:
            lines.append(
                f"- **{item.code}** ({item.severity.value}){_review_status(item)}: "
                f"{_cell(item.message)}"
            )
        lines.append("")
    for severity, heading in _SEVERITY_HEADINGS:
        entries = [
            (claim, item)
            for claim in report.claims
            for item in claim.flags
            if item.severity == severity
        ]
        if not entries:
            continue
        lines += [f"## {heading}", ""]
        for claim, item in entries:
            lines += _finding(claim, item)
    if report.conflicts:
        lines += ["## Labels where the rules and the LLM disagree", ""]
        for conflict in report.conflicts:
            lines.append(
                f"- {conflict.claim_id} {conflict.label}: rules say **{conflict.rules.value}**, "
                f"LLM says **{conflict.llm.value}** (“{_cell(conflict.llm.quote or '')}”)"
            )
        lines.append("")
    overridden = [(claim, label_overrides(claim)) for claim in report.claims]
    overridden = [(claim, found) for claim, found in overridden if found]
    if overridden:
        lines += ["## Labels the reviewer overrode", ""]
        for claim, found in overridden:
            for name, evidence in found:
                lines.append(
                    f"- {claim.id} (page {claim.page}): {_cell(override_text(name, evidence))}"
                )
        lines.append("")
    earlier = stale_entries(stale)
    if earlier:
        lines += [
            "## Decisions made on an earlier version of the deck",
            "",
            "The deck changed after these decisions; their claims read differently now, so they "
            "were not applied.",
            "",
        ]
        for sha, decision, text in earlier:
            quoted = f" “{_cell(text)[:160]}”" if text else ""
            lines.append(
                f"- {decision.claim_id}{quoted}: {_cell(decision_text(decision))} "
                f"(deck SHA-256 `{sha[:12]}…`)"
            )
        lines.append("")
    lines += _claims_table(report.claims)
    return "\n".join(lines).rstrip() + "\n"


def _counts(counts: dict[str, int]) -> str:
    return ", ".join(f"{key} {value}" for key, value in counts.items())


def llm_usage_lines(usage: LlmUsage) -> list[str]:
    """The LLM usage section: model, requests, and the findings the model added, per code."""
    lines = [
        f"- LLM labeler: {usage.model} ({usage.mode}, prompt {usage.prompt_version}); "
        f"{usage.requests} request(s), {usage.cache_hits} cache hit(s)",
        "  - Findings added by the model: "
        + (_counts(usage.findings) if usage.findings else "none"),
    ]
    if usage.findings_agreed:
        lines.append(
            f"  - Model agreed with flags already raised: {_counts(usage.findings_agreed)}"
        )
    if usage.proposals_dropped:
        lines.append(f"  - Model proposals dropped: {_counts(usage.proposals_dropped)}")
    return lines


def _source_note(item: Flag) -> str:
    return " — from the language model" if item.source == LabelSource.LLM else ""


def _review_status(item: Flag) -> str:
    if "review" not in item.details:
        return ""
    reason = item.details.get("review_reason")
    return f" — reviewer: {item.details['review']}" + (f" ({reason})" if reason else "")


def _finding(claim: ClaimAudit, item: Flag) -> list[str]:
    spec = CATALOGUE.get(item.code)
    title = spec.title if spec else item.code
    dismissed = is_dismissed(item.details)
    status = _review_status(item)
    strike = "~~" if dismissed else ""
    out = [
        f"### {strike}{item.code}: {title}{strike} (page {claim.page}, claim {claim.id})"
        f"{_source_note(item)}{status}",
        "",
        f"> {_cell(claim.text)}",
        "",
        _cell(item.message),
        "",
    ]
    agrees = item.details.get(AGREES_KEY)
    if isinstance(agrees, dict) and agrees.get("quote"):
        out += [f"The language model agrees, pointing to “{_cell(str(agrees['quote']))}”.", ""]
    overrides = dict(label_overrides(claim))
    shown = []
    for name in ("division", "scenario", "bucket"):
        value = getattr(claim.labels, name).value
        evidence = overrides.get(name)
        if evidence is None:
            shown.append(f"{name} **{value}**{_origin(claim, name)}")
            continue
        was = f" of {evidence.overrides}" if evidence.overrides else ""
        why = f": “{_cell(evidence.quote)}”" if evidence.quote else ""
        shown.append(f"{name} **{value}** (reviewer override{was}{why})")
    out.append(f"Labels: {', '.join(shown)}.")
    for note in claim.reviewer_notes:
        out.append(f"Reviewer note: {_cell(note)}")
    out.append("")
    return out


def _source_mark(item: Flag) -> str:
    return " (LLM)" if item.source == LabelSource.LLM else ""


_ORIGINS = {
    "claim_text": "the claim",
    "table_row": "its table row",
    "footnote": "its footnote",
    "table_header": "the table header",
    "chart_title": "the chart",
    "slide_title": "the slide title",
    "heading": "the slide heading",
    "slide_text": "the slide",
    "deck": "a deck-level statement",
}


def _origin(claim: ClaimAudit, label: str) -> str:
    """Where a label came from, as the reader should see it: ' (the slide heading: “…”)'."""
    detail = claim.label_details.get(label)
    if detail is None or not detail.quote or detail.origin in (None, "claim_text", "table_row"):
        return ""
    where = _ORIGINS.get(detail.origin, detail.origin)
    return f" (from {where}: {quote(detail.quote, 60)})"


def _claims_table(claims: list[ClaimAudit]) -> list[str]:
    if not claims:
        return ["## Claims", "", "No benchmark claims were found.", ""]
    lines = [
        "## All claims",
        "",
        "| id | page | claim | value | benchmark | round | division | scenario | bucket | flags |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for claim in claims:
        value = f"{format_figure(claim.metric.value)} {claim.metric.unit}" if claim.metric else ""
        flags = ", ".join(f.code + _source_mark(f) for f in claim.flags) or "—"
        lines.append(
            f"| {claim.id} | {claim.page} | {_cell(claim.text)[:120]} | {value} | "
            f"{claim.benchmark or ''} | {claim.round or ''} | {claim.labels.division.value} | "
            f"{claim.labels.scenario.value} | {claim.labels.bucket.value} | {flags} |"
        )
    lines.append("")
    return lines
