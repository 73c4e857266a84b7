"""`python -m auditor` runs the deckaudit command line."""

import sys

from auditor.cli import main

sys.exit(main())
