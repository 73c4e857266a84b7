"""The Server-vs-Offline evidence of a throughput claim, as a share of its Offline figure.

For published and model bases the plot is one row per piece of evidence on a 0-1 axis (share
of Offline): the system's own published results, the published ratios of the benchmark and
round (range and median), and the model's estimate with its 10-90% band. The title says that
it is an estimate; nothing on it reads as a verified figure. Measured-samples replays keep the
latency-against-rate curve.
"""

from __future__ import annotations

import math
from typing import Any

from textual_plotext import PlotextPlot

from auditor.replay.report import ReplayReport

_NAMES = {"server": "Server", "interactive": "Interactive"}


def replay_summary(replay: ReplayReport) -> str:
    """The replay's outcome in two or three short sentences, evidence first."""
    unit = replay.unit
    name = _NAMES.get(replay.scenario, "Server")
    lines = [f"Offline claim {replay.offline:,.0f} {unit}."]
    if replay.basis == "samples":
        b = replay.bounds
        if replay.limited_by == "service":
            lines.append(f"Measured service times: no Server rate keeps p{b.percentile:g} within "
                         f"{b.latency_ms:g} ms.")  # fmt: skip
        else:
            lines.append(
                f"Measured service times: about {replay.server_estimate or 0:,.0f} {unit} "
                f"({replay.ratio or 0:.2f}x) keeps p{b.percentile:g} within {b.latency_ms:g} ms."
            )
        return " ".join(lines)
    own = [f for f in replay.same_system if f.scenario == replay.scenario]
    if own:
        lines.append(
            f"Same system published {name} {own[0].value:,.0f} {own[0].units} "
            f"({own[0].ratio:.2f} of Offline, {own[0].result_id})."
        )
    if replay.published is not None:
        p = replay.published
        lines.append(
            f"Published {name}/Offline in {replay.round}: median {p.median:.2f} "
            f"({p.low:.2f}-{p.high:.2f}, {p.count} systems)."
        )
    if replay.model is not None:
        m = replay.model
        lines.append(
            f"Model ESTIMATE {m.ratio:.2f} of Offline, band {m.band_ratio[0]:.2f}-"
            f"{m.band_ratio[1]:.2f} (calibrated, not a measurement)."
        )
    return " ".join(lines)


class ReplayPlot(PlotextPlot):
    """Evidence rows on a share-of-Offline axis, or the latency curve of a samples replay."""

    DEFAULT_CSS = """
    ReplayPlot { height: 18; min-height: 12; }
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._replay: ReplayReport | None = None

    def show(self, replay: ReplayReport) -> None:
        """Draw a claim's replay report."""
        self._replay = replay
        self.plt.clear_figure()
        if replay.basis == "samples":
            self._latency_curve(replay)
        else:
            self._evidence_rows(replay)
        self.refresh()

    def _evidence_rows(self, replay: ReplayReport) -> None:
        plt = self.plt
        name = _NAMES.get(replay.scenario, "Server")
        rows: list[tuple[str, float, float, float, str]] = []  # label, low, mid, high, colour
        for figure in replay.same_system:
            label = f"{figure.result_id} own {_NAMES.get(figure.scenario, figure.scenario)}"
            rows.append((label, figure.ratio, figure.ratio, figure.ratio, "green"))
        for spread in [replay.published, *replay.published_other]:
            if spread is not None:
                label = f"published {_NAMES[spread.scenario]} ({spread.count} systems)"
                rows.append((label, spread.low, spread.median, spread.high, "cyan"))
        if replay.model is not None:
            m = replay.model
            rows.append((f"model ESTIMATE {name}", m.band_ratio[0], m.ratio, m.band_ratio[1],
                         "magenta"))  # fmt: skip
        plt.title(f"{name} as a share of Offline: evidence and an estimate, not a verification")
        plt.xlabel("share of the Offline figure (1 = Offline)")
        plt.xlim(0.0, 1.1)
        count = len(rows)
        for index, (_, low, mid, high, colour) in enumerate(rows):
            y = count - index
            plt.plot([low, high], [y, y], color=colour, marker="braille")
            plt.scatter([mid], [y], color=colour, marker="o")
        plt.vline(1.0, color="yellow")
        plt.ylim(0.3, count + 0.7)
        plt.yticks([count - i for i in range(count)], [r[0] for r in rows])
        plt.xticks([0.0, 0.25, 0.5, 0.75, 1.0], ["0", "0.25", "0.5", "0.75", "1 Offline"])

    def _latency_curve(self, replay: ReplayReport) -> None:
        plt = self.plt
        pct = replay.bounds.percentile
        rates = [p.rate for p in replay.points]
        values = [p.p99_ms if pct == 99.0 else (p.percentile_ms or p.p99_ms) for p in replay.points]
        logs = [math.log10(max(v, 1e-6)) for v in values]
        bound = replay.bounds.latency_ms or 0.0
        plt.title(f"p{pct:g} latency vs arrival rate (measured service times)")
        plt.xlabel(f"arrival rate ({replay.unit})")
        levels = [*logs, math.log10(bound)] if bound > 0 else list(logs)
        low = math.floor(min(levels)) if levels else -1
        high = max(math.ceil(max(levels)) if levels else 1, low + 1)
        plt.ylim(low - 0.1, high + 0.1)
        ticks = list(range(low, high + 1))
        plt.yticks(ticks, [_ms_label(10.0**t) for t in ticks])
        if rates:
            plt.plot(rates, logs, marker="braille", color="cyan", label=f"p{pct:g} latency")
            plt.scatter(rates, logs, marker="o", color="cyan")
            plt.xlim(min(rates) * 0.9, max([*rates, replay.offline]) * 1.05)
        if bound > 0:
            plt.hline(math.log10(bound), color="red")
        plt.vline(replay.offline, color="yellow")


def _ms_label(value: float) -> str:
    if value >= 1000:
        return f"{value / 1000:g} s"
    return f"{value:g} ms"
