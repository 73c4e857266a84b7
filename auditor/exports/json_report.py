"""The JSON report of DESIGN.md."""

from __future__ import annotations

import json

from auditor.exports.decisions import apply_decisions
from auditor.models import DeckReport, ReviewDecision


def render(report: DeckReport, decisions: list[ReviewDecision] | None = None) -> str:
    """The report as indented JSON, with reviewer decisions applied when given."""
    return json.dumps(
        apply_decisions(report, decisions).to_json_dict(), indent=2, ensure_ascii=False
    )
