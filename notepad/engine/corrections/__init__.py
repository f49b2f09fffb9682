"""Correcting an earlier event (Ultimate, Moderator's Guide — Moderator Mistakes): the
correction event (model.py), the edit of the list of events it makes (history.py), the
re-fold that previews it (refold.py) and its changes in words (changes.py). Game.correct
records one; Game.undo and Game.redo treat it as one step."""

from notepad.engine.corrections.history import Corrected, CorrectionError, moved, rewrite
from notepad.engine.corrections.model import Correction, Kept, correction_to_json
from notepad.engine.corrections.refold import Later, Preview, preview, uncovered

__all__ = ["Corrected", "Correction", "CorrectionError", "Kept", "Later", "Preview",
           "correction_to_json", "moved", "preview", "rewrite", "uncovered"]
