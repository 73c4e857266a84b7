"""The `deckaudit audit` and `deckaudit flags` commands, end to end in a subprocess."""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from pptx import Presentation

from auditor.catalogue import CATALOGUE
from tests.shared_paths import REPO_ROOT


def _deck(path: Path, bullets: list[str], title: str = "MLPerf Inference v4.1 results") -> Path:
    prs = Presentation()
    slide = prs.slides.add_slide(prs.slide_layouts[1])
    slide.shapes.title.text = title
    frame = slide.placeholders[1].text_frame
    frame.text = bullets[0]
    for bullet in bullets[1:]:
        frame.add_paragraph().text = bullet
    prs.save(str(path))
    return path


def _run(*args: str, env_home: Path) -> subprocess.CompletedProcess[str]:
    env = {"PATH": "/usr/bin:/bin", "HOME": str(env_home), "XDG_DATA_HOME": str(env_home / "data")}
    env["XDG_CACHE_HOME"] = str(env_home / "cache")
    return subprocess.run(
        [sys.executable, "-m", "auditor", *args],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
        cwd=REPO_ROOT,
    )


@pytest.fixture
def decks(tmp_path: Path) -> dict[str, Path]:
    return {
        "misleading": _deck(
            tmp_path / "vendor.pptx",
            [
                "Our chatbot answers customers in real time.",
                "24,525 tokens/s on Llama 2 70B in the Offline scenario, Closed division.",
            ],
        ),
        "clean": _deck(
            tmp_path / "clean.pptx",
            ["Our company has 1,200 employees and $2.1B revenue."],
            title="About us",
        ),
    }


def test_json_report_to_stdout_has_the_contract_keys(
    decks: dict[str, Path], tmp_path: Path
) -> None:
    result = _run(
        "audit", str(decks["misleading"]), "--format", "json", "--no-results", env_home=tmp_path
    )
    assert result.returncode == 1, result.stderr  # SCENARIO-MISMATCH is an error
    report = json.loads(result.stdout)
    assert report["schema"] == "deckaudit.report/1"
    assert report["deck"]["kind"] == "pptx" and report["deck"]["pages"] == 1
    assert report["deck"]["workload"] == "interactive"
    assert len(report["deck"]["sha256"]) == 64
    (claim,) = report["claims"]
    assert claim["id"] == "p1-1" and claim["page"] == 1
    assert claim["metric"] == {"value": 24525.0, "unit": "tokens/s", "raw": "24,525 tokens/s"}
    assert claim["benchmark"] == "llama2-70b" and claim["round"] == "v4.1"
    assert claim["labels"] == {"division": "closed", "scenario": "offline", "bucket": "operational"}
    assert claim["evidence"]["division"] == "Closed division"
    codes = {f["code"] for f in claim["flags"]}
    assert "SCENARIO-MISMATCH" in codes and "DIVISION-MISSING" not in codes
    assert all(f["message"] for f in claim["flags"])
    assert report["errors"] == []


def test_fail_on_controls_the_exit_code(decks: dict[str, Path], tmp_path: Path) -> None:
    deck = str(decks["misleading"])
    assert (
        _run("audit", deck, "--fail-on", "never", "--no-results", env_home=tmp_path).returncode == 0
    )
    assert _run("audit", str(decks["clean"]), "--no-results", env_home=tmp_path).returncode == 0


def test_markdown_and_csv_formats(decks: dict[str, Path], tmp_path: Path) -> None:
    md = _run(
        "audit", str(decks["misleading"]), "--format", "md", "--no-results", env_home=tmp_path
    )
    assert md.stdout.startswith("# deckaudit report: vendor.pptx")
    assert "SCENARIO-MISMATCH" in md.stdout and "> 24,525 tokens/s" in md.stdout
    out = _run(
        "audit", str(decks["misleading"]), "--format", "csv", "--no-results", env_home=tmp_path
    )
    rows = list(csv.DictReader(io.StringIO(out.stdout)))
    assert {r["flag_code"] for r in rows} >= {"SCENARIO-MISMATCH", "OFFLINE-HEADLINE"}
    assert all(r["claim_id"] == "p1-1" for r in rows if r["flag_code"] != "")


def test_out_dir_gets_one_report_per_deck(decks: dict[str, Path], tmp_path: Path) -> None:
    out = tmp_path / "report"
    result = _run(
        "audit",
        str(decks["misleading"]),
        str(decks["clean"]),
        "--out",
        str(out),
        "--no-results",
        env_home=tmp_path,
    )
    assert result.returncode == 1, result.stderr
    assert json.loads((out / "vendor.pptx.json").read_text())["claims"]
    assert json.loads((out / "clean.pptx.json").read_text())["claims"] == []


def test_unreadable_and_missing_inputs(tmp_path: Path) -> None:
    junk = tmp_path / "notes.pdf"
    junk.write_text("this is not a PDF at all")
    result = _run("audit", str(junk), "--no-results", env_home=tmp_path)
    assert result.returncode == 2
    report = json.loads(result.stdout)
    assert report["deck_flags"][0]["code"] == "UNREADABLE"
    assert report["errors"][0]["cause"] == "not-a-deck"
    assert "Traceback" not in result.stderr
    missing = _run("audit", str(tmp_path / "nope.pptx"), env_home=tmp_path)
    assert missing.returncode == 2 and "no such file" in missing.stderr


def test_flags_command_lists_the_catalogue(tmp_path: Path) -> None:
    result = _run("flags", "--format", "json", env_home=tmp_path)
    rows = json.loads(result.stdout)
    assert [r["code"] for r in rows] == list(CATALOGUE)
    assert all(r["meaning"] and r["why_it_matters"] and r["ask_vendor"] for r in rows)


def test_bad_samples_file_is_a_usage_error(decks: dict[str, Path], tmp_path: Path) -> None:
    bad = tmp_path / "samples.csv"
    bad.write_text("latency_ms\n12\n-3\n")
    result = _run("audit", str(decks["misleading"]), "--samples", str(bad), env_home=tmp_path)
    assert result.returncode == 2
    assert "negative" in result.stderr and "Traceback" not in result.stderr
