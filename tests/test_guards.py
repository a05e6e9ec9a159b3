"""Project guards (`#ifdef USE_CUDA` around the kernels): read as the GPU build reads them, with one note, and
the build's own -D/-U flags (compile_commands.json, `compile: defines:`, `-D`) applied (analyzer/cuda/pp/guards.py,
analyzer/lint/defines.py)."""

from __future__ import annotations

import json
import re

from cli_runner import run_kernlint

from analyzer.cuda.pp.preprocess import preprocess

GUARDED = ("#ifdef USE_GPU\n"
           "__global__ void guarded(float* a) {\n"
           "  __shared__ float s[256];\n"
           "  s[threadIdx.x] = a[threadIdx.x];\n"
           "  if (threadIdx.x < 16) __syncthreads();\n"
           "  a[threadIdx.x] = s[255 - threadIdx.x];\n"
           "}\n"
           "void launch_guarded(float* a) { guarded<<<1, 256>>>(a); }\n"
           "#endif\n")


def _kept(src: str, path: str = "a.cu", defines=()) -> tuple[list[str], list]:
    pre = preprocess(src, path, defines=defines)
    return re.findall(r"\b[a-z]\d\b", pre.text), pre.notes


def test_the_one_device_branch_of_a_project_guard_is_taken_with_a_note():
    kept, notes = _kept("#ifdef USE_CUDA\n__global__ void a1() {}\n#endif\n#ifndef USE_CUDA\nvoid b1() {}\n#endif\n")
    assert kept == ["a1"] and len(notes) == 1 and notes[0][0] == 1 and "as if USE_CUDA were defined" in notes[0][1]
    kept, notes = _kept("#ifndef USE_GPU\nvoid b1() {}\n#else\n__global__ void a1() {}\n#endif\n")
    assert kept == ["a1"] and len(notes) == 1
    kept, notes = _kept("#if defined(USE_GPU) && !defined(NO_KERNELS)\n__global__ void a1() {}\n#else\nvoid b1() {}\n"
                        "#endif\n#if defined(NO_KERNELS)\nvoid b2() {}\n#endif\n")
    assert kept == ["a1"] and notes[0][1].startswith("analysed as if USE_GPU were defined:")
    kept, notes = _kept("#if USE_GPU\nvoid f() { k<<<1, 32>>>(); int a1; }\n#endif\n")  # a launch is device code
    assert kept == ["a1"] and len(notes) == 1


def test_guards_kept_as_before():
    """`#if 0`, the compiler's names, a guard around host code only, an `#ifndef` default, a header-only guard in a
    .cpp file: as a plain `nvcc file.cu` reads them, and no note."""
    src = ("#if 0\n__global__ void b1() {}\n#endif\n"
           "#ifdef __CUDA_ARCH__\n__device__ void a1() {}\n#else\nvoid a2() {}\n#endif\n"
           "#ifdef WITH_LOG\nvoid b2() {}\n#endif\n"
           "#ifndef TILE\nint a3;\n#endif\n")
    assert _kept(src) == (["a1", "a2", "a3"], [])
    assert _kept("#ifdef USE_GPU\n__global__ void b1() {}\n#endif\n", "a.cpp") == ([], [])


def test_device_code_a_guard_still_leaves_out_is_noted():
    kept, notes = _kept("#ifdef FAST\n__device__ int b1() {}\n#else\n__device__ int a1() {}\n#endif\n")
    assert kept == ["a1"] and len(notes) == 1 and notes[0][1].startswith("device code under `#ifdef FAST`")
    kept, notes = _kept("#if MY_VERSION >= 3\n__global__ void b1() {}\n#endif\n")
    assert kept == [] and "was not analysed" in notes[0][1]


def test_given_defines_decide_and_are_never_assumed():
    src = "#ifdef USE_GPU\n__global__ void a1() {}\n#else\nvoid b1() {}\n#endif\n#if LEVEL > 2\nint a2;\n#endif\n"
    assert _kept(src, defines=("-DUSE_GPU", "-DLEVEL=3")) == (["a1", "a2"], [])
    assert _kept(src, defines=("-UUSE_GPU",)) == (["b1"], [])
    assert _kept(src, defines=("-DUSE_GPU", "-UUSE_GPU")) == (["b1"], [])  # in order, the last one wins


def test_check_says_it_once_and_keeps_the_kernel(tmp_path):
    (tmp_path / "k.cu").write_text(GUARDED)
    out = run_kernlint("check", "k.cu", "--no-cache", "-f", "concise", cwd=tmp_path)
    assert "KL102" in out.stdout and out.stdout.count("[KL001]") == 1 and "as if USE_GPU were defined" in out.stdout
    assert "could not be parsed" not in out.stderr  # NOTE: a guard note is no parse error
    out = run_kernlint("check", "k.cu", "--no-cache", "-f", "concise", "-D", "USE_GPU", cwd=tmp_path)
    assert "KL102" in out.stdout and "KL001" not in out.stdout


def test_compile_commands_defines_reach_the_analysis(tmp_path):
    """The build's own -U (a CPU-only entry) decides; a later edit of the database is no stale cache hit."""
    (tmp_path / "k.cu").write_text(GUARDED)
    db = tmp_path / "compile_commands.json"

    def entry(flag: str) -> None:
        db.write_text(json.dumps([{"directory": str(tmp_path), "file": "k.cu",
                                   "arguments": ["nvcc", flag, "-c", "k.cu", "-o", "k.o"]}]))

    entry("-UUSE_GPU")
    out = run_kernlint("check", "k.cu", "-f", "concise", "--cache-dir", str(tmp_path / "c"), cwd=tmp_path)
    assert out.stdout.strip() == "" or "KL102" not in out.stdout and "KL001" not in out.stdout
    entry("-DUSE_GPU")
    from analyzer.logs import compile_db

    compile_db._load.cache_clear()  # NOTE: one process: the database is read once per run, as the CLI does
    out = run_kernlint("check", "k.cu", "-f", "concise", "--cache-dir", str(tmp_path / "c"), cwd=tmp_path)
    assert "KL102" in out.stdout and "KL001" not in out.stdout


def test_macro_flags_of_compile_arguments():
    from analyzer.logs.compile_db import macro_flags

    assert macro_flags(["-D", "A=1", "-DB", "--define-macro", "C", "--define-macro=D=2", "-U", "E", "-UF",
                        "--undefine-macro=G", "-I", "inc", "--use_fast_math"]) == \
        ["-DA=1", "-DB", "-DC", "-DD=2", "-UE", "-UF", "-UG"]


def test_an_error_every_build_reaches_is_not_folded_into_the_unparsed_regions(tmp_path):
    # NOTE: the file is no program (nothing else was run on it): its note must not become "N regions could not be
    # parsed ... the rest was analysed", which says the opposite and loses the `#error`
    (tmp_path / "k.cu").write_text("#error fill in the kernel\n__global__ void k(float* x) {\n"
                                   "    int a = @@@ ;\n    int b = $$$ %% ;\n}\n")
    out = run_kernlint("check", "k.cu", "--no-cache", "-f", "concise", cwd=tmp_path)
    assert "this file does not compile: `#error fill in the kernel`" in out.stdout
    assert "2 regions of this file could not be parsed" in out.stdout
    assert "2 regions in 1 file could not be parsed" in out.stderr


def test_a_header_guard_around_the_toolkit_or_a_used_macro_is_read_as_the_gpu_build(tmp_path):
    # review r7 (oneflow): `CUDA_1D_KERNEL_LOOP(i, n) { ... }` came from a header whose `#ifdef WITH_CUDA` group
    # includes <cuda_runtime.h> and defines the macro; read as `nvcc file.cu` (no -DWITH_CUDA) every kernel
    # using it was lost to a parse error
    (tmp_path / "util.h").write_text("#ifdef WITH_CUDA\n#include <cuda_runtime.h>\n#include \"loops.h\"\n#endif\n")
    (tmp_path / "loops.h").write_text("#define KLOOP(i, n) for (int i = threadIdx.x; i < (n); i += blockDim.x)\n")
    (tmp_path / "macro.h").write_text("#ifdef USE_GPU\n#define ROWS(i, n) for (int i = 0; i < (n); ++i)\n#endif\n")
    (tmp_path / "host.h").write_text("#ifdef WITH_LOG\n#define LOG(x) (x)\n#endif\n")
    src = ('#include "util.h"\n#include "macro.h"\n#include "host.h"\n'
           "__global__ void k(float* a, int n) { KLOOP(i, n) { a[i] = 0; } ROWS(j, n) { a[j] += 1; } }\n")
    (tmp_path / "k.cu").write_text(src)
    pre = preprocess(src, str(tmp_path / "k.cu"))
    assert "for (int i = threadIdx" in pre.text and "for (int j = 0; j < (n); ++j)" in pre.text
    assert "LOG" not in pre.macros and "WITH_LOG" not in pre.macros  # the near miss: a group of host macros the file never calls stays out
    assert [n[0] for n in pre.notes] == [1] and "`#ifdef WITH_CUDA` in `util.h`" in pre.notes[0][1]
    assert "as if WITH_CUDA, USE_GPU were defined" in pre.notes[0][1]
    (tmp_path / "k.cpp").write_text(src)  # not a device file: read as a plain compiler reads it
    assert "KLOOP(i, n)" in preprocess(src, str(tmp_path / "k.cpp")).text


def test_a_header_macro_the_file_already_has_does_not_choose_the_build(tmp_path):
    # the near miss of the rule above: the macro the file calls is defined before the guarded header (a header of
    # its own, unguarded), so the group that defines it again chooses nothing and its project name stays undefined
    (tmp_path / "first.h").write_text("#define KLOOP(i, n) for (int i = threadIdx.x; i < (n); i += blockDim.x)\n")
    (tmp_path / "util.h").write_text("#ifdef WITH_CUDA\n#define KLOOP(i, n) for (int i = 0; i < (n); ++i)\n#endif\n")
    src = ('#include "first.h"\n#include "util.h"\n'
           "__global__ void k(float* a, int n) { KLOOP(i, n) { a[i] = 0; } }\n")
    (tmp_path / "k.cu").write_text(src)
    pre = preprocess(src, str(tmp_path / "k.cu"))
    assert "for (int i = threadIdx" in pre.text and pre.notes == [] and "WITH_CUDA" not in pre.macros


def test_an_error_under_a_name_nobody_defined_is_not_reached_in_every_build():
    # review r10 (QuEST): `#if ! COMPILE_CUDA` / `#error` read as reached whatever is defined, so no rule ran on the
    # header; in a device file the build that defines the name is analysed, elsewhere the `#error` is only possible
    body = "__global__ void k(float* a) { a[threadIdx.x] = 0; }\n"
    for guard in ("#if ! USE_GPU", "#ifndef USE_GPU", "#if !defined(USE_GPU)", "#if USE_GPU == 0"):
        pre = preprocess(f"{guard}\n#error needs USE_GPU\n#endif\n{body}", "k.cuh")
        assert [n[0] for n in pre.notes] == [1] and "analysed as if USE_GPU were defined" in pre.notes[0][1], guard
        assert "leads to an `#error`" in pre.notes[0][1] and "__global__" in pre.text
        assert not preprocess(f"{guard}\n#error needs USE_GPU\n#endif\n", "host.cpp").notes, guard
    pre = preprocess(f"#if USE_GPU < 2\n#error needs USE_GPU >= 2\n#endif\n{body}", "k.cu")
    assert not pre.notes  # NOTE: no value of 1 avoids it, but USE_GPU=2 does: not every build stops
    for fatal in ("#error fill in\n", "#if 1\n#error fill in\n#endif\n", "#define V 2\n#if V > 1\n#error fill in\n#endif\n"):
        pre = preprocess(fatal + body, "k.cu")  # NOTE: the near misses: no name nobody defined decides them
        assert [n[1].startswith("this file does not compile") for n in pre.notes] == [True], fatal


def test_cut_notes_reads_kernels_at_word_bounds_only():
    # fix2 item 3: line starts and `__global__` found without a per-character loop or a leading \b (big files);
    # `my__global__` is not a kernel, so the file is not one whose every kernel is cut
    from types import SimpleNamespace

    from analyzer.cuda.pp.guards import cut_notes

    sh = SimpleNamespace(device=True, assumed=False, dropped=False, fatal=None, flagged=set(), undefined=set(),
                         macros={"NO_GPU": SimpleNamespace(file="", line=1)},
                         cuts={3: (2, "ifndef", "NO_GPU", "ifndef", "NO_GPU")})
    cut = "#define NO_GPU 1\n#ifndef NO_GPU\n__global__ void k(float *a) { a[0] = 1; }\n#endif\n"
    (line, message), = cut_notes(cut, [(3, 3)], sh)
    assert line == 2 and "`#ifndef NO_GPU`" in message and "NO_GPU` is defined at this file:1" in message
    assert cut_notes(cut + "int my__global__ = 0; // __global__\n", [(3, 3)], sh)
    assert not cut_notes(cut + "__global__ void kept(float *a) { a[0] = 2; }\n", [(3, 3)], sh)


def test_a_guard_in_a_device_functions_head_is_read_with_the_files_own_macros():
    """`__global__ void k(...)` / `#ifdef DECL_ONLY` / `;` / `#else` / `{ body }`: every branch finishes the kernel,
    so none is the device-code branch a project guard picks; the file's macros choose (review r13 B P2). A guard
    after the head's end (`;`), or after a `__device__` variable, or after a directive or comment naming
    `__device__`, is a project guard as before."""
    head = ("__global__ void k(float *x)  /* {; */\n#ifdef DECL_ONLY\n;\n__global__ void a1(float *);\n#else\n"
            "{ int b1; }\n#endif\n")
    kept, notes = _kept(head)
    assert kept == ["b1"] and len(notes) == 1 and notes[0][1].startswith("device code under `#ifdef DECL_ONLY`")
    assert _kept(head, "a.cuh", defines=["-DDECL_ONLY"]) == (["a1"], [])
    for before in ("__global__ void k(float *x);\n", "__device__ float table[4]\n", "#define HD __device__\n",
                   "// __global__ void k(float *x)\n"):
        kept, notes = _kept(before + "#ifdef DECL_ONLY\n__global__ void a1(float *);\n#else\nint b1;\n#endif\n")
        assert kept == ["a1"] and notes[0][1].startswith("analysed as if DECL_ONLY"), before
