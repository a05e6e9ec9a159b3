"""Launch facts of review r10 set B: a grid rounded up from a count the launch passes (`grid_counts`, KL110's
off-by-one guard; C10) and the constant locals of the blocks around a launch (`if (c) { const int BS = 128;
k<BS><<<g, BS>>>(); } else { const int BS = 32; ... }`: each launch sees its own, analyzer/cuda/model/
inner_consts.py; C4). Each failed before its change."""

from __future__ import annotations

from analyzer.lint.sources import model_of, parse_file

KERNEL = "template <int B> __global__ void k(float *x, int n) { x[threadIdx.x] = 0; }\n"


def launches(body: str):
    src = KERNEL + "void go(float *x, int n, int m, bool c) {\n" + body + "\n}\n"
    return model_of(parse_file("f.cu", src), "f.cu", src).launches


def test_grid_rounded_up_from_a_passed_count():
    (rounded,) = launches("dim3 b(32, 8); dim3 g((m + b.x - 1) / b.x, (n + b.y - 1) / b.y); k<1><<<g, b>>>(x, n);")
    assert rounded.grid_counts == ((1, 1),)  # NOTE: y from `n`, the argument at index 1; x's `m` is not passed
    (other,) = launches("int p = n + 1; k<1><<<(p + 127) / 128, 128>>>(x, n);")
    assert other.grid_counts == ()  # NOTE: rounded up from n + 1, not from the n it passes
    (exact,) = launches("k<1><<<(1024 + 127) / 128, 128>>>(x, 1024);")
    assert exact.grid_counts == ()


def test_const_locals_of_the_enclosing_block_bind_the_launch():
    body = ("if (c) { const int BS = 128; const int GS = (n + BS - 1) / BS; k<BS><<<GS, BS>>>(x, n); }\n"
            "else { const int BS = 32; k<BS><<<(n + BS - 1) / BS, BS>>>(x, n); }")
    first, second = sorted(launches(body), key=lambda la: la.line)
    assert first.block == (128, 1, 1) and first.template_values == (128,)
    assert second.block == (32, 1, 1) and second.grid_rounded is True


def test_an_inner_non_const_declaration_hides_the_outer_const():
    body = "const int BS = 64;\nif (c) { int BS = n; k<1><<<1, BS>>>(x, n); } else { k<1><<<1, BS>>>(x, n); }"
    first, second = sorted(launches(body), key=lambda la: la.line)
    assert first.block is None or first.block[0] is None
    assert second.block == (64, 1, 1)
