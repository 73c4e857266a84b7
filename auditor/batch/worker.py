"""The worker process of a batch: audits the decks it is sent, one at a time, under a memory cap.

A worker ignores Ctrl-C (the batch decides when to stop), caps its address space with
`RLIMIT_AS` when asked, and answers every deck with a report, even when the audit runs out of
memory. After a memory failure it exits so that the batch replaces it with a fresh process.

Hook: when the batch is started with `DECKAUDIT_WORKER_HOOK=package.module` in its environment,
each worker imports that module at start; if it defines `before_deck(path: pathlib.Path) -> None`,
that is called before every deck. The replay worker of a single-deck run (auditor.batch.single)
calls the module's `before_warm_up() -> None` before it loads the replay and
`before_replay(path: pathlib.Path) -> None` before it finishes the deck's audit, when defined.
The hook is for fault-injection tests and site instrumentation (timing, logging); it is never
loaded unless that variable names it.
"""

from __future__ import annotations

import contextlib
import importlib
import os
import resource
from collections.abc import Callable
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from pathlib import Path

from auditor.audit import (
    AuditOptions,
    PendingAudit,
    audit_deck,
    begin_audit,
    finish_audit,
    unreadable_report,
)
from auditor.batch.interrupts import ignore_sigint
from auditor.log_setup import configure_logging
from auditor.models import DeckReport, ReportError, ReviewDecision
from extractors import AuditFailedError, Cause, DeckReadError, OverLimitError

HOOK_ENV = "DECKAUDIT_WORKER_HOOK"
ENV_PREFIX = "DECKAUDIT_"
ANNOTATABLE_KINDS = {"pdf": ".pdf", "pptx": ".pptx", "pptm": ".pptm"}

BeforeDeck = Callable[[Path], None]


@dataclass
class WorkerConfig:
    """What every worker of one batch needs to know."""

    options: AuditOptions
    max_memory_mb: int | None = None
    hook: str | None = None
    # The batch's DECKAUDIT_* variables: a worker forked from a long-lived server would
    # otherwise see the environment the server started with.
    environ: dict[str, str] = field(default_factory=dict)


@dataclass
class DeckTask:
    """One deck for a worker: where it is and, when annotating, where the copy goes (no suffix)."""

    index: int
    path: str
    annotate_base: str | None = None
    decisions: list[ReviewDecision] = field(default_factory=list)
    decisions_sha256: str = ""  # the deck the decisions were made against ('' for any)
    # Answer with the pending audit when it needs the replay, for a worker that has the replay's
    # kernels loaded to finish (the single-deck run: auditor.batch.single). Never when annotating.
    hand_off: bool = False


@dataclass
class ReplayTask:
    """A pending audit for the replay worker of a single-deck run to finish."""

    index: int
    path: str
    pending: PendingAudit


@dataclass
class DeckAnswer:
    """A worker's answer for one deck."""

    index: int
    report_json: str
    annotated: str | None = None
    recycle: bool = False
    pending: PendingAudit | None = None  # the audit handed off (report_json is then empty)


def worker_main(conn: Connection, config: WorkerConfig) -> None:
    """Serve decks from `conn` until told to stop (None) or the batch closes the connection."""
    ignore_sigint()
    _apply_environ(config.environ)
    configure_logging()  # library warnings: debug level, shown only when the batch runs with -v
    before_deck = _load_hook(config.hook)
    limit_memory(config.max_memory_mb)
    while True:
        try:
            task = conn.recv()
        except (EOFError, OSError):
            return
        if task is None:
            return
        if isinstance(task, ReplayTask):  # handed back: the replay worker of its run is gone
            answer, recycle = finish_task(task, config.options)
        else:
            answer, recycle = audit_task(task, config.options, before_deck)
        if answer.pending is not None:
            try:
                conn.send(answer)  # pickled whole before a byte is written
                continue
            except Exception:  # the pending audit would not travel: finish it here
                pending = ReplayTask(index=task.index, path=task.path, pending=answer.pending)
                answer, recycle = finish_task(pending, config.options)
        conn.send(answer)
        if recycle:
            return


def replay_worker_main(conn: Connection, config: WorkerConfig) -> None:
    """The second worker of a single-deck run: loads the replay while the first reads the deck.

    It then finishes the one audit it is handed (a `ReplayTask`) and leaves, or leaves when told
    to stop (None) or when the run closes the connection. Ignores Ctrl-C like any worker.
    """
    ignore_sigint()
    _apply_environ(config.environ)
    configure_logging()
    hook = importlib.import_module(config.hook) if config.hook else None
    limit_memory(config.max_memory_mb)
    from auditor.batch.gc_pause import collection_paused
    from auditor.batch.warm_replay import warm_replay

    if hook is not None and hasattr(hook, "before_warm_up"):
        hook.before_warm_up()
    with collection_paused(), contextlib.suppress(Exception):  # a failed warm-up costs speed
        warm_replay(conn.poll)  # stops early once the deck's audit (or a stop) is waiting
    try:
        task = conn.recv()
    except (EOFError, OSError):
        return
    if task is None:
        return
    answer, _recycle = finish_task(task, config.options, getattr(hook, "before_replay", None))
    conn.send(answer)


def audit_task(
    task: DeckTask, options: AuditOptions, before_deck: BeforeDeck | None = None
) -> tuple[DeckAnswer, bool]:
    """Audit one deck; the flag says the worker should be replaced (it ran out of memory)."""
    path = Path(task.path)
    report: DeckReport | None = None
    failure: DeckReadError | None = None
    # audit_deck answers every deck with a report; what is caught here comes from the hook or
    # from memory running out between the audit's own guards.
    try:
        if before_deck is not None:
            before_deck(path)
        if task.hand_off and not task.annotate_base:
            stage = begin_audit(path, options)
            if isinstance(stage, PendingAudit) and stage.needs_replay(options):
                return DeckAnswer(index=task.index, report_json="", pending=stage), False
            report = stage if isinstance(stage, DeckReport) else finish_audit(path, stage, options)
        else:
            report = audit_deck(path, options)
    except Exception as exc:  # a defect must cost one deck, never the batch
        failure = _failure_of(exc)
    return _answer(task, path, report, failure, options)


def finish_task(
    task: ReplayTask, options: AuditOptions, before_replay: BeforeDeck | None = None
) -> tuple[DeckAnswer, bool]:
    """Finish a pending audit (results check and replay); the flag as for `audit_task`."""
    path = Path(task.path)
    report: DeckReport | None = None
    failure: DeckReadError | None = None
    try:
        if before_replay is not None:
            before_replay(path)
        report = finish_audit(path, task.pending, options)
    except Exception as exc:  # finish_audit reports its own failures: these come from the hook
        failure = _failure_of(exc)
    return _answer(DeckTask(index=task.index, path=task.path), path, report, failure, options)


def _failure_of(exc: Exception) -> DeckReadError:
    """What a deck's report says of an exception its audit raised (or memory running out)."""
    if isinstance(exc, MemoryError):
        return OverLimitError(
            Cause.OVER_MEMORY, "auditing the deck needed more memory than the cap allows"
        )
    if isinstance(exc, RecursionError):
        return OverLimitError(Cause.OVER_NESTING, "the deck nests too deeply to audit")
    return AuditFailedError(Cause.INTERNAL_ERROR, f"the audit failed: {type(exc).__name__}: {exc}")


def _answer(
    task: DeckTask,
    path: Path,
    report: DeckReport | None,
    failure: DeckReadError | None,
    options: AuditOptions,
) -> tuple[DeckAnswer, bool]:
    recycle = False
    # Built only here, once the exception (and the frames holding the memory) are gone.
    if report is None:
        failure = failure or AuditFailedError(Cause.INTERNAL_ERROR, "the audit returned nothing")
        report = unreadable_report(path, failure, options)
    readable = report.readable
    if any(error.cause == Cause.OVER_MEMORY for error in report.errors):
        recycle = True
    if not report.deck.vendor:
        from auditor.labels.vendor import unnamed_vendor  # its patterns: only when needed

        report.deck.vendor = unnamed_vendor(path)
    annotated = None
    if task.annotate_base and readable and report.deck.kind in ANNOTATABLE_KINDS:
        try:
            decisions = decisions_for(report, task.decisions, task.decisions_sha256)
            annotated = _annotate(path, report, task.annotate_base, decisions, options.password)
        except MemoryError:
            report.errors.append(
                ReportError(cause="annotate", message="no annotated copy: over the memory cap")
            )
            recycle = True
    answer = DeckAnswer(
        index=task.index,
        report_json=report.model_dump_json(by_alias=True),
        annotated=annotated,
        recycle=recycle,
    )
    return answer, recycle


def decisions_for(
    report: DeckReport, decisions: list[ReviewDecision], made_for_sha256: str
) -> list[ReviewDecision]:
    """Reviewer decisions that apply to this report: none when they were made for another deck."""
    if made_for_sha256 and made_for_sha256 != report.deck.sha256:
        return []
    return decisions


def _annotate(
    path: Path,
    report: DeckReport,
    base: str,
    decisions: list[ReviewDecision],
    password: str | None,
) -> str | None:
    from auditor.atomic_files import atomic_target
    from auditor.exports.annotate import annotate_deck

    target = Path(base + ANNOTATABLE_KINDS[report.deck.kind])
    try:
        with atomic_target(target) as temporary:
            annotate_deck(path, report, temporary, decisions, password=password)
    except MemoryError:
        raise
    except Exception as exc:  # the report stands even when its annotated copy cannot be made
        report.errors.append(
            ReportError(cause="annotate", message=f"no annotated copy: {type(exc).__name__}: {exc}")
        )
        return None
    return str(target)


def limit_memory(max_memory_mb: int | None) -> None:
    """Cap this process's address space at its current size plus `max_memory_mb` MiB (Linux)."""
    if not max_memory_mb:
        return
    try:
        with open("/proc/self/statm") as handle:
            current = int(handle.read().split()[0]) * resource.getpagesize()
    except (OSError, ValueError, IndexError):
        current = 0
    limit = current + max_memory_mb * 1024 * 1024
    _soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    if hard != resource.RLIM_INFINITY:
        limit = min(limit, hard)
    resource.setrlimit(resource.RLIMIT_AS, (limit, hard))


def _apply_environ(environ: dict[str, str]) -> None:
    for key in [k for k in os.environ if k.startswith(ENV_PREFIX) and k not in environ]:
        del os.environ[key]
    os.environ.update(environ)


def _load_hook(name: str | None) -> BeforeDeck | None:
    if not name:
        return None
    module = importlib.import_module(name)
    return getattr(module, "before_deck", None)
