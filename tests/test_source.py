"""Reading user files: decoding, binary detection, CRLF, discovery (suffixes, excludes, symlink loops)."""

from __future__ import annotations

import os

import pytest

from analyzer.source import SourceError, decode, discover, read_source


def test_decoding_variants():
    assert decode("int x;\n".encode("utf-8"), "a.cu").note is None
    bom = decode(b"\xef\xbb\xbfint x;\n", "a.cu")
    assert bom.text == "int x;\n" and bom.note is None
    latin = decode("// café\nint x;\n".encode("latin-1"), "a.cu")
    assert "café" in latin.text and "Windows-1252" in latin.note
    crlf = decode(b"a\r\nb\rc\n", "a.cu")
    assert crlf.text.split("\n") == ["a", "b", "c", ""]
    with pytest.raises(SourceError, match="binary"):
        decode(b"\x7fELF\x00\x01", "a.o")


def test_read_errors_are_one_line(tmp_path):
    with pytest.raises(SourceError, match="no such file"):
        read_source(str(tmp_path / "missing.cu"))
    with pytest.raises(SourceError, match="is a directory"):
        read_source(str(tmp_path))


def test_discover(tmp_path):
    (tmp_path / "src" / "sub").mkdir(parents=True)
    (tmp_path / "build").mkdir()
    for rel in ("src/a.cu", "src/sub/b.cuh", "src/sub/c.hip", "src/d.cpp", "build/e.cu", "src/notes.txt"):
        (tmp_path / rel).write_text("int x;\n")
    os.symlink(tmp_path / "src", tmp_path / "src" / "sub" / "loop")  # a directory symlink loop
    files, errors = discover([str(tmp_path), str(tmp_path / "nope")], include=("*.cpp",), exclude=("build/",))
    rel = [os.path.relpath(f, tmp_path) for f in files]
    assert rel == ["src/a.cu", "src/d.cpp", "src/sub/b.cuh", "src/sub/c.hip"]
    assert errors == [f"{tmp_path / 'nope'}: no such file or directory"]
    files, _ = discover([str(tmp_path / "src" / "notes.txt"), "-"])
    assert files[-1] == "-" and files[0].endswith("notes.txt")  # named files are taken whatever their suffix


@pytest.mark.parametrize("before, comment", [("\f", ""), ("\v", ""), ("", "\x1c"), ("", "\x1d"), ("", "\x1e"),
                                             ("", "\x85"), ("", "\u2028"), ("\f", "\f")])
def test_a_line_break_python_knows_but_c_does_not_keeps_kl201_text(before: str, comment: str) -> None:
    """Issue 10 bug 3: only "\\n" ends a line (as for the lexer and the reporters); a form feed or vertical tab
    before a line, or a character str.splitlines() breaks on inside a comment, must not shift the text KL201
    quotes and builds its fix from."""
    from analyzer.lint.sources import analyze_file

    source = (f"__global__ void k(float* out) {{\n  int tid = threadIdx.x;  // a{comment}b\n"
              f"{before}  if (tid % 2 == 0) {{\n    out[tid] = 1.0f;\n  }}\n}}\n")
    found = [d for d in analyze_file("k.cu", source, None, frozenset({"KL201"})).diagnostics]
    assert [(d.rule_id, d.line) for d in found] == [("KL201", 3)]
    assert "`tid % 2 == 0`" in found[0].message
    assert "`(tid / warpSize) % 2 == 0`" in found[0].text


def test_cpp_and_headers_are_read_when_they_hold_device_code(tmp_path):
    from analyzer.source import device_code
    cases = {
        "kernel.hpp": "__global__ void k(int *x) { x[0] = 1; }\n",
        "extern_c.h": 'extern "C" __global__ void k(int *x);\n',
        "launch.cpp": "void run() {\n    k<<<dim3(4),\n        64>>>(x);\n}\n",
        "hip.cpp": "void run() { hipLaunchKernelGGL(k, dim3(4), dim3(64), 0, 0, x); }\n",
        "comment.h": "// a templatized __global__ or __device__ function\n/* k<<<g, b>>>(x)\n * __global__ */\n",
        "string.cpp": 'int main() { printf("folder <%s> <<<\\n", d); printf("k<<<1, 2>>>(x)"); }\n',
        "nvrtc.cpp": 'const char *src = "extern \\"C\\" __global__ void k() {}";\n',
        "shift.cc": "int f(int a) { return a << 3; }\n",
    }
    for name, text in cases.items():
        (tmp_path / name).write_text(text)
    found = {name for name in cases if device_code(str(tmp_path / name))}
    assert found == {"kernel.hpp", "extern_c.h", "launch.cpp", "hip.cpp"}
    os.mkfifo(tmp_path / "pipe.h")  # never opened: reading a FIFO would block
    files, errors = discover([str(tmp_path)])
    assert sorted(os.path.basename(f) for f in files) == sorted(found) and errors == []


def test_a_named_cpp_file_is_read_only_when_it_holds_device_code(tmp_path):
    """pre-commit names every staged file its `files` pattern admits (.cpp, .h, ...): a host-only one is left
    out as in a walk (it cost a parse for nothing), one holding a kernel or a launch is read, and a .cu file is
    read whatever it holds."""
    host = tmp_path / "main.cpp"
    host.write_text("int main() { int a = 1; return a & 1 == 0; }\n")
    device = tmp_path / "dev.cpp"
    device.write_text("__global__ void k(float *x) { x[threadIdx.x] = 1; }\nvoid run(float *x) { k<<<1, 64>>>(x); }\n")
    plain = tmp_path / "host_only.cu"
    plain.write_text("int twice(int a) { return 2 * a; }\n")
    files, errors = discover([str(host), str(device), str(plain)])
    assert errors == [] and files == sorted([str(device), str(plain)])
