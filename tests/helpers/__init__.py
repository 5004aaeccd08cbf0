"""Scenes and tools the tests share, imported as ``helpers.<module>``: the card and location
scenes, the independent encounter evaluator, the Haunt scenes, the bots' scenes, coverage
marks, monster moves, town trips, the scripted terminal sessions and the web table's server."""
