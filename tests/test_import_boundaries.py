"""Only `tui` may import Textual: the library and the CLI stay headless."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

CHECK = """
import sys
{imports}
loaded = sorted(m for m in sys.modules if m == "textual" or m.startswith("textual."))
print(",".join(loaded))
"""


@pytest.mark.parametrize(
    "imports",
    [
        "import extractors",
        "import kernels",
        "import auditor",
        "import auditor.audit",
        "import auditor.cli; auditor.cli.build_parser()",
        "import auditor.commands.review, auditor.review_store",
    ],
)
def test_no_textual_outside_tui(imports: str) -> None:
    result = subprocess.run(
        [sys.executable, "-c", CHECK.format(imports=imports)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == ""


def test_the_check_sees_textual_when_tui_is_imported() -> None:
    result = subprocess.run(
        [sys.executable, "-c", CHECK.format(imports="import tui.app")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert "textual" in result.stdout.split(",")
