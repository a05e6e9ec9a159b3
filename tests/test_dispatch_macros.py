"""PyTorch's type-dispatch macros (analyzer/cuda/model/dispatch.py): a launch of `k<scalar_t>` inside the lambda of
`AT_DISPATCH_*` becomes one launch per dispatched type (ATen/Dispatch.h), `_AND` variants adding the ScalarTypes
they name; any other call's lambda, or a macro not in the table, leaves the launch as it was."""

from __future__ import annotations

from pathlib import Path

from test_programs import models

_SOURCE = """template <typename scalar_t> __global__ void k(scalar_t *a) { a[threadIdx.x] = 0; }
void floating(at::Tensor &x) {
  AT_DISPATCH_FLOATING_TYPES(x.scalar_type(), "k", [&] { k<scalar_t><<<1, 32>>>(x.data_ptr<scalar_t>()); });
}
void with_half(at::Tensor &x) {
  AT_DISPATCH_FLOATING_TYPES_AND(at::ScalarType::Half, x.scalar_type(), "k", [&] {
    k<scalar_t><<<2, 32>>>(x.data_ptr<scalar_t>());
  });
}
void with_two(at::Tensor &x) {
  AT_DISPATCH_FLOATING_TYPES_AND2(at::kHalf, at::kBFloat16, x.scalar_type(), "k", [&] {
    k<scalar_t><<<3, 32>>>(x.data_ptr<scalar_t>());
  });
}
void nested(at::Tensor &x) {
  AT_DISPATCH_INDEX_TYPES(x.scalar_type(), "i", [&] {
    AT_DISPATCH_FLOATING_TYPES(x.scalar_type(), "k", [&] { k<scalar_t><<<6, 32>>>(x.data_ptr<scalar_t>()); });
  });
}
void other(at::Tensor &x) { later([&] { k<scalar_t><<<4, 32>>>(x.data_ptr<scalar_t>()); }); }
void unknown_macro(at::Tensor &x) {
  AT_DISPATCH_SOMETHING_NEW(x.scalar_type(), "k", [&] { k<scalar_t><<<5, 32>>>(x.data_ptr<scalar_t>()); });
}
"""


def test_each_dispatched_type_is_a_launch(tmp_path: Path):
    (model,) = models({"f.cu": _SOURCE}, tmp_path)
    by_grid: dict = {}
    for launch in model.launches:
        by_grid.setdefault(launch.grid[0], []).append(launch.kernel)
    assert by_grid[1] == ["k<double>", "k<float>"]
    assert by_grid[2] == ["k<double>", "k<float>", "k<at::Half>"]
    assert by_grid[3] == ["k<double>", "k<float>", "k<at::Half>", "k<at::BFloat16>"]
    assert by_grid[6] == ["k<double>", "k<float>"]  # NOTE: the inner dispatch binds it, the outer is not in the table


def test_no_dispatch_macro_no_binding(tmp_path: Path):
    (model,) = models({"f.cu": _SOURCE}, tmp_path)
    by_grid = {launch.grid[0]: launch.kernel for launch in model.launches}
    assert by_grid[4] == by_grid[5] == "k<scalar_t>"


def test_a_dispatched_launchs_figure_names_its_type_and_gives_the_others():
    """One launch of a dispatch stands for every dispatched type: the finding is the worst type's, named, with the
    other types' figures (memory/dispatched.py); a launch of one instantiation names none (review r9, C12)."""
    from conftest import RULE_FIXTURES, run_fixture

    _, found = run_fixture(RULE_FIXTURES / "KL401" / "bad_dispatched_row_walk.cu")
    by_line = {d.line: d for d in found if d.rule_id == "KL401"}
    dispatched, single = by_line[12], by_line[22]
    assert "32 sectors per request where its lanes need 2" in dispatched.message
    assert "the figures are those of scalar_t = at::Half, the instantiation of the launch with the lowest " \
           "efficiency (double: 32 sectors for 8, 25%, for every dim >= 4; float: 32 sectors for 4, 12%, for every " \
           "dim >= 8)" in dispatched.message
    assert "; for scalar_t = double and float: each lane walks its own row" in dispatched.help
    assert "32 sectors per request where its lanes need 4" in single.message
    assert "figures are those of" not in single.message and "for scalar_t" not in single.help
