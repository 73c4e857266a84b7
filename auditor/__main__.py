"""`python -m auditor` runs the deckaudit command line."""

# Before anything heavier is imported: a Ctrl-C during the imports is recorded, so that one whose
# exception Python drops (see auditor.batch.interrupts) still ends the command.
from auditor.batch.interrupts import record_interrupts

record_interrupts()

from auditor.cli.main import console  # noqa: E402

console()
