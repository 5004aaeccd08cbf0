"""Casting spells (HotW §Casting Spells) outside encounters: the check first, the
Sanity cost only on a failure, a retry while the spell is not exhausted."""
from arkham.testing import answer, finished, give, labels, rig, run_step
from haunt_scenes import at, haunt_game, log, rules_cited, skills


def test_heal_fails_pays_its_cost_stays_ready_then_succeeds_with_no_cost():
    g = haunt_game()
    inv = at(g, 0, "woods")
    skills(g, 0)                                     # no Lore: Heal (+1) rolls 1 die
    heal = give(g, 0, "base:heal")
    inv.stamina = 2
    run_step(g, "haunt.upkeep_effects", who=0)
    rig(g, 1)
    answer(g, "Cast and exhaust")
    assert inv.sanity == 4 and heal not in inv.exhausted      # the cost, and still ready
    assert "stays ready" in log(g) and "HotW §Casting Spells" in rules_cited(g)
    rig(g, 6)
    answer(g, "Cast and exhaust")
    while not finished(g) and g.choice.kind == "target":
        answer(g, "Amanda")
    assert heal in inv.exhausted and inv.sanity == 4 and inv.stamina == 3
    assert not any("Cast and exhaust" in lb for lb in labels(g))
