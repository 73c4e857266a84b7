"""The number words the claim finder reads in place of digits ('in under seven months', 'a
ten-hour shift', 'recovered three times over'): one map, shared by every pattern that reads them."""

from __future__ import annotations

NUMBER_WORDS: dict[str, int] = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "fifteen": 15,
    "eighteen": 18,
    "twenty": 20,
    "twenty-four": 24,
    "thirty": 30,
    "thirty-six": 36,
    "forty-eight": 48,
    "seventy-two": 72,
}

# The words as a regex alternation, longest first ('twenty-four' before 'twenty').
NUMBER_WORD = "(?:" + "|".join(sorted(NUMBER_WORDS, key=len, reverse=True)) + ")"


# The letters outside ASCII that a pattern compiled with re.IGNORECASE takes for an ASCII one
# ('ſix' matches 'six'); lower() alone keeps them, so a word a pattern found may be no key.
_ASCII_LOOKALIKES = str.maketrans({"İ": "i", "ı": "i", "ſ": "s", "\u212a": "k"})


def fold_word(word: str) -> str:
    """`word` lower-cased as re.IGNORECASE compares it, so NUMBER_WORDS finds what a pattern
    built from NUMBER_WORD matched."""
    return word.translate(_ASCII_LOOKALIKES).lower()


def number_value(word: str) -> float:
    """The value of a number written in digits or as one of NUMBER_WORDS (any case)."""
    lowered = fold_word(word)
    return float(NUMBER_WORDS[lowered]) if lowered in NUMBER_WORDS else float(word)
