"""LLM settings: CLI flags over environment over the TOML config file over defaults."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from auditor.llm.settings import (
    DEFAULT_MODEL,
    LlmSettings,
    add_llm_arguments,
    default_cache_path,
    default_config_path,
    load_config_file,
    resolve_settings,
    settings_from_args,
)


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser()
    add_llm_arguments(p)
    return p


def write_config(path: Path, body: str) -> Path:
    path.write_text(body, encoding="utf-8")
    return path


def test_defaults_without_flags_env_or_file(tmp_path):
    settings = settings_from_args(parser().parse_args([]), env={}, config_path=tmp_path / "none")
    assert settings == LlmSettings()
    assert settings.enabled is False and settings.model == DEFAULT_MODEL
    assert settings.mode == "json_schema"
    assert settings.cache_path == default_cache_path()
    assert default_cache_path().parent.name == "deckaudit"
    assert default_config_path().name == "config.toml"


def test_config_file_then_env_then_cli(tmp_path):
    config = write_config(
        tmp_path / "config.toml",
        '[llm]\nmodel = "from-file"\nbase_url = "http://127.0.0.1:9/v1"\nmode = "json_object"\n'
        'timeout_s = 12.5\nmax_retries = 4\ncache_path = "~/labels.sqlite3"\n',
    )
    from_file = resolve_settings({}, env={}, config_path=config)
    assert from_file.model == "from-file" and from_file.mode == "json_object"
    assert from_file.timeout_s == 12.5 and from_file.max_retries == 4
    assert from_file.cache_path == Path("~/labels.sqlite3").expanduser()

    env = {
        "DECKAUDIT_LLM_MODEL": "from-env",
        "OPENAI_BASE_URL": "http://127.0.0.1:10/v1",
        "OPENAI_API_KEY": "sk-env",
    }
    from_env = resolve_settings({}, env=env, config_path=config)
    assert from_env.model == "from-env" and from_env.base_url == "http://127.0.0.1:10/v1"
    assert from_env.api_key == "sk-env" and from_env.mode == "json_object"

    args = parser().parse_args(
        [
            "--llm",
            "--model",
            "from-cli",
            "--llm-base-url",
            "http://127.0.0.1:11/v1",
            "--llm-mode",
            "json_schema",
            "--llm-timeout",
            "3",
        ]
    )
    from_cli = settings_from_args(args, env=env, config_path=config)
    assert from_cli.enabled is True
    assert from_cli.model == "from-cli" and from_cli.base_url == "http://127.0.0.1:11/v1"
    assert from_cli.mode == "json_schema" and from_cli.timeout_s == 3.0
    assert from_cli.api_key == "sk-env"
    assert "sk-env" not in repr(from_cli)


def test_bad_mode_is_a_usage_error():
    with pytest.raises(SystemExit):
        parser().parse_args(["--llm-mode", "yaml"])


def test_broken_config_file_is_reported(tmp_path):
    config = write_config(tmp_path / "config.toml", "[llm\nmodel = ")
    with pytest.raises(ValueError, match="cannot read LLM config"):
        load_config_file(config)
    not_table = write_config(tmp_path / "other.toml", 'llm = "gpt"\n')
    with pytest.raises(ValueError, match="must be a table"):
        load_config_file(not_table)


def test_config_without_llm_section_is_empty(tmp_path):
    config = write_config(tmp_path / "config.toml", "[other]\nx = 1\n")
    assert load_config_file(config) == {}
