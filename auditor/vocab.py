"""The words each check relies on, kept as data: one TOML file per concern in auditor/data/vocab.

Each file names the flag codes that rely on it and lists entries, each with its words (regular
expression fragments, matched as whole words, case ignored) and a short rationale. The checks read
their patterns from here, and `deckaudit flags --explain CODE` shows them.
"""

from __future__ import annotations

import functools
import re
import tomllib
from dataclasses import dataclass
from importlib import resources

CONCERNS: tuple[str, ...] = ("workload", "comparison", "cost", "aggregation", "models")


@dataclass(frozen=True)
class Entry:
    """One list of words with the reason the rules rely on it."""

    name: str
    rationale: str
    words: tuple[str, ...]
    pattern: re.Pattern[str]


@dataclass(frozen=True)
class Vocabulary:
    """One concern's words: which codes rely on them, and the entries by name."""

    concern: str
    codes: tuple[str, ...]
    entries: dict[str, Entry]

    def pattern(self, name: str) -> re.Pattern[str]:
        """The compiled pattern of one entry."""
        return self.entries[name].pattern


def _compile(words: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(r"(?<![\w-])(?:" + "|".join(words) + r")(?!\w)", re.IGNORECASE)


@functools.cache
def vocabulary(concern: str) -> Vocabulary:
    """Load one concern's vocabulary from its data file."""
    text = resources.files("auditor.data").joinpath(f"vocab/{concern}.toml").read_text("utf-8")
    data = tomllib.loads(text)
    entries = {}
    for item in data["entry"]:
        words = tuple(item["words"])
        entries[item["name"]] = Entry(
            item["name"], item["rationale"].strip(), words, _compile(words)
        )
    return Vocabulary(data["concern"], tuple(data.get("codes", ())), entries)


def vocabularies_for(code: str) -> list[Vocabulary]:
    """Every vocabulary that a flag code relies on."""
    return [v for v in map(vocabulary, CONCERNS) if code in v.codes]
