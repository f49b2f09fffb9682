"""The moderator's language: what the moderator types and reads at the table.

Two halves, both headless (no Textual, no Rich), so that the game screen, the board, the
report and any other front end say the same words and take the same commands:
- the command language: typed text → events (`commands`: the night's entries, the day's
  commands, the any-time commands), players picked by seat or first letters (`picking`), the
  second Enter that records a pass (`second_enter`), the typed forms of corrections
  (`correcting`), the villages' commands (`villages`), the rules screen's choices
  (`rule_choices`), the One Night final table's entries (`onenight.entry`);
- every sentence a moderator or player reads: the night's words on the game screen
  (`night_words`), the day's (`day_words`), the player table's marks (`player_marks`), every
  event in words (`event_words`), the report (`report`), titles (`titles`), the One Night
  script's cues (`onenight.cues`), the moderator's sheet on paper (`sheet`, laid out by
  `sheet_page`);
- the language they are said in: English or German through gettext catalogues (`language`;
  the catalogues' build step: `catalogue_tool`).

The words that wake and end a call are the engine's (notepad/engine/night/words.py): a Call
carries them, the simulator and the rules' tests read them there. docs/design.md, Layers.
"""
