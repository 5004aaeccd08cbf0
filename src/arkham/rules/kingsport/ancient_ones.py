"""Powers and battles of the Kingsport Horror Ancient Ones (their sheets, KH p.10), joined
to the classic rules through the ``ancient_ones`` extension point and the events
``monster_defeated``, ``gate_sealed`` and ``cards_drawn``.

Atlach-Nacha. Web Between Worlds, while he sleeps: every Mythos card and every gate opening
is a gate burst (``bursts_seals``, read by the classic ``mythos.is_gate_burst``: an elder sign
there is torn away and every flying monster moves, KH pp.7, 10) and every Mystic Environment
is discarded without effect. Attack: the investigators together (the first player
speaks for them) return one Ally held by any of them to the box, or give up one of
themselves to be devoured.

Eihort. Brood tokens lie by each investigator (``rules_data["brood"]``, by seat). Gaining
one rolls a die: lower than the tokens now held, he is devoured. A Cultist defeated, and
a gate sealed while Eihort sleeps, each give a token. A devoured investigator's tokens
become doom tokens, past the end of the track if need be, asleep or awake (KH p.10).
Start of battle: every investigator gains one. Attack: the first player gains one.

Y'Golonac. A Cultist defeated raises the terror level by 1. Corrupting Text, while he
sleeps: each Tome drawn from a deck after the starting equipment (kept or not; a search
counts only the card taken, KH p.10) adds a doom token. Attack: each investigator loses
as many points as the battle's round, split between Sanity and Stamina as he chooses.

Yibb-Tstll. All-Seeing, while she sleeps: every Evade check needs one success more
(``evade_difficulty``, KH p.10: two successes) and no investigator holds more than 5 Clue
tokens (``clue_cap``). Start of battle: her combat rating becomes -X, X the Clue tokens
left on the board's locations, then every investigator loses his Clue tokens. Attack:
the first player rolls a die per point of Focus; no success devours him, two or more
Bless him. Each of her doom tokens costs twice the usual successes (``doom_cost``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.extensions import AncientOneRules, RuleModule, register

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game
    from arkham.state import Investigator

ATLACH = "kingsport:atlach_nacha"
EIHORT = "kingsport:eihort"
YGOLONAC = "kingsport:y_golonac"
YIBB = "kingsport:yibb_tstll"
BROOD = "brood"  # rules_data key: Brood tokens by seat (a string key, as saves keep it)


def _foe(g: Game, ao: str) -> bool:
    return g.state.ancient_one == ao and not g.state.over


def _cultist(m: str) -> bool:
    return C.base_id(m).partition(":")[2] == "cultist"


# ------------------------------------------------------------------ Atlach-Nacha
def web_voids(g: Game, mc: Any) -> bool:
    if mc.type != "environment" or mc.subtype != "mystic":
        return False
    g.log(
        f"Web Between Worlds: {mc.name} is a Mystic Environment and is discarded without effect", "Atlach-Nacha's power"
    )
    return True


@step("kingsport.atlach_nacha_attack")
def atlach_nacha_attack(g: Game, fr: Frame) -> Ask | None:
    """The group's sacrifice: an Ally to the box or an investigator devoured."""
    st = g.state
    rule = "Atlach-Nacha's attack"
    alive = [i for i in C.in_order(g) if not i.eliminated]
    ans = fr.pop("ans", None)
    if ans is None:
        if not alive:
            g.pop(fr)
            return None
        opts = [
            (f"ally:{i.seat}:{c}", f"Return {C.card_def(g, c).name} ({C.inv_name(g, i)}'s Ally) to the box")
            for i in alive
            for c in i.cards
            if C.card_def(g, c).deck == "ally"
        ]
        opts += [(f"inv:{i.seat}", f"{C.inv_name(g, i)} is devoured") for i in alive]
        return g.ask(
            fr, st.first, f"{rule}: the investigators give up one Ally or one of themselves", opts, kind="sacrifice"
        )
    g.pop(fr)
    kind, _, rest = ans.partition(":")
    if kind == "ally":
        seat, _, card = rest.partition(":")
        C.discard_card(g, st.investigators[int(seat)], card, rule, to_box=True)
        return None
    g.push("battle.devour", who=-1, seat=int(rest), why="given up to Atlach-Nacha")
    return None


# ------------------------------------------------------------------ Eihort
def brood(g: Game, inv: Investigator) -> int:
    return int(g.state.rules_data.get(BROOD, {}).get(str(inv.seat), 0))


def gain_brood(g: Game, inv: Investigator, why: str) -> None:
    g.push("kingsport.brood", who=-1, seat=inv.seat, why=why)


@step("kingsport.brood")
def brood_token(g: Game, fr: Frame) -> None:
    """One Brood token, then the die against the tokens held (KH p.10)."""
    st = g.state
    g.pop(fr)
    inv = st.investigators[fr["seat"]]
    if inv.eliminated or st.over:
        return None
    table = st.rules_data.setdefault(BROOD, {})
    n = table.get(str(inv.seat), 0) + 1
    table[str(inv.seat)] = n
    d = g.die()
    rule = "Eihort's Brood"
    g.log(f"{C.inv_name(g, inv)} gains a Brood token ({fr['why']}): {n} held, rolls {d}", rule)
    if d < n:
        from arkham.rules.classic.status import devour

        devour(g, inv, f"Eihort's brood: rolled {d}, lower than {C.pron(g, inv)} {n} Brood tokens")
    return None


def eihort_defeat(g: Game, inv: Investigator, m: str) -> None:
    if _cultist(m) and _foe(g, EIHORT):
        gain_brood(g, inv, f"{C.pron(g, inv, 'he')} defeated a Cultist")


def eihort_seal(g: Game, inv: Investigator, area: str) -> None:
    if _foe(g, EIHORT) and not g.state.awakened:
        gain_brood(g, inv, f"{C.pron(g, inv, 'he')} sealed the gate at {C.name_of(g, area)}")


def eihort_devoured(g: Game, inv: Investigator) -> None:
    n = g.state.rules_data.get(BROOD, {}).pop(str(inv.seat), 0)
    if n:
        g.push("kingsport.eihort_doom", who=-1, n=n, name=C.inv_name(g, inv))


@step("kingsport.eihort_doom")
def eihort_doom(g: Game, fr: Frame) -> None:
    """A devoured investigator's Brood tokens join the doom track, past its end if need be."""
    st = g.state
    g.pop(fr)
    track = g.content.ancient_ones[EIHORT].doom
    st.doom += fr["n"]
    g.log(
        f"{fr['name']}'s {C.count(fr['n'], 'Brood token')} {'goes' if fr['n'] == 1 else 'go'} onto the doom track ({st.doom}, track of {track})",
        "Eihort's Bargain, KH p.10",
    )
    if st.doom >= track and not st.awakened:
        C.awaken(g, "the doom track is full", "base p.20 doom track is full")
    return None


def eihort_battle(g: Game, inv: Investigator) -> None:
    gain_brood(g, inv, "Eihort rises")


@step("kingsport.eihort_attack")
def eihort_attack(g: Game, fr: Frame) -> None:
    """Eihort's attack: the first player gains a Brood."""
    g.pop(fr)
    inv = g.state.investigators[g.state.first]
    if not inv.eliminated:
        gain_brood(g, inv, "Eihort's attack on the first player")
    return None


# ------------------------------------------------------------------ Y'Golonac
def ygolonac_defeat(g: Game, inv: Investigator, m: str) -> None:
    if _cultist(m) and _foe(g, YGOLONAC):
        C.raise_terror(g, 1, "Y'Golonac's worshippers: a Cultist was defeated")


def corrupting_text(g: Game, inv: Investigator, cards: list[str]) -> None:
    if not _foe(g, YGOLONAC) or g.state.awakened:
        return
    tomes = [c for c in cards if "tome" in C.card_def(g, c).tags]
    if tomes:
        names = ", ".join(C.card_def(g, c).name for c in tomes)
        C.add_doom(g, len(tomes), f"{C.inv_name(g, inv)} drew {names}", "Y'Golonac: Corrupting Text")


@step("kingsport.y_golonac_attack")
def ygolonac_attack(g: Game, fr: Frame) -> None:
    """Each investigator loses the round's number of points, split as he likes (the classic
    split of a loss, ``fx.split``)."""
    g.pop(fr)
    n = g.state.battle.get("round", 1)
    for inv in reversed(C.in_order(g)):
        if not inv.eliminated:
            g.push(
                "fx.split",
                who=inv.seat,
                n=n,
                loss=True,
                why=f"Y'Golonac's attack, round {n}",
                rule="Y'Golonac's attack",
            )
    return None


# ------------------------------------------------------------------ Yibb-Tstll
def yibb_battle(g: Game, inv: Investigator) -> None:
    st = g.state
    if "combat" not in st.battle:
        x = sum(st.clues_on.values())
        st.battle["combat"] = -x
        g.log(
            f"Yibb-Tstll's combat rating is -{x}: {C.count(x, 'Clue token')} {'is' if x == 1 else 'are'} left on the board",
            "Yibb-Tstll: All-Seeing",
        )
    if inv.clues:
        g.log(
            f"{C.inv_name(g, inv)} loses {C.pron(g, inv)} {C.count(inv.clues, 'Clue token')}",
            "Yibb-Tstll: start of battle",
        )
        inv.clues = 0


@step("kingsport.yibb_tstll_attack")
def yibb_attack(g: Game, fr: Frame) -> None:
    """Yibb-Tstll's attack: the first player rolls his Focus; no success devours him, two or
    more Bless him."""
    from arkham.rules.classic.turn import focus

    st = g.state
    g.pop(fr)
    inv = st.investigators[st.first]
    if inv.eliminated:
        return None
    n = focus(g, inv)
    dice = g.dice(n)
    floor = C.success_floor(g, inv)
    hits = sum(1 for d in dice if d >= floor)
    rule = "Yibb-Tstll's attack"
    g.log(
        f"{C.inv_name(g, inv)} rolls {C.count(n, 'die', 'dice')} for {C.pron(g, inv)} Focus: {dice}, {C.count(hits, 'success', 'successes')}",
        rule,
    )
    if hits == 0:
        g.push("battle.devour", who=-1, seat=inv.seat, why="no success against Yibb-Tstll's gaze")
    elif hits >= 2:
        C.gain_special(g, inv, "base:blessing", rule)
    return None


# ------------------------------------------------------------------ the table
def marks(g: Game) -> dict[str, list[str]]:
    """What the terminal shows: Brood tokens by each investigator, the Web on the sheet."""
    st = g.state
    out: dict[str, list[str]] = {}
    if st.ancient_one == EIHORT:
        for seat, n in sorted(st.rules_data.get(BROOD, {}).items()):
            if n:
                out[f"seat:{seat}"] = [C.count(n, "Brood token")]
    elif st.ancient_one == ATLACH and not st.awakened:
        out[ATLACH] = ["the Web Between Worlds: every gate opening bursts an elder sign"]
    elif st.ancient_one == YIBB and not st.awakened:
        out[YIBB] = ["All-Seeing: Evade checks need 2 successes, at most 5 Clue tokens each"]
    return out


MODULE = register(
    RuleModule(
        "kingsport.ancient_ones",
        ancient_ones=(
            AncientOneRules(
                ATLACH, attack_step="kingsport.atlach_nacha_attack", voids_mythos=web_voids, bursts_seals=True
            ),
            AncientOneRules(
                EIHORT,
                attack_step="kingsport.eihort_attack",
                start_of_battle=eihort_battle,
                devoured=eihort_devoured,
                doom_past_track=True,
            ),
            AncientOneRules(YGOLONAC, attack_step="kingsport.y_golonac_attack"),
            AncientOneRules(
                YIBB,
                attack_step="kingsport.yibb_tstll_attack",
                start_of_battle=yibb_battle,
                evade_difficulty=1,
                clue_cap=5,
                doom_cost=2,
            ),
        ),
        events=(
            ("monster_defeated", eihort_defeat),
            ("monster_defeated", ygolonac_defeat),
            ("gate_sealed", eihort_seal),
            ("cards_drawn", corrupting_text),
        ),
        marks=marks,
    )
)
