"""`deckaudit results`: import MLCommons' published results files and search them."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from auditor.cli.errors import UsageError
from auditor.results.location import default_db_path

if TYPE_CHECKING:
    from auditor.results.database import PublishedResult

SEARCH_SCHEMA = "deckaudit.results-search/1"

_TABLE_COLUMNS: tuple[tuple[str, int], ...] = (
    ("ID", 10),
    ("Round", 5),
    ("Submitter", 16),
    ("System", 40),
    ("Benchmark", 20),
    ("Scenario", 12),
    ("Division", 8),
    ("Result", 14),
    ("Units", 12),
    ("Accel", 5),
)


def register(subparsers: Any) -> None:
    """Add `results import` and `results search` to the command line."""
    parser = subparsers.add_parser(
        "results",
        help="import and search MLCommons' published MLPerf Inference results",
        description="Keep a local copy of MLCommons' published results (summary_results.json "
        "files) so that the audit can check a deck's numbers against them.",
    )
    parser.set_defaults(func=lambda args: _usage(parser))
    actions = parser.add_subparsers(dest="results_action", metavar="ACTION")

    importer = actions.add_parser(
        "import",
        help="import summary_results.json files into the local results database",
        description="Import MLCommons summary_results.json files (or folders holding them). "
        "Importing again replaces the same results; a malformed file aborts the whole import "
        "and leaves the database unchanged.",
    )
    importer.add_argument("paths", nargs="+", metavar="FILE_OR_DIR")
    _add_db_option(importer)
    importer.set_defaults(func=run_import)

    search = actions.add_parser(
        "search",
        help="search the local results database",
        description="List published results matching every filter given.",
    )
    search.add_argument("--round", help="MLPerf round, e.g. v4.1 or 4.1")
    search.add_argument("--benchmark", help="benchmark family (llama2-70b) or id (llama2-70b-99.9)")
    search.add_argument(
        "--scenario", help="Offline, Server, Interactive, SingleStream, MultiStream"
    )
    search.add_argument("--division", help="closed, open or network")
    search.add_argument("--submitter", help="part of the submitter's name, any case")
    search.add_argument("--system", help="part of the system or platform name, any case")
    search.add_argument("--id", dest="result_id", help="result ID, e.g. v4.1-0043 or 4.1-0043")
    search.add_argument("--limit", type=int, default=None, help="show at most this many results")
    search.add_argument("--format", choices=("table", "json"), default="table")
    _add_db_option(search)
    search.set_defaults(func=run_search)


def _add_db_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--db",
        type=Path,
        default=None,
        help=f"results database (default: {default_db_path()})",
    )


def _usage(parser: argparse.ArgumentParser) -> None:
    parser.print_help(sys.stderr)
    raise UsageError()


def _error(message: str) -> UsageError:
    return UsageError(f"results: {message}")


def run_import(args: argparse.Namespace) -> None:
    """Import the files named on the command line; UsageError when nothing was imported."""
    from auditor.results.database import ResultsDB, ResultsDBError, ResultsImportError

    path: Path = args.db or default_db_path()
    try:
        with ResultsDB(path) as db:
            summary = db.import_files(args.paths)
    except ResultsImportError as exc:
        raise _error(f"{exc}; nothing was imported") from exc
    except (ResultsDBError, OSError) as exc:
        raise _error(str(exc)) from exc
    for item in summary.files:
        print(f"{item.path}: {item.round}, {item.rows} results")
    print(
        f"{path}: {summary.rows_after} results in total "
        f"({summary.rows_added} new, {summary.rows_read - summary.rows_added} already present)"
    )


def run_search(args: argparse.Namespace) -> None:
    """Print the matching published results as a table or JSON; UsageError when it cannot run."""
    from auditor.results.database import ResultsDB, ResultsDBError

    path: Path = args.db or default_db_path()
    if not path.is_file():
        raise _error(f"no results database at {path}; run `deckaudit results import` first")
    if args.limit is not None and args.limit < 1:
        raise _error("--limit must be at least 1")
    try:
        with ResultsDB(path, readonly=True) as db:
            found = db.search(
                round_name=args.round,
                benchmark=args.benchmark,
                scenario=args.scenario,
                division=args.division,
                submitter=args.submitter,
                system=args.system,
                result_id=args.result_id,
            )
    except ValueError as exc:
        raise _error(str(exc)) from exc
    except ResultsDBError as exc:
        raise _error(str(exc)) from exc
    total = len(found)
    shown = found[: args.limit] if args.limit else found
    if args.format == "json":
        payload = {
            "schema": SEARCH_SCHEMA,
            "count": total,
            "results": [r.to_dict() for r in shown],
        }
        print(json.dumps(payload, indent=2))
    else:
        print(render_table(shown))
        if len(shown) < total:
            print(f"({len(shown)} of {total} results shown)")
    if not found:
        print("no published results match", file=sys.stderr)


def _cell(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def render_table(results: Sequence[PublishedResult]) -> str:
    """Published results as a plain-text table, one line per result."""
    from auditor.formatting import format_figure

    rows = [
        (
            r.published_id,
            r.round,
            r.submitter,
            r.system,
            r.model,
            r.published_scenario,
            r.division,
            format_figure(r.value, 4),
            r.units,
            str(r.total_accelerators) if r.total_accelerators else "?",
        )
        for r in results
    ]
    widths = [
        min(limit, max([len(name)] + [len(row[i]) for row in rows]))
        for i, (name, limit) in enumerate(_TABLE_COLUMNS)
    ]
    numeric = {"Result", "Accel"}

    def line(values: Sequence[str]) -> str:
        cells = []
        for (name, _), width, value in zip(_TABLE_COLUMNS, widths, values, strict=True):
            text = _cell(value, width)
            cells.append(text.rjust(width) if name in numeric else text.ljust(width))
        return "  ".join(cells).rstrip()

    out = [line([name for name, _ in _TABLE_COLUMNS]), line(["-" * w for w in widths])]
    out.extend(line(row) for row in rows)
    return "\n".join(out)
