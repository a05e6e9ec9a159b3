"""A launch through a local variable or a parameter (analyzer/cuda/model/launch_forms.callee): C++ name lookup finds
the local before any kernel of that name, so `fn_t kernel = pick(...); kernel<<<...>>>()` launches no kernel called
`kernel`; and a file that defines `main` and launches its own kernel keeps it from another tree's launches of the name
(analyzer/cuda/model/programs.py)."""

from __future__ import annotations

from pathlib import Path

from test_programs import models

from analyzer.cuda.model import RunIndex

_LOCALS = """typedef void (*fn_t)(float *, int);
fn_t pick(int k);
__global__ void kernel(float *a, int n) { a[threadIdx.x] = n; }
template <int N> __global__ void scale(float *a, int n) { a[threadIdx.x] *= N; }
void through_unknown(float *a) { fn_t kernel = pick(3); kernel<<<1, 32>>>(a, 1); }
void through_param(fn_t kernel, float *a) { kernel<<<1, 64>>>(a, 2); }
void through_known(float *a) { auto kernel = &scale<2>; kernel<<<1, 96>>>(a, 3); }
void through_reassigned(float *a) { fn_t kernel = &scale<4>; kernel = pick(1); kernel<<<1, 160>>>(a, 5); }
void direct(float *a) { kernel<<<1, 128>>>(a, 4); }
"""


def test_a_local_or_a_parameter_hides_the_kernel_of_its_name(tmp_path: Path):
    (model,) = models({"l.cu": _LOCALS}, tmp_path)
    index = RunIndex.build([model])
    bound = {x.block[0]: [k.name for k in index.kernels_launched(x)] for x in model.launches}
    # NOTE: 128, the near miss: `kernel` names no local of `direct`, so it is the kernel
    assert bound == {32: [], 64: [], 96: ["scale"], 160: [], 128: ["kernel"]}
    assert {x.block[0]: x.kernel for x in model.launches}[96] == "scale<2>"
    assert {x.block[0]: x.kernel for x in model.launches}[32] == "kernel"  # NOTE: as written, for messages


_STREAMS = """__global__ void kernel(float *a, int n) { a[threadIdx.x] = n; }
int main() { float *a = 0; kernel<<<4, 256>>>(a, 1); return 0; }
"""
_OTHER_TREE = """typedef void (*fn_t)(float *, int);
fn_t pick(int k);
void mlp(float *a) { fn_t kernel = pick(3); kernel<<<32, 4>>>(a, 1); }
"""
_UNDECLARED = """void mlp(float *a) { kernel<<<32, 4>>>(a, 1); }
"""


def test_another_trees_local_launch_never_reaches_a_programs_kernel(tmp_path: Path):
    built = models({"hip/streams/streams.cpp": _STREAMS, "exl/ext/q_mlp.cu": _OTHER_TREE}, tmp_path)
    index = RunIndex.build(built)
    (kernel,) = index.kernels_named("kernel")
    assert [x.block for x in index.launches_reaching(kernel)] == [(256, 1, 1)]


def test_a_main_file_launching_its_own_kernel_is_its_own_program(tmp_path: Path):
    """A launch by name whose file declares no such kernel (a header not found) joins the file that defines it,
    unless that file defines `main` and launches the kernel itself."""
    built = models({"hip/streams/streams.cpp": _STREAMS, "exl/ext/q_mlp.cu": _UNDECLARED}, tmp_path)
    index = RunIndex.build(built)
    (kernel,) = index.kernels_named("kernel")
    assert [x.block for x in index.launches_reaching(kernel)] == [(256, 1, 1)]


def test_near_miss_a_main_file_that_only_defines_the_kernel_still_links(tmp_path: Path):
    defines_only = "__global__ void kernel(float *a, int n) { a[threadIdx.x] = n; }\nint main() { return 0; }\n"
    built = models({"app/main.cu": defines_only, "app/lib/run.cu": _UNDECLARED}, tmp_path)
    index = RunIndex.build(built)
    (kernel,) = index.kernels_named("kernel")
    assert [x.block for x in index.launches_reaching(kernel)] == [(4, 1, 1)]


_BRANCHES = """namespace ns { template <typename T, int N> __global__ void scale(T *a) { a[threadIdx.x] *= N; } }
__global__ void kernel(float *a) { a[threadIdx.x] = 0; }
#define LAUNCH(N, B) auto kernel = ns::scale<float, N>; kernel<<<1, B>>>(a)
void branches(float *a, int n) {
    if (n < 4) { LAUNCH(2, 32); } else if (n < 8) { LAUNCH(4, 64); } else { LAUNCH(8, 96); }
}
void sibling(float *a) {
    { auto kernel = ns::scale<float, 16>; kernel<<<1, 128>>>(a); }
    kernel<<<1, 160>>>(a);
}
"""


def test_a_local_declared_in_each_branch_binds_each_branchs_launch(tmp_path: Path):
    """A launching macro expanded in three branches declares three locals `kernel` (no `&`: the function
    decays to its pointer); C++ lookup finds, at each launch, the one of its own block."""
    (model,) = models({"b.cu": _BRANCHES}, tmp_path)
    index = RunIndex.build([model])
    bound = {x.block[0]: (x.kernel, [k.name for k in index.kernels_launched(x)]) for x in model.launches}
    assert bound[32] == ("scale<float, 2>", ["scale"])
    assert bound[64] == ("scale<float, 4>", ["scale"])
    assert bound[96] == ("scale<float, 8>", ["scale"])
    assert {x.block[0]: x.template_values for x in model.launches}[64] == (None, 4)
    # NOTE: the near miss: after its block closes, the local is out of scope and `kernel` names the kernel
    assert bound[128] == ("scale<float, 16>", ["scale"])
    assert bound[160] == ("kernel", ["kernel"])
