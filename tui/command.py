"""`deckaudit review [PATH]`: the reviewer's workspace in the terminal (Textual)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

EXIT_USAGE = 2
DESCRIPTION = (
    "Open a deck (or a folder of decks), audit it in the background, walk every flagged claim, "
    "and confirm or dismiss each finding. Decisions are saved at once in "
    "<deck file name>.review.json beside the deck, or in --review-dir."
)


def _add_arguments(parser: argparse.ArgumentParser) -> None:
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
    parser.add_argument(
        "--samples", type=Path, metavar="FILE", help="measured service times for the replay"
    )
    parser.set_defaults(func=run)


def register(subparsers: Any) -> None:
    """Add `review` to the command line."""
    parser = subparsers.add_parser(
        "review",
        help="review a deck's findings in the terminal and record decisions",
        description=DESCRIPTION,
    )
    _add_arguments(parser)


def main(argv: Sequence[str] | None = None) -> int:
    """`python -m tui`: the same command without loading every other sub-command first."""
    parser = argparse.ArgumentParser(prog="python -m tui", description=DESCRIPTION)
    _add_arguments(parser)
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    return run(args)


def run(args: argparse.Namespace) -> int:
    """Start the app; Textual is imported only here."""
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        print("deckaudit review: needs an interactive terminal", file=sys.stderr)
        return EXIT_USAGE
    options = None
    if args.results is not None or args.samples is not None:
        from auditor.audit import AuditOptions

        options = AuditOptions(results_db=args.results, samples=args.samples)
    from tui import run_review

    return run_review(args.path, review_dir=args.review_dir, options=options)
