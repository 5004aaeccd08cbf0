"""Rule modules. Importing this package registers every step and op."""

from arkham.rules.classic import register as _classic  # noqa: F401
from arkham.rules.haunt import register as _haunt  # noqa: F401,E402
