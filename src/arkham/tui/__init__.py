"""The terminal player: :mod:`render` draws the game with rich, :mod:`app` runs the
input loop (people, bots, saving), :mod:`help` holds the words that explain choices."""
