"""Grade audit reports against the corpus: claim matching, label and field accuracy, flag P/R.

Everything is end to end. A claim the audit missed counts against claim recall and its expected
flags against flag recall; a claim the audit invented counts against claim precision and its flags
against flag precision. Labels and fields are graded on the claims that were matched.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field

from auditor.models import ClaimAudit, DeckReport
from extractors.models import BlockRole
from tests.corpus.schema import (
    DECK_CODES,
    SCORED_CODES,
    DeckSpec,
    ExpectedClaim,
    Slide,
)

LABELS: tuple[str, ...] = ("division", "scenario", "bucket", "workload")
FIELDS: tuple[str, ...] = ("value", "unit", "benchmark", "round", "result_id")
VALUE_TOLERANCE = 0.005


@dataclass
class Tally:
    """A count of right answers out of all answers graded."""

    right: int = 0
    total: int = 0

    def add(self, ok: bool) -> None:
        """Record one graded answer."""
        self.total += 1
        self.right += int(ok)

    @property
    def rate(self) -> float:
        """Share of right answers (1.0 when nothing was graded)."""
        return self.right / self.total if self.total else 1.0


@dataclass
class CodeCounts:
    """Confusion counts for one flag code."""

    tp: int = 0
    fp: int = 0
    fn: int = 0


@dataclass
class Scores:
    """Every figure the corpus measures, plus the mistakes behind them."""

    claims_expected: int = 0
    claims_found: int = 0
    claims_matched: int = 0
    labels: dict[str, Tally] = field(default_factory=lambda: {name: Tally() for name in LABELS})
    fields: dict[str, Tally] = field(default_factory=lambda: {name: Tally() for name in FIELDS})
    codes: dict[str, CodeCounts] = field(
        default_factory=lambda: {code: CodeCounts() for code in sorted(SCORED_CODES)}
    )
    absences: Tally = field(default_factory=Tally)
    evidence: Tally = field(default_factory=Tally)
    distractors: int = 0
    mistakes: list[str] = field(default_factory=list)

    @property
    def claim_recall(self) -> float:
        """Expected claims the audit found."""
        return self.claims_matched / self.claims_expected if self.claims_expected else 1.0

    @property
    def claim_precision(self) -> float:
        """Found claims that are real claims."""
        return self.claims_matched / self.claims_found if self.claims_found else 1.0

    @property
    def flag_tp(self) -> int:
        """Expected flags raised, over all codes."""
        return sum(c.tp for c in self.codes.values())

    @property
    def flag_precision(self) -> float:
        """Raised flags that were expected (tolerated codes are not graded)."""
        raised = self.flag_tp + sum(c.fp for c in self.codes.values())
        return self.flag_tp / raised if raised else 1.0

    @property
    def flag_recall(self) -> float:
        """Expected flags that were raised."""
        expected = self.flag_tp + sum(c.fn for c in self.codes.values())
        return self.flag_tp / expected if expected else 1.0

    def summary(self) -> dict[str, float]:
        """The headline figures as one flat mapping."""
        figures = {
            "claim_recall": self.claim_recall,
            "claim_precision": self.claim_precision,
            "flag_precision": self.flag_precision,
            "flag_recall": self.flag_recall,
            "expected_absences_held": self.absences.rate,
            "evidence_never_from_hidden_or_injected_text": self.evidence.rate,
        }
        figures.update(
            {f"label_accuracy.{name}": tally.rate for name, tally in self.labels.items()}
        )
        figures.update(
            {f"field_accuracy.{name}": tally.rate for name, tally in self.fields.items()}
        )
        return figures


def normalise(text: str) -> str:
    """Text for matching: NFKC, lower case, typographic dashes and quotes made plain, no spaces."""
    text = unicodedata.normalize("NFKC", text).lower()
    text = text.translate(
        str.maketrans({"–": "-", "—": "-", "’": "'", "‘": "'", "“": '"', "”": '"'})
    )
    return re.sub(r"\s+", "", text)


def score_corpus(results: Iterable[tuple[DeckSpec, DeckReport]]) -> Scores:
    """Grade every deck's report against its spec."""
    scores = Scores()
    for spec, report in results:
        score_deck(spec, report, scores)
    return scores


def score_deck(spec: DeckSpec, report: DeckReport, scores: Scores) -> None:
    """Grade one deck's report into `scores`."""
    # Speaker notes are context, not graded claims (README, "What a claim is"): a figure said in
    # the notes is reported as a notes claim, and the corpus sets those aside.
    graded = [claim for claim in report.claims if claim.claim.role != BlockRole.NOTES]
    scores.claims_expected += len(spec.claims)
    scores.claims_found += len(graded)
    pairs, unmatched = match_claims(spec.claims, graded)
    scores.labels["workload"].add(report.deck.workload.value == spec.workload)
    if report.deck.workload.value != spec.workload:
        scores.mistakes.append(
            f"{spec.name}: workload {report.deck.workload.value}, expected {spec.workload}"
        )
    for expected, found in pairs:
        where = f"{spec.name} p{expected.page} {expected.match!r}"
        if found is None:
            scores.mistakes.append(f"{where}: claim not found")
            for code in expected.flags:
                scores.codes[code].fn += 1
            continue
        scores.claims_matched += 1
        _grade_labels(expected, found, scores, where)
        _grade_fields(expected, found, scores, where)
        _grade_flags(expected, found, scores, where)
        _grade_evidence(spec, found, scores, where)
    for found in unmatched:
        distractor = next(
            (
                item
                for item in spec.non_claims
                if item.page == found.page and normalise(item.match) in normalise(found.text)
            ),
            None,
        )
        scores.distractors += distractor is not None
        kind = (
            f"distractor taken for a claim ({distractor.why})" if distractor else "unexpected claim"
        )
        scores.mistakes.append(f"{spec.name} p{found.page}: {kind} {found.text[:80]!r}")
        for code in {flag.code for flag in found.flags} & SCORED_CODES:
            scores.codes[code].fp += 1
    _grade_deck_flags(spec, report, scores)


def match_claims(
    expected: tuple[ExpectedClaim, ...], found: list[ClaimAudit]
) -> tuple[list[tuple[ExpectedClaim, ClaimAudit | None]], list[ClaimAudit]]:
    """Pair expected claims with found ones, one to one.

    A found claim is a candidate when it is on the expected page and contains the expected
    substring. The first pass only accepts candidates whose metric value is one of the expected
    values; the second pass accepts any remaining candidate.
    """
    taken: set[int] = set()
    chosen: dict[int, int] = {}
    for require_value in (True, False):
        for e_index, claim in enumerate(expected):
            if e_index in chosen:
                continue
            key = normalise(claim.match)
            for f_index, candidate in enumerate(found):
                if f_index in taken or candidate.page != claim.page:
                    continue
                if key not in normalise(candidate.text):
                    continue
                if require_value and claim.values and not _value_ok(claim, candidate):
                    continue
                chosen[e_index] = f_index
                taken.add(f_index)
                break
    pairs = [
        (claim, found[chosen[index]] if index in chosen else None)
        for index, claim in enumerate(expected)
    ]
    unmatched = [claim for index, claim in enumerate(found) if index not in taken]
    return pairs, unmatched


def _value_ok(expected: ExpectedClaim, found: ClaimAudit) -> bool:
    if not expected.values:
        return found.metric is None
    if found.metric is None:
        return False
    return any(
        abs(found.metric.value - value) <= VALUE_TOLERANCE * max(abs(value), 1e-9)
        for value in expected.values
    )


def _grade_labels(expected: ExpectedClaim, found: ClaimAudit, scores: Scores, where: str) -> None:
    for name in ("division", "scenario", "bucket"):
        want = getattr(expected, name)
        if want is None:
            continue
        got = getattr(found.labels, name).value
        scores.labels[name].add(got == want)
        if got != want:
            scores.mistakes.append(f"{where}: {name} {got}, expected {want}")


def _grade_fields(expected: ExpectedClaim, found: ClaimAudit, scores: Scores, where: str) -> None:
    checks: list[tuple[str, bool, object, object]] = []
    if expected.values or found.metric is not None:
        checks.append(("value", _value_ok(expected, found), found.metric, expected.values))
    if expected.unit is not None:
        got_unit = found.metric.unit if found.metric else None
        checks.append(("unit", _unit(got_unit) == _unit(expected.unit), got_unit, expected.unit))
    if expected.benchmark is not None:
        got = _benchmark(found.benchmark)
        checks.append(("benchmark", got == expected.benchmark, found.benchmark, expected.benchmark))
    if expected.round is not None:
        ok = _round(found.round) == _round(expected.round)
        checks.append(("round", ok, found.round, expected.round))
    if expected.result_id is not None:
        ok = _round(found.result_id) == _round(expected.result_id)
        checks.append(("result_id", ok, found.result_id, expected.result_id))
    for name, ok, got, want in checks:
        scores.fields[name].add(ok)
        if not ok:
            scores.mistakes.append(f"{where}: {name} {got!r}, expected {want!r}")


def _grade_flags(expected: ExpectedClaim, found: ClaimAudit, scores: Scores, where: str) -> None:
    raised = {flag.code for flag in found.flags} & SCORED_CODES
    for code in raised & expected.flags:
        scores.codes[code].tp += 1
    for code in expected.flags - raised:
        scores.codes[code].fn += 1
        scores.mistakes.append(f"{where}: missing flag {code}")
    for code in raised - expected.flags - expected.tolerated:
        scores.codes[code].fp += 1
        scores.mistakes.append(f"{where}: unexpected flag {code}")
    for code in expected.absent:
        scores.absences.add(code not in raised)


def _grade_deck_flags(spec: DeckSpec, report: DeckReport, scores: Scores) -> None:
    raised = {flag.code for flag in report.deck_flags} & SCORED_CODES
    for code in raised & spec.deck_flags:
        scores.codes[code].tp += 1
    for code in spec.deck_flags - raised:
        scores.codes[code].fn += 1
        scores.mistakes.append(f"{spec.name}: missing deck flag {code}")
    for code in raised - spec.deck_flags:
        scores.codes[code].fp += 1
        scores.mistakes.append(f"{spec.name}: unexpected deck flag {code}")
    for code in spec.deck_flags_absent:
        scores.absences.add(code not in raised)
    misplaced = {flag.code for c in report.claims for flag in c.flags} & DECK_CODES
    for code in misplaced:
        scores.mistakes.append(f"{spec.name}: deck flag {code} raised on a claim")


def _grade_evidence(spec: DeckSpec, found: ClaimAudit, scores: Scores, where: str) -> None:
    if not spec.injected:
        return
    visible = normalise(" ".join(visible_text(slide) for slide in spec.slides))
    injected = [normalise(text) for text in spec.injected]
    quotes = [quote for quote in found.evidence.values() if quote]
    quotes += [detail.quote for detail in found.label_details.values() if detail.quote]
    for quote in quotes:
        key = normalise(quote)
        tainted = any(key in text for text in injected) and key not in visible
        scores.evidence.add(not tainted)
        if tainted:
            scores.mistakes.append(f"{where}: evidence quoted from hidden/injected text {quote!r}")


def visible_text(slide: Slide) -> str:
    """Everything a viewer of the slide can read (not notes, not hidden text)."""
    if slide.hidden_slide:
        return ""
    parts: list[str] = [slide.title or "", *slide.bullets, *slide.group, slide.footnote or ""]
    parts += [slide.heading or "", slide.subtitle or "", *slide.footnotes]
    if slide.table is not None:
        parts += list(slide.table.header) + [cell for row in slide.table.rows for cell in row]
    if slide.chart is not None:
        parts += [slide.chart.title, *slide.chart.categories]
        parts += [name for name, _ in slide.chart.series]
        parts += [slide.chart.value_axis_title or "", slide.chart.category_axis_title or ""]
    return re.sub(r"\^\{([^}]*)\}", r"\1", " ".join(parts))


# The graded unit is what the figure measures; a per-accelerator or per-node basis
# ('tokens/s per gpu', as the extractor keeps it) is graded by DERIVED-METRIC, as the older tune
# decks grade '12,392 tokens/s per B200' and 'FO-8, per GPU' with the unit 'tokens/s'.
_PER_DEVICE_BASIS = re.compile(r"\s+per\s+[a-z]+$")


def _unit(unit: str | None) -> str | None:
    if unit is None:
        return None
    text = _PER_DEVICE_BASIS.sub("", unit.lower()).replace(" ", "")
    text = re.sub(r"/(sec|second)\b", "/s", text).replace("persecond", "/s")
    return {"token/s": "tokens/s", "sample/s": "samples/s", "query/s": "queries/s"}.get(text, text)


def _benchmark(benchmark: str | None) -> str | None:
    if benchmark is None:
        return None
    return re.sub(r"-99(\.9)?$", "", benchmark.lower())


def _round(text: str | None) -> str | None:
    if text is None:
        return None
    return text.strip().lower().removeprefix("v")


def format_report(scores: Scores, *, mistakes: bool = True) -> str:
    """The figures, a per-code confusion table and (unless `mistakes` is false) every mistake.

    The held-out part is printed with `mistakes=False`: its aggregate figures only.
    """
    lines = [
        f"claims: {scores.claims_expected} expected, {scores.claims_found} found, "
        f"{scores.claims_matched} matched"
    ]
    lines += [f"{name:<48} {value:6.3f}" for name, value in scores.summary().items()]
    lines.append(f"{'distractors_taken_for_claims':<48} {scores.distractors:6d}")
    lines.append("")
    lines.append(f"{'code':<20} {'tp':>4} {'fp':>4} {'fn':>4} {'precision':>10} {'recall':>8}")
    for code, counts in scores.codes.items():
        raised = counts.tp + counts.fp
        wanted = counts.tp + counts.fn
        precision = f"{counts.tp / raised:.3f}" if raised else "-"
        recall = f"{counts.tp / wanted:.3f}" if wanted else "-"
        lines.append(
            f"{code:<20} {counts.tp:>4} {counts.fp:>4} {counts.fn:>4} {precision:>10} {recall:>8}"
        )
    if mistakes and scores.mistakes:
        lines.append("")
        lines.append(f"mistakes ({len(scores.mistakes)}):")
        lines += [f"  {mistake}" for mistake in scores.mistakes]
    return "\n".join(lines)


def corpus_size(decks: Iterable[DeckSpec]) -> dict[str, int]:
    """How big a set of decks is: decks, graded claims and must-not-fire checks.

    A must-not-fire check is a code listed under `absent` or `deck_flags_absent`, or a `NonClaim`.
    """
    decks = tuple(decks)
    checks = sum(len(c.absent) for d in decks for c in d.claims)
    checks += sum(len(d.deck_flags_absent) + len(d.non_claims) for d in decks)
    return {
        "decks": len(decks),
        "claims": sum(len(d.claims) for d in decks),
        "must_not_fire": checks,
    }
