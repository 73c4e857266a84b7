"""Look at the rendered page before calling PDF text hidden: text is hidden only if it leaves no ink.

The graphics-state walk (`extractors.pdf_visibility`) can only suspect: a colour set through a
space it cannot evaluate, a shape that only looks as if it covers the text, a soft mask or a blend
mode can all leave the text visible. PDFium (through pypdfium2) renders the part of the page that
holds the suspects, and each suspect's glyph box is inspected: if pixels there stand out from the
box's own background, the text shows and the verdict is dropped.

A page is rendered only when it has suspects, only the area around them, and never when its images
declare more pixels than MAX_IMAGE_PIXELS (the verdict then stands as the graphics state gave it).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np

Box = tuple[float, float, float, float]
SCALE = 2.0  # 144 dpi: glyphs of 3 pt and more leave several pixels of ink
MAX_RENDER_PIXELS = 16_000_000
MAX_IMAGE_PIXELS = 60_000_000
INK_LEVEL = 48  # grey levels (of 255) from the background that count as ink
INK_PIXELS = 4  # fewer is anti-aliasing at the box's edge

log = logging.getLogger(__name__)


class InkChecker:
    """Renders pages of one PDF with PDFium on demand; opened lazily, closed with `close`."""

    def __init__(self, path: Path, password: str | None = None) -> None:
        self.path = path
        self.password = password
        self._document: Any = None
        self._failed = False

    def shows_ink(self, page_index: int, boxes: list[Box], pypdf_page: Any = None) -> list[bool]:
        """For each box (absolute PDF user space), whether the rendered page shows ink inside it.

        On any failure to render, every box is reported without ink, so the caller's own verdict
        stands.
        """
        if not boxes:
            return []
        if pypdf_page is not None and _image_pixels(pypdf_page) > MAX_IMAGE_PIXELS:
            return [False] * len(boxes)
        try:
            image, to_pixels = self._render(page_index, boxes)
        except Exception as exc:  # a page PDFium cannot render leaves the verdicts as they are
            log.debug("ink check of page %d skipped: %s", page_index + 1, exc)
            return [False] * len(boxes)
        return [_has_ink(image, to_pixels(box)) for box in boxes]

    def close(self) -> None:
        """Release the PDFium document."""
        if self._document is not None:
            self._document.close()
            self._document = None

    def _open(self) -> Any:
        if self._document is None:
            import pypdfium2 as pdfium

            self._document = pdfium.PdfDocument(str(self.path), password=self.password)
        return self._document

    def _render(self, page_index: int, boxes: list[Box]) -> tuple[np.ndarray, Any]:
        page = self._open()[page_index]
        try:
            page.set_rotation(0)  # keep bitmap axes on the page's own axes
            left, bottom, right, top = page.get_cropbox()
            x0 = max(left, min(b[0] for b in boxes) - 4)
            y0 = max(bottom, min(b[1] for b in boxes) - 4)
            x1 = min(right, max(b[2] for b in boxes) + 4)
            y1 = min(top, max(b[3] for b in boxes) + 4)
            if x1 <= x0 or y1 <= y0:
                raise ValueError("the suspects lie outside the crop box")
            scale = SCALE
            area = (x1 - x0) * (y1 - y0) * scale * scale
            if area > MAX_RENDER_PIXELS:
                scale = max(0.25, scale * (MAX_RENDER_PIXELS / area) ** 0.5)
            bitmap = page.render(
                scale=scale,
                crop=(x0 - left, y0 - bottom, right - x1, top - y1),
                grayscale=True,
                draw_annots=True,
                may_draw_forms=False,
            )
            import numpy as np  # only a page with suspected text is rendered: most decks never are

            image = np.array(bitmap.to_numpy(), copy=True)
        finally:
            page.close()
        if image.ndim == 3:
            image = image.mean(axis=2)

        def to_pixels(box: Box) -> tuple[int, int, int, int]:
            bx0, by0, bx1, by1 = box
            c0 = int(max(0.0, (bx0 - x0) * scale))
            c1 = int(min(image.shape[1], (bx1 - x0) * scale))
            r0 = int(max(0.0, (y1 - by1) * scale))
            r1 = int(min(image.shape[0], (y1 - by0) * scale))
            return r0, r1, c0, c1

        return image, to_pixels


def _has_ink(image: np.ndarray, window: tuple[int, int, int, int]) -> bool:
    import numpy as np

    r0, r1, c0, c1 = window
    if r1 - r0 < 1 or c1 - c0 < 1:
        return False
    area = image[r0:r1, c0:c1].astype(np.int16)
    border = np.concatenate([area[0], area[-1], area[:, 0], area[:, -1]])
    background = int(np.median(border))
    return int((np.abs(area - background) > INK_LEVEL).sum()) >= INK_PIXELS


def _image_pixels(pypdf_page: Any) -> int:
    """Pixels the page's own images declare (one level of forms deep), to keep bombs unrendered."""
    total = 0
    try:
        resources = pypdf_page.get("/Resources")
        stack = [resources.get_object() if resources is not None else None]
        for _depth in range(2):
            following = []
            for res in stack:
                if not isinstance(res, dict):
                    continue
                xobjects = res.get("/XObject")
                xobjects = xobjects.get_object() if xobjects is not None else {}
                for ref in list(xobjects.values())[:500]:
                    xobject = ref.get_object()
                    if xobject.get("/Subtype") == "/Image":
                        total += int(xobject.get("/Width", 0)) * int(xobject.get("/Height", 0))
                    elif xobject.get("/Subtype") == "/Form":
                        inner = xobject.get("/Resources")
                        following.append(inner.get_object() if inner is not None else None)
            stack = following
    except Exception:  # unreadable resources: assume the worst and do not render
        return MAX_IMAGE_PIXELS + 1
    return total
