"""The Textual app. Only this package imports textual or rich (docs/design.md)."""
