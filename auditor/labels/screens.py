"""Exact cheap screens for the labels' and checks' costliest word searches.

A combined vocabulary pattern such as QUALITY_WORDS is an alternation of some two hundred
fragments, most of them led by a look-behind or a word boundary, so the regex engine tries every
fragment at every position of a text; most texts match none. `screen_of(pattern)` reads the
pattern's own parse tree and finds, for every alternative, literal words that any match of it must
contain ('quality', 'trust', 'grade'); a text that holds none of them, lower-cased, cannot match,
and the full search is skipped. A text that holds one is searched as before, so a screen changes
no result, only the time. The literals come from the compiled pattern itself (built from the
vocabulary data), so a word added to a vocabulary is covered without a change here; where some
alternative needs no literal at all, the pattern simply gets no screen.
tests/auditor/labels/test_screens.py proves the screens exact over the corpus's text and random
text made of the vocabularies' own words.
"""

from __future__ import annotations

import functools
import re
import threading
from typing import Any

# The regex engine's own parser: no API (its modules were renamed in 3.11 and a group's value
# changed layout in 3.7). Should they go or change, screening_works() turns every screen off and
# each search runs in full, as it would without screens.
try:
    from re import _compiler as sre_compile  # type: ignore[attr-defined]
    from re import _constants as sre  # type: ignore[attr-defined]
    from re import _parser as sre_parse  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - only on a Python whose re package differs
    sre_compile = sre = sre_parse = None

# re.IGNORECASE matches these to an ASCII letter ('İ' and 'ı' to 'i', 'ſ' to 's') though
# str.lower() does not turn them into it; a text holding one is not screened. The tests check
# every code point (as extractors/claim_screen.py's do for the same set).
_UNFOLDABLE = re.compile("[\u0130\u0131\u017f]")


def fold(text: str) -> str | None:
    """`text` lower-cased as re.IGNORECASE compares it to ASCII letters, or None when a letter
    in it folds differently (the text then passes every screen)."""
    if text.isascii():
        return text.lower()
    if _UNFOLDABLE.search(text):
        return None
    return text.lower()


# Sets of literals, one of which every match of a piece of pattern contains; None: not known.
_Need = frozenset[str] | None
_REPEATS = tuple(
    getattr(sre, name, None) for name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT")
)
# A class of more characters than this is no useful screen on its own.
_MAX_CLASS = 6
# Literals shorter than this ('x', 'j', 'of') are in most texts: their alternatives are searched.
_STRONG = 3
# The rest is searched on every text the literals reject: past half the alternatives it would
# cost about what the whole search does, and the pattern gets only its plain literal screen.
_REST_SHARE = 2


# What a benchmark figure's own sentence is made of: a need whose literal is in here passes most
# texts, so another of the same alternative is preferred. (Only the speed depends on the
# choice: whichever literal is chosen, every match holds it.)
_COMMON = (
    "mlperf inference results: 12,400 tokens/s per gpu, samples/s, queries/s, inferences/s, "
    "images/s, frames/s, requests per second for each and every accelerator or system on the "
    "server and offline scenarios of the closed division; throughput, latency, the model"
)


def _score(need: frozenset[str]) -> tuple[bool, int, int]:
    """The better need: none of its literals common in figures' sentences, then the longer
    shortest literal (rarer in text), then fewer literals."""
    return (not any(s in _COMMON for s in need), min(len(s) for s in need), -len(need))


def _plain(code: int) -> bool:
    """A character the screen may require: ASCII (fold() answers for its case), or one with no
    case at all ('×', '’'), which re.IGNORECASE matches only to itself."""
    char = chr(code)
    return code < 128 or char.lower() == char == char.upper()


def _class_chars(items: Any) -> frozenset[str] | None:
    """A small class of plain characters ('[ie]', '[x×]'), or None for anything wider."""
    chars = set()
    for op, value in items:
        if op is not sre.LITERAL or not _plain(value):
            return None
        chars.add(chr(value).lower())
    return frozenset(chars) if len(chars) <= _MAX_CLASS else None


def _need(items: Any) -> _Need:
    """What any match of a sequence of pattern items must contain: the best of its required
    items' needs (each item of a sequence is required, so any one of them would do)."""
    candidates: list[frozenset[str]] = []
    run = ""
    for op, value in items:
        if op is sre.LITERAL and _plain(value):
            run += chr(value).lower()
            continue
        if run:  # a run of literals is one word every match holds whole
            candidates.append(frozenset({run}))
            run = ""
        need: _Need = None
        if op is sre.SUBPATTERN:
            need = _need(value[3])
        elif op is sre.ATOMIC_GROUP:
            need = _need(value)
        elif op is sre.BRANCH:
            branches = [_need(branch) for branch in value[1]]
            if all(b is not None for b in branches):
                need = frozenset().union(*branches)  # type: ignore[arg-type]
        elif op in _REPEATS and value[0] >= 1:
            need = _need(value[2])
        elif op is sre.IN:
            need = _class_chars(value)
        # Anything else (look-arounds, boundaries, classes, non-ASCII letters, back-references)
        # adds no literal and breaks the run.
        if need:
            candidates.append(need)
    if run:
        candidates.append(frozenset({run}))
    return max(candidates, key=_score) if candidates else None


def _minimal(words: frozenset[str]) -> tuple[str, ...]:
    """The literals without any that holds a shorter one (a text that holds the longer holds the
    shorter too), in a fixed order."""
    kept = [w for w in words if not any(o != w and o in w for o in words)]
    return tuple(sorted(kept))


def _literals_and_rest(pattern: re.Pattern[str]) -> tuple[tuple[str, ...] | None, Any]:
    """Lower-case literals one of which every match of `pattern` contains, and the pattern's
    rest: the same pattern cut down to the alternatives that need no literal, or None when every
    alternative needs one. (None, None) when no literal is needed anywhere (no screen)."""
    try:
        tree = sre_parse.parse(pattern.pattern, pattern.flags)
    except (re.error, RecursionError):
        return None, None
    # A top-level alternation: a match either holds one of the literals its alternatives need or
    # is a match of the pattern with only the other alternatives (those needing none, or only a
    # letter or two, or words that most figures' sentences hold), searched in full on the text.
    for index, (op, value) in enumerate(tree.data):
        if op is not sre.BRANCH:
            continue
        needs = [_need(branch) for branch in value[1]]
        found = [n for n in needs if _strong(n)]
        rest = [b for b, n in zip(value[1], needs, strict=True) if not _strong(n)]
        if not found or len(rest) * _REST_SHARE > len(needs):
            continue  # the rest would cost most of the search
        data = list(tree.data)
        data[index] = (sre.BRANCH, (None, rest))
        literals = _minimal(frozenset().union(*found))  # type: ignore[arg-type]
        return literals, sre_parse.SubPattern(tree.state, data) if rest else None
    need = _need(tree.data)
    if need and "" not in need:
        return _minimal(need), None
    return None, None


def _strong(need: _Need) -> bool:
    """A need worth screening with: every literal of it three characters or more, and none
    common in figures' sentences."""
    return bool(need) and _score(need)[:2] >= (True, _STRONG)  # type: ignore[arg-type]


def required_literals(pattern: re.Pattern[str]) -> tuple[str, ...] | None:
    """Lower-case literals one of which every match of `pattern` contains, or None when the
    pattern has a match that needs none (it then gets no screen)."""
    literals, rest = _literals_and_rest(pattern)
    return literals if rest is None else None


def _trie(words: tuple[str, ...]) -> str:
    """The words as one alternation shared by their common prefixes ('qual(?:ity|ified)'): the
    engine reads each text position's letters once instead of trying every word there. A word
    that ends where a longer one goes on ends it (a text holding it passes either way)."""
    root: dict[str, dict] = {}
    for word in words:
        node = root
        for char in word:
            node = node.setdefault(char, {})
        node[""] = {}

    def emit(node: dict[str, dict]) -> str:
        if "" in node:
            return ""
        alternatives = [re.escape(char) + emit(child) for char, child in sorted(node.items())]
        return alternatives[0] if len(alternatives) == 1 else "(?:" + "|".join(alternatives) + ")"

    return emit(root)


# What a change in the private parse modules' shape raises while a tree is read or compiled.
_SHAPE_ERRORS = (AttributeError, TypeError, IndexError, KeyError, ValueError, re.error)

_Derived = tuple[tuple[str, ...] | None, re.Pattern[str] | None, Any]


def _derive(pattern: re.Pattern[str]) -> _Derived:
    """The pattern's literals, their search and its compiled rest; all None (no screen) when
    the parse modules are missing or not of the shape read here."""
    try:
        literals, rest = _literals_and_rest(pattern)
        found = re.compile(_trie(literals)) if literals is not None else None
        compiled = sre_compile.compile(rest, pattern.flags) if rest is not None else None
    except _SHAPE_ERRORS:
        return None, None, None
    return literals, found, compiled


# The start-up check: a pattern whose screen is known, and texts it must pass and reject.
_PROBE = re.compile(r"\b(?:quality|trust(?:ed)?)\b|grade[sd]?", re.IGNORECASE)
_PROBE_LITERALS = ("grade", "quality", "trust")
_PROBE_TEXTS = ("Trusted output", "an A-grade answer", "QUALITY", "speed only", "tru st")


@functools.cache
def screening_works() -> bool:
    """Whether screens can be derived here: the private parse modules are there and read as
    expected (a known pattern gets its known screen, exact on a few texts). Asked once, on the
    first screen; when False every pattern goes unscreened."""
    literals, found, rest = _derive(_PROBE)
    if literals != _PROBE_LITERALS or found is None or rest is not None:
        return False
    return all(
        (found.search(text.lower()) is not None) == (_PROBE.search(text) is not None)
        for text in _PROBE_TEXTS
    )


class Screen:
    """A necessary condition for a pattern's match: one of its literals in the folded text, or
    a match of its rest (the alternatives that need no literal) in the text itself."""

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self.literals, self._any, self._rest = (
            _derive(pattern) if screening_works() else (None, None, None)
        )

    def may_match(self, text: str) -> bool:
        """False only when the pattern cannot match `text`."""
        if self._any is None:
            return True
        folded = fold(text)
        if folded is None or self._any.search(folded) is not None:
            return True
        return self._rest is not None and self._rest.search(text) is not None


# Keyed by the pattern's identity: hashing a compiled pattern hashes its whole program (over a
# tenth of a millisecond for QUALITY_WORDS), more than the screen saves. Each entry holds its
# pattern, so the identity is never reused while the entry stands.
_SCREENS: dict[int, tuple[re.Pattern[str], Screen]] = {}
_LOCK = threading.Lock()


def screened() -> list[re.Pattern[str]]:
    """Every pattern that has been given a screen so far (the tests check each is covered)."""
    return [pattern for pattern, _ in list(_SCREENS.values())]


def screen_of(pattern: re.Pattern[str]) -> Screen:
    """The pattern's screen, derived on first use (start-up compiles no screen)."""
    entry = _SCREENS.get(id(pattern))
    if entry is None:
        with _LOCK:
            entry = _SCREENS.get(id(pattern))
            if entry is None:
                entry = _SCREENS[id(pattern)] = (pattern, Screen(pattern))
    return entry[1]


def may_match(pattern: re.Pattern[str], text: str) -> bool:
    """False only when `pattern` cannot match `text` (its screen rejects it)."""
    return screen_of(pattern).may_match(text)


def screened_search(pattern: re.Pattern[str], text: str) -> re.Match[str] | None:
    """`pattern.search(text)`, skipped when the pattern's screen rejects the text."""
    return pattern.search(text) if screen_of(pattern).may_match(text) else None


class TextAnswers:
    """Answers about texts kept per (pattern, text, ...) key, the patterns told apart by identity
    (see _SCREENS); the oldest half is dropped when full. Only for pure functions of the key.

    A key holds its texts whole, so a text longer than `max_text` gets no key: answers about it
    are worked out each time, and the cache never keeps a huge text alive (sentences, which are
    what is asked about again and again, are far shorter)."""

    def __init__(self, size: int = 4096, max_text: int = 2000) -> None:
        self._size = size
        self._max_text = max_text
        self._answers: dict[tuple[object, ...], object] = {}
        self._patterns: dict[int, re.Pattern[str]] = {}

    def __len__(self) -> int:
        return len(self._answers)

    def key(
        self, patterns: tuple[re.Pattern[str], ...], *rest: object
    ) -> tuple[object, ...] | None:
        """The key of an answer about `rest` with these patterns, or None when a text in `rest`
        is too long to keep."""
        if any(isinstance(part, str) and len(part) > self._max_text for part in rest):
            return None
        for pattern in patterns:
            self._patterns.setdefault(id(pattern), pattern)  # keeps the identity unique
        return (*map(id, patterns), *rest)

    def get(self, key: tuple[object, ...] | None) -> object:
        """The kept answer, or the `TextAnswers` itself when there is none."""
        return self if key is None else self._answers.get(key, self)

    def put(self, key: tuple[object, ...] | None, answer: object) -> None:
        """Keep an answer (none for a key of None)."""
        if key is None:
            return
        if len(self._answers) >= self._size:
            for old in list(self._answers)[: self._size // 2]:
                self._answers.pop(old, None)
        self._answers[key] = answer

    def clear(self) -> None:
        """Forget every answer."""
        self._answers.clear()
