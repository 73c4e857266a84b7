"""Reading service-time files: every accepted format, and a clear error for each bad one."""

from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np
import pytest

from auditor.replay.samples import (
    SampleFileError,
    read_service_samples,
    unit_from_name,
)

LOADGEN_TRACE = """{"traceEvents":[
{"name":"GenerateQueries","ph":"X","pid":1,"tid":1,"ts":99.1,"dur":1473.7,"args":{}},
{"name":"Latency","ph": "C","pid":1,"ts":1582.8,"args":{ "issue_delay":221,"issue_to_done":4000000}},
{"name":"LogDetail","ph":"X","pid":1,"tid":2,"ts":13516.1,"dur":11.0,"args":{"key":""loadgen_version""}},
{"name":"Latency","ph": "C","pid":1,"ts":3080.4,"args":{ "issue_delay":82,"issue_to_done":2500000}},
{"name":"Latency","ph": "C","pid":1,"ts":4192.2,"args":{ "issue_delay":72,"issue_to_done":1500000}},
{"name":"LastTrace"}
],
"displayTimeUnit":"ns",
"otherData":{"ts":1795979449796251.250,"version":"MLPerf LoadGen v1.0"}
}
"""


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_one_value_per_line_with_unit(tmp_path: Path) -> None:
    path = _write(tmp_path, "s.txt", "1.5\n2.5\n\n# a comment\n3\n")
    samples = read_service_samples(path, unit="ms")
    assert samples.per_query_s is not None
    assert np.allclose(samples.per_query_s, [1.5e-3, 2.5e-3, 3e-3])
    assert samples.kind == "text" and samples.count == 3


def test_unit_from_header_and_named_column(tmp_path: Path) -> None:
    path = _write(tmp_path, "s.csv", "query,latency_us,other\n0,1500,9\n1,2500,9\n")
    samples = read_service_samples(path)
    assert samples.per_query_s is not None
    assert np.allclose(samples.per_query_s, [1.5e-3, 2.5e-3])
    assert "latency_us" in samples.note and "from the header" in samples.note
    picked = read_service_samples(path, column="other", unit="s")
    assert picked.per_query_s is not None
    assert np.allclose(picked.per_query_s, [9.0, 9.0])


@pytest.mark.parametrize(
    ("name", "unit"),
    [
        ("latency_ms", "ms"),
        ("service_us", "us"),
        ("time (s)", "s"),
        ("duration[ns]", "ns"),
        ("latency", None),
        ("items", None),
    ],
)
def test_unit_from_name(name: str, unit: str | None) -> None:
    assert unit_from_name(name) == unit


def test_tab_and_semicolon_tables(tmp_path: Path) -> None:
    tab = _write(tmp_path, "t.tsv", "id\tservice_ms\n1\t2\n2\t4\n")
    semi = _write(tmp_path, "s.csv", "id;service_ms\n1;2\n2;4\n")
    for path in (tab, semi):
        samples = read_service_samples(path)
        assert samples.per_query_s is not None
        assert np.allclose(samples.per_query_s, [2e-3, 4e-3])


def test_json_array(tmp_path: Path) -> None:
    path = _write(tmp_path, "s.json", json.dumps([1, 2.5, 4]))
    samples = read_service_samples(path)
    assert samples.per_query_s is not None
    assert np.allclose(samples.per_query_s, [1e-3, 2.5e-3, 4e-3])
    assert "default" in samples.note
    in_us = read_service_samples(path, unit="us")
    assert in_us.per_query_s is not None
    assert np.allclose(in_us.per_query_s, [1e-6, 2.5e-6, 4e-6])


def test_loadgen_trace_with_doubled_quotes(tmp_path: Path) -> None:
    path = _write(tmp_path, "mlperf_log_trace.json", LOADGEN_TRACE)
    with pytest.raises(json.JSONDecodeError):
        json.loads(LOADGEN_TRACE)
    samples = read_service_samples(path)
    assert samples.kind == "loadgen-trace"
    assert samples.per_query_s is not None
    assert np.allclose(samples.per_query_s, [4e-3, 2.5e-3, 1.5e-3])
    assert "SingleStream" in samples.note


def test_per_batch_size_csv(tmp_path: Path) -> None:
    rows = "".join(f"{b},{1 + 0.5 * b + k * 0.01}\n" for b in (1, 2, 4) for k in range(3))
    path = _write(tmp_path, "b.csv", "batch_size,service_ms\n" + rows)
    samples = read_service_samples(path)
    assert samples.kind == "batch-csv"
    assert sorted(samples.per_batch_s) == [1, 2, 4]
    assert np.allclose(samples.per_batch_s[2], [2e-3, 2.01e-3, 2.02e-3])
    system = samples.to_system(servers=2)
    assert system.max_batch == 4 and system.servers == 2
    assert np.allclose(system.samples_of(3), samples.per_batch_s[4])
    with pytest.raises(ValueError, match="per-batch"):
        read_service_samples(_write(tmp_path, "q.csv", "latency_ms\n1\n2\n")).to_system(max_batch=4)


@pytest.mark.parametrize(
    ("text", "kwargs", "pattern"),
    [
        ("", {"unit": "ms"}, "no service times"),
        ("# only a comment\n\n", {"unit": "ms"}, "no service times"),
        ("1\n2\n", {}, "no unit"),
        ("1\n-2\n", {"unit": "ms"}, "negative"),
        ("1\n0\n", {"unit": "ms"}, "zero"),
        ("1\nabc\n", {"unit": "ms"}, "line 2: 'abc' is not a number"),
        ("1\nnan\n", {"unit": "ms"}, "line 2: 'nan' is not a finite number"),
        ("1\ninf\n", {"unit": "ms"}, "not a finite number"),
        ("5000\n", {"unit": "s"}, "wrong unit"),
        ("0.0000001\n", {"unit": "ns"}, "wrong unit"),
        ("1\n", {"unit": "parsecs"}, "unknown time unit"),
        ("latency\n1\n", {}, "no unit for column 'latency'"),
        ("a_ms,b_ms\n1,2\n", {}, "several columns"),
        ("a_ms,b_ms\n1,2\n", {"column": "c_ms"}, "no column 'c_ms'"),
        ("latency_ms\n1\n2,\n", {}, None),
        ("id,latency_ms\n1\n", {}, "line 2: no value"),
        ("1 2\n", {"unit": "ms"}, "one value per line"),
        ("batch_size,service_ms\n1.5,2\n", {}, "whole number"),
        ("batch_size,service_ms\n0,2\n", {}, "whole number"),
        ("batch_size,service_ms\n", {}, "no batch service times"),
    ],
)
def test_bad_tables(tmp_path: Path, text: str, kwargs: dict, pattern: str | None) -> None:
    path = _write(tmp_path, "bad.csv", text)
    if pattern is None:  # a trailing empty field is fine: the column still has a value
        assert read_service_samples(path, **kwargs).count == 2
        return
    with pytest.raises(SampleFileError, match=re.escape(pattern)):
        read_service_samples(path, **kwargs)


@pytest.mark.parametrize(
    ("text", "pattern"),
    [
        ("[1, 2", "invalid JSON"),
        ('{"a": 1}', "expected an array"),
        ('[1, "x"]', "item #2 is not a number"),
        ("[1, true]", "item #2 is not a number"),
        ("[]", "no service times"),
        ("[1, -3]", "negative"),
        ('{"traceEvents":[\n{"name":"Scheduling","ph":"X"}\n]}', "no Latency events"),
    ],
)
def test_bad_json(tmp_path: Path, text: str, pattern: str) -> None:
    path = _write(tmp_path, "bad.json", text)
    with pytest.raises(SampleFileError, match=re.escape(pattern)):
        read_service_samples(path)


def test_missing_binary_and_non_utf8_files(tmp_path: Path) -> None:
    with pytest.raises(SampleFileError, match="cannot read"):
        read_service_samples(tmp_path / "absent.csv", unit="ms")
    binary = tmp_path / "b.bin"
    binary.write_bytes(b"\x00\x01\x02" * 10)
    with pytest.raises(SampleFileError, match="binary"):
        read_service_samples(binary, unit="ms")
    latin = tmp_path / "l.csv"
    latin.write_bytes("latenz_ms\n1\n\xe9\n".encode("latin-1"))
    with pytest.raises(SampleFileError, match="UTF-8"):
        read_service_samples(latin)


def test_error_names_the_file(tmp_path: Path) -> None:
    path = _write(tmp_path, "named.txt", "x\n")
    with pytest.raises(SampleFileError) as caught:
        read_service_samples(path, unit="ms")
    assert caught.value.path == str(path)
    assert str(path) in str(caught.value)


def test_real_loadgen_trace_from_a_short_run(tmp_path: Path) -> None:
    from oracles.loadgen_sut import run_loadgen_server

    samples = np.full(50, 2e-3)
    run = run_loadgen_server(samples, 2, 200.0, 0.5, 1.0, outdir=tmp_path, trace=True)
    assert run.trace_path is not None
    read = read_service_samples(run.trace_path)
    assert read.per_query_s is not None
    assert read.count == run.queries
    # Every latency covers at least the 2 ms the SUT slept.
    assert read.per_query_s.min() >= 2e-3
