from __future__ import annotations

from pathlib import Path

import pytest

from assistant.llamacpp_chat import join_parts


def test_join_parts_in_order(tmp_path: Path) -> None:
    parts = []
    for i, data in enumerate([b"GGUF-head", b"-middle", b"-tail"]):
        p = tmp_path / f"part{i:02d}.bin"
        p.write_bytes(data)
        parts.append(p)
    target = join_parts(parts, tmp_path / "cache" / "model.gguf")
    assert target.read_bytes() == b"GGUF-head-middle-tail"
    assert not (tmp_path / "cache" / "model.partial").exists()


def test_join_parts_rejects_non_gguf(tmp_path: Path) -> None:
    p = tmp_path / "part01.bin"
    p.write_bytes(b"not a model")
    with pytest.raises(ValueError, match="GGUF"):
        join_parts([p], tmp_path / "x.gguf")
