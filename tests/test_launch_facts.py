"""The launch-facts service (analyzer/analysis/launches.py): a kernel's launches in its program, else what its
own code and the configuration state about its block, and the shapes every rule judges with."""

from __future__ import annotations

import pytest

from analyzer.analysis.launches import launch_facts
from analyzer.config import Settings, resolve_settings
from analyzer.config_schema import apply_mapping, parse_block
from analyzer.cuda.model import RunIndex, SourceUnit
from analyzer.errors import KernlintError
from analyzer.lint.sources import analyze_file, model_of, parse_file


def facts(src: str, settings: Settings | None = None, name: str = "k"):
    tu = parse_file("f.cu", src)
    model = model_of(tu, "f.cu", src)
    unit = SourceUnit("f.cu", src, tu, model, RunIndex.build([model]))
    func = next(f for f in tu.functions() if f.name == name and f.body is not None)
    return launch_facts(unit, func, {}, settings or Settings())


def dims(shapes) -> list[tuple[int, int, int]]:
    return [(s.x, s.y, s.z) for s in shapes]


def test_launches_decide_when_every_block_is_known():
    f = facts("__global__ void k(float *x) { x[threadIdx.x] = 0; }\nvoid go(float *x) { k<<<2, 96>>>(x); }\n")
    assert dims(f.shapes) == [(96, 1, 1)] and f.assumed_reason is None
    assert f.known[0].label == "the launch at line 2 (96x1x1)" and len(f.launches) == 1


def test_without_a_launch_the_default_is_assumed_and_said():
    f = facts("__global__ void k(float *x) { x[threadIdx.y * 32 + threadIdx.x] = 0; }\n")
    assert dims(f.shapes) == [(32, 8, 1)]
    assert f.shapes[0].assumed and "no launch with a known block size" in f.shapes[0].label
    assert f.assumed_reason


def test_a_tile_indexed_by_thread_components_bounds_the_block():
    src = """__global__ void __launch_bounds__(256) k(float *out) {
    __shared__ float tile[16][16];
    tile[threadIdx.y][threadIdx.x] = 1.0f;
    out[threadIdx.x] = tile[threadIdx.x][threadIdx.y];
}
"""
    (shape,) = facts(src).shapes
    assert (shape.x, shape.y, shape.z) == (16, 16, 1)
    assert "`tile[16][16]` indexed [threadIdx.y][threadIdx.x] (line 3)" in shape.why


def test_a_tile_wider_than_the_bound_allows_is_cut_to_the_bound():
    src = """__global__ void __launch_bounds__(128) k(float *out) {
    __shared__ float tile[32][32];
    int tx = threadIdx.x, ty = threadIdx.y;
    tile[ty][tx] = 1.0f;
    out[tx] = tile[tx][ty];
}
"""
    (shape,) = facts(src).shapes
    assert (shape.x, shape.y) == (32, 4) and "`__launch_bounds__(128)` (line 1)" in shape.why


def test_blockdim_asserts_and_guards_pin_the_block():
    src = """__global__ void k(float *out) {
    assert(blockDim.x == 4);
    if (blockDim.y != 8) return;
    out[threadIdx.y * 4 + threadIdx.x] = 1.0f;
}
"""
    (shape,) = facts(src).shapes
    assert (shape.x, shape.y, shape.z) == (4, 8, 1)
    assert "`assert(blockDim.x == 4)` (line 2)" in shape.why and "`blockDim.y != 8` (line 3)" in shape.why


def test_a_trap_guard_pins_too_and_a_guard_that_does_not_exit_does_not():
    trap = "__global__ void k(float *o) {\n    if (blockDim.x != 64) __trap();\n    o[threadIdx.x] = 0;\n}\n"
    assert dims(facts(trap).shapes) == [(64, 1, 1)]
    soft = "__global__ void k(float *o) {\n    if (blockDim.x != 64) o[0] = 1;\n    o[threadIdx.x] = 0;\n}\n"
    assert dims(facts(soft).shapes) == [(256, 1, 1)]


def test_the_config_states_a_kernels_block():
    settings = Settings()
    apply_mapping(settings, {"kernels": {"k": {"block": [16, 16, 1], "grid": [8, 8]}}}, "cfg")
    assert settings.kernels == {"k": {"block": (16, 16, 1), "grid": (8, 8, 1)}}
    f = facts("__global__ void k(float *x) { x[threadIdx.y * 16 + threadIdx.x] = 0; }\n", settings)
    (shape,) = f.shapes
    assert (shape.x, shape.y) == (16, 16) and not shape.assumed and "`kernels: k` entry" in shape.label
    assert f.grid == (8, 8, 1)


def test_block_size_takes_x_xy_and_xyz():
    assert parse_block("256") == (256, 1, 1) and parse_block("16x16") == (16, 16, 1)
    assert parse_block("8x8x4") == (8, 8, 4) and parse_block([32, 4]) == (32, 4, 1)
    for bad in ("0", "2048", "64x64", "1x1x128", "16x", True, "x16"):
        assert parse_block(bad) is None, bad
    settings = resolve_settings(block_size="16x16", use_config=False)
    assert settings.block_shape == (16, 16, 1) and settings.block_size == 256
    (shape,) = facts("__global__ void k(float *x) { x[threadIdx.y * 16 + threadIdx.x] = 0; }\n", settings).shapes
    assert (shape.x, shape.y) == (16, 16)
    with pytest.raises(KernlintError, match="--block-size should be between 1 and 1024"):
        resolve_settings(block_size="33x33", use_config=False)


def test_a_plain_block_size_is_the_x_default_only():
    settings = resolve_settings(block_size=128, use_config=False)
    assert dims(facts("__global__ void k(float *x) { x[threadIdx.x] = 0; }\n", settings).shapes) == [(128, 1, 1)]
    assert dims(facts("__global__ void k(float *x) { x[threadIdx.y] = 0; }\n", settings).shapes) == [(32, 8, 1)]


@pytest.mark.parametrize("bad, says", [
    ({"kernels": {"k": {"block": [64, 64]}}}, "kernels.k.block should be"),
    ({"kernels": {"k": {"blocks": [64]}}}, "kernels.k.blocks: unknown key"),
    ({"kernels": {"k": {"grid": [0]}}}, "kernels.k.grid should be"),
    ({"programs": ["a/"]}, "programs should be"),
])
def test_bad_kernels_and_programs_entries_are_one_line(bad, says):
    with pytest.raises(KernlintError, match=says):
        apply_mapping(Settings(), bad, "cfg")


def test_a_divergence_finding_on_an_assumed_shape_says_which_and_why(tmp_path):
    src = """__global__ void __launch_bounds__(256) k(float *out) {
    __shared__ float tile[16][16];
    tile[threadIdx.y][threadIdx.x] = out[threadIdx.x];
    __syncthreads();
    if (threadIdx.y % 2 == 0) {
        out[threadIdx.x] = tile[threadIdx.y][threadIdx.x];
    }
}
"""
    path = tmp_path / "t.cu"
    path.write_text(src)
    found = analyze_file(str(path), src, Settings(), frozenset({"KL201"})).diagnostics
    assert [d.line for d in found] == [5]
    assert "assuming a 16x16x1 block (256 threads, as `tile[16][16]` indexed [threadIdx.y][threadIdx.x]" in found[0].message


def test_every_launch_form_is_found():
    """Fixture (e): macros, cudaLaunchKernelEx and floating-point block sizes, as `kernlint kernels` lists them."""
    import json
    from pathlib import Path

    from cli_runner import run_kernlint

    fixture = Path(__file__).resolve().parents[1] / "fixtures" / "src" / "launch_forms.cu"
    out = run_kernlint("kernels", str(fixture), "-f", "json")
    launches = [(x["line"], x["grid"], x["block"], x["dynamic_shared_bytes"]) for x in json.loads(out.stdout)["launches"]]
    assert launches == [(18, [64, 1, 1], [256, 1, 1], 0), (19, [32, 1, 1], [128, 1, 1], 0),
                        (24, [16, 1, 1], [32, 2, 1], 1024), (27, [64, 1, 1], [2, 1, 1], 0),
                        (28, [64, 1, 1], [4, 1, 1], 0)]


def test_floating_point_intermediates_are_followed_only_into_integers():
    from analyzer.cuda.model.evaluate import evaluate
    from analyzer.cuda.parse.parser import parse_expression

    def value(text: str, integral: bool = False):
        return evaluate(parse_expression(text), {"n": 100}, integral)

    assert value("(float(n) + 63) / 64") is None  # NOTE: a float is no integer value...
    assert value("(float(n) + 63) / 64", True) == 2  # ...until a launch dimension converts it
    assert value("(int)ceil(n / 64.0)") == 2 and value("static_cast<int>(n * 0.5f)") == 50
    assert value("(int)(1.0 / 0.0)") is None and value("n / 64.0 > 1.5") == 1


def test_launch_site_pointer_offsets_move_every_lane(tmp_path):
    """Fixture (f): `k<<<g, b>>>(in + 1, out)` moves every lane's load 4 bytes: 5 sectors a request, as ncu
    counts on the H100 (tools/gpu/memory: g_launch_offset); a whole-sector offset (`&in[8]`) costs nothing."""
    from analyzer.commands.memory import collect

    src = """__global__ void k(const float *in, float *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = in[i];
}
void go(const float *in, float *out, int n) {
    k<<<4, 128>>>(in + 1, out);
    k<<<4, 128>>>(&in[8], out - 2 + n * 0);
}
"""
    model = model_of(parse_file("f.cu", src), "f.cu", src)
    assert [x.arg_offsets for x in model.launches] == [(1, 0), (8, None)]
    path = tmp_path / "f.cu"
    path.write_text(src)
    figures = collect([str(path)], {}, Settings())[0]
    loads = sorted((f.label, f.per_request) for f in figures if f.access.op == "load")
    assert loads == [("the launch at line 6 (128x1x1, `in` + 4 bytes)", 5), ("the launch at line 7 (128x1x1, `in` + 32 bytes)", 4)]


def test_a_bank_conflict_is_judged_in_the_block_the_tile_allows(tmp_path):
    """The issue's transpose: `tile[16][16]` read as tile[threadIdx.x][threadIdx.y] conflicts 8 ways in the 16x16
    block the tile allows (16 ways in the 32x8 default that cannot run it), and the message says why."""
    src = """__global__ void __launch_bounds__(256) tr(const float *in, float *out, int n) {
    __shared__ float tile[16][16];
    tile[threadIdx.y][threadIdx.x] = in[(blockIdx.y * 16 + threadIdx.y) * n + blockIdx.x * 16 + threadIdx.x];
    __syncthreads();
    out[(blockIdx.x * 16 + threadIdx.y) * n + blockIdx.y * 16 + threadIdx.x] = tile[threadIdx.x][threadIdx.y];
}
"""
    path = tmp_path / "tr.cu"
    path.write_text(src)
    (found,) = analyze_file(str(path), src, Settings(), frozenset({"KL402"})).diagnostics
    assert "8-way bank conflict" in found.message
    assert "(16x16x1, as `tile[16][16]` indexed [threadIdx.y][threadIdx.x] (line 3);" in found.message


def test_a_default_the_kernel_allows_is_kept():
    src = """#define BLOCK 512
__global__ void k(const unsigned *in, unsigned *out) {
    __shared__ unsigned s[2 * BLOCK];
    s[threadIdx.x] = in[threadIdx.x];
    out[threadIdx.x] = s[threadIdx.x];
}
"""
    (shape,) = facts(src).shapes
    assert (shape.x, shape.y, shape.z) == (256, 1, 1) and not shape.why


def test_kl103_names_where_a_static_size_from_another_file_is(tmp_path):
    (tmp_path / "k.cuh").write_text("__global__ void big(float *x);\n")
    (tmp_path / "k.cu").write_text('#include "k.cuh"\n__global__ void big(float *x) {\n'
                                   "    __shared__ float s[8192];\n    s[threadIdx.x] = x[threadIdx.x];\n"
                                   "    x[0] = s[1];\n}\n")
    (tmp_path / "main.cu").write_text('#include "k.cuh"\nint main() { big<<<1, 128, 32768>>>(0); return 0; }\n')
    from analyzer.lint.sources import analyze_paths

    settings = Settings()
    paths = sorted(str(p) for p in tmp_path.iterdir())
    found = [d for d in analyze_paths(paths, settings, frozenset({"KL103"}), jobs=1).diagnostics]
    assert [(d.path.rsplit("/", 1)[-1], d.line) for d in found] == [("main.cu", 2)]
    assert "32768 dynamic + 32768 static (of `big` at k.cu:2) = 65536 bytes" in found[0].message


def test_an_argument_array_binds_the_values_it_points_to():
    """review-25-after E2: `void *args[] = {&x, &n}` of cudaLaunchKernel / cudaLaunchCooperativeKernel passes
    `x` and `n`, evaluated as `k<<<g, b>>>(x, n)` would be; an element that is no `&name` is not followed, and
    an array stored to before the launch, or one without an initialiser, passes what is not known."""
    from analyzer.lint.sources import model_of, parse_file

    src = """__global__ void k(float *x, int n) { x[threadIdx.x] = n; }
void a(float *x) { int n = 256; void *args[] = {&x, (void *)&n}; cudaLaunchKernel((void *)k, 1, 64, args, 0, 0); }
void b(float *x) { int n = 8; void *args[] = {&x, &n}; cudaLaunchCooperativeKernel((void *)k, 1, 64, args); }
void c(float *x, void *p) { int n = 8; void *args[] = {p, &n}; cudaLaunchKernel((void *)k, 1, 64, args, 0, 0); }
void d(float *x, int *m) { int n = 8; void *args[] = {&x, &n}; args[1] = m; cudaLaunchKernel((void *)k, 1, 64, args, 0, 0); }
void e(void **args) { cudaLaunchKernel((void *)k, 1, 64, args, 0, 0); }
"""
    model = model_of(parse_file("f.cu", src), "f.cu", src)
    got = [(l.function, l.arity, l.arg_values, l.arg_offsets) for l in model.launches]
    assert got == [("a", 2, (None, 256), (0, None)), ("b", 2, (None, 8), (0, None)),
                   ("c", 2, (None, 8), (None, None)), ("d", None, (), ()), ("e", None, (), ())]


def test_compound_assignments_before_a_launch_are_followed():
    """review-25-after E3: `n = 4; n *= 1024; k<<<g, b>>>(x, n)` passes 4096; a launch between two assignments
    sees the value before the second; a write in a branch, in a loop around the launch, through a call, to a
    parameter, or with the variable on its right-hand side leaves the value unknown."""
    from analyzer.lint.sources import model_of, parse_file

    src = """__global__ void k(float *x, int n) { x[threadIdx.x] = n; }
void a(float *x) { int n = 4; n *= 1024; k<<<1, 64>>>(x, n); }
void b(float *x) { int n = 4; k<<<1, 64>>>(x, n); n += 1; k<<<1, 64>>>(x, n); n <<= 2; g(&n); k<<<1, 64>>>(x, n); }
void c(float *x, int m) { int n = 4; for (int i = 0; i < m; ++i) { k<<<1, 64>>>(x, n); n *= 2; } }
void d(float *x, int m) { m *= 2; k<<<1, 64>>>(x, m); }
void e(float *x) { int n = 4; n *= n; k<<<1, 64>>>(x, n); }
void f(float *x) { int n; n = 5; if (x) n -= 1; k<<<1, 64>>>(x, n); }
"""
    model = model_of(parse_file("f.cu", src), "f.cu", src)
    got = [(l.function, l.arg_values[1]) for l in model.launches]
    assert got == [("a", 4096), ("b", 4), ("b", 5), ("b", None), ("c", None), ("d", None), ("e", None),
                   ("f", None)]


def test_a_device_helper_gets_no_limits_of_its_own_only_the_stated_or_default_block():
    src = ("__device__ void h(float *x) { assert(blockDim.x == 4); x[threadIdx.y * 32 + threadIdx.x] = 0; }\n"
           "__global__ void k(float *x) { h(x); }\nvoid go(float *x) { k<<<1, 64>>>(x); }\n")
    f = facts(src, name="h")
    assert f.kernel is None and f.launches == () and f.unknown and not f.limits.any
    assert dims(f.assumed({"y"})) == [(32, 8, 1)]  # NOTE: not the helper's assert: it is no kernel's block
    settings = Settings()
    apply_mapping(settings, {"kernels": {"h": {"block": [16, 16, 1]}}}, "cfg")
    stated = facts(src, settings, name="h")
    assert dims(stated.assumed({"x"})) == [(16, 16, 1)]


def test_a_header_constant_bounds_the_block_as_the_model_reads_it(tmp_path):
    # review r6 D3: `__launch_bounds__(WARP_SIZE)` with `const int WARP_SIZE = 32;` in an included header: the
    # model (`kernlint kernels`) read 32 while the launch facts assumed 256 threads and a thread 32 that cannot exist
    (tmp_path / "globals.h").write_text("const int WARP_SIZE = 32;\n")
    src = ('#include "globals.h"\n__global__ __launch_bounds__(WARP_SIZE) void k(unsigned *x, unsigned n) {\n'
           "    volatile __shared__ unsigned s[WARP_SIZE];\n    s[threadIdx.x] = x[threadIdx.x];\n"
           "    unsigned v = 0;\n    for (unsigned i = 1; i < n; i++) v += s[i];\n    x[threadIdx.x] = v;\n}\n")
    path = str(tmp_path / "k.cu")
    (tmp_path / "k.cu").write_text(src)
    tu = parse_file(path, src)
    model = model_of(tu, path, src)
    assert model.kernels[0].launch_bounds[0] == 32 and ("WARP_SIZE", 32) in model.header_constants
    unit = SourceUnit(path, src, tu, model, RunIndex.build([model]))
    f = launch_facts(unit, tu.functions()[0], {}, Settings())
    assert dims(f.shapes) == [(32, 1, 1)]
    near = src.replace('#include "globals.h"\n', "")  # the near miss: no header, so nothing bounds the block
    tu = parse_file(path, near)
    model = model_of(tu, path, near)
    unit = SourceUnit(path, near, tu, model, RunIndex.build([model]))
    assert dims(launch_facts(unit, tu.functions()[0], {}, Settings()).shapes) != [(32, 1, 1)]


def test_each_launch_of_a_block_keeps_the_arguments_it_fixes():
    f = facts("__global__ void k(float *x, int n, float s) { x[threadIdx.x] = n * s; }\n"
              "void go(float *x, int m) { k<<<2, 256>>>(x, 8192, 2.0f); k<<<2, 256>>>(x, m, 1.0f);\n"
              "  k<<<2, 128>>>(x, 100, 1.0f); }\n")
    assert dims(f.known) == [(256, 1, 1), (128, 1, 1)]
    assert [s.args for s in f.known] == [((("n", 8192),), ()), ((("n", 100),),)]
