"""The optional LLM labeler: grounded, cached refinements of the rule labels."""

from auditor.llm.labeler import LlmOutcome, refine_with_llm
from auditor.llm.settings import LlmSettings, add_llm_arguments, settings_from_args

__all__ = [
    "LlmOutcome",
    "LlmSettings",
    "add_llm_arguments",
    "refine_with_llm",
    "settings_from_args",
]
