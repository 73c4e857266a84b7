"""Test helpers for the LLM labeler: a recording fake chat-completions server, reply builders,
claim builders, and the launcher of a real llama-cpp-python server."""

from __future__ import annotations

import json
import re
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from auditor.models import ClaimAudit, LabelEvidence, Labels
from extractors.models import ClaimContext, Location

LOOPBACK = "127.0.0.1"
DATA_LINE = re.compile(r"^\{.*\}$")

Reply = dict[str, Any]
Responder = Callable[[dict[str, Any]], Reply]


def free_port() -> int:
    """A TCP port on the loopback interface that nothing listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((LOOPBACK, 0))
        return int(sock.getsockname()[1])


def deck_lines(request: dict[str, Any]) -> list[dict[str, Any]]:
    """The claim objects a recorded request sent between the deck_data tags."""
    user = request["messages"][1]["content"]
    inside = user.split("\n<deck_data", 1)[1].split("\n</deck_data", 1)[0]
    return [json.loads(line) for line in inside.splitlines()[1:] if DATA_LINE.match(line)]


def label_reply(
    claims: list[dict[str, Any]],
    workload: tuple[str, str] = ("unstated", ""),
    suspected: list[str] | None = None,
) -> str:
    """The JSON content of a model reply; each claim is {claim, division, scenario, bucket}."""
    return json.dumps(
        {
            "claims": claims,
            "workload": {"value": workload[0], "quote": workload[1]},
            "suspected_instructions": suspected or [],
        }
    )


def guess(
    claim: str,
    division: tuple[str, str] = ("unstated", ""),
    scenario: tuple[str, str] = ("unstated", ""),
    bucket: tuple[str, str] = ("unsure", ""),
    findings: list[dict[str, str]] | None = None,
) -> dict[str, Any]:
    """One claim entry of a model reply; `findings` as `finding()` builds them."""
    return {
        "claim": claim,
        "division": {"value": division[0], "quote": division[1]},
        "scenario": {"value": scenario[0], "quote": scenario[1]},
        "bucket": {"value": bucket[0], "quote": bucket[1]},
        "findings": findings or [],
    }


def finding(code: str, quote: str, reason: str = "") -> dict[str, str]:
    """One proposed finding of a model reply."""
    return {"code": code, "quote": quote, "reason": reason}


def keyword_model(request: dict[str, Any]) -> Reply:
    """A deterministic stand-in model: labels each claim from words in its own text and context."""
    entries = []
    for line in deck_lines(request):
        texts = [line["claim"], *(v for k, v in line.items() if isinstance(v, str) and k != "id")]
        texts += [t for v in line.values() if isinstance(v, list) for t in v]
        division = scenario = ("unstated", "")
        for text in texts:
            for word in ("Closed", "Open"):
                if word in text and division[0] == "unstated":
                    division = (word.lower(), word)
            for word in ("Offline", "Server"):
                if word in text and scenario[0] == "unstated":
                    scenario = (word.lower(), word)
        bucket = ("quality", "accurate") if "accurate" in line["claim"] else ("unsure", "")
        entries.append(guess(line["id"], division, scenario, bucket))
    return {"content": label_reply(entries)}


@dataclass
class FakeLlmServer:
    """A loopback chat-completions server that records requests and answers from a script.

    `script` holds replies used in order, then `default` answers. A reply is a dict with
    `content`, and optionally `finish_reason`, `refusal`, `delay`, `status`, `usage`, or `raw`
    (a response body sent as is).
    """

    default: Responder = keyword_model
    script: list[Reply | Responder] = field(default_factory=list)
    requests: list[dict[str, Any]] = field(default_factory=list)
    port: int = 0
    _server: ThreadingHTTPServer | None = None

    @property
    def base_url(self) -> str:
        """The OpenAI-style base URL of this server."""
        return f"http://{LOOPBACK}:{self.port}/v1"

    def next_reply(self, request: dict[str, Any]) -> Reply:
        """The scripted reply for this request, or the default responder's."""
        item = self.script.pop(0) if self.script else self.default
        return item(request) if callable(item) else item

    def start(self) -> None:
        """Serve on a free loopback port in a daemon thread."""
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                return

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                fake.requests.append(body)
                reply = fake.next_reply(body)
                time.sleep(reply.get("delay", 0))
                status = reply.get("status", 200)
                if "raw" in reply:
                    payload = None
                elif status != 200:
                    payload = {"error": {"message": "scripted failure", "type": "server_error"}}
                else:
                    payload = completion_json(body.get("model", "fake"), reply)
                data = reply["raw"].encode() if payload is None else json.dumps(payload).encode()
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    return  # the client gave up (a timeout test)

        server = ThreadingHTTPServer((LOOPBACK, 0), Handler)
        server.daemon_threads = True
        self._server = server
        self.port = int(server.server_address[1])
        threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True).start()

    def stop(self) -> None:
        """Stop serving and release the port."""
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()


def completion_json(model: str, reply: Reply) -> dict[str, Any]:
    """A chat.completion response body for a scripted reply."""
    content = reply.get("content")
    usage = reply.get("usage", {"prompt_tokens": 100, "completion_tokens": 20})
    return {
        "id": "chatcmpl-fake",
        "object": "chat.completion",
        "created": 0,
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": {
                    "role": "assistant",
                    "content": content,
                    "refusal": reply.get("refusal"),
                },
                "finish_reason": reply.get("finish_reason", "stop"),
            }
        ],
        "usage": {**usage, "total_tokens": sum(usage.values())},
    }


def make_claim(
    claim_id: str,
    text: str,
    page: int = 1,
    *,
    context: ClaimContext | None = None,
    **labels: str,
) -> ClaimAudit:
    """A claim audit as the rule labeler leaves it; `labels` gives rule values with evidence."""
    claim = ClaimAudit(
        id=claim_id,
        page=page,
        text=text,
        location=Location(page=page),
        context=context or ClaimContext(),
    )
    claim.labels = Labels.model_validate({**claim.labels.model_dump(), **labels})
    for name, value in labels.items():
        claim.label_details[name] = LabelEvidence(value=value, quote=value, origin="claim_text")
        claim.evidence[name] = value
    return claim


def never_reviewer_directed(text: str) -> bool:
    """A detector that flags nothing, for tests about other parts."""
    return False


# --- the real server --------------------------------------------------------------------------

SERVER_START_S = 180.0


@dataclass
class RealServer:
    """A running `llama_cpp.server` process with the Gemma 3 270M GGUF."""

    base_url: str
    model: str
    process: subprocess.Popen[bytes]


class ServerStartError(RuntimeError):
    """The real LLM server did not come up."""


def wait_for_models(url: str, process: subprocess.Popen[bytes], deadline: float) -> str | None:
    """None once `url/models` answers; otherwise why the server is not up by the deadline."""
    while time.monotonic() < deadline:
        if process.poll() is not None:
            return f"server exited with code {process.returncode}"
        try:
            with urllib.request.urlopen(url + "/models", timeout=2) as response:
                if response.status == 200:
                    return None
        except (urllib.error.URLError, OSError):
            time.sleep(0.5)
    return "no answer on /models in time"


def start_llama_server(
    model_path: Path, log_path: Path, start_timeout_s: float = SERVER_START_S
) -> RealServer:
    """Start `python -m llama_cpp.server` on a free loopback port; raise ServerStartError if not up."""
    port = free_port()
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
    problem = wait_for_models(base_url, process, time.monotonic() + start_timeout_s)
    if problem is not None:
        stop_server(process)
        tail = log_path.read_text(errors="replace")[-2000:]
        raise ServerStartError(f"{problem}\n{tail}")
    return RealServer(base_url=base_url, model=str(model_path), process=process)


def stop_server(process: subprocess.Popen[bytes]) -> None:
    """Terminate a server process, killing it if it does not exit promptly."""
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
