"""Speed of the Server-vs-Offline answer: one claim's estimate, and `deckaudit replay` start-up.

    python -m bench.headline_speed

1. CPU seconds of one claim's estimate (evidence look-ups + the model's max-rate search) for a
   typical Offline figure of every benchmark with a Server bound; target < 0.5 s each.
2. Wall time of `deckaudit replay --samples FILE --queries 1000` against `python -c "import
   numba"` measured in the same run (median of 5, compiled kernels cached); target: within 0.3 s.
   The children's CPU seconds are printed beside it: on a loaded machine the wall times mostly
   measure waiting for a core, the CPU seconds what the start-up itself costs. A replay of at
   most `kernels.small.SMALL_QUERIES` unbatched queries runs in plain Python (the kernels'
   results bit for bit), so it skips Numba's first-call set-up; `--kernels` measures it with
   the compiled kernels instead.
3. The Offline rate beside the replay it accompanies: the samples replay now takes the exact
   expected capacity instead of a simulated Offline run; printed as a share of the replay time.
"""

from __future__ import annotations

import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from auditor.replay.estimate import Question, estimate
from auditor.results.snapshot import evidence_db
from kernels import QueueSystem, max_rate_under_bound

CLAIMS = [  # (benchmark, round, Offline figure, unit, accelerators)
    ("deepseek-r1", "v6.0", 2494310.0, "tokens/s", 288),
    ("deepseek-r1", "v6.0", 69000.0, "tokens/s", 8),
    ("llama2-70b", "v5.1", 34588.3, "tokens/s", 8),
    ("llama3.1-405b", "v5.1", 14000.0, "tokens/s", 8),
    ("llama3.1-8b", "v6.0", 800.0, "tokens/s", 0),
    ("gpt-oss-120b", "v6.0", 110000.0, "tokens/s", 8),
    ("mixtral-8x7b", "v5.1", 60000.0, "tokens/s", 8),
    ("resnet", "v4.1", 700000.0, "samples/s", 8),
    ("retinanet", "v5.1", 14000.0, "samples/s", 8),
    ("bert", "v4.1", 70000.0, "samples/s", 8),
    ("stable-diffusion-xl", "v5.1", 18.0, "samples/s", 8),
    ("dlrm-v2", "v5.1", 600000.0, "samples/s", 8),
]


def claim_cpu() -> list[tuple[str, float]]:
    """CPU seconds per claim estimate (after one warm-up that loads the kernels)."""
    db = evidence_db(None)
    out = []
    for family, round_name, value, unit, accelerators in CLAIMS:
        q = Question(
            offline=value * 1.0001,  # not a published figure: the model answers
            unit=unit,
            benchmark=family,
            round=round_name,
            accelerators=accelerators or None,
            basis="model",
        )
        estimate(db, q)
        started = time.process_time()
        estimate(db, q)
        out.append((f"{family} {round_name} {value:,.0f}", time.process_time() - started))
    return out


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _wall(argv: list[str], runs: int = 5) -> tuple[float, float]:
    """(median wall seconds, median CPU seconds) of `argv` run `runs` times, one after another."""
    walls, cpus = [], []
    for _ in range(runs):
        cpu = _children_cpu()
        started = time.perf_counter()
        subprocess.run(argv, check=True, capture_output=True)
        walls.append(time.perf_counter() - started)
        cpus.append(_children_cpu() - cpu)
    return statistics.median(walls), statistics.median(cpus)


def startup(kernels: bool = False) -> tuple[tuple[float, float], tuple[float, float]]:
    """(wall, CPU) medians of `deckaudit replay` over 1,000 queries, and of `import numba`;
    `kernels`: with the small-replay path switched off."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "svc.csv"
        values = np.random.default_rng(0).lognormal(0.0, 0.5, 2000)
        path.write_text("ms\n" + "\n".join(f"{v:.4f}" for v in values) + "\n")
        replay = [sys.executable, "-m", "auditor", "replay", "--samples", str(path)]
        replay += ["--queries", "1000", "--bound-ms", "5", "--format", "json"]
        if kernels:
            code = "import sys, runpy; from kernels import small; small.SMALL_QUERIES = 0; "
            code += "sys.argv = ['auditor', *sys.argv[1:]]; runpy.run_module('auditor', "
            code += "run_name='__main__')"
            replay = [sys.executable, "-c", code, *replay[3:]]
        subprocess.run(replay, check=True, capture_output=True)  # fill the compile cache
        return _wall(replay), _wall([sys.executable, "-c", "import numba"])


def offline_share() -> tuple[float, float]:
    """(seconds for the Offline rate, seconds for the max-rate search) on a sample system."""
    samples = np.random.default_rng(1).lognormal(np.log(2e-3), 0.5, 4000)
    system = QueueSystem.unbatched(samples, 4)
    max_rate_under_bound(system, 99.0, 0.01, 10_000, high=system.capacity())
    started = time.process_time()
    capacity = system.capacity()
    offline = time.process_time() - started
    started = time.process_time()
    max_rate_under_bound(system, 99.0, 0.01, 1_000_000, probes=16, high=capacity)
    return offline, time.process_time() - started


def main(argv: list[str] | None = None) -> int:
    """Print the three measurements with their targets."""
    kernels = "--kernels" in (sys.argv[1:] if argv is None else argv)
    print("1. one claim's estimate, CPU seconds (target < 0.5)")
    for name, seconds in claim_cpu():
        print(f"   {name:<36} {seconds:6.3f}  {'ok' if seconds < 0.5 else 'MISS'}")
    (replay, replay_cpu), (numba, numba_cpu) = startup(kernels)
    print(
        f"2. deckaudit replay (1,000 queries{', kernels' if kernels else ''}) {replay:.3f} s vs "
        f"import numba {numba:.3f} s: "
        f"+{replay - numba:.3f} s (target <= 0.3); CPU {replay_cpu:.3f} s vs {numba_cpu:.3f} s: "
        f"+{replay_cpu - numba_cpu:.3f} s"
    )
    offline, search = offline_share()
    print(
        f"3. Offline rate {offline * 1e6:.1f} us vs max-rate search {search:.3f} s "
        f"({offline / search:.2%} of it)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
