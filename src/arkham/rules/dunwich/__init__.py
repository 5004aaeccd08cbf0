"""The rules of the Dunwich Horror expansion, joined to the classic rules through the
extension points of :mod:`arkham.rules.extensions` (the pack's manifest enables them)."""
