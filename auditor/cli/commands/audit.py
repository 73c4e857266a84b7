"""`deckaudit audit PATH...`: audit decks and print or write their reports."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from auditor.cli.errors import UsageError, audit_outcome
from auditor.exports.formats import REPORT_FORMATS
from auditor.llm.arguments import add_llm_arguments
from auditor.replay.arguments import add_samples_arguments

if TYPE_CHECKING:
    from auditor.audit import AuditOptions
    from auditor.models import DeckReport
    from auditor.replay.samples import ServiceSamples


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the `audit` sub-command."""
    parser = subparsers.add_parser(
        "audit",
        help="audit PDF/PPTX decks for misused MLPerf claims",
        description="Audit decks (files or folders) and print or write one report per deck.",
    )
    parser.add_argument("paths", nargs="+", metavar="PATH", help="deck files or folders")
    parser.add_argument("--format", choices=sorted(REPORT_FORMATS), default="json")
    parser.add_argument("--out", type=Path, metavar="DIR", help="write reports into DIR")
    parser.add_argument(
        "--fail-on",
        choices=("error", "warning", "never"),
        default="error",
        help="exit 1 when any finding is at or above this severity (default: error)",
    )
    parser.add_argument("--jobs", type=int, default=None, help="parallel worker processes")
    parser.add_argument(
        "--timeout", type=float, default=120.0, metavar="SECONDS", help="time limit per deck"
    )
    parser.add_argument(
        "--max-memory", type=int, default=2048, metavar="MB", help="memory cap per deck worker"
    )
    parser.add_argument("--force", action="store_true", help="re-audit decks already reported")
    parser.add_argument("--annotate", action="store_true", help="also write annotated decks")
    parser.add_argument("--password", default=None, help="password for an encrypted PDF")
    parser.add_argument(
        "--results", type=Path, metavar="DB", help="results database to check against"
    )
    parser.add_argument(
        "--no-results", action="store_true", help="do not use the default results database"
    )
    add_samples_arguments(parser)
    parser.add_argument("--no-replay", action="store_true", help="skip the Offline replay")
    limits = parser.add_argument_group("limits")
    limits.add_argument("--max-file-mb", type=int, default=None, help="largest deck accepted")
    limits.add_argument("--max-pages", type=int, default=None, help="most pages or slides read")
    limits.add_argument(
        "--max-decompressed-mb", type=int, default=None, help="most bytes a PPTX may inflate to"
    )
    add_llm_arguments(parser)
    # Every report is written and closed, and every worker joined, before `run` returns: the
    # process may leave without the interpreter's teardown (see auditor.cli.main.console).
    parser.set_defaults(func=run, quick_exit=True)


def options_from_args(args: argparse.Namespace) -> AuditOptions:
    """Build AuditOptions from parsed arguments; the samples file is read here, once.

    Raises UsageError when the samples file cannot be read.
    """
    from auditor.audit import AuditOptions
    from auditor.llm.settings import settings_from_args
    from extractors import ReadLimits

    limits = ReadLimits()
    if args.max_file_mb:
        limits.max_file_bytes = args.max_file_mb * 2**20
    if args.max_pages:
        limits.max_pages = args.max_pages
    if args.max_decompressed_mb:
        limits.max_decompressed_bytes = args.max_decompressed_mb * 2**20
    return AuditOptions(
        limits=limits,
        password=args.password,
        llm=settings_from_args(args),
        results_db=args.results,
        use_default_results_db=not args.no_results,
        samples=read_samples(args.samples, args.samples_unit, args.samples_column),
        replay=not args.no_replay,
        timeout_s=args.timeout,
    )


def read_samples(path: Path | None, unit: str | None, column: str | None) -> ServiceSamples | None:
    """The service-time samples of `--samples`, read once for every deck; UsageError if unusable."""
    if path is None:
        return None
    from auditor.replay.samples import read_service_samples

    try:
        return read_service_samples(path, column, unit)
    except (ValueError, OSError) as exc:  # SampleFileError is a ValueError
        raise UsageError(str(exc)) from exc


def run(args: argparse.Namespace) -> None:
    """Audit every deck named; print one report or write one per deck."""
    from auditor.batch.gc_pause import collection_paused

    with collection_paused():  # the audit's modules, which the workers forked later inherit
        from auditor.batch.runner import discover_decks

    paths = [Path(p) for p in args.paths]
    missing = [path for path in paths if not path.exists()]
    for path in missing:
        print(f"deckaudit: no such file or folder: {path}", file=sys.stderr)
    existing = [path for path in paths if path.exists()]
    decks = discover_decks(existing, exclude=args.out)
    if not decks:
        raise UsageError("" if missing else "no PDF or PPTX decks found")
    options = options_from_args(args)
    if args.annotate and args.out is None:
        raise UsageError("--annotate needs --out DIR")
    single = args.out is None and len(decks) == 1 and args.jobs is None and not args.annotate
    if single and args.timeout is not None and args.timeout <= 0:
        # No time limit asked for: nothing needs a second process.
        from auditor.audit import audit_deck

        reports = [audit_deck(decks[0], options)]
        interrupted = False
    else:
        reports, interrupted = run_as_batch(args, decks, options, fork=single)
    if args.out is None:
        render = REPORT_FORMATS[args.format].render
        for report in reports:
            text = render(report)
            sys.stdout.write(text if text.endswith("\n") else text + "\n")
    failure = audit_outcome(reports, args.fail_on, interrupted=interrupted)
    if failure is not None:
        raise failure


def run_as_batch(
    args: argparse.Namespace, paths: list[Path], options: AuditOptions, *, fork: bool = False
) -> tuple[list[DeckReport], bool]:
    """Audit in worker processes under --timeout and --max-memory (auditor.batch.runner).

    A deck is hostile input: only a separate process can be stopped at a time limit or a memory
    cap. With `fork` (one deck from the command line) the worker is forked from this process,
    after its imports, instead of from a fork server that starts a second interpreter.
    """
    from auditor.batch.runner import run_batch

    result = run_batch(
        paths,
        args.out,
        options,
        jobs=args.jobs or 0,
        timeout_s=args.timeout,
        max_memory_mb=args.max_memory or None,
        force=args.force,
        formats=[args.format],
        annotate=args.annotate,
        progress=sys.stderr.isatty() and not fork,
        fork=fork,
    )
    return result.reports, result.interrupted
