"""The staff rulings and their change counter.

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "staff_rulings",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("game", sa.String(64), nullable=False),
        sa.Column("asks", sa.Text, nullable=False),
        sa.Column("answer", sa.Text, nullable=False),
        sa.Column("verdict", sa.String(5), nullable=False),
        sa.Column("quotes", sa.Text, nullable=False),
        sa.Column("question", sa.Text),
        sa.Column("answer_id", sa.String(64)),
        sa.Column("created_at", sa.Float, nullable=False),
        sa.Column("updated_at", sa.Float, nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("revision", sa.Integer, nullable=False),
        sa.Column("embedder", sa.String(64)),
        sa.Column("vectors", sa.LargeBinary),
        sa.CheckConstraint(
            "verdict IN ('evet', 'hayir', 'none')", name="staff_rulings_verdict_check"
        ),
    )
    op.create_index("staff_rulings_game", "staff_rulings", ["game"])
    changes = op.create_table(
        "staff_ruling_changes",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=False),
        sa.Column("counter", sa.Integer, nullable=False),
    )
    op.bulk_insert(changes, [{"id": 1, "counter": 0}])


def downgrade() -> None:
    op.drop_table("staff_ruling_changes")
    op.drop_index("staff_rulings_game", table_name="staff_rulings")
    op.drop_table("staff_rulings")
