"""Fixtures shared by every test folder; each folder's own conftest.py adds its own.

The labelled corpus fixtures (`corpus_files`, `corpus_reports`, `corpus_scores`) live beside the
corpus in `tests/corpus/fixtures.py` and are registered here, once for the whole session.
"""

pytest_plugins = ["tests.corpus.fixtures"]
