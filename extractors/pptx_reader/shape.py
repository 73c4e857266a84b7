"""One shape as the readers see it, and the slide-side interface they write blocks to."""

from __future__ import annotations

from typing import Any, Protocol

from extractors.models import BBox, Location
from extractors.pptx_reader.elements import c_nv_pr, is_title, shape_id, shape_name


class Shape:
    """One shape element with what every block read from it shares, computed once."""

    __slots__ = ("_is_title", "_location", "bbox", "element", "group", "shape_id", "shape_name")

    def __init__(self, element: Any, page_no: int, bbox: BBox | None) -> None:
        self.element = element
        self.bbox = bbox
        properties = c_nv_pr(element)
        self.shape_id = shape_id(properties)
        self.shape_name = shape_name(properties)
        self.group = f"s{page_no}-{self.shape_id}"
        self._location: Location | None = None
        self._is_title: bool | None = None

    def location(self, page_no: int, **extra: Any) -> Location:
        """The shape's location; the plain one (no table cell or chart point) is shared."""
        if extra:
            return Location(
                page=page_no,
                bbox=self.bbox,
                shape_id=self.shape_id,
                shape_name=self.shape_name,
                **extra,
            )
        if self._location is None:
            self._location = Location(
                page=page_no, bbox=self.bbox, shape_id=self.shape_id, shape_name=self.shape_name
            )
        return self._location

    @property
    def is_title(self) -> bool:
        """True for a title or centred-title placeholder."""
        if self._is_title is None:
            self._is_title = is_title(self.element)
        return self._is_title


class BlockSink(Protocol):
    """What the part readers (tables, charts, SmartArt) need from the slide they read."""

    page_no: int
    slide: Any
    tool_marks: int

    def append(self, **fields: Any) -> None:
        """Add one block built from `fields`."""

    def add_smuggled(self, raw: str, shape: Shape | None, group: str | None = "") -> None:
        """Add the message hidden in invisible characters of `raw`, if any."""
