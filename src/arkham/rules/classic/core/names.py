"""What the rules call things: the name of a card, a monster, a place or an investigator
as every log line says it, an investigator's pronoun, and the words around names (an
amount, an indefinite article, names joined as a sentence)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from arkham.state import LOST, OUTSKIRTS, SKY

if TYPE_CHECKING:
    from arkham.engine import Game
    from arkham.state import Investigator


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
    space = c.spaces.get(bid)  # a board space that is not an area (a Dunwich vortex)
    if space is not None:
        return space.name
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
PRONOUN_FORMS = {
    "he": {"he": "he", "him": "him", "his": "his", "himself": "himself"},
    "she": {"he": "she", "him": "her", "his": "her", "himself": "herself"},
    "they": {"he": "they", "him": "them", "his": "their", "himself": "themselves"},
}


def pron(g: Game, inv: Investigator, form: str = "his") -> str:
    """The investigator's own pronoun in the form ``form`` names as "he" would take it
    ("he", "him", "his", "himself"): ``pron(g, jenny) == "her"``. Every text of the rules
    that speaks of one investigator says it through this."""
    return PRONOUN_FORMS[g.content.investigators[inv.id].pronoun][form]


def quantity(n: int, what: str) -> str:
    """An amount as a player says it: "$3", "1 Clue token", "2 Sanity"."""
    if what == "money":
        return f"${n}"
    if what == "clues":
        return f"{n} Clue token" + ("" if n == 1 else "s")
    return f"{n} {what.capitalize()}"


def count(n: int, word: str, plural: str | None = None) -> str:
    """A number with its noun agreeing: "1 die", "2 dice", "1 monster", "3 Clue tokens"
    (``plural``: when it is not the word with an s)."""
    return f"{n} {word if n == 1 else (plural or word + 's')}"


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
