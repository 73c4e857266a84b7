"""The `deckaudit` command line: sub-commands are plug-ins found through entry points.

Each entry point of the group `deckaudit.commands` names a `register(subparsers)` function, which
adds its parser and sets `func(args) -> None`, raising an `auditor.cli.errors.CliError` (which carries
its exit code) when it fails. auditor's own commands live in `auditor.cli.commands`;
`review` is registered by `tui`, so nothing here imports the reviewer app.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Callable, Sequence
from importlib.metadata import EntryPoint, entry_points
from typing import Any

from auditor import __version__
from auditor.batch.interrupts import interrupt_requested, record_interrupts
from auditor.cli.errors import EXIT_OK, CliError, InterruptedByUser, UsageError
from auditor.log_setup import add_verbose_flag, configure_logging

GROUP = "deckaudit.commands"

# When the package metadata is missing (a source tree run without `pip install -e .`), auditor's
# own commands are still found; plug-ins such as `review` need the installed entry points.
BUILT_IN: dict[str, str] = {
    "audit": "auditor.cli.commands.audit:register",
    "results": "auditor.cli.commands.results:register",
    "replay": "auditor.cli.commands.replay:register",
    "annotate": "auditor.cli.commands.annotate:register",
    "flags": "auditor.cli.commands.flags:register",
}


def command_entry_points() -> dict[str, EntryPoint]:
    """Every registered sub-command by name, in registration order."""
    found = {ep.name: ep for ep in entry_points(group=GROUP)}
    if not found:
        found = {
            name: EntryPoint(name=name, value=value, group=GROUP)
            for name, value in BUILT_IN.items()
        }
    return found


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The argument parser: only `command`'s plug-in when it names one, else every sub-command.

    Loading one plug-in keeps start-up short (the TUI, for one, should not wait for the LLM client
    or the numba kernels); `deckaudit --help` and unknown words still see every command.
    """
    parser = argparse.ArgumentParser(
        prog="deckaudit",
        description="Audit vendor slide decks for misused MLPerf Inference claims.",
    )
    parser.add_argument("--version", action="version", version=f"deckaudit {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    plugins = command_entry_points()
    chosen = [plugins[command]] if command in plugins else list(plugins.values())
    for entry in chosen:
        register: Callable[[Any], None] = entry.load()
        register(subparsers)
    add_verbose_flag(parser)
    return parser


def _command_word(argv: Sequence[str]) -> str | None:
    """The sub-command named on the command line, if any (the first word not an option)."""
    return next((arg for arg in argv if not arg.startswith("-")), None)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line in-process (tests, callers); returns the process exit code."""
    return _main(argv)[0]


def console() -> None:
    """Entry point of the console script and of `python -m auditor`; exits the process.

    A command that sets `quick_exit` (replay and audit: numba's kernels, the deck readers and
    the report models leave 0.25-0.45 s of CPU to the interpreter's teardown, as much as a small
    deck's audit itself) leaves with `os._exit` once its output is flushed; it holds no files,
    temporary folders or pools that need the teardown.
    """
    record_interrupts()
    code, quick = _main(None)
    if quick:
        try:
            logging.shutdown()  # flushes the log handlers, as the ordinary exit would
            sys.stdout.flush()
            sys.stderr.flush()
        except OSError:  # a closed pipe: let the ordinary exit report it
            sys.exit(code)
        os._exit(code)
    sys.exit(code)


def _main(argv: Sequence[str] | None) -> tuple[int, bool]:
    """(exit code, whether the command allows leaving without the interpreter's teardown)."""
    words = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser(_command_word(words))
    try:
        args = parser.parse_args(words)
    except SystemExit as exc:  # argparse exits 2 on bad usage, 0 on --help
        return int(exc.code or 0), False
    configure_logging(bool(getattr(args, "verbose", False)))
    if not getattr(args, "func", None):
        parser.print_help(sys.stderr)
        return UsageError.exit_code, False
    return run_command(args), bool(getattr(args, "quick_exit", False))


def run_command(args: argparse.Namespace) -> int:
    """Run a parsed sub-command; every failure becomes its exit code here, and only here."""
    try:
        args.func(args)
    except CliError as exc:
        if exc.message:
            print(f"deckaudit: {exc.message}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        print("deckaudit: interrupted", file=sys.stderr)
        return InterruptedByUser.exit_code
    if interrupt_requested():  # a Ctrl-C whose exception Python dropped on the way
        print("deckaudit: interrupted", file=sys.stderr)
        return InterruptedByUser.exit_code
    return EXIT_OK


if __name__ == "__main__":
    console()
