"""The Dunwich investigator cards: what their texts do beyond the card vocabulary, and
the Ally deck of a game (DH p.4).

Only 11 Allies are used in a game: at setup the Ally deck is shuffled and 11 dealt, the
others going back to the box; an Ally an investigator in the game starts with is always
one of the 11. The deal answers the ``decks_built`` event, before any card is taken.

Ops for the cards' texts:

- ``bless_anyone``: the caster names an investigator, himself included; he is Blessed (Bless).
- ``clues_on_unstable``: a Clue token on every unstable location with no open gate, of
  every board (Professor Rice joining).
- ``refresh_spell``: one of the holder's exhausted Spells is ready again (Zebulon Whateley).
- ``lure_monster``: the caster picks a monster on the board or in the Sky (never the
  Outskirts) and it moves to his space (Lure Monster).
- ``neighborhood_clues``: every Clue token on the areas of the caster's neighborhood is his,
  and his movement ends there (Vision Quest).
- ``call_friend``: an investigator in a town whose movement is still to come this phase
  is moved to the caster's space, an Other World area too, and does not move this turn
  (Call Friend).
- ``pass_monsters_by``: for the rest of this turn the monsters where he moves or stops do
  not stop him: no Evade check, no combat (Summon Shantak).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.registry import op
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.classic.setup import deal_allies
from arkham.rules.extensions import RuleModule, register
from arkham.state import SKY

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game


def _inv(g: Game, fr: Frame) -> Any:
    return g.state.investigators[fr["seat"]]


@op("bless_anyone")
def op_bless_anyone(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.push("dunwich.bless_anyone", who=fr["seat"])


@step("dunwich.bless_anyone")
def bless_anyone(g: Game, fr: Frame) -> Ask | None:
    """A card blesses the investigator he names."""
    st = g.state
    inv = st.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if ans is None:
        opts = [(str(i.seat), C.inv_name(g, i)) for i in st.investigators if not i.eliminated]
        return g.ask(fr, inv.seat, "Who is Blessed?", opts, kind="target")
    g.pop(fr)
    C.gain_special(g, st.investigators[int(ans)], "base:blessing", f"blessed by {C.inv_name(g, inv)}")
    return None


@op("clues_on_unstable")
def op_clues_on_unstable(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    st = g.state
    placed = [a.id for a in g.content.areas.values() if a.unstable and a.id not in st.gates]
    for a in placed:
        st.clues_on[a] = st.clues_on.get(a, 0) + 1
    g.log(f"A Clue token is placed on each unstable location without an open gate ({len(placed)})", "card")


@op("refresh_spell")
def op_refresh_spell(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.push("dunwich.refresh_spell", who=fr["seat"])


@step("dunwich.refresh_spell")
def refresh_spell(g: Game, fr: Frame) -> Ask | None:
    """Refresh one of his exhausted Spells, his pick when he has several."""
    inv = g.state.investigators[fr["who"]]
    spells = [c for c in inv.cards if c in inv.exhausted and C.card_def(g, c).deck == "spell"]
    ans = fr.pop("ans", None)
    if ans is None and len(spells) > 1:
        return g.ask(fr, inv.seat, "Refresh which Spell?", [(c, C.card_def(g, c).name) for c in spells], kind="card")
    g.pop(fr)
    card = ans or (spells[0] if spells else None)
    if card is not None:
        inv.exhausted.remove(card)
        g.log(f"{C.inv_name(g, inv)} refreshes {C.card_def(g, card).name}", "card")
    return None


@op("lure_monster")
def op_lure_monster(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.push("dunwich.lure_monster", who=fr["seat"])


@step("dunwich.lure_monster")
def lure_monster(g: Game, fr: Frame) -> Ask | None:
    """Lure a monster of his choice from elsewhere in Arkham or the Sky to his place."""
    st = g.state
    inv = st.investigators[fr["who"]]
    areas = g.content.areas
    lurable = sorted(m for m, p in st.monsters.items() if (p in areas or p == SKY) and p != inv.where)
    ans = fr.pop("ans", None)
    if not lurable:
        g.pop(fr)
        g.log("No monster can be lured", "card")
        return None
    if ans is None:
        return g.ask(
            fr,
            inv.seat,
            "Lure which monster?",
            [(m, f"{C.monster_def(g, m).name} at {C.name_of(g, st.monsters[m])}") for m in lurable],
            kind="lure",
        )
    g.pop(fr)
    frm = st.monsters[ans]
    st.monsters[ans] = inv.where
    g.log(f"{C.monster_def(g, ans).name} is lured from {C.name_of(g, frm)} to {C.name_of(g, inv.where)}", "card")
    return None


@op("neighborhood_clues")
def op_neighborhood_clues(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    st = g.state
    inv = _inv(g, fr)
    here = g.content.areas.get(inv.where)
    if here is None:
        return
    hood = here.neighborhood
    n = 0
    for a in [a for a in st.clues_on if g.content.areas[a].neighborhood == hood]:
        n += st.clues_on.pop(a)
    from arkham.rules.classic.abilities import find_frame

    mv = find_frame(g, inv, "move")
    if mv is not None:
        mv["pts"] = 0
    g.log(f"{C.inv_name(g, inv)}'s vision finds {C.count(n, 'Clue token')} in the neighborhood", "card")
    if n:
        C.gain(g, inv, "clues", n, "Vision Quest", "card")


def yet_to_move(g: Game, caster: Any) -> list[Any]:
    """Investigators in a town whose turn to move in this Movement Phase has not come."""
    st = g.state
    for fr in reversed(st.stack):
        if fr.get("k") == "phase" and fr.get("name") == "movement":
            later = fr["order"][fr["j"] :]
            return [
                st.investigators[s]
                for s in later
                if s != caster.seat
                and not st.investigators[s].eliminated
                and st.investigators[s].where in g.content.areas
            ]
    return []


@op("call_friend")
def op_call_friend(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.push("dunwich.call_friend", who=fr["seat"])


@step("dunwich.call_friend")
def call_friend(g: Game, fr: Frame) -> Ask | None:
    """Call Friend: an investigator yet to move this turn comes to him and does not move
    again this turn."""
    st = g.state
    inv = st.investigators[fr["who"]]
    friends = yet_to_move(g, inv)
    ans = fr.pop("ans", None)
    if not friends:
        g.pop(fr)
        g.log("No investigator who has yet to move can be called", "card")
        return None
    if ans is None:
        return g.ask(
            fr, inv.seat, "Call which investigator?", [(str(i.seat), C.inv_name(g, i)) for i in friends], kind="target"
        )
    g.pop(fr)
    friend = st.investigators[int(ans)]
    st.counters[f"called:{friend.seat}"] = st.turn
    if inv.stage:
        friend.where, friend.stage, friend.explored = inv.where, inv.stage, False
        g.log(f"{C.inv_name(g, friend)} is called to {C.name_of(g, inv.where)}", "card")
    else:
        C.move_investigator(g, friend, inv.where, f"called by {C.inv_name(g, inv)}", "card")
    return None


@op("pass_monsters_by")
def op_pass_monsters_by(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    g.state.counters[f"pass_by:{inv.seat}"] = g.state.turn
    g.log(f"{C.inv_name(g, inv)} may leave or stop beside monsters without facing them this turn", "card")


MODULE = register(RuleModule("dunwich.cards", events=(("decks_built", deal_allies),)))
