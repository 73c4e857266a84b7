"""Turn positioned PDF text fragments into the lines, paragraphs, bullets and table rows a reader sees."""

from __future__ import annotations

import bisect
import itertools
import re
import statistics
from dataclasses import dataclass, field

from extractors.context import MARKER_RUN, superscript

BULLET_CHARS = "•◦▪▫■□●○►▶➢➤–—-*·‣⁃"
# A list counts from 1: a line that starts '02.' carries on a sentence with a figure (a subscript).
_BULLET_PREFIX = re.compile(r"^\s*([•◦▪▫■□●○►▶➢➤‣⁃·]|[–—-](?=\s)|[1-9]\d?[.)](?=\s))\s*")
_FOOTNOTE_PREFIX = re.compile(
    r"^\s*(\*{1,3}|†|‡|§|[¹²³⁴⁵⁶⁷⁸⁹]|\[\d+\]|\(\d+\)|sources?:|notes?:|footnotes?:|disclaimer:)",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"[.!?:;]\s*$")


@dataclass
class Fragment:
    """A run of text at one position with one graphics state."""

    text: str
    x: float
    y: float
    size: float
    visible: bool = True
    hidden_reason: str | None = None

    @property
    def width(self) -> float:
        """Estimated advance width: about half an em per character."""
        return 0.5 * self.size * len(self.text)


@dataclass
class Line:
    """Fragments sharing a baseline; `cells` splits it where wide gaps suggest table columns."""

    fragments: list[Fragment] = field(default_factory=list)
    cells: list[list[Fragment]] = field(default_factory=list)
    spaced_end: bool = False  # a blank run was drawn after the line's last word

    @property
    def ends_with_space(self) -> bool:
        """Whether the line's last run ends in a space, drawn in it or as a run of its own."""
        return self.spaced_end or self.fragments[-1].text[-1:].isspace()

    @property
    def y(self) -> float:
        """Baseline of the line."""
        return self.fragments[0].y

    @property
    def x0(self) -> float:
        """Left edge."""
        return min(f.x for f in self.fragments)

    @property
    def x1(self) -> float:
        """Estimated right edge."""
        return max(f.x + f.width for f in self.fragments)

    @property
    def size(self) -> float:
        """The largest font size on the line."""
        return max(f.size for f in self.fragments)

    @property
    def visible(self) -> bool:
        """True when every fragment is visible."""
        return all(f.visible for f in self.fragments)

    @property
    def hidden_reason(self) -> str | None:
        """Why (part of) the line is hidden."""
        return next((f.hidden_reason for f in self.fragments if not f.visible), None)

    def cell_texts(self) -> list[str]:
        """Text of each cell."""
        return [_join_fragments(cell) for cell in self.cells]

    @property
    def text(self) -> str:
        """The whole line as a reader would read it."""
        return " ".join(t for t in self.cell_texts() if t)


@dataclass
class LaidOutBlock:
    """A paragraph, bullet, title, footnote or table row recovered from a page."""

    kind: str  # "title", "body", "footnote", "table_row"
    text: str
    x0: float
    y0: float
    x1: float
    y1: float
    size: float
    visible: bool
    hidden_reason: str | None
    cells: list[str] = field(default_factory=list)
    cell_boxes: list[tuple[float, float, float, float]] = field(default_factory=list)
    table_index: int | None = None
    row_index: int | None = None


@dataclass
class WrapStyle:
    """What the deck's earlier pages showed of how its producer wraps lines: whether a wrapped
    line keeps the space it broke at. One producer writes the whole file."""

    keeps_space: bool = False


def _join_fragments(fragments: list[Fragment]) -> str:
    out = ""
    prev: Fragment | None = None
    for index, frag in enumerate(fragments):
        text = frag.text
        if index == 0 and len(fragments) > 1 and _is_superscript(fragments[1], frag):
            out = superscript(text)  # a footnote that starts with its raised marker
            continue
        if prev is not None and out and _on_next_line(prev, frag):
            out = _join_wrapped(out.rstrip(), text.lstrip())  # a cell that wrapped
            prev = frag
            continue
        if prev is not None and out and _is_superscript(prev, frag):
            out = out.rstrip() + superscript(text)  # a footnote marker, as PPTX runs keep it
            continue  # the marker's baseline is not the line's: keep `prev` for the next gap
        if prev is not None and out and not out.endswith(" ") and not text.startswith(" "):
            gap = frag.x - (prev.x + prev.width)
            if gap > 0.15 * frag.size:
                out += " "
        out += text
        prev = frag
    return re.sub(r"\s+", " ", out).strip()


def _is_superscript(previous: Fragment, fragment: Fragment) -> bool:
    """A short run set smaller and raised after the text before it: a footnote marker."""
    return (
        fragment.size <= 0.8 * previous.size
        and fragment.y - previous.y >= 0.15 * previous.size
        and (
            superscript(fragment.text) != fragment.text.strip()
            or re.fullmatch(r"[*†‡§]{1,3}", fragment.text.strip()) is not None
        )
    )


def _is_raised_marker(previous: Fragment, fragment: Fragment) -> bool:
    """A short run set smaller and raised after text: a footnote marker, symbol or digit."""
    return (
        len(fragment.text.strip()) <= 3
        and fragment.size <= 0.8 * previous.size
        and fragment.y - previous.y >= 0.15 * previous.size
    )


def _on_next_line(previous: Fragment, fragment: Fragment) -> bool:
    return previous.y - fragment.y > 0.45 * max(previous.size, fragment.size, 1.0)


def build_lines(fragments: list[Fragment]) -> list[Line]:
    """Group fragments, in content-stream order, into lines and split lines into cells."""
    lines: list[Line] = []
    current: Line | None = None
    for frag in fragments:
        if not frag.text.strip():
            if current is not None and frag.text:
                last = current.fragments[-1]
                if abs(frag.y - last.y) <= 0.45 * max(frag.size, last.size, 1.0):
                    current.spaced_end = frag.x >= last.x
            continue
        if current is not None:
            last = current.fragments[-1]
            same_baseline = abs(frag.y - last.y) <= 0.45 * max(frag.size, last.size, 1.0)
            moves_back = frag.x < last.x - 0.5 * frag.size
            # Hidden and visible runs never share a line: a stray hidden glyph must not hide the
            # visible text beside it, nor visible text carry hidden words into a claim.
            if same_baseline and not moves_back and frag.visible == last.visible:
                gap = frag.x - (last.x + last.width)
                # A raised footnote marker ('*', '†') after a line of text ends that line's last
                # cell, however wide the gap the width estimate leaves before it.
                if gap > 1.6 * max(frag.size, last.size) and not _is_raised_marker(last, frag):
                    current.cells.append([frag])
                else:
                    current.cells[-1].append(frag)
                current.fragments.append(frag)
                current.spaced_end = False
                continue
        current = Line(fragments=[frag], cells=[[frag]])
        lines.append(current)
    return lines


def _cell_x0(cell: list[Fragment]) -> float:
    return min(f.x for f in cell)


def _overlaps_cells(line: Line, row: Line) -> bool:
    return any(
        line.x0 < max(f.x + f.width for f in cell) and _cell_x0(cell) < line.x1
        for cell in row.cells
    )


def _beside_row(line: Line, row: Line) -> bool:
    """A line on a row's baseline that starts within the row's reach, or (a wide first cell,
    wrapped over lines, such as a header naming the round and division) ends just before it."""
    reach = 12 * line.size
    starts_within = row.x0 - reach <= line.x0 <= row.x1 + reach
    ends_before = line.x0 < row.x0 and row.x0 - 2 * reach <= line.x1 <= row.x0
    return starts_within or ends_before


def _same_row(line: Line, row: Line) -> bool:
    """Whether a line's cells sit on a row's baseline, beside (not over) its cells."""
    return (
        row.visible == line.visible
        and abs(row.y - line.y) <= 0.45 * max(row.size, line.size)
        and abs(row.size - line.size) <= 0.25 * row.size
        and not _overlaps_cells(line, row)
        and _beside_row(line, row)
    )


# How far (in its own size) a line's baseline can sit from a row's and still share it: 0.45 of the
# larger size, and a row's size is at most 1 / 0.75 of the line's (sizes differ by <= 25%).
_ROW_WINDOW = 0.45 / 0.75
# Rows a line is compared with, and cells a row gathers: a table has a few rows to a baseline and
# tens of columns; a hostile page with thousands on one baseline must not cost their square.
_MAX_CANDIDATES = 16
_MAX_ROW_CELLS = 64


class _RowIndex:
    """Table rows ordered by baseline, so a line is compared only with the rows near its own."""

    def __init__(self) -> None:
        self._keys: list[tuple[float, int]] = []
        self._rows: dict[int, Line] = {}

    def add(self, order: int, row: Line) -> None:
        """Index a row (its baseline is its first fragment's and never moves) under `order`."""
        bisect.insort(self._keys, (row.y, order))
        self._rows[order] = row

    def remove(self, order: int) -> None:
        """Forget a row merged into another."""
        self._rows.pop(order, None)

    def near(self, line: Line) -> list[Line]:
        """Rows whose baseline may be the line's, in the order they were added."""
        reach = _ROW_WINDOW * line.size
        lo = bisect.bisect_left(self._keys, (line.y - reach, -1))
        hi = bisect.bisect_right(self._keys, (line.y + reach, float("inf")))
        orders: list[int] = []
        for position in range(lo, hi):
            order = self._keys[position][1]
            if order in self._rows:
                orders.append(order)
                if len(orders) == _MAX_CANDIDATES:
                    break
        return [self._rows[order] for order in sorted(orders)]


def _fragment_key(fragment: Fragment) -> tuple[str, float, float, float, bool, str | None]:
    return (
        fragment.text,
        fragment.x,
        fragment.y,
        fragment.size,
        fragment.visible,
        fragment.hidden_reason,
    )


def _cell_gaps(line: Line) -> list[float]:
    edges = sorted((_cell_x0(cell), max(f.x + f.width for f in cell)) for cell in line.cells)
    return [right[0] - left[1] for left, right in itertools.pairwise(edges)]


def _continues_row(line: Line, row: Line) -> bool:
    """Whether a line of cells carries on an earlier row on its baseline: the row's cell wrapped
    (its later cells were drawn after the wrap), or the line starts within one column gap of the
    row's right edge. A second table beside the first, past a wider gap, keeps its own rows."""
    if len(row.cells) >= _MAX_ROW_CELLS or not _same_row(line, row):
        return False
    if any(_on_next_line(cell[0], f) for cell in row.cells for f in cell[1:]):
        return True
    column_gap = max(_cell_gaps(row) + _cell_gaps(line))
    return line.x0 - row.x1 <= 1.25 * column_gap


def merge_table_cells(lines: list[Line]) -> list[Line]:
    """Fold cells that a PDF writer drew separately (wrapped or out of order) into their table rows.

    Each line is compared only with the rows near its baseline (or next to it in drawing order),
    so a page of thousands of rows costs about as much as their count.
    """
    order_of = {id(line): index for index, line in enumerate(lines) if len(line.cells) >= 2}
    if not order_of:
        return lines
    rows = _RowIndex()
    by_fragment: dict[tuple[str, float, float, float, bool, str | None], dict[int, Line]] = {}

    def index_fragments(order: int, row: Line, fragments: list[Fragment]) -> None:
        for fragment in fragments:
            by_fragment.setdefault(_fragment_key(fragment), {})[order] = row

    for index, line in enumerate(lines):
        if id(line) in order_of:
            rows.add(index, line)
            index_fragments(index, line, line.fragments)
    kept_rows = _RowIndex()
    merged: set[int] = set()
    kept: list[Line] = []
    for index, line in enumerate(lines):
        if len(line.cells) >= 2:
            # A row's later cells drawn after a cell that wrapped ('Dell PowerEdge XE9680L' over
            # '(8x B200)', then '13,913.3 | 5.1-0024' back on the row's baseline) join that row.
            earlier = next((row for row in kept_rows.near(line) if _continues_row(line, row)), None)
            if earlier is None:
                kept.append(line)
                kept_rows.add(index, line)
                continue
            earlier.cells.extend(line.cells)
            earlier.cells.sort(key=_cell_x0)
            earlier.fragments.extend(line.fragments)
            index_fragments(order_of[id(earlier)], earlier, line.fragments)
            rows.remove(index)
            merged.add(index)
            continue
        same_row = next(
            (
                row
                for row in rows.near(line)
                if len(row.cells) < _MAX_ROW_CELLS and _same_row(line, row)
            ),
            None,
        )
        if same_row is not None:
            same_row.cells.append(list(line.fragments))
            same_row.cells.sort(key=_cell_x0)
            same_row.fragments.extend(line.fragments)
            index_fragments(order_of[id(same_row)], same_row, line.fragments)
            continue
        # A wrapped cell continues one line pitch below the lowest line of its cell; a
        # paragraph further down that happens to share the column's left edge is not part of it.
        candidates = {
            order: lines[order]
            for order in range(max(0, index - 3), min(len(lines), index + 4))
            if len(lines[order].cells) >= 2 and order not in merged
        }
        for fragment in line.fragments:
            for order, row in by_fragment.get(_fragment_key(fragment), {}).items():
                if order not in merged:
                    candidates[order] = row
        above = [
            (row, cell)
            for _order, row in sorted(candidates.items())
            if row.visible == line.visible
            for cell in row.cells
            if abs(_cell_x0(cell) - line.x0) <= 4
            and 0 < min(f.y for f in cell) - line.y <= 1.6 * max(row.size, line.size)
        ]
        if above:
            _row, cell = min(above, key=lambda pair: pair[0].y - line.y)
            cell.extend(line.fragments)
            continue
        kept.append(line)
    return kept


def _ends_at_marker(previous: str, following: str) -> bool:
    """A line that ends in a footnote marker, followed by one that starts with a capital: the
    marker closed a bullet (bullets are often set without a full stop or a bullet glyph)."""
    if not following[:1].isupper():
        return False
    stripped = previous.rstrip()
    ends = [m for m in MARKER_RUN.finditer(stripped) if m.end() == len(stripped)]
    return bool(ends) and ends[0].start() > 0


def _ends_sentence(previous: str, following: str) -> bool:
    """Whether a line closes its sentence: it ends in a stop, unless a semicolon's clause carries
    on in lower case on the next line ('... 82,273 tokens/s;' over 'the same count now ...')."""
    if not _SENTENCE_END.search(previous):
        return False
    return not (previous.rstrip().endswith(";") and following[:1].islower())


def _ends_unwrapped(line: Line) -> bool:
    """On a page whose wrapped lines keep the space they broke at (LibreOffice draws it at the
    line's end), a line that ends on a word with no space after it ended its paragraph: a bullet
    set without a full stop. A break after a hyphen or slash leaves no space either."""
    if line.ends_with_space:
        return False
    return not line.fragments[-1].text.rstrip().endswith(("-", "/", "‐", "–", "—"))


def _strip_bullet(text: str) -> tuple[bool, str]:
    match = _BULLET_PREFIX.match(text)
    if match and match.end() < len(text):
        return True, text[match.end() :]
    return False, text


def _join_wrapped(previous: str, following: str) -> str:
    """Join a wrapped line to the next, undoing end-of-line hyphenation. A hyphen after an
    acronym ('VM-' over 'hour', 'GPU-' over 'hours') joins a compound and stays: hyphenation
    breaks words, and no word is written in capitals alone."""
    if previous.endswith("-") and re.match(r"[a-z]", following):
        word = re.search(r"[A-Za-z]+$", previous[-41:-1])
        if word and len(word.group()) >= 2 and not word.group().isupper():
            return previous[:-1] + following
    if previous.endswith(("-", "/")):
        return previous + following
    return previous + " " + following


def lay_out_page(
    fragments: list[Fragment],
    page_width: float,
    page_height: float,
    other_sizes: tuple[float, ...] = (),
    wrap_style: WrapStyle | None = None,
) -> list[LaidOutBlock]:
    """Recover titles, paragraphs (with wrapped lines joined), footnotes and table rows from a page.

    `other_sizes` are the sizes of visible text taken out beforehand (a chart's), which still
    count towards the page's body size. `wrap_style` carries what earlier pages showed of the
    producer's wrapping; this page adds to it.
    """
    lines = merge_table_cells(build_lines(fragments))
    if not lines:
        return []
    sizes = [line.size for line in lines if line.visible] + list(other_sizes)
    body_size = (
        statistics.median(sizes) if sizes else statistics.median(line.size for line in lines)
    )
    max_size = max(sizes) if sizes else body_size
    spaced_wraps = any(line.ends_with_space for line in lines)
    if wrap_style is not None:
        spaced_wraps = wrap_style.keeps_space = wrap_style.keeps_space or spaced_wraps
    widths_by_x0: dict[int, float] = {}
    for line in lines:
        key = round(line.x0 / 4)
        widths_by_x0[key] = max(widths_by_x0.get(key, 0.0), line.x1 - line.x0)

    blocks: list[LaidOutBlock] = []
    table_index = -1
    row_index = 0
    in_table = False
    paragraph: LaidOutBlock | None = None
    previous_line: Line | None = None

    for line_no, line in enumerate(lines):
        multi_cell = len(line.cells) >= 2
        next_multi = line_no + 1 < len(lines) and len(lines[line_no + 1].cells) >= 2
        if in_table and previous_line is not None:
            # A row whose cell wrapped over several lines reaches down to its lowest line: the
            # next row follows that line, however tall the wrapped row.
            lowest = min(
                (f.y for cell in previous_line.cells for f in cell), default=previous_line.y
            )
            in_table = previous_line.y > line.y and lowest - line.y <= 3.5 * max(
                line.size, previous_line.size
            )
        if multi_cell and (in_table or next_multi):
            if not in_table:
                table_index += 1
                row_index = 0
                in_table = True
            cells = line.cell_texts()
            boxes = [
                (
                    min(f.x for f in cell),
                    line.y - 0.25 * line.size,
                    max(f.x + f.width for f in cell),
                    line.y + line.size,
                )
                for cell in line.cells
            ]
            blocks.append(
                LaidOutBlock(
                    kind="table_row",
                    text=" | ".join(cells),
                    x0=line.x0,
                    y0=line.y - 0.25 * line.size,
                    x1=line.x1,
                    y1=line.y + line.size,
                    size=line.size,
                    visible=line.visible,
                    hidden_reason=line.hidden_reason,
                    cells=cells,
                    cell_boxes=boxes,
                    table_index=table_index,
                    row_index=row_index,
                )
            )
            row_index += 1
            paragraph = None
            previous_line = line
            continue
        in_table = False
        text = line.text
        is_bullet, bare = _strip_bullet(text)
        continues = (
            paragraph is not None
            and previous_line is not None
            and not is_bullet
            and paragraph.kind != "title"
            and line.visible == paragraph.visible
            and 0.8 <= line.size / max(previous_line.size, 0.1) <= 1.25
            and 0.3 * line.size
            <= previous_line.y - line.y
            <= 2.0 * max(line.size, previous_line.size)
            and abs(line.x0 - paragraph.x0) <= 2.5 * line.size
            and not _ends_sentence(previous_line.text, text)
            and not _ends_at_marker(previous_line.text, text)
            and not (spaced_wraps and _ends_unwrapped(previous_line))
            and (previous_line.x1 - previous_line.x0)
            >= 0.6 * widths_by_x0.get(round(previous_line.x0 / 4), 0.0)
        )
        if continues and paragraph is not None:
            paragraph.text = _join_wrapped(paragraph.text, text)
            paragraph.x1 = max(paragraph.x1, line.x1)
            paragraph.y0 = min(paragraph.y0, line.y - 0.25 * line.size)
        else:
            kind = _classify_line(line, bare, body_size, max_size, page_height, line_no)
            paragraph = LaidOutBlock(
                kind=kind,
                text=bare,
                x0=line.x0,
                y0=line.y - 0.25 * line.size,
                x1=line.x1,
                y1=line.y + line.size,
                size=line.size,
                visible=line.visible,
                hidden_reason=line.hidden_reason,
            )
            blocks.append(paragraph)
        previous_line = line
    _merge_title_lines(blocks)
    _align_table_columns(blocks)
    return blocks


def _align_table_columns(blocks: list[LaidOutBlock]) -> None:
    """Give a table row with an empty cell its empty cell back: a PDF draws no text there, so
    the row has fewer cells than the table has columns ('Server | Offline' under 'System |
    Llama 2 70B tokens/s'). Each cell goes to the column whose cells start where it starts
    (cells of a column share their left edge); a row that does not line up stays as it is."""
    tables: dict[int, list[LaidOutBlock]] = {}
    for block in blocks:
        if block.kind == "table_row" and block.table_index is not None:
            tables.setdefault(block.table_index, []).append(block)
    for rows in tables.values():
        widest = max(rows, key=lambda r: len(r.cell_boxes))
        starts = [box[0] for box in widest.cell_boxes]
        for row in rows:
            if len(row.cell_boxes) >= len(starts) or not row.cell_boxes:
                continue
            slack = 0.6 * row.size
            columns = [
                min(range(len(starts)), key=lambda c, x=box[0]: abs(starts[c] - x))
                for box in row.cell_boxes
            ]
            lined_up = all(
                abs(starts[c] - box[0]) <= slack
                for c, box in zip(columns, row.cell_boxes, strict=True)
            )
            if not lined_up or len(set(columns)) != len(columns) or columns != sorted(columns):
                continue
            cells = [""] * len(starts)
            boxes: list[tuple[float, float, float, float] | None] = [None] * len(starts)
            for c, cell, box in zip(columns, row.cells, row.cell_boxes, strict=True):
                cells[c], boxes[c] = cell, box
            row.cells = cells
            row.cell_boxes = [
                box if box is not None else (starts[c], row.y0, starts[c], row.y1)
                for c, box in enumerate(boxes)
            ]
            row.text = " | ".join(cells)


def _classify_line(
    line: Line, text: str, body_size: float, max_size: float, page_height: float, line_no: int
) -> str:
    near_top = page_height <= 0 or line.y >= 0.7 * page_height
    near_bottom = page_height > 0 and line.y <= 0.2 * page_height
    if line.size >= max_size * 0.98 and line.size > body_size * 1.15 and near_top:
        return "title"
    if line_no == 0 and near_top and line.size >= body_size * 1.15:
        return "title"
    if _FOOTNOTE_PREFIX.match(text):
        return "footnote"
    if near_bottom and line.size <= body_size * 0.8:
        return "footnote"
    return "body"


def _merge_title_lines(blocks: list[LaidOutBlock]) -> None:
    """A title that wrapped onto two lines becomes one title block."""
    merged: list[LaidOutBlock] = []
    for block in blocks:
        if (
            merged
            and block.kind == "title"
            and merged[-1].kind == "title"
            and abs(merged[-1].size - block.size) < 0.5
        ):
            merged[-1].text = _join_wrapped(merged[-1].text, block.text)
            merged[-1].y0 = min(merged[-1].y0, block.y0)
            merged[-1].x1 = max(merged[-1].x1, block.x1)
            continue
        merged.append(block)
    blocks[:] = merged
