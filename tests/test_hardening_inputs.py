"""Issue 11, inputs that hang, loop or mislead (items 21-25)."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from analyzer.errors import KernlintError
from analyzer.source import discover
from cli_runner import spawn_kernlint

ROOT = Path(__file__).resolve().parents[1]
KERNEL = "__global__ void k(float* x) { x[threadIdx.x] = 0.0f; }\nvoid r(float* x) { k<<<1024, 100>>>(x); }\n"


def kernlint(*args: str, cwd: Path | None = None, stdin: str | None = None) -> subprocess.CompletedProcess:
    return spawn_kernlint(*args, cwd=cwd, stdin=stdin, timeout=120)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_named_or_met_in_a_walk_is_skipped_with_a_note(tmp_path):
    (tmp_path / "ok.cu").write_text(KERNEL)
    os.mkfifo(tmp_path / "x.cu")
    for args in (["."], ["x.cu", "ok.cu"]):
        proc = kernlint("check", *args, "--format", "json", cwd=tmp_path)  # hangs (timeout) before the fix
        assert proc.returncode == 2, proc.stderr  # NOTE: bad input since issue 27 item 12; the rest is analysed
        assert "x.cu: not a regular file" in proc.stderr
        doc = json.loads(proc.stdout)
        assert {d["file"] for d in doc["diagnostics"]} == {"ok.cu"}


def test_an_unreadable_directory_is_an_input_error_like_an_unreadable_file(tmp_path, monkeypatch):
    (tmp_path / "locked").mkdir()
    (tmp_path / "locked" / "a.cu").write_text(KERNEL)
    (tmp_path / "b.cu").write_text(KERNEL)
    real = os.scandir

    def scandir(path="."):
        if str(path).endswith("locked"):
            raise PermissionError(13, "Permission denied", str(path))
        return real(path)

    monkeypatch.setattr(os, "scandir", scandir)
    files, errors = discover([str(tmp_path)])
    assert files == [str(tmp_path / "b.cu")]
    assert errors == [f"{tmp_path / 'locked'}: permission denied"]


def test_output_file_errors_are_one_line(tmp_path, monkeypatch):
    from analyzer.reporters import write_output

    with pytest.raises(KernlintError, match=r"^cannot write /proc/version: "):
        write_output("x", "/proc/version")
    with pytest.raises(KernlintError) as info:
        write_output("x", "/proc/version")
    assert "No such file" not in str(info.value)

    def denied(self, *args, **kwargs):
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(Path, "exists", denied)
    with pytest.raises(KernlintError, match=r"^cannot write .*x\.txt: permission denied"):
        write_output("x", str(tmp_path / "x.txt"))


def test_output_file_in_an_unwritable_place_exits_2_with_one_line(tmp_path):
    (tmp_path / "a.cu").write_text(KERNEL)
    proc = kernlint("check", "a.cu", "-o", "/proc/version", cwd=tmp_path)
    assert proc.returncode == 2 and proc.stderr.startswith("kernlint: cannot write /proc/version")
    assert len(proc.stderr.strip().splitlines()) == 1 and "internal error" not in proc.stderr


def test_stdin_filename_honours_exclude(tmp_path):
    (tmp_path / ".kernlint.yaml").write_text('exclude: ["gen/**"]\n')
    proc = kernlint("check", "-", "--stdin-filename", "gen/r.cu", "--format", "json", cwd=tmp_path, stdin=KERNEL)
    assert proc.returncode == 0 and json.loads(proc.stdout)["diagnostics"] == []
    proc = kernlint("check", "-", "--stdin-filename", "src/r.cu", "--format", "json", cwd=tmp_path, stdin=KERNEL)
    assert proc.returncode == 1 and json.loads(proc.stdout)["diagnostics"]


def test_a_symlinked_directory_loop_is_not_followed_out_of_the_tree(tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "o.cu").write_text(KERNEL)
    tree = tmp_path / "outside" / "tree"
    (tree / "sub").mkdir(parents=True)
    (tree / "sub" / "t.cu").write_text(KERNEL)
    (tree / "sub" / "up").symlink_to("../..")  # -> outside/: leaves the named tree
    (tree / "sub" / "again").symlink_to("..")  # -> tree/: inside, walked once
    files, errors = discover([str(tree)])
    assert files == [str(tree / "sub" / "t.cu")] and errors == []


@pytest.mark.parametrize("statement", ["if constexpr (B) x[1] = 0.f;", 'asm volatile("" ::: "memory");',
                                       'asm volatile("membar.gl;" ::);', 'asm("" : : : "memory");'])
def test_ordinary_statements_parse(statement, tmp_path):
    (tmp_path / "p.cu").write_text("constexpr bool B = true;\n"
                                   "__global__ void k(float* x) {\n"
                                   f"  {statement}\n"
                                   "  if (threadIdx.x % 2 == 0) x[0] = 2.0f;\n"
                                   "}\n")
    proc = kernlint("check", "p.cu", "--format", "json", "--select", "KL001,KL201", cwd=tmp_path)
    assert [(d["rule"], d["line"]) for d in json.loads(proc.stdout)["diagnostics"]] == [("KL201", 4)]
