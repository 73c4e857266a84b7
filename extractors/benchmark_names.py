"""How decks write MLPerf Inference benchmark names, mapped to MLPerf's own benchmark ids."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

# Separators decks put between name parts: space, hyphen, underscore, en dash, comma or nothing,
# and an opening bracket ('Llama 2 (70B)').
_SEP = r"[\s\-_–,]*\(?"
# Before a variant word ('Interactive', 'Edge'), a comma starts a new item ('Llama 2 70B,
# Interactive' names the scenario), so only spaces, hyphens and underscores join it.
_JOIN = r"[\s\-_–]*"


def _name(*parts: str) -> str:
    return _SEP.join(parts)


@dataclass(frozen=True)
class BenchmarkName:
    """One MLPerf benchmark id and the patterns that name it in prose."""

    benchmark_id: str
    patterns: tuple[str, ...]


# Order matters: more specific names (Llama 3.1 405B) before shorter ones that could match inside them.
BENCHMARK_NAMES: tuple[BenchmarkName, ...] = (
    BenchmarkName("llama3.1-405b", (_name("llama", r"3\.1", "405", "b"),)),
    BenchmarkName("llama3.1-8b-edge", (_name("llama", r"3\.1", "8", "b") + _JOIN + r"\(?edge\)?",)),
    BenchmarkName("llama3.1-8b", (_name("llama", r"3\.1", "8", "b"),)),
    BenchmarkName(
        "llama2-70b-interactive",
        (_name("llama", "2", "70", "b") + _JOIN + "interactive",),
    ),
    BenchmarkName(
        "llama2-70b", (_name("llama", "2", "70", "b"), r"llama[\s\-]?2[\s\-]chat[\s\-]?70b")
    ),
    BenchmarkName("mixtral-8x7b", (_name("mixtral", r"8\s*[x×]\s*7", "b"), r"mixtral")),
    BenchmarkName("deepseek-r1", (_name("deep", "seek", "r1"),)),
    BenchmarkName("gpt-oss-120b", (_name("gpt", "oss", "120", "b"),)),
    BenchmarkName("qwen3-vl-235b-a22b", (_name("qwen", "3", "vl", "235", "b"),)),
    BenchmarkName("wan-2.2-t2v-a14b", (_name("wan", r"2\.2") + r"(?:" + _SEP + "t2v)?",)),
    BenchmarkName("gptj", (_name("gpt", "j") + r"(?:" + _SEP + "6b)?",)),
    BenchmarkName("stable-diffusion-xl", (r"\bsdxl\b", _name("stable", "diffusion", "xl"))),
    BenchmarkName("3d-unet", (_name("3d", "u", "net"),)),
    BenchmarkName("resnet", (_name("resnet", "50") + r"(?:" + _SEP + r"v1\.5)?",)),
    BenchmarkName("retinanet", (r"retina" + _SEP + "net",)),
    BenchmarkName("bert", (_name("bert", "large"), r"\bbert\b")),
    BenchmarkName("dlrm-v3", (_name("dlrm", "v3"),)),
    BenchmarkName("dlrm-v2", (_name("dlrm", "v2"), r"\bdlrm\b(?!" + _SEP + "v3)", r"dcnv2")),
    BenchmarkName("rgat", (_name("r", "gat"),)),
    BenchmarkName("pointpainting", (_name("point", "painting"),)),
    BenchmarkName("whisper", (r"\bwhisper\b",)),
    BenchmarkName("rnnt", (_name("rnn", "t") + r"\b",)),
    BenchmarkName("yolo", (r"\byolo" + _SEP + r"(?:v?11l?|95|99)?\b",)),
)


def _leading_word(pattern: str) -> str:
    """The letters and digits a pattern starts with (after a \\b), which every match must contain."""
    body = pattern.removeprefix(r"\b")
    match = re.match(r"[a-z0-9]*", body)
    return match.group(0) if match else ""


_COMPILED: tuple[tuple[str, str, re.Pattern[str]], ...] = tuple(
    (
        entry.benchmark_id,
        _leading_word(pattern),
        re.compile(r"(?<![\w.])(?:" + pattern + r")(?![\w])", re.IGNORECASE),
    )
    for entry in BENCHMARK_NAMES
    for pattern in entry.patterns
)
# Characters outside ASCII that a case-insensitive match takes for an ASCII letter (the Kelvin
# sign, the long s, the dotted and dotless i): text holding one skips the keyword gate below.
_LATIN_LETTER = re.compile(r"[a-z]", re.IGNORECASE)  # compiled once: 12,000 look-ups follow
_ASCII_LOOKALIKES = frozenset(
    chr(code) for code in range(0x80, 0x3000) if _LATIN_LETTER.fullmatch(chr(code))
)

# Benchmark ids as MLCommons writes them in results files, with accuracy suffixes.
_ID_PATTERN = re.compile(
    r"\b(llama2-70b(?:-interactive)?|llama3\.1-405b|llama3\.1-8b(?:-edge)?|mixtral-8x7b|gptj|"
    r"bert|dlrm-v[23]|3d-unet|deepseek-r1|gpt-oss-120b|stable-diffusion-xl|rgat|resnet|retinanet)"
    r"(?:-99(?:\.9)?)?\b",
    re.IGNORECASE,
)

# An MLPerf round written after a model name ('Llama 2 70B v5.1 Closed') is the round, not part of
# the model's name: a model version ('Mistral 7B v0.3', 'Qwen v2.5') is never one of these.
_ROUND_VERSION = r"v(?:0\.[57]|[1-3]\.[01]|4\.[01]|5\.[01]|6\.0)(?![\d.])"

# Model families that are not (or not always) MLPerf benchmarks; used to notice non-MLPerf models.
MODEL_MENTION = re.compile(
    r"(?<![\w.])(?:llama|gpt|mistral|mixtral|qwen|gemma|falcon|deepseek|claude|phi|yi|command|"
    r"granite|olmo|bloom|opt|t5|flan|vicuna|resnet|bert|sdxl|stable\s+diffusion|whisper|dlrm|"
    r"nemotron|jamba|dbrx|internlm|chatglm|ernie|kimi|minimax|grok|starcoder|codellama|llava|"
    r"pixtral|codestral|stablelm|smollm)"
    # The family's word ends the word or runs into a digit or version ('Llama3.1', 'DLRMv2',
    # 'gptj'): 'yields 14', 'options 2' and 'Philips 3' are words, not models.
    r"(?!(?!v\d|j\b|j-)[a-z])"
    r"[\w\-.]*(?:[\s\-]+(?:\d+(?:\.\d+)?[bm]\b|\d+x\d+b\b|(?!"
    + _ROUND_VERSION
    + r")v\d+(?:\.\d+)*\b|\d+(?:\.\d+)*\b|"
    r"instruct\b|chat\b|large\b|base\b|xl\b|turbo\b|r1\b|v3\b|oss\b))*",
    re.IGNORECASE,
)

# A vendor's own model named by its parameter count ("QuillCoder-34B", "Atlas 13B"): the shape
# model families share when the name itself is not one the project knows. A release number may
# stand between the name and the size ("Mistral Small 3.1 24B", "Orca-Lite v2 7B").
SIZED_MODEL = re.compile(
    r"(?<![\w.])[A-Z][A-Za-z]{2,}(?:[\s-][A-Z][A-Za-z]+)?(?:[\s-]v?\d{1,2}(?:\.\d{1,2})?)?"
    r"[\s-]\d{1,4}(?:\.\d)?B\b"
)


@dataclass(frozen=True)
class BenchmarkMatch:
    """A benchmark named in a piece of text."""

    benchmark_id: str
    text: str
    start: int


# The claim finder asks about the same titles, headers and footnotes once per sentence on a
# slide; a small cache of short texts saves re-running ~30 patterns over each of them.
_CACHED_TEXT_CHARS = 2000


def find_benchmarks(text: str) -> list[BenchmarkMatch]:
    """Every MLPerf benchmark named in `text`, in order of appearance, without overlaps."""
    if len(text) <= _CACHED_TEXT_CHARS:
        return list(_find_benchmarks_cached(text))
    return _find_benchmarks(text)


@functools.lru_cache(maxsize=4096)
def _find_benchmarks_cached(text: str) -> tuple[BenchmarkMatch, ...]:
    return tuple(_find_benchmarks(text))


def clear_benchmark_cache() -> None:
    """Forget cached look-ups (for timing a cold pass)."""
    _find_benchmarks_cached.cache_clear()


def _find_benchmarks(text: str) -> list[BenchmarkMatch]:
    found: list[BenchmarkMatch] = []
    taken: list[tuple[int, int]] = []
    for match in _ID_PATTERN.finditer(text):
        found.append(BenchmarkMatch(_family(match.group(1)), match.group(0), match.start()))
        taken.append(match.span())
    lowered = text.lower()
    gated = text.isascii() or not any(char in _ASCII_LOOKALIKES for char in text)
    for benchmark_id, word, pattern in _COMPILED:
        if gated and word not in lowered:
            continue  # a pattern's leading word is in every match: most patterns stop here
        for match in pattern.finditer(text):
            span = match.span()
            if any(span[0] < end and start < span[1] for start, end in taken):
                continue
            found.append(BenchmarkMatch(benchmark_id, match.group(0), match.start()))
            taken.append(span)
    found.sort(key=lambda m: m.start)
    return found


def _family(raw_id: str) -> str:
    return raw_id.lower()


def normalise_benchmark_id(raw: str) -> str | None:
    """Map a results-file or prose benchmark name (e.g. `llama2-70b-99.9`) to its family id."""
    matches = find_benchmarks(raw)
    return matches[0].benchmark_id if matches else None


# Benchmarks that later rounds folded into another benchmark as a scenario: Llama 2 70B
# Interactive was its own benchmark in v5.0 only; from v5.1 it is llama2-70b's Interactive scenario.
_FOLDED_INTO = {"llama2-70b-interactive": ("llama2-70b", frozenset({"v5.0"}))}


def benchmark_in_round(benchmark_id: str | None, round_: str | None) -> str | None:
    """The benchmark as the cited round names it ('Llama 2 70B Interactive' in v6.0 is
    llama2-70b, run in the Interactive scenario); unchanged when the round is not known."""
    folded = _FOLDED_INTO.get(benchmark_id or "")
    if folded is None or round_ is None or round_ in folded[1]:
        return benchmark_id
    return folded[0]


# The unit MLCommons publishes each benchmark's result in, by scenario: the language models in
# tokens/s (Offline, Server, Interactive); the others in samples/s Offline and queries/s Server;
# SingleStream and MultiStream results are latencies in ms.
_LANGUAGE_MODELS = frozenset(
    {"gptj", "llama2-70b", "llama2-70b-interactive", "llama3.1-405b", "llama3.1-8b"}
    | {"llama3.1-8b-edge", "mixtral-8x7b", "deepseek-r1", "gpt-oss-120b"}
)


def published_unit(benchmark_id: str | None, scenario: str) -> str | None:
    """The unit of a benchmark's published result in a scenario ('Offline', 'Server' ...)."""
    if benchmark_id is None:
        return None
    word = re.sub(r"[\s-]", "", scenario.lower())
    if word in ("singlestream", "multistream"):
        return "ms"
    family = re.sub(r"-99(?:\.9)?$", "", benchmark_id)
    if family in _LANGUAGE_MODELS:
        return "tokens/s"
    return {"offline": "samples/s", "server": "queries/s"}.get(word)
