"""Figures stated in the conditional: what a system would do, is projected to do, or what 'you
have' once you multiply it out. MLPerf reports what a system did; a figure said in the
conditional ('Two nodes would give roughly 116,000 tokens/s', 'A QRack would deliver 3.3x ...',
'Fill the hall's 40 positions and you have 13.4 million tokens/s') is the deck's arithmetic on a
result, whatever operation it hides.

A projection ('projected at 330,000 tokens/s') is arithmetic on a result when the sentence
sizes the system it is projected for ('Our 64-card QRack', 'A 1,024-chip pod') or when someone
projects it in the active voice ('The supplier projects BoomEye-3 at 9 ms'); a product's figure
merely labelled projected ('P-300 preview, projected: ...') is UNVERIFIED's case."""

from __future__ import annotations

import re

from auditor.labels.signals import ALL_NUMBER_WORDS, chip_counts
from extractors import RESULT_ID, find_metrics

# 'would deliver', 'would be about', 'would need'; not 'would otherwise miss', 'would argue'.
_WOULD = re.compile(
    r"\bwould\s+(?!(?:otherwise|not|never|rather|like|prefer|argue|say|note|expect|agree)\b)",
    re.IGNORECASE,
)
# 'Fill the hall's 40 positions and you have ...', 'Divide ... and you get ...'.
_AND_YOU_HAVE = re.compile(
    r"\band\s+you(?:['’](?:d|ll)|\s+(?:would|will|could|can))?\s+"
    r"(?:have|get|reach|see|end\s+up\s+with)\b",
    re.IGNORECASE,
)
# 'it should manage roughly 130,000 tokens/s', 'could reach', 'ought to give': a figure
# expected of a system, not one measured; like a projection, arithmetic only for a sized system.
_EXPECTED = re.compile(
    r"\b(?:should|could|might|ought\s+to)\s+(?!(?:not|never|be\s+noted|note|ask|check|verify|"
    r"read|treat|consider|know|see|look|mention|bear)\b)",
    re.IGNORECASE,
)
# 'Scaling that cluster to 40 nodes, we model 3.7 million tokens/s': the deck's own estimate.
_ESTIMATE_LEAD = re.compile(
    r"\b(?:we|they|our\s+team)\s+(?:model|estimate|forecast|calculate|reckon|extrapolate)\b"
    r"|\b(?:modell?ed|estimated|forecast|calculated|extrapolated)\s+(?:at|to\s+(?:reach|give|deliver|be))\b",
    re.IGNORECASE,
)
# '4 nodes (projected)', 'Estimated: ...': a chart category or row label that marks its figure as
# the deck's projection; arithmetic on a result when the label sizes the system.
_PROJECTION_LABEL = re.compile(
    r"\((?:projected|projection|extrapolated|modell?ed|estimated?|simulated|forecast)\)"
    r"|\b(?:projected|projection|extrapolated|modell?ed|estimated?|simulated|forecast)\s*:",
    re.IGNORECASE,
)
# 'projected at', 'We project a four-node pod at': the active verb may name what it projects
# for before the figure's preposition.
# 'Team 11 projects 4.1 million tokens/s for ...', 'the integrator estimates 310,000': the active
# verb may take the figure as its object directly.
_PROJECTED = re.compile(
    r"\b(?:(?:is|are|was|were|gets?)\s+projected|(?:projects?|project(?:ed|ing))"
    r"(?:\s+(?!at\b|to\b)[\w.-]+){0,5}?)\s+(?:at|to|about|around|near)\b"
    r"|\b(?:projects?|forecasts|estimates|extrapolates)"
    r"(?=\s+(?:(?:about|around|roughly|some|nearly|almost|over|up\s+to)\s+)?\d)",
    re.IGNORECASE,
)
# 'The supplier projects BoomEye-3 at 9 ms', 'we project about 659,000': someone projecting a
# figure with the active verb states it as their own arithmetic, whatever the system's size; a
# label ('P-300 preview, projected: ...') or a passive names no one who worked it out.
_ACTIVE_PROJECTION = re.compile(r"projects?\b", re.IGNORECASE)
# 'a 1,024-chip pod', 'twelve nodes': a system sized by a count of its parts.
_SIZED = re.compile(
    r"(?<![\w.,])\d{1,3}(?:,\d{3})*[\s-]+(?:cards?|chips?|gpus?|accelerators?|nodes?|racks?|"
    r"servers?|systems?|tiles?|pods?)\b",
    re.IGNORECASE,
)


_DIGIT = re.compile(r"\d")
# 'in under four nights', 'within two days': a duration written in words is a figure too.
_WORD_DURATION = re.compile(
    r"\b(?:"
    + "|".join(w for w in ALL_NUMBER_WORDS if w != "one")
    + r")\s+(?:nights?|days?|hours?|minutes?|weeks?|months?|years?|shifts?|quarters?)\b",
    re.IGNORECASE,
)
# 'The Heron H4, which would later win ...': a relative clause's verb says nothing of the figure.
_RELATIVE = re.compile(r"\b(?:which|who|that)\s+$", re.IGNORECASE)
# A clause ends between the conditional and the figure ('What would take a rival two nodes,
# the H4 does on one: 41,200 tokens/s').
_CLAUSE_END = re.compile(r"[,;:!?]|\.(?!\d)")
# 'Two Heron H4 nodes', 'twelve racks': a system sized by a count written in words.
_WORD_SIZED = re.compile(
    r"\b(?!one\b)(?:"
    + "|".join(ALL_NUMBER_WORDS)
    + r")(?:\s+(?:[\w-]+\s+){0,3}?|-)(?:cards?|chips?|gpus?|accelerators?|nodes?|racks?|servers?|"
    r"systems?|tiles?|pods?|positions?)\b",
    re.IGNORECASE,
)
# 'Setup should take two days and the rack posted 41,200 tokens/s': a finite verb of measuring
# between the modal and the figure starts a clause of its own, stating what was measured; not
# 'should have delivered', the modal's own (counterfactual) participle.
_MEASURED = re.compile(
    r"(?<!\bhave\s)(?<!\bbeen\s)(?<!\bbe\s)\b(?:posted|posts|reached|reaches|delivered|delivers|"
    r"measured|achieved|achieves|recorded|scored|ran|served|serves|processed|sustained|clocked)\b",
    re.IGNORECASE,
)
# How far after a figure its own result ID may stand ('41,200 tokens/s in the Offline scenario
# (5.1-0069)').
_OWN_ID_REACH = 60


def _before_a_figure(found: re.Match[str] | None, text: str) -> re.Match[str] | None:
    """The match when it governs a figure of the sentence: the figure follows it in the same
    clause ('would need about 43 minutes': a duration is a figure too, though no metric), and
    it is no relative clause's verb."""
    if found is None or _RELATIVE.search(text, 0, found.start()):
        return None
    metric = next((m for m in find_metrics(text) if m.start >= found.end()), None)
    digit = _DIGIT.search(text, found.end()) or _WORD_DURATION.search(text, found.end())
    if metric is None and digit is None:
        return None
    start, end = (metric.start, metric.end) if metric is not None else digit.span()
    if _CLAUSE_END.search(text, found.end(), start) or _MEASURED.search(text, found.end(), start):
        return None
    if _cites_its_own_result(text, end):
        return None
    return found


def _cites_its_own_result(text: str, figure_end: int) -> bool:
    """'Pick the Offline scenario and you get 41,200 tokens/s from one Heron H4 (5.1-0069)': the
    figure's own result ID follows it and the sentence sizes no bigger system, so the figure is
    that result, not one multiplied out from it."""
    found = RESULT_ID.search(text, figure_end, figure_end + _OWN_ID_REACH)
    if found is None or re.search(r"[;!?]|\.\s", text[figure_end : found.start()]):
        return False
    return not (chip_counts(text) or _SIZED.search(text) or _WORD_SIZED.search(text))


# '(5.1-0024 x 64)', '2 x 5.1-0026', '6.0-0004 Server rate x 3,600 s': a published result
# multiplied out by a count or a duration; not '6.0-0073 DGX B300 x 8 GPUs', a system's count.
_RESULT_TIMES = re.compile(
    r"(?<![\w.])(?:v?\d\.\d-\d{4}(?:\s+[A-Za-z][\w-]*){0,3}\s?[x×*]\s?\d[\d,]*(?![\d.])"
    r"(?!\s*(?:gpus?|accelerators?|cards?|chips?|npus?|(?-i:[A-Z])))"
    r"|\d{1,5}\s?[x×*]\s?v?\d\.\d-\d{4}\b)",
    re.IGNORECASE,
)


def hypothetical_figure(text: str) -> re.Match[str] | None:
    """The words that put the sentence's figure in the conditional, or that multiply a
    published result out ('5.1-0024 x 64'), or None."""
    times = _RESULT_TIMES.search(text)
    if times is not None:
        return times
    for pattern in (_WOULD, _AND_YOU_HAVE):
        found = _before_a_figure(pattern.search(text), text)
        if found is not None:
            return found
    for pattern in (_PROJECTED, _EXPECTED, _ESTIMATE_LEAD):
        projected = _before_a_figure(pattern.search(text), text)
        sized = chip_counts(text) or _SIZED.search(text) or _WORD_SIZED.search(text)
        if projected is not None and (sized or _ACTIVE_PROJECTION.match(projected.group(0))):
            return projected
    label = _PROJECTION_LABEL.search(text)
    sized = _SIZED.search(text) or _WORD_SIZED.search(text)
    if label is not None and sized is not None and not RESULT_ID.search(text):
        return label
    return None
