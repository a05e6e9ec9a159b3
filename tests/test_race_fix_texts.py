"""KL107/KL109 fix texts and severities judged by what the code does (fixtures/rules/KL109/
bad_update_through_locals.cu and its neighbours): a read-modify-write spelt through locals is one atomic
read-modify-write, not a kept result."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture


def _found(name: str) -> dict:
    _, diagnostics = run_fixture(RULE_FIXTURES / name)
    return {d.line: d for d in diagnostics if d.rule_id in ("KL107", "KL109")}


def test_an_update_through_locals_is_one_atomic_read_modify_write():
    found = _found("KL109/bad_update_through_locals.cu")
    assert "`atomicAdd(c, 1)`" in found[9].help and "atomicExch(" not in found[9].help
    assert "`atomicAdd(&budget[0], -cost[blockIdx.x])`" in found[14].help  # NOTE: no atomicSub for float
    assert "an `atomicCAS` loop" in found[19].help and "atomicExch(" not in found[19].help
    assert "atomicExch(&hits[0], v + 1)" in found[24].help  # NOTE: the value does not come from the slot


def test_a_read_expecting_every_blocks_atomic_update_is_an_error_and_a_filter_before_the_update_none():
    from analyzer.diagnostics import Severity

    found = _found("KL109/bad_read_of_partial_total.cu")
    for line in (19, 27):  # NOTE: after a block barrier, and after a `__threadfence()` only
        assert found[line].severity == Severity.ERROR and "partial result" in found[line].message
        assert "second kernel" in found[line].help and "this_grid().sync()" in found[line].help
    assert 32 not in found and 33 not in found  # NOTE: a filter of a monotone update (`if (best[0] < v) atomicMax`)
    assert found[39].severity == Severity.NOTE  # NOTE: a spin that waits for the other blocks
    assert not _found("KL109/ok_read_of_total_one_block.cu")


def test_without_a_grid_the_read_back_stays_a_note_whose_fix_names_both_cases():
    from analyzer.config import Settings
    from analyzer.diagnostics import Severity
    from analyzer.lint.sources import analyze_file

    text = """__global__ void k(const float *x, float *y, float *total) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = x[i];
    if (threadIdx.x == 0) atomicAdd(total, v);
    __threadfence();
    y[i] = v / *total;
}
"""
    (d,) = [d for d in analyze_file("t.cu", text, Settings(), frozenset({"KL109"})).diagnostics]
    assert d.severity == Severity.NOTE and d.line == 6
    assert "with one block" in d.help and "second kernel" in d.help
    # NOTE: the near-miss: each block updates its own location (`total[blockIdx.x]`), its own barrier is the fix
    mine = text.replace("atomicAdd(total, v)", "atomicAdd(&total[blockIdx.x], v)").replace("*total", "total[blockIdx.x]")
    (d,) = [d for d in analyze_file("t.cu", mine, Settings(), frozenset({"KL109"})).diagnostics]
    assert d.severity == Severity.NOTE and d.line == 6
    assert "with one block" not in d.help and "__syncthreads()" in d.help


def test_a_warp_step_in_one_statement_reads_into_a_register_before_the_sync():
    found = _found("KL107/bad_warp_tail_one_statement.cu")
    assert "`int v = vmem[tid] + vmem[tid + 32]; __syncwarp(); vmem[tid] = v; __syncwarp();`" in found[14].help
    assert "__shfl_down_sync" in found[14].help
    # NOTE: two statements: the sync goes between the write and the next step's read
    assert found[28].help.startswith("put `__syncwarp()` just before line 28 (after line 27)")
    assert "__shfl_down_sync" in found[28].help
    assert not _found("KL107/ok_warp_tail_synced.cu")


def test_a_warp_sync_goes_where_every_lane_of_its_mask_arrives_once():
    # review r10 A C4, B C8: not inside a loop of per-lane trip counts, and in a branch with the mask of its lanes
    found = _found("KL107/bad_warp_sync_points.cu")
    assert found[16].help.startswith("put `__syncwarp()` just before line 16 (after line 15), a point every lane")
    assert "__shfl" not in found[16].help  # NOTE: a running mean is no reduction
    assert "`__syncwarp()` just before line 28 (after the loop at line 27)" in found[29].help
    assert "`float v = s[threadIdx.x] + s[threadIdx.x + 8]; __syncwarp(0xff); s[threadIdx.x] = v; __syncwarp(0xff);`" \
        in found[29].help
    assert "the loop at line 43 runs a different number of iterations in different lanes" in found[45].help
    assert "`unsigned m = __ballot_sync(0xffffffff, t < 40);`" in found[58].help
    assert not _found("KL107/ok_warp_sync_points.cu")  # NOTE: each fix applied


def test_two_global_updates_of_one_element_are_told_an_atomic_not_a_barrier():
    # review r7 E1: a neighbour scatter (`out[i - 1] += ...; out[i] += ...`) was told `__syncthreads()` between the
    # lines, or `__syncwarp()`: a barrier orders one block's threads only; the updates need atomicAdd (or a gather)
    found = list(_found("KL109/bad_neighbour_scatter_updates.cu").values())
    assert found and all("atomicAdd" in d.help and "__sync" not in d.help for d in found)
    assert all("update is lost" in d.message for d in found)
    assert not _found("KL109/ok_neighbour_scatter_atomic.cu")


def test_a_race_in_a_macro_expansion_quotes_the_expanded_accesses_and_names_the_macro():
    # review r10 A C5: the message named the invocation (`BLOCK_SUM(src, out)`) as the access, and the help's code
    # was built from it
    found = _found("KL107/bad_race_in_macro_expansion.cu")
    assert "the write of `sm[t]` at line 21 (in the expansion of `WARP_TAIL`, defined at line 4)" in found[21].message
    assert "`float v = sm[t] + sm[t + 32]; __syncwarp(); sm[t] = v; __syncwarp();`" in found[21].help
    assert "WARP_TAIL(" not in found[21].message + found[21].help
    assert "just before `v = buf[t ^ 1];` in the expansion of `PAIR_SWAP`, defined at line 12" in found[29].help


def test_the_written_text_of_an_expression_is_the_source_unless_a_macro_of_statements_produced_it():
    from types import SimpleNamespace

    from analyzer.cuda import ast
    from analyzer.cuda.ast import Span
    from analyzer.cuda.pp.macros import Macro
    from analyzer.cuda.written import expanded_from, written

    source = "a[i + 1] = f(x);\nM(a)\nfloat(x)\nE(a)\n"
    macros = {"M": Macro("M", ("v",), "v[0] = (v[1] + 1) * 2;", 7), "E": Macro("E", ("v",), "(v[0])", 8),
              "f": Macro("f", ("v",), "g(v);", 9)}
    unit = SimpleNamespace(tu=SimpleNamespace(source=source, macros=macros), text=source)

    def at(line: int, end: int) -> Span:
        return Span(line, 1, line, end)
    i = ast.Binary(at(1, 1), "+", ast.Name(at(1, 1), "i"), ast.IntLit(at(1, 1), 1, "1"))
    assert written(unit, ast.Index(at(1, 9), ast.Name(at(1, 1), "a"), i)) == "a[i + 1]"  # NOTE: as written
    call = ast.Call(Span(1, 12, 1, 16), ast.Name(at(1, 1), "f"), (ast.Name(at(1, 1), "x"),))
    assert written(unit, call) == "f(x)"  # NOTE: the call itself
    expanded = ast.Binary(at(2, 5), "*", ast.Binary(at(2, 5), "+", ast.Index(at(2, 5), ast.Name(at(2, 5), "a"),
                                                                              ast.IntLit(at(2, 5), 1, "1")),
                                                      ast.IntLit(at(2, 5), 1, "1")), ast.IntLit(at(2, 5), 2, "2"))
    assert written(unit, expanded) == "(a[1] + 1) * 2"  # NOTE: printed, with the parentheses it needs
    assert expanded_from(unit, expanded) == "the expansion of `M`, defined at line 7"
    assert written(source, expanded) == "M(a)"  # NOTE: without the macros: the text as written
    cast = ast.Cast(at(3, 9), ast.TypeRef(at(3, 5), "float", "float"), ast.Name(at(3, 8), "x"), "functional")
    assert written(unit, cast) == "float(x)"
    # NOTE: an expression macro's invocation is code, the access as written
    assert written(unit, ast.Index(at(4, 5), ast.Name(at(4, 5), "a"), ast.IntLit(at(4, 5), 0, "0"))) == "E(a)"


def test_a_warp_sync_is_no_fix_past_a_break_and_needs_a_second_one_in_a_loop():
    found = _found("KL107/bad_warp_sync_in_loops.cu")
    assert "by the `break` at line 12" in found[14].help and "guard the work instead" in found[14].help
    assert "just before line 27" in found[27].help and "another at the end of the loop's body" in found[27].help


def test_an_unsigned_long_long_update_adds_the_negation_and_a_block_wide_row_is_no_same_value():
    from analyzer.diagnostics import Severity

    found = _found("KL109/bad_update_through_locals.cu")
    assert "`atomicAdd(c, -in[threadIdx.x])`" in found[31].help and "atomicSub" not in found[31].help
    assert found[38].severity == Severity.ERROR and "same value" not in found[38].message


def test_error_codes_set_under_each_threads_test_are_a_note_unless_the_kernel_reads_the_flag():
    from analyzer.diagnostics import Severity

    found = _found("KL109/bad_error_codes.cu")
    assert found[17].severity == Severity.NOTE and "plain stores of 1 or 2" in found[17].message
    assert "atomicMin(error, v)" in found[17].help
    assert found[27].severity == Severity.ERROR and found[28].severity == Severity.ERROR


def test_a_value_through_each_threads_own_slot_is_the_same_value():
    from analyzer.diagnostics import Severity

    found = _found("KL107/bad_same_value_through_own_slot.cu")
    assert 11 not in found  # NOTE: one block-uniform value stored by every thread
    assert found[24].severity == Severity.ERROR


def test_a_race_of_two_launches_is_fixed_for_both():
    # NOTE: review r15 C N1: the pair between warps (32x8) is named, not the first launch's lanes of one warp
    from conftest import RULE_FIXTURES, run_fixture
    found = [d for d in run_fixture(RULE_FIXTURES / "KL107/bad_race_fix_for_every_launch.cu")[1]
             if d.rule_id == "KL107" and d.line == 15]
    assert len(found) == 1 and "(32x8x1)" in found[0].message and "__syncthreads()" in found[0].help
