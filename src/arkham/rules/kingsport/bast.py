"""Bast, Protector of Cats: a Guardian sheet of the "Herald/Guardian" variant (KH p.10),
its rules acting only while it is in play (joined to the module ``kingsport.guardians``).

Protector of Cats. During the Arkham Encounters Phase an investigator in a street (of any
town, decided) may spend $2 to feed the stray cats and take a Bast token, if he has none
and one of the eight is left. At the start of each turn (as his Upkeep begins) an
investigator with a Bast token spends all of his Focus (no slider moves that turn) or
discards the token; with no Focus left to spend he discards it (decided, as for the cards
that ask for all of his Focus).
Guardian of the Home. During the Mythos Phase a monster that would enter the area of an
investigator holding a Bast token stays where it is: one moving step by step stops short,
one whose move would end there (a flier, a stalker, an aquatic or hunting monster) does not
move (the ``monster_barred`` extension point). Monsters placed by a gate are not moving.
Bast's Favour. When The Story Continues... is drawn, the first player, if he has a Bast
token or the Foolishness Ally, discards his token and takes the Beloved of Bast cards, unless
someone holds them already (the ``mythos_story`` event).

State (``rules_data["bast"]``): ``holders``, the ids of the investigators holding a token (a
devoured or retired investigator's token is back with the others).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.kingsport.sheets import sheet_in_play

if TYPE_CHECKING:
    from arkham.engine import Frame, Game
    from arkham.state import Investigator

BAST = "kingsport:bast"
RULE = "KH p.10 Herald/Guardian variant: Bast's sheet"
TOKENS = 8
FEED_COST = 2
BELOVED = "kingsport:beloved_of_bast"
FOOLISHNESS = "kingsport:foolishness"


def bast(g: Game) -> dict[str, Any] | None:
    if sheet_in_play(g, "guardian") != BAST:
        return None
    return g.state.rules_data["bast"]


def setup(g: Game) -> None:
    g.state.rules_data["bast"] = {"holders": []}
    g.log(f"The {TOKENS} Bast tokens and the Beloved of Bast cards lie by Bast's sheet", RULE)


def holds_token(g: Game, inv: Investigator) -> bool:
    d = bast(g)
    return d is not None and inv.id in d["holders"] and not inv.eliminated


def tokens_left(g: Game) -> int:
    return TOKENS - sum(1 for i in g.state.investigators if holds_token(g, i))


def drop_token(g: Game, inv: Investigator, why: str) -> None:
    g.state.rules_data["bast"]["holders"].remove(inv.id)
    g.log(f"{C.inv_name(g, inv)} discards {C.pron(g, inv)} Bast token ({why})", RULE)


# ------------------------------------------------------------ Protector of Cats
def feed_options(g: Game, inv: Investigator) -> list[tuple[str, str]]:
    d = bast(g)
    if d is None or not C.is_street(g, inv.where) or holds_token(g, inv) or tokens_left(g) <= 0:
        return []
    if inv.money < FEED_COST:
        return []
    return [("bast:feed", f"Feed the stray cats (${FEED_COST}): take a Bast token")]


def feed_act(g: Game, inv: Investigator, ans: str) -> bool:
    if ans != "bast:feed":
        return False
    d = g.state.rules_data["bast"]
    d["holders"] = [i for i in d["holders"] if any(x.id == i and not x.eliminated for x in g.state.investigators)]
    C.pay(g, inv, "money", FEED_COST, "feeding the stray cats")
    d["holders"].append(inv.id)
    g.log(f"{C.inv_name(g, inv)} feeds the stray cats and takes a Bast token", RULE)
    return True


def upkeep_begins(g: Game, inv: Investigator) -> None:
    if holds_token(g, inv):
        g.push("kingsport.bast_focus", who=inv.seat)


@step("kingsport.bast_focus")
def bast_focus(g: Game, fr: Frame) -> Any:
    """Start of his turn: all of his Focus for Bast, or the token goes."""
    from arkham.rules.classic.turn import focus_left, spend_focus

    inv = g.state.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if not holds_token(g, inv):
        g.pop(fr)
        return None
    if focus_left(g, inv) <= 0:
        g.pop(fr)
        drop_token(g, inv, "no Focus left to spend for it")
        return None
    if ans is None:
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} holds a Bast token: spend all of {C.pron(g, inv)} Focus or discard it",
            [
                ("keep", f"Spend all of {C.pron(g, inv)} Focus this turn and keep the token"),
                ("discard", "Discard the Bast token"),
            ],
            kind="bast",
        )
    g.pop(fr)
    if ans == "keep":
        spend_focus(g, inv, None, "keeping Bast's favour")
    else:
        drop_token(g, inv, f"{C.pron(g, inv, 'he')} keeps {C.pron(g, inv)} Focus")
    return None


# ------------------------------------------------------------ Guardian of the Home
def guards_home(g: Game, marker: str, area: str) -> bool:
    st = g.state
    if st.phase != "mythos" or bast(g) is None:
        return False
    return any(i.where == area and i.stage == 0 and holds_token(g, i) for i in st.investigators)


# ------------------------------------------------------------ Bast's Favour
def story_drawn(g: Game, card: str) -> None:
    st = g.state
    if bast(g) is None or st.phase == "setup":
        return
    first = st.investigators[st.first]
    if first.eliminated or not (holds_token(g, first) or C.has_card(g, first, FOOLISHNESS)):
        return
    if not st.decks.get(BELOVED):
        g.log("Someone holds the Beloved of Bast cards already", RULE)
        return
    if holds_token(g, first):
        drop_token(g, first, "Bast's favour")
    C.gain_special(g, first, BELOVED, "Bast's favour")  # its on_gain brings Nine Lives


def marks(g: Game) -> dict[str, list[str]]:
    if bast(g) is None:
        return {}
    return {f"seat:{i.seat}": ["Bast token"] for i in g.state.investigators if holds_token(g, i)}
