"""Where the optional shared data lies: the external hostile corpus and MLCommons' raw files.

The repository holds (or generates) everything its tests need except a few third-party files whose
licences keep them out of it, and the raw multi-megabyte MLCommons results. Those live in a
`shared/` folder: the one `DECKAUDIT_SHARED` names, else `shared/` beside the checkout. Tests,
examples and bench scripts all find it here, so the rule is written once.
"""

from __future__ import annotations

import os
from pathlib import Path

ENV_VAR = "DECKAUDIT_SHARED"
REPO = Path(__file__).resolve().parents[1]


def shared_folder() -> Path:
    """The shared folder: `$DECKAUDIT_SHARED`, else `shared/` beside the checkout (may not exist)."""
    named = os.environ.get(ENV_VAR)
    return Path(named) if named else REPO.parent / "shared"


def hostile_corpus() -> Path:
    """The external hostile corpus (`corpus/hostile` in the shared folder)."""
    return shared_folder() / "corpus" / "hostile"


def mlperf_reference() -> Path:
    """MLCommons' raw published results and the derived tables (`reference/mlperf`)."""
    return shared_folder() / "reference" / "mlperf"


def missing(relative: str = "") -> str | None:
    """Why `relative` (a path inside the shared folder) cannot be read, or None when it can."""
    root = shared_folder()
    target = root / relative if relative else root
    if target.exists():
        return None
    if os.environ.get(ENV_VAR):
        return f"{target} does not exist ({ENV_VAR}={os.environ[ENV_VAR]})"
    return f"no {target}; set {ENV_VAR} to the shared folder"
