"""analyzer/atomic.py: a file is replaced whole or not at all, with the permission bits each caller asks for."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from analyzer.atomic import NoTempFile, text_writer, write_atomic


def bits(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_modes(tmp_path: Path) -> None:
    umask = os.umask(0o022)
    try:
        target = tmp_path / "report.json"
        write_atomic(target, "naïve\n")
        assert target.read_bytes() == "naïve\n".encode() and bits(target) == 0o644
        target.chmod(0o751)
        write_atomic(target, b"x", mode="keep")
        assert target.read_bytes() == b"x" and bits(target) == 0o751
        write_atomic(target, lambda handle: handle.write(b"y"), mode="private")
        assert target.read_bytes() == b"y" and bits(target) == 0o600
        write_atomic(target, text_writer(lambda handle: handle.write("a\nb\n")))
        assert target.read_bytes() == b"a\nb\n"
    finally:
        os.umask(umask)


def test_a_failed_write_leaves_the_target_and_no_temporary_file(tmp_path: Path) -> None:
    target = tmp_path / "baseline.json"
    target.write_text("old")

    def broken(handle) -> None:
        handle.write(b"half")
        raise OSError(28, "No space left on device")

    with pytest.raises(OSError):
        write_atomic(target, broken)
    assert target.read_text() == "old" and sorted(p.name for p in tmp_path.iterdir()) == ["baseline.json"]


def test_no_temporary_file_is_its_own_error(tmp_path: Path) -> None:
    with pytest.raises(NoTempFile):
        write_atomic(tmp_path / "missing-dir" / "out.json", b"x")
