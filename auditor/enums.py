"""Severities and label sources: closed vocabularies that light modules (the flag catalogue,
`deckaudit flags`) use without loading pydantic or the readers. `auditor.models` re-exports them."""

from __future__ import annotations

from enum import StrEnum


class Severity(StrEnum):
    """How much a flag matters to a buying decision."""

    ERROR = "error"
    WARNING = "warning"
    INFO = "info"

    @property
    def rank(self) -> int:
        """Higher is more severe."""
        return {"info": 0, "warning": 1, "error": 2}[self.value]


class LabelSource(StrEnum):
    """Who set a label."""

    RULES = "rules"
    LLM = "llm"
    REVIEWER = "reviewer"
