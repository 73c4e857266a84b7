"""The `deckaudit` command line: one sub-command module per job under `auditor.commands`."""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from auditor import __version__

# Each module exposes `register(subparsers)`, which adds its parser and sets `func(args) -> int`.
COMMAND_MODULES: tuple[str, ...] = (
    "auditor.commands.audit",
    "auditor.commands.results",
    "auditor.commands.replay",
    "auditor.commands.annotate",
    "auditor.commands.flags",
    "auditor.commands.review",
)

EXIT_OK = 0
EXIT_FINDINGS = 1
EXIT_USAGE = 2


def build_parser() -> argparse.ArgumentParser:
    """The full argument parser with every sub-command registered."""
    parser = argparse.ArgumentParser(
        prog="deckaudit",
        description="Audit vendor slide decks for misused MLPerf Inference claims.",
    )
    parser.add_argument("--version", action="version", version=f"deckaudit {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the console script; returns the process exit code."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # argparse exits 2 on bad usage, 0 on --help
        return int(exc.code or 0)
    if not getattr(args, "func", None):
        parser.print_help(sys.stderr)
        return EXIT_USAGE
    try:
        return int(args.func(args))
    except KeyboardInterrupt:
        print("deckaudit: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
