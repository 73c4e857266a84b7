"""`deckaudit audit PATH...`: audit decks and print or write their reports."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from auditor.audit import AuditOptions, audit_deck
from auditor.exports.formats import REPORT_FORMATS
from auditor.llm.settings import add_llm_arguments, settings_from_args
from auditor.models import DeckReport, Severity
from auditor.replay.samples import read_service_samples
from extractors import ReadLimits

EXTENSIONS = {"json": "json", "md": "md", "csv": "csv"}
EXIT_OK, EXIT_FINDINGS, EXIT_USAGE = 0, 1, 2


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
    parser.add_argument(
        "--samples", type=Path, metavar="FILE", help="service-time samples for replay"
    )
    parser.add_argument(
        "--samples-unit", choices=("s", "ms", "us", "ns"), default=None, help="unit of --samples"
    )
    parser.add_argument(
        "--samples-column", default=None, metavar="NAME", help="column of --samples to read"
    )
    parser.add_argument("--no-replay", action="store_true", help="skip the Offline replay")
    limits = parser.add_argument_group("limits")
    limits.add_argument("--max-file-mb", type=int, default=None, help="largest deck accepted")
    limits.add_argument("--max-pages", type=int, default=None, help="most pages or slides read")
    limits.add_argument(
        "--max-decompressed-mb", type=int, default=None, help="most bytes a PPTX may inflate to"
    )
    add_llm_arguments(parser)
    parser.set_defaults(func=run)


def options_from_args(args: argparse.Namespace) -> AuditOptions:
    """Build AuditOptions from parsed arguments."""
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
        samples=args.samples,
        samples_unit=args.samples_unit,
        samples_column=args.samples_column,
        replay=not args.no_replay,
        timeout_s=args.timeout,
    )


def exit_code(reports: list[DeckReport], fail_on: str) -> int:
    """0 clean, 1 findings at or above `fail_on`, 2 when no deck could be read."""
    if reports and all(r.errors and not r.claims and r.deck.pages == 0 for r in reports):
        return EXIT_USAGE
    if fail_on == "never":
        return EXIT_OK
    threshold = Severity(fail_on).rank
    for report in reports:
        if any(f.severity.rank >= threshold for f in report.all_flags()):
            return EXIT_FINDINGS
    return EXIT_OK


def run(args: argparse.Namespace) -> int:
    """Audit every deck named; print one report or write one per deck."""
    from auditor.batch.runner import discover_decks

    paths = [Path(p) for p in args.paths]
    missing = [path for path in paths if not path.exists()]
    for path in missing:
        print(f"deckaudit: no such file or folder: {path}", file=sys.stderr)
    existing = [path for path in paths if path.exists()]
    decks = discover_decks(existing, exclude=args.out)
    if not decks:
        if not missing:
            print("deckaudit: no PDF or PPTX decks found", file=sys.stderr)
        return EXIT_USAGE
    try:
        options = options_from_args(args)
        # A bad samples file is a usage error, found before any deck is read.
        if options.samples is not None:
            read_service_samples(options.samples, options.samples_column, options.samples_unit)
    except (ValueError, OSError) as exc:  # SampleFileError is a ValueError
        print(f"deckaudit: {exc}", file=sys.stderr)
        return EXIT_USAGE
    render = REPORT_FORMATS[args.format].render
    # A deck is hostile input: only a worker process can enforce --timeout and --max-memory, so
    # one deck runs in-process only when the user turned the time limit off (--timeout 0).
    in_process = args.timeout is not None and args.timeout <= 0
    if (
        in_process
        and args.out is None
        and len(decks) == 1
        and args.jobs is None
        and not args.annotate
    ):
        report = audit_deck(decks[0], options)
        text = render(report)
        sys.stdout.write(text if text.endswith("\n") else text + "\n")
        return exit_code([report], args.fail_on)
    return run_as_batch(args, decks, options)


def run_as_batch(args: argparse.Namespace, paths: list[Path], options: AuditOptions) -> int:
    """Several decks, --out or --jobs: audit in parallel workers (auditor.batch.runner)."""
    from auditor.batch.runner import run_batch

    if args.annotate and args.out is None:
        print("deckaudit: --annotate needs --out DIR", file=sys.stderr)
        return EXIT_USAGE
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
        progress=sys.stderr.isatty(),
    )
    if args.out is None:
        render = REPORT_FORMATS[args.format].render
        for report in result.reports:
            sys.stdout.write(render(report) + "\n")
    if result.interrupted:
        print("deckaudit: interrupted; finished reports were kept", file=sys.stderr)
    return result.exit_code(args.fail_on)
