"""Issue 17: findings worth acting on. KL201's severity from the cost model, truthful messages, fix
texts checked by machine, and the idioms that are not findings."""

from __future__ import annotations

import re
from pathlib import Path

from conftest import RULE_FIXTURES, run_fixture

from analyzer.lint.sources import analyze_file
from analyzer.config import Settings
from analyzer.diagnostics import Severity

ROOT = Path(__file__).resolve().parents[1]


def _run(text: str, rules=("KL201",), path: str = "t.cu", settings: Settings | None = None):
    result = analyze_file(path, text, settings or Settings(), frozenset(rules))
    return [d for d in result.diagnostics if d.rule_id in rules]


def _fixture(name: str):
    _, found = run_fixture(RULE_FIXTURES / name)
    return [d for d in found if d.rule_id == name.split("/")[0]]


def test_cost_model_grades_the_same_split_by_what_the_arms_cost():
    found = {d.line: d for d in _fixture("KL201/bad_cost_severity.cu")}
    assert found[8].severity == Severity.NOTE  # mathKernel1: predicated at -O3 (seed 000/002)
    assert "predicates" in found[8].message and "-G" in found[8].message
    # kept branches, graded by their share of the kernel's issue time (analysis/share.py): a one-sided load of 2
    # instructions beside the kernel's own load and store is a note, the `expf`/`sinf` arms a warning
    assert found[19].severity == Severity.NOTE and "one side only" in found[19].message
    assert "Minor here" in found[19].message and "issue time" in found[19].message
    assert found[26].severity == Severity.WARNING and "expf" in found[26].message
    assert found[32].severity == Severity.NOTE and "expf" in found[32].message


def test_one_sided_and_two_sided_wording():
    found = {d.line: d.message for d in _fixture("KL201/bad_cost_severity.cu")}
    assert "runs both paths one after the other" in found[8]
    assert "lanes that skip the body idle" in found[19]
    assert "both paths" not in found[19]


def test_every_warp_claim_names_its_launch_or_says_it_assumes_one():
    found = {d.line: d.message for d in _fixture("KL201/bad_cost_severity.cu")}
    assert "with the launch at line 37 (256x1x1)" in found[8]
    assert "for every block size from 64 to 1024 threads (no launch of `noLaunch`" in found[32]
    assert "`block-size`" in found[32]
    settings = Settings()
    settings.block_size = 128
    text = """__global__ void k(float *c) {
    if (threadIdx.x % 3 == 0) c[threadIdx.x] = expf(c[threadIdx.x]);
}
"""
    (d,) = _run(text)
    assert "assuming a 256x1x1 block (256 threads; no launch of `k`" in d.message
    (d,) = _run(text, settings=settings)
    assert "assuming a 128x1x1 block" in d.message


def test_fix_for_a_parity_test_parenthesised_and_not_flagged_by_kl104():
    text = """__global__ void k(float *c) {
    float v = 0.0f;
    if ((threadIdx.x & 1) == 0) v = 1.0f;
    c[threadIdx.x] = v;
}
void run(float *c) { k<<<2, 256>>>(c); }
"""
    (d,) = _run(text)
    assert "`((threadIdx.x / warpSize) & 1) == 0`" in d.help
    assert "as many threads of each block down each path" in d.help
    assert not _run(text.replace("(threadIdx.x & 1) == 0", "((threadIdx.x / warpSize) & 1) == 0"),
                    rules=("KL104", "KL201"))


def test_fix_claims_equal_work_only_when_the_counts_match():
    text = """__global__ void k(float *c) {
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    if (tid % 3 == 0) c[tid] = expf(c[tid]);
}
void run(float *c) { k<<<2, 256>>>(c); }
"""
    (d,) = _run(text)
    assert "different number of threads" in d.help and "redistributed" in d.help
    assert "as many threads" not in d.help


def test_reduction_fix_remaps_the_index_instead_of_rewriting_the_condition():
    for d in _fixture("KL201/bad_reduction_steps.cu"):
        assert "index = 2 * stride * tid" in d.help and "wrong elements" in d.help
        assert "splits every warp into two groups of 16 lanes" in d.message  # the stride is followed


def test_every_suggested_expression_parses_and_passes_kl104():
    """All KL201 fixes on every KL201 fixture and the hardware kernels: each backticked expression
    that mentions warpSize parses and KL104 would not flag it."""
    from analyzer.checks._kl201_fix import flagged_by_kl104

    paths = sorted((ROOT / "fixtures/rules/KL201").glob("bad_*.cu")) + [ROOT / "tools/gpu/divergence/kernels.cu"]
    seen = 0
    for path in paths:
        for d in _run(path.read_text(), path=str(path)):
            for expr in re.findall(r"`([^`]*warpSize[^`]*)`", d.help or ""):
                seen += 1
                assert not flagged_by_kl104(expr), (path.name, d.line, expr)
    assert seen >= 5


def test_cost_model_verdicts_on_calibrated_shapes():
    text = """__global__ void k(float *c, const float *d, int n) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    float v = c[t];
    if (t & 1) v += d[t];
    if (t & 1) c[t] = 2.0f * c[t];
    for (int r = 0; r < n; r++) if (t & 1) c[t + r] = 2.0f * c[t + r];
    for (int r = 0; r < 4; r++) if (t & 1) v += d[(t + r) & 1023];
    if (t & 1) { v = v * v + 1.0f; v = v * v + 2.0f; v = v * v + 3.0f; v = v * v + 4.0f;
                 v = v * v + 5.0f; v = v * v + 6.0f; v = v * v + 7.0f; v = v * v + 8.0f; }
    if (t & 1) { v = v * v + 1.0f; v = v * v + 2.0f; v = v * v + 3.0f; v = v * v + 4.0f; v = v * v + 5.0f;
                 v = v * v + 6.0f; v = v * v + 7.0f; v = v * v + 8.0f; v = v * v + 9.0f; v = v * v + 10.0f;
                 v = v * v + 11.0f; v = v * v + 12.0f; v = v * v + 13.0f; v = v * v + 14.0f; }
    c[t] = v;
}
void run(float *c, const float *d) { k<<<2, 256>>>(c, d, 8); }
"""
    # whether -O3 keeps a branch ("Cheap here": predicated); how much a kept one costs is the share of the path's
    # issue time (analysis/share.py), the severity
    found = {d.line: "Cheap here" not in d.message for d in _run(text)}
    # one-sided `+=` load and a load-store pair are predicated in straight code (nvcc 13 -O3 SASS)
    assert not found[4] and not found[5]
    assert found[6]  # global accesses in a loop that is not unrolled
    # the 4 copies of a loop the compiler unrolls are straight code: nvcc 13 -O3 sm_90 SASS of this very kernel
    # runs their loads and adds under one predicate, no branch (it was a warning, "hoisted around the loop")
    assert not found[7]
    assert not found[8]  # 8 fused multiply-adds: predicated (nvcc 13 -O3 SASS)
    assert found[10]  # 14: longer than the limit, branched around (16 measured in longArm)


def test_kl202_single_block_demo_spared_but_not_many_blocks():
    assert not _fixture("KL202/ok_single_block_demos.cu")
    found = _fixture("KL202/bad_many_small_blocks.cu")
    assert len(found) == 2 and all(d.help and "guard the extra threads" in d.help for d in found)


def test_kl102_guard_to_the_end_of_the_kernel_is_not_a_finding():
    assert not _run((ROOT / "fixtures/rules/KL102/ok_guard_then_exit.cu").read_text(), rules=("KL102",))
    assert len(_run((ROOT / "fixtures/rules/KL102/bad_guard_then_more_code.cu").read_text(), rules=("KL102",))) == 2


def test_edges_of_the_work_are_notes_without_a_fix():
    found = _fixture("KL201/bad_edges_are_notes.cu")
    assert len(found) == 5 and all(d.severity == Severity.NOTE for d in found)
    lines = (ROOT / "fixtures/rules/KL201/bad_edges_are_notes.cu").read_text().split("\n")
    by = {lines[d.line - 1].split("(")[1].split(")")[0] if "if (" in lines[d.line - 1] else "loop": d for d in found}
    assert all("edge of the work" in by[k].message and by[k].help is None for k in ("threadIdx.x < 7", "ty == 0"))
    assert "a tail" in by["loop"].message and "bandwidth-bound" in by["threadIdx.x < 4"].message
    assert "predicates" in by["tid % "].message  # a functor passed to the template kernel is inlined


def test_a_reduction_marked_as_a_baseline_is_a_note_and_unmarked_beside_its_variant_a_warning():
    (d,) = _fixture("KL201/bad_reduction_baseline.cu")
    assert d.severity == Severity.NOTE and "marked as the baseline" in d.message and d.help is None
    (d,) = _fixture("KL201/bad_unmarked_reduction_is_a_warning.cu")  # the near-miss: the sibling is no reason
    # (its grade is the share model's: the arm against the `%` by a variable and the loads of its loop, a note that
    # says so, tools/gpu/divergence/share: 2 % measured on an H100; never the baseline's words)
    assert "Minor here" in d.message and "marked as the baseline" not in d.message
    assert "reduceNeighboredLess" not in d.message
    assert "index = 2 * stride * tid" in d.help and "Professional" not in d.help


def test_scan_and_tree_steps_inside_a_warp_are_notes_and_block_wide_ones_are_not_warp_steps():
    found = _fixture("KL201/bad_warp_steps_are_notes.cu")
    assert len(found) == 2 and all(d.severity == Severity.NOTE and d.help is None for d in found)
    assert all("inside one warp" in d.message for d in found)
    text = """__global__ void k(float *d) {
    float v = d[threadIdx.x];
    for (int i = 1; i < 256; i *= 2) {
        float n = __shfl_down_sync(0xffffffff, v, 1);
        if (threadIdx.x >= i) { v += n; d[threadIdx.x - i] = expf(v); }
        __syncwarp();
    }
    d[threadIdx.x] = v;
}
void run(float *d) { k<<<8, 256>>>(d); }
"""
    (d,) = _run(text)  # a block-wide threshold: not the same in every warp, a scan step of warp 0
    assert d.line == 5 and "inside one warp" not in d.message and "step of a scan" in d.message


def test_partial_vector_and_async_copies_are_notes_without_a_fix():
    found = _fixture("KL201/bad_partial_copies_are_notes.cu")
    assert len(found) == 2 and all(d.severity == Severity.NOTE and d.help is None for d in found)
    assert all("only copy memory" in d.message for d in found)


def test_single_block_kernel_split_outside_loops_is_a_note_and_names_the_unresolved_launch():
    found = {d.line: d for d in _fixture("KL201/bad_single_block_once.cu")}
    assert found[12].severity == Severity.NOTE and "single block (line 37)" in found[12].message
    assert "block size of the launch at line 37 is not known" in found[12].message
    assert "no launch of" not in found[12].message
    assert found[21].severity == Severity.WARNING and found[29].severity == Severity.WARNING


def test_kl402_minor_and_baseline_conflicts_are_notes():
    found = {d.line: d for d in _fixture("KL402/bad_minor_and_baseline_conflicts_are_notes.cu")}
    assert {n for n, d in found.items() if d.severity == Severity.WARNING} == {49, 50}
    assert "makes once" in found[17].message and "fills the tile from global memory" in found[26].message
    assert all("the global traffic hides" in found[n].message for n in (28, 39))  # review r3 B, C6
    assert "marked as the baseline" in found[77].message and "32-way" in found[77].message
    assert all("stride pattern" in found[n].message for n in (63, 64, 65, 66))
    assert "make the rows 144 words long" in found[39].help  # 16-wide block: rows a multiple of 16 apart


def test_kl402_baselines_are_the_users_mark_never_a_padded_sibling_or_twin(tmp_path):
    import json

    from cli_runner import run_kernlint
    from test_phase2 import TWIN

    (d,) = _fixture("KL402/bad_unmarked_baseline_is_a_warning.cu")  # a padded variant in the file: no reason
    assert d.severity == Severity.WARNING and "columnReadPad" not in d.message
    (tmp_path / "naive.cu").write_text(TWIN.format(cols=32))
    (tmp_path / "solved.cu").write_text(TWIN.format(cols=33))
    out = run_kernlint("check", "--select", "KL402", "--format", "json", "--exit-zero", str(tmp_path), cwd=ROOT).stdout
    (d,) = json.loads(out)["diagnostics"]  # the same kernel padded in another file of the folder: no reason
    assert d["severity"] == "warning" and "solved.cu" not in d["message"]


def test_kl402_baseline_kernels_config_key_matches_globs():
    _, found = run_fixture(ROOT / "fixtures/rules/KL402/bad_baseline_by_config.cu")
    by = {d.symbol: d for d in found}
    assert by["columnReadNaive"].severity == Severity.NOTE and "baseline-kernels" in by["columnReadNaive"].message
    assert by["columnReadPlain"].severity == Severity.WARNING


def test_scan_steps_and_causal_loops_are_notes_without_a_fix():
    found = _fixture("KL201/bad_scan_steps_and_triangles_are_notes.cu")
    assert len(found) == 5 and all(d.severity == Severity.NOTE and d.help is None for d in found)
    assert sum("step of a scan" in d.message for d in found) == 2 and sum(
        "a tail" in d.message or "a remainder" in d.message for d in found) == 2
    assert sum("group leader" in d.message for d in found) == 1


def test_tile_interior_and_sign_only_arms_are_notes():
    found = {d.line: d for d in _fixture("KL201/bad_border_and_sign_are_notes.cu")}
    assert found[12].severity == Severity.NOTE and "edge of the work" in found[12].message
    assert found[36].severity == Severity.NOTE and "differ only in a sign" in found[36].message
    assert found[25].severity == Severity.NOTE and "edge of the work" in found[25].message


def test_a_switch_of_transform_rows_gets_a_coefficient_table_fix():
    (d,) = _fixture("KL201/bad_transform_switch.cu")
    assert d.severity == Severity.WARNING and "table" in d.help and "coefficients" in d.help


def test_kl401_minor_and_baseline_accesses_are_notes():
    found = {(d.line, d.column): d for d in _fixture("KL401/bad_minor_and_baselines_are_notes.cu")}
    warnings = {k for k, d in found.items() if d.severity == Severity.WARNING}
    assert warnings == {(50, 5)}  # the field store with no loop around stays
    assert "once per thread" in found[(12, 27)].message and "diagonal" in found[(34, 19)].message
    assert "marked as the baseline" in found[(19, 5)].message and "transposeShared" not in found[(19, 5)].message
    (d,) = _fixture("KL401/bad_unmarked_baseline_is_a_warning.cu")  # the near-miss: a staged sibling is no reason
    assert d.severity == Severity.WARNING and "transposeShared" not in d.message


def test_kl401_a_tail_beside_a_head_of_unknown_width_is_a_note():
    """A record's head stored through a struct kernlint cannot size: the tail's 25% is not judged alone (a
    note naming the unknown width); near miss: the unknown-width store goes to another array (a warning)."""
    found = {d.line: d for d in _fixture("KL401/bad_unknown_width_record.cu")}
    assert found[11].severity == Severity.NOTE and "a width kernlint does not know" in found[11].message
    assert "line 10" in found[11].message and "(1024x1x1)" in found[11].message
    assert found[17].severity == Severity.WARNING and "(768x1x1)" in found[17].message
