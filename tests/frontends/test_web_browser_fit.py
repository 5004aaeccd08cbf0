"""The table in a 1280x720 laptop window, measured in Chromium: the whole board and the
choice with its first options are in view without scrolling the page, the choice stays in
view when the page is scrolled down to the sheets, and the empty Sky, Outskirts and Lost in
Time and Space panels are only their title bars. On a 390x844 phone the choice comes first
with its first option in view, the board below it, and nothing is wider than the screen,
in the lobby either."""

from __future__ import annotations

import httpx
import pytest

import test_web_browser as B
from test_web_browser import browser, server  # noqa: F401 - fixtures
from helpers.web import HOST, KEY

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


PHONE = """() => {
  const r = e => e.getBoundingClientRect();
  const board = document.querySelector('#board');
  const wide = [...document.querySelectorAll('body *')]
    .filter(e => !board.contains(e) && e.getClientRects().length && r(e).right > window.innerWidth + 0.5)
    .map(e => e.tagName + '#' + e.id);
  const wrap = document.querySelector('#board-wrap');
  return {width: window.innerWidth, page: document.documentElement.scrollWidth, wide,
          choice: r(document.querySelector('#choice')), first: r(document.querySelector('#choice .options li')),
          wrap: r(wrap), svg: r(document.querySelector('#board svg')), inner: wrap.scrollWidth > wrap.clientWidth,
          sheets: r(document.querySelector('#sheets')), log: r(document.querySelector('.log'))};
}"""


@pytest.mark.parametrize("setup", sorted(SETUPS))
def test_a_phone_shows_the_choice_first_and_nothing_wider_than_the_screen(browser, server, tmp_path, setup):  # noqa: F811
    links = httpx.post(server.url + "/api/games", headers=HOST, json=SETUPS[setup]).json()
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = ctx.new_page()
    page.goto(server.url + links["seats"][0]["url"])
    page.wait_for_selector("#board svg")
    page.wait_for_selector("#choice .options li")
    m = page.evaluate(PHONE)
    assert m["width"] == 390 and m["page"] <= 390 and not m["wide"], m
    assert m["first"]["top"] >= 0 and m["first"]["bottom"] <= 844  # the first option, without scrolling
    # the board comes right below the choice, before the sheets and the log
    assert m["choice"]["bottom"] <= m["wrap"]["top"] < m["sheets"]["top"] < m["log"]["top"]
    # drawn at a laptop's size (readable) inside a frame the width of the screen, scrolled sideways
    assert m["wrap"]["right"] <= 390 and m["svg"]["right"] - m["svg"]["left"] >= 800 and m["inner"], m
    if setup == "base":
        B.save_shot(page, tmp_path, "table-390x844-phone.png")
    ctx.close()


def test_the_lobby_on_a_phone_is_no_wider_than_the_screen(browser, server):  # noqa: F811
    spec = {"ruleset": "haunt", "seats": [{"player": "person"}, {"player": "person"}], "seed": 3}
    assert httpx.post(server.url + "/api/games", headers=HOST, json=spec).status_code == 201
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = ctx.new_page()
    page.goto(f"{server.url}/?key={KEY}")
    page.wait_for_selector("#games tbody tr")
    m = page.evaluate(
        """() => { const games = document.querySelector('#games');
        return {width: window.innerWidth, page: document.documentElement.scrollWidth,
                wide: [...document.querySelectorAll('body *')].filter(e => !games.contains(e)
                       && e.getClientRects().length && e.getBoundingClientRect().right > window.innerWidth + 0.5)
                       .map(e => e.tagName + '#' + e.id)}; }"""
    )
    assert m["width"] == 390 and m["page"] <= 390 and not m["wide"], m
    assert page.locator("#games tbody tr").first.text_content().count("Haunt of the Watchers") == 1
    ctx.close()
