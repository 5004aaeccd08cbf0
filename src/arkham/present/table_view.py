"""One seat's view of the whole table as JSON-friendly data.

``table_view(g, seats)`` is what every front end needs to draw the table: the
tracks, Environment and Rumor, the Kingsport variants in play (``variants``), what is at every place, the Sky, the Outskirts,
Lost in Time and Space, the Other Worlds, every sheet, and the pending choice
with the stakes of each option. Arkham Horror hides nothing from any player, so
the view is the same for every seat; a front end marks which choices are the
viewer's own with :func:`arkham.present.words.deciding_seat`.
"""

from __future__ import annotations

from typing import Any, Sequence

from arkham.present import texts as T
from arkham.present.events import grouped
from arkham.present.public import hidden_gates
from arkham.present.summary import game_summary
from arkham.present.variants import variant_view
from arkham.present.words import (
    PHASES,
    SPECIAL_STATUS,
    count,
    deciding_seat,
    gate_modifier,
    seat_kind,
    short,
    status_words,
    turn_title,
    where_text,
    who_label,
)
from arkham.rules.classic import core as C
from arkham.state import LOST, OUTSKIRTS, SKILL_PAIRS, SKY
from arkham.seat_view import FACE_DOWN_GATE


def tracks(g: Any) -> dict[str, Any]:
    st = g.state
    ao = g.content.ancient_ones[st.ancient_one]
    lim = C.monster_limit(g)

    def card(ident: str | None) -> dict[str, Any] | None:
        if not ident:
            return None
        d = g.content.mythos[ident]
        out = {"id": ident, "name": d.name, "subtype": d.subtype, "text": d.summary}
        if ident == st.rumor and "tokens" in st.rumor_data:
            out["tokens"] = st.rumor_data["tokens"]
        return out

    return {
        "turn": st.turn,
        "phase": st.phase,
        "phase_name": PHASES.get(st.phase, st.phase),
        "title": turn_title(g),
        "first": st.first,
        "ancient_one": {
            "id": st.ancient_one,
            "name": ao.name,
            "doom_max": ao.doom,
            "power": f"{ao.power.name}: {ao.power.summary}",
        },
        "doom": st.doom,
        "terror": st.terror,
        "terror_max": 10,
        "awakened": st.awakened,
        "battle_round": st.battle.get("round"),
        "gates_open": len(st.gates),
        "gate_limit": C.gate_limit(g),
        "sealed": len(st.seals),
        "monsters_in_arkham": C.monsters_in_arkham(g),
        "monster_limit": lim,
        "outskirts": sum(1 for p in st.monsters.values() if p == OUTSKIRTS),
        "outskirts_limit": C.outskirts_limit(g),
        "elder_signs_used": st.elder_signs_used,
        "environment": card(st.environment),
        "rumor": card(st.rumor),
        "ruleset": st.ruleset,
        **haunt_tracks(g),
    }


def haunt_tracks(g: Any) -> dict[str, Any]:
    """What Haunt keeps instead of classic's limits: the day and its phase, the gates face
    down and face up, and the Mythos cards in play (HotW §Setup, §The Day); {} in classic."""
    st = g.state
    if st.ruleset != "haunt":
        return {}
    hd = st.rules_data
    phase = (hd.get("phase") or {}).get("kind") or st.phase
    from arkham.rules.haunt.tracks import victory_target

    return {
        "day": hd.get("day", 0),
        "day_phase": PHASES.get(phase, phase.capitalize()),
        "win_at": victory_target(g),
        "gates_left": max(0, len(st.gates) - victory_target(g)),
        "gates_face_down": len(hidden_gates(g)),
        "gates_face_up": len(st.gates) - len(hidden_gates(g)),
        "mythos_in_play": [
            {"id": m, "name": g.content.mythos[m].name, "text": g.content.mythos[m].summary}
            for m in hd.get("mythos", [])
            if m in g.content.mythos
        ],
    }


def monster(g: Any, marker: str) -> dict[str, Any]:
    md = C.monster_def(g, marker)
    out = {
        "id": marker,
        "name": md.name,
        "symbol": md.symbol,
        "brief": T.monster_brief(g, marker),
        "moves": C.monster_moves(g, marker),
        "toughness": C.toughness(g, marker),
    }
    if g.state.ruleset == "haunt":
        out.update(haunt_monster(g, marker))
        out["brief"] += f" · {count(out['clues'], 'Clue')} · goal: {out['goal']}" if "goal" in out else ""
    return out


def haunt_monster(g: Any, marker: str) -> dict[str, Any]:
    """A Haunt monster in the city carries clues and has a goal its symbol and the Mythos
    cards in play give it (HotW §Monster Movement); both follow from what is face up."""
    from arkham.rules.haunt.data import mclues
    from arkham.rules.haunt.goals import goal_label

    if g.state.monsters.get(marker) not in g.content.areas and g.state.monsters.get(marker) != SKY:
        return {}
    return {"clues": mclues(g, marker), "goal": goal_label(g, marker)}


def haunt_sheet(g: Any, inv: Any) -> dict[str, Any]:
    """What a Haunt sheet carries besides classic's: the markers (Blessing, Curse, Retainer,
    the loan on an item) and the skill bonuses allocated, those of this phase apart
    (HotW §Skill Allocations And Checks, §Blessings And Curses, §Shops, Loans, And Retainers)."""
    if g.state.ruleset != "haunt":
        return {}
    from arkham.rules.haunt.bank import collateral
    from arkham.rules.haunt.skills import alloc, stop_label
    from arkham.rules.haunt.status import marks

    words = {"blessing": "Blessed", "curse": "Cursed", "retainer": "Retainer"}
    markers = [words.get(m, m.capitalize()) for m in marks(g, inv)]
    held = collateral(g, inv)
    if held is not None:
        markers.append(f"Bank Loan on {C.name_of(g, held)}")
    a = alloc(g, inv)
    return {
        "markers": markers,
        "allocated_now": [stop_label(g, inv, p, k) for p, k in a["now"]],
        "allocated_markers": len(a["covered"]),
    }


def places(g: Any) -> dict[str, dict[str, Any]]:
    st = g.state
    c = g.content
    out: dict[str, dict[str, Any]] = {}
    at: dict[str, list[str]] = {}
    for m, p in st.monsters.items():
        at.setdefault(p, []).append(m)
    down = hidden_gates(g)
    for a in c.areas.values():
        gate = None
        if a.id in down:  # a face-down gate: its world is not known (HotW §Setup)
            gate = {"face_down": True, "name": FACE_DOWN_GATE}
        elif a.id in st.gates:
            gm = st.gates[a.id]
            gate = {"id": gm, "world": C.base_id(gm), "name": C.name_of(g, gm), "modifier": gate_modifier(g, gm)}
        out[a.id] = {
            "name": a.name,
            "kind": a.kind,
            "neighborhood": a.neighborhood,
            "unstable": a.unstable,
            "clues": st.clues_on.get(a.id, 0),
            "gate": gate,
            "seal": st.seals.get(a.id),
            "closed": list(st.closed.get(a.id, []))
            + (["environment"] if not st.closed.get(a.id) and C.is_closed(g, a.id) else []),
            "monsters": [monster(g, m) for m in at.get(a.id, [])],
            "investigators": [i.seat for i in st.investigators if i.where == a.id and not i.stage and not i.eliminated],
        }
    return out


def worlds(g: Any) -> list[dict[str, Any]]:
    st = g.state
    down = hidden_gates(g)
    out = []
    for w in g.content.worlds.values():
        out.append(
            {
                "id": w.id,
                "name": w.name,
                "colors": list(w.colors),
                "gates_at": [a for a, gm in st.gates.items() if C.base_id(gm) == w.id and a not in down],
                "area1": [i.seat for i in st.investigators if i.where == w.id and i.stage == 1 and not i.eliminated],
                "area2": [i.seat for i in st.investigators if i.where == w.id and i.stage == 2 and not i.eliminated],
            }
        )
    return out


def sheet(g: Any, inv: Any, seats: Sequence[str] | None = None) -> dict[str, Any]:
    d = g.content.investigators[inv.id]
    skills = []
    for pair, (a, b) in enumerate(SKILL_PAIRS):
        pos = inv.sliders[pair]
        ta, tb = getattr(d, a), getattr(d, b)
        skills.append(
            {
                "a": a,
                "b": b,
                "pos": pos,
                "stops": [[x, y] for x, y in zip(ta, tb)],
                "value_a": C.skill_value(g, inv, a),
                "value_b": C.skill_value(g, inv, b),
                "base_a": ta[pos],
                "base_b": tb[pos],
            }
        )
    cards = []
    for cid in inv.cards:
        if short(cid) in SPECIAL_STATUS:
            continue
        cd = C.card_def(g, cid)
        cards.append(
            {"id": cid, "name": cd.name, "deck": cd.deck, "exhausted": cid in inv.exhausted, "text": T.card_text(g, cd)}
        )
        if "task" in cd.data:  # a Task or Mission: steps done of all (DH p.5)
            cards[-1]["progress"] = [g.state.counters.get(f"task:{cid}", 0), len(cd.data["task"]["steps"])]
    return {
        "seat": inv.seat,
        "id": inv.id,
        "name": d.name,
        "occupation": d.occupation,
        "player": seat_kind(seats, inv.seat),
        "where": inv.where,
        "where_name": where_text(g, inv),
        "stage": inv.stage,
        "sanity": inv.sanity,
        "max_sanity": C.max_sanity(g, inv),
        "stamina": inv.stamina,
        "max_stamina": C.max_stamina(g, inv),
        "money": inv.money,
        "clues": inv.clues,
        "focus": d.focus,
        "skills": skills,
        "cards": cards,
        "monster_trophies": [
            {"id": m, "name": C.name_of(g, m), "toughness": C.toughness(g, m)} for m in inv.monster_trophies
        ],
        "gate_trophies": [{"id": gm, "name": C.name_of(g, gm)} for gm in inv.gate_trophies],
        "status": status_words(g, inv),
        "eliminated": inv.eliminated,
        "success_floor": C.success_floor(g, inv),
        "ability": {"name": d.ability.name, "text": d.ability.summary},
        **haunt_sheet(g, inv),
    }


def place_brief(g: Any, area: str) -> str | None:
    """``Woods: gate to Yuggoth (-1), Ghoul, 2 Clues`` — what waits at a place, or None."""
    st = g.state
    bits = []
    if area in hidden_gates(g):
        bits.append(f"a {FACE_DOWN_GATE}")
    elif area in st.gates:
        gm = st.gates[area]
        mod = gate_modifier(g, gm)
        bits.append(f"gate to {C.name_of(g, gm)}" + (f" ({mod:+d})" if mod is not None else ""))
    bits += [C.name_of(g, m) for m in C.monsters_at(g, area)]
    n = st.clues_on.get(area, 0)
    if n:
        bits.append(f"{n} Clue{'s' if n != 1 else ''}")
    if st.closed.get(area):
        bits.append("under rubble" if "rubble" in st.closed[area] else "closed")
    elif C.is_closed(g, area):  # closed while an Environment is in play (Kingsport Mists)
        bits.append("closed")
    if area in st.seals:
        bits.append("sealed")
    return f"{C.name_of(g, area)}: {', '.join(bits)}" if bits else None


def option_stakes(g: Any, option_id: str, label: str) -> dict[str, Any]:
    """What an option names (places to highlight, cards and monsters with their text) and
    what is at stake in words."""
    refs = []
    places_named = []
    for ident in dict.fromkeys(T.ids_in(option_id, g.content.packs)):
        bid = C.base_id(ident)
        if bid in g.content.areas:
            places_named.append(bid)
            continue
        d = T.describe(g, ident)
        if d is not None:
            refs.append(d)
    stakes = [b for b in (place_brief(g, a) for a in places_named) if b]
    for r in refs:
        if r["kind"] == "monster":
            stakes.append(T.monster_brief(g, r["id"]))
        elif r["kind"] == "card" and len(r["lines"]) > 1:
            stakes.append(f"{r['name']}: {r['lines'][-1]}")
    return {"places": places_named, "refs": [{"id": r["id"], "name": r["name"]} for r in refs], "stakes": stakes}


def choice_view(g: Any, seats: Sequence[str] | None, answers: int) -> dict[str, Any] | None:
    ch = g.choice
    if ch is None:
        return None
    from arkham.present.help import explain_kind

    seat = deciding_seat(g)
    opts = []
    for n, o in enumerate(ch.options, 1):
        opts.append({"n": n, "id": o.id, "label": o.label, **option_stakes(g, o.id, o.label)})
    return {
        "n": answers,
        "who": ch.who,
        "seat": seat,
        "who_label": who_label(g, ch.who, seats),
        "player": seat_kind(seats, seat if seat is not None else -1),
        "prompt": ch.prompt,
        "kind": ch.kind,
        "help": explain_kind(ch.kind),
        "options": opts,
    }


def table_view(g: Any, seats: Sequence[str] | None = None, answers: int = 0, log_from: int = 0) -> dict[str, Any]:
    """The table as plain data. ``answers`` numbers the pending choice (stale answers name
    an older number); ``log_from`` leaves out events the front end already holds."""
    st = g.state
    monsters_at: dict[str, list[dict[str, Any]]] = {SKY: [], OUTSKIRTS: []}
    for m, p in st.monsters.items():
        if p in monsters_at:
            monsters_at[p].append(monster(g, m))
    return {
        "tracks": tracks(g),
        "places": places(g),
        "sky": monsters_at[SKY],
        "outskirts": monsters_at[OUTSKIRTS],
        "lost": [i.seat for i in st.investigators if i.where == LOST and not i.eliminated],
        "worlds": worlds(g),
        "investigators": [sheet(g, i, seats) for i in st.investigators],
        "choice": choice_view(g, seats, answers),
        "over": g.is_over,
        "result": g.result,
        "summary": game_summary(g),
        "log_len": len(st.log),
        "log_from": log_from,
        "log": grouped(g, log_from),
        "variants": variant_view(g),
    }
