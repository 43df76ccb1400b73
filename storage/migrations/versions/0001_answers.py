"""The answers table (answers shown and their votes).

Revision ID: 0001
Revises:
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    if "answers" in sa.inspect(op.get_bind()).get_table_names():
        # A SQLite file written before migrations existed: same table, adopt it as is.
        return
    op.create_table(
        "answers",
        sa.Column("id", sa.String(64), primary_key=True),
        sa.Column("created_at", sa.Float, nullable=False),
        sa.Column("game", sa.Text),
        sa.Column("question", sa.Text, nullable=False),
        sa.Column("answer", sa.Text, nullable=False),
        sa.Column("citations", sa.Text, nullable=False),
        sa.Column("checks", sa.Text, nullable=False),
        sa.Column("refused", sa.Boolean, nullable=False),
        sa.Column("refusal_reason", sa.Text),
        sa.Column("answerer", sa.Text),
        sa.Column("confidence", sa.Float),
        sa.Column("latency_ms", sa.Float),
        sa.Column("vote", sa.String(4)),
        sa.Column("comment", sa.Text),
        sa.Column("voted_at", sa.Float),
        sa.CheckConstraint("vote IN ('up', 'down')", name="answers_vote_check"),
    )
    op.create_index("answers_vote", "answers", ["vote", "voted_at"])


def downgrade() -> None:
    op.drop_index("answers_vote", table_name="answers")
    op.drop_table("answers")
