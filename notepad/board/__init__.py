"""The room's board: the public state of a game (public.py), a follower of the session log
that the game writes (follow.py), and the web board for phones and a projector (web.py).
Headless: no Textual here; the terminal board and the F4 view draw the same public state
under notepad/tui/."""
