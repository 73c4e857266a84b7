"""What kind of processor a published system serves on: CPUs only, or accelerators.

The kind carries across rounds where a benchmark's own ratios do not: CPU-only systems keep a
much smaller share of their Offline rate under a Server bound than accelerators on the same
benchmark (v4.1 and v5.1 alike, e.g. 0.36 against 0.9 on llama3.1-8b), and a slow node is not a
slow accelerator. MLPerf's summary files leave the accelerator field empty for CPU-only systems.
"""

from __future__ import annotations

import re

CPU = "cpu"
ACCELERATOR = "accelerator"
DEVICES = (ACCELERATOR, CPU)

_NO_ACCELERATOR = re.compile(r"^\s*(?:|-+|n/?a|none|0|cpu|cpus?[- ]only)\s*$", re.IGNORECASE)


def device_class(accelerator: str) -> str:
    """CPU when a published accelerator field names none, else ACCELERATOR."""
    if _NO_ACCELERATOR.match(accelerator):
        return CPU
    return ACCELERATOR


# Accelerator model families, most specific first, matched in the published accelerator name.
_FAMILIES = (
    ("gb300", "gb300"),
    ("gb200", "gb200"),
    ("b300", "b300"),
    ("b200", "b200"),
    ("gh200", "gh200"),
    ("h200", "h200"),
    ("h100", "h100"),
    ("h20", "h20"),
    ("l40s", "l40s"),
    ("l40", "l40"),
    ("l4", "l4"),
    ("a100", "a100"),
    ("rtx pro", "rtx-pro"),
    ("rtx", "rtx"),
    ("mi300x", "mi300x"),
    ("mi325x", "mi325x"),
    ("mi350x", "mi350x"),
    ("mi355x", "mi355x"),
    ("gaudi", "gaudi"),
    ("arc", "arc"),
    ("tpu", "tpu"),
    ("speedai", "speedai"),
)


def accelerator_family(accelerator: str) -> str:
    """The accelerator's model family ("gb300", "mi355x", "arc", ...), "cpu" for CPU-only
    systems, "other" when none is recognised. A system mixing families counts as the first
    one its name mentions."""
    if device_class(accelerator) == CPU:
        return CPU
    text = re.sub(r"[^a-z0-9]+", " ", accelerator.lower())
    found = [
        (at, rank, family)
        for rank, (key, family) in enumerate(_FAMILIES)
        if (at := _find(text, key)) >= 0
    ]
    return min(found)[2] if found else "other"


def _find(text: str, key: str) -> int:
    """Where `key` starts in `text` at a word start (-1 when absent); where two keys start at
    the same place the more specific, listed first, wins ("h200" over "h20")."""
    match = re.search(rf"(?<![a-z0-9]){re.escape(key)}(?![a-z])", text)
    return match.start() if match else -1
