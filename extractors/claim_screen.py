"""Cheap screens that let the claim finder skip its costliest patterns on most sentences.

RANK_WORDS, FIELD_RANK and MONEY_IN_WORDS are case-insensitive alternations whose every
alternative starts with a look-behind, so the regex engine tries all of them at every position
of a sentence, and most sentences hold none of their words. Each screen below is a necessary
condition: a literal every match of its patterns contains, looked for in the sentence
lower-cased. A sentence a screen rejects is one its patterns would not have matched; a sentence
it passes is searched by the patterns as before, so the screens change no result, only the time.
tests/extractors/test_claim_screen.py proves that over the corpus's decks and random sentences
made of the patterns' own words: a word added to one of those patterns needs its literal here.
"""

from __future__ import annotations

import re

# re.IGNORECASE matches these to an ASCII letter ('İ' and 'ı' to 'i', 'ſ' to 's') though
# str.lower() does not turn them into it; a text holding one is not screened. The test checks
# every code point, so the set is complete.
_UNFOLDABLE = re.compile("[\u0130\u0131\u017f]")

# Every RANK_WORDS match holds one of these ('#1', 'no. 1', 'number one', 'records', 'winning',
# 'leadership', 'topped', 'unrivalled', 'second to none', 'in a league of its own', ...), and
# every FIELD_RANK match holds 'no' before a space or hyphen, 'nobody', 'none', 'any', 'ahead'
# or 'only'.
_RANK = re.compile(
    r"#|no\.?\s?1|no[\s-]|nobody|none|any|ahead|only|number|record|win|won|lead|top|fastest|"
    r"quickest|best|first|beat|sweep|swept|dominat|lowest|shortest|greatest|most|unparal|"
    r"unsurpassed|unequal|unmatched|unbeat|unrival|highest|crushe|outperform|led|ranked|outpac|"
    r"outscor|outclass|surpass|second|league|class|pole"
)
# Every MONEY_IN_WORDS match is a figure with a currency word or code beside it ('0.4 pence',
# '8p', 'SEK 0.002'): one of these words or codes, or a 'p' straight after a figure's digit,
# comma or point (not the figure's whole run: a long run of digits is then read once).
_MONEY = re.compile(
    r"[\d,.]p|pence|cent|¢|eur|dollar|pound|yen|yuan|rupee|kr|franc|riyal|dirham|dinar|"
    r"reais|peso|rand|zlot|forint|lira|shekel|baht|ringgit|rupiah|usd|gbp|sek|nok|dkk|chf|jpy|"
    r"cny|rmb|inr|aud|cad|sgd|hkd|nzd|sar|aed|qar|kwd|bhd|omr|brl|mxn|zar|pln|czk|huf|ils|twd|"
    r"thb|myr|idr|vnd|egp|ngn|kes"
)
_DIGIT = re.compile(r"\d")


def fold(text: str) -> str | None:
    """`text` lower-cased as re.IGNORECASE compares it to ASCII words, or None when a letter in
    it folds differently (the text then passes every screen)."""
    if text.isascii():
        return text.lower()
    if _UNFOLDABLE.search(text):
        return None
    return text.lower()


def may_rank(text: str) -> bool:
    """False only when neither RANK_WORDS nor FIELD_RANK can match `text`."""
    folded = fold(text)
    return folded is None or _RANK.search(folded) is not None


def may_money_in_words(text: str) -> bool:
    """False only when MONEY_IN_WORDS cannot match `text` (it needs a figure and a currency)."""
    if _DIGIT.search(text) is None:
        return False
    folded = fold(text)
    return folded is None or _MONEY.search(folded) is not None
