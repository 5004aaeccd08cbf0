"""The SQLite save store: games, answers, snapshots, listing and replays."""

import sqlite3

import pytest

import arkham
from arkham.bots import RandomBot, make_bot
from arkham.errors import SaveError
from arkham.saved_games import SNAPSHOT_EVERY, GameStore, StoreError, UnknownGame, default_db_path, replay_game

SETTINGS = {"seed": 4, "ancient_one": "base:azathoth", "investigators": 1, "packs": ["base"], "ruleset": "classic"}


def play(store, gid, g, n, bot):
    for k in range(n):
        if g.is_over:
            break
        ch = g.choice
        oid = bot.choose(g)
        g.apply(oid)
        store.record(gid, k, ch.who, oid, ch.option(oid).label, "random", g)


@pytest.fixture
def store(tmp_path):
    s = GameStore(tmp_path / "sub" / "games.sqlite")
    yield s
    s.close()


def test_default_path_honours_xdg_data_home(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert default_db_path() == tmp_path / "arkham" / "games.sqlite"
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert default_db_path() == tmp_path / "home" / ".local" / "share" / "arkham" / "games.sqlite"


def test_create_makes_folders_and_saves_a_fresh_game(store):
    g = arkham.new_game(**SETTINGS)
    gid = store.create(g, SETTINGS, ["person"])
    assert store.path.exists()
    saved, loaded = store.load(gid)
    assert saved.answers == 0 and not saved.finished and saved.result is None
    assert saved.ancient_one == "base:azathoth"
    assert saved.investigators == [g.state.investigators[0].id]
    assert saved.seats == ["person"] and saved.settings == SETTINGS
    assert loaded.state_hash() == g.state_hash() == saved.hash
    assert store.answers(gid) == []


def test_every_answer_is_stored_and_a_snapshot_now_and_then(store):
    g = arkham.new_game(**SETTINGS)
    start = g.state_hash()
    gid = store.create(g, SETTINGS, ["random"])
    bot = RandomBot(1)
    play(store, gid, g, 10, bot)
    saved, loaded = store.load(gid)
    assert saved.answers == 10 and saved.snapshot_answers == 0 and saved.hash == start
    assert loaded == g  # the snapshot, and the ten answers after it given again
    answers = store.answers(gid)
    assert [a.n for a in answers] == list(range(10)) and all(a.by == "random" and a.label for a in answers)
    assert all(a.hash == "" for a in answers)  # no snapshot after them: no hash computed
    for k in range(10, SNAPSHOT_EVERY + 3):
        ch = g.choice
        oid = bot.choose(g)
        g.apply(oid)
        store.record(gid, k, ch.who, oid, ch.option(oid).label, "random", g)
        if k + 1 == SNAPSHOT_EVERY:
            at_snapshot = g.state_hash()
    saved, loaded = store.load(gid)
    assert saved.snapshot_answers == SNAPSHOT_EVERY and saved.hash == at_snapshot and loaded == g
    assert [a.n for a in store.answers(gid) if a.hash] == [SNAPSHOT_EVERY - 1]
    # leaving the game brings the snapshot up to its last answer; once is enough
    assert store.checkpoint(gid, g) and not store.checkpoint(gid, g)
    saved = store.get(gid)
    assert saved.snapshot_answers == saved.answers == SNAPSHOT_EVERY + 3 and saved.hash == g.state_hash()
    assert arkham.load(saved.snapshot) == g
    assert store.answers(gid)[-1].hash == g.state_hash()


def test_a_checkpoint_refuses_a_game_that_is_not_the_stored_one(store):
    g = arkham.new_game(**SETTINGS)
    gid = store.create(g, SETTINGS, ["random"])
    play(store, gid, g, 3, RandomBot(1))
    other = arkham.new_game(**SETTINGS)
    other.apply(other.choice.options[-1].id)
    before = store.get(gid)
    with pytest.raises(ValueError, match=f"not saved game {gid}"):
        store.checkpoint(gid, other)
    assert store.get(gid) == before


def test_loading_checks_each_answer_after_the_snapshot(store):
    g = arkham.new_game(**SETTINGS)
    gid = store.create(g, SETTINGS, ["random"])
    play(store, gid, g, 4, RandomBot(1))
    with store.db:  # a stored answer edited by hand: its label no longer names its option
        store.db.execute("UPDATE answers SET label='Speed 9' WHERE game_id=? AND n=2", (gid,))
    with pytest.raises(SaveError, match="answer 3 .*'Speed 9'.* does not answer the choice"):
        store.load(gid)
    with store.db:
        store.db.execute("UPDATE answers SET option_id='no-such-option' WHERE game_id=? AND n=2", (gid,))
    with pytest.raises(SaveError, match="answer 3"):
        store.load(gid)


def test_a_schema_1_store_is_read_with_a_snapshot_after_every_answer(tmp_path):
    path = tmp_path / "old.sqlite"
    with GameStore(path) as s:
        g = arkham.new_game(**SETTINGS)
        gid = s.create(g, SETTINGS, ["random"])
        play(s, gid, g, 5, RandomBot(1))
        s.checkpoint(gid, g)
    db = sqlite3.connect(path)  # as schema 1 wrote it: no snap_answers column
    db.execute("ALTER TABLE games DROP COLUMN snap_answers")
    db.execute("PRAGMA user_version = 1")
    db.commit()
    db.close()
    with GameStore(path) as s:
        saved, loaded = s.load(gid)
        assert saved.snapshot_answers == saved.answers == 5 and loaded == g


def test_finished_game_is_marked_with_its_result(store):
    g = arkham.new_game(**SETTINGS)
    gid = store.create(g, SETTINGS, ["random"])
    play(store, gid, g, 2000, RandomBot(2))
    assert g.is_over
    saved = store.get(gid)
    assert saved.finished and saved.result == g.result and saved.turn == g.state.turn


def test_replay_of_stored_answers_reaches_the_saved_hash(store):
    g = arkham.new_game(**SETTINGS)
    gid = store.create(g, SETTINGS, ["random"])
    play(store, gid, g, 25, RandomBot(3))
    saved, answers = store.get(gid), store.answers(gid)
    steps = list(replay_game(saved, answers))
    assert len(steps) == len(answers) + 1 and steps[0][1] is None
    final = steps[-1][0]
    assert final.state_hash() == saved.hash


def test_listing_games_oldest_first_without_snapshots(store):
    a = store.create(arkham.new_game(**SETTINGS), SETTINGS, ["person"])
    s2 = dict(SETTINGS, seed=5, investigators=["base:amanda_sharpe", "base:joe_diamond"], ancient_one=None)
    b = store.create(arkham.new_game(**s2), s2, ["person", "random"])
    games = store.games()
    assert [s.id for s in games] == [a, b]
    assert games[1].investigators == ["base:amanda_sharpe", "base:joe_diamond"]
    assert games[1].seats == ["person", "random"]
    assert all(s.snapshot == "" for s in games)


def test_unknown_game_id(store):
    with pytest.raises(UnknownGame, match="no saved game with id 42"):
        store.get(42)
    with pytest.raises(UnknownGame):
        store.answers(42)
    g = arkham.new_game(**SETTINGS)
    with pytest.raises(UnknownGame):
        store.record(42, 0, 0, g.choice.options[0].id, "x", "person", g)


def test_seats_must_match_investigators(store):
    with pytest.raises(ValueError):
        store.create(arkham.new_game(**SETTINGS), SETTINGS, ["person", "person"])


def test_store_reopens_and_keeps_games(tmp_path):
    path = tmp_path / "g.sqlite"
    with GameStore(path) as s:
        gid = s.create(arkham.new_game(**SETTINGS), SETTINGS, ["person"])
    with GameStore(path) as s:
        assert s.get(gid).id == gid


def test_a_file_that_is_not_a_database_is_refused(tmp_path):
    bad = tmp_path / "bad.sqlite"
    bad.write_text("this is not sqlite " * 100)
    with pytest.raises(StoreError, match="not an arkham save database"):
        GameStore(bad)


def test_a_newer_schema_is_refused(tmp_path):
    path = tmp_path / "new.sqlite"
    con = sqlite3.connect(path)
    con.execute("PRAGMA user_version = 99")
    con.commit()
    con.close()
    with pytest.raises(StoreError, match="newer version"):
        GameStore(path)


def test_random_bot_is_legal_and_deterministic():
    g1 = arkham.new_game(**SETTINGS)
    g2 = arkham.new_game(**SETTINGS)
    b1, b2 = make_bot("random", 9), RandomBot(9)
    for _ in range(30):
        if g1.is_over:
            break
        a, b = b1.choose(g1), b2.choose(g2)
        assert a == b and a in g1.legal_ids()
        g1.apply(a)
        g2.apply(b)
    assert g1 == g2
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot("no-such-bot", 1)
