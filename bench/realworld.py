"""Audit every deck under a folder of real files and check the audit against other readers.

Usage: python bench/realworld.py DIR [DIR...] [--jobs N] [--timeout S] [--json FILE]
                                 [--repo PATH] [--convert-all] [--limit N]

For every PDF and PPTX below the folders (found as `deckaudit audit` finds them), each in its own
process with a time limit, it prints:

- per flag code, how many files raised it (deck-level and claim-level flags alike);
- an ink check of every HIDDEN-TEXT verdict by a renderer independent of the product's own. PDF:
  poppler's `pdftoppm` renders the page and the area of each hidden block is inspected; a verdict
  is confirmed when the area shows no ink (the text, if drawn, is drawn invisibly), or, for tiny
  text, when the ink is under 3 pt tall; text off the page is confirmed when its box misses the
  page. PPTX: bench/pptx_ink.py's check, LibreOffice rendering the deck with and without the
  text, confirmed when the text adds no ink. Blocks that are not on a page at all (notes, alt
  text, metadata, annotations, hidden slides, invisible characters) are counted apart;
- the share of `pdftotext`'s words that the audit also read (PPTX: of the LibreOffice export,
  only with --convert-all);
- the digits lost: per page, the digits `pdftotext` reads that the audit lacks (bench/digits.py:
  counted as a person reads them, whatever the word splitting and order), and whether the audit
  raised GARBLED-TEXT for each such file; and GARBLED-TEXT raised where no digit is lost;
- the files that `pdftotext` reads but the audit could not.

--repo runs the audit with another checkout's code (for instance /work/main, to compare before and
after a change); this script, its checks and its interpreter stay the same.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

if __package__ in (None, ""):  # run as a script: bench/ itself is on sys.path
    from digits import lost_examples, lost_pages, symbol_font_digits
    from pptx_ink import Suspect, check_suspects, render_checkable
else:
    from bench.digits import lost_examples, lost_pages, symbol_font_digits
    from bench.pptx_ink import Suspect, check_suspects, render_checkable

ROOT = Path(__file__).resolve().parent.parent
INK_DPI = 144
INK_LEVEL = (
    48  # grey levels (of 255) a pixel must differ from the area's background to count as ink
)
INK_PIXELS = 4  # fewer ink pixels than this is anti-aliasing noise at a box edge
PPTX_INK_DPI = 72
TINY_LEGIBLE_PT = 3.0
WORD = re.compile(r"\w+", re.UNICODE)
ON_PAGE_ROLES = {"title", "body", "footnote", "table_row", "chart_title", "chart_point"}


# The worker: one deck, in its own process ---------------------------------------------------------


def audit_one(path: str) -> dict[str, Any]:
    """Audit one deck with the checkout on sys.path; the report's flags, hidden blocks and words."""
    from auditor.audit import AuditOptions, audit_loaded_deck, unreadable_report
    from auditor.checks.deck_checks import _worth_reporting
    from extractors import DeckReadError, read_deck

    options = AuditOptions(replay=False)
    try:
        deck = read_deck(path, options.limits)
    except DeckReadError as exc:
        report = unreadable_report(path, exc, options)
        return {"flags": _flag_codes(report), "unreadable": exc.message, "hidden": [], "words": {}}
    report = audit_loaded_deck(deck, options)
    hidden = []
    words: Counter[str] = Counter()
    page_text: dict[int, str] = {}
    for page in deck.pages:
        read_here = []
        for block in page.blocks:
            if block.role.value != "table_cell":
                words.update(_words(block.text))
                read_here.append(block.text)
            if block.visible or block.role.value == "table_cell":
                continue
            if not _worth_reporting(block.text, block.role):
                continue
            box = block.location.bbox
            hidden.append(
                {
                    "page": page.number,
                    "slide_hidden": page.hidden,
                    "page_size": [page.width, page.height],
                    "role": block.role.value,
                    "reason": block.hidden_reason or "",
                    "text": block.text[:200],
                    "bbox": [box.x0, box.y0, box.x1, box.y1] if box else None,
                    "size": block.font_size,
                    "shape_id": block.location.shape_id,
                }
            )
        page_text[page.number] = "\n".join(read_here)
    return {
        "kind": deck.kind.value,
        "pages": len(deck.pages),
        "hidden_slides": [page.number for page in deck.pages if page.hidden],
        "flags": _flag_codes(report),
        "messages": [f.message for f in report.deck_flags],
        "hidden": hidden,
        "words": dict(words),
        "page_text": page_text,
        "garbled_pages": sorted({n for font in deck.garbled_fonts for n in font.pages}),
    }


def _flag_codes(report: Any) -> list[str]:
    return sorted({flag.code for flag in report.all_flags()})


def _words(text: str) -> list[str]:
    return [w.lower() for w in WORD.findall(text)]


# Independent readers ----------------------------------------------------------------------------


def pdftotext_pages(pdf: Path, timeout: float) -> dict[int, str] | None:
    """poppler's text of each page (1-based), or None when it cannot read the file."""
    try:
        done = subprocess.run(
            ["pdftotext", "-q", "-enc", "UTF-8", str(pdf), "-"],
            capture_output=True,
            timeout=timeout,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return None
    if done.returncode != 0:
        return None
    pages = done.stdout.decode("utf-8", errors="replace").split("\f")
    if pages and not pages[-1].strip():
        pages.pop()  # pdftotext ends every page, the last one too, with a form feed
    return dict(enumerate(pages, start=1))


def export_pptx(path: Path, out_dir: Path, timeout: float) -> Path | None:
    """LibreOffice's PDF export of a PPTX (hidden slides left out, as LibreOffice does)."""
    profile = out_dir / "lo-profile"
    try:
        subprocess.run(
            [
                "soffice",
                f"-env:UserInstallation=file://{profile}",
                "--headless",
                "--convert-to",
                "pdf",
                "--outdir",
                str(out_dir),
                str(path),
            ],
            capture_output=True,
            timeout=timeout,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return None
    target = out_dir / (path.stem + ".pdf")
    return target if target.is_file() else None


def render_page(pdf: Path, page: int, out_dir: Path, timeout: float) -> np.ndarray | None:
    """Page `page` (1-based) of `pdf` rendered by pdftoppm at INK_DPI in grey, as an array."""
    stem = out_dir / f"p{page}"
    try:
        subprocess.run(
            [
                *("pdftoppm", "-q", "-gray", "-r", str(INK_DPI), "-singlefile"),
                *("-f", str(page), "-l", str(page), str(pdf), str(stem)),
            ],
            capture_output=True,
            timeout=timeout,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return None
    image = stem.with_suffix(".pgm")
    if not image.is_file():
        return None
    data = _read_pgm(image)
    image.unlink()
    rotation = _rotation(pdf, page)
    # pdftoppm draws the page turned by /Rotate; turn it back onto the page's own axes.
    return np.rot90(data, k=rotation // 90) if rotation else data


def _rotation(pdf: Path, page: int) -> int:
    from pypdf import PdfReader

    try:
        return int(PdfReader(str(pdf)).pages[page - 1].rotation) % 360
    except Exception:  # an unreadable /Rotate: the page as drawn
        return 0


def _read_pgm(path: Path) -> np.ndarray:
    raw = path.read_bytes()
    tokens: list[bytes] = []
    pos = 0
    while len(tokens) < 4:
        while raw[pos : pos + 1].isspace():
            pos += 1
        if raw[pos : pos + 1] == b"#":
            pos = raw.index(b"\n", pos)
            continue
        end = pos
        while not raw[end : end + 1].isspace():
            end += 1
        tokens.append(raw[pos:end])
        pos = end
    width, height = int(tokens[1]), int(tokens[2])
    pixels = np.frombuffer(raw, dtype=np.uint8, count=width * height, offset=pos + 1)
    return pixels.reshape(height, width)


# The ink check -----------------------------------------------------------------------------------


@dataclass
class InkVerdict:
    """What the independent rendering says about one hidden block."""

    confirmed: bool
    how: str


def ink_verdict(image: np.ndarray, hidden: dict[str, Any], page_height: float) -> InkVerdict:
    """Whether the rendered area of a hidden block shows the block's text."""
    x0, y0, x1, y1 = hidden["bbox"]
    size = hidden.get("size") or 0.0
    if size and y1 - y0 <= 1.5 * size:
        # one line: from the descenders to the cap height, not into the lines above and below
        y0, y1 = y0 + 0.05 * size, y1 - 0.25 * size
    scale = INK_DPI / 72.0
    top, bottom = page_height - y1, page_height - y0
    rows, cols = image.shape
    c0, c1 = int(max(0, x0 * scale)), int(min(cols, x1 * scale))
    r0, r1 = int(max(0, top * scale)), int(min(rows, bottom * scale))
    if c1 - c0 < 1 or r1 - r0 < 1:
        return InkVerdict(True, "box off the rendered page")
    area = image[r0:r1, c0:c1].astype(np.int16)
    background = int(np.median(np.concatenate([area[0], area[-1], area[:, 0], area[:, -1]])))
    ink = np.abs(area - background) > INK_LEVEL
    count = int(ink.sum())
    if "tiny text" in hidden["reason"]:
        ink_rows = np.flatnonzero(ink.any(axis=1))
        tall_pt = (ink_rows[-1] - ink_rows[0] + 1) / scale if len(ink_rows) else 0.0
        return InkVerdict(tall_pt < TINY_LEGIBLE_PT, f"ink {tall_pt:.1f} pt tall")
    if count < INK_PIXELS:
        return InkVerdict(True, "no ink")
    return InkVerdict(False, f"{count} ink pixels")


# The run -----------------------------------------------------------------------------------------


@dataclass
class FileResult:
    """Everything measured about one file."""

    path: Path
    audit: dict[str, Any]
    reference_pages: dict[int, str] | None = None

    @property
    def reference_words(self) -> Counter[str] | None:
        """pdftotext's words of the whole file."""
        if self.reference_pages is None:
            return None
        return Counter(w for text in self.reference_pages.values() for w in _words(text))

    checks: list[dict[str, Any]] = field(default_factory=list)

    @property
    def is_pdf(self) -> bool:
        """Whether the deck itself is a PDF (not a PPTX exported for the check)."""
        return self.audit.get("kind") == "pdf" or self.path.suffix.lower() == ".pdf"


def run_worker(path: Path, repo: Path, timeout: float) -> dict[str, Any]:
    """Audit `path` in a child process under `timeout`; a crash or hang is a result too."""
    env = dict(os.environ, PYTHONPATH=str(repo))
    try:
        done = subprocess.run(
            [
                sys.executable,
                str(Path(__file__).resolve()),
                "--one",
                str(path),
                "--repo",
                str(repo),
            ],
            capture_output=True,
            timeout=timeout,
            check=False,
            env=env,
            cwd=repo,
        )
    except subprocess.TimeoutExpired:
        return {"flags": ["TIMEOUT"], "crash": f"over {timeout:.0f} s", "hidden": [], "words": {}}
    if done.returncode != 0:
        tail = done.stderr.decode(errors="replace").strip().splitlines()[-1:] or ["?"]
        return {"flags": ["CRASH"], "crash": tail[0][:300], "hidden": [], "words": {}}
    result = json.loads(done.stdout)
    result["stderr_bytes"] = len(done.stderr)
    return result


def measure(path: Path, repo: Path, timeout: float, convert_all: bool) -> FileResult:
    """Audit one file, then read it with poppler and ink-check its hidden verdicts."""
    audit = run_worker(path, repo, timeout)
    result = FileResult(path=path, audit=audit)
    if not result.is_pdf:
        _measure_pptx(result, timeout, convert_all)
        return result
    with tempfile.TemporaryDirectory(prefix="realworld-") as scratch:
        work = Path(scratch)
        result.reference_pages = pdftotext_pages(path, timeout)
        renders: dict[int, np.ndarray | None] = {}
        for hidden in audit.get("hidden", []):
            result.checks.append(_check(hidden, path, audit, work, timeout, renders))
    return result


def _measure_pptx(result: FileResult, timeout: float, convert_all: bool) -> None:
    """A PPTX's hidden verdicts checked by bench/pptx_ink.py: LibreOffice renders the deck with
    and without the text, and the verdict stands when the text adds no ink."""
    audit = result.audit
    suspects, rows = [], []
    for hidden in audit.get("hidden", []):
        row = {"page": hidden["page"], "reason": hidden["reason"], "text": hidden["text"][:80]}
        if not _on_page(hidden):
            rows.append({**row, "status": "not on a page"})
        elif hidden["reason"].startswith("shape placed outside"):
            rows.append({**row, "status": "confirmed", "how": "box off the slide"})
        elif render_checkable(
            hidden["role"], hidden["reason"], True, hidden.get("shape_id") is not None
        ):
            suspects.append(
                Suspect(
                    hidden["page"],
                    hidden["shape_id"],
                    tuple(hidden["bbox"]),
                    hidden["reason"],
                    hidden["text"],
                )
            )
        else:
            rows.append({**row, "status": "unchecked", "how": "no shape to make transparent"})
    hidden_slides = audit.get("hidden_slides", [])
    for suspect, (_label, _text, confirmed, ink) in zip(
        suspects, check_suspects(result.path, suspects, hidden_slides, PPTX_INK_DPI), strict=True
    ):
        row = {"page": suspect.page, "reason": suspect.label, "text": suspect.text[:80]}
        if ink < 0:
            rows.append({**row, "status": "unchecked", "how": "LibreOffice did not render it"})
        else:
            status = "confirmed" if confirmed else "ink"
            rows.append({**row, "status": status, "how": f"{ink} pixels of ink from the text"})
    result.checks = rows
    if convert_all:
        with tempfile.TemporaryDirectory(prefix="realworld-") as scratch:
            pdf = export_pptx(result.path, Path(scratch), timeout)
            if pdf is not None:
                result.reference_pages = pdftotext_pages(pdf, timeout)


def _on_page(hidden: dict[str, Any]) -> bool:
    return (
        hidden["bbox"] is not None
        and hidden["role"] in ON_PAGE_ROLES
        and not hidden["slide_hidden"]
        and not hidden["reason"].startswith("invisible Unicode")
    )


def _check(
    hidden: dict[str, Any],
    pdf: Path,
    audit: dict[str, Any],
    work: Path,
    timeout: float,
    renders: dict[int, np.ndarray | None],
) -> dict[str, Any]:
    row = {"page": hidden["page"], "reason": hidden["reason"], "text": hidden["text"][:80]}
    if not _on_page(hidden):
        return {**row, "status": "not on a page"}
    page = hidden["page"]
    if page not in renders:
        renders[page] = render_page(pdf, page, work, timeout)
    image = renders[page]
    if image is None:
        return {**row, "status": "unchecked", "how": "page did not render"}
    height = hidden["page_size"][1] or image.shape[0] * 72.0 / INK_DPI
    verdict = ink_verdict(image, hidden, height)
    return {**row, "status": "confirmed" if verdict.confirmed else "ink", "how": verdict.how}


def discover(folders: list[Path]) -> list[Path]:
    """Decks below the folders, found the way `deckaudit audit` finds them."""
    sys.path.insert(0, str(ROOT))
    from auditor.batch.runner import discover_decks

    return discover_decks(folders)


def run(
    folders: list[Path], *, repo: Path, jobs: int, timeout: float, convert_all: bool, limit: int
) -> list[FileResult]:
    """Measure every deck below the folders, `jobs` at a time."""
    decks = discover(folders)[: limit or None]
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(measure, deck, repo, timeout, convert_all) for deck in decks]
        results = []
        for index, future in enumerate(futures, 1):
            results.append(future.result())
            print(f"\r{index}/{len(decks)}", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    return results


def summarise(results: list[FileResult]) -> dict[str, Any]:
    """Per-flag file counts, ink-check tallies, word shares and the files poppler reads alone."""
    flags: Counter[str] = Counter()
    for result in results:
        flags.update(result.audit.get("flags", []))
    status: Counter[str] = Counter()
    by_reason: dict[str, Counter[str]] = {}
    unconfirmed = []
    for result in results:
        for check in result.checks:
            status[check["status"]] += 1
            by_reason.setdefault(check["reason"], Counter())[check["status"]] += 1
            if check["status"] == "ink":
                unconfirmed.append({"file": str(result.path), **check})
    ink_checked = status["confirmed"] + status["ink"]
    shared = total = 0
    share_files = 0
    poppler_only = []
    digits_lost = []
    for result in results:
        reference = result.reference_words
        if not reference:
            continue
        read = Counter(result.audit.get("words", {}))
        total += sum(reference.values())
        shared += sum((reference & read).values())
        share_files += 1
        row = _digit_loss(result)
        if row is not None:
            digits_lost.append(row)
        if "UNREADABLE" in result.audit.get("flags", []) or not read:
            poppler_only.append(
                {
                    "file": str(result.path),
                    "poppler_words": sum(reference.values()),
                    "audit": result.audit.get("unreadable") or result.audit.get("crash") or "",
                }
            )
    lossy = {row["file"] for row in digits_lost}
    garbled_without_digit_loss = [
        {"file": str(r.path), "word_share": _word_share(r)}
        for r in results
        if "GARBLED-TEXT" in r.audit.get("flags", []) and str(r.path) not in lossy
    ]
    return {
        "files": len(results),
        "files_by_kind": dict(Counter(r.path.suffix.lower() for r in results)),
        "flags": dict(sorted(flags.items())),
        "hidden_checks": dict(status),
        "hidden_checks_by_reason": {k: dict(v) for k, v in sorted(by_reason.items())},
        "ink_confirmed_share": status["confirmed"] / ink_checked if ink_checked else None,
        "unconfirmed": unconfirmed,
        "word_share": shared / total if total else None,
        "word_share_files": share_files,
        "poppler_only": poppler_only,
        "digits_lost": digits_lost,
        "garbled_without_digit_loss": garbled_without_digit_loss,
        "stderr_bytes": sum(r.audit.get("stderr_bytes", 0) for r in results),
    }


def _word_share(result: FileResult) -> float | None:
    reference = result.reference_words
    if not reference:
        return None
    read = Counter(result.audit.get("words", {}))
    return sum((reference & read).values()) / sum(reference.values())


def _digit_loss(result: FileResult) -> dict[str, Any] | None:
    """The pages where pdftotext reads digits the audit lacks, as a person would count them."""
    reference = result.reference_pages
    audit = {int(n): text for n, text in result.audit.get("page_text", {}).items()}
    if not reference or not audit or not result.is_pdf:
        return None  # a PPTX's export is LibreOffice's layout, not the deck's pages
    pages = lost_pages(reference, audit)
    if not pages:
        return None
    try:
        wanted = sorted(reference) if 0 in pages else sorted(pages)
        symbols = symbol_font_digits(str(result.path), wanted)
    except Exception:  # PDFium cannot open it: count every digit poppler reads
        symbols = {}
    pages = lost_pages(reference, audit, not_digits=symbols)
    if not pages:
        return None
    examples: list[str] = []
    for number in list(pages)[:3]:
        if number == 0:
            examples += lost_examples("\n".join(reference.values()), "\n".join(audit.values()))
        else:
            examples += lost_examples(reference[number], audit[number])
    garbled = set(result.audit.get("garbled_pages", []))
    return {
        "file": str(result.path),
        "lost": sum(pages.values()),
        "pages": sorted(pages),
        "examples": examples[:8],
        "garbled_reported": "GARBLED-TEXT" in result.audit.get("flags", []),
        "pages_reported": bool(garbled) and (0 in pages or set(pages) <= garbled),
    }


def print_summary(summary: dict[str, Any]) -> None:
    """The summary as a short text report."""
    print(f"files: {summary['files']} {summary['files_by_kind']}")
    print("files raising each flag:")
    for code, count in summary["flags"].items():
        print(f"  {code:18} {count}")
    share = summary["ink_confirmed_share"]
    checks = summary["hidden_checks"]
    print(f"HIDDEN-TEXT blocks: {checks}")
    if share is not None:
        print(
            f"  confirmed by the ink check: {share:.1%} of {checks.get('confirmed', 0) + checks.get('ink', 0)}"
        )
    for reason, counts in summary["hidden_checks_by_reason"].items():
        print(f"  {reason[:60]:60} {counts}")
    for row in summary["unconfirmed"][:30]:
        print(
            f"  INK {Path(row['file']).name} p{row['page']}: {row['reason']}: {row['text']!r} ({row['how']})"
        )
    if summary["word_share"] is not None:
        print(
            f"pdftotext words also read by the audit: {summary['word_share']:.1%} "
            f"({summary['word_share_files']} files)"
        )
    print(f"read by pdftotext, not by the audit: {len(summary['poppler_only'])}")
    for row in summary["poppler_only"]:
        print(f"  {row['file']} ({row['poppler_words']} words): {row['audit']}")
    lost = summary["digits_lost"]
    unreported = [row for row in lost if not row["garbled_reported"]]
    print(
        f"PDFs with pages where pdftotext reads digits the audit lacks: {len(lost)}, "
        f"of which without GARBLED-TEXT (silent losses): {len(unreported)}"
    )
    for row in lost:
        mark = "GARBLED-TEXT" if row["garbled_reported"] else "SILENT"
        if row["garbled_reported"] and not row["pages_reported"]:
            mark += " (not on those pages)"
        pages = ",".join(str(p) for p in row["pages"][:8]) if row["pages"] != [0] else "all"
        print(
            f"  {Path(row['file']).name}: {row['lost']} digits, pages {pages} ({mark}) "
            f"e.g. {row['examples']}"
        )
    alarms = summary["garbled_without_digit_loss"]
    print(f"GARBLED-TEXT where no digit is lost: {len(alarms)}")
    for row in alarms:
        share = "n/a" if row["word_share"] is None else f"{row['word_share']:.1%}"
        print(f"  {Path(row['file']).name}: pdftotext words also read {share}")
    print(f"stderr of the audits: {summary['stderr_bytes']} bytes")


def _iter_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="*", type=Path)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=120.0)
    parser.add_argument("--json", type=Path, help="write the summary and every file's result here")
    parser.add_argument("--repo", type=Path, default=ROOT, help="audit with this checkout's code")
    parser.add_argument("--convert-all", action="store_true", help="export every PPTX to PDF")
    parser.add_argument("--limit", type=int, default=0, help="only the first N decks")
    parser.add_argument("--one", help=argparse.SUPPRESS)
    return parser.parse_args(argv)


def _file_rows(results: list[FileResult]) -> Iterator[dict[str, Any]]:
    for result in results:
        audit = {k: v for k, v in result.audit.items() if k not in ("words", "page_text")}
        words = result.reference_words
        read = Counter(result.audit.get("words", {}))
        yield {
            "file": str(result.path),
            **audit,
            "checks": result.checks,
            "poppler_words": sum(words.values()) if words else None,
            "shared_words": sum((words & read).values()) if words else None,
        }


def main(argv: list[str] | None = None) -> int:
    """Run the measurement (or, with --one, audit a single file for the parent)."""
    args = _iter_args(argv)
    if args.one:
        sys.path.insert(0, str(args.repo.resolve()))
        print(json.dumps(audit_one(args.one)))
        return 0
    if not args.folders:
        print("give at least one folder", file=sys.stderr)
        return 2
    for tool in ("pdftoppm", "pdftotext"):
        if shutil.which(tool) is None:
            print(f"{tool} (poppler-utils) is needed", file=sys.stderr)
            return 2
    results = run(
        args.folders,
        repo=args.repo.resolve(),
        jobs=args.jobs,
        timeout=args.timeout,
        convert_all=args.convert_all,
        limit=args.limit,
    )
    summary = summarise(results)
    print_summary(summary)
    if args.json:
        args.json.write_text(
            json.dumps({"summary": summary, "files": list(_file_rows(results))}, indent=1)
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
