"""Server-vs-Offline for an Offline figure: published evidence first, then the calibrated model."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from auditor.audit import AuditOptions, audit_deck
from auditor.cli.commands import replay as replay_command
from auditor.cli.main import run_command
from auditor.replay import calibration
from auditor.replay.evidence import accelerators_in, published_pairs
from auditor.results.snapshot import evidence_db
from tests.shared_paths import REPO_ROOT

ROOT = REPO_ROOT
EXAMPLE = ROOT / "examples" / "brightline_offline_headline.pptx"
DEEPSEEK = ["--offline", "2494310", "--offline-unit", "tokens/s", "--benchmark", "deepseek-r1"]
DEEPSEEK += ["--round", "v6.0", "--accelerators", "288"]


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    parser = argparse.ArgumentParser(prog="deckaudit")
    replay_command.register(parser.add_subparsers())
    args = parser.parse_args(["replay", *argv])
    code = run_command(args)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(autouse=True)
def _no_user_database(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "no-user-data"))


def test_the_example_deck_names_the_systems_own_server_result() -> None:
    report = audit_deck(EXAMPLE, AuditOptions(use_default_results_db=False))
    claim = next(c for c in report.claims if c.replay is not None and c.benchmark == "deepseek-r1")
    replay = claim.replay
    assert replay is not None
    assert replay.identified_result == "6.0-0076" and replay.basis == "published-system"
    own = {f.scenario: f for f in replay.same_system}
    assert own["server"].value == 1555110.0 and own["server"].ratio == pytest.approx(0.6235, 1e-3)
    assert replay.server_estimate == pytest.approx(1555110.0)
    assert replay.published is not None and replay.published.count == 18
    assert replay.published.median == pytest.approx(0.68, abs=0.01)
    assert (replay.published.low, replay.published.high) == pytest.approx((0.51, 0.88), abs=0.01)
    assert [s.scenario for s in replay.published_other] == ["interactive"]
    assert replay.published_other[0].count == 3
    message = next(f.message for f in claim.flags if f.code == "OFFLINE-HEADLINE")
    # Evidence first: the system's own result, the published spread, then the model.
    order = [message.index(s) for s in ("6.0-0076", "Across 18 closed", "Model estimate")]
    assert order == sorted(order)
    assert "not a published result" in message
    assert replay.model is not None and replay.model.pair_in_calibration
    assert "not an independent prediction" in message


def test_basis_model_band_holds_the_published_server_ratio(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = _run([*DEEPSEEK, "--basis", "model", "--format", "json"], capsys)
    assert code == 0
    data = json.loads(out)
    assert list(data)[:6] == ["server_estimate", "band", "ratio", "basis", "published", "bounds"]
    assert data["basis"] == "model" and data["same_system"] == []
    # The system's own pair was one the model was fitted on, and the answer says so.
    assert data["model"]["pair_in_calibration"]
    low, high = data["band"]
    assert low <= 1555110.0 <= high
    assert data["server_estimate"] == pytest.approx(data["ratio"] * 2494310.0)
    assert data["bounds"]["ttft_ms"] == 2000.0 and data["bounds"]["tpot_ms"] == 80.0
    assert data["published"]["count"] == 18


def test_basis_auto_and_published(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run([*DEEPSEEK, "--format", "json"], capsys)
    assert code == 0 and json.loads(out)["basis"] == "published-system"
    code, out, _ = _run([*DEEPSEEK, "--basis", "published", "--format", "json"], capsys)
    data = json.loads(out)
    assert code == 0 and data["server_estimate"] == pytest.approx(1555110.0)
    # A figure no published system has: auto falls back to the model, published refuses.
    other = ["--offline", "2000000", *DEEPSEEK[2:]]
    code, out, _ = _run([*other, "--format", "json"], capsys)
    assert code == 0 and json.loads(out)["basis"] == "model"
    code, out, err = _run([*other, "--basis", "published"], capsys)
    assert code == 2 and "does not identify a published system" in err and not out


def test_result_id_identifies_the_system(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--offline", "2494310", "--offline-unit", "tokens/s", "--benchmark", "deepseek-r1"]
    argv += ["--round", "v6.0", "--result-id", "6.0-0076", "--scenario", "interactive"]
    code, out, _ = _run([*argv, "--format", "json"], capsys)
    data = json.loads(out)
    assert code == 0 and data["identified_result"] == "6.0-0076"
    # 6.0-0076 published no Interactive result, so the model answers, held to Interactive bounds.
    assert data["basis"] == "model" and data["bounds"]["tpot_ms"] == 15.0


def test_table_output(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(DEEPSEEK, capsys)
    assert code == 0
    assert "6.0-0076 own server" in out and "model estimate (band)" in out
    assert "published server, 18 systems" in out


def test_calibration_rounds_restrict_the_fit(capsys: pytest.CaptureFixture[str]) -> None:
    argv = [*DEEPSEEK, "--basis", "model", "--calibration-rounds", "v4.1,v5.1", "--format", "json"]
    code, out, _ = _run(argv, capsys)
    model = json.loads(out)["model"]
    assert code == 0 and model["calibration_rounds"] == ["v4.1", "v5.1"]
    assert model["family_fitted"] and not model["pair_in_calibration"]
    new = ["--offline", "100000", "--offline-unit", "tokens/s", "--benchmark", "gpt-oss-120b"]
    new += ["--round", "v6.0", "--calibration-rounds", "v4.1,v5.1", "--format", "json"]
    code, out, _ = _run(new, capsys)
    assert code == 0 and not json.loads(out)["model"]["family_fitted"]


def test_own_lengths_and_targets(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    lengths = tmp_path / "mine.csv"
    lengths.write_text("input_tokens,output_tokens\n" + "1200,180\n300,420\n2500,90\n" * 20)
    argv = ["--offline", "30000", "--offline-unit", "tokens/s", "--benchmark", "llama2-70b"]
    argv += ["--round", "v5.1", "--accelerators", "8", "--ttft-ms", "500", "--tpot-ms", "50"]
    code, out, _ = _run([*argv, "--lengths", str(lengths), "--format", "json"], capsys)
    data = json.loads(out)
    assert code == 0 and data["bounds"]["source"] == "user" and data["basis"] == "model"
    engine = data["model"]["engine"]
    assert engine["mean_output_tokens"] == pytest.approx(230.0)
    model = data["model"]
    assert model["requests_per_s"] == pytest.approx(model["tokens_per_s"] / 230.0)
    assert 0.0 <= data["ratio"] <= 1.0


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (
            ["--offline", "100", "--benchmark", "no-such-model", "--round", "v6.0"],
            "not a benchmark",
        ),
        (["--offline", "100", "--benchmark", "resnet", "--round", "v6.0"], "sets no Server"),
        (["--offline", "0", "--benchmark", "llama2-70b", "--round", "v5.1"], "positive"),
        (["--offline", "-5", "--benchmark", "llama2-70b", "--round", "v5.1"], "positive"),
        (["--offline", "100", "--benchmark", "llama2-70b", "--round", "v4.5"], "not an MLPerf"),
        (
            [
                "--offline",
                "100",
                "--benchmark",
                "mixtral-8x7b",
                "--round",
                "v5.1",
                "--scenario",
                "interactive",
            ],
            "sets no Interactive",
        ),
        (
            [
                "--offline",
                "100",
                "--benchmark",
                "llama2-70b",
                "--round",
                "v5.1",
                "--calibration-rounds",
                "v3.1",
            ],
            "no calibration",
        ),
        (
            [
                "--offline",
                "100",
                "--benchmark",
                "llama2-70b",
                "--round",
                "v5.1",
                "--ttft-ms",
                "500",
            ],
            "both",
        ),
        (
            [
                "--offline",
                "100",
                "--benchmark",
                "llama2-70b",
                "--round",
                "v5.1",
                "--accelerators",
                "0",
            ],
            "at least 1",
        ),
    ],
)
def test_bad_input_exits_2(argv: list[str], words: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run([*argv, "--offline-unit", "tokens/s"], capsys)
    assert code == 2 and words in err and not out


@pytest.mark.parametrize(
    "content",
    [
        "input_tokens,output_tokens\n12,abc\n",
        "prompt,answer\n1,2\n",
        "input_tokens,output_tokens\n",
        "input_tokens,output_tokens\n10,0\n",
        "input_tokens,output_tokens\n1.5,3\n",
    ],
)
def test_malformed_lengths_file_exits_2(
    tmp_path: Path, content: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "lengths.csv"
    path.write_text(content)
    argv = ["--offline", "30000", "--offline-unit", "tokens/s", "--benchmark", "llama2-70b"]
    code, out, err = _run([*argv, "--round", "v5.1", "--lengths", str(path)], capsys)
    assert code == 2 and "lengths.csv" in err and not out


def test_old_option_names_still_work(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "svc.csv"
    path.write_text("t\n" + "".join(f"{1 + (i % 7) * 0.1:.3f}\n" for i in range(500)))
    new = ["--samples", str(path), "--samples-column", "t", "--samples-unit", "ms"]
    old = ["--samples", str(path), "--column", "t", "--unit", "ms"]
    common = ["--queries", "2000", "--rate", "100", "--format", "json"]
    code_new, out_new, _ = _run([*new, *common], capsys)
    code_old, out_old, _ = _run([*old, *common], capsys)
    assert code_new == code_old == 0 and json.loads(out_new) == json.loads(out_old)
    parser = argparse.ArgumentParser(prog="deckaudit")
    replay_command.register(parser.add_subparsers())
    assert "--column" not in parser.format_help()


def test_accelerator_counts_in_claims() -> None:
    assert accelerators_in("2,494,310 tokens/s on a 288-GPU rack") == 288
    assert accelerators_in("an 8 x GPU server") == 8
    assert accelerators_in("72 accelerators") == 72
    assert accelerators_in("the fastest GPU") is None


def test_shipped_calibration_states_its_rounds() -> None:
    document = calibration.load()
    assert document["rounds"] == ["v4.1", "v5.1", "v6.0"]
    assert document["default_fit"] == "v4.1,v5.1,v6.0"
    for key, fitted in document["fits"].items():
        assert fitted["rounds"] == key.split(",")
        for entry in fitted["families"].values():
            assert entry["pairs"] > 0 and set(entry["params"]) >= {"concurrency", "fixed_share"}
    assert document["output_means"]["deepseek-r1"]["tokens"] == pytest.approx(3700, rel=0.05)
    assert "TOKENS_PER_SAMPLE" in document["output_means"]["deepseek-r1"]["source"]


def test_calibration_is_reproducible_and_uses_only_its_rounds(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(calibration, "CONCURRENCY", (16.0, 256.0))
    monkeypatch.setattr(calibration, "LLM_MIN_STEPS", (0.04,))
    pairs = [p for p in published_pairs(evidence_db(None)) if p.family == "mixtral-8x7b"]
    first = calibration.replay_table(pairs, jobs=1)
    again = calibration.replay_table(pairs, jobs=1)
    assert first == again
    one = calibration.fit(pairs, first, ["v4.1"])
    assert one["rounds"] == ["v4.1"]
    assert one["families"]["mixtral-8x7b"]["pairs"] == sum(p.round == "v4.1" for p in pairs)
    assert calibration.fit(pairs, first, ["v4.1"]) == one
    both = calibration.fit(pairs, first, ["v4.1", "v5.1", "v6.0"])
    assert both["families"]["mixtral-8x7b"]["pairs"] == len(pairs)
