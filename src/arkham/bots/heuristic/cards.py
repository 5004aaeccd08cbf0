"""The choices a single card or encounter asks of the classic game: the crystal ball's
neighbourhood, the monster ability the Red Sign ignores, the Mythos deck looked at or
thinned, a location warded, another investigator taken over, and a test scenario's end."""

from __future__ import annotations

from typing import Any

from arkham.rules.classic import core as C


def mythos_harm(g: Any, card: str) -> int:
    """How much a Mythos card is feared when it comes up: a Rumor most, then a card whose
    gate location is neither sealed nor already gated (a new gate opens there), least a
    card whose gate cannot open."""
    st = g.state
    mc = g.content.mythos[card]
    harm = 2 if mc.type == "rumor" else 0
    if mc.gate and mc.gate not in st.seals:
        harm += 1
    return harm


class CardChoiceMixin:
    """Answers to the choices single cards and encounters ask."""

    def _k_deck(self, g: Any, ch: Any, ids: list[str]) -> str:
        """The crystal ball: the deck of the neighbourhood he is nearest to (he is the one
        who will have that encounter), ties by the order offered."""
        inv = self._inv(g, ch)
        dist = self._distances(g, inv.where) if inv.where in g.content.areas else {}
        areas = g.content.areas
        far = len(areas) + 1

        def reach(nb: str) -> int:
            return min((dist.get(a, far) for a, d in areas.items() if d.neighborhood == nb), default=far)

        return min(ids, key=lambda nb: (reach(nb), ids.index(nb)))

    def _k_ignore(self, g: Any, ch: Any, ids: list[str]) -> str:
        """The Red Sign: the ability that costs him most this combat: an immunity, then the
        printed Sanity or Stamina of Nightmarish or Overwhelming, then a resistance, then
        Ambush or Endless; ties in the order offered."""
        m = next((f.get("monster") for f in reversed(g.state.stack) if f.get("monster")), None)
        md = C.monster_def(g, m) if m else None

        def weight(a: str) -> tuple[float, int]:
            if a.endswith("immunity"):
                n: float = 3.5
            elif a in ("nightmarish", "overwhelming"):
                v = getattr(md, a, 0) if md is not None else 0
                n = v if isinstance(v, int) and not isinstance(v, bool) and v > 0 else 1
            elif a.endswith("resistance"):
                n = 1.5
            else:
                n = 1
            return (n, -ids.index(a))

        return max(ids, key=weight)

    def _k_mythos(self, g: Any, ch: Any, ids: list[str]) -> str:
        """The top Mythos card seen: a feared one (:func:`mythos_harm`) goes to the bottom.
        Cards returned to the box: each Rumor, then no more. Cards put in order: the least
        feared on top."""
        if "bottom" in ids and "keep" in ids:
            return "bottom" if mythos_harm(g, self._top(g)["card"]) > 0 else "keep"
        if "done" in ids:
            rumors = [i for i in ids if i.startswith("box:") and g.content.mythos[i[4:]].type == "rumor"]
            return rumors[0] if rumors else "done"
        if all(i in g.content.mythos for i in ids):
            return min(ids, key=lambda i: (mythos_harm(g, i), ids.index(i)))
        return ids[0]

    def _k_ward(self, g: Any, ch: Any, ids: list[str]) -> str:
        """An elder sign laid for Clue tokens (the rule offers it only when he holds two more
        than a seal costs) on an unstable location without a gate: no gate opens there again,
        and it counts toward the seals that win; the nearest such location."""
        inv = self._inv(g, ch)
        spots = [i for i in ids if i != "no"]
        if not spots:
            return "no"
        dist = self._distances(g, inv.where) if inv.where in g.content.areas else {}
        return min(spots, key=lambda a: (dist.get(a, len(g.content.areas) + 1), spots.index(a)))

    def _k_investigator(self, g: Any, ch: Any, ids: list[str]) -> str:
        """Another investigator taken over (everything held is lost) or a Skill given away:
        he stays as he is and gives nothing; where he must name someone, the first named."""
        for keep in ("stay", "no"):
            if keep in ids:
                return keep
        return ids[0]

    def _k_halt(self, g: Any, ch: Any, ids: list[str]) -> str:
        """A test scenario's end: its one answer."""
        return ids[0]
