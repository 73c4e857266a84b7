"""The command palette: every action of the current screen, by name."""

from __future__ import annotations

from collections.abc import Callable

from textual.command import DiscoveryHit, Hit, Hits, Provider


class ScreenCommands(Provider):
    """Offers what the current screen's `palette_commands()` lists."""

    def _commands(self) -> list[tuple[str, str, Callable[[], object]]]:
        getter = getattr(self.screen, "palette_commands", None)
        return list(getter()) if getter is not None else []

    async def discover(self) -> Hits:
        """Every command, before anything is typed."""
        for name, help_text, callback in self._commands():
            yield DiscoveryHit(name, callback, help=help_text or None)

    async def search(self, query: str) -> Hits:
        """Commands matching what was typed."""
        matcher = self.matcher(query)
        for name, help_text, callback in self._commands():
            score = matcher.match(name)
            if score > 0:
                yield Hit(score, matcher.highlight(name), callback, help=help_text or None)
