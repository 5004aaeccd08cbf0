"""Everything the Dunwich pack holds is covered: every board area, space, track and
Other World, every monster and Ancient One has a scenario test marked
``@covers("<id>")``; the pack holds no record without its mechanics."""
from __future__ import annotations

from arkham.content.loader import load_content
from test_card_coverage import covered_ids

PACKS = ("base", "dunwich")


def dunwich_ids() -> list[str]:
    c = load_content(PACKS)
    ids = []
    for table in (c.areas, c.spaces, c.tracks, c.worlds, c.monsters, c.ancient_ones, c.cards, c.mythos,
                  c.locations, c.gates, c.investigators, c.monster_cards):
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
    assert sum(m.count for m in mine if not m.spawn) == 19 and sum(m.count for m in mine if m.spawn) == 9   # with the Dunwich Horror
    assert sorted(c.monster_cards) == sorted(f"dunwich:dunwich_horror_{k}" for k in (
        "unseen", "ravening", "maddening", "warded", "vast", "relentless", "howling"))
    assert sorted(a for a in c.ancient_ones if a.startswith("dunwich:")) == ["dunwich:abhoth", "dunwich:glaaki", "dunwich:shudde_mell", "dunwich:tsathoggua"]
    assert sorted(i for i in c.investigators if i.startswith("dunwich:")) == [
        "dunwich:diana_stanley", "dunwich:jacqueline_fine", "dunwich:jim_culver", "dunwich:leo_anderson",
        "dunwich:marie_lambeau", "dunwich:mark_harrigan", "dunwich:rita_young", "dunwich:wilson_richards"]
    per_neighborhood = {}
    for card in (x for x in c.locations.values() if x.id.startswith("dunwich:") and x.neighborhood.startswith("dunwich:")):
        per_neighborhood[card.neighborhood] = per_neighborhood.get(card.neighborhood, 0) + 1
    assert per_neighborhood == {"dunwich:dunwich/backwoods_country": 14, "dunwich:dunwich/blasted_heath": 14,
                                "dunwich:dunwich/village_commons": 14}
    assert sum(1 for x in c.locations.values() if x.id.startswith("dunwich:") and x.neighborhood.startswith("base:")) == 63
    assert sum(1 for m in c.mythos if m.startswith("dunwich:")) == 36
    mine = {d.deck: 0 for d in c.cards.values()}
    titles = {d.deck: 0 for d in c.cards.values()}
    for d in (x for x in c.cards.values() if x.id.startswith("dunwich:")):
        mine[d.deck] += d.count
        titles[d.deck] += 1
    assert (mine["common"], mine["unique"]) == (15, 25)   # 15 Common Items; 25 Unique Items
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
        ("dunwich:coded_messages", 1), ("dunwich:darkes_blessing", 1), ("dunwich:rail_pass", 8),
        ("dunwich:rare_book_collection", 1), ("dunwich:sheldon_gang_membership", 8), ("dunwich:velmas_gratitude", 1)]


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
