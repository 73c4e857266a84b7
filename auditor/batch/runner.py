"""Audit a folder of decks in parallel: worker processes, limits, resume, progress and summary.

Each deck is audited in a worker process (`auditor.batch.worker`); a pool of workers, one per
core by default, takes decks one at a time. A worker that runs past the per-deck timeout is
killed, one that dies is noticed, and one that runs out of memory under its cap exits; in all
three cases the deck gets an UNREADABLE report naming the cause, a fresh worker takes the
worker's place and the batch goes on. Reports are written atomically the moment a deck finishes,
so Ctrl-C (or a crash of the whole batch) keeps everything finished so far, and a later run
with the same deck contents, tool version and options skips those decks unless forced.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import multiprocessing
import os
import signal
import time
from collections import deque
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from multiprocessing.connection import wait
from pathlib import Path
from typing import Any

from auditor import __version__
from auditor.atomic_files import write_text_atomic
from auditor.audit import AuditOptions, unreadable_report
from auditor.batch.interrupts import (
    POLL_S,
    ensure_fork_server,
    raise_if_interrupted,
    sigint_held,
    stop_fork_server,
)
from auditor.batch.progress import BatchProgress
from auditor.batch.summary import DeckOutcome, build_summary, render_markdown
from auditor.batch.worker import (
    ANNOTATABLE_KINDS,
    ENV_PREFIX,
    HOOK_ENV,
    DeckAnswer,
    DeckTask,
    WorkerConfig,
    decisions_for,
    worker_main,
)
from auditor.exports.formats import REPORT_FORMATS
from auditor.models import DeckReport, ReviewDecision
from extractors import AuditFailedError, Cause, DeckKind, OverLimitError, file_sha256, sniff_kind

DEFAULT_TIMEOUT_S = 120.0
TIMEOUT_CAUSE = Cause.OVER_TIME
CRASH_CAUSE = Cause.WORKER_CRASHED
# Outcomes that depend on the machine and the batch's limits rather than on the deck: a resumed
# batch audits those decks again.
RETRY_CAUSES = frozenset({TIMEOUT_CAUSE, Cause.OVER_MEMORY, CRASH_CAUSE, Cause.INTERNAL_ERROR})
DECK_KINDS = {DeckKind.PDF, DeckKind.PPTX, DeckKind.PPTM}
# An OLE container is a password-protected Office file or a legacy binary one; it is taken as a
# deck (and reported as locked) only when its name says it is a presentation.
PRESENTATION_SUFFIXES = {".ppt", ".pps", ".pot", ".pptx", ".pptm", ".ppsx", ".potx"}
SUMMARY_JSON = "summary.json"
SUMMARY_MD = "summary.md"
# How long closing the batch waits, in all, for workers to leave before killing them.
CLOSE_GRACE_S = 2.0
# Modules every worker needs, imported once by the fork server so that workers start fast.
WORKER_PRELOAD = ["auditor.batch.preload"]


@dataclass
class DeckJob:
    """A deck of the batch and the base name of its outputs (unique within the batch)."""

    index: int
    path: Path
    name: str

    def review(self) -> tuple[list[ReviewDecision], str, float]:
        """The reviewer's decisions about this deck (its review file beside it), their deck hash
        and the review file's modification time; nothing when there is no readable review file.
        """
        from auditor.review_store import ReviewFileError, ReviewStore, review_path_for

        target = review_path_for(self.path)
        try:
            store = ReviewStore.load(target)
            modified = target.stat().st_mtime if store.exists else 0.0
        except (ReviewFileError, OSError):
            return [], "", 0.0
        return list(store.decisions), store.deck_sha256, modified


@dataclass
class BatchResult:
    """What a batch produced: one outcome per deck found, in discovery order."""

    outcomes: list[DeckOutcome]
    interrupted: bool = False
    out_dir: Path | None = None
    # What `summary` is built from: (options hash, settings, start time).
    summary_basis: tuple[str, dict[str, Any], str | None] | None = None

    @functools.cached_property
    def summary(self) -> dict[str, Any]:
        """The batch summary (summary.json), built when first asked for: a single deck printed
        by the command line never needs it, nor the comparability checks it loads."""
        options_hash, settings, started = self.summary_basis or ("", {}, None)
        return build_summary(self.outcomes, options_hash, settings, self.interrupted, started)

    @property
    def reports(self) -> list[DeckReport]:
        """The reports, in discovery order."""
        return [outcome.report for outcome in self.outcomes]


def default_jobs() -> int:
    """One worker per core this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def discover_decks(paths: Iterable[Path], exclude: Path | None = None) -> list[Path]:
    """Every deck named or below the folders named, judged by content; files named are kept.

    A file named on the command line is audited whatever it holds (a non-deck gets an
    UNREADABLE report saying so). Below a folder, regular files whose bytes say PDF, PPTX or
    PPTM are taken whatever their name, and so are files named as decks (.pdf, .pptx, .pptm, ...)
    whatever their bytes: a "deck" that is really an error page or an empty upload gets an
    UNREADABLE report instead of vanishing from the batch. Symbolic links and the output folder
    are skipped.
    """
    found: dict[Path, None] = {}
    skip = exclude.resolve() if exclude is not None else None
    for path in paths:
        if path.is_dir():
            for deck in _walk(path, skip):
                found.setdefault(deck.resolve(), None)
        else:
            found.setdefault(path.resolve() if path.exists() else path, None)
    return list(found)


def _walk(root: Path, skip: Path | None) -> list[Path]:
    decks = []
    for folder, subfolders, files in os.walk(root, followlinks=False):
        here = Path(folder)
        subfolders[:] = sorted(
            name for name in subfolders if skip is None or (here / name).resolve() != skip
        )
        for name in sorted(files):
            candidate = here / name
            if candidate.is_symlink() or not candidate.is_file():
                continue
            if _is_deck(candidate):
                decks.append(candidate)
    return decks


def _is_deck(path: Path) -> bool:
    named_as_deck = path.suffix.lower() in PRESENTATION_SUFFIXES or path.suffix.lower() == ".pdf"
    try:
        kind = sniff_kind(path)
    except OSError:
        return named_as_deck
    return kind in DECK_KINDS or named_as_deck


def plan_jobs(decks: list[Path]) -> list[DeckJob]:
    """Name each deck's outputs after its file; decks sharing a file name get a path hash."""
    counts: dict[str, int] = {}
    for deck in decks:
        counts[deck.name] = counts.get(deck.name, 0) + 1
    jobs = []
    for index, deck in enumerate(decks):
        name = deck.name
        if counts[name] > 1:
            digest = hashlib.sha256(str(deck).encode()).hexdigest()[:8]
            name = f"{deck.stem}-{digest}{deck.suffix}"
        jobs.append(DeckJob(index=index, path=deck, name=name))
    return jobs


def report_path(out_dir: Path, job: DeckJob, fmt: str = "json") -> Path:
    """Where a deck's report in a format goes: `OUT/<deck file name>.<format>`."""
    return out_dir / f"{job.name}{REPORT_FORMATS[fmt].suffix}"


def annotated_base(out_dir: Path, job: DeckJob) -> Path:
    """The annotated copy's path without its suffix (the worker adds the deck kind's)."""
    stem = job.name.rsplit(".", 1)[0] if "." in job.name else job.name
    return out_dir / f"{stem}.annotated"


def run_batch(
    paths: list[Path],
    out_dir: Path | None,
    options: AuditOptions,
    jobs: int = 0,
    timeout_s: float = DEFAULT_TIMEOUT_S,
    max_memory_mb: int | None = None,
    force: bool = False,
    formats: list[str] | None = None,
    annotate: bool = False,
    progress: bool = False,
    fork: bool = False,
) -> BatchResult:
    """Audit every deck in or below `paths` in parallel and write the reports and summary.

    `jobs` <= 0 means one worker per core. With `out_dir`, every deck gets
    `<deck file name>.json` (plus `.md` / `.csv` for those `formats`) the moment it finishes,
    and the batch gets `summary.json` and `summary.md`; decks whose report already matches the
    deck's content, the tool version and the options are skipped unless `force`. With
    `annotate`, each readable deck also gets an annotated copy `<stem>.annotated.<pdf|pptx>`.
    With `fork`, workers are forked from this process, inheriting what it imported, instead of
    from a fork server that starts a second interpreter: right for one deck from a process
    that runs no threads (the command line), wrong for a long-lived or threaded caller.
    """
    started = datetime.now(UTC).isoformat(timespec="seconds")
    formats = [fmt for fmt in (formats or ["json"]) if fmt in REPORT_FORMATS]
    if annotate and out_dir is None:
        raise ValueError("annotated copies need an output folder")
    if out_dir is not None:
        out_dir.mkdir(parents=True, exist_ok=True)
    planned = plan_jobs(discover_decks(paths, exclude=out_dir))
    fingerprint = options.fingerprint()
    outcomes: dict[int, DeckOutcome] = {}
    to_run: list[DeckJob] = []
    for job in planned:
        kept = None
        if out_dir is not None and not force:
            kept = _resumable(job, out_dir, fingerprint, formats, annotate)
        if kept is not None:
            outcomes[job.index] = kept
        else:
            to_run.append(job)
    view = BatchProgress(enabled=progress, total=len(planned), done=len(outcomes))
    interrupted = False
    runner_class = _Runner
    if fork and len(to_run) == 1 and not annotate:
        from auditor.batch.single import SingleDeckRunner as runner_class
    runner = runner_class(
        options=options,
        jobs=jobs if jobs > 0 else default_jobs(),
        timeout_s=timeout_s,
        max_memory_mb=max_memory_mb,
        out_dir=out_dir,
        formats=formats,
        annotate=annotate,
        fork=fork,
    )
    try:
        with view:
            for job, outcome in runner.run(to_run, view):
                outcomes[job.index] = outcome
    except KeyboardInterrupt:
        interrupted = True
    finally:
        runner.close(stop_server=interrupted)
    ordered = [outcomes[job.index] for job in planned if job.index in outcomes]
    settings = {
        "jobs": runner.jobs,
        "timeout_s": timeout_s,
        "max_memory_mb": max_memory_mb,
        "formats": formats,
        "annotate": annotate,
        "force": force,
    }
    result = BatchResult(
        outcomes=ordered,
        interrupted=interrupted,
        out_dir=out_dir,
        summary_basis=(fingerprint, settings, started),
    )
    if out_dir is not None:
        write_text_atomic(out_dir / SUMMARY_JSON, json.dumps(result.summary, indent=2) + "\n")
        write_text_atomic(out_dir / SUMMARY_MD, render_markdown(result.summary))
    if view.enabled:
        view.print_summary(result.summary)
    return result


def _resumable(
    job: DeckJob, out_dir: Path, fingerprint: str, formats: list[str], annotate: bool
) -> DeckOutcome | None:
    """The earlier outcome of a deck when its report still holds; None when it must be redone."""
    target = report_path(out_dir, job)
    try:
        report = DeckReport.model_validate_json(target.read_text(encoding="utf-8"))
        sha = file_sha256(job.path)
    except (OSError, ValueError):
        return None
    if (
        report.deck.sha256 != sha
        or report.tool.version != __version__
        or report.tool.options_hash != fingerprint
        or any(error.cause in RETRY_CAUSES for error in report.errors)
    ):
        return None
    if not all(report_path(out_dir, job, fmt).exists() for fmt in formats):
        return None
    if job.review()[2] > target.stat().st_mtime:
        return None  # the reviewer decided something since: the exports must show it
    outcome = _outcome(job, report, resumed=True)
    if annotate and outcome.readable and report.deck.kind in ANNOTATABLE_KINDS:
        copy = Path(str(annotated_base(out_dir, job)) + ANNOTATABLE_KINDS[report.deck.kind])
        if not copy.exists():
            return None
    return outcome


def _outcome(
    job: DeckJob, report: DeckReport, resumed: bool = False, seconds: float | None = None
) -> DeckOutcome:
    return DeckOutcome(
        path=str(job.path),
        report_file=f"{job.name}.json",
        vendor=report.deck.vendor or _unnamed_vendor(job.path),
        report=report,
        resumed=resumed,
        seconds=seconds,
    )


def write_reports(
    out_dir: Path,
    job: DeckJob,
    report: DeckReport,
    formats: list[str],
    decisions: list[ReviewDecision] | None = None,
) -> None:
    """Write a deck's report in every format asked for; the JSON (the resume marker) goes last."""
    for fmt in formats:
        if fmt != "json":
            text = REPORT_FORMATS[fmt].render(report, decisions)
            write_text_atomic(report_path(out_dir, job, fmt), text)
    write_text_atomic(
        report_path(out_dir, job, "json"), REPORT_FORMATS["json"].render(report, decisions)
    )


@dataclass
class _Slot:
    """A worker process and the deck it is on."""

    process: Any
    conn: Any
    job: DeckJob | None = None
    started: float = 0.0


class _Runner:
    """Hands decks to a pool of worker processes and replaces workers that die or hang."""

    def __init__(
        self,
        options: AuditOptions,
        jobs: int,
        timeout_s: float,
        max_memory_mb: int | None,
        out_dir: Path | None,
        formats: list[str],
        annotate: bool,
        fork: bool = False,
    ) -> None:
        self.options = options
        self.jobs = jobs
        self.timeout_s = timeout_s
        self.out_dir = out_dir
        self.formats = formats
        self.annotate = annotate
        self.config = WorkerConfig(
            options=options,
            max_memory_mb=max_memory_mb,
            hook=os.environ.get(HOOK_ENV) or None,
            environ={k: v for k, v in os.environ.items() if k.startswith(ENV_PREFIX)},
        )
        self.context = _context(fork)
        self.fork_server = self.context.get_start_method() == "forkserver"
        self.slots: list[_Slot] = []
        self.starting: _Slot | None = None  # a worker being started, so close() can stop it
        # Whether this batch asked for the fork server, and whether one of its workers has
        # started: until then the server may still be warming up, and closing the batch stops it
        # rather than leave it running on its own.
        self.server_asked = False
        self.worker_started = False

    def run(
        self, jobs: list[DeckJob], view: BatchProgress
    ) -> Iterator[tuple[DeckJob, DeckOutcome]]:
        """Audit the decks, yielding each outcome once its reports are written."""
        pending = deque(jobs)
        while pending or any(slot.job is not None for slot in self.slots):
            raise_if_interrupted()
            working = sum(1 for slot in self.slots if slot.job is not None)
            while len(self.slots) < min(self.jobs, working + len(pending)):
                self._spawn()
            self._assign(pending, view)
            busy = [slot for slot in self.slots if slot.job is not None]
            if not busy:
                continue
            deadline = min(slot.started for slot in busy) + self.timeout_s
            waitables = [slot.conn for slot in busy] + [slot.process.sentinel for slot in busy]
            wait(waitables, timeout=min(POLL_S, max(0.0, deadline - time.monotonic())))
            for slot in busy:
                job = slot.job
                outcome = self._check(slot, bool(pending))
                if job is not None and outcome is not None:
                    view.deck_done(outcome)
                    yield job, outcome

    def close(self, stop_server: bool = False) -> None:
        """Stop every worker: politely when idle, by force when busy or slow to leave.

        Safe at any moment, a Ctrl-C in the middle of starting a worker included. The fork
        server is stopped too when `stop_server` (after Ctrl-C: it would otherwise take a second
        or two to tear its interpreter down, holding the command's output streams) or when it
        has not delivered a worker yet (it may still be warming up, for seconds).
        """
        slots = list(self.slots)
        if self.starting is not None and not any(slot is self.starting for slot in slots):
            slots.append(self.starting)
        started = [slot for slot in slots if slot.process.pid is not None]
        for slot in started:
            if slot.job is None and slot.process.is_alive():
                with contextlib.suppress(OSError, ValueError):
                    slot.conn.send(None)
            else:
                _kill(slot.process)
        deadline = time.monotonic() + CLOSE_GRACE_S
        for slot in started:
            slot.process.join(timeout=max(0.0, deadline - time.monotonic()))
            if slot.process.is_alive():
                _kill(slot.process)
                slot.process.join()
        for slot in slots:
            slot.conn.close()
        self.slots, self.starting = [], None
        if self.server_asked and (stop_server or not self.worker_started):
            stop_fork_server()

    def _spawn(self, index: int | None = None, target: Any = worker_main) -> None:
        """Start a worker and put it in the pool, at `index` (replacing that slot) or at the end."""
        parent, child = self.context.Pipe(duplex=True)
        process = self.context.Process(
            target=target, args=(child, self.config), name="deckaudit-worker", daemon=True
        )
        slot = _Slot(process=process, conn=parent)
        self.starting = slot
        try:
            if self.fork_server:
                self.server_asked = True
                ensure_fork_server()
                # Not held: the first start waits seconds for the server's warm-up.
                process.start()
            else:
                with sigint_held():  # the pid is recorded before a Ctrl-C can stop us
                    process.start()
        finally:
            child.close()
        if index is None:
            self.slots.append(slot)
        else:
            self.slots[index] = slot
        self.starting = None
        self.worker_started = True

    def _replace(self, slot: _Slot, needed: bool) -> None:
        _kill(slot.process)
        slot.process.join()
        slot.conn.close()
        index = self.slots.index(slot)
        if needed:
            self._spawn(index)
        else:
            del self.slots[index]

    def _assign(self, pending: deque[DeckJob], view: BatchProgress) -> None:
        for slot in list(self.slots):
            if slot.job is not None or not pending:
                continue
            job = pending.popleft()
            base = None
            if self.annotate and self.out_dir is not None:
                base = str(annotated_base(self.out_dir, job))
            # The reviewer's decisions only mark the annotated copy.
            decisions, made_for, _modified = job.review() if self.annotate else ([], "", 0.0)
            task = DeckTask(
                index=job.index,
                path=str(job.path),
                annotate_base=base,
                decisions=decisions,
                decisions_sha256=made_for,
            )
            try:
                slot.conn.send(task)
            except (OSError, ValueError):  # the worker died while idle: a new one takes the deck
                pending.appendleft(job)
                self._replace(slot, needed=True)
                continue
            slot.job, slot.started = job, time.monotonic()
            view.deck_started(job.path.name)

    def _check(
        self, slot: _Slot, more_pending: bool, answer: DeckAnswer | None = None
    ) -> DeckOutcome | None:
        """The outcome of the slot's deck once it has one: its answer (`answer` when already
        received), its worker's death or its time running out; None while it is still going."""
        job = slot.job
        assert job is not None
        if answer is None:
            answer = receive(slot.conn)
        if answer is not None:
            seconds = time.monotonic() - slot.started
            report = DeckReport.model_validate_json(answer.report_json)
            slot.job = None
            if answer.recycle:
                self._replace(slot, needed=more_pending)
            return self._finish(job, report, seconds)
        if not slot.process.is_alive():
            code = slot.process.exitcode
            failure = AuditFailedError(CRASH_CAUSE, _death_message(code, self.config.max_memory_mb))
            report = unreadable_report(job.path, failure, self.options)
        elif time.monotonic() - slot.started >= self.timeout_s:
            failure = OverLimitError(
                TIMEOUT_CAUSE, f"the audit took longer than {self.timeout_s:g} s and was stopped"
            )
            report = unreadable_report(job.path, failure, self.options)
        else:
            return None
        seconds = time.monotonic() - slot.started
        slot.job = None
        self._replace(slot, needed=more_pending)
        report.deck.vendor = _unnamed_vendor(job.path)
        return self._finish(job, report, seconds)

    def _finish(self, job: DeckJob, report: DeckReport, seconds: float) -> DeckOutcome:
        if self.out_dir is not None:
            decisions, made_for, _modified = job.review()
            decisions = decisions_for(report, decisions, made_for)
            write_reports(self.out_dir, job, report, self.formats, decisions)
        return _outcome(job, report, seconds=seconds)


def _unnamed_vendor(path: Path) -> str:
    from auditor.labels.vendor import unnamed_vendor  # its patterns: only when needed

    return unnamed_vendor(path)


def receive(conn: Any) -> Any:
    """What a worker sent, if anything is waiting; None when nothing is or the pipe broke."""
    if not conn.poll():
        return None
    try:
        return conn.recv()
    except (EOFError, OSError):
        return None


def _death_message(code: int | None, max_memory_mb: int | None) -> str:
    if code is not None and code < 0:
        try:
            how = f"signal {signal.Signals(-code).name}"
        except ValueError:
            how = f"signal {-code}"
    else:
        how = f"exit code {code}"
    message = f"the worker process auditing this deck died ({how})"
    if max_memory_mb:
        message += f"; the memory cap was {max_memory_mb} MiB above the worker's start-up size"
    return message


def _kill(process: Any) -> None:
    if process.is_alive():
        with contextlib.suppress(OSError, AttributeError):
            process.kill()


def _context(fork: bool = False) -> Any:
    """A fork server where there is one: workers start fast and never inherit the UI's threads.

    `fork` forks workers from this very process (where the platform can): no second interpreter
    to start and no imports to repeat, for a caller that runs no threads.
    """
    if fork and "fork" in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("fork")
    try:
        context = multiprocessing.get_context("forkserver")
    except ValueError:
        return multiprocessing.get_context("spawn")
    context.set_forkserver_preload(WORKER_PRELOAD)
    return context
