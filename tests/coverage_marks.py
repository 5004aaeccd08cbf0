"""Coverage marks: each card or investigator test names the card ids it covers,
``@covers("base:tommy_gun", ...)``; a coverage test checks that every id has one."""
import pytest


def covers(*ids):
    return pytest.mark.covers(*ids)
