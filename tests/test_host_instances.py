"""A launch inside a host function template gets its kernel's template arguments once per instantiation of the
template that the file names (analyzer/cuda/model/host_instances.py), when the file names every one."""

from __future__ import annotations

from pathlib import Path

from test_programs import models

_HOSTS = """template <typename T, int N, int M> __global__ void k(T *a) { a[threadIdx.x] *= N + M; }
template <typename T, int N> void all_named(T *a) {
    constexpr int M = N / 2;
    k<T, N, M><<<1, 64>>>(a);
}
template <typename T, int N> void deduced(T *a, int (&r)[N]) { k<T, N, 1><<<1, 96>>>(a); }
template <typename T, int N> void dependent(T *a) { k<T, N, 2><<<1, 128>>>(a); }
template <typename T, int N> void outer(T *a) { dependent<T, N>(a); }
// all_named<float, 999>(a) in a comment is no instantiation
template <typename T> void calls(T *a, int (&r)[8]) {
    all_named<T, 32>(a);
    all_named<T, 64>(a);
    deduced<T, 4>(a, r);
    deduced(a, r);
    outer<T, 16>(a);
}
template void all_named<float, 128>(float *);
"""


def test_each_instantiation_the_file_names_gives_the_kernels_arguments(tmp_path: Path):
    (model,) = models({"h.cu": _HOSTS}, tmp_path)
    values = {x.block[0]: x.host_values for x in model.launches}
    # NOTE: T stays unknown (a type); M is the host's constexpr local, evaluated per instantiation
    assert values[64] == ((None, 32, 16), (None, 64, 32), (None, 128, 64))
    # NOTE: the near misses: a call that deduces the arguments, an argument that is another template's parameter
    assert values[96] == ()
    assert values[128] == ()
    assert {x.block[0]: x.template_values for x in model.launches}[64] == (None, None, None)
