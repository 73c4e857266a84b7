"""Checks on claims set side by side: tables, charts, comparison slides and comparing sentences."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections import defaultdict
from collections.abc import Callable

from auditor.checks.charted_sides import charted_side_counts
from auditor.checks.claim_checks import benchmark_without_variant
from auditor.checks.comparison_words import (
    FACTOR_OF,
    WORD_FACTOR,
    comparing_point,
    rounds_in,
    system_scale,
)
from auditor.checks.messages import flag, quote
from auditor.checks.page_facts import PageFacts
from auditor.checks.side_rounds import undated_side_round
from auditor.labels.signals import (
    ALL_NUMBER_WORDS,
    COMPARISON_WORDS,
    USED_SHARE,
    cell_division,
    cell_scenario,
    chip_counts,
    count_value,
    division_mentions,
    product_codes,
    scenario_mentions,
)
from auditor.labels.subjects import subject_cuts
from auditor.models import ClaimAudit, Division, Flag, Scenario
from auditor.results.counts import published_accelerators
from auditor.vocab import vocabulary
from auditor.wording import plural, scenario_name, with_article
from extractors import (
    BARE_NUMBER,
    MLPERF_WORDS,
    RESULT_ID,
    BlockRole,
    Deck,
    find_benchmarks,
    find_metrics,
    find_round,
    written_versions,
)

_COMPARISON_VOCAB = vocabulary("comparison")
_COMPARISON_TITLE = _COMPARISON_VOCAB.pattern("comparison_title")


def _group_key(claim: ClaimAudit) -> str | None:
    """Claims that a reader sees side by side share a key."""
    if claim.role == BlockRole.TABLE_ROW and _prose_row(claim):
        return None  # a sentence in a cell ('They say | You say') is checked as a sentence
    if claim.role in (BlockRole.TABLE_ROW, BlockRole.CHART_POINT):
        loc = claim.location
        return (
            f"p{claim.page}-shape{loc.shape_id}-{loc.bbox.x0 if loc.bbox else ''}"
            if (loc.shape_id is not None)
            else f"p{claim.page}-{claim.role.value}"
        )
    title = claim.context.slide_title or ""
    if _COMPARISON_TITLE.search(title) and not _states_own_comparison(claim):
        return f"p{claim.page}-slide"
    return None


def _prose_row(claim: ClaimAudit) -> bool:
    """A row whose figure sits inside a sentence-long cell ('Start with a 4-GPU slice: 49,359.6
    Server tokens/s on Llama 2 70B (v5.1 Closed)'): an answer or a note, not a tabulated result
    set beside the other rows."""
    raw = claim.metric.raw if claim.metric else None
    if not raw:
        return False
    cell = next((c for c in claim.text.split(" | ") if raw in c), None)
    return cell is not None and len(cell.split()) > 10


def _states_own_comparison(claim: ClaimAudit) -> bool:
    """A speed-up that names its other side ('2.3x the throughput of our VX-310') is a
    comparison of its own, not one of the results a comparison slide sets side by side; it
    still inherits the slide's comparison flags through `ratio_flags`."""
    compares = bool(COMPARISON_WORDS.search(claim.text) or FACTOR_OF.search(claim.text))
    if claim.metric is not None and claim.metric.unit == "x":
        return compares
    # 'A squeezed 58,617 tokens/s out of sixteen H200s, beating B's 34,797 with eight': both
    # sides' figures and what joins them are in the sentence itself.
    return compares and _figure_count(claim.text) >= 2


# 'That is 10x HPE's five-card DL380': a factor said of another vendor's system by name.
_FACTOR_OF_NAME = re.compile(
    r"\b(?:is|are|was|were|delivers?|delivered|gives?|gave|posts?|posted|reach(?:es|ed)?|"
    r"runs?|ran|does|did|means?|comes\s+to)\s+(?:about\s+|roughly\s+|nearly\s+|almost\s+|"
    r"over\s+|some\s+)?(?<![\d.])\d[\d.]*\s?(?:[x×]|times)\s+(?-i:[A-Z])[\w&.-]*['’]s\b",
    re.IGNORECASE,
)
# 'That is 10x ...', 'This beats ...': the sentence's other side is the claim before it.
_POINTS_BACK = re.compile(r"^\W*(?:that|this|it|which)\b", re.IGNORECASE)
# '6.2 times an 8-GPU GB300 system (78,564 tokens/s)': a bullet that opens on its factor has
# left its subject, the result before it, unsaid; like 'That is 6.2x ...' it points back.
_OPENS_ON_FACTOR = re.compile(
    r"^\W*(?:(?:about|roughly|nearly|almost|over|some|up\s+to)\s+)?\d[\d.,]*\s?(?:[x×]|times)\s",
    re.IGNORECASE,
)


_SETTING_WORDS = _COMPARISON_VOCAB.pattern("setting_words")


def _system_key(claim: ClaimAudit) -> str | None:
    """The system a row or chart point describes; None when the table has no system column."""
    if claim.role == BlockRole.TABLE_ROW:
        for cell in claim.text.split(" | "):
            cell = cell.strip()
            if not cell or (find_benchmarks(cell) and len(cell.split()) <= 3):
                continue
            if cell_scenario(cell) or cell_division(cell) or RESULT_ID.fullmatch(cell):
                continue
            if find_metrics(cell) or BARE_NUMBER.match(cell):
                continue
            if MLPERF_WORDS.search(cell) or len(cell.split()) > 8:
                continue  # a note or status column ('Kestrel test, MLPerf Inference v5.1')
            # 'SingleStream latency, FieldMate X1': the setting is not part of the system's name.
            name = _SETTING_WORDS.sub(" ", cell).strip(" ,;:-–")
            if name:
                return " ".join(name.lower().split())
        return None
    if claim.role == BlockRole.CHART_POINT:
        return (claim.location.chart_category or "").lower() or None
    return None


def comparison_groups(claims: list[ClaimAudit]) -> list[list[ClaimAudit]]:
    """Groups of two or more claims that the deck presents together."""
    groups: dict[str, list[ClaimAudit]] = defaultdict(list)
    for claim in claims:
        key = _group_key(claim)
        if key is not None:
            groups[key].append(claim)
    return [members for members in groups.values() if len(members) >= 2]


_CHIP_COLUMN = re.compile(
    r"^\s*(?:#\s*|(?:no\.?|number|num\.?|count|qty\.?)\s+(?:of\s+)?)?(?:"
    + _COMPARISON_VOCAB.alternation("count_column")
    + r")\b",
    re.I,
)


def _chips(claim: ClaimAudit) -> int | None:
    # A table row whose header has an 'Accelerators' column: the count is that cell, whatever a
    # product name in another cell implies ('CoreWeave GB300 NVL72 | Open | 64': 64 GPUs used).
    header = claim.context.table_header
    if claim.role == BlockRole.TABLE_ROW and header:
        heads = [h.strip() for h in header.split(" | ")]
        cells = [c.strip() for c in claim.text.split(" | ")]
        for head, cell in zip(heads, cells, strict=False):
            if _CHIP_COLUMN.match(head) and cell.isdigit() and 0 < int(cell) <= 100000:
                return int(cell) * _nodes_of_row(heads, cells, head)
            product = _NODES_BY_CHIPS_CELL.fullmatch(cell)
            if _NODES_BY_CHIPS_COLUMN.search(head) and product:
                return int(product.group(1)) * int(product.group(2))
    counts = chip_counts(claim.text)
    return counts[0] if counts else None


# 'GPUs per node | Nodes': the row's accelerators are the per-node count times its nodes.
_PER_NODE_HEAD = re.compile(r"\bper\s+(?:node|server|system|host|chassis|box)\b", re.I)
_NODES_HEAD = re.compile(
    r"^\s*(?:#\s*|(?:no\.?|number|count)\s+(?:of\s+)?)?(?:nodes?|servers?|systems?|hosts?)\s*$",
    re.I,
)


def _nodes_of_row(heads: list[str], cells: list[str], count_head: str) -> int:
    """How many nodes a row's per-node count stands for: its 'Nodes' cell when the count
    column is headed per node, else one."""
    if not _PER_NODE_HEAD.search(count_head):
        return 1
    for head, cell in zip(heads, cells, strict=False):
        if _NODES_HEAD.match(head) and cell.isdigit() and 0 < int(cell) <= 10000:
            return int(cell)
    return 1


# A 'Nodes x GPUs' column holds '1 x 8': the row's accelerators are the product.
_NODES_BY_CHIPS_COLUMN = re.compile(
    r"\b(?:nodes?|servers?|systems?|hosts?)\s*[x×]\s*(?:"
    + _COMPARISON_VOCAB.alternation("count_column")
    + r")\b",
    re.I,
)
_NODES_BY_CHIPS_CELL = re.compile(r"\s*(\d{1,4})\s*[x×]\s*(\d{1,4})\s*")

_PER_ACCELERATOR = _COMPARISON_VOCAB.pattern("per_accelerator")


def _values(claim: ClaimAudit) -> dict[str, str | None]:
    division = claim.labels.division
    scenario = claim.labels.scenario
    # A per-GPU row divided out of a system's result is that system's figure, not a
    # one-accelerator system set beside it.
    chips = None
    if not _PER_ACCELERATOR.search(claim.text):
        chips = _chips(claim)
        if chips is None:
            chips = _published_chips(claim)
    return {
        "division": division.value if division != Division.UNSTATED else None,
        "scenario": scenario.value if scenario != Scenario.UNSTATED else None,
        "round": claim.round,
        "chips": str(chips) if chips else None,
        "scale": system_scale(claim.text) if claim.role == BlockRole.TABLE_ROW else None,
    }


def _own_result_id(claim: ClaimAudit) -> str | None:
    """The one result ID a claim cites for itself: in its own text (or its row's cells), else in
    the footnote its marker points to; None when it cites none or several."""
    ids = {_round_free_id(m.group(0)) for m in RESULT_ID.finditer(claim.text)}
    if not ids:
        # An unmarked note listing several IDs is no single claim's own.
        for note in claim.context.own_footnotes():
            ids |= {_round_free_id(m.group(0)) for m in RESULT_ID.finditer(note)}
    return next(iter(ids)) if len(ids) == 1 else None


def _published_chips(claim: ClaimAudit) -> int | None:
    """The accelerator count MLCommons published for the result a claim cites as its own."""
    result_id = _own_result_id(claim)
    return published_accelerators(result_id) if result_id else None


def _one_submission(members: list[ClaimAudit]) -> bool:
    """Every claim carries the same result ID: one submitted system, whatever its rows say in
    their other cells ('Server | 100,282 | lead with this' under a heading naming 6.0-0002)."""
    ids = {_round_free_id(c.result_id) for c in members}
    if len(ids) != 1 or None in ids:
        return False
    # Disclosure lists one system's settings; a group that uses comparing words ('versus',
    # 'faster than') sets results against each other, whatever ID its sources lend them.
    if any(COMPARISON_WORDS.search(text) for c in members for text in _own_and_heading_texts(c)):
        return False
    # A footnote listing several IDs ('S-8: 5.1-0024. XE9680: 5.1-0026') may have lent the first
    # to every claim: only an ID that stands alone in each claim's sources makes one system.
    return all(_ids_around(c) <= ids for c in members)


def _own_and_heading_texts(claim: ClaimAudit) -> list[str]:
    ctx = claim.context
    texts = [claim.text, ctx.table_header, ctx.chart_title, ctx.slide_title, *ctx.headings]
    return [text for text in texts if text]


def _round_free_id(result_id: str | None) -> str | None:
    return result_id.lstrip("v") if result_id else None


def _ids_around(claim: ClaimAudit) -> set[str | None]:
    texts = [*_own_and_heading_texts(claim), *claim.context.footnotes]
    return {_round_free_id(m.group(0)) for text in texts for m in RESULT_ID.finditer(text)}


def group_flags(members: list[ClaimAudit]) -> dict[str, list[Flag]]:
    """Comparison flags for one group, keyed by claim id; each flag lands on every claim compared."""
    values = {claim.id: _values(claim) for claim in members}
    systems = {claim.id: _system_key(claim) for claim in members}
    for cid, chips in _chips_from_notes(members, systems).items():
        values[cid]["chips"] = str(chips)
    out: dict[str, list[Flag]] = defaultdict(list)
    ids = [c.id for c in members]

    units = {claim.id: claim.metric.unit if claim.metric else None for claim in members}

    def differing(attribute: str, among: list[ClaimAudit] | None = None) -> dict[str, list[str]]:
        group = members if among is None else among
        gids = [c.id for c in group]
        by_value: dict[str, list[str]] = defaultdict(list)
        for cid in gids:
            value = values[cid][attribute]
            if value is not None:
                by_value[value].append(cid)
        if len(by_value) < 2:
            return {}
        if attribute in ("chips", "scale") and not _sizes_of_like_figures(by_value, units):
            # A sizing sheet's '$0.41 per 1,000 answers' row (one node's price) and its
            # 'two-node cluster' throughput row are different quantities, not two systems.
            return {}
        named = {systems[c] for c in gids if values[c][attribute] is not None}
        tabulated = members[0].role in (BlockRole.TABLE_ROW, BlockRole.CHART_POINT)
        sized = attribute in ("chips", "scale")  # a system in other sizes is other systems
        if (len(named) == 1 and None not in named and not sized) or (tabulated and named == {None}):
            return {}  # one system in several settings is a profile, not a comparison
        if attribute == "scenario" and _one_submission(
            [c for c in group if values[c.id][attribute] is not None]
        ):
            return {}  # one result ID is one system: its scenarios are disclosure
        if attribute == "scenario" and _shared_scenario(
            [(systems[c.id], values[c.id][attribute]) for c in group]
        ):
            return {}
        return by_value

    divisions = {values[c]["division"] for c in ids}
    if "open" in divisions:
        open_ids = [c for c in ids if values[c]["division"] == "open"]
        for cid in ids:
            out[cid].append(
                flag(
                    "OPEN-COMPARED",
                    f"an Open-division result ({', '.join(open_ids)}) is set beside "
                    f"{plural(len(ids) - len(open_ids), 'other result')} on page "
                    f"{members[0].page}",
                    claim_ids=ids,
                )
            )
    for attribute, code, noun in (
        ("scenario", "CROSS-SCENARIO", "scenarios"),
        ("round", "CROSS-ROUND", "MLPerf rounds"),
        ("chips", "CHIP-COUNT", "accelerator counts"),
        ("scale", "CHIP-COUNT", "system sizes"),
    ):
        if any(f.code == code for f in out[ids[0]]):
            continue  # 'scale' only speaks where no count was written
        if attribute == "scale" and all(values[c]["chips"] is not None for c in ids):
            continue  # every system's count is written: 'NVL72 (2 nodes) | 8' is eight, like the rest
        if attribute == "scenario":
            _scenario_flags(members, differing, out)
            continue
        spread = differing(attribute)
        if spread:
            summary = "; ".join(
                f"{value}: {', '.join(cids)}" for value, cids in sorted(spread.items())
            )
            for cid in ids:
                out[cid].append(
                    flag(
                        code,
                        f"results on page {members[0].page} compared across different {noun} "
                        f"({summary})",
                        claim_ids=ids,
                    )
                )
    return out


def _shared_scenario(rows: list[tuple[str | None, str | None]]) -> bool:
    """Every system in the group has a result in one same scenario: the systems are compared
    like for like there, and a system's rows in other scenarios disclose its own profile
    ('XR8620t | SingleStream', 'XR8620t | MultiStream', 'our pod | SingleStream')."""
    by_system: dict[str, set[str]] = defaultdict(set)
    for system, scenario in rows:
        if system is None:
            return False
        if scenario is not None:
            by_system[system].add(scenario)
    if len(by_system) < 2:
        return False
    return bool(set.intersection(*by_system.values()))


def _benchmark_sets(members: list[ClaimAudit]) -> list[list[ClaimAudit]]:
    """The claims of a group that measure one benchmark, one list per benchmark family; a claim
    that names none may be any of them. Scenarios are compared only within one benchmark: a
    table of one model's Server rows beside another model's Offline row compares no scenarios."""
    families = {
        c.id: benchmark_without_variant(c.benchmark) if c.benchmark else None for c in members
    }
    named = sorted({f for f in families.values() if f})
    if len(named) < 2:
        return [members]
    return [[c for c in members if families[c.id] in (family, None)] for family in named]


def _scenario_flags(
    members: list[ClaimAudit],
    differing: Callable[[str, list[ClaimAudit]], dict[str, list[str]]],
    out: dict[str, list[Flag]],
) -> None:
    """CROSS-SCENARIO on the claims of each benchmark whose results differ in scenario."""
    for subset in _benchmark_sets(members):
        spread = differing("scenario", subset) if len(subset) >= 2 else {}
        if not spread:
            continue
        summary = "; ".join(f"{value}: {', '.join(cids)}" for value, cids in sorted(spread.items()))
        flagged = [c.id for c in subset]
        for cid in flagged:
            if any(f.code == "CROSS-SCENARIO" for f in out[cid]):
                continue
            out[cid].append(
                flag(
                    "CROSS-SCENARIO",
                    f"results on page {members[0].page} compared across different scenarios "
                    f"({summary})",
                    claim_ids=flagged,
                )
            )


_NOTE_CLAUSE = re.compile(r"(?<=[.;])\s+")
_NAME_WORD = re.compile(r"[^\W\d_][\w-]{2,}")


def _chips_from_notes(members: list[ClaimAudit], systems: dict[str, str | None]) -> dict[str, int]:
    """Accelerator counts a footnote gives one compared system by name ('CoreWeave's Open result
    used 64 of the rack's 72 GPUs' under a chart of 'NVIDIA GB300 NVL72' and 'CoreWeave GB300
    NVL72'): a clause that names a word of one system's name no other system shares, with a
    count. It fills a count the claim does not give, and a share of the system's accelerators
    ('64 of 72') overrides the count its product name implies."""
    words = {
        c.id: {w.lower() for w in _NAME_WORD.findall(_SETTING_WORDS.sub(" ", systems[c.id] or ""))}
        for c in members
    }
    words = {cid: ws - {"open", "closed", "division"} for cid, ws in words.items()}
    own = {
        cid: ws - set().union(*(other for oid, other in words.items() if oid != cid))
        for cid, ws in words.items()
    }
    out: dict[str, int] = {}
    notes = {n for c in members for n in c.context.footnotes}
    for note in sorted(notes):
        for clause in _NOTE_CLAUSE.split(note):
            lowered = {w.lower() for w in _NAME_WORD.findall(clause)}
            named = [c for c in members if own[c.id] & lowered]
            counts = chip_counts(clause)
            if len(named) != 1 or len(set(counts)) != 1:
                continue
            claim = named[0]
            if _chips(claim) is None or USED_SHARE.search(clause):
                out[claim.id] = counts[0]
    return out


def _sizes_of_like_figures(by_value: dict[str, list[str]], units: dict[str, str | None]) -> bool:
    """Two sizes are compared only through figures of one kind: some unit is held by claims of
    two different sizes."""
    sizes_by_unit: dict[str | None, set[str]] = defaultdict(set)
    for value, cids in by_value.items():
        for cid in cids:
            sizes_by_unit[units.get(cid)].add(value)
    return any(len(sizes) >= 2 for sizes in sizes_by_unit.values())


_EARLIER_RESULT = _COMPARISON_VOCAB.pattern("earlier_result")
_EARLIER_ROUND = _COMPARISON_VOCAB.pattern("earlier_round")
_ROUNDS_DIFFER = _COMPARISON_VOCAB.pattern("rounds_differ")


def _other_round(text: str) -> re.Match[str] | None:
    """The words that put a comparison's other side in another round: 'the previous round', 'a
    round later'; or, in a sentence that compares or sets two figures side by side, 'though the
    rounds differ', 'across rounds' (said of one result, those compare nothing)."""
    if found := _EARLIER_ROUND.search(text):
        return found
    differ = _ROUNDS_DIFFER.search(text)
    if differ and (
        _figure_count(text) >= 2 or COMPARISON_WORDS.search(text) or FACTOR_OF.search(text)
    ):
        return differ
    return None


def _rounds_from_context(claim: ClaimAudit, own: set[str]) -> set[str]:
    """The other round of a comparison with an earlier result: named in the claim's own
    footnotes, or (when the claim names only the earlier one) in the slide or deck context."""
    if not _EARLIER_RESULT.search(claim.text):
        return set()
    ctx = claim.context
    rounds = {r for f in ctx.footnotes if (r := find_round(f))}
    for f in ctx.footnotes:
        rounds |= written_versions(f)
        rounds |= {f"v{m.group(1)}" for m in RESULT_ID.finditer(f)}
    if own and not rounds - own:
        texts = [ctx.table_header, ctx.chart_title, ctx.slide_title, *ctx.headings]
        texts += ctx.deck_statements
        nearest = next((r for t in texts if t and (r := find_round(t))), None)
        if nearest:
            rounds.add(nearest)
    return rounds


def row_flags(claim: ClaimAudit) -> list[Flag]:
    """CROSS-ROUND for one table row that sets results of two rounds side by side, named in its
    own cells ('Server tokens/s | 18,592.2 (5.1-0069) | 42,721.4 (6.0-0073)') or in a header
    whose columns are rounds ('System | v5.1 | v6.0')."""
    if claim.role != BlockRole.TABLE_ROW:
        return []
    cells = [c for c in claim.text.split(" | ") if c.strip()]
    figures = sum(1 for c in cells if _figure_cell(c))
    if figures < 2 and not COMPARISON_WORDS.search(claim.text):
        return []
    rounds = rounds_in(claim.text)
    header_rounds = rounds_in(claim.context.table_header or "")
    if len(header_rounds) >= 2:
        rounds |= header_rounds
    if len(rounds) < 2:
        return []
    return [
        flag(
            "CROSS-ROUND",
            f"{quote(claim.text)} sets results from rounds {', '.join(sorted(rounds))} side by side",
        )
    ]


_OWN_RESULT_OF_ROUND = _COMPARISON_VOCAB.pattern("own_result_of_round")
_PARENTHESES = re.compile(r"\([^()]*\)")


def _figure_cell(cell: str) -> bool:
    """A cell holding a figure, bare or with its source in brackets ('18,592.2 (5.1-0069)')."""
    return bool(find_metrics(cell) or BARE_NUMBER.search(_PARENTHESES.sub(" ", cell)))


def _marked_rounds(claim: ClaimAudit, least: int = 2) -> set[str]:
    """Rounds named in the footnotes a claim's own markers point to ('rose from 34,864 [5] to
    102,909 [6]' with [5] a v4.1 result and [6] a v5.1 one; '2.4x the tokens per joule of the
    H200 system [3]' with [3] naming a v4.1 result against a v5.1 one)."""
    if len(claim.context.markers) < least:
        return set()
    rounds: set[str] = set()
    for note in claim.context.own_footnotes():
        rounds |= rounds_in(note)
    return rounds


def _rounds_of_one_note(claim: ClaimAudit) -> set[str]:
    """The rounds of the claim's own footnote that by itself names two or more rounds."""
    for note in claim.context.own_footnotes():
        rounds = rounds_in(note)
        if len(rounds) >= 2:
            return rounds
    return set()


# '..., beating the XD670's 34,797 with eight.': a count whose accelerator noun the sentence
# has already written ('sixteen H200s') and leaves out the second time.
_ELIDED_COUNT = re.compile(
    r"\b(?:with|on|using|across|from)\s+(?:just\s+|only\s+|its\s+|their\s+)?(?P<n>\d{1,3}|"
    + "|".join(ALL_NUMBER_WORDS)
    + r")(?![.,]\d)\s*(?=[.;,)]|$)",
    re.IGNORECASE,
)


def _sentence_counts(text: str) -> set[int]:
    """The accelerator counts a sentence writes, with those it leaves the noun out of once it
    has written one ('sixteen H200s ... with eight')."""
    chips = set(chip_counts(text))
    if chips:
        chips |= {count_value(m.group("n")) for m in _ELIDED_COUNT.finditer(text)} - {0}
    return chips


def sentence_flags(claim: ClaimAudit) -> list[Flag]:
    """Comparison flags within one sentence that compares two results."""
    text = claim.text
    if claim.role in (BlockRole.TABLE_ROW, BlockRole.CHART_POINT):
        return []
    chips = _sentence_counts(text)
    # 'The eight-card server gives 5,511 tokens/s, the ten-card 5,305': two sizes, two figures.
    side_by_side = len(chips) >= 2 and _figure_count(text) >= 2
    # 'A reached 31,303 tokens/s (Offline), while B posted 21,028 tokens/s (Server)': two
    # subjects' figures set side by side in one sentence are compared, comparing word or not.
    side_by_side = side_by_side or len(subject_cuts(text)) >= 2
    # 'classifies a frame in 0.40 ms (6.0-0068), level with its 0.39 ms in v4.1 (v4.1-0042)':
    # two figures cited from two rounds are set side by side, whatever joins them.
    side_by_side = side_by_side or (_figure_count(text) >= 2 and len(rounds_in(text)) >= 2)
    if not (
        side_by_side
        or _COUNT_DIFFERS.search(text)
        or COMPARISON_WORDS.search(text)
        or FACTOR_OF.search(text)
        or WORD_FACTOR.search(text)
        or _FACTOR_OF_NAME.search(text)
        or _EARLIER_RESULT.search(text)
        or _other_round(text)
        # 'Server throughput is up 1.9x from v5.1 (5.1-0072) to v6.0 (6.0-0078)': a factor is
        # a comparison by nature, and the rounds it names are its two sides.
        or (claim.metric is not None and claim.metric.unit == "x" and len(rounds_in(text)) >= 2)
    ):
        return []
    flags: list[Flag] = []
    divisions = {m.value for m in division_mentions(text)}
    if _figure_count(text) >= 2 and (COMPARISON_WORDS.search(text) or FACTOR_OF.search(text)):
        # 'the Open entry's 12,536 tokens/s, ahead of the 11,264.4 a single B200 posted^4': the
        # comparison's own notes give its sides their divisions.
        for note in claim.context.own_footnotes():
            divisions |= {m.value for m in division_mentions(note)}
    if "open" in divisions and len(divisions) >= 2:
        flags.append(
            flag(
                "OPEN-COMPARED",
                f"{quote(text)} compares an Open-division result with Closed results",
            )
        )
    scenarios = {m.value for m in scenario_mentions(text)}
    if len(scenarios) < 2 and (COMPARISON_WORDS.search(text) or FACTOR_OF.search(text)):
        # 'Cluster figure: 5.1-0016; server figure: 5.1-0014; Offline and Server respectively':
        # the comparison's own footnote gives its two sides their scenarios.
        noted = {m.value for f in claim.context.footnotes for m in scenario_mentions(f)}
        if len(noted) >= 2 and _figure_count(text) >= 2:
            scenarios |= noted
    if len(scenarios) >= 2:
        flags.append(
            flag(
                "CROSS-SCENARIO",
                f"{quote(text)} compares results from different scenarios ({', '.join(sorted(scenarios))})",
            )
        )
    rounds = rounds_in(text)
    rounds |= _rounds_from_context(claim, rounds)
    if _figure_count(text) >= 2:
        rounds |= _marked_rounds(claim)
        if COMPARISON_WORDS.search(text) or FACTOR_OF.search(text):
            # '12,536 tokens/s, ahead of the 11,264.4 a single B200 posted^4' with note 4 citing
            # a v6.0 and a v4.1 result: one note that names both rounds sources both sides.
            rounds |= _rounds_of_one_note(claim)
    elif FACTOR_OF.search(text) or COMPARISON_WORDS.search(text):
        rounds |= _marked_rounds(claim, least=1)  # one note for both sides of a speed-up
    if len(rounds) >= 2:
        flags.append(
            flag(
                "CROSS-ROUND",
                f"{quote(text)} compares results from rounds {', '.join(sorted(rounds))}",
            )
        )
    elif len(rounds) <= 1 and (sides := undated_side_round(claim)):
        flags.append(
            flag(
                "CROSS-ROUND",
                f"{quote(text)} dates one side of its comparison {sides[0]}, while its "
                f"context dates the other {sides[1]}",
            )
        )
    elif relative := _other_round(text):
        # 'a round later' says the two sides are of two rounds, named or not.
        own = claim.round or next(iter(rounds), None)
        flags.append(
            flag(
                "CROSS-ROUND",
                f"{quote(text)} compares "
                + (f"an MLPerf Inference {own} result" if own else "a result")
                + f" with one from “{relative.group(0)}”",
            )
        )
    elif (own_earlier := _OWN_RESULT_OF_ROUND.search(text)) and COMPARISON_WORDS.search(text):
        flags.append(
            flag(
                "CROSS-ROUND",
                f"{quote(text)} sets a result against “{own_earlier.group(0)}” result: the same "
                "system's result from another round",
            )
        )
    if len(chips) >= 2:
        counts = ", ".join(str(c) for c in sorted(chips))
        flags.append(
            flag("CHIP-COUNT", f"{quote(text)} compares systems with {counts} accelerators")
        )
    elif said := _COUNT_DIFFERS.search(text):
        flags.append(
            flag(
                "CHIP-COUNT",
                f"{quote(text)} compares systems with different accelerator counts "
                f"(“{said.group(0)}”)",
            )
        )
    elif sizes := _sides_of_different_size(text):
        flags.append(
            flag(
                "CHIP-COUNT",
                f"{quote(text)} sets {sizes[0]} against {sizes[1]}: their accelerator counts "
                "differ",
            )
        )
    elif published := _published_sides(text):
        listed = ", ".join(f"{rid}: {count}" for rid, count in published)
        flags.append(
            flag(
                "CHIP-COUNT",
                f"{quote(text)} compares results whose published systems have different "
                f"accelerator counts ({listed})",
            )
        )
    return flags


def _published_sides(text: str) -> list[tuple[str, int]]:
    """Each result ID a comparing sentence cites with its published accelerator count, when
    the counts differ ('the cluster (6.0-0001) served 25% more than the rack (6.0-0075)')."""
    ids = sorted({rid for m in RESULT_ID.finditer(text) if (rid := _round_free_id(m.group(0)))})
    if len(ids) < 2:
        return []
    sides = [(rid, count) for rid in ids if (count := published_accelerators(rid))]
    return sides if len({count for _, count in sides}) >= 2 else []


_COUNT_DIFFERS = _COMPARISON_VOCAB.pattern("count_differs")
_SHARED_COUNT = _COMPARISON_VOCAB.pattern("shared_count")
# Figures, not counts: '5,511', '12.5', '1200' (a count is one or two digits: '8 GPUs').
_FIGURES = re.compile(
    r"(?<![\w.,-])(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d+|\d{3,})(?![\w-]|[.,]\d)(?!\s?%)"
)


def _figure_count(text: str) -> int:
    """How many figures a sentence writes, leaving out the version in a model's name ('Llama
    3.1 8B' names a model; it is no second figure set beside the claim's)."""
    names = [(m.start, m.start + len(m.text)) for m in find_benchmarks(text)]  # in order
    starts = [start for start, _ in names]
    count = 0
    for found in _FIGURES.finditer(text):
        at = bisect_right(starts, found.start()) - 1
        count += at < 0 or found.start() >= names[at][1]
    return count


_WORD = re.compile(r"\w")
_CLAUSE_COMMA = re.compile(r",\s")  # not the comma inside '100,282'


def _sides_of_different_size(text: str) -> tuple[str, str] | None:
    """A rack or cluster on one side of the comparison and one node or server on the other
    ('A P7r rack serves 9.4x the tokens of a P7n node'), split where the comparison starts."""
    point = comparing_point(text)
    if point is None:
        return None
    before, after = text[: point.start()], text[point.end() :]
    comma = _CLAUSE_COMMA.search(after)
    if not _WORD.search(before) and comma is not None:
        # 'Compared with a single 8-GPU server at 100,282 tokens/s, the cluster is 10.1x
        # faster': words that open the sentence put one side before the comma, one after it.
        before, after = after[: comma.start()], after[comma.end() :]
    left, right = system_scale(before), system_scale(after)
    if left and right and left != right:
        return left, right
    return None


_COMPARISON_CODES = ("OPEN-COMPARED", "CROSS-SCENARIO", "CROSS-ROUND", "CHIP-COUNT")


def round_tables(deck: Deck) -> dict[int, set[str]]:
    """Pages whose tables set two rounds side by side in one row (header or data): page ->
    the rounds. Read from the deck itself, so that a speed-up beside such a table is caught
    even when no row of it became a claim."""
    out: dict[int, set[str]] = defaultdict(set)
    for page in deck.pages:
        for block in page.blocks:
            if block.visible and block.role == BlockRole.TABLE_ROW:
                rounds = rounds_in(block.text)
                if len(rounds) >= 2:
                    out[page.number] |= rounds
    return dict(out)


def ratio_flags(
    claims: list[ClaimAudit],
    group_flags_by_page: dict[int, list[Flag]],
    round_tables_by_page: dict[int, set[str]] | None = None,
) -> dict[str, list[Flag]]:
    """A speed-up or percentage stated beside a compared table or chart inherits its comparison flags.

    "43x the throughput" next to a chart of a 288-GPU rack and an 8-GPU server is built on that
    comparison, so it carries the same caveats; so does "2.3x" beside a table whose columns are
    two rounds (`round_tables_by_page`, from `round_tables`).
    """
    out: dict[str, list[Flag]] = defaultdict(list)
    facts = PageFacts(claims)
    rows_by_page: dict[int, list[ClaimAudit]] = defaultdict(list)
    for claim in claims:
        if claim.role in (BlockRole.TABLE_ROW, BlockRole.CHART_POINT):
            rows_by_page[claim.page].append(claim)
    for claim in claims:
        if claim.role in (BlockRole.TABLE_ROW, BlockRole.CHART_POINT) or claim.metric is None:
            continue
        if (
            claim.metric.unit not in ("x", "%")
            and (
                COMPARISON_WORDS.search(claim.text)
                or _FACTOR_OF_NAME.search(claim.text)
                or _OPENS_ON_FACTOR.match(claim.text)
            )
            and not any(f.code == "CHIP-COUNT" for f in claim.flags)
        ):
            # 'That beats the figure a one-GPU system posted': the other side's count is
            # stated beside another claim on the slide.
            out[claim.id].extend(_factor_chip_flags(claim, facts, "comparison"))
        if claim.metric.unit not in ("x", "%"):
            if COMPARISON_WORDS.search(claim.text):
                out[claim.id].extend(_restated_flags(claim, rows_by_page[claim.page]))
            out[claim.id].extend(_factor_round_flags(claim, claims))
            if COMPARISON_WORDS.search(claim.text) and not any(
                f.code == "CROSS-ROUND" for f in [*claim.flags, *out[claim.id]]
            ):
                out[claim.id].extend(_named_side_round_flags(claim, claims))
            if COMPARISON_WORDS.search(claim.text):
                out[claim.id].extend(_compared_back_scenario_flags(claim, claims))
            continue
        if claim.metric.unit == "%" and not COMPARISON_WORDS.search(claim.text):
            continue  # a factor is relative by nature; a percentage only with comparing words
        # A one-row table can compare on its own (two rounds in one row): its flags count too.
        tabulated = [item for other in rows_by_page[claim.page] for item in other.flags]
        inherited = [
            item.model_copy(deep=True)
            for item in [*group_flags_by_page.get(claim.page, []), *tabulated]
            if item.code in _COMPARISON_CODES
        ]
        out[claim.id].extend(inherited)
        table_rounds = (round_tables_by_page or {}).get(claim.page, set())
        if table_rounds and not any(f.code == "CROSS-ROUND" for f in [*inherited, *claim.flags]):
            out[claim.id].append(
                flag(
                    "CROSS-ROUND",
                    f"{quote(claim.text)} is stated beside a table on page {claim.page} that sets "
                    f"results from rounds {', '.join(sorted(table_rounds))} side by side",
                )
            )
        if claim.metric.unit == "x" and not any(f.code == "CHIP-COUNT" for f in inherited):
            out[claim.id].extend(_factor_chip_flags(claim, facts))
        elif claim.metric.unit == "%" and not any(
            f.code == "CHIP-COUNT" for f in [*inherited, *claim.flags]
        ):
            # '65% of the Server throughput of a sixteen-accelerator cluster': a share of
            # another system's figure compares the two as a speed-up does.
            out[claim.id].extend(_factor_chip_flags(claim, facts, "comparison"))
    return out


# 'from 32,124.3 to 35,316.7 tokens/s': a bare figure that runs into the metric is its other side.
_RUNS_INTO = re.compile(r"\s*(?:to|and|vs\.?|versus|-|–|→|->)\s*", re.IGNORECASE)


def _figures_of_its_metric(claim: ClaimAudit) -> int:
    """How many figures of the claim's own metric its sentence states: the metric's, and a bare
    figure set against it ('from 32,124.3 to 35,316.7 tokens/s'); a power, a price or a year
    ('9,100 tokens/s Offline at 1,250 W') is none."""
    unit = claim.metric.unit if claim.metric is not None else None
    spans = [(m.start, m.end) for m in find_metrics(claim.text) if m.unit == unit]
    count = 0
    for found in _FIGURES.finditer(claim.text):
        if any(start <= found.start() < end for start, end in spans):
            count += 1
            continue
        joined = _RUNS_INTO.match(claim.text, found.end())
        if joined is not None and any(joined.end() == start for start, _ in spans):
            count += 1
    return count


def _compared_back_scenario_flags(claim: ClaimAudit, claims: list[ClaimAudit]) -> list[Flag]:
    """'The two-card R470 managed 428 queries/s in the Server scenario, so doubling the cards
    more than doubles the count' after the four-card R570's Offline figure: a comparing sentence
    whose only earlier result of the same benchmark on its slide is of another scenario compares
    across scenarios."""
    scenario = claim.labels.scenario
    if not claim.benchmark or scenario == Scenario.UNSTATED or len(find_metrics(claim.text)) > 1:
        return []
    if _figures_of_its_metric(claim) >= 2:
        return []  # 'rose from 32,124.3 to 35,316.7 tokens/s': both sides are its own figures
    if any(f.code == "CROSS-SCENARIO" for f in claim.flags):
        return []
    earlier = []
    for other in claims:
        if other.id == claim.id:
            break
        if other.page == claim.page and other.metric is not None and other.metric.unit != "x":
            earlier.append(other)  # a speed-up is a comparison, not a result of a scenario
    scenarios = {o.labels.scenario for o in earlier if o.benchmark == claim.benchmark}
    if len(scenarios) != 1 or Scenario.UNSTATED in scenarios or scenario in scenarios:
        return []
    (other,) = scenarios
    return [
        flag(
            "CROSS-SCENARIO",
            f"{quote(claim.text)} is {with_article(scenario_name(scenario.value))} result compared "
            "with the "
            f"{scenario_name(other.value)} result before it on page {claim.page}",
        )
    ]


def _factor_round_flags(claim: ClaimAudit, claims: list[ClaimAudit]) -> list[Flag]:
    """'102,131 tokens/s in v5.1: 3.3x the old hosts' on a slide whose only other figure of that
    unit is a result of another round: the factor's other side is that result."""
    if not claim.round or claim.metric is None or not FACTOR_OF.search(claim.text):
        return []
    if any(f.code == "CROSS-ROUND" for f in claim.flags):
        return []
    rounds = {
        other.round
        for other in claims
        if other.page == claim.page
        and other.id != claim.id
        and other.metric is not None
        and other.metric.unit == claim.metric.unit
    }
    if len(rounds) != 1 or None in rounds or claim.round in rounds:
        return []
    (other_round,) = rounds
    return [
        flag(
            "CROSS-ROUND",
            f"{quote(claim.text)} is a {claim.round} result stated as a multiple of the "
            f"{other_round} result beside it on page {claim.page}",
        )
    ]


def _side_names(text: str) -> set[str]:
    """The names a side of a comparison is called by: vendors, products, accelerators."""
    return _names(text) | product_codes(text)


def _named_side_round_flags(claim: ClaimAudit, claims: list[ClaimAudit]) -> list[Flag]:
    """'In v6.0 the DGX B300 reached 141,565 tokens/s, 10% above the DGX B200': the other side
    is named after the comparing words, and the result the slide gives for that name is from
    another round."""
    point = COMPARISON_WORDS.search(claim.text)
    if point is None or not claim.round:
        return []
    names = _side_names(claim.text[point.end() :]) - _side_names(claim.text[: point.start()])
    beside = [o for o in claims if o.page == claim.page and o.id != claim.id and o.round]
    # 'Vantor V8 in v5.1: 37,400 tokens/s' beside 'Vantor V8 in v4.1': the side has a result of
    # the claim's own round on the slide, which the comparison may well use.
    names -= {
        name for o in beside if o.round == claim.round for name in _side_names(o.text) & names
    }
    if not names:
        return []
    for other in beside:
        if other.round != claim.round and names & _side_names(other.text):
            return [
                flag(
                    "CROSS-ROUND",
                    f"{quote(claim.text)} compares its {claim.round} result with the "
                    f"{other.round} result of “{', '.join(sorted(names & _side_names(other.text)))}” "
                    f"beside it on page {claim.page}",
                )
            ]
    return []


def _restated_flags(claim: ClaimAudit, page_rows: list[ClaimAudit]) -> list[Flag]:
    """'Quoted pair vs. single bundle: 53,572 vs. 27,073 tokens/s' restates two rows of the
    table beside it (`page_rows`: the table rows and chart points of its page): the rows'
    comparison flags hold for the sentence too."""
    figures = {_number(f) for f in _FIGURES.findall(claim.text)}
    rows = [
        other for other in page_rows if other.metric is not None and other.metric.value in figures
    ]
    if len(rows) < 2:
        return []
    have = {f.code for f in claim.flags}
    return [
        item.model_copy(deep=True)
        for row in rows
        for item in row.flags
        if item.code in _COMPARISON_CODES and item.code not in have
    ]


def _number(text: str) -> float:
    return float(text.replace(",", ""))


def earlier_beside_flags(claims: list[ClaimAudit]) -> dict[str, list[Flag]]:
    """CROSS-ROUND on a comparison with an earlier result ('Against the earlier 2x L4 platform
    (v4.1-0042), latency is level') whose other side is a result of another round on the same
    slide (the chart beside it, dated v6.0)."""
    out: dict[str, list[Flag]] = defaultdict(list)
    for claim in claims:
        if claim.role in (BlockRole.TABLE_ROW, BlockRole.CHART_POINT):
            continue
        if not _EARLIER_RESULT.search(claim.text):
            continue
        if any(f.code == "CROSS-ROUND" for f in claim.flags):
            continue
        own = rounds_in(claim.text) | ({claim.round} if claim.round else set())
        if len(own) != 1:
            continue
        beside = {
            other.round
            for other in claims
            if other.page == claim.page and other.id != claim.id and other.round
        } - own
        if beside:
            out[claim.id].append(
                flag(
                    "CROSS-ROUND",
                    f"{quote(claim.text)} sets an earlier {next(iter(own))} result against the "
                    f"results of {', '.join(sorted(beside))} beside it on page {claim.page}",
                )
            )
    return out


def open_beside_closed_flags(claims: list[ClaimAudit]) -> dict[str, list[Flag]]:
    """A speed-up stated on a slide whose bullets give an Open and a Closed result compares them:
    OPEN-COMPARED on the speed-up and on both sides ('with our pruned model ... 2.7 times
    sooner')."""
    out: dict[str, list[Flag]] = defaultdict(list)
    by_page: dict[int, list[ClaimAudit]] = defaultdict(list)
    for claim in claims:
        if claim.role not in (BlockRole.TABLE_ROW, BlockRole.CHART_POINT):
            by_page[claim.page].append(claim)
    for page, members in by_page.items():
        sides = [c for c in members if c.metric is not None and c.metric.unit != "x"]
        factors = [
            c
            for c in members
            if c.metric is not None
            and c.metric.unit == "x"
            and not all(_on_other_benchmarks(c, side) for side in sides)
        ]
        divisions = {c.labels.division for c in sides}
        if not factors or not {Division.OPEN, Division.CLOSED} <= divisions:
            continue
        open_ids = [c.id for c in sides if c.labels.division == Division.OPEN]
        compared = [c for c in sides if c.labels.division != Division.UNSTATED] + factors
        ids = [c.id for c in compared]
        for claim in compared:
            if any(f.code == "OPEN-COMPARED" for f in claim.flags):
                continue
            out[claim.id].append(
                flag(
                    "OPEN-COMPARED",
                    f"a speed-up on page {page} compares an Open-division result "
                    f"({', '.join(open_ids)}) with a Closed one",
                    claim_ids=ids,
                )
            )
    return out


def _on_other_benchmarks(factor: ClaimAudit, other: ClaimAudit) -> bool:
    """The factor names the benchmarks it was taken on ('Across DeepSeek-R1 and Llama 3.1 405B,
    the geometric-mean speed-up ... is 1.33x') and the other result is on none of them: the
    other result is no side of the factor."""
    named = {benchmark_without_variant(m.benchmark_id) for m in find_benchmarks(factor.text)}
    return bool(named and other.benchmark) and (
        benchmark_without_variant(other.benchmark or "") not in named
    )


# 'Supermicro', 'Orrin'; and hyphenated product codes ('CX-8', 'SYS-822GS') that name a system.
_NAME = re.compile(r"\b[A-Z][A-Za-z]{2,}\b|\b[A-Z]{2,}-\d[\w-]*")
_NOT_NAMES = frozenset(
    {"The", "This", "That", "Against", "Per", "MLPerf", "MLCommons", "Inference", "Closed", "Open"}
    | {"Server", "Offline", "Interactive", "SingleStream", "MultiStream", "Llama", "Result"}
)


def _same_system_named(names: set[str], codes: set[str], other: str, facts: PageFacts) -> bool:
    """Another sentence names one of the claim's systems: a product the claim names (`codes`,
    given when the comparison names its other side by product), else a shared name. A vendor's
    name alone is no match then ('AMD's eight-MI300X box' is not 'Dell's eight-H200 XE9680')."""
    if codes:
        return bool(codes & facts.codes(other))
    return bool(names & facts.read(_names, other))


def _named_counts(other: str, codes: set[str], facts: PageFacts) -> tuple[int, ...]:
    """The counts another sentence gives the systems a claim names: when that sentence is a
    comparison itself ('The eight-GPU H200 server processes 4.4x the images of the four-card L40S
    box'), only the counts of the side that names them ('eight' for the H200)."""
    point = facts.read(comparing_point, other)
    if point is None or not codes:
        return facts.counts(other)
    named = [
        half for half in (other[: point.start()], other[point.end() :]) if facts.codes(half) & codes
    ]
    return facts.counts(named[0]) if len(named) == 1 else facts.counts(other)


# 'Offer A', 'Bidder C', 'Option B': a party named by a word and a capital letter.
_LETTERED = re.compile(r"\b(?-i:[A-Z][a-z]{2,})\s(?-i:[A-Z])\b(?![.\w-])")


def lettered_names(text: str) -> set[str]:
    """Parties a text names by a word and a letter ('Offer A', 'Vendor C')."""
    return {m.group(0) for m in _LETTERED.finditer(text)}


def _names(text: str) -> set[str]:
    """Capitalised words that may name a vendor or system ('Supermicro', 'Orrin')."""
    return {m.group(0) for m in _NAME.finditer(text)} - _NOT_NAMES


# A figure normalised by money or power ('Tokens per dollar: 1.9x better', '3,680 tokens/s per
# kilowatt', '239 tokens/s per $1,000'): whatever it is, the count of the systems is divided out
# of it (DERIVED-METRIC says how), so counts written beside other results are not its sides.
_PER_MONEY_OR_POWER = re.compile(
    r"\b(?:per|for\s+every|for\s+each)\s+(?:[$€£¥]|(?:[\d,.]+\s*)?(?:dollars?|euros?|pounds?|"
    r"usd|eur|gbp|chf|watts?|w|kilowatts?|kw|megawatts?|mw|kwh)\b)",
    re.IGNORECASE,
)
_RECIPROCAL = re.compile(r"\b(?:each\s+other|one\s+another)\b", re.IGNORECASE)
# After 'goes 23% further' or 'runs 2x faster': no 'than', 'of' or 'over' naming the other side.
_OMITTED_SIDE = re.compile(
    r"(?:(?<=further)|(?<=beyond)|(?<=faster)|(?<=higher)|(?<=better))"
    r"(?!\s+(?:than|of|over|against|vs\.?|versus|compared"
    r"|relative|ahead|beyond|on|with|from)\b)",
    re.IGNORECASE,
)


def _names_sides(heading: str) -> bool:
    """A title or heading that names systems by product ('GB200 NVL72 against HGX H100') or
    compares; not a slide's general point ('One rack is not one chip'), whose counts are no
    system's."""
    return bool(product_codes(heading) or comparing_point(heading))


def _factor_chip_flags(claim: ClaimAudit, facts: PageFacts, what: str = "speed-up") -> list[Flag]:
    """A speed-up (or a comparing sentence) between systems whose accelerator counts, stated
    on the slide beside its claims or in their footnotes, differ."""
    if any(_SHARED_COUNT.search(text) for text in (claim.text, *claim.context.own_footnotes())):
        # 'at eight GPUs each', or its own note's 'all eight-GPU systems': one count for both sides
        return []
    if _PER_MONEY_OR_POWER.search(claim.text):
        return []  # 'tokens per dollar', 'per kilowatt': a figure divided out of system size
    counts = {c: claim.id for c in chip_counts(claim.text)}
    ctx = claim.context
    # 'Up to 30x' under the title 'GB200 NVL72 against HGX H100': the sides are named around it.
    for text in (ctx.slide_title, ctx.chart_title, ctx.table_header, *ctx.headings, *ctx.footnotes):
        if text in ctx.footnotes or _names_sides(text or ""):
            for count in chip_counts(text or ""):
                counts.setdefault(count, claim.id)
    # 'Our 8-GPU nodes averaged 1.14x over B200 nodes': the speed-up names its own sides, so the
    # counts of other results on the slide are not its sides.
    factor = (
        FACTOR_OF.search(claim.text)
        or _FACTOR_OF_NAME.search(claim.text)
        or COMPARISON_WORDS.search(claim.text)
    )
    own_subject = (
        what == "speed-up" and factor is not None and chip_counts(claim.text[: factor.start()])
    )
    # 'Oracle's eight-GPU shape posts 98,239 against 99,301 for Supermicro's eight-GPU system':
    # a comparison that writes the count of both its sides needs none from other results.
    both_sides = (
        factor is not None
        and bool(chip_counts(claim.text[: factor.start()]))
        and bool(chip_counts(claim.text[factor.end() :]))
    )
    # 'X and Y landed within 0.1% of each other': a reciprocal comparison's sides are the
    # systems the sentence itself names.
    own_subject = own_subject or both_sides or bool(_RECIPROCAL.search(claim.text))
    # "Offer A's figure is 3.3x the 32,790 tokens/s NVIDIA's 8-GPU system posted": the far side
    # writes its count, and the near side is a lettered party (an offer, bidder, option, team);
    # that side's count comes only from results naming the same party, not Offer D's cluster.
    lettered = (
        lettered_names(claim.text[: factor.start()])
        if factor is not None and chip_counts(claim.text[factor.end() :])
        else set()
    )
    # A comparing sentence that writes a count of its own borrows only from results it names
    # ('against 12,413 per GPU for the Supermicro system' names Supermicro's bullet); a chart's
    # '1-GPU edge box' it never mentions is not one of its sides.
    # 'HPE's ten-card server goes 23% further': a comparison that names no other side at all
    # measures against the result before it, named or not.
    implicit = factor is not None and bool(_OMITTED_SIDE.match(claim.text, factor.end()))
    names = (
        _names(claim.text)
        if what != "speed-up"
        and chip_counts(claim.text)
        and not _POINTS_BACK.match(claim.text)
        and not _OPENS_ON_FACTOR.match(claim.text)
        and not implicit
        else None
    )
    # A comparison that names its other side by product ('against the H200 server's 14,439')
    # is tied to other sentences by the products it names; one whose other side is implicit
    # ('so doubling the cards more than doubles the count') by any shared name.
    named_side = factor is not None and product_codes(claim.text[factor.end() :])
    codes = product_codes(claim.text) if named_side else set()
    # Only the results of the claim's own page can be its sides; each text is read once.
    others = [other for other in facts.results_on(claim.page) if other is not claim]
    # '... 3% short of AMD's Closed single-node result': a side said to be one node is not the
    # same vendor's cluster named in another sentence.
    side_scale = system_scale(claim.text[factor.end() :]) if factor is not None else None
    for other in [] if own_subject else others:
        if names is not None and not _same_system_named(names, codes, other.text, facts):
            continue
        if lettered and not lettered & facts.read(lettered_names, other.text):
            continue
        if _on_other_benchmarks(claim, other):
            continue
        if names is not None and side_scale is not None:
            other_scale = facts.read(system_scale, other.text)
            if other_scale is not None and other_scale != side_scale:
                continue
        borrowed = (
            _named_counts(other.text, codes, facts)
            if names is not None
            else facts.counts(other.text)
        )
        for count in borrowed:
            counts.setdefault(count, other.id)
    if what != "speed-up" and not own_subject:
        for other in others:
            for note in other.context.footnotes:
                for count in facts.counts(note):
                    counts.setdefault(count, other.id)
    sides = (
        charted_side_counts(claim, facts, factor)
        if not counts and what == "speed-up" and factor is not None
        else None
    )
    if sides:
        return [
            flag(
                "CHIP-COUNT",
                f"{quote(claim.text)} is a speed-up between systems the deck shows "
                f"elsewhere with {sides[0]} and {sides[1]} accelerators",
            )
        ]
    if len(counts) < 2:
        return []
    listed = ", ".join(f"{count} ({cid})" for count, cid in sorted(counts.items()))
    return [
        flag(
            "CHIP-COUNT",
            f"{quote(claim.text)} is a {what} between systems with different accelerator "
            f"counts stated on page {claim.page}: {listed}",
            claim_ids=sorted(set(counts.values())),
        )
    ]
