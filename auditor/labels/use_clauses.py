"""Whose use a sentence tells of, clause by clause: the clauses that set a use aside.

A deck names other parties' uses beside its customer's own, and the way it does so has a shape:
a use told in one clause and disowned in the next ('Hospital chains summarise letters overnight;
we don't', 'The service desk uses a chat assistant; that runs in our cloud, not on your
machines', 'Our trading desk runs risk batches; not in scope'), or a span of uses that commits
to none ('tenants run everything from chat assistants to overnight render farms'). The clause
that disowns names no use of its own and reaches back to the one before it, by a pointing word
('that', 'it'), by leaving out its subject ('not in scope') or its verb ('we don't').
"""

from __future__ import annotations

import re
from collections.abc import Callable

from auditor.vocab import vocabulary

_WORDS = vocabulary("workload")
_OUT_OF_SCOPE = _WORDS.pattern("out_of_scope")
_DISOWNS = _WORDS.pattern("disowns")
_RANGE = _WORDS.pattern("range_of_uses")
_SET_APART = _WORDS.pattern("set_apart")


def split_clauses(sentence: str) -> list[str]:
    """The sentence's clauses, split at semicolons. A plain split and strip: a regex split with
    spaces on both sides of the ';' is quadratic on a long run of spaces."""
    return [clause.strip() for clause in sentence.split(";")]


def _comma_parts(clause: str) -> list[str]:
    return [part.strip() for part in clause.split(",")]


# 'that is a different SKU', 'it runs in our cloud': the clause's subject is the use before it.
_POINTS_BACK = re.compile(r"^\W*(?:that|this|it|which|these|those|its|their|such)\b", re.I)
# 'not in scope', 'none of it here': a clause with no subject of its own.
_NO_SUBJECT = re.compile(r"^\W*(?:not|never|none|neither|nor|no|out\s+of|outside)\b", re.I)
# 'we don't', 'the cabinets never will', 'ours does not.': a clause whose verb is left out.
_NO_VERB = re.compile(
    r"^\W*(?:[\w’'-]+\s+){0,3}?(?:(?:do|does|did|will|would|can|could|need|needs|is|are)\s*"
    r"(?:not|n[’']t)|never(?:\s+(?:do|does|did|will|would|can|could|has|have))?)\s*(?:[,.;:]|and\b|but\b|$)",
    re.I,
)

_TO_THE_READER = re.compile(r"\b(?:you|your|yours)\b", re.IGNORECASE)

Names = Callable[[str], bool]

# 'That is not included in the pilot price', 'it is not costed in year one': when or how a use is
# priced, not a use left out of the offer; it sets aside no use told to the reader.
_PRICING_REMARK = re.compile(
    r"not\s+(?:\w+\s+)?(?:included|covered|costed|priced|sized)\s+(?:in|by|here)\b", re.I
)


def reaches_back(clause: str) -> bool:
    """Whether the clause is about the one before it: it points back, or leaves out its
    subject or its verb."""
    return bool(_POINTS_BACK.match(clause) or _NO_SUBJECT.match(clause) or _NO_VERB.match(clause))


def in_scope(sentence: str, names_a_use: Names) -> str:
    """The sentence without the clauses that set a use aside, and without the use they set
    aside: a clause that puts a use out of scope ('... are not part of this proposal') goes
    itself; one that names no use of its own and reaches back to the clause before it takes
    that clause with it when it puts it out of scope or disowns it ('; we don't', '; that is
    a different SKU', '; not on your machines')."""
    clauses = split_clauses(sentence)
    dropped: set[int] = set()
    for i, clause in enumerate(clauses):
        if _set_apart(clause, names_a_use):
            dropped.add(i)
            continue
        scoped = bool(_OUT_OF_SCOPE.search(clause))
        if scoped:
            dropped.add(i)
        if not i or not reaches_back(clause):
            continue
        if scoped and (_POINTS_BACK.match(clause) or not names_a_use(clause)):
            dropped.add(i - 1)
        elif _DISOWNS.search(clause) and not names_a_use(clause):
            # A use told to the reader ('Your agents answer in live chat; ...') is never
            # dropped on a reach-back alone.
            dropped.add(i)
            if not _TO_THE_READER.search(clauses[i - 1]):
                dropped.add(i - 1)
    return "; ".join(c for i, c in enumerate(clauses) if i not in dropped)


def disowns_the_one_before(sentence: str, names_a_use: Names, scope_only: bool = False) -> bool:
    """Whether a whole sentence sets aside the use told in the sentence before it, as a clause
    does the clause before it ('A partner lab queries the index through a chatbot. That service
    is funded separately and not part of this bid.', '... overnight. None of it runs here.'): it
    names no use of its own, points back ('That', 'It', 'This work') or leaves out its subject or
    verb, and puts what it points at out of scope or disowns it. With `scope_only`, only
    putting it out of scope counts ('That pilot ended, and this rack is not for it.')."""
    if not reaches_back(sentence) or names_a_use(sentence):
        return False
    # Only the clause that reaches back speaks of the sentence before; a later one speaks of its
    # own clause ('This bid does not cover the data-centre move; that is out of scope.').
    first = split_clauses(sentence)[0]
    scoped = (m.group() for m in _OUT_OF_SCOPE.finditer(first))
    if any(not (scope_only and _PRICING_REMARK.match(words)) for words in scoped):
        return True
    return not scope_only and bool(_DISOWNS.search(first))


def _set_apart(clause: str, names_a_use: Names) -> bool:
    """A clause whose use a comma-tail puts on someone else's means ('..., on a separate
    budget', '..., on its own platform', '..., not on this partition')."""
    parts = _comma_parts(clause)
    return any(_SET_APART.search(part) and not names_a_use(part) for part in parts[1:])


def spans_uses(clause: str, uses_named: Callable[[str], int]) -> bool:
    """A clause that spans several uses without committing to one ('everything from chat
    assistants to overnight rendering farms', 'any workload, from edge cameras to chat')."""
    return bool(_RANGE.search(clause)) and uses_named(clause) > 1
