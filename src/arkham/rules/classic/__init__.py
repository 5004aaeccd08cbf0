"""The classic rules: the base game with the rule changes and FAQ of the
Dunwich Horror and Kingsport Horror rulebooks."""
