"""Gains, payments and losses: what an investigator gains (to his maximum, with the caps
in force) and pays (a Credit Rating or what pays for him instead), a loss of Sanity or
Stamina and the knock-out it brings, the steps dropped when he is taken away, a card
handed over, and a move to a place."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import Interrupt
from arkham.rules.classic.core.in_play import announce, ao_rules, card_data, card_data_cards, card_def, lasting_of
from arkham.rules.classic.core.board import is_closed, street_of
from arkham.rules.classic.core.names import inv_name, name_of, quantity
from arkham.state import ENCOUNTER

if TYPE_CHECKING:
    from arkham.engine import Frame, Game
    from arkham.state import Investigator


def gain(g: Game, inv: Investigator, what: str, n: int, why: str = "", rule: str = "") -> int:
    if n <= 0:
        return 0
    if what in ("sanity", "stamina"):
        for p in lasting_of(g, "heal_only"):
            if p["stat"] == what and inv.where != p.get("area") and not why.startswith("care"):
                g.log(f"{inv_name(g, inv)} cannot recover {what} now", "environment")
                return 0
        cap = max_sanity(g, inv) if what == "sanity" else max_stamina(g, inv)
        cur = getattr(inv, what)
        n = max(0, min(n, cap - cur))
        setattr(inv, what, cur + n)
    elif what == "money":
        inv.money += n
    elif what == "clues":
        for r in own_rules(g, inv, "clues_gained"):  # Rex Murphy: one more
            n += r.clues_gained(g, inv, n)
        supply = g.rules.ruleset.clue_supply  # a rule set with a limited pool of Clue tokens
        if supply is not None:
            n = supply(g, n)
        caps = card_data(g, inv, "clue_cap")  # Amnesia: tokens beyond the cap are discarded
        aor = ao_rules(g)  # extension point: an Ancient One's cap while he sleeps (Yibb-Tstll)
        if aor is not None and aor.clue_cap is not None and not g.state.awakened:
            caps = [*caps, aor.clue_cap]
        if caps:
            n = max(0, min(n, min(caps) - inv.clues))
        inv.clues += n
    else:  # pragma: no cover - content validation rejects other names
        raise ValueError(what)
    if n:
        g.log(f"{inv_name(g, inv)} gains {quantity(n, what)}" + (f" ({why})" if why else ""), rule)
    return n


def credit(g: Game, inv: Investigator) -> tuple[str, int] | None:
    """A ready card he may exhaust instead of spending that much money (``money_exhaust``:
    Credit Rating), with the amount."""
    for c in card_data_cards(g, inv, "money_exhaust"):
        if c not in inv.exhausted:
            return c, card_def(g, c).data["money_exhaust"]
    return None


def spendable(g: Game, inv: Investigator) -> int:
    """The money he can spend: his dollars and a ready Credit Rating's worth."""
    cr = credit(g, inv)
    return inv.money + (cr[1] if cr else 0)


def can_pay(g: Game, inv: Investigator, what: str, n: int) -> bool:
    """Whether he can pay n of money, Clue tokens, Sanity or Stamina now: what he holds (a
    ready Credit Rating counts as money), or what pays for him instead (extension point
    ``payment_covers``: a readied Blessing of Nodens)."""
    have = spendable(g, inv) if what == "money" else getattr(inv, what)
    return have >= n or any(c.covers(g, inv, what, n) for c in g.rules.packs.payment_covers)


def pay(g: Game, inv: Investigator, what: str, n: int, why: str = "", rule: str = "") -> None:
    """Pay a cost (not a loss: Strong Mind/Body do not reduce it, FAQ). Callers offer
    only costs the investigator can pay (``can_pay``). What pays for him instead (extension
    point ``payment_covers``: a readied Blessing of Nodens) pays the whole of it; else a ready
    Credit Rating is exhausted instead of spending its $2 of any payment of $2 or more (a
    decision: it only spares money and refreshes each Upkeep, so it is never held back); a
    smaller payment his dollars do not cover (``spendable`` counts the card) is made by
    exhausting it, with no change given. ``rule``: what asks for the payment when it is a
    rule and not the text being resolved (the train fare, DH p.5)."""
    for cover in g.rules.packs.payment_covers:  # extension point: a Blessing of Nodens pays instead
        if n > 0 and cover.covers(g, inv, what, n):
            cover.take(g, inv, what, n)
            g.log(f"{inv_name(g, inv)} is counted as paying {quantity(n, what)}" + (f" for {why}" if why else ""), rule)
            return
    if what == "money":
        cr = credit(g, inv)
        if cr is not None and (n >= cr[1] or inv.money < n):
            inv.exhausted.append(cr[0])
            n = max(0, n - cr[1])
            g.log(
                f"{inv_name(g, inv)} exhausts {card_def(g, cr[0]).name} instead of spending ${cr[1]}"
                + (f" for {why}" if why else ""),
                rule or "card",
            )
            if n == 0:
                return
    have = getattr(inv, what)
    if n > have:
        raise ValueError(f"{inv.id} cannot pay {n} {what} with {have}")
    setattr(inv, what, have - n)
    g.log(f"{inv_name(g, inv)} pays {quantity(n, what)}" + (f" for {why}" if why else ""), rule)


def lose(
    g: Game,
    inv: Investigator,
    sanity: int = 0,
    stamina: int = 0,
    why: str = "",
    rule: str = "",
    devours: str | None = None,
) -> None:
    """Apply a loss of Sanity and/or Stamina; zero in either knocks the investigator out
    (``devours``: what brought him there devours him instead, as its text says).

    Harvey Walters and Michael McGlen reduce losses, not costs (FAQ). A knock-out
    interrupts the investigator's current activity (raises :class:`Interrupt`).
    """
    spared = []
    if sanity > 0 and has_ability(g, inv, "strong_mind"):
        sanity -= 1
        spared.append("Strong Mind spares 1 Sanity")
    if stamina > 0 and has_ability(g, inv, "strong_body"):
        stamina -= 1
        spared.append("Strong Body spares 1 Stamina")
    if sanity <= 0 and stamina <= 0:
        if spared:
            g.log(
                f"{inv_name(g, inv)} loses nothing" + (f" ({why})" if why else "") + ": " + "; ".join(spared),
                "investigator ability",
            )
        return
    inv.sanity = max(0, inv.sanity - max(0, sanity))
    inv.stamina = max(0, inv.stamina - max(0, stamina))
    parts = []
    if sanity > 0:
        parts.append(f"{sanity} Sanity")
    if stamina > 0:
        parts.append(f"{stamina} Stamina")
    g.log(f"{inv_name(g, inv)} loses {' and '.join(parts)}" + (f" ({why})" if why else ""), rule)
    if devours and (inv.sanity <= 0 or inv.stamina <= 0):  # monster or card text (the Moon-beast, Wizard's Hill)
        knock_out(g, inv, "devoured", f"brought to 0 by {devours}, which devours instead", "its text")
    check_out(g, inv)


def push_loss(
    g: Game,
    inv: Investigator,
    sanity: int = 0,
    stamina: int = 0,
    why: str = "",
    rule: str = "",
    devours: str | None = None,
) -> None:
    """Schedule a loss as a step of its own, so cards that answer losses (Flesh Ward,
    Food, Whiskey...) get their window; it runs before the caller's next step."""
    if sanity > 0 or stamina > 0:
        g.push(
            "loss",
            who=inv.seat,
            sanity=max(0, sanity),
            stamina=max(0, stamina),
            why=why,
            rule=rule,
            **({"devours": devours} if devours else {}),
        )


def check_out(g: Game, inv: Investigator) -> None:
    if inv.sanity > 0 and inv.stamina > 0 and max_sanity(g, inv) > 0 and max_stamina(g, inv) > 0:
        return
    if max_sanity(g, inv) <= 0 or max_stamina(g, inv) <= 0:
        knock_out(g, inv, "devoured", "its maximum Sanity or Stamina fell to 0", "DH p.9 devoured")
    elif inv.sanity <= 0 and inv.stamina <= 0:
        knock_out(g, inv, "devoured", "Sanity and Stamina both fell to 0", "DH p.9 devoured")
    elif g.state.awakened:
        knock_out(g, inv, "devoured", "reduced to 0 in the final battle", "base p.22 final battle")
    elif inv.sanity <= 0:
        knock_out(g, inv, "insane", "Sanity fell to 0", "base p.16 insane")
    else:
        knock_out(g, inv, "unconscious", "Stamina fell to 0", "base p.16 unconscious")


def knock_out(g: Game, inv: Investigator, how: str, why: str, rule: str) -> None:
    """End the investigator's current activity and resolve the knock-out."""
    stack = g.state.stack
    while stack and stack[-1].get("who") == inv.seat and not stack[-1].get("phase"):
        abandon(g, stack.pop())
    g.log(f"{inv_name(g, inv)} is {how}: {why}", rule)
    g.push("status.out", who=-1, seat=inv.seat, how=how)
    raise Interrupt()


def end_activity(g: Game, inv: Investigator) -> None:
    """The investigator was taken away (lost, arrested, drawn through a gate): drop the
    steps of what he was doing and go on with what comes after them."""
    stack = g.state.stack
    while stack and stack[-1].get("who") == inv.seat and not stack[-1].get("phase"):
        abandon(g, stack.pop())
    raise Interrupt()


def abandon(g: Game, fr: Frame) -> None:
    """Clean up a dropped step: encounter monsters go back to the cup, cards it held
    go to the bottom of their decks (base p.22 discarding)."""
    st = g.state
    m = fr.get("enc_monster")
    if m and st.monsters.get(m) == ENCOUNTER:
        to_cup(g, m)
    for c in fr.get("drawn") or ():
        d = card_def(g, c)
        st.decks.setdefault(d.deck if d.deck != "special" else d.id, []).append(c)
    if fr.get("k") == "mythos.phase" and "card" in fr and fr.get("st") in ("gate", "clue", "move"):
        st.decks["mythos"].append(fr["card"])


def hand_over(g: Game, giver: Investigator, taker: Investigator, card: str) -> None:
    """A card passes from one investigator to another (trading, a Skill exchanged): an
    exhausted card stays exhausted in its new hands, and the giver's rules hear it leave
    (``card_leaves``: a Task loses its progress)."""
    giver.cards.remove(card)
    announce(g, "card_leaves", giver, card)
    if card in giver.exhausted:
        giver.exhausted.remove(card)
        taker.exhausted.append(card)
    taker.cards.append(card)
    if card_def(g, card).data.get("max_bonus"):  # a lowered maximum (Mythos Lore) takes its toll at once
        fit_to_max(g, taker)


def move_investigator(g: Game, inv: Investigator, area: str, why: str = "", rule: str = "") -> None:
    """Put him in an area. Nobody enters a closed location (base p.4, closed markers): sent to
    one (Sister Mary's Guardian Angel to a closed South Church, an arrest with the Police
    Station closed), he goes to its street instead, where a closing puts those inside (DH
    FAQ on locations); the same decision as for a home that is closed at set-up."""
    if area in g.content.areas and is_closed(g, area):
        street = street_of(g, area)
        g.log(
            f"{name_of(g, area)} is closed: {inv_name(g, inv)} goes to {name_of(g, street)} instead",
            "base p.4 closed markers",
        )
        area = street
    if inv.where != area:
        inv.explored = False
    inv.where = area
    inv.stage = 0
    inv.jailed = False
    g.log(f"{inv_name(g, inv)} moves to {name_of(g, area)}" + (f" ({why})" if why else ""), rule)


# A gain reads the maximum, and a dropped step returns its monster to the cup, whose
# modules in turn gain and drop steps: they are imported last, once this module's own
# names are defined (see the package's docstring).
from arkham.rules.classic.core.investigators import fit_to_max, has_ability, max_sanity, max_stamina, own_rules  # noqa: E402
from arkham.rules.classic.core.monsters import to_cup  # noqa: E402
