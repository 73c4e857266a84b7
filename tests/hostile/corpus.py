"""The hostile corpus the repository holds: committed small files plus files built per session.

`build_corpus(folder)` writes `folder/pdf/` and `folder/pptx/`, each with a `manifest.csv` in the
shared corpus's columns (file, category, what_is_odd, source), so a test can point at either
corpus. File names are known without building (`names()`), so tests parametrize at collection.
Decompression bombs are only ever built here, into a temporary folder: never commit one.
"""

from __future__ import annotations

import csv
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from tests.hostile import pdf_cases as P
from tests.hostile import pptx_cases as X

HERE = Path(__file__).resolve().parent
FILES = HERE / "files"
INJECTION_SNIPPETS = HERE / "injection.jsonl"
FIELDS = ("file", "category", "what_is_odd", "source")
OWN = "own construction, built in the test session (tests/hostile)"


@dataclass(frozen=True)
class Built:
    """One generated file: where it goes, what it is, and the function that makes its bytes."""

    name: str
    category: str
    builder: Callable[[], bytes]
    source: str = OWN
    # A bare pypdf / python-pptx ran out of memory or time on the shared corpus's copy of this
    # construction (its baseline.csv): the audit must stay bounded on it.
    exhausts_bare_library: bool = False

    @property
    def kind(self) -> str:
        """The corpus folder, as the shared corpus names it: pptx_* in pptx/, the rest in pdf/
        (by the construction, not the suffix, which may lie)."""
        return "pptx" if self.name.startswith("pptx_") else "pdf"

    @property
    def what(self) -> str:
        """The builder's first docstring line: what is odd about the file."""
        return (self.builder.__doc__ or "").strip().splitlines()[0]


def _from_committed(name: str, change: Callable[[bytes], bytes]) -> Callable[[], bytes]:
    def build() -> bytes:
        return change((FILES / "pdf" / name).read_bytes())

    build.__doc__ = change.__doc__
    return build


def _truncated_half() -> bytes:
    """The 117-page object-stream PDF cut at half its length: xref stream and trailer gone."""
    return P.truncated_half(P.pages_117_objstreams())


def _actually_pdf() -> bytes:
    """A PDF (the control page) saved with a .pptx extension."""
    return P.control_minimal()


def _really_pptx() -> bytes:
    """A valid two-slide PPTX saved with a .pdf extension."""
    return X.base_deck()


def _zero() -> bytes:
    """A zero-byte file."""
    return b""


GENERATED: tuple[Built, ...] = (
    # PDF: the shared corpus's own constructions.
    Built("gen_bomb_flate_nested.pdf", "decompression-bomb", P.bomb_flate_nested),
    Built("gen_bomb_flate_single.pdf", "decompression-bomb", P.bomb_flate_single),
    Built("gen_bomb_runlength.pdf", "decompression-bomb", P.bomb_runlength),
    Built("gen_image_huge_dims.pdf", "decompression-bomb", P.image_huge_dims),
    Built(
        "gen_image_png_predictor_columns.pdf", "decompression-bomb", P.image_png_predictor_columns
    ),
    Built("gen_xref_prev_cycle.pdf", "broken-xref", P.xref_prev_cycle),
    Built("gen_missing_root_huge_size.pdf", "broken-xref", P.missing_root_huge_size),
    Built("gen_xref_offsets_shifted.pdf", "broken-xref", P.xref_offsets_shifted),
    Built("gen_truncated_half.pdf", "truncated", _truncated_half),
    Built(
        "gen_truncated_no_eof.pdf",
        "truncated",
        _from_committed("up_cjk_multilang.pdf", P.truncated_no_eof),
        "derived in the session from up_cjk_multilang.pdf (pypdf resources/multilang.pdf, BSD-3-Clause)",
    ),
    Built("gen_pages_cycle.pdf", "deep-nesting", P.pages_cycle),
    Built("gen_pages_deep_tree.pdf", "deep-nesting", P.pages_deep_tree),
    Built("gen_deep_array_nesting.pdf", "deep-nesting", P.deep_array_nesting),
    Built("gen_xmp_billion_laughs.pdf", "xml-entity", P.xmp_billion_laughs),
    Built("gen_outline_cycle.pdf", "deep-nesting", P.outline_cycle),
    Built("gen_outline_dag_exponential.pdf", "deep-nesting", P.outline_dag_exponential),
    Built("gen_xform_dag_exponential.pdf", "deep-nesting", P.xform_dag_exponential),
    Built("gen_xform_self_reference.pdf", "deep-nesting", P.xform_self_reference),
    Built("gen_comment_at_eof.pdf", "parser-loop", P.comment_at_eof),
    Built("gen_inline_image_no_EI.pdf", "parser-loop", P.inline_image_no_ei),
    Built("gen_huge_declared_length.pdf", "parser-loop", P.huge_declared_length),
    Built("gen_pages_20k.pdf", "huge-page-count", P.pages_20k),
    Built("gen_pages_150k.pdf", "huge-page-count", P.pages_150k),
    Built("gen_font_garbled_no_tounicode.pdf", "font-encoding", P.font_garbled_no_tounicode),
    Built("gen_hidden_text_injection.pdf", "hidden-text", P.hidden_text_injection),
    Built("gen_zero_bytes.pdf", "not-a-pdf", _zero),
    Built("gen_html_saved_as_pdf.pdf", "not-a-pdf", P.html_saved_as_pdf),
    # PDF: stand-ins for py-pdf sample-files (CC BY-NC-ND, not committed) with the same trait.
    Built("gen_control_minimal.pdf", "control", P.control_minimal),
    Built("gen_enc_rc4_128_userpw.pdf", "encrypted", P.encrypted_user_password),
    Built("gen_unreadable_metadata.pdf", "odd", P.unreadable_metadata),
    Built("gen_xmp_metadata.pdf", "odd", P.xmp_metadata),
    Built("gen_rotated_pages.pdf", "rotated", P.rotated_pages),
    Built("gen_tounicode_oneline.pdf", "font-encoding", P.tounicode_oneline),
    Built("gen_image_only_6pages.pdf", "scanned", P.image_only_pages),
    Built("gen_image_only_ccittfax.pdf", "scanned", P.image_only_ccittfax),
    Built("gen_image_only_cmyk.pdf", "scanned", P.image_only_cmyk),
    Built("gen_inline_image.pdf", "odd", P.inline_image),
    Built("gen_117pages_objstreams.pdf", "large", P.pages_117_objstreams),
    Built("gen_multicolumn.pdf", "odd", P.multicolumn),
    Built("gen_annotations.pdf", "hidden-text", P.annotations),
    Built("gen_embedded_attachment.pdf", "hidden-text", P.embedded_attachment),
    Built("gen_acroform.pdf", "hidden-text", P.acroform),
    # PPTX: the shared corpus's own constructions.
    Built(
        "pptx_zip_bomb_slide_deflate.pptx",
        "zip-bomb",
        X.zip_bomb_slide_deflate,
        exhausts_bare_library=True,
    ),
    Built(
        "pptx_zip_bomb_bzip2_unreferenced.pptx",
        "zip-bomb",
        X.zip_bomb_bzip2_unreferenced,
        exhausts_bare_library=True,
    ),
    Built("pptx_billion_laughs_slide.pptx", "xml-entity", X.billion_laughs_slide),
    Built("pptx_xxe_external_entity.pptx", "xml-entity", X.xxe_external_entity),
    Built("pptx_xxe_in_content_types.pptx", "xml-entity", X.xxe_in_content_types),
    Built("pptx_missing_content_types.pptx", "broken-package", X.missing_content_types),
    Built("pptx_missing_slide_part.pptx", "broken-package", X.missing_slide_part),
    Built("pptx_corrupt_crc.pptx", "corrupt-zip", X.corrupt_crc),
    Built("pptx_truncated_zip.pptx", "corrupt-zip", X.truncated_zip),
    Built("pptx_2000_slides.pptx", "huge-slide-count", X.many_slides),
    Built("pptx_50k_shapes_one_slide.pptx", "huge-slide-count", X.shapes_50k_one_slide),
    Built("pptx_deep_group_nesting.pptx", "deep-nesting", X.deep_group_nesting),
    Built("pptx_path_traversal_members.pptx", "path-traversal", X.path_traversal_members),
    Built("pptx_ole_cfb_container.pptx", "not-a-pptx", X.ole_cfb_container),
    Built("pptx_actually_pdf.pptx", "not-a-pptx", _actually_pdf),
    Built("pptx_zero_bytes.pptx", "not-a-pptx", _zero),
    Built("pptx_really_a_pptx.pdf", "not-a-pdf", _really_pptx),
    Built("pptx_token_flood_notes.pptx", "llm-cost", X.token_flood_notes),
    Built("pptx_hidden_injection.pptx", "hidden-text", X.hidden_injection),
    Built("pptx_injection_suite.pptx", "hidden-text", X.injection_suite),
    # PPTX: stand-ins for python-pptx samples too large to commit.
    Built("pptx_macro_actions.pptm", "macro", X.macro_actions),
    Built("pptx_movie.pptx", "media", X.movie),
    Built("pptx_chart_types_many.pptx", "charts", X.chart_types_many),
)


def committed() -> dict[str, list[dict[str, str]]]:
    """The committed files' manifest rows, by folder (pdf, pptx)."""
    rows: dict[str, list[dict[str, str]]] = {}
    for kind in ("pdf", "pptx"):
        with (FILES / kind / "manifest.csv").open(newline="", encoding="utf-8") as handle:
            rows[kind] = list(csv.DictReader(handle))
    return rows


def names() -> dict[str, str]:
    """Every file of the corpus as `kind/name` to its category, without building anything."""
    listing = {
        f"{kind}/{row['file']}": row["category"]
        for kind, rows in committed().items()
        for row in rows
    }
    listing.update({f"{item.kind}/{item.name}": item.category for item in GENERATED})
    return dict(sorted(listing.items()))


def exhausting_bare_libraries() -> frozenset[str]:
    """Names of the files a bare pypdf or python-pptx cannot read within 4 GiB and 60 s."""
    return frozenset(item.name for item in GENERATED if item.exhausts_bare_library)


def build_corpus(folder: Path) -> Path:
    """Write the whole corpus below `folder` (pdf/, pptx/, manifests, injection.jsonl)."""
    rows = committed()
    for kind in ("pdf", "pptx"):
        (folder / kind).mkdir(parents=True, exist_ok=True)
        for row in rows[kind]:
            shutil.copyfile(FILES / kind / row["file"], folder / kind / row["file"])
    for item in GENERATED:
        (folder / item.kind / item.name).write_bytes(item.builder())
        rows[item.kind].append(
            {
                "file": item.name,
                "category": item.category,
                "what_is_odd": item.what,
                "source": item.source,
            }
        )
    for kind, kind_rows in rows.items():
        with (folder / kind / "manifest.csv").open("w", newline="", encoding="utf-8") as handle:
            writer = csv.DictWriter(
                handle, fieldnames=FIELDS, extrasaction="ignore", lineterminator="\n"
            )
            writer.writeheader()
            writer.writerows(kind_rows)
    shutil.copyfile(INJECTION_SNIPPETS, folder / "injection.jsonl")
    return folder


def main() -> int:
    """`python -m tests.hostile.corpus DIR`: build the corpus into DIR and list it."""
    import sys
    import time

    target = Path(sys.argv[1] if len(sys.argv) > 1 else "hostile-corpus")
    for item in GENERATED:
        start = time.perf_counter()
        data = item.builder()
        print(f"{time.perf_counter() - start:6.2f} s {len(data):>10,} B {item.kind}/{item.name}")
    start = time.perf_counter()
    build_corpus(target)
    print(f"built {target} in {time.perf_counter() - start:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
