"""The tables, as SQLAlchemy Core sees them. Every change here needs a migration in
storage/migrations/versions/ (the migrations, not this file, create the schema).

A new store adds its Table to `metadata` here and one migration file whose `down_revision`
is the current head (0002 added the staff rulings).
"""

from __future__ import annotations

from sqlalchemy import (
    Boolean,
    CheckConstraint,
    Column,
    Float,
    Index,
    Integer,
    LargeBinary,
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

# Rulings written by staff in the console (docs/RULINGS.md, "Staff rulings"): JSON lists of
# asks and quotes, the vectors of the asks and the answer (float32 rows, asks first, from
# `embedder`: the process that saves a ruling embeds it, every other one reads them), an
# optimistic-concurrency `version` and the change counter's value at its last write.
staff_rulings = Table(
    "staff_rulings",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("game", String(64), nullable=False),
    Column("asks", Text, nullable=False),  # JSON list of strings
    Column("answer", Text, nullable=False),
    Column("verdict", String(5), nullable=False),
    Column("quotes", Text, nullable=False),  # JSON list of {doc, section, text, chunk_id}
    Column("question", Text),  # the customer's question it was written for
    Column("answer_id", String(64)),  # the (voted-down) answer it was written for
    Column("created_at", Float, nullable=False),
    Column("updated_at", Float, nullable=False),
    Column("version", Integer, nullable=False),
    Column("revision", Integer, nullable=False),
    Column("embedder", String(64)),
    Column("vectors", LargeBinary),
    CheckConstraint("verdict IN ('evet', 'hayir', 'none')", name="staff_rulings_verdict_check"),
    Index("staff_rulings_game", "game"),
)

# One row (id 1): a counter every create, edit and delete of a staff ruling raises in the
# same transaction. Reading it is how every process learns, per question, that something
# changed (a deleted ruling leaves no row behind to notice).
staff_ruling_changes = Table(
    "staff_ruling_changes",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=False),
    Column("counter", Integer, nullable=False),
)
