"""The review file: every reviewer decision about one deck, saved the moment it is made.

A review file is JSON named `<deck file name>.review.json`. By default it sits beside the deck;
give a review folder (`deckaudit review --review-dir DIR`, or `review_dir=` here) to keep it beside
the audit output instead (`deckaudit audit --out DIR` writes `DIR/<deck file name>.json`).

Each decision is appended to `decisions` and the whole file is rewritten atomically (a temporary
file in the same folder, flushed to disk, then `os.replace`), so a crash or a killed terminal
loses nothing that was already recorded and never leaves half a file behind.

The file remembers the deck's sha256. When the deck changes, decisions whose claim still reads
the same are carried over to the claim's new id; the rest are kept under `stale` with the hash
they were made against, so nothing a reviewer did is thrown away.
"""

from __future__ import annotations

import difflib
import json
from datetime import UTC, datetime
from pathlib import Path

from pydantic import BaseModel, Field, ValidationError

from auditor.atomic_files import write_text_atomic
from auditor.models import Decision, DeckReport, ReviewDecision

REVIEW_SCHEMA = "deckaudit.review/1"
REVIEW_SUFFIX = ".review.json"


class ReviewFileError(Exception):
    """A review file that exists but cannot be read as one."""


class StaleDecisions(BaseModel):
    """Decisions made against an earlier version of the deck that could not be carried over."""

    deck_sha256: str
    decisions: list[ReviewDecision] = Field(default_factory=list)
    claim_texts: dict[str, str] = Field(default_factory=dict)


class AuditSummary(BaseModel):
    """What the last audit of the deck found, for folder listings."""

    claims: int = 0
    flagged_claims: int = 0
    counts: dict[str, int] = Field(default_factory=dict)
    unreadable: bool = False
    audited_at: str = ""


class ReviewFile(BaseModel):
    """The JSON content of a review file."""

    schema_: str = Field(default=REVIEW_SCHEMA, alias="schema")
    deck_path: str = ""
    deck_sha256: str = ""
    decisions: list[ReviewDecision] = Field(default_factory=list)
    claim_texts: dict[str, str] = Field(default_factory=dict)
    stale: list[StaleDecisions] = Field(default_factory=list)
    summary: AuditSummary | None = None
    updated: str = ""

    model_config = {"populate_by_name": True}


class RebaseOutcome(BaseModel):
    """What happened to earlier decisions when the deck changed."""

    old_sha256: str
    new_sha256: str
    carried: int = 0
    stale: int = 0
    reviewed_at: str = ""  # when the review file was last written before the deck changed


def review_path_for(deck_path: str | Path, review_dir: str | Path | None = None) -> Path:
    """Where the review file of a deck lives: beside the deck, or in `review_dir` when given."""
    deck = Path(deck_path)
    folder = Path(review_dir) if review_dir is not None else deck.parent
    return folder / f"{deck.name}{REVIEW_SUFFIX}"


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class ReviewStore:
    """The decisions about one deck, bound to the file they are saved in."""

    def __init__(self, path: str | Path, data: ReviewFile | None = None) -> None:
        self.path = Path(path)
        self.data = data or ReviewFile()

    @classmethod
    def load(cls, path: str | Path) -> ReviewStore:
        """Read a review file; a missing file gives an empty store bound to that path."""
        target = Path(path)
        if not target.exists():
            return cls(target)
        try:
            raw = json.loads(target.read_text(encoding="utf-8"))
            data = ReviewFile.model_validate(raw)
        except (OSError, UnicodeDecodeError, json.JSONDecodeError, ValidationError) as exc:
            raise ReviewFileError(f"{target}: not a readable review file ({exc})") from exc
        if data.schema_ != REVIEW_SCHEMA:
            raise ReviewFileError(f"{target}: unsupported review file schema {data.schema_!r}")
        return cls(target, data)

    @classmethod
    def for_deck(cls, deck_path: str | Path, review_dir: str | Path | None = None) -> ReviewStore:
        """The store of a deck, loaded from its review file when one exists."""
        store = cls.load(review_path_for(deck_path, review_dir))
        if not store.data.deck_path:
            store.data.deck_path = Path(deck_path).name
        return store

    @property
    def decisions(self) -> list[ReviewDecision]:
        """Every decision, oldest first."""
        return self.data.decisions

    @property
    def deck_sha256(self) -> str:
        """The hash of the deck the decisions were made against ('' before the first one)."""
        return self.data.deck_sha256

    @property
    def exists(self) -> bool:
        """Whether the review file is on disk."""
        return self.path.exists()

    def deck_changed(self, current_sha256: str) -> bool:
        """Whether the deck on disk differs from the one this file's decisions are about."""
        return bool(self.data.deck_sha256) and self.data.deck_sha256 != current_sha256

    def bind(self, sha256: str, claim_texts: dict[str, str]) -> RebaseOutcome | None:
        """Tie the store to the current deck; carries decisions over when the deck changed.

        Returns None when the deck is unchanged (or new to the store), else what was carried
        over and what was kept as stale. The file is saved when anything changed.
        """
        old = self.data.deck_sha256
        if not old or old == sha256:
            changed = old != sha256
            self.data.deck_sha256 = sha256
            if changed and self.data.decisions:
                self.save()
            return None
        by_text: dict[str, str] = {}
        for claim_id, text in claim_texts.items():
            by_text.setdefault(text, claim_id)
        carried: list[ReviewDecision] = []
        stale: list[ReviewDecision] = []
        new_texts: dict[str, str] = {}
        for decision in self.data.decisions:
            old_text = self.data.claim_texts.get(decision.claim_id)
            new_id = by_text.get(old_text) if old_text is not None else None
            if new_id is None:
                stale.append(decision)
                continue
            carried.append(decision.model_copy(update={"claim_id": new_id}))
            new_texts[new_id] = claim_texts[new_id]
        if stale:
            texts = {
                d.claim_id: self.data.claim_texts[d.claim_id]
                for d in stale
                if d.claim_id in self.data.claim_texts
            }
            self.data.stale.append(
                StaleDecisions(deck_sha256=old, decisions=stale, claim_texts=texts)
            )
        reviewed_at = self.data.updated
        self.data.decisions = carried
        self.data.claim_texts = new_texts
        self.data.deck_sha256 = sha256
        self.save()
        return RebaseOutcome(
            old_sha256=old,
            new_sha256=sha256,
            carried=len(carried),
            stale=len(stale),
            reviewed_at=reviewed_at,
        )

    def record(self, decision: ReviewDecision, claim_text: str | None = None) -> None:
        """Append one decision and save the file at once."""
        self.data.decisions.append(decision)
        if claim_text is not None:
            self.data.claim_texts[decision.claim_id] = claim_text
        self.save()

    def snapshot(self) -> ReviewFile:
        """A copy of everything recorded, for undoing the next change."""
        return self.data.model_copy(deep=True)

    def restore(self, snapshot: ReviewFile) -> None:
        """Go back to a snapshot (keeping the latest audit summary) and save."""
        summary = self.data.summary
        self.data = snapshot.model_copy(deep=True)
        self.data.summary = summary
        self.save()

    def clear_verdict(self, claim_id: str, flag_code: str) -> bool:
        """Forget every confirm/dismiss on one finding; returns whether there was one."""
        kept = [
            d
            for d in self.data.decisions
            if not (d.claim_id == claim_id and d.flag_code == flag_code and d.decision is not None)
        ]
        if len(kept) == len(self.data.decisions):
            return False
        self.data.decisions = kept
        self.save()
        return True

    def edit_note(self, claim_id: str, index: int, text: str | None) -> bool:
        """Replace the `index`-th note on a claim (oldest first), or delete it when text is empty."""
        entries = [d for d in self.data.decisions if d.claim_id == claim_id and d.note]
        if not 0 <= index < len(entries):
            return False
        target = entries[index]
        if text:
            target.note = text
        elif target.flag_code or target.label:
            target.note = None
        else:
            self.data.decisions.remove(target)
        self.save()
        return True

    def stale_decisions(self) -> list[tuple[ReviewDecision, str | None]]:
        """Every decision kept aside from earlier versions of the deck, with its claim's text."""
        return [
            (decision, group.claim_texts.get(decision.claim_id))
            for group in self.data.stale
            for decision in group.decisions
        ]

    def reapply_stale(self, decision: ReviewDecision, claim_id: str, claim_text: str) -> None:
        """Move a stale decision onto a claim of the current deck, and save."""
        for group in self.data.stale:
            if decision in group.decisions:
                group.decisions.remove(decision)
        self.data.stale = [group for group in self.data.stale if group.decisions]
        self.data.decisions.append(decision.model_copy(update={"claim_id": claim_id}))
        self.data.claim_texts[claim_id] = claim_text
        self.save()

    def set_summary(self, summary: AuditSummary) -> None:
        """Remember what the latest audit found (saved only when the file already exists)."""
        self.data.summary = summary
        if self.exists:
            self.save()

    def save(self) -> None:
        """Rewrite the review file atomically."""
        self.data.updated = _now()
        text = json.dumps(self.data.model_dump(mode="json", by_alias=True), indent=2)
        write_text_atomic(self.path, text + "\n")

    def verdict(self, claim_id: str, flag_code: str) -> ReviewDecision | None:
        """The latest confirm/dismiss decision on one flag of one claim."""
        found = None
        for decision in self.data.decisions:
            if (
                decision.claim_id == claim_id
                and decision.flag_code == flag_code
                and decision.decision is not None
            ):
                found = decision
        return found

    def notes_for(self, claim_id: str) -> list[str]:
        """The reviewer's notes on a claim, oldest first."""
        return [d.note for d in self.data.decisions if d.claim_id == claim_id and d.note]

    def label_overrides(self, claim_id: str) -> dict[str, ReviewDecision]:
        """The latest reviewer override of each label of a claim."""
        found: dict[str, ReviewDecision] = {}
        for decision in self.data.decisions:
            if decision.claim_id == claim_id and decision.label and decision.label_value:
                found[decision.label] = decision
        return found

    def decided_count(self, flags: list[tuple[str, str]]) -> int:
        """How many of the given (claim id, flag code) pairs have a confirm/dismiss verdict."""
        return sum(1 for claim_id, code in flags if self.verdict(claim_id, code) is not None)

    def counts(self) -> dict[str, int]:
        """Confirmed, dismissed, notes and overrides recorded (latest verdict per flag)."""
        latest: dict[tuple[str, str], Decision] = {}
        notes = overrides = 0
        for d in self.data.decisions:
            if d.flag_code and d.decision is not None:
                latest[(d.claim_id, d.flag_code)] = d.decision
            if d.note:
                notes += 1
            if d.label and d.label_value:
                overrides += 1
        values = list(latest.values())
        return {
            "confirmed": values.count(Decision.CONFIRMED),
            "dismissed": values.count(Decision.DISMISSED),
            "notes": notes,
            "overrides": overrides,
        }


def summary_of(report: DeckReport) -> AuditSummary:
    """The folder-listing summary of a DeckReport."""
    return AuditSummary(
        claims=len(report.claims),
        flagged_claims=sum(1 for c in report.claims if c.flags),
        counts=report.counts_by_severity(),
        unreadable=any(f.code == "UNREADABLE" for f in report.deck_flags),
        audited_at=_now(),
    )


def match_stale(
    stale: list[tuple[ReviewDecision, str | None]],
    claim_texts: dict[str, str],
    threshold: float = 0.5,
) -> dict[str, list[ReviewDecision]]:
    """Each stale decision under the current claim it most likely belongs to.

    The claim whose text is most like the text the decision was made on wins (at least
    `threshold` alike); without a text, or with no claim alike enough, a claim with the same id;
    else the deck itself (`"deck"`), so that every stale decision is shown somewhere.
    """
    placed: dict[str, list[ReviewDecision]] = {}
    for decision, old_text in stale:
        target = None
        if decision.claim_id == "deck":
            target = "deck"
        elif old_text:
            best = 0.0
            for claim_id, text in claim_texts.items():
                ratio = difflib.SequenceMatcher(None, old_text, text).ratio()
                if ratio > best:
                    best, target = ratio, claim_id
            if best < threshold:
                target = None
        if target is None:
            target = decision.claim_id if decision.claim_id in claim_texts else "deck"
        placed.setdefault(target, []).append(decision)
    return placed
