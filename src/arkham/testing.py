"""Helpers for scenario tests: a quiet game, a board set in a few lines, rigged
dice and monster draws, and running one rule step until it asks or finishes.

    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:yig")
    put(g, 0, "base:arkham/rivertown_streets")
    rig(g, 5, 6)
    run_step(g, "move", who=0, pts=4, start=g.state.investigators[0].where)
    answer(g, "Move to Graveyard")
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

from arkham.api import new_game
from arkham.engine import Game, step
from arkham.rules.classic import core as C

HALT = "test.halt"


@step(HALT)
def _halt(g: Game, fr: dict[str, Any]) -> Any:
    """Bottom of a scenario stack: stops the machine once the step under test is done."""
    return g.ask(fr, -1, "scenario finished", [("halt", "Scenario finished")], kind="halt")


def quiet_game(
    investigators: Iterable[str] | int = ("base:amanda_sharpe",),
    ancient_one: str = "base:yig",
    seed: int = 0,
    packs: Iterable[str] = ("base",),
) -> Game:
    """A set-up game whose board is then cleared: no gates, monsters all in the cup,
    no clues, terror 0, doom 0, no mythos in play, no track tokens, turn 1. Tests place what they need."""
    g = new_game(
        seed=seed,
        ancient_one=ancient_one,
        investigators=list(investigators) if not isinstance(investigators, int) else investigators,
        packs=packs,
    )
    st = g.state
    while not any(fr["k"] == "turn" for fr in st.stack):
        g.apply(g.choice.options[0].id)  # set-up choices: first option each time
    for m, p in list(st.monsters.items()):
        if p != C.BOX:
            C.to_cup(g, m)
    for area, gm in list(st.gates.items()):
        st.gate_pile.append(gm)
    st.gates.clear()
    st.gate_born.clear()
    st.clues_on.clear()
    st.seals.clear()
    st.closed.clear()
    st.until.clear()
    if st.environment:
        st.decks["mythos"].append(st.environment)
    st.environment = None
    st.rumor = None
    st.rumor_data = {}
    st.doom = 0
    st.terror = 0
    for key in [k for k in st.counters if k.startswith("track:")]:
        del st.counters[key]
    st.turn = 1
    st.first = 0
    st.log.clear()
    for inv in st.investigators:
        d = g.content.investigators[inv.id]
        inv.where = d.home
        inv.stage = 1 if d.home in g.content.worlds else 0  # a home in an Other World: its first area
        inv.delayed = False
        inv.sanity = C.max_sanity(g, inv)
        inv.stamina = C.max_stamina(g, inv)
        inv.fresh.clear()
    st.stack = [{"k": HALT}]
    st.pending = None
    return g


def run_step(g: Game, name: str, /, **params: Any) -> Game:
    """Run one step on top of a halt marker until it asks or is done."""
    st = g.state
    if not st.stack or st.stack[0].get("k") != HALT:
        st.stack = [{"k": HALT}]
    st.pending = None
    g._choice = None
    g.push(name, **params)
    g.run()
    return g


def start_combat(g: Game, seat: int, monster: str, **more: Any) -> Game:
    """Combat of the investigator in ``seat`` with ``monster`` on the board: the frame the
    Movement Phase pushes for a monster met where he stands (no monster drawn by an
    encounter, no failed evade before it); ``more`` adds fields of a combat in progress
    (``st="round"``, ``held=[...]``, ...). Runs until it asks or is done."""
    return run_step(g, "combat", who=seat, monster=monster, enc_monster=None, after_evade=False, **more)


def start_check(
    g: Game,
    seat: int,
    skill: str,
    mod: int = 0,
    diff: int = 1,
    kind: str | None = None,
    bonus: int = 0,
    matters: bool = False,
    why: str = "test",
) -> Game:
    """A skill check of ``skill`` (``mod`` to the dice, ``diff`` successes needed, ``kind`` for
    a combat, evade, horror or spell check) for the investigator in ``seat``; ``matters``:
    the check decides something a card can answer. Runs until it asks or is done."""
    return run_step(
        g, "check", who=seat, skill=skill, mod=mod, diff=diff, kind=kind, bonus=bonus, matters=matters, why=why
    )


def start_encounter(g: Game, seat: int, area: str, *cards: str) -> Game:
    """A location encounter of the investigator in ``seat`` at ``area``: ``cards``, when
    given, are the location cards drawn (two or more: he chooses one), else the neighborhood's
    deck is shuffled and dealt from. Runs until it asks or is done."""
    if cards:
        return run_step(g, "encounter.location", who=seat, area=area, cards=list(cards))
    return run_step(g, "encounter.location", who=seat, area=area)


def finished(g: Game) -> bool:
    ch = g.choice
    return g.is_over or (ch is not None and ch.kind == "halt")


def answer(g: Game, text: str) -> None:
    """Answer the pending choice with the option whose label contains ``text``."""
    ch = g.choice
    assert ch is not None, "no pending choice"
    hits = [o for o in ch.options if text in o.label or text == o.id]
    if not hits:
        raise AssertionError(f"no option matching {text!r} in {[o.label for o in ch.options]}")
    g.apply(hits[0].id)


def labels(g: Game) -> list[str]:
    ch = g.choice
    return [] if ch is None else [o.label for o in ch.options]


def rig(g: Game, *dice: int) -> None:
    from arkham.engine import rig_dice

    rig_dice(g, dice)


def rig_monsters(g: Game, *kinds: str) -> None:
    from arkham.engine import rig_monsters as _rig

    _rig(g, kinds)


def put(g: Game, seat: int, area: str) -> None:
    inv = g.state.investigators[seat]
    inv.where = area
    inv.stage = 0


def put_monster(g: Game, kind: str, area: str) -> str:
    st = g.state
    m = next(m for m in st.cup if C.base_id(m) == kind or C.base_id(m).endswith(":" + kind))
    st.cup.remove(m)
    st.monsters[m] = area
    return m


def give(g: Game, seat: int, card_id: str) -> str:
    """Move a copy of the card from its deck (or the box: an Ally left out of the deck of 11)
    into the investigator's hand."""
    inv = g.state.investigators[seat]
    d = g.content.cards[card_id]
    deck = d.deck if d.deck != "special" else card_id
    c = C.find_in_deck(g, deck, card_id)
    if c is None:
        c = next((x for x in g.state.box if C.base_id(x) == card_id), None)
        if c is not None:
            g.state.box.remove(c)
    if c is None:
        owner = next(i for i in g.state.investigators if C.has_card(g, i, card_id))
        c = C.has_card(g, owner, card_id)
        owner.cards.remove(c)
    inv.cards.append(c)
    return c


def open_gate(g: Game, area: str, world: str) -> str:
    st = g.state
    gm = next(x for x in st.gate_pile if C.base_id(x) == world)
    st.gate_pile.remove(gm)
    st.gates[area] = gm
    st.gate_born[area] = st.turn
    return gm


def log_text(g: Game) -> str:
    return "\n".join(e[1] for e in g.state.log)


def empty_handed(
    g: Game,
    seat: int = 0,
    sliders: Iterable[int] = (0, 0, 0),
    clues: int | None = None,
    money: int | None = None,
    where: str | None = None,
) -> Any:
    """An investigator with nothing in hand (every card discarded to its deck), the sliders
    set, and, when given, Clue tokens, money and place."""
    inv = g.state.investigators[seat]
    for c in list(inv.cards):
        C.discard_card(g, inv, c)
    inv.sliders = list(sliders)
    if clues is not None:
        inv.clues = clues
    if money is not None:
        inv.money = money
    if where is not None:
        put(g, seat, where)
    return inv


def card_names(g: Game, inv: Any) -> list[str]:
    """The names of the investigator's cards, sorted."""
    return sorted(C.card_def(g, c).name for c in inv.cards)


def play_checked(g: Game, rng: Any, cap: int = 40000, each: Callable[[Game], None] | None = None) -> Game:
    """Answer every choice at random with ``rng`` until the game ends, checking the state's
    invariants before the first and after every answer (the conformance tests); ``each``,
    when given, is a test's own check, run after every answer too."""
    from arkham.invariants import check

    check(g)
    steps = 0
    while not g.is_over:
        g.apply(rng.choice(g.choice.options).id)
        check(g)
        if each is not None:
            each(g)
        steps += 1
        if steps >= cap:
            raise AssertionError(f"seed {g.state.seed}: no end after {cap} choices")
    return g


def bot_moves(g: Game, bot: Any, seat: int = 0, pts: int = 4) -> list[str]:
    """A bot's answers through one movement of ``pts`` points for ``seat``, from where he
    stands, until it stops or the movement ends."""
    inv = g.state.investigators[seat]
    run_step(g, "move", who=seat, pts=pts, full=pts, start=inv.where)
    out = []
    while g.choice is not None and g.choice.kind == "move":
        a = bot.choose(g)
        out.append(a)
        g.apply(a)
        if a == "stop":
            break
    return out


def play_bot(g: Game, bot: Any, cap: int = 50_000) -> list[str]:
    """Let ``bot`` answer every choice until the game ends, checking that each answer is
    one of the options offered; returns the answers."""
    answers: list[str] = []
    while not g.is_over:
        ch = g.choice
        a = bot.choose(g)
        if a not in [o.id for o in ch.options]:
            raise AssertionError(f"illegal answer {a!r} to {ch.kind} choice {ch.prompt!r}")
        answers.append(a)
        g.apply(a)
        if len(answers) >= cap:
            raise AssertionError(f"the game did not end in {cap} choices")
    return answers
