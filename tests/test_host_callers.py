"""A launch whose block is built from its host function's parameters is bound once per call of that function in
the file (analyzer/cuda/model/host_callers.py); a call whose values the file does not fix, or a use of the
function other than a call, keeps the launch's block unknown for that chain."""

from __future__ import annotations

from test_launch_facts import dims, facts

_DRIVER = """__global__ void k(float *x) { x[threadIdx.y * blockDim.x + threadIdx.x] = 0; }
static void driver(float *x, int nt, int rows) { dim3 b(nt, rows, 1); k<<<4, b>>>(x); }
"""


def test_each_call_gives_the_launch_its_block_and_the_shape_names_the_call():
    f = facts(_DRIVER + "void api(float *x) { int rows = 1; driver(x, 64, rows); driver(x, 32, 2); }\n")
    assert dims(f.shapes) == [(64, 1, 1), (32, 2, 1)] and not f.unknown
    assert f.known[0].label == "the launch at line 2 through `driver(x, 64, rows)` (64x1x1)"


def test_a_chain_of_calls_binds_the_outer_callers_value():
    f = facts(_DRIVER + "static void mid(float *x, int r) { driver(x, 128, r); }\nvoid api(float *x) { mid(x, 1); }\n")
    assert dims(f.shapes) == [(128, 1, 1)]
    assert "through `driver(x, 128, r) in mid(x, 1)`" in f.known[0].label


def test_a_call_of_unknown_values_keeps_that_chain_unknown():
    f = facts(_DRIVER + "void api(float *x, int r) { driver(x, 64, 1); driver(x, 64, r); }\n")
    assert dims(f.known) == [(64, 1, 1)] and f.unknown


def test_a_pointer_to_the_host_function_keeps_its_launch_unknown():
    f = facts(_DRIVER + "void api(float *x) { driver(x, 64, 1); void (*p)(float *, int, int) = driver; p(x, 8, 8); }\n")
    assert dims(f.known) == [(64, 1, 1)] and f.unknown


def test_a_function_the_file_never_calls_keeps_its_launch():
    f = facts(_DRIVER)
    assert f.known == () and f.unknown


def test_a_chain_whose_values_rule_the_launch_out_makes_none_of_it():
    src = ("template <int B> __global__ void k(float *x) { x[threadIdx.y * B + threadIdx.x] = 0; }\n"
           "static void driver(float *x, int bs) { dim3 b(bs, bs);\n"
           "    if (bs == 16) k<16><<<4, b>>>(x); else k<32><<<4, b>>>(x); }\n"
           "void api(float *x) { int bs = 32; driver(x, bs); }\n")
    from test_launch_facts import parse_file, model_of

    model = model_of(parse_file("f.cu", src), "f.cu", src)
    assert {la.kernel: la.block for la in model.launches} == {"k<16>": (None, None, 1), "k<32>": (32, 32, 1)}
