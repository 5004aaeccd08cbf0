"""Fixtures the web table's tests share: a games database in the test's folder and a
client of an app on it (no bot delay, the tests' lobby key). A test module may define its
own to set the app up otherwise."""

import pytest
from fastapi.testclient import TestClient

from arkham.web.app import create_app
from helpers.web import KEY


@pytest.fixture
def db(tmp_path):
    return tmp_path / "games.sqlite"


@pytest.fixture
def client(db):
    with TestClient(create_app(db, bot_delay=0, host_key=KEY)) as c:
        yield c
