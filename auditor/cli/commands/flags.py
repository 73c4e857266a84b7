"""`deckaudit flags`: list the flag catalogue."""

from __future__ import annotations

import argparse
import json


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the `flags` sub-command."""
    parser = subparsers.add_parser("flags", help="list every flag code and what it means")
    parser.add_argument("--format", choices=("table", "json"), default="table")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> None:
    """Print the catalogue as a table or JSON."""
    from auditor.catalogue import CATALOGUE

    if args.format == "json":
        rows = [
            {
                "code": spec.code,
                "severity": spec.severity.value,
                "scope": spec.scope,
                "title": spec.title,
                "meaning": spec.meaning,
                "why_it_matters": spec.why_it_matters,
                "ask_vendor": spec.ask_vendor,
            }
            for spec in CATALOGUE.values()
        ]
        print(json.dumps(rows, indent=2))
        return
    from rich.console import Console
    from rich.table import Table

    table = Table(title="deckaudit flag catalogue", show_lines=True)
    for column in ("code", "severity", "scope", "meaning", "ask the vendor"):
        table.add_column(column)
    for spec in CATALOGUE.values():
        table.add_row(spec.code, spec.severity.value, spec.scope, spec.meaning, spec.ask_vendor)
    Console().print(table)
