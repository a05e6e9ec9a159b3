"""KL201 on the causes C7 and C8 of the fresh-tree review r3 (set A, docs/validation/review-r3-before-a.md): a
switch splits only the warps whose lanes take different cases, a switch or branch that runs once per block before
the kernel's loop is a note, an unseen helper is taken as inlined (and the message says so), a value ternary is
described by what -O3 makes of it, and a `#pragma unroll` loop of constant trips is straight code."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture

from analyzer.analysis import terms as T
from analyzer.analysis.switchpaths import case_paths, path_term
from analyzer.config import Settings
from analyzer.cuda.parse.parser import parse
from analyzer.cuda.query import iter_nodes
from analyzer.cuda import ast
from analyzer.diagnostics import Severity
from analyzer.lint.sources import analyze_file


def _fixture(name: str) -> dict[int, object]:
    _, found = run_fixture(RULE_FIXTURES / "KL201" / name)
    return {d.line: d for d in found if d.rule_id == "KL201"}


def _switch(body: str):
    tu = parse("__global__ void k(int *p) { switch (threadIdx.x) { " + body + " } }")
    return next(n for n in iter_nodes(tu.functions()[0].body) if isinstance(n, ast.Switch))


def test_switch_paths_share_a_body_only_where_labels_chain():
    node = _switch("case 0: case 1: p[0] = 1; break; case 2: p[2] = 3; case 3: p[3] = 4; break; default: p[4] = 5;")
    assert case_paths(node) == [[0, 1], [2], [3]]
    fn = T.compile_term(path_term(("t", "x"), node))
    paths = [fn(x, 0, 0, x % 32, x // 32, {}) for x in range(6)]
    assert paths[0] == paths[1] and len({paths[1], paths[2], paths[3], paths[4]}) == 4 and paths[4] == paths[5]
    assert case_paths(_switch("case 0: { case 1: p[0] = 1; } break;")) is None  # a label in a nested block


def test_switch_split_counts_only_the_warps_whose_lanes_take_different_cases():
    found = _fixture("bad_switch_prologue.cu")
    assert "splits warp 0 into 7 groups of lanes" in found[8].message
    # NOTE: `fill_key` is a helper: judged with the block of the kernel that calls it (128 threads, line 88)
    assert "1 of the block's 4 warps split" in found[8].message and "every warp" not in found[8].message
    assert "with the launch at line 88 (128x1x1)" in found[8].message
    assert "1 of the block's 4 warps split" in found[45].message


def test_a_switch_once_per_block_before_the_kernels_loop_is_a_note():
    found = _fixture("bad_switch_prologue.cu")
    for line, where in ((8, "the loop at line 23 of `mixOnce`"), (29, "the loop at line 37")):
        assert found[line].severity == Severity.NOTE and found[line].help is None
        assert "runs once per block" in found[line].message and where in found[line].message
    # near misses: inside the kernel's loop, a kernel with no loop, a helper called inside a loop: no prologue; inside
    # a loop with a barrier the split warp holds the block; the helper weighed on its caller's loop (analysis/share.py)
    for line in (45, 59, 68):
        assert found[line].severity == Severity.WARNING and "once per block" not in found[line].message
    assert "a barrier on the path" in found[45].message and "of `mixHelperEveryRound`" in found[68].message


def test_an_unseen_helper_is_taken_as_inlined_and_the_message_says_so():
    found = _fixture("bad_unseen_helpers.cu")
    assert found[15].severity == Severity.NOTE
    assert "counting `swap_words`, whose body is not in the analysed files, as an inlined helper" in found[15].message
    # near misses: declared without a body here (another unit's, or `__noinline__`): a real call
    # (kept branches, weighed against the 32 unrolled rounds after them: a small share, a note that says so)
    assert "Minor here: an arm calls `swap_words_rdc`" in found[24].message
    assert "Minor here: an arm calls `swap_words_kept`" in found[33].message


def _run(text: str):
    result = analyze_file("t.cu", text, Settings(), frozenset({"KL201"}))
    return {d.line: d for d in result.diagnostics if d.rule_id == "KL201"}


def test_a_value_ternary_is_described_by_what_an_optimised_build_makes_of_it():
    found = _fixture("bad_value_ternaries_are_notes.cu")
    assert "computes both values on every lane and selects one" in found[9].message
    assert "a -G build branches on it" not in found[9].message
    found = _run("""__global__ void k(float *c, const float *x, int n) {
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 0.0f;
    for (int r = 0; r < n; r++) v += (tid & 1) ? x[tid + r + 1] : x[tid + r - 1];
    c[tid] = v;
}
void run(float *c, const float *x) { k<<<64, 256>>>(c, x, 8); }
""")  # each value one load, in a loop the compiler does not unroll: ptxas predicates the two loads (a note;
    # the near miss, a value with more work than a load, is bad_one_load_ternary.cu)
    assert found[4].severity == Severity.NOTE and "each value is one global load" in found[4].message


def test_an_arm_loop_the_compiler_unrolls_costs_its_body_times_its_trips():
    found = _fixture("bad_unrolled_arm_loops.cu")
    assert found[10].severity == Severity.NOTE and "holds a loop" not in found[10].message  # 4 multiply-adds
    for line in (20, 29):  # near misses: a run-time bound, `#pragma unroll 1`
        assert found[line].severity == Severity.WARNING and "an arm holds a loop" in found[line].message
    # counting down under `#pragma unroll 8`: 8 copies of two compares, too long to predicate, but no loop
    assert found[41].severity == Severity.WARNING and "too long to predicate" in found[41].message


def test_a_loop_counting_down_has_constant_trips():
    from analyzer.analysis.unroll import CompileTime

    tu = parse("__global__ void k(int *p) { for (int i = 7; i >= 0; i--) p[i] = 0; "
               "for (int j = 9; j > 0; j -= 2) p[j] = 1; for (int k = 0; k < 8; k--) p[k] = 2; }")
    func = tu.functions()[0]
    loops = [n for n in iter_nodes(func.body) if isinstance(n, ast.For)]
    assert [CompileTime(func).trips(loop) for loop in loops] == [(True, 8), (True, 5), (True, None)]
