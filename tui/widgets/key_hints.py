"""A one-line footer of key hints that keeps the most useful ones when the terminal is narrow."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

Hint = tuple[str, str]  # (key as shown, what it does)
HELP_HINT: Hint = ("?", "help")
MORE_HINT: Hint = ("?", "more keys")


def _hint_text(hint: Hint) -> Text:
    key, words = hint
    text = Text()
    text.append(f" {key} ", style="bold reverse")
    text.append(f" {words}  ")
    return text


def fit_hints(hints: list[Hint], width: int) -> Text:
    """As many hints as fit in `width` cells, most useful first, always ending with the help key.

    When some hints do not fit, the help hint says there are more keys.
    """
    chosen: list[Hint] = []
    used = _hint_text(MORE_HINT).cell_len
    for hint in hints:
        size = _hint_text(hint).cell_len
        if used + size > width:
            break
        chosen.append(hint)
        used += size
    tail = HELP_HINT if len(chosen) == len(hints) else MORE_HINT
    out = Text(no_wrap=True, overflow="crop")
    for hint in [*chosen, tail]:
        out.append_text(_hint_text(hint))
    return out


class KeyHints(Static):
    """The footer: key hints fitted to the terminal's width."""

    DEFAULT_CSS = """
    KeyHints { dock: bottom; height: 1; background: $panel; color: $text; }
    """

    def __init__(self, hints: list[Hint] | None = None, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.hints = list(hints or [])

    def set_hints(self, hints: list[Hint]) -> None:
        """Show other hints (the keys that apply change with the screen's state)."""
        if hints != self.hints:
            self.hints = list(hints)
            self.refresh()

    def render(self) -> Text:
        """The hints that fit the current width."""
        return fit_hints(self.hints, max(self.size.width, 10))
