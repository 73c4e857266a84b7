"""Small modal dialogs: a reason or note, a label override, the export choice."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Select

from auditor.models import Bucket, Division, Scenario
from tui.exporting import FORMATS, export_path
from tui.paths import display_name

EXPORT_KEYS = {"md": "m", "json": "j", "csv": "v", "annotated": "a"}
LABEL_VALUES: dict[str, list[str]] = {
    "division": [d.value for d in Division],
    "scenario": [s.value for s in Scenario],
    "bucket": [b.value for b in Bucket],
}


class TextPrompt(ModalScreen[str | None]):
    """Ask for one line of text: a dismissal reason or a note."""

    AUTO_FOCUS = "#prompt-input"

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel", show=True)]

    def __init__(
        self, title: str, placeholder: str, required: bool = True, value: str = ""
    ) -> None:
        super().__init__()
        self.title_text = title
        self.placeholder = placeholder
        self.required = required
        self.value = value

    def compose(self) -> ComposeResult:
        """Title, input, buttons."""
        with VerticalScroll(classes="dialog"):
            yield Label(self.title_text, classes="dialog-title")
            yield Input(self.value, placeholder=self.placeholder, id="prompt-input")
            yield Label("", id="prompt-error", classes="dialog-error")
            with Horizontal(classes="dialog-buttons"):
                yield Button("Save (enter)", variant="primary", id="prompt-ok", compact=True)
                yield Button("Cancel (esc)", id="prompt-cancel", compact=True)

    @on(Input.Submitted)
    @on(Button.Pressed, "#prompt-ok")
    def submit(self) -> None:
        """Close with the text, unless it is required and empty."""
        value = self.query_one("#prompt-input", Input).value.strip()
        if self.required and not value:
            self.query_one("#prompt-error", Label).update("Please write a few words.")
            return
        self.dismiss(value)

    @on(Button.Pressed, "#prompt-cancel")
    def action_cancel(self) -> None:
        """Close without saving."""
        self.dismiss(None)


class RelabelDialog(ModalScreen[tuple[str, str, str] | None]):
    """Override one label of a claim, with the reason."""

    AUTO_FOCUS = "#relabel-label"

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "cancel", "Cancel", show=True)]

    def __init__(self, current: dict[str, str]) -> None:
        super().__init__()
        self.current = current

    def compose(self) -> ComposeResult:
        """Label choice, value choice, reason, buttons."""
        with VerticalScroll(classes="dialog"):
            yield Label("Override a label", classes="dialog-title")
            yield Select(
                [(name, name) for name in LABEL_VALUES],
                value="scenario",
                allow_blank=False,
                id="relabel-label",
            )
            yield Select(self._value_options("scenario"), allow_blank=False, id="relabel-value")
            yield Input(placeholder="Why? (required)", id="relabel-reason")
            yield Label("", id="relabel-error", classes="dialog-error")
            with Horizontal(classes="dialog-buttons"):
                yield Button("Save (enter)", variant="primary", id="relabel-ok", compact=True)
                yield Button("Cancel (esc)", id="relabel-cancel", compact=True)

    def _value_options(self, label: str) -> list[tuple[str, str]]:
        return [(value, value) for value in LABEL_VALUES[label]]

    @on(Select.Changed, "#relabel-label")
    def label_changed(self, event: Select.Changed) -> None:
        """Offer the values of the chosen label."""
        label = str(event.value)
        values = self.query_one("#relabel-value", Select)
        values.set_options(self._value_options(label))
        current = self.current.get(label)
        if current in LABEL_VALUES[label]:
            values.value = current

    @on(Input.Submitted)
    @on(Button.Pressed, "#relabel-ok")
    def submit(self) -> None:
        """Close with (label, value, reason) when a reason is given and the value changes."""
        label = str(self.query_one("#relabel-label", Select).value)
        value = str(self.query_one("#relabel-value", Select).value)
        reason = self.query_one("#relabel-reason", Input).value.strip()
        error = self.query_one("#relabel-error", Label)
        if not reason:
            error.update("Please say why the label is wrong.")
            return
        if self.current.get(label) == value:
            error.update(f"The {label} is already {value}.")
            return
        self.dismiss((label, value, reason))

    @on(Button.Pressed, "#relabel-cancel")
    def action_cancel(self) -> None:
        """Close without saving."""
        self.dismiss(None)


class ExportDialog(ModalScreen[str | None]):
    """Choose what to export; the files go to the review folder."""

    AUTO_FOCUS = "#export-md"

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", "Cancel", show=True),
        *(Binding(key, f"choose('{fmt}')", FORMATS[fmt].label) for fmt, key in EXPORT_KEYS.items()),
    ]

    def __init__(self, deck_path: Path, out_dir: Path, annotated: bool) -> None:
        super().__init__()
        self.deck_path = deck_path
        self.out_dir = out_dir
        self.annotated = annotated

    def compose(self) -> ComposeResult:
        """One button per format."""
        with VerticalScroll(classes="dialog"):
            yield Label("Export with your decisions", classes="dialog-title")
            yield Label(f"Into {display_name(self.out_dir)}/", classes="dialog-hint")
            for key, spec in FORMATS.items():
                name = export_path(self.deck_path, self.out_dir, key).name
                yield Button(
                    f"{EXPORT_KEYS[key]}  {spec.label}: {name}",
                    id=f"export-{key}",
                    disabled=key == "annotated" and not self.annotated,
                    compact=True,
                )
            if not self.annotated:
                yield Label("Annotated decks are not available in this build.", classes="dim")
            yield Button("esc  Cancel", id="export-cancel", compact=True)

    @on(Button.Pressed)
    def pressed(self, event: Button.Pressed) -> None:
        """Close with the chosen format."""
        button_id = event.button.id or ""
        if button_id.startswith("export-") and button_id != "export-cancel":
            self.dismiss(button_id.removeprefix("export-"))
        else:
            self.dismiss(None)

    def action_choose(self, key: str) -> None:
        """Keyboard shortcut for a format."""
        if key == "annotated" and not self.annotated:
            self.notify("Annotated decks are not available in this build.", severity="warning")
            return
        self.dismiss(key)

    def action_cancel(self) -> None:
        """Close without exporting."""
        self.dismiss(None)
