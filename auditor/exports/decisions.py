"""Apply reviewer decisions to a report before it is exported."""

from __future__ import annotations

from auditor.models import (
    Bucket,
    ClaimAudit,
    Decision,
    DeckReport,
    Division,
    LabelEvidence,
    LabelSource,
    ReviewDecision,
    Scenario,
)
from auditor.review_store import StaleDecisions

DECK_CLAIM_ID = "deck"  # the claim id reviewers' decisions on deck-level flags carry
_LABEL_TYPES = {"division": Division, "scenario": Scenario, "bucket": Bucket}


def apply_decisions(report: DeckReport, decisions: list[ReviewDecision] | None) -> DeckReport:
    """A copy of the report with reviewer verdicts, notes and label overrides applied.

    The latest decision about a flag wins. Dismissed flags stay in the report, marked
    `details.review = "dismissed"` with the reason, so nothing a reviewer did is hidden.
    """
    copy = report.model_copy(deep=True)
    if not decisions:
        return copy
    by_claim = {claim.id: claim for claim in copy.claims}
    for decision in decisions:
        if decision.claim_id == DECK_CLAIM_ID:
            _apply_to_deck_flags(copy, decision)
            continue
        claim = by_claim.get(decision.claim_id)
        if claim is None:
            continue
        if decision.flag_code and decision.decision is not None:
            for item in claim.flags:
                if item.code == decision.flag_code:
                    item.details["review"] = decision.decision.value
                    item.details["review_reason"] = decision.reason or ""
        if decision.note and decision.note not in claim.reviewer_notes:
            claim.reviewer_notes.append(decision.note)
        label_type = _LABEL_TYPES.get(decision.label or "")
        if label_type is not None and decision.label_value:
            value = label_type(decision.label_value)
            earlier = claim.label_details.get(decision.label)
            original = (
                earlier.overrides
                if earlier is not None and earlier.source == LabelSource.REVIEWER
                else getattr(claim.labels, decision.label).value
            )
            setattr(claim.labels, decision.label, value)
            claim.label_details[decision.label] = LabelEvidence(
                value=value.value,
                quote=decision.reason,
                origin="reviewer",
                source=LabelSource.REVIEWER,
                overrides=original,
            )
    return copy


def label_overrides(claim: ClaimAudit) -> list[tuple[str, LabelEvidence]]:
    """The labels of a claim a reviewer overrode (after `apply_decisions`), in label order."""
    return [
        (name, claim.label_details[name])
        for name in _LABEL_TYPES
        if name in claim.label_details and claim.label_details[name].source == LabelSource.REVIEWER
    ]


def override_text(name: str, evidence: LabelEvidence) -> str:
    """One override in words: `division: available → closed (reviewer: “why”)`."""
    was = f"{evidence.overrides} → " if evidence.overrides else ""
    why = f": “{evidence.quote}”" if evidence.quote else ""
    return f"{name}: {was}{evidence.value} (reviewer override{why})"


def stale_entries(stale: list[StaleDecisions] | None) -> list[tuple[str, ReviewDecision, str]]:
    """Each decision kept from an earlier version of the deck: (old deck hash, decision, claim text)."""
    return [
        (group.deck_sha256, decision, group.claim_texts.get(decision.claim_id, ""))
        for group in stale or []
        for decision in group.decisions
    ]


def decision_text(decision: ReviewDecision) -> str:
    """A decision in words, for listing decisions that no longer apply to a claim."""
    parts = []
    if decision.flag_code and decision.decision is not None:
        parts.append(f"{decision.flag_code} {decision.decision.value}")
    if decision.label and decision.label_value:
        parts.append(f"{decision.label} set to {decision.label_value}")
    if decision.reason:
        parts.append(f"because “{decision.reason}”")
    if decision.note:
        parts.append(f"note “{decision.note}”")
    return ", ".join(parts) or "no decision"


def _apply_to_deck_flags(report: DeckReport, decision: ReviewDecision) -> None:
    """Verdicts on deck-level findings (INJECTION, HIDDEN-TEXT...) are recorded against 'deck'."""
    if not decision.flag_code or decision.decision is None:
        return
    for item in report.deck_flags:
        if item.code == decision.flag_code:
            item.details["review"] = decision.decision.value
            item.details["review_reason"] = decision.reason or ""


def is_dismissed(details: dict) -> bool:
    """True when a reviewer dismissed the flag these details belong to."""
    return details.get("review") == Decision.DISMISSED.value
