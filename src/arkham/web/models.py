"""Every message of the web table as a pydantic model: lobby requests, answers, and
what the server sends over the websocket."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

#: the largest message a client may send over the websocket (bytes)
MAX_MESSAGE = 4096


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class SeatSpec(Strict):
    investigator: str | None = Field(None, description="investigator id, or None for a random one", max_length=80)
    player: str = Field("person", description="'person' or the name of a bot", max_length=40)


class CreateGame(Strict):
    ruleset: str = Field("classic", max_length=40)
    packs: list[str] = Field(default_factory=lambda: ["base"], max_length=8)
    ancient_one: str | None = Field(None, max_length=80)
    seats: list[SeatSpec] = Field(min_length=1, max_length=8)
    seed: int | None = Field(None, ge=0, le=2**53)
    sheets: dict[str, str] | None = Field(
        None,
        max_length=2,
        description="the Herald/Guardian variant (KH p.10): "
        "{'herald': id, 'guardian': id}, either one, an id or 'random'",
    )
    epic_battle: bool = Field(False, description="the Epic Battle variant (KH p.11) in place of the final battle")
    free_undo: bool = Field(
        False,
        description="any person seat may take back answers, even after a die, a draw or a gate "
        "turned (otherwise only the seat that gave the last answer, and only when nothing hidden came out)",
    )


class Answer(Strict):
    type: Literal["answer"] = "answer"
    choice: int = Field(ge=0, description="the number of the choice being answered (view.choice.n)")
    option: str = Field(min_length=1, max_length=200)


class TakeBack(Strict):
    steps: int = Field(
        1, ge=1, le=10_000, description="answers of a person to take back (more than 1: free_undo tables)"
    )


class ChatIn(Strict):
    type: Literal["chat"] = "chat"
    text: str = Field(max_length=4000, description="the message (stripped; at most 500 characters are kept)")


class ChatLine(BaseModel):
    type: Literal["chat"] = "chat"
    n: int = Field(description="the message's number in this game's chat")
    seat: int
    name: str = Field(description="the investigator of the seat that wrote it")
    at: str = Field(description="when it was written (UTC, ISO 8601)")
    text: str


class Sync(Strict):
    type: Literal["sync"]
    log_len: int = Field(0, ge=0, description="events the client already holds")


class Seat(BaseModel):
    seat: int
    investigator: str
    name: str
    player: str
    url: str | None = None


class Links(BaseModel):
    id: int
    seats: list[Seat]
    spectator: str


class GameRow(BaseModel):
    id: int
    created: str
    updated: str
    ruleset: str
    packs: list[str]
    ancient_one: str
    ancient_one_name: str
    investigators: list[str]
    investigator_names: list[str]
    variants: list[str] = Field(description="the Kingsport variants played, by name")
    seats: list[str]
    turn: int = Field(description="the turn reached; in Haunt, the day")
    when: str = Field(description="the same in words: 'Turn 5', or in Haunt 'Day 2'")
    answers: int
    finished: bool
    won: bool | None
    live: bool
    connected: int


class Ack(BaseModel):
    type: Literal["ack"] = "ack"
    choice: int = Field(description="the choice answered")
    next: int | None = Field(description="the number of the choice now pending (None: the game is over)")


class Undone(BaseModel):
    type: Literal["undone"] = "undone"
    answers: int = Field(description="the answers the game now holds (the pending choice's number)")
    people: int = Field(description="answers of a person taken back")
    bots: int = Field(description="answers of bots taken back with them")
    seat: int = Field(description="the seat that took them back")
    name: str = Field(description="its investigator")


class ErrorMsg(BaseModel):
    type: Literal["error"] = "error"
    code: str
    message: str


class Hello(BaseModel):
    type: Literal["hello"] = "hello"
    game: int
    seat: int | None = Field(description="the viewer's seat; None for a spectator")
    board: str = Field(description="the board as SVG")
    view: dict[str, Any]
    chat: list[ChatLine] = Field(default_factory=list, description="the table's chat so far (the newest 200)")


class Update(BaseModel):
    type: Literal["update"] = "update"
    game: int
    board: str
    view: dict[str, Any]


class Gone(BaseModel):
    type: Literal["deleted"] = "deleted"
    game: int
