"""`deckaudit flags`: list the flag catalogue, or explain one code with the words it relies on."""

from __future__ import annotations

import argparse
import json

from auditor.cli.errors import UsageError


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the `flags` sub-command."""
    parser = subparsers.add_parser("flags", help="list every flag code and what it means")
    parser.add_argument("--format", choices=("table", "json"), default="table")
    parser.add_argument(
        "--explain", metavar="CODE", help="one code: what it means and the words the rules use"
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> None:
    """Print the catalogue as a table or JSON, or explain one code."""
    if args.explain:
        explain(args.explain.strip().upper(), as_json=args.format == "json")
        return
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


def explain(code: str, *, as_json: bool = False) -> None:
    """Print one code's meaning and every vocabulary the rules read for it."""
    from auditor.catalogue import CATALOGUE
    from auditor.vocab import vocabularies_for

    spec = CATALOGUE.get(code)
    if spec is None:
        raise UsageError(f"unknown flag code {code!r}; `deckaudit flags` lists them")
    vocabularies = vocabularies_for(code)
    if as_json:
        payload = {
            "code": spec.code,
            "severity": spec.severity.value,
            "meaning": spec.meaning,
            "why_it_matters": spec.why_it_matters,
            "ask_vendor": spec.ask_vendor,
            "vocabularies": [
                {
                    "concern": v.concern,
                    "entries": [
                        {
                            "name": e.name,
                            "rationale": e.rationale,
                            "words": list(e.words),
                            "case_sensitive": e.case_sensitive,
                        }
                        for e in v.entries.values()
                    ],
                }
                for v in vocabularies
            ],
        }
        print(json.dumps(payload, indent=2))
        return
    from rich.console import Console

    console = Console()
    console.print(f"[bold]{spec.code}[/bold] ({spec.severity.value}, {spec.scope}): {spec.title}")
    console.print(spec.meaning)
    console.print(f"Why it matters: {spec.why_it_matters}")
    console.print(f"Ask the vendor: {spec.ask_vendor}")
    if not vocabularies:
        console.print("No word list of its own: it is decided from the labels and the context.")
    for vocabulary in vocabularies:
        console.print(f"\n[bold]Words ({vocabulary.concern})[/bold]")
        for entry in vocabulary.entries.values():
            case = " (case matters)" if entry.case_sensitive else ""
            console.print(f"- {entry.name}{case}: {entry.rationale}", markup=False)
            console.print("  " + ", ".join(entry.words), markup=False, highlight=False)
