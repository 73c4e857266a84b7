"""The single-deck replay worker's warm-up: the collector paused around it, its second step skipped
once the deck's audit is waiting. Each check runs in a fresh process (Numba's state is per process)."""

from __future__ import annotations

import subprocess
import sys

from tests.shared_paths import REPO_ROOT

WARM_UP = """
from auditor.batch.warm_replay import warm_replay
import kernels.batching, kernels.serving
warm_replay(lambda: {arrived})
print(len(kernels.serving.draw_requests.signatures), len(kernels.batching.replay_batched.signatures))
"""


def _kernels_loaded(arrived: bool) -> tuple[int, int]:
    result = subprocess.run(
        [sys.executable, "-c", WARM_UP.format(arrived=arrived)],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    serving, batched = result.stdout.split()
    return int(serving), int(batched)


def test_the_warm_up_loads_both_kernel_sets_while_nothing_is_waiting() -> None:
    serving, batched = _kernels_loaded(arrived=False)
    assert serving >= 1 and batched >= 1


def test_the_warm_up_stops_after_numbas_set_up_once_the_deck_is_waiting() -> None:
    serving, batched = _kernels_loaded(arrived=True)
    assert serving >= 1  # the first claim always runs: Numba's first-call set-up happens there
    assert batched == 0


def test_the_collector_is_paused_in_the_block_and_what_it_made_is_frozen() -> None:
    code = """
import gc
from auditor.batch.gc_pause import collection_paused
assert gc.isenabled()
before = gc.get_freeze_count()
with collection_paused():
    assert not gc.isenabled()
    kept = [[i] for i in range(1000)]
assert gc.isenabled() and gc.get_freeze_count() >= before + 1000
gc.disable()
with collection_paused():
    pass
assert not gc.isenabled()  # a collector that was off stays off
print("ok")
"""
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert result.stdout.strip() == "ok"
