"""A figure offered as proof of what the product's users will get.

'The XA's 100,656 tokens/s is our evidence that the characters will stay in character': the
sentence makes its own figure the evidence for a clause about the product's output or its users,
so the deck uses the figure as quality, whatever words the clause uses. A clause about capacity
or speed ('proof that the cluster can take launch-day traffic') is what a throughput figure does
show, and stays operational; so does a sentence that denies the proof."""

from __future__ import annotations

import re

from auditor.vocab import vocabulary

_QUALITY = vocabulary("quality")
# 'is our evidence that', 'are proof that', 'stands as proof that': the figure, then the frame.
_PROOF_THAT = _QUALITY.pattern("figure_proof_that")
_CAPACITY_CLAUSE = _QUALITY.pattern("capacity_clause")
# The clause runs to the end of its sentence or the next clause break.
_CLAUSE = re.compile(r"[^.;:!?]{1,160}")


def proof_of_outcome(text: str, figure_end: int) -> re.Match[str] | None:
    """The 'is evidence that ...' frame after the figure (ending at `figure_end`) whose clause
    speaks of the product's output rather than of capacity or speed, or None."""
    found = _PROOF_THAT.search(text, figure_end)
    if found is None or re.search(r"[.;!?]", text[figure_end : found.start()]):
        return None
    clause = _CLAUSE.match(text, found.end())
    if clause is None or _CAPACITY_CLAUSE.search(clause.group(0)):
        return None
    return found
