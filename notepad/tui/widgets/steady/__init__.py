"""Widgets that keep still while their content changes: a scroll (`scroll`) and a table
(`table`) that repaint only what moved."""
