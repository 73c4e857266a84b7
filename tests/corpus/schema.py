"""The shapes the corpus is written in: slides to build and the outcome expected from the audit."""

from __future__ import annotations

from dataclasses import dataclass

# Catalogue codes this corpus grades. RESULT-MISMATCH, RESULT-VERIFIED and OFFLINE-HEADLINE come from
# the results database and the replay, which the corpus does not grade.
CLAIM_CODES: frozenset[str] = frozenset(
    {
        "DIVISION-MISSING",
        "SCENARIO-MISSING",
        "ROUND-MISSING",
        "RESULT-ID-MISSING",
        "UNVERIFIED",
        "OPEN-COMPARED",
        "CROSS-SCENARIO",
        "CROSS-ROUND",
        "CHIP-COUNT",
        "NON-MLPERF-MIX",
        "SCENARIO-MISMATCH",
        "GATE-AS-GRADE",
        "QUALITY-BUCKET",
        "MODEL-MISMATCH",
        "COST-PER-ANSWER",
        "DERIVED-METRIC",
        "RANK-CLAIM",
        "ROUND-UNKNOWN",
    }
)
DECK_CODES: frozenset[str] = frozenset({"INJECTION", "HIDDEN-TEXT", "NO-TEXT", "UNREADABLE"})
SCORED_CODES: frozenset[str] = CLAIM_CODES | DECK_CODES
UNSCORED_CODES: frozenset[str] = frozenset(
    {"RESULT-MISMATCH", "RESULT-VERIFIED", "OFFLINE-HEADLINE"}
)


@dataclass(frozen=True)
class HiddenText:
    """Text placed on a slide so that a viewer cannot see it.

    `how` is one of: white (white on the white background), tiny (1 pt), offslide (left of the
    slide), behind (covered by an opaque shape drawn after it).
    """

    text: str
    how: str


@dataclass(frozen=True)
class Table:
    """A slide table: one header row, then data rows."""

    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class Chart:
    """A clustered bar chart; every (series, category) value is one data point.

    Optional: axis titles, `kind` (column, bar for horizontal bars, or line), the chart's
    position and size in inches, and `legend` (shown by default only with several series).
    """

    title: str
    categories: tuple[str, ...]
    series: tuple[tuple[str, tuple[float, ...]], ...]
    number_format: str = "#,##0"
    value_axis_title: str | None = None
    category_axis_title: str | None = None
    kind: str = "column"
    left_in: float = 0.8
    width_in: float = 8.0
    height_in: float = 3.6
    legend: bool | None = None


@dataclass(frozen=True)
class Slide:
    """One slide as the builder lays it out, top to bottom.

    A bullet may hold a vertical tab, which becomes a soft line break inside the paragraph.
    `group` is a list of text boxes placed inside one group shape. `picture_alt` adds a picture
    whose alt text (descr) is that string.

    Optional layouts: `heading` is a text box (not a placeholder) just under the title; with no
    title, the title placeholder is removed and the heading box takes its place. `subtitle` makes
    a title slide (title and subtitle placeholders; no bullets, table or chart). `footnotes` are
    several footnote paragraphs in one box at the slide bottom, after `footnote` when both are
    set. In any text, `^{x}` sets x as a superscript run (a footnote marker); the PDF drawn with
    reportlab sets it inline.
    """

    title: str | None = None
    bullets: tuple[str, ...] = ()
    table: Table | None = None
    chart: Chart | None = None
    group: tuple[str, ...] = ()
    footnote: str | None = None
    notes: str | None = None
    hidden: tuple[HiddenText, ...] = ()
    picture_alt: str | None = None
    hidden_slide: bool = False
    narrow: bool = False
    heading: str | None = None
    subtitle: str | None = None
    footnotes: tuple[str, ...] = ()


@dataclass(frozen=True)
class ExpectedClaim:
    """What the audit should report for one claim.

    `match` is a substring that identifies the claim on its page (case and spacing are ignored).
    `values` are the acceptable metric values (a claim with several numbers lists each one the
    extractor may reasonably take as the headline); empty means the claim has no metric.
    A field set to None is not graded. `flags` must be present and are the complete set of graded
    codes expected; `absent` names codes that must not fire (the emphasis of the case);
    `tolerated` names codes whose firing is defensible either way and is not graded.
    """

    page: int
    match: str
    values: tuple[float, ...] = ()
    unit: str | None = None
    benchmark: str | None = None
    round: str | None = None
    result_id: str | None = None
    division: str | None = "unstated"
    scenario: str | None = "unstated"
    bucket: str | None = "operational"
    flags: frozenset[str] = frozenset()
    absent: frozenset[str] = frozenset()
    tolerated: frozenset[str] = frozenset()
    why: str = ""


@dataclass(frozen=True)
class NonClaim:
    """A number on a page that is not a benchmark claim (price, date, headcount, uptime...)."""

    page: int
    match: str
    why: str = ""


@dataclass(frozen=True)
class DeckSpec:
    """One fixture deck: how to build it and what the audit must find in it.

    `kind` is pptx (python-pptx), pdf (the pptx exported by LibreOffice), reportlab (a PDF drawn
    with reportlab), image_pdf (pages that are pictures only), encrypted_pdf (needs a password),
    or truncated_pptx (a pptx cut in half).
    """

    name: str
    kind: str
    vendor: str
    slides: tuple[Slide, ...]
    workload: str
    claims: tuple[ExpectedClaim, ...] = ()
    non_claims: tuple[NonClaim, ...] = ()
    deck_flags: frozenset[str] = frozenset()
    deck_flags_absent: frozenset[str] = frozenset()
    injected: tuple[str, ...] = ()

    @property
    def filename(self) -> str:
        """The file name the builder gives this deck."""
        suffix = ".pptx" if self.kind in {"pptx", "truncated_pptx"} else ".pdf"
        return self.name + suffix
