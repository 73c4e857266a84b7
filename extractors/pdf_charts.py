"""Charts in PDF exports, put back together from the fragments their text was drawn as.

LibreOffice draws a chart's text as loose fragments: axis ticks, category names, one data label
per point, a legend, a title and axis titles whose letters may be stacked one per line when
rotated. Read as running text they are noise; rebuilt, every labelled point is one chart point
(category x series x value) with the chart's title and axis titles as its context, as the PPTX
reader gives them.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from dataclasses import dataclass, field

from extractors.pdf_layout import Fragment

_NUMBER = re.compile(r"^[-−]?\d[\d,]*(?:\.\d+)?%?$")
_MIN_TICKS = 3


@dataclass
class PdfChart:
    """One chart found on a page: its titles and its points."""

    titles: list[str] = field(default_factory=list)
    points: list[tuple[str, str | None, str]] = field(
        default_factory=list
    )  # category, series, label
    box: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)
    # The chart's text that no title or point carries: the value axis's ticks, a category no label
    # sits on, a legend entry no label was paired with. Taken off the page's running text, it must
    # still be read, or the digits a person sees there would be lost.
    unplaced: list[str] = field(default_factory=list)


def _value(text: str) -> float | None:
    if not _NUMBER.match(text):
        return None
    try:
        return float(text.replace(",", "").replace("%", "").replace("−", "-"))
    except ValueError:
        return None


def _right(f: Fragment) -> float:
    return f.x + f.width


def _centre_x(f: Fragment) -> float:
    return f.x + f.width / 2


def _evenly_spaced(values: list[float], positions: list[float], slack: float) -> bool:
    steps = [b - a for a, b in itertools.pairwise(values)]
    gaps = [b - a for a, b in itertools.pairwise(positions)]
    if not steps or min(steps) <= 0 or min(gaps) <= 0:
        return False
    return max(steps) - min(steps) <= 1e-6 * max(steps) and max(gaps) - min(gaps) <= slack


def _vertical_axes(numbers: list[Fragment]) -> list[list[Fragment]]:
    """Runs of ticks stacked up a value axis: right-aligned, evenly spaced values and heights."""
    axes: list[list[Fragment]] = []
    used: set[int] = set()
    for seed in numbers:
        if id(seed) in used:
            continue
        column = sorted(
            (f for f in numbers if abs(_right(f) - _right(seed)) <= 0.6 * seed.size),
            key=lambda f: f.y,
        )
        values = [_value(f.text) or 0.0 for f in column]
        if len(column) >= _MIN_TICKS - 1 and _evenly_spaced(values, [f.y for f in column], 3.0):
            # Two aligned ticks make an axis when a third continues them below (a short '0'
            # drawn off the others' right edge, as on an axis with only three ticks).
            column = _extend_up(_extend_down(column, numbers, used), numbers, used)
            if len(column) < _MIN_TICKS:
                continue
            axes.append(column)
            used.update(id(f) for f in column)
    return axes


def _extend_down(column: list[Fragment], numbers: list[Fragment], used: set[int]) -> list[Fragment]:
    """The ticks below a column that continue its values and spacing: a short tick such as '0'
    is drawn a little off the others' right edge, so alignment alone leaves it out."""
    step_value = (_value(column[1].text) or 0.0) - (_value(column[0].text) or 0.0)
    step_y = column[1].y - column[0].y
    while True:
        low = column[0]
        want_value = (_value(low.text) or 0.0) - step_value
        below = [
            f
            for f in numbers
            if id(f) not in used
            and f not in column
            and abs(f.y - (low.y - step_y)) <= 3.0
            and abs(_right(f) - _right(low)) <= 1.5 * low.size
            and abs((_value(f.text) or 0.0) - want_value) <= 1e-6 * max(abs(step_value), 1.0)
        ]
        if not below:
            return column
        column = [below[0], *column]


def _extend_up(column: list[Fragment], numbers: list[Fragment], used: set[int]) -> list[Fragment]:
    """The ticks above a column that continue its values and spacing: a longer top tick
    ('120000' over '80000') is estimated to end off the others' right edge, as a short '0' is."""
    step_value = (_value(column[-1].text) or 0.0) - (_value(column[-2].text) or 0.0)
    step_y = column[-1].y - column[-2].y
    while True:
        high = column[-1]
        want_value = (_value(high.text) or 0.0) + step_value
        above = [
            f
            for f in numbers
            if id(f) not in used
            and f not in column
            and abs(f.y - (high.y + step_y)) <= 3.0
            and abs(_right(f) - _right(high)) <= 1.5 * high.size
            and abs((_value(f.text) or 0.0) - want_value) <= 1e-6 * max(abs(step_value), 1.0)
        ]
        if not above:
            return column
        column = [*column, above[0]]


def _horizontal_axes(numbers: list[Fragment]) -> list[list[Fragment]]:
    """Runs of ticks along a value axis drawn across: one baseline, evenly spaced."""
    axes: list[list[Fragment]] = []
    used: set[int] = set()
    for seed in numbers:
        if id(seed) in used:
            continue
        row = sorted((f for f in numbers if abs(f.y - seed.y) <= 1.0), key=lambda f: f.x)
        values = [_value(f.text) or 0.0 for f in row]
        if len(row) >= _MIN_TICKS and _evenly_spaced(
            values, [_centre_x(f) for f in row], 0.4 * seed.size
        ):
            axes.append(row)
            used.update(id(f) for f in row)
    return axes


_WIDTH_EM = {**dict.fromkeys("ijl.,:;!|'", 0.25), **dict.fromkeys("frt/-()", 0.35)}
_WIDTH_EM.update({**dict.fromkeys("mwMW", 0.85), **dict.fromkeys("ABCDEGHKNOQRUVXY", 0.72)})


def _advance(text: str, size: float) -> float:
    """About how far a run of text advances along its line (a proportional sans font)."""
    return sum(_WIDTH_EM.get(ch, 0.55) for ch in text) * size


def _drawn_right(f: Fragment) -> float:
    """Where a run of text ends, estimated from its letters' widths."""
    return f.x + _advance(f.text.strip(), f.size)


def _stacked_letters(frags: list[Fragment], left_of: float) -> str:
    """A rotated axis title: drawn one letter (or ligature) per fragment, stacked in a column, a
    long title wrapping onto a second column; spaces show only as wider gaps."""
    short = sorted(
        # a ligature ('ffl') stands as one glyph, no wider across the column than a letter
        (
            f
            for f in frags
            if 1 <= len(f.text.strip()) <= 3 and min(_right(f), f.x + f.size) <= left_of
        ),
        key=lambda f: f.x,
    )
    columns: list[list[Fragment]] = []
    for f in short:
        if columns and abs(f.x - columns[-1][0].x) <= 1.0:
            columns[-1].append(f)
        else:
            columns.append([f])
    words: list[str] = []
    for column in (c for c in columns if len(c) >= 3):
        column.sort(key=lambda f: f.y)
        pairs = list(itertools.pairwise(column))
        spare = [b.y - a.y - _advance(a.text.strip(), a.size) for a, b in pairs]
        usual = sorted(spare)[len(spare) // 2]
        text = column[0].text.strip()
        for (_, b), gap in zip(pairs, spare, strict=True):
            text += (" " if gap > usual + 0.25 * b.size else "") + b.text.strip()
        words.append(text)
        frags[:] = [f for f in frags if f not in column]
    return " ".join(words)


def _pair_series(
    labels: list[Fragment], legend: list[str], across: bool
) -> list[tuple[Fragment, str | None]]:
    """Give each of one category's labels its series: left to right for columns, top to bottom
    for bars (whose legend LibreOffice lists top to bottom in the order the bars are stacked)."""
    ordered = sorted(labels, key=lambda f: -f.y) if across else sorted(labels, key=_centre_x)
    if len(legend) > 1 and len(ordered) == len(legend):
        return list(zip(ordered, legend, strict=True))
    only = legend[0] if len(legend) == 1 else None
    return [(label, only) for label in ordered]


def _join_lines(lines: list[Fragment]) -> str:
    """One name from the lines it was wrapped onto; a line broken after a hyphen ('5.1-' over
    '0005)') joins the next without a space, as LibreOffice breaks only at a hyphen it was given."""
    text = ""
    for f in lines:
        part = " ".join(f.text.split())
        if not part:
            continue
        glue = "" if not text or re.search(r"\S-$", text) else " "
        text += glue + part
    return text


def _ends_broken(lines: list[Fragment]) -> bool:
    """Whether a wrapped name's last line ends at a hyphen inside a token ('5.1-')."""
    return re.search(r"\S-$", lines[-1].text.strip()) is not None


def _legend_entries(lines: list[Fragment], most: int) -> list[str]:
    """The legend's entries, top to bottom. A long series name wraps onto lines set closer than
    the legend's entries are (about 1.15 against 1.35 of the text size); lines are joined only
    when the legend has more lines than any category has labels, so a legend of as many entries
    as there are series stays as it is."""
    if len(lines) <= max(most, 1):
        return [" ".join(f.text.split()) for f in lines]
    entries: list[list[Fragment]] = []
    for f in lines:  # top to bottom
        previous = entries[-1][-1] if entries else None
        if previous is not None and previous.y - f.y <= 1.25 * previous.size:
            entries[-1].append(f)
        else:
            entries.append([f])
    return [_join_lines(entry) for entry in entries]


# A data label wrapped in a narrow column: '2,494,31' over '0' (its last group cut short).
_CUT_GROUPS = re.compile(r"^\d{1,3}(?:,\d{3})*,\d{1,2}$")


def _join_wrapped_labels(fragments: list[Fragment]) -> list[Fragment]:
    """Join a number whose last digit group was wrapped onto the next line back into one label."""
    out = list(fragments)
    for head in fragments:
        if not head.visible or not _CUT_GROUPS.match(head.text.strip()):
            continue
        tail = next(
            (
                f
                for f in out
                if f is not head
                and f.visible
                and re.fullmatch(r"\d{1,2}", f.text.strip())
                and 0 < head.y - f.y <= 1.6 * head.size
                and head.x <= f.x <= _right(head)
                and len(head.text.strip().rsplit(",", 1)[-1] + f.text.strip()) == 3
            ),
            None,
        )
        if tail is None or head not in out:
            continue
        joined = dataclasses.replace(head, text=head.text.strip() + tail.text.strip())
        out[out.index(head)] = joined
        out.remove(tail)
    return out


def _rotated_step(previous: Fragment, f: Fragment) -> bool:
    """Whether `f` is the next glyph after `previous` along a line of text rotated upwards by
    about 45 degrees: one glyph each, the same size, about half an em on and half an em up."""
    if len(f.text) != 1 or f.size != previous.size or f.visible != previous.visible:
        return False
    dx, dy = f.x - previous.x, f.y - previous.y
    return (
        0.3 * f.size <= dx <= 0.65 * f.size
        and 0.3 * f.size <= dy <= 0.65 * f.size
        and abs(dx - dy) <= 0.15 * f.size
    )


def _join_rotated_runs(fragments: list[Fragment]) -> list[Fragment]:
    """Join the glyphs of a number LibreOffice drew slanted (tick labels turned 45 degrees on a
    crowded axis: '3', '0', '0', ... one glyph each, stepping up and to the right) back into one
    fragment at its first glyph, so the axis reads as its numbers."""
    out: list[Fragment] = []
    run: list[Fragment] = []

    def flush() -> None:
        if len(run) >= 2 and _value("".join(f.text for f in run)) is not None:
            out.append(dataclasses.replace(run[0], text="".join(f.text for f in run)))
        else:
            out.extend(run)
        run.clear()

    for f in fragments:
        if run and _rotated_step(run[-1], f):
            run.append(f)
            continue
        flush()
        if len(f.text) == 1 and f.text in "0123456789-−":
            run.append(f)
        else:
            out.append(f)
    flush()
    return out


def find_charts(fragments: list[Fragment]) -> tuple[list[PdfChart], list[Fragment]]:
    """The charts drawn on a page, and the fragments that are not part of any of them."""
    fragments = _join_rotated_runs(_join_wrapped_labels(fragments))
    visible = [f for f in fragments if f.visible and f.text.strip()]
    numbers = [f for f in visible if _value(f.text.strip()) is not None]
    charts: list[PdfChart] = []
    consumed: set[int] = set()
    for axis in _vertical_axes(numbers):
        chart = _read_chart(axis, visible, numbers, consumed, across=False)
        if chart is not None:
            charts.append(chart)
    for axis in _horizontal_axes([f for f in numbers if id(f) not in consumed]):
        chart = _read_chart(axis, visible, numbers, consumed, across=True)
        if chart is not None:
            charts.append(chart)
    rest = [f for f in fragments if id(f) not in consumed]
    return charts, rest


def _read_chart(
    axis: list[Fragment],
    visible: list[Fragment],
    numbers: list[Fragment],
    consumed: set[int],
    across: bool,
) -> PdfChart | None:
    size = max(f.size for f in axis)
    ticks = {id(f) for f in axis}
    free = [f for f in visible if id(f) not in consumed and id(f) not in ticks]
    # Chart text is drawn at about the ticks' size; a footnote or fine print under the chart is not.
    words = [f for f in free if _value(f.text.strip()) is None and f.size >= 0.8 * size]
    if across:  # bars: ticks along the bottom, categories stacked to the left
        base = axis[0].y
        start = min(f.x for f in axis)
        # The plot starts at the first tick's centre; the category names end left of it, set
        # flush right against it, whatever their lengths ('Krai, Open (5.1-0381)' over 'Dell').
        plot_left = _centre_x(min(axis, key=lambda f: f.x))
        # Both width estimates may overshoot a long name by a few per cent of its length; a
        # name still starts well left of the plot.
        categories = [
            f
            for f in words
            if min(_right(f), _drawn_right(f)) <= plot_left + 0.05 * f.width
            and base < f.y < base + 12 * size
        ]
        left_words = list(categories)
        if categories:
            anchor = max(_drawn_right(f) for f in categories)
            categories = [f for f in categories if anchor - _drawn_right(f) <= 1.5 * size]
        labels = [
            f
            for f in numbers
            if id(f) not in consumed
            and id(f) not in ticks
            and f.size >= 0.8 * size
            and f.y > base
            and f.x >= start - 5.0
            and f.y < base + 12 * size
        ]
    else:  # columns and lines: ticks up the left, categories along the bottom
        base = axis[0].y
        axis_x = max(_right(f) for f in axis)
        top = axis[-1].y
        candidates = [f for f in words if f.x >= axis_x - 2.0 and base - 2.5 * size < f.y < base]
        categories = []
        if candidates:
            line = max(candidates, key=lambda f: f.y).y
            categories = [f for f in candidates if abs(f.y - line) <= 1.0]
        labels = [
            f
            for f in numbers
            if id(f) not in consumed
            and id(f) not in ticks
            and f.size >= 0.8 * size
            and f.x >= axis_x - 5.0
            and base - size < f.y < top + 2.5 * size
        ]
    if not categories or not labels:
        return None
    plot_right = max(_right(f) for f in [*axis, *categories, *labels])
    plot_top = max(f.y for f in [*axis, *categories, *labels])
    plot_bottom = min(f.y for f in [*axis, *categories, *labels])
    plot_left = min(f.x for f in [*axis, *categories, *labels])
    used = {id(f) for f in [*categories, *labels]}
    wrapped = {id(c): [] for c in categories}
    if across:
        categories = _join_bar_names(categories, left_words, wrapped, used)
    if not across:  # a long category name wraps onto lines under its first, centred alike
        # A bare number continues a name only after a line broken at a hyphen ('DGX B200 box,
        # 5.1-' over '0069'); any other number under a category is no part of its name.
        word_ids = {id(f) for f in words}
        digits = [
            f for f in free if id(f) not in used and id(f) not in word_ids and f.size >= 0.8 * size
        ]
        for f in sorted([*words, *digits], key=lambda f: -f.y):
            if id(f) in used:
                continue
            owner = next(
                (
                    c
                    for c in categories
                    if (id(f) in word_ids or _ends_broken([c, *wrapped[id(c)]]))
                    and 0.3 * c.size
                    < c.y - f.y - 1.35 * c.size * len(wrapped[id(c)])
                    <= 1.6 * c.size
                    and abs(_centre_x(f) - _centre_x(c)) <= 1.5 * c.size
                ),
                None,
            )
            if owner is not None:
                wrapped[id(owner)].append(f)
                used.add(id(f))
    legend_frags = [
        f
        for f in words
        if id(f) not in used and f.x > plot_right and plot_bottom - size <= f.y <= plot_top + size
    ]
    if legend_frags:
        anchor = min(legend_frags, key=lambda f: f.x).x
        legend_frags = [f for f in legend_frags if abs(f.x - anchor) <= 3.0]
    legend_frags.sort(key=lambda f: -f.y)
    used.update(id(f) for f in legend_frags)
    titles: list[str] = []
    # A rotated axis title is drawn a letter (or a ligature, 'ffl') at a time left of the plot; its
    # pieces belong to that title, not to a title above or below the plot.
    letters_left = {
        id(f)
        for f in words
        if len(f.text.strip()) <= 3
        and f.x < plot_left
        and plot_bottom - 2.5 * size <= f.y <= plot_top
    }
    above = [
        f
        for f in words
        if id(f) not in used
        and id(f) not in letters_left
        and plot_top < f.y <= plot_top + 12 * size
        and f.x < plot_right
        and _right(f) > plot_left
    ]
    if above:
        # A long title wraps: take the nearest line, then the lines stacked right above it.
        baselines: list[list[Fragment]] = []
        for f in sorted(above, key=lambda f: (f.y, f.x)):
            if baselines and abs(f.y - baselines[-1][0].y) <= 1.0:
                baselines[-1].append(f)
            else:
                baselines.append([f])
        lines = [baselines[0]] if baselines[0][0].y <= plot_top + 4 * size else []
        for line in baselines[1:] if lines else []:
            previous = lines[-1][0]
            if line[0].y - previous.y > 1.6 * previous.size:
                break
            if abs(line[0].size - lines[0][0].size) < 0.5:
                lines.append(line)
        titles.append(" ".join(" ".join(f.text.split()) for line in reversed(lines) for f in line))
        used.update(id(f) for line in lines for f in line)
    below = [
        f
        for f in words
        if id(f) not in used
        and id(f) not in letters_left
        and plot_bottom - 2.5 * size <= f.y < plot_bottom
        and f.x < plot_right
        and _right(f) > plot_left
    ]
    if below:
        axis_title = max(below, key=lambda f: f.y)
        titles.append(" ".join(axis_title.text.split()))
        used.add(id(axis_title))
    loose = [f for f in free if id(f) not in used and f.size >= 0.8 * size]
    before = {id(f) for f in loose}
    letters = _stacked_letters(loose, plot_left + 1.0)
    if letters:
        titles.append(letters)
        used.update(before - {id(f) for f in loose})
    chart = PdfChart(titles=titles, box=(plot_left, plot_bottom, plot_right, plot_top))
    by_category: dict[int, list[Fragment]] = {id(c): [] for c in categories}
    for label in labels:
        if across:  # a bar sits level with the middle of its name's lines
            nearest = min(
                categories, key=lambda c: abs(_middle_y(c, wrapped[id(c)]) - (label.y + size / 3))
            )
        else:
            nearest = min(categories, key=lambda c: abs(_centre_x(c) - _centre_x(label)))
        by_category[id(nearest)].append(label)
    ordered = (
        sorted(categories, key=lambda c: -c.y) if across else sorted(categories, key=_centre_x)
    )
    most = max(len(found) for found in by_category.values())
    legend = _legend_entries(legend_frags, most)
    for category in ordered:
        name = _join_lines([category, *wrapped[id(category)]])
        for label, series in _pair_series(by_category[id(category)], legend, across):
            chart.points.append((name, series, label.text.strip()))
    chart.unplaced = _unplaced(axis, categories, by_category, wrapped, legend, chart)
    consumed.update(used)
    consumed.update(ticks)
    return chart


def _drawn_centre(f: Fragment) -> float:
    return f.x + _advance(f.text.strip(), f.size) / 2


def _middle_y(first: Fragment, more: list[Fragment]) -> float:
    """The height a bar is drawn at beside its name: the middle of the name's lines."""
    last = more[-1] if more else first
    return (first.y + last.y) / 2 + first.size / 3


def _join_bar_names(
    categories: list[Fragment],
    left_words: list[Fragment],
    wrapped: dict[int, list[Fragment]],
    used: set[int],
) -> list[Fragment]:
    """A long bar name wraps onto lines set closely under its first, each centred on the same
    point; the first line sits flush right, the others may not. Returns the names' first lines."""
    firsts: list[Fragment] = []
    for f in sorted(left_words, key=lambda f: -f.y):
        owner = firsts[-1] if firsts else None
        if owner is not None:
            last = wrapped[id(owner)][-1] if wrapped[id(owner)] else owner
            if (
                0.3 * f.size < last.y - f.y <= 1.3 * f.size
                and abs(_drawn_centre(f) - _drawn_centre(owner)) <= 1.5 * f.size
            ):
                wrapped[id(owner)].append(f)
                used.add(id(f))
                continue
        if any(f is c for c in categories):
            firsts.append(f)
    return firsts


def _unplaced(
    axis: list[Fragment],
    categories: list[Fragment],
    by_category: dict[int, list[Fragment]],
    wrapped: dict[int, list[Fragment]],
    legend: list[str],
    chart: PdfChart,
) -> list[str]:
    """The chart's texts that neither its titles nor its points carry, the ticks first."""
    texts = [" ".join(" ".join(f.text.split()) for f in axis)]
    for category in categories:
        if not by_category[id(category)]:
            texts.extend(" ".join(f.text.split()) for f in [category, *wrapped[id(category)]])
    series = {s for _, s, _ in chart.points}
    texts.extend(t for t in legend if t not in series)
    return [t for t in texts if t]
