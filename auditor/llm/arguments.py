"""The LLM labeler's command-line flags (no pydantic here: building a parser must stay cheap)."""

from __future__ import annotations

import argparse

DEFAULT_MODEL = "gpt-4o-mini"
LLM_MODES: tuple[str, ...] = ("json_schema", "json_object")


def add_llm_arguments(parser: argparse.ArgumentParser) -> None:
    """Add `--llm`, `--model`, `--llm-base-url`, `--llm-mode` and `--llm-timeout` to a parser."""
    group = parser.add_argument_group("LLM labeler (optional; rules label claims by default)")
    group.add_argument(
        "--llm",
        action="store_true",
        default=False,
        help="refine the rule labels, and propose grounded findings, with an OpenAI-compatible model",
    )
    group.add_argument(
        "--model",
        default=None,
        help=f"model name (env DECKAUDIT_LLM_MODEL, config [llm] model; default {DEFAULT_MODEL})",
    )
    group.add_argument(
        "--llm-base-url",
        dest="llm_base_url",
        default=None,
        metavar="URL",
        help="OpenAI-compatible endpoint (env OPENAI_BASE_URL, config [llm] base_url)",
    )
    group.add_argument(
        "--llm-mode",
        dest="llm_mode",
        choices=LLM_MODES,
        default=None,
        help="json_schema: structured outputs; json_object: JSON mode plus local validation",
    )
    group.add_argument(
        "--llm-timeout",
        dest="llm_timeout",
        type=float,
        default=None,
        metavar="SECONDS",
        help="timeout of one LLM request (default 60)",
    )
