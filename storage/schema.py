"""The tables, as SQLAlchemy Core sees them. Every change here needs a migration in
storage/migrations/versions/ (the migrations, not this file, create the schema).

A new store (e.g. the staff rulings) adds its Table to `metadata` here and one migration
file whose `down_revision` is the current head.
"""

from __future__ import annotations

from sqlalchemy import (
    Boolean,
    CheckConstraint,
    Column,
    Float,
    Index,
    MetaData,
    String,
    Table,
    Text,
)

metadata = MetaData()

# One row per answer shown, and its vote once a customer gives one. Nothing about the
# person asking is stored (no IP address, no user agent, no cookie), so the table can be
# shared with the rules team as is. Times are Unix seconds (REAL), as the SQLite files
# written before migrations existed hold them.
answers = Table(
    "answers",
    metadata,
    Column("id", String(64), primary_key=True),
    Column("created_at", Float, nullable=False),
    Column("game", Text),
    Column("question", Text, nullable=False),
    Column("answer", Text, nullable=False),
    Column("citations", Text, nullable=False),  # JSON list
    Column("checks", Text, nullable=False),  # JSON list
    Column("refused", Boolean, nullable=False),
    Column("refusal_reason", Text),
    Column("answerer", Text),
    Column("confidence", Float),
    Column("latency_ms", Float),
    Column("vote", String(4)),
    Column("comment", Text),
    Column("voted_at", Float),
    CheckConstraint("vote IN ('up', 'down')", name="answers_vote_check"),
    Index("answers_vote", "vote", "voted_at"),
)
