from arkham.testing import answer, finished, put, put_monster, quiet_game, rig, run_step


def test_evade_then_move_on(game):
    g = game
    put(g, 0, "base:arkham/rivertown_streets")
    m = put_monster(g, "zombie", "base:arkham/rivertown_streets")
    run_step(g, "move", who=0, pts=2, start="base:arkham/rivertown_streets")
    answer(g, "Move to Graveyard")
    answer(g, "Evade")
    rig(g, 6, 6, 6, 6, 6, 6)
    g.apply("evade") if False else None
