"""One router per resource: api (ask, stream, games, feedback), calc, health, pages, staff."""
