"""Shared pieces of the classic rules: names, investigators, skills, monsters, the board's
places, the tracks, gains and losses, cards. The rule modules import this package as
``C`` and call ``C.name(...)``; each name is defined in one module of it:

- ``names``: what things are called (``name_of``, ``inv_name``, ``pron``) and the words
  around names (``quantity``, ``a_or_an``, ``names_of``).
- ``in_play``: card definitions and the values held cards carry (``card_def``,
  ``card_data``), the Ancient One (``ao_rules``, ``stirring``), named events
  (``announce``) and the lasting rule changes in force (``lasting_of``).
- ``investigators``: players and turn order, where one stands, what sheets answer
  (``sheet_rules``, ``own_rules``), sliders, the maximum Sanity and Stamina, items.
- ``skills``: ``skill_value`` and its terms, the die that counts as a success.
- ``board``: streets and locations, closing (``close_location``, ``is_closed``), seals.
- ``monsters``: monster stats (``monster_stat``, ``toughness``), the monster limit and the
  Outskirts, the cup, trophies, ``place_monster``.
- ``tracks``: doom, terror (the step ``terror.rise``), the awakening, the gate limit.
- ``economy``: ``gain``, ``pay``, ``lose`` and the knock-out, dropped steps (``abandon``),
  cards handed over, ``move_investigator``.
- ``cards``: drawing, taking and discarding cards, the special cards.

The shared pieces call one another as the rules do (a loss knocks out, a knock-out returns
monsters to the cup, an empty cup awakens the Ancient One, an awakening drops the steps
under way). The four modules of that circle (investigators, monsters, tracks, economy)
import one another's names at their end, once their own are defined, so none reads a
name another has not defined yet, whichever is loaded first. The board's place constants
and ``Interrupt`` are re-exported for the rule modules.

Rule references name the base rulebook page ("base p.16") or the FAQ and rule
changes printed in the Dunwich Horror (DH) and Kingsport Horror (KH) rulebooks.
"""

from __future__ import annotations

from arkham.engine import Interrupt
from arkham.state import BOX, CUP, ENCOUNTER, LOST, OUTSKIRTS, SHEET, SKY
from arkham.rules.classic.core.names import (
    PRONOUN_FORMS,
    a_or_an,
    article,
    base_id,
    count,
    inv_name,
    name_of,
    names_of,
    pron,
    quantity,
)
from arkham.rules.classic.core.in_play import (
    ally_gone,
    announce,
    ao_id,
    ao_rules,
    card_data,
    card_data_cards,
    card_def,
    has_card,
    lasting,
    lasting_cards,
    lasting_of,
    stirring,
)
from arkham.rules.classic.core.investigators import (
    HEALTH_SLIDER,
    above_max_key,
    active,
    cannot_lose,
    counted_players,
    fit_to_max,
    from_box,
    has_ability,
    in_arkham,
    in_order,
    in_other_world,
    is_item,
    items,
    knocked_out,
    max_sanity,
    max_stamina,
    own_rules,
    pass_first_player,
    players,
    refuses,
    set_health_slider,
    sheet_max,
    sheet_rules,
    slider_pairs,
)
from arkham.rules.classic.core.skills import (
    CHECK_SKILL,
    SKILL_SLIDER,
    base_skill,
    skill_terms,
    skill_value,
    success_floor,
    success_reason,
)
from arkham.rules.classic.core.board import (
    CLOSING_RULES,
    close_location,
    eject,
    fixed_seal,
    removable_seals,
    is_closed,
    is_location,
    is_street,
    street_of,
    unsealed_unstable,
)
from arkham.rules.classic.core.monsters import (
    claim_trophy,
    draw_monster,
    flux_stabilized,
    monster_abilities,
    monster_def,
    monster_limit,
    monster_moves,
    monster_rules_of,
    monster_stat,
    monsters_at,
    monsters_in_arkham,
    outskirts_limit,
    place_monster,
    take_from_cup,
    to_cup,
    toughness,
    trophy_worth,
)
from arkham.rules.classic.core.tracks import (
    add_doom,
    awaken,
    check_overrun_awakening,
    gate_limit,
    raise_terror,
    terror_rise,
    terror_rises,
)
from arkham.rules.classic.core.economy import (
    abandon,
    can_pay,
    check_out,
    credit,
    end_activity,
    gain,
    hand_over,
    knock_out,
    lose,
    move_investigator,
    pay,
    push_loss,
    spendable,
)
from arkham.rules.classic.core.cards import (
    card_limits,
    deck_of,
    discard_card,
    draw_card,
    find_in_deck,
    gain_special,
    take_card,
)
