"""`deckaudit annotate DECK -o OUT`: write a copy of a deck with its findings marked on it."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from auditor.cli.errors import UsageError
from auditor.wording import plural

if TYPE_CHECKING:
    from auditor.models import ReviewDecision


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the `annotate` sub-command."""
    parser = subparsers.add_parser(
        "annotate",
        help="write an annotated copy of a PDF or PPTX deck",
        description="Audit a deck and write a copy with every flagged claim marked: highlights "
        "and notes in a PDF, callouts and speaker-notes findings in a PPTX. The deck itself is "
        "never changed. Findings a reviewer dismissed are left out; reviewer notes are shown.",
    )
    parser.add_argument("deck", type=Path, metavar="DECK")
    parser.add_argument("-o", "--out", type=Path, required=True, metavar="OUT")
    parser.add_argument(
        "--review",
        type=Path,
        metavar="FILE",
        help="review file with reviewer decisions (default: DECK.review.json when it exists)",
    )
    parser.add_argument("--password", default=None, help="password for an encrypted PDF")
    parser.add_argument(
        "--no-results", action="store_true", help="do not use the default results database"
    )
    parser.set_defaults(func=run)


def _decisions(args: argparse.Namespace, deck_sha256: str) -> list[ReviewDecision] | None:
    from auditor.review_store import ReviewStore, review_path_for

    path = args.review or review_path_for(args.deck)
    if args.review is None and not path.exists():
        return None
    store = ReviewStore.load(path)
    if store.deck_sha256 and store.deck_sha256 != deck_sha256:
        print(
            f"deckaudit: {path} was made for another version of the deck; its decisions are "
            "not applied",
            file=sys.stderr,
        )
        return None
    return store.decisions


def run(args: argparse.Namespace) -> None:
    """Audit the deck and write its annotated copy; UsageError when it cannot be read or written."""
    from auditor.atomic_files import atomic_target
    from auditor.audit import AuditOptions, audit_deck
    from auditor.exports.annotate import annotate_deck
    from auditor.review_store import ReviewFileError

    if not args.deck.is_file():
        raise UsageError(f"no such deck: {args.deck}")
    if args.out.resolve() == args.deck.resolve():
        raise UsageError("the output must be a new file, not the deck itself")
    options = AuditOptions(password=args.password, use_default_results_db=not args.no_results)
    report = audit_deck(args.deck, options)
    if not report.readable:
        raise UsageError(report.deck_flags[0].message)
    try:
        decisions = _decisions(args, report.deck.sha256)
    except ReviewFileError as exc:
        raise UsageError(str(exc)) from exc
    try:
        with atomic_target(args.out) as temporary:
            count = annotate_deck(args.deck, report, temporary, decisions, password=args.password)
    except (OSError, ValueError) as exc:
        raise UsageError(f"cannot write {args.out}: {exc}") from exc
    print(f"{args.out}: {plural(count, 'flagged claim')} marked", file=sys.stderr)
