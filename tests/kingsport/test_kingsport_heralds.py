"""The Herald sheets of the "Herald/Guardian" variant (KH p.10): a Herald is chosen or drawn
at random at setup and its sheet's rules apply beside the Ancient One's."""

import random

import pytest

import arkham
from helpers.coverage_marks import covers
from helpers.coverage_marks import covered_ids
from arkham.errors import SetupError
from arkham.content.loader import load_content
from arkham.testing import answer, labels, log_text, play_checked, put, put_monster, quiet_game, rig, run_step

PACKS = ("base", "kingsport:heralds")
MYSTIC = "base:blood_magic"  # an Environment (Mystic)
WEATHER = "base:heat_wave"  # an Environment (Weather)


def ghroth_game(**kw):
    g = quiet_game(investigators=("base:amanda_sharpe", "base:bob_jenkins"), packs=PACKS, **kw)
    g.state.rules_data["sheets"] = {"herald": "kingsport:ghroth"}
    return g


def draw_mythos(g, cid):
    deck = g.state.decks["mythos"]
    deck.remove(cid)
    deck.insert(0, cid)
    g.state.investigators[0].where = "base:arkham/independence_square"
    g.state.investigators[1].where = "base:arkham/woods"
    run_step(g, "mythos.phase", who=-1, phase=True, extra=True)


@covers("kingsport:ghroth")
def test_ghroth_adds_two_doom_tokens_at_setup():
    """KH p.10, Ghroth's sheet: two more doom tokens at setup than the same game without him."""
    plain = arkham.new_game(seed=5, ancient_one="base:cthulhu", investigators=2, packs=PACKS)
    g = arkham.new_game(seed=5, ancient_one="base:cthulhu", investigators=2, packs=PACKS, sheets={"herald": "ghroth"})
    assert g.state.doom == plain.state.doom + 2
    assert "Ghroth" in log_text(g)


def test_no_herald_without_the_variant():
    """KH p.10: the variant is chosen; loading the sheets alone puts no Herald in play."""
    g = arkham.new_game(seed=5, ancient_one="base:cthulhu", investigators=2, packs=PACKS)
    assert "sheets" not in g.state.rules_data


def test_random_herald_is_drawn_from_the_loaded_sheets():
    """KH p.10: 'chosen at random or simply chosen by the players'."""
    g = arkham.new_game(seed=9, ancient_one="base:cthulhu", investigators=1, packs=PACKS, sheets={"herald": "random"})
    assert g.state.rules_data["sheets"]["herald"] in g.content.sheets


def test_unknown_or_missing_sheet_is_refused():
    with pytest.raises(SetupError):
        arkham.new_game(seed=1, investigators=1, packs=PACKS, sheets={"herald": "nobody"})
    with pytest.raises(SetupError):
        arkham.new_game(seed=1, investigators=1, packs=("base",), sheets={"herald": "random"})
    with pytest.raises(SetupError):
        arkham.new_game(seed=1, investigators=1, packs=PACKS, sheets={"villain": "ghroth"})


@covers("kingsport:ghroth")
def test_ghroth_die_one_costs_every_investigator_in_town_one_sanity():
    """Ghroth's sheet: a Mystic Environment drawn, no Clue tokens to spend: a 1 on the die
    costs each investigator in a town 1 Sanity; one in an Other World is spared."""
    g = ghroth_game()
    a, b = g.state.investigators
    a.clues = b.clues = 0
    put(g, 0, "base:arkham/woods")
    b.where = "base:world/rlyeh"
    b.stage = 1
    sa, sb = a.sanity, b.sanity
    rig(g, 1)
    run_step(g, "kingsport.ghroth_omen", who=-1, card=MYSTIC)
    assert a.sanity == sa - 1 and b.sanity == sb
    assert "rolls 1 for Ghroth" in log_text(g)


@covers("kingsport:ghroth")
@pytest.mark.parametrize("face,what", [(2, "stamina"), (3, None), (4, None), (5, "terror"), (6, "doom")])
@covers("kingsport:ghroth")
def test_ghroth_die_faces(face, what):
    """Ghroth's sheet: 2 Stamina each; 3-4 nothing; 5 terror +1; 6 doom +1."""
    g = ghroth_game()
    a, b = g.state.investigators
    a.clues = 0
    b.clues = 3
    put(g, 0, "base:arkham/woods")
    put(g, 1, "base:arkham/woods")
    before = (a.stamina, b.stamina, g.state.terror, g.state.doom, a.sanity)
    rig(g, face)
    run_step(g, "kingsport.ghroth_omen", who=-1, card=MYSTIC)
    after = (a.stamina, b.stamina, g.state.terror, g.state.doom, a.sanity)
    expect = list(before)
    if what == "stamina":
        expect[0] -= 1
        expect[1] -= 1
    elif what == "terror":
        expect[2] += 1
    elif what == "doom":
        expect[3] += 1
    assert after == tuple(expect)
    assert b.clues == 3  # no payment was possible: a had none


@covers("kingsport:ghroth")
def test_ghroth_mystic_environment_asks_for_clues_and_paying_spares_the_die():
    """Ghroth's sheet: every investigator may spend a Clue token instead of the roll."""
    g = ghroth_game()
    a, b = g.state.investigators
    a.clues, b.clues = 2, 1
    draw_mythos(g, MYSTIC)
    assert any("Clue token" in x for x in labels(g))
    doom, terror = g.state.doom, g.state.terror
    rig(g, 6)
    answer(g, "spends 1 Clue")
    assert (a.clues, b.clues) == (1, 0)
    assert g.state.doom == doom and g.state.terror == terror
    assert g.state.rig == [6]  # no die was rolled


@covers("kingsport:ghroth")
def test_ghroth_ignores_other_environments():
    """Ghroth's sheet names Mystic Environments only: a Weather card brings no roll."""
    g = ghroth_game()
    draw_mythos(g, WEATHER)
    assert "Ghroth" not in log_text(g)
    assert not any("Clue token" in x for x in labels(g))


def test_without_ghroth_in_play_a_mystic_environment_is_plain():
    g = quiet_game(investigators=("base:amanda_sharpe",), packs=PACKS)
    g.state.investigators[0].clues = 2
    deck = g.state.decks["mythos"]
    deck.remove(MYSTIC)
    deck.insert(0, MYSTIC)
    run_step(g, "mythos.phase", who=-1, phase=True, extra=True)
    assert "Ghroth" not in log_text(g)


@pytest.mark.parametrize("seed", range(6))
def test_random_games_with_a_herald_end_with_invariants(seed):
    """Seeded random games with Ghroth or Tulzscha in play run to their end with the invariants."""
    packs = ["base", "kingsport"] if seed % 2 else list(PACKS)
    herald = "tulzscha" if seed % 2 else "ghroth"  # Tulzscha needs the Kingsport monsters
    g = arkham.new_game(seed=seed, investigators=1 + seed % 4, packs=packs, sheets={"herald": herald})
    play_checked(g, random.Random(seed))
    assert g.result is not None


def test_every_herald_sheet_has_a_covering_test():
    """Every Herald sheet of the pack has a scenario test marked ``@covers``."""
    c = load_content(("base", "kingsport"))
    marks = covered_ids()
    heralds = [s.id for s in c.sheets.values() if s.kind == "herald"]
    assert heralds == ["kingsport:ghroth", "kingsport:tulzscha"]
    assert not [h for h in heralds if h not in marks]


def test_the_setup_menu_asks_for_a_herald_and_a_guardian():
    """KH p.10: the players select a Herald and a Guardian, or draw them at random (the menu
    asks for the variants before the Ancient One); the menu's answers reach the game."""
    import io

    from rich.console import Console

    from arkham.tui.app import resolve_settings, setup_menu

    content = load_content(("base", "kingsport"))
    names = sorted(a.name for a in content.ancient_ones.values())
    answers = iter(
        [
            "1",  # the rules: classic
            "3",
            "1",  # the boxes: base + Kingsport, the whole box
            "3",  # the Herald: None, Random, Ghroth
            "2",  # the Guardian: random
            "2",  # the Epic Battle variant: yes
            str(names.index("Cthulhu") + 2),  # the Ancient One (after "Random")
            "1",
            "1",
            "1",
        ]
    )
    con = Console(file=io.StringIO(), width=120, color_system=None)
    setup = setup_menu(con, lambda prompt: next(answers), content)
    assert setup.sheets == {"herald": "kingsport:ghroth", "guardian": "random"}
    assert setup.epic_battle
    g = arkham.new_game(**resolve_settings(content, 5, setup))
    assert g.state.rules_data["sheets"]["herald"] == "kingsport:ghroth"
    assert g.state.rules_data["sheets"]["guardian"] in g.content.sheets
    assert "epic_battle" in g.state.rules_data


KPACKS = ("base", "kingsport:heralds+monsters")
GRAVEYARD = "base:arkham/graveyard"
RIVERTOWN = "base:arkham/rivertown_streets"


def tulzscha_game():
    g = quiet_game(investigators=("base:amanda_sharpe",), packs=KPACKS)
    g.state.rules_data["sheets"] = {"herald": "kingsport:tulzscha"}
    return g


@covers("kingsport:tulzscha")
def test_tulzscha_puts_one_more_cultist_on_the_first_gate():
    """Tulzscha's sheet: at setup one more Cultist appears at the first open gate."""
    from arkham.rules.classic import core as C

    for seed in range(3):
        g = arkham.new_game(
            seed=seed, ancient_one="base:cthulhu", investigators=1, packs=KPACKS, sheets={"herald": "tulzscha"}
        )
        while g.state.phase == "setup":
            g.apply(g.choice.options[0].id)
        (gate,) = g.state.gates
        cultists = [m for m, p in g.state.monsters.items() if p == gate and C.base_id(m).endswith(":cultist")]
        assert cultists and "Tulzscha's sheet" in " ".join(str(e[2]) for e in g.state.log)
        plain = arkham.new_game(seed=seed, ancient_one="base:cthulhu", investigators=1, packs=KPACKS)
        while plain.state.phase == "setup":
            plain.apply(plain.choice.options[0].id)
        assert (
            len([m for m, p in g.state.monsters.items() if p in g.content.areas])
            == len([m for m, p in plain.state.monsters.items() if p in plain.content.areas]) + 1
        )


@covers("kingsport:tulzscha")
def test_tulzscha_makes_cultists_elusive():
    """Tulzscha's sheet: Cultists are Elusive (KH p.8): an investigator leaves a Cultist's area
    without facing it; other monsters still guard."""
    from arkham.rules.classic.movement import guards

    g = tulzscha_game()
    put(g, 0, GRAVEYARD)
    put_monster(g, "cultist", GRAVEYARD)
    zombie = put_monster(g, "zombie", GRAVEYARD)
    assert guards(g, g.state.investigators[0]) == [zombie]
    plain = quiet_game(investigators=("base:amanda_sharpe",), packs=KPACKS)
    put(plain, 0, GRAVEYARD)
    put_monster(plain, "cultist", GRAVEYARD)
    assert len(guards(plain, plain.state.investigators[0])) == 1


@covers("kingsport:tulzscha")
def test_a_moving_cultist_is_drawn_to_a_neighbouring_elder_sign():
    """Tulzscha's sheet: a Cultist next to an elder sign moves onto it instead of its usual move."""
    g = tulzscha_game()
    put(g, 0, "base:arkham/woods")
    g.state.seals[GRAVEYARD] = "elder_sign"
    cultist = put_monster(g, "cultist", RIVERTOWN)
    run_step(g, "mythos.move", who=-1, white=["crescent"], black=["crescent"], i=0, fliers=False)
    assert g.state.monsters[cultist] == GRAVEYARD
    plain = quiet_game(investigators=("base:amanda_sharpe",), packs=KPACKS)
    put(plain, 0, "base:arkham/woods")
    plain.state.seals[GRAVEYARD] = "elder_sign"
    other = put_monster(plain, "cultist", RIVERTOWN)
    run_step(plain, "mythos.move", who=-1, white=["crescent"], black=["crescent"], i=0, fliers=False)
    assert plain.state.monsters[other] != GRAVEYARD


@covers("kingsport:tulzscha")
def test_a_cultist_on_an_elder_sign_at_the_mythos_phase_breaks_it():
    """Tulzscha's sheet: a Cultist beginning the Mythos Phase on an elder sign discards the elder
    sign and returns to the cup."""
    g = tulzscha_game()
    g.state.seals[GRAVEYARD] = "elder_sign"
    g.state.seals["base:arkham/woods"] = "elder_sign"
    cultist = put_monster(g, "cultist", GRAVEYARD)
    run_step(g, "turn", i=4)
    text = log_text(g)
    assert "discards the elder sign" in text
    assert text.index("discards the elder sign") < text.index("Mythos: ")
    assert GRAVEYARD not in g.state.seals or g.state.seals[GRAVEYARD] != "elder_sign"
    assert g.state.seals.get("base:arkham/woods") == "elder_sign"  # no Cultist there
    assert "1 Cultist returns to the cup" in text
    del cultist


def test_tulzscha_needs_the_kingsport_monsters():
    """Elusive monsters are hunted by the Kingsport monsters' rule: Tulzscha comes with that part."""
    with pytest.raises(SetupError):
        arkham.new_game(seed=1, investigators=1, packs=PACKS, sheets={"herald": "tulzscha"})
