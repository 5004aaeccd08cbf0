"""The base monsters whose texts are monster rules (rules.classic.base_monsters): each joins
the classic rules through the ``monster_rules`` extension point, keyed by its ``special``."""

from __future__ import annotations

import pytest

from arkham.content.loader import Content, check_content, load_pack
from arkham.errors import ContentError
from arkham.rules.classic import core as C
from arkham.rules.extensions import build_hooks
from arkham.testing import put_monster, quiet_game


def A(short: str) -> str:
    return "base:arkham/" + short


def test_the_base_monsters_with_texts_of_their_own_have_their_rules():
    g = quiet_game()
    rules = g.rules.packs.monster_rules
    assert {
        "the_black_man",
        "the_bloated_woman",
        "dimensional_shambler",
        "nightgaunt",
        "elder_thing",
        "mi_go",
        "warlock",
        "maniac",
        "haunter_of_the_dark",
        "chthonian",
        "hound_of_tindalos",
    } <= set(rules)
    assert all(any(md.special == k for md in g.content.monsters.values()) for k in rules)
    assert rules["chthonian"].moves is not None and rules["nightgaunt"].combat_damage is not None


def test_the_haunter_of_the_dark_has_combat_minus_5_under_blackest_night():
    g = quiet_game(ancient_one="base:nyarlathotep")
    h = put_monster(g, "haunter_of_the_dark", A("woods"))
    printed = C.monster_def(g, h).combat
    assert C.monster_stat(g, h, "combat") == printed
    g.state.decks["mythos"].remove("base:blackest_night")
    g.state.environment = "base:blackest_night"
    assert C.monster_stat(g, h, "combat") == -5
    assert C.monster_stat(g, h, "horror") == C.monster_def(g, h).horror  # only its combat rating changes


def test_the_maniac_rages_from_terror_level_6():
    g = quiet_game()
    m = put_monster(g, "maniac", A("woods"))
    g.state.terror = 5
    assert (C.monster_stat(g, m, "combat"), C.monster_stat(g, m, "stamina_damage")) == (1, 1)
    assert "endless" not in C.monster_abilities(g, m)
    g.state.terror = 6
    assert (C.monster_stat(g, m, "combat"), C.monster_stat(g, m, "stamina_damage")) == (-2, 3)
    assert "endless" in C.monster_abilities(g, m)


def test_a_unique_mover_without_its_rules_fails_loading():
    c = Content(packs=("base",))
    load_pack("base", c)
    c.hooks = build_hooks([])  # the base monsters' rules left out
    with pytest.raises(ContentError, match="monsters: 'base:chthonian' has unique movement 'chthonian'"):
        check_content(c)
