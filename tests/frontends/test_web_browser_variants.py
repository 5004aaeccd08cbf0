"""The Variants panel in Chromium: a Herald game shows the Herald by name and title with its
rules a click away; a base game shows no panel at all."""

from __future__ import annotations

import httpx
import pytest

import test_web_browser as B
from test_web_browser import browser, server  # noqa: F401 - fixtures
from helpers.web import HOST

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def test_the_variants_panel_names_the_herald_and_is_absent_in_a_base_game(browser, server, tmp_path):  # noqa: F811
    spec = {
        "packs": ["base", "dunwich", "kingsport"],
        "seed": 4,
        "epic_battle": True,
        "ancient_one": "cthulhu",
        "sheets": {"herald": "kingsport:ghroth"},
        "seats": [{"player": "person"}, {"player": "person"}],
    }
    links = httpx.post(server.url + "/api/games", headers=HOST, json=spec).json()
    page = browser.new_page()
    page.goto(server.url + links["seats"][0]["url"])
    page.wait_for_selector("#variants:not([hidden])")
    herald = page.locator('#variants details[data-kind="herald"]')
    assert "Herald: Ghroth, The Nemesis Moon" in herald.locator("summary").text_content()
    assert not herald.locator("p").is_visible()
    herald.locator("summary").click()  # the rules, a click away
    assert "Mystic Environment" in herald.locator("p").text_content() and herald.locator("p").is_visible()
    assert "Epic Battle against Cthulhu" in page.text_content('#variants details[data-kind="epic"] summary')
    assert "kingsport:" not in page.text_content("#variants")  # names, never ids
    B.save_shot(page, tmp_path, "web-variants.png")
    base = httpx.post(server.url + "/api/games", headers=HOST, json={"seed": 4, "seats": [{"player": "person"}]}).json()
    page.goto(server.url + base["seats"][0]["url"])
    page.wait_for_selector("#board svg")
    assert page.locator("#variants").is_hidden() and page.locator("#variants details").count() == 0
    page.close()
