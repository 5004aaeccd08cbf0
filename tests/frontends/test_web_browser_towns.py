"""The boards of Dunwich and Kingsport in Chromium: a game made in the lobby by clicking with
one box beside the base game and a bot seat; Jenny Barnes, starting at the Train Station,
takes the train to the other town; she is drawn there, the board shows that town, and a
place of that town answers a click (issue: she vanished at Bishop's Brook Bridge, and
"Move to Village Commons" had no place to click)."""

from __future__ import annotations

import pytest

import test_web_browser as B
from test_web_browser import browser, server  # noqa: F401 - fixtures
from test_web_browser_lobby import open_lobby

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

TOWNS = {
    "dunwich": (
        "Dunwich",
        "dunwich:dunwich/bishops_brook_bridge",
        "Move to Village Commons",
        "dunwich:dunwich/village_commons_streets",
    ),
    "kingsport": (
        "Kingsport",
        "kingsport:kingsport/central_hill_streets",
        "Move to Harborside",
        "kingsport:kingsport/harborside_streets",
    ),
}


def take_the_train(page, town: str, limit: int = 40) -> None:
    """Answer the seat's choices by clicking: the train to ``town`` when offered, the fastest
    Speed slider, else the first option."""
    for _ in range(limit):
        B.wait_mine(page, timeout=60000)
        assert B.choice_n(page) != "over", page.text_content("#banner") + page.text_content("#choice")
        train = page.locator("#choice button.option:not([disabled])", has_text=f"in {town} (")
        if train.count():
            B.click_and_wait(page, train.first)
            return
        fast = page.locator("#choice button.option:not([disabled])", has_text="Speed 3 /")
        B.click_and_wait(page, (fast if fast.count() else page.locator("#choice button.option:not([disabled])")).first)
    raise AssertionError(f"no train to {town} offered in {limit} answers")


@pytest.mark.parametrize("pack", ["dunwich", "kingsport"])
def test_an_investigator_who_takes_the_train_is_drawn_in_the_other_town(browser, server, tmp_path, pack):  # noqa: F811
    town, depot, move, street = TOWNS[pack]
    page = open_lobby(browser, server)
    for other in {"dunwich", "kingsport"} - {pack}:
        page.uncheck(f"#packs input[value={other}]")
    page.wait_for_function(
        "() => [...document.querySelectorAll('.seat-row [name=investigator] option')]"
        ".some(o => o.value === 'base:jenny_barnes')"
    )
    page.select_option(".seat-row:nth-child(1) [name=investigator]", "base:jenny_barnes")
    page.fill("#seed", "4")
    url = B.create_with_a_bot_seat(page)
    page.goto(url)
    page.wait_for_selector("#board svg")
    names = page.locator("#towns button").all_text_contents()
    assert names[0].startswith("Arkham") and names[1] == town and names[2] == "All"
    take_the_train(page, town)
    page.wait_for_selector(f'#board [data-place="{depot}"] .investigator[data-seat="0"]')
    # the board now shows the town she stands in, its button counting her
    page.wait_for_selector(f'#towns button.on[data-town="{pack}"]')
    assert f"{town} (1)" in page.locator("#towns").text_content()
    box = page.get_attribute("#board svg", "viewBox")
    assert box == page.get_attribute(f'#board .town[data-town="{pack}"]', "data-box")
    B.save_shot(page, tmp_path, f"web-{pack}-train.png")
    # a place of the other town lights up for the option naming it and answers a click
    opt = page.locator("#choice button.option", has_text=move)
    assert opt.count() == 1
    assert page.locator(f'#board [data-place="{street}"].hl').count() == 1
    B.click_and_wait(page, page.locator(f'#board [data-place="{street}"] rect.box').first)
    page.wait_for_selector(f'#board [data-place="{street}"] .investigator[data-seat="0"]')
    # "All" shows every board, + and - zoom
    page.click('#towns button[data-town="all"]')
    whole = page.get_attribute("#board svg", "viewBox")
    page.click('#towns button[aria-label="zoom in"]')
    assert page.get_attribute("#board svg", "viewBox") != whole
