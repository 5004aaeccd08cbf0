"""Rules crashes found by seeded strict bot games with the Kingsport pack, each reproduced
on the table it happened at."""

from __future__ import annotations

import pytest

import arkham
from arkham.rules.classic import core as C
from arkham.testing import quiet_game, run_step

PACKS = ("base", "kingsport")
CHARLIE = "kingsport:charlie_kane"


def fx(g, ops, seat=0):
    return run_step(g, "fx", who=seat, seat=seat, ops=ops, i=0, ctx={})


def test_connections_passes_over_mythos_and_location_cards_in_the_box():
    """Charlie Kane's Connections takes a named Ally from the box (KH investigator sheet): the
    box also holds cards that are no investigator cards (a Rumor that left play, base p.19;
    a location card set aside); they are passed over, not read as investigator cards."""
    g = quiet_game([CHARLIE], ancient_one="base:azathoth", packs=PACKS)
    charlie = g.state.investigators[0]
    rumor = next(m for m in g.content.mythos if g.content.mythos[m].type == "rumor")
    g.state.box.insert(0, rumor)
    deck = g.state.decks["ally"]
    ally = (
        deck + [c for c in g.state.box if c.partition("#")[0] in g.content.cards and C.card_def(g, c).deck == "ally"]
    )[0]
    if ally in deck:
        deck.remove(ally)
        g.state.box.append(ally)
    fx(g, [{"op": "take", "card": C.base_id(ally)}], seat=0)
    assert ally in charlie.cards and rumor in g.state.box


def test_a_one_dollar_fee_is_paid_with_the_credit_rating_when_no_dollar_is_left():
    """An Upkeep fee of $1 (Addiction, a Dunwich Madness card) is offered to one holding $0
    and a ready Credit Rating (KH Skill: exhaust it instead of spending $2), since the money
    he can spend counts the card: paying exhausts it, no change given (NOTES.md)."""
    from arkham.testing import answer, give

    g = quiet_game(["kingsport:rex_murphy"], ancient_one="base:azathoth", packs=PACKS)
    inv = g.state.investigators[0]
    inv.money = 0
    card = give(g, 0, "kingsport:credit_rating")
    run_step(g, "upkeep.fee", who=0, money=1)
    assert [o.id for o in g.choice.options] == ["pay", "no_focus"]
    answer(g, "pay")
    assert card in inv.exhausted and inv.money == 0
    inv.exhausted.remove(card)
    inv.money = 3  # with dollars, the $1 is paid in dollars
    run_step(g, "upkeep.fee", who=0, money=1)
    answer(g, "pay")
    assert card not in inv.exhausted and inv.money == 2


# Seeded games that once stopped a strict bot (a choice it did not know, or a rules crash):
# (seed, packs, investigators, Ancient One, variant, bot).
GAMES = [
    (106, "base+kingsport", 3, "base:ithaqua", "herald", "expert"),  # Ghroth's omen
    (248, "base+kingsport", 5, "base:hastur", "epic", "heuristic"),  # the sale's wishes
    (130, "base+kingsport", 3, "base:ithaqua", "none", "expert"),  # a Rumor in the box
    (379, "base+dunwich+kingsport", 6, "base:yog_sothoth", "both", "heuristic"),  # the Brain Case's swap
    (705, "base+dunwich+kingsport", 8, "base:hastur", "none", "heuristic"),  # a $1 fee, a Credit Rating
    (715, "base+dunwich+kingsport", 6, "base:yog_sothoth", "none", "expert"),  # a swap partner in an Other World
]
VARIANTS = {
    "none": {},
    "herald": {"sheets": {"herald": "random"}},
    "guardian": {"sheets": {"guardian": "random"}},
    "both": {"sheets": {"herald": "random", "guardian": "random"}},
    "epic": {"epic_battle": True},
}


@pytest.mark.parametrize("seed,packs,n,ao,variant,bot", GAMES)
def test_the_strict_bots_finish_the_seeded_games(seed, packs, n, ao, variant, bot):
    from arkham.bots import ExpertBot, HeuristicBot
    from arkham.testing import play_bot

    g = arkham.new_game(seed=seed, investigators=n, packs=packs.split("+"), ancient_one=ao, **VARIANTS[variant])
    player = (ExpertBot if bot == "expert" else HeuristicBot)(seed)
    player.strict = True
    play_bot(g, player)
    assert g.is_over
