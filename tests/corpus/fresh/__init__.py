"""The fresh part: decks written blind to the rules, scored once before anyone tunes on them.

Each round of rule work tunes on blind decks written for it; a second set, written in the same
round by other blind writers and kept away from the rules' authors, is scored before and after
that round's rules are merged. Its figures are a second measure, beside the held-out part, of how
the rules do on writing they never saw. A later round may move these decks into the tune part (and
write a new fresh set); until then nobody tunes on them. Round five's fresh set (voices11,
voices12) moved to the tune part in round six, round six's (voices13-15) in round seven, round
seven's (voices18-20) in round eight, round eight's (voices25-27) in round nine, round nine's
(voices30-32) in round ten; this is round ten's.
"""

from __future__ import annotations

from tests.corpus.fresh.voices33 import VOICE_DECKS_33
from tests.corpus.fresh.voices34 import VOICE_DECKS_34
from tests.corpus.fresh.voices35 import VOICE_DECKS_35
from tests.corpus.schema import DeckSpec

FRESH_DECKS: tuple[DeckSpec, ...] = (*VOICE_DECKS_33, *VOICE_DECKS_34, *VOICE_DECKS_35)
