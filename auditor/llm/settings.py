"""The LLM labeler's settings: CLI flags over environment over a TOML config file."""

from __future__ import annotations

import argparse
import os
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Literal

import platformdirs
from pydantic import BaseModel, Field

APP_NAME = "deckaudit"
DEFAULT_MODEL = "gpt-4o-mini"
DEFAULT_BASE_URL = "https://api.openai.com/v1"
LlmMode = Literal["json_schema", "json_object"]
LLM_MODES: tuple[str, ...] = ("json_schema", "json_object")


def default_config_path() -> Path:
    """The user's deckaudit config file (`[llm]` section), whether or not it exists."""
    return Path(platformdirs.user_config_dir(APP_NAME)) / "config.toml"


def default_cache_path() -> Path:
    """The SQLite file that caches LLM labels, under the user cache directory."""
    return Path(platformdirs.user_cache_dir(APP_NAME)) / "llm_cache.sqlite3"


class LlmSettings(BaseModel):
    """Everything the LLM labeler needs to reach a model and bound what it costs."""

    enabled: bool = False
    base_url: str | None = None
    api_key: str | None = Field(default=None, repr=False)
    model: str = DEFAULT_MODEL
    mode: LlmMode = "json_schema"
    timeout_s: float = Field(default=60.0, gt=0)
    max_retries: int = Field(default=2, ge=0, le=10)
    cache_path: Path | None = Field(default_factory=default_cache_path)
    request_token_budget: int = Field(
        default=3000,
        ge=200,
        description="Estimated prompt tokens per request; claims are batched up to this budget",
    )
    max_claims_per_request: int = Field(default=12, ge=1, le=64)
    temperature: float = Field(default=0.0, ge=0.0, le=2.0)


def load_config_file(path: Path | None = None) -> dict[str, Any]:
    """The `[llm]` table of the config file, or an empty dict when there is no file or no table."""
    path = path or default_config_path()
    try:
        with path.open("rb") as handle:
            data = tomllib.load(handle)
    except FileNotFoundError:
        return {}
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise ValueError(f"cannot read LLM config {path}: {exc}") from exc
    section = data.get("llm", {})
    if not isinstance(section, dict):
        raise ValueError(f"[llm] in {path} must be a table")
    return section


def _env_values(env: Mapping[str, str]) -> dict[str, Any]:
    values: dict[str, Any] = {}
    if env.get("OPENAI_BASE_URL"):
        values["base_url"] = env["OPENAI_BASE_URL"]
    if env.get("OPENAI_API_KEY"):
        values["api_key"] = env["OPENAI_API_KEY"]
    if env.get("DECKAUDIT_LLM_MODEL"):
        values["model"] = env["DECKAUDIT_LLM_MODEL"]
    return values


def resolve_settings(
    cli: Mapping[str, Any] | None = None,
    env: Mapping[str, str] | None = None,
    config_path: Path | None = None,
) -> LlmSettings:
    """Merge settings with CLI values over environment over config file over defaults.

    `cli` holds only the options the user actually gave (None values are ignored).
    """
    env = os.environ if env is None else env
    merged: dict[str, Any] = {}
    merged.update(load_config_file(config_path))
    merged.update(_env_values(env))
    merged.update({key: value for key, value in (cli or {}).items() if value is not None})
    if "cache_path" in merged and isinstance(merged["cache_path"], str):
        merged["cache_path"] = Path(merged["cache_path"]).expanduser()
    return LlmSettings(**merged)


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


def settings_from_args(
    args: argparse.Namespace,
    env: Mapping[str, str] | None = None,
    config_path: Path | None = None,
) -> LlmSettings:
    """Resolve the LLM settings for parsed CLI arguments (see `add_llm_arguments`)."""
    cli = {
        "enabled": True if getattr(args, "llm", False) else None,
        "model": getattr(args, "model", None),
        "base_url": getattr(args, "llm_base_url", None),
        "mode": getattr(args, "llm_mode", None),
        "timeout_s": getattr(args, "llm_timeout", None),
    }
    return resolve_settings(cli, env=env, config_path=config_path)
