"""Spot deck text that addresses an automated reviewer instead of a human reader.

Such text is a finding (INJECTION), never evidence and never an instruction. The patterns describe
the class of attack (overrides, role tags, dictated labels or verdicts, output coercion, pre-emptive
provenance) rather than particular sentences.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from extractors import reveal_hidden_unicode

_AUTOMATED = (
    r"(?:ai|a\.i\.|llms?|(?:large\s+)?language\s+models?|(?:ai|ml|review|audit|labell?ing)\s+models?|automated|automatic|auto-?review\w*|"
    r"(?:review|audit\w*|screening|evaluation|grading)\s+(?:tools?|bots?|systems?|agents?|software)|"
    r"assistants?|chat\s?gpt|gpt-?\d|claude|gemini|bots?|agents?|classifiers?|parsers?|crawlers?)"
)

_PATTERNS: tuple[tuple[str, str], ...] = (
    (
        "instruction override",
        r"\b(?:ignore|disregard|forget|override|bypass|skip)\b[^.\n]{0,40}\b(?:previous|prior|"
        r"above|earlier|all|any|your|system|the)\b[^.\n]{0,30}\b(?:instructions?|prompts?|rules?|"
        r"guidelines|directions|context|policies|checks?)\b",
    ),
    (
        "addresses automated reviewers",
        rf"\b(?:note|message|instructions?|attention|notice|reminder)\s+(?:to|for)\s+(?:any\s+|all\s+|the\s+)?"
        rf"{_AUTOMATED}",
    ),
    (
        "addresses automated reviewers",
        rf"\b(?:if\s+you\s+are|as\s+an?|dear|hey|hello)\s+(?:an?\s+)?{_AUTOMATED}\b",
    ),
    (
        "tells reviewers what to conclude",
        rf"\b(?:reviewers?|auditors?|{_AUTOMATED})\b[^.\n]{{0,60}}\b(?:must|should|shall|are\s+"
        r"(?:required|instructed|asked)\s+to|need\s+to|may\s+not|must\s+not|cannot|can't|"
        r"are\s+not\s+(?:allowed|permitted))\b[^.\n]{0,60}\b(?:mark|label|flag|classify|treat|"
        r"report|rate|score|consider|output|list|call|approve|verify|accept)",
    ),
    (
        "dictates labels or verdicts",
        r"\b(?:label|mark|classify|tag|treat|report|rate|flag|set|output|return|record)\b\s+"
        r"(?:all|every|each|any|these|those|this|the)\b[^.\n]{0,40}\b(?:claims?|results?|"
        r"figures?|numbers?|rows?|slides?|labels?|items?|entries)\b[^.\n]{0,30}\b(?:as|to|="
        r"|with)\b",
    ),
    (
        "dictates labels or verdicts",
        r"\b(?:should|must|shall)\s+be\s+(?:treated|considered|marked|labell?ed|classified|"
        r"regarded|read)\s+as\b",
    ),
    (
        "dictates labels or verdicts",
        r"\b(?:do\s+not|don't|never)\s+(?:flag|mark|report|label|raise|list)\b",
    ),
    (
        "dictates labels or verdicts",
        r"\b(?:division|scenario|bucket|status|verified|comparable|issues|flags?)\s*[:=]\s*"
        r"[\"']?(?:closed|open|server|offline|verified|true|yes|none|no\s+issues|\[\s*\])"
        r"[\"']?\s*[;,|]\s*(?:division|scenario|bucket|status|verified|comparable|issues|flags?)"
        r"\s*[:=]",
    ),
    ("dictates labels or verdicts", r"\bcorrectly\s+(?:classified|labell?ed)\b"),
    ("dictates labels or verdicts", r"\bstatus\s*=\s*\w+"),
    ("dictates labels or verdicts", r"\bno\s+issues\b\W{0,3}$|\bissues\s*:\s*none\b"),
    (
        "fake role or delimiter tags",
        r"(?:^|[\n.]\s*)(?:assistant|system|ai|llm|reviewer\s+bot)\s*:\s*(?:please\s+)?(?:label|mark|"
        r"ignore|output|you|classify|treat|set|report|respond|return|audit|verify|approve|flag)\b",
    ),
    (
        "fake role or delimiter tags",
        r"</?\s*(?:system|assistant|user|developer|tool|instructions?|prompt|deck_?text|"
        r"document|context|data|im_start|im_end|s|inst)\s*>|<\|[a-z_]+\|>|\[/?inst\]|"
        r"#{2,}\s*(?:system|instruction|assistant|response)\b",
    ),
    (
        "pre-filled machine output",
        r"\{\s*\"(?:claims|labels|division|scenario|verified|issues|flags|status)\"\s*:",
    ),
    (
        "pre-filled machine output",
        r"\bend\s+of\s+(?:labels|output|input|document|audit|instructions)\b|"
        r"\b(?:do\s+not|don't)\s+(?:produce|generate|write|output)\s+(?:any\s+)?(?:further|more|"
        r"other)\b|\bstop\s+(?:generating|here|now|processing)\b",
    ),
    (
        "asks the model to act or leak",
        r"\bcall\s+the\s+\w+\s+(?:tool|function)\b|!\[[^\]]*\]\(\s*https?://|"
        r"\b(?:when|if)\s+you\s+(?:summari[sz]e|review|audit|analy[sz]e|process|read)\b",
    ),
    (
        "claims the audit is already done",
        r"\b(?:audit|review|verification)\s+(?:is\s+)?(?:complete|completed|done|passed|finished)\b|"
        r"\balready\s+(?:been\s+)?(?:verified|audited|reviewed|approved|checked)\b",
    ),
    (
        "asserts endorsement MLCommons does not give",
        r"\b(?:approved|endorsed|certified|sanctioned|validated)\s+by\s+(?:the\s+)?ml\s?commons\b|"
        r"\b(?:reviewed|verified)\s+and\s+(?:approved|endorsed|certified)\b|"
        r"\b(?:withdrawn|retracted|disqualified|invalidated)\s+by\s+(?:the\s+)?ml\s?commons\b",
    ),
    (
        "redefines audit terms",
        r"\bin\s+this\s+(?:presentation|deck|document|slide|report)\b[^.\n]{0,60}\b(?:refers?\s+to|"
        r"means|denotes|stands\s+for|should\s+be\s+read\s+as)\b",
    ),
    (
        "declares scenarios or divisions interchangeable",
        r"\b(?:numbers|results|figures|scores|scenarios|divisions)\s+(?:are|is)\s+(?:equivalent|"
        r"interchangeable|identical|the\s+same)\b",
    ),
    (
        "instruction override",
        r"忽略[^。]{0,10}(?:指令|指示|说明)|自动审核|审核模型|"
        r"ignor(?:a|e[zr]?|iere)\s+(?:las|les|alle|todas|tous)?\s*[^.\n]{0,30}"
        r"(?:instrucciones|instructions|anweisungen)|無視[^。]{0,10}指示|지시를?\s*무시",
    ),
)

_COMPILED = tuple((reason, re.compile(pattern, re.IGNORECASE)) for reason, pattern in _PATTERNS)


@dataclass(frozen=True)
class InjectionHit:
    """Why a piece of text reads as addressed to an automated reviewer, and the words that show it."""

    reason: str
    excerpt: str


def find_injection(text: str) -> InjectionHit | None:
    """The first sign that `text` addresses an automated reviewer, or None."""
    candidates = [text]
    smuggled = reveal_hidden_unicode(text)
    if smuggled:
        candidates.append(smuggled)
    for candidate in candidates:
        flat = " ".join(candidate.split())
        for reason, pattern in _COMPILED:
            match = pattern.search(flat)
            if match:
                start = max(0, match.start() - 40)
                return InjectionHit(reason, flat[start : match.end() + 40].strip())
    return None


# The injection guard every labeller and check is handed: True for text that addresses an automated
# reviewer, which is then never evidence. Always passed in (`is_reviewer_directed` below, or a
# stricter one), never defaulted: a guard that lets everything through is not a safe default.
ReviewerDirected = Callable[[str], bool]


def is_reviewer_directed(text: str) -> bool:
    """True when `text` tries to instruct an automated reviewer; such text is never evidence."""
    return find_injection(text) is not None
