"""The villages' words and commands: every village at a glance (`overview`) and the moves
typed on a village's screen (`commands`)."""
