"""The end of a game in Chromium: a finished game's table shows its summary where the
choice was, in view without scrolling, for a seat's link and for a spectator alike."""

from __future__ import annotations

import httpx
import pytest

import test_web_browser as B
from test_web_browser import browser, server  # noqa: F401 - fixtures
from helpers.web import HOST, wait_for

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def test_the_summary_is_shown_at_the_end(browser, server, tmp_path):  # noqa: F811
    spec = {"seats": [{"player": "expert"}], "seed": 4, "ancient_one": "azathoth"}
    links = httpx.post(server.url + "/api/games", headers=HOST, json=spec).json()
    gid = links["id"]

    def view():
        return httpx.get(f"{server.url}/api/games/{gid}/view").json()["view"]

    assert wait_for(lambda: view()["over"], timeout=120)
    lines = view()["summary"]["lines"]
    ctx = browser.new_context(viewport={"width": 1280, "height": 720})
    page = ctx.new_page()
    page.goto(server.url + links["spectator"])
    page.wait_for_selector("#choice .summary li")
    assert page.get_attribute("#choice", "data-choice") == "over"
    shown = page.locator("#choice .summary li").all_text_contents()
    assert shown == lines and shown[0].startswith("The investigators ")
    assert page.locator("#choice .summary").is_visible()
    top = page.evaluate("() => document.querySelector('#choice .summary').getBoundingClientRect().top")
    assert 0 <= top < 720  # in view without scrolling
    assert "Game over" in page.title()
    B.save_shot(page, tmp_path, "table-game-over.png")
    ctx.close()
