"""Session fixtures: build the corpus once, audit it once, score each part once.

Register with `pytest_plugins = ["tests.corpus.fixtures"]`. The tune part is graded in full; the
held-out part (tests/corpus/heldout) is graded too, but only its aggregate figures are shown.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.models import DeckReport
from examples.deck_builders import soffice_path
from tests.corpus.build import build_corpus
from tests.corpus.parts import ALL_DECKS, FRESH_DECKS, HELDOUT_DECKS, TUNE_DECKS
from tests.corpus.runner import audit_corpus
from tests.corpus.schema import DeckSpec
from tests.corpus.scoring import Scores, score_corpus


@pytest.fixture(scope="session")
def corpus_files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Every corpus deck, all three parts, built into a session temporary folder: name -> file.

    Without LibreOffice the exported PDF decks are left out (and their own test is skipped).
    """
    folder = tmp_path_factory.mktemp("corpus")
    return build_corpus(folder, ALL_DECKS, with_pdf_exports=soffice_path() is not None)


@pytest.fixture(scope="session")
def corpus_reports(corpus_files: dict[str, Path]) -> list[tuple[DeckSpec, DeckReport]]:
    """Each tune-part deck spec with the report the default audit produced for it."""
    return audit_corpus(TUNE_DECKS, corpus_files)


@pytest.fixture(scope="session")
def corpus_scores(corpus_reports: list[tuple[DeckSpec, DeckReport]]) -> Scores:
    """The tune part's figures for the default audit."""
    return score_corpus(corpus_reports)


@pytest.fixture(scope="session")
def heldout_scores(corpus_files: dict[str, Path]) -> Scores:
    """The held-out part's figures for the default audit (show only the aggregate figures)."""
    return score_corpus(audit_corpus(HELDOUT_DECKS, corpus_files))


@pytest.fixture(scope="session")
def fresh_scores(corpus_files: dict[str, Path]) -> Scores:
    """The fresh part's figures for the default audit (aggregate figures only, as held-out)."""
    return score_corpus(audit_corpus(FRESH_DECKS, corpus_files))
