"""Where a front end draws each place of a board: content data read from the pack's
``board_layout.yaml`` (box centres for places, boxes for the board's regions)."""
from __future__ import annotations

from functools import lru_cache
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, ValidationError

from arkham.content.loader import CONTENT_ROOT
from arkham.errors import ContentError

Box = tuple[float, float, float, float]
REGIONS = ("tracks", "environment", "rumor", "sky", "outskirts", "lost", "ancient_one", "other_worlds")


class BoardLayout(BaseModel):
    model_config = ConfigDict(extra="forbid")
    board: str
    size: tuple[float, float]
    location_box: tuple[float, float]
    street_box: tuple[float, float]
    places: dict[str, tuple[float, float]]
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
    missing = [r for r in REGIONS if r not in lay.regions]
    if missing:
        raise ContentError(f"board_layout.yaml: regions missing: {', '.join(missing)}")
    lay.places = {(k if ":" in k else f"{pack}:{k}"): v for k, v in lay.places.items()}
    return lay
