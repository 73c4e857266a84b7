"""`python -m auditor` runs the deckaudit command line."""

from auditor.cli.main import console

console()
