"""`python -m tui [PATH]`: the same as `deckaudit review [PATH]`."""

import sys

from auditor.cli.main import main

sys.exit(main(["review", *sys.argv[1:]]))
