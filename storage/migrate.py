"""Bring a database to the newest schema at start-up (Alembic, no alembic.ini needed).

All pending migrations run in one transaction: on PostgreSQL and on SQLite (see
storage.engine) DDL is transactional, so a migration that fails leaves the database as it
was. Replicas that start together serialise on a lock (PostgreSQL: an advisory lock;
SQLite: BEGIN IMMEDIATE), and the second one finds nothing left to do.
"""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Engine

from storage.engine import BEGIN_OPTION

MIGRATIONS_DIR = Path(__file__).parent / "migrations"
_PG_LOCK_KEY = 4_151_730_211  # any constant: every replica takes the same advisory lock


class MigrationError(RuntimeError):
    """A migration could not run; the database was left unchanged."""


def _config(script_location: Path) -> Config:
    config = Config()
    config.set_main_option("script_location", str(script_location))
    return config


def head_revision(script_location: Path | None = None) -> str | None:
    config = _config(script_location or MIGRATIONS_DIR)
    return ScriptDirectory.from_config(config).get_current_head()


def current_revision(engine: Engine) -> str | None:
    with engine.connect() as conn:
        return MigrationContext.configure(conn).get_current_revision()


def upgrade(engine: Engine, script_location: Path | None = None) -> bool:
    """Migrate to head; True when anything ran. Raises MigrationError (database unchanged)
    or SQLAlchemy's errors when the database cannot be reached at all."""
    config = _config(script_location or MIGRATIONS_DIR)
    head = ScriptDirectory.from_config(config).get_current_head()
    # Read first: a database already at head (the usual start) needs no write lock, so a
    # read-only database still serves the staff console's reads.
    if current_revision(engine) == head:
        return False
    with engine.connect() as conn:
        conn = conn.execution_options(**{BEGIN_OPTION: "BEGIN IMMEDIATE"})
        try:
            with conn.begin():
                if conn.dialect.name == "postgresql":
                    conn.exec_driver_sql(f"SELECT pg_advisory_xact_lock({_PG_LOCK_KEY})")
                config.attributes["connection"] = conn
                command.upgrade(config, "head")
        except Exception as exc:
            reason = str(getattr(exc, "orig", None) or exc).strip().splitlines()
            raise MigrationError(
                f"migration to {head} failed, database left unchanged: "
                f"{type(exc).__name__}: {reason[0] if reason else ''}"
            ) from exc
    return True
