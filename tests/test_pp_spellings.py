"""A macro spelled differently in the branches of an undecided `#if` (pp/directives.py `Directives._ambiguous`):
with CUDA keywords in one branch and without in the other (`HD __host__ __device__` / empty, whichever branch comes
first, `__CUDACC__` tested by `#ifdef`, `defined() ||` or `#ifndef`), the keyword spelling stays, what nvcc's device
pass compiles; spellings that differ in no CUDA keyword (`R __restrict__` / empty, `F __forceinline__ int` / `long`)
keep the last definition."""

from __future__ import annotations

import pytest

from analyzer.cuda.pp.preprocess import preprocess

CUDACC = "#ifdef __CUDACC__\n#define HD __host__ __device__\n#else\n#define HD\n#endif\nHD float sq(float x);\n"
EITHER = "#if defined(__CUDACC__) || defined(__HIPCC__)\n#define HD __host__ __device__\n#else\n#define HD\n#endif\n" \
         "HD float sq(float x);\n"
REVERSED = "#ifndef __CUDACC__\n#define HD\n#else\n#define HD __host__ __device__\n#endif\nHD float sq(float x);\n"


@pytest.mark.parametrize("src", [CUDACC, EITHER, REVERSED])
def test_the_spelling_with_cuda_keywords_is_the_device_pass_one(src):
    assert preprocess(src, path="k.cu").text.splitlines()[5].split() == ["__host__", "__device__", "float", "sq(float",
                                                                         "x);"]


def test_spellings_alike_in_cuda_keywords_keep_the_last():
    src = "#ifdef FAST\n#define R __restrict__\n#else\n#define R\n#endif\nfloat *R p;\n" \
          "#ifdef __CUDACC__\n#define F __forceinline__ int\n#else\n#define F __forceinline__ long\n#endif\nF g();\n"
    lines = preprocess(src, path="k.cu").text.splitlines()
    assert lines[5].split() == ["float", "*", "p;"] and lines[11].split()[:2] == ["__forceinline__", "long"]
