"""Alembic environment: always run by storage.migrate.upgrade, which hands in a connection
that is already inside one transaction (so every step commits together or not at all)."""

from __future__ import annotations

from alembic import context

from storage.schema import metadata

connection = context.config.attributes.get("connection")
if connection is None:  # pragma: no cover - only reachable from the alembic command line
    raise RuntimeError("run migrations with storage.migrate.upgrade(engine)")

context.configure(
    connection=connection,
    target_metadata=metadata,
    render_as_batch=connection.dialect.name == "sqlite",  # SQLite ALTERs by table copy
)
with context.begin_transaction():  # joins the caller's transaction
    context.run_migrations()
