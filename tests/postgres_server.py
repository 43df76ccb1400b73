"""A throwaway PostgreSQL server for the tests: Debian's binaries, initdb into a temporary
folder, pg_ctl on a free loopback port, stopped and deleted at the end of the session.

PostgreSQL refuses to run as root, and the tests run as root on the project's machines:
then the server runs as the `postgres` user that Debian's package creates (runuser), in a
folder that user owns. As anyone else it runs as that user.
"""

from __future__ import annotations

import contextlib
import glob
import os
import shutil
import subprocess
import tempfile
import uuid
from pathlib import Path

from tests.web.browser_support import free_port

ADMIN_USER = "postgres"


def find_bindir() -> Path | None:
    """The folder with initdb and pg_ctl: Debian keeps them off PATH, per major version."""
    found = shutil.which("initdb")
    if found:
        return Path(found).resolve().parent
    versions = sorted(
        glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(Path(p).parts[4])
    )
    return Path(versions[-1]).parent if versions else None


class PostgresServer:
    def __init__(self, bindir: Path) -> None:
        self.bindir = bindir
        self.port = free_port()
        self.root = Path(tempfile.mkdtemp(prefix="kr-postgres-"))
        self.data = self.root / "data"
        self.log = self.root / "server.log"
        self._as: list[str] = []
        if os.geteuid() == 0:
            shutil.chown(self.root, user="postgres")
            self._as = ["runuser", "-u", "postgres", "--"]

    def _run(self, *args: str) -> None:
        done = subprocess.run([*self._as, *args], capture_output=True, text=True, timeout=120)
        if done.returncode != 0:
            raise RuntimeError(f"{args[0]} failed: {done.stderr.strip() or done.stdout.strip()}")

    def start(self) -> PostgresServer:
        self._run(str(self.bindir / "initdb"), "-D", str(self.data), "-U", ADMIN_USER,
                  "--auth=trust", "-E", "UTF8", "--no-locale", "--no-sync")  # fmt: skip
        # Loopback TCP only, the socket in our own folder, no fsync (a test server: the
        # durability under test is the app's, whose commits the server acknowledges).
        options = f"-p {self.port} -h 127.0.0.1 -k {self.root} -F -c max_connections=200"
        self._run(str(self.bindir / "pg_ctl"), "-D", str(self.data), "-l", str(self.log),
                  "-o", options, "-w", "-t", "60", "start")  # fmt: skip
        return self

    def stop(self) -> None:
        with contextlib.suppress(Exception):
            self._run(str(self.bindir / "pg_ctl"), "-D", str(self.data), "-m", "fast", "-w", "stop")
        shutil.rmtree(self.root, ignore_errors=True)

    def url(self, database: str = "postgres") -> str:
        return f"postgresql+psycopg://{ADMIN_USER}@127.0.0.1:{self.port}/{database}"

    def admin(self, sql: str) -> None:
        """Run one statement in the `postgres` database, outside a transaction."""
        import psycopg

        dsn = f"host=127.0.0.1 port={self.port} user={ADMIN_USER} dbname=postgres"
        with psycopg.connect(dsn, autocommit=True) as conn:
            conn.execute(sql)  # type: ignore[arg-type]

    def create_database(self) -> tuple[str, str]:
        """A new empty database: (name, SQLAlchemy URL)."""
        name = f"kr_{uuid.uuid4().hex[:12]}"
        self.admin(f"CREATE DATABASE {name}")
        return name, self.url(name)

    def drop_database(self, name: str) -> None:
        with contextlib.suppress(Exception):
            self.admin(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
