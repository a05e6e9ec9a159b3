"""The targets each line is compiled for (analyzer/cuda/pp/archs.py), and the race rules' lockstep note for code only
pre-Volta targets compile (analyzer/analysis/race/lockstep.py)."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture

from analyzer.cuda.pp.archs import ALL, AMD, nvidia, targets_of
from analyzer.cuda.pp.preprocess import preprocess


def test_branches_on_cuda_arch_give_their_targets():
    src = ("#if __CUDA_ARCH__ >= 700\nA\n#elif __CUDA_ARCH__ >= 300\nB\n#else\nC\n#endif\n"
           "#ifdef __CUDA_ARCH__\nD\n#if __CUDA_ARCH__ < 600\nE\n#endif\n#endif\n"
           "#if CUDA_VERSION >= 9000 && __CUDA_ARCH__ >= 300\nF\n#endif\nG\n")
    regions = preprocess(src, "a.cu").archs
    nv = lambda line: nvidia(targets_of(regions, line))  # noqa: E731
    assert min(nv(2)) == 700
    assert max(nv(4)) < 700 and min(nv(4)) == 300
    assert nv(6) == frozenset()  # the host pass only
    assert nv(9) == nvidia(ALL) and max(nv(11)) == 530  # nested: intersected
    # NOTE: hip-clang's AMD build leaves `__CUDA_ARCH__` undefined, as nvcc's host pass does, and the two are not
    # told apart: a condition on it alone keeps AMD in every branch (unknown, nothing claimed)
    assert all(AMD in targets_of(regions, line) for line in (2, 4, 6, 9, 11))
    assert targets_of(regions, 15) == ALL and targets_of(regions, 17) == ALL  # CUDA_VERSION unknown: kept for all



def test_platform_macro_an_undecided_branch_defined_is_set_by_each_build():
    """A platform macro an undecided branch `#define`d (Shared.maybe: `defined()` unknown) is still evaluated as each
    compiler sets it (archs.macros_set): `#if defined(__HIP_PLATFORM_AMD__)` is AMD's branch, its `#else` NVIDIA's,
    and the name stays unknown after (`X` below, read outside any build's world)."""
    src = ("#ifdef __SOME_COMPILER__\n#define __HIP_PLATFORM_AMD__ 1\n#endif\n"
           "#if defined(__HIP_PLATFORM_AMD__)\nA\n#else\nB\n#endif\n"
           "#ifdef __HIP_PLATFORM_AMD__\n#define X 1\n#else\n#define X 2\n#endif\nX\n")
    pre = preprocess(src, "a.cu")
    assert targets_of(pre.archs, 5) == frozenset({AMD}) and targets_of(pre.archs, 7) == nvidia(ALL)
    assert pre.text.split("\n")[-2] == "X"

def test_a_warp_race_only_pre_volta_targets_compile_is_a_note():
    _, found = run_fixture(RULE_FIXTURES / "KL107" / "bad_lockstep_pre_volta.cu")
    assert [(d.rule_id, d.line, d.severity.name) for d in found] == [("KL107", 9, "NOTE")]
    assert "only targets before sm_70 (sm_50" in found[0].message
    _, found = run_fixture(RULE_FIXTURES / "KL107" / "bad_lockstep_admits_volta.cu")
    assert [(d.rule_id, d.line, d.severity.name) for d in found] == [("KL107", 8, "ERROR")]
