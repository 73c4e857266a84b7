"""Open a presentation with python-pptx and read every slide, within the read limits."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from pptx import Presentation
from pptx.util import Emu

from extractors.limits import ReadLimits
from extractors.models import BlockRole, Deck, DeckKind, DeckReadError, Page
from extractors.pptx_preflight import classify_pptx_error, preflight_pptx
from extractors.pptx_reader.slide import LayoutCache, SlideReader
from extractors.pptx_reader.style import SlideStyle

_DEFAULT_TEXT_STYLE = "{http://schemas.openxmlformats.org/presentationml/2006/main}defaultTextStyle"


def read_pptx(
    path: Path,
    sha256: str,
    limits: ReadLimits,
    kind: DeckKind = DeckKind.PPTX,
    progress: Callable[[int, int], None] | None = None,
) -> Deck:
    """Read every slide of a PPTX deck into blocks; raises DeckReadError when it cannot be read."""
    preflight_pptx(path, limits)
    try:
        prs = Presentation(str(path))
        width = float(Emu(prs.slide_width or 0).pt) if prs.slide_width else 720.0
        height = float(Emu(prs.slide_height or 0).pt) if prs.slide_height else 540.0
    except DeckReadError:
        raise
    except Exception as exc:  # lxml depth/entity limits, missing parts, damaged XML
        raise classify_pptx_error(exc) from exc
    deck = Deck(path=str(path), kind=kind, sha256=sha256)
    try:
        slides = list(_slides(prs))
        if len(slides) > limits.max_pages:
            raise DeckReadError(
                "over-limit: slides",
                f"the deck has {len(slides):,} slides; the limit is {limits.max_pages:,}",
            )
        total_chars = 0
        layouts: dict[str, LayoutCache] = {}
        shared: dict[Any, Any] = {}  # themes and placeholders of masters and layouts
        default_text = prs.part._element.find(_DEFAULT_TEXT_STYLE)
        for index, slide in enumerate(slides):
            hidden = slide._element.get("show") in ("0", "false")
            layout = layouts.setdefault(_layout_key(slide), LayoutCache({}))
            style = SlideStyle(slide, shared, default_text)
            reader = SlideReader(slide, index + 1, width, height, limits, layout, style)
            blocks = reader.read()
            if hidden:
                for block in blocks:
                    if block.visible and block.role != BlockRole.NOTES:
                        block.visible = False
                        block.hidden_reason = "hidden slide"
            total_chars += sum(len(b.text) for b in blocks)
            if total_chars > limits.max_text_chars:
                raise DeckReadError(
                    "over-limit: text",
                    f"the deck holds more than {limits.max_text_chars:,} characters of text",
                )
            title = next((b.text for b in blocks if b.role == BlockRole.TITLE), None)
            deck.pages.append(
                Page(
                    number=index + 1,
                    title=title,
                    hidden=hidden,
                    width=width,
                    height=height,
                    blocks=blocks,
                    tool_marks=reader.tool_marks,
                )
            )
            if progress is not None:
                progress(index + 1, len(slides))
        deck.metadata = _core_properties(prs)
    except DeckReadError:
        raise
    except RecursionError as exc:
        raise DeckReadError("over-limit: nesting", "the deck nests its XML too deeply") from exc
    except Exception as exc:
        raise DeckReadError("corrupt", f"a slide cannot be read: {_short(exc)}") from exc
    return deck


def _layout_key(slide: Any) -> str:
    """Which layout a slide's placeholders inherit from; unique per slide when it has none."""
    try:
        return str(slide.slide_layout.part.partname)
    except Exception:
        return f"no-layout-{id(slide)}"


def _slides(prs: Any) -> Iterator[Any]:
    yield from prs.slides


def _core_properties(prs: Any) -> dict[str, str]:
    try:
        props = prs.core_properties
        values = {
            "Title": props.title,
            "Subject": props.subject,
            "Keywords": props.keywords,
            "Author": props.author,
            "Comments": props.comments,
        }
    except Exception:
        return {}
    return {k: str(v)[:2000] for k, v in values.items() if v}


def _short(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return text[:200]
