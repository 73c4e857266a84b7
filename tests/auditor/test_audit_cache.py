"""The audit cache: a hit only for the same deck bytes, tool, options, results database and LLM
settings; entries round-trip exactly; unreadable entries are misses; old entries are pruned."""

from __future__ import annotations

from pathlib import Path

import pytest

import auditor.audit_cache as audit_cache
from auditor.audit import AuditOptions, audit_deck
from auditor.audit_cache import AuditCache, cache_key, cacheable, file_sha256
from auditor.llm.settings import LlmSettings
from examples.deck_builders import CHAT_SLIDES, broken_deck, bullet_deck
from tui.audit_runner import run_audit

OPTIONS = AuditOptions(use_default_results_db=False)


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    return bullet_deck(tmp_path / "acme.pptx")


def test_a_report_round_trips_and_reopening_skips_the_audit(tmp_path: Path, deck: Path) -> None:
    cache = AuditCache(tmp_path / "cache")
    stages: list[str] = []
    first = run_audit(deck, OPTIONS, progress=lambda s, d, t: stages.append(s), cache=cache)
    assert "cached" not in stages and "reading" in stages
    stages.clear()
    previews: list[int] = []
    again = run_audit(
        deck,
        OPTIONS,
        progress=lambda s, d, t: stages.append(s),
        preview=lambda claims: previews.append(len(claims)),
        cache=cache,
    )
    assert stages == ["cached"] and previews == []  # the report itself comes at once
    assert again.model_dump(exclude={"deck"}) == first.model_dump(exclude={"deck"})
    assert again.deck.path == str(deck)


def test_the_key_changes_with_everything_that_changes_an_audit(
    tmp_path: Path, deck: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    sha = file_sha256(deck)
    base = cache_key(sha, OPTIONS)
    assert cache_key(sha, OPTIONS) == base
    assert cache_key("0" * 64, OPTIONS) != base  # other deck bytes
    assert cache_key(sha, OPTIONS.model_copy(update={"replay_seed": 7})) != base
    assert cache_key(sha, AuditOptions(use_default_results_db=True)) != base
    db = tmp_path / "results.sqlite3"
    db.write_bytes(b"one")
    with_db = OPTIONS.model_copy(update={"results_db": db})
    before = cache_key(sha, with_db)
    db.write_bytes(b"two, longer")  # the database changed
    assert cache_key(sha, with_db) != before
    llm = OPTIONS.model_copy(update={"llm": LlmSettings(enabled=True, model="m1")})
    other_model = OPTIONS.model_copy(update={"llm": LlmSettings(enabled=True, model="m2")})
    assert len({base, cache_key(sha, llm), cache_key(sha, other_model)}) == 3
    monkeypatch.setattr(audit_cache, "__version__", "99.0")
    assert cache_key(sha, OPTIONS) != base  # another tool version


def test_the_key_changes_when_a_rule_or_data_file_changes_without_a_version_bump(
    tmp_path: Path, deck: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An edited rule module or a regenerated calibration file gives a new key."""
    package = tmp_path / "site" / "fake_rules"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("")
    calibration = package / "calibration.json"
    calibration.write_text('{"k": 1}')
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    monkeypatch.setattr(audit_cache, "AUDITING_PACKAGES", ("fake_rules",))
    sha = file_sha256(deck)
    audit_cache.code_stamp.cache_clear()
    before = cache_key(sha, OPTIONS)
    calibration.write_text('{"k": 2.5}')
    audit_cache.code_stamp.cache_clear()
    assert cache_key(sha, OPTIONS) != before
    (package / "__pycache__").mkdir()
    (package / "__pycache__" / "x.cpython-311.pyc").write_bytes(b"compiled")
    after = cache_key(sha, OPTIONS)
    audit_cache.code_stamp.cache_clear()
    assert cache_key(sha, OPTIONS) == after  # compiled bytecode is not a change
    audit_cache.code_stamp.cache_clear()


def test_unreadable_entries_are_misses_and_old_ones_are_pruned(tmp_path: Path, deck: Path) -> None:
    cache = AuditCache(tmp_path / "cache", max_entries=2)
    report = audit_deck(deck, OPTIONS)
    for n in range(4):
        cache.put(f"key{n}", report)
    assert len(list((tmp_path / "cache").glob("*.json"))) == 2
    (tmp_path / "cache" / "key3.json").write_text("{not json")
    assert cache.get("key3") is None
    assert cache.get("missing") is None


def test_unreadable_and_password_audits_are_not_cached(tmp_path: Path) -> None:
    bad = broken_deck(tmp_path / "bad.pptx")
    report = audit_deck(bad, OPTIONS)
    assert not cacheable(report, OPTIONS)
    good = audit_deck(bullet_deck(tmp_path / "good.pptx", CHAT_SLIDES[:1]), OPTIONS)
    assert cacheable(good, OPTIONS)
    assert not cacheable(good, OPTIONS.model_copy(update={"password": "secret"}))
