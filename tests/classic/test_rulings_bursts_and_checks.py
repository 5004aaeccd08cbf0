"""Rulings of the second round, each with the rule that decides it: Atlach-Nacha's Web makes
every Mythos card a gate burst (KH p.10 with p.7), a surge with a Dunwich gate under the
monster limit (DH pp.5, 9), The Doors of Sleep is no gate burst (the card's data), Lost
Carcosa's King in Yellow is a Horror check (base p.13), the Elder Thing's lost Weapon or
Spell is combat damage (base pp.14-15), and a gate burst with five or more investigators
brings two monsters (DH p.6, DH/KH rule change)."""

from __future__ import annotations

from arkham.rules.classic import core as C
from arkham.state import OUTSKIRTS, SKY
from arkham.testing import (
    answer,
    empty_handed,
    give,
    labels,
    log_text,
    open_gate,
    put,
    put_monster,
    quiet_game,
    rig,
    rig_monsters,
    run_step,
)
from helpers.card_scenes import settle

KINGSPORT = ("base", "kingsport")
DUNWICH = ("base", "dunwich")
ATLACH = "kingsport:atlach_nacha"
TWO = ["base:amanda_sharpe", "base:joe_diamond"]


def A(short: str) -> str:
    return "base:arkham/" + short


def on_top(g, deck: str, card: str) -> None:
    cards = g.state.decks[deck]
    cards.remove(card)
    cards.insert(0, card)


def mythos(g, card: str, *monsters: str) -> None:
    """A Mythos Phase with ``card`` on top; the monsters it draws are rigged (stationary Ghosts
    unless named), and every later choice takes its first option."""
    on_top(g, "mythos", card)
    rig_monsters(g, *(monsters or ("base:ghost", "base:ghost")))
    run_step(g, "mythos.phase", who=-1, phase=True)
    settle(g)
    g.state.rig_monsters.clear()


# ------------------------------------------------------------ 6. Atlach-Nacha's Web
def web_game(ao: str = ATLACH):
    g = quiet_game(TWO, ancient_one=ao, packs=KINGSPORT)
    for seat in range(2):
        empty_handed(g, seat, clues=0, where=A("train_station"))
    return g


def test_under_the_web_a_card_printed_without_a_burst_still_moves_every_flier():
    """KH p.10: under Atlach-Nacha every Mythos card is treated as though its gate location
    were printed red, and KH p.7: whenever a gate burst is drawn every flying monster moves,
    whatever its symbol. Family Found Butchered moves only crescents and pluses; the Byakhee
    (a circle) in the Merchant District streets, with no one in a street beside it, flies up."""
    g = web_game()
    mc = g.content.mythos["base:family_found_butchered"]
    byakhee = put_monster(g, "base:byakhee", A("merchant_district_streets"))
    assert not mc.gate_burst and "circle" not in mc.white + mc.black
    mythos(g, "base:family_found_butchered")
    assert g.state.monsters[byakhee] == SKY
    assert "flies up into the Sky" in log_text(g)


def test_without_the_web_or_once_he_wakes_a_plain_card_leaves_that_flier_alone():
    """The same card with another Ancient One: no burst, the Byakhee's circle does not move."""
    g = web_game("base:yig")
    byakhee = put_monster(g, "base:byakhee", A("merchant_district_streets"))
    mythos(g, "base:family_found_butchered")
    assert g.state.monsters[byakhee] == A("merchant_district_streets")
    from arkham.rules.classic.mythos import is_gate_burst

    g = web_game()
    mc = g.content.mythos["base:family_found_butchered"]
    assert is_gate_burst(g, mc)
    g.state.awakened = True  # his powers work while he sleeps (his sheet)
    assert not is_gate_burst(g, mc)


# ------------------------------------------------------------ 7. surges with Dunwich gates
FARM = "dunwich:dunwich/whateley_farm"


def surge_game():
    """One investigator (monster limit 4) with three monsters in Arkham: room for one more.
    Gates at the Black Cave and the Woods in Arkham, and at Whateley Farm in Dunwich."""
    g = quiet_game(["base:amanda_sharpe"], packs=DUNWICH)
    empty_handed(g, 0, clues=0, where=A("train_station"))
    st = g.state
    for area in (A("black_cave"), A("woods"), FARM):
        open_gate(g, area, C.base_id(st.gate_pile[0]))
    for _ in range(3):
        put_monster(g, "base:ghost", A("train_station"))
    return g


def test_a_dunwich_gate_is_never_among_the_first_players_choices_in_a_surge():
    """DH p.5: monsters on the Dunwich board do not count against the monster limit and never
    go to the Outskirts. DH p.9: when the surge's monsters will not all fit under the limit,
    the players choose, before any is drawn, where the ones that fit go: the limit is
    Arkham's, so only the Arkham gates share its one free place. Whateley Farm always gets
    its monster and is not offered."""
    g = surge_game()
    st = g.state
    assert C.monster_limit(g) == 4 and C.monsters_in_arkham(g) == 3
    rig_monsters(g, "base:zombie", "base:cultist", "base:maniac")
    on_top(g, "mythos", "base:church_group_reclaims_southside")  # gate: the Black Cave, open
    run_step(g, "mythos.phase", who=-1, phase=True)
    assert g.choice.kind == "surge"
    assert "only 1 of 2" in g.choice.prompt
    assert sorted(labels(g)) == ["Black Cave (0 of 1 chosen)", "Woods (0 of 1 chosen)"]
    answer(g, "Woods")
    assert [C.base_id(m) for m in C.monsters_at(g, A("woods"))] == ["base:zombie"]
    assert len(C.monsters_at(g, FARM)) == 1  # its monster, outside the limit
    assert C.monsters_at(g, A("black_cave")) == []
    assert [p for p in st.monsters.values()].count(OUTSKIRTS) == 1


def test_with_one_arkham_gate_and_a_dunwich_gate_no_choice_is_left():
    """Whateley Farm is no rival for the one free place: the Black Cave takes it, unasked."""
    g = surge_game()
    st = g.state
    gm = st.gates.pop(A("woods"))
    st.gate_pile.append(gm)
    rig_monsters(g, "base:zombie", "base:cultist")
    on_top(g, "mythos", "base:church_group_reclaims_southside")
    run_step(g, "mythos.phase", who=-1, phase=True)
    assert g.choice.kind != "surge"  # nothing to decide
    settle(g)
    assert len(C.monsters_at(g, A("black_cave"))) == 1
    assert len(C.monsters_at(g, FARM)) == 1
    assert OUTSKIRTS not in st.monsters.values()


# ------------------------------------------------------------ 8. The Doors of Sleep
def test_the_doors_of_sleep_is_no_gate_burst():
    """The card's records print its gate location plain (decision beside the card in
    content/kingsport/mythos.yaml): an elder sign at the Woods holds, and a flier whose symbol
    the card does not show stays where it is."""
    g = web_game("base:yig")
    st = g.state
    st.seals[A("woods")] = "clues"
    polyp = put_monster(g, "base:flying_polyp", A("merchant_district_streets"))  # a hexagon
    mythos(g, "kingsport:the_doors_of_sleep")
    assert A("woods") in st.seals and A("woods") not in st.gates
    assert "An elder sign protects Woods" in log_text(g)
    assert st.monsters[polyp] == A("merchant_district_streets")
    assert st.environment == "kingsport:the_doors_of_sleep"


# ------------------------------------------------------------ 9. Lost Carcosa's King in Yellow
CARCOSA = "dunwich:world/lost_carcosa"


def carcosa(card: str | None):
    """Amanda in Lost Carcosa against Hastur, holding ``card``; gate card 25 on top (the King in
    Yellow: "Horror (+0) [3] check", fail and be devoured). The dice: the first Will dice
    give two successes, one die more the third."""
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:hastur", packs=DUNWICH + ("kingsport",))
    inv = empty_handed(g, 0, sliders=(0, 0, 0), clues=0)
    will = C.skill_value(g, inv, "will")  # empty-handed: her Will on the slider
    assert will >= 2
    if card:
        give(g, 0, card)
    open_gate(g, A("woods"), CARCOSA)
    inv.where, inv.stage = CARCOSA, 1
    on_top(g, "gate", "dunwich:gate_25")
    rig(g, *([1] * (will - 2) + [5, 5, 5]))
    run_step(g, "otherworld.inv", who=0)
    settle(g)
    return g, inv


def test_the_king_in_yellows_horror_check_takes_the_crosss_horror_bonus():
    """A Horror check is a Will check of its own kind (base p.13): the Cross's +1 to Horror
    checks adds the die that brings the third success, and Amanda lives."""
    g, inv = carcosa("base:cross")
    assert "makes a Horror (+0) [3] check: 5 dice" in log_text(g)
    assert "passes with 3 successes" in log_text(g)
    assert "Amanda Sharpe is devoured" not in log_text(g) and g.state.investigators[0].id == "base:amanda_sharpe"


def test_the_makeup_kits_will_bonus_leaves_the_king_in_yellows_horror_check_alone():
    """The Makeup Kit: +1 to Will checks, Horror checks excepted (its text). Without the die
    it would give, two successes are not three: Amanda is devoured."""
    g, inv = carcosa("kingsport:makeup_kit")
    assert "makes a Horror (+0) [3] check: 4 dice" in log_text(g)
    assert "Amanda Sharpe is devoured" in log_text(g)


def test_a_check_kind_must_belong_to_its_skill():
    """Content naming a special check of another skill (an Evade check made with Will) fails
    loading with a message naming the field, and the kinds there are."""
    import pytest

    from arkham.content.loader import load_content
    from arkham.content.validate_effects import check_effects
    from arkham.errors import ContentError

    c = load_content(DUNWICH)
    entry = next(e for e in c.gates["dunwich:gate_25"].entries if e.at == CARCOSA)
    saved = entry.effect
    try:
        object.__setattr__(entry, "effect", [{"op": "check", "skill": "will", "kind": "evade", "diff": 3}])
        with pytest.raises(ContentError, match="field 'kind': 'evade' is not a kind of will check"):
            check_effects(c)
    finally:
        object.__setattr__(entry, "effect", saved)
    check_effects(c)


# ------------------------------------------------------------ 13. the Elder Thing
def elder_thing_combat(g):
    where = A("graveyard")
    inv = empty_handed(g, clues=0, where=where)
    inv.sanity = inv.stamina = 5
    gun = give(g, 0, "base:revolver_38")
    m = put_monster(g, "elder_thing", where)
    g.state.stack[:] = []
    run_step(g, "face", who=0, monster=m, enc_monster=None)
    return inv, gun, m


def test_a_failed_evade_of_an_elder_thing_takes_a_weapon_as_its_combat_damage(game):
    """Decision (beside combat.damage): base p.15's combat example has the Elder Thing's combat
    damage be 1 Stamina and 1 Weapon or Spell of the investigator's choice, and a failed
    Evade check deals the monster's combat damage (base p.14), as for the Shambler and the
    Nightgaunt whose markers speak of a failed Combat check too."""
    inv, gun, m = elder_thing_combat(game)
    rig(game, *([1] * max(0, C.skill_value(game, inv, "sneak", "evade") + C.monster_stat(game, m, "awareness"))))
    answer(game, "Evade")
    assert game.choice.kind == "discard" and "Elder Thing" in game.choice.prompt
    answer(game, ".38 Revolver")
    assert gun not in inv.cards and inv.stamina == 4
    assert game.choice.kind == "combat"  # the combat goes on


def test_a_failed_combat_check_against_an_elder_thing_still_takes_a_weapon(game):
    inv, gun, m = elder_thing_combat(game)
    answer(game, "Fight")
    if game.choice.kind == "check":  # Horror check first
        game.apply("accept")
    rig(game, *[1] * 12)
    while game.choice.kind not in ("discard",) and game.choice.kind != "halt":
        ids = [o.id for o in game.choice.options]
        game.apply("fight" if "fight" in ids else "accept" if "accept" in ids else ids[0])
    assert game.choice.kind == "discard"
    answer(game, ".38 Revolver")
    assert gun not in inv.cards


# ------------------------------------------------------------ 14. five or more investigators
def test_a_gate_burst_with_five_investigators_brings_two_monsters():
    """Decision (beside gate.open): the burst removes the elder sign, then the gate opens "and
    a monster appears there as usual" (DH p.6); with five or more investigators the usual is
    two monsters (DH/KH rule change, base p.9). No doom token: that is the burst's exception."""
    five = ["base:amanda_sharpe", "base:joe_diamond", "base:bob_jenkins", "base:carolyn_fern", "base:darrell_simmons"]
    g = quiet_game(five, packs=DUNWICH)
    for seat in range(5):
        put(g, seat, A("train_station"))
    st = g.state
    st.seals[A("independence_square")] = "elder_sign"
    mythos(g, "dunwich:whateley_family_feud_escalates", "base:ghost", "base:ghost")
    assert A("independence_square") not in st.seals and A("independence_square") in st.gates
    assert [C.base_id(m) for m in C.monsters_at(g, A("independence_square"))] == ["base:ghost", "base:ghost"]
    assert st.doom == 0
