"""The dim3 a launch sees when the function stores its components (analyzer/cuda/model/reaching.Reaching.dim3_at):
the whole value that reaches the launch with the component stores on the way to it, so that a store in another
switch case, or after the launch, does not reach it (the flow-insensitive env merged `block.y = 4` and
`block.y = 8` into an unknown y for both launches). Near misses: a case entered by falling through from a case
that stores the component, a store in a branch and a loop around the launch keep the env's answer."""

from __future__ import annotations

from pathlib import Path

from test_programs import models

_SOURCE = """__global__ void k(float *a) { a[threadIdx.y * 32 + threadIdx.x] = 0; }
void cases(float *a, int size) {
  dim3 block; block.x = 32; block.y = 4;
  switch (size) {
    case 16: k<<<1, block>>>(a); break;
    case 128: block.y = 8; k<<<2, block>>>(a); break;
    default: k<<<3, block>>>(a);
  }
}
void falls(float *a, int size) {
  dim3 block(32, 4);
  switch (size) {
    case 1: block.y = 2;
    case 2: k<<<4, block>>>(a); break;
  }
}
void after(float *a) { dim3 b(16, 16); k<<<5, b>>>(a); b.x = 8; k<<<6, b>>>(a); }
void branch(float *a, int c) { dim3 b(16, 16); if (c) b.y = 2; k<<<7, b>>>(a); }
void looped(float *a, int n) { dim3 b(32, 1); for (int i = 0; i < n; ++i) { k<<<8, b>>>(a); b.y = 2; } }
"""


def test_a_launch_sees_the_component_stores_that_reach_it(tmp_path: Path):
    (model,) = models({"f.cu": _SOURCE}, tmp_path)
    block = {x.grid[0]: x.block for x in model.launches}
    assert block[1] == (32, 4, 1)  # NOTE: case 128's `block.y = 8` cannot reach case 16
    assert block[2] == (32, 8, 1)
    assert block[3] == (32, 4, 1)  # NOTE: default is entered from the head only (case 128 breaks)
    assert block[5] == (16, 16, 1)  # NOTE: the store after the launch
    assert block[6] == (8, 16, 1)


def test_a_path_that_may_store_the_component_keeps_it_unknown(tmp_path: Path):
    (model,) = models({"f.cu": _SOURCE}, tmp_path)
    block = {x.grid[0]: x.block for x in model.launches}
    assert block[4][1] is None  # NOTE: case 2 is also reached by falling through case 1's store
    assert block[7][1] is None  # NOTE: a store in a branch
    assert block[8][1] is None  # NOTE: the previous iteration's store


def test_each_statement_is_looked_at_once_per_name_not_once_per_launch_after_it(monkeypatch):
    """`_backward` walks only the case labels and the statements that mention the name (`Reaching._marks`): a `main`
    of 60 launches of one `block`, each after three statements that do not mention it, asks `mentions` of each
    statement a few times, not once for every launch after it (a pre-commit file's `main` was 60 % of its model)."""
    from analyzer.cuda.model import reaching
    from analyzer.cuda.model.build import build_model
    from analyzer.cuda.parse.parser import parse

    body = "".join(f"  x = {i}; y += x; z = y;\n  k<<<g, block>>>(a);\n" for i in range(60))
    src = ("__global__ void k(float *a) { a[threadIdx.x] = 0; }\n"
           "int main() {\n  float *a; int x, y = 0, z; dim3 g(4); dim3 block(128);\n" + body + "  return 0;\n}\n")
    calls = []
    mentions = reaching.Reaching.mentions
    monkeypatch.setattr(reaching.Reaching, "mentions", lambda self, stmt, name: calls.append(1) or mentions(
        self, stmt, name))
    launches = build_model(parse(src, "many.cu")).launches
    assert len(launches) == 60 and {launch.block for launch in launches} == {launches[0].block}
    assert launches[0].block == (128, 1, 1)
    assert len(calls) < 8_000  # NOTE: 23,550 when each launch walked every statement before it (now 6,219)
