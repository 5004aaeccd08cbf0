"""The ``haunt`` rule set: its setup and day steps, the shared steps it replaces and
the hooks through which the shared rules defer to it."""

from __future__ import annotations

from arkham.rules.haunt import (
    activities,
    clues,
    fight,
    hidden_gates,
    otherworld,
    setup,
    skills,
    spells,
    status,
    tracks,
    upkeep,
)
from arkham.rulesets import Ruleset, RulesetHooks


def lasting_cards(g) -> tuple[str | None, ...]:
    """Every Mythos card in play keeps its lasting effects until the next Upkeep."""
    return tuple(g.state.rules_data.get("mythos", ()))


ALIASES = {"combat": ("haunt.fight", "haunt.ao_attack"), "evade": ("haunt.evade",)}


def frame_aliases(kind: str) -> tuple[str, ...]:
    """Haunt's steps that play the part of the shared combat and evade steps for cards
    that change 'the combat' (Red Sign, Enchant Weapon) or pass an Evade check (Mists)."""
    return ALIASES.get(kind, ())


HAUNT = Ruleset(
    name="haunt",
    setup_step="haunt.setup",
    phases=("upkeep", "city", "otherworld"),
    steps={
        "status.out": "haunt.out",  # removal from play instead of knock-outs
        "face": "haunt.face",  # monsters a card makes appear
        "gate.open": "haunt.gate_opens",
        "card.close_choice": "haunt.card_ritual",
        "setup.sliders": "haunt.no_sliders",
        "status.return": "haunt.return",
        "ability": "haunt.ability",  # Haunt's casting: the check first, the cost on a failure
    },
    hooks=RulesetHooks(
        base_skill=skills.base_skill,
        skill_raised=skills.skill_raised,
        before_check=skills.before_check,
        add_doom=tracks.add_doom,
        raise_terror=tracks.raise_terror,
        draw_monster=status.draw_monster_hook,
        place_monster=status.place_monster_hook,
        monster_to_cup=status.monster_to_cup,
        gain_special=status.gain_special,
        lose_special=status.lose_special,
        arrest=status.arrest,
        lasting_cards=lasting_cards,
        spared_monsters=upkeep.spared,
        return_to_arkham=otherworld.return_to_city,
        gate_shut=activities.gate_shut_hook,
        excluded_investigators=setup.excluded_investigators,
        mask_view=hidden_gates.mask,
        frame_aliases=frame_aliases,
        cast_possible=spells.cast_possible,
        clue_supply=clues.supply,
        defeat_all=fight.defeat_all,
    ),
)

__all__ = ["HAUNT"]
