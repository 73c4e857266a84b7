"""The Server-vs-Offline replay of a throughput claim: p99 latency against arrival rate."""

from __future__ import annotations

import math
from typing import Any

from textual_plotext import PlotextPlot


def latency_key(replay: dict[str, Any]) -> str:
    """The point key holding the bound's percentile (p99 by default)."""
    return "p99_ms" if float(replay.get("percentile", 99.0)) == 99.0 else "percentile_ms"


def replay_summary(replay: dict[str, Any]) -> str:
    """The replay's outcome in one sentence."""
    unit = replay.get("unit", "")
    offline = float(replay.get("offline", 0.0))
    estimate = float(replay.get("server_estimate", 0.0))
    ratio = float(replay.get("ratio", 0.0))
    bound = float(replay.get("bound_ms", 0.0))
    pct = float(replay.get("percentile", 99.0))
    limited = replay.get("limited_by", "")
    model = "measured service times" if replay.get("model") == "samples" else "default model"
    if limited == "service":
        outcome = f"no Server rate keeps p{pct:g} within {bound:g} ms"
    else:
        outcome = f"about {estimate:,.0f} {unit} ({ratio:.2f}x) keeps p{pct:g} within {bound:g} ms"
    return f"Offline claim {offline:,.0f} {unit}; replay ({model}): {outcome}."


class ReplayPlot(PlotextPlot):
    """Latency percentile at each replayed arrival rate, the latency bound and the Offline rate."""

    DEFAULT_CSS = """
    ReplayPlot { height: 18; min-height: 12; }
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._replay: dict[str, Any] | None = None

    def show(self, replay: dict[str, Any]) -> None:
        """Draw a claim's replay data (as `auditor.replay.model.offline_headline` returns it).

        Latencies span several decades (a fraction of a millisecond against a bound of seconds),
        so the y axis is log10 of milliseconds, drawn by hand with ticks at powers of ten.
        """
        self._replay = replay
        plt = self.plt
        plt.clear_figure()
        points = list(replay.get("points", []))
        key = latency_key(replay)
        pct = float(replay.get("percentile", 99.0))
        unit = replay.get("unit", "queries/s")
        rates = [float(p["rate"]) for p in points]
        logs = [math.log10(max(float(p[key]), 1e-6)) for p in points]
        bound = float(replay.get("bound_ms", 0.0))
        offline = float(replay.get("offline", 0.0))
        estimate = float(replay.get("server_estimate", 0.0))
        plt.title(f"p{pct:g} latency vs arrival rate")
        plt.xlabel(f"arrival rate ({unit})")
        levels = list(logs)
        if bound > 0:
            levels.append(math.log10(bound))
        low = math.floor(min(levels)) if levels else -1
        high = math.ceil(max(levels)) if levels else 1
        if high <= low:
            high = low + 1
        plt.ylim(low - 0.1, high + 0.1)
        ticks = list(range(low, high + 1))
        plt.yticks(ticks, [_ms_label(10.0**t) for t in ticks])
        if rates:
            plt.plot(rates, logs, marker="braille", color="cyan", label=f"p{pct:g} latency")
            plt.scatter(rates, logs, marker="o", color="cyan")
            right = max([*rates, offline]) * 1.05
            left = min(rates) * 0.9
            plt.xlim(left, right)
            xticks = [*rates[:: max(1, len(rates) // 4)], offline] if offline > 0 else rates
            plt.xticks(xticks, [_rate_label(x) for x in xticks])
        if bound > 0:
            plt.hline(math.log10(bound), color="red")
            plt.text(
                f"bound {bound:g} ms", x=rates[0] if rates else 0, y=math.log10(bound), color="red"
            )
        if offline > 0:
            plt.vline(offline, color="yellow")
            plt.text("Offline", x=offline, y=low, color="yellow", alignment="right")
        if 0 < estimate < offline:
            plt.vline(estimate, color="green")
        self.refresh()


def _ms_label(value: float) -> str:
    if value >= 1000:
        return f"{value / 1000:g} s"
    return f"{value:g} ms"


def _rate_label(value: float) -> str:
    for size, suffix in ((1e9, "G"), (1e6, "M"), (1e3, "k")):
        if value >= size:
            return f"{value / size:.3g}{suffix}"
    return f"{value:.3g}"
