"""What kind of task a benchmark or a deck's deployed model does (vision, speech, language ...).

MODEL-MISMATCH says an MLPerf figure measured another model than the one the deck deploys. That
only holds between models of one kind: a deck that runs its own grasp-detection network and cites
ResNet results has a mismatch, but a voice agent whose dialogue model is a Llama derivative says
nothing about which speech model it runs, so its Whisper result is not measured on the wrong model.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from auditor.labels.sentences import DeckSentence
from auditor.labels.signals import benchmark_of_model
from auditor.vocab import vocabulary
from extractors import MLPERF_WORDS, RESULT_ID, find_metrics

VISION = "vision"
SPEECH = "speech"
LANGUAGE = "language"
RECOMMENDATION = "recommendation"
IMAGE_GENERATION = "image generation"
GRAPH = "graph"

# By the MLPerf task each benchmark measures (mlperf_facts.json's 'task'). The vision-language
# benchmark (Qwen3-VL) does two kinds at once, so it is left out: any deployed model may match it.
_BENCHMARK_TASKS: tuple[tuple[str, str], ...] = (
    ("resnet", VISION),
    ("retinanet", VISION),
    ("yolo", VISION),
    ("3d-unet", VISION),
    ("pointpainting", VISION),
    ("whisper", SPEECH),
    ("rnnt", SPEECH),
    ("llama", LANGUAGE),
    ("mixtral", LANGUAGE),
    ("gptj", LANGUAGE),
    ("gpt-oss", LANGUAGE),
    ("bert", LANGUAGE),
    ("deepseek", LANGUAGE),
    ("dlrm", RECOMMENDATION),
    ("stable-diffusion", IMAGE_GENERATION),
    ("wan-", IMAGE_GENERATION),
    ("rgat", GRAPH),
)

# Named model families that are no benchmark ('Qwen2.5 32B', 'Whisper large-v2'), by their kind.
_FAMILY_TASKS = re.compile(
    r"(?P<speech>whisper|rnn-?t|wav2vec|conformer)|(?P<vision>resnet|yolo|retinanet|efficientnet|"
    r"mobilenet|u-?net)|(?P<generation>sdxl|stable\s+diffusion|flux)|(?P<recommendation>dlrm)",
    re.IGNORECASE,
)

_KIND_WORDS = (
    (VISION, "task_vision"),
    (SPEECH, "task_speech"),
    (LANGUAGE, "task_language"),
)


def benchmark_task(benchmark: str | None) -> str | None:
    """The kind of task an MLPerf benchmark id measures, or None when unknown or mixed."""
    if not benchmark:
        return None
    lowered = benchmark.lower()
    for prefix, task in _BENCHMARK_TASKS:
        if lowered.startswith(prefix):
            return task
    return None


_USE_WORDS = (
    (SPEECH, "use_speech"),
    (VISION, "use_vision"),
    (LANGUAGE, "use_language"),
)

# A sentence that reports or introduces a result tells what was measured, not what the deck runs.
_ABOUT_RESULTS = re.compile(r"\bbenchmark(?:s|ed|ing)?\b|\bresults?\b|\bsubmission", re.IGNORECASE)


def model_name_task(name: str) -> str | None:
    """The kind of task a named model does: its benchmark's, its family's ('Whisper large-v2' is
    speech), or language for other sized names ('Qwen2.5 32B', 'Atlas 13B')."""
    benchmark = benchmark_of_model(name)
    if benchmark:
        return benchmark_task(benchmark)
    family = _FAMILY_TASKS.search(name)
    if family is not None:
        kind = family.lastgroup
        return {
            "speech": SPEECH,
            "vision": VISION,
            "generation": IMAGE_GENERATION,
            "recommendation": RECOMMENDATION,
        }[kind or ""]
    if re.search(r"\d(?:\.\d+)?\s*[bB]\b|\d+x\d+[bB]\b", name):
        return LANGUAGE  # a size in billions of parameters: a language model
    return None


def described_task(words: str) -> str | None:
    """The kind of task the words that describe a deck's own model name ('our own grasp-detection
    network' is vision), or None when they name none or more than one."""
    found = {
        task for task, entry in _KIND_WORDS if vocabulary("models").pattern(entry).search(words)
    }
    return found.pop() if len(found) == 1 else None


def same_kind(claim_benchmark: str | None, deployed_task: str | None) -> bool:
    """Whether a result on `claim_benchmark` measures a model of the deployed model's kind: true
    whenever either kind is unknown, so only a clear difference of kind spares the claim."""
    task = benchmark_task(claim_benchmark)
    return task is None or deployed_task is None or task == deployed_task


def told_uses(
    sentences: Iterable[DeckSentence], is_reviewer_directed: Callable[[str], bool] | None = None
) -> set[str]:
    """The kinds of task the deck tells of its own work on ('our voice agent picks up your calls'
    is speech), read from sentences that report no figure and no benchmark or result; text aimed
    at the reviewer (`is_reviewer_directed`) tells nothing."""
    told: set[str] = set()
    for item in sentences:
        text = item.text
        if is_reviewer_directed is not None and is_reviewer_directed(text):
            continue
        if MLPERF_WORDS.search(text) or RESULT_ID.search(text) or _ABOUT_RESULTS.search(text):
            continue
        if find_metrics(text):
            continue
        for task, entry in _USE_WORDS:
            if task not in told and vocabulary("models").pattern(entry).search(text):
                told.add(task)
    return told
