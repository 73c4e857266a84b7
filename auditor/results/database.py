"""Local database of MLCommons' published MLPerf Inference results.

MLCommons publishes each round's results as a `summary_results.json` file: a JSON list with one
object per (result ID, benchmark, scenario). This module imports such files into a SQLite database
(by default in the user data directory), searches it, and looks results up for the audit.

Two naming traps in the published files: the *division* is stored under "Category" and the
availability category under "Availability". One result ID names a whole system entry; a single
result is the triple (ID, benchmark, scenario).
"""

from __future__ import annotations

import hashlib
import json
import re
import sqlite3
import threading
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from auditor.models import Division, Scenario
from auditor.results.location import default_db_path

SCHEMA_VERSION = 1
SUMMARY_GLOB = "summary_results*.json"

_ID_RE = re.compile(r"^\s*[vV]?(\d+)\.(\d+)\s*[-‐‑–—]\s*(\d{1,6})\s*$")
_ROUND_RE = re.compile(r"[vV]?\s*(\d+)\.(\d+)")
_ACCURACY_SUFFIX_RE = re.compile(r"-(99\.9|99|95|90)$")

_SCENARIOS: dict[str, Scenario] = {
    "offline": Scenario.OFFLINE,
    "server": Scenario.SERVER,
    "singlestream": Scenario.SINGLE_STREAM,
    "multistream": Scenario.MULTI_STREAM,
    "interactive": Scenario.INTERACTIVE,
}

_DIVISIONS: dict[str, Division] = {
    "closed": Division.CLOSED,
    "open": Division.OPEN,
    "network": Division.NETWORK,
}

# Spellings decks and reviewers use for benchmark ids, mapped to the MLPerf family name.
_BENCHMARK_ALIASES: dict[str, str] = {
    "resnet50": "resnet",
    "resnet-50": "resnet",
    "resnet50-v1.5": "resnet",
    "resnet-50-v1.5": "resnet",
    "gpt-j": "gptj",
    "gpt-j-6b": "gptj",
    "gptj-6b": "gptj",
    "sdxl": "stable-diffusion-xl",
    "stable-diffusion": "stable-diffusion-xl",
    "bert-large": "bert",
    "dlrmv2": "dlrm-v2",
    "dlrm-dcnv2": "dlrm-v2",
    "dlrmv3": "dlrm-v3",
    "3dunet": "3d-unet",
    "3d-unet-kits19": "3d-unet",
    "mixtral": "mixtral-8x7b",
    "mixtral-8x7b-instruct": "mixtral-8x7b",
    "r-gat": "rgat",
    "whisper-large-v3": "whisper",
    "deepseek-r1-0528": "deepseek-r1",
}

_REQUIRED_FIELDS = (
    "ID",
    "Model",
    "Scenario",
    "Category",
    "Performance_Result",
    "Performance_Units",
)

# The results table's columns, in the order rows are stored and read back.
RESULT_COLUMNS = (
    "result_id",
    "published_id",
    "round",
    "submitter",
    "division",
    "availability",
    "suite",
    "system",
    "platform",
    "model",
    "benchmark",
    "scenario",
    "published_scenario",
    "value",
    "units",
    "accelerator",
    "accelerators_per_node",
    "nodes",
    "total_accelerators",
    "power_value",
    "power_units",
    "accuracy",
    "details_url",
    "source_file",
)

_SCHEMA = f"""
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS results (
    result_id TEXT NOT NULL,
    published_id TEXT NOT NULL,
    round TEXT NOT NULL,
    submitter TEXT NOT NULL,
    division TEXT NOT NULL,
    availability TEXT NOT NULL,
    suite TEXT NOT NULL,
    system TEXT NOT NULL,
    platform TEXT NOT NULL,
    model TEXT NOT NULL,
    benchmark TEXT NOT NULL,
    scenario TEXT NOT NULL,
    published_scenario TEXT NOT NULL,
    value REAL NOT NULL,
    units TEXT NOT NULL,
    accelerator TEXT NOT NULL,
    accelerators_per_node REAL,
    nodes INTEGER,
    total_accelerators INTEGER,
    power_value REAL,
    power_units TEXT,
    accuracy TEXT NOT NULL,
    details_url TEXT NOT NULL,
    source_file TEXT NOT NULL,
    PRIMARY KEY (result_id, model, scenario)
);
CREATE INDEX IF NOT EXISTS results_by_match ON results (benchmark, scenario, round, division);
CREATE INDEX IF NOT EXISTS results_by_round ON results (round, benchmark);
CREATE TABLE IF NOT EXISTS imports (
    sha256 TEXT PRIMARY KEY,
    path TEXT NOT NULL,
    round TEXT NOT NULL,
    rows INTEGER NOT NULL,
    imported_at TEXT NOT NULL DEFAULT (datetime('now'))
);
INSERT OR IGNORE INTO meta (key, value) VALUES ('schema_version', '{SCHEMA_VERSION}');
"""


class ResultsImportError(Exception):
    """A results file that cannot be imported; nothing of the import was written."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.path = path
        self.message = message


class ResultsDBError(Exception):
    """The results database itself cannot be opened or is not a deckaudit results database."""


@dataclass(frozen=True, slots=True)
class PublishedResult:
    """One published MLPerf result: a (result ID, benchmark, scenario) row of a summary file."""

    result_id: str
    published_id: str
    round: str
    submitter: str
    division: str
    availability: str
    suite: str
    system: str
    platform: str
    model: str
    benchmark: str
    scenario: str
    published_scenario: str
    value: float
    units: str
    accelerator: str
    accelerators_per_node: float | None
    nodes: int | None
    total_accelerators: int | None
    power_value: float | None
    power_units: str | None
    accuracy: str
    details_url: str
    source_file: str

    def to_dict(self) -> dict[str, Any]:
        """The result as plain JSON data."""
        return asdict(self)


@dataclass(frozen=True, slots=True)
class ImportedFile:
    """What one imported file contributed."""

    path: str
    round: str
    rows: int
    sha256: str


@dataclass(frozen=True, slots=True)
class ImportSummary:
    """The outcome of one import: files read, rows written and the database size after it."""

    files: tuple[ImportedFile, ...]
    rows_before: int
    rows_after: int

    @property
    def rows_read(self) -> int:
        """Result rows read from all files."""
        return sum(f.rows for f in self.files)

    @property
    def rows_added(self) -> int:
        """Rows that were not in the database before (re-imported rows replace themselves)."""
        return self.rows_after - self.rows_before


def normalise_result_id(text: str | None) -> str | None:
    """A result ID in the canonical form `4.1-0043` (decks write `v4.1-0043` or `4.1-0043`)."""
    if not text:
        return None
    match = _ID_RE.match(text)
    if not match:
        return None
    major, minor, number = match.groups()
    return f"{int(major)}.{int(minor)}-{int(number):04d}"


def round_of_result_id(result_id: str | None) -> str | None:
    """The round (`v4.1`) a result ID belongs to, or None when it is not a result ID."""
    canonical = normalise_result_id(result_id)
    if canonical is None:
        return None
    return "v" + canonical.split("-", 1)[0]


def normalise_round(text: str | None) -> str | None:
    """A round in the canonical form `v4.1` ("4.1", "v4.1", "MLPerf Inference v4.1" all work)."""
    if not text:
        return None
    match = _ROUND_RE.search(text)
    if not match:
        return None
    return f"v{int(match.group(1))}.{int(match.group(2))}"


def benchmark_family(name: str | None) -> str | None:
    """The benchmark family of a model id: `llama2-70b-99.9` -> `llama2-70b`, `gptj-99` -> `gptj`.

    The accuracy suffix (99, 99.9, 95) and v5.0's `-interactive` infix do not change which
    benchmark a number belongs to, so matching is done on the family.
    """
    if not name:
        return None
    text = re.sub(r"[\s_]+", "-", name.strip().lower())
    text = re.sub(r"^llama-(\d)", r"llama\1", text)
    text = text.replace("-interactive", "")
    text = _BENCHMARK_ALIASES.get(text, text)
    text = _ACCURACY_SUFFIX_RE.sub("", text)
    return _BENCHMARK_ALIASES.get(text, text)


def normalise_scenario(text: str | None) -> Scenario | None:
    """A scenario from its published or written name ("Offline", "SingleStream", "server")."""
    if not text:
        return None
    key = re.sub(r"[\s_-]+", "", text.strip().lower())
    return _SCENARIOS.get(key)


def normalise_division(text: str | None) -> Division | None:
    """A division from its published name ("closed", "Open", "network")."""
    if not text:
        return None
    return _DIVISIONS.get(text.strip().lower())


def find_summary_files(paths: Iterable[str | Path]) -> list[Path]:
    """The files to import: each file as given, and `summary_results*.json` below each folder."""
    found: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            matches = sorted(p for p in path.rglob(SUMMARY_GLOB) if p.is_file())
            if not matches:
                raise ResultsImportError(str(path), f"no {SUMMARY_GLOB} files in this folder")
            found.extend(matches)
        elif path.is_file():
            found.append(path)
        else:
            raise ResultsImportError(str(path), "no such file or folder")
    return found


def _as_float(value: Any) -> float | None:
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        return float(value)
    if isinstance(value, str) and value.strip():
        try:
            return float(value.strip().replace(",", ""))
        except ValueError:
            return None
    return None


def _as_int(value: Any) -> int | None:
    number = _as_float(value)
    if number is None or number != number or number < 0 or number != int(number):
        return None
    return int(number)


def _total_accelerators(row: dict[str, Any]) -> int | None:
    """The accelerator count of the whole system: the published total, else nodes x per node."""
    total = _as_int(row.get("Total Accelerators"))
    if total is not None:
        return total  # 0 for systems without accelerators
    nodes = _as_int(row.get("Nodes"))
    per_node = _as_float(row.get("a#"))
    if nodes and per_node:
        product = nodes * per_node
        if product == int(product):
            return int(product)
    return None


def _text(row: dict[str, Any], key: str) -> str:
    value = row.get(key)
    return "" if value is None else str(value).strip()


def _parse_row(row: Any, index: int, source: str) -> tuple[Any, ...]:
    """One published row as a database tuple; raises ValueError naming the problem."""
    if not isinstance(row, dict):
        raise ValueError(f"entry {index} is {type(row).__name__}, not an object")
    missing = [key for key in _REQUIRED_FIELDS if key not in row]
    if missing:
        raise ValueError(f"entry {index} lacks the field(s) {', '.join(missing)}")
    published_id = _text(row, "ID")
    result_id = normalise_result_id(published_id)
    if result_id is None:
        raise ValueError(f"entry {index} has ID {published_id!r}, which is not a result ID")
    label = f"entry {index} ({published_id})"
    round_name = normalise_round(_text(row, "version")) or round_of_result_id(published_id)
    if round_name != round_of_result_id(published_id):
        raise ValueError(f"{label}: version {row.get('version')!r} disagrees with its ID")
    model = _text(row, "Model")
    if not model:
        raise ValueError(f"{label} has an empty Model")
    published_scenario = _text(row, "Scenario")
    scenario = normalise_scenario(published_scenario)
    if scenario is None:
        raise ValueError(f"{label} has an unknown Scenario {published_scenario!r}")
    # v5.0 published the Interactive runs as separate `-interactive` benchmark ids.
    if "-interactive" in model.lower() and scenario is Scenario.SERVER:
        scenario = Scenario.INTERACTIVE
    division = normalise_division(_text(row, "Category"))
    if division is None:
        raise ValueError(f"{label} has an unknown division (Category) {row.get('Category')!r}")
    value = _as_float(row.get("Performance_Result"))
    if value is None or value != value:
        raise ValueError(f"{label} has no numeric Performance_Result")
    units = _text(row, "Performance_Units")
    if not units:
        raise ValueError(f"{label} has empty Performance_Units")
    family = benchmark_family(model)
    power_units = _text(row, "Power_Units") or None
    return (
        result_id,
        published_id,
        round_name,
        _text(row, "Submitter"),
        division.value,
        _text(row, "Availability").lower(),
        _text(row, "Suite"),
        _text(row, "System"),
        _text(row, "Platform"),
        model,
        family,
        scenario.value,
        published_scenario,
        value,
        units,
        _text(row, "Accelerator"),
        _as_float(row.get("a#")),
        _as_int(row.get("Nodes")),
        _total_accelerators(row),
        _as_float(row.get("Power_Result")),
        power_units,
        _text(row, "Accuracy"),
        _text(row, "Details"),
        source,
    )


def parse_summary_file(path: str | Path) -> tuple[str, list[tuple[Any, ...]], str]:
    """Read one `summary_results.json`: its round, its rows as database tuples and its sha256.

    Raises ResultsImportError with the file name and the first problem found.
    """
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise ResultsImportError(str(path), f"cannot be read ({exc.strerror or exc})") from exc
    try:
        entries = json.loads(data)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ResultsImportError(str(path), f"is not valid JSON ({exc})") from exc
    if not isinstance(entries, list):
        raise ResultsImportError(
            str(path), "is not an MLCommons summary_results file (expected a JSON list of results)"
        )
    if not entries:
        raise ResultsImportError(str(path), "holds no results")
    rows: list[tuple[Any, ...]] = []
    seen: set[tuple[str, str, str]] = set()
    for index, entry in enumerate(entries):
        try:
            row = _parse_row(entry, index, path.name)
        except ValueError as exc:
            raise ResultsImportError(str(path), str(exc)) from exc
        key = (row[0], row[9], row[11])
        if key in seen:
            raise ResultsImportError(
                str(path), f"entry {index} repeats result {row[1]} {row[9]} {row[12]}"
            )
        seen.add(key)
        rows.append(row)
    rounds = {row[2] for row in rows}
    if len(rounds) != 1:
        raise ResultsImportError(
            str(path), f"mixes results of several rounds ({', '.join(sorted(rounds))})"
        )
    return rounds.pop(), rows, hashlib.sha256(data).hexdigest()


@dataclass(frozen=True, slots=True)
class ResultIndex:
    """The database's rows grouped by result ID, by (benchmark, round) and by round."""

    by_id: dict[str, tuple[PublishedResult, ...]]
    by_benchmark: dict[tuple[str, str | None], tuple[PublishedResult, ...]]
    families: dict[str, frozenset[str]]
    rounds: frozenset[str]

    @classmethod
    def build(cls, rows: Sequence[PublishedResult]) -> ResultIndex:
        """Group rows by result ID, by benchmark in each round and in any round (round None),
        and the benchmarks each round has."""
        by_id: dict[str, list[PublishedResult]] = {}
        by_benchmark: dict[tuple[str, str | None], list[PublishedResult]] = {}
        families: dict[str, set[str]] = {}
        for row in rows:
            by_id.setdefault(row.result_id, []).append(row)
            by_benchmark.setdefault((row.benchmark, row.round), []).append(row)
            by_benchmark.setdefault((row.benchmark, None), []).append(row)
            families.setdefault(row.round, set()).add(row.benchmark)
        return cls(
            by_id={k: tuple(v) for k, v in by_id.items()},
            by_benchmark={k: tuple(v) for k, v in by_benchmark.items()},
            families={k: frozenset(v) for k, v in families.items()},
            rounds=frozenset(families),
        )


class ResultsDB:
    """The local results database: import, search and the look-ups the audit needs.

    Safe to share between threads of one process (queries are serialised by a lock); open one per
    process when auditing in worker processes.
    """

    def __init__(self, path: str | Path, *, readonly: bool = False) -> None:
        """Open (and unless `readonly`, create) the database at `path`."""
        self.path = Path(path)
        self.readonly = readonly
        self._lock = threading.Lock()
        self._loaded: ResultIndex | None = None
        try:
            if readonly:
                if not self.path.is_file():
                    raise ResultsDBError(f"{self.path}: no results database here")
                uri = f"{self.path.resolve().as_uri()}?mode=ro"
                self._conn = sqlite3.connect(uri, uri=True, check_same_thread=False)
            else:
                if str(path) != ":memory:":
                    self.path.parent.mkdir(parents=True, exist_ok=True)
                self._conn = sqlite3.connect(str(path), check_same_thread=False)
                self._conn.executescript(_SCHEMA)
            self._check_schema()
        except sqlite3.DatabaseError as exc:
            raise ResultsDBError(f"{self.path}: not a usable results database ({exc})") from exc

    @classmethod
    def open_default(cls, *, readonly: bool = True) -> ResultsDB | None:
        """The user's database when it exists, else None."""
        path = default_db_path()
        return cls(path, readonly=readonly) if path.is_file() else None

    def _check_schema(self) -> None:
        try:
            row = self._conn.execute(
                "SELECT value FROM meta WHERE key = 'schema_version'"
            ).fetchone()
        except sqlite3.DatabaseError as exc:
            raise ResultsDBError(f"{self.path}: not a deckaudit results database") from exc
        if row is None or int(row[0]) != SCHEMA_VERSION:
            raise ResultsDBError(f"{self.path}: unsupported results database schema")

    def close(self) -> None:
        """Close the connection."""
        self._conn.close()

    def __enter__(self) -> ResultsDB:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- import -------------------------------------------------------------------------------

    def import_files(self, paths: Sequence[str | Path]) -> ImportSummary:
        """Import summary files (or folders holding them) in one transaction.

        Every file is read and checked before anything is written; a bad file raises
        ResultsImportError and leaves the database as it was. Re-importing a file replaces its rows,
        so importing twice gives the same database as importing once.
        """
        if self.readonly:
            raise ResultsDBError(f"{self.path}: opened read-only")
        parsed = []
        for path in find_summary_files(paths):
            round_name, rows, digest = parse_summary_file(path)
            parsed.append((path, round_name, rows, digest))
        placeholders = ", ".join("?" for _ in RESULT_COLUMNS)
        insert = (
            f"INSERT OR REPLACE INTO results ({', '.join(RESULT_COLUMNS)}) VALUES ({placeholders})"
        )
        with self._lock:
            rows_before = self._count_locked()
            try:
                with self._conn:
                    for path, round_name, rows, digest in parsed:
                        self._conn.executemany(insert, rows)
                        self._conn.execute(
                            "INSERT OR REPLACE INTO imports (sha256, path, round, rows) "
                            "VALUES (?, ?, ?, ?)",
                            (digest, str(path), round_name, len(rows)),
                        )
            except sqlite3.DatabaseError as exc:
                raise ResultsDBError(
                    f"{self.path}: import failed, nothing written ({exc})"
                ) from exc
            self._loaded = None
            rows_after = self._count_locked()
        files = tuple(
            ImportedFile(path=str(p), round=r, rows=len(rows), sha256=d) for p, r, rows, d in parsed
        )
        return ImportSummary(files=files, rows_before=rows_before, rows_after=rows_after)

    def add_rows(self, layers: Sequence[Sequence[tuple[Any, ...]]]) -> None:
        """Write database tuples, layer after layer: a later layer's row replaces an earlier one
        with the same (ID, benchmark, scenario)."""
        if self.readonly:
            raise ResultsDBError(f"{self.path}: opened read-only")
        placeholders = ", ".join("?" for _ in RESULT_COLUMNS)
        insert = (
            f"INSERT OR REPLACE INTO results ({', '.join(RESULT_COLUMNS)}) VALUES ({placeholders})"
        )
        with self._lock, self._conn:
            for rows in layers:
                self._conn.executemany(insert, rows)
            self._loaded = None

    # --- queries ------------------------------------------------------------------------------

    def _count_locked(self) -> int:
        return int(self._conn.execute("SELECT COUNT(*) FROM results").fetchone()[0])

    def _select(self, where: str, params: Sequence[Any]) -> list[PublishedResult]:
        sql = f"SELECT {', '.join(RESULT_COLUMNS)} FROM results"
        if where:
            sql += f" WHERE {where}"
        sql += " ORDER BY round, result_id, model, scenario"
        with self._lock:
            rows = self._conn.execute(sql, params).fetchall()
        return [PublishedResult(*row) for row in rows]

    def _index(self) -> ResultIndex:
        """Every result grouped for the audit's look-ups, loaded once per import."""
        index = self._loaded
        if index is None:
            rows = self._select("", ())
            with self._lock:
                if self._loaded is None:
                    self._loaded = ResultIndex.build(rows)
                index = self._loaded
        return index

    def count(self, round_name: str | None = None) -> int:
        """How many results the database holds (in one round when given)."""
        with self._lock:
            if round_name is None:
                return self._count_locked()
            row = self._conn.execute(
                "SELECT COUNT(*) FROM results WHERE round = ?", (normalise_round(round_name),)
            ).fetchone()
        return int(row[0])

    def rounds(self) -> frozenset[str]:
        """The rounds that have been imported."""
        return self._index().rounds

    def benchmarks_in_round(self, round_name: str) -> frozenset[str]:
        """The benchmark families with at least one published result in a round."""
        return self._index().families.get(normalise_round(round_name) or "", frozenset())

    def by_id(self, result_id: str) -> tuple[PublishedResult, ...]:
        """Every published result of one system entry (`v4.1-0043` and `4.1-0043` are the same)."""
        canonical = normalise_result_id(result_id)
        if canonical is None:
            return ()
        return self._index().by_id.get(canonical, ())

    def by_round(self, round_name: str) -> list[PublishedResult]:
        """Every published result of one round."""
        return self._select("round = ?", (normalise_round(round_name),))

    def by_benchmark(
        self, benchmark: str, round_name: str | None = None
    ) -> tuple[PublishedResult, ...]:
        """Every published result of a benchmark family, in one round when given."""
        family = benchmark_family(benchmark) or ""
        canonical = normalise_round(round_name) if round_name else None
        return self._index().by_benchmark.get((family, canonical), ())

    def search(
        self,
        *,
        round_name: str | None = None,
        benchmark: str | None = None,
        scenario: str | None = None,
        division: str | None = None,
        submitter: str | None = None,
        system: str | None = None,
        result_id: str | None = None,
    ) -> list[PublishedResult]:
        """Results matching every filter given.

        `benchmark` matches a family (`llama2-70b`) or an exact model id (`llama2-70b-99.9`);
        `submitter` and `system` match case-insensitive substrings. A filter value that cannot
        be understood (an unknown scenario, a malformed ID) raises ValueError.
        """
        clauses: list[str] = []
        params: list[Any] = []
        if round_name:
            canonical = normalise_round(round_name)
            if canonical is None:
                raise ValueError(f"not a round: {round_name!r}")
            clauses.append("round = ?")
            params.append(canonical)
        if benchmark:
            written = benchmark.strip().lower()
            family = benchmark_family(written)
            if _ACCURACY_SUFFIX_RE.search(written):
                clauses.append("lower(model) = ?")  # an exact id with its accuracy suffix
                params.append(written)
            else:
                clauses.append("benchmark = ?")
                params.append(family)
        if scenario:
            parsed = normalise_scenario(scenario)
            if parsed is None:
                raise ValueError(f"not a scenario: {scenario!r}")
            clauses.append("scenario = ?")
            params.append(parsed.value)
        if division:
            parsed_division = normalise_division(division)
            if parsed_division is None:
                raise ValueError(f"not a division: {division!r}")
            clauses.append("division = ?")
            params.append(parsed_division.value)
        if submitter:
            clauses.append("instr(lower(submitter), ?) > 0")
            params.append(submitter.strip().lower())
        if system:
            clauses.append("(instr(lower(system), ?) > 0 OR instr(lower(platform), ?) > 0)")
            params.extend([system.strip().lower()] * 2)
        if result_id:
            canonical_id = normalise_result_id(result_id)
            if canonical_id is None:
                raise ValueError(f"not a result ID: {result_id!r}")
            clauses.append("result_id = ?")
            params.append(canonical_id)
        return self._select(" AND ".join(clauses), params)

    def imports(self) -> list[dict[str, Any]]:
        """The files imported so far, newest first."""
        with self._lock:
            rows = self._conn.execute(
                "SELECT path, round, rows, sha256, imported_at FROM imports "
                "ORDER BY imported_at DESC, path"
            ).fetchall()
        keys = ("path", "round", "rows", "sha256", "imported_at")
        return [dict(zip(keys, row, strict=True)) for row in rows]


def open_results_db(path: str | Path | None) -> ResultsDB | None:
    """The database the audit should use: `path` when given (it must exist), else the default.

    Returns None when no path is given and the user has not imported any results yet.
    """
    if path is not None:
        return ResultsDB(path, readonly=True)
    return ResultsDB.open_default(readonly=True)
