"""Password-protected PDFs: a clear cause without the password, the text with it (RC4 and AES)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from extractors import DeckReadError, read_deck
from tests.shared_paths import HOSTILE, REPO_ROOT

CORPUS = HOSTILE / "pdf"
REPO = REPO_ROOT
pytestmark = pytest.mark.skipif(not CORPUS.is_dir(), reason="hostile corpus not present")

# User passwords as the corpus manifest states them.
PROTECTED = [
    ("up_enc_libreoffice_userpw.pdf", "openpassword"),
    ("up_enc_aes256_password.pdf", "password"),
    ("up_enc_r2_rc4_40_userpw.pdf", "asdfzxcv"),
    ("up_enc_r4_aes128_userpw.pdf", "asdfzxcv"),
]


@pytest.mark.parametrize(("name", "password"), PROTECTED)
def test_without_the_password_the_cause_says_so(name: str, password: str) -> None:
    with pytest.raises(DeckReadError) as caught:
        read_deck(CORPUS / name)
    assert caught.value.cause == "encrypted"
    assert "--password" in caught.value.message


@pytest.mark.parametrize(("name", "password"), PROTECTED)
def test_with_the_password_the_text_is_read(name: str, password: str) -> None:
    deck = read_deck(CORPUS / name, password=password)
    assert deck.pages
    assert sum(len(block.text) for block in deck.all_blocks()) > 0


@pytest.mark.parametrize(("name", "password"), PROTECTED[:2])
def test_a_wrong_password_is_named(name: str, password: str) -> None:
    with pytest.raises(DeckReadError) as caught:
        read_deck(CORPUS / name, password=password + "-wrong")
    assert caught.value.cause == "wrong-password"


def test_owner_only_protection_opens_without_a_password() -> None:
    deck = read_deck(CORPUS / "up_enc_r6_aes256_owner_only.pdf")
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


def test_cli_password_option_end_to_end() -> None:
    path = str(CORPUS / "up_enc_libreoffice_userpw.pdf")
    locked = _audit(path)
    assert [flag["code"] for flag in locked["deck_flags"]] == ["UNREADABLE"]
    assert locked["errors"][0]["cause"] == "encrypted"
    opened = _audit(path, "--password", "openpassword")
    assert not [flag for flag in opened["deck_flags"] if flag["code"] == "UNREADABLE"]
    assert opened["deck"]["pages"] >= 1
