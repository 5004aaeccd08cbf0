"""The engine core: a step machine over plain game state.

The state holds a stack of pending steps (plain dicts). The machine runs the
top step's handler, which changes state, pushes sub-steps, pops itself, or
stops with a :class:`Choice`. An answer is stored on the step that asked and
the machine runs on. Nothing here knows one board or one phase order: rule
sets register handlers and name the steps a turn is made of.
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass
from typing import Any, Callable, Iterable

from arkham.errors import GameOver, IllegalChoice, UndoError, quote
from arkham.rulesets import RulesInForce
from arkham.state import State, copy_state, to_plain

Frame = dict[str, Any]
Handler = Callable[["Game", Frame], "Ask | None"]

HANDLERS: dict[str, Handler] = {}


def step(name: str) -> Callable[[Handler], Handler]:
    """Register a step handler under ``name``.

    Step names follow one convention:

    * a bare name for the steps a turn is built of and that every rule set shares or
      replaces (``turn``, ``phase``, ``move``, ``combat``, ``check``, ``fx``, ``ability``...);
    * ``topic.name`` for the classic rules, the topic saying which part of the rules
      the step belongs to: ``upkeep.``, ``movement.``, ``arkham.`` and ``otherworld.``
      (the encounters of the two places), ``encounter.``, ``mythos.``, ``gate.``,
      ``combat.``, ``battle.`` (the final battle), ``status.``, ``special.`` (special
      locations), ``ability.``, ``setup.``, ``terror.``, ``rumor.``, ``fx.`` (the choices
      of an effect's ops) and ``card.`` (the single-card rules of encounter and gate
      cards);
    * ``box.name`` for a box's own steps: ``dunwich.``, ``kingsport.`` and ``haunt.``,
      whatever part of the box (a card, a location, an Ancient One) the step is for.

    A name is part of a saved game (a frame's ``"k"``): a renamed step needs an entry in
    the old-to-new table of :mod:`arkham.saves`, so that older saves still load.
    """

    def deco(fn: Handler) -> Handler:
        if name in HANDLERS:
            raise ValueError(f"step '{name}' registered twice")
        HANDLERS[name] = fn
        return fn

    return deco


@dataclass(frozen=True, slots=True)
class Option:
    id: str
    label: str


@dataclass(frozen=True, slots=True)
class Choice:
    """A question to one player: who decides, what is asked, and the options."""

    who: int  # seat of the deciding investigator (first player for group decisions)
    prompt: str
    options: tuple[Option, ...]
    kind: str = ""

    def option(self, option_id: str) -> Option:
        for o in self.options:
            if o.id == option_id:
                return o
        raise KeyError(option_id)


class Interrupt(Exception):
    """Raised by a rule after it rearranged the stack (a knock-out, the awakening,
    the end of the game): the machine drops the running step and goes on."""


# Options are immutable values and most recur from choice to choice (the same moves, the
# same "Done"): each is made once and shared, which is far cheaper than building it anew.
_OPTIONS: dict[tuple[str, str], Option] = {}
_OPTIONS_KEPT = 20000  # the table is emptied past this size


def _option(option_id: str, label: str) -> Option:
    o = _OPTIONS[(option_id, label)] = Option(option_id, label)
    return o


SNAP_EVERY = 256  # answers between two undo snapshots (the first is the set-up, from the settings)
_NEVER = 1 << 62  # the snapshot point of a game that takes none (a clone)


class Ask:
    """Marker returned by a handler that stopped to ask."""

    __slots__ = ()


ASK = Ask()


class Game:
    """One game: content (read-only), rule set, and the mutable state.

    ``rules`` is what the rules consult wherever a box or the rule set decides: the
    extension points the packs in play join (``rules.packs``) and the rule set's hooks
    (``rules.ruleset``), built once from the content and the rule set as the game is made
    and shared by its clones.

    A game also keeps what it follows from: ``settings`` (the arguments ``new_game`` was
    given, as JSON data) and ``history`` (every answer in order, and every rig of dice or
    monster draws given through :func:`rig_dice` / :func:`rig_monsters`). A save holds
    both, and loading replays them (:mod:`arkham.saves`). Neither is part of the state or
    its hash. The history is kept as a chain of pairs ``(last entry, the rest)``, which
    clones share and which nothing changes: a clone costs nothing for it, an answer adds
    one pair, and only ``history`` (a save) walks it.

    For :meth:`undo` a game asked to (:meth:`keep_undo_points`: the terminal does) keeps
    snapshots (the state, the generator's state and the history reached) every
    :data:`SNAP_EVERY` answers, in a chain like the history's: a clone shares the ones taken
    so far and takes none of its own (bots' look-ahead never pays for them); undo goes back
    to the nearest snapshot, or sets the game up again from its settings before the first,
    and replays the answers after it. A game that keeps none (the lab's, a bench's) pays
    nothing per answer and undoes just as exactly, from its set-up.
    """

    __slots__ = (
        "state",
        "content",
        "ruleset",
        "rules",
        "rng",
        "_choice",
        "settings",
        "_hist",
        "_hlen",
        "_snaps",
        "_snap_at",
    )

    def __init__(
        self,
        state: State,
        content: Any,
        ruleset: Any,
        rng: random.Random,
        settings: dict[str, Any] | None = None,
        rules: RulesInForce | None = None,
    ):
        self.state = state
        self.content = content
        self.ruleset = ruleset
        self.rules = RulesInForce(content.hooks, ruleset.hooks) if rules is None else rules
        self.rng = rng
        self._choice: Choice | None = None
        self.settings = settings
        self._hist: tuple[Any, Any] | None = None
        self._hlen = 0
        self._snaps: tuple[Any, ...] | None = None  # (hlen, hist, state, rng state, older snapshots)
        self._snap_at = _NEVER  # the history length of the next snapshot: none
        # until a front end asks (keep_undo_points)

    @property
    def history(self) -> list[Any]:
        """The answers given (option ids) and rigs (``["dice", [...]]``, ``["monsters", [...]]``)
        in order: with ``settings`` they give this game again. A new list each time."""
        out = [None] * self._hlen
        node, i = self._hist, self._hlen
        while node is not None:
            i -= 1
            out[i], node = node
        return out

    def given_answers(self) -> list[str]:
        """The answers given so far (option ids), in order: the history without its rigs."""
        return [e for e in self.history if type(e) is str]

    def _record(self, entry: Any) -> None:
        self._hist = (entry, self._hist)
        self._hlen += 1

    # ------------------------------------------------------------ contract
    @property
    def choice(self) -> Choice | None:
        p = self.state.pending
        if p is None:
            return None
        if self._choice is None:
            known = _OPTIONS
            if len(known) > _OPTIONS_KEPT:
                known.clear()
            self._choice = Choice(
                p["who"],
                p["prompt"],
                tuple([known.get((i, l)) or _option(i, l) for i, l in p["options"]]),
                p.get("kind", ""),
            )
        return self._choice

    @property
    def is_over(self) -> bool:
        return self.state.over

    @property
    def result(self) -> dict[str, Any] | None:
        return self.state.result

    def legal_ids(self) -> list[str]:
        p = self.state.pending
        return [] if p is None else [o[0] for o in p["options"]]

    def apply(self, option_id: str) -> None:
        st = self.state
        if st.over:
            raise GameOver(f"the game is over; {quote(option_id)} cannot be applied")
        p = st.pending
        if p is None:  # pragma: no cover - a live game always waits on a choice
            raise IllegalChoice("(no pending choice)", option_id, [])
        for oid, _ in p["options"]:
            if oid == option_id:
                break
        else:
            raise IllegalChoice(p["prompt"], option_id, [o[0] for o in p["options"]])
        if self._hlen >= self._snap_at:
            self._snapshot()
        st.pending = None
        self._choice = None
        st.stack[-1]["ans"] = option_id
        self._hist = (option_id, self._hist)  # self._record(option_id), inlined: the hot path
        self._hlen += 1
        self.run()

    def apply_label(self, label: str) -> None:
        """Answer by the option's label (handy in tests)."""
        ch = self.choice
        assert ch is not None
        for o in ch.options:
            if o.label == label:
                self.apply(o.id)
                return
        raise IllegalChoice(ch.prompt, label, [o.label for o in ch.options])

    def to_json(self) -> str:
        from arkham.saves import dump

        return dump(self)

    def clone(self) -> "Game":
        """An independent copy that plays on exactly as this game would: the same answers
        give the same states and the same ``state_hash()``. The state is copied
        structurally and the random generator's state with it; content and rule set are
        read-only and shared. Far cheaper than ``load(to_json())`` (no text, no checks),
        for bots that look ahead. Changing either game never changes the other."""
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        new = Game(copy_state(self.state), self.content, self.ruleset, rng, rules=self.rules)
        new._choice = self._choice  # immutable: valid while the pending choice is the same
        new.settings = self.settings  # never changed once set
        new._hist = self._hist  # shared: a chain nothing changes (see the class docstring)
        new._hlen = self._hlen
        new._snaps = self._snaps  # shared: snapshots are never changed either
        new._snap_at = _NEVER  # a clone takes no snapshots of its own
        return new

    # ------------------------------------------------------------- undo
    def keep_undo_points(self) -> None:
        """From now on keep a snapshot every :data:`SNAP_EVERY` answers, so that an undo
        replays at most that many answers (a front end that offers undo turns this on)."""
        if self._snap_at == _NEVER:
            self._snap_at = self._hlen + SNAP_EVERY

    def _snapshot(self) -> None:
        self._snaps = (self._hlen, self._hist, copy_state(self.state), self.rng.getstate(), self._snaps)
        self._snap_at = self._hlen + SNAP_EVERY

    def _back(self, steps: Any) -> tuple[int, Any]:
        """The history length and chain just before the answer ``steps`` answers back."""
        if type(steps) is not int or steps < 1:
            raise UndoError(f"undo takes back a positive whole number of answers, not {quote(steps)}")
        node, n, left = self._hist, self._hlen, steps
        while node is not None:
            entry, rest = node
            n -= 1
            node = rest
            if type(entry) is str:
                left -= 1
                if left == 0:
                    return n, node
        given = steps - left
        raise UndoError(
            f"cannot undo {steps} answer{'s' if steps != 1 else ''}: "
            f"only {given} {'has' if given == 1 else 'have'} been given"
        )

    def undo(self, steps: Any = 1) -> None:  # any value: a count that is no count is refused here
        """Go back ``steps`` answers, in place: the game is exactly as it was just before
        the answer ``steps`` answers back was given (the same ``state_hash()``, the same
        generator state, so the same answers again give the same dice and draws), and its
        history is the shorter one (a save holds no answer taken back). Going back past
        the first answer, or a count that is not a positive whole number, raises an
        :class:`UndoError` and changes nothing."""
        target, node = self._back(steps)
        snaps = self._snaps
        while snaps is not None and snaps[0] > target:
            snaps = snaps[4]
        if snaps is None:
            base = self._fresh()
        else:
            hlen, hist, st, rng_state, _ = snaps
            base = Game(copy_state(st), self.content, self.ruleset, random.Random(), self.settings, self.rules)
            base.rng.setstate(rng_state)
            base._hist, base._hlen = hist, hlen
        todo = []
        n = target
        while n > base._hlen:
            entry, node = node
            todo.append(entry)
            n -= 1
        base._snaps = snaps
        base._snap_at = (snaps[0] if snaps is not None else 0) + SNAP_EVERY
        if self._snap_at == _NEVER:
            base._snap_at = _NEVER
        for entry in reversed(todo):
            replay_entry(base, entry)
        self.state, self.rng, self._choice = base.state, base.rng, None
        self._hist, self._hlen = base._hist, base._hlen
        self._snaps, self._snap_at = base._snaps, base._snap_at

    def _fresh(self) -> "Game":
        """This game set up again from its settings, before any answer or rig."""
        if self.settings is None:
            raise UndoError("this game keeps no settings to be set up again from, so it cannot go back")
        from arkham.api import new_game

        return new_game(**self.settings)

    def revealed_since(self, k: Any) -> bool:  # any value: a count that is no count is refused here
        """Whether anything hidden came out after the game had ``k`` answers: a die rolled
        or anything else drawn by chance (the generator moved on: a shuffle, a monster
        from the cup), a rigged die or monster used, a card or marker taken from a deck or
        pile other than at its bottom (drawn, turned up, searched for), a face-down gate
        turned. ``undo`` back to ``k`` answers is fair exactly when this is false."""
        if type(k) is not int or k < 0:
            raise UndoError(f"an answer count is a whole number from 0, not {quote(k)}")
        given = len(self.given_answers())
        if k >= given:
            return False
        then = self.clone()
        then.undo(given - k)
        return _revealed(then, self)

    def state_hash(self) -> str:
        return self.state_blob()[1]

    def state_blob(self) -> tuple[str, str]:
        """The state as canonical JSON (sorted keys, no spaces) and its hash: a save holds
        the one, and checks the other, without serialising the state twice."""
        self.state.rng = list(self.rng.getstate()[1])  # the generator's whole state
        blob = json.dumps(to_plain(self.state), sort_keys=True, separators=(",", ":"))
        return blob, hashlib.blake2b(blob.encode(), digest_size=16).hexdigest()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and self.state_hash() == other.state_hash()

    def __hash__(self) -> int:  # pragma: no cover - games are mutable; hash by identity
        return id(self)

    # --------------------------------------------------------- the machine
    def run(self) -> None:
        st = self.state
        stack = st.stack
        handlers = HANDLERS
        while stack and not st.over:
            fr = stack[-1]
            try:
                r = handlers[fr["k"]](self, fr)
            except Interrupt:
                continue
            if r is not None:
                return
        if not st.over and not stack:  # pragma: no cover - rule sets always end the game
            raise RuntimeError("the step stack ran empty before the game ended")

    def push(self, step_name: str, /, **params: Any) -> Frame:
        steps = self.ruleset.steps  # a rule set's replacements for shared steps (none in classic)
        fr = {"k": steps.get(step_name, step_name) if steps else step_name, **params}
        self.state.stack.append(fr)
        return fr

    def push_all(self, frames: Iterable[Frame]) -> None:
        """Push frames so that the first given runs first."""
        self.state.stack.extend(reversed(list(frames)))

    def pop(self, fr: Frame) -> None:
        """Remove a finished step (usually the top one; steps it pushed may sit above it)."""
        stack = self.state.stack
        if stack and stack[-1] is fr:
            stack.pop()
            return
        for i in range(len(stack) - 2, -1, -1):
            if stack[i] is fr:
                del stack[i]
                return

    def give(self, fr: Frame, value: Any) -> None:
        """Finish a step and hand its result to the step that pushed it (``ret``)."""
        stack = self.state.stack
        for i in range(len(stack) - 1, -1, -1):
            if stack[i] is fr:
                del stack[i]
                if i > 0:
                    stack[i - 1]["ret"] = value
                return

    def ask(self, fr: Frame, who: int, prompt: str, options: list[tuple[str, str]], kind: str = "") -> Ask:
        if not options:  # pragma: no cover - handlers never ask with nothing to choose
            raise RuntimeError(f"empty choice: {prompt}")
        stack = self.state.stack
        if stack[-1] is not fr:
            # a rule answering an event (a hook) pushed steps while this one ran: the
            # question comes first, so the answer lands here; those steps run after it
            for i in range(len(stack) - 2, -1, -1):
                if stack[i] is fr:
                    del stack[i]
                    stack.append(fr)
                    break
        self.state.pending = {"who": who, "prompt": prompt, "options": options, "kind": kind}
        self._choice = None
        return ASK

    # ------------------------------------------------------------- chance
    # The draws below are those of ``random.Random.randint(1, 6)``, ``shuffle`` and
    # ``randrange`` (the same calls of ``getrandbits``, so the same results and the same
    # generator state after), written out: a die or a shuffled deck costs one call per
    # draw, not four. A generator of another type is asked through its own methods.
    def die(self) -> int:
        rig = self.state.rig
        if rig:
            return rig.pop(0)
        rng = self.rng
        if type(rng) is not random.Random:
            return rng.randint(1, 6)
        bits = rng.getrandbits
        r = bits(3)
        while r >= 6:
            r = bits(3)
        return r + 1

    def dice(self, n: int) -> list[int]:
        rng = self.rng
        if self.state.rig or type(rng) is not random.Random:
            return [self.die() for _ in range(n)]
        bits = rng.getrandbits
        out = []
        for _ in range(n):
            r = bits(3)
            while r >= 6:
                r = bits(3)
            out.append(r + 1)
        return out

    def shuffle(self, items: list[Any]) -> None:
        shuffle_with(self.rng, items)

    def randbelow(self, n: int) -> int:
        rng = self.rng
        if type(n) is not int or n <= 0 or type(rng) is not random.Random:
            return rng.randrange(n)  # its own errors for an empty range or a number that is not whole
        bits = rng.getrandbits
        k = n.bit_length()
        r = bits(k)
        while r >= n:
            r = bits(k)
        return r

    # ---------------------------------------------------------------- log
    def log(self, text: str, rule: str = "", detail: dict[str, Any] | None = None) -> None:
        """Record an event with the rule it applies; an event with no rule of its own
        comes from the printed text of the card or encounter being resolved. ``detail``
        holds the facts that explain it (a check's dice and what set their number), as a
        fourth element of the entry: entries are ``[turn, text, rule]`` or
        ``[turn, text, rule, detail]``."""
        if detail is None:
            self.state.log.append([self.state.turn, text, rule or "card text"])
        else:
            self.state.log.append([self.state.turn, text, rule or "card text", detail])

    def end(self, won: bool, how: str, score: int | None = None, rule: str = "") -> None:
        st = self.state
        st.over = True
        st.pending = None
        st.stack.clear()
        st.result = {"won": won, "how": how, "score": score, "turns": st.turn}
        self.log(("The investigators win: " if won else "The investigators lose: ") + how, rule)
        for fn in self.rules.packs.events.get("game_over", ()):
            fn(self)  # extension point: a rule adds to the result (an Epic Battle traitor)


def shuffle_with(rng: random.Random, items: list[Any]) -> None:
    """``rng.shuffle(items)``: the same order and the same generator state after, with one
    call per card for a ``random.Random`` (a generator of another type shuffles its own way)."""
    if type(rng) is not random.Random:
        rng.shuffle(items)
        return
    bits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = bits(k)
        while j >= n:
            j = bits(k)
        items[i], items[j] = items[j], items[i]


_HIDDEN_KEYS = ("deck", "pile", "plots", "face_down")  # rules_data lists drawn from the top


def replay_entry(game: Game, entry: Any) -> None:
    """Give the game one entry of a history again: an answer, or a rig of dice or monsters."""
    if type(entry) is str:
        game.apply(entry)
    elif entry[0] == "dice":
        rig_dice(game, entry[1])
    else:
        rig_monsters(game, entry[1])


def _drawn(old: list[Any], new: list[Any]) -> bool:
    """True unless ``new`` is ``old`` with things put under it (nothing taken from it)."""
    return len(new) < len(old) or new[: len(old)] != old


def _hidden_lists(node: Any, path: tuple[Any, ...], out: dict[tuple[Any, ...], list[Any]]) -> None:
    if isinstance(node, dict):
        for key, v in node.items():
            if isinstance(v, list) and isinstance(key, str) and any(h in key for h in _HIDDEN_KEYS):
                out[path + (key,)] = v
            elif isinstance(v, dict):
                _hidden_lists(v, path + (key,), out)


def _revealed(then: Game, now: Game) -> bool:
    """Whether hidden things came out between two states of one game (``then`` earlier)."""
    if then.rng.getstate() != now.rng.getstate():
        return True
    a, b = then.state, now.state
    if _drawn(a.rig, b.rig) or _drawn(a.rig_monsters, b.rig_monsters) or _drawn(a.gate_pile, b.gate_pile):
        return True
    for name, deck in a.decks.items():
        if _drawn(deck, b.decks.get(name, [])):
            return True
    old: dict[tuple[Any, ...], list[Any]] = {}
    new: dict[tuple[Any, ...], list[Any]] = {}
    _hidden_lists(a.rules_data, (), old)
    _hidden_lists(b.rules_data, (), new)
    return any(_drawn(v, new.get(p, [])) for p, v in old.items())


def rig_dice(game: Game, values: Iterable[int]) -> None:
    """Force the next die results (tests and tutorials). Recorded in the game's history,
    so a save of a rigged game replays."""
    vals = list(values)
    for v in vals:
        if type(v) is not int or not 1 <= v <= 6:
            raise ValueError(f"a die shows 1 to 6, not {v!r}")
    game.state.rig.extend(vals)
    game._record(["dice", vals])


def rig_monsters(game: Game, kinds: Iterable[str]) -> None:
    """Force the kinds of the next monsters drawn from the cup (tests). Recorded in the
    game's history, like :func:`rig_dice`."""
    ks = list(kinds)
    for k in ks:
        if type(k) is not str:
            raise ValueError(f"a monster kind is an id, not {k!r}")
    game.state.rig_monsters.extend(ks)
    game._record(["monsters", ks])
