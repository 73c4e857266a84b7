"""The one-way flow: headless packages never import Textual, and extractors imports no other package.

Each check runs in a fresh interpreter, so modules other tests imported cannot hide or fake it.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# Imports every module of a package (but not __main__, which runs the CLI) and reports which
# top-level packages of interest ended up in sys.modules.
_PROBE = """
import importlib, json, pkgutil, sys
for name in sys.argv[1:]:
    package = importlib.import_module(name)
    for info in pkgutil.walk_packages(package.__path__, name + "."):
        if not info.name.endswith("__main__"):
            importlib.import_module(info.name)
loaded = {m.split(".")[0] for m in sys.modules}
print(json.dumps(sorted(loaded & {"textual", "tui", "auditor", "kernels", "extractors"})))
"""


def _loaded_after_importing(*packages: str) -> list[str]:
    result = subprocess.run(
        [sys.executable, "-c", _PROBE, *packages],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("package", ["extractors", "kernels", "auditor"])
def test_headless_packages_never_import_textual(package: str) -> None:
    loaded = _loaded_after_importing(package)
    assert "textual" not in loaded
    assert "tui" not in loaded


def test_extractors_import_nothing_else_of_the_project() -> None:
    assert _loaded_after_importing("extractors") == ["extractors"]


def test_kernels_import_nothing_else_of_the_project() -> None:
    assert _loaded_after_importing("kernels") == ["kernels"]


def test_audit_command_runs_without_textual(tmp_path: Path) -> None:
    """A whole `deckaudit audit` run, not only the imports, stays clear of Textual."""
    code = (
        "import sys\n"
        "from auditor.cli import main\n"
        "try:\n"
        "    main(['audit', sys.argv[1], '--format', 'json', '--out', sys.argv[2]])\n"
        "except SystemExit:\n"
        "    pass\n"
        "print('TEXTUAL' if 'textual' in sys.modules else 'HEADLESS')\n"
    )
    deck = ROOT / "examples" / "granite_peak_chat_good_practice.pptx"
    result = subprocess.run(
        [sys.executable, "-c", code, str(deck), str(tmp_path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.stdout.strip().splitlines()[-1] == "HEADLESS", result.stderr
    assert (tmp_path / f"{deck.name}.json").is_file()
