"""Session fixtures: build the corpus once, audit it once, score it once.

Register with `pytest_plugins = ["tests.corpus.fixtures"]`.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from auditor.models import DeckReport
from examples.deck_builders import soffice_path
from tests.corpus.build import build_corpus
from tests.corpus.runner import audit_corpus
from tests.corpus.schema import DeckSpec
from tests.corpus.scoring import Scores, score_corpus
from tests.corpus.specs import DECKS


@pytest.fixture(scope="session")
def corpus_files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Every corpus deck built into a session temporary folder: deck name -> file.

    Without LibreOffice the exported PDF decks are left out (and their own test is skipped).
    """
    folder = tmp_path_factory.mktemp("corpus")
    return build_corpus(folder, DECKS, with_pdf_exports=soffice_path() is not None)


@pytest.fixture(scope="session")
def corpus_reports(corpus_files: dict[str, Path]) -> list[tuple[DeckSpec, DeckReport]]:
    """Each deck spec with the report the default audit produced for it."""
    return audit_corpus(DECKS, corpus_files)


@pytest.fixture(scope="session")
def corpus_scores(corpus_reports: list[tuple[DeckSpec, DeckReport]]) -> Scores:
    """The corpus figures for the default audit."""
    return score_corpus(corpus_reports)
