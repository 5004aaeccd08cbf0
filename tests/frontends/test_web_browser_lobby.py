"""The lobby in Chromium: every kind of game is made by clicking (the rule set first, the
boxes, a Herald, a Guardian and the Epic Battle; Haunt hides what it does not use), then
played on with bot seats; a Haunt board shows its face-down gates face down."""

from __future__ import annotations

import pytest

from arkham.saved_games import GameStore

import test_web_browser as B
from test_web_browser import browser, server  # noqa: F401 - fixtures
from helpers.web import KEY

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def open_lobby(browser, server):  # noqa: F811
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    page.goto(f"{server.url}/?key={KEY}")
    page.wait_for_selector("#packs input[value=kingsport]")
    return page


def play_a_while(page, answers: int) -> None:
    """Answer the seat's own choices by clicking until ``answers`` were given or the game ended."""
    for _ in range(answers):
        B.wait_mine(page, timeout=60000)
        if B.choice_n(page) == "over":
            return
        B.click_and_wait(page, page.locator("#choice button.option:not([disabled])").first)


def test_three_boxes_with_a_herald_a_guardian_and_the_epic_battle_by_clicking(browser, server, tmp_path):  # noqa: F811
    page = open_lobby(browser, server)
    heralds = page.locator("#herald option").all_text_contents()
    assert any(h.startswith("Ghroth") for h in heralds) and "no Herald" in heralds
    page.select_option("#herald", "kingsport:ghroth")
    page.select_option("#guardian", "random")
    page.check("#epic_battle")
    page.select_option("#ancient_one", label="Y'Golonac")
    page.fill("#seed", "8")
    url = B.create_with_a_bot_seat(page)
    row = page.locator("#games tbody tr").first
    row.wait_for()
    assert "Y'Golonac" in row.text_content() and "Herald: Ghroth" in row.text_content()
    assert "Epic Battle" in row.text_content() and "y golonac" not in row.text_content().lower().replace("y'", "")
    page.goto(url)
    page.wait_for_selector("#board svg")
    play_a_while(page, 25)
    with GameStore(server.db) as s:
        g = s.games()[0]
    assert g.settings["packs"] == ["base", "dunwich", "kingsport"] and g.settings["epic_battle"] is True
    assert g.settings["sheets"] == {"herald": "kingsport:ghroth", "guardian": "random"}
    B.save_shot(page, tmp_path, "web-three-boxes.png")


def test_haunt_hides_what_it_does_not_use_and_shows_face_down_gates_face_down(browser, server, tmp_path):  # noqa: F811
    page = open_lobby(browser, server)
    page.select_option("#ruleset", "haunt")
    page.wait_for_function(
        "() => document.querySelector('#packs-box').hidden && document.querySelectorAll('.seat-row').length === 2"
    )
    for sel in ("#herald", "#guardian", "#epic_battle"):
        assert not page.locator(sel).is_visible()
    assert page.locator(".seat-row").count() == 2  # Haunt seats 2 to 5
    names = page.locator(".seat-row:nth-child(1) [name=investigator] option").all_text_contents()
    assert not any(n.startswith(("Mandy Thompson", "Sister Mary")) for n in names)
    page.select_option(".seat-row:nth-child(2) [name=player]", "random")
    page.fill("#seed", "3")
    page.click("#create")
    link = page.locator("a.seat-link").first
    link.wait_for()
    page.goto(link.get_attribute("href"))
    page.wait_for_selector("#board svg")
    with GameStore(server.db) as s:
        gid = s.games()[0].id
    play_a_while(page, 10)
    page.inner_html("#board")
    assert page.locator("#board .gate.face-down").count() > 0
    B.save_shot(page, tmp_path, f"web-haunt-{gid}.png")
