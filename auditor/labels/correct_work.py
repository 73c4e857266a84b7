"""A price put on work qualified as right: the cost per correct answer in the deck's own words.

Read by the bucket label (such a price sells answer quality) and by COST-PER-ANSWER (the price
is a cost per correct answer drawn from a result). The qualifier is read wherever it binds to the
priced unit within the price's reach: a participle or adjective before the unit ('a resolved
conversation', 'well-ranked rows'), an adverb or a verb of resolving around it ('reviews a
contract correctly for', 'settles an enquiry for'), or a judgement about it ('invoices our
checkers pass as correct', 'hours the editors sign off as accurately subtitled')."""

from __future__ import annotations

import re

from auditor.vocab import vocabulary

_MONEY = vocabulary("cost").pattern("money_amount")
_CORRECT_OUTCOME = vocabulary("cost").pattern("correct_outcome")
# How far from an amount a qualifier may stand and still describe the unit the amount prices.
_PRICED_NEAR = 60
_ASIDE = re.compile(r"\([^()]{0,80}\)")


def _reach_back(end: int, reach: int, asides: list[tuple[int, int]]) -> int:
    """The offset `reach` characters before `end`, not counting the asides between."""
    start = max(0, end - reach)
    for a_start, a_end in reversed(asides):
        if a_end <= end and a_end > start:
            start = max(0, start - (a_end - a_start))
    return start


def priced_correct_outcome(text: str) -> re.Match[str] | None:
    """An amount of money with a unit qualified as right beside it ('a resolved support
    conversation at about $0.0009', 'an accurately subtitled hour costs 0.8 pence'), or None."""
    # An aside in brackets does not part a unit from its price ('each accepted answer (one a
    # partner signs off) costs 3.1 cents'): it is blanked to spaces, so the words either side
    # read as neighbours and every offset still points into `text`.
    asides = [m.span() for m in _ASIDE.finditer(text)]
    plain = _ASIDE.sub(lambda aside: " " * len(aside.group(0)), text)
    for money in _MONEY.finditer(plain):
        start = _reach_back(money.start(), _PRICED_NEAR, asides)
        found = _CORRECT_OUTCOME.search(plain, start, money.end() + _PRICED_NEAR)
        if found is not None:
            return found
    return None
