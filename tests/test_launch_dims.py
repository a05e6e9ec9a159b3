"""The launch fact "a kernel parameter equals a block dimension" (analyzer/cuda/model/launch_forms.dim_arguments,
analyzer/analysis/launch_dims.py): a launch that passes the same host value as its block size and as an argument
(`k<<<n, K>>>(a, K)`) fixes the parameter to blockDim.x, and the memory analysis binds it to the block it judges
with, saying so."""

from __future__ import annotations

from pathlib import Path

from conftest import RULE_FIXTURES, run_fixture
from test_programs import models

_FORMS = """__global__ void k(float *a, int x, int y) { a[threadIdx.x * x + y] = 0; }
int pick();
void direct(float *a, int K) { k<<<4, K>>>(a, K, 0); }
void through_dim3(float *a, int K) { dim3 block(K); k<<<4, block>>>(a, 1, K); }
void through_int(float *a, int K) { int threads = K; k<<<4, threads>>>(a, K, threads); }
void two_axes(float *a, int X, int Y) { k<<<4, dim3(X, Y)>>>(a, X, Y); }
void cast_and_parens(float *a, long K) { k<<<4, (int)(K)>>>(a, K, 0); }
void differs(float *a, int K) { k<<<4, K>>>(a, K + 1, 0); }
void by_call(float *a) { k<<<4, pick()>>>(a, pick(), 0); }
void rewritten(float *a, int K) { dim3 block(K); K *= 2; k<<<4, block>>>(a, K, 0); }
"""


def test_a_launch_passing_its_block_size_as_an_argument_states_the_equality(tmp_path: Path):
    (model,) = models({"f.cu": _FORMS}, tmp_path)
    dims = {x.function: x.arg_dims for x in model.launches}
    assert dims["direct"] == (None, "x", None)
    assert dims["through_dim3"] == (None, None, "x")
    assert dims["through_int"] == (None, "x", "x")
    assert dims["two_axes"] == (None, "x", "y")
    assert dims["cast_and_parens"] == (None, "x", None)
    # NOTE: the near misses: another value, a call (two calls may differ), a name written after the dim3 took it
    assert dims["differs"] == dims["by_call"] == dims["rewritten"] == ()


def test_the_parameter_takes_the_assumed_block_and_the_message_says_so():
    _, found = run_fixture(RULE_FIXTURES / "KL401" / "bad_stride_is_block_size.cu")
    (d,) = [d for d in found if d.rule_id == "KL401"]
    assert d.severity.name.lower() == "warning"
    assert "32 sectors per request where its lanes need 4" in d.message
    assert ("where codes_per_row = blockDim.x = 256 (the launches at lines 18, 20 pass their block size as the "
            "argument codes_per_row), and the figure is the same for blockDim.x = 64, 128, 256, 512 and 1024") in d.message
    _, found = run_fixture(RULE_FIXTURES / "KL401" / "ok_stride_not_block_size.cu")
    assert not [d for d in found if d.rule_id == "KL401"]  # NOTE: one launch passes `k + 1`: no equality


_VARIES = """__global__ void groups(const float *in, float *out, int width)
{
    out[blockIdx.x * width + threadIdx.x] = in[blockIdx.x * width + threadIdx.x * (width / 64)];
}
void run(const float *in, float *out, int n, int width) { groups<<<n, width>>>(in, out, width); }
"""


def test_a_figure_that_changes_with_the_block_size_is_a_note(tmp_path: Path):
    """`width / 64` is 1 for a 64-thread block (coalesced) and 4 for the assumed 256: the figure rests on the
    assumed block, so the finding is a note, and the message names the equality it used."""
    path = tmp_path / "KL401" / "varies.cu"  # NOTE: run_fixture enables its folder's rule
    path.parent.mkdir()
    path.write_text(_VARIES)
    _, found = run_fixture(path)
    (d,) = [d for d in found if d.rule_id == "KL401"]
    assert d.severity.name.lower() == "note"
    assert "where width = blockDim.x = 256 (the launch at line 5 passes its block size as the argument width)" in d.message
    assert "the figure is the same" not in d.message
