"""`deckaudit replay`: Server vs Offline, over measured service times or for an Offline figure.

`--samples FILE` replays Poisson arrivals over service times the user measured. `--offline VALUE`
answers for an Offline figure of an MLPerf benchmark: the same system's published result when
the figure identifies one, the published ratios of the benchmark and round, and the calibrated
model's estimate with its band (see `auditor.headline`).
"""

from __future__ import annotations

import argparse
import json
import math
import os
from typing import TYPE_CHECKING, Any

from auditor.cli.commands.replay_offline import headline_options, run_offline
from auditor.cli.errors import UsageError

if TYPE_CHECKING:
    from auditor.replay.samples import ServiceSamples
    from kernels import QueueSystem

# The kernels (numba) and the sample reader load when a replay runs, not when the parser is built.
DEFAULT_FRACTIONS = (0.5, 0.7, 0.8, 0.9, 0.95)
SEARCH_PROBES = 16


def register(subparsers: Any) -> None:
    """Add `replay` to the command line."""
    parser = subparsers.add_parser(
        "replay",
        help="Server vs Offline: over measured service times, or for an Offline figure",
        description="Replay Poisson query arrivals, as MLPerf's Server scenario issues them. "
        "With --samples, against service times you measured; with --offline, for an Offline "
        "figure of an MLPerf benchmark, answered from published results and a calibrated model.",
    )
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument(
        "--samples",
        metavar="FILE",
        help="service times: CSV/text (one per line or a named column), JSON array, LoadGen "
        "mlperf_log_trace.json, or a batch_size,service_ms CSV",
    )
    mode.add_argument("--offline", type=float, metavar="VALUE", help="an Offline figure")
    parser.add_argument(
        "--samples-column", "--column", dest="samples_column",
        help="the CSV column holding the service times",
    )  # fmt: skip
    parser.add_argument(
        "--samples-unit", "--unit", dest="samples_unit", choices=("s", "ms", "us", "ns"),
        help="unit of the service times",
    )  # fmt: skip
    _hide_aliases(parser, ("--column", "--unit"))
    headline_options(parser)
    parser.add_argument("--servers", type=int, default=1, metavar="N", help="servers (default 1)")
    parser.add_argument("--max-batch", type=int, metavar="B", help="largest batch (batch CSV)")
    parser.add_argument(
        "--batch-timeout-ms", type=float, default=0.0, metavar="T", help="batch timeout in ms"
    )
    parser.add_argument(
        "--ordered", action="store_true", help="replay samples in file order, not at random"
    )
    parser.add_argument(
        "--rate",
        type=float,
        nargs="+",
        metavar="QPS",
        help="arrival rates to replay (default: 50..95%% of the Offline rate)",
    )
    parser.add_argument(
        "--queries", type=int, default=1_000_000, metavar="N", help="queries per replay"
    )
    parser.add_argument("--seed", type=int, default=0, metavar="S", help="random seed")
    parser.add_argument(
        "--percentile", type=float, default=99.0, help="latency percentile for the bound"
    )
    parser.add_argument("--bound-ms", type=float, metavar="X", help="latency bound in ms")
    parser.add_argument("--format", choices=("table", "json"), default="table")
    parser.add_argument(
        "--jobs", type=int, default=min(2, os.cpu_count() or 1), help="threads for the rates"
    )
    parser.set_defaults(func=run, quick_exit=True)  # see auditor.cli.main.console


def _system(args: argparse.Namespace, samples: ServiceSamples) -> QueueSystem:
    if args.max_batch is not None and args.max_batch > 1 and samples.per_query_s is not None:
        raise ValueError("--max-batch needs per-batch-size samples (a batch_size,service_ms CSV)")
    if not (args.batch_timeout_ms >= 0 and math.isfinite(args.batch_timeout_ms)):
        raise ValueError("--batch-timeout-ms must be a non-negative number")
    return samples.to_system(
        servers=args.servers,
        max_batch=args.max_batch,
        batch_timeout_s=args.batch_timeout_ms * 1e-3,
        ordered=args.ordered,
    )


def _check(args: argparse.Namespace) -> None:
    if args.servers < 1:
        raise ValueError("--servers must be at least 1")
    if args.queries < 1:
        raise ValueError("--queries must be at least 1")
    if not 0 < args.percentile <= 100:
        raise ValueError("--percentile must be in (0, 100]")
    if args.bound_ms is not None and not args.bound_ms > 0:
        raise ValueError("--bound-ms must be positive")
    if args.rate is not None and any(not (r > 0 and math.isfinite(r)) for r in args.rate):
        raise ValueError("--rate values must be positive")
    if args.jobs < 1:
        raise ValueError("--jobs must be at least 1")


def build_report(args: argparse.Namespace) -> dict[str, Any]:
    """Run the replays the arguments ask for; returns the JSON report."""
    from auditor.replay.samples import read_service_samples
    from kernels import max_rate_under_bound, replay_rates

    _check(args)
    samples = read_service_samples(args.samples, column=args.samples_column, unit=args.samples_unit)
    system = _system(args, samples)
    offline = system.capacity()  # exact expected Offline rate of the samples, at no replay cost
    rates = args.rate or [round(f * offline, 6) for f in DEFAULT_FRACTIONS]
    results = replay_rates(system, rates, args.queries, args.seed, workers=args.jobs)
    points = []
    for result in results:
        point = {
            "rate": result.rate,
            "mean_ms": result.mean * 1e3,
            "p50_ms": result.p50 * 1e3,
            "p90_ms": result.p90 * 1e3,
            "p99_ms": result.p99 * 1e3,
            "p999_ms": result.p999 * 1e3,
            "utilisation": result.utilisation,
        }
        if args.percentile not in (50.0, 90.0, 99.0, 99.9):
            point["percentile_ms"] = result.percentile(args.percentile) * 1e3
        points.append(point)
    max_rate = None
    limited_by = None
    if args.bound_ms is not None:
        search = max_rate_under_bound(
            system,
            args.percentile,
            args.bound_ms * 1e-3,
            args.queries,
            seed=args.seed,
            probes=SEARCH_PROBES,
            high=offline,
        )
        max_rate = search.rate
        limited_by = search.limited_by
    return {
        "offline_qps": offline,
        "points": points,
        "max_rate_under_bound": max_rate,
        "divergence": None if max_rate is None else max_rate / offline,
        "limited_by": limited_by,
        "percentile": args.percentile,
        "bound_ms": args.bound_ms,
        "servers": system.servers,
        "max_batch": system.max_batch,
        "queries": args.queries,
        "seed": args.seed,
        "samples": samples.describe(),
        "samples_note": samples.note,
    }


def render_table(report: dict[str, Any]) -> str:
    """The report as a small table for people."""
    lines = [
        f"Samples: {report['samples']}",
        f"System: {report['servers']} server(s)"
        + (f", batches up to {report['max_batch']}" if report["max_batch"] > 1 else "")
        + f"; {report['queries']:,} queries per replay, seed {report['seed']}",
        f"Offline throughput: {report['offline_qps']:,.1f} queries/s",
        "",
        f"{'rate (q/s)':>12} {'load':>6} {'mean ms':>10} {'p50 ms':>10} {'p90 ms':>10} "
        f"{'p99 ms':>10} {'p99.9 ms':>10}",
    ]
    for p in report["points"]:
        load = p["rate"] / report["offline_qps"]
        lines.append(
            f"{p['rate']:>12,.1f} {load:>6.0%} {p['mean_ms']:>10.4g} {p['p50_ms']:>10.4g} "
            f"{p['p90_ms']:>10.4g} {p['p99_ms']:>10.4g} {p['p999_ms']:>10.4g}"
        )
    if report["max_rate_under_bound"] is not None:
        pct = f"p{report['percentile']:g}"
        lines += [
            "",
            f"Max rate with {pct} <= {report['bound_ms']:g} ms: "
            f"{report['max_rate_under_bound']:,.1f} queries/s "
            f"({report['divergence']:.3f} of Offline; limited by {report['limited_by']})",
        ]
    return "\n".join(lines)


def _hide_aliases(parser: argparse.ArgumentParser, names: tuple[str, ...]) -> None:
    """Keep old option spellings working without showing them in --help."""
    for action in parser._actions:
        if any(n in action.option_strings for n in names):
            action.option_strings = [o for o in action.option_strings if o not in names]
            for name in names:
                parser._option_string_actions.setdefault(name, action)


def run(args: argparse.Namespace) -> None:
    """Entry point of `deckaudit replay`."""
    if args.offline is not None:
        run_offline(args)
        return
    from auditor.replay.samples import SampleFileError

    try:
        report = build_report(args)
    except (SampleFileError, ValueError) as exc:
        raise UsageError(f"replay: {exc}") from exc
    if args.format == "json":
        print(json.dumps(report, indent=2))
    else:
        print(render_table(report))
