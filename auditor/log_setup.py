"""Where log records go: the project's own warnings to stderr, libraries' chatter only with -v.

pypdf and other libraries log a warning for every oddity of a file they can work around (a bad
xref offset, an unknown encoding), some of them spread over many lines with a whole font
dictionary. For a reviewer these are noise: they are demoted to debug level, and shown, one line
each, only when the command runs with -v. Batch workers read the choice from DECKAUDIT_VERBOSE.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys

VERBOSE_ENV = "DECKAUDIT_VERBOSE"
OWN_LOGGERS = ("auditor", "extractors", "kernels", "tui", "bench", "__main__")
MAX_LINE = 400
_HANDLER_NAME = "deckaudit-stderr"


class OneLineFormatter(logging.Formatter):
    """Formats each record on one line of at most MAX_LINE characters."""

    def format(self, record: logging.LogRecord) -> str:
        """The record with its newlines folded and its tail cut."""
        text = " ".join(super().format(record).split())
        return text if len(text) <= MAX_LINE else text[: MAX_LINE - 1] + "…"


class DemoteLibraries(logging.Filter):
    """Lowers every record from outside the project to debug level, then lets the level decide."""

    def __init__(self, verbose: bool) -> None:
        super().__init__()
        self.verbose = verbose

    def filter(self, record: logging.LogRecord) -> bool:
        """True when the record should be shown."""
        if not record.name.startswith(OWN_LOGGERS):
            record.levelno, record.levelname = logging.DEBUG, "DEBUG"
        return self.verbose or record.levelno >= logging.WARNING


def configure_logging(verbose: bool | None = None) -> None:
    """Send log records to stderr, one line each; library records only when `verbose`.

    With `verbose` None the choice is read from DECKAUDIT_VERBOSE (how batch workers learn it);
    otherwise it is written there for the workers to come.
    """
    if verbose is None:
        verbose = os.environ.get(VERBOSE_ENV) == "1"
    else:
        os.environ[VERBOSE_ENV] = "1" if verbose else "0"
    root = logging.getLogger()
    for handler in [h for h in root.handlers if h.get_name() == _HANDLER_NAME]:
        root.removeHandler(handler)
    handler = logging.StreamHandler(sys.stderr)
    handler.set_name(_HANDLER_NAME)
    handler.setFormatter(OneLineFormatter("%(levelname)s %(name)s: %(message)s"))
    handler.addFilter(DemoteLibraries(verbose))
    root.addHandler(handler)
    root.setLevel(logging.DEBUG if verbose else logging.WARNING)
    # Library warnings raised with warnings.warn become log records from "py.warnings".
    logging.captureWarnings(True)
    if not verbose:
        # Keep the demoted records from being built at all, except the project's own.
        for name in ("pypdf", "pptx", "fontTools", "PIL", "numba", "py.warnings"):
            logging.getLogger(name).setLevel(logging.ERROR)
    else:
        for name in ("pypdf", "pptx", "fontTools", "PIL", "numba", "py.warnings"):
            logging.getLogger(name).setLevel(logging.NOTSET)
        logging.getLogger("numba").setLevel(logging.INFO)


def add_verbose_flag(parser: argparse.ArgumentParser) -> None:
    """-v/--verbose on the parser and on each of its sub-commands (before or after the word)."""
    parser.add_argument(
        "-v", "--verbose", action="store_true", help="show library warnings and debug logs"
    )
    for action in parser._subparsers._group_actions if parser._subparsers else []:
        for sub in getattr(action, "choices", {}).values():
            sub.add_argument(
                "-v",
                "--verbose",
                action="store_true",
                default=argparse.SUPPRESS,
                help="show library warnings and debug logs",
            )
