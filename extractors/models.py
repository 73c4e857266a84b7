"""The deck data model shared by every later stage: decks, text blocks, locations and claims."""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field

from extractors.errors import DeckReadError  # noqa: F401  (re-exported)


class DeckKind(StrEnum):
    """The container format of a deck, decided from its bytes."""

    PDF = "pdf"
    PPTX = "pptx"
    PPTM = "pptm"
    CFB = "cfb"  # an OLE compound file: a password-protected Office file or a legacy .ppt
    UNKNOWN = "unknown"


class BlockRole(StrEnum):
    """What part of the slide a block of text plays."""

    TITLE = "title"
    BODY = "body"
    TABLE_CELL = "table_cell"
    TABLE_ROW = "table_row"
    CHART_TITLE = "chart_title"
    CHART_POINT = "chart_point"
    CHART_AXIS = "chart_axis"  # a chart's ticks and stray labels: read, never a claim or context
    NOTES = "notes"
    ALT_TEXT = "alt_text"
    FOOTNOTE = "footnote"
    METADATA = "metadata"
    ANNOTATION = "annotation"


class BBox(BaseModel):
    """A rectangle in page points (PDF, origin bottom-left) or slide points (PPTX, origin top-left)."""

    model_config = ConfigDict(frozen=True)

    x0: float
    y0: float
    x1: float
    y1: float

    def union(self, other: BBox) -> BBox:
        """The smallest box holding both boxes."""
        return BBox(
            x0=min(self.x0, other.x0),
            y0=min(self.y0, other.y0),
            x1=max(self.x1, other.x1),
            y1=max(self.y1, other.y1),
        )


class Location(BaseModel):
    """Where a piece of text sits in the deck."""

    model_config = ConfigDict(frozen=True)

    page: int = Field(ge=1, description="1-based page (PDF) or slide (PPTX) number")
    bbox: BBox | None = None
    shape_id: int | None = None
    shape_name: str | None = None
    table_row: int | None = None
    table_col: int | None = None
    chart_series: str | None = None
    chart_category: str | None = None


class Block(BaseModel):
    """One unit of text as a reader sees it: a sentence, bullet, cell, row, chart point or note."""

    text: str
    role: BlockRole = BlockRole.BODY
    location: Location
    visible: bool = True
    hidden_reason: str | None = None
    font_size: float | None = None
    group: str | None = Field(
        default=None,
        description="Blocks sharing a group came from the same shape, table or chart",
    )


class Page(BaseModel):
    """One PDF page or PPTX slide with its blocks in reading order."""

    number: int = Field(ge=1)
    title: str | None = None
    hidden: bool = False
    width: float | None = None
    height: float | None = None
    blocks: list[Block] = Field(default_factory=list)
    tool_marks: int = Field(
        default=0, description="deckaudit's own annotations found here and set aside, unread"
    )


class GarbledFont(BaseModel):
    """A font whose characters could not (all) be turned into text, and where it was used."""

    font: str
    pages: list[int] = Field(default_factory=list)
    characters: int = Field(default=0, description="characters that could not be decoded")
    cause: str = ""
    sample: str = ""


class Deck(BaseModel):
    """A whole deck, whichever format it came in."""

    path: str
    kind: DeckKind
    sha256: str
    pages: list[Page] = Field(default_factory=list)
    metadata: dict[str, str] = Field(default_factory=dict)
    warnings: list[str] = Field(default_factory=list)
    garbled_fonts: list[GarbledFont] = Field(
        default_factory=list, description="fonts whose text could not be decoded"
    )

    @property
    def tool_marks(self) -> int:
        """How many of deckaudit's own annotations (callouts, notes) were set aside, unread."""
        return sum(page.tool_marks for page in self.pages)

    def all_blocks(self) -> list[Block]:
        """Every block of every page, in page order."""
        return [block for page in self.pages for block in page.blocks]


class Metric(BaseModel):
    """A number with its unit, as written in the claim."""

    value: float
    unit: str
    raw: str = ""


class Claim(BaseModel):
    """One assertion about benchmark performance found in a deck."""

    id: str
    page: int = Field(ge=1)
    text: str
    location: Location
    role: BlockRole = BlockRole.BODY
    visible: bool = True
    metric: Metric | None = None
    benchmark: str | None = None
    benchmark_text: str | None = None
    round: str | None = None
    result_id: str | None = None
    is_rank_claim: bool = False
    own_text: str | None = Field(
        default=None,
        description="This claim's own part of a sentence it shares with another subject's "
        "claim ('X reached 27,600 tokens/s, while Y posted 24,100 tokens/s'); None when the "
        "whole text is its own",
    )
    context: ClaimContext


class ClaimContext(BaseModel):
    """The text around a claim that a reader would take into account."""

    slide_title: str | None = None
    table_header: str | None = None
    chart_title: str | None = None
    footnotes: list[str] = Field(
        default_factory=list,
        description="The footnotes this claim reads: bound by its markers, then unmarked ones",
    )
    slide_text: list[str] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)
    headings: list[str] = Field(
        default_factory=list, description="Heading text boxes and subtitles of the slide"
    )
    deck_statements: list[str] = Field(
        default_factory=list,
        description="Title-slide lines and statements that cover every result in the deck",
    )
    markers: list[str] = Field(
        default_factory=list, description="Footnote markers on the claim, in plain form"
    )
    marked_footnotes: int = Field(
        default=0,
        ge=0,
        description="How many of `footnotes`, from the first, the claim's own markers point to",
    )
    next_sentence: str | None = Field(
        default=None, description="The sentence that follows the claim on its slide, if any"
    )

    def own_footnotes(self) -> list[str]:
        """The footnotes the claim's own markers point to (the resolver lists them first): what
        they say is said of this claim, not of the slide's other figures."""
        return self.footnotes[: self.marked_footnotes]


Claim.model_rebuild()
