"""Shared pieces of the classic rules: stats, losses, monsters, gates, tracks.

Rule references name the base rulebook page ("base p.16") or the FAQ and rule
changes printed in the Dunwich Horror (DH) and Kingsport Horror (KH) rulebooks.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable

from arkham.state import BOX, CUP, ENCOUNTER, LOST, OUTSKIRTS, SHEET, SKILL_PAIRS, SKY, Investigator

if TYPE_CHECKING:
    from arkham.engine import Frame, Game


from arkham.engine import Interrupt, step  # noqa: E402  (Interrupt: re-exported for the rule modules)


# ------------------------------------------------------------------ names
def base_id(instance: str) -> str:
    return instance.partition("#")[0]


def name_of(g: Game, ident: str) -> str:
    known = g.content.names  # ident -> name, as worked out below (every log line names things)
    name = known.get(ident)
    if name is None:
        name = known[ident] = _name_of(g, ident)
    return name


def _name_of(g: Game, ident: str) -> str:
    c = g.content
    bid = ident.partition("#")[0]
    names = c.rule_cache.get("names")
    if names is None:  # worked out once per content: every log line names things
        names = c.rule_cache["names"] = {}
        for table in (c.ancient_ones, c.mythos, c.worlds, c.investigators, c.monsters, c.cards, c.areas):
            names.update((k, d.name) for k, d in table.items())  # the first table wins, as below
    name = names.get(bid)
    if name is not None:
        return name
    for table in (c.areas, c.cards, c.monsters, c.investigators, c.worlds, c.mythos, c.ancient_ones):
        d = table.get(bid)
        if d is not None:
            return d.name
    if ident == SKY:
        return "the Sky"
    if ident == OUTSKIRTS:
        return "the Outskirts"
    if ident == LOST:
        return "Lost in Time and Space"
    return ident


def inv_name(g: Game, inv: Investigator) -> str:
    return g.content.investigators[inv.id].name


#: an investigator's pronoun (printed sheet) -> its forms, by the form "he" takes
PRONOUN_FORMS = {"he": {"he": "he", "him": "him", "his": "his", "himself": "himself"},
                 "she": {"he": "she", "him": "her", "his": "her", "himself": "herself"},
                 "they": {"he": "they", "him": "them", "his": "their", "himself": "themselves"}}


def pron(g: Game, inv: Investigator, form: str = "his") -> str:
    """The investigator's own pronoun in the form ``form`` names as "he" would take it
    ("he", "him", "his", "himself"): ``pron(g, jenny) == "her"``. Every text of the rules
    that speaks of one investigator says it through this."""
    return PRONOUN_FORMS[g.content.investigators[inv.id].pronoun][form]


# ------------------------------------------------------------ investigators
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


def is_street(g: Game, area: str) -> bool:
    a = g.content.areas.get(area)
    return a is not None and a.kind == "street"


def is_location(g: Game, area: str) -> bool:
    a = g.content.areas.get(area)
    return a is not None and a.kind == "location"


def street_of(g: Game, area: str) -> str:
    a = g.content.areas[area]
    if a.kind == "street":
        return area
    return g.content.neighborhoods[a.neighborhood].street


def has_ability(g: Game, inv: Investigator, ability: str) -> bool:
    return ability in g.content.ability_keys[inv.id]


def sheet_rules(g: Game, event: str) -> list[tuple[Investigator, Any]]:
    """Investigators in play whose sheet answers an event, with the rule (extension point)."""
    table = g.content.hooks.investigators
    if not table:
        return []
    invs = g.state.investigators
    cache = g.content.sheet_cache  # (event, investigator ids) -> [(seat, rule)], worked out once
    ids = tuple(i.id for i in invs)
    hits = cache.get((event, ids))
    if hits is None:
        hits = cache[(event, ids)] = [(seat, r) for seat, iid in enumerate(ids) for key in sorted(g.content.ability_keys[iid])
                                      if (r := table.get(key)) is not None and getattr(r, event) is not None]
    if not hits:
        return []
    n, first = len(invs), g.state.first
    return [(invs[s], r) for s, r in sorted(hits, key=lambda h: (h[0] - first) % n) if not invs[s].eliminated]


def own_rules(g: Game, inv: Investigator, event: str) -> list[Any]:
    """The rules of his own sheet that answer an event (extension point ``investigators``)."""
    if not g.content.hooks.investigators:  # no box with such sheets loaded (a hot path)
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
    cards = g.content.cards   # the box also holds Mythos and location cards set aside
    return [c for c in g.state.box if c.partition("#")[0] in cards and card_def(g, c).deck == deck
            and any(r.from_box(g, inv, base_id(c)) for r in rules)]


def fixed_seal(g: Game, area: str) -> bool:
    """An elder sign token that no game effect removes, gate bursts included (The Great Seal)."""
    return bool(g.state.counters.get(f"fixed_seal:{area}"))


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


def ao_id(g: Game) -> str:
    return g.state.ancient_one.partition(":")[2]


def stirring(g: Game, ao: str) -> bool:
    """True while the named Ancient One is the foe and still asleep."""
    return not g.state.awakened and ao_id(g) == ao


def ao_rules(g: Game) -> Any:
    """The extension rules of the Ancient One in play (a later box's), or None."""
    return g.content.hooks.ancient_ones.get(g.state.ancient_one)


def announce(g: Game, event: str, *args: Any) -> None:
    """A named game event (extension point): the rules listening to it answer."""
    for fn in g.content.hooks.events.get(event, ()):
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
    hook = g.ruleset.hooks.get("lasting_cards")
    return hook(g) if hook else (g.state.environment, g.state.rumor)


def lasting_of(g: Game, kind: str) -> list[dict[str, Any]]:
    # a hot path: a rule set without hooks (classic) skips the hook look-up
    key = lasting_cards(g) if g.ruleset.hooks else (g.state.environment, g.state.rumor)
    table = g.content.lasting_by.get(key)
    if table is None:  # worked out once per pair of cards in play (a cache on the content)
        table = {}
        for ld in lasting(g):
            table.setdefault(ld.kind, []).append(ld.params)
        g.content.lasting_by[key] = table
    return table.get(kind, [])


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


def _card_max(g: Game, inv: Investigator, stat: str) -> int:
    return sum(mb.get(stat, 0) for mb in card_data(g, inv, "max_bonus") if mb)


HEALTH_SLIDER = 3   # the index of a fourth slider that moves the maximum Sanity and Stamina


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


# ------------------------------------------------------------------ skills
SKILL_SLIDER = {"speed": 0, "sneak": 0, "fight": 1, "will": 1, "lore": 2, "luck": 2}
CHECK_SKILL = {"evade": "sneak", "horror": "will", "combat": "fight", "spell": "lore"}


def base_skill(g: Game, inv: Investigator, skill: str) -> int:
    hooks = g.ruleset.hooks
    if hooks and "base_skill" in hooks:
        return hooks["base_skill"](g, inv, skill)
    d = g.content.investigators[inv.id]
    return getattr(d, skill)[inv.sliders[SKILL_SLIDER[skill]]]


_BONUS_CARDS: dict[int, dict[str, tuple[str, dict[str, int], dict[str, int], tuple[str, ...]]]] = {}


def _bonus_cards(g: Game) -> dict[str, tuple[str, dict[str, int], dict[str, int], tuple[str, ...]]]:
    """Cards that change a skill: id -> (name, skill bonuses, check bonuses, kinds of check
    they leave alone: ``bonus_not_in``, the Makeup Kit's Horror checks), worked out once
    per loaded content (content is read-only)."""
    table = _BONUS_CARDS.get(id(g.content))
    if table is None:
        table = {cid: (d.name, d.data.get("skill_bonus") or {}, d.data.get("check_bonus") or {},
                       tuple(d.data.get("bonus_not_in") or ()))
                 for cid, d in g.content.cards.items() if d.data.get("skill_bonus") or d.data.get("check_bonus")}
        _BONUS_CARDS[id(g.content)] = table
    return table


def skill_value(g: Game, inv: Investigator, skill: str, check: str | None = None,
                terms: list[tuple[str, int]] | None = None) -> int:
    """Current value of a skill, with card bonuses and lasting effects (base p.13).
    ``terms``, when a list is given, receives every term with what sets it ("Fight on the
    slider", a card, the Environment), to explain a check."""
    v = base_skill(g, inv, skill)
    if terms is not None:
        terms.append((f"{skill.capitalize()} on the slider", v))
    hooks = g.ruleset.hooks
    raised = hooks.get("skill_raised") if hooks else None  # may cards raising the skill count now?
    raising = raised is None or raised(g, inv, skill)
    if g.state.counters.get(f"voice:{inv.seat}") == g.state.turn:
        v += 1  # Voice of Ra: +1 to every skill check this turn
        if terms is not None:
            terms.append(("Voice of Ra", 1))
    bonus = _bonus_cards(g)
    for c in inv.cards:
        hit = bonus.get(c.partition("#")[0])
        if hit is None:
            continue
        name, sb, cb, not_in = hit
        if check is not None and check in not_in:
            continue
        n = (sb.get(skill, 0) if raising else 0) + cb.get(skill, 0) + cb.get("all", 0) + \
            (cb.get(check, 0) if check is not None else 0)
        if n:
            v += n
            if terms is not None:
                terms.append((name, n))
    for bonus_of in g.content.hooks.skill_bonus:  # extension point: a Guardian's favour (Hypnos)
        for name, n in bonus_of(g, inv, skill, check):
            v += n
            if terms is not None:
                terms.append((name, n))
    if inv.where in g.content.areas:
        if terms is None:
            for p in lasting_of(g, "check_mod"):
                if p["skill"] == skill:
                    v += p["n"]
        else:  # the same lasting effects, told with the Mythos card that sets each
            for cid in lasting_cards(g):
                if cid is not None:
                    for ld in g.content.mythos[cid].lasting:
                        if ld.kind == "check_mod" and ld.params["skill"] == skill:
                            v += ld.params["n"]
                            terms.append((g.content.mythos[cid].name, ld.params["n"]))
    return v


def skill_terms(g: Game, inv: Investigator, skill: str, check: str | None = None) -> list[tuple[str, int]]:
    """The terms of :func:`skill_value`, each with what sets it."""
    terms: list[tuple[str, int]] = []
    skill_value(g, inv, skill, check, terms)
    return terms


def success_reason(g: Game, inv: Investigator) -> str:
    """Why a die needs what it needs: the card that changes it, or the usual rule."""
    for c in inv.cards:
        faces = card_def(g, c).data.get("success_faces")
        if faces:
            return card_def(g, c).name
    return "the usual 5 or 6"


def success_floor(g: Game, inv: Investigator) -> int:
    """Lowest die that counts as a success: 4 when Blessed, 6 when Cursed (base p.17)."""
    for faces in card_data(g, inv, "success_faces"):
        if faces:
            return min(faces)
    return 5


# ------------------------------------------------------------- monsters
def monster_def(g: Game, marker: str) -> Any:
    return g.content.monsters[marker.partition("#")[0]]


def _mods_for(g: Game, marker: str) -> Iterable[Any]:
    mid = base_id(marker)
    md = g.content.monsters[mid]
    ao = g.content.ancient_ones[g.state.ancient_one]
    short = mid.partition(":")[2]  # by name: a Cultist of any box is a Cultist
    for wm in ao.worshippers:
        if wm.monster == mid or wm.monster.partition(":")[2] == short or wm.monster == "all" or (wm.monster == "undead" and "undead" in md.abilities):
            yield wm
    for p in lasting_of(g, "monster_mod"):
        m = p["monster"]
        if "moves" in p and md.movement != p["moves"]:
            continue  # a mod for the monsters of one printed movement kind ("monsters that move normally")
        if m == mid.partition(":")[2] or m == mid or m == "all" or (m == "undead" and "undead" in md.abilities):
            yield p


def monster_rules_of(g: Game, marker: str) -> Any:
    """The rules of a monster whose stats are not all on its marker (extension point), or None."""
    table = g.content.hooks.monster_rules
    return table.get(monster_def(g, marker).special or "") if table else None


def _own_stats(g: Game, md: Any, marker: str) -> dict[str, Any] | None:
    special = md.special
    if special is None:  # most monsters have no rules of their own (a hot path)
        return None
    mr = g.content.hooks.monster_rules.get(special)
    return mr.stats(g, marker) if mr is not None else None


def monster_stat(g: Game, marker: str, stat: str) -> Any:
    """A monster's current value of a stat, with worshippers, environments, its own text."""
    md = monster_def(g, marker)
    v = getattr(md, stat)
    own = _own_stats(g, md, marker)
    if own and stat in own:
        v = own[stat]
    for mod in _mods_for(g, marker):
        s = mod.set if hasattr(mod, "set") else mod.get("set", {})
        if stat in s:
            v = s[stat]
    return v


def toughness(g: Game, marker: str) -> int:
    """Toughness with every modifier in effect (FAQ: trophies count modified toughness too)."""
    md = monster_def(g, marker)
    v = md.toughness
    own = _own_stats(g, md, marker)
    if own and "toughness" in own:
        v = own["toughness"]
    for mod in _mods_for(g, marker):
        v += mod.toughness if hasattr(mod, "toughness") else mod.get("toughness", 0)
    if stirring(g, "shub_niggurath"):  # Black Goat of the Woods
        v += 1
    return v


def trophy_worth(g: Game, inv: Investigator, marker: str) -> int:
    """The toughness a monster trophy is worth when he spends it: its current, modified
    toughness (KH FAQ), and what his sheet adds (extension point ``investigators``)."""
    return toughness(g, marker) + sum(r.trophy_worth(g, inv, marker) for r in own_rules(g, inv, "trophy_worth"))


def monster_abilities(g: Game, marker: str) -> set[str]:
    md = monster_def(g, marker)
    own = _own_stats(g, md, marker)
    ab = set(own["abilities"] if own and "abilities" in own else md.abilities)
    for mod in _mods_for(g, marker):
        ab.update(mod.add_abilities if hasattr(mod, "add_abilities") else mod.get("add_abilities", []))
    for more in g.content.hooks.monster_abilities:  # extension point: a Herald's Elusive Cultists
        ab |= more(g, marker)
    return ab


def monster_moves(g: Game, marker: str) -> str:
    return monster_stat(g, marker, "movement")


def monsters_at(g: Game, area: str) -> list[str]:
    return [m for m, p in g.state.monsters.items() if p == area]


def monsters_in_arkham(g: Game) -> int:
    """Monsters counted against the monster limit: on the town board or in the Sky (base p.18);
    not those on a board that keeps no limit (Dunwich, DH p.5)."""
    places = g.content.limit_places
    spawn = g.content.spawn_kinds  # Spawn monsters never count (DH p.6)
    if spawn:
        return sum(1 for m, p in g.state.monsters.items() if p in places and base_id(m) not in spawn)
    return sum(map(places.__contains__, g.state.monsters.values()))  # no generator: a hot path


def monster_limit(g: Game) -> int | None:
    if g.state.terror >= 10:
        return None  # Arkham is overrun (base p.20)
    return counted_players(g) + 3


def outskirts_limit(g: Game) -> int:
    return 8 - counted_players(g) + sum(b(g) for b in g.content.hooks.outskirts_bonus)  # extension point: a Guardian


def to_cup(g: Game, marker: str) -> None:
    """Back to the cup; a Spawn monster never goes there, it returns to its sheet (DH p.6)."""
    st = g.state
    if g.content.spawn_kinds and base_id(marker) in g.content.spawn_kinds:
        st.monsters[marker] = SHEET
        return
    if st.monsters.get(marker) != CUP:
        st.monsters[marker] = CUP
        st.cup.append(marker)
        hook = g.ruleset.hooks.get("monster_to_cup")  # a rule set's own records of the monster
        if hook is not None:
            hook(g, marker)


def claim_trophy(g: Game, inv: Investigator, marker: str) -> bool:
    """Take a monster as a trophy: a Spawn monster can never be one (DH p.6) and returns
    to its sheet instead. True when the trophy was taken."""
    if g.content.spawn_kinds and base_id(marker) in g.content.spawn_kinds:
        to_cup(g, marker)
        g.log(f"{name_of(g, marker)} is a Spawn monster: never a trophy, it leaves the board", "DH p.6 Spawn monsters")
        return False
    g.state.monsters[marker] = f"trophy:{inv.seat}"
    inv.monster_trophies.append(marker)
    return True


def take_from_cup(g: Game) -> str:
    """Take one monster out of a cup that is not empty: the next rigged kind (tests), else
    one at random. It is held for an encounter until placed."""
    st = g.state
    if st.rig_monsters:
        want = st.rig_monsters.pop(0)
        pick = next((m for m in st.cup if base_id(m) == want or base_id(m).endswith(":" + want)), None)
        if pick is None:
            raise ValueError(f"rigged monster '{want}' is not in the cup")
        st.cup.remove(pick)
    else:
        pick = st.cup.pop(g.randbelow(len(st.cup)))
    st.monsters[pick] = ENCOUNTER
    return pick


def draw_monster(g: Game) -> str:
    """Draw a monster from the cup; an empty cup awakens the Ancient One (DH/KH rule change)."""
    hook = g.ruleset.hooks.get("draw_monster")
    if hook is not None:
        return hook(g)
    st = g.state
    banned = {p["monster"] for p in lasting_of(g, "banned_monster")}
    while True:
        if not st.cup:
            awaken(g, "a monster had to be drawn from an empty monster cup", "DH p.9 Ancient One awakens")
        pick = take_from_cup(g)
        if base_id(pick).partition(":")[2] in banned:
            g.log(f"{name_of(g, pick)} cannot enter play now and goes back to the cup", "environment")
            to_cup(g, pick)
            if len(st.cup) <= 1 and all(base_id(m).partition(":")[2] in banned for m in st.cup):
                awaken(g, "no monster in the cup can enter play", "DH p.9 Ancient One awakens")
            continue
        return pick


def flux_stabilized(g: Game, area: str) -> bool:
    """Kate Winthrop's Flux Stabilizer: no gate opens and no monster appears at the Arkham
    location or street where she stands (her sheet). It protects her own place only, and
    nothing while she is in an Other World or Lost in Time and Space (audit ruling)."""
    if area not in g.content.areas:
        return False
    keys = g.content.ability_keys
    for i in g.state.investigators:  # a plain loop: it runs for every monster placed
        if i.where == area and "science" in keys[i.id] and not i.eliminated:
            return True
    return False


def place_monster(g: Game, marker: str, area: str, rule: str = "base p.9 a monster appears") -> None:
    """Put a monster on the board; past the monster limit it goes to the Outskirts (base p.18).
    No monster appears where Kate Winthrop stands (her sheet); one may still move in later."""
    hook = g.ruleset.hooks.get("place_monster")
    if hook is not None:
        hook(g, marker, area, rule)
        return
    st = g.state
    if flux_stabilized(g, area):
        to_cup(g, marker)
        g.log(f"{name_of(g, marker)} cannot appear where Kate Winthrop stands", "investigator ability")
        return
    limit = monster_limit(g)
    if limit is not None and area in g.content.limit_places and monsters_in_arkham(g) >= limit \
            and base_id(marker) not in g.content.spawn_kinds:
        st.monsters[marker] = OUTSKIRTS
        g.log(f"{name_of(g, marker)} appears in the Outskirts (monster limit {limit} reached)", "base p.18 monster limit")
        outskirts = list(st.monsters.values()).count(OUTSKIRTS)
        if outskirts > outskirts_limit(g):
            for m, p in list(st.monsters.items()):
                if p == OUTSKIRTS:
                    to_cup(g, m)
            g.log(f"The Outskirts overflow (more than {outskirts_limit(g)}): their monsters return to the cup", "base p.18 Outskirts")
            raise_terror(g, 1, "the Outskirts overflowed")
    else:
        st.monsters[marker] = area
        g.log(f"{name_of(g, marker)} appears at {name_of(g, area)}", rule)
    check_overrun_awakening(g)


def check_overrun_awakening(g: Game) -> None:
    st = g.state
    if st.terror >= 10 and not st.awakened:
        in_play = sum(1 for p in st.monsters.values() if p == SKY or p == OUTSKIRTS or p in g.content.areas)
        if in_play >= 2 * (counted_players(g) + 3):
            awaken(g, f"terror is 10 and {in_play} monsters are in play", "DH p.9 Ancient One awakens")


# ------------------------------------------------------------------ tracks
def add_doom(g: Game, n: int, why: str, rule: str = "base p.9 doom track") -> None:
    """Doom tokens onto the track; ``rule`` cites what put them there. A rule set may
    place doom its own way (the ``add_doom`` hook)."""
    hook = g.ruleset.hooks.get("add_doom")
    if hook is not None:
        hook(g, n, why)
        return
    st = g.state
    track = g.content.ancient_ones[st.ancient_one].doom
    for _ in range(n):
        if st.doom >= track:
            break
        st.doom += 1
        g.log(f"Doom rises to {st.doom} of {track} ({why})", rule)
        for inv, r in sheet_rules(g, "doom_added"):  # Diana Stanley's Dark Insight
            r.doom_added(g, inv)
        if st.doom >= track and not st.awakened:
            awaken(g, "the doom track is full", "base p.20 doom track is full")


def raise_terror(g: Game, n: int, why: str) -> None:
    """The terror level rises by ``n`` (base p.20). An investigator whose sheet may keep it
    from rising (extension point ``investigators``: ``terror_options``, Charlie Kane's
    Settle Down) is asked first, point by point (the step ``terror.rise``); the rest rises
    once he is done."""
    hook = g.ruleset.hooks.get("raise_terror")
    if hook is not None:
        hook(g, n, why)
        return
    if n <= 0:
        return
    if lasting_of(g, "terror_locked"):
        g.log(f"The terror level cannot rise now ({why} is ignored)", "environment")
        return
    if any(r.terror_options(g, inv) for inv, r in sheet_rules(g, "terror_options")):
        g.push("terror.rise", who=-1, n=n, why=why)
        return
    terror_rises(g, n, why)


def terror_rises(g: Game, n: int, why: str) -> None:
    st = g.state
    for _ in range(n):
        if st.terror >= 10:
            g.log("Terror is already 10: a doom token is added instead", "DH p.9 passing ten on the terror track")
            add_doom(g, 1, "terror past 10", "base p.20 terror track")
            continue
        if any(w(g) for w in g.content.hooks.terror_wards):  # extension point: a rise prevented (Nodens)
            continue
        st.terror += 1
        g.log(f"Terror rises to {st.terror} ({why})", "base p.20 terror track")
        for inv, r in sheet_rules(g, "terror_raised"):
            r.terror_raised(g, inv)
        ally_deck = st.decks.get("ally", [])
        if ally_deck:
            gone = ally_deck.pop(g.randbelow(len(ally_deck)))
            st.box.append(gone)
            g.log(f"{name_of(g, gone)} leaves town", "base p.20 allies leave")
            ally_gone(g, gone)
        closes_at = g.content.rule_cache.get("closes_at_terror")
        if closes_at is None:  # terror level -> the areas that close there, in board order (once per content)
            closes_at = g.content.rule_cache["closes_at_terror"] = {}
            for a in g.content.areas.values():
                if a.closes_at_terror is not None:
                    closes_at.setdefault(a.closes_at_terror, []).append(a.id)
        for area in closes_at.get(st.terror, ()):
            close_location(g, area, "terror", permanent=True)
        if st.terror == 10:
            g.log("Arkham is overrun: there is no monster limit any more", "base p.20 overrun")
    from arkham.rules.classic.rumors import check_terror_fail
    check_terror_fail(g)
    check_overrun_awakening(g)


@step("terror.rise")
def terror_rise(g: Game, fr: Frame) -> Any:
    """Before each point of a rise, those whose sheets may stop it are asked in turn order."""
    ans = fr.pop("ans", None)
    if ans is not None and ans != "rise":
        for inv, r in sheet_rules(g, "terror_act"):
            if inv.seat == fr["asked"] and r.terror_act(g, inv, ans):
                fr["n"] -= 1
                g.log(f"The terror level does not rise ({fr['why']})", "investigator ability")
                break
    elif ans == "rise":
        fr.setdefault("declined", []).append(fr["asked"])
    if fr["n"] > 0:
        for inv, r in sheet_rules(g, "terror_options"):
            if inv.seat in fr.get("declined", ()):
                continue
            opts = r.terror_options(g, inv)
            if opts:
                fr["asked"] = inv.seat
                return g.ask(fr, inv.seat, f"The terror level is about to rise by {fr['n']} ({fr['why']})",
                             opts + [("rise", "Let it rise")], kind="terror")
    g.pop(fr)
    terror_rises(g, fr["n"], fr["why"])
    return None


def close_location(g: Game, area: str, reason: str, permanent: bool = False) -> None:
    """Close a location; anyone there moves to its street (base p.20, FAQ on temporary closing)."""
    st = g.state
    reasons = st.closed.setdefault(area, [])
    if reason not in reasons:
        reasons.append(reason)
    rule = CLOSING_RULES.get(reason, "card text")
    g.log(f"{name_of(g, area)} closes" + (" for the rest of the game" if permanent else ""), rule)
    if area in st.gates:
        return  # an open gate covers the closed marker (FAQ)
    eject(g, area, rule)


# why a location closes, and the rule that says so
CLOSING_RULES = {"terror": "base p.20 terror track", "mythos": "base p.12 closed markers of a Mythos card"}


def eject(g: Game, area: str, rule: str = "base p.12 closed locations") -> None:
    """Everyone and everything at a closing location moves out to its street."""
    st = g.state
    street = street_of(g, area)
    for inv in st.investigators:
        if inv.where == area and not inv.eliminated:
            inv.where = street
            inv.explored = False
            inv.jailed = False
            g.log(f"{inv_name(g, inv)} leaves {name_of(g, area)} for {name_of(g, street)} as it closes", rule)
    for m, p in list(st.monsters.items()):
        if p == area:
            st.monsters[m] = street
            g.log(f"{name_of(g, m)} moves out of {name_of(g, area)} to {name_of(g, street)} as it closes", rule)


def unsealed_unstable(g: Game, gateless: bool = False) -> list[str]:
    """Unstable locations without an elder sign token, in id order; ``gateless``: without an
    open gate either (a gate or an elder sign moved there by a card)."""
    st = g.state
    return sorted(a.id for a in g.content.areas.values()
                  if a.kind == "location" and a.unstable and a.id not in st.seals
                  and not (gateless and a.id in st.gates))


def is_closed(g: Game, area: str) -> bool:
    """Closed by a marker (terror, a card's closing) or while an Environment that closes it
    is in play (lasting ``closed_locations``, ``areas``); an open gate covers either (FAQ)."""
    if area in g.state.gates:
        return False
    return bool(g.state.closed.get(area)) or any(area in p["areas"] for p in lasting_of(g, "closed_locations"))


# ------------------------------------------------------------- awakening
def awaken(g: Game, why: str, rule: str) -> None:
    st = g.state
    if st.awakened:
        return
    st.awakened = True
    g.log(f"The Ancient One awakens: {why}", rule)
    st.pending = None
    while st.stack:
        abandon(g, st.stack.pop())
    g.push("battle.start")
    raise Interrupt()


def gate_limit(g: Game) -> int:
    n = counted_players(g)
    limit = 8 if n <= 2 else 7 if n <= 4 else 6 if n <= 6 else 5
    for inv in g.state.investigators:  # a card held by anyone may raise it (Fire of Asshurbanipal)
        for c in inv.cards:
            limit += card_def(g, c).data.get("gate_limit_bonus", 0)
    return limit


# --------------------------------------------------------- gains & losses
def quantity(n: int, what: str) -> str:
    """An amount as a player says it: "$3", "1 Clue token", "2 Sanity"."""
    if what == "money":
        return f"${n}"
    if what == "clues":
        return f"{n} Clue token" + ("" if n == 1 else "s")
    return f"{n} {what.capitalize()}"


def article(word: str) -> str:
    """The indefinite article a player says before ``word``: "an" before a vowel sound ("an
    Injury", "an expert bot"), "a" otherwise ("a Madness", "a Unique Item")."""
    return "an" if word[:1] in "AEIOUaeiou" and not word.startswith(("Uni", "uni")) else "a"


def a_or_an(word: str) -> str:
    """The word with its indefinite article (every text that puts an article before a name uses this)."""
    return f"{article(word)} {word}"


def names_of(g: Game, ids: Iterable[str]) -> str:
    """Names joined as a sentence: "Zombie, Ghoul and Cultist"."""
    names = [name_of(g, i) for i in ids]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


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
        supply = g.ruleset.hooks.get("clue_supply")  # a rule set with a limited pool of Clue tokens
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


def card_data_cards(g: Game, inv: Investigator, key: str) -> list[str]:
    """His cards whose ``data`` carries that key."""
    if not card_data(g, inv, key):
        return []
    return [c for c in inv.cards if card_def(g, c).data.get(key) is not None]


def spendable(g: Game, inv: Investigator) -> int:
    """The money he can spend: his dollars and a ready Credit Rating's worth."""
    cr = credit(g, inv)
    return inv.money + (cr[1] if cr else 0)


def can_pay(g: Game, inv: Investigator, what: str, n: int) -> bool:
    """Whether he can pay n of money, Clue tokens, Sanity or Stamina now: what he holds (a
    ready Credit Rating counts as money), or what pays for him instead (extension point
    ``payment_covers``: a readied Blessing of Nodens)."""
    have = spendable(g, inv) if what == "money" else getattr(inv, what)
    return have >= n or any(c.covers(g, inv, what, n) for c in g.content.hooks.payment_covers)


def pay(g: Game, inv: Investigator, what: str, n: int, why: str = "") -> None:
    """Pay a cost (not a loss: Strong Mind/Body do not reduce it, FAQ). Callers offer
    only costs the investigator can pay (``can_pay``). What pays for him instead (extension
    point ``payment_covers``: a readied Blessing of Nodens) pays the whole of it; else a ready
    Credit Rating is exhausted instead of spending its $2 of any payment of $2 or more (a
    decision: it only spares money and refreshes each Upkeep, so it is never held back); a
    smaller payment his dollars do not cover (``spendable`` counts the card) is made by
    exhausting it, with no change given."""
    for cover in g.content.hooks.payment_covers:  # extension point: a Blessing of Nodens pays instead
        if n > 0 and cover.covers(g, inv, what, n):
            cover.take(g, inv, what, n)
            g.log(f"{inv_name(g, inv)} is counted as paying {quantity(n, what)}" + (f" for {why}" if why else ""), "")
            return
    if what == "money":
        cr = credit(g, inv)
        if cr is not None and (n >= cr[1] or inv.money < n):
            inv.exhausted.append(cr[0])
            n = max(0, n - cr[1])
            g.log(f"{inv_name(g, inv)} exhausts {card_def(g, cr[0]).name} instead of spending ${cr[1]}"
                  + (f" for {why}" if why else ""), "card")
            if n == 0:
                return
    have = getattr(inv, what)
    if n > have:
        raise ValueError(f"{inv.id} cannot pay {n} {what} with {have}")
    setattr(inv, what, have - n)
    g.log(f"{inv_name(g, inv)} pays {quantity(n, what)}" + (f" for {why}" if why else ""), "")


def lose(g: Game, inv: Investigator, sanity: int = 0, stamina: int = 0, why: str = "", rule: str = "",
         devours: str | None = None) -> None:
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
            g.log(f"{inv_name(g, inv)} loses nothing" + (f" ({why})" if why else "") + ": " + "; ".join(spared),
                  "investigator ability")
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


def push_loss(g: Game, inv: Investigator, sanity: int = 0, stamina: int = 0, why: str = "", rule: str = "",
              devours: str | None = None) -> None:
    """Schedule a loss as a step of its own, so cards that answer losses (Flesh Ward,
    Food, Whiskey...) get their window; it runs before the caller's next step."""
    if sanity > 0 or stamina > 0:
        g.push("loss", who=inv.seat, sanity=max(0, sanity), stamina=max(0, stamina), why=why, rule=rule,
               **({"devours": devours} if devours else {}))


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
    if inv.where != area:
        inv.explored = False
    inv.where = area
    inv.stage = 0
    inv.jailed = False
    g.log(f"{inv_name(g, inv)} moves to {name_of(g, area)}" + (f" ({why})" if why else ""), rule)


# -------------------------------------------------------------- cards
def deck_of(g: Game, card_id: str) -> str:
    return g.content.cards[card_id].deck


def draw_card(g: Game, deck: str) -> str | None:
    d = g.state.decks.get(deck)
    if not d:
        return None
    return d.pop(0)


def take_card(g: Game, inv: Investigator, instance: str, why: str = "") -> None:
    d = card_def(g, instance)
    if d.deck == "ally" and card_data(g, inv, "no_allies"):  # Paranoia: he cannot gain Allies
        g.state.decks.setdefault("ally", []).append(instance)
        g.log(f"{inv_name(g, inv)} cannot gain {d.name}: it goes back to the bottom of the Ally deck", "card")
        return
    inv.cards.append(instance)
    if d.deck == "special":
        inv.fresh.append(instance)
    g.log(f"{inv_name(g, inv)} takes {d.name}" + (f" ({why})" if why else ""), "")
    if d.data.get("max_bonus"):  # a lowered maximum (Mythos Lore) takes what is over it at once
        fit_to_max(g, inv)
    on_gain = d.data.get("on_gain")
    if on_gain:
        from arkham.effects.interp import run_ops
        run_ops(g, inv.seat, on_gain, {"card": instance}, who=-1)
    card_limits(g, inv)
    announce(g, "card_gained", inv, instance)  # extension point: a Blessing brings a Blessing of Nodens


def card_limits(g: Game, inv: Investigator) -> bool:
    """Lasting limits of held cards: Clue tokens beyond a cap are discarded at once
    (Amnesia); cards beyond a hold limit are discarded, his choice which (Back Injury).
    True: a step was pushed for that choice."""
    caps = card_data(g, inv, "clue_cap")
    if caps and inv.clues > min(caps):
        g.log(f"{inv_name(g, inv)} discards {quantity(inv.clues - min(caps), 'clues')} beyond {min(caps)}", "card")
        inv.clues = min(caps)
    pushed = False
    for lim in card_data(g, inv, "hold_limit"):
        if len([c for c in inv.cards if card_def(g, c).deck in lim["decks"]]) > lim["n"]:
            g.push("card.hold_limit", who=inv.seat, decks=list(lim["decks"]), n=lim["n"])
            pushed = True
    return pushed


def discard_card(g: Game, inv: Investigator, instance: str, why: str = "", to_box: bool = False) -> None:
    """Discard to the bottom of its deck (base p.22), or return it to the box."""
    if not inv.eliminated and any(k(g, inv, instance, why) for k in g.content.hooks.card_kept):
        return  # extension point: something else was given up instead (a Blessing of Nodens)
    inv.cards.remove(instance)
    if instance in inv.exhausted:
        inv.exhausted.remove(instance)
    if instance in inv.fresh:
        inv.fresh.remove(instance)
    d = card_def(g, instance)
    announce(g, "card_leaves", inv, instance)  # extension point: a Task loses its progress (DH p.5)
    if to_box:
        g.state.box.append(instance)
    else:
        g.state.decks.setdefault(d.deck if d.deck != "special" else base_id(instance), []).append(instance)
    verb = "returns {} to the box" if to_box else "discards {}"
    g.log(f"{inv_name(g, inv)} {verb.format(d.name)}" + (f" ({why})" if why else ""), "")
    if d.deck == "ally":
        ally_gone(g, instance)
    if d.data.get("max_bonus"):  # Duke, Sir William Brinton: the raised maximum leaves with them
        fit_to_max(g, inv)


def find_in_deck(g: Game, deck: str, card_id: str) -> str | None:
    d = g.state.decks.get(deck, [])
    for i, c in enumerate(d):
        if base_id(c) == card_id:
            return d.pop(i)
    return None


def gain_special(g: Game, inv: Investigator, card_id: str, why: str = "") -> bool:
    """Take a special card; only one of each kind, Bless and Curse cancel (base p.17, p.23)."""
    hook = g.ruleset.hooks.get("gain_special")
    if hook is not None and hook(g, inv, card_id, why):
        return True  # the rule set keeps this card as a marker of its own
    if refuses(g, inv, card_id):
        g.log(f"{inv_name(g, inv)} cannot gain {name_of(g, card_id)}", "investigator ability")
        return False
    short = card_id.partition(":")[2]
    if short in ("blessing", "curse"):
        other = "curse" if short == "blessing" else "blessing"
        o = has_card(g, inv, card_id.replace(short, other))
        if o:
            discard_card(g, inv, o, "cancelled", )
            return True
    if has_card(g, inv, card_id):
        return False
    if card_id in inv.banned:
        return False
    c = find_in_deck(g, card_id, card_id)
    if c is None:
        g.log(f"No {name_of(g, card_id)} card is left", "base p.23 special card limits")
        return False
    take_card(g, inv, c, why)
    return True
