"""The Epic Battle variant (KH p.11): after the awakening's Upkeep, one Epic Battle card a
round (green on top of red) says who attacks and in what order; Sinister Plots turn up the
Ancient One's Plot cards; The End of Everything ends the game; never with Azathoth."""

import random

import pytest

import arkham
from arkham.content.loader import load_content
from arkham.errors import SetupError
from arkham.rules.kingsport import epic_battle as E
from arkham.testing import empty_handed, finished, give, log_text, play_checked, quiet_game, rig, run_step
from helpers.coverage_marks import covers
from helpers.coverage_marks import covered_ids

PACKS = ("base", "kingsport:epic_battle")
K = "kingsport:"
GREEN = [
    "epic_the_battle_is_joined",
    "epic_desperate_assault",
    "epic_steel_your_nerves",
    "epic_seize_the_moment",
    "epic_it_strikes_first",
    "epic_sinister_plot_green",
    "epic_hold_the_line",
    "epic_glimmer_of_hope",
]
RED = [
    "epic_the_end_of_everything",
    "epic_sinister_plot_red_1",
    "epic_sinister_plot_red_2",
    "epic_overwhelming_might",
    "epic_unrelenting_fury",
    "epic_the_stars_are_wrong",
    "epic_darkness_falls",
    "epic_final_stand",
]
PLOTS = {
    "base:cthulhu": ["plot_cthulhu_unnatural_regeneration", "plot_cthulhu_crashing_wave", "plot_cthulhu_flabby_maw"],
    "base:hastur": ["plot_hastur_high_stakes", "plot_hastur_growing_in_power", "plot_hastur_the_last_straw"],
    "base:ithaqua": ["plot_ithaqua_freezing_winds", "plot_ithaqua_scattered_like_pins", "plot_ithaqua_out_of_strength"],
    "base:yig": ["plot_yig_yigs_curse", "plot_yig_carpet_of_snakes", "plot_yig_weakened"],
    "base:yog_sothoth": [
        "plot_yog_sothoth_unbeatable",
        "plot_yog_sothoth_the_opener_and_the_way",
        "plot_yog_sothoth_the_key_and_the_gate",
    ],
}


def epic(ao="base:hastur", players=("base:amanda_sharpe", "base:bob_jenkins")):
    """An awake Ancient One, the Epic Battle decks set up, every investigator empty-handed."""
    g = quiet_game(investigators=players, ancient_one=ao, packs=PACKS)
    st = g.state
    st.rules_data["epic_battle"] = {}
    E.setup(g)
    st.awakened = True
    st.phase = "final battle"
    st.battle = {"round": 1, "tally": 0, "total": 0}
    st.doom = g.content.ancient_ones[ao].doom
    for inv in st.investigators:
        empty_handed(g, inv.seat, clues=0)
    return g


def on_top(g, card, plot=None):
    d = g.state.rules_data["epic_battle"]
    d["deck"].remove(K + card)
    d["deck"].insert(0, K + card)
    if plot:
        d["plots"].remove(K + plot)
        d["plots"].insert(0, K + plot)


def play_card(g, card, plot=None, dice=(1,) * 40):
    """Draw ``card`` and resolve it, answering the first option of every choice, up to the
    Upkeep that follows it."""
    on_top(g, card, plot)
    rig(g, *dice)
    run_step(g, "kingsport.epic_round", who=-1, st="draw")
    while not finished(g):
        epic_frame = next(fr for fr in g.state.stack if fr.get("k") == "kingsport.epic_round")
        if epic_frame.get("st") == "draw":
            break
        g.apply(g.choice.options[0].id)
    return g


def lines(g):
    return log_text(g).splitlines()


def first_line(g, text):
    return next(i for i, x in enumerate(lines(g)) if text in x)


@covers(
    "kingsport:epic_the_battle_is_joined",
    "kingsport:epic_desperate_assault",
    "kingsport:epic_steel_your_nerves",
    "kingsport:epic_seize_the_moment",
    "kingsport:epic_it_strikes_first",
    "kingsport:epic_sinister_plot_green",
    "kingsport:epic_hold_the_line",
    "kingsport:epic_glimmer_of_hope",
    "kingsport:epic_the_end_of_everything",
    "kingsport:epic_sinister_plot_red_1",
    "kingsport:epic_sinister_plot_red_2",
    "kingsport:epic_overwhelming_might",
    "kingsport:epic_unrelenting_fury",
    "kingsport:epic_the_stars_are_wrong",
    "kingsport:epic_darkness_falls",
    "kingsport:epic_final_stand",
)
def test_green_cards_are_shuffled_on_top_of_the_red_cards():
    """KH p.11: the eight green cards, shuffled, go on top of the eight red, shuffled; the
    Ancient One's three Plot cards are shuffled and set aside."""
    g = arkham.new_game(seed=2, ancient_one="base:cthulhu", investigators=1, packs=PACKS, epic_battle=True)
    d = g.state.rules_data["epic_battle"]
    assert sorted(d["deck"][:8]) == sorted(K + c for c in GREEN)
    assert sorted(d["deck"][8:]) == sorted(K + c for c in RED)
    assert sorted(d["plots"]) == sorted(K + p for p in PLOTS["base:cthulhu"])
    c = g.content.battle_cards
    assert [c[K + x].color for x in GREEN] == ["green"] * 8 and [c[K + x].color for x in RED] == ["red"] * 8


def test_the_variant_is_not_played_with_azathoth():
    """KH p.11: 'any Ancient One other than Azathoth'; every other Ancient One has his three
    Plot cards; a random Ancient One is drawn among the playable ones, never Azathoth."""
    with pytest.raises(SetupError, match="Azathoth"):
        arkham.new_game(seed=1, ancient_one="base:azathoth", investigators=1, packs=PACKS, epic_battle=True)
    g = arkham.new_game(seed=1, ancient_one="base:nyarlathotep", investigators=1, packs=PACKS, epic_battle=True)
    assert len(g.state.rules_data["epic_battle"]["plots"]) == 3
    with pytest.raises(SetupError, match="Epic Battle"):
        arkham.new_game(seed=1, investigators=1, packs=("base",), epic_battle=True)
    drawn = {
        arkham.new_game(seed=seed, investigators=1, packs=PACKS, epic_battle=True).state.ancient_one
        for seed in range(12)
    }
    assert "base:azathoth" not in drawn and len(drawn) > 1
    plain = arkham.new_game(seed=1, ancient_one="base:cthulhu", investigators=1, packs=PACKS)
    assert "epic_battle" not in plain.state.rules_data


@covers("kingsport:epic_the_end_of_everything")
def test_the_end_of_everything_ends_the_game_with_a_loss():
    """KH p.11: the red card The End of Everything ends the game at once; the investigators lose."""
    g = epic()
    play_card(g, "epic_the_end_of_everything")
    assert g.is_over and g.result["won"] is False
    assert "End of Everything" in g.result["how"]


@covers("kingsport:epic_it_strikes_first", "kingsport:epic_overwhelming_might", "kingsport:epic_darkness_falls")
@pytest.mark.parametrize("card", ["epic_it_strikes_first", "epic_overwhelming_might", "epic_darkness_falls"])
def test_some_cards_have_the_ancient_one_attack_first(card):
    """KH p.11: 'Sometimes the Ancient One attacks first'."""
    g = epic()
    play_card(g, card)
    assert first_line(g, "Hastur's attack") < first_line(g, "attacking the Ancient One")


@covers(
    "kingsport:epic_the_battle_is_joined",
    "kingsport:epic_steel_your_nerves",
    "kingsport:epic_hold_the_line",
    "kingsport:epic_final_stand",
)
@pytest.mark.parametrize(
    "card", ["epic_the_battle_is_joined", "epic_steel_your_nerves", "epic_hold_the_line", "epic_final_stand"]
)
def test_most_cards_have_the_investigators_attack_first(card):
    """KH p.11: 'Often, first the investigators attack, and then the Ancient One attacks'."""
    g = epic()
    play_card(g, card)
    assert first_line(g, "attacking the Ancient One") < first_line(g, "Hastur's attack")
    assert "Epic Battle, round 2" in log_text(g)  # an Upkeep follows the card
    assert any(fr.get("k") == "phase" and fr.get("name") == "upkeep" for fr in g.state.stack)


@covers("kingsport:epic_seize_the_moment", "kingsport:epic_unrelenting_fury")
def test_rarely_only_one_side_attacks():
    """KH p.11: 'rarely, only one side or the other will get to attack during a round'."""
    g = epic()
    play_card(g, "epic_seize_the_moment")
    assert "attacking the Ancient One" in log_text(g) and "Hastur's attack" not in log_text(g)
    g = epic()
    play_card(g, "epic_unrelenting_fury")
    assert "attacking the Ancient One" not in log_text(g) and "Hastur's attack" in log_text(g)


def attack_dice(g):
    line = next(x for x in lines(g) if "attacking the Ancient One: " in x)
    return int(line.split("attacking the Ancient One: ")[1].split(" ")[0])  # "1 die [..]", "3 dice [..]"


@covers("kingsport:epic_desperate_assault", "kingsport:epic_glimmer_of_hope", "kingsport:epic_the_stars_are_wrong")
@pytest.mark.parametrize(
    "card,mod",
    [
        ("epic_desperate_assault", 1),
        ("epic_glimmer_of_hope", 1),
        ("epic_the_stars_are_wrong", -1),
        ("epic_final_stand", 0),
    ],
)
def test_a_card_may_change_the_investigators_combat_checks(card, mod):
    """Reconstructed cards: the round's combat checks against the Ancient One get the card's modifier."""
    g = epic()
    play_card(g, card)
    plain = epic()
    play_card(plain, "epic_final_stand")
    assert attack_dice(g) == attack_dice(plain) + mod


@covers("kingsport:plot_hastur_high_stakes", "kingsport:epic_sinister_plot_green")
def test_sinister_plot_high_stakes_costs_four_sanity():
    """KH p.11 Sinister Plot; Hastur's plot High Stakes: the investigators attack as normal,
    then a failed Luck check against his attack costs 4 Sanity instead of 2."""
    g = epic(players=("base:amanda_sharpe",))
    inv = g.state.investigators[0]
    sanity = inv.sanity
    play_card(g, "epic_sinister_plot_green", "plot_hastur_high_stakes")
    assert "attacking the Ancient One" in log_text(g)
    assert inv.sanity == max(0, sanity - 4) or inv.eliminated
    assert "loses 4 Sanity" in log_text(g)
    d = g.state.rules_data["epic_battle"]
    assert d["plot_discards"] == [K + "plot_hastur_high_stakes"]


@covers("kingsport:plot_hastur_growing_in_power", "kingsport:epic_sinister_plot_red_1")
def test_growing_in_power_improves_the_combat_rating_for_the_rest_of_the_game():
    g = epic()
    before = E.ao_combat(g)
    play_card(g, "epic_sinister_plot_red_1", "plot_hastur_growing_in_power")
    assert E.ao_combat(g) == before - 1
    assert "Hastur's attack" in log_text(g)


@covers("kingsport:plot_hastur_the_last_straw", "kingsport:epic_sinister_plot_red_2")
def test_the_last_straw_devours_investigators_with_two_sanity_or_less():
    g = epic()
    a, b = g.state.investigators
    a.sanity, b.sanity = 2, 3
    play_card(g, "epic_sinister_plot_red_2", "plot_hastur_the_last_straw", dice=(5,) * 40)
    assert a.eliminated and not b.eliminated


@covers("kingsport:plot_ithaqua_out_of_strength")
def test_out_of_strength_devours_investigators_with_two_stamina_or_less():
    g = epic("base:ithaqua")
    a, b = g.state.investigators
    a.stamina, b.stamina = 3, 1
    play_card(g, "epic_sinister_plot_green", "plot_ithaqua_out_of_strength", dice=(5,) * 40)
    assert b.eliminated and not a.eliminated


@covers("kingsport:plot_ithaqua_scattered_like_pins")
def test_scattered_like_pins_costs_four_stamina():
    g = epic("base:ithaqua", players=("base:amanda_sharpe",))
    inv = g.state.investigators[0]
    inv.stamina = 5
    play_card(g, "epic_sinister_plot_green", "plot_ithaqua_scattered_like_pins")
    assert "loses 4 Stamina" in log_text(g)


@covers("kingsport:plot_ithaqua_freezing_winds")
def test_freezing_winds_rolls_for_every_item_again():
    """Ithaqua's start of battle again: a die for each item; a failure discards it."""
    g = epic("base:ithaqua", players=("base:amanda_sharpe",))
    give(g, 0, "base:tommy_gun")
    play_card(g, "epic_sinister_plot_green", "plot_ithaqua_freezing_winds")
    assert "frozen by Ithaqua" in log_text(g) and not g.state.investigators[0].cards


@covers("kingsport:plot_cthulhu_unnatural_regeneration")
def test_unnatural_regeneration_gives_cthulhu_three_doom_tokens():
    g = epic("base:cthulhu", players=("base:amanda_sharpe",))
    g.state.doom = 5
    play_card(g, "epic_sinister_plot_green", "plot_cthulhu_unnatural_regeneration")
    assert g.state.doom == 8
    assert log_text(g).count("Cthulhu regains a doom token") == 3


@covers("kingsport:plot_cthulhu_crashing_wave")
def test_crashing_wave_lowers_maxima_by_the_die():
    g = epic("base:cthulhu", players=("base:amanda_sharpe",))
    inv = g.state.investigators[0]
    before = inv.max_sanity_mod + inv.max_stamina_mod
    play_card(g, "epic_sinister_plot_green", "plot_cthulhu_crashing_wave", dice=(1,) * 1 + (1,) * 40)
    assert inv.max_sanity_mod + inv.max_stamina_mod == before - 1
    assert "The die shows 1" in log_text(g)


@covers("kingsport:plot_cthulhu_flabby_maw")
def test_flabby_maw_devours_the_die_minus_one_investigators():
    """Cthulhu's plot Flabby Maw: roll a die and subtract 1; that many investigators are
    devoured (decided: in turn order from the first player). Against Cthulhu's -6 empty-handed
    investigators roll no dice to attack, so the plot's die is the first."""
    g = epic("base:cthulhu", players=("base:amanda_sharpe", "base:bob_jenkins", "base:carolyn_fern"))
    play_card(g, "epic_sinister_plot_green", "plot_cthulhu_flabby_maw", dice=(3,) + (1,) * 40)
    assert "2 investigators are devoured" in log_text(g)
    assert sum(i.eliminated for i in g.state.investigators) == 2


@covers("kingsport:plot_yig_yigs_curse")
def test_yigs_curse_curses_everyone_again_and_devours_the_already_cursed():
    g = epic("base:yig")
    a, b = g.state.investigators
    give(g, 1, "base:curse")
    play_card(g, "epic_sinister_plot_green", "plot_yig_yigs_curse", dice=(5,) * 40)
    assert b.eliminated and not a.eliminated
    assert any(c.startswith("base:curse") for c in a.cards)


@covers("kingsport:plot_yig_carpet_of_snakes")
def test_carpet_of_snakes_shares_one_loss_per_success():
    """Yig's plot: 4 dice per investigator; each success costs one investigator 1 Sanity or 1
    Stamina (decided: shared out one at a time in turn order from the first player)."""
    g = epic("base:yig")
    a, b = g.state.investigators
    a.sanity = a.stamina = b.sanity = b.stamina = 5
    rig(g, 5, 6, 5, 1, 1, 1, 1, 1)  # the plot's eight dice: three successes
    run_step(g, "kingsport.epic_plot", who=-1, plot=K + "plot_yig_carpet_of_snakes", i=0)  # its Ancient One half
    asked = []
    while g.choice is not None and g.choice.prompt.startswith("Carpet of Snakes"):
        asked.append(g.choice.prompt.split(": ")[1].split(" loses")[0])
        g.apply("stamina")
    assert "3 successes" in log_text(g)
    assert len(asked) == 3 and asked[0] == asked[2] != asked[1]
    assert a.stamina + b.stamina == 10 - 3


@covers("kingsport:plot_yig_weakened")
def test_weakened_devours_investigators_with_one_sanity_or_one_stamina():
    g = epic("base:yig", players=("base:amanda_sharpe", "base:bob_jenkins", "base:carolyn_fern"))
    a, b, c = g.state.investigators
    a.sanity, b.stamina, c.sanity, c.stamina = 1, 1, 2, 2
    play_card(g, "epic_sinister_plot_green", "plot_yig_weakened", dice=(5,) * 40)
    assert a.eliminated and b.eliminated and not c.eliminated


@covers("kingsport:plot_yog_sothoth_unbeatable")
def test_unbeatable_gives_physical_immunity_while_the_investigators_attack():
    """Yog-Sothoth's plot: Physical Immunity until the end of the round; a physical weapon adds
    nothing to the attack (base p.15 immunity)."""
    from arkham.rules.classic.combat_gear import defenses

    g = epic("base:yog_sothoth", players=("base:amanda_sharpe",))
    inv = g.state.investigators[0]
    inv.gate_trophies = [g.state.gate_pile.pop(0)]
    on_top(g, "epic_sinister_plot_green", "plot_yog_sothoth_unbeatable")
    assert "physical_immunity" not in defenses(g, "ao")
    seen = []
    rig(g, *([5] * 40))
    run_step(g, "kingsport.epic_round", who=-1, st="draw")
    while (
        not finished(g)
        and next(fr for fr in g.state.stack if fr.get("k") == "kingsport.epic_round").get("st") != "draw"
    ):
        if any(fr.get("k") == "battle.attack" for fr in g.state.stack):
            seen.append("physical_immunity" in defenses(g, "ao"))
        g.apply(g.choice.options[0].id)
    assert seen and all(seen)  # while the investigators attack
    assert "physical_immunity" not in defenses(g, "ao")  # gone with the next round's Upkeep
    assert "physical immunity" in log_text(g)


@covers("kingsport:plot_yog_sothoth_the_opener_and_the_way")
def test_the_opener_and_the_way_adds_a_doom_token_per_gate_open_at_the_awakening():
    g = epic("base:yog_sothoth", players=("base:amanda_sharpe",))
    from arkham.testing import open_gate

    open_gate(g, "base:arkham/woods", "base:world/yuggoth")
    open_gate(g, "base:arkham/graveyard", "base:world/abyss")
    g.state.doom = 5
    play_card(g, "epic_sinister_plot_green", "plot_yog_sothoth_the_opener_and_the_way", dice=(5,) * 40)
    assert g.state.doom == 7 and "one for each gate open when it awoke" in log_text(g)


@covers("kingsport:plot_yog_sothoth_the_key_and_the_gate")
def test_the_key_and_the_gate_takes_a_gate_trophy_and_devours_who_has_none_left():
    g = epic("base:yog_sothoth")
    a, b = g.state.investigators
    a.gate_trophies = [g.state.gate_pile.pop(0), g.state.gate_pile.pop(0)]
    b.gate_trophies = [g.state.gate_pile.pop(0)]
    play_card(g, "epic_sinister_plot_green", "plot_yog_sothoth_the_key_and_the_gate", dice=(5,) * 40)
    assert len(a.gate_trophies) == 1 and not a.eliminated and b.eliminated


def test_an_upkeep_comes_before_every_card():
    """KH p.11: the Upkeep after the awakening, then a card, then another Upkeep, and so on."""
    g = epic(players=("base:amanda_sharpe",))
    run_step(g, "kingsport.epic_round", who=-1)
    assert g.state.battle["round"] == 2 and "Epic Battle, round 2" in log_text(g)
    assert not g.state.rules_data["epic_battle"]["drawn"]  # the Upkeep first
    assert any(fr.get("k") == "phase" and fr.get("name") == "upkeep" for fr in g.state.stack)


@pytest.mark.parametrize("seed", range(8))
def test_random_epic_battle_games_end_with_invariants(seed):
    """Seeded random games with the Epic Battle variant run to their end with the invariants;
    once awake the battle draws Epic Battle cards, never the classic rounds."""
    packs = ["base", "kingsport"] if seed % 2 else list(PACKS)
    g = arkham.new_game(seed=seed, investigators=1 + seed % 4, packs=packs, epic_battle=True)

    def no_classic_round(g):
        assert not any(fr.get("k") == "battle.round" for fr in g.state.stack)

    play_checked(g, random.Random(seed), each=no_classic_round)
    if g.state.awakened:
        assert g.state.rules_data["epic_battle"]["drawn"] or g.result is not None


def test_every_battle_card_has_a_covering_test():
    c = load_content(("base", "kingsport"))
    marks = covered_ids()
    ids = [x for x in c.battle_cards if x.startswith(K)]
    assert len([x for x in ids if c.battle_cards[x].kind == "epic"]) == 16
    assert len([x for x in ids if c.battle_cards[x].kind == "plot"]) == 33  # the Dunwich 12 need that box
    assert sorted(E.playable_against(c)) == sorted(a for a in c.ancient_ones if a != "base:azathoth")
    assert not [x for x in ids if x not in marks]


def test_variants_save_load_and_replay_to_the_same_state():
    """Saves and replays give the same state: a game with a Herald, a Guardian and the Epic
    Battle is saved mid-way, loaded and replayed from its settings and answers."""
    from arkham.saved_games import Answer, SavedGame, replay_game

    settings = {
        "seed": 4,
        "ancient_one": "base:hastur",
        "investigators": 2,
        "packs": ["base", "kingsport"],
        "sheets": {"herald": "ghroth", "guardian": "hypnos"},
        "epic_battle": True,
    }
    g = arkham.new_game(**settings)
    rng = random.Random(4)
    answers = []
    while not g.is_over:
        a = rng.choice(g.choice.options).id
        answers.append(a)
        g.apply(a)
        if len(answers) == 150:
            back = arkham.load(g.to_json())
            assert back == g
    assert g.state.awakened or g.is_over
    saved = SavedGame(
        id=1,
        created="",
        updated="",
        settings=settings,
        seats=["person", "person"],
        ancient_one="base:hastur",
        investigators=[],
        turn=0,
        answers=len(answers),
        finished=True,
        result=None,
        snapshot="",
        hash="",
    )
    *_, (again, _) = replay_game(
        saved, [Answer(n=i, who=0, option_id=a, label="", by="person", hash="") for i, a in enumerate(answers)]
    )
    assert again == g


def test_the_command_line_plays_the_variants_and_replays_them(tmp_path):
    """`arkham play --herald ghroth --guardian hypnos --epic-battle`: bots play it to its end,
    the choices are saved with the game and its replay reaches the same end."""
    from typer.testing import CliRunner

    from arkham.cli import app
    from arkham.saved_games import GameStore

    db = tmp_path / "games.sqlite"
    res = CliRunner().invoke(
        app,
        [
            "play",
            "--packs",
            "base,kingsport",
            "-a",
            "hastur",
            "-n",
            "2",
            "--bots",
            "all",
            "--seed",
            "6",
            "--herald",
            "ghroth",
            "--guardian",
            "hypnos",
            "--epic-battle",
            "--db",
            str(db),
            "--no-clear",
            "--log-lines",
            "1",
        ],
    )
    assert res.exit_code == 0, res.output[-2000:]
    with GameStore(db) as store:
        (saved,) = store.games()
        assert saved.settings["sheets"] == {"herald": "ghroth", "guardian": "hypnos"} and saved.settings["epic_battle"]
        assert saved.finished
    res = CliRunner().invoke(app, ["replay", "1", "--db", str(db), "--auto", "--no-clear", "--log-lines", "1"])
    assert res.exit_code == 0, res.output[-2000:]


def test_every_card_of_the_battle_logs_the_first_player_marker_passing():
    """KH p.11 with base p.22: after each Upkeep the first player marker passes to the left,
    and the log says to whom, so the round is seen to start with the right investigator."""
    g = epic()
    first = g.state.first
    play_card(g, "epic_the_battle_is_joined")
    after = g.state.investigators[g.state.first]
    assert g.state.first != first
    assert f"The first player marker passes to {g.content.investigators[after.id].name}" in log_text(g)
