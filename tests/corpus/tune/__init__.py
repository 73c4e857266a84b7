"""Tune-part decks written after the split: one or more for each class of failure in issue 15.

These decks were written by the rules' author and are tuned on openly; the held-out part
(tests/corpus/heldout) shows whether what they taught generalises.
"""

from __future__ import annotations

from tests.corpus.schema import DeckSpec
from tests.corpus.tune.charts import CHART_DECKS
from tests.corpus.tune.context import CONTEXT_DECKS
from tests.corpus.tune.finder import FINDER_DECKS
from tests.corpus.tune.findings import FINDING_DECKS
from tests.corpus.tune.flags2 import FLAG_DECKS
from tests.corpus.tune.voices import VOICE_DECKS
from tests.corpus.tune.voices2 import VOICE_DECKS_2
from tests.corpus.tune.voices3 import VOICE_DECKS_3
from tests.corpus.tune.voices4 import VOICE_DECKS_4
from tests.corpus.tune.voices5 import VOICE_DECKS_5
from tests.corpus.tune.voices6 import VOICE_DECKS_6
from tests.corpus.tune.voices7 import VOICE_DECKS_7
from tests.corpus.tune.voices8 import VOICE_DECKS_8
from tests.corpus.tune.voices9 import VOICE_DECKS_9
from tests.corpus.tune.voices10 import VOICE_DECKS_10
from tests.corpus.tune.voices11 import VOICE_DECKS_11
from tests.corpus.tune.voices12 import VOICE_DECKS_12
from tests.corpus.tune.voices13 import VOICE_DECKS_13
from tests.corpus.tune.voices14 import VOICE_DECKS_14
from tests.corpus.tune.voices15 import VOICE_DECKS_15
from tests.corpus.tune.voices16 import VOICE_DECKS_16
from tests.corpus.tune.voices17 import VOICE_DECKS_17
from tests.corpus.tune.voices18 import VOICE_DECKS_18
from tests.corpus.tune.voices19 import VOICE_DECKS_19
from tests.corpus.tune.voices20 import VOICE_DECKS_20
from tests.corpus.tune.voices21 import VOICE_DECKS_21
from tests.corpus.tune.voices22 import VOICE_DECKS_22
from tests.corpus.tune.voices23 import VOICE_DECKS_23
from tests.corpus.tune.voices24 import VOICE_DECKS_24
from tests.corpus.tune.voices25 import VOICE_DECKS_25
from tests.corpus.tune.voices26 import VOICE_DECKS_26
from tests.corpus.tune.voices27 import VOICE_DECKS_27
from tests.corpus.tune.voices28 import VOICE_DECKS_28
from tests.corpus.tune.voices29 import VOICE_DECKS_29
from tests.corpus.tune.voices30 import VOICE_DECKS_30
from tests.corpus.tune.voices31 import VOICE_DECKS_31
from tests.corpus.tune.voices32 import VOICE_DECKS_32

TUNE_EXTRA_DECKS: tuple[DeckSpec, ...] = (
    *CONTEXT_DECKS,
    *FINDING_DECKS,
    *CHART_DECKS,
    *FINDER_DECKS,
    *VOICE_DECKS,
    *VOICE_DECKS_2,
    *VOICE_DECKS_3,
    *VOICE_DECKS_4,
    *VOICE_DECKS_5,
    *VOICE_DECKS_6,
    *VOICE_DECKS_7,
    *VOICE_DECKS_8,
    *VOICE_DECKS_9,
    *VOICE_DECKS_10,
    *VOICE_DECKS_11,
    *VOICE_DECKS_12,
    *VOICE_DECKS_13,
    *VOICE_DECKS_14,
    *VOICE_DECKS_15,
    *VOICE_DECKS_16,
    *VOICE_DECKS_17,
    *VOICE_DECKS_18,
    *VOICE_DECKS_19,
    *VOICE_DECKS_20,
    *VOICE_DECKS_21,
    *VOICE_DECKS_22,
    *VOICE_DECKS_23,
    *VOICE_DECKS_24,
    *VOICE_DECKS_25,
    *VOICE_DECKS_26,
    *VOICE_DECKS_27,
    *VOICE_DECKS_28,
    *VOICE_DECKS_29,
    *VOICE_DECKS_30,
    *VOICE_DECKS_31,
    *VOICE_DECKS_32,
    *FLAG_DECKS,
)
