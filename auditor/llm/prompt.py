"""Loading the versioned prompt templates from the `prompts` package."""

from __future__ import annotations

from dataclasses import dataclass
from importlib.resources import files
from string import Template

SYSTEM_MARKER = "=== system ==="
USER_MARKER = "=== user ==="
DEFAULT_PROMPT = "label_claims"
DEFAULT_VERSION = "v2"


@dataclass(frozen=True)
class PromptTemplate:
    """A system message and a user-message template, identified by `name.version`."""

    name: str
    version: str
    system: str
    user: Template

    @property
    def id(self) -> str:
        """The id recorded in reports and cache keys, e.g. `label_claims.v1`."""
        return f"{self.name}.{self.version}"

    def render_user(self, *, nonce: str, deck_data: str, claim_ids: list[str]) -> str:
        """The user message for one batch of claims."""
        return self.user.substitute(
            nonce=nonce, deck_data=deck_data, claim_ids=", ".join(claim_ids)
        )


def load_prompt(name: str = DEFAULT_PROMPT, version: str = DEFAULT_VERSION) -> PromptTemplate:
    """Read `prompts/<name>.<version>.txt`: `#` header lines, then the system and user parts."""
    raw = files("prompts").joinpath(f"{name}.{version}.txt").read_text(encoding="utf-8")
    lines = raw.splitlines()
    body = "\n".join(lines[next(i for i, ln in enumerate(lines) if not ln.startswith("#")) :])
    system_at, user_at = body.find(f"{SYSTEM_MARKER}\n"), body.find(f"\n{USER_MARKER}\n")
    if system_at != 0 or user_at < 0:
        raise ValueError(f"prompt {name}.{version} lacks the system/user markers")
    system = body[len(SYSTEM_MARKER) + 1 : user_at]
    user = body[user_at + len(USER_MARKER) + 2 :]
    return PromptTemplate(
        name=name, version=version, system=system.strip(), user=Template(user.strip())
    )
