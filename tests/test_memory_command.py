"""`kernlint memory`: JSON shape, inputs as `check` takes them, unknown addresses, HIP sources."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
KEYS = {"file", "line", "column", "kernel", "space", "op", "bytes", "sectors_per_request",
        "wavefronts_per_request", "ideal", "known", "launch"}

SOURCE = """\
struct P { float x, y, z; };
__global__ void k(const float* in, const int* idx, const P* p, float* out, int stride) {
    __shared__ float tile[32][32];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    tile[threadIdx.y][threadIdx.x] = in[i];
    __syncthreads();
    out[i] = tile[threadIdx.x][threadIdx.y] + in[idx[i]] + in[i * stride] + p[i].x;
}
void run(const float* in, const int* idx, const P* p, float* out, int n) {
    k<<<4, dim3(32, 8)>>>(in, idx, p, out, n);
    k<<<4, dim3(32, 4)>>>(in, idx, p, out, n);
}
"""


def _run(args: list[str], stdin: str | None = None) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "analyzer", "memory", *args], input=stdin, capture_output=True,
                          text=True, env=env, timeout=120, cwd=ROOT)


def test_json_entries_have_exactly_the_keys_and_one_entry_per_launch(tmp_path):
    path = tmp_path / "k.cu"
    path.write_text(SOURCE)
    proc = _run([str(path), "--format", "json"])
    assert proc.returncode == 0, proc.stderr
    accesses = json.loads(proc.stdout)["accesses"]
    assert accesses and all(set(a) == KEYS for a in accesses)
    launches = {tuple(a["launch"]) for a in accesses}
    assert launches == {(32, 8, 1), (32, 4, 1)}
    column = [a for a in accesses if a["line"] == 7 and a["space"] == "shared" and a["launch"] == [32, 8, 1]]
    assert column == [{"file": str(path), "line": 7, "column": 14, "kernel": "k", "space": "shared", "op": "load",
                       "bytes": 4, "sectors_per_request": None, "wavefronts_per_request": 32, "ideal": 1,
                       "known": True, "launch": [32, 8, 1]}]
    struct = [a for a in accesses if a["line"] == 7 and a["column"] == 77]
    assert {a["sectors_per_request"] for a in struct} == {12} and {a["ideal"] for a in struct} == {4}
    unknown = [a for a in accesses if a["line"] == 7 and a["column"] in (47, 60)]
    assert unknown and all(not a["known"] and a["sectors_per_request"] is None and a["ideal"] is None
                           for a in unknown)


def test_stdin_and_text_table():
    proc = _run(["-", "--stdin-filename", "stdin.cu"], stdin=SOURCE)
    assert proc.returncode == 0, proc.stderr
    assert "stdin.cu:7:14" in proc.stdout and "32 wavef" in proc.stdout
    assert "with a known figure" in proc.stdout


def test_hip_sources_say_there_is_no_amd_model(tmp_path):
    path = tmp_path / "k.hip"
    path.write_text(SOURCE.replace("__syncthreads", "__syncthreads"))
    proc = _run([str(path), "--format", "json"])
    assert proc.returncode == 0
    assert json.loads(proc.stdout)["accesses"] == []
    assert "no AMD memory model" in proc.stderr


def test_missing_input_is_one_line_and_exit_2(tmp_path):
    proc = _run([str(tmp_path / "nope.cu")])
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr


WARP_BUFFER = """
__device__ void pack(unsigned code, unsigned *s_out, unsigned *g_out, int tid) {
    unsigned present = __ballot_sync(0xffffffffu, code != 0);
    int off = __popc(present & ((1u << tid) - 1));
    if (code) s_out[off] = code;
    *((uint4 *)g_out + tid) = ((uint4 *)s_out)[tid];
}
__global__ void encode(const unsigned *in, unsigned *out) {
    __shared__ uint4 s_all[256];
    int warp = threadIdx.x >> 5, tid = threadIdx.x & 31;
    unsigned *s_out = (unsigned *)(s_all + warp * 32);
    pack(in[blockIdx.x * blockDim.x + threadIdx.x], s_out, out + (blockIdx.x * 8 + warp) * 128, tid);
}
void launch_encode(const unsigned *i, unsigned *o) { encode<<<64, 256>>>(i, o); }
"""


def test_an_unknown_index_into_a_shared_buffer_is_a_shared_access(tmp_path):
    """`s_out[off]` with `off` from a ballot of loaded data: the address is not known, but `s_out` points into a
    `__shared__` buffer handed to the helper, so the access is a shared one (it was listed as global)."""
    path = tmp_path / "k.cu"
    path.write_text(WARP_BUFFER)
    proc = _run([str(path), "--format", "json"])
    assert proc.returncode == 0, proc.stderr
    stores = [a for a in json.loads(proc.stdout)["accesses"] if a["line"] == 5]
    assert [(a["space"], a["op"], a["known"]) for a in stores] == [("shared", "store", False)]


def test_an_element_of_unknown_size_says_which_fact_is_missing():
    """A kernel launched from a host template instantiated nowhere (T unbound): the reason names the type
    whose size is missing, not "an opaque call"."""
    proc = _run([str(ROOT / "fixtures/rules/KL401/ok_host_template_launch.cu")])
    assert proc.returncode == 0, proc.stderr
    assert ":7:25: the size of `T` is not known" in proc.stdout and "opaque call" not in proc.stdout


def test_an_expression_the_evaluator_does_not_model_is_a_uniform_offset(tmp_path):
    """`sizeof(float)` in an index is an opaque uniform value, an unknown offset like a kernel argument: the
    address stays judged (it was dropped when the symbol of a load through a thread's own pointer took the same
    `opaque@` prefix). The near miss, a load through `p = &a`, is KL109/ok_index_through_local_pointer.cu."""
    from analyzer.config import Settings
    from analyzer.lint.sources import analyze_file

    text = ("__global__ void k(float *out, const float *in)\n{\n    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
            "    out[i * 32 + sizeof(float)] = in[i];\n}\n"
            "void launch(float *o, const float *x, int n) { k<<<n / 256, 256>>>(o, x); }\n")
    found = analyze_file(str(tmp_path / "k.cu"), text, Settings(), frozenset({"KL401"})).diagnostics
    assert [(d.rule_id, d.line) for d in found] == [("KL401", 4)]
    assert "moves 32 sectors per request where its lanes need 4" in found[0].message
