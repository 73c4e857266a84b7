"""How far a deck's MLPerf results reach: which figures that name no benchmark themselves are
still claims, and which stay outside (roadmaps, the customer's own targets).

A throughput figure set among a slide's MLPerf results is a claim; so is a latency or speed-up
that refers back to the slide's system or is worded as a measured speed. A throughput or per-watt
figure or a cost per answer worked out from the results (per accelerator, per watt, summed,
averaged) on another slide of a deck that presents MLPerf results is one too; a plain figure of
some other system there is not. A rank over the whole field in press-release voice is a rank
claim when the slide or the deck presents MLPerf results. Labels never travel with this reach: a
claim found here still reads only its own sources.
"""

from __future__ import annotations

import itertools
import re

from extractors.benchmark_names import find_benchmarks
from extractors.metrics import FoundMetric
from extractors.models import BlockRole, Page
from extractors.units import LATENCY_METRIC_NAMES
from extractors.vocab import claim_words

MLPERF_WORDS = re.compile(r"\bml\s?perf|\bmlcommons|\bml\s?commons", re.IGNORECASE)
RESULT_ID = re.compile(r"(?<![\w.])v?(\d\.\d)-(\d{4})(?!\d)", re.IGNORECASE)

_WORDS = claim_words()
ROADMAP = _WORDS["roadmap"]
FOLLOW_ON = _WORDS["follow_on"]
CUSTOMER_TARGET = _WORDS["customer_target"]
INDUSTRY_RANK = _WORDS["industry_rank"]
FIELD_RANK = _WORDS["field_rank"]
RANK_TOPIC = _WORDS["rank_topic"]
SECOND_SUBJECT = _WORDS["second_subject"]
COST_UNIT = _WORDS["cost_unit"]
DRAWN_FROM_RESULTS = _WORDS["drawn_from_results"]
PERCENT_RESULT = _WORDS["percent_result"]
MEASURED_TIME = _WORDS["measured_time"]
BILLING_TERMS = _WORDS["billing_terms"]
PRICING_TITLE = _WORDS["pricing_title"]
CORRECT_ONLY = _WORDS["correct_only"]
PRICE_HEADER = _WORDS["price_header"]
OTHER_SYSTEM = _WORDS["other_system"]
WORKED_OUT = _WORDS["worked_out"]
SCALED = _WORDS["scaled"]
WORK_PERIOD = _WORDS["work_period"]
CUSTOMER_DEMAND = _WORDS["customer_demand"]
PRESENT_PROCESS = _WORDS["present_process"]
INPUT_HEADER = _WORDS["input_header"]
RESTS_ON_RESULT = _WORDS["rests_on_result"]
RATE_OF_RESULT = _WORDS["rate_of_result"]
COST_WORDS = _WORDS["cost"]
SCENARIO_TOLD = _WORDS["scenario_told"]
FIELD_POSITION = _WORDS["field_position"]
# Whose target a latency is: the customer's, its users' or staff's ('your agents want ... within').
_CUSTOMER_SUBJECT = re.compile(
    r"\b(?:your|their|customers?['’]?|clients?['’]?|users?['’]?|callers?|agents?|advisers?|"
    r"advisors?|staff|patients?|shoppers?|handlers?|lawyers?|adjusters?)\b",
    re.IGNORECASE,
)
# A latency someone expects, and the bound it must stay inside: together they make a target,
# whoever the sentence says holds it.
_EXPECTS = re.compile(
    r"\b(?:expect|want|need|require|ask|demand)(?:s|ed|ing)?\b|\bservice\s+(?:standard|level)s?\b",
    re.IGNORECASE,
)
# A factor of the work one system does against another's ('B200 does 2.9x the work of H200',
# 'three times as many tokens as', '4x the output'): a comparison of results, whatever the work.
_FACTOR_OF_WORK = re.compile(
    r"(?<![\w.])(?:\d+(?:\.\d+)?\s*(?:x|×|times)|twice|thrice|double|triple)\s+"
    r"(?:the|as\s+much|as\s+many|its|their)\s+(?:[\w-]+\s+){0,2}?(?:work|output|throughput|"
    r"capacity|volume|tokens|answers|queries|samples|inferences|frames|images|requests|"
    r"performance|speed|rate|results?)\b"
    # a factor of what another machine does ('does 40x what a single DGX B200 manages', 'three
    # times as much as the H100 box', '2.5x that of the previous rack')
    r"|(?<![\w.])(?:\d+(?:\.\d+)?\s*(?:x|×|times)|twice|thrice|double|triple)\s+"
    r"(?:as\s+much\s+as|as\s+many\s+as|that\s+of|those\s+of)\s"
    r"|(?<![\w.])(?:\d+(?:\.\d+)?\s*(?:x|×|times)|twice|thrice|double|triple)\s+what\s+"
    r"(?:[\w-]+\s+){0,6}?(?:manag|deliver|handl|post|serv|achiev|produc|process|sustain|push|"
    r"generat|clear|output)(?:es|e|s|ed)?\b",
    re.IGNORECASE,
)
# One machine set equal to a number of others ('does the serving work of twelve and a half
# boards', 'replaces nine nodes', 'the equivalent of 12 servers'): a factor of the work done.
_EQUIVALENT_WORK = re.compile(
    r"\b(?:(?:does|do|doing|did)\s+the\s+(?:[\w-]+\s+){0,2}?work\s+of|replac(?:es|ing|e)|"
    r"stands?\s+in\s+for|(?:the\s+)?equivalent\s+(?:of|to))\s",
    re.IGNORECASE,
)
# A line labelled as a target, goal, requirement or budget ('Target: ...', 'Latency budget:
# ...', 'SLA - ...') states what must be met, whoever holds it.
_TARGET_LABEL = re.compile(
    r"\W{0,3}(?:[\w-]+\s+){0,2}?(?:targets?|goals?|requirements?|slas?|slos?|budgets?|brief|"
    r"spec|specification)\s*[:=–—]",
    re.IGNORECASE,
)
_BOUND = re.compile(
    r"\b(?:within|inside\s+(?:of\s+)?\d|no\s+(?:more|longer)\s+than|at\s+most)\b", re.I
)
# A subject between the joining word and the second figure: a capitalised name ("Vantor's V8").
# A capitalised name, not a latency metric's ('while TPOT stays at 40 ms' is the same system).
_NAMED_SUBJECT = re.compile(rf"\b(?!{LATENCY_METRIC_NAMES})[A-Z][\w-]*(?:['’]s)?\b")
# A clause that refers back to the first subject ('...; the same GPU count now serves 122,274')
# compares that subject with itself (another round, another size): one claim, no second subject.
_SAME_SUBJECT = re.compile(r"\W*(?:the|that|this)\s+(?:very\s+)?same\b", re.IGNORECASE)


def names_mlperf(text: str) -> bool:
    """True when text names MLPerf or MLCommons, or carries an MLPerf result ID."""
    return bool(MLPERF_WORDS.search(text) or RESULT_ID.search(text))


# A division or scenario named beside a benchmark marks an MLPerf result though 'MLPerf' is not
# written ('Llama 2 70B: 24,000 tokens/s (Closed, Offline)').
_RESULT_LABELS = re.compile(
    r"\b(?:closed|open|offline|server|single[\s-]?stream|multi[\s-]?stream)\b", re.IGNORECASE
)


def slide_names_mlperf(page: Page) -> bool:
    """True when any visible text of the page (speaker notes aside) names MLPerf results: MLPerf
    or MLCommons, a result ID, or a benchmark with its division or scenario."""
    texts = [b.text for b in page.blocks if b.visible and b.role != BlockRole.NOTES]
    if any(names_mlperf(t) for t in texts):
        return True
    return any(_RESULT_LABELS.search(t) and find_benchmarks(t) for t in texts)


def is_roadmap(text: str) -> bool:
    """A sentence about what is still to come: its figures are no measured result."""
    return ROADMAP.search(text) is not None


# The machines named as the subject that does the work ('one server', 'a single node', 'one
# XD685', 'one DGX B300', 'two nodes'): a product's name is capitalised and carries a digit or
# is in capitals.
# ('two nodes would clear ...', 'a DGX B300 works through ...': so many machines of a kind)
_ONE_MACHINE = re.compile(
    r"\b(?:(?:[Oo]ne|[Aa]n?|[Aa]\s+single|[Ee]ach|[Ee]very|[Tt]wo|[Tt]hree|[Ff]our|\d{1,3})\s+"
    r"(?:[a-z-]+\s+)?(?i:servers?|nodes?|box(?:es)?|systems?|racks?|cards?|gpus?|accelerators?|"
    r"appliances?|machines?|clusters?|pods?)\b|(?:[Oo]ne|[Aa]n?|[Aa]\s+single|[Ee]ach|[Ee]very)\s+"
    r"(?P<named>(?:[A-Z][\w-]*\s+){0,2}?[A-Z][A-Za-z-]*\d[\w-]*\b|[A-Z]{2,}[\w-]*\b))"
)
# The reader's present kit ('one legacy server', 'your two nodes', 'two nodes in your branch'):
# what it does over a day is the customer's own volume, nothing worked out from a result.
_PRESENT_KIT = re.compile(
    r"\b(?:your|legacy|current|existing|present|old|older|ageing|aging|incumbent|in-house)\b",
    re.IGNORECASE,
)
_IN_YOURS = re.compile(r"\s+(?:in|at|on|of|from)\s+(?:your|their)\b", re.IGNORECASE)
_RATE_SUFFIXES = ("/s", "/ms", "/min")


def is_multiplied_out(text: str, unit: str = "") -> bool:
    """A result multiplied out over a stretch of time by one machine ('one XD685 would clear the
    whole archive in under four nights', 'one server would push through about 1.24 billion
    tokens in a night'): a figure worked out from the result, on whatever slide it stands.

    Not the reader's present kit at work over a day ('one legacy server handles 350 queries/s
    every day'), and a plain machine's rate per second is no volume worked out over the stretch
    ('every day one card in the kiosk runs 40 images/s'); a named product's may be."""
    machine = _ONE_MACHINE.search(text)
    if machine is None or WORK_PERIOD.search(text) is None:
        return False
    clause_before = re.split(r"[,;]", text[: machine.start()])[-1]
    if _PRESENT_KIT.search(clause_before + machine.group()) or _IN_YOURS.match(text, machine.end()):
        return False
    return machine.group("named") is not None or not unit.endswith(_RATE_SUFFIXES)


_SET_AGAINST = re.compile(
    r"\b(?:compared|versus|vs|against|down|instead|than|from|falls?|drops?|cuts?|half|third|"
    r"quarter|fraction|less|cheaper|sav(?:es?|ings?))\b",
    re.I,
)


# Whose present way of working a cost is: the customer's staff or process, an outsourcer, a
# utility's tariff. 'Today' alone is marketing ('Today, each answered query costs 0.02 cents on
# the Heron H4'), not the baseline a deck compares against.
_PRESENT_SUBJECT = re.compile(
    r"\b(?:manual(?:ly)?|by\s+hand|outsourc\w*|your|their|handlers?|staff|agents?|clerks?|"
    r"reviewers?|contractors?|in[\s-]house|humans?|people|teams?|existing|legacy|"
    r"billed|tariffs?|electricity|power)\b",
    re.IGNORECASE,
)


def is_input_table(header: str | None) -> bool:
    """A table whose header cell says its rows are the customer's own inputs ('Your input')."""
    if not header:
        return False
    return any(INPUT_HEADER.fullmatch(cell.strip(" :*")) for cell in header.split(" | "))


# Work done by people: a human desk, staff, work by hand ('The human concierge desk costs EUR
# 4.20 per conversation', 'Front-desk cost today: EUR 1.24 per call handled').
_HUMAN_WORK = re.compile(
    r"\b(?:humans?|manual(?:ly)?|by\s+hand|front[\s-]desk|help[\s-]?desk|call[\s-]cent(?:re|er)s?|"
    r"staff(?:ed)?|people|person)\b",
    re.IGNORECASE,
)
# Words of the product's compute: a sentence with one prices the machine's work, not people's.
_MACHINE_WORK = re.compile(
    r"\b(?:bots?|chatbots?|ai|assistants?|models?|automat\w+|compute|gpus?|servers?|nodes?|"
    r"racks?|systems?|inference|tokens?|accelerators?|cards?)\b",
    re.IGNORECASE,
)


def is_present_cost(text: str) -> bool:
    """A cost of the customer's present way of working ('manual first pass costs $4.20 per file
    today', 'The human concierge desk costs EUR 4.20 per conversation'), neither set against a
    new figure nor worked out from a result: the work as people do it now, or as the customer's
    staff or process does it today."""
    if rests_on_result(text) or WORKED_OUT.search(text) or _SET_AGAINST.search(text):
        return False
    if PRESENT_PROCESS.search(text) is not None and _PRESENT_SUBJECT.search(text) is not None:
        return True
    return _HUMAN_WORK.search(text) is not None and _MACHINE_WORK.search(text) is None


def is_scaled_result(text: str) -> bool:
    """A result scaled or projected onto a system the buyer plans ('Scaled to our planned
    cluster of 32 B200s, that is ...'): a derived figure, though the system is still to come."""
    return SCALED.search(text) is not None


# MLPerf's accuracy targets are 99% and 99.9% of the reference model's accuracy: 'the 99.9%
# accuracy target', 'its 99% accuracy tier', '99% of FP32 accuracy target' name the benchmark's
# gate, whoever's sentence it stands in.
BENCHMARK_ACCURACY_TARGET = re.compile(
    r"(?<![\d.])99(?:\.9)?(?:\s?%|\s+per\s?cent\b)\s+"
    r"(?:of\s+(?:the\s+)?(?:fp32|fp16|bf16|reference|baseline)\s+)?"
    r"accuracy\s+(?:target|tier|variant|gate|threshold|category|version|bar)s?\b"
    # the same gate written the other way round ('an accuracy target of 99.9%')
    r"|\baccuracy\s+(?:target|tier|gate|threshold|bar)\s+of\s+99(?:\.9)?(?:\s?%|\s+per\s?cent\b)",
    re.IGNORECASE,
)


def benchmark_accuracy(found: list[FoundMetric], text: str) -> FoundMetric | None:
    """The percentage in `found` that names the benchmark's accuracy target in `text`, if any."""
    target = BENCHMARK_ACCURACY_TARGET.search(text)
    if target is None:
        return None
    return next(
        (m for m in found if m.kind == "percent" and target.start() <= m.start < target.end()),
        None,
    )


def is_follow_on_figure(text: str, kind: str, names_model: bool) -> bool:
    """A latency, speed-up, efficiency or percentage that belongs with the slide's MLPerf results.

    It names a model, refers back to the slide's system, or is worded as a measured speed (a
    percentage only as a speed-up or an accuracy, a latency as the time one piece of work takes);
    and it is no target the customer sets, nor the time of the customer's present system.
    """
    if kind not in ("latency", "factor", "percent", "efficiency"):
        return False
    if kind == "percent":  # a speed-up or an accuracy, not a share of something else
        # the benchmark's own accuracy target is no target the customer sets: only the
        # sentence's other words can make it one ('your auditors need a 99% accuracy target')
        gate = BENCHMARK_ACCURACY_TARGET.search(text) is not None
        rest = BENCHMARK_ACCURACY_TARGET.sub(" ", text) if gate else text
        if CUSTOMER_TARGET.search(rest):
            return False
        return gate or PERCENT_RESULT.search(text) is not None
    # 'The same HPE system needs 10.99 ms per image': a sentence whose subject is the system named
    # before says what that system takes, not what the customer asks for.
    if CUSTOMER_TARGET.search(text) and not _refers_back(text):
        return False
    if kind == "factor" and (
        _FACTOR_OF_WORK.search(text) is not None or _EQUIVALENT_WORK.search(text) is not None
    ):
        return True
    if names_model or FOLLOW_ON.search(text) is not None:
        return True
    return (
        kind == "latency"
        and MEASURED_TIME.search(text) is not None
        and OTHER_SYSTEM.search(text) is None
    )


def _refers_back(text: str) -> bool:
    """A sentence whose subject is the system named before it ('The same HPE system ...',
    'That same box ...')."""
    same = _SAME_SUBJECT.match(text)
    return same is not None and FOLLOW_ON.match(text, same.end() - len("same")) is not None


def is_told_with_scenario(text: str, kind: str) -> bool:
    """A throughput or latency told with the MLPerf scenario it was measured in ('100,656
    tokens/s in the Server scenario is our evidence'), and no target the customer sets. Only the
    words up to the scenario can make it the customer's present system ('your search answers in
    2.4 s in ...'); what the figure shows for the reader afterwards does not ('... at Interactive
    pace shows the model answers your users')."""
    told = SCENARIO_TOLD.search(text) if kind in ("throughput", "latency") else None
    return (
        told is not None
        and CUSTOMER_TARGET.search(text) is None
        and OTHER_SYSTEM.search(text, 0, told.end()) is None
    )


def is_customer_target(text: str) -> bool:
    """A latency the customer asks for ('your agents want a reply within 2 seconds'), not one
    measured: no claim, even on a slide whose heading names MLPerf."""
    if CUSTOMER_TARGET.search(text) is None:
        return False
    if _TARGET_LABEL.match(text):
        return True  # a line labelled as the target ('Target: first word within 1.5 s')
    # Whose target it is: the customer's, or whoever the sentence says expects it ('Knowledge
    # managers told us they expect an answer within 8 seconds').
    return _CUSTOMER_SUBJECT.search(text) is not None or (
        _EXPECTS.search(text) is not None and _BOUND.search(text) is not None
    )


# A verb a product's measured figure follows: a sentence with one reports a result, however it
# mentions demand ('delivered 41,200 tokens/s, enough for peak demand').
_PERFORMANCE_VERB = re.compile(
    r"\b(?:deliver(?:s|ed)|reach(?:es|ed)|post(?:s|ed)|achiev(?:es|ed)|scor(?:es|ed)|recorded|"
    r"sustain(?:s|ed)|clock(?:s|ed)|measured|beat(?:s|ing)?|topp(?:ed|ing))\b",
    re.IGNORECASE,
)


def is_customer_demand(text: str) -> bool:
    """A rate the customer's demand comes to ('Peak demand forecast: 1.1 million tokens per
    minute'), what a system must serve rather than what one measured: no claim."""
    return CUSTOMER_DEMAND.search(text) is not None and _PERFORMANCE_VERB.search(text) is None


def has_field_rank(text: str) -> bool:
    """Words that rank a product above the whole field ('no other submitter matched')."""
    return FIELD_RANK.search(text) is not None


def is_industry_rank(text: str) -> bool:
    """A rank of the product's performance over the whole field, in press-release voice."""
    scoped = INDUSTRY_RANK.search(text) is not None or has_field_rank(text)
    return scoped and RANK_TOPIC.search(text) is not None


def is_field_position(text: str) -> bool:
    """A place at the head of the field on a rank topic ('#1 in inference, again', 'takes the top
    spot across the suite'): a rank claim where the slide presents MLPerf results."""
    return FIELD_POSITION.search(text) is not None and RANK_TOPIC.search(text) is not None


def is_cost_per_answer(text: str) -> bool:
    """A cost counted per answer in the customer's words ('per answered enquiry')."""
    return COST_UNIT.search(text) is not None


def is_worked_out(text: str) -> bool:
    """A sentence that says its figure was worked out from another ('Sized on that Server
    result, ...', 'that comes to ...')."""
    return WORKED_OUT.search(text) is not None


def is_worked_out_cost(text: str) -> bool:
    """A cost the sentence says it worked out from a figure ('On a three-year lease that comes to
    12 cents per billion output tokens'), whatever unit it is counted per."""
    return WORKED_OUT.search(text) is not None and COST_WORDS.search(text) is not None


def rests_on_result(text: str) -> bool:
    """A sentence that says its figure rests on a measured result or a benchmark's rate ('worked
    out from the Server result', 'at the Offline rate', 'at the rate in result 5.1-0023')."""
    return RESTS_ON_RESULT.search(text) is not None or RATE_OF_RESULT.search(text) is not None


# A cost of owning the kit (a TCO, an ownership cost) put on a unit of work or a count of tokens
# ('Three-year TCO per million tokens: $0.19'), not on hardware, time, seats or users.
_OWNERSHIP_PER_WORK = re.compile(
    r"\b(?:tco|(?:total\s+)?cost\s+of\s+ownership|ownership\s+costs?)\b[^.;]{0,30}?\bper\s+"
    r"(?:(?:a|one)\s+)?(?:(?:thousand|million|billion|trillion|\d[\d,.]*\s*(?:k|m|bn?)?)\s+)?"
    r"(?!(?:gpus?|nodes?|servers?|racks?|cards?|systems?|clusters?|box(?:es)?|machines?|chips?|"
    r"accelerators?|units?|licen[cs]es?|seats?|users?|sites?|months?|years?|weeks?|days?|hours?|"
    r"minutes?|instances?|subscriptions?|annum|kw|kwh|watts?|[a-z]+-hours?)\b)[a-z]",
    re.IGNORECASE,
)


def is_ownership_per_work(text: str) -> bool:
    """A cost of ownership put on a unit of work or a count of tokens ('Three-year TCO per
    million tokens: $0.19'): it can only be worked out from a measured rate."""
    return _OWNERSHIP_PER_WORK.search(text) is not None


def is_service_price(text: str, title: str | None, table_header: str | None = None) -> bool:
    """A price the vendor charges for its service (stated with billing terms, on a pricing
    slide, or in a table of prices), not a cost per answer worked out from results: it counts
    every unit of work, not only the correct answers."""
    if CORRECT_ONLY.search(text) is not None or rests_on_result(text):
        return False
    on_pricing_slide = bool(title) and PRICING_TITLE.fullmatch(title.strip(" .:")) is not None
    in_price_table = bool(table_header) and PRICE_HEADER.search(table_header) is not None
    return on_pricing_slide or in_price_table or BILLING_TERMS.search(text) is not None


def is_drawn_from_results(text: str, unit: str) -> bool:
    """A figure worked out from results (per accelerator, summed, averaged), not one of its own."""
    return (
        " per " in unit
        or DRAWN_FROM_RESULTS.search(text) is not None
        or is_multiplied_out(text, unit)
    )


# A figure the sentence ends a clause on, with no unit of its own ('..., while Supermicro's
# system posted 99,301.5.'): not a result ID's digits, a version or a model's size.
# A figure that ends its clause; '14:30' is a time of day, not a figure followed by a colon.
# A figure never ends inside its own digits ('122,274' is no '122') nor starts inside another's
# groups, and its result ID in brackets may close the clause ('now serves 122,274 (5.1-0016),
# both Server').
_BARE_FIGURE = re.compile(
    r"(?<![\w.$€£¥₹₩/#-])(?P<num>(?<!\d,)\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d+|\d{2,})"
    r"(?![\d,.]\d|\d)"
    # a thousand or million written as a letter glued on ('came in at 33.2K')
    r"(?P<mult>[kKM](?!\w))?"
    r"(?=\s*(?:[.,;)]|:(?!\d)|$|\(\s*v?\d\.\d-\d{4}\s*\)))"
)
_MULTIPLIERS = {"k": 1e3, "m": 1e6}


def _figure_value(match: re.Match[str]) -> float:
    """The value of a bare figure, its 'K' or 'M' multiplied out."""
    value = float(match.group("num").replace(",", ""))
    return value * _MULTIPLIERS.get((match.group("mult") or "").lower(), 1.0)


# The verb a second subject's figure follows ('posted 99,301.5', 'managed just 41,500').
_RESULT_VERB = re.compile(
    r"\b(?:post(?:s|ed)?|reach(?:es|ed)?|deliver(?:s|ed)?|serve[sd]?|score[sd]?|manag(?:es|ed)|"
    r"hit|hits|achiev(?:es|ed)|record(?:s|ed)|sustain(?:s|ed)?|ran|runs|did|does|got|gets|"
    r"(?:came|comes)\s+in\s+at|at)\s+(?:just\s+|only\s+|about\s+|roughly\s+|nearly\s+|"
    r"some\s+|around\s+)?$",
    re.IGNORECASE,
)


def _bare_figures(text: str, metrics: list[FoundMetric], first: FoundMetric) -> list[FoundMetric]:
    """Unitless figures after the first throughput figure, read in its unit."""
    out: list[FoundMetric] = []
    for match in _BARE_FIGURE.finditer(text, first.end):
        if any(m.start <= match.start() < m.end for m in metrics):
            continue
        if not _RESULT_VERB.search(text, max(0, match.start() - 40), match.start()):
            continue  # 'while rivals shipped in 2025.': only a figure the subject posted
        if re.fullmatch(r"(?:19|20)\d\d", match.group("num")):
            continue
        value = _figure_value(match)
        out.append(FoundMetric(value, first.unit, match.group(0), match.start(), match.end()))
    return out


def bare_result_figure(text: str, unit: str) -> FoundMetric | None:
    """A figure without a unit that a subject posted ('Its four-GPU sibling manages 16,200.'),
    read in the unit of the slide's result before it; None when there is none."""
    for match in _BARE_FIGURE.finditer(text):
        if not _RESULT_VERB.search(text, max(0, match.start() - 40), match.start()):
            continue
        # A year, or a two-digit count ('a queue that gets 25'): no result stands alone that small.
        if re.fullmatch(r"(?:19|20)\d\d|\d\d", match.group("num")):
            continue
        value = _figure_value(match)
        return FoundMetric(value, unit, match.group(0), match.start(), match.end())
    return None


def second_subject_metrics(text: str, metrics: list[FoundMetric]) -> list[FoundMetric]:
    """Figures after the first that belong to a second subject of the same sentence.

    'U3 reached 27,600 tokens/s, while Vantor's V8 node posted 24,100 tokens/s': the second figure
    follows a joining word ('while', 'whereas', 'and', 'but') and a named subject of its own, and
    is of the same kind as the first. A figure after 'against' or 'versus' stays in one claim.
    """
    # Throughput figures, else latencies ('SE360 needs 32.19 ms per query, while the SE455
    # posts 1.81 ms'): one kind of figure per subject.
    figures = [m for m in metrics if m.kind == "throughput"]
    if figures:
        figures += _bare_figures(text, metrics, figures[0])
        figures.sort(key=lambda m: m.start)
    else:
        figures = [m for m in metrics if m.kind == "latency"]
    out: list[FoundMetric] = []
    for before, metric in itertools.pairwise(figures):
        between = text[before.end : metric.start]
        joins = subject_joins(between)
        if not joins or re.search(r"\b(?:against|versus|vs\.?|than|of)\b", between):
            continue
        if _is_between_pair(text, before.start, between[joins[0][0] : joins[0][1]]):
            continue
        clause = between[joins[0][1] :]
        if _NAMED_SUBJECT.search(clause) is None or _SAME_SUBJECT.match(clause):
            continue
        out.append(metric)
    return out


_BETWEEN = re.compile(r"\bbetween\b", re.IGNORECASE)


def _is_between_pair(text: str, first_start: int, join: str) -> bool:
    """Two figures set 'between' one 'and' the other ('rose 14% between v4.1 (29,740 tokens/s)
    and v5.1 (34,029 tokens/s)') are the two ends of one comparison, not two subjects."""
    if join.strip().lower() != "and":
        return False
    return _BETWEEN.search(text, max(0, first_start - 80), first_start) is not None


def subject_joins(text: str) -> list[tuple[int, int]]:
    """Where a second subject's clause may start in `text`: a joining word ('while',
    'whereas', 'by contrast') or a semicolon, as (start, end) spans in order."""
    spans = [m.span() for m in SECOND_SUBJECT.finditer(text)]
    spans += [m.span() for m in _CLAUSE_BREAK.finditer(text)]
    return sorted(spans)


# A semicolon starts a clause of its own ('U3 reached 27,600 tokens/s; Vantor's V8 managed
# 24,100'), though a unit's letter comes right before it.
_CLAUSE_BREAK = re.compile(r";")
