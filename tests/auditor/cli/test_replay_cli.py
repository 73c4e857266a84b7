"""`deckaudit replay` end to end: real sample files, table and JSON output, exit codes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from auditor.cli.commands import replay as replay_command
from auditor.cli.main import run_command
from tests.shared_paths import REPO_ROOT

ROOT = REPO_ROOT


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    import argparse

    parser = argparse.ArgumentParser(prog="deckaudit")
    replay_command.register(parser.add_subparsers())
    args = parser.parse_args(["replay", *argv])
    code = run_command(args)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def samples_csv(tmp_path: Path) -> Path:
    values = np.random.default_rng(1).lognormal(np.log(2.0), 0.4, 3000)
    path = tmp_path / "service.csv"
    path.write_text("query,service_ms\n" + "".join(f"{i},{v:.5f}\n" for i, v in enumerate(values)))
    return path


def test_json_report(samples_csv: Path, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--samples", str(samples_csv), "--servers", "2", "--rate", "400", "800"]
    argv += ["--queries", "200000", "--bound-ms", "10", "--format", "json", "--seed", "3"]
    code, out, _ = _run(argv, capsys)
    assert code == 0
    report = json.loads(out)
    assert {"offline_qps", "points", "max_rate_under_bound", "divergence"} <= set(report)
    assert [p["rate"] for p in report["points"]] == [400.0, 800.0]
    for point in report["points"]:
        assert {"rate", "mean_ms", "p50_ms", "p90_ms", "p99_ms", "p999_ms"} <= set(point)
        assert point["p50_ms"] <= point["p90_ms"] <= point["p99_ms"] <= point["p999_ms"]
    assert report["offline_qps"] == pytest.approx(2 / 2.0e-3 / np.exp(0.08), rel=0.03)
    assert 0 < report["divergence"] < 1
    assert report["max_rate_under_bound"] == pytest.approx(
        report["divergence"] * report["offline_qps"]
    )
    # Same seed, same numbers.
    code, again, _ = _run(argv, capsys)
    assert json.loads(again) == report


def test_table_with_default_rates(samples_csv: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(["--samples", str(samples_csv), "--queries", "50000"], capsys)
    assert code == 0
    assert "Offline throughput" in out and "p99 ms" in out
    assert out.count("%") >= 5
    assert "Max rate" not in out


def test_batched_replay(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rows = "".join(f"{b},{2 + 0.25 * b + 0.01 * k}\n" for b in (1, 2, 4, 8) for k in range(5))
    path = tmp_path / "batches.csv"
    path.write_text("batch_size,service_ms\n" + rows)
    argv = ["--samples", str(path), "--max-batch", "8", "--batch-timeout-ms", "1"]
    argv += ["--queries", "100000", "--bound-ms", "20", "--format", "json"]
    code, out, _ = _run(argv, capsys)
    assert code == 0
    report = json.loads(out)
    assert report["max_batch"] == 8
    assert report["offline_qps"] == pytest.approx(8 / 4.02e-3, rel=0.01)


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--servers", "0"], "--servers"),
        (["--rate", "-5"], "--rate"),
        (["--percentile", "120"], "--percentile"),
        (["--bound-ms", "0"], "--bound-ms"),
        (["--max-batch", "4"], "per-batch-size"),
    ],
)
def test_bad_arguments(
    samples_csv: Path, capsys: pytest.CaptureFixture[str], extra: list[str], message: str
) -> None:
    code, out, err = _run(["--samples", str(samples_csv), *extra], capsys)
    assert code == 2 and out == ""
    assert message in err


def test_bad_sample_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.txt"
    path.write_text("1\n-4\n")
    code, _, err = _run(["--samples", str(path), "--unit", "ms"], capsys)
    assert code == 2 and "negative" in err and str(path) in err


def test_console_script_runs_replay(samples_csv: Path) -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "auditor",
            "replay",
            "--samples",
            str(samples_csv),
            "--queries",
            "20000",
            "--format",
            "json",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["offline_qps"] > 0
