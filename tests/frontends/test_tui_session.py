"""The game loop driven by scripted lines (no terminal): commands, bad input, bots, saving."""

import io
import re

import pytest
from rich.console import Console

import arkham
from arkham.saved_games import GameStore
from arkham.tui.app import Session, Setup, resolve_settings, setup_menu

SETTINGS = {"seed": 4, "ancient_one": "base:azathoth", "investigators": 1, "packs": ["base"], "ruleset": "classic"}


class Script:
    """Feeds lines to the loop; records the prompts; ends with EOF (= quit)."""

    def __init__(self, *lines):
        self.lines = list(lines)
        self.prompts = []

    def __call__(self, prompt):
        self.prompts.append(prompt)
        if not self.lines:
            raise EOFError
        return self.lines.pop(0)


def console():
    return Console(file=io.StringIO(), width=120, color_system=None, record=True)


@pytest.fixture
def saved(tmp_path):
    store = GameStore(tmp_path / "g.sqlite")
    g = arkham.new_game(**SETTINGS)
    gid = store.create(g, SETTINGS, ["person"])
    yield store, gid, g
    store.close()


def test_bad_input_changes_nothing_and_asks_again(saved):
    store, gid, g = saved
    before = g.state_hash()
    n = len(g.choice.options)
    script = Script("", "0", str(n + 1), "99", "foo", "sheet 7", "why 100000", "why x", "log x", "-1", "1.5")
    con = console()
    code = Session(g, ["person"], con, store=store, game_id=gid, read=script).run()
    assert code == 0
    out = con.export_text()
    assert "Please type the number of an option" in out
    assert "There is no option 0" in out and f"There is no option {n + 1}" in out
    assert "Unknown command 'foo'" in out and "Unknown command '-1'" in out
    assert "There is no investigator 7" in out and "There is no event 100000" in out
    assert len(set(script.prompts)) == 1 and len(script.prompts) == 12  # the same prompt every time
    assert g.state_hash() == before == store.get(gid).hash
    assert store.answers(gid) == []
    assert f"Game {gid} is saved after 0 choices" in out and f"--resume {gid}" in out


def test_info_commands_show_help_why_log_sheet(saved):
    store, gid, g = saved
    con = console()
    Session(
        g,
        ["person"],
        con,
        store=store,
        game_id=gid,
        read=Script("help", "why", "why 0", "log 3", "sheet", "sheet 1", "board"),
    ).run()
    out = con.export_text()
    assert g.choice.kind in out and "quit      leave" in out
    first = g.state.log[0]
    assert f"#0 (turn {first[0]}): {first[1]}" in out
    assert "Rule: " + first[2] in out
    assert "Harvey Walters" in out and "Sanity" in out


def test_each_answer_is_saved_at_once(saved):
    store, gid, g = saved
    Session(g, ["person"], console(), store=store, game_id=gid, read=Script("1", "2", "1")).run()
    answers = store.answers(gid)
    assert len(answers) == 3 and all(a.by == "person" for a in answers)
    s, loaded = store.load(gid)
    assert loaded == g and s.answers == 3


def test_a_bot_plays_a_whole_game_and_it_is_saved(tmp_path):
    store = GameStore(tmp_path / "g.sqlite")
    s = dict(SETTINGS, investigators=2)
    g = arkham.new_game(**s)
    gid = store.create(g, s, ["random", "random"])
    con = console()
    assert Session(g, ["random", "random"], con, store=store, game_id=gid, read=Script(), bot_seed=1).run() == 0
    assert g.is_over
    saved = store.get(gid)
    assert saved.finished and saved.hash == g.state_hash() and saved.answers == len(store.answers(gid))
    assert "The game is over" in con.export_text()
    store.close()


def test_a_bot_answer_wider_than_80_columns_is_printed_whole():
    """A bot's answer is its prompt and the option it took, wrapped over as many rows as it
    needs on an 80-column terminal, never cut at the edge."""
    moves: list[str] = []

    class Watched(Session):
        def apply(self, option_id, by):
            if by != "person":
                ch = self.g.choice
                moves.append(f"{ch.prompt} → {ch.option(option_id).label}")
            super().apply(option_id, by)

    s = dict(SETTINGS, investigators=2, seed=7)
    g = arkham.new_game(**s)
    con = Console(file=io.StringIO(), width=80, color_system=None, record=True)
    assert Watched(g, ["random", "random"], con, read=Script(), bot_seed=3).run() == 0
    out = " ".join(con.export_text().split())
    wide = [m for m in moves if len(m) > 80]
    assert len(wide) >= 5, "the game had answers wider than the terminal"
    assert all(" ".join(m.split()) in out for m in wide), [m for m in wide if " ".join(m.split()) not in out][:2]


def test_an_engine_failure_keeps_the_save_before_the_choice(saved, monkeypatch):
    store, gid, g = saved
    before = store.get(gid).hash

    def boom(option_id):
        raise RuntimeError("kaboom")

    monkeypatch.setattr(type(g), "apply", lambda self, oid: boom(oid))
    con = console()
    code = Session(g, ["person"], con, store=store, game_id=gid, read=Script("1")).run()
    assert code == 1
    out = con.export_text()
    assert "rules engine failed" in out and "kaboom" in out
    assert store.get(gid).hash == before and store.answers(gid) == []


def test_setup_menu_bad_input_and_choices(tmp_path):
    from arkham.content.loader import load_content

    content = load_content(("base",))
    store = GameStore(tmp_path / "g.sqlite")
    # new game; bad AO input; Azathoth; 2 investigators; first random person; second named, bot
    aos = sorted(content.ancient_ones.values(), key=lambda a: a.name)
    az = 2 + [a.id for a in aos].index("base:azathoth")
    from arkham.bots import BOTS

    rnd = str(2 + sorted(BOTS).index("random"))  # the menu: a person, then the bots by name
    script = Script("1", "1", "1", "", "x", "0", str(az), "2", "1", "1", "2", rnd)  # new game; classic; base only
    con = console()
    setup = setup_menu(con, script, content, store)
    invs = sorted(content.investigators.values(), key=lambda d: d.name)
    assert setup == Setup(
        ancient_one="base:azathoth", investigators=[None, invs[0].id], seats=["person", "random"], packs=["base"]
    )
    out = con.export_text()
    assert "Please type a number" in out and "'x' is not a number" in out and "There is no option 0" in out
    settings = resolve_settings(content, 7, setup)
    # numbers do not shift after a pick: a taken investigator keeps his number and is refused
    con = console()
    setup = setup_menu(con, Script("1", "1", str(az), "2", "2", "1", "2", "3", "1"), content)  # classic, base only
    assert setup.investigators == [invs[0].id, invs[1].id]
    assert f"{invs[0].name} is already investigator 1" in con.export_text()
    assert settings["investigators"][1] == invs[0].id and len(settings["investigators"]) == 2
    assert settings["investigators"][0] != invs[0].id
    g = arkham.new_game(**settings)
    assert [i.id for i in g.state.investigators] == settings["investigators"]
    store.close()


def test_setup_menu_resume_asks_again_for_an_unknown_id(saved):
    store, gid, g = saved
    from arkham.content.loader import load_content

    con = console()
    script = Script("2", "99", "abc", str(gid))
    setup = setup_menu(con, script, load_content(("base",)), store)
    assert setup.resume == gid
    out = con.export_text()
    assert "There is no saved game with id 99" in out and "Please type the id of a saved game" in out
    assert script.prompts[1] == script.prompts[2] == script.prompts[3]


def test_all_random_investigators_leave_the_pick_to_the_engine():
    from arkham.content.loader import load_content

    s = resolve_settings(load_content(("base",)), 3, Setup(investigators=[None, None]))
    assert s["investigators"] == 2 and s["ancient_one"] is None and s["seed"] == 3


def test_show_reads_cards_monsters_places_and_options(saved):
    store, gid, g = saved
    con = console()
    Session(
        g,
        ["person"],
        con,
        store=store,
        game_id=gid,
        read=Script("show woods", "show ghoul", "show azathoth", "show 1", "show 99", "show zzz", "show", "show st"),
    ).run()
    out = con.export_text()
    assert "Woods\n  Location in Uptown · unstable" in out
    assert "Ghoul\n  Moves:" in out and "toughness" in out
    assert "Azathoth\n  Doom track 14" in out
    assert "There is no option 99" in out and "Nothing in this game is called 'zzz'" in out
    assert "Type 'show' and a name" in out and "'st' could be:" in out
    assert g.state_hash() == store.get(gid).hash and store.answers(gid) == []


def test_why_explains_the_dice_and_what_counted(tmp_path):
    g = arkham.new_game(seed=3, ancient_one="base:yig", investigators=["base:harvey_walters"])
    from arkham.bots import make_bot

    bot = make_bot("heuristic", 1)
    while not any(" check" in e[1] and "dice [" in e[1] and "dice []" not in e[1] for e in g.state.log):
        g.apply(bot.choose(g))
    k = next(i for i, e in enumerate(g.state.log) if " check" in e[1] and "dice [" in e[1] and "dice []" not in e[1])
    con = console()
    Session(g, ["person"], con, read=Script(f"why {k}")).run()
    out = con.export_text()
    assert f"#{k} (turn " in out
    # the check's start is explained from the facts its result keeps: what set the dice, each die
    assert re.search(r"Dice for the \w+ check: \w+ on the slider \d.* = \d+ dic?e", out)
    assert re.search(r"Rolled [1-6]\*?(, [1-6]\*?)*: a die succeeds on", out)
    assert re.search(r"\d+ success(es)? against a difficulty of \d+: (passed|failed)", out)
    assert "Rule: base p.13" in out


def test_every_event_since_the_last_answer_is_shown(tmp_path):
    store = GameStore(tmp_path / "g.sqlite")
    settings = dict(SETTINGS, investigators=2)
    g = arkham.new_game(**settings)
    gid = store.create(g, settings, ["person", "random"])
    first = len(g.state.log)
    con = console()
    Session(g, ["person", "random"], con, store=store, game_id=gid, read=Script(*["1"] * 40)).run()
    out = con.export_text()
    shown = {int(m) for m in re.findall(r"(?:^|│)\s*#(\d+)\s+t\d", out, flags=re.M)}
    assert set(range(first, len(g.state.log))) <= shown  # nothing scrolled away unseen
    store.close()


def test_setup_menu_asks_the_boxes_in_one_question_and_the_parts_only_when_asked():
    """One question names every box combination; a box is used whole unless the player asks
    to choose its parts; the Kingsport variants follow only when Kingsport is in."""
    from arkham.content.loader import load_content

    con = console()
    setup = setup_menu(con, Script("1", "4", "1", "1", "1", "1", "1", "1", "1", "1", "1"), load_content(("base",)))
    out = con.export_text()
    for line in (
        "1. The base game only",
        "2. The base game + Dunwich Horror",
        "3. The base game + Kingsport Horror",
        "4. The base game + Dunwich Horror + Kingsport Horror",
    ):
        assert line in out
    assert setup.packs == ["base", "dunwich", "kingsport"]
    assert "Which parts of" not in out  # whole boxes: no part asked about
    assert "Which Herald" in out and "Which Guardian" in out and "Epic Battle" in out
    assert setup.sheets is None and not setup.epic_battle
    g = arkham.new_game(**resolve_settings(load_content(setup.packs), 2, setup))
    assert {"dunwich:abhoth", "kingsport:eihort"} <= set(g.content.ancient_ones)
    # the base game only: no parts, no variants
    con = console()
    setup = setup_menu(con, Script("1", "1", "1", "1", "1", "1"), load_content(("base",)))
    out = con.export_text()
    assert setup.packs == ["base"] and "Herald" not in out and "Epic Battle" not in out and "parts" not in out
    # a bad part number gets a message and the same question again
    con = console()
    script = Script("1", "2", "2", "1,99", "x", "", "1", "1", "1", "1")
    setup = setup_menu(con, script, load_content(("base",)))
    out = con.export_text()
    assert "'99' is not a number from 1 to" in out and "'x' is not a number from 1 to" in out
    assert setup.packs == ["base", "dunwich"]  # Enter alone: every part
    assert script.prompts[3] == script.prompts[4] == script.prompts[5]


def test_setup_menu_refuses_azathoth_for_the_epic_battle_and_names_a_herald():
    """KH p.11: the Epic Battle variant cannot be played against Azathoth; the menu says why
    and asks for another Ancient One. KH p.10: a Herald chosen by name reaches the game."""
    from arkham.content.loader import load_content

    c = load_content(("base", "kingsport"))
    names = sorted(a.name for a in c.ancient_ones.values())
    heralds = sorted(s.name for s in c.sheets.values() if s.kind == "herald")
    con = console()
    script = Script(
        "1",
        "3",
        "1",
        str(heralds.index("Tulzscha") + 3),
        "1",
        "2",
        str(names.index("Azathoth") + 2),
        str(names.index("Yig") + 2),
        "1",
        "1",
        "1",
    )
    setup = setup_menu(con, script, load_content(("base",)))
    out = con.export_text()
    assert "Azathoth — not with the Epic Battle variant" in out
    assert "The Epic Battle variant cannot be played against Azathoth (KH p.11" in out
    assert setup.ancient_one == "base:yig" and setup.epic_battle and setup.sheets == {"herald": "kingsport:tulzscha"}
    g = arkham.new_game(**resolve_settings(c, 4, setup))
    assert g.state.ancient_one == "base:yig" and "epic_battle" in g.state.rules_data
    assert g.state.rules_data["sheets"]["herald"] == "kingsport:tulzscha"


def test_setup_menu_says_an_expert_bot():
    from arkham.content.loader import load_content

    con = console()
    setup_menu(con, Script("1", "1", "1", "1", "1", "1"), load_content(("base",)))
    out = con.export_text()
    assert "An expert bot" in out or "an expert bot" in out
    assert "a expert" not in out.lower()


# ---------------------------------------------------------------- undo (issue 34)
class Undoer:
    """Answers 1 to each choice and, once at each count of answers, types 'undo' first:
    records what the game said about that answer (revealed or not) and the hash before it."""

    def __init__(self, session_box, limit=40):
        self.box = session_box
        self.limit = limit
        self.tried = set()
        self.hashes = {}
        self.outcomes = []  # (answers before the undo, revealed, hash after the undo, store answers after)
        self.pending = None

    def __call__(self, prompt):
        s = self.box[0]
        g = s.g
        if self.pending is not None:
            n, revealed = self.pending
            self.pending = None
            self.outcomes.append((n, revealed, g.state_hash(), s.n))
        self.hashes.setdefault(s.n, g.state_hash())
        if s.n >= self.limit:
            raise EOFError
        if s.n > 0 and s.n not in self.tried:
            self.tried.add(s.n)
            self.pending = (s.n, g.revealed_since(s.n - 1))
            return "undo"
        return "1"


def test_undo_takes_back_an_answer_unless_something_came_out_since(saved):
    store, gid, g = saved
    box = []
    script = Undoer(box)
    con = console()
    box.append(Session(g, ["person"], con, store=store, game_id=gid, read=script))
    box[0].run()
    out = con.export_text()
    refused = [o for o in script.outcomes if o[1]]
    taken = [o for o in script.outcomes if not o[1]]
    assert refused and taken
    for n, _, h, left in refused:  # refused: nothing changed
        assert left == n and h == script.hashes[n]
    for n, _, h, left in taken:  # taken back: the game as it was before the answer
        assert left == n - 1 and h == script.hashes[n - 1]
    assert "Cannot undo: something hidden came out since that answer" in out
    assert "Took back 1 answer of a person: the game is as it was after" in out
    answers = store.answers(gid)  # the store follows: the answers taken back are gone
    assert len(answers) == box[0].n == store.get(gid).answers
    assert [a.n for a in answers] == list(range(len(answers)))
    assert arkham.load(store.get(gid).snapshot).state_hash() == g.state_hash() == store.get(gid).hash


def test_free_undo_goes_back_as_far_as_asked_with_the_bots_answers(tmp_path):
    settings = dict(SETTINGS, investigators=2)
    store = GameStore(tmp_path / "g.sqlite")
    g = arkham.new_game(**settings)
    gid = store.create(g, settings, ["person", "random"])
    before = {}
    lines = []
    givers = []
    revealed = []

    def read(prompt):
        before.setdefault(s.n, g.state_hash())
        if len(lines) < 12:
            lines.append("1")
            return "1"
        if not lines[-1].startswith("undo"):
            lines.append("undo 3")
            givers.extend(s.givers)
            back_to = [i for i, by in enumerate(s.givers) if by == "person"][-3]
            revealed.append(g.revealed_since(back_to))
            return "undo 3"
        raise EOFError

    con = console()
    s = Session(g, ["person", "random"], con, store=store, game_id=gid, read=read, free_undo=True)
    s.run()
    people = [i for i, by in enumerate(givers) if by == "person"]
    assert len(people) == 12 and "random" in givers[people[-3] :]  # bot answers were taken back too
    assert s.n == people[-3] and s.givers == givers[: s.n]
    assert revealed == [True]  # a fair undo would have been refused
    out = con.export_text()
    assert "Took back 3 answers of a person" in out
    assert g.state_hash() == before[s.n] == store.get(gid).hash
    assert len(store.answers(gid)) == s.n == sum(type(e) is str for e in g.history)
    store.close()


ALL_BOXES = ["base", "dunwich", "kingsport"]


@pytest.mark.parametrize(
    "more",
    [
        {
            "packs": ALL_BOXES,
            "ancient_one": "kingsport:y_golonac",
            "sheets": {"herald": "random", "guardian": "random"},
        },
        {"packs": ALL_BOXES, "ancient_one": "dunwich:abhoth", "epic_battle": True},
        {"ruleset": "haunt", "ancient_one": "base:nyarlathotep"},
    ],
    ids=["three-boxes-herald-guardian", "three-boxes-epic", "haunt"],
)
def test_free_undo_in_every_box_and_rule_set(tmp_path, more):
    # the terminal's undo with all three boxes and their variants, and in Haunt: the game and
    # its saved copy go back to the very state before the person's answer three back
    settings = dict(SETTINGS, investigators=2, **more)
    store = GameStore(tmp_path / "g.sqlite")
    g = arkham.new_game(**settings)
    gid = store.create(g, settings, ["person", "random"])
    before = {}
    lines = []

    def read(prompt):
        before.setdefault(s.n, g.state_hash())
        if len(lines) < 12:
            lines.append("1")
            return "1"
        if not lines[-1].startswith("undo"):
            lines.append("undo 3")
            return "undo 3"
        raise EOFError

    con = console()
    s = Session(g, ["person", "random"], con, store=store, game_id=gid, read=read, free_undo=True)
    s.run()
    people = [i for i, by in enumerate(s.givers) if by == "person"]
    assert len(people) == 9 and "Took back 3 answers of a person" in con.export_text()
    assert g.state_hash() == before[s.n] == store.get(gid).hash
    assert len(store.answers(gid)) == s.n == sum(type(e) is str for e in g.history)
    store.close()


def test_undo_with_nothing_to_take_back_or_a_bad_count(saved):
    store, gid, g = saved
    before = g.state_hash()
    con = console()
    Session(g, ["person"], con, store=store, game_id=gid, read=Script("undo", "undo x", "undo 0")).run()
    out = con.export_text()
    assert "There is no answer of a person to take back." in out
    assert out.count("Type 'undo', or 'undo N'") == 2
    assert g.state_hash() == before and store.answers(gid) == []
