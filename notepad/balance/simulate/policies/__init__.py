"""The simple, documented policies the simulated players follow (docs/win-probability.md).

Every choice is a legal one: the policies know the data-driven rules (self-targets, no repeat,
once per target, uses per game, potions left, dead and banished players, the pack not eating
its own), and the engine's validator has the last word (table.IllegalAction).

What the village knows in public lives in `village.Village`; the secret roles read the engine
state. The village skill s (0 ≤ s ≤ 1) is how often a lynch hits a pack member beyond chance:
with chance s the vote goes to a random pack member among the suspects, otherwise to a random
suspect. A lynch then hits a pack member with chance s + (1 - s)·w/a, so s = 0 is the random
lynch of the exact baseline and s = 1 a village that always finds a wolf.

- village.py: the village's public knowledge, and whom it goes after;
- day.py: the day's choices: the table's vote, the Hunter's shot, the Mayor's heir;
- night.py: the night's calls, each answered by its role's chooser;
- answers.py: the events the choosers answer with, made once, and what they read of a role;
- pack.py: the pack's choices: its victims, and its Minion;
- checks.py: the checkers' choices (Seer, Apprentice Seer, Psychic Detective, Sorceress);
- other_roles.py: the other night roles' choices (Bodyguard, Witch, Priest, Cupid, ...).
"""
