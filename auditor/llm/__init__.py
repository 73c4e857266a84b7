"""The optional LLM labeler: grounded, cached refinements of the rule labels, and proposed findings.

The labeler pulls in the openai client, which is slow to import; it loads on first use so that
commands which never call a model start fast.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from auditor.llm.settings import LlmSettings, add_llm_arguments, settings_from_args

if TYPE_CHECKING:
    from auditor.llm.labeler import LlmOutcome, refine_with_llm

__all__ = [
    "LlmOutcome",
    "LlmSettings",
    "add_llm_arguments",
    "refine_with_llm",
    "settings_from_args",
]


def __getattr__(name: str) -> Any:
    if name in ("LlmOutcome", "refine_with_llm"):
        from auditor.llm import labeler

        return getattr(labeler, name)
    raise AttributeError(f"module 'auditor.llm' has no attribute {name!r}")
