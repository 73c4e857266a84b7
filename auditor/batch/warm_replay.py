"""Load the replay's kernels and the published results before a deck needs them.

The single-deck run forks a second worker that calls `warm_replay` while the first reads the deck:
Numba's set-up on the first kernel call (about 0.3 s, in Python under the GIL), the kernels'
cached machine code and the shipped results snapshot are then ready when the deck's Offline
claims arrive. The two claims are made up and labelled by hand (the labeller's patterns are not
needed here); a claim that reaches a kernel they do not still works, only slower. A failed
warm-up only costs speed.

The first claim is always replayed: it runs Numba's first-call set-up, which every replay needs,
here where the collector is paused (auditor.batch.gc_pause). The second is skipped when the
deck's own audit has arrived meanwhile: a deck without a non-LLM claim never needs the
batched-query kernels it loads, and one with such a claim loads them itself.

Numba is imported before anything else runs. Measured in the forked worker, importing it where
the replay first needs it (after the made-up claims are built) doubled the worker's page faults
(about 39,000 instead of 22,000) and cost 0.15-0.25 s more CPU; the cause was not pinned down.
"""

from __future__ import annotations

from collections.abc import Callable

from auditor.audit import AuditOptions, PendingAudit, complete_audit
from auditor.models import ClaimAudit, DeckInfo, DeckReport, Division, Labels, Scenario
from extractors import Claim, ClaimContext, Location, Metric

# (text, figure as written, value, unit, benchmark, benchmark as written): an LLM claim runs the
# serving kernels, a non-LLM one the batched-query kernels.
WARM_UP_CLAIMS = (
    ("24,525 tokens/s", 24525.0, "tokens/s", "llama2-70b", "Llama 2 70B"),
    ("700,000 samples/s", 700000.0, "samples/s", "resnet", "ResNet-50"),
)


def warm_replay(arrived: Callable[[], bool] = lambda: False) -> None:
    """Replay made-up Offline claims in this process, loading everything the replay uses; the
    second only while `arrived()` says the real work is not waiting yet."""
    import auditor.results.check  # noqa: F401  (the results check's patterns)
    import kernels  # noqa: F401  (Numba before anything runs: see the module's docstring)

    options = AuditOptions(use_default_results_db=False)
    for number, (raw, value, unit, benchmark, written) in enumerate(WARM_UP_CLAIMS, start=1):
        if number > 1 and arrived():
            return
        text = f"{raw} on {written} in the Offline scenario, MLPerf Inference v4.1"
        claim = Claim(
            id=f"p1-{number}",
            page=1,
            text=text,
            location=Location(page=1),
            metric=Metric(value=value, unit=unit, raw=raw),
            benchmark=benchmark,
            benchmark_text=written,
            round="v4.1",
            context=ClaimContext(),
        )
        labels = Labels(division=Division.CLOSED, scenario=Scenario.OFFLINE)
        report = DeckReport(
            deck=DeckInfo(path="warm-up"), claims=[ClaimAudit(claim=claim, labels=labels)]
        )
        complete_audit(PendingAudit(report, deck_text=""), options)
