"""Fresh-tree review r9 after (set A C13, C12, C6v, C14): KL401/KL402 on a helper's 2-D array parameters, brace-
initialised loop counters, the lane-based help of 16-byte vector loads, and the row swizzle masked to the row."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture


def _fixture(name: str):
    _, found = run_fixture(RULE_FIXTURES / name)
    return {d.line: d for d in found if d.rule_id == name.split("/")[0]}


def test_kl402_a_helpers_2d_array_parameter_reaches_the_callers_tile():
    """`float tile[32][32]`, `float (*tile)[32]`, `float (&tile)[32][32]` and `T At[K][Y]` (template extents, a
    defaulted `typename V = int4`) are rows of the caller's `__shared__` array: judged as the same access inline."""
    found = _fixture("KL402/bad_helper_takes_the_tile_as_rows.cu")
    for line in (10, 15, 20):
        assert "32-way" in found[line].message and "(in the helper, as called from line" in found[line].message
    assert "4-way" in found[50].message
    assert not {26, 57} & set(found)  # the near misses: a lane's column


def test_brace_initialised_declarators_are_initialised_as_with_equals():
    """`int r{0}`, `size_t i(0U)`, `T *const p{q}`: one value directly initialising a scalar or a pointer is the
    declarator's initialiser (loops are recognised by it); a class's constructor arguments stay (`dim3 b(4)`)."""
    from analyzer.cuda import ast
    from analyzer.cuda.parse.parser import parse

    tu = parse("__global__ void k(int *q) { for (int r{0}; r < 8; ++r) {} size_t i(0U); float *const p{q};"
               " dim3 b(4); int4 v{1}; float y{}; }")
    body = tu.functions()[0].body.stmts
    decls = {d.name: d for s in body for d in (s.init.declarators if isinstance(s, ast.For) else s.declarators)}
    for name in ("r", "i", "p"):
        assert decls[name].init is not None and decls[name].ctor_args is None
    for name in ("b", "v", "y"):
        assert decls[name].init is None and decls[name].ctor_args is not None


def test_kl401_register_tile_write_back_braced_counters_and_help():
    """Review r9 A C12: the write-back of a register tile is the same note whether its counters are `int r = 0`
    or `int r{0}`, and its help never re-indexes by thread (the lane's elements are the ones its registers hold)."""
    from analyzer.diagnostics import Severity

    found = _fixture("KL401/bad_register_tile_write_back.cu")
    for line in (21, 41):
        assert found[line].severity == Severity.NOTE and "L1 serves" in found[line].message
        assert "paired with its own registers (the thread's array `acc`" in found[line].help
        assert "index with the thread id" not in found[line].help and "stage the block's elements" in found[line].help
    assert "index with the thread id" in found[54].help  # the near miss: data no thread holds


def test_kl402_vector_loads_of_one_row_get_the_lane_to_chunk_map():
    """Review r9 A C6v: 16-byte loads where every lane reads row k (`B[k][(t % 16) * 8 + v * NV]`) are told the
    lane-to-chunk map (interleave whole chunks, or XOR the chunk with its line), never row padding or `col ^ row`;
    in brace-initialised loops with register casts the k loop stays shared-bound (a warning). The near miss, lanes
    in different rows, gets an aligned padding or a swizzle of whole chunks by the row."""
    from analyzer.diagnostics import Severity

    found = _fixture("KL402/bad_vector_loads_of_one_row_braced.cu")
    one = found[24]
    assert one.severity == Severity.WARNING and "4-way" in one.message
    assert "lane j takes 16-byte chunk j + 16c instead of 4j + c" in one.help
    assert "`chunk ^ (chunk / 8 % 8)`" in one.help and "pad each row" not in one.help and "[col ^ row]" not in one.help
    apart = found[45].help
    assert "((col / 4) ^ (row % 8)) * 4 + col % 4]`" in apart and "(`[..][132]` words)" in apart
    assert "[col ^ row]`, on both" not in apart


def test_kl402_row_swizzle_is_masked_to_the_row_where_the_tile_is_taller():
    """Review r9 A C14: `col ^ row` of a [128][16] tile leaves the row; the help masks it (`col ^ (row % 16)`), and
    only there: a [16][16] tile keeps `col ^ row`."""
    found = _fixture("KL402/bad_row_swizzle_masked_to_the_row.cu")
    assert "`A[row][col ^ (row % 16)]`" in found[15].help
    assert "`A[row][col ^ row]`" in found[29].help and "row % 16" not in found[29].help
