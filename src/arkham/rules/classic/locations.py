"""Location special abilities of the Arkham board (base p.22, KH FAQ): used in the
Arkham Encounters Phase instead of an encounter, only when they can be resolved,
never at a location with an open gate."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.engine import step
from arkham.rules.classic import core as C

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game

# what each trophy payment needs: (monster toughness, gate trophies)
RECRUIT_PAYMENTS = ((10, 0), (0, 2), (5, 1))
SMALL_PAYMENTS = ((5, 0), (0, 1))


def trophy_toughness(g: Game, inv: Any) -> int:
    """Monster trophies are worth their current, modified toughness (FAQ)."""
    return sum(C.trophy_worth(g, inv, m) for m in inv.monster_trophies)


def payments(g: Game, inv: Any, table: tuple[tuple[int, int], ...]) -> list[tuple[int, int]]:
    tough = trophy_toughness(g, inv)
    return [(t, n) for t, n in table if tough >= t and len(inv.gate_trophies) >= n]


def pay_label(t: int, n: int) -> str:
    parts = []
    if t:
        parts.append(f"{t} toughness of monster trophies")
    if n:
        parts.append(f"{n} gate troph{'y' if n == 1 else 'ies'}")
    return " and ".join(parts)


SPECIALS: dict[str, tuple[str, tuple[tuple[int, int], ...] | None]] = {
    "shop_common": ("Shop: draw 3 Common Items and buy one at list price", None),
    "shop_unique": ("Shop: draw 3 Unique Items and buy one at list price", None),
    "magic_lessons": ("Magic Lessons: pay $5, draw 2 Spells, keep one", None),
    "classes": ("Classes: pay $8, draw 2 Skills, keep one", None),
    "bank_loan": ("Bank Loan: take a loan of $10", None),
    "psychiatric_care": ("Psychiatric Care", None),
    "medical_care": ("Medical Care", None),
    "recruit_ally": ("Recruit an Ally of your choice", RECRUIT_PAYMENTS),
    "deputy": ("Become the Deputy of Arkham", RECRUIT_PAYMENTS),
    "shady_character": ("Shady Character: gain $5", SMALL_PAYMENTS),
    "dissection": ("Dissection: gain 2 Clue tokens", SMALL_PAYMENTS),
    "blessing": ("Bless an investigator of your choice", SMALL_PAYMENTS),
}


def special_options(g: Game, inv: Any, open_gate_blocks: bool = True) -> list[tuple[str, str]]:
    """``open_gate_blocks=False`` serves a rule set whose gates do not bar the location's
    encounter (Haunt of the Watchers investigates at gated locations)."""
    return environment_offers(g, inv, open_gate_blocks) + area_specials(g, inv, open_gate_blocks)


def environment_offers(g: Game, inv: Any, open_gate_blocks: bool = True) -> list[tuple[str, str]]:
    """What an Environment offers at a location instead of an encounter (``location_offer``:
    Blue Plate Special, Book Sale); not a location special ability, so no Ancient One's
    power on those abilities touches it; never at a location with an open gate."""
    from arkham.effects.ops.checks import cond_ok

    if open_gate_blocks and inv.where in g.state.gates:
        return []
    return [
        (f"special:offer:{i}", f"{p['name']}: {p['label']}")
        for i, p in enumerate(C.lasting_of(g, "location_offer"))
        if p["area"] == inv.where and cond_ok(g, inv, p.get("if"))
    ]


def area_specials(g: Game, inv: Any, open_gate_blocks: bool = True) -> list[tuple[str, str]]:
    st = g.state
    area = g.content.areas[inv.where]
    key = area.special
    if (key not in SPECIALS and area.ability is None) or (open_gate_blocks and inv.where in st.gates):
        return []
    aor = C.ao_rules(g)  # extension point: an Ancient One's power may forbid it (Tsathoggua)
    if (
        aor is not None
        and aor.location_special_ok is not None
        and not st.awakened
        and not aor.location_special_ok(g, inv.where)
    ):
        return []
    if area.ability is not None:  # an ability written as ops
        from arkham.effects.ops.checks import cond_ok

        ab = area.ability
        return [("special:ability", f"{ab.name}: {ab.label}")] if cond_ok(g, inv, ab.if_) else []
    label, table = SPECIALS[key]
    if table is not None:
        if key == "recruit_ally" and not st.decks.get("ally") and not C.from_box(g, inv, "ally"):
            return []
        if key == "deputy" and not st.decks.get("base:deputy_of_arkham"):
            return []
        return [(f"special:{key}:{t}:{n}", f"{label} (spend {pay_label(t, n)})") for t, n in payments(g, inv, table)]
    if key in ("shop_common", "shop_unique"):
        deck = "common" if key == "shop_common" else "unique"
        return [(f"special:{key}", label)] if C.can_pay(g, inv, "money", 1) and st.decks.get(deck) else []
    if key == "magic_lessons":
        return [(f"special:{key}", label)] if C.can_pay(g, inv, "money", 5) and st.decks.get("spell") else []
    if key == "classes":
        return [(f"special:{key}", label)] if C.can_pay(g, inv, "money", 8) and st.decks.get("skill") else []
    if key == "bank_loan":
        ok = (
            not C.refuses(g, inv, "base:bank_loan")
            and not C.has_card(g, inv, "base:bank_loan")
            and "base:bank_loan" not in inv.banned
            and st.decks.get("base:bank_loan")
        )
        return [(f"special:{key}", label)] if ok else []
    if key in ("psychiatric_care", "medical_care"):
        stat = "sanity" if key == "psychiatric_care" else "stamina"
        cap = C.max_sanity(g, inv) if stat == "sanity" else C.max_stamina(g, inv)
        if getattr(inv, stat) >= cap:
            return []
        opts = [(f"special:{key}:1", f"{label}: recover 1 {stat} for free")]
        if C.can_pay(g, inv, "money", 2) and cap - getattr(inv, stat) > 1:
            opts.append((f"special:{key}:full", f"{label}: pay $2 to restore {stat} to {cap}"))
        return opts
    return []  # pragma: no cover


def use_special(g: Game, inv: Any, ans: str) -> None:
    parts = ans.split(":")
    key = parts[1]
    seat = inv.seat
    if key == "offer":
        from arkham.effects.interp import run_ops

        p = C.lasting_of(g, "location_offer")[int(parts[2])]
        g.log(f"{C.inv_name(g, inv)} takes up {p['name']} instead of an encounter", "environment")
        run_ops(g, seat, p["do"], {"area": inv.where, "card": g.state.environment})
    elif key == "ability":
        from arkham.effects.interp import run_ops

        ab = g.content.areas[inv.where].ability
        g.log(f"{C.inv_name(g, inv)} uses {ab.name} instead of an encounter", "location ability")
        run_ops(g, seat, ab.do, {"area": inv.where})
    elif key in ("shop_common", "shop_unique"):
        g.push(
            "buy",
            who=seat,
            deck="common" if key == "shop_common" else "unique",
            n=3,
            price="list",
            must=True,
            discount=0,
        )
    elif key == "magic_lessons":
        C.pay(g, inv, "money", 5, "magic lessons")
        g.push("draw", who=seat, seat=seat, deck="spell", n=2, keep=1, why="magic lessons")
    elif key == "classes":
        C.pay(g, inv, "money", 8, "classes")
        g.push("draw", who=seat, seat=seat, deck="skill", n=2, keep=1, why="classes")
    elif key == "bank_loan":
        if C.gain_special(g, inv, "base:bank_loan", "Bank of Arkham"):
            C.gain(g, inv, "money", 10, "Bank Loan", "Bank of Arkham")
    elif key in ("psychiatric_care", "medical_care"):
        stat = "sanity" if key == "psychiatric_care" else "stamina"
        if parts[2] == "full":
            C.pay(g, inv, "money", 2, key.replace("_", " "))
            cap = C.max_sanity(g, inv) if stat == "sanity" else C.max_stamina(g, inv)
            C.gain(g, inv, stat, cap - getattr(inv, stat), "care", "location ability")
        else:
            C.gain(g, inv, stat, 1, "care", "location ability")
    else:
        g.push("special.pay", who=seat, key=key, tough=int(parts[2]), gates=int(parts[3]), spent=0)


@step("special.pay")
def special_pay(g: Game, fr: Frame) -> Ask | None:
    """Spend trophies (monster trophies back to the cup, gate trophies under the pile: base p.23)."""
    st = g.state
    inv = st.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if ans is not None:
        m = ans.partition(":")[2]
        fr["spent"] += C.trophy_worth(g, inv, m)
        inv.monster_trophies.remove(m)
        C.to_cup(g, m)
    if fr["spent"] < fr["tough"]:
        return g.ask(
            fr,
            inv.seat,
            f"Spend monster trophies ({fr['spent']} of {fr['tough']} toughness)",
            [
                (f"spend:{m}", f"{C.name_of(g, m)} (toughness {C.trophy_worth(g, inv, m)})")
                for m in inv.monster_trophies
            ],
            kind="trophy",
        )
    for _ in range(fr["gates"]):
        st.gate_pile.append(inv.gate_trophies.pop(0))
    g.log(f"{C.inv_name(g, inv)} spends {pay_label(fr['tough'], fr['gates'])}", "base p.23 spending trophies")
    g.pop(fr)
    key = fr["key"]
    if key == "shady_character":
        C.gain(g, inv, "money", 5, "Shady Character", "location ability")
    elif key == "dissection":
        C.gain(g, inv, "clues", 2, "Dissection", "location ability")
    elif key == "blessing":
        g.push("special.bless", who=inv.seat)
    elif key == "deputy":
        C.gain_special(g, inv, "base:deputy_of_arkham", "Deputized")  # its on_gain brings the Revolver and Wagon
    elif key == "recruit_ally":
        g.push("special.recruit", who=inv.seat)
    return None


@step("special.bless")
def special_bless(g: Game, fr: Frame) -> Ask | None:
    """South Church's special: the investigator he names is Blessed."""
    inv = g.state.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if ans is None:
        return g.ask(
            fr,
            inv.seat,
            "Who is Blessed?",
            [(str(i.seat), C.inv_name(g, i)) for i in g.state.investigators if not i.eliminated],
            kind="target",
        )
    g.pop(fr)
    C.gain_special(g, g.state.investigators[int(ans)], "base:blessing", "South Church")
    return None


@step("special.recruit")
def special_recruit(g: Game, fr: Frame) -> Ask | None:
    """Ma's Boarding House's special: he takes the Ally of his choice from the deck (or the
    box, with Connections)."""
    st = g.state
    inv = st.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    deck = st.decks.get("ally", [])
    boxed = C.from_box(g, inv, "ally")  # Allies in the box he may take (Connections)
    if not deck and not boxed:
        g.pop(fr)
        return None
    if ans is None:
        return g.ask(
            fr,
            inv.seat,
            "Which Ally joins you?",
            [(f"ally:{c}", C.card_def(g, c).name) for c in deck]
            + [(f"ally:{c}", f"{C.card_def(g, c).name} (from the box)") for c in boxed],
            kind="ally",
        )
    g.pop(fr)
    c = ans.partition(":")[2]
    (deck if c in deck else st.box).remove(c)
    C.take_card(g, inv, c, "recruited at Ma's Boarding House")
    return None
