"""A default written in code and overridden by a run-time input (`int bs = 1024; if (argc > 1) bs =
atoi(argv[1]); dim3 block(bs, 1);`) is the launch's block when the input is absent, and the launch's label says
so (review r5 D7: "assuming 256" before). Near-misses: a block read from argv unconditionally, an override that
does more than set the local, an if with an else."""

from __future__ import annotations

from analyzer.config import Settings
from analyzer.cuda.model.build import build_model
from analyzer.cuda.parse.parser import parse
from analyzer.lint.sources import analyze_file

TAIL = """#include <cstdlib>
__global__ void tail(int *g, int *o) {
  volatile int *v = g + blockIdx.x * blockDim.x;
  int tid = threadIdx.x;
  if (tid < 32) { v[tid] += v[tid + 32]; v[tid] += v[tid + 16]; }
  if (tid == 0) o[blockIdx.x] = v[0];
}
int main(int argc, char **argv) {
  int size = 1 << 24;
  int blocksize = 1024;
  SET
  dim3 block(blocksize, 1);
  dim3 grid((size - 1) / block.x + 1, 1);
  printf("grid %d block %d", grid.x, block.x);
  READ
  int *g, *o;
  tail<<<grid, block>>>(g, o);
  return 0;
}
"""


def _launch(setter: str, read: str = ""):
    text = TAIL.replace("SET", setter).replace("READ", read)
    return build_model(parse(text, "t.cu")).launches[0], text


def test_the_default_is_the_block_unless_the_input_is_given():
    launch, text = _launch("if (argc > 1) blocksize = atoi(argv[1]);")
    assert launch.block == (1024, 1, 1) and launch.block_unless == "argv[1]"
    launch, _ = _launch('if (getenv("BS")) { blocksize = atoi(getenv("BS")); }')
    assert launch.block == (1024, 1, 1) and launch.block_unless == "$BS"
    found = analyze_file("t.cu", text, Settings(), frozenset({"KL109"})).diagnostics
    assert found and all("the launch at line 17 (1024x1x1 unless argv[1] is given" in d.message for d in found), \
        [d.message for d in found]


def test_no_default_no_block():
    for setter in ("blocksize = atoi(argv[1]);",
                   "if (argc > 1) { blocksize = atoi(argv[1]); size = 4; }",
                   "if (argc > 1) blocksize = atoi(argv[1]); else blocksize = 512;"):
        launch, _ = _launch(setter)
        assert launch.block is None or None in launch.block, setter
        assert launch.block_unless == "", setter


def test_a_dim3_whose_address_is_taken_may_be_written():
    """`printf("%d", block.x)` reads a component by value; `&block` may write it."""
    launch, _ = _launch("if (argc > 1) blocksize = atoi(argv[1]);", "unsigned *bx = &block.x; *bx = 7;")
    assert launch.block is None or None in launch.block
