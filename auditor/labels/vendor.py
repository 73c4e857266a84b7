"""Name the vendor behind a deck, for grouping a batch's claims by who made them.

The name comes from the deck's own visible text, never from its file name or from what the
authoring tool wrote into it (Author "IEUser", Company "SAPBATCH" name a machine, not a vendor).
The rule, in order (the first that gives a name wins):

1. a copyright line: "© 2025 Acme Chips, Inc. All rights reserved." gives "Acme Chips";
2. a company name with a legal form on the first slide: "Bolt Systems GmbH" gives "Bolt Systems";
3. the name the first slide's title opens with (not a model or benchmark name), when the deck's
   other text speaks of it as a maker: "Acme Chips inference platform" with "Acme Chips builds
   servers" gives "Acme Chips".

A deck that names no vendor is "unnamed (<file name>)": kept apart from every other deck, and
plainly not a vendor's name.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from extractors import MODEL_MENTION, Block, BlockRole, Deck, find_benchmarks

MAX_NAME_CHARS = 80
_WORD = r"[A-Z0-9][\w&'’.-]*"
_NAME = rf"{_WORD}(?:[ ]+(?:&[ ]+)?{_WORD}){{0,5}}"
_LEGAL = (
    r"(?:Inc|Incorporated|Corp|Corporation|Co|Company|Ltd|Limited|LLC|L\.L\.C|LLP|PLC|GmbH|AG|SE|"
    r"S\.A|SA|SAS|S\.p\.A|N\.V|B\.V|KK|K\.K|Pty(?:[ ]+Ltd)?|Oy|AB|ASA)\.?"
)
_COPYRIGHT = re.compile(
    rf"(?:©|\([cC]\)|[Cc]opyright|COPYRIGHT)(?:[ ]*(?:©|\([cC]\)))?[ ]*(?:\d{{4}}(?:[ ]*[-–][ ]*\d{{2,4}})?[ ]*,?[ ]*)?"
    rf"(?:by[ ]+)?(?P<name>{_NAME}?)(?:,?[ ]+{_LEGAL})?(?=[ ]*(?:[.,;|]|[Aa]ll\b|ALL\b|$|\d))"
)
# The name starts a word (or follows an opening quote): started inside a run such as 'A.A.A.',
# each of its letters would rescan the rest of the run, seconds on 20 kB of hostile text.
_WORD_START = r"(?:(?<![\w&'’.-])|(?<=['’])(?<![\w&'’.-]['’]))"
_LEGAL_NAME = re.compile(rf"{_WORD_START}(?P<name>{_NAME}?),?[ ]+{_LEGAL}(?![\w])")
_LEADING_NAME = re.compile(rf"^(?P<name>{_WORD}(?:[ ]+{_WORD}){{0,3}})")
_NOT_A_NAME = re.compile(
    r"^(?:the|a|an|all|this|our|your|mlperf|mlcommons|inference|results?|rights|reserved|"
    r"slide|page|agenda|introduction|overview|notes?|\d+)$",
    re.IGNORECASE,
)
_MAKER_VERBS = (
    r"(?:builds|delivers|offers|provides|announces|makes|designs|sells|ships|powers|introduces|"
    r"develops|manufactures|brings|leads|supplies|launches)\b"
)
_TEXT_ROLES = (BlockRole.TITLE, BlockRole.BODY, BlockRole.FOOTNOTE, BlockRole.TABLE_ROW)


def deck_vendor(deck: Deck) -> str | None:
    """The vendor the deck's visible text names, by the rule in this module's docstring."""
    blocks = [b for b in deck.all_blocks() if b.visible and b.role in _TEXT_ROLES]
    return _from_copyright(blocks) or _from_first_slide(deck, blocks)


def maker_names(deck: Deck) -> list[str]:
    """Names the deck's maker goes by, for spotting its own test runs ('Kestrel test'): the
    vendor's name when the deck gives one, and the name its first slide title opens with (a
    brand, even where nothing in the deck speaks of it as a maker)."""
    blocks = [b for b in deck.all_blocks() if b.visible and b.role in _TEXT_ROLES]
    names: list[str] = []
    vendor = deck_vendor(deck)
    if vendor:
        names.append(vendor)
    first_page = deck.pages[0].number if deck.pages else 1
    titles = [b for b in blocks if b.location.page == first_page and b.role == BlockRole.TITLE]
    for block in titles[:1]:
        match = _LEADING_NAME.match(block.text.strip())
        name = _clean(match.group("name").split()[0]) if match else None
        if name and not _names_a_model(name) and len(name) >= 3 and name[0].isupper():
            names.append(name)
    if vendor:
        brand = vendor.split()[0]
        if len(brand) >= 3 and brand[0].isupper() and not _NOT_A_NAME.match(brand):
            names.append(brand)
    return list(dict.fromkeys(names))


def unnamed_vendor(path: Path) -> str:
    """The label of a deck that names no vendor: its file name, marked as not a vendor."""
    return f"unnamed ({path.name})"


def _from_copyright(blocks: list[Block]) -> str | None:
    names: Counter[str] = Counter()
    for block in blocks:
        for match in _COPYRIGHT.finditer(block.text):
            name = _clean(match.group("name"))
            if name:
                names[name] += 1
    return names.most_common(1)[0][0] if names else None


def _from_first_slide(deck: Deck, blocks: list[Block]) -> str | None:
    first = [b for b in blocks if b.location.page == (deck.pages[0].number if deck.pages else 1)]
    for block in first:
        match = _LEGAL_NAME.search(block.text)
        if match and (name := _clean(match.group("name"))):
            return name
    titles = [b for b in first if b.role == BlockRole.TITLE] or first[:1]
    others = [b.text for b in blocks if b not in titles]
    for block in titles:
        match = _LEADING_NAME.match(block.text.strip())
        if match is None:
            continue
        words = match.group("name").split()
        for size in range(len(words), 0, -1):  # the longest opening the deck speaks of as a maker
            name = _clean(" ".join(words[:size]))
            if name and _names_a_model(name):
                break  # "Llama 2 70B results" opens with a model, not a company
            if name and any(_speaks_as_maker(name, text) for text in others):
                return name
    return None


def _speaks_as_maker(name: str, text: str) -> bool:
    """'Acme Chips builds servers': the name as the subject of what a company does."""
    return re.search(rf"\b{re.escape(name)}\s+{_MAKER_VERBS}", text) is not None


def _names_a_model(name: str) -> bool:
    return bool(find_benchmarks(name)) or bool(MODEL_MENTION.search(name))


def _clean(name: str | None) -> str | None:
    """A candidate name, trimmed of punctuation; None when it is a common word, not a name."""
    if not name:
        return None
    cleaned = " ".join(name.strip(" ,.;:-–").split())[:MAX_NAME_CHARS]
    words = cleaned.split()
    if not words or all(_NOT_A_NAME.match(w) for w in words) or _NOT_A_NAME.match(words[0]):
        return None
    if not any(ch.isalpha() for ch in cleaned):
        return None
    return cleaned
