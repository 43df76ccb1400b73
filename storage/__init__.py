"""The app's shared state in SQL: one SQLAlchemy engine per database URL, Alembic migrations.

SQLite (one file beside the index) is the embedded default; PostgreSQL is what several
replicas share. Tables live in `storage.schema`, one migration per schema change in
`storage/migrations/versions/`; `storage.migrate.upgrade` runs them at start-up.
"""
