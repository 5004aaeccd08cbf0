"""Everything the Dunwich pack holds is covered: every board area, neighborhood, town,
space, track and Other World, every monster marker, monster card and Ancient One, every
investigator, investigator card, special card, Mythos card, gate card and location card
has a scenario test marked ``@covers("<id>")``; the pack holds no record without its
mechanics (an encounter without ops only where the card prints that nothing happens)."""

from __future__ import annotations

import re
from pathlib import Path

from arkham.content.loader import load_content
from helpers.coverage_marks import covered_ids

PACKS = ("base", "dunwich")


def dunwich_ids() -> list[str]:
    c = load_content(PACKS)
    ids = []
    for table in (
        c.areas,
        c.neighborhoods,
        c.towns,
        c.spaces,
        c.tracks,
        c.worlds,
        c.monsters,
        c.ancient_ones,
        c.cards,
        c.mythos,
        c.locations,
        c.gates,
        c.investigators,
        c.monster_cards,
    ):
        ids += [i for i in table if i.startswith("dunwich:")]
    return ids


def test_every_dunwich_record_has_a_covering_test():
    marks = covered_ids()
    missing = [i for i in dunwich_ids() if i not in marks]
    assert not missing, f"Dunwich records without a covering test: {', '.join(missing)}"


def test_the_pack_holds_what_its_notes_list():
    c = load_content(PACKS)
    assert sum(1 for a in c.areas if a.startswith("dunwich:")) == 13
    assert sum(1 for s in c.spaces if s.startswith("dunwich:")) == 3
    mine = [m for m in c.monsters.values() if m.id.startswith("dunwich:")]
    assert (
        sum(m.count for m in mine if not m.spawn) == 19 and sum(m.count for m in mine if m.spawn) == 9
    )  # with the Dunwich Horror
    assert sorted(c.monster_cards) == sorted(
        f"dunwich:dunwich_horror_{k}"
        for k in ("unseen", "ravening", "maddening", "warded", "vast", "relentless", "howling")
    )
    assert sorted(a for a in c.ancient_ones if a.startswith("dunwich:")) == [
        "dunwich:abhoth",
        "dunwich:glaaki",
        "dunwich:shudde_mell",
        "dunwich:tsathoggua",
    ]
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
    per_neighborhood = {}
    for card in (
        x for x in c.locations.values() if x.id.startswith("dunwich:") and x.neighborhood.startswith("dunwich:")
    ):
        per_neighborhood[card.neighborhood] = per_neighborhood.get(card.neighborhood, 0) + 1
    assert per_neighborhood == {
        "dunwich:dunwich/backwoods_country": 14,
        "dunwich:dunwich/blasted_heath": 14,
        "dunwich:dunwich/village_commons": 14,
    }
    assert (
        sum(1 for x in c.locations.values() if x.id.startswith("dunwich:") and x.neighborhood.startswith("base:")) == 63
    )
    assert sum(1 for m in c.mythos if m.startswith("dunwich:")) == 36
    mine = {d.deck: 0 for d in c.cards.values()}
    titles = {d.deck: 0 for d in c.cards.values()}
    for d in (x for x in c.cards.values() if x.id.startswith("dunwich:")):
        mine[d.deck] += d.count
        titles[d.deck] += 1
    assert (mine["common"], mine["unique"]) == (15, 25)  # 15 Common Items; 25 Unique Items
    assert sorted(c.replaced) == ["base:flesh_ward", "base:healing_stone", "base:lantern"]
    for deck in ("injury", "madness"):  # DH p.2: 24 cards each, 12 titles twice
        assert (mine[deck], titles[deck]) == (24, 12)
    dw = {i: d for i, d in c.cards.items() if i.startswith("dunwich:")}
    assert {"dunwich:flamethrower", "dunwich:golden_trumpet", "dunwich:molotov_cocktail"} <= set(dw)
    per_deck = {}
    for d in dw.values():
        per_deck.setdefault(d.deck, []).append(d)
    assert sum(d.count for d in per_deck["spell"]) == 21 and len(per_deck["spell"]) == 10
    assert sum(d.count for d in per_deck["skill"]) == 11 and len(per_deck["ally"]) == 5
    assert sorted((d.id, d.count) for d in per_deck["special"]) == [
        ("dunwich:coded_messages", 1),
        ("dunwich:darkes_blessing", 1),
        ("dunwich:rail_pass", 8),
        ("dunwich:rare_book_collection", 1),
        ("dunwich:sheldon_gang_membership", 8),
        ("dunwich:velmas_gratitude", 1),
    ]


def test_every_dunwich_card_has_its_mechanics_in_data():
    c = load_content(PACKS)
    assert all(d.data for d in c.cards.values() if d.id.startswith("dunwich:"))


def test_every_monster_with_printed_text_has_its_rule():
    """A monster whose marker carries text has it as a coded rule or as spoils, and says so."""
    c = load_content(PACKS)
    for m in (x for x in c.monsters.values() if x.id.startswith("dunwich:")):
        if m.special or m.spoils:
            assert m.summary, m.id
        if m.movement == "unique":
            assert m.special in c.hooks.monster_movers, m.id


NOTHING = re.compile(r"\bnothing\b.*\bhappens\b|\bno encounter\b", re.IGNORECASE)


def test_every_dunwich_encounter_has_its_ops():
    """Location cards (Dunwich's and the box's Arkham cards) and gate cards: each of the
    three encounters of a card has ops, but for an encounter printed as nothing happening."""
    c = load_content(PACKS)
    empty = []
    for table in (c.locations, c.gates):
        for cid, card in ((k, v) for k, v in table.items() if k.startswith("dunwich:")):
            assert len(card.entries) == 3, cid
            empty += [(cid, e.at) for e in card.entries if not e.effect and not NOTHING.search(e.summary)]
    assert not empty, f"encounters without ops: {empty}"


def test_every_dunwich_mythos_and_monster_card_has_its_mechanics():
    c = load_content(PACKS)
    for m in (x for x in c.mythos.values() if x.id.startswith("dunwich:")):
        assert m.effect or m.lasting or m.rule, m.id
        assert m.gate is None or m.gate in c.areas, m.id
        assert m.clue is None or m.clue in c.areas, m.id
    for card in c.monster_cards.values():
        assert card.monster in c.monsters and card.summary, card.id


def test_every_dunwich_gate_marker_and_board_marker_has_its_place():
    """Each Dunwich Other World has its gate markers in the pool (DH p.2: two each); each
    marker an Ancient One of the pack draws (Shudde M'ell's Rubble) names a location."""
    c = load_content(PACKS)
    worlds = [w for w in c.worlds if w.startswith("dunwich:")]
    for w in worlds:
        assert sum(gm.count for gm in c.gate_markers if gm.world == w) == 2, w
    for ao in (a for a in c.ancient_ones.values() if a.id.startswith("dunwich:")):
        for place in ao.markers:
            assert c.areas[place].kind == "location", (ao.id, place)
    assert len(c.ancient_ones["dunwich:shudde_mell"].markers) == 7


def test_every_dunwich_ancient_one_and_investigator_ability_has_its_rule():
    """Each Ancient One of the pack has its rules registered; each key of an investigator's
    ability is a registered investigator rule or a name the rule modules read."""
    c = load_content(PACKS)
    assert sorted(a for a in c.ancient_ones if a.startswith("dunwich:")) == sorted(
        a for a in c.hooks.ancient_ones if a.startswith("dunwich:")
    )
    rules = Path(__file__).resolve().parents[2] / "src" / "arkham" / "rules"
    source = "\n".join(p.read_text(encoding="utf-8") for p in rules.rglob("*.py"))
    for inv in (i for i in c.investigators.values() if i.id.startswith("dunwich:")):
        for key in c.ability_keys[inv.id]:
            assert key in c.hooks.investigators or f'"{key}"' in source, (inv.id, key)
        for card in inv.fixed:
            assert card in c.cards, (inv.id, card)
