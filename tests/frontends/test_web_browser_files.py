"""The lobby's game files and free take-back in Chromium: a game created with "Free
take-back" ticked, exported by its Export link, imported by the file control as a new game
with its own links; a file edited by hand is refused in the banner, and nothing is made."""

from __future__ import annotations

import json

import pytest

from arkham.saved_games import GameStore

import test_web_browser as B
from test_web_browser import browser, server  # noqa: F401 - fixtures
from helpers.web import KEY

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def test_export_and_import_a_game_from_the_lobby(browser, server, tmp_path):  # noqa: F811
    ctx = browser.new_context(accept_downloads=True, viewport={"width": 1280, "height": 720})
    page = ctx.new_page()
    page.goto(f"{server.url}/?key={KEY}")
    page.wait_for_selector("#packs input[value=kingsport]")
    page.fill("#seed", "21")
    page.check("#free_undo")
    url = B.create_with_a_bot_seat(page)
    table = ctx.new_page()
    table.goto(url)
    table.wait_for_selector("#board svg")
    for _ in range(4):
        B.wait_mine(table)
        B.click_and_wait(table, table.locator("#choice button.option:not([disabled])").first)
    B.wait_mine(table)
    table.wait_for_selector("#take-back")  # a free take-back table offers it
    with GameStore(server.db) as s:
        first = s.games()[0]
    assert first.settings["free_undo"] is True

    row = page.locator(f'#games tbody tr[data-game="{first.id}"]')
    row.wait_for()
    with page.expect_download() as dl:
        row.locator("a.export").click()
    path = tmp_path / "game.json"
    dl.value.save_as(path)
    assert dl.value.suggested_filename == f"arkham-game-{first.id}.json"
    doc = json.loads(path.read_text())
    assert doc["format"] == "arkham-game" and doc["seats"] == ["person", "heuristic"]

    page.set_input_files("#import-file", str(path))
    page.wait_for_function(f"() => document.querySelector('#links h3')?.textContent.startsWith('Game {first.id + 1}')")
    link = page.locator("a.seat-link").first.get_attribute("href")
    assert link and link != url
    copy = ctx.new_page()
    copy.goto(link)
    copy.wait_for_selector("#board svg")
    with GameStore(server.db) as s:
        rec, g = s.load(first.id + 1)
        _, original = s.load(first.id)
    assert copy.get_attribute("#choice", "data-choice") == str(rec.answers)
    assert g.state_hash() == original.state_hash()  # the seat's choice waits in both: nothing moved since
    assert rec.settings["free_undo"] is True

    doc["save"]["state"]["doom"] += 1  # a hand edit
    bad = tmp_path / "edited.json"
    bad.write_text(json.dumps(doc))
    page.set_input_files("#import-file", str(bad))
    page.wait_for_selector("#banner:not([hidden])")
    assert "edited.json was not imported" in page.text_content("#banner")
    assert "edited or damaged" in page.text_content("#banner")
    with GameStore(server.db) as s:
        assert [x.id for x in s.games()] == [first.id, first.id + 1]
    ctx.close()
