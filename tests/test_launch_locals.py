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
