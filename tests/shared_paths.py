"""Where the project's shared folder (reference data, hostile corpus) lies: beside the checkout."""

from __future__ import annotations

import os
from pathlib import Path

SHARED = Path(os.environ.get("DECKAUDIT_SHARED", Path(__file__).resolve().parents[2] / "shared"))
HOSTILE = SHARED / "corpus" / "hostile"
MLPERF = SHARED / "reference" / "mlperf"
