"""The JSON report of DESIGN.md."""

from __future__ import annotations

import json

from auditor.exports.decisions import apply_decisions, stale_entries
from auditor.models import DeckReport, ReviewDecision
from auditor.review_store import StaleDecisions


def render(
    report: DeckReport,
    decisions: list[ReviewDecision] | None = None,
    stale: list[StaleDecisions] | None = None,
) -> str:
    """The report as indented JSON, with reviewer decisions applied when given.

    Decisions made on an earlier version of the deck are listed under `stale_decisions`
    (present only when there are some).
    """
    data = apply_decisions(report, decisions).to_json_dict()
    earlier = stale_entries(stale)
    if earlier:
        data["stale_decisions"] = [
            {"deck_sha256": sha, "claim_text": text, **decision.model_dump(mode="json")}
            for sha, decision, text in earlier
        ]
    return json.dumps(data, indent=2, ensure_ascii=False)
