"""Mends after the r10 branches were merged (a read-through of the merged code found them): the row swizzle's
mask, a launch's struct member under block-scoped constants, and brace elision in aggregate initialisers."""

from pathlib import Path

from analyzer.analysis.host.apis import is_runtime_call
from analyzer.checks._kl402_lanes import row_xor
from analyzer.lint.sources import model_of, parse_file


def _launches(tmp_path: Path, text: str):
    return sorted(model_of(parse_file("k.cu", text), "k.cu", text).launches, key=lambda la: la.line)


def test_hip_module_and_driver_calls_return_error_codes() -> None:
    for name in ("hipModuleLaunchKernel", "hipModuleOccupancyMaxPotentialBlockSize", "hipDrvMemcpy2DUnaligned",
                 "hipMemcpyParam2D", "hipMalloc"):
        assert is_runtime_call(name), name
    assert not is_runtime_call("hipSafeCall") and not is_runtime_call("cudaSafeCall")


def test_the_row_swizzle_stays_inside_the_row() -> None:
    assert row_xor("t", 32, 32) == "`t[row][col ^ row]`"
    assert row_xor("t", 16, 128) == "`t[row][col ^ (row % 16)]`"
    # 48 columns: col ^ row can reach 48; the largest power of two dividing 48 keeps the XOR inside a group
    assert row_xor("t", 48, 64) == "`t[row][col ^ (row % 16)]`"
    assert row_xor("t", 64, None) == "`t[row][col ^ (row % 64)]`"


def test_a_member_past_an_array_member_is_not_placed(tmp_path: Path) -> None:
    launches = _launches(tmp_path, """struct Cfg { int dims[2]; int threads; };
struct Head { int threads; int dims[2]; };
__global__ void k(float *p) { p[threadIdx.x] = 1.f; }
void run(float *p) {
    Cfg c{7, 9, 256};
    k<<<1000, c.threads>>>(p);
    Head h{96, 1, 2};
    k<<<1000, h.threads>>>(p);
}
""")
    assert [la.block[0] if la.block else None for la in launches] == [None, 96]


def test_a_launch_under_block_constants_still_reads_members(tmp_path: Path) -> None:
    launches = _launches(tmp_path, """struct Params { int blocks = 4000; };
__global__ void k(float *p) { p[threadIdx.x] = 1.f; }
void run(float *p, bool c) {
    Params q;
    if (c) { const int BS = 128; k<<<q.blocks, BS>>>(p); }
    else { const int BS = 100; k<<<q.blocks, BS>>>(p); }
}
""")
    assert [(la.grid[0] if la.grid else None, la.block[0] if la.block else None) for la in launches] == [
        (4000, 128), (4000, 100)]


def test_a_dispatched_type_is_named_by_every_position_that_differs() -> None:
    from analyzer.analysis.memory.dispatched import _binding, _values

    mine, other = ("at::Half", "int"), ("float", "int64_t")
    assert _binding(mine, [other], ("scalar_t", "index_t")) == "scalar_t = at::Half, index_t = int"
    assert _values(other, [mine], ("scalar_t", "index_t")) == "float, int64_t"  # NOTE: split(" = ") kept "int64_t"
    assert _values(other, [mine], ()) == "<float, int64_t>"
