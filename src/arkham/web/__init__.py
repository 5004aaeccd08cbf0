"""The web table: ``arkham serve``.

* :mod:`arkham.web.app` — the FastAPI application (lobby, game endpoints, websocket);
* :mod:`arkham.web.tables` — live tables, seat tokens, bots on the server, durable answers;
* :mod:`arkham.web.models` — every message as a pydantic model;
* :mod:`arkham.web.board` — the board as SVG from the board layout;
* :mod:`arkham.web.serve` — running it with uvicorn;
* ``static/`` — the page itself (HTML, CSS and JavaScript, no build step).
"""
