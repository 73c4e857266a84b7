"""Word-level signals the rule labeler and the checks read (divisions, scenarios, comparisons,
quality, derived figures, own sources), assembled from the vocabularies in auditor/data/vocab."""

from __future__ import annotations

import re
from dataclasses import dataclass

from auditor import reference
from auditor.labels.screens import TextAnswers, may_match
from auditor.models import Division, Scenario
from auditor.vocab import vocabulary
from extractors import MODEL_MENTION, find_benchmarks


@dataclass(frozen=True)
class Mention:
    """A label value named in text, with the words that name it."""

    value: str
    quote: str
    start: int


_SUBJECT = vocabulary("subject")
_NEGATION_BEFORE = re.compile(
    r"(?:" + _SUBJECT.alternation("negation") + r")[\s\w-]{0,12}$", re.IGNORECASE
)
# Words before a mention that make it the object of a comparison rather than the subject.
_COMPARED_BEFORE = re.compile(
    r"\b(?:" + _SUBJECT.alternation("compared_with") + r")\b[^.;]{0,28}$", re.IGNORECASE
)
_COMPARED_WINDOW = 400


def _lead_ins(words: tuple[str, ...]) -> str:
    """Fixed-width look-behinds, one per lead-in word: the word and one space before a name."""
    return "(?:" + "|".join(rf"(?<=\b{word}\s)" for word in words) + ")"


def _tails(words: tuple[str, ...]) -> str:
    """Fixed-width look-behinds for what ends the word before a name ('70B', '-R1')."""
    return "(?:" + "|".join(rf"(?<={word}\s)" for word in words) + ")"


def _value_patterns(
    concern: str, values: tuple[str, ...]
) -> tuple[str, dict[str, re.Pattern[str]]]:
    """The names of every value as one alternation, and each value's own names to tell it."""
    words = vocabulary(concern)
    own = {v: re.compile(words.alternation(v), re.IGNORECASE) for v in values}
    return words.alternation(*values), own


def _value_of(raw: str, own: dict[str, re.Pattern[str]]) -> str | None:
    spaced = " ".join(raw.split())
    return next((value for value, names in own.items() if names.fullmatch(spaced)), None)


_DIV = vocabulary("division")
_DIVISION_NAMES, _DIVISION_VALUES = _value_patterns(
    "division", tuple(d.value for d in Division if d != Division.UNSTATED)
)
_DIVISION = re.compile(
    rf"\b(?i:(?P<v>{_DIVISION_NAMES})(?:[\s-]+(?:{_DIV.alternation('named_with')})\b|"
    r"[\s-]*(?=\))))"
    rf"|\b(?i:(?:{_DIV.alternation('concept')})\s*[:=(]?\s*(?P<v2>{_DIVISION_NAMES})\b)"
    rf"|(?<![\w-])(?P<v3>{_DIV.alternation('on_its_own')})(?![\w-])"
    rf"|{_lead_ins(_DIV.words('lead_ins'))}(?P<v4>{_DIV.alternation('after_lead_in')})\b"
    # ('MI355X, Open', and 'Krai, Open (5.1-0381)': a label closed by its result ID in brackets)
    rf"|(?<=[(,/|;·•–—])\s*(?P<v5>{_DIV.alternation('needs_context')})"
    r"\s*+(?=[),/|:;.·•–—”\"]|['’](?!\w)|$|\(\s*v?\d\.\d-\d{4}\s*\))"
    rf"|(?<![\w-])(?P<v6>{_DIV.alternation('before_round')})(?=\s+v\d\.\d\b)",
)
_DIVISION_CELL = re.compile(
    rf"^\s*({_DIVISION_NAMES})\s*(?:{_DIV.alternation('concept')})?\s*$", re.IGNORECASE
)

_SCN = vocabulary("scenario")
_SCENARIO_NAMES, _SCENARIO_VALUES = _value_patterns(
    "scenario", tuple(s.value for s in Scenario if s != Scenario.UNSTATED)
)


def _not_after(words: tuple[str, ...]) -> str:
    """Fixed-width negative look-behinds, one per word: the name is not right after it."""
    return "".join(rf"(?<!\b{word}\s)" for word in words)


_PRODUCT = _not_after(_SCN.words("product_names"))
_SCENARIO = re.compile(
    rf"\b{_PRODUCT}(?i:(?P<a>{_SCENARIO_NAMES})"
    rf"[\s-]+(?:(?:{_SCN.alternation('named_with')})s?\b|"
    rf"(?:{_SCN.alternation('per_unit')})(?=/|\s+per\b)))"
    rf"|\b(?i:(?:{_SCN.alternation('concept')})s?\s*[:=(]?\s*(?P<b>{_SCENARIO_NAMES})\b)"
    rf"|(?<![\w-])(?P<c>{_SCN.alternation('on_its_own')})(?![\w-])"
    # ('H200 GPUs, Closed, Server (5.1-0014)': a label closed by its result ID in brackets, or
    # by the quotation mark of a label quoted from elsewhere: "from 'v5.5, Closed, Server'")
    rf"|(?<=[(,/|;·•–—])\s*(?P<d>{_SCN.alternation('needs_context')})"
    r"\s*+(?=[),/|:;.·•–—”\"]|['’](?!\w)|$|\(\s*v?\d\.\d-\d{4}\s*\))"
    rf"|^\s*(?P<e>{_SCN.alternation('needs_context')})\s*(?=[:(,])"
    rf"|{_lead_ins(_SCN.words('lead_ins'))}(?P<f>{_SCN.alternation('after_lead_in')})\b"
    rf"|{_tails(_SCN.words('model_lead_ins'))}(?P<g>{_SCN.alternation('after_lead_in')})\b"
    # 'v6.0, closed, interactive)': MLPerf's own list order, the scenario right after a division.
    rf"|{_lead_ins(tuple(w + ',' for w in _SCN.words('division_in_list')))}"
    rf"(?P<h>(?i:{_SCENARIO_NAMES}))(?=\s*[),;.]|\s*$)"
    # 'Offline and Server respectively': a capitalised name joined to another scenario's name.
    rf"|{_lead_ins(_SCN.words('coordinated_lead_ins'))}(?P<i>{_SCN.alternation('after_lead_in')})\b"
    # 'Three nodes, all Interactive, 9,100 tokens/s each': the scenario all figures share.
    rf"|{_lead_ins(_SCN.words('shared_lead_ins'))}(?P<k>{_SCN.alternation('after_lead_in')})"
    rf"(?=\s*(?:[,.;:)]|$)|\s+(?:and|or)\s+(?i:{_SCENARIO_NAMES})\b)"
    # 'the B300 box's Interactive 128,633 tokens/s': the name right before its figure.
    rf"|(?<![\w-]){_PRODUCT}(?P<j>{_SCN.alternation('needs_context')})"
    rf"(?=\s+\d[\d,.]*(?:\s?[kKmM])?\s*(?i:{_SCN.alternation('figure_units')})\b)"
    # 'At the Server rate', 'tokens/s of Server capacity': the capitalised name before a noun for
    # the rate it sets.
    rf"|(?<![\w-]){_PRODUCT}(?P<l>{_SCN.alternation('needs_context')})"
    rf"(?=\s+(?:{_SCN.alternation('capitalised_named_with')})\b)",
)
_SCENARIO_CELL = re.compile(
    rf"^\s*({_SCENARIO_NAMES})\s*(?:{_SCN.alternation('concept')})?\s*$", re.IGNORECASE
)
_SCENARIO_HEADER = re.compile(rf"^\s*({_SCENARIO_NAMES})\b", re.IGNORECASE)

_COMPARISON = vocabulary("comparison")
COMPARISON_WORDS = _COMPARISON.pattern("comparing")

_CHIPS = re.compile(
    # '10x HPE's five-card server' is a factor against another vendor's system, not ten chips;
    # a name with digits is a chip ('the 8x H100's Offline result' is eight of them). A digit
    # hyphenated to letters is a product's name ('its VX-1 card' is one product, not one card).
    # The owner's name may run to three words ('2x Offer B's 20,000 tokens/s' is a factor).
    r"(?<![\w.])(?P<n>\d{1,4})\s?[x×]\s?(?=(?-i:[A-Z])"
    r"(?![A-Za-z&.-]*(?:\s(?-i:[A-Z])[A-Za-z&.-]*){0,2}['’]s\b)|(?:"
    + _COMPARISON.alternation("after_multiplier")
    + r")\b)|(?<![\w.])(?<![A-Za-z]-)(?P<m>\d{1,4})[\s-]?(?:"
    + _COMPARISON.alternation("accelerators")
    + r")\b",
    re.IGNORECASE,
)

_QUALITY = vocabulary("quality")
QUALITY_WORDS = _QUALITY.combined(
    "answer_quality",
    "trust",
    "task_fit",
    "quality_proof",
    "speed_as_quality",
    "share_correct",
    "professional_quality",
    "output_quality",
    "proof_of_outcome",
    "misses_nothing",
    "gate_as_merit",
    "quality_measure",
)
# A figure's own heading (chart title, series, table column) that names it a measure of quality.
QUALITY_MEASURE = _QUALITY.pattern("quality_measure")
# "Such speed proves...", "These results show...": a sentence that points back at a figure and
# presents it as proof of something.
RESULTS_AS_PROOF = _QUALITY.pattern("results_as_proof")
NEGATED_PROOF = _QUALITY.pattern("negated_proof")
QUALITY_DENIED = _QUALITY.pattern("denied")
POINTS_BACK = _QUALITY.pattern("points_back")
_REPORTED = _QUALITY.pattern("reported")
_REBUTTAL = _QUALITY.pattern("rebuttal")


def disowned(text: str, start: int, end: int) -> bool:
    """The quality words at text[start:end] report someone else's claim that the same sentence
    then rejects ('Vendor A says its result proves sharper answers; we read it as speed only')."""
    return bool(_REPORTED.search(text[:start]) and _REBUTTAL.search(text[end:]))


ACCURACY_WORD = _QUALITY.pattern("accuracy_word")
GATE_WORDS = _QUALITY.pattern("gate")

_AGGREGATION = vocabulary("aggregation")
DERIVED_WORDS = _AGGREGATION.combined(
    "normalised", "scaled_out", "split_per_use", "projected_onto", "cost_heading", "share_of_result"
)
POWER_WORDS = _AGGREGATION.pattern("power")
MLPERF_POWER = _AGGREGATION.pattern("mlperf_power")
RATED_POWER = _AGGREGATION.pattern("rated_power")
BASIS_WORDS = _AGGREGATION.pattern("basis")

_UNVERIFIED = vocabulary("unverified")
UNVERIFIED_SOURCE = _UNVERIFIED.pattern("own_source")
STRONG_UNVERIFIED_SOURCE = _UNVERIFIED.pattern("own_source_in_footnote")
UNVERIFIED_WORD = _UNVERIFIED.pattern("marked")
UNVERIFIED_STATEMENT = _UNVERIFIED.pattern("statement")
_MARKS_ANOTHER = _UNVERIFIED.pattern("marks_another")
NON_MLPERF_SUITES = vocabulary("models").pattern("other_suites")


def _keep(text: str, start: int) -> bool:
    return not _NEGATION_BEFORE.search(text[max(0, start - 20) : start])


def _pick_subject(mentions: list[Mention], text: str) -> Mention | None:
    """The mention that belongs to the sentence's subject, not to what it is compared with."""
    if not mentions:
        return None
    # The comparing word must end within 28 characters of the mention, so a window before it is
    # enough; searching the whole text before every mention was quadratic in the mentions.
    subject = [
        m
        for m in mentions
        if not _COMPARED_BEFORE.search(text, max(0, m.start - _COMPARED_WINDOW), m.start)
    ]
    return subject[0] if subject else mentions[-1]


def division_mentions(text: str) -> list[Mention]:
    """Divisions named in text, in order, without negated ones ('not Closed')."""
    out: list[Mention] = []
    for match in _DIVISION.finditer(text):
        groups = ("v", "v2", "v3", "v4", "v5", "v6")
        raw = next((match.group(g) for g in groups if match.group(g)), "")
        value = _value_of(raw, _DIVISION_VALUES)
        if value and _keep(text, match.start()):
            out.append(Mention(value, match.group(0).strip(), match.start()))
    return out


def scenario_mentions(text: str) -> list[Mention]:
    """Scenarios named in text, in order, without negated ones."""
    out: list[Mention] = []
    for match in _SCENARIO.finditer(text):
        raw = next((match.group(g) for g in "abcdefghijkl" if match.group(g)), "")
        value = _value_of(raw, _SCENARIO_VALUES)
        if value and _keep(text, match.start()):
            out.append(Mention(value, match.group(0).strip(), match.start()))
    return _after_benchmark_names(text, out)


# 'Mixtral Server', 'Whisper Interactive': the capitalised scenario right after a benchmark's name.
_NAME_AFTER_BENCHMARK = re.compile(r"(?<=[\w)])\s+(?P<s>Server|Interactive)(?![\w-])")


def _after_benchmark_names(text: str, found: list[Mention]) -> list[Mention]:
    """Add the scenarios written right after a benchmark's name, the way MLPerf's tables name a
    benchmark and scenario together ('Mixtral Server'), whatever the name's last letters."""
    if "Server" not in text and "Interactive" not in text:
        return found
    seen = {m.start for m in found} | {m.start + len(m.quote) for m in found}
    added = []
    for match in _NAME_AFTER_BENCHMARK.finditer(text):
        start = match.start("s")
        if start in seen or start + len(match.group("s")) in seen:
            continue
        before = text[max(0, match.start() - 40) : match.start()]
        names = find_benchmarks(before)
        if names and names[-1].start + len(names[-1].text) == len(before):
            value = _value_of(match.group("s"), _SCENARIO_VALUES)
            if value and _keep(text, start):
                added.append(Mention(value, match.group("s"), start))
    return sorted(found + added, key=lambda m: m.start) if added else found


def division_of(text: str) -> Mention | None:
    """The division that `text` attributes to its own subject."""
    return _pick_subject(division_mentions(text), text)


def scenario_of(text: str) -> Mention | None:
    """The scenario that `text` attributes to its own subject."""
    return _pick_subject(scenario_mentions(text), text)


def cell_division(cell: str) -> str | None:
    """A table cell that is just a division name."""
    match = _DIVISION_CELL.match(cell)
    return _value_of(match.group(1), _DIVISION_VALUES) if match else None


def cell_scenario(cell: str) -> str | None:
    """A table cell that is just a scenario name."""
    match = _SCENARIO_CELL.match(cell)
    return _value_of(match.group(1), _SCENARIO_VALUES) if match else None


def header_cell_scenario(cell: str) -> str | None:
    """A short header cell that starts with a scenario name, e.g. 'Server tokens/s'."""
    if len(cell.split()) > 4:
        return None
    match = _SCENARIO_HEADER.match(cell)
    return _value_of(match.group(1), _SCENARIO_VALUES) if match else None


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


def _count_words_before_noun(words: dict[str, int]) -> re.Pattern[str]:
    """'eight GPUs', 'six-accelerator': one of these number words before an accelerator noun."""
    return re.compile(
        r"\b(?P<w>"
        + "|".join(words)
        + r")[\s-](?:"
        + _COMPARISON.alternation("after_number_word")
        + r")\b",
        re.IGNORECASE,
    )


_CHIP_WORDS = _count_words_before_noun(_NUMBER_WORDS)


_MORE_NUMBER_WORDS = {
    "one": 1,
    "single": 1,
    "dual": 2,
    "three": 3,
    "quad": 4,
    "five": 5,
    "seven": 7,
    "nine": 9,
    "ten": 10,
    "twenty-four": 24,
    "thirty-six": 36,
    "seventy-two": 72,
}
# Read after the digit counts, so a text's first count stays the one the older table gives.
_MORE_CHIP_WORDS = _count_words_before_noun(_MORE_NUMBER_WORDS)
# Every number word a count may be written as, with its value.
ALL_NUMBER_WORDS = {**_NUMBER_WORDS, **_MORE_NUMBER_WORDS}
# 'H200 x8', 'MI300X ×8': a count after the accelerator's name; 'GB200 NVL72': 72 GPUs;
# '8 H100s', '8-way H200': a count before the accelerator's name.
# The one-digit names are spelt out: a letter and one digit is a quarter or a product code more often.
ACCELERATOR_NAME = r"(?-i:[A-Z]{1,4}\d{2,4}[A-Z]{0,3}|L4|T4|A2)"
_CHIPS_AFTER = re.compile(
    rf"\b{ACCELERATOR_NAME}\s?[x×]\s?(?P<n>\d{{1,3}})(?![\w.])"
    r"|(?-i:\bNVL)(?P<nvl>\d{1,3})\b"
    rf"|(?<![\w.,])(?P<before>\d{{1,3}})(?:\s+|-way\s+){ACCELERATOR_NAME}(?:s|\b)"
)
# '2x8 H200', '4 x 8 H100': nodes times accelerators per node; '5 pieces of RTX PRO 4500'.
_NODES_TIMES_CHIPS = re.compile(
    r"(?<![\w.,])(?P<nodes>\d{1,3})\s?[x×]\s?(?P<per>\d{1,2})\s?(?:[\s-]?(?:"
    + _COMPARISON.alternation("accelerators")
    + rf")\b|\s+{ACCELERATOR_NAME}(?:s|\b))",
    re.IGNORECASE,
)
_PIECES_OF = re.compile(
    r"(?<![\w.,])(?P<n>\d{1,3})\s+(?:pieces|pcs\.?|units)\s+of\s+(?-i:[A-Z])", re.I
)
_EIGHT_ACCELERATORS = _COMPARISON.pattern("eight_accelerator_systems")
_MULTIPLIED = re.compile(r"\d\s?[x×]\s?$|\d+\s+$")
# 'the single MI355X node', 'one H200 server': the one is the node, not its accelerators. Joined
# by a hyphen ('a single-GH200 server', 'one-L4 box') the word counts the accelerators inside it.
_SYSTEM_NOUN_NEXT = re.compile(
    r"[\s-]+(?:node|server|system|box|machine|chassis|host|appliance|workstation)s?\b",
    re.IGNORECASE,
)
_WORD_BEFORE_NAME = re.compile(
    r"\b(?P<w>" + "|".join(ALL_NUMBER_WORDS) + rf")(?P<joint>[\s-]){ACCELERATOR_NAME}(?:s|\b)",
    re.IGNORECASE,
)


# 'used 64 of the rack's 72 GPUs', 'on six out of eight cards': the share of a system's
# accelerators a result ran on is its count; the whole it was taken from is not another system.
_COUNT = r"\d{1,5}|" + "|".join(ALL_NUMBER_WORDS)
USED_SHARE = re.compile(
    rf"(?<![\w.,])(?P<n>{_COUNT})\s+(?:out\s+)?of\s+(?:(?:the|its|their|our|an?|all)\s+)?"
    r"(?:[\w’'-]+['’]s\s+)?(?:"
    + _COUNT
    + r")[\s-]+(?:[\w-]+\s+)?(?:"
    + _COMPARISON.alternation("accelerators")
    # 'one of the 8-GPU systems' is one system among several, not one GPU of eight
    + r")(?![\w-])(?![\s-]+(?:systems?|servers?|nodes?|machines?|boxes|platforms?|entries|results)\b)",
    re.IGNORECASE,
)


def count_value(word: str) -> int:
    """The number a count is written as: digits or a number word ('8', 'eight', 'Twenty-four')."""
    return int(word) if word.isdigit() else ALL_NUMBER_WORDS[word.lower()]


def chip_counts(text: str) -> list[int]:
    """Accelerator counts written in text ('8x H100', '4 GPUs', 'six-accelerator', 'quad-GPU',
    'H200 x8', 'NVL72', '2x8 H200', '5 pieces of RTX PRO 4500', '64 of the rack's 72 GPUs')."""
    used = [count_value(m.group("n")) for m in USED_SHARE.finditer(text)]
    if used:
        text = USED_SHARE.sub(lambda m: " " * len(m.group(0)), text)
    # '4 x 8 H100' is 32 accelerators: the product, not the eight of each node, is the count.
    products = [
        int(m.group("nodes")) * int(m.group("per")) for m in _NODES_TIMES_CHIPS.finditer(text)
    ]
    if products:
        text = _NODES_TIMES_CHIPS.sub(lambda m: " " * len(m.group(0)), text)
    # 'eight RTX PRO 6000 cards' is 'eight cards': the name's own digits count nothing.
    text = _COUNT_NAME_NOUN.sub(lambda m: m.group("n") + " ", text)
    # 'on 0 H100s', 'NVL0', '2x0 H100': a count of none is no system anyone measured.
    return [n for n in used + products + _written_counts(text) if n > 0]


# 'four AX-1 cards', '16 Kite K3 chips': a count, the product's name, then the accelerator noun.
_COUNT_NAME_NOUN = re.compile(
    rf"(?<![\w.,-])(?P<n>\d{{1,3}}|{'|'.join(ALL_NUMBER_WORDS)})\s+"
    r"(?:(?-i:[A-Z][\w.-]*|\d[\w.-]*)\s+){1,3}?(?=(?:"
    + _COMPARISON.alternation("accelerators")
    + r")\b)",
    re.IGNORECASE,
)


def _written_counts(text: str) -> list[int]:
    counts = [_NUMBER_WORDS[m.group("w").lower()] for m in _CHIP_WORDS.finditer(text)]
    for match in _CHIPS.finditer(text):
        value = match.group("n") or match.group("m")
        if value and 0 < int(value) <= 100000:
            counts.append(int(value))
    counts += [_MORE_NUMBER_WORDS[m.group("w").lower()] for m in _MORE_CHIP_WORDS.finditer(text)]
    counts += [
        int(m.group("n") or m.group("nvl") or m.group("before"))
        for m in _CHIPS_AFTER.finditer(text)
    ]
    counts += [
        ALL_NUMBER_WORDS[m.group("w").lower()]
        for m in _WORD_BEFORE_NAME.finditer(text)
        if not (
            ALL_NUMBER_WORDS[m.group("w").lower()] == 1
            and m.group("joint") != "-"
            and _SYSTEM_NOUN_NEXT.match(text, m.end())
        )
    ]
    counts += [int(m.group("n")) for m in _PIECES_OF.finditer(text)]
    if 8 not in counts:
        counts += [
            8
            for m in _EIGHT_ACCELERATORS.finditer(text)
            if not _MULTIPLIED.search(text[max(0, m.start() - 8) : m.start()])
        ][:1]
    return counts


_CLAUSE_BREAK = re.compile(r"[.;:!?,]|\bbut\b|\band\b", re.IGNORECASE)


def affirmed(
    pattern: re.Pattern[str], text: str, denied: re.Pattern[str], window: int = 40
) -> re.Match[str] | None:
    """The first match of `pattern` in `text` that is not denied within its own clause
    ('not a chatbot', 'says nothing about answer quality')."""
    if not may_match(pattern, text):  # exact: a text the screen rejects holds no match
        return None
    # The same sentence is asked about by the labeller and several checks: answer it once.
    key = _AFFIRMED.key((pattern, denied), text, window)
    answer = _AFFIRMED.get(key)
    if answer is _AFFIRMED:
        answer = _first_affirmed(pattern, text, denied, window)
        _AFFIRMED.put(key, answer)
    return answer  # type: ignore[return-value]


_AFFIRMED = TextAnswers()


def _first_affirmed(
    pattern: re.Pattern[str], text: str, denied: re.Pattern[str], window: int
) -> re.Match[str] | None:
    for match in pattern.finditer(text):
        if not is_denied(text, match.start(), denied, window):
            return match
    return None


def is_denied(text: str, start: int, denied: re.Pattern[str], window: int = 40) -> bool:
    """Whether a denying word stands before `start` within the same clause."""
    before = text[max(0, start - window) : start]
    breaks = list(_CLAUSE_BREAK.finditer(before))
    clause = before[breaks[-1].end() :] if breaks else before
    return bool(denied.search(clause))


def clear_caches() -> None:
    """Forget the answers kept per text (benchmarks time a first audit with this)."""
    _AFFIRMED.clear()


_PRODUCT_CODE = re.compile(r"[A-Za-z][\d.]+")


def is_product_code(name: str) -> bool:
    """One letter and a number ('T5', 'X1'): a product's name far more often than a model's,
    even where a model family shares it."""
    return bool(_PRODUCT_CODE.fullmatch(name.strip()))


_SIZE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?(?:x\d+(?:\.\d+)?)?)\s?[bm](?![a-z])", re.IGNORECASE)


def model_sizes(text: str) -> set[str]:
    """Parameter counts written in a model's name or a benchmark id ('70B', '8x22B', '8x7b')."""
    return {m.group(1).lower() for m in _SIZE.finditer(text.replace("-", " "))}


def benchmark_of_model(name: str) -> str:
    """The MLPerf benchmark a model name stands for, or '' when it is none: a name whose size
    differs from the benchmark's ('Mixtral 8x22B' is not mixtral-8x7b) is another model."""
    found = find_benchmarks(name)
    if not found:
        return ""
    benchmark = found[0].benchmark_id
    named, measured = model_sizes(name), model_sizes(benchmark)
    if named and measured and not named & measured:
        return ""
    facts = reference.benchmark_facts(benchmark)
    if facts is not None and _other_variant(name, facts.reference_model):
        return ""  # 'ResNet-101' is not ResNet-50, 'Whisper large-v2' not large-v3
    return benchmark


_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_GRADES = re.compile(r"\b(?:base|large|small|mini|tiny|medium|xl|xxl)\b", re.IGNORECASE)


def _other_variant(name: str, reference_model: str) -> bool:
    """A number or size grade in the name that the reference model does not have."""
    spaced = re.sub(r"(?<=[A-Za-z])(?=\d)|(?<=\d)(?=[A-Za-z])|[-_]", " ", name)
    reference_spaced = re.sub(r"(?<=[A-Za-z])(?=\d)|(?<=\d)(?=[A-Za-z])|[-_]", " ", reference_model)
    numbers = set(_NUMBER.findall(spaced)) - {"99", "99.9"}
    if numbers - set(_NUMBER.findall(reference_spaced)):
        return True
    grades = {g.lower() for g in _GRADES.findall(spaced)}
    reference_grades = {g.lower() for g in _GRADES.findall(reference_spaced)}
    return bool(grades and reference_grades and not grades & reference_grades)


def marked_unverified(text: str) -> re.Match[str] | None:
    """The word 'unverified' said of the text's own figure; not where it qualifies another
    party's ('Unlike unverified rival numbers, the H4 posted ...')."""
    others = [m.span() for m in _MARKS_ANOTHER.finditer(text)]
    for word in UNVERIFIED_WORD.finditer(text):
        if not any(start <= word.start() < end for start, end in others):
            return word
    return None


# A product code: a capital, up to three more letters, an optional hyphen, one to four digits
# and up to three letters ('Q8', 'AX-1', 'P-300', 'B200', 'MI300X'), standing as a word.
_CODE = re.compile(r"\b(?-i:[A-Z][A-Za-z]{0,3}-?\d{1,4}[A-Za-z]{0,3})\b(?!-\w)")
# Codes that are no product: a time or version ('Q1 2027', 'H2', 'FY26', 'V3'), a precision
# ('FP8', 'INT4', 'BF16', 'NVFP4'), a percentile ('P99', 'p99.9'), a parallelism ('TP8').
_NOT_A_PRODUCT = re.compile(
    r"(?:Q[1-4]|H[12]|FY\d+|CY\d+|V\d+|(?:MX|NV)?FP\d+|BF\d+|TF\d+|U?INT\d+|P\d{2,3}|"
    r"[TPDE]P\d+)",
    re.IGNORECASE,
)


def product_codes(text: str) -> set[str]:
    """The product codes a text names ('Corvane Q8', 'DGX B200'); not precisions, percentiles,
    times or a model's name ('GPT-4', 'Phi-3'), though a one-letter code ('T5') stays a
    product's, as `is_product_code` reads it."""
    models = [m.span() for m in MODEL_MENTION.finditer(text)]
    found = set()
    for code in _CODE.finditer(text):
        name = code.group(0)
        if _NOT_A_PRODUCT.fullmatch(name):
            continue
        if not is_product_code(name) and any(
            start < code.end() and code.start() < end for start, end in models
        ):
            continue
        found.add(name)
    return found
