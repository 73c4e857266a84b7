"""One helper for every PDF module: a pypdf value with its indirect reference followed."""

from __future__ import annotations

from typing import Any


def deref(value: Any) -> Any:
    """The object an indirect reference points to; any other value as it is."""
    return value.get_object() if hasattr(value, "get_object") else value
