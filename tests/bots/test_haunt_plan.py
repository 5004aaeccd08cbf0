"""The heuristic bot's Haunt plan (src/arkham/bots/boxes/haunt.py): scenes where the plan
must pick the sensible answer."""

from __future__ import annotations

import random

from helpers.haunt_scenes import AREA, at, gate, haunt_game, monster, mythos, skills

from arkham.bots.boxes import haunt as P
from arkham.rules.haunt.activities import SEAL_CLUES

RNG = random.Random(0)


def ask(g, kind: str, ids: list[str], who: int = 0, prompt: str = "?") -> str | None:
    return P.choose(g, {"who": who, "prompt": prompt, "kind": kind}, ids, RNG)


def test_allocation_serves_the_skill_checked():
    # Amanda's Fight/Will pair: Fight 1-4 against Will 4-1, so the best stop depends on the check
    g = haunt_game()
    at(g, 0, "independence_square")
    stops = ["alloc:0", "alloc:1", "alloc:2", "alloc:3", "none"]
    g.state.stack.append({"k": "check", "who": 0, "skill": "will", "mod": -1, "diff": 1})
    assert ask(g, "allocate", stops) == "alloc:0"  # Will 4
    g.state.stack[-1]["skill"] = "fight"
    assert ask(g, "allocate", stops) == "alloc:3"  # Fight 4


def test_attacks_are_repeated_only_while_the_blow_is_likely():
    g = haunt_game()
    at(g, 0, "rivertown_streets")
    skills(g, 0, fight=0)  # Fight 1, every stop covered
    gaunt = monster(g, "nightgaunt", "rivertown_streets")  # Toughness 2, Combat -2, no Stamina damage
    g.state.stack.append({"k": "haunt.fight", "inv": 0, "target": gaunt})
    assert ask(g, "continue", ["again", "round"]) == "round"  # a new round offers an escape
    skills(g, 0, fight=3)  # Fight 4
    cultist = monster(g, "cultist", "rivertown_streets")  # Toughness 1, Combat +1
    g.state.stack[-1]["target"] = cultist
    assert ask(g, "continue", ["again", "round"]) == "again"


def test_clue_tokens_are_kept_for_rituals():
    g = haunt_game()
    inv = at(g, 0, "independence_square")
    inv.clues = 2
    g.state.stack.append({"k": "check", "who": 0, "skill": "luck", "mod": 0, "diff": 1, "dice": [2]})
    ids = ["clue", "accept"]
    assert ask(g, "check", ids) == "accept"  # a Location card: not worth a seal's clue
    g.state.stack[-1].update(skill="focus", why="completing the ritual")
    assert ask(g, "check", ids) == "clue"  # the ritual itself
    g.state.stack[-1]["dice"] = [5]
    assert ask(g, "check", ids) == "accept"  # already passed
    inv.clues = SEAL_CLUES + 1
    g.state.stack[-1].update(skill="luck", why="", dice=[1])
    assert ask(g, "check", ids) == "clue"  # more than a seal needs


def test_a_clue_is_spent_to_survive_a_blow():
    g = haunt_game()
    inv = at(g, 0, "rivertown_streets")
    inv.clues = 1
    inv.sanity = 1
    m = monster(g, "zombie", "rivertown_streets")  # 1 Sanity of horror
    g.state.stack.append({"k": "haunt.fight", "inv": 0, "target": m})
    g.state.stack.append(
        {
            "k": "check",
            "who": 0,
            "skill": "will",
            "kind": "horror",
            "mod": -1,
            "diff": 1,
            "dice": [3],
            "why": "horror of Zombie",
        }
    )
    assert ask(g, "check", ["clue", "accept"]) == "clue"
    inv.sanity = 3
    assert ask(g, "check", ["clue", "accept"]) == "accept"


def test_banishing_is_for_monsters_bound_for_an_activity():
    g = haunt_game()
    mythos(g, "campus_security_increased")  # Independence Square; grey circle; black diamond, square
    gate(g, "the_unnamable", "plateau_of_leng")  # a diamond gate
    inv = at(g, 0, "the_unnamable")
    inv.clues = 1
    idle = monster(g, "elder_thing", "rivertown_streets")  # diamond, no clue: bound for nothing
    ids = ["investigate", "banish", "enter", "none"]
    assert ask(g, "activity", ids) == "investigate"
    primed = monster(g, "shoggoth", "independence_square", clues=2)  # diamond on black: it would raise Terror
    assert P.imminent(g, primed) == 4.0
    assert ask(g, "activity", ids) == "banish"
    assert ask(g, "banish", [idle, primed, "stop"]) == primed  # the primed one goes first


def test_a_monster_about_to_raise_the_terror_level_is_met():
    g = haunt_game()
    mythos(g, "dreams_of_a_sunken_city")  # Independence Square; grey plus; black crescent
    inv = at(g, 0, "bank_of_arkham")  # two moves away
    maniac = monster(g, "maniac", "independence_square", clues=1)
    assert P.imminent(g, maniac) == 2.0
    assert P.target(g, inv) == AREA["independence_square"]
    # the same maniac far from its Mythos location is not about to act
    g.state.monsters[maniac] = AREA["black_cave"]
    assert P.imminent(g, maniac) < 0.8
    g.state.monsters[maniac] = AREA["downtown_streets"]  # one move from it
    assert P.imminent(g, maniac) == 0.8


def test_clues_flow_to_the_investigator_holding_most():
    g = haunt_game()
    a, b = at(g, 0, "independence_square"), at(g, 1, "independence_square")
    a.clues, b.clues = 3, 1
    assert ask(g, "assets", ["done", "clue:0"], who=1) == "clue:0"
    assert ask(g, "assets", ["done", "clue:1"], who=0) == "done"  # never back to the poorer
    assert ask(g, "day", ["city:0", "city:1", "assets:0", "assets:1", "end"]) == "assets:1"


def test_doom_for_a_new_day_terror_rather_than_an_ancient_one_at_a_ritual():
    """HotW §Ancient One Encounters, Encounter Check: six empty Doom spaces keep the Ancient
    One asleep at a ritual, so a new day pays Terror rather than leave fewer (while the
    Terror track has room), and a ritual pays Terror rather than wake it."""
    g = haunt_game()
    g.state.doom = 5  # Nyarlathotep's track: 11
    day = "a new day: place 2 Doom or 1 Terror?"
    ritual = "the ritual at Independence Square: place 2 Doom or 1 Terror?"
    assert ask(g, "doom", ["doom", "terror"], prompt=day) == "terror"  # 4 empty after: Terror
    assert ask(g, "doom", ["doom", "terror"], prompt=ritual) == "terror"  # 4 empty after: the Ancient One stirs
    g.state.doom = 3
    assert ask(g, "doom", ["doom", "terror"], prompt=day) == "doom"  # 6 stay empty
    assert ask(g, "doom", ["doom", "terror"], prompt=ritual) == "doom"
    g.state.doom, g.state.terror = 5, 8
    assert ask(g, "doom", ["doom", "terror"], prompt=day) == "doom"  # Terror near its end: Doom


def test_the_investigator_with_a_ritual_in_reach_starts_the_phase():
    g = haunt_game()
    mythos(g, "sheldon_gang_turns_to_police_for_aid")  # grey circle: sealable
    gate(g, "independence_square", "yuggoth")
    at(g, 0, "bank_of_arkham")  # nothing to seal with
    bob = at(g, 1, "downtown_streets")
    bob.clues = SEAL_CLUES
    assert P.urgency(g, bob) > P.urgency(g, g.state.investigators[0])
    assert ask(g, "day", ["city:0", "city:1", "end"]) == "city:1"


def test_the_last_step_of_a_move_keeps_away_from_hunters():
    g = haunt_game()
    zombie = monster(g, "zombie", "merchant_district_streets")  # no Mythos card shows it: it hunts
    assert P.danger(g, AREA["miskatonic_u_streets"]) == 1
    assert P.danger(g, AREA["merchant_district_streets"]) == 2
    assert P.danger(g, AREA["police_station"]) == 0
    assert g.state.monsters[zombie] == AREA["merchant_district_streets"]


def test_a_ritual_in_reach_starts_a_phase_past_the_days_cap_with_the_slowest_speed_that_reaches():
    """HotW §City Phase I-II: the Speed bonus that starts the phase gives its movement; the
    plan keeps faster stops for later and never leaves a seal in reach unplayed."""
    from arkham.rules.haunt.data import hd

    g = haunt_game()
    mythos(g, "sheldon_gang_turns_to_police_for_aid")  # grey circle: sealable
    gate(g, "independence_square", "yuggoth")
    amanda = at(g, 0, "bank_of_arkham")  # two moves from the gate
    amanda.clues = SEAL_CLUES
    hd(g)["alloc"]["0"] = {"covered": [[0, 0], [0, 3]], "now": []}  # two City phases today already
    assert P.wants_city(g, amanda)
    assert ask(g, "allocate", ["stop:1", "stop:2"]) == "stop:1"  # Speed 2 reaches; Speed 3 is kept
    amanda.clues = 0  # nothing to seal: the day's cap holds
    assert not P.wants_city(g, amanda)


def test_a_goal_out_of_reach_starts_no_city_phase():
    g = haunt_game()
    amanda = at(g, 0, "independence_square")
    g.state.clues_on["base:arkham/library"] = 1  # four moves away, Speed 4 at best
    assert P.target(g, amanda) == "base:arkham/library" and P.speed_now(g, amanda) == 4
    assert P.wants_city(g, amanda)
    g.state.clues_on.pop("base:arkham/library")
    g.state.clues_on["base:arkham/woods"] = 1  # five moves away
    assert P.target(g, amanda) == AREA["woods"]
    assert not P.wants_city(g, amanda)  # every monster would move for nothing


def test_upkeep_frees_the_fastest_speed_stop_first():
    """HotW §Upkeep XII: any five markers come off; Speed stops start City phases."""
    g = haunt_game()
    at(g, 0, "independence_square")
    ids = ["0:1", "0:3", "1:3", "2:0"]
    assert ask(g, "markers", ids) == "0:3"  # Speed 4
    assert ask(g, "markers", ["1:0", "1:3", "2:0"]) == "1:3"  # then the best Fight
    assert ask(g, "markers", ["2:0", "2:2"]) in ("2:0", "2:2")


def test_a_banishing_is_not_spent_on_one_clue_bound_to_summon():
    """HotW §Banish monsters: a Clue token for a roll; one clue on a summoner is not worth it."""
    g = haunt_game()
    mythos(g, "sheldon_gang_turns_to_police_for_aid")  # the Graveyard; grey circle
    gate(g, "the_unnamable", "yuggoth")  # a circle gate
    inv = at(g, 0, "the_unnamable")
    inv.clues = 1
    card = g.content.mythos["base:sheldon_gang_turns_to_police_for_aid"]
    m = monster(g, "mi_go", card.gate, clues=1)  # circle, at its Mythos location, grey
    assert P.threat(g, m) == 1.5
    ids = ["investigate", "banish", "enter", "none"]
    assert ask(g, "activity", ids) == "investigate"
    monster(g, "byakhee", card.gate, clues=1)  # a second circle monster there
    assert P.banish_worth(g, AREA["the_unnamable"]) == 3.0
    assert ask(g, "activity", ids) == "banish"


def test_a_hurt_investigator_heads_for_care_in_reach_and_takes_all_of_it():
    """Ruling 32 (HotW §Shops, Loans, And Retainers): St. Mary's heals instead of its card."""
    g = haunt_game()
    inv = at(g, 0, "uptown_streets")  # St. Mary's is next door
    skills(g, 0, speed=3)
    hospital = "base:arkham/st_marys_hospital"
    g.state.clues_on[AREA["woods"]] = 1  # also next door
    assert P.target(g, inv) == AREA["woods"]  # whole: the clue
    inv.stamina = 1
    assert P.target(g, inv) == hospital
    inv.where = hospital
    assert ask(g, "activity", ["investigate", "none"]) == "investigate"  # frail, but care is here
    ids = ["encounter", "special:medical_care:1", "special:medical_care:full"]
    inv.money = 2
    assert ask(g, "encounter", ids) == "special:medical_care:full"
    assert ask(g, "encounter", ["encounter", "special:medical_care:1"]) == "special:medical_care:1"
    inv.stamina = P.C.max_stamina(g, inv)
    assert P.care_in_reach(g, inv) is None


def test_a_shop_arms_a_lightly_armed_investigator_and_buys_only_weapons():
    g = haunt_game()
    inv = at(g, 0, "general_store")
    inv.money = 1
    assert ask(g, "encounter", ["encounter", "special:shop_common"]) == "encounter"  # too poor to shop
    inv.money = 10
    assert ask(g, "encounter", ["encounter", "special:shop_common"]) == "special:shop_common"
    gun, knife, food = "base:tommy_gun", "base:knife", "base:food"
    assert ask(g, "buy", [f"buy:{food}", f"buy:{knife}", f"buy:{gun}", "done"]) == f"buy:{gun}"
    assert ask(g, "buy", [f"buy:{food}", "done"]) == "done"


def test_trophies_no_gate_can_use_buy_clues_at_the_science_building():
    """Ruling 32: Dissection (5 Toughness of monster trophies for 2 Clue tokens) replaces the
    Science Building's card; only crescent trophies (the Outskirts, on no gate) are spent."""
    g = haunt_game()
    inv = at(g, 0, "miskatonic_u_streets")  # the Science Building is next door
    skills(g, 0, speed=3)
    kinds = ("ghost", "maniac", "zombie", "vampire", "mi_go")  # crescent 1, 1, 1, 2; circle
    ghost, maniac, zombie, vampire, mi_go = (monster(g, k, "miskatonic_u_streets") for k in kinds)
    for m in (ghost, maniac, zombie, vampire, mi_go):
        del g.state.monsters[m]
    assert sum(P.C.toughness(g, m) for m in (ghost, maniac, zombie, vampire)) == P.DISSECTION_TOUGHNESS
    inv.monster_trophies = [mi_go, ghost, maniac, zombie, vampire]
    assert P.target(g, inv) == AREA["science_building"]
    inv.where = AREA["science_building"]
    pay = f"special:dissection:{P.DISSECTION_TOUGHNESS}:0"
    assert ask(g, "encounter", ["encounter", pay]) == pay
    spend = [f"spend:{m}" for m in inv.monster_trophies]
    assert ask(g, "trophy", spend) == f"spend:{vampire}"  # a spare one, the toughest
    inv.monster_trophies = [mi_go, ghost, maniac, zombie]  # the spare ones fall short
    assert ask(g, "encounter", ["encounter", pay]) == "encounter"


def primed_scene():
    """A Shoggoth with two clues at Independence Square, where a Mythos card shows the
    diamond on black: it raises the Terror level twice at the end of the next City phase,
    whoever starts it. Amanda (one clue) stands at a face-up diamond gate; Bob holds a
    seal's clues at a sealable gate, too slow to reach Amanda's."""
    g = haunt_game()
    mythos(g, "campus_security_increased", "sheldon_gang_turns_to_police_for_aid")  # black diamond; grey circle
    gate(g, "the_unnamable", "plateau_of_leng")  # a diamond gate
    gate(g, "woods", "yuggoth")  # a circle gate: sealable
    amanda = at(g, 0, "the_unnamable")
    amanda.clues = 1
    bob = at(g, 1, "woods")
    bob.clues = SEAL_CLUES
    skills(g, 1, speed=0, fight=0)  # Speed 1: the Unnamable is out of his reach
    shoggoth = monster(g, "shoggoth", "independence_square", clues=2)
    return g, amanda, bob, shoggoth


def test_the_first_phase_goes_to_whoever_can_stop_a_primed_monster():
    """HotW §City Phase VI: monsters act at the end of every City phase, after the active
    investigator's activity; a banishing then sends a primed monster away before it acts,
    while the seal in reach can wait for the day's next phase."""
    g, amanda, bob, shoggoth = primed_scene()
    assert P.primed(g) == {shoggoth: 4.0}
    assert P.stop_spot(g, amanda) == AREA["the_unnamable"]
    assert P.target(g, amanda) == AREA["the_unnamable"]
    assert P.urgency(g, amanda) > P.urgency(g, bob)  # before: the seal went first
    assert ask(g, "day", ["city:0", "city:1", "end"]) == "city:0"
    assert ask(g, "activity", ["investigate", "banish", "enter", "none"]) == "banish"
    amanda.clues = 0  # nothing to banish with: the seal goes first
    assert P.stop_spot(g, amanda) is None
    assert ask(g, "day", ["city:0", "city:1", "end"]) == "city:1"


def test_a_monster_not_yet_at_its_mythos_location_is_not_primed():
    g, amanda, bob, shoggoth = primed_scene()
    g.state.monsters[shoggoth] = AREA["black_cave"]  # no card shows the Black Cave
    assert P.primed(g) == {} and P.stop_spot(g, amanda) is None
    g.state.monsters[shoggoth] = AREA["independence_square"]
    from arkham.rules.haunt.data import set_mclues

    set_mclues(g, shoggoth, 0)  # no clue: nothing to act with
    assert P.primed(g) == {}


def test_what_the_primed_plan_reads_is_what_the_players_see():
    """The plan's look at primed monsters reads the board, the monsters' clues and the
    Mythos cards: a clone with every deck, the cup and the gate pile reshuffled and the
    face-down gates' worlds swapped gives the same answers, all game long."""
    import arkham
    from arkham.bots.expert import ExpertBot
    from arkham.rules.haunt.data import hd

    g = arkham.new_game(seed=31, ancient_one="base:cthulhu", investigators=3, ruleset="haunt")
    player = ExpertBot(31)
    rng = random.Random(5)
    compared = 0
    while not g.is_over and compared < 400:
        h = g.clone()
        st = h.state
        for pile in list(st.decks.values()) + [st.cup, st.gate_pile]:
            rng.shuffle(pile)
        down = [a for a in hd(h)["face_down"] if a in st.gates]
        worlds = [st.gates[a] for a in down]
        rng.shuffle(worlds)
        st.gates.update(zip(down, worlds))
        for inv, other in zip(g.state.investigators, st.investigators):
            assert P.stops(g, inv) == P.stops(h, other)
            assert P.stop_spot(g, inv) == P.stop_spot(h, other)
        assert P.primed(g) == P.primed(h)
        compared += 1
        g.apply(player.choose(g))
    assert compared > 100


def test_the_haunt_plan_is_deterministic():
    import arkham
    from arkham.bots.expert import ExpertBot
    from arkham.testing import play_bot

    runs = []
    for _ in range(2):
        g = arkham.new_game(seed=47, ancient_one="base:yig", investigators=3, ruleset="haunt")
        runs.append((play_bot(g, ExpertBot(47)), g.state_hash()))
    assert runs[0] == runs[1] and len(runs[0][0]) > 50
