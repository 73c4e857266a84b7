"""The words each check relies on, kept as data: one TOML file per concern in auditor/data/vocab.

Each file names the flag codes that rely on it and lists entries, each with its words (regular
expression fragments) and a short rationale. By default the words are matched as whole words with
case ignored; an entry may say `boundary = "word"` (plain word boundaries, so a hyphen before it
does not matter), `"start"` (a boundary before it only: 'extrapolated' and 'extrapolation'),
`"none"` (its fragments carry their own boundaries, as when a word only counts after a hyphen or
before a percent sign), and `case_sensitive = true`
('Offline' on its own is a scenario, 'offline' mid-sentence may not be). The checks and the rule
labeler read their patterns from here, and `deckaudit flags --explain CODE` shows them.
"""

from __future__ import annotations

import functools
import re
import tomllib
from dataclasses import dataclass
from importlib import resources

CONCERNS: tuple[str, ...] = (
    "scenario",
    "division",
    "subject",
    "workload",
    "comparison",
    "cost",
    "aggregation",
    "quality",
    "unverified",
    "models",
    "rounds",
)


@dataclass(frozen=True)
class Entry:
    """One list of words with the reason the rules rely on it."""

    name: str
    rationale: str
    words: tuple[str, ...]
    boundary: str = "token"
    case_sensitive: bool = False

    @functools.cached_property
    def pattern(self) -> re.Pattern[str]:
        """The entry's words compiled; only when a rule asks (many are used only as fragments
        of larger patterns, or shown by `flags --explain`)."""
        return _compile(self.words, self.boundary, self.case_sensitive)


@dataclass(frozen=True)
class Vocabulary:
    """One concern's words: which codes rely on them, and the entries by name."""

    concern: str
    codes: tuple[str, ...]
    entries: dict[str, Entry]

    def pattern(self, name: str) -> re.Pattern[str]:
        """The compiled pattern of one entry."""
        return self.entries[name].pattern

    def words(self, name: str) -> tuple[str, ...]:
        """One entry's fragments, for rules that build them into a larger pattern."""
        return self.entries[name].words

    def alternation(self, *names: str) -> str:
        """The fragments of several entries as one regular-expression alternation, in order."""
        return "|".join(word for name in names for word in self.entries[name].words)

    def combined(self, *names: str) -> re.Pattern[str]:
        """Several entries matched as one pattern, in the order given (all must share a form)."""
        first = self.entries[names[0]]
        return _compile(
            tuple(w for n in names for w in self.entries[n].words),
            first.boundary,
            first.case_sensitive,
        )


def _compile(
    words: tuple[str, ...], boundary: str = "token", case_sensitive: bool = False
) -> re.Pattern[str]:
    body = "|".join(words)
    flags = 0 if case_sensitive else re.IGNORECASE
    wrapped = {
        "token": r"(?<![\w-])(?:" + body + r")(?!\w)",
        "word": r"\b(?:" + body + r")\b",
        "start": r"\b(?:" + body + ")",
        "none": body,
    }
    return re.compile(wrapped[boundary], flags)


@functools.cache
def vocabulary(concern: str) -> Vocabulary:
    """Load one concern's vocabulary from its data file."""
    text = resources.files("auditor.data").joinpath(f"vocab/{concern}.toml").read_text("utf-8")
    data = tomllib.loads(text)
    entries = {}
    for item in data["entry"]:
        words = tuple(item["words"])
        boundary = item.get("boundary", "token")
        case_sensitive = bool(item.get("case_sensitive", False))
        entries[item["name"]] = Entry(
            item["name"],
            " ".join(item["rationale"].split()),
            words,
            boundary,
            case_sensitive,
        )
    return Vocabulary(data["concern"], tuple(data.get("codes", ())), entries)


def vocabularies_for(code: str) -> list[Vocabulary]:
    """Every vocabulary that a flag code relies on."""
    return [v for v in map(vocabulary, CONCERNS) if code in v.codes]
