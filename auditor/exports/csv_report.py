"""CSV export: one row per claim and flag (a claim without flags gets one row)."""

from __future__ import annotations

import csv
import io

from auditor.exports.decisions import (
    apply_decisions,
    label_overrides,
    override_text,
    stale_entries,
)
from auditor.models import DeckReport, ReviewDecision
from auditor.review_store import StaleDecisions

COLUMNS = (
    "deck",
    "claim_id",
    "page",
    "claim_text",
    "value",
    "unit",
    "benchmark",
    "round",
    "result_id",
    "division",
    "scenario",
    "bucket",
    "flag_code",
    "severity",
    "flag_source",
    "message",
    "review",
    "review_reason",
    "reviewer_notes",
    "label_overrides",
    "earlier_deck_sha256",
)


def render(
    report: DeckReport,
    decisions: list[ReviewDecision] | None = None,
    stale: list[StaleDecisions] | None = None,
) -> str:
    """The report as CSV text; deck-level flags come as rows with an empty claim id.

    Reviewer label overrides fill `label_overrides`; decisions made on an earlier version of
    the deck come last, one row each, with the hash of that version in `earlier_deck_sha256`.
    """
    report = apply_decisions(report, decisions)
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=COLUMNS, lineterminator="\n")
    writer.writeheader()
    deck = report.deck.path
    for claim in report.claims:
        base = {
            "deck": deck,
            "claim_id": claim.id,
            "page": claim.page,
            "claim_text": claim.text,
            "value": claim.metric.value if claim.metric else "",
            "unit": claim.metric.unit if claim.metric else "",
            "benchmark": claim.benchmark or "",
            "round": claim.round or "",
            "result_id": claim.result_id or "",
            "division": claim.labels.division.value,
            "scenario": claim.labels.scenario.value,
            "bucket": claim.labels.bucket.value,
            "reviewer_notes": " | ".join(claim.reviewer_notes),
            "label_overrides": " | ".join(
                override_text(name, evidence) for name, evidence in label_overrides(claim)
            ),
        }
        if not claim.flags:
            writer.writerow(base)
        for item in claim.flags:
            writer.writerow(
                {
                    **base,
                    "flag_code": item.code,
                    "severity": item.severity.value,
                    "flag_source": item.source.value,
                    "message": item.message,
                    "review": item.details.get("review", ""),
                    "review_reason": item.details.get("review_reason", ""),
                }
            )
    for item in report.deck_flags:
        writer.writerow(
            {
                "deck": deck,
                "page": item.page or "",
                "flag_code": item.code,
                "severity": item.severity.value,
                "flag_source": item.source.value,
                "message": item.message,
                "review": item.details.get("review", ""),
                "review_reason": item.details.get("review_reason", ""),
            }
        )
    for sha, decision, text in stale_entries(stale):
        label = f"{decision.label}: → {decision.label_value}" if decision.label else ""
        writer.writerow(
            {
                "deck": deck,
                "claim_id": decision.claim_id,
                "claim_text": text,
                "flag_code": decision.flag_code or "",
                "review": decision.decision.value if decision.decision else "",
                "review_reason": decision.reason or "",
                "reviewer_notes": decision.note or "",
                "label_overrides": label,
                "earlier_deck_sha256": sha,
            }
        )
    return out.getvalue()
