"""The units a metric is normalised to, in a module without patterns.

`extractors.metrics` builds its patterns from these nouns; whoever only needs to know which units
are throughputs (the replay's choice of claims, in a process that never finds a claim) imports
them from here without compiling those patterns.
"""

from __future__ import annotations

# Each throughput unit and the nouns (a regular expression) that write it.
THROUGHPUT_NOUNS = {
    "tokens/s": r"tokens?|toks?",
    # A 3D U-Net sample is one CT volume: '2.19 volumes per second' counts samples.
    "samples/s": r"samples?|volumes?",
    "queries/s": r"quer(?:y|ies)|requests?|reqs?",
    "images/s": r"images?|imgs?",
    "inferences/s": r"inferences?|infs?",
    "frames/s": r"frames?",
    "sequences/s": r"sequences?|seqs?",
    "sentences/s": r"sentences?",
}
THROUGHPUT_UNITS = frozenset(THROUGHPUT_NOUNS) | {"queries/s"}
LATENCY_UNITS = frozenset({"ms", "s", "µs"})
# Names of latency metrics (a regular expression): 'while TPOT stays at 40 ms' goes on about one
# system's latencies, so such a name is never a second subject of the sentence.
LATENCY_METRIC_NAMES = r"(?:TTFT|TPOT|ITL|TBT|P\d{2}(?:\.\d+)?)(?![\w.])"
