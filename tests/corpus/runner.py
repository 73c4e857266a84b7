"""Run the audit over built corpus decks, the way a user of the library would."""

from __future__ import annotations

from pathlib import Path

from auditor.audit import AuditOptions, audit_deck
from auditor.models import DeckReport
from tests.corpus.schema import DeckSpec


def audit_corpus(
    specs: tuple[DeckSpec, ...], files: dict[str, Path]
) -> list[tuple[DeckSpec, DeckReport]]:
    """Audit every built deck with the rule labeler and checks alone.

    No LLM, no results database and no replay: the corpus grades labels and the catalogue checks,
    not the results cross-check (RESULT-MISMATCH, RESULT-VERIFIED, and UNVERIFIED raised for a
    figure missing from the database) nor OFFLINE-HEADLINE.
    """
    options = AuditOptions(use_default_results_db=False, replay=False)
    return [(spec, audit_deck(files[spec.name], options)) for spec in specs if spec.name in files]
