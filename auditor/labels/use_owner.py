"""Whose system a clause tells of: a use run by another party is not the deck's buyer's.

A deck tells of other parties' systems beside its buyer's own: a regulator's summary of what
operators run, an investor's note on a company's customers, a briefing on what hackathon teams
build, a line card on what resellers' buyers do. The shape is the same in each: the clause's
subject is a party that is neither the writer ('we', 'our') nor the reader ('you', 'your') — a
group named bare or counted ('Two mobile operators', 'Customers', 'Several respondents'),
someone else's ('its tenants'), or a relation that is always another party ('our grocery
partner', 'Team 4') — and its verb is one of running, building or offering something ('run',
'build', 'host', 'include'). The use named in such a clause is that party's own.
"""

from __future__ import annotations

import re

from auditor.labels.use_clauses import split_clauses
from auditor.vocab import vocabulary

_WORDS = vocabulary("workload")
# A modifier before the party's noun, never a determiner that makes the party the writer's or
# reader's ('our customers', 'your tenants'). Words are bounded and few, so the match is linear.
_MODIFIER = r"(?:(?!(?:our|your|yours|the|this|these|those|my|we|you)\b)[\w-]{1,30}\s+){0,2}?"
# A count picks out some parties among many; 'most' or 'many' tells what the market does.
_COUNT = (
    r"(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|several|some|"
    r"a\s+few|a\s+dozen|dozens\s+of|a\s+couple\s+of|a\s+number\s+of|a\s+handful\s+of|other|"
    r"\d{1,6})"
)
_GROUP = _WORDS.alternation("party_group")
_RELATION = _WORDS.alternation("other_party")
_VERB = _WORDS.alternation("operates")
_BETWEEN = (
    r"(?:\s+(?:who|that|already|also|now|typically|usually|often|mostly|currently|have|has|had|"
    r"will|would|can|could|may|might|still|each|all|both)){0,3}"
)
# Where the parties are, between them and their verb ('Five broadcasters in the consortium run').
_WHERE = r"\s+(?:in|at|of|from|on|across|within)\s+(?:the|our|its|their|this|that)(?:\s+[\w-]{1,30}){1,2}?"
_OTHERS_RUN = re.compile(
    r"^\W{0,3}(?:"
    rf"(?:(?:its|their)\s+|{_COUNT}\s+(?:of\s+(?:its|their)\s+)?){_MODIFIER}(?:{_GROUP})"
    rf"|(?:(?:our|its|their|the|a|an|one)\s+)?{_MODIFIER}(?:{_RELATION})"
    rf")(?:\s*,[^,;]{{1,60}},|{_WHERE})?{_BETWEEN}\s+(?:{_VERB})\b",
    re.IGNORECASE,
)
# A group named bare is the product's market in general ('Banks run E9 overnight', 'Buyers
# build it into cameras'), which tells what the product is for; it tells of particular parties
# only when narrowed by a relative clause ('Customers who run chat ...'), when the verb lists,
# requests or reports ('Customers include a telecom ...', 'Resellers tell us ...'), or when each
# of them picks one of several things ('Teams build a chatbot, a voice agent or a summariser').
_GROUP_PICKED = re.compile(
    rf"^\W{{0,3}}{_MODIFIER}(?:{_GROUP})(?:\s+(?:who|that)\s+(?:{_VERB})|"
    rf"{_BETWEEN}\s+(?:include|includes|asked\s+for|ask\s+for|tell|tells|told|say|says|said|"
    rf"report|reports|reported)\b|{_BETWEEN}\s+(?:{_VERB})\s+[^,;.]{{1,60}},[^,;.]{{1,60}}\sor\s)",
    re.IGNORECASE,
)
# 'a third runs a copilot', 'another hosts one', 'the rest run batch': a clause whose subject is
# one more of the parties the clause before it counted.
_ONE_MORE = re.compile(
    r"^\W{0,3}(?:a\s+(?:second|third|fourth|fifth)|another|others|the\s+others|the\s+rest|"
    r"(?:one|two|three|some|many|most)\s+(?:more|others?))\b",
    re.IGNORECASE,
)


# The thing run, built or told of is the reader's own ('Team 4 can run your chat assistant',
# 'Bidders say your assistant must answer at once'): the use stays the buyer's.
_FOR_THE_READER = re.compile(
    r"\s+(?:(?:all|both|each|up|out|us\s+that|that)\s+)?(?:your|yours)\b", re.IGNORECASE
)


def run_by_another(clause: str) -> bool:
    """Whether the clause's subject is a party other than the deck's writer or reader and its
    verb runs, builds or offers something ('Several respondents run customer chatbots'), not
    the reader's own ('Our resellers host your chat assistant')."""
    found = _OTHERS_RUN.match(clause) or _GROUP_PICKED.match(clause)
    return found is not None and _FOR_THE_READER.match(clause, found.end()) is None


def owned_clauses(sentence: str) -> str:
    """The sentence without the clauses that tell of another party's system, and without the
    clauses after them that count one more such party ('Two operators run chatbots; a third
    runs a copilot')."""
    clauses = split_clauses(sentence)
    kept: list[str] = []
    dropping = False
    for clause in clauses:
        dropping = run_by_another(clause) or (dropping and bool(_ONE_MORE.match(clause)))
        if not dropping:
            kept.append(clause)
    return "; ".join(kept)
