"""One SQLAlchemy engine per database, set up for how the app uses it.

SQLite: a fresh connection per unit of work (NullPool). Opening a file is far cheaper than
answering a question, and a pooled connection that once met a read-only or full disk
stays read-only after the disk recovers. pysqlite does not emit BEGIN before DDL, so it is
told to leave transactions alone and we emit BEGIN ourselves: a migration that fails then
rolls back whole, DDL included.

PostgreSQL: a small pool whose connections are checked before use (a restarted server
does not cost a failed request), and a short connect timeout so an unreachable server
delays an answer by seconds, not minutes.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.pool import NullPool

from storage.urls import is_sqlite, sqlite_file

CONNECT_TIMEOUT_S = 3
SQLITE_BUSY_TIMEOUT_S = 10.0
# Execution option a connection sets to begin with another statement ("BEGIN IMMEDIATE":
# take the write lock up front, as migrations do, so two starting processes queue).
BEGIN_OPTION = "storage_begin"


def make_engine(url: str) -> Engine:
    if is_sqlite(url):
        return _sqlite_engine(url)
    return create_engine(
        url,
        pool_size=5,
        max_overflow=10,
        pool_timeout=10,
        pool_pre_ping=True,
        pool_recycle=1800,
        connect_args={"connect_timeout": CONNECT_TIMEOUT_S, "application_name": "kural-rehberi"},
    )


def _sqlite_engine(url: str) -> Engine:
    path = sqlite_file(url)
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
    engine = create_engine(
        url,
        poolclass=NullPool,
        connect_args={"timeout": SQLITE_BUSY_TIMEOUT_S, "check_same_thread": False},
    )

    @event.listens_for(engine, "connect")
    def _connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None  # pysqlite: no implicit BEGIN/COMMIT

    @event.listens_for(engine, "begin")
    def _begin(connection: Any) -> None:
        connection.exec_driver_sql(connection.get_execution_options().get(BEGIN_OPTION, "BEGIN"))

    return engine
