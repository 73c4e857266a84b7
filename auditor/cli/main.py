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


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The argument parser: only `command`'s module when it names one, else every sub-command.

    Loading one module keeps start-up short (the TUI, for one, should not wait for the LLM client
    or the numba kernels); `deckaudit --help` and unknown words still see every command.
    """
    parser = argparse.ArgumentParser(
        prog="deckaudit",
        description="Audit vendor slide decks for misused MLPerf Inference claims.",
    )
    parser.add_argument("--version", action="version", version=f"deckaudit {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    wanted = f"auditor.commands.{command}" if command else None
    modules = (wanted,) if wanted in COMMAND_MODULES else COMMAND_MODULES
    for name in modules:
        importlib.import_module(name).register(subparsers)
    return parser


def _command_word(argv: Sequence[str]) -> str | None:
    """The sub-command named on the command line, if any (the first word not an option)."""
    return next((arg for arg in argv if not arg.startswith("-")), None)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the console script; returns the process exit code."""
    words = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser(_command_word(words))
    try:
        args = parser.parse_args(words)
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
