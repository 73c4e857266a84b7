"""SQLite cache of LLM labels per claim, so auditing the same deck again sends no request."""

from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path
from typing import Any

_SCHEMA = """
CREATE TABLE IF NOT EXISTS llm_labels (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL,
    created REAL NOT NULL
)
"""


class LabelCache:
    """A key/value store of JSON entries in one SQLite file; safe across processes."""

    def __init__(self, path: Path) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        conn = self._connect()
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            with conn:
                conn.execute(_SCHEMA)
        finally:
            conn.close()

    def _connect(self) -> sqlite3.Connection:
        return sqlite3.connect(self.path, timeout=30)

    def get_many(self, keys: list[str]) -> dict[str, dict[str, Any]]:
        """The cached entries among `keys` (missing keys are absent from the result)."""
        found: dict[str, dict[str, Any]] = {}
        if not keys:
            return found
        conn = self._connect()
        try:
            for start in range(0, len(keys), 500):
                chunk = keys[start : start + 500]
                marks = ",".join("?" * len(chunk))
                rows = conn.execute(
                    f"SELECT key, value FROM llm_labels WHERE key IN ({marks})", chunk
                ).fetchall()
                for key, value in rows:
                    try:
                        found[key] = json.loads(value)
                    except json.JSONDecodeError:
                        continue  # a damaged row is a miss, and is overwritten on the next put
        finally:
            conn.close()
        return found

    def put_many(self, entries: dict[str, dict[str, Any]]) -> None:
        """Store or replace entries."""
        if not entries:
            return
        now = time.time()
        conn = self._connect()
        try:
            with conn:
                conn.executemany(
                    "INSERT OR REPLACE INTO llm_labels (key, value, created) VALUES (?, ?, ?)",
                    [(key, json.dumps(value), now) for key, value in entries.items()],
                )
        finally:
            conn.close()
