"""KL107/KL109 fixes that are not a barrier or an atomic of the racing store (fixtures/rules/KL109/
bad_race_fix_kinds.cu and its near misses): a mis-grouped address (KL104 on it) is fixed by its parentheses;
threads storing each their own value to one slot of the block (a reduction) get a block reduction and one store;
threads storing one value to one slot get "let one thread write it, then a barrier"."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture


def _fixes(name: str) -> dict:
    _, diagnostics = run_fixture(RULE_FIXTURES / "KL109" / name)
    return {d.line: d.help for d in diagnostics if d.rule_id in ("KL107", "KL109")}


def test_fixes_follow_what_went_wrong():
    fixes = _fixes("bad_race_fix_kinds.cu")
    assert fixes[12].startswith("fix the grouping of `key + (t + 1) & 3U` in the address first (KL104 at line 12")
    assert "reduce the block's values first" in fixes[21] and "`if (threadIdx.x == 0) out[blockIdx.x] = total;`" \
        in fixes[21]
    assert "let one thread compute and write it (`if (threadIdx.x == 0)" in fixes[28] and "__syncthreads()" in fixes[28]
    assert not any("atomicExch" in fixes[line] or "atomicCAS" in fixes[line] for line in (12, 21, 28))


def test_near_misses_keep_the_fix_of_what_they_do():
    fixes = _fixes("bad_race_fix_kinds_near_miss.cu")
    assert "atomicExch(&out[(key + (t + 1)) & 3U]" in fixes[9] and "KL104" not in fixes[9]
    assert "`atomicAdd(&out[blockIdx.x], sum)`" in fixes[18]
    assert fixes[25] == "put `__syncthreads()` between line 24 and line 25"


def test_a_grid_stride_loop_without_the_block_is_fixed_at_its_start():
    fixes = _fixes("bad_grid_stride_start_without_block.cu")
    for line in (8, 9):
        assert "the grid-stride loop at line 6 starts at the thread's index alone (`int idx = threadIdx.x`)" \
            in fixes[line]
        assert fixes[line].endswith("`idx = blockIdx.x * blockDim.x + threadIdx.x`") and "atomic" not in fixes[line]


def test_updates_through_a_loaded_index_name_their_atomic():
    fixes = _fixes("bad_scatter_add_loaded_index.cu")
    assert fixes[10].startswith("`atomicAdd(&out[idx[i]], in[i])` where indices may repeat")
    assert fixes[16].startswith("`atomicAdd(&out[row * 4 + 1], -(in[i]))`")  # NOTE: no atomicSub of a float
    assert fixes[22].startswith("`atomicAdd(&hist[t], 1)`") and fixes[22].endswith("`// kernlint: ignore[KL109]`)")


def test_a_block_loop_stepping_by_one_is_fixed_at_its_step():
    """review r17 C after, N2: a read-write race between two iterations of threads whose ranges overlap."""
    fixes = _fixes("bad_block_loop_steps_by_one.cu")
    assert fixes[9].startswith("step by blockDim.x (`k += blockDim.x` at line 8)") and "__syncthreads" not in fixes[9]
