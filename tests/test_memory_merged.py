"""The fields of one CUDA vector element that nvcc merges into one wider access (analysis/memory/merged.py)."""

import itertools
import re
import shutil
import subprocess

import pytest

from analyzer.analysis.memory.merged import chunks

# (type, component bytes, components): the vector types measured, every subset of their fields
TYPES = (("char2", "char", 1, 2), ("short2", "short", 2, 2), ("float2", "float", 4, 2), ("double2", "double", 8, 2),
         ("uchar4", "unsigned char", 1, 4), ("short4", "short", 2, 4), ("float4", "float", 4, 4))


def test_chunks_of_float4_fields_as_nvcc_13_makes_them():
    """nvcc 13 sm_90 PTX (the table test_chunks_match_nvcc regenerates): loads fill gaps and round up, stores
    write their own fields only."""
    f = {"x": 0, "y": 4, "z": 8, "w": 12}
    load = {"xyzw": [(0, 16)], "xz": [(0, 16)], "xyz": [(0, 16)], "xy": [(0, 8)], "zw": [(8, 8)],
            "yz": [(4, 4), (8, 4)], "yw": [(4, 4), (12, 4)], "yzw": [(4, 4), (8, 8)], "y": [(4, 4)]}
    store = {"xyzw": [(0, 16)], "xz": [(0, 4), (8, 4)], "xyz": [(0, 8), (8, 4)], "xzw": [(0, 4), (8, 8)],
             "yzw": [(4, 4), (8, 4), (12, 4)], "zw": [(8, 8)]}
    for fields, want in load.items():
        assert chunks({f[c] for c in fields}, 4, 16, "load") == want, fields
    for fields, want in store.items():
        assert chunks({f[c] for c in fields}, 4, 16, "store") == want, fields


def test_chunks_match_nvcc(tmp_path):
    """Every subset of the fields of each type, loaded and stored, against the PTX nvcc writes."""
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        pytest.skip("nvcc not available")
    src, want = [], {}
    for name, base, part, count in TYPES:
        for r in range(1, count + 1):
            for sub in itertools.combinations("xyzw"[:count], r):
                f = "".join(sub)
                src.append(f"__global__ void L_{name}_{f}(const {name} *p, {base} *o) {{ int i = threadIdx.x; "
                           f"o[i] = " + " + ".join(f"p[i].{c}" for c in sub) + "; }")
                src.append(f"__global__ void S_{name}_{f}({name} *p, const {base} *v) {{ int i = threadIdx.x; "
                           f"{base} g = v[i]; " + " ".join(f"p[i].{c} = g;" for c in sub) + " }")
                offsets = {"xyzw".index(c) * part for c in sub}
                want[f"L_{name}_{f}"] = chunks(offsets, part, part * count, "load")
                want[f"S_{name}_{f}"] = chunks(offsets, part, part * count, "store")
    cu = tmp_path / "fields.cu"
    cu.write_text("\n".join(src) + "\n")
    ptx = tmp_path / "fields.ptx"
    subprocess.run([nvcc, "-arch=sm_90", "-ptx", "-o", str(ptx), str(cu)], check=True, capture_output=True, timeout=300)
    got = {}
    for m in re.finditer(r"\.entry _Z\d+([LS]_\w+?)P.*?\n\}", ptx.read_text(), re.S):
        name, op = m.group(1), "ld" if m.group(1)[0] == "L" else "st"
        part = dict((t[0], t[2]) for t in TYPES)[name.split("_")[1]]
        found = re.findall(rf"\b{op}\.global\.(?:nc\.)?(?:v(\d)\.)?\w+\s+[^\[]*\[%rd\d+(?:\+(\d+))?\]", m.group(0))
        got[name] = sorted((int(o or 0), int(v or 1) * part) for v, o in found)  # NOTE: p's (not the load of v)
    assert len(got) == len(want)
    assert {k: sorted(v) for k, v in want.items()} == got


def test_uchar4_field_stores_are_one_4_byte_store(tmp_path):
    """`px[i].x .. .w` (r9 C2): one 4-byte store per lane, 4 sectors per request, fully used; `.y .. .w` alone stay
    three 1-byte stores."""
    from analyzer.commands.memory import collect
    from analyzer.config import Settings

    cu = tmp_path / "px.cu"
    cu.write_text("__global__ void all4(uchar4 *px, const float *v) { int i = blockIdx.x * 256 + threadIdx.x;\n"
                  " unsigned char g = v[i]; px[i].x = g; px[i].y = g; px[i].z = g; px[i].w = 255; }\n"
                  "__global__ void three(uchar4 *px, const float *v) { int i = blockIdx.x * 256 + threadIdx.x;\n"
                  " unsigned char g = v[i]; px[i].y = g; px[i].z = g; px[i].w = 255; }\n"
                  "void run(uchar4 *px, const float *v) { all4<<<4, 256>>>(px, v); three<<<4, 256>>>(px, v); }\n")
    figures = [f for f in collect([str(cu)], {}, Settings())[0] if f.access.op == "store"]
    by_kernel = {}
    for f in figures:
        by_kernel.setdefault(f.access.kernel, []).append((f.access.size, f.per_request, f.ideal))
    assert by_kernel["all4"] == [(4, 4, 4)]
    assert by_kernel["three"] == [(1, 4, 1)] * 3


def test_a_helper_call_keeps_the_fields_apart_only_where_it_syncs_or_stores(tmp_path):
    """`f(p[i].x); f(p[i].y)` with a helper that writes only locals: one 8-byte load (nvcc: `ld.global.nc.v2.f32`,
    BlackScholesGPU of cuda-samples); a helper with a barrier between the reads keeps two 4-byte loads."""
    from analyzer.commands.memory import collect
    from analyzer.config import Settings

    cu = tmp_path / "calls.cu"
    cu.write_text("__device__ void body(float &r, float x) { r = x * x; }\n"
                  "__device__ void wait(float &r, float x) { __syncthreads(); r = x; }\n"
                  "__global__ void pure(const float2 *__restrict__ p, float *o) {\n"
                  " int i = blockIdx.x * 128 + threadIdx.x;\n"
                  " float a, b; body(a, p[i].x); body(b, p[i].y); o[i] = a + b; }\n"
                  "__global__ void synced(const float2 *__restrict__ p, float *o) {\n"
                  " int i = blockIdx.x * 128 + threadIdx.x;\n"
                  " float a, b; wait(a, p[i].x); wait(b, p[i].y); o[i] = a + b; }\n"
                  "void run(const float2 *p, float *o) { pure<<<4, 128>>>(p, o); synced<<<4, 128>>>(p, o); }\n")
    loads = {}
    for f in collect([str(cu)], {}, Settings())[0]:
        if f.access.op == "load" and f.access.root is not None and f.access.root[1] == "p":
            loads.setdefault(f.access.kernel, []).append(f.access.size)
    assert loads == {"pure": [8], "synced": [4, 4]}
