"""CHIP-COUNT on a comparison that writes the accelerator count of one side only and names the
other by product, when the deck cites that product's result elsewhere.

'Cisco's 16-GPU MI350X system posted 159,932 tokens/s, only 1.5 times the single MI355X node':
the node's count is not in the sentence, but the deck cites the MI355X node's result (6.0-0002)
on another slide, and MLCommons published that system with eight accelerators. Sixteen against
eight is a comparison across accelerator counts, whichever slide states the eight.
"""

from __future__ import annotations

from collections import defaultdict

from auditor.checks.comparison_words import comparing_point
from auditor.checks.messages import flag, quote
from auditor.labels.signals import chip_counts, product_codes
from auditor.models import ClaimAudit, Flag
from auditor.results.counts import published_accelerators
from extractors import BlockRole

_TABULATED = (BlockRole.TABLE_ROW, BlockRole.CHART_POINT)


def _published_by_products(claims: list[ClaimAudit]) -> dict[frozenset[str], set[int]]:
    """The products each claim names with its own result ID -> the published counts of those
    IDs; a claim whose ID has no known count adds nothing."""
    out: dict[frozenset[str], set[int]] = defaultdict(set)
    for claim in claims:
        if claim.role in _TABULATED or not claim.result_id:
            continue
        codes = frozenset(product_codes(claim.text))
        count = published_accelerators(claim.result_id) if codes else None
        if count:
            out[codes].add(count)
    return out


def _counts_of(products: set[str], published: dict[frozenset[str], set[int]]) -> set[int]:
    """The published counts of the cited results that name only products of `products`."""
    found: set[int] = set()
    for codes, counts in published.items():
        if codes <= products:
            found |= counts
    return found


def cited_count_flags(claims: list[ClaimAudit]) -> dict[str, list[Flag]]:
    """CHIP-COUNT on a comparing sentence whose counted side differs from the published count
    of the product its other side names, cited in a result elsewhere in the deck."""
    out: dict[str, list[Flag]] = {}
    published: dict[frozenset[str], set[int]] | None = None
    for claim in claims:
        if claim.role in _TABULATED or any(f.code == "CHIP-COUNT" for f in claim.flags):
            continue
        point = comparing_point(claim.text)
        if point is None:
            continue
        halves = (claim.text[: point.start()], claim.text[point.end() :])
        counts = [set(chip_counts(half)) for half in halves]
        counted = [i for i, found in enumerate(counts) if found]
        if len(counted) != 1 or len(counts[counted[0]]) != 1:
            continue
        own = counts[counted[0]]
        other_half = halves[1 - counted[0]]
        products = product_codes(other_half) - product_codes(halves[counted[0]])
        if not products:
            continue
        if published is None:
            published = _published_by_products(claims)
        theirs = _counts_of(products, published)
        if len(theirs) != 1 or theirs == own:
            continue
        named = ", ".join(sorted(products))
        out[claim.id] = [
            flag(
                "CHIP-COUNT",
                f"{quote(claim.text)} compares a system of {next(iter(own))} accelerators with "
                f"the {named}, which the deck's cited result for it puts at "
                f"{next(iter(theirs))}",
            )
        ]
    return out
