"""The layering docs/ARCHITECTURE.md promises, checked on the source.

- `turkish` is a leaf: it imports nothing of the project.
- `validators` imports only `turkish` (no assistant, no HTTP).
- `assistant` never imports `web`; `web` never touches the index or chunking directly, and
  maps the assistant's errors from the public `assistant.errors` only.
- `storage` (the database) imports nothing of the project.
- No module-level import cycle anywhere, and each package imports alone in a fresh
  interpreter.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
PACKAGES = ("turkish", "validators", "assistant", "storage", "web")
ALLOWED = {
    "turkish": set(),
    "validators": {"turkish"},
    "assistant": {"turkish", "validators", "storage"},
    "storage": set(),  # the database: knows no assistant, no HTTP
    "web": {"turkish", "validators", "assistant", "storage"},
}


def _module_name(path: Path) -> str:
    parts = path.relative_to(REPO).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _top_level_imports(path: Path) -> set[str]:
    """Project modules imported at module level (not inside functions or TYPE_CHECKING)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            continue
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found |= {f"{node.module}.{alias.name}" for alias in node.names}
    return {m for m in found if m.split(".")[0] in PACKAGES}


def _all_imports(path: Path) -> set[str]:
    """Every project import anywhere in the file (function-level ones included)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
    return {m for m in found if m.split(".")[0] in PACKAGES}


def _sources() -> dict[str, Path]:
    return {
        _module_name(path): path
        for package in PACKAGES
        for path in sorted((REPO / package).rglob("*.py"))
    }


@pytest.mark.parametrize("package", PACKAGES)
def test_package_imports_only_the_layers_below(package: str) -> None:
    wrong = {
        f"{name} imports {target}"
        for name, path in _sources().items()
        if name.split(".")[0] == package
        for target in _all_imports(path)
        if target.split(".")[0] not in ALLOWED[package] | {package}
    }
    assert not wrong, sorted(wrong)


def test_web_does_not_reach_into_the_index() -> None:
    private = ("assistant.index", "assistant.chunking", "assistant.retrieval")
    wrong = {
        f"{name} imports {target}"
        for name, path in _sources().items()
        if name.startswith("web")
        for target in _all_imports(path)
        if target.startswith(private)
    }
    assert not wrong, sorted(wrong)


def test_web_maps_errors_from_the_public_errors_module() -> None:
    """The web layer names the assistant's (and the calculators') errors only through
    `assistant.errors`; its own, like web.db.StorageError over the storage layer's, live in
    web/."""
    wrong = set()
    for name, path in _sources().items():
        if not name.startswith("web"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ImportFrom) or not node.module:
                continue
            if node.module.split(".")[0] not in ("assistant", "validators"):
                continue
            for alias in node.names:
                is_error = alias.name.endswith(("Error", "Unavailable", "Exception"))
                if is_error and node.module != "assistant.errors":
                    wrong.add(f"{name} imports {alias.name} from {node.module}")
    assert not wrong, sorted(wrong)


def test_no_module_level_import_cycle() -> None:
    sources = _sources()
    graph = {
        name: {t for t in _top_level_imports(path) if t in sources and t != name}
        for name, path in sources.items()
    }
    # A package's __init__ importing its own submodules is how packages work, not a cycle.
    for name, targets in graph.items():
        if (REPO / name.replace(".", "/") / "__init__.py").exists():
            graph[name] = {t for t in targets if not t.startswith(f"{name}.")}
    cycles: list[list[str]] = []
    state: dict[str, int] = {}

    def visit(node: str, stack: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                cycles.append([*stack[stack.index(nxt) :], nxt])
            elif nxt not in state:
                visit(nxt, [*stack, nxt])
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node, [node])
    assert not cycles, [" → ".join(c) for c in cycles]


@pytest.mark.parametrize("package", PACKAGES)
def test_each_package_imports_alone(package: str) -> None:
    done = subprocess.run(
        [sys.executable, "-c", f"import {package}"],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
