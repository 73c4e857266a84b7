"""Which published results the committed excerpts hold, and how they are cut from the raw files.

`python -m tests.mlperf_excerpt` rewrites the excerpts from the shared folder's raw files
(`$DECKAUDIT_SHARED/reference/mlperf`); a test marked `external_corpus` checks that the committed
files are still exactly that cut. Entries are kept whole and unchanged, in the published order.
"""

from __future__ import annotations

import csv
import io
import json
import sys
from pathlib import Path

from examples.shared_data import mlperf_reference

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "mlperf"

# Whole system entries the tests cite, plus every row of a few benchmarks, so that matching a
# figure without an ID still chooses among realistic neighbours.
KEEP_IDS: dict[str, frozenset[str]] = {
    "v4.1": frozenset(
        {"v4.1-0001", "v4.1-0002", "v4.1-0041", "v4.1-0042", "v4.1-0043", "v4.1-0086", "v4.1-0088"}
    ),
    "v5.1": frozenset(
        {"5.1-0007", "5.1-0014", "5.1-0024", "5.1-0026", "5.1-0027", "5.1-0046", "5.1-0106"}
    ),
    "v6.0": frozenset({"6.0-0001", "6.0-0021", "6.0-0048", "6.0-0076", "6.0-0078"}),
}
KEEP_MODELS: dict[str, frozenset[str]] = {
    "v4.1": frozenset({"llama2-70b-99"}),
    "v5.1": frozenset({"deepseek-r1"}),
    "v6.0": frozenset({"deepseek-r1"}),
}
ROUNDS = tuple(KEEP_IDS)


def kept(round_name: str, result_id: str, model: str) -> bool:
    """Whether a published row belongs to the excerpt."""
    return result_id in KEEP_IDS[round_name] or model in KEEP_MODELS[round_name]


def excerpt_json(raw: Path, round_name: str) -> str:
    """The excerpt of one round's summary_results file, as the text to commit."""
    entries = json.loads(raw.read_text(encoding="utf-8"))
    chosen = [e for e in entries if kept(round_name, e["ID"], e["Model"])]
    # One entry a line: small, and a diff shows which entries changed.
    return "[\n" + ",\n".join(json.dumps(e, ensure_ascii=False) for e in chosen) + "\n]\n"


def excerpt_csv(raw: Path, round_name: str) -> str:
    """The excerpt of one round's flattened results table, as the text to commit."""
    with raw.open(newline="", encoding="utf-8") as handle:
        reader = csv.DictReader(handle)
        rows = [r for r in reader if kept(round_name, r["result_id"], r["benchmark"])]
        fields = reader.fieldnames or []
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=fields, lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    return out.getvalue()


def expected_files(reference: Path) -> dict[str, str]:
    """File name to committed text, for every excerpt, cut from the raw files in `reference`."""
    files: dict[str, str] = {}
    for round_name in ROUNDS:
        name = f"summary_results_{round_name}.json"
        files[name] = excerpt_json(reference / name, round_name)
        table = f"results_{round_name}.csv"
        files[table] = excerpt_csv(reference / table, round_name)
    return files


def main() -> int:
    """Rewrite the committed excerpts from the shared folder's raw files."""
    for name, text in expected_files(mlperf_reference()).items():
        (FIXTURES / name).write_text(text, encoding="utf-8")
        print(name, text.count("\n"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
