"""`python -m auditor` runs the deckaudit command line."""

import sys

from auditor.cli.main import main

sys.exit(main())
