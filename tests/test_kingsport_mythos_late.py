"""The Kingsport Mythos and gate cards that name a card or an Ancient One of another part
of the box (Local Heiress Missing!: the Ally Asenath Waite; KH: the Mythos cards, gate
bursts as DH p.6; base p.9 Other World encounters)."""
from __future__ import annotations

from arkham.content.loader import load_content
from arkham.rules.classic import core as C
from arkham.testing import give
from coverage_marks import covers
from test_kingsport_mythos import A, JOE, AMANDA, draw, game, settle

PACKS = ("base", "kingsport")
ASENATH = "kingsport:asenath_waite"


def holds(g, seat: int, card: str) -> bool:
    return bool(C.has_card(g, g.state.investigators[seat], card))


@covers("kingsport:local_heiress_missing")
def test_local_heiress_missing_sends_asenath_to_the_box_and_adds_a_doom_token():
    """The gate opens at the Graveyard (unsealed: its doom token as usual); the player with
    Asenath Waite as an Ally loses her to the box, and one more doom token is added."""
    g = game((JOE, AMANDA))
    st = g.state
    give(g, 1, ASENATH)
    draw(g, "local_heiress_missing")
    settle(g)
    assert A("graveyard") in st.gates
    assert not holds(g, 1, ASENATH)
    assert ASENATH not in st.decks["ally"] and not any(C.base_id(c) == ASENATH for c in st.decks["ally"])
    assert st.doom == 2


@covers("kingsport:local_heiress_missing")
def test_local_heiress_missing_adds_no_doom_while_no_one_has_asenath():
    g = game((JOE, AMANDA))
    draw(g, "local_heiress_missing")
    settle(g)
    assert A("graveyard") in g.state.gates and g.state.doom == 1   # the gate's own token only


def test_local_heiress_missing_leaves_the_deck_without_the_investigator_cards():
    """It names an Ally of the `cards` part: without that part it is not in the deck."""
    assert "kingsport:local_heiress_missing" in load_content(PACKS).mythos
    c = load_content(("base", "kingsport:mythos+gates"))
    assert "kingsport:local_heiress_missing" not in c.mythos and "kingsport:cops_sweep_kingsport" in c.mythos
