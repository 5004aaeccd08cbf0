"""The real program in a pseudo-terminal, driven by keystrokes (pexpect)."""

import os
import re
import sys
from pathlib import Path

import pytest

import arkham
from arkham.saved_games import GameStore, replay_game

pexpect = pytest.importorskip("pexpect")

ROOT = Path(__file__).resolve().parents[2]
PROMPT = r"choose 1-(\d+) \(help, why, log, quit\) > "
MAX_CHOICES = 600  # a 1-investigator game against Azathoth takes a few dozen


def spawn(*args, tmp_path, term="dumb", timeout=30):
    env = dict(os.environ)
    env.update(
        {
            "TERM": term,
            "XDG_DATA_HOME": str(tmp_path / "xdg"),
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
            "PYTHONPATH": str(ROOT / "src"),
        }
    )
    env.pop("NO_COLOR", None)
    env.pop("ARKHAM_PROG", None)  # started as the `arkham` command is, whatever started the tests
    env.update({"COLUMNS": "150", "LINES": "60"})  # rich takes 80 columns on a dumb terminal otherwise
    return pexpect.spawn(
        sys.executable,
        ["-m", "arkham.cli", *args],
        cwd=str(ROOT),
        env=env,
        encoding="utf-8",
        dimensions=(60, 150),
        timeout=timeout,
    )


def finish(child):
    child.expect(pexpect.EOF)
    child.close()
    return child.exitstatus


def answer_until_over(child, key="1", limit=MAX_CHOICES):
    """Answer every choice with ``key`` until the game ends; returns how many answers were typed."""
    n = 0
    while n < limit:
        k = child.expect([PROMPT, r"The game is over", r"Enter for the (?:next page|table)"])
        if k == 1:
            return n
        if k == 2:  # events that did not fit the screen, a page at a time
            child.sendline("")
            continue
        child.sendline(key)
        n += 1
    raise AssertionError(f"the game did not end within {limit} choices")


def to_prompt(child):
    """Wait for the next choice, paging past the events that did not fit the screen."""
    while child.expect([PROMPT, r"Enter for the (?:next page|table)"]) == 1:
        child.sendline("")


def game_id(text):
    return int(re.search(r"Game (\d+) is (?:saved|over)", text).group(1))


def test_a_short_game_played_to_its_end_by_keystrokes(tmp_path):
    db = tmp_path / "games.sqlite"
    child = spawn("play", "--ancient-one", "azathoth", "--seed", "4", "--db", str(db), tmp_path=tmp_path)
    child.expect(r"game (\d+) against Azathoth")
    gid = int(child.match.group(1))
    child.expect(r"decides")  # the choice is titled with who decides
    n = answer_until_over(child)
    child.expect(r"Game \d+ is over and saved")
    assert finish(child) == 0
    with GameStore(db) as store:
        saved = store.get(gid)
        assert saved.finished and saved.answers == n == len(store.answers(gid))
        assert saved.result["won"] is False


def test_no_flags_starts_a_one_investigator_game_at_once(tmp_path):
    child = spawn("play", tmp_path=tmp_path)
    child.expect(r"Arkham Horror — game 1 against ")
    child.expect(r"\(investigator 1, person\) decides")
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect(r"Game 1 is saved after 0 choices")
    assert finish(child) == 0
    assert (tmp_path / "xdg" / "arkham" / "games.sqlite").exists()  # $XDG_DATA_HOME is honoured


def test_quit_and_resume_continues_exactly(tmp_path):
    db = str(tmp_path / "games.sqlite")
    common = ("--ancient-one", "azathoth", "--seed", "11", "--db", db)
    # one game without a break
    child = spawn("play", *common, tmp_path=tmp_path)
    answer_until_over(child)
    child.expect(r"Game (\d+) is over")
    whole = int(child.match.group(1))
    finish(child)
    # the same game, left after 5 choices and resumed twice
    child = spawn("play", *common, tmp_path=tmp_path)
    for _ in range(5):
        child.expect(PROMPT)
        child.sendline("1")
    child.expect(PROMPT)
    screen = child.before
    child.sendline("quit")
    child.expect(r"Game (\d+) is saved after 5 choices\. Resume it with: arkham play --resume (\d+)")
    gid = int(child.match.group(1))
    assert finish(child) == 0
    with GameStore(db) as store:
        at_quit = store.get(gid).hash
        replayed = list(__import__("arkham.saved_games").saved_games.replay_game(store.get(gid), store.answers(gid)))[
            -1
        ][0]
        assert replayed.state_hash() == at_quit
    child = spawn("play", "--resume", str(gid), "--db", db, tmp_path=tmp_path)
    child.expect(rf"resuming game {gid} against Azathoth after 5 choices")
    child.expect(PROMPT)
    prompt_line = screen.strip().splitlines()[-2:]
    for line in prompt_line:  # the same choice is on the screen again
        assert line.strip() in child.before
    child.sendline("quit")
    child.expect(r"is saved after 5 choices")
    finish(child)
    with GameStore(db) as store:
        assert store.get(gid).hash == at_quit  # resuming and quitting changed nothing
    child = spawn("play", "--resume", str(gid), "--db", db, tmp_path=tmp_path)
    answer_until_over(child)
    finish(child)
    with GameStore(db) as store:
        a, b = store.get(whole), store.get(gid)
        assert a.finished and b.finished
        assert a.hash == b.hash and a.answers == b.answers
        assert [x.option_id for x in store.answers(whole)] == [x.option_id for x in store.answers(gid)]


def test_bad_keystrokes_get_a_message_and_the_same_prompt(tmp_path):
    db = str(tmp_path / "games.sqlite")
    child = spawn("play", "-a", "azathoth", "--seed", "4", "--db", db, tmp_path=tmp_path)
    child.expect(PROMPT)
    n = int(child.match.group(1))
    for key, message in [
        ("", r"Please type the number of an option \(1 to \d+\), or 'help'\."),
        ("0", r"There is no option 0: type a number from 1 to \d+\."),
        (str(n + 1), rf"There is no option {n + 1}: type a number from 1 to \d+\."),
        ("12345", r"There is no option 12345"),
        ("xyzzy", r"Unknown command 'xyzzy'\. Type a number from 1 to \d+, or 'help'\."),
        ("why 99999", r"There is no event 99999"),
        ("[red]oops", r"Unknown command '\[red\]oops'"),
    ]:
        child.sendline(key)
        child.expect(message)
        child.expect(PROMPT)
        assert int(child.match.group(1)) == n
    child.sendline("help")
    child.expect(r"explain the current choice and these commands")
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect(r"saved after 0 choices")
    assert finish(child) == 0
    with GameStore(db) as store:
        saved = store.games()[0]
        assert store.answers(saved.id) == []
        assert saved.hash == arkham.new_game(**store.get(saved.id).settings).state_hash()


def test_resume_of_a_game_that_does_not_exist(tmp_path):
    child = spawn("play", "--resume", "999", "--db", str(tmp_path / "games.sqlite"), tmp_path=tmp_path)
    out = child.read()
    child.close()
    assert child.exitstatus == 1
    assert "there is no saved game with id 999" in out
    assert "Traceback" not in out


@pytest.mark.parametrize(
    "args, message",
    [
        (["--investigators", "9"], r"--investigators"),
        (["--who", "nobody"], r"unknown investigator 'nobody'"),
        (["--ancient-one", "dagon"], r"unknown Ancient One 'dagon'"),
        (["-n", "2", "--bots", "3"], r"'3' is not an investigator number from 1 to 2"),
        (["--bot", "clever"], r"unknown bot 'clever'"),
        (["--resume", "1", "--seed", "3"], r"give --resume alone"),
    ],
)
def test_a_bad_command_line_value_is_a_clear_error(tmp_path, args, message):
    child = spawn("play", *args, "--db", str(tmp_path / "games.sqlite"), tmp_path=tmp_path)
    out = child.read()
    child.close()
    assert child.exitstatus == 2
    assert re.search(message, re.sub(r"[│\s]+", " ", out)), out
    assert "Invalid value" in out and "Traceback" not in out


def test_games_list_and_replay(tmp_path):
    db = str(tmp_path / "games.sqlite")
    child = spawn("play", "-a", "azathoth", "--seed", "4", "-i", "harvey_walters", "--db", db, tmp_path=tmp_path)
    answer_until_over(child)
    finish(child)
    child = spawn(
        "play", "-a", "yig", "--seed", "5", "-n", "2", "--bots", "2", "--bot", "random", "--db", db, tmp_path=tmp_path
    )
    for _ in range(3):
        to_prompt(child)
        child.sendline("1")
    to_prompt(child)
    child.sendline("quit")
    finish(child)
    child = spawn("games", "--db", db, tmp_path=tmp_path)
    out = child.read()
    child.close()
    assert child.exitstatus == 0
    assert re.search(r"│ 1 .*Azathoth.*Harvey Walters.*lost", out)
    assert re.search(r"│ 2 .*Yig.*\(random bot\).*in progress", out)
    # a finished game, run straight through
    child = spawn("replay", "1", "--db", db, "--auto", tmp_path=tmp_path)
    child.expect(r"Replay verified")
    assert finish(child) == 0
    # an unfinished game, step by step
    child = spawn("replay", "2", "--db", db, "--no-clear", tmp_path=tmp_path)
    child.expect(r"Step 1 of \d+: .* chose '")
    child.expect(r"Enter: next")
    child.sendline("")
    child.expect(r"Step 2 of \d+")
    child.expect(r"Enter: next")
    child.sendline("what")
    child.expect(r"Press Enter for the next step")
    child.sendline("a")
    child.expect(r"Replay verified")
    assert finish(child) == 0
    child = spawn("replay", "77", "--db", db, tmp_path=tmp_path)
    out = child.read()
    child.close()
    assert child.exitstatus == 1 and "no saved game with id 77" in out and "Traceback" not in out


def test_hotseat_person_and_bot_with_a_colour_terminal(tmp_path):
    db = str(tmp_path / "games.sqlite")
    child = spawn(
        "play",
        "-a",
        "azathoth",
        "--seed",
        "3",
        "-n",
        "2",
        "--bots",
        "2",
        "--bot",
        "random",
        "--db",
        db,
        tmp_path=tmp_path,
        term="xterm-256color",
    )
    for _ in range(MAX_CHOICES):
        k = child.expect([PROMPT, r"The game is over", r"\(random bot\): ", r"Enter for the (?:next page|table)"])
        if k == 1:
            break
        if k == 0:
            child.sendline("1")
        if k == 3:
            child.sendline("")
    else:
        raise AssertionError("the game did not end")
    assert finish(child) == 0
    with GameStore(db) as store:
        answers = store.answers(1)
        assert {a.by for a in answers} == {"person", "random"}
        assert {a.who for a in answers if a.by == "random"} == {1}


def test_setup_menu_in_the_terminal(tmp_path):
    db = str(tmp_path / "games.sqlite")
    child = spawn("play", "--setup", "--db", db, tmp_path=tmp_path)
    child.expect(r"Start a new game")
    child.expect(r"Choose 1-2 > ")
    child.sendline("2")  # resume, but nothing is saved yet
    child.expect(r"No saved games yet")
    child.sendline("42")
    child.expect(r"There is no saved game with id 42")
    child.sendline("back")
    child.expect(r"Which rules\?")
    child.sendline("1")  # the base game's
    child.expect(r"Which boxes\?")
    child.expect(r"4\. The base game \+ Dunwich Horror \+ Kingsport Horror")
    child.sendline("1")  # the base game only
    child.expect(r"Which Ancient One\?")
    child.sendline("1")  # random
    child.expect(r"How many investigators\?")
    child.sendline("9")
    child.expect(r"There is no option 9")
    child.sendline("1")
    child.expect(r"Investigator 1\?")
    child.sendline("1")  # random
    child.expect(r"Who plays investigator 1\?")
    child.sendline("1")  # a person
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect(r"Game 1 is saved")
    assert finish(child) == 0


def sized_env(tmp_path, rows, cols):
    """The environment of a terminal of ``rows`` x ``cols`` running this checkout, in colour."""
    env = dict(os.environ)
    env.update(
        {
            "TERM": "xterm",
            "XDG_DATA_HOME": str(tmp_path / "xdg"),
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
            "PYTHONPATH": str(ROOT / "src"),
            "COLUMNS": str(cols),
            "LINES": str(rows),
        }
    )
    env.pop("NO_COLOR", None)
    return env


@pytest.mark.parametrize("rows, cols", [(24, 80), (40, 120)])
def test_the_screen_fits_the_terminal(tmp_path, rows, cols):
    """After each answer the screen (from the clear to the prompt) fits the terminal, with the
    tracks at its top and the choice at its bottom; at 120x40 it is the whole board (every
    neighbourhood, the Other Worlds, the sheets), at 80x24 the compact one; no event scrolls
    away unseen: those that do not fit come first, a page at a time."""
    env = sized_env(tmp_path, rows, cols)
    child = pexpect.spawn(
        sys.executable,
        ["-m", "arkham.cli", "play", "-a", "yig", "--seed", "6", "-n", "2", "--bots", "2", "--bot", "random"],
        cwd=str(ROOT),
        env=env,
        encoding="utf-8",
        dimensions=(rows, cols),
        timeout=30,
    )
    seen = bots = pages = wide = 0
    events: set[int] = set()
    for _ in range(25):
        k = child.expect([PROMPT, r"Enter for the (?:next page|table)", r"The game is over"])
        if k == 2:
            break
        screen = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", child.before.split("\x1b[2J")[-1].split("\x1b[H")[-1])
        lines = [ln for ln in screen.replace("\r", "").split("\n")]
        assert len(lines) <= rows, f"{len(lines)} lines on a {rows}-row terminal"
        events |= {int(m) for m in re.findall(r"#(\d+)\s+t\d+", screen)}
        if k == 1:
            pages += 1
            child.sendline("")  # the next page
            continue
        if "Turn " in screen:
            assert re.search(r"Turn \d+", "\n".join(lines[:4]))
            assert "decides" in screen
            # at 120x40 the whole board, the sheets beside it
            wide += "Miskatonic U." in screen and "Other Worlds" in screen and "Sanity" in screen
            seen += 1
            bots += "The bots answered:" in screen  # the bot's answers survive the clear
        child.sendline("1")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    assert seen >= 10 and bots >= 1
    assert set(range(min(events), max(events) + 1)) <= events  # every event after the first screen was seen
    assert pages >= 1 if rows == 24 else True
    # the whole board whenever it fits beside 2 events (a long choice or a crowded town: the compact one)
    assert wide >= seen // 3 if cols >= 120 else wide == 0, (wide, seen)


def test_undo_takes_back_an_answer_unless_something_came_out_since(tmp_path):
    db = str(tmp_path / "games.sqlite")
    child = spawn("play", "--ancient-one", "azathoth", "--seed", "11", "--db", db, tmp_path=tmp_path)
    child.expect(r"game (\d+) against Azathoth")
    gid = int(child.match.group(1))
    refused = taken = False
    to_prompt(child)
    for _ in range(80):
        child.sendline("1")
        to_prompt(child)
        with GameStore(db) as store:
            saved, g = store.load(gid)
            answers = store.answers(gid)
        n = saved.answers
        if n < 2 or g.is_over:
            continue
        came_out = g.revealed_since(n - 1)
        if came_out and not refused:
            child.sendline("undo")
            child.expect(r"Cannot undo: something hidden came out since that answer")
            to_prompt(child)
            refused = True
            with GameStore(db) as store:
                assert store.get(gid).hash == saved.hash and store.get(gid).answers == n
        elif not came_out and not taken:
            child.sendline("undo")
            child.expect(rf"Took back 1 answer of a person: the game is as it was after {n - 1} choices")
            taken = True
            to_prompt(child)
            with GameStore(db) as store:
                assert store.get(gid).answers == n - 1 == len(store.answers(gid))
                *_, (then, _) = replay_game(saved, answers[: n - 1])  # the game after n - 1 answers
                assert store.get(gid).hash == then.state_hash() == store.answers(gid)[-1].hash
                assert store.load(gid)[1].state_hash() == then.state_hash()
        if refused and taken:
            break
    assert refused and taken
    child.sendline("quit")
    assert finish(child) == 0


def test_free_undo_goes_back_as_far_as_asked_and_the_store_follows(tmp_path):
    db = str(tmp_path / "games.sqlite")
    child = spawn("play", "--ancient-one", "azathoth", "--seed", "11", "--db", db, "--free-undo", tmp_path=tmp_path)
    child.expect(r"game (\d+) against Azathoth")
    gid = int(child.match.group(1))
    for _ in range(6):
        to_prompt(child)
        child.sendline("1")
    to_prompt(child)
    child.sendline("help")
    child.expect(r"undo \[N\]\s+take back your last answer")
    to_prompt(child)
    child.sendline("undo 4")
    child.expect(r"Took back 4 answers of a person: the game is as it was after 2 choices")
    to_prompt(child)
    child.sendline("quit")
    child.expect(r"is saved after 2 choices")
    assert finish(child) == 0
    with GameStore(db) as store:
        answers = store.answers(gid)
        assert len(answers) == 2 == store.get(gid).answers
        assert store.load(gid)[1].state_hash() == answers[-1].hash == store.get(gid).hash
        assert store.get(gid).settings["free_undo"] is True  # the table's rule, kept with the game
    child = spawn("play", "--resume", str(gid), "--db", db, tmp_path=tmp_path)  # no --free-undo: the game keeps it
    child.expect(rf"resuming game {gid} against Azathoth after 2 choices \(turn \d+\); undo is free at this table")
    to_prompt(child)
    child.sendline("quit")
    assert finish(child) == 0


@pytest.mark.parametrize("seed", [6, 21])
def test_the_set_up_events_page_at_80x24_and_the_first_headline_is_read(tmp_path, seed):
    """The events printed at set-up, before the first screen (the first Mythos card, a
    headline, among them), never scroll away unseen at 80x24: those that do not fit come
    a page at a time ("-- N more: Enter for the next page"), and every one of them is on
    a page or on the screen before the first choice of turn 1 is answered."""
    db = str(tmp_path / "games.sqlite")
    env = sized_env(tmp_path, 24, 80)
    args = ["-m", "arkham.cli", "play", "-a", "yig", "--seed", str(seed), "-n", "2", "--db", db]
    child = pexpect.spawn(sys.executable, args, cwd=str(ROOT), env=env, encoding="utf-8", dimensions=(24, 80))
    child.timeout = 30
    out = []
    pages = 0
    for _ in range(40):
        k = child.expect([PROMPT, r"Enter for the (?:next page|table)[^>]*> "])
        out.append(child.before + child.after)
        if k == 1:
            pages += 1
            child.sendline("")
            continue
        if re.search(r"Turn [1-9]", re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", child.before.split("\x1b[2J")[-1])):
            break
        child.sendline("1")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    with GameStore(db) as store:
        _, g = store.load(1)
    setup = [e[1] for e in g.state.log if e[0] == 0]
    headline = next(t for t in setup if t.startswith("Mythos: "))
    seen = " ".join(re.sub(r"\x1b\[[0-9;?]*[A-Za-z]|[│╭╮╰╯─]", " ", "".join(out)).split())
    assert pages >= 1  # more happened at set-up than one screen holds
    assert " ".join(headline.split(" — ")[0].split()) in seen, headline
    for text in setup:
        assert " ".join(text.split()[:6]) in seen, text
