"""Every hostile corpus file through `deckaudit audit`, in a subprocess with a memory cap and a timeout.

Each file must end in time with a report, or with an UNREADABLE deck flag that names the cause in
words; no traceback may reach the user; the peak resident memory of every run stays under the cap;
and a batch over the whole corpus completes. The corpus is the repository's own (tests/hostile:
committed samples plus files built in the session, bombs included); the shared corpus's
third-party samples that the repository may not hold run in one test marked external_corpus.
Expectations come from the manifests (the category of each file) and from the per-file table
below; files the table does not know (new hostile files of a known category) are held to their
category's rule, so the test defends the class of input, not the file.

Set DECKAUDIT_HOSTILE_RESULTS=path.json to keep the measured figures (slowest file, peak memory).
"""

from __future__ import annotations

import csv
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path

import pytest

from examples.shared_data import hostile_corpus as shared_hostile_corpus
from extractors.models import DeckKind
from extractors.sniff import sniff_kind
from tests.hostile.corpus import exhausting_bare_libraries, names
from tests.shared_paths import REPO_ROOT

CORPUS_NAMES = names()
REPO = REPO_ROOT
MEMORY_CAP = 2 * 1024**3
DECK_TIMEOUT_S = 120  # the command's default per-deck limit
# The per-deck limit plus interpreter and worker start-up and report writing.
PROCESS_TIMEOUT_S = DECK_TIMEOUT_S + 60
BATCH_TIMEOUT_S = 900
CANARY_FILE = Path("/tmp/xxe_canary.txt")
LEAK_MARKERS = ("XXE-CANARY", "root:x:0:0")
DECK_SUFFIXES = {".pdf", ".pptx", ".pptm"}

# About ten minutes on two quiet cores: every file is a fresh `deckaudit audit` process. The
# module-wide fixture that runs them all counts against its first test's timeout, so that timeout
# is raised for this module; each process keeps its own limit (PROCESS_TIMEOUT_S).
pytestmark = [pytest.mark.slow, pytest.mark.timeout(3600)]

REPORT = "report"
LIMIT_CAUSES = ("over-limit", "zip-bomb", "unsupported-compression")
DAMAGE_CAUSES = ("corrupt", "truncated", "missing-part")
NOT_A_DECK_CAUSES = ("not-a-deck", "empty", "encrypted")
LOCK_CAUSES = ("encrypted", "wrong-password")

# What each category of hostile input may end in: a report, or UNREADABLE with one of the causes.
CATEGORY_OUTCOMES: dict[str, tuple[str, ...]] = {
    "control": (REPORT,),
    "charts": (REPORT,),
    "tables": (REPORT,),
    "group-shapes": (REPORT,),
    "notes": (REPORT,),
    "embedded": (REPORT,),
    "external-refs": (REPORT,),
    "macro": (REPORT,),
    "media": (REPORT,),
    "cjk/non-latin": (REPORT,),
    "rotated": (REPORT,),
    "scanned": (REPORT,),
    "large": (REPORT,),
    "hidden-text": (REPORT,),
    "font-encoding": (REPORT,),
    "odd": (REPORT, *DAMAGE_CAUSES),
    "broken": (REPORT, *DAMAGE_CAUSES),
    "encrypted": (REPORT, *LOCK_CAUSES),
    "broken-xref": (REPORT, *DAMAGE_CAUSES),
    "truncated": (REPORT, *DAMAGE_CAUSES),
    "broken-package": DAMAGE_CAUSES,
    "corrupt-zip": DAMAGE_CAUSES,
    "decompression-bomb": (REPORT, *LIMIT_CAUSES),
    "zip-bomb": LIMIT_CAUSES,
    "xml-entity": (REPORT, "xml-entities", "over-limit"),
    "deep-nesting": (REPORT, *LIMIT_CAUSES, *DAMAGE_CAUSES),
    "parser-loop": (REPORT, *LIMIT_CAUSES, *DAMAGE_CAUSES),
    "huge-page-count": (REPORT, *LIMIT_CAUSES),
    "huge-slide-count": (REPORT, *LIMIT_CAUSES),
    "path-traversal": (REPORT, "path-traversal"),
    "not-a-pdf": (REPORT, *NOT_A_DECK_CAUSES),
    "not-a-pptx": (REPORT, *NOT_A_DECK_CAUSES),
    "llm-cost": (REPORT, *LIMIT_CAUSES),
}

# Per-file expectations, tighter than the category rule where the answer is known.
FILE_OUTCOMES: dict[str, tuple[str, ...]] = {
    "gen_bomb_flate_nested.pdf": ("over-limit",),
    "gen_bomb_flate_single.pdf": ("over-limit",),
    "gen_bomb_runlength.pdf": ("over-limit",),
    "gen_huge_declared_length.pdf": ("over-limit",),
    "gen_pages_150k.pdf": ("over-limit",),
    "gen_pages_deep_tree.pdf": ("over-limit",),
    "gen_pages_cycle.pdf": ("corrupt",),
    "gen_zero_bytes.pdf": ("empty",),
    "gen_html_saved_as_pdf.pdf": ("not-a-deck",),
    "gen_truncated_no_eof.pdf": ("truncated", "corrupt"),
    "gen_hidden_text_injection.pdf": (REPORT,),
    "up_enc_aes256_password.pdf": ("encrypted",),
    "up_enc_libreoffice_userpw.pdf": ("encrypted",),
    "up_enc_r6_aes256_owner_only.pdf": (REPORT,),
    "gen_enc_rc4_128_userpw.pdf": ("encrypted",),
    "gen_control_minimal.pdf": (REPORT,),
    "pptx_zip_bomb_bzip2_unreferenced.pptx": ("unsupported-compression",),
    "pptx_zip_bomb_slide_deflate.pptx": ("zip-bomb",),
    "pptx_billion_laughs_slide.pptx": ("xml-entities",),
    "pptx_xxe_external_entity.pptx": ("xml-entities",),
    "pptx_xxe_in_content_types.pptx": ("xml-entities",),
    "pptx_ole_cfb_container.pptx": ("encrypted",),
    "pptx_actually_pdf.pptx": (REPORT,),
    "pptx_really_a_pptx.pdf": (REPORT,),
    "pptx_zero_bytes.pptx": ("empty",),
    "pptx_truncated_zip.pptx": ("truncated",),
    "pptx_corrupt_crc.pptx": ("corrupt",),
    "pptx_missing_content_types.pptx": ("missing-part",),
    "pptx_missing_slide_part.pptx": ("missing-part",),
    "pptx_path_traversal_members.pptx": ("path-traversal",),
    "pptx_deep_group_nesting.pptx": ("over-limit",),
    "pptx_hidden_injection.pptx": (REPORT,),
    "pptx_injection_suite.pptx": (REPORT,),
}

# Files whose bare-library baseline shows hidden text that the report must surface.
HIDDEN_TEXT_FILES = ("gen_hidden_text_injection.pdf", "pptx_hidden_injection.pptx")


@dataclass
class Run:
    """One finished (or killed) subprocess and what it cost."""

    name: str
    returncode: int | None
    timed_out: bool
    wall_s: float
    peak_rss_mb: float
    stdout: str
    stderr: str


def _limit_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))


def run_limited(name: str, args: list[str], timeout: float, cwd: Path) -> Run:
    """Run `args` under the memory cap; measure its own peak RSS with wait4; kill it on timeout."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        started = time.monotonic()
        process = subprocess.Popen(
            args,
            stdout=out,
            stderr=err,
            cwd=cwd,
            preexec_fn=_limit_memory,
            start_new_session=True,
            env={**os.environ, "PYTHONPATH": str(REPO), "NO_COLOR": "1"},
        )
        timed_out = False
        status = usage = None
        tree_peak_kb = 0
        while True:
            tree_peak_kb = max(tree_peak_kb, _descendants_peak_kb(process.pid))
            pid, status, usage = os.wait4(process.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() - started > timeout:
                timed_out = True
                os.killpg(process.pid, 9)
                _, status, usage = os.wait4(process.pid, 0)
                break
            time.sleep(0.05)
        process.returncode = os.waitstatus_to_exitcode(status)
        wall = time.monotonic() - started
        out.seek(0)
        err.seek(0)
        return Run(
            name=name,
            returncode=process.returncode,
            timed_out=timed_out,
            wall_s=round(wall, 2),
            peak_rss_mb=round(max(usage.ru_maxrss, tree_peak_kb) / 1024, 1),
            stdout=out.read().decode("utf-8", errors="replace"),
            stderr=err.read().decode("utf-8", errors="replace"),
        )


def _descendants_peak_kb(pid: int) -> int:
    """The highest peak RSS (VmHWM) of any process below `pid` now: the audit's deck workers.

    wait4 only counts descendants that were reaped by their own parent; a worker that its parent
    leaves to init would be missed, so the tree is sampled while the command runs.
    """
    peak = 0
    pending = [pid]
    while pending:
        current = pending.pop()
        try:
            children = Path(f"/proc/{current}/task/{current}/children").read_text().split()
        except OSError:
            continue
        for child in children:
            pending.append(int(child))
            try:
                status = Path(f"/proc/{child}/status").read_text()
            except OSError:
                continue
            for line in status.splitlines():
                if line.startswith("VmHWM:"):
                    peak = max(peak, int(line.split()[1]))
    return peak


def corpus_files(corpus: Path) -> list[Path]:
    """Every deck-like file of a corpus folder (by what the manifests list, plus anything new)."""
    files = [
        path
        for folder in ("pdf", "pptx")
        if (corpus / folder).is_dir()
        for path in sorted((corpus / folder).iterdir())
        if path.is_file() and path.suffix.lower() in DECK_SUFFIXES
    ]
    return files


def manifest_categories(corpus: Path) -> dict[str, str]:
    """File name to category, from both manifests of a corpus folder."""
    categories: dict[str, str] = {}
    for folder in ("pdf", "pptx"):
        manifest = corpus / folder / "manifest.csv"
        if manifest.is_file():
            with manifest.open(newline="") as handle:
                for row in csv.DictReader(handle):
                    categories[row["file"]] = row["category"]
    return categories


def audit_command(*args: str) -> list[str]:
    """The `deckaudit audit` command line, run as a module so no install is needed."""
    return [sys.executable, "-m", "auditor", "audit", *args, "--timeout", str(DECK_TIMEOUT_S)]


@pytest.fixture(scope="module")
def canary() -> Iterator[None]:
    """The file the XXE decks try to read; a leak would put its text in a report."""
    created = False
    if not CANARY_FILE.exists():
        try:
            CANARY_FILE.write_text("XXE-CANARY\n")
            created = True
        except OSError:
            pass
    yield
    if created:
        CANARY_FILE.unlink(missing_ok=True)


def audit_each(files: list[Path]) -> dict[str, Run]:
    """Audit each file in its own limited process, two at a time (the machine has two cores)."""

    def one(path: Path) -> Run:
        return run_limited(
            path.name,
            audit_command(str(path), "--format", "json"),
            PROCESS_TIMEOUT_S,
            REPO,
        )

    with ThreadPoolExecutor(max_workers=2) as pool:
        return {run.name: run for run in pool.map(one, files)}


@pytest.fixture(scope="module")
def runs(canary: None, hostile_corpus: Path) -> dict[str, Run]:
    """Audit every file of the repository's corpus once."""
    results = audit_each([hostile_corpus / key for key in CORPUS_NAMES])
    _record(results)
    return results


def _record(results: dict[str, Run]) -> None:
    slowest = max(results.values(), key=lambda run: run.wall_s)
    heaviest = max(results.values(), key=lambda run: run.peak_rss_mb)
    summary = {
        "files": len(results),
        "slowest": {"file": slowest.name, "wall_s": slowest.wall_s},
        "peak_memory": {"file": heaviest.name, "peak_rss_mb": heaviest.peak_rss_mb},
        "runs": [
            {k: v for k, v in asdict(run).items() if k not in ("stdout", "stderr")}
            for run in sorted(results.values(), key=lambda run: -run.wall_s)
        ],
    }
    print(
        f"\nhostile corpus: {len(results)} files; slowest {slowest.name} {slowest.wall_s} s; "
        f"peak memory {heaviest.name} {heaviest.peak_rss_mb} MB"
    )
    target = os.environ.get("DECKAUDIT_HOSTILE_RESULTS")
    if target:
        Path(target).write_text(json.dumps(summary, indent=2))


def outcome_of(run: Run) -> tuple[str, str, str]:
    """(REPORT or the UNREADABLE cause, the flag message, the raw report) for a finished run."""
    report = json.loads(run.stdout)
    assert report.get("schema") == "deckaudit.report/1"
    unreadable = [flag for flag in report.get("deck_flags", []) if flag["code"] == "UNREADABLE"]
    if not unreadable:
        return REPORT, "", run.stdout
    errors = report.get("errors", [])
    assert errors, "an UNREADABLE deck lists its cause in errors"
    return errors[0]["cause"], unreadable[0]["message"], run.stdout


def expected_outcomes(name: str, categories: dict[str, str]) -> tuple[str, ...]:
    """The outcomes allowed for a file: its own entry, else its category's rule."""
    if name in FILE_OUTCOMES:
        return FILE_OUTCOMES[name]
    category = categories.get(name)
    # A file no manifest knows may only end cleanly: with a report or any named cause.
    return CATEGORY_OUTCOMES.get(category or "", ("*",))


def _matches(outcome: str, allowed: tuple[str, ...]) -> bool:
    return "*" in allowed or any(
        outcome == option or outcome.startswith(option + ":") or outcome.startswith(option)
        for option in allowed
    )


def check_run(run: Run, allowed: tuple[str, ...]) -> None:
    """One file's run ended in time, without a traceback, under the cap, as its rule allows."""
    assert not run.timed_out, f"{run.name} ran past {PROCESS_TIMEOUT_S} s"
    assert "Traceback" not in run.stderr, run.stderr[-2000:]
    assert "Traceback" not in run.stdout
    assert run.returncode in (0, 1, 2), (run.returncode, run.stderr[-2000:])
    assert run.peak_rss_mb * 1024 * 1024 < MEMORY_CAP
    outcome, message, raw = outcome_of(run)
    assert _matches(outcome, allowed), f"{run.name}: got {outcome!r}, allowed {allowed}"
    if outcome != REPORT:
        assert len(message) > 20, "the UNREADABLE message explains the cause in words"
    for marker in LEAK_MARKERS:
        assert marker not in raw, f"{run.name} leaked {marker}"


@pytest.mark.parametrize("key", sorted(CORPUS_NAMES), ids=lambda key: key.split("/", 1)[1])
def test_each_file_ends_in_time_with_a_report_or_a_named_cause(
    runs: dict[str, Run], key: str
) -> None:
    name = key.split("/", 1)[1]
    categories = {k.split("/", 1)[1]: category for k, category in CORPUS_NAMES.items()}
    check_run(runs[name], expected_outcomes(name, categories))


@pytest.mark.external_corpus(
    reason="third-party samples the repository may not hold: py-pdf sample-files (CC BY-NC-ND) "
    "and the largest pypdf and python-pptx test files",
    needs="corpus/hostile",
)
def test_the_shared_corpus_samples_the_repository_does_not_hold(canary: None) -> None:
    shared = shared_hostile_corpus()
    held = {key.split("/", 1)[1] for key in CORPUS_NAMES}
    files = [path for path in corpus_files(shared) if path.name not in held]
    assert files, "the shared corpus holds files beyond the repository's own"
    categories = manifest_categories(shared)
    failures = []
    for name, run in sorted(audit_each(files).items()):
        try:
            check_run(run, expected_outcomes(name, categories))
        except AssertionError as failure:
            failures.append(f"{name}: {failure}")
    assert not failures, "\n".join(failures)
    print(f"\nshared corpus: {len(files)} files the repository does not hold, all bounded")


@pytest.mark.parametrize("name", HIDDEN_TEXT_FILES)
def test_hidden_text_is_reported_with_its_location(runs: dict[str, Run], name: str) -> None:
    report = json.loads(runs[name].stdout)
    hidden = [flag for flag in report["deck_flags"] if flag["code"] == "HIDDEN-TEXT"]
    assert hidden, f"{name}: no HIDDEN-TEXT flag"
    assert all(flag.get("page") for flag in hidden), "each HIDDEN-TEXT flag names its page"


def test_files_that_exhaust_bare_libraries_stay_bounded(runs: dict[str, Run]) -> None:
    dangerous = exhausting_bare_libraries() & set(runs)
    assert dangerous, "the corpus names the files that exhaust the bare libraries"
    for name in sorted(dangerous):
        run = runs[name]
        assert not run.timed_out and run.peak_rss_mb < 1024, (name, run.wall_s, run.peak_rss_mb)


def test_batch_over_the_whole_corpus_completes(
    canary: None, hostile_corpus: Path, tmp_path: Path
) -> None:
    out = tmp_path / "reports"
    run = run_limited(
        "batch",
        [*audit_command(str(hostile_corpus), "--out", str(out)), "--jobs", "2"],
        BATCH_TIMEOUT_S,
        REPO,
    )
    assert not run.timed_out, "the batch ran past its time limit"
    assert "Traceback" not in run.stderr, run.stderr[-2000:]
    assert run.returncode in (0, 1, 2)
    assert (out / "summary.json").is_file()
    # Below a folder the batch takes what its bytes say is a deck, and every file named as a deck
    # whatever it holds: none of the corpus may vanish from the batch without a report.
    from auditor.batch.runner import discover_decks

    files = corpus_files(hostile_corpus)
    expected = {path.name for path in discover_decks([hostile_corpus])}
    deck_like = {p.name for p in files if sniff_kind(p) not in (DeckKind.UNKNOWN,)}
    assert deck_like <= expected, "every file that is a deck by content is in the batch"
    assert {p.name for p in files} <= expected, "every corpus file gets a report"
    missing = sorted(name for name in expected if not (out / f"{name}.json").is_file())
    assert not missing, f"no report for {missing}"
    print(f"\nbatch over the corpus: {run.wall_s} s, peak memory {run.peak_rss_mb} MB")
