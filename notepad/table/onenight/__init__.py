"""One Night's words and entries: the Game Master's script as timed cues (`cues`) and the
final table as typed (`entry`)."""
