"""Where the user's results database lives (light: the CLI's help text needs it)."""

from __future__ import annotations

from pathlib import Path

import platformdirs

DB_FILE_NAME = "results.sqlite3"


def default_db_path() -> Path:
    """Where the user's results database lives: the platform's user data directory."""
    return Path(platformdirs.user_data_dir("deckaudit")) / DB_FILE_NAME
