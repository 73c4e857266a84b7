"""Compose flag messages: what is wrong here, why it matters, what to ask the vendor."""

from __future__ import annotations

from typing import Any

from auditor.catalogue import CATALOGUE, make_flag
from auditor.models import Flag
from auditor.wording import quote

__all__ = ["flag", "quote"]


def flag(code: str, specific: str, **kwargs: Any) -> Flag:
    """A flag whose message starts with the specific finding and ends with the catalogue's advice."""
    spec = CATALOGUE[code]
    specific = specific.rstrip(". ")
    ask = (
        spec.ask_vendor
        if spec.ask_vendor.startswith("Ask")
        else f"Ask the vendor: {spec.ask_vendor}"
    )
    message = f"{specific}. {spec.why_it_matters} {ask}"
    details = dict(kwargs.pop("details", None) or {})
    details.setdefault("finding", f"{specific}.")
    return make_flag(code, message, details=details, **kwargs)
