"""Word-level signals the rule labeler and the checks read: divisions, scenarios, comparisons, intent."""

from __future__ import annotations

import re
from dataclasses import dataclass

from auditor.models import Division, Scenario


@dataclass(frozen=True)
class Mention:
    """A label value named in text, with the words that name it."""

    value: str
    quote: str
    start: int


_NEGATION_BEFORE = re.compile(
    r"(?:\bnot\b|\bno\b|\bnon-?|\bwithout\b|\bneither\b|\bnor\b)[\s\w-]{0,12}$", re.IGNORECASE
)
# Words before a mention that make it the object of a comparison rather than the subject.
_COMPARED_BEFORE = re.compile(
    r"\b(?:than|vs\.?|versus|against|beat(?:s|ing)?|outperform\w*|over|compared\s+(?:to|with)|"
    r"relative\s+to|ahead\s+of|surpass\w*|exceed\w*|every|all\s+other|other|competitors?'?|"
    r"rivals?'?|unlike|whereas)\b[^.;]{0,28}$",
    re.IGNORECASE,
)

_DIVISION = re.compile(
    r"\b(?i:(?P<v>closed|open|network)(?:[\s-]+(?:division|div\.?)\b|[\s-]*(?=\))))"
    r"|\b(?i:division\s*[:=(]?\s*(?P<v2>closed|open|network)\b)"
    r"|(?<![\w-])(?P<v3>Closed|CLOSED|Network)(?![\w-])"
    r"|(?:(?<=\bv\d\.\d\s)|(?<=\bv\d\.\d,\s)|(?<=\bMLPerf\s)|(?<=\bInference\s))"
    r"(?P<v4>closed|open|network|Open)\b",
)
_DIVISION_CELL = re.compile(r"^\s*(closed|open|network)\s*(?:division)?\s*$", re.IGNORECASE)

_SCENARIO_WORDS = {
    "offline": Scenario.OFFLINE,
    "server": Scenario.SERVER,
    "singlestream": Scenario.SINGLE_STREAM,
    "multistream": Scenario.MULTI_STREAM,
    "interactive": Scenario.INTERACTIVE,
}
_SCENARIO = re.compile(
    r"\b(?i:(?P<a>offline|server|single[\s-]?stream|multi[\s-]?stream|interactive)"
    r"[\s-]+(?:(?:scenario|mode|run|setting|results?|throughput|category|benchmark|test|condition)s?\b|"
    r"(?:tokens|samples|queries)(?=/|\s+per\b)))"
    r"|\b(?i:scenarios?\s*[:=(]?\s*(?P<b>offline|server|single[\s-]?stream|multi[\s-]?stream|interactive)\b)"
    r"|(?<![\w-])(?P<c>Offline|OFFLINE|SingleStream|Single-Stream|Single\s+Stream|MultiStream|"
    r"Multi-Stream|Multi\s+Stream|offline)(?![\w-])"
    r"|(?<=[(,/|;])\s*(?P<d>Server|Interactive)\s*(?=[),/|:;.])"
    r"|^\s*(?P<e>Server|Interactive)\s*(?=[:(,])"
    r"|(?:(?<=\bv\d\.\d\s)|(?<=\bMLPerf\s)|(?<=\bMLPerf™\s)|(?<=\bInference\s))"
    r"(?P<f>Server|Interactive)\b"
    r"|(?:(?<=\bdatacenter\s)|(?<=\bDatacenter\s)|(?<=\bclosed\s)|(?<=\bClosed\s)|(?<=\bopen\s)|"
    r"(?<=\bOpen\s)|(?<=\bedge\s)|(?<=\bEdge\s))(?P<g>Server|Interactive)\b",
)
_SCENARIO_CELL = re.compile(
    r"^\s*(offline|server|single[\s-]?stream|multi[\s-]?stream|interactive)\s*(?:scenario)?\s*$",
    re.IGNORECASE,
)

COMPARISON_WORDS = re.compile(
    r"\b(?:vs\.?|versus|than|compared|comparison|beats?|beating|outperform\w*|faster|slower|"
    r"higher|lower|ahead\s+of|lead\s+over|advantage|relative\s+to|against|head[\s-]to[\s-]head|"
    r"better|more\s+than|x\s+the)\b",
    re.IGNORECASE,
)

_CHIPS = re.compile(
    r"(?<![\w.])(?P<n>\d{1,4})\s?[x×]\s?(?=(?-i:[A-Z])|(?:gpus?|accelerators?|chips?|cards?|nodes?)\b)"
    r"|(?<![\w.])(?P<m>\d{1,4})[\s-]?(?:gpus?|accelerators?|chips?|cards?|npus?|tpus?|"
    r"gaudi\w*|xpus?|devices)\b",
    re.IGNORECASE,
)

QUALITY_WORDS = re.compile(
    r"\b(?:answer|response|output|model|result)s?\s+quality\b|\bquality\s+(?:of\s+)?(?:answers|"
    r"responses|outputs)\b|\bhigh(?:est|er)?[\s-]quality\b|\bbest[\s-]in[\s-]class\s+(?:quality|"
    r"accuracy|answers)\b|\b(?:more|most|highly|super)\s+accurate\b|\baccurate\s+(?:answers|"
    r"responses|results|predictions|outputs)\b|\b(?:better|best|smarter|correct|right|"
    r"trustworthy|reliable|superior)\s+(?:answers|responses|outputs|predictions|results\s+for\s+"
    r"your)\b|\bsmarter\b|\bhallucinat\w*|\btrustworth\w*|\btask[\s-]fit\b|\bfit\s+for\s+"
    r"(?:your|the|our)\b|\bright\s+(?:model|choice|platform)\s+for\b|\bproves?\s+(?:the\s+)?"
    r"(?:quality|accuracy|intelligence)\b|\b(?:quality|accuracy)\s+(?:leader|leadership|"
    r"advantage|guarantee)\b|\bguarantee[sd]?\s+(?:quality|accuracy|correct)\w*|"
    r"\bsuperior\s+(?:accuracy|quality|intelligence)\b|\bhighest\s+(?:accuracy|quality)\b|"
    r"\bquality\s+(?:evidence|proof)\b|\bproof\s+of\s+(?:quality|accuracy)\b|\bintelligence\b|"
    r"\bunderstands?\s+your\b|\bbetter\s+model\b|\bbest\s+model\b|"
    r"\b(?:best|top|superior|highest|better|premium)\s+quality\b",
    re.IGNORECASE,
)
# "Such speed proves...", "These results show...": a sentence that points back at a figure and
# presents it as proof of something.
RESULTS_AS_PROOF = re.compile(
    r"\b(?:such|this|these|that|those|our|the|its|their)\s+(?:\w+\s+)?(?:speed|results?|"
    r"performance|throughput|numbers?|figures?|scores?|benchmarks?|wins?|records?|lead|leadership|"
    r"latency|mlperf\s+\w+)\b[^.]{0,40}\b(?:proves?|shows?|demonstrates?|means?|guarantees?|"
    r"confirms?|ensures?|translates?\s+into|delivers?|gives?|makes?)\b",
    re.IGNORECASE,
)
NEGATED_PROOF = re.compile(
    r"\b(?:not|no|never|cannot|can't|doesn't|does\s+not|don't|isn't|won't|nothing)\b[^.]{0,25}"
    r"\b(?:proves?|shows?|demonstrates?|means?|guarantees?|confirms?|ensures?|tell)",
    re.IGNORECASE,
)
ACCURACY_WORD = re.compile(r"\baccura(?:cy|te)\b", re.IGNORECASE)
GATE_WORDS = re.compile(
    r"\baccuracy\s+(?:target|gate|threshold|requirement|floor|constraint|bar|criterion|criteria|"
    r"level)\b|\b(?:target|gate|threshold|floor)\s+(?:of\s+)?99(?:\.9)?\s?%|\b99(?:\.9)?\s?%\s+"
    r"(?:of\s+(?:the\s+)?(?:fp32|fp16|bf16|reference)\b|target|gate|threshold|floor)|"
    r"\b(?:meets?|met|meeting|pass(?:es|ed)?|clears?|cleared|satisf\w+|at)\s+(?:the\s+|mlperf'?s?\s+)?"
    r"(?:99(?:\.9)?\s?%\s+)?(?:accuracy\s+)?(?:target|gate|threshold|requirement|floor)\b|"
    r"-99(?:\.9)?\b",
    re.IGNORECASE,
)
DERIVED_WORDS = re.compile(
    r"\bper[\s-](?:gpu|accelerator|chip|card|device|socket|node|npu|tpu|xpu)\b|"
    r"\bper\s+(?:[A-Z]{1,3}\d{2,4}[A-Za-z]*|MI\d{3}X?|Gaudi\s?\d)\b|"
    r"/(?:gpu|accelerator|chip|card)\b|\bper\s+(?:dollar|\$|watt|kw|kilowatt|rack\s+unit)\b|"
    r"\bperf(?:ormance)?\s*(?:/|per)\s*(?:\$|dollar|watt|w\b|tco)|\b(?:tokens|samples|queries|"
    r"inferences)/s/(?:w|watt|\$)\b|\b(?:per|/)\s*\$|\btco\b|\bgeo(?:metric)?[\s-]?mean\b|"
    r"\bcombined\b|\baggregate\w*\b|\bsum\s+of\b|\bnormali[sz]ed\b|\bcost\s+per\s+"
    r"(?:query|token|million|1m|inference|sample|request)\b|\bperformance\s+per\s+(?:dollar|watt)\b|"
    r"\befficiency\s+(?:per|/)\b|\bper\s+(?:tdp|rated)\s+watt\b",
    re.IGNORECASE,
)
POWER_WORDS = re.compile(r"\b(?:watt|/w\b|perf/w|per\s+watt|power\s+efficiency)", re.IGNORECASE)
MLPERF_POWER = re.compile(r"\bml\s?perf\s+power\b|\bpower\s+(?:submission|division|result)", re.I)
BASIS_WORDS = re.compile(
    r"\b(?:based\s+on|calculated|computed|derived|divided\s+by|assum\w+|list\s+price|basis|"
    r"methodology|formula|using\s+(?:published|mlperf)|we\s+divide|per\s+the\s+formula|"
    r"normali[sz]ed\s+(?:by|to)|source\s*:)",
    re.IGNORECASE,
)
UNVERIFIED_SOURCE = re.compile(
    r"\b(?:internal(?:ly)?\s+(?:test\w*|measure\w*|benchmark\w*|run|data|results?)|in[\s-]house|"
    r"our\s+own\s+(?:test\w*|measure\w*|benchmark\w*|runs?|lab)|(?:measured|tested|run)\s+"
    r"(?:internally|in\s+our\s+lab|by\s+(?:us|our))|our\s+lab|preliminary|projected|"
    r"projection|estimated|estimate[sd]?\b|pre-?release|not\s+yet\s+(?:submitted|published|"
    r"reviewed|verified)|to\s+be\s+submitted|pending\s+(?:review|submission|publication)|"
    r"expected\s+(?:result|performance|score)|simulated|extrapolat\w+|unofficial|"
    r"self[\s-]reported|engineering\s+(?:sample|build|test))",
    re.IGNORECASE,
)
STRONG_UNVERIFIED_SOURCE = re.compile(
    r"\b(?:internal(?:ly)?\s+(?:test\w*|measure\w*|benchmark\w*|runs?|data|results?)|in[\s-]house|"
    r"our\s+own\s+(?:test\w*|measure\w*|benchmark\w*|runs?|lab)|our\s+lab|not\s+yet\s+"
    r"(?:submitted|published|reviewed|verified)|self[\s-]reported)",
    re.IGNORECASE,
)
UNVERIFIED_WORD = re.compile(r"\bunverified\b", re.IGNORECASE)
UNVERIFIED_STATEMENT = re.compile(
    r"result\s+not\s+verified\s+by\s+ml\s?commons(?:\s+association)?", re.IGNORECASE
)
NON_MLPERF_SUITES = re.compile(
    r"\b(?:inferencemax|inference\s?max|spec\s?(?:cpu|int|fp)?\b|llmperf|genai-perf|sharegpt|"
    r"mmlu|helm|hellaswag|gsm8k|humaneval|mt-bench|arena|lmsys|aime|gpqa|swe-bench|"
    r"our\s+(?:own\s+)?benchmark|custom\s+benchmark|internal\s+benchmark|vllm\s+benchmark)\b",
    re.IGNORECASE,
)


def _keep(text: str, start: int) -> bool:
    return not _NEGATION_BEFORE.search(text[max(0, start - 20) : start])


def _pick_subject(mentions: list[Mention], text: str) -> Mention | None:
    """The mention that belongs to the sentence's subject, not to what it is compared with."""
    if not mentions:
        return None
    subject = [m for m in mentions if not _COMPARED_BEFORE.search(text[: m.start])]
    return subject[0] if subject else mentions[-1]


def division_mentions(text: str) -> list[Mention]:
    """Divisions named in text, in order, without negated ones ('not Closed')."""
    out: list[Mention] = []
    for match in _DIVISION.finditer(text):
        value = next(
            (match.group(g) for g in ("v", "v2", "v3", "v4") if match.group(g)), ""
        ).lower()
        if value and _keep(text, match.start()):
            out.append(Mention(Division(value).value, match.group(0).strip(), match.start()))
    return out


def scenario_mentions(text: str) -> list[Mention]:
    """Scenarios named in text, in order, without negated ones."""
    out: list[Mention] = []
    for match in _SCENARIO.finditer(text):
        raw = next((match.group(g) for g in "abcdefg" if match.group(g)), "")
        key = re.sub(r"[\s-]", "", raw.lower())
        if key in _SCENARIO_WORDS and _keep(text, match.start()):
            out.append(Mention(_SCENARIO_WORDS[key].value, match.group(0).strip(), match.start()))
    return out


def division_of(text: str) -> Mention | None:
    """The division that `text` attributes to its own subject."""
    return _pick_subject(division_mentions(text), text)


def scenario_of(text: str) -> Mention | None:
    """The scenario that `text` attributes to its own subject."""
    return _pick_subject(scenario_mentions(text), text)


def cell_division(cell: str) -> str | None:
    """A table cell that is just a division name."""
    match = _DIVISION_CELL.match(cell)
    return match.group(1).lower() if match else None


def cell_scenario(cell: str) -> str | None:
    """A table cell that is just a scenario name."""
    match = _SCENARIO_CELL.match(cell)
    if not match:
        return None
    return _SCENARIO_WORDS[re.sub(r"[\s-]", "", match.group(1).lower())].value


def header_cell_scenario(cell: str) -> str | None:
    """A short header cell that starts with a scenario name, e.g. 'Server tokens/s'."""
    if len(cell.split()) > 4:
        return None
    match = re.match(
        r"^\s*(offline|server|single[\s-]?stream|multi[\s-]?stream|interactive)\b", cell, re.I
    )
    return _SCENARIO_WORDS[re.sub(r"[\s-]", "", match.group(1).lower())].value if match else None


_NUMBER_WORDS = {
    "two": 2,
    "four": 4,
    "six": 6,
    "eight": 8,
    "twelve": 12,
    "sixteen": 16,
    "thirty-two": 32,
    "sixty-four": 64,
}
_CHIP_WORDS = re.compile(
    r"\b(?P<w>" + "|".join(_NUMBER_WORDS) + r")[\s-](?:gpus?|accelerators?|chips?|cards?)\b",
    re.IGNORECASE,
)


def chip_counts(text: str) -> list[int]:
    """Accelerator counts written in text ('8x H100', '4 GPUs', 'six-accelerator')."""
    counts = [_NUMBER_WORDS[m.group("w").lower()] for m in _CHIP_WORDS.finditer(text)]
    for match in _CHIPS.finditer(text):
        value = match.group("n") or match.group("m")
        if value and 0 < int(value) <= 100000:
            counts.append(int(value))
    return counts
