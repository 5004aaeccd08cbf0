"""Haunt of the Watchers (rules revision 1.0): a different game played with the base
game's components. Days of one Upkeep followed by City and Other World phases in any
order; skill bonuses allocated in pairs; monsters that pursue goals read from the
Mythos cards; gates hidden face-down until revealed.

Rule citations read "HotW §Section segment" after the rules' own headings.
The rulings taken where the text leaves a case open are listed in docs/haunt.md and
written beside the code that applies them.
"""
