"""Where a front end draws each place of a board: content data read from the pack's
``board_layout.yaml`` (box centres for places and board spaces, boxes for the board's
regions). Each pack with a town board keeps its own layout in its own coordinates; a
front end sets the boards side by side (:data:`BOARD_GAP` apart)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, ValidationError

from arkham.content.loader import CONTENT_ROOT
from arkham.errors import ContentError

Box = tuple[float, float, float, float]
#: the regions of the Arkham board (the tracks, the cards in play and the places off the streets)
REGIONS = ("tracks", "environment", "rumor", "sky", "outskirts", "lost", "ancient_one", "other_worlds")
#: the regions every other town board has: the Other Worlds its box adds
TOWN_REGIONS = ("other_worlds",)
#: the space between two boards set side by side
BOARD_GAP = 10.0


class BoardLayout(BaseModel):
    model_config = ConfigDict(extra="forbid")
    board: str
    size: tuple[float, float]
    location_box: tuple[float, float]
    street_box: tuple[float, float]
    places: dict[str, tuple[float, float]]
    spaces: dict[str, tuple[float, float]] = {}  # board spaces no investigator enters (the vortices)
    regions: dict[str, Box]


@lru_cache(maxsize=None)
def board_layout(pack: str = "base") -> BoardLayout:
    """The layout of the pack's board, with place ids qualified by the pack
    (``arkham/woods`` -> ``base:arkham/woods``). A missing region or a bad value is a
    :class:`ContentError` naming the file and the field."""
    path = CONTENT_ROOT / pack / "board_layout.yaml"
    try:
        raw: Any = yaml.safe_load(path.read_text(encoding="utf-8"))
        lay = BoardLayout.model_validate(raw)
    except FileNotFoundError:
        raise ContentError(f"pack '{pack}' has no board_layout.yaml") from None
    except ValidationError as exc:
        first = exc.errors()[0]
        raise ContentError(f"board_layout.yaml: field '{'.'.join(map(str, first['loc']))}': {first['msg']}") from None
    missing = [r for r in (REGIONS if lay.board == "arkham" else TOWN_REGIONS) if r not in lay.regions]
    if missing:
        raise ContentError(f"{pack}/board_layout.yaml: regions missing: {', '.join(missing)}")
    lay.places = {(k if ":" in k else f"{pack}:{k}"): v for k, v in lay.places.items()}
    lay.spaces = {(k if ":" in k else f"{pack}:{k}"): v for k, v in lay.spaces.items()}
    return lay


def has_layout(pack: str) -> bool:
    """Whether the pack brings a board to draw (a box of cards only has none)."""
    return (CONTENT_ROOT / pack / "board_layout.yaml").is_file()
