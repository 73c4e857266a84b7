"""Small lookups on shape elements: identity, placeholder, children, graphic-frame content."""

from __future__ import annotations

from typing import Any

from extractors.pptx_reader.names import (
    A_GRAPHIC,
    A_GRAPHIC_DATA,
    P_C_NV_PR,
    P_GRP_SP,
    P_NV_PR,
    P_PH,
    SHAPE_TAGS,
)

TITLE_TYPES = ("title", "ctrTitle")  # PP_PLACEHOLDER.TITLE and CENTER_TITLE as written in XML


def shape_children(tree: Any) -> list[Any]:
    """The shape elements of a shape tree or group, in document order, as python-pptx lists them."""
    return [child for child in tree if child.tag in SHAPE_TAGS]


def nv_properties(element: Any) -> Any:
    """A shape's first child element (its p:nv*Pr), skipping comments as python-pptx's xpath does."""
    for child in element:
        if isinstance(child.tag, str):
            return child
    return None


def placeholder_element(element: Any) -> Any:
    """The shape's p:ph, or None when it is not a placeholder."""
    nv = nv_properties(element)
    nv_pr = nv.find(P_NV_PR) if nv is not None else None
    return nv_pr.find(P_PH) if nv_pr is not None else None


def c_nv_pr(element: Any) -> Any:
    """The shape's p:cNvPr (id, name, alt text)."""
    nv = nv_properties(element)
    return nv.find(P_C_NV_PR) if nv is not None else None


def is_tool_mark(element: Any, mark: str) -> bool:
    """Whether the shape's alt-text description is deckaudit's own annotation mark."""
    try:
        properties = c_nv_pr(element)
        return properties is not None and properties.get("descr") == mark
    except Exception:
        return False


def shape_id(c_nv_pr_element: Any) -> int | None:
    """The shape id from its p:cNvPr, or None when missing or not a number."""
    try:
        return int(c_nv_pr_element.get("id"))
    except Exception:
        return None


def shape_name(c_nv_pr_element: Any) -> str | None:
    """The shape name from its p:cNvPr, at most 200 characters."""
    try:
        return str(c_nv_pr_element.get("name", ""))[:200]
    except Exception:
        return None


def shape_ids(element: Any) -> list[int]:
    """The id of a shape and, for a group, of every shape inside it."""
    ids = [sid] if (sid := shape_id(c_nv_pr(element))) is not None else []
    if element.tag == P_GRP_SP:
        for child in shape_children(element):
            ids.extend(shape_ids(child))
    return ids


def is_title(element: Any) -> bool:
    """True for a title or centred-title placeholder."""
    try:
        placeholder = placeholder_element(element)
    except Exception:
        return False
    return placeholder is not None and placeholder.get("type") in TITLE_TYPES


def graphic_data_uri(element: Any) -> str | None:
    """What a graphic frame holds (table, chart, diagram...), by its a:graphicData uri."""
    graphic = element.find(A_GRAPHIC)
    data = graphic.find(A_GRAPHIC_DATA) if graphic is not None else None
    return data.get("uri") if data is not None else None
