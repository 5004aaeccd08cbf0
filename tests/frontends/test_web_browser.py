"""The web table in a real browser (Chromium from the system, driven by Playwright):
create a game in the lobby, play a full turn by clicking, resume after a server
restart, two seats in two browser contexts, and a screenshot of the board.

Set ARKHAM_SCREENSHOTS=DIR to keep the screenshots (the README's picture comes from here).
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import httpx
import pytest

from arkham.saved_games import GameStore

from helpers.web import HOST, KEY, Server, token_of

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
if CHROMIUM is None:
    pytest.skip(
        "Chromium is not installed (.ci/run installs it; locally: apt-get install chromium)", allow_module_level=True
    )
sync_api = pytest.importorskip("playwright.sync_api")

SHOTS = os.environ.get("ARKHAM_SCREENSHOTS")


@pytest.fixture(scope="module")
def browser():
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield b
        b.close()


@pytest.fixture
def server(tmp_path):
    srv = Server(tmp_path / "games.sqlite").start()
    yield srv
    srv.kill()


def choice_n(page) -> str:
    return page.get_attribute("#choice", "data-choice")


def wait_mine(page, timeout=20000) -> None:
    """Wait until the page's seat has the pending choice (or the game is over)."""
    page.wait_for_function(
        "() => { const c = document.querySelector('#choice');"
        " return c && (c.dataset.mine === 'yes' || c.dataset.choice === 'over'); }",
        timeout=timeout,
    )


def click_and_wait(page, locator) -> None:
    before = choice_n(page)
    locator.click()
    page.wait_for_function(f"() => document.querySelector('#choice').dataset.choice !== '{before}'", timeout=20000)


def turn_of(page) -> int:
    m = re.search(r"Turn (\d+)", page.text_content("#title") or "")
    return int(m.group(1)) if m else -1


def save_shot(page, tmp_path: Path, name: str, **kw) -> Path:
    path = tmp_path / name
    page.screenshot(path=str(path), **kw)
    assert path.stat().st_size > 20_000  # a drawn table, not a blank page
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        shutil.copy(path, Path(SHOTS) / name)
    return path


def create_with_a_bot_seat(page):
    """Add a second seat played by the heuristic bot, create the game in the lobby, and give
    the link of the first seat (the lobby lists it once the game exists)."""
    page.click("#add-seat")
    page.select_option(".seat-row:nth-child(2) [name=player]", "heuristic")
    page.click("#create")
    link = page.locator("a.seat-link").first
    link.wait_for()
    return link.get_attribute("href")


def test_create_in_the_lobby_and_play_a_full_turn_by_clicking(browser, server, tmp_path):
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    page.goto(f"{server.url}/?key={KEY}")
    page.select_option("#ancient_one", label="Yig")
    page.fill("#seed", "21")
    page.select_option(".seat-row:nth-child(1) [name=investigator]", "base:amanda_sharpe")
    url = create_with_a_bot_seat(page)
    assert "token=" in url
    assert page.locator("#links li", has_text="heuristic bot").count() == 1
    page.goto(url)
    page.wait_for_selector("#board svg")
    assert page.text_content("#me") == "seat 1"
    clicked_place = False
    for _ in range(300):
        wait_mine(page)
        if turn_of(page) >= 2 or choice_n(page) == "over":
            break
        moves = page.locator("#board .place.hl")
        if page.locator("#choice button.option", has_text="Move to").count() and moves.count():
            click_and_wait(page, moves.first)  # answer a move by clicking the destination
            clicked_place = True
        else:
            click_and_wait(page, page.locator("#choice button.option:not([disabled])").first)
    assert turn_of(page) >= 2, page.text_content("#title")
    assert clicked_place
    with GameStore(server.db) as s:
        gid = s.games()[0].id
        by = {a.by for a in s.answers(gid)}
    assert by == {"person", "heuristic"}
    assert page.locator("#log details summary", has_text="Turn 1").count() >= 2  # grouped by phase
    save_shot(page, tmp_path, "web-table.png")


def test_resume_after_a_server_restart(browser, server, tmp_path):
    links = httpx.post(
        server.url + "/api/games",
        headers=HOST,
        json={"seats": [{"player": "person", "investigator": "joe_diamond"}], "seed": 4},
    ).json()
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.goto(server.url + links["seats"][0]["url"])
    wait_mine(page)
    before = choice_n(page)
    page.keyboard.press("1")  # number keys answer
    page.wait_for_function(f"() => document.querySelector('#choice').dataset.choice !== '{before}'")
    n = choice_n(page)
    server.kill()
    page.wait_for_function("() => document.querySelector('#conn').textContent === 'offline'")
    server.start()
    page.wait_for_function("() => document.querySelector('#conn').textContent === 'live'", timeout=30000)
    assert choice_n(page) == n
    click_and_wait(page, page.locator("#choice button.option:not([disabled])").first)
    assert int(choice_n(page)) == int(n) + 1
    lobby = browser.new_page()
    lobby.goto(f"{server.url}/?key={KEY}")
    lobby.click(f"tr[data-game='{links['id']}'] button.open")
    lobby.locator("a.seat-link").first.wait_for()
    assert lobby.locator("a.seat-link").first.get_attribute("href").endswith(links["seats"][0]["url"])


def test_two_seats_in_two_browsers_and_seat_2_cannot_act_for_seat_1(browser, server, tmp_path):
    links = httpx.post(
        server.url + "/api/games", headers=HOST, json={"seats": [{"player": "person"}, {"player": "person"}], "seed": 8}
    ).json()
    gid = links["id"]
    one, two = browser.new_context(), browser.new_context(viewport={"width": 390, "height": 844})  # a laptop, a phone
    p1, p2 = one.new_page(), two.new_page()
    p1.goto(server.url + links["seats"][0]["url"])
    p2.goto(server.url + links["seats"][1]["url"])
    for p in (p1, p2):
        p.wait_for_selector("#board svg")
    v = httpx.get(f"{server.url}/api/games/{gid}/view").json()["view"]
    # get to a choice of seat 1 (set-up may start with seat 2)
    while v["choice"]["seat"] != 0:
        httpx.post(
            f"{server.url}/api/games/{gid}/answer",
            json={"choice": v["choice"]["n"], "option": v["choice"]["options"][0]["id"]},
            headers={"X-Seat-Token": token_of(links, 1)},
        )
        v = httpx.get(f"{server.url}/api/games/{gid}/view").json()["view"]
    n = str(v["choice"]["n"])
    for p in (p1, p2):
        p.wait_for_function(f"() => document.querySelector('#choice').dataset.choice === '{n}'")
    assert p1.get_attribute("#choice", "data-mine") == "yes"
    assert p2.get_attribute("#choice", "data-mine") == "no"
    assert p2.locator("#choice button.option:not([disabled])").count() == 0
    # the seat whose answer is awaited sees it in the window's title; the sound is off unless turned on
    p1.wait_for_function("() => document.title.startsWith('▶ Your turn')")
    assert not p2.title().startswith("▶") and p1.locator("#table-note").is_visible()
    assert p1.text_content("#sound") == "sound: off"
    p1.click("#sound")
    assert p1.text_content("#sound") == "sound: on" and p1.evaluate("localStorage.getItem('arkham.sound')") == "on"
    assert "Waiting for" in p2.text_content("#choice")
    p2.keyboard.press("1")  # a number key on seat 2's page does nothing
    p2.evaluate("""() => ws.send(JSON.stringify({type: 'answer', choice: view.choice.n,
                                                option: view.choice.options[0].id}))""")  # nor does a forged answer
    p2.wait_for_selector("#banner:not([hidden])")
    assert "seat 1" in p2.text_content("#banner")
    with GameStore(server.db) as s:
        assert s.get(gid).answers == int(n)
    # the phone shows the choice above the board
    assert p2.locator("#choice").bounding_box()["y"] < p2.locator("#board").bounding_box()["y"]
    save_shot(p2, tmp_path, "web-phone.png")
    click_and_wait(p1, p1.locator("#choice button.option:not([disabled])").first)
    p2.wait_for_function(f"() => document.querySelector('#choice').dataset.choice !== '{n}'", timeout=5000)
    with GameStore(server.db) as s:
        assert s.answers(gid)[-1].who == 0
    one.close()
    two.close()


def test_clicking_the_board_shows_full_text_and_monster_stats_on_hover(browser, server, tmp_path):
    links = httpx.post(
        server.url + "/api/games",
        headers=HOST,
        json={"seats": [{"player": "person"}], "seed": 2, "ancient_one": "cthulhu"},
    ).json()
    gid = links["id"]
    for _ in range(200):  # play on until a monster is in Arkham
        v = httpx.get(f"{server.url}/api/games/{gid}/view").json()["view"]
        if any(p["monsters"] for p in v["places"].values()):
            break
        httpx.post(
            f"{server.url}/api/games/{gid}/answer",
            json={"choice": v["choice"]["n"], "option": v["choice"]["options"][0]["id"]},
            headers={"X-Seat-Token": token_of(links, 0)},
        )
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    page.goto(server.url + links["spectator"])
    page.wait_for_selector("#board svg")
    assert page.text_content("#me") == "spectator"
    page.click("#board [data-place='base:arkham/woods']")
    page.wait_for_selector("#info:not([hidden])")
    assert "Woods" in page.text_content("#info h2") and "unstable" in page.text_content("#info")
    page.click("#board .region.card[data-place='base:cthulhu']")
    page.wait_for_function("() => document.querySelector('#info h2').textContent === 'Cthulhu'")
    titles = page.locator("#board .monster title").all_text_contents()
    assert titles and all("toughness" in t for t in titles)
    page.locator("#log a.why").first.click()
    page.wait_for_function("() => document.querySelector('#info h2').textContent.startsWith('Why event')")
    assert "Rule:" in page.text_content("#info")
    save_shot(page, tmp_path, "web-board.png", full_page=True)
