"""Library warnings stay out of the way: debug level, one line each, shown only with -v."""

from __future__ import annotations

import logging

import pytest

from auditor.cli.main import build_parser
from auditor.log_setup import VERBOSE_ENV, configure_logging

MULTI_LINE = "Font dictionary:\n{'/Type': '/Font',\n '/Subtype': '/Type1'}"


@pytest.fixture(autouse=True)
def _restore_logging(monkeypatch: pytest.MonkeyPatch):
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    monkeypatch.delenv(VERBOSE_ENV, raising=False)
    yield
    root.handlers[:] = handlers
    root.setLevel(level)
    for name in ("pypdf", "pptx", "fontTools", "PIL", "numba", "py.warnings"):
        logging.getLogger(name).setLevel(logging.NOTSET)


def test_quiet_by_default(capsys: pytest.CaptureFixture[str]) -> None:
    configure_logging(False)
    logging.getLogger("pypdf._reader").warning(MULTI_LINE)
    logging.getLogger("auditor.batch").warning("own warning")
    err = capsys.readouterr().err
    assert "Font dictionary" not in err
    assert "own warning" in err


def test_verbose_shows_library_warnings_on_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    configure_logging(True)
    logging.getLogger("pypdf._reader").warning(MULTI_LINE)
    lines = [line for line in capsys.readouterr().err.splitlines() if "Font dictionary" in line]
    assert len(lines) == 1
    assert lines[0].startswith("DEBUG pypdf._reader: Font dictionary: {'/Type'")


def test_batch_workers_learn_the_choice_from_the_environment(monkeypatch) -> None:
    configure_logging(True)
    import os

    assert os.environ[VERBOSE_ENV] == "1"
    configure_logging(None)
    assert logging.getLogger().level == logging.DEBUG


@pytest.mark.parametrize(
    "argv",
    [["-v", "flags"], ["flags", "-v"], ["flags", "--verbose"], ["audit", "x.pdf", "-v"]],
)
def test_every_command_takes_verbose(argv: list[str]) -> None:
    args = build_parser(argv[0] if argv[0] != "-v" else argv[1]).parse_args(argv)
    assert args.verbose is True


def test_verbose_is_off_unless_asked() -> None:
    assert build_parser("flags").parse_args(["flags"]).verbose is False
