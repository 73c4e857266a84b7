"""The optional LLM labeler: grounded, cached refinements of the rule labels, and proposed findings.

The labeler pulls in the openai client, which is slow to import; it and the settings (pydantic)
load on first use so that commands which never call a model start fast.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from auditor.llm.arguments import add_llm_arguments
    from auditor.llm.labeler import LlmOutcome, refine_with_llm
    from auditor.llm.settings import LlmSettings, settings_from_args

__all__ = [
    "LlmOutcome",
    "LlmSettings",
    "add_llm_arguments",
    "refine_with_llm",
    "settings_from_args",
]


_HOME = {
    "LlmOutcome": "auditor.llm.labeler",
    "refine_with_llm": "auditor.llm.labeler",
    "LlmSettings": "auditor.llm.settings",
    "settings_from_args": "auditor.llm.settings",
    "add_llm_arguments": "auditor.llm.arguments",
}


def __getattr__(name: str) -> Any:
    """Every name loads on first use: building a parser must not import pydantic or openai."""
    if name not in _HOME:
        raise AttributeError(f"module 'auditor.llm' has no attribute {name!r}")
    return getattr(importlib.import_module(_HOME[name]), name)
