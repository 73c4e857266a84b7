"""Where the checkout lies. The shared folder (the external corpus, MLCommons' raw files) is found
by `examples/shared_data.py`, which the bench scripts use too."""

from __future__ import annotations

from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
