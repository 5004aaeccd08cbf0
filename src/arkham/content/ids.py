"""Short ids: what a person types for a record (``abhoth``, ``base:cthulhu``, ``Amanda Sharpe``)
read against the records of the packs in play. Every command resolves its ids here, so each
one takes the short ids ``arkham list`` shows, and an unknown one lists the ids it takes."""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from arkham.errors import ContentError


def _key(text: str) -> str:
    return text.strip().lower().replace(" ", "_").replace("-", "_").replace("'", "").replace(".", "")


def short(ident: str) -> str:
    """``base:cthulhu`` -> ``cthulhu``."""
    return ident.partition(":")[2] or ident


def known_list(ids: Iterable[str], extra: Iterable[str] = ()) -> str:
    """The short ids, sorted, then the extra words (``random``, ``all``)."""
    return ", ".join([*sorted({short(i) for i in ids}), *extra])


def resolve(text: str, table: Mapping[str, Any] | Iterable[str], what: str, extra: Iterable[str] = ()) -> str:
    """The qualified id in ``table`` (ids, or ids to records with a ``name``) that ``text``
    names: the qualified id, the id without its pack, or the record's name, in any case.
    A ContentError names the text and lists the known short ids (then ``extra``) when no
    record, or more than one, matches."""
    key = _key(text)
    records = table if isinstance(table, Mapping) else dict.fromkeys(table)
    hits = []
    for ident in sorted(records):
        rec = records[ident]
        names = {_key(ident), _key(short(ident))}
        name = getattr(rec, "name", None)
        if isinstance(name, str):
            names.add(_key(name))
        if key == _key(ident):
            return ident
        if key in names:
            hits.append(ident)
    if len(hits) == 1:
        return hits[0]
    if hits:
        raise ContentError(f"{what} '{text}' is ambiguous (give one of: {', '.join(hits)})")
    raise ContentError(f"unknown {what} '{text}' (known: {known_list(records, extra)})")
