"""The group's own record: every finished game in an SQLite database in the user's folder,
its statistics, and the simulator's village skill fitted to the group (docs/record.md).

Headless (no Textual, no Rich). The session logs stay the truth: the database is rebuilt from
them on demand (library.py), and the group each log belongs to is kept in a journal beside it.
- finished.py: a finished game read from its log (a notebook: one per village that ended);
- schema.py: the database's schema and its migrations;
- groups.py, journal.py: the group used last, and which log went into which group;
- library.py: recording, rebuilding;
- statistics.py: a group's games, wins, roles and players;
- calibration.py: the village skill by maximum likelihood, with its 95% interval;
- kept_games.py: the builder's live games kept across sessions (a cache in the database);
- simulated.py: games played by the simulator written as logs (tests, benchmarks).
"""
