"""The launch facts KL110 judges with (analyzer/cuda/model/rounding.py): a grid rounded up on elements
(`grid_elements`), in y (`grid_rounded_y`), a block rounded up on elements (`block_elements`), and an exact grid
written `(n - 1) / b + 1` with constant locals; and a halo guard (`idx > 4`) is no bounds check. Each failed
before its change."""

from __future__ import annotations

from pathlib import Path

from analyzer.lint.sources import model_of, parse_file

RULE_DIR = Path(__file__).resolve().parents[1] / "fixtures" / "rules" / "KL110"

KERNEL = "__global__ void k(float *x, int n) { x[threadIdx.x] = 0; }\n"


def launch(body: str):
    src = KERNEL + "void go(float *x, int n, int m) {\n" + body + "\n}\n"
    model = model_of(parse_file("f.cu", src), "f.cu", src)
    (only,) = model.launches
    return only


def test_grid_rounded_on_elements_gives_the_elements_per_thread():
    assert launch("k<<<(n + 255) / 256, 64>>>(x, n);").grid_elements == 4
    assert launch("k<<<(n + 255) / 256, 64>>>(x, n);").grid_rounded is None  # NOTE: not blocks of the block
    assert launch("k<<<(n + 255) / 256, 256>>>(x, n);").grid_elements is None
    assert launch("k<<<(1024 + 255) / 256, 64>>>(x, 1024);").grid_elements is None  # an exact grid


def test_grid_rounded_in_y():
    rounded = launch("k<<<dim3((n + 15) / 16, (m + 15) / 16), dim3(16, 16)>>>(x, n);")
    assert rounded.grid_rounded is True and rounded.grid_rounded_y is True
    exact_y = launch("dim3 grid((n + 255) / 256, m / 2); k<<<grid, dim3(256, 1)>>>(x, n);")
    # NOTE: a block one thread tall has as many threads in y as the grid has blocks: never rounded up in y
    assert exact_y.grid_rounded is True and exact_y.grid_rounded_y is False


def test_block_rounded_on_elements():
    assert launch("k<<<1, (n + 1) / 2>>>(x, n);").block_elements == 2
    assert launch("k<<<1, (1024 + 1) / 2>>>(x, 1024);").block_elements is None


def test_exact_grid_from_constant_locals():
    assert launch("int c = 1 << 16, b = 32; k<<<(c - 1) / b + 1, b>>>(x, c);").grid_rounded is False
    assert launch("k<<<(n - 1) / 32 + 1, 32>>>(x, n);").grid_rounded is True


def test_a_lower_bound_is_not_named_as_the_bounds_check():
    from analyzer.config import Settings
    from analyzer.lint.sources import analyze_file

    src = (RULE_DIR / "bad_halo_lower_bound.cu").read_text()
    (found,) = analyze_file("t.cu", src, Settings(), frozenset({"KL110"})).diagnostics
    assert "never bounds-checks" in found.message and "line 9" not in found.message
