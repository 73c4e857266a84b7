"""Where a claim's labels may come from, found once when the deck is read.

A claim is read in layers, nearest first: its own text; its own footnote(s), bound by marker
(superscript digits or letters, *, †, ‡); its table header, chart title and axis titles; the
slide's title, heading text boxes and subtitle; and deck-level statements (the title slide, or a
disclosure or legal slide that covers every result). This module finds those layers; the claim
finder stores them on each claim's context, and the labels and checks read them from there.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from extractors.models import Block, BlockRole, DeckKind, Page

# Superscript characters as readers write superscript runs (see `superscript`), and their plain
# forms. Letters use the Unicode modifier letters, digits the superscript digits.
_SUPER_DIGITS = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")
_SUPER_LETTERS = dict(zip("abcdefghijklmnoprstuvwxyz", "ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻ", strict=True))
_PLAIN = {v: k for k, v in _SUPER_LETTERS.items()} | {
    s: d for d, s in zip("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹", strict=True)
}
_SUPER_CHARS = "".join(_PLAIN)
MARKER_RUN = re.compile(
    rf"[{_SUPER_CHARS}]+(?:,[{_SUPER_CHARS}]+)*|[*†‡§]+"
    # '[2]' or '(2)' set after a word or figure, as decks without superscript write markers
    r"|(?<=\S)\s?\[(?P<br>\d{1,2}|[a-z])\](?=$|[\s.,;:)])"
    r"|(?<=[\w%/])\s?\((?P<par>\d{1,2})\)(?=$|[\s.,;:])"
)
# Every character a marker run can start with: text without one has no marker (most text).
_MARKER_START = re.compile(rf"[{_SUPER_CHARS}*†‡§\[(]")
_SHORT_MARKER = re.compile(r"^(?:\d{1,2}|[a-zA-Z]|[*†‡§]{1,3})$")
# A footnote starts with its marker: a superscript, a symbol, "[1]", "(a)", "1." or "a " (the
# last two only where the slide's other footnotes start the same way).
_FOOTNOTE_KEY = re.compile(
    rf"^\s*(?:(?P<sup>[{_SUPER_CHARS}]+)|(?P<sym>[*†‡§]+)|\[(?P<br>\w{{1,2}})\]|"
    r"\((?P<par>\w{1,2})\)|(?P<plain>\d{1,2}|[a-z])(?:[.):]\s*|\s+)(?=\S))"
)
COVERS_ALL = re.compile(
    r"\b(?:all|every|each)\s+(?:\w+\s+){0,2}(?:results?|figures?|scores?|numbers?|claims?)\b|"
    r"\bunless\s+(?:otherwise\s+)?(?:noted|stated|indicated)\b|"
    r"\b(?:throughout|in)\s+this\s+(?:deck|presentation|document|brief|sheet)\b",
    re.IGNORECASE,
)
# A slide given over to disclosures speaks for every result in the deck: its sentences that name
# a division, scenario or round label the claims on every other slide.
_DISCLOSURE_QUALIFIER = (
    r"(?:important|legal|benchmark|results?|performance|test|testing|system|data|mlperf|"
    r"configuration)"
)
_DISCLOSURE_ITEM = (
    rf"(?:(?:{_DISCLOSURE_QUALIFIER}\s+)?(?:disclosures?|notices?|disclaimers?|methodology|"
    r"fine\s+print|sources|references|citations|(?:end|foot)?notes|legal)"
    rf"|{_DISCLOSURE_QUALIFIER}\s+(?:information|details|configurations?)"
    r"|about\s+(?:these|the)\s+(?:results|figures|benchmarks|numbers)"
    r"|notes\s+on\s+(?:the\s+)?(?:results|benchmarks|figures|numbers)"
    # 'How we tested', 'Claims substantiation': the press-release and datasheet names
    r"|how\s+we\s+(?:tested|measured|benchmarked|ran\s+the\s+(?:tests|benchmarks))"
    r"|(?:performance\s+)?claims?\s+substantiation|substantiation)"
    # '... for editors', '... to editors': a release's notes for the press
    r"(?:\s+(?:for|to)\s+(?:the\s+)?(?:editors|press|media|journalists|reviewers|analysts|readers))?"
)
DISCLOSURE_TITLE = re.compile(
    r"^\W*(?:appendix\s*[:\-–—]?\s*)?"
    + _DISCLOSURE_ITEM
    + r"(?:\s*(?:,|&|\band\b)\s*"
    + _DISCLOSURE_ITEM
    + r")*\W*$",
    re.IGNORECASE,
)
_LABEL_WORDS = re.compile(
    r"\b(?:closed|open)\s+division\b|\bdivision\b|\b(?:server|offline|single\s?stream|"
    r"multi\s?stream|interactive)\s+scenario\b|\bscenario\b|\binference\s+v?\d\.\d\b|"
    r"\bround\s+v?\d\.\d\b",
    re.IGNORECASE,
)
HEADING_MIN_PT = 16.0
HEADING_MAX_WORDS = 18
HEADING_TOP_SHARE = 0.3


def superscript(text: str) -> str:
    """A superscript run as the readers keep it: digits and letters in their superscript forms.

    Only short runs that look like footnote markers are changed; other raised text is kept.
    """
    stripped = text.strip()
    if not _SHORT_MARKER.match(stripped) and not re.fullmatch(r"\d{1,2}(?:,\d{1,2})+", stripped):
        return text
    out = stripped.translate(_SUPER_DIGITS)
    return "".join(_SUPER_LETTERS.get(ch, ch) for ch in out)


def split_markers(text: str, note_keys: set[str] | None = None) -> tuple[str, list[str]]:
    """Text with its footnote markers taken out, and the markers in plain form ('¹ᵃ*' -> 1, a, *).

    Symbols count only right after a word, a figure or punctuation (not '* note' at the start).
    With `note_keys` (the keys of the notes in the text's reach, lower-cased), a number in round
    brackets is a marker only where a note carries it: otherwise it is the text's own (a count of
    accelerators in 'Dell XE9680L, B200 (8)').
    """
    if not _MARKER_START.search(text):
        return text, []
    markers: list[str] = []
    pieces: list[str] = []
    last = 0
    for match in MARKER_RUN.finditer(text):
        raw = match.group(0)
        if raw[0] in "*†‡§" and (match.start() == 0 or text[match.start() - 1].isspace()):
            continue
        if note_keys is not None and match.group("par") and match.group("par") not in note_keys:
            continue
        pieces.append(text[last : match.start()])
        last = match.end()
        bracketed = match.group("br") or match.group("par")
        if bracketed:
            markers.append(bracketed)
        elif raw[0] in "*†‡§":
            markers.append(raw)
        else:
            for part in raw.split(","):
                markers.append("".join(_PLAIN.get(ch, ch) for ch in part))
    if not markers:
        return text, []
    pieces.append(text[last:])
    # A PDF reader sets a space after a raised marker: 'in 290 ms .' reads 'in 290 ms.'
    return _SPACE_BEFORE_STOP.sub("", "".join(pieces)), markers


_SPACE_BEFORE_STOP = re.compile(r"(?<=\S)\s+(?=[.,;:!?](?:\s|$))")


# A marker set inline after a word, as a PDF writer that cannot raise text leaves it ('four
# copies of the Intel result1' over the footnote '1 Brightwater arithmetic ...'): one digit glued
# to the end of a lower-case word or a closing bracket. It counts only where a footnote of the
# same slide starts with that digit.
# A digit glued to a word of three small letters ('result1') or to an acronym's plural ('GPUs1',
# 'LLMs2': no model or product name ends in a small 's' and a digit) is an inline marker.
_INLINE_MARKER = re.compile(
    r"(?:(?<=[a-z]{3})|(?<=[A-Z]{2}s)|(?<=[)%]))(?P<key>[1-9])(?=$|[\s.,;:)])"
)


def inline_markers(text: str) -> set[str]:
    """The digits glued to the end of words in `text` that may be inline footnote markers."""
    return {m.group("key") for m in _INLINE_MARKER.finditer(text)}


def split_inline_markers(text: str, keys: set[str]) -> tuple[str, list[str]]:
    """Text without the inline markers whose digit is one of the slide's footnote `keys`, and
    those markers."""
    if not keys:
        return text, []
    markers: list[str] = []

    def take(match: re.Match[str]) -> str:
        if match.group("key") not in keys:
            return match.group(0)
        markers.append(match.group("key"))
        return ""

    return _INLINE_MARKER.sub(take, text), markers


_ENDING_MARKER = re.compile(
    rf"(?:[{_SUPER_CHARS}*†‡§]|\[\w{{1,2}}\]|\(\d{{1,2}}\)|(?:(?<=[a-z]{{3}})|(?<=[A-Z]{{2}}s))[1-9])"
    r"[\s.;:!?]*$"
)


def ends_with_marker(text: str) -> bool:
    """Whether a footnote marker (raised, bracketed or set inline) ends the sentence."""
    return _ENDING_MARKER.search(text) is not None


def footnote_key(text: str, plain_allowed: bool) -> str | None:
    """The marker a footnote starts with, in plain form, or None for an unmarked footnote."""
    match = _FOOTNOTE_KEY.match(text)
    if match is None:
        return None
    if match.group("sup"):
        return "".join(_PLAIN.get(ch, ch) for ch in match.group("sup"))
    if match.group("plain") and not plain_allowed:
        return None
    return match.group("sym") or match.group("br") or match.group("par") or match.group("plain")


@dataclass(frozen=True)
class Footnote:
    """One footnote of a slide: its text and the marker that binds it (None: unmarked)."""

    text: str
    key: str | None


def page_footnotes(page: Page, inline: set[str] | None = None) -> list[Footnote]:
    """The visible footnotes of a page with their markers.

    A plain leading '1.' or 'a' counts as a marker only when at least two footnotes of the slide
    start that way with different markers: a lone 'A' is more likely the article. `inline` is
    the page's `inline_footnote_keys`, when the caller has them already.
    """
    texts = [b.text for b in page.blocks if b.visible and b.role == BlockRole.FOOTNOTE]
    plain_keys = {footnote_key(t, True) for t in texts} - {None}
    strict_keys = [footnote_key(t, False) for t in texts]
    plain_allowed = len(plain_keys) >= 2 and len(plain_keys) > sum(
        k is not None for k in strict_keys
    )
    used = {
        marker.lower()
        for b in page.blocks
        if b.visible and b.role != BlockRole.FOOTNOTE
        for marker in split_markers(b.text)[1]
    }
    inline = inline_footnote_keys(page) if inline is None else inline
    used |= inline
    notes = []
    for text in texts:
        plain_key = footnote_key(text, True)
        key = plain_key if plain_key in inline else footnote_key(text, plain_allowed)
        # A footnote whose marker no text on the slide carries covers the slide, as an unmarked one.
        notes.append(Footnote(text, key if key is not None and key.lower() in used else None))
    return notes


def inline_footnote_keys(page: Page) -> set[str]:
    """The digits that are inline footnote markers on this page: a footnote starts with the
    digit, and text outside the footnotes carries it glued to a word ('result1'), while none of
    the slide's text carries a raised marker."""
    blocks = [b for b in page.blocks if b.visible]
    notes = [b.text for b in blocks if b.role == BlockRole.FOOTNOTE]
    if not notes:
        return set()
    others = [b.text for b in blocks if b.role not in (BlockRole.FOOTNOTE, BlockRole.NOTES)]
    if any(split_markers(t)[1] for t in others):
        return set()  # a slide whose markers are raised has none inline
    keys = {k for k in (footnote_key(t, True) for t in notes) if k is not None and k.isdigit()}
    glued = set().union(*(inline_markers(t) for t in others)) if others else set()
    return keys & glued


def bound_footnotes(markers: list[str], footnotes: list[Footnote]) -> list[str]:
    """The footnotes a claim reads: those its markers point to, then the unmarked ones.

    A claim without markers gets only unmarked footnotes: a footnote bound to another claim by
    its marker is that claim's, not this one's.
    """
    wanted = [m.lower() for m in markers]
    bound = [f.text for m in wanted for f in footnotes if f.key is not None and f.key.lower() == m]
    return bound + [f.text for f in footnotes if f.key is None]


def _top_share(block: Block, page: Page, kind: DeckKind) -> float | None:
    box = block.location.bbox
    if box is None or not page.height:
        return None
    if kind == DeckKind.PDF:  # PDF boxes count from the bottom of the page
        return max(0.0, (page.height - box.y1) / page.height)
    return max(0.0, box.y0 / page.height)


def page_headings(page: Page, kind: DeckKind, has_metric) -> list[str]:
    """Heading text boxes and subtitles: short, large text near the top that is no claim itself.

    PDF exports have no placeholders, so position and size decide; the title is returned first.
    """
    out = [page.title] if page.title else []
    shapes: dict[str | None, int] = {}
    for block in page.blocks:
        shapes[block.group] = shapes.get(block.group, 0) + 1
    for block in page.blocks:
        if not block.visible or block.role != BlockRole.BODY or block.text in out:
            continue
        if block.text.rstrip().endswith((".", "!", "?", ";")):
            continue  # a sentence: a bullet, not a heading
        if kind != DeckKind.PDF and shapes.get(block.group, 0) > 1:
            continue  # a heading box holds one paragraph; a body placeholder holds bullets
        share = _top_share(block, page, kind)
        size = block.font_size or 0.0
        if share is None or share > HEADING_TOP_SHARE or size < HEADING_MIN_PT:
            continue
        if len(block.text.split()) > HEADING_MAX_WORDS or has_metric(block.text):
            continue
        if kind == DeckKind.PDF and _body_above(block, page, share):
            continue  # a short bullet under a sentence is one of the bullets, not their heading
        out.append(block.text)
    return out


def _body_above(block: Block, page: Page, share: float) -> bool:
    """Whether a sentence of body text sits above `block` on a PDF page."""
    for other in page.blocks:
        if other is block or not other.visible or other.role != BlockRole.BODY:
            continue
        if not other.text.rstrip().endswith((".", "!", "?", ";")):
            continue
        other_share = _top_share(other, page, DeckKind.PDF)
        if other_share is not None and other_share < share:
            return True
    return False


def is_title_slide(page: Page, has_metric) -> bool:
    """A first page that is a title slide: a few short lines and no figure of its own."""
    texts = [
        b.text for b in page.blocks if b.visible and b.role in (BlockRole.TITLE, BlockRole.BODY)
    ]
    # A results slide (a table or a chart under its title) is no title slide, however few its lines.
    results = any(
        b.visible and b.role in (BlockRole.TABLE_ROW, BlockRole.CHART_POINT) for b in page.blocks
    )
    return bool(texts) and len(texts) <= 6 and not results and not any(has_metric(t) for t in texts)


def deck_statements(pages: list[Page], kind: DeckKind, has_metric, split) -> list[str]:
    """Deck-level statements: the title slide's lines, sentences that cover every result, and
    the sentences of a disclosure slide (titled Disclosures, Notices, Methodology...) that name a
    division, scenario or round."""
    out: list[str] = []
    if pages and is_title_slide(pages[0], has_metric):
        lines = [
            b.text
            for b in pages[0].blocks
            if b.visible and b.role in (BlockRole.TITLE, BlockRole.BODY)
        ]
        out.append(" ".join(lines))
    for page in pages:
        disclosure = bool(page.title and DISCLOSURE_TITLE.match(page.title))
        for block in page.blocks:
            if not block.visible or block.role not in (BlockRole.BODY, BlockRole.FOOTNOTE):
                continue
            if disclosure and footnote_key(block.text, True) is not None:
                continue  # a numbered endnote speaks for the claims that carry its marker
            for sentence in split(block.text):
                # the wording first: most sentences cover nothing, and reading metrics costs more
                if not (
                    COVERS_ALL.search(sentence) or (disclosure and _LABEL_WORDS.search(sentence))
                ):
                    continue
                if not has_metric(sentence) and sentence not in out:
                    out.append(sentence)
    return out


def deck_endnotes(pages: list[Page]) -> dict[str, list[str]]:
    """Notes on a disclosure or endnotes slide that start with a marker ('¹ MLPerf Inference
    v5.1, Closed, Offline'), by marker in plain form: a claim on another slide carrying that
    marker reads them when its own slide has no footnote of that marker."""
    out: dict[str, list[str]] = {}
    for page in pages:
        if not (page.title and DISCLOSURE_TITLE.match(page.title)):
            continue
        texts = [
            b.text
            for b in page.blocks
            if b.visible and b.role in (BlockRole.BODY, BlockRole.FOOTNOTE)
        ]
        keys = [footnote_key(t, True) for t in texts]
        plain_allowed = len({k for k in keys if k is not None}) >= 2
        for text in texts:
            key = footnote_key(text, plain_allowed)
            if key is not None:
                out.setdefault(key.lower(), []).append(text)
    return out
