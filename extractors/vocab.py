"""The claim finder's vocabularies, kept as data in extractors/data/claim_words.toml.

Each entry lists regular-expression fragments (whole words, case ignored) with the reason the
claim finder relies on them; auditor keeps the checks' own vocabularies the same way.
"""

from __future__ import annotations

import functools
import re
import tomllib
from importlib import resources


@functools.cache
def claim_words() -> dict[str, re.Pattern[str]]:
    """Each entry of the claim finder's vocabulary, compiled."""
    text = resources.files("extractors.data").joinpath("claim_words.toml").read_text("utf-8")
    return {
        item["name"]: re.compile(
            r"(?<![\w-])(?:" + "|".join(item["words"]) + r")(?!\w)", re.IGNORECASE
        )
        for item in tomllib.loads(text)["entry"]
    }


def claim_word_rationales() -> dict[str, str]:
    """Why the claim finder relies on each entry, for `deckaudit flags --explain`."""
    text = resources.files("extractors.data").joinpath("claim_words.toml").read_text("utf-8")
    return {item["name"]: item["rationale"] for item in tomllib.loads(text)["entry"]}
