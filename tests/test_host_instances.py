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


_BLOCKS = """template <int kNThreads_, int kLogN_> struct Traits {
    static constexpr int kNThreads = kNThreads_;
    static constexpr int kChunks = (1 << kLogN_) / (4 * kNThreads);
};
template <typename K> __global__ void k(float *a) { a[threadIdx.x] *= 2.f; }
template <int N> __global__ void p(float *a) { a[threadIdx.x] *= N; }
template <int N, int L> void traits(float *a) { using K = Traits<N, L>; k<K><<<1, K::kNThreads>>>(a); }
template <int N, int L> void chunks(float *a) { using K = Traits<N, L>; k<K><<<1, K::kChunks>>>(a); }
template <int N> void plain(float *a) { p<N><<<1, N>>>(a); }
template <int N> void open(float *a) { p<N><<<2, N>>>(a); }
template <int N> void outer(float *a) { open<N>(a); }
void calls(float *a) {
    traits<16, 7>(a);
    traits<256, 12>(a);
    chunks<4, 7>(a);
    plain<16>(a);
    plain<4>(a);
    outer<8>(a);
}
"""


def test_a_block_the_host_templates_parameter_gives_is_one_launch_per_instantiation(tmp_path: Path):
    (model,) = models({"b.cu": _BLOCKS}, tmp_path)
    got = sorted((x.host_args, x.block) for x in model.launches if x.host_args)
    assert got == [("chunks<4, 7>", (8, 1, 1)), ("plain<16>", (16, 1, 1)), ("plain<4>", (4, 1, 1)),
                   ("traits<16, 7>", (16, 1, 1)), ("traits<256, 12>", (256, 1, 1))]
    # NOTE: the near miss: `open<N>` is instantiated only with another template's parameter: the block stays open
    (left,) = [x for x in model.launches if not x.host_args]
    assert left.block is None or None in left.block


def test_the_instantiations_of_one_launch_are_one_kl202_finding_that_names_each():
    from analyzer.config import Settings
    from analyzer.lint.sources import analyze_file

    path = Path(__file__).resolve().parents[1] / "fixtures" / "rules" / "KL202" / "bad_host_template_block.cu"
    found = [d for d in analyze_file(path.name, path.read_text(), Settings(), frozenset({"KL202"})).diagnostics
             if "rows_traits" in d.message and d.severity.name == "WARNING"]
    assert len(found) == 1 and "in 2 instantiations of its host template: `launch_traits<4, 5>`: 4 x 1 x 1" in \
        found[0].message and "`launch_traits<16, 7>`: 16 x 1 x 1" in found[0].message, found


_OVERLOADS = """template <typename I> __global__ void k(I *a) { a[threadIdx.x] = 0; }
template <typename I> __global__ void z(I *a) { a[threadIdx.x] = 1; }
template <int N> void run(int *a, long n) { k<<<1, N>>>(a); }
template <int N> void run(int *a) { constexpr int M = N / 2; z<<<1, M>>>(a); }
template void run<512>(int *, long);
template void run<64>(int *);
"""


def test_each_overload_of_a_host_template_gets_its_own_body_and_instantiations(tmp_path: Path):
    (model,) = models({"o.cu": _OVERLOADS}, tmp_path)
    # NOTE: `run<512>(int *, long)` instantiates the two-parameter overload only, `run<64>(int *)` the other
    got = sorted((x.kernel_name, x.block, x.host_args) for x in model.launches)
    assert got == [("k", (512, 1, 1), "run<512>"), ("z", (32, 1, 1), "run<64>")]
