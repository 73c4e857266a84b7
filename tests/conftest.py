"""Fixtures shared by every test folder; each folder's own conftest.py adds its own.

The labelled corpus fixtures (`corpus_files`, `corpus_reports`, `corpus_scores`) live beside the
corpus in `tests/corpus/fixtures.py` and are registered here, once for the whole session. The
external-corpus marker's hooks come from `tests/external_data.py`.
"""

from pathlib import Path

import pytest

from tests.external_data import (  # noqa: F401  (hooks pytest finds by name)
    pytest_collection_modifyitems,
    pytest_configure,
    pytest_runtest_makereport,
    pytest_terminal_summary,
)
from tests.hostile.corpus import build_corpus

pytest_plugins = ["tests.corpus.fixtures"]


@pytest.fixture(scope="session")
def hostile_corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The repository's hostile corpus (tests/hostile), built once per session: bombs included,
    they only ever exist in this temporary folder."""
    return build_corpus(tmp_path_factory.mktemp("hostile"))
