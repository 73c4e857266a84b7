"""Cross-check a deck's MLPerf claims against MLCommons' published results.

A claim that cites a result ID is checked against that system entry (the benchmark, scenario,
division and number must agree). A claim without an ID is matched on round, benchmark, scenario,
division and value. A number counts as matching when the published figure, written with the
precision the deck used, gives the deck's figure (rounded or cut off); per-accelerator figures are
compared with the published result divided by the system's accelerator count.
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from auditor import reference
from auditor.formatting import format_figure
from auditor.models import (
    ClaimAudit,
    DeckReport,
    Division,
    Flag,
    Scenario,
    Severity,
    Verification,
)
from auditor.results.database import (
    PublishedResult,
    ResultsDB,
    benchmark_family,
    normalise_result_id,
    normalise_round,
    round_of_result_id,
)
from auditor.wording import scenario_name, with_article
from extractors import Metric

REQUIRED_STATEMENT = "Result not verified by MLCommons Association."

_STATEMENT_RE = re.compile(r"result\s+not\s+verified\s+by\s+mlcommons\s*(?:®|™)?\s+association")
_UNVERIFIED_WORD_RE = re.compile(r"\bunverified\b", re.IGNORECASE)
_PER_ACCELERATOR_RE = re.compile(
    r"(?:\bper\s+|/\s*)(?:gpu|accelerator|accel|chip|card|device|npu|tpu|xpu)s?\b", re.IGNORECASE
)
_PER_NODE_RE = re.compile(r"(?:\bper\s+|/\s*)nodes?\b", re.IGNORECASE)
_PER_OTHER_RE = re.compile(
    r"(?:\bper\s+|/\s*)(?:sockets?|cpus?|watts?|w|kw|dollars?|\$)\b", re.IGNORECASE
)
_PER_SYSTEM_RE = re.compile(r"(?:\bper\s+|/\s*)(?:systems?|servers?)\b", re.IGNORECASE)
_NUMBER_RE = re.compile(
    r"(\d{1,3}(?:[,\u00a0\u202f ]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*"
    r"(thousand|million|billion|[kKmMbBgG](?![a-zA-Z]))?"
)
_MULTIPLIERS = {"k": 1e3, "thousand": 1e3, "m": 1e6, "million": 1e6, "b": 1e9, "g": 1e9}
_MULTIPLIERS["billion"] = 1e9
_MAX_LISTED = 6


@dataclass(frozen=True, slots=True)
class _Reading:
    """What a deck's figure says: its value, the interval it allows, its unit kind and basis."""

    value: float
    low: float
    high: float
    unit_kind: str
    scale: float  # multiply a published value in this unit kind's base unit by this to compare
    # "total", "per" (per accelerator), "node" (per node) or "either" (only the sentence says
    # "per GPU", so the figure may be the system's or an accelerator's)
    basis: str

    @property
    def precise(self) -> bool:
        """Whether the figure has enough digits (about four) to point at one published result."""
        return (self.high - self.low) <= 2e-3 * max(abs(self.value), 1e-12)


@dataclass(frozen=True, slots=True)
class _Match:
    """A published result that agrees with the deck's figure."""

    result: PublishedResult
    compared_value: float
    per_accelerator: bool
    per_node: bool = False


# --- reading the deck's figure -----------------------------------------------------------------


@functools.lru_cache(maxsize=512)
def unit_kind(unit: str) -> tuple[str, float] | None:
    """The kind of a unit and its factor to the kind's base unit (tokens/s, items/s, ms).

    Samples/s, queries/s and QPS are one kind (MLPerf reports Offline in samples and Server in
    queries for the same benchmarks); tokens/s is another; latency is compared in milliseconds.
    """
    text = unit.strip().lower()
    if not text or re.search(r"(?:/|per)\s*(?:output\s+)?token", text):
        return None  # time per output token: MLPerf publishes no such figure
    if re.search(r"\btok(?:en)?s?\b|\btps\b", text):
        return ("tokens/s", 1.0)
    if re.search(
        r"sample|quer|\bqps\b|image|frame|inference|sequence|sentence|\bips\b|\bfps\b", text
    ):
        return ("items/s", 1.0)
    if re.search(r"\b(?:ms|msec|millisecond)s?\b", text):
        return ("latency", 1.0)
    if re.search(r"\b(?:us|µs|microsecond)s?\b", text):
        return ("latency", 1e-3)
    if re.search(r"^(?:latency\s*\()?\s*(?:s|sec|secs|seconds?)\)?$", text):
        return ("latency", 1e3)
    return None


def _step_of(raw: str, value: float) -> tuple[float, float, bool] | None:
    """The written number, the size of its last significant digit, and whether a cut-off
    (rather than rounded) published value may stand behind it."""
    for match in _NUMBER_RE.finditer(raw):
        digits, suffix = match.group(1), match.group(2)
        plain = re.sub(r"[,\u00a0\u202f ]", "", digits)
        multiplier = _MULTIPLIERS.get((suffix or "").lower(), 1.0)
        number = float(plain) * multiplier
        if not math.isclose(number, value, rel_tol=1e-6, abs_tol=1e-9):
            continue
        if "." in plain:
            return number, 10.0 ** -len(plain.split(".", 1)[1]) * multiplier, True
        # Trailing zeros of a whole number may be rounding ("21,000" for 21,028), so they are
        # not taken as significant, but at least two significant digits are kept.
        significant = plain.lstrip("0")
        zeros = len(significant) - len(significant.rstrip("0"))
        zeros = max(0, min(zeros, len(significant) - 2))
        return number, 10.0**zeros * multiplier, zeros == 0
    return None


def rounding_interval(metric: Metric) -> tuple[float, float]:
    """The published values the deck's figure is consistent with, given the digits it wrote.

    "24.5k" allows 24,450 up to 24,600 (24,450-24,550 round to it, 24,500-24,600 are cut off to
    it); "24,525" allows 24,524.5 up to 24,526; "21,000" allows 20,500 to 21,500 (rounding only).
    """
    value = float(metric.value)
    parsed = _step_of(metric.raw, value) if metric.raw else None
    if parsed is None:
        text = repr(value)
        text = text[:-2] if text.endswith(".0") else text
        parsed = _step_of(text, value) or (value, abs(value) * 1e-6, False)
    number, step, cut_off = parsed
    epsilon = 1e-9 * max(1.0, abs(number))
    upper = step if cut_off else step / 2
    if number >= 0:
        return number - step / 2 - epsilon, number + upper + epsilon
    return number - upper - epsilon, number + step / 2 + epsilon


def _basis(claim: ClaimAudit) -> str | None:
    """Whether the figure is for the whole system, per accelerator, or per node; None when it is
    normalised some other way (per socket, per watt) that the published results cannot check."""
    metric = claim.metric
    written = f"{metric.unit} {metric.raw}" if metric is not None else ""
    if _PER_OTHER_RE.search(written):
        return None
    if _PER_ACCELERATOR_RE.search(written):
        return "per"
    if _PER_NODE_RE.search(written):
        return "node"
    if _PER_ACCELERATOR_RE.search(claim.text):
        return "either"
    return "total"


def _reading(claim: ClaimAudit) -> _Reading | None:
    metric = claim.metric
    if metric is None or not math.isfinite(metric.value):
        return None
    bare_unit = _PER_ACCELERATOR_RE.sub("", metric.unit)
    bare_unit = _PER_SYSTEM_RE.sub("", _PER_NODE_RE.sub("", bare_unit))
    kind = unit_kind(bare_unit)
    basis = _basis(claim)
    if kind is None or basis is None:
        return None
    if kind[0] == "latency":
        basis = "total"
    low, high = rounding_interval(metric)
    return _Reading(metric.value, low, high, kind[0], kind[1], basis)


def _matches(results: Iterable[PublishedResult], reading: _Reading) -> list[_Match]:
    """The published results the deck's figure agrees with, closest first.

    One tight loop over the candidates: this runs for every claim, over up to a few thousand
    results, and must stay well under a millisecond.
    """
    low, high, want, scale = reading.low, reading.high, reading.unit_kind, reading.scale
    whole = reading.basis in ("total", "either")
    per_accelerator = reading.basis in ("per", "either")
    per_node = reading.basis == "node"
    found: list[_Match] = []
    for result in results:
        kind = unit_kind(result.units)
        if kind is None or kind[0] != want:
            continue
        base = result.value * kind[1] / scale
        if whole and low <= base <= high:
            found.append(_Match(result, base, False))
        elif per_accelerator and result.total_accelerators:
            value = base / result.total_accelerators
            if low <= value <= high:
                found.append(_Match(result, value, True))
        elif per_node and result.nodes:
            value = base / result.nodes
            if low <= value <= high:
                found.append(_Match(result, value, False, True))
    found.sort(key=lambda m: abs(m.compared_value - reading.value))
    return found


# --- the deck's own disclosure -----------------------------------------------------------------


def _claim_texts(claim: ClaimAudit) -> list[str]:
    ctx = claim.context
    parts = [claim.text, ctx.slide_title or "", ctx.table_header or "", ctx.chart_title or ""]
    return parts + list(ctx.footnotes) + list(ctx.slide_text) + list(ctx.notes)


def _normalised(text: str) -> str:
    return re.sub(r"\s+", " ", text).lower()


def disclosure(claim: ClaimAudit, deck_text: str) -> tuple[bool, bool]:
    """Whether the claim is marked "unverified"; whether the deck has the required statement."""
    marked = any(_UNVERIFIED_WORD_RE.search(t) for t in _claim_texts(claim) if t)
    haystack = _normalised(deck_text + "\n" + "\n".join(_claim_texts(claim)))
    return marked, bool(_STATEMENT_RE.search(haystack))


# --- messages ----------------------------------------------------------------------------------


def _scenario_name(value: str) -> str:
    return scenario_name(value)


def _entry_name(result: PublishedResult) -> str:
    return f"{result.published_id} ({result.submitter}, {result.system})"


def _figure(result: PublishedResult) -> str:
    return (
        f"{result.model} {result.published_scenario} {format_figure(result.value, 4)} {result.units} "
        f"({result.division} division)"
    )


def _figures(results: Sequence[PublishedResult]) -> str:
    listed = "; ".join(_figure(r) for r in results[:_MAX_LISTED])
    more = len(results) - _MAX_LISTED
    return listed + (f"; and {more} more" if more > 0 else "")


def _deck_figure(claim: ClaimAudit) -> str:
    metric = claim.metric
    if metric is None:
        return "the claim"
    shown = metric.raw.strip() or format_figure(metric.value, 4)
    return shown if metric.unit and metric.unit in shown else f"{shown} {metric.unit}".strip()


def _per_accelerator_note(match: _Match) -> str:
    result = match.result
    if match.per_node:
        what, count = "node", f"{result.nodes} nodes"
    else:
        what, count = "accelerator", f"{result.total_accelerators} accelerators"
    return (
        f" The deck's figure is per {what}, so it was compared with the published "
        f"{format_figure(result.value, 4)} {result.units} divided by the system's {count} = "
        f"{format_figure(round(match.compared_value, 4), 4)}."
    )


def _flag(claim: ClaimAudit, code: str, severity: Severity, message: str, **details: Any) -> Flag:
    return Flag(
        code=code,
        severity=severity,
        message=message,
        evidence=claim.text,
        page=claim.page,
        claim_ids=[claim.id],
        details={k: v for k, v in details.items() if v is not None},
    )


def _verified(claim: ClaimAudit, match: _Match, note: str = "") -> Flag:
    result = match.result
    claim.verified = Verification(
        result_id=result.published_id,
        round=result.round,
        submitter=result.submitter,
        system=result.system,
        benchmark=result.model,
        scenario=result.scenario,
        division=result.division,
        availability=result.availability,
        suite=result.suite,
        published_value=result.value,
        units=result.units,
        details_url=result.details_url,
        per_accelerator=match.per_accelerator,
        per_node=match.per_node,
        accelerators=result.total_accelerators,
        compared_value=match.compared_value,
    )
    message = (
        f"{_deck_figure(claim)} agrees with the published MLPerf Inference {result.round} result "
        f"{_entry_name(result)}: {_figure(result)}."
    )
    if match.per_accelerator or match.per_node:
        message += _per_accelerator_note(match)
    message += f"{note} The figure is as MLCommons published it; its fit to the buyer's workload "
    message += f"is a separate question. Details: {result.details_url}"
    return _flag(
        claim,
        "RESULT-VERIFIED",
        Severity.INFO,
        message,
        result_id=result.published_id,
        published_value=result.value,
        units=result.units,
        details_url=result.details_url,
        per_accelerator=match.per_accelerator,
    )


def _mismatch(
    claim: ClaimAudit,
    problem: str,
    published: Sequence[PublishedResult],
    result_id: str | None = None,
) -> Flag:
    message = problem.rstrip(".") + "."
    if published:
        message += f" Published: {_figures(published)}."
    message += (
        " A buyer comparing systems on this slide would be using a number MLCommons did not "
        "publish in this form. Ask the vendor for the exact result ID, benchmark, scenario and "
        "division behind the figure, or a corrected slide."
    )
    return _flag(
        claim,
        "RESULT-MISMATCH",
        Severity.ERROR,
        message,
        result_id=result_id,
        published=[
            {
                "result_id": r.published_id,
                "benchmark": r.model,
                "scenario": r.scenario,
                "division": r.division,
                "value": r.value,
                "units": r.units,
                "details_url": r.details_url,
            }
            for r in published[:_MAX_LISTED]
        ],
    )


def _unverified(claim: ClaimAudit, deck_text: str, reason: str, why: str) -> list[Flag]:
    marked, stated = disclosure(claim, deck_text)
    if marked and stated:
        return []
    missing = []
    if not marked:
        missing.append('the word "unverified" beside the figure')
    if not stated:
        missing.append(f'the statement "{REQUIRED_STATEMENT}"')
    message = (
        f"{_deck_figure(claim)} could not be matched to any result MLCommons published: {why} "
        f"The deck lacks {' and '.join(missing)}, which MLCommons requires for results it has "
        "not reviewed. Without them a reader takes an unreviewed number for a verified one. "
        "Ask the vendor for the published result ID, or for the figure to be labelled unverified."
    )
    return [_flag(claim, "UNVERIFIED", Severity.WARNING, message, reason=reason)]


# --- the check ---------------------------------------------------------------------------------


def _claim_scenario(claim: ClaimAudit) -> Scenario | None:
    scenario = claim.labels.scenario
    if scenario is Scenario.UNSTATED:
        if claim.benchmark and "interactive" in claim.benchmark.lower():
            return Scenario.INTERACTIVE
        return None
    return scenario


def _claim_division(claim: ClaimAudit) -> Division | None:
    division = claim.labels.division
    return None if division is Division.UNSTATED else division


def _filter(
    results: Iterable[PublishedResult],
    scenario: Scenario | None,
    division: Division | None,
) -> list[PublishedResult]:
    wanted_scenario = scenario.value if scenario is not None else None
    wanted_division = division.value if division is not None else None
    return [
        r
        for r in results
        if (wanted_scenario is None or r.scenario == wanted_scenario)
        and (wanted_division is None or r.division == wanted_division)
    ]


def _as_result(scenario: Scenario | None, division: Division | None) -> str:
    """ "a Server result in the closed division", for messages."""
    text = (
        f"{with_article(_scenario_name(scenario.value))} result"
        if scenario is not None
        else "a result"
    )
    return text + (f" in the {division.value} division" if division is not None else "")


def _describe_labels(scenario: Scenario | None, division: Division | None) -> str:
    parts = []
    if scenario is not None:
        parts.append(f"the {_scenario_name(scenario.value)} scenario")
    if division is not None:
        parts.append(f"the {division.value} division")
    return " in " + " and ".join(parts) if parts else ""


@functools.cache
def _known_benchmarks() -> frozenset[str]:
    return reference.known_benchmark_ids()


def _round_benchmarks_without(family: str, round_name: str, db: ResultsDB) -> list[str] | None:
    """The round's benchmarks when `family` was not one of them; None when it was or is unknown.

    The shipped MLPerf facts decide for the rounds they tabulate (a benchmark can be part of a
    round without anyone publishing a result for it); otherwise the imported results do.
    """
    known = family in _known_benchmarks() or any(
        family in db.benchmarks_in_round(r) for r in db.rounds()
    )
    if not known:
        return None  # not an MLPerf benchmark at all: another check's business
    in_round = reference.benchmark_in_round(family, round_name)
    if in_round is False:
        return sorted(reference.tabulated_rounds()[round_name].benchmarks)
    if in_round is None and round_name in db.rounds():
        published = db.benchmarks_in_round(round_name)
        return None if family in published else sorted(published)
    return None


def _round_unknown(claim: ClaimAudit, family: str, round_name: str, benchmarks: list[str]) -> Flag:
    message = (
        f"The deck places a {family} result in MLPerf Inference {round_name}, but {family} was "
        f"not a benchmark of that round (it had {', '.join(benchmarks)}). A result in a round "
        "that did not run the benchmark cannot be an official one. Ask the vendor which round "
        "and result ID the figure comes from."
    )
    return _flag(
        claim, "ROUND-UNKNOWN", Severity.ERROR, message, round=round_name, benchmark=family
    )


def _id_round_unknown(claim: ClaimAudit, cited: str, round_name: str) -> Flag:
    message = (
        f"The deck cites result ID {cited}, but MLPerf Inference {round_name} never existed, so "
        "no such result can have been published. A made-up or mistyped ID gives the figure a "
        "false air of verification. Ask the vendor for the real result ID."
    )
    return _flag(claim, "ROUND-UNKNOWN", Severity.ERROR, message, round=round_name, result_id=cited)


def _check_cited(
    claim: ClaimAudit,
    db: ResultsDB,
    deck_text: str,
    result_id: str,
    family: str | None,
    reading: _Reading | None,
) -> list[Flag]:
    id_round = round_of_result_id(result_id) or ""
    entry = db.by_id(result_id)
    cited = claim.result_id or result_id
    if not entry:
        if id_round not in db.rounds():
            why = (
                f"it cites {cited}, but the {id_round} results are not in the local results "
                "database (import them with `deckaudit results import`)."
            )
            return _unverified(claim, deck_text, "round_not_imported", why)
        problem = (
            f"The deck cites result ID {cited}, but MLCommons published no such ID in {id_round}"
        )
        hint = _value_hint(db, family, id_round, reading, exclude=None)
        return [_mismatch(claim, problem + hint, [], result_id=cited)]

    problems: list[str] = []
    claim_round = normalise_round(claim.round)
    if claim_round and claim_round != id_round:
        problems.append(f"the deck dates it to {claim_round}, but {cited} is a {id_round} result")
    rows = [r for r in entry if r.benchmark == family] if family else list(entry)
    if family and not rows:
        families = sorted({r.benchmark for r in entry})
        problem = (
            f"The deck cites {_entry_name(entry[0])} for {family}, but that entry published no "
            f"{family} result (it covers {', '.join(families)})"
        )
        hint = _value_hint(db, family, id_round, reading, exclude=result_id)
        return [_mismatch(claim, problem + hint, entry, result_id=cited)]

    scenario, division = _claim_scenario(claim), _claim_division(claim)
    if division is not None and all(r.division != division.value for r in rows):
        problems.append(
            f"the deck says {division.value} division, but the entry is {rows[0].division}"
        )
        division = None
    if scenario is not None and all(r.scenario != scenario.value for r in rows):
        others = sorted({r.published_scenario for r in rows})
        problems.append(
            f"the entry published no {_scenario_name(scenario.value)} result for "
            f"{rows[0].benchmark} (only {', '.join(others)})"
        )

    if reading is None:
        if problems:
            return [_mismatch(claim, f"For {cited}: " + "; ".join(problems), rows, cited)]
        return []

    labelled = _filter(rows, scenario, division)
    found = _matches(labelled, reading)
    if found and not problems:
        return [_verified(claim, found[0])]
    if found:
        problem = f"{_deck_figure(claim)} matches {cited}, but " + "; ".join(problems)
        return [_mismatch(claim, problem, rows, cited)]

    elsewhere = _matches(rows, reading)
    if elsewhere:
        other = elsewhere[0].result
        problems.append(
            f"{_deck_figure(claim)} is the entry's published {other.published_scenario} "
            f"figure ({other.division} division), but the deck presents it as "
            f"{_as_result(scenario, division)}"
        )
    else:
        hint = _value_hint(db, family, id_round, reading, exclude=result_id)
        problems.append(
            f"{_deck_figure(claim)} is not what {cited} published"
            f"{_describe_labels(scenario, division)}{_basis_note(reading, rows[0])}{hint}"
        )
    problem = f"The deck cites {_entry_name(rows[0])}: " + "; ".join(problems)
    return [_mismatch(claim, problem, rows, cited)]


def _basis_note(reading: _Reading, result: PublishedResult) -> str:
    """How a per-accelerator or per-node figure was compared, for a mismatch message."""
    if reading.basis == "per":
        count = result.total_accelerators
        if not count:
            return " (the figure is per accelerator, and the entry does not publish its count)"
        return f" (the figure is per accelerator: published results were divided by {count})"
    if reading.basis == "node":
        return f" (the figure is per node: published results were divided by {result.nodes})"
    return ""


def _value_hint(
    db: ResultsDB,
    family: str | None,
    round_name: str,
    reading: _Reading | None,
    exclude: str | None,
) -> str:
    """ "; the number matches X instead" when another entry published the deck's figure."""
    if reading is None or not family or not reading.precise:
        return ""
    others = [r for r in db.by_benchmark(family, round_name) if r.result_id != exclude]
    found = _matches(others, reading)
    if not found:
        return ""
    match = found[0]
    return f"; the figure matches {_entry_name(match.result)}, {_figure(match.result)}, instead"


def _check_uncited(
    claim: ClaimAudit, db: ResultsDB, deck_text: str, family: str, reading: _Reading
) -> list[Flag]:
    claim_round = normalise_round(claim.round)
    scenario, division = _claim_scenario(claim), _claim_division(claim)
    if claim_round and claim_round not in db.rounds():
        why = (
            f"the deck cites MLPerf Inference {claim_round}, whose results are not in the local "
            "results database (import them with `deckaudit results import`)."
        )
        return _unverified(claim, deck_text, "round_not_imported", why)
    candidates = db.by_benchmark(family, claim_round)
    found = _matches(_filter(candidates, scenario, division), reading)
    if found:
        best = found[0]
        note = ""
        if len({m.result.result_id for m in found}) > 1:
            ids = sorted({m.result.published_id for m in found})
            note = f" Other entries publishing the same figure: {', '.join(ids[1:4])}."
        return [_verified(claim, best, note)]

    # A figure with few digits lands near many results; only a precise one identifies a result
    # that the deck then mislabels.
    relaxed = _matches(candidates, reading) if reading.precise else []
    if relaxed:
        other = relaxed[0].result
        problem = (
            f"{_deck_figure(claim)} is presented as a {family} result"
            f"{_describe_labels(scenario, division)}, but the published result with this "
            f"figure is {_entry_name(other)}, {_figure(other)}"
        )
        return [_mismatch(claim, problem, [other], other.published_id)]
    if claim_round and reading.precise:
        other_rounds = [r for r in db.by_benchmark(family) if r.round != claim_round]
        moved = _matches(_filter(other_rounds, scenario, division), reading)
        if moved:
            other = moved[0].result
            problem = (
                f"{_deck_figure(claim)} is presented as an MLPerf Inference {claim_round} result, "
                f"but it was published in {other.round} as {_entry_name(other)}"
            )
            return [_mismatch(claim, problem, [other], other.published_id)]
    where = f" in {claim_round}" if claim_round else ""
    why = (
        f"no published {family} result{where}{_describe_labels(scenario, division)} has this "
        "figure, even allowing for the rounding the deck used."
    )
    return _unverified(claim, deck_text, "no_published_match", why)


def check_claim(claim: ClaimAudit, db: ResultsDB, deck_text: str) -> list[Flag]:
    """The results-database flags for one claim; sets `claim.verified` when it matches.

    Returns RESULT-VERIFIED, RESULT-MISMATCH, UNVERIFIED or ROUND-UNKNOWN flags (at most one);
    the caller adds them to the claim. Claims that name neither a result ID nor a benchmark, or
    give no comparable figure and no ID, get no flag.
    """
    family = benchmark_family(claim.benchmark)
    reading = _reading(claim)
    result_id = normalise_result_id(claim.result_id)
    id_round = round_of_result_id(result_id)
    if id_round is not None and not reference.round_exists(id_round):
        return [_id_round_unknown(claim, claim.result_id or "", id_round)]
    claim_round = normalise_round(claim.round) or id_round
    if claim_round is not None and not reference.round_exists(claim_round):
        return []  # a round that never existed is flagged by the round check itself
    if family and claim_round:
        benchmarks = _round_benchmarks_without(family, claim_round, db)
        if benchmarks is not None:
            return [_round_unknown(claim, family, claim_round, benchmarks)]
    if result_id is not None:
        return _check_cited(claim, db, deck_text, result_id, family, reading)
    if family is None or reading is None:
        return []
    return _check_uncited(claim, db, deck_text, family, reading)


def apply_results_check(claims: Iterable[ClaimAudit], db: ResultsDB, deck_text: str) -> int:
    """Run `check_claim` on every claim and append its flags; returns how many claims matched."""
    verified = 0
    for claim in claims:
        claim.flags.extend(check_claim(claim, db, deck_text))
        verified += claim.verified is not None
    return verified


def verified_claims(report: DeckReport) -> list[dict[str, Any]]:
    """One row per verified claim of a report: claim id, page and the result it matched."""
    return [
        {"claim_id": claim.id, "page": claim.page, **claim.verified.model_dump()}
        for claim in report.claims
        if claim.verified is not None
    ]


def summary_verified(report: DeckReport) -> list[str]:
    """Short lines for a batch summary marking each verified claim and what it matched."""
    lines = []
    for row in verified_claims(report):
        basis = " per accelerator" if row.get("per_accelerator") else ""
        lines.append(
            f"{row['claim_id']} (page {row['page']}): verified against {row['result_id']} "
            f"{row['benchmark']} {_scenario_name(row['scenario'])}, "
            f"{format_figure(row['published_value'], 4)} {row['units']}{basis}"
        )
    return lines
