"""Reading measured service times for the Server replay.

Accepted files:

* CSV or plain text: one value per line, or a table with a header from which one column is
  taken (named with `column`, or the only numeric one, or one whose name says service, latency,
  time or duration). The unit comes from the `unit` argument or from the header (`latency_ms`,
  `service_us`, `time (s)`, `duration[ns]`).
* A JSON array of numbers (unit from `unit`, milliseconds when not given).
* LoadGen's `mlperf_log_trace.json` (Chrome trace format; not strictly JSON, since LoadGen
  doubles quotes inside strings): one `Latency` event per query whose `issue_to_done` is in
  nanoseconds. That is end-to-end latency, so it equals service time only for a run that had
  one query in flight at a time (SingleStream); the reader says so in its note.
* Per-batch-size CSV with columns `batch_size` and a service column (`service_ms` and the
  like): many rows per size.

Every problem raises `SampleFileError` with the file and, where it applies, the line.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import math
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from kernels import QueueSystem

MAX_FILE_BYTES = 1 << 30
MAX_SAMPLES = 50_000_000
MAX_BATCH_SIZE = 65_536
# A service time outside [1 ns, 1 hour] is taken as a unit mistake or a broken file.
SMALLEST_S = 1e-9
LARGEST_S = 3600.0

UNIT_SECONDS = {"s": 1.0, "sec": 1.0, "ms": 1e-3, "us": 1e-6, "µs": 1e-6, "ns": 1e-9}
NAME_HINTS = ("service", "latency", "time", "duration", "elapsed")
_UNIT_IN_NAME = re.compile(r"(?:[_\s\-]|^)(s|sec|ms|us|µs|ns)$|[(\[](s|sec|ms|us|µs|ns)[)\]]$")
_TRACE_LATENCY = re.compile(r'"name"\s*:\s*"Latency"')
_TRACE_ISSUE_TO_DONE = re.compile(r'"issue_to_done"\s*:\s*([0-9.eE+-]+)')
_TRACE_DUR = re.compile(r'"dur"\s*:\s*([0-9.eE+-]+)')


class SampleFileError(ValueError):
    """A service-time file that cannot be used, with the reason."""

    def __init__(self, path: str | Path, message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.path = str(path)
        self.reason = message


@dataclass(frozen=True)
class ServiceSamples:
    """Measured service times in seconds: per query, or per batch size (never both)."""

    source: str
    kind: str
    note: str
    per_query_s: np.ndarray | None = None
    per_batch_s: dict[int, np.ndarray] = field(default_factory=dict)

    @property
    def count(self) -> int:
        """How many samples the file held."""
        if self.per_query_s is not None:
            return int(self.per_query_s.size)
        return int(sum(v.size for v in self.per_batch_s.values()))

    def describe(self) -> str:
        """One line for people: what was read, how many, and the mean."""
        if self.per_query_s is not None:
            mean_ms = float(self.per_query_s.mean()) * 1e3
            return f"{self.count} service times from {self.source} (mean {mean_ms:.4g} ms)"
        sizes = sorted(self.per_batch_s)
        return (
            f"{self.count} batch service times for batch sizes {sizes[0]}..{sizes[-1]} "
            f"from {self.source}"
        )

    def digest(self) -> str:
        """A hash of the values (not the file they came from), for the options' fingerprint."""
        blob = hashlib.sha256(self.kind.encode())
        if self.per_query_s is not None:
            blob.update(np.ascontiguousarray(self.per_query_s, dtype=np.float64).tobytes())
        for size in sorted(self.per_batch_s):
            blob.update(f"|{size}|".encode())
            blob.update(np.ascontiguousarray(self.per_batch_s[size], dtype=np.float64).tobytes())
        return blob.hexdigest()[:16]

    def to_system(
        self,
        servers: int = 1,
        max_batch: int | None = None,
        batch_timeout_s: float = 0.0,
        ordered: bool = False,
    ) -> QueueSystem:
        """The queueing system these samples describe, for the kernels."""
        from kernels import QueueSystem

        if self.per_query_s is not None:
            if max_batch not in (None, 1):
                raise ValueError(
                    "batching needs per-batch-size samples (a batch_size,service_ms CSV)"
                )
            return QueueSystem.unbatched(self.per_query_s, servers=servers, ordered=ordered)
        return QueueSystem.batched(
            self.per_batch_s,
            servers=servers,
            max_batch=max_batch,
            timeout=batch_timeout_s,
            ordered=ordered,
        )


def unit_scale(unit: str, path: str | Path) -> float:
    """Seconds per unit for a unit name such as ms, us, ns or s."""
    scale = UNIT_SECONDS.get(unit.strip().lower())
    if scale is None:
        raise SampleFileError(path, f"unknown time unit '{unit}' (use s, ms, us or ns)")
    return scale


def unit_from_name(name: str) -> str | None:
    """The unit a column name carries (`latency_ms` -> ms, `time (s)` -> s), if any."""
    match = _UNIT_IN_NAME.search(name.strip().lower())
    if not match:
        return None
    return match.group(1) or match.group(2)


def _check_values(values: np.ndarray, path: str | Path, what: str) -> np.ndarray:
    """Reject empty, negative, zero, non-finite or absurd values (seconds)."""
    if values.size == 0:
        raise SampleFileError(path, "no service times in the file")
    if values.size > MAX_SAMPLES:
        raise SampleFileError(path, f"too many {what} ({values.size}; at most {MAX_SAMPLES})")
    bad = ~np.isfinite(values)
    if bad.any():
        raise SampleFileError(path, f"{what} #{int(np.argmax(bad)) + 1} is not a finite number")
    if (values < 0).any():
        index = int(np.argmax(values < 0))
        raise SampleFileError(path, f"{what} #{index + 1} is negative ({values[index]:g} s)")
    if (values == 0).any():
        raise SampleFileError(path, f"{what} #{int(np.argmax(values == 0)) + 1} is zero")
    if values.min() < SMALLEST_S or values.max() > LARGEST_S:
        raise SampleFileError(
            path,
            f"{what} run from {values.min():.3g} s to {values.max():.3g} s; outside 1 ns .. 1 h,"
            " which usually means a wrong unit",
        )
    return values


def _parse_number(text: str, path: str | Path, line: int) -> float:
    try:
        value = float(text.strip())
    except ValueError:
        raise SampleFileError(path, f"line {line}: '{text.strip()[:40]}' is not a number") from None
    if not math.isfinite(value):
        raise SampleFileError(path, f"line {line}: '{text.strip()[:40]}' is not a finite number")
    return value


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def _read_text(path: Path) -> str:
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise SampleFileError(path, f"cannot read: {exc.strerror or exc}") from None
    if size > MAX_FILE_BYTES:
        raise SampleFileError(path, f"file is {size} bytes; the limit is {MAX_FILE_BYTES}")
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise SampleFileError(path, f"cannot read: {exc.strerror or exc}") from None
    if b"\x00" in data[:4096]:
        raise SampleFileError(path, "binary file, not text")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise SampleFileError(path, "not UTF-8 text") from None


def _read_trace(path: Path, text: str) -> ServiceSamples:
    values: list[float] = []
    for line in text.splitlines():
        if not _TRACE_LATENCY.search(line):
            continue
        match = _TRACE_ISSUE_TO_DONE.search(line)
        if match:
            values.append(float(match.group(1)) * 1e-9)
            continue
        match = _TRACE_DUR.search(line)
        if match:  # a complete ("X") event: Chrome trace durations are microseconds
            values.append(float(match.group(1)) * 1e-6)
    if not values:
        raise SampleFileError(path, "LoadGen trace has no Latency events")
    array = _check_values(np.array(values), path, "latency")
    return ServiceSamples(
        source=str(path),
        kind="loadgen-trace",
        note="LoadGen issue-to-done latencies (ns); these are service times only for a run "
        "with one query in flight at a time, such as SingleStream",
        per_query_s=array,
    )


def _read_json(path: Path, text: str, unit: str | None) -> ServiceSamples:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SampleFileError(path, f"invalid JSON at line {exc.lineno}: {exc.msg}") from None
    if not isinstance(data, list):
        raise SampleFileError(path, "JSON must be an array of numbers")
    scale = unit_scale(unit or "ms", path)
    numbers: list[float] = []
    for index, item in enumerate(data):
        if isinstance(item, bool) or not isinstance(item, int | float):
            raise SampleFileError(path, f"item #{index + 1} is not a number: {str(item)[:40]}")
        numbers.append(float(item))
    array = _check_values(np.array(numbers, dtype=np.float64) * scale, path, "service time")
    return ServiceSamples(
        source=str(path),
        kind="json",
        note=f"JSON array, unit {unit or 'ms'}" + ("" if unit else " (default)"),
        per_query_s=array,
    )


def _split_rows(text: str) -> list[tuple[int, list[str]]]:
    """Non-empty, non-comment lines split into fields (comma, semicolon, tab or spaces)."""
    lines = [
        (n, line)
        for n, line in enumerate(text.splitlines(), start=1)
        if line.strip() and not line.lstrip().startswith("#")
    ]
    if not lines:
        return []
    sample = "\n".join(line for _, line in lines[:20])
    delimiter = None
    for candidate in (",", ";", "\t"):
        if candidate in sample:
            delimiter = candidate
            break
    rows: list[tuple[int, list[str]]] = []
    for n, line in lines:
        if delimiter is None:
            fields = line.split()
        else:
            fields = next(csv.reader(io.StringIO(line), delimiter=delimiter))
        rows.append((n, [f.strip() for f in fields]))
    return rows


def _pick_column(header: list[str], column: str | None, path: Path) -> int:
    lowered = [h.lower() for h in header]
    if column is not None:
        if column.lower() not in lowered:
            raise SampleFileError(path, f"no column '{column}' (columns: {', '.join(header)})")
        return lowered.index(column.lower())
    if len(header) == 1:
        return 0
    hinted = [i for i, h in enumerate(lowered) if any(hint in h for hint in NAME_HINTS)]
    if len(hinted) == 1:
        return hinted[0]
    raise SampleFileError(
        path, f"several columns ({', '.join(header)}); name the one to use with a column name"
    )


def _read_table(path: Path, text: str, column: str | None, unit: str | None) -> ServiceSamples:
    rows = _split_rows(text)
    if not rows:
        raise SampleFileError(path, "no service times in the file")
    first_line, first = rows[0]
    has_header = not all(_is_number(f) for f in first)
    if not has_header:
        if unit is None:
            raise SampleFileError(
                path, "no unit: give one (s, ms, us, ns) or add a header such as latency_ms"
            )
        if column is not None:
            raise SampleFileError(path, f"no header, so no column '{column}'")
        if any(len(fields) != 1 for _, fields in rows):
            line = next(n for n, fields in rows if len(fields) != 1)
            raise SampleFileError(path, f"line {line}: expected one value per line")
        scale = unit_scale(unit, path)
        values = np.array([_parse_number(f[0], path, n) for n, f in rows]) * scale
        return ServiceSamples(
            source=str(path),
            kind="text",
            note=f"one value per line, unit {unit}",
            per_query_s=_check_values(values, path, "service time"),
        )
    header = first
    lowered = [h.lower() for h in header]
    if "batch_size" in lowered:
        return _read_batch_table(path, header, rows[1:], column, unit)
    index = _pick_column(header, column, path)
    name = header[index]
    column_unit = unit or unit_from_name(name)
    if column_unit is None:
        raise SampleFileError(
            path, f"no unit for column '{name}': give one, or name it like {name}_ms"
        )
    scale = unit_scale(column_unit, path)
    values: list[float] = []
    for n, fields in rows[1:]:
        if index >= len(fields):
            raise SampleFileError(path, f"line {n}: no value in column '{name}'")
        values.append(_parse_number(fields[index], path, n))
    array = _check_values(np.array(values, dtype=np.float64) * scale, path, "service time")
    return ServiceSamples(
        source=str(path),
        kind="csv",
        note=f"column '{name}', unit {column_unit}"
        + (" (from the header)" if unit is None else "")
        + f"; header on line {first_line}",
        per_query_s=array,
    )


def _read_batch_table(
    path: Path,
    header: list[str],
    rows: list[tuple[int, list[str]]],
    column: str | None,
    unit: str | None,
) -> ServiceSamples:
    lowered = [h.lower() for h in header]
    size_index = lowered.index("batch_size")
    others = [h for i, h in enumerate(header) if i != size_index]
    index = _pick_column(others, column, path) if column or len(others) != 1 else 0
    name = others[index]
    value_index = lowered.index(name.lower())
    column_unit = unit or unit_from_name(name)
    if column_unit is None:
        raise SampleFileError(path, f"no unit for column '{name}': name it like service_ms")
    scale = unit_scale(column_unit, path)
    groups: dict[int, list[float]] = {}
    for n, fields in rows:
        if max(size_index, value_index) >= len(fields):
            raise SampleFileError(path, f"line {n}: expected batch_size and {name}")
        size_value = _parse_number(fields[size_index], path, n)
        if size_value != int(size_value) or not 1 <= size_value <= MAX_BATCH_SIZE:
            raise SampleFileError(
                path, f"line {n}: batch size must be a whole number from 1 to {MAX_BATCH_SIZE}"
            )
        groups.setdefault(int(size_value), []).append(_parse_number(fields[value_index], path, n))
    if not groups:
        raise SampleFileError(path, "no batch service times in the file")
    per_batch = {
        size: _check_values(np.array(v, dtype=np.float64) * scale, path, f"batch-{size} time")
        for size, v in sorted(groups.items())
    }
    return ServiceSamples(
        source=str(path),
        kind="batch-csv",
        note=f"per-batch-size service times, column '{name}', unit {column_unit}",
        per_batch_s=per_batch,
    )


def read_service_samples(
    path: str | Path, column: str | None = None, unit: str | None = None
) -> ServiceSamples:
    """Read service-time samples from a CSV/text, JSON array, LoadGen trace or per-batch CSV."""
    file = Path(path)
    text = _read_text(file)
    head = text.lstrip()[:4096]
    if '"traceEvents"' in head:
        return _read_trace(file, text)
    if head.startswith("["):
        return _read_json(file, text, unit)
    if head.startswith("{"):
        raise SampleFileError(file, "JSON object that is not a LoadGen trace; expected an array")
    return _read_table(file, text, column, unit)
