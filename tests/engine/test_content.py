"""The base pack: every component is there with the counts of the box, and the
loader refuses broken content with an error naming file, record and field."""

import shutil
from pathlib import Path

import pytest

from arkham.content.loader import CONTENT_ROOT, Content, check_content, load_content, load_pack
from arkham.errors import ContentError


@pytest.fixture(scope="module")
def base():
    return load_content(("base",))


def test_board_has_nine_neighborhoods_and_eleven_unstable_locations(base):
    assert len(base.neighborhoods) == 9
    streets = [a for a in base.areas.values() if a.kind == "street"]
    locations = [a for a in base.areas.values() if a.kind == "location"]
    assert len(streets) == 9 and len(locations) == 26
    assert sum(a.unstable for a in locations) == 11


def test_every_arrow_leads_to_a_connected_area(base):
    for a in base.areas.values():
        for dest in (a.white, a.black):
            assert dest in a.connects


def test_white_arrows_circle_the_town(base):
    start = "base:arkham/northside_streets"
    seen, here = [], start
    for _ in range(9):
        seen.append(here)
        here = base.areas[here].white
    assert here == start and len(set(seen)) == 9


def test_other_worlds_and_gate_markers(base):
    assert len(base.worlds) == 8
    assert sum(g.count for g in base.gate_markers) == 16
    assert {g.world for g in base.gate_markers} == set(base.worlds)


def test_monsters_sixty_markers_of_twenty_nine_kinds(base):
    assert len(base.monsters) == 29
    assert sum(m.count for m in base.monsters.values()) == 60
    masks = [m for m in base.monsters.values() if "mask" in m.abilities]
    assert len(masks) == 5


def test_investigators_ancient_ones_mythos(base):
    assert len(base.investigators) == 16
    assert len(base.ancient_ones) == 8
    assert len(base.mythos) == 67
    assert base.investigators["base:jenny_barnes"].random.common == 2
    assert base.investigators["base:bob_jenkins"].money == 9


def test_investigator_decks_have_the_box_counts(base):
    totals = {}
    for c in base.cards.values():
        totals[c.deck] = totals.get(c.deck, 0) + c.count
    assert totals["common"] == 44 and totals["unique"] == 39 and totals["spell"] == 40
    assert totals["skill"] == 20 and totals["ally"] == 11 and totals["special"] == 35


def _broken_pack(tmp_path: Path, file: str, old: str, new: str) -> Path:
    root = tmp_path / "packs"
    shutil.copytree(CONTENT_ROOT / "base", root / "base")
    p = root / "base" / file
    text = p.read_text()
    assert old in text
    p.write_text(text.replace(old, new, 1))
    return root


def test_arrow_to_an_unconnected_area_fails_loading(tmp_path):
    root = _broken_pack(tmp_path, "board.yaml", "white: arkham/downtown_streets", "white: arkham/southside_streets")
    c = Content(packs=("base",))
    load_pack("base", c, root)
    with pytest.raises(ContentError, match="arrow of .* which is not connected"):
        check_content(c)


def test_bad_field_names_file_record_and_field(tmp_path):
    root = _broken_pack(tmp_path, "monsters.yaml", "toughness: 1", "toughness: lots")
    with pytest.raises(ContentError, match=r"monsters.yaml: record '.*': field 'toughness'"):
        load_pack("base", Content(packs=("base",)), root)


def test_unknown_op_in_mythos_fails_loading(tmp_path, monkeypatch):
    root = _broken_pack(tmp_path, "mythos.yaml", "op: terror", "op: terrify")
    c = Content(packs=("base",))
    load_pack("base", c, root)
    from arkham.content.validate_effects import check_effects

    with pytest.raises(ContentError, match="mythos 'base:.*' field 'effect': unknown op 'terrify'"):
        check_effects(c)


def test_unknown_pack_is_named():
    with pytest.raises(ContentError, match="unknown pack 'kadath'"):
        load_content(("base", "kadath"))
