"""A LoadGen Server run against a sleeping system under test, and the parsing of its summary.

The SUT has `servers` worker threads on one FIFO queue; each worker takes a query, sleeps a
service time drawn from the given samples (plain `time.sleep`, which overshoots by tens of
microseconds; the check measures that and adds it), then reports it complete. LoadGen (MLCommons'
`mlperf_loadgen`) issues Poisson arrivals at the target rate and measures latency. Used by
`bench/loadgen_check.py` and by the slow LoadGen test.
"""

from __future__ import annotations

import queue
import re
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np


@dataclass
class LoadGenRun:
    """What LoadGen's summary log says about one Server run."""

    valid: bool
    p99_s: float
    queries: int
    duration_s: float
    scheduled_qps: float
    summary: str
    latency_met: bool  # "Performance constraints satisfied": the p99 is within the bound
    early_stopping_met: bool  # "Early stopping satisfied": see `oracles.early_stopping`
    overlatency: int  # queries over the bound, from the detail log
    trace_path: Path | None
    service_s: np.ndarray  # per query: time from query-and-worker ready to completion


def _summary_number(summary: str, label: str) -> float:
    match = re.search(rf"^{re.escape(label)}\s*:\s*([0-9.eE+-]+)\s*$", summary, re.MULTILINE)
    if not match:
        raise ValueError(f"LoadGen summary has no '{label}' line")
    return float(match.group(1))


def parse_summary(summary: str) -> tuple[bool, float, float]:
    """(VALID?, p99 latency in seconds, scheduled samples per second) from a summary log."""
    result = re.search(r"^Result is\s*:\s*(\w+)", summary, re.MULTILINE)
    if not result:
        raise ValueError("LoadGen summary has no 'Result is' line")
    p99_ns = _summary_number(summary, "99.00 percentile latency (ns)")
    scheduled = _summary_number(summary, "Scheduled samples per second")
    return result.group(1) == "VALID", p99_ns * 1e-9, scheduled


def _summary_flag(summary: str, label: str) -> bool:
    match = re.search(rf"^\s*{re.escape(label)}\s*:\s*(\w+)", summary, re.MULTILINE)
    if not match:
        raise ValueError(f"LoadGen summary has no '{label}' line")
    return match.group(1).lower() == "yes"


def parse_constraints(summary: str) -> tuple[bool, bool]:
    """(latency constraint met?, early stopping met?) from a Server summary log."""
    return (
        _summary_flag(summary, "Performance constraints satisfied"),
        _summary_flag(summary, "Early stopping satisfied"),
    )


def parse_overlatency(detail: str) -> int:
    """How many queries LoadGen counted over the bound, from its detail log."""
    match = re.search(r'"key": "result_overlatency_query_count", "value": (\d+)', detail)
    if not match:
        raise ValueError("LoadGen detail log has no overlatency count")
    return int(match.group(1))


def run_loadgen_server(
    samples_s: np.ndarray,
    servers: int,
    target_qps: float,
    bound_s: float,
    duration_s: float,
    seed: int = 0,
    outdir: Path | None = None,
    trace: bool = False,
) -> LoadGenRun:
    """Run LoadGen's Server scenario (PerformanceOnly) for about `duration_s` seconds."""
    import mlperf_loadgen as lg

    work: queue.SimpleQueue = queue.SimpleQueue()
    rng = np.random.default_rng(seed)
    draws = iter(rng.choice(samples_s, size=int(target_qps * duration_s * 3) + 10_000))
    draw_lock = threading.Lock()
    held: list[float] = []

    def worker() -> None:
        ready_at = time.perf_counter()
        while True:
            item = work.get()
            if item is None:
                return
            sample, put_at = item
            with draw_lock:
                service = float(next(draws))
            time.sleep(service)
            lg.QuerySamplesComplete([lg.QuerySampleResponse(sample.id, 0, 0)])
            done = time.perf_counter()
            # Held from when both the query and this worker were there: wake-up, sleep
            # overshoot and completion overheads all count as service, as they would in a
            # service-time measurement of a real system.
            held.append(done - max(put_at, ready_at))
            ready_at = done

    def issue_queries(query_samples: list) -> None:
        now = time.perf_counter()
        for sample in query_samples:
            work.put((sample, now))

    def flush_queries() -> None:
        return None

    threads = [threading.Thread(target=worker, daemon=True) for _ in range(servers)]
    for t in threads:
        t.start()
    sut = lg.ConstructSUT(issue_queries, flush_queries)
    qsl = lg.ConstructQSL(1024, 1024, lambda _: None, lambda _: None)
    settings = lg.TestSettings()
    settings.scenario = lg.TestScenario.Server
    settings.mode = lg.TestMode.PerformanceOnly
    settings.server_target_qps = float(target_qps)
    settings.server_target_latency_ns = int(bound_s * 1e9)
    settings.server_target_latency_percentile = 0.99
    settings.min_duration_ms = int(duration_s * 1000)
    settings.max_duration_ms = int(duration_s * 1000 * 3)
    settings.min_query_count = 100
    settings.schedule_rng_seed = seed
    settings.sample_index_rng_seed = seed
    settings.qsl_rng_seed = seed
    owned = outdir is None
    folder = Path(tempfile.mkdtemp(prefix="loadgen_")) if owned else outdir
    assert folder is not None
    folder.mkdir(parents=True, exist_ok=True)
    log_settings = lg.LogSettings()
    log_settings.log_output.outdir = str(folder)
    log_settings.log_output.copy_summary_to_stdout = False
    log_settings.enable_trace = trace
    started = time.perf_counter()
    try:
        lg.StartTestWithLogSettings(sut, qsl, settings, log_settings)
    finally:
        elapsed = time.perf_counter() - started
        for _ in threads:
            work.put(None)
        for t in threads:
            t.join(timeout=5)
        lg.DestroyQSL(qsl)
        lg.DestroySUT(sut)
    summary = (folder / "mlperf_log_summary.txt").read_text()
    valid, p99, scheduled = parse_summary(summary)
    latency_met, early_met = parse_constraints(summary)
    overlatency = parse_overlatency((folder / "mlperf_log_detail.txt").read_text())
    trace_path = folder / "mlperf_log_trace.json"
    return LoadGenRun(
        valid=valid,
        p99_s=p99,
        queries=len(held),
        duration_s=elapsed,
        scheduled_qps=scheduled,
        summary=summary,
        latency_met=latency_met,
        early_stopping_met=early_met,
        overlatency=overlatency,
        trace_path=trace_path if trace and trace_path.exists() else None,
        service_s=np.array(held),
    )
