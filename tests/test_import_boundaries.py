"""The one-way flow of DESIGN.md: extractors, kernels < auditor < tui, and only tui imports Textual.

Two kinds of check. A static scan reads every module's imports (lazy ones inside functions too)
and fails on any that runs upward, on auditor reaching past `extractors/__init__.py`, on tui
reaching into the CLI, and on tests and bench importing each other. Fresh interpreters then
import whole packages and look at `sys.modules`, so modules other tests imported cannot hide or
fake what a package really pulls in.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import extractors
from tests.shared_paths import REPO_ROOT as ROOT

# A package may import itself and the packages ranked below it; extractors and kernels share
# the bottom rank but import nothing of the project besides themselves.
RANK = {"extractors": 0, "kernels": 0, "auditor": 1, "tui": 2}
SUPPORT = {"tests", "bench", "examples", "oracles"}  # never imported by the product
PROJECT = set(RANK) | SUPPORT


def _imports(path: Path) -> Iterator[tuple[int, str, list[str]]]:
    """(line, module, names) for every import in a file, at any depth; names empty for `import`."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name, []
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            yield node.lineno, node.module, [alias.name for alias in node.names]


def violations(path: Path, package: str) -> list[str]:
    """What in `path` (a module of `package`) breaks the import rules."""
    found = []
    for line, module, names in _imports(path):
        top = module.split(".")[0]
        shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path.name
        where = f"{shown}:{line} imports {module}"
        if top not in PROJECT or top == package:
            continue
        if package in RANK:
            if top in SUPPORT:
                found.append(f"{where} (test or benchmark support)")
            elif not RANK[top] < RANK[package]:
                found.append(f"{where} (upward or sideways)")
            elif package == "auditor" and top == "extractors":
                private = [n for n in names if n not in extractors.__all__]
                if module != "extractors" or private:
                    found.append(f"{where} {private or ''} (past extractors/__init__.py)")
            elif (
                package == "tui"
                and module.startswith("auditor.cli")
                and not _cli_api(module, names)
            ):
                found.append(f"{where} (the CLI's internals)")
        elif {package, top} == {"tests", "bench"}:
            found.append(f"{where} (tests and bench stay apart)")
    return found


# What a plug-in of the command line (tui's `review`) may use: the failures that carry exit codes,
# and `main` itself (`python -m tui` is `deckaudit review`).
CLI_API = {"auditor.cli.errors": None, "auditor.cli.main": {"main"}}


def _cli_api(module: str, names: list[str]) -> bool:
    if module not in CLI_API:
        return False
    allowed = CLI_API[module]
    return allowed is None or (bool(names) and set(names) <= allowed)


def _modules(package: str) -> list[Path]:
    return sorted(p for p in (ROOT / package).rglob("*.py") if "__snapshots__" not in p.parts)


@pytest.mark.parametrize("package", [*RANK, "tests", "bench", "examples", "oracles"])
def test_no_import_breaks_the_flow(package: str) -> None:
    modules = _modules(package)
    assert modules, f"no modules found under {package}/"
    broken = [v for path in modules for v in violations(path, package)]
    assert broken == []


@pytest.mark.parametrize(
    ("package", "source", "expected"),
    [
        ("auditor", "def f():\n    import tui.app\n", "upward"),
        ("extractors", "from auditor.models import Flag\n", "upward"),
        ("kernels", "import extractors\n", "sideways"),
        ("auditor", "from extractors.claims import split_sentences\n", "past extractors"),
        ("auditor", "from extractors import not_public\n", "past extractors"),
        ("tui", "from auditor.cli.main import build_parser\n", "internals"),
        ("tui", "from auditor.cli.commands.audit import read_samples\n", "internals"),
        ("auditor", "from tests.shared_paths import HOSTILE\n", "support"),
        ("bench", "from tests.corpus import specs\n", "apart"),
    ],
)
def test_the_scan_sees_each_kind_of_break(
    package: str, source: str, expected: str, tmp_path: Path
) -> None:
    module = tmp_path / package / "probe.py"
    module.parent.mkdir()
    module.write_text(source, encoding="utf-8")
    found = violations(module, package)
    assert len(found) == 1 and expected in found[0], found


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


_TEXTUAL_CHECK = """
import sys
{imports}
loaded = sorted(m for m in sys.modules if m == "textual" or m.startswith("textual."))
print(",".join(loaded))
"""


@pytest.mark.parametrize(
    "imports",
    [
        "import auditor.audit",
        "import auditor.cli.main; auditor.cli.main.build_parser()",
        "import tui.command, auditor.review_store",
    ],
)
def test_no_textual_until_the_app_starts(imports: str) -> None:
    result = subprocess.run(
        [sys.executable, "-c", _TEXTUAL_CHECK.format(imports=imports)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == ""


def test_the_check_sees_textual_when_tui_is_imported() -> None:
    result = subprocess.run(
        [sys.executable, "-c", _TEXTUAL_CHECK.format(imports="import tui.app")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert "textual" in result.stdout.split(",")


def test_review_is_a_plug_in_registered_by_tui() -> None:
    from auditor.cli.main import command_entry_points

    plugins = command_entry_points()
    assert plugins["review"].value == "tui.command:register"
    others = [ep.value for name, ep in plugins.items() if name != "review"]
    assert others and all(value.startswith("auditor.cli.commands.") for value in others)


def test_audit_command_runs_without_textual(tmp_path: Path) -> None:
    """A whole `deckaudit audit` run, not only the imports, stays clear of Textual."""
    code = (
        "import sys\n"
        "from auditor.cli.main import main\n"
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
