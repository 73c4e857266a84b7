"""What the comparison checks read from each claim, read once per audit.

A comparing sentence looks at every other result on its page for the accelerator counts and
products they name; on a slide of hundreds of comparisons, reading those again for each one
is quadratic regex work. `PageFacts` groups the results by page and keeps each text's counts
and products after their first reading.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from typing import Any

from auditor.labels.signals import chip_counts, product_codes
from auditor.models import ClaimAudit


class PageFacts:
    """The results of each page and the counts and products of each text, read once."""

    def __init__(self, claims: list[ClaimAudit]) -> None:
        self._results: dict[int, list[ClaimAudit]] = defaultdict(list)
        self._figures: dict[int, list[ClaimAudit]] = defaultdict(list)
        for claim in claims:
            if claim.metric is not None:
                self._results[claim.page].append(claim)
                if claim.metric.unit not in ("x", "%"):
                    self._figures[claim.page].append(claim)
        self._read: dict[tuple[Callable[[str], Any], str], Any] = {}

    def pages(self) -> list[int]:
        """The pages with a result, in order."""
        return sorted(self._results)

    def results_on(self, page: int) -> list[ClaimAudit]:
        """The claims with a figure on `page`, in deck order."""
        return self._results.get(page, [])

    def figures_on(self, page: int) -> list[ClaimAudit]:
        """The claims on `page` whose figure is no factor or share, in deck order."""
        return self._figures.get(page, [])

    def read(self, reader: Callable[[str], Any], text: str) -> Any:
        """`reader(text)`, called once per reader and text; keep the answer unchanged."""
        key = (reader, text)
        if key not in self._read:
            self._read[key] = reader(text)
        return self._read[key]

    def counts(self, text: str) -> tuple[int, ...]:
        """`chip_counts(text)`, read once per text."""
        return tuple(self.read(chip_counts, text))

    def codes(self, text: str) -> frozenset[str]:
        """`product_codes(text)`, read once per text."""
        return frozenset(self.read(product_codes, text))
