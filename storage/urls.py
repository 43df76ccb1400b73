"""Database URLs: which ones the app accepts, their one normal form, and how to show them.

Accepted: `sqlite:///path/to/file.db` (embedded, one machine) and PostgreSQL
(`postgresql+psycopg://user:password@host:5432/dbname`, shared by replicas). Operators
often type `postgres://` or `postgresql://` (what Heroku-style dashboards print); both mean
psycopg 3 here, the only PostgreSQL driver the package installs.
"""

from __future__ import annotations

import re
from pathlib import Path

SQLITE_DRIVER = "sqlite"
POSTGRES_DRIVER = "postgresql+psycopg"
ACCEPTED = (
    "sqlite:///path/to/feedback.db (embedded) or "
    "postgresql+psycopg://user:password@host:5432/dbname (shared by replicas)"
)
_POSTGRES_NAMES = {"postgres", "postgresql"}


class DatabaseUrlError(ValueError):
    """The URL is not one the app can use; the message says why in one line."""


def normalize_database_url(raw: str, base: Path | None = None) -> str:
    """The canonical form of `raw`: SQLite paths made absolute (against `base`, default the
    current directory), PostgreSQL pinned to psycopg 3. Raises DatabaseUrlError."""
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    text = raw.strip()
    try:
        url = make_url(text)
        port = url.port  # a non-numeric port only fails when it is read
    except (ArgumentError, ValueError) as exc:
        raise DatabaseUrlError(f"not a database URL; expected {ACCEPTED}") from exc
    backend, _, driver = url.drivername.partition("+")
    if backend == "sqlite":
        if driver not in ("", "pysqlite"):
            raise DatabaseUrlError(f"unsupported SQLite driver {driver!r}; expected {ACCEPTED}")
        if not url.database or url.database == ":memory:" or url.database.startswith("file:"):
            raise DatabaseUrlError(
                "a SQLite URL needs a file path (an in-memory database forgets every vote "
                f"at restart); expected {ACCEPTED}"
            )
        path = Path(url.database).expanduser()
        if not path.is_absolute():
            path = (base or Path.cwd()) / path
        return f"sqlite:///{path.resolve()}"
    if backend in _POSTGRES_NAMES:
        if not url.host and "host" not in url.query:
            raise DatabaseUrlError(f"a PostgreSQL URL needs a host; expected {ACCEPTED}")
        if not url.database:
            raise DatabaseUrlError(f"a PostgreSQL URL needs a database name; expected {ACCEPTED}")
        if port is not None and not 0 < port < 65536:
            raise DatabaseUrlError(f"port {port} is out of range; expected {ACCEPTED}")
        return url.set(drivername=POSTGRES_DRIVER).render_as_string(hide_password=False)
    raise DatabaseUrlError(f"unsupported database {backend!r}; expected {ACCEPTED}")


def is_sqlite(url: str) -> bool:
    return url.startswith("sqlite")


def sqlite_file(url: str) -> Path | None:
    """The file of a SQLite URL, None for other databases."""
    if not is_sqlite(url):
        return None
    from sqlalchemy.engine import make_url

    database = make_url(url).database
    return Path(database) if database else None


def mask(url: str) -> str:
    """The URL with its password replaced by ***, for logs and `rules-assistant config`."""
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    try:
        return make_url(url).render_as_string(hide_password=True)
    except (ArgumentError, ValueError):
        # Not a URL SQLAlchemy reads, but it may still carry a password: hide `:…@`.
        return re.sub(r"(//[^/:@]*):[^@/]*@", r"\1:***@", url)
