"""LoadGen's early-stopping test as the replay predicts it, against closed forms and LoadGen."""

from __future__ import annotations

import json
import math
import re
from pathlib import Path

import numpy as np
import pytest

from oracles.early_stopping import chance_of_at_most, early_stopping_met, min_passing
from oracles.loadgen_sut import run_loadgen_server


def test_with_no_misses_the_run_needs_the_closed_form_count() -> None:
    # P(no miss in h queries) = p**h < 0.01  <=>  h > log(0.01) / log(p)
    for percentile in (0.9, 0.99, 0.999):
        assert min_passing(0, percentile) == math.ceil(math.log(0.01) / math.log(percentile))


def test_the_chance_is_a_binomial_cdf() -> None:
    # 2 or fewer misses in 10 queries, each missing w.p. 0.1
    expected = sum(math.comb(10, k) * 0.1**k * 0.9 ** (10 - k) for k in range(3))
    assert chance_of_at_most(2, 8, 0.9) == pytest.approx(expected, rel=1e-12)


def test_more_misses_need_more_passing_queries() -> None:
    needed = [min_passing(over, 0.99) for over in range(0, 60, 5)]
    assert needed == sorted(needed) and len(set(needed)) == len(needed)
    assert early_stopping_met(min_passing(30, 0.99) + 30, 30, 0.99)
    assert not early_stopping_met(min_passing(30, 0.99) + 29, 30, 0.99)


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(ValueError):
        min_passing(-1, 0.99)
    with pytest.raises(ValueError):
        min_passing(3, 1.0)


def _detail(folder: Path, key: str) -> object:
    for line in (folder / "mlperf_log_detail.txt").read_text().splitlines():
        if f'"key": "{key}"' in line:
            return json.loads(line.split(":::MLLOG ", 1)[1])["value"]
    raise AssertionError(f"no {key} in the detail log")


@pytest.mark.slow
def test_loadgen_asks_for_as_many_more_queries_as_the_formula(tmp_path: Path) -> None:
    samples = np.random.default_rng(0).lognormal(np.log(4e-3), 0.5, 2_000)
    rate = 0.7 * 4 / float(samples.mean())
    # A bound near the median latency: far more than 1% of queries miss it.
    run = run_loadgen_server(samples, 4, rate, 0.006, 2.0, outdir=tmp_path)
    issued = int(_detail(tmp_path, "result_query_count"))
    assert run.overlatency == int(_detail(tmp_path, "result_overlatency_query_count"))
    assert not run.early_stopping_met
    assert not early_stopping_met(issued, run.overlatency, 0.99)
    more = re.search(r"at least (\d+) more queries", run.summary)
    assert more, run.summary
    assert int(more.group(1)) == min_passing(run.overlatency, 0.99) + run.overlatency - issued
