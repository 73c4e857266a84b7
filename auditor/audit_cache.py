"""The last audit of each deck, kept so that reopening a deck shows its findings at once.

An entry is keyed by everything that changes what an audit produces: the deck's bytes (SHA-256),
the tool version, the code and data files of the packages that audit (their names, sizes and
modification times, so an edited rule or a regenerated calibration counts even before a version
bump), the audit options, the results database in use, the LLM settings and the prompt. Any change gives a new key, so a stale entry is never served; old entries are pruned to
the most recent few. Entries live under the user cache folder (`platformdirs.user_cache_dir`)
and are written atomically; an unreadable entry counts as a miss.

This module stays light (no deck readers, no kernels): the reviewer app reads it before anything
heavy is loaded.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import os
from pathlib import Path
from typing import TYPE_CHECKING

import platformdirs
from pydantic import ValidationError

from auditor import __version__
from auditor.atomic_files import write_text_atomic
from auditor.models import DeckReport

if TYPE_CHECKING:
    from auditor.audit import AuditOptions

CACHE_SCHEMA = "deckaudit.audit-cache/1"
MAX_ENTRIES = 48
_CHUNK = 1 << 20


def default_cache_dir() -> Path:
    """Where audits are cached: `<user cache dir>/deckaudit/audits` (XDG_CACHE_HOME on Linux)."""
    return Path(platformdirs.user_cache_dir("deckaudit")) / "audits"


def file_sha256(path: Path) -> str:
    """SHA-256 of a file, read in chunks."""
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for chunk in iter(lambda: handle.read(_CHUNK), b""):
            digest.update(chunk)
    return digest.hexdigest()


def _file_stamp(path: Path | None) -> str:
    """A cheap identity for a file the audit reads besides the deck (size and modification time)."""
    if path is None:
        return "none"
    try:
        stat = path.stat()
    except OSError:
        return f"{path}:missing"
    return f"{path.resolve()}:{stat.st_size}:{stat.st_mtime_ns}"


AUDITING_PACKAGES = ("auditor", "extractors", "kernels", "prompts")


@functools.cache
def code_stamp() -> str:
    """A digest of the auditing packages' files: relative path, size and modification time each.

    Only metadata is read (no file contents), so the walk costs a few milliseconds.
    """
    import importlib.util

    digest = hashlib.sha256()
    for package in AUDITING_PACKAGES:
        spec = importlib.util.find_spec(package)
        if spec is None or not spec.submodule_search_locations:
            digest.update(f"{package}:missing".encode())
            continue
        for root in sorted(spec.submodule_search_locations):
            for folder, dirs, names in os.walk(root):
                dirs[:] = sorted(d for d in dirs if d != "__pycache__")
                for name in sorted(names):
                    if name.endswith((".pyc", ".pyo")):
                        continue
                    path = os.path.join(folder, name)
                    with contextlib.suppress(OSError):
                        stat = os.stat(path)
                        relative = os.path.relpath(path, root)
                        digest.update(
                            f"{package}/{relative}:{stat.st_size}:{stat.st_mtime_ns}\n".encode()
                        )
    return digest.hexdigest()[:16]


def _results_db_stamp(options: AuditOptions) -> str:
    from auditor.results.database import SCHEMA_VERSION, default_db_path

    if options.results_db is not None:
        path: Path | None = options.results_db
    elif options.use_default_results_db:
        path = default_db_path()
    else:
        path = None
    return f"schema {SCHEMA_VERSION}; {_file_stamp(path)}"


def _llm_stamp(options: AuditOptions) -> dict[str, object]:
    settings = options.llm.model_dump(mode="json", exclude={"api_key"})
    if not options.llm.enabled:
        return {"enabled": False}
    from importlib.resources import files

    from auditor.llm.prompt import DEFAULT_PROMPT, DEFAULT_VERSION

    prompt = files("prompts").joinpath(f"{DEFAULT_PROMPT}.{DEFAULT_VERSION}.txt")
    try:
        prompt_hash = hashlib.sha256(prompt.read_bytes()).hexdigest()[:16]
    except OSError:
        prompt_hash = "missing"
    return {**settings, "prompt": f"{DEFAULT_PROMPT}.{DEFAULT_VERSION}", "prompt_sha": prompt_hash}


def cache_key(deck_sha256: str, options: AuditOptions) -> str:
    """The cache key of an audit of this deck with these options (hex)."""
    parts = {
        "deck": deck_sha256,
        "tool": __version__,
        "code": code_stamp(),
        "options": options.fingerprint(),
        "results_db": _results_db_stamp(options),
        "llm": _llm_stamp(options),
    }
    blob = json.dumps(parts, sort_keys=True, default=str)
    return hashlib.sha256(blob.encode()).hexdigest()[:32]


class AuditCache:
    """Reports by cache key, one small JSON file each, at most MAX_ENTRIES kept."""

    def __init__(self, folder: Path | None = None, max_entries: int = MAX_ENTRIES) -> None:
        self.folder = folder or default_cache_dir()
        self.max_entries = max_entries

    def _path(self, key: str) -> Path:
        return self.folder / f"{key}.json"

    def get(self, key: str) -> DeckReport | None:
        """The cached report for a key, or None (a missing or unreadable entry)."""
        path = self._path(key)
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
            if raw.get("schema") != CACHE_SCHEMA or raw.get("key") != key:
                return None
            report = DeckReport.model_validate(raw["report"])
        except (OSError, ValueError, KeyError, TypeError, AttributeError, ValidationError):
            return None
        with contextlib.suppress(OSError):
            path.touch()  # recently used entries survive pruning
        return report

    def put(self, key: str, report: DeckReport) -> None:
        """Keep a report; a cache that cannot be written is silently skipped."""
        entry = {"schema": CACHE_SCHEMA, "key": key, "report": report.to_json_dict()}
        try:
            write_text_atomic(self._path(key), json.dumps(entry, ensure_ascii=False))
        except OSError:
            return
        self.prune()

    def prune(self) -> None:
        """Drop the least recently used entries beyond `max_entries`."""
        try:
            entries = sorted(
                self.folder.glob("*.json"), key=lambda p: p.stat().st_mtime_ns, reverse=True
            )
        except OSError:
            return
        for stale in entries[self.max_entries :]:
            with contextlib.suppress(OSError):
                stale.unlink()


def cacheable(report: DeckReport, options: AuditOptions) -> bool:
    """Whether a report may be cached: complete, and not from a password-protected deck."""
    if options.password:
        return False
    return not any(f.code == "UNREADABLE" for f in report.deck_flags)
