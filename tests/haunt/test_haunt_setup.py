"""Haunt setup (HotW §Setup): deck removals, one Location deck, the gate draw with
face-down gates kept hidden, two to five investigators, markers for special cards."""

from collections import Counter

import pytest

import arkham
from arkham.errors import SetupError
from arkham.rules.classic import core as C


def all_copies(g, short):
    """Copies of a card in decks and hands (the box holds what setup removed)."""
    st = g.state
    n = sum(1 for d in st.decks.values() for c in d if isinstance(c, str) and C.base_id(c).endswith(":" + short))
    return n + sum(1 for i in st.investigators for c in i.cards if C.base_id(c).endswith(":" + short))


@pytest.fixture(scope="module")
def g():
    return arkham.new_game(
        seed=11,
        ancient_one="base:nyarlathotep",
        investigators=["base:amanda_sharpe", "base:michael_mcglen", "base:darrell_simmons"],
        ruleset="haunt",
    )


def test_common_deck_loses_one_of_each_weapon_and_every_knife(g):
    # HotW §Setup, Common Items
    assert all_copies(g, "knife") == 0
    for w in ("tommy_gun", "shotgun", "dynamite", "automatic_45", "cross", "axe"):
        assert all_copies(g, w) == 1, w


def test_unique_and_spell_decks_lose_their_cards(g):
    # HotW §Setup, Unique Items and Spells
    assert all_copies(g, "blue_watcher_of_the_pyramid") == 0
    assert all_copies(g, "elder_sign") == g.content.cards["base:elder_sign"].count - 1
    assert all_copies(g, "enchanted_blade") == g.content.cards["base:enchanted_blade"].count - 1
    assert all_copies(g, "shrivelling") == 2  # five less three
    assert all_copies(g, "voice_of_ra") == 0


def test_mythos_deck_has_no_rumors_happy_days_or_story(g):
    # HotW §Setup, Mythos Cards
    deck = g.state.decks["mythos"] + g.state.rules_data["mythos"]
    kinds = Counter(g.content.mythos[c].type for c in deck)
    assert kinds["rumor"] == 0 and kinds["story"] == 0
    assert "base:happy_days_are_here_again" not in deck


def test_one_shuffled_location_deck(g):
    # HotW §Setup, Location Cards
    locs = [k for k in g.state.decks if k.startswith("loc:")]
    assert locs == ["loc:all"]
    assert sorted(g.state.decks["loc:all"]) == sorted(g.content.locations)


def test_gate_draw_eleven_on_red_diamonds_five_discarded_three_face_up(g):
    # HotW §Setup, Gates
    st = g.state
    unstable = sorted(a.id for a in g.content.areas.values() if a.unstable)
    assert sorted(st.gates) == unstable and len(unstable) == 11
    assert len(st.gate_pile) == 5
    placed = Counter(C.base_id(m) for m in st.gates.values())
    assert set(placed) == {gm.world for gm in g.content.gate_markers}  # every world at least once
    assert sum(1 for n in placed.values() if n == 2) == 3  # three unknown duplicates
    down = st.rules_data["face_down"]
    assert len(down) == 8 and len(set(down)) == 8 and set(down) <= set(unstable)


def test_face_down_gates_hidden_from_log_and_view(g):
    # HotW §Setup: do not look at any gate when it is face-down
    st = g.state
    worlds = {C.name_of(g, w) for w in g.content.worlds}
    for a in st.rules_data["face_down"]:
        name = C.name_of(g, a)
        for text in (e[1] for e in st.log):
            if name in text:
                assert not any(w in text for w in worlds), text
    v = arkham.view(g, 0)
    for a in st.rules_data["face_down"]:
        assert v["gates"][a] == "face-down gate"
    assert set(v["gate_pile"]) == {"face-down gate"}
    up = [a for a in st.gates if a not in st.rules_data["face_down"]]
    assert all(v["gates"][a] == st.gates[a] for a in up)
    assert "stack" not in v and "rng" not in v and isinstance(v["decks"]["mythos"], int)
    with pytest.raises(ValueError):
        arkham.view(g, 7)


def test_retainer_is_a_marker_with_two_dollars(g):
    # HotW §Shops, Loans, And Retainers
    darrell = g.state.investigators[2]
    assert "retainer" in g.state.rules_data["marks"]["2"]
    assert not any(C.base_id(c).endswith(":retainer") for c in darrell.cards)
    assert darrell.money >= g.content.investigators["base:darrell_simmons"].money + 2


def test_two_to_five_investigators_without_mandy_or_sister_mary():
    # HotW §Setup, Investigators
    for n in (1, 6):
        with pytest.raises(SetupError, match="2 to 5"):
            arkham.new_game(seed=1, investigators=n, ruleset="haunt")
    for who in ("base:mandy_thompson", "base:sister_mary"):
        with pytest.raises(SetupError, match="not used"):
            arkham.new_game(seed=1, investigators=["base:amanda_sharpe", who], ruleset="haunt")
    for seed in range(30):
        g = arkham.new_game(seed=seed, investigators=5, ruleset="haunt")
        ids = {i.id for i in g.state.investigators}
        assert not ids & {"base:mandy_thompson", "base:sister_mary"}


def test_setup_places_no_clues_then_day_one_upkeep_begins():
    # HotW §Setup places no clues; the first clues come from Upkeep VI
    g = arkham.new_game(seed=5, investigators=2, ruleset="haunt")
    while not any("Day 1 begins" in e[1] for e in g.state.log):
        g.apply(g.choice.options[0].id)
    texts = [e[1] for e in g.state.log]
    before = texts[: next(i for i, t in enumerate(texts) if "Day 1 begins" in t)]
    assert not any("clue" in t.lower() for t in before)
    while g.choice.kind != "day":
        g.apply(g.choice.options[0].id)
    clue_spots = {g.content.mythos[c].clue for c in g.state.rules_data["mythos"]}
    assert set(g.state.clues_on) <= clue_spots
    assert len(g.state.rules_data["mythos"]) == 2


def test_with_dunwich_in_play_the_gates_go_on_arkhams_eleven_red_diamond_locations():
    """Haunt is played on the Arkham board: with the Dunwich parts in play its unstable
    locations take no gate (a set-up met one there and failed naming it)."""
    import arkham

    arkham_spots = sorted(
        a.id for a in arkham.new_game(seed=0, ruleset="haunt", investigators=3).content.areas.values() if a.unstable
    )
    for seed in range(4):
        g = arkham.new_game(seed=seed, ruleset="haunt", investigators=3, packs=["base", "dunwich"])
        assert sorted(g.state.gates) == arkham_spots
