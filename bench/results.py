"""Time importing MLCommons' published results and checking claims against them.

Run: `python bench/results.py [--reference DIR] [--repeat N]`. Prints the import time of the three
published summary files (budget: under 5 s) and the time of one claim check (budget: under 1 ms),
and exits 1 when a budget is missed. The files are MLCommons' full ones from the shared folder
(`$DECKAUDIT_SHARED/reference/mlperf`, else `shared/` beside the checkout: see
examples/shared_data.py); without it the committed excerpts are timed instead, and the import
budget, which is for the full files, is not judged.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from auditor.models import ClaimAudit, Division, Labels, Scenario  # noqa: E402
from auditor.results.check import check_claim  # noqa: E402
from auditor.results.database import ResultsDB  # noqa: E402
from examples.shared_data import mlperf_reference  # noqa: E402
from extractors.models import Location, Metric  # noqa: E402

EXCERPTS = REPO / "tests" / "fixtures" / "mlperf"
ROUND_FILES = (
    "summary_results_v4.1.json",
    "summary_results_v5.1.json",
    "summary_results_v6.0.json",
)
IMPORT_BUDGET_S = 5.0
LOOKUP_BUDGET_S = 1e-3


def _claim(
    raw: str,
    value: float,
    unit: str,
    benchmark: str,
    round_name: str | None,
    result_id: str | None,
    scenario: Scenario,
) -> ClaimAudit:
    return ClaimAudit(
        id="bench",
        page=1,
        text=f"{raw} {unit} on {benchmark}",
        metric=Metric(value=value, unit=unit, raw=raw),
        benchmark=benchmark,
        round=round_name,
        result_id=result_id,
        labels=Labels(scenario=scenario, division=Division.CLOSED),
        location=Location(page=1),
    )


def sample_claims() -> list[ClaimAudit]:
    """A mix of the paths a check takes: cited IDs, value matches, mismatches and misses."""
    return [
        _claim(
            "24,524.9", 24524.9, "tokens/s", "llama2-70b", "v4.1", "v4.1-0043", Scenario.OFFLINE
        ),
        _claim("24.5k", 24500, "tokens/s", "llama2-70b", "v4.1", "4.1-0043", Scenario.OFFLINE),
        _claim(
            "23,514.8", 23514.8, "tokens/s", "llama2-70b", "v4.1", "v4.1-0043", Scenario.OFFLINE
        ),
        _claim("24,525", 24525, "tokens/s", "llama2-70b", "v4.1", "v4.1-0043", Scenario.SERVER),
        _claim("1,000", 1000, "tokens/s", "llama2-70b", "v4.1", "v4.1-9999", Scenario.OFFLINE),
        _claim(
            "8,661", 8661, "tokens/s per GPU", "deepseek-r1", "v6.0", "6.0-0076", Scenario.OFFLINE
        ),
        _claim("23,514.8", 23514.8, "tokens/s", "llama2-70b", "v4.1", None, Scenario.OFFLINE),
        _claim("30,001", 30001, "tokens/s", "llama2-70b", "v4.1", None, Scenario.OFFLINE),
        _claim("2,494,310", 2494310, "tokens/s", "deepseek-r1", None, None, Scenario.OFFLINE),
        _claim("5,000", 5000, "samples/s", "resnet", "v5.1", None, Scenario.SERVER),
    ]


def time_import(reference: Path, folder: Path) -> tuple[float, int]:
    """Seconds to import the three round files into a fresh database, and the rows imported."""
    start = time.perf_counter()
    with ResultsDB(folder / "results.sqlite3") as db:
        summary = db.import_files([reference / name for name in ROUND_FILES])
    return time.perf_counter() - start, summary.rows_after


def time_checks(db: ResultsDB, repeat: int) -> tuple[float, float, float]:
    """Seconds for the first check in a process (it loads the look-up index and the MLPerf facts
    once), mean seconds per check for the rest of the first pass, and the median per check over
    later passes."""
    claims = sample_claims()
    start = time.perf_counter()
    check_claim(claims[0], db, "")
    first = time.perf_counter() - start
    start = time.perf_counter()
    for claim in claims[1:]:
        check_claim(claim, db, "")
    cold = (time.perf_counter() - start) / (len(claims) - 1)
    per_pass = []
    for _ in range(repeat):
        start = time.perf_counter()
        for claim in claims:
            claim.verified = None
            check_claim(claim, db, "")
        per_pass.append((time.perf_counter() - start) / len(claims))
    return first, cold, statistics.median(per_pass)


def main(argv: list[str] | None = None) -> int:
    """Run both measurements and print them; 1 when a budget is missed."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--reference", type=Path, help="folder of the summary files")
    parser.add_argument("--repeat", type=int, default=200)
    args = parser.parse_args(argv)
    full = args.reference is not None or all(
        (mlperf_reference() / name).is_file() for name in ROUND_FILES
    )
    if args.reference is None:
        args.reference = mlperf_reference() if full else EXCERPTS
    if not full:
        print(f"no shared folder: timing the committed excerpts in {EXCERPTS}, not the full files")
    with tempfile.TemporaryDirectory() as tmp:
        imports = [time_import(args.reference, Path(tmp) / f"run{i}") for i in range(3)]
        import_s = min(seconds for seconds, _ in imports)
        rows = imports[0][1]
        with ResultsDB(Path(tmp) / "run0" / "results.sqlite3", readonly=True) as db:
            first, cold, warm = time_checks(db, args.repeat)
    print(f"import of {len(ROUND_FILES)} files, {rows} results: {import_s:.3f} s (best of 3)")
    print(f"first claim check (loads index and facts once): {first * 1e3:.1f} ms")
    print(f"claim check, rest of first pass: {cold * 1e6:.1f} us per claim")
    print(f"claim check, warm: {warm * 1e6:.1f} us per claim (median of {args.repeat} passes)")
    ok = (import_s < IMPORT_BUDGET_S or not full) and max(cold, warm) < LOOKUP_BUDGET_S
    print("within budget" if ok else "OVER BUDGET (import < 5 s, check < 1 ms)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
