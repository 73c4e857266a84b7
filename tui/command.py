"""`deckaudit review [PATH]`: the reviewer's workspace in the terminal (Textual).

A plug-in of the command line: the `deckaudit.commands` entry point `review` names `register`
below, so auditor's CLI never imports this package. Textual loads only when the app starts.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from auditor.cli.errors import CliError, UsageError
from auditor.replay.arguments import add_samples_arguments

DESCRIPTION = (
    "Open a deck (or a folder of decks), audit it in the background, walk every flagged claim, "
    "and confirm or dismiss each finding. Decisions are saved at once in "
    "<deck file name>.review.json beside the deck, or in --review-dir."
)


def register(subparsers: Any) -> None:
    """Add `review` to the command line."""
    parser = subparsers.add_parser(
        "review",
        help="review a deck's findings in the terminal and record decisions",
        description=DESCRIPTION,
    )
    parser.add_argument("path", nargs="?", type=Path, help="a PDF or PPTX deck, or a folder")
    parser.add_argument(
        "--review-dir",
        type=Path,
        metavar="DIR",
        help="keep review files and exports here (e.g. the audit --out folder)",
    )
    parser.add_argument(
        "--results", type=Path, metavar="DB", help="MLPerf results database to check against"
    )
    add_samples_arguments(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> None:
    """Start the app; Textual is imported only here."""
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        raise UsageError("review needs an interactive terminal")
    options = None
    if args.results is not None or args.samples is not None:
        from auditor.audit import AuditOptions

        options = AuditOptions(results_db=args.results, samples=_samples(args))
    from tui import run_review

    code = run_review(args.path, review_dir=args.review_dir, options=options)
    if code:
        raise CliError(exit_code=code)


def _samples(args: argparse.Namespace) -> Any:
    """The samples file read once, with its unit and column, as `audit` reads it."""
    if args.samples is None:
        return None
    from auditor.replay.samples import read_service_samples

    try:
        return read_service_samples(args.samples, args.samples_column, args.samples_unit)
    except (ValueError, OSError) as exc:  # SampleFileError is a ValueError
        raise UsageError(str(exc)) from exc
