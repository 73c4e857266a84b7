"""Model names by parameter count, with a release number between the name and the size."""

from __future__ import annotations

import pytest

from extractors import SIZED_MODEL


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("we ran Gemmo Tiny 2.5 9B on the same rack", "Gemmo Tiny 2.5 9B"),
        ("Orca-Lite v2 7B at 4,100 tokens/s", "Orca-Lite v2 7B"),
        ("QuillCoder-34B in production", "QuillCoder-34B"),
    ],
)
def test_sized_names_with_release_numbers(text: str, name: str) -> None:
    assert [m.group(0) for m in SIZED_MODEL.finditer(text)] == [name]


@pytest.mark.parametrize("text", ["MLPerf Inference v5.1 Closed", "Round 6.0 at 1,200 tokens/s"])
def test_rounds_and_figures_are_no_model_names(text: str) -> None:
    assert not SIZED_MODEL.search(text)
