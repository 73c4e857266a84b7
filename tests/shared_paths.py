"""Where the checkout lies, and the project's shared folder (reference data, hostile corpus) beside it."""

from __future__ import annotations

import os
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("DECKAUDIT_SHARED", REPO_ROOT.parent / "shared"))
HOSTILE = SHARED / "corpus" / "hostile"
MLPERF = SHARED / "reference" / "mlperf"
