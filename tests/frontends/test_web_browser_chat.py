"""Chat and take-back in Chromium, two seats in two browser contexts: seat 1 sees what
seat 2 writes (as text, markup and all) and sees seat 2's answer taken back; the fair
rule's refusal is shown to the seat that asked.

Seed 7 with Amanda Sharpe (seat 1) and Joe Diamond (seat 2): Joe sets his sliders first."""

from __future__ import annotations

import httpx
import pytest

import test_web_browser as B
from test_web_browser import browser, server  # noqa: F401 - fixtures
from arkham.saved_games import GameStore
from helpers.web import HOST

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

HOSTILE = '<script>document.title="owned"</script><img src=x onerror="document.body.dataset.owned=1"> ok?'


def test_seat_1_sees_seat_2s_message_and_take_back(browser, server, tmp_path):  # noqa: F811
    spec = {
        "seats": [
            {"player": "person", "investigator": "amanda_sharpe"},
            {"player": "person", "investigator": "joe_diamond"},
        ],
        "seed": 7,
        "ancient_one": "cthulhu",
    }
    links = httpx.post(server.url + "/api/games", headers=HOST, json=spec).json()
    gid = links["id"]
    one, two = browser.new_context(), browser.new_context()
    amanda, joe = one.new_page(), two.new_page()
    amanda.goto(server.url + links["seats"][0]["url"])
    joe.goto(server.url + links["seats"][1]["url"])
    for p in (amanda, joe):
        p.wait_for_selector("#board svg")
        p.wait_for_function("() => document.querySelector('#choice').dataset.choice === '0'")
    assert joe.get_attribute("#choice", "data-mine") == "yes"

    # the chat: Joe writes, Amanda reads it as text, with his name
    joe.fill("#chat-text", HOSTILE)
    joe.press("#chat-text", "Enter")
    amanda.wait_for_selector("#chat-lines li")
    line = amanda.locator("#chat-lines li").first
    assert line.locator(".chat-text").text_content() == HOSTILE
    assert line.locator(".chat-who").text_content() == "Joe Diamond (seat 2)"
    assert amanda.locator("#chat-lines script, #chat-lines img").count() == 0
    joe.wait_for_selector("#chat-lines li")
    assert joe.input_value("#chat-text") == ""
    for p in (amanda, joe):
        assert p.title() != "owned" and p.evaluate("document.body.dataset.owned") is None

    # Joe answers; only he is offered the take-back, and Amanda sees the table go back
    assert amanda.locator("#take-back").count() == 0
    B.click_and_wait(joe, joe.locator("#choice button.option").first)
    amanda.wait_for_function("() => document.querySelector('#choice').dataset.choice === '1'")
    assert amanda.locator("#take-back").count() == 0
    joe.click("#take-back")
    for p in (amanda, joe):
        p.wait_for_function("() => document.querySelector('#choice').dataset.choice === '0'")
    assert "Speed/Sneak" in amanda.text_content("#choice .prompt")
    for p, who in ((joe, "You"), (amanda, "Joe Diamond")):
        p.wait_for_selector("#banner:not([hidden])")
        assert p.text_content("#banner") == f"{who} took back an answer."
    assert joe.locator("#take-back").count() == 0  # nothing of Joe's is left to take back
    with GameStore(server.db) as s:
        assert s.get(gid).answers == 0

    # after his third slider the cards are dealt: the take-back is refused, and says why
    for n in range(3):
        B.click_and_wait(joe, joe.locator("#choice button.option").first)
    amanda.wait_for_function("() => document.querySelector('#choice').dataset.choice === '3'")
    joe.click("#take-back")
    joe.wait_for_function("() => document.querySelector('#banner').textContent.includes('hidden came out')")
    assert joe.get_attribute("#choice", "data-choice") == "3"
    B.save_shot(amanda, tmp_path, "table-chat.png")
    with GameStore(server.db) as s:
        assert s.get(gid).answers == 3
    one.close()
    two.close()
