"""The Epic Battle variant (KH p.11), Ancient One Plot cards beyond the base game's first five
Ancient Ones: Nyarlathotep's and Shub-Niggurath's (a fan transcription of the cards), and the
reconstructed plots of the Dunwich and Kingsport Ancient Ones (their sheets, DH and KH p.10).
Each test turns up one plot with a Sinister Plot card or resolves its Ancient One half, with
the decks and dice rigged, and checks what the table shows afterwards."""

import random

import pytest

import arkham
from arkham.content.loader import load_content
from arkham.engine import HANDLERS
from arkham.rules.classic import core as C
from arkham.rules.kingsport import epic_battle as E
from arkham.testing import (
    empty_handed,
    finished,
    give,
    labels,
    log_text,
    play_checked,
    quiet_game,
    rig,
    rig_monsters,
    run_step,
)
from helpers.coverage_marks import covers

K = "kingsport:"
ALL = ("base", "dunwich:ancient_ones", "kingsport:epic_battle+ancient_ones")
NYARL, SHUB = "base:nyarlathotep", "base:shub_niggurath"
PLAYERS = ("base:amanda_sharpe", "base:bob_jenkins", "base:carolyn_fern")


def epic(ao, players=PLAYERS[:2], packs=ALL, doom=None):
    """An awake Ancient One, the Epic Battle decks set up, every investigator empty-handed."""
    g = quiet_game(investigators=players, ancient_one=ao, packs=packs)
    st = g.state
    st.rules_data["epic_battle"] = {}
    E.setup(g)
    st.awakened = True
    st.phase = "final battle"
    st.battle = {"round": 1, "tally": 0, "total": 0}
    st.doom = g.content.ancient_ones[ao].doom if doom is None else doom
    for inv in st.investigators:
        empty_handed(g, inv.seat, clues=0)
    return g


def sinister_plot(g, plot, answers=(), dice=(1,) * 60):
    """A Sinister Plot card turns up ``plot``; each choice is answered with the next of
    ``answers`` (a label's start), then with its first option, up to the next round's Upkeep."""
    d = g.state.rules_data["epic_battle"]
    d["deck"].remove(K + "epic_sinister_plot_green")
    d["deck"].insert(0, K + "epic_sinister_plot_green")
    d["plots"].remove(K + plot)
    d["plots"].insert(0, K + plot)
    rig(g, *dice)
    run_step(g, "kingsport.epic_round", who=-1, st="draw")
    todo = list(answers)
    asked = []
    while not finished(g):
        if next(fr for fr in g.state.stack if fr.get("k") == "kingsport.epic_round").get("st") == "draw":
            break
        asked.append((g.choice.kind, g.choice.who))
        want = todo.pop(0) if todo else None
        pick = next(
            (o.id for o in g.choice.options if want is not None and o.label.startswith(want)), g.choice.options[0].id
        )
        g.apply(pick)
    return asked


def plot_half(g, plot, dice=(1,) * 60):
    """Only the plot's Ancient One half (after the investigators' attack), first option to
    every choice."""
    rig(g, *dice)
    run_step(g, "kingsport.epic_plot", who=-1, plot=K + plot, i=0)
    while not finished(g):
        g.apply(g.choice.options[0].id)
    return g


# ======================================================================== Nyarlathotep
@covers("kingsport:plot_nyarlathotep_join_me")
def test_join_me_makes_one_traitor_who_leaves_the_battle_and_wins_alone_if_the_others_lose():
    """Join Me!: from the first player each investigator may turn traitor, one at most; he
    leaves the battle and Nyarlathotep's combat rating improves by 2 (-4 to -6). A whole-card
    plot: no one attacks that round. The investigators then lose: the traitor wins alone."""
    g = epic(NYARL, PLAYERS)
    a, b, c = g.state.investigators
    asked = sinister_plot(g, "plot_nyarlathotep_join_me", answers=["Refuse", "Turn traitor"])
    # the first player marker passed to Bob as the round's card was drawn: Bob, then Carolyn
    assert [who for kind, who in asked if kind == "traitor"] == [b.seat, c.seat]
    assert c.eliminated and not a.eliminated and not b.eliminated
    assert g.state.rules_data["epic_battle"]["traitor"] == c.seat
    assert E.ao_combat(g) == -6
    assert "attacking the Ancient One" not in log_text(g) and "Nyarlathotep's attack" not in log_text(g)
    g.end(False, "the test ends the game")
    assert g.result["won"] is False and g.result["traitor"] == {"seat": c.seat, "investigator": c.id, "won": True}
    assert "the traitor, wins the game alone" in log_text(g)


@covers("kingsport:plot_nyarlathotep_join_me")
def test_join_me_offers_stop_after_a_traitor_and_he_alone_loses_if_the_others_win():
    g = epic(NYARL, PLAYERS)
    asked = sinister_plot(g, "plot_nyarlathotep_join_me", answers=["Turn traitor"])
    a, b, c = g.state.investigators
    assert [kind for kind, _ in asked].count("traitor") == 1  # no offer after the first traitor
    assert b.eliminated and not a.eliminated and not c.eliminated
    assert g.state.first == c.seat  # the traitor no longer holds the first player marker
    g.end(True, "banished", 5)
    assert g.result["traitor"]["won"] is False and "alone loses the game" in log_text(g)


@covers("kingsport:plot_nyarlathotep_join_me")
def test_a_lone_investigator_turning_traitor_ends_the_game_with_his_win():
    g = epic(NYARL, PLAYERS[:1])
    sinister_plot(g, "plot_nyarlathotep_join_me", answers=["Turn traitor"])
    assert g.is_over and g.result["won"] is False and g.result["traitor"]["won"] is True


@covers("kingsport:plot_nyarlathotep_join_me")
def test_join_me_refused_by_all_changes_nothing():
    g = epic(NYARL, PLAYERS)
    sinister_plot(g, "plot_nyarlathotep_join_me", answers=["Refuse", "Refuse", "Refuse"])
    assert not any(i.eliminated for i in g.state.investigators)
    assert "traitor" not in g.state.rules_data["epic_battle"] and E.ao_combat(g) == -4
    g.end(False, "the test ends the game")
    assert "traitor" not in g.result


@covers("kingsport:plot_nyarlathotep_tricked")
def test_tricked_leaves_each_investigator_one_clue_token_at_most():
    g = epic(NYARL, PLAYERS)
    a, b, c = g.state.investigators
    a.clues, b.clues, c.clues = 5, 1, 3
    plot_half(g, "plot_nyarlathotep_tricked")
    assert (a.clues, b.clues, c.clues) == (1, 1, 1)
    assert "loses 4 Clue tokens, keeping 1" in log_text(g)


@covers("kingsport:plot_nyarlathotep_the_masks")
def test_the_masks_devours_one_investigator_per_mask_drawn_for_the_doom_tokens():
    """One monster from the cup per doom token (3 here): two Masks among them devour two
    investigators, from the first player; the monsters go back to the cup; no one attacks."""
    g = epic(NYARL, PLAYERS, doom=3)
    cup = len(g.state.cup)
    rig_monsters(g, "base:haunter_of_the_dark", "base:zombie", "base:the_bloated_woman")
    sinister_plot(g, "plot_nyarlathotep_the_masks")
    a, b, c = g.state.investigators
    # the first player marker passed to Bob as the round's card was drawn: Bob, then Carolyn
    assert b.eliminated and c.eliminated and not a.eliminated
    assert "3 monsters drawn from the cup" in log_text(g) and "2 Masks" in log_text(g)
    assert len(g.state.cup) == cup
    assert "attacking the Ancient One" not in log_text(g)


# ====================================================================== Shub-Niggurath
@covers("kingsport:plot_shub_niggurath_unexpected_loss")
def test_unexpected_loss_takes_a_monster_trophy_and_devours_who_has_none_left():
    g = epic(SHUB)
    a, b = g.state.investigators
    for inv, n in ((a, 2), (b, 1)):
        for _ in range(n):
            m = g.state.cup.pop(0)
            C.claim_trophy(g, inv, m)
    plot_half(g, "plot_shub_niggurath_unexpected_loss")
    assert len(a.monster_trophies) == 1 and not a.eliminated and b.eliminated


@covers("kingsport:plot_shub_niggurath_immeasurable_power")
def test_immeasurable_power_improves_her_rating_adds_a_doom_token_then_she_attacks():
    g = epic(SHUB, doom=6)
    plot_half(g, "plot_shub_niggurath_immeasurable_power", dice=(5,) * 60)
    assert E.ao_combat(g) == -6 and g.state.doom == 7
    assert "Shub-Niggurath's attack" in log_text(g)


def _dark_young_fight(g, dice):
    """Resolve The Thousand Young's half, noting the combat choices offered."""
    rig(g, *dice)
    run_step(g, "kingsport.epic_plot", who=-1, plot="kingsport:plot_shub_niggurath_the_thousand_young", i=0)
    offered = []
    while not finished(g):
        if g.choice.kind == "combat":
            offered.append(labels(g))
        g.apply(g.choice.options[0].id)
    return offered


@covers("kingsport:plot_shub_niggurath_the_thousand_young")
def test_the_thousand_young_a_dark_young_defeated_removes_a_doom_token():
    """Each investigator fights a Dark Young with no evading and no flight; a Dark Young
    defeated removes a doom token (it is Endless under Shub-Niggurath: back to the cup)."""
    g = epic(SHUB, players=PLAYERS[:1], doom=5)
    inv = g.state.investigators[0]
    give(g, 0, "base:enchanted_knife")  # +3 magical: 1 + 3 - 1 = 3 dice
    inv.sliders = [3, 3, 3]
    offered = _dark_young_fight(g, (5,) * 60)
    assert offered and not any(o.startswith("Flee") for opts in offered for o in opts)
    assert g.state.doom == 4 and "defeats Dark Young" in log_text(g)
    assert not inv.monster_trophies and all(
        g.state.monsters[m] == C.CUP for m in g.state.monsters if C.base_id(m) == "base:dark_young"
    )


@covers("kingsport:plot_shub_niggurath_the_thousand_young")
def test_the_thousand_young_is_fought_to_the_finish_and_devours_the_loser():
    g = epic(SHUB, players=PLAYERS[:2], doom=5)
    a, b = g.state.investigators
    a.stamina = 2
    _dark_young_fight(g, (1,) * 200)
    assert a.eliminated and b.eliminated and g.is_over and g.result["won"] is False
    assert g.state.doom == 5
    assert all(g.state.monsters[m] == C.CUP for m in g.state.monsters if C.base_id(m) == "base:dark_young")


# ============================================================ reconstructed plots
TWICE = [
    ("dunwich:tsathoggua", "plot_tsathoggua_hunger_of_nkai"),
    ("dunwich:abhoth", "plot_abhoth_the_grey_mass_heaves"),
    ("dunwich:shudde_mell", "plot_shudde_mell_burrowing_deep"),
    ("kingsport:atlach_nacha", "plot_atlach_nacha_the_web_draws_tight"),
    ("kingsport:eihort", "plot_eihort_the_labyrinth"),
    ("kingsport:y_golonac", "plot_y_golonac_mouths_in_his_palms"),
    ("kingsport:yibb_tstll", "plot_yibb_tstll_her_gaze_returns"),
]


TWICE_IDS = (
    "kingsport:plot_tsathoggua_hunger_of_nkai",
    "kingsport:plot_abhoth_the_grey_mass_heaves",
    "kingsport:plot_shudde_mell_burrowing_deep",
    "kingsport:plot_atlach_nacha_the_web_draws_tight",
    "kingsport:plot_eihort_the_labyrinth",
    "kingsport:plot_y_golonac_mouths_in_his_palms",
    "kingsport:plot_yibb_tstll_her_gaze_returns",
)


@covers(*TWICE_IDS)
@pytest.mark.parametrize("ao,plot", TWICE)
def test_a_plot_may_have_the_ancient_one_attack_twice(ao, plot, monkeypatch):
    g = epic(ao)
    step = g.rules.packs.ancient_ones[ao].attack_step
    seen = []
    real = HANDLERS[step]

    def counted(g, fr):
        if not fr.get("counted"):
            fr["counted"] = True
            seen.append(step)
        return real(g, fr)

    monkeypatch.setitem(HANDLERS, step, counted)
    for inv in g.state.investigators:  # enough to live through two of Tsathoggua's attacks
        inv.clues, inv.sanity, inv.stamina = 3, 5, 5
        for _ in range(4):
            C.claim_trophy(g, inv, g.state.cup.pop(0))
        inv.gate_trophies += [g.state.gate_pile.pop(0), g.state.gate_pile.pop(0)]
    plot_half(g, plot, dice=(5,) * 60)
    assert len(seen) == 2  # the second comes even when the first devoured someone


@covers("kingsport:plot_eihort_the_labyrinth")
def test_the_labyrinth_gives_the_first_player_two_brood_tokens():
    g = epic("kingsport:eihort")
    plot_half(g, "plot_eihort_the_labyrinth", dice=(6,) * 10)
    assert g.state.rules_data["brood"] == {"0": 2}


@covers("kingsport:plot_tsathoggua_endless_torpor", "kingsport:plot_eihort_the_brood_stirs")
def test_a_later_box_ancient_ones_start_of_battle_happens_again():
    g = epic("dunwich:tsathoggua")
    a, b = g.state.investigators
    a.clues, b.clues = 4, 2
    for inv in (a, b):
        C.claim_trophy(g, inv, g.state.cup.pop(0))
    plot_half(g, "plot_tsathoggua_endless_torpor", dice=(6,) * 10)
    assert a.clues == b.clues == 0 and "Tsathoggua" in log_text(g)
    g = epic("kingsport:eihort")
    plot_half(g, "plot_eihort_the_brood_stirs", dice=(6,) * 10)
    assert g.state.rules_data["brood"] == {"0": 2, "1": 1}  # everyone one, then the first player's attack


@covers("kingsport:plot_glaaki_dreams_from_the_lake", "kingsport:plot_y_golonac_the_defilers_cult")
@pytest.mark.parametrize(
    "ao,plot,rise",
    [
        ("dunwich:glaaki", "plot_glaaki_dreams_from_the_lake", 3),
        ("kingsport:y_golonac", "plot_y_golonac_the_defilers_cult", 2),
    ],
)
def test_a_plot_may_raise_the_terror_level_before_the_attack(ao, plot, rise):
    """Glaaki's attack raises the terror level by 1 more; Y'Golonac's asks a split."""
    g = epic(ao)
    g.state.terror = 3
    plot_half(g, plot, dice=(6,) * 10)
    assert g.state.terror == 3 + rise


@covers(
    "kingsport:plot_glaaki_the_spines",
    "kingsport:plot_shudde_mell_the_earth_shakes",
    "kingsport:plot_y_golonac_obscene_whispers",
    "kingsport:plot_yibb_tstll_the_nightgaunts_swarm",
    "kingsport:plot_abhoth_unclean_touch",
)
@pytest.mark.parametrize(
    "ao,plot,san,sta",
    [
        ("dunwich:glaaki", "plot_glaaki_the_spines", 0, 2),
        ("dunwich:shudde_mell", "plot_shudde_mell_the_earth_shakes", 0, 2),
        ("kingsport:y_golonac", "plot_y_golonac_obscene_whispers", 2, 0),
        ("kingsport:yibb_tstll", "plot_yibb_tstll_the_nightgaunts_swarm", 2, 0),
        ("dunwich:abhoth", "plot_abhoth_unclean_touch", 1, 1),
    ],
)
def test_a_plot_may_cost_every_investigator_sanity_or_stamina(ao, plot, san, sta):
    g = epic(ao)
    a, b = g.state.investigators
    a.sanity = a.stamina = b.sanity = b.stamina = 4
    for inv in (a, b):
        inv.clues = 3
    plot_half(g, plot, dice=(6,) * 20)
    assert (a.sanity, a.stamina) == (4 - san, 4 - sta)
    assert (b.sanity, b.stamina) == (4 - san, 4 - sta)


@covers("kingsport:plot_glaaki_undead_host", "kingsport:plot_yibb_tstll_the_patient_one")
def test_a_plot_may_give_back_doom_tokens_up_to_the_track():
    g = epic("dunwich:glaaki", doom=5)
    plot_half(g, "plot_glaaki_undead_host")
    assert g.state.doom == 7
    g = epic("dunwich:glaaki", doom=11)
    plot_half(g, "plot_glaaki_undead_host")
    assert g.state.doom == 12  # Glaaki's track holds 12
    g = epic("kingsport:yibb_tstll", doom=4)
    plot_half(g, "plot_yibb_tstll_the_patient_one", dice=(6,) * 10)
    assert g.state.doom == 5 and "rolls" in log_text(g)


@covers(
    "kingsport:plot_abhoth_spawn_of_the_pool",
    "kingsport:plot_atlach_nacha_spinner_in_darkness",
    "kingsport:plot_eihort_the_pale_beast",
)
@pytest.mark.parametrize(
    "ao,plot,rating",
    [
        ("dunwich:abhoth", "plot_abhoth_spawn_of_the_pool", -5),
        ("kingsport:atlach_nacha", "plot_atlach_nacha_spinner_in_darkness", -6),
        ("kingsport:eihort", "plot_eihort_the_pale_beast", -5),
    ],
)
def test_a_plot_may_improve_the_combat_rating_for_the_rest_of_the_game(ao, plot, rating):
    g = epic(ao)
    for inv in g.state.investigators:
        inv.clues = 3
    plot_half(g, plot, dice=(6,) * 20)
    assert E.ao_combat(g) == rating


@covers("kingsport:plot_tsathoggua_formless_spawn", "kingsport:plot_atlach_nacha_children_of_leng")
@pytest.mark.parametrize(
    "ao,plot",
    [
        ("dunwich:tsathoggua", "plot_tsathoggua_formless_spawn"),
        ("kingsport:atlach_nacha", "plot_atlach_nacha_children_of_leng"),
    ],
)
def test_three_dice_per_investigator_each_success_costs_a_point(ao, plot):
    g = epic(ao)
    a, b = g.state.investigators
    a.sanity = a.stamina = b.sanity = b.stamina = 5
    plot_half(g, plot, dice=(5, 6, 1, 1, 1, 5))
    assert "3 successes" in log_text(g)
    assert a.sanity + a.stamina + b.sanity + b.stamina == 20 - 3


@covers("kingsport:plot_shudde_mell_chthonian_brood")
def test_chthonian_brood_devours_the_die_minus_three_investigators():
    g = epic("dunwich:shudde_mell", players=PLAYERS)
    plot_half(g, "plot_shudde_mell_chthonian_brood", dice=(5,))
    assert [i.eliminated for i in g.state.investigators] == [True, True, False]
    g = epic("dunwich:shudde_mell", players=PLAYERS)
    plot_half(g, "plot_shudde_mell_chthonian_brood", dice=(3,))
    assert not any(i.eliminated for i in g.state.investigators)


# ================================================================== the whole variant
def test_every_ancient_one_but_azathoth_has_three_plots_and_the_battle():
    """KH p.11: the variant is played against any Ancient One but Azathoth. A Dunwich Ancient
    One's plots come only with that box's Ancient Ones (``needs: [dunwich:ancient_ones]``)."""
    c = load_content(("base", "dunwich", "kingsport"))
    aos = sorted(c.ancient_ones)
    assert sorted(E.playable_against(c)) == [a for a in aos if a != "base:azathoth"] and len(aos) == 16
    plots = [p for p in c.battle_cards.values() if p.kind == "plot"]
    assert len(plots) == 45 and all(
        len(E.plots_of(type("G", (), {"content": c})(), a)) == 3 for a in aos if a != "base:azathoth"
    )
    alone = load_content(("base", "kingsport"))
    assert not any(p.ancient_one.startswith("dunwich:") for p in alone.battle_cards.values() if p.kind == "plot")
    part = load_content(("base", "dunwich:ancient_ones", "kingsport:epic_battle"))
    assert "dunwich:glaaki" in E.playable_against(part) and "kingsport:eihort" not in E.playable_against(part)


def test_an_ancient_one_without_three_plots_is_refused():
    """The guard kept for content that lacks a plot: such an Ancient One is not offered."""
    c = load_content(("base", "kingsport"))
    fake = type(
        "Content",
        (),
        {
            "ancient_ones": c.ancient_ones,
            "battle_cards": {k: v for k, v in c.battle_cards.items() if v.id != "kingsport:plot_yig_weakened"},
        },
    )()
    able = E.playable_against(fake)
    assert "base:yig" not in able and "base:cthulhu" in able and "base:azathoth" not in able


AOS = [
    "base:cthulhu",
    "base:hastur",
    "base:ithaqua",
    "base:nyarlathotep",
    "base:shub_niggurath",
    "base:yig",
    "base:yog_sothoth",
    "dunwich:abhoth",
    "dunwich:glaaki",
    "dunwich:shudde_mell",
    "dunwich:tsathoggua",
    "kingsport:atlach_nacha",
    "kingsport:eihort",
    "kingsport:y_golonac",
    "kingsport:yibb_tstll",
]


@pytest.mark.parametrize("n,ao", list(enumerate(AOS)))
def test_random_epic_battle_against_each_ancient_one(n, ao):
    """Seeded random games against each Ancient One, the doom track one short of full so that
    he soon wakes (each investigator given Clue tokens and trophies so that the start of battle
    leaves someone to fight) and the three Sinister Plots on top of the Epic Battle deck: the
    battle turns up his plots and runs to the game's end with the invariants checked."""
    g = arkham.new_game(
        seed=100 + n, ancient_one=ao, investigators=1 + n % 4, packs=["base", "dunwich", "kingsport"], epic_battle=True
    )
    g.state.doom = g.content.ancient_ones[ao].doom - 1
    for inv in g.state.investigators:  # what the start of some battles asks for, so the rounds come
        inv.clues += 3
        C.claim_trophy(g, inv, g.state.cup.pop(0))
        inv.gate_trophies.append(g.state.gate_pile.pop(0))
    d = g.state.rules_data["epic_battle"]
    plots = [c for c in d["deck"] if c.startswith(K + "epic_sinister_plot")]
    d["deck"] = plots + [c for c in d["deck"] if c not in plots]  # the three plots turn up first
    play_checked(g, random.Random(n))
    assert g.state.awakened and d["drawn"][0] == plots[0] and d["plot_discards"]
    assert all(g.content.battle_cards[p].ancient_one == ao for p in d["plot_discards"])


# ================================================================== bots and loading
def test_the_bot_never_turns_traitor_and_splits_a_loss_to_spare_the_lower_track():
    """The heuristic bot refuses Join Me!; for Y'Golonac's attack (the classic split of a
    loss) it takes more from the higher track, and a gain goes to the lower one."""
    from arkham.bots import HeuristicBot

    g = epic(NYARL, PLAYERS[:2])
    run_step(g, "kingsport.plot_traitor", who=-1, order=[0, 1], combat=2, why="Join Me!")
    assert g.choice.kind == "traitor" and HeuristicBot(1).choose(g) == "refuse"
    g = epic("kingsport:y_golonac", PLAYERS[:1])
    g.state.battle["round"] = 3
    inv = g.state.investigators[0]
    inv.sanity, inv.stamina = 2, 5
    run_step(g, "kingsport.y_golonac_attack", who=-1)
    assert g.choice.kind == "split" and HeuristicBot(1).choose(g) == "sanity:0"
    g = quiet_game()
    inv = g.state.investigators[0]
    inv.sanity, inv.stamina = C.max_sanity(g, inv) - 4, C.max_stamina(g, inv) - 1
    run_step(g, "fx.split", who=0, n=3)  # a gain: where the points are missing
    assert HeuristicBot(1).choose(g) == "sanity:3"


def test_a_record_may_need_a_part_of_another_pack():
    """``needs: [pack:part]`` loads a record only when that pack is in play with that part."""
    from arkham.content import loader
    from arkham.errors import ContentError

    man = loader.read_manifest("kingsport")
    need = ["dunwich:ancient_ones"]
    assert loader._parts_loaded(man, need, [], "w", ("base", "dunwich", "kingsport"))
    assert loader._parts_loaded(man, need, [], "w", ("base", "dunwich:ancient_ones", "kingsport"))
    assert not loader._parts_loaded(man, need, [], "w", ("base", "dunwich:board", "kingsport"))
    assert not loader._parts_loaded(man, need, [], "w", ("base", "kingsport"))
    assert loader._parts_loaded(man, ["kingsport:board"], ["board"], "w", ("base", "kingsport"))
    with pytest.raises(ContentError, match="unknown pack"):
        loader._parts_loaded(man, ["innsmouth:board"], [], "w", ("base",))
    with pytest.raises(ContentError, match="unknown part"):
        loader._parts_loaded(man, ["dunwich:nothing"], [], "w", ("base", "dunwich"))
