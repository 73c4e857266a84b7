"""The parts of a sentence that sets two subjects' figures side by side ('A's server reached
31,303 tokens/s (Offline), while B's posted 21,028 tokens/s (Server)').

The claim finder makes one claim per subject of such a sentence; each reads its division and
scenario from its own part, then from a lead-in the subjects share ('On Llama 2 70B (Closed,
Offline), A reached ..., while B posted ...') or a shared tail (', both in the Offline
scenario'), never from the other subject's part: siblings lend no labels. Only 'while' and
'whereas' join two subjects here, and only before a subject named by a capitalised name; a figure after 'against', 'versus' or 'than' is the other side of
one comparison, and 'and' or 'but' may join two figures of one subject.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

from extractors import LATENCY_METRIC_NAMES, RESULT_ID, find_metrics

_JOIN = re.compile(r"\b(?:while|whereas)\b", re.IGNORECASE)
_ONE_COMPARISON = re.compile(r"\b(?:against|versus|vs\.?|than)\b", re.IGNORECASE)
_CLAUSE_BREAK = re.compile(r"[,:;—–]")
# A second subject named after the join: a capitalised name within its first words ('while
# Orlo quotes', 'whereas Nebius's eight-GPU system'), not a scenario, the benchmark's name or a
# latency metric's ('while TPOT stays at 40 ms' is the first system's own latency).
_NAMED_SUBJECT = re.compile(
    r"^\s*(?:[\w’'-]+\s+){0,3}?(?!(?:Offline|Server|Interactive|SingleStream|MultiStream|MLPerf|"
    rf"MLCommons|Closed|Open)\b|{LATENCY_METRIC_NAMES})(?-i:[A-Z])[\w&.-]*"
)
_SHARED_TAIL = re.compile(
    r"^\W*(?:both|each|all|respectively|in\s+both|the\s+two|(?:both|all)\s+(?:in|on|under))\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class SubjectPart:
    """One subject's part of the sentence, and the text all subjects share."""

    own: str
    shared: str


def subject_cuts(text: str) -> list[int]:
    """Where each subject's part begins, the first at 0; a single cut when the sentence has one
    subject."""
    # Throughput figures, else latencies: one kind of figure per subject, as the claim finder
    # splits them ('SE360 needs 32.19 ms per query, while the SE455 posts 1.81 ms').
    found = find_metrics(text)
    figures = [m for m in found if m.kind == "throughput"] or [
        m for m in found if m.kind == "latency"
    ]
    cuts = [0]
    for before, after in itertools.pairwise(figures):
        between = text[before.end : after.start]
        joins = list(_JOIN.finditer(between))
        if not joins or _ONE_COMPARISON.search(between):
            continue
        if not _NAMED_SUBJECT.match(between[joins[-1].end() :]):
            continue  # 'reached 24,000 tokens/s while holding 31,000 Offline': one subject
        cuts.append(before.end + joins[-1].start())
    return cuts


def subject_part(text: str, raw: str | None, own_text: str | None = None) -> SubjectPart | None:
    """The part of a two-subject sentence that holds the figure `raw`, with the lead-in or tail
    the subjects share; None when the sentence has one subject (or the figure is not in it).

    `own_text` is the part the claim finder gave the claim, when it split the sentence: it places
    the figure when both subjects post the same one, and it is the claim's part when the finder
    split on a join this module does not ('U3 reached …; Vantor's V8 managed …').
    """
    cuts = subject_cuts(text)
    own_at = text.find(own_text) if own_text and own_text.strip() != text.strip() else -1
    if len(cuts) < 2:
        if own_at < 0:
            return None
        return SubjectPart(own=own_text.strip(), shared=_lead_in(text))
    if not raw:
        return None
    at = text.find(raw, max(own_at, 0))
    if at < 0:
        return None
    bounds = [*cuts, len(text)]
    index = max(i for i, cut in enumerate(cuts) if cut <= at)
    own = text[bounds[index] : bounds[index + 1]]
    shared = [_lead_in(text)]
    last = find_metrics(text[cuts[-1] :])
    tail = text[cuts[-1] + last[-1].end :] if last else ""
    # A tail that lists one result ID per subject ('... in the Server scenario (v5.1 Closed,
    # 5.1-0007 and 5.1-0025)') speaks for every subject, as 'both' does.
    one_id_each = len(RESULT_ID.findall(tail)) >= len(cuts)
    if (_SHARED_TAIL.match(tail) or one_id_each) and index < len(cuts) - 1:
        shared.append(tail)
    return SubjectPart(own=own.strip(), shared=" ".join(s.strip() for s in shared if s.strip()))


def _lead_in(text: str) -> str:
    """The words before the first figure's clause, which every subject shares ('On Llama 2 70B
    (Closed, Offline), A reached …'); empty when the sentence opens with a subject."""
    first_figure = next((m.start for m in find_metrics(text) if m.kind == "throughput"), 0)
    breaks = list(_CLAUSE_BREAK.finditer(text, 0, first_figure))
    return text[: breaks[-1].start()] if breaks else ""
