"""Password-protected PDFs: a clear cause without the password, the text with it (RC4 and AES).

The files come from the repository's hostile corpus (pypdf's encryption samples and one built
in the session); LibreOffice's own export, a py-pdf sample, is checked when the shared corpus is
there."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from examples.shared_data import hostile_corpus as shared_hostile_corpus
from extractors import DeckReadError, read_deck
from tests.shared_paths import REPO_ROOT

REPO = REPO_ROOT

# User passwords as the corpus manifests state them.
PROTECTED = [
    ("gen_enc_rc4_128_userpw.pdf", "openpassword"),
    ("up_enc_aes256_password.pdf", "password"),
    ("up_enc_r2_rc4_40_userpw.pdf", "asdfzxcv"),
    ("up_enc_r4_aes128_userpw.pdf", "asdfzxcv"),
]


@pytest.fixture(scope="module")
def corpus(hostile_corpus: Path) -> Path:
    return hostile_corpus / "pdf"


@pytest.mark.parametrize(("name", "password"), PROTECTED)
def test_without_the_password_the_cause_says_so(corpus: Path, name: str, password: str) -> None:
    with pytest.raises(DeckReadError) as caught:
        read_deck(corpus / name)
    assert caught.value.cause == "encrypted"
    assert "--password" in caught.value.message


@pytest.mark.parametrize(("name", "password"), PROTECTED)
def test_with_the_password_the_text_is_read(corpus: Path, name: str, password: str) -> None:
    deck = read_deck(corpus / name, password=password)
    assert deck.pages
    assert sum(len(block.text) for block in deck.all_blocks()) > 0


@pytest.mark.parametrize(("name", "password"), PROTECTED[:2])
def test_a_wrong_password_is_named(corpus: Path, name: str, password: str) -> None:
    with pytest.raises(DeckReadError) as caught:
        read_deck(corpus / name, password=password + "-wrong")
    assert caught.value.cause == "wrong-password"


def test_owner_only_protection_opens_without_a_password(corpus: Path) -> None:
    deck = read_deck(corpus / "up_enc_r6_aes256_owner_only.pdf")
    assert deck.pages


def _audit(*args: str) -> dict:
    completed = subprocess.run(
        [sys.executable, "-m", "auditor", "audit", *args, "--format", "json", "--no-replay"],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=REPO,
        env={**os.environ, "PYTHONPATH": str(REPO)},
    )
    assert "Traceback" not in completed.stderr, completed.stderr[-2000:]
    return json.loads(completed.stdout)


def test_cli_password_option_end_to_end(corpus: Path) -> None:
    path = str(corpus / "gen_enc_rc4_128_userpw.pdf")
    locked = _audit(path)
    assert [flag["code"] for flag in locked["deck_flags"]] == ["UNREADABLE"]
    assert locked["errors"][0]["cause"] == "encrypted"
    opened = _audit(path, "--password", "openpassword")
    assert not [flag for flag in opened["deck_flags"] if flag["code"] == "UNREADABLE"]
    assert opened["deck"]["pages"] >= 1


@pytest.mark.external_corpus(
    reason="LibreOffice's password-protected export is a py-pdf sample (CC BY-NC-ND)",
    needs="corpus/hostile/pdf/up_enc_libreoffice_userpw.pdf",
)
def test_a_libreoffice_export_with_a_user_password() -> None:
    path = shared_hostile_corpus() / "pdf" / "up_enc_libreoffice_userpw.pdf"
    with pytest.raises(DeckReadError) as caught:
        read_deck(path)
    assert caught.value.cause == "encrypted"
    with pytest.raises(DeckReadError) as wrong:
        read_deck(path, password="permissionpassword-wrong")
    assert wrong.value.cause == "wrong-password"
    assert read_deck(path, password="openpassword").pages
