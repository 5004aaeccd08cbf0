"""Loading a second pack: content merge, per-pack checks, rule modules named by the
manifest and joined through the extension points, clear errors for bad input."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

import arkham
from arkham.content.loader import CONTENT_ROOT, Content, check_content, load_content, load_pack
from arkham.errors import ContentError, SetupError
from arkham.rules.extensions import build_hooks
from arkham.state import SKY


def test_base_alone_enables_only_its_monster_rules():
    c = load_content(("base",))
    assert c.hooks.modules == ("classic.base_monsters",)
    assert not c.hooks.movement_kinds and not c.hooks.space_rules and not c.hooks.monster_movers
    assert list(c.towns) == ["base:arkham"] and c.towns["base:arkham"].depots == ("base:arkham/train_station",)
    assert c.limit_places == frozenset(c.areas) | {SKY}
    assert not c.spaces and not c.tracks


def test_dunwich_merges_its_board_with_the_base_content():
    base = load_content(("base",))
    c = load_content(("base", "dunwich"))
    assert set(base.areas) < set(c.areas)
    assert len(c.areas) - len(base.areas) == 13  # 4 streets and 9 locations
    assert set(c.towns) == {"base:arkham", "dunwich:dunwich"}
    assert c.hooks.modules == (
        "classic.base_monsters",
        "towns",
        "dunwich.vortices",
        "dunwich.dark_man",
        "dunwich.location_cards",
        "dunwich.monsters",
        "dunwich.ancient_ones",
        "dunwich.shudde_mell",
        "dunwich.tasks",
        "dunwich.items",
        "dunwich.cards",
        "dunwich.special_cards",
        "dunwich.investigators",
        "dunwich.injuries",
        "dunwich.other_worlds",
        "dunwich.dunwich_horror",
        "dunwich.mythos_cards",
    )
    assert set(c.hooks.movement_kinds) == {"train"} and set(c.hooks.space_rules) == {"vortex"}
    assert set(c.hooks.monster_movers) == {
        "stalker",
        "colour_out_of_space",
        "hunting_horror",
        "dunwich_horror",
        "chthonian",
    }
    # the base records are all there, and the Dunwich monsters join them under their own ids
    assert set(base.monsters) < set(c.monsters)
    assert "dunwich:cultist" in c.monsters and "base:cultist" in c.monsters
    assert set(base.cards) < set(c.cards) and set(base.mythos) < set(c.mythos)
    assert c.cards["dunwich:flamethrower"].deck == "common"  # merged into the base Common deck


def test_packs_load_in_a_fixed_order_whatever_order_they_are_named_in():
    a = load_content(("dunwich", "base"))
    b = load_content(("base", "dunwich"))
    assert list(a.areas) == list(b.areas) and a.hooks.modules == b.hooks.modules


def test_unknown_pack_named_twice_or_without_base_is_refused():
    with pytest.raises(ContentError, match="unknown pack 'innsmouth'"):
        load_content(("base", "innsmouth"))
    with pytest.raises(ContentError, match="pack 'dunwich' is named twice"):
        load_content(("base", "dunwich", "dunwich"))
    with pytest.raises(ContentError, match="'base' pack is required"):
        load_content(("dunwich",))
    with pytest.raises(SetupError, match="unknown pack 'innsmouth'"):
        arkham.new_game(seed=1, packs=["base", "innsmouth"])


def test_a_pack_needs_the_packs_it_requires():
    with pytest.raises(ContentError, match="pack 'dunwich' requires the pack 'base'"):
        load_pack("dunwich", Content(packs=("dunwich",)))


def _copy(tmp_path: Path, pack: str, file: str, old: str, new: str) -> Path:
    root = tmp_path / "packs"
    for p in ("base", "dunwich"):
        shutil.copytree(CONTENT_ROOT / p, root / p)
    f = root / pack / file
    text = f.read_text()
    assert old in text
    f.write_text(text.replace(old, new, 1))
    return root


def test_an_error_in_the_second_pack_names_its_file_and_record(tmp_path):
    root = _copy(tmp_path, "dunwich", "board.yaml", "kind: vortex}", "kind: 7}")
    c = Content(packs=("base", "dunwich"))
    load_pack("base", c, root)
    with pytest.raises(ContentError, match=r"dunwich/board.yaml: field 'spaces.0.kind'"):
        load_pack("dunwich", c, root)


def test_a_manifest_must_carry_its_folder_name(tmp_path):
    root = _copy(tmp_path, "dunwich", "manifest.yaml", "id: dunwich", "id: dunwitch")
    c = Content(packs=("base", "dunwich"))
    load_pack("base", c, root)
    with pytest.raises(ContentError, match="dunwich/manifest.yaml: field 'id' is 'dunwitch'"):
        load_pack("dunwich", c, root)


def test_an_unknown_rule_module_is_named():
    with pytest.raises(ContentError, match="pack 'dunwich': manifest.yaml names unknown rule module 'dunwich.tides'"):
        build_hooks([("dunwich", "dunwich.tides")])


def test_a_space_no_enabled_rule_handles_fails_loading():
    c = Content(packs=("base", "dunwich"))
    load_pack("base", c)
    load_pack("dunwich", c)
    c.hooks = build_hooks([("dunwich", "towns")])  # the vortex rule left out
    with pytest.raises(ContentError, match="space 'dunwich:dunwich/vortex_backwoods' is of kind 'vortex'"):
        check_content(c)


def test_an_arrow_into_an_unknown_area_of_the_second_board_fails(tmp_path):
    root = _copy(tmp_path, "dunwich", "board.yaml", "white: dunwich/vortex_heath", "white: dunwich/vortex_hill")
    c = Content(packs=("base", "dunwich"))
    load_pack("base", c, root)
    load_pack("dunwich", c, root)
    with pytest.raises(
        ContentError, match="white arrow of 'dunwich:dunwich/blasted_heath_streets' leads to unknown area"
    ):
        check_content(c)


def test_a_base_dunwich_game_saves_and_loads_with_its_packs():
    g = arkham.new_game(seed=5, investigators=2, packs=["base", "dunwich"])
    for _ in range(30):
        g.apply(g.choice.options[-1].id)
    back = arkham.load(g.to_json())
    assert back == g and back.state.packs == ["base", "dunwich"]
    assert back.rules.packs.modules == (
        "classic.base_monsters",
        "towns",
        "dunwich.vortices",
        "dunwich.dark_man",
        "dunwich.location_cards",
        "dunwich.monsters",
        "dunwich.ancient_ones",
        "dunwich.shudde_mell",
        "dunwich.tasks",
        "dunwich.items",
        "dunwich.cards",
        "dunwich.special_cards",
        "dunwich.investigators",
        "dunwich.injuries",
        "dunwich.other_worlds",
        "dunwich.dunwich_horror",
        "dunwich.mythos_cards",
    )


def test_a_monster_whose_movement_no_rule_handles_fails_loading():
    c = Content(packs=("base", "dunwich"))
    load_pack("base", c)
    load_pack("dunwich", c)
    c.hooks = build_hooks(
        [("base", "classic.base_monsters")]
        + [("dunwich", m) for m in ("towns", "dunwich.vortices", "dunwich.ancient_ones", "dunwich.investigators")]
    )  # no Dunwich monster movers
    with pytest.raises(ContentError, match="monsters: 'dunwich:.*' (moves 'stalker'|has unique movement)"):
        check_content(c)


def test_a_bad_spoils_op_names_the_monster(tmp_path):
    root = _copy(tmp_path, "dunwich", "monsters.yaml", "{op: gain, what: money, n: 5}", "{op: gane, what: money, n: 5}")
    c = Content(packs=("base", "dunwich"))
    load_pack("base", c, root)
    load_pack("dunwich", c, root)
    from arkham.content.validate_effects import check_effects

    with pytest.raises(ContentError, match="monster 'dunwich:spectral_hunter' field 'spoils': unknown op 'gane'"):
        check_effects(c)


def test_an_ancient_one_without_battle_rules_fails_loading():
    c = Content(packs=("base", "dunwich"))
    load_pack("base", c)
    load_pack("dunwich", c)
    c.hooks = build_hooks(
        [("base", "classic.base_monsters")]
        + [
            ("dunwich", m)
            for m in (
                "towns",
                "dunwich.vortices",
                "dunwich.monsters",
                "dunwich.investigators",
                "dunwich.dunwich_horror",
            )
        ]
    )
    with pytest.raises(ContentError, match="ancient_ones: 'dunwich:.*' has no battle rules"):
        check_content(c)


def test_an_investigator_ability_key_without_its_rule_fails_loading():
    c = Content(packs=("base", "dunwich"))
    load_pack("base", c)
    load_pack("dunwich", c)
    c.hooks = build_hooks(
        [("base", "classic.base_monsters")]
        + [
            ("dunwich", m)
            for m in ("towns", "dunwich.vortices", "dunwich.monsters", "dunwich.ancient_ones", "dunwich.shudde_mell")
        ]
    )
    with pytest.raises(
        ContentError, match="investigators: 'dunwich:diana_stanley' ability key 'trusted_sister' has no rule"
    ):
        check_content(c)


# ------------------------------------------------------------------ using only part of the box (DH p.8)
def test_only_the_dunwich_investigators():
    c = load_content(("base", "dunwich:investigators"))
    assert sorted(i for i in c.investigators if i.startswith("dunwich:")) == [
        "dunwich:diana_stanley",
        "dunwich:jacqueline_fine",
        "dunwich:jim_culver",
        "dunwich:leo_anderson",
        "dunwich:marie_lambeau",
        "dunwich:mark_harrigan",
        "dunwich:rita_young",
        "dunwich:wilson_richards",
    ]
    # the investigators need the cards part (Mark Harrigan's weapons): every Dunwich card comes
    assert {
        "dunwich:flamethrower",
        "dunwich:golden_trumpet",
        "dunwich:molotov_cocktail",
        "dunwich:ammi_pierce",
        "dunwich:rail_pass",
    } <= {i for i in c.cards if i.startswith("dunwich:")}
    assert not [a for a in c.areas if a.startswith("dunwich:")] and not c.spaces
    assert not [m for m in c.monsters if m.startswith("dunwich:")]
    assert c.hooks.modules == (
        "classic.base_monsters",
        "dunwich.tasks",
        "dunwich.items",
        "dunwich.cards",
        "dunwich.special_cards",
        "dunwich.investigators",
    )


def test_the_ancient_ones_bring_the_monsters_they_need():
    c = load_content(("base", "dunwich:ancient_ones"))
    assert {"dunwich:glaaki", "dunwich:abhoth", "dunwich:shudde_mell", "dunwich:tsathoggua"} <= set(c.ancient_ones)
    assert "dunwich:servant_of_glaaki_spell" in c.monsters and "dunwich:mummy" in c.monsters
    assert not [a for a in c.areas if a.startswith("dunwich:")]
    assert c.hooks.modules == (
        "classic.base_monsters",
        "dunwich.monsters",
        "dunwich.ancient_ones",
        "dunwich.shudde_mell",
    )


def test_an_unknown_part_is_named():
    with pytest.raises(
        ContentError,
        match="pack 'dunwich' has no part 'rail' \\(parts: board, monsters, ancient_ones, cards, investigators, injuries_madness, gates, dunwich_horror, mythos, arkham_locations\\)",
    ):
        load_content(("base", "dunwich:rail"))
    with pytest.raises(ContentError, match="pack 'base' has no parts to choose from"):
        load_content(("base:board", "dunwich"))


def test_a_game_with_part_of_the_box_plays_to_its_end_and_saves():
    import random
    from arkham.invariants import check

    for seed, packs in enumerate((["base", "dunwich:board"], ["base", "dunwich:investigators+ancient_ones"])):
        g = arkham.new_game(seed=seed, investigators=3, packs=packs)
        rng = random.Random(seed)
        while not g.is_over:
            g.apply(rng.choice(g.choice.options).id)
            check(g)
        back = arkham.load(g.to_json())
        assert back == g and back.state.packs == packs
