"""What the deck says its customer will run: interactive serving, batch work, or edge devices."""

from __future__ import annotations

import re

from auditor.labels.injection import ReviewerDirected
from auditor.models import LabelEvidence, Workload
from extractors import MLPERF_WORDS, BlockRole, Deck, split_sentences

_WORKLOAD_PATTERNS: dict[Workload, re.Pattern[str]] = {
    Workload.INTERACTIVE: re.compile(
        r"\b(?:chat\s?bots?|chat\s+assistants?|chat(?:s|ting)?\s+with|conversational|real[\s-]time|"
        r"interactive(?:ly)?|streaming|"
        r"online\s+(?:serving|inference|service)|user[\s-]facing|customer[\s-]facing|"
        r"latency[\s-](?:sensitive|critical|bound)|live\s+(?:traffic|users|chat)|co-?pilots?|"
        r"(?:api|inference)\s+endpoints?|time[\s-]to[\s-]first[\s-]token|ttft|per[\s-]user\s+"
        r"latency|concurrent\s+users|agents?\b|agentic|virtual\s+assistants?|contact[\s-]cent(?:er|re)|"
        r"(?:p9[59]|99th[\s-]percentile)\s+latency|sub[\s-]second|response\s+times?)\b",
        re.IGNORECASE,
    ),
    Workload.BATCH: re.compile(
        r"\b(?:batch\s+(?:jobs?|processing|inference|workloads?|pipelines?|scoring)|nightly|"
        r"overnight|bulk\s+(?:processing|inference|scoring|summari[sz]ation)|back-?fill|"
        r"offline\s+(?:processing|analytics|pipelines?|jobs?|workloads?)|document\s+processing|"
        r"embedding\s+generation|throughput[\s-]oriented|data\s+pipelines?|archive\s+processing|"
        r"large[\s-]scale\s+(?:indexing|tagging|labell?ing|summari[sz]ation))\b",
        re.IGNORECASE,
    ),
    Workload.EDGE: re.compile(
        r"\b(?:edge\s+(?:devices?|deployments?|inference|servers?|gateways?|boxes|sites?|ai)|"
        r"(?:at|on|to)\s+the\s+edge|in[\s-]store|"
        r"on[\s-]device|on[\s-]prem\w*\s+edge|embedded|in[\s-]vehicle|automotive|cameras?|"
        r"robots?|robotics|drones?|factory\s+floor|smartphones?|handsets?|point\s+of\s+sale|"
        r"retail\s+stores?|iot)\b",
        re.IGNORECASE,
    ),
}
_INTENT = re.compile(
    r"\b(?:you|your|customers?|clients?|deploy\w*|production|use\s+cases?|workloads?|"
    r"requirements?|need\w*|will\s+(?:run|serve|use|power)|serv(?:e|es|ing)|power(?:s|ing)?|"
    r"built\s+for|designed\s+for|ideal\s+for|target\w*|plan\w*|rfp|procurement|solution)\b",
    re.IGNORECASE,
)
_SCENARIO_TALK = re.compile(r"\bscenario\b|\bmlperf\b|\bmlcommons\b", re.IGNORECASE)


def detect_workload(
    deck: Deck, is_reviewer_directed: ReviewerDirected
) -> tuple[Workload, LabelEvidence | None]:
    """The workload the deck describes for its customer, with the sentence that says so."""
    scores: dict[Workload, int] = dict.fromkeys(_WORKLOAD_PATTERNS, 0)
    first_quote: dict[Workload, str] = {}
    for block in deck.all_blocks():
        if not block.visible or block.role in (BlockRole.METADATA, BlockRole.ALT_TEXT):
            continue
        for sentence in split_sentences(block.text):
            if is_reviewer_directed(sentence) or _SCENARIO_TALK.search(sentence):
                continue
            if MLPERF_WORDS.search(sentence):
                continue
            weight = 2 if _INTENT.search(sentence) or block.role == BlockRole.TITLE else 1
            for workload, pattern in _WORKLOAD_PATTERNS.items():
                match = pattern.search(sentence)
                if match:
                    scores[workload] += weight
                    first_quote.setdefault(workload, sentence[:300])
    best = max(scores, key=lambda w: scores[w])
    if scores[best] == 0:
        return Workload.UNSTATED, None
    ties = [w for w, s in scores.items() if s == scores[best]]
    if len(ties) > 1:
        # Interactive serving is the costliest to get wrong, so it wins a tie.
        best = Workload.INTERACTIVE if Workload.INTERACTIVE in ties else ties[0]
    quote = first_quote[best]
    return best, LabelEvidence(value=best.value, quote=quote, origin="deck")
