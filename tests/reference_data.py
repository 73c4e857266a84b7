"""MLCommons' published results as the tests read them: committed excerpts, never the raw files.

`tests/fixtures/mlperf/` holds a few hundred published rows of v4.1, v5.1 and v6.0 (whole system
entries, unchanged; see its README). The import tests read these files as a user's download;
the claim-check tests read them through `build_results_db`.

ADAPTER: when the package ships its own results snapshot (auditor/data), `build_results_db` is
the one function to change so that the checks run against the snapshot instead of the excerpts.
"""

from __future__ import annotations

from pathlib import Path

from auditor.results.database import ResultsDB

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "mlperf"
ROUNDS = ("v4.1", "v5.1", "v6.0")


def summary_file(round_name: str) -> Path:
    """The excerpt of one round's summary_results file, in MLCommons' own format."""
    return FIXTURES / f"summary_results_{round_name}.json"


def flattened_csv(round_name: str) -> Path:
    """The same rows as `summary_file`, flattened to one row per (ID, benchmark, scenario)."""
    return FIXTURES / f"results_{round_name}.csv"


def summary_files() -> list[Path]:
    """Every round's excerpt, oldest round first."""
    return [summary_file(round_name) for round_name in ROUNDS]


def build_results_db(path: Path) -> Path:
    """A results database at `path` holding the published results the claim checks use."""
    with ResultsDB(path) as db:
        db.import_files(summary_files())
    return path
