"""The rules of the Kingsport Horror expansion, joined to the classic rules through the
extension points of :mod:`arkham.rules.extensions` (the pack's manifest enables them)."""
