"""The room: what the players hear and how the night's calls are paced (issue 17). Headless:
the settings (settings.py), the pacing of night calls (pacing.py); the screens under
notepad/tui/ use them."""
