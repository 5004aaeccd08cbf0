"""The validated-content cache: a start that reads it gets the content a fresh load builds,
and it is never read when a file it was built from changed."""

from __future__ import annotations

import dataclasses
import random
import shutil

import pytest

import arkham
from arkham.content import loader

PACK_SETS = [
    ("base",),
    ("base", "dunwich"),
    ("base", "kingsport"),
    ("base", "dunwich", "kingsport"),
    ("base", "dunwich:board+monsters"),
    ("kingsport", "base"),
]


@pytest.fixture
def cache(tmp_path, monkeypatch):
    """An empty cache folder of the test's own, and no content loaded in this process yet."""
    folder = tmp_path / "cache"
    monkeypatch.setenv(loader.CACHE_ENV, str(folder))
    monkeypatch.setattr(loader, "_CACHE", {})
    return folder


_BUILD = loader._build


def fresh(key: tuple[str, ...]) -> loader.Content:
    """The packs read from their YAML files and validated, without the cache."""
    return _BUILD(key)


def assert_same(a: loader.Content, b: loader.Content) -> None:
    for f in dataclasses.fields(loader.Content):
        assert getattr(a, f.name) == getattr(b, f.name), f.name


@pytest.mark.parametrize("packs", PACK_SETS, ids=lambda p: "+".join(p))
def test_cached_content_equals_a_fresh_load(cache, monkeypatch, packs):
    first = loader.load_content(packs)  # built and written
    files = list(cache.glob("content-*.pickle"))
    assert len(files) == 1
    monkeypatch.setattr(loader, "_CACHE", {})
    monkeypatch.setattr(loader, "_build", lambda key: pytest.fail("the cache was not read"))
    again = loader.load_content(packs)  # read from the file
    assert again is not first
    assert_same(again, fresh(packs))
    assert again.hooks is not None and again.hooks == first.hooks


def test_a_game_from_cached_content_is_the_same_game(cache, monkeypatch):
    def play(seed: int) -> str:
        g = arkham.new_game(seed=seed, investigators=4, packs=["base", "dunwich", "kingsport"])
        rng = random.Random(seed)
        for _ in range(150):
            if g.is_over:
                break
            g.apply(rng.choice(g.choice.options).id)
        return g.to_json()

    built = [play(s) for s in (3, 4)]
    monkeypatch.setattr(loader, "_CACHE", {})
    monkeypatch.setattr(loader, "_build", lambda key: pytest.fail("the cache was not read"))
    assert [play(s) for s in (3, 4)] == built


@pytest.mark.parametrize("garbage", [b"", b"not a pickle", b"\x80\x05K\x01.", None])
def test_a_corrupt_cache_file_is_rebuilt_silently(cache, monkeypatch, garbage):
    key = ("base", "dunwich")
    loader.load_content(key)
    path = loader._cache_path(key)
    if garbage is None:  # cut short in the middle
        garbage = path.read_bytes()[: path.stat().st_size // 2]
    path.write_bytes(garbage)
    monkeypatch.setattr(loader, "_CACHE", {})
    c = loader.load_content(key)
    assert_same(c, fresh(key))
    monkeypatch.setattr(loader, "_CACHE", {})
    monkeypatch.setattr(loader, "_build", lambda key: pytest.fail("the cache was not rewritten"))
    assert_same(loader.load_content(key), c)


def test_a_cache_file_of_other_packs_is_not_used(cache, monkeypatch):
    loader.load_content(("base", "dunwich"))
    shutil.copy(loader._cache_path(("base", "dunwich")), loader._cache_path(("base",)))
    monkeypatch.setattr(loader, "_CACHE", {})
    assert loader.load_content(("base",)).packs == ("base",)
    assert "base:dunwich" not in loader.load_content(("base",)).towns


def test_a_changed_file_changes_the_cache_key(tmp_path, monkeypatch):
    root = tmp_path / "content"
    for p in loader.KNOWN_PACKS:
        shutil.copytree(loader.CONTENT_ROOT / p, root / p)
    monkeypatch.setattr(loader, "CONTENT_ROOT", root)
    key = ("base", "dunwich")
    before = loader.content_digest(key)
    assert loader.content_digest(key) == before
    spells = root / "base" / "cards_spells.yaml"
    text = spells.read_text()
    spells.write_text(text.replace("Wither", "Withered", 1))
    assert "Withered" in spells.read_text()
    changed = loader.content_digest(key)
    assert changed != before
    spells.write_text(text)
    assert loader.content_digest(key) == before
    (root / "dunwich" / "extra.yaml").write_text("[]\n")  # a file added to a pack in play
    assert loader.content_digest(key) != before
    assert loader.content_digest(("base", "kingsport")) != loader.content_digest(("base", "dunwich"))


def test_a_changed_yaml_file_is_not_read_from_the_old_cache(cache, tmp_path, monkeypatch):
    key = ("base",)
    loader.load_content(key)
    old = loader._cache_path(key)
    root = tmp_path / "content"
    shutil.copytree(loader.CONTENT_ROOT / "base", root / "base")
    (root / "base" / "manifest.yaml").write_text((root / "base" / "manifest.yaml").read_text() + "\n# edited\n")
    monkeypatch.setattr(loader, "CONTENT_ROOT", root)
    assert loader._cache_path(key) != old and old.exists()


def test_the_cache_can_be_turned_off(tmp_path, monkeypatch):
    monkeypatch.setattr(loader, "_CACHE", {})
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv(loader.CACHE_ENV, "off")
    assert loader.cache_dir() is None
    loader.load_content(("base",))
    assert not (tmp_path / "xdg").exists()
    monkeypatch.delenv(loader.CACHE_ENV)
    assert loader.cache_dir() == tmp_path / "xdg" / "arkham"


def test_an_unwritable_cache_folder_leaves_content_uncached(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv(loader.CACHE_ENV, str(blocker / "arkham"))
    monkeypatch.setattr(loader, "_CACHE", {})
    assert_same(loader.load_content(("base",)), fresh(("base",)))


def test_older_versions_of_the_same_packs_are_pruned(cache):
    key = ("base",)
    cache.mkdir()
    stale = [cache / f"content-base-{i:032x}.pickle" for i in range(6)]
    for s in stale:
        s.write_bytes(b"old")
    other = cache / "content-base+dunwich-{:032x}.pickle".format(1)
    other.write_bytes(b"other packs")
    loader.load_content(key)
    kept = sorted(cache.glob("content-base-*.pickle"))
    assert loader._cache_path(key) in kept and len(kept) == loader.CACHE_KEEP
    assert other.exists()


def test_a_start_from_the_cache_builds_no_validator(cache):
    """Reading the cache validates nothing, so no schema's validator is built on the way
    (building them, and importing what that needs, is most of a validated load)."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    loader.load_content(("base", "dunwich", "kingsport"))  # fills the cache
    probe = (
        "import sys\n"
        "from arkham.content import loader, models\n"
        "from pydantic._internal._mock_val_ser import MockValSer\n"
        "loader._build = None\n"  # a load that is not a cache read fails
        "loader.load_content(('base', 'dunwich', 'kingsport'))\n"
        "built = sorted(n for n, v in vars(models).items() if isinstance(v, type)\n"
        "    and issubclass(v, models.Strict) and not isinstance(v.__dict__.get('__pydantic_validator__'), MockValSer))\n"
        "print(built, 'importlib.metadata' in sys.modules)\n"
    )
    src = str(Path(arkham.__file__).resolve().parents[1])
    env = {**os.environ, loader.CACHE_ENV: str(cache), "PYTHONPATH": src}
    out = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["[]", "False"]
