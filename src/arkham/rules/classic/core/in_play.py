"""What is in play, as the shared rules look it up: a card's definition and the values the
cards an investigator holds carry, the Ancient One and his own rules, named events the
rules listen to, and the lasting rule changes of the Mythos cards in force."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable

from arkham.rules.classic.core.names import base_id

if TYPE_CHECKING:
    from arkham.engine import Game
    from arkham.state import Investigator


def card_def(g: Game, instance: str) -> Any:
    cache = g.content.card_of
    d = cache.get(instance)
    if d is None:
        d = cache[instance] = g.content.cards[instance.partition("#")[0]]
    return d


def has_card(g: Game, inv: Investigator, card: str) -> str | None:
    for c in inv.cards:
        if base_id(c) == card:
            return c
    return None


def card_data(g: Game, inv: Investigator, key: str) -> list[Any]:
    """The values of one ``data`` key on the investigator's cards (lasting card rules:
    the Dunwich Injury and Madness cards). A key no card of the content carries is
    answered at once (the rules ask for many such keys in a base game's hot loop)."""
    by_key = g.content.card_values
    if by_key is None:  # key -> {card instance: its value or None}, for the keys some card carries
        by_key = g.content.card_values = {k: {} for d in g.content.cards.values() for k in d.data}
    values = by_key.get(key)
    if values is None or not inv.cards:
        return []
    out = []
    for c in inv.cards:  # this loop runs for every check: one look-up per card once seen
        if c in values:
            v = values[c]
        else:
            v = values[c] = card_def(g, c).data.get(key)
        if v is not None:
            out.append(v)
    return out


def card_data_cards(g: Game, inv: Investigator, key: str) -> list[str]:
    """His cards whose ``data`` carries that key."""
    if not card_data(g, inv, key):
        return []
    return [c for c in inv.cards if card_def(g, c).data.get(key) is not None]


def ao_id(g: Game) -> str:
    return g.state.ancient_one.partition(":")[2]


def stirring(g: Game, ao: str) -> bool:
    """True while the named Ancient One is the foe and still asleep."""
    return not g.state.awakened and ao_id(g) == ao


def ao_rules(g: Game) -> Any:
    """The extension rules of the Ancient One in play (a later box's), or None."""
    return g.rules.packs.ancient_ones.get(g.state.ancient_one)


def announce(g: Game, event: str, *args: Any) -> None:
    """A named game event (extension point): the rules listening to it answer."""
    for fn in g.rules.packs.events.get(event, ()):
        fn(g, *args)


def ally_gone(g: Game, card: str) -> None:
    """An Ally card was discarded or left the game: the Ancient One's power may answer (Glaaki)."""
    aor = ao_rules(g)
    if aor is not None and aor.ally_gone is not None:
        aor.ally_gone(g, card)


def lasting(g: Game) -> Iterable[Any]:
    """Rule changes from the Environment and Rumor in play."""
    for cid in lasting_cards(g):
        if cid is not None:
            yield from g.content.mythos[cid].lasting


def lasting_cards(g: Game) -> tuple[str | None, ...]:
    """The Mythos cards whose lasting rule changes are in force (a rule set may keep more)."""
    hook = g.rules.ruleset.lasting_cards
    return hook(g) if hook else (g.state.environment, g.state.rumor)


def lasting_of(g: Game, kind: str) -> list[dict[str, Any]]:
    # a hot path: a rule set without the hook (classic) skips the call
    hook = g.rules.ruleset.lasting_cards
    key = hook(g) if hook is not None else (g.state.environment, g.state.rumor)
    table = g.content.lasting_by.get(key)
    if table is None:  # worked out once per pair of cards in play (a cache on the content)
        table = {}
        for ld in lasting(g):
            table.setdefault(ld.kind, []).append(ld.params)
        g.content.lasting_by[key] = table
    return table.get(kind, [])
