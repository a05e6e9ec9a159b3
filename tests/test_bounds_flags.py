"""KL110 and launch-wide flags, loaded indices and checks held in a local bool (review r6 D7, D8, D9): a launch
under `if (n % K == 0)` has an exact grid (analyzer/cuda/model/rounding_guard.py); a check joined with a flag
(`!full && i >= n`) is judged by the launches that turn it off, and its help never joins the flag with `||`
(analyzer/analysis/bounds_flags.py). Each failed before its change."""

from __future__ import annotations

from test_bounds_launch_facts import launch  # NOTE: one launch of `k(float *x, int n)` in `go(x, n, m)`

from analyzer.config import Settings
from analyzer.lint.sources import analyze_file


def test_a_launch_under_a_multiple_test_has_an_exact_grid():
    assert launch("if (n % 256 == 0) k<<<(n + 255) / 256, 256>>>(x, n);").grid_rounded is False
    assert launch("bool full = (n % 512 == 0); int g = (n + 255) / 256; if (full) k<<<g, 256>>>(x, n);"
                  ).grid_rounded is False
    assert launch("if (n % 256 != 0) {} else { k<<<(n + 255) / 256, 256>>>(x, n); }").grid_rounded is False
    assert launch("if (!(n % 256) && m > 0) k<<<(n + 255) / 256, 256>>>(x, n);").grid_rounded is False


def test_near_misses_of_the_multiple_test_stay_rounded():
    assert launch("if (n % 128 == 0) k<<<(n + 255) / 256, 256>>>(x, n);").grid_rounded is True  # 128: no multiple
    assert launch("if (m % 256 == 0) k<<<(n + 255) / 256, 256>>>(x, n);").grid_rounded is True  # another count
    assert launch("if (n % 256 == 0 || m) k<<<(n + 255) / 256, 256>>>(x, n);").grid_rounded is True
    assert launch("if (n % 256 == 0) {} else k<<<(n + 255) / 256, 256>>>(x, n);").grid_rounded is True


FLAGGED = """template <bool full>
__global__ void add(int *v, unsigned n)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (!full && i >= n) return;
    v[i] += 1;
}
void run(int *v, unsigned n) { %s }
"""


def kl110(src: str):
    return analyze_file("t.cu", src, Settings(), frozenset({"KL110"})).diagnostics


def test_a_flag_that_turns_the_check_off_is_judged_by_its_launches():
    assert not kl110(FLAGGED % "if (n % 256 == 0) add<true><<<(n + 255) / 256, 256>>>(v, n);")
    assert not kl110(FLAGGED % "add<false><<<(n + 255) / 256, 256>>>(v, n);")
    assert not kl110(FLAGGED % "")  # NOTE: no launch binds the flag: the host's word holds
    (found,) = kl110(FLAGGED % "add<true><<<(n + 255) / 256, 256>>>(v, n);")
    assert "bounds only where `full` is false" in found.message
    assert "||" not in found.help.split(";")[0] and "!full ||" not in found.help


def test_a_loaded_index_after_the_thread_check_is_no_tail():
    src = """__global__ void k(const unsigned *start, const char *s, unsigned *out, unsigned n, unsigned m) {
    unsigned id = blockIdx.x * blockDim.x + threadIdx.x;
    if (id >= n) return;
    unsigned e = start[id];
    char c;
    do { c = s[e++]; } while (c != 0 && e < m);
    out[id] = e;
}
void go(const unsigned *st, const char *s, unsigned *o, unsigned n, unsigned m) { k<<<(n + 127) / 128, 128>>>(st, s, o, n, m); }
"""
    assert not kl110(src)
    (found,) = kl110(src.replace("    if (id >= n) return;\n", ""))
    assert "`start[id]`" in found.message and "never bounds-checks" in found.message


def test_the_early_return_names_the_unused_count_or_a_fresh_name():
    src = """__global__ void add(const double *x, double *z, const int N) {
    const int n = blockDim.x * blockIdx.x + threadIdx.x;
    z[n] = x[n];
}
void go(const double *x, double *z) { const int N = 100000001; add<<<(N + 127) / 128, 128>>>(x, z, N); }
"""
    (found,) = kl110(src)
    assert "`if (n >= N) return;`" in found.help and "pass the element count" not in found.help
    (found,) = kl110(src.replace(", const int N)", ")").replace("(x, z, N)", "(x, z)"))
    assert "`if (n >= count) return;`" in found.help and "n >= n" not in found.help


def test_sizes_the_host_writes_as_multiples_make_an_exact_grid():
    loop = "int s[8]; for (int i = 0; i < 8; i++) s[i] = %s; for (int i = 0; i < 8; i++) k<<<(s[i] + 31) / 32, 32>>>(x, s[i]);"
    assert launch(loop % "256 * (i + 1)").grid_rounded is False
    assert launch(loop % "(i + 1) << 6").grid_rounded is False
    assert launch(loop % "100 * (i + 1)").grid_rounded is True
    assert launch(loop % "256 * (i + 1) + n").grid_rounded is True
    assert launch("int s[] = {64, 96}; int v = s[m]; k<<<(v + 31) / 32, 32>>>(x, v);").grid_rounded is False
    assert launch("int s[] = {64, 100}; int v = s[m]; k<<<(v + 31) / 32, 32>>>(x, v);").grid_rounded is True


def test_the_multiple_test_is_found_through_else_if_chains_and_unbraced_ifs():
    assert launch("if (m) {} else if (n % 256 == 0) k<<<(n + 255) / 256, 256>>>(x, n);").grid_rounded is False
    assert launch("if (m) if (n % 256 == 0) k<<<(n + 255) / 256, 256>>>(x, n);").grid_rounded is False
    assert launch("if (n % 256 == 0) {} else if (m) k<<<(n + 255) / 256, 256>>>(x, n);").grid_rounded is True


def test_a_flag_joined_with_two_coordinate_tests_stays_joined_by_and_in_the_fix():
    src = """template <bool full>
__global__ void copy(const float *A, float *C, int M, int N) {
    int row = threadIdx.y + blockDim.y * blockIdx.y;
    int col = threadIdx.x + blockDim.x * blockIdx.x;
    if (!full && row >= M && col >= N) return;
    C[row * N + col] = A[row * N + col];
}
void go(const float *A, float *C, int M, int N) { copy<false><<<dim3((N + 15) / 16, (M + 15) / 16), dim3(16, 16)>>>(A, C, M, N); }
"""
    (found,) = kl110(src)
    assert "`!full && (row >= M || col >= N)`" in found.help and "!full ||" not in found.help


def test_an_array_member_of_a_header_record_is_an_address(tmp_path):
    """review r17 A after, Q3h: `b[p2].data` of a record an included header declares (CudaSift's SiftPoint in
    cudaSift.h) is the array's address, no read before the check; a scalar member is read where it is named."""
    from analyzer.config import Settings
    from analyzer.lint.sources import analyze_file

    (tmp_path / "rec.h").write_text("#pragma once\nstruct Point { float x, y; float data[128]; };\n")
    kernel = """#include "rec.h"
__global__ void rows(const Point *b, float *out, int nb) {
    const int p2 = blockIdx.y * 16 + threadIdx.y;
    const float *pb = b[p2].%s;
    if (p2 < nb) out[p2 * 16 + threadIdx.x] = pb[threadIdx.x];
}
void run(const Point *b, float *o, int nb) { rows<<<dim3(1, (nb + 15) / 16), dim3(16, 16)>>>(b, o, nb); }
"""
    for member, expected in (("data", []), ("x", [4])):
        path = tmp_path / f"k_{member}.cu"
        text = kernel % member if member == "data" else kernel.replace("const float *pb = b[p2].%s;", "const float w = b[p2].x;").replace("pb[threadIdx.x]", "w")
        path.write_text(text)
        found = analyze_file(str(path), text, Settings(), frozenset({"KL110"})).diagnostics
        assert [d.line for d in found if d.rule_id == "KL110"] == expected, member
