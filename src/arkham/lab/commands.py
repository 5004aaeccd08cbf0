"""Registers ``arkham simulate``, ``arkham report``, ``arkham compare``, ``arkham conformance`` and
``arkham balance`` on the command-line app."""

from __future__ import annotations

from typing import Any


def register(app: Any) -> None:
    from arkham.lab.balance import balance
    from arkham.lab.conformance import conformance
    from arkham.lab.report import compare, report
    from arkham.lab.simulate import simulate

    app.command("simulate")(simulate)
    app.command("report")(report)
    app.command("compare")(compare)
    app.command("conformance")(conformance)
    app.command("balance")(balance)
