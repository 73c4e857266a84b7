"""The cross-deck summary of a batch: per-deck counts and errors, and the comparability matrix."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from auditor import __version__
from auditor.formatting import format_figure
from auditor.models import DeckReport, Severity
from auditor.wording import plural

SUMMARY_SCHEMA = "deckaudit.batch-summary/1"
UNREADABLE = "UNREADABLE"


@dataclass
class DeckOutcome:
    """One deck of a batch: its report and how the batch got it."""

    path: str
    report_file: str
    vendor: str
    report: DeckReport
    resumed: bool = False
    seconds: float | None = None

    @property
    def readable(self) -> bool:
        """False when the deck could not be audited at all."""
        return not any(flag.code == UNREADABLE for flag in self.report.deck_flags)

    @property
    def status(self) -> str:
        """audited, resumed (an earlier report was kept) or unreadable."""
        if not self.readable:
            return "unreadable"
        return "resumed" if self.resumed else "audited"


def deck_entry(outcome: DeckOutcome) -> dict[str, Any]:
    """The summary row of one deck."""
    from auditor.results.check import summary_verified

    report = outcome.report
    return {
        "path": outcome.path,
        "report": outcome.report_file,
        "vendor": outcome.vendor,
        "kind": report.deck.kind,
        "sha256": report.deck.sha256,
        "pages": report.deck.pages,
        "status": outcome.status,
        "seconds": round(outcome.seconds, 3) if outcome.seconds is not None else None,
        "claims": len(report.claims),
        "flagged_claims": sum(1 for claim in report.claims if claim.flags),
        "counts": report.counts_by_severity(),
        "errors": [error.model_dump() for error in report.errors],
        "verified": summary_verified(report),
    }


def build_summary(
    outcomes: list[DeckOutcome],
    options_hash: str,
    settings: dict[str, Any],
    interrupted: bool = False,
    started: str | None = None,
) -> dict[str, Any]:
    """The batch summary as JSON data (the content of summary.json)."""
    # Loaded here: a module that only names DeckOutcome should not pay for the checks' patterns.
    from auditor.checks.comparability import claim_points, comparability

    ordered = sorted(outcomes, key=lambda o: o.path)
    totals: dict[str, int] = {"decks": len(ordered), "audited": 0, "resumed": 0, "unreadable": 0}
    totals.update({severity.value: 0 for severity in Severity})
    points = []
    for outcome in ordered:
        totals[outcome.status] += 1
        for severity, count in outcome.report.counts_by_severity().items():
            totals[severity] += count
        if outcome.readable:
            points.extend(claim_points(outcome.report, outcome.vendor, outcome.report_file))
    return {
        "schema": SUMMARY_SCHEMA,
        "tool": {"name": "deckaudit", "version": __version__, "options_hash": options_hash},
        "started": started,
        "finished": datetime.now(UTC).isoformat(timespec="seconds"),
        "interrupted": interrupted,
        "settings": settings,
        "totals": totals,
        "decks": [deck_entry(outcome) for outcome in ordered],
        "comparability": comparability(points),
    }


def _cell(value: Any) -> str:
    text = "" if value is None else str(value)
    return text.replace("|", "\\|").replace("\n", " ")


def _row(values: list[Any]) -> str:
    return "| " + " | ".join(_cell(v) for v in values) + " |"


def render_markdown(summary: dict[str, Any]) -> str:
    """summary.md: the decks, their findings, and which vendors' numbers compare."""
    totals = summary["totals"]
    lines = ["# deckaudit batch summary", ""]
    state = "interrupted before the end" if summary["interrupted"] else "complete"
    lines.append(
        f"{plural(totals['decks'], 'deck')} ({state}): {totals['audited']} audited, "
        f"{totals['resumed']} kept from an earlier run, {totals['unreadable']} unreadable. "
        f"Findings: {plural(totals['error'], 'error')}, {plural(totals['warning'], 'warning')}, "
        f"{plural(totals['info'], 'information note')}."
    )
    lines += ["", "## Decks", ""]
    lines.append(_row(["deck", "vendor", "status", "claims", "errors", "warnings", "info", "why"]))
    lines.append(_row(["---"] * 8))
    for deck in summary["decks"]:
        why = "; ".join(f"{e['cause']}: {e['message']}" for e in deck["errors"])
        counts = deck["counts"]
        lines.append(
            _row(
                [
                    deck["path"],
                    deck["vendor"],
                    deck["status"],
                    deck["claims"],
                    counts["error"],
                    counts["warning"],
                    counts["info"],
                    why,
                ]
            )
        )
    verified = [(d["path"], line) for d in summary["decks"] for line in d["verified"]]
    if verified:
        lines += ["", "### Claims matched to published results", ""]
        lines += [f"- {path}: {line}" for path, line in verified]
    lines += _comparability_markdown(summary["comparability"])
    return "\n".join(lines) + "\n"


def _comparability_markdown(data: dict[str, Any]) -> list[str]:
    lines = ["", "## Comparability across decks", ""]
    if not data["groups"]:
        return [*lines, "No claim in the batch names a benchmark, so nothing can be compared."]
    lines.append(
        "Claims grouped by benchmark, scenario, division and round. Only claims in the same group, "
        "with the same availability category and accelerator count where stated, can be set side "
        "by side. ✓ marks a claim matched to a published MLPerf result."
    )
    lines += [
        "",
        _row(["benchmark", "scenario", "division", "round", "vendor", "claim", "figure", "chips"]),
    ]
    lines.append(_row(["---"] * 8))
    for group in data["groups"]:
        for claim in group["claims"]:
            figure = (
                f"{format_figure(claim['value'])} {claim['unit']}"
                if claim["value"] is not None
                else "(none)"
            )
            mark = f" ✓ {claim['verified']}" if claim["verified"] else ""
            lines.append(
                _row(
                    [
                        group["benchmark"],
                        group["scenario"],
                        group["division"],
                        group["round"],
                        claim["vendor"],
                        f"{claim['deck']}#{claim['claim_id']}{mark}",
                        figure,
                        claim["chips"] if claim["chips"] is not None else "?",
                    ]
                )
            )
    lines += ["", "### Vendor pairs", ""]
    if not data["pairs"]:
        lines.append("No benchmark is claimed by more than one vendor.")
    for pair in data["pairs"]:
        left, right = pair["vendors"]
        if pair["comparable"]:
            shown = ", ".join(f"{a} with {b}" for a, b in pair["side_by_side"])
            lines.append(f"- **{pair['benchmark']}**, {left} and {right}: comparable ({shown}).")
        else:
            nearest = " and ".join(pair["nearest"] or [])
            lines.append(
                f"- **{pair['benchmark']}**, {left} and {right}: not comparable; the nearest "
                f"claims ({nearest}) differ: {'; '.join(pair['why'])}."
            )
    return lines
