"""Everything the Kingsport pack holds is covered: every board area, track, marker kind and
Other World, every monster has a scenario test marked ``@covers("<id>")``; the pack holds
no record without its mechanics."""

from __future__ import annotations

from arkham.content.loader import load_content
from helpers.coverage_marks import covered_ids

PACKS = ("base", "kingsport")


def kingsport_ids() -> list[str]:
    c = load_content(PACKS)
    ids = []
    for table in (
        c.areas,
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
    ):
        ids += [i for i in table if i.startswith("kingsport:")]
    ids += [mk.id for mk in c.markers.values() if mk.kind == "rift"]
    return ids


def test_every_kingsport_record_has_a_covering_test():
    marks = covered_ids()
    missing = [i for i in kingsport_ids() if i not in marks]
    assert not missing, f"Kingsport records without a covering test: {', '.join(missing)}"


def test_the_pack_holds_what_its_notes_list():
    c = load_content(PACKS)
    assert sum(1 for a in c.areas if a.startswith("kingsport:")) == 15  # 3 streets, 12 locations
    assert sum(1 for t in c.tracks.values() if t.id.startswith("kingsport:") and t.patterns) == 3
    kinds = [mk.kind for mk in c.markers.values() if mk.id.startswith("kingsport:")]
    assert (kinds.count("rift"), kinds.count("rift_progress"), kinds.count("aquatic")) == (3, 12, 2)
    assert sorted(w for w in c.worlds if w.startswith("kingsport:")) == [
        "kingsport:world/the_underworld",
        "kingsport:world/unknown_kadath",
    ]
    mine = [m for m in c.monsters.values() if m.id.startswith("kingsport:")]
    assert sum(m.count for m in mine) == 28


def test_every_monster_with_printed_text_has_its_rule():
    """A monster whose marker carries text has it as data or a coded rule, and says so."""
    c = load_content(PACKS)
    for m in (x for x in c.monsters.values() if x.id.startswith("kingsport:")):
        if m.special or m.fail_horror or m.fail_combat or m.out_devours or m.combat_roll or m.trophy_dice:
            assert m.summary, m.id
        if m.movement == "unique":
            assert m.special in c.hooks.monster_movers, m.id
