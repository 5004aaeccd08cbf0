"""The table in a 1280x720 laptop window, measured in Chromium: the whole board and the
choice with its first options are in view without scrolling the page, the choice stays in
view when the page is scrolled down to the sheets, and the empty Sky, Outskirts and Lost in
Time and Space panels are only their title bars."""

from __future__ import annotations

import httpx
import pytest

import test_web_browser as B
from test_web_browser import browser, server  # noqa: F401 - fixtures
from helpers.web import HOST

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

W, H = 1280, 720
TWO = [{"player": "person"}, {"player": "person"}]
SETUPS = {
    "base": {"seats": TWO, "seed": 8},
    "three_boxes": {"packs": ["base", "dunwich", "kingsport"], "seats": TWO, "seed": 8},
    "haunt": {"ruleset": "haunt", "seats": TWO, "seed": 8},
}

MEASURE = """() => {
  const box = s => { const e = document.querySelector(s); if (!e) return null;
                     const r = e.getBoundingClientRect(); return {top: r.top, bottom: r.bottom, left: r.left, right: r.right}; };
  const opts = [...document.querySelectorAll('#choice .options li')].slice(0, 2).map(e => e.getBoundingClientRect());
  return {board: box('#board svg'), choice: box('#choice'), prompt: box('#choice .prompt'),
          options: opts.map(r => ({top: r.top, bottom: r.bottom})), scroll: window.scrollY};
}"""


def inside(r, w=W, h=H):
    return r["top"] >= 0 and r["bottom"] <= h and r.get("left", 0) >= 0 and r.get("right", 0) <= w


@pytest.mark.parametrize("setup", sorted(SETUPS))
def test_board_and_choice_fit_a_laptop_window(browser, server, tmp_path, setup):  # noqa: F811
    links = httpx.post(server.url + "/api/games", headers=HOST, json=SETUPS[setup]).json()
    ctx = browser.new_context(viewport={"width": W, "height": H})
    page = ctx.new_page()
    page.goto(server.url + links["seats"][0]["url"])
    page.wait_for_selector("#board svg")
    page.wait_for_selector("#choice .options li")
    m = page.evaluate(MEASURE)
    assert m["scroll"] == 0
    assert inside(m["board"]), m["board"]
    assert m["board"]["bottom"] - m["board"]["top"] > 0.75 * H  # the board is big, not squeezed
    assert inside(m["prompt"]) and m["options"] and all(inside(o) for o in m["options"]), m
    # scrolled down to the sheets, the choice is still in view
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    page.wait_for_function("window.scrollY > 0")
    m = page.evaluate(MEASURE)
    assert inside(m["prompt"]) and all(inside(o) for o in m["options"]), m
    # the empty panels beside the board are their title bars alone
    empty = page.evaluate(
        "() => [...document.querySelectorAll('#board .region.empty')].map(g => [g.dataset.place,"
        " g.querySelector('rect').getBoundingClientRect().height])"
    )
    assert {p for p, *_ in empty} == {"sky", "outskirts", "lost_in_time_and_space"}
    full = m["board"]["bottom"] - m["board"]["top"]
    assert all(h < 0.06 * full for _, h in empty), (empty, full)  # each was a sixth of the board
    if setup == "haunt":
        B.save_shot(page, tmp_path, "table-1280x720-haunt.png")
    ctx.close()
