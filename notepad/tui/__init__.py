"""The Textual app. Only this package imports textual or rich (DESIGN.md)."""
