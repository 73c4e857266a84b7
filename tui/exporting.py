"""Writing the reviewed report out from the app: Markdown, JSON, CSV and the annotated deck."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from pathlib import Path

from auditor.atomic_files import write_text_atomic
from auditor.exports.formats import REPORT_FORMATS
from auditor.models import DeckReport, ReviewDecision
from auditor.review_store import StaleDecisions


@dataclass(frozen=True)
class ExportFormat:
    """One thing the reviewer can export."""

    key: str
    label: str
    suffix: str


# The report formats of auditor's one table (as `<deck>.audit<suffix>`), then the annotated deck.
FORMATS: dict[str, ExportFormat] = {
    **{
        key: ExportFormat(key, spec.label, f".audit{spec.suffix}")
        for key, spec in REPORT_FORMATS.items()
    },
    "annotated": ExportFormat("annotated", "Annotated deck", ".annotated"),
}


class ExportUnavailable(Exception):
    """The exporter for a format is not part of this installation."""


def annotate_available() -> bool:
    """Whether the annotated-deck exporter is installed."""
    try:
        module = importlib.import_module("auditor.exports.annotate")
    except ImportError:
        return False
    return hasattr(module, "annotate_deck")


def export_path(deck_path: Path, out_dir: Path, key: str) -> Path:
    """Where an export of a deck goes: `<out_dir>/<deck name><suffix>`."""
    spec = FORMATS[key]
    if key == "annotated":
        return out_dir / f"{deck_path.stem}{spec.suffix}{deck_path.suffix.lower()}"
    return out_dir / f"{deck_path.name}{spec.suffix}"


def export(
    key: str,
    report: DeckReport,
    decisions: list[ReviewDecision],
    deck_path: Path,
    out_dir: Path,
    stale: list[StaleDecisions] | None = None,
) -> Path:
    """Write one export with the reviewer's decisions applied; returns the file written.

    `stale` (decisions made on an earlier version of the deck) is listed in every format.
    """
    target = export_path(deck_path, out_dir, key)
    out_dir.mkdir(parents=True, exist_ok=True)
    if key == "annotated":
        try:
            module = importlib.import_module("auditor.exports.annotate")
            annotate_deck = module.annotate_deck
        except (ImportError, AttributeError) as exc:
            raise ExportUnavailable("annotated decks are not available in this build") from exc
        annotate_deck(deck_path, report, target, decisions=decisions, stale=stale)
        return target
    try:
        render = REPORT_FORMATS[key].render
        importlib.import_module(REPORT_FORMATS[key].module)
    except (ImportError, AttributeError) as exc:
        raise ExportUnavailable(f"{FORMATS[key].label} is not available in this build") from exc
    write_text_atomic(target, render(report, decisions=decisions, stale=stale))
    return target
