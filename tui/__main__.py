"""`python -m tui [PATH]`: the reviewer app without the rest of the command line."""

from __future__ import annotations

import sys

from tui.command import main

sys.exit(main(sys.argv[1:]))
