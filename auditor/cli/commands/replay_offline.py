"""`deckaudit replay --offline VALUE ...`: Server (or Interactive) for an Offline figure."""

from __future__ import annotations

import argparse
import csv
import json
import math
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np

    from auditor.replay.estimate import Question
    from auditor.replay.report import ReplayReport

MAX_LENGTH_ROWS = 1_000_000


def headline_options(parser: argparse.ArgumentParser) -> None:
    """The options of the --offline mode."""
    group = parser.add_argument_group("for an Offline figure (--offline)")
    group.add_argument("--offline-unit", metavar="UNIT", help="the figure's unit, e.g. tokens/s")
    group.add_argument("--benchmark", metavar="ID", help="MLPerf benchmark, e.g. llama2-70b")
    group.add_argument("--round", metavar="vX.Y", help="MLPerf Inference round, e.g. v6.0")
    group.add_argument("--scenario", choices=("server", "interactive"), default="server")
    group.add_argument("--accelerators", type=int, metavar="N", help="accelerators in the system")
    group.add_argument("--nodes", type=int, metavar="N", help="nodes in the system")
    group.add_argument("--result-id", metavar="ID", help="the published result ID, if known")
    group.add_argument(
        "--device",
        choices=("accelerator", "cpu"),
        help="what the system serves on (default: the identified system's, else accelerator); "
        "CPU-only systems have model parameters of their own",
    )
    group.add_argument(
        "--accelerator-name",
        metavar="NAME",
        help="the accelerator, e.g. 'NVIDIA GB300' (default: the identified system's); its "
        "model family's fitted offset applies",
    )
    group.add_argument(
        "--basis",
        choices=("auto", "published", "model"),
        default="auto",
        help="auto: the same system's published result when the figure identifies one, else "
        "the model; published: only that (exit 2 when none); model: always the model",
    )
    group.add_argument(
        "--calibration-rounds",
        metavar="ROUNDS",
        help="fit the model on these rounds' pairs only, e.g. v4.1,v5.1",
    )
    group.add_argument("--ttft-ms", type=float, metavar="X", help="your p99 TTFT target (LLMs)")
    group.add_argument("--tpot-ms", type=float, metavar="Y", help="your p99 TPOT target (LLMs)")
    group.add_argument(
        "--lengths",
        type=Path,
        metavar="FILE",
        help="your prompts: CSV with input_tokens,output_tokens per request",
    )
    group.add_argument(
        "--results", type=Path, metavar="DB", help="your results database (over the shipped one)"
    )


def read_lengths(path: Path) -> tuple[np.ndarray, np.ndarray]:
    """(input tokens, output tokens) per request from a CSV; ValueError naming the problem."""
    import numpy as np

    try:
        handle = path.open(newline="", encoding="utf-8")
    except OSError as exc:
        raise ValueError(f"{path}: cannot be read ({exc.strerror or exc})") from exc
    with handle:
        reader = csv.DictReader(handle)
        fields = [f.strip().lower() for f in reader.fieldnames or []]
        if "input_tokens" not in fields or "output_tokens" not in fields:
            raise ValueError(f"{path}: needs the columns input_tokens,output_tokens")
        inputs, outputs = [], []
        for line, row in enumerate(reader, start=2):
            row = {(k or "").strip().lower(): v for k, v in row.items()}
            try:
                tokens_in = float(row["input_tokens"])
                tokens_out = float(row["output_tokens"])
            except (TypeError, ValueError) as exc:
                raise ValueError(f"{path}, line {line}: token counts must be numbers") from exc
            if (
                not (tokens_in >= 0 and tokens_out >= 1)
                or tokens_in != int(tokens_in)
                or (tokens_out != int(tokens_out))
            ):
                raise ValueError(
                    f"{path}, line {line}: input_tokens must be a whole number >= 0 and "
                    "output_tokens a whole number >= 1"
                )
            inputs.append(int(tokens_in))
            outputs.append(int(tokens_out))
            if len(inputs) > MAX_LENGTH_ROWS:
                raise ValueError(f"{path}: more than {MAX_LENGTH_ROWS:,} rows")
    if not inputs:
        raise ValueError(f"{path}: no rows")
    return np.array(inputs, dtype=np.int64), np.array(outputs, dtype=np.int64)


def _question(args: argparse.Namespace) -> Question:
    from auditor.replay.estimate import Question
    from auditor.results.database import normalise_result_id

    if args.offline_unit is None or args.benchmark is None or args.round is None:
        raise ValueError("--offline needs --offline-unit, --benchmark and --round")
    if not (math.isfinite(args.offline) and args.offline > 0):
        raise ValueError("--offline must be a positive number")
    for name in ("ttft_ms", "tpot_ms", "bound_ms"):
        value = getattr(args, name, None)
        if value is not None and not (math.isfinite(value) and value > 0):
            raise ValueError(f"--{name.replace('_', '-')} must be a positive number")
    if args.bound_ms is not None and (args.ttft_ms is not None or args.tpot_ms is not None):
        raise ValueError("give either --bound-ms or --ttft-ms with --tpot-ms, not both")
    for name in ("accelerators", "nodes"):
        value = getattr(args, name)
        if value is not None and value < 1:
            raise ValueError(f"--{name} must be at least 1")
    if args.result_id is not None and normalise_result_id(args.result_id) is None:
        raise ValueError(f"--result-id {args.result_id!r} is not a result ID (e.g. 6.0-0076)")
    rounds = None
    if args.calibration_rounds:
        rounds = tuple(r.strip() for r in args.calibration_rounds.split(",") if r.strip())
    lengths = read_lengths(args.lengths) if args.lengths else None
    return Question(
        offline=args.offline,
        unit=args.offline_unit,
        benchmark=args.benchmark,
        round=args.round,
        scenario=args.scenario,
        accelerators=args.accelerators,
        nodes=args.nodes,
        result_id=normalise_result_id(args.result_id),
        basis=args.basis,
        calibration_rounds=rounds,
        ttft_ms=args.ttft_ms,
        tpot_ms=args.tpot_ms,
        bound_ms=args.bound_ms,
        lengths=lengths,
        device=args.device,
        accelerator_name=args.accelerator_name,
    )


def report_json(report: ReplayReport) -> dict[str, Any]:
    """The JSON answer: the contract keys first, then the evidence in full."""
    data = report.model_dump(mode="json")
    head = {
        "server_estimate": data.pop("server_estimate"),
        "band": data.pop("band"),
        "ratio": data.pop("ratio"),
        "basis": data.pop("basis"),
        "published": data.pop("published"),
        "bounds": data.pop("bounds"),
    }
    return {**head, **data}


def render_table(report: ReplayReport) -> str:
    """The answer for people: the figure, the evidence rows and the words of the flag."""
    from auditor.replay.headline import headline_message

    rows = [("evidence", "share of Offline", f"{report.scenario} figure ({report.unit})")]
    for f in report.same_system:
        rows.append((f"{f.result_id} own {f.scenario}", f"{f.ratio:.3f}", f"{f.value:,.0f}"))
    for s in [report.published, *report.published_other]:
        if s is not None:
            rows.append(
                (
                    f"published {s.scenario}, {s.count} systems",
                    f"{s.median:.3f} ({s.low:.2f}-{s.high:.2f})",
                    f"{s.median * report.offline:,.0f}",
                )
            )
    if report.model is not None:
        m = report.model
        rows.append(
            (
                "model estimate (band)",
                f"{m.ratio:.3f} ({m.band_ratio[0]:.2f}-{m.band_ratio[1]:.2f})",
                f"{m.estimate:,.0f} ({m.band[0]:,.0f}-{m.band[1]:,.0f})",
            )
        )
    width = [max(len(r[i]) for r in rows) for i in range(3)]
    lines = [
        f"Offline {_figure(report.offline)} {report.unit}: {report.benchmark} {report.round}, "
        f"{report.scenario}; basis: {report.basis}",
        "",
    ]
    lines += [f"{a:<{width[0]}}  {b:<{width[1]}}  {c}" for a, b, c in rows]
    m = report.model
    if m is not None and m.requests_per_s is not None and m.tokens_per_s is not None:
        lines += ["", f"Model estimate: {m.tokens_per_s:,.0f} output tokens/s, "
                      f"{m.requests_per_s:,.2f} requests/s"]  # fmt: skip
    if report.server_estimate is not None:
        lines += ["", f"{report.scenario.capitalize()} estimate: {report.server_estimate:,.0f} "
                      f"{report.unit} (ratio {report.ratio:.3f})"]  # fmt: skip
    lines += ["", headline_message(report)]
    return "\n".join(lines)


def _figure(value: float) -> str:
    return f"{value:,.0f}" if value >= 1000 else f"{value:.4g}"


def _db(args: argparse.Namespace):  # type: ignore[no-untyped-def]
    from auditor.results.database import default_db_path
    from auditor.results.snapshot import evidence_db

    user = args.results
    if user is None and default_db_path().is_file():
        user = default_db_path()
    if user is not None and not user.is_file():
        raise ValueError(f"{user}: no results database here")
    return evidence_db(user)


def run_offline(args: argparse.Namespace) -> None:
    """Answer `deckaudit replay --offline ...`; bad input raises UsageError (exit 2)."""
    # Imported here: the --samples mode and --help should not pay for the results machinery.
    from auditor.cli.errors import UsageError
    from auditor.replay.estimate import EstimateError, estimate
    from auditor.results.database import ResultsDBError

    try:
        question = _question(args)
        report = estimate(_db(args), question)
    except (EstimateError, ValueError, ResultsDBError) as exc:
        raise UsageError(f"replay: {exc}") from exc
    if args.format == "json":
        print(json.dumps(report_json(report), indent=2))
    else:
        print(render_table(report))
