"""Which claims the replay speaks to, decided without loading the replay's kernels."""

from __future__ import annotations

import math

from auditor.models import ClaimAudit, Scenario
from extractors import THROUGHPUT_UNITS


def is_offline_throughput(claim: ClaimAudit) -> bool:
    """Whether the claim is an Offline-scenario throughput figure the replay can speak to."""
    metric = claim.metric
    return (
        claim.labels.scenario == Scenario.OFFLINE
        and metric is not None
        and metric.unit in THROUGHPUT_UNITS
        and math.isfinite(metric.value)
        and metric.value > 0
    )


def replay_candidates(claims: list[ClaimAudit]) -> list[ClaimAudit]:
    """The claims an audit replays: Offline throughput figures of a named benchmark."""
    return [claim for claim in claims if claim.benchmark and is_offline_throughput(claim)]
