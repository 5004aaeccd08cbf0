"""The investigators: how many play (and how many the board limits count), the turn order
and the first player, where one stands, what his sheet answers (extension point
``investigators``), his sliders, his maximum Sanity and Stamina, and which of his cards
count as items."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.rules.classic.core.in_play import card_data, card_def, stirring
from arkham.rules.classic.core.names import base_id
from arkham.state import SKILL_PAIRS

if TYPE_CHECKING:
    from arkham.engine import Game
    from arkham.state import Investigator


def players(g: Game) -> int:
    return len(g.state.investigators)


def counted_players(g: Game) -> int:
    """The number of players the board limits count: one less for each expansion board in
    play beyond the first, never below one (KH "Combining Multiple Expansions"). It sets
    the monster limit, the Outskirts, the gate limit and the overrun; rules that count the
    investigators themselves (surges, five or more investigators) use :func:`players`."""
    extra_boards = g.content.rule_cache.get("extra_boards")
    if extra_boards is None:
        extra_boards = g.content.rule_cache["extra_boards"] = max(0, len(g.content.towns) - 2)
    return max(1, len(g.state.investigators) - extra_boards)


def in_order(g: Game) -> list[Investigator]:
    """Investigators from the first player clockwise (seat order)."""
    invs = g.state.investigators
    n = len(invs)
    f = g.state.first
    return [invs[(f + i) % n] for i in range(n)]


def pass_first_player(g: Game) -> None:
    """The first player marker passes to the left (base p.12), over investigators who are
    out of the game: an eliminated investigator is never first player."""
    st = g.state
    n = len(st.investigators)
    for step_ in range(1, n + 1):
        seat = (st.first + step_) % n
        if not st.investigators[seat].eliminated:
            st.first = seat
            return


def active(inv: Investigator) -> bool:
    return not inv.eliminated


def in_arkham(g: Game, inv: Investigator) -> bool:
    return inv.where in g.content.areas


def in_other_world(g: Game, inv: Investigator) -> bool:
    return inv.stage > 0


def has_ability(g: Game, inv: Investigator, ability: str) -> bool:
    return ability in g.content.ability_keys[inv.id]


SHEET_CACHE_KEPT = 20000  # entries of the content's sheet cache before it is emptied


def sheet_rules(g: Game, event: str) -> list[tuple[Investigator, Any]]:
    """Investigators in play whose sheet answers an event, with the part of the rule that
    answers it (extension point ``investigators``)."""
    table = g.rules.packs.investigators
    if not table:
        return []
    invs = g.state.investigators
    first = g.state.first
    # (event, investigator ids, first player) -> [(seat, rule)] from the first player on,
    # worked out once
    cache = g.content.sheet_cache
    key = (event, tuple([i.id for i in invs]), first)
    hits = cache.get(key)
    if hits is None:
        ids = key[1]
        n = len(ids)
        found = [
            (seat, part)
            for seat, iid in enumerate(ids)
            for key_ in sorted(g.content.ability_keys[iid])
            if (r := table.get(key_)) is not None and (part := r.answering(event)) is not None
        ]
        if len(cache) > SHEET_CACHE_KEPT:  # a lab's thousands of games: emptied now and then
            cache.clear()
        hits = cache[key] = sorted(found, key=lambda h: (h[0] - first) % n)
    if not hits:
        return []
    return [(invs[s], r) for s, r in hits if not invs[s].eliminated]


def own_rules(g: Game, inv: Investigator, event: str) -> list[Any]:
    """The rules of his own sheet that answer an event (extension point ``investigators``)."""
    if not g.rules.packs.investigators:  # no box with such sheets loaded (a hot path)
        return []
    return [r for who, r in sheet_rules(g, event) if who is inv]


def refuses(g: Game, inv: Investigator, card_id: str) -> bool:
    """His sheet keeps him from gaining that special card now (Wendy Adams)."""
    return any(r.refuses_card(g, inv, card_id) for r in own_rules(g, inv, "refuses_card"))


def cannot_lose(g: Game, inv: Investigator, card: str) -> bool:
    """A card never lost or stolen unless its owner allows it: its own text (``cannot_lose``:
    the .18 Derringer) or his sheet's (``keeps_card``: Luke Robinson's Gate Box)."""
    if card_def(g, card).data.get("cannot_lose"):
        return True
    return any(r.keeps_card(g, inv, base_id(card)) for r in own_rules(g, inv, "keeps_card"))


def from_box(g: Game, inv: Investigator, deck: str) -> list[str]:
    """The cards of that deck in the box he may take as though they were in the deck, by
    name or by choice (extension point ``investigators``: Charlie Kane's Connections)."""
    rules = own_rules(g, inv, "from_box")
    if not rules:
        return []
    cards = g.content.cards  # the box also holds Mythos and location cards set aside
    return [
        c
        for c in g.state.box
        if c.partition("#")[0] in cards
        and card_def(g, c).deck == deck
        and any(r.from_box(g, inv, base_id(c)) for r in rules)
    ]


def _card_max(g: Game, inv: Investigator, stat: str) -> int:
    return sum(mb.get(stat, 0) for mb in card_data(g, inv, "max_bonus") if mb)


HEALTH_SLIDER = 3  # the index of a fourth slider that moves the maximum Sanity and Stamina


def sheet_max(g: Game, inv: Investigator, stat: str) -> int:
    """The sheet's maximum Sanity or Stamina: printed, or read on the fourth slider of a
    sheet that has one (``health_slider``: Lily Chen's Yin and Yang)."""
    d = g.content.investigators[inv.id]
    hs = d.health_slider
    if hs is not None and len(inv.sliders) > HEALTH_SLIDER:
        return hs[stat][inv.sliders[HEALTH_SLIDER]]
    return d.sanity if stat == "sanity" else d.stamina


def slider_pairs(g: Game, inv: Investigator) -> list[tuple[str, str, list[int], list[int]]]:
    """His sliders: (first, second, stops of the first, stops of the second) for each; the
    three skill pairs, and the maximum Sanity and Stamina on a sheet with ``health_slider``."""
    d = g.content.investigators[inv.id]
    out = [(a, b, getattr(d, a), getattr(d, b)) for a, b in SKILL_PAIRS]
    if d.health_slider is not None:
        out.append(("sanity", "stamina", d.health_slider["sanity"], d.health_slider["stamina"]))
    return out


def set_health_slider(g: Game, inv: Investigator, pos: int, start: bool = False) -> None:
    """Move the fourth slider (Yin and Yang): at setup he starts full; later each stop a
    maximum rises gains 1 of it, and neither may exceed its maximum."""
    old = {s: sheet_max(g, inv, s) for s in ("sanity", "stamina")}
    while len(inv.sliders) <= HEALTH_SLIDER:
        inv.sliders.append(0)  # a sheet whose fourth slider was never set: at its printed stop
    inv.sliders[HEALTH_SLIDER] = pos
    if start:
        inv.sanity, inv.stamina = max_sanity(g, inv), max_stamina(g, inv)
        return
    for stat in ("sanity", "stamina"):
        up = sheet_max(g, inv, stat) - old[stat]
        if up > 0:
            gain(g, inv, stat, up, "Yin and Yang: the maximum rose", "investigator ability")
    fit_to_max(g, inv)


def knocked_out(g: Game, inv: Investigator) -> bool:
    """At 0 Sanity or Stamina, or a maximum at 0: :func:`check_out` would take him out."""
    return min(inv.sanity, inv.stamina, max_sanity(g, inv), max_stamina(g, inv)) <= 0


def max_sanity(g: Game, inv: Investigator) -> int:
    v = sheet_max(g, inv, "sanity") + inv.max_sanity_mod + _card_max(g, inv, "sanity")
    if stirring(g, "cthulhu"):  # Dreams of Madness
        v -= 1
    return v


def max_stamina(g: Game, inv: Investigator) -> int:
    v = sheet_max(g, inv, "stamina") + inv.max_stamina_mod + _card_max(g, inv, "stamina")
    if stirring(g, "cthulhu"):
        v -= 1
    extra = g.state.counters.get(above_max_key(inv))
    if extra:  # Stamina above the maximum: only the tokens still held count (never restored)
        v += min(extra, max(0, inv.stamina - v))
    return v


def fit_to_max(g: Game, inv: Investigator) -> None:
    """Sanity and Stamina above a lowered maximum are lost at once; never below 0, even when
    a maximum falls under 0 (a devoured investigator's Duke discarded after his maximum
    reached 0)."""
    inv.sanity = max(0, min(inv.sanity, max_sanity(g, inv)))
    inv.stamina = max(0, min(inv.stamina, max_stamina(g, inv)))


def above_max_key(inv: Investigator) -> str:
    """The counter of Stamina tokens an investigator gained above his maximum (a Dunwich
    location card); the maximum counts only those he still holds, so once lost they are
    never restored."""
    return f"above_max:stamina:{inv.id}"


def is_item(d: Any) -> bool:
    """Common, Unique Items and Spells (FAQ), and the Deputy's Revolver and Patrol Wagon (base p.16)."""
    return d.deck in ("common", "unique", "spell") or d.id.endswith(("deputys_revolver", "patrol_wagon"))


def items(g: Game, inv: Investigator) -> list[str]:
    """The investigator's cards that count as items."""
    return [c for c in inv.cards if is_item(card_def(g, c))]


# A slider's rise gains Sanity or Stamina, and a gain reads the maximum kept here: the
# module that gains is imported last, once this one's own names are defined (see the
# package's docstring).
from arkham.rules.classic.core.economy import gain  # noqa: E402
