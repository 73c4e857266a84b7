"""The words by which a sentence compares, shared by the comparison checks: its factor ('2.3x
the throughput of', 'ten times a single node'), where it compares, the rounds a text names and
the scale of system it speaks of."""

from __future__ import annotations

import re

from auditor.labels.signals import COMPARISON_WORDS
from auditor.vocab import vocabulary
from extractors import RESULT_ID, find_round, written_versions

_COMPARISON_VOCAB = vocabulary("comparison")
_MULTI_SYSTEM = _COMPARISON_VOCAB.pattern("multi_system")
_SINGLE_SYSTEM = _COMPARISON_VOCAB.pattern("single_system")

# '2.3x the throughput of ...': the factor itself names what it is measured against.
# '1.42x its Interactive rate': a possessive names the other side as well.
FACTOR_OF = re.compile(
    r"\d\s?(?:[x×]|times)\s+(?:the|that\s+of|what|an?|of|as|its|their|our)\b", re.IGNORECASE
)
# 'ten times a single eight-GPU node', 'double a single server': a factor written in words.
WORD_FACTOR = re.compile(
    r"\b(?:twice|(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|fifty|"
    r"a\s+hundred)\s+times|double|triple|quadruple)\s+(?:the|that\s+of|what|an?|as)\b",
    re.IGNORECASE,
)


def comparing_point(text: str) -> re.Match[str] | None:
    """Where a sentence compares: its factor, else its comparing words; None if it does not."""
    return FACTOR_OF.search(text) or WORD_FACTOR.search(text) or COMPARISON_WORDS.search(text)


def rounds_in(text: str) -> set[str]:
    """Every round a text names, by version or by result ID (never a driver's 'v4.1')."""
    rounds = {f"v{m.group(1)}" for m in RESULT_ID.finditer(text)}
    found = find_round(text)
    if found:
        rounds.add(found)
    return rounds | written_versions(text)


def system_scale(text: str) -> str | None:
    """'several systems' (a rack, a cluster, four nodes), 'one system' (a node, a server), or
    None when the text names neither."""
    if _MULTI_SYSTEM.search(text):
        return "several systems"
    if _SINGLE_SYSTEM.search(text):
        return "one system"
    return None
